import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 37318:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _cli_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(95581);
/* harmony import */ var _cli_broken_pipe_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(29238);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(70017);
/* harmony import */ var _fs_atomic_write_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(27768);
/* harmony import */ var _util_tiering_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(35172);
/* harmony import */ var _util_v8_flags_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(10158);
/* harmony import */ var _util_young_generation_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(87387);
/**
 * Entry point of dist/cli.js: wires the process to {@link runCli}. SIGINT and
 * SIGTERM abort the run (reports are written atomically, so none is left half
 * written), the abort naming the signal received, which a step of `reproduce` (in a
 * process group of its own) gets in turn; a second signal exits at once. A closed pipe ends the run quietly
 * (cli/broken-pipe.ts).
 */







// Before any command runs: the young generation held (Node 24 would otherwise grow it to 128
// MiB) and the optimizing compilers' thresholds raised (a short audit spent a fifth of its CPU
// compiling).
(0,_util_v8_flags_js__WEBPACK_IMPORTED_MODULE_4__/* .holdV8Flags */ .R)(process, [_util_young_generation_js__WEBPACK_IMPORTED_MODULE_5__/* .YOUNG_GENERATION_FLAG */ .N, (0,_util_tiering_js__WEBPACK_IMPORTED_MODULE_6__/* .tieringFlags */ .iR)(process.versions.v8)]);
const exit = (code) => process.exit(code);
// An exit in the middle of an atomic write (a second signal) leaves no temporary file behind.
process.once('exit', _fs_atomic_write_js__WEBPACK_IMPORTED_MODULE_3__/* .removePendingTemporaryFiles */ .O);
(0,_cli_broken_pipe_js__WEBPACK_IMPORTED_MODULE_1__/* .exitQuietlyOnBrokenPipe */ .Y)(process.stdout, 'standard output', exit, process.stderr);
(0,_cli_broken_pipe_js__WEBPACK_IMPORTED_MODULE_1__/* .exitQuietlyOnBrokenPipe */ .Y)(process.stderr, 'standard error', exit);
const controller = new AbortController();
const onSignal = (signal) => {
    if (controller.signal.aborted)
        process.exit(_util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_INTERRUPTED */ ._2);
    // The reason names the signal: a bare abort would reach a reproduce step as SIGTERM even for Ctrl-C.
    controller.abort(new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InterruptedError */ .p4(`interrupted by ${signal}`, signal));
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
process.exitCode = await (0,_cli_js__WEBPACK_IMPORTED_MODULE_0__/* .runCli */ .a)(process.argv.slice(2), {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    cwd: process.cwd(),
    signal: controller.signal,
});

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 95581:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ runCli)
/* harmony export */ });
/* unused harmony export renderHelp */
/* harmony import */ var _cli_command_help_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(11871);
/* harmony import */ var _cli_commands_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(31654);
/* harmony import */ var _util_did_you_mean_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(16345);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(70017);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(14031);
/* harmony import */ var _util_version_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(76092);
/**
 * The command line: the twin of src/main.ts. {@link runCli} holds the one
 * top-level try/catch that turns any error into one clear line and an exit
 * code; src/bin.ts only calls it.
 */






/** Top-level help. */
function renderHelp() {
    const width = Math.max(...Object.keys(_cli_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMANDS */ .L).map((n) => n.length));
    const list = Object.entries(_cli_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMANDS */ .L)
        .map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`)
        .join('\n');
    return `passport-gate ${_util_version_js__WEBPACK_IMPORTED_MODULE_2__/* .VERSION */ .x} — gate analysis outputs on the integrity of their provenance

Usage: passport-gate <command> [options]

Commands:
${list}

Run "passport-gate help <command>" (or "passport-gate <command> --help") for a
command's options and examples.
Global: --version, --help, --debug (stack traces on internal errors).
`;
}
/** The command called `name`; a UsageError suggesting the nearest one when there is none. */
function findCommand(name) {
    const command = Object.hasOwn(_cli_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMANDS */ .L, name) ? _cli_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMANDS */ .L[name] : undefined;
    if (command)
        return command;
    const hint = (0,_util_did_you_mean_js__WEBPACK_IMPORTED_MODULE_3__/* .didYouMean */ .au)(name, [...Object.keys(_cli_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMANDS */ .L), 'help']);
    throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`unknown command ${JSON.stringify(name)}${hint}${hint ? '' : '; run "passport-gate --help" for the commands'}`);
}
/** Runs the CLI with `argv` (without node and script); returns the exit code. Never throws. */
async function runCli(argv, io) {
    const debug = argv.includes('--debug');
    try {
        const [name, ...rest] = argv;
        if (name === undefined) {
            io.stderr.write(renderHelp());
            return _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_USAGE */ .Ri;
        }
        if (name === '--help' ||
            name === '-h' ||
            (name === 'help' && [undefined, 'help'].includes(rest[0]))) {
            io.stdout.write(renderHelp());
            return _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_OK */ .Ij;
        }
        if (name === '--version' || name === '-V') {
            io.stdout.write(`${_util_version_js__WEBPACK_IMPORTED_MODULE_2__/* .VERSION */ .x}\n`);
            return _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_OK */ .Ij;
        }
        // `help audit` is `audit --help`, as in git.
        if (name === 'help')
            return await findCommand(rest[0]).run(['--help'], io);
        const command = findCommand(name);
        // A bare command that cannot run without arguments prints its usage, as git's do.
        if (command.needsArguments === true && rest.length === 0) {
            io.stderr.write(await (0,_cli_command_help_js__WEBPACK_IMPORTED_MODULE_4__/* .readCommandHelp */ .r)(command, io));
            return _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_USAGE */ .Ri;
        }
        return await command.run(rest, io);
    }
    catch (error) {
        if (io.signal?.aborted) {
            io.stderr.write('passport-gate: interrupted; no report was written.\n');
            return _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_INTERRUPTED */ ._2;
        }
        const known = error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb ||
            error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1 ||
            error.code?.startsWith('ERR_PARSE_ARGS');
        const prefix = known ? 'passport-gate: ' : 'passport-gate: internal error: ';
        io.stderr.write(`${prefix}${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeTerminal */ .en)((0,_util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .describeError */ .Uc)(error))}\n`);
        if (error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1 && (0,_util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .describeError */ .Uc)(error) !== error.message) {
            io.stderr.write(`${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeTerminal */ .en)(error.message.split('\n').slice(1).join('\n'))}\n`);
        }
        if (debug && error instanceof Error && error.stack)
            io.stderr.write(`${error.stack}\n`);
        else if (!known)
            io.stderr.write('Re-run with --debug for a stack trace, and report it if it persists.\n');
        return _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_USAGE */ .Ri;
    }
}


/***/ }),

/***/ 29238:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ exitQuietlyOnBrokenPipe)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(70017);
/**
 * A reader that goes away (`passport-gate graph | head -1`, a `dot` that
 * fails) makes the next write to stdout fail with EPIPE, which Node raises as
 * an unhandled 'error' event: a stack trace and exit 1. Unix tools die of
 * SIGPIPE there instead, silently, and the shell reports 128 + 13 = 141 (git,
 * cat, grep). The CLI does the same: no message (there is no one to read it)
 * and exit {@link EXIT_BROKEN_PIPE}, which is not 0 because the reader did not
 * get the whole output — a pipeline under `set -o pipefail` (GitHub Actions'
 * default shell) must not pass because its reader stopped early.
 */

/**
 * Exits quietly with {@link EXIT_BROKEN_PIPE} when `stream` reports EPIPE.
 * Any other write error (a full disk behind `> report.txt`) is one line on
 * `stderr`, if it can still be written, and exit 2.
 */
function exitQuietlyOnBrokenPipe(stream, name, exit, stderr) {
    stream.on('error', (error) => {
        const code = error.code;
        if (code === 'EPIPE')
            exit(_util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT_BROKEN_PIPE */ .qI);
        try {
            stderr?.write(`passport-gate: cannot write to ${name}: ${code ?? error.message}\n`);
        }
        catch {
            // stderr is gone as well; the exit code still says it.
        }
        exit(_util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT_USAGE */ .Ri);
    });
}


/***/ }),

/***/ 11871:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ listHelpOptions),
/* harmony export */   r: () => (/* binding */ readCommandHelp)
/* harmony export */ });
/** A command's --help text, exactly as `<command> --help` prints it. */
async function readCommandHelp(command, io) {
    let text = '';
    await command.run(['--help'], { ...io, stdout: { write: (s) => (text += s) } });
    return text;
}
/**
 * The options a help text lists: every line indented by exactly two spaces
 * that starts with an option (`  --root DIR  …`, `  -h, --help  …`), as
 * `--name`, in the order shown. Continuation lines are indented further and
 * examples start with the command, so neither is read as an option.
 */
function listHelpOptions(help) {
    const options = [];
    for (const m of help.matchAll(/^ {2}(?:(-[a-zA-Z]), )?(--[a-z][a-z0-9-]*)/gm)) {
        if (m[2] !== undefined && !options.includes(m[2]))
            options.push(m[2]);
    }
    return options;
}


/***/ }),

/***/ 31654:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ COMMANDS)
/* harmony export */ });
/* harmony import */ var _hash_index_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(49803);

/** True when `args` ask for help: no threads to start for that. */
const asksForHelp = (args) => args.includes('--help') || args.includes('-h');
/**
 * True when `args` ask for a changed scope (`--changed-files`, `--base`, or a GitLab merge
 * request pipeline without `--all`): such an audit reads
 * every passport but hashes the few files of the changed directories. Read before the
 * arguments are parsed, so only to decide when threads boot, never what is audited.
 */
const asksForChangedScope = (args, env) => args.some((a) => a === '--changed-files' ||
    a.startsWith('--changed-files=') ||
    a === '--base' ||
    a.startsWith('--base=')) ||
    // A GitLab merge request pipeline audits the change unless told --all (audit-command.ts,
    // hosts/gitlab.ts detectGitLabJob): the same changed scope, so the same late boot.
    (env.GITLAB_CI === 'true' && (env.CI_MERGE_REQUEST_IID ?? '') !== '' && !args.includes('--all'));
/**
 * Makes the hashing threads of an `audit` before its code is even loaded and, unless the
 * audit's scope is changed, starts them, so the workers boot while this thread loads the
 * audit's code and walks the tree; a changed-scope audit's threads boot only for a hash job
 * worth them (hash/threads.ts). Undefined when the audit is to hash on the main thread, or
 * when the setting is invalid (the command then reports it, after its arguments). The caller
 * closes the pool.
 */
function startHashPoolEarly(env, args) {
    try {
        return (0,_hash_index_js__WEBPACK_IMPORTED_MODULE_0__/* .createHashPoolFromEnv */ .uD)(env, !asksForChangedScope(args, env));
    }
    catch {
        return undefined;
    }
}
/** Every sub-command by name. */
const COMMANDS = {
    audit: {
        summary: 'verify passports, envelopes and packets',
        run: async (args, io) => {
            const pool = asksForHelp(args) ? undefined : startHashPoolEarly(io.env, args);
            try {
                return await (await Promise.all(/* import() */[__nccwpck_require__.e(749), __nccwpck_require__.e(764), __nccwpck_require__.e(969), __nccwpck_require__.e(354), __nccwpck_require__.e(708)]).then(__nccwpck_require__.bind(__nccwpck_require__, 84708))).runAuditCommand(args, io, pool);
            }
            finally {
                await pool?.close();
            }
        },
    },
    merge: {
        summary: 'combine the JSON reports of a sharded audit into one verdict',
        needsArguments: true,
        run: async (args, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(74), __nccwpck_require__.e(179), __nccwpck_require__.e(749), __nccwpck_require__.e(879), __nccwpck_require__.e(764), __nccwpck_require__.e(193), __nccwpck_require__.e(796), __nccwpck_require__.e(969), __nccwpck_require__.e(301), __nccwpck_require__.e(811), __nccwpck_require__.e(758), __nccwpck_require__.e(682)]).then(__nccwpck_require__.bind(__nccwpck_require__, 15682))).runMergeCommand(args, io),
    },
    init: {
        summary: 'write .passport-gate.yml pinning the output directories inferred from the passports',
        run: async (args, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(74), __nccwpck_require__.e(179), __nccwpck_require__.e(749), __nccwpck_require__.e(879), __nccwpck_require__.e(764), __nccwpck_require__.e(193), __nccwpck_require__.e(796), __nccwpck_require__.e(969), __nccwpck_require__.e(301), __nccwpck_require__.e(811), __nccwpck_require__.e(758), __nccwpck_require__.e(614)]).then(__nccwpck_require__.bind(__nccwpck_require__, 14614))).runInitCommand(args, io),
    },
    stamp: {
        summary: 'write or refresh the passport of an output directory',
        needsArguments: true,
        run: async (args, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(74), __nccwpck_require__.e(179), __nccwpck_require__.e(749), __nccwpck_require__.e(879), __nccwpck_require__.e(764), __nccwpck_require__.e(193), __nccwpck_require__.e(796), __nccwpck_require__.e(969), __nccwpck_require__.e(301), __nccwpck_require__.e(811), __nccwpck_require__.e(758), __nccwpck_require__.e(767), __nccwpck_require__.e(541)]).then(__nccwpck_require__.bind(__nccwpck_require__, 95541))).runStampCommand(args, io),
    },
    run: {
        summary: 'run a pipeline step and write its passport (exit code, stderr, inputs, code)',
        needsArguments: true,
        run: async (args, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(74), __nccwpck_require__.e(179), __nccwpck_require__.e(749), __nccwpck_require__.e(879), __nccwpck_require__.e(764), __nccwpck_require__.e(193), __nccwpck_require__.e(796), __nccwpck_require__.e(969), __nccwpck_require__.e(301), __nccwpck_require__.e(811), __nccwpck_require__.e(758), __nccwpck_require__.e(767), __nccwpck_require__.e(863)]).then(__nccwpck_require__.bind(__nccwpck_require__, 85863))).runRunCommand(args, io),
    },
    reproduce: {
        summary: 'run the recorded steps again on the committed tree and compare their outputs',
        run: async (args, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(749), __nccwpck_require__.e(764), __nccwpck_require__.e(193), __nccwpck_require__.e(796), __nccwpck_require__.e(767), __nccwpck_require__.e(845)]).then(__nccwpck_require__.bind(__nccwpck_require__, 13845))).runReproduceCommand(args, io),
    },
    attest: {
        summary: 'sign passports into Sigstore bundles (who produced them), verified by the audit',
        needsArguments: true,
        run: async (args, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(74), __nccwpck_require__.e(179), __nccwpck_require__.e(749), __nccwpck_require__.e(879), __nccwpck_require__.e(764), __nccwpck_require__.e(193), __nccwpck_require__.e(796), __nccwpck_require__.e(969), __nccwpck_require__.e(301), __nccwpck_require__.e(811), __nccwpck_require__.e(758), __nccwpck_require__.e(354), __nccwpck_require__.e(850)]).then(__nccwpck_require__.bind(__nccwpck_require__, 76469))).runAttestCommand(args, io),
    },
    resolve: {
        summary: 'look up every cited identifier and write passport-citations.lock.json',
        run: async (args, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(74), __nccwpck_require__.e(179), __nccwpck_require__.e(749), __nccwpck_require__.e(879), __nccwpck_require__.e(764), __nccwpck_require__.e(193), __nccwpck_require__.e(796), __nccwpck_require__.e(969), __nccwpck_require__.e(301), __nccwpck_require__.e(811), __nccwpck_require__.e(758), __nccwpck_require__.e(638)]).then(__nccwpck_require__.bind(__nccwpck_require__, 81638))).runResolveCommand(args, io),
    },
    graph: {
        summary: 'draw the consumed_passports chain (Mermaid or DOT)',
        run: async (args, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(74), __nccwpck_require__.e(179), __nccwpck_require__.e(749), __nccwpck_require__.e(879), __nccwpck_require__.e(764), __nccwpck_require__.e(193), __nccwpck_require__.e(796), __nccwpck_require__.e(969), __nccwpck_require__.e(301), __nccwpck_require__.e(811), __nccwpck_require__.e(758), __nccwpck_require__.e(506)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6506))).runGraphCommand(args, io),
    },
    diff: {
        summary: 'show what a change did to the provenance: changed passports, stale downstream, coverage',
        needsArguments: true,
        run: async (args, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(74), __nccwpck_require__.e(179), __nccwpck_require__.e(749), __nccwpck_require__.e(879), __nccwpck_require__.e(764), __nccwpck_require__.e(193), __nccwpck_require__.e(796), __nccwpck_require__.e(969), __nccwpck_require__.e(301), __nccwpck_require__.e(811), __nccwpck_require__.e(758), __nccwpck_require__.e(903)]).then(__nccwpck_require__.bind(__nccwpck_require__, 72903))).runDiffCommand(args, io),
    },
    export: {
        summary: 'export verified passports as in-toto statements or W3C PROV-JSON',
        needsArguments: true,
        run: async (args, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(74), __nccwpck_require__.e(179), __nccwpck_require__.e(749), __nccwpck_require__.e(879), __nccwpck_require__.e(764), __nccwpck_require__.e(193), __nccwpck_require__.e(796), __nccwpck_require__.e(969), __nccwpck_require__.e(301), __nccwpck_require__.e(811), __nccwpck_require__.e(758), __nccwpck_require__.e(142)]).then(__nccwpck_require__.bind(__nccwpck_require__, 74142))).runExportCommand(args, io),
    },
    import: {
        summary: "write passports from a workflow engine's own records (Nextflow lineage)",
        needsArguments: true,
        run: async (args, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(74), __nccwpck_require__.e(179), __nccwpck_require__.e(749), __nccwpck_require__.e(879), __nccwpck_require__.e(764), __nccwpck_require__.e(193), __nccwpck_require__.e(796), __nccwpck_require__.e(969), __nccwpck_require__.e(301), __nccwpck_require__.e(811), __nccwpck_require__.e(758), __nccwpck_require__.e(933)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4933))).runImportCommand(args, io),
    },
    completion: {
        summary: 'print a bash completion script (zsh through bashcompinit)',
        needsArguments: true,
        run: async (args, io) => (await __nccwpck_require__.e(/* import() */ 546).then(__nccwpck_require__.bind(__nccwpck_require__, 42546))).runCompletionCommand(args, io),
    },
};


/***/ }),

/***/ 48825:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   KI: () => (/* binding */ passportOfFile),
/* harmony export */   N6: () => (/* binding */ isFailure),
/* harmony export */   NK: () => (/* binding */ recordsDigest),
/* harmony export */   Pe: () => (/* binding */ hasNormalPath),
/* harmony export */   Sn: () => (/* binding */ differsOnlyInId),
/* harmony export */   by: () => (/* binding */ sameRecordedDigest),
/* harmony export */   cg: () => (/* binding */ stepOf),
/* harmony export */   dK: () => (/* binding */ STAMP_SCHEMA_VERSION),
/* harmony export */   jM: () => (/* binding */ isRunRecord),
/* harmony export */   k0: () => (/* binding */ readFailures),
/* harmony export */   nA: () => (/* binding */ hasRecordedDigest),
/* harmony export */   pN: () => (/* binding */ readPassport),
/* harmony export */   uY: () => (/* binding */ readDecisions),
/* harmony export */   wH: () => (/* binding */ withInputs),
/* harmony export */   wS: () => (/* binding */ toolOf),
/* harmony export */   zB: () => (/* binding */ readPassportIndex)
/* harmony export */ });
/* harmony import */ var _util_passport_id_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(54280);
/* harmony import */ var _util_relative_path_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9344);
/* harmony import */ var _util_values_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7656);
/**
 * The passport model: one Material Passport (seed 000) as every command reads it. The audit's
 * rules, the chain, the diff, `stamp`, `run`, `export` and `attest` read a passport's fields
 * here and nowhere else (scripts/passport-readers.mjs lists the files that read a field off
 * the JSON; __tests__/core/passport-model.test.ts holds the list to this file). A new field is one
 * line of {@link Passport} and one of {@link readPassport}.
 *
 * The reading is tolerant: a field of the wrong type counts as absent (null, or empty), never
 * as an error; the schema check (formats/passport.ts) says what is wrong. It is cheap, as it
 * runs for every passport of the audit (2,000 in workload 2, docs/performance.md): one plain
 * object per passport and one per artifact and error entry, no closure; the free-form parts
 * (produced_by, parameters, decisions, downstream_hints) are the recorded values themselves,
 * not copies, and typed views of them ({@link readDecisions}, {@link readFailures}) are made
 * on demand. Positions are not part of it: a finding's pointer (`/outputs/3/sha256`) is found
 * in the bytes when it is reported (formats/json-offsets.ts, repo/passports.ts).
 *
 * The written shape, {@link MaterialPassport}, is what `stamp` composes and the library hands
 * out; schemas/passport.v1.schema.json stays the authority for both.
 */



const EMPTY = Object.freeze({});
const str = (v) => (typeof v === 'string' ? v : null);
const strings = (v) => {
    const out = [];
    if (Array.isArray(v))
        for (const x of v)
            if (typeof x === 'string')
                out.push(x);
    return out;
};
const asIs = (path) => path;
/** Bytes of one SHA-256 digest. */
const DIGEST_BYTES = 32;
/**
 * The value of each lowercase hex digit by character code, -1 for any other character: a
 * recorded digest the column holds exactly is 64 of them (what `digest('hex')` writes). Decoded
 * here, with the check in the same pass: `Buffer.write(…, 'hex')` after a regular expression cost
 * twice the time of the whole plain reading (0.7 µs an artifact, workload 2's 28,000).
 */
const HEX_VALUES = (() => {
    const values = new Int8Array(128).fill(-1);
    for (let d = 0; d < 16; d++)
        values['0123456789abcdef'.charCodeAt(d)] = d;
    return values;
})();
/**
 * Writes `hex` as 32 bytes at `column[at]` when it is exactly 64 lowercase hex digits; false
 * (the bytes written so far are garbage the caller leaves unclaimed) for anything else.
 */
function writePlainHex(hex, column, at) {
    if (hex.length !== 2 * DIGEST_BYTES)
        return false;
    for (let i = 0; i < DIGEST_BYTES; i++) {
        const high = HEX_VALUES[hex.charCodeAt(2 * i)] ?? -1;
        const low = HEX_VALUES[hex.charCodeAt(2 * i + 1)] ?? -1;
        if ((high | low) < 0)
            return false;
        column[at + i] = (high << 4) | low;
    }
    return true;
}
/** Digests per slab of {@link keepDigest}: 128 KiB, a few hundred small passports' worth. */
const SLAB_DIGESTS = 4096;
let slab = null;
let slabUsed = 0;
/**
 * Writes a 64-digit lowercase hex digest as 32 bytes into the current slab and gives the slab
 * (the caller takes the next of its slabUsed digests). Slabs are shared by every passport
 * read: a list of one artifact does not pay for a buffer of its own, and a slab is freed when
 * the last artifact in it is.
 */
function currentSlab() {
    if (slab === null || slabUsed === SLAB_DIGESTS) {
        slab = Buffer.allocUnsafeSlow(SLAB_DIGESTS * DIGEST_BYTES);
        slabUsed = 0;
    }
    return slab;
}
/**
 * An artifact in the common shape: its sha256 is 64 lowercase hex digits, it records no source,
 * no uri and is not external. Its digest is kept as 32 bytes of a shared slab, not as the
 * 64-character string the document held, and the absent fields are the prototype's: 64 bytes of
 * object and 32 of digest where a plain ref and its hex string were 88 and 80 (at 10^6 files,
 * docs/performance.md, issue 41, branch hex-column). `sha256` reads the same text back; every
 * other shape of entry is read into a plain object, as before, so nothing a reader sees changes.
 */
class ColumnArtifact {
    #column;
    #at;
    constructor(index, path, sizeBytes, type, column, at) {
        this.index = index;
        this.path = path;
        this.sizeBytes = sizeBytes;
        this.type = type;
        this.#column = column;
        this.#at = at;
    }
    get sha256() {
        return this.#column.toString('hex', this.#at, this.#at + DIGEST_BYTES);
    }
    get source() {
        return null;
    }
    get external() {
        return false;
    }
    get uri() {
        return null;
    }
    /**
     * The plain reading, for `JSON.stringify`: the getters live on the prototype, so without this a
     * written ref would lose `sha256`, `source`, `uri` and `external`.
     */
    toJSON() {
        return {
            index: this.index,
            path: this.path,
            sha256: this.sha256,
            sizeBytes: this.sizeBytes,
            source: null,
            external: false,
            uri: null,
            type: this.type,
        };
    }
    /** Whether `other` records the same digest as this artifact, byte for byte. */
    sameDigestAs(other) {
        const a = this.#column;
        const b = other.#column;
        // 32 byte reads in place: Buffer#compare's range checks cost more than the bytes here.
        for (let i = 0; i < DIGEST_BYTES; i++)
            if (a[this.#at + i] !== b[other.#at + i])
                return false;
        return true;
    }
    /** Whether `digest[at…at+32]` is this artifact's recorded digest, byte for byte. */
    recordsDigest(digest, at) {
        return (this.#column.compare(digest, at, at + DIGEST_BYTES, this.#at, this.#at + DIGEST_BYTES) === 0);
    }
}
/**
 * A {@link ColumnArtifact} whose path, as written, is already a normal repository-relative path
 * (util/relative-path.ts isNormalRelativePath): checked once as the passport is read, and said
 * by the class, so no field per artifact. Three passes of changed mode (the scope's listings,
 * the producer index, the stale question) asked the same four regular expressions of the same
 * 60,000 listings at workload 3 (docs/performance.md, issue 41, branch changed-cuts).
 */
class NormalPathArtifact extends ColumnArtifact {
}
/**
 * True when `ref`'s path was found, as it was read, to be a normal repository-relative path
 * (isNormalRelativePath): relative to the root it is its own normalized path. False says
 * nothing: the path was not checked (a ref not kept as a column) or is not in normal form.
 */
function hasNormalPath(ref) {
    return ref instanceof NormalPathArtifact;
}
/**
 * Whether `ref` records, as its sha256, the digest `digest[at…at+32]` (32 bytes): true or false
 * for an artifact whose digest {@link readPassport} kept as bytes, undefined for any other (the
 * caller compares the strings). The audit's digest check compares a file's digest to the record
 * without making either hex string (rules/families/artifact-digests.ts).
 */
function recordsDigest(ref, digest, at) {
    return ref instanceof ColumnArtifact ? ref.recordsDigest(digest, at) : undefined;
}
/**
 * Whether two artifacts record the same sha256 (both none counts as the same), as
 * `a.sha256 === b.sha256` says: two digests {@link readPassport} kept as bytes are compared as
 * bytes, without the hex string each read of `sha256` makes (the stale question and the
 * producer index compare tens of thousands in changed mode, docs/performance.md, issue 41,
 * branch changed-cuts); any other pair by their strings. A kept digest is exactly 64 lowercase
 * hex digits, so equal bytes are equal strings and the answer is the same.
 */
function sameRecordedDigest(a, b) {
    if (a instanceof ColumnArtifact && b instanceof ColumnArtifact)
        return a.sameDigestAs(b);
    return a.sha256 === b.sha256;
}
/** Whether `ref` records a sha256 (`ref.sha256 !== null`), without making the hex string of one kept as bytes. */
function hasRecordedDigest(ref) {
    return ref instanceof ColumnArtifact || ref.sha256 !== null;
}
function readArtifacts(list, sharePath) {
    const out = [];
    if (!Array.isArray(list))
        return out;
    for (let index = 0; index < list.length; index++) {
        const o = (0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .asObjectOrEmpty */ .eG)(list[index]);
        const path = o.path;
        if (typeof path !== 'string')
            continue;
        const size = o.size_bytes;
        const sizeBytes = typeof size === 'number' && Number.isSafeInteger(size) ? size : null;
        const sha256 = o.sha256;
        if (typeof sha256 === 'string' &&
            typeof o.source !== 'string' &&
            typeof o.uri !== 'string' &&
            o.external !== true &&
            writePlainHex(sha256, currentSlab(), slabUsed * DIGEST_BYTES)) {
            const column = slab;
            const at = slabUsed++ * DIGEST_BYTES;
            const shared = sharePath(path);
            out.push((0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_0__/* .isNormalRelativePath */ .P$)(shared)
                ? new NormalPathArtifact(index, shared, sizeBytes, str(o.type), column, at)
                : new ColumnArtifact(index, shared, sizeBytes, str(o.type), column, at));
            continue;
        }
        out.push({
            index,
            path: sharePath(path),
            sha256: str(sha256),
            sizeBytes,
            source: str(o.source),
            external: o.external === true,
            uri: str(o.uri),
            type: str(o.type),
        });
    }
    return out;
}
function readErrors(list) {
    const out = [];
    if (!Array.isArray(list))
        return out;
    for (let index = 0; index < list.length; index++) {
        const recorded = list[index];
        const x = (0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .asObjectOrEmpty */ .eG)(recorded);
        out.push({
            index,
            exitCode: x.exit_code,
            step: x.step,
            tool: x.tool,
            stderr: x.stderr_excerpt,
            recorded,
        });
    }
    return out;
}
/**
 * Reads a parsed passport value (anything JSON.parse gave). Never throws. `sharePath` gives each
 * artifact's path as kept: the audit hands the walk's own string for a path the walk listed
 * (repo/tree.ts listedPath), so 100,000 listed artifacts do not keep a second copy of each path's
 * text beside the walk's (docs/performance.md, issue 41, branch perf-state3).
 */
function readPassport(value, sharePath = asIs) {
    const o = (0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .asObjectOrEmpty */ .eG)(value);
    const producedBy = (0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(o.produced_by) ? o.produced_by : EMPTY;
    const hints = (0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(o.downstream_hints) ? o.downstream_hints : EMPTY;
    const writtenId = str(o.passport_id);
    const expected = hints.expected_inputs;
    return {
        id: writtenId === null ? null : (0,_util_passport_id_js__WEBPACK_IMPORTED_MODULE_2__/* .foldPassportId */ .r)(writtenId),
        writtenId,
        schemaVersion: str(o.schema_version),
        createdAt: str(o.created_at),
        skill: str(producedBy.skill),
        skillVersion: str(producedBy.skill_version),
        agent: str(producedBy.agent),
        sessionId: str(producedBy.session_id),
        producedBy,
        consumed: strings(o.consumed_passports).map(_util_passport_id_js__WEBPACK_IMPORTED_MODULE_2__/* .foldPassportId */ .r),
        writtenConsumed: Array.isArray(o.consumed_passports) ? o.consumed_passports : [],
        nextSkills: strings(hints.next_skills),
        expectedInputs: Array.isArray(expected) ? strings(expected) : null,
        downstreamHints: hints,
        inputs: readArtifacts(o.inputs, sharePath),
        outputs: readArtifacts(o.outputs, sharePath),
        decisions: (0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .asArray */ ._j)(o.decisions),
        parameters: o.parameters,
        errors: readErrors(o.errors),
        recordedBy: readRecordedBy(o.recorded_by),
    };
}
/**
 * The {@link PassportIndexFields} of a parsed passport value. Never throws. `sharePath` as
 * {@link readPassport}'s. Without `withOutputs`, `outputs` is left empty: the caller reads
 * them later (repo/passports.ts, a shard's passports of other shards).
 */
function readPassportIndex(value, sharePath = asIs, withOutputs = true) {
    const o = (0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .asObjectOrEmpty */ .eG)(value);
    const producedBy = (0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(o.produced_by) ? o.produced_by : EMPTY;
    const writtenId = str(o.passport_id);
    return {
        id: writtenId === null ? null : (0,_util_passport_id_js__WEBPACK_IMPORTED_MODULE_2__/* .foldPassportId */ .r)(writtenId),
        writtenId,
        createdAt: str(o.created_at),
        skill: str(producedBy.skill),
        skillVersion: str(producedBy.skill_version),
        consumed: strings(o.consumed_passports).map(_util_passport_id_js__WEBPACK_IMPORTED_MODULE_2__/* .foldPassportId */ .r),
        inputs: readArtifacts(o.inputs, sharePath),
        outputs: withOutputs ? readArtifacts(o.outputs, sharePath) : [],
    };
}
/**
 * `passport` with other inputs, every other field as it is: an explicit copy, not a spread, so
 * a passport whose other fields are read on demand (repo/passports.ts) copies them too.
 */
function withInputs(passport, inputs) {
    return {
        id: passport.id,
        writtenId: passport.writtenId,
        schemaVersion: passport.schemaVersion,
        createdAt: passport.createdAt,
        skill: passport.skill,
        skillVersion: passport.skillVersion,
        agent: passport.agent,
        sessionId: passport.sessionId,
        producedBy: passport.producedBy,
        consumed: passport.consumed,
        writtenConsumed: passport.writtenConsumed,
        nextSkills: passport.nextSkills,
        expectedInputs: passport.expectedInputs,
        downstreamHints: passport.downstreamHints,
        inputs,
        outputs: passport.outputs,
        decisions: passport.decisions,
        parameters: passport.parameters,
        errors: passport.errors,
        recordedBy: passport.recordedBy,
    };
}
/** recorded_by, read (tolerant: a field of the wrong type is null). */
function readRecordedBy(value) {
    if (!(0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value))
        return null;
    const command = value.command;
    return {
        method: str(value.method),
        command: Array.isArray(command) && command.length > 0 && command.every((c) => typeof c === 'string')
            ? command
            : null,
        workingDirectory: str(value.working_directory),
        outputs: str(value.outputs),
        program: (0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value.program)
            ? { path: str(value.program.path), version: str(value.program.version) }
            : null,
        nondeterministic: Array.isArray(value.nondeterministic)
            ? value.nondeterministic.filter((p) => typeof p === 'string')
            : [],
        startedAt: str(value.started_at),
        endedAt: str(value.ended_at),
        recorded: value,
    };
}
/** True when a passport's record says `passport-gate run` ran its step and wrote it. */
const isRunRecord = (passport) => passport?.recordedBy?.method === 'run';
/**
 * The passport of a file as a revision was read: the model the reader made (`passport`), else
 * read from the parsed value now; null when the file could not be read or parsed.
 */
function passportOfFile(file) {
    if (file.passport !== undefined)
        return file.passport;
    return file.value === null ? null : readPassport(file.value);
}
/** `o[key]` when `o` has it as its own property (a key like "__proto__" is plain data). */
const own = (o, key) => Object.hasOwn(o, key) ? o[key] : undefined;
/** The step a decisions[] or errors[] entry names (as written), undefined when none. */
function stepOf(entry) {
    return (0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .asString */ .oJ)((0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .asObjectOrEmpty */ .eG)(entry).step);
}
/** The tool an errors[] entry names (as written), undefined when none. */
function toolOf(entry) {
    return (0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .asString */ .oJ)((0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .asObjectOrEmpty */ .eG)(entry).tool);
}
/**
 * The decisions of a passport, each keyed by its step (a second decision of the same step by
 * `step#2`, …), or by its position when it names no step.
 */
