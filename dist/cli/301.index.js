export const id = 301;
export const ids = [301,492,106];
export const modules = {

/***/ 68487:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dx: () => (/* binding */ describeCertificateSigner),
/* harmony export */   Un: () => (/* reexport safe */ _core_signer_js__WEBPACK_IMPORTED_MODULE_0__.Un),
/* harmony export */   oD: () => (/* binding */ matchIdentity),
/* harmony export */   sU: () => (/* binding */ readCertificateIdentity)
/* harmony export */ });
/* harmony import */ var _core_signer_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99881);
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
/** `OWNER/REPO` of a GitHub repository URL (`https://github.com/OWNER/REPO`), or null. */
function repositoryOfURI(uri) {
    const m = uri === null ? null : /^https:\/\/github\.com\/([^/]+\/[^/]+)$/.exec(uri);
    return m ? (m[1] ?? null) : null;
}
/**
 * The identity as the reviewer reads it. The repository is the one whose run signed: the
 * certificate's source repository (1.3.6.1.4.1.57264.1.12), not the repository in the subject,
 * which names the workflow file that ran, another repository's when a reusable workflow signs
 * (a run of `fork/analysis` calling `org/shared/.github/workflows/attest.yml` is `fork/analysis`'s
 * signature). That workflow is then named with its repository and ref, so a change of called
 * workflow is a change of signer too.
 */
function describeCertificateSigner(identity) {
    const parts = splitWorkflowURI(identity.subjectAlternativeName);
    const source = repositoryOfURI(identity.sourceRepositoryURI);
    // A source repository this cannot read (another host) leaves the repository unnamed (the
    // subject is shown whole), never the subject's in its place.
    const repository = source ?? (identity.sourceRepositoryURI === null ? (parts?.repository ?? null) : null);
    const workflow = parts === null
        ? null
        : parts.repository === repository || repository === null
            ? parts.workflow
            : `${parts.repository}/${parts.workflow}@${parts.ref}`;
    return {
        kind: 'workflow',
        issuer: identity.issuer ?? '',
        repository,
        workflow,
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
/** The signer in one line, for messages (core/signer.ts; untrusted text: quote it where it is printed). */



/***/ }),

/***/ 39301:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  d: () => (/* binding */ attestPassports),
  $: () => (/* binding */ describeSigningError),
  writeVerificationSummary: () => (/* binding */ writeVerificationSummary)
});

// EXTERNAL MODULE: ./src/util/sha256.ts
var sha256 = __webpack_require__(36701);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/export/in-toto.ts
var in_toto = __webpack_require__(22048);
// EXTERNAL MODULE: ./src/fs/atomic-write.ts
var atomic_write = __webpack_require__(27768);
// EXTERNAL MODULE: ./src/fs/output-file.ts
var output_file = __webpack_require__(69281);
// EXTERNAL MODULE: ./src/formats/passport.ts
var passport = __webpack_require__(2800);
// EXTERNAL MODULE: ./src/attest/identity.ts
var identity = __webpack_require__(68487);
// EXTERNAL MODULE: ./src/attest/signer-claim.ts
var signer_claim = __webpack_require__(42106);
// EXTERNAL MODULE: ./src/attest/sign.ts
var sign = __webpack_require__(78492);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/util/version.ts
var version = __webpack_require__(76092);
;// CONCATENATED MODULE: ./src/attest/verification-summary.ts
/**
 * A SLSA Verification Summary Attestation (VSA v1, https://slsa.dev/spec/v1.0/verification_summary)
 * over an audited commit: the gate states, signed, that it audited every output directory of
 * this commit under this policy, which attestations it checked, and the verdict. A consumer
 * of a release (a data portal, a journal's reproducibility check, the next pipeline) can then
 * trust the gate's decision without re-running it, by verifying one bundle.
 *
 * The statement is an in-toto Statement v1 whose one subject is the commit
 * (`digest.gitCommit`, the in-toto digest-set name for a git commit id), signed into a
 * Sigstore bundle by the same builder as `attest` (sign.ts).
 */



