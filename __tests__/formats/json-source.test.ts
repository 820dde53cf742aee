/**
 * The JSON source layer's fast path: duplicate keys are found by comparing the
 * text's key count with the parsed value's, and jsonc-parser runs only when they
 * differ. These properties pin the fast path to the slow one it replaces.
 */
import fc from 'fast-check';
import { visit } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import {
  countObjectKeys,
  locateInJson,
  MAX_JSON_DEPTH,
  MAX_JSON_VALUES,
  parseJsonDocument,
  scanStructure,
} from '../../src/formats/json-source.js';

const encode = (text: string) => new TextEncoder().encode(text);

/** Duplicate keys as jsonc-parser's visitor sees them: the reference. */
function duplicatesByVisitor(text: string): string[] {
  const seen: (Set<string> | null)[] = [];
  const dups: string[] = [];
  visit(text, {
    onObjectBegin: () => void seen.push(new Set()),
    onObjectEnd: () => void seen.pop(),
    onArrayBegin: () => void seen.push(null),
    onArrayEnd: () => void seen.pop(),
    onObjectProperty: (key) => {
      const keys = seen[seen.length - 1];
      if (!keys) return;
      if (keys.has(key)) dups.push(key);
      else keys.add(key);
    },
  });
  return dups;
}

/** Keys awkward for a scanner: quotes, backslashes, colons, braces, __proto__, non-ASCII. */
const awkwardKey = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.constantFrom('"', '\\', ':', '\\"', '{', '}', '[', '__proto__', 'a:b', 'é', '\u2028', ''),
);

/** JSON text of an object, whose keys may repeat, written by hand so duplicates survive. */
const objectText: fc.Arbitrary<string> = fc.letrec<{ value: string; object: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.jsonValue({ maxDepth: 1 }).map((v) => JSON.stringify(v)),
    tie('object'),
    fc.array(tie('value'), { maxLength: 3 }).map((items) => `[${items.join(',')}]`),
  ),
  object: fc
    .array(fc.tuple(awkwardKey, tie('value')), { maxLength: 4 })
    .chain((entries) =>
      // Repeat some keys of this object, sometimes.
      fc.subarray(entries).map((again) => [...entries, ...again]),
    )
    .map((entries) => `{ ${entries.map(([k, v]) => `${JSON.stringify(k)} : ${v}`).join(' ,\n')} }`),
})).object;

