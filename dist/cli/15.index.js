export const id = 15;
export const ids = [15];
export const modules = {

/***/ 89015:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readBasePassports: () => (/* binding */ readBasePassports)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(74296);
/* harmony import */ var _diff_read_revision_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83839);
/* harmony import */ var _fs_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31283);
/* harmony import */ var _revision_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3805);
/**
 * The base revision's passports for `audit --base REF`: read from git at REF exactly as
 * `diff --base REF` reads them (diff/read-revision.ts), so the audit's chain-stale findings are
 * the diff's stale list for the same two revisions.
 */





/** Every passport file of `ref` below the audited root, as the diff reads them. */
async function readBasePassports(root, ref, config) {
    const top = await (0,_revision_js__WEBPACK_IMPORTED_MODULE_3__/* .findTopLevelFor */ .Aj)(root, '--base', '; use --changed-files FILE or --all');
    const sha = await (0,_revision_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveRevision */ .eZ)(top, ref, '--base');
    const prefix = (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .toPathPrefix */ .Xw)(top, await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(root).catch(() => root));
    try {
        const base = await (0,_diff_read_revision_js__WEBPACK_IMPORTED_MODULE_1__/* .readGitRevision */ .ck)(top, sha, prefix, config, { ref, sha, source: 'git' });
        return [...base.passports];
    }
    catch (error) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigurationError */ .j1(`cannot read ${ref} from git: ${error.message}`);
    }
}


/***/ }),

/***/ 83839:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ck: () => (/* binding */ readGitRevision),
  cD: () => (/* binding */ readWorkingTree)
});

// UNUSED EXPORTS: readBaseFromChanges

// EXTERNAL MODULE: ./src/core/globs.ts
var globs = __webpack_require__(38684);
// EXTERNAL MODULE: ./src/repo/passports.ts
var passports = __webpack_require__(55127);
// EXTERNAL MODULE: ./src/formats/passport.ts
var passport = __webpack_require__(2800);
// EXTERNAL MODULE: ./src/vcs/git.ts
var vcs_git = __webpack_require__(66124);
// EXTERNAL MODULE: ./src/core/relative-path.ts
var relative_path = __webpack_require__(24067);
// EXTERNAL MODULE: ./src/fs/walk.ts
var walk = __webpack_require__(25078);
// EXTERNAL MODULE: ./src/produce/load-passports.ts
var load_passports = __webpack_require__(15596);
// EXTERNAL MODULE: ./src/repo/layout.ts
var layout = __webpack_require__(56776);
// EXTERNAL MODULE: ./src/repo/tree.ts
var repo_tree = __webpack_require__(52990);
;// CONCATENATED MODULE: ./src/diff/git-tree.ts
/**
 * A commit's tree and blobs for the provenance diff, read from git without a checkout:
 * `git ls-tree -r -t --long -z` lists every path with its mode, object id and size, and
 * `git cat-file --batch` reads many blobs through one process (a repository of 2,000
 * passports is one process, not 2,000). Both run without a shell; the commit id is validated
 * and the only other arguments are literal pathspecs.
 *
 * Both go through vcs/git.ts, the one git runner (cat-file reads its object ids on stdin).
 */

/**
 * Every entry of commit `sha` under `prefix` (repository-relative, '' for the whole tree),
 * with `rel` relative to the prefix. Throws when git fails (no such commit, output too large).
 */