/** The VSA v1 predicate type. */
const VSA_PREDICATE_TYPE = 'https://slsa.dev/verification_summary/v1';
/** Who verifies: the `verifier.id` of every summary this tool signs. */
const VSA_VERIFIER_ID = 'https://github.com/passport-gate/passport-gate';
/**
 * The level a passing audit states (`verifiedLevels`). VSA v1 lets a verifier use its own
 * values, so long as they do not start with `SLSA_`: this one means "every output directory
 * of the commit audited by passport-gate under the named policy, and it passed".
 */
const VSA_AUDITED_LEVEL = 'PASSPORT_GATE_AUDITED';
/**
 * The sha256 of the policy in force: the effective config (defaults filled in, globs and
 * trust entries as the gate applied them) as JSON with sorted keys, so that two configs that
 * mean the same policy have one digest, and `passport-gate` can recompute it.
 */
function digestPolicy(config) {
    return (0,external_node_crypto_.createHash)('sha256').update(stringifySorted(config)).digest('hex');
}
/** JSON with object keys sorted at every level (the config holds strings, numbers, booleans). */
function stringifySorted(value) {
    if (Array.isArray(value))
        return `[${value.map(stringifySorted).join(',')}]`;
    if (value !== null && typeof value === 'object') {
        const entries = Object.entries(value)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stringifySorted(v)}`).join(',')}}`;
    }
    return JSON.stringify(value);
}
/**
 * The VSA statement of an audit. Refuses a report that did not cover the whole commit (changed
 * mode or one shard): a summary of part of a commit would read as a verdict on all of it.
 */
function buildVerificationSummary(input) {
    const { report } = input;
    if (report.scope.mode !== 'all' || (report.scope.shard && report.scope.shard.count > 1))
        throw new Error('a verification summary covers a whole commit: audit every output directory (--all, or the action with mode: all), not the changed ones or one shard');
    const resourceUri = `git+${input.repository}@${input.commit}`;
    const inputAttestations = [];
    for (const p of report.passports) {
        const a = p.attestation;
        if (a && a.sha256 !== null)
            inputAttestations.push({ uri: a.bundle, digest: { sha256: a.sha256 } });
    }
    inputAttestations.sort((a, b) => (a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : 0));
    const passed = report.summary.passed;
    return {
        _type: in_toto/* IN_TOTO_STATEMENT_TYPE */.yH,
        subject: [{ name: resourceUri, digest: { gitCommit: input.commit } }],
        predicateType: VSA_PREDICATE_TYPE,
        predicate: {
            verifier: { id: VSA_VERIFIER_ID, version: { 'passport-gate': version/* VERSION */.x } },
            timeVerified: input.timeVerified.toISOString().replace(/\.\d{3}Z$/, 'Z'),
            resourceUri,
            policy: {
                uri: `git+${input.repository}@${input.policy.commit}#${input.policy.file}`,
                digest: { sha256: digestPolicy(input.policy.config) },
            },
            inputAttestations,
            verificationResult: passed ? 'PASSED' : 'FAILED',
            // VSA v1: the levels verified, or FAILED when the policy was not met.
            verifiedLevels: passed ? [VSA_AUDITED_LEVEL] : ['FAILED'],
        },
    };
}
/**
 * The repository's URL for the summary, from the CI's environment (GitHub Actions, GitLab CI)
 * or git's `origin`, with any credentials in it removed (a checkout token must never be signed
 * into a public statement). Null when none is known.
 */
function repositoryUrlFrom(env, origin) {
    if (env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY)
        return `${env.GITHUB_SERVER_URL.replace(/\/+$/, '')}/${env.GITHUB_REPOSITORY}`;
    if (env.CI_PROJECT_URL)
        return stripCredentials(env.CI_PROJECT_URL);
    return origin === null ? null : stripCredentials(origin.trim());
}
function stripCredentials(url) {
    try {
        const parsed = new URL(url);
        parsed.username = '';
        parsed.password = '';
        return parsed.toString().replace(/\/+$/, '');
    }
    catch {
        // scp-like `git@host:org/repo.git`: no password can be in it; drop the user.
        return url.replace(/^[^@/]+@/, '');
    }
}

// EXTERNAL MODULE: ./src/vcs/git.ts + 1 modules
var git = __webpack_require__(88411);
;// CONCATENATED MODULE: ./src/attest/produce.ts
/**
 * The producer's side of attested passports: each passport's statement (the one
 * `export --in-toto` writes), signed, and its bundle written beside it,
 * atomically, as `<run-id>.passport.sigstore.json`.
 */













