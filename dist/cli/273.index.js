export const id = 273;
export const ids = [273];
export const modules = {

/***/ 1604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BF: () => (/* binding */ writeOutputFile),
/* harmony export */   JB: () => (/* binding */ describeWriteError),
/* harmony export */   U0: () => (/* binding */ loadCommandRoot),
/* harmony export */   qf: () => (/* binding */ discoverRoot),
/* harmony export */   vU: () => (/* binding */ gitIgnoreRulesFor)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1122);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4296);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4031);
/* harmony import */ var _fs_atomic_write_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7768);
/* harmony import */ var _vcs_git_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6124);







/**
 * The repository root when no `--root` is given, found as git and DVC find
 * theirs: the top level of the git work tree holding the working directory
 * (`git rev-parse --show-toplevel`), or the working directory itself outside a
 * repository or where git is not installed. When git answers something else
 * (a repository it refuses to read, say, for its owner) the working directory
 * is used and `note` says why, so a root that may be wrong is never chosen
 * silently.
 */
async function discoverRoot(cwd, note) {
    const result = await (0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_5__/* .runGit */ .EO)(cwd, ['rev-parse', '--show-toplevel']);
    if (result.ok) {
        const top = result.stdout.replace(/\r?\n$/, '');
        if (top !== '' && node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(top)) {
            const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(cwd).catch(() => cwd);
            return { root: node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(top), cwd: real };
        }
    }
    else if (!result.missing && !(0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_5__/* .isNotARepository */ .VE)(result)) {
        note(`note: git could not tell the repository root (${result.message}); using the current directory. Pass --root DIR to choose it.\n`);
    }
    return { root: cwd, cwd };
}
/** A `--root` that names no directory is a UsageError, before any config is looked for in it. */
async function checkRootFlag(root, typed) {
    const isDirectory = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(root).then((s) => s.isDirectory(), () => false);
    if (!isDirectory) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`--root ${JSON.stringify(typed)} is not a directory`);
    }
}
/**
 * Resolves `--root` (default: the git top level of the working directory, see
 * {@link discoverRoot}) and loads `--config` (which must exist when named) or
 * the root's optional `.passport-gate.yml` (or `.passport-gate.yaml`). `quiet`
 * keeps notes off stderr.
 */
async function loadCommandRoot(io, flags) {
    if (flags.root !== undefined)
        await checkRootFlag(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, flags.root), flags.root);
    const where = flags.root !== undefined
        ? { root: node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, flags.root), cwd: io.cwd }
        : await discoverRoot(io.cwd, (text) => {
            if (flags.quiet !== true)
                io.stderr.write((0,_report_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeTerminal */ .en)(text.trimEnd()) + '\n');
        });
    const config = flags.config !== undefined
        ? await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_2__/* .loadConfig */ .Z9)(where.root, node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, flags.config), true)
        : await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_2__/* .loadConfig */ .Z9)(where.root, await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_2__/* .findDefaultConfigFile */ .f2)(where.root), false);
    return { ...where, config };
}
/** Error codes of a file that cannot be written for reasons the user controls. */
const USER_WRITE_ERRORS = {
    ENOENT: 'its directory does not exist',
    ENOTDIR: 'a part of its path is not a directory',
    EISDIR: 'it is a directory',
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    EROFS: 'the file system is read-only',
    ENOSPC: 'no space left on the device',
    EDQUOT: 'disk quota exceeded',
    ENAMETOOLONG: 'the name is too long',
};
/**
 * Turns an error from writing what `flag` named into a one-line UsageError
 * (exit 2) when the cause is the path or the disk, not the program; other
 * errors are returned as they are.
 */
function describeWriteError(error, flag, typed) {
    const code = error?.code;
    const reason = code === undefined ? undefined : USER_WRITE_ERRORS[code];
    if (reason === undefined)
        return error;
    const hint = code === 'ENOENT' ? ' (create it first)' : '';
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`cannot write ${flag} ${JSON.stringify(typed)}: ${reason}${hint}`);
}
/**
 * Writes `text` to the file a flag named (relative to the working directory),
 * atomically; a missing directory or a read-only disk is a UsageError.
 */
async function writeOutputFile(io, flag, typed, text) {
    const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, typed);
    try {
        await (0,_fs_atomic_write_js__WEBPACK_IMPORTED_MODULE_4__/* .writeFileAtomic */ .Z)(file, text);
    }
    catch (error) {
        throw describeWriteError(error, flag, typed);
    }
    return file;
}
/**
 * git's ignore rules for the repository at `root` (vcs/git.ts), as the audit, graph, export and
 * stamp commands apply them; a git failure other than "not a repository" is a note on stderr.
 */
function gitIgnoreRulesFor(root, io) {
    return (0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_5__/* .createGitIgnoreRules */ .ac)(root, (why) => void io.stderr.write(`note: ${why}\n`));
}


/***/ }),

/***/ 9611:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qx: () => (/* binding */ parseCommandArgs)
/* harmony export */ });
/* unused harmony exports UnknownOptionError, readUsage */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_did_you_mean_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7568);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/**
 * node:util parseArgs with the errors a user can act on. parseArgs's own
 * messages speak about its API ("To specify a positional argument starting with
 * a '-' …"); here an unknown option becomes one line naming the command, the
 * nearest option it does have ("did you mean --all?") or its usage line, and
 * where its help is. Every command parses through {@link parseCommandArgs}.
 */



/** A command line option the command does not have. */
class UnknownOptionError extends _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb {
    command;
    option;
    knownOptions;
    constructor(message, 
    /** The command whose options were parsed. */
    command, 
    /** The option as typed, e.g. `--fromat` or `-x`. */
    option, 
    /** Every option the command has, as `--name` (and `-x` for short forms). */
    knownOptions) {
        super(message);
        this.command = command;
        this.option = option;
        this.knownOptions = knownOptions;
    }
}
/** `passport-gate audit` and `passport-gate audit [options]` from a help text's Usage line. */
function readUsage(help) {
    const usage = /^Usage: (.+)$/m.exec(help)?.[1] ?? 'passport-gate';
    const command = /^passport-gate (\S+)/.exec(usage)?.[1] ?? 'passport-gate';
    return { command, usage };
}
/**
 * Parses `config.args` as parseArgs does (strict), for the command whose help
 * text is `help`; rethrows parseArgs's errors as {@link UsageError}s that say
 * what to type instead.
 */
function parseCommandArgs(help, config) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)(config);
    }
    catch (error) {
        throw toUsageError(error, help, config);
    }
}
function toUsageError(error, help, config) {
    const code = error.code;
    if (typeof code !== 'string' || !code.startsWith('ERR_PARSE_ARGS'))
        return error;
    const { command, usage } = readUsage(help);
    const seeHelp = `run "passport-gate ${command} --help" for its options`;
    const quoted = /'([^']*)'/.exec(error.message)?.[1] ?? '';
    const options = Object.entries(config.options ?? {});
    const known = options.flatMap(([name, o]) => [
        `--${name}`,
        ...(o.short === undefined ? [] : [`-${o.short}`]),
    ]);
    switch (code) {
        case 'ERR_PARSE_ARGS_UNKNOWN_OPTION': {
            const option = quoted.split('=')[0] ?? quoted;
            const longNames = options.map(([name]) => name);
            const hint = option.startsWith('--')
                ? (0,_core_did_you_mean_js__WEBPACK_IMPORTED_MODULE_2__/* .didYouMean */ .au)(option.slice(2), longNames, (n) => `--${n}`)
                : '';
            const message = hint
                ? `${command}: unknown option ${option}${hint} (${seeHelp})`
                : `${command}: unknown option ${option}; usage: ${usage} (${seeHelp})`;
            return new UnknownOptionError(message, command, option, known);
        }
        case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE': {
            const option = quoted.split(' ')[0] ?? quoted;
            const takesValue = options.some(([name, o]) => `--${name}` === option && o.type === 'string');
            if (!takesValue)
                return new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${command}: ${option} takes no value (${seeHelp})`);
            // "ambiguous": the next argument starts with "-" (`--root --all`), taken for an option.
            const dashed = /ambiguous/.test(error.message)
                ? `; a value starting with "-" is written ${option}=VALUE`
                : '';
            return new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${command}: ${option} needs a value, e.g. ${describeValue(help, option)}${dashed}`);
        }
        case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL': {
            const bare = quoted.replace(/^-*/, '');
            const names = options.map(([name]) => name);
            const hint = names.includes(bare)
                ? `; did you mean --${bare}?`
                : (0,_core_did_you_mean_js__WEBPACK_IMPORTED_MODULE_2__/* .didYouMean */ .au)(bare, names, (n) => `--${n}`);
            return new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${command} takes no argument ${JSON.stringify(quoted)}${hint || `; usage: ${usage}`}`);
        }
        default:
            return new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${command}: ${error.message.split('\n')[0] ?? ''}`);
    }
}
/** `--root DIR` as the help text shows the option, or `--root VALUE`. */
function describeValue(help, option) {
    const escaped = option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const shown = new RegExp(`^ {2}(?:-\\w, )?${escaped} (\\S+)`, 'm').exec(help)?.[1];
    return `${option} ${shown ?? 'VALUE'}`;
}


/***/ }),

/***/ 1122:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bu: () => (/* binding */ parseConfigText),
/* harmony export */   Cu: () => (/* binding */ DEFAULT_CONFIG_FILE),
/* harmony export */   GW: () => (/* binding */ MAX_CONFIG_BYTES),
/* harmony export */   PV: () => (/* binding */ DEFAULT_CONFIG),
/* harmony export */   RG: () => (/* binding */ readConfigFile),
/* harmony export */   Z9: () => (/* binding */ loadConfig),
/* harmony export */   f2: () => (/* binding */ findDefaultConfigFile),
/* harmony export */   te: () => (/* binding */ parseConfigBytes)
/* harmony export */ });
/* unused harmony exports ALTERNATE_CONFIG_FILE, DEFAULT_MAX_PASSPORT_BYTES, DEFAULT_PACKET_MAX_AGE_SECONDS, CONFIG_KEYS, normalizeConfig */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_did_you_mean_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7568);
/* harmony import */ var _core_globs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8684);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4296);
/* harmony import */ var _formats_schema_validator_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2446);
/* harmony import */ var _fs_paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1283);
/* harmony import */ var _fs_safe_read_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(603);
/* harmony import */ var _rules_registry_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4964);
/**
 * The repository's `.passport-gate.yml`: parsed with `yaml` (duplicate keys are
 * errors), validated by schemas/config.schema.json, rule ids checked against
 * the registry and globs compiled once. Invalid config throws
 * {@link ConfigurationError} with every problem on its own line.
 *
 * The file is untrusted (a pull request can commit one), so it is read like
 * any other untrusted file: not through a symlink that leaves the root,
 * regular files only (never a FIFO or a device: the read cannot hang), at
 * most {@link MAX_CONFIG_BYTES}, and parsed by the hardened YAML reader of
 * formats/yaml-source.ts (nesting, width and alias expansion capped). Each
 * refusal is one ConfigurationError line.
 */









/** Default config file name at the repository root. */
const DEFAULT_CONFIG_FILE = '.passport-gate.yml';
/** The other spelling of the default config file, read when it is the only one. */
const ALTERNATE_CONFIG_FILE = '.passport-gate.yaml';
/**
 * Which default config file a root has: `.passport-gate.yml`, or
 * `.passport-gate.yaml` when only that spelling exists (a file named so is read,
 * never silently ignored). Both at once is a ConfigurationError: which one holds
 * the policy would be a guess. Returns the name relative to `root`; the file
 * need not exist (no config file means the defaults).
 */
async function findDefaultConfigFile(root) {
    const exists = async (name) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, name)).then(() => true, (error) => error.code !== 'ENOENT' && error.code !== 'ENOTDIR');
    const [yml, yaml] = await Promise.all([
        exists(DEFAULT_CONFIG_FILE),
        exists(ALTERNATE_CONFIG_FILE),
    ]);
    if (yml && yaml) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ConfigurationError */ .j1(`both ${DEFAULT_CONFIG_FILE} and ${ALTERNATE_CONFIG_FILE} exist; keep one (passport-gate reads either spelling, not both)`);
    }
    return yaml ? ALTERNATE_CONFIG_FILE : DEFAULT_CONFIG_FILE;
}
/** Default cap on one passport: generous enough for 50,000 outputs at ~200 bytes each. */
const DEFAULT_MAX_PASSPORT_BYTES = 16 * 1024 * 1024;
/** The seed's acknowledgment window (validate_handoff: 300 s). */
const DEFAULT_PACKET_MAX_AGE_SECONDS = 300;
/** The config file cannot be larger than this. */
const MAX_CONFIG_BYTES = 256 * 1024;
/** Defaults for a repository without a config file. */
const DEFAULT_CONFIG = Object.freeze({
    outputs: [],
    ignore: [],
    rules: {},
    pathBase: 'root',
    maxPassportBytes: DEFAULT_MAX_PASSPORT_BYTES,
    allowEmpty: false,
    envelopes: ['**/*.handoff.yaml', '**/*.handoff.yml'],
    skillGraphs: ['**/skill-graph.yaml', '**/skill-graph.yml'],
    packets: ['**/agent-inboxes/*/*.json'],
    packetMaxAgeSeconds: DEFAULT_PACKET_MAX_AGE_SECONDS,
    externalInputs: [],
});
/** The top-level keys of schemas/config.schema.json (a test keeps the two in step). */
const CONFIG_KEYS = [
    'outputs',
    'ignore',
    'rules',
    'path-base',
    'max-passport-bytes',
    'allow-empty',
    'envelopes',
    'skill-graphs',
    'packets',
    'packet-max-age-seconds',
    'external-inputs',
];
/**
 * Validates a parsed config object; throws ConfigurationError listing every
 * problem, each with `source:line:column` when `locate` can place it, and the
 * nearest known name for an unknown key or rule id.
 */
