export const id = 79;
export const ids = [79];
export const modules = {

/***/ 71604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BF: () => (/* reexport safe */ _fs_output_file_js__WEBPACK_IMPORTED_MODULE_6__.B),
/* harmony export */   D2: () => (/* binding */ gitQuestionsFor),
/* harmony export */   JB: () => (/* reexport safe */ _fs_output_file_js__WEBPACK_IMPORTED_MODULE_6__.J),
/* harmony export */   QT: () => (/* binding */ resolveCommandRoot),
/* harmony export */   U0: () => (/* binding */ loadCommandRoot),
/* harmony export */   qf: () => (/* binding */ discoverRoot),
/* harmony export */   vU: () => (/* binding */ gitIgnoreRulesFor)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81122);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(70017);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(14031);
/* harmony import */ var _vcs_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(66124);
/* harmony import */ var _vcs_policy_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8104);
/* harmony import */ var _hosts_local_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5780);
/* harmony import */ var _fs_output_file_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(69281);
/**
 * What every command starts from: the process (CliIo), the repository root and its config, and
 * git's questions of the work tree.
 */








// Written where the hosts write their files too; the commands keep importing them from here.


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
    const result = await (0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(cwd, ['rev-parse', '--show-toplevel']);
    if (result.ok) {
        const top = result.stdout.replace(/\r?\n$/, '');
        if (top !== '' && node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(top)) {
            const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(cwd).catch(() => cwd);
            return { root: node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(top), cwd: real };
        }
    }
    else if (!result.missing && !(0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_3__/* .isNotARepository */ .VE)(result)) {
        note(`note: git could not tell the repository root (${result.message}); using the current directory. Pass --root DIR to choose it.\n`);
    }
    return { root: cwd, cwd };
}
/** A `--root` that names no directory is a UsageError, before any config is looked for in it. */
async function checkRootFlag(root, typed) {
    const isDirectory = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(root).then((s) => s.isDirectory(), () => false);
    if (!isDirectory) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .eb(`--root ${JSON.stringify(typed)} is not a directory`);
    }
}
/**
 * Resolves `--root` (default: the git top level of the working directory, see
 * {@link discoverRoot}); `quiet` keeps notes off stderr.
 */
async function resolveCommandRoot(io, flags) {
    if (flags.root !== undefined) {
        await checkRootFlag(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, flags.root), flags.root);
        return { root: node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, flags.root), cwd: io.cwd };
    }
    return discoverRoot(io.cwd, (text) => {
        if (flags.quiet !== true)
            io.stderr.write((0,_report_escape_js__WEBPACK_IMPORTED_MODULE_8__/* .escapeTerminal */ .en)(text.trimEnd()) + '\n');
    });
}
/**
 * Resolves the root ({@link resolveCommandRoot}) and loads `--config` (which must exist when
 * named) or the root's optional `.passport-gate.yml` (or `.passport-gate.yaml`). `quiet`
 * keeps notes off stderr.
 */
async function loadCommandRoot(io, flags) {
    const where = await resolveCommandRoot(io, flags);
    const config = flags.config !== undefined
        ? await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_2__/* .loadConfig */ .Z9)(where.root, node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, flags.config), true)
        : await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_2__/* .loadConfig */ .Z9)(where.root, await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_2__/* .findDefaultConfigFile */ .f2)(where.root), false);
    return { ...where, config };
}
/**
 * git's ignore rules for the repository at `root` (vcs/git.ts), as the audit, graph, export and
 * stamp commands apply them; a git failure other than "not a repository" is a note on stderr.
 */
function gitIgnoreRulesFor(root, io) {
    return (0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_3__/* .createGitIgnoreRules */ .ac)(root, (why) => void io.stderr.write(`note: ${why}\n`));
}
/**
 * Every question the audit asks git of the work tree at `root` (vcs/policy.ts: ignore rules,
 * submodules, Git LFS attributes), as `audit`, `graph` and `export` ask them.
 */
function gitQuestionsFor(root, io) {
    return (0,_vcs_policy_js__WEBPACK_IMPORTED_MODULE_4__/* .askWorkTree */ .x)(root, (0,_hosts_local_js__WEBPACK_IMPORTED_MODULE_5__/* .noteTo */ .u)(io));
}


