export const id = 465;
export const ids = [465];
export const modules = {

/***/ 68487:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dx: () => (/* binding */ describeCertificateSigner),
/* harmony export */   Un: () => (/* binding */ formatSigner),
/* harmony export */   oD: () => (/* binding */ matchIdentity),
/* harmony export */   sU: () => (/* binding */ readCertificateIdentity)
/* harmony export */ });
/* unused harmony export FULCIO_OID */
/** OIDs of the Fulcio extensions read here. */
const FULCIO_OID = {
    issuer: '1.3.6.1.4.1.57264.1.8',
    buildSignerURI: '1.3.6.1.4.1.57264.1.9',
    sourceRepositoryURI: '1.3.6.1.4.1.57264.1.12',
    sourceRepositoryDigest: '1.3.6.1.4.1.57264.1.13',
    sourceRepositoryRef: '1.3.6.1.4.1.57264.1.14',
    runInvocationURI: '1.3.6.1.4.1.57264.1.21',
};
function readExtension(cert, oid) {
    const ext = cert.extension(oid);
    const value = ext?.valueObj.subs[0]?.value;
    return value ? value.toString('utf8') : null;
}
/** The identity a Fulcio certificate states. */
function readCertificateIdentity(cert) {
    const san = cert.extSubjectAltName;
    return {
        subjectAlternativeName: san?.uri ?? san?.rfc822Name ?? '',
        issuer: readExtension(cert, FULCIO_OID.issuer),
        buildSignerURI: readExtension(cert, FULCIO_OID.buildSignerURI),
        sourceRepositoryURI: readExtension(cert, FULCIO_OID.sourceRepositoryURI),
        sourceRepositoryRef: readExtension(cert, FULCIO_OID.sourceRepositoryRef),
        sourceRepositoryDigest: readExtension(cert, FULCIO_OID.sourceRepositoryDigest),
        runInvocationURI: readExtension(cert, FULCIO_OID.runInvocationURI),
    };
}
/** The repository, workflow file and ref a GitHub workflow SAN names, or null. */
function splitWorkflowURI(uri) {
    const m = /^https:\/\/github\.com\/([^/]+\/[^/]+)\/(\.github\/workflows\/[^@]+)@(refs\/.+)$/.exec(uri);
    return m ? { repository: m[1] ?? '', workflow: m[2] ?? '', ref: m[3] ?? '' } : null;
}
/** The identity as the reviewer reads it. */
function describeCertificateSigner(identity) {
    const parts = splitWorkflowURI(identity.subjectAlternativeName);
    return {
        kind: 'workflow',
        issuer: identity.issuer ?? '',
        repository: parts?.repository ?? null,
        workflow: parts?.workflow ?? null,
        ref: identity.sourceRepositoryRef ?? parts?.ref ?? null,
        commit: identity.sourceRepositoryDigest,
        run: identity.runInvocationURI,
        subject: identity.subjectAlternativeName,
    };
}
/**
 * The trust entry a certificate identity satisfies, or null. Every field of the entry must
 * hold: the issuer; the SAN (the workflow that signed) equal to
 * `https://github.com/{repository}/{workflow}@{ref}` and to the Build Signer URI when present;
 * the source repository `https://github.com/{repository}` and its ref `{ref}` when present.
 */
function matchIdentity(identity, trust) {
    for (const entry of trust) {
        if (entry.kind !== 'identity')
            continue;
        const signer = `https://github.com/${entry.repository}/${entry.workflow}@${entry.ref}`;
        if (identity.issuer !== entry.issuer)
            continue;
        if (identity.subjectAlternativeName !== signer)
            continue;
        if (identity.buildSignerURI !== null && identity.buildSignerURI !== signer)
            continue;
        if (identity.sourceRepositoryURI !== null &&
            identity.sourceRepositoryURI !== `https://github.com/${entry.repository}`)
            continue;
        if (identity.sourceRepositoryRef !== null && identity.sourceRepositoryRef !== entry.ref)
            continue;
        return entry;
    }
    return null;
}
/** The signer in one line, for messages (untrusted text: quote it where it is printed). */
function formatSigner(signer) {
    if (signer.kind === 'key')
        return `key ${signer.fingerprint}${signer.key !== null ? ` (${signer.key})` : ''}`;
    const where = signer.repository !== null
        ? `${signer.repository} ${signer.workflow ?? '?'} @ ${signer.ref ?? '?'}`
        : signer.subject;
    return `${where}${signer.commit !== null ? ` commit ${signer.commit.slice(0, 12)}` : ''} (issuer ${signer.issuer})`;
}


