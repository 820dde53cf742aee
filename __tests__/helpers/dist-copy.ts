/**
 * A copy of the committed dist/ in a temporary folder outside the repository: no
 * node_modules above it (so only what the bundles carry can load), readable by any user.
 */
import { chmod, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** Where the copy is: its folder (holding `dist/`) and the CLI entry inside it. */
export interface DistCopy {
  dir: string;
  cli: string;
}

/** Runs `use` with a fresh copy of dist/ and removes the copy afterwards. */
export async function withDistCopy<T>(use: (copy: DistCopy) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pg-dist-'));
  try {
    await cp(path.join(repoRoot, 'dist'), path.join(dir, 'dist'), { recursive: true });
    // mkdtemp makes the folder 0700; another user (the unreadable-file test's) must reach it.
    await chmod(dir, 0o755);
    return await use({ dir, cli: path.join(dir, 'dist', 'cli.js') });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