/***/ }),

/***/ 25078:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I1: () => (/* binding */ ALWAYS_SKIPPED_DIRS),
/* harmony export */   Ir: () => (/* binding */ walkTree),
/* harmony export */   PR: () => (/* binding */ DEPENDENCY_DIRS)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
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



/**
 * Directories never descended into, anywhere: git's own store (it holds the checkout's
 * credentials, and nothing in it is an artifact).
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
async function walkTree(root, isIgnored, onProblem, signal, options = {}) {
    const out = [];
    const { from = '', onDependencyDir } = options;
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
            const rel = relDir ? `${relDir}/${name}` : name;
            if (kind === 'dir' && ALWAYS_SKIPPED_DIRS.has(name))
                return;
            if (isIgnored(rel, kind === 'dir'))
                return;
            out.push({ rel, kind });
            if (out.length > MAX_TREE_ENTRIES)
                throw new Error(`the tree holds more than ${MAX_TREE_ENTRIES} entries`);
            if (kind !== 'dir')
                return;
            if (onDependencyDir && DEPENDENCY_DIRS.has(name))
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

/***/ 36711:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ listChangedSince),
/* harmony export */   m: () => (/* binding */ readChangedFilesList)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(70017);
/* harmony import */ var _vcs_git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66124);
/* harmony import */ var _revision_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(11200);
/**
 * Changed files for the CLI: a list file, or `git diff` against a ref. Git is
 * run with execFile (no shell, see vcs/git.ts) and `--end-of-options`, so neither a
 * ref nor a file name can be read as an option or a command.
 */




/** Largest changed-files list accepted. */
const MAX_CHANGED_LIST_BYTES = _vcs_git_js__WEBPACK_IMPORTED_MODULE_1__/* .GIT_OUTPUT_MAX_BYTES */ ._c;
/**
 * Reads a changed-files list: NUL-separated when it holds a NUL byte (`git diff --name-only -z`,
 * the only form that carries every file name exactly: names used as they are), else one path per
 * line (blank lines and a line's final CR ignored, as a list written on Windows has them).
 */
async function readChangedFilesList(file) {
    let buf;
    try {
        buf = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file);
    }
    catch (error) {
        const code = error.code;
        const reason = code === 'ENOENT'
            ? 'no such file'
            : code === 'EISDIR'
                ? 'it is a directory'
                : (code ?? String(error));
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`cannot read --changed-files ${JSON.stringify(file)}: ${reason}`);
    }
    if (buf.length > MAX_CHANGED_LIST_BYTES)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`--changed-files is larger than ${MAX_CHANGED_LIST_BYTES} bytes`);
    if (buf.includes(0))
        return buf
            .toString('utf8')
            .split('\0')
            .filter((l) => l.length > 0);
    return buf
        .toString('utf8')
        .split('\n')
        .map((l) => l.replace(/\r$/, ''))
        .filter((l) => l.length > 0);
}
async function git(root, args, flag) {
    const result = await (0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_1__/* .runGit */ .EO)(root, args);
    if (result.ok)
        return result.stdout;
    if (result.missing)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`${flag} needs git, and git is not installed (or not on PATH)`);
    throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`git ${args[0]} failed: ${result.message}`);
}
/**
 * Files changed between `base` and the working tree (committed or not), plus
 * untracked files, relative to the repository root `root`; or, given `head`, between the two
 * commits. `flag` names where `base` came
 * from in messages (`--base`, or a CI host's variable).
 */