/** The signer a bundle just written names, in one line (attest/signer-claim.ts reads it). */
function describeBundleSigner(bundleJson) {
    const signer = (0,signer_claim.identifyBundleSigner)(Buffer.from(bundleJson, 'utf8'));
    return signer === 'unreadable' ? 'an unknown signer' : (0,identity/* formatSigner */.Un)(signer);
}
/** Signs each passport (as the audit read it) and writes its bundle under `root`. */
async function attestPassports(root, passports, method, pathBase) {
    const signer = (0,sign.createStatementSigner)(method);
    const written = [];
    for (const p of passports) {
        const bytes = p.bytes;
        if (!bytes || p.value === null || typeof p.value !== 'object')
            continue;
        const statement = (0,in_toto/* toInTotoStatement */.sv)(p.value, {
            dir: p.dir,
            pathBase,
            file: { path: p.path, sha256: (0,sha256/* sha256Hex */.f)(bytes) },
        }, p.summary ?? undefined);
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
        return new errors/* ConfigurationError */.j1(`--keyless found no OIDC token: in GitHub Actions give the job \`permissions: id-token: write\` (a pull request from a fork never gets one: attest in a workflow_run job instead, docs/producers.md "Attested passports"); elsewhere set SIGSTORE_ID_TOKEN`);
    return new errors/* ConfigurationError */.j1(`--keyless signing failed (${text.split('\n')[0] ?? ''}); check that ${method.fulcioURL} and ${method.rekorURL} are reachable, then attest again`);
}
/** Most paths a refusal names. */
const MAX_NAMED_PATHS = 5;
/**
 * The audited commit: HEAD at the root, which the working tree must equal in every tracked
 * file, and which must hold every file the audit read (`read`, root-relative): an untracked or
 * ignored file the audit read (an artifact `git rm --cached` left on disk) is bytes the commit
 * does not have, and a clean checkout of it would fail. The summary must not vouch for a
 * commit whose bytes the audit did not read. Throws UsageError with what to do.
 */
async function readAuditedCommit(root, read) {
    const head = await (0,git/* runGit */.EO)(root, ['rev-parse', '--verify', 'HEAD^{commit}']);
    if (!head.ok)
        throw new errors/* UsageError */.eb(`a verification summary names the audited commit, and git has none at the root (${head.message}); run it in a git checkout`);
    const status = await (0,git/* runGit */.EO)(root, ['status', '--porcelain', '--untracked-files=no', '--', '.']);
    if (!status.ok)
        throw new errors/* UsageError */.eb(`verification summary: git status failed (${status.message})`);
    if (status.stdout.trim() !== '')
        throw new errors/* UsageError */.eb('verification summary: the working tree differs from HEAD, so the audit did not read the commit a summary would name; commit or stash the changes (git status), then audit again');
    const untracked = await listUntrackedReads(root, read);
    if (untracked.length > 0)
        throw new errors/* UsageError */.eb(`verification summary: the audit read ${untracked.length} file(s) the commit does not hold (untracked or ignored: ${untracked
            .slice(0, MAX_NAMED_PATHS)
            .map((p) => JSON.stringify(p))
            .join(', ')}${untracked.length > MAX_NAMED_PATHS ? ', …' : ''}), so a clean checkout of it is not what was audited; commit them, or remove them and audit again`);
    return head.stdout.trim();
}
/** The files among `read` that git's index does not hold (sorted); status checked the rest. */
async function listUntrackedReads(root, read) {
    if (read.size === 0)
        return [];
    // Every index entry under the root, relative to it (-z: any name intact).
    const listed = await (0,git/* runGit */.EO)(root, ['ls-files', '-z', '--cached', '--', '.'], {
        maxBytes: 512 * 1024 * 1024,
        timeoutMs: 120_000,
    });
    if (!listed.ok)
        throw new errors/* UsageError */.eb(`verification summary: git ls-files failed (${listed.message})`);
    const tracked = new Set(listed.stdout.split('\0'));
    return [...read].filter((rel) => !tracked.has(rel)).sort();
}
/**
 * What the summary vouches for beyond the audit's reads: with the policy read from the audited
 * commit itself (no trusted base), its config file and the keys and trusted root it names.
 */
async function filesReadAt(request) {
    if (request.policyCommit !== null)
        return request.filesRead;
    const policy = request.config.attestations;
    const candidates = [
        request.configFile,
        ...policy.trust.flatMap((t) => (t.kind === 'key' ? [t.key] : [])),
    ];
    if (policy.trustedRoot !== null)
        candidates.push(policy.trustedRoot);
    const files = new Set(request.filesRead);
    // A policy file that is not there was not read (the defaults were in force).
    for (const rel of candidates)
        if (rel !== '' &&
            (await (0,promises_.lstat)(external_node_path_default().join(request.root, rel)).then(() => true, () => false)))
            files.add(rel);
    return files;
}
/**
 * Builds the verification summary of an audit (verification-summary.ts), signs it into a
 * Sigstore bundle and writes it to `request.file`, atomically. Throws UsageError where the
 * user can fix it (no commit, a dirty tree, a partial audit, signing refused).
 */
async function writeVerificationSummary(report, request) {
    const commit = await readAuditedCommit(request.root, await filesReadAt(request));
    const origin = await (0,git/* runGit */.EO)(request.root, ['remote', 'get-url', 'origin']);
    const repository = repositoryUrlFrom(request.env, origin.ok ? origin.stdout : null) ??
        `file://${external_node_path_default().resolve(request.root)}`;
    let statement;
    try {
        statement = buildVerificationSummary({
            report,
            commit,
            repository,
            policy: {
                file: request.configFile,
                commit: request.policyCommit ?? commit,
                config: request.config,
            },
            timeVerified: request.timeVerified,
        });
    }
    catch (error) {
        throw new errors/* UsageError */.eb(error instanceof Error ? error.message : String(error));
    }
    let json;
    try {
        json = await (0,sign.createStatementSigner)(request.method).sign(Buffer.from(JSON.stringify(statement), 'utf8'));
    }
    catch (error) {
        const described = describeSigningError(error, request.method);
        throw described instanceof Error ? new errors/* UsageError */.eb(described.message) : described;
    }
    // A file the user named (`--vsa`, the action's input): a device or a FIFO is written in place, a
    // symbolic link to a file refused, as every named output (fs/output-file.ts).
    await (0,output_file/* writeNamedFile */.Bl)(request.file, json);
    return { commit, signer: describeBundleSigner(json) };
}


/***/ }),