function readDecisions(passport) {
    const seen = new Map();
    return (passport?.decisions ?? []).map((item, index) => {
        const d = (0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .asObjectOrEmpty */ .eG)(item);
        const step = str(own(d, 'step'));
        let key = step === null ? `#${index}` : `step:${step}`;
        if (step !== null) {
            const n = (seen.get(key) ?? 0) + 1;
            seen.set(key, n);
            if (n > 1)
                key = `${key}#${n}`;
        }
        return {
            key,
            step,
            choice: own(d, 'choice') ?? null,
            alternatives_considered: own(d, 'alternatives_considered') ?? null,
            rationale: own(d, 'rationale') ?? null,
        };
    });
}
/** True when an errors[] entry records a failure: a non-zero numeric exit code (exit-nonzero). */
function isFailure(e) {
    return typeof e.exitCode === 'number' && e.exitCode !== 0;
}
/**
 * The failures a passport records: errors[] entries whose exit_code is a non-zero number (the
 * exit-nonzero rule's reading), keyed by step and tool (a repeated pair by occurrence).
 */
function readFailures(passport) {
    const seen = new Map();
    const out = [];
    for (const e of passport?.errors ?? []) {
        if (!isFailure(e))
            continue;
        const step = e.step ?? null;
        const tool = e.tool ?? null;
        let key = JSON.stringify([step, tool]);
        const n = (seen.get(key) ?? 0) + 1;
        seen.set(key, n);
        if (n > 1)
            key = `${key}#${n}`;
        out.push({ key, step, tool, exitCode: e.exitCode, stderr: e.stderr ?? null });
    }
    return out;
}
/** The schema version stamp writes into new passports. */
const STAMP_SCHEMA_VERSION = '1.0.0';
/**
 * True when `after` is `before` with its top-level `passport_id` set to `id` and nothing else
 * changed (the check behind passport-schema's printed id fix, formats/passport.ts). Here
 * because this file is the one reader of a passport's fields.
 */
function differsOnlyInId(before, after, id) {
    if (!(0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(before) || !(0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(after) || after.passport_id !== id)
        return false;
    return JSON.stringify({ ...before, passport_id: id }) === JSON.stringify(after);
}


/***/ }),

/***/ 27768:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ removePendingTemporaryFiles),
/* harmony export */   Z: () => (/* binding */ writeFileAtomic)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/**
 * Writing a file atomically: a reader never sees a partial file that looks
 * complete (reports, passports, the config `init` writes). A process that
 * exits mid-write (a second Ctrl-C) removes its temporary files on the way
 * out, so none is left in an output directory for the audit to find.
 */




/** Temporary files being written now, removed if the process exits first (src/bin.ts). */
const pending = new Set();
/** Removes, synchronously, the temporary files of writes still in flight. */
function removePendingTemporaryFiles() {
    for (const tmp of pending) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.unlinkSync)(tmp);
        }
        catch {
            // Already renamed or removed: nothing is left behind.
        }
    }
    pending.clear();
}
/**
 * Writes a file atomically: a temporary sibling (a random name, so two writers never share
 * one), then rename. `content` may come in pieces (a large report), written as they come.
 */
async function writeFileAtomic(file, content) {
    const tmp = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(file), `.${node_path__WEBPACK_IMPORTED_MODULE_3___default().basename(file)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(8).toString('hex')}.tmp`);
    pending.add(tmp);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(tmp, content, { mode: 0o644 });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(tmp, file);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.unlink)(tmp).catch(() => undefined);
        throw error;
    }
    finally {
        pending.delete(tmp);
    }
}


/***/ }),

/***/ 31283:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   Pk: () => (/* binding */ resolveInsideRoot),
/* harmony export */   T0: () => (/* binding */ toPosixRelative),
/* harmony export */   Xw: () => (/* binding */ toPathPrefix),
/* harmony export */   Zm: () => (/* binding */ listSymlinkChain)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_relative_path_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9344);
/**
 * Path containment for untrusted paths, on the file system. Every path that
 * comes from an audited document goes through util/relative-path.ts's
 * checkRelativePath before any file system call, and through
 * {@link resolveInsideRoot} (which follows symlinks) before a read.
 */



/** True when `child` is `parent` or lies under it, by path relation (not string prefix). */
function isInside(parent, child) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(parent, child);
    return (rel === '' ||
        (!rel.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(rel) && rel.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep))[0] !== '..'));
}
/**
 * Resolves a lexically checked relative path under `realRoot` (already passed
 * through realpath) following symlinks, and checks the target stays inside.
 */
async function resolveInsideRoot(realRoot, rel) {
    const absolute = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(realRoot, ...rel.split('/'));
    let real;
    try {
        real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(absolute);
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT' || code === 'ENOTDIR') {
            // A missing file can still sit behind a directory symlink that leaves the root: check the parent chain.
            const parentReal = await realParentOf(absolute, realRoot);
            if (parentReal !== null && !isInside(realRoot, parentReal))
                return { ok: false, reason: 'outside-via-symlink' };
            return { ok: false, reason: 'missing' };
        }
        if (code === 'ELOOP')
            return { ok: false, reason: 'outside-via-symlink' };
        return { ok: false, reason: 'missing' };
    }
    if (!isInside(realRoot, real))
        return { ok: false, reason: 'outside-via-symlink' };
    // A symlink into git's store is refused like one out of the root: nothing there is read.
    if (real !== realRoot && (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_2__/* .isInGitDir */ .lA)(toPosixRelative(realRoot, real)))
        return { ok: false, reason: 'outside-via-symlink' };
    return { ok: true, absolute, real };
}
/** realpath of the nearest existing ancestor of `absolute`, or null. */
async function realParentOf(absolute, stop) {
    let dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(absolute);
    while (isInside(stop, dir)) {
        try {
            return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(dir);
        }
        catch {
            if (dir === stop)
                return null;
            dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(dir);
        }
    }
    return null;
}
/** `to` relative to `from`, with `/` between its names on every platform (as reports spell paths). */
function toPosixRelative(from, to) {
    return node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(from, to).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/');
}
/**
 * Where `root` lies below `base`, as a POSIX prefix for repository-relative paths ('' when it is
 * `base` itself, or not below it). The action prefixes the workspace's audited root this way,
 * and `audit --format sarif` the working directory's, so code scanning finds the files.
 */
function toPathPrefix(base, root) {
    const rel = toPosixRelative(base, root);
    return rel.startsWith('..') || node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(rel) ? '' : rel;
}
/** Most symlinks followed resolving one path: Linux's own limit (MAXSYMLINKS). */
const MAX_SYMLINK_HOPS = 40;
/**
 * The repository-relative paths resolving `rel` under `realRoot` passes through: each symlink
 * on the way, by its own path, then the path it ends at (which may not exist). A change to any
 * of them changes what `rel` reads. Resolution stops, with what it has seen, where it would
 * leave the root, loop, or read a link that cannot be read.
 */
async function listSymlinkChain(realRoot, rel) {
    const seen = [];
    let resolved = [];
    let todo = rel.split('/');
    let hops = 0;
    while (todo.length > 0) {
        const name = todo.shift();
        if (name === '' || name === '.')
            continue;
        if (name === '..') {
            if (resolved.length === 0)
                return seen;
            resolved.pop();
            continue;
        }
        const next = [...resolved, name];
        const absolute = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(realRoot, ...next);
        let isLink;
        try {
            isLink = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(absolute)).isSymbolicLink();
        }
        catch {
            // Missing (or under a file): the path it would be, had it existed.
            const missing = node_path__WEBPACK_IMPORTED_MODULE_1___default().posix.normalize([...next, ...todo].join('/'));
            if (missing !== '..' && !missing.startsWith('../'))
                seen.push(missing);
            return seen;
        }
        if (!isLink) {
            resolved = next;
            continue;
        }
        seen.push(next.join('/'));
        if (++hops > MAX_SYMLINK_HOPS)
            return seen;
        let target;
        try {
            target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readlink)(absolute);
        }
        catch {
            return seen;
        }
        if (node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(target)) {
            const inside = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(realRoot, target);
            if (inside === '..' || inside.startsWith(`..${(node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)}`) || node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(inside))
                return seen;
            resolved = [];
            todo = [...inside.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)), ...todo];
        }
        else {
            todo = [...target.split('/'), ...todo];
        }
    }
    if (resolved.length > 0)
        seen.push(resolved.join('/'));
    return seen;
}


/***/ }),

/***/ 30603:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   XW: () => (/* binding */ readFileInside),
/* harmony export */   Xj: () => (/* binding */ SAFE_OPEN_FLAGS),
/* harmony export */   Z6: () => (/* binding */ describeFileMode),
/* harmony export */   ZU: () => (/* binding */ openRegularFile),
/* harmony export */   _n: () => (/* binding */ describeOpenError),
/* harmony export */   uh: () => (/* binding */ readFileCapped)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_relative_path_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9344);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(31283);
/**
 * Reading untrusted files without blocking: FIFOs, sockets and devices are
 * never read. The file is opened with O_NONBLOCK (a FIFO with no writer would
 * otherwise block the open itself) and O_NOFOLLOW (the caller has already
 * resolved symlinks; a swap after that check must not be followed), then
 * fstat decides on the open descriptor, so there is no check-then-use race.
 */




/** open(2) flags for untrusted files; shared with the hashing workers (hash/hash-worker.ts). */
const SAFE_OPEN_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0);
/** Describes a non-regular file type for messages. */
function describeFileType(stats) {
    if (stats.isFIFO())
        return 'a FIFO';
    if (stats.isSocket())
        return 'a socket';
    if (stats.isCharacterDevice())
        return 'a character device';
    if (stats.isBlockDevice())
        return 'a block device';
    if (stats.isDirectory())
        return 'a directory';
    if (stats.isSymbolicLink())
        return 'a symbolic link';
    return 'not a regular file';
}
/** {@link describeFileType} from a raw st_mode (the hashing workers report modes, not Stats). */
function describeFileMode(mode) {
    const type = mode & node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.S_IFMT;
    if (type === node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.S_IFIFO)
        return 'a FIFO';
    if (type === node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.S_IFSOCK)
        return 'a socket';
    if (type === node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.S_IFCHR)
        return 'a character device';
    if (type === node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.S_IFBLK)
        return 'a block device';
    if (type === node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.S_IFDIR)
        return 'a directory';
    if (type === node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.S_IFLNK)
        return 'a symbolic link';
    return 'not a regular file';
}
/** Why an open(2) with {@link SAFE_OPEN_FLAGS} failed, from its error code. */
function describeOpenError(code) {
    if (code === 'ENOENT' || code === 'ENOTDIR')
        return { ok: false, reason: 'missing', detail: 'does not exist' };
    if (code === 'ELOOP')
        return { ok: false, reason: 'not-regular', detail: 'is a symbolic link' };
    if (code === 'ENXIO')
        return { ok: false, reason: 'not-regular', detail: 'is a socket or FIFO' };
    if (code === 'EISDIR')
        return { ok: false, reason: 'not-regular', detail: 'is a directory' };
    return { ok: false, reason: 'io', detail: `could not be opened (${code})` };
}
/**
 * Opens a regular file for reading, or says why not. The caller closes the handle.
 */
async function openRegularFile(absolute) {
    let handle;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(absolute, SAFE_OPEN_FLAGS);
    }
    catch (error) {
        return describeOpenError(error.code ?? 'EIO');
    }
    try {
        const stats = await handle.stat();
        if (!stats.isFile()) {
            await handle.close();
            return { ok: false, reason: 'not-regular', detail: `is ${describeFileType(stats)}` };
        }
        return { ok: true, handle, stats };
    }
    catch (error) {
        await handle.close().catch(() => undefined);
        return {
            ok: false,
            reason: 'io',
            detail: `could not be inspected (${error.code ?? 'EIO'})`,
        };
    }
}
/**
 * Reads a whole regular file if it is at most `maxBytes`; refuses anything else
 * with a reason. Never throws for file-system conditions.
 */
async function readFileCapped(absolute, maxBytes) {
    const opened = await openRegularFile(absolute);
    if (!opened.ok)
        return opened;
    const { handle, stats } = opened;
    try {
        if (stats.size > maxBytes) {
            return {
                ok: false,
                reason: 'too-large',
                detail: `is ${stats.size} bytes, over the ${maxBytes}-byte cap`,
                size: stats.size,
            };
        }
        // Read one byte past the recorded size to notice a file that grew meanwhile.
        const buffer = Buffer.allocUnsafe(stats.size + 1);
        let total = 0;
        for (;;) {
            const { bytesRead } = await handle.read(buffer, total, buffer.length - total, total);
            if (bytesRead === 0)
                break;
            total += bytesRead;
            if (total > stats.size) {
                return {
                    ok: false,
                    reason: 'changed',
                    detail: 'grew while it was being read',
                    size: stats.size,
                };
            }
        }
        if (total !== stats.size)
            return {
                ok: false,
                reason: 'changed',
                detail: 'shrank while it was being read',
                size: stats.size,
            };
        return { ok: true, bytes: buffer.subarray(0, total), size: total };
    }
    catch (error) {
        return {
            ok: false,
            reason: 'io',
            detail: `could not be read (${error.code ?? 'EIO'})`,
        };
    }
    finally {
        await handle.close().catch(() => undefined);
    }
}
/**
 * Reads the repository-relative path `rel` under `realRoot` (already passed through realpath)
 * like {@link readFileCapped}, after following its symlinks, which must stay inside the root.
 */
async function readFileInside(realRoot, rel, maxBytes) {
    const resolved = await (0,_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveInsideRoot */ .Pk)(realRoot, rel);
    if (!resolved.ok) {
        return resolved.reason === 'missing'
            ? { ok: false, reason: 'missing', detail: 'does not exist' }
            : { ok: false, reason: 'outside-root', detail: _util_relative_path_js__WEBPACK_IMPORTED_MODULE_2__/* .PATH_REFUSAL_TEXT */ .lg['outside-via-symlink'] };
    }
    return readFileCapped(resolved.real, maxBytes);
}


/***/ }),

/***/ 49803:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Wk: () => (/* reexport */ MIN_KEY_BYTES),
  yg: () => (/* reexport */ createDigestService),
  uD: () => (/* reexport */ createHashPoolFromEnv),
  Aw: () => (/* reexport */ findServedDirectories),
  UF: () => (/* reexport */ hashExternalFile),
  DC: () => (/* reexport */ hashFile),
  f0: () => (/* reexport */ hashFileList),
  jA: () => (/* reexport */ learnOutputDirectories),
  g1: () => (/* reexport */ loadContentCache),
  et: () => (/* reexport */ readHashThreads),
  v2: () => (/* reexport */ withHashPool)
});

// UNUSED EXPORTS: ContentCache, HashPool, MAX_CONTENT_CACHE_BYTES, SPECULATIVE_HASH_MAX_BYTES

