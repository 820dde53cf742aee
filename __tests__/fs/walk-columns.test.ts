/**
 * The walk's columns (fs/walk.ts walkTreeEntries) are made without an object per entry: the
 * paths in one array, sorted as strings, the kind of each entry that is not a regular file kept
 * beside them by path. Held here against a listing made independently of the walk (a recursive
 * readdir, each name's kind from its dirent, sorted by `<`), over trees generated on disk whose
 * names sit on every side of the separator in UTF-16 order (`a-b` and `a.b` before `a/…`, `a0`
 * after it, an astral name before a high BMP one), with files, directories (empty too) and
 * symlinks; and the walked repository checked to make no list of entry objects unless it
 * walks a dependency directory inside an output directory.
 */
import { mkdir, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { walkTree, walkTreeEntries, type EntryKind, type TreeEntry } from '../../src/fs/walk.js';
import { listEntries, TreeEntries } from '../../src/fs/tree-entries.js';
import { walkRepository } from '../../src/repo/tree.js';
import { TempRepo } from '../helpers/repo.js';

/** Names around the separator ('-' 0x2d and '.' 0x2e sort before '/' 0x2f, '0' after it). */
const NAMES = ['a', 'a-b', 'a.b', 'a0', 'a b', 'A', '𝔘', '\uff71', 'é', 'x.passport.json'];

type Node =
  { kind: 'file' } | { kind: 'dir'; children: Map<string, Node> } | { kind: 'link'; to: string };

const nodeArb: fc.Memo<Node> = fc.memo((depth) =>
  fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant<Node>({ kind: 'file' }),
    fc.constantFrom<Node>({ kind: 'link', to: 'a' }, { kind: 'link', to: 'nowhere' }),
    depth <= 1
      ? fc.constant<Node>({ kind: 'dir', children: new Map() })
      : fc
          .uniqueArray(fc.tuple(fc.constantFrom(...NAMES), nodeArb(depth - 1)), {
            maxLength: 5,
            selector: ([name]) => name,
          })
          .map((children): Node => ({ kind: 'dir', children: new Map(children) })),
  ),
);

const treeArb = fc
  .uniqueArray(fc.tuple(fc.constantFrom(...NAMES), nodeArb(4)), {
    minLength: 1,
    maxLength: 7,
    selector: ([name]) => name,
  })
  .map((children) => new Map(children));

/** Writes `children` under `dir`. */
async function writeTree(dir: string, children: ReadonlyMap<string, Node>): Promise<void> {
  for (const [name, node] of children) {
    const at = path.join(dir, name);
    if (node.kind === 'file') await writeFile(at, name);
    else if (node.kind === 'link') await symlink(node.to, at);
    else {
      await mkdir(at);
      await writeTree(at, node.children);
    }
  }
}

/** Every entry below `root` by a recursive readdir of its own, sorted by path in UTF-16 units. */
async function listIndependently(root: string): Promise<TreeEntry[]> {
  const out: TreeEntry[] = [];
  const visit = async (rel: string): Promise<void> => {
    for (const d of await readdir(rel ? path.join(root, rel) : root, { withFileTypes: true })) {
      const child = rel ? `${rel}/${d.name}` : d.name;
      const kind: EntryKind = d.isFile()
        ? 'file'
        : d.isDirectory()
          ? 'dir'
          : d.isSymbolicLink()
            ? 'symlink'
            : 'other';
      out.push({ rel: child, kind });
      if (kind === 'dir') await visit(child);
    }
  };
  await visit('');
  return out.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
}

let repo: TempRepo;
beforeAll(async () => {
  repo = await TempRepo.create('pg-walk-columns-');
});
afterAll(async () => {
  await repo.remove();
});

describe('the walk as columns', () => {
  it('lists what an independent listing lists, in path order, each kind beside its path', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(treeArb, async (children) => {
        const root = path.join(repo.root, `t${run++}`);
        await mkdir(root);
        try {
          await writeTree(root, children);
          const expected = await listIndependently(root);
          const entries = await walkTreeEntries(root, () => false);
          expect(listEntries(entries)).toEqual(expected);
          expect(await walkTree(root, () => false)).toEqual(expected);
          expect(listEntries((await walkRepository(root, { ignore: [] })).entries)).toEqual(
            expected,
          );
        } finally {
          await rm(root, { recursive: true, force: true });
        }
      }),
      { numRuns: 60 },
    );
  });

  it('makes the walked tree with no list of entry objects, but for a dependency directory to walk', async () => {
    const root = path.join(repo.root, 'objects');
    await mkdir(path.join(root, 'out', 'node_modules', 'dep'), { recursive: true });
    await mkdir(path.join(root, 'tools', 'node_modules', 'dep'), { recursive: true });
    await mkdir(path.join(root, 'src'), { recursive: true });
    for (const rel of ['src/a.ts', 'tools/node_modules/dep/x.js', 'out/node_modules/dep/y.js'])
      await writeFile(path.join(root, rel), rel);
    const fromList = vi.spyOn(TreeEntries, 'fromList');
    try {
      // No dependency directory inside an output directory: the columns straight from the walk.
      const plain = await walkRepository(root, { ignore: [] });
      expect(fromList).not.toHaveBeenCalled();
      expect(plain.has('tools/node_modules')).toBe(true);
      expect(plain.has('tools/node_modules/dep/x.js')).toBe(false);
      // `out` holds a passport: its dependency directory is walked, through the list of objects.
      await writeFile(path.join(root, 'out', 'out.passport.json'), '{}');
      const walked = await walkRepository(root, { ignore: [] });
      expect(fromList).toHaveBeenCalled();
      const all = await listIndependently(root);
      expect(listEntries(walked.entries)).toEqual(
        all.filter((e) => !e.rel.startsWith('tools/node_modules/')),
      );
    } finally {
      fromList.mockRestore();
    }
  });

  it('takes strictly ascending paths with their kinds, and refuses a path twice or out of order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ unit: 'grapheme' }), { minLength: 2 }),
        fc.nat(),
        (rels, pick) => {
          const sorted = [...rels].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
          const kindOf = (rel: string): EntryKind =>
            (['file', 'dir', 'symlink', 'other'] as const)[rel.length % 4] ?? 'file';
          const entries = TreeEntries.fromSortedPaths(sorted, kindOf);
          expect(listEntries(entries)).toEqual(sorted.map((rel) => ({ rel, kind: kindOf(rel) })));
          // The column is a copy: the caller's array may change after.
          sorted.reverse();
          expect(entries.relAt(0)).toBe(sorted[sorted.length - 1]);
          sorted.reverse();
          const i = pick % sorted.length;
          const twice = [...sorted.slice(0, i + 1), ...sorted.slice(i)];
          expect(() => TreeEntries.fromSortedPaths(twice, kindOf)).toThrow(
            /internal error: .* twice/,
          );
          const swapped = [...sorted];
          [swapped[0], swapped[1]] = [swapped[1] as string, swapped[0] as string];
          expect(() => TreeEntries.fromSortedPaths(swapped, kindOf)).toThrow(
            /internal error: .* after /,
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
