/**
 * Trees generated on disk for the walk's tests, and the independent listing the walk is held
 * to: one definition for every test that needs either (__tests__/fs/walk.test.ts,
 * __tests__/fs/walk-columns.test.ts, __tests__/repo/tree-columns.test.ts), so a fix to the
 * reference reaches all of them.
 */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { EntryKind, TreeEntry } from '../../src/fs/walk.js';

/** A node of a generated tree: a file, a directory (empty ones too), or a symlink. */
export type GeneratedNode =
  | { kind: 'file' }
  | { kind: 'dir'; children: Map<string, GeneratedNode> }
  | { kind: 'link'; to: string };

/** The shape of the trees {@link arbitraryTree} draws. */
export interface TreeShape {
  /** The names an entry may take (unique within a directory). */
  names: readonly string[];
  /** Where a symlink may point (relative to its directory; dangling ones too). */
  linkTargets: readonly string[];
  /** Directory levels below the root's entries. */
  depth: number;
  /** Most entries in a directory below the root. */
  maxChildren: number;
  /** Most entries in the root (at least one). */
  maxTop: number;
}

/** The root's entries of a tree drawn to `shape`, name to node. */
export function arbitraryTree(shape: TreeShape): fc.Arbitrary<Map<string, GeneratedNode>> {
  const leaf = fc.constant<GeneratedNode>({ kind: 'file' });
  const link = fc.constantFrom<GeneratedNode>(
    ...shape.linkTargets.map((to): GeneratedNode => ({ kind: 'link', to })),
  );
  const nodeArb: fc.Memo<GeneratedNode> = fc.memo((depth) =>
    fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      link,
      depth <= 1
        ? fc.constant<GeneratedNode>({ kind: 'dir', children: new Map() })
        : fc
            .uniqueArray(fc.tuple(fc.constantFrom(...shape.names), nodeArb(depth - 1)), {
              maxLength: shape.maxChildren,
              selector: ([name]) => name,
            })
            .map((children): GeneratedNode => ({ kind: 'dir', children: new Map(children) })),
    ),
  );
  return fc
    .uniqueArray(fc.tuple(fc.constantFrom(...shape.names), nodeArb(shape.depth)), {
      minLength: 1,
      maxLength: shape.maxTop,
      selector: ([name]) => name,
    })
    .map((children) => new Map(children));
}

/** Writes `children` under `dir` (a file holds its own name). */
export async function writeGeneratedTree(
  dir: string,
  children: ReadonlyMap<string, GeneratedNode>,
): Promise<void> {
  for (const [name, node] of children) {
    const at = path.join(dir, name);
    if (node.kind === 'file') await writeFile(at, name);
    else if (node.kind === 'link') await symlink(node.to, at);
    else {
      await mkdir(at);
      await writeGeneratedTree(at, node.children);
    }
  }
}

/**
 * Writes `children` into a new folder below `parent`, runs `check` on it, and removes it
 * whatever `check` does: one property run's tree, so runs never see each other's files.
 */
export async function checkWrittenTree(
  parent: string,
  children: ReadonlyMap<string, GeneratedNode>,
  check: (root: string) => Promise<void>,
): Promise<void> {
  const root = await mkdtemp(path.join(parent, 't'));
  try {
    await writeGeneratedTree(root, children);
    await check(root);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/**
 * Every entry below `root` by a recursive readdir of its own (each name's kind from its dirent,
 * sorted by path in UTF-16 units, as `<` compares): the reference the walk is held to, made
 * without any of the walk's code. Names `skip` answers true for are left out, with what lies
 * below them.
 */
export function listByReading(
  root: string,
  skip: (name: string) => boolean = () => false,
): TreeEntry[] {
  const out: TreeEntry[] = [];
  const visit = (rel: string): void => {
    for (const d of readdirSync(rel === '' ? root : path.join(root, rel), {
      withFileTypes: true,
    })) {
      if (skip(d.name)) continue;
      const child = rel === '' ? d.name : `${rel}/${d.name}`;
      const kind: EntryKind = d.isFile()
        ? 'file'
        : d.isDirectory()
          ? 'dir'
          : d.isSymbolicLink()
            ? 'symlink'
            : 'other';
      out.push({ rel: child, kind });
      if (kind === 'dir') visit(child);
    }
  };
  visit('');
  return out.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
}
