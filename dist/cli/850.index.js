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
/* harmony import */ var _attest_sign_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(78492);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(70017);
/* harmony import */ var _fs_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(31283);
/* harmony import */ var _util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(19630);
/* harmony import */ var _operations_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1370);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(71604);
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
what this writes). Commit the bundles with the passports.

Signing (one):
  --key FILE         a PEM private key, ECDSA P-256 or Ed25519 (unencrypted); the
                     gate trusts it through "attestations: trust: - key: PUB.pem"
  --keyless          Sigstore keyless: the job's OIDC token (GitHub Actions with
                     permissions: id-token: write, or SIGSTORE_ID_TOKEN), a Fulcio
                     certificate and a Rekor log entry. A pull request from a fork
                     has no token: see docs/producers.md, "Attested passports"

Options:
  --fulcio-url URL   Fulcio for --keyless (default ${_attest_sign_js__WEBPACK_IMPORTED_MODULE_2__.PUBLIC_GOOD.fulcio})
  --rekor-url URL    Rekor for --keyless (default ${_attest_sign_js__WEBPACK_IMPORTED_MODULE_2__.PUBLIC_GOOD.rekor})
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
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb('name the output directories to attest: passport-gate attest DIR... --key FILE');
    (0,_signing_method_js__WEBPACK_IMPORTED_MODULE_7__/* .checkSigningFlags */ .z7)(values, '');
    return { ...values, dirs: positionals, help: false };
}
/** Runs `attest`; returns the exit code. */
async function runAttestCommand(args, io) {
    const opts = parseAttestArgs(args);
    if (opts.help) {
        io.stdout.write(ATTEST_HELP);
        return _util_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT_OK */ .Ij;
    }
    const method = await (0,_signing_method_js__WEBPACK_IMPORTED_MODULE_7__/* .readSigningMethod */ .Rc)(opts, io, '');
    const { root, config, cwd } = await (0,_io_js__WEBPACK_IMPORTED_MODULE_5__/* .loadCommandRoot */ .U0)(io, opts);
    const dirs = opts.dirs.map((typed) => {
        const abs = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(cwd, typed);
        if (!(0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .FK)(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(root), abs))
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`${JSON.stringify(typed)} is outside the repository root ${JSON.stringify(root)}`);
        return (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .toPosixRelative */ .T0)(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(root), abs) || '.';
    });
    const result = await (0,_operations_index_js__WEBPACK_IMPORTED_MODULE_4__/* .attestDirectories */ .bc)({
        root,
        config,
        dirs,
        method,
        note: (0,_operation_output_js__WEBPACK_IMPORTED_MODULE_6__/* .noteOnStderr */ .e)(io),
        signal: io.signal,
    });
    if (result.blocked) {
        (0,_operation_output_js__WEBPACK_IMPORTED_MODULE_6__/* .printBlockingAudit */ .i)(result.report, io, 'nothing was attested: the audit failed. Fix the findings above (re-stamp with `passport-gate stamp`), then attest again.');
        return _util_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT_FINDINGS */ .cB;
    }
    const note = (0,_operation_output_js__WEBPACK_IMPORTED_MODULE_6__/* .noteOnStderr */ .e)(io);
    for (const w of result.written)
        note(`attested ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(w.passport)}: ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(w.bundle)} (${w.signer})`);
    return _util_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT_OK */ .Ij;
}


/***/ }),

/***/ 66341:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ noteOnStderr),
/* harmony export */   i: () => (/* binding */ printBlockingAudit)
/* harmony export */ });
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14031);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65655);


/** The `note(line)` sink of an operation: each line on stderr, escaped. */
function noteOnStderr(io) {
    return (line) => void io.stderr.write(`${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(line)}\n`);
}
/** Prints the report of an audit that blocked an operation, then `why` (one line) on stderr. */
function printBlockingAudit(report, io, why) {
    io.stderr.write((0,_report_text_js__WEBPACK_IMPORTED_MODULE_0__/* .renderTextReport */ .SW)(report, { color: (0,_report_text_js__WEBPACK_IMPORTED_MODULE_0__/* .shouldUseColor */ .I1)(io.stderr, io.env) }));
    io.stderr.write(`passport-gate: ${why}\n`);
}


/***/ }),

/***/ 28583:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rc: () => (/* binding */ readSigningMethod),
/* harmony export */   qW: () => (/* binding */ signingRequestOf),
/* harmony export */   z7: () => (/* binding */ checkSigningFlags)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70017);
/* harmony import */ var _operations_verification_summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(33122);
/**
 * How a command signs, from its flags: `attest` (`--key` / `--keyless`) and `audit --vsa`
 * (`--vsa-key` / `--vsa-keyless`) read them the same way, so a key or a keyless identity that
 * signs passports signs the verification summary too. sigstore-js is loaded only to sign.
 */