function normalizeConfig(raw, source, locate) {
    if (raw === null || raw === undefined)
        return { ...DEFAULT_CONFIG };
    const at = (pointer, atKey) => {
        const position = locate?.(pointer, atKey);
        return position ? `${source}:${position}: ` : '';
    };
    const problems = (0,_formats_schema_validator_js__WEBPACK_IMPORTED_MODULE_3__/* .validateWithSchema */ .CW)('config', raw).map((v) => {
        const unknownKey = /^\/[^/]*$/.test(v.pointer) && v.message.startsWith('unknown property');
        const hint = unknownKey ? (0,_core_did_you_mean_js__WEBPACK_IMPORTED_MODULE_8__/* .didYouMean */ .au)(v.pointer.slice(1), CONFIG_KEYS) : '';
        return `${at(v.pointer, unknownKey)}${v.pointer || '(root)'} ${v.message}${hint}`;
    });
    const data = raw;
    const rules = {};
    if (data.rules && typeof data.rules === 'object') {
        for (const [id, level] of Object.entries(data.rules)) {
            if (!(0,_rules_registry_js__WEBPACK_IMPORTED_MODULE_6__/* .isRuleId */ .KX)(id)) {
                const name = id;
                const pointer = `/rules/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
                const hint = (0,_core_did_you_mean_js__WEBPACK_IMPORTED_MODULE_8__/* .didYouMean */ .au)(name, _rules_registry_js__WEBPACK_IMPORTED_MODULE_6__/* .RULES */ .y0.map((r) => r.id));
                problems.push(`${at(pointer, true)}/rules/${id} is not a rule id${hint} (see docs/rules.md)`);
            }
            else
                rules[id] = level;
        }
    }
    if (Array.isArray(data['external-inputs']))
        data['external-inputs'].forEach((dir, i) => {
            // A location is compared by path relation: only one spelling of it, so no ".." can widen it.
            if (typeof dir === 'string' &&
                dir.startsWith('/') &&
                (node_path__WEBPACK_IMPORTED_MODULE_1___default().posix.normalize(dir) !== dir || dir.includes('\0')))
                problems.push(`${at(`/external-inputs/${i}`, false)}/external-inputs/${i} must be a normalized absolute directory (no "..", "." or "//"): ${JSON.stringify(node_path__WEBPACK_IMPORTED_MODULE_1___default().posix.normalize(dir).replace(/\/$/, ''))}`);
        });
    if (problems.length > 0) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ConfigurationError */ .j1(`invalid config ${source}:\n  ${problems.join('\n  ')}`);
    }
    const list = (key, fallback) => Array.isArray(data[key]) ? data[key] : fallback;
    const config = {
        outputs: list('outputs', []),
        ignore: list('ignore', []),
        rules,
        pathBase: data['path-base'] === 'passport' ? 'passport' : 'root',
        maxPassportBytes: typeof data['max-passport-bytes'] === 'number'
            ? data['max-passport-bytes']
            : DEFAULT_MAX_PASSPORT_BYTES,
        allowEmpty: data['allow-empty'] === true,
        envelopes: list('envelopes', DEFAULT_CONFIG.envelopes),
        skillGraphs: list('skill-graphs', DEFAULT_CONFIG.skillGraphs),
        packets: list('packets', DEFAULT_CONFIG.packets),
        packetMaxAgeSeconds: typeof data['packet-max-age-seconds'] === 'number'
            ? data['packet-max-age-seconds']
            : DEFAULT_PACKET_MAX_AGE_SECONDS,
        externalInputs: list('external-inputs', []),
    };
    // Compile every glob now so a bad pattern fails at load time with its key.
    (0,_core_globs_js__WEBPACK_IMPORTED_MODULE_2__/* .compileGlobs */ .tI)(config.outputs, 'outputs');
    (0,_core_globs_js__WEBPACK_IMPORTED_MODULE_2__/* .compileGlobs */ .tI)(config.ignore, 'ignore');
    (0,_core_globs_js__WEBPACK_IMPORTED_MODULE_2__/* .compileGlobs */ .tI)(config.envelopes, 'envelopes');
    (0,_core_globs_js__WEBPACK_IMPORTED_MODULE_2__/* .compileGlobs */ .tI)(config.skillGraphs, 'skill-graphs');
    (0,_core_globs_js__WEBPACK_IMPORTED_MODULE_2__/* .compileGlobs */ .tI)(config.packets, 'packets');
    return config;
}
/**
 * Parses config YAML text; rejects with ConfigurationError with line:column on
 * syntax errors. See {@link parseConfigBytes}.
 */
async function parseConfigText(text, source) {
    return parseConfigBytes(Buffer.from(text, 'utf8'), source);
}
/**
 * Parses the bytes of a config file, from the checkout, git or the contents API alike:
 * strict UTF-8, at most {@link MAX_CONFIG_BYTES}, one YAML document with unique keys, nesting,
 * width and alias expansion capped (a "billion laughs" file is one clear error, not an
 * exhausted heap). An empty file, or one of comments only, is the defaults. The YAML reader is
 * loaded here, on first use, not at start-up: most runs have no config file
 * (docs/performance.md).
 */
async function parseConfigBytes(bytes, source) {
    const { parseYamlDocument } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(535)]).then(__webpack_require__.bind(__webpack_require__, 7535));
    const parsed = parseYamlDocument(bytes, { maxBytes: MAX_CONFIG_BYTES });
    if (!parsed.ok) {
        const { kind, message, line, column } = parsed.problem;
        if (kind === 'empty')
            return { ...DEFAULT_CONFIG };
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ConfigurationError */ .j1(`invalid config ${source}:${line}:${column}: ${message}`);
    }
    const { document } = parsed;
    // Problems read `source:line:column`, like a compiler's: at the key for an unknown key, at the
    // value for a bad value.
    return normalizeConfig(document.value, source, (pointer, atKey) => {
        const at = document.locate(pointer, atKey ? 'key' : 'value');
        return `${at.line}:${at.column}`;
    });
}
/**
 * Reads a config file from the checkout as an untrusted file. A file inside `root` must stay
 * inside it through any symlink; a file the operator named outside the root is read where it is
 * named. Either way only a regular file of at most {@link MAX_CONFIG_BYTES} is read. Returns
 * `absent` when there is no file; throws ConfigurationError (one line, naming `label`) for
 * anything else that is not a readable config file.
 */
async function readConfigFile(root, file, label) {
    const absolute = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(root, file);
    let real;
    if ((0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .isInside */ .FK)(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(root), absolute)) {
        let realRoot;
        try {
            realRoot = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(root);
        }
        catch {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ConfigurationError */ .j1(`root ${JSON.stringify(root)} is not a readable directory`);
        }
        const rel = (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .toPosixRelative */ .T0)(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(root), absolute);
        const resolved = await (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveInsideRoot */ .Pk)(realRoot, rel);
        if (!resolved.ok && resolved.reason === 'missing')
            return { kind: 'absent' };
        if (!resolved.ok)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ConfigurationError */ .j1(`config ${label} is a symbolic link, or lies under one, that leads out of the repository root; it is not read`);
        real = resolved.real;
    }
    else {
        try {
            real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(absolute);
        }
        catch (error) {
            const code = error.code;
            if (code === 'ENOENT' || code === 'ENOTDIR')
                return { kind: 'absent' };
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ConfigurationError */ .j1(`cannot read config ${label}: ${code ?? String(error)}`);
        }
    }
    const read = await (0,_fs_safe_read_js__WEBPACK_IMPORTED_MODULE_5__/* .readFileCapped */ .uh)(real, MAX_CONFIG_BYTES);
    if (read.ok)
        return { kind: 'file', bytes: read.bytes };
    if (read.reason === 'missing')
        return { kind: 'absent' };
    if (read.reason === 'not-regular')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ConfigurationError */ .j1(`config ${label} ${read.detail}; it must be a regular file`);
    if (read.reason === 'too-large')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ConfigurationError */ .j1(`config ${label} ${read.detail}`);
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ConfigurationError */ .j1(`cannot read config ${label}: it ${read.detail}`);
}
/**
 * Loads the config from the checkout. `explicitPath` (from --config or the action input) must
 * exist when `required`; the default file may be absent (then the defaults apply).
 */
async function loadConfig(root, explicitPath, required) {
    const label = explicitPath ?? DEFAULT_CONFIG_FILE;
    const read = await readConfigFile(root, explicitPath ?? DEFAULT_CONFIG_FILE, label);
    if (read.kind === 'absent') {
        if (!required)
            return { ...DEFAULT_CONFIG };
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ConfigurationError */ .j1(`cannot read config ${label}: it does not exist`);
    }
    return parseConfigBytes(read.bytes, label);
}


/***/ }),

/***/ 8684:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   tI: () => (/* binding */ compileGlobs)
/* harmony export */ });
/* unused harmony exports MAX_GLOB_LENGTH, GLOB_OPTIONS */
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/**
 * Globs of the config (`outputs`, `ignore`, the handoff globs), compiled once
 * into matchers. Untrusted: a pull request can commit its own config, so a
 * pattern compiles to a plain regex without nested quantifiers and is capped
 * in length.
 */


/** Longest glob accepted; picomatch compiles to a regex and we keep patterns small. */
const MAX_GLOB_LENGTH = 512;
/**
 * Options for picomatch: extglobs and brace expansion are off, so a pattern
 * compiles to a plain regex of `[^/]*`-style classes without nested
 * quantifiers (no catastrophic backtracking, no `{1..1000000}` expansion).
 */
const GLOB_OPTIONS = Object.freeze({
    dot: true,
    noextglob: true,
    nobrace: true,
    maxLength: MAX_GLOB_LENGTH,
});
/** Compiles globs into one matcher; throws ConfigurationError on a bad pattern. */
function compileGlobs(patterns, what) {
    if (patterns.length === 0)
        return () => false;
    const compiled = patterns.map((p) => {
        if (p.length > MAX_GLOB_LENGTH)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${what}: pattern longer than ${MAX_GLOB_LENGTH} characters`);
        // Nested quantifiers are what make a regex backtrack; refuse `**` runs that add nothing.
        if (/(\*\*\/){8,}/.test(p))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${what}: pattern ${JSON.stringify(p)} repeats ** too often`);
        const glob = p.replace(/\/+$/, '');
        const tail = literalTail(glob);
        try {
            return { glob, regex: picomatch__WEBPACK_IMPORTED_MODULE_1___default().makeRe(glob, GLOB_OPTIONS), tail, tailSlash: `${tail}/` };
        }
        catch (error) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${what}: invalid glob ${JSON.stringify(p)}: ${error.message}`);
        }
    });
    // The regexes are tested directly, as picomatch's own matcher does after its checks (a path
    // equal to the glob, the empty path), not through that matcher: it builds a result object per
    // call: 19 ms of an audit of 24,000 paths (node --cpu-prof), against 9 ms for the regexes
    // alone. A property test holds this to picomatch's own matcher.
    return (rel) => {
        if (rel === '')
            return false;
        for (const { glob, regex, tail, tailSlash } of compiled) {
            if (rel === glob)
                return true;
            // A path that does not end with the glob's literal tail cannot match: no regex to run.
            if (tail !== '' && !rel.endsWith(tail) && !rel.endsWith(tailSlash))
                continue;
            if (regex.test(rel))
                return true;
        }
        return false;
    };
}
/**
 * The literal text at the end of a glob: after its last wildcard, class bracket or slash
 * (`.handoff.yaml` for the default envelope glob). Every path the glob matches ends with it, or
 * with it and a slash (picomatch's regexes accept one trailing slash), so a path that does not
 * is refused with one `endsWith` instead of a regex: picomatch's regex for a `**` glob tests a
 * lookahead at every character, and the five default handoff globs cost an audit of 22,000
 * files 7-19 ms that way (5 rounds, the first cold). '' (no shortcut) for a glob with syntax
 * this does not read: negation, escapes, groups, braces.
 */
function literalTail(glob) {
    if (glob.startsWith('!') || /[\\()|+@{}]/.test(glob))
        return '';
    const last = Math.max(glob.lastIndexOf('*'), glob.lastIndexOf('?'), glob.lastIndexOf('['), glob.lastIndexOf(']'), glob.lastIndexOf('/'));
    return glob.slice(last + 1);
}


/***/ }),

/***/ 1324:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ locatorOf)
/* harmony export */ });
/**
 * Where a finding points inside its document: an RFC 6901 pointer and, when
 * the document could be parsed for positions, its 1-based line and column.
 */
/** Pointer → location fields, for one parsed document. */
function locatorOf(document) {
    return (pointer) => {
        const pos = document.locate(pointer);
        return { pointer, line: pos.line, column: pos.column };
    };
}


/***/ }),

/***/ 3160:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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

/***/ 4101:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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

/***/ 7613:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ ackPathOf)
/* harmony export */ });
/* unused harmony export ACK_SUFFIX */
/**
 * Where an agent packet's acknowledgment lives (seed 004: `<handoff_id>.ack` beside
 * `<handoff_id>.json` in the inbox). A module of its own: the audit's ownership rule
 * (audit/ownership.ts) and the verdict need it in every run, and packet.ts loads the handoff
 * schemas, which only runs with handoff files pay for (docs/performance.md, "Start-up").
 */
/** Suffix of an acknowledgment file, beside `<handoff_id>.json`. */
const ACK_SUFFIX = '.ack';
/** Repository-relative path of the acknowledgment beside a packet. */
function ackPathOf(packetPath) {
    return packetPath.replace(/\.json$/i, '') + ACK_SUFFIX;
}


/***/ }),

/***/ 6976:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KX: () => (/* binding */ MAX_JSON_DEPTH),
/* harmony export */   _6: () => (/* binding */ decodeUtf8),
/* harmony export */   dH: () => (/* binding */ parseJsonDocument),
/* harmony export */   vp: () => (/* binding */ parsePointer),
/* harmony export */   xq: () => (/* binding */ scanStructure)
/* harmony export */ });
/* unused harmony exports MAX_JSON_VALUES, LineIndex, describeScanRefusal, countObjectKeys, escapePointerSegment, toPointer, describeSyntaxError */
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_1__);
/**
 * Parsing untrusted JSON with source positions.
 *
 * JSON.parse gives the value but neither positions nor duplicate keys, so
 * positions and duplicate keys come from jsonc-parser (Microsoft's well-kept
 * scanner behind VS Code's JSON support) in strict mode; the value always comes
 * from JSON.parse, which is native and fast. jsonc-parser's visitor is
 * recursive, so nesting depth is checked first by an iterative scan: nothing
 * the repository contains can overflow the stack.
 *
 * Why jsonc-parser usually does not run at all: it costs some 100 µs per
 * passport, most of an audit of thousands of small ones (bench workload 2).
 * A document JSON.parse accepts has duplicate keys exactly when its text holds
 * more keys than the parsed value (a repeated key collapses into one property),
 * and the same linear scan that measures depth counts the keys: in valid JSON
 * every colon outside a string ends one key. Only a document with a syntax
 * error or a duplicate takes the jsonc-parser pass that says where; positions
 * for findings are looked up lazily, when a finding needs one.
 */


let jsoncParser;
/**
 * jsonc-parser, loaded on first use: a passing audit never asks for a position, and running
 * the module at start-up cost 8 ms of every run (node --cpu-prof). Synchronous, because
 * positions are asked for synchronously. In the bundles `require` is the bundler's own, and
 * `require('jsonc-parser')` runs the bundled module (ncc bundles a plain require call, not one
 * made by createRequire: a build that used createRequire failed outside the repository with
 * "Cannot find module"); the test runner provides a `require` too. Only compiled to plain ES
 * modules and run by Node is there no `require`, and then createRequire loads it. A test runs
 * the committed CLI from a folder outside the repository, where only the bundled copy exists.
 */
function jsonc() {
    jsoncParser ??=
         true
            ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: the bundler's require
                __webpack_require__(9547)
            : 0;
    return jsoncParser;
}
/** Deepest nesting accepted in a handoff document. Real passports nest 3-4 levels. */
const MAX_JSON_DEPTH = 256;
/**
 * Most values (array elements and object members, each container counted once more) accepted
 * in one document, counted on the bytes before JSON.parse runs. Memory follows the values, not
 * the bytes: 16 MB of `{},` is 5.3 million objects and took 657 MB to audit, where 16 MB of
 * long strings takes 105 MB (docs/performance.md, "Memory per passport"). A passport of 100,000
 * outputs holds about 600,000 values.
 */