// NAMESPACE OBJECT: ./src/hash/file-processor.ts
var file_processor_namespaceObject = {};
__nccwpck_require__.r(file_processor_namespaceObject);
__nccwpck_require__.d(file_processor_namespaceObject, {
  beginFile: () => (beginFile),
  cancelFile: () => (cancelFile),
  cancelNothing: () => (cancelNothing),
  closeQuietly: () => (closeQuietly),
  createFileProcessor: () => (createFileProcessor),
  digestWhole: () => (digestWhole),
  errorCode: () => (errorCode),
  finishFile: () => (finishFile),
  finishLargeFile: () => (finishLargeFile),
  finishedTask: () => (finishedTask),
  probeRegularFile: () => (probeRegularFile),
  readWhole: () => (readWhole),
  refusalOf: () => (refusalOf),
  startBlobId: () => (startBlobId),
  stepLargeFile: () => (stepLargeFile),
  stepReadFile: () => (stepReadFile),
  stepSmallFile: () => (stepSmallFile)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(51455);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(73024);
// EXTERNAL MODULE: ./src/fs/safe-read.ts
var safe_read = __nccwpck_require__(30603);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(48161);
;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
;// CONCATENATED MODULE: ./src/hash/file-processor.ts
/** The code of a failed system call, for results. */
function errorCode(error) {
    const code = error?.code;
    return typeof code === 'string' ? code : 'EIO';
}
/** Closes a descriptor that was only read; a failure to close changes nothing. */
function closeQuietly(fs, fd) {
    try {
        fs.closeSync(fd);
    }
    catch {
        // Nothing useful to do: the descriptor was only read.
    }
}
/** `cancel` of a task whose file is already closed. */
function cancelNothing() { }
/** A task finished before its first step (its descriptor closed): the step returns `result`. */
function finishedTask(result) {
    return { step: () => result, cancel: cancelNothing };
}
/**
 * The git blob id of `size` bytes in `format` (`blob <size>\0` then the bytes): started here, the
 * bytes follow. Computed from the bytes the gate read, never taken from git's index.
 */
function startBlobId(crypto, format, size) {
    return crypto.createHash(format).update(`blob ${size}\0`);
}
/**
 * The result for a whole file's bytes: one-shot digest, the git blob id when `blob` names a
 * format, and the bytes when it may be an LFS pointer.
 */
function digestWhole(state, i, bytes, blob) {
    const { crypto, settings, prefix } = state;
    // crypto.hash (Node 20.12+) saves a Hash object per file.
    const digest = typeof crypto.hash === 'function'
        ? crypto.hash('sha256', bytes, 'hex')
        : crypto.createHash('sha256').update(bytes).digest('hex');
    const size = bytes.length;
    const result = size <= settings.headMaxBytes && prefix.equals(bytes.subarray(0, prefix.length))
        ? { i, sha256: digest, size, head: Uint8Array.prototype.slice.call(bytes, 0, size) }
        : { i, sha256: digest, size };
    if (blob !== '')
        result.blob = startBlobId(crypto, blob, size).update(bytes).digest('hex');
    return result;
}
/**
 * The first read of a file the walk saw as regular: a read shorter than asked is the whole file
 * (a regular file returns fewer bytes than asked only at its end), so it is hashed at once and
 * closed: open, read, close. fstat, which a 1 KiB file would pay as much as for the read (a
 * system call and a Stats object of four Dates), is left to files of probeBytes or more, hashed
 * from where the probe stopped. Returns the bytes read (the file goes on), or the file's result.
 */
function probeRegularFile(state, job, fd, i) {
    const maxBytes = job.maxBytes;
    const { fs, buffer, settings } = state;
    const probe = Math.min(settings.probeBytes, buffer.length);
    let n;
    try {
        n = fs.readSync(fd, buffer, 0, probe, 0);
    }
    catch (error) {
        closeQuietly(fs, fd);
        return { i, failure: 'io', code: errorCode(error), stage: 'read' };
    }
    if (n < probe) {
        closeQuietly(fs, fd);
        if (n > maxBytes)
            return { i, failure: 'too-large', size: n };
        state.onBytes(n);
        return digestWhole(state, i, buffer.subarray(0, n), job.blob);
    }
    state.onBytes(n);
    return n;
}
/** Why an open file is not read on (not regular, too large, shorter than the probe found it), or null. */
function refusalOf(before, maxBytes, probed, i) {
    if (!before.isFile())
        return { i, failure: 'not-regular', mode: before.mode };
    if (before.size > maxBytes)
        return { i, failure: 'too-large', size: before.size };
    // Fewer bytes now than the probe read a moment ago.
    if (probed > before.size)
        return { i, failure: 'changed', how: 'shrank' };
    return null;
}
/** Opens file `i` of `job` and returns its task (finished already when the file ends early). */
function beginFile(state, job, i, into) {
    const { fs, crypto, buffer } = state;
    const named = job.paths[i];
    let fd;
    try {
        fd = fs.openSync(job.prefix === undefined ? named : job.prefix + named, state.settings.openFlags);
    }
    catch (error) {
        return finishedTask({ i, failure: 'open', code: errorCode(error) });
    }
    let probed = 0;
    if (job.kind === 'hash' && job.regular) {
        const probe = probeRegularFile(state, job, fd, i);
        if (typeof probe !== 'number')
            return finishedTask(probe);
        probed = probe;
    }
    let before;
    try {
        before = fs.fstatSync(fd);
    }
    catch (error) {
        closeQuietly(fs, fd);
        return finishedTask({ i, failure: 'io', code: errorCode(error), stage: 'inspected' });
    }
    const refusal = refusalOf(before, job.maxBytes, probed, i);
    if (refusal !== null) {
        closeQuietly(fs, fd);
        return finishedTask(refusal);
    }
    // A read job takes a small document whole; a small file (most of a repository by count) is
    // hashed from one read; a larger one in chunks of the buffer.
    const step = job.kind === 'read'
        ? stepReadFile
        : before.size < buffer.length
            ? stepSmallFile
            : stepLargeFile;
    const file = {
        state,
        fd,
        i,
        before,
        total: probed,
        open: true,
        hash: null,
        blob: job.kind === 'hash' ? job.blob : '',
        blobHash: null,
        head: undefined,
        into: job.kind === 'read' && into !== undefined ? into : null,
        step,
        cancel: cancelFile,
    };
    if (step === stepLargeFile) {
        file.hash = crypto.createHash('sha256');
        // The probe's bytes are the file's first: hashed, not read again.
        if (probed > 0)
            file.hash.update(buffer.subarray(0, probed));
        if (file.blob !== '') {
            file.blobHash = startBlobId(crypto, file.blob, before.size);
            if (probed > 0)
                file.blobHash.update(buffer.subarray(0, probed));
        }
    }
    return file;
}
/** Closes the file, once. */
function cancelFile() {
    if (this.open)
        closeQuietly(this.state.fs, this.fd);
    this.open = false;
}
/** Closes the file and returns its result. */
function finishFile(file, result) {
    file.cancel();
    return result;
}
/**
 * Reads the whole file into `target`, which has room for one byte more than fstat reported:
 * a file that grew or shrank since shows in the byte count. Returns the file's bytes (a view
 * of `target`), or the failure. Only a hash job's `target` is the buffer, which may hold the
 * probe's bytes: the read goes on after them.
 */
function readWhole(file, target) {
    const { fs, onBytes, buffer } = file.state;
    const size = file.before.size;
    const i = file.i;
    let total = target === buffer ? file.total : 0;
    for (;;) {
        let n;
        const wanted = size + 1 - total;
        try {
            n = fs.readSync(file.fd, target, total, wanted, total);
        }
        catch (error) {
            return finishFile(file, { i, failure: 'io', code: errorCode(error), stage: 'read' });
        }
        if (n === 0)
            break;
        total += n;
        onBytes(n);
        if (total > size)
            return finishFile(file, { i, failure: 'changed', how: 'grew' });
        // A regular file returns fewer bytes than asked only at its end (reads of regular files
        // are not cut short by signals on Linux): no second call just to be told so. A fifth of
        // the system calls of a 1 KiB file (open, fstat, read, close).
        if (n < wanted)
            break;
    }
    if (total < size)
        return finishFile(file, { i, failure: 'changed', how: 'shrank' });
    return target.subarray(0, total);
}
/**
 * The one step of a read job's file: read whole, into its own ArrayBuffer (never Buffer's
 * shared pool), so a worker can transfer it uncopied; or, given a scratch (`into`, the main
 * thread's reads alone), into the scratch, grown when the file needs more room.
 */
function stepReadFile() {
    const room = this.before.size + 1;
    const into = this.into;
    let target;
    if (into === null)
        target = new Uint8Array(room);
    else {
        if (into.bytes.length < room)
            into.bytes = new Uint8Array(Math.max(room, into.bytes.length * 2));
        target = into.bytes;
    }
    const whole = readWhole(this, target);
    return whole instanceof Uint8Array ? finishFile(this, { i: this.i, bytes: whole }) : whole;
}
/**
 * The one step of a small file: one read of one byte more than fstat reported, one-shot
 * digest. The read sees the whole file at once, so there is no torn read to detect and no
 * second fstat; a file that grew or shrank since fstat shows in the byte count.
 */
function stepSmallFile() {
    const bytes = readWhole(this, this.state.buffer);
    return bytes instanceof Uint8Array
        ? finishFile(this, digestWhole(this.state, this.i, bytes, this.blob))
        : bytes;
}
/**
 * One step of a large file: one chunk read and hashed; the result after the last. Reads exactly
 * the size fstat reported; growth, shrinking and rewrites show in the second fstat (size or
 * mtime), so no extra read past the end is needed.
 */
function stepLargeFile() {
    const { fs, buffer, settings, prefix, onBytes } = this.state;
    const size = this.before.size;
    const i = this.i;
    if (this.total < size) {
        let n;
        try {
            n = fs.readSync(this.fd, buffer, 0, Math.min(buffer.length, size - this.total), this.total);
        }
        catch (error) {
            return finishFile(this, { i, failure: 'io', code: errorCode(error), stage: 'read' });
        }
        if (n === 0)
            return finishFile(this, { i, failure: 'changed', how: 'shrank' });
        if (this.total === 0 &&
            size <= settings.headMaxBytes &&
            n === size &&
            buffer.subarray(0, prefix.length).equals(prefix)) {
            this.head = Uint8Array.prototype.slice.call(buffer, 0, n);
        }
        this.hash.update(buffer.subarray(0, n));
        this.blobHash?.update(buffer.subarray(0, n));
        this.total += n;
        onBytes(n);
        if (this.total < size)
            return undefined;
    }
    return finishLargeFile(this);
}
/** The result of a large file read to its end: unchanged since the first fstat, or how it changed. */
function finishLargeFile(file) {
    const { before, i } = file;
    let after;
    try {
        after = file.state.fs.fstatSync(file.fd);
    }
    catch (error) {
        return finishFile(file, { i, failure: 'io', code: errorCode(error), stage: 'inspected' });
    }
    if (after.size > before.size)
        return finishFile(file, { i, failure: 'changed', how: 'grew' });
    if (after.size < before.size)
        return finishFile(file, { i, failure: 'changed', how: 'shrank' });
    if (after.mtimeMs !== before.mtimeMs)
        return finishFile(file, { i, failure: 'changed', how: 'modified' });
    const digest = file.hash.digest('hex');
    const size = file.total;
    const result = file.head === undefined
        ? { i, sha256: digest, size }
        : { i, sha256: digest, size, head: file.head };
    // The blob id's header named before.size, which the bytes hashed are (checked above).
    if (file.blobHash !== null)
        result.blob = file.blobHash.digest('hex');
    return finishFile(file, result);
}
/**
 * The file work of one hashing thread, with its one read buffer. Self-contained
 * on purpose (see the file comment): no imports, and no references outside its
 * own body but to the other functions of this module, which the worker's source
 * declares beside it. `onBytes` is told of every read.
 */
function createFileProcessor(fs, crypto, settings, onBytes) {
    const state = {
        fs,
        crypto,
        settings,
        onBytes,
        buffer: Buffer.allocUnsafe(settings.chunkBytes),
        prefix: Buffer.from(settings.headPrefix, 'latin1'),
    };
    return { begin: (job, i, into) => beginFile(state, job, i, into) };
}

;// CONCATENATED MODULE: ./src/hash/hash-worker.ts

/**
 * Runs in a worker thread. Self-contained on purpose (see the file comment):
 * it receives createFileProcessor (file-processor.ts) as an argument.
 */
function runHashWorker(fs, crypto, threads, makeProcessor) {
    const port = threads.parentPort;
    if (port === null)
        return;
    const settings = threads.workerData;
    let bytes = 0;
    let sinceProgress = 0;
    const processor = makeProcessor(fs, crypto, settings, (n) => {
        bytes += n;
        sinceProgress += n;
    });
    port.on('message', (job) => {
        let results = [];
        let transfer = [];
        let lastPost = Date.now();
        bytes = 0;
        sinceProgress = 0;
        const post = (done) => {
            const message = { jobId: job.jobId, results, bytes, done };
            port.postMessage(message, transfer);
            results = [];
            transfer = [];
            bytes = 0;
            lastPost = Date.now();
        };
        for (;;) {
            const i = Atomics.add(job.counter, 0, 1);
            if (i >= job.paths.length)
                break;
            const task = processor.begin(job, i);
            let result;
            while ((result = task.step()) === undefined) {
                // Within one large file too, so progress does not stall on it.
                if (sinceProgress >= settings.progressBytes) {
                    sinceProgress = 0;
                    post(false);
                }
            }
            if ('bytes' in result)
                transfer.push(result.bytes.buffer);
            results.push(result);
            if (results.length >= settings.flushCount || Date.now() - lastPost >= settings.flushMs)
                post(false);
        }
        post(true);
    });
}
/** Every function of file-processor.ts: the worker's source declares each by name. */
const PROCESSOR_FUNCTIONS = Object.values(file_processor_namespaceObject).filter((v) => typeof v === 'function');
/**
 * Source text of a worker: every function of file-processor.ts declared by name (the name the
 * bundle gave it, so the calls between them resolve), then {@link runHashWorker} applied to
 * the modules it needs and to createFileProcessor.
 */
const HASH_WORKER_SOURCE = `${PROCESSOR_FUNCTIONS.map((f) => f.toString()).join('\n')}
(${runHashWorker.toString()})(require('node:fs'), require('node:crypto'), require('node:worker_threads'), ${createFileProcessor.name});`;

;// CONCATENATED MODULE: ./src/hash/lfs-pointer.ts
/**
 * Git LFS pointer files (https://github.com/git-lfs/git-lfs/blob/main/docs/spec.md).
 * When a workflow checks out without LFS content, an artifact is a small text
 * file naming the real content's sha256 and size; the passport can still be
 * verified against it.
 */
/** The spec says pointer files are under 1024 bytes. */
const LFS_POINTER_MAX_BYTES = 1024;
/** First line of every pointer file. */
const LFS_VERSION_LINE = 'version https://git-lfs.github.com/spec/v1';
/** Parses a Git LFS pointer, or returns null when the bytes are not one. */
function parseLfsPointer(bytes) {
    if (bytes.length > LFS_POINTER_MAX_BYTES || bytes.length < LFS_VERSION_LINE.length + 1)
        return null;
    // Compare bytes before decoding: nearly every small file is not a pointer, and decoding each costs.
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (buffer.toString('latin1', 0, LFS_VERSION_LINE.length) !== LFS_VERSION_LINE)
        return null;
    const text = buffer.toString('utf8');
    if (!text.startsWith(LFS_VERSION_LINE + '\n'))
        return null;
    const lines = text.split('\n');
    let oid;
    let size;
    for (const line of lines.slice(1)) {
        if (line === '')
            continue;
        const m = /^([a-z0-9.-]+) (.*)$/.exec(line);
        if (!m)
            return null;
        if ((m[1] === 'oid' && oid !== undefined) || (m[1] === 'size' && size !== undefined))
            return null;
        if (m[1] === 'oid') {
            const o = /^sha256:([0-9a-f]{64})$/.exec(m[2] ?? '');
            if (!o)
                return null;
            oid = o[1];
        }
        else if (m[1] === 'size') {
            if (!/^(0|[1-9]\d{0,15})$/.test(m[2] ?? '') || !Number.isSafeInteger(Number(m[2])))
                return null;
            size = Number(m[2]);
        }
    }
    return oid !== undefined && size !== undefined ? { oid, size } : null;
}

;// CONCATENATED MODULE: ./src/hash/hash-pool.ts
/**
 * A pool of hashing threads, sized to the cores: the main thread and one
 * worker thread per further core.
 *
 * Why threads and not the libuv pool: `crypto.createHash` streaming reads
 * through libuv still hashes on the main thread, so it tops out at one core's
 * SHA-256 speed (bench/run.mjs measures both). Why no per-file messages: every
 * thread receives the whole path list once and takes the next index from a
 * shared atomic counter, so thousands of 1 KiB files cost no thread round trip
 * each, and a few huge files still spread over every core. Results come back
 * in batches.
 *
 * Why the main thread hashes too: a worker thread takes 30-55 ms to boot on the
 * benchmark machine (docs/performance.md), time in which nothing would hash,
 * and one thread per core plus an idle main thread leaves nothing for the
 * audit's own work. The main thread takes its share in slices between its
 * other work (setImmediate), so it hashes only when the audit waits: the
 * audit's checks come first, and the slices stop at once when it needs the
 * thread again.
 *
 * Robustness: a worker that dies (or cannot be started) loses nothing — every
 * index without a result is hashed on the main thread at the end of the job.
 * Aborting terminates the workers at once.
 */








/** Upper bound on worker threads, whatever the core count (each holds one read buffer). */
const MAX_HASH_THREADS = 16;
/**
 * Size of each worker's read buffer. Measured on the benchmark machine: 256 KiB
 * to 4 MiB hash at the same speed; 1 MiB keeps the system-call count low
 * while the memory of the pool stays a few megabytes whatever the file size.
 */
const WORKER_CHUNK_BYTES = 1 << 20;
/**
 * Largest small file hashed from a single read without fstat (a file the walk listed as
 * regular). 64 KiB holds the tables and plots an output directory has by the thousand; a
 * larger file goes on from the probe's bytes after an fstat, and one the speculation refuses as
 * too large costs the probe alone, where a probe of the whole buffer made the speculation copy
 * 1 MiB of every large file it then refused (workload 1: 64 MiB).
 */
const WORKER_PROBE_BYTES = 64 * 1024;
/** Bytes of one large file between two progress messages. */
const WORKER_PROGRESS_BYTES = 64 << 20;
/** Longest the main thread hashes before it yields to the event loop (messages, signals, the audit). */
const MAIN_THREAD_SLICE_MS = 10;
/** Number of hashing threads (the main thread included) when the caller does not say: one per available core. */
function defaultHashThreads() {
    return Math.max(1, Math.min(MAX_HASH_THREADS, (0,external_node_os_.availableParallelism)()));
}
/** The settings of every hashing thread (and of the main thread's file processors). */
const HASH_THREAD_SETTINGS = {
    openFlags: safe_read/* SAFE_OPEN_FLAGS */.Xj,
    chunkBytes: WORKER_CHUNK_BYTES,
    probeBytes: WORKER_PROBE_BYTES,
    headMaxBytes: LFS_POINTER_MAX_BYTES,
    headPrefix: LFS_VERSION_LINE,
    progressBytes: WORKER_PROGRESS_BYTES,
    flushMs: 100,
    flushCount: 512,
};
/** Stands in a job's results for one handed to {@link PoolRunOptions.onResult}. */
const VISITED = Symbol('visited');
/** Stands for the main thread among the threads a job waits for. */
const MAIN_THREAD = Symbol('main thread');
/**
 * Threads that hash files. Create one, optionally {@link HashPool.start} it
 * early so worker start-up overlaps other work, {@link HashPool.run} jobs one
 * at a time, and {@link HashPool.close} it.
 */
class HashPool {
    /** Number of hashing threads, the main thread included (it runs `size - 1` workers). */
    size;
    workers = null;
    job = null;
    nextJobId = 1;
    /** Whether a job is running; others wait in {@link HashPool.waiting}, in order. */
    busy = false;
    waiting = [];
    /** The main thread's file processor, made on its first job, and the bytes it read since its last slice. */
    mainProcessor;
    mainBytes = 0;
    /** A pool of `size` hashing threads (default: {@link defaultHashThreads}); nothing starts until used. */
    constructor(size = defaultHashThreads()) {
        this.size = Math.max(1, Math.min(MAX_HASH_THREADS, Math.floor(size)));
    }
    /**
     * Whether the threads were started (by {@link HashPool.start} or a job) and not closed since.
     * The digest service boots no thread just to read passports (hash/digests.ts, readEach).
     */
    get started() {
        return this.workers !== null;
    }
    /** Starts the threads now. Never throws: a pool whose threads cannot start hashes on the main thread. */
    start() {
        if (this.workers !== null)
            return;
        this.workers = [];
        for (let k = 1; k < this.size; k++) {
            let worker;
            try {
                worker = new external_node_worker_threads_namespaceObject.Worker(HASH_WORKER_SOURCE, { eval: true, workerData: HASH_THREAD_SETTINGS });
            }
            catch {
                break;
            }
            worker.unref();
            worker.on('message', (message) => this.receive(worker, message));
            // 'error' is followed by 'exit'; the exit handler settles the job.
            worker.on('error', () => undefined);
            worker.on('exit', () => this.lose(worker));
            this.workers.push(worker);
        }
    }
    run(paths, options = {}) {
        // Jobs are posted synchronously: by run() when the pool is idle, and by the end of the
        // job before when it is busy, not in a later microtask. A caller that starts a job and goes
        // on with synchronous work (the audit's per-passport rules) has the threads working
        // meanwhile; a microtask would wait until that work is done.
        return new Promise((resolve, reject) => {
            const start = () => {
                let job;
                try {
                    job = this.runNow(paths, options);
                }
                catch (error) {
                    job = Promise.reject(error);
                    this.startNextJob();
                }
                job.then(resolve, reject);
            };
            if (this.busy)
                this.waiting.push({ start, reject });
            else {
                this.busy = true;
                start();
            }
        });
    }
    /** Starts the next waiting job, if any; called when a job ends. */
    startNextJob() {
        const next = this.waiting.shift();
        if (next)
            next.start();
        else
            this.busy = false;
    }
    runNow(paths, options) {
        options.signal?.throwIfAborted();
        this.start();
        const workers = this.workers ?? [];
        const results = new Array(paths.length);
        if (paths.length === 0) {
            this.startNextJob();
            return Promise.resolve(results);
        }
        return new Promise((resolve, reject) => {
            const signal = options.signal;
            const onAbort = () => job.fail(signal?.reason);
            const job = {
                id: this.nextJobId++,
                results,
                pending: new Set([...workers, MAIN_THREAD]),
                files: 0,
                bytes: 0,
                options,
                finish: () => {
                    signal?.removeEventListener('abort', onAbort);
                    for (const w of this.workers ?? [])
                        w.unref();
                    this.job = null;
                    resolve(results);
                    this.startNextJob();
                },
                fail: (error) => {
                    signal?.removeEventListener('abort', onAbort);
                    this.terminate();
                    reject(error);
                    this.startNextJob();
                },
            };
            this.job = job;
            signal?.addEventListener('abort', onAbort, { once: true });
            const message = {
                jobId: job.id,
                kind: options.kind ?? 'hash',
                maxBytes: options.maxBytes ?? Number.MAX_SAFE_INTEGER,
                regular: options.kind !== 'read' && options.regular === true,
                blob: options.kind !== 'read' ? (options.blob ?? '') : '',
                ...(options.prefix !== undefined ? { prefix: options.prefix } : {}),
                paths: [...paths],
                counter: new Int32Array(new SharedArrayBuffer(4)),
            };
            for (const w of workers) {
                // Referenced while a job runs: otherwise the process could exit while awaiting the results.
                w.ref();
                w.postMessage(message);
            }
            this.assist(job, message);
        });
    }
    /**
     * The main thread's share of a job: slices of at most {@link MAIN_THREAD_SLICE_MS},
     * each scheduled with setImmediate, so whatever the thread is doing finishes first.
     */
    assist(job, message) {
        // One processor (one read buffer) for the main thread's share of every job, as each worker has.
        const processor = (this.mainProcessor ??= this.createMainProcessor());
        let current;
        const slice = () => {
            if (this.job !== job) {
                // Failed or closed meanwhile: let go of the file in hand.
                current?.cancel();
                return;
            }
            const deadline = Date.now() + MAIN_THREAD_SLICE_MS;
            let files = 0;
            let finished = false;
            try {
                do {
                    if (current === undefined) {
                        const i = Atomics.add(message.counter, 0, 1);
                        if (i >= message.paths.length) {
                            finished = true;
                            break;
                        }
                        current = processor.begin(message, i);
                    }
                    const result = current.step();
                    if (result !== undefined) {
                        take(job, result);
                        files++;
                        current = undefined;
                    }
                } while (Date.now() < deadline);
            }
            catch {
                // Not a file-system condition (those are results): the main thread stops taking files, as
                // a worker that dies would; what it left undone is redone by the caller's fallback
                // (hashFileList, readFilesCapped).
                current?.cancel();
                current = undefined;
                finished = true;
            }
            const bytes = this.mainBytes;
            this.mainBytes = 0;
            job.files += files;
            job.bytes += bytes;
            // After every slice that read something: within one large file too, as the workers do.
            if (files > 0 || bytes > 0 || finished)
                job.options.onProgress?.(job.files, job.bytes);
            if (!finished) {
                setImmediate(slice);
                return;
            }
            job.pending.delete(MAIN_THREAD);
            if (job.pending.size === 0)
                job.finish();
        };
        setImmediate(slice);
    }
    /**
     * The main thread's file processor. Made here, not in {@link HashPool.assist}: a closure made
     * there shares assist's scope, so the processor, which lives as long as the pool, would keep
     * the first job alive to the end of the run: its results and its copy of the path list
     * (workload 4's clean twin: 100,000 result objects and absolute paths).
     */
    createMainProcessor() {
        return createFileProcessor(external_node_fs_, external_node_crypto_, HASH_THREAD_SETTINGS, (n) => {
            this.mainBytes += n;
        });
    }
    receive(worker, message) {
        const job = this.job;
        if (job === null || message.jobId !== job.id)
            return;
        for (const r of message.results)
            take(job, r);
        job.files += message.results.length;
        job.bytes += message.bytes;
        job.options.onProgress?.(job.files, job.bytes);
        if (message.done) {
            job.pending.delete(worker);
            if (job.pending.size === 0)
                job.finish();
        }
    }
    lose(worker) {
        if (this.workers)
            this.workers = this.workers.filter((w) => w !== worker);
        const job = this.job;
        if (job?.pending.delete(worker) && job.pending.size === 0)
            job.finish();
    }
    terminate() {
        const workers = this.workers ?? [];
        this.workers = null;
        this.job = null;
        for (const w of workers)
            void w.terminate();
    }
    /**
     * Stops the threads; a job still running, and any waiting its turn, is
     * rejected (its caller has gone on without it). The pool can be used again
     * afterwards (it restarts them).
     */
    async close() {
        const workers = this.workers ?? [];
        this.workers = null;
        // Jobs waiting their turn are rejected with the running one, not started on new threads.
        const waiting = this.waiting;
        this.waiting = [];
        for (const w of waiting)
            w.reject(new Error('the hash pool was closed'));
        this.job?.fail(new Error('the hash pool was closed'));
        await Promise.all(workers.map((w) => w.terminate()));
    }
}
/** Keeps a result in its job, or hands it to the job's visitor and keeps only that it was done. */
function take(job, result) {
    const visit = job.options.onResult;
    if (visit === undefined) {
        job.results[result.i] = result;
        return;
    }
    job.results[result.i] = VISITED;
    visit(result);
}

;// CONCATENATED MODULE: ./src/hash/hash-files.ts
/**
 * SHA-256 of artifacts. Each file is opened safely (see fs/safe-read), hashed
 * in fixed-size chunks so memory stays flat whatever its size, and checked not
 * to have changed while it was read. Each distinct path is hashed once per run.
 *
 * Many files are hashed on a pool of hashing threads (hash-pool.ts): the main
 * thread and a worker per further core. A single file, a small job, or a
 * caller asking for no threads is hashed on the main thread with reads
 * through the libuv pool.
 */







/**
 * Smallest job worth the threads: this many files, or {@link POOL_MIN_BYTES}.
 * A worker that is not running yet takes 30-55 ms to boot; below these a job
 * is done sooner on the main thread (bench/run.mjs, the one-passport audit).
 */
const POOL_MIN_FILES = 32;
/** See {@link POOL_MIN_FILES}: at about 1 GB/s per core, 16 MiB is what a thread start costs. */
const POOL_MIN_BYTES = 16 * 1024 * 1024;
/** Fewest files a {@link readFilesCapped} job sends to the threads. */
const READ_POOL_MIN_FILES = 256;
/** Chunk size for streaming reads on the main thread. */
const HASH_CHUNK_BYTES = 1 << 20;
/** Files hashed at once on the main thread; the libuv pool has 4 threads by default. */
const HASH_CONCURRENCY = 4;
const CHANGED_DETAIL = {
    grew: 'grew while it was being hashed',
    shrank: 'shrank while it was being hashed',
    modified: 'was modified while it was being hashed',
};
/** Hashes one already-contained absolute path on the main thread. Never throws for file-system conditions. */
async function hashFile(absolute, onBytes, maxBytes = Number.MAX_SAFE_INTEGER, blob) {
    const opened = await (0,safe_read/* openRegularFile */.ZU)(absolute);
    if (!opened.ok)
        return opened;
    const { handle, stats } = opened;
    if (stats.size > maxBytes) {
        await handle.close().catch(() => undefined);
        return {
            ok: false,
            reason: 'too-large',
            detail: `is ${stats.size} bytes, over the ${maxBytes}-byte cap`,
        };
    }
    // Two buffers: the next chunk is read (on the libuv pool) while this thread hashes the
    // current one, so a single large file keeps a core hashing and another reading.
    const size = Math.min(HASH_CHUNK_BYTES, Math.max(stats.size + 1, 1));
    let chunk = Buffer.allocUnsafe(size);
    let spare = Buffer.allocUnsafe(size);
    let inflight;
    try {
        const hash = (0,external_node_crypto_.createHash)('sha256');
        const blobHash = blob ? (0,external_node_crypto_.createHash)(blob).update(`blob ${stats.size}\0`) : null;
        let total = 0;
        let head;
        inflight = handle.read(chunk, 0, size, 0);
        for (;;) {
            const { bytesRead } = await inflight;
            inflight = undefined;
            if (bytesRead === 0)
                break;
            // Past the recorded size by one byte at most: a file that grew is caught below.
            if (total + bytesRead <= stats.size) {
                inflight = handle.read(spare, 0, size, total + bytesRead);
            }
            if (total === 0 && stats.size <= LFS_POINTER_MAX_BYTES)
                head = Buffer.from(chunk.subarray(0, bytesRead));
            hash.update(chunk.subarray(0, bytesRead));
            blobHash?.update(chunk.subarray(0, bytesRead));
            total += bytesRead;
            onBytes?.(bytesRead);
            if (total > stats.size)
                return { ok: false, reason: 'changed', detail: CHANGED_DETAIL.grew };
            if (inflight === undefined)
                break;
            [chunk, spare] = [spare, chunk];
        }
        if (total !== stats.size)
            return { ok: false, reason: 'changed', detail: CHANGED_DETAIL.shrank };
        const after = await handle.stat();
        if (after.size !== stats.size || after.mtimeMs !== stats.mtimeMs) {
            return { ok: false, reason: 'changed', detail: CHANGED_DETAIL.modified };
        }
        const lfs = head ? parseLfsPointer(head) : null;
        // The header named stats.size, which is what was read (checked above).
        return {
            ok: true,
            sha256: hash.digest('hex'),
            size: total,
            ...(lfs ? { lfs } : {}),
            ...(blobHash ? { blob: blobHash.digest('hex') } : {}),
        };
    }
    catch (error) {
        return {
            ok: false,
            reason: 'io',
            detail: `could not be read (${error.code ?? 'EIO'})`,
        };
    }
    finally {
        // Never close under a read still in flight (an early return leaves one behind).
        await inflight?.catch(() => undefined);
        await handle.close().catch(() => undefined);
    }
}
/** A worker's refusal as the failure {@link hashFile} or readFileCapped would have returned. */
function toFailure(result, verb, maxBytes = 0) {
    switch (result.failure) {
        case 'open':
            return (0,safe_read/* describeOpenError */._n)(result.code);
        case 'not-regular':
            return { ok: false, reason: 'not-regular', detail: `is ${(0,safe_read/* describeFileMode */.Z6)(result.mode)}` };
        case 'too-large':
            return {
                ok: false,
                reason: 'too-large',
                detail: `is ${result.size} bytes, over the ${maxBytes}-byte cap`,
                size: result.size,
            };
        case 'io':
            return { ok: false, reason: 'io', detail: `could not be ${result.stage} (${result.code})` };
        case 'changed':
            return verb === 'hashed'
                ? { ok: false, reason: 'changed', detail: CHANGED_DETAIL[result.how] }
                : {
                    ok: false,
                    reason: 'changed',
                    detail: `${result.how === 'modified' ? 'was modified' : result.how} while it was being read`,
                };
    }
}
/** Turns a worker's raw result into the outcome {@link hashFile} would have returned. */
function toOutcome(result, maxBytes) {
    if ('sha256' in result) {
        const lfs = result.head ? parseLfsPointer(result.head) : null;
        return {
            ok: true,
            sha256: result.sha256,
            size: result.size,
            ...(lfs ? { lfs } : {}),
            ...(result.blob !== undefined ? { blob: result.blob } : {}),
        };
    }
    if ('bytes' in result)
        throw new Error('a hash job received file contents');
    return toFailure(result, 'hashed', maxBytes);
}
/** Hashes on the main thread, `concurrency` files at a time, into `results` (by index in `paths`). */
async function hashInThread(paths, indexes, visit, options, progress) {
    let next = 0;
    let unreported = 0;
    const onBytes = (n) => {
        progress.bytes += n;
        unreported += n;
        // Within a large file too, as the threads do, so progress does not stall on one big file.
        if (unreported >= WORKER_PROGRESS_BYTES) {
            unreported = 0;
            progress.report();
        }
    };
    const worker = async () => {
        while (next < indexes.length) {
            options.signal?.throwIfAborted();
            const i = indexes[next++];
            const file = paths[i];
            const absolute = options.prefix === undefined ? file : options.prefix + file;
            visit(i, await hashFile(absolute, onBytes, options.maxBytes, options.blob));
            progress.files++;
            progress.report();
        }
    };
    const concurrency = Math.max(1, options.concurrency ?? HASH_CONCURRENCY);
    await Promise.all(Array.from({ length: Math.min(concurrency, indexes.length) }, worker));
}
/**
 * Hashes a list of distinct absolute paths (already contained in the root) and returns their
 * outcomes in the list's order. The digest service's form (hash/digests.ts): it keeps outcomes in arrays indexed like its
 * tree, where a map keyed by the absolute path hashed each of tens of thousands of long strings
 * several times over. Never throws for file-system conditions; rejects with the signal's reason
 * when aborted (worker threads are terminated at once).
 */
async function hashFileList(paths, options = {}) {
    const results = new Array(paths.length);
    await visitFileHashes(paths, options, (i, outcome) => {
        results[i] = outcome;
    });
    return results;
}
/**
 * {@link hashFileList}, handing each outcome to `visit` (with its index in `paths`) as soon as it
 * is known, once per path, and keeping none: the speculation's 100,000 outcomes then die young
 * instead of waiting for the end of the job (docs/performance.md, Issue 41, "The per-file state").
 */
async function visitFileHashes(paths, options, visit) {
    const progress = {
        files: 0,
        bytes: 0,
        report: () => options.onProgress?.({
            files: progress.files,
            totalFiles: paths.length,
            bytes: progress.bytes,
        }),
    };
    options.signal?.throwIfAborted();
    const threads = options.pool ? options.pool.size : (options.threads ?? defaultHashThreads());
    // One file cannot be spread over threads, and a small job does not pay for starting them.
    const small = paths.length < POOL_MIN_FILES &&
        options.expectedBytes !== undefined &&
        options.expectedBytes < POOL_MIN_BYTES;
    if (threads <= 0 || paths.length < 2 || small) {
        await hashInThread(paths, paths.map((_, i) => i), visit, options, progress);
        return;
    }
    const pool = options.pool ?? new HashPool(threads);
    try {
        const raw = await pool.run(paths, {
            ...(options.maxBytes !== undefined ? { maxBytes: options.maxBytes } : {}),
            regular: options.regular === true,
            blob: options.blob,
            prefix: options.prefix,
            signal: options.signal,
            onProgress: (files, bytes) => {
                progress.files = files;
                progress.bytes = bytes;
                progress.report();
            },
            onResult: (r) => visit(r.i, toOutcome(r, options.maxBytes)),
        });
        const missed = [];
        for (let i = 0; i < paths.length; i++)
            if (raw[i] === undefined)
                missed.push(i);
        // A thread that died (or could not start) left these: hash them here rather than fail the run.
        if (missed.length > 0)
            await hashInThread(paths, missed, visit, options, progress);
    }
    finally {
        if (!options.pool)
            await pool.close();
    }
}
/**
 * Hashes distinct absolute paths (already contained in the root); returns
 * outcomes by path. A path listed several times is read once. Never throws for
 * file-system conditions; rejects with the signal's reason when aborted (worker
 * threads are terminated at once).
 */
async function hashFiles(paths, options = {}) {
    const unique = [...new Set(paths)];
    const outcomes = await hashFileList(unique, options);
    return new Map(unique.map((p, i) => [p, outcomes[i]]));
}
/** A read job's raw result as the result readFileCapped would have returned. */
function toReadResult(r, maxBytes) {
    if ('bytes' in r) {
        const bytes = Buffer.from(r.bytes.buffer, r.bytes.byteOffset, r.bytes.byteLength);
        return { ok: true, bytes, size: bytes.length };
    }
    if ('sha256' in r)
        throw new Error('a read job received a digest');
    return toFailure(r, 'read', maxBytes);
}
let syncProcessor;
/**
 * Reads one small file (a passport) whole on this thread, synchronously, with the checks of
 * the hashing threads (the same file processor): the digest service's form while the threads are busy
 * hashing, so reading does not wait behind them, nor they behind it. Refused when over
 * `maxBytes`. The absolute path must already be contained in the root. Never throws for
 * file-system conditions. Given `into`, the bytes are a view of that scratch, valid until the
 * next read into it (see ReadScratch); otherwise an ArrayBuffer of their own.
 */
function readFileCappedSync(absolute, maxBytes, into) {
    syncProcessor ??= createFileProcessor(external_node_fs_, external_node_crypto_, HASH_THREAD_SETTINGS, () => undefined);
    const task = syncProcessor.begin({ kind: 'read', maxBytes, paths: [absolute], regular: false, blob: '' }, 0, into);
    let result;
    while ((result = task.step()) === undefined)
        ;
    return toReadResult(result, maxBytes);
}
/**
 * Reads small files (passports) whole on the worker threads, each refused when
 * over `maxBytes` — the parallel twin of readFileCapped, with its results.
 * Absolute paths must already be contained in the root. Never throws for
 * file-system conditions; rejects with the signal's reason when aborted.
 */
async function readFilesCapped(paths, maxBytes, options = {}) {
    const unique = [...new Set(paths)];
    const results = new Map();
    options.signal?.throwIfAborted();
    const threads = options.pool ? options.pool.size : (options.threads ?? defaultHashThreads());
    let missed = unique;
    if (threads > 0 && unique.length >= READ_POOL_MIN_FILES) {
        const pool = options.pool ?? new HashPool(threads);
        try {
            const raw = await pool.run(unique, { kind: 'read', maxBytes, signal: options.signal });
            missed = [];
            unique.forEach((p, i) => {
                const r = raw[i];
                if (r === undefined)
                    missed.push(p);
                else
                    results.set(p, toReadResult(r, maxBytes));
            });
        }
        finally {
            if (!options.pool)
                await pool.close();
        }
    }
    // A few files on the main thread, several at a time so the libuv pool overlaps their system calls.
    let next = 0;
    const reader = async () => {
        while (next < missed.length) {
            options.signal?.throwIfAborted();
            const p = missed[next++];
            results.set(p, await (0,safe_read/* readFileCapped */.uh)(p, maxBytes));
        }
    };
    await Promise.all(Array.from({ length: Math.min(HASH_CONCURRENCY, missed.length) }, reader));
    return results;
}

// EXTERNAL MODULE: ./src/vcs/lfs-attributes.ts
var lfs_attributes = __nccwpck_require__(88261);
// EXTERNAL MODULE: ./src/core/passport.ts
var passport = __nccwpck_require__(48825);
// EXTERNAL MODULE: ./src/util/capacity.ts
var capacity = __nccwpck_require__(65382);
;// CONCATENATED MODULE: ./src/hash/outcome-table.ts
/**
 * Hash outcomes by file id, in columns: a file that hashed plainly (the common case: no Git LFS
 * pointer, no blob id) is 32 bytes of one shared buffer, a size and a tag, not an object holding
 * a 64-character hex string. Every other outcome (a refusal, a pointer-shaped file, one with a
 * blob id for the content cache) is kept as it is, in a map: a run has few of them.
 *
 * Why: the digest service holds one outcome per file to the end of the run, and on workload 4's
 * clean twin (100,000 files) those objects and their hex strings were some 14 MB of a heap of
 * 119 MB (docs/performance.md, Issue 41, "The per-file state"). An outcome read back is made
 * again, young and short-lived, with the same fields in the same order as the one stored.
 */


/** Bytes of one SHA-256 digest. */
const DIGEST_BYTES = 32;
/** A digest the columns hold exactly: 64 lowercase hex digits (what `digest('hex')` writes). */
const PLAIN_HEX = /^[0-9a-f]{64}$/;
/** Tags of {@link OutcomeTable}: no outcome, one in the columns, one in the map. */
const NONE = 0;
const COLUMNS = 1;
const OTHER = 2;
/** Hash outcomes indexed by file id; grows to any id it is given. */
class OutcomeTable {
    tags;
    sizes;
    digests;
    others = new Map();
    /** A table with room for ids below `capacity` (it grows past them when needed). */
    constructor(capacity) {
        const n = Math.max(1, capacity);
        this.tags = new Uint8Array(n);
        this.sizes = new Float64Array(n);
        this.digests = Buffer.alloc(n * DIGEST_BYTES);
    }
    /** Sets (or, with undefined, clears) the outcome of `file`. */
    set(file, outcome) {
        if (outcome === undefined) {
            if (file < this.tags.length && this.tags[file] === OTHER)
                this.others.delete(file);
            if (file < this.tags.length)
                this.tags[file] = NONE;
            return;
        }
        this.reserve(file);
        if (isPlain(outcome)) {
            if (this.tags[file] === OTHER)
                this.others.delete(file);
            this.digests.write(outcome.sha256, file * DIGEST_BYTES, DIGEST_BYTES, 'hex');
            this.sizes[file] = outcome.size;
            this.tags[file] = COLUMNS;
            return;
        }
        this.others.set(file, outcome);
        this.tags[file] = OTHER;
    }
    /**
     * Sets a plain outcome of `file` from a digest held as bytes (`source[at, at + 32)`, the warm
     * facts cache's record) and its size: no hex string made and parsed back per file.
     */
    setDigest(file, source, at, size) {
        this.reserve(file);
        if (this.tags[file] === OTHER)
            this.others.delete(file);
        // Byte by byte: a view or a native copy per file costs more than 32 stores (10⁶ files).
        const digests = this.digests;
        const to = file * DIGEST_BYTES;
        for (let k = 0; k < DIGEST_BYTES; k++)
            digests[to + k] = source[at + k];
        this.sizes[file] = size;
        this.tags[file] = COLUMNS;
    }
    /** The outcome of `file`, undefined when it has none. */
    get(file) {
        const tag = file < this.tags.length ? this.tags[file] : NONE;
        if (tag === COLUMNS) {
            const at = file * DIGEST_BYTES;
            return {
                ok: true,
                sha256: this.digests.toString('hex', at, at + DIGEST_BYTES),
                size: this.sizes[file],
            };
        }
        return tag === OTHER ? this.others.get(file) : undefined;
    }
    /** One more than the largest id the table has room for: every id with an outcome is below it. */
    get capacity() {
        return this.tags.length;
    }
    /**
     * The size of `file` when it hashed plainly (its digest in the columns) and `ref` records that
     * very digest as bytes (core/passport.ts recordsDigest); undefined otherwise, the caller then
     * compares the outcome as usual. No hex string is made on either side.
     */
    sizeIfRecorded(file, ref) {
        if (file >= this.tags.length || this.tags[file] !== COLUMNS)
            return undefined;
        return (0,passport/* recordsDigest */.NK)(ref, this.digests, file * DIGEST_BYTES) === true
            ? this.sizes[file]
            : undefined;
    }
    /** Whether `file` has an outcome. */
    has(file) {
        return file < this.tags.length && this.tags[file] !== NONE;
    }
    /**
     * The outcome of `file` when it is not a plain digest (a refusal, a Git LFS pointer, one with
     * a blob id), without making one for a plain digest: undefined for those and for no outcome.
     */
    special(file) {
        return file < this.tags.length && this.tags[file] === OTHER ? this.others.get(file) : undefined;
    }
    /** The size of `file` when it hashed, undefined when it did not (or has no outcome). */
    hashedSize(file) {
        const tag = file < this.tags.length ? this.tags[file] : NONE;
        if (tag === COLUMNS)
            return this.sizes[file];
        const other = tag === OTHER ? this.others.get(file) : undefined;
        return other?.ok ? other.size : undefined;
    }
    /** Room for `file`: the columns double until it fits. */
    reserve(file) {
        if (file < this.tags.length)
            return;
        const n = (0,capacity/* growCapacity */.a)(this.tags.length, file + 1);
        const tags = new Uint8Array(n);
        tags.set(this.tags);
        const sizes = new Float64Array(n);
        sizes.set(this.sizes);
        const digests = Buffer.alloc(n * DIGEST_BYTES);
        this.digests.copy(digests);
        this.tags = tags;
        this.sizes = sizes;
        this.digests = digests;
    }
}
/**
 * An outcome the columns hold with nothing lost: it hashed, it has exactly the fields `ok`,
 * `sha256` and `size` (no LFS pointer, no blob id), and its digest reads back the same.
 */
function isPlain(outcome) {
    return (outcome.ok && !('lfs' in outcome) && !('blob' in outcome) && PLAIN_HEX.test(outcome.sha256));
}

;// CONCATENATED MODULE: ./src/hash/digests.ts
/**
 * The digest service: the one door to hashing. A run tells it which files it
 * may need early (prefetch), which it needs (request), and waits once for
 * every outcome (settle); it also reads the small documents (passports) in the
 * way that keeps the hashing threads busy. Everything that makes that fast
 * lives here and nowhere else:
 *
 *  - outcomes by file id (repo/tree.ts), not maps keyed by absolute paths, and
 *    a plain digest as 32 bytes of one buffer (hash/outcome-table.ts);
 *  - the speculation: the files a repository that passes lists are its output
 *    directories' files, so the small ones hash before any passport is read;
 *  - the late job (what the passports list beyond the guess, queued behind it
 *    on the same threads) and the remaining one (what the guess refused by its
 *    size cap);
 *  - the expected size of a small job, from the sizes the passports record,
 *    so it stays on the main thread when threads would cost more;
 *  - reading the passports on this thread between parses, or on the threads,
 *    as the hashing load says;
 *  - which pointer-shaped files Git LFS manages (vcs/lfs-attributes.ts), asked of
 *    git for those few files alone.
 */




/**
 * Largest file hashed on speculation, before any passport says it is an artifact: 1 MiB, so a
 * guess that misses (an unlisted file) costs at most about a millisecond of one thread.
 */
const SPECULATIVE_HASH_MAX_BYTES = 1 << 20;
/** Creates the digest service of one run over `files`. */
function createDigestService(files, options = {}) {
    return new Digests(files, options);
}
class Digests {
    files;
    options;
    /** Outcomes by file id, in columns (hash/outcome-table.ts): one per file, to the end of the run. */
    outcomes;
    progressByJob = new Map();
    hashOptions;
    readOptions;
    /**
     * The speculation: its outcomes go into the table as they arrive (none is held to the end of
     * the job), so `hashed` settles with nothing; `covered` marks the files it was given.
     */
    speculation = null;
    late = null;
    requested = [];
    /** Known digests asked so far (undefined: asked, not known), and the files served by them. */
    knownAsked = new Map();
    servedByKnown = new Set();
    /**
     * The requested files the warm facts cache answered for (1 by file id): never read, never
     * taught. Bytes, not a Set: at 10⁶ files every one is served.
     */
    servedByFacts;
    reader;
    constructor(files, options) {
        this.files = files;
        this.options = options;
        this.outcomes = new OutcomeTable(files.listedCount);
        this.servedByFacts = new Uint8Array(options.served ? files.listedCount : 0);
        const signal = options.signal ? { signal: options.signal } : {};
        this.hashOptions = options.pool
            ? { pool: options.pool, ...signal }
            : { ...(options.threads !== undefined ? { threads: options.threads } : {}), ...signal };
        this.readOptions = options.pool ? { pool: options.pool, ...signal } : { threads: 0, ...signal };
        this.reader = {
            readEach: (rels, maxBytes, visit, options) => this.readEach(rels, maxBytes, visit, options?.reuse === true),
            readAgainSync: (rel, maxBytes) => {
                const file = files.fileId(rel);
                if (file === undefined)
                    return undefined;
                const absolute = files.realPathOf(file);
                return () => readFileCappedSync(absolute, maxBytes);
            },
        };
    }
    prefetch(all) {
        if (!this.options.pool || all.length === 0 || this.speculation)
            return;
        // A file with a known digest waits for its passport: the digest it records decides. A
        // served one is never read.
        const served = this.options.served;
        const unserved = served ? all.filter((f) => served.filesOf(f) === undefined) : all;
        const files = this.options.known ? unserved.filter((f) => !this.knownOf(f)) : unserved;
        if (files.length === 0)
            return;
        // A guess too small to be worth the threads does not boot them when the caller left them
        // unstarted (changed mode: the few files of the changed directories). The job that needs
        // those files hashes them on this thread when their recorded sizes say it is small.
        if (!this.options.pool.started && files.length < POOL_MIN_FILES)
            return;
        const { prefix, paths } = this.files.hashPathsOf(files);
        const hashed = visitFileHashes(paths, this.jobOptions('speculative', {
            maxBytes: SPECULATIVE_HASH_MAX_BYTES,
            regular: true,
            prefix,
        }), (k, outcome) => this.outcomes.set(files[k], outcome));
        // Awaited in settle; this only keeps a throw in between from leaving the rejection unhandled.
        hashed.catch(() => undefined);
        let top = 0;
        for (const f of files)
            if (f > top)
                top = f;
        const covered = new Uint8Array(top + 1);
        for (const f of files)
            covered[f] = 1;
        this.speculation = { files, hashed, covered };
    }
    request(requested, sizes) {
        this.requested = requested;
        const unserved = this.options.served ? this.serveFacts(requested) : requested;
        const files = this.options.known ? this.serveKnown(unserved) : unserved;
        // What the speculation does not cover: files it did not guess, and files it will refuse as
        // larger than its cap by the size their passport records (a file whose recorded size is
        // wrong is caught after both jobs, in settle). Queued behind the speculation.
        const covered = this.speculation?.covered;
        const late = [];
        files.forEach((f) => {
            if (covered?.[f.file] !== 1 ||
                (f.ref.sizeBytes !== null && f.ref.sizeBytes > SPECULATIVE_HASH_MAX_BYTES))
                late.push(f);
        });
        const lateFiles = distinct(late.map((f) => f.file));
        if (sizes !== 'measure') {
            const expectedBytes = expectHashBytes(late, sizes);
            this.late = this.hash(lateFiles, 'listed', {
                ...(expectedBytes !== undefined ? { expectedBytes } : {}),
            });
            return;
        }
        const measured = this.measure(lateFiles).then((expectedBytes) => this.hash(lateFiles, 'listed', { expectedBytes }).outcomes);
        measured.catch(() => undefined);
        this.late = { files: lateFiles, outcomes: measured };
    }
    /** The known digest of a walked file (asked once), undefined for any other. */
    knownOf(file) {
        const known = this.options.known;
        if (!known || file >= this.files.listedCount)
            return undefined;
        if (this.knownAsked.has(file))
            return this.knownAsked.get(file);
        const digest = known.lookup(this.files.relOf(file));
        this.knownAsked.set(file, digest);
        return digest;
    }
    /**
     * Settles from known digests the files every request of which records that digest (and, when
     * it records one, that size); returns the requests left to hash. A known digest that differs
     * from a recorded one is never reported: the file is hashed, so every finding comes from bytes.
     */
    serveKnown(requested) {
        const disagree = new Set();
        requested.forEach((f) => {
            const known = this.knownOf(f.file);
            if (!known ||
                known.sha256 !== f.ref.sha256 ||
                (f.ref.sizeBytes !== null && f.ref.sizeBytes !== known.size))
                disagree.add(f.file);
        });
        const rest = [];
        requested.forEach((f) => {
            const known = this.knownAsked.get(f.file);
            if (disagree.has(f.file) || !known) {
                rest.push(f);
                return;
            }
            this.outcomes.set(f.file, { ok: true, sha256: known.sha256, size: known.size });
            this.servedByKnown.add(f.file);
        });
        return rest;
    }
    /**
     * Settles every requested file the warm facts cache answers for from the record's digest and
     * size, whatever the request records (the rules compare them, as with a digest read); returns
     * the requests left.
     */
    serveFacts(requested) {
        const served = this.options.served;
        const byFacts = this.servedByFacts;
        const rest = [];
        requested.forEach((f) => {
            const { file } = f;
            if (byFacts[file] === 1)
                return;
            const record = served.filesOf(file);
            if (!record) {
                rest.push(f);
                return;
            }
            const i = served.indexOf(file);
            this.outcomes.setDigest(file, record.bytes, record.digestAt(i), record.sizeAt(i));
            byFacts[file] = 1;
        });
        return rest;
    }
    /** Whether the warm facts cache answered for `file`. */
    isServedByFacts(file) {
        return this.servedByFacts[file] === 1;
    }
    /** Offers what hashed from its bytes to the known digests (the cache learns it). */
    teachKnown() {
        const known = this.options.known;
        if (!known)
            return;
        this.requested.forEach(({ file }) => {
            if (file >= this.files.listedCount ||
                this.servedByKnown.has(file) ||
                this.isServedByFacts(file))
                return;
            const outcome = this.outcomes.get(file);
            if (outcome?.ok && !outcome.lfs && outcome.blob !== undefined)
                known.learn(this.files.relOf(file), outcome.sha256, outcome.size, outcome.blob);
        });
    }
    /**
     * The bytes of `files` by stat, 0 for one that cannot be stat'ed (its hashing says why): a
     * small job stays on the main thread, where starting threads would cost more than hashing a
     * few small files, and a stat per file is cheap next to a read.
     */
    async measure(files) {
        const sizes = await Promise.all(files.map((f) => (0,promises_.stat)(this.files.realPathOf(f)).then((st) => st.size, () => 0)));
        return sizes.reduce((total, n) => total + n, 0);
    }
    async settle() {
        const { signal } = this.options;
        signal?.throwIfAborted();
        // The late job's outcomes go in after the speculation's (which went in as they came). A
        // refusal by the speculation's size cap is no outcome: such a file is hashed in full now.
        await this.speculation?.hashed;
        const late = this.late;
        if (late?.outcomes) {
            const outcomes = await late.outcomes;
            late.files.forEach((f, k) => this.outcomes.set(f, outcomes[k]));
            // Folded: the job's outcome objects and their hex strings go with their array.
            late.outcomes = null;
        }
        const unsettled = [];
        this.requested.forEach(({ file }) => {
            if (this.servedByKnown.has(file) || this.isServedByFacts(file))
                return;
            const outcome = this.outcomes.has(file) ? this.outcomes.special(file) : undefined;
            if (!this.outcomes.has(file) ||
                (outcome !== undefined && !outcome.ok && outcome.reason === 'too-large'))
                unsettled.push(file);
        });
        const remaining = distinct(unsettled);
        if (remaining.length > 0) {
            const rest = await this.hash(remaining, 'remaining', {}).outcomes;
            remaining.forEach((f, k) => this.outcomes.set(f, rest[k]));
        }
        signal?.throwIfAborted();
        this.teachKnown();
        return this.tabulate(await this.listLfsManaged());
    }
    /**
     * The requested files shaped like a Git LFS pointer that git says are LFS-managed. Git is
     * asked about those few files alone, so a run without pointer-shaped artifacts never starts it.
     */
    async listLfsManaged() {
        const pointers = new Map();
        this.requested.forEach(({ file }) => {
            // A pointer-shaped file is never a plain digest: only the table's special outcomes.
            const outcome = this.outcomes.special(file);
            if (outcome?.ok && outcome.lfs)
                pointers.set(file, this.files.relOf(file));
        });
        if (pointers.size === 0)
            return new Set();
        const rels = [...new Set(pointers.values())];
        const managed = await (this.options.lfsManaged?.(rels) ??
            (0,lfs_attributes/* listLfsFilteredPaths */.J)(this.files.realRoot, rels));
        return new Set([...pointers].filter(([, rel]) => managed.has(rel)).map(([f]) => f));
    }
    tabulate(lfsManaged) {
        const outcomes = this.outcomes;
        // Each file counted once: a file listed by several passports (or spellings) was read once.
        let bytesHashed = 0;
        const counted = new Uint8Array(outcomes.capacity);
        this.requested.forEach(({ file }) => {
            const size = outcomes.hashedSize(file);
            if (size === undefined ||
                counted[file] === 1 ||
                this.servedByKnown.has(file) ||
                this.isServedByFacts(file))
                return;
            counted[file] = 1;
            bytesHashed += size;
        });
        return {
            outcome: (file) => outcomes.get(file),
            sizeIfRecorded: (file, ref) => outcomes.sizeIfRecorded(file, ref),
            lfsObject: (file) => {
                if (!lfsManaged.has(file))
                    return undefined;
                const outcome = outcomes.special(file);
                return outcome?.ok ? outcome.lfs : undefined;
            },
            bytesHashed,
        };
    }
    /** Starts one hash job; its rejection is handled where it is awaited (settle). */
    hash(files, name, options) {
        const { prefix, paths } = this.files.hashPathsOf(files);
        const outcomes = hashFileList(paths, this.jobOptions(name, { ...options, prefix }));
        // Awaited in settle; this only keeps a throw in between from leaving the rejection unhandled.
        outcomes.catch(() => undefined);
        return { files, outcomes };
    }
    /** The hashing options of one job: the service's threads, the job's own, its progress. */
    jobOptions(name, options) {
        return {
            ...this.hashOptions,
            ...options,
            // With a content cache, each file's blob id from the same bytes: what it learns is keyed by it.
            blob: this.options.known?.blobFormat,
            onProgress: this.progressOf(name),
        };
    }
    /** The progress callback of one job: the caller sees every job's progress summed. */
    progressOf(job) {
        return (p) => {
            this.progressByJob.set(job, p);
            const onProgress = this.options.onProgress;
            if (!onProgress)
                return;
            const sum = { files: 0, totalFiles: 0, bytes: 0 };
            for (const q of this.progressByJob.values()) {
                sum.files += q.files;
                sum.totalFiles += q.totalFiles;
                sum.bytes += q.bytes;
            }
            onProgress(sum);
        };
    }
    /**
     * The passports are read on the hashing threads when they run and have less else to do, and
     * here, one by one between the parses, when the speculation gives them more files to hash
     * than there are passports (all mode): the threads hash from the start, and neither job waits
     * behind the other in the pool's queue (workload 2: the threads began hashing some 40 ms
     * later, and this thread waited as long for the reads). Here too when the caller left the
     * threads unstarted (changed mode) and nothing has booted them: reading is no reason to boot
     * them, since 10,000 small passports read on two threads cost more CPU than on one (a thread
     * to boot, and each read dearer; workload 3, docs/performance.md, issue 41). Either way with
     * the checks of fs/safe-read.ts; a passport that is not plainly reachable is read through
     * readContained.
     */
    async readEach(rels, maxBytes, visit, reuse) {
        const { files } = this;
        const pool = this.options.pool;
        // Here too when the run serves directories (the warm facts cache): their files are not
        // hashed, so the threads have little else to do, and read there in one batch every passport's
        // bytes were held at once (10^6 files, every directory served: a peak of 914 MiB against
        // 727 with 1 % not served, whose speculation kept the reads here; docs/performance.md,
        // branch facts-serve).
        const here = (pool !== undefined && !pool.started) ||
            this.options.served !== undefined ||
            (this.speculation !== null && this.speculation.files.length >= rels.length);
        // Read on this thread, one after another: with `reuse`, each into the same memory.
        const scratch = here && reuse ? { bytes: new Uint8Array(0) } : undefined;
        const batch = here
            ? new Map()
            : await readFilesCapped(rels.flatMap((rel) => {
                const file = files.fileId(rel);
                return file === undefined ? [] : [files.realPathOf(file)];
            }), maxBytes, this.readOptions);
        for (const rel of rels) {
            this.options.signal?.throwIfAborted();
            const file = files.fileId(rel);
            const read = file === undefined
                ? await files.readContained(rel, maxBytes)
                : here
                    ? readFileCappedSync(files.realPathOf(file), maxBytes, scratch)
                    : (batch.get(files.realPathOf(file)) ?? (await files.readContained(rel, maxBytes)));
            visit(rel, read);
        }
    }
}
/** Each file once, in first-seen order. */
function distinct(files) {
    return [...new Set(files)];
}
/**
 * Bytes the files should hold, from the sizes their passports record, when that decides
 * anything: only a job of fewer than POOL_MIN_FILES files can be too small to be worth the
 * threads. An input records no size: it takes the size a producer recorded for the same path
 * as written (a heuristic; passports write root-relative paths as a rule). Undefined when the
 * job is large or any size is unknown.
 */
function expectHashBytes(files, recordedSizes) {
    const unique = new Map();
    for (const f of files) {
        unique.set(f.file, f.ref);
        if (unique.size >= POOL_MIN_FILES)
            return undefined;
    }
    // Only the spellings some file needs: a map of every output of every passport (30,000 on
    // workload 3, for a job of a few files) took 34 ms (node --cpu-prof).
    const needed = new Set();
    for (const ref of unique.values())
        if (ref.sizeBytes === null)
            needed.add(ref.path);
    const declared = needed.size > 0 ? recordedSizes(needed) : new Map();
    let total = 0;
    for (const ref of unique.values()) {
        const n = ref.sizeBytes ?? declared.get(ref.path);
        if (n === undefined)
            return undefined;
        total += n;
    }
    return total;
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(76760);
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/vcs/git.ts + 1 modules
var git = __nccwpck_require__(88411);
;// CONCATENATED MODULE: ./src/vcs/vouched-blobs.ts
/**
 * Which working-tree files git vouches for as byte-for-byte their committed blob: the key of
 * the content cache (hash/content-cache.ts). A blob id names the bytes git stored, so a digest
 * keyed by it is sound for a working-tree file only when the file holds exactly those bytes.
 * Git answers that from its index (the stat data it recorded at checkout, and the content for a
 * racily clean entry); this module asks it and keeps only the entries it cannot doubt:
 *
 *  - `git ls-files -s -v -z`: the index's entries, each with its blob id, mode, stage and tag.
 *    Kept: tag `H` (cached: not assume-unchanged, which is a lower-case tag, not skip-worktree
 *    `S`, not unmerged), stage 0, mode 100644 or 100755 (no symlink, no submodule).
 *  - `git diff-files --name-only -z`: entries whose file differs from the index by stat or
 *    content (git re-reads a racily clean one). Dropped. Config that weakens the stat check
 *    (core.checkStat=minimal, core.trustctime=false, core.ignoreStat, core.fsmonitor) is
 *    overridden on the command line, so ctime (which no program can set) is compared too.
 *  - `git check-attr -a -z --stdin`: a path with any conversion attribute (`filter` — Git LFS
 *    among them —, `text`, `eol`, `crlf`, `ident`, `working-tree-encoding`) may differ from its
 *    blob by design, while git calls it clean. Dropped. These are the attributes the checkout
 *    applied (the work tree's): they decide whether the bytes on disk are the blob's.
 *  - `core.autocrlf=true` converts text files on checkout without any attribute: nothing is
 *    vouched for.
 *
 * Any failure (no git, not a work tree, a timeout, an answer too large) vouches for nothing:
 * every file is then hashed from its bytes.
 */

/** Longest wait for each git command: they read the index, or a few attribute files. */
const VOUCH_TIMEOUT_MS = 120_000;
/** Largest answer read from git: some 10⁶ index entries of a hundred bytes, with room. */
const VOUCH_MAX_BYTES = 512 * 1024 * 1024;
/** The conversion attributes, asked per path (one list with tree-ids, vcs/git.ts). */
const CONVERTING = new Set(git/* CONVERSION_ATTRIBUTES */.To);
/**
 * The files under `root` (relative to it) that git vouches for as their committed blob. Never
 * rejects: a failure is a reason, and nothing is vouched for.
 */
async function listVouchedBlobs(root) {
    const run = (args, input) => (0,git/* runGit */.EO)(root, args, {
        maxBytes: VOUCH_MAX_BYTES,
        timeoutMs: VOUCH_TIMEOUT_MS,
        ...(input !== undefined ? { input } : {}),
    });
    const [objectFormat, autocrlf, listed, dirty] = await Promise.all([
        readObjectFormat(root),
        (0,git/* runGit */.EO)(root, ['config', '--get', 'core.autocrlf'], { okExitCodes: [1] }),
        run([...git/* STRICT_STAT */.pV, 'ls-files', '-s', '-v', '-z']),
        run([...git/* STRICT_STAT */.pV, 'diff-files', '--relative', '--name-only', '-z']),
    ]);
    if (typeof objectFormat !== 'string')
        return objectFormat;
    if (!autocrlf.ok)
        return { reason: `git config failed: ${autocrlf.message}` };
    if (/^(true|yes|on|1)$/i.test(autocrlf.stdout.trim()))
        return { reason: 'core.autocrlf converts files on checkout' };
    if (!listed.ok)
        return { reason: `git ls-files failed: ${listed.message}` };
    if (!dirty.ok)
        return { reason: `git diff-files failed: ${dirty.message}` };
    const blobs = parseIndexEntries(listed.stdout, objectFormat === 'sha1' ? 40 : 64);
    for (const rel of dirty.stdout.split('\0'))
        if (rel !== '')
            blobs.delete(rel);
    if (blobs.size === 0)
        return { objectFormat, blobs };
    const attributes = await run(['check-attr', '-a', '-z', '--stdin'], joinPaths(blobs.keys()));
    if (!attributes.ok)
        return { reason: `git check-attr failed: ${attributes.message}` };
    // -z output: <path> NUL <attribute> NUL <value> NUL, for each attribute set on a path.
    const fields = attributes.stdout.split('\0');
    for (let i = 0; i + 2 < fields.length; i += 3)
        if (CONVERTING.has(fields[i + 1]))
            blobs.delete(fields[i]);
    return { objectFormat, blobs };
}
/**
 * The repository's object format alone (`git rev-parse`, which reads no index): what a content
 * cache needs to check its file before it knows whether to ask git to vouch for anything.
 */
async function readObjectFormat(root) {
    const format = await (0,git/* runGit */.EO)(root, ['rev-parse', '--show-object-format'], {
        maxBytes: VOUCH_MAX_BYTES,
        timeoutMs: VOUCH_TIMEOUT_MS,
    });
    if (!format.ok)
        return { reason: `git cannot say the object format: ${format.message}` };
    const objectFormat = format.stdout.trim();
    return objectFormat === 'sha1' || objectFormat === 'sha256'
        ? objectFormat
        : { reason: `unknown object format ${JSON.stringify(objectFormat)}` };
}
/** Paths NUL-terminated, for git's --stdin. */
function joinPaths(paths) {
    let out = '';
    for (const p of paths)
        out += `${p}\0`;
    return out;
}
/**
 * `git ls-files -s -v -z` lines (`<tag> <mode> <blob> <stage>\t<path>`) → path → blob, for the
 * entries that may be vouched for (see the file comment). A path that did not decode as UTF-8
 * (U+FFFD) is left out: it could be mistaken for another spelling.
 */
function parseIndexEntries(text, idLength) {
    const blobs = new Map();
    const line = new RegExp(`^H (100644|100755) ([0-9a-f]{${idLength}}) 0\\t(.+)$`, 's');
    for (const entry of text.split('\0')) {
        const m = line.exec(entry);
        if (!m || m[3].includes('\uFFFD'))
            continue;
        blobs.set(m[3], m[2]);
    }
    return blobs;
}
/** True when `value` is a {@link NoVouch}. */
function isNoVouch(value) {
    return 'reason' in value;
}

;// CONCATENATED MODULE: ./src/hash/blob-id-set.ts
/**
 * A set of git object ids held as raw bytes in one buffer, asked by bytes: which blob records the
 * content cache's save keeps (hash/content-cache.ts). At 10⁶ files a `Set` of hex strings was a
 * string, a hash-table entry and its garbage per id, and the save asked it once per loaded
 * record; here the ids are one buffer and the table two typed arrays.
 *
 * Open addressing with linear probing over a table at most half full. The slot is a mix of the
 * id's first eight bytes with a seed drawn per set: the ids are hashes, but a committer can
 * search for blobs whose ids share a predictable slot (2²¹ tries each at 10⁶), and a table whose
 * probes all meet would turn the save quadratic. The seed makes the slot unpredictable.
 */

/** Raw ids (`idBytes` each), asked by {@link BlobIdSet.has} or {@link BlobIdSet.hasHex}. */
class BlobIdSet {
    ids;
    count;
    idBytes;
    /** Slot → index of an id in `ids` plus one (0: empty). */
    slots;
    /** Slot → the id's first four bytes, to skip most full compares. */
    heads;
    mask;
    seed0;
    seed1;
    /** Scratch for hasHex. */
    scratch;
    /** The first `count` ids of `ids` (raw, `idBytes` each, at least 8). */
    constructor(ids, count, idBytes) {
        this.ids = ids;
        this.count = count;
        this.idBytes = idBytes;
        let size = 16;
        while (size < count * 2)
            size *= 2;
        this.slots = new Int32Array(size);
        this.heads = new Uint32Array(size);
        this.mask = size - 1;
        const seed = (0,external_node_crypto_.randomBytes)(8);
        this.seed0 = seed.readUInt32BE(0);
        this.seed1 = seed.readUInt32BE(4);
        this.scratch = Buffer.alloc(idBytes);
        for (let i = 0; i < count; i++)
            this.insert(i);
    }
    /** The slot an id (at `buf[at]`) starts probing from. */
    slotOf(buf, at) {
        let h = (buf.readUInt32BE(at) ^ this.seed0) +
            Math.imul(buf.readUInt32BE(at + 4) ^ this.seed1, 0x85ebca6b);
        // murmur3's finalizer: every bit of both words reaches the low bits the mask keeps.
        h ^= h >>> 16;
        h = Math.imul(h, 0x85ebca6b);
        h ^= h >>> 13;
        h = Math.imul(h, 0xc2b2ae35);
        h ^= h >>> 16;
        return h & this.mask;
    }
    insert(i) {
        const at = i * this.idBytes;
        if (this.find(this.ids, at) >= 0)
            return;
        let slot = this.slotOf(this.ids, at);
        while (this.slots[slot] !== 0)
            slot = (slot + 1) & this.mask;
        this.slots[slot] = i + 1;
        this.heads[slot] = this.ids.readUInt32BE(at);
    }
    /** The index of the id at `buf[at]` in the set, or -1. */
    find(buf, at) {
        const head = buf.readUInt32BE(at);
        const { idBytes, ids } = this;
        for (let slot = this.slotOf(buf, at);; slot = (slot + 1) & this.mask) {
            const held = this.slots[slot];
            if (held === 0)
                return -1;
            if (this.heads[slot] !== head)
                continue;
            // The rest byte by byte: Buffer#compare with offsets validates its arguments in
            // JavaScript first (~1 µs a call, 1 s at 10⁶ in a first version).
            const start = (held - 1) * idBytes;
            let k = 4;
            while (k < idBytes && ids[start + k] === buf[at + k])
                k++;
            if (k === idBytes)
                return held - 1;
        }
    }
    /** True when the id of `idBytes` bytes at `buf[at]` is in the set. */
    has(buf, at) {
        return this.find(buf, at) >= 0;
    }
    /** True when the id spelt in lower-case hex is in the set (another length: false). */
    hasHex(hex) {
        if (hex.length !== this.idBytes * 2)
            return false;
        if (this.scratch.write(hex, 0, this.idBytes, 'hex') !== this.idBytes)
            return false;
        return this.find(this.scratch, 0) >= 0;
    }
}
/** The ids spelt in hex (each of `idBytes` bytes; another length is left out). */
function collectHexIds(hexes, idBytes) {
    const list = [...hexes].filter((h) => h.length === idBytes * 2);
    const ids = Buffer.alloc(list.length * idBytes);
    let count = 0;
    for (const hex of list)
        if (ids.write(hex, count * idBytes, idBytes, 'hex') === idBytes)
            count++;
    return new BlobIdSet(ids, count, idBytes);
}
/**
 * The blob ids of every regular file (mode 100644, 100755) the commit's trees name, as
 * readCommitTrees read and hashed them (vcs/commit-trees.ts): the trees' own bytes, already
 * checked there, are walked once and the ids copied, never spelt in hex.
 */
function collectCommitBlobIds(trees) {
    const idBytes = trees.objectFormat === 'sha1' ? 20 : 32;
    let total = 0;
    for (const n of trees.files.values())
        total += n;
    const ids = Buffer.alloc(total * idBytes);
    let count = 0;
    for (const buf of trees.treeBytes.values()) {
        let at = 0;
        while (at < buf.length) {
            // `<octal mode> SP <name> NUL <raw id>`: a regular file's mode is 100644 or 100755 (the
            // parser took any 100xxx as a file, so this does too); 40000, 120000, 160000 are not.
            const nul = buf.indexOf(0, at);
            if (buf[at] === 0x31 && buf[at + 1] === 0x30 && buf[at + 2] === 0x30 && count < total) {
                // Byte by byte: Buffer#copy of 20 bytes costs more in its checks than the copy.
                const to = count * idBytes;
                for (let k = 0; k < idBytes; k++)
                    ids[to + k] = buf[nul + 1 + k];
                count++;
            }
            at = nul + 1 + idBytes;
        }
    }
    return new BlobIdSet(ids, count, idBytes);
}

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __nccwpck_require__(4573);
;// CONCATENATED MODULE: ./src/core/served-directories.ts
/**
 * The warm facts cache's port (issue 41, part 3; docs/performance.md, "The round together (the
 * lead, integ at `647978e`)"): an output directory of the commit whose files a run does not read,
 * because a trusted run read every one of them and their names, modes and blob ids, computed from
 * the bytes it hashed, rebuilt the directory's tree exactly (vcs/learnable-directories.ts).
 *
 * The facts are about bytes, not about a verdict: a file's digest and size do not depend on the
 * policy or the gate's version, so a served directory runs every rule a read one does, on facts
 * instead of reads, and a warm report holds the same findings as a cold one of the commit. What a
 * served directory cannot see is the work tree (an edit, an untracked file): only runs that judge
 * the commit as checked out (default-branch pushes, schedules, tags) serve, never a pull request
 * or a local audit.
 *
 * The record side (what is learned and saved, in the content cache's file under its key) and the
 * serving side (what the audit does with a served directory) meet here, and only here.
 *
 * A directory's files are held by index, in the record's own bytes ({@link ServedFiles}), not as
 * a Map of objects: at 10⁶ files a Map entry, a path string, an object and a 64-character hex
 * string per file were some 200 MiB of a warm run's peak and 1.27 s of its digest service
 * (docs/performance.md, branches facts-serve and served-columns).
 */
/** Bytes of a sha256 digest. */
const SHA256_BYTES = 32;
/**
 * The files under one served directory, by index, in ascending order of their names' UTF-8
 * bytes (git's order of paths, which the record keeps). File `i` is one run of {@link bytes}
 * at `starts[i]`, laid out as the content cache's file holds it (hash/directory-records.ts):
 *
 *     u16 name length ‖ name (UTF-8, relative to the directory) ‖ u8 executable (0 or 1)
 *     ‖ u64 size ‖ sha256 (32 bytes)
 *
 * all big-endian. A record loaded from the file is indexed where it lies (its bytes were checked
 * whole on load: names clean and strictly ascending, the byte 0 or 1, the size below 2⁵³), so a
 * served file costs the run four bytes beyond the file it already holds; a record learned this
 * run is written into bytes of its own the same way ({@link fromFiles}), and the save copies
 * either as it is.
 */
class ServedFiles {
    bytes;
    starts;
    end;
    constructor(
    /** The bytes holding every file's run (the content cache's file, or bytes of their own). */
    bytes, 
    /** Where each file's run starts in {@link bytes}. */
    starts, 
    /** Where the last file's run ends. */
    end) {
        this.bytes = bytes;
        this.starts = starts;
        this.end = end;
    }
    /**
     * The `count` files whose runs follow each other in `bytes` from `at`, as a checked record
     * holds them (hash/directory-records.ts parses the section before any record is indexed).
     */
    static fromRecord(bytes, at, count) {
        const starts = new Uint32Array(count);
        let p = at;
        for (let i = 0; i < count; i++) {
            starts[i] = p;
            p += 2 + bytes.readUInt16BE(p) + 1 + 8 + SHA256_BYTES;
        }
        return new ServedFiles(bytes, starts, p);
    }
    /**
     * The files of `files` (name relative to the directory → facts), written into bytes of their
     * own in ascending order of the names' UTF-8 bytes. A name listed twice keeps its last facts.
     */
    static fromFiles(files) {
        const byName = new Map();
        for (const [name, file] of files)
            byName.set(name, file);
        const names = [...byName.keys()].sort(compareUtf8);
        let total = 0;
        for (const name of names)
            total += 2 + Buffer.byteLength(name) + 1 + 8 + SHA256_BYTES;
        const bytes = Buffer.alloc(total);
        const starts = new Uint32Array(names.length);
        let at = 0;
        names.forEach((name, i) => {
            const file = byName.get(name);
            starts[i] = at;
            const length = bytes.write(name, at + 2, 'utf8');
            bytes.writeUInt16BE(length, at);
            at += 2 + length;
            bytes[at] = file.executable ? 1 : 0;
            bytes.writeUInt32BE(Math.floor(file.size / 2 ** 32), at + 1);
            bytes.writeUInt32BE(file.size % 2 ** 32, at + 5);
            bytes.write(file.sha256, at + 9, SHA256_BYTES, 'hex');
            at += 9 + SHA256_BYTES;
        });
        return new ServedFiles(bytes, starts, at);
    }
    /** How many files there are. */
    get count() {
        return this.starts.length;
    }
    /** The name of file `i`, relative to the directory (a string of its own, flat). */
    nameAt(i) {
        const at = this.starts[i];
        return this.bytes.toString('utf8', at + 2, at + 2 + this.bytes.readUInt16BE(at));
    }
    /** Where file `i`'s facts start: its executable byte, then its size, then its digest. */
    factsAt(i) {
        const at = this.starts[i];
        return at + 2 + this.bytes.readUInt16BE(at);
    }
    /** Whether git records file `i` executable. */
    executableAt(i) {
        return this.bytes[this.factsAt(i)] === 1;
    }
    /** The size of file `i` in bytes. */
    sizeAt(i) {
        const at = this.factsAt(i) + 1;
        return this.bytes.readUInt32BE(at) * 2 ** 32 + this.bytes.readUInt32BE(at + 4);
    }
    /** Where file `i`'s sha256 lies in {@link bytes}: 32 bytes from here (no hex string made). */
    digestAt(i) {
        return this.factsAt(i) + 9;
    }
    /** The sha256 (hex) of file `i`. */
    sha256At(i) {
        const at = this.digestAt(i);
        return this.bytes.toString('hex', at, at + SHA256_BYTES);
    }
    /** File `i`'s facts as an object (for a caller that keeps few). */
    fileAt(i) {
        return { sha256: this.sha256At(i), size: this.sizeAt(i), executable: this.executableAt(i) };
    }
    /** The index of the file named `name` (relative to the directory), or -1: a binary search. */
    indexOf(name) {
        const key = Buffer.from(name, 'utf8');
        const { bytes, starts } = this;
        let lo = 0;
        let hi = starts.length - 1;
        while (lo <= hi) {
            const mid = (lo + hi) >>> 1;
            const at = starts[mid];
            const c = bytes.compare(key, 0, key.length, at + 2, at + 2 + bytes.readUInt16BE(at));
            if (c === 0)
                return mid;
            if (c < 0)
                lo = mid + 1;
            else
                hi = mid - 1;
        }
        return -1;
    }
    /** Every file's run, in order: the bytes the content cache's file holds for them. */
    runs() {
        return this.starts.length === 0
            ? Buffer.alloc(0)
            : this.bytes.subarray(this.starts[0], this.end);
    }
}
/**
 * Compares two strings by their UTF-8 bytes (the order of git's paths and the record's), without
 * encoding them: JavaScript's `<` compares UTF-16 code units, which agree with UTF-8's bytes but
 * where a surrogate (a code point past U+FFFF) meets a unit of U+E000–U+FFFF: as units it sorts
 * below, as bytes above.
 */
function compareUtf8(a, b) {
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
        const x = a.charCodeAt(i);
        const y = b.charCodeAt(i);
        if (x === y)
            continue;
        if (x >= 0xd800 && y >= 0xd800)
            return byteRank(x) - byteRank(y);
        return x - y;
    }
    return a.length - b.length;
}
/** A code unit at or above U+D800 moved so that surrogates rank above U+E000–U+FFFF. */
function byteRank(unit) {
    return unit >= 0xe000 ? unit - 0x800 : unit + 0x2000;
}
/**
 * The facts of directory `dir` at tree `tree` with `files` keyed by root-relative path (each
 * below `dir`): the learning run's, a test's or a library caller's way to make a record.
 */
function createDirectoryFacts(dir, tree, files) {
    const prefix = `${dir}/`;
    const named = [];
    for (const [rel, file] of files) {
        // Only the prefix is checked: the names are the file's reader's to refuse (its tests write
        // bad ones on purpose through this).
        if (!rel.startsWith(prefix))
            throw new Error(`internal error: ${rel} is not below ${dir}`);
        named.push([rel.slice(prefix.length), file]);
    }
    return { dir, tree, files: ServedFiles.fromFiles(named) };
}
/** The facts of the file at root-relative `rel` under `facts`' directory, if it is there. */
function findServedFile(facts, rel) {
    const prefix = `${facts.dir}/`;
    if (!rel.startsWith(prefix))
        return undefined;
    const i = facts.files.indexOf(rel.slice(prefix.length));
    return i < 0 ? undefined : facts.files.fileAt(i);
}
/** Every file of `facts` by root-relative path, in the record's order. */
function listServedFiles(facts) {
    const out = [];
    for (let i = 0; i < facts.files.count; i++)
        out.push([`${facts.dir}/${facts.files.nameAt(i)}`, facts.files.fileAt(i)]);
    return out;
}

;// CONCATENATED MODULE: ./src/hash/directory-records.ts
/**
 * The warm facts cache's records in the content cache's file (issue 41, part 3;
 * core/served-directories.ts is what a record vouches for; docs/performance.md, branch
 * `facts-save`). A record holds facts about bytes, not a verdict: an output directory's path, its
 * tree id in the commit a trusted run read (vcs/commit-trees.ts), and for every file under it at
 * any depth its path relative to the directory, sha256, size and executable bit. The policy and
 * the gate's version do not enter: a serving run runs every rule on the facts.
 *
 * The section is untrusted input like the blob records beside it (hash/content-cache.ts): the
 * file's HMAC covers it, and it is parsed whole before anything is used. Layout, after the blob
 * records, `directories` records in strictly ascending order of their paths' UTF-8 bytes:
 *
 *     u16 path length ‖ path (UTF-8) ‖ tree id (20 or 32 bytes) ‖ u32 file count ‖ files
 *     file: u16 name length ‖ name (UTF-8, relative to the directory) ‖ u8 executable (0 or 1)
 *           ‖ u64 size ‖ sha256 (32 bytes)
 *
 * all big-endian, each directory's files in strictly ascending order of their names' bytes, at
 * least one file each. A path or name must be a relative POSIX path git could check out (no empty,
 * `.` or `..` segment, no NUL, valid UTF-8); anything else, a count that does not end the section
 * exactly, an executable byte not 0 or 1, an impossible size: the whole file is ignored.
 */


/** Longest path or name held in a record (bytes of UTF-8); git's own limit is the OS's. */
const MAX_PATH_BYTES = 4096;
const directory_records_SHA256_BYTES = 32;
/** No records (a v1 file, or none saved yet). */
const NO_DIRECTORY_RECORDS = { dirs: [], bytes: Buffer.alloc(0) };
/** The largest high word of a u64 size within 2⁵³ − 1 (Number.MAX_SAFE_INTEGER). */
const MAX_SAFE_HIGH_WORD = 0x1fffff;
const SLASH = 0x2f;
const DOT = 0x2e;
/**
 * True when `bytes[start, end)` spell a relative POSIX path git could check out: no empty, `.`
 * or `..` segment, no NUL, valid UTF-8. Scanned in place: a view, a string and a split per name
 * were three objects for each of 10⁶ files on every load. The separators and dots are ASCII, so
 * bytes say it; a name with a byte past ASCII is checked as UTF-8 through a view of its own.
 */
function isCleanPath(bytes, start, end) {
    if (end === start || end - start > MAX_PATH_BYTES)
        return false;
    let segment = start;
    let ascii = true;
    for (let i = start; i <= end; i++) {
        const b = i < end ? bytes[i] : SLASH;
        if (b === 0)
            return false;
        if (b >= 0x80)
            ascii = false;
        if (b !== SLASH)
            continue;
        const n = i - segment;
        if (n === 0)
            return false;
        if (bytes[segment] === DOT && (n === 1 || (n === 2 && bytes[segment + 1] === DOT)))
            return false;
        segment = i + 1;
    }
    return ascii || (0,external_node_buffer_.isUtf8)(bytes.subarray(start, end));
}
/**
 * Checks the directory section (`bytes[start, end)`) whole: `expected` records, each as the file
 * comment says. Returns the records, or why the file is ignored.
 */
function parseDirectoryRecords(bytes, start, end, expected, idBytes) {
    const dirs = [];
    let at = start;
    // Where the previous directory's path and the previous file's name lie (-1: none yet).
    let previous = -1;
    let previousEnd = -1;
    const need = (n) => at + n <= end;
    for (let d = 0; d < expected; d++) {
        if (!need(2))
            return `directory record ${d} is truncated`;
        const pathLength = bytes.readUInt16BE(at);
        at += 2;
        if (!need(pathLength + idBytes + 4))
            return `directory record ${d} is truncated`;
        const pathAt = at;
        if (!isCleanPath(bytes, at, at + pathLength))
            return `directory record ${d} has a bad path`;
        // (compare's last two arguments are the side compared: the previous path, to this one.)
        if (previous >= 0 && bytes.compare(bytes, at, at + pathLength, previous, previousEnd) >= 0)
            return `directory record ${d} is out of order`;
        previous = at;
        previousEnd = at + pathLength;
        at += pathLength;
        const tree = bytes.toString('hex', at, at + idBytes);
        at += idBytes;
        const count = bytes.readUInt32BE(at);
        at += 4;
        if (count === 0)
            return `directory record ${d} holds no file`;
        const first = at;
        let previousName = -1;
        let previousNameEnd = -1;
        for (let f = 0; f < count; f++) {
            if (!need(2))
                return `directory record ${d} is truncated`;
            const nameLength = bytes.readUInt16BE(at);
            at += 2;
            if (!need(nameLength + 1 + 8 + directory_records_SHA256_BYTES))
                return `directory record ${d} is truncated`;
            if (!isCleanPath(bytes, at, at + nameLength))
                return `directory record ${d} has a bad file name`;
            if (previousName >= 0 &&
                bytes.compare(bytes, at, at + nameLength, previousName, previousNameEnd) >= 0)
                return `directory record ${d}'s files are out of order`;
            previousName = at;
            previousNameEnd = at + nameLength;
            at += nameLength;
            const executable = bytes[at];
            if (executable > 1)
                return `directory record ${d} has a bad executable byte`;
            // Above 2⁵³ - 1 exactly when the high word is (read as two words: no BigInt per file).
            if (bytes.readUInt32BE(at + 1) > MAX_SAFE_HIGH_WORD)
                return `directory record ${d} records an impossible size`;
            at += 1 + 8 + directory_records_SHA256_BYTES;
        }
        dirs.push({ dir: bytes.toString('utf8', pathAt, pathAt + pathLength), tree, at: first, count });
    }
    if (at !== end)
        return `${end - at} bytes after the last directory record`;
    return { dirs, bytes };
}
/**
 * The facts of one record: its files indexed where they lie in the file's bytes (no object, Map
 * entry or string per file; the section was checked whole when it was parsed).
 */
function decodeDirectoryFacts(records, record) {
    return {
        dir: record.dir,
        tree: record.tree,
        files: ServedFiles.fromRecord(records.bytes, record.at, record.count),
    };
}
/**
 * The bytes of the directory section holding `facts` (each directory once), written into one
 * buffer sized first (at 10⁶ files a buffer per file was most of the save). The directories are
 * sorted by UTF-8 bytes (the reader checks the order, and JavaScript's string order, UTF-16 code
 * units, is not UTF-8's past U+FFFF); each one's files are already in that order, in the very
 * layout of the file (core/served-directories.ts ServedFiles), so they are copied as they are.
 */
function directory_records_encodeDirectoryRecords(facts, idBytes) {
    const sorted = [...facts].sort((a, b) => compareUtf8(a.dir, b.dir));
    let total = 0;
    for (const f of sorted)
        total += 2 + Buffer.byteLength(f.dir) + idBytes + 4 + f.files.runs().length;
    const out = Buffer.alloc(total);
    let at = 0;
    for (const f of sorted) {
        const dirBytes = out.write(f.dir, at + 2, 'utf8');
        out.writeUInt16BE(dirBytes, at);
        at += 2 + dirBytes;
        out.write(f.tree, at, idBytes, 'hex');
        at += idBytes;
        out.writeUInt32BE(f.files.count, at);
        at += 4;
        at += f.files.runs().copy(out, at);
    }
    return out;
}
/**
 * The directories a run at `commit` may serve from the loaded records: those whose tree id at
 * their path in the commit (`trees`: path → tree id, from readCommitTrees or a read of the paths
 * to recorded directories) is the record's, the topmost only (none at or below another, so each
 * file is served once). A record whose path the commit does not have, or has with another
 * tree, serves nothing.
 */
function findServedDirectories(records, commit, trees) {
    // Ascending byte order puts a directory before every directory below it (a path's bytes are a
    // prefix of those below it), so a kept directory is kept before any below it is met.
    const matching = records.dirs.filter((r) => trees.get(r.dir) === r.tree);
    const kept = [];
    const keptDirs = new Set();
    for (const r of matching) {
        if (isBelowAny(r.dir, keptDirs))
            continue;
        kept.push(r);
        keptDirs.add(r.dir);
    }
    return { commit, dirs: kept.map((r) => decodeDirectoryFacts(records, r)) };
}
/** True when `dir` is at or below one of `dirs`. */
function isBelowAny(dir, dirs) {
    if (dirs.has(dir))
        return true;
    for (let at = dir.lastIndexOf('/'); at > 0; at = dir.lastIndexOf('/', at - 1))
        if (dirs.has(dir.slice(0, at)))
            return true;
    return false;
}

;// CONCATENATED MODULE: ./src/hash/content-cache.ts
/**
 * The content cache (opt-in, for release gating): sha256 digests keyed by git blob id, so an
 * audit of a large repository reads only the files whose blob it has not met before. SECURITY.md
 * ("The content cache") is its threat model; in short:
 *
 *  - A lookup by key is sound only for a file git vouches for as byte-for-byte its blob
 *    (vcs/vouched-blobs.ts); every other file is hashed from its bytes. What the cache learns
 *    is keyed by the blob id computed from the bytes hashed (`blob <size>\0` ‖ bytes, in the
 *    repository's object format), never by the index's blob id for the path: an index pointed
 *    at another blob with the file's stat data cannot teach it a digest for bytes not read.
 *  - The file is untrusted input: bounded (MAX_CONTENT_CACHE_BYTES), one header line checked
 *    field by field, fixed-size records in strictly ascending blob order, and an HMAC-SHA256
 *    of the header's fields and the records under a secret key only the writing runs hold (a
 *    step of the same job, or a cache saved by other code under the same key name, cannot
 *    forge entries without it). Anything off (corrupt, truncated, oversized, another repository,
 *    another object format) and the whole file is ignored with a notice: never trusted in part.
 *  - A hit is used only when it equals the digest the passport records; one that differs is
 *    hashed from the bytes, so every finding comes from bytes read (hash/digests.ts).
 *  - Only runs that may write it (default-branch and release runs, never a pull request) call
 *    {@link ContentCache.save}; the decision is core/content-cache-policy.ts's.
 *
 * Format: `{"format":"passport-gate-content-cache",…}\n` then `entries` records of
 * blob id (20 or 32 bytes) ‖ sha256 (32 bytes) ‖ size (8 bytes, big-endian); in version 2,
 * then `directory_bytes` bytes of `directories` records of the warm facts cache
 * (hash/directory-records.ts), under the same HMAC. A version 1 file (written by a gate before
 * the facts cache) is read for its digests, with no directory records: an upgrade keeps the
 * digests a repository's runs have learned, and the first run that saves writes version 2.
 */







/** Largest cache file read: some 16 million entries of a sha1 repository. */
const MAX_CONTENT_CACHE_BYTES = 1 << 30;
/** Longest header line. */
const MAX_HEADER_BYTES = 4096;
const FORMAT = 'passport-gate-content-cache';
/** The version written; version 1 (digests only) is read too. */
const VERSION = 2;
const content_cache_SHA256_BYTES = 32;
const SIZE_BYTES = 8;
/** Shortest key accepted (bytes of UTF-8). */
const MIN_KEY_BYTES = 16;
/**
 * Loads the cache at `file` for the work tree at `root`. Never rejects for the file's content
 * or absence: an unusable file is a notice and an empty cache; git's failure to vouch is a
 * notice and a cache that vouches for nothing.
 */
async function loadContentCache(root, file, options, { vouch = true } = {}) {
    const notices = [];
    const [vouched, bytes] = await Promise.all([
        vouch ? listVouchedBlobs(root) : readUnvouched(root),
        readCacheFile(file),
    ]);
    let known = { objectFormat: 'sha1', blobs: new Map() };
    if (isNoVouch(vouched))
        notices.push(`content cache not used: ${vouched.reason}`);
    else
        known = vouched;
    let records = null;
    if (typeof bytes === 'string') {
        if (bytes !== 'missing')
            notices.push(`content cache ${file} ignored: ${bytes}`);
    }
    else if (!isNoVouch(vouched)) {
        const parsed = parseCacheFile(bytes, options, vouched.objectFormat);
        if (typeof parsed === 'string')
            notices.push(`content cache ${file} ignored: ${parsed}`);
        else
            records = parsed;
    }
    return { cache: new ContentCache(root, options, known, records), notices };
}
/** The object format, and no file vouched for ({@link ContentCache.vouch} asks git later). */
async function readUnvouched(root) {
    const objectFormat = await readObjectFormat(root);
    return typeof objectFormat === 'string' ? { objectFormat, blobs: new Map() } : objectFormat;
}
/** The file's bytes, or why not ('missing' when there is none: the first run). */
async function readCacheFile(file) {
    let handle;
    try {
        handle = await (0,promises_.open)(file, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK);
    }
    catch (error) {
        const code = error.code;
        return code === 'ENOENT' ? 'missing' : `cannot be opened (${code ?? 'error'})`;
    }
    try {
        const st = await handle.stat();
        if (!st.isFile())
            return 'not a regular file';
        if (st.size > MAX_CONTENT_CACHE_BYTES)
            return `larger than ${MAX_CONTENT_CACHE_BYTES} bytes (${st.size})`;
        const bytes = Buffer.alloc(st.size);
        const { bytesRead } = await handle.read(bytes, 0, st.size, 0);
        return bytesRead === st.size ? bytes : 'changed while read';
    }
    catch (error) {
        return `cannot be read (${error.code ?? 'error'})`;
    }
    finally {
        await handle.close();
    }
}
/** Checks a cache file whole; returns its records, or why it is ignored. */
function parseCacheFile(bytes, { repository, key }, objectFormat) {
    const nl = bytes.subarray(0, MAX_HEADER_BYTES + 1).indexOf(0x0a);
    if (nl < 0)
        return 'no header line';
    let header;
    try {
        header = JSON.parse(bytes.subarray(0, nl).toString('utf8'));
    }
    catch {
        return 'the header is not JSON';
    }
    const problem = checkHeader(header);
    if (problem)
        return problem;
    const h = header;
    if (h.repository !== repository)
        return `written for another repository (${JSON.stringify(h.repository)})`;
    if (h.object_format !== objectFormat)
        return `written for ${h.object_format} object ids, this repository uses ${objectFormat}`;
    const idBytes = objectFormat === 'sha1' ? 20 : 32;
    const recordBytes = idBytes + content_cache_SHA256_BYTES + SIZE_BYTES;
    const offset = nl + 1;
    const directoryBytes = h.directory_bytes ?? 0;
    if (bytes.length - offset !== h.entries * recordBytes + directoryBytes)
        return `truncated or padded: ${bytes.length - offset} bytes of records for ${h.entries} entries and ${directoryBytes} bytes of directory records`;
    const records = bytes.subarray(offset);
    const mac = authenticate(key, h, records);
    if (!(0,external_node_crypto_.timingSafeEqual)(mac, Buffer.from(h.records_hmac, 'hex')))
        return 'its authentication code does not match (another key, or the file was altered)';
    // Each entry checked in place, nothing built per entry (a serving run looks none up, and a
    // save carries them through as bytes): a size's high word within 2⁵³'s, and the ids strictly
    // ascending — their first words compared, the whole ids only when those are equal.
    let previousHead = -1;
    for (let i = 0; i < h.entries; i++) {
        const at = i * recordBytes;
        if (records.readUInt32BE(at + idBytes + content_cache_SHA256_BYTES) > MAX_SAFE_HIGH_WORD)
            return `entry ${i} records an impossible size`;
        const head = records.readUInt32BE(at);
        if (head < previousHead ||
            (head === previousHead &&
                // The previous id (source) against this one (target): not below it is out of order.
                records.compare(records, at, at + idBytes, at - recordBytes, at - recordBytes + idBytes) >=
                    0))
            return `entry ${i} is out of order`;
        previousHead = head;
    }
    const start = offset + h.entries * recordBytes;
    const directories = h.version === 1
        ? NO_DIRECTORY_RECORDS
        : parseDirectoryRecords(bytes, start, bytes.length, h.directories ?? 0, idBytes);
    if (typeof directories === 'string')
        return directories;
    return { bytes, offset, count: h.entries, idBytes, directories };
}
/** Why a parsed header is not one, or null. */
function checkHeader(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return 'the header is not an object';
    const h = value;
    const keys = Object.keys(h).sort().join(',');
    const fields = h.version === 1
        ? 'entries,format,object_format,records_hmac,repository,version'
        : 'directories,directory_bytes,entries,format,object_format,records_hmac,repository,version';
    if (keys !== fields)
        return `the header has other fields (${keys.slice(0, 120)})`;
    if (h.format !== FORMAT || (h.version !== 1 && h.version !== VERSION))
        return 'not a content cache of this version';
    if (h.version === VERSION) {
        for (const field of ['directories', 'directory_bytes'])
            if (typeof h[field] !== 'number' ||
                !Number.isSafeInteger(h[field]) ||
                h[field] < 0)
                return `bad ${field}`;
    }
    if (typeof h.repository !== 'string' || h.repository.length > 256)
        return 'bad repository';
    if (h.object_format !== 'sha1' && h.object_format !== 'sha256')
        return 'bad object_format';
    if (typeof h.entries !== 'number' || !Number.isSafeInteger(h.entries) || h.entries < 0)
        return 'bad entries';
    if (typeof h.records_hmac !== 'string' || !/^[0-9a-f]{64}$/.test(h.records_hmac))
        return 'bad records_hmac';
    return null;
}
/** The cache of one run: lookups by path, digests learned, saving (see the file comment). */
class ContentCache {
    root;
    options;
    vouched;
    records;
    learned = new Map();
    /** Lookups answered and not, for the run's summary. */
    hits = 0;
    misses = 0;
    constructor(root, options, vouched, records) {
        this.root = root;
        this.options = options;
        this.vouched = vouched;
        this.records = records;
    }
    /**
     * Asks git which files it vouches for, for a cache loaded with `vouch: false` (a run that
     * serves directories does not: see operations/content-cache.ts). Returns a notice when git
     * cannot vouch (the cache then vouches for nothing), or null.
     */
    async vouch() {
        const vouched = await listVouchedBlobs(this.root);
        if (isNoVouch(vouched))
            return `content cache not used: ${vouched.reason}`;
        if (vouched.objectFormat !== this.vouched.objectFormat)
            return 'content cache not used: the object format changed while it was loaded';
        this.vouched = vouched;
        return null;
    }
    /** The object format blob ids are learned in: the repository's. */
    get blobFormat() {
        return this.vouched.objectFormat;
    }
    /** Entries the loaded file held. */
    get loadedEntries() {
        return this.records?.count ?? 0;
    }
    /** The warm facts cache's records the loaded file held (findServedDirectories serves them). */
    get directoryRecords() {
        return this.records?.directories ?? NO_DIRECTORY_RECORDS;
    }
    /** Digests learned this run from bytes read, by the root-relative path of the file read. */
    learnedAt(rel) {
        return this.learned.get(rel);
    }
    /**
     * The directories learned this run (hash/learn-directories.ts) and the commit's trees they were
     * learned against (path → tree id): {@link save} writes those, and keeps a loaded record only
     * where the commit still has its tree at its path (operations/content-cache.ts calls it before
     * the save of a run that learned).
     */
    learnDirectories(facts, trees) {
        this.directoryFacts = { facts, trees };
    }
    directoryFacts = null;
    /**
     * The directory section to save: the records learned this run, and the loaded ones the commit
     * still holds at their path (not learned again), in ascending path bytes. A kept record is
     * carried through as the bytes it was loaded from (checked on load, and the bytes the encoder
     * writes for its facts), not decoded and encoded again: at 10⁶ files a warm saving run kept
     * 990,000 files' facts that way, ~2 s of Maps and strings.
     */
    collectDirectories(idBytes) {
        const learned = this.directoryFacts;
        if (!learned)
            return { parts: [], count: 0 };
        const pieces = learned.facts.map((f) => ({
            key: Buffer.from(f.dir, 'utf8'),
            bytes: directory_records_encodeDirectoryRecords([f], idBytes),
        }));
        pieces.sort((a, b) => Buffer.compare(a.key, b.key));
        const fresh = new Set(learned.facts.map((f) => f.dir));
        const loaded = this.directoryRecords;
        const { bytes } = loaded;
        // A record's bytes start at its path's length (its files start after the path, the tree id
        // and the count) and end where the next one starts; the last ends the file (checked on load).
        const startOf = (k) => {
            const r = loaded.dirs[k];
            return r.at - 4 - idBytes - Buffer.byteLength(r.dir, 'utf8') - 2;
        };
        const out = [];
        let count = 0;
        let next = 0;
        // Kept records next to each other in the loaded file go out as one part.
        let runStart = 0;
        let runEnd = 0;
        const flush = () => {
            if (runEnd > runStart)
                out.push(bytes.subarray(runStart, runEnd));
            runStart = runEnd = 0;
        };
        for (let k = 0; k < loaded.dirs.length; k++) {
            const r = loaded.dirs[k];
            if (fresh.has(r.dir) || learned.trees.get(r.dir) !== r.tree)
                continue;
            const start = startOf(k);
            const end = k + 1 < loaded.dirs.length ? startOf(k + 1) : bytes.length;
            const key = bytes.subarray(start + 2, start + 2 + bytes.readUInt16BE(start));
            while (next < pieces.length &&
                Buffer.compare(pieces[next].key, key) < 0) {
                flush();
                out.push(pieces[next++].bytes);
            }
            if (runEnd !== start) {
                flush();
                runStart = start;
            }
            runEnd = end;
            count++;
        }
        flush();
        while (next < pieces.length)
            out.push(pieces[next++].bytes);
        return { parts: out, count: count + pieces.length };
    }
    lookup(rel) {
        const blob = this.vouched.blobs.get(rel);
        const found = blob !== undefined ? this.find(blob) : undefined;
        if (found)
            this.hits++;
        else
            this.misses++;
        return found;
    }
    /**
     * Keyed by the blob id of the bytes hashed (hash/digests.ts computes it beside the digest),
     * never by the blob git's index names for `rel`: a step before the gate can point the index
     * at another blob with the file's real stat data (issue 35 #5), and a digest saved under that
     * blob would then stand for bytes no run read.
     */
    learn(rel, sha256, size, blob) {
        if (blob.length === (this.vouched.objectFormat === 'sha1' ? 40 : 64))
            this.learned.set(rel, { blob, sha256, size });
    }
    /** The record of `blob` (hex) in the loaded file, by binary search. */
    find(blob) {
        const r = this.records;
        if (!r)
            return undefined;
        const key = Buffer.from(blob, 'hex');
        const recordBytes = r.idBytes + content_cache_SHA256_BYTES + SIZE_BYTES;
        let lo = 0;
        let hi = r.count - 1;
        while (lo <= hi) {
            const mid = (lo + hi) >>> 1;
            const at = r.offset + mid * recordBytes;
            const c = Buffer.compare(r.bytes.subarray(at, at + r.idBytes), key);
            if (c === 0)
                return {
                    sha256: r.bytes.toString('hex', at + r.idBytes, at + r.idBytes + content_cache_SHA256_BYTES),
                    size: Number(r.bytes.readBigUInt64BE(at + r.idBytes + content_cache_SHA256_BYTES)),
                };
            if (c < 0)
                lo = mid + 1;
            else
                hi = mid - 1;
        }
        return undefined;
    }
    /**
     * Writes the cache to `file` (atomically) for the commit whose trees this run read and hashed
     * (`commit`: readCommitTrees' answer, which the learning reads anyway), or, when those could
     * not be read, for the index as git vouches for it now. Kept: every blob record — learned this
     * run, or loaded — whose blob id that commit holds as a regular file (or the index, in the
     * fallback), so the file tracks the tree and does not grow without end. Every record stays
     * keyed by a blob id computed from bytes a run hashed (a digest learned this run is true of
     * its blob id whatever the commit or the index says); the commit only decides which are kept,
     * and an edit made after the checkout hashes to a blob the commit does not hold. Loaded records
     * are carried through as their bytes. Returns the counts, or why nothing was written.
     */
    async save(file, commit) {
        const objectFormat = this.vouched.objectFormat;
        const idBytes = objectFormat === 'sha1' ? 20 : 32;
        let held;
        if (commit !== undefined) {
            if (commit.objectFormat !== objectFormat)
                return { reason: 'the object format changed during the run' };
            held = collectCommitBlobIds(commit);
        }
        else {
            const now = await listVouchedBlobs(this.root);
            if (isNoVouch(now))
                return { reason: now.reason };
            if (now.objectFormat !== objectFormat)
                return { reason: 'the object format changed during the run' };
            held = collectHexIds(now.blobs.values(), idBytes);
        }
        const blobs = mergeBlobRecords(this.records, this.learned.values(), held, idBytes);
        const directories = this.collectDirectories(idBytes);
        const parts = writeCacheParts(blobs, directories, this.options, objectFormat);
        const tmp = external_node_path_default().join(external_node_path_default().dirname(file), `.${external_node_path_default().basename(file)}.${(0,external_node_crypto_.randomBytes)(8).toString('hex')}.tmp`);
        try {
            // The parts written as they are (at 10⁶ files ~110 MB, not copied into one buffer first).
            const handle = await (0,promises_.open)(tmp, 'wx');
            try {
                await writeAll(handle, parts);
            }
            finally {
                await handle.close();
            }
            await (0,promises_.rename)(tmp, file);
        }
        catch (error) {
            await (0,promises_.rm)(tmp, { force: true });
            return { reason: `cannot write ${file}: ${error.message}` };
        }
        return { entries: blobs.count, directories: directories.count };
    }
}
/** Writes `parts` in order through `handle` (writev writes what it can: the rest is asked again). */
async function writeAll(handle, parts) {
    let rest = parts.filter((p) => p.length > 0);
    while (rest.length > 0) {
        let { bytesWritten } = await handle.writev(rest.slice(0, 1024));
        const left = [];
        for (const p of rest) {
            if (bytesWritten >= p.length)
                bytesWritten -= p.length;
            else {
                left.push(bytesWritten > 0 ? p.subarray(bytesWritten) : p);
                bytesWritten = 0;
            }
        }
        rest = left;
    }
}
/**
 * The blob records to save, ascending by blob id: the learned digests whose blob `held` holds,
 * and the loaded records it holds that no learned digest replaces, copied as their bytes (the
 * loaded file's order was checked on load, so the two ascending lists merge).
 */
function mergeBlobRecords(records, learned, held, idBytes) {
    const recordBytes = idBytes + content_cache_SHA256_BYTES + SIZE_BYTES;
    const fresh = [...learned].filter((l) => held.hasHex(l.blob));
    fresh.sort((a, b) => (a.blob < b.blob ? -1 : a.blob > b.blob ? 1 : 0));
    const loadedCount = records?.count ?? 0;
    const keep = new Uint8Array(loadedCount);
    let kept = 0;
    if (records)
        for (let i = 0; i < loadedCount; i++)
            if (held.has(records.bytes, records.offset + i * recordBytes)) {
                keep[i] = 1;
                kept++;
            }
    const out = Buffer.alloc((kept + fresh.length) * recordBytes);
    let at = 0;
    let cursor = 0;
    /** Copies the kept loaded records below index `to`, in runs. */
    const carry = (to) => {
        if (!records)
            return;
        while (cursor < to) {
            if (keep[cursor] !== 1) {
                cursor++;
                continue;
            }
            let run = cursor;
            while (run < to && keep[run] === 1)
                run++;
            const from = records.offset + cursor * recordBytes;
            records.bytes.copy(out, at, from, records.offset + run * recordBytes);
            at += (run - cursor) * recordBytes;
            cursor = run;
        }
    };
    const id = Buffer.alloc(idBytes);
    let previous = '';
    for (const l of fresh) {
        if (l.blob === previous)
            continue; // two paths of one blob: one record
        previous = l.blob;
        id.write(l.blob, 0, idBytes, 'hex');
        const place = records ? lowerBound(records, id, recordBytes) : 0;
        carry(place);
        // A loaded record of the same blob is replaced by the digest learned from bytes this run.
        if (records &&
            place < loadedCount &&
            keep[place] === 1 &&
            sameId(records, place, id, recordBytes))
            cursor = place + 1;
        id.copy(out, at);
        out.write(l.sha256, at + idBytes, content_cache_SHA256_BYTES, 'hex');
        out.writeBigUInt64BE(BigInt(l.size), at + idBytes + content_cache_SHA256_BYTES);
        at += recordBytes;
    }
    carry(loadedCount);
    return { parts: [out.subarray(0, at)], count: at / recordBytes };
}
/** The first loaded record whose id is not below `id` (binary search on the bytes). */
function lowerBound(records, id, recordBytes) {
    let lo = 0;
    let hi = records.count;
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        const at = records.offset + mid * recordBytes;
        if (records.bytes.compare(id, 0, records.idBytes, at, at + records.idBytes) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}
/** True when loaded record `i` has the id `id`. */
function sameId(records, i, id, recordBytes) {
    const at = records.offset + i * recordBytes;
    return records.bytes.compare(id, 0, records.idBytes, at, at + records.idBytes) === 0;
}
/** The bytes of a cache file holding `entries` (blob id hex → digest). */
function encodeCacheFile(entries, options, objectFormat, directories = []) {
    const idBytes = objectFormat === 'sha1' ? 20 : 32;
    const recordBytes = idBytes + content_cache_SHA256_BYTES + SIZE_BYTES;
    const blobs = [...entries.keys()].sort();
    const records = Buffer.alloc(blobs.length * recordBytes);
    blobs.forEach((blob, i) => {
        const e = entries.get(blob);
        const at = i * recordBytes;
        records.write(blob, at, idBytes, 'hex');
        records.write(e.sha256, at + idBytes, content_cache_SHA256_BYTES, 'hex');
        records.writeBigUInt64BE(BigInt(e.size), at + idBytes + content_cache_SHA256_BYTES);
    });
    return Buffer.concat(writeCacheParts({ parts: [records], count: blobs.length }, { parts: [encodeDirectoryRecords(directories, idBytes)], count: directories.length }, options, objectFormat));
}
/** The file's parts: the header line (its HMAC over the fields and both sections), the sections. */
function writeCacheParts(blobs, directories, { repository, key }, objectFormat) {
    let directoryBytes = 0;
    for (const p of directories.parts)
        directoryBytes += p.length;
    const fields = {
        format: FORMAT,
        version: VERSION,
        repository,
        object_format: objectFormat,
        entries: blobs.count,
        directories: directories.count,
        directory_bytes: directoryBytes,
    };
    const hmac = (0,external_node_crypto_.createHmac)('sha256', key).update(headerInput(fields));
    for (const p of blobs.parts)
        hmac.update(p);
    for (const p of directories.parts)
        hmac.update(p);
    const header = { ...fields, records_hmac: hmac.digest().toString('hex') };
    return [Buffer.from(`${JSON.stringify(header)}\n`), ...blobs.parts, ...directories.parts];
}
/**
 * HMAC-SHA256 under `key` of the header's fields and the records: a file is accepted only from
 * a holder of the key, for this repository and object format, whole.
 */
function authenticate(key, h, records) {
    return (0,external_node_crypto_.createHmac)('sha256', key).update(headerInput(h)).update(records).digest();
}
/** The header's fields as the HMAC takes them. */
function headerInput(h) {
    // Version 1's fields as it wrote them; version 2 adds the directory section's two counts.
    const counts = h.version === 1 ? '' : `${h.directories ?? 0}\0${h.directory_bytes ?? 0}\0`;
    return `${FORMAT}\0${h.version}\0${h.repository}\0${h.object_format}\0${h.entries}\0${counts}`;
}

// EXTERNAL MODULE: ./src/vcs/commit-trees.ts
var commit_trees = __nccwpck_require__(41687);
;// CONCATENATED MODULE: ./src/vcs/learnable-directories.ts
/**
 * Which directories of the commit this run read byte for byte (issue 41, part 3: the learn side
 * of the warm facts cache; docs/performance.md, "For the next piece" of branch commit-trees).
 * Not wired into the audit yet: its tests reach it.
 *
 * A record of facts may be learned for a directory only when the facts are of its tree id's
 * bytes, whatever the work tree or git's index said: `checkout` writes what a rewritten loose
 * object holds, an index can be pointed at another blob with the file's stat data, and a work
 * tree may hold edits git was never told of. So the only witness is what the gate itself read:
 * a directory is learnable when
 *
 * - every file the walk found under it (recursively) is an entry of its commit's tree (or a
 *   tree below) of that name, with the blob id the gate computed from the bytes it hashed this
 *   run and the mode its executable bit gives (100755 when set, 100644 when not);
 * - every entry of those trees was found by the walk and read (a file entry) or is a directory
 *   that is itself learnable; and
 * - it is not unservable (no symbolic link, gitlink or name not UTF-8 below it: the tree id
 *   names what the walk does not read as a file).
 *
 * Then the tree rebuilt from the names, modes and blob ids read is the tree readCommitTrees
 * hashed (its entries' order and uniqueness were checked there), so its id stands for the bytes
 * read. A directory that fails makes every directory above it fail too (a tree id names its
 * whole subtree).
 *
 * Decided: an **empty directory** of the work tree holds no file, git records none and the walk
 * lists none, so it changes nothing; a file the walk **skips as ignored** (git's rules; a tracked
 * file is never ignored) is not seen by the audit either, so it changes nothing, while a tracked
 * file the walk did not find is an entry not read and fails its directory; a file the walk found
 * but the gate **did not read** (no blob id computed this run) fails its directory: the facts would
 * then stand for bytes nobody hashed.
 */

/** git's modes of a regular file (the only two a tree written by git holds for one). */
const MODE_REGULAR = 0o100644;
const MODE_EXECUTABLE = 0o100755;
const MODE_TREE = 0o040000;
/**
 * The directories of `trees` (root-relative, `''` the root) whose facts may be learned from
 * this run's reads: see the file comment. Pure: reads nothing but its arguments.
 */
function listLearnableDirectories(trees, reads) {
    const failed = new Set(trees.unservable);
    // The walk's files by directory; a file in a directory the commit has not fails the nearest
    // directory it has (an untracked directory is an extra entry there).
    const found = new Map();
    const { files } = reads;
    // The walk lists a directory's files together: the previous file's directory is tried first,
    // without slicing a path or asking the map (at 10⁶ files, ~0.1 s).
    let last = [];
    let lastDir = null;
    for (let i = 0; i < files.length; i++) {
        const file = files[i];
        if (lastDir !== null && isDirectlyIn(file, lastDir)) {
            last.push(i);
            continue;
        }
        const at = file.lastIndexOf('/');
        const dir = at < 0 ? '' : file.slice(0, at);
        lastDir = null;
        const indices = found.get(dir);
        if (indices !== undefined)
            indices.push(i);
        else if (trees.trees.has(dir))
            found.set(dir, [i]);
        else {
            failed.add(nearestKnown(trees.trees, dir));
            continue;
        }
        last = found.get(dir);
        lastDir = dir;
    }
    for (const dir of trees.trees.keys()) {
        if (failed.has(dir))
            continue;
        if (!matchesReads(trees, dir, found.get(dir) ?? [], reads))
            failed.add(dir);
    }
    const learnable = new Set();
    const unlearnable = (0,commit_trees/* markAbove */.zt)(failed);
    for (const dir of trees.trees.keys())
        if (!unlearnable.has(dir))
            learnable.add(dir);
    return learnable;
}
/**
 * True when `dir`'s own entries are exactly the files found there, each read with its blob id
 * and mode, and its subdirectories (their own contents are judged as directories of their own).
 * The tree's bytes are parsed here rather than through readTreeEntries: at 10⁶ files its entry
 * objects and hex ids were ~0.2 s of 0.6 s.
 */
function matchesReads(trees, dir, indices, reads) {
    const buf = trees.treeBytes.get(dir);
    if (buf === undefined)
        return false;
    const idBytes = trees.objectFormat === 'sha1' ? 20 : 32;
    // Name → where its id starts, times two, plus one when the mode is 100755.
    const fileEntries = new Map();
    const whole = (0,commit_trees/* visitTreeEntries */.Sq)(buf, idBytes, (mode, nameStart, nul) => {
        const name = buf.toString('utf8', nameStart, nul);
        if (mode === MODE_TREE) {
            // A subtree that was not read (a name not UTF-8) cannot be learned: unservable already.
            return trees.trees.has(dir === '' ? name : `${dir}/${name}`);
        }
        if (mode === MODE_REGULAR || mode === MODE_EXECUTABLE) {
            fileEntries.set(name, (nul + 1) * 2 + (mode === MODE_EXECUTABLE ? 1 : 0));
            return true;
        }
        return false; // a link, a gitlink, or a mode git no longer writes (100664)
    });
    if (!whole)
        return false;
    // Each name found is a file entry, taken once (so equal counts make the two lists one).
    if (indices.length !== fileEntries.size)
        return false;
    const skip = dir === '' ? 0 : dir.length + 1;
    for (const index of indices) {
        const name = reads.files[index].slice(skip);
        const entry = fileEntries.get(name);
        if (entry === undefined)
            return false;
        fileEntries.delete(name);
        const read = reads.read(index);
        if (read === undefined || !isSameId(buf, entry >> 1, idBytes, read.blob))
            return false;
        if (read.executable !== ((entry & 1) === 1))
            return false;
    }
    return true;
}
/** True when the raw id at `buf[at]` (`idBytes` long) is the lowercase hex `hex`. */
function isSameId(buf, at, idBytes, hex) {
    if (hex.length !== idBytes * 2)
        return false;
    for (let k = 0; k < idBytes; k++) {
        const byte = buf[at + k];
        if (hex.charCodeAt(2 * k) !== HEX[byte >> 4] || hex.charCodeAt(2 * k + 1) !== HEX[byte & 15])
            return false;
    }
    return true;
}
/** The char codes of the lowercase hex digits. */
const HEX = [...'0123456789abcdef'].map((c) => c.charCodeAt(0));
/** True when `file` is a file of `dir` itself (not of a directory below it). */
function isDirectlyIn(file, dir) {
    if (dir === '')
        return file.indexOf('/') < 0;
    return (file.length > dir.length + 1 &&
        file.charCodeAt(dir.length) === 47 &&
        file.startsWith(dir) &&
        file.indexOf('/', dir.length + 1) < 0);
}
/** `dir` itself or the nearest directory above it that `trees` holds (the root at worst). */
function nearestKnown(trees, dir) {
    while (dir !== '' && !trees.has(dir)) {
        const at = dir.lastIndexOf('/');
        dir = at < 0 ? '' : dir.slice(0, at);
    }
    return dir;
}

;// CONCATENATED MODULE: ./src/hash/learn-directories.ts
/**
 * Learning the warm facts cache's records on a run that saves the content cache (issue 41, part
 * 3; docs/performance.md, branch `facts-save`): the output directories whose every file this run
 * read, and whose names, modes and blob ids computed from those bytes rebuild the commit's tree
 * exactly (vcs/learnable-directories.ts), each with the facts of its files
 * (core/served-directories.ts's DirectoryFacts).
 *
 * What the run read: the audit's hashing offers the content cache every digest it computed from
 * bytes, with the blob id of the same bytes (ContentCache.learn). The other files under an output
 * directory — its passports (read as documents, not hashed), exempt bookkeeping files, files the
 * content cache served (their blob id is the index's word, not computed) — are read and hashed
 * here, so a directory is not left unlearned because the audit had no need to hash a file: a
 * record stands for bytes the gate read in this run either way. A file shaped like a Git LFS
 * pointer is not learned (its directory stays unlearned): a served directory's facts would hold
 * the pointer's digest where the audit judges the object it names.
 *
 * The executable bit is the work tree's (lstat, the owner's x bit, as git records it with
 * core.fileMode); a symbolic link, FIFO or device found under an output directory is not read, so
 * its directory is not learned.
 */






/**
 * The output directories of `walk` learnable from this run's reads (`learned`: the audit's
 * digests by path), topmost only: a learnable output directory below a recorded one gets no
 * record of its own (the one above holds its files). A directory `loaded` (the loaded records:
 * path → tree id) at its tree in this commit, and any below it, is not learned again. Never
 * rejects: no commit trees is a reason.
 */
async function learnOutputDirectories(root, walk, learned, loaded = new Map()) {
    const trees = await (0,commit_trees/* readCommitTrees */.Jg)(root);
    if ((0,commit_trees/* isNoCommitTrees */.ox)(trees))
        return { reason: trees.reason };
    // A directory whose loaded record names its tree at this commit keeps that record (the save
    // keeps it), and so does everything below it: learning it again would read every file a warm
    // run served, for the facts the record already holds.
    const kept = new Set();
    for (const [dir, tree] of loaded)
        if (trees.trees.get(dir) === tree)
            kept.add(dir);
    const candidates = new Set();
    for (const dir of walk.outputDirs)
        if (dir !== '' &&
            trees.trees.has(dir) &&
            !trees.unservable.has(dir) &&
            !kept.has(dir) &&
            !isUnder(dir, kept))
            candidates.add(dir);
    if (candidates.size === 0)
        return { commit: trees.commit, facts: [], trees: trees.trees, read: trees, readHere: 0 };
    // Only the files under a candidate are asked about: the rule judges a directory by what lies
    // under it, so the files elsewhere cannot change a candidate's answer.
    // The walk lists a directory's files together: each directory is asked about once (at 10⁶
    // files, a path's ancestors sliced per file were ~0.7 s of a warm saving run).
    let lastDir = null;
    let lastUnder = false;
    const files = walk.files.filter((rel) => {
        const at = rel.lastIndexOf('/');
        if (lastDir === null || at !== lastDir.length || !rel.startsWith(lastDir)) {
            lastDir = at < 0 ? '' : rel.slice(0, at);
            lastUnder = isUnder(rel, candidates);
        }
        return lastUnder;
    });
    const facts = new Array(files.length);
    // What the audit did not hash (passports, exempt files, files the content cache served) is
    // hashed here, through the hashing the audit uses, with each blob id from the same bytes.
    const unread = [];
    files.forEach((rel, i) => {
        const known = learned(rel);
        if (known)
            facts[i] = withExecutableBit(root, rel, known);
        else
            unread.push(i);
    });
    const outcomes = await hashFileList(unread.map((i) => external_node_path_default().join(root, files[i])), { threads: 0, blob: trees.objectFormat });
    let readHere = 0;
    outcomes.forEach((outcome, k) => {
        const i = unread[k];
        // A file shaped like a Git LFS pointer is not learned (see the file comment).
        if (!outcome.ok || outcome.lfs || outcome.blob === undefined)
            return;
        const { sha256, size, blob } = outcome;
        facts[i] = withExecutableBit(root, files[i], { blob, sha256, size });
        if (facts[i])
            readHere++;
    });
    const learnable = listLearnableDirectories(trees, {
        files,
        read: (i) => facts[i],
    });
    const recorded = [...candidates].filter((d) => learnable.has(d)).sort();
    const top = new Set();
    for (const dir of recorded)
        if (!isUnder(`${dir}/.`, top))
            top.add(dir);
    return {
        commit: trees.commit,
        facts: collectFacts(trees, top, files, facts),
        trees: trees.trees,
        read: trees,
        readHere,
    };
}
/**
 * Each directory of `top` with the facts of its files (all learnable, so all read), written as
 * the record's columns (core/served-directories.ts ServedFiles: names relative to the directory).
 */
function collectFacts(trees, top, files, facts) {
    const byDir = new Map();
    for (const dir of top)
        byDir.set(dir, []);
    files.forEach((rel, i) => {
        const fact = facts[i];
        if (!fact)
            return;
        for (let at = rel.lastIndexOf('/'); at > 0; at = rel.lastIndexOf('/', at - 1)) {
            const list = byDir.get(rel.slice(0, at));
            if (list) {
                list.push([rel.slice(at + 1), fact]);
                return;
            }
        }
    });
    const out = [];
    for (const [dir, list] of byDir)
        if (list.length > 0)
            out.push({
                dir,
                tree: trees.trees.get(dir),
                files: ServedFiles.fromFiles(list),
            });
    return out;
}
/**
 * `read` (a digest computed from the bytes of `rel` this run) with the executable bit of the
 * file now (lstat, the owner's x bit, as git records it with core.fileMode); undefined when it
 * is no longer a regular file.
 */
function withExecutableBit(root, rel, read) {
    let st;
    try {
        st = (0,external_node_fs_.lstatSync)(external_node_path_default().join(root, rel));
    }
    catch {
        return undefined;
    }
    return st.isFile() ? { ...read, executable: (st.mode & 0o100) !== 0 } : undefined;
}
/** True when `rel` lies under (strictly below) one of `dirs`. */
function isUnder(rel, dirs) {
    for (let at = rel.lastIndexOf('/'); at > 0; at = rel.lastIndexOf('/', at - 1))
        if (dirs.has(rel.slice(0, at)))
            return true;
    return false;
}

// EXTERNAL MODULE: ./src/fs/paths.ts
var paths = __nccwpck_require__(31283);
;// CONCATENATED MODULE: ./src/hash/external.ts
/**
 * External inputs: files outside the repository a passport records (a reference genome, a
 * database), verified by their sha256 only under the directories the config's
 * `external-inputs` names, and nowhere else. The same care as inside the root: the recorded
 * path is checked lexically (absolute, normalized, no NUL) before any file system call, the
 * location is matched by path relation, symlinks are followed and the target must stay inside
 * the location's real path, and only a regular file is hashed (fstat on the open handle,
 * streamed, a file that changes while hashed refused).
 */




/** The configured location (of `locations`) holding absolute path `p`, by path relation. */
function findExternalLocation(locations, p) {
    return locations.find((l) => l !== p && (0,paths/* isInside */.FK)(l, p));
}
/** Why `p` is not an absolute, normalized POSIX path, or null when it is one. */
function checkExternalPath(p) {
    if (p.includes('\0'))
        return 'holds a NUL character';
    if (!p.startsWith('/'))
        return 'is not an absolute path';
    if (external_node_path_default().posix.normalize(p) !== p || p.endsWith('/'))
        return 'is not normalized (no "..", "." or "//")';
    return null;
}
/** Verifies external input `p` under `locations` (see the module comment). Never throws. */
async function hashExternalFile(locations, p) {
    const bad = checkExternalPath(p);
    if (bad !== null)
        return { kind: 'bad-path', detail: bad };
    const location = findExternalLocation(locations, p);
    if (location === undefined)
        return { kind: 'unconfigured' };
    let realLocation;
    try {
        realLocation = await (0,promises_.realpath)(location);
    }
    catch {
        return { kind: 'absent', location };
    }
    const resolved = await (0,paths/* resolveInsideRoot */.Pk)(realLocation, external_node_path_default().posix.relative(location, p));
    if (!resolved.ok)
        return resolved.reason === 'missing'
            ? { kind: 'absent', location }
            : {
                kind: 'unreadable',
                location,
                detail: 'resolves through a symbolic link outside the location; it is not read',
            };
    const outcome = await hashFile(resolved.real);
    if (!outcome.ok) {
        if (outcome.reason === 'missing')
            return { kind: 'absent', location };
        return { kind: 'unreadable', location, detail: outcome.detail };
    }
    return { kind: 'hashed', location, sha256: outcome.sha256, size: outcome.size };
}

// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __nccwpck_require__(70017);
;// CONCATENATED MODULE: ./src/hash/threads.ts
/**
 * How many hashing threads a run asks for, and starting them early: the CLI
 * and the action build their pool the same way.
 */


/**
 * PASSPORT_GATE_HASH_THREADS: hashing threads, the main thread included (1 =
 * the main thread alone, 0 = the main thread reading through the libuv pool).
 * For measuring (bench/run.mjs) and for runners whose core count Node
 * misjudges; default one thread per available core. `env` is the process's
 * environment, handed in by the edge that owns it.
 */
function readHashThreads(env) {
    const raw = env.PASSPORT_GATE_HASH_THREADS;
    if (raw === undefined || raw === '')
        return undefined;
    if (!/^\d{1,3}$/.test(raw)) {
        throw new errors/* UsageError */.eb(`PASSPORT_GATE_HASH_THREADS must be a number of threads, not ${JSON.stringify(raw)}`);
    }
    return Number(raw);
}
/**
 * Starts the hashing threads `env` asks for, so the workers boot (30-55 ms
 * each, docs/performance.md) while the run loads its code and walks the tree.
 * With `start` false (a changed-scope audit, which reads every passport but
 * hashes few files) the pool is made unstarted: its threads boot only for a
 * hash job worth them (hash/digests.ts), since booting them and reading the
 * passports on two threads cost more CPU than they save. Undefined when
 * hashing is to stay on the main thread (0). Throws UsageError for an invalid
 * setting. The caller closes the pool, and hands it to the audit with
 * `hashing: { threads: readHashThreads(env) }`.
 */
function createHashPoolFromEnv(env, start = true) {
    const threads = readHashThreads(env);
    if (threads === 0)
        return undefined;
    const pool = new HashPool(threads);
    if (start)
        pool.start();
    return pool;
}
/**
 * Runs `work` with the hashing threads of one run: the caller's started pool (left open for
 * it to close), or a pool started now and closed whatever happens; none when `threads` is 0
 * (the main thread reads through the libuv pool). A pool started here boots its workers
 * (30-55 ms each) while the run walks the tree and reads the passports, instead of when the
 * first job arrives.
 */
async function withHashPool(options, work) {
    if (options.pool)
        return work(options.pool);
    if (options.threads === 0)
        return work(undefined);
    const pool = new HashPool(options.threads);
    pool.start();
    try {
        return await work(pool);
    }
    finally {
        await pool.close();
    }
}

;// CONCATENATED MODULE: ./src/hash/index.ts
/**
 * The one door to hashing (scripts/layers.mjs lets nothing outside hash/
 * import its other files): the digest service of a run, the hashing threads it
 * may be given, and the outcomes it hands back.
 */










/***/ }),

/***/ 14031:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   SS: () => (/* binding */ codeSpan),
/* harmony export */   en: () => (/* binding */ escapeTerminal),
/* harmony export */   o4: () => (/* binding */ truncateMarkdown),
/* harmony export */   p7: () => (/* binding */ markdownText)
/* harmony export */ });
/* harmony import */ var _util_untrusted_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(19630);
/**
 * Escaping for each medium a report is rendered to (Markdown, workflow commands, terminals).
 * Messages reach here already quoted by util/untrusted.ts, free of control, bidirectional and
 * zero-width characters.
 *
 * Markdown: every string from the repository is shown in a code span ({@link codeSpan}). Inside
 * one, cmark-gfm decodes no entity and no backslash escape, and GitHub links no mention
 * (`@name`), issue reference (`#1`, `owner/repo#2`), URL or commit id, so the text is shown
 * byte for byte, and a path copied from a summary is the path. Prose that mixes our words with
 * repository text (a finding's message) goes through {@link markdownText}: the words that
 * cannot mean anything to Markdown or GitHub stay plain, every other run is a code span.
 */

