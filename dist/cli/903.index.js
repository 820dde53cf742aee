export const id = 903;
export const ids = [903];
export const modules = {

/***/ 72903:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runDiffCommand: () => (/* binding */ runDiffCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _parse_args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89611);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70017);
/* harmony import */ var _fs_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(31283);
/* harmony import */ var _fs_output_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(69281);
/* harmony import */ var _report_renderers_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7099);
/* harmony import */ var _operations_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(69758);
/* harmony import */ var _hosts_at_revision_changed_files_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(36711);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(65655);
/* harmony import */ var _hosts_at_revision_revision_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(11200);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(37268);
/**
 * `passport-gate diff`: the provenance diff between two git revisions — passports added,
 * removed or changed (artifacts, produced_by, parameters, decisions, failed steps, edges),
 * the stale passports downstream in re-run order, and the provenance coverage of both.
 * The base is read from git objects (no checkout); the head is the working tree unless
 * `--head` names a revision. The face of operations/diff.ts: the revisions resolved, the diff
 * rendered.
 */











/** Help text of the diff command. */
const DIFF_HELP = `Usage: passport-gate diff --base REF [options]

Show what a change did to the provenance: every passport added, removed or
changed between two git revisions (outputs and inputs with old and new sha256
and size, produced_by, parameters, decisions, failed steps, consumed_passports
edges), the passports downstream that consumed a modified output and were not
made again (a re-run plan in dependency order, each with the command that
re-runs the step), and the provenance coverage of both revisions.

A base passport is paired with a head passport by path, then by passport_id (a
moved passport), then by directory (a passport recreated under another name).

Options:
  --base REF        the revision to compare with (e.g. origin/main), read from git
  --head REF        the revision to compare (default: the working tree, as files on disk,
                    committed or not)
${_report_renderers_js__WEBPACK_IMPORTED_MODULE_5__/* .DIFF_RENDERERS */ .hw.help(20)}
  --output FILE     write to FILE (atomically) instead of stdout
  --root DIR        repository root (default: the git top level, else .)
  --config FILE     config file (default: <root>/.passport-gate.yml or .yaml, optional);
                    its outputs:, ignore: and path-base apply to both revisions
  --quiet           print no notes on stderr
  --debug           print stack traces of internal errors
  -h, --help        show this help

Exit codes: 0 no stale passport and every passport read, 1 the change leaves stale
passports (the re-run plan is not empty), changes a file a passport lists without
changing that passport (a hand edit), or a passport could not be read, 2 usage
error (a REF that names no commit, not a git repository, a shallow clone without
the base), 130 interrupted, 141 the reader of stdout went away.

Examples:
  passport-gate diff --base origin/main
  passport-gate diff --base origin/main --head HEAD --format json --output diff.json
  passport-gate diff --base main~1 --format markdown
`;
/** Parses `diff` arguments; throws UsageError with what to do. */
function parseDiffArgs(args) {
    const { values } = (0,_parse_args_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommandArgs */ .Q)(DIFF_HELP, {
        args,
        strict: true,
        allowPositionals: false,
        options: {
            base: { type: 'string' },
            head: { type: 'string' },
            format: { type: 'string' },
            output: { type: 'string' },
            root: { type: 'string' },
            config: { type: 'string' },
            quiet: { type: 'boolean' },
            debug: { type: 'boolean' },
            help: { type: 'boolean', short: 'h' },
        },
    });
    const format = _report_renderers_js__WEBPACK_IMPORTED_MODULE_5__/* .DIFF_RENDERERS */ .hw.parse(values.format);
    if (!values.help && values.base === undefined)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('diff needs --base REF, e.g. "passport-gate diff --base origin/main"');
    for (const flag of ['base', 'head']) {
        const ref = values[flag];
        if (ref !== undefined)
            (0,_hosts_at_revision_revision_js__WEBPACK_IMPORTED_MODULE_9__/* .checkRevisionArgument */ .T)(ref, `--${flag}`);
    }
    return { ...values, format };
}
/** The exit code a diff means: 1 when it leaves stale passports or could not read one. */
function exitCodeOfDiff(diff) {
    return diff.stale.length > 0 || diff.problems.length > 0 ? _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_FINDINGS */ .cB : _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_OK */ .Ij;
}
/** Runs `diff`; returns the exit code. */
async function runDiffCommand(args, io) {
    const opts = parseDiffArgs(args);
    if (opts.help) {
        io.stdout.write(DIFF_HELP);
        return _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_OK */ .Ij;
    }
    const { root, config } = await (0,_io_js__WEBPACK_IMPORTED_MODULE_10__/* .loadCommandRoot */ .U0)(io, opts);
    const top = await (0,_hosts_at_revision_revision_js__WEBPACK_IMPORTED_MODULE_9__.findTopLevelFor)(root, 'diff');
    const baseRef = opts.base;
    const baseSha = await (0,_hosts_at_revision_revision_js__WEBPACK_IMPORTED_MODULE_9__.resolveRevision)(top, baseRef, '--base');
    const headSha = opts.head === undefined ? null : await (0,_hosts_at_revision_revision_js__WEBPACK_IMPORTED_MODULE_9__.resolveRevision)(top, opts.head, '--head');
    // git names the top level by its real path: the root is made real to find its place below it.
    const prefix = (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .toPathPrefix */ .Xw)(top, await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(root).catch(() => root));
    const { diff, mismatched } = await (0,_operations_index_js__WEBPACK_IMPORTED_MODULE_6__/* .diffRevisions */ .Kc)({
        root,
        top,
        prefix,
        config,
        base: { ref: baseRef, sha: baseSha },
        head: headSha === null ? null : { ref: opts.head, sha: headSha },
        listChanged: () => (0,_hosts_at_revision_changed_files_js__WEBPACK_IMPORTED_MODULE_7__/* .listChangedSince */ .J)(root, baseSha, '--base', headSha ?? undefined),
        signal: io.signal,
    });
    const text = _report_renderers_js__WEBPACK_IMPORTED_MODULE_5__/* .DIFF_RENDERERS */ .hw.render(opts.format, diff, {
        color: !opts.output && (0,_report_text_js__WEBPACK_IMPORTED_MODULE_8__/* .shouldUseColor */ .I1)(io.stdout, io.env),
        pathPrefix: '',
        quiet: opts.quiet === true,
        note: (line) => void io.stderr.write(`${line}\n`),
        mismatched,
    });
    if (opts.output !== undefined) {
        await (0,_fs_output_file_js__WEBPACK_IMPORTED_MODULE_4__/* .writeOutputFile */ .BF)(io, '--output', opts.output, text);
        if (opts.quiet !== true)
            io.stderr.write(`${diff.summary.passports_changed + diff.summary.passports_added + diff.summary.passports_removed} passport(s) differ, ${diff.stale.length} stale.\n`);
    }
    else
        io.stdout.write(text);
    return mismatched.length > 0 ? _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_FINDINGS */ .cB : exitCodeOfDiff(diff);
}