const MAX_JSON_VALUES = 1_000_000;
const UTF8 = new TextDecoder('utf-8', { fatal: true });
/** Maps offsets to 1-based line/column. */
class LineIndex {
    starts = [0];
    constructor(text) {
        for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1))
            this.starts.push(i + 1);
    }
    /** 1-based line and column of a 0-based offset. */
    position(offset) {
        let lo = 0;
        let hi = this.starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if ((this.starts[mid] ?? 0) <= offset)
                lo = mid;
            else
                hi = mid - 1;
        }
        return { line: lo + 1, column: offset - (this.starts[lo] ?? 0) + 1, offset };
    }
}
/** Returns the byte offset of the first invalid UTF-8 sequence (only called when decoding failed). */
function findInvalidUtf8(bytes) {
    let i = 0;
    while (i < bytes.length) {
        const b = bytes[i] ?? 0;
        if (b < 0x80) {
            i++;
            continue;
        }
        // Unicode 15, table 3-7: the allowed range of the second byte depends on the first
        // (this excludes overlong forms and UTF-16 surrogates).
        let need;
        let lo = 0x80;
        let hi = 0xbf;
        if (b >= 0xc2 && b <= 0xdf)
            need = 1;
        else if (b >= 0xe0 && b <= 0xef) {
            need = 2;
            if (b === 0xe0)
                lo = 0xa0;
            if (b === 0xed)
                hi = 0x9f;
        }
        else if (b >= 0xf0 && b <= 0xf4) {
            need = 3;
            if (b === 0xf0)
                lo = 0x90;
            if (b === 0xf4)
                hi = 0x8f;
        }
        else
            return i;
        const second = bytes[i + 1];
        if (second === undefined || second < lo || second > hi)
            return i;
        for (let k = 2; k <= need; k++) {
            const c = bytes[i + k];
            if (c === undefined || (c & 0xc0) !== 0x80)
                return i;
        }
        i += need + 1;
    }
    return bytes.length;
}
function startsWithBom(bytes) {
    return bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}
/** Decodes bytes as strict UTF-8 without BOM. */
function decodeUtf8(bytes) {
    if (startsWithBom(bytes)) {
        return {
            ok: false,
            problem: {
                kind: 'bom',
                message: 'the file starts with a UTF-8 byte order mark; save it as UTF-8 without BOM',
                line: 1,
                column: 1,
                offset: 0,
            },
        };
    }
    try {
        return { ok: true, text: UTF8.decode(bytes) };
    }
    catch {
        const offset = findInvalidUtf8(bytes);
        // Lines before the bad byte are valid UTF-8, so counting newlines in bytes is exact.
        let line = 1;
        let lineStart = 0;
        for (let i = 0; i < offset; i++) {
            if (bytes[i] === 10) {
                line += 1;
                lineStart = i + 1;
            }
        }
        return {
            ok: false,
            problem: {
                kind: 'encoding',
                message: `invalid UTF-8 at byte offset ${offset}`,
                line,
                column: offset - lineStart + 1,
                offset,
            },
        };
    }
}
/**
 * One iterative pass over JSON bytes, without decoding them: the byte offset
 * where nesting first exceeds `maxDepth` or the values `maxValues` (then it
 * stops), and the count of colons outside strings. Values are counted as commas
 * and opening brackets outside strings, an upper bound of the elements, members
 * and containers JSON.parse would build. Every byte of JSON's structure is ASCII
 * and no byte of a multi-byte UTF-8 sequence is, so the bytes say what the text
 * would. Strings are skipped with indexOf, so the loop touches structure, not content.
 */
function scanStructure(bytes, maxDepth, maxValues = MAX_JSON_VALUES) {
    let depth = 0;
    let keys = 0;
    let values = 0;
    const n = bytes.length;
    for (let i = 0; i < n; i++) {
        const c = bytes[i];
        if (c === 34) {
            // A string: jump to its closing quote, one not escaped by an odd run of backslashes.
            for (;;) {
                const close = bytes.indexOf(34, i + 1);
                if (close < 0)
                    return { tooDeepAt: -1, tooManyAt: -1, keys };
                let slashes = 0;
                while (bytes[close - 1 - slashes] === 92)
                    slashes++;
                i = close;
                if (slashes % 2 === 0)
                    break;
            }
        }
        else if (c === 58)
            keys++;
        else if (c === 44) {
            if (++values > maxValues)
                return { tooDeepAt: -1, tooManyAt: i, keys };
        }
        else if (c === 123 || c === 91) {
            if (++depth > maxDepth)
                return { tooDeepAt: i, tooManyAt: -1, keys };
            if (++values > maxValues)
                return { tooDeepAt: -1, tooManyAt: i, keys };
        }
        else if (c === 125 || c === 93)
            depth--;
    }
    return { tooDeepAt: -1, tooManyAt: -1, keys };
}
/** The scan's refusal as a problem, placed at the byte where it stopped; null when none. */
function describeScanRefusal(bytes, scan, maxDepth, maxValues = MAX_JSON_VALUES) {
    const at = scan.tooDeepAt >= 0 ? scan.tooDeepAt : scan.tooManyAt;
    if (at < 0)
        return null;
    // The scan counts bytes; positions count characters of the text before it.
    const before = UTF8.decode(bytes.subarray(0, at));
    const line = before.split('\n').length;
    const column = before.length - before.lastIndexOf('\n');
    return scan.tooDeepAt >= 0
        ? {
            kind: 'too-deep',
            message: `nesting deeper than ${maxDepth} levels`,
            line,
            column,
            offset: before.length,
        }
        : {
            kind: 'too-many-values',
            message: `more than ${maxValues.toLocaleString('en-US')} values (array elements and object members)`,
            line,
            column,
            offset: before.length,
        };
}
/** Own properties of every object in a parsed JSON value. Iterative: any depth is safe. */
function countObjectKeys(value) {
    let keys = 0;
    const stack = [value];
    while (stack.length > 0) {
        const v = stack.pop();
        if (v === null || typeof v !== 'object')
            continue;
        if (Array.isArray(v)) {
            for (const item of v)
                if (item !== null && typeof item === 'object')
                    stack.push(item);
            continue;
        }
        for (const key in v) {
            keys++;
            const item = v[key];
            if (item !== null && typeof item === 'object')
                stack.push(item);
        }
    }
    return keys;
}
/** Escapes one pointer segment (RFC 6901). */
function escapePointerSegment(segment) {
    return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}
/** Builds a pointer from segments. */
function toPointer(segments) {
    return segments.map((s) => '/' + escapePointerSegment(s)).join('');
}
/** Splits an RFC 6901 pointer into segments (numeric-looking segments become numbers for array lookup). */
function parsePointer(pointer) {
    if (pointer === '')
        return [];
    return pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
        .map((s) => (/^(0|[1-9]\d*)$/.test(s) ? Number(s) : s));
}
/**
 * Parses untrusted JSON bytes. Never throws for any input: every way the bytes
 * can be unusable comes back as a {@link JsonProblem} with a position.
 */
function parseJsonDocument(bytes, maxDepth = MAX_JSON_DEPTH, parsed) {
    // Validity, depth and duplicate keys are decided on the bytes; the text is decoded only when
    // JSON.parse or jsonc-parser needs it, or a position is asked for. For a value the caller
    // already parsed (the audit's passports) that is usually never.
    if (startsWithBom(bytes) || !(0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes)) {
        const decoded = decodeUtf8(bytes);
        if (!decoded.ok)
            return decoded;
    }
    let decodedText;
    const getText = () => (decodedText ??= UTF8.decode(bytes));
    let lineIndex;
    const lines = {
        position: (offset) => (lineIndex ??= new LineIndex(getText())).position(offset),
    };
    const scan = parsed?.scan ?? scanStructure(bytes, maxDepth);
    const refusal = describeScanRefusal(bytes, scan, maxDepth);
    if (refusal)
        return { ok: false, problem: { ...refusal, ...lines.position(refusal.offset) } };
    // `parsed`: the caller already ran JSON.parse on these bytes, which are valid UTF-8 (checked
    // above), so it parsed this text. Otherwise parse it here (V8's parser is iterative: depth
    // cannot hurt it). No duplicate key when the text holds as many keys as the value.
    let fast = parsed;
    if (!fast) {
        if (getText().trim() === '') {
            return {
                ok: false,
                problem: { kind: 'empty', message: 'the file is empty', line: 1, column: 1, offset: 0 },
            };
        }
        try {
            fast = { value: JSON.parse(getText()) };
        }
        catch {
            // A syntax error: the jsonc-parser pass below says where.
        }
    }
    if (fast && scan.keys === countObjectKeys(fast.value)) {
        return { ok: true, document: makeDocument(getText, fast.value, [], lines) };
    }
    const text = getText();
    let syntax;
    const duplicateKeys = [];
    // One Set of seen keys per open object; arrays push null so pops stay aligned.
    const seen = [];
    // Anything after the root object or array closed is trailing text, whatever token it is.
    let rootEnded = false;
    jsonc().visit(text, {
        onObjectBegin: () => void seen.push(new Set()),
        onObjectEnd: () => void (seen.pop(), (rootEnded = seen.length === 0)),
        onArrayBegin: () => void seen.push(null),
        onArrayEnd: () => void (seen.pop(), (rootEnded = seen.length === 0)),
        onObjectProperty: (property, offset, _length, _line, _char, pathSupplier) => {
            const keys = seen[seen.length - 1];
            if (!keys)
                return;
            if (keys.has(property)) {
                duplicateKeys.push({
                    pointer: toPointer(pathSupplier()),
                    key: property,
                    ...lines.position(offset),
                });
            }
            else
                keys.add(property);
        },
        onError: (error, offset) => {
            const container = seen.length === 0 ? null : seen[seen.length - 1] ? 'object' : 'array';
            syntax ??= {
                kind: 'syntax',
                message: describeSyntaxError(rootEnded ? 'EndOfFileExpected' : jsonc().printParseErrorCode(error), container, text.codePointAt(offset)),
                ...lines.position(offset),
            };
        },
    }, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    if (syntax)
        return { ok: false, problem: syntax };
    let value;
    try {
        value = fast ? fast.value : JSON.parse(text);
    }
    catch (error) {
        // jsonc-parser accepted something V8 rejects (should not happen); report it, do not crash.
        return {
            ok: false,
            problem: {
                kind: 'syntax',
                message: String(error.message),
                line: 1,
                column: 1,
                offset: 0,
            },
        };
    }
    return { ok: true, document: makeDocument(getText, value, duplicateKeys, lines) };
}
/**
 * What a jsonc-parser error code means, in words a person who typed the JSON understands
 * ("CommaExpected" says what the parser wanted, not what is wrong with the file). `container`:
 * the object or array open where the error was found; `char`: the code point there.
 */
function describeSyntaxError(code, container, char) {
    const close = container === 'array' ? "']'" : "'}'";
    switch (code) {
        case 'InvalidSymbol':
            return `unexpected character ${describeChar(char)}: a value, property name or punctuation was expected (strings take double quotes; true, false and null are lowercase)`;
        case 'InvalidNumberFormat':
            return 'a number is malformed (JSON numbers have no leading zeros, +, NaN or trailing dot)';
        case 'PropertyNameExpected':
            return "a property name in double quotes is expected (a trailing comma before '}' is not allowed)";
        case 'ValueExpected':
            return "a value is missing (a trailing comma before ']' or '}' is not allowed)";
        case 'ColonExpected':
            return "a colon ':' is missing after the property name";
        case 'CommaExpected':
            return `a comma or ${close} is missing after the previous value`;
        case 'CloseBraceExpected':
            return "the object is not closed: '}' is missing";
        case 'CloseBracketExpected':
            return "the array is not closed: ']' is missing";
        case 'EndOfFileExpected':
            return 'there is more text after the end of the JSON value (a file holds one object)';
        case 'InvalidCommentToken':
        case 'UnexpectedEndOfComment':
            return 'comments are not allowed in JSON';
        case 'UnexpectedEndOfString':
            return 'a string is not closed: the closing double quote is missing';
        case 'UnexpectedEndOfNumber':
            return 'a number ends too early';
        case 'InvalidUnicode':
            return 'a \\u escape is malformed (it needs four hexadecimal digits)';
        case 'InvalidEscapeCharacter':
            return 'a backslash escape is invalid (JSON knows \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX)';
        case 'InvalidCharacter':
            return 'a string holds a raw control character (a line break or tab must be written \\n or \\t)';
        default:
            return 'the JSON syntax is invalid';
    }
}
/** A character for a message: itself when printable ASCII, else its code point. */
function describeChar(char) {
    if (char === undefined)
        return 'at the end of the file';
    if (char > 0x20 && char < 0x7f && char !== 0x27)
        return `'${String.fromCodePoint(char)}'`;
    return `U+${char.toString(16).toUpperCase().padStart(4, '0')}`;
}
/**
 * A document whose text (decoded lazily), line index and tree for pointer → position lookups
 * are made on first use only.
 */
function makeDocument(getText, value, duplicateKeys, lines) {
    let tree;
    return {
        get text() {
            return getText();
        },
        value,
        duplicateKeys,
        locate(pointer) {
            tree ??= jsonc().parseTree(getText(), [], { disallowComments: true }) ?? undefined;
            if (!tree)
                return lines.position(0);
            const segments = parsePointer(pointer);
            // Walk up until a node exists: a `required` error points at a missing child.
            for (let n = segments.length; n >= 0; n--) {
                const node = jsonc().findNodeAtLocation(tree, segments.slice(0, n));
                if (node) {
                    // Point at the key of a property value, where a reader looks first.
                    const anchor = node.parent?.type === 'property' ? (node.parent.children?.[0] ?? node) : node;
                    return lines.position(anchor.offset);
                }
            }
            return lines.position(0);
        },
    };
}


/***/ }),

/***/ 2800:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dm: () => (/* binding */ summarizePassportBytes),
/* harmony export */   Pk: () => (/* binding */ isRunId),
/* harmony export */   SW: () => (/* binding */ summarizePassport),
/* harmony export */   Y$: () => (/* binding */ checkPassportBytes),
/* harmony export */   _u: () => (/* binding */ isPassportPath),
/* harmony export */   dB: () => (/* binding */ SUPPORTED_MAJOR),
/* harmony export */   mw: () => (/* binding */ findClaimedPassportId),
/* harmony export */   r$: () => (/* reexport safe */ _core_passport_id_js__WEBPACK_IMPORTED_MODULE_3__.r),
/* harmony export */   z6: () => (/* binding */ RUN_ID_PATTERN),
/* harmony export */   zb: () => (/* binding */ PASSPORT_SUFFIX)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_passport_id_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3160);
/* harmony import */ var _core_untrusted_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2613);
/* harmony import */ var _core_location_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1324);
/* harmony import */ var _core_values_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4101);
/* harmony import */ var _json_source_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6976);
/* harmony import */ var _schema_validator_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2446);
/**
 * The Material Passport format (seed 000): schema and per-document rules.
 * Pure: takes bytes, returns findings and a summary of the passport.
 */








/** File name suffix that marks a passport. */
const PASSPORT_SUFFIX = '.passport.json';
/** A run id becomes a file name: letters, digits, dot, dash, underscore; no path. */
const RUN_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
/**
 * True when `runId` names a passport file `<runId>.passport.json` that stamp would write (and
 * that `--run-id` can name back): the pattern, and no second `.passport` before the suffix.
 */