/**
 * Untrusted text as one CommonMark code span, shown byte for byte: fenced by a backtick run one
 * longer than the longest inside, padded with a space when it starts or ends with a backtick or
 * a space (CommonMark strips one space from each side of such content). A code span cannot hold
 * a line ending (a table row ends there, and elsewhere it reads as a space), so controls —
 * newlines included — and bidirectional and zero-width characters are shown as `\uXXXX`
 * escapes (util/untrusted.ts), the only characters not shown as they are. The empty string is
 * shown as a code span holding one space.
 */
function codeSpan(value, options = {}) {
    let text = (0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeInvisible */ .ts)(value);
    if (options.table)
        text = text.replace(/\|/g, '\\|');
    if (text === '')
        return '` `';
    const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(longest + 1);
    const pad = /^[` ]|[` ]$/.test(text) && !/^ +$/.test(text) ? ' ' : '';
    return `${fence}${pad}${text}${pad}${fence}`;
}
/**
 * A word that means nothing to cmark-gfm or to GitHub's filters, so it can stay plain text:
 * ASCII letters (with inner `-` or an apostrophe, an optional `(s)`), or a number, in optional
 * parentheses, with one closing punctuation mark; or an arrow or dash. No `@ # & < > \ | * _ ~
 * [ ] $ : /` inside, no `.` between letters (mentions, references, autolinks, emoji, math,
 * entities, emphasis). Hex words of 7 or more digits are left out, since GitHub links commit ids.
 */
