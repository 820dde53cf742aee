export const id = 431;
export const ids = [431,106,1];
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

/***/ 2001:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parsePrivateKey: () => (/* binding */ parsePrivateKey),
/* harmony export */   parsePublicKey: () => (/* binding */ parsePublicKey)
/* harmony export */ });
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

/***/ 78431:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  prepareVerifier: () => (/* binding */ prepareVerifier)
});

// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/attest/keys.ts
var attest_keys = __webpack_require__(2001);
;// CONCATENATED MODULE: ./src/attest/public-good-root.ts
// Generated by scripts/make-trusted-root.mjs from @sigstore/tuf 4.0.2 seeds.json: do not edit.
/** Sigstore's public-good trusted root (trusted_root.json), pinned. */
const PUBLIC_GOOD_TRUSTED_ROOT = {
    mediaType: 'application/vnd.dev.sigstore.trustedroot+json;version=0.1',
    tlogs: [
        {
            baseUrl: 'https://rekor.sigstore.dev',
            hashAlgorithm: 'SHA2_256',
            publicKey: {
                rawBytes: 'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE2G2Y+2tabdTV5BcGiBIx0a9fAFwrkBbmLSGtks4L3qX6yYY0zufBnhC8Ur/iy55GhWP/9A/bY2LhC30M9+RYtw==',
                keyDetails: 'PKIX_ECDSA_P256_SHA_256',
                validFor: {
                    start: '2021-01-12T11:53:27Z',
                },
            },
            logId: {
                keyId: 'wNI9atQGlz+VWfO6LRygH4QUfY/8W4RFwiT5i5WRgB0=',
            },
        },
        {
            baseUrl: 'https://log2025-1.rekor.sigstore.dev',
            hashAlgorithm: 'SHA2_256',
            publicKey: {
                rawBytes: 'MCowBQYDK2VwAyEAt8rlp1knGwjfbcXAYPYAkn0XiLz1x8O4t0YkEhie244=',
                keyDetails: 'PKIX_ED25519',
                validFor: {
                    start: '2025-09-23T00:00:00Z',
                },
            },
            logId: {
                keyId: 'zxGZFVvd0FEmjR8WrFwMdcAJ9vtaY/QXf44Y1wUeP6A=',
            },
        },
    ],
    certificateAuthorities: [
        {
            subject: {
                organization: 'sigstore.dev',
                commonName: 'sigstore',
            },
            uri: 'https://fulcio.sigstore.dev',
            certChain: {
                certificates: [
                    {
                        rawBytes: 'MIIB+DCCAX6gAwIBAgITNVkDZoCiofPDsy7dfm6geLbuhzAKBggqhkjOPQQDAzAqMRUwEwYDVQQKEwxzaWdzdG9yZS5kZXYxETAPBgNVBAMTCHNpZ3N0b3JlMB4XDTIxMDMwNzAzMjAyOVoXDTMxMDIyMzAzMjAyOVowKjEVMBMGA1UEChMMc2lnc3RvcmUuZGV2MREwDwYDVQQDEwhzaWdzdG9yZTB2MBAGByqGSM49AgEGBSuBBAAiA2IABLSyA7Ii5k+pNO8ZEWY0ylemWDowOkNa3kL+GZE5Z5GWehL9/A9bRNA3RbrsZ5i0JcastaRL7Sp5fp/jD5dxqc/UdTVnlvS16an+2Yfswe/QuLolRUCrcOE2+2iA5+tzd6NmMGQwDgYDVR0PAQH/BAQDAgEGMBIGA1UdEwEB/wQIMAYBAf8CAQEwHQYDVR0OBBYEFMjFHQBBmiQpMlEk6w2uSu1KBtPsMB8GA1UdIwQYMBaAFMjFHQBBmiQpMlEk6w2uSu1KBtPsMAoGCCqGSM49BAMDA2gAMGUCMH8liWJfMui6vXXBhjDgY4MwslmN/TJxVe/83WrFomwmNf056y1X48F9c4m3a3ozXAIxAKjRay5/aj/jsKKGIkmQatjI8uupHr/+CxFvaJWmpYqNkLDGRU+9orzh5hI2RrcuaQ==',
                    },
                ],
            },
            validFor: {
                start: '2021-03-07T03:20:29Z',
                end: '2022-12-31T23:59:59.999Z',
            },
        },
        {
            subject: {
                organization: 'sigstore.dev',
                commonName: 'sigstore',
            },
            uri: 'https://fulcio.sigstore.dev',
            certChain: {
                certificates: [
                    {
                        rawBytes: 'MIICGjCCAaGgAwIBAgIUALnViVfnU0brJasmRkHrn/UnfaQwCgYIKoZIzj0EAwMwKjEVMBMGA1UEChMMc2lnc3RvcmUuZGV2MREwDwYDVQQDEwhzaWdzdG9yZTAeFw0yMjA0MTMyMDA2MTVaFw0zMTEwMDUxMzU2NThaMDcxFTATBgNVBAoTDHNpZ3N0b3JlLmRldjEeMBwGA1UEAxMVc2lnc3RvcmUtaW50ZXJtZWRpYXRlMHYwEAYHKoZIzj0CAQYFK4EEACIDYgAE8RVS/ysH+NOvuDZyPIZtilgUF9NlarYpAd9HP1vBBH1U5CV77LSS7s0ZiH4nE7Hv7ptS6LvvR/STk798LVgMzLlJ4HeIfF3tHSaexLcYpSASr1kS0N/RgBJz/9jWCiXno3sweTAOBgNVHQ8BAf8EBAMCAQYwEwYDVR0lBAwwCgYIKwYBBQUHAwMwEgYDVR0TAQH/BAgwBgEB/wIBADAdBgNVHQ4EFgQU39Ppz1YkEZb5qNjpKFWixi4YZD8wHwYDVR0jBBgwFoAUWMAeX5FFpWapesyQoZMi0CrFxfowCgYIKoZIzj0EAwMDZwAwZAIwPCsQK4DYiZYDPIaDi5HFKnfxXx6ASSVmERfsynYBiX2X6SJRnZU84/9DZdnFvvxmAjBOt6QpBlc4J/0DxvkTCqpclvziL6BCCPnjdlIB3Pu3BxsPmygUY7Ii2zbdCdliiow=',
                    },
                    {
                        rawBytes: 'MIIB9zCCAXygAwIBAgIUALZNAPFdxHPwjeDloDwyYChAO/4wCgYIKoZIzj0EAwMwKjEVMBMGA1UEChMMc2lnc3RvcmUuZGV2MREwDwYDVQQDEwhzaWdzdG9yZTAeFw0yMTEwMDcxMzU2NTlaFw0zMTEwMDUxMzU2NThaMCoxFTATBgNVBAoTDHNpZ3N0b3JlLmRldjERMA8GA1UEAxMIc2lnc3RvcmUwdjAQBgcqhkjOPQIBBgUrgQQAIgNiAAT7XeFT4rb3PQGwS4IajtLk3/OlnpgangaBclYpsYBr5i+4ynB07ceb3LP0OIOZdxexX69c5iVuyJRQ+Hz05yi+UF3uBWAlHpiS5sh0+H2GHE7SXrk1EC5m1Tr19L9gg92jYzBhMA4GA1UdDwEB/wQEAwIBBjAPBgNVHRMBAf8EBTADAQH/MB0GA1UdDgQWBBRYwB5fkUWlZql6zJChkyLQKsXF+jAfBgNVHSMEGDAWgBRYwB5fkUWlZql6zJChkyLQKsXF+jAKBggqhkjOPQQDAwNpADBmAjEAj1nHeXZp+13NWBNa+EDsDP8G1WWg1tCMWP/WHPqpaVo0jhsweNFZgSs0eE7wYI4qAjEA2WB9ot98sIkoF3vZYdd3/VtWB5b9TNMea7Ix/stJ5TfcLLeABLE4BNJOsQ4vnBHJ',
                    },
                ],
            },
            validFor: {
                start: '2022-04-13T20:06:15Z',
            },
        },
    ],
    ctlogs: [
        {
            baseUrl: 'https://ctfe.sigstore.dev/test',
            hashAlgorithm: 'SHA2_256',
            publicKey: {
                rawBytes: 'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEbfwR+RJudXscgRBRpKX1XFDy3PyudDxz/SfnRi1fT8ekpfBd2O1uoz7jr3Z8nKzxA69EUQ+eFCFI3zeubPWU7w==',
                keyDetails: 'PKIX_ECDSA_P256_SHA_256',
                validFor: {
                    start: '2021-03-14T00:00:00Z',
                    end: '2022-10-31T23:59:59.999Z',
                },
            },
            logId: {
                keyId: 'CGCS8ChS/2hF0dFrJ4ScRWcYrBY9wzjSbea8IgY2b3I=',
            },
        },
        {
            baseUrl: 'https://ctfe.sigstore.dev/2022',
            hashAlgorithm: 'SHA2_256',
            publicKey: {
                rawBytes: 'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEiPSlFi0CmFTfEjCUqF9HuCEcYXNKAaYalIJmBZ8yyezPjTqhxrKBpMnaocVtLJBI1eM3uXnQzQGAJdJ4gs9Fyw==',
                keyDetails: 'PKIX_ECDSA_P256_SHA_256',
                validFor: {
                    start: '2022-10-20T00:00:00Z',
                },
            },
            logId: {
                keyId: '3T0wasbHETJjGR4cmWc3AqJKXrjePK3/h4pygC8p7o4=',
            },
        },
    ],
    timestampAuthorities: [
        {
            subject: {
                organization: 'sigstore.dev',
                commonName: 'sigstore-tsa-selfsigned',
            },
            uri: 'https://timestamp.sigstore.dev/api/v1/timestamp',
            certChain: {
                certificates: [
                    {
                        rawBytes: 'MIICEDCCAZagAwIBAgIUOhNULwyQYe68wUMvy4qOiyojiwwwCgYIKoZIzj0EAwMwOTEVMBMGA1UEChMMc2lnc3RvcmUuZGV2MSAwHgYDVQQDExdzaWdzdG9yZS10c2Etc2VsZnNpZ25lZDAeFw0yNTA0MDgwNjU5NDNaFw0zNTA0MDYwNjU5NDNaMC4xFTATBgNVBAoTDHNpZ3N0b3JlLmRldjEVMBMGA1UEAxMMc2lnc3RvcmUtdHNhMHYwEAYHKoZIzj0CAQYFK4EEACIDYgAE4ra2Z8hKNig2T9kFjCAToGG30jky+WQv3BzL+mKvh1SKNR/UwuwsfNCg4sryoYAd8E6isovVA3M4aoNdm9QDi50Z8nTEyvqgfDPtTIwXItfiW/AFf1V7uwkbkAoj0xxco2owaDAOBgNVHQ8BAf8EBAMCB4AwHQYDVR0OBBYEFIn9eUOHz9BlRsMCRscsc1t9tOsDMB8GA1UdIwQYMBaAFJjsAe9/u1H/1JUeb4qImFMHic6/MBYGA1UdJQEB/wQMMAoGCCsGAQUFBwMIMAoGCCqGSM49BAMDA2gAMGUCMDtpsV/6KaO0qyF/UMsX2aSUXKQFdoGTptQGc0ftq1csulHPGG6dsmyMNd3JB+G3EQIxAOajvBcjpJmKb4Nv+2Taoj8Uc5+b6ih6FXCCKraSqupe07zqswMcXJTe1cExvHvvlw==',
                    },
                    {
                        rawBytes: 'MIIB9zCCAXygAwIBAgIUV7f0GLDOoEzIh8LXSW80OJiUp14wCgYIKoZIzj0EAwMwOTEVMBMGA1UEChMMc2lnc3RvcmUuZGV2MSAwHgYDVQQDExdzaWdzdG9yZS10c2Etc2VsZnNpZ25lZDAeFw0yNTA0MDgwNjU5NDNaFw0zNTA0MDYwNjU5NDNaMDkxFTATBgNVBAoTDHNpZ3N0b3JlLmRldjEgMB4GA1UEAxMXc2lnc3RvcmUtdHNhLXNlbGZzaWduZWQwdjAQBgcqhkjOPQIBBgUrgQQAIgNiAAQUQNtfRT/ou3YATa6wB/kKTe70cfJwyRIBovMnt8RcJph/COE82uyS6FmppLLL1VBPGcPfpQPYJNXzWwi8icwhKQ6W/Qe2h3oebBb2FHpwNJDqo+TMaC/tdfkv/ElJB72jRTBDMA4GA1UdDwEB/wQEAwIBBjASBgNVHRMBAf8ECDAGAQH/AgEAMB0GA1UdDgQWBBSY7AHvf7tR/9SVHm+KiJhTB4nOvzAKBggqhkjOPQQDAwNpADBmAjEAwGEGrfGZR1cen1R8/DTVMI943LssZmJRtDp/i7SfGHmGRP6gRbuj9vOK3b67Z0QQAjEAuT2H673LQEaHTcyQSZrkp4mX7WwkmF+sVbkYY5mXN+RMH13KUEHHOqASaemYWK/E',
                    },
                ],
            },
            validFor: {
                start: '2025-07-04T00:00:00Z',
            },
        },
    ],
};