/***/ }),

/***/ 37268:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  qf: () => (/* reexport */ discoverRoot),
  vU: () => (/* reexport */ gitIgnoreRulesFor),
  D2: () => (/* reexport */ gitQuestionsFor),
  U0: () => (/* reexport */ loadCommandRoot),
  QT: () => (/* reexport */ resolveCommandRoot)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/config/config.ts
var config_config = __webpack_require__(81122);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/vcs/git.ts + 1 modules
var git = __webpack_require__(88411);
// EXTERNAL MODULE: ./src/vcs/policy.ts
var policy = __webpack_require__(8104);
// EXTERNAL MODULE: ./src/hosts/local.ts
var local = __webpack_require__(5780);
;// CONCATENATED MODULE: ./src/hosts/command-root.ts
/**
 * Where a command of the command line starts from: the repository root (`--root`, else git's top
 * level of the working directory), its config (`--config`, else the root's optional
 * `.passport-gate.yml`), and git's questions of the work tree. The command line's own host reads
 * them, as the GitHub host reads its workspace; src/cli/io.ts passes them on to every command.
 */








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
    const result = await (0,git/* runGit */.EO)(cwd, ['rev-parse', '--show-toplevel']);
    if (result.ok) {
        const top = result.stdout.replace(/\r?\n$/, '');
        if (top !== '' && external_node_path_default().isAbsolute(top)) {
            const real = await (0,promises_.realpath)(cwd).catch(() => cwd);
            return { root: external_node_path_default().resolve(top), cwd: real };
        }
    }
    else if (!result.missing && !(0,git/* isNotARepository */.VE)(result)) {
        note(`note: git could not tell the repository root (${result.message}); using the current directory. Pass --root DIR to choose it.\n`);
    }
    return { root: cwd, cwd };
}
/** A `--root` that names no directory is a UsageError, before any config is looked for in it. */
async function checkRootFlag(root, typed) {
    const isDirectory = await (0,promises_.stat)(root).then((s) => s.isDirectory(), () => false);
    if (!isDirectory) {
        throw new errors/* UsageError */.eb(`--root ${JSON.stringify(typed)} is not a directory`);
    }
}
/**
 * Resolves `--root` (default: the git top level of the working directory, see
 * {@link discoverRoot}); `quiet` keeps notes off stderr.
 */
