/**
 * Iterative discovery of the repository tree. Symlinks are listed, never
 * followed (a symlinked directory could loop or leave the root); ignore globs
 * prune whole directories.
 */
import { opendir } from 'node:fs/promises';
import path from 'node:path';

/** Kind of a directory entry, from lstat-like dirent data. */
export type EntryKind = 'file' | 'dir' | 'symlink' | 'other';

/** One entry of the walked tree, repository-relative POSIX path. */
export interface TreeEntry {
  rel: string;
  kind: EntryKind;
}

/** Directories never descended into. */
export const ALWAYS_SKIPPED_DIRS: ReadonlySet<string> = new Set(['.git', 'node_modules']);

/** Hard cap on entries walked, so a hostile tree cannot exhaust memory. */
export const MAX_TREE_ENTRIES = 5_000_000;

/**
 * Lists every entry below `root`. `isIgnored(rel, isDir)` prunes entries.
 * Unreadable directories are skipped (reported through `onSkip`).
 */
export async function walkTree(
  root: string,
  isIgnored: (rel: string, isDir: boolean) => boolean,
  onSkip?: (rel: string, code: string) => void,
): Promise<TreeEntry[]> {
  const out: TreeEntry[] = [];
  const pending: string[] = [''];
  while (pending.length > 0) {
    const relDir = pending.pop() as string;
    let dir;
    try {
      dir = await opendir(relDir ? path.join(root, ...relDir.split('/')) : root);
    } catch (error) {
      onSkip?.(relDir || '.', (error as NodeJS.ErrnoException).code ?? 'EIO');
      continue;
    }
    for await (const dirent of dir) {
      const rel = relDir ? `${relDir}/${dirent.name}` : dirent.name;
      const kind: EntryKind = dirent.isFile()
        ? 'file'
        : dirent.isDirectory()
          ? 'dir'
          : dirent.isSymbolicLink()
            ? 'symlink'
            : 'other';
      if (kind === 'dir' && ALWAYS_SKIPPED_DIRS.has(dirent.name)) continue;
      if (isIgnored(rel, kind === 'dir')) continue;
      out.push({ rel, kind });
      if (out.length > MAX_TREE_ENTRIES)
        throw new Error(`the tree holds more than ${MAX_TREE_ENTRIES} entries`);
      if (kind === 'dir') pending.push(rel);
    }
  }
  out.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  return out;
}
