import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FoldedPaths } from '../../src/util/folded-paths.js';

/**
 * The index as it was before names folding to themselves left the fold index: every name
 * keyed by "exact parent/folded name", the first spelling kept, each later one paired with it.
 * The reference the class must answer exactly as.
 */
class ReferenceFolded<T> {
  readonly exact = new Map<
    string,
    { path: string; tag: string | undefined; data: T | undefined }
  >();
  private readonly bySibling = new Map<
    string,
    { path: string; tag: string | undefined; data: T | undefined }
  >();
  private readonly pairs: [
    { path: string; tag: string | undefined; data: T | undefined },
    { path: string; tag: string | undefined; data: T | undefined },
  ][] = [];

  add(rel: string, tag?: string, data?: T): void {
    for (let p = rel; p !== '' && p !== '.';) {
      const slash = p.lastIndexOf('/');
      const parent = slash < 0 ? '' : p.slice(0, slash);
      const known = this.exact.get(p);
      if (known) {
        if (tag === undefined || (known.tag !== undefined && known.tag <= tag)) return;
        known.tag = tag;
        p = parent;
        continue;
      }
      const entry = { path: p, tag, data };
      this.exact.set(p, entry);
      const name = p.slice(slash + 1);
      const fold = /^[\x20-\x7e]*$/.test(name)
        ? name.toLowerCase()
        : name.normalize('NFC').toLowerCase();
      const key = `${parent}/${fold}`;
      const sibling = this.bySibling.get(key);
      if (sibling) this.pairs.push([sibling, entry]);
      else this.bySibling.set(key, entry);
      p = parent;
    }
  }

  collisions() {
    return this.pairs
      .map(([a, b]) => (a.path < b.path ? { first: a, later: b } : { first: b, later: a }))
      .sort((x, y) => (x.later.path < y.later.path ? -1 : 1));
  }
}

/** Names that collide often: one letter in either case, "é" composed or not, a capital I. */
const NAME = fc.constantFrom(
  'a',
  'A',
  'b',
  'B',
  'caf\u00e9',
  'cafe\u0301',
  'CAF\u00c9',
  'I',
  'i',
  '\u0130',
  'x',
);
const PATH = fc.array(NAME, { minLength: 1, maxLength: 4 }).map((names) => names.join('/'));
const ADD = fc.record({
  rel: PATH,
  tag: fc.option(fc.constantFrom('t1', 't2', 't3'), { nil: undefined }),
  data: fc.option(fc.nat(9), { nil: undefined }),
});

/** How many names of the paths added (and their directories) do not fold to themselves. */
function countFoldingNames(rels: readonly string[]): number {
  const names = new Set<string>();
  for (const rel of rels) {
    const parts = rel.split('/');
    for (let i = 1; i <= parts.length; i++) names.add(parts.slice(0, i).join('/'));
  }
  let n = 0;
  for (const p of names) {
    const name = p.slice(p.lastIndexOf('/') + 1);
    if (name.normalize('NFC').toLowerCase() !== name) n++;
  }
  return n;
}

describe('FoldedPaths', () => {
  it('answers exactly as the index keyed by every folded name, and indexes only names that fold away', () => {
    fc.assert(
      fc.property(
        fc.array(ADD, { maxLength: 40 }),
        fc.array(PATH, { maxLength: 8 }),
        (adds, asked) => {
          const folded = new FoldedPaths<number>();
          const reference = new ReferenceFolded<number>();
          for (const { rel, tag, data } of adds) {
            folded.add(rel, tag, data);
            reference.add(rel, tag, data);
          }
          expect(folded.collisions()).toEqual(reference.collisions());
          for (const rel of [...asked, ...adds.map((a) => a.rel)])
            expect(folded.has(rel)).toBe(reference.exact.has(rel));
          expect(folded.foldedCount).toBeLessThanOrEqual(countFoldingNames(adds.map((a) => a.rel)));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('keeps no folded key for a tree of lowercase names, and still finds a later capital', () => {
    const folded = new FoldedPaths<string>();
    for (let d = 0; d < 20; d++) for (let f = 0; f < 50; f++) folded.add(`out/d${d}/f${f}.txt`);
    expect(folded.foldedCount).toBe(0);
    expect(folded.collisions()).toEqual([]);
    folded.add('out/d3/F7.txt', undefined, 'listed');
    expect(folded.foldedCount).toBe(1);
    expect(folded.collisions().map(({ first, later }) => [first.path, later.path])).toEqual([
      ['out/d3/F7.txt', 'out/d3/f7.txt'],
    ]);
  });
});
