export const id = 1;
export const ids = [1];
export const modules = {

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


/***/ })

};
