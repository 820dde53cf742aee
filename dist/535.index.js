export const id = 535;
export const ids = [535];
export const modules = {

/***/ 67535:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseYamlDocument: () => (/* binding */ parseYamlDocument)
/* harmony export */ });
/* unused harmony exports MAX_YAML_BYTES, MAX_YAML_DEPTH, MAX_YAML_MAP_ENTRIES */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19630);
/* harmony import */ var _json_source_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66036);
/**
 * Parsing untrusted YAML with source positions (router handoff envelopes and
 * skill graphs).
 *
 * The `yaml` package does the work: its lexer and CST parser are iterative,
 * but the composer that turns the CST into nodes (and `toJS` after it) recurse
 * once per nesting level, and a few hundred thousand nested `[` end the
 * process with an out-of-memory abort that no try/catch can stop. So the
 * tokens are fed to the composer through a guard that watches the CST
 * parser's own stack and stops at {@link MAX_YAML_DEPTH}, before anything
 * recursive sees them. The same guard measures each finished CST document
 * (width of mappings, number of nodes) before the composer, whose duplicate-key
 * check is quadratic in a mapping's width, sees it. Size is capped first
 * ({@link MAX_YAML_BYTES}), duplicate keys are errors (`uniqueKeys`) and alias
 * expansion is capped (`maxAliasCount`, the "billion laughs" defence).
 */



/**
 * Largest YAML handoff file parsed. Envelopes are under 2 KiB and the seed's skill graph under
 * 4 KiB; yaml reads dense input at roughly 0.5-1 MB/s, so this keeps one file under a second.
 * See docs/rules.md#envelope-invalid-yaml.
 */
const MAX_YAML_BYTES = 256 * 1024;
/** Deepest nesting accepted (CST parser stack). Envelopes nest three levels; see docs/rules.md#envelope-invalid-yaml. */
const MAX_YAML_DEPTH = 128;
/** Most alias expansions while converting to plain data (yaml's `maxAliasCount`). */
const MAX_YAML_ALIASES = 100;
/**
 * Most entries in one mapping. yaml's duplicate-key check compares each new key with every
 * earlier one (quadratic: 87,000 keys take a minute), so wide mappings are refused before
 * composing. Envelopes have about a dozen keys, graph entries four or five.
 */
const MAX_YAML_MAP_ENTRIES = 1000;
/** Most nodes (collections and scalars) in one document: bounds the composer's work however compactly the nodes are written. */
const MAX_YAML_NODES = 100_000;
const UTF8_BOM = [0xef, 0xbb, 0xbf];
/** Decodes strict UTF-8; unlike JSON, YAML allows a leading byte order mark, which is kept in the text. */
function decodeYamlText(bytes) {
    const hasBom = bytes.length >= 3 &&
        bytes[0] === UTF8_BOM[0] &&
        bytes[1] === UTF8_BOM[1] &&
        bytes[2] === UTF8_BOM[2];
    const decoded = (0,_json_source_js__WEBPACK_IMPORTED_MODULE_1__/* .decodeUtf8 */ ._6)(hasBom ? bytes.subarray(3) : bytes);
    if (decoded.ok)
        return { ok: true, text: hasBom ? `\ufeff${decoded.text}` : decoded.text };
    const p = decoded.problem;
    // Positions were computed without the BOM: shift them back onto the file.
    const shift = hasBom ? 3 : 0;
    return {
        ok: false,
        problem: {
            kind: 'encoding',
            message: hasBom ? p.message.replace(/\d+$/, String(p.offset + shift)) : p.message,
            line: p.line,
            column: p.line === 1 && hasBom ? p.column + 1 : p.column,
            offset: p.offset + shift,
        },
    };
}
/** True for a CST block mapping or flow mapping (`{...}`). */
function isMappingToken(token) {
    return (token.type === 'block-map' || (token.type === 'flow-collection' && token.start.source === '{'));
}
/**
 * Counts the nodes of one CST document without recursion; returns the offset and reason of the
 * first limit exceeded, or null.
 */