const PLAIN_WORD = /^\(?(?:[A-Za-z]+(?:['’-][A-Za-z]+)*(?:\(s\))?|\d+(?:[.,]\d+)*%?|[→—–…])\)?[.,;:!?]?\)?$/;
const COMMIT_ID = /^\(?[0-9a-f]{7,}/i;
/** Whether a word may stay plain; at the start, `1.` or `1)` would open a list. */
function isPlainWord(word, first) {
    return PLAIN_WORD.test(word) && !COMMIT_ID.test(word) && !(first && /^\d+[.)]$/.test(word));
}
/**
 * Prose holding untrusted parts (a finding's message, a note) as Markdown: split into words at
 * spaces, each run of words that are not plain ({@link PLAIN_WORD}) — with the spaces between
 * them, and spaces at either end, which Markdown would drop — is one code span
 * ({@link codeSpan}); the plain words stay text. Rendered, it reads exactly as `value` (controls
 * shown as escapes), and no part of it can be a mention, reference, link or markup.
 */
function markdownText(value, options = {}) {
    // Words at even indices, the runs of spaces between them at odd ones.
    const tokens = (0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeInvisible */ .ts)(value).split(/( +)/);
    const last = tokens.length - 1;
    const isCode = (i) => {
        const token = tokens[i] ?? '';
        if (i % 2 === 0)
            return token !== '' && !isPlainWord(token, i === 0);
        const edge = (i === 1 && tokens[0] === '') || (i === last - 1 && tokens[last] === '');
        return edge || (isCode(i - 1) && isCode(i + 1));
    };
    const out = [];
    let run = [];
    let runIsCode = false;
    const flush = () => {
        const text = run.join('');
        if (text !== '')
            out.push(runIsCode ? codeSpan(text, options) : text);
        run = [];
    };
    for (const [i, token] of tokens.entries()) {
        if (token === '')
            continue;
        const code = isCode(i);
        if (code !== runIsCode)
            flush();
        runIsCode = code;
        run.push(token);
    }
    flush();
    return out.join('');
}
/**
 * Cuts Markdown to `maxBytes` at a line end, so no code span, table row or list item is left
 * open (a code span cut in two would show its content as Markdown), and says it was cut.
 */
function truncateMarkdown(text, maxBytes) {
    if (Buffer.byteLength(text) <= maxBytes)
        return text;
    const mark = '\n…';
    const budget = Math.max(0, maxBytes - Buffer.byteLength(mark));
    const head = Buffer.from(text).subarray(0, budget).toString('utf8');
    const end = head.lastIndexOf('\n');
    return end < 0 ? (maxBytes >= 3 ? '…' : '') : `${head.slice(0, end)}${mark}`;
}
/**
 * Breaks what a GitHub Actions runner would act on in text printed to a job's log: the legacy
 * `##[name]data` command, which the runner finds anywhere in a line, and a `::name::` command at
 * the start of a line. The CLI's output lands in such logs whenever a workflow runs it.
 * https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-commands
 */
function breakRunnerCommands(value) {
    const text = value.replace(/##\[/g, '# #[');
    return /^\s*::/.test(text) ? `> ${text}` : text;
}
/** Removes ANSI escapes and other controls for a terminal, and breaks runner commands. */
function escapeTerminal(value) {
    return breakRunnerCommands((0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeInvisible */ .ts)(value));
}


/***/ }),

/***/ 65382:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ growCapacity)
/* harmony export */ });
/**
 * The doubling growth of a typed-array column: the plan's file-id columns (repo/plan.ts) and
 * the hash outcome table (hash/outcome-table.ts) each grow this way, one place for the rule.
 */