/***/ }),

/***/ 2001:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QW: () => (/* binding */ parsePrivateKey),
/* harmony export */   ee: () => (/* binding */ parsePublicKey)
/* harmony export */ });
/* unused harmony exports KEY_ADVICE, fingerprintOf */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Signing keys as PEM files: the private key `attest --key` signs with and the
 * public keys `attestations.trust[].key` names. ECDSA P-256 (signed over
 * SHA-256) and Ed25519, the two key types both sigstore-js's verifier and
 * cosign handle for DSSE; anything else is refused with what to use instead.
 */

/** How to make a key passport-gate accepts (printed with every refusal). */
const KEY_ADVICE = 'make one with `openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out lab.key && openssl pkey -in lab.key -pubout -out lab.pub` (or -algorithm ED25519)';
/** The bundle's key hint and the fingerprint shown to reviewers: one value. */
function fingerprintOf(publicKey) {
    const der = publicKey.export({ type: 'spki', format: 'der' });
    return `sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(der).digest('hex')}`;
}
function kindOf(key) {
    if (key.asymmetricKeyType === 'ed25519')
        return 'ed25519';
    if (key.asymmetricKeyType === 'ec') {
        const curve = key.asymmetricKeyDetails?.namedCurve;
        return curve === 'prime256v1' ? 'ecdsa-p256' : `ECDSA on ${curve ?? 'an unknown curve'}`;
    }
    return key.asymmetricKeyType ?? 'an unknown key type';
}
/** Parses a PEM public key; `{ ok: false, problem }` says why it cannot be used. */
function parsePublicKey(pem) {
    let key;
    try {
        key = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPublicKey)({ key: Buffer.from(pem), format: 'pem' });
    }
    catch {
        return { ok: false, problem: `is not a PEM public key; ${KEY_ADVICE}` };
    }
    const kind = kindOf(key);
    if (kind !== 'ecdsa-p256' && kind !== 'ed25519')
        return { ok: false, problem: `is ${kind}, not ECDSA P-256 or Ed25519; ${KEY_ADVICE}` };
    return { ok: true, value: { key, kind, fingerprint: fingerprintOf(key) } };
}
/** Parses a PEM private key (unencrypted); `{ ok: false, problem }` says why it cannot be used. */
function parsePrivateKey(pem) {
    let key;
    try {
        key = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPrivateKey)({ key: Buffer.from(pem), format: 'pem' });
    }
    catch (error) {
        const encrypted = /passphrase/i.test(error.message);
        return {
            ok: false,
            problem: encrypted
                ? 'is encrypted; give an unencrypted PEM key (a CI secret written to a file of mode 600)'
                : `is not a PEM private key; ${KEY_ADVICE}`,
        };
    }
    const kind = kindOf(key);
    if (kind !== 'ecdsa-p256' && kind !== 'ed25519')
        return { ok: false, problem: `is ${kind}, not ECDSA P-256 or Ed25519; ${KEY_ADVICE}` };
    const publicKey = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPublicKey)(key);
    return { ok: true, value: { key, kind, publicKey, fingerprint: fingerprintOf(publicKey) } };
}


/***/ }),

/***/ 78492:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CI: () => (/* binding */ createStatementSigner),
/* harmony export */   OH: () => (/* binding */ identityFromEnv),
/* harmony export */   T4: () => (/* binding */ IN_TOTO_PAYLOAD_TYPE),
/* harmony export */   fg: () => (/* binding */ sha256Hex),
/* harmony export */   wN: () => (/* binding */ PUBLIC_GOOD)
/* harmony export */ });
/* harmony import */ var _sigstore_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83917);
/* harmony import */ var _sigstore_core__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(_sigstore_core__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _sigstore_sign__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(15179);
/* harmony import */ var _sigstore_bundle__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(61040);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_3__);
/**
 * Signing a passport's statement into a Sigstore bundle, through sigstore-js's
 * own bundle builder (@sigstore/sign): a DSSE envelope over the in-toto
 * Statement, payload type `application/vnd.in-toto+json`.
 *
 * - keyed: a PEM private key (attest/keys.ts); the bundle names the key by its
 *   fingerprint (the verifier finds the public key among the trusted ones by it),
 *   with no transparency log entry: the trust is in the key alone;
 * - keyless: an ephemeral key certified by Fulcio for the workflow's OIDC token,
 *   the signature logged in Rekor (and timestamped by a TSA when one is named), so
 *   the certificate's ten minutes are proven to hold the signing time.
 */




