export const id = 511;
export const ids = [511];
export const modules = {

/***/ 23511:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  KX: () => (/* binding */ MAX_JSON_DEPTH),
  _6: () => (/* binding */ decodeUtf8),
  vU: () => (/* binding */ formatExactJson),
  dH: () => (/* binding */ parseJsonDocument),
  vp: () => (/* binding */ parsePointer),
  Iw: () => (/* binding */ readExactNumbers),
  lx: () => (/* binding */ readNumberText),
  xq: () => (/* binding */ scanStructure)
});

// UNUSED EXPORTS: MAX_JSON_VALUES, countObjectKeys

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(98995);
;// CONCATENATED MODULE: ./src/formats/json-offsets.ts
/**
 * Where each value of a JSON text starts, kept compact: a few typed arrays instead of
 * jsonc-parser's tree. A document's positions are looked up for every finding in it and kept
 * to the end of the run, and jsonc-parser's tree of a 19 KB passport is some 230 KiB of small
 * objects (an object per value, per property and per key): 1,000 passports with findings held
 * 230 MB of trees. Here a value costs some 13 bytes and a key string shared by every value
 * spelt with it. The answers are jsonc-parser's `findNodeAtLocation` on its `parseTree`, walked
 * up to the deepest node that exists, anchored at the key of a property value (a property test
 * holds the two equal for any JSON value). Offsets count UTF-16 units, as jsonc-parser's do.
 */