/**
 * The length a column of `length` slots grows to so that it holds at least `atLeast`: doubled
 * until it fits (at least 1 to start from, so an empty column grows too).
 */
function growCapacity(length, atLeast) {
    let n = Math.max(1, length) * 2;
    while (n < atLeast)
        n *= 2;
    return n;
}


/***/ }),

/***/ 16345:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   au: () => (/* binding */ didYouMean)
/* harmony export */ });
/* unused harmony exports editDistance, findSimilar */
/**
 * "Did you mean …?" for mistyped commands, flags, config keys and rule ids, as
 * git, cargo and actionlint suggest them.
 *
 * Why a hand-written distance rather than a package: the common typo of a flag
 * is two letters swapped (`--fromat`), which plain Levenshtein (what
 * fastest-levenshtein and leven compute) counts as two edits and the
 * optimal-string-alignment variant of Damerau–Levenshtein counts as one. The
 * candidates are a few dozen short names, so the textbook O(n·m) table is all
 * the speed needed; the whole algorithm is the twenty lines below.
 */
/**
 * Optimal string alignment distance: the number of insertions, deletions,
 * substitutions and transpositions of two adjacent characters that turn `a`
 * into `b`, no substring edited twice (Damerau–Levenshtein's restricted form).
 */
function editDistance(a, b) {
    if (a === b)
        return 0;
    // Three rows of the table: two back for transpositions, one back, and the current one.
    let before = new Array(b.length + 1).fill(0);
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    let current = new Array(b.length + 1).fill(0);
    for (let i = 1; i <= a.length; i++) {
        current[0] = i;
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
                d = Math.min(d, before[j - 2] + 1);
            }
            current[j] = d;
        }
        [before, previous, current] = [previous, current, before];
    }
    return previous[b.length];
}
/**
 * The candidates closest to `input`: those within a third of its length in
 * edits (at least one edit, so `--al` finds `--all`), the nearest first; or,
 * when none is that close, the one candidate `input` is a prefix of (at least
 * three characters, as git completes an abbreviated option). Case is ignored.
 * At most three are returned; none when nothing is close.
 */
function findSimilar(input, candidates) {
    const typed = input.toLowerCase();
    const limit = Math.max(1, Math.floor(typed.length / 3));
    const scored = [];
    const prefixed = [];
    for (const name of new Set(candidates)) {
        const lower = name.toLowerCase();
        if (lower === typed)
            continue;
        const distance = editDistance(typed, lower);
        if (distance <= limit)
            scored.push({ name, distance });
        else if (typed.length >= 3 && lower.startsWith(typed))
            prefixed.push(name);
    }
    if (scored.length > 0) {
        scored.sort((x, y) => x.distance - y.distance || (x.name < y.name ? -1 : 1));
        const best = scored[0]?.distance;
        return scored
            .filter((s) => s.distance === best)
            .slice(0, 3)
            .map((s) => s.name);
    }
    return prefixed.length === 1 ? prefixed : [];
}
/**
 * `; did you mean "x"?` (or `…one of "x", "y"?`) for the closest candidates,
 * '' when none is close. `quote` formats each name (default: JSON quotes).
 */
function didYouMean(input, candidates, quote = (n) => JSON.stringify(n)) {
    const similar = findSimilar(input, candidates);
    if (similar.length === 0)
        return '';
    if (similar.length === 1)
        return `; did you mean ${quote(similar[0])}?`;
    return `; did you mean one of ${similar.map(quote).join(', ')}?`;
}


/***/ }),

/***/ 70017:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ij: () => (/* binding */ EXIT_OK),
/* harmony export */   P: () => (/* binding */ BaseUnreadableError),
/* harmony export */   Ri: () => (/* binding */ EXIT_USAGE),
/* harmony export */   Uc: () => (/* binding */ describeError),
/* harmony export */   _2: () => (/* binding */ EXIT_INTERRUPTED),
/* harmony export */   cB: () => (/* binding */ EXIT_FINDINGS),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   j1: () => (/* binding */ ConfigurationError),
/* harmony export */   p4: () => (/* binding */ InterruptedError),
/* harmony export */   qI: () => (/* binding */ EXIT_BROKEN_PIPE)
/* harmony export */ });
/**
 * Typed errors and the exit codes they map to. Anything that is not one of
 * these is an internal error (exit 2 as well, with a stack only under --debug).
 */
/** Exit codes of the CLI and the action. */
const EXIT_OK = 0;
/** Findings at or above --fail-on. */
const EXIT_FINDINGS = 1;
/** Bad usage, bad config or an internal error. */
const EXIT_USAGE = 2;
/** The reader of stdout went away (EPIPE): 128 + SIGPIPE, as the shell reports git's and cat's. */
const EXIT_BROKEN_PIPE = 141;
/** Interrupted by SIGINT/SIGTERM (128 + signal number is the shell convention; we keep one code). */
const EXIT_INTERRUPTED = 130;
/** A configuration file, action input or option value is invalid (as in github/codeql-action). */
class ConfigurationError extends Error {
    name = 'ConfigurationError';
}
/**
 * What the gate reads at the trusted base commit (config, policy files, skill graphs, keys,
 * citation lock, passports, output roots) could not all be read: a cap, an API fault, a
 * truncated tree, a clone without the commit. The run then fails (exit 2) with a
 * `base-unreadable` finding and this one line, which names what was missing and the fix; it
 * never judges the change without its base.
 */
class BaseUnreadableError extends ConfigurationError {
    name = 'BaseUnreadableError';
}
/** The command line is malformed. */
class UsageError extends Error {
    name = 'UsageError';
}
/**
 * The run was cancelled by a signal. `signal` names the one received: an abort with this reason
 * passes that signal on to a step running in a process group of its own (reproduce's
 * run-recorded.ts, `signalOfAbort`), so Ctrl-C reaches it as SIGINT, as in a terminal.
 */
class InterruptedError extends Error {
    signal;
    name = 'InterruptedError';
    constructor(message, signal) {
        super(message);
        this.signal = signal;
    }
}
/** Returns a one-line message for any thrown value. */
function describeError(error) {
    if (error instanceof Error)
        return error.message.split('\n')[0] ?? error.name;
    return String(error);
}


/***/ }),

/***/ 54280:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ foldPassportId)
/* harmony export */ });
/**
 * Passport ids as every command compares them (core: the audit, stamp, graph,
 * diff and export all fold them the same way).
 */
/**
 * A passport_id as the chain compares it: ASCII letters in lower case. UUIDs are
 * case-insensitive (RFC 9562, section 4: "case-insensitive on input"), the schema accepts
 * either case and `stamp` writes lower case, so `…-4ABC-…` and `…-4abc-…` are one passport.
 * Only A-Z fold: a UUID is ASCII, and Unicode case mapping would merge look-alikes (the
 * Kelvin sign and "k") that the schema refuses anyway.
 */
function foldPassportId(id) {
    return /[A-Z]/.test(id) ? id.replace(/[A-Z]+/g, (c) => c.toLowerCase()) : id;
}


/***/ }),

/***/ 9344:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   N7: () => (/* binding */ isExactRelativePath),
/* harmony export */   P$: () => (/* binding */ isNormalRelativePath),
/* harmony export */   RV: () => (/* binding */ relativeDirname),
/* harmony export */   _k: () => (/* binding */ checkRelativePath),
/* harmony export */   lA: () => (/* binding */ isInGitDir),
/* harmony export */   lU: () => (/* binding */ isInDirectory),
/* harmony export */   lg: () => (/* binding */ PATH_REFUSAL_TEXT)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Repository-relative paths as text: the lexical checks every untrusted path
 * passes before any file system call (fs/paths.ts resolves them on disk).
 * Decided on the string alone, so they are values the rules can use too.
 */

/** Human text for each refusal. */
const PATH_REFUSAL_TEXT = {
    empty: 'the path is empty',
    nul: 'the path contains a NUL byte',
    absolute: 'the path is absolute; write it relative to the repository root',
    'climbs-out': 'the path climbs out of the repository root with ..',
    'git-dir': "the path lies in .git, git's own store (it holds the checkout's credentials): nothing there is an artifact",
    'outside-via-symlink': "the path resolves through a symlink to a location outside the repository root, or into git's own .git store",
};
// Linear: a segment cannot contain the slash that ends it, so there is nothing to backtrack over.
const NORMAL_PATH = /^(?:[^/\\\0]+\/)*[^/\\\0]+$/;
const DOT_SEGMENT = /(?:^|\/)\.\.?(?:\/|$)/;
const DRIVE = /^[A-Za-z]:/;
/** A `.git` segment in any case: git's store, or a submodule's pointer to it (case-folding file systems included). */
const GIT_SEGMENT = /(?:^|\/)\.git(?:\/|$)/i;
/**
 * True when `raw`, relative to the root, is already a normalized repository-relative path
 * outside `.git`: {@link checkRelativePath} gives `{ ok: true, rel: raw }` for it, with no
 * other work. A cache of checked paths (repo/artifact-paths.ts) need not keep such a path.
 */
function isNormalRelativePath(raw) {
    return (NORMAL_PATH.test(raw) && !DOT_SEGMENT.test(raw) && !DRIVE.test(raw) && !GIT_SEGMENT.test(raw));
}
/** True when a normalized repository-relative path lies in (or is) a `.git` entry. */
function isInGitDir(rel) {
    return GIT_SEGMENT.test(rel);
}
/**
 * Lexically checks an untrusted path and normalizes it to a repository-relative
 * POSIX path. Decided on the string alone, before any file system call.
 * Backslashes are treated as separators, so Windows spellings (`C:\x`,
 * `\\host\share`, `..\x`) are caught on every platform.
 */
function checkRelativePath(raw, baseDir = '') {
    // Most paths are already in normal form (segments joined by single slashes, none of them
    // '.' or '..', no backslash, NUL or drive letter): they are their own answer, without the
    // normalize/replace passes below (thousands of artifacts per audit).
    if (baseDir === '' && isNormalRelativePath(raw))
        return { ok: true, rel: raw };
    if (raw.length === 0)
        return { ok: false, reason: 'empty' };
    if (raw.includes('\0'))
        return { ok: false, reason: 'nul' };
    const unified = raw.replace(/\\/g, '/');
    if (unified.startsWith('/') || DRIVE.test(unified))
        return { ok: false, reason: 'absolute' };
    const joined = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.normalize(baseDir ? `${baseDir}/${unified}` : unified);
    if (joined === '..' || joined.startsWith('../'))
        return { ok: false, reason: 'climbs-out' };
    const rel = joined === '.' ? '.' : joined.replace(/\/+$/, '').replace(/^\.\//, '');
    if (rel === '' || rel === '.')
        return { ok: false, reason: 'empty' };
    if (GIT_SEGMENT.test(rel))
        return { ok: false, reason: 'git-dir' };
    return { ok: true, rel };
}
/**
 * The repository-relative POSIX directory of a relative path ('.' for the root): what
 * `path.posix.dirname` answers, for every spelling. For the common one (not absolute, a last
 * name after the last slash) that is the text before the last slash, taken without dirname's
 * character scan: the audit asks it of thousands of distinct paths, each once, so the scan
 * is never optimized (issue 41; it was a fast path of the report's alone, branch rel-cuts).
 */
function relativeDirname(rel) {
    const slash = rel.lastIndexOf('/');
    if (slash > 0 && slash < rel.length - 1 && rel.charCodeAt(0) !== 0x2f)
        return rel.slice(0, slash);
    return node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.dirname(rel);
}
/**
 * True when `name` is a repository-relative path as git and the GitHub API print one:
 * non-empty segments joined by single slashes, none of them `.` or `..`, no NUL. Such a name
 * is used exactly as it is: unlike {@link checkRelativePath}, nothing is rewritten, for a
 * backslash, a space at either end or a decomposed accent is part of a Linux file name, and
 * the rewritten name would be another file's.
 */
function isExactRelativePath(name) {
    if (name.length === 0 || name.includes('\0'))
        return false;
    for (const segment of name.split('/'))
        if (segment === '' || segment === '.' || segment === '..')
            return false;
    return true;
}
/**
 * True when repository-relative path `rel` lies in directory `dir` or below it ('.' holds
 * everything): where a passport in `dir` may list its outputs (seed 000: the passport lives in
 * the same directory as the output it vouches for).
 */
function isInDirectory(rel, dir) {
    return dir === '.' || rel.startsWith(`${dir}/`);
}


/***/ }),