/***/ 78492:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PUBLIC_GOOD: () => (/* binding */ PUBLIC_GOOD),
/* harmony export */   createStatementSigner: () => (/* binding */ createStatementSigner),
/* harmony export */   identityFromEnv: () => (/* binding */ identityFromEnv)
/* harmony export */ });
/* harmony import */ var _sigstore_sign__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15179);
/* harmony import */ var _sigstore_bundle__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61040);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _statement_bytes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25022);
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
            signature: (0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.sign)(key.kind === 'ed25519' ? null : 'sha256', data, key.key),
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
        signer = new _sigstore_sign__WEBPACK_IMPORTED_MODULE_0__/* .FulcioSigner */ .$o({
            identityProvider: method.identity ?? new _sigstore_sign__WEBPACK_IMPORTED_MODULE_0__/* .CIContextProvider */ .Zk('sigstore'),
            fulcioBaseURL: method.fulcioURL,
            retry,
            ...(method.timeout !== undefined ? { timeout: method.timeout } : {}),
        });
        witnesses.push(new _sigstore_sign__WEBPACK_IMPORTED_MODULE_0__/* .RekorWitness */ .fU({ rekorBaseURL: method.rekorURL, entryType: 'dsse', retry }));
        if (method.tsaURL !== null)
            witnesses.push(new _sigstore_sign__WEBPACK_IMPORTED_MODULE_0__/* .TSAWitness */ .gs({ tsaBaseURL: method.tsaURL, retry }));
    }
    const builder = new _sigstore_sign__WEBPACK_IMPORTED_MODULE_0__/* .DSSEBundleBuilder */ .VV({ signer, witnesses });
    return {
        async sign(statement) {
            const bundle = await builder.create({
                data: Buffer.from(statement),
                type: _statement_bytes_js__WEBPACK_IMPORTED_MODULE_3__/* .IN_TOTO_PAYLOAD_TYPE */ .T,
            });
            return `${JSON.stringify((0,_sigstore_bundle__WEBPACK_IMPORTED_MODULE_1__.bundleToJSON)(bundle))}\n`;
        },
    };
}


