export const id = 845;
export const ids = [845,358,977];
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
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(70017);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(14031);
/* harmony import */ var _operations_reproduce_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(66156);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(71604);
/* harmony import */ var _producer_args_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(20330);
/* harmony import */ var _hosts_at_revision_changed_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(36711);
/* harmony import */ var _hosts_at_revision_base_passports_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5358);
/* harmony import */ var _hosts_at_revision_config_from_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(12369);
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
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`--format must be text or json, got ${JSON.stringify(format)}`);
    let maxSeconds;
    if (values['max-seconds'] !== undefined) {
        if (!/^\d{1,9}$/.test(values['max-seconds']))
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`--max-seconds must be a whole number of seconds, got ${JSON.stringify(values['max-seconds'])}`);
        maxSeconds = Number(values['max-seconds']);
    }
    let jobs = 1;
    if (values.jobs !== undefined) {
        if (!/^\d{1,3}$/.test(values.jobs) || Number(values.jobs) < 1 || Number(values.jobs) > 256)
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`--jobs must be a whole number from 1 to 256, got ${JSON.stringify(values.jobs)}`);
        jobs = Number(values.jobs);
    }
    if (values.base !== undefined && values['changed-files'] !== undefined)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb('choose one of --base and --changed-files');
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
        lines.push(`  ${s.status.padEnd(11)} ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_9__/* .escapeTerminal */ .en)(s.path)}${s.reason === 'consumer' ? ' [consumer of a changed step]' : ''}${counts.length > 0 ? ` (${counts.join(', ')})` : ''}`);
        if (s.program?.changed === true)
            lines.push(`              ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_9__/* .escapeTerminal */ .en)((0,_operations_reproduce_js__WEBPACK_IMPORTED_MODULE_2__/* .describeProgramChange */ .O_)(s.program.now, s.program.recorded))}`);
    }
    for (const f of result.findings)
        lines.push(`${f.severity} ${f.rule}: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_9__/* .escapeTerminal */ .en)(f.message)}`);
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
        return _util_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT_OK */ .Ij;
    }
    const { root, config: checkout, cwd } = await (0,_io_js__WEBPACK_IMPORTED_MODULE_3__/* .loadCommandRoot */ .U0)(io, opts);
    // With --base the config in force is the base's, as `audit --base` reads it: a change cannot
    // exempt its own outputs by adding a reproduce.nondeterministic glob.
    const config = opts.base === undefined
        ? checkout
        : (await (0,_hosts_at_revision_config_from_js__WEBPACK_IMPORTED_MODULE_7__/* .loadConfigFromRevision */ .M)(cwd, {
            root,
            ref: opts.base,
            flag: '--base',
            ...(opts.config !== undefined ? { config: opts.config } : {}),
        })).config;
    const directories = opts.directories.map((d) => (0,_producer_args_js__WEBPACK_IMPORTED_MODULE_4__/* .toRootRelative */ .sV)(root, cwd, d, 'directory'));
    const changedFiles = opts.base !== undefined
        ? await (0,_hosts_at_revision_changed_files_js__WEBPACK_IMPORTED_MODULE_5__/* .listChangedSince */ .J)(root, opts.base)
        : opts['changed-files'] !== undefined
            ? await (0,_hosts_at_revision_changed_files_js__WEBPACK_IMPORTED_MODULE_5__/* .readChangedFilesList */ .m)(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(cwd, opts['changed-files']))
            : undefined;
    const result = await (0,_operations_reproduce_js__WEBPACK_IMPORTED_MODULE_2__/* .reproduceRecordedSteps */ .H0)({
        root,
        config,
        directories,
        ...(changedFiles !== undefined ? { changedFiles } : {}),
        maxSeconds: opts.maxSeconds,
        jobs: opts.jobs,
        env: io.env,
        killGroup: (pgid, signal = 'SIGKILL') => process.kill(-pgid, signal),
        signal: io.signal,
        basePassports: opts.base === undefined ? null : await (0,_hosts_at_revision_base_passports_js__WEBPACK_IMPORTED_MODULE_6__.readBasePassports)(root, opts.base, config),
    });
    io.stdout.write(opts.format === 'json' ? `${JSON.stringify(result, null, 2)}\n` : formatText(result));
    return result.findings.some((f) => f.severity === 'error') ? _util_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT_FINDINGS */ .cB : _util_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT_OK */ .Ij;
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
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(70017);
/* harmony import */ var _diff_diff_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51146);
/* harmony import */ var _diff_read_revision_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83839);
/* harmony import */ var _fs_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(31283);
/* harmony import */ var _revision_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(11200);
/**
 * The base revision for `audit --base REF` and a GitLab merge request: read from git at REF
 * exactly as `diff --base REF` reads it (diff/read-revision.ts), so the audit's chain-stale
 * findings are the diff's stale list for the same two revisions, and the merge request's
 * provenance diff is what `passport-gate diff --base REF` prints.
 */






/** Commit `ref` below the audited root, as the diff reads it. */
async function readBaseRevision(root, ref, config) {
    const top = await (0,_revision_js__WEBPACK_IMPORTED_MODULE_4__/* .findTopLevelFor */ .Aj)(root, '--base', '; use --changed-files FILE or --all');
    const sha = await (0,_revision_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveRevision */ .eZ)(top, ref, '--base');
    const prefix = (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .toPathPrefix */ .Xw)(top, await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(root).catch(() => root));
    try {
        return await (0,_diff_read_revision_js__WEBPACK_IMPORTED_MODULE_2__/* .readGitRevision */ .ck)(top, sha, prefix, config, { ref, sha, source: 'git' });
    }
    catch (error) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigurationError */ .j1(`cannot read ${ref} from git: ${error.message}`);
    }
}
/** Every passport file of `ref` below the audited root, as the diff reads them. */
async function readBasePassports(root, ref, config) {
    return [...(await readBaseRevision(root, ref, config)).passports];
}
/** The provenance diff from a base revision (read) to the working tree at `root`. */
async function diffWorkingTree(root, base, config, signal) {
    const head = await (0,_diff_read_revision_js__WEBPACK_IMPORTED_MODULE_2__/* .readWorkingTree */ .cD)(root, config, { ref: null, sha: null, source: 'working-tree' }, signal);
    return (0,_diff_diff_js__WEBPACK_IMPORTED_MODULE_1__/* .diffProvenance */ .H)(base, head, { config });
}


/***/ })

};
