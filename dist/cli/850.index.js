export const id = 850;
export const ids = [850];
export const modules = {

/***/ 76469:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runAttestCommand: () => (/* binding */ runAttestCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _parse_args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89611);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70017);
/* harmony import */ var _fs_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(31283);
/* harmony import */ var _util_untrusted_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(19630);
/* harmony import */ var _operations_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(69758);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(37268);
/* harmony import */ var _operation_output_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(66341);
/* harmony import */ var _signing_method_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(28583);
/**
 * `passport-gate attest DIR... (--key FILE | --keyless)`: signs each directory's
 * passport into a Sigstore bundle beside it, `<run-id>.passport.sigstore.json`
 * (the face of operations/attest.ts). The repository is audited first, like `export`: a bundle is a
 * claim someone signs, so nothing is signed in a repository the gate would fail.
 */









/** Help text of the attest command. */
const ATTEST_HELP = `Usage: passport-gate attest DIR... (--key FILE | --keyless) [options]

Sign each output directory's passport: a Sigstore bundle <run-id>.passport.sigstore.json
beside <run-id>.passport.json, a DSSE envelope over the in-toto Statement that
export --in-toto writes (subjects: the passport file and every output, by sha256;
predicate: the passport). The directories are audited first; if that fails
nothing is signed (exit 1): the whole repository is audited, as
"passport-gate audit --all" would, with the attestation rules off (the bundles are
what this writes), and against the last commit (HEAD) as a pull request is against
its base: a run record there that is now a hand re-stamp of other outputs (stamp
--force over an edited output) is run-record-replaced-by-hand, and is not signed.
Commit the bundles with the passports.

Signing (one):
  --key FILE         a PEM private key, ECDSA P-256 or Ed25519 (unencrypted); the
                     gate trusts it through "attestations: trust: - key: PUB.pem"
  --keyless          Sigstore keyless: the job's OIDC token (GitHub Actions with
                     permissions: id-token: write, or SIGSTORE_ID_TOKEN), a Fulcio
                     certificate and a Rekor log entry. A pull request from a fork
                     has no token: see docs/producers.md, "Attested passports"

Options:
  --fulcio-url URL   Fulcio for --keyless (default ${_operations_index_js__WEBPACK_IMPORTED_MODULE_4__/* .PUBLIC_GOOD */ .wN.fulcio})
  --rekor-url URL    Rekor for --keyless (default ${_operations_index_js__WEBPACK_IMPORTED_MODULE_4__/* .PUBLIC_GOOD */ .wN.rekor})
  --tsa-url URL      also timestamp with this RFC 3161 authority (--keyless)
  --root DIR         repository root (default: the git top level, else .)
  --config FILE      config file (default: <root>/.passport-gate.yml or .yaml, optional)
  --debug            print stack traces of internal errors
  -h, --help         show this help

Exit codes: 0 signed, 1 the audit failed (nothing signed), 2 usage/config/signing error.

Examples:
  passport-gate attest results/align --key lab.key
  passport-gate attest results/align results/variants --keyless
`;
/** Parses `attest` arguments; throws UsageError with what to do. */
function parseAttestArgs(args) {
    const { values, positionals } = (0,_parse_args_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommandArgs */ .Q)(ATTEST_HELP, {
        args,
        strict: true,
        allowPositionals: true,
        options: {
            key: { type: 'string' },
            keyless: { type: 'boolean' },
            'fulcio-url': { type: 'string' },
            'rekor-url': { type: 'string' },
            'tsa-url': { type: 'string' },
            root: { type: 'string' },
            config: { type: 'string' },
            debug: { type: 'boolean' },
            help: { type: 'boolean', short: 'h' },
        },
    });
    if (values.help)
        return { ...values, dirs: positionals, help: true };
    if (positionals.length === 0)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('name the output directories to attest: passport-gate attest DIR... --key FILE');
    (0,_signing_method_js__WEBPACK_IMPORTED_MODULE_7__/* .checkSigningFlags */ .z7)(values, '');
    return { ...values, dirs: positionals, help: false };
}
/** Runs `attest`; returns the exit code. */
async function runAttestCommand(args, io) {
    const opts = parseAttestArgs(args);
    if (opts.help) {
        io.stdout.write(ATTEST_HELP);
        return _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_OK */ .Ij;
    }
    const method = await (0,_signing_method_js__WEBPACK_IMPORTED_MODULE_7__/* .readSigningMethod */ .Rc)(opts, io, '');
    const { root, config, cwd } = await (0,_io_js__WEBPACK_IMPORTED_MODULE_5__/* .loadCommandRoot */ .U0)(io, opts);
    const dirs = opts.dirs.map((typed) => {
        const abs = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(cwd, typed);
        if (!(0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .FK)(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(root), abs))
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${JSON.stringify(typed)} is outside the repository root ${JSON.stringify(root)}`);
        return (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .toPosixRelative */ .T0)(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(root), abs) || '.';
    });
    const result = await (0,_operations_index_js__WEBPACK_IMPORTED_MODULE_4__/* .attestDirectories */ .bc)({
        root,
        config,
        dirs,
        method,
        note: (0,_operation_output_js__WEBPACK_IMPORTED_MODULE_6__/* .noteOnStderr */ .ew)(io),
        signal: io.signal,
    });
    if (result.blocked) {
        (0,_operation_output_js__WEBPACK_IMPORTED_MODULE_6__/* .printBlockingAudit */ .i7)(result.report, io, 'nothing was attested: the audit failed. Fix the findings above as each says (a changed output is restored or made again by its step, never re-stamped), then attest again.');
        return _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_FINDINGS */ .cB;
    }
    const note = (0,_operation_output_js__WEBPACK_IMPORTED_MODULE_6__/* .noteOnStderr */ .ew)(io);
    for (const w of result.written)
        note(`attested ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_8__/* .quoteUntrusted */ .X0)(w.passport)}: ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_8__/* .quoteUntrusted */ .X0)(w.bundle)} (${w.signer})`);
    return _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_OK */ .Ij;
}


/***/ })

};
