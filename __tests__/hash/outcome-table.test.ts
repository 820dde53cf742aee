import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HashOutcome } from '../../src/hash/hash-files.js';
import { OutcomeTable } from '../../src/hash/outcome-table.js';
import { readPassport } from '../../src/core/passport.js';

const hex = (digits: string) =>
  fc.string({ unit: fc.constantFrom(...digits), minLength: 64, maxLength: 64 });

/** Any outcome the digest service may store, plain digests most often. */
const outcome: fc.Arbitrary<HashOutcome | undefined> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      ok: fc.constant(true as const),
      sha256: hex('0123456789abcdef'),
      size: fc.nat(),
    }),
  },
  // A digest the columns cannot hold as written: upper case, or not 64 digits (a content cache's).
  fc.record({
    ok: fc.constant(true as const),
    sha256: fc.oneof(hex('0123456789ABCDEF'), fc.string()),
    size: fc.nat(),
  }),
  fc.record({
    ok: fc.constant(true as const),
    sha256: hex('0123456789abcdef'),
    size: fc.nat(),
    lfs: fc.record({ oid: hex('0123456789abcdef'), size: fc.nat() }),
  }),
  fc.record({
    ok: fc.constant(true as const),
    sha256: hex('0123456789abcdef'),
    size: fc.nat(),
    blob: hex('0123456789abcdef'),
  }),
  fc.record({
    ok: fc.constant(false as const),
    reason: fc.constantFrom('missing', 'too-large', 'io', 'changed', 'not-regular'),
    detail: fc.string(),
  }) as fc.Arbitrary<HashOutcome>,
  fc.constant(undefined),
);

describe('OutcomeTable', () => {
  it('reads back every outcome as stored, fields and their order included (property)', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 8 }),
        fc.array(fc.tuple(fc.nat({ max: 40 }), outcome), { maxLength: 60 }),
        (capacity, writes) => {
          const table = new OutcomeTable(capacity);
          const model = new Map<number, HashOutcome>();
          for (const [file, o] of writes) {
            table.set(file, o);
            if (o === undefined) model.delete(file);
            else model.set(file, o);
          }
          for (let file = 0; file <= 41; file++) {
            const want = model.get(file);
            const got = table.get(file);
            // JSON text: the same fields in the same order, as a report or a stamp would write them.
            expect(JSON.stringify(got)).toBe(JSON.stringify(want));
            expect(table.has(file)).toBe(want !== undefined);
            expect(table.hashedSize(file)).toBe(want?.ok ? want.size : undefined);
            const plain =
              want?.ok === true &&
              Object.keys(want).length === 3 &&
              /^[0-9a-f]{64}$/.test(want.sha256);
            expect(table.special(file)).toBe(plain ? undefined : want);
            if (file < table.capacity || want === undefined) continue;
            throw new Error(`file ${file} has an outcome past the capacity ${table.capacity}`);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('holds a plain digest as bytes, not as the object it was given', () => {
    const table = new OutcomeTable(2);
    const stored = { ok: true as const, sha256: 'ab'.repeat(32), size: 7 };
    table.set(1, stored);
    const read = table.get(1);
    expect(read).toEqual(stored);
    expect(read).not.toBe(stored);
    expect(table.special(1)).toBeUndefined();
  });

  it('gives the size of a plain digest a ref records as bytes, and nothing for anything else', () => {
    const a = 'ab'.repeat(32);
    const b = 'cd'.repeat(32);
    const table = new OutcomeTable(2);
    table.set(0, { ok: true, sha256: a, size: 7 });
    table.set(1, { ok: true, sha256: a, size: 7, lfs: { oid: a, size: 9 } });
    table.set(2, { ok: false, reason: 'missing', detail: '' });
    const [same, other, upper, sourced] = readPassport({
      outputs: [
        { path: 's', sha256: a },
        { path: 'o', sha256: b },
        { path: 'u', sha256: a.toUpperCase() },
        { path: 'x', sha256: a, source: 'SRA' },
      ],
    }).outputs;
    if (!same || !other || !upper || !sourced) throw new Error('four outputs');
    expect(table.sizeIfRecorded(0, same)).toBe(7);
    // Another digest, a record not kept as bytes, a special outcome, a refusal, no outcome.
    expect(table.sizeIfRecorded(0, other)).toBeUndefined();
    expect(table.sizeIfRecorded(0, upper)).toBeUndefined();
    expect(table.sizeIfRecorded(0, sourced)).toBeUndefined();
    expect(table.sizeIfRecorded(1, same)).toBeUndefined();
    expect(table.sizeIfRecorded(2, same)).toBeUndefined();
    expect(table.sizeIfRecorded(3, same)).toBeUndefined();
    expect(table.sizeIfRecorded(99, same)).toBeUndefined();
  });
});
