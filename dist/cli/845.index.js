export const id = 845;
export const ids = [845,369];
export const modules = {

/***/ 13845:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runReproduceCommand: () => (/* binding */ runReproduceCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _parse_args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89611);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70017);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(14031);
/* harmony import */ var _operations_reproduce_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(29193);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(37268);
/* harmony import */ var _producer_args_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(20330);
/* harmony import */ var _hosts_at_revision_changed_files_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(36711);
/* harmony import */ var _hosts_at_revision_base_passports_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5358);
/* harmony import */ var _hosts_at_revision_config_from_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(12369);
/* harmony import */ var _hosts_at_revision_revision_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(11200);
/**
 * `passport-gate reproduce [DIR…]`: run the recorded steps again on the committed tree and
 * compare their outputs with the record (operations/reproduce.ts, over src/reproduce/, does the
 * work; this file parses, calls it, prints and picks the exit code).
 */











/** Help text of the reproduce command. */
const REPRODUCE_HELP = `Usage: passport-gate reproduce [DIR...] [options]

Run the steps that passport-gate run recorded again, and compare their outputs
with the record. The committed tree (HEAD, never the work tree) is copied into
a temporary directory outside the checkout; in the chain's order (producers
first) each run record's outputs are deleted there and its recorded command
runs in its recorded working directory, with this environment. Then every
recorded output's sha256 is compared with what the re-run wrote, except the
outputs declared non-deterministic (run --nondeterministic, or the config's
reproduce.nondeterministic globs): those are re-made but not compared, and
counted. The step's program (argv[0] outside the repository) is resolved and
its --version read, and a finding says whether it is the one recorded. A passport
recorded by hand (no command) is reported, not reproduced. DIR (default: every
output directory) selects the passports in or below it.

Changed mode (--base or --changed-files, as audit's): the steps the change
touched (the audit's changed-mode scope: the output directory owning a changed
file, and every passport listing one) run first; then their consumers, while
the budget lasts (reproduce-consumer-not-reached, a notice, when it does not).
With --base, a record's run --nondeterministic is honoured only where the base's
record of the step declared the same path: one new in the change is compared.

Options:
  --base REF        changed mode: the files changed since git REF; the config
                    is read at REF too
  --changed-files FILE
                    changed mode: the files listed in FILE (one per line, or
                    NUL-separated as git diff --name-only -z prints them)
  --max-seconds N   budget of the whole run in seconds: the running step is
                    killed at the deadline, and steps not reached are reported
                    (reproduce-not-reached), never skipped
  --jobs N          steps run at once (default 1): a step starts when the steps
                    that made its inputs have ended; all within --max-seconds
  --format F        text (default) or json
  --root DIR        repository root (default: the git top level, else .)
  --config FILE     config file (default: <root>/.passport-gate.yml or .yaml, optional)
  --debug           print stack traces of internal errors
  -h, --help        show this help

It runs the commands the passports record: run it where the repository's own
CI would run them (no secrets, no write token).

Exit codes: 0 every step reproduced byte for byte, 1 a finding at error
(reproduce-differs, reproduce-failed, reproduce-not-reached), 2 usage error,
130 interrupted (Ctrl-C or SIGTERM, passed on to the running step).

Examples:
  passport-gate reproduce
  passport-gate reproduce results/qc --max-seconds 600 --format json
  passport-gate reproduce --jobs 4 --max-seconds 1800
  passport-gate reproduce --base origin/main --max-seconds 1800
`;
/** Parses `reproduce` arguments; throws UsageError with what to do. */
function parseReproduceArgs(args) {
    const { values, positionals } = (0,_parse_args_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommandArgs */ .Q)(REPRODUCE_HELP, {
        args,
        strict: true,
        allowPositionals: true,
        options: {
            'max-seconds': { type: 'string' },
            base: { type: 'string' },
            'changed-files': { type: 'string' },
            jobs: { type: 'string' },
            format: { type: 'string' },
            root: { type: 'string' },
            config: { type: 'string' },
            debug: { type: 'boolean' },
            help: { type: 'boolean', short: 'h' },
        },
    });
    const format = values.format ?? 'text';
    if (format !== 'text' && format !== 'json')
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--format must be text or json, got ${JSON.stringify(format)}`);
    let maxSeconds;
    if (values['max-seconds'] !== undefined) {
        if (!/^\d{1,9}$/.test(values['max-seconds']))
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--max-seconds must be a whole number of seconds, got ${JSON.stringify(values['max-seconds'])}`);
        maxSeconds = Number(values['max-seconds']);
    }
    let jobs = 1;
    if (values.jobs !== undefined) {
        if (!/^\d{1,3}$/.test(values.jobs) || Number(values.jobs) < 1 || Number(values.jobs) > 256)
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--jobs must be a whole number from 1 to 256, got ${JSON.stringify(values.jobs)}`);
        jobs = Number(values.jobs);
    }
    if (values.base !== undefined && values['changed-files'] !== undefined)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('choose one of --base and --changed-files');
    return { ...values, format, maxSeconds, jobs, directories: positionals };
}
/** The text report: a line per step, then the findings. */
function formatText(result) {
    const lines = [`reproduce: commit ${result.commit}`];
    const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
    for (const s of result.steps) {
        const counts = [
            ...(s.compared > 0 ? [`${plural(s.compared, 'output')} compared`] : []),
            ...(s.notCompared.length > 0
                ? [`${s.notCompared.length} non-deterministic, re-made but not compared`]
                : []),
        ];
        lines.push(`  ${s.status.padEnd(11)} ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_10__/* .escapeTerminal */ .en)(s.path)}${s.reason === 'consumer' ? ' [consumer of a changed step]' : ''}${counts.length > 0 ? ` (${counts.join(', ')})` : ''}`);
        if (s.program?.changed === true)
            lines.push(`              ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_10__/* .escapeTerminal */ .en)((0,_operations_reproduce_js__WEBPACK_IMPORTED_MODULE_3__/* .describeProgramChange */ .O_)(s.program.now, s.program.recorded))}`);
    }
    for (const f of result.findings)
        lines.push(`${f.severity} ${f.rule}: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_10__/* .escapeTerminal */ .en)(f.message)}`);
    const reproduced = result.steps.filter((s) => s.status === 'reproduced').length;
    const compared = result.steps.reduce((n, s) => n + s.compared, 0);
    const notCompared = result.steps.reduce((n, s) => n + s.notCompared.length, 0);
    lines.push(`${reproduced} of ${result.steps.length} step(s) reproduced byte for byte; ${plural(compared, 'output')} compared${notCompared > 0 ? `, ${notCompared} non-deterministic not compared` : ''}`);
    return `${lines.join('\n')}\n`;
}
/** Runs `reproduce`; returns the exit code. */
async function runReproduceCommand(args, io) {
    const opts = parseReproduceArgs(args);
    if (opts.help) {
        io.stdout.write(REPRODUCE_HELP);
        return _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_OK */ .Ij;
    }
    const { root, config: checkout, cwd } = await (0,_io_js__WEBPACK_IMPORTED_MODULE_4__/* .loadCommandRoot */ .U0)(io, opts);
    // --base REF names one commit, resolved here once: the config, the changed files and the
    // base's passports are all read at that id, so a ref that moves between the reads (a fetch
    // in another job) cannot give them two revisions.
    const base = opts.base === undefined
        ? undefined
        : await (0,_hosts_at_revision_revision_js__WEBPACK_IMPORTED_MODULE_9__.resolveRevision)(await (0,_hosts_at_revision_revision_js__WEBPACK_IMPORTED_MODULE_9__.findTopLevelFor)(root, '--base'), opts.base, '--base');
    // With --base the config in force is the base's, as `audit --base` reads it: a change cannot
    // exempt its own outputs by adding a reproduce.nondeterministic glob.
    const config = opts.base === undefined
        ? checkout
        : (await (0,_hosts_at_revision_config_from_js__WEBPACK_IMPORTED_MODULE_8__/* .loadConfigFromRevision */ .M)(cwd, {
            root,
            ref: opts.base,
            commit: base,
            flag: '--base',
            ...(opts.config !== undefined ? { config: opts.config } : {}),
        })).config;
    const directories = opts.directories.map((d) => (0,_producer_args_js__WEBPACK_IMPORTED_MODULE_5__/* .toRootRelative */ .sV)(root, cwd, d, 'directory'));
    const changedFiles = base !== undefined
        ? await (0,_hosts_at_revision_changed_files_js__WEBPACK_IMPORTED_MODULE_6__/* .listChangedSince */ .J)(root, base)
        : opts['changed-files'] !== undefined
            ? await (0,_hosts_at_revision_changed_files_js__WEBPACK_IMPORTED_MODULE_6__/* .readChangedFilesList */ .m)(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(cwd, opts['changed-files']))
            : undefined;
    const result = await (0,_operations_reproduce_js__WEBPACK_IMPORTED_MODULE_3__/* .reproduceRecordedSteps */ .H0)({
        root,
        config,
        directories,
        ...(changedFiles !== undefined ? { changedFiles } : {}),
        maxSeconds: opts.maxSeconds,
        jobs: opts.jobs,
        env: io.env,
        killGroup: (pgid, signal = 'SIGKILL') => process.kill(-pgid, signal),
        signal: io.signal,
        basePassports: base === undefined ? null : await (0,_hosts_at_revision_base_passports_js__WEBPACK_IMPORTED_MODULE_7__.readBasePassports)(root, base, config),
    });
    io.stdout.write(opts.format === 'json' ? `${JSON.stringify(result, null, 2)}\n` : formatText(result));
    return result.findings.some((f) => f.severity === 'error') ? _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_FINDINGS */ .cB : _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_OK */ .Ij;
}


/***/ }),

/***/ 5358:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   diffWorkingTree: () => (/* binding */ diffWorkingTree),
/* harmony export */   readBasePassports: () => (/* binding */ readBasePassports),
/* harmony export */   readBaseRevision: () => (/* binding */ readBaseRevision)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70017);
/* harmony import */ var _diff_diff_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51146);
/* harmony import */ var _diff_read_revision_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83839);
/* harmony import */ var _fs_paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(31283);
/* harmony import */ var _revision_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(11200);
/**
 * The base revision for `audit --base REF` and a GitLab merge request: read from git at REF
 * exactly as `diff --base REF` reads it (diff/read-revision.ts), so the audit's chain-stale
 * findings are the diff's stale list for the same two revisions, and the merge request's
 * provenance diff is what `passport-gate diff --base REF` prints.
 */






/**
 * Commit `ref` below the audited root, as the diff reads it. `commit`: the id `ref` was already
 * resolved to (the run reads more at it), so it is read there even if `ref` has moved since.
 */
async function readBaseRevision(root, ref, config, commit) {
    const top = await (0,_revision_js__WEBPACK_IMPORTED_MODULE_5__.findTopLevelFor)(root, '--base', '; use --changed-files FILE or --all');
    const sha = commit ?? (await (0,_revision_js__WEBPACK_IMPORTED_MODULE_5__.resolveRevision)(top, ref, '--base'));
    const prefix = (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .toPathPrefix */ .Xw)(top, await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(root).catch(() => root));
    try {
        return await (0,_diff_read_revision_js__WEBPACK_IMPORTED_MODULE_3__/* .readGitRevision */ .ck)(top, sha, prefix, config, { ref, sha, source: 'git' });
    }
    catch (error) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`cannot read ${ref} from git: ${error.message}`);
    }
}
/** Every passport file of `ref` below the audited root, as the diff reads them. */
async function readBasePassports(root, ref, config, commit) {
    return [...(await readBaseRevision(root, ref, config, commit)).passports];
}
/** The provenance diff from a base revision (read) to the working tree at `root`. */
async function diffWorkingTree(root, base, config, signal) {
    const head = await (0,_diff_read_revision_js__WEBPACK_IMPORTED_MODULE_3__/* .readWorkingTree */ .cD)(root, config, { ref: null, sha: null, source: 'working-tree' }, signal);
    return (0,_diff_diff_js__WEBPACK_IMPORTED_MODULE_2__/* .diffProvenance */ .H)(base, head, { config });
}


/***/ }),

/***/ 12369:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  M: () => (/* binding */ loadConfigFromRevision),
  readTrustedBaseAt: () => (/* binding */ readTrustedBaseAt)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/config/trusted-files.ts
var trusted_files = __webpack_require__(263);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/util/untrusted.ts
var untrusted = __webpack_require__(19630);
// EXTERNAL MODULE: ./src/core/rule-registry.ts
var rule_registry = __webpack_require__(52505);
// EXTERNAL MODULE: ./src/config/config.ts
var config_config = __webpack_require__(81122);
;// CONCATENATED MODULE: ./src/config/config-diff.ts
/**
 * What a change of `.passport-gate.yml` would do, in words, for the
 * `config-changed` notice: the base commit's config is in force on a pull
 * request, and the reviewer is told what the pull request's version would
 * change once merged ("would turn artifact-hash-mismatch off"). Computed from
 * the two normalized configs, so a change of comments or spelling says so
 * instead of listing nothing.
 */


/** The severity a rule has under a config ('off' when the config turns it off). */
function effectiveSeverity(config, id) {
    return config.rules[id] ?? (0,rule_registry/* getRule */.rF)(id).defaultSeverity;
}
const RANK = { ...rule_registry/* SEVERITY_RANK */.f3, off: 0 };
/** The patterns of `after` not in `before`, and those of `before` not in `after`, in order. */
function listDiff(before, after) {
    const a = new Set(before);
    const b = new Set(after);
    return { added: after.filter((p) => !a.has(p)), removed: before.filter((p) => !b.has(p)) };
}
const quote = (s) => JSON.stringify(s);
/**
 * Lists, one phrase each, what replacing `base` by `head` would change: rules
 * turned off, lowered or raised; paths ignored or no longer ignored; output
 * roots and handoff globs added or removed; the other settings. Stricter
 * changes are listed too (after the weakening ones): the reviewer sees all.
 * Empty when the two configs mean the same.
 */
function describeConfigChange(base, head) {
    const weaker = [];
    const stricter = [];
    for (const { id } of rule_registry/* RULES */.y0) {
        const from = effectiveSeverity(base, id);
        const to = effectiveSeverity(head, id);
        if (from === to)
            continue;
        if (to === 'off')
            weaker.push(`would turn ${id} off (${from} now)`);
        else if (from === 'off')
            stricter.push(`would turn ${id} on as ${to}`);
        else if (RANK[to] < RANK[from])
            weaker.push(`would lower ${id} from ${from} to ${to}`);
        else
            stricter.push(`would raise ${id} from ${from} to ${to}`);
    }
    const ignore = listDiff(base.ignore, head.ignore);
    for (const p of ignore.added)
        weaker.push(`would ignore ${quote(p)}`);
    for (const p of ignore.removed)
        stricter.push(`would stop ignoring ${quote(p)}`);
    const outputs = listDiff(base.outputs, head.outputs);
    for (const p of outputs.removed)
        weaker.push(`would remove output root ${quote(p)}`);
    for (const p of outputs.added)
        stricter.push(`would add output root ${quote(p)}`);
    const globs = [
        ['envelopes', 'envelope'],
        ['skillGraphs', 'skill-graph'],
        ['packets', 'packet'],
    ];
    for (const [key, label] of globs) {
        const d = listDiff(base[key], head[key]);
        for (const p of d.removed)
            weaker.push(`would stop reading ${label} files matching ${quote(p)}`);
        for (const p of d.added)
            stricter.push(`would also read ${label} files matching ${quote(p)}`);
    }
    // A new location widens what the audit reads outside the repository: listed as weaker.
    const external = listDiff(base.externalInputs, head.externalInputs);
    for (const p of external.added)
        weaker.push(`would read external inputs under ${quote(p)}`);
    for (const p of external.removed)
        stricter.push(`would no longer verify external inputs under ${quote(p)}`);
    // An output reproduce does not compare is one it cannot catch: a new glob is weaker.
    const unchecked = listDiff(base.reproduceNondeterministic ?? [], head.reproduceNondeterministic ?? []);
    for (const p of unchecked.added)
        weaker.push(`would stop comparing outputs matching ${quote(p)} when reproducing`);
    for (const p of unchecked.removed)
        stricter.push(`would compare outputs matching ${quote(p)} when reproducing`);
    describeAttestationChange(base, head, weaker, stricter);
    if (base.allowEmpty !== head.allowEmpty)
        (head.allowEmpty ? weaker : stricter).push(`would ${head.allowEmpty ? 'allow' : 'no longer allow'} a repository without passports (allow-empty)`);
    if (base.maxPassportBytes !== head.maxPassportBytes)
        (head.maxPassportBytes > base.maxPassportBytes ? weaker : stricter).push(`would change max-passport-bytes from ${base.maxPassportBytes} to ${head.maxPassportBytes}`);
    if (base.packetMaxAgeSeconds !== head.packetMaxAgeSeconds)
        (head.packetMaxAgeSeconds > base.packetMaxAgeSeconds ? weaker : stricter).push(`would change packet-max-age-seconds from ${base.packetMaxAgeSeconds} to ${head.packetMaxAgeSeconds}`);
    if (base.engine !== head.engine) {
        // Asking the engine's record less (snakemake → auto → none) lets more pass.
        const rank = { none: 0, auto: 1, snakemake: 2 };
        (rank[head.engine] < rank[base.engine] ? weaker : stricter).push(`would change engine from ${base.engine} to ${head.engine} (the workflow engine's record as a second witness)`);
    }
    if (base.pathBase !== head.pathBase)
        weaker.push(`would resolve passport paths from the ${head.pathBase} instead of the ${base.pathBase} (path-base)`);
    return [...weaker, ...stricter];
}
/** The attestation policy's changes: a signer trusted or a requirement dropped is weaker. */
function describeAttestationChange(base, head, weaker, stricter) {
    const a = base.attestations;
    const b = head.attestations;
    const required = listDiff(a.require, b.require);
    for (const p of required.removed)
        weaker.push(`would no longer require attested passports under ${quote(p)}`);
    for (const p of required.added)
        stricter.push(`would require attested passports under ${quote(p)}`);
    const signer = (t) => t.kind === 'key' ? `key ${quote(t.key)}` : `${t.issuer} ${t.repository} ${t.workflow} ${t.ref}`;
    const trust = listDiff(a.trust.map(signer), b.trust.map(signer));
    for (const s of trust.added)
        weaker.push(`would trust attestations signed by ${s}`);
    for (const s of trust.removed)
        stricter.push(`would stop trusting attestations signed by ${s}`);
    if (a.trustedRoot !== b.trustedRoot)
        weaker.push(`would verify keyless attestations against ${b.trustedRoot === null ? 'the pinned Sigstore public-good root' : quote(b.trustedRoot)} instead of ${a.trustedRoot === null ? 'the pinned Sigstore public-good root' : quote(a.trustedRoot)}`);
}
/** Most phrases quoted in one message; the rest are counted. */
const CONFIG_CHANGE_MAX_PHRASES = 40;
/**
 * The message of a `config-changed` finding: which file changed, that the
 * base's version is in force, and what the change would do after merge.
 */
