export const id = 541;
export const ids = [541];
export const modules = {

/***/ 30128:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ PASSPORT_FIELD_OPTIONS),
/* harmony export */   A_: () => (/* binding */ readPassportFields),
/* harmony export */   kg: () => (/* binding */ PASSPORT_FIELD_HELP),
/* harmony export */   kj: () => (/* binding */ resolveConsumes),
/* harmony export */   s$: () => (/* binding */ UUID_LIKE)
/* harmony export */ });
/* harmony import */ var _producer_args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20330);

/** parseArgs options of the passport-field flags. */
const PASSPORT_FIELD_OPTIONS = {
    skill: { type: 'string' },
    'skill-version': { type: 'string' },
    agent: { type: 'string' },
    'session-id': { type: 'string' },
    consumes: { type: 'string', multiple: true },
    decision: { type: 'string', multiple: true },
    param: { type: 'string', multiple: true },
    'next-skill': { type: 'string', multiple: true },
    'run-id': { type: 'string' },
};
/**
 * Help lines of the flags whose meaning is the same in both commands (each command says what
 * --skill, --skill-version and --run-id default to).
 */
const PASSPORT_FIELD_HELP = `  --agent NAME              produced_by.agent (e.g. the model that did the work)
  --session-id ID           produced_by.session_id
  --consumes ID|PATH        an upstream passport: passport_id, *.passport.json or its
                            directory (repeatable; producers of the inputs are found
                            automatically)
  --decision SPEC           step=…,choice=…,rationale=…[,alternatives=a,b] (repeatable)
  --param KEY=VALUE         a parameter (repeatable); numbers, true/false/null and
                            JSON values are parsed, anything else is a string
  --next-skill SLUG         downstream_hints.next_skills (repeatable)`;
/** Reads the passport-field flags; throws UsageError for a malformed --decision or --param. */
function readPassportFields(values) {
    return {
        skill: values.skill,
        skillVersion: values['skill-version'],
        agent: values.agent,
        sessionId: values['session-id'],
        decisions: (values.decision ?? []).map(_producer_args_js__WEBPACK_IMPORTED_MODULE_0__/* .parseDecisionSpec */ .RU),
        consumes: values.consumes,
        parameters: values.param ? Object.fromEntries(values.param.map(_producer_args_js__WEBPACK_IMPORTED_MODULE_0__/* .parseParamSpec */ .AS)) : undefined,
        nextSkills: values['next-skill'],
        runId: values['run-id'],
    };
}
/** A passport id as typed: not a path. */
const UUID_LIKE = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
/**
 * `--consumes` (or `--drop-consumes`) values: a passport id as typed, a path made
 * repository-relative (a UsageError when it lies outside the root).
 */
function resolveConsumes(root, cwd, typed, flag) {
    return typed.map((c) => (UUID_LIKE.test(c) ? c : (0,_producer_args_js__WEBPACK_IMPORTED_MODULE_0__/* .toRootRelative */ .sV)(root, cwd, c, flag)));
}


/***/ }),

/***/ 20330:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AS: () => (/* binding */ parseParamSpec),
/* harmony export */   RU: () => (/* binding */ parseDecisionSpec),
/* harmony export */   kv: () => (/* binding */ spreadMultiValued),
/* harmony export */   pm: () => (/* binding */ parseErrorSpec),
/* harmony export */   sV: () => (/* binding */ toRootRelative),
/* harmony export */   wL: () => (/* binding */ unspreadAt)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70017);
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
    const rel = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(root), node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(cwd, typed));
    if (rel === '')
        return '.';
    if (node_path__WEBPACK_IMPORTED_MODULE_0___default().isAbsolute(rel) || rel === '..' || rel.startsWith(`..${(node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)}`)) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${what} ${JSON.stringify(typed)} is outside the repository root ${JSON.stringify(root)}; pass --root or a path inside it`);
    }
    return rel.split((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)).join('/');
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
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} ${JSON.stringify(spec)}: expected ${keys.map((k) => `${k}=…`).join(',')}; ${JSON.stringify(part)} is not one of them`);
        }
        if (fields.has(key))
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} ${JSON.stringify(spec)}: ${key} given twice`);
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
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--decision ${JSON.stringify(spec)}: ${key}=… is required (step=…,choice=…,rationale=…[,alternatives=a,b])`);
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
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--error ${JSON.stringify(spec)}: ${key}=… is required (step=…,tool=…,exit=N[,stderr=…])`);
        }
    }
    const exit = f.get('exit').trim();
    if (!/^-?\d{1,10}$/.test(exit)) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--error ${JSON.stringify(spec)}: exit must be an integer exit code`);
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
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--param ${JSON.stringify(spec)}: expected key=value`);
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
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--param ${JSON.stringify(spec)}: the value starts like JSON but does not parse; quote it for the shell, e.g. --param '${key}=[1,2]'`);
        }
    }
    return [key, raw];
}
/**
 * Multi-valued options (`--input a.fq b.fq`, what a workflow engine's `{input}` expands to):
 * the words after such an option's value, up to the next option, are further values of it.
 * Returns the arguments with each of those words spelled as `--flag WORD`, and the indices
 * (in the returned list) of the flags added, so that a caller left without its positional
 * argument can give the last one back (`stamp --input a.fq results/align` keeps meaning what
 * it meant: results/align is the directory). Stops at `--`.
 */
function spreadMultiValued(args, flags) {
    const out = [];
    const added = [];
    let open = null;
    for (let i = 0; i < args.length; i++) {
        const arg = args[i];
        if (arg === '--') {
            out.push(...args.slice(i));
            break;
        }
        if (arg.startsWith('-') && arg !== '-') {
            out.push(arg);
            const name = arg.slice(2).split('=')[0];
            open = arg.startsWith('--') && flags.includes(name) ? name : null;
            if (open !== null && !arg.includes('=') && i + 1 < args.length)
                out.push(args[++i]);
            continue;
        }
        if (open !== null) {
            added.push(out.length);
            out.push(`--${open}`);
        }
        out.push(arg);
    }
    return { args: out, added };
}
/** The arguments with the multi-valued word at `flagIndex` (see {@link spreadMultiValued}) a positional again. */
function unspreadAt(args, flagIndex) {
    return [...args.slice(0, flagIndex), ...args.slice(flagIndex + 1)];
}


/***/ }),

/***/ 9851:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lb: () => (/* binding */ createProgressReporter)
/* harmony export */ });
/* unused harmony exports PROGRESS_DELAY_MS, PROGRESS_LOG_INTERVAL_MS */
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65655);

/** Work shorter than this shows no progress at all. */
const PROGRESS_DELAY_MS = 2000;
/** Least time between two redraws of the TTY line. */
const PROGRESS_REDRAW_MS = 100;
/** Time between two log lines when stderr is not a TTY (or in CI). */
const PROGRESS_LOG_INTERVAL_MS = 5000;
/** 12345 → "12,345". Not toLocaleString: its first call loads ICU data (~50 ms measured). */
function groupThousands(n) {
    return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
/** Formats one progress line (no newline). */
function formatProgress(progress, elapsedMs) {
    const seconds = Math.max(elapsedMs, 1) / 1000;
    const rate = progress.bytes / seconds;
    const files = `${groupThousands(progress.files)}/${groupThousands(progress.totalFiles)} files`;
    return `hashing: ${files}, ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(progress.bytes)} (${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(rate)}/s)`;
}
/** True when stderr should get a redrawn line rather than log lines. */
function isInteractive(stream, env) {
    const ci = env.CI !== undefined && env.CI !== '' && env.CI !== 'false' && env.CI !== '0';
    return stream.isTTY === true && !ci && env.TERM !== 'dumb';
}
/** A reporter writing to `options.stream`; starts its clock when created. */
function createProgressReporter(options) {
    // Date.now, not performance.now: the global `performance` loads perf_hooks on first use.
    const now = options.now ?? (() => Date.now());
    const interactive = isInteractive(options.stream, options.env);
    const start = now();
    let lastDraw = -Infinity;
    let drawn = 0;
    let finished = false;
    let latest = null;
    const draw = (line) => {
        // Pad over the previous line so a shorter one leaves no tail behind.
        options.stream.write(`\r${line.padEnd(drawn)}`);
        drawn = line.length;
    };
    return {
        update(progress) {
            if (finished)
                return;
            latest = progress;
            const t = now();
            const elapsed = t - start;
            if (elapsed < PROGRESS_DELAY_MS)
                return;
            if (t - lastDraw < (interactive ? PROGRESS_REDRAW_MS : PROGRESS_LOG_INTERVAL_MS))
                return;
            lastDraw = t;
            const line = formatProgress(progress, elapsed);
            if (interactive)
                draw(line);
            else
                options.stream.write(`passport-gate: ${line}\n`);
        },
        finish() {
            if (finished)
                return;
            finished = true;
            if (interactive && drawn > 0)
                options.stream.write(`\r${' '.repeat(drawn)}\r`);
            else if (!interactive && lastDraw > -Infinity && latest) {
                options.stream.write(`passport-gate: ${formatProgress(latest, now() - start)}, done\n`);
            }
        },
    };
}


/***/ }),

/***/ 95541:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseStampArgs: () => (/* binding */ parseStampArgs),
/* harmony export */   runStampCommand: () => (/* binding */ runStampCommand),
/* harmony export */   writeStampRefusal: () => (/* binding */ writeStampRefusal)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _parse_args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89611);
/* harmony import */ var _fs_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31283);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(70017);
/* harmony import */ var _produce_stamp_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(87885);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(14031);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(65655);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(71604);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9851);
/* harmony import */ var _passport_flags_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(30128);
/* harmony import */ var _producer_args_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(20330);
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
  --input PATH...           input files (repeatable, and several after one --input, as
                            a workflow engine's {input} expands; replaces the recorded
                            inputs); a directory stands for every file under it, sorted;
                            one outside the repository (a reference genome) is recorded
                            as external: absolute path and sha256, read only under the
                            config's external-inputs directories
  --source PATH=CITATION    where an input came from (repeatable): a DOI, PMID:…,
                            PMC…, arXiv:…, ISBN …, an accession, a URL with
                            " (retrieved YYYY-MM-DD)", or "unresolved: <why>"; anything
                            else is refused, e.g. --source 'data/reads.fq.gz=ERR123456'
  --uri PATH=URI            where an external input can be fetched (repeatable), e.g.
                            --uri '/ref/GRCh38.fa=https://ftp.ncbi.nlm.nih.gov/…'
