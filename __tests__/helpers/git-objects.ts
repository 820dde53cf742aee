/**
 * Objects written by hand into a test repository, for the tests of the readers that hash what
 * git serves (__tests__/vcs/commit-trees.test.ts, __tests__/vcs/tree-ids-at.test.ts): a tree's
 * bytes in any order, a tree committed without git's checks, a loose object's file.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { git } from './diff-repo.js';

/** Runs git with `input` on its standard input; its output, trimmed. */
export function gitWithInput(cwd: string, input: Buffer | string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, input, encoding: 'utf8' }).trim();
}

/** The loose object file of `id` in the repository at `root`. */
export function looseFile(root: string, id: string): string {
  return path.join(root, '.git', 'objects', id.slice(0, 2), id.slice(2));
}

/** A tree object's bytes: entries `[mode, name, id]`, in the order given (not sorted). */
export function treeBytes(
  entries: readonly (readonly [string, string | Buffer, string])[],
): Buffer {
  return Buffer.concat(
    entries.map(([mode, name, id]) =>
      Buffer.concat([
        Buffer.from(`${mode} `),
        Buffer.from(name),
        Buffer.from([0]),
        Buffer.from(id, 'hex'),
      ]),
    ),
  );
}

/** Writes `bytes` as a tree object without git's checks; its id. */
export function writeTree(root: string, bytes: Buffer): string {
  return gitWithInput(root, bytes, 'hash-object', '-t', 'tree', '-w', '--literally', '--stdin');
}

/** Writes `bytes` as a tree object without git's checks, and a commit of it; the commit id. */
export function commitOfTree(root: string, bytes: Buffer): string {
  return git(root, 'commit-tree', '-m', 'crafted', writeTree(root, bytes));
}
