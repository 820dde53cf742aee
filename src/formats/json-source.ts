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
import { isUtf8 } from 'node:buffer';
import { createRequire } from 'node:module';
import type { Node } from 'jsonc-parser';
import { JsonOffsets } from './json-offsets.js';

let jsoncParser: typeof import('jsonc-parser') | undefined;
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
function jsonc(): typeof import('jsonc-parser') {
  jsoncParser ??=
    typeof require === 'function'
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: the bundler's require
        (require('jsonc-parser') as typeof import('jsonc-parser'))
      : (createRequire(import.meta.url)('jsonc-parser') as typeof import('jsonc-parser'));
  return jsoncParser;
}

/** Deepest nesting accepted in a handoff document. Real passports nest 3-4 levels. */
export const MAX_JSON_DEPTH = 256;

/**
 * Most values (array elements and object members, each container counted once more) accepted
 * in one document, counted on the bytes before JSON.parse runs. Memory follows the values, not
 * the bytes: 16 MB of `{},` is 5.3 million objects and took 657 MB to audit, where 16 MB of
 * long strings takes 105 MB (docs/performance.md, "Memory per passport"). A passport of 100,000
 * outputs holds about 600,000 values.
 */
export const MAX_JSON_VALUES = 1_000_000;

/** Where a problem sits in the source text (1-based line/column, 0-based byte offset into the text). */
export interface SourcePosition {
  line: number;
  column: number;
  offset: number;
}

/** Why a JSON document could not be used. */
export type JsonProblemKind =
  'empty' | 'bom' | 'encoding' | 'syntax' | 'too-deep' | 'too-many-values';

/** A problem found while decoding or parsing. */
export interface JsonProblem extends SourcePosition {
  kind: JsonProblemKind;
  message: string;
}

/** A duplicate key: the pointer of the object and the key repeated. */
export interface DuplicateKey extends SourcePosition {
  pointer: string;
  key: string;
}

/** A parsed JSON document with lazy pointer → position lookup. */
export interface JsonDocument {
  text: string;
  value: unknown;
  duplicateKeys: DuplicateKey[];
  /** Position of the value at an RFC 6901 pointer (or of its nearest existing ancestor). */
  locate(pointer: string): SourcePosition;
}

/** Outcome of {@link parseJsonDocument}. */
export type JsonParseResult =
  { ok: true; document: JsonDocument } | { ok: false; problem: JsonProblem };

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** Maps offsets to 1-based line/column. */
class LineIndex {
  private readonly starts: number[] = [0];
  constructor(text: string) {
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) this.starts.push(i + 1);
  }
  /** 1-based line and column of a 0-based offset. */
  position(offset: number): SourcePosition {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (this.starts[lo] ?? 0) + 1, offset };
  }
}

/** Returns the byte offset of the first invalid UTF-8 sequence (only called when decoding failed). */
function findInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] ?? 0;
    if (b < 0x80) {
      i++;
      continue;
    }
    // Unicode 15, table 3-7: the allowed range of the second byte depends on the first
    // (this excludes overlong forms and UTF-16 surrogates).
    let need: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) lo = 0xa0;
      if (b === 0xed) hi = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) lo = 0x90;
      if (b === 0xf4) hi = 0x8f;
    } else return i;
    const second = bytes[i + 1];
    if (second === undefined || second < lo || second > hi) return i;
    for (let k = 2; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
    }
    i += need + 1;
  }
  return bytes.length;
}

function startsWithBom(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}

/** Decodes bytes as strict UTF-8 without BOM. */
export function decodeUtf8(
  bytes: Uint8Array,
): { ok: true; text: string } | { ok: false; problem: JsonProblem } {
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
  } catch {
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

/** What {@link scanStructure} found: where a cap is first exceeded (-1: nowhere), and the keys. */
export interface StructureScan {
  /** Byte offset where nesting first exceeds the depth cap, or -1. */
  tooDeepAt: number;
  /** Byte offset where the values first exceed the value cap, or -1. */
  tooManyAt: number;
  /** Colons outside strings: in valid JSON, the number of object keys in the document. */
  keys: number;
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
export function scanStructure(
  bytes: Uint8Array,
  maxDepth: number,
  maxValues = MAX_JSON_VALUES,
): StructureScan {
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
        if (close < 0) return { tooDeepAt: -1, tooManyAt: -1, keys };
        let slashes = 0;
        while (bytes[close - 1 - slashes] === 92) slashes++;
        i = close;
        if (slashes % 2 === 0) break;
      }
    } else if (c === 58) keys++;
    else if (c === 44) {
      if (++values > maxValues) return { tooDeepAt: -1, tooManyAt: i, keys };
    } else if (c === 123 || c === 91) {
      if (++depth > maxDepth) return { tooDeepAt: i, tooManyAt: -1, keys };
      if (++values > maxValues) return { tooDeepAt: -1, tooManyAt: i, keys };
    } else if (c === 125 || c === 93) depth--;
  }
  return { tooDeepAt: -1, tooManyAt: -1, keys };
}

