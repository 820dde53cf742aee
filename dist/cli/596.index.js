export const id = 596;
export const ids = [596];
export const modules = {

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
