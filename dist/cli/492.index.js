export const id = 492;
export const ids = [492];
export const modules = {

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


/***/ })

};
