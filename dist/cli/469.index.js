export const id = 469;
export const ids = [469,596];
export const modules = {

/***/ 5358:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   diffWorkingTree: () => (/* binding */ diffWorkingTree),
/* harmony export */   readBasePassports: () => (/* binding */ readBasePassports),
/* harmony export */   readBaseRevision: () => (/* binding */ readBaseRevision)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70017);
/* harmony import */ var _diff_diff_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51146);
/* harmony import */ var _diff_read_revision_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83839);
/* harmony import */ var _fs_paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(31283);
/* harmony import */ var _revision_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(11200);
/**
 * The base revision for `audit --base REF` and a GitLab merge request: read from git at REF
 * exactly as `diff --base REF` reads it (diff/read-revision.ts), so the audit's chain-stale
 * findings are the diff's stale list for the same two revisions, and the merge request's
 * provenance diff is what `passport-gate diff --base REF` prints.
 */






/**
 * Commit `ref` below the audited root, as the diff reads it. `commit`: the id `ref` was already
 * resolved to (the run reads more at it), so it is read there even if `ref` has moved since.
 */
async function readBaseRevision(root, ref, config, commit) {
    const top = await (0,_revision_js__WEBPACK_IMPORTED_MODULE_5__.findTopLevelFor)(root, '--base', '; use --changed-files FILE or --all');
    const sha = commit ?? (await (0,_revision_js__WEBPACK_IMPORTED_MODULE_5__.resolveRevision)(top, ref, '--base'));
    const prefix = (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .toPathPrefix */ .Xw)(top, await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(root).catch(() => root));
    try {
        return await (0,_diff_read_revision_js__WEBPACK_IMPORTED_MODULE_3__/* .readGitRevision */ .ck)(top, sha, prefix, config, { ref, sha, source: 'git' });
    }
    catch (error) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`cannot read ${ref} from git: ${error.message}`);
    }
}
/** Every passport file of `ref` below the audited root, as the diff reads them. */
async function readBasePassports(root, ref, config, commit) {
    return [...(await readBaseRevision(root, ref, config, commit)).passports];
}
/** The provenance diff from a base revision (read) to the working tree at `root`. */
async function diffWorkingTree(root, base, config, signal) {
    const head = await (0,_diff_read_revision_js__WEBPACK_IMPORTED_MODULE_3__/* .readWorkingTree */ .cD)(root, config, { ref: null, sha: null, source: 'working-tree' }, signal);
    return (0,_diff_diff_js__WEBPACK_IMPORTED_MODULE_2__/* .diffProvenance */ .H)(base, head, { config });
}


/***/ }),

/***/ 15596:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UP: () => (/* binding */ loadPassports),
/* harmony export */   Wt: () => (/* binding */ readPassportRecordsOf),
/* harmony export */   tE: () => (/* binding */ loadPassportsOf)
/* harmony export */ });
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81122);
/* harmony import */ var _hash_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49803);
/* harmony import */ var _repo_layout_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56776);
/* harmony import */ var _repo_passports_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(55127);
/* harmony import */ var _repo_tree_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(52990);
/**
 * Reading every passport of a repository for the producer's side (stamp,
 * graph, export, the library's loadPassports): the repository model of repo/
 * (the audit's walk, ignore globs, containment and size cap); a passport that
 * cannot be read is returned with the reason instead of throwing, so one bad
 * file never hides the rest.
 */





/**
 * Reads every `*.passport.json` under `root` (ignore globs applied, symlinks
 * contained, files over the size cap refused; a FIFO, socket or device named
 * so is returned with the reason it is refused). The result is sorted by path.
 *
 * @example
 * const passports = await loadPassports('.');
 * for (const p of passports) console.log(p.path, p.id, p.summary?.skill);
 */
async function loadPassports(root, options = {}) {
    const config = options.config ?? _config_config_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_CONFIG */ .PV;
    const tree = await (0,_repo_tree_js__WEBPACK_IMPORTED_MODULE_4__/* .walkRepository */ .MH)(root, config, options.signal);
    return loadPassportsOf(tree, (0,_repo_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .buildLayout */ .XV)(tree, config).passportPaths, config, options.signal);
}
/** The passports at `paths` of a walked tree, as {@link loadPassports} returns them. */
async function loadPassportsOf(tree, paths, config, signal) {
    return (await readPassportRecordsOf(tree, paths, config, signal)).map(_repo_passports_js__WEBPACK_IMPORTED_MODULE_3__/* .describePassport */ .Wz);
}
/** The passport records at `paths` of a walked tree (their bytes included), as the audit reads them. */
async function readPassportRecordsOf(tree, paths, config, signal) {
    const reader = (0,_hash_index_js__WEBPACK_IMPORTED_MODULE_1__/* .createDigestService */ .yg)(tree, { signal }).reader;
    const set = await (0,_repo_passports_js__WEBPACK_IMPORTED_MODULE_3__/* .readPassports */ .WO)(paths, reader, { maxBytes: config.maxPassportBytes, signal });
    return set.records;
}


/***/ })

};