/***/ }),

/***/ 42106:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ signingCertificateOf),
/* harmony export */   identifyBundleSigner: () => (/* binding */ identifyBundleSigner)
/* harmony export */ });
/* harmony import */ var _sigstore_bundle__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61040);
/* harmony import */ var _sigstore_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83917);
/* harmony import */ var _sigstore_core__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(_sigstore_core__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(68487);
/**
 * The signer a Sigstore bundle names, read without deciding whether to trust it: the provenance
 * diff compares who signed a passport at the base and at the head (a change of key, of
 * workflow, of repository or ref). Verification against the trusted keys and root is the
 * audit's (attest/verify.ts); this is identification, for a reviewer.
 */



/**
 * The signer `bytes` (a `<run-id>.passport.sigstore.json`) names: a key by its hint (the
 * fingerprint `attest` writes), or the identity its Fulcio certificate states; `unreadable`
 * when it is no bundle this can read. Never throws.
 */
function identifyBundleSigner(bytes) {
    try {
        const bundle = (0,_sigstore_bundle__WEBPACK_IMPORTED_MODULE_0__.bundleFromJSON)(JSON.parse(Buffer.from(bytes).toString('utf8')));
        const material = bundle.verificationMaterial.content;
        if (material.$case === 'publicKey')
            return { kind: 'key', fingerprint: material.publicKey.hint, key: null };
        const raw = signingCertificateOf(bundle);
        if (!raw)
            return 'unreadable';
        return (0,_identity_js__WEBPACK_IMPORTED_MODULE_2__/* .describeCertificateSigner */ .Dx)((0,_identity_js__WEBPACK_IMPORTED_MODULE_2__/* .readCertificateIdentity */ .sU)(_sigstore_core__WEBPACK_IMPORTED_MODULE_1__.X509Certificate.parse(Buffer.from(raw))));
    }
    catch {
        return 'unreadable';
    }
}
/**
 * The DER bytes of the certificate a keyless bundle signs with (its own, or the leaf of its
 * chain); undefined for a keyed bundle or a chain without one.
 */
function signingCertificateOf(bundle) {
    const material = bundle.verificationMaterial.content;
    if (material.$case === 'certificate')
        return material.certificate.rawBytes;
    if (material.$case === 'x509CertificateChain')
        return material.x509CertificateChain.certificates[0]?.rawBytes;
    return undefined;
}


/***/ }),

/***/ 25022:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ IN_TOTO_PAYLOAD_TYPE)
/* harmony export */ });
/**
 * What signing and verifying share without either's library: the DSSE payload type of an
 * in-toto Statement (the subjects' digest is util/sha256.ts's). Its own module so that the
 * audit's verifier (verify.ts) does not load @sigstore/sign, the signing clients, to read a
 * constant.
 */
/** The payload type of an in-toto Statement in a DSSE envelope. */
const IN_TOTO_PAYLOAD_TYPE = 'application/vnd.in-toto+json';


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
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9344);
/* harmony import */ var _core_passport_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48825);
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
 * per distinct name and digest, or their manifest past the subject limit. `read` is the
 * passport read (core/passport.ts), when the caller has it; the document is the predicate.
 * An output without a digest has no subject (the schema check reports it).
 *
 * @example
 * const statement = toInTotoStatement(passport, {
 *   dir: 'results/align',
 *   file: { path: 'results/align/run1.passport.json', sha256 },
 * });
 */
function toInTotoStatement(passport, options = {}, read = (0,_core_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .readPassport */ .pN)(passport)) {
    const outputs = listOutputSubjects(read, options);
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
    for (const { path, sha256 } of passport.outputs) {
        if (sha256 === null)
            continue;
        const checked = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .checkRelativePath */ ._k)(path, base);
        const name = checked.ok ? checked.rel : path;
        const key = `${name}\0${sha256}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        subject.push({ name, digest: { sha256 } });
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