describe('scanStructure and countObjectKeys', () => {
  it('count the same keys for any value JSON.stringify writes, non-ASCII included', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        expect(scanStructure(encode(text), MAX_JSON_DEPTH).keys).toBe(
          countObjectKeys(JSON.parse(text)),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('finds the byte offset where nesting passes the cap, and only then', () => {
    const text = `${'['.repeat(10)}${']'.repeat(10)}`;
    expect(scanStructure(encode(text), 10).tooDeepAt).toBe(-1);
    expect(scanStructure(encode(text), 9).tooDeepAt).toBe(9);
    // Brackets inside strings (with escaped quotes before them) are not nesting.
    expect(scanStructure(encode(JSON.stringify({ a: '\\"[[[[' })), 1).tooDeepAt).toBe(-1);
  });

  it('stops where the values pass the cap: commas and opening brackets outside strings', () => {
    // [0,0,0] is 3 values: one container and two commas; strings hold neither.
    expect(scanStructure(encode('[0,0,0]'), 10, 3).tooManyAt).toBe(-1);
    expect(scanStructure(encode('[0,0,0]'), 10, 2).tooManyAt).toBe(4);
    expect(scanStructure(encode('["a,b,c,[{"]'), 10, 1).tooManyAt).toBe(-1);
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        // Never fewer than the containers and elements JSON.parse builds, minus the root.
        const text = JSON.stringify(value);
        let built = 0;
        const stack: unknown[] = [value];
        while (stack.length > 0) {
          const v = stack.pop();
          if (v === null || typeof v !== 'object') continue;
          const items = Array.isArray(v) ? v : Object.values(v as object);
          built += 1 + Math.max(0, items.length - 1);
          stack.push(...items);
        }
        expect(scanStructure(encode(text), MAX_JSON_DEPTH, built).tooManyAt).toBe(-1);
        if (built > 0)
          expect(scanStructure(encode(text), MAX_JSON_DEPTH, built - 1).tooManyAt).not.toBe(-1);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a document of more than MAX_JSON_VALUES values before JSON.parse, with its position', () => {
    const text = `[${'0,'.repeat(MAX_JSON_VALUES)}0]`;
    const parsed = parseJsonDocument(encode(text));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problem).toMatchObject({ kind: 'too-many-values', line: 1 });
    expect(parsed.problem.message).toBe(
      'more than 1,000,000 values (array elements and object members)',
    );
    expect(parsed.problem.offset).toBe(2 * MAX_JSON_VALUES);
  });

  it('counts deep values without recursion', () => {
    let deep: unknown = { leaf: 1 };
    for (let k = 0; k < 100_000; k++) deep = { k: deep };
    expect(countObjectKeys(deep)).toBe(100_001);
  });
});

describe('parseJsonDocument duplicate keys', () => {
  it('reports exactly the duplicates jsonc-parser finds', () => {
    fc.assert(
      fc.property(objectText, (text) => {
        const parsed = parseJsonDocument(encode(text));
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        expect(parsed.document.duplicateKeys.map((d) => d.key)).toEqual(duplicatesByVisitor(text));
        expect(parsed.document.value).toEqual(JSON.parse(text));
      }),
      { numRuns: 500 },
    );
  });

  it('gives the same result when the caller hands over the parsed value', () => {
    fc.assert(
      fc.property(objectText, (text) => {
        const own = parseJsonDocument(encode(text));
        const handed = parseJsonDocument(encode(text), undefined, { value: JSON.parse(text) });
        expect(handed.ok && own.ok).toBe(true);
        if (!handed.ok || !own.ok) return;
        expect(handed.document.duplicateKeys).toEqual(own.document.duplicateKeys);
        // The handed-over path decodes lazily: the same text and positions when asked.
        expect(handed.document.text).toBe(own.document.text);
        const value = JSON.parse(text) as Record<string, unknown>;
        for (const key of Object.keys(value).slice(0, 3)) {
          const pointer = `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
          expect(handed.document.locate(pointer)).toEqual(own.document.locate(pointer));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('locates a duplicate and a pointer lazily, with 1-based positions', () => {
    const text = '{\n  "a": 1,\n  "b": {"c": 2},\n  "a": 3\n}';
    const parsed = parseJsonDocument(encode(text));
    if (!parsed.ok) throw new Error('expected a document');
    expect(parsed.document.duplicateKeys).toEqual([
      { pointer: '', key: 'a', line: 4, column: 3, offset: text.lastIndexOf('"a"') },
    ]);
    expect(parsed.document.locate('/b/c')).toMatchObject({ line: 3, column: 9 });
    expect(parsed.document.value).toEqual({ a: 3, b: { c: 2 } });
  });

  it('places a nesting error at its character, after multi-byte text', () => {
    // 'é' is two bytes, '😀' four: the scan counts bytes, the position counts characters.
    const text = `{"é😀": ${'['.repeat(MAX_JSON_DEPTH + 1)}`;
    const parsed = parseJsonDocument(encode(text));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(parsed.problem).toMatchObject({
        kind: 'too-deep',
        line: 1,
        // The object is level 1, so the cap is passed at bracket number MAX_JSON_DEPTH.
        column: text.indexOf('[') + MAX_JSON_DEPTH,
      });
  });

  it('refuses nesting past the cap before any recursive pass, valid JSON or not', () => {
    const valid = `${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`;
    const broken = `{"a": ${'['.repeat(100_000)}`;
    for (const text of [valid, broken]) {
      const parsed = parseJsonDocument(encode(text));
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.problem.kind).toBe('too-deep');
    }
  });

  it('reports a syntax error with its position', () => {
    const parsed = parseJsonDocument(encode('{\n  "a": 1,\n  "b": }'));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem).toMatchObject({ kind: 'syntax', line: 3, column: 8 });
  });
});

/** Every pointer of `value` (objects' keys and arrays' indices), the root's included. */
function listPointers(value: unknown, at = ''): string[] {
  if (value === null || typeof value !== 'object') return [at];
  const keys = Array.isArray(value) ? value.map((_, i) => String(i)) : Object.keys(value);
  return [
    at,
    ...keys.flatMap((k) =>
      listPointers(
        (value as Record<string, unknown>)[k],
        `${at}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`,
      ),
    ),
  ];
}

describe('locateInJson', () => {
  it("locates every pointer (and a missing one) where the accepted document's locate does, without parsing", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 0, max: 4 }), (value, indent) => {
        const bytes = encode(JSON.stringify(value, null, indent) ?? 'null');
        const parsed = parseJsonDocument(bytes);
        if (!parsed.ok) return;
        const locate = locateInJson(bytes);
        for (const pointer of [...listPointers(value), '/no such key', '/0/x'])
          expect(locate(pointer), pointer).toEqual(parsed.document.locate(pointer));
      }),
      { numRuns: 300 },
    );
  });
});
