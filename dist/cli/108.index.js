export const id = 108;
export const ids = [108];
export const modules = {

/***/ 56776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ buildLayout)
/* harmony export */ });
/* unused harmony export listOwnedFiles */
/* harmony import */ var _util_globs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22395);
/* harmony import */ var _util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9344);
/* harmony import */ var _formats_passport_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2800);
/* harmony import */ var _ownership_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(35493);
/**
 * Which directory owns which file: the passports of a tree, its output
 * directories (ownership.ts), its handoff documents and the gate's own
 * bookkeeping, and for each output directory the files that are its
 * artifacts. The audit (passport-missing, artifact-unlisted, the speculative
 * hashing) and `stamp` (what a passport must list) read the same layout, so a
 * stamped directory audits clean by construction.
 */




/** Lays out a walked tree under `config`. */
function buildLayout(tree, config, options = {}) {
    const { entries } = tree;
    const ignoredPassports = options.ignoredPassports;
    const passportPaths = entries
        .filter((e) => e.kind !== 'dir' && (0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .isPassportPath */ ._u)(e.rel) && !ignoredPassports?.has(e.rel))
        .map((e) => e.rel);
    const passportDirs = new Set(passportPaths.map(_util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .relativeDirname */ .RV));
    const deletedPassportDirs = (options.deletedPassports ?? []).map(_util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .relativeDirname */ .RV);
    const claimed = new Set([...passportDirs, ...deletedPassportDirs]);
    if (options.newPassportDir !== undefined)
        claimed.add(options.newPassportDir);
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
    const { dirs: outputDirs, inferredRoots } = (0,_ownership_js__WEBPACK_IMPORTED_MODULE_3__/* .findOutputDirectories */ .wm)(entries, claimed, config, baseDirs);
    const ownerOf = (0,_ownership_js__WEBPACK_IMPORTED_MODULE_3__/* .createOwnerLookup */ .CN)(outputDirs);
    const isHandoffFile = (0,_util_globs_js__WEBPACK_IMPORTED_MODULE_0__/* .compileGlobs */ .t)([...config.envelopes, ...config.skillGraphs, ...config.packets], 'handoff globs');
    // Matched once per file: the globs are regexes, and several passes ask.
    const handoffFiles = new Set(entries.filter((e) => e.kind !== 'dir' && isHandoffFile(e.rel)).map((e) => e.rel));
    // Only bookkeeping is exempt: passports, acknowledgments beside packets, engine bookkeeping.
    const isBookkeeping = (0,_ownership_js__WEBPACK_IMPORTED_MODULE_3__/* .createBookkeepingTest */ .T2)(handoffFiles, config);
    // From one pass over the tree: the speculative hashing, the unlisted-file rule and stamp read it.
    const owned = new Map();
    for (let i = 0; i < entries.length; i++) {
        const e = entries[i];
        if (e.kind === 'dir' || isBookkeeping(e.rel, e.kind))
            continue;
        const owner = ownerOf(e.rel);
        if (owner === null)
            continue;
        const list = owned.get(owner);
        if (list)
            list.push(i);
        else
            owned.set(owner, [i]);
    }
    return {
        passportPaths,
        passportDirs,
        deletedPassportDirs,
        outputDirs,
        inferredRoots,
        handoffFiles,
        isHandoffFile,
        isBookkeeping,
        ownerOf,
        ownedFiles: (dir) => owned.get(dir) ?? [],
    };
}
/**
 * The files an output directory's passport must list, as `stamp` sees them: the layout's
 * owned files of `dir` once `dir` holds a passport, by repository-relative path.
 */
function listOwnedFiles(dir, tree, config) {
    const layout = buildLayout(tree, config, { newPassportDir: dir });
    return layout.ownedFiles(dir).map((i) => tree.entries[i].rel);
}


/***/ }),

/***/ 55127:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V5: () => (/* binding */ parsePassportValue),
/* harmony export */   WO: () => (/* binding */ readPassports),
/* harmony export */   Wz: () => (/* binding */ describePassport)
/* harmony export */ });
/* unused harmony exports PassportPositions, PassportSet */
/* harmony import */ var _formats_json_source_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23511);
/* harmony import */ var _formats_passport_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2800);
/* harmony import */ var _core_passport_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48825);
/* harmony import */ var _util_relative_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9344);




/**
 * Pointer → position lookups of passports. Only the lookup is kept, not the parsed document,
 * whose value would otherwise stay alive to the end of the run: every collection of the young
 * generation copies what is alive, and 2,000 passports' values are some megabytes of small
 * objects.
 */