// EXTERNAL MODULE: ./node_modules/@sigstore/bundle/dist/index.js
var dist = __webpack_require__(61040);
// EXTERNAL MODULE: ./node_modules/@sigstore/core/dist/index.js
var core_dist = __webpack_require__(83917);
// EXTERNAL MODULE: ./node_modules/@sigstore/protobuf-specs/dist/index.js
var protobuf_specs_dist = __webpack_require__(19654);
// EXTERNAL MODULE: ./node_modules/@sigstore/verify/dist/index.js
var verify_dist = __webpack_require__(54187);
// EXTERNAL MODULE: ./src/export/in-toto.ts
var in_toto = __webpack_require__(22048);
// EXTERNAL MODULE: ./src/core/passport.ts
var passport = __webpack_require__(48825);
// EXTERNAL MODULE: ./src/attest/identity.ts
var attest_identity = __webpack_require__(68487);
// EXTERNAL MODULE: ./src/attest/signer-claim.ts
var signer_claim = __webpack_require__(42106);
// EXTERNAL MODULE: ./src/util/sha256.ts
var sha256 = __webpack_require__(36701);
// EXTERNAL MODULE: ./src/attest/statement-bytes.ts
var statement_bytes = __webpack_require__(25022);
;// CONCATENATED MODULE: ./src/attest/verify.ts
/**
 * Verifying a passport's bundle offline: sigstore-js's verifier (@sigstore/verify)
 * against a pinned trusted root and the trusted keys, then the statement against
 * the passport as it is now. One {@link AttestationVerifier} per audit: the trust
 * material is built once and every bundle reuses it.
 *
 * What is checked, in order, and the rule each failure is:
 * - the bundle parses as a Sigstore bundle with a DSSE envelope of an in-toto
 *   Statement (attestation-invalid);
 * - keyed: the key it names is one of the base config's `trust: key` entries
 *   (attestation-untrusted), and the signature verifies with it (attestation-invalid);
 * - keyless: the certificate chains to the trusted root's Fulcio, carries an SCT of its
 *   CT log, the signature is in its transparency log with a valid inclusion proof or
 *   signed entry timestamp, and a log or TSA timestamp lies inside the certificate's
 *   validity (attestation-invalid); then its identity satisfies a `trust:` identity
 *   (attestation-untrusted);
 * - the statement: its first subject is this passport file with the sha256 of its bytes
 *   now, its predicate is the passport, and its subjects are exactly the ones the
 *   statement builder makes of the passport now (attestation-invalid).
 */