async function listTreeAtCommit(repoRoot, sha, prefix, git = vcs_git/* readGitOutput */.Ug) {
    if (!(0,vcs_git/* isObjectId */.TS)(sha))
        throw new Error(`not a commit id: ${JSON.stringify(sha)}`);
    const out = await git(repoRoot, [
        '--literal-pathspecs',
        '-c',
        'core.quotePath=false',
        'ls-tree',
        '-r',
        '-t',
        '--long',
        '-z',
        '--full-tree',
        sha,
        ...(prefix === '' ? [] : ['--', prefix]),
    ]);
    if (out === null)
        throw new Error(`git ls-tree failed for commit ${sha.slice(0, 12)} (or its listing is over ${vcs_git/* GIT_OUTPUT_MAX_BYTES */._c} bytes)`);
    const strip = prefix === '' ? '' : `${prefix}/`;
    const entries = [];
    for (const record of out.split('\0')) {
        const tab = record.indexOf('\t');
        if (tab < 0)
            continue;
        const full = record.slice(tab + 1);
        if (strip !== '' && !full.startsWith(strip))
            continue;
        const [mode = '', type = '', oid = '', size = ''] = record.slice(0, tab).split(/ +/);
        const kind = type === 'tree'
            ? 'dir'
            : type === 'commit'
                ? 'other'
                : mode === '120000'
                    ? 'symlink'
                    : 'file';
        entries.push({
            rel: full.slice(strip.length),
            full,
            kind,
            mode,
            oid,
            size: /^\d+$/.test(size) ? Number(size) : null,
        });
    }
    return entries;
}
/**
 * Reads blobs by object id through one `git cat-file --batch`; each must be at most
 * `maxBytes` (the caller checked the sizes from the tree). Throws when git fails or answers
 * something that is not the blob asked for.
 */
async function readBlobs(repoRoot, oids, maxBytes) {
    const unique = [...new Set(oids)];
    const blobs = new Map();
    if (unique.length === 0)
        return blobs;
    for (const oid of unique)
        if (!(0,vcs_git/* isObjectId */.TS)(oid))
            throw new Error(`not an object id: ${oid}`);
    // Each answer is a header line, the blob and a newline: bounded by the sizes asked for.
    const limit = unique.length * (maxBytes + 200);
    const result = await (0,vcs_git/* runGitForBytes */.UR)(repoRoot, ['cat-file', '--batch'], {
        input: `${unique.join('\n')}\n`,
        maxBytes: limit,
    });
    if (!result.ok)
        throw new Error(`git cat-file failed (${result.message || 'no answer'})`);
    const stdout = result.stdout;
    let at = 0;
    for (const oid of unique) {
        const eol = stdout.indexOf(0x0a, at);
        if (eol < 0)
            throw new Error('git cat-file ended early');
        const [gotOid, type, sizeText] = stdout.subarray(at, eol).toString('utf8').split(' ');
        if (gotOid !== oid || type !== 'blob' || !/^\d+$/.test(sizeText ?? ''))
            throw new Error(`git cat-file did not answer blob ${oid}`);
        const n = Number(sizeText);
        if (n > maxBytes)
            throw new Error(`blob ${oid} is over ${maxBytes} bytes`);
        blobs.set(oid, stdout.subarray(eol + 1, eol + 1 + n));
        at = eol + 1 + n + 1;
    }
    return blobs;
}

;// CONCATENATED MODULE: ./src/diff/read-revision.ts










/** A passport file from its bytes: parsed as the audit parses it, or the reason it cannot be. */
function passportFromBytes(path, bytes) {
    return { path, ...(0,passports/* parsePassportValue */.V5)(bytes), bytes };
}
/**
 * The walk's view of `rel`: false when an ignore glob or an always-skipped directory (`.git`)
 * hides it or a directory above it, as walkTree prunes them. Dependency directories
 * (`node_modules`) are kept: the walk descends every one inside an output directory, and
 * passports elsewhere in one are shown rather than hidden (the diff then errs on showing more).
 */
