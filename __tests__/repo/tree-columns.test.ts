/**
 * The walked tree keeps its entries as columns (fs/tree-entries.ts): a path array and a kind
 * byte each. Held here against the plain list of entry objects the walk gives, over trees
 * generated on disk (unicode names, deep directories, symlinks to files, to directories and to
 * nothing, empty directories): every entry in the same order, every question of the tree
 * answered as from the list.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walkTree, type EntryKind, type TreeEntry } from '../../src/fs/walk.js';
import {
  listEntries,
  selectRels,
  TreeEntries,
  type ListedEntries,
} from '../../src/fs/tree-entries.js';
import type { FileId } from '../../src/hash/index.js';
import { walkRepository } from '../../src/repo/tree.js';
import { arbitraryTree, checkWrittenTree } from '../helpers/generated-tree.js';
import { TempRepo } from '../helpers/repo.js';

/** Names a tree may hold: ASCII, Latin with marks, CJK, astral (two UTF-16 units), spaces. */
const NAMES = ['a', 'B', 'é', 'e\u0301', '数据', '𝔘', 'z z', '.hidden', 'x.passport.json', 'ü.txt'];

/** Files, subdirectories (empty ones too), symlinks to files, to directories and to nothing. */
const treeArb = arbitraryTree({
  names: NAMES,
  linkTargets: ['a', '..', 'nowhere'],
  depth: 5,
  maxChildren: 4,
  maxTop: 6,
});

/** Every entry of `entries` equals the list's at the same index, each path the same text. */
function expectSameEntries(entries: ListedEntries, list: readonly TreeEntry[]): void {
  expect(entries.size).toBe(list.length);
  list.forEach((e, i) => {
    expect(entries.relAt(i)).toBe(e.rel);
    expect(entries.kindAt(i)).toBe(e.kind);
  });
  expect(listEntries(entries)).toEqual(list);
}

let repo: TempRepo;
beforeAll(async () => {
  repo = await TempRepo.create('pg-tree-columns-');
});
afterAll(async () => {
  await repo.remove();
});

describe('the walked tree as columns', () => {
  it('lists every entry the walk lists, in its order, and answers every question as the list does', async () => {
    await fc.assert(
      fc.asyncProperty(treeArb, (children) =>
        checkWrittenTree(repo.root, children, async (root) => {
          const list = await walkTree(root, () => false);
          const tree = await walkRepository(root, { ignore: [] });
          expectSameEntries(tree.entries, list);
          const kinds = new Map(list.map((e) => [e.rel, e.kind]));
          list.forEach((e, i) => {
            expect(tree.has(e.rel)).toBe(true);
            expect(tree.kindOf(e.rel)).toBe(e.kind);
            expect(tree.listedPath([...e.rel].join(''))).toBe(e.rel);
            expect(tree.isListedRegular(i as FileId)).toBe(e.kind === 'file');
            expect(tree.isPlainFile(e.rel)).toBe(e.kind === 'file');
            if (e.kind === 'file') {
              expect(tree.fileId(e.rel)).toBe(i);
              expect(tree.relOf(i as FileId)).toBe(e.rel);
            }
          });
          for (const rel of ['nowhere', 'a/nowhere', 'e\u0301/x']) {
            expect(tree.has(rel)).toBe(kinds.has(rel));
            expect(tree.kindOf(rel)).toBe(kinds.get(rel));
          }
          // The passes over the tree: what a filter of the list keeps, in its order.
          const keep = (rel: string, kind: EntryKind) => kind !== 'dir' && rel.includes('a');
          expect(selectRels(tree.entries, keep)).toEqual(
            list.filter((e) => keep(e.rel, e.kind)).map((e) => e.rel),
          );
          expectSameEntries(
            TreeEntries.select(tree.entries, keep),
            list.filter((e) => keep(e.rel, e.kind)),
          );
        }),
      ),
      { numRuns: 40 },
    );
  });

  it('keeps any list of entries as given: every kind, any order, each path the same string', () => {
    const kindArb = fc.constantFrom<EntryKind>('file', 'dir', 'symlink', 'other');
    fc.assert(
      fc.property(
        fc.array(fc.record({ rel: fc.string({ unit: 'grapheme' }), kind: kindArb })),
        (list) => {
          const columns = TreeEntries.fromList(list);
          expectSameEntries(columns, list);
          expectSameEntries(
            TreeEntries.select(columns, () => true),
            list,
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('finds each entry of a sorted listing by its path, and nothing at a path not listed', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ unit: 'grapheme' })),
        fc.array(fc.string({ unit: 'grapheme' })),
        (rels, others) => {
          const sorted = [...rels].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
          const columns = TreeEntries.fromList(sorted.map((rel) => ({ rel, kind: 'file' })));
          // Asked with copies of the text: the search compares text, not strings' identity.
          sorted.forEach((rel, i) => expect(columns.indexOfSorted([...rel].join(''))).toBe(i));
          for (const other of others)
            expect(columns.indexOfSorted(other)).toBe(sorted.indexOf(other));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('takes a strictly ascending listing as it is, and refuses one with a path twice or out of order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ unit: 'grapheme' }), { minLength: 2 }),
        fc.nat(),
        (rels, pick) => {
          const sorted = [...rels].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
          const list = sorted.map((rel): TreeEntry => ({ rel, kind: 'file' }));
          expectSameEntries(TreeEntries.fromSortedList(list), list);
          // A path listed twice: the search could find either entry, so nothing is judged.
          const i = pick % list.length;
          const twice = [...list.slice(0, i + 1), ...list.slice(i)];
          expect(() => TreeEntries.fromSortedList(twice)).toThrow(/internal error: .* twice/);
          const swapped = [...list];
          [swapped[0], swapped[1]] = [swapped[1] as TreeEntry, swapped[0] as TreeEntry];
          expect(() => TreeEntries.fromSortedList(swapped)).toThrow(/internal error: .* after /);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('names a refused path with its control characters escaped', () => {
    const rel = 'out/\u001b[31mred\nx';
    const twice = (): TreeEntries =>
      TreeEntries.fromSortedList([
        { rel, kind: 'file' },
        { rel, kind: 'file' },
      ]);
    expect(twice).toThrow(/internal error: the walk listed .*red.* twice/);
    expect(twice).not.toThrow(/[\u0000-\u001f]/);
  });
});
