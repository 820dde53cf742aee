/**
 * The one lower-bound search over the walk's sorted entries (src/fs/tree-entries.ts
 * findFirstAtOrAfter), which the layout's files on demand and the gitlink candidates share.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findFirstAtOrAfter, TreeEntries } from '../../src/fs/tree-entries.js';

/** Sorted, distinct paths over a small alphabet: '/', '0' and '.' sit beside a directory's run. */
const sortedPaths = fc
  .uniqueArray(fc.stringMatching(/^[ab/0.-]{1,6}$/), { maxLength: 40 })
  .map((rels) => [...rels].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));

describe('findFirstAtOrAfter', () => {
  it('answers the first index from `from` on whose path is not below the asked one, as a scan does', () => {
    fc.assert(
      fc.property(
        sortedPaths,
        fc.stringMatching(/^[ab/0.-]{0,6}$/),
        fc.nat(45),
        (rels, asked, start) => {
          const entries = TreeEntries.fromList(rels.map((rel) => ({ rel, kind: 'file' })));
          const from = Math.min(start, rels.length);
          let expected = from;
          while (expected < rels.length && (rels[expected] as string) < asked) expected++;
          expect(findFirstAtOrAfter(entries, asked, from)).toBe(expected);
          if (from === 0) expect(findFirstAtOrAfter(entries, asked)).toBe(expected);
        },
      ),
      { numRuns: 500 },
    );
  });
});