const LITERAL = 0;
const OBJECT = 1;
const ARRAY = 2;
/** An object with more members than this gets a key → child map on its first lookup. */
const LINEAR_KEYS = 16;
/** The anchor offsets of a JSON text's values, by JSON pointer segments. */
class JsonOffsets {
    anchor;
    kind;
    start;
    count;
    children;
    keyOf;
    byKey = new Map();
    constructor(
    /** Per value: where a reader looks (the key of a property value, else the value). */
    anchor, kind, 
    /** Per container: its children in {@link children}, from `start`, `count` of them. */
    start, count, children, 
    /** Per value: the key it is the value of (undefined for an element or the root). */
    keyOf) {
        this.anchor = anchor;
        this.kind = kind;
        this.start = start;
        this.count = count;
        this.children = children;
        this.keyOf = keyOf;
    }
    /**
     * Indexes `text`, valid JSON (a document that parsed), in one pass of a scanner that trusts
     * it: jsonc-parser's visitor, which checks every token again, took most of the time positions
     * cost (40,000 findings in 400 passports, `node --cpu-prof`).
     */
    static index(text) {
        const anchor = [];
        const kind = [];
        const start = [];
        const count = [];
        const keyOf = [];
        const children = [];
        const keys = new Map();
        const open = [];
        const openChildren = [];
        let key;
        let keyOffset = 0;
        let expectKey = false;
        const value = (offset, k) => {
            const node = anchor.length;
            anchor.push(key === undefined ? offset : keyOffset);
            keyOf.push(key);
            kind.push(k);
            start.push(0);
            count.push(0);
            key = undefined;
            openChildren[openChildren.length - 1]?.push(node);
            return node;
        };
        const end = () => {
            const node = open.pop();
            const kids = openChildren.pop();
            if (node === undefined || kids === undefined)
                return;
            start[node] = children.length;
            count[node] = kids.length;
            for (const kid of kids)
                children.push(kid);
        };
        for (let i = 0; i < text.length;) {
            const c = text.charCodeAt(i);
            if (c === 0x7b || c === 0x5b) {
                open.push(value(i, c === 0x7b ? OBJECT : ARRAY));
                openChildren.push([]);
                expectKey = c === 0x7b;
                i++;
            }
            else if (c === 0x7d || c === 0x5d) {
                end();
                i++;
            }
            else if (c === 0x2c) {
                expectKey = kind[open[open.length - 1] ?? -1] === OBJECT;
                i++;
            }
            else if (c === 0x22) {
                const close = endOfString(text, i);
                if (expectKey) {
                    const raw = text.slice(i + 1, close - 1);
                    const name = raw.includes('\\') ? JSON.parse(text.slice(i, close)) : raw;
                    let shared = keys.get(name);
                    if (shared === undefined)
                        keys.set(name, (shared = name));
                    key = shared;
                    keyOffset = i;
                    expectKey = false;
                }
                else
                    value(i, LITERAL);
                i = close;
            }
            else if (c === 0x3a || c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) {
                i++;
            }
            else {
                // A number, true, false or null: up to the next delimiter.
                value(i, LITERAL);
                i++;
                while (i < text.length && !isDelimiter(text.charCodeAt(i)))
                    i++;
            }
        }
        // A container left open (never, in valid JSON) keeps the children it had.
        while (open.length > 0)
            end();
        return new JsonOffsets(Int32Array.from(anchor), Uint8Array.from(kind), Int32Array.from(start), Int32Array.from(count), Int32Array.from(children), keyOf);
    }
    /**
     * The anchor offset of the deepest value `segments` (a parsed JSON pointer: numbers index
     * arrays, strings name object members, the first of a repeated key) reaches, or -1 when the
     * text holds no value.
     */
    find(segments) {
        if (this.anchor.length === 0)
            return -1;
        let node = 0;
        for (const segment of segments) {
            const next = this.child(node, segment);
            if (next < 0)
                break;
            node = next;
        }
        return this.anchor[node] ?? -1;
    }
    child(node, segment) {
        const kind = this.kind[node];
        const start = this.start[node] ?? 0;
        const count = this.count[node] ?? 0;
        if (typeof segment === 'number') {
            return kind === ARRAY && segment < count ? (this.children[start + segment] ?? -1) : -1;
        }
        if (kind !== OBJECT)
            return -1;
        if (count <= LINEAR_KEYS) {
            for (let j = start; j < start + count; j++) {
                const kid = this.children[j] ?? -1;
                if (this.keyOf[kid] === segment)
                    return kid;
            }
            return -1;
        }
        let members = this.byKey.get(node);
        if (!members) {
            members = new Map();
            for (let j = start; j < start + count; j++) {
                const kid = this.children[j] ?? -1;
                const name = this.keyOf[kid];
                if (name !== undefined && !members.has(name))
                    members.set(name, kid);
            }
            this.byKey.set(node, members);
        }
        return members.get(segment) ?? -1;
    }
}
/** The index just past the closing quote of the string opening at `quote`. */
function endOfString(text, quote) {
    for (let at = text.indexOf('"', quote + 1); at >= 0; at = text.indexOf('"', at + 1)) {
        let backslashes = 0;
        while (text.charCodeAt(at - 1 - backslashes) === 0x5c)
            backslashes++;
        if (backslashes % 2 === 0)
            return at + 1;
    }
    return text.length;
}
/** Whitespace, a comma or a closing bracket: where a number or a literal ends. */
function isDelimiter(c) {
    return (c === 0x2c || c === 0x5d || c === 0x7d || c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09);
}

;// CONCATENATED MODULE: ./src/formats/json-source.ts
/**
 * Parsing untrusted JSON with source positions.
 *
 * JSON.parse gives the value but neither positions nor duplicate keys, so
 * duplicate keys and syntax errors come from jsonc-parser (Microsoft's well-kept
 * scanner behind VS Code's JSON support) in strict mode, and the positions of a
 * document that parsed from a compact offset index (json-offsets.ts, held equal
 * to jsonc-parser's tree by a property test); the value always comes
 * from JSON.parse, which is native and fast. jsonc-parser's visitor is
 * recursive, so nesting depth is checked first by an iterative scan: nothing
 * the repository contains can overflow the stack.
 *
 * Why jsonc-parser usually does not run at all: it costs some 100 µs per
 * passport, most of an audit of thousands of small ones (bench workload 2).
 * A document JSON.parse accepts has duplicate keys exactly when its text holds
 * more keys than the parsed value (a repeated key collapses into one property),
 * and the same linear scan that measures depth counts the keys: in valid JSON
 * every colon outside a string ends one key. Only a document with a syntax
 * error or a duplicate takes the jsonc-parser pass that says where; positions
 * for findings are looked up lazily, when a finding needs one.
 */