async function listChangedSince(root, base, flag = '--base', head) {
    // Outside a repository `git diff` compares files instead (no-index mode) and says "Could not
    // access", and a shallow clone lacks the base commit: each gets one line saying what to do.
    const top = await (0,_revision_js__WEBPACK_IMPORTED_MODULE_2__/* .findTopLevelFor */ .Aj)(root, flag, '; use --changed-files FILE or --all');
    await (0,_revision_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveRevision */ .eZ)(top, base, flag);
    const diff = await git(root, [
        'diff',
        '--name-only',
        '-z',
        '--no-renames',
        '--relative',
        '--end-of-options',
        base,
        ...(head === undefined ? [] : [head]),
        '--',
    ], flag);
    // Between two commits nothing is untracked.
    const untracked = head === undefined
        ? await git(root, ['ls-files', '--others', '--exclude-standard', '-z', '--', '.'], flag)
        : '';
    const files = new Set();
    for (const name of diff.split('\0'))
        if (name)
            files.add(name);
    // Both commands print paths relative to the cwd (the root): --relative and ls-files' default.
    for (const name of untracked.split('\0'))
        if (name)
            files.add(name);
    return [...files];
}


/***/ }),

/***/ 11200:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aj: () => (/* binding */ findTopLevelFor),
/* harmony export */   TP: () => (/* binding */ checkRevisionArgument),
/* harmony export */   eZ: () => (/* binding */ resolveRevision)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70017);
/* harmony import */ var _vcs_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66124);
/**
 * A git revision typed on the command line (`audit --base`, `audit --config-from`,
 * `diff --base` / `--head`): checked, resolved to a commit id, and each way it can fail said
 * in one line with what to do. One place, so the three flags give the same answers (a shallow
 * clone says so for each of them).
 */


/** Refuses a ref git would read as an option, or that cannot be a revision at all. */
function checkRevisionArgument(ref, flag) {
    if (ref === '' || ref.startsWith('-') || ref.includes('\0'))
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} ${JSON.stringify(ref)} is not a git revision`);
}
/**
 * The top level of the git repository holding `root`, as git prints it; a UsageError naming
 * `flag` when git is missing or `root` is in no repository (`outsideHint` is added then).
 */
async function findTopLevelFor(root, flag, outsideHint = '') {
    const result = await (0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .EO)(root, ['rev-parse', '--show-toplevel']);
    // rev-parse ends its answer with one newline; a directory name may end with spaces, so no trim.
    if (result.ok)
        return result.stdout.replace(/\r?\n$/, '');
    if (result.missing)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} needs git, and git is not installed (or not on PATH)`);
    throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb((0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_0__/* .isNotARepository */ .VE)(result)
        ? `${flag} needs a git repository, and ${JSON.stringify(root)} is not a git repository${outsideHint}`
        : `${flag}: git cannot read the repository at ${JSON.stringify(root)}: ${result.message}`);
}
/** The commit `ref` names in the repository at `top`; a UsageError saying what to do otherwise. */
async function resolveRevision(top, ref, flag) {
    checkRevisionArgument(ref, flag);
    const sha = await (0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveCommit */ .WL)(top, ref);
    if (sha !== null)
        return sha;
    const shallow = await (0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .EO)(top, ['rev-parse', '--is-shallow-repository']);
    if (shallow.ok && shallow.stdout.trim() === 'true')
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} ${JSON.stringify(ref)} is not in this shallow clone; fetch the history first (actions/checkout with fetch-depth: 0, or git fetch --unshallow)`);
    throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} ${JSON.stringify(ref)} names no commit in this repository; fetch it first (e.g. git fetch origin main) or check the spelling`);
}


/***/ }),

/***/ 5780:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sh: () => (/* binding */ createLocalHost),
/* harmony export */   hW: () => (/* binding */ createCliLog),
/* harmony export */   u: () => (/* binding */ noteTo)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(81122);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(14031);
/* harmony import */ var _at_revision_changed_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36711);
/* harmony import */ var _report_output_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(69871);
/**
 * The command line behind the {@link CiHost} port: the flags say what changed (`--changed-files`,
 * `--base`) and which config is in force (`--config`, `--config-from`, loaded before the run),
 * `--base REF`'s passports are the base chain-stale judges against, there is no provenance
 * diff (that is `passport-gate diff`), and publishing is printing or
 * writing the report in the chosen format. A file the user named that cannot be written is a
 * UsageError, as everywhere on the command line.
 */