/***/ 35172:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   iR: () => (/* binding */ tieringFlags)
/* harmony export */ });
/* unused harmony exports TIERING_FLAGS_V8_11, TIERING_FLAGS_V8_13 */
/**
 * V8's optimizing compilers asked to wait longer before they compile a hot function, set by both
 * entries (src/bin.ts, the CLI; `run()` of src/main.ts, the action) beside the young generation's
 * flag (young-generation.ts).
 *
 * Why: an audit of a small tree (workload 2: 22,000 files, ~2 s) spent about a fifth of its CPU
 * on V8's background compile threads (`perf record` of the whole process: ~340–445 ms a run),
 * compiling ~150 functions with TurboFan on Node 20, and ~270 with Maglev and ~77 with TurboFan on
 * Node 24, most of them once, in a run the compiled code barely outlives; no deoptimization loop
 * (docs/performance.md, "w2-compile"). Raising the thresholds compiles fewer of them (Node 20:
 * ~61 TurboFan compiles; Node 24: ~132 Maglev and ~23 TurboFan) for less CPU; a long audit
 * still compiles what it runs hot, only a little later in its run.
 *
 * The thresholds are flags of a given V8, named differently across versions, and V8 prints an
 * error for a flag it does not know: so they are set only on the two runtimes measured (Node 20's
 * V8 11, Node 24's V8 13); any other runtime runs with V8's own. Set at run time because the action
 * cannot pass flags to the runner's `node`; V8 reads them each time it sets a function's budget,
 * so they hold from here on. The entries hold them with the young generation's flag, set again
 * when each worker thread of the process is online (v8-flags.ts `holdV8Flags`).
 */
/**
 * Node 20's V8 (11.x): TurboFan tiers up when a function's interrupt budget (bytes of bytecode
 * run) is spent; 8× the default of 67,584.
 */
const TIERING_FLAGS_V8_11 = '--interrupt-budget=540672';
/**
 * Node 24's V8 (13.x): a function is compiled by Maglev, then TurboFan, after so many invocations
 * (times its bytecode's size); 16× the defaults of 400 and 3,000.
 */
const TIERING_FLAGS_V8_13 = '--invocation-count-for-maglev=6400 --invocation-count-for-turbofan=48000';
/** The tiering flags for the V8 of version `v8Version` (`process.versions.v8`), or null for one not measured. */
function tieringFlags(v8Version) {
    const major = Number(v8Version.split('.')[0]);
    if (major === 11)
        return TIERING_FLAGS_V8_11;
    if (major === 13)
        return TIERING_FLAGS_V8_13;
    return null;
}


/***/ }),

/***/ 19630:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gy: () => (/* binding */ spellBytes),
/* harmony export */   X0: () => (/* binding */ quoteUntrusted),
/* harmony export */   gi: () => (/* binding */ hasInvisibleCharacters),
/* harmony export */   ts: () => (/* binding */ escapeInvisible)
/* harmony export */ });
/**
 * Making untrusted strings inert. {@link quoteUntrusted} is applied when a
 * message is built, so every finding message is already free of control,
 * bidirectional and zero-width characters; each reporter then escapes for its
 * own medium (Markdown/HTML, workflow commands, terminals: report/escape.ts).
 */
/** Longest untrusted excerpt quoted into a message. */
const MAX_QUOTED_CHARS = 200;
// C0/C1 controls, DEL, bidi embeddings/overrides/isolates, zero-width and BOM, line/paragraph separators.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
/** True when the string holds invisible or direction-changing characters. */
function hasInvisibleCharacters(value) {
    return /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/.test(value);
}
/** Replaces every unsafe character with a visible \uXXXX escape. */
function escapeInvisible(value) {
    return value.replace(UNSAFE_CHARS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** Quotes an untrusted value for a message: escaped, truncated, in double quotes. */
function quoteUntrusted(value, max = MAX_QUOTED_CHARS) {
    const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
    const cut = text.length > max ? `${text.slice(0, max)}…` : text;
    return `"${escapeInvisible(cut.replace(/\\/g, '\\\\').replace(/"/g, '\\"'))}"`;
}
/** A name's bytes as printable ASCII in double quotes, every other byte as \xHH. */
function spellBytes(bytes) {
    let text = '';
    for (const b of bytes) {
        text +=
            b >= 0x20 && b < 0x7f && b !== 0x22 && b !== 0x5c
                ? String.fromCharCode(b)
                : `\\x${b.toString(16).padStart(2, '0')}`;
    }
    return `"${text}"`;
}


/***/ }),

/***/ 10158:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  R: () => (/* binding */ holdV8Flags)
});

;// CONCATENATED MODULE: external "node:v8"
const external_node_v8_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");
;// CONCATENATED MODULE: ./src/util/v8-flags.ts

/**
 * Sets `flags` (null entries: a flag set not meant for this runtime, skipped) now, as one
 * string, and again when each worker thread `events` reports (`'worker'`) is online; with no
 * flag left, nothing is set and nothing listened for.
 */
function holdV8Flags(events, flags, setFlags = external_node_v8_namespaceObject.setFlagsFromString) {
    const held = flags.filter((f) => f !== null && f !== '').join(' ');
    if (held === '')
        return;
    setFlags(held);
    events.on('worker', (worker) => {
        worker.once('online', () => setFlags(held));
    });
}


/***/ }),

/***/ 7656:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   _j: () => (/* binding */ asArray),
/* harmony export */   eB: () => (/* binding */ asObject),
/* harmony export */   eG: () => (/* binding */ asObjectOrEmpty),
/* harmony export */   oJ: () => (/* binding */ asString)
/* harmony export */ });
/**
 * Tolerant readers of parsed, untrusted values: a document may hold anything
 * where a schema expects an object, an array or a string, and the summaries
 * and the stamper read what is there without throwing (the schema check
 * reports the shape).
 */
/** True when `value` is a JSON object: not null, not an array. */
function isObject(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
/** `value` when it is a JSON object, else null. */
function asObject(value) {
    return isObject(value) ? value : null;
}
/** `value` when it is a JSON object, else an empty one: for reading fields of what may be absent. */
function asObjectOrEmpty(value) {
    return isObject(value) ? value : {};
}
/** `value` when it is an array, else an empty one. */
function asArray(value) {
    return Array.isArray(value) ? value : [];
}
/** `value` when it is a string, else undefined. */
function asString(value) {
    return typeof value === 'string' ? value : undefined;
}


/***/ }),

/***/ 76092:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** The tool version, kept in step with package.json by scripts/bundle.mjs and a test. */
const VERSION = '0.1.0';


/***/ }),

/***/ 87387:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ YOUNG_GENERATION_FLAG)
/* harmony export */ });
/**
 * The young generation held at its start-up size, set by both entries (src/bin.ts, the CLI;
 * `run()` of src/main.ts, the action) before any command runs.
 *
 * Why: V8 grows the young generation's semispaces whenever a scavenge finds much alive, up to a
 * maximum it sizes from the machine's memory: 16 MiB a semispace on Node 20, 64 MiB on Node 24 (the
 * action's runtime), where an audit of 100,000 files filled both semispaces (128 MiB committed,
 * `v8.getHeapSpaceStatistics()` at the peak) and peaked ~100 MiB above Node 20 for that alone
 * (docs/performance.md, "Node 24's extra 100 MiB"). The audit's objects are either short-lived
 * (read, parsed, dropped) or live to the end, so a large young generation saves it no promotion
 * worth its memory: held at its start-up size (2 MiB), the audit's CPU is lower on Node 24 and the
 * same within the noise on Node 20 (the pairs in docs/performance.md).
 *
 * Why a flag set at run time: the action cannot pass V8 flags to the runner's `node`, and
 * `--max-semi-space-size` is read once, when the heap is made. The growth factor is read at every
 * scavenge that grows the semispaces, so set here it takes effect at once on both runtimes (a
 * factor of 1 makes each growth a no-op). V8's flags are the process's:
 * on Node 24 the hashing threads started afterwards keep their young generation small too; on
 * Node 20 starting a worker thread undoes the flag (measured: the main thread's young generation
 * grows to 32 MiB once a worker has started; why was not taken apart), so the flag is set again
 * each time a worker of this process comes online (v8-flags.ts `holdV8Flags`, which both entries
 * call): set then, it holds (measured). A runtime that ignored the flag would run as before.
 */
/** The V8 flag that stops the young generation from growing: each growth multiplies it by 1. */
const YOUNG_GENERATION_FLAG = '--semi-space-growth-factor=1';


/***/ }),

/***/ 41687:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Jg: () => (/* binding */ readCommitTrees),
/* harmony export */   QI: () => (/* binding */ createTreeParser),
/* harmony export */   Sq: () => (/* binding */ visitTreeEntries),
/* harmony export */   i9: () => (/* binding */ readTrees),
/* harmony export */   ox: () => (/* binding */ isNoCommitTrees),
/* harmony export */   zt: () => (/* binding */ markAbove)
/* harmony export */ });
/* unused harmony export readTreeEntries */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(88411);
/**
 * The commit's directory tree ids, each object hashed by the gate (issue 41, part 3, route (a)
 * of docs/performance.md, "git's answer for unchanged directories"): the key a cache of facts
 * per directory of the *commit* needs, without asking git anything about the work tree (which
 * costs 17–66 % of a cold audit at 10⁶ files, vcs/tree-ids.ts). Not wired into the audit yet:
 * its tests and bench/commit-trees.mjs reach it.
 *
 * **Read, then hashed again.** git does not check, on an ordinary read, that an object's bytes
 * hash to its name: a loose tree file rewritten with another tree's compressed bytes is served
 * under the first name by `ls-tree -r`, `rev-parse <c>:<path>`, `cat-file --batch`, `archive`
 * and `checkout` alike (git 2.39 checks the hash only when it parses an object named alone:
 * `ls-tree <id>`, `cat-file -p`, a commit being resolved). So the commit and every tree below it
 * are read through ONE streamed `git --no-replace-objects cat-file --batch-command --buffer`
 * (`contents <id>` written on its input as the parents are parsed, then `flush`; `<id> <type>
 * <size>` LF, the bytes, LF read back; no path and no id on any command line; a git before 2.36,
 * which has no --batch-command, is asked the same through `cat-file --batch`), and each object's
 * id is computed here from its bytes (`<type> <size>` NUL and the bytes, SHA-1 or SHA-256 by
 * the repository's object format, node:crypto), its type the one its parent gives it. An
 * object whose bytes do not hash to its name, whose type is not the parent's word, or that git
 * cannot give (missing: a shallow clone past its edge, a partial
 * clone whose promisor cannot answer, a damaged repository) is a reason, never a throw: the
 * caller then reads the work tree as today. `--no-replace-objects`: `refs/replace/` would have
 * git serve another object's bytes under a name (a local ref nobody reviews), and the commit's
 * own trees are what a verdict on the commit is about. GIT_NO_LAZY_FETCH=1 (git ≥ 2.44) keeps a
 * partial clone from fetching a missing tree over the network; an older git may fetch it, and
 * what it fetched is hashed the same.
 *
 * **Entries parsed as bytes**: `<octal mode> SP <name> NUL <raw id>`. A directory (mode 040000)
 * is read in turn; a regular file (100644, 100755) is counted in its directory; a symbolic link
 * (120000) or a gitlink (160000) makes its directory *linked*: what the audit reads through it
 * is not named by the tree id. Every other mode is a reason.
 *
 * **Names.** A name git itself refuses to check out — empty, `.`, `..`, `.git` in any case, or
 * holding a `/` (a NUL cannot be in one: it ends the name) — and a tree out of git's order or
 * with two entries of one name are reasons for the whole commit: such a tree is made by hand
 * (`git fsck` calls each an error), its paths are ambiguous (`a/b` named in the root would be
 * spelt as the `b` inside `a`), and no work tree can hold it, so nothing of it should be served.
 * A name that is not UTF-8 is legal and found in old repositories: its directory is *linked*
 * (the walk spells it with U+FFFD, which another name could spell too), and a directory of that
 * name is not read (its path cannot be spelt, so it is in no answer).
 *
 * **Bounds.** A timeout, the bytes read (a tree is held whole while parsed) and the objects read:
 * a tree may name one subtree many times, so a few hundred bytes can stand for 2⁴⁰ paths (a
 * "git bomb"); each path is read as its own directory, and the bound stops it.
 *
 * **Shared.** The reading (`readTrees`: the commit resolved, the conversation, the hash and type
 * checks, the bounds) takes a visitor per tree; readCommitTrees reads every subtree, and
 * vcs/tree-ids-at.ts only those above the directories it is asked about.
 */



/** Longest wait by default (10⁶ files: ~1 s). */
const COMMIT_TREES_TIMEOUT_MS = 5 * 60_000;
/** Most bytes of objects read by default (10⁶ files in 10⁴ directories: ~50 MB of trees). */
const COMMIT_TREES_MAX_BYTES = 512 * 1024 * 1024;
/** Most objects read by default (the commit and one tree per directory path). */
const COMMIT_TREES_MAX_OBJECTS = 1 << 21;
/** Longest `cat-file --batch` header line: `<64 hex> commit <size>`. */
const MAX_HEADER_BYTES = 128;
/** True when `value` is a {@link NoCommitTrees} (of readCommitTrees or vcs/tree-ids-at.ts). */
function isNoCommitTrees(value) {
    return 'reason' in value;
}
/**
 * The directories of `commit` (default HEAD) in the repository whose top level is `root`, each
 * with its tree id, every object read hashed again (see the file comment). Never rejects.
 */
function readCommitTrees(root, commit = 'HEAD', options = {}) {
    return readTrees(root, commit, options, (format) => {
        const trees = new Map();
        const files = new Map();
        const treeBytes = new Map();
        const linked = new Set();
        const parseTree = createTreeParser(format === 'sha1' ? 20 : 32, files, linked);
        return {
            visit: (wanted, buf, start, end) => {
                trees.set(wanted.dir, wanted.id);
                // A view, not a copy: each chunk read from git is a buffer of its own (as is an object
                // gathered across chunks), so the views keep alive about the bytes read and no more,
                // and a copy cost ~0.07 s more at 10⁶ files (allocation, not the memcpy).
                treeBytes.set(wanted.dir, buf.subarray(start, end));
                const children = [];
                return parseTree(wanted.dir, buf, start, end, children) ?? children;
            },
            finish: (read) => ({
                commit: read.commit,
                objectFormat: format,
                trees,
                files,
                treeBytes,
                linked,
                unservable: markAbove(linked),
                objects: read.objects,
                bytes: read.bytes,
            }),
        };
    });
}
/**
 * Reads `commit`'s trees in the repository whose top level is `root`: the commit resolved and
 * checked, then the commit object and, generation by generation, the trees `begin`'s visitor
 * asks for from the root down, through one `cat-file` conversation with every object hashed
 * again and the bounds of `options` (the file comment). `begin` is called once per attempt (a
 * git without --batch-command is asked again), so each attempt starts from empty state. The
 * visitor's answer, or one line of reason; never rejects.
 */
async function readTrees(root, commit, options, begin) {
    const timeoutMs = options.timeoutMs ?? COMMIT_TREES_TIMEOUT_MS;
    if (commit === '' || commit.includes('\0'))
        return { reason: 'no commit named' };
    const head = await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .EO)(root, [
        '--no-replace-objects',
        'rev-parse',
        '--show-toplevel',
        '--show-object-format',
        '--verify',
        '--end-of-options',
        `${commit}^{commit}`,
    ], { timeoutMs });
    if (!head.ok)
        return { reason: `git cannot resolve ${commit}: ${head.message}` };
    // rev-parse answers a line each; the top level may end with spaces, so lines are not trimmed.
    const [top = '', format = '', id = ''] = head.stdout.split('\n');
    if (!(await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .isRepositoryTop */ .mu)(root, top)))
        return { reason: `${root} is not the top level of its git work tree (${top})` };
    if (format !== 'sha1' && format !== 'sha256')
        return { reason: `unknown object format ${JSON.stringify(format)}` };
    if (!(0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .isObjectId */ .TS)(id) || id.length !== (format === 'sha1' ? 40 : 64))
        return { reason: `git named no commit for ${commit}` };
    const bounds = {
        deadline: Date.now() + timeoutMs,
        maxBytes: options.maxBytes ?? COMMIT_TREES_MAX_BYTES,
        maxObjects: options.maxObjects ?? COMMIT_TREES_MAX_OBJECTS,
    };
    const first = begin(format);
    const answer = await readObjects(root, true, id, format, bounds, first.visit);
    if (!('unsupported' in answer))
        return 'reason' in answer ? answer : first.finish(answer);
    // git before 2.36 has no --batch-command: the same conversation, an object flushed at a time.
    const again = begin(format);
    const second = await readObjects(root, false, id, format, bounds, again.visit);
    return 'reason' in second ? second : again.finish(second);
}
/**
 * The batch conversation: the commit's id first, then the subtrees `visit` names for each tree
 * as soon as it is read (git answers in the order asked), a generation per flush; input closed
 * when nothing is left to ask.
 */
async function readObjects(root, commands, commit, format, bounds, visit) {
    // `--batch-command --buffer`: git answers into its own buffer and writes it out at each
    // `flush`, so a generation of trees comes back in a few large writes rather than one write
    // (and one read here) per object; plain `--batch` flushes after every object.
    const args = commands ? ['cat-file', '--batch-command', '--buffer'] : ['cat-file', '--batch'];
    const verb = commands ? 'contents ' : '';
    const flush = commands ? 'flush\n' : '';
    let child;
    try {
        child = await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .startGit */ .BE)(root, ['--no-replace-objects', ...args], { GIT_NO_LAZY_FETCH: '1' });
    }
    catch (error) {
        return { reason: `git cat-file could not start: ${error.message}` };
    }
    const queue = [{ id: commit, type: 'commit', dir: '' }];
    let next = 0;
    let asked = 1;
    let objects = 0;
    let bytes = 0;
    let failed = null;
    const fail = (why) => {
        if (failed !== null)
            return;
        failed = why;
        child.kill();
    };
    const ask = (wanted) => {
        if (wanted.length === 0)
            return;
        asked += wanted.length;
        if (asked > bounds.maxObjects) {
            fail(`the commit has more than ${bounds.maxObjects} trees to read (the bound)`);
            return;
        }
        let text = '';
        for (const w of wanted) {
            queue.push(w);
            text += `${verb}${w.id}\n`;
        }
        child.stdin.write(text + flush);
    };
    /** Hashes one answered object (bytes `start`–`end` of `buf`); asks for what it leads to. */
    const take = (wanted, type, buf, start, end) => {
        if (type !== wanted.type) {
            fail(`${describe(wanted)} is a ${type}, not the ${wanted.type} its parent names`);
            return;
        }
        if (!hashesTo(format, type, buf.subarray(start, end), wanted.id)) {
            fail(`${describe(wanted)}: its bytes do not hash to its id (a damaged or altered object)`);
            return;
        }
        objects++;
        bytes += end - start;
        if (wanted.type === 'commit') {
            const tree = readCommitTree(buf, start, end, format);
            if (tree === null)
                fail(`${describe(wanted)} names no tree`);
            else
                ask([{ id: tree, type: 'tree', dir: '' }]);
            return;
        }
        const children = visit(wanted, buf, start, end);
        if (typeof children === 'string')
            fail(`${describe(wanted)}: ${children}`);
        else
            ask(children);
    };
    let current;
    let currentType = '';
    const framer = createBatchFramer({
        header: (line) => {
            current = queue[next];
            queue[next++] = undefined;
            const answer = readHeader(line, current, bytes, bounds.maxBytes);
            if (typeof answer === 'string')
                return (fail(answer), null);
            currentType = answer.type;
            return answer.size;
        },
        object: (buf, start, end) => {
            take(current, currentType, buf, start, end);
            if (failed === null && next === queue.length)
                child.stdin.end();
        },
        fail,
        stopped: () => failed !== null,
    });
    child.stdout.on('data', framer.push);
    const exit = waitForExit(child, bounds.deadline, fail);
    // git may end before reading every id (it failed): its exit says so, not an EPIPE.
    child.stdin.on('error', () => undefined);
    child.stdin.write(`${verb}${commit}\n${flush}`);
    const { code, stderr } = await exit;
    if (failed !== null)
        return { reason: failed };
    const refused = describeExit(code, stderr, commands && objects === 0);
    if (refused !== null)
        return refused;
    if (next !== queue.length || framer.partial())
        return { reason: 'git cat-file ended early' };
    return { commit, objects, bytes };
}
/** What a header line announces for `wanted` (its type and size), or why it is refused. */
function readHeader(line, wanted, bytesSoFar, maxBytes) {
    if (wanted === undefined)
        return 'git cat-file answered what was not asked';
    const [name = '', type = '', text = ''] = line.split(' ');
    if (name !== wanted.id)
        return 'git cat-file answered out of step';
    if (type === 'missing')
        return `${describe(wanted)} is missing (a shallow or partial clone, or a damaged repository)`;
    if (!/^\d{1,12}$/.test(text))
        return `git cat-file answered ${JSON.stringify(line)}`;
    const size = Number(text);
    if (bytesSoFar + size > maxBytes)
        return `the commit's trees are more than ${maxBytes} bytes (the bound)`;
    return { type, size };
}
/** Whether `bytes`, an object of `type`, hash to `id` in the repository's object format. */
function hashesTo(format, type, bytes, id) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)(format === 'sha1' ? 'sha1' : 'sha256');
    hash.update(`${type} ${bytes.length}\0`);
    hash.update(bytes);
    return hash.digest('hex') === id;
}
/** The tree id a commit's bytes name, or null. */
function readCommitTree(buf, start, end, format) {
    // A commit begins "tree <id>" LF (git's parser requires it first).
    const line = /^tree ([0-9a-f]+)\n/.exec(buf.toString('latin1', start, Math.min(end, start + 80)));
    const tree = line?.[1] ?? '';
    return tree.length === (format === 'sha1' ? 40 : 64) ? tree : null;
}
/**
 * The framing of `git cat-file --batch`'s answers: a header line, then `size` bytes and a LF.
 * An object whole in one chunk is handed over where it lies; one split across chunks is gathered
 * into a buffer of its own.
 */
function createBatchFramer(handlers) {
    let header = [];
    let headerLength = 0;
    let size = -1;
    let body = null;
    let filled = 0;
    /** Reads a header from `at`; the offset after it, or -1 when the chunk ends or it is refused. */
    const readLine = (chunk, at) => {
        const nl = chunk.indexOf(10, at);
        const end = nl < 0 ? chunk.length : nl;
        if (headerLength + end - at > MAX_HEADER_BYTES)
            return (handlers.fail('git cat-file answered a long header'), -1);
        if (nl < 0) {
            header.push(chunk.subarray(at, end));
            headerLength += end - at;
            return -1;
        }
        let line;
        if (headerLength === 0)
            line = chunk.toString('latin1', at, nl);
        else {
            header.push(chunk.subarray(at, nl));
            line = Buffer.concat(header).toString('latin1');
            header = [];
            headerLength = 0;
        }
        const answered = handlers.header(line);
        if (answered === null)
            return -1;
        size = answered;
        return nl + 1;
    };
    const push = (chunk) => {
        let at = 0;
        while (at < chunk.length && !handlers.stopped()) {
            if (size < 0) {
                at = readLine(chunk, at);
                if (at < 0)
                    return;
                if (at + size < chunk.length) {
                    // The whole object and its LF are here.
                    if (chunk[at + size] !== 10)
                        return handlers.fail('git cat-file answered out of step');
                    const end = at + size;
                    size = -1;
                    handlers.object(chunk, at, end);
                    at = end + 1;
                }
                else {
                    body = Buffer.allocUnsafe(size + 1);
                    filled = 0;
                }
            }
            else {
                const whole = body;
                const n = Math.min(whole.length - filled, chunk.length - at);
                chunk.copy(whole, filled, at, at + n);
                filled += n;
                at += n;
                if (filled < whole.length)
                    return;
                body = null;
                if (whole[size] !== 10)
                    return handlers.fail('git cat-file answered out of step');
                const end = size;
                size = -1;
                handlers.object(whole, 0, end);
            }
        }
    };
    return { push, partial: () => size >= 0 || headerLength > 0 };
}
/** Waits for `child` to end (or `deadline`, which fails the read); its exit and its stderr. */
async function waitForExit(child, deadline, fail) {
    let stderr = '';
    child.stderr.on('data', (chunk) => {
        if (stderr.length < 4096)
            stderr += chunk.toString('utf8');
    });
    const timeoutMs = Math.max(0, deadline - Date.now());
    const timer = setTimeout(() => {
        fail(`timed out after ${timeoutMs} ms`);
    }, timeoutMs);
    const code = await new Promise((resolve) => {
        child.on('error', (error) => resolve(error.message));
        child.on('close', (status) => resolve(status));
    });
    clearTimeout(timer);
    return { code, stderr };
}
/**
 * A failed exit in one line, or null for success. `fresh`: `--batch-command` was asked and
 * nothing answered yet, so a usage error (129) naming the option is an older git.
 */
function describeExit(code, stderr, fresh) {
    if (typeof code === 'string')
        return { reason: `git cat-file failed: ${code}` };
    if (fresh && code === 129 && /batch-command/.test(stderr))
        return { reason: stderr, unsupported: true };
    if (code !== 0)
        return {
            reason: `git cat-file failed: ${stderr.trim().split('\n')[0] || `exit status ${String(code)}`}`,
        };
    return null;
}
/**
 * The entries of directory `dir`'s tree, parsed again from the bytes readCommitTrees hashed (and
 * checked then: modes, names, order), or undefined for a directory not in `trees`.
 */
function readTreeEntries(trees, dir) {
    const buf = trees.treeBytes.get(dir);
    if (buf === undefined)
        return undefined;
    const entries = [];
    const idBytes = trees.objectFormat === 'sha1' ? 20 : 32;
    visitTreeEntries(buf, idBytes, (mode, nameStart, nul) => {
        entries.push({
            name: buf.toString('utf8', nameStart, nul),
            mode,
            id: buf.toString('hex', nul + 1, nul + 1 + idBytes),
        });
        return true;
    });
    return entries;
}
/**
 * Calls `visit` with each entry of the tree object `buf` (checked when it was read): its mode,
 * where its name starts, and its NUL (the raw id follows it, `idBytes` long). Stops when `visit`
 * answers false; answers whether it went to the end. One decoder for readTreeEntries and for
 * callers that compare entries without building them (vcs/learnable-directories.ts).
 */
function visitTreeEntries(buf, idBytes, visit) {
    let at = 0;
    while (at < buf.length) {
        let mode = 0;
        let i = at;
        for (; buf[i] !== 32; i++)
            mode = mode * 8 + (buf[i] - 48);
        const nul = buf.indexOf(0, i + 1);
        if (!visit(mode, i + 1, nul))
            return false;
        at = nul + 1 + idBytes;
    }
    return true;
}
/** The object for a message: `tree <id> (<dir>)`. */
function describe(wanted) {
    const where = wanted.type === 'tree'
        ? ` (${wanted.dir === '' ? 'the root' : JSON.stringify(wanted.dir)})`
        : '';
    return `${wanted.type} ${wanted.id}${where}`;
}
/** Each directory of `dirs` and every directory above it. */
function markAbove(dirs) {
    const marked = new Set();
    for (let dir of dirs) {
        while (!marked.has(dir)) {
            marked.add(dir);
            if (dir === '')
                break;
            const at = dir.lastIndexOf('/');
            dir = at < 0 ? '' : dir.slice(0, at);
        }
    }
    return marked;
}
/** The kinds of entry by the mode's type bits (git's S_IFMT). */
const MODE_TREE = 0o040000;
const MODE_FILE = 0o100000;
const MODE_LINK = 0o120000;
const MODE_GITLINK = 0o160000;
/**
 * A parser of tree objects (hash length `idBytes`) that records each directory's files and
 * links, and hands back its subtrees to read: every one, or those whose path `descend` accepts
 * (each entry is checked all the same). Per tree it keeps the entries' name offsets, to check
 * git's order (a tree's name compares as if it ended in `/`) and find a duplicate name.
 */
function createTreeParser(idBytes, files, linked, descend) {
    const starts = [];
    const ends = [];
    const isTree = [];
    return (dir, buf, start, end, children) => {
        starts.length = 0;
        ends.length = 0;
        isTree.length = 0;
        let count = 0;
        let at = start;
        while (at < end) {
            // The mode: octal digits up to a space.
            let mode = 0;
            let i = at;
            for (; i < end && buf[i] !== 32; i++) {
                const d = buf[i] - 48;
                if (d < 0 || d > 7 || i - at >= 7)
                    return 'an entry with a malformed mode';
                mode = mode * 8 + d;
            }
            if (i === at || i >= end)
                return 'an entry with a malformed mode';
            const nameStart = i + 1;
            const nul = buf.indexOf(0, nameStart);
            if (nul < 0 || nul + 1 + idBytes > end)
                return 'an entry cut short';
            const why = checkName(buf, nameStart, nul);
            if (why !== null)
                return why;
            const kind = mode & 0o170000;
            const tree = kind === MODE_TREE;
            const n = starts.length;
            if (n > 0) {
                const order = compareNames(buf, starts[n - 1], ends[n - 1], isTree[n - 1], nameStart, nul, tree);
                if (order === 0)
                    return 'two entries of one name';
                if (order > 0)
                    return "entries out of git's order";
                // A file and a directory of one name sort apart ("a", "a-b", "a/"): look back.
                if (tree && hasFileNamed(buf, starts, ends, isTree, nameStart, nul))
                    return 'two entries of one name';
            }
            starts.push(nameStart);
            ends.push(nul);
            isTree.push(tree);
            const idAt = nul + 1;
            at = idAt + idBytes;
            const utf8 = isAscii(buf, nameStart, nul) || (0,node_buffer__WEBPACK_IMPORTED_MODULE_1__.isUtf8)(buf.subarray(nameStart, nul));
            if (kind === MODE_FILE) {
                count++;
                if (!utf8)
                    linked.add(dir);
            }
            else if (kind === MODE_TREE) {
                // A directory whose name is not UTF-8 cannot be spelt: not read, its parent linked.
                if (!utf8) {
                    linked.add(dir);
                    continue;
                }
                const name = buf.toString('utf8', nameStart, nul);
                const path = dir === '' ? name : `${dir}/${name}`;
                if (descend !== undefined && !descend(path))
                    continue;
                children.push({ id: buf.toString('hex', idAt, idAt + idBytes), type: 'tree', dir: path });
            }
            else if (kind === MODE_LINK || kind === MODE_GITLINK)
                linked.add(dir);
            else
                return `an entry of mode ${mode.toString(8)}`;
        }
        files.set(dir, count);
        return null;
    };
}
/** Why a name (bytes `start`–`end`) is one git refuses to check out, or null. */
function checkName(buf, start, end) {
    const length = end - start;
    if (length === 0)
        return 'an entry with an empty name';
    // A loop, not indexOf: indexOf would search on past the name, through the rest of the chunk.
    for (let i = start; i < end; i++)
        if (buf[i] === 47)
            return 'a name holding "/"';
    if (buf[start] === 46) {
        if (length === 1 || (length === 2 && buf[start + 1] === 46))
            return 'an entry named "." or ".."';
        if (length === 4 && buf.toString('latin1', start + 1, end).toLowerCase() === 'git')
            return 'an entry named ".git"';
    }
    return null;
}
/** True when the bytes `start`–`end` are all ASCII (then UTF-8 without asking). */
function isAscii(buf, start, end) {
    // Most names are ASCII: isUtf8 is asked only about the rest (it needs a Buffer of its own).
    for (let i = start; i < end; i++)
        if (buf[i] >= 0x80)
            return false;
    return true;
}
/**
 * git's order of two entries' names (base_name_compare): bytewise, a tree's name as if it ended
 * in `/`, any other's as if it ended in NUL. Negative when a sorts first, 0 for one name.
 */
function compareNames(buf, aStart, aEnd, aTree, bStart, bEnd, bTree) {
    const len = Math.min(aEnd - aStart, bEnd - bStart);
    // A loop, not Buffer#compare: names are short, and unoptimized (the bundle's raised tiering
    // thresholds), Node 24's compare with offsets allocates ~450 bytes a call (branch n24-gap).
    for (let i = 0; i < len; i++) {
        const d = buf[aStart + i] - buf[bStart + i];
        if (d !== 0)
            return d;
    }
    const a = aEnd - aStart > len ? buf[aStart + len] : aTree ? 47 : 0;
    const b = bEnd - bStart > len ? buf[bStart + len] : bTree ? 47 : 0;
    return a - b;
}
/**
 * True when an earlier entry that is not a tree has the name `start`–`end`: it sorts before the
 * tree of that name, with only names that begin with it between them.
 */
function hasFileNamed(buf, starts, ends, isTree, start, end) {
    const length = end - start;
    for (let k = starts.length - 1; k >= 0; k--) {
        const s = starts[k];
        const e = ends[k];
        if (e - s < length)
            return false;
        for (let i = 0; i < length; i++)
            if (buf[s + i] !== buf[start + i])
                return false;
        if (e - s === length && isTree[k] !== true)
            return true;
    }
    return false;
}


/***/ }),