function isRunId(runId) {
    return RUN_ID_PATTERN.test(runId) && !runId.endsWith('.passport');
}
/** The only major version this tool understands. */
const SUPPORTED_MAJOR = 1;
/** True when a repository-relative path names a passport. */
function isPassportPath(rel) {
    return rel.endsWith(PASSPORT_SUFFIX);
}
const str = (v) => (0,_core_values_js__WEBPACK_IMPORTED_MODULE_4__/* .asString */ .oJ)(v) ?? null;
/** {@link foldPassportId} of a string value, null otherwise. */
const idOf = (v) => {
    const s = (0,_core_values_js__WEBPACK_IMPORTED_MODULE_4__/* .asString */ .oJ)(v);
    return s === undefined ? null : (0,_core_passport_id_js__WEBPACK_IMPORTED_MODULE_3__/* .foldPassportId */ .r)(s);
};
function toArtifacts(list) {
    const out = [];
    (0,_core_values_js__WEBPACK_IMPORTED_MODULE_4__/* .asArray */ ._j)(list).forEach((item, index) => {
        const o = (0,_core_values_js__WEBPACK_IMPORTED_MODULE_4__/* .asObjectOrEmpty */ .eG)(item);
        const p = str(o.path);
        if (p === null)
            return;
        const size = o.size_bytes;
        out.push({
            index,
            path: p,
            sha256: str(o.sha256),
            sizeBytes: typeof size === 'number' && Number.isSafeInteger(size) ? size : null,
            source: str(o.source),
            external: o.external === true,
            uri: str(o.uri),
        });
    });
    return out;
}
/** Extracts the chain-relevant facts of a parsed passport value. Never throws. */
function summarizePassport(value) {
    const o = (0,_core_values_js__WEBPACK_IMPORTED_MODULE_4__/* .asObjectOrEmpty */ .eG)(value);
    return {
        // Ids are compared as UUIDs (case-insensitively): the summary holds them folded.
        id: idOf(o.passport_id),
        createdAt: str(o.created_at),
        skill: str((0,_core_values_js__WEBPACK_IMPORTED_MODULE_4__/* .asObjectOrEmpty */ .eG)(o.produced_by).skill),
        consumed: (0,_core_values_js__WEBPACK_IMPORTED_MODULE_4__/* .asArray */ ._j)(o.consumed_passports)
            .filter((x) => typeof x === 'string')
            .map(_core_passport_id_js__WEBPACK_IMPORTED_MODULE_3__/* .foldPassportId */ .r),
        nextSkills: (0,_core_values_js__WEBPACK_IMPORTED_MODULE_4__/* .asArray */ ._j)((0,_core_values_js__WEBPACK_IMPORTED_MODULE_4__/* .asObjectOrEmpty */ .eG)(o.downstream_hints).next_skills).filter((x) => typeof x === 'string'),
        inputs: toArtifacts(o.inputs),
        outputs: toArtifacts(o.outputs),
        errors: (0,_core_values_js__WEBPACK_IMPORTED_MODULE_4__/* .asArray */ ._j)(o.errors).map((e, index) => {
            const x = (0,_core_values_js__WEBPACK_IMPORTED_MODULE_4__/* .asObjectOrEmpty */ .eG)(e);
            return { index, exitCode: x.exit_code, step: x.step, tool: x.tool, stderr: x.stderr_excerpt };
        }),
    };
}
/**
 * Checks one passport's bytes: JSON syntax (with position), duplicate keys,
 * schema_version, schema, and errors[] exit codes. Artifact and chain rules
 * need the whole tree and live in the audit engine.
 */
// `alreadyParsed`: the value JSON.parse gave for these bytes (the engine's light parse), and
// its summary when made, reused.
function checkPassportBytes(path, bytes, alreadyParsed) {
    const parsed = (0,_json_source_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJsonDocument */ .dH)(bytes, undefined, alreadyParsed);
    if (!parsed.ok) {
        const { problem } = parsed;
        const rule = problem.kind === 'too-deep' || problem.kind === 'too-many-values'
            ? 'passport-too-large'
            : 'passport-invalid-json';
        return {
            findings: [
                {
                    rule,
                    path,
                    line: problem.line,
                    column: problem.column,
                    message: `${problem.message} (line ${problem.line}, column ${problem.column}, byte ${problem.offset}); the passport must be one UTF-8 JSON object.`,
                },
            ],
        };
    }
    const document = parsed.document;
    const value = document.value;
    const summary = alreadyParsed?.summary ?? summarizePassport(value);
    const findings = [];
    const at = (0,_core_location_js__WEBPACK_IMPORTED_MODULE_5__/* .locatorOf */ .e)(document);
    const id = summary.id ?? undefined;
    for (const dup of document.duplicateKeys) {
        findings.push({
            rule: 'passport-duplicate-key',
            path,
            pointer: dup.pointer,
            line: dup.line,
            column: dup.column,
            passport_id: id,
            message: `key ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .quoteUntrusted */ .X0)(dup.key)} appears more than once in the same object; keep exactly one.`,
        });
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        findings.push({
            rule: 'passport-schema',
            path,
            ...at(''),
            message: 'the passport must be a JSON object.',
        });
        return { findings, document, summary };
    }
    const version = value.schema_version;
    const major = typeof version === 'string' ? /^(\d+)\./.exec(version)?.[1] : undefined;
    if (major !== undefined && Number(major) !== SUPPORTED_MAJOR) {
        findings.push({
            rule: 'passport-unsupported-version',
            path,
            ...at('/schema_version'),
            passport_id: id,
            message: `schema_version ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .quoteUntrusted */ .X0)(version)} has major ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .quoteUntrusted */ .X0)(major)}; this gate understands Material Passport v${SUPPORTED_MAJOR}. Write a v1 passport or upgrade passport-gate.`,
        });
        return { findings, document, summary };
    }
    findings.push(...(0,_schema_validator_js__WEBPACK_IMPORTED_MODULE_2__/* .schemaFindings */ .I$)('passport', value, { rule: 'passport-schema', path, passport_id: id }, at));
    for (const e of summary.errors) {
        if (typeof e.exitCode === 'number' && e.exitCode !== 0) {
            const excerpt = typeof e.stderr === 'string' && e.stderr.length > 0
                ? ` stderr: ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .quoteUntrusted */ .X0)(e.stderr)}.`
                : '';
            findings.push({
                rule: 'exit-nonzero',
                path,
                ...at(`/errors/${e.index}/exit_code`),
                passport_id: id,
                message: `step ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .quoteUntrusted */ .X0)(e.step ?? '?')} (${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .quoteUntrusted */ .X0)(e.tool ?? '?')}) exited ${e.exitCode};${excerpt} Fix the step and re-run it, then stamp a new passport — downstream skills must not consume failed work.`,
            });
        }
    }
    return { findings, document, summary };
}
/**
 * The audit's light parse of every passport: JSON.parse and the summary the
 * scope, the artifact pass and the chain need, no positions, no schema. The
 * value is returned too, so the full check of a passport in scope
 * ({@link checkPassportBytes}) does not parse it again. Returns null when
 * unusable (the full check then says why).
 */
function summarizePassportBytes(bytes) {
    // Depth and value count first, on the bytes: a passport past either cap is never handed to
    // JSON.parse, whose memory follows the values (MAX_JSON_VALUES). The scan is handed on too.
    const scan = (0,_json_source_js__WEBPACK_IMPORTED_MODULE_1__/* .scanStructure */ .xq)(bytes, _json_source_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_JSON_DEPTH */ .KX);
    if (scan.tooDeepAt >= 0 || scan.tooManyAt >= 0)
        return null;
    // The full check (parseJsonDocument) refuses a BOM and invalid UTF-8; JSON.parse of the text
    // Buffer decodes would not (U+FFFD for a bad byte). A passport the check refuses must be
    // refused here too, or its outputs would be hashed and its id resolved (issue 18).
    if (startsWithBom(bytes) || !(0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes))
        return null;
    try {
        // A view, not a copy (Buffer.from(Uint8Array) copies the bytes).
        const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
        const value = JSON.parse(text);
        // The value is handed on to checkPassportBytes, so a passport in scope is parsed once.
        return { summary: summarizePassport(value), value, scan };
    }
    catch {
        return null;
    }
}
function startsWithBom(bytes) {
    return bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}
/** `"passport_id": "…"`, as a refused passport may still spell it (read for a message alone). */
const CLAIMED_ID = /"passport_id"\s*:\s*"([0-9A-Fa-f-]{1,64})"/;
/**
 * The passport_id a passport the audit refuses appears to declare, or null: found in the text
 * (bad bytes decoded as U+FFFD), never parsed. It resolves nothing: it only lets a consumer's
 * finding say that the passport it names exists but cannot be read, and lets the graph draw
 * that passport as failing rather than as an unknown id. Linear: a literal-led pattern over
 * at most the size cap.
 */
function findClaimedPassportId(bytes) {
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
    const match = CLAIMED_ID.exec(text);
    return match?.[1] === undefined ? null : (0,_core_passport_id_js__WEBPACK_IMPORTED_MODULE_3__/* .foldPassportId */ .r)(match[1]);
}


/***/ }),

/***/ 2446:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CW: () => (/* binding */ validateWithSchema),
/* harmony export */   I$: () => (/* binding */ schemaFindings),
/* harmony export */   Nf: () => (/* binding */ registerValidators),
/* harmony export */   oD: () => (/* binding */ toViolations)
/* harmony export */ });
/* unused harmony exports getValidator, MAX_SCHEMA_FINDINGS_PER_DOCUMENT */
/* harmony import */ var _generated_validators_cjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6848);

/**
 * The precompiled validators loaded so far, by schema key. The passport and config schemas
 * (every audit needs them) are here from the start; the report and handoff schemas are added
 * by the modules that need them (report-schema.ts, handoff-schemas.ts), so a passport audit
 * never parses their code.
 */
const loaded = new Map();
/** Adds generated validators to those {@link getValidator} knows. */
function registerValidators(validators) {
    for (const [key, fn] of Object.entries(validators))
        if (fn)
            loaded.set(key, fn);
}
registerValidators(_generated_validators_cjs__WEBPACK_IMPORTED_MODULE_0__/* .validators */ .y$);
/**
 * Returns the precompiled validator of a bundled schema. Every schema under
 * schemas/ is compiled by scripts/compile-schemas.mjs (a test keeps the
 * generated files in step), so an unknown key is a programming error: a key
 * whose module was not imported, or a schema that was never compiled.
 */
function getValidator(key) {
    const fn = loaded.get(key);
    if (!fn)
        throw new Error(`no precompiled validator for schema ${key} is loaded`);
    return fn;
}
/**
 * Patterns whose violation reads better in words than as the pattern (the precompiled
 * validators keep no parent schema, so a pattern's description is not at hand).
 */
const PATTERN_WORDS = new Map([
    ['^[^\\x00]*$', 'must not contain a NUL character (no file name holds one)'],
]);
/** Turns ajv errors into violations with readable messages and pointers. */
function toViolations(errors) {
    if (!errors)
        return [];
    return errors.map((e) => {
        let pointer = e.instancePath;
        let message = e.message ?? 'is invalid';
        if (e.keyword === 'required') {
            const missing = e.params.missingProperty;
            message = `missing required property "${missing}"`;
        }
        else if (e.keyword === 'additionalProperties') {
            const extra = e.params.additionalProperty;
            pointer = `${pointer}/${extra.replace(/~/g, '~0').replace(/\//g, '~1')}`;
            message = `unknown property "${extra}"`;
        }
        else if (e.keyword === 'enum') {
            const allowed = e.params.allowedValues;
            message = `must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}`;
        }
        else if (e.keyword === 'pattern' && PATTERN_WORDS.has(String(e.params.pattern))) {
            message = PATTERN_WORDS.get(String(e.params.pattern));
        }
        else if (e.keyword === 'pattern' && e.parentSchema && typeof e.parentSchema === 'object') {
            const desc = e.parentSchema.description;
            if (desc)
                message = `must be ${desc.charAt(0).toLowerCase()}${desc.slice(1).replace(/\.$/, '')}`;
        }
        return { pointer, message };
    });
}
/** Validates `value` against a bundled schema; returns the violations (empty when valid). */
function validateWithSchema(key, value) {
    const fn = getValidator(key);
    return fn(value) ? [] : toViolations(fn.errors);
}
/**
 * Schema violations reported one by one per document; past it, one finding counts the rest. A
 * passport of 90,000 malformed outputs would otherwise be 90,000 findings of one mistake, each
 * placed by a position lookup (and an annotation, a SARIF result, a summary row).
 */
const MAX_SCHEMA_FINDINGS_PER_DOCUMENT = 100;
/**
 * Validates `value` against a bundled schema and turns each violation into a
 * finding of `rule` on `path`, placed by `at` (pointer → line and column); at most
 * {@link MAX_SCHEMA_FINDINGS_PER_DOCUMENT}, then one finding for the rest.
 */
function schemaFindings(key, value, finding, at) {
    const violations = validateWithSchema(key, value);
    const shown = violations.slice(0, MAX_SCHEMA_FINDINGS_PER_DOCUMENT).map((v) => ({
        ...finding,
        ...at(v.pointer),
        message: `${v.pointer || '(root)'} ${v.message}.`,
    }));
    const rest = violations.length - shown.length;
    if (rest > 0) {
        shown.push({
            ...finding,
            ...at(''),
            message: `${rest} more schema violation(s) are not listed one by one; fix the ${MAX_SCHEMA_FINDINGS_PER_DOCUMENT} above (often one mistake repeated) and audit again.`,
        });
    }
    return shown;
}


/***/ }),

/***/ 7768:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ writeFileAtomic)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/**
 * Writing a file atomically: a reader never sees a partial file that looks
 * complete (reports, passports, the config `init` writes).
 */



/**
 * Writes a file atomically: a temporary sibling (a random name, so two writers never share
 * one), then rename.
 */
async function writeFileAtomic(file, content) {
    const tmp = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(file), `.${node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(file)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(8).toString('hex')}.tmp`);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(tmp, content, { mode: 0o644 });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(tmp, file);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(tmp).catch(() => undefined);
        throw error;
    }
}


/***/ }),

/***/ 5078:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I1: () => (/* binding */ ALWAYS_SKIPPED_DIRS),
/* harmony export */   Ir: () => (/* binding */ walkTree)
/* harmony export */ });
/* unused harmony exports MAX_TREE_ENTRIES, WALK_SLICE_MS, WALK_WHOLE_DIR_MAX_BYTES */
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/**
 * Iterative discovery of the repository tree. Symlinks are listed, never
 * followed (a symlinked directory could loop or leave the root); ignore globs
 * prune whole directories.
 *
 * Nothing is skipped silently: a directory that cannot be listed, and a name
 * that is not valid UTF-8, are reported to the caller as {@link WalkProblem}s.
 * Node decodes an invalid name into U+FFFD, a string that opens nothing (and
 * that two different names can share), so such an entry is reported by its
 * bytes instead of being listed under a name that is not its own.
 */



/** Directories never descended into. */
const ALWAYS_SKIPPED_DIRS = new Set(['.git', 'node_modules']);
/** Hard cap on entries walked, so a hostile tree cannot exhaust memory. */
const MAX_TREE_ENTRIES = 5_000_000;
/** Longest stretch of synchronous listing before the walk yields to the event loop. */
const WALK_SLICE_MS = 50;
/**
 * Directories whose st_size is at most this are listed in one readdirSync; larger
 * ones are streamed with opendirSync so a directory of millions of entries is never
 * materialized at once before {@link MAX_TREE_ENTRIES} can stop the walk.
 */
const WALK_WHOLE_DIR_MAX_BYTES = 1 << 20;
/**
 * `dir` joined with one directory entry's name. A listed name holds no separator and is never
 * `.` or `..`, so there is nothing to normalize: path.join's normalization was a tenth of the
 * walk of 2,000 directories (node --cpu-prof).
 */
function joinName(dir, name) {
    return dir.endsWith((node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)) ? dir + name : dir + (node_path__WEBPACK_IMPORTED_MODULE_2___default().sep) + name;
}
/** Kind of a listed entry. */
function kindOf(dirent) {
    return dirent.isFile()
        ? 'file'
        : dirent.isDirectory()
            ? 'dir'
            : dirent.isSymbolicLink()
                ? 'symlink'
                : 'other';
}
/** The code of a failed system call. */
const codeOf = (error) => error.code ?? 'EIO';
/**
 * Lists every entry below `root`. `isIgnored(rel, isDir)` prunes entries.
 * A directory that cannot be listed and a name that is not valid UTF-8 are
 * left out and reported through `onProblem` (each once).
 */