let jsoncParser;
/**
 * jsonc-parser, loaded on first use: a passing audit never asks for a position, and running
 * the module at start-up cost 8 ms of every run (node --cpu-prof). Synchronous, because
 * positions are asked for synchronously. In the bundles `require` is the bundler's own, and
 * `require('jsonc-parser')` runs the bundled module (ncc bundles a plain require call, not one
 * made by createRequire: a build that used createRequire failed outside the repository with
 * "Cannot find module"); the test runner provides a `require` too. Only compiled to plain ES
 * modules and run by Node is there no `require`, and then createRequire loads it. A test runs
 * the committed CLI from a folder outside the repository, where only the bundled copy exists.
 */
function jsonc() {
    jsoncParser ??=
         true
            ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: the bundler's require
                __webpack_require__(99547)
            : 0;
    return jsoncParser;
}
/** Deepest nesting accepted in a handoff document. Real passports nest 3-4 levels. */
const MAX_JSON_DEPTH = 256;
/**
 * Most values (array elements and object members, each container counted once more) accepted
 * in one document, counted on the bytes before JSON.parse runs. Memory follows the values, not
 * the bytes: 16 MB of `{},` is 5.3 million objects and took 657 MB to audit, where 16 MB of
 * long strings takes 105 MB (docs/performance.md, "Memory per passport"). A passport of 100,000
 * outputs holds about 600,000 values.
 */
const MAX_JSON_VALUES = 1_000_000;
const UTF8 = new TextDecoder('utf-8', { fatal: true });
/** Maps offsets to 1-based line/column. */
class LineIndex {
    starts = [0];
    constructor(text) {
        for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1))
            this.starts.push(i + 1);
    }
    /** 1-based line and column of a 0-based offset. */
    position(offset) {
        let lo = 0;
        let hi = this.starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if ((this.starts[mid] ?? 0) <= offset)
                lo = mid;
            else
                hi = mid - 1;
        }
        return { line: lo + 1, column: offset - (this.starts[lo] ?? 0) + 1, offset };
    }
}
/** Returns the byte offset of the first invalid UTF-8 sequence (only called when decoding failed). */
function findInvalidUtf8(bytes) {
    let i = 0;
    while (i < bytes.length) {
        const b = bytes[i] ?? 0;
        if (b < 0x80) {
            i++;
            continue;
        }
        // Unicode 15, table 3-7: the allowed range of the second byte depends on the first
        // (this excludes overlong forms and UTF-16 surrogates).
        let need;
        let lo = 0x80;
        let hi = 0xbf;
        if (b >= 0xc2 && b <= 0xdf)
            need = 1;
        else if (b >= 0xe0 && b <= 0xef) {
            need = 2;
            if (b === 0xe0)
                lo = 0xa0;
            if (b === 0xed)
                hi = 0x9f;
        }
        else if (b >= 0xf0 && b <= 0xf4) {
            need = 3;
            if (b === 0xf0)
                lo = 0x90;
            if (b === 0xf4)
                hi = 0x8f;
        }
        else
            return i;
        const second = bytes[i + 1];
        if (second === undefined || second < lo || second > hi)
            return i;
        for (let k = 2; k <= need; k++) {
            const c = bytes[i + k];
            if (c === undefined || (c & 0xc0) !== 0x80)
                return i;
        }
        i += need + 1;
    }
    return bytes.length;
}
function startsWithBom(bytes) {
    return bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}