function createVisibilityTest(config) {
    const isIgnored = (0,globs/* compileGlobs */.tI)(config.ignore, 'ignore');
    const hidden = new Map();
    const isHiddenDir = (dir) => {
        if (dir === '.')
            return false;
        const known = hidden.get(dir);
        if (known !== undefined)
            return known;
        const name = dir.slice(dir.lastIndexOf('/') + 1);
        const value = walk/* ALWAYS_SKIPPED_DIRS */.I1.has(name) || isIgnored(dir) || isHiddenDir((0,relative_path/* relativeDirname */.RV)(dir));
        hidden.set(dir, value);
        return value;
    };
    return (rel) => !isIgnored(rel) && !isHiddenDir((0,relative_path/* relativeDirname */.RV)(rel));
}
/** The working tree at `root`: the audit's walk and passport reader (produce/load-passports.ts). */
async function readWorkingTree(root, config, info, signal) {
    const tree = await (0,repo_tree/* walkRepository */.M)(root, config, signal);
    const paths = (0,layout/* buildLayout */.X)(tree, config).passportPaths;
    const records = await (0,load_passports/* readPassportRecordsOf */.Wt)(tree, paths, config, signal);
    const unlisted = tree.problems.length;
    return {
        info,
        passports: records.map((r) => {
            const p = (0,passports/* describePassport */.Wz)(r);
            return {
                path: p.path,
                value: p.value,
                passport: p.summary,
                problem: p.value === null ? (p.problem ?? 'could not be read') : null,
                ...(r.bytes && p.value !== null ? { bytes: r.bytes } : {}),
            };
        }),
        tree: unlisted > 0 ? null : tree.entries,
        treeSource: 'working-tree',
        ...(unlisted > 0
            ? { treeUnknown: `${unlisted} path(s) could not be listed (see the audit's findings)` }
            : {}),
    };
}
/**
 * Commit `sha` as git holds it, for the audited root at `prefix` below the top level ('' when
 * they are the same). Throws when git cannot list the commit; a passport it cannot read is a
 * problem of that passport.
 */
async function readGitRevision(repoRoot, sha, prefix, config, info, git = vcs_git/* readGitOutput */.Ug) {
    const visible = createVisibilityTest(config);
    const tree = (await listTreeAtCommit(repoRoot, sha, prefix, git)).filter((e) => visible(e.rel));
    const max = config.maxPassportBytes;
    const candidates = tree.filter((e) => e.kind !== 'dir' && (0,passport/* isPassportPath */._u)(e.rel));
    const direct = candidates.filter((e) => e.kind === 'file' && e.size !== null && e.size <= max);
    const blobs = await readBlobs(repoRoot, direct.map((e) => e.oid), max);
    const passports = [];
    for (const e of candidates) {
        const blob = blobs.get(e.oid);
        if (e.kind === 'file' && blob)
            passports.push(passportFromBytes(e.rel, blob));
        else
            passports.push(await readOddEntry(repoRoot, sha, prefix, e, max, git));
    }
    return { info, passports, tree: tree.map(({ rel, kind }) => ({ rel, kind })), treeSource: 'git' };
}
/** A passport entry that is not a small regular blob: a symbolic link, a submodule, an oversized file. */
async function readOddEntry(repoRoot, sha, prefix, e, max, git) {
    const refused = (problem) => ({ path: e.rel, value: null, problem });
    if (e.kind === 'other')
        return refused('is a submodule');
    if (e.kind === 'file')
        return refused(`is ${e.size ?? '?'} bytes, over the ${max}-byte cap`);
    let blob;
    try {
        blob = await (0,vcs_git/* readBlobAtCommit */.sq)(repoRoot, sha, e.full, max, git);
    }
    catch (error) {
        return refused(`could not be read from git (${error.message})`);
    }
    if (blob.kind === 'absent')
        return refused('is a symbolic link to nothing');
    if (blob.kind === 'refused')
        return refused(blob.detail);
    // Followed inside the repository; the audited root is the boundary, as on disk.
    if (prefix !== '' && !blob.path.startsWith(`${prefix}/`))
        return refused('is a symbolic link out of the audited root');
    return passportFromBytes(e.rel, blob.bytes);
}
/**
 * The base reconstructed from the head: a passport the change did not touch is the same on
 * both sides; each changed passport path is fetched at the base (absent: added by the change).
 * The base's file list is derived from the head's and the statuses (added files were not
 * there, removed ones were, a rename moves a file), and only when every status is known and
 * agrees with the head's files; otherwise the base's coverage is unknown, never guessed.
 */
