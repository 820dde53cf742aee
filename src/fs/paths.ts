/**
 * Path containment for untrusted paths, on the file system. Every path that
 * comes from an audited document goes through util/relative-path.ts's
 * checkRelativePath before any file system call, and through
 * {@link resolveInsideRoot} (which follows symlinks) before a read.
 */
import { lstat, readlink, realpath } from 'node:fs/promises';
import path from 'node:path';
import { isInGitDir } from '../util/relative-path.js';

/** True when `child` is `parent` or lies under it, by path relation (not string prefix). */
export function isInside(parent: string, child: string): boolean {
  const rel = path.relative(parent, child);
  return (
    rel === '' ||
    (!rel.startsWith('..') && !path.isAbsolute(rel) && rel.split(path.sep)[0] !== '..')
  );
}

/** Result of resolving a checked path against the real root. */
export type ResolveResult =
  | { ok: true; absolute: string; real: string }
  | { ok: false; reason: 'outside-via-symlink' }
  | { ok: false; reason: 'missing' };

/**
 * Resolves a lexically checked relative path under `realRoot` (already passed
 * through realpath) following symlinks, and checks the target stays inside.
 */
export async function resolveInsideRoot(realRoot: string, rel: string): Promise<ResolveResult> {
  const absolute = path.join(realRoot, ...rel.split('/'));
  let real: string;
  try {
    real = await realpath(absolute);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      // A missing file can still sit behind a directory symlink that leaves the root: check the parent chain.
      const parentReal = await realParentOf(absolute, realRoot);
      if (parentReal !== null && !isInside(realRoot, parentReal))
        return { ok: false, reason: 'outside-via-symlink' };
      return { ok: false, reason: 'missing' };
    }
    if (code === 'ELOOP') return { ok: false, reason: 'outside-via-symlink' };
    return { ok: false, reason: 'missing' };
  }
  if (!isInside(realRoot, real)) return { ok: false, reason: 'outside-via-symlink' };
  // A symlink into git's store is refused like one out of the root: nothing there is read.
  if (real !== realRoot && isInGitDir(toPosixRelative(realRoot, real)))
    return { ok: false, reason: 'outside-via-symlink' };
  return { ok: true, absolute, real };
}

/** realpath of the nearest existing ancestor of `absolute`, or null. */
async function realParentOf(absolute: string, stop: string): Promise<string | null> {
  let dir = path.dirname(absolute);
  while (isInside(stop, dir)) {
    try {
      return await realpath(dir);
    } catch {
      if (dir === stop) return null;
      dir = path.dirname(dir);
    }
  }
  return null;
}

/** `to` relative to `from`, with `/` between its names on every platform (as reports spell paths). */
export function toPosixRelative(from: string, to: string): string {
  return path.relative(from, to).split(path.sep).join('/');
}

/**
 * Where `root` lies below `base`, as a POSIX prefix for repository-relative paths ('' when it is
 * `base` itself, or not below it). The action prefixes the workspace's audited root this way,
 * and `audit --format sarif` the working directory's, so code scanning finds the files.
 */
export function toPathPrefix(base: string, root: string): string {
  const rel = toPosixRelative(base, root);
  return rel.startsWith('..') || path.isAbsolute(rel) ? '' : rel;
}

/** Most symlinks followed resolving one path: Linux's own limit (MAXSYMLINKS). */
const MAX_SYMLINK_HOPS = 40;

/**
 * The repository-relative paths resolving `rel` under `realRoot` passes through: each symlink
 * on the way, by its own path, then the path it ends at (which may not exist). A change to any
 * of them changes what `rel` reads. Resolution stops, with what it has seen, where it would
 * leave the root, loop, or read a link that cannot be read.
 */
export async function listSymlinkChain(realRoot: string, rel: string): Promise<string[]> {
  const seen: string[] = [];
  let resolved: string[] = [];
  let todo = rel.split('/');
  let hops = 0;
  while (todo.length > 0) {
    const name = todo.shift() as string;
    if (name === '' || name === '.') continue;
    if (name === '..') {
      if (resolved.length === 0) return seen;
      resolved.pop();
      continue;
    }
    const next = [...resolved, name];
    const absolute = path.join(realRoot, ...next);
    let isLink: boolean;
    try {
      isLink = (await lstat(absolute)).isSymbolicLink();
    } catch {
      // Missing (or under a file): the path it would be, had it existed.
      const missing = path.posix.normalize([...next, ...todo].join('/'));
      if (missing !== '..' && !missing.startsWith('../')) seen.push(missing);
      return seen;
    }
    if (!isLink) {
      resolved = next;
      continue;
    }
    seen.push(next.join('/'));
    if (++hops > MAX_SYMLINK_HOPS) return seen;
    let target: string;
    try {
      target = await readlink(absolute);
    } catch {
      return seen;
    }
    if (path.isAbsolute(target)) {
      const inside = path.relative(realRoot, target);
      if (inside === '..' || inside.startsWith(`..${path.sep}`) || path.isAbsolute(inside))
        return seen;
      resolved = [];
      todo = [...inside.split(path.sep), ...todo];
    } else {
      todo = [...target.split('/'), ...todo];
    }
  }
  if (resolved.length > 0) seen.push(resolved.join('/'));
  return seen;
}
