/**
 * The walk against a listing made independently of it (a recursive readdir, each name's kind
 * from its dirent, sorted by `<`), over trees generated on disk whose names sit on every side of
 * the separator in UTF-16 order (`a-b` and `a.b` before `a/…`, `a0` after it, an astral name
 * before a high BMP one), with files, directories (empty too) and symlinks: the same entries, in
 * the same order, from the walk's list and from the walked repository's columns. (Kept from
 * branch shard-walk, whose walk without an object per entry was tried and not kept:
 * docs/performance.md, issue 41.)
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walkTree } from '../../src/fs/walk.js';
import { listEntries } from '../../src/fs/tree-entries.js';
import { walkRepository } from '../../src/repo/tree.js';
import { arbitraryTree, listByReading, checkWrittenTree } from '../helpers/generated-tree.js';
import { TempRepo } from '../helpers/repo.js';

/** Names around the separator ('-' 0x2d and '.' 0x2e sort before '/' 0x2f, '0' after it). */
const NAMES = ['a', 'a-b', 'a.b', 'a0', 'a b', 'A', '𝔘', '\uff71', 'é', 'x.passport.json'];

const treeArb = arbitraryTree({
  names: NAMES,
  linkTargets: ['a', 'nowhere'],
  depth: 4,
  maxChildren: 5,
  maxTop: 7,
});

let repo: TempRepo;
beforeAll(async () => {
  repo = await TempRepo.create('pg-walk-columns-');
});
afterAll(async () => {
  await repo.remove();
});

describe('the walk against an independent listing', () => {
  it('lists what an independent listing lists, in path order, each kind beside its path', async () => {
    await fc.assert(
      fc.asyncProperty(treeArb, (children) =>
        checkWrittenTree(repo.root, children, async (root) => {
          const expected = listByReading(root);
          expect(await walkTree(root, () => false)).toEqual(expected);
          expect(listEntries((await walkRepository(root, { ignore: [] })).entries)).toEqual(
            expected,
          );
        }),
      ),
      { numRuns: 60 },
    );
  });
});
