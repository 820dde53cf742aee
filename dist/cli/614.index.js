export const id = 614;
export const ids = [614];
export const modules = {

/***/ 14614:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runInitCommand: () => (/* binding */ runInitCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81122);
/* harmony import */ var _repo_ownership_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(35493);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(70017);
/* harmony import */ var _formats_passport_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2800);
/* harmony import */ var _util_relative_path_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9344);
/* harmony import */ var _repo_root_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(95614);
/* harmony import */ var _repo_tree_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(52990);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(14031);
/* harmony import */ var _fs_atomic_write_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(27768);
/* harmony import */ var _util_version_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(76092);
/* harmony import */ var _parse_args_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(89611);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(71604);
/**
 * `passport-gate init`: write a commented `.passport-gate.yml` whose `outputs:` pins the output
 * roots the audit infers from the passports when none are configured (audit/ownership.ts).
 * What it writes is read back with the config loader the audit uses, and its globs must match
 * exactly the output directories the inference found, or nothing is written.
 */














/** Help text of the init command. */
const INIT_HELP = `Usage: passport-gate init [options]

Write a commented ${_config_config_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_CONFIG_FILE */ .Cu} at the repository root that pins the output
directories in outputs:. Without outputs:, the audit infers them from the passports
(integrity-audit mode 4): the parent of every directory holding a passport is an output
root (never the repository root itself), and every directory directly under a root must
hold a passport. init writes those roots as globs ("results/*") for you to review: once
outputs: is set, nothing is inferred, so moving or deleting passports no longer changes
which directories need one.

Options:
  --root DIR    repository root (default: .)
  --force       overwrite an existing ${_config_config_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_CONFIG_FILE */ .Cu}
  --stdout      print the file instead of writing it
  --debug       print stack traces of internal errors
  -h, --help    show this help

Exit codes: 0 written (or printed), 2 usage error, an existing file without --force, or a
root that cannot be read.

Examples:
  passport-gate init
  passport-gate init --root analysis --stdout
  passport-gate init --force        # replace the file with freshly inferred outputs
`;
/** Passport paths quoted per root in the file's comments. */
const EVIDENCE_IN_COMMENT = 3;
/**
 * The text of the config file for these roots. Repository paths appear only JSON-quoted (in
 * comments too): a directory name holding a line break cannot start a YAML line of its own.
 */