function buildConfigChangeMessage(subject, file, baseLabel, base, head) {
    const lead = `${subject} changes ${file}; the config of ${baseLabel} is in force for this run, and the change takes effect only after merge`;
    if (head.kind === 'invalid')
        return `${lead}. The changed version is unusable and would stop every run after merge: ${head.problem}`;
    const headConfig = head.kind === 'absent' ? null : head.config;
    const what = describeConfigChange(base, headConfig ?? config_config/* DEFAULT_CONFIG */.PV);
    const removed = head.kind === 'absent' ? ' (it deletes the file, so the defaults would apply)' : '';
    if (what.length === 0)
        return `${lead}${removed}. It does not change what the gate checks (comments or spelling only).`;
    const shown = what.slice(0, CONFIG_CHANGE_MAX_PHRASES);
    const more = what.length - shown.length;
    return `${lead}${removed}. Review it: it ${shown.join('; ')}${more > 0 ? `; and ${more} more change(s)` : ''}.`;
}

// EXTERNAL MODULE: ./src/fs/paths.ts
var paths = __webpack_require__(31283);
;// CONCATENATED MODULE: ./src/config/config-change.ts
/**
 * Applying a trusted commit's config instead of the checkout's: the base
 * commit's on a pull request (github/config-source.ts), or the revision
 * given to the CLI's `--config-from REF`. The checkout's file (the pull
 * request's version) is read only to say how it differs, as a
 * `config-changed` finding; it is never applied, and a broken one is
 * reported, not fatal.
 */






