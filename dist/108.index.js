export const id = 108;
export const ids = [108];
export const modules = {

/***/ 41108:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readTrustedBaseAt: () => (/* binding */ readTrustedBaseAt)
/* harmony export */ });
/* unused harmony export loadConfigFromRevision */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _config_trusted_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(263);
/* harmony import */ var _config_config_change_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1996);
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(10063);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(70017);
/* harmony import */ var _vcs_base_files_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(52281);
/* harmony import */ var _vcs_git_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(88411);
/* harmony import */ var _revision_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(11200);
/* harmony import */ var _fs_paths_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(31283);
/* harmony import */ var _vcs_base_policy_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(46782);
/**
 * `audit --config-from REF`: the config in force is the one at git revision
 * REF (for example `origin/main`), as the action applies the base commit's on
 * a pull request; the working tree's file is only compared with it and a
 * difference is reported as `config-changed`. The other policy files
 * (`.gitattributes`, `.gitignore`: vcs/base-policy.ts) are read at REF too. Read with `git ls-tree` and
 * `git cat-file` (fs/git.ts): no shell, the ref after `--end-of-options`. The attestation keys
 * and trusted root are read through the same files of REF (config/trusted-files.ts).
 */











const realOf = (p) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(p).catch(() => node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(p));
/**
 * Loads the config of `root` (or `--config FILE`, resolved against `cwd`) as it is at git
 * revision `ref`. Throws UsageError or ConfigurationError (exit 2, one line) for a ref that is
 * not a commit, a root outside git, a file outside the repository, or a file at REF that is not
 * a readable config; an explicitly named file must exist at REF, the default one may be absent.
 */
async function loadConfigFromRevision(cwd, flags) {
    const { root, ref } = flags;
    // Where REF came from, in messages: the flag, or a CI host's variable.
    const flag = flags.flag ?? '--config-from';
    (0,_revision_js__WEBPACK_IMPORTED_MODULE_8__/* .checkRevisionArgument */ .T)(ref, flag);
    const top = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(await (0,_revision_js__WEBPACK_IMPORTED_MODULE_8__.findTopLevelFor)(root, flag, flags.outsideHint));
    const sha = flags.commit ?? (await (0,_revision_js__WEBPACK_IMPORTED_MODULE_8__.resolveRevision)(top, ref, flag));
    const configFile = flags.config !== undefined
        ? node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, flags.config)
        : node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, _config_config_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_CONFIG_FILE */ .Cu);
    const repoRoot = await realOf(top);
    // The path as written below the (real) root: a symlink in it is the working tree's, not REF's.
    const inRepo = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(await realOf(root), node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(root), configFile));
    const rel = (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_9__/* .toPosixRelative */ .T0)(repoRoot, inRepo);
    if (!(0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_9__/* .isInside */ .FK)(repoRoot, inRepo) || rel === '')
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`${flag} reads the config from git, and ${JSON.stringify(configFile)} is not a file of the repository`);
    const label = `${ref} (${sha.slice(0, 12)})`;
    let blob;
    try {
        blob = await (0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_7__/* .readBlobAtCommit */ .sq)(repoRoot, sha, rel, _config_config_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_CONFIG_BYTES */ .GW);
    }
    catch (error) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigurationError */ .j1(`${flag}: cannot read ${rel} at ${label}: ${error.message}`);
    }
    if (blob.kind === 'refused')
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigurationError */ .j1(`config ${rel} at ${label} ${blob.detail}; it is not read`);
    if (blob.kind === 'absent' && flags.config !== undefined)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigurationError */ .j1(`config ${rel} does not exist at ${label}`);
    const applied = await (0,_config_config_change_js__WEBPACK_IMPORTED_MODULE_3__/* .applyTrustedConfig */ .O)({
        trusted: blob.kind === 'absent' ? blob : { kind: 'file', bytes: blob.bytes },
        trustedLabel: label,
        root,
        configFile,
        configLabel: rel,
        subject: 'the working tree',
    });
    const rootRel = (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_9__/* .toPosixRelative */ .T0)(repoRoot, await realOf(root));
    const base = await (0,_vcs_base_files_js__WEBPACK_IMPORTED_MODULE_6__/* .createGitBaseFiles */ .R)({ repoRoot, sha, label });
    return {
        config: applied.config,
        runFindings: applied.change ? [applied.change] : [],
        base,
        trustedFiles: (0,_config_trusted_files_js__WEBPACK_IMPORTED_MODULE_2__/* .trustedFilesAt */ .k)(base, rootRel),
    };
}
/**
 * Everything read at git revision `flags.ref` ({@link loadConfigFromRevision}'s config), with
 * git's other policy files (`.gitattributes`, `.gitignore`) read there too (vcs/base-policy.ts):
 * the working tree's are compared (policy-changed). `note` takes git's fallbacks. The local
 * host (`--config-from`/`--base`) and the GitLab host (the target branch head) read it so.
 */
async function readTrustedBaseAt(cwd, flags, note) {
    const { base, ...inForce } = await loadConfigFromRevision(cwd, flags);
    return {
        ...inForce,
        policyCommit: base.sha,
        policy: await (0,_vcs_base_policy_js__WEBPACK_IMPORTED_MODULE_10__/* .askAtBase */ .a)(flags.root, base, note),
    };
}


/***/ })

};