/** Decodes bytes as strict UTF-8 without BOM. */
function decodeUtf8(bytes) {
    if (startsWithBom(bytes)) {
        return {
            ok: false,
            problem: {
                kind: 'bom',
                message: 'the file starts with a UTF-8 byte order mark; save it as UTF-8 without BOM',
                line: 1,
                column: 1,
                offset: 0,
            },
        };
    }
    try {
        return { ok: true, text: UTF8.decode(bytes) };
    }
    catch {
        const offset = findInvalidUtf8(bytes);
        // Lines before the bad byte are valid UTF-8, so counting newlines in bytes is exact.
        let line = 1;
        let lineStart = 0;
        for (let i = 0; i < offset; i++) {
            if (bytes[i] === 10) {
                line += 1;
                lineStart = i + 1;
            }
        }
        return {
            ok: false,
            problem: {
                kind: 'encoding',
                message: `invalid UTF-8 at byte offset ${offset}`,
                line,
                column: offset - lineStart + 1,
                offset,
            },
        };
    }
}
/**
 * One iterative pass over JSON bytes, without decoding them: the byte offset
 * where nesting first exceeds `maxDepth` or the values `maxValues` (then it
 * stops), and the count of colons outside strings. Values are counted as commas
 * and opening brackets outside strings, an upper bound of the elements, members
 * and containers JSON.parse would build. Every byte of JSON's structure is ASCII
 * and no byte of a multi-byte UTF-8 sequence is, so the bytes say what the text
 * would. Strings are skipped with indexOf, so the loop touches structure, not content.
 */
function scanStructure(bytes, maxDepth, maxValues = MAX_JSON_VALUES) {
    let depth = 0;
    let keys = 0;
    let values = 0;
    const n = bytes.length;
    for (let i = 0; i < n; i++) {
        const c = bytes[i];
        if (c === 34) {
            // A string: jump to its closing quote, one not escaped by an odd run of backslashes.
            for (;;) {
                const close = bytes.indexOf(34, i + 1);
                if (close < 0)
                    return { tooDeepAt: -1, tooManyAt: -1, keys };
                let slashes = 0;
                while (bytes[close - 1 - slashes] === 92)
                    slashes++;
                i = close;
                if (slashes % 2 === 0)
                    break;
            }
        }
        else if (c === 58)
            keys++;
        else if (c === 44) {
            if (++values > maxValues)
                return { tooDeepAt: -1, tooManyAt: i, keys };
        }
        else if (c === 123 || c === 91) {
            if (++depth > maxDepth)
                return { tooDeepAt: i, tooManyAt: -1, keys };
            if (++values > maxValues)
                return { tooDeepAt: -1, tooManyAt: i, keys };
        }
        else if (c === 125 || c === 93)
            depth--;
    }
    return { tooDeepAt: -1, tooManyAt: -1, keys };
}
/** The scan's refusal as a problem, placed at the byte where it stopped; null when none. */
function describeScanRefusal(bytes, scan, maxDepth, maxValues = MAX_JSON_VALUES) {
    const at = scan.tooDeepAt >= 0 ? scan.tooDeepAt : scan.tooManyAt;
    if (at < 0)
        return null;
    // The scan counts bytes; positions count characters of the text before it.
    const before = UTF8.decode(bytes.subarray(0, at));
    const line = before.split('\n').length;
    const column = before.length - before.lastIndexOf('\n');
    return scan.tooDeepAt >= 0
        ? {
            kind: 'too-deep',
            message: `nesting deeper than ${maxDepth} levels`,
            line,
            column,
            offset: before.length,
        }
        : {
            kind: 'too-many-values',
            message: `more than ${maxValues.toLocaleString('en-US')} values (array elements and object members)`,
            line,
            column,
            offset: before.length,
        };
}
/** Own properties of every object in a parsed JSON value. Iterative: any depth is safe. */
function countObjectKeys(value) {
    let keys = 0;
    const stack = [value];
    while (stack.length > 0) {
        const v = stack.pop();
        if (v === null || typeof v !== 'object')
            continue;
        if (Array.isArray(v)) {
            for (const item of v)
                if (item !== null && typeof item === 'object')
                    stack.push(item);
            continue;
        }
        for (const key in v) {
            keys++;
            const item = v[key];
            if (item !== null && typeof item === 'object')
                stack.push(item);
        }
    }
    return keys;
}
/** Escapes one pointer segment (RFC 6901). */
function escapePointerSegment(segment) {
    return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}
