/**
 * The passport's artifacts as columns (core/passport.ts ColumnArtifact): an entry whose sha256 is
 * 64 lowercase hex digits keeps it as 32 bytes, every other shape as recorded. Either way each
 * field reads as the plain reading below does, so no rule, message or finding changes.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasRecordedDigest,
  readPassport,
  readPassportIndex,
  recordsDigest,
  sameRecordedDigest,
  type ArtifactRef,
} from '../../src/core/passport.js';

const FIELDS = [
  'index',
  'path',
  'sha256',
  'sizeBytes',
  'source',
  'external',
  'uri',
  'type',
] as const;

/** The plain reading of one artifact list: what readPassport gave before the columns. */
function readPlainly(list: unknown): Record<(typeof FIELDS)[number], unknown>[] {
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  const out: Record<(typeof FIELDS)[number], unknown>[] = [];
  if (!Array.isArray(list)) return out;
  list.forEach((entry: unknown, index) => {
    const o = (
      typeof entry === 'object' && entry !== null && !Array.isArray(entry) ? entry : {}
    ) as Record<string, unknown>;
    if (typeof o.path !== 'string') return;
    const size = o.size_bytes;
    out.push({
      index,
      path: o.path,
      sha256: str(o.sha256),
      sizeBytes: typeof size === 'number' && Number.isSafeInteger(size) ? size : null,
      source: str(o.source),
      external: o.external === true,
      uri: str(o.uri),
      type: str(o.type),
    });
  });
  return out;
}

const digits = (alphabet: string, min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...alphabet), minLength: min, maxLength: max });

/** Recorded sha256 values: plain hex most often, then every shape the columns must not take. */
const sha256 = fc.oneof(
  { weight: 5, arbitrary: digits('0123456789abcdef', 64, 64) },
  digits('0123456789ABCDEF', 64, 64),
  digits('0123456789aAbBcCdDeEfF', 64, 64),
  digits('0123456789abcdef', 0, 70),
  digits('0123456789abcdefg ', 64, 64),
  fc.string(),
  fc.constantFrom<unknown>(null, 0, 1, true, [], {}, 'e'.repeat(64) + '\n'),
);

/** A field that is absent, a string, or another JSON value. */
const maybe = (value: fc.Arbitrary<unknown>) =>
  fc.option(fc.oneof(value, fc.constantFrom<unknown>(null, 7, false, [])), { nil: undefined });

const entry = fc.record(
  {
    path: fc.oneof(
      { weight: 6, arbitrary: fc.string() },
      fc.constantFrom<unknown>(null, 3, undefined),
    ),
    sha256,
    size_bytes: fc.oneof(fc.nat(), fc.double(), fc.constantFrom<unknown>(2 ** 60, '12', null)),
    source: maybe(fc.string()),
    uri: maybe(fc.string()),
    type: maybe(fc.string()),
    external: fc.option(fc.constantFrom<unknown>(true, false, 'true', 1), { nil: undefined }),
  },
  { requiredKeys: ['path'] },
);

const artifacts = fc.array(
  fc.oneof({ weight: 8, arbitrary: entry }, fc.constantFrom<unknown>(null, 'x', 5)),
  {
    maxLength: 12,
  },
);

/** Each ref field by field against the plain reading (a getter counts as the field it reads). */
function expectSameFields(refs: readonly ArtifactRef[], list: unknown): void {
  const plain = readPlainly(list);
  expect(refs.length).toBe(plain.length);
  refs.forEach((ref, k) => {
    const p = plain[k];
    for (const field of FIELDS) expect([field, ref[field]]).toEqual([field, p?.[field]]);
    // The column takes exactly the plain shape (else its bytes would read back another text).
    const columnar =
      typeof p?.sha256 === 'string' &&
      /^[0-9a-f]{64}$/.test(p.sha256) &&
      p.source === null &&
      p.uri === null &&
      p.external === false;
    const bytes = columnar ? Buffer.from(p.sha256 as string, 'hex') : Buffer.alloc(32);
    expect(recordsDigest(ref, bytes, 0)).toBe(columnar ? true : undefined);
  });
}

