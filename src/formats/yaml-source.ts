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
 * recursive sees them. Size is capped first ({@link MAX_YAML_BYTES}), duplicate
 * keys are errors (`uniqueKeys`) and alias expansion is capped
 * (`maxAliasCount`, the "billion laughs" defence).
 */
import {
  Composer,
  isMap,
  isScalar,
  isSeq,
  Lexer,
  LineCounter,
  Parser,
  type Document,
  type Pair,
  type Node as YamlNode,
  type ParsedNode,
} from 'yaml';
import { decodeUtf8, parsePointer, type SourcePosition } from './json-source.js';

/** Largest YAML handoff file parsed. Envelopes and skill graphs are a few KiB; see docs/rules.md#envelope-invalid-yaml. */
export const MAX_YAML_BYTES = 1024 * 1024;

/** Deepest nesting accepted (CST parser stack). Envelopes nest three levels; see docs/rules.md#envelope-invalid-yaml. */
export const MAX_YAML_DEPTH = 128;

/** Most alias expansions while converting to plain data (yaml's `maxAliasCount`). */
export const MAX_YAML_ALIASES = 100;

/** Why a YAML document could not be used. */
export type YamlProblemKind =
  'too-large' | 'encoding' | 'empty' | 'syntax' | 'too-deep' | 'aliases';

/** A problem found while decoding or parsing, with its position. */
export interface YamlProblem extends SourcePosition {
  kind: YamlProblemKind;
  message: string;
}

/** A parsed YAML document with pointer → position lookup. */
export interface YamlDocument {
  text: string;
  /** Plain data (objects, arrays, scalars) of the single document. */
  value: unknown;
  /** Position of the node at an RFC 6901 pointer, or of its nearest existing ancestor. */
  locate(pointer: string): SourcePosition;
}

/** Outcome of {@link parseYamlDocument}. */
export type YamlParseResult =
  { ok: true; document: YamlDocument } | { ok: false; problem: YamlProblem };

/** Limits of one parse (the defaults are the exported constants). */
export interface YamlLimits {
  maxBytes?: number;
  maxDepth?: number;
  maxAliases?: number;
}

const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;