/** Builds a pointer from segments. */
function toPointer(segments) {
    return segments.map((s) => '/' + escapePointerSegment(s)).join('');
}
/** Splits an RFC 6901 pointer into segments (numeric-looking segments become numbers for array lookup). */
function parsePointer(pointer) {
    if (pointer === '')
        return [];
    return pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
        .map((s) => (/^(0|[1-9]\d*)$/.test(s) ? Number(s) : s));
}
/**
 * Parses untrusted JSON bytes. Never throws for any input: every way the bytes
 * can be unusable comes back as a {@link JsonProblem} with a position.
 */
function parseJsonDocument(bytes, maxDepth = MAX_JSON_DEPTH, parsed) {
    // Validity, depth and duplicate keys are decided on the bytes; the text is decoded only when
    // JSON.parse or jsonc-parser needs it, or a position is asked for. For a value the caller
    // already parsed (the audit's passports) that is usually never.
    if (startsWithBom(bytes) || !(0,external_node_buffer_.isUtf8)(bytes)) {
        const decoded = decodeUtf8(bytes);
        if (!decoded.ok)
            return decoded;
    }
    let decodedText;
    const getText = () => (decodedText ??= UTF8.decode(bytes));
    let lineIndex;
    const lines = {
        position: (offset) => (lineIndex ??= new LineIndex(getText())).position(offset),
    };
    const scan = parsed?.scan ?? scanStructure(bytes, maxDepth);
    const refusal = describeScanRefusal(bytes, scan, maxDepth);
    if (refusal)
        return { ok: false, problem: { ...refusal, ...lines.position(refusal.offset) } };
    // `parsed`: the caller already ran JSON.parse on these bytes, which are valid UTF-8 (checked
    // above), so it parsed this text. Otherwise parse it here (V8's parser is iterative: depth
    // cannot hurt it). No duplicate key when the text holds as many keys as the value.
    let fast = parsed;
    if (!fast) {
        if (getText().trim() === '') {
            return {
                ok: false,
                problem: { kind: 'empty', message: 'the file is empty', line: 1, column: 1, offset: 0 },
            };
        }
        try {
            fast = { value: JSON.parse(getText()) };
        }
        catch {
            // A syntax error: the jsonc-parser pass below says where.
        }
    }
    if (fast && scan.keys === countObjectKeys(fast.value)) {
        return { ok: true, document: makeDocument(getText, fast.value, [], lines) };
    }
    const text = getText();
    let syntax;
    const duplicateKeys = [];
    // One Set of seen keys per open object; arrays push null so pops stay aligned.
    const seen = [];
    // Anything after the root object or array closed is trailing text, whatever token it is.
    let rootEnded = false;
    jsonc().visit(text, {
        onObjectBegin: () => void seen.push(new Set()),
        onObjectEnd: () => void (seen.pop(), (rootEnded = seen.length === 0)),
        onArrayBegin: () => void seen.push(null),
        onArrayEnd: () => void (seen.pop(), (rootEnded = seen.length === 0)),
        onObjectProperty: (property, offset, _length, _line, _char, pathSupplier) => {
            const keys = seen[seen.length - 1];
            if (!keys)
                return;
            if (keys.has(property)) {
                duplicateKeys.push({
                    pointer: toPointer(pathSupplier()),
                    key: property,
                    ...lines.position(offset),
                });
            }
            else
                keys.add(property);
        },
        onError: (error, offset) => {
            const container = seen.length === 0 ? null : seen[seen.length - 1] ? 'object' : 'array';
            syntax ??= {
                kind: 'syntax',
                message: describeSyntaxError(rootEnded ? 'EndOfFileExpected' : jsonc().printParseErrorCode(error), container, text.codePointAt(offset)),
                ...lines.position(offset),
            };
        },
    }, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    if (syntax)
        return { ok: false, problem: syntax };
    let value;
    try {
        value = fast ? fast.value : JSON.parse(text);
    }
    catch (error) {
        // jsonc-parser accepted something V8 rejects (should not happen); report it, do not crash.
        return {
            ok: false,
            problem: {
                kind: 'syntax',
                message: String(error.message),
                line: 1,
                column: 1,
                offset: 0,
            },
        };
    }
    return { ok: true, document: makeDocument(getText, value, duplicateKeys, lines) };
}
/**
 * What a jsonc-parser error code means, in words a person who typed the JSON understands
 * ("CommaExpected" says what the parser wanted, not what is wrong with the file). `container`:
 * the object or array open where the error was found; `char`: the code point there.
 */
function describeSyntaxError(code, container, char) {
    const close = container === 'array' ? "']'" : "'}'";
    switch (code) {
        case 'InvalidSymbol':
            return `unexpected character ${describeChar(char)}: a value, property name or punctuation was expected (strings take double quotes; true, false and null are lowercase)`;
        case 'InvalidNumberFormat':
            return 'a number is malformed (JSON numbers have no leading zeros, +, NaN or trailing dot)';
        case 'PropertyNameExpected':
            return "a property name in double quotes is expected (a trailing comma before '}' is not allowed)";
        case 'ValueExpected':
            return "a value is missing (a trailing comma before ']' or '}' is not allowed)";
        case 'ColonExpected':
            return "a colon ':' is missing after the property name";
        case 'CommaExpected':
            return `a comma or ${close} is missing after the previous value`;
        case 'CloseBraceExpected':
            return "the object is not closed: '}' is missing";
        case 'CloseBracketExpected':
            return "the array is not closed: ']' is missing";
        case 'EndOfFileExpected':
            return 'there is more text after the end of the JSON value (a file holds one object)';
        case 'InvalidCommentToken':
        case 'UnexpectedEndOfComment':
            return 'comments are not allowed in JSON';
        case 'UnexpectedEndOfString':
            return 'a string is not closed: the closing double quote is missing';
        case 'UnexpectedEndOfNumber':
            return 'a number ends too early';
        case 'InvalidUnicode':
            return 'a \\u escape is malformed (it needs four hexadecimal digits)';
        case 'InvalidEscapeCharacter':
            return 'a backslash escape is invalid (JSON knows \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX)';
        case 'InvalidCharacter':
            return 'a string holds a raw control character (a line break or tab must be written \\n or \\t)';
        default:
            return 'the JSON syntax is invalid';
    }
}
/** A character for a message: itself when printable ASCII, else its code point. */
function describeChar(char) {
    if (char === undefined)
        return 'at the end of the file';
    if (char > 0x20 && char < 0x7f && char !== 0x27)
        return `'${String.fromCodePoint(char)}'`;
    return `U+${char.toString(16).toUpperCase().padStart(4, '0')}`;
}
/**
 * A document whose text (decoded lazily), line index and tree for pointer → position lookups
 * are made on first use only.
 */
function makeDocument(getText, value, duplicateKeys, lines) {
    let offsets;
    return {
        get text() {
            return getText();
        },
        value,
        duplicateKeys,
        locate(pointer) {
            offsets ??= JsonOffsets.index(getText());
            // The deepest value that exists (a `required` error points at a missing child),
            // at the key of a property value, where a reader looks first.
            const offset = offsets.find(parsePointer(pointer));
            return lines.position(offset < 0 ? 0 : offset);
        },
    };
}
/**
 * A JSON number as the exact decimal its text writes, compared by that decimal alone
 * (`canonical`, so 1.0 and 1 are one number, 0.30000000000000000557 and 0.3 two); its text as
 * written is kept beside it, not compared.
 */
class ExactNumber {
    canonical;
    constructor(text) {
        this.canonical = canonicalDecimal(text);
        Object.defineProperty(this, 'text', { value: text, enumerable: false });
    }
}
/** `-?digits` `e` exponent, with no leading or trailing zero in the digits ("0" for zero). */
function canonicalDecimal(text) {
    const m = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text);
    if (!m)
        return text;
    const frac = m[3] ?? '';
    let digits = `${m[2]}${frac}`.replace(/^0+/, '');
    let exp = BigInt(m[4] ?? '0') - BigInt(frac.length);
    if (digits === '')
        return `${m[1]}0`;
    const trimmed = digits.replace(/0+$/, '');
    exp += BigInt(digits.length - trimmed.length);
    digits = trimmed;
    return `${m[1]}${digits}e${exp}`;
}
/**
 * The value of a JSON document with every number an {@link ExactNumber}: what a comparison of
 * numbers as written needs (JSON.parse rounds 0.30000000000000000557 to 0.3). Null when the
 * bytes are not JSON. Slow beside JSON.parse: asked only of documents whose parsed values are
 * equal and whose bytes differ.
 */