/**
 * Checks the flags: exactly one way to sign, and the service URLs only for keyless. `prefix`
 * is how the command spells them (`''` for attest, `'vsa-'` for audit).
 */
function checkSigningFlags(flags, prefix) {
    if ((flags.key === undefined) === (flags.keyless !== true))
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`choose one way to sign: --${prefix}key FILE (a PEM private key) or --${prefix}keyless (the workflow's OIDC identity)`);
    for (const flag of ['fulcio-url', 'rekor-url', 'tsa-url']) {
        const value = flags[flag];
        if (value === undefined)
            continue;
        if (flags.keyless !== true)
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--${flag} is for --${prefix}keyless signing`);
        if (!/^https?:\/\/[^\s]+$/.test(value))
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--${flag} ${JSON.stringify(value)} is not an http(s) URL`);
    }
}
/**
 * The signing method of the flags (the key read and checked), read by the one reader the
 * action's verification summary uses too (operations/verification-summary.ts).
 */
function readSigningMethod(flags, io, prefix) {
    return (0,_operations_verification_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .readSigningMethod */ .R)(signingRequestOf(flags, io, prefix), io.env);
}
/** The flags as the one reader takes them: the key's path resolved, named as typed. */
function signingRequestOf(flags, io, prefix) {
    return {
        keyFile: flags.key === undefined ? null : node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(io.cwd, flags.key),
        keyLabel: `--${prefix}key ${JSON.stringify(flags.key)}`,
        fulcioURL: flags['fulcio-url'] ?? null,
        rekorURL: flags['rekor-url'] ?? null,
        tsaURL: flags['tsa-url'] ?? null,
    };
}


/***/ }),

/***/ 33122:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ readSigningMethod),
/* harmony export */   f: () => (/* binding */ writeRunSummary)
/* harmony export */ });
/* harmony import */ var _fs_safe_read_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(30603);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70017);


/** Largest private key file read. */
const MAX_KEY_BYTES = 64 * 1024;
/** The signing method of a request (the key read and checked). Throws UsageError. */
async function readSigningMethod(request, env) {
    // sigstore-js loads only when something is signed: every other run would pay its start-up.
    const [{ identityFromEnv, PUBLIC_GOOD }, { parsePrivateKey }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(74), __webpack_require__.e(179), __webpack_require__.e(492)]).then(__webpack_require__.bind(__webpack_require__, 78492)),
        __webpack_require__.e(/* import() */ 1).then(__webpack_require__.bind(__webpack_require__, 2001)),
    ]);
    if (request.keyFile === null)
        return {
            kind: 'keyless',
            fulcioURL: request.fulcioURL ?? PUBLIC_GOOD.fulcio,
            rekorURL: request.rekorURL ?? PUBLIC_GOOD.rekor,
            tsaURL: request.tsaURL,
            identity: identityFromEnv(env),
        };
    const read = await (0,_fs_safe_read_js__WEBPACK_IMPORTED_MODULE_0__/* .readFileCapped */ .uh)(request.keyFile, MAX_KEY_BYTES);
    if (!read.ok)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`cannot read ${request.keyLabel}: it ${read.detail}`);
    const parsed = parsePrivateKey(read.bytes);
    if (!parsed.ok)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${request.keyLabel} ${parsed.problem}`);
    return { kind: 'key', key: parsed.value };
}
/**
 * Signs and writes the summary of a run that audited (with `recordReads`) and published its
 * report: the config in force, the commit it was read at and the files the audit read are the
 * run's. Throws UsageError (the run fails) when it cannot: a release that asked for a summary
 * must not pass without one.
 */
async function writeRunSummary(run, report, request) {
    const { inForce, filesRead } = run;
    if (inForce === null || filesRead === null)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(request.unread);
    const method = await readSigningMethod(request.signing, request.env);
    const { writeVerificationSummary } = await Promise.all(/* import() */[__webpack_require__.e(74), __webpack_require__.e(179), __webpack_require__.e(301)]).then(__webpack_require__.bind(__webpack_require__, 39301));
    return writeVerificationSummary(report, {
        file: request.file,
        method,
        root: request.root,
        configFile: request.configFile,
        config: inForce.config,
        policyCommit: inForce.policyCommit ?? null,
        filesRead,
        env: request.env,
        timeVerified: new Date(),
    });
}


/***/ })

};
