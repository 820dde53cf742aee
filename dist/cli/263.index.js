export const id = 263;
export const ids = [263];
export const modules = {

/***/ 263:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ trustedFilesAt),
/* harmony export */   r: () => (/* binding */ workingTreeFiles)
/* harmony export */ });
/* harmony import */ var _core_base_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(47140);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70017);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81122);
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
            const read = await (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .readConfigFile */ .RG)(root, rel, rel);
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
    const files = (0,_core_base_files_js__WEBPACK_IMPORTED_MODULE_1__/* .rootBaseFiles */ .X)(base, rootRel);
    return {
        label: base.label,
        async read(rel) {
            const blob = await files.read(rel, MAX_TRUST_FILE_BYTES);
            if (blob.kind === 'refused')
                throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`${rel} at ${base.label} ${blob.detail}; it is not read`);
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


/***/ })

};
