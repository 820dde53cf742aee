/**
 * The record of a passport's index fields the facts cache keeps (src/core/passport-index-record.ts):
 * read back, it is the reading it was made from, value and key order; anything else reads as
 * no record.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPassportIndex } from '../../src/core/passport.js';
import { decodePassportIndex, encodePassportIndex } from '../../src/core/passport-index-record.js';

/** Passport-shaped values whose fields may be of any type (the reading is tolerant). */
const artifact = fc.record(
  {
    path: fc.oneof(fc.string(), fc.integer()),
    sha256: fc.oneof(fc.stringMatching(/^[0-9a-f]{64}$/), fc.constant(null), fc.string()),
    size_bytes: fc.oneof(fc.nat(), fc.double(), fc.string(), fc.constant(2 ** 60)),
    source: fc.oneof(fc.string(), fc.integer()),
    external: fc.oneof(fc.boolean(), fc.string()),
    uri: fc.oneof(fc.string(), fc.constant(null)),
    type: fc.oneof(fc.string(), fc.integer()),
  },
  { requiredKeys: [] },
);
const value = fc.oneof(
  fc.record(
    {
      passport_id: fc.oneof(fc.uuid(), fc.string(), fc.integer()),
      created_at: fc.oneof(fc.string(), fc.boolean()),
      produced_by: fc.oneof(
        fc.record({ skill: fc.string(), skill_version: fc.string() }, { requiredKeys: [] }),
        fc.string(),
      ),
      consumed_passports: fc.oneof(
        fc.array(fc.oneof(fc.uuid(), fc.string(), fc.integer())),
        fc.string(),
      ),
      inputs: fc.oneof(fc.array(fc.oneof(artifact, fc.jsonValue()), { maxLength: 4 }), fc.string()),
      outputs: fc.oneof(
        fc.array(fc.oneof(artifact, fc.jsonValue()), { maxLength: 4 }),
        fc.string(),
      ),
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue(),
);

describe('the passport index record', () => {
  it('reads back exactly the reading it was made from, key order included', () => {
    fc.assert(
      fc.property(value, (v) => {
        const fields = readPassportIndex(JSON.parse(JSON.stringify(v)) as unknown);
        const back = decodePassportIndex(encodePassportIndex(fields));
        expect(back).toStrictEqual(fields);
        // Key order too: a reader that serializes the fields sees the same text.
        expect(JSON.stringify(back)).toBe(JSON.stringify(fields));
      }),
      { numRuns: 500 },
    );
  });

  it('reads anything that is not a record it wrote as none', () => {
    const good = JSON.parse(
      encodePassportIndex(
        readPassportIndex({
          passport_id: 'A-1',
          outputs: [{ path: 'r/a.tsv', sha256: 'ab', size_bytes: 3 }],
        }),
      ),
    ) as unknown[];
    const spoiled: unknown[] = [
      'not json',
      '{}',
      '[]',
      JSON.stringify(good.slice(0, 7)),
      JSON.stringify([1, ...good.slice(1)]),
      JSON.stringify([...good.slice(0, 5), [7], ...good.slice(6)]),
      JSON.stringify([...good.slice(0, 7), [[0, 'r/a.tsv', 'ab', 1.5, null, false, null, null]]]),
      JSON.stringify([...good.slice(0, 7), [[-1, 'r/a.tsv', 'ab', 3, null, false, null, null]]]),
      JSON.stringify([...good.slice(0, 7), [[0, 'r/a.tsv', 'ab', 3, null, 'no', null, null]]]),
      JSON.stringify([...good.slice(0, 7), [[0, 'r/a.tsv', 'ab', 3, null, false, null]]]),
    ];
    expect(decodePassportIndex(JSON.stringify(good))).not.toBeNull();
    for (const text of spoiled) expect(decodePassportIndex(text as string)).toBeNull();
  });
});