function readExactNumbers(bytes) {
    return readExactText(Buffer.from(bytes).toString('utf8'));
}
/**
 * The source text of the number at an RFC 6901 pointer of a parsed document, every digit as
 * written (JSON.parse reads 9007199254740993 as 9007199254740992), or null when no number is
 * there. A repeated key resolves to its last value, as in JSON.parse. Parses the whole text
 * again: ask it only of a number a double may not hold.
 */
function readNumberText(document, pointer) {
    let node = readExactText(document.text);
    for (const segment of parsePointer(pointer)) {
        if (node === null || typeof node !== 'object' || node instanceof ExactNumber)
            return null;
        const key = String(segment);
        node = Object.hasOwn(node, key) ? node[key] : undefined;
    }
    return node instanceof ExactNumber ? node.text : null;
}
/** {@link readExactNumbers} of decoded text. */
function readExactText(text) {
    const errors = [];
    const root = jsonc().parseTree(text, errors, { disallowComments: true });
    if (!root || errors.length > 0)
        return null;
    const build = (node) => {
        switch (node.type) {
            case 'object': {
                const o = Object.create(null);
                for (const prop of node.children ?? []) {
                    const [k, v] = prop.children ?? [];
                    if (k && v)
                        o[k.value] = build(v);
                }
                return o;
            }
            case 'array':
                return (node.children ?? []).map(build);
            case 'number':
                return new ExactNumber(text.slice(node.offset, node.offset + node.length));
            default:
                return node.value;
        }
    };
    return build(root);
}
/**
 * A value {@link readExactNumbers} made, as compact JSON text with every number as its source
 * wrote it (18446744073709551557, not JSON.stringify's 18446744073709552000): what a reader is
 * shown of a value whose change lies beyond a double's precision. Other values are written as
 * JSON.stringify writes them. Depth is the parsed document's, which the reader capped.
 */
function formatExactJson(value) {
    if (value instanceof ExactNumber)
        return value.text;
    if (Array.isArray(value))
        return `[${value.map(formatExactJson).join(',')}]`;
    if (value !== null && typeof value === 'object') {
        const members = Object.keys(value).map((k) => `${JSON.stringify(k)}:${formatExactJson(value[k])}`);
        return `{${members.join(',')}}`;
    }
    return JSON.stringify(value) ?? 'null';
}


/***/ })

};