${_passport_flags_js__WEBPACK_IMPORTED_MODULE_7__/* .PASSPORT_FIELD_HELP */ .kg}
  --drop-consumes ID|PATH   remove an upstream passport from consumed_passports
                            (repeatable): the back edge of a chain-cycle, or the old
                            id of an upstream passport that was recreated
  --error SPEC              step=…,tool=…,exit=N[,stderr=…] (repeatable)
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
    --input data/sampleA_R1.fastq.gz --source 'data/sampleA_R1.fastq.gz=ERR123456' \\
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
    const spread = (0,_producer_args_js__WEBPACK_IMPORTED_MODULE_8__/* .spreadMultiValued */ .kv)(args, ['input']);
    const parse = (list) => parseStampOptions(list);
    let parsed = parse(spread.args);
    const last = spread.added.at(-1);
    if (parsed.positionals.length === 0 && last !== undefined)
        parsed = parse((0,_producer_args_js__WEBPACK_IMPORTED_MODULE_8__/* .unspreadAt */ .wL)(spread.args, last));
    const { values, positionals } = parsed;
    if (values.help)
        return { help: true };
    if (positionals.length !== 1) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(positionals.length === 0
            ? 'stamp needs the output directory, e.g. "passport-gate stamp results/align --skill bwa-alignment --skill-version 1.2.0"'
            : `stamp takes one output directory, got ${positionals.length} (${positionals.map((p) => JSON.stringify(p)).join(', ')}); stamp each directory separately, and give inputs after --input (one --input takes several: --input a.fq b.fq)`);
    }
    const format = values.format ?? 'text';
    if (!FORMATS.includes(format))
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`--format must be one of ${FORMATS.join(', ')}`);
    return {
        help: false,
        directory: positionals[0],
        values,
        format: format,
        fields: (0,_passport_flags_js__WEBPACK_IMPORTED_MODULE_7__/* .readPassportFields */ .A_)(values),
        errors: (values.error ?? []).map(_producer_args_js__WEBPACK_IMPORTED_MODULE_8__/* .parseErrorSpec */ .pm),
    };
}
/** parseArgs over `stamp`'s options. */
function parseStampOptions(args) {
    return (0,_parse_args_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommandArgs */ .Q)(STAMP_HELP, {
        args,
        strict: true,
        allowPositionals: true,
        options: {
            ..._passport_flags_js__WEBPACK_IMPORTED_MODULE_7__/* .PASSPORT_FIELD_OPTIONS */ .$p,
            input: { type: 'string', multiple: true },
            source: { type: 'string', multiple: true },
            uri: { type: 'string', multiple: true },
            'drop-consumes': { type: 'string', multiple: true },
            error: { type: 'string', multiple: true },
            'expected-input': { type: 'string', multiple: true },
            check: { type: 'boolean' },
            force: { type: 'boolean' },
            root: { type: 'string' },
            config: { type: 'string' },
            format: { type: 'string' },
            debug: { type: 'boolean' },
            help: { type: 'boolean', short: 'h' },
        },
    });
}
/** Renders a stamp result for people. */
function renderStampResult(result, check, color) {
    const paint = (code, text) => (color ? `\u001b[${code}m${text}\u001b[0m` : text);
    const where = (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_10__/* .escapeTerminal */ .en)(result.path);
    const id = (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_10__/* .escapeTerminal */ .en)(result.id);
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
        lines.push(`  ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_10__/* .escapeTerminal */ .en)(c)}`);
    for (const n of result.notes)
        lines.push(`${paint('36', 'note')}: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_10__/* .escapeTerminal */ .en)(n)}`);
    for (const w of result.warnings)
        lines.push(`${paint('33', 'warning')}: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_10__/* .escapeTerminal */ .en)(w)}`);
    if (check && result.status !== 'unchanged') {
        lines.push(`Run the same command without --check to write it.`);
    }
    return `${lines.join('\n')}\n`;
}
/** Prints a refusal of {@link stamp} to stderr. */
function writeStampRefusal(error, io) {
    // One escaped line per message line: the message's own line breaks are layout, and every
    // repository string inside it was quoted (so it holds no raw line break) when it was built.
    const text = error.message.split('\n').map(_report_escape_js__WEBPACK_IMPORTED_MODULE_10__/* .escapeTerminal */ .en).join('\n');
    io.stderr.write(`passport-gate: ${text}\n`);
}
/** Runs `stamp`; returns the exit code. */
async function runStampCommand(args, io) {
    const opts = parseStampArgs(args);
    if (opts.help) {
        io.stdout.write(STAMP_HELP);
        return _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_OK */ .Ij;
    }
    const v = opts.values;
    const fields = opts.fields;
    const { root, config, cwd } = await (0,_io_js__WEBPACK_IMPORTED_MODULE_5__/* .loadCommandRoot */ .U0)(io, v);
    const rel = (typed, what) => (0,_producer_args_js__WEBPACK_IMPORTED_MODULE_8__/* .toRootRelative */ .sV)(root, cwd, typed, what);
    // An input outside the root is external: recorded by its absolute path (produce/stamp/external.ts).
    const inputPath = (typed, what) => {
        const absolute = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(cwd, typed);
        return (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .isInside */ .FK)(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(root), absolute) ? rel(typed, what) : absolute;
    };
    const pairs = (specs, flag, example) => new Map((specs ?? []).map((spec) => {
        const eq = spec.indexOf('=');
        if (eq <= 0)
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`${flag} ${JSON.stringify(spec)}: expected PATH=TEXT, e.g. ${example}`);
        return [inputPath(spec.slice(0, eq), flag), spec.slice(eq + 1)];
    }));
    const check = v.check === true;
    let result;
    const progress = (0,_progress_js__WEBPACK_IMPORTED_MODULE_6__/* .createProgressReporter */ .lb)({
        stream: io.stderr,
        env: io.env,
        ...(io.now ? { now: io.now } : {}),
    });
    try {
        result = await (0,_produce_stamp_index_js__WEBPACK_IMPORTED_MODULE_3__/* .stamp */ .iE)({
            root,
            directory: rel(opts.directory, 'output directory'),
            ...fields,
            consumes: fields.consumes && (0,_passport_flags_js__WEBPACK_IMPORTED_MODULE_7__/* .resolveConsumes */ .kj)(root, cwd, fields.consumes, '--consumes'),
            dropConsumes: v['drop-consumes'] && (0,_passport_flags_js__WEBPACK_IMPORTED_MODULE_7__/* .resolveConsumes */ .kj)(root, cwd, v['drop-consumes'], '--drop-consumes'),
            inputs: v.input?.map((p) => inputPath(p, '--input')),
            inputSources: pairs(v.source, '--source', "--source 'data/reads.fq.gz=ERR123456'"),
            inputUris: pairs(v.uri, '--uri', "--uri '/ref/GRCh38.fa=https://…'"),
            errors: opts.errors,
            expectedInputs: v['expected-input'],
            force: v.force === true,
            check,
            config,
            ignored: (0,_io_js__WEBPACK_IMPORTED_MODULE_5__/* .gitIgnoreRulesFor */ .vU)(root, io),
            signal: io.signal,
            onProgress: (p) => progress.update(p),
        });
    }
    catch (error) {
        if (!(error instanceof _produce_stamp_index_js__WEBPACK_IMPORTED_MODULE_3__/* .StampError */ .kA))
            throw error;
        writeStampRefusal(error, io);
        return _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_USAGE */ .Ri;
    }
    finally {
        progress.finish();
    }
    if (opts.format === 'json') {
        const { passport, id, ...rest } = result;
        io.stdout.write(`${JSON.stringify({ ...rest, passport_id: id, passport }, null, 2)}\n`);
    }
    else {
        io.stdout.write(renderStampResult(result, check, (0,_report_text_js__WEBPACK_IMPORTED_MODULE_4__/* .shouldUseColor */ .I1)(io.stdout, io.env)));
    }
    return check && result.status !== 'unchanged' ? _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_FINDINGS */ .cB : _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_OK */ .Ij;
}


/***/ }),

/***/ 15596:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UP: () => (/* binding */ loadPassports),
/* harmony export */   Wt: () => (/* binding */ readPassportRecordsOf),
/* harmony export */   tE: () => (/* binding */ loadPassportsOf)
/* harmony export */ });
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81122);
/* harmony import */ var _hash_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55778);
/* harmony import */ var _repo_layout_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56776);
/* harmony import */ var _repo_passports_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(55127);
/* harmony import */ var _repo_tree_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(52990);
/**
 * Reading every passport of a repository for the producer's side (stamp,
 * graph, export, the library's loadPassports): the repository model of repo/
 * (the audit's walk, ignore globs, containment and size cap); a passport that
 * cannot be read is returned with the reason instead of throwing, so one bad
 * file never hides the rest.
 */





/**
 * Reads every `*.passport.json` under `root` (ignore globs applied, symlinks
 * contained, files over the size cap refused; a FIFO, socket or device named
 * so is returned with the reason it is refused). The result is sorted by path.
 *
 * @example
 * const passports = await loadPassports('.');
 * for (const p of passports) console.log(p.path, p.id, p.summary?.skill);
 */
async function loadPassports(root, options = {}) {
    const config = options.config ?? _config_config_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_CONFIG */ .PV;
    const tree = await (0,_repo_tree_js__WEBPACK_IMPORTED_MODULE_4__/* .walkRepository */ .M)(root, config, options.signal);
    return loadPassportsOf(tree, (0,_repo_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .buildLayout */ .X)(tree, config).passportPaths, config, options.signal);
}
/** The passports at `paths` of a walked tree, as {@link loadPassports} returns them. */
async function loadPassportsOf(tree, paths, config, signal) {
    return (await readPassportRecordsOf(tree, paths, config, signal)).map(_repo_passports_js__WEBPACK_IMPORTED_MODULE_3__/* .describePassport */ .Wz);
}
/** The passport records at `paths` of a walked tree (their bytes included), as the audit reads them. */
async function readPassportRecordsOf(tree, paths, config, signal) {
    const reader = (0,_hash_index_js__WEBPACK_IMPORTED_MODULE_1__/* .createDigestService */ .yg)(tree, { signal }).reader;
    const set = await (0,_repo_passports_js__WEBPACK_IMPORTED_MODULE_3__/* .readPassports */ .WO)(paths, reader, { maxBytes: config.maxPassportBytes, signal });
    return set.records;
}


/***/ }),

/***/ 87885:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  kA: () => (/* reexport */ StampError),
  Ey: () => (/* reexport */ formatTimestamp),
  iE: () => (/* binding */ stamp)
});

// UNUSED EXPORTS: RUN_ID_PATTERN, describeChanges, guessArtifactType

// EXTERNAL MODULE: ./src/config/config.ts
var config_config = __webpack_require__(81122);
// EXTERNAL MODULE: ./src/fs/atomic-write.ts
var atomic_write = __webpack_require__(27768);
// EXTERNAL MODULE: ./src/hash/index.ts + 11 modules
var hash = __webpack_require__(55778);
// EXTERNAL MODULE: ./src/repo/artifact-paths.ts
var artifact_paths = __webpack_require__(58949);
// EXTERNAL MODULE: ./src/repo/chain.ts + 1 modules
var repo_chain = __webpack_require__(66849);
// EXTERNAL MODULE: ./src/repo/layout.ts
var repo_layout = __webpack_require__(56776);
// EXTERNAL MODULE: ./src/repo/tree.ts
var repo_tree = __webpack_require__(52990);
// EXTERNAL MODULE: ./src/produce/load-passports.ts
var load_passports = __webpack_require__(15596);
// EXTERNAL MODULE: ./src/util/shell-word.ts
var shell_word = __webpack_require__(86571);
// EXTERNAL MODULE: ./src/util/untrusted.ts
var untrusted = __webpack_require__(19630);
// EXTERNAL MODULE: ./src/formats/citation.ts
var citation = __webpack_require__(35703);
// EXTERNAL MODULE: ./src/formats/passport.ts
var formats_passport = __webpack_require__(2800);
// EXTERNAL MODULE: ./src/core/rule-registry.ts
var rule_registry = __webpack_require__(52505);
;// CONCATENATED MODULE: ./src/produce/stamp/refusal.ts
/**
 * How `stamp` says no: one StampError whose message lists the problems and
 * says what to do. Nothing is written before every check has passed.
 */
/** Most problems listed in one refusal message; the rest are counted. */
const MAX_LISTED_PROBLEMS = 10;
/** Stamping cannot proceed; the message says what to do. */
class StampError extends Error {
    name = 'StampError';
}
/** Turns a list of problems into one refusal. */
function refuse(intro, problems, advice) {
    const listed = problems.slice(0, MAX_LISTED_PROBLEMS).map((p) => `\n  - ${p}`);
    const more = problems.length > MAX_LISTED_PROBLEMS
        ? `\n  … and ${problems.length - MAX_LISTED_PROBLEMS} more`
        : '';
    throw new StampError(`${intro}${listed.join('')}${more}\n${advice}`);
}

;// CONCATENATED MODULE: ./src/produce/stamp/citations.ts
/**
 * What `stamp` does about hard rule 1 (no fabricated citations): every `--source` given is
 * read as the audit reads it (formats/citation.ts) and refused, with the citation to write
 * instead, when it cites nothing; and the passport about to be written is checked as the
 * audit checks a passport document, so stamp warns about what the audit would reject (a
 * source kept from the recorded passport that is free text, say).
 */






/** True when `source` cites a record (an identifier or a dated URL), not `unresolved: …` nor free text. */
function isVerifiableSource(source) {
    if (source === undefined)
        return false;
    const check = (0,citation/* parseCitation */.vh)(source);
    return check.ok && check.citation.kind !== 'unresolved';
}
/** Refuses a `--source` (or a StampInput's source) that is no citation; nothing is written. */
function checkGivenSources(options) {
    const given = [...(options.inputSources ?? [])];
    for (const input of options.inputs ?? [])
        if (typeof input !== 'string' && input.source !== undefined)
            given.push([input.path, input.source]);
    const problems = [];
    for (const [rel, source] of given) {
        const check = (0,citation/* parseCitation */.vh)(source);
        if (check.ok)
            continue;
        const instead = check.suggestion
            ? `; give ${(0,untrusted/* escapeInvisible */.ts)(`--source ${(0,shell_word/* shellWord */.r)(`${rel}=${check.suggestion}`)}`)}`
            : '';
        problems.push(`--source ${(0,untrusted/* quoteUntrusted */.X0)(`${rel}=${source}`)}: the source ${check.problem}${instead}`);
    }
    if (problems.length > 0)
        refuse('a source must be a verifiable record (hard rule 1: no fabricated citations):', problems, 'Nothing was written. Give one identifier (a DOI, PMID:…, PMC…, arXiv:…, ISBN …, an accession such as ERR123456), a URL with " (retrieved YYYY-MM-DD)", or "unresolved: <why>" when there is no record (docs/rules.md, citation-invalid).');
}
/**
 * What the audit's passport-document rules would report on `passport`, one line each (the
 * rule, its default severity, the message): stamp prints them as warnings before the audit
 * finds them.
 */