/***/ 88411:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  To: () => (/* binding */ CONVERSION_ATTRIBUTES),
  _c: () => (/* binding */ GIT_OUTPUT_MAX_BYTES),
  pV: () => (/* binding */ STRICT_STAT),
  ac: () => (/* binding */ createGitIgnoreRules),
  nx: () => (/* binding */ createGitlinkQuery),
  mL: () => (/* binding */ findRepositoryRoot),
  QE: () => (/* binding */ hasCommit),
  VE: () => (/* binding */ isNotARepository),
  TS: () => (/* binding */ isObjectId),
  mu: () => (/* binding */ isRepositoryTop),
  IR: () => (/* binding */ mayBeInRepository),
  sq: () => (/* binding */ readBlobAtCommit),
  Ug: () => (/* binding */ readGitOutput),
  WL: () => (/* binding */ resolveCommit),
  EO: () => (/* binding */ runGit),
  UR: () => (/* binding */ runGitForBytes),
  BE: () => (/* binding */ startGit)
});

// UNUSED EXPORTS: IGNORE_ASK_EACH_BELOW

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(76760);
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/vcs/index-gitlinks.ts
/**
 * Whether a git index file certainly holds no gitlink (a submodule's entry, mode 160000), read
 * from the file itself: the question vcs/git.ts `createGitIgnoreRules` otherwise answers by
 * listing the whole index (`git ls-files --stage`: 77 MB and ~1.3 s of CPU in a 10⁶-file
 * checkout, for an answer that is nearly always "none"; docs/performance.md, branch
 * `git-gitlinks`). The work tree cannot answer it: a submodule that is not checked out is an
 * empty directory, and files a later step writes into it make it a plain directory to every
 * eye but git's, which still refuses a question about them.
 *
 * This is not a reader of the index: it only walks the entries' sizes and modes as git's
 * read-cache.c `create_from_disk` does (versions 2, 3 and 4; gitformat-index(5)), and says
 * "none" only when every entry is a file or a symbolic link and nothing can add entries the
 * file does not hold (a split index's shared entries, a sparse index's collapsed directories:
 * both announced by required extensions). Anything else, or anything git would refuse to read,
 * is "not known", and the caller asks git as before.
 */

/** Bytes read at a time (a 10⁶-entry index is ~86 MB: read in chunks, never held whole). */
const CHUNK_BYTES = 1 << 20;
/** An entry is read only with at least this many bytes of the chunk ahead of it (longer: not known). */
const ENTRY_MAX_BYTES = 1 << 16;
/** The flags' "extended" bit, the name length mask, and the extended flags git understands. */
const FLAG_EXTENDED = 0x4000;
const NAME_MASK = 0xfff;
const EXTENDED_KNOWN = 0x6000; // intent-to-add, skip-worktree
/**
 * True only when the index file at `file` certainly holds no gitlink, for a repository whose
 * object ids are `hashBytes` long (20: SHA-1, 32: SHA-256); false when it holds one, or when
 * that is not known (missing or unreadable file, a version or extension not understood, a
 * split or sparse index, anything git itself would refuse). Never rejects.
 */
async function indexFileHoldsNoGitlink(file, hashBytes) {
    if (hashBytes !== 20 && hashBytes !== 32)
        return false;
    let handle;
    try {
        handle = await (0,promises_.open)(file, 'r');
    }
    catch {
        return false;
    }
    try {
        return await walk(handle, hashBytes);
    }
    catch {
        return false;
    }
    finally {
        await handle.close().catch(() => undefined);
    }
}
async function walk(handle, hashBytes) {
    const { size } = await handle.stat();
    // Entries and extensions lie before the trailing checksum; git refuses a smaller file.
    const end = size - hashBytes;
    if (end < 12)
        return false;
    const buf = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, size));
    /** File offset of buf[0]; buf's bytes that hold the file; the last entry start read in it. */
    let bufAt = 0;
    let bufLength = 0;
    let window = 0;
    const load = async (at) => {
        const { bytesRead } = await handle.read(buf, 0, Math.min(buf.length, size - at), at);
        bufAt = at;
        bufLength = bytesRead;
        // An entry is read whole from the chunk: a new chunk before one could run past it.
        window = at + bytesRead < size ? bytesRead - ENTRY_MAX_BYTES : Infinity;
    };
    await load(0);
    if (bufLength < 12 || buf.toString('latin1', 0, 4) !== 'DIRC')
        return false;
    const version = buf.readUInt32BE(4);
    if (version < 2 || version > 4)
        return false;
    const count = buf.readUInt32BE(8);
    // ctime, mtime (8 bytes each), dev, ino, mode, uid, gid, size (4 each), the object id: then flags.
    const flagsAt = 40 + hashBytes;
    const v4 = version === 4;
    // Offsets below are in the chunk: `o` the entry's, `last` where the entries must end.
    let o = 12;
    let last = end;
    let previousLength = 0;
    // Bytes read one by one, not by readUInt32BE: the loop runs once, mostly before the compiler
    // has optimized it, where each call costs (W2's 22,000 entries: ~4 ms, not ~40).
    for (let i = 0; i < count; i++) {
        if (o > window) {
            await load(bufAt + o);
            last -= o;
            o = 0;
        }
        if (o + flagsAt + 2 > last)
            return false;
        // The mode (big-endian, 32 bits): a file (100644, 100755) or a symbolic link (120000) only.
        // A gitlink (160000): the caller lists them; a sparse directory (040000), or a mode git
        // does not write: not known.
        const kind = buf[o + 26] & 0xf0;
        if ((kind !== 0x80 && kind !== 0xa0) || (buf[o + 24] | buf[o + 25]) !== 0)
            return false;
        const flags = (buf[o + flagsAt] << 8) | buf[o + flagsAt + 1];
        let nameAt = o + flagsAt + 2;
        if ((flags & FLAG_EXTENDED) !== 0) {
            if (nameAt + 2 > last)
                return false;
            // git dies on an extended flag it does not know ("unknown index entry format").
            if ((((buf[nameAt] << 8) | buf[nameAt + 1]) & ~EXTENDED_KNOWN) !== 0)
                return false;
            nameAt += 2;
        }
        let length = flags & NAME_MASK;
        let entryBytes;
        if (v4) {
            // The name is "strip N bytes from the previous name's end" (a varint), then a suffix, NUL.
            let p = nameAt;
            let c = buf[p++];
            let strip = c & 127;
            while ((c & 128) !== 0) {
                if (p >= last || strip > 0xffffffff)
                    return false;
                c = buf[p++];
                strip = (strip + 1) * 128 + (c & 127);
            }
            let copied = 0;
            if (i > 0) {
                // git dies: "malformed name field in the index".
                if (strip > previousLength)
                    return false;
                copied = previousLength - strip;
            }
            if (length === NAME_MASK) {
                const nul = buf.indexOf(0, p);
                if (nul < 0 || nul >= last)
                    return false;
                length = nul - p + copied;
            }
            if (length < copied)
                return false;
            entryBytes = p - o + (length - copied) + 1;
        }
        else {
            if (length === NAME_MASK) {
                const nul = buf.indexOf(0, nameAt);
                if (nul < 0 || nul >= last)
                    return false;
                length = nul - nameAt;
            }
            // Padded with 1–8 NULs to a multiple of 8 (read-cache.c ondisk_ce_size).
            entryBytes = (nameAt - o + length + 8) & ~7;
        }
        if (entryBytes > ENTRY_MAX_BYTES)
            return false;
        previousLength = length;
        o += entryBytes;
        if (o > last)
            return false;
    }
    let at = bufAt + o;
    // Extensions, as git reads them: a 4-byte signature and a 4-byte size, while 8 bytes remain
    // before the checksum. A signature not starting with A–Z is required: git refuses one it does
    // not know, and the two it knows, "link" (split index) and "sdir" (sparse index), bring
    // entries this file does not hold.
    const head = Buffer.allocUnsafe(8);
    while (at + 8 <= end) {
        const { bytesRead } = await handle.read(head, 0, 8, at);
        if (bytesRead < 8)
            return false;
        const first = head[0] ?? 0;
        if (first < 0x41 || first > 0x5a)
            return false;
        at += 8 + head.readUInt32BE(4);
    }
    return true;
}

;// CONCATENATED MODULE: ./src/vcs/git.ts



/** Largest output read from one git command (`git diff --name-only`: a million 64-byte paths). */
const GIT_OUTPUT_MAX_BYTES = 64 * 1024 * 1024;
/** Most symbolic links followed inside a commit's tree before giving up (as the kernel's ELOOP, lower). */
const GIT_MAX_SYMLINK_HOPS = 8;
/** Runs `git args…` in `cwd`; stdout as UTF-8 text. Never rejects. */
function runGit(cwd, args, options = {}) {
    return execGit(cwd, args, options, 'utf8');
}
/** {@link runGit} with stdout as bytes (a blob, which need not be text). */
function runGitForBytes(cwd, args, options = {}) {
    return execGit(cwd, args, options, 'buffer');
}
async function execGit(cwd, args, options, encoding) {
    const { execFile } = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 31421, 23));
    const result = await new Promise((resolve) => {
        const done = (error, stdout, stderr) => {
            const status = error?.code;
            if (!error || (typeof status === 'number' && options.okExitCodes?.includes(status))) {
                resolve({ ok: true, stdout });
                return;
            }
            const code = error.code;
            const first = stderr.toString().trim().split('\n')[0] ?? '';
            resolve({
                ok: false,
                message: first || (typeof code === 'string' ? code : error.message.split('\n')[0]) || '',
                missing: code === 'ENOENT' && first === '',
            });
        };
        try {
            const child = execFile('git', [...args], {
                cwd,
                encoding,
                maxBuffer: options.maxBytes ?? GIT_OUTPUT_MAX_BYTES,
                ...(options.timeoutMs !== undefined ? { timeout: options.timeoutMs } : {}),
                windowsHide: true,
                env: { ...process.env, ...options.env, GIT_TERMINAL_PROMPT: '0' },
            }, done);
            if (options.input !== undefined) {
                // git may exit before reading everything (not a repository): that is its answer, not ours.
                child.stdin?.on('error', () => undefined);
                child.stdin?.end(options.input);
            }
        }
        catch (error) {
            done(error, '', '');
        }
    });
    // spawn says ENOENT for a missing working directory too: tell the two apart.
    if (!result.ok && result.missing) {
        const { stat } = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 51455, 23));
        const isDir = await stat(cwd).then((s) => s.isDirectory(), () => false);
        if (!isDir)
            return { ok: false, message: `${cwd} is not a directory`, missing: false };
    }
    return result;
}
/** The variables by which git is handed a repository instead of finding one above its directory. */
const GIT_REPOSITORY_VARIABLES = ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_COMMON_DIR'];
/**
 * False only when git, started in `dir`, cannot find a repository: no variable of `env` hands
 * it one (GIT_DIR, GIT_WORK_TREE, GIT_COMMON_DIR), and neither `dir` as its real path (git
 * starts from `getcwd()`) nor any directory above it, up to the file system's root, holds an
 * entry named `.git` (a repository, or the gitfile of a worktree or submodule) or `HEAD` (a
 * bare repository is a directory holding its own `HEAD`). git's discovery looks for nothing
 * else and stops no higher (a ceiling or a file system boundary only stops it sooner), so false
 * means git would answer "not a git repository". Any doubt (a path that does not resolve, an
 * entry that cannot be looked at) is true: git is asked. It saves a run outside any
 * repository (a results folder copied out of one, the benchmark's trees) starting git, and
 * loading node:child_process, only to hear that (docs/performance.md, branch `w2-start`).
 */
async function mayBeInRepository(dir, env = process.env) {
    if (GIT_REPOSITORY_VARIABLES.some((name) => (env[name] ?? '') !== ''))
        return true;
    let at;
    try {
        at = await (0,promises_.realpath)(dir);
    }
    catch {
        return true;
    }
    const holds = (entry) => (0,promises_.lstat)(entry).then(() => true, (error) => error.code !== 'ENOENT' && error.code !== 'ENOTDIR');
    for (;;) {
        if ((await holds(external_node_path_default().join(at, '.git'))) || (await holds(external_node_path_default().join(at, 'HEAD'))))
            return true;
        const up = external_node_path_default().dirname(at);
        if (up === at)
            return false;
        at = up;
    }
}
/** True when git's message says `cwd` is in no repository at all. */
function isNotARepository(result) {
    return !result.ok && /not a git repository/i.test(result.message);
}
/** The {@link GitRunner} over {@link runGit}. */
const readGitOutput = async (cwd, args) => {
    const result = await runGit(cwd, args);
    return result.ok ? result.stdout : null;
};
/** A full commit id (SHA-1, or SHA-256 for SHA-256 repositories). */
function isObjectId(value) {
    return typeof value === 'string' && /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(value);
}
/** True when the repository at `cwd` holds commit `sha` (a shallow clone may not). */
async function hasCommit(cwd, sha, git = readGitOutput) {
    if (!isObjectId(sha))
        return false;
    return (await git(cwd, ['cat-file', '-e', `${sha}^{commit}`])) !== null;
}
/**
 * Questions of fewer paths than this go to `git check-ignore` with the index, as they are. The
 * break-even, measured (git 2.39, CPU of 20 runs each): 64 paths cost 36 ms with the index in a
 * 22,000-entry checkout against 34 ms for the listing path's two processes (`--no-index` 9 ms,
 * `ls-files --stage` 25 ms); in a 10⁵-entry one 151 ms against 89 ms.
 */
const IGNORE_ASK_EACH_BELOW = 64;
/**
 * git's ignore rules for the work tree at `root` (core/ignored.ts), answered by git itself, so
 * `.gitignore` files at any depth, `.git/info/exclude`, `core.excludesFile` and negations mean
 * exactly what they mean to git. The answer is `git check-ignore --stdin -z`'s: a tracked file
 * is never reported, as it is part of the commit whatever the rules say. Outside a git
 * repository (or without git) nothing is ignored: every file counts, the fail-closed answer;
 * when nothing above `root` could be a repository ({@link mayBeInRepository}) git is not started.
 * When git fails otherwise, the same, and `onFallback` hears why, once.
 *
 * A large question takes the listing path, because `check-ignore` with the index passes over
 * the whole index once per path (2,000 passports in a 22,000-file checkout: 0.4–0.6 s of CPU,
 * growing with both): first `--no-index` over every path (the patterns alone, 0.01 s), whose
 * answer holds git's (the index only ever takes paths out: tracked ones), then the original
 * command over those candidates alone, usually none. What the index would add besides is its
 * refusal of a path inside a submodule, which fails the whole question: the index's gitlinks
 * are listed between the two (one streamed `git ls-files --stage`, unless the index file holds
 * none: {@link indexGitlinks}), and such a question goes to git as it is, as does any failure
 * but "not a repository" (the same answer either way).
 */
function createGitIgnoreRules(root, onFallback, options = {}) {
    const askEachBelow = options.askEachBelow ?? IGNORE_ASK_EACH_BELOW;
    let unavailable = false;
    let rootAsked = false;
    // Asked once, before git would first be started (mayBeInRepository).
    let mayBeRepository;
    /** git's answer (from a command over `asked`, the root first when `askRoot`) as the paths ignored. */
    const take = (result, asked, askRoot) => {
        if (!result.ok) {
            unavailable = true;
            // No repository (or no git): .gitignore means nothing there, as to git itself; said in
            // the docs, not on every run. Anything else is a surprise worth a note.
            if (!isNotARepository(result) && !result.missing)
                onFallback?.(`git check-ignore failed (${result.message}); .gitignore rules were not applied, every file counts`);
            return new Set();
        }
        rootAsked = true;
        const echoed = result.stdout.split('\0');
        if (askRoot && echoed.includes('./')) {
            // The root lies in a directory the enclosing repository ignores (a scratch tree, a
            // bench's data under an ignored folder): that repository's rules would skip every file,
            // and an audit would pass verifying nothing. Its rules do not describe this tree, so
            // they are not applied (every file counts, as outside a repository), and a note says so.
            unavailable = true;
            onFallback?.('the root lies in a directory the enclosing git repository ignores; its .gitignore rules were not applied, every file counts');
            return new Set();
        }
        const wanted = new Set(asked);
        return new Set(echoed.map((p) => p.replace(/^\.\//, '')).filter((p) => wanted.has(p)));
    };
    return async (rels) => {
        // A path with a NUL or a line break cannot cross -z/--stdin intact; it is not ignored.
        const asked = rels.filter((r) => r !== '' && !r.includes('\0'));
        if (unavailable || asked.length === 0)
            return new Set();
        // Outside any repository git would only say so: nothing is ignored, as when it does.
        if (!rootAsked && !(await (mayBeRepository ??= mayBeInRepository(root)))) {
            unavailable = true;
            return new Set();
        }
        // The first question also asks about the root itself ("./"), in the same process.
        const askRoot = !rootAsked;
        if (asked.length < askEachBelow || !asked.every(isPlainRelative))
            return take(await checkIgnore(root, asked, askRoot, 'index'), asked, askRoot);
        const patterns = await checkIgnore(root, asked, askRoot, 'no-index');
        // Not a repository (or no git) is the same answer with the index; any other failure is
        // left to the command whose failure it would be (its message).
        if (!patterns.ok && (isNotARepository(patterns) || patterns.missing))
            return take(patterns, asked, askRoot);
        const gitlinks = patterns.ok ? await indexGitlinks(root) : null;
        if (!patterns.ok || gitlinks === null || asked.some((r) => isInsideAny(r, gitlinks)))
            return take(await checkIgnore(root, asked, askRoot, 'index'), asked, askRoot);
        const echoed = patterns.stdout.split('\0');
        const rootMatched = askRoot && echoed.includes('./');
        const wanted = new Set(asked);
        const candidates = echoed.map((p) => p.replace(/^\.\//, '')).filter((p) => wanted.has(p));
        if (!rootMatched && candidates.length === 0) {
            rootAsked = true;
            return new Set();
        }
        return take(await checkIgnore(root, candidates, rootMatched, 'index'), candidates, rootMatched);
    };
}
/**
 * `git check-ignore --stdin -z` over `paths` (with `--no-index` for `'no-index'`), the root
 * first when `askRoot`. check-ignore refuses --literal-pathspecs; "./" before each path keeps
 * a leading ":" from being read as pathspec magic (":(top)x" is a file name here), and git
 * echoes it back.
 */
function checkIgnore(root, paths, askRoot, mode) {
    return runGit(root, ['check-ignore', ...(mode === 'no-index' ? ['--no-index'] : []), '--stdin', '-z'], {
        input: (askRoot ? './\0' : '') + paths.map((r) => `./${r}\0`).join(''),
        okExitCodes: [1],
    });
}
/**
 * A path as the walk gives it: relative, no empty, "." or ".." segment. Only those take the
 * listing path, whose gitlinks are listed below the root (`git ls-files` lists the
 * directory it runs in): "../x" could lie in a submodule beside it.
 */
function isPlainRelative(rel) {
    return rel.split('/').every((s) => s !== '' && s !== '.' && s !== '..');
}
/** True when a directory above `rel` is one of `gitlinks` (git refuses such a path). */
function isInsideAny(rel, gitlinks) {
    if (gitlinks.size === 0)
        return false;
    for (let at = rel.indexOf('/'); at >= 0; at = rel.indexOf('/', at + 1))
        if (gitlinks.has(rel.slice(0, at)))
            return true;
    return false;
}
/** No gitlink: the answer of {@link indexGitlinks} when the index file holds none. */
const NO_GITLINKS = new Set();
/**
 * {@link listIndexGitlinks}, unless the index file certainly holds no gitlink at all
 * ({@link indexHoldsNoGitlink}): then none, without listing the index (at 10⁶ files ~77 MB
 * through a pipe and ~1.3 s of CPU; docs/performance.md, branch `git-gitlinks`).
 */
async function indexGitlinks(root) {
    if (await indexHoldsNoGitlink(root))
        return NO_GITLINKS;
    return listIndexGitlinks(root);
}
/**
 * True only when the index git reads for the work tree at `root` certainly holds no gitlink
 * (vcs/index-gitlinks.ts); false when it holds one or that is not known (git failed, an index
 * not understood), and the caller then asks git as before. git says where the index is and how
 * long its object ids are (`rev-parse`, which does not read the index: GIT_DIR,
 * GIT_INDEX_FILE, a worktree's or a submodule's git directory are its to resolve, from `root`
 * as a later `ls-files` there would). The work tree cannot say it: a submodule not checked
 * out, with files a later step wrote into it, is a plain directory on disk, and git still
 * records (and refuses a path in) it.
 */
async function indexHoldsNoGitlink(root) {
    // Absolute: a relative answer would be relative to git's real working directory, which is
    // not `root` when a symbolic link lies on the way to it.
    const where = await runGit(root, [
        'rev-parse',
        '--show-object-format',
        '--path-format=absolute',
        '--git-path',
        'index',
    ]);
    if (!where.ok)
        return false;
    // "sha1" or "sha256", then the index's path, each ended by a newline (the path may hold
    // any other character).
    const format = /^(sha1|sha256)\n/.exec(where.stdout);
    const file = format ? where.stdout.slice(format[0].length).replace(/\n$/, '') : '';
    const hashBytes = format?.[1] === 'sha256' ? 32 : 20;
    return external_node_path_default().isAbsolute(file) && (await indexFileHoldsNoGitlink(file, hashBytes));
}
/** "160000 ", the mode of a gitlink, as `git ls-files --stage` begins its record. */
const GITLINK_RECORD = Buffer.from('160000 ');
/**
 * The gitlinks (mode 160000) of the index below `root`, relative to it, from one streamed
 * `git ls-files -z --stage`: only their records are decoded (a 10⁶-entry index lists ~100 MB,
 * never held whole). Null when git fails.
 */
async function listIndexGitlinks(root) {
    const found = new Set();
    let child;
    try {
        child = await startGit(root, ['ls-files', '-z', '--stage']);
    }
    catch {
        return null;
    }
    let carry = Buffer.alloc(0);
    child.stdout.on('data', (chunk) => {
        const buf = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
        const end = buf.lastIndexOf(0) + 1;
        // Each record "<mode> <object> <stage>\t<path>" NUL: a gitlink's starts the buffer or follows a NUL.
        for (let at = buf.indexOf(GITLINK_RECORD); at >= 0 && at < end;) {
            const stop = buf.indexOf(0, at);
            if (at === 0 || buf[at - 1] === 0) {
                const tab = buf.indexOf(9, at);
                if (tab >= 0 && tab < stop)
                    found.add(buf.toString('utf8', tab + 1, stop));
            }
            at = buf.indexOf(GITLINK_RECORD, at + 1);
        }
        carry = Buffer.from(buf.subarray(end));
    });
    child.stderr.resume();
    child.stdin.end();
    const code = await new Promise((resolve) => {
        child.on('error', () => resolve(null));
        child.on('close', resolve);
    });
    return code === 0 && carry.length === 0 ? found : null;
}
/**
 * The gitlinks (submodules, mode 160000) among `rels` in the index of the work tree at `root`
 * (core/ignored.ts GitlinkQuery), in one `git ls-files --stage`; paths are literal pathspecs.
 * Outside a git repository (or without git) there is none: a directory is then a directory;
 * when nothing above `root` could be a repository ({@link mayBeInRepository}) git is not started.
 * When the index file certainly holds no gitlink ({@link indexHoldsNoGitlink}) there is none
 * either, and `ls-files` is not started: it loads the whole index whatever the pathspecs (at
 * 10⁶ files ~1 s of git's CPU; docs/performance.md, branch `mend-flags`).
 */
function createGitlinkQuery(root) {
    // Asked once, before git would first be started: outside any repository git would only fail.
    let mayBeRepository;
    return async (rels) => {
        const asked = rels.filter((r) => r !== '' && !r.includes('\0'));
        const wanted = new Set(asked);
        const found = new Set();
        if (asked.length === 0 || !(await (mayBeRepository ??= mayBeInRepository(root))))
            return found;
        if (await indexHoldsNoGitlink(root))
            return found;
        // A few hundred paths per command line: the candidates are empty directories, rarely many.
        for (let i = 0; i < asked.length; i += GITLINK_BATCH) {
            const batch = asked.slice(i, i + GITLINK_BATCH).map((r) => `./${r}`);
            const result = await runGit(root, [
                '--literal-pathspecs',
                'ls-files',
                '--stage',
                '-z',
                '--',
                ...batch,
            ]);
            if (!result.ok)
                return found;
            // -z --stage: "<mode> <object> <stage>\t<path>" NUL, paths relative to the current directory.
            for (const line of result.stdout.split('\0')) {
                const tab = line.indexOf('\t');
                if (tab < 0 || !line.startsWith('160000 '))
                    continue;
                const rel = line.slice(tab + 1);
                if (wanted.has(rel))
                    found.add(rel);
            }
        }
        return found;
    };
}
/** Paths per `git ls-files` of {@link createGitlinkQuery}. */
const GITLINK_BATCH = 256;
/** The top level of the git work tree holding `dir`, or null outside one. */
async function findRepositoryRoot(dir, git = readGitOutput) {
    const out = await git(dir, ['rev-parse', '--show-toplevel']);
    // rev-parse ends its answer with one newline; a directory name may end with spaces, so no trim.
    const top = out?.replace(/\n$/, '');
    return top ? external_node_path_default().resolve(top) : null;
}
/**
 * Whether `top`, the top level `git rev-parse --show-toplevel` printed (git prints it with links
 * resolved), is the directory `root` itself. A root below the top level would have git's
 * repository-wide answers spelt from another directory (vcs/tree-ids.ts, vcs/commit-trees.ts).
 */
async function isRepositoryTop(root, top) {
    const real = await (0,promises_.realpath)(root).then((p) => external_node_path_default().resolve(p), () => external_node_path_default().resolve(root));
    return external_node_path_default().resolve(top) === real;
}
/**
 * Resolves a revision the user typed (`--config-from REF`) to a commit id, or
 * null when it names no commit. The ref goes after `--end-of-options`, so it
 * is never read as an option.
 */
async function resolveCommit(cwd, ref, git = readGitOutput) {
    if (ref === '' || ref.includes('\0'))
        return null;
    const out = await git(cwd, [
        'rev-parse',
        '--verify',
        '--quiet',
        '--end-of-options',
        `${ref}^{commit}`,
    ]);
    const sha = out?.trim() ?? '';
    return isObjectId(sha) ? sha : null;
}
/** One `git ls-tree --long -z` line for exactly `rel` at `sha`, or null when there is none. */
async function lsTree(cwd, sha, rel, git) {
    // --literal-pathspecs: a `*` or `:` in the name is a character, not a pattern or magic;
    // --full-tree: the path is from the top level whatever the working directory.
    const out = await git(cwd, [
        '--literal-pathspecs',
        'ls-tree',
        '-z',
        '--long',
        '--full-tree',
        sha,
        '--',
        rel,
    ]);
    if (out === null)
        throw new Error(`git ls-tree failed for commit ${sha}`);
    for (const record of out.split('\0')) {
        const tab = record.indexOf('\t');
        if (tab < 0)
            continue;
        if (record.slice(tab + 1) !== rel)
            continue;
        const [mode = '', type = '', oid = '', size = ''] = record.slice(0, tab).split(/ +/);
        return { mode, type, oid, size: /^\d+$/.test(size) ? Number(size) : null };
    }
    return null;
}
/**
 * Reads the file at repository-relative POSIX path `rel` as it is in commit
 * `sha`, refusing what is not a regular file of at most `maxBytes`: a
 * directory, a submodule, a symbolic link that leaves the repository (links
 * inside it are followed, at most {@link GIT_MAX_SYMLINK_HOPS}). The size is
 * checked from the tree before the content is read. Throws when git fails
 * for another reason (the caller says so; it must not read that as "absent").
 */
async function readBlobAtCommit(cwd, sha, rel, maxBytes, git = readGitOutput) {
    if (!isObjectId(sha))
        throw new Error(`not a commit id: ${JSON.stringify(sha)}`);
    let current = rel;
    for (let hop = 0; hop <= GIT_MAX_SYMLINK_HOPS; hop++) {
        const entry = await lsTree(cwd, sha, current, git);
        if (entry === null)
            return { kind: 'absent' };
        if (entry.type === 'tree')
            return { kind: 'refused', detail: 'is a directory' };
        if (entry.type === 'commit')
            return { kind: 'refused', detail: 'is a submodule' };
        if (entry.type !== 'blob' || !isObjectId(entry.oid) || entry.size === null)
            throw new Error(`git ls-tree gave an unexpected entry for ${JSON.stringify(current)}`);
        if (entry.size > maxBytes)
            return {
                kind: 'refused',
                detail: `is ${entry.size} bytes, over the ${maxBytes}-byte cap`,
            };
        const blob = await runGitForBytes(cwd, ['cat-file', 'blob', entry.oid], {
            maxBytes: maxBytes + 1,
        });
        if (!blob.ok)
            throw new Error(`git cat-file failed for ${entry.oid}: ${blob.message}`);
        const bytes = blob.stdout;
        if (entry.mode !== '120000')
            return { kind: 'file', bytes, path: current };
        // A symbolic link: its blob is the target, relative to the link's directory.
        const target = bytes.toString('utf8');
        const joined = external_node_path_default().posix.normalize(target.startsWith('/') ? target : external_node_path_default().posix.join(external_node_path_default().posix.dirname(current), target));
        if (target.startsWith('/') ||
            joined === '..' ||
            joined.startsWith('../') ||
            joined.includes('\0'))
            return { kind: 'refused', detail: 'is a symbolic link out of the repository' };
        current = joined;
    }
    return {
        kind: 'refused',
        detail: `is a chain of more than ${GIT_MAX_SYMLINK_HOPS} symbolic links`,
    };
}
/**
 * Starts `git args…` in `cwd` with its output as a stream, for an answer too large to hold in
 * memory (`git cat-file --batch` over a whole commit: reproduce/copy-commit.ts). The same
 * environment as {@link runGit} (no prompt, `env` added) and no shell; the caller reads stdout,
 * drains stderr and waits for the exit.
 */
async function startGit(cwd, args, env = {}) {
    const { spawn } = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 31421, 23));
    return spawn('git', [...args], {
        cwd,
        stdio: ['pipe', 'pipe', 'pipe'],
        windowsHide: true,
        env: { ...process.env, ...env, GIT_TERMINAL_PROMPT: '0' },
    });
}
/**
 * Config that makes git's stat check as strict as it goes: ctime (which no program sets) is
 * compared, and a racily clean entry is compared by content. Every command whose answer says a
 * file is unchanged runs with it (vcs/vouched-blobs.ts, vcs/tree-ids.ts): one list, so the two
 * answers are as strict as each other.
 */
const STRICT_STAT = [
    '-c',
    'core.checkStat=default',
    '-c',
    'core.trustctime=true',
    '-c',
    'core.ignoreStat=false',
    '-c',
    'core.fsmonitor=false',
];
/** The attributes under which a checked-out file may differ from its blob (by design). */
const CONVERSION_ATTRIBUTES = [
    'filter',
    'text',
    'eol',
    'crlf',
    'ident',
    'working-tree-encoding',
];


/***/ }),

/***/ 88261:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ listLfsFilteredPaths),
/* harmony export */   u: () => (/* binding */ createLfsQuery)
/* harmony export */ });
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(88411);

/** Longest wait for `git check-attr`; it reads a few attribute files, so this is generous. */
const GIT_CHECK_ATTR_TIMEOUT_MS = 30_000;
/** Largest output read from `git check-attr` (about 100,000 paths). */
const GIT_CHECK_ATTR_MAX_BYTES = 64 * 1024 * 1024;
/**
 * The paths among `rels` (relative to `root`, POSIX) whose `filter` attribute is `lfs`, as
 * git reports it for the work tree holding `root`. Empty when `root` is not in a git work tree
 * or git fails; git is not started when nothing above `root` could be a repository
 * (vcs/git.ts mayBeInRepository, under `how.env` too). Never rejects.
 */
async function listLfsFilteredPaths(root, rels, how = {}) {
    const tracked = new Set();
    if (rels.length === 0)
        return tracked;
    // Outside any repository git would only fail (no path managed): it is not started to say so.
    if (!(await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .mayBeInRepository */ .IR)(root, { ...process.env, ...how.env })))
        return tracked;
    // --cached: the attributes of the index alone (a base commit's, read into an index of its own).
    const args = ['check-attr', ...(how.cached ? ['--cached'] : []), '-z', '--stdin', 'filter'];
    const answer = await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .EO)(root, args, {
        input: `${rels.join('\0')}\0`,
        maxBytes: GIT_CHECK_ATTR_MAX_BYTES,
        timeoutMs: GIT_CHECK_ATTR_TIMEOUT_MS,
        ...(how.env ? { env: how.env } : {}),
    });
    if (!answer.ok)
        return tracked;
    // -z output: <path> NUL <attribute> NUL <value> NUL, per path.
    const fields = answer.stdout.split('\0');
    const asked = new Set(rels);
    for (let i = 0; i + 2 < fields.length; i += 3) {
        const rel = fields[i];
        if (fields[i + 1] === 'filter' && fields[i + 2] === 'lfs' && asked.has(rel))
            tracked.add(rel);
    }
    return tracked;
}
/** The {@link LfsQuery} of the work tree at `root`, as checked out. */
function createLfsQuery(root) {
    return (rels) => listLfsFilteredPaths(root, rels);
}


/***/ }),

/***/ 42613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 20181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 76982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 72250:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("dns");

/***/ }),

/***/ 24434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 79896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 91943:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs/promises");

/***/ }),

/***/ 58611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 85675:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http2");

/***/ }),

/***/ 65692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 69278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 31421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 77598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 53053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 78474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 73024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 51455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 98995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 48161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 76760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 57075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 46193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 73136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 57975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 70857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 16928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 13193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 16460:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers/promises");

/***/ }),

/***/ 64756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 52018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 87016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 39023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 43106:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(37318);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
