/**
 * The audit's light parse of a passport (parsePassportBytes) and the full check that reuses it
 * (checkPassportBytes): UTF-8 checked and decoded in one pass, and not checked a second time
 * for a value the light parse gave; the same refusals and findings as before for any bytes.
 */
import nodeBuffer, { isUtf8 } from 'node:buffer';
import { syncBuiltinESMExports } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readMessage, type FindingInput } from '../../src/core/findings.js';
import { MAX_JSON_DEPTH, MAX_JSON_VALUES, scanStructure } from '../../src/formats/json-source.js';
import { checkPassportBytes, parsePassportBytes } from '../../src/formats/passport.js';

const encode = (text: string) => new TextEncoder().encode(text);

/** Runs `work` with node:buffer's isUtf8 counted, the source's ESM bindings included. */
function countIsUtf8<T>(work: () => T): { result: T; calls: number } {
  const original = nodeBuffer.isUtf8;
  let calls = 0;
  nodeBuffer.isUtf8 = ((input: ArrayBuffer | NodeJS.TypedArray) => {
    calls++;
    return original(input);
  }) as typeof original;
  syncBuiltinESMExports();
  try {
    return { result: work(), calls };
  } finally {
    nodeBuffer.isUtf8 = original;
    syncBuiltinESMExports();
  }
}

/** The light parse as it was: the scan, a BOM, isUtf8, Buffer's decode, JSON.parse. */
function parseAsBefore(bytes: Uint8Array): unknown {
  const scan = scanStructure(bytes, MAX_JSON_DEPTH);
  if (scan.tooDeepAt >= 0 || scan.tooManyAt >= 0) return null;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return null;
  if (!isUtf8(bytes)) return null;
  try {
    return { value: JSON.parse(Buffer.from(bytes).toString('utf8')) as unknown, scan };
  } catch {
    return null;
  }
}

/** Findings as a report shows them (a lazy message rendered). */
const shown = (findings: FindingInput[]) =>
  findings.map((f) => ({ ...f, message: readMessage(f.message) }));

const passport = {
  schema_version: '1.0.0',
  passport_id: '6e2ff7f9-0739-49e1-af6b-621da0b2e6ca',
  created_at: '2026-06-17T00:01:32Z',
  produced_by: { skill: 'step', skill_version: '1.0.0' },
  inputs: [],
  outputs: [{ path: 'out/é.tsv', sha256: 'a'.repeat(64) }],
  decisions: [],
  errors: [],
  downstream_hints: { next_skills: [] },
};

/** Byte runs at UTF-8's edges, a BOM and JSON's structure among them. */
const edges = fc.constantFrom(
  [0xef, 0xbb, 0xbf],
  [0xc0, 0x80],
  [0xe0, 0x80, 0x80],
  [0xf0, 0x80, 0x80, 0x80],
  [0xed, 0xa0, 0x80],
  [0xed, 0xbf, 0xbf],
  [0xf4, 0x90, 0x80, 0x80],
  [0xf4, 0x8f, 0xbf, 0xbf],
  [0xff],
  [0x80],
  [0xc3],
  [0xc3, 0xa9],
  [0x22],
  [0x5c],
  [0x7b],
  [0x5b],
  [0x2c],
);

/** A passport's text with some bytes spliced in (or not), a BOM before it (or not). */
const passportBytes = fc
  .tuple(
    fc.boolean(),
    fc.array(fc.tuple(fc.nat(), edges), { maxLength: 3 }),
    fc.jsonValue({ maxDepth: 2 }),
  )
  .map(([bom, splices, extra]) => {
    let bytes = [...encode(JSON.stringify({ ...passport, parameters: { extra } }, null, 2))];
    for (const [at, run] of splices) {
      const i = at % (bytes.length + 1);
      bytes = [...bytes.slice(0, i), ...run, ...bytes.slice(i)];
    }
    return Uint8Array.from(bom ? [0xef, 0xbb, 0xbf, ...bytes] : bytes);
  });

/** Documents at the caps and one either side. */
function atTheCaps(): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (const depth of [MAX_JSON_DEPTH - 1, MAX_JSON_DEPTH, MAX_JSON_DEPTH + 1]) {
    // The object is level 1: depth - 1 arrays inside it.
    out.push(encode(`{"a": ${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`));
  }
  for (const count of [MAX_JSON_VALUES - 1, MAX_JSON_VALUES, MAX_JSON_VALUES + 1]) {
    // The object and the array: 2 values, then one more per comma.
    out.push(encode(`{"a": [${'0,'.repeat(count - 2)}0]}`));
  }
  return out;
}

describe('parsePassportBytes', () => {
  it('checks UTF-8 and decodes in one pass: isUtf8 is not called', () => {
    const valid = encode(JSON.stringify(passport));
    const { result, calls } = countIsUtf8(() => [
      parsePassportBytes(valid),
      parsePassportBytes(Uint8Array.from([0xef, 0xbb, 0xbf, ...valid])),
      parsePassportBytes(
        Uint8Array.from([...valid.subarray(0, 20), 0xc0, 0x80, ...valid.subarray(20)]),
      ),
    ]);
    expect(result[0]?.value).toEqual(passport);
    expect(result.slice(1)).toEqual([null, null]);
    expect(calls).toBe(0);
  });

  it('accepts and refuses what the parse before it did, with the same value', () => {
    fc.assert(
      fc.property(passportBytes, (bytes) => {
        expect(parsePassportBytes(bytes)).toEqual(parseAsBefore(bytes));
      }),
      { numRuns: 1500 },
    );
    for (const bytes of atTheCaps())
      expect(parsePassportBytes(bytes)).toEqual(parseAsBefore(bytes));
    expect(atTheCaps().map((b) => parsePassportBytes(b) === null)).toEqual([
      false,
      false,
      true,
      false,
      false,
      true,
    ]);
  });
});

describe('checkPassportBytes after the light parse', () => {
  it('does not check the UTF-8 of bytes the light parse accepted again; bytes alone are checked', () => {
    const bytes = encode(JSON.stringify(passport, null, 2));
    const light = parsePassportBytes(bytes);
    if (light === null) throw new Error('expected the light parse to accept the passport');
    const handed = countIsUtf8(() => checkPassportBytes('out/x.passport.json', bytes, light));
    expect(handed.calls).toBe(0);
    expect(handed.result.findings).toEqual([]);
    const alone = countIsUtf8(() => checkPassportBytes('out/x.passport.json', bytes));
    expect(alone.calls).toBe(1);
    const bad = Uint8Array.from([
      ...bytes.subarray(0, 30),
      0xed,
      0xa0,
      0x80,
      ...bytes.subarray(30),
    ]);
    expect(checkPassportBytes('out/x.passport.json', bad).findings).toMatchObject([
      {
        rule: 'passport-invalid-json',
        message: expect.stringContaining('invalid UTF-8 at byte offset 30'),
      },
    ]);
  });

  it('gives the findings the check of the bytes alone gives, for any bytes the light parse accepts', () => {
    fc.assert(
      fc.property(passportBytes, (bytes) => {
        const light = parsePassportBytes(bytes);
        const alone = checkPassportBytes('out/x.passport.json', bytes);
        if (light === null) {
          expect(alone.document).toBeUndefined();
          return;
        }
        const handed = checkPassportBytes('out/x.passport.json', bytes, light);
        expect(shown(handed.findings)).toEqual(shown(alone.findings));
        expect(handed.document?.value).toEqual(alone.document?.value);
      }),
      { numRuns: 500 },
    );
  });
});