function previewDocumentFindings(path, passport) {
    const bytes = Buffer.from(`${JSON.stringify(passport, null, 2)}\n`);
    return (0,formats_passport/* checkPassportBytes */.Y$)(path, bytes).findings.map((f) => `the audit would report ${f.rule} (${(0,rule_registry/* getRule */.rF)(f.rule).defaultSeverity}): ${f.message}`);
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/util/relative-path.ts
var relative_path = __webpack_require__(9344);
;// CONCATENATED MODULE: ./src/produce/stamp/external.ts
/**
 * External inputs of a stamped passport: files outside the repository (`--input
 * /ref/GRCh38.fa`), recorded with `"external": true`, their absolute path, sha256, and the
 * uri and source given. Stamp reads them where the audit will, and only there: under a
 * directory of the config's `external-inputs` (hash/external.ts), so what stamp records is
 * what the audit can verify. Recorded ones are kept on a refresh without --input, re-hashed
 * when reachable.
 */


/** True for an input path that names a file outside the repository: an absolute one. */
const isExternalPath = (p) => p.startsWith('/');
/** The external inputs: given (with --input), or recorded before; --source and --uri applied. */
function planExternalInputs(options, previous, problems) {
    const recorded = new Map();
    for (const item of previous?.inputs ?? [])
        if (item.external)
            recorded.set(item.path, item);
    const plans = [];
    if (options.inputs !== undefined) {
        for (const item of options.inputs) {
            const spec = typeof item === 'string' ? { path: item } : item;
            if (!isExternalPath(spec.path) || plans.some((p) => p.path === spec.path))
                continue;
            const before = recorded.get(spec.path);
            plans.push({
                path: spec.path,
                type: spec.type ?? before?.type ?? undefined,
                source: spec.source ?? before?.source ?? undefined,
                uri: before?.uri ?? undefined,
                sha256: spec.sha256,
                given: spec.sha256 === undefined,
            });
        }
    }
    else {
        for (const [p, before] of recorded)
            plans.push({
                path: p,
                type: before.type ?? undefined,
                source: before.source ?? undefined,
                uri: before.uri ?? undefined,
                sha256: before.sha256 ?? undefined,
                given: false,
            });
    }
    const apply = (map, key) => {
        for (const [p, value] of map ?? []) {
            if (!isExternalPath(p))
                continue;
            const plan = plans.find((x) => x.path === p);
            if (plan)
                plan[key] = value;
            else
                problems.push(`a ${key} is given for ${(0,untrusted/* quoteUntrusted */.X0)(p)}, which is not an input; add it with --input`);
        }
    };
    apply(options.inputSources, 'source');
    apply(options.inputUris, 'uri');
    return plans;
}
/**
 * The inputs[] entries of the external inputs, hashed under the external-inputs locations.
 * One that was named now and cannot be hashed there is a problem (stamp refuses); a recorded
 * one that cannot be reached keeps its digest, with a note.
 */
async function stampExternalInputs(options, previous, locations, problems, notes) {
    const entries = [];
    for (const plan of planExternalInputs(options, previous, problems)) {
        const name = (0,untrusted/* quoteUntrusted */.X0)(plan.path);
        const outcome = await (0,hash/* hashExternalFile */.UF)(locations, plan.path);
        let sha = plan.sha256;
        let size;
        if (outcome.kind === 'hashed') {
            sha = outcome.sha256;
            size = outcome.size;
        }
        else if (plan.given || sha === undefined) {
            problems.push(outcome.kind === 'unconfigured'
                ? `input ${name} is outside the repository and under no external-inputs location; add the directory holding it to external-inputs in .passport-gate.yml (nothing else outside the repository is read)`
                : outcome.kind === 'absent'
                    ? `external input ${name} does not exist`
                    : `external input ${name} ${outcome.detail}`);
            continue;
        }
        else {
            notes.push(`external input ${name} cannot be read here; its recorded sha256 was kept (the audit notes it input-external-unverified where it is not reachable).`);
        }
        const entry = {
            type: plan.type ?? 'file',
            path: plan.path,
            sha256: sha,
            external: true,
        };
        if (size !== undefined)
            entry.size_bytes = size;
        if (plan.uri !== undefined)
            entry.uri = plan.uri;
        if (plan.source !== undefined)
            entry.source = plan.source;
        if (plan.uri === undefined && plan.source === undefined)
            notes.push(`external input ${name} has no uri: record where it can be fetched with --uri ${(0,untrusted/* quoteUntrusted */.X0)(`${plan.path}=https://…`)}.`);
        entries.push(entry);
    }
    return entries;
}

;// CONCATENATED MODULE: ./src/produce/stamp/artifacts.ts
/**
 * The artifacts of a stamped passport: its outputs are the files the output
 * directory owns by the audit's own ownership rule (repo/layout.ts), its
 * inputs the ones given (or those recorded before), and every one of them is
 * hashed by the audit's digest service, so a stamped directory audits clean by
 * construction.
 */






/** Longest `type` the schema accepts for an artifact. */
const MAX_TYPE_LENGTH = 128;
/** Compression suffixes skipped when guessing an artifact's type (`x.fastq.gz` is "fastq"). */
const COMPRESSION_SUFFIXES = new Set(['gz', 'bgz', 'bz2', 'xz', 'zst', 'lz4']);
/** Guesses an artifact type from its file name: `sampleA.sorted.bam` → "bam". */
function guessArtifactType(rel) {
    const parts = external_node_path_default().posix.basename(rel).toLowerCase().split('.').slice(1);
    while (parts.length > 1 && COMPRESSION_SUFFIXES.has(parts[parts.length - 1]))
        parts.pop();
    const ext = parts.pop();
    return ext ? ext.slice(0, MAX_TYPE_LENGTH) : 'file';
}
/** Plans, resolves and hashes the outputs and inputs; refuses when any cannot be recorded. */
async function stampArtifacts(input) {
    const { dir, tree } = input;
    const problems = [];
    const plans = planInputs(input, problems);
    const owned = await leaveOutIgnored(input, chooseOutputs(input, problems), plans);
    const outputReal = await resolveAll(tree, owned, problems, (rel, reason) => reason === 'outside-via-symlink'
        ? `${(0,untrusted/* quoteUntrusted */.X0)(rel)} is a symlink that leaves the repository root`
        : `${(0,untrusted/* quoteUntrusted */.X0)(rel)} is a dangling symlink`);
    const inputReal = await resolveAll(tree, plans.map((p) => p.rel), problems, (rel, reason) => reason === 'outside-via-symlink'
        ? `input ${(0,untrusted/* quoteUntrusted */.X0)(rel)} resolves outside the repository root`
        : plans.find((p) => p.rel === rel)?.required
            ? `input ${(0,untrusted/* quoteUntrusted */.X0)(rel)} does not exist; check the path (relative to the root)`
            : null);
    if (problems.length > 0) {
        refuse(`cannot stamp ${(0,untrusted/* quoteUntrusted */.X0)(dir)}:`, problems, 'Nothing was written. Fix the paths above (or move the files out of the output directory) and stamp again.');
    }
    input.options.signal?.throwIfAborted();
    const table = await hashAll(input, [...outputReal.values(), ...inputReal.values()]);
    const stamped = recordArtifacts(input, { owned, outputReal, plans, inputReal, table });
    const external = await stampExternalInputs(input.options, input.previous, input.externalLocations, problems, input.notes);
    if (problems.length > 0)
        refuse(`cannot stamp ${(0,untrusted/* quoteUntrusted */.X0)(dir)}:`, problems, 'Nothing was written. Fix the inputs above and stamp again.');
    return { ...stamped, inputs: [...stamped.inputs, ...external] };
}
/**
 * The owned files git does not ignore (core/ignored.ts), asked with the inputs in one
 * question. An ignored output is left out with a note: a clean checkout of the commit (the
 * pull request's) will not have it, so listing it would fail the audit with artifact-missing.
 * An ignored input is kept with a note: the audit cannot check its digest where it is absent.
 */
async function leaveOutIgnored(input, owned, plans) {
    const rules = input.options.ignored;
    if (!rules || (owned.length === 0 && plans.length === 0))
        return [...owned];
    const ignored = await rules([...owned, ...plans.map((p) => p.rel)]);
    if (ignored.size === 0)
        return [...owned];
    const left = owned.filter((f) => ignored.has(f));
    const list = (rels) => `${rels
        .slice(0, 5)
        .map((r) => (0,untrusted/* quoteUntrusted */.X0)(r))
        .join(', ')}${rels.length > 5 ? ` and ${rels.length - 5} more` : ''}`;
    if (left.length > 0)
        input.notes.push(`left out ${left.length} file(s) git ignores (${list(left)}): a clean checkout will not have them, so listing them would fail the audit (artifact-missing). To record one as an output, stop ignoring it (or git add -f it) and stamp again.`);
    const ignoredInputs = plans.map((p) => p.rel).filter((r) => ignored.has(r));
    if (ignoredInputs.length > 0)
        input.notes.push(`input(s) ${list(ignoredInputs)} are ignored by git: a clean checkout will not have them, so the audit cannot check their sha256 there. Commit them (git add -f), or record where they come from with --source PATH=….`);
    return owned.filter((f) => !ignored.has(f));
}
/**
 * The files outputs[] lists: those declared (`run --output`, or recorded before by a record
 * whose outputs were declared), each one the directory owns; else every file it owns.
 */
function chooseOutputs(input, problems) {
    const { dir, tree, layout, options } = input;
    const owned = layout.ownedFiles(dir).map((f) => tree.relOf(f));
    const declared = options.outputs ??
        (options.run === undefined && input.previous?.recordedBy?.outputs === 'declared'
            ? [...previousArtifacts(input, 'outputs').keys()]
            : undefined);
    if (declared === undefined)
        return leaveOutUntouched(input, owned);
    const ownedSet = new Set(owned);
    const chosen = [];
    for (const rel of declared) {
        if (chosen.includes(rel))
            continue;
        if (ownedSet.has(rel))
            chosen.push(rel);
        else
            problems.push(tree.kindOf(rel) === undefined
                ? `output ${(0,untrusted/* quoteUntrusted */.X0)(rel)} does not exist; the step did not write it`
                : `output ${(0,untrusted/* quoteUntrusted */.X0)(rel)} is not a file of ${(0,untrusted/* quoteUntrusted */.X0)(dir)} (each --output must lie in the output directory, and not under another passport's directory)`);
    }
    return chosen;
}
/**
 * `run` in directory mode: outputs[] is what the step wrote, not what the directory held
 * before it (a stray file, a sibling's output). A file there before the step and untouched by
 * it stays listed only when this passport listed it before with the same bytes: an earlier run
 * of the step made it and nothing changed it since (a step that skips a file it already made).
 * A file left out is named in a note; the audit reports it (artifact-unlisted) until it is
 * moved out or deleted.
 */
function leaveOutUntouched(input, owned) {
    const untouched = input.options.untouched;
    if (untouched === undefined)
        return owned;
    const before = previousArtifacts(input, 'outputs');
    const left = [];
    const kept = owned.filter((rel) => {
        const sha = untouched.get(rel);
        if (sha === undefined || (sha !== '' && before.get(rel)?.sha256 === sha))
            return true;
        left.push(rel);
        return false;
    });
    if (left.length > 0)
        input.notes.push(`left out ${left.length} file(s) the directory held before the step and the step did not write (${left
            .slice(0, 5)
            .map((r) => (0,untrusted/* quoteUntrusted */.X0)(r))
            .join(', ')}${left.length > 5 ? ` and ${left.length - 5} more` : ''}): they are not its outputs, and the audit reports them (artifact-unlisted) until they are moved out of the directory or deleted.`);
    return kept;
}
/** Resolves repository-relative paths inside the root; each that cannot be says why (or null). */
async function resolveAll(tree, rels, problems, why) {
    const real = new Map();
    for (const rel of rels) {
        const resolved = await tree.resolve(rel);
        if (resolved.ok)
            real.set(rel, resolved.real);
        else {
            const problem = why(rel, resolved.reason);
            if (problem !== null)
                problems.push(problem);
        }
    }
    return real;
}
/** The passport's recorded artifacts of one kind, by repository-relative path (the first wins). */
function previousArtifacts(input, kind) {
    const byPath = new Map();
    for (const item of input.previous?.[kind] ?? []) {
        const rel = input.paths.rel(item.path, input.dir);
        if (rel !== null && !byPath.has(rel))
            byPath.set(rel, item);
    }
    return byPath;
}
/** The inputs: given (replacing the recorded ones), or recorded before; `--source` applied. */
function planInputs(input, problems) {
    const { options } = input;
    const previous = previousArtifacts(input, 'inputs');
    const plans = [];
    if (options.inputs !== undefined) {
        const seen = new Set();
        for (const item of options.inputs) {
            const spec = typeof item === 'string' ? { path: item } : item;
            if (isExternalPath(spec.path))
                continue; // external.ts
            const checked = (0,relative_path/* checkRelativePath */._k)(spec.path.replace(/^\.\//, ''));
            if (!checked.ok) {
                problems.push(`input ${(0,untrusted/* quoteUntrusted */.X0)(spec.path)} is not a path inside the repository root`);
                continue;
            }
            for (const rel of expandDirectoryInput(input, checked.rel, problems)) {
                if (seen.has(rel))
                    continue;
                seen.add(rel);
                const before = previous.get(rel);
                plans.push({
                    rel,
                    type: spec.type ?? before?.type ?? undefined,
                    source: spec.source ?? before?.source ?? undefined,
                    sha256: spec.sha256,
                    required: spec.sha256 === undefined,
                });
            }
        }
    }
    else {
        for (const [rel, before] of previous) {
            plans.push({
                rel,
                type: before.type ?? undefined,
                source: before.source ?? undefined,
                sha256: before.sha256 ?? undefined,
                required: false,
            });
        }
    }
    for (const [rel, source] of options.inputSources ?? []) {
        if (isExternalPath(rel))
            continue; // external.ts
        const plan = plans.find((p) => p.rel === rel);
        if (plan)
            plan.source = source;
        else
            problems.push(`a source is given for ${(0,untrusted/* quoteUntrusted */.X0)(rel)}, which is not an input; add it with --input`);
    }
    return plans;
}
/**
 * An input that is a directory stands for every file under it, in the walk's (sorted) order:
 * what a workflow engine's `directory()` input holds. The gate's and the engines' bookkeeping
 * (passports, acknowledgments, the layout's exempt files) is not data, so it is left out. A
 * file input is itself.
 */
function expandDirectoryInput(input, rel, problems) {
    if (input.tree.kindOf(rel) !== 'dir')
        return [rel];
    const prefix = `${rel}/`;
    const files = input.tree.entries
        .filter((e) => e.kind !== 'dir' && e.rel.startsWith(prefix) && !input.layout.isBookkeeping(e.rel, e.kind))
        .map((e) => e.rel);
    if (files.length === 0)
        problems.push(`input directory ${(0,untrusted/* quoteUntrusted */.X0)(rel)} holds no files to record`);
    return files;
}
/** The type an input is recorded with: given or recorded before, else guessed from its name. */
const inputTypeOf = (plan) => plan.type ?? guessArtifactType(plan.rel);
/** One pass of the audit's digest service over every file to record. */
async function hashAll(input, reals) {
    const { tree, digests } = input;
    const files = [...new Set(reals)].map((real) => tree.fileOfReal(real));
    digests.request(files.map((file) => ({ file, ref: { sizeBytes: null, path: tree.relOf(file) } })), 'measure');
    return digests.settle();
}
/** The outputs[] and inputs[] entries; refuses when a file cannot be hashed. */
function recordArtifacts(input, found) {
    const { tree, notes, dir } = input;
    const problems = [];
    let lfsCount = 0;
    const digestOf = (real) => {
        const file = tree.fileOfReal(real);
        const outcome = found.table.outcome(file);
        if (!outcome.ok)
            return outcome.detail;
        // A Git LFS pointer stands for its object (as the audit decides: only where the
        // repository's attributes mark its real path filter=lfs): record the object's digest,
        // which the audit accepts from the pointer and from the smudged file alike.
        const lfs = found.table.lfsObject(file);
        if (lfs)
            lfsCount++;
        return lfs ? { sha256: lfs.oid, size: lfs.size } : outcome;
    };
    const written = (rel) => input.pathBase === 'passport' ? external_node_path_default().posix.relative(dir === '.' ? '' : dir, rel) : rel;
    const previousOutputs = previousArtifacts(input, 'outputs');
    const outputs = [];
    for (const rel of found.owned) {
        const d = digestOf(found.outputReal.get(rel));
        if (typeof d === 'string') {
            problems.push(`${(0,untrusted/* quoteUntrusted */.X0)(rel)} ${d}`);
            continue;
        }
        const before = previousOutputs.get(rel);
        const entry = {
            type: before?.type ?? guessArtifactType(rel),
            path: written(rel),
            sha256: d.sha256,
            size_bytes: d.size,
        };
        const source = before?.source;
        if (source !== undefined && source !== null)
            entry.source = source;
        outputs.push(entry);
    }
    const inputs = [];
    const inputDigests = new Map();
    for (const plan of found.plans) {
        const real = found.inputReal.get(plan.rel);
        let sha = plan.sha256;
        if (real !== undefined) {
            const d = digestOf(real);
            if (typeof d === 'string') {
                problems.push(`input ${(0,untrusted/* quoteUntrusted */.X0)(plan.rel)} ${d}`);
                continue;
            }
            sha = d.sha256;
        }
        else {
            notes.push(`input ${(0,untrusted/* quoteUntrusted */.X0)(plan.rel)} is not in the repository; its recorded sha256 was kept.`);
        }
        if (sha === undefined)
            continue;
        inputDigests.set(plan.rel, sha);
        const entry = {
            type: inputTypeOf(plan),
            path: written(plan.rel),
            sha256: sha,
        };
        if (plan.source !== undefined)
            entry.source = plan.source;
        inputs.push(entry);
    }
    if (problems.length > 0) {
        refuse(`cannot stamp ${(0,untrusted/* quoteUntrusted */.X0)(dir)}: some files cannot be hashed:`, problems, 'Nothing was written. Only regular files can be artifacts: give files (not directories) as inputs, move anything else out of the output directory, and stamp again.');
    }
    if (lfsCount > 0)
        notes.push(`${lfsCount} Git LFS pointer(s): recorded the digest of the object each points to.`);
    // As input-unprovenanced reads it: a verifiable source gives an input a provenance, and the
    // step's own program (type "code") found in the repository needs none (its history is the
    // repository's), so neither is warned about as lacking one.
    const sourced = new Set(found.plans
        .filter((p) => isVerifiableSource(p.source) || (inputTypeOf(p) === 'code' && found.inputReal.has(p.rel)))
        .map((p) => p.rel));
    return { outputs, inputs, inputDigests, sourced };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./src/util/passport-id.ts
var passport_id = __webpack_require__(54280);
// EXTERNAL MODULE: ./src/util/values.ts
var values = __webpack_require__(7656);
// EXTERNAL MODULE: ./src/formats/schema-validator.ts
var schema_validator = __webpack_require__(32446);
// EXTERNAL MODULE: ./src/util/version.ts
var version = __webpack_require__(76092);
// EXTERNAL MODULE: ./src/core/passport.ts
var core_passport = __webpack_require__(48825);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./src/produce/stamp/target.ts
/**
 * Which passport `stamp` writes, and whether it may: the output directory (a
 * real directory the walk saw in full), the passport file in it, and the
 * passport already there (one that cannot be read, records a failed step or
 * has another major version is replaced only with `force`).
 */








/** Normalizes the directory argument to a repository-relative path ('.' for the root). */
function normalizeDirectory(directory) {
    const trimmed = directory.replace(/\\/g, '/').replace(/\/+$/, '');
    if (trimmed === '' || trimmed === '.' || trimmed === './')
        return '.';
    const checked = (0,relative_path/* checkRelativePath */._k)(trimmed);
    if (!checked.ok) {
        throw new StampError(`cannot stamp ${(0,untrusted/* quoteUntrusted */.X0)(directory)}: give the output directory relative to the repository root, inside it.`);
    }
    return checked.rel;
}
/** Joins a repository-relative path onto the real root. */
const absoluteOf = (realRoot, rel) => rel === '.' ? realRoot : external_node_path_default().join(realRoot, ...rel.split('/'));
/**
 * Checks that `dir` can be stamped: the walk saw all of it (a passport lists every file of its
 * directory: one the walk could not see cannot be listed), and it is a real directory inside
 * the root, not reached through a symlink (the audit walks without following symlinks, so files
 * behind one would be invisible to it).
 */
async function checkDirectory(tree, dir) {
    const unseen = tree.problems.filter((p) => {
        const where = p.kind === 'unlistable' ? p.rel : p.parent;
        return dir === '.' || where === dir || where.startsWith(`${dir}/`);
    });
    if (unseen.length > 0) {
        refuse(`cannot stamp ${(0,untrusted/* quoteUntrusted */.X0)(dir)}: some of it cannot be listed:`, unseen.map((p) => p.kind === 'unlistable'
            ? `directory ${(0,untrusted/* quoteUntrusted */.X0)(p.rel)} cannot be listed (${p.code})`
            : `a name in ${(0,untrusted/* quoteUntrusted */.X0)(p.parent)} is not valid UTF-8 (${(0,untrusted/* spellBytes */.Gy)(p.name)})`), 'Nothing was written. Make those directories readable and rename files to UTF-8 names, then stamp again.');
    }
    const dirAbsolute = absoluteOf(tree.realRoot, dir);
    let dirReal;
    try {
        dirReal = await (0,promises_.realpath)(dirAbsolute);
        if (!(await (0,promises_.stat)(dirReal)).isDirectory())
            throw new Error('not a directory');
    }
    catch {
        throw new StampError(`output directory ${(0,untrusted/* quoteUntrusted */.X0)(dir)} does not exist under the root; run the pipeline step first, or check --root.`);
    }
    if (dirReal !== dirAbsolute) {
        throw new StampError(`output directory ${(0,untrusted/* quoteUntrusted */.X0)(dir)} is reached through a symlink; stamp the real directory instead.`);
    }
}
/**
 * Which passport file to write: `--run-id` when given; else the one passport
 * already in the directory; else a new one named after the skill.
 */
function chooseTarget(dir, here, options) {
    const fileOf = (runId) => dir === '.' ? `${runId}${formats_passport/* PASSPORT_SUFFIX */.zb}` : `${dir}/${runId}${formats_passport/* PASSPORT_SUFFIX */.zb}`;
    if (options.runId !== undefined) {
        const runId = options.runId;
        if (!(0,formats_passport/* isRunId */.Pk)(runId)) {
            throw new StampError(`run id ${(0,untrusted/* quoteUntrusted */.X0)(runId)} cannot be a file name; use letters, digits, ".", "-" and "_" (at most 128).`);
        }
        return { path: fileOf(runId), existing: here.find((p) => p.path === fileOf(runId)) };
    }
    if (here.length === 1) {
        const existing = here[0];
        return { path: existing.path, existing };
    }
    if (here.length > 1) {
        throw new StampError(`${(0,untrusted/* quoteUntrusted */.X0)(dir)} holds ${here.length} passports (${here.map((p) => (0,untrusted/* quoteUntrusted */.X0)(external_node_path_default().posix.basename(p.path))).join(', ')}); choose one with --run-id.`);
    }
    if (options.skill === undefined) {
        throw new StampError(`${(0,untrusted/* quoteUntrusted */.X0)(dir)} has no passport yet; give --skill and --skill-version to create one.`);
    }
    if (!formats_passport/* RUN_ID_PATTERN */.z6.test(options.skill)) {
        throw new StampError(`the skill ${(0,untrusted/* quoteUntrusted */.X0)(options.skill)} cannot serve as a file name; give --run-id.`);
    }
    return { path: fileOf(options.skill), existing: undefined };
}
/**
 * The passport being refreshed, if it may be: one that cannot be read, records
 * a failed step, or has another major version is only replaced with `force`
 * (with `check`, the refusal becomes a note).
 */
function checkPrevious(existing, options, notes) {
    if (!existing)
        return { value: null, passport: null, rewriteVersion: false };
    const mayReplace = options.force === true || options.check === true;
    if (!(0,values/* isObject */.Gv)(existing.value)) {
        const why = existing.problem ?? 'is not a JSON object';
        if (!mayReplace) {
            throw new StampError(`cannot refresh ${(0,untrusted/* quoteUntrusted */.X0)(existing.path)}: it ${why}. Fix it by hand, or pass --force to replace it with a new passport (a new passport_id).`);
        }
        notes.push(`${(0,untrusted/* quoteUntrusted */.X0)(existing.path)} ${why}; it is replaced by a new passport.`);
        return { value: null, passport: null, rewriteVersion: false };
    }
    const value = existing.value;
    const previous = existing.summary ?? (0,core_passport/* readPassport */.pN)(value);
    // A failure of the step `run` just ran again is what this run replaces: no --force for that.
    const failed = failedSteps(previous, options.ranStep);
    if (failed.length > 0) {
        if (!mayReplace) {
            refuse(`refusing to overwrite ${(0,untrusted/* quoteUntrusted */.X0)(existing.path)}: it records failed steps:`, failed, 'A failed run stays on record until you decide otherwise: re-run the failed steps, then pass --force to replace the record (or stamp under a new --run-id).');
        }
        notes.push(`${(0,untrusted/* quoteUntrusted */.X0)(existing.path)} records failed steps (${failed.join('; ')}); stamping it needs --force.`);
    }
    const version = previous.schemaVersion;
    const major = version ? /^(\d+)\./.exec(version)?.[1] : undefined;
    if (major === undefined || Number(major) === formats_passport/* SUPPORTED_MAJOR */.dB) {
        return { value, passport: previous, rewriteVersion: false };
    }
    if (!mayReplace) {
        throw new StampError(`${(0,untrusted/* quoteUntrusted */.X0)(existing.path)} has schema_version ${(0,untrusted/* quoteUntrusted */.X0)(version)}; this tool writes v${formats_passport/* SUPPORTED_MAJOR */.dB}. Pass --force to rewrite it as v${formats_passport/* SUPPORTED_MAJOR */.dB}, or upgrade passport-gate.`);
    }
    return { value, passport: previous, rewriteVersion: true };
}
/** Error entries of a passport that record a non-zero exit (but those of `exceptStep`). */
function failedSteps(passport, exceptStep) {
    return (passport?.errors ?? [])
        .filter((e) => (0,core_passport/* isFailure */.N6)(e) && (exceptStep === undefined || e.step !== exceptStep))
        .map((e) => `${(0,untrusted/* quoteUntrusted */.X0)(e.step ?? '?')} (${(0,untrusted/* quoteUntrusted */.X0)(e.tool ?? '?')}) exited ${String(e.exitCode)}`);
}

;// CONCATENATED MODULE: ./src/produce/stamp/compose.ts
/**
 * Composing the passport `stamp` writes: what the caller gives merged into
 * what was recorded (decisions replaced by step, errors by step and tool,
 * parameters by key; keys this tool does not know are kept), created_at moved
 * only when something changed, and the result validated against the Material
 * Passport v1 schema before anything is written.
 */










/** The top-level keys of a passport this tool writes (others are kept as recorded). */
const KNOWN_KEYS = new Set([
    'schema_version',
    'passport_id',
    'created_at',
    'produced_by',
    'inputs',
    'outputs',
    'decisions',
    'parameters',
    'errors',
    'consumed_passports',
    'downstream_hints',
    'recorded_by',
]);
/** ISO-8601 UTC without milliseconds, as in the seed's example. */
function formatTimestamp(date) {
    return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
/** Composes and validates the passport; refuses one that would not be a valid v1 passport. */
function composePassport(input) {
    const { options, previous } = input;
    const recorded = previous.value;
    const was = previous.passport;
    const candidate = {
        schema_version: previous.rewriteVersion
            ? core_passport/* STAMP_SCHEMA_VERSION */.dK
            : (was?.schemaVersion ?? core_passport/* STAMP_SCHEMA_VERSION */.dK),
        passport_id: was?.writtenId ?? newPassportId(options, input.chain),
        // Compared as recorded; replaced by the clock below when anything changed.
        created_at: was?.createdAt ?? undefined,
        produced_by: composeProducedBy(was, options, input.passportPath),
        inputs: input.artifacts.inputs,
        outputs: input.artifacts.outputs,
        decisions: upsert(was?.decisions ?? [], options.decisions ?? [], (d) => `${(0,core_passport/* stepOf */.cg)(d)}`),
    };
    const previousParameters = (0,values/* isObject */.Gv)(was?.parameters) ? was.parameters : undefined;
    // Object.fromEntries defines own properties, so a "__proto__" parameter stays data. A run
    // (`ranStep`) records the parameters it was given, no more.
    const parameters = Object.fromEntries([
        ...Object.entries(options.ranStep === undefined ? (previousParameters ?? {}) : {}),
        ...Object.entries(options.parameters ?? {}),
    ]);
    if (previousParameters !== undefined || Object.keys(parameters).length > 0)
        candidate.parameters = parameters;
    // A run of a step replaces every entry that step recorded before (its tool may have changed).
    const recordedErrors = (was?.errors ?? [])
        .filter((e) => options.ranStep === undefined || !(0,values/* isObject */.Gv)(e.recorded) || e.step !== options.ranStep)
        .map((e) => e.recorded);
    candidate.errors = upsert(recordedErrors, options.errors ?? [], (e) => `${(0,core_passport/* stepOf */.cg)(e)}\0${(0,core_passport/* toolOf */.wS)(e)}`);
    candidate.consumed_passports = input.consumed;
    candidate.downstream_hints = composeHints(was, options);
    for (const [key, value] of Object.entries(recorded ?? {})) {
        if (!KNOWN_KEYS.has(key))
            candidate[key] = value;
    }
    const now = (options.now ?? (() => new Date()))();
    const kept = options.run !== undefined ? runRecordOf(options.run) : was?.recordedBy?.recorded;
    if (kept !== undefined)
        Object.assign(candidate, { recorded_by: kept });
    const unchanged = recorded !== null && (0,external_node_util_.isDeepStrictEqual)(recorded, candidate) && !predatesProducer(input);
    // A hand stamp that changed the passport writes a hand record, unless it only annotated a
    // run record (its artifacts as the run recorded them): the run is still how it was made.
    if (!unchanged &&
        options.run === undefined &&
        (kept === undefined || ((0,core_passport/* isRunRecord */.jM)(was) && changedArtifacts(was, input.artifacts).length > 0)))
        Object.assign(candidate, {
            recorded_by: { tool: 'passport-gate', version: version/* VERSION */.x, method: 'stamp' },
        });
    if (!unchanged)
        candidate.created_at = formatTimestamp(now);
    validate(candidate, input.dir);
    const read = (0,core_passport/* readPassport */.pN)(candidate);
    noteConsequences(read, input);
    return { passport: candidate, read, unchanged };
}
/** recorded_by of a run record. */
function runRecordOf(run) {
    return {
        tool: 'passport-gate',
        version: version/* VERSION */.x,
        method: 'run',
        command: [...run.command],
        working_directory: run.workingDirectory,
        exit_code: run.exitCode,
        started_at: run.startedAt,
        ended_at: run.endedAt,
        outputs: run.declaredOutputs ? 'declared' : 'directory',
        ...(run.program ? { program: { path: run.program.path, version: run.program.version } } : {}),
        ...(run.nondeterministic && run.nondeterministic.length > 0
            ? { nondeterministic: [...run.nondeterministic] }
            : {}),
    };
}
/**
 * The artifacts whose path or sha256 differs between the recorded passport and the one about to
 * be written, one line each (`output results/x.csv: sha256 ab12… → cd34…`, `input … added`).
 */
function changedArtifacts(was, artifacts) {
    const lines = [];
    // Both sides through the passport model (the one reader of a passport's fields).
    const now = (0,core_passport/* readPassport */.pN)({ inputs: artifacts.inputs, outputs: artifacts.outputs });
    for (const kind of ['outputs', 'inputs']) {
        const label = kind === 'outputs' ? 'output' : 'input';
        const before = new Map((was?.[kind] ?? []).map((a) => [a.path, a.sha256]));
        const after = new Map(now[kind].map((a) => [a.path, a.sha256]));
        for (const [p, sha] of after) {
            const old = before.get(p);
            if (old === undefined)
                lines.push(`${label} ${(0,untrusted/* quoteUntrusted */.X0)(p)} added`);
            else if (old !== sha)
                lines.push(`${label} ${(0,untrusted/* quoteUntrusted */.X0)(p)}: sha256 ${String(old).slice(0, 12)}… → ${String(sha).slice(0, 12)}…`);
        }
        for (const p of before.keys())
            if (!after.has(p))
                lines.push(`${label} ${(0,untrusted/* quoteUntrusted */.X0)(p)} removed`);
    }
    return lines;
}
/**
 * True when the recorded created_at is earlier than that of a consumed producer none of whose
 * recorded outputs is an input here: what chain-time-order reports. Re-stamping is its fix, so
 * such a passport is not "up to date": its created_at moves to now.
 */
function predatesProducer(input) {
    const recordedTime = Date.parse(input.previous.passport?.createdAt ?? '');
    if (!Number.isFinite(recordedTime))
        return false;
    return input.consumed.some((c) => warnsTimeOrder(input, c, recordedTime) !== null);
}
/**
 * The producer behind consumed id `c` when the audit's chain-time-order would warn of it for a
 * passport created at `time`: created later, and no input here is an output it records now.
 */
function warnsTimeOrder(input, c, time) {
    const producer = input.chain.byId.get(c)?.[0];
    const producerTime = Date.parse(producer?.summary?.createdAt ?? '');
    if (!producer || !(producerTime > time))
        return null;
    for (const [rel, sha] of input.artifacts.inputDigests)
        if (input.chain.producersOf(rel, sha).includes(producer))
            return null;
    return producer;
}
/** The id of a new passport: `reuseId` unless a passport already holds it, else a fresh one. */
function newPassportId(options, chain) {
    const reuse = options.reuseId;
    if (reuse !== undefined && !chain.byId.has((0,passport_id/* foldPassportId */.r)(reuse)))
        return reuse;
    return (options.newId ?? external_node_crypto_.randomUUID)();
}
/** produced_by: recorded, with what the caller gives; skill and skill_version are required. */
function composeProducedBy(recorded, options, passportPath) {
    const producedBy = { ...recorded?.producedBy };
    if (options.skill !== undefined)
        producedBy.skill = options.skill;
    if (options.skillVersion !== undefined)
        producedBy.skill_version = options.skillVersion;
    if (options.agent !== undefined)
        producedBy.agent = options.agent;
    if (options.sessionId !== undefined)
        producedBy.session_id = options.sessionId;
    if ((options.skill ?? recorded?.skill ?? null) === null ||
        (options.skillVersion ?? recorded?.skillVersion ?? null) === null) {
        throw new StampError(`${(0,untrusted/* quoteUntrusted */.X0)(passportPath)} needs produced_by.skill and produced_by.skill_version; give --skill and --skill-version.`);
    }
    return producedBy;
}
/** downstream_hints: recorded, next_skills and expected_inputs replaced when given. */
function composeHints(recorded, options) {
    const hints = { ...recorded?.downstreamHints };
    hints.next_skills = options.nextSkills ? [...options.nextSkills] : (recorded?.nextSkills ?? []);
    if (options.expectedInputs)
        hints.expected_inputs = [...options.expectedInputs];
    return hints;
}
/** Refuses a passport the schema rejects, naming the flag that sets each bad value. */
function validate(candidate, dir) {
    const violations = (0,schema_validator/* validateWithSchema */.CW)('passport', candidate);
    if (violations.length > 0) {
        refuse(`the passport for ${(0,untrusted/* quoteUntrusted */.X0)(dir)} would not be a valid Material Passport v1:`, violations.map((v) => `${v.pointer || '(root)'} ${v.message}${hintFor(v.pointer)}`), 'Nothing was written.');
    }
}
/** Notes on what the audit will say of the passport: clocks against producers, failed steps. */
function noteConsequences(passport, input) {
    // Only what the audit will warn of: a producer whose current outputs this passport reads
    // (an unchanged downstream re-run) is in order, whatever the two created_at say.
    for (const c of input.consumed) {
        const producer = warnsTimeOrder(input, c, Date.parse(passport.createdAt ?? ''));
        if (producer) {
            input.notes.push(`consumed passport ${(0,untrusted/* quoteUntrusted */.X0)(producer.path)} was created later (${(0,untrusted/* quoteUntrusted */.X0)(producer.summary?.createdAt)}) than this one, and none of its outputs is an input here; check the consumed id and the clocks (the audit fails it: chain-time-order).`);
        }
    }
    for (const failed of failedSteps(passport)) {
        input.notes.push(`this passport records a failed step (${failed}); the audit fails it (exit-nonzero) until the step is re-run and re-stamped.`);
    }
}
/** Which CLI flag sets the value at a schema pointer, for refusal messages. */
function hintFor(pointer) {
    if (pointer.startsWith('/produced_by/skill_version'))
        return ' (--skill-version)';
    if (pointer.startsWith('/produced_by/skill'))
        return ' (--skill: lowercase letters, digits, "-")';
    if (pointer.startsWith('/decisions'))
        return ' (--decision step=…,choice=…,rationale=…)';
    if (pointer.startsWith('/errors'))
        return ' (--error step=…,tool=…,exit=…)';
    if (pointer.startsWith('/downstream_hints/next_skills'))
        return ' (--next-skill)';
    if (pointer.startsWith('/consumed_passports'))
        return ' (--consumes)';
    if (pointer === '/passport_id')
        return ' (fix the recorded id, or delete the file and stamp again for a new one)';
    return '';
}
/** Replaces entries of `before` whose key matches a new entry; appends the rest. */
function upsert(before, added, key) {
    const result = [...before];
    for (const item of added) {
        const k = key(item);
        const at = result.findIndex((r) => (0,values/* isObject */.Gv)(r) && key(r) === k);
        if (at >= 0)
            result[at] = { ...item };
        else
            result.push({ ...item });
    }
    return result;
}

// EXTERNAL MODULE: ./src/util/digraph.ts
var digraph = __webpack_require__(24305);
;// CONCATENATED MODULE: ./src/produce/stamp/consumed.ts
/**
 * The passports a stamped passport consumes: the ones given with `--consumes`
 * (or those recorded before), and always the producers of its inputs, found in
 * the chain index exactly as chain-missing-reference looks for them (same
 * repository-relative path, same sha256), so the audit finds the reference it
 * expects. A consumed passport that would close a cycle back to this one is
 * refused (util/digraph.ts).
 */






/** A UUID (any version): how `consumes` tells an id from a path. */
const UUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
/** The consumed_passports of the stamped passport, in order, each once. */
function resolveConsumedPassports(input) {
    const { options, chain, notes } = input;
    const others = chain.nodes.filter((p) => p.path !== input.passportPath);
    const consumed = [];
    // Ids compare as UUIDs, ignoring case (formats/passport.ts foldPassportId): each once, folded.
    const addConsumed = (raw) => {
        const id = (0,formats_passport/* foldPassportId */.r$)(raw);
        if (!consumed.includes(id))
            consumed.push(id);
    };
    const given = options.consumes !== undefined;
    if (given) {
        for (const id of resolveRefs(options.consumes ?? [], others, chain, '--consumes'))
            addConsumed(id);
    }
    else {
        for (const c of input.previous?.consumed ?? [])
            addConsumed(c);
    }
    const dropped = dropConsumed(input, others, consumed);
    const before = new Set(consumed);
    addProducers(input, others, consumed, addConsumed, dropped);
    const found = consumed.filter((c) => !before.has(c));
    if (!given)
        replaceDeadIds(input, consumed, found);
    for (const c of consumed) {
        const producer = chain.byId.get(c)?.[0];
        const failed = failedSteps(producer?.summary);
        if (producer && failed.length > 0) {
            notes.push(`consumed passport ${(0,untrusted/* quoteUntrusted */.X0)(producer.path)} records failed steps (${failed.join('; ')}); its outputs should not be used until that step is re-run.`);
        }
    }
    return consumed;
}
/** Resolves --consumes (or --drop-consumes) references to ids; refuses when any cannot be. */
function resolveRefs(refs, others, chain, flag, { deadIdsAllowed = false } = {}) {
    const ids = [];
    const unresolved = [];
    for (const ref of refs) {
        // A dead id names no passport any more: dropping it is what the flag is for.
        if (deadIdsAllowed && UUID_PATTERN.test(ref)) {
            ids.push((0,formats_passport/* foldPassportId */.r$)(ref));
            continue;
        }
        const found = resolveConsumed(ref, others, chain.byId);
        if (found.ok)
            ids.push(found.id);
        else
            unresolved.push(found.problem);
    }
    if (unresolved.length > 0) {
        refuse(`cannot resolve ${flag}:`, unresolved, 'Nothing was written. Give a passport_id, a *.passport.json path, or a directory holding exactly one passport; commit the upstream passport first.');
    }
    return ids;
}
/** Removes the --drop-consumes ids from `consumed` (in place); returns them. */
function dropConsumed(input, others, consumed) {
    const refs = input.options.dropConsumes ?? [];
    const dropped = new Set(resolveRefs(refs, others, input.chain, '--drop-consumes', { deadIdsAllowed: true }));
    for (const id of dropped) {
        const at = consumed.indexOf(id);
        if (at >= 0)
            consumed.splice(at, 1);
        else
            input.notes.push(`--drop-consumes ${(0,untrusted/* quoteUntrusted */.X0)(id)}: not in consumed_passports, nothing to drop.`);
    }
    return dropped;
}
/**
 * Recorded consumed ids that match no passport any more (the upstream passport was deleted
 * or recreated with a new id). When the inputs resolved to a producer not recorded before,
 * that producer replaces them; otherwise stamping is refused with the command that drops
 * them, since writing them again would only hand the audit a chain-unresolved to report.
 */
function replaceDeadIds(input, consumed, found) {
    const dead = consumed.filter((c) => !input.chain.byId.has(c));
    if (dead.length === 0)
        return;
    if (found.length > 0) {
        for (const id of dead)
            consumed.splice(consumed.indexOf(id), 1);
        input.notes.push(`replaced consumed passport(s) ${dead.map((d) => (0,untrusted/* quoteUntrusted */.X0)(d)).join(', ')}, which match no passport any more, by ${found.map((f) => (0,untrusted/* quoteUntrusted */.X0)(f)).join(', ')}, the producer(s) of its inputs now.`);
        return;
    }
    const unreadable = input.chain.nodes.filter((p) => p.id === null).map((p) => p.path);
    const dir = (0,relative_path/* relativeDirname */.RV)(input.passportPath);
    refuse(`${(0,untrusted/* quoteUntrusted */.X0)(input.passportPath)} consumes passport(s) that match no passport in the repository:`, dead.map((d) => (0,untrusted/* quoteUntrusted */.X0)(d)), `Nothing was written.${unreadable.length > 0
        ? ` ${unreadable.length} passport(s) cannot be read (${unreadable
            .slice(0, 3)
            .map((u) => (0,untrusted/* quoteUntrusted */.X0)(u))
            .join(', ')}): if the upstream is one of them, fix it and stamp again.`
        : ''} If the upstream passport was deleted or recreated, drop the old id: passport-gate stamp ${(0,untrusted/* quoteUntrusted */.X0)(dir)} ${dead
        .map((d) => `--drop-consumes ${d}`)
        .join(' ')}`);
}
/**
 * The producers of the inputs: same repository-relative path and same sha256 in their
 * outputs, exactly what chain-missing-reference compares. An input without one gets a note.
 */
function addProducers(input, others, consumed, addConsumed, dropped) {
    const { notes } = input;
    for (const [rel, sha] of input.artifacts.inputDigests) {
        const producers = input.chain
            .producersOf(rel, sha)
            .filter((p) => p.path !== input.passportPath);
        for (const producer of producers) {
            if (producer.id === null)
                continue;
            if (dropped.has(producer.id)) {
                refuse(`cannot drop ${(0,untrusted/* quoteUntrusted */.X0)(producer.id)}:`, [`input ${(0,untrusted/* quoteUntrusted */.X0)(rel)} is an output of ${(0,untrusted/* quoteUntrusted */.X0)(producer.path)}`], 'Nothing was written. A passport consumes the producers of its inputs: give the inputs without that one (--input …) to drop it.');
            }
            if (!consumed.includes(producer.id)) {
                notes.push(`input ${(0,untrusted/* quoteUntrusted */.X0)(rel)} was produced by ${(0,untrusted/* quoteUntrusted */.X0)(producer.path)}; consuming ${(0,untrusted/* quoteUntrusted */.X0)(producer.id)}.`);
            }
            addConsumed(producer.id);
        }
        if (producers.length > 0)
            continue;
        // The handoff protocol: B looks for a passport beside its input.
        const beside = others.filter((p) => p.dir === (0,relative_path/* relativeDirname */.RV)(rel));
        if (beside.length > 0) {
            notes.push(`input ${(0,untrusted/* quoteUntrusted */.X0)(rel)} sits beside ${(0,untrusted/* quoteUntrusted */.X0)(beside[0]?.path)}, which does not record these bytes; if that step re-ran, stamp it first.`);
        }
        else if (!input.artifacts.sourced.has(rel)) {
            (input.warnings ?? notes).push(`input ${(0,untrusted/* quoteUntrusted */.X0)(rel)} has no producing passport and no verifiable source, so the audit fails it (input-unprovenanced); cite its origin with --source ${(0,untrusted/* quoteUntrusted */.X0)(rel)}=… (an accession, a DOI, a URL with " (retrieved YYYY-MM-DD)").`);
        }
    }
}
/**
 * Refuses consumed passports that would close a cycle back to the passport being refreshed
 * (its recorded id): a passport can only consume work that existed before it.
 */
function checkNoCycle(previous, consumed, chain, dir) {
    const previousId = previous?.id ?? undefined;
    if (previousId === undefined || consumed.length === 0)
        return;
    const cycle = (0,digraph/* findPath */.Hh)(consumed, previousId, (id) => chain.byId.get(id)?.[0]?.summary?.consumed ?? []);
    if (cycle) {
        throw new StampError(`consuming ${cycle.map((id) => (0,untrusted/* quoteUntrusted */.X0)(id)).join(' → ')} would close a cycle back to this passport (${(0,untrusted/* quoteUntrusted */.X0)(previousId)}); a passport can only consume work that existed before it. Nothing was written. Drop the edge: passport-gate stamp ${(0,untrusted/* quoteUntrusted */.X0)(dir)} --drop-consumes ${(0,untrusted/* quoteUntrusted */.X0)(cycle[0])}`);
    }
}
/** Resolves a --consumes reference to a passport_id, or says why it cannot. */
function resolveConsumed(ref, candidates, byId) {
    const fail = (problem) => ({ ok: false, problem });
    if (UUID_PATTERN.test(ref)) {
        const id = (0,formats_passport/* foldPassportId */.r$)(ref);
        return byId.has(id)
            ? { ok: true, id }
            : fail(`${(0,untrusted/* quoteUntrusted */.X0)(ref)} matches no passport_id in the repository`);
    }
    const checked = (0,relative_path/* checkRelativePath */._k)(ref.replace(/^\.\//, ''));
    if (!checked.ok)
        return fail(`${(0,untrusted/* quoteUntrusted */.X0)(ref)} is not a path inside the repository`);
    const byPath = candidates.find((p) => p.path === checked.rel);
    const found = byPath ? [byPath] : candidates.filter((p) => p.dir === checked.rel);
    if (found.length === 0)
        return fail(`${(0,untrusted/* quoteUntrusted */.X0)(ref)} is neither a passport_id nor a passport or a directory holding one`);
    if (found.length > 1)
        return fail(`${(0,untrusted/* quoteUntrusted */.X0)(ref)} holds ${found.length} passports; name the *.passport.json file`);
    const id = found[0]?.id;
    if (id === null || id === undefined)
        return fail(`${(0,untrusted/* quoteUntrusted */.X0)(found[0]?.path)} has no readable passport_id`);
    return { ok: true, id };
}

;// CONCATENATED MODULE: ./src/produce/stamp/describe.ts
/**
 * What a stamp changed, line by line, for the person who ran it.
 */


/** Short digest for change lines. */
const describe_short = (sha) => (sha === null ? '?' : `${sha.slice(0, 12)}…`);
/** An artifact entry's recorded fields, but its position in the list. */
const fieldsOf = ({ index: _index, ...fields }) => fields;
/** The model fields compared whole: a change is one `~ field` line. */
const WHOLE_FIELDS = [
    ['schema_version', (p) => p.schemaVersion],
    ['produced_by', (p) => p.producedBy],
    ['decisions', (p) => p.decisions],
    ['parameters', (p) => p.parameters],
    ['errors', (p) => p.errors.map((e) => e.recorded)],
    ['downstream_hints', (p) => p.downstreamHints],
];
/** Human lines describing how `next` differs from `before` (both read: core/passport.ts). */
function describeChanges(before, next, passportPath) {
    if (before === null) {
        return [
            `+ ${passportPath}: new passport ${next.writtenId ?? '?'} with ${next.outputs.length} output(s), ${next.inputs.length} input(s), ${next.consumed.length} consumed passport(s)`,
        ];
    }
    const lines = [];
    for (const kind of ['inputs', 'outputs']) {
        const label = kind.slice(0, -1);
        const old = new Map();
        for (const item of before[kind])
            old.set(item.path, item);
        const now = new Map(next[kind].map((a) => [a.path, a]));
        for (const [p, a] of now) {
            const o = old.get(p);
            if (!o)
                lines.push(`+ ${label} ${(0,untrusted/* quoteUntrusted */.X0)(p)} sha256 ${describe_short(a.sha256)}`);
            else if (o.sha256 !== a.sha256)
                lines.push(`~ ${label} ${(0,untrusted/* quoteUntrusted */.X0)(p)} sha256 ${describe_short(o.sha256)} → ${describe_short(a.sha256)}`);
            else if (!(0,external_node_util_.isDeepStrictEqual)(fieldsOf(o), fieldsOf(a)))
                lines.push(`~ ${label} ${(0,untrusted/* quoteUntrusted */.X0)(p)} metadata`);
        }
        for (const p of old.keys())
            if (!now.has(p))
                lines.push(`- ${label} ${(0,untrusted/* quoteUntrusted */.X0)(p)}`);
    }
    for (const c of next.consumed)
        if (!before.consumed.includes(c))
            lines.push(`+ consumed_passports ${(0,untrusted/* quoteUntrusted */.X0)(c)}`);
    for (const c of before.consumed)
        if (!next.consumed.includes(c))
            lines.push(`- consumed_passports ${(0,untrusted/* quoteUntrusted */.X0)(c)}`);
    for (const [key, field] of WHOLE_FIELDS)
        if (!(0,external_node_util_.isDeepStrictEqual)(field(before), field(next)))
            lines.push(`~ ${key}`);
    if (lines.length === 0 && before.createdAt !== next.createdAt)
        lines.push(`~ created_at ${(0,untrusted/* quoteUntrusted */.X0)(before.createdAt)} → ${(0,untrusted/* quoteUntrusted */.X0)(next.createdAt)} (after its producer's)`);
    if (lines.length === 0)
        lines.push('~ order or formatting of entries');
    return lines;
}

// EXTERNAL MODULE: ./src/repo/rerun-command.ts
var rerun_command = __webpack_require__(68586);
;// CONCATENATED MODULE: ./src/produce/stamp/index.ts
/**
 * Writing or refreshing a Material Passport for an output directory, in small
 * steps over the repository model the audit reads (repo/): the files a
 * passport must list are chosen by the audit's own ownership rule (the one
 * behind artifact-unlisted), hashed by the audit's digest service, and each
 * input's producer passport is found in the audit's chain index the way
 * chain-missing-reference looks for it, so a stamped directory audits clean by
 * construction (__tests__/produce/stamp-property.test.ts).
 *
 * Refresh rules (a passport already in the directory):
 *  - passport_id is kept; created_at moves to now only when something changed;
 *  - outputs are always recomputed from the bytes on disk;
 *  - inputs: given → replaced; not given → the recorded paths are re-hashed;
 *  - consumed_passports: given → replaced; not given → kept; producers of the
 *    inputs are always added;
 *  - decisions are replaced by step, errors by step + tool, parameters by key;
 *  - a passport recording a non-zero exit is never overwritten without `force`,
 *    but by `run` of the same step (`ranStep`): errors of that step and the
 *    parameters are then the run's.
 */























/**
 * Writes or refreshes `<runId>.passport.json` in an output directory and
 * returns what changed. Throws {@link StampError} (with what to do) when the
 * passport cannot be written truthfully; ConfigurationError for a bad root.
 *
 * @example
 * const result = await stamp({
 *   root: '.',
 *   directory: 'results/align',
 *   skill: 'bwa-alignment',
 *   skillVersion: '1.2.0',
 *   inputs: ['data/sampleA_R1.fastq.gz'],
 *   errors: [{ step: 'align', tool: 'bwa', exit_code: 0, stderr_excerpt: '' }],
 * });
 * console.log(result.status, result.path, result.id);
 */
async function stamp(options) {
    const config = options.config ?? config_config/* DEFAULT_CONFIG */.PV;
    const notes = [];
    const warnings = [];
    const dir = normalizeDirectory(options.directory);
    checkGivenSources(options);
    // 1 the repository as the audit will see it once `dir` holds a passport
    const tree = await (0,repo_tree/* walkRepository */.M)(options.root, config, options.signal);
    const layout = (0,repo_layout/* buildLayout */.X)(tree, config, { newPassportDir: dir });
    const passports = await (0,load_passports/* loadPassportsOf */.tE)(tree, layout.passportPaths, config, options.signal);
    await checkDirectory(tree, dir);
    // 2 which passport, and what it recorded
    const target = chooseTarget(dir, passports.filter((p) => p.dir === dir), options);
    const previous = checkPrevious(target.existing, options, notes);
    // 3 its outputs and inputs, hashed by the audit's digest service
    const paths = (0,artifact_paths/* createArtifactPaths */.T)(config.pathBase);
    const artifacts = await stampArtifacts({
        options,
        dir,
        tree,
        layout,
        digests: (0,hash/* createDigestService */.yg)(tree, {
            signal: options.signal,
            onProgress: options.onProgress,
        }),
        paths,
        pathBase: config.pathBase,
        externalLocations: config.externalInputs,
        previous: previous.passport,
        notes,
    });
    checkRunRecordKept(previous.passport, artifacts, options, target.path, dir, paths, notes);
    // 4 the passports it consumes, found as the audit's chain rules find them
    const chain = (0,repo_chain/* indexChain */.IT)(passports, { inScope: () => false, paths });
    const consumed = resolveConsumedPassports({
        options,
        chain,
        passportPath: target.path,
        previous: previous.passport,
        artifacts,
        notes,
        warnings,
    });
    checkNoCycle(previous.passport, consumed, chain, dir);
    // 5 the passport, validated; 6 written, unless nothing changed or only checking
    const { passport, read, unchanged } = composePassport({
        options,
        dir,
        passportPath: target.path,
        previous,
        artifacts,
        consumed,
        chain,
        notes,
    });
    const changes = unchanged ? [] : describeChanges(previous.passport, read, target.path);
    warnings.push(...previewDocumentFindings(target.path, passport));
    const status = previous.value === null ? 'created' : unchanged ? 'unchanged' : 'updated';
    let written = false;
    if (!options.check && status !== 'unchanged') {
        options.signal?.throwIfAborted();
        const text = `${JSON.stringify(passport, null, 2)}\n`;
        await (0,atomic_write/* writeFileAtomic */.Z)(absoluteOf(tree.realRoot, target.path), text);
        written = true;
    }
    return {
        status,
        written,
        path: target.path,
        id: read.writtenId ?? '',
        passport,
        changes,
        notes,
        warnings,
    };
}
/**
 * A run record's artifacts are what the step read and wrote when `run` ran it: a hand stamp
 * that would record other bytes (a hand-edited output, a stray file, another input) is refused
 * without `force`, since the record would then claim the step made what it never made (no
 * printed fix launders, docs/rules.md "How a record was made"). With `force` the passport
 * becomes a hand record; with `check`, a note.
 */
function checkRunRecordKept(previous, artifacts, options, passportPath, dir, paths, notes) {
    if (options.run !== undefined || !(0,core_passport/* isRunRecord */.jM)(previous))
        return;
    const changed = changedArtifacts(previous, artifacts);
    if (changed.length === 0)
        return;
    const again = (0,rerun_command/* rerunCommand */.w)(previous, passportPath, dir, (p) => paths.rel(p, dir));
    const how = again
        ? `run the step again, as recorded: ${again}`
        : 'run the step again through `passport-gate run`';
    if (options.force !== true && options.check !== true)
        refuse(`refusing to re-stamp ${(0,untrusted/* quoteUntrusted */.X0)(passportPath)}: \`passport-gate run\` ran its step and recorded what it read and wrote, and these differ now:`, changed, `A re-stamp would record bytes the step never made or read. Restore the files (git checkout -- <file>), or ${how} (a workflow engine's own re-run, such as snakemake --forcerun <rule>, does the same). --force writes a hand record instead (recorded_by.method "stamp"), which the gate tells apart.`);
    notes.push(`${(0,untrusted/* quoteUntrusted */.X0)(passportPath)} is a run record whose artifacts changed (${changed.join('; ')}); ${options.force === true ? 'it becomes a hand record' : 'stamping it needs a re-run, or --force for a hand record'}.`);
}


/***/ }),

/***/ 58949:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ createArtifactPaths)
/* harmony export */ });
/* harmony import */ var _util_relative_path_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9344);
/**
 * Artifact paths as passports write them, made repository-relative: relative
 * to the root (the default) or to the passport's directory (`path-base:
 * passport`), checked lexically (util/relative-path.ts) before any file system
 * call. The same spellings come up in several passes (scope, plan, producers)
 * and as the output of one passport and the input of others: each is
 * normalized once.
 */

/** The normalizer of a run whose config says `pathBase`. */
function createArtifactPaths(pathBase) {
    const normalized = new Map();
    const check = (raw, dir) => {
        const base = pathBase === 'passport' ? dir : '';
        // Root-relative (the default): the spelling alone is the key, no string to build per lookup.
        const key = base === '' ? raw : `${base}\0${raw}`;
        let checked = normalized.get(key);
        if (checked === undefined) {
            checked = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_0__/* .checkRelativePath */ ._k)(raw, base);
            normalized.set(key, checked);
        }
        return checked;
    };
    return {
        check,
        rel: (raw, dir) => {
            const checked = check(raw, dir);
            return checked.ok ? checked.rel : null;
        },
    };
}


/***/ }),