/** Most characters of the checkout config's problem quoted in the finding. */
const PROBLEM_MAX_CHARS = 500;
/** A config error on one line (its problems joined), quoted: it describes an untrusted file. */
function describeProblem(error) {
    const line = error.message
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l !== '')
        .join(' ');
    return (0,untrusted/* quoteUntrusted */.X0)(line, PROBLEM_MAX_CHARS);
}
const sameBytes = (a, b) => a.kind === b.kind && (a.kind === 'absent' || (b.kind === 'file' && a.bytes.equals(b.bytes)));
/**
 * Parses the trusted config (an invalid one is a ConfigurationError: it is the policy, and the
 * run cannot go on without one) and compares the checkout's file with it.
 */
async function applyTrustedConfig(input) {
    const { trusted, trustedLabel, configLabel } = input;
    const config = trusted.kind === 'absent'
        ? { ...config_config/* DEFAULT_CONFIG */.PV }
        : await (0,config_config/* parseConfigBytes */.te)(trusted.bytes, `${configLabel} of ${trustedLabel}`);
    const note = trusted.kind === 'absent'
        ? `config: ${trustedLabel} has no ${configLabel}, so the defaults are in force; the checkout's version is not applied.`
        : `config: ${configLabel} of ${trustedLabel} is in force; the checkout's version is not applied.`;
    // The checkout's file is read with the same care as any other, and a problem with it is
    // reported in the finding: it is not in force, so it does not stop the run.
    let checkout = null;
    let head;
    try {
        checkout = await (0,config_config/* readConfigFile */.RG)(input.root, input.configFile, configLabel);
        if (sameBytes(trusted, checkout))
            return { config, change: null, note };
        head =
            checkout.kind === 'absent'
                ? { kind: 'absent' }
                : {
                    kind: 'valid',
                    config: await (0,config_config/* parseConfigBytes */.te)(checkout.bytes, `${configLabel} of ${input.subject}`),
                };
    }
    catch (error) {
        if (!(error instanceof errors/* ConfigurationError */.j1))
            throw error;
        head = { kind: 'invalid', problem: describeProblem(error) };
    }
    // The finding is anchored in the checkout's file when it lies inside the root.
    const rootDir = external_node_path_default().resolve(input.root);
    const findingPath = (0,paths/* isInside */.FK)(rootDir, input.configFile)
        ? (0,paths/* toPosixRelative */.T0)(rootDir, input.configFile)
        : '';
    const anchored = checkout?.kind === 'file' && findingPath !== '';
    return {
        config,
        note,
        change: {
            rule: 'config-changed',
            path: anchored ? findingPath : '',
            ...(anchored ? { line: 1 } : {}),
            message: buildConfigChangeMessage(input.subject, configLabel, trustedLabel, config, head),
        },
    };
}