async function resolveCommandRoot(io, flags) {
    if (flags.root !== undefined) {
        await checkRootFlag(external_node_path_default().resolve(io.cwd, flags.root), flags.root);
        return { root: external_node_path_default().resolve(io.cwd, flags.root), cwd: io.cwd };
    }
    return discoverRoot(io.cwd, (text) => {
        if (flags.quiet !== true)
            io.stderr.write((0,report_escape/* escapeTerminal */.en)(text.trimEnd()) + '\n');
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
        ? await (0,config_config/* loadConfig */.Z9)(where.root, external_node_path_default().resolve(io.cwd, flags.config), true)
        : await (0,config_config/* loadConfig */.Z9)(where.root, await (0,config_config/* findDefaultConfigFile */.f2)(where.root), false);
    return { ...where, config };
}
/**
 * git's ignore rules for the repository at `root` (vcs/git.ts), as the audit, graph, export and
 * stamp commands apply them; a git failure other than "not a repository" is a note on stderr.
 */
function gitIgnoreRulesFor(root, io) {
    return (0,git/* createGitIgnoreRules */.ac)(root, (why) => void io.stderr.write(`note: ${why}\n`));
}
/**
 * Every question the audit asks git of the work tree at `root` (vcs/policy.ts: ignore rules,
 * submodules, Git LFS attributes), as `audit`, `graph` and `export` ask them.
 */
function gitQuestionsFor(root, io) {
    return (0,policy/* askWorkTree */.x)(root, (0,local/* noteTo */.u)(io));
}

;// CONCATENATED MODULE: ./src/cli/io.ts



/***/ }),

/***/ 36711:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ listChangedSince),
/* harmony export */   m: () => (/* binding */ readChangedFilesList)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70017);
/* harmony import */ var _vcs_git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(88411);
/* harmony import */ var _revision_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(11200);
/**
 * Changed files for the CLI: a list file, or `git diff` against a ref. Git is
 * run with execFile (no shell, see vcs/git.ts) and `--end-of-options`, so neither a
 * ref nor a file name can be read as an option or a command.
 */




/** Largest changed-files list accepted. */
const MAX_CHANGED_LIST_BYTES = _vcs_git_js__WEBPACK_IMPORTED_MODULE_2__/* .GIT_OUTPUT_MAX_BYTES */ ._c;
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
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`cannot read --changed-files ${JSON.stringify(file)}: ${reason}`);
    }
    if (buf.length > MAX_CHANGED_LIST_BYTES)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`--changed-files is larger than ${MAX_CHANGED_LIST_BYTES} bytes`);
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
    const result = await (0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .EO)(root, args);
    if (result.ok)
        return result.stdout;
    if (result.missing)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`${flag} needs git, and git is not installed (or not on PATH)`);
    throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`git ${args[0]} failed: ${result.message}`);
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
    const top = await (0,_revision_js__WEBPACK_IMPORTED_MODULE_3__.findTopLevelFor)(root, flag, '; use --changed-files FILE or --all');
    await (0,_revision_js__WEBPACK_IMPORTED_MODULE_3__.resolveRevision)(top, base, flag);
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
/* harmony export */   T: () => (/* binding */ checkRevisionArgument),
/* harmony export */   findTopLevelFor: () => (/* binding */ findTopLevelFor),
/* harmony export */   resolveRevision: () => (/* binding */ resolveRevision)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70017);
/* harmony import */ var _vcs_git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88411);
/**
 * A git revision typed on the command line (`audit --base`, `audit --config-from`,
 * `diff --base` / `--head`): checked, resolved to a commit id, and each way it can fail said
 * in one line with what to do. One place, so the three flags give the same answers (a shallow
 * clone says so for each of them).
 */


/** Refuses a ref git would read as an option, or that cannot be a revision at all. */
function checkRevisionArgument(ref, flag) {
    if (ref === '' || ref.startsWith('-') || ref.includes('\0'))
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${flag} ${JSON.stringify(ref)} is not a git revision`);
}
/**
 * The top level of the git repository holding `root`, as git prints it; a UsageError naming
 * `flag` when git is missing or `root` is in no repository (`outsideHint` is added then).
 */
async function findTopLevelFor(root, flag, outsideHint = '') {
    const result = await (0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_1__/* .runGit */ .EO)(root, ['rev-parse', '--show-toplevel']);
    // rev-parse ends its answer with one newline; a directory name may end with spaces, so no trim.
    if (result.ok)
        return result.stdout.replace(/\r?\n$/, '');
    if (result.missing)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${flag} needs git, and git is not installed (or not on PATH)`);
    throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb((0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_1__/* .isNotARepository */ .VE)(result)
        ? `${flag} needs a git repository, and ${JSON.stringify(root)} is not a git repository${outsideHint}`
        : `${flag}: git cannot read the repository at ${JSON.stringify(root)}: ${result.message}`);
}
/**
 * The commit `ref` names in the repository at `top`. A ref that cannot be a revision is a
 * UsageError; a well-formed ref this clone does not hold is a BaseUnreadableError (for the
 * audit the trusted base unread: its report holds base-unreadable; elsewhere exit 2 as any
 * ConfigurationError), whose line says what to fetch ({@link describeFetch}).
 */