/***/ 66849:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Qn: () => (/* binding */ EMPTY_CHAIN),
  AN: () => (/* binding */ buildChainGraph),
  IT: () => (/* binding */ indexChain)
});

// UNUSED EXPORTS: MAX_GRAPH_NODES

// EXTERNAL MODULE: ./src/util/digraph.ts
var digraph = __webpack_require__(24305);
;// CONCATENATED MODULE: ./src/repo/producers.ts
/** Indexes the outputs of `nodes` by repository-relative path, then digest. */
function indexProducers(nodes, paths) {
    // Path, then digest: two lookups of strings the passports already hold, where one key per
    // artifact built by concatenation cost a new string (and its hash) for each of tens of thousands.
    const byPath = new Map();
    for (const n of nodes) {
        for (const o of n.summary?.outputs ?? []) {
            const rel = paths.rel(o.path, n.dir);
            if (rel === null || o.sha256 === null)
                continue;
            let byDigest = byPath.get(rel);
            if (!byDigest)
                byPath.set(rel, (byDigest = new Map()));
            const list = byDigest.get(o.sha256);
            if (list)
                list.push(n);
            else
                byDigest.set(o.sha256, [n]);
        }
    }
    return {
        lookup: (rel, sha256) => byPath.get(rel)?.get(sha256) ?? [],
        digestsAt: (rel) => byPath.get(rel),
    };
}