function measureCst(document, maxMapEntries, maxNodes) {
    const pending = document.value ? [document.value] : [];
    let nodes = 0;
    while (pending.length > 0) {
        const token = pending.pop();
        if (++nodes > maxNodes)
            return { offset: token.offset, message: `more than ${maxNodes} nodes` };
        if (token.type !== 'block-map' &&
            token.type !== 'block-seq' &&
            token.type !== 'flow-collection')
            continue;
        if (isMappingToken(token) && token.items.length > maxMapEntries) {
            return { offset: token.offset, message: `a mapping with more than ${maxMapEntries} keys` };
        }
        for (const item of token.items) {
            if (item.key)
                pending.push(item.key);
            if (item.value)
                pending.push(item.value);
        }
    }
    return null;
}
/** The text of the mapping key that starts at `offset`, for messages (a quoted key, or up to its colon). */
function keyAt(text, offset) {
    // At most a short window of one line: the regex below must never see a long input.
    const end = text.indexOf('\n', offset);
    const rest = text.slice(offset, Math.min(end === -1 ? text.length : end, offset + 200));
    const match = /^("[^"]*"|'[^']*'|[^:]*?)\s*:(?:\s|$)/.exec(rest);
    return match?.[1] ?? rest;
}
/** Key of a map pair as a pointer segment would spell it, or null for complex keys. */
function keyText(key) {
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(key))
        return String(key.value);
    return null;
}
/** A problem at the start of the file. */
function problemAtStart(kind, message, position) {
    return { kind, message, ...position(0) };
}
/** A message from yaml, first line only and quoted: it can quote the source. */
function yamlErrorMessage(error) {
    return `YAML error ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .quoteUntrusted */ .X0)(String(error.message).split('\n')[0] ?? '')}`;
}
/**
 * The CST tokens of `text`, stopped at the first limit exceeded (then `refuse` is told why).
 * The CST parser is iterative; watching its stack bounds what the recursive composer will see.
 * Each finished CST document is measured before the composer (quadratic in mapping width) sees it.
 */
function* guardedTokens(text, lineCounter, limits, position, refuse) {
    const parser = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Parser */ .iX(lineCounter.addNewLine);
    lineCounter.addNewLine(0);
    const pass = function* (tokens) {
        for (const token of tokens) {
            const excess = token.type === 'document' ? measureCst(token, limits.maxMapEntries, limits.maxNodes) : null;
            if (excess) {
                refuse({ kind: 'too-wide', message: excess.message, ...position(excess.offset) });
                return false;
            }
            yield token;
        }
        return true;
    };
    for (const lexeme of new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Lexer */ .JG().lex(text, false)) {
        if (!(yield* pass(parser.next(lexeme))))
            return;
        const open = parserExcess(parser, limits, position);
        if (open) {
            refuse(open);
            return;
        }
    }
    yield* pass(parser.end());
}
/** Why the CST parser's open collections already break a limit (too wide, too deep), or null. */
function parserExcess(parser, limits, position) {
    // Stop a mapping as soon as it grows too wide, rather than after the whole document is read.
    for (let i = parser.stack.length - 1; i >= Math.max(0, parser.stack.length - 3); i--) {
        const open = parser.stack[i];
        if (open && isMappingToken(open) && open.items.length > limits.maxMapEntries) {
            return {
                kind: 'too-wide',
                message: `a mapping with more than ${limits.maxMapEntries} keys`,
                ...position(open.offset),
            };
        }
    }
    if (parser.stack.length > limits.maxDepth) {
        return {
            kind: 'too-deep',
            message: `nesting deeper than ${limits.maxDepth} levels`,
            ...position(parser.offset),
        };
    }
    return null;
}
/** The first document composed from `tokens`, and where a second one starts (there must be none). */
function composeFirstDocument(tokens, length) {
    let doc;
    let extraDocument;
    const composer = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Composer */ .Dk({ uniqueKeys: true, prettyErrors: false, version: '1.2' });
    for (const d of composer.compose(tokens, true, length)) {
        if (!doc)
            doc = d;
        else {
            extraDocument ??= [d.range[0], d.range[1]];
            break;
        }
    }
    return { doc, extraDocument };
}
/** Why a composed document cannot be used (an error of yaml's, a second document, no value), or null. */
function documentProblem(doc, extraDocument, text, position) {
    const first = doc.errors[0];
    if (first) {
        const where = position(first.pos[0]);
        // yaml's messages can quote the source (alias and tag names), so they are quoted as untrusted.
        const message = first.code === 'DUPLICATE_KEY'
            ? `a mapping repeats the key ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .quoteUntrusted */ .X0)(keyAt(text, first.pos[0]), 80)} (keys must be unique)`
            : `${first.code.toLowerCase().replace(/_/g, ' ')}: ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .quoteUntrusted */ .X0)(first.message.split('\n')[0] ?? '')}`;
        return { kind: 'syntax', message, ...where };
    }
    if (extraDocument) {
        return {
            kind: 'syntax',
            message: 'the file holds more than one YAML document (---); keep exactly one',
            ...position(extraDocument[0]),
        };
    }
    if (doc.contents === null)
        return problemAtStart('empty', 'the file holds no YAML value', position);
    return null;
}
/** The document's plain data, with aliases expanded at most `maxAliases` times. */
function toPlainValue(doc, maxAliases, position) {
    try {
        return { ok: true, value: doc.toJS({ maxAliasCount: maxAliases }) };
    }
    catch (error) {
        // yaml throws ReferenceError both for the alias cap and for an alias without its anchor.
        const excessive = error instanceof ReferenceError && error.message.startsWith('Excessive alias count');
        return {
            ok: false,
            problem: excessive
                ? problemAtStart('aliases', `aliases expand more than ${maxAliases} times`, position)
                : problemAtStart('syntax', yamlErrorMessage(error), position),
        };
    }
}
/**
 * Position of the node at `pointer` below `root`, or of its nearest existing ancestor; see
 * {@link YamlDocument.locate}. An iterative walk down the node tree.
 */
