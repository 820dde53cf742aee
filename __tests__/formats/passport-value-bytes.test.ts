import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scanStructure } from '../../src/formats/json-source.js';
import {
  couldExceedStructureCaps,
  parsePassportBytes,
  parsePassportValueBytes,
} from '../../src/formats/passport.js';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

/** JSON texts, and texts near the ways the light parse refuses bytes. */
const texts = fc.oneof(
  fc.json(),
  fc.jsonValue().map((v) => JSON.stringify(v, null, 1)),
  // Nesting around the depth cap (256), brackets inside strings, unbalanced and cut texts.
  fc
    .record({
      depth: fc.integer({ min: 240, max: 270 }),
      inString: fc.nat({ max: 400 }),
      open: fc.constantFrom('[', '{"k":'),
      cut: fc.boolean(),
    })
    .map(({ depth, inString, open, cut }) => {
      const close = open === '[' ? ']' : '}';
      const text = `{"s":"${'['.repeat(inString)}","v":${open.repeat(depth)}1${close.repeat(depth)}}`;
      return cut ? text.slice(0, text.length - 3) : text;
    }),
  fc.string({ maxLength: 40 }),
);

/** Bytes as read: the texts as UTF-8, with a BOM, a bad byte or an escaped quote now and then. */
const bytes = fc
  .record({
    text: texts,
    bom: fc.boolean(),
    bad: fc.option(fc.nat(), { nil: undefined }),
  })
  .map(({ text, bom, bad }) => {
    const body = encode(text);
    const out = new Uint8Array((bom ? 3 : 0) + body.length);
    if (bom) out.set([0xef, 0xbb, 0xbf]);
    out.set(body, bom ? 3 : 0);
    if (bad !== undefined && out.length > 0) out[bad % out.length] = 0xff;
    return Buffer.from(out.buffer, out.byteOffset, out.byteLength);
  });

describe('parsePassportValueBytes', () => {
  it('refuses exactly what parsePassportBytes refuses, and gives the same value otherwise', () => {
    fc.assert(
      fc.property(bytes, (b) => {
        const full = parsePassportBytes(b);
        const light = parsePassportValueBytes(b);
        expect(light === null).toBe(full === null);
        if (full !== null && light !== null) expect(light.value).toEqual(full.value);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses more values than the cap as the scan does, and reads as many as it allows', () => {
    // 1,000,000 values is the cap (formats/json-source.ts MAX_JSON_VALUES): an array of that many
    // is read, one more is refused, by both parses.
    for (const [count, refused] of [
      [999_999, false],
      [1_000_001, true],
    ] as const) {
      const b = Buffer.from(`[${'0,'.repeat(count - 1)}0]`);
      expect(parsePassportBytes(b) === null).toBe(refused);
      expect(parsePassportValueBytes(b) === null).toBe(refused);
    }
  });
});

describe('couldExceedStructureCaps', () => {
  it('is true whenever the scan finds a cap exceeded (small caps, so that both sides are met)', () => {
    fc.assert(
      fc.property(
        bytes,
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 60 }),
        (b, maxDepth, maxValues) => {
          const scan = scanStructure(b, maxDepth, maxValues);
          const exceeded = scan.tooDeepAt >= 0 || scan.tooManyAt >= 0;
          if (!couldExceedStructureCaps(b, maxDepth, maxValues)) expect(exceeded).toBe(false);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('needs no scan for a passport of 100 outputs (~110 brackets in ~19 KB)', () => {
    const outputs = Array.from({ length: 100 }, (_, k) => ({
      type: 'tsv',
      path: `results/r00000/part${k}.tsv`,
      sha256: 'ab'.repeat(32),
      size_bytes: 64,
    }));
    const b = Buffer.from(
      JSON.stringify({ schema_version: '1.0.0', inputs: [], outputs }, null, 2),
    );
    expect(couldExceedStructureCaps(b)).toBe(false);
  });
});
