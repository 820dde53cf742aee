/**
 * The walk against a listing made independently of it (a recursive readdir, each name's kind
 * from its dirent, sorted by `<`), over trees generated on disk whose names sit on every side of
 * the separator in UTF-16 order (`a-b` and `a.b` before `a/…`, `a0` after it, an astral name
 * before a high BMP one), with files, directories (empty too) and symlinks: the same entries, in
 * the same order, from the walk's list and from the walked repository's columns. (Kept from
 * branch shard-walk, whose walk without an object per entry was tried and not kept:
 * docs/performance.md, issue 41.)
 */
import { mkdir, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walkTree, type EntryKind, type TreeEntry } from '../../src/fs/walk.js';
import { listEntries } from '../../src/fs/tree-entries.js';
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

describe('the walk against an independent listing', () => {
  it('lists what an independent listing lists, in path order, each kind beside its path', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(treeArb, async (children) => {
        const root = path.join(repo.root, `t${run++}`);
        await mkdir(root);
        try {
          await writeTree(root, children);
          const expected = await listIndependently(root);
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
});