// EXTERNAL MODULE: ./src/vcs/git.ts + 1 modules
var git = __webpack_require__(88411);
;// CONCATENATED MODULE: ./src/vcs/base-files.ts


/** The files of commit `sha`, from git, or through `remote` when the checkout lacks the commit. */
async function createGitBaseFiles(options) {
    const { repoRoot, sha, label, remote } = options;
    const local = await (0,git/* hasCommit */.QE)(repoRoot, sha);
    let listing;
    return {
        label,
        sha,
        async read(repoRel, maxBytes) {
            if (!local) {
                if (!remote)
                    throw new errors/* ConfigurationError */.j1(`cannot read ${repoRel} of ${label}: the checkout does not have that commit; fetch it (git fetch origin, or actions/checkout with fetch-depth: 0)`);
                return remote(repoRel, maxBytes);
            }
            try {
                const blob = await (0,git/* readBlobAtCommit */.sq)(repoRoot, sha, repoRel, maxBytes);
                return blob.kind === 'file' ? { kind: 'file', bytes: blob.bytes } : blob;
            }
            catch (error) {
                throw new errors/* ConfigurationError */.j1(`cannot read ${repoRel} of ${label} from git (${error.message}); the checkout's version is not used instead`);
            }
        },
        list() {
            listing ??= local ? listCommit(repoRoot, sha) : Promise.resolve(null);
            return listing;
        },
    };
}
/** Every blob path of a commit, from the top level. */
async function listCommit(repoRoot, sha) {
    const result = await (0,git/* runGit */.EO)(repoRoot, ['ls-tree', '-r', '-z', '--name-only', '--full-tree', sha]);
    if (!result.ok)
        throw new errors/* ConfigurationError */.j1(`cannot list commit ${sha.slice(0, 12)}: ${result.message}`);
    return result.stdout.split('\0').filter((p) => p !== '');
}

