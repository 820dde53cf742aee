export const id = 106;
export const ids = [106];
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


/***/ })

};