const invalid = (problem, signer) => ({
    ok: false,
    rule: 'attestation-invalid',
    problem,
    ...(signer ? { signer } : {}),
});
/** Bytes as UTF-8 text, read in place (Buffer.from of a Uint8Array would copy them first). */
const utf8Of = (bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
/** The reason of a sigstore-js error, in one line. */
function reasonOf(error) {
    const e = error;
    const message = typeof e.message === 'string' ? e.message : String(error);
    return typeof e.code === 'string' ? `${e.code}: ${message}` : message;
}
/** The verifier of one trust. Throws ConfigurationError-worthy Error on an unusable root. */
function createAttestationVerifier(trust) {
    const root = protobuf_specs_dist.TrustedRoot.fromJSON(trust.root);
    const keyFinder = (hint) => {
        const found = trust.keys.get(hint);
        if (!found)
            throw new Error(`no trusted key ${hint}`);
        return { publicKey: found.key.key, validFor: () => true };
    };
    const material = (0,verify_dist/* toTrustMaterial */.jO)(root, keyFinder);
    // A keyed bundle carries no log entry: the key is the whole trust. A keyless one needs the
    // log entry (or a TSA timestamp) to prove it was signed while the certificate was valid.
    const keyed = new verify_dist/* Verifier */.BL(material, {
        tlogThreshold: 0,
        ctlogThreshold: 0,
        timestampThreshold: 0,
    });
    const keyless = new verify_dist/* Verifier */.BL(material, {
        tlogThreshold: 1,
        ctlogThreshold: 1,
        timestampThreshold: 1,
    });
    return {
        verify(bytes, subject) {
            let bundle;
            try {
                bundle = (0,dist.bundleFromJSON)(JSON.parse(utf8Of(bytes)));
            }
            catch (error) {
                return invalid(`is not a Sigstore bundle (${reasonOf(error)})`);
            }
            if (bundle.content.$case !== 'dsseEnvelope')
                return invalid('signs a bare message, not a DSSE envelope of an in-toto Statement');
            const envelope = bundle.content.dsseEnvelope;
            if (envelope.payloadType !== statement_bytes/* IN_TOTO_PAYLOAD_TYPE */.T)
                return invalid(`has payload type ${JSON.stringify(envelope.payloadType)}, not ${statement_bytes/* IN_TOTO_PAYLOAD_TYPE */.T}`);
            const checked = checkSigner(bundle, trust, keyed, keyless);
            if (!checked.ok)
                return checked;
            return checkStatement(envelope.payload, subject, checked.signer);
        },
    };
}
/** The signature, chain, log and identity of a bundle. */
function checkSigner(bundle, trust, keyed, keyless) {
    const material = bundle.verificationMaterial.content;
    let entity;
    try {
        entity = (0,verify_dist/* toSignedEntity */.DC)(bundle);
    }
    catch (error) {
        return invalid(`cannot be read for verification (${reasonOf(error)})`);
    }
    if (material.$case === 'publicKey') {
        const hint = material.publicKey.hint;
        const known = trust.keys.get(hint);
        const signer = { kind: 'key', fingerprint: hint, key: known?.path ?? null };
        if (!known)
            return {
                ok: false,
                rule: 'attestation-untrusted',
                problem: `is signed by key ${JSON.stringify(hint)}, which no \`trust: - key:\` entry of the config in force names (keys are read at the base commit: a key a pull request adds is not trusted until it is merged)`,
                signer,
            };
        try {
            keyed.verify(entity);
        }
        catch (error) {
            return {
                ...invalid(`does not verify with trusted key ${known.path} (${reasonOf(error)})`, signer),
            };
        }
        return { ok: true, signer };
    }
    const certBytes = (0,signer_claim/* signingCertificateOf */.Q)(bundle);
    if (!certBytes)
        return invalid('has no signing certificate');
    let identity;
    try {
        identity = (0,attest_identity/* readCertificateIdentity */.sU)(core_dist.X509Certificate.parse(Buffer.from(certBytes)));
    }
    catch (error) {
        return invalid(`has an unreadable certificate (${reasonOf(error)})`);
    }
    const signer = (0,attest_identity/* describeCertificateSigner */.Dx)(identity);
    try {
        keyless.verify(entity);
    }
    catch (error) {
        return invalid(`does not verify against ${trust.rootLabel} (${reasonOf(error)})`, signer);
    }
    if (!(0,attest_identity/* matchIdentity */.oD)(identity, trust.trust))
        return {
            ok: false,
            rule: 'attestation-untrusted',
            problem: `is signed by ${(0,attest_identity/* formatSigner */.Un)(signer)}, which no \`trust:\` identity of the config in force names (issuer, repository, workflow and ref must all match)`,
            signer,
        };
    return { ok: true, signer };
}
/** True when two JSON values are equal (objects by their keys, arrays by position). */
function jsonEqual(a, b) {
    if (a === b)
        return true;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
        return false;
    if (Array.isArray(a) !== Array.isArray(b))
        return false;
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    if (ka.length !== kb.length)
        return false;
    const ob = b;
    const oa = a;
    return ka.every((k) => Object.prototype.hasOwnProperty.call(ob, k) && jsonEqual(oa[k], ob[k]));
}
/** The signed statement against the passport as it is now. */
function checkStatement(payload, subject, signer) {
    let statement;
    try {
        statement = JSON.parse(payload.toString('utf8'));
    }
    catch {
        return invalid('signs a payload that is not JSON', signer);
    }
    if (statement === null ||
        typeof statement !== 'object' ||
        statement._type !== in_toto/* IN_TOTO_STATEMENT_TYPE */.yH)
        return invalid(`signs something other than an in-toto Statement v1`, signer);
    if (statement.predicateType !== in_toto/* MATERIAL_PASSPORT_PREDICATE_TYPE */._H)
        return invalid(`signs a predicate of type ${JSON.stringify(statement.predicateType)}, not a Material Passport`, signer);
    const signed = Array.isArray(statement.subject) ? statement.subject : [];
    const first = signed[0];
    const sha = (0,sha256/* sha256Hex */.f)(subject.bytes);
    if (!first || first.name !== subject.path)
        return invalid(`signs passport ${JSON.stringify(first?.name ?? '(none)')}, not ${JSON.stringify(subject.path)}: it was copied from another passport`, signer);
    if (first.digest?.sha256 !== sha)
        return invalid(`signs other bytes of this passport (sha256 ${String(first.digest?.sha256)}, the file has ${sha}): the passport was re-stamped or edited after it was attested, or an older bundle was put back`, signer);
    let current;
    try {
        current = JSON.parse(utf8Of(subject.bytes));
    }
    catch {
        return invalid('belongs to a passport that is not JSON', signer);
    }
    if (!jsonEqual(statement.predicate, current))
        return invalid('signs a predicate that is not the passport (the statement must carry the passport unchanged)', signer);
    const expected = (0,in_toto/* toInTotoStatement */.sv)(current, { dir: subject.dir, pathBase: subject.pathBase, file: { path: subject.path, sha256: sha } }, subject.read ?? (0,passport/* readPassport */.pN)(current)).subject;
    return checkSubjects(signed, expected, signer);
}
/** The signed subjects against the expected ones: exactly the same set. */
function checkSubjects(signed, expected, signer) {
    // The builder's own order, as signing makes it: the same list, element by element.
    if (signed.length === expected.length &&
        expected.every((s, i) => signed[i]?.name === s.name && signed[i]?.digest?.sha256 === s.digest.sha256))
        return { ok: true, signer, subjects: expected };
    const key = (s) => `${String(s?.name)}\0${String(s?.digest?.sha256)}`;
    const signedKeys = new Set(signed.map(key));
    const expectedKeys = new Set(expected.map(key));
    const unsigned = expected.find((s) => !signedKeys.has(key(s)));
    if (unsigned)
        return invalid(`does not sign output ${JSON.stringify(unsigned.name)} (sha256 ${unsigned.digest.sha256}): it is off the signed list`, signer);
    const extra = signed.find((s) => !expectedKeys.has(key(s)));
    if (extra)
        return invalid(`signs ${JSON.stringify(String(extra?.name))}, which the passport does not list as an output`, signer);
    return { ok: true, signer, subjects: expected };
}

;// CONCATENATED MODULE: ./src/attest/trust.ts




/**
 * Reads the policy's keys and root. A key or root the config names that is missing or unusable
 * is a ConfigurationError (exit 2): the policy in force cannot be applied, and the gate does
 * not guess.
 */
async function resolveTrust(policy, files) {
    const keys = new Map();
    for (const entry of policy.trust) {
        if (entry.kind !== 'key')
            continue;
        const bytes = await files.read(entry.key);
        if (bytes === null)
            throw new errors/* ConfigurationError */.j1(`attestations.trust key ${entry.key} does not exist at ${files.label}; commit the public key there (through the base branch on a pull request)`);
        const parsed = (0,attest_keys.parsePublicKey)(bytes);
        if (!parsed.ok)
            throw new errors/* ConfigurationError */.j1(`attestations.trust key ${entry.key} at ${files.label} ${parsed.problem}`);
        keys.set(parsed.value.fingerprint, { path: entry.key, key: parsed.value });
    }
    let root = PUBLIC_GOOD_TRUSTED_ROOT;
    let rootLabel = "Sigstore's public-good trusted root (pinned)";
    if (policy.trustedRoot !== null) {
        const bytes = await files.read(policy.trustedRoot);
        if (bytes === null)
            throw new errors/* ConfigurationError */.j1(`attestations.trusted-root ${policy.trustedRoot} does not exist at ${files.label}`);
        try {
            root = JSON.parse(bytes.toString('utf8'));
        }
        catch {
            throw new errors/* ConfigurationError */.j1(`attestations.trusted-root ${policy.trustedRoot} at ${files.label} is not JSON (a trusted_root.json, e.g. from \`gh attestation trusted-root\`)`);
        }
        rootLabel = `the trusted root ${policy.trustedRoot}`;
    }
    return { keys, trust: policy.trust, root, rootLabel };
}
/**
 * The verifier of a policy, its keys and root read from `files`: built once per audit (and
 * reused across audits by a caller that keeps it). Throws ConfigurationError when the policy
 * cannot be applied.
 */
async function prepareVerifier(policy, files) {
    const trust = await resolveTrust(policy, files);
    try {
        return createAttestationVerifier(trust);
    }
    catch (error) {
        throw new errors/* ConfigurationError */.j1(`${trust.rootLabel} at ${files.label} is not a usable Sigstore trusted root: ${error.message}`);
    }
}


/***/ }),

/***/ 22048:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _H: () => (/* binding */ MATERIAL_PASSPORT_PREDICATE_TYPE),
/* harmony export */   sv: () => (/* binding */ toInTotoStatement),
/* harmony export */   yH: () => (/* binding */ IN_TOTO_STATEMENT_TYPE)
/* harmony export */ });
/* unused harmony exports ATTEST_MAX_SUBJECTS, OUTPUTS_MANIFEST_SUFFIX, toChecksums */
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