;// CONCATENATED MODULE: ./src/repo/chain.ts
/**
 * The consumed_passports graph: which passport each consumed id names, which
 * passports a run checks, where the graph cycles, and the export of the part
 * around the checked passports for reports and diagrams. The chain rules
 * (rules/families/chain.ts), the report's graph and `passport-gate graph` all
 * read this one index, so a cycle and a status mean the same thing in each.
 * Id indexes are Maps, so ids like "__proto__" are plain data.
 */


/** Most nodes drawn in the report's graph (and so in the summary's diagram). */
const MAX_GRAPH_NODES = 300;
/** Indexes the consumed_passports graph of `nodes`. */
function indexChain(nodes, options) {
    const byId = new Map();
    const refusedById = new Map();
    const refused = [];
    const addTo = (index, id, n) => {
        const list = index.get(id);
        if (list)
            list.push(n);
        else
            index.set(id, [n]);
    };
    for (const n of nodes) {
        // A refused passport is absent: its id, were it readable, resolves nothing.
        if (n.summary === null) {
            refused.push(n);
            if (n.claimedId)
                addTo(refusedById, n.claimedId, n);
        }
        else if (n.id !== null)
            addTo(byId, n.id, n);
    }
    const checked = selectChecked(nodes, options.inScope);
    let cycles;
    let edges;
    let producers;
    const index = {
        nodes,
        byId,
        refusedById,
        refused,
        checked,
        cycles: () => (cycles ??= findCycles(nodes, byId)),
        cycleEdges: () => (edges ??= collectCycleEdges(index.cycles(), checked)),
        producersOf: (rel, sha256) => (producers ??= indexProducers(nodes, options.paths)).lookup(rel, sha256),
        producerDigestsAt: (rel) => (producers ??= indexProducers(nodes, options.paths)).digestsAt(rel),
    };
    return index;
}
/** The chain of a run that evaluates no chain rules (a shard other than the first). */
const EMPTY_CHAIN = {
    nodes: [],
    byId: new Map(),
    refusedById: new Map(),
    refused: [],
    checked: new Set(),
    cycles: () => [],
    cycleEdges: () => new Set(),
    producersOf: () => [],
    producerDigestsAt: () => undefined,
};
/** The set to check: scoped passports and every passport consuming one of them. */
function selectChecked(nodes, inScope) {
    const checked = new Set();
    const scopedIds = new Set();
    for (const n of nodes) {
        if (inScope(n)) {
            checked.add(n);
            if (n.id !== null)
                scopedIds.add(n.id);
        }
    }
    for (const n of nodes)
        if (n.summary?.consumed.some((c) => scopedIds.has(c)))
            checked.add(n);
    return checked;
}
/** Every cyclic component of the graph (an edge goes to the first passport with the consumed id). */
function findCycles(nodes, byId) {
    const indexOf = new Map(nodes.map((n, i) => [n, i]));
    const adj = nodes.map((n) => (n.summary?.consumed ?? [])
        .map((c) => byId.get(c)?.[0])
        .filter((p) => p !== undefined)
        .map((p) => indexOf.get(p)));
    return (0,digraph/* findStronglyConnected */.Bk)(adj)
        .filter((component) => (0,digraph/* isCyclicComponent */.bd)(component, adj))
        .map((component) => ({
        members: component.map((i) => nodes[i]),
        cycle: (0,digraph/* findCycleInComponent */.o2)(component, adj).map((i) => nodes[i]),
    }));
}
/** The edges of the cycles with a checked member: what the report's graph marks. */
function collectCycleEdges(cycles, checked) {
    const edges = new Set();
    for (const { members, cycle } of cycles) {
        if (!members.some((m) => checked.has(m)))
            continue;
        for (let k = 0; k + 1 < cycle.length; k++)
            edges.add(`${cycle[k].id}\0${cycle[k + 1].id}`);
    }
    return edges;
}
/**
 * The DAG around the checked passports, for reports and diagrams (bounded by
 * `maxNodes`, default {@link MAX_GRAPH_NODES}; `passport-gate graph` passes
 * Infinity to draw the whole repository).
 */
