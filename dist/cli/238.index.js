export const id = 238;
export const ids = [238];
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

/***/ 70238:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkAttestations: () => (/* binding */ checkAttestations)
/* harmony export */ });
/* harmony import */ var _util_globs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22395);
/* harmony import */ var _formats_passport_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2800);
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(68487);
/* harmony import */ var _util_sha256_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36701);




/**
 * Reads and verifies the bundle of every passport given (the scope's); a passport the audit
 * refused (no summary) is left to its own finding.
 */
async function checkAttestations(input) {
    const { config, verifier } = input;
    const isRequired = (0,_util_globs_js__WEBPACK_IMPORTED_MODULE_0__/* .compileGlobs */ .t)(config.attestations.require, 'attestations.require');
    const checks = [];
    // The bytes asked once and kept with the record: the statement's subject is the bytes checked.
    const toRead = new Map();
    for (const record of input.passports) {
        const bytes = record.readBytes();
        if (record.summary === null || bytes === null)
            continue;
        const bundlePath = (0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_1__/* .attestationPathFor */ .PF)(record.path);
        const required = isRequired(record.dir);
        if (input.exists(bundlePath))
            toRead.set(bundlePath, { record, bytes, required });
        else if (required)
            checks.push(withReport({
                record,
                bundlePath,
                required,
                signerLabel: null,
                bundleSha256: null,
                verdict: { ok: false, rule: 'attestation-missing' },
            }));
    }
    // The predicate is the passport, base64 in the envelope: room for a passport at its cap.
    const maxBytes = Math.ceil(config.maxPassportBytes * 2.5) + 1024 * 1024;
    await input.reader.readEach([...toRead.keys()], maxBytes, (bundlePath, read) => {
        const entry = toRead.get(bundlePath);
        if (!entry)
            return;
        const { record, bytes, required } = entry;
        if (!read.ok) {
            checks.push(withReport({
                record,
                bundlePath,
                required,
                signerLabel: null,
                bundleSha256: null,
                verdict: read.reason === 'missing' && required
                    ? { ok: false, rule: 'attestation-missing' }
                    : {
                        ok: false,
                        rule: 'attestation-invalid',
                        problem: `cannot be read: it ${read.detail}`,
                        unreadable: true,
                    },
            }));
            return;
        }
        const verdict = verifier.verify(read.bytes, {
            path: record.path,
            dir: record.dir,
            bytes,
            pathBase: config.pathBase,
            ...(record.summary ? { read: record.summary } : {}),
        });
        const signer = verdict.signer;
        const signerLabel = signer ? (0,_identity_js__WEBPACK_IMPORTED_MODULE_2__/* .formatSigner */ .Un)(signer) : null;
        const bundleSha256 = (0,_util_sha256_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256Hex */ .f)(read.bytes);
        checks.push(withReport({ record, bundlePath, required, signerLabel, bundleSha256, verdict }));
    });
    return checks;
}
/** The check with its line in the report (core/report-model.ts PassportAttestation). */
function withReport(check) {
    const v = check.verdict;
    const result = v.ok
        ? 'verified'
        : v.rule === 'attestation-missing'
            ? 'missing'
            : v.rule === 'attestation-untrusted'
                ? 'untrusted'
                : 'invalid';
    const signer = 'signer' in v && v.signer ? v.signer : null;
    return {
        ...check,
        report: { bundle: check.bundlePath, sha256: check.bundleSha256, result, signer },
    };
}


/***/ })

};
