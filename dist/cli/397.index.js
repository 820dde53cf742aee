export const id = 397;
export const ids = [397];
export const modules = {

/***/ 6397:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  STAMP_HELP: () => (/* binding */ STAMP_HELP),
  parseStampArgs: () => (/* binding */ parseStampArgs),
  renderStampResult: () => (/* binding */ renderStampResult),
  runStampCommand: () => (/* binding */ runStampCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/cli/parse-args.ts
var parse_args = __webpack_require__(9611);
// EXTERNAL MODULE: ./src/fs/paths.ts
var paths = __webpack_require__(1283);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/produce/stamp/index.ts + 8 modules
var stamp = __webpack_require__(6634);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __webpack_require__(5655);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
;// CONCATENATED MODULE: ./src/cli/producer-args.ts
/**
 * Argument helpers shared by the producer commands (stamp, graph, export):
 * command-line paths to repository-relative paths, and the small `key=value`
 * specs of `stamp --decision / --error / --param`.
 */


/**
 * Turns a path typed on the command line (relative to the working directory)
 * into a repository-relative POSIX path ('.' for the root itself).
 */
function toRootRelative(root, cwd, typed, what) {
    const rel = external_node_path_default().relative(external_node_path_default().resolve(root), external_node_path_default().resolve(cwd, typed));
    if (rel === '')
        return '.';
    if (external_node_path_default().isAbsolute(rel) || rel === '..' || rel.startsWith(`..${(external_node_path_default()).sep}`)) {
        throw new errors/* UsageError */.eb(`${what} ${JSON.stringify(typed)} is outside the repository root ${JSON.stringify(root)}; pass --root or a path inside it`);
    }
    return rel.split((external_node_path_default()).sep).join('/');
}
/**
 * Splits `step=a,choice=b,rationale=c, with commas` into key/value pairs. A
 * comma only separates fields when a known key and `=` follow it, so free
 * text (a rationale, a stderr excerpt, a list of alternatives) may contain
 * commas.
 */
function parseKeyValueSpec(spec, keys, flag) {
    const boundary = new RegExp(`,(?=(?:${keys.join('|')})=)`);
    const fields = new Map();
    for (const part of spec.split(boundary)) {
        const eq = part.indexOf('=');
        const key = eq > 0 ? part.slice(0, eq).trim() : '';
        if (!keys.includes(key)) {
            throw new errors/* UsageError */.eb(`${flag} ${JSON.stringify(spec)}: expected ${keys.map((k) => `${k}=…`).join(',')}; ${JSON.stringify(part)} is not one of them`);
        }
        if (fields.has(key))
            throw new errors/* UsageError */.eb(`${flag} ${JSON.stringify(spec)}: ${key} given twice`);
        fields.set(key, part.slice(eq + 1));
    }
    return fields;
}
const DECISION_KEYS = ['step', 'choice', 'rationale', 'alternatives'];
const ERROR_KEYS = ['step', 'tool', 'exit', 'stderr'];
/** Parses `--decision step=…,choice=…,rationale=…[,alternatives=a,b]`. */
function parseDecisionSpec(spec) {
    const f = parseKeyValueSpec(spec, DECISION_KEYS, '--decision');
    for (const key of ['step', 'choice', 'rationale']) {
        if (!f.get(key)) {
            throw new errors/* UsageError */.eb(`--decision ${JSON.stringify(spec)}: ${key}=… is required (step=…,choice=…,rationale=…[,alternatives=a,b])`);
        }
    }
    const alternatives = f.get('alternatives');
    return {
        step: f.get('step'),
        choice: f.get('choice'),
        alternatives_considered: alternatives
            ? alternatives
                .split(',')
                .map((a) => a.trim())
                .filter((a) => a !== '')
            : [],
        rationale: f.get('rationale'),
    };
}
/** Parses `--error step=…,tool=…,exit=N[,stderr=…]`. */
function parseErrorSpec(spec) {
    const f = parseKeyValueSpec(spec, ERROR_KEYS, '--error');
    for (const key of ['step', 'tool', 'exit']) {
        if (f.get(key) === undefined || f.get(key) === '') {
            throw new errors/* UsageError */.eb(`--error ${JSON.stringify(spec)}: ${key}=… is required (step=…,tool=…,exit=N[,stderr=…])`);
        }
    }
    const exit = f.get('exit').trim();
    if (!/^-?\d{1,10}$/.test(exit)) {
        throw new errors/* UsageError */.eb(`--error ${JSON.stringify(spec)}: exit must be an integer exit code`);
    }
    return {
        step: f.get('step'),
        tool: f.get('tool'),
        exit_code: Number(exit),
        stderr_excerpt: f.get('stderr') ?? '',
    };
}
/**
 * Parses `--param key=value`. Numbers, true, false and null become JSON
 * values, as do values starting with `[`, `{` or `"` (JSON); anything else is
 * a string. `threads=8` → 8; `ref=GRCh38` → "GRCh38"; `id="8"` → "8".
 */
function parseParamSpec(spec) {
    const eq = spec.indexOf('=');
    if (eq <= 0)
        throw new errors/* UsageError */.eb(`--param ${JSON.stringify(spec)}: expected key=value`);
    const key = spec.slice(0, eq);
    const raw = spec.slice(eq + 1);
    if (/^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(raw)) {
        const n = Number(raw);
        if (Number.isFinite(n) && (!Number.isInteger(n) || Number.isSafeInteger(n)))
            return [key, n];
        return [key, raw];
    }
    if (raw === 'true')
        return [key, true];
    if (raw === 'false')
        return [key, false];
    if (raw === 'null')
        return [key, null];
    if (/^[[{"]/.test(raw)) {
        try {
            return [key, JSON.parse(raw)];
        }
        catch {
            throw new errors/* UsageError */.eb(`--param ${JSON.stringify(spec)}: the value starts like JSON but does not parse; quote it for the shell, e.g. --param '${key}=[1,2]'`);
        }
    }
    return [key, raw];
}

;// CONCATENATED MODULE: ./src/cli/stamp-command.ts
/**
 * `passport-gate stamp`: write or refresh the passport of an output directory.
 * A thin layer over {@link stamp}: parse flags, turn typed paths into
 * repository-relative ones, print what changed.
 */









/** Help text of the stamp command. */
const STAMP_HELP = `Usage: passport-gate stamp <output-dir> [options]

Write or refresh <run-id>.passport.json in an output directory: every file the
directory owns is hashed (the audit's own rule and code), inputs are hashed,
and the passport that produced each input is added to consumed_passports, so
the stamped directory passes \`passport-gate audit\`.

Refreshing an existing passport keeps its passport_id. Flags given replace
what is recorded (--input, --consumes, --next-skill) or update it entry by entry
(--decision by step, --error by step+tool, --param by key); flags not given
keep the recorded values. A passport that records a non-zero exit is not
overwritten without --force.

Options:
  --skill SLUG              produced_by.skill (required for a new passport)
  --skill-version VERSION   produced_by.skill_version (required for a new passport)
  --agent NAME              produced_by.agent (e.g. the model that did the work)
  --session-id ID           produced_by.session_id
  --input PATH              an input file (repeatable; replaces the recorded inputs); one
                            outside the repository (a reference genome) is recorded as
                            external: absolute path and sha256, read only under the
                            config's external-inputs directories
  --source PATH=TEXT        where an input came from (repeatable), e.g.
                            --source 'data/reads.fq.gz=ENA accession ERR123456'
  --uri PATH=URI            where an external input can be fetched (repeatable), e.g.
                            --uri '/ref/GRCh38.fa=https://ftp.ncbi.nlm.nih.gov/…'
  --consumes ID|PATH        an upstream passport: passport_id, *.passport.json or its
                            directory (repeatable; producers of --input are found
                            automatically)
  --drop-consumes ID|PATH   remove an upstream passport from consumed_passports
                            (repeatable): the back edge of a chain-cycle, or the old
                            id of an upstream passport that was recreated
  --decision SPEC           step=…,choice=…,rationale=…[,alternatives=a,b] (repeatable)
  --error SPEC              step=…,tool=…,exit=N[,stderr=…] (repeatable)
  --param KEY=VALUE         a parameter (repeatable); numbers, true/false/null and
                            JSON values are parsed, anything else is a string
  --next-skill SLUG         downstream_hints.next_skills (repeatable)
  --expected-input TYPE     downstream_hints.expected_inputs (repeatable)
  --run-id ID               file name <ID>.passport.json (default: the passport already
                            in the directory, else the skill slug)
  --check                   report what would change and write nothing
  --force                   overwrite a passport that records a failed step
  --root DIR                repository root (default: the git top level of the
                            current directory, else the current directory)
  --config FILE             config file (default: <root>/.passport-gate.yml or .yaml, optional)
  --format FMT              text | json (default: text)
  --debug                   print stack traces of internal errors
  -h, --help                show this help

Paths are relative to the current directory (as in git: "cd results/align &&
passport-gate stamp ." stamps results/align) and must lie inside the root; they
are written repository-relative.

Exit codes: 0 written or already in sync, 1 --check found the passport out of
date, 2 usage/config error or stamping refused (the message says what to do).

Examples:
  passport-gate stamp results/align --skill bwa-alignment --skill-version 1.2.0 \\
    --input data/sampleA_R1.fastq.gz --source 'data/sampleA_R1.fastq.gz=ENA ERR123456' \\
    --param threads=8 \\
    --decision 'step=alignment,choice=bwa-mem,alternatives=bowtie2,minimap2,rationale=short reads' \\
    --error step=sort,tool=samtools,exit=0 --next-skill gatk-variant-calling
  passport-gate stamp results/variants --skill gatk-variant-calling --skill-version 4.5.0 \\
    --input results/align/sampleA.sorted.bam
  passport-gate stamp results/align --check        # in CI: is the passport up to date?
`;
const FORMATS = ['text', 'json'];
/** Parses `stamp` arguments; throws UsageError with what to do. */
function parseStampArgs(args) {
    const { values, positionals } = (0,parse_args/* parseCommandArgs */.Qx)(STAMP_HELP, {
        args,
        strict: true,
        allowPositionals: true,
        options: {
            skill: { type: 'string' },
            'skill-version': { type: 'string' },
            agent: { type: 'string' },
            'session-id': { type: 'string' },
            input: { type: 'string', multiple: true },
            source: { type: 'string', multiple: true },
            uri: { type: 'string', multiple: true },
            consumes: { type: 'string', multiple: true },
            'drop-consumes': { type: 'string', multiple: true },
            decision: { type: 'string', multiple: true },
            error: { type: 'string', multiple: true },
            param: { type: 'string', multiple: true },
            'next-skill': { type: 'string', multiple: true },
            'expected-input': { type: 'string', multiple: true },
            'run-id': { type: 'string' },
            check: { type: 'boolean' },
            force: { type: 'boolean' },
            root: { type: 'string' },
            config: { type: 'string' },
            format: { type: 'string' },
            debug: { type: 'boolean' },
            help: { type: 'boolean', short: 'h' },
        },
    });
    if (values.help)
        return { help: true };
    if (positionals.length !== 1) {
        throw new errors/* UsageError */.eb(positionals.length === 0
            ? 'stamp needs the output directory, e.g. "passport-gate stamp results/align --skill bwa-alignment --skill-version 1.2.0"'
            : `stamp takes one output directory, got ${positionals.length}; stamp each directory separately`);
    }
    const format = values.format ?? 'text';
    if (!FORMATS.includes(format))
        throw new errors/* UsageError */.eb(`--format must be one of ${FORMATS.join(', ')}`);
    return {
        help: false,
        directory: positionals[0],
        values,
        format: format,
        decisions: (values.decision ?? []).map(parseDecisionSpec),
        errors: (values.error ?? []).map(parseErrorSpec),
        parameters: values.param ? Object.fromEntries(values.param.map(parseParamSpec)) : undefined,
    };
}
/** A passport id as typed: these are not paths. */
const UUID_LIKE = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
/** Renders a stamp result for people. */
function renderStampResult(result, check, color) {
    const paint = (code, text) => (color ? `\u001b[${code}m${text}\u001b[0m` : text);
    const where = (0,report_escape/* escapeTerminal */.en)(result.path);
    const id = (0,report_escape/* escapeTerminal */.en)(result.passport.passport_id);
    const lines = [];
    if (result.status === 'unchanged') {
        lines.push(`${paint('32', 'up to date')}: ${where} (passport_id ${id})`);
    }
    else if (check) {
        const verb = result.status === 'created' ? 'would create' : 'would update';
        lines.push(`${paint('33', verb)}: ${where}`);
    }
    else {
        lines.push(`${paint('32', result.status)}: ${where} (passport_id ${id})`);
    }
    for (const c of result.changes)
        lines.push(`  ${(0,report_escape/* escapeTerminal */.en)(c)}`);
    for (const n of result.notes)
        lines.push(`${paint('36', 'note')}: ${(0,report_escape/* escapeTerminal */.en)(n)}`);
    if (check && result.status !== 'unchanged') {
        lines.push(`Run the same command without --check to write it.`);
    }
    return `${lines.join('\n')}\n`;
}
/** Runs `stamp`; returns the exit code. */
async function runStampCommand(args, io) {
    const opts = parseStampArgs(args);
    if (opts.help) {
        io.stdout.write(STAMP_HELP);
        return errors/* EXIT_OK */.Ij;
    }
    const v = opts.values;
    const { root, config, cwd } = await (0,cli_io/* loadCommandRoot */.U0)(io, v);
    const rel = (typed, what) => toRootRelative(root, cwd, typed, what);
    // An input outside the root is external: recorded by its absolute path (produce/stamp/external.ts).
    const inputPath = (typed, what) => {
        const absolute = external_node_path_default().resolve(cwd, typed);
        return (0,paths/* isInside */.FK)(external_node_path_default().resolve(root), absolute) ? rel(typed, what) : absolute;
    };
    const pairs = (specs, flag, example) => new Map((specs ?? []).map((spec) => {
        const eq = spec.indexOf('=');
        if (eq <= 0)
            throw new errors/* UsageError */.eb(`${flag} ${JSON.stringify(spec)}: expected PATH=TEXT, e.g. ${example}`);
        return [inputPath(spec.slice(0, eq), flag), spec.slice(eq + 1)];
    }));
    const check = v.check === true;
    let result;
    try {
        result = await (0,stamp/* stamp */.iE)({
            root,
            directory: rel(opts.directory, 'output directory'),
            skill: v.skill,
            skillVersion: v['skill-version'],
            agent: v.agent,
            sessionId: v['session-id'],
            inputs: v.input?.map((p) => inputPath(p, '--input')),
            inputSources: pairs(v.source, '--source', "--source 'data/reads.fq.gz=ENA accession ERR123456'"),
            inputUris: pairs(v.uri, '--uri', "--uri '/ref/GRCh38.fa=https://…'"),
            consumes: v.consumes?.map((c) => (UUID_LIKE.test(c) ? c : rel(c, '--consumes'))),
            dropConsumes: v['drop-consumes']?.map((c) => UUID_LIKE.test(c) ? c : rel(c, '--drop-consumes')),
            decisions: opts.decisions,
            errors: opts.errors,
            parameters: opts.parameters,
            nextSkills: v['next-skill'],
            expectedInputs: v['expected-input'],
            runId: v['run-id'],
            force: v.force === true,
            check,
            config,
            ignored: (0,cli_io/* gitIgnoreRulesFor */.vU)(root, io),
            signal: io.signal,
        });
    }
    catch (error) {
        if (!(error instanceof stamp/* StampError */.kA))
            throw error;
        // One escaped line per message line: the message's own line breaks are layout, and every
        // repository string inside it was quoted (so it holds no raw line break) when it was built.
        const text = error.message.split('\n').map(report_escape/* escapeTerminal */.en).join('\n');
        io.stderr.write(`passport-gate: ${text}\n`);
        return errors/* EXIT_USAGE */.Ri;
    }
    if (opts.format === 'json') {
        const { passport, ...rest } = result;
        io.stdout.write(`${JSON.stringify({ ...rest, passport_id: passport.passport_id, passport }, null, 2)}\n`);
    }
    else {
        io.stdout.write(renderStampResult(result, check, (0,report_text/* shouldUseColor */.I1)(io.stdout, io.env)));
    }
    return check && result.status !== 'unchanged' ? errors/* EXIT_FINDINGS */.cB : errors/* EXIT_OK */.Ij;
}


/***/ }),

/***/ 5655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FP: () => (/* binding */ describeLfs),
/* harmony export */   I1: () => (/* binding */ shouldUseColor),
/* harmony export */   OI: () => (/* binding */ describeScope),
/* harmony export */   Oc: () => (/* binding */ describeFailing),
/* harmony export */   SW: () => (/* binding */ renderTextReport),
/* harmony export */   Vt: () => (/* binding */ describeInferredOutputs),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
/* unused harmony exports INFERRED_EVIDENCE_SHOWN, INFERRED_ROOTS_SHOWN */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4031);
/**
 * The human report for terminals: findings grouped by directory, colour only
 * when asked (a TTY without NO_COLOR), a count line at the end. Every string
 * from the repository is escaped so it cannot drive the terminal.
 */


const COLORS = {
    error: '\u001b[31m',
    warning: '\u001b[33m',
    notice: '\u001b[36m',
    ok: '\u001b[32m',
    dim: '\u001b[2m',
};
const RESET = '\u001b[0m';
/** Decides whether to colour: a TTY, and NO_COLOR (https://no-color.org) unset or empty. */
function shouldUseColor(stream, env) {
    if (env.NO_COLOR !== undefined && env.NO_COLOR !== '')
        return false;
    if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0')
        return true;
    return stream.isTTY === true;
}
/** Renders the report as text. */
function renderTextReport(report, options) {
    const paint = (kind, text) => options.color ? `${COLORS[kind]}${text}${RESET}` : text;
    const lines = [];
    const groups = new Map();
    for (const f of report.findings) {
        const dir = f.path === '' ? '(run)' : node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.dirname(f.path);
        const list = groups.get(dir) ?? [];
        list.push(f);
        groups.set(dir, list);
    }
    for (const [dir, findings] of [...groups].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        lines.push(paint('dim', `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(dir)}/`));
        for (const f of findings) {
            const where = f.path === ''
                ? ''
                : `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(f.path)}${f.line ? `:${f.line}:${f.column ?? 1}` : ''}  `;
            lines.push(`  ${paint(f.severity, f.severity.padEnd(7))} ${where}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(f.message)}  ${paint('dim', f.rule)}`);
        }
    }
    const s = report.summary;
    if (lines.length > 0)
        lines.push('');
    const inferred = options.notes === false ? '' : describeInferredOutputs(report);
    if (inferred)
        lines.push((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(inferred), '');
    const verdict = s.passed ? paint('ok', 'PASSED') : paint('error', 'FAILED');
    lines.push(`${verdict}: ${s.passports} passport(s), ${report.handoffs.length} handoff file(s), ${s.artifacts_verified} artifact(s) verified${describeLfs(report)}, ${formatBytes(s.bytes_hashed)} hashed — ${s.errors} error(s), ${s.warnings} warning(s), ${s.notices} notice(s) (fail-on: ${s.fail_on}, ${describeScope(report)})${describeFailing(report)}.`);
    return `${lines.join('\n')}\n`;
}
/**
 * What failed, for a failing report: "; failing: 2 passport(s), 1 handoff file(s), 3 finding(s)
 * outside any passport". '' when it passed. The statuses come from the one verdict, so this
 * always names at least one subject when the report fails.
 */
function describeFailing(report) {
    if (report.summary.passed)
        return '';
    const parts = [];
    const passports = report.passports.filter((p) => p.status === 'fail').length;
    const handoffs = report.handoffs.filter((h) => h.status === 'fail').length;
    if (passports > 0)
        parts.push(`${passports} passport(s)`);
    if (handoffs > 0)
        parts.push(`${handoffs} handoff file(s)`);
    const other = report.summary.unattributed;
    if (other?.status === 'fail') {
        parts.push(`${other.errors + other.warnings + other.notices} finding(s) outside any passport or handoff file`);
    }
    return parts.length > 0 ? `; failing: ${parts.join(', ')}` : '';
}
/** Passports named per inferred root in the text and Markdown reports; the JSON report has all. */
const INFERRED_EVIDENCE_SHOWN = 3;
/** Inferred roots named in the text and Markdown reports; the JSON report has all. */
const INFERRED_ROOTS_SHOWN = 10;
/**
 * One paragraph on the output roots inferred from passports (none configured) and how to pin
 * them, or '' when nothing was inferred. Plain text of repository paths: escape for the medium.
 */
function describeInferredOutputs(report) {
    const roots = report.scope.inferred_outputs ?? [];
    if (roots.length === 0)
        return '';
    const described = roots.slice(0, INFERRED_ROOTS_SHOWN).map((r) => {
        const shown = r.passports.slice(0, INFERRED_EVIDENCE_SHOWN).join(', ');
        const more = r.passports.length - INFERRED_EVIDENCE_SHOWN;
        return `${r.root}/ (from ${shown}${more > 0 ? ` and ${more} more` : ''})`;
    });
    if (roots.length > INFERRED_ROOTS_SHOWN)
        described.push(`${roots.length - INFERRED_ROOTS_SHOWN} more roots (in the JSON report)`);
    const globs = roots
        .slice(0, INFERRED_ROOTS_SHOWN)
        .map((r) => JSON.stringify(r.glob))
        .join(', ');
    const etc = roots.length > INFERRED_ROOTS_SHOWN ? ', …' : '';
    return `No outputs: in .passport-gate.yml, so output roots were inferred from the passports: ${described.join('; ')}. Every directory directly under a root must hold a passport. Pin them with \`passport-gate init\` (writes outputs: [${globs}${etc}]).`;
}
/** "scope: all", "scope: changed, shard 2/4", "scope: all, 4 shards merged". */
function describeScope(report) {
    const { mode, shard, shards } = report.scope;
    if (shard)
        return `scope: ${mode}, shard ${shard.index}/${shard.count}`;
    if (shards)
        return `scope: ${mode}, ${shards} shards merged`;
    return `scope: ${mode}`;
}
/** " (N by Git LFS pointer)" when any artifact was verified from a pointer, else "". */
function describeLfs(report) {
    const n = report.passports.reduce((sum, p) => sum + (p.lfs_pointers ?? 0), 0);
    return n > 0 ? ` (${n} by Git LFS pointer)` : '';
}
/** Formats a byte count with binary units. */
function formatBytes(n) {
    const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
    let v = n;
    let u = 0;
    while (v >= 1024 && u < units.length - 1) {
        v /= 1024;
        u++;
    }
    return `${u === 0 ? v : v.toFixed(1)} ${units[u]}`;
}


/***/ })

};