// EXTERNAL MODULE: ./src/hosts/at-revision/revision.ts
var revision = __webpack_require__(11200);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./src/core/base-files.ts
var base_files = __webpack_require__(47140);
// EXTERNAL MODULE: ./src/vcs/lfs-attributes.ts
var lfs_attributes = __webpack_require__(88261);
// EXTERNAL MODULE: ./src/vcs/policy.ts
var policy = __webpack_require__(8104);
;// CONCATENATED MODULE: ./src/vcs/base-policy.ts
/**
 * git's policy files at the base: on a pull request (and a merge group, and the CLI's
 * `--config-from REF`) the `.gitattributes` and `.gitignore` files in force are the base
 * commit's, as the config is. A pull request that marks a plain artifact `filter=lfs` and
 * replaces it with a pointer naming the recorded digest, or ignores the files it does not want
 * counted, changes nothing: the base's files decide. The checkout's versions are compared and
 * reported (`policy-changed`, with what they would change for the files the audit asked
 * about), never applied.
 *
 * git answers under the base's files: they are written, at their paths, into a scratch
 * repository of their own (with this checkout's `.git/info/attributes` and `info/exclude`,
 * which no pull request controls), and `git check-attr` / `git check-ignore` run there. That
 * is git's own matching (patterns, precedence, macros, negation), not a second opinion.
 * Whether a file is tracked still comes from the checkout (a tracked file is never ignored).
 *
 * Without the base's tree (a checkout without history), the candidates are the checkout's own
 * policy files, each read at the base: one the pull request deleted is then not seen, which
 * only ever makes fewer files LFS-managed or ignored (the fail-closed side).
 */








