export const id = 764;
export const ids = [764];
export const modules = {

/***/ 31454:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AU: () => (/* binding */ decideVerdict),
/* harmony export */   eh: () => (/* binding */ summarize),
/* harmony export */   k6: () => (/* binding */ listFailingPassports)
/* harmony export */ });
/* unused harmony export statusOf */
/* harmony import */ var _formats_ack_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(47613);
/* harmony import */ var _repo_ownership_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35493);
/* harmony import */ var _core_rule_registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(52505);
/* harmony import */ var _core_findings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(44637);
/**
 * The one verdict: every status a report shows — each passport's, each
 * handoff document's, the findings that belong to neither, `passed`, and
 * through `passed` the exit code and the check run's conclusion — is computed
 * here, from the findings and `fail-on` alone. The audit pipeline, the handoff audit
 * and the shard merge all call it, so no surface can say "pass" while another
 * says "fail" (a report failing at `--fail-on warning` while every passport
 * showed `pass` was the defect this module exists to prevent).
 *
 * A finding belongs to the passports of the output directory that owns its
 * path — the passport file itself, or any path below that directory that no
 * nearer output directory owns: the layout's and `stamp`'s ownership rule
 * (repo/ownership.ts createFindingOwnerLookup), so the passport a finding fails
 * is the one whose re-stamp can clear it — or to the handoff document at its
 * path (an acknowledgment's findings belong to its packet). What belongs to
 * none — an output directory without a passport, a run-level finding — is
 * counted as `unattributed`, and fails like any other subject.
 */




/**
 * The report's summary: what the run counted (passports in scope, artifacts verified, bytes
 * hashed) beside the verdict's counts. One shape for an audit's report and a merge of shards'.
 */
function summarize(verdict, failOn, run) {
    return {
        passports: run.passports,
        artifacts_verified: run.artifactsVerified,
        bytes_hashed: run.bytesHashed,
        ...verdict.counts,
        fail_on: failOn,
        passed: verdict.passed,
        unattributed: verdict.unattributed,
    };
}
/** The paths of the passports that fail: the chain graph marks them. */
function listFailingPassports(verdict) {
    return new Set(verdict.passports.filter((p) => p.status === 'fail').map((p) => p.path));
}
/** pass or fail for one subject's findings: fail when any is at or above `failOn` (never: nothing fails). */
function statusOf(own, failOn) {
    return own.some((f) => (0,_core_rule_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .isFailing */ .DI)(f.severity, failOn)) ? 'fail' : 'pass';
}
function setCounts(subject, own, failOn) {
    const c = (0,_core_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .countBySeverity */ .Ot)(own);
    return {
        ...subject,
        errors: c.error,
        warnings: c.warning,
        notices: c.notice,
        status: statusOf(own, failOn),
    };
}
/**
 * Decides the verdict of a report's findings under `failOn`. `passports` and `handoffs` are
 * the subjects the report shows (their counts and statuses are recomputed, never trusted).
 * Invariant, held by a property test: `passed` is true exactly when every passport, every
 * handoff document and the unattributed findings pass.
 */
function decideVerdict(input) {
    const { findings, failOn } = input;
    const passportsByPath = new Map();
    const passportsByDir = new Map();
    input.passports.forEach((p, i) => {
        passportsByPath.set(p.path, [...(passportsByPath.get(p.path) ?? []), i]);
        passportsByDir.set(p.directory, [...(passportsByDir.get(p.directory) ?? []), i]);
    });
    const handoffByPath = new Map();
    input.handoffs.forEach((h, i) => {
        handoffByPath.set(h.path, i);
        if (h.kind === 'packet')
            handoffByPath.set((0,_formats_ack_path_js__WEBPACK_IMPORTED_MODULE_3__/* .ackPathOf */ .o)(h.path), i);
    });
    const passportFindings = input.passports.map(() => []);
    const handoffFindings = input.handoffs.map(() => []);
    const unattributed = [];
    const ownerOf = (0,_repo_ownership_js__WEBPACK_IMPORTED_MODULE_0__/* .createFindingOwnerLookup */ .zY)(new Set([...(input.outputDirs ?? []), ...passportsByDir.keys()]));
    /** The passports of the output directory that owns `rel` (none: it has no passport here). */
    const ownersOf = (rel) => {
        const owner = ownerOf(rel);
        return owner === null ? undefined : passportsByDir.get(owner);
    };
    for (const f of findings) {
        const handoff = handoffByPath.get(f.path);
        if (handoff !== undefined) {
            handoffFindings[handoff].push(f);
            continue;
        }
        const owners = passportsByPath.get(f.path) ?? ownersOf(f.path);
        if (owners === undefined)
            unattributed.push(f);
        else
            for (const i of owners)
                passportFindings[i].push(f);
    }
    const passports = input.passports.map((p, i) => setCounts(p, passportFindings[i], failOn));
    const handoffs = input.handoffs.map((h, i) => setCounts(h, handoffFindings[i], failOn));
    const other = setCounts({ path: '', errors: 0, warnings: 0, notices: 0, status: 'pass' }, unattributed, failOn);
    const c = (0,_core_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .countBySeverity */ .Ot)(findings);
    return {
        passed: statusOf(findings, failOn) === 'pass',
        counts: { errors: c.error, warnings: c.warning, notices: c.notice },
        passports,
        handoffs,
        unattributed: {
            errors: other.errors,
            warnings: other.warnings,
            notices: other.notices,
            status: other.status,
        },
    };
}


/***/ }),

/***/ 89611:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ parseCommandArgs)
/* harmony export */ });
/* unused harmony export UnknownOptionError */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_did_you_mean_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16345);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70017);
/**
 * node:util parseArgs with the errors a user can act on. parseArgs's own
 * messages speak about its API ("To specify a positional argument starting with
 * a '-' …"); here an unknown option becomes one line naming the command, the
 * nearest option it does have ("did you mean --all?") or its usage line, and
 * where its help is. Every command parses through {@link parseCommandArgs}.
 */



/** A command line option the command does not have. */
class UnknownOptionError extends _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb {
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
                ? (0,_util_did_you_mean_js__WEBPACK_IMPORTED_MODULE_2__/* .didYouMean */ .au)(option.slice(2), longNames, (n) => `--${n}`)
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
                return new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${command}: ${option} takes no value (${seeHelp})`);
            // "ambiguous": the next argument starts with "-" (`--root --all`), taken for an option.
            const dashed = /ambiguous/.test(error.message)
                ? `; a value starting with "-" is written ${option}=VALUE`
                : '';
            return new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${command}: ${option} needs a value, e.g. ${describeValue(help, option)}${dashed}`);
        }
        case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL': {
            const bare = quoted.replace(/^-*/, '');
            const names = options.map(([name]) => name);
            const hint = names.includes(bare)
                ? `; did you mean --${bare}?`
                : (0,_util_did_you_mean_js__WEBPACK_IMPORTED_MODULE_2__/* .didYouMean */ .au)(bare, names, (n) => `--${n}`);
            return new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${command} takes no argument ${JSON.stringify(quoted)}${hint || `; usage: ${usage}`}`);
        }
        default:
            return new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${command}: ${error.message.split('\n')[0] ?? ''}`);
    }
}
/** `--root DIR` as the help text shows the option, or `--root VALUE`. */
function describeValue(help, option) {
    const escaped = option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const shown = new RegExp(`^ {2}(?:-\\w, )?${escaped} (\\S+)`, 'm').exec(help)?.[1];
    return `${option} ${shown ?? 'VALUE'}`;
}


/***/ }),

/***/ 81122:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bu: () => (/* binding */ parseConfigText),
/* harmony export */   Cu: () => (/* binding */ DEFAULT_CONFIG_FILE),
/* harmony export */   GW: () => (/* binding */ MAX_CONFIG_BYTES),
/* harmony export */   PV: () => (/* binding */ DEFAULT_CONFIG),
/* harmony export */   RG: () => (/* binding */ readConfigFile),
/* harmony export */   Uk: () => (/* binding */ usesAttestations),
/* harmony export */   Z9: () => (/* binding */ loadConfig),
/* harmony export */   f2: () => (/* binding */ findDefaultConfigFile),
/* harmony export */   qQ: () => (/* binding */ ENGINE_MODES),
/* harmony export */   te: () => (/* binding */ parseConfigBytes)
/* harmony export */ });
/* unused harmony exports ALTERNATE_CONFIG_FILE, CONFIG_KEYS */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_did_you_mean_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(16345);
/* harmony import */ var _util_globs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22395);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(70017);
/* harmony import */ var _formats_schema_validator_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(32446);
/* harmony import */ var _fs_paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(31283);
/* harmony import */ var _fs_safe_read_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(30603);
/* harmony import */ var _core_rule_registry_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(52505);
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
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`both ${DEFAULT_CONFIG_FILE} and ${ALTERNATE_CONFIG_FILE} exist; keep one (passport-gate reads either spelling, not both)`);
    }
    return yaml ? ALTERNATE_CONFIG_FILE : DEFAULT_CONFIG_FILE;
}
/** Default cap on one passport: generous enough for 50,000 outputs at ~200 bytes each. */
const DEFAULT_MAX_PASSPORT_BYTES = 16 * 1024 * 1024;
/** The seed's acknowledgment window (validate_handoff: 300 s). */
const DEFAULT_PACKET_MAX_AGE_SECONDS = 300;
/** The config file cannot be larger than this. */
const MAX_CONFIG_BYTES = 256 * 1024;
/** Every {@link EngineMode} (the schema's enum, `audit --engine`). */
const ENGINE_MODES = ['auto', 'snakemake', 'none'];
/** True when the config asks anything of attestations (else the audit skips the stage). */
function usesAttestations(config) {
    return config.attestations.require.length > 0 || config.attestations.trust.length > 0;
}
/** No attestation is required and nobody is trusted. */
const NO_ATTESTATIONS = Object.freeze({
    require: [],
    trust: [],
    trustedRoot: null,
});
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
    attestations: NO_ATTESTATIONS,
    citationLock: 'optional',
    engine: 'auto',
    reproduceNondeterministic: [],
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
    'attestations',
    'citations',
    'engine',
    'reproduce',
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
    const problems = (0,_formats_schema_validator_js__WEBPACK_IMPORTED_MODULE_4__/* .validateWithSchema */ .CW)('config', raw).map((v) => {
        const unknownKey = /^\/[^/]*$/.test(v.pointer) && v.message.startsWith('unknown property');
        const hint = unknownKey ? (0,_util_did_you_mean_js__WEBPACK_IMPORTED_MODULE_8__/* .didYouMean */ .au)(v.pointer.slice(1), CONFIG_KEYS) : '';
        return `${at(v.pointer, unknownKey)}${v.pointer || '(root)'} ${v.message}${hint}`;
    });
    const data = raw;
    const rules = {};
    if (data.rules && typeof data.rules === 'object') {
        for (const [id, level] of Object.entries(data.rules)) {
            if (!(0,_core_rule_registry_js__WEBPACK_IMPORTED_MODULE_7__/* .isRuleId */ .KX)(id)) {
                const name = id;
                const pointer = `/rules/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
                const hint = (0,_util_did_you_mean_js__WEBPACK_IMPORTED_MODULE_8__/* .didYouMean */ .au)(name, _core_rule_registry_js__WEBPACK_IMPORTED_MODULE_7__/* .RULES */ .y0.map((r) => r.id));
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
    problems.push(...checkAttestationPaths(data.attestations, at));
    if (problems.length > 0) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`invalid config ${source}:\n  ${problems.join('\n  ')}`);
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
        attestations: normalizeAttestations(data.attestations),
        citationLock: data.citations?.lock === 'required'
            ? 'required'
            : 'optional',
        engine: ENGINE_MODES.find((m) => m === data.engine) ?? 'auto',
        reproduceNondeterministic: Array.isArray(data.reproduce?.nondeterministic)
            ? data.reproduce.nondeterministic
            : [],
    };
    // Compile every glob now so a bad pattern fails at load time with its key.
    (0,_util_globs_js__WEBPACK_IMPORTED_MODULE_2__/* .compileGlobs */ .t)(config.outputs, 'outputs');
    (0,_util_globs_js__WEBPACK_IMPORTED_MODULE_2__/* .compileGlobs */ .t)(config.ignore, 'ignore');
    (0,_util_globs_js__WEBPACK_IMPORTED_MODULE_2__/* .compileGlobs */ .t)(config.envelopes, 'envelopes');
    (0,_util_globs_js__WEBPACK_IMPORTED_MODULE_2__/* .compileGlobs */ .t)(config.skillGraphs, 'skill-graphs');
    (0,_util_globs_js__WEBPACK_IMPORTED_MODULE_2__/* .compileGlobs */ .t)(config.packets, 'packets');
    (0,_util_globs_js__WEBPACK_IMPORTED_MODULE_2__/* .compileGlobs */ .t)(config.attestations.require, 'attestations.require');
    (0,_util_globs_js__WEBPACK_IMPORTED_MODULE_2__/* .compileGlobs */ .t)(config.reproduceNondeterministic ?? [], 'reproduce.nondeterministic');
    return config;
}
/** A repository path as the config may name a key or a trusted root: relative, normalized. */
function isRepositoryPath(p) {
    return (!p.startsWith('/') &&
        !p.includes('\\') &&
        !p.includes('\0') &&
        node_path__WEBPACK_IMPORTED_MODULE_1___default().posix.normalize(p) === p &&
        p !== '.' &&
        p !== '..' &&
        !p.startsWith('../'));
}
/** Problems with the paths of `attestations:` (schema-valid otherwise). */
function checkAttestationPaths(raw, at) {
    if (!raw || typeof raw !== 'object')
        return [];
    const problems = [];
    const section = raw;
    const bad = (pointer, p) => problems.push(`${at(pointer, false)}${pointer} must be a normalized path inside the repository (no leading "/", no "..", "." or "//"): ${JSON.stringify(p)}`);
    if (Array.isArray(section.trust))
        section.trust.forEach((entry, i) => {
            const key = entry?.key;
            if (typeof key === 'string' && !isRepositoryPath(key))
                bad(`/attestations/trust/${i}/key`, key);
        });
    const root = section['trusted-root'];
    if (typeof root === 'string' && !isRepositoryPath(root))
        bad('/attestations/trusted-root', root);
    return problems;
}
/** The `attestations:` section of a schema-valid config. */
function normalizeAttestations(raw) {
    if (!raw || typeof raw !== 'object')
        return NO_ATTESTATIONS;
    const section = raw;
    const trust = (section.trust ?? []).map((t) => t.key !== undefined
        ? { kind: 'key', key: t.key }
        : {
            kind: 'identity',
            issuer: t.issuer ?? '',
            repository: t.repository ?? '',
            workflow: t.workflow ?? '',
            ref: t.ref ?? '',
        });
    return { require: section.require ?? [], trust, trustedRoot: section['trusted-root'] ?? null };
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
    const { parseYamlDocument } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(535)]).then(__webpack_require__.bind(__webpack_require__, 67535));
    const parsed = parseYamlDocument(bytes, { maxBytes: MAX_CONFIG_BYTES });
    if (!parsed.ok) {
        const { kind, message, line, column } = parsed.problem;
        if (kind === 'empty')
            return { ...DEFAULT_CONFIG };
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`invalid config ${source}:${line}:${column}: ${message}`);
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
    if ((0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isInside */ .FK)(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(root), absolute)) {
        let realRoot;
        try {
            realRoot = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(root);
        }
        catch {
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`root ${JSON.stringify(root)} is not a readable directory`);
        }
        const rel = (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .toPosixRelative */ .T0)(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(root), absolute);
        const resolved = await (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .resolveInsideRoot */ .Pk)(realRoot, rel);
        if (!resolved.ok && resolved.reason === 'missing')
            return { kind: 'absent' };
        if (!resolved.ok)
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`config ${label} is a symbolic link, or lies under one, that leads out of the repository root; it is not read`);
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
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`cannot read config ${label}: ${code ?? String(error)}`);
        }
    }
    const read = await (0,_fs_safe_read_js__WEBPACK_IMPORTED_MODULE_6__/* .readFileCapped */ .uh)(real, MAX_CONFIG_BYTES);
    if (read.ok)
        return { kind: 'file', bytes: read.bytes };
    if (read.reason === 'missing')
        return { kind: 'absent' };
    if (read.reason === 'not-regular')
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`config ${label} ${read.detail}; it must be a regular file`);
    if (read.reason === 'too-large')
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`config ${label} ${read.detail}`);
    throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`cannot read config ${label}: it ${read.detail}`);
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
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`cannot read config ${label}: it does not exist`);
    }
    return parseConfigBytes(read.bytes, label);
}


/***/ }),

/***/ 263:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ trustedFilesAt),
/* harmony export */   r: () => (/* binding */ workingTreeFiles)
/* harmony export */ });
/* harmony import */ var _core_base_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47140);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70017);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(81122);
/**
 * The policy's own files beside the config: the public keys and the trusted root
 * `attestations:` names. They decide what is verified, so they are read where the
 * config in force was read: the base commit on a pull request (the action's
 * github/config-source.ts, the CLI's `audit --config-from REF`), else the working
 * tree. A pull request cannot make its own key trusted by committing it.
 *
 * At a trusted commit they are read through the one port every policy file at the base is read
 * through (core/base-files.ts, over git or the host's contents API: vcs/base-files.ts), so the
 * keys cannot come from a different place, or by a different path, than the config and the
 * `.gitattributes`, `.gitignore` and skill graph in force.
 */



/** Largest key or trusted-root file read. */
const MAX_TRUST_FILE_BYTES = 256 * 1024;
/** The working tree's files (no base commit: the config was read there too). */
function workingTreeFiles(root) {
    return {
        label: 'the working tree',
        async read(rel) {
            const read = await (0,_config_js__WEBPACK_IMPORTED_MODULE_1__/* .readConfigFile */ .RG)(root, rel, rel);
            return read.kind === 'file' ? read.bytes : null;
        },
    };
}
/**
 * The policy's files at a trusted commit, read through its {@link BaseFiles}. `rootRel`: the
 * audited root below the top level ('' at the top), since the config names them relative to
 * the root. A file over {@link MAX_TRUST_FILE_BYTES} (or not a file) is a ConfigurationError;
 * one that cannot be read throws as {@link BaseFiles.read} does: never the checkout's instead.
 */
function trustedFilesAt(base, rootRel) {
    const files = (0,_core_base_files_js__WEBPACK_IMPORTED_MODULE_2__/* .rootBaseFiles */ .X)(base, rootRel);
    return {
        label: base.label,
        async read(rel) {
            const blob = await files.read(rel, MAX_TRUST_FILE_BYTES);
            if (blob.kind === 'refused')
                throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${rel} at ${base.label} ${blob.detail}; it is not read`);
            return blob.kind === 'file' ? Buffer.from(blob.bytes) : null;
        },
    };
}


/***/ }),

/***/ 47140:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ rootBaseFiles)
/* harmony export */ });
/**
 * The files of a trusted commit (the base of a pull request or merge group, the CLI's
 * `--config-from REF`), as the gate reads the policy files there: everything the pull request
 * controls that decides what is verified (vcs/base-policy.ts) is read from the base, never
 * from the checkout. Implemented over git (vcs/base-files.ts), with the host's API standing in
 * for a commit the checkout does not have.
 */
/**
 * The files of `base` below `prefix` (a POSIX path from the top level, '' for the top itself),
 * by paths relative to it: the audited root's view of the trusted commit.
 */
function rootBaseFiles(base, prefix) {
    if (prefix === '')
        return base;
    const under = `${prefix}/`;
    return {
        label: base.label,
        sha: base.sha,
        read: (rel, maxBytes) => base.read(`${under}${rel}`, maxBytes),
        async list() {
            const all = await base.list();
            return all === null
                ? null
                : all.filter((p) => p.startsWith(under)).map((p) => p.slice(under.length));
        },
    };
}


/***/ }),

/***/ 44637:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ot: () => (/* binding */ countBySeverity),
/* harmony export */   RQ: () => (/* binding */ FindingSink),
/* harmony export */   TO: () => (/* binding */ describeChainDepths),
/* harmony export */   Tc: () => (/* binding */ sortFindings),
/* harmony export */   _8: () => (/* binding */ readMessage),
/* harmony export */   fl: () => (/* binding */ findingKey)
/* harmony export */ });
/* harmony import */ var _rule_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52505);
/**
 * Building findings: severity comes from the registry unless the config
 * overrides it, and `off` drops the finding. Every producer of findings goes
 * through {@link FindingSink}, so overrides apply uniformly.
 */

/** The text of a finding's message: rendered now when it is a {@link LazyMessage}. */
function readMessage(message) {
    return typeof message === 'function' ? message() : message;
}
/**
 * What makes two findings one: every field a report line shows. The audit keeps one finding
 * per key and the merge of shard reports (audit/merge.ts) collapses by the same key, so a
 * fact met twice (a consumed id listed twice meets its producer twice) is one finding in both.
 */
function findingKey(f) {
    return JSON.stringify([
        f.rule,
        f.severity,
        f.path,
        f.line ?? null,
        f.column ?? null,
        f.pointer ?? null,
        f.passport_id ?? null,
        f.message,
    ]);
}
/**
 * What makes two findings with the same message one: {@link findingKey} without the message,
 * made only when two findings share a message (rare: most messages name their path).
 */
const keyBesideMessage = (f) => JSON.stringify([
    f.rule,
    f.severity,
    f.path,
    f.line ?? null,
    f.column ?? null,
    f.pointer ?? null,
    f.passport_id ?? null,
]);
/**
 * Collects findings, applying severity overrides; one finding per {@link findingKey}.
 *
 * The findings are looked up by their message, the string they already hold, not by a
 * {@link findingKey} string per finding: that key copied every message once more and was kept
 * to the end of the run (docs/performance.md, "Issue 41").
 * Findings that share a message are told apart by {@link keyBesideMessage} in a map of their
 * own, so a message met by many findings (a rule whose message does not name its path) stays
 * one hash lookup per finding, never a scan of the others. A finding whose message is a
 * {@link LazyMessage} keeps no text: it is looked up by its place (path and pointer), and its
 * message is rendered only to tell it from a finding alike in every other field.
 */
class FindingSink {
    overrides;
    findings = [];
    byMessage = new Map();
    /** Findings with a lazy message, by path and then pointer ('' for none). */
    byPlace = new Map();
    /** The rules of the findings with text, and of those with a lazy message. */
    eagerRules = new Set();
    lazyRules = new Set();
    constructor(overrides = {}) {
        this.overrides = overrides;
    }
    /** Adds one finding (dropped when its rule is turned off, or when it was already added). */
    add(input) {
        const severity = this.overrides[input.rule] ?? (0,_rule_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .getRule */ .rF)(input.rule).defaultSeverity;
        if (severity === 'off')
            return;
        const lazy = typeof input.message === 'function' ? input.message : null;
        const finding = { rule: input.rule, severity };
        if (lazy === null)
            finding.message = input.message;
        else
            defineLazyMessage(finding, lazy);
        finding.path = input.path;
        if (input.line !== undefined)
            finding.line = input.line;
        if (input.column !== undefined)
            finding.column = input.column;
        if (input.pointer !== undefined)
            finding.pointer = input.pointer;
        if (input.passport_id !== undefined)
            finding.passport_id = input.passport_id;
        if (!(lazy === null ? this.isNewEager(finding) : this.isNewLazy(finding)))
            return;
        this.findings.push(finding);
    }
    /** Adds many findings. */
    addAll(inputs) {
        for (const i of inputs)
            this.add(i);
    }
    /**
     * Remembers a finding whose message is text and says whether no finding of the same
     * {@link findingKey} came before: among those with text, by its message; among those
     * rendered lazily (only for a rule some of them have), at its place.
     */
    isNewEager(finding) {
        if (this.lazyRules.has(finding.rule) && this.findAtPlace(finding, finding.message))
            return false;
        this.eagerRules.add(finding.rule);
        const seen = this.byMessage.get(finding.message);
        if (seen === undefined) {
            this.byMessage.set(finding.message, finding);
            return true;
        }
        const key = keyBesideMessage(finding);
        if (!(seen instanceof Map)) {
            if (keyBesideMessage(seen) === key)
                return false;
            this.byMessage.set(finding.message, new Map([
                [keyBesideMessage(seen), seen],
                [key, finding],
            ]));
            return true;
        }
        if (seen.has(key))
            return false;
        seen.set(key, finding);
        return true;
    }
    /**
     * Remembers a finding whose message is rendered lazily and says whether no finding of the
     * same {@link findingKey} came before. It is kept by its place (path, then pointer), not by its
     * text, so no text stays behind; a message is rendered only to compare it with a finding
     * alike in every other field, or (for a rule that also reports text) to look the text up.
     */
    isNewLazy(finding) {
        if (this.eagerRules.has(finding.rule)) {
            const text = finding.message;
            const seen = this.byMessage.get(text);
            if (seen !== undefined) {
                const key = keyBesideMessage(finding);
                if (seen instanceof Map ? seen.has(key) : keyBesideMessage(seen) === key)
                    return false;
            }
            if (this.findAtPlace(finding, text))
                return false;
        }
        else if (this.findAtPlace(finding, null))
            return false;
        this.lazyRules.add(finding.rule);
        const pointer = finding.pointer ?? '';
        let byPointer = this.byPlace.get(finding.path);
        if (byPointer === undefined) {
            byPointer = new Map();
            this.byPlace.set(finding.path, byPointer);
        }
        const there = byPointer.get(pointer);
        if (there === undefined)
            byPointer.set(pointer, finding);
        else if (Array.isArray(there))
            there.push(finding);
        else
            byPointer.set(pointer, [there, finding]);
        return true;
    }
    /**
     * Whether a lazily rendered finding at `finding`'s place has its {@link findingKey}; `text` is
     * its message when already rendered (null: rendered only if a finding there is alike in every
     * other field).
     */
    findAtPlace(finding, text) {
        const there = this.byPlace.get(finding.path)?.get(finding.pointer ?? '');
        if (there === undefined)
            return false;
        for (const other of Array.isArray(there) ? there : [there]) {
            if (other.rule === finding.rule &&
                other.severity === finding.severity &&
                other.line === finding.line &&
                other.column === finding.column &&
                other.pointer === finding.pointer &&
                other.passport_id === finding.passport_id &&
                other.message === (text ?? finding.message))
                return true;
        }
        return false;
    }
}
/** Where a finding with a lazy message keeps its {@link LazyMessage} (not enumerable: no report shows it). */
const RENDER = Symbol('render');
/** The `message` of a finding whose message is lazy: one getter for every such finding. */
const lazyMessageAccessor = {
    get() {
        return this[RENDER]();
    },
    // An assignment makes it text, as on any other finding.
    set(text) {
        Object.defineProperty(this, 'message', {
            value: text,
            writable: true,
            enumerable: true,
            configurable: true,
        });
    },
    enumerable: true,
    configurable: true,
};
/**
 * Gives `finding` a `message` read through `render`: an own, enumerable property in the place a
 * text message has (after `severity`), so a report, a spread, `Object.keys` and a comparison see
 * the same finding as one with its text; only the text is not kept.
 */
function defineLazyMessage(finding, render) {
    Object.defineProperty(finding, RENDER, { value: render });
    Object.defineProperty(finding, 'message', lazyMessageAccessor);
}
/**
 * Orders findings along the chain, then by path, then line, then severity (most severe first),
 * then rule: stable output for diffs. `depthOf` gives a directory's depth in the
 * consumed_passports graph (0 for a producer nothing feeds; see {@link describeChainDepths}),
 * so a root cause upstream is read before the consumers it breaks, whatever the directories'
 * names; run-level findings (no path) come first. Without it: by path alone.
 */
function sortFindings(findings, depthOf = () => 0) {
    const depth = (f) => (f.path === '' ? -1 : depthOf(dirnameOf(f.path)));
    return findings.sort((a, b) => depth(a) - depth(b) ||
        (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) ||
        (a.line ?? 0) - (b.line ?? 0) ||
        _rule_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_RANK */ .f3[b.severity] - _rule_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_RANK */ .f3[a.severity] ||
        (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0) ||
        (a.message < b.message ? -1 : a.message > b.message ? 1 : 0));
}
const dirnameOf = (rel) => {
    const i = rel.lastIndexOf('/');
    return i < 0 ? '.' : rel.slice(0, i);
};
/**
 * Each passport directory's depth along the report's consumed_passports graph (a producer
 * nothing feeds: 0; a consumer: one more than its deepest producer; an edge on a cycle is not
 * followed twice), for {@link sortFindings}. Read from the report's graph, so an audit and the
 * merge of its shard reports order alike. A directory not in the graph: 0.
 */
function describeChainDepths(graph) {
    const producers = new Map();
    for (const e of graph.edges) {
        const list = producers.get(e.from);
        if (list)
            list.push(e.to);
        else
            producers.set(e.from, [e.to]);
    }
    const depths = new Map();
    const visiting = new Set();
    const depthOfId = (id) => {
        const known = depths.get(id);
        if (known !== undefined)
            return known;
        if (visiting.has(id))
            return 0;
        visiting.add(id);
        let d = 0;
        for (const p of producers.get(id) ?? [])
            d = Math.max(d, depthOfId(p) + 1);
        visiting.delete(id);
        depths.set(id, d);
        return d;
    };
    const byDir = new Map();
    for (const n of graph.nodes) {
        if (n.path === null)
            continue;
        const dir = dirnameOf(n.path);
        byDir.set(dir, Math.max(byDir.get(dir) ?? 0, depthOfId(n.id)));
    }
    return (dir) => byDir.get(dir) ?? 0;
}
/** Counts findings by severity. */
function countBySeverity(findings) {
    const counts = { error: 0, warning: 0, notice: 0 };
    for (const f of findings)
        counts[f.severity]++;
    return counts;
}


/***/ }),

/***/ 91324:
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

/***/ 52505:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DI: () => (/* binding */ isFailing),
/* harmony export */   KX: () => (/* binding */ isRuleId),
/* harmony export */   QY: () => (/* binding */ getRuleDocUrl),
/* harmony export */   cP: () => (/* binding */ listFamilyRules),
/* harmony export */   f3: () => (/* binding */ SEVERITY_RANK),
/* harmony export */   rF: () => (/* binding */ getRule),
/* harmony export */   y0: () => (/* binding */ RULES)
/* harmony export */ });
/**
 * The rule registry: every rule id passport-gate can report, with the family that
 * judges it, its default severity, a one-line description and its docs anchor. Findings, config
 * validation (`rules:` keys), SARIF rule metadata and docs/rules.md all read
 * this one list, so a rule cannot exist in one place and not another.
 *
 * Rule ids are a public contract (config files, annotations, SARIF): never
 * rename one; add a new id instead.
 */
/** Where docs/rules.md is published; each rule has an anchor equal to its id. */
const RULES_DOC_URL = 'https://github.com/passport-gate/passport-gate/blob/main/docs/rules.md';
const rule = (id, family, format, defaultSeverity, description) => ({ id, family, format, defaultSeverity, description });
/** Every rule, in the order docs/rules.md presents them. */
const RULES = [
    // Material Passport (seed 000)
    rule('passport-invalid-json', 'passport-document', 'passport', 'error', 'The passport is not parseable JSON (empty, BOM, invalid UTF-8, syntax error or trailing data).'),
    rule('passport-duplicate-key', 'passport-document', 'passport', 'error', 'An object in the passport repeats a key, so its meaning is ambiguous.'),
    rule('passport-too-large', 'passport-document', 'passport', 'error', 'The passport exceeds the size, nesting or value cap and was not parsed.'),
    rule('passport-schema', 'passport-document', 'passport', 'error', 'The passport violates the Material Passport v1 schema.'),
    rule('passport-id-placeholder', 'passport-document', 'passport', 'warning', 'The passport_id is the seed\'s placeholder "uuid-v4" (its example passport) rather than a UUIDv4.'),
    rule('passport-unsupported-version', 'passport-document', 'passport', 'error', 'The passport schema_version has a major version other than 1.'),
    rule('passport-duplicate-id', 'chain', 'passport', 'error', 'Two passport files share one passport_id.'),
    rule('passport-id-reused', 'chain', 'passport', 'error', 'A passport_id the base commit knew on another passport, with other outputs, reappears on this one.'),
    rule('run-record-replaced-by-hand', 'chain', 'passport', 'error', 'A passport the base commit holds as written by `passport-gate run` is a hand record (`stamp`) now, with the same inputs and code but other outputs.'),
    rule('passport-run-id-empty', 'passport-document', 'passport', 'error', 'A passport file is named `.passport.json`: its run id (`<run-id>.passport.json`) is empty.'),
    rule('passport-missing', 'output-directories', 'passport', 'error', 'An output directory holds files but no passport (integrity-audit mode 4, missing provenance); without outputs: configured, output directories are inferred from the passports.'),
    rule('artifact-missing', 'file-access', 'artifact', 'error', 'An output listed by a passport does not exist.'),
    rule('artifact-hash-mismatch', 'artifact-digests', 'artifact', 'error', 'The sha256 of an output differs from the one its passport records.'),
    rule('artifact-size-mismatch', 'artifact-digests', 'artifact', 'error', 'The size of an output differs from its recorded size_bytes while its sha256 matches.'),
    rule('artifact-unlisted', 'output-directories', 'artifact', 'error', 'A file in an output directory is listed in the `outputs[]` of no passport there.'),
    rule('artifact-not-colocated', 'output-directories', 'artifact', 'error', "An output is listed outside its passport's directory (neither in it nor below it)."),
    rule('artifact-unreadable', 'file-access', 'artifact', 'error', 'An artifact is not a regular file (FIFO, socket, device, directory) or changed while it was read.'),
    rule('input-hash-mismatch', 'artifact-digests', 'artifact', 'error', 'An input present in the repository hashes differently from its recorded sha256.'),
    rule('input-missing', 'file-access', 'artifact', 'error', 'An input the passport records in the repository does not exist: renamed or deleted since the step read it.'),
    rule('input-unprovenanced', 'artifact-digests', 'artifact', 'error', 'An input has no producing passport (no passport the audit can read lists its path among the outputs of its own directory), no verifiable `source` and no `external` record.'),
    rule('input-external-unverified', 'external-inputs', 'artifact', 'notice', 'An external input (outside the repository) could not be verified: no configured external-inputs location holds it, or it is not there.'),
    rule('input-external-mismatch', 'external-inputs', 'artifact', 'error', 'An external input, reachable under a configured external-inputs location, hashes differently from its recorded sha256 or is not a regular file there.'),
    rule('path-outside-root', 'file-access', 'artifact', 'error', 'A path is absolute, climbs out with .., or resolves (through symlinks) outside the repository root.'),
    rule('path-ambiguous', 'file-access', 'artifact', 'warning', 'A path contains invisible or bidirectional control characters, differs from another only by case or Unicode normalization, or is written with a backslash or a trailing `/`.'),
    rule('path-not-utf8', 'run-level', 'artifact', 'error', 'A file or directory name is not valid UTF-8, so no passport can name it and it (with anything below it) was not audited.'),
    rule('directory-unreadable', 'run-level', 'artifact', 'error', 'A directory could not be listed, so nothing below it was audited.'),
    // Attested passports (who produced a passport: a Sigstore bundle beside it)
    rule('attestation-missing', 'attestations', 'passport', 'error', 'A passport under attestations.require has no Sigstore bundle (<run-id>.passport.sigstore.json) beside it.'),
    rule('attestation-invalid', 'attestations', 'passport', 'error', "A passport's bundle does not verify: unreadable, a bad signature, a broken certificate chain or log proof, or it signs other bytes than the passport and outputs now."),
    rule('attestation-untrusted', 'attestations', 'passport', 'error', "A passport's bundle verifies, but its signer (key or workflow identity) is not one the base commit's attestations.trust names."),
    rule('exit-nonzero', 'passport-document', 'passport', 'error', 'An errors[] entry records a non-zero exit_code.'),
    rule('passport-vouches-nothing', 'passport-document', 'passport', 'error', 'A passport records no input other than its code, no cited source and no parameter: its outputs point to nothing they came from.'),
    rule('citation-invalid', 'passport-document', 'passport', 'error', "An artifact `source` is not a verifiable record (DOI, PMID, PMCID, arXiv id, ISBN with its check digit, an accession of a known archive, an identifier's resolver address, URL with retrieval date) nor the statement `unresolved: <why>`: free text, an empty string, more than one identifier, a malformed identifier, or a bad check digit."),
    rule('citation-not-found', 'citations', 'passport', 'error', "A cited identifier's registry has no such record, as the citation lock in force records (`passport-gate resolve`): a mistyped or fabricated citation."),
    rule('citation-retracted', 'citations', 'passport', 'error', 'A cited work is retracted or withdrawn, as its registry says in the citation lock in force.'),
    rule('citation-unlocked', 'citations', 'passport', 'error', 'A cited identifier is not in the lock in force where one is required: the config says `citations: lock: required`, or the run asked the registries and this one could not be asked.'),
    rule('citation-lock-invalid', 'citations', 'run', 'error', 'The citation lock in force (passport-citations.lock.json) cannot be read: not JSON, not the lock schema, or too large.'),
    rule('citation-lock-changed', 'citations', 'run', 'notice', "The change edits passport-citations.lock.json; the trusted commit's lock stays in force until a run asks the registries."),
    rule('citation-lock-stale', 'citations', 'run', 'error', "The committed citation lock differs from what the registries say now (a run that asked them: the action's resolve-citations)."),
    rule('chain-unresolved', 'chain', 'chain', 'error', 'A consumed_passports id matches no passport in the repository that the audit can read.'),
    rule('chain-cycle', 'chain', 'chain', 'error', 'The consumed_passports graph has a cycle.'),
    rule('chain-missing-reference', 'chain', 'chain', 'error', "An input has the same path and the same sha256 as another passport's output, but that passport is not in consumed_passports."),
    rule('artifact-multiple-producers', 'chain', 'chain', 'error', 'Two passports list the same file as an output: a file has one producer.'),
    rule('chain-stale', 'chain', 'chain', 'error', 'The passport is stale: an input it records is no longer what its producer records (changed, renamed or deleted and the producer re-stamped), or it consumes a stale passport; it is a step of the re-run plan.'),
    rule('chain-time-order', 'chain', 'chain', 'error', "A consumer's created_at is earlier than its producer's."),
    rule('chain-time-unorderable', 'chain', 'chain', 'error', "A passport's created_at passes the schema but cannot be ordered (a leap second), so chain-time-order cannot be checked on its edges."),
    rule('chain-next-skill', 'chain', 'chain', 'notice', "The producer's downstream_hints.next_skills leaves out this consuming skill (an empty list leaves out every consumer)."),
    rule('chain-expected-input', 'chain', 'chain', 'notice', "An input taken from a producer's outputs has a type its downstream_hints.expected_inputs does not list."),
    // Router handoff envelope and skill graph (seed 002)
    rule('envelope-invalid-yaml', 'handoffs', 'envelope', 'error', 'The handoff envelope is not parseable YAML (duplicate keys included).'),
    rule('envelope-schema', 'handoffs', 'envelope', 'error', 'The handoff envelope violates the envelope v1 schema.'),
    rule('envelope-unobserved', 'handoffs', 'envelope', 'error', 'The envelope claims execution that was not observed, or fills a summary for a stage that did not run.'),
    rule('envelope-pass-limit', 'handoffs', 'envelope', 'error', 'pass.index is below 1 or above pass.max, or pass.max exceeds the canonical two passes.'),
    rule('envelope-unrepaired-fail', 'handoffs', 'envelope', 'error', 'A verifier FAIL does not end in one repair or a reported failure.'),
    rule('envelope-fail-no-blocking-errors', 'handoffs', 'envelope', 'error', 'verification_summary.status is FAIL but blocking_errors lists nothing.'),
    rule('envelope-return-to-router', 'handoffs', 'envelope', 'error', 'The envelope gives a return_to_router_reason but next_action names another skill than the router.'),
    rule('envelope-guard-identity', 'handoffs', 'envelope', 'error', 'A visual_prompt flagged human_representation_sensitive does not protect identity_and_cultural_specificity.'),
    rule('envelope-execution-unevidenced', 'handoffs', 'envelope', 'error', 'The envelope says a stage was executed, but the repository holds no host record of that run.'),
    rule('envelope-unordered', 'handoffs', 'envelope', 'error', "A directory's envelopes cannot be put in order, or pass.index goes back along their order."),
    rule('envelope-bypasses-router', 'handoffs', 'envelope', 'error', 'Between consecutive envelopes a skill other than the router changes what the router decides.'),
    rule('envelope-interpretation-unescalated', 'handoffs', 'envelope', 'error', 'An envelope with intent: interpret carries detector signals but hands control to a skill other than false-positive-reviewer, the router or the detector.'),
    rule('envelope-mutation-unrouted', 'handoffs', 'envelope', 'error', 'An envelope with a read-only intent (detect, or interpret without detector signals) hands control to a mutation owner (voice-preserving-rewriter, file-edit-in-place) instead of the router.'),
    rule('graph-invalid-yaml', 'handoffs', 'graph', 'error', 'The skill graph is not parseable YAML (duplicate keys included).'),
    rule('graph-schema', 'handoffs', 'graph', 'error', 'The skill graph violates the skill-graph v1 schema.'),
    rule('graph-unknown-skill', 'handoffs', 'graph', 'error', "An edge or an envelope's next_action names a skill the graph does not declare."),
    rule('graph-terminal-outgoing', 'handoffs', 'graph', 'error', 'A terminal skill has an outgoing edge.'),
    rule('graph-edge-type', 'handoffs', 'graph', 'error', 'A typed edge connects other skills than the seed says its type connects.'),
    rule('graph-canonical-role', 'handoffs', 'graph', 'error', 'A skill the seed names is declared with another decision class, or the reviewer as not terminal.'),
    rule('graph-unbounded-cycle', 'handoffs', 'graph', 'error', 'A cycle in the skill graph has no edge with max_reentries <= 1.'),
    rule('graph-shared-ownership', 'handoffs', 'graph', 'error', 'Two skills own the same decision class.'),
    // Agent handoff packet (seed 004)
    rule('packet-invalid-json', 'handoffs', 'packet', 'error', 'The handoff packet is not parseable JSON.'),
    rule('packet-schema', 'handoffs', 'packet', 'error', 'The handoff packet violates the packet v1 schema.'),
    rule('packet-misfiled', 'handoffs', 'packet', 'error', "The packet is not in its to_agent's inbox, or its file name is not its handoff_id."),
    rule('packet-payload-schema', 'handoffs', 'packet', 'error', "The payload fails the packet's own output schema, or that schema does not compile."),
    rule('packet-payload-unvalidated', 'handoffs', 'packet', 'notice', 'The packet declares no output_schema, so its payload cannot be validated.'),
    rule('packet-unacknowledged', 'handoffs', 'packet', 'error', 'No acknowledgment file sits beside the packet.'),
    rule('packet-ack-invalid', 'handoffs', 'packet', 'error', 'The acknowledgment is not JSON, names another handoff or another agent than the receiver, is not ready to proceed, or predates the packet.'),
    rule('packet-stale', 'handoffs', 'packet', 'error', 'The acknowledgment came later than the allowed age after the packet.'),
    rule('packet-conflict', 'handoffs', 'packet', 'error', "Packets into one inbox conflict: a version downgrade or a change of sender (the seed's detect_handoff_conflict)."),
    rule('packet-next-agent', 'handoffs', 'packet', 'warning', 'next_steps.agent differs from to_agent.'),
    rule('packet-time-unorderable', 'handoffs', 'packet', 'error', 'A packet or acknowledgment timestamp passes the schema but cannot be ordered (a leap second), so its staleness and order cannot be checked.'),
    // The run itself
    rule('outputs-empty', 'run-level', 'run', 'error', 'The config names output directories but the repository holds no passports (set allow-empty to accept).'),
    rule('scope-widened', 'run-level', 'run', 'notice', 'A changed file name could not be placed in the tree, so every output directory was audited instead.'),
    rule('scope-empty', 'run-level', 'run', 'notice', 'The change touches no output directory or handoff file; nothing needed auditing.'),
    rule('submodule-unverified', 'run-level', 'run', 'error', 'A submodule in an output directory, or named by the change, is checked out without its content, so the gate cannot see it.'),
    rule('config-changed', 'run-level', 'run', 'notice', "The pull request changes the gate's config; the base commit's config is in force until merge."),
    rule('policy-changed', 'run-level', 'run', 'notice', "The pull request changes a .gitattributes, .gitignore or skill graph file; the base commit's are in force until merge, and what the pull request's would change is reported."),
    rule('base-unreadable', 'run-level', 'run', 'error', 'What the gate reads at the trusted base commit could not all be read (a clone without the commit, an API fault, cap or truncated tree), so nothing was judged; the run fails with exit 2.'),
    // `passport-gate reproduce`: the recorded steps run again (issue 38)
    rule('reproduce-differs', 'run-level', 'run', 'error', 'A step run again as recorded, in a scratch copy of the commit, wrote an output whose sha256 differs from its record (or did not write it), or whose bytes differ from the committed file.'),
    rule('reproduce-failed', 'run-level', 'run', 'error', 'A step run again as recorded, in a scratch copy of the commit, exited non-zero (or could not be started).'),
    rule('reproduce-unrecorded', 'run-level', 'run', 'notice', 'A passport in scope was recorded by hand (no recorded command), so reproduce cannot run its step again.'),
    rule('reproduce-not-reached', 'run-level', 'run', 'error', 'A step was not reproduced within the time budget (--max-seconds): it is not shown to make its outputs.'),
    rule('reproduce-consumer-not-reached', 'run-level', 'run', 'notice', 'In changed mode, a consumer of a changed step (which the change did not touch) was not reproduced: the budget (--max-seconds, reproduce-max-seconds) ran out on the changed steps first.'),
    // The workflow engine's record as a second witness (issue 40, audit --engine)
    rule('engine-input-disagrees', 'engine-records', 'passport', 'error', "The passport records an input the workflow engine did not give the step (nor name in its command), omits one it gave, or records an input at another sha256 than the engine's checksum."),
    rule('engine-command-disagrees', 'engine-records', 'passport', 'error', 'The command a run record ran is not, word for word, in the shell command the workflow engine recorded for the same output.'),
    rule('engine-parameter-disagrees', 'engine-records', 'passport', 'error', "A parameter value the passport records is neither among the engine's recorded params of the step nor written into its command."),
    rule('engine-time-disagrees', 'engine-records', 'passport', 'error', "The passport's run does not overlap the engine's job that made the same output (started after it ended, or ended before it started)."),
    rule('engine-record-unreadable', 'engine-records', 'run', 'error', "The workflow engine's record of an output a passport lists (or its .snakemake directory) could not be read: a symbolic link, too large, not JSON, or not in the engine's format."),
    rule('engine-record-missing', 'engine-records', 'run', 'error', "The config (engine: snakemake) or --engine asks for the engine's record, and no .snakemake/metadata lies under the root."),
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
/** The ids a family judges, in registry order: the family's `emits`. */
function listFamilyRules(family) {
    return RULES.filter((r) => r.family === family).map((r) => r.id);
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

/***/ 99881:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KH: () => (/* binding */ formatSignerIdentity),
/* harmony export */   Un: () => (/* binding */ formatSigner),
/* harmony export */   m: () => (/* binding */ signerIdentityKey)
/* harmony export */ });
/** The signer in one line, for messages and tables. */
function formatSigner(signer) {
    if (signer.kind === 'key')
        return `key ${signer.fingerprint}${signer.key !== null ? ` (${signer.key})` : ''}`;
    const where = signer.repository !== null
        ? `${signer.repository} ${signer.workflow ?? '?'} @ ${signer.ref ?? '?'}`
        : signer.subject;
    return `${where}${signer.commit !== null ? ` commit ${signer.commit.slice(0, 12)}` : ''} (issuer ${signer.issuer})`;
}
/**
 * Who the signer is, apart from the run: a key's fingerprint, or a workflow identity's issuer,
 * repository, workflow and ref (the four a `trust:` entry names). Two signatures by one
 * identity on different commits are one signer; a new key, another workflow or another ref is
 * another signer.
 */
function signerIdentityKey(signer) {
    if (signer.kind === 'key')
        return `key ${signer.fingerprint}`;
    if (signer.repository === null)
        return `workflow ${signer.issuer} ${signer.subject}`;
    return `workflow ${signer.issuer} ${signer.repository} ${signer.workflow ?? '?'} @ ${signer.ref ?? '?'}`;
}
/** The signer without the run's commit and key path: the identity a reviewer compares. */
function formatSignerIdentity(signer) {
    if (signer.kind === 'key')
        return `key ${signer.fingerprint}`;
    return formatSigner({ ...signer, commit: null });
}


/***/ }),

/***/ 47613:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ ACK_SUFFIX),
/* harmony export */   o: () => (/* binding */ ackPathOf)
/* harmony export */ });
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

/***/ 35703:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cb: () => (/* binding */ describeNotLookedUp),
/* harmony export */   XK: () => (/* binding */ UNRESOLVED_PREFIX),
/* harmony export */   az: () => (/* binding */ isLookedUp),
/* harmony export */   vh: () => (/* binding */ parseCitation)
/* harmony export */ });
/* unused harmony export ACCESSION_FAMILIES */
/**
 * Citations (seed 000, hard rule 1: "Every cited work must resolve to a verifiable record
 * (DOI, PMID, arXiv ID, ISBN, URL with retrieval date, or stable identifier). If a source
 * cannot be resolved, the skill must say so explicitly"). Pure: one string in, what it cites
 * (or why it cites nothing) out. The syntax and the check digits are checked here, offline;
 * whether the record exists is `passport-gate resolve`'s question (src/resolve/), whose answers
 * the lock file keeps (formats/citation-lock.ts).
 *
 * A citation is exactly one identifier (docs/rules.md, `citation-invalid`, is the reference):
 *  - DOI, PubMed, PubMed Central, arXiv, ISBN, or a stable accession of one of the field's
 *    archives (ACCESSION_FAMILIES: INSDC reads and sequences, assemblies, RefSeq, BioProject,
 *    BioSample, GEO, ArrayExpress, BioStudies, UniProt, PDB, Ensembl, RRID);
 *  - bare where its shape is unmistakable (`ERR123456`, `10.1038/x`, `PMC3737249`), or after a
 *    label naming its scheme or archive (`ENA accession ERR123456`, `doi: 10.1000/xyz`,
 *    `PMID: 12345678`, `RefSeq NC_001422.1`, `PDB 4HHB`): the label must issue that identifier;
 *  - or written as its resolver's address (`https://doi.org/10.1000/xyz`,
 *    `https://pubmed.ncbi.nlm.nih.gov/23903748/`, `https://identifiers.org/ena.embl:ERR123456`,
 *    RESOLVER_ADDRESSES), with or without a retrieval date: such an address IS the identifier,
 *    checked as one (lock, registries, retraction), never a mere dated URL;
 *  - a web address with the date it was read: `https://example.org/table.csv (retrieved 2026-06-17)`
 *  - or the explicit statement that the work could not be resolved: `unresolved: <why>`.
 * Anything else (`ENA`, `from the lab`, `trust me`, an identifier inside a sentence, two
 * identifiers) is free text, which cites nothing.
 */
/**
 * The accession families, in the order a bare identifier is tried (UniProt before INSDC
 * sequences: `P12345` is UniProt's shape, and INSDC issues no O, P or Q prefix).
 */
const ACCESSION_FAMILIES = [
    {
        // Sequence Read Archive objects, shared by ENA (E), NCBI (S) and DDBJ (D): runs,
        // experiments, samples, studies, submissions (A) and analyses (Z).
        archive: 'insdc-reads',
        name: 'an INSDC read archive (ENA/SRA/DDBJ)',
        pattern: /^[EDS]R[RXSPAZ]\d{6,9}$/,
        syntax: 'ERR, SRR, DRR (runs), ?RX, ?RS, ?RP, ?RA, ?RZ and 6 to 9 digits',
        shape: /^[EDS]R[RXSPAZ]\d/,
        bare: true,
        lookedUp: true,
    },
    {
        archive: 'bioproject',
        name: 'BioProject',
        pattern: /^PRJ[EDN][A-Z]\d{1,9}$/,
        syntax: 'PRJ, E/D/N, one letter, digits (PRJNA257197)',
        shape: /^PRJ/,
        bare: true,
        lookedUp: true,
    },
    {
        archive: 'biosample',
        name: 'BioSample',
        pattern: /^SAM(?:N|EA|EG|D)\d{1,9}$/,
        syntax: 'SAMN, SAMEA, SAMEG or SAMD and digits (SAMN02604091)',
        shape: /^SAM(?:N|E|D)\d/,
        bare: true,
        lookedUp: true,
    },
    {
        archive: 'geo',
        name: 'GEO',
        pattern: /^G(?:SE|SM|PL|DS)[1-9]\d{0,8}$/,
        syntax: 'GSE, GSM, GPL or GDS and a number (GSE12345)',
        shape: /^G(?:SE|SM|PL|DS)\d/,
        bare: true,
        lookedUp: true,
    },
    {
        archive: 'assembly',
        name: 'an assembly (GenBank/RefSeq)',
        pattern: /^GC[AF]_\d{9}\.[1-9]\d*$/,
        syntax: 'GCA_ or GCF_, 9 digits, a version (GCA_000001405.29)',
        shape: /^GC[AF]_/,
        bare: true,
        lookedUp: true,
    },
    {
        archive: 'refseq',
        name: 'RefSeq',
        pattern: /^(?:(?:AC|AP|NC|NG|NM|NP|NR|NT|NW|XM|XP|XR|YP|WP)_\d{6,9}|NZ_[A-Z]{2,6}\d{6,11})(?:\.[1-9]\d*)?$/,
        syntax: 'a two-letter prefix (NC, NG, NT, NW, NZ, NM, NR, XM, XR, NP, XP, YP, WP, AC, AP), an underscore, 6 to 9 digits and an optional version (NC_001422.1)',
        shape: /^(?:AC|AP|NC|NG|NM|NP|NR|NT|NW|NZ|XM|XP|XR|YP|WP)_/,
        bare: true,
        lookedUp: false,
    },
    {
        archive: 'arrayexpress',
        name: 'ArrayExpress',
        pattern: /^E-[A-Z]{4}-[1-9]\d{0,8}$/,
        syntax: 'E-, four letters, -, a number (E-MTAB-1234)',
        shape: /^E-[A-Z]/,
        bare: true,
        lookedUp: false,
    },
    {
        archive: 'biostudies',
        name: 'BioStudies',
        pattern: /^S-[A-Z]{4}[1-9]\d{0,9}$/,
        syntax: 'S-, four letters, a number (S-BSST123)',
        shape: /^S-[A-Z]/,
        bare: true,
        lookedUp: false,
    },
    {
        archive: 'ensembl',
        name: 'Ensembl',
        pattern: /^ENS(?:[A-Z]{3,6})?[EGTPR]\d{11}(?:\.[1-9]\d*)?$/,
        syntax: 'ENS, an optional species code, E/G/T/P/R and 11 digits, an optional version (ENSG00000139618)',
        shape: /^ENS[A-Z]*\d/,
        bare: true,
        lookedUp: false,
    },
    {
        archive: 'rrid',
        name: 'RRID',
        pattern: /^RRID:[A-Z][A-Za-z]*_[A-Za-z0-9][A-Za-z0-9_:.-]{0,63}$/,
        syntax: 'RRID:, the authority, _, its identifier (RRID:AB_2298772, RRID:SCR_002798)',
        shape: /^RRID:/,
        bare: true,
        lookedUp: false,
    },
    {
        // UniProt's own regular expression (uniprot.org, "UniProtKB accession numbers"), with an
        // optional isoform.
        archive: 'uniprot',
        name: 'UniProt',
        pattern: /^(?:[OPQ][0-9][A-Z0-9]{3}[0-9]|[A-NR-Z][0-9](?:[A-Z][A-Z0-9]{2}[0-9]){1,2})(?:-[1-9]\d*)?$/,
        syntax: 'six or ten characters as UniProt defines them (P69905, A0A023GPI8)',
        bare: true,
        lookedUp: false,
    },
    {
        // INSDC nucleotide and protein accessions, with an optional version.
        archive: 'insdc-sequence',
        name: 'an INSDC sequence (ENA/GenBank/DDBJ)',
        pattern: /^(?:[A-Z]\d{5}|[A-Z]{2}\d{6}|[A-Z]{2}\d{8}|[A-Z]{3}\d{5}|[A-Z]{3}\d{7}|[A-Z]{4}\d{8,10}|[A-Z]{6}\d{9,11})(?:\.[1-9]\d*)?$/,
        syntax: 'letters and digits as INSDC assigns them (AB123456.1, CP000001)',
        bare: true,
        lookedUp: true,
    },
    {
        // The extended PDB id stands alone.
        archive: 'pdb',
        name: 'PDB',
        pattern: /^pdb_\d{4}[a-z0-9]{4}$/,
        syntax: 'after a label, a digit 1-9 and three letters or digits (PDB 4HHB); or pdb_ and eight (pdb_00004hhb)',
        shape: /^pdb_/,
        bare: true,
        lookedUp: false,
    },
    {
        // Four characters, a digit first: a year or a code would pass alone, so only after a
        // label (`PDB 4HHB`).
        archive: 'pdb',
        name: 'PDB',
        pattern: /^[1-9][A-Za-z0-9]{3}$/,
        syntax: 'after a label, a digit 1-9 and three letters or digits (PDB 4HHB); or pdb_ and eight (pdb_00004hhb)',
        bare: false,
        lookedUp: false,
    },
];
/** The kinds a lookup service can resolve; URLs, ISBNs and statements are not looked up. */
const LOOKED_UP_KINDS = new Set(['doi', 'pmid', 'pmcid', 'arxiv']);
/**
 * True when `passport-gate resolve` asks a registry about this citation, so the lock can hold
 * it: a DOI, PMID, PMCID, arXiv id, or an accession of an archive it asks.
 */
function isLookedUp(citation) {
    if (LOOKED_UP_KINDS.has(citation.kind))
        return true;
    if (citation.kind !== 'accession')
        return false;
    return ACCESSION_FAMILIES.find((f) => f.archive === citation.archive)?.lookedUp === true;
}
/**
 * For an identifier no registry is asked about: what it was recognised as, said where a
 * reader would otherwise wonder (`recognised as RefSeq; not looked up`). Null for the rest.
 */
function describeNotLookedUp(citation) {
    if (isLookedUp(citation))
        return null;
    if (citation.kind === 'accession') {
        const family = ACCESSION_FAMILIES.find((f) => f.archive === citation.archive);
        return `recognised as ${family?.name ?? 'an accession'}; not looked up (passport-gate resolve asks no registry of it), so its syntax is all that is checked`;
    }
    if (citation.kind === 'isbn')
        return 'recognised as an ISBN; not looked up (no registry of ISBNs is open to all), so its check digit is all that is checked';
    return null;
}
/** The prefix of the explicit statement that a source could not be resolved. */
const UNRESOLVED_PREFIX = 'unresolved: ';
const DOI = /^(10\.\d{4,9}\/[^\s]+)$/;
const DOI_PREFIXED = /^doi:\s?(10\.\d{4,9}\/[^\s]+)$/i;
const PMID = /^PMID:?\s?([1-9]\d{0,8})$/i;
const PMCID = /^(?:PMCID:?\s?)?PMC([1-9]\d{0,8})$/i;
const ARXIV = /^arXiv:(\S+?)$/i;
const ARXIV_NEW = /^(\d{2})(\d{2})\.(\d{4,5})(v[1-9]\d*)?$/;
const ARXIV_OLD = /^([a-z]+(?:-[a-z]+)*)(\.[A-Z]{2})?\/(\d{2})(\d{2})(\d{3})(v[1-9]\d*)?$/;
const ISBN = /^ISBN(?:-1[03])?:?\s?([0-9][0-9 -]{8,15}[0-9Xx])$/;
const URL_RETRIEVED = /^(https?:\/\/\S+) \(retrieved (\d{4}-\d{2}-\d{2})\)$/;
/**
 * A label before an identifier: a name (words of letters, digits, `/`, `-`, `.`), then a colon,
 * a `#`, or spaces, then the identifier (one word). `ENA accession ERR123456`, `doi: 10.1/x`.
 */
const LABELLED = /^([A-Za-z][A-Za-z0-9/.-]*(?: [A-Za-z][A-Za-z0-9/.-]*){0,3}?)(?:\s*[:#]\s*|\s+)(\S+)$/;
/** Words after a name that say what kind of record follows (`ENA accession`, `PDB entry`). */
const LABEL_NOUNS = /(?: (?:accession(?: number| no\.?)?|acc\.?|id|identifier|entry|record|run|experiment|study|sample|series|platform|project|structure|sequence|assembly|gene|protein|number|no\.?))+$/;
const INSDC_ALL = [
    'insdc-reads',
    'insdc-sequence',
    'assembly',
    'bioproject',
    'biosample',
];
/** Labels (lower case, spaces single) and what each may name. */
const LABELS = new Map([
    ['doi', { kinds: ['doi'] }],
    ['pmid', { kinds: ['pmid'] }],
    ['pubmed', { kinds: ['pmid'] }],
    ['pmcid', { kinds: ['pmcid'] }],
    ['pmc', { kinds: ['pmcid'] }],
    ['pubmed central', { kinds: ['pmcid'] }],
    ['arxiv', { kinds: ['arxiv'] }],
    ['zenodo', { kinds: ['doi'], doiPrefixes: ['10.5281'] }],
    ['figshare', { kinds: ['doi'], doiPrefixes: ['10.6084'] }],
    ['dryad', { kinds: ['doi'], doiPrefixes: ['10.5061'] }],
    ['ena', { archives: INSDC_ALL }],
    ['ebi ena', { archives: INSDC_ALL }],
    ['european nucleotide archive', { archives: INSDC_ALL }],
    ['ddbj', { archives: INSDC_ALL }],
    ['insdc', { archives: ['insdc-reads', 'insdc-sequence', 'assembly'] }],
    ['embl', { archives: ['insdc-sequence'] }],
    ['sra', { archives: ['insdc-reads'] }],
    ['ncbi sra', { archives: ['insdc-reads'] }],
    ['sequence read archive', { archives: ['insdc-reads'] }],
    ['dra', { archives: ['insdc-reads'] }],
    ['genbank', { archives: ['insdc-sequence', 'assembly'] }],
    ['nucleotide', { archives: ['insdc-sequence', 'refseq'] }],
    ['ncbi nucleotide', { archives: ['insdc-sequence', 'refseq'] }],
    ['ncbi', { archives: [...INSDC_ALL, 'geo', 'refseq'] }],
    ['ncbi assembly', { archives: ['assembly'] }],
    ['refseq', { archives: ['refseq', 'assembly'] }],
    ['ncbi refseq', { archives: ['refseq', 'assembly'] }],
    ['geo', { archives: ['geo'] }],
    ['ncbi geo', { archives: ['geo'] }],
    ['gene expression omnibus', { archives: ['geo'] }],
    ['bioproject', { archives: ['bioproject'] }],
    ['ncbi bioproject', { archives: ['bioproject'] }],
    ['biosample', { archives: ['biosample'] }],
    ['biosamples', { archives: ['biosample'] }],
    ['ncbi biosample', { archives: ['biosample'] }],
    ['arrayexpress', { archives: ['arrayexpress'] }],
    ['biostudies', { archives: ['biostudies', 'arrayexpress'] }],
    ['uniprot', { archives: ['uniprot'] }],
    ['uniprotkb', { archives: ['uniprot'] }],
    ['swiss-prot', { archives: ['uniprot'] }],
    ['uniprotkb/swiss-prot', { archives: ['uniprot'] }],
    ['pdb', { archives: ['pdb'] }],
    ['rcsb pdb', { archives: ['pdb'] }],
    ['pdbe', { archives: ['pdb'] }],
    ['wwpdb', { archives: ['pdb'] }],
    ['protein data bank', { archives: ['pdb'] }],
    ['ensembl', { archives: ['ensembl'] }],
]);
const ok = (citation) => ({ ok: true, citation });
/** Reads one citation (an artifact's `source`). Never throws. */
function parseCitation(raw) {
    const text = raw.trim();
    if (text.length === 0)
        return { ok: false, problem: 'is empty: it names no record the claim can be checked against' };
    if (text.startsWith('unresolved:') || /^unresolved\b/i.test(text))
        return parseUnresolved(text);
    return parseIdentifier(text) ?? describeFreeText(text);
}
function parseUnresolved(text) {
    const reason = text.startsWith(UNRESOLVED_PREFIX)
        ? text.slice(UNRESOLVED_PREFIX.length).trim()
        : '';
    if (/\p{L}/u.test(reason))
        return ok({ kind: 'unresolved', key: reason, id: reason });
    return {
        ok: false,
        problem: `does not read \`${UNRESOLVED_PREFIX}<why>\` exactly (lower case, a colon, a space, then the reason in words)`,
        suggestion: `${UNRESOLVED_PREFIX}${reason || 'say what was tried and why no record was found'}`,
    };
}
/**
 * One identifier in one of the accepted forms, or a refusal that names what is wrong with an
 * identifier-shaped text (a check digit, a month, a label that does not issue it);
 * undefined when the text is no identifier.
 */
function parseIdentifier(text) {
    const doi = DOI.exec(text) ?? DOI_PREFIXED.exec(text);
    if (doi?.[1])
        return doiCitation(doi[1]);
    const pmid = PMID.exec(text);
    if (pmid?.[1])
        return ok({ kind: 'pmid', key: `pmid:${pmid[1]}`, id: pmid[1] });
    const pmc = PMCID.exec(text);
    if (pmc?.[1])
        return ok({ kind: 'pmcid', key: `pmcid:PMC${pmc[1]}`, id: `PMC${pmc[1]}` });
    const arxiv = ARXIV.exec(text);
    if (arxiv?.[1])
        return parseArxiv(arxiv[1]);
    const isbn = ISBN.exec(text);
    if (isbn?.[1])
        return parseIsbn(isbn[1]);
    if (/^https?:\/\//i.test(text))
        return parseUrl(text);
    const bare = parseAccession(text);
    if (bare)
        return bare;
    const labelled = LABELLED.exec(text);
    if (labelled?.[1] && labelled[2])
        return parseLabelled(labelled[1], labelled[2]);
    return undefined;
}
function doiCitation(id) {
    return ok({ kind: 'doi', key: `doi:${id.toLowerCase()}`, id });
}
/** A bare accession of a family that may stand alone; a malformed one of a known shape named. */
function parseAccession(id) {
    const family = ACCESSION_FAMILIES.find((f) => f.bare && f.pattern.test(id));
    if (family)
        return accessionCitation(id, family);
    // One word of a family's shape that is not one of its accessions is named as such; a
    // sentence that happens to start like one is left to be free text.
    const attempted = /\s/.test(id) ? undefined : ACCESSION_FAMILIES.find((f) => f.shape?.test(id));
    if (attempted)
        return {
            ok: false,
            problem: `looks like an accession of ${attempted.name} but is not one (${attempted.syntax})`,
        };
    return undefined;
}
function accessionCitation(id, family) {
    const key = family.lookedUp ? `accession:${id}` : `${family.archive}:${id}`;
    return ok({ kind: 'accession', key, id, archive: family.archive });
}
/**
 * `<label> <identifier>`: the label names a scheme or an archive, and that archive must issue
 * the identifier. A label the gate does not know leaves the text free text (undefined).
 */
function parseLabelled(rawLabel, id) {
    const words = rawLabel.toLowerCase().replace(/\s+/g, ' ');
    const label = LABELS.has(words) ? words : words.replace(LABEL_NOUNS, '');
    const target = LABELS.get(label);
    // `ENA accession` alone: the last word is the label's noun, not an identifier.
    if (!target || LABEL_NOUNS.test(` ${id.toLowerCase()}`))
        return undefined;
    for (const kind of target.kinds ?? []) {
        const found = parseSchemeId(kind, id, target.doiPrefixes);
        if (found)
            return found;
    }
    const archives = target.archives ?? [];
    const family = ACCESSION_FAMILIES.find((f) => archives.includes(f.archive) && f.pattern.test(id));
    if (family)
        return accessionCitation(id, family);
    const named = rawLabel.trim();
    const other = ACCESSION_FAMILIES.find((f) => f.bare && f.pattern.test(id));
    if (other && archives.length > 0)
        return {
            ok: false,
            problem: `names ${named}, which does not issue accessions like ${id} (that is an accession of ${other.name})`,
            suggestion: id,
        };
    const expected = [
        ...(target.kinds ?? []).map(describeScheme),
        ...ACCESSION_FAMILIES.filter((f, i, all) => archives.includes(f.archive) && all.findIndex((g) => g.name === f.name) === i).map((f) => `${f.name}: ${f.syntax}`),
    ];
    return {
        ok: false,
        problem: `names ${named} but ${JSON.stringify(id)} is not an identifier it issues (${expected.join('; ')})`,
    };
}
/** An identifier of a scheme after its label, or undefined when it does not read as one. */
function parseSchemeId(kind, id, doiPrefixes) {
    switch (kind) {
        case 'doi': {
            const doi = DOI.exec(id)?.[1];
            if (!doi)
                return undefined;
            if (doiPrefixes && !doiPrefixes.some((p) => doi.startsWith(`${p}/`)))
                return {
                    ok: false,
                    problem: `is labelled as a repository whose DOIs begin ${doiPrefixes.join(' or ')}/, but ${doi} does not`,
                    suggestion: doi,
                };
            return doiCitation(doi);
        }
        case 'pmid':
            return /^[1-9]\d{0,8}$/.test(id) ? ok({ kind: 'pmid', key: `pmid:${id}`, id }) : undefined;
        case 'pmcid': {
            const n = /^(?:PMC)?([1-9]\d{0,8})$/i.exec(id)?.[1];
            return n ? ok({ kind: 'pmcid', key: `pmcid:PMC${n}`, id: `PMC${n}` }) : undefined;
        }
        case 'arxiv':
            return parseArxiv(id);
    }
}
function describeScheme(kind) {
    switch (kind) {
        case 'doi':
            return 'a DOI: 10., a registrant number, /, a suffix';
        case 'pmid':
            return 'a PMID: a number';
        case 'pmcid':
            return 'a PMCID: PMC and a number';
        case 'arxiv':
            return 'an arXiv id: YYMM.NNNNN or archive/YYMMNNN';
    }
}
function parseArxiv(id) {
    const fresh = ARXIV_NEW.exec(id);
    if (fresh) {
        const [, yy, mm, number] = fresh;
        const month = Number(mm);
        const yymm = Number(yy + mm);
        // New-style ids began in April 2007, with four digits; five from January 2015.
        const digits = yymm >= 1501 ? 5 : 4;
        if (month < 1 || month > 12 || yymm < 704 || number.length !== digits)
            return {
                ok: false,
                problem: `is not a valid arXiv identifier (YYMM.NNNN before 2015, YYMM.NNNNN since)`,
            };
        return ok({ kind: 'arxiv', key: `arxiv:${id}`, id });
    }
    const old = ARXIV_OLD.exec(id);
    if (old) {
        const month = Number(old[4]);
        const yymm = Number(`${old[3]}${old[4]}`);
        // Old-style ids ran from August 1991 (9108) to March 2007 (0703).
        if (month >= 1 && month <= 12 && (yymm >= 9108 || yymm <= 703))
            return ok({ kind: 'arxiv', key: `arxiv:${id}`, id });
    }
    return {
        ok: false,
        problem: 'is not a valid arXiv identifier (arXiv:YYMM.NNNNN or arXiv:archive/YYMMNNN)',
    };
}
/** The check digit of an ISBN-10 or ISBN-13 (ISO 2108). */
function parseIsbn(written) {
    const digits = written.replace(/[ -]/g, '').toUpperCase();
    if (digits.length === 10 && /^\d{9}[\dX]$/.test(digits)) {
        let sum = 0;
        for (let i = 0; i < 10; i++) {
            const c = digits[i];
            sum += (10 - i) * (c === 'X' ? 10 : Number(c));
        }
        if (sum % 11 === 0)
            return ok({ kind: 'isbn', key: `isbn:${digits}`, id: digits });
        return {
            ok: false,
            problem: `is an ISBN-10 whose check digit does not match (ISBN ${written})`,
        };
    }
    if (digits.length === 13 && /^97[89]\d{10}$/.test(digits)) {
        let sum = 0;
        for (let i = 0; i < 13; i++)
            sum += (i % 2 === 0 ? 1 : 3) * Number(digits[i]);
        if (sum % 10 === 0)
            return ok({ kind: 'isbn', key: `isbn:${digits}`, id: digits });
        return {
            ok: false,
            problem: `is an ISBN-13 whose check digit does not match (ISBN ${written})`,
        };
    }
    return {
        ok: false,
        problem: 'is not an ISBN: 10 digits (the last may be X) or 13 digits starting 978 or 979',
    };
}
/**
 * A web address: a resolver's address of an identifier is that identifier (dated or not); any
 * other address needs the date it was read.
 */
function parseUrl(text) {
    const m = URL_RETRIEVED.exec(text);
    const address = m?.[1] ?? text.split(/\s/)[0] ?? text;
    let url;
    try {
        url = new URL(address);
    }
    catch {
        url = null;
    }
    if (!url || url.hostname === '')
        return { ok: false, problem: 'is not a valid web address' };
    const resolved = readResolverAddress(url);
    if (resolved) {
        // After the address, a retrieval date or nothing: `https://doi.org/10.1/x and more` is prose.
        if (!m && address !== text)
            return {
                ok: false,
                problem: 'is a resolver address with text after it; a source is one identifier',
                ...(resolved.ok ? { suggestion: address } : {}),
            };
        if (m?.[2] && !isCalendarDate(m[2]))
            return { ok: false, problem: `has a retrieval date ${m[2]} that is not a calendar date` };
        return resolved;
    }
    if (!m?.[2])
        return {
            ok: false,
            problem: 'is a web address without the date it was retrieved (a page can change after it was read)',
            suggestion: `${address} (retrieved YYYY-MM-DD)`,
        };
    if (!isCalendarDate(m[2]))
        return { ok: false, problem: `has a retrieval date ${m[2]} that is not a calendar date` };
    return ok({ kind: 'url', key: address, id: address, retrieved: m[2] });
}
const asLabelled = (label) => (id) => parseLabelled(label, id);
/**
 * The resolver addresses an identifier is known by (issue 35, item 6): the path that names
 * one record of a scheme or archive. An address on one of these hosts whose path names no
 * record (a search, a home page) is an ordinary web page, except on the hosts that serve
 * nothing but identifiers (IDENTIFIER_ONLY_HOSTS).
 */
const RESOLVER_ADDRESSES = [
    {
        hosts: ['doi.org', 'dx.doi.org', 'hdl.handle.net'],
        path: /^\/(10\..*)$/,
        read: asLabelled('doi'),
        name: 'DOI',
    },
    {
        hosts: ['identifiers.org'],
        path: /^\/(?:[a-z0-9.]+\/)?([A-Za-z0-9._-]+:.+)$/,
        read: readCompactId,
        name: 'identifiers.org',
    },
    {
        hosts: ['pubmed.ncbi.nlm.nih.gov'],
        path: /^\/([^/?]+)\/?$/,
        read: asLabelled('pmid'),
        name: 'PubMed',
    },
    {
        hosts: ['ncbi.nlm.nih.gov'],
        path: /^\/pubmed\/([^/?]+)\/?$/,
        read: asLabelled('pmid'),
        name: 'PubMed',
    },
    {
        hosts: ['ncbi.nlm.nih.gov'],
        path: /^\/pmc\/articles\/([^/?]+)\/?$/,
        read: asLabelled('pmcid'),
        name: 'PubMed Central',
    },
    {
        hosts: ['pmc.ncbi.nlm.nih.gov'],
        path: /^\/articles\/([^/?]+)\/?$/,
        read: asLabelled('pmcid'),
        name: 'PubMed Central',
    },
    {
        hosts: ['arxiv.org', 'export.arxiv.org'],
        path: /^\/(?:abs|pdf)\/([^?]+?)(?:\.pdf)?\/?$/,
        read: asLabelled('arxiv'),
        name: 'arXiv',
    },
    {
        hosts: ['ebi.ac.uk'],
        path: /^\/ena\/(?:browser\/view|data\/view)\/([^/?]+)\/?$/,
        read: asLabelled('ENA'),
        name: 'ENA',
    },
    {
        hosts: ['ncbi.nlm.nih.gov'],
        path: /^\/sra\/([^/?]+)\/?$/,
        read: asLabelled('SRA'),
        name: 'SRA',
    },
    {
        hosts: ['ncbi.nlm.nih.gov'],
        path: /^\/bioproject\/([^/?]+)\/?$/,
        read: asLabelled('BioProject'),
        name: 'BioProject',
    },
    {
        hosts: ['ncbi.nlm.nih.gov'],
        path: /^\/biosample\/([^/?]+)\/?$/,
        read: asLabelled('BioSample'),
        name: 'BioSample',
    },
    {
        hosts: ['ncbi.nlm.nih.gov'],
        path: /^\/(?:nuccore|nucleotide|protein)\/([^/?]+)\/?$/,
        read: asLabelled('NCBI'),
        name: 'NCBI Nucleotide',
    },
    {
        hosts: ['ncbi.nlm.nih.gov'],
        path: /^\/(?:assembly|datasets\/genome)\/([^/?]+)\/?$/,
        read: asLabelled('NCBI Assembly'),
        name: 'NCBI Assembly',
    },
    {
        hosts: ['ncbi.nlm.nih.gov'],
        path: /^\/geo\/query\/acc\.cgi\?acc=([^&]+)$/,
        read: asLabelled('GEO'),
        name: 'GEO',
    },
    {
        hosts: ['ebi.ac.uk'],
        path: /^\/(?:biostudies\/)?arrayexpress\/(?:experiments|studies)\/([^/?]+)\/?$/,
        read: asLabelled('ArrayExpress'),
        name: 'ArrayExpress',
    },
    {
        hosts: ['ebi.ac.uk'],
        path: /^\/biostudies\/(?:[a-z]+\/)?studies\/([^/?]+)\/?$/,
        read: asLabelled('BioStudies'),
        name: 'BioStudies',
    },
    {
        hosts: ['ebi.ac.uk'],
        path: /^\/biosamples\/samples\/([^/?]+)\/?$/,
        read: asLabelled('BioSample'),
        name: 'BioSample',
    },
    {
        hosts: ['uniprot.org', 'rest.uniprot.org'],
        path: /^\/(?:uniprot|uniprotkb)\/([^/.?]+)(?:\/entry|\.[a-z]+)?\/?$/,
        read: asLabelled('UniProt'),
        name: 'UniProt',
    },
    {
        hosts: ['rcsb.org'],
        path: /^\/structure\/([^/?]+)\/?$/,
        read: asLabelled('PDB'),
        name: 'PDB',
    },
    {
        hosts: ['ebi.ac.uk'],
        path: /^\/pdbe\/entry\/pdb\/([^/?]+)\/?$/,
        read: asLabelled('PDB'),
        name: 'PDB',
    },
    {
        hosts: ['ensembl.org'],
        path: /^\/id\/([^/?]+)\/?$/,
        read: asLabelled('Ensembl'),
        name: 'Ensembl',
    },
    {
        hosts: ['scicrunch.org'],
        path: /^\/resolver\/(RRID:[^/?]+)\/?$/,
        read: (id) => parseAccession(id),
        name: 'RRID',
    },
    {
        hosts: ['zenodo.org'],
        path: /^\/records?\/([1-9]\d{0,11})\/?$/,
        read: (n) => doiCitation(`10.5281/zenodo.${n}`),
        name: 'Zenodo',
    },
    {
        hosts: ['zenodo.org'],
        path: /^\/doi\/(10\..+)$/,
        read: asLabelled('Zenodo'),
        name: 'Zenodo',
    },
];
/** identifiers.org prefixes (lower case) and the label each stands for here. */
const COMPACT_PREFIXES = new Map([
    ['doi', 'doi'],
    ['pubmed', 'pmid'],
    ['pmc', 'pmcid'],
    ['arxiv', 'arxiv'],
    ['ena.embl', 'ENA'],
    ['insdc', 'INSDC'],
    ['insdc.sra', 'SRA'],
    ['insdc.gca', 'INSDC'],
    ['assembly', 'NCBI Assembly'],
    ['bioproject', 'BioProject'],
    ['biosample', 'BioSample'],
    ['geo', 'GEO'],
    ['refseq', 'RefSeq'],
    ['arrayexpress', 'ArrayExpress'],
    ['biostudies', 'BioStudies'],
    ['uniprot', 'UniProt'],
    ['pdb', 'PDB'],
    ['ensembl', 'Ensembl'],
]);
/** An identifiers.org compact identifier (`prefix:accession`). */
function readCompactId(compact) {
    const colon = compact.indexOf(':');
    const prefix = compact.slice(0, colon).toLowerCase();
    const id = compact.slice(colon + 1);
    if (prefix === 'rrid')
        return parseAccession(`RRID:${id}`) ?? notIssued('RRID', id);
    const label = COMPACT_PREFIXES.get(prefix);
    if (!label)
        return {
            ok: false,
            problem: `is in the identifiers.org namespace ${JSON.stringify(prefix)}, which the gate does not check (docs/rules.md, citation-invalid, lists the families it does); cite the record by an identifier of one of them`,
        };
    return parseLabelled(label, id) ?? notIssued(label, id);
}
function notIssued(label, id) {
    return {
        ok: false,
        problem: `names ${label} but ${JSON.stringify(id)} is not an identifier it issues`,
    };
}
/** Hosts that serve nothing but identifiers: an address there is an identifier or refused. */
const IDENTIFIER_ONLY_HOSTS = new Set([
    'doi.org',
    'dx.doi.org',
    'identifiers.org',
    'pubmed.ncbi.nlm.nih.gov',
]);
/**
 * The identifier a resolver address names, or a refusal when the address is a resolver's but
 * its path is no identifier of it; undefined for any other address.
 */
function readResolverAddress(url) {
    const host = url.hostname
        .toLowerCase()
        .replace(/\.$/, '')
        .replace(/^www\./, '');
    let path;
    try {
        path = decodeURIComponent(url.pathname) + url.search;
    }
    catch {
        path = url.pathname + url.search;
    }
    for (const r of RESOLVER_ADDRESSES) {
        if (!r.hosts.includes(host))
            continue;
        const id = r.path.exec(path)?.[1];
        if (id === undefined)
            continue;
        const read = r.read(id);
        if (read?.ok || (read && r.read === readCompactId))
            return read;
        return {
            ok: false,
            problem: `is ${r.name}'s address of ${JSON.stringify(id)}, which is not an identifier ${r.name} issues${read ? ` (${read.problem})` : ''}`,
        };
    }
    // A host that serves nothing but identifiers: what is not one is refused, never a page.
    if (IDENTIFIER_ONLY_HOSTS.has(host))
        return {
            ok: false,
            problem: `is an address at ${host}, which serves identifiers only, but ${JSON.stringify(path)} names none`,
        };
    return undefined;
}
function isCalendarDate(date) {
    const t = Date.parse(`${date}T00:00:00Z`);
    return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === date;
}
/** Most words of a free text searched for an identifier to suggest. */
const MAX_SUGGESTION_WORDS = 64;
/**
 * Why a text that is no identifier cites nothing: free text, with the identifier in it to
 * write instead; or, when it names several, that a source cites one record.
 */
function describeFreeText(text) {
    const found = identifiersIn(text);
    if (found.length > 1)
        return {
            ok: false,
            problem: `names ${found.length} identifiers (${found.slice(0, 5).join(', ')}${found.length > 5 ? ', …' : ''}); a source cites the one record the artifact came from`,
        };
    return {
        ok: false,
        problem: 'is free text, not a verifiable record',
        ...(found[0] ? { suggestion: found[0] } : {}),
    };
}
/** The words of a free text that are a citation by themselves (no dated URL), each once. */
function identifiersIn(text) {
    const words = text.split(/[\s,;()[\]]+/).slice(0, MAX_SUGGESTION_WORDS);
    const found = [];
    for (const word of words) {
        const w = word.replace(/[.]+$/, '');
        if (w.length < 5)
            continue;
        const check = parseIdentifier(w);
        if (check?.ok && check.citation.kind !== 'url' && !found.includes(w))
            found.push(w);
    }
    return found;
}


/***/ }),

/***/ 23511:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  KX: () => (/* binding */ MAX_JSON_DEPTH),
  _6: () => (/* binding */ decodeUtf8),
  vU: () => (/* binding */ formatExactJson),
  Kv: () => (/* binding */ locateInJson),
  dH: () => (/* binding */ parseJsonDocument),
  vp: () => (/* binding */ parsePointer),
  Iw: () => (/* binding */ readExactNumbers),
  lx: () => (/* binding */ readNumberText),
  xq: () => (/* binding */ scanStructure)
});

// UNUSED EXPORTS: MAX_JSON_VALUES, countObjectKeys

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(98995);
;// CONCATENATED MODULE: ./src/formats/json-offsets.ts
/**
 * Where each value of a JSON text starts, kept compact: a few typed arrays instead of
 * jsonc-parser's tree. A document's positions are looked up for every finding in it and kept
 * to the end of the run, and jsonc-parser's tree of a 19 KB passport is some 230 KiB of small
 * objects (an object per value, per property and per key): 1,000 passports with findings held
 * 230 MB of trees. Here a value costs some 13 bytes and a key string shared by every value
 * spelt with it. The answers are jsonc-parser's `findNodeAtLocation` on its `parseTree`, walked
 * up to the deepest node that exists, anchored at the key of a property value (a property test
 * holds the two equal for any JSON value). Offsets count UTF-16 units, as jsonc-parser's do.
 */
const LITERAL = 0;
const OBJECT = 1;
const ARRAY = 2;
/** An object with more members than this gets a key → child map on its first lookup. */
const LINEAR_KEYS = 16;
/** The anchor offsets of a JSON text's values, by JSON pointer segments. */
class JsonOffsets {
    anchor;
    kind;
    start;
    count;
    children;
    keyOf;
    byKey = new Map();
    constructor(
    /** Per value: where a reader looks (the key of a property value, else the value). */
    anchor, kind, 
    /** Per container: its children in {@link children}, from `start`, `count` of them. */
    start, count, children, 
    /** Per value: the key it is the value of (undefined for an element or the root). */
    keyOf) {
        this.anchor = anchor;
        this.kind = kind;
        this.start = start;
        this.count = count;
        this.children = children;
        this.keyOf = keyOf;
    }
    /**
     * Indexes `text`, valid JSON (a document that parsed), in one pass of a scanner that trusts
     * it: jsonc-parser's visitor, which checks every token again, took most of the time positions
     * cost (40,000 findings in 400 passports, `node --cpu-prof`).
     */
    static index(text) {
        const anchor = [];
        const kind = [];
        const start = [];
        const count = [];
        const keyOf = [];
        const children = [];
        const keys = new Map();
        const open = [];
        const openChildren = [];
        let key;
        let keyOffset = 0;
        let expectKey = false;
        const value = (offset, k) => {
            const node = anchor.length;
            anchor.push(key === undefined ? offset : keyOffset);
            keyOf.push(key);
            kind.push(k);
            start.push(0);
            count.push(0);
            key = undefined;
            openChildren[openChildren.length - 1]?.push(node);
            return node;
        };
        const end = () => {
            const node = open.pop();
            const kids = openChildren.pop();
            if (node === undefined || kids === undefined)
                return;
            start[node] = children.length;
            count[node] = kids.length;
            for (const kid of kids)
                children.push(kid);
        };
        for (let i = 0; i < text.length;) {
            const c = text.charCodeAt(i);
            if (c === 0x7b || c === 0x5b) {
                open.push(value(i, c === 0x7b ? OBJECT : ARRAY));
                openChildren.push([]);
                expectKey = c === 0x7b;
                i++;
            }
            else if (c === 0x7d || c === 0x5d) {
                end();
                i++;
            }
            else if (c === 0x2c) {
                expectKey = kind[open[open.length - 1] ?? -1] === OBJECT;
                i++;
            }
            else if (c === 0x22) {
                const close = endOfString(text, i);
                if (expectKey) {
                    const raw = text.slice(i + 1, close - 1);
                    const name = raw.includes('\\') ? JSON.parse(text.slice(i, close)) : raw;
                    let shared = keys.get(name);
                    if (shared === undefined)
                        keys.set(name, (shared = name));
                    key = shared;
                    keyOffset = i;
                    expectKey = false;
                }
                else
                    value(i, LITERAL);
                i = close;
            }
            else if (c === 0x3a || c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) {
                i++;
            }
            else {
                // A number, true, false or null: up to the next delimiter.
                value(i, LITERAL);
                i++;
                while (i < text.length && !isDelimiter(text.charCodeAt(i)))
                    i++;
            }
        }
        // A container left open (never, in valid JSON) keeps the children it had.
        while (open.length > 0)
            end();
        return new JsonOffsets(Int32Array.from(anchor), Uint8Array.from(kind), Int32Array.from(start), Int32Array.from(count), Int32Array.from(children), keyOf);
    }
    /**
     * The anchor offset of the deepest value `segments` (a parsed JSON pointer: numbers index
     * arrays, strings name object members, the first of a repeated key) reaches, or -1 when the
     * text holds no value.
     */
    find(segments) {
        if (this.anchor.length === 0)
            return -1;
        let node = 0;
        for (const segment of segments) {
            const next = this.child(node, segment);
            if (next < 0)
                break;
            node = next;
        }
        return this.anchor[node] ?? -1;
    }
    child(node, segment) {
        const kind = this.kind[node];
        const start = this.start[node] ?? 0;
        const count = this.count[node] ?? 0;
        if (typeof segment === 'number') {
            return kind === ARRAY && segment < count ? (this.children[start + segment] ?? -1) : -1;
        }
        if (kind !== OBJECT)
            return -1;
        if (count <= LINEAR_KEYS) {
            for (let j = start; j < start + count; j++) {
                const kid = this.children[j] ?? -1;
                if (this.keyOf[kid] === segment)
                    return kid;
            }
            return -1;
        }
        let members = this.byKey.get(node);
        if (!members) {
            members = new Map();
            for (let j = start; j < start + count; j++) {
                const kid = this.children[j] ?? -1;
                const name = this.keyOf[kid];
                if (name !== undefined && !members.has(name))
                    members.set(name, kid);
            }
            this.byKey.set(node, members);
        }
        return members.get(segment) ?? -1;
    }
}
/** The index just past the closing quote of the string opening at `quote`. */
function endOfString(text, quote) {
    for (let at = text.indexOf('"', quote + 1); at >= 0; at = text.indexOf('"', at + 1)) {
        let backslashes = 0;
        while (text.charCodeAt(at - 1 - backslashes) === 0x5c)
            backslashes++;
        if (backslashes % 2 === 0)
            return at + 1;
    }
    return text.length;
}
/** Whitespace, a comma or a closing bracket: where a number or a literal ends. */
function isDelimiter(c) {
    return (c === 0x2c || c === 0x5d || c === 0x7d || c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09);
}

;// CONCATENATED MODULE: ./src/formats/json-source.ts
/**
 * Parsing untrusted JSON with source positions.
 *
 * JSON.parse gives the value but neither positions nor duplicate keys, so
 * duplicate keys and syntax errors come from jsonc-parser (Microsoft's well-kept
 * scanner behind VS Code's JSON support) in strict mode, and the positions of a
 * document that parsed from a compact offset index (json-offsets.ts, held equal
 * to jsonc-parser's tree by a property test); the value always comes
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
                __webpack_require__(99547)
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
    if (startsWithBom(bytes) || !(0,external_node_buffer_.isUtf8)(bytes)) {
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
 * The pointer → position lookup of bytes a {@link parseJsonDocument} has accepted, made without
 * parsing them again: the same text, line index and tree as that document's `locate`, on first
 * use. For bytes read again after their document was let go of (repo/passports.ts): parsing
 * them again whole cost workload 4 (1,000 passports with findings) a fifth more CPU.
 */
function locateInJson(bytes) {
    let decodedText;
    const getText = () => (decodedText ??= UTF8.decode(bytes));
    let lineIndex;
    const lines = {
        position: (offset) => (lineIndex ??= new LineIndex(getText())).position(offset),
    };
    return makeDocument(getText, undefined, [], lines).locate;
}
/**
 * A document whose text (decoded lazily), line index and tree for pointer → position lookups
 * are made on first use only.
 */
function makeDocument(getText, value, duplicateKeys, lines) {
    let offsets;
    return {
        get text() {
            return getText();
        },
        value,
        duplicateKeys,
        locate(pointer) {
            offsets ??= JsonOffsets.index(getText());
            // The deepest value that exists (a `required` error points at a missing child),
            // at the key of a property value, where a reader looks first.
            const offset = offsets.find(parsePointer(pointer));
            return lines.position(offset < 0 ? 0 : offset);
        },
    };
}
/**
 * A JSON number as the exact decimal its text writes, compared by that decimal alone
 * (`canonical`, so 1.0 and 1 are one number, 0.30000000000000000557 and 0.3 two); its text as
 * written is kept beside it, not compared.
 */
class ExactNumber {
    canonical;
    constructor(text) {
        this.canonical = canonicalDecimal(text);
        Object.defineProperty(this, 'text', { value: text, enumerable: false });
    }
}
/** `-?digits` `e` exponent, with no leading or trailing zero in the digits ("0" for zero). */
function canonicalDecimal(text) {
    const m = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text);
    if (!m)
        return text;
    const frac = m[3] ?? '';
    let digits = `${m[2]}${frac}`.replace(/^0+/, '');
    let exp = BigInt(m[4] ?? '0') - BigInt(frac.length);
    if (digits === '')
        return `${m[1]}0`;
    const trimmed = digits.replace(/0+$/, '');
    exp += BigInt(digits.length - trimmed.length);
    digits = trimmed;
    return `${m[1]}${digits}e${exp}`;
}
/**
 * The value of a JSON document with every number an {@link ExactNumber}: what a comparison of
 * numbers as written needs (JSON.parse rounds 0.30000000000000000557 to 0.3). Null when the
 * bytes are not JSON. Slow beside JSON.parse: asked only of documents whose parsed values are
 * equal and whose bytes differ.
 */
function readExactNumbers(bytes) {
    return readExactText(Buffer.from(bytes).toString('utf8'));
}
/**
 * The source text of the number at an RFC 6901 pointer of a parsed document, every digit as
 * written (JSON.parse reads 9007199254740993 as 9007199254740992), or null when no number is
 * there. A repeated key resolves to its last value, as in JSON.parse. Parses the whole text
 * again: ask it only of a number a double may not hold.
 */
function readNumberText(document, pointer) {
    let node = readExactText(document.text);
    for (const segment of parsePointer(pointer)) {
        if (node === null || typeof node !== 'object' || node instanceof ExactNumber)
            return null;
        const key = String(segment);
        node = Object.hasOwn(node, key) ? node[key] : undefined;
    }
    return node instanceof ExactNumber ? node.text : null;
}
/** {@link readExactNumbers} of decoded text. */
function readExactText(text) {
    const errors = [];
    const root = jsonc().parseTree(text, errors, { disallowComments: true });
    if (!root || errors.length > 0)
        return null;
    const build = (node) => {
        switch (node.type) {
            case 'object': {
                const o = Object.create(null);
                for (const prop of node.children ?? []) {
                    const [k, v] = prop.children ?? [];
                    if (k && v)
                        o[k.value] = build(v);
                }
                return o;
            }
            case 'array':
                return (node.children ?? []).map(build);
            case 'number':
                return new ExactNumber(text.slice(node.offset, node.offset + node.length));
            default:
                return node.value;
        }
    };
    return build(root);
}
/**
 * A value {@link readExactNumbers} made, as compact JSON text with every number as its source
 * wrote it (18446744073709551557, not JSON.stringify's 18446744073709552000): what a reader is
 * shown of a value whose change lies beyond a double's precision. Other values are written as
 * JSON.stringify writes them. Depth is the parsed document's, which the reader capped.
 */
function formatExactJson(value) {
    if (value instanceof ExactNumber)
        return value.text;
    if (Array.isArray(value))
        return `[${value.map(formatExactJson).join(',')}]`;
    if (value !== null && typeof value === 'object') {
        const members = Object.keys(value).map((k) => `${JSON.stringify(k)}:${formatExactJson(value[k])}`);
        return `{${members.join(',')}}`;
    }
    return JSON.stringify(value) ?? 'null';
}


/***/ }),

/***/ 2800:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dm: () => (/* binding */ summarizePassportBytes),
/* harmony export */   PF: () => (/* binding */ attestationPathFor),
/* harmony export */   Pk: () => (/* binding */ isRunId),
/* harmony export */   Y$: () => (/* binding */ checkPassportBytes),
/* harmony export */   _u: () => (/* binding */ isPassportPath),
/* harmony export */   dB: () => (/* binding */ SUPPORTED_MAJOR),
/* harmony export */   hQ: () => (/* binding */ freshPassportIdCommand),
/* harmony export */   hq: () => (/* binding */ parsePassportBytes),
/* harmony export */   jc: () => (/* binding */ isSchemaCreatedAt),
/* harmony export */   mw: () => (/* binding */ findClaimedPassportId),
/* harmony export */   r$: () => (/* reexport safe */ _util_passport_id_js__WEBPACK_IMPORTED_MODULE_7__.r),
/* harmony export */   yv: () => (/* binding */ isAttestationPath),
/* harmony export */   z6: () => (/* binding */ RUN_ID_PATTERN),
/* harmony export */   zb: () => (/* binding */ PASSPORT_SUFFIX)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_passport_id_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(54280);
/* harmony import */ var _util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(19630);
/* harmony import */ var _core_location_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(91324);
/* harmony import */ var _core_passport_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48825);
/* harmony import */ var _json_source_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(23511);
/* harmony import */ var _util_relative_path_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9344);
/* harmony import */ var _util_shell_word_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(86571);
/* harmony import */ var _citation_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(35703);
/* harmony import */ var _schema_validator_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(32446);
/**
 * The Material Passport format (seed 000): schema and per-document rules.
 * Pure: takes bytes, returns findings and a summary of the passport.
 */













/**
 * True when the passport schema accepts `value` as a `created_at`. The schema itself is asked,
 * of a passport holding nothing else: its validator reports every violation (allErrors), and
 * those of created_at sit at its pointer, so no second copy of the rule can drift from it.
 */
function isSchemaCreatedAt(value) {
    return !(0,_schema_validator_js__WEBPACK_IMPORTED_MODULE_6__/* .validateWithSchema */ .CW)('passport', { created_at: value }).some((v) => v.pointer === '/created_at');
}
/** File name suffix that marks a passport. */
const PASSPORT_SUFFIX = '.passport.json';
/**
 * File name suffix of a passport's attestation: `<run-id>.passport.sigstore.json`, a Sigstore
 * bundle beside `<run-id>.passport.json` (written by `passport-gate attest`).
 */
const ATTESTATION_SUFFIX = '.passport.sigstore.json';
/** The attestation bundle's path beside a passport's (repository-relative, POSIX). */
function attestationPathFor(passportPath) {
    return `${passportPath.slice(0, -PASSPORT_SUFFIX.length)}${ATTESTATION_SUFFIX}`;
}
/** True when a repository-relative path names a passport's attestation bundle. */
function isAttestationPath(rel) {
    return rel.endsWith(ATTESTATION_SUFFIX);
}
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
/**
 * Checks one passport's bytes: JSON syntax (with position), duplicate keys,
 * schema_version, schema, and errors[] exit codes. Artifact and chain rules
 * need the whole tree and live in the rule families (src/rules/families/).
 */
// `alreadyParsed`: the value JSON.parse gave for these bytes (repo/passports.ts's light parse), and
// its summary when made, reused.
function checkPassportBytes(path, bytes, alreadyParsed) {
    const parsed = (0,_json_source_js__WEBPACK_IMPORTED_MODULE_3__/* .parseJsonDocument */ .dH)(bytes, undefined, alreadyParsed);
    if (!parsed.ok)
        return { findings: [invalidJsonFinding(path, parsed.problem)] };
    const document = parsed.document;
    const value = document.value;
    const summary = alreadyParsed?.summary ?? (0,_core_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .readPassport */ .pN)(value);
    const findings = [];
    const at = (0,_core_location_js__WEBPACK_IMPORTED_MODULE_8__/* .locatorOf */ .e)(document);
    const id = summary.id ?? undefined;
    for (const dup of document.duplicateKeys) {
        findings.push({
            rule: 'passport-duplicate-key',
            path,
            pointer: dup.pointer,
            line: dup.line,
            column: dup.column,
            passport_id: id,
            message: `key ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(dup.key)} appears more than once in the same object; keep exactly one.`,
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
    const version = summary.schemaVersion;
    const major = version !== null ? /^(\d+)\./.exec(version)?.[1] : undefined;
    if (major !== undefined && Number(major) !== SUPPORTED_MAJOR) {
        findings.push({
            rule: 'passport-unsupported-version',
            path,
            ...at('/schema_version'),
            passport_id: id,
            message: `schema_version ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(version)} has major ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(major)}; this gate understands Material Passport v${SUPPORTED_MAJOR}. Write a v1 passport or upgrade passport-gate.`,
        });
        return { findings, document, summary };
    }
    findings.push(...passportSchemaFindings(path, bytes, value, summary, at));
    findings.push(...citationFindings(path, summary, id, at));
    findings.push(...exitFindings(path, summary, at));
    return { findings, document, summary };
}
/** The finding of bytes that are not one JSON object within the parser's limits. */
function invalidJsonFinding(path, problem) {
    const rule = problem.kind === 'too-deep' || problem.kind === 'too-many-values'
        ? 'passport-too-large'
        : 'passport-invalid-json';
    return {
        rule,
        path,
        line: problem.line,
        column: problem.column,
        message: `${problem.message} (line ${problem.line}, column ${problem.column}, byte ${problem.offset}); the passport must be one UTF-8 JSON object.`,
    };
}
/**
 * The schema's findings, a passport_id or placeholder reference among them told with its fix:
 * the id's message prints a fresh id and the command that writes it.
 */
function passportSchemaFindings(path, bytes, value, summary, at) {
    return (0,_schema_validator_js__WEBPACK_IMPORTED_MODULE_6__/* .schemaFindings */ .I$)('passport', value, { rule: 'passport-schema', path, passport_id: summary.id ?? undefined }, at).map((f) => f.pointer === '/passport_id'
        ? {
            ...f,
            // The seed's own placeholder is its own rule (a warning by default), so the seed's
            // example passes as written; any other id that is no UUIDv4 stays passport-schema.
            rule: summary.writtenId === PASSPORT_ID_PLACEHOLDER ? 'passport-id-placeholder' : f.rule,
            message: describePassportIdFix(path, bytes, summary.id),
        }
        : isPlaceholderReference(summary, f.pointer)
            ? { ...f, message: describePlaceholderReference(f.pointer) }
            : f);
}
/** One `exit-nonzero` finding per errors[] entry that records a failed step, with its stderr. */
function exitFindings(path, summary, at) {
    const findings = [];
    for (const e of summary.errors) {
        if ((0,_core_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .isFailure */ .N6)(e)) {
            const excerpt = typeof e.stderr === 'string' && e.stderr.length > 0
                ? ` stderr: ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(e.stderr)}.`
                : '';
            findings.push({
                rule: 'exit-nonzero',
                path,
                ...at(`/errors/${e.index}/exit_code`),
                passport_id: summary.id ?? undefined,
                message: `step ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(e.step ?? '?')} (${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(e.tool ?? '?')}) exited ${e.exitCode};${excerpt} Fix the step and run it again through passport-gate run (a run record: its recorded command, as the re-run plan of passport-gate diff prints it), which records the new run; downstream skills must not consume failed work.`,
            });
        }
    }
    return findings;
}
/**
 * The passport-schema message for a passport_id that is no UUIDv4 (the seed's example writes
 * the placeholder `"uuid-v4"`): what is wrong, a fresh id, and the command that writes it.
 * The id is derived from the passport's path and bytes, so the same passport gets the same
 * suggestion in every run (reports stay reproducible), and is shaped as RFC 9562 asks of a
 * version 4 UUID. The command replaces the value of the one `"passport_id"` key and nothing
 * else; it is printed only when doing exactly that to these bytes gives this passport with
 * the new id (checked here), else the edit is said in words.
 */
function describePassportIdFix(path, bytes, recorded) {
    const what = `passport_id ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(typeof recorded === 'string' ? recorded : JSON.stringify(recorded ?? null))} is not a UUIDv4 (seed 000: "passport_id — UUIDv4, globally unique"; the seed's "uuid-v4" is a placeholder for one).`;
    const fresh = freshPassportIdCommand(path, bytes);
    if (fresh.command === null)
        return `${what} Give it a fresh one: set "passport_id" to "${fresh.uuid}" in ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(path)}.`;
    return `${what} Give it a fresh one (run at the repository root): ${fresh.command}`;
}
/**
 * A fresh passport_id for the passport at `path` with these bytes (derived from both, so every
 * run suggests the same one), and the `node -e` command that writes it in place, replacing the
 * value of the one `"passport_id"` key and nothing else (null when that edit would change more:
 * then the edit is said in words). The rest of the record is kept, so it still vouches only
 * for the bytes it recorded (passport-id-placeholder, passport-id-reused).
 */
function freshPassportIdCommand(path, bytes) {
    const digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)('sha256').update(path).update('\0').update(bytes).digest();
    digest[6] = (digest[6] & 0x0f) | 0x40;
    digest[8] = (digest[8] & 0x3f) | 0x80;
    const hex = digest.subarray(0, 16).toString('hex');
    const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    const text = Buffer.from(bytes).toString('utf8');
    const edited = text.replace(PASSPORT_ID_VALUE, `$1"${uuid}"`);
    if (!replacesOnlyTheId(text, edited, uuid))
        return { uuid, command: null };
    const script = `const fs=require("fs"),f=process.argv[1];fs.writeFileSync(f,fs.readFileSync(f,"utf8").replace(${PASSPORT_ID_VALUE.toString()},"$1\\"${uuid}\\""))`;
    return { uuid, command: (0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .escapeInvisible */ .ts)(`node -e ${(0,_util_shell_word_js__WEBPACK_IMPORTED_MODULE_10__/* .shellWord */ .r)(script)} ${(0,_util_shell_word_js__WEBPACK_IMPORTED_MODULE_10__/* .shellWord */ .r)(path)}`) };
}
/**
 * The placeholder seed 000's example passport writes for its ids (`"passport_id": "uuid-v4"`),
 * exactly as written there: docs/rules.md, passport-id-placeholder.
 */
const PASSPORT_ID_PLACEHOLDER = 'uuid-v4';
/** True when the schema finding at `pointer` is a consumed_passports entry that is the placeholder. */
function isPlaceholderReference(summary, pointer) {
    const index = /^\/consumed_passports\/(\d+)$/.exec(pointer ?? '')?.[1];
    return index !== undefined && summary.writtenConsumed[Number(index)] === PASSPORT_ID_PLACEHOLDER;
}
/**
 * The passport-schema message for a consumed_passports entry that is the seed's placeholder.
 * It stays an error, as the schema says (consumed ids are UUIDv4s): every passport copied from
 * the seed's example carries that placeholder, so it names no one upstream, and once the
 * upstream takes its fresh id (passport-id-placeholder's fix) the reference names nothing.
 */
function describePlaceholderReference(pointer) {
    return `${pointer} is ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(PASSPORT_ID_PLACEHOLDER)}, seed 000's placeholder, not a passport_id: it names no one upstream passport (consumed_passports holds UUIDv4s). Give the upstream passport its own UUIDv4 (its passport-id-placeholder finding prints the command), then name that id here.`;
}
/** The first `"passport_id": "…"` pair of a passport's text (the printed fix's pattern). */
const PASSPORT_ID_VALUE = /("passport_id"\s*:\s*)"(?:[^"\\]|\\.)*"/;
/** True when `edited` is `text` with the top-level passport_id set to `uuid` and nothing else. */
function replacesOnlyTheId(text, edited, uuid) {
    try {
        return (0,_core_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .differsOnlyInId */ .Sn)(JSON.parse(text), JSON.parse(edited), uuid);
    }
    catch {
        return false;
    }
}
/**
 * citation-invalid: every artifact `source` (the places a passport cites a work) must be one
 * verifiable identifier, a URL with its retrieval date, or `unresolved: <why>` (citation.ts).
 */
function citationFindings(path, summary, id, at) {
    const findings = [];
    for (const kind of ['inputs', 'outputs']) {
        for (const ref of summary[kind]) {
            if (ref.source === null)
                continue;
            const check = (0,_citation_js__WEBPACK_IMPORTED_MODULE_5__/* .parseCitation */ .vh)(ref.source);
            if (check.ok)
                continue;
            findings.push({
                rule: 'citation-invalid',
                path,
                ...at(`/${kind}/${ref.index}/source`),
                passport_id: id,
                message: `source ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(ref.source)} of ${kind.slice(0, -1)} ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(ref.path)} ${check.problem}. ${describeCitationFix(path, kind, ref.path, ref.source, check.suggestion)}`,
            });
        }
    }
    return findings;
}
/**
 * The fix of a citation-invalid finding: for an input, the `stamp` command that records the
 * suggested identifier or, when the text holds none, says honestly that the source could not
 * be resolved (hard rule 1's own way out); run at the repository root it works as printed.
 */
function describeCitationFix(passportPath, kind, artifact, source, suggestion) {
    const value = suggestion ??
        `${_citation_js__WEBPACK_IMPORTED_MODULE_5__/* .UNRESOLVED_PREFIX */ .XK}no record found for ${source.replace(/\s+/g, ' ').trim().slice(0, 200) || 'an empty source'}`;
    if (kind === 'outputs')
        return `Write one identifier, a URL with " (retrieved YYYY-MM-DD)", or "unresolved: <why>" there, e.g. ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(value)}.`;
    const dir = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_4__/* .relativeDirname */ .RV)(passportPath);
    const what = suggestion
        ? 'Record the identifier'
        : 'Cite the record (DOI, PMID:…, an accession), or say it could not be resolved';
    return `${what}: ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .escapeInvisible */ .ts)(`passport-gate stamp ${(0,_util_shell_word_js__WEBPACK_IMPORTED_MODULE_10__/* .shellWord */ .r)(dir)} --source ${(0,_util_shell_word_js__WEBPACK_IMPORTED_MODULE_10__/* .shellWord */ .r)(`${artifact}=${value}`)}`)}`;
}
/**
 * The audit's light parse of every passport: JSON.parse and the summary the
 * scope, the artifact pass and the chain need, no positions, no schema. The
 * value is returned too, so the full check of a passport in scope
 * ({@link checkPassportBytes}) does not parse it again. Returns null when
 * unusable (the full check then says why).
 */
function summarizePassportBytes(bytes, sharePath) {
    const parsed = parsePassportBytes(bytes);
    // The value is handed on to checkPassportBytes, so a passport in scope is parsed once.
    return parsed === null ? null : { summary: (0,_core_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .readPassport */ .pN)(parsed.value, sharePath), ...parsed };
}
/**
 * The light parse of {@link summarizePassportBytes} without the reading: the value and the
 * scan, or null when unusable (over a cap, a BOM, not UTF-8, not JSON). Changed mode reads
 * the passports out of scope from the value into a compact index (repo/passports.ts).
 */
function parsePassportBytes(bytes) {
    // Depth and value count first, on the bytes: a passport past either cap is never handed to
    // JSON.parse, whose memory follows the values (MAX_JSON_VALUES). The scan is handed on too.
    const scan = (0,_json_source_js__WEBPACK_IMPORTED_MODULE_3__/* .scanStructure */ .xq)(bytes, _json_source_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_JSON_DEPTH */ .KX);
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
        return { value, scan };
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
    return match?.[1] === undefined ? null : (0,_util_passport_id_js__WEBPACK_IMPORTED_MODULE_7__/* .foldPassportId */ .r)(match[1]);
}


/***/ }),

/***/ 32446:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CW: () => (/* binding */ validateWithSchema),
/* harmony export */   I$: () => (/* binding */ schemaFindings),
/* harmony export */   Nf: () => (/* binding */ registerValidators),
/* harmony export */   by: () => (/* binding */ getValidator),
/* harmony export */   oD: () => (/* binding */ toViolations)
/* harmony export */ });
/* unused harmony export MAX_SCHEMA_FINDINGS_PER_DOCUMENT */
/* harmony import */ var _generated_validators_cjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16848);

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

/***/ 69281:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BF: () => (/* binding */ writeOutputFile),
/* harmony export */   Bl: () => (/* binding */ writeNamedFile),
/* harmony export */   JB: () => (/* binding */ describeWriteError)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70017);
/* harmony import */ var _atomic_write_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(27768);
/**
 * Writing a file the user named (`--output`, `--vsa`, a CI host's report files), relative to the
 * working directory: atomically for a regular file, in place for a device or a FIFO, refused for
 * a symbolic link to a file; a cause the user controls (a missing directory, a read-only disk) is
 * said in one line as a UsageError (exit 2) instead of an internal error.
 */




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
    ENXIO: 'it is a socket, or a FIFO no process reads',
    ELINKED: 'it is a symbolic link to a file; name the file itself',
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
    return new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`cannot write ${flag} ${JSON.stringify(typed)}: ${reason}${hint}`);
}
/**
 * Writes a file the user named: atomically (a temporary sibling, then rename) when the name is
 * a regular file or nothing yet; in place when it is a device, a FIFO or a symbolic link to
 * one (`/dev/null`, `/dev/stdout`, a shell's `>(…)`), which a rename would replace with a
 * regular file: run as root, `--output /dev/null` once turned the machine's /dev/null into a
 * file (issue 41's round, 2026-12-07). A symbolic link to a file or a directory is refused
 * (`ELINKED`): followed, a link planted in a checkout would aim the report at a file the
 * gate's user never named (`$GITHUB_ENV`, a dotfile); replaced, it would lose what it pointed
 * to without a word.
 */
async function writeNamedFile(file, content) {
    const entry = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(file).catch((error) => {
        if (error?.code === 'ENOENT')
            return null;
        throw error;
    });
    if (entry === null || entry.isFile() || entry.isDirectory())
        return (0,_atomic_write_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomic */ .Z)(file, content);
    if (entry.isSymbolicLink()) {
        // A dangling link is refused too: its target would be created wherever it points.
        const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file).catch(() => null);
        if (target === null || target.isFile() || target.isDirectory())
            throw Object.assign(new Error(`${file} is a symbolic link`), { code: 'ELINKED' });
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file, content);
}
/**
 * Writes `text` to the file a flag named (relative to the working directory `io.cwd`), as
 * {@link writeNamedFile} does; a missing directory, a read-only disk or a symbolic link to a
 * file is a UsageError.
 */
async function writeOutputFile(io, flag, typed, text) {
    const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, typed);
    try {
        await writeNamedFile(file, text);
    }
    catch (error) {
        throw describeWriteError(error, flag, typed);
    }
    return file;
}


/***/ }),

/***/ 92922:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fp: () => (/* binding */ TreeEntries),
/* harmony export */   JE: () => (/* binding */ selectRels),
/* harmony export */   fi: () => (/* binding */ listEntries),
/* harmony export */   q$: () => (/* binding */ findFirstAtOrAfter)
/* harmony export */ });
/* harmony import */ var _util_untrusted_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19630);
/**
 * The walk's entries kept as columns: every path in one array of strings, every kind a byte.
 * A listed entry as an object `{ rel, kind }` cost 40 bytes and a pointer more beside its path
 * (1,020,003 of them, 38.9 MiB live through the whole 10⁶-file audit: docs/performance.md,
 * issue 41, branch perf-million3); as columns it costs the path's pointer and one byte.
 */

/** Each kind's byte, and back: the order is the columns' encoding, fixed here only. */
const KINDS = ['file', 'dir', 'symlink', 'other'];
const CODE_OF = { file: 0, dir: 1, symlink: 2, other: 3 };
/** Entries as a path column and a kind column, in the order they were given. */
class TreeEntries {
    rels;
    kinds;
    constructor(rels, kinds) {
        this.rels = rels;
        this.kinds = kinds;
    }
    /** The columns of `list`, in its order (each path the list's own string, not a copy). */
    static fromList(list) {
        // By map, not `new Array(n)` (a preset length of 10⁶ is dictionary elements in V8) nor
        // push (whose growth leaves up to half the backing store spare): map's result is exact.
        const rels = list.map((e) => e.rel);
        const kinds = new Uint8Array(list.length);
        for (let i = 0; i < list.length; i++)
            kinds[i] = CODE_OF[list[i].kind];
        return new TreeEntries(rels, kinds);
    }
    /**
     * The columns of `list`, which must be strictly ascending by path (`<`, the walk's order):
     * what {@link indexOfSorted} searches. Checked here, once (some 10–20 ms at 10^6 paths),
     * because a path listed twice would make the search find either entry where an index took
     * the last: never judged on, an internal error instead.
     */
    static fromSortedList(list) {
        for (let i = 1; i < list.length; i++) {
            const before = list[i - 1].rel;
            const rel = list[i].rel;
            if (!(before < rel))
                throw new Error(`internal error: the walk listed ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteUntrusted */ .X0)(rel)} ${before === rel ? 'twice' : `after ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteUntrusted */ .X0)(before)}`}`);
        }
        return TreeEntries.fromList(list);
    }
    /** The entries of `entries` that `keep` accepts, in their order. */
    static select(entries, keep) {
        const rels = [];
        const kinds = [];
        for (let i = 0; i < entries.size; i++) {
            const rel = entries.relAt(i);
            const kind = entries.kindAt(i);
            if (!keep(rel, kind))
                continue;
            rels.push(rel);
            kinds.push(CODE_OF[kind]);
        }
        return new TreeEntries(rels, Uint8Array.from(kinds));
    }
    /** How many entries there are. */
    get size() {
        return this.rels.length;
    }
    /** The path of entry `i`. */
    relAt(i) {
        return this.rels[i];
    }
    /** The kind of entry `i`. */
    kindAt(i) {
        return KINDS[this.kinds[i]];
    }
    /**
     * The index of the entry at `rel`, or -1, by binary search: the entries must be strictly
     * ascending by path in UTF-16 code units (`<`), the walk's order. No index of its own: a
     * `Map` from path to index cost 28 MiB of hash table at 10⁶ entries (docs/performance.md,
     * issue 41, branch perf-million3), and a search is some 20 comparisons there. It holds no
     * hash an adversary's names could make collide.
     */
    indexOfSorted(rel) {
        const rels = this.rels;
        let lo = 0;
        let hi = rels.length;
        while (lo < hi) {
            const mid = (lo + hi) >>> 1;
            const at = rels[mid];
            if (at < rel)
                lo = mid + 1;
            else if (at === rel)
                return mid;
            else
                hi = mid;
        }
        return -1;
    }
}
/**
 * The first index from `from` on whose path is not below `rel` (`<`, UTF-16 code units), by
 * binary search: `entries.size` when there is none. The entries must be ascending by path, the
 * walk's order. One search for the passes that find a directory's run of entries (the layout's
 * files on demand, the gitlink candidates) rather than a copy each.
 */
function findFirstAtOrAfter(entries, rel, from = 0) {
    let lo = from;
    let hi = entries.size;
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (entries.relAt(mid) < rel)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}
/** The entries as a list of objects, in their order: for a caller that keeps a few or hands them on. */
function listEntries(entries) {
    const out = [];
    for (let i = 0; i < entries.size; i++)
        out.push({ rel: entries.relAt(i), kind: entries.kindAt(i) });
    return out;
}
/**
 * The paths of the entries `keep` accepts, in their order: the one shape of most passes over
 * the tree (the passports, the handoff documents, a directory input's files).
 */
function selectRels(entries, keep) {
    const out = [];
    for (let i = 0; i < entries.size; i++) {
        const rel = entries.relAt(i);
        if (keep(rel, entries.kindAt(i)))
            out.push(rel);
    }
    return out;
}


/***/ }),

/***/ 25078:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I1: () => (/* binding */ ALWAYS_SKIPPED_DIRS),
/* harmony export */   Ir: () => (/* binding */ walkTree),
/* harmony export */   PR: () => (/* binding */ DEPENDENCY_DIRS)
/* harmony export */ });
/* unused harmony exports MAX_TREE_ENTRIES, WALK_WHOLE_DIR_MAX_BYTES */
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(70017);
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




/**
 * Names never listed, anywhere: git's own store (it holds the checkout's credentials, and
 * nothing in it is an artifact), a directory or, in a checked-out submodule or a linked
 * worktree, the one-line file that points at it. git never tracks a path named `.git`, so no
 * change can carry content under that name.
 */
const ALWAYS_SKIPPED_DIRS = new Set(['.git']);
/**
 * Dependency directories, skipped by the first pass of the walk for speed, but never inside
 * an output directory: repo/tree.ts walks each one that lies in (or is) an output directory,
 * so a pull request cannot hide artifacts or passports there. Outside output directories
 * they hold no artifact, and are not walked.
 */
const DEPENDENCY_DIRS = new Set(['node_modules']);
/** Hard cap on entries walked, so a hostile tree cannot exhaust memory. */
const MAX_TREE_ENTRIES = 5_000_000;
/**
 * The error that stops a walk past its cap: a known condition with its fix (exit 2, one line),
 * not an internal error with a stack to report. The count is of what the walk lists after the
 * ignore globs, so excluding a generated or vendored directory is the way under it.
 */
function createTooManyEntriesError(cap) {
    return new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`the tree holds more than ${cap} entries (files, directories and links not ignored); ` +
        "exclude generated or vendored directories with the config's ignore globs, or audit a smaller --root");
}
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
 * Adds a given listing of the directory `top` to `out` through what a read one would go through:
 * an entry under a directory the globs ignore or the walk skips is left out with it. A dependency
 * directory in it is listed whole: a given directory is an output directory, where the walk
 * descends them anyway.
 */
function addGivenListing(out, top, listing, isIgnored, room, maxEntries) {
    const kept = new Set([top]);
    for (const entry of listing) {
        const cut = entry.rel.lastIndexOf('/');
        if (!kept.has(entry.rel.slice(0, cut)))
            continue;
        if (ALWAYS_SKIPPED_DIRS.has(entry.rel.slice(cut + 1)))
            continue;
        if (isIgnored(entry.rel, entry.kind === 'dir'))
            continue;
        out.push(entry);
        if (out.length > room)
            throw createTooManyEntriesError(maxEntries);
        if (entry.kind === 'dir')
            kept.add(entry.rel);
    }
}
/**
 * Lists every entry below `root`. `isIgnored(rel, isDir)` prunes entries.
 * A directory that cannot be listed and a name that is not valid UTF-8 are
 * left out and reported through `onProblem` (each once).
 */
async function walkTree(root, isIgnored, onProblem, signal, options = {}) {
    const out = [];
    const { from = '', onDependencyDir, maxEntries = MAX_TREE_ENTRIES, listedBefore = 0, given, } = options;
    const room = maxEntries - listedBefore;
    // Absolute paths are built by appending names (joinName), without path.join's normalization.
    const pending = [
        { rel: from, abs: from === '' ? root : node_path__WEBPACK_IMPORTED_MODULE_2___default().join(root, ...from.split('/')) },
    ];
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
            // Built flat by a join: a template literal makes a cons string, which V8 flattens on the
            // first lookup into a flat copy and keeps in front of it, some 32 bytes more per entry
            // for the life of the tree (a heap snapshot of 100,000 files: docs/performance.md,
            // issue 41, branch perf-state3).
            const rel = relDir ? [relDir, name].join('/') : name;
            if (ALWAYS_SKIPPED_DIRS.has(name))
                return;
            if (isIgnored(rel, kind === 'dir'))
                return;
            out.push({ rel, kind });
            if (out.length > room)
                throw createTooManyEntriesError(maxEntries);
            if (kind !== 'dir')
                return;
            const listing = given?.(rel);
            if (listing)
                addGivenListing(out, rel, listing, isIgnored, room, maxEntries);
            else if (onDependencyDir && DEPENDENCY_DIRS.has(name))
                onDependencyDir(rel);
            else
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

/***/ 69871:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ writeReport)
/* harmony export */ });
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(14031);
/* harmony import */ var _report_renderers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7099);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65655);
/* harmony import */ var _fs_output_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(69281);




/** Writes a report in `format` to `outputArg` (relative to the working directory) or stdout. */
async function writeReport(report, format, outputArg, io, options = {}) {
    const chunks = _report_renderers_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORT_RENDERERS */ .eE.renderChunks(format, report, {
        color: !outputArg && (0,_report_text_js__WEBPACK_IMPORTED_MODULE_1__/* .shouldUseColor */ .I1)(io.stdout, io.env),
        pathPrefix: options.pathPrefix ?? '',
        quiet: options.quiet === true,
        note: (line) => void io.stderr.write(`${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeTerminal */ .en)(line)}\n`),
    });
    if (outputArg) {
        await (0,_fs_output_file_js__WEBPACK_IMPORTED_MODULE_2__/* .writeOutputFile */ .BF)(io, '--output', outputArg, chunks);
        io.stderr.write(`${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_1__/* .renderVerdictLine */ .ig)(report, { color: (0,_report_text_js__WEBPACK_IMPORTED_MODULE_1__/* .shouldUseColor */ .I1)(io.stderr, io.env) })}\n`);
    }
    else
        for (const chunk of chunks)
            io.stdout.write(chunk);
}


/***/ }),

/***/ 58949:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ createArtifactPaths)
/* harmony export */ });
/* harmony import */ var _core_passport_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48825);
/* harmony import */ var _util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9344);
/**
 * Artifact paths as passports write them, made repository-relative: relative
 * to the root (the default) or to the passport's directory (`path-base:
 * passport`), checked lexically (util/relative-path.ts) before any file system
 * call. The same spellings come up in several passes (scope, plan, producers)
 * and as the output of one passport and the input of others: each is
 * normalized once.
 *
 * A root-relative path already in normal form (nearly every path of a run:
 * workload 4's clean twin lists 100,000) is its own answer, decided by three
 * regular expressions and no normalizing: it is not kept. Kept, it cost a map
 * entry and a `{ ok, rel }` object per file for the whole run, some 7 MiB of the
 * live heap while the passports are read (docs/performance.md, "The path
 * check"), and that live state sets V8's heap limit, so the peak.
 */


/** The normalizer of a run whose config says `pathBase`. */
function createArtifactPaths(pathBase) {
    const normalized = new Map();
    const check = (raw, dir) => {
        const base = pathBase === 'passport' ? dir : '';
        // A fresh result each call: it dies young, where a kept one lived to the end of the run.
        if (base === '' && (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .isNormalRelativePath */ .P$)(raw))
            return { ok: true, rel: raw };
        // Root-relative (the default): the spelling alone is the key, no string to build per lookup.
        const key = base === '' ? raw : `${base}\0${raw}`;
        let checked = normalized.get(key);
        if (checked === undefined) {
            checked = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .checkRelativePath */ ._k)(raw, base);
            normalized.set(key, checked);
        }
        return checked;
    };
    const rel = (raw, dir) => {
        if (pathBase === 'root' && (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .isNormalRelativePath */ .P$)(raw))
            return raw;
        const checked = check(raw, dir);
        return checked.ok ? checked.rel : null;
    };
    return {
        check,
        rel,
        checkOf: (ref, dir) => pathBase === 'root' && (0,_core_passport_js__WEBPACK_IMPORTED_MODULE_0__/* .hasNormalPath */ .Pe)(ref)
            ? { ok: true, rel: ref.path }
            : check(ref.path, dir),
        relOf: (ref, dir) => pathBase === 'root' && (0,_core_passport_js__WEBPACK_IMPORTED_MODULE_0__/* .hasNormalPath */ .Pe)(ref) ? ref.path : rel(ref.path, dir),
    };
}


/***/ }),

/***/ 72757:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ interpretChanges),
/* harmony export */   r: () => (/* binding */ listDeletedPassports)
/* harmony export */ });
/* harmony import */ var _util_relative_path_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9344);
/* harmony import */ var _formats_passport_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2800);
/**
 * The change a run audits: the changed paths as git or the API gave them, or
 * none (all mode, release gating).
 */


/**
 * Reads a change list. Changed names are used exactly as given: git and the API print each
 * file's one spelling, and a trimmed or rewritten name (a backslash, a space at either end, a
 * decomposed accent are all part of a Linux file name) would point the scope at another file.
 * A name that is no repository-relative path at all cannot be placed: the whole tree is
 * audited instead (and run-level says so: scope-widened).
 */
function interpretChanges(changedFiles) {
    const given = changedFiles ?? [];
    const unplaceable = changedFiles?.find((f) => !(0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_0__/* .isExactRelativePath */ .N7)(f));
    return {
        given,
        files: changedFiles && unplaceable === undefined ? new Set(changedFiles) : null,
        unplaceable,
    };
}
/**
 * The passport files the change deleted (named, and not in the tree): each still says its
 * directory was an output directory (repo/layout.ts).
 */
function listDeletedPassports(changes, tree) {
    return changes.given.filter((rel) => (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_0__/* .isExactRelativePath */ .N7)(rel) && (0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_1__/* .isPassportPath */ ._u)(rel) && !tree.has(rel));
}


/***/ }),

/***/ 56776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PD: () => (/* binding */ selectDocuments),
/* harmony export */   XV: () => (/* binding */ buildLayout)
/* harmony export */ });
/* unused harmony export listOwnedFiles */
/* harmony import */ var _util_globs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22395);
/* harmony import */ var _util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9344);
/* harmony import */ var _formats_ack_path_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(47613);
/* harmony import */ var _formats_passport_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2800);
/* harmony import */ var _fs_tree_entries_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(92922);
/* harmony import */ var _ownership_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(35493);
/**
 * Which directory owns which file: the passports of a tree, its output
 * directories (ownership.ts), its handoff documents and the gate's own
 * bookkeeping, and for each output directory the files that are its
 * artifacts. The audit (passport-missing, artifact-unlisted, the speculative
 * hashing) and `stamp` (what a passport must list) read the same layout, so a
 * stamped directory audits clean by construction.
 */






/**
 * The documents of `tree` under `config` ({@link TreeDocuments}): one pass over the entries,
 * each path tested once, where the audit's ignore question, the passports and the handoff
 * files were three passes, the handoff globs tested twice per file (docs/performance.md,
 * issue 41, branch changed-multi).
 */
function selectDocuments(tree, config) {
    const { entries } = tree;
    const isHandoffFile = (0,_util_globs_js__WEBPACK_IMPORTED_MODULE_0__/* .compileGlobs */ .t)([...config.envelopes, ...config.skillGraphs, ...config.packets], 'handoff globs');
    const all = [];
    const passports = [];
    const unplainPassports = [];
    const handoffs = [];
    for (let i = 0; i < entries.size; i++) {
        const kind = entries.kindAt(i);
        if (kind === 'dir')
            continue;
        const rel = entries.relAt(i);
        const passport = (0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .isPassportPath */ ._u)(rel);
        const handoff = isHandoffFile(rel);
        if (passport) {
            passports.push(rel);
            if (kind !== 'file')
                unplainPassports.push(rel);
        }
        if (handoff)
            handoffs.push(rel);
        // Acknowledgments too: an ignored .ack beside a committed packet is none in a clean checkout.
        if (passport || handoff || rel.endsWith(_formats_ack_path_js__WEBPACK_IMPORTED_MODULE_5__/* .ACK_SUFFIX */ .m))
            all.push(rel);
    }
    return { all, passports, unplainPassports, handoffs, isHandoffFile };
}
/** Lays out a walked tree under `config`. */
function buildLayout(tree, config, options = {}) {
    const { entries } = tree;
    const documents = options.documents ?? selectDocuments(tree, config);
    const ignoredPassports = options.ignoredPassports;
    // The selection itself when nothing is ignored (the usual case): no copy of every passport path.
    const withoutIgnored = (list) => ignoredPassports && ignoredPassports.size > 0
        ? list.filter((rel) => !ignoredPassports.has(rel))
        : list;
    const passportPaths = withoutIgnored(documents.passports);
    const unplainPassportPaths = withoutIgnored(documents.unplainPassports);
    const passportDirs = new Set();
    for (const p of passportPaths)
        passportDirs.add((0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .relativeDirname */ .RV)(p));
    const deletedPassportDirs = (options.deletedPassports ?? []).map(_util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .relativeDirname */ .RV);
    // A second set only when it holds more than the passport directories: a copy of 10,000
    // directories was a pass of its own in every audit (issue 41, branch changed-multi).
    let claimed = passportDirs;
    if (deletedPassportDirs.length > 0 || options.newPassportDir !== undefined) {
        const more = new Set([...passportDirs, ...deletedPassportDirs]);
        if (options.newPassportDir !== undefined)
            more.add(options.newPassportDir);
        claimed = more;
    }
    // Without `outputs:`, the output roots are inferred from the passports (ownership.ts), so a
    // new directory beside the passport directories needs a passport too (integrity-audit mode 4).
    const touched = new Set(options.changedPassports ?? []);
    const baseDirs = touched.size === 0
        ? undefined
        : options.basePassports
            ? new Set([...options.basePassports.map(_util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .relativeDirname */ .RV), ...deletedPassportDirs])
            : new Set([
                ...passportPaths.filter((p) => !touched.has(p)).map(_util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .relativeDirname */ .RV),
                ...deletedPassportDirs,
            ]);
    const { dirs: outputDirs, inferredRoots } = (0,_ownership_js__WEBPACK_IMPORTED_MODULE_4__/* .findOutputDirectories */ .wm)(entries, claimed, config, baseDirs);
    const ownerOf = (0,_ownership_js__WEBPACK_IMPORTED_MODULE_4__/* .createOwnerLookup */ .CN)(outputDirs);
    const { isHandoffFile } = documents;
    // Matched once per file: the globs are regexes, and several passes ask.
    const handoffFiles = new Set(documents.handoffs);
    // Only bookkeeping is exempt: passports, acknowledgments beside packets, engine bookkeeping.
    const isBookkeeping = (0,_ownership_js__WEBPACK_IMPORTED_MODULE_4__/* .createBookkeepingTest */ .T2)(handoffFiles, config);
    const ownedFiles = options.ownedOnDemand === true && isSortedByPath(entries)
        ? findOwnedOnDemand(entries, isBookkeeping, ownerOf)
        : findOwnedAtOnce(entries, isBookkeeping, ownerOf);
    return {
        passportPaths,
        unplainPassportPaths,
        passportDirs,
        deletedPassportDirs,
        outputDirs,
        inferredRoots,
        handoffFiles,
        isHandoffFile,
        isBookkeeping,
        ownerOf,
        ownedFiles,
    };
}
/**
 * Every output directory's artifacts from one pass over the tree: all mode, the speculative
 * hashing, the unlisted-file rule and stamp ask about every directory.
 */
function findOwnedAtOnce(entries, isBookkeeping, ownerOf) {
    const owned = new Map();
    // Every file of a directory has the same owner, and the entries are sorted by path, so a
    // directory's files mostly come one after another: the last file's directory (its path up to
    // and with the last `/`) and its owner's list serve the next file there without a dirname
    // string and two lookups per file. A file whose path starts with that prefix and has no `/`
    // after it is in that very directory.
    let lastPrefix = '';
    let lastSlash = -2;
    let lastList = null;
    for (let i = 0; i < entries.size; i++) {
        const kind = entries.kindAt(i);
        if (kind === 'dir')
            continue;
        const rel = entries.relAt(i);
        if (isBookkeeping(rel, kind))
            continue;
        const slash = rel.lastIndexOf('/');
        if (slash === lastSlash && (slash < 0 || rel.startsWith(lastPrefix))) {
            if (lastList !== null)
                lastList.push(i);
            continue;
        }
        const owner = ownerOf(rel);
        lastSlash = slash;
        lastPrefix = slash < 0 ? '' : rel.slice(0, slash + 1);
        if (owner === null) {
            lastList = null;
            continue;
        }
        const list = owned.get(owner);
        if (list)
            list.push(i);
        else
            owned.set(owner, [i]);
        lastList = list ?? owned.get(owner);
    }
    return (dir) => owned.get(dir) ?? [];
}
/**
 * An output directory's artifacts found when it is first asked ({@link LayoutOptions.ownedOnDemand}):
 * the files it owns all lie under it (an owner is a directory above the file, or `.`), and in
 * entries sorted by path those are the one run from `dir/` up to `dir0` (`0` follows `/`).
 * The same files in the same order as {@link findOwnedAtOnce}.
 */
function findOwnedOnDemand(entries, isBookkeeping, ownerOf) {
    const owned = new Map();
    return (dir) => {
        const known = owned.get(dir);
        if (known)
            return known;
        const list = [];
        const from = dir === '.' ? 0 : (0,_fs_tree_entries_js__WEBPACK_IMPORTED_MODULE_3__/* .findFirstAtOrAfter */ .q$)(entries, `${dir}/`);
        const to = dir === '.' ? entries.size : (0,_fs_tree_entries_js__WEBPACK_IMPORTED_MODULE_3__/* .findFirstAtOrAfter */ .q$)(entries, `${dir}0`);
        for (let i = from; i < to; i++) {
            const kind = entries.kindAt(i);
            if (kind === 'dir')
                continue;
            const rel = entries.relAt(i);
            if (isBookkeeping(rel, kind))
                continue;
            if (ownerOf(rel) === dir)
                list.push(i);
        }
        owned.set(dir, list);
        return list;
    };
}
/** True when the entries' paths are strictly ascending, in the walk's order (UTF-16 code units). */
function isSortedByPath(entries) {
    let previous;
    for (let i = 0; i < entries.size; i++) {
        const rel = entries.relAt(i);
        if (previous !== undefined && !(previous < rel))
            return false;
        previous = rel;
    }
    return true;
}
/**
 * The files an output directory's passport must list, as `stamp` sees them: the layout's
 * owned files of `dir` once `dir` holds a passport, by repository-relative path.
 */
function listOwnedFiles(dir, tree, config) {
    const layout = buildLayout(tree, config, { newPassportDir: dir });
    return layout.ownedFiles(dir).map((i) => tree.entries.relAt(i));
}


/***/ }),

/***/ 35493:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  T2: () => (/* binding */ createBookkeepingTest),
  zY: () => (/* binding */ createFindingOwnerLookup),
  CN: () => (/* binding */ createOwnerLookup),
  wm: () => (/* binding */ findOutputDirectories),
  wq: () => (/* binding */ globForRoot)
});

// UNUSED EXPORTS: inferOutputRoots

// EXTERNAL MODULE: ./src/formats/ack-path.ts
var ack_path = __webpack_require__(47613);
// EXTERNAL MODULE: ./src/formats/passport.ts
var passport = __webpack_require__(2800);
// EXTERNAL MODULE: ./src/util/relative-path.ts
var relative_path = __webpack_require__(9344);
;// CONCATENATED MODULE: ./src/core/engine-bookkeeping.ts
/**
 * The bookkeeping files workflow engines write inside the output directories they manage: the
 * ONE list of them. They record the engine's own state (not an output of the step), so no
 * passport lists them: `artifact-unlisted` and `passport-missing` do not count them, `stamp`
 * (and `run`) leave them out of `outputs[]`, and coverage in the diff skips them, all through
 * repo/ownership.ts createBookkeepingTest, which reads this list.
 *
 * Kept short on purpose: every name here is a file the gate does not vouch for, so only a
 * file whose name and place the engine itself fixes belongs here (documented in docs/rules.md,
 * `artifact-unlisted`). A name is matched exactly (case-sensitive) as the last path segment of
 * a regular file; a directory or a symbolic link of that name is a file like any other.
 */
/** Every engine bookkeeping file name the gate exempts. */
const ENGINE_BOOKKEEPING_FILES = [
    {
        name: '.snakemake_timestamp',
        engine: 'Snakemake',
        why: 'the empty marker Snakemake touches inside a directory() output to record when the job finished',
    },
    // A Nextflow task's work directory holds its outputs and these files of the engine's; `import
    // --from nextflow-lineage` writes a task's passport there when its outputs were not published.
    ...[
        ['.exitcode', "the task's exit status, as Nextflow recorded it"],
        ['.command.sh', 'the task script Nextflow wrote from the process'],
        ['.command.run', 'the wrapper Nextflow runs the task script with'],
        ['.command.out', "the task's standard output, captured"],
        ['.command.err', "the task's standard error, captured"],
        ['.command.log', "the task's combined output, captured"],
        ['.command.begin', 'the marker Nextflow touches when the task starts'],
        ['.command.trace', "the task's resource usage, as Nextflow traced it"],
    ].map(([name, why]) => ({
        name,
        engine: 'Nextflow',
        why: `${why} (in the task work directory)`,
    })),
];
const NAMES = new Set(ENGINE_BOOKKEEPING_FILES.map((f) => f.name));
/** True when repository-relative path `rel` (POSIX) is named like an engine bookkeeping file. */
function isEngineBookkeepingName(rel) {
    const slash = rel.lastIndexOf('/');
    return NAMES.has(slash < 0 ? rel : rel.slice(slash + 1));
}

// EXTERNAL MODULE: ./src/util/globs.ts
var globs = __webpack_require__(22395);
// EXTERNAL MODULE: ./src/config/config.ts
var config = __webpack_require__(81122);
;// CONCATENATED MODULE: ./src/repo/ownership.ts
/**
 * Which directories are output directories, and which files in them are artifacts: the
 * ownership rule behind `passport-missing` and `artifact-unlisted`, shared by the audit
 * (audit/pipeline.ts) and `stamp` (produce/stamp/), so a stamped directory lists exactly what the
 * audit expects of it.
 *
 * - A file belongs to the nearest enclosing output directory (none: it is no artifact).
 * - Output directories: every directory holding a passport, and every directory matched by
 *   the config's `outputs:` globs. Without `outputs:`, the globs are inferred from the
 *   passports ({@link inferOutputRoots}): the parent of each directory holding a passport is
 *   an output root, and every directory directly under a root is an output directory, as if
 *   `outputs: ["<root>/*"]` had been written (what `passport-gate init` writes to pin them).
 * - Only bookkeeping is never an artifact: the passport files themselves, the acknowledgment
 *   written beside a packet in an inbox, and the workflow engines' files named in
 *   core/engine-bookkeeping.ts ({@link createBookkeepingTest}).
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
        const inside = passportDirs.has(dir) || (dir !== '.' && isInside((0,relative_path/* relativeDirname */.RV)(dir)));
        insidePassportDir.set(dir, inside);
        return inside;
    };
    // Passport directories come in path order, siblings one after another: a directory whose
    // parent is the previous one's takes that parent's decision, without asking again whether
    // the parent lies inside a passport directory (10,000 directories at workload 3; issue 41).
    let previous;
    let previousList;
    for (const dir of passportDirs) {
        if (dir === '.')
            continue;
        const root = (0,relative_path/* relativeDirname */.RV)(dir);
        if (root === previous) {
            previousList?.push(dir);
            continue;
        }
        previous = root;
        previousList = undefined;
        if (root === '.' || isInside(root))
            continue;
        let list = roots.get(root);
        if (!list)
            roots.set(root, (list = []));
        list.push(dir);
        previousList = list;
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
function findOutputDirectories(entries, passportDirs, config, basePassportDirs) {
    const dirs = new Set(passportDirs);
    if (config.outputs.length > 0) {
        const isOutputGlob = (0,globs/* compileGlobs */.t)(config.outputs, 'outputs');
        for (let i = 0; i < entries.size; i++) {
            if (entries.kindAt(i) !== 'dir')
                continue;
            const rel = entries.relAt(i);
            if (isOutputGlob(rel))
                dirs.add(rel);
        }
        if (isOutputGlob('.'))
            dirs.add('.');
        return { dirs, inferredRoots: new Map() };
    }
    const inferredRoots = inferOutputRoots(passportDirs);
    // Roots the base had stay roots: a passport the change adds cannot dissolve one.
    if (basePassportDirs)
        for (const [root, evidence] of inferOutputRoots(basePassportDirs))
            if (!inferredRoots.has(root))
                inferredRoots.set(root, evidence);
    if (inferredRoots.size > 0) {
        // The walk lists siblings one after another: a directory's parent is most often the
        // previous directory's, recognized in place (its length and prefix) without making the
        // string; relativeDirname per directory was 10,000 strings at workload 3 (issue 41, branch
        // changed-cuts). The walk's paths are normal (no '.', '..' or empty segment, no trailing
        // slash), so the parent is the text before the last slash, '.' when there is none.
        let parent = '';
        let underRoot = false;
        for (let i = 0; i < entries.size; i++) {
            if (entries.kindAt(i) !== 'dir')
                continue;
            const rel = entries.relAt(i);
            const slash = rel.lastIndexOf('/');
            const same = slash < 0 ? parent === '.' : parent.length === slash && rel.startsWith(parent);
            if (!same) {
                parent = slash < 0 ? '.' : rel.slice(0, slash);
                underRoot = inferredRoots.has(parent);
            }
            if (underRoot)
                dirs.add(rel);
        }
    }
    return { dirs, inferredRoots };
}
/**
 * The test for bookkeeping, which is never an artifact (exempt from `artifact-unlisted`, never
 * listed by `stamp`): the gate's own (a passport file; its attestation bundle
 * `<run-id>.passport.sigstore.json`, signed after the passport, so it cannot list it; or the
 * acknowledgment `X.ack` beside a packet `X.json` that the `packets` globs match: it is written
 * by the receiving agent after the step that wrote the packet, so no passport of that step can
 * list it), and a regular file named as in core/engine-bookkeeping.ts, the one list of workflow
 * engines' bookkeeping files (Snakemake's `.snakemake_timestamp`). Everything else (dotfiles, a
 * `.passport-gate.yml`, an `.ack` beside no packet, a symbolic link named
 * `.snakemake_timestamp`) is a file like any other. `handoffCandidates`: the tree's files that
 * may be packets (every file, or those a superset of the `packets` globs matched).
 */
function createBookkeepingTest(handoffCandidates, config) {
    const isPacket = (0,globs/* compileGlobs */.t)(config.packets, 'packets');
    const acks = new Set();
    for (const rel of handoffCandidates)
        if (isPacket(rel))
            acks.add((0,ack_path/* ackPathOf */.o)(rel));
    return (rel, kind) => (0,passport/* isPassportPath */._u)(rel) ||
        (0,passport/* isAttestationPath */.yv)(rel) ||
        (acks.size > 0 && acks.has(rel)) ||
        (kind === 'file' && isEngineBookkeepingName(rel));
}
/**
 * The nearest output directory owning a file, remembered per directory: every file of a
 * directory has the same owner, and a tree's files outnumber its directories ten to one on a
 * typical output tree.
 */
function createOwnerLookup(outputDirs) {
    const ownerByDir = new Map();
    return (rel) => {
        const start = (0,relative_path/* relativeDirname */.RV)(rel);
        const known = ownerByDir.get(start);
        if (known !== undefined)
            return known;
        const visited = [];
        let owner = null;
        for (let dir = start;; dir = (0,relative_path/* relativeDirname */.RV)(dir)) {
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
/**
 * The output directory a finding's path belongs to, by the ownership rule above: a path that
 * is itself an output directory (a finding on the directory, such as `passport-missing`) is
 * its own; any other path belongs to the nearest output directory above it
 * ({@link createOwnerLookup}, the layout's and `stamp`'s rule). The verdict (audit/verdict.ts)
 * charges a finding to that directory's passports, so the passport a finding fails is the one
 * whose `stamp` can clear it.
 */
function createFindingOwnerLookup(outputDirs) {
    const ownerOf = createOwnerLookup(outputDirs);
    return (rel) => (rel === '' ? null : outputDirs.has(rel) ? rel : ownerOf(rel));
}


/***/ }),

/***/ 55127:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V5: () => (/* binding */ parsePassportValue),
/* harmony export */   WO: () => (/* binding */ readPassports),
/* harmony export */   Wz: () => (/* binding */ describePassport),
/* harmony export */   fD: () => (/* binding */ describePassportBytes)
/* harmony export */ });
/* unused harmony exports PassportPositions, PassportSet */
/* harmony import */ var _formats_json_source_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23511);
/* harmony import */ var _formats_passport_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2800);
/* harmony import */ var _core_passport_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48825);
/* harmony import */ var _util_relative_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9344);
/* harmony import */ var _util_sha256_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(36701);





/** A passport checked with positions whose bytes were let go of: its lookup is made on first use. */
const LOCATE_AGAIN = Symbol('locate again');
/**
 * Pointer → position lookups of passports. Only the lookup is kept, not the parsed document,
 * whose value would otherwise stay alive to the end of the run: every collection of the young
 * generation copies what is alive, and 2,000 passports' values are some megabytes of small
 * objects.
 */
class PassportPositions {
    locators = new Map();
    /** Passports whose bytes are let go of once checked (their lookup would hold them). */
    readAgain = new WeakSet();
    /**
     * Keeps the lookup of a passport a check has parsed with positions, unless its bytes are let
     * go of: the lookup holds the bytes (its text is decoded from them on first use), so such a
     * passport's lookup is made again from its bytes read again, only if a finding asks.
     */
    keep(record, locate) {
        this.locators.set(record.path, this.readAgain.has(record) ? LOCATE_AGAIN : locate);
    }
    /** Marks a passport whose bytes are let go of once checked (readPassports' part). */
    markReadAgain(record) {
        this.readAgain.add(record);
    }
    /**
     * The location of `pointer` in a passport. A passport no check has parsed for positions (a
     * consumer re-checked for chain rules outside the scope, an artifact finding met before the
     * per-passport checks) is parsed for them now, once.
     */
    locate(record, pointer) {
        let find = this.locators.get(record.path);
        if (find === LOCATE_AGAIN) {
            // Accepted by the check: the same bytes need no parse to be located in.
            const bytes = this.ownBytes(record);
            find = bytes ? (0,_formats_json_source_js__WEBPACK_IMPORTED_MODULE_0__/* .locateInJson */ .Kv)(bytes) : null;
            this.locators.set(record.path, find);
        }
        if (find === undefined) {
            const bytes = this.ownBytes(record);
            if (bytes) {
                const parsed = (0,_formats_json_source_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonDocument */ .dH)(bytes);
                find = parsed.ok ? parsed.document.locate : null;
                this.locators.set(record.path, find);
            }
        }
        if (!find)
            return { pointer };
        const pos = find(pointer);
        return { pointer, line: pos.line, column: pos.column };
    }
    /**
     * The bytes a kept lookup may hold: those of a passport let go of are a copy, since until
     * its check ends they may be the reader's memory, which the next passport is read into.
     */
    ownBytes(record) {
        const bytes = record.readBytes();
        return bytes !== null && this.readAgain.has(record) ? copyOf(bytes) : bytes;
    }
}
/** A copy of `bytes` in memory of its own: a Buffer's `slice` would be a view. */
function copyOf(bytes) {
    return Uint8Array.prototype.slice.call(bytes);
}
/**
 * A passport read for the run's index alone (changed mode, {@link ReadPassportsOptions.indexOnly}):
 * the fields every passport of the run is read for ({@link readPassportIndex}: id, consumed ids,
 * inputs and outputs, the strings the graph and the re-run plan name) held as read, and no
 * part of the parsed value, which is dropped at once. Every other field is read on first use
 * from the passport's bytes, parsed again as they were the first time (summarizePassportBytes,
 * which accepted them then), and kept: a passport in scope, or one a rule or the re-run plan
 * looks into, is read in full once more, and the thousands no rule looks into never are. The
 * same values as {@link readPassport}'s, field by field (a test holds them equal).
 *
 * Why: held to the end of the run, the full model of 10,000 passports out of scope kept their
 * produced_by, decisions, parameters, errors and downstream_hints alive through every
 * collection (docs/performance.md, "Changed mode: a compact index out of scope").
 *
 * With `outputsOnDemand` the outputs too are read on first use (a shard that does not lead:
 * no chain indexes every passport's outputs there, and three quarters of them, in a shard of
 * four, are another shard's, looked into only as an input's producer).
 */
class IndexedPassport {
    id;
    writtenId;
    createdAt;
    skill;
    skillVersion;
    consumed;
    inputs;
    #outputs;
    #bytes;
    #sharePath;
    #full;
    constructor(value, bytes, sharePath, outputsOnDemand = false) {
        const index = (0,_core_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .readPassportIndex */ .zB)(value, sharePath, !outputsOnDemand);
        this.id = index.id;
        this.writtenId = index.writtenId;
        this.createdAt = index.createdAt;
        this.skill = index.skill;
        this.skillVersion = index.skillVersion;
        this.consumed = index.consumed;
        this.inputs = index.inputs;
        this.#outputs = outputsOnDemand ? undefined : index.outputs;
        this.#bytes = bytes;
        this.#sharePath = outputsOnDemand ? sharePath : undefined;
    }
    get outputs() {
        return this.#outputs ?? this.#read().outputs;
    }
    /** The full reading, made once on first use (the bytes were accepted when first read). */
    #read() {
        if (this.#full === undefined)
            this.readInFull();
        return this.#full;
    }
    /**
     * Parses the bytes again, makes the full reading from them unless made already, and gives
     * the parsed value and scan: the check of a passport in scope takes them, so it and the full
     * reading are one parse ({@link PassportSet.readInFull}).
     */
    readInFull() {
        // The paths shared as when first read, for outputs read on demand (the only paths kept).
        const light = (0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_1__/* .summarizePassportBytes */ .Dm)(this.#bytes, this.#sharePath);
        if (light === null)
            throw new Error('a passport read once could not be read again');
        this.#full ??= light.summary;
        return { value: light.value, scan: light.scan };
    }
    get schemaVersion() {
        return this.#read().schemaVersion;
    }
    get agent() {
        return this.#read().agent;
    }
    get sessionId() {
        return this.#read().sessionId;
    }
    get producedBy() {
        return this.#read().producedBy;
    }
    get writtenConsumed() {
        return this.#read().writtenConsumed;
    }
    get nextSkills() {
        return this.#read().nextSkills;
    }
    get expectedInputs() {
        return this.#read().expectedInputs;
    }
    get downstreamHints() {
        return this.#read().downstreamHints;
    }
    get decisions() {
        return this.#read().decisions;
    }
    get parameters() {
        return this.#read().parameters;
    }
    get errors() {
        return this.#read().errors;
    }
    get recordedBy() {
        return this.#read().recordedBy;
    }
}
/** The passports of one run. */
class PassportSet {
    records = [];
    positions = new PassportPositions();
    read;
    ids;
    constructor(keepAsRead) {
        this.read = keepAsRead ? [] : null;
    }
    /** Passports by passport_id, in path order (a Map: ids like "__proto__" are plain data). */
    get byId() {
        if (!this.ids) {
            this.ids = new Map();
            for (const r of this.records) {
                if (r.id === null)
                    continue;
                const list = this.ids.get(r.id);
                if (list)
                    list.push(r);
                else
                    this.ids.set(r.id, [r]);
            }
        }
        return this.ids;
    }
    /**
     * A passport read for its index alone (indexOnly), parsed again now: its full reading made
     * from this parse, and the parsed value handed on for its check, which then parses nothing.
     * A shard that does not lead checks its scope so: the check and the outputs its plan reads
     * were two parses of each passport besides the read (docs/performance.md, issue 41, branch
     * read-bytes). Undefined for a passport read otherwise, or refused.
     */
    readInFull(record) {
        return record.summary instanceof IndexedPassport ? record.summary.readInFull() : undefined;
    }
    /** Every passport as read, value included (only when read with keepAsRead). */
    asRead() {
        if (!this.read)
            throw new Error('the passports were read without keepAsRead');
        return this.read;
    }
    /** Adds one passport as read (readPassports' part). */
    add(record, parsed) {
        this.records.push(record);
        this.read?.push({
            path: record.path,
            dir: record.dir,
            id: record.id,
            claimedId: record.claimedId,
            value: parsed?.value ?? null,
            summary: record.summary,
            bytes: record.readBytes(),
        });
    }
}
/** Reads the passport files `paths` (the layout's) through `reader`, in order. */
async function readPassports(paths, reader, options) {
    const set = new PassportSet(options.keepAsRead === true);
    const indexOnly = options.indexOnly === true && options.keepAsRead !== true;
    const outputsOnDemand = indexOnly && options.outputsOnDemand === true;
    const letGo = options.letGoOfBytes === true &&
        options.onRead !== undefined &&
        options.keepAsRead !== true &&
        !indexOnly;
    const makeRecord = (path, read) => recordRead(path, read, { indexOnly, outputsOnDemand, letGo, reader, options });
    const visit = (path, read) => {
        const { record, parsed, letGoOf } = makeRecord(path, read);
        if (letGoOf)
            set.positions.markReadAgain(record);
        set.add(record, parsed);
        options.onRead?.(record, parsed, set);
        letGoOf?.();
    };
    const later = options.readOnAsk !== undefined && options.keepAsRead !== true && options.onRead === undefined
        ? options.readOnAsk
        : undefined;
    if (later === undefined) {
        // Let go of, a passport's bytes need not outlive its check: the reader may read the next
        // passport into the same memory (DocumentReader.readEach's `reuse`).
        await reader.readEach(paths, options.maxBytes, visit, { reuse: letGo });
        return set;
    }
    // Another shard's passport (readOnAsk) is read on this thread the first time it is asked, if
    // it can be (a path the walk listed as a regular file); the rest are read now, in one pass.
    // The records keep the layout's order either way.
    const slots = [];
    const now = [];
    for (const path of paths) {
        const dir = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_3__/* .relativeDirname */ .RV)(path);
        const readAgain = later(dir) ? reader.readAgainSync?.(path, options.maxBytes) : undefined;
        if (readAgain === undefined) {
            now.push(path);
            slots.push(undefined);
        }
        else
            slots.push(new PassportReadOnAsk(path, dir, () => makeRecord(path, readAgain()).record));
    }
    const read = [];
    await reader.readEach(now, options.maxBytes, (path, result) => void read.push(makeRecord(path, result).record), { reuse: false });
    let next = 0;
    for (const slot of slots)
        set.add(slot ?? read[next++], undefined);
    return set;
}
/**
 * One passport file's record from what its read gave: refused, or parsed lightly (for its index
 * alone with indexOnly). The same whether the file was read with the others or on first ask.
 */
function recordRead(path, read, how) {
    const { options } = how;
    const dir = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_3__/* .relativeDirname */ .RV)(path);
    if (!read.ok) {
        const record = {
            path,
            dir,
            id: null,
            summary: null,
            claimedId: null,
            readBytes: () => null,
            problem: read,
        };
        return { record, parsed: undefined };
    }
    let light;
    if (how.indexOnly) {
        const parsed = (0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePassportBytes */ .hq)(read.bytes);
        light = parsed && {
            summary: new IndexedPassport(parsed.value, read.bytes, options.sharePath, how.outputsOnDemand),
            ...parsed,
        };
    }
    else
        light = (0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_1__/* .summarizePassportBytes */ .Dm)(read.bytes, options.sharePath);
    const summary = light?.summary ?? null;
    const again = how.letGo ? how.reader.readAgainSync?.(path, options.maxBytes) : undefined;
    // Held past this call (no way to read them again), the bytes are copied out of the reader's.
    const bytes = new HeldBytes(how.letGo && !again ? copyOf(read.bytes) : read.bytes);
    const record = {
        path,
        dir,
        id: summary?.id ?? null,
        summary,
        claimedId: summary === null ? (0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_1__/* .findClaimedPassportId */ .mw)(read.bytes) : null,
        readBytes: () => bytes.get(),
        problem: null,
    };
    // The scan is handed on too, so the full check does not scan the bytes a second time.
    const parsed = light ? { value: light.value, scan: light.scan } : undefined;
    if (!again)
        return { record, parsed };
    return { record, parsed, letGoOf: () => bytes.letGo(again) };
}
/**
 * Another shard's passport, not read until asked (a shard that does not lead,
 * {@link ReadPassportsOptions.readOnAsk}): its path and directory are the layout's; its id,
 * reading, claimed id, bytes and problem are those of the record its first read gives, on the
 * first ask of any of them. Why: at 10^6 files, each shard read and parsed all 10,000
 * passports, three quarters of them another shard's, which no rule asks (docs/performance.md,
 * issue 41, branches shard-weights and shard-own).
 */
class PassportReadOnAsk {
    path;
    dir;
    #read;
    #record;
    constructor(path, dir, read) {
        this.path = path;
        this.dir = dir;
        this.#read = read;
    }
    get id() {
        return this.#asRead().id;
    }
    get summary() {
        return this.#asRead().summary;
    }
    get claimedId() {
        return this.#asRead().claimedId;
    }
    get problem() {
        return this.#asRead().problem;
    }
    readBytes() {
        return this.#asRead().readBytes();
    }
    /** The record as read, read once. */
    #asRead() {
        if (this.#record === undefined) {
            this.#record = this.#read();
            this.#read = undefined;
        }
        return this.#record;
    }
}
/**
 * A passport's bytes, held until let go of, then read again on each ask and given only when
 * they are the bytes first read (same length and sha256): a position or a fix is never made
 * from bytes that were not the ones checked.
 */
class HeldBytes {
    #bytes;
    #length = 0;
    #sha256 = '';
    #readAgain;
    constructor(bytes) {
        this.#bytes = bytes;
    }
    /** The bytes: held, or read again and checked. */
    get() {
        if (this.#bytes !== null || this.#readAgain === undefined)
            return this.#bytes;
        const read = this.#readAgain();
        if (!read.ok || read.bytes.length !== this.#length)
            return null;
        return (0,_util_sha256_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256Hex */ .f)(read.bytes) === this.#sha256 ? read.bytes : null;
    }
    /** Keeps the length and sha256 of the bytes, not the bytes; `readAgain` reads the file again. */
    letGo(readAgain) {
        const bytes = this.#bytes;
        this.#length = bytes.length;
        this.#sha256 = (0,_util_sha256_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256Hex */ .f)(bytes);
        this.#readAgain = readAgain;
        this.#bytes = null;
    }
}
/**
 * A passport as `stamp`, `graph` and `export` use it (produce/load-passports.ts): the value
 * parsed strictly (duplicate keys, encoding), or why the file cannot be used. Reads the
 * record's bytes once; a caller that has read them already passes them to
 * {@link describePassportBytes}, so the bytes described are the ones it holds.
 */
function describePassport(record) {
    return describePassportBytes(record, record.readBytes());
}
/**
 * {@link describePassport} of bytes the caller has read from the record: two functions, not an
 * optional argument, so that `records.map(describePassport)` cannot pass an index as bytes.
 */
function describePassportBytes(record, bytes) {
    const base = {
        path: record.path,
        dir: record.dir,
        id: null,
        claimedId: record.claimedId,
        value: null,
        summary: null,
    };
    if (record.problem) {
        const { reason, detail } = record.problem;
        return {
            ...base,
            problem: reason === 'missing'
                ? 'does not exist'
                : reason === 'outside-root'
                    ? 'resolves outside the repository root'
                    : detail,
        };
    }
    const parsed = parsePassportValue(bytes);
    if (parsed.problem !== null)
        return { ...base, problem: parsed.problem };
    const summary = (0,_core_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .readPassport */ .pN)(parsed.value);
    return { ...base, id: summary.id, value: parsed.value, summary };
}
/**
 * A passport's bytes parsed strictly (duplicate keys, encoding), or what is wrong in words:
 * one reading for every command and both sides of the provenance diff, so the same broken
 * file is described the same way wherever it is read.
 */
function parsePassportValue(bytes) {
    const parsed = (0,_formats_json_source_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonDocument */ .dH)(bytes);
    if (parsed.ok)
        return { value: parsed.document.value, problem: null };
    const p = parsed.problem;
    return {
        value: null,
        problem: `is not valid JSON: ${p.message} (line ${p.line}, column ${p.column})`,
    };
}


/***/ }),

/***/ 68586:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tu: () => (/* binding */ STEP_COMMAND_PLACEHOLDER),
/* harmony export */   hO: () => (/* binding */ unprintable),
/* harmony export */   w4: () => (/* binding */ rerunCommand)
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
 * What a hand record's re-run prints where the step's command goes: a hand record names no
 * command, so the user fills it in. One shell word, so the line run as printed starts no step
 * of the user's (the placeholder is no program) and records no clean run.
 */
const STEP_COMMAND_PLACEHOLDER = '<the step command>';
/**
 * `passport-gate run …` that runs the step of the passport at `passportPath` again and records
 * it in place, to paste at the repository root; null when a word of it cannot be printed as a
 * command (control or invisible characters, which every report escapes) or the record is no
 * run record and `hand` is not set. `rel` maps a recorded artifact path to a
 * repository-relative one. With `hand`, a hand record (`stamp`) gets the same line with
 * {@link STEP_COMMAND_PLACEHOLDER} for its command, run at the root: never a re-stamp, which
 * would vouch for bytes no step is shown to have made (issue 37).
 */
function rerunCommand(passport, passportPath, dir, rel, hand = false) {
    const run = (0,_core_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .isRunRecord */ .jM)(passport) ? passport.recordedBy : null;
    if (run?.command == null || run.workingDirectory === null) {
        return hand && !(0,_core_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .isRunRecord */ .jM)(passport)
            ? buildRunLine(passport, passportPath, dir, rel, null)
            : null;
    }
    return buildRunLine(passport, passportPath, dir, rel, {
        command: run.command,
        cwd: run.workingDirectory,
        declared: run.outputs === 'declared',
        nondeterministic: run.nondeterministic,
    });
}
/** The `run` line of {@link rerunCommand}. */
function buildRunLine(passport, passportPath, dir, rel, record) {
    const cwd = record?.cwd ?? '.';
    const command = record?.command ?? [];
    const name = passportPath.slice(passportPath.lastIndexOf('/') + 1);
    const runId = name.endsWith(_formats_passport_js__WEBPACK_IMPORTED_MODULE_1__/* .PASSPORT_SUFFIX */ .zb) ? name.slice(0, -_formats_passport_js__WEBPACK_IMPORTED_MODULE_1__/* .PASSPORT_SUFFIX */ .zb.length) : '';
    if (!(0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_1__/* .isRunId */ .Pk)(runId) || passport.skill === null || passport.skillVersion === null)
        return null;
    const words = ['passport-gate', 'run', pathWord(dir, cwd)];
    const checked = [dir, cwd, passport.skill, passport.skillVersion, ...command];
    if (cwd !== '.')
        words.push('--root', argWord(node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.relative(cwd, '.') || '.'));
    words.push('--run-id', runId, '--skill', argWord(passport.skill));
    words.push('--skill-version', argWord(passport.skillVersion));
    if (record?.declared === true) {
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
    for (const n of record?.nondeterministic ?? []) {
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
    words.push('--', ...(record ? command.map(argWord) : [argWord(STEP_COMMAND_PLACEHOLDER)]));
    const line = words.join(' ');
    return cwd === '.' ? line : `cd ${argWord(cwd)} && ${line}`;
}


/***/ }),

/***/ 95614:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ resolveRoot)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70017);
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
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`root ${JSON.stringify(root)} is not a readable directory`);
    }
}


/***/ }),

/***/ 12270:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  zv: () => (/* binding */ cutShard),
  xN: () => (/* binding */ listAllModeDirs),
  D6: () => (/* binding */ selectScope)
});

// EXTERNAL MODULE: ./src/util/relative-path.ts
var relative_path = __webpack_require__(9344);
// EXTERNAL MODULE: ./src/formats/passport.ts
var formats_passport = __webpack_require__(2800);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/repo/shard.ts
/**
 * Sharding an audit over a GitHub Actions matrix (`--shard i/n`). Pure: every
 * shard computes the same partition from the same checkout, so no shard needs
 * to talk to another, and the merge step (merge.ts) can check that they did.
 *
 * The unit of work is an output directory. Its weight is the files the walk
 * lists in it (repo/layout.ts ownedFiles: every file it owns but bookkeeping),
 * not what its passports list: the walk is every shard's already, so the
 * partition needs no passport read, parsed or summed, and a shard could leave
 * another shard's passports unread (docs/performance.md, issue 41, branch
 * shard-weights). Bytes are not weighed: the walk does not stat its files, and a
 * stat of each (10^6 at the largest measured) would cost more than the parse it
 * replaces. Directories are assigned greedily, heaviest first, each to the
 * currently lightest shard (the classic longest-processing-time rule: within
 * 4/3 of the best possible makespan), ties broken by name and shard index so
 * the result depends only on the input.
 */

/** The weight used to balance shards. */
function weightOf(d) {
    return d.files;
}
const compareNames = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/**
 * Partitions directories into `count` shards, evenly by weight and
 * deterministically. Returns the directories of each shard (element 0 is
 * shard 1), each list sorted by name. Every directory lands in exactly one shard.
 */
function partitionDirectories(dirs, count) {
    const n = Math.max(1, Math.floor(count));
    const shards = Array.from({ length: n }, () => []);
    const loads = new Array(n).fill(0);
    const unique = new Map();
    for (const d of dirs)
        if (!unique.has(d.dir))
            unique.set(d.dir, d);
    const order = [...unique.values()].sort((a, b) => weightOf(b) - weightOf(a) || compareNames(a.dir, b.dir));
    for (const d of order) {
        let lightest = 0;
        for (let k = 1; k < n; k++)
            if (loads[k] < loads[lightest])
                lightest = k;
        shards[lightest].push(d.dir);
        loads[lightest] = loads[lightest] + weightOf(d);
    }
    for (const s of shards)
        s.sort(compareNames);
    return shards;
}
/** The directories shard `spec.index` of `spec.count` audits. */
function selectShardDirectories(dirs, spec) {
    return partitionDirectories(dirs, spec.count)[spec.index - 1] ?? [];
}
/**
 * A digest of the whole partition input. Shards of one run print the same
 * value; the merge refuses reports whose values differ, because they were cut
 * from different checkouts, configs or changed-file lists.
 */
function fingerprintPartition(dirs, count) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    hash.update(`shards ${count}\n`);
    for (const d of [...dirs].sort((a, b) => compareNames(a.dir, b.dir))) {
        hash.update(`${JSON.stringify(d.dir)} ${d.files}\n`);
    }
    return hash.digest('hex');
}
/**
 * The weight of each directory in `dirs`: the files the walk lists in it. A directory without
 * a passport weighs its files too (output-directories lists them in its passport-missing).
 */
function weighDirectories(layout, dirs) {
    const out = [];
    for (const dir of dirs)
        out.push({ dir, files: layout.ownedFiles(dir).length });
    return out;
}

;// CONCATENATED MODULE: ./src/repo/scope.ts
/**
 * Which output directories a run audits. All mode: every one. Changed mode:
 * the owners of the changed paths, and the directories of the passports that
 * list a changed path (directly, or through a symlink on the way). A shard of
 * a matrix run then keeps its part of that scope (shard.ts); every shard cuts
 * the same partition.
 */



/**
 * The output directories a run without a change list (`--all`) audits: every one the layout
 * found. The one source of that set for the shard's cut the audit makes before the read
 * (audit/pipeline.ts) and for {@link selectScope}'s, so that the two cannot drift apart.
 */
function listAllModeDirs(layout) {
    return new Set(layout.outputDirs);
}
/**
 * Shard `shard`'s part of `fullDirs` (the output directories the whole run audits). Weighed from
 * the walk (shard.ts): the same numbers in every shard, whatever it reads, so it is known before
 * any passport is read.
 */
function cutShard(layout, fullDirs, shard) {
    const weights = weighDirectories(layout, fullDirs);
    const own = new Set(selectShardDirectories(weights, shard));
    return {
        dirs: new Set([...fullDirs].filter((d) => own.has(d))),
        shard: {
            index: shard.index,
            count: shard.count,
            fingerprint: fingerprintPartition(weights, shard.count),
            chain: shard.index === 1,
        },
    };
}
/** Decides the scope of a run. */
async function selectScope(input) {
    const { changes, shard } = input;
    const records = input.passports.records;
    const changed = changes.files === null
        ? { dirs: listAllModeDirs(input.layout), passportChanged: false }
        : await selectChangedDirectories(input, changes.files);
    // Every shard cuts the same partition of the full scope and keeps its own part.
    const fullDirs = changed.dirs;
    const cut = shard ? (input.cut ?? cutShard(input.layout, fullDirs, shard)) : undefined;
    const dirs = cut?.dirs ?? fullDirs;
    const shardScope = cut?.shard;
    return {
        mode: changes.files === null ? 'all' : 'changed',
        changes,
        fullDirs,
        dirs,
        shard: shardScope,
        leadsRun: shardScope === undefined || shardScope.chain === true,
        passportChanged: changed.passportChanged,
        passports: records.filter((r) => dirs.has(r.dir)),
        includes: (record) => dirs.has(record.dir),
    };
}
/** The directories a change touches (changed mode). */
async function selectChangedDirectories(input, changed) {
    const { tree, layout } = input;
    const listedBy = await mapListingsToPassports(input, changed);
    // A passport file that is a link: each link on its way, and where it ends, maps back to it.
    // The layout noted them as it selected the passports (a passport the walk listed as a regular
    // file is a plain file): not one search of the walk's listing per passport.
    const passportVia = new Map();
    for (const rel of layout.unplainPassportPaths)
        for (const via of await tree.symlinkChain(rel))
            passportVia.set(via, rel);
    const dirs = new Set();
    let passportChanged = false;
    for (const rel of changed) {
        const owner = layout.ownerOf(rel);
        if (owner !== null)
            dirs.add(owner);
        for (const d of listedBy.get(rel) ?? [])
            dirs.add(d);
        // A passport added, edited or deleted can change which ids exist; its old id is unknown here.
        if ((0,formats_passport/* isPassportPath */._u)(rel))
            passportChanged = true;
        const passport = passportVia.get(rel);
        if (passport !== undefined) {
            dirs.add((0,relative_path/* relativeDirname */.RV)(passport));
            passportChanged = true;
        }
    }
    return { dirs, passportChanged };
}
/**
 * The changed paths some passport lists (output or input) → the directories of the passports
 * listing them. A path the walk did not list as a plain file may be reached through symlinks: a
 * change to any link on the way, or to the file it ends at, changes what the passport
 * describes, so each of them maps back to the same passports. Only such paths cost system
 * calls (a few lstat each); one surely missing has no link on its way. Only what the change
 * can be asked of is kept: a changed path, and a listed path that may lead to one through a
 * link; not the thousands of plain files the passports out of scope list (workload 3: 20,000
 * map entries, of which one is asked).
 */
async function mapListingsToPassports(input, changed) {
    const { tree, paths } = input;
    const listedBy = new Map();
    const addListed = (rel, dir) => {
        const list = listedBy.get(rel);
        if (list === undefined)
            listedBy.set(rel, [dir]);
        else if (list[list.length - 1] !== dir)
            list.push(dir);
    };
    const viaLinks = new Set();
    const note = (refs, dir) => {
        for (const a of refs) {
            const rel = paths.relOf(a, dir);
            if (rel === null)
                continue;
            // A changed path that may be a link is followed as any other such path.
            if (viaLinks.has(rel))
                addListed(rel, dir);
            else if (!tree.isPlainFile(rel) && !tree.isSurelyMissing(rel)) {
                viaLinks.add(rel);
                addListed(rel, dir);
            }
            else if (changed.has(rel))
                addListed(rel, dir);
        }
    };
    for (const r of input.passports.records) {
        if (r.summary === null)
            continue;
        note(r.summary.outputs, r.dir);
        note(r.summary.inputs, r.dir);
    }
    for (const rel of viaLinks) {
        const dirs = listedBy.get(rel);
        const resolved = await tree.resolve(rel);
        const reached = await tree.symlinkChain(rel);
        // The real path too: the chain reads links lexically, realpath as the read will.
        if (resolved.ok)
            reached.push(tree.relativeToRoot(resolved.real));
        for (const via of reached)
            if (via !== rel)
                for (const d of dirs)
                    addListed(via, d);
    }
    return listedBy;
}


/***/ }),

/***/ 24469:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AI: () => (/* binding */ listUnchanged),
/* harmony export */   DO: () => (/* binding */ isSamePassportFile),
/* harmony export */   En: () => (/* binding */ restampCommand),
/* harmony export */   Jm: () => (/* binding */ toStaleNode),
/* harmony export */   WG: () => (/* binding */ findRenamed),
/* harmony export */   _X: () => (/* binding */ describeRerun),
/* harmony export */   aL: () => (/* binding */ planAuditReruns),
/* harmony export */   ju: () => (/* binding */ normalizerOf),
/* harmony export */   r$: () => (/* binding */ orderTopologically),
/* harmony export */   vn: () => (/* binding */ planReruns),
/* harmony export */   wi: () => (/* binding */ indexArtifacts),
/* harmony export */   xC: () => (/* binding */ readBaseNodes)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_shell_word_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(86571);
/* harmony import */ var _util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9344);
/* harmony import */ var _passports_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55127);
/* harmony import */ var _formats_passport_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2800);
/* harmony import */ var _core_passport_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(48825);
/* harmony import */ var _rerun_command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(68586);
/* harmony import */ var _util_digraph_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(24305);
/* harmony import */ var _formats_json_source_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(23511);
/**
 * Stale downstream passports and the re-run plan: one computation for the provenance diff's
 * re-run plan (diff/diff.ts) and the audit's `chain-stale` (rules/families/chain.ts), so the
 * diff's stale list and the audit's stale findings are the same list. Pure.
 *
 * An output a change **modified** is a path some base passport lists as an output whose
 * digest the head's passports no longer record (another digest, or no passport lists it any
 * more: renamed, or deleted and its producer re-stamped). A head passport is **stale** when
 *
 * - *input*: it records an input at a digest this change replaced (it consumed the old
 *   version and was not re-stamped since: a re-stamp after the re-run records the new digest;
 *   `input-hash-mismatch` reports the same case from the bytes on disk), or an input whose
 *   path a passport it consumes (consumed_passports) lists as an output at another digest
 *   (no base needed: the head alone shows the consumer read something its producer no
 *   longer records), or
 * - *consumed*: it consumes (consumed_passports) a passport whose outputs this change
 *   modified, and its own file is unchanged (it was not re-stamped), or
 * - *upstream*: it consumes a stale passport, by id or by an input whose path and digest are
 *   an output of that passport. This holds even if it was re-stamped in this change: a step
 *   re-run on the output of a stale step computed from the old version too.
 *
 * Without a base (an audit of one revision) the base is empty: only the head-alone reasons
 * and what follows from them apply.
 *
 * The plan lists the stale passports in topological order (producers before consumers), ties
 * by path; a consumed_passports cycle (a finding of the audit) is kept together, by path.
 */









const byPath = (a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
/**
 * An artifact path as the repository-relative path it names, or as written when it names
 * none (so a refused path still differs from every other).
 */
function normalizeArtifactPath(raw, dir, pathBase) {
    const checked = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .checkRelativePath */ ._k)(raw, pathBase === 'passport' && dir !== '.' ? dir : '');
    return checked.ok ? checked.rel : raw;
}
/** {@link normalizeArtifactPath} for one `path-base`. */
const normalizerOf = (pathBase) => (raw, dir) => normalizeArtifactPath(raw, dir, pathBase);
/** The artifacts of one list by normalized path; the first entry of a path wins. */
function indexArtifacts(list, dir, normalize, make) {
    const byRel = new Map();
    for (const ref of list) {
        const rel = normalize(ref.path, dir);
        if (!byRel.has(rel))
            byRel.set(rel, make(ref, rel));
    }
    return byRel;
}
/** A passport as the stale computation sees it, from its summary (null: unreadable). */
function toStaleNode(path, summary, normalize) {
    const make = (ref, rel) => ({
        path: rel,
        sha256: ref.sha256,
    });
    const dir = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .relativeDirname */ .RV)(path);
    return {
        path,
        dir,
        id: summary?.id ?? null,
        summary,
        relOf: (raw) => normalize(raw, dir),
        skill: summary?.skill ?? null,
        skillVersion: summary?.skillVersion ?? null,
        inputs: indexArtifacts(summary?.inputs ?? [], dir, normalize, make),
        outputs: indexArtifacts(summary?.outputs ?? [], dir, normalize, make),
    };
}
/** The base's passport files as the stale computation (and passport-id-reused) sees them. */
function readBaseNodes(base, normalize) {
    return base.map((f) => toStaleNode(f.path, (0,_core_passport_js__WEBPACK_IMPORTED_MODULE_4__/* .passportOfFile */ .KI)(f), normalize));
}
/**
 * The audit's re-run plan ({@link planReruns}): the head as the audit read it, against the
 * base's passport files when the run has a base (a pull request, `audit --base`), else
 * against nothing. The diff asks planReruns of the same two lists (diff/diff.ts), so the
 * audit's chain-stale findings are the diff's stale list.
 */
function planAuditReruns(head, base, normalize, baseNodes = readBaseNodes(base ?? [], normalize), agrees) {
    // Without a base only the head-alone reason applies; most audits have none, and checking
    // for one costs a fraction of building every node (workload 2: 2,000 passports).
    if (base === null && !hasHeadAloneReason(head, normalize, agrees))
        return [];
    const headNodes = head.map((r) => toStaleNode(r.path, r.summary, normalize));
    if (base === null)
        return planReruns({ base: [], head: headNodes, unchangedHead: new Set() });
    const before = new Map(base.map((f) => [f.path, f]));
    const unchangedHead = new Set();
    for (const r of head) {
        const b = before.get(r.path);
        if (!b || b.value === null || r.summary === null)
            continue;
        // Asked once: compared and parsed, they are one reading of the file.
        const bytes = r.readBytes();
        if (bytes === null)
            continue;
        // The same bytes are the same file; other bytes are parsed as the diff parses them.
        if (b.bytes && Buffer.from(b.bytes).equals(bytes))
            unchangedHead.add(r.path);
        else {
            const parsed = (0,_passports_js__WEBPACK_IMPORTED_MODULE_2__/* .parsePassportValue */ .V5)(bytes);
            if (isSamePassportFile(b, { value: parsed.value, bytes }))
                unchangedHead.add(r.path);
        }
    }
    return planReruns({ base: baseNodes, head: headNodes, unchangedHead });
}
/**
 * True when some head passport has the one reason to be stale that needs no base: an input
 * whose path a passport it consumes lists as an output at another digest (findDirectReasons
 * with an empty base, asked without building a node per passport). Paths by `normalize`, the
 * first entry of a path winning, as {@link toStaleNode} indexes them.
 *
 * Without `agrees` (a shard that does not lead has no chain) every input with a consumed
 * producer is left open, and each such producer's outputs are read: no cheaper answer is exact,
 * since the reason is a producer's listing, and the plan's steps print their place in the whole
 * plan ("step k of N"). The audit asks it only when a finding asks for the plan.
 */
function hasHeadAloneReason(head, normalize, agrees = () => false) {
    // Built on the first input some producer may disagree with: a clean tree has none, and
    // the map of 10,000 ids was a pass over every passport for nothing (changed mode, issue 41).
    let byId;
    const indexIds = () => {
        const index = new Map();
        head.forEach((r, i) => {
            const id = r.summary?.id;
            if (id === null || id === undefined)
                return;
            const list = index.get(id);
            if (list)
                list.push(i);
            else
                index.set(id, [i]);
        });
        return index;
    };
    const outputs = [];
    const outputsOf = (i) => {
        let byRel = outputs[i];
        if (byRel)
            return byRel;
        byRel = new Map();
        const r = head[i];
        const dir = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .relativeDirname */ .RV)(r.path);
        for (const ref of r.summary?.outputs ?? []) {
            const rel = normalize(ref.path, dir);
            if (!byRel.has(rel))
                byRel.set(rel, ref.sha256);
        }
        return (outputs[i] = byRel);
    };
    for (const r of head) {
        const s = r.summary;
        // No consumed passport, no producer to disagree with: its inputs are not asked.
        if (s === null || s.inputs.length === 0 || s.consumed.length === 0)
            continue;
        const dir = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .relativeDirname */ .RV)(r.path);
        // Inputs every producer agrees with cannot be stale: most passports have no other. The
        // agreement is asked of the ref (its digest compared as bytes): a digest kept as bytes is a
        // new hex string on each read, made here only for an input left open.
        const open = [];
        for (const ref of s.inputs) {
            if ((0,_core_passport_js__WEBPACK_IMPORTED_MODULE_4__/* .hasRecordedDigest */ .nA)(ref) && !agrees(ref, dir))
                open.push({ path: ref.path, sha256: ref.sha256 });
        }
        if (open.length === 0)
            continue;
        byId ??= indexIds();
        const producers = [];
        for (const c of new Set(s.consumed))
            if (c !== (s.id ?? ''))
                producers.push(...(byId.get(c) ?? []));
        if (producers.length === 0)
            continue;
        for (const ref of open) {
            const rel = normalize(ref.path, dir);
            for (const q of producers) {
                const sha = outputsOf(q).get(rel) ?? null;
                if (sha !== null && sha !== ref.sha256)
                    return true;
            }
        }
    }
    return false;
}
/**
 * True when a passport file is the same on both sides: the same bytes, or the same JSON value
 * with every number the same decimal number as written (not as parsed to a double, so
 * 0.30000000000000000557 and 0.3 differ). `bytes` absent: the values alone decide.
 */
function isSamePassportFile(a, b) {
    if (a.value === null || b.value === null)
        return false;
    if (a.bytes && b.bytes && Buffer.from(a.bytes).equals(b.bytes))
        return true;
    if (!(0,node_util__WEBPACK_IMPORTED_MODULE_0__.isDeepStrictEqual)(a.value, b.value))
        return false;
    if (!a.bytes || !b.bytes)
        return true;
    return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.isDeepStrictEqual)((0,_formats_json_source_js__WEBPACK_IMPORTED_MODULE_6__/* .readExactNumbers */ .Iw)(a.bytes), (0,_formats_json_source_js__WEBPACK_IMPORTED_MODULE_6__/* .readExactNumbers */ .Iw)(b.bytes));
}
/**
 * The head passports whose file is the same in the base, at the same path
 * ({@link isSamePassportFile}): not re-stamped by this change.
 */
function listUnchanged(base, head) {
    const before = new Map(base.map((f) => [f.path, f]));
    const unchanged = new Set();
    for (const h of head) {
        const b = before.get(h.path);
        if (b && isSamePassportFile(b, h))
            unchanged.add(h.path);
    }
    return unchanged;
}
/** The outputs whose recorded digest changed between the revisions, by path. */
function findModifiedOutputs(base, head) {
    const before = new Map();
    for (const p of base) {
        for (const o of p.outputs.values()) {
            if (o.sha256 === null)
                continue;
            const known = before.get(o.path);
            if (known)
                known.shas.add(o.sha256);
            else
                before.set(o.path, { shas: new Set([o.sha256]), producer: p });
        }
    }
    const modified = new Map();
    if (before.size === 0)
        return modified;
    const after = new Map();
    for (const p of head)
        for (const o of p.outputs.values())
            if (!after.has(o.path))
                after.set(o.path, { sha: o.sha256, producer: p });
    for (const [path, { shas, producer }] of before) {
        const now = after.get(path);
        const current = now?.sha ?? null;
        if (current !== null && shas.has(current))
            continue;
        modified.set(path, { path, old: shas, current, producer: now?.producer ?? producer });
    }
    return modified;
}

/**
 * The command that re-stamps the passport at `path` after its step was re-run, to run at the
 * root: `stamp` refreshes a passport in place, keeping its passport_id and re-hashing its
 * recorded inputs and the directory's outputs. `--run-id` names the file when its name allows,
 * else the directory must hold this passport alone. Null when no command can name it as
 * printed (a name with control or invisible characters, which every report escapes).
 */
function restampCommand(path, dir, passportsInDir) {
    if ((0,_rerun_command_js__WEBPACK_IMPORTED_MODULE_5__/* .unprintable */ .hO)(path))
        return null;
    const name = path.slice(path.lastIndexOf('/') + 1);
    const runId = name.endsWith(_formats_passport_js__WEBPACK_IMPORTED_MODULE_3__/* .PASSPORT_SUFFIX */ .zb) ? name.slice(0, -_formats_passport_js__WEBPACK_IMPORTED_MODULE_3__/* .PASSPORT_SUFFIX */ .zb.length) : '';
    let base = `passport-gate stamp ${(0,_util_shell_word_js__WEBPACK_IMPORTED_MODULE_7__/* .shellWord */ .r)(dir)}`;
    if ((0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_3__/* .isRunId */ .Pk)(runId))
        base = `${base} --run-id ${runId}`;
    else if (passportsInDir !== 1)
        return null;
    return base;
}
/**
 * Where a gone input went: an output of `producers` (the head's passports with the id of the
 * one that recorded it) at one of the digests it was read at, by path; null when none.
 */
function findRenamed(producers, digests) {
    const found = [];
    for (const p of producers)
        for (const o of p.outputs.values())
            if (o.sha256 !== null && digests.has(o.sha256))
                found.push(o.path);
    return found.sort()[0] ?? null;
}
/** A binary min-heap of strings: the next ready component of the topological sort. */
class MinHeap {
    items = [];
    get size() {
        return this.items.length;
    }
    push(key, value) {
        const a = this.items;
        a.push({ key, value });
        for (let i = a.length - 1; i > 0;) {
            const parent = (i - 1) >> 1;
            if (a[parent].key <= a[i].key)
                break;
            [a[parent], a[i]] = [
                a[i],
                a[parent],
            ];
            i = parent;
        }
    }
    pop() {
        const a = this.items;
        const top = a[0];
        const last = a.pop();
        if (a.length > 0) {
            a[0] = last;
            for (let i = 0;;) {
                const l = 2 * i + 1;
                const r = l + 1;
                let m = i;
                if (l < a.length && a[l].key < a[m].key)
                    m = l;
                if (r < a.length && a[r].key < a[m].key)
                    m = r;
                if (m === i)
                    break;
                [a[m], a[i]] = [
                    a[i],
                    a[m],
                ];
                i = m;
            }
        }
        return top.value;
    }
}
/**
 * Orders nodes producers-first: strongly connected components (cycles) condensed, then Kahn's
 * algorithm taking the ready component with the smallest key first; members of a component by
 * key. Returns node indices and whether each is on a cycle.
 */
function orderTopologically(keys, adj) {
    const components = (0,_util_digraph_js__WEBPACK_IMPORTED_MODULE_8__/* .findStronglyConnected */ .Bk)(adj);
    const componentOf = new Int32Array(keys.length);
    components.forEach((c, i) => {
        for (const v of c)
            componentOf[v] = i;
        c.sort((a, b) => (keys[a] < keys[b] ? -1 : 1));
    });
    const cyclic = new Array(keys.length).fill(false);
    for (const c of components)
        if ((0,_util_digraph_js__WEBPACK_IMPORTED_MODULE_8__/* .isCyclicComponent */ .bd)(c, adj))
            for (const v of c)
                cyclic[v] = true;
    const indegree = new Int32Array(components.length);
    const next = components.map(() => new Set());
    adj.forEach((targets, v) => {
        for (const w of targets) {
            const a = componentOf[v];
            const b = componentOf[w];
            if (a === b || next[a].has(b))
                continue;
            next[a].add(b);
            indegree[b] = indegree[b] + 1;
        }
    });
    const heap = new MinHeap();
    const keyOf = (c) => keys[components[c][0]];
    components.forEach((_, c) => {
        if (indegree[c] === 0)
            heap.push(keyOf(c), c);
    });
    const order = [];
    while (heap.size > 0) {
        const c = heap.pop();
        order.push(...components[c]);
        for (const d of next[c]) {
            indegree[d] = indegree[d] - 1;
            if (indegree[d] === 0)
                heap.push(keyOf(d), d);
        }
    }
    return { order, cyclic };
}
/** The reasons each head passport is stale of itself (input, consumed), before the closure. */
function findDirectReasons(input) {
    const { base, head, unchangedHead } = input;
    const modified = findModifiedOutputs(base, head);
    const reasons = new Map();
    const gone = new Map();
    const addReason = (p, reason) => {
        const list = reasons.get(p);
        if (list)
            list.push(reason);
        else
            reasons.set(p, [reason]);
    };
    // Passports (by id, either revision) whose outputs this change modified.
    const changedProducers = new Map();
    for (const m of modified.values())
        if (m.producer.id !== null)
            changedProducers.set(m.producer.id, m.producer);
    for (const p of base)
        for (const o of p.outputs.keys())
            if (modified.has(o) && p.id !== null && !changedProducers.has(p.id))
                changedProducers.set(p.id, p);
    const headById = new Map();
    for (const p of head) {
        if (p.id === null)
            continue;
        const list = headById.get(p.id);
        if (list)
            list.push(p);
        else
            headById.set(p.id, [p]);
    }
    for (const p of head) {
        const consumed = new Set(p.summary?.consumed ?? []);
        consumed.delete(p.id ?? '');
        for (const input of p.inputs.values()) {
            if (input.sha256 === null || p.outputs.has(input.path))
                continue;
            const m = modified.get(input.path);
            if (m && m.old.has(input.sha256)) {
                if (m.current === null) {
                    const byId = m.producer.id === null ? [] : (headById.get(m.producer.id) ?? []);
                    const list = gone.get(p) ?? new Map();
                    // A producer that records a failure lost the output to the failure, not on purpose:
                    // the input stays (its re-run makes it again); else it was renamed, or deleted.
                    const failed = byId.some((q) => q.summary?.errors.some(_core_passport_js__WEBPACK_IMPORTED_MODULE_4__/* .isFailure */ .N6) === true);
                    gone.set(p, list.set(input.path, failed ? input.path : findRenamed(byId, m.old)));
                }
                addReason(p, {
                    kind: 'input',
                    via_path: m.producer.path,
                    via_id: m.producer.id,
                    artifact: input.path,
                    recorded_sha256: input.sha256,
                    current_sha256: m.current,
                });
                continue;
            }
            // The head alone: a consumed producer records this path at another digest now.
            const producer = findRecordingProducer(consumed, headById, input);
            if (producer)
                addReason(p, {
                    kind: 'input',
                    via_path: producer.path,
                    via_id: producer.id,
                    artifact: input.path,
                    recorded_sha256: input.sha256,
                    current_sha256: producer.outputs.get(input.path)?.sha256 ?? null,
                });
        }
        if (!unchangedHead.has(p.path))
            continue;
        for (const c of consumed) {
            const producer = changedProducers.get(c);
            if (!producer)
                continue;
            if (reasons.get(p)?.some((r) => r.via_id === c))
                continue;
            addReason(p, { kind: 'consumed', via_path: producer.path, via_id: c });
        }
    }
    return { reasons, gone };
}
/** The first passport `consumed` names that lists `input`'s path at another (known) digest. */
function findRecordingProducer(consumed, headById, input) {
    for (const c of consumed)
        for (const q of headById.get(c) ?? []) {
            const sha = q.outputs.get(input.path)?.sha256 ?? null;
            if (sha !== null && sha !== input.sha256)
                return q;
        }
    return undefined;
}
/** Downstream of each head passport: consumers by id, and by an input that is one of its outputs. */
function indexDownstream(head) {
    const consumersById = new Map();
    const consumersByArtifact = new Map();
    const push = (index, key, p) => {
        const list = index.get(key);
        if (list)
            list.push(p);
        else
            index.set(key, [p]);
    };
    for (const p of head) {
        for (const c of new Set(p.summary?.consumed ?? []))
            push(consumersById, c, p);
        for (const i of p.inputs.values())
            if (i.sha256 !== null)
                push(consumersByArtifact, `${i.path}\0${i.sha256}`, p);
    }
    return (s) => {
        const out = new Set(s.id === null ? [] : (consumersById.get(s.id) ?? []));
        for (const o of s.outputs.values())
            if (o.sha256 !== null)
                for (const q of consumersByArtifact.get(`${o.path}\0${o.sha256}`) ?? [])
                    out.add(q);
        out.delete(s);
        return [...out].sort(byPath);
    };
}
/** The stale passports of the head, as a re-run plan in topological order. */
function planReruns(input) {
    const { reasons, gone } = findDirectReasons(input);
    // Nothing stale of itself (every passing audit): nothing downstream to index.
    if (reasons.size === 0)
        return [];
    const { head } = input;
    const addReason = (p, reason) => {
        const list = reasons.get(p);
        if (list)
            list.push(reason);
        else
            reasons.set(p, [reason]);
    };
    const downstreamOf = indexDownstream(head);
    // Transitive closure, breadth-first from the directly stale passports (in path order).
    const queue = [...reasons.keys()].sort(byPath);
    const stale = new Set(queue);
    for (let i = 0; i < queue.length; i++) {
        const s = queue[i];
        for (const q of downstreamOf(s)) {
            addReason(q, { kind: 'upstream', via_path: s.path, via_id: s.id });
            if (!stale.has(q)) {
                stale.add(q);
                queue.push(q);
            }
        }
    }
    const nodes = [...stale].sort(byPath);
    const indexOf = new Map(nodes.map((n, i) => [n, i]));
    const adj = nodes.map((n) => downstreamOf(n)
        .map((q) => indexOf.get(q))
        .filter((i) => i !== undefined));
    const { order, cyclic } = orderTopologically(nodes.map((n) => n.path), adj);
    return order.map((i, k) => {
        const p = nodes[i];
        const step = {
            order: k + 1,
            path: p.path,
            directory: p.dir,
            passport_id: p.id,
            skill: p.skill,
            skill_version: p.skillVersion,
            reasons: reasons.get(p) ?? [],
            command: commandOf(p, gone.get(p)),
        };
        if (cyclic[i])
            step.cycle = true;
        return step;
    });
}
/**
 * The command of a re-run plan's step: the step run again through `passport-gate run`, never a
 * re-stamp (a re-stamp over unchanged outputs vouches for bytes no run made from the inputs
 * as they are now, issue 37). A run record: its recorded command, a renamed input under its
 * new name (a deleted one leaves no command: the step's own command names it too). A hand
 * record: the same `run` line with its inputs, code, sources and parameters, and a placeholder
 * for the command it never recorded; an input its failed producer lost is kept (the run is
 * refused until the steps before it made it again: the plan keeps every input of each step), a
 * renamed one is named by its new path, one its producer no longer records (deleted,
 * re-stamped) is left out.
 */
function commandOf(p, gone) {
    if (p.summary === null || p.relOf === undefined)
        return null;
    const relOf = p.relOf;
    const hand = !(0,_core_passport_js__WEBPACK_IMPORTED_MODULE_4__/* .isRunRecord */ .jM)(p.summary);
    const summary = hand
        ? (0,_core_passport_js__WEBPACK_IMPORTED_MODULE_4__/* .withInputs */ .wH)(p.summary, p.summary.inputs.filter((i) => i.external || gone?.get(relOf(i.path)) !== null))
        : p.summary;
    return (0,_rerun_command_js__WEBPACK_IMPORTED_MODULE_5__/* .rerunCommand */ .w4)(summary, p.path, p.dir, (raw) => {
        const rel = relOf(raw);
        return gone?.has(rel) === true ? (gone.get(rel) ?? null) : rel;
    }, true);
}
/** The re-run plan's step and command, as a finding (chain-stale, input-missing) prints it. */
function describeRerun(step, total) {
    const place = `step ${step.order} of the re-run plan's ${total}, after the steps before it`;
    if (!step.command)
        return `run the step again through passport-gate run (${place}); no command can be printed for it: its file name cannot be written as a command (rename it <run-id>.passport.json), or a word of it cannot be printed`;
    const fill = step.command.endsWith(` -- '${_rerun_command_js__WEBPACK_IMPORTED_MODULE_5__/* .STEP_COMMAND_PLACEHOLDER */ .Tu}'`)
        ? `, with the step's own command for '${_rerun_command_js__WEBPACK_IMPORTED_MODULE_5__/* .STEP_COMMAND_PLACEHOLDER */ .Tu}' (a hand record names none)`
        : '';
    return `run the step again through passport-gate run (${place})${fill}: ${step.command}`;
}


/***/ }),

/***/ 52990:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fp: () => (/* reexport safe */ _fs_tree_entries_js__WEBPACK_IMPORTED_MODULE_8__.Fp),
/* harmony export */   MH: () => (/* binding */ walkRepository)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_globs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22395);
/* harmony import */ var _util_relative_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9344);
/* harmony import */ var _fs_paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(31283);
/* harmony import */ var _fs_safe_read_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(30603);
/* harmony import */ var _fs_walk_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(25078);
/* harmony import */ var _formats_passport_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2800);
/* harmony import */ var _fs_tree_entries_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(92922);
/* harmony import */ var _ownership_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(35493);
/* harmony import */ var _root_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(95614);
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









// The audit reads the entries' columns through the tree (src/audit/ reads nothing of src/fs/).



/**
 * Walks the repository at `root` (a readable directory, else ConfigurationError), skipping
 * what the config's `ignore` globs match. What cannot be listed is kept in `problems`: nothing
 * is skipped silently. A tree of more than `limits.maxEntries` (default MAX_TREE_ENTRIES,
 * fs/walk.ts) entries, counted over every piece walked, is a ConfigurationError.
 */
async function walkRepository(root, config, signal, limits = {}) {
    const { maxEntries } = limits;
    const served = createServedListings(limits.served);
    const given = served?.given;
    const realRoot = await (0,_root_js__WEBPACK_IMPORTED_MODULE_10__/* .resolveRoot */ .H)(root);
    const isIgnored = (0,_util_globs_js__WEBPACK_IMPORTED_MODULE_2__/* .compileGlobs */ .t)(config.ignore, 'ignore');
    const problems = [];
    const onProblem = (problem) => problems.push(problem);
    let skipped = [];
    const onDependencyDir = (rel) => skipped.push(rel);
    let entries = await (0,_fs_walk_js__WEBPACK_IMPORTED_MODULE_6__/* .walkTree */ .Ir)(realRoot, (rel) => isIgnored(rel), onProblem, signal, {
        onDependencyDir,
        maxEntries,
        given,
    });
    // No built-in skip list applies inside an output directory: each dependency directory the
    // first pass left out that lies in (or is) one is walked too, until none is left (what it
    // holds can make more output directories).
    for (;;) {
        const walk = selectDependencyDirsToWalk(skipped, entries, config.outputs ?? []);
        if (walk.length === 0)
            break;
        skipped = skipped.filter((d) => !walk.includes(d));
        for (const from of walk) {
            const below = await (0,_fs_walk_js__WEBPACK_IMPORTED_MODULE_6__/* .walkTree */ .Ir)(realRoot, (rel) => isIgnored(rel), onProblem, signal, {
                from,
                onDependencyDir,
                maxEntries,
                listedBefore: entries.length,
                given,
            });
            entries = entries.concat(below);
        }
        entries.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
    }
    signal?.throwIfAborted();
    // Kept as columns: the entry objects are garbage from here on (fs/tree-entries.ts).
    const tree = new WalkedTree(root, realRoot, _fs_tree_entries_js__WEBPACK_IMPORTED_MODULE_8__/* .TreeEntries */ .Fp.fromSortedList(entries), problems, isIgnored);
    if (served)
        tree.serve(served.adopted);
    return tree;
}
/**
 * The listings of the served directories, made when the walk reaches each (a served directory
 * the work tree does not hold as a real directory is never reached, so never served), and the
 * directories it reached. A listing is every directory and file the record's files imply below
 * the directory, each directory before what it holds (the walk sorts the whole tree after).
 */
function createServedListings(served) {
    if (!served || served.dirs.length === 0)
        return undefined;
    const byDir = new Map(served.dirs.map((d) => [d.dir, d]));
    const adopted = [];
    const given = (rel) => {
        const facts = byDir.get(rel);
        if (!facts)
            return undefined;
        const listing = [];
        const paths = listServedPaths(facts.files, rel, listing);
        adopted.push({ facts, paths });
        return listing;
    };
    return { given, adopted };
}
/**
 * Adds to `listing` each file of `files` under `dir` and, before it, each directory above it
 * not yet listed; returns the files' paths in the record's order. The names come in their
 * bytes' order, so a file's directories are most often the previous file's: only a change of
 * directory is looked up.
 */
function listServedPaths(files, dir, listing) {
    const paths = [];
    const dirs = new Set([dir]);
    let last = dir;
    for (let i = 0; i < files.count; i++) {
        // A string of its own, flat, as the walk makes each path (a joined array, not a template):
        // the tree's binary search compares each ~20 times (a bench whose paths were slices of the
        // text they were decoded from spent 3.3 s in that search at 10^6 files, against under 0.1 s
        // for the walk's strings: docs/performance.md, branch facts-serve).
        const own = [dir, files.nameAt(i)].join('/');
        const cut = own.lastIndexOf('/');
        if (!(cut === last.length && own.startsWith(last))) {
            last = own.slice(0, cut);
            const missing = [];
            for (let d = last; !dirs.has(d); d = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_3__/* .relativeDirname */ .RV)(d)) {
                dirs.add(d);
                missing.push(d);
            }
            for (let k = missing.length - 1; k >= 0; k--)
                listing.push({ rel: missing[k], kind: 'dir' });
        }
        listing.push({ rel: own, kind: 'file' });
        paths.push(own);
    }
    return paths;
}
/** The skipped dependency directories that are, or lie inside, an output directory of `entries`. */
function selectDependencyDirsToWalk(skipped, entries, outputs) {
    if (skipped.length === 0)
        return [];
    const passportDirs = new Set(entries
        .filter((e) => e.kind !== 'dir' && (0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_7__/* .isPassportPath */ ._u)(e.rel))
        .map((e) => (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_3__/* .relativeDirname */ .RV)(e.rel)));
    const { dirs } = (0,_ownership_js__WEBPACK_IMPORTED_MODULE_9__/* .findOutputDirectories */ .wm)(_fs_tree_entries_js__WEBPACK_IMPORTED_MODULE_8__/* .TreeEntries */ .Fp.fromList(entries), passportDirs, {
        outputs: [...outputs],
    });
    const ownerOf = (0,_ownership_js__WEBPACK_IMPORTED_MODULE_9__/* .createOwnerLookup */ .CN)(dirs);
    return skipped.filter((d) => ownerOf(`${d}/.`) !== null);
}
/** The tree one walk listed, with an index by path. */
class WalkedTree {
    root;
    realRoot;
    entries;
    problems;
    isIgnored;
    unlistable;
    extraIds = new Map();
    extraReals = [];
    realPrefix;
    /** The served directories the walk listed from their record (RepoTree.servedDirs). */
    servedDirs = [];
    /** Where the record holds each served file (RepoTree.servedFacts); set by {@link serve}. */
    servedFacts;
    constructor(
    /** The root as given, for the report. */
    root, 
    /** The root's real path. */
    realRoot, 
    /** Every entry, sorted (strictly ascending: what `indexOf` searches), ignore globs applied. */
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
        this.unlistable = new Set(problems.flatMap((problem) => (problem.kind === 'unlistable' ? [problem.rel] : [])));
        this.realPrefix = realRoot.endsWith((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)) ? realRoot : realRoot + (node_path__WEBPACK_IMPORTED_MODULE_1___default().sep);
    }
    /** The index of the entry the walk listed at `rel`, or undefined. */
    indexOf(rel) {
        const i = this.entries.indexOfSorted(rel);
        return i < 0 ? undefined : i;
    }
    /**
     * Takes the directories the walk listed from their record (walkRepository's `served`), and
     * marks each entry below one with its place in `dirs` (plus one; 0: not served) and each file
     * with its index in the record. A directory's entries are one run of the sorted listing: its
     * path followed by `/` is a prefix they alone share. Marked once here, rather than by looking
     * up each file's ancestors and its path on every ask (10^6 asks at 10^6 files).
     */
    serve(adopted) {
        this.servedDirs = adopted.map((a) => a.facts);
        // Per entry: its directory's place in `dirs` plus one (0: not served), its index there.
        const marks = new Uint32Array(this.entries.size);
        const index = new Uint32Array(this.entries.size);
        adopted.forEach(({ facts, paths }, k) => {
            const prefix = `${facts.dir}/`;
            const at = this.entries.indexOfSorted(facts.dir);
            if (at < 0)
                return;
            // The listing's files come in the walk's order (UTF-16 code units) and the record's in
            // its bytes' order: the same but where a name past U+FFFF meets one of U+E000–U+FFFF, or
            // where the ignore globs left a file out. Each file is first taken as the record's next
            // (the very string the listing gave, so most often one pointer compare), else searched.
            let next = 0;
            for (let i = at + 1; i < this.entries.size; i++) {
                const rel = this.entries.relAt(i);
                if (!rel.startsWith(prefix))
                    break;
                if (this.entries.kindAt(i) !== 'file')
                    continue;
                let j = next < paths.length && paths[next] === rel ? next : -1;
                if (j < 0)
                    j = facts.files.indexOf(rel.slice(prefix.length));
                // Every file listed here came from the record; one that did not is read as any.
                if (j < 0)
                    continue;
                marks[i] = k + 1;
                index[i] = j;
                next = j + 1;
            }
        });
        this.servedFacts = {
            filesOf: (file) => {
                const mark = file < marks.length ? marks[file] : 0;
                return mark === 0 ? undefined : this.servedDirs[mark - 1].files;
            },
            indexOf: (file) => index[file],
        };
    }
    /** Number of entries the walk listed: the ids below it are theirs. */
    get listedCount() {
        return this.entries.size;
    }
    /** True when the walk listed `rel`. */
    has(rel) {
        return this.indexOf(rel) !== undefined;
    }
    /** The walk's own string for `rel` when it listed it, else `rel` (see RepoTree). */
    listedPath(rel) {
        const i = this.indexOf(rel);
        return i === undefined ? rel : this.entries.relAt(i);
    }
    /** The kind of entry the walk listed at `rel`, or undefined. */
    kindOf(rel) {
        const i = this.indexOf(rel);
        return i === undefined ? undefined : this.entries.kindAt(i);
    }
    /**
     * The id of `rel` when the walk listed it as a regular file, else undefined. The walk
     * descends real directories only, so such a path has no symlink on the way: it is inside
     * the root and is its own real path, without a realpath call.
     */
    fileId(rel) {
        const i = this.indexOf(rel);
        return i !== undefined && this.entries.kindAt(i) === 'file' ? i : undefined;
    }
    /** True when the walk listed the file as a regular file (not a symlink, FIFO or device). */
    isListedRegular(file) {
        return file < this.entries.size && this.entries.kindAt(file) === 'file';
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
        for (let p = rel;; p = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_3__/* .relativeDirname */ .RV)(p)) {
            if (p === '.')
                return !this.unlistable.has('.');
            const kind = this.kindOf(p);
            if (kind !== undefined)
                return p !== rel && kind === 'dir' && !this.unlistable.has(p);
            const name = node_path__WEBPACK_IMPORTED_MODULE_1___default().posix.basename(p);
            if (this.isIgnored(p) || _fs_walk_js__WEBPACK_IMPORTED_MODULE_6__/* .ALWAYS_SKIPPED_DIRS */ .I1.has(name) || _fs_walk_js__WEBPACK_IMPORTED_MODULE_6__/* .DEPENDENCY_DIRS */ .PR.has(name))
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
            id = this.entries.size + this.extraReals.length;
            this.extraIds.set(real, id);
            this.extraReals.push(real);
        }
        return id;
    }
    /** The real path of a file. */
    realPathOf(file) {
        return file < this.entries.size
            ? this.absolutePathOf(this.entries.relAt(file))
            : this.extraReals[file - this.entries.size];
    }
    /**
     * How the hashing threads name `files` (FileSource.hashPathsOf): the walk's relative paths
     * under the root, each string the one the tree already holds, when every file is a listed
     * entry on a `/` file system; otherwise each file's real path and no prefix.
     */
    hashPathsOf(files) {
        const listed = this.entries.size;
        if ((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep) === '/' && files.every((f) => f < listed))
            return {
                prefix: this.realPrefix,
                paths: files.map((f) => this.entries.relAt(f)),
            };
        return { prefix: '', paths: files.map((f) => this.realPathOf(f)) };
    }
    /** The repository-relative path of a file (of its real path, for one reached through a symlink). */
    relOf(file) {
        return file < this.entries.size
            ? this.entries.relAt(file)
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

/***/ 20227:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _o: () => (/* binding */ listUntouchedMismatches),
/* harmony export */   pQ: () => (/* binding */ renderDiffText),
/* harmony export */   rw: () => (/* binding */ renderDiffMarkdown)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14031);
/* harmony import */ var _section_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17101);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65655);
/**
 * The provenance diff for people: the "What changed" section of the job summary, the check
 * run and `passport-gate diff --format markdown` (within a byte budget, cut with counts), and
 * the text of `passport-gate diff` for terminals. Every string that comes from a passport or a
 * path is escaped for its medium (in Markdown a code span, escape.ts; escapeTerminal on a
 * terminal); the structure around it is ours.
 */



/** Items listed per passport in the Markdown and text renderings; the JSON has all. */
const DIFF_ITEMS_PER_PASSPORT = 20;
/** Reasons listed per stale passport in the Markdown and text renderings; the JSON has all. */
const DIFF_REASONS_PER_STEP = 3;
/** Characters of a value (a parameter, a rationale) shown before it is cut. */
const DIFF_VALUE_CHARS = 60;
/** Share of the section's budget the re-run plan may take; the passports take the rest. */
const DIFF_PLAN_SHARE = 0.5;
const cut = (text, max) => {
    const chars = [...text];
    return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
};
/** A JSON value as short text (untrusted: escape the result). */
const valueText = (v) => cut(JSON.stringify(v) ?? 'null', DIFF_VALUE_CHARS);
/** A digest as short text: 12 hex digits when it is one, else the value quoted (untrusted). */
const digestText = (sha) => sha === null || sha === undefined
    ? 'none'
    : /^[0-9a-f]{64}$/.test(sha)
        ? sha.slice(0, 12)
        : valueText(sha);
/** A coverage ratio: whole percent rounded down (never 100% while anything is missing). */
function formatRatio(n, d) {
    return d === 0 ? 'n/a (none)' : `${Math.floor((n * 100) / d)}% (${n}/${d})`;
}
/** "75% (3/4) → 100% (4/4)", with "unknown" for a side that cannot be known. */
function ratioChange(base, head, pick) {
    const side = (c) => (c === null ? 'unknown' : formatRatio(...pick(c)));
    return `${side(base)} → ${side(head)}`;
}
/** One line on both coverages (plain text, ours only). */
function describeCoverage(diff) {
    const { base, head } = diff.coverage;
    return `output directories with a passport ${ratioChange(base, head, (c) => [c.directories.with_passport, c.directories.total])}; artifacts listed by a passport ${ratioChange(base, head, (c) => [c.artifacts.vouched, c.artifacts.total])}`;
}
function describeRevision(info, esc) {
    const sha = info.sha ? info.sha.slice(0, 12) : null;
    const from = info.source === 'git'
        ? 'from git'
        : info.source === 'contents-api'
            ? 'through the contents API'
            : 'on disk';
    // A ref that is the commit id itself is shown once, short.
    if (info.ref !== null && info.ref === info.sha)
        return `commit ${sha} (${from})`;
    const name = info.ref === null ? 'the working tree' : esc(info.ref);
    return `${name} (${[sha, from].filter(Boolean).join(', ')})`;
}
function describeCounts(diff) {
    const s = diff.summary;
    const signers = s.signers_changed ? `; ${s.signers_changed} signer(s) changed` : '';
    return `${s.passports_changed} passport(s) changed, ${s.passports_added} added, ${s.passports_removed} removed, ${s.passports_unchanged} unchanged; ${s.outputs_changed} output(s) added, removed or changed${signers}`;
}
function describeSize(a, b) {
    if (a === null && b === null)
        return '';
    if (a === null || b === null)
        return `, size ${a === null ? 'none' : (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(a)} → ${b === null ? 'none' : (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(b)}`;
    if (a === b)
        return '';
    const d = b - a;
    return `, ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(a)} → ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(b)} (${d > 0 ? '+' : '−'}${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(Math.abs(d))})`;
}
function describeArtifact(kind, a, esc) {
    const name = `${kind} ${esc(a.path)}`;
    const source = a.old_source !== undefined || a.new_source !== undefined
        ? `, source ${esc(valueText(a.old_source ?? null))} → ${esc(valueText(a.new_source ?? null))}`
        : '';
    if (a.change === 'added')
        return `${name} added (sha256 ${esc(digestText(a.new_sha256))}${a.new_size_bytes === null ? '' : `, ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(a.new_size_bytes)}`})`;
    if (a.change === 'removed')
        return `${name} removed (was sha256 ${esc(digestText(a.old_sha256))})`;
    const sha = a.old_sha256 === a.new_sha256
        ? ''
        : `sha256 ${esc(digestText(a.old_sha256))} → ${esc(digestText(a.new_sha256))}`;
    const size = describeSize(a.old_size_bytes, a.new_size_bytes);
    return `${name}: ${[sha, size.replace(/^, /, ''), source.replace(/^, /, '')].filter(Boolean).join(', ')}`;
}
/**
 * How the changed step's record was made, as the title says it: by the tool (`run`) or by
 * hand (`stamp`), and both sides when a change made a run record a hand record (or back);
 * null when neither side says.
 */
function describeRecorded(c, esc) {
    const r = c.recorded_by;
    if (!r)
        return null;
    const word = (m) => m === 'run'
        ? `by the tool (${esc('run')})`
        : m === 'stamp'
            ? `by hand (${esc('stamp')})`
            : 'without saying how';
    if (c.change === 'changed' && r.base !== r.head)
        return `recorded ${word(r.base)} at the base, ${word(r.head)} now`;
    const m = c.change === 'removed' ? r.base : r.head;
    return m === null ? null : `recorded ${word(m)}`;
}
/** The items describing one passport's change (each one line), the first `max` of them. */
function describePassportChange(c, esc, max = DIFF_ITEMS_PER_PASSPORT) {
    const v = (x) => esc(valueText(x));
    let title = `${c.change} ${esc(c.path)}`;
    if (c.skill !== null)
        title += ` (${esc(c.skill)})`;
    const recorded = describeRecorded(c, esc);
    if (recorded !== null)
        title += `, ${recorded}`;
    if (c.base_path !== null && c.head_path !== null && c.base_path !== c.head_path)
        title += `, was ${esc(c.base_path)} (same ${c.match === 'id' ? esc('passport_id') : 'directory'})`;
    const items = [];
    if (c.base_problem)
        items.push(`the base's file could not be read: ${esc(c.base_problem)}`);
    if (c.head_problem)
        items.push(`the head's file could not be read: ${esc(c.head_problem)}`);
    if (c.base_id !== null && c.head_id !== null && c.base_id !== c.head_id)
        items.push(`${esc('passport_id')} ${v(c.base_id)} → ${v(c.head_id)} (a new passport, not a re-stamp)`);
    // Who signed it comes first after identity: a change of signer is what a reviewer of
    // attested science looks for (the audit says whether the new signer is trusted).
    if (c.signer)
        items.push(`signer: ${c.signer.old === null ? 'no bundle' : esc(c.signer.old)} → ${c.signer.new === null ? 'no bundle' : esc(c.signer.new)}`);
    // A passport added or removed is described by what it records, not as fields going from null.
    if (c.change === 'added')
        items.push(`${esc('produced_by')}: ${c.produced_by.map((p) => `${esc(p.field)} ${v(p.new)}`).join(', ')}`);
    else
        for (const p of c.produced_by)
            items.push(`${esc(`produced_by.${p.field}`)}: ${v(p.old)} → ${v(p.new)}`);
    for (const a of c.outputs)
        items.push(describeArtifact('output', a, esc));
    if (c.change === 'removed')
        return { title, items: items.slice(0, max), more: Math.max(0, items.length - max) };
    for (const a of c.inputs)
        items.push(describeArtifact('input', a, esc));
    for (const p of c.parameters) {
        const key = p.key === null ? 'parameters' : `parameter ${esc(p.key)}`;
        // A value as its passport writes it: the digits a double would round away are the change.
        const oldText = p.old_text === undefined ? v(p.old) : esc(cut(p.old_text, DIFF_VALUE_CHARS));
        const newText = p.new_text === undefined ? v(p.new) : esc(cut(p.new_text, DIFF_VALUE_CHARS));
        if (p.change === 'added')
            items.push(`${key} added: ${newText}`);
        else if (p.change === 'removed')
            items.push(`${key} removed (was ${oldText})`);
        else
            items.push(`${key}: ${oldText} → ${newText}`);
    }
    for (const d of c.decisions) {
        const step = d.step === null ? 'decision (no step)' : `decision ${esc(d.step)}`;
        if (d.change === 'added')
            items.push(`${step} added: choice ${v(d.new?.choice)}`);
        else if (d.change === 'removed')
            items.push(`${step} removed (was choice ${v(d.old?.choice)})`);
        else
            items.push(`${step}: ${d.fields.map((f) => `${f} ${v(d.old?.[f])} → ${v(d.new?.[f])}`).join('; ')}`);
    }
    for (const e of c.errors) {
        const what = `${v(e.step)} (${v(e.tool)})`;
        if (e.change === 'added')
            items.push(`failed step added: ${what} exited ${e.new_exit_code}`);
        else if (e.change === 'resolved')
            items.push(`failed step resolved: ${what} (exited ${e.old_exit_code})`);
        else
            items.push(`failed step ${what}: exit ${e.old_exit_code} → ${e.new_exit_code}`);
    }
    for (const [verb, list] of [
        ['consumes', c.consumed.added],
        ['no longer consumes', c.consumed.removed],
    ]) {
        for (const e of list)
            items.push(`${verb} ${v(e.passport_id)}${e.path === null ? ' (no such passport)' : ` (${esc(e.path)})`}`);
    }
    if (c.other_fields.length > 0)
        items.push(`also changed: ${c.other_fields.map((f) => esc(f)).join(', ')}`);
    return { title, items: items.slice(0, max), more: Math.max(0, items.length - max) };
}
/** Why a passport is stale, as one line. */
function describeStaleReason(r, esc) {
    const via = r.via_path === null ? 'an unknown passport' : esc(r.via_path);
    if (r.kind === 'input')
        return `input ${esc(r.artifact ?? '?')} is recorded at sha256 ${esc(digestText(r.recorded_sha256))}; ${r.current_sha256 === null || r.current_sha256 === undefined ? 'no passport produces it any more' : `${via} now records ${esc(digestText(r.current_sha256))}`}`;
    if (r.kind === 'consumed')
        return `consumes ${via}, whose outputs changed, and was not re-stamped`;
    return `consumes ${via}, which is stale`;
}
function stepReasons(step, esc) {
    const shown = step.reasons
        .slice(0, DIFF_REASONS_PER_STEP)
        .map((r) => describeStaleReason(r, esc));
    const more = step.reasons.length - shown.length;
    if (more > 0)
        shown.push(`and ${more} more reason(s)`);
    if (step.cycle)
        shown.push('on a consumed_passports cycle');
    return shown;
}
/** A command as a table cell's code span, or what to do when no command can name the file. */
function commandMarkdown(command) {
    if (command === null)
        return 'no command can name this file; give it a plain name';
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(command, { table: true });
}
/** A repository string in the diff's Markdown, outside tables. */
const esc = (untrusted) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(untrusted);
/** A repository string in a cell of the re-run plan's table. */
const escCell = (untrusted) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(untrusted, { table: true });
/** Findings that say an artifact's bytes no longer match what its passport records. */
const MISMATCH_RULES = new Set([
    'artifact-hash-mismatch',
    'artifact-size-mismatch',
    'artifact-missing',
    'input-hash-mismatch',
]);
/**
 * The audit's findings on artifacts whose bytes no longer match a passport the change did not
 * touch: the diff compares passports, so a hand-edited artifact is listed from these (GitHub's
 * job summary and GitLab's provenance diff; the CLI's diff, which runs no audit, finds them in
 * git: diff/unstamped.ts).
 */
function listUntouchedMismatches(findings, diff) {
    const touched = new Set(diff.passports.flatMap((c) => [c.head_path, c.base_path]));
    // A stale passport's changed input is its upstream's re-run: the re-run plan lists it.
    const stale = new Set(diff.stale.map((s) => s.path));
    const listed = findings.filter((f) => MISMATCH_RULES.has(f.rule) &&
        !touched.has(f.path) &&
        !(f.rule === 'input-hash-mismatch' && stale.has(f.path)));
    // One hand-edited output read downstream is one edit, not two: its consumer's
    // input-hash-mismatch names the same file (quoted the same way by the same rule) and goes.
    const editedOutputs = new Set(listed.filter((f) => f.rule !== 'input-hash-mismatch').map((f) => quotedArtifact(f.message)));
    return listed
        .filter((f) => {
        const quoted = f.rule === 'input-hash-mismatch' ? quotedArtifact(f.message) : null;
        return quoted === null || !editedOutputs.has(quoted);
    })
        .map((f) => ({ path: f.path, message: f.message }));
}
/** The quoted file a digest finding's message opens with (`output "a": …`, `input "a": …`). */
function quotedArtifact(message) {
    return /^(?:output|input) ("(?:[^"\\]|\\.)*")/.exec(message)?.[1] ?? null;
}
/** The "What changed" section as GitHub-flavoured Markdown. */
function renderDiffMarkdown(diff, options = {}) {
    const level = Math.min(6, Math.max(1, options.headingLevel ?? 3));
    const h = '#'.repeat(level);
    const sub = '#'.repeat(Math.min(6, level + 1));
    const max = options.maxBytes ?? Number.POSITIVE_INFINITY;
    const hint = options.overflowHint ?? 'in the JSON report';
    const s = diff.summary;
    const cov = diff.coverage;
    const mismatched = options.mismatched ?? [];
    const untouched = mismatched.length > 0
        ? `; **${mismatched.length} artifact(s) whose bytes no longer match their unchanged passport**`
        : '';
    const head = [
        `${h} What changed`,
        '',
        `Base ${describeRevision(diff.base, esc)} → head ${describeRevision(diff.head, esc)}: ${describeCounts(diff)}${untouched}; ${s.stale > 0 ? `**${s.stale} stale passport(s) to re-run**` : 'no stale passport'}.`,
        '',
        '| provenance coverage | base | head |',
        '|---|---|---|',
        `| output directories with a passport | ${cov.base ? formatRatio(cov.base.directories.with_passport, cov.base.directories.total) : 'unknown'} | ${cov.head ? formatRatio(cov.head.directories.with_passport, cov.head.directories.total) : 'unknown'} |`,
        `| artifacts listed by a passport | ${cov.base ? formatRatio(cov.base.artifacts.vouched, cov.base.artifacts.total) : 'unknown'} | ${cov.head ? formatRatio(cov.head.artifacts.vouched, cov.head.artifacts.total) : 'unknown'} |`,
        '',
    ];
    const unknown = [
        cov.base_unknown ? `base coverage unknown: ${cov.base_unknown}` : '',
        cov.head_unknown ? `head coverage unknown: ${cov.head_unknown}` : '',
    ].filter(Boolean);
    if (unknown.length > 0)
        head.push(`_${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownText */ .p7)(unknown.join('; '))}._`, '');
    const parts = [...head];
    let remaining = max - Buffer.byteLength(head.join('\n'));
    const note = (count, what) => `_${count} more ${what} ${hint}._`;
    if (diff.stale.length > 0) {
        const section = new _section_js__WEBPACK_IMPORTED_MODULE_2__/* .Section */ .w(Math.min(remaining, Math.max(0, max * DIFF_PLAN_SHARE)));
        section.fixed(`${sub} Re-run plan`);
        section.fixed('');
        section.fixed("These passports consumed an output this change modified, directly or through another stale passport, and were not re-stamped. Re-run each step in this order with the command shown, at the root (a hand record's line ends in `'<the step command>'`: put the step's own command there).");
        section.fixed('');
        section.fixed('| # | passport | skill | why | re-run (at the root) |');
        section.fixed('|---|---|---|---|---|');
        for (const step of diff.stale) {
            section.row(`| ${step.order} | ${escCell(step.path)} | ${step.skill === null ? '—' : escCell(step.skill)} | ${stepReasons(step, escCell).join('; ')} | ${commandMarkdown(step.command)} |`);
        }
        if (section.omitted > 0)
            section.fixed(`\n${note(section.omitted, 'stale passports')}`);
        section.fixed('');
        parts.push(...section.lines);
        remaining -= section.bytes;
    }
    if (mismatched.length > 0) {
        const section = new _section_js__WEBPACK_IMPORTED_MODULE_2__/* .Section */ .w(remaining);
        section.fixed(`${sub} Artifacts changed without their passport`);
        section.fixed('');
        section.fixed('The passport was not touched, but the bytes on disk no longer match what it records (the audit fails them):');
        section.fixed('');
        for (const m of mismatched)
            section.row(`- ${esc(m.path)}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownText */ .p7)(m.message)}`);
        if (section.omitted > 0)
            section.fixed(`\n${note(section.omitted, 'mismatched artifacts')}`);
        section.fixed('');
        parts.push(...section.lines);
        remaining -= section.bytes;
    }
    if (diff.problems.length > 0) {
        const section = new _section_js__WEBPACK_IMPORTED_MODULE_2__/* .Section */ .w(remaining);
        section.fixed(`${sub} Passports that could not be read`);
        section.fixed('');
        for (const p of diff.problems)
            section.row(`- ${p.side}: ${esc(p.path)}: ${esc(p.problem)}`);
        if (section.omitted > 0)
            section.fixed(`\n${note(section.omitted, 'unreadable passports')}`);
        section.fixed('');
        parts.push(...section.lines);
        remaining -= section.bytes;
    }
    if (diff.passports.length > 0) {
        const section = new _section_js__WEBPACK_IMPORTED_MODULE_2__/* .Section */ .w(remaining);
        section.fixed(`${sub} Passports`);
        section.fixed('');
        for (const c of diff.passports) {
            const { title, items, more } = describePassportChange(c, esc);
            const lines = [`- **${title.split(' ')[0]}** ${title.slice(title.indexOf(' ') + 1)}`];
            for (const item of items)
                lines.push(`  - ${item}`);
            if (more > 0)
                lines.push(`  - _${more} more change(s) ${hint}_`);
            section.row(lines.join('\n'));
        }
        if (section.omitted > 0)
            section.fixed(`\n${note(section.omitted, 'changed passports')}`);
        section.fixed('');
        parts.push(...section.lines);
    }
    const text = parts.join('\n');
    // A last guard for budgets smaller than the fixed lines themselves.
    return Number.isFinite(max) ? (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .truncateMarkdown */ .o4)(text, max) : text;
}
/** The diff for terminals (`passport-gate diff`). */
function renderDiffText(diff, options) {
    const paint = (code, text) => options.color ? `\u001b[${code}m${text}\u001b[0m` : text;
    const esc = _escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en;
    const mismatched = options.mismatched ?? [];
    const lines = [
        `base ${describeRevision(diff.base, esc)} → head ${describeRevision(diff.head, esc)}`,
        `${describeCounts(diff)}${mismatched.length > 0 ? `; ${mismatched.length} artifact(s) whose bytes no longer match their unchanged passport` : ''}.`,
        `coverage: ${describeCoverage(diff)}.`,
    ];
    const cov = diff.coverage;
    if (cov.base_unknown)
        lines.push(`  base coverage unknown: ${esc(cov.base_unknown)}`);
    if (cov.head_unknown)
        lines.push(`  head coverage unknown: ${esc(cov.head_unknown)}`);
    if (diff.passports.length > 0)
        lines.push('', 'passports:');
    const colorOf = { added: '32', removed: '31', changed: '33' };
    for (const c of diff.passports) {
        const { title, items, more } = describePassportChange(c, esc);
        const [verb] = title.split(' ');
        lines.push(`  ${paint(colorOf[c.change], (verb ?? '').padEnd(7))} ${title.slice(title.indexOf(' ') + 1)}`);
        for (const item of items)
            lines.push(`      ${item}`);
        if (more > 0)
            lines.push(`      ${more} more change(s) in --format json`);
    }
    if (diff.stale.length > 0) {
        lines.push('', paint('31', `re-run plan (${diff.stale.length} stale passport(s), in this order):`));
        for (const step of diff.stale) {
            lines.push(`  ${step.order}. ${esc(step.path)}${step.skill === null ? '' : ` (${esc(step.skill)})`}`);
            for (const r of stepReasons(step, esc))
                lines.push(`       ${r}`);
            lines.push(`       re-run (at the root): ${step.command === null ? 'no command can name this file; give it a plain name' : esc(step.command)}`);
        }
    }
    else
        lines.push('', paint('32', 'no stale passport.'));
    if (mismatched.length > 0) {
        lines.push('', paint('31', 'artifacts changed without their passport (the passport was not touched):'));
        for (const m of mismatched)
            lines.push(`  ${esc(m.path)}: ${esc(m.message)}`);
    }
    if (diff.problems.length > 0) {
        lines.push('', paint('31', 'passports that could not be read:'));
        for (const p of diff.problems)
            lines.push(`  ${p.side}: ${esc(p.path)}: ${esc(p.problem)}`);
    }
    return `${lines.join('\n')}\n`;
}


/***/ }),

/***/ 7099:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  hw: () => (/* binding */ DIFF_RENDERERS),
  S4: () => (/* binding */ GRAPH_RENDERERS),
  eE: () => (/* binding */ REPORT_RENDERERS)
});

// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/util/untrusted.ts
var untrusted = __webpack_require__(19630);
// EXTERNAL MODULE: ./src/core/rule-registry.ts
var rule_registry = __webpack_require__(52505);
;// CONCATENATED MODULE: ./src/report/annotations.ts


/** Annotation message and raw_details: "The maximum size is 64 KB" (https://docs.github.com/en/rest/checks/runs). */
const ANNOTATION_TEXT_MAX_BYTES = (/* unused pure expression or super */ null && (64 * 1024 - 1));
/** Annotation title: "The maximum size is 255 characters." */
const ANNOTATION_TITLE_MAX_CHARS = 255;
const LEVELS = {
    error: 'failure',
    warning: 'warning',
    notice: 'notice',
};
/** The Checks API annotation level of a severity: error → failure. */
function toAnnotationLevel(severity) {
    return LEVELS[severity];
}
/**
 * Cuts `text` to at most `maxBytes` of UTF-8 without splitting a character,
 * ending with `…` when it cut.
 */
function truncateUtf8(text, maxBytes) {
    if (Buffer.byteLength(text) <= maxBytes)
        return text;
    const ellipsis = '…';
    const budget = Math.max(0, maxBytes - Buffer.byteLength(ellipsis));
    let bytes = 0;
    let end = 0;
    for (const ch of text) {
        const size = Buffer.byteLength(ch);
        if (bytes + size > budget)
            break;
        bytes += size;
        end += ch.length;
    }
    return `${text.slice(0, end)}${ellipsis}`;
}
/** Makes untrusted text safe for an annotation field: visible escapes for controls, then the byte cap. */
function sanitizeAnnotationText(text, maxBytes = ANNOTATION_TEXT_MAX_BYTES) {
    return truncateUtf8(escapeInvisible(text), maxBytes);
}
/** Joins the action's path prefix (root relative to the repository) and a root-relative path. */
function joinRepoPath(prefix, rel) {
    if (prefix === '' || prefix === '.')
        return rel;
    return `${prefix.replace(/\/+$/, '')}/${rel}`;
}
/** The annotation of one finding, or null when the finding has no file (run-level findings live in the summary). */
function toAnnotation(finding, options = {}) {
    if (finding.path === '')
        return null;
    const line = finding.line !== undefined && finding.line > 0 ? finding.line : 1;
    const annotation = {
        path: joinRepoPath(options.pathPrefix ?? '', finding.path),
        start_line: line,
        end_line: line,
        annotation_level: toAnnotationLevel(finding.severity),
        message: sanitizeAnnotationText(finding.message),
        title: truncateUtf8(`${finding.rule} (${finding.severity})`, ANNOTATION_TITLE_MAX_CHARS),
    };
    // "Annotations only support start_column and end_column on the same line"; ours always are.
    if (finding.line !== undefined && finding.column !== undefined && finding.column > 0) {
        annotation.start_column = finding.column;
        annotation.end_column = finding.column;
    }
    const details = [
        finding.pointer !== undefined
            ? `JSON pointer: ${finding.pointer === '' ? '(document root)' : finding.pointer}`
            : null,
        finding.passport_id !== undefined ? `passport_id: ${finding.passport_id}` : null,
        `rule: ${getRuleDocUrl(finding.rule)}`,
    ].filter((x) => x !== null);
    // Line breaks are ours; anything inside a line is escaped.
    annotation.raw_details = truncateUtf8(details.map(escapeInvisible).join('\n'), ANNOTATION_TEXT_MAX_BYTES);
    return annotation;
}
/**
 * Builds one annotation per finding that has a file, most severe first (so a
 * cap keeps the failures), in report order within a severity.
 */
function buildAnnotations(findings, options = {}) {
    const rank = { failure: 0, warning: 1, notice: 2 };
    return findings
        .map((f) => toAnnotation(f, options))
        .filter((a) => a !== null)
        .map((a, i) => ({ a, i }))
        .sort((x, y) => rank[x.a.annotation_level] - rank[y.a.annotation_level] || x.i - y.i)
        .map(({ a }) => a);
}
/** Identity of an annotation for de-duplication on a rerun: where, how severe, what. */
function annotationKey(a) {
    return `${a.path}\u0000${a.start_line}\u0000${a.annotation_level}\u0000${a.message}`;
}
/** Splits `items` into consecutive batches of at most `size`. */
function chunk(items, size) {
    if (!Number.isInteger(size) || size < 1)
        throw new RangeError('chunk size must be a positive integer');
    const out = [];
    for (let i = 0; i < items.length; i += size)
        out.push(items.slice(i, i + size));
    return out;
}

;// CONCATENATED MODULE: ./src/report/codequality.ts
/**
 * GitLab's Code Quality report: the CodeClimate-style JSON array GitLab reads from
 * `artifacts: reports: codequality:` and shows in the merge request widget and diff
 * (https://docs.gitlab.com/ci/testing/code_quality/#code-quality-report-format). GitLab
 * requires `description`, `check_name`, `fingerprint`, `severity`, `location.path` and
 * `location.lines.begin`; `type` and `categories` are CodeClimate's own required fields,
 * kept so other CodeClimate consumers read the file too.
 */




// An error fails the gate, as a major issue blocks a merge request in GitLab's own analyzers.
const SEVERITIES = {
    error: 'major',
    warning: 'minor',
    notice: 'info',
};
function fingerprintOf(f, file) {
    // Not the message (it carries digests that change with the bytes): the issue follows the field,
    // so GitLab sees the same issue on the merge request and on its base (as the SARIF fingerprint).
    return (0,external_node_crypto_.createHash)('sha256')
        .update([f.rule, file, f.pointer ?? '', f.passport_id ?? ''].join('\u0000'))
        .digest('hex');
}
/** The report's findings as Code Quality issues (fingerprints unique within the report). */
function buildCodeQualityIssues(report, options = {}) {
    const seen = new Map();
    return report.findings.map((f) => {
        const file = joinRepoPath(options.pathPrefix ?? '', f.path === '' ? (options.runLevelPath ?? '.passport-gate.yml') : f.path);
        let fingerprint = fingerprintOf(f, file);
        // Two findings of one rule on one field: GitLab would fold them into one issue.
        const count = seen.get(fingerprint) ?? 0;
        seen.set(fingerprint, count + 1);
        if (count > 0)
            fingerprint = (0,external_node_crypto_.createHash)('sha256').update(`${fingerprint}#${count}`).digest('hex');
        return {
            type: 'issue',
            check_name: f.rule,
            description: (0,untrusted/* escapeInvisible */.ts)(f.message),
            content: { body: `See ${(0,rule_registry/* getRuleDocUrl */.QY)(f.rule)} for why it matters and how to fix it.` },
            categories: ['Bug Risk'],
            severity: SEVERITIES[f.severity],
            fingerprint,
            location: { path: file, lines: { begin: f.line ?? 1 } },
        };
    });
}
/** Renders the Code Quality report (a JSON array, one issue per finding). */
function renderCodeQuality(report, options = {}) {
    return `${JSON.stringify(buildCodeQualityIssues(report, options), null, 2)}\n`;
}

// EXTERNAL MODULE: ./src/report/diff.ts
var diff = __webpack_require__(20227);
;// CONCATENATED MODULE: ./src/report/graph-diagram.ts
/** Mermaid's default `maxTextSize`: larger diagrams are refused. https://mermaid.js.org/config/schema-docs/config.html#maxtextsize */
const MERMAID_MAX_TEXT_CHARS = 50_000;
/** Mermaid's default `maxEdges`. https://mermaid.js.org/config/schema-docs/config.html#maxedges */
const MERMAID_MAX_EDGES = 500;
/** Nodes drawn at most; a diagram of more is not readable in a job summary. */
const DIAGRAM_MAX_NODES = 150;
/** Longest label text (before escaping). */
const DIAGRAM_LABEL_MAX_CHARS = 80;
const DEFAULT_LIMITS = { maxNodes: DIAGRAM_MAX_NODES, maxEdges: MERMAID_MAX_EDGES };
/**
 * Chooses the nodes and edges to draw: failing and unresolved nodes and those
 * on a cycle first, then the rest in report order, up to `limits.maxNodes`;
 * cycle edges before the others, up to `limits.maxEdges`.
 */
function planDiagram(graph, limits = {}, changes) {
    const { maxNodes, maxEdges } = { ...DEFAULT_LIMITS, ...limits };
    const all = new Map();
    for (const n of graph.nodes)
        if (!all.has(n.id))
            all.set(n.id, { id: n.id, skill: n.skill, path: n.path, status: n.status });
    for (const e of graph.edges) {
        for (const id of [e.from, e.to])
            if (!all.has(id))
                all.set(id, { id, skill: null, path: null, status: 'unresolved' });
    }
    const onCycle = new Set(graph.edges.filter((e) => e.cycle).flatMap((e) => [e.from, e.to]));
    // With changes, every node has one (unchanged unless said), and changed and stale ones are drawn first too.
    if (changes)
        for (const n of all.values())
            n.change = changes.get(n.id) ?? 'unchanged';
    const urgent = (n) => n.status === 'fail' ||
        n.status === 'unresolved' ||
        onCycle.has(n.id) ||
        n.change === 'changed' ||
        n.change === 'stale';
    const ordered = [...all.values()]
        .filter(urgent)
        .concat([...all.values()].filter((n) => !urgent(n)));
    const kept = ordered.slice(0, Math.max(0, maxNodes));
    const keyOf = new Map();
    const nodes = kept.map((n, i) => {
        keyOf.set(n.id, `n${i}`);
        return { key: `n${i}`, ...n };
    });
    const seen = new Set();
    const candidates = [
        ...graph.edges.filter((e) => e.cycle),
        ...graph.edges.filter((e) => !e.cycle),
    ];
    const edges = [];
    let droppable = 0;
    for (const e of candidates) {
        const producer = keyOf.get(e.to);
        const consumer = keyOf.get(e.from);
        const dedupe = `${e.to}\u0000${e.from}`;
        if (seen.has(dedupe))
            continue;
        seen.add(dedupe);
        if (producer === undefined || consumer === undefined || edges.length >= maxEdges) {
            droppable++;
            continue;
        }
        edges.push({ from: producer, to: consumer, cycle: e.cycle });
    }
    return { nodes, edges, omittedNodes: all.size - nodes.length, omittedEdges: droppable };
}
/** The label text of a node (untrusted, unescaped, at most {@link DIAGRAM_LABEL_MAX_CHARS} characters). */
function nodeLabel(node) {
    // The change is written out too: a reader who cannot tell the outlines apart still reads it.
    const mark = node.change === 'changed' ? 'changed: ' : node.change === 'stale' ? 'stale: ' : '';
    const text = node.status === 'unresolved'
        ? `unresolved ${node.id}`
        : `${mark}${node.skill ?? 'unknown skill'} · ${node.path ?? node.id}`;
    const chars = [...text];
    return chars.length > DIAGRAM_LABEL_MAX_CHARS
        ? `${chars.slice(0, DIAGRAM_LABEL_MAX_CHARS - 1).join('')}…`
        : text;
}
/**
 * Escapes text for a double-quoted Mermaid label: letters, digits, space and
 * `_ . , / -` stay; everything else becomes a decimal entity code (`#34;`),
 * which Mermaid renders as the character and never parses as syntax.
 */
function escapeMermaidText(text) {
    let out = '';
    for (const ch of text)
        out += /^[A-Za-z0-9 _.,/-]$/.test(ch) ? ch : `#${ch.codePointAt(0)};`;
    return out;
}
const CLASS_DEFS = [
    'classDef pass fill:#dafbe1,stroke:#1a7f37,color:#1f2328',
    'classDef fail fill:#ffebe9,stroke:#d1242f,stroke-width:2px,color:#1f2328',
    'classDef unknown fill:#f6f8fa,stroke:#8c959f,color:#1f2328',
    'classDef unresolved fill:#fff8c5,stroke:#9a6700,stroke-dasharray:5 5,color:#1f2328',
];
/** Outlines of the change classes, defined after the status classes so their stroke wins. */
const CHANGE_CLASS_DEFS = [
    ['changed', 'classDef changed stroke:#0969da,stroke-width:4px'],
    ['stale', 'classDef stale stroke:#bc4c00,stroke-width:4px,stroke-dasharray:8 4'],
    ['unchanged', 'classDef unchanged stroke-width:1px'],
];
/** Formats a plan as a Mermaid flowchart (without the code fence). */
function renderMermaidPlan(plan) {
    const lines = ['flowchart LR'];
    for (const n of plan.nodes)
        lines.push(`  ${n.key}["${escapeMermaidText(nodeLabel(n))}"]:::${n.status}`);
    const cycleIndexes = [];
    plan.edges.forEach((e, i) => {
        if (e.cycle) {
            cycleIndexes.push(i);
            lines.push(`  ${e.from} ==>|cycle| ${e.to}`);
        }
        else
            lines.push(`  ${e.from} --> ${e.to}`);
    });
    for (const c of CLASS_DEFS)
        lines.push(`  ${c}`);
    if (plan.nodes.some((n) => n.change !== undefined)) {
        for (const [change, def] of CHANGE_CLASS_DEFS) {
            lines.push(`  ${def}`);
            const keys = plan.nodes.filter((n) => n.change === change).map((n) => n.key);
            if (keys.length > 0)
                lines.push(`  class ${keys.join(',')} ${change}`);
        }
    }
    if (cycleIndexes.length > 0)
        lines.push(`  linkStyle ${cycleIndexes.join(',')} stroke:#d1242f,stroke-width:3px`);
    return `${lines.join('\n')}\n`;
}
/**
 * The plan {@link renderMermaid} draws: {@link planDiagram} with fewer nodes
 * until the text fits {@link MERMAID_MAX_TEXT_CHARS}.
 */
function planMermaid(graph, limits = {}, changes) {
    let maxNodes = limits.maxNodes ?? DIAGRAM_MAX_NODES;
    for (;;) {
        const plan = planDiagram(graph, { ...limits, maxNodes }, changes);
        if (renderMermaidPlan(plan).length <= MERMAID_MAX_TEXT_CHARS || maxNodes <= 1)
            return plan;
        maxNodes = Math.floor(maxNodes / 2);
    }
}
/**
 * Renders the graph as a Mermaid flowchart (without the code fence): failing
 * passports in red, unresolved ids dashed, cycle edges thick and red.
 */
function renderMermaid(graph, limits = {}, changes) {
    return renderMermaidPlan(planMermaid(graph, limits, changes));
}

;// CONCATENATED MODULE: ./src/report/graph-dot.ts


/**
 * Escapes text for a DOT double-quoted `label`: it renders as the text itself.
 *
 * Graphviz decodes HTML entities in every string attribute (htmlEntityUTF8), so `&` becomes
 * `&amp;`: an id holding `&#92;n` would otherwise be a backslash and then a line break. In a
 * label Graphviz reads one level of backslash escapes (`\\` is a backslash, `\N` the node
 * name), so backslashes are doubled.
 */
function escapeDotLabel(value) {
    // escapeInvisible first: controls become visible \uXXXX text, whose backslash is then
    // escaped like any other, so DOT never sees an escape sequence the repository wrote.
    return (0,untrusted/* escapeInvisible */.ts)(value).replace(/&/g, '&amp;').replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}
/**
 * Escapes text for a DOT double-quoted node `tooltip` (the SVG `<title>` and `xlink:title`): it
 * renders as the text itself.
 *
 * A node tooltip goes through two levels of backslash escapes where a label goes through one:
 * Graphviz first reads `\\` as a backslash (and `\x` as `x`), then substitutes `\N`, `\G`,
 * `\E`, `\T`, `\H` and `\L` in what is left, so `x\\N` in the source shows the node's name.
 * Four backslashes in the source are one in the tooltip. Checked with Graphviz 2.43 (`dot`
 * of Debian 12) and 16.1 (@hpcc-js/wasm-graphviz) in __tests__/consumers/graphviz-dot.test.ts;
 * an entity (`&#92;`) is no way out, since entities are decoded before the escapes are read.
 */
function escapeDotTooltip(value) {
    return (0,untrusted/* escapeInvisible */.ts)(value)
        .replace(/&/g, '&amp;')
        .replace(/\\/g, '\\\\\\\\')
        .replace(/"/g, '\\"');
}
/** Attributes of a node by status. */
const NODE_STYLE = {
    pass: 'color="#1a7f37"',
    fail: 'color="#d1242f", fontcolor="#d1242f", penwidth=2',
    unknown: 'color="#8c959f", style="rounded,dashed"',
    unresolved: 'color="#9a6700", style="rounded,dashed"',
};
/** Renders the graph as a DOT digraph. Deterministic: the plan's order. */
function renderDot(graph, limits = {}) {
    const plan = planDiagram(graph, {
        maxNodes: limits.maxNodes ?? Number.POSITIVE_INFINITY,
        maxEdges: limits.maxEdges ?? Number.POSITIVE_INFINITY,
    });
    const lines = [
        'digraph passports {',
        '  rankdir=LR;',
        '  node [shape=box, style=rounded, fontname="Helvetica"];',
    ];
    for (const n of plan.nodes) {
        const label = `${n.status === 'fail' ? 'FAILING: ' : ''}${nodeLabel(n)}`;
        lines.push(`  ${n.key} [label="${escapeDotLabel(label)}", tooltip="${escapeDotTooltip(n.id)}", ${NODE_STYLE[n.status]}];`);
    }
    for (const e of plan.edges) {
        lines.push(`  ${e.from} -> ${e.to}${e.cycle ? ' [label="cycle", color="#d1242f", penwidth=3]' : ''};`);
    }
    lines.push('}');
    return `${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/report/json.ts
// Invisible and direction-changing characters (and DEL/C1 controls, which JSON.stringify leaves raw).
const JSON_UNSAFE = /[\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
// The same characters, for a test that allocates nothing when none is there (nearly always).
const JSON_UNSAFE_ANY = new RegExp(JSON_UNSAFE.source);
/**
 * Array items serialized per piece of {@link renderJsonReportChunks}. Small enough that a piece
 * (some 40 KB at 64 findings) is an ordinary young-generation string that the next scavenge
 * frees: pieces of 1,024 findings (600 KB) were large objects, which only a full collection
 * frees, and 100,000 findings left some 30 MB of them behind at the peak (bench workload 4).
 */
const ITEMS_PER_CHUNK = 64;
/** What JSON.stringify puts before and after the items of {@link nestedItems}' wrapper. */
const NESTED_HEAD = '{\n  "k": [\n'.length;
const NESTED_TAIL = '\n  ]\n}'.length;
/**
 * Items of a top-level array as `JSON.stringify(report, null, 2)` writes them (four spaces deep),
 * in one native call: the wrapper `{ k: [...] }` puts them at that depth and is cut off. Indenting
 * a shallower stringify by a replace pass cost as much again and made a second copy.
 */
const nestedItems = (items) => JSON.stringify({ k: items }, null, 2).slice(NESTED_HEAD, -NESTED_TAIL);
/**
 * Serializes a report as stable, indented JSON. Invisible and bidirectional
 * characters are written as \uXXXX escapes: the parsed data is unchanged, but
 * the text cannot reorder or hide itself on a terminal or in a diff.
 */
function renderJsonReport(report) {
    return renderJsonValue(report);
}
/**
 * {@link renderJsonReport}'s text in pieces, for writing as they are made: the text of a report
 * of 100,000 findings is some 60 MB, and building it whole (then escaping it into two more
 * copies) cost more memory than the audit. Each top-level array goes out a few hundred items
 * at a time, indented as `JSON.stringify(report, null, 2)` indents them; the pieces joined are
 * that text byte for byte (a test holds them equal).
 */
function* renderJsonReportChunks(report) {
    const entries = Object.entries(report).filter(([, v]) => v !== undefined);
    if (entries.length === 0) {
        yield renderJsonValue(report);
        return;
    }
    let head = '{\n';
    for (const [k, [key, value]] of entries.entries()) {
        head += `${k === 0 ? '' : ',\n'}  ${JSON.stringify(key)}: `;
        if (!Array.isArray(value) || value.length === 0) {
            yield escapeJson(head + indent(JSON.stringify(value, null, 2), '  '));
            head = '';
            continue;
        }
        yield escapeJson(`${head}[\n`);
        head = '';
        for (let i = 0; i < value.length; i += ITEMS_PER_CHUNK) {
            const items = nestedItems(value.slice(i, i + ITEMS_PER_CHUNK));
            yield escapeJson(i === 0 ? items : `,\n${items}`);
        }
        yield '\n  ]';
    }
    yield '\n}\n';
}
/** Any JSON document (the provenance diff) serialized as {@link renderJsonReport} does. */
function renderJsonValue(value) {
    return `${escapeJson(JSON.stringify(value, null, 2))}\n`;
}
/** A piece of JSON text indented one level deeper (its line breaks are all structural). */
const indent = (json, by) => json.replace(/\n/g, `\n${by}`);
/**
 * The escapes of {@link renderJsonValue}, on whole JSON text or on pieces cut between tokens
 * (each character is escaped alone, and `##[` only occurs inside one string).
 */
function escapeJson(json) {
    if (!JSON_UNSAFE_ANY.test(json) && !json.includes('##['))
        return json;
    return (json
        .replace(JSON_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
        // `##[` can only occur inside a string here: written as `#\u0023[` it parses the same, and
        // a runner printing the report (`audit --format json` in a workflow step) acts on nothing.
        .replace(/##\[/g, '#\\u0023['));
}

// EXTERNAL MODULE: ./src/util/xml-chars.ts
var xml_chars = __webpack_require__(52917);
;// CONCATENATED MODULE: ./src/report/junit.ts



/** Escapes text for an XML attribute or element, after making it valid XML 1.0 characters. */
function escapeXml(value) {
    return (0,xml_chars/* escapeNonXmlChars */.d)(value)
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&apos;')
        .replace(/\r/g, '&#13;')
        .replace(/\t/g, '&#9;');
}
// A line feed in an attribute is read back as a space (XML's attribute-value normalization).
const attrs = (pairs) => Object.entries(pairs)
    .map(([k, v]) => ` ${k}="${escapeXml(String(v)).replace(/\n/g, '&#10;')}"`)
    .join('');
function describeFinding(f, prefix) {
    const where = f.path === '' ? '(run)' : joinRepoPath(prefix, f.path);
    return `${f.severity} ${where}${f.line !== undefined ? `:${f.line}` : ''}: ${f.message}`;
}
/** One rule's test case. */
function renderCase(rule, findings, report, prefix) {
    const failing = findings.filter((f) => (0,rule_registry/* isFailing */.DI)(f.severity, report.summary.fail_on));
    const other = findings.filter((f) => !failing.includes(f));
    const first = failing[0] ?? other[0];
    const head = `    <testcase${attrs({
        classname: `passport-gate.${rule.format}`,
        name: rule.id,
        ...(first && first.path !== '' ? { file: joinRepoPath(prefix, first.path) } : {}),
        time: 0,
    })}`;
    if (findings.length === 0)
        return { xml: `${head}/>`, failed: false };
    const body = [];
    if (failing.length > 0) {
        body.push(`      <failure${attrs({ message: `${failing.length} finding(s): ${rule.description}`, type: rule.id })}>${escapeXml(failing.map((f) => describeFinding(f, prefix)).join('\n'))}</failure>`);
    }
    if (other.length > 0)
        body.push(`      <system-out>${escapeXml(other.map((f) => describeFinding(f, prefix)).join('\n'))}</system-out>`);
    return { xml: `${head}>\n${body.join('\n')}\n    </testcase>`, failed: failing.length > 0 };
}
/** Renders the report as one JUnit XML document. */
function renderJUnit(report, options = {}) {
    const prefix = options.pathPrefix ?? '';
    const byRule = new Map();
    for (const f of report.findings) {
        const list = byRule.get(f.rule);
        if (list)
            list.push(f);
        else
            byRule.set(f.rule, [f]);
    }
    const groups = new Map();
    for (const rule of rule_registry/* RULES */.y0)
        groups.set(rule.format, [...(groups.get(rule.format) ?? []), rule]);
    const suites = [];
    let failures = 0;
    for (const [format, rules] of groups) {
        const cases = rules.map((r) => renderCase(r, byRule.get(r.id) ?? [], report, prefix));
        const failed = cases.filter((c) => c.failed).length;
        failures += failed;
        suites.push(`  <testsuite${attrs({ name: `passport-gate ${format}`, tests: cases.length, failures: failed, errors: 0, skipped: 0, time: 0 })}>\n${cases.map((c) => c.xml).join('\n')}\n  </testsuite>`);
    }
    return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites${attrs({ name: 'passport-gate', tests: rule_registry/* RULES */.y0.length, failures, errors: 0, time: 0 })}>\n${suites.join('\n')}\n</testsuites>\n`;
}

// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __webpack_require__(65655);
// EXTERNAL MODULE: ./src/core/signer.ts
var signer = __webpack_require__(99881);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
;// CONCATENATED MODULE: ./src/report/diff-overlay.ts
/** Lays `diff` over `graph`. */
function overlayDiff(graph, diff) {
    const changes = new Map();
    const nodes = [...graph.nodes];
    const known = new Set(nodes.map((n) => n.id));
    const add = (id, path, skill) => {
        if (known.has(id))
            return;
        known.add(id);
        // Not audited in this run's scope: its status is unknown, as the graph draws such nodes.
        nodes.push({ id, path, skill, status: 'unknown' });
    };
    for (const c of diff.passports) {
        if (c.head_id === null || c.head_path === null)
            continue;
        changes.set(c.head_id, 'changed');
        add(c.head_id, c.head_path, c.skill);
    }
    for (const step of diff.stale) {
        if (step.passport_id === null)
            continue;
        changes.set(step.passport_id, 'stale');
        add(step.passport_id, step.path, step.skill);
    }
    const edges = [...graph.edges];
    const drawn = new Set(edges.map((e) => `${e.from}\0${e.to}`));
    for (const step of diff.stale) {
        if (step.passport_id === null)
            continue;
        for (const r of step.reasons) {
            // Only a consumed_passports edge (by id) belongs in the chain diagram; an input matched by
            // digest is not one.
            if (r.kind !== 'consumed' || r.via_id === null || !known.has(r.via_id))
                continue;
            const key = `${step.passport_id}\0${r.via_id}`;
            if (drawn.has(key))
                continue;
            drawn.add(key);
            edges.push({ from: step.passport_id, to: r.via_id, cycle: false });
        }
    }
    return { graph: { nodes, edges }, changes };
}

// EXTERNAL MODULE: ./src/report/section.ts
var report_section = __webpack_require__(17101);
;// CONCATENATED MODULE: ./src/report/reproduce.ts

/** How each outcome reads in the table. */
const STATUS_WORDS = {
    reproduced: '✅ reproduced byte for byte',
    differs: '❌ differs',
    failed: '❌ failed',
    unrecorded: 'not reproducible (recorded by hand)',
    'not-reached': '⏳ not reached',
};
/** Why a step was in scope, as the table says it. */
const REASON_WORDS = {
    selected: 'in scope',
    changed: 'changed',
    consumer: 'consumer of a changed step',
};
/** The section's one-line account: how many steps reproduced and how many outputs compared. */
function describeReproduce(section) {
    const reproduced = section.steps.filter((s) => s.status === 'reproduced').length;
    const compared = section.steps.reduce((n, s) => n + s.compared, 0);
    const notCompared = section.steps.reduce((n, s) => n + s.not_compared, 0);
    const commit = section.commit === null ? 'no commit' : `commit ${section.commit.slice(0, 12)}`;
    return `reproduce: ${section.mode} (${commit}): ${reproduced} of ${section.steps.length} step(s) reproduced byte for byte; ${compared} output(s) compared${notCompared > 0 ? `, ${notCompared} non-deterministic re-made but not compared` : ''}.`;
}
/** Renders the table into `section` under a heading of `sub`. */
function renderReproduceTable(reproduce, section, sub, note) {
    section.fixed(`${sub} Reproduced steps`);
    section.fixed('');
    section.fixed(describeReproduce(reproduce));
    section.fixed('');
    if (reproduce.steps.length === 0) {
        section.fixed('_No step was in scope._');
        section.fixed('');
        return;
    }
    section.fixed('| step | why | result | outputs compared | not compared | seconds |');
    section.fixed('|---|---|---|---|---|---|');
    for (const s of reproduce.steps)
        section.row(`| ${(0,report_escape/* codeSpan */.SS)(s.path, { table: true })} | ${REASON_WORDS[s.reason]} | ${STATUS_WORDS[s.status]} | ${s.compared} | ${s.not_compared} | ${s.seconds === null ? '—' : s.seconds.toFixed(1)} |`);
    if (section.omitted > 0)
        section.fixed(`\n${note(section.omitted, 'steps')}`);
    section.fixed('');
}

;// CONCATENATED MODULE: ./src/report/markdown.ts
/**
 * The Markdown report: the CLI's `--format markdown`, the action's job
 * summary and its check-run summary. Every repository string is shown in a
 * code span (escape.ts: codeSpan, and markdownText for messages that quote
 * one), so a passport cannot inject a table row, link, image, mention or issue
 * reference, and its text reads byte for byte; the Mermaid diagram escapes its
 * own labels (graph-diagram.ts).
 *
 * With `maxBytes` the text stays within a size (the job summary's 1 MiB, the
 * check run's 65,535): each section gets a share of the budget and says how
 * many rows it left out, so a long report is cut with counts, never dropped.
 */








/** Shares of `maxBytes` each section may take; findings take what is left. */
const MARKDOWN_BUDGET_SHARES = {
    diff: 0.25,
    reproduce: 0.1,
    signers: 0.05,
    passports: 0.25,
    handoffs: 0.1,
    diagram: 0.2,
};
/** A table cell holding a repository string: a code span, or `—` for none. */
const cell = (value) => value === null || value === undefined || value === ''
    ? '—'
    : (0,report_escape/* codeSpan */.SS)(String(value), { table: true });
/** Renders the verdict line. */
function renderVerdict(report) {
    const s = report.summary;
    return `${s.passed ? '✅ **Passed**' : '❌ **Failed**'}: ${s.errors} error(s), ${s.warnings} warning(s), ${s.notices} notice(s) across ${s.passports} passport(s) and ${report.handoffs.length} handoff file(s); ${s.artifacts_verified} artifact(s) verified${(0,report_text/* describeLfs */.FP)(report)} (fail-on: ${s.fail_on}, ${(0,report_text/* describeScope */.OI)(report)})${(0,report_text/* describeFailing */.Oc)(report)}.`;
}
function findingRow(f) {
    const where = f.path ? `${cell(f.path)}${f.line ? `:${f.line}` : ''}` : '—';
    // No link even to our own docs: a report with no link at all is one a reader can check at a glance.
    return `| ${f.severity} | \`${f.rule}\` | ${where} | ${(0,report_escape/* markdownText */.p7)(f.message, { table: true })} |`;
}
/** Renders the report as GitHub-flavoured Markdown, within `maxBytes` when given. */
function renderMarkdownReport(report, options = {}) {
    const level = Math.min(6, Math.max(1, options.headingLevel ?? 2));
    const h = '#'.repeat(level);
    const sub = '#'.repeat(Math.min(6, level + 1));
    const max = options.maxBytes ?? Number.POSITIVE_INFINITY;
    const hint = options.overflowHint ?? 'not shown';
    const note = (count, what) => `_${count} more ${what} ${hint}._`;
    const s = report.summary;
    const head = [];
    if (!options.omitTitle)
        head.push(`${h} passport-gate`, '');
    head.push(renderVerdict(report), '', '| passports | artifacts verified | bytes hashed | errors | warnings | notices | directories audited |', '|---|---|---|---|---|---|---|', `| ${s.passports} | ${s.artifacts_verified} | ${s.bytes_hashed} | ${s.errors} | ${s.warnings} | ${s.notices} | ${report.scope.directories.length} |`, '');
    // Which output roots were inferred, and how to pin them: a paragraph under the counts.
    const inferred = (0,report_text/* describeInferredOutputs */.Vt)(report);
    if (inferred)
        head.push(`> ${(0,report_escape/* markdownText */.p7)(inferred)}`, '');
    // What the run did not read (served from the warm facts cache): a paragraph under the counts.
    const served = (0,report_text/* describeServedDirectories */.mC)(report);
    if (served)
        head.push(`> ${(0,report_escape/* markdownText */.p7)(served)}`, '');
    const parts = [...head];
    let remaining = max - Buffer.byteLength(head.join('\n'));
    // --- What changed (a pull request's provenance diff, src/diff/) -------------------------
    if (report.diff) {
        const text = (0,diff/* renderDiffMarkdown */.rw)(report.diff, {
            mismatched: (0,diff/* listUntouchedMismatches */._o)(report.findings, report.diff),
            maxBytes: Math.min(remaining, max * MARKDOWN_BUDGET_SHARES.diff),
            headingLevel: level + 1,
            overflowHint: hint,
        });
        parts.push(text);
        remaining -= Buffer.byteLength(text) + 1;
    }
    if (report.reproduce) {
        const section = new report_section/* Section */.w(Math.min(remaining, max * MARKDOWN_BUDGET_SHARES.reproduce));
        renderReproduceTable(report.reproduce, section, sub, note);
        parts.push(...section.lines);
        remaining -= section.bytes;
    }
    const attested = report.passports.some((p) => p.attestation);
    if (attested) {
        const section = new report_section/* Section */.w(Math.min(remaining, max * MARKDOWN_BUDGET_SHARES.signers));
        renderSigners(report, section, sub, note);
        parts.push(...section.lines);
        remaining -= section.bytes;
    }
    if (report.passports.length > 0) {
        const section = new report_section/* Section */.w(Math.min(remaining, max * MARKDOWN_BUDGET_SHARES.passports));
        renderDirectories(report, section, sub, note, attested);
        parts.push(...section.lines);
        remaining -= section.bytes;
    }
    if (report.handoffs.length > 0) {
        const section = new report_section/* Section */.w(Math.min(remaining, max * MARKDOWN_BUDGET_SHARES.handoffs));
        renderHandoffs(report, section, sub, note);
        parts.push(...section.lines);
        remaining -= section.bytes;
    }
    if (options.diagram !== false && report.graph.nodes.length > 0) {
        const diagram = renderDiagram(report, sub, remaining, max * MARKDOWN_BUDGET_SHARES.diagram);
        parts.push(...diagram.lines);
        remaining -= diagram.bytes;
    }
    if (report.findings.length > 0) {
        const section = new report_section/* Section */.w(remaining);
        renderFindings(report, section, sub, note);
        parts.push(...section.lines);
    }
    const text = parts.join('\n');
    // A last guard for budgets smaller than the fixed lines themselves.
    return Number.isFinite(max) ? (0,report_escape/* truncateMarkdown */.o4)(text, max) : text;
}
/** The handoff files table: one row per handoff file, with its counts and status. */
function renderHandoffs(report, section, sub, note) {
    section.fixed(`${sub} Handoff files`);
    section.fixed('');
    section.fixed('| kind | file | id | errors | warnings | status |');
    section.fixed('|---|---|---|---|---|---|');
    for (const d of report.handoffs) {
        section.row(`| ${d.kind} | ${cell(d.path)} | ${cell(d.id)} | ${d.errors} | ${d.warnings} | ${d.status === 'pass' ? '✅' : '❌'} |`);
    }
    if (section.omitted > 0)
        section.fixed(`\n${note(section.omitted, 'handoff files')}`);
    section.fixed('');
}
/**
 * The Mermaid diagram of the chain when it fits its `share` of what `remaining` allows; else one
 * line saying it did not fit (when that line fits), else nothing. A diagram is drawn whole or
 * not at all: a cut Mermaid block would not render. Returns the lines and the bytes they take.
 */
function renderDiagram(report, sub, remaining, share) {
    // On a pull request, changed and stale passports are marked (and drawn if out of scope).
    const overlay = report.diff ? overlayDiff(report.graph, report.diff) : null;
    const plan = planMermaid(overlay?.graph ?? report.graph, {}, overlay?.changes);
    const omitted = plan.omittedNodes > 0 ? [`_${plan.omittedNodes} more passport(s) not drawn._`, ''] : [];
    const block = [
        `${sub} Provenance chain`,
        '',
        '```mermaid',
        renderMermaidPlan(plan).trimEnd(),
        '```',
        '',
        ...omitted,
    ];
    const size = Buffer.byteLength(block.join('\n')) + 1;
    if (size <= Math.min(remaining, share))
        return { lines: block, bytes: size };
    const line = `_The provenance chain diagram (${report.graph.nodes.length} passports) did not fit here._`;
    if (Buffer.byteLength(line) + report_section/* NOTE_RESERVE */.O < remaining)
        return { lines: [line, ''], bytes: Buffer.byteLength(line) + 2 };
    return { lines: [], bytes: 0 };
}
/** The findings table, in report order, cut with a count when the budget runs out. */
function renderFindings(report, section, sub, note) {
    section.fixed(`${sub} Findings`);
    section.fixed('');
    section.fixed('| severity | rule | location | message |');
    section.fixed('|---|---|---|---|');
    for (const f of report.findings)
        section.row(findingRow(f));
    if (section.omitted > 0)
        section.fixed(`\n${note(section.omitted, 'findings')}`);
    section.fixed('');
}
/** The output directories table: one row per passport, its signer where attestations ran. */
function renderDirectories(report, section, sub, note, attested) {
    section.fixed(`${sub} Output directories`);
    section.fixed('');
    const signed = attested ? ' signed by |' : '';
    section.fixed(`| directory | passport | skill | recorded |${signed} artifacts | errors | warnings | status |`);
    section.fixed(`|---|---|---|---|${attested ? '---|' : ''}---|---|---|---|`);
    for (const p of report.passports) {
        const signer = attested ? ` ${signerCell(p.attestation)} |` : '';
        section.row(`| ${cell(p.directory)} | ${cell(p.path)} | ${cell(p.skill)} | ${RECORDED_WORDS[p.recorded_by ?? 'unknown']} |${signer} ${p.artifacts} | ${p.errors} | ${p.warnings} | ${p.status === 'pass' ? '✅' : '❌'} |`);
    }
    if (section.omitted > 0)
        section.fixed(`\n${note(section.omitted, 'passports')}`);
    section.fixed('');
}
/**
 * How each way of making a record reads in the directories table: the reviewer tells a step
 * the tool ran and recorded from one recorded by hand (docs/rules.md "How a record was made").
 */
const RECORDED_WORDS = {
    run: 'by the tool (`run`)',
    stamp: 'by hand (`stamp`)',
    unknown: '—',
};
/** How each attestation result reads in a table. */
const RESULT_WORDS = {
    verified: '✅ verified',
    untrusted: '⚠️ not trusted',
    invalid: '❌ invalid',
    missing: '❌ no bundle',
};
/** A passport's signer in the directories table: who, and whether the gate took the signature. */
function signerCell(attestation) {
    if (!attestation)
        return '—';
    const who = attestation.signer ? cell((0,signer/* formatSigner */.Un)(attestation.signer)) : '';
    return `${RESULT_WORDS[attestation.result]}${who ? ` ${who}` : ''}`;
}
/**
 * Who produced the passports: one row per signer and result (not per passport: a release of
 * 2,000 passports signed by one workflow is one line a reviewer can read), with how many
 * passports and the first directories. The run's commit is left out of the grouping, so one
 * workflow signing on several commits is one row; the directories table names each run.
 */
function renderSigners(report, section, sub, note) {
    const groups = new Map();
    for (const p of report.passports) {
        const a = p.attestation;
        if (!a)
            continue;
        const label = a.signer ? (0,signer/* formatSignerIdentity */.KH)(a.signer) : '';
        const key = `${a.result}\0${a.signer ? (0,signer/* signerIdentityKey */.m)(a.signer) : ''}`;
        const group = groups.get(key) ?? { label, result: a.result, dirs: [] };
        group.dirs.push(p.directory);
        groups.set(key, group);
    }
    section.fixed(`${sub} Who produced them`);
    section.fixed('');
    section.fixed('| signer | attestation | passports | directories |');
    section.fixed('|---|---|---|---|');
    const ordered = [...groups.values()].sort((a, b) => RESULT_ORDER[a.result] - RESULT_ORDER[b.result] || b.dirs.length - a.dirs.length);
    for (const g of ordered) {
        const shown = g.dirs
            .slice(0, 3)
            .map((d) => cell(d))
            .join(', ');
        const more = g.dirs.length > 3 ? ` and ${g.dirs.length - 3} more` : '';
        section.row(`| ${cell(g.label)} | ${RESULT_WORDS[g.result]} | ${g.dirs.length} | ${shown}${more} |`);
    }
    if (section.omitted > 0)
        section.fixed(`\n${note(section.omitted, 'signers')}`);
    section.fixed('');
}
/** Problems first: what a reviewer must act on leads the table. */
const RESULT_ORDER = {
    invalid: 0,
    missing: 1,
    untrusted: 2,
    verified: 3,
};

;// CONCATENATED MODULE: ./src/report/sarif.ts
/**
 * The report as SARIF 2.1.0 (https://docs.oasis-open.org/sarif/sarif/v2.1.0/sarif-v2.1.0.html)
 * for GitHub code scanning (`github/codeql-action/upload-sarif`). Rule
 * metadata comes from the registry, so every rule the tool can report is
 * described, with its docs/rules.md anchor as helpUri. Pure: report in, object out.
 */




/** The schema URI code scanning and editors recognise. */
const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';
/** SARIF version written. */
const SARIF_VERSION = '2.1.0';
/** Code scanning accepts at most 25,000 results per run. https://docs.github.com/en/code-security/code-scanning/integrating-with-code-scanning/sarif-support-for-code-scanning#validating-your-sarif-file */
const SARIF_MAX_RESULTS = 25_000;
/** Runs per file code scanning accepts (the file is rejected above). Same page as {@link SARIF_MAX_RESULTS}. */
const SARIF_MAX_RUNS = 20;
/** Rules per run code scanning accepts. Same page as {@link SARIF_MAX_RESULTS}. */
const SARIF_MAX_RULES = 25_000;
/** Locations per result code scanning accepts (it shows 100). Same page as {@link SARIF_MAX_RESULTS}. */
const SARIF_MAX_LOCATIONS_PER_RESULT = 1_000;
/** Tags per rule code scanning accepts (it shows 10). Same page as {@link SARIF_MAX_RESULTS}. */
const SARIF_MAX_TAGS_PER_RULE = 20;
/** Tool extensions per run code scanning accepts. Same page as {@link SARIF_MAX_RESULTS}. */
const SARIF_MAX_EXTENSIONS = 100;
/** `reportingDescriptor.name` is "limited to 255 characters". {@link CODE_SCANNING_SARIF_DOCS}#reportingdescriptor-object */
const SARIF_RULE_NAME_MAX_CHARS = 255;
/** `shortDescription.text` and `fullDescription.text` are "limited to 1024 characters". {@link CODE_SCANNING_SARIF_DOCS}#reportingdescriptor-object */
const SARIF_DESCRIPTION_MAX_CHARS = 1024;
/** An upload is at most "10 MB" gzip-compressed (read as 10^7 bytes, the stricter). {@link CODE_SCANNING_SARIF_DOCS}#file-compatibility */
const SARIF_MAX_GZIP_BYTES = 10_000_000;
/** Where the tool is documented. */
const TOOL_INFORMATION_URI = 'https://github.com/passport-gate/passport-gate';
/** The key of the fingerprint code scanning uses to follow a result across commits. */
const FINGERPRINT_KEY = 'passportGate/v1';
const sarif_LEVELS = {
    error: 'error',
    warning: 'warning',
    notice: 'note',
};
/** The SARIF level of a severity: notice → note. */
function toSarifLevel(severity) {
    return sarif_LEVELS[severity];
}
/** Percent-encodes a repository-relative POSIX path as a relative URI reference (RFC 3986), segment by segment. */
function toRelativeUri(path) {
    return path
        .split('/')
        .map((segment) => encodeURIComponent(segment))
        .join('/');
}
/** `artifact-hash-mismatch` → `ArtifactHashMismatch` (SARIF's rule `name` is an identifier, not the id). */
function ruleName(id) {
    return id.replace(/(^|-)([a-z0-9])/g, (_m, _d, c) => c.toUpperCase());
}
function fingerprint(f, uri) {
    // Not the message: it carries digests that change with the bytes, and an alert should follow the field.
    return (0,external_node_crypto_.createHash)('sha256')
        .update([f.rule, uri, f.pointer ?? '', f.passport_id ?? ''].join('\u0000'))
        .digest('hex');
}
/**
 * Builds the SARIF log of a report. Findings without a file (run-level) have
 * no location code scanning could show, so they become tool execution
 * notifications of the invocation instead of results.
 */
function buildSarifLog(report, options = {}) {
    const ruleIndex = new Map(rule_registry/* RULES */.y0.map((r, i) => [r.id, i]));
    const rules = rule_registry/* RULES */.y0.map((r) => ({
        id: r.id,
        name: ruleName(r.id),
        shortDescription: { text: r.description },
        fullDescription: { text: r.description },
        helpUri: (0,rule_registry/* getRuleDocUrl */.QY)(r.id),
        help: {
            text: `${r.description} See ${(0,rule_registry/* getRuleDocUrl */.QY)(r.id)} for why it matters and how to fix it.`,
            markdown: `${r.description}\n\n[Why it matters and how to fix it](${(0,rule_registry/* getRuleDocUrl */.QY)(r.id)})`,
        },
        defaultConfiguration: { level: toSarifLevel(r.defaultSeverity) },
        properties: { tags: ['provenance', r.format], precision: 'very-high' },
    }));
    const results = [];
    const notifications = [];
    let dropped = 0;
    for (const f of report.findings) {
        const text = (0,untrusted/* escapeInvisible */.ts)(f.message);
        if (f.path === '') {
            notifications.push({
                descriptor: { id: f.rule },
                level: toSarifLevel(f.severity),
                message: { text },
            });
            continue;
        }
        if (results.length >= SARIF_MAX_RESULTS) {
            dropped++;
            continue;
        }
        const uri = toRelativeUri(joinRepoPath(options.pathPrefix ?? '', f.path));
        const region = {
            startLine: f.line !== undefined && f.line > 0 ? f.line : 1,
        };
        if (f.line !== undefined && f.column !== undefined && f.column > 0)
            region.startColumn = f.column;
        const result = {
            ruleId: f.rule,
            ruleIndex: ruleIndex.get(f.rule) ?? 0,
            level: toSarifLevel(f.severity),
            message: { text },
            locations: [
                { physicalLocation: { artifactLocation: { uri, uriBaseId: '%SRCROOT%' }, region } },
            ],
            partialFingerprints: { [FINGERPRINT_KEY]: fingerprint(f, uri) },
        };
        const properties = {};
        if (f.pointer !== undefined)
            properties.jsonPointer = (0,untrusted/* escapeInvisible */.ts)(f.pointer);
        if (f.passport_id !== undefined)
            properties.passportId = (0,untrusted/* escapeInvisible */.ts)(f.passport_id);
        if (Object.keys(properties).length > 0)
            result.properties = properties;
        results.push(result);
    }
    if (dropped > 0) {
        notifications.push({
            descriptor: { id: 'sarif-results-capped' },
            level: 'warning',
            message: {
                text: `${dropped} more result(s) not written: code scanning accepts at most ${SARIF_MAX_RESULTS} per run; see the JSON report.`,
            },
        });
    }
    return {
        $schema: SARIF_SCHEMA_URI,
        version: SARIF_VERSION,
        runs: [
            {
                tool: {
                    driver: {
                        name: report.tool.name,
                        version: report.tool.version,
                        semanticVersion: report.tool.version,
                        informationUri: TOOL_INFORMATION_URI,
                        rules,
                    },
                },
                results,
                invocations: [{ executionSuccessful: true, toolExecutionNotifications: notifications }],
                columnKind: 'utf16CodeUnits',
            },
        ],
    };
}
/** Serializes the SARIF log of a report. */
function renderSarif(report, options = {}) {
    return `${JSON.stringify(buildSarifLog(report, options), null, 2)}\n`;
}

;// CONCATENATED MODULE: ./src/report/renderers.ts










/** Builds a {@link RendererRecord}; `fallback` is the format when `--format` is not given. */
function defineRenderers(renderers, fallback) {
    const names = Object.keys(renderers);
    const width = Math.max(...names.map((n) => n.length));
    return {
        renderers,
        names,
        fallback,
        parse(value, flag = '--format') {
            const name = value ?? fallback;
            if (names.includes(name))
                return name;
            throw new errors/* UsageError */.eb(`${flag} must be one of ${names.join(', ')}`);
        },
        help(column) {
            const indent = ' '.repeat(column + 2);
            const lines = names.map((n) => `${indent}${n.padEnd(width)}  ${renderers[n].summary}${n === fallback ? ' (default)' : ''}`);
            return ['  --format FMT'.padEnd(column) + names.join(' | '), ...lines].join('\n');
        },
        renderChunks: (format, value, ctx) => renderers[format].render(value, ctx),
        render: (format, value, ctx) => [...renderers[format].render(value, ctx)].join(''),
    };
}
/** The audit report's forms (`audit`, `merge`, the action's report files, GitLab's reports). */
const REPORT_RENDERERS = defineRenderers({
    text: {
        summary: 'for a terminal',
        label: 'text report',
        render: (r, c) => (0,report_text/* renderTextReportChunks */.Ot)(r, { color: c.color, notes: !c.quiet }),
    },
    json: {
        summary: 'schemas/report.v1.schema.json; what merge reads',
        label: 'JSON report',
        render: (r) => renderJsonReportChunks(r),
    },
    markdown: {
        summary: 'for a pull request comment or a job summary',
        label: 'Markdown report',
        render: (r) => [renderMarkdownReport(r)],
    },
    sarif: {
        summary: 'SARIF 2.1.0 for code scanning',
        label: 'SARIF report',
        render: (r, c) => [renderSarif(r, { pathPrefix: c.pathPrefix })],
    },
    codequality: {
        summary: 'GitLab Code Quality (artifacts: reports: codequality)',
        label: 'Code Quality report',
        render: (r, c) => [renderCodeQuality(r, { pathPrefix: c.pathPrefix })],
    },
    junit: {
        summary: 'JUnit XML, a test case per rule (artifacts: reports: junit)',
        label: 'JUnit report',
        render: (r, c) => [renderJUnit(r, { pathPrefix: c.pathPrefix })],
    },
}, 'text');
/** The provenance diff's forms (`diff`). */
const DIFF_RENDERERS = defineRenderers({
    text: {
        summary: 'for a terminal',
        label: 'diff',
        render: (d, c) => [(0,diff/* renderDiffText */.pQ)(d, { color: c.color, mismatched: c.mismatched ?? [] })],
    },
    json: {
        summary: 'schemas/diff.v1.schema.json',
        label: 'JSON diff',
        render: (d) => [renderJsonValue(d)],
    },
    markdown: {
        summary: 'for a pull request comment',
        label: 'Markdown diff',
        render: (d, c) => [
            `${(0,diff/* renderDiffMarkdown */.rw)(d, { headingLevel: 2, mismatched: c.mismatched ?? [] }).trimEnd()}\n`,
        ],
    },
}, 'text');
/** The chain graph's forms (`graph`). */
const GRAPH_RENDERERS = defineRenderers({
    mermaid: {
        summary: 'paste into a ```mermaid block',
        label: 'Mermaid diagram',
        render: (g, c) => {
            const plan = planMermaid(g);
            if (plan.omittedNodes > 0 || plan.omittedEdges > 0)
                c.note(`note: the Mermaid diagram leaves out ${plan.omittedNodes} node(s) and ${plan.omittedEdges} edge(s) to stay within Mermaid's limits; use --around ID or --format dot for the rest.`);
            return [renderMermaidPlan(plan)];
        },
    },
    dot: {
        summary: 'Graphviz DOT: pipe to "dot -Tsvg"',
        label: 'DOT graph',
        render: (g) => [renderDot(g)],
    },
}, 'mermaid');


/***/ }),

/***/ 17101:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ NOTE_RESERVE),
/* harmony export */   w: () => (/* binding */ Section)
/* harmony export */ });
/**
 * A section of a report cut to a byte budget: rows are added while they fit and counted when
 * they do not, so a long report is cut with counts, never dropped. Shared by the Markdown
 * report (markdown.ts) and the provenance diff's section (diff.ts).
 */
/** Bytes kept free for the closing note of a cut section. */
const NOTE_RESERVE = 200;
/** Appends lines while they fit a byte budget; counts the rows that did not. */
class Section {
    budget;
    lines = [];
    used = 0;
    omitted = 0;
    constructor(budget) {
        this.budget = budget;
    }
    /** Adds a line that must be there (headings, table heads). */
    fixed(line) {
        this.lines.push(line);
        this.used += Buffer.byteLength(line) + 1;
    }
    /** Adds a row if it fits; otherwise counts it. */
    row(line) {
        const size = Buffer.byteLength(line) + 1;
        if (this.omitted > 0 || this.used + size > this.budget - NOTE_RESERVE) {
            this.omitted++;
            return;
        }
        this.lines.push(line);
        this.used += size;
    }
    get bytes() {
        return this.used;
    }
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
/* harmony export */   mC: () => (/* binding */ describeServedDirectories),
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
    const served = options.notes === false ? '' : describeServedDirectories(report);
    if (served)
        lines.push((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(served), '');
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
/** Served directories named in the text and Markdown reports; the JSON report has all. */
const SERVED_DIRS_SHOWN = 5;
/**
 * One paragraph on what the run did not read (the warm facts cache's served directories), or
 * '' when it read everything. Plain text of repository paths: escape for the medium.
 */
function describeServedDirectories(report) {
    const served = report.served;
    if (!served || served.directories.length === 0)
        return '';
    const shown = served.directories
        .slice(0, SERVED_DIRS_SHOWN)
        .map((d) => `${d.directory}/ (${d.files} file(s)): vouched for by the record of tree ${d.tree}`);
    const more = served.directories.length - SERVED_DIRS_SHOWN;
    if (more > 0)
        shown.push(`${more} more directories (in the JSON report)`);
    return `Not read this run: ${served.files} file(s) in ${served.directories.length} output director(ies) of commit ${served.commit}, judged on the facts a trusted run recorded of their bytes (their passports were read): ${shown.join('; ')}.`;
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


/***/ }),

/***/ 22395:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ compileGlobs)
/* harmony export */ });
/* unused harmony export GLOB_OPTIONS */
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70017);
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

/***/ 36701:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ sha256Hex)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The sha256 of plain bytes, one helper for every layer that digests bytes it holds: a
 * passport's bytes (repo/passports.ts, kept to know them again when read again), an
 * attestation's subject (attest/produce.ts signs it, attest/verify.ts compares it), an
 * export's record of a passport file (operations/export.ts). One spelling, so the digest
 * signed and the digest checked are made the same way.
 */

/** The sha256 of `bytes` as lower-case hex. */
function sha256Hex(bytes) {
    // One-shot, on the bytes as they are: no Hash object and no copy (the audit asks it of
    // every passport whose bytes it lets go of, and of every attested passport).
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.hash)('sha256', bytes, 'hex');
}


/***/ }),

/***/ 86571:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ shellWord)
/* harmony export */ });
/**
 * Command lines the reports print for a person to paste into a POSIX shell
 * (the passport-missing hint, the re-stamp commands of stale outputs): a path
 * from the repository is one word of them, whatever it holds.
 */
/** `word` as one POSIX shell word: single-quoted unless plain; never read as an option. */
function shellWord(word) {
    const safe = word.startsWith('-') ? `./${word}` : word;
    return /^[A-Za-z0-9_./@%+=:,-]+$/.test(safe) ? safe : `'${safe.replace(/'/g, `'\\''`)}'`;
}


/***/ }),

/***/ 52917:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ escapeNonXmlCharsDeep),
/* harmony export */   d: () => (/* binding */ escapeNonXmlChars)
/* harmony export */ });
/**
 * Characters an exported string may not carry. PROV-JSON becomes PROV-XML, PROV-N and Graphviz
 * in the consumers' hands (the `prov` Python package: `serialize(format='xml')`, `prov_to_dot`),
 * and every PROV string is an `xsd:string`, whose characters are XML 1.0's `Char`
 * (https://www.w3.org/TR/xml/#NT-Char: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] |
 * [#x10000-#x10FFFF]). lxml refuses the rest ("All strings must be XML compatible"), and so does
 * Graphviz when prov_to_dot hands them on. A passport is JSON, where any of them is one `\u`
 * escape away, so PROV-JSON goes through {@link escapeNonXmlCharsDeep}. In-toto statements do
 * not: they are JSON that no consumer turns into XML, and their predicate is the passport itself,
 * signed by `attest` (export/in-toto.ts).
 *
 * DEL and the C1 controls (U+007F–U+009F) are XML 1.0 characters, but the specification asks
 * authors to avoid them (https://www.w3.org/TR/xml/#charsets), XML 1.1 admits them only as
 * character references, and U+009B starts an escape sequence on a terminal that prints the
 * label. No passport means them, so they are escaped as well.
 */
/**
 * One character to escape: a C0 control other than tab, line feed and carriage return; DEL and
 * C1; U+FFFE and U+FFFF; a surrogate code unit that is not half of a pair.
 */
const NON_XML_CHAR = 
// eslint-disable-next-line no-control-regex
/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/**
 * Replaces every character outside XML 1.0's `Char` (and DEL and C1) with visible `\uXXXX`
 * text, the form the reports use for controls, so the string is a valid `xsd:string` and still
 * shows what was there.
 *
 * @example
 * escapeNonXmlChars('bwa\u001b[31m') // 'bwa\\u001b[31m'
 */
function escapeNonXmlChars(value) {
    return value.replace(NON_XML_CHAR, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/**
 * {@link escapeNonXmlChars} applied to every string of a JSON value — object keys included —
 * returning a copy; numbers, booleans and null are kept.
 */
function escapeNonXmlCharsDeep(value) {
    return escapeJson(value);
}
function escapeJson(value) {
    if (typeof value === 'string')
        return escapeNonXmlChars(value);
    if (Array.isArray(value))
        return value.map(escapeJson);
    if (value !== null && typeof value === 'object') {
        const out = {};
        for (const [key, inner] of Object.entries(value)) {
            // defineProperty, not assignment: a passport's own "__proto__" key stays a key.
            Object.defineProperty(out, escapeNonXmlChars(key), {
                value: escapeJson(inner),
                enumerable: true,
                writable: true,
                configurable: true,
            });
        }
        return out;
    }
    return value;
}


/***/ }),

/***/ 8104:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ askWorkTree)
/* harmony export */ });
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88411);
/* harmony import */ var _lfs_attributes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88261);


/** The questions answered by the work tree at `root` as it is checked out. */
function askWorkTree(root, onFallback) {
    return {
        ignored: (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .createGitIgnoreRules */ .ac)(root, onFallback),
        gitlinks: (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .createGitlinkQuery */ .nx)(root),
        lfsManaged: (0,_lfs_attributes_js__WEBPACK_IMPORTED_MODULE_1__/* .createLfsQuery */ .u)(root),
    };
}


/***/ }),

/***/ 16848:
/***/ ((module, exports, __webpack_require__) => {

// Generated by scripts/compile-schemas.mjs from schemas/*.json — do not edit.
/* eslint-disable */

exports.P = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://passport-gate.dev/schemas/passport.v1.schema.json","title":"Material Passport v1","description":"The envelope that travels beside a skill's outputs (<run-id>.passport.json). Encodes the v1 schema of the agent-handoff seed: required and recommended fields, digests, ids and timestamps.","type":"object","required":["schema_version","passport_id","created_at","produced_by","inputs","outputs","decisions","errors","downstream_hints"],"properties":{"schema_version":{"description":"Semantic version of the passport schema; the major must be 1.","type":"string","maxLength":64,"pattern":"^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-[0-9A-Za-z.-]+)?(?:\\+[0-9A-Za-z.-]+)?$"},"passport_id":{"$ref":"#/$defs/uuidV4"},"created_at":{"type":"string","format":"date-time","maxLength":64},"produced_by":{"type":"object","required":["skill","skill_version"],"properties":{"skill":{"$ref":"#/$defs/slug"},"skill_version":{"type":"string","minLength":1,"maxLength":128},"agent":{"type":"string","maxLength":256},"session_id":{"type":"string","maxLength":256}}},"inputs":{"description":"Every input the skill consumed, with path + sha256. An input outside the repository (a reference genome) has \"external\": true, an absolute path, and ideally a uri saying where it can be fetched.","type":"array","maxItems":100000,"items":{"$ref":"#/$defs/artifact","if":{"type":"object","required":["external"],"properties":{"external":{"const":true}}},"then":{"type":"object","properties":{"path":{"type":"string","pattern":"^/"}}}}},"outputs":{"description":"Every output the skill produced, with path + sha256.","type":"array","maxItems":100000,"items":{"$ref":"#/$defs/artifact","not":{"type":"object","required":["external"],"properties":{"external":{"const":true}}}}},"decisions":{"type":"array","maxItems":10000,"items":{"type":"object","required":["step","choice","alternatives_considered","rationale"],"properties":{"step":{"type":"string","minLength":1,"maxLength":1024},"choice":{"type":"string","minLength":1,"maxLength":1024},"alternatives_considered":{"type":"array","maxItems":1000,"items":{"type":"string","maxLength":1024}},"rationale":{"type":"string","minLength":1,"maxLength":65536}}}},"parameters":{"type":"object"},"errors":{"description":"Every external call's exit code, with a stderr excerpt.","type":"array","maxItems":100000,"items":{"type":"object","required":["step","tool","exit_code","stderr_excerpt"],"properties":{"step":{"type":"string","maxLength":1024},"tool":{"type":"string","maxLength":1024},"exit_code":{"type":"integer"},"stderr_excerpt":{"type":"string","maxLength":65536}}}},"consumed_passports":{"description":"passport_ids of upstream passports this skill consumed (forms a DAG).","type":"array","maxItems":10000,"items":{"$ref":"#/$defs/uuidV4"}},"recorded_by":{"description":"How this record was made (passport-gate's extension of v1, docs/rules.md \"How a record was made\"): method \"run\" when passport-gate run ran the step and wrote the record (the command as run, its working directory relative to the root, its exit status, start and end times), \"stamp\" for a hand record, \"import\" for one written from a workflow engine's own records (import --from nextflow-lineage).","type":"object","required":["tool","version","method"],"properties":{"tool":{"type":"string","maxLength":256},"version":{"type":"string","maxLength":128},"method":{"enum":["run","stamp","import"]},"imported_from":{"description":"For method \"import\": the engine record the passport was written from, as a URI (a Nextflow lineage TaskRun: lid://<task hash>; docs/nextflow.md).","type":"string","minLength":1,"maxLength":4096},"command":{"type":"array","minItems":1,"maxItems":10000,"items":{"type":"string","maxLength":131072}},"working_directory":{"type":"string","minLength":1,"maxLength":4096},"exit_code":{"type":"integer"},"started_at":{"type":"string","format":"date-time","maxLength":64},"ended_at":{"type":"string","format":"date-time","maxLength":64},"outputs":{"enum":["directory","declared"]},"program":{"description":"The program the command ran (argv[0]) when it is outside the repository: its resolved path and the first line of its --version (null when it printed none).","type":"object","required":["path","version"],"properties":{"path":{"type":"string","minLength":1,"maxLength":4096},"version":{"type":["string","null"],"maxLength":256}}},"nondeterministic":{"description":"Outputs the step declared non-deterministic (run --nondeterministic): reproduce re-makes them but does not compare their bytes.","type":"array","maxItems":100000,"items":{"type":"string","minLength":1,"maxLength":4096}}}},"downstream_hints":{"type":"object","required":["next_skills"],"properties":{"next_skills":{"type":"array","maxItems":1000,"items":{"$ref":"#/$defs/slug"}},"expected_inputs":{"type":"array","maxItems":1000,"items":{"type":"string","maxLength":256}}}}},"$defs":{"uuidV4":{"description":"A UUID version 4 (RFC 9562), lowercase or uppercase hex.","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-4[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},"slug":{"description":"A skill slug: lowercase letters, digits and single hyphens.","type":"string","maxLength":128,"pattern":"^[a-z0-9]+(?:[-_.][a-z0-9]+)*$"},"sha256":{"description":"Lowercase hexadecimal SHA-256 digest, 64 characters, no prefix.","type":"string","pattern":"^[0-9a-f]{64}$"},"artifact":{"type":"object","required":["path","sha256"],"properties":{"type":{"type":"string","maxLength":128},"path":{"description":"A file path without NUL characters (no file name holds one).","type":"string","minLength":1,"maxLength":4096,"pattern":"^[^\\x00]*$"},"sha256":{"$ref":"#/$defs/sha256"},"size_bytes":{"type":"integer","minimum":0},"source":{"type":"string","maxLength":4096},"external":{"description":"True for an input outside the repository: its path is absolute on the producer's machine; the audit verifies it under the config's external-inputs locations, and notes it unverified elsewhere.","type":"boolean"},"uri":{"description":"Where the artifact can be fetched (URL, s3://, DOI resolver), for an external input.","type":"string","maxLength":4096}}}}};
const schema32 = {"description":"A UUID version 4 (RFC 9562), lowercase or uppercase hex.","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-4[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"};
const schema33 = {"description":"A skill slug: lowercase letters, digits and single hyphens.","type":"string","maxLength":128,"pattern":"^[a-z0-9]+(?:[-_.][a-z0-9]+)*$"};
const func1 = ((count) => (s) => (/[\uD800-\uDFFF]/.test(s) ? count(s) : s.length))((__webpack_require__(36214)["default"]));
const pattern4 = new RegExp("^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-[0-9A-Za-z.-]+)?(?:\\+[0-9A-Za-z.-]+)?$", "");
const pattern5 = new RegExp("^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-4[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$", "");
const pattern6 = new RegExp("^[a-z0-9]+(?:[-_.][a-z0-9]+)*$", "");
const pattern9 = new RegExp("^/", "");
const formats0 = (__webpack_require__(10779)/* .fullFormats */ .U9)["date-time"];
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
if(data.recorded_by !== undefined){
let data31 = data.recorded_by;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(data31.tool === undefined){
const err84 = {instancePath:instancePath+"/recorded_by",schemaPath:"#/properties/recorded_by/required",keyword:"required",params:{missingProperty: "tool"},message:"must have required property '"+"tool"+"'"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(data31.version === undefined){
const err85 = {instancePath:instancePath+"/recorded_by",schemaPath:"#/properties/recorded_by/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(data31.method === undefined){
const err86 = {instancePath:instancePath+"/recorded_by",schemaPath:"#/properties/recorded_by/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(data31.tool !== undefined){
let data32 = data31.tool;
if(typeof data32 === "string"){
if(func1(data32) > 256){
const err87 = {instancePath:instancePath+"/recorded_by/tool",schemaPath:"#/properties/recorded_by/properties/tool/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err88 = {instancePath:instancePath+"/recorded_by/tool",schemaPath:"#/properties/recorded_by/properties/tool/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data31.version !== undefined){
let data33 = data31.version;
if(typeof data33 === "string"){
if(func1(data33) > 128){
const err89 = {instancePath:instancePath+"/recorded_by/version",schemaPath:"#/properties/recorded_by/properties/version/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
else {
const err90 = {instancePath:instancePath+"/recorded_by/version",schemaPath:"#/properties/recorded_by/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data31.method !== undefined){
let data34 = data31.method;
if(!(((data34 === "run") || (data34 === "stamp")) || (data34 === "import"))){
const err91 = {instancePath:instancePath+"/recorded_by/method",schemaPath:"#/properties/recorded_by/properties/method/enum",keyword:"enum",params:{allowedValues: schema31.properties.recorded_by.properties.method.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data31.imported_from !== undefined){
let data35 = data31.imported_from;
if(typeof data35 === "string"){
if(func1(data35) > 4096){
const err92 = {instancePath:instancePath+"/recorded_by/imported_from",schemaPath:"#/properties/recorded_by/properties/imported_from/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(func1(data35) < 1){
const err93 = {instancePath:instancePath+"/recorded_by/imported_from",schemaPath:"#/properties/recorded_by/properties/imported_from/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
else {
const err94 = {instancePath:instancePath+"/recorded_by/imported_from",schemaPath:"#/properties/recorded_by/properties/imported_from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data31.command !== undefined){
let data36 = data31.command;
if(Array.isArray(data36)){
if(data36.length > 10000){
const err95 = {instancePath:instancePath+"/recorded_by/command",schemaPath:"#/properties/recorded_by/properties/command/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if(data36.length < 1){
const err96 = {instancePath:instancePath+"/recorded_by/command",schemaPath:"#/properties/recorded_by/properties/command/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
const len6 = data36.length;
for(let i6=0; i6<len6; i6++){
let data37 = data36[i6];
if(typeof data37 === "string"){
if(func1(data37) > 131072){
const err97 = {instancePath:instancePath+"/recorded_by/command/" + i6,schemaPath:"#/properties/recorded_by/properties/command/items/maxLength",keyword:"maxLength",params:{limit: 131072},message:"must NOT have more than 131072 characters"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
else {
const err98 = {instancePath:instancePath+"/recorded_by/command/" + i6,schemaPath:"#/properties/recorded_by/properties/command/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
}
else {
const err99 = {instancePath:instancePath+"/recorded_by/command",schemaPath:"#/properties/recorded_by/properties/command/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data31.working_directory !== undefined){
let data38 = data31.working_directory;
if(typeof data38 === "string"){
if(func1(data38) > 4096){
const err100 = {instancePath:instancePath+"/recorded_by/working_directory",schemaPath:"#/properties/recorded_by/properties/working_directory/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if(func1(data38) < 1){
const err101 = {instancePath:instancePath+"/recorded_by/working_directory",schemaPath:"#/properties/recorded_by/properties/working_directory/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
else {
const err102 = {instancePath:instancePath+"/recorded_by/working_directory",schemaPath:"#/properties/recorded_by/properties/working_directory/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data31.exit_code !== undefined){
let data39 = data31.exit_code;
if(!(((typeof data39 == "number") && (!(data39 % 1) && !isNaN(data39))) && (isFinite(data39)))){
const err103 = {instancePath:instancePath+"/recorded_by/exit_code",schemaPath:"#/properties/recorded_by/properties/exit_code/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data31.started_at !== undefined){
let data40 = data31.started_at;
if(typeof data40 === "string"){
if(func1(data40) > 64){
const err104 = {instancePath:instancePath+"/recorded_by/started_at",schemaPath:"#/properties/recorded_by/properties/started_at/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
if(!(formats0.validate(data40))){
const err105 = {instancePath:instancePath+"/recorded_by/started_at",schemaPath:"#/properties/recorded_by/properties/started_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
else {
const err106 = {instancePath:instancePath+"/recorded_by/started_at",schemaPath:"#/properties/recorded_by/properties/started_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data31.ended_at !== undefined){
let data41 = data31.ended_at;
if(typeof data41 === "string"){
if(func1(data41) > 64){
const err107 = {instancePath:instancePath+"/recorded_by/ended_at",schemaPath:"#/properties/recorded_by/properties/ended_at/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if(!(formats0.validate(data41))){
const err108 = {instancePath:instancePath+"/recorded_by/ended_at",schemaPath:"#/properties/recorded_by/properties/ended_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
else {
const err109 = {instancePath:instancePath+"/recorded_by/ended_at",schemaPath:"#/properties/recorded_by/properties/ended_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data31.outputs !== undefined){
let data42 = data31.outputs;
if(!((data42 === "directory") || (data42 === "declared"))){
const err110 = {instancePath:instancePath+"/recorded_by/outputs",schemaPath:"#/properties/recorded_by/properties/outputs/enum",keyword:"enum",params:{allowedValues: schema31.properties.recorded_by.properties.outputs.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
if(data31.program !== undefined){
let data43 = data31.program;
if(data43 && typeof data43 == "object" && !Array.isArray(data43)){
if(data43.path === undefined){
const err111 = {instancePath:instancePath+"/recorded_by/program",schemaPath:"#/properties/recorded_by/properties/program/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
if(data43.version === undefined){
const err112 = {instancePath:instancePath+"/recorded_by/program",schemaPath:"#/properties/recorded_by/properties/program/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if(data43.path !== undefined){
let data44 = data43.path;
if(typeof data44 === "string"){
if(func1(data44) > 4096){
const err113 = {instancePath:instancePath+"/recorded_by/program/path",schemaPath:"#/properties/recorded_by/properties/program/properties/path/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if(func1(data44) < 1){
const err114 = {instancePath:instancePath+"/recorded_by/program/path",schemaPath:"#/properties/recorded_by/properties/program/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
else {
const err115 = {instancePath:instancePath+"/recorded_by/program/path",schemaPath:"#/properties/recorded_by/properties/program/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data43.version !== undefined){
let data45 = data43.version;
if((typeof data45 !== "string") && (data45 !== null)){
const err116 = {instancePath:instancePath+"/recorded_by/program/version",schemaPath:"#/properties/recorded_by/properties/program/properties/version/type",keyword:"type",params:{type: schema31.properties.recorded_by.properties.program.properties.version.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(typeof data45 === "string"){
if(func1(data45) > 256){
const err117 = {instancePath:instancePath+"/recorded_by/program/version",schemaPath:"#/properties/recorded_by/properties/program/properties/version/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
}
}
else {
const err118 = {instancePath:instancePath+"/recorded_by/program",schemaPath:"#/properties/recorded_by/properties/program/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
if(data31.nondeterministic !== undefined){
let data46 = data31.nondeterministic;
if(Array.isArray(data46)){
if(data46.length > 100000){
const err119 = {instancePath:instancePath+"/recorded_by/nondeterministic",schemaPath:"#/properties/recorded_by/properties/nondeterministic/maxItems",keyword:"maxItems",params:{limit: 100000},message:"must NOT have more than 100000 items"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
const len7 = data46.length;
for(let i7=0; i7<len7; i7++){
let data47 = data46[i7];
if(typeof data47 === "string"){
if(func1(data47) > 4096){
const err120 = {instancePath:instancePath+"/recorded_by/nondeterministic/" + i7,schemaPath:"#/properties/recorded_by/properties/nondeterministic/items/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
if(func1(data47) < 1){
const err121 = {instancePath:instancePath+"/recorded_by/nondeterministic/" + i7,schemaPath:"#/properties/recorded_by/properties/nondeterministic/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
else {
const err122 = {instancePath:instancePath+"/recorded_by/nondeterministic/" + i7,schemaPath:"#/properties/recorded_by/properties/nondeterministic/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
}
else {
const err123 = {instancePath:instancePath+"/recorded_by/nondeterministic",schemaPath:"#/properties/recorded_by/properties/nondeterministic/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
}
else {
const err124 = {instancePath:instancePath+"/recorded_by",schemaPath:"#/properties/recorded_by/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
if(data.downstream_hints !== undefined){
let data48 = data.downstream_hints;
if(data48 && typeof data48 == "object" && !Array.isArray(data48)){
if(data48.next_skills === undefined){
const err125 = {instancePath:instancePath+"/downstream_hints",schemaPath:"#/properties/downstream_hints/required",keyword:"required",params:{missingProperty: "next_skills"},message:"must have required property '"+"next_skills"+"'"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
if(data48.next_skills !== undefined){
let data49 = data48.next_skills;
if(Array.isArray(data49)){
if(data49.length > 1000){
const err126 = {instancePath:instancePath+"/downstream_hints/next_skills",schemaPath:"#/properties/downstream_hints/properties/next_skills/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
const len8 = data49.length;
for(let i8=0; i8<len8; i8++){
let data50 = data49[i8];
if(typeof data50 === "string"){
if(func1(data50) > 128){
const err127 = {instancePath:instancePath+"/downstream_hints/next_skills/" + i8,schemaPath:"#/$defs/slug/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
if(!pattern6.test(data50)){
const err128 = {instancePath:instancePath+"/downstream_hints/next_skills/" + i8,schemaPath:"#/$defs/slug/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(?:[-_.][a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(?:[-_.][a-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
else {
const err129 = {instancePath:instancePath+"/downstream_hints/next_skills/" + i8,schemaPath:"#/$defs/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
}
else {
const err130 = {instancePath:instancePath+"/downstream_hints/next_skills",schemaPath:"#/properties/downstream_hints/properties/next_skills/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
if(data48.expected_inputs !== undefined){
let data51 = data48.expected_inputs;
if(Array.isArray(data51)){
if(data51.length > 1000){
const err131 = {instancePath:instancePath+"/downstream_hints/expected_inputs",schemaPath:"#/properties/downstream_hints/properties/expected_inputs/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
const len9 = data51.length;
for(let i9=0; i9<len9; i9++){
let data52 = data51[i9];
if(typeof data52 === "string"){
if(func1(data52) > 256){
const err132 = {instancePath:instancePath+"/downstream_hints/expected_inputs/" + i9,schemaPath:"#/properties/downstream_hints/properties/expected_inputs/items/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
else {
const err133 = {instancePath:instancePath+"/downstream_hints/expected_inputs/" + i9,schemaPath:"#/properties/downstream_hints/properties/expected_inputs/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
}
else {
const err134 = {instancePath:instancePath+"/downstream_hints/expected_inputs",schemaPath:"#/properties/downstream_hints/properties/expected_inputs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
}
else {
const err135 = {instancePath:instancePath+"/downstream_hints",schemaPath:"#/properties/downstream_hints/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
}
else {
const err136 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":{"schema_version":true,"passport_id":true,"created_at":true,"produced_by":true,"inputs":true,"outputs":true,"decisions":true,"parameters":true,"errors":true,"consumed_passports":true,"recorded_by":true,"downstream_hints":true},"dynamicProps":false,"dynamicItems":false};

exports.$W = validate24;
const schema38 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://passport-gate.dev/schemas/config.schema.json","title":"passport-gate configuration (.passport-gate.yml)","type":"object","additionalProperties":false,"properties":{"outputs":{"description":"Globs (relative to the root) naming output directories that must carry a passport.","type":"array","items":{"type":"string","minLength":1,"maxLength":512},"maxItems":1000},"ignore":{"description":"Globs of files and directories to leave out of discovery.","type":"array","items":{"type":"string","minLength":1,"maxLength":512},"maxItems":1000},"rules":{"description":"Severity override per rule id: error, warning, notice or off.","type":"object","additionalProperties":{"enum":["error","warning","notice","off"]}},"path-base":{"description":"How inputs[]/outputs[] paths are resolved: relative to the repository root (the seed's convention) or to the passport's directory.","enum":["root","passport"]},"max-passport-bytes":{"description":"Passports larger than this are refused with passport-too-large.","type":"integer","minimum":1024,"maximum":1073741824},"allow-empty":{"description":"In all mode, accept a repository with no passports even when outputs globs are set.","type":"boolean"},"envelopes":{"description":"Globs of router handoff envelopes.","type":"array","items":{"type":"string","minLength":1,"maxLength":512},"maxItems":1000},"skill-graphs":{"description":"Globs of skill graph files.","type":"array","items":{"type":"string","minLength":1,"maxLength":512},"maxItems":1000},"packets":{"description":"Globs of agent handoff packets.","type":"array","items":{"type":"string","minLength":1,"maxLength":512},"maxItems":1000},"reproduce":{"description":"passport-gate reproduce: how the recorded steps are run again.","type":"object","additionalProperties":false,"properties":{"nondeterministic":{"description":"Globs (relative to the root) of outputs that are re-made but not compared: a step does not make them byte for byte (run --nondeterministic records the same for one step). On a pull request the base commit's config decides.","type":"array","items":{"type":"string","minLength":1,"maxLength":512},"maxItems":1000}}},"citations":{"description":"Citations (seed 000, hard rule 1) checked against the citation lock, passport-citations.lock.json, that `passport-gate resolve` writes. On a pull request the base commit's lock is in force.","type":"object","additionalProperties":false,"properties":{"lock":{"description":"required: every identifier a registry can resolve (DOI, PMID, PMCID, arXiv, accession) must have an entry in the lock in force (citation-unlocked); optional (the default): only what the lock records is checked.","enum":["required","optional"]}}},"engine":{"description":"The workflow engine's own record as a second witness (docs/snakemake.md): auto (the default) compares each passport with Snakemake's record of the same outputs where a .snakemake/metadata lies under the root; snakemake always does (none found is engine-record-missing); none never does. On a pull request the base commit's config decides.","enum":["auto","snakemake","none"]},"attestations":{"description":"Attested passports: which output directories' passports must carry a valid Sigstore bundle (<run-id>.passport.sigstore.json), and whose signatures count. On a pull request the base commit's config decides, and key files are read at the base commit.","type":"object","additionalProperties":false,"properties":{"require":{"description":"Globs of output directories whose passports must carry a valid bundle by a trusted signer.","type":"array","items":{"type":"string","minLength":1,"maxLength":512},"maxItems":1000},"trust":{"description":"Trusted signers: a PEM public key (a path in the repository), or a keyless identity (OIDC issuer, repository, workflow file and ref of the signing run, all four required).","type":"array","maxItems":100,"items":{"oneOf":[{"type":"object","additionalProperties":false,"required":["key"],"properties":{"key":{"type":"string","minLength":1,"maxLength":1024}}},{"type":"object","additionalProperties":false,"required":["issuer","repository","workflow","ref"],"properties":{"issuer":{"type":"string","minLength":1,"maxLength":1024,"pattern":"^https://"},"repository":{"type":"string","minLength":3,"maxLength":256,"pattern":"^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$"},"workflow":{"type":"string","minLength":1,"maxLength":1024,"pattern":"^\\.github/workflows/[^@]+\\.ya?ml$"},"ref":{"type":"string","minLength":6,"maxLength":1024,"pattern":"^refs/"}}}]}},"trusted-root":{"description":"A Sigstore trusted root (trusted_root.json, e.g. GitHub's from `gh attestation trusted-root`) in the repository, read at the base commit, in place of the pinned Sigstore public-good root for keyless bundles.","type":"string","minLength":1,"maxLength":1024}}},"external-inputs":{"description":"Absolute directories outside the repository where inputs recorded as external (a reference genome, a database) may be read and verified by their sha256. Nothing else outside the repository is ever read; on a pull request the base branch's config decides.","type":"array","items":{"type":"string","minLength":2,"maxLength":4096,"pattern":"^/.*[^/]$"},"maxItems":100},"packet-max-age-seconds":{"description":"Longest allowed delay between a packet and its acknowledgment (the seed's 300 s).","type":"integer","minimum":0}}};
const func39 = Object.prototype.hasOwnProperty;
const pattern12 = new RegExp("^https://", "");
const pattern13 = new RegExp("^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$", "");
const pattern14 = new RegExp("^\\.github/workflows/[^@]+\\.ya?ml$", "");
const pattern15 = new RegExp("^refs/", "");
const pattern16 = new RegExp("^/.*[^/]$", "");

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
if(!(func39.call(schema38.properties, key0))){
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
if(data.reproduce !== undefined){
let data15 = data.reproduce;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
for(const key2 in data15){
if(!(key2 === "nondeterministic")){
const err33 = {instancePath:instancePath+"/reproduce",schemaPath:"#/properties/reproduce/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data15.nondeterministic !== undefined){
let data16 = data15.nondeterministic;
if(Array.isArray(data16)){
if(data16.length > 1000){
const err34 = {instancePath:instancePath+"/reproduce/nondeterministic",schemaPath:"#/properties/reproduce/properties/nondeterministic/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
const len5 = data16.length;
for(let i5=0; i5<len5; i5++){
let data17 = data16[i5];
if(typeof data17 === "string"){
if(func1(data17) > 512){
const err35 = {instancePath:instancePath+"/reproduce/nondeterministic/" + i5,schemaPath:"#/properties/reproduce/properties/nondeterministic/items/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(func1(data17) < 1){
const err36 = {instancePath:instancePath+"/reproduce/nondeterministic/" + i5,schemaPath:"#/properties/reproduce/properties/nondeterministic/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err37 = {instancePath:instancePath+"/reproduce/nondeterministic/" + i5,schemaPath:"#/properties/reproduce/properties/nondeterministic/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err38 = {instancePath:instancePath+"/reproduce/nondeterministic",schemaPath:"#/properties/reproduce/properties/nondeterministic/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/reproduce",schemaPath:"#/properties/reproduce/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.citations !== undefined){
let data18 = data.citations;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
for(const key3 in data18){
if(!(key3 === "lock")){
const err40 = {instancePath:instancePath+"/citations",schemaPath:"#/properties/citations/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data18.lock !== undefined){
let data19 = data18.lock;
if(!((data19 === "required") || (data19 === "optional"))){
const err41 = {instancePath:instancePath+"/citations/lock",schemaPath:"#/properties/citations/properties/lock/enum",keyword:"enum",params:{allowedValues: schema38.properties.citations.properties.lock.enum},message:"must be equal to one of the allowed values"};
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
else {
const err42 = {instancePath:instancePath+"/citations",schemaPath:"#/properties/citations/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.engine !== undefined){
let data20 = data.engine;
if(!(((data20 === "auto") || (data20 === "snakemake")) || (data20 === "none"))){
const err43 = {instancePath:instancePath+"/engine",schemaPath:"#/properties/engine/enum",keyword:"enum",params:{allowedValues: schema38.properties.engine.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.attestations !== undefined){
let data21 = data.attestations;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
for(const key4 in data21){
if(!(((key4 === "require") || (key4 === "trust")) || (key4 === "trusted-root"))){
const err44 = {instancePath:instancePath+"/attestations",schemaPath:"#/properties/attestations/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data21.require !== undefined){
let data22 = data21.require;
if(Array.isArray(data22)){
if(data22.length > 1000){
const err45 = {instancePath:instancePath+"/attestations/require",schemaPath:"#/properties/attestations/properties/require/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
const len6 = data22.length;
for(let i6=0; i6<len6; i6++){
let data23 = data22[i6];
if(typeof data23 === "string"){
if(func1(data23) > 512){
const err46 = {instancePath:instancePath+"/attestations/require/" + i6,schemaPath:"#/properties/attestations/properties/require/items/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(func1(data23) < 1){
const err47 = {instancePath:instancePath+"/attestations/require/" + i6,schemaPath:"#/properties/attestations/properties/require/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/attestations/require/" + i6,schemaPath:"#/properties/attestations/properties/require/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath:instancePath+"/attestations/require",schemaPath:"#/properties/attestations/properties/require/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data21.trust !== undefined){
let data24 = data21.trust;
if(Array.isArray(data24)){
if(data24.length > 100){
const err50 = {instancePath:instancePath+"/attestations/trust",schemaPath:"#/properties/attestations/properties/trust/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
const len7 = data24.length;
for(let i7=0; i7<len7; i7++){
let data25 = data24[i7];
const _errs53 = errors;
let valid21 = false;
let passing0 = null;
const _errs54 = errors;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.key === undefined){
const err51 = {instancePath:instancePath+"/attestations/trust/" + i7,schemaPath:"#/properties/attestations/properties/trust/items/oneOf/0/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
for(const key5 in data25){
if(!(key5 === "key")){
const err52 = {instancePath:instancePath+"/attestations/trust/" + i7,schemaPath:"#/properties/attestations/properties/trust/items/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data25.key !== undefined){
let data26 = data25.key;
if(typeof data26 === "string"){
if(func1(data26) > 1024){
const err53 = {instancePath:instancePath+"/attestations/trust/" + i7+"/key",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/0/properties/key/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(func1(data26) < 1){
const err54 = {instancePath:instancePath+"/attestations/trust/" + i7+"/key",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/0/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err55 = {instancePath:instancePath+"/attestations/trust/" + i7+"/key",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/0/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath:instancePath+"/attestations/trust/" + i7,schemaPath:"#/properties/attestations/properties/trust/items/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid0 = _errs54 === errors;
if(_valid0){
valid21 = true;
passing0 = 0;
var props0 = true;
}
const _errs59 = errors;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.issuer === undefined){
const err57 = {instancePath:instancePath+"/attestations/trust/" + i7,schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/required",keyword:"required",params:{missingProperty: "issuer"},message:"must have required property '"+"issuer"+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data25.repository === undefined){
const err58 = {instancePath:instancePath+"/attestations/trust/" + i7,schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/required",keyword:"required",params:{missingProperty: "repository"},message:"must have required property '"+"repository"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data25.workflow === undefined){
const err59 = {instancePath:instancePath+"/attestations/trust/" + i7,schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/required",keyword:"required",params:{missingProperty: "workflow"},message:"must have required property '"+"workflow"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data25.ref === undefined){
const err60 = {instancePath:instancePath+"/attestations/trust/" + i7,schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/required",keyword:"required",params:{missingProperty: "ref"},message:"must have required property '"+"ref"+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
for(const key6 in data25){
if(!((((key6 === "issuer") || (key6 === "repository")) || (key6 === "workflow")) || (key6 === "ref"))){
const err61 = {instancePath:instancePath+"/attestations/trust/" + i7,schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data25.issuer !== undefined){
let data27 = data25.issuer;
if(typeof data27 === "string"){
if(func1(data27) > 1024){
const err62 = {instancePath:instancePath+"/attestations/trust/" + i7+"/issuer",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/properties/issuer/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(func1(data27) < 1){
const err63 = {instancePath:instancePath+"/attestations/trust/" + i7+"/issuer",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/properties/issuer/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(!pattern12.test(data27)){
const err64 = {instancePath:instancePath+"/attestations/trust/" + i7+"/issuer",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/properties/issuer/pattern",keyword:"pattern",params:{pattern: "^https://"},message:"must match pattern \""+"^https://"+"\""};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
else {
const err65 = {instancePath:instancePath+"/attestations/trust/" + i7+"/issuer",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/properties/issuer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data25.repository !== undefined){
let data28 = data25.repository;
if(typeof data28 === "string"){
if(func1(data28) > 256){
const err66 = {instancePath:instancePath+"/attestations/trust/" + i7+"/repository",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/properties/repository/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(func1(data28) < 3){
const err67 = {instancePath:instancePath+"/attestations/trust/" + i7+"/repository",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/properties/repository/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(!pattern13.test(data28)){
const err68 = {instancePath:instancePath+"/attestations/trust/" + i7+"/repository",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/properties/repository/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$"+"\""};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
else {
const err69 = {instancePath:instancePath+"/attestations/trust/" + i7+"/repository",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/properties/repository/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data25.workflow !== undefined){
let data29 = data25.workflow;
if(typeof data29 === "string"){
if(func1(data29) > 1024){
const err70 = {instancePath:instancePath+"/attestations/trust/" + i7+"/workflow",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/properties/workflow/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(func1(data29) < 1){
const err71 = {instancePath:instancePath+"/attestations/trust/" + i7+"/workflow",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/properties/workflow/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(!pattern14.test(data29)){
const err72 = {instancePath:instancePath+"/attestations/trust/" + i7+"/workflow",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/properties/workflow/pattern",keyword:"pattern",params:{pattern: "^\\.github/workflows/[^@]+\\.ya?ml$"},message:"must match pattern \""+"^\\.github/workflows/[^@]+\\.ya?ml$"+"\""};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
else {
const err73 = {instancePath:instancePath+"/attestations/trust/" + i7+"/workflow",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/properties/workflow/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data25.ref !== undefined){
let data30 = data25.ref;
if(typeof data30 === "string"){
if(func1(data30) > 1024){
const err74 = {instancePath:instancePath+"/attestations/trust/" + i7+"/ref",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/properties/ref/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(func1(data30) < 6){
const err75 = {instancePath:instancePath+"/attestations/trust/" + i7+"/ref",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/properties/ref/minLength",keyword:"minLength",params:{limit: 6},message:"must NOT have fewer than 6 characters"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(!pattern15.test(data30)){
const err76 = {instancePath:instancePath+"/attestations/trust/" + i7+"/ref",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/properties/ref/pattern",keyword:"pattern",params:{pattern: "^refs/"},message:"must match pattern \""+"^refs/"+"\""};
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
const err77 = {instancePath:instancePath+"/attestations/trust/" + i7+"/ref",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/properties/ref/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err78 = {instancePath:instancePath+"/attestations/trust/" + i7,schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
var _valid0 = _errs59 === errors;
if(_valid0 && valid21){
valid21 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid21 = true;
passing0 = 1;
if(props0 !== true){
props0 = true;
}
}
}
if(!valid21){
const err79 = {instancePath:instancePath+"/attestations/trust/" + i7,schemaPath:"#/properties/attestations/properties/trust/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
else {
errors = _errs53;
if(vErrors !== null){
if(_errs53){
vErrors.length = _errs53;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err80 = {instancePath:instancePath+"/attestations/trust",schemaPath:"#/properties/attestations/properties/trust/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data21["trusted-root"] !== undefined){
let data31 = data21["trusted-root"];
if(typeof data31 === "string"){
if(func1(data31) > 1024){
const err81 = {instancePath:instancePath+"/attestations/trusted-root",schemaPath:"#/properties/attestations/properties/trusted-root/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(func1(data31) < 1){
const err82 = {instancePath:instancePath+"/attestations/trusted-root",schemaPath:"#/properties/attestations/properties/trusted-root/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
else {
const err83 = {instancePath:instancePath+"/attestations/trusted-root",schemaPath:"#/properties/attestations/properties/trusted-root/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
}
else {
const err84 = {instancePath:instancePath+"/attestations",schemaPath:"#/properties/attestations/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data["external-inputs"] !== undefined){
let data32 = data["external-inputs"];
if(Array.isArray(data32)){
if(data32.length > 100){
const err85 = {instancePath:instancePath+"/external-inputs",schemaPath:"#/properties/external-inputs/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
const len8 = data32.length;
for(let i8=0; i8<len8; i8++){
let data33 = data32[i8];
if(typeof data33 === "string"){
if(func1(data33) > 4096){
const err86 = {instancePath:instancePath+"/external-inputs/" + i8,schemaPath:"#/properties/external-inputs/items/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(func1(data33) < 2){
const err87 = {instancePath:instancePath+"/external-inputs/" + i8,schemaPath:"#/properties/external-inputs/items/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(!pattern16.test(data33)){
const err88 = {instancePath:instancePath+"/external-inputs/" + i8,schemaPath:"#/properties/external-inputs/items/pattern",keyword:"pattern",params:{pattern: "^/.*[^/]$"},message:"must match pattern \""+"^/.*[^/]$"+"\""};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
else {
const err89 = {instancePath:instancePath+"/external-inputs/" + i8,schemaPath:"#/properties/external-inputs/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
}
else {
const err90 = {instancePath:instancePath+"/external-inputs",schemaPath:"#/properties/external-inputs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data["packet-max-age-seconds"] !== undefined){
let data34 = data["packet-max-age-seconds"];
if(!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))){
const err91 = {instancePath:instancePath+"/packet-max-age-seconds",schemaPath:"#/properties/packet-max-age-seconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 < 0 || isNaN(data34)){
const err92 = {instancePath:instancePath+"/packet-max-age-seconds",schemaPath:"#/properties/packet-max-age-seconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err93 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.ZT = validate25;
const schema39 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://passport-gate.dev/schemas/citation-lock.v1.schema.json","title":"passport-gate citation lock (passport-citations.lock.json)","description":"What `passport-gate resolve` found when it looked up every identifier the repository's passports cite (seed 000, hard rule 1): one entry per identifier, keyed by its canonical key (doi:…, pmid:…, pmcid:PMC…, arxiv:…, accession:…). The audit checks sources against this file offline; on a pull request the base commit's lock is the one in force.","type":"object","additionalProperties":false,"required":["lock_version","citations"],"properties":{"lock_version":{"description":"The lock format's version; this tool writes and reads 1.","const":1},"citations":{"type":"object","maxProperties":100000,"propertyNames":{"pattern":"^(doi:10\\.[0-9]{4,9}/[^\\s]+|pmid:[1-9][0-9]{0,8}|pmcid:PMC[1-9][0-9]{0,8}|arxiv:[A-Za-z0-9./-]+|accession:[A-Z0-9_.]+)$","maxLength":1024},"additionalProperties":{"$ref":"#/$defs/entry"}}},"$defs":{"entry":{"type":"object","additionalProperties":false,"required":["status","service","retrieved"],"properties":{"status":{"description":"resolved: the service holds the record; not-found: it answered that no such record exists (a fabricated or mistyped citation).","enum":["resolved","not-found"]},"service":{"description":"The registry that answered.","enum":["doi.org","ncbi-pubmed","ncbi-pmc","arxiv","ena","ncbi-gds","ncbi-assembly"]},"retrieved":{"description":"The date of the look-up (UTC, YYYY-MM-DD).","type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},"title":{"description":"The record's title as the service gives it, when it gives one.","type":"string","maxLength":4096},"retracted":{"description":"True when the service marks the work retracted or withdrawn; false when it says it is not; absent when the service does not say.","type":"boolean"},"notice":{"description":"The retraction or withdrawal notice the service names (a DOI, or the service's words), when it is retracted.","type":"string","maxLength":1024}}}}};
const schema40 = {"type":"object","additionalProperties":false,"required":["status","service","retrieved"],"properties":{"status":{"description":"resolved: the service holds the record; not-found: it answered that no such record exists (a fabricated or mistyped citation).","enum":["resolved","not-found"]},"service":{"description":"The registry that answered.","enum":["doi.org","ncbi-pubmed","ncbi-pmc","arxiv","ena","ncbi-gds","ncbi-assembly"]},"retrieved":{"description":"The date of the look-up (UTC, YYYY-MM-DD).","type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},"title":{"description":"The record's title as the service gives it, when it gives one.","type":"string","maxLength":4096},"retracted":{"description":"True when the service marks the work retracted or withdrawn; false when it says it is not; absent when the service does not say.","type":"boolean"},"notice":{"description":"The retraction or withdrawal notice the service names (a DOI, or the service's words), when it is retracted.","type":"string","maxLength":1024}}};
const pattern17 = new RegExp("^(doi:10\\.[0-9]{4,9}/[^\\s]+|pmid:[1-9][0-9]{0,8}|pmcid:PMC[1-9][0-9]{0,8}|arxiv:[A-Za-z0-9./-]+|accession:[A-Z0-9_.]+)$", "");
const pattern18 = new RegExp("^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "");

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://passport-gate.dev/schemas/citation-lock.v1.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.lock_version === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lock_version"},message:"must have required property '"+"lock_version"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.citations === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "citations"},message:"must have required property '"+"citations"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "lock_version") || (key0 === "citations"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.lock_version !== undefined){
if(1 !== data.lock_version){
const err3 = {instancePath:instancePath+"/lock_version",schemaPath:"#/properties/lock_version/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.citations !== undefined){
let data1 = data.citations;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(Object.keys(data1).length > 100000){
const err4 = {instancePath:instancePath+"/citations",schemaPath:"#/properties/citations/maxProperties",keyword:"maxProperties",params:{limit: 100000},message:"must NOT have more than 100000 properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 in data1){
const _errs5 = errors;
if(typeof key1 === "string"){
if(func1(key1) > 1024){
const err5 = {instancePath:instancePath+"/citations",schemaPath:"#/properties/citations/propertyNames/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern17.test(key1)){
const err6 = {instancePath:instancePath+"/citations",schemaPath:"#/properties/citations/propertyNames/pattern",keyword:"pattern",params:{pattern: "^(doi:10\\.[0-9]{4,9}/[^\\s]+|pmid:[1-9][0-9]{0,8}|pmcid:PMC[1-9][0-9]{0,8}|arxiv:[A-Za-z0-9./-]+|accession:[A-Z0-9_.]+)$"},message:"must match pattern \""+"^(doi:10\\.[0-9]{4,9}/[^\\s]+|pmid:[1-9][0-9]{0,8}|pmcid:PMC[1-9][0-9]{0,8}|arxiv:[A-Za-z0-9./-]+|accession:[A-Z0-9_.]+)$"+"\"",propertyName:key1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var valid1 = _errs5 === errors;
if(!valid1){
const err7 = {instancePath:instancePath+"/citations",schemaPath:"#/properties/citations/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
for(const key2 in data1){
let data2 = data1[key2];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.status === undefined){
const err8 = {instancePath:instancePath+"/citations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/entry/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.service === undefined){
const err9 = {instancePath:instancePath+"/citations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/entry/required",keyword:"required",params:{missingProperty: "service"},message:"must have required property '"+"service"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.retrieved === undefined){
const err10 = {instancePath:instancePath+"/citations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/entry/required",keyword:"required",params:{missingProperty: "retrieved"},message:"must have required property '"+"retrieved"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key3 in data2){
if(!((((((key3 === "status") || (key3 === "service")) || (key3 === "retrieved")) || (key3 === "title")) || (key3 === "retracted")) || (key3 === "notice"))){
const err11 = {instancePath:instancePath+"/citations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/entry/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.status !== undefined){
let data3 = data2.status;
if(!((data3 === "resolved") || (data3 === "not-found"))){
const err12 = {instancePath:instancePath+"/citations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/status",schemaPath:"#/$defs/entry/properties/status/enum",keyword:"enum",params:{allowedValues: schema40.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.service !== undefined){
let data4 = data2.service;
if(!(((((((data4 === "doi.org") || (data4 === "ncbi-pubmed")) || (data4 === "ncbi-pmc")) || (data4 === "arxiv")) || (data4 === "ena")) || (data4 === "ncbi-gds")) || (data4 === "ncbi-assembly"))){
const err13 = {instancePath:instancePath+"/citations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/service",schemaPath:"#/$defs/entry/properties/service/enum",keyword:"enum",params:{allowedValues: schema40.properties.service.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.retrieved !== undefined){
let data5 = data2.retrieved;
if(typeof data5 === "string"){
if(!pattern18.test(data5)){
const err14 = {instancePath:instancePath+"/citations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/retrieved",schemaPath:"#/$defs/entry/properties/retrieved/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/citations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/retrieved",schemaPath:"#/$defs/entry/properties/retrieved/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.title !== undefined){
let data6 = data2.title;
if(typeof data6 === "string"){
if(func1(data6) > 4096){
const err16 = {instancePath:instancePath+"/citations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/title",schemaPath:"#/$defs/entry/properties/title/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/citations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/title",schemaPath:"#/$defs/entry/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.retracted !== undefined){
if(typeof data2.retracted !== "boolean"){
const err18 = {instancePath:instancePath+"/citations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/retracted",schemaPath:"#/$defs/entry/properties/retracted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data2.notice !== undefined){
let data8 = data2.notice;
if(typeof data8 === "string"){
if(func1(data8) > 1024){
const err19 = {instancePath:instancePath+"/citations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/notice",schemaPath:"#/$defs/entry/properties/notice/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/citations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/notice",schemaPath:"#/$defs/entry/properties/notice/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/citations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/entry/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err22 = {instancePath:instancePath+"/citations",schemaPath:"#/properties/citations/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

/** Validators by schema key. */
module.exports.y$ = {
  "passport": module.exports.P,
  "config": module.exports.$W,
  "citation-lock": module.exports.ZT,
};


/***/ })

};
