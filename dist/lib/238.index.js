export const id = 238;
export const ids = [238];
export const modules = {

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