async function walkTree(root, isIgnored, onProblem, signal) {
    const out = [];
    // Absolute paths are built by appending names (joinName), without path.join's normalization.
    const pending = [{ rel: '', abs: root }];
    let sliceStart = Date.now();
    while (pending.length > 0) {
        // Synchronous listing is several times faster than opendir's async iteration (one
        // system call per directory instead of event-loop round trips per batch of entries);
        // yielding every few milliseconds keeps SIGINT and progress timers responsive.
        if (Date.now() - sliceStart >= WALK_SLICE_MS) {
            await new Promise((resolve) => setImmediate(resolve));
            signal?.throwIfAborted();
            sliceStart = Date.now();
        }
        const { rel: relDir, abs: absDir } = pending.pop();
        const add = (name, kind) => {
            const rel = relDir ? `${relDir}/${name}` : name;
            if (kind === 'dir' && ALWAYS_SKIPPED_DIRS.has(name))
                return;
            if (isIgnored(rel, kind === 'dir'))
                return;
            out.push({ rel, kind });
            if (out.length > MAX_TREE_ENTRIES)
                throw new Error(`the tree holds more than ${MAX_TREE_ENTRIES} entries`);
            if (kind === 'dir')
                pending.push({ rel, abs: joinName(absDir, name) });
        };
        // A name that is not valid UTF-8 is reported by its bytes, never listed under the U+FFFD
        // spelling Node would decode it to: that string opens nothing, and two names can share it.
        const addBytes = (dirent) => {
            const kind = kindOf(dirent);
            const name = dirent.name.toString('utf8');
            if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(dirent.name))
                add(name, kind);
            // Reported unless an ignore glob matches the decoded spelling (a wildcard matches U+FFFD).
            else if (!isIgnored(relDir ? `${relDir}/${name}` : name, kind === 'dir'))
                onProblem?.({
                    kind: 'undecodable',
                    parent: relDir || '.',
                    name: dirent.name,
                    entryKind: kind,
                });
        };
        // Names are decoded as UTF-8 first, the fast way. Only a directory where a name came out
        // holding U+FFFD (a real one, or the mark of bytes that are not UTF-8) is listed again by
        // bytes, each name checked. A large directory is streamed by bytes from the start: it
        // cannot be listed twice cheaply, and it is rare.
        let dirents;
        let byBytes;
        let stream;
        try {
            if ((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(absDir).size <= WALK_WHOLE_DIR_MAX_BYTES) {
                dirents = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(absDir, { withFileTypes: true });
                if (dirents.some((d) => d.name.includes('\uFFFD'))) {
                    byBytes = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(absDir, { withFileTypes: true, encoding: 'buffer' });
                    dirents = undefined;
                }
            }
            else {
                stream = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.opendirSync)(absDir, { bufferSize: 1024, encoding: 'buffer' });
            }
        }
        catch (error) {
            onProblem?.({ kind: 'unlistable', rel: relDir || '.', code: codeOf(error) });
            continue;
        }
        if (dirents)
            for (const dirent of dirents)
                add(dirent.name, kindOf(dirent));
        else if (byBytes)
            for (const dirent of byBytes)
                addBytes(dirent);
        else if (stream) {
            try {
                for (;;) {
                    let dirent;
                    try {
                        dirent = stream.readSync();
                    }
                    catch (error) {
                        // Part of it was listed: still a finding, since the rest was not.
                        onProblem?.({ kind: 'unlistable', rel: relDir || '.', code: codeOf(error) });
                        break;
                    }
                    if (dirent === null)
                        break;
                    addBytes(dirent);
                }
            }
            finally {
                stream.closeSync();
            }
        }
    }
    out.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
    return out;
}


/***/ }),

/***/ 6741:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CN: () => (/* binding */ createOwnerLookup),
/* harmony export */   T2: () => (/* binding */ createBookkeepingTest),
/* harmony export */   wm: () => (/* binding */ findOutputDirectories),
/* harmony export */   wq: () => (/* binding */ globForRoot)
/* harmony export */ });
/* unused harmony export inferOutputRoots */
/* harmony import */ var _formats_ack_path_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7613);
/* harmony import */ var _formats_passport_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2800);
/* harmony import */ var _core_relative_path_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4067);
/* harmony import */ var _core_globs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8684);
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1122);
/**
 * Which directories are output directories, and which files in them are artifacts: the
 * ownership rule behind `passport-missing` and `artifact-unlisted`, shared by the audit
 * (engine.ts) and `stamp` (produce/stamp.ts), so a stamped directory lists exactly what the
 * audit expects of it.
 *
 * - A file belongs to the nearest enclosing output directory (none: it is no artifact).
 * - Output directories: every directory holding a passport, and every directory matched by
 *   the config's `outputs:` globs. Without `outputs:`, the globs are inferred from the
 *   passports ({@link inferOutputRoots}): the parent of each directory holding a passport is
 *   an output root, and every directory directly under a root is an output directory, as if
 *   `outputs: ["<root>/*"]` had been written (what `passport-gate init` writes to pin them).
 * - Only the gate's own bookkeeping is never an artifact: the passport files themselves, and
 *   the acknowledgment written beside a packet in an inbox ({@link createBookkeepingTest}).
 */





/**
 * Output roots inferred from the directories holding passports, each with the passport
 * directories directly under it (the evidence), sorted. The parent of a passport directory is
 * a root, except:
 *  - the repository root itself: every top-level directory would need a passport, `data/`
 *    and `docs/` included;
 *  - a directory that is, or lies inside, a passport directory: everything under it already
 *    belongs to that passport (nested directories are owned by the nearest passport directory
 *    above them), and a root there would take files away from it.
 */
function inferOutputRoots(passportDirs) {
    const roots = new Map();
    const insidePassportDir = new Map();
    const isInside = (dir) => {
        const known = insidePassportDir.get(dir);
        if (known !== undefined)
            return known;
        const inside = passportDirs.has(dir) || (dir !== '.' && isInside((0,_core_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .relativeDirname */ .RV)(dir)));
        insidePassportDir.set(dir, inside);
        return inside;
    };
    for (const dir of passportDirs) {
        if (dir === '.')
            continue;
        const root = (0,_core_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .relativeDirname */ .RV)(dir);
        if (root === '.' || isInside(root))
            continue;
        const list = roots.get(root);
        if (list)
            list.push(dir);
        else
            roots.set(root, [dir]);
    }
    for (const list of roots.values())
        list.sort();
    return new Map([...roots].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
/**
 * Characters picomatch may read as syntax (wildcards, classes, groups, negation, extglob
 * markers, quoted literals), escaped with a backslash in a literal directory name. A backslash
 * before an ordinary character means that character, so escaping one too many is harmless.
 */
const GLOB_SYNTAX = /[\\*?[\]{}()!+@"'|]/g;
/** The `outputs:` glob that pins an output root: every directory directly under it. */
function globForRoot(root) {
    return `${root.replace(GLOB_SYNTAX, '\\$&')}/*`;
}
/**
 * The output directories of a walked tree: the passport directories, and the directories the
 * `outputs:` globs match, or (no `outputs:`) the directories directly under an inferred root.
 */
function findOutputDirectories(entries, passportDirs, config) {
    const dirs = new Set(passportDirs);
    if (config.outputs.length > 0) {
        const isOutputGlob = (0,_core_globs_js__WEBPACK_IMPORTED_MODULE_2__/* .compileGlobs */ .tI)(config.outputs, 'outputs');
        for (const e of entries)
            if (e.kind === 'dir' && isOutputGlob(e.rel))
                dirs.add(e.rel);
        if (isOutputGlob('.'))
            dirs.add('.');
        return { dirs, inferredRoots: new Map() };
    }
    const inferredRoots = inferOutputRoots(passportDirs);
    if (inferredRoots.size > 0) {
        for (const e of entries)
            if (e.kind === 'dir' && inferredRoots.has((0,_core_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .relativeDirname */ .RV)(e.rel)))
                dirs.add(e.rel);
    }
    return { dirs, inferredRoots };
}
/**
 * The test for the gate's own bookkeeping, which is never an artifact (exempt from
 * `artifact-unlisted`, never listed by `stamp`): a passport file, or the acknowledgment
 * `X.ack` beside a packet `X.json` that the `packets` globs match. An acknowledgment is written
 * by the receiving agent after the step that wrote the packet, so no passport of that step can
 * list it. Everything else (dotfiles, a `.passport-gate.yml`, an `.ack` beside no packet) is a
 * file like any other. `handoffCandidates`: the tree's files that may be packets (every file,
 * or those a superset of the `packets` globs matched).
 */
function createBookkeepingTest(handoffCandidates, config) {
    const isPacket = (0,_core_globs_js__WEBPACK_IMPORTED_MODULE_2__/* .compileGlobs */ .tI)(config.packets, 'packets');
    const acks = new Set();
    for (const rel of handoffCandidates)
        if (isPacket(rel))
            acks.add((0,_formats_ack_path_js__WEBPACK_IMPORTED_MODULE_4__/* .ackPathOf */ .o)(rel));
    return (rel) => (0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_0__/* .isPassportPath */ ._u)(rel) || (acks.size > 0 && acks.has(rel));
}
/**
 * The nearest output directory owning a file, remembered per directory: every file of a
 * directory has the same owner, and a tree's files outnumber its directories ten to one on a
 * typical output tree.
 */
function createOwnerLookup(outputDirs) {
    const ownerByDir = new Map();
    return (rel) => {
        const start = (0,_core_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .relativeDirname */ .RV)(rel);
        const known = ownerByDir.get(start);
        if (known !== undefined)
            return known;
        const visited = [];
        let owner = null;
        for (let dir = start;; dir = (0,_core_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .relativeDirname */ .RV)(dir)) {
            const cached = ownerByDir.get(dir);
            if (cached !== undefined) {
                owner = cached;
                break;
            }
            visited.push(dir);
            if (outputDirs.has(dir)) {
                owner = dir;
                break;
            }
            if (dir === '.')
                break;
        }
        for (const dir of visited)
            ownerByDir.set(dir, owner);
        return owner;
    };
}


/***/ }),

/***/ 5614:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ resolveRoot)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/**
 * The repository root every command starts from: one check, one message.
 */


/**
 * The real path of `root` (symlinks resolved), which must be a readable directory; throws
 * ConfigurationError otherwise (the audit, stamp, graph, export and init alike).
 */
async function resolveRoot(root) {
    try {
        const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(root);
        if (!(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(real)).isDirectory())
            throw new Error('not a directory');
        return real;
    }
    catch {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`root ${JSON.stringify(root)} is not a readable directory`);
    }
}


/***/ }),

/***/ 2990:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ walkRepository)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_globs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8684);
/* harmony import */ var _core_relative_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4067);
/* harmony import */ var _fs_paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1283);
/* harmony import */ var _fs_safe_read_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(603);
/* harmony import */ var _fs_walk_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5078);
/* harmony import */ var _root_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5614);
/**
 * The repository's tree as one walk listed it, with the questions every stage
 * asks of it answered from that listing: what kind of entry a path is, the
 * file behind it, whether it is surely missing. Only paths the walk could not
 * settle (behind a symlink, not listed) cost system calls, and those go
 * through the contained resolution of fs/paths.ts.
 *
 * A file has a small integer id ({@link FileId}): the walk's index for a file
 * it listed as regular, one past the listing for a file reached through a
 * symlink (by its real path). The digest service keeps its outcomes in arrays
 * indexed by it: maps keyed by absolute paths (tens of thousands of strings of
 * some 60 characters, hashed at every lookup) cost workload 2 more than the
 * arrays do.
 */








/**
 * Walks the repository at `root` (a readable directory, else ConfigurationError), skipping
 * what the config's `ignore` globs match. What cannot be listed is kept in `problems`: nothing
 * is skipped silently.
 */
async function walkRepository(root, config, signal) {
    const realRoot = await (0,_root_js__WEBPACK_IMPORTED_MODULE_7__/* .resolveRoot */ .H)(root);
    const isIgnored = (0,_core_globs_js__WEBPACK_IMPORTED_MODULE_2__/* .compileGlobs */ .tI)(config.ignore, 'ignore');
    const problems = [];
    const entries = await (0,_fs_walk_js__WEBPACK_IMPORTED_MODULE_6__/* .walkTree */ .Ir)(realRoot, (rel) => isIgnored(rel), (problem) => problems.push(problem), signal);
    signal?.throwIfAborted();
    return new WalkedTree(root, realRoot, entries, problems, isIgnored);
}
/** The tree one walk listed, with an index by path. */
class WalkedTree {
    root;
    realRoot;
    entries;
    problems;
    isIgnored;
    index = new Map();
    unlistable;
    extraIds = new Map();
    extraReals = [];
    realPrefix;
    constructor(
    /** The root as given, for the report. */
    root, 
    /** The root's real path. */
    realRoot, 
    /** Every entry, sorted, ignore globs applied. */
    entries, 
    /** What the walk could not list: every one is a finding of the audit, a refusal of stamp. */
    problems, 
    /** The config's `ignore` globs (a path they match was hidden from the walk). */
    isIgnored) {
        this.root = root;
        this.realRoot = realRoot;
        this.entries = entries;
        this.problems = problems;
        this.isIgnored = isIgnored;
        for (let i = 0; i < entries.length; i++)
            this.index.set(entries[i].rel, i);
        this.unlistable = new Set(problems.flatMap((problem) => (problem.kind === 'unlistable' ? [problem.rel] : [])));
        this.realPrefix = realRoot.endsWith((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)) ? realRoot : realRoot + (node_path__WEBPACK_IMPORTED_MODULE_1___default().sep);
    }
    /** Number of entries the walk listed: the ids below it are theirs. */
    get listedCount() {
        return this.entries.length;
    }
    /** True when the walk listed `rel`. */
    has(rel) {
        return this.index.has(rel);
    }
    /** The kind of entry the walk listed at `rel`, or undefined. */
    kindOf(rel) {
        const i = this.index.get(rel);
        return i === undefined ? undefined : this.entries[i].kind;
    }
    /**
     * The id of `rel` when the walk listed it as a regular file, else undefined. The walk
     * descends real directories only, so such a path has no symlink on the way: it is inside
     * the root and is its own real path, without a realpath call.
     */
    fileId(rel) {
        const i = this.index.get(rel);
        return i !== undefined && this.entries[i].kind === 'file'
            ? i
            : undefined;
    }
    /** True when the walk listed the file as a regular file (not a symlink, FIFO or device). */
    isListedRegular(file) {
        return file < this.entries.length && this.entries[file].kind === 'file';
    }
    /** True when the walk listed `rel` as a regular file. */
    isPlainFile(rel) {
        return this.fileId(rel) !== undefined;
    }
    /**
     * Missing for certain, without a system call: neither the path nor any ancestor up to one
     * the walk listed as a real directory (or the root) was listed, and none of them is ignored
     * or skipped (which would have hidden it from the walk), and the directory the search ends at
     * was listed in full. Linux only: elsewhere a file system that folds case could find a path
     * the walk spelled differently.
     */
    isSurelyMissing(rel) {
        if ((0,node_os__WEBPACK_IMPORTED_MODULE_0__.platform)() !== 'linux')
            return false;
        for (let p = rel;; p = (0,_core_relative_path_js__WEBPACK_IMPORTED_MODULE_3__/* .relativeDirname */ .RV)(p)) {
            if (p === '.')
                return !this.unlistable.has('.');
            const kind = this.kindOf(p);
            if (kind !== undefined)
                return p !== rel && kind === 'dir' && !this.unlistable.has(p);
            if (this.isIgnored(p) || _fs_walk_js__WEBPACK_IMPORTED_MODULE_6__/* .ALWAYS_SKIPPED_DIRS */ .I1.has(node_path__WEBPACK_IMPORTED_MODULE_1___default().posix.basename(p)))
                return false;
        }
    }
    /** The absolute path of a repository-relative path (its real path when the walk listed it). */
    absolutePathOf(rel) {
        return (node_path__WEBPACK_IMPORTED_MODULE_1___default().sep) === '/'
            ? `${this.realRoot === '/' ? '' : this.realRoot}/${rel}`
            : node_path__WEBPACK_IMPORTED_MODULE_1___default().join(this.realRoot, ...rel.split('/'));
    }
    /** The repository-relative POSIX path of a real path inside the root. */
    relativeToRoot(real) {
        return real === this.realRoot
            ? '.'
            : real.slice(this.realPrefix.length).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/');
    }
    /**
     * The id of the file at real path `real` (inside the root): the listed file's, when the walk
     * listed it as regular (so a file named by several spellings is read once), else one of its own.
     */
    fileOfReal(real) {
        if (real.startsWith(this.realPrefix)) {
            const listed = this.fileId(this.relativeToRoot(real));
            if (listed !== undefined)
                return listed;
        }
        let id = this.extraIds.get(real);
        if (id === undefined) {
            id = this.entries.length + this.extraReals.length;
            this.extraIds.set(real, id);
            this.extraReals.push(real);
        }
        return id;
    }
    /** The real path of a file. */
    realPathOf(file) {
        return file < this.entries.length
            ? this.absolutePathOf(this.entries[file].rel)
            : this.extraReals[file - this.entries.length];
    }
    /** The repository-relative path of a file (of its real path, for one reached through a symlink). */
    relOf(file) {
        return file < this.entries.length
            ? this.entries[file].rel
            : this.relativeToRoot(this.realPathOf(file));
    }
    /** Follows `rel`'s symlinks; the result must stay inside the root (fs/paths.ts). */
    resolve(rel) {
        return (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveInsideRoot */ .Pk)(this.realRoot, rel);
    }
    /** Reads `rel` whole, after following its symlinks inside the root (fs/safe-read.ts). */
    readContained(rel, maxBytes) {
        return (0,_fs_safe_read_js__WEBPACK_IMPORTED_MODULE_5__/* .readFileInside */ .XW)(this.realRoot, rel, maxBytes);
    }
    /** The paths resolving `rel` passes through: each symlink, then where it ends (fs/paths.ts). */
    symlinkChain(rel) {
        return (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .listSymlinkChain */ .Zm)(this.realRoot, rel);
    }
}