/** The payload type of an in-toto Statement in a DSSE envelope. */
const IN_TOTO_PAYLOAD_TYPE = 'application/vnd.in-toto+json';
/** Sigstore's public-good services, the keyless default. */
const PUBLIC_GOOD = {
    fulcio: 'https://fulcio.sigstore.dev',
    rekor: 'https://rekor.sigstore.dev',
};
/** Signs with a PEM key: DER ECDSA over SHA-256, or Ed25519. */
function keySigner(key) {
    const publicPem = key.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    return {
        sign: async (data) => ({
            signature: (0,node_crypto__WEBPACK_IMPORTED_MODULE_3__.sign)(key.kind === 'ed25519' ? null : 'sha256', data, key.key),
            key: { $case: 'publicKey', publicKey: publicPem, hint: key.fingerprint },
        }),
    };
}
/**
 * The OIDC token for keyless signing, from the environment given (not `process.env`, so the
 * CLI's environment is the one read): `SIGSTORE_ID_TOKEN` when set, else GitHub Actions' token
 * service (`ACTIONS_ID_TOKEN_REQUEST_URL` and `_TOKEN`, present only with `id-token: write`)
 * for audience `sigstore`. Rejects with "no OIDC token" when neither is there.
 */
function identityFromEnv(env, timeoutMs = 30_000) {
    return {
        async getToken() {
            const direct = env.SIGSTORE_ID_TOKEN;
            if (direct)
                return direct;
            const url = env.ACTIONS_ID_TOKEN_REQUEST_URL;
            const bearer = env.ACTIONS_ID_TOKEN_REQUEST_TOKEN;
            if (!url || !bearer)
                throw new Error('no OIDC token');
            const request = new URL(url);
            request.searchParams.set('audience', 'sigstore');
            const response = await fetch(request, {
                headers: { Accept: 'application/json', Authorization: `Bearer ${bearer}` },
                signal: AbortSignal.timeout(timeoutMs),
            });
            if (!response.ok)
                throw new Error(`no OIDC token: the token service answered ${response.status}`);
            const body = (await response.json());
            if (typeof body.value !== 'string')
                throw new Error('no OIDC token in the token service answer');
            return body.value;
        },
    };
}
/** The bundle builder for a method. */
function createStatementSigner(method) {
    let signer;
    const witnesses = [];
    if (method.kind === 'key')
        signer = keySigner(method.key);
    else {
        const retry = { retries: 1 };
        signer = new _sigstore_sign__WEBPACK_IMPORTED_MODULE_1__/* .FulcioSigner */ .$o({
            identityProvider: method.identity ?? new _sigstore_sign__WEBPACK_IMPORTED_MODULE_1__/* .CIContextProvider */ .Zk('sigstore'),
            fulcioBaseURL: method.fulcioURL,
            retry,
            ...(method.timeout !== undefined ? { timeout: method.timeout } : {}),
        });
        witnesses.push(new _sigstore_sign__WEBPACK_IMPORTED_MODULE_1__/* .RekorWitness */ .fU({ rekorBaseURL: method.rekorURL, entryType: 'dsse', retry }));
        if (method.tsaURL !== null)
            witnesses.push(new _sigstore_sign__WEBPACK_IMPORTED_MODULE_1__/* .TSAWitness */ .gs({ tsaBaseURL: method.tsaURL, retry }));
    }
    const builder = new _sigstore_sign__WEBPACK_IMPORTED_MODULE_1__/* .DSSEBundleBuilder */ .VV({ signer, witnesses });
    return {
        async sign(statement) {
            const bundle = await builder.create({
                data: Buffer.from(statement),
                type: IN_TOTO_PAYLOAD_TYPE,
            });
            return `${JSON.stringify((0,_sigstore_bundle__WEBPACK_IMPORTED_MODULE_2__.bundleToJSON)(bundle))}\n`;
        },
    };
}
/** The SHA-256 hex of bytes (the subjects' digest). */
function sha256Hex(bytes) {
    return _sigstore_core__WEBPACK_IMPORTED_MODULE_0__.crypto.digest('sha256', Buffer.from(bytes)).toString('hex');
}