function renderInitConfig(roots) {
    const lines = [
        `# passport-gate configuration, written by \`passport-gate init\` (${_util_version_js__WEBPACK_IMPORTED_MODULE_11__/* .VERSION */ .x}).`,
        '# The keys are described in docs/configuration.md and the rules in docs/rules.md.',
        '#',
        '# outputs: globs of output directories. Each directory they match must hold a',
        '# *.passport.json listing every file under it (integrity-audit mode 4): one without a',
        '# passport is passport-missing, a file no passport lists is artifact-unlisted. A file',
        '# belongs to the nearest output directory above it. Without outputs: (or with an empty',
        '# list) the audit infers the output roots from the passports it finds; written here,',
        '# they are pinned. Add a glob for each new output root, or list directories one by one.',
    ];
    if (roots.length === 0) {
        lines.push('#', '# No output root could be inferred: no passport sits in a directory below a top-level directory', '# (a passport in "results/align/" makes "results" a root). For example:', '#   outputs:', '#     - "results/*"', 'outputs: []');
    }
    else {
        lines.push('outputs:');
        for (const r of roots) {
            const shown = r.passports.slice(0, EVIDENCE_IN_COMMENT).map((p) => JSON.stringify(p));
            const more = r.passports.length - EVIDENCE_IN_COMMENT;
            lines.push(`  # ${JSON.stringify(r.root)}: inferred from ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`, `  - ${JSON.stringify(r.glob)}`);
        }
    }
    lines.push('', '# Other settings, with their defaults:', '# ignore: []                    # globs left out of discovery', '# rules:                        # severity per rule id: error | warning | notice | off', '#   artifact-unlisted: warning', '# path-base: root               # artifact paths relative to the root, or to the passport', '# allow-empty: false            # --all with outputs: set and no passport fails unless true', '');
    return lines.join('\n');
}
/** Runs `init`; returns the exit code. */
async function runInitCommand(args, io) {
    const { values } = (0,_parse_args_js__WEBPACK_IMPORTED_MODULE_9__/* .parseCommandArgs */ .Q)(INIT_HELP, {
        args,
        strict: true,
        allowPositionals: false,
        options: {
            root: { type: 'string' },
            force: { type: 'boolean' },
            stdout: { type: 'boolean' },
            debug: { type: 'boolean' },
            help: { type: 'boolean', short: 'h' },
        },
    });
    if (values.help) {
        io.stdout.write(INIT_HELP);
        return _util_errors_js__WEBPACK_IMPORTED_MODULE_12__/* .EXIT_OK */ .Ij;
    }
    // The root as every other command finds it: --root, else the git top level of where one stands.
    const root = values.root !== undefined
        ? node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, values.root)
        : (await (0,_io_js__WEBPACK_IMPORTED_MODULE_10__/* .discoverRoot */ .qf)(io.cwd, (text) => io.stderr.write(`${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_13__/* .escapeTerminal */ .en)(text.trimEnd())}\n`))).root;
    const realRoot = await (0,_repo_root_js__WEBPACK_IMPORTED_MODULE_6__/* .resolveRoot */ .H)(root);
    // The spelling the audit reads (.passport-gate.yaml when it is the only one): never a second file.
    const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(realRoot, await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_2__/* .findDefaultConfigFile */ .f2)(realRoot));
    if (!values.stdout && !values.force) {
        const exists = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(file).then(() => true, () => false);
        if (exists) {
            io.stderr.write(`passport-gate: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_13__/* .escapeTerminal */ .en)(file)} exists; review it, or pass --force to replace it with freshly inferred outputs (its other settings are not kept).\n`);
            return _util_errors_js__WEBPACK_IMPORTED_MODULE_12__/* .EXIT_USAGE */ .Ri;
        }
    }
    // The tree as the audit of the written file will see it: no ignore globs (the file has none).
    const { entries, problems } = await (0,_repo_tree_js__WEBPACK_IMPORTED_MODULE_7__/* .walkRepository */ .M)(realRoot, { ignore: [] }, io.signal);
    const passports = entries.filter((e) => e.kind !== 'dir' && (0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_4__/* .isPassportPath */ ._u)(e.rel));
    const passportDirs = new Set(passports.map((e) => (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_5__/* .relativeDirname */ .RV)(e.rel)));
    const inferred = (0,_repo_ownership_js__WEBPACK_IMPORTED_MODULE_3__/* .findOutputDirectories */ .wm)(entries, passportDirs, _config_config_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_CONFIG */ .PV);
    const roots = [...inferred.inferredRoots].map(([r, dirs]) => {
        const under = new Set(dirs);
        return {
            root: r,
            glob: (0,_repo_ownership_js__WEBPACK_IMPORTED_MODULE_3__/* .globForRoot */ .wq)(r),
            passports: passports.map((e) => e.rel).filter((p) => under.has((0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_5__/* .relativeDirname */ .RV)(p))),
        };
    });
    const text = renderInitConfig(roots);
    // Read back with the audit's own loader; the pinned globs must name exactly the output
    // directories that were inferred, or the file would say something else than the audit did.
    const config = await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_2__/* .parseConfigText */ .Bu)(text, _config_config_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_CONFIG_FILE */ .Cu);
    const pinned = (0,_repo_ownership_js__WEBPACK_IMPORTED_MODULE_3__/* .findOutputDirectories */ .wm)(entries, passportDirs, config);
    const same = config.outputs.length === 0
        ? roots.length === 0
        : pinned.dirs.size === inferred.dirs.size &&
            [...inferred.dirs].every((d) => pinned.dirs.has(d));
    if (!same) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_12__/* .ConfigurationError */ .j1('init could not write globs that match exactly the inferred output directories; write outputs: by hand');
    }
    if (values.stdout) {
        io.stdout.write(text);
    }
    else {
        try {
            await (0,_fs_atomic_write_js__WEBPACK_IMPORTED_MODULE_8__/* .writeFileAtomic */ .Z)(file, text);
        }
        catch (error) {
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_12__/* .ConfigurationError */ .j1(`cannot write ${file}: ${error.code ?? String(error)}`);
        }
        io.stdout.write(`wrote ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_13__/* .escapeTerminal */ .en)(file)}\n`);
    }
    const out = values.stdout ? io.stderr : io.stdout;
    if (roots.length === 0) {
        out.write('note: no output root could be inferred (no passport sits in a directory below a top-level directory); outputs: is empty, so nothing is pinned yet: list your output directories there.\n');
    }
    else {
        for (const r of roots) {
            out.write(`  ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_13__/* .escapeTerminal */ .en)(r.glob)}  (from ${r.passports.length} passport(s) under ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_13__/* .escapeTerminal */ .en)(r.root)}/)\n`);
        }
    }
    if (problems.length > 0) {
        out.write(`note: ${problems.length} director(y/ies) or name(s) could not be listed (unreadable, or not UTF-8); the audit reports each (directory-unreadable, path-not-utf8).\n`);
    }
    return _util_errors_js__WEBPACK_IMPORTED_MODULE_12__/* .EXIT_OK */ .Ij;
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


/***/ })

};