/** Decodes strict UTF-8; unlike JSON, YAML allows a leading byte order mark, which is kept in the text. */
function decodeYamlText(
  bytes: Uint8Array,
): { ok: true; text: string } | { ok: false; problem: YamlProblem } {
  const hasBom =
    bytes.length >= 3 &&
    bytes[0] === UTF8_BOM[0] &&
    bytes[1] === UTF8_BOM[1] &&
    bytes[2] === UTF8_BOM[2];
  const decoded = decodeUtf8(hasBom ? bytes.subarray(3) : bytes);
  if (decoded.ok) return { ok: true, text: hasBom ? `\ufeff${decoded.text}` : decoded.text };
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

/** Key of a map pair as a pointer segment would spell it, or null for complex keys. */
function keyText(key: unknown): string | null {
  if (isScalar(key)) return String(key.value);
  return null;
}

/**
 * Parses untrusted YAML bytes holding one document. Never throws: every way
 * the bytes can be unusable comes back as a {@link YamlProblem} with a
 * position (1-based line and column).
 */
export function parseYamlDocument(bytes: Uint8Array, limits: YamlLimits = {}): YamlParseResult {
  const maxBytes = limits.maxBytes ?? MAX_YAML_BYTES;
  const maxDepth = limits.maxDepth ?? MAX_YAML_DEPTH;
  const maxAliases = limits.maxAliases ?? MAX_YAML_ALIASES;
  if (bytes.length > maxBytes) {
    return {
      ok: false,
      problem: {
        kind: 'too-large',
        message: `the file has ${bytes.length} bytes, more than the ${maxBytes} accepted`,
        line: 1,
        column: 1,
        offset: 0,
      },
    };
  }
  const decoded = decodeYamlText(bytes);
  if (!decoded.ok) return decoded;
  const text = decoded.text;
  const lineCounter = new LineCounter();
  const position = (offset: number): SourcePosition => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: Math.max(line, 1), column: Math.max(col, 1), offset };
  };

  // The CST parser is iterative; watching its stack bounds what the recursive composer will see.
  let tooDeepAt = -1;
  function* guardedTokens() {
    const parser = new Parser(lineCounter.addNewLine);
    lineCounter.addNewLine(0);
    for (const lexeme of new Lexer().lex(text, false)) {
      yield* parser.next(lexeme);
      if (parser.stack.length > maxDepth) {
        tooDeepAt = parser.offset;
        return;
      }
    }
    yield* parser.end();
  }

  let doc: Document.Parsed | undefined;
  let extraDocument: [number, number] | undefined;
  try {
    const composer = new Composer({ uniqueKeys: true, prettyErrors: false, version: '1.2' });
    for (const d of composer.compose(guardedTokens(), true, text.length)) {
      if (!doc) doc = d;
      else {
        extraDocument ??= [d.range[0], d.range[1]];
        break;
      }
    }
  } catch (error) {
    // Defensive: the composer reports problems as errors, it is not expected to throw.
    return {
      ok: false,
      problem: {
        kind: 'syntax',
        message: String((error as Error).message).split('\n')[0] ?? 'YAML error',
        ...position(0),
      },
    };
  }
  if (tooDeepAt >= 0) {
    return {
      ok: false,
      problem: {
        kind: 'too-deep',
        message: `nesting deeper than ${maxDepth} levels`,
        ...position(tooDeepAt),
      },
    };
  }
  if (!doc)
    return { ok: false, problem: { kind: 'empty', message: 'the file is empty', ...position(0) } };
  const first = doc.errors[0];
  if (first) {
    const where = position(first.pos[0]);
    const message =
      first.code === 'DUPLICATE_KEY'
        ? 'a mapping repeats a key (keys must be unique)'
        : (first.message.split('\n')[0] ?? 'YAML error');
    return { ok: false, problem: { kind: 'syntax', message, ...where } };
  }
  if (extraDocument) {
    return {
      ok: false,
      problem: {
        kind: 'syntax',
        message: 'the file holds more than one YAML document (---); keep exactly one',
        ...position(extraDocument[0]),
      },
    };
  }
  if (doc.contents === null)
    return {
      ok: false,
      problem: { kind: 'empty', message: 'the file holds no YAML value', ...position(0) },
    };

  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: maxAliases });
  } catch (error) {
    const excessive = error instanceof ReferenceError;
    return {
      ok: false,
      problem: {
        kind: excessive ? 'aliases' : 'syntax',
        message: excessive
          ? `aliases expand more than ${maxAliases} times`
          : (String((error as Error).message).split('\n')[0] ?? 'YAML error'),
        ...position(0),
      },
    };
  }
  const root = doc.contents;
  return {
    ok: true,
    document: {
      text,
      value,
      locate(pointer: string): SourcePosition {
        // Iterative walk down the node tree; stops at the deepest existing node.
        let node: YamlNode | null = root;
        let anchor: YamlNode | null = root;
        for (const segment of parsePointer(pointer)) {
          if (isMap(node)) {
            const pair: Pair<unknown, unknown> | undefined = (
              node.items as Pair<unknown, unknown>[]
            ).find((p) => keyText(p.key) === String(segment));
            if (!pair) break;
            // Point at the key, where a reader looks first (as the JSON locator does).
            anchor = (isScalar(pair.key) ? pair.key : (pair.value as YamlNode | null)) ?? anchor;
            node = (pair.value as YamlNode | null) ?? null;
            if (node === null) break;
          } else if (isSeq(node) && typeof segment === 'number') {
            const item = node.items[segment] as YamlNode | undefined;
            if (!item) break;
            anchor = node = item;
          } else break;
        }
        const offset = (anchor as ParsedNode | null)?.range?.[0] ?? 0;
        return position(offset);
      },
    },
  };
}