function buildChainGraph(chain, failingPaths, maxNodes = MAX_GRAPH_NODES) {
    const included = new Map();
    const add = (n) => {
        if (n?.id && !included.has(n.id) && included.size < maxNodes)
            included.set(n.id, n);
    };
    for (const n of chain.checked)
        add(n);
    for (const n of [...chain.checked])
        for (const c of n.summary?.consumed ?? [])
            add(chain.byId.get(c)?.[0]);
    const checkedIds = new Set([...chain.checked].map((n) => n.id));
    for (const n of chain.nodes)
        if (n.summary?.consumed.some((c) => checkedIds.has(c)))
            add(n);
    // A consumed id that names a passport the audit refuses: that passport, drawn as failing
    // (it exists; it cannot be read), not as an unknown id.
    const refusedNodes = new Map();
    for (const n of [...included.values()])
        for (const c of n.summary?.consumed ?? []) {
            const refused = chain.byId.has(c) ? undefined : chain.refusedById.get(c)?.[0];
            if (refused && !refusedNodes.has(c) && included.size + refusedNodes.size < maxNodes)
                refusedNodes.set(c, refused);
        }
    const cycleEdges = chain.cycleEdges();
    const edges = [];
    for (const n of included.values()) {
        // An id listed twice is one edge (as the merge of shard graphs counts it).
        for (const c of new Set(n.summary?.consumed ?? [])) {
            if (!included.has(c) && chain.byId.has(c))
                continue;
            edges.push({ from: n.id, to: c, cycle: cycleEdges.has(`${n.id}\0${c}`) });
        }
    }
    const nodes = [
        ...[...included.values()].map((n) => ({
            id: n.id,
            path: n.path,
            skill: n.summary?.skill ?? null,
            status: failingPaths.has(n.path) ? 'fail' : chain.checked.has(n) ? 'pass' : 'unknown',
        })),
        ...[...refusedNodes].map(([id, n]) => ({
            id,
            path: n.path,
            skill: null,
            status: 'fail',
        })),
    ];
    return {
        nodes,
        edges,
    };
}