/***/ }),

/***/ 4964:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DI: () => (/* binding */ isFailing),
/* harmony export */   KX: () => (/* binding */ isRuleId),
/* harmony export */   QY: () => (/* binding */ getRuleDocUrl),
/* harmony export */   f3: () => (/* binding */ SEVERITY_RANK),
/* harmony export */   rF: () => (/* binding */ getRule),
/* harmony export */   y0: () => (/* binding */ RULES)
/* harmony export */ });
/* unused harmony export RULES_DOC_URL */
/**
 * The rule registry: every rule id passport-gate can report, with its default
 * severity, a one-line description and its docs anchor. Findings, config
 * validation (`rules:` keys), SARIF rule metadata and docs/rules.md all read
 * this one list, so a rule cannot exist in one place and not another.
 *
 * Rule ids are a public contract (config files, annotations, SARIF): never
 * rename one; add a new id instead.
 */
/** Where docs/rules.md is published; each rule has an anchor equal to its id. */
const RULES_DOC_URL = 'https://github.com/passport-gate/passport-gate/blob/main/docs/rules.md';
const rule = (id, format, defaultSeverity, description) => ({ id, format, defaultSeverity, description });
/** Every rule, in the order docs/rules.md presents them. */
const RULES = [
    // Material Passport (seed 000)
    rule('passport-invalid-json', 'passport', 'error', 'The passport is not parseable JSON (empty, BOM, invalid UTF-8, syntax error or trailing data).'),
    rule('passport-duplicate-key', 'passport', 'error', 'An object in the passport repeats a key, so its meaning is ambiguous.'),
    rule('passport-too-large', 'passport', 'error', 'The passport exceeds the size, nesting or value cap and was not parsed.'),
    rule('passport-schema', 'passport', 'error', 'The passport violates the Material Passport v1 schema.'),
    rule('passport-unsupported-version', 'passport', 'error', 'The passport schema_version has a major version other than 1.'),
    rule('passport-duplicate-id', 'passport', 'error', 'Two passport files share one passport_id.'),
    rule('passport-missing', 'passport', 'error', 'An output directory holds files but no passport (integrity-audit mode 4, missing provenance); without outputs: configured, output directories are inferred from the passports.'),
    rule('artifact-missing', 'artifact', 'error', 'An output listed by a passport does not exist.'),
    rule('artifact-hash-mismatch', 'artifact', 'error', 'The sha256 of an output differs from the one its passport records.'),
    rule('artifact-size-mismatch', 'artifact', 'error', 'The size of an output differs from its recorded size_bytes while its sha256 matches.'),
    rule('artifact-unlisted', 'artifact', 'warning', 'A file in an output directory is listed in the `outputs[]` of no passport there.'),
    rule('artifact-unreadable', 'artifact', 'error', 'An artifact is not a regular file (FIFO, socket, device, directory) or changed while it was read.'),
    rule('input-hash-mismatch', 'artifact', 'error', 'An input present in the repository hashes differently from its recorded sha256.'),
    rule('input-unprovenanced', 'artifact', 'notice', 'An input in the repository has no producing passport (no passport the audit can read lists its path among its outputs) and no declared external source.'),
    rule('input-external-unverified', 'artifact', 'notice', 'An external input (outside the repository) could not be verified: no configured external-inputs location holds it, or it is not there.'),
    rule('input-external-mismatch', 'artifact', 'error', 'An external input, reachable under a configured external-inputs location, hashes differently from its recorded sha256 or is not a regular file there.'),
    rule('path-outside-root', 'artifact', 'error', 'A path is absolute, climbs out with .., or resolves (through symlinks) outside the repository root.'),
    rule('path-ambiguous', 'artifact', 'warning', 'A path contains invisible or bidirectional control characters, differs from another only by case or Unicode normalization, or is written with a backslash or a trailing `/`.'),
    rule('path-not-utf8', 'artifact', 'error', 'A file or directory name is not valid UTF-8, so no passport can name it and it (with anything below it) was not audited.'),
    rule('directory-unreadable', 'artifact', 'error', 'A directory could not be listed, so nothing below it was audited.'),
    rule('exit-nonzero', 'passport', 'error', 'An errors[] entry records a non-zero exit_code.'),
    rule('chain-unresolved', 'chain', 'error', 'A consumed_passports id matches no passport in the repository that the audit can read.'),
    rule('chain-cycle', 'chain', 'error', 'The consumed_passports graph has a cycle.'),
    rule('chain-missing-reference', 'chain', 'error', "An input has the same path and the same sha256 as another passport's output, but that passport is not in consumed_passports."),
    rule('chain-time-order', 'chain', 'warning', "A consumer's created_at is earlier than its producer's."),
    rule('chain-next-skill', 'chain', 'notice', "The producer's downstream_hints.next_skills names consuming skills, and not this one."),
    // Router handoff envelope and skill graph (seed 002)
    rule('envelope-invalid-yaml', 'envelope', 'error', 'The handoff envelope is not parseable YAML (duplicate keys included).'),
    rule('envelope-schema', 'envelope', 'error', 'The handoff envelope violates the envelope v1 schema.'),
    rule('envelope-unobserved', 'envelope', 'error', 'The envelope claims execution that was not observed, or fills a summary for a stage that did not run.'),
    rule('envelope-pass-limit', 'envelope', 'error', 'pass.index is below 1 or above pass.max, or pass.max exceeds the canonical two passes.'),
    rule('envelope-unrepaired-fail', 'envelope', 'error', 'Verification FAILed on the last allowed pass but next_action cycles again instead of stopping.'),
    rule('graph-invalid-yaml', 'graph', 'error', 'The skill graph is not parseable YAML (duplicate keys included).'),
    rule('graph-schema', 'graph', 'error', 'The skill graph violates the skill-graph v1 schema.'),
    rule('graph-unknown-skill', 'graph', 'error', "An edge or an envelope's next_action names a skill the graph does not declare."),
    rule('graph-terminal-outgoing', 'graph', 'error', 'A terminal skill has an outgoing edge.'),
    rule('graph-unbounded-cycle', 'graph', 'error', 'A cycle in the skill graph has no edge with max_reentries <= 1.'),
    rule('graph-shared-ownership', 'graph', 'error', 'Two skills own the same decision class.'),
    // Agent handoff packet (seed 004)
    rule('packet-invalid-json', 'packet', 'error', 'The handoff packet is not parseable JSON.'),
    rule('packet-schema', 'packet', 'error', 'The handoff packet violates the packet v1 schema.'),
    rule('packet-misfiled', 'packet', 'error', "The packet is not in its to_agent's inbox, or its file name is not its handoff_id."),
    rule('packet-payload-schema', 'packet', 'error', "The payload fails the packet's own output schema, or that schema does not compile."),
    rule('packet-unacknowledged', 'packet', 'error', 'No acknowledgment file sits beside the packet.'),
    rule('packet-ack-invalid', 'packet', 'error', 'The acknowledgment is not JSON, names another handoff, is not ready to proceed, or predates the packet.'),
    rule('packet-stale', 'packet', 'error', 'The acknowledgment came later than the allowed age after the packet.'),
    rule('packet-conflict', 'packet', 'error', "Packets into one inbox conflict: a version downgrade or a change of sender (the seed's detect_handoff_conflict)."),
    rule('packet-next-agent', 'packet', 'warning', 'next_steps.agent differs from to_agent.'),
    // The run itself
    rule('outputs-empty', 'run', 'error', 'The config names output directories but the repository holds no passports (set allow-empty to accept).'),
    rule('scope-widened', 'run', 'notice', 'A changed file name could not be placed in the tree, so every output directory was audited instead.'),
    rule('scope-empty', 'run', 'notice', 'The change touches no output directory or handoff file; nothing needed auditing.'),
    rule('config-changed', 'run', 'notice', "The pull request changes the gate's config; the base commit's config is in force until merge."),
];
const RULES_BY_ID = new Map(RULES.map((r) => [r.id, r]));
/** Returns true when `id` names a rule in the registry. */
function isRuleId(id) {
    return RULES_BY_ID.has(id);
}
/** Returns the metadata of a rule; throws on an unknown id (a programming error). */
function getRule(id) {
    const meta = RULES_BY_ID.get(id);
    if (!meta)
        throw new Error(`unknown rule id ${id}`);
    return meta;
}
/** The docs URL (with anchor) for a rule. */
function getRuleDocUrl(id) {
    return `${RULES_DOC_URL}#${id}`;
}
/** Numeric rank used to compare severities: higher is more severe. */
const SEVERITY_RANK = {
    error: 3,
    warning: 2,
    notice: 1,
};
/** Returns true when a finding of `severity` fails a run with `failOn`. */
function isFailing(severity, failOn) {
    return failOn !== 'never' && SEVERITY_RANK[severity] >= SEVERITY_RANK[failOn];
}


/***/ }),