function locateNode(root, pointer, at, position) {
    let node = root;
    let anchor = root;
    const segments = (0,_json_source_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePointer */ .vp)(pointer);
    for (const [i, segment] of segments.entries()) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
            const pair = node.items.find((p) => keyText(p.key) === String(segment));
            if (!pair)
                break;
            const value = pair.value ?? null;
            // Point at the key, where a reader looks first (as the JSON locator does), unless the
            // value itself was asked for at the end of the pointer.
            const onValue = at === 'value' && i === segments.length - 1 && value !== null;
            anchor = (onValue ? value : (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) ? pair.key : value) ?? anchor;
            node = value;
            if (node === null)
                break;
        }
        else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node) && typeof segment === 'number') {
            const item = node.items[segment];
            if (!item)
                break;
            anchor = node = item;
        }
        else
            break;
    }
    const offset = anchor?.range?.[0] ?? 0;
    return position(offset);
}
/**
 * Parses untrusted YAML bytes holding one document. Never throws: every way
 * the bytes can be unusable comes back as a {@link YamlProblem} with a
 * position (1-based line and column).
 */
function parseYamlDocument(bytes, limits = {}) {
    const resolved = {
        maxBytes: limits.maxBytes ?? MAX_YAML_BYTES,
        maxDepth: limits.maxDepth ?? MAX_YAML_DEPTH,
        maxAliases: limits.maxAliases ?? MAX_YAML_ALIASES,
        maxMapEntries: limits.maxMapEntries ?? MAX_YAML_MAP_ENTRIES,
        maxNodes: limits.maxNodes ?? MAX_YAML_NODES,
    };
    if (bytes.length > resolved.maxBytes) {
        const message = `the file has ${bytes.length} bytes, more than the ${resolved.maxBytes} accepted`;
        return { ok: false, problem: { kind: 'too-large', message, line: 1, column: 1, offset: 0 } };
    }
    const decoded = decodeYamlText(bytes);
    if (!decoded.ok)
        return decoded;
    const text = decoded.text;
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const position = (offset) => {
        const { line, col } = lineCounter.linePos(offset);
        return { line: Math.max(line, 1), column: Math.max(col, 1), offset };
    };
    let refused;
    let composed;
    try {
        const tokens = guardedTokens(text, lineCounter, resolved, position, (problem) => {
            refused = problem;
        });
        composed = composeFirstDocument(tokens, text.length);
    }
    catch (error) {
        // Defensive: the composer reports problems as errors, it is not expected to throw.
        return { ok: false, problem: problemAtStart('syntax', yamlErrorMessage(error), position) };
    }
    if (refused)
        return { ok: false, problem: refused };
    const { doc, extraDocument } = composed;
    if (!doc)
        return { ok: false, problem: problemAtStart('empty', 'the file is empty', position) };
    const problem = documentProblem(doc, extraDocument, text, position);
    if (problem)
        return { ok: false, problem };
    const plain = toPlainValue(doc, resolved.maxAliases, position);
    if (!plain.ok)
        return plain;
    const root = doc.contents;
    return {
        ok: true,
        document: {
            text,
            value: plain.value,
            locate: (pointer, at = 'key') => locateNode(root, pointer, at, position),
        },
    };
}


/***/ })

};