/** git's policy files, by name: they apply to their directory and everything below it. */
const GIT_POLICY_FILES = new Set(['.gitattributes', '.gitignore']);
/** Largest policy file read (git's own attribute files are far smaller). */
const POLICY_FILE_MAX_BYTES = 1 << 20;
/** Most effects quoted in the policy-changed finding; the rest are counted. */
const EFFECTS_SHOWN = 10;
const isPolicyFile = (rel) => GIT_POLICY_FILES.has(external_node_path_default().posix.basename(rel));
/**
 * The questions the audit asks git, answered under `base`'s `.gitattributes` and `.gitignore`
 * for the work tree at `root`. Outside git there are no such files, and the work tree's
 * (empty) answers stand.
 */
async function askAtBase(root, base, onFallback) {
    const workTree = (0,policy/* askWorkTree */.x)(root, onFallback);
    const plain = { ...workTree, findings: () => [], close: async () => undefined };
    const top = await (0,git/* findRepositoryRoot */.mL)(root);
    if (top === null)
        return plain;
    const prefix = toPrefix(top, root);
    // The skill graphs in force are read there too (repo/handoff-documents.ts).
    const files = (0,base_files/* rootBaseFiles */.X)(base, prefix);
    const changed = await comparePolicyFiles(top, base);
    if (changed.length === 0)
        return { ...plain, files };
    const scratch = await writeScratchRepository(top, changed);
    const effects = [];
    const toTop = (rel) => (prefix === '' ? rel : `${prefix}/${rel}`);
    const fromTop = (rel) => (prefix === '' ? rel : rel.slice(prefix.length + 1));
    const compare = (rels, atBase, atHead, yes, no) => {
        for (const rel of rels) {
            if (atHead.has(rel) && !atBase.has(rel))
                effects.push(`${yes} ${(0,untrusted/* quoteUntrusted */.X0)(rel)}`);
            else if (atBase.has(rel) && !atHead.has(rel))
                effects.push(`${no} ${(0,untrusted/* quoteUntrusted */.X0)(rel)}`);
        }
    };
    return {
        gitlinks: (0,git/* createGitlinkQuery */.nx)(root),
        async lfsManaged(rels) {
            const managed = await (0,lfs_attributes/* listLfsFilteredPaths */.J)(scratch, rels.map(toTop));
            const atBase = new Set([...managed].map(fromTop));
            compare(rels, atBase, await workTree.lfsManaged(rels), 'would take as a Git LFS pointer (its bytes unverified)', 'would check the bytes, not the LFS object, of');
            return atBase;
        },
        async ignored(rels) {
            const matched = await (0,git/* createGitIgnoreRules */.ac)(scratch)(rels.map(toTop));
            const candidates = [...matched].map(fromTop);
            const tracked = await listTracked(root, candidates);
            const atBase = new Set(candidates.filter((r) => !tracked.has(r)));
            compare(rels, atBase, await workTree.ignored(rels), 'would ignore', 'would count');
            return atBase;
        },
        findings: () => [describeChange(base, changed, effects, prefix)],
        files,
        close: () => (0,promises_.rm)(scratch, { recursive: true, force: true }),
    };
}
/** The policy files (from the top level) whose base version differs from the checkout's. */
async function comparePolicyFiles(top, base) {
    const listed = await (0,git/* runGit */.EO)(top, [
        'ls-files',
        '-z',
        '--full-name',
        '--cached',
        '--others',
        '--exclude-standard',
    ]);
    const head = listed.ok
        ? listed.stdout.split('\0').filter((p) => p !== '' && isPolicyFile(p))
        : [];
    const baseList = await base.list();
    const candidates = new Set([...head, ...(baseList ?? []).filter(isPolicyFile)]);
    const changed = [];
    for (const rel of [...candidates].sort()) {
        const atBase = await base.read(rel, POLICY_FILE_MAX_BYTES);
        const atHead = await readCheckoutFile(top, rel);
        const same = atHead === null
            ? atBase.kind === 'absent'
            : atBase.kind === 'file' && Buffer.from(atBase.bytes).equals(atHead);
        if (!same)
            changed.push({ rel, base: atBase });
    }
    return changed;
}
/** The checkout's file (a regular file, not through a symlink), or null. */
async function readCheckoutFile(top, rel) {
    const file = external_node_path_default().join(top, ...rel.split('/'));
    const stats = await (0,promises_.lstat)(file).catch(() => null);
    if (!stats?.isFile() || stats.size > POLICY_FILE_MAX_BYTES)
        return null;
    return (0,promises_.readFile)(file).catch(() => null);
}
/** A scratch repository holding the base's policy files and this checkout's local git info. */
async function writeScratchRepository(top, changed) {
    const scratch = await (0,promises_.mkdtemp)(external_node_path_default().join((0,external_node_os_.tmpdir)(), 'pg-base-policy-'));
    const init = await (0,git/* runGit */.EO)(scratch, ['init', '-q']);
    if (!init.ok)
        throw new Error(`cannot make a scratch repository: ${init.message}`);
    // Unchanged policy files are the same at the base: copied from the checkout.
    const listed = await (0,git/* runGit */.EO)(top, ['ls-files', '-z', '--full-name']);
    const unchanged = new Set(listed.ok ? listed.stdout.split('\0').filter((p) => p !== '' && isPolicyFile(p)) : []);
    const writeAt = async (rel, bytes) => {
        const file = external_node_path_default().join(scratch, ...rel.split('/'));
        await (0,promises_.mkdir)(external_node_path_default().dirname(file), { recursive: true });
        await (0,promises_.writeFile)(file, bytes);
    };
    for (const c of changed)
        unchanged.delete(c.rel);
    for (const rel of unchanged) {
        const bytes = await readCheckoutFile(top, rel);
        if (bytes)
            await writeAt(rel, bytes);
    }
    for (const c of changed)
        if (c.base.kind === 'file')
            await writeAt(c.rel, c.base.bytes);
    for (const name of ['info/attributes', 'info/exclude']) {
        const where = await (0,git/* runGit */.EO)(top, ['rev-parse', '--git-path', name]);
        if (!where.ok)
            continue;
        const bytes = await (0,promises_.readFile)(external_node_path_default().resolve(top, where.stdout.replace(/\n$/, ''))).catch(() => null);
        if (bytes) {
            const file = external_node_path_default().join(scratch, '.git', ...name.split('/'));
            await (0,promises_.mkdir)(external_node_path_default().dirname(file), { recursive: true });
            await (0,promises_.writeFile)(file, bytes);
        }
    }
    return scratch;
}
/** The paths among `rels` (relative to `root`) the checkout's index tracks. */
async function listTracked(root, rels) {
    const tracked = new Set();
    for (let i = 0; i < rels.length; i += 256) {
        const batch = rels.slice(i, i + 256).map((r) => `./${r}`);
        const result = await (0,git/* runGit */.EO)(root, ['--literal-pathspecs', 'ls-files', '-z', '--', ...batch]);
        // Unknown: counted as tracked, so the file counts (fail closed).
        if (!result.ok)
            return new Set(rels);
        for (const p of result.stdout.split('\0'))
            if (p !== '')
                tracked.add(p);
    }
    return tracked;
}
/** The audited root below the top level, as a POSIX prefix ('' when the same). */
function toPrefix(top, root) {
    const rel = external_node_path_default().relative(external_node_path_default().resolve(top), external_node_path_default().resolve(root)).split((external_node_path_default()).sep).join('/');
    return rel === '' || rel.startsWith('..') ? '' : rel;
}
/** The policy-changed finding. */
function describeChange(base, changed, effects, prefix) {
    const files = changed.map((c) => (0,untrusted/* quoteUntrusted */.X0)(c.rel)).join(', ');
    const shown = [...new Set(effects)];
    const would = shown.length === 0
        ? 'they change nothing for the files this run checked'
        : `applied, they ${shown.slice(0, EFFECTS_SHOWN).join('; ')}${shown.length > EFFECTS_SHOWN ? `; and ${shown.length - EFFECTS_SHOWN} more` : ''}`;
    const first = changed[0]?.rel ?? '';
    const anchored = prefix === '' ? first : first.startsWith(`${prefix}/`) ? first.slice(prefix.length + 1) : '';
    return {
        rule: 'policy-changed',
        path: anchored,
        message: `the checkout's ${files} differ from ${base.label}'s, whose versions are in force (git's attributes and ignore rules decide which files are LFS pointers and which count); the checkout's are not applied: ${would}. They take effect once merged.`,
    };
}

