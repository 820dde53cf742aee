export const id = 863;
export const ids = [863];
export const modules = {

/***/ 85863:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseRunArgs: () => (/* binding */ parseRunArgs),
/* harmony export */   runRunCommand: () => (/* binding */ runRunCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(70017);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(14031);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71604);
/* harmony import */ var _parse_args_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89611);
/* harmony import */ var _passport_flags_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(30128);
/* harmony import */ var _producer_args_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(20330);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9851);
/* harmony import */ var _stamp_command_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(95541);
/* harmony import */ var _operations_run_step_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(46594);
/* harmony import */ var _operations_index_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1370);
/**
 * `passport-gate run DIR --skill S --skill-version V [--input P]... [--code P]... [--param K=V]...
 * [--run-id ID] -- COMMAND [ARGS...]`: runs one pipeline step and writes its passport, so the
 * record is written by the tool that ran the step (as `in-toto-run -- cmd` does), not typed by
 * hand. The face of operations/run.ts (runAndRecord): arguments in, one call, its lines and the
 * step's exit code out.
 */











/** Help text of the run command. */
const RUN_HELP = `Usage: passport-gate run DIR --skill S --skill-version V [--input P]... [--code P]... [--output F]... [--param K=V]... [--run-id ID] -- COMMAND [ARGS...]

Run one pipeline step and write DIR's passport. Every option, path and
--source is checked, and the inputs and --code files are hashed, before
COMMAND starts (a mistake exits 2 with nothing run). COMMAND runs with stdin,
stdout and stderr passed through (signals sent to passport-gate are passed on
to it); then the inputs and code are hashed again (one that changed while the
step ran: nothing is recorded, exit 2), every file the step wrote in DIR (or
each --output) is hashed (a file DIR held before and the step left untouched
is not its output, and is named), the passports that produced the inputs are
added to consumed_passports (as stamp does), and errors[] records the step: the tool (COMMAND's name), its
exit code and the last ${_operations_run_step_js__WEBPACK_IMPORTED_MODULE_7__/* .STDERR_EXCERPT_MAX_BYTES */ .E4} bytes of its stderr, and recorded_by how the
step ran: the command (argv), its working directory relative to the root, its
exit code, start and end times and this tool's version. The passport is written
atomically, also when the step fails: a failed step is on record and fails the
audit (exit-nonzero) until it is run again and succeeds. That later run
replaces the record without --force.

The step is named by --run-id (default: the skill). Its --param values replace
the parameters recorded before (a run's parameters are all it was given). A
passport the step's directory held at the last commit (a workflow engine
deletes a directory() output before running its step again) keeps its
passport_id.

Options:
  --skill SLUG              produced_by.skill
  --skill-version VERSION   produced_by.skill_version
  --input PATH...           input files (repeatable, several after one --input, as a
                            workflow engine's {input} expands); a directory stands for
                            every file under it, sorted
  --code PATH...            the scripts the step runs, recorded as inputs of type "code"
                            (a changed script shows as a changed input)
  --output FILE...          the files the step writes (Snakemake's {output}), recorded
                            as its only outputs: jobs of one rule writing into one
                            directory each keep a passport of their own (give each
                            its --run-id); DIR defaults to the first file's directory
  --nondeterministic PATH   an output the step does not make byte for byte (a
                            timestamp, a random seed it does not fix); reproduce
                            re-makes it but does not compare it (repeatable)
${_passport_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .PASSPORT_FIELD_HELP */ .kg}
  --source PATH=CITATION    where an input came from (repeatable), as for stamp: a DOI,
                            PMID:…, an accession, a URL with " (retrieved YYYY-MM-DD)",
                            or "unresolved: <why>"; free text is refused
  --run-id ID               file name <ID>.passport.json and errors[].step (default:
                            the skill)
  --root DIR                repository root (default: the git top level of the current
                            directory, else the current directory)
  --config FILE             config file (default: <root>/.passport-gate.yml or .yaml, optional)
  --debug                   print stack traces of internal errors
  -h, --help                show this help

Paths are relative to the current directory, which is COMMAND's too.

Exit codes: COMMAND's own (128+N when a signal N ended it; 127 when it cannot
be found, 126 when it cannot be run). When COMMAND succeeded but its passport
cannot be written, 2 (the message says what to do).

Examples:
  passport-gate run results/qc --skill fastqc --skill-version 0.12.1 \\
    --input data/reads.fq --code scripts/qc.py --param min_quality=20 \\
    -- python3 scripts/qc.py data/reads.fq results/qc
  # in a Snakefile rule (Snakemake expands {input}, {output} and {params}):
  #   shell: "passport-gate run {output} --skill trim --skill-version 1.0.0 --input {input} --code scripts/trim.py -- python3 scripts/trim.py {input} {output}"
  # a rule with one file per sample: one passport per job, in the shared directory
  #   shell: "passport-gate run --output {output} --run-id trim-{wildcards.sample} --skill trim --skill-version 1.0.0 --input {input} -- python3 scripts/trim.py {input} {output}"
`;
/** Parses `run` arguments; throws UsageError with what to do. Null for --help. */
function parseRunArgs(args) {
    const split = args.indexOf('--');
    const own = split < 0 ? [...args] : args.slice(0, split);
    const command = split < 0 ? [] : args.slice(split + 1);
    const spread = (0,_producer_args_js__WEBPACK_IMPORTED_MODULE_4__/* .spreadMultiValued */ .kv)(own, ['input', 'code', 'output']);
    let parsed = parseRunOptions(spread.args);
    const last = spread.added.at(-1);
    // Without --output the directory is required, so a word the spreading took is given back.
    if (parsed.positionals.length === 0 && last !== undefined && parsed.values.output === undefined)
        parsed = parseRunOptions((0,_producer_args_js__WEBPACK_IMPORTED_MODULE_4__/* .unspreadAt */ .wL)(spread.args, last));
    const { values, positionals } = parsed;
    if (values.help)
        return null;
    const example = 'e.g. "passport-gate run results/qc --skill fastqc --skill-version 0.12.1 --input data/reads.fq -- python3 scripts/qc.py"';
    const outputs = values.output ?? [];
    if (positionals.length !== 1 && !(positionals.length === 0 && outputs.length > 0)) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(positionals.length === 0
            ? `run needs the output directory first, ${example}`
            : `run takes one output directory, got ${positionals.length} (${positionals.map((p) => JSON.stringify(p)).join(', ')}); put the command after "--", ${example}`);
    }
    if (command.length === 0 || command[0] === '')
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`run needs the command to run after "--", ${example}`);
    // A printed fix's placeholder ('<the step command>'), pasted unfilled: refused, nothing run.
    if (/^<[^<>]*>$/.test(command[0]))
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`run: ${JSON.stringify(command[0])} is a placeholder, not a command: put the step's own command there; nothing was run`);
    for (const flag of ['skill', 'skill-version']) {
        if (values[flag] === undefined || values[flag] === '')
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`run needs --${flag}, ${example}`);
    }
    const fields = (0,_passport_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .readPassportFields */ .A_)(values);
    return {
        directory: positionals[0],
        outputs,
        fields: {
            ...fields,
            skill: values.skill,
            skillVersion: values['skill-version'],
        },
        inputs: values.input ?? [],
        code: values.code ?? [],
        sources: values.source ?? [],
        root: values.root,
        config: values.config,
        command,
        nondeterministic: values.nondeterministic ?? [],
    };
}
/** parseArgs over `run`'s own options (those before `--`). */
function parseRunOptions(args) {
    return (0,_parse_args_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCommandArgs */ .Q)(RUN_HELP, {
        args,
        strict: true,
        allowPositionals: true,
        options: {
            ..._passport_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .PASSPORT_FIELD_OPTIONS */ .$p,
            input: { type: 'string', multiple: true },
            code: { type: 'string', multiple: true },
            output: { type: 'string', multiple: true },
            nondeterministic: { type: 'string', multiple: true },
            source: { type: 'string', multiple: true },
            root: { type: 'string' },
            config: { type: 'string' },
            debug: { type: 'boolean' },
            help: { type: 'boolean', short: 'h' },
        },
    });
}
/** Runs `run`; returns the command's exit code (see the help). */
async function runRunCommand(args, io) {
    const opts = parseRunArgs(args);
    if (opts === null) {
        io.stdout.write(RUN_HELP);
        return _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_OK */ .Ij;
    }
    const { root, config, cwd } = await (0,_io_js__WEBPACK_IMPORTED_MODULE_1__/* .loadCommandRoot */ .U0)(io, opts);
    const rel = (typed, what) => (0,_producer_args_js__WEBPACK_IMPORTED_MODULE_4__/* .toRootRelative */ .sV)(root, cwd, typed, what);
    const outputs = opts.outputs.map((o) => rel(o, '--output'));
    const dir = opts.directory !== undefined
        ? rel(opts.directory, 'output directory')
        : node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.dirname(outputs[0]);
    const nondeterministic = opts.nondeterministic.map((p) => checkNondeterministic(rel(p, '--nondeterministic'), dir));
    const dataInputs = opts.inputs.map((p) => inputPathOf(root, cwd, p));
    const codeInputs = opts.code.map((p) => inputPathOf(root, cwd, p));
    const sources = opts.sources.map((spec) => {
        const eq = spec.indexOf('=');
        if (eq <= 0)
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`--source ${JSON.stringify(spec)}: expected PATH=CITATION, e.g. --source 'data/reads.fq=ERR123456'; nothing was run`);
        return [inputPathOf(root, cwd, spec.slice(0, eq)), spec.slice(eq + 1)];
    });
    const { fields } = opts;
    const consumes = fields.consumes && (0,_passport_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveConsumes */ .kj)(root, cwd, fields.consumes, '--consumes');
    const progress = (0,_progress_js__WEBPACK_IMPORTED_MODULE_5__/* .createProgressReporter */ .lb)({
        stream: io.stderr,
        env: io.env,
        ...(io.now ? { now: io.now } : {}),
    });
    const run = await (0,_operations_index_js__WEBPACK_IMPORTED_MODULE_8__/* .runAndRecord */ .gS)({
        root,
        config,
        cwd,
        workingDirectory: rel('.', 'working directory'),
        env: io.env,
        stderr: io.stderr,
        signal: io.signal,
        command: opts.command,
        directory: dir,
        outputs,
        nondeterministic,
        inputs: dataInputs,
        code: codeInputs,
        sources,
        consumes,
        fields,
        ignored: (0,_io_js__WEBPACK_IMPORTED_MODULE_1__/* .gitIgnoreRulesFor */ .vU)(root, io),
        onProgress: (p) => progress.update(p),
    }).finally(() => progress.finish());
    if (run.kind === 'refused-before') {
        (0,_stamp_command_js__WEBPACK_IMPORTED_MODULE_6__.writeStampRefusal)(run.error, io);
        return _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_USAGE */ .Ri;
    }
    const { exitCode } = run.outcome;
    if (run.kind === 'inputs-changed') {
        io.stderr.write(`passport-gate: nothing was recorded: inputs or code changed while the step ran, so no record can say what it read:\n${run.changed.map((c) => `  - ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_10__/* .escapeTerminal */ .en)(c)}`).join('\n')}\nMake the step write its results apart from its inputs and code, then run it again.\n`);
        return exitCode === 0 ? _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_USAGE */ .Ri : exitCode;
    }
    if (run.kind === 'refused-after') {
        (0,_stamp_command_js__WEBPACK_IMPORTED_MODULE_6__.writeStampRefusal)(run.error, io);
        return exitCode === 0 ? _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_USAGE */ .Ri : exitCode;
    }
    const { result } = run;
    const verb = exitCode === 0 ? result.status : `${result.status} (the step failed)`;
    io.stderr.write(`passport-gate: ${verb}: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_10__/* .escapeTerminal */ .en)(result.path)} (passport_id ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_10__/* .escapeTerminal */ .en)(result.id)})\n`);
    for (const note of result.notes)
        io.stderr.write(`passport-gate: note: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_10__/* .escapeTerminal */ .en)(note)}\n`);
    return exitCode;
}
/** A `--nondeterministic` path (repository-relative), refused unless it is in the output directory. */
function checkNondeterministic(rel, dir) {
    if (dir === '.' || rel === dir || rel.startsWith(`${dir}/`))
        return rel;
    throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`--nondeterministic ${JSON.stringify(rel)} is not in the output directory ${JSON.stringify(dir)}: name an output of the step; nothing was run`);
}
/** An input typed on the command line: repository-relative inside the root, else absolute (external). */
function inputPathOf(root, cwd, typed) {
    const absolute = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(cwd, typed);
    const inside = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(root), absolute);
    return inside === '' || inside.startsWith('..') || node_path__WEBPACK_IMPORTED_MODULE_0___default().isAbsolute(inside)
        ? absolute
        : (0,_producer_args_js__WEBPACK_IMPORTED_MODULE_4__/* .toRootRelative */ .sV)(root, cwd, typed, '--input');
}


/***/ })

};