/***/ 6848:
/***/ ((module, exports, __webpack_require__) => {

// Generated by scripts/compile-schemas.mjs from schemas/*.json — do not edit.
/* eslint-disable */

exports.P = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://passport-gate.dev/schemas/passport.v1.schema.json","title":"Material Passport v1","description":"The envelope that travels beside a skill's outputs (<run-id>.passport.json). Encodes the v1 schema of the agent-handoff seed: required and recommended fields, digests, ids and timestamps.","type":"object","required":["schema_version","passport_id","created_at","produced_by","inputs","outputs","decisions","errors","downstream_hints"],"properties":{"schema_version":{"description":"Semantic version of the passport schema; the major must be 1.","type":"string","maxLength":64,"pattern":"^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-[0-9A-Za-z.-]+)?(?:\\+[0-9A-Za-z.-]+)?$"},"passport_id":{"$ref":"#/$defs/uuidV4"},"created_at":{"type":"string","format":"date-time","maxLength":64},"produced_by":{"type":"object","required":["skill","skill_version"],"properties":{"skill":{"$ref":"#/$defs/slug"},"skill_version":{"type":"string","minLength":1,"maxLength":128},"agent":{"type":"string","maxLength":256},"session_id":{"type":"string","maxLength":256}}},"inputs":{"description":"Every input the skill consumed, with path + sha256. An input outside the repository (a reference genome) has \"external\": true, an absolute path, and ideally a uri saying where it can be fetched.","type":"array","maxItems":100000,"items":{"$ref":"#/$defs/artifact","if":{"type":"object","required":["external"],"properties":{"external":{"const":true}}},"then":{"type":"object","properties":{"path":{"type":"string","pattern":"^/"}}}}},"outputs":{"description":"Every output the skill produced, with path + sha256.","type":"array","maxItems":100000,"items":{"$ref":"#/$defs/artifact","not":{"type":"object","required":["external"],"properties":{"external":{"const":true}}}}},"decisions":{"type":"array","maxItems":10000,"items":{"type":"object","required":["step","choice","alternatives_considered","rationale"],"properties":{"step":{"type":"string","minLength":1,"maxLength":1024},"choice":{"type":"string","minLength":1,"maxLength":1024},"alternatives_considered":{"type":"array","maxItems":1000,"items":{"type":"string","maxLength":1024}},"rationale":{"type":"string","minLength":1,"maxLength":65536}}}},"parameters":{"type":"object"},"errors":{"description":"Every external call's exit code, with a stderr excerpt.","type":"array","maxItems":100000,"items":{"type":"object","required":["step","tool","exit_code","stderr_excerpt"],"properties":{"step":{"type":"string","maxLength":1024},"tool":{"type":"string","maxLength":1024},"exit_code":{"type":"integer"},"stderr_excerpt":{"type":"string","maxLength":65536}}}},"consumed_passports":{"description":"passport_ids of upstream passports this skill consumed (forms a DAG).","type":"array","maxItems":10000,"items":{"$ref":"#/$defs/uuidV4"}},"downstream_hints":{"type":"object","required":["next_skills"],"properties":{"next_skills":{"type":"array","maxItems":1000,"items":{"$ref":"#/$defs/slug"}},"expected_inputs":{"type":"array","maxItems":1000,"items":{"type":"string","maxLength":256}}}}},"$defs":{"uuidV4":{"description":"A UUID version 4 (RFC 9562), lowercase or uppercase hex.","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-4[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},"slug":{"description":"A skill slug: lowercase letters, digits and single hyphens.","type":"string","maxLength":128,"pattern":"^[a-z0-9]+(?:[-_.][a-z0-9]+)*$"},"sha256":{"description":"Lowercase hexadecimal SHA-256 digest, 64 characters, no prefix.","type":"string","pattern":"^[0-9a-f]{64}$"},"artifact":{"type":"object","required":["path","sha256"],"properties":{"type":{"type":"string","maxLength":128},"path":{"description":"A file path without NUL characters (no file name holds one).","type":"string","minLength":1,"maxLength":4096,"pattern":"^[^\\x00]*$"},"sha256":{"$ref":"#/$defs/sha256"},"size_bytes":{"type":"integer","minimum":0},"source":{"type":"string","maxLength":4096},"external":{"description":"True for an input outside the repository: its path is absolute on the producer's machine; the audit verifies it under the config's external-inputs locations, and notes it unverified elsewhere.","type":"boolean"},"uri":{"description":"Where the artifact can be fetched (URL, s3://, DOI resolver), for an external input.","type":"string","maxLength":4096}}}}};
const schema32 = {"description":"A UUID version 4 (RFC 9562), lowercase or uppercase hex.","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-4[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"};
const schema33 = {"description":"A skill slug: lowercase letters, digits and single hyphens.","type":"string","maxLength":128,"pattern":"^[a-z0-9]+(?:[-_.][a-z0-9]+)*$"};
const func1 = ((count) => (s) => (/[\uD800-\uDFFF]/.test(s) ? count(s) : s.length))((__webpack_require__(6214)["default"]));
const pattern4 = new RegExp("^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-[0-9A-Za-z.-]+)?(?:\\+[0-9A-Za-z.-]+)?$", "");
const pattern5 = new RegExp("^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-4[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$", "");
const pattern6 = new RegExp("^[a-z0-9]+(?:[-_.][a-z0-9]+)*$", "");
const pattern9 = new RegExp("^/", "");
const formats0 = (__webpack_require__(779)/* .fullFormats */ .U9)["date-time"];
const schema34 = {"type":"object","required":["path","sha256"],"properties":{"type":{"type":"string","maxLength":128},"path":{"description":"A file path without NUL characters (no file name holds one).","type":"string","minLength":1,"maxLength":4096,"pattern":"^[^\\x00]*$"},"sha256":{"$ref":"#/$defs/sha256"},"size_bytes":{"type":"integer","minimum":0},"source":{"type":"string","maxLength":4096},"external":{"description":"True for an input outside the repository: its path is absolute on the producer's machine; the audit verifies it under the config's external-inputs locations, and notes it unverified elsewhere.","type":"boolean"},"uri":{"description":"Where the artifact can be fetched (URL, s3://, DOI resolver), for an external input.","type":"string","maxLength":4096}}};
const schema35 = {"description":"Lowercase hexadecimal SHA-256 digest, 64 characters, no prefix.","type":"string","pattern":"^[0-9a-f]{64}$"};
const pattern7 = new RegExp("^[^\\x00]*$", "");
const pattern8 = new RegExp("^[0-9a-f]{64}$", "");

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.path === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.sha256 === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sha256"},message:"must have required property '"+"sha256"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 === "string"){
if(func1(data0) > 128){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.path !== undefined){
let data1 = data.path;
if(typeof data1 === "string"){
if(func1(data1) > 4096){
const err4 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data1) < 1){
const err5 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern7.test(data1)){
const err6 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/pattern",keyword:"pattern",params:{pattern: "^[^\\x00]*$"},message:"must match pattern \""+"^[^\\x00]*$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.sha256 !== undefined){
let data2 = data.sha256;
if(typeof data2 === "string"){
if(!pattern8.test(data2)){
const err8 = {instancePath:instancePath+"/sha256",schemaPath:"#/$defs/sha256/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/sha256",schemaPath:"#/$defs/sha256/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.size_bytes !== undefined){
let data3 = data.size_bytes;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err10 = {instancePath:instancePath+"/size_bytes",schemaPath:"#/properties/size_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/size_bytes",schemaPath:"#/properties/size_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.source !== undefined){
let data4 = data.source;
if(typeof data4 === "string"){
if(func1(data4) > 4096){
const err12 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.external !== undefined){
if(typeof data.external !== "boolean"){
const err14 = {instancePath:instancePath+"/external",schemaPath:"#/properties/external/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.uri !== undefined){
let data6 = data.uri;
if(typeof data6 === "string"){
if(func1(data6) > 4096){
const err15 = {instancePath:instancePath+"/uri",schemaPath:"#/properties/uri/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/uri",schemaPath:"#/properties/uri/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":{"type":true,"path":true,"sha256":true,"size_bytes":true,"source":true,"external":true,"uri":true},"dynamicProps":false,"dynamicItems":false};


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://passport-gate.dev/schemas/passport.v1.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.schema_version === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schema_version"},message:"must have required property '"+"schema_version"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.passport_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "passport_id"},message:"must have required property '"+"passport_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.created_at === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "created_at"},message:"must have required property '"+"created_at"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.produced_by === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "produced_by"},message:"must have required property '"+"produced_by"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.inputs === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "inputs"},message:"must have required property '"+"inputs"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.outputs === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "outputs"},message:"must have required property '"+"outputs"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.decisions === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "decisions"},message:"must have required property '"+"decisions"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.errors === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "errors"},message:"must have required property '"+"errors"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.downstream_hints === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "downstream_hints"},message:"must have required property '"+"downstream_hints"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.schema_version !== undefined){
let data0 = data.schema_version;
if(typeof data0 === "string"){
if(func1(data0) > 64){
const err9 = {instancePath:instancePath+"/schema_version",schemaPath:"#/properties/schema_version/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern4.test(data0)){
const err10 = {instancePath:instancePath+"/schema_version",schemaPath:"#/properties/schema_version/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-[0-9A-Za-z.-]+)?(?:\\+[0-9A-Za-z.-]+)?$"},message:"must match pattern \""+"^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-[0-9A-Za-z.-]+)?(?:\\+[0-9A-Za-z.-]+)?$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/schema_version",schemaPath:"#/properties/schema_version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.passport_id !== undefined){
let data1 = data.passport_id;
if(typeof data1 === "string"){
if(!pattern5.test(data1)){
const err12 = {instancePath:instancePath+"/passport_id",schemaPath:"#/$defs/uuidV4/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-4[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-4[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/passport_id",schemaPath:"#/$defs/uuidV4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.created_at !== undefined){
let data2 = data.created_at;
if(typeof data2 === "string"){
if(func1(data2) > 64){
const err14 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(formats0.validate(data2))){
const err15 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.produced_by !== undefined){
let data3 = data.produced_by;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.skill === undefined){
const err17 = {instancePath:instancePath+"/produced_by",schemaPath:"#/properties/produced_by/required",keyword:"required",params:{missingProperty: "skill"},message:"must have required property '"+"skill"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data3.skill_version === undefined){
const err18 = {instancePath:instancePath+"/produced_by",schemaPath:"#/properties/produced_by/required",keyword:"required",params:{missingProperty: "skill_version"},message:"must have required property '"+"skill_version"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data3.skill !== undefined){
let data4 = data3.skill;
if(typeof data4 === "string"){
if(func1(data4) > 128){
const err19 = {instancePath:instancePath+"/produced_by/skill",schemaPath:"#/$defs/slug/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!pattern6.test(data4)){
const err20 = {instancePath:instancePath+"/produced_by/skill",schemaPath:"#/$defs/slug/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(?:[-_.][a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(?:[-_.][a-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/produced_by/skill",schemaPath:"#/$defs/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data3.skill_version !== undefined){
let data5 = data3.skill_version;
if(typeof data5 === "string"){
if(func1(data5) > 128){
const err22 = {instancePath:instancePath+"/produced_by/skill_version",schemaPath:"#/properties/produced_by/properties/skill_version/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func1(data5) < 1){
const err23 = {instancePath:instancePath+"/produced_by/skill_version",schemaPath:"#/properties/produced_by/properties/skill_version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/produced_by/skill_version",schemaPath:"#/properties/produced_by/properties/skill_version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data3.agent !== undefined){
let data6 = data3.agent;
if(typeof data6 === "string"){
if(func1(data6) > 256){
const err25 = {instancePath:instancePath+"/produced_by/agent",schemaPath:"#/properties/produced_by/properties/agent/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/produced_by/agent",schemaPath:"#/properties/produced_by/properties/agent/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data3.session_id !== undefined){
let data7 = data3.session_id;
if(typeof data7 === "string"){
if(func1(data7) > 256){
const err27 = {instancePath:instancePath+"/produced_by/session_id",schemaPath:"#/properties/produced_by/properties/session_id/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/produced_by/session_id",schemaPath:"#/properties/produced_by/properties/session_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/produced_by",schemaPath:"#/properties/produced_by/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.inputs !== undefined){
let data8 = data.inputs;
if(Array.isArray(data8)){
if(data8.length > 100000){
const err30 = {instancePath:instancePath+"/inputs",schemaPath:"#/properties/inputs/maxItems",keyword:"maxItems",params:{limit: 100000},message:"must NOT have more than 100000 items"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
if(!(validate21(data9, {instancePath:instancePath+"/inputs/" + i0,parentData:data8,parentDataProperty:i0,rootData,dynamicAnchors}))){
if (vErrors === null) vErrors = validate21.errors; else for (const e of validate21.errors) vErrors.push(e);
errors = vErrors.length;
}
const _errs22 = errors;
let valid6 = true;
const _errs23 = errors;
if(errors === _errs23){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing0;
if((data9.external === undefined) && (missing0 = "external")){
const err31 = {};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
else {
if(data9.external !== undefined){
if(true !== data9.external){
const err32 = {};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
}
else {
const err33 = {};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
var _valid0 = _errs23 === errors;
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs26 = errors;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.path !== undefined){
let data11 = data9.path;
if(typeof data11 === "string"){
if(!pattern9.test(data11)){
const err34 = {instancePath:instancePath+"/inputs/" + i0+"/path",schemaPath:"#/properties/inputs/items/then/properties/path/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/inputs/" + i0+"/path",schemaPath:"#/properties/inputs/items/then/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath:instancePath+"/inputs/" + i0,schemaPath:"#/properties/inputs/items/then/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid0 = _errs26 === errors;
valid6 = _valid0;
if(valid6){
var props0 = {};
props0.path = true;
props0.external = true;
props0.type = true;
props0.sha256 = true;
props0.size_bytes = true;
props0.source = true;
props0.uri = true;
}
}
if(!valid6){
const err37 = {instancePath:instancePath+"/inputs/" + i0,schemaPath:"#/properties/inputs/items/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/inputs",schemaPath:"#/properties/inputs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.outputs !== undefined){
let data12 = data.outputs;
if(Array.isArray(data12)){
if(data12.length > 100000){
const err39 = {instancePath:instancePath+"/outputs",schemaPath:"#/properties/outputs/maxItems",keyword:"maxItems",params:{limit: 100000},message:"must NOT have more than 100000 items"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
const len1 = data12.length;
for(let i1=0; i1<len1; i1++){
let data13 = data12[i1];
if(!(validate21(data13, {instancePath:instancePath+"/outputs/" + i1,parentData:data12,parentDataProperty:i1,rootData,dynamicAnchors}))){
if (vErrors === null) vErrors = validate21.errors; else for (const e of validate21.errors) vErrors.push(e);
errors = vErrors.length;
}
const _errs33 = errors;
const _errs34 = errors;
if(errors === _errs34){
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
let missing1;
if((data13.external === undefined) && (missing1 = "external")){
const err40 = {};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
else {
if(data13.external !== undefined){
if(true !== data13.external){
const err41 = {};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
}
else {
const err42 = {};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
var valid11 = _errs34 === errors;
if(valid11){
const err43 = {instancePath:instancePath+"/outputs/" + i1,schemaPath:"#/properties/outputs/items/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
else {
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err44 = {instancePath:instancePath+"/outputs",schemaPath:"#/properties/outputs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.decisions !== undefined){
let data15 = data.decisions;
if(Array.isArray(data15)){
if(data15.length > 10000){
const err45 = {instancePath:instancePath+"/decisions",schemaPath:"#/properties/decisions/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
const len2 = data15.length;
for(let i2=0; i2<len2; i2++){
let data16 = data15[i2];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.step === undefined){
const err46 = {instancePath:instancePath+"/decisions/" + i2,schemaPath:"#/properties/decisions/items/required",keyword:"required",params:{missingProperty: "step"},message:"must have required property '"+"step"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data16.choice === undefined){
const err47 = {instancePath:instancePath+"/decisions/" + i2,schemaPath:"#/properties/decisions/items/required",keyword:"required",params:{missingProperty: "choice"},message:"must have required property '"+"choice"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data16.alternatives_considered === undefined){
const err48 = {instancePath:instancePath+"/decisions/" + i2,schemaPath:"#/properties/decisions/items/required",keyword:"required",params:{missingProperty: "alternatives_considered"},message:"must have required property '"+"alternatives_considered"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data16.rationale === undefined){
const err49 = {instancePath:instancePath+"/decisions/" + i2,schemaPath:"#/properties/decisions/items/required",keyword:"required",params:{missingProperty: "rationale"},message:"must have required property '"+"rationale"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data16.step !== undefined){
let data17 = data16.step;
if(typeof data17 === "string"){
if(func1(data17) > 1024){
const err50 = {instancePath:instancePath+"/decisions/" + i2+"/step",schemaPath:"#/properties/decisions/items/properties/step/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(func1(data17) < 1){
const err51 = {instancePath:instancePath+"/decisions/" + i2+"/step",schemaPath:"#/properties/decisions/items/properties/step/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/decisions/" + i2+"/step",schemaPath:"#/properties/decisions/items/properties/step/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data16.choice !== undefined){
let data18 = data16.choice;
if(typeof data18 === "string"){
if(func1(data18) > 1024){
const err53 = {instancePath:instancePath+"/decisions/" + i2+"/choice",schemaPath:"#/properties/decisions/items/properties/choice/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(func1(data18) < 1){
const err54 = {instancePath:instancePath+"/decisions/" + i2+"/choice",schemaPath:"#/properties/decisions/items/properties/choice/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/decisions/" + i2+"/choice",schemaPath:"#/properties/decisions/items/properties/choice/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data16.alternatives_considered !== undefined){
let data19 = data16.alternatives_considered;
if(Array.isArray(data19)){
if(data19.length > 1000){
const err56 = {instancePath:instancePath+"/decisions/" + i2+"/alternatives_considered",schemaPath:"#/properties/decisions/items/properties/alternatives_considered/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
const len3 = data19.length;
for(let i3=0; i3<len3; i3++){
let data20 = data19[i3];
if(typeof data20 === "string"){
if(func1(data20) > 1024){
const err57 = {instancePath:instancePath+"/decisions/" + i2+"/alternatives_considered/" + i3,schemaPath:"#/properties/decisions/items/properties/alternatives_considered/items/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/decisions/" + i2+"/alternatives_considered/" + i3,schemaPath:"#/properties/decisions/items/properties/alternatives_considered/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath:instancePath+"/decisions/" + i2+"/alternatives_considered",schemaPath:"#/properties/decisions/items/properties/alternatives_considered/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data16.rationale !== undefined){
let data21 = data16.rationale;
if(typeof data21 === "string"){
if(func1(data21) > 65536){
const err60 = {instancePath:instancePath+"/decisions/" + i2+"/rationale",schemaPath:"#/properties/decisions/items/properties/rationale/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(func1(data21) < 1){
const err61 = {instancePath:instancePath+"/decisions/" + i2+"/rationale",schemaPath:"#/properties/decisions/items/properties/rationale/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/decisions/" + i2+"/rationale",schemaPath:"#/properties/decisions/items/properties/rationale/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/decisions/" + i2,schemaPath:"#/properties/decisions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
else {
const err64 = {instancePath:instancePath+"/decisions",schemaPath:"#/properties/decisions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data.parameters !== undefined){
let data22 = data.parameters;
if(!(data22 && typeof data22 == "object" && !Array.isArray(data22))){
const err65 = {instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data.errors !== undefined){
let data23 = data.errors;
if(Array.isArray(data23)){
if(data23.length > 100000){
const err66 = {instancePath:instancePath+"/errors",schemaPath:"#/properties/errors/maxItems",keyword:"maxItems",params:{limit: 100000},message:"must NOT have more than 100000 items"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
const len4 = data23.length;
for(let i4=0; i4<len4; i4++){
let data24 = data23[i4];
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
if(data24.step === undefined){
const err67 = {instancePath:instancePath+"/errors/" + i4,schemaPath:"#/properties/errors/items/required",keyword:"required",params:{missingProperty: "step"},message:"must have required property '"+"step"+"'"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(data24.tool === undefined){
const err68 = {instancePath:instancePath+"/errors/" + i4,schemaPath:"#/properties/errors/items/required",keyword:"required",params:{missingProperty: "tool"},message:"must have required property '"+"tool"+"'"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data24.exit_code === undefined){
const err69 = {instancePath:instancePath+"/errors/" + i4,schemaPath:"#/properties/errors/items/required",keyword:"required",params:{missingProperty: "exit_code"},message:"must have required property '"+"exit_code"+"'"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data24.stderr_excerpt === undefined){
const err70 = {instancePath:instancePath+"/errors/" + i4,schemaPath:"#/properties/errors/items/required",keyword:"required",params:{missingProperty: "stderr_excerpt"},message:"must have required property '"+"stderr_excerpt"+"'"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data24.step !== undefined){
let data25 = data24.step;
if(typeof data25 === "string"){
if(func1(data25) > 1024){
const err71 = {instancePath:instancePath+"/errors/" + i4+"/step",schemaPath:"#/properties/errors/items/properties/step/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/errors/" + i4+"/step",schemaPath:"#/properties/errors/items/properties/step/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data24.tool !== undefined){
let data26 = data24.tool;
if(typeof data26 === "string"){
if(func1(data26) > 1024){
const err73 = {instancePath:instancePath+"/errors/" + i4+"/tool",schemaPath:"#/properties/errors/items/properties/tool/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/errors/" + i4+"/tool",schemaPath:"#/properties/errors/items/properties/tool/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data24.exit_code !== undefined){
let data27 = data24.exit_code;
if(!(((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27))) && (isFinite(data27)))){
const err75 = {instancePath:instancePath+"/errors/" + i4+"/exit_code",schemaPath:"#/properties/errors/items/properties/exit_code/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data24.stderr_excerpt !== undefined){
let data28 = data24.stderr_excerpt;
if(typeof data28 === "string"){
if(func1(data28) > 65536){
const err76 = {instancePath:instancePath+"/errors/" + i4+"/stderr_excerpt",schemaPath:"#/properties/errors/items/properties/stderr_excerpt/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
else {
const err77 = {instancePath:instancePath+"/errors/" + i4+"/stderr_excerpt",schemaPath:"#/properties/errors/items/properties/stderr_excerpt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath:instancePath+"/errors/" + i4,schemaPath:"#/properties/errors/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
else {
const err79 = {instancePath:instancePath+"/errors",schemaPath:"#/properties/errors/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data.consumed_passports !== undefined){
let data29 = data.consumed_passports;
if(Array.isArray(data29)){
if(data29.length > 10000){
const err80 = {instancePath:instancePath+"/consumed_passports",schemaPath:"#/properties/consumed_passports/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
const len5 = data29.length;
for(let i5=0; i5<len5; i5++){
let data30 = data29[i5];
if(typeof data30 === "string"){
if(!pattern5.test(data30)){
const err81 = {instancePath:instancePath+"/consumed_passports/" + i5,schemaPath:"#/$defs/uuidV4/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-4[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-4[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
else {
const err82 = {instancePath:instancePath+"/consumed_passports/" + i5,schemaPath:"#/$defs/uuidV4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
}
else {
const err83 = {instancePath:instancePath+"/consumed_passports",schemaPath:"#/properties/consumed_passports/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data.downstream_hints !== undefined){
let data31 = data.downstream_hints;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(data31.next_skills === undefined){
const err84 = {instancePath:instancePath+"/downstream_hints",schemaPath:"#/properties/downstream_hints/required",keyword:"required",params:{missingProperty: "next_skills"},message:"must have required property '"+"next_skills"+"'"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(data31.next_skills !== undefined){
let data32 = data31.next_skills;
if(Array.isArray(data32)){
if(data32.length > 1000){
const err85 = {instancePath:instancePath+"/downstream_hints/next_skills",schemaPath:"#/properties/downstream_hints/properties/next_skills/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
const len6 = data32.length;
for(let i6=0; i6<len6; i6++){
let data33 = data32[i6];
if(typeof data33 === "string"){
if(func1(data33) > 128){
const err86 = {instancePath:instancePath+"/downstream_hints/next_skills/" + i6,schemaPath:"#/$defs/slug/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(!pattern6.test(data33)){
const err87 = {instancePath:instancePath+"/downstream_hints/next_skills/" + i6,schemaPath:"#/$defs/slug/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(?:[-_.][a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(?:[-_.][a-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
else {
const err88 = {instancePath:instancePath+"/downstream_hints/next_skills/" + i6,schemaPath:"#/$defs/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
}
else {
const err89 = {instancePath:instancePath+"/downstream_hints/next_skills",schemaPath:"#/properties/downstream_hints/properties/next_skills/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data31.expected_inputs !== undefined){
let data34 = data31.expected_inputs;
if(Array.isArray(data34)){
if(data34.length > 1000){
const err90 = {instancePath:instancePath+"/downstream_hints/expected_inputs",schemaPath:"#/properties/downstream_hints/properties/expected_inputs/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
const len7 = data34.length;
for(let i7=0; i7<len7; i7++){
let data35 = data34[i7];
if(typeof data35 === "string"){
if(func1(data35) > 256){
const err91 = {instancePath:instancePath+"/downstream_hints/expected_inputs/" + i7,schemaPath:"#/properties/downstream_hints/properties/expected_inputs/items/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
else {
const err92 = {instancePath:instancePath+"/downstream_hints/expected_inputs/" + i7,schemaPath:"#/properties/downstream_hints/properties/expected_inputs/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
}
else {
const err93 = {instancePath:instancePath+"/downstream_hints/expected_inputs",schemaPath:"#/properties/downstream_hints/properties/expected_inputs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
}
else {
const err94 = {instancePath:instancePath+"/downstream_hints",schemaPath:"#/properties/downstream_hints/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
else {
const err95 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":{"schema_version":true,"passport_id":true,"created_at":true,"produced_by":true,"inputs":true,"outputs":true,"decisions":true,"parameters":true,"errors":true,"consumed_passports":true,"downstream_hints":true},"dynamicProps":false,"dynamicItems":false};

exports.$W = validate24;
const schema38 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://passport-gate.dev/schemas/config.schema.json","title":"passport-gate configuration (.passport-gate.yml)","type":"object","additionalProperties":false,"properties":{"outputs":{"description":"Globs (relative to the root) naming output directories that must carry a passport.","type":"array","items":{"type":"string","minLength":1,"maxLength":512},"maxItems":1000},"ignore":{"description":"Globs of files and directories to leave out of discovery.","type":"array","items":{"type":"string","minLength":1,"maxLength":512},"maxItems":1000},"rules":{"description":"Severity override per rule id: error, warning, notice or off.","type":"object","additionalProperties":{"enum":["error","warning","notice","off"]}},"path-base":{"description":"How inputs[]/outputs[] paths are resolved: relative to the repository root (the seed's convention) or to the passport's directory.","enum":["root","passport"]},"max-passport-bytes":{"description":"Passports larger than this are refused with passport-too-large.","type":"integer","minimum":1024,"maximum":1073741824},"allow-empty":{"description":"In all mode, accept a repository with no passports even when outputs globs are set.","type":"boolean"},"envelopes":{"description":"Globs of router handoff envelopes.","type":"array","items":{"type":"string","minLength":1,"maxLength":512},"maxItems":1000},"skill-graphs":{"description":"Globs of skill graph files.","type":"array","items":{"type":"string","minLength":1,"maxLength":512},"maxItems":1000},"packets":{"description":"Globs of agent handoff packets.","type":"array","items":{"type":"string","minLength":1,"maxLength":512},"maxItems":1000},"external-inputs":{"description":"Absolute directories outside the repository where inputs recorded as external (a reference genome, a database) may be read and verified by their sha256. Nothing else outside the repository is ever read; on a pull request the base branch's config decides.","type":"array","items":{"type":"string","minLength":2,"maxLength":4096,"pattern":"^/.*[^/]$"},"maxItems":100},"packet-max-age-seconds":{"description":"Longest allowed delay between a packet and its acknowledgment (the seed's 300 s).","type":"integer","minimum":0}}};
const func25 = Object.prototype.hasOwnProperty;
const pattern12 = new RegExp("^/.*[^/]$", "");

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://passport-gate.dev/schemas/config.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func25.call(schema38.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.outputs !== undefined){
let data0 = data.outputs;
if(Array.isArray(data0)){
if(data0.length > 1000){
const err1 = {instancePath:instancePath+"/outputs",schemaPath:"#/properties/outputs/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 === "string"){
if(func1(data1) > 512){
const err2 = {instancePath:instancePath+"/outputs/" + i0,schemaPath:"#/properties/outputs/items/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data1) < 1){
const err3 = {instancePath:instancePath+"/outputs/" + i0,schemaPath:"#/properties/outputs/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/outputs/" + i0,schemaPath:"#/properties/outputs/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath:instancePath+"/outputs",schemaPath:"#/properties/outputs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.ignore !== undefined){
let data2 = data.ignore;
if(Array.isArray(data2)){
if(data2.length > 1000){
const err6 = {instancePath:instancePath+"/ignore",schemaPath:"#/properties/ignore/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
let data3 = data2[i1];
if(typeof data3 === "string"){
if(func1(data3) > 512){
const err7 = {instancePath:instancePath+"/ignore/" + i1,schemaPath:"#/properties/ignore/items/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data3) < 1){
const err8 = {instancePath:instancePath+"/ignore/" + i1,schemaPath:"#/properties/ignore/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/ignore/" + i1,schemaPath:"#/properties/ignore/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/ignore",schemaPath:"#/properties/ignore/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.rules !== undefined){
let data4 = data.rules;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key1 in data4){
let data5 = data4[key1];
if(!((((data5 === "error") || (data5 === "warning")) || (data5 === "notice")) || (data5 === "off"))){
const err11 = {instancePath:instancePath+"/rules/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/rules/additionalProperties/enum",keyword:"enum",params:{allowedValues: schema38.properties.rules.additionalProperties.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/rules",schemaPath:"#/properties/rules/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data["path-base"] !== undefined){
let data6 = data["path-base"];
if(!((data6 === "root") || (data6 === "passport"))){
const err13 = {instancePath:instancePath+"/path-base",schemaPath:"#/properties/path-base/enum",keyword:"enum",params:{allowedValues: schema38.properties["path-base"].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data["max-passport-bytes"] !== undefined){
let data7 = data["max-passport-bytes"];
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err14 = {instancePath:instancePath+"/max-passport-bytes",schemaPath:"#/properties/max-passport-bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 1073741824 || isNaN(data7)){
const err15 = {instancePath:instancePath+"/max-passport-bytes",schemaPath:"#/properties/max-passport-bytes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1073741824},message:"must be <= 1073741824"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data7 < 1024 || isNaN(data7)){
const err16 = {instancePath:instancePath+"/max-passport-bytes",schemaPath:"#/properties/max-passport-bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1024},message:"must be >= 1024"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data["allow-empty"] !== undefined){
if(typeof data["allow-empty"] !== "boolean"){
const err17 = {instancePath:instancePath+"/allow-empty",schemaPath:"#/properties/allow-empty/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.envelopes !== undefined){
let data9 = data.envelopes;
if(Array.isArray(data9)){
if(data9.length > 1000){
const err18 = {instancePath:instancePath+"/envelopes",schemaPath:"#/properties/envelopes/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const len2 = data9.length;
for(let i2=0; i2<len2; i2++){
let data10 = data9[i2];
if(typeof data10 === "string"){
if(func1(data10) > 512){
const err19 = {instancePath:instancePath+"/envelopes/" + i2,schemaPath:"#/properties/envelopes/items/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(func1(data10) < 1){
const err20 = {instancePath:instancePath+"/envelopes/" + i2,schemaPath:"#/properties/envelopes/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/envelopes/" + i2,schemaPath:"#/properties/envelopes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/envelopes",schemaPath:"#/properties/envelopes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data["skill-graphs"] !== undefined){
let data11 = data["skill-graphs"];
if(Array.isArray(data11)){
if(data11.length > 1000){
const err23 = {instancePath:instancePath+"/skill-graphs",schemaPath:"#/properties/skill-graphs/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
const len3 = data11.length;
for(let i3=0; i3<len3; i3++){
let data12 = data11[i3];
if(typeof data12 === "string"){
if(func1(data12) > 512){
const err24 = {instancePath:instancePath+"/skill-graphs/" + i3,schemaPath:"#/properties/skill-graphs/items/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(func1(data12) < 1){
const err25 = {instancePath:instancePath+"/skill-graphs/" + i3,schemaPath:"#/properties/skill-graphs/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/skill-graphs/" + i3,schemaPath:"#/properties/skill-graphs/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/skill-graphs",schemaPath:"#/properties/skill-graphs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.packets !== undefined){
let data13 = data.packets;
if(Array.isArray(data13)){
if(data13.length > 1000){
const err28 = {instancePath:instancePath+"/packets",schemaPath:"#/properties/packets/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
const len4 = data13.length;
for(let i4=0; i4<len4; i4++){
let data14 = data13[i4];
if(typeof data14 === "string"){
if(func1(data14) > 512){
const err29 = {instancePath:instancePath+"/packets/" + i4,schemaPath:"#/properties/packets/items/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(func1(data14) < 1){
const err30 = {instancePath:instancePath+"/packets/" + i4,schemaPath:"#/properties/packets/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/packets/" + i4,schemaPath:"#/properties/packets/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/packets",schemaPath:"#/properties/packets/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data["external-inputs"] !== undefined){
let data15 = data["external-inputs"];
if(Array.isArray(data15)){
if(data15.length > 100){
const err33 = {instancePath:instancePath+"/external-inputs",schemaPath:"#/properties/external-inputs/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
const len5 = data15.length;
for(let i5=0; i5<len5; i5++){
let data16 = data15[i5];
if(typeof data16 === "string"){
if(func1(data16) > 4096){
const err34 = {instancePath:instancePath+"/external-inputs/" + i5,schemaPath:"#/properties/external-inputs/items/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(func1(data16) < 2){
const err35 = {instancePath:instancePath+"/external-inputs/" + i5,schemaPath:"#/properties/external-inputs/items/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!pattern12.test(data16)){
const err36 = {instancePath:instancePath+"/external-inputs/" + i5,schemaPath:"#/properties/external-inputs/items/pattern",keyword:"pattern",params:{pattern: "^/.*[^/]$"},message:"must match pattern \""+"^/.*[^/]$"+"\""};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/external-inputs/" + i5,schemaPath:"#/properties/external-inputs/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/external-inputs",schemaPath:"#/properties/external-inputs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data["packet-max-age-seconds"] !== undefined){
let data17 = data["packet-max-age-seconds"];
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err39 = {instancePath:instancePath+"/packet-max-age-seconds",schemaPath:"#/properties/packet-max-age-seconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
const err40 = {instancePath:instancePath+"/packet-max-age-seconds",schemaPath:"#/properties/packet-max-age-seconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
}
else {
const err41 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

/** Validators by schema key. */
module.exports.y$ = {
  "passport": module.exports.P,
  "config": module.exports.$W,
};


/***/ })

};