class PassportPositions {
    locators = new Map();
    /** Keeps the lookup of a passport a check has parsed with positions. */
    keep(record, locate) {
        this.locators.set(record.path, locate);
    }
    /**
     * The location of `pointer` in a passport. A passport no check has parsed for positions (a
     * consumer re-checked for chain rules outside the scope, an artifact finding met before the
     * per-passport checks) is parsed for them now, once.
     */
    locate(record, pointer) {
        let find = this.locators.get(record.path);
        if (find === undefined && record.bytes) {
            const parsed = (0,_formats_json_source_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonDocument */ .dH)(record.bytes);
            find = parsed.ok ? parsed.document.locate : null;
            this.locators.set(record.path, find);
        }
        if (!find)
            return { pointer };
        const pos = find(pointer);
        return { pointer, line: pos.line, column: pos.column };
    }
}
/** The passports of one run. */
class PassportSet {
    records = [];
    positions = new PassportPositions();
    values = new Map();
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
    /** The parsed value kept for `record` (see keepValues), handed out once. */
    takeValue(record) {
        const kept = this.values.get(record.path);
        this.values.delete(record.path);
        return kept;
    }
    /** Every passport as read, value included (only when read with keepAsRead). */
    asRead() {
        if (!this.read)
            throw new Error('the passports were read without keepAsRead');
        return this.read;
    }
    /** Adds one passport as read (readPassports' part). */
    add(record, parsed, keepValue) {
        this.records.push(record);
        if (keepValue && parsed)
            this.values.set(record.path, parsed);
        this.read?.push({
            path: record.path,
            dir: record.dir,
            id: record.id,
            claimedId: record.claimedId,
            value: parsed?.value ?? null,
            summary: record.summary,
            bytes: record.bytes,
        });
    }
}
/** Reads the passport files `paths` (the layout's) through `reader`, in order. */
async function readPassports(paths, reader, options) {
    const set = new PassportSet(options.keepAsRead === true);
    await reader.readEach(paths, options.maxBytes, (path, read) => {
        const dir = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_3__/* .relativeDirname */ .RV)(path);
        if (!read.ok) {
            const record = {
                path,
                dir,
                id: null,
                summary: null,
                claimedId: null,
                bytes: null,
                problem: read,
            };
            set.add(record, undefined, false);
            options.onRead?.(record, undefined, set);
            return;
        }
        const light = (0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_1__/* .summarizePassportBytes */ .Dm)(read.bytes);
        const summary = light?.summary ?? null;
        const record = {
            path,
            dir,
            id: summary?.id ?? null,
            summary,
            claimedId: summary === null ? (0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_1__/* .findClaimedPassportId */ .mw)(read.bytes) : null,
            bytes: read.bytes,
            problem: null,
        };
        // The scan is handed on too, so the full check does not scan the bytes a second time.
        const parsed = light ? { value: light.value, scan: light.scan } : undefined;
        set.add(record, parsed, options.keepValues === true);
        options.onRead?.(record, parsed, set);
    });
    return set;
}
/**
 * A passport as `stamp`, `graph` and `export` use it (produce/load-passports.ts): the value
 * parsed strictly (duplicate keys, encoding), or why the file cannot be used.
 */
function describePassport(record) {
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
    const parsed = parsePassportValue(record.bytes);
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

/***/ 52990:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ walkRepository)
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
/* harmony import */ var _ownership_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(35493);
/* harmony import */ var _root_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(95614);
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
    const realRoot = await (0,_root_js__WEBPACK_IMPORTED_MODULE_9__/* .resolveRoot */ .H)(root);
    const isIgnored = (0,_util_globs_js__WEBPACK_IMPORTED_MODULE_2__/* .compileGlobs */ .t)(config.ignore, 'ignore');
    const problems = [];
    const onProblem = (problem) => problems.push(problem);
    let skipped = [];
    const onDependencyDir = (rel) => skipped.push(rel);
    let entries = await (0,_fs_walk_js__WEBPACK_IMPORTED_MODULE_6__/* .walkTree */ .Ir)(realRoot, (rel) => isIgnored(rel), onProblem, signal, {
        onDependencyDir,
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
            });
            entries = entries.concat(below);
        }
        entries.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
    }
    signal?.throwIfAborted();
    return new WalkedTree(root, realRoot, entries, problems, isIgnored);
}
/** The skipped dependency directories that are, or lie inside, an output directory of `entries`. */
function selectDependencyDirsToWalk(skipped, entries, outputs) {
    if (skipped.length === 0)
        return [];
    const passportDirs = new Set(entries
        .filter((e) => e.kind !== 'dir' && (0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_7__/* .isPassportPath */ ._u)(e.rel))
        .map((e) => (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_3__/* .relativeDirname */ .RV)(e.rel)));
    const { dirs } = (0,_ownership_js__WEBPACK_IMPORTED_MODULE_8__/* .findOutputDirectories */ .wm)(entries, passportDirs, { outputs: [...outputs] });
    const ownerOf = (0,_ownership_js__WEBPACK_IMPORTED_MODULE_8__/* .createOwnerLookup */ .CN)(dirs);
    return skipped.filter((d) => ownerOf(`${d}/.`) !== null);
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