async function readBaseFromChanges(input) {
    const visible = createVisibilityTest(input.config);
    const changed = new Set(input.changed.filter(visible));
    const passports = input.head.passports.filter((p) => !changed.has(p.path));
    const wanted = [...changed].filter(isPassportPath).sort();
    let fetched = 0;
    for (const rel of wanted) {
        if (fetched >= input.maxFetches) {
            passports.push({
                path: rel,
                value: null,
                problem: `not read: the change touches more than ${input.maxFetches} passport files`,
            });
            continue;
        }
        fetched++;
        let blob;
        try {
            blob = await input.fetch(rel);
        }
        catch (error) {
            blob = { kind: 'failed', detail: error.message };
        }
        if (blob.kind === 'absent')
            continue;
        if (blob.kind === 'file')
            passports.push(passportFromBytes(rel, blob.bytes));
        else
            passports.push({
                path: rel,
                value: null,
                problem: blob.kind === 'refused' ? blob.detail : `could not be read (${blob.detail})`,
            });
    }
    const derived = deriveBaseTree(input.head.tree, changed, input.entries, visible);
    return {
        info: input.info,
        passports,
        tree: derived.tree,
        treeSource: 'derived',
        ...(derived.tree === null ? { treeUnknown: derived.why } : {}),
    };
}
/** The base's file list from the head's and the statuses, or why it cannot be derived. */
function deriveBaseTree(headTree, changed, entries, visible) {
    if (headTree === null)
        return { tree: null, why: "the head's file list is unknown" };
    if (entries === null)
        return { tree: null, why: 'the changed-file list gives no statuses (added, removed…)' };
    const kinds = new Map();
    for (const e of headTree)
        if (e.kind !== 'dir')
            kinds.set(e.rel, e.kind);
    const present = (rel) => kinds.has(rel);
    const doubt = (why) => ({ tree: null, why });
    const seen = new Set();
    for (const { name, status, previous } of entries) {
        seen.add(name);
        if (previous !== null)
            seen.add(previous);
        const shown = visible(name);
        switch (status) {
            case 'added':
                if (shown && !present(name))
                    return doubt('an added file is not in the checkout');
                kinds.delete(name);
                break;
            case 'removed':
                if (shown && present(name))
                    return doubt('a removed file is still in the checkout');
                if (shown)
                    kinds.set(name, 'file');
                break;
            case 'renamed':
                if (previous === null)
                    return doubt('a renamed file has no previous name');
                if (shown && !present(name))
                    return doubt('a renamed file is not in the checkout');
                kinds.delete(name);
                if (visible(previous))
                    kinds.set(previous, 'file');
                break;
            case 'copied':
                if (shown && !present(name))
                    return doubt('a copied file is not in the checkout');
                kinds.delete(name);
                break;
            case 'modified':
            case 'changed':
            case 'unchanged':
                if (shown && !present(name))
                    return doubt('a modified file is not in the checkout');
                break;
            default:
                return doubt(`a changed file has the unknown status ${JSON.stringify(status)}`);
        }
    }
    for (const name of changed)
        if (!seen.has(name))
            return doubt('a changed file has no status');
    const dirs = new Set();
    for (const rel of kinds.keys())
        for (let d = relativeDirname(rel); d !== '.' && !dirs.has(d); d = relativeDirname(d))
            dirs.add(d);
    const tree = [
        ...[...dirs].map((rel) => ({ rel, kind: 'dir' })),
        ...[...kinds].map(([rel, kind]) => ({ rel, kind })),
    ].sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
    return { tree, why: '' };
}


/***/ })

};