/** The scan's refusal as a problem, placed at the byte where it stopped; null when none. */
function describeScanRefusal(
  bytes: Uint8Array,
  scan: StructureScan,
  maxDepth: number,
  maxValues = MAX_JSON_VALUES,
): JsonProblem | null {
  const at = scan.tooDeepAt >= 0 ? scan.tooDeepAt : scan.tooManyAt;
  if (at < 0) return null;
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
export function countObjectKeys(value: unknown): number {
  let keys = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object') continue;
    if (Array.isArray(v)) {
      for (const item of v) if (item !== null && typeof item === 'object') stack.push(item);
      continue;
    }
    for (const key in v) {
      keys++;
      const item = (v as Record<string, unknown>)[key];
      if (item !== null && typeof item === 'object') stack.push(item);
    }
  }
  return keys;
}

/** Escapes one pointer segment (RFC 6901). */
function escapePointerSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Builds a pointer from segments. */
function toPointer(segments: readonly (string | number)[]): string {
  return segments.map((s) => '/' + escapePointerSegment(s)).join('');
}

/** Splits an RFC 6901 pointer into segments (numeric-looking segments become numbers for array lookup). */
export function parsePointer(pointer: string): (string | number)[] {
  if (pointer === '') return [];
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
export function parseJsonDocument(
  bytes: Uint8Array,
  maxDepth = MAX_JSON_DEPTH,
  parsed?: { value: unknown; scan?: StructureScan },
): JsonParseResult {
  // Validity, depth and duplicate keys are decided on the bytes; the text is decoded only when
  // JSON.parse or jsonc-parser needs it, or a position is asked for. For a value the caller
  // already parsed (the audit's passports) that is usually never.
  if (startsWithBom(bytes) || !isUtf8(bytes)) {
    const decoded = decodeUtf8(bytes);
    if (!decoded.ok) return decoded;
  }
  let decodedText: string | undefined;
  const getText = () => (decodedText ??= UTF8.decode(bytes));
  let lineIndex: LineIndex | undefined;
  const lines = {
    position: (offset: number) => (lineIndex ??= new LineIndex(getText())).position(offset),
  };

  const scan = parsed?.scan ?? scanStructure(bytes, maxDepth);
  const refusal = describeScanRefusal(bytes, scan, maxDepth);
  if (refusal) return { ok: false, problem: { ...refusal, ...lines.position(refusal.offset) } };

  // `parsed`: the caller already ran JSON.parse on these bytes, which are valid UTF-8 (checked
  // above), so it parsed this text. Otherwise parse it here (V8's parser is iterative: depth
  // cannot hurt it). No duplicate key when the text holds as many keys as the value.
  let fast: { value: unknown } | undefined = parsed;
  if (!fast) {
    if (getText().trim() === '') {
      return {
        ok: false,
        problem: { kind: 'empty', message: 'the file is empty', line: 1, column: 1, offset: 0 },
      };
    }
    try {
      fast = { value: JSON.parse(getText()) };
    } catch {
      // A syntax error: the jsonc-parser pass below says where.
    }
  }
  if (fast && scan.keys === countObjectKeys(fast.value)) {
    return { ok: true, document: makeDocument(getText, fast.value, [], lines) };
  }

  const text = getText();
  let syntax: JsonProblem | undefined;
  const duplicateKeys: DuplicateKey[] = [];
  // One Set of seen keys per open object; arrays push null so pops stay aligned.
  const seen: (Set<string> | null)[] = [];
  // Anything after the root object or array closed is trailing text, whatever token it is.
  let rootEnded = false;
  jsonc().visit(
    text,
    {
      onObjectBegin: () => void seen.push(new Set()),
      onObjectEnd: () => void (seen.pop(), (rootEnded = seen.length === 0)),
      onArrayBegin: () => void seen.push(null),
      onArrayEnd: () => void (seen.pop(), (rootEnded = seen.length === 0)),
      onObjectProperty: (property, offset, _length, _line, _char, pathSupplier) => {
        const keys = seen[seen.length - 1];
        if (!keys) return;
        if (keys.has(property)) {
          duplicateKeys.push({
            pointer: toPointer(pathSupplier()),
            key: property,
            ...lines.position(offset),
          });
        } else keys.add(property);
      },
      onError: (error, offset) => {
        const container = seen.length === 0 ? null : seen[seen.length - 1] ? 'object' : 'array';
        syntax ??= {
          kind: 'syntax',
          message: describeSyntaxError(
            rootEnded ? 'EndOfFileExpected' : jsonc().printParseErrorCode(error),
            container,
            text.codePointAt(offset),
          ),
          ...lines.position(offset),
        };
      },
    },
    { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false },
  );
  if (syntax) return { ok: false, problem: syntax };
  let value: unknown;
  try {
    value = fast ? fast.value : JSON.parse(text);
  } catch (error) {
    // jsonc-parser accepted something V8 rejects (should not happen); report it, do not crash.
    return {
      ok: false,
      problem: {
        kind: 'syntax',
        message: String((error as Error).message),
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
function describeSyntaxError(
  code: string,
  container: 'object' | 'array' | null,
  char: number | undefined,
): string {
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
function describeChar(char: number | undefined): string {
  if (char === undefined) return 'at the end of the file';
  if (char > 0x20 && char < 0x7f && char !== 0x27) return `'${String.fromCodePoint(char)}'`;
  return `U+${char.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * The pointer → position lookup of bytes a {@link parseJsonDocument} has accepted, made without
 * parsing them again: the same text, line index and tree as that document's `locate`, on first
 * use. For bytes read again after their document was let go of (repo/passports.ts): parsing
 * them again whole cost workload 4 (1,000 passports with findings) a fifth more CPU.
 */
export function locateInJson(bytes: Uint8Array): (pointer: string) => SourcePosition {
  let decodedText: string | undefined;
  const getText = () => (decodedText ??= UTF8.decode(bytes));
  let lineIndex: LineIndex | undefined;
  const lines = {
    position: (offset: number) => (lineIndex ??= new LineIndex(getText())).position(offset),
  };
  return makeDocument(getText, undefined, [], lines).locate;
}

/**
 * A document whose text (decoded lazily), line index and tree for pointer → position lookups
 * are made on first use only.
 */
function makeDocument(
  getText: () => string,
  value: unknown,
  duplicateKeys: DuplicateKey[],
  lines: { position(offset: number): SourcePosition },
): JsonDocument {
  let offsets: JsonOffsets | undefined;
  return {
    get text() {
      return getText();
    },
    value,
    duplicateKeys,
    locate(pointer: string): SourcePosition {
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
  readonly canonical: string;
  declare readonly text: string;
  constructor(text: string) {
    this.canonical = canonicalDecimal(text);
    Object.defineProperty(this, 'text', { value: text, enumerable: false });
  }
}

/** `-?digits` `e` exponent, with no leading or trailing zero in the digits ("0" for zero). */
function canonicalDecimal(text: string): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (!m) return text;
  const frac = m[3] ?? '';
  let digits = `${m[2] as string}${frac}`.replace(/^0+/, '');
  let exp = BigInt(m[4] ?? '0') - BigInt(frac.length);
  if (digits === '') return `${m[1] as string}0`;
  const trimmed = digits.replace(/0+$/, '');
  exp += BigInt(digits.length - trimmed.length);
  digits = trimmed;
  return `${m[1] as string}${digits}e${exp}`;
}

/**
 * The value of a JSON document with every number an {@link ExactNumber}: what a comparison of
 * numbers as written needs (JSON.parse rounds 0.30000000000000000557 to 0.3). Null when the
 * bytes are not JSON. Slow beside JSON.parse: asked only of documents whose parsed values are
 * equal and whose bytes differ.
 */
export function readExactNumbers(bytes: Uint8Array): unknown {
  return readExactText(Buffer.from(bytes).toString('utf8'));
}

/**
 * The source text of the number at an RFC 6901 pointer of a parsed document, every digit as
 * written (JSON.parse reads 9007199254740993 as 9007199254740992), or null when no number is
 * there. A repeated key resolves to its last value, as in JSON.parse. Parses the whole text
 * again: ask it only of a number a double may not hold.
 */
export function readNumberText(
  document: Pick<JsonDocument, 'text'>,
  pointer: string,
): string | null {
  let node = readExactText(document.text);
  for (const segment of parsePointer(pointer)) {
    if (node === null || typeof node !== 'object' || node instanceof ExactNumber) return null;
    const key = String(segment);
    node = Object.hasOwn(node, key) ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node instanceof ExactNumber ? node.text : null;
}

/** {@link readExactNumbers} of decoded text. */
function readExactText(text: string): unknown {
  const errors: import('jsonc-parser').ParseError[] = [];
  const root = jsonc().parseTree(text, errors, { disallowComments: true });
  if (!root || errors.length > 0) return null;
  const build = (node: Node): unknown => {
    switch (node.type) {
      case 'object': {
        const o: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
        for (const prop of node.children ?? []) {
          const [k, v] = prop.children ?? [];
          if (k && v) o[k.value as string] = build(v);
        }
        return o;
      }
      case 'array':
        return (node.children ?? []).map(build);
      case 'number':
        return new ExactNumber(text.slice(node.offset, node.offset + node.length));
      default:
        return node.value as unknown;
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
export function formatExactJson(value: unknown): string {
  if (value instanceof ExactNumber) return value.text;
  if (Array.isArray(value)) return `[${value.map(formatExactJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.keys(value).map(
      (k) => `${JSON.stringify(k)}:${formatExactJson((value as Record<string, unknown>)[k])}`,
    );
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