async function resolveRevision(top, ref, flag) {
    checkRevisionArgument(ref, flag);
    const sha = await (0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveCommit */ .WL)(top, ref);
    if (sha !== null)
        return sha;
    const shallow = await (0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_1__/* .runGit */ .EO)(top, ['rev-parse', '--is-shallow-repository']);
    const isShallow = shallow.ok && shallow.stdout.trim() === 'true';
    const where = isShallow ? 'is not in this shallow clone' : 'names no commit in this repository';
    throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .BaseUnreadableError */ .P(`${flag} ${JSON.stringify(ref)} ${where}; ${await describeFetch(top, ref, isShallow)}`);
}
/** A remote's branch name as one plain shell word (a ref the user typed may hold anything). */
const PLAIN_REF = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;
/**
 * What to fetch for `ref`. `REMOTE/BRANCH` of a remote this clone has: the one command that
 * creates that remote-tracking branch, `git fetch REMOTE BRANCH:refs/remotes/REMOTE/BRANCH`
 * (a plain `git fetch origin main` only fills FETCH_HEAD in a single-branch clone, which is
 * what CI and `git clone --depth 1` make, so it would leave `origin/main` missing). Any other
 * ref is said in words: the gate cannot know which remote or branch holds it.
 */
async function describeFetch(top, ref, shallow) {
    const slash = ref.indexOf('/');
    const remote = slash > 0 ? ref.slice(0, slash) : '';
    const branch = ref.slice(slash + 1);
    if (remote !== '' &&
        PLAIN_REF.test(remote) &&
        PLAIN_REF.test(branch) &&
        !branch.endsWith('.lock') &&
        !branch.includes('..')) {
        const remotes = await (0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_1__/* .runGit */ .EO)(top, ['remote']);
        if (remotes.ok && remotes.stdout.split('\n').includes(remote))
            return `fetch it first: git fetch ${remote} ${branch}:refs/remotes/${remote}/${branch}`;
    }
    const fetch = `actions/checkout with fetch-depth: 0; this branch's history with git fetch --unshallow; a branch of a remote with git fetch origin BRANCH:refs/remotes/origin/BRANCH, then give origin/BRANCH`;
    return shallow
        ? `fetch the history first (${fetch})`
        : `fetch it first (${fetch}), or check the spelling`;
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





/** What `--base` outside a git repository says to use instead. */
const BASE_OUTSIDE_HINT = '; use --changed-files FILE or --all';
/** The command line as a host. */
function createLocalHost(io, audit) {
    // --base REF is resolved to its commit once, and the config, the base passports and the
    // changed files are read at that id: a ref that moved between two resolutions (a fetch
    // beside the run) would otherwise have them read at two revisions.
    let baseCommit;
    const resolveBase = (base) => (baseCommit ??= (async () => {
        const { findTopLevelFor, resolveRevision } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 11200));
        const top = await findTopLevelFor(audit.root, '--base', BASE_OUTSIDE_HINT);
        return resolveRevision(top, base, '--base');
    })());
    return {
        name: 'passport-gate audit',
        event: async () => ({
            label: audit.base !== undefined ? `changes since ${audit.base}` : 'the working tree',
            base: audit.base ?? null,
        }),
        // --base REF: the base's passports too, so chain-stale is the list `diff --base REF` prints.
        configInForce: async () => {
            // With --config-from the config is read at its own REF (and its errors come first);
            // --base's commit is then resolved for the passports alone.
            const configAtBase = audit.base !== undefined && audit.configFromArg === undefined;
            const trusted = await readTrustedBase(io, audit, configAtBase ? await resolveBase(audit.base) : undefined);
            if (audit.base === undefined)
                return trusted;
            const { readBasePassports } = await Promise.all(/* import() */[__webpack_require__.e(796), __webpack_require__.e(469)]).then(__webpack_require__.bind(__webpack_require__, 5358));
            const sha = await resolveBase(audit.base);
            return {
                ...trusted,
                passports: await readBasePassports(audit.root, audit.base, trusted.config, sha),
            };
        },
        changedFiles: async () => {
            if (audit.changedFilesArg !== undefined)
                return (0,_at_revision_changed_files_js__WEBPACK_IMPORTED_MODULE_2__/* .readChangedFilesList */ .m)(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(io.cwd, audit.changedFilesArg));
            if (audit.base !== undefined)
                return (0,_at_revision_changed_files_js__WEBPACK_IMPORTED_MODULE_2__/* .listChangedSince */ .J)(audit.root, await resolveBase(audit.base));
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
async function readTrustedBase(io, audit, commit) {
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
        ...(flag === '--base' ? { outsideHint: BASE_OUTSIDE_HINT, commit } : {}),
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


/***/ })

};
