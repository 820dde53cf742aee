import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TreeEntries } from '../../src/fs/tree-entries.js';
import type { TreeEntry } from '../../src/fs/walk.js';
import { findOutputDirectories, inferOutputRoots } from '../../src/repo/ownership.js';
import { relativeDirname } from '../../src/util/relative-path.js';

/**
 * Names that sort on both sides of `/` (`-`, `.`, ` ` before it; `0` after it), so siblings
 * and look-alikes (`a`, `a-b`, `a.b`, `a0`) interleave with a directory's children in path order.
 */
const NAMES = ['a', 'a-b', 'a.b', 'a0', 'b', ' c', 'r'];

/** Directories up to four deep, sorted by path as the walk sorts them, with a file in some. */
const treeArb = fc
  .uniqueArray(fc.array(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 4 }), {
    maxLength: 30,
    selector: (d) => d.join('/'),
  })
  .map((leaves) => {
    const byRel = new Map<string, TreeEntry>();
    for (const d of leaves) {
      for (let i = 1; i <= d.length; i++) {
        const rel = d.slice(0, i).join('/');
        byRel.set(rel, { rel, kind: 'dir' });
      }
      byRel.set(`${d.join('/')}/f`, { rel: `${d.join('/')}/f`, kind: 'file' });
    }
    return [...byRel.values()].sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  });

describe('findOutputDirectories', () => {
  it('without outputs: adds every directory directly under an inferred root, as a dirname per directory does', () => {
    fc.assert(
      fc.property(
        treeArb.chain((entries) => {
          const dirs = entries.filter((e) => e.kind === 'dir').map((e) => e.rel);
          return fc.tuple(
            fc.constant(entries),
            fc.subarray(['.', ...dirs]),
            fc.option(fc.subarray(dirs), { nil: undefined }),
          );
        }),
        ([entries, passportDirs, baseDirs]) => {
          const found = findOutputDirectories(
            TreeEntries.fromList(entries),
            new Set(passportDirs),
            { outputs: [] },
            baseDirs === undefined ? undefined : new Set(baseDirs),
          );
          // The plain reading: each directory's parent by relativeDirname.
          const expected = new Set(passportDirs);
          for (const e of entries)
            if (e.kind === 'dir' && found.inferredRoots.has(relativeDirname(e.rel)))
              expected.add(e.rel);
          expect([...found.dirs].sort()).toEqual([...expected].sort());
        },
      ),
      { numRuns: 1000 },
    );
  });
});

/**
 * The plain reading of the inferred roots: a dirname per passport directory; a root is the
 * parent of one, but the repository root and a directory at or inside a passport directory.
 */
function inferRootsPlainly(passportDirs: ReadonlySet<string>): Map<string, string[]> {
  const isInside = (dir: string): boolean =>
    passportDirs.has(dir) || (dir !== '.' && isInside(relativeDirname(dir)));
  const roots = new Map<string, string[]>();
  for (const dir of passportDirs) {
    if (dir === '.') continue;
    const root = relativeDirname(dir);
    if (root === '.' || isInside(root)) continue;
    roots.set(root, [...(roots.get(root) ?? []), dir]);
  }
  for (const list of roots.values()) list.sort();
  return new Map([...roots].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

describe('inferOutputRoots', () => {
  it('answers as a dirname per passport directory does, in path order or any other', () => {
    // Spellings no walk lists but a deleted passport's directory might: a trailing or doubled
    // slash, a leading "./"; each next to its look-alike siblings.
    const odd = ['r/', 'r//a', './a', 'a/.', 'a-b/a/', '.'];
    fc.assert(
      fc.property(
        treeArb.chain((entries) => {
          const dirs = entries.filter((e) => e.kind === 'dir').map((e) => e.rel);
          return fc.oneof(
            fc.subarray([...dirs, ...odd].sort()),
            fc.shuffledSubarray([...dirs, ...odd]),
          );
        }),
        (passportDirs) => {
          const set = new Set(passportDirs);
          expect([...inferOutputRoots(set)]).toEqual([...inferRootsPlainly(set)]);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
