import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 7318:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _cli_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5581);
/* harmony import */ var _cli_broken_pipe_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9238);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3916);
/**
 * Entry point of dist/cli.js: wires the process to {@link runCli}. SIGINT and
 * SIGTERM abort the run (reports are written atomically, so none is left half
 * written); a second signal exits at once. A closed pipe ends the run quietly
 * (cli/broken-pipe.ts).
 */



const exit = (code) => process.exit(code);
(0,_cli_broken_pipe_js__WEBPACK_IMPORTED_MODULE_1__/* .exitQuietlyOnBrokenPipe */ .Y)(process.stdout, 'standard output', exit, process.stderr);
(0,_cli_broken_pipe_js__WEBPACK_IMPORTED_MODULE_1__/* .exitQuietlyOnBrokenPipe */ .Y)(process.stderr, 'standard error', exit);
const controller = new AbortController();
const onSignal = () => {
    if (controller.signal.aborted)
        process.exit(_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_INTERRUPTED */ ._2);
    controller.abort();
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

/***/ 5581:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ runCli)
/* harmony export */ });
/* unused harmony export renderHelp */
/* harmony import */ var _cli_command_help_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(1871);
/* harmony import */ var _cli_commands_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1654);
/* harmony import */ var _did_you_mean_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3772);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(3916);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4031);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(311);
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
    return `passport-gate ${_version_js__WEBPACK_IMPORTED_MODULE_2__/* .VERSION */ .x} — gate analysis outputs on the integrity of their provenance

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
    const hint = (0,_did_you_mean_js__WEBPACK_IMPORTED_MODULE_3__/* .didYouMean */ .au)(name, [...Object.keys(_cli_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMANDS */ .L), 'help']);
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`unknown command ${JSON.stringify(name)}${hint}${hint ? '' : '; run "passport-gate --help" for the commands'}`);
}
/** Runs the CLI with `argv` (without node and script); returns the exit code. Never throws. */
async function runCli(argv, io) {
    const debug = argv.includes('--debug');
    try {
        const [name, ...rest] = argv;
        if (name === undefined) {
            io.stderr.write(renderHelp());
            return _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_USAGE */ .Ri;
        }
        if (name === '--help' ||
            name === '-h' ||
            (name === 'help' && [undefined, 'help'].includes(rest[0]))) {
            io.stdout.write(renderHelp());
            return _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_OK */ .Ij;
        }
        if (name === '--version' || name === '-V') {
            io.stdout.write(`${_version_js__WEBPACK_IMPORTED_MODULE_2__/* .VERSION */ .x}\n`);
            return _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_OK */ .Ij;
        }
        // `help audit` is `audit --help`, as in git.
        if (name === 'help')
            return await findCommand(rest[0]).run(['--help'], io);
        const command = findCommand(name);
        // A bare command that cannot run without arguments prints its usage, as git's do.
        if (command.needsArguments === true && rest.length === 0) {
            io.stderr.write(await (0,_cli_command_help_js__WEBPACK_IMPORTED_MODULE_5__/* .readCommandHelp */ .r)(command, io));
            return _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_USAGE */ .Ri;
        }
        return await command.run(rest, io);
    }
    catch (error) {
        if (io.signal?.aborted) {
            io.stderr.write('passport-gate: interrupted; no report was written.\n');
            return _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_INTERRUPTED */ ._2;
        }
        const known = error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb ||
            error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigurationError */ .j1 ||
            error.code?.startsWith('ERR_PARSE_ARGS');
        const prefix = known ? 'passport-gate: ' : 'passport-gate: internal error: ';
        io.stderr.write(`${prefix}${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)((0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeError */ .Uc)(error))}\n`);
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigurationError */ .j1 && (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeError */ .Uc)(error) !== error.message) {
            io.stderr.write(`${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(error.message.split('\n').slice(1).join('\n'))}\n`);
        }
        if (debug && error instanceof Error && error.stack)
            io.stderr.write(`${error.stack}\n`);
        else if (!known)
            io.stderr.write('Re-run with --debug for a stack trace, and report it if it persists.\n');
        return _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_USAGE */ .Ri;
    }
}


/***/ }),

/***/ 9238:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ exitQuietlyOnBrokenPipe)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3916);
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
            exit(_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT_BROKEN_PIPE */ .qI);
        try {
            stderr?.write(`passport-gate: cannot write to ${name}: ${code ?? error.message}\n`);
        }
        catch {
            // stderr is gone as well; the exit code still says it.
        }
        exit(_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT_USAGE */ .Ri);
    });
}


/***/ }),

/***/ 1871:
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

/***/ 1654:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ COMMANDS)
/* harmony export */ });
/* harmony import */ var _hash_threads_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4776);

/** True when `args` ask for help: no threads to start for that. */
const asksForHelp = (args) => args.includes('--help') || args.includes('-h');
/** Every sub-command by name. */
const COMMANDS = {
    audit: {
        summary: 'verify passports, envelopes and packets',
        run: async (args, io) => {
            const pool = asksForHelp(args) ? undefined : (0,_hash_threads_js__WEBPACK_IMPORTED_MODULE_0__/* .startHashPoolEarly */ .g)(io.env);
            try {
                return await (await Promise.all(/* import() */[__nccwpck_require__.e(749), __nccwpck_require__.e(116), __nccwpck_require__.e(686), __nccwpck_require__.e(637), __nccwpck_require__.e(991), __nccwpck_require__.e(630)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7630))).runAuditCommand(args, io, pool);
            }
            finally {
                await pool?.close();
            }
        },
    },
    merge: {
        summary: 'combine the JSON reports of a sharded audit into one verdict',
        needsArguments: true,
        run: async (args, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(749), __nccwpck_require__.e(116), __nccwpck_require__.e(686), __nccwpck_require__.e(637), __nccwpck_require__.e(991), __nccwpck_require__.e(632)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6632))).runMergeCommand(args, io),
    },
    init: {
        summary: 'write .passport-gate.yml pinning the output directories inferred from the passports',
        run: async (args, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(749), __nccwpck_require__.e(116), __nccwpck_require__.e(614)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4614))).runInitCommand(args, io),
    },
    stamp: {
        summary: 'write or refresh the passport of an output directory',
        needsArguments: true,
        run: async (args, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(749), __nccwpck_require__.e(116), __nccwpck_require__.e(686), __nccwpck_require__.e(190), __nccwpck_require__.e(397)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6397))).runStampCommand(args, io),
    },
    graph: {
        summary: 'draw the consumed_passports chain (Mermaid or DOT)',
        run: async (args, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(749), __nccwpck_require__.e(116), __nccwpck_require__.e(637), __nccwpck_require__.e(481)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3976))).runGraphCommand(args, io),
    },
    diff: {
        summary: 'show what a change did to the provenance: changed passports, stale downstream, coverage',
        needsArguments: true,
        run: async (args, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(749), __nccwpck_require__.e(116), __nccwpck_require__.e(686), __nccwpck_require__.e(991), __nccwpck_require__.e(190), __nccwpck_require__.e(16)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7016))).runDiffCommand(args, io),
    },
    export: {
        summary: 'export verified passports as in-toto statements or W3C PROV-JSON',
        needsArguments: true,
        run: async (args, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(749), __nccwpck_require__.e(116), __nccwpck_require__.e(686), __nccwpck_require__.e(637), __nccwpck_require__.e(986)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8986))).runExportCommand(args, io),
    },
    completion: {
        summary: 'print a bash completion script (zsh through bashcompinit)',
        needsArguments: true,
        run: async (args, io) => (await __nccwpck_require__.e(/* import() */ 546).then(__nccwpck_require__.bind(__nccwpck_require__, 2546))).runCompletionCommand(args, io),
    },
};


/***/ }),

/***/ 4776:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ readHashThreads),
/* harmony export */   g: () => (/* binding */ startHashPoolEarly)
/* harmony export */ });
/* harmony import */ var _hash_hash_pool_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6196);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3916);
/**
 * How many hashing threads the CLI asks for, and starting them early.
 */


/**
 * PASSPORT_GATE_HASH_THREADS: hashing threads, the main thread included (1 =
 * the main thread alone, 0 = the main thread reading through the libuv pool).
 * For measuring (bench/run.mjs) and for runners whose core count Node
 * misjudges; default one thread per available core.
 */
function readHashThreads(env) {
    const raw = env.PASSPORT_GATE_HASH_THREADS;
    if (raw === undefined || raw === '')
        return undefined;
    if (!/^\d{1,3}$/.test(raw)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`PASSPORT_GATE_HASH_THREADS must be a number of threads, not ${JSON.stringify(raw)}`);
    }
    return Number(raw);
}
/**
 * Starts the hashing threads of an `audit` before its code is even loaded, so
 * the workers boot (30-55 ms each, docs/performance.md) while this thread
 * loads the engine and walks the tree. Returns undefined when the audit is to
 * hash on the main thread, or when the setting is invalid (the command then
 * reports it). The caller closes the pool.
 */
function startHashPoolEarly(env) {
    let threads;
    try {
        threads = readHashThreads(env);
    }
    catch {
        return undefined;
    }
    if (threads === 0)
        return undefined;
    const pool = new _hash_hash_pool_js__WEBPACK_IMPORTED_MODULE_0__/* .HashPool */ .vO(threads);
    pool.start();
    return pool;
}


/***/ }),

/***/ 3772:
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

/***/ 3916:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ij: () => (/* binding */ EXIT_OK),
/* harmony export */   Ri: () => (/* binding */ EXIT_USAGE),
/* harmony export */   Uc: () => (/* binding */ describeError),
/* harmony export */   _2: () => (/* binding */ EXIT_INTERRUPTED),
/* harmony export */   cB: () => (/* binding */ EXIT_FINDINGS),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   j1: () => (/* binding */ ConfigurationError),
/* harmony export */   qI: () => (/* binding */ EXIT_BROKEN_PIPE)
/* harmony export */ });
/* unused harmony export InterruptedError */
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
/** The command line is malformed. */
class UsageError extends Error {
    name = 'UsageError';
}
/** The run was cancelled by a signal. */
class InterruptedError extends (/* unused pure expression or super */ null && (Error)) {
    name = 'InterruptedError';
}
/** Returns a one-line message for any thrown value. */
function describeError(error) {
    if (error instanceof Error)
        return error.message.split('\n')[0] ?? error.name;
    return String(error);
}


/***/ }),

/***/ 603:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Xj: () => (/* binding */ SAFE_OPEN_FLAGS),
/* harmony export */   Z6: () => (/* binding */ describeFileMode),
/* harmony export */   ZU: () => (/* binding */ openRegularFile),
/* harmony export */   _n: () => (/* binding */ describeOpenError),
/* harmony export */   uh: () => (/* binding */ readFileCapped)
/* harmony export */ });
/* unused harmony export describeFileType */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
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


/***/ }),

/***/ 6196:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  a3: () => (/* binding */ HASH_THREAD_SETTINGS),
  vO: () => (/* binding */ HashPool),
  Hk: () => (/* binding */ WORKER_PROGRESS_BYTES),
  z2: () => (/* binding */ defaultHashThreads)
});

// UNUSED EXPORTS: MAIN_THREAD_SLICE_MS, MAX_HASH_THREADS, WORKER_CHUNK_BYTES, WORKER_PROBE_BYTES

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
// EXTERNAL MODULE: ./src/fs/safe-read.ts
var safe_read = __nccwpck_require__(603);
// EXTERNAL MODULE: ./src/hash/hash-worker.ts
var hash_worker = __nccwpck_require__(8701);
// EXTERNAL MODULE: ./src/hash/lfs-pointer.ts
var lfs_pointer = __nccwpck_require__(6399);
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
 * engine's checks come first, and the slices stop at once when it needs the
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
    return Math.max(1, Math.min(MAX_HASH_THREADS, (0,external_node_os_namespaceObject.availableParallelism)()));
}
/** The settings of every hashing thread (and of the main thread's file processors). */
const HASH_THREAD_SETTINGS = {
    openFlags: safe_read/* SAFE_OPEN_FLAGS */.Xj,
    chunkBytes: WORKER_CHUNK_BYTES,
    probeBytes: WORKER_PROBE_BYTES,
    headMaxBytes: lfs_pointer/* LFS_POINTER_MAX_BYTES */.Jt,
    headPrefix: lfs_pointer/* LFS_VERSION_LINE */.eL,
    progressBytes: WORKER_PROGRESS_BYTES,
    flushMs: 100,
    flushCount: 512,
};
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
    /** Starts the threads now. Never throws: a pool whose threads cannot start hashes on the main thread. */
    start() {
        if (this.workers !== null)
            return;
        this.workers = [];
        for (let k = 1; k < this.size; k++) {
            let worker;
            try {
                worker = new external_node_worker_threads_namespaceObject.Worker(hash_worker/* HASH_WORKER_SOURCE */._O, { eval: true, workerData: HASH_THREAD_SETTINGS });
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
    /**
     * Hashes (or reads) `paths` (absolute, already contained) on the threads.
     * Returns one raw result per path, in order; an entry is undefined when no
     * thread produced it (a thread died) and the caller must do it itself.
     * Rejects only with the signal's reason when aborted.
     */
    run(paths, options = {}) {
        // Jobs are posted synchronously: by run() when the pool is idle, and by the end of the
        // job before when it is busy, not in a later microtask. A caller that starts a job and goes
        // on with synchronous work (the engine's per-passport checks) has the threads working
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
        const processor = (this.mainProcessor ??= (0,hash_worker/* createFileProcessor */.xi)(external_node_fs_, external_node_crypto_, HASH_THREAD_SETTINGS, (n) => {
            this.mainBytes += n;
        }));
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
                        job.results[result.i] = result;
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
    receive(worker, message) {
        const job = this.job;
        if (job === null || message.jobId !== job.id)
            return;
        for (const r of message.results)
            job.results[r.i] = r;
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


/***/ }),

/***/ 8701:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   _O: () => (/* binding */ HASH_WORKER_SOURCE),
/* harmony export */   xi: () => (/* binding */ createFileProcessor)
/* harmony export */ });
/* unused harmony export runHashWorker */
/**
 * The file work of one hashing thread, with its one read buffer. Self-contained
 * on purpose (see the file comment): no imports, no references to anything
 * outside its own body. `onBytes` is told of every read.
 */
function createFileProcessor(fs, crypto, settings, onBytes) {
    const buffer = Buffer.allocUnsafe(settings.chunkBytes);
    const prefix = Buffer.from(settings.headPrefix, 'latin1');
    const code = (error) => String(error.code ?? 'EIO');
    const closeQuietly = (fd) => {
        try {
            fs.closeSync(fd);
        }
        catch {
            // Nothing useful to do: the descriptor was only read.
        }
    };
    const done = (result) => ({ step: () => result, cancel: () => { } });
    /** The result for a whole file's bytes: one-shot digest, and the bytes when it may be an LFS pointer. */
    const digestWhole = (i, bytes) => {
        // crypto.hash (Node 20.12+) saves a Hash object per file.
        const digest = typeof crypto.hash === 'function'
            ? crypto.hash('sha256', bytes, 'hex')
            : crypto.createHash('sha256').update(bytes).digest('hex');
        const size = bytes.length;
        return size <= settings.headMaxBytes && prefix.equals(bytes.subarray(0, prefix.length))
            ? { i, sha256: digest, size, head: Uint8Array.prototype.slice.call(bytes, 0, size) }
            : { i, sha256: digest, size };
    };
    const begin = (job, i) => {
        let fd;
        try {
            fd = fs.openSync(job.paths[i], settings.openFlags);
        }
        catch (error) {
            return done({ i, failure: 'open', code: code(error) });
        }
        /** Bytes at the start of `buffer` already read from the file (by the probe below). */
        let probed = 0;
        if (job.kind === 'hash' && job.regular) {
            // The walk saw a regular file here, so a read shorter than asked is the whole file (a
            // regular file returns fewer bytes than asked only at its end): open, read, close. fstat,
            // which a 1 KiB file would pay as much as for the read (a system call and a Stats object
            // of four Dates), is left to files of probeBytes or more, hashed below from where the
            // probe stopped.
            const probe = Math.min(settings.probeBytes, buffer.length);
            let n;
            try {
                n = fs.readSync(fd, buffer, 0, probe, 0);
            }
            catch (error) {
                closeQuietly(fd);
                return done({ i, failure: 'io', code: code(error), stage: 'read' });
            }
            if (n < probe) {
                closeQuietly(fd);
                if (n > job.maxBytes)
                    return done({ i, failure: 'too-large', size: n });
                onBytes(n);
                return done(digestWhole(i, buffer.subarray(0, n)));
            }
            probed = n;
            onBytes(n);
        }
        let before;
        try {
            before = fs.fstatSync(fd);
        }
        catch (error) {
            closeQuietly(fd);
            return done({ i, failure: 'io', code: code(error), stage: 'inspected' });
        }
        if (!before.isFile()) {
            closeQuietly(fd);
            return done({ i, failure: 'not-regular', mode: before.mode });
        }
        if (before.size > job.maxBytes) {
            closeQuietly(fd);
            return done({ i, failure: 'too-large', size: before.size });
        }
        if (probed > before.size) {
            // Fewer bytes now than the probe read a moment ago.
            closeQuietly(fd);
            return done({ i, failure: 'changed', how: 'shrank' });
        }
        let open = true;
        const cancel = () => {
            if (open)
                closeQuietly(fd);
            open = false;
        };
        const finish = (result) => {
            cancel();
            return result;
        };
        /**
         * Reads the whole file into `target`, which has room for one byte more than fstat reported:
         * a file that grew or shrank since shows in the byte count. Returns the file's bytes (a view
         * of `target`), or the failure. Only a hash job's `target` is `buffer`, which may hold the
         * probe's bytes: the read goes on after them.
         */
        const readWhole = (target) => {
            let total = target === buffer ? probed : 0;
            for (;;) {
                let n;
                const wanted = before.size + 1 - total;
                try {
                    n = fs.readSync(fd, target, total, wanted, total);
                }
                catch (error) {
                    return finish({ i, failure: 'io', code: code(error), stage: 'read' });
                }
                if (n === 0)
                    break;
                total += n;
                onBytes(n);
                if (total > before.size)
                    return finish({ i, failure: 'changed', how: 'grew' });
                // A regular file returns fewer bytes than asked only at its end (reads of regular files
                // are not cut short by signals on Linux): no second call just to be told so. A fifth of
                // the system calls of a 1 KiB file (open, fstat, read, close).
                if (n < wanted)
                    break;
            }
            if (total < before.size)
                return finish({ i, failure: 'changed', how: 'shrank' });
            return target.subarray(0, total);
        };
        if (job.kind === 'read') {
            // Read whole in one step: a read job takes small documents (capped by maxBytes), each into
            // its own ArrayBuffer (never Buffer's shared pool), so a worker can transfer it uncopied.
            const step = () => {
                const whole = readWhole(new Uint8Array(before.size + 1));
                return whole instanceof Uint8Array ? finish({ i, bytes: whole }) : whole;
            };
            return { step, cancel };
        }
        if (before.size < buffer.length) {
            // A small file (most of a repository by count): one read of one byte more than fstat
            // reported, one-shot digest. The read sees the whole file at once, so there is no torn
            // read to detect and no second fstat; a file that grew or shrank since fstat shows in the
            // byte count.
            const step = () => {
                const bytes = readWhole(buffer);
                return bytes instanceof Uint8Array ? finish(digestWhole(i, bytes)) : bytes;
            };
            return { step, cancel };
        }
        const hash = crypto.createHash('sha256');
        // The probe's bytes are the file's first: hashed, not read again.
        if (probed > 0)
            hash.update(buffer.subarray(0, probed));
        let total = probed;
        let head;
        const step = () => {
            // Read exactly the size fstat reported; growth, shrinking and rewrites show in the
            // second fstat (size or mtime), so no extra read past the end is needed.
            if (total < before.size) {
                let n;
                try {
                    n = fs.readSync(fd, buffer, 0, Math.min(buffer.length, before.size - total), total);
                }
                catch (error) {
                    return finish({ i, failure: 'io', code: code(error), stage: 'read' });
                }
                if (n === 0)
                    return finish({ i, failure: 'changed', how: 'shrank' });
                if (total === 0 &&
                    before.size <= settings.headMaxBytes &&
                    n === before.size &&
                    buffer.subarray(0, prefix.length).equals(prefix)) {
                    head = Uint8Array.prototype.slice.call(buffer, 0, n);
                }
                hash.update(buffer.subarray(0, n));
                total += n;
                onBytes(n);
                if (total < before.size)
                    return undefined;
            }
            let after;
            try {
                after = fs.fstatSync(fd);
            }
            catch (error) {
                return finish({ i, failure: 'io', code: code(error), stage: 'inspected' });
            }
            if (after.size > before.size)
                return finish({ i, failure: 'changed', how: 'grew' });
            if (after.size < before.size)
                return finish({ i, failure: 'changed', how: 'shrank' });
            if (after.mtimeMs !== before.mtimeMs)
                return finish({ i, failure: 'changed', how: 'modified' });
            const digest = hash.digest('hex');
            return finish(head === undefined
                ? { i, sha256: digest, size: total }
                : { i, sha256: digest, size: total, head });
        };
        return { step, cancel };
    };
    return { begin };
}
/**
 * Runs in a worker thread. Self-contained on purpose (see the file comment):
 * it receives {@link createFileProcessor} as an argument.
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
/** Source text of a worker: {@link runHashWorker} applied to the modules it needs. */
const HASH_WORKER_SOURCE = `(${runHashWorker.toString()})(require('node:fs'), require('node:crypto'), require('node:worker_threads'), ${createFileProcessor.toString()});`;


/***/ }),

/***/ 6399:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Jt: () => (/* binding */ LFS_POINTER_MAX_BYTES),
/* harmony export */   eL: () => (/* binding */ LFS_VERSION_LINE),
/* harmony export */   y: () => (/* binding */ parseLfsPointer)
/* harmony export */ });
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


/***/ }),

/***/ 4031:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   Gy: () => (/* binding */ spellBytes),
/* harmony export */   X0: () => (/* binding */ quoteUntrusted),
/* harmony export */   en: () => (/* binding */ escapeTerminal),
/* harmony export */   gi: () => (/* binding */ hasInvisibleCharacters),
/* harmony export */   ts: () => (/* binding */ escapeInvisible)
/* harmony export */ });
/* unused harmony exports MAX_QUOTED_CHARS, MENTION_BREAK, breakRunnerCommands */
/**
 * Making untrusted strings inert. {@link quoteUntrusted} is applied when a
 * message is built, so every finding message is already free of control,
 * bidirectional and zero-width characters; each reporter then escapes for its
 * own medium (Markdown/HTML, workflow commands, terminals).
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
/**
 * A zero-width joiner, written as an entity after every `@` and `#` of untrusted Markdown text.
 * cmark-gfm decodes entities and backslash escapes before GitHub's mention (`@name`) and issue
 * reference (`#123`, `owner/repo#123`) filters run on the rendered text, so `&#64;octocat` still
 * pings; a character between the sign and the name that the filters' patterns do not accept
 * breaks both, while the reader sees the same text.
 */