;// CONCATENATED MODULE: ./src/hosts/at-revision/config-from.ts
/**
 * `audit --config-from REF`: the config in force is the one at git revision
 * REF (for example `origin/main`), as the action applies the base commit's on
 * a pull request; the working tree's file is only compared with it and a
 * difference is reported as `config-changed`. The other policy files
 * (`.gitattributes`, `.gitignore`: vcs/base-policy.ts) are read at REF too. Read with `git ls-tree` and
 * `git cat-file` (fs/git.ts): no shell, the ref after `--end-of-options`. The attestation keys
 * and trusted root are read through the same files of REF (config/trusted-files.ts).
 */











const realOf = (p) => (0,promises_.realpath)(p).catch(() => external_node_path_default().resolve(p));
/**
 * Loads the config of `root` (or `--config FILE`, resolved against `cwd`) as it is at git
 * revision `ref`. Throws UsageError or ConfigurationError (exit 2, one line) for a ref that is
 * not a commit, a root outside git, a file outside the repository, or a file at REF that is not
 * a readable config; an explicitly named file must exist at REF, the default one may be absent.
 */
async function loadConfigFromRevision(cwd, flags) {
    const { root, ref } = flags;
    // Where REF came from, in messages: the flag, or a CI host's variable.
    const flag = flags.flag ?? '--config-from';
    (0,revision/* checkRevisionArgument */.T)(ref, flag);
    const top = external_node_path_default().resolve(await (0,revision.findTopLevelFor)(root, flag, flags.outsideHint));
    const sha = flags.commit ?? (await (0,revision.resolveRevision)(top, ref, flag));
    const configFile = flags.config !== undefined
        ? external_node_path_default().resolve(cwd, flags.config)
        : external_node_path_default().join(root, config_config/* DEFAULT_CONFIG_FILE */.Cu);
    const repoRoot = await realOf(top);
    // The path as written below the (real) root: a symlink in it is the working tree's, not REF's.
    const inRepo = external_node_path_default().join(await realOf(root), external_node_path_default().relative(external_node_path_default().resolve(root), configFile));
    const rel = (0,paths/* toPosixRelative */.T0)(repoRoot, inRepo);
    if (!(0,paths/* isInside */.FK)(repoRoot, inRepo) || rel === '')
        throw new errors/* UsageError */.eb(`${flag} reads the config from git, and ${JSON.stringify(configFile)} is not a file of the repository`);
    const label = `${ref} (${sha.slice(0, 12)})`;
    let blob;
    try {
        blob = await (0,git/* readBlobAtCommit */.sq)(repoRoot, sha, rel, config_config/* MAX_CONFIG_BYTES */.GW);
    }
    catch (error) {
        throw new errors/* ConfigurationError */.j1(`${flag}: cannot read ${rel} at ${label}: ${error.message}`);
    }
    if (blob.kind === 'refused')
        throw new errors/* ConfigurationError */.j1(`config ${rel} at ${label} ${blob.detail}; it is not read`);
    if (blob.kind === 'absent' && flags.config !== undefined)
        throw new errors/* ConfigurationError */.j1(`config ${rel} does not exist at ${label}`);
    const applied = await applyTrustedConfig({
        trusted: blob.kind === 'absent' ? blob : { kind: 'file', bytes: blob.bytes },
        trustedLabel: label,
        root,
        configFile,
        configLabel: rel,
        subject: 'the working tree',
    });
    const rootRel = (0,paths/* toPosixRelative */.T0)(repoRoot, await realOf(root));
    const base = await createGitBaseFiles({ repoRoot, sha, label });
    return {
        config: applied.config,
        runFindings: applied.change ? [applied.change] : [],
        base,
        trustedFiles: (0,trusted_files/* trustedFilesAt */.k)(base, rootRel),
    };
}
/**
 * Everything read at git revision `flags.ref` ({@link loadConfigFromRevision}'s config), with
 * git's other policy files (`.gitattributes`, `.gitignore`) read there too (vcs/base-policy.ts):
 * the working tree's are compared (policy-changed). `note` takes git's fallbacks. The local
 * host (`--config-from`/`--base`) and the GitLab host (the target branch head) read it so.
 */
async function readTrustedBaseAt(cwd, flags, note) {
    const { base, ...inForce } = await loadConfigFromRevision(cwd, flags);
    return {
        ...inForce,
        policyCommit: base.sha,
        policy: await askAtBase(flags.root, base, note),
    };
}


/***/ })

};
