export const id = 717;
export const ids = [717];
export const modules = {

/***/ 9717:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createConfigLocator: () => (/* binding */ createConfigLocator)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/**
 * Where a JSON pointer of the config lies in its YAML text, so a config error
 * reads `.passport-gate.yml:3:1: …` like a compiler's. Loaded by
 * parseConfigText together with the YAML library (both on first use).
 */

/** A locator over a parsed document and the LineCounter it was parsed with. */
function createConfigLocator(doc, lines) {
    return (pointer, atKey) => {
        const segments = pointer
            .split('/')
            .slice(1)
            .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
        let node = doc.contents;
        let key;
        for (const segment of segments) {
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
                const pair = node.items.find((p) => ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(p.key) ? String(p.key.value) : String(p.key)) === segment);
                if (!pair)
                    return undefined;
                key = pair.key;
                node = pair.value;
            }
            else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node)) {
                key = undefined;
                node = node.items[Number(segment)];
            }
            else
                return undefined;
        }
        const target = (atKey && key ? key : (node ?? key));
        const offset = target?.range?.[0];
        if (offset === undefined)
            return undefined;
        const { line, col } = lines.linePos(offset);
        return `${line}:${col}`;
    };
}


/***/ })

};