const MENTION_BREAK = '&#8205;';
// One replacement per character, in one pass, so no escape is escaped again.
const MARKDOWN_ESCAPES = {
    // Markdown punctuation, backslash-escaped.
    ...Object.fromEntries([...'\\`*_{}[]()+!~'].map((c) => [c, `\\${c}`])),
    '#': `\\#${MENTION_BREAK}`,
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    '|': '&#124;',
    // GitHub autolinks `www.x.y`, `https://…` and `a@b.c` in plain text; entities break the
    // patterns on the source while rendering the same characters.
    '.': '&#46;',
    ':': '&#58;',
    '@': `&#64;${MENTION_BREAK}`,
};
/**
 * Escapes text for GitHub-flavoured Markdown and HTML: no tag, link, image, table cell, code
 * span, mention or issue reference survives.
 */
function escapeMarkdown(value) {
    // escapeInvisible first: it turns the zero-width characters a passport could carry into
    // visible \uXXXX text, so the only joiners in the output are the ones MENTION_BREAK adds.
    return escapeInvisible(value)
        .replace(/\r?\n/g, ' ')
        .replace(/[\\`*_{}[\]()#+!~&<>"|.:@]/g, (c) => MARKDOWN_ESCAPES[c] ?? c);
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
    return breakRunnerCommands(escapeInvisible(value));
}


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** The tool version, kept in step with package.json by scripts/bundle.mjs and a test. */
const VERSION = '0.1.0';


/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 8995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

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
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
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
/******/ var __webpack_exports__ = __nccwpck_require__(7318);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