/***/ }),

/***/ 95465:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ATTEST_HELP: () => (/* binding */ ATTEST_HELP),
  parseAttestArgs: () => (/* binding */ parseAttestArgs),
  runAttestCommand: () => (/* binding */ runAttestCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/cli/parse-args.ts
var parse_args = __webpack_require__(89611);
// EXTERNAL MODULE: ./src/audit/pipeline.ts + 18 modules
var pipeline = __webpack_require__(92347);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./node_modules/@sigstore/bundle/dist/index.js
var dist = __webpack_require__(61040);
// EXTERNAL MODULE: ./node_modules/@sigstore/core/dist/index.js
var core_dist = __webpack_require__(83917);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/export/in-toto.ts
var in_toto = __webpack_require__(22048);
// EXTERNAL MODULE: ./src/fs/atomic-write.ts
var atomic_write = __webpack_require__(27768);
// EXTERNAL MODULE: ./src/formats/passport.ts
var passport = __webpack_require__(2800);
// EXTERNAL MODULE: ./src/attest/identity.ts
var identity = __webpack_require__(68487);
// EXTERNAL MODULE: ./src/attest/sign.ts
var sign = __webpack_require__(78492);
;// CONCATENATED MODULE: ./src/attest/produce.ts
/**
 * The producer's side of attested passports: each passport's statement (the one
 * `export --in-toto` writes), signed, and its bundle written beside it,
 * atomically, as `<run-id>.passport.sigstore.json`.
 */










/** The signer a bundle names, in one line (a key's fingerprint, or the certificate's identity). */
function describeBundleSigner(bundleJson) {
    const bundle = (0,dist.bundleFromJSON)(JSON.parse(bundleJson));
    const material = bundle.verificationMaterial.content;
    if (material.$case === 'publicKey')
        return `key ${material.publicKey.hint}`;
    const raw = material.$case === 'certificate'
        ? material.certificate.rawBytes
        : material.x509CertificateChain.certificates[0]?.rawBytes;
    if (!raw)
        return 'an unknown signer';
    return (0,identity/* formatSigner */.Un)((0,identity/* describeCertificateSigner */.Dx)((0,identity/* readCertificateIdentity */.sU)(core_dist.X509Certificate.parse(Buffer.from(raw)))));
}
/** Signs each passport (as the audit read it) and writes its bundle under `root`. */
async function attestPassports(root, passports, method, pathBase) {
    const signer = (0,sign/* createStatementSigner */.CI)(method);
    const written = [];
    for (const p of passports) {
        if (!p.bytes || p.value === null || typeof p.value !== 'object')
            continue;
        const statement = (0,in_toto/* toInTotoStatement */.sv)(p.value, {
            dir: p.dir,
            pathBase,
            file: { path: p.path, sha256: (0,external_node_crypto_.createHash)('sha256').update(p.bytes).digest('hex') },
        });
        const json = await signer.sign(Buffer.from(JSON.stringify(statement), 'utf8'));
        const bundle = (0,passport/* attestationPathFor */.PF)(p.path);
        await (0,atomic_write/* writeFileAtomic */.Z)(external_node_path_default().join(root, ...bundle.split('/')), json);
        written.push({ passport: p.path, bundle, signer: describeBundleSigner(json) });
    }
    return written;
}
/**
 * A signing failure as one line with what to do (exit 2): most often no OIDC token (the job
 * lacks `id-token: write`, or it runs for a fork's pull request), or a service out of reach.
 */
function describeSigningError(error, method) {
    if (method.kind === 'key')
        return error;
    const text = error instanceof Error ? error.message : String(error);
    if (/no tokens available|OIDC|identity token/i.test(text))
        return new errors/* ConfigurationError */.j1(`--keyless found no OIDC token: in GitHub Actions give the job \`permissions: id-token: write\` (a pull request from a fork never gets one: attest in a workflow_run job instead, README "Attested passports"); elsewhere set SIGSTORE_ID_TOKEN`);
    return new errors/* ConfigurationError */.j1(`--keyless signing failed (${text.split('\n')[0] ?? ''}); check that ${method.fulcioURL} and ${method.rekorURL} are reachable, then attest again`);
}

// EXTERNAL MODULE: ./src/attest/keys.ts
var keys = __webpack_require__(2001);
// EXTERNAL MODULE: ./src/fs/paths.ts
var paths = __webpack_require__(31283);
// EXTERNAL MODULE: ./src/fs/safe-read.ts
var safe_read = __webpack_require__(30603);
// EXTERNAL MODULE: ./src/core/untrusted.ts
var untrusted = __webpack_require__(72613);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __webpack_require__(65655);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(71604);
;// CONCATENATED MODULE: ./src/cli/attest-command.ts
/**
 * `passport-gate attest DIR... (--key FILE | --keyless)`: signs each directory's
 * passport into a Sigstore bundle beside it, `<run-id>.passport.sigstore.json`
 * (src/attest/). The directories are audited first, like `export`: a bundle is a
 * claim someone signs, so nothing is signed for a passport that does not verify.
 */














/** Help text of the attest command. */
const ATTEST_HELP = `Usage: passport-gate attest DIR... (--key FILE | --keyless) [options]

Sign each output directory's passport: a Sigstore bundle <run-id>.passport.sigstore.json
beside <run-id>.passport.json, a DSSE envelope over the in-toto Statement that
export --in-toto writes (subjects: the passport file and every output, by sha256;
predicate: the passport). The directories are audited first; if that fails
nothing is signed (exit 1). Commit the bundles with the passports.

Signing (one):
  --key FILE         a PEM private key, ECDSA P-256 or Ed25519 (unencrypted); the
                     gate trusts it through "attestations: trust: - key: PUB.pem"
  --keyless          Sigstore keyless: the job's OIDC token (GitHub Actions with
                     permissions: id-token: write, or SIGSTORE_ID_TOKEN), a Fulcio
                     certificate and a Rekor log entry. A pull request from a fork
                     has no token: see README "Attested passports" (workflow_run)

Options:
  --fulcio-url URL   Fulcio for --keyless (default ${sign/* PUBLIC_GOOD */.wN.fulcio})
  --rekor-url URL    Rekor for --keyless (default ${sign/* PUBLIC_GOOD */.wN.rekor})
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
    const { values, positionals } = (0,parse_args/* parseCommandArgs */.Qx)(ATTEST_HELP, {
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
        throw new errors/* UsageError */.eb('name the output directories to attest: passport-gate attest DIR... --key FILE');
    if ((values.key === undefined) === (values.keyless !== true))
        throw new errors/* UsageError */.eb("choose one way to sign: --key FILE (a PEM private key) or --keyless (the workflow's OIDC identity)");
    for (const flag of ['fulcio-url', 'rekor-url', 'tsa-url']) {
        const value = values[flag];
        if (value === undefined)
            continue;
        if (values.keyless !== true)
            throw new errors/* UsageError */.eb(`--${flag} is for --keyless signing`);
        if (!/^https?:\/\/[^\s]+$/.test(value))
            throw new errors/* UsageError */.eb(`--${flag} ${JSON.stringify(value)} is not an http(s) URL`);
    }
    return { ...values, dirs: positionals, help: false };
}
/** The signing method of the arguments (the key read and checked). */
async function chooseMethod(opts, io) {
    if (opts.key === undefined)
        return {
            kind: 'keyless',
            fulcioURL: opts['fulcio-url'] ?? sign/* PUBLIC_GOOD */.wN.fulcio,
            rekorURL: opts['rekor-url'] ?? sign/* PUBLIC_GOOD */.wN.rekor,
            tsaURL: opts['tsa-url'] ?? null,
            identity: (0,sign/* identityFromEnv */.OH)(io.env),
        };
    const read = await (0,safe_read/* readFileCapped */.uh)(external_node_path_default().resolve(io.cwd, opts.key), 64 * 1024);
    if (!read.ok)
        throw new errors/* UsageError */.eb(`cannot read --key ${JSON.stringify(opts.key)}: it ${read.detail}`);
    const parsed = (0,keys/* parsePrivateKey */.QW)(read.bytes);
    if (!parsed.ok)
        throw new errors/* UsageError */.eb(`--key ${JSON.stringify(opts.key)} ${parsed.problem}`);
    return { kind: 'key', key: parsed.value };
}
/** Runs `attest`; returns the exit code. */
async function runAttestCommand(args, io) {
    const opts = parseAttestArgs(args);
    if (opts.help) {
        io.stdout.write(ATTEST_HELP);
        return errors/* EXIT_OK */.Ij;
    }
    const method = await chooseMethod(opts, io);
    const { root, config, cwd } = await (0,cli_io/* loadCommandRoot */.U0)(io, opts);
    const dirs = opts.dirs.map((typed) => {
        const abs = external_node_path_default().resolve(cwd, typed);
        if (!(0,paths/* isInside */.FK)(external_node_path_default().resolve(root), abs))
            throw new errors/* UsageError */.eb(`${JSON.stringify(typed)} is outside the repository root ${JSON.stringify(root)}`);
        return (0,paths/* toPosixRelative */.T0)(external_node_path_default().resolve(root), abs) || '.';
    });
    // The audit of what is signed: attestation findings off (the bundles are what this writes).
    const rules = {
        ...config.rules,
        'attestation-missing': 'off',
        'attestation-invalid': 'off',
        'attestation-untrusted': 'off',
    };
    const { report, passports } = await (0,pipeline/* auditRepository */.Q)({
        root,
        config: { ...config, rules },
        changedFiles: null,
        signal: io.signal,
        ...(0,cli_io/* gitQuestionsFor */.D2)(root, io),
    });
    const chosen = passports.filter((p) => dirs.includes(p.dir) && (0,passport/* isPassportPath */._u)(p.path));
    for (const dir of dirs)
        if (!chosen.some((p) => p.dir === dir))
            throw new errors/* UsageError */.eb(`${(0,untrusted/* quoteUntrusted */.X0)(dir)} holds no passport; stamp it first: passport-gate stamp ${dir} --skill NAME`);
    const failing = new Set(report.findings.filter((f) => f.severity === 'error').map((f) => f.path));
    if (!report.summary.passed &&
        chosen.some((p) => failing.has(p.path) || [...failing].some((f) => f.startsWith(`${p.dir}/`)))) {
        io.stderr.write((0,report_text/* renderTextReport */.SW)(report, { color: (0,report_text/* shouldUseColor */.I1)(io.stderr, io.env) }));
        io.stderr.write('passport-gate: nothing was attested: the audit of these passports failed. Fix the findings above (re-stamp with `passport-gate stamp`), then attest again.\n');
        return errors/* EXIT_FINDINGS */.cB;
    }
    let written;
    try {
        written = await attestPassports(root, chosen, method, config.pathBase);
    }
    catch (error) {
        throw describeSigningError(error, method);
    }
    for (const w of written)
        io.stderr.write(`attested ${(0,report_escape/* escapeTerminal */.en)((0,untrusted/* quoteUntrusted */.X0)(w.passport))}: ${(0,report_escape/* escapeTerminal */.en)((0,untrusted/* quoteUntrusted */.X0)(w.bundle))} (${(0,report_escape/* escapeTerminal */.en)(w.signer)})\n`);
    return errors/* EXIT_OK */.Ij;
}


/***/ }),

/***/ 22048:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _H: () => (/* binding */ MATERIAL_PASSPORT_PREDICATE_TYPE),
/* harmony export */   jF: () => (/* binding */ OUTPUTS_MANIFEST_SUFFIX),
/* harmony export */   jS: () => (/* binding */ ATTEST_MAX_SUBJECTS),
/* harmony export */   sv: () => (/* binding */ toInTotoStatement),
/* harmony export */   y2: () => (/* binding */ toChecksums),
/* harmony export */   yH: () => (/* binding */ IN_TOTO_STATEMENT_TYPE)
/* harmony export */ });
/* unused harmony export outputsManifest */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_relative_path_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(24067);
/**
 * in-toto Statement v1 for a Material Passport: the one statement builder of
 * `passport-gate export --in-toto` and `passport-gate attest` (src/attest/),
 * so what a release workflow signs with actions/attest and what the gate
 * verifies are the same statement. Spec:
 * https://github.com/in-toto/attestation/blob/main/spec/v1/statement.md
 *
 * subject   = the passport file itself (name = its repository path, digest = the sha256 of its
 *             bytes), then every output (name = repository-relative path, digest = { sha256 },
 *             what `gh attestation verify FILE` matches on). Past {@link ATTEST_MAX_SUBJECTS}
 *             subjects (actions/attest's and GitHub's limit) the outputs are one subject
 *             instead, `<passport path>#outputs`, whose sha256 is over their sorted
 *             `sha256sum` lines ({@link outputsManifest}): the passport's subject binds them
 *             all the same, since it lists each output's sha256;
 * predicate = the passport itself, unchanged: the parsed JSON of the file (a control
 *             character in it stays the character; JSON writes it as a \u escape);
 * predicateType = {@link MATERIAL_PASSPORT_PREDICATE_TYPE}.
 */


/** `_type` of every in-toto Statement v1. */
const IN_TOTO_STATEMENT_TYPE = 'https://in-toto.io/Statement/v1';
/**
 * The predicate type of a Material Passport v1. A stable URI: it names the
 * schema's major version, like https://slsa.dev/provenance/v1, and does not
 * change with minor versions of the passport schema or of passport-gate.
 */
const MATERIAL_PASSPORT_PREDICATE_TYPE = 'https://passport-gate.dev/material-passport/v1';
/**
 * Most subjects actions/attest accepts in one attestation
 * (https://github.com/actions/attest#subject-limits).
 */
const ATTEST_MAX_SUBJECTS = 1024;
/**
 * Builds the Statement of one passport: the passport file's subject first (when given), then
 * the outputs, named by repository-relative path (passport-relative paths are resolved), one
 * per distinct name and digest, or their manifest past the subject limit.
 *
 * @example
 * const statement = toInTotoStatement(passport, {
 *   dir: 'results/align',
 *   file: { path: 'results/align/run1.passport.json', sha256 },
 * });
 */
function toInTotoStatement(passport, options = {}) {
    const outputs = listOutputSubjects(passport, options);
    const subject = options.file
        ? [{ name: options.file.path, digest: { sha256: options.file.sha256 } }]
        : [];
    if (subject.length + outputs.length <= ATTEST_MAX_SUBJECTS)
        subject.push(...outputs);
    else
        subject.push({
            name: `${options.file?.path ?? ''}${OUTPUTS_MANIFEST_SUFFIX}`,
            digest: { sha256: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(outputsManifest(outputs)).digest('hex') },
        });
    return {
        _type: IN_TOTO_STATEMENT_TYPE,
        subject,
        predicateType: MATERIAL_PASSPORT_PREDICATE_TYPE,
        predicate: passport,
    };
}
/** Name suffix of the one subject standing for the outputs past the subject limit. */
const OUTPUTS_MANIFEST_SUFFIX = '#outputs';
/**
 * The outputs' manifest past the subject limit: `sha256  name` lines (the `sha256sum`
 * format) sorted by name then digest, each ending in a line feed; a name is JSON-quoted when
 * it holds a line break, so every manifest reads back one way.
 */
function outputsManifest(outputs) {
    const lines = outputs.map((o) => `${o.digest.sha256}  ${/[\r\n]/.test(o.name) ? JSON.stringify(o.name) : o.name}\n`);
    return lines.sort().join('');
}
/** The outputs of a passport as subjects, resolved and without repeats. */
function listOutputSubjects(passport, options) {
    const base = options.pathBase === 'passport' && options.dir && options.dir !== '.' ? options.dir : '';
    const subject = [];
    const seen = new Set();
    for (const output of Array.isArray(passport.outputs) ? passport.outputs : []) {
        const checked = (0,_core_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .checkRelativePath */ ._k)(output.path, base);
        const name = checked.ok ? checked.rel : output.path;
        const key = `${name}\0${output.sha256}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        subject.push({ name, digest: { sha256: output.sha256 } });
    }
    return subject;
}
/**
 * The subjects in the `sha256sum` format that actions/attest reads from
 * `subject-checksums` (`<hex>  <name>` per line). A name with a line break
 * cannot be written in that format and is left out; the caller is told which.
 */
function toChecksums(statement) {
    const lines = [];
    const skipped = [];
    for (const s of statement.subject) {
        if (/[\r\n]/.test(s.name))
            skipped.push(s.name);
        else
            lines.push(`${s.digest.sha256}  ${s.name}`);
    }
    return { text: lines.length > 0 ? `${lines.join('\n')}\n` : '', skipped };
}


/***/ })

};