/** The command line as a host. */
function createLocalHost(io, audit) {
    return {
        name: 'passport-gate audit',
        event: async () => ({
            label: audit.base !== undefined ? `changes since ${audit.base}` : 'the working tree',
            base: audit.base ?? null,
        }),
        // --base REF: the base's passports too, so chain-stale is the list `diff --base REF` prints.
        configInForce: async () => {
            const trusted = await readTrustedBase(io, audit);
            if (audit.base === undefined)
                return trusted;
            const { readBasePassports } = await Promise.all(/* import() */[__webpack_require__.e(547), __webpack_require__.e(511), __webpack_require__.e(493), __webpack_require__.e(108), __webpack_require__.e(469), __webpack_require__.e(796), __webpack_require__.e(977)]).then(__webpack_require__.bind(__webpack_require__, 5358));
            return {
                ...trusted,
                passports: await readBasePassports(audit.root, audit.base, trusted.config),
            };
        },
        changedFiles: async () => {
            if (audit.changedFilesArg !== undefined)
                return (0,_at_revision_changed_files_js__WEBPACK_IMPORTED_MODULE_2__/* .readChangedFilesList */ .m)(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(io.cwd, audit.changedFilesArg));
            if (audit.base !== undefined)
                return (0,_at_revision_changed_files_js__WEBPACK_IMPORTED_MODULE_2__/* .listChangedSince */ .J)(audit.root, audit.base);
            return null;
        },
        baseDiff: async () => null,
        publish: (report) => (0,_report_output_js__WEBPACK_IMPORTED_MODULE_3__/* .writeReport */ .u)(report, audit.format, audit.output, io, {
            pathPrefix: audit.pathPrefix,
            quiet: audit.quiet,
        }),
    };
}
/**
 * What the flags trust: `--config-from REF` (else `--base REF`) reads the config and git's
 * policy files at REF, the working tree's config only compared with it (a pull request's audit
 * on the command line); without either the working tree's config (`--config`, else the root's
 * optional `.passport-gate.yml`/`.yaml`) applies. Read when the run asks (gate-run.ts), so a
 * base that cannot be read is reported.
 */
async function readTrustedBase(io, audit) {
    const ref = audit.configFromArg ?? audit.base;
    if (ref === undefined) {
        const { root } = audit;
        const config = audit.config !== undefined
            ? await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_1__/* .loadConfig */ .Z9)(root, node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(io.cwd, audit.config), true)
            : await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_1__/* .loadConfig */ .Z9)(root, await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_1__/* .findDefaultConfigFile */ .f2)(root), false);
        return { config, runFindings: [] };
    }
    const flag = audit.configFromArg !== undefined ? '--config-from' : '--base';
    const { readTrustedBaseAt } = await __webpack_require__.e(/* import() */ 369).then(__webpack_require__.bind(__webpack_require__, 12369));
    return readTrustedBaseAt(io.cwd, {
        root: audit.root,
        config: audit.config,
        ref,
        flag,
        ...(flag === '--base' ? { outsideHint: '; use --changed-files FILE or --all' } : {}),
    }, noteTo(io));
}
/** Writes a note line on stderr (git's fallbacks). */
function noteTo(io) {
    return (why) => void io.stderr.write(`note: ${why}\n`);
}
/**
 * The run's log on the command line: notes are for a CI job's log only (`notes`), warnings go
 * to stderr always. Lines may quote repository text, so control characters are made visible.
 */
function createCliLog(io, notes) {
    return {
        info: (line) => void (notes && io.stderr.write(`${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeTerminal */ .en)(line)}\n`)),
        warning: (line) => void io.stderr.write(`warning: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeTerminal */ .en)(line)}\n`),
    };
}


/***/ }),

/***/ 8104:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ askWorkTree)
/* harmony export */ });
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66124);
/* harmony import */ var _lfs_attributes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88261);


/** The questions answered by the work tree at `root` as it is checked out. */
function askWorkTree(root, onFallback) {
    return {
        ignored: (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .createGitIgnoreRules */ .ac)(root, onFallback),
        gitlinks: (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .createGitlinkQuery */ .nx)(root),
        lfsManaged: (0,_lfs_attributes_js__WEBPACK_IMPORTED_MODULE_1__/* .createLfsQuery */ .u)(root),
    };
}


/***/ })

};
