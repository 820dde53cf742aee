export const id = 541;
export const ids = [541];
export const modules = {

/***/ 30128:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ PASSPORT_FIELD_OPTIONS),
/* harmony export */   A_: () => (/* binding */ readPassportFields),
/* harmony export */   kg: () => (/* binding */ PASSPORT_FIELD_HELP),
/* harmony export */   kj: () => (/* binding */ resolveConsumes)
/* harmony export */ });
/* harmony import */ var _operations_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(69758);
/* harmony import */ var _producer_args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20330);


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
        decisions: (values.decision ?? []).map(_producer_args_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDecisionSpec */ .RU),
        consumes: values.consumes,
        parameters: values.param ? Object.fromEntries(values.param.map(_producer_args_js__WEBPACK_IMPORTED_MODULE_1__/* .parseParamSpec */ .AS)) : undefined,
        nextSkills: values['next-skill'],
        runId: values['run-id'],
    };
}
/**
 * `--consumes` (or `--drop-consumes`) values: a passport id as typed, a path made
 * repository-relative (a UsageError when it lies outside the root).
 */
function resolveConsumes(root, cwd, typed, flag) {
    return typed.map((c) => (_operations_index_js__WEBPACK_IMPORTED_MODULE_0__/* .UUID_PATTERN */ .JJ.test(c) ? c : (0,_producer_args_js__WEBPACK_IMPORTED_MODULE_1__/* .toRootRelative */ .sV)(root, cwd, c, flag)));
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
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(70017);
/* harmony import */ var _operations_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(69758);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(14031);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(65655);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(37268);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9851);
/* harmony import */ var _passport_flags_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(30128);
/* harmony import */ var _producer_args_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(20330);
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
overwritten without --force, and neither is one whose outputs changed on disk
(an edited, added or removed file): a re-stamp would vouch for bytes no step
was seen making, so restore the files or re-run the step through
\`passport-gate run\`.

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
${_passport_flags_js__WEBPACK_IMPORTED_MODULE_8__/* .PASSPORT_FIELD_HELP */ .kg}
  --drop-consumes ID|PATH   remove an upstream passport from consumed_passports
                            (repeatable): the back edge of a chain-cycle, or the old
                            id of an upstream passport that was recreated
  --error SPEC              step=…,tool=…,exit=N[,stderr=…] (repeatable)
  --expected-input TYPE     downstream_hints.expected_inputs (repeatable)
  --run-id ID               file name <ID>.passport.json (default: the passport already
                            in the directory, else the skill slug)
  --check                   report what would change and write nothing
  --force                   record the output bytes on disk although they differ from
                            the recorded digests (a step you re-ran yourself), or
                            overwrite a passport that records a failed step
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
    const spread = (0,_producer_args_js__WEBPACK_IMPORTED_MODULE_9__/* .spreadMultiValued */ .kv)(args, ['input']);
    const parse = (list) => parseStampOptions(list);
    let parsed = parse(spread.args);
    const last = spread.added.at(-1);
    if (parsed.positionals.length === 0 && last !== undefined)
        parsed = parse((0,_producer_args_js__WEBPACK_IMPORTED_MODULE_9__/* .unspreadAt */ .wL)(spread.args, last));
    const { values, positionals } = parsed;
    if (values.help)
        return { help: true };
    if (positionals.length !== 1) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(positionals.length === 0
            ? 'stamp needs the output directory, e.g. "passport-gate stamp results/align --skill bwa-alignment --skill-version 1.2.0"'
            : `stamp takes one output directory, got ${positionals.length} (${positionals.map((p) => JSON.stringify(p)).join(', ')}); stamp each directory separately, and give inputs after --input (one --input takes several: --input a.fq b.fq)`);
    }
    const format = values.format ?? 'text';
    if (!FORMATS.includes(format))
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`--format must be one of ${FORMATS.join(', ')}`);
    return {
        help: false,
        directory: positionals[0],
        values,
        format: format,
        fields: (0,_passport_flags_js__WEBPACK_IMPORTED_MODULE_8__/* .readPassportFields */ .A_)(values),
        errors: (values.error ?? []).map(_producer_args_js__WEBPACK_IMPORTED_MODULE_9__/* .parseErrorSpec */ .pm),
    };
}
/** parseArgs over `stamp`'s options. */
function parseStampOptions(args) {
    return (0,_parse_args_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommandArgs */ .Q)(STAMP_HELP, {
        args,
        strict: true,
        allowPositionals: true,
        options: {
            ..._passport_flags_js__WEBPACK_IMPORTED_MODULE_8__/* .PASSPORT_FIELD_OPTIONS */ .$p,
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
        return _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_OK */ .Ij;
    }
    const v = opts.values;
    const fields = opts.fields;
    const { root, config, cwd } = await (0,_io_js__WEBPACK_IMPORTED_MODULE_6__/* .loadCommandRoot */ .U0)(io, v);
    const rel = (typed, what) => (0,_producer_args_js__WEBPACK_IMPORTED_MODULE_9__/* .toRootRelative */ .sV)(root, cwd, typed, what);
    // An input outside the root is external: recorded by its absolute path (produce/stamp/external.ts).
    const inputPath = (typed, what) => {
        const absolute = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(cwd, typed);
        return (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .isInside */ .FK)(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(root), absolute) ? rel(typed, what) : absolute;
    };
    const pairs = (specs, flag, example) => new Map((specs ?? []).map((spec) => {
        const eq = spec.indexOf('=');
        if (eq <= 0)
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${flag} ${JSON.stringify(spec)}: expected PATH=TEXT, e.g. ${example}`);
        return [inputPath(spec.slice(0, eq), flag), spec.slice(eq + 1)];
    }));
    const check = v.check === true;
    let result;
    const progress = (0,_progress_js__WEBPACK_IMPORTED_MODULE_7__/* .createProgressReporter */ .lb)({
        stream: io.stderr,
        env: io.env,
        ...(io.now ? { now: io.now } : {}),
    });
    try {
        result = await (0,_operations_index_js__WEBPACK_IMPORTED_MODULE_4__/* .stamp */ .iE)({
            root,
            directory: rel(opts.directory, 'output directory'),
            ...fields,
            consumes: fields.consumes && (0,_passport_flags_js__WEBPACK_IMPORTED_MODULE_8__/* .resolveConsumes */ .kj)(root, cwd, fields.consumes, '--consumes'),
            dropConsumes: v['drop-consumes'] && (0,_passport_flags_js__WEBPACK_IMPORTED_MODULE_8__/* .resolveConsumes */ .kj)(root, cwd, v['drop-consumes'], '--drop-consumes'),
            inputs: v.input?.map((p) => inputPath(p, '--input')),
            inputSources: pairs(v.source, '--source', "--source 'data/reads.fq.gz=ERR123456'"),
            inputUris: pairs(v.uri, '--uri', "--uri '/ref/GRCh38.fa=https://…'"),
            errors: opts.errors,
            expectedInputs: v['expected-input'],
            force: v.force === true,
            check,
            config,
            ignored: (0,_io_js__WEBPACK_IMPORTED_MODULE_6__/* .gitIgnoreRulesFor */ .vU)(root, io),
            signal: io.signal,
            onProgress: (p) => progress.update(p),
        });
    }
    catch (error) {
        if (!(error instanceof _operations_index_js__WEBPACK_IMPORTED_MODULE_4__/* .StampError */ .kA))
            throw error;
        writeStampRefusal(error, io);
        return _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_USAGE */ .Ri;
    }
    finally {
        progress.finish();
    }
    if (opts.format === 'json') {
        const { passport, id, ...rest } = result;
        io.stdout.write(`${JSON.stringify({ ...rest, passport_id: id, passport }, null, 2)}\n`);
    }
    else {
        io.stdout.write(renderStampResult(result, check, (0,_report_text_js__WEBPACK_IMPORTED_MODULE_5__/* .shouldUseColor */ .I1)(io.stdout, io.env)));
    }
    return check && result.status !== 'unchanged' ? _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_FINDINGS */ .cB : _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_OK */ .Ij;
}


/***/ })

};