/***/ }),

/***/ 68586:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ unprintable),
/* harmony export */   w: () => (/* binding */ rerunCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _formats_passport_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2800);
/* harmony import */ var _core_passport_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48825);
/* harmony import */ var _util_values_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7656);
/* harmony import */ var _util_untrusted_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19630);
/**
 * The command that runs a recorded step again, as the fixes print it: the step's own command
 * (recorded_by.command, in recorded_by.working_directory) through `passport-gate run`, with the
 * flags that make the same record (its directory, run id, skill, inputs, code, sources,
 * parameters, declared outputs). A fix for a changed output prints this, never a bare
 * re-stamp: only a re-run shows that the step makes the bytes it is said to make.
 */





// C0 and C1 controls: printed escaped, so a command holding one would not run as printed.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** True when `text` cannot be printed as a command's word (every report escapes it). */
const unprintable = (text) => CONTROL.test(text) || (0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_3__/* .hasInvisibleCharacters */ .gi)(text);
/** `word` as one POSIX shell word: single-quoted unless plain (an argument, so `-e` stays `-e`). */
function argWord(word) {
    return /^[A-Za-z0-9_./@%+=:,-]+$/.test(word) && word !== ''
        ? word
        : `'${word.replace(/'/g, `'\\''`)}'`;
}
/** A repository-relative path (or an external, absolute one) as typed in `cwd`. */
function typedPath(rel, cwd) {
    if (rel.startsWith('/'))
        return rel;
    const relative = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.relative(cwd === '.' ? '' : cwd, rel) || '.';
    return relative.startsWith('-') ? `./${relative}` : relative;
}
/** {@link typedPath} as one shell word. */
const pathWord = (rel, cwd) => argWord(typedPath(rel, cwd));
/** A recorded parameter as `--param KEY=VALUE` that parses back to the same value. */
function paramWord(key, value) {
    const plain = typeof value === 'string' &&
        !/^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(value) &&
        !['true', 'false', 'null'].includes(value) &&
        !/^[[{"]/.test(value);
    return argWord(`${key}=${plain ? value : JSON.stringify(value)}`);
}
/**
 * `passport-gate run …` that runs the step of the run record at `passportPath` again and
 * records it in place, to paste at the repository root; null when the passport is no run
 * record, or a word of it cannot be printed as a command (control or invisible characters,
 * which every report escapes). `rel` maps a recorded artifact path to a repository-relative one.
 */
function rerunCommand(passport, passportPath, dir, rel) {
    const record = passport.recordedBy;
    if (!(0,_core_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .isRunRecord */ .jM)(passport) || record?.command == null || record.workingDirectory === null)
        return null;
    const cwd = record.workingDirectory;
    const name = passportPath.slice(passportPath.lastIndexOf('/') + 1);
    const runId = name.endsWith(_formats_passport_js__WEBPACK_IMPORTED_MODULE_1__/* .PASSPORT_SUFFIX */ .zb) ? name.slice(0, -_formats_passport_js__WEBPACK_IMPORTED_MODULE_1__/* .PASSPORT_SUFFIX */ .zb.length) : '';
    if (!(0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_1__/* .isRunId */ .Pk)(runId) || passport.skill === null || passport.skillVersion === null)
        return null;
    const words = ['passport-gate', 'run', pathWord(dir, cwd)];
    const checked = [dir, cwd, passport.skill, passport.skillVersion, ...record.command];
    if (cwd !== '.')
        words.push('--root', argWord(node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.relative(cwd, '.') || '.'));
    words.push('--run-id', runId, '--skill', argWord(passport.skill));
    words.push('--skill-version', argWord(passport.skillVersion));
    if (record.outputs === 'declared') {
        for (const o of passport.outputs) {
            const r = rel(o.path);
            if (r === null)
                return null;
            checked.push(r);
            words.push('--output', pathWord(r, cwd));
        }
    }
    for (const i of passport.inputs) {
        const r = i.external ? i.path : rel(i.path);
        if (r === null)
            return null;
        checked.push(r);
        words.push(i.type === 'code' ? '--code' : '--input', pathWord(r, cwd));
        if (i.source !== null) {
            checked.push(i.source);
            words.push('--source', argWord(`${typedPath(r, cwd)}=${i.source}`));
        }
    }
    if ((0,_util_values_js__WEBPACK_IMPORTED_MODULE_4__/* .isObject */ .Gv)(passport.parameters))
        for (const [k, v] of Object.entries(passport.parameters)) {
            checked.push(k, JSON.stringify(v) ?? '');
            words.push('--param', paramWord(k, v));
        }
    // The declaration is the step's: a re-run that dropped it would compare what never matches.
    for (const n of record.nondeterministic) {
        checked.push(n);
        words.push('--nondeterministic', pathWord(n, cwd));
    }
    for (const s of passport.nextSkills)
        words.push('--next-skill', argWord(s));
    if (passport.agent !== null)
        words.push('--agent', argWord(passport.agent));
    if (passport.sessionId !== null)
        words.push('--session-id', argWord(passport.sessionId));
    if (checked.some(unprintable))
        return null;
    words.push('--', ...record.command.map(argWord));
    const line = words.join(' ');
    return cwd === '.' ? line : `cd ${argWord(cwd)} && ${line}`;
}


/***/ }),

/***/ 65655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FP: () => (/* binding */ describeLfs),
/* harmony export */   I1: () => (/* binding */ shouldUseColor),
/* harmony export */   OI: () => (/* binding */ describeScope),
/* harmony export */   Oc: () => (/* binding */ describeFailing),
/* harmony export */   Ot: () => (/* binding */ renderTextReportChunks),
/* harmony export */   SW: () => (/* binding */ renderTextReport),
/* harmony export */   Vt: () => (/* binding */ describeInferredOutputs),
/* harmony export */   ig: () => (/* binding */ renderVerdictLine),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14031);
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
    return [...renderTextReportChunks(report, options)].join('');
}
/** Lines of the text report per piece of {@link renderTextReportChunks}. */
const LINES_PER_CHUNK = 512;
/**
 * {@link renderTextReport}'s text in pieces of a few hundred lines, for writing as they are
 * made (the text of 100,000 findings is tens of megabytes): joined, they are that text.
 */
function* renderTextReportChunks(report, options) {
    const paint = painter(options);
    const groups = new Map();
    for (const f of report.findings) {
        const dir = f.path === '' ? '(run)' : node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.dirname(f.path);
        const list = groups.get(dir);
        if (list)
            list.push(f);
        else
            groups.set(dir, [f]);
    }
    let lines = [];
    // Directories in the findings' order (along the chain, root causes first: core/findings.ts
    // sortFindings), not by name: a consumer named before its producer is still read after it.
    for (const [dir, findings] of groups) {
        lines.push(paint('dim', `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(dir)}/`));
        for (const f of findings) {
            const where = f.path === ''
                ? ''
                : `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(f.path)}${f.line ? `:${f.line}:${f.column ?? 1}` : ''}  `;
            lines.push(`  ${paint(f.severity, f.severity.padEnd(7))} ${where}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(f.message)}  ${paint('dim', f.rule)}`);
            if (lines.length >= LINES_PER_CHUNK) {
                yield `${lines.join('\n')}\n`;
                lines = [];
            }
        }
    }
    if (groups.size > 0)
        lines.push('');
    const inferred = options.notes === false ? '' : describeInferredOutputs(report);
    if (inferred)
        lines.push((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(inferred), '');
    lines.push(renderVerdictLine(report, options));
    yield `${lines.join('\n')}\n`;
}
/**
 * The text report's last line, the verdict: all that `audit --output` prints on stderr, made
 * without rendering the findings above it.
 */
function renderVerdictLine(report, options) {
    const paint = painter(options);
    const s = report.summary;
    const verdict = s.passed ? paint('ok', 'PASSED') : paint('error', 'FAILED');
    return `${verdict}: ${s.passports} passport(s), ${report.handoffs.length} handoff file(s), ${s.artifacts_verified} artifact(s) verified${describeLfs(report)}, ${formatBytes(s.bytes_hashed)} hashed — ${s.errors} error(s), ${s.warnings} warning(s), ${s.notices} notice(s) (fail-on: ${s.fail_on}, ${describeScope(report)})${describeFailing(report)}.`;
}
const painter = (options) => (kind, text) => options.color ? `${COLORS[kind]}${text}${RESET}` : text;
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


/***/ }),

/***/ 24305:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bk: () => (/* binding */ findStronglyConnected),
/* harmony export */   Hh: () => (/* binding */ findPath),
/* harmony export */   Hs: () => (/* binding */ reachWithin),
/* harmony export */   bd: () => (/* binding */ isCyclicComponent),
/* harmony export */   o2: () => (/* binding */ findCycleInComponent)
/* harmony export */ });
/**
 * Directed-graph algorithms, one copy each: strongly connected components
 * (Tarjan) and a concrete cycle through each (the chain rules, the skill
 * graph), a shortest path (stamp's cycle check), and what lies within a
 * number of steps (`graph --around`). All iterative, so no input depth can
 * overflow the stack.
 */
/** Strongly connected components, each a list of node indices. Iterative Tarjan. */
function findStronglyConnected(adj) {
    const n = adj.length;
    const index = new Int32Array(n).fill(-1);
    const low = new Int32Array(n);
    const onStack = new Uint8Array(n);
    const stack = [];
    const components = [];
    let counter = 0;
    // Explicit call stack: [node, next edge position].
    const frames = [];
    for (let start = 0; start < n; start++) {
        if (index[start] !== -1)
            continue;
        frames.push([start, 0]);
        index[start] = low[start] = counter++;
        stack.push(start);
        onStack[start] = 1;
        while (frames.length > 0) {
            const frame = frames[frames.length - 1];
            const [v, pos] = frame;
            const edges = adj[v] ?? [];
            if (pos < edges.length) {
                frame[1] = pos + 1;
                const w = edges[pos];
                if (index[w] === -1) {
                    index[w] = low[w] = counter++;
                    stack.push(w);
                    onStack[w] = 1;
                    frames.push([w, 0]);
                }
                else if (onStack[w]) {
                    low[v] = Math.min(low[v], index[w]);
                }
                continue;
            }
            frames.pop();
            const parent = frames[frames.length - 1];
            if (parent)
                low[parent[0]] = Math.min(low[parent[0]], low[v]);
            if (low[v] === index[v]) {
                const component = [];
                let w;
                do {
                    w = stack.pop();
                    onStack[w] = 0;
                    component.push(w);
                } while (w !== v);
                components.push(component);
            }
        }
    }
    return components;
}
/** True when a component is cyclic (more than one node, or a self-loop). */
function isCyclicComponent(component, adj) {
    if (component.length > 1)
        return true;
    const v = component[0];
    return (adj[v] ?? []).includes(v);
}
/**
 * One concrete cycle inside a cyclic component, starting and ending at the
 * component's smallest node: [a, b, c, a]. Breadth-first, iterative.
 */
function findCycleInComponent(component, adj) {
    const members = new Set(component);
    // A loop, not Math.min(...component): spreading 200,000 arguments overflows the stack.
    let start = component[0];
    for (const v of component)
        if (v < start)
            start = v;
    if ((adj[start] ?? []).includes(start))
        return [start, start];
    const previous = new Map();
    const queue = [start];
    for (let head = 0; head < queue.length; head++) {
        const v = queue[head];
        for (const w of adj[v] ?? []) {
            if (!members.has(w))
                continue;
            if (w === start) {
                const path = [start];
                for (let x = v; x !== undefined && x !== start; x = previous.get(x))
                    path.push(x);
                path.push(start);
                return [start, ...path.slice(1, -1).reverse(), start];
            }
            if (!previous.has(w) && w !== start) {
                previous.set(w, v);
                queue.push(w);
            }
        }
    }
    return [start, start];
}
/**
 * A shortest path from one of `starts` to `target` along `next` edges: [start, …, target], or
 * null when `target` cannot be reached. Breadth-first and iterative (no input depth can
 * overflow the stack); nodes are compared with SameValueZero, so ids are plain data.
 */
function findPath(starts, target, next) {
    const previous = new Map();
    const queue = [];
    for (const s of starts) {
        if (previous.has(s))
            continue;
        previous.set(s, null);
        queue.push(s);
    }
    for (let head = 0; head < queue.length; head++) {
        const node = queue[head];
        if (node === target) {
            const path = [];
            for (let x = node; x != null; x = previous.get(x))
                path.push(x);
            return path.reverse();
        }
        for (const w of next(node)) {
            if (previous.has(w))
                continue;
            previous.set(w, node);
            queue.push(w);
        }
    }
    return null;
}
/** Every node within `depth` steps of `start` along `next` edges, `start` included (breadth-first). */
function reachWithin(start, depth, next) {
    const distance = new Map([[start, 0]]);
    const queue = [start];
    for (let head = 0; head < queue.length; head++) {
        const node = queue[head];
        const d = distance.get(node);
        if (d >= depth)
            continue;
        for (const w of next(node)) {
            if (distance.has(w))
                continue;
            distance.set(w, d + 1);
            queue.push(w);
        }
    }
    return new Set(distance.keys());
}


/***/ })

};