describe('the passport artifacts as columns', () => {
  it('reads every field of every artifact as the plain reading does, in both readings (property)', () => {
    fc.assert(
      fc.property(artifacts, artifacts, (inputs, outputs) => {
        const value = JSON.parse(JSON.stringify({ inputs, outputs })) as {
          inputs: unknown;
          outputs: unknown;
        };
        const full = readPassport(value);
        expectSameFields(full.inputs, value.inputs);
        expectSameFields(full.outputs, value.outputs);
        const index = readPassportIndex(value);
        expectSameFields(index.inputs, value.inputs);
        expectSameFields(index.outputs, value.outputs);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps a plain lowercase hex digest as bytes and every other shape as recorded', () => {
    const plain = createHash('sha256').update('a').digest();
    const other = createHash('sha256').update('b').digest();
    const hexOf = (b: Buffer) => b.toString('hex');
    const p = readPassport({
      outputs: [
        { path: 'plain', sha256: hexOf(plain) },
        { path: 'upper', sha256: hexOf(plain).toUpperCase() },
        { path: 'short', sha256: hexOf(plain).slice(1) },
        { path: 'number', sha256: 5 },
        { path: 'missing' },
        { path: 'sourced', sha256: hexOf(plain), source: 'SRA' },
        { path: 'uri', sha256: hexOf(plain), uri: 'https://example.org/x' },
        { path: 'external', sha256: hexOf(plain), external: true },
      ],
    });
    const [column, ...recorded] = p.outputs;
    expect(column && recordsDigest(column, plain, 0)).toBe(true);
    // At an offset, and another digest.
    expect(column && recordsDigest(column, Buffer.concat([other, plain]), 32)).toBe(true);
    expect(column && recordsDigest(column, other, 0)).toBe(false);
    // Anything else is compared as the string it is: no bytes to compare.
    for (const ref of recorded)
      expect([ref.path, recordsDigest(ref, plain, 0)]).toEqual([ref.path, undefined]);
    expect(recorded.map((r) => r.sha256)).toEqual([
      hexOf(plain).toUpperCase(),
      hexOf(plain).slice(1),
      null,
      null,
      hexOf(plain),
      hexOf(plain),
      hexOf(plain),
    ]);
  });

  it('writes a column-kept artifact as JSON with every field of the plain reading', () => {
    const digest = createHash('sha256').update('c').digest('hex');
    const [ref] = readPassport({
      outputs: [{ path: 'plain', sha256: digest, size_bytes: 3, type: 'csv' }],
    }).outputs;
    expect(recordsDigest(ref as ArtifactRef, Buffer.from(digest, 'hex'), 0)).toBe(true);
    expect(JSON.parse(JSON.stringify(ref))).toEqual({
      index: 0,
      path: 'plain',
      sha256: digest,
      sizeBytes: 3,
      source: null,
      external: false,
      uri: null,
      type: 'csv',
    });
  });

  it('compares two recorded digests as their strings do, kept as bytes or not', () => {
    // Digests that differ in one byte only (the first, a middle, the last), each in every shape:
    // plain lowercase (kept as bytes), upper case, beside a source (kept as written), absent.
    const base = createHash('sha256').update('d').digest();
    const variants = [0, 17, 31].map((at) => {
      const b = Buffer.from(base);
      b[at] = (b[at] ?? 0) ^ 1;
      return b.toString('hex');
    });
    const hexes = [base.toString('hex'), ...variants];
    const shape = fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...hexes).map((sha256) => ({ sha256 })) },
      fc.constantFrom(...hexes).map((h) => ({ sha256: h.toUpperCase() })),
      fc.constantFrom(...hexes).map((sha256) => ({ sha256, source: 'SRA' })),
      fc.constant({}),
    );
    fc.assert(
      fc.property(fc.array(shape, { minLength: 1, maxLength: 8 }), (shapes) => {
        const refs = readPassport({
          inputs: shapes.map((s, k) => ({ path: `i${k}`, ...s })),
        }).inputs;
        for (const a of refs) {
          expect(hasRecordedDigest(a)).toBe(a.sha256 !== null);
          for (const b of refs)
            expect([a.path, b.path, sameRecordedDigest(a, b)]).toEqual([
              a.path,
              b.path,
              a.sha256 === b.sha256,
            ]);
        }
      }),
      { numRuns: 300 },
    );
  });
});
