export const id = 881;
export const ids = [881];
export const modules = {

/***/ 99881:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KH: () => (/* binding */ formatSignerIdentity),
/* harmony export */   Un: () => (/* binding */ formatSigner),
/* harmony export */   m: () => (/* binding */ signerIdentityKey)
/* harmony export */ });
/** The signer in one line, for messages and tables. */
function formatSigner(signer) {
    if (signer.kind === 'key')
        return `key ${signer.fingerprint}${signer.key !== null ? ` (${signer.key})` : ''}`;
    const where = signer.repository !== null
        ? `${signer.repository} ${signer.workflow ?? '?'} @ ${signer.ref ?? '?'}`
        : signer.subject;
    return `${where}${signer.commit !== null ? ` commit ${signer.commit.slice(0, 12)}` : ''} (issuer ${signer.issuer})`;
}
/**
 * Who the signer is, apart from the run: a key's fingerprint, or a workflow identity's issuer,
 * repository, workflow and ref (the four a `trust:` entry names). Two signatures by one
 * identity on different commits are one signer; a new key, another workflow or another ref is
 * another signer.
 */
function signerIdentityKey(signer) {
    if (signer.kind === 'key')
        return `key ${signer.fingerprint}`;
    if (signer.repository === null)
        return `workflow ${signer.issuer} ${signer.subject}`;
    return `workflow ${signer.issuer} ${signer.repository} ${signer.workflow ?? '?'} @ ${signer.ref ?? '?'}`;
}
/** The signer without the run's commit and key path: the identity a reviewer compares. */
function formatSignerIdentity(signer) {
    if (signer.kind === 'key')
        return `key ${signer.fingerprint}`;
    return formatSigner({ ...signer, commit: null });
}


/***/ })

};
