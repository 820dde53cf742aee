/**
 * Iterative discovery of the repository tree. Symlinks are listed, never
 * followed (a symlinked directory could loop or leave the root); ignore globs
 * prune whole directories.
 *
 * Nothing is skipped silently: a directory that cannot be listed, and a name
 * that is not valid UTF-8, are reported to the caller as {@link WalkProblem}s.
 * Node decodes an invalid name into U+FFFD, a string that opens nothing (and
 * that two different names can share), so such an entry is reported by its
 * bytes instead of being listed under a name that is not its own.
 */
import { isUtf8 } from 'node:buffer';
import { opendirSync, readdirSync, statSync, type Dir, type Dirent } from 'node:fs';
import path from 'node:path';
import { ConfigurationError } from '../util/errors.js';

/** Kind of a directory entry, from lstat-like dirent data. */
export type EntryKind = 'file' | 'dir' | 'symlink' | 'other';

/** One entry of the walked tree, repository-relative POSIX path. */
export interface TreeEntry {
  rel: string;
  kind: EntryKind;
}

/** Something the walk could not list as it is. */
export type WalkProblem =
  /** A directory that could not be listed (`rel` is '.' for the root); nothing below it was seen. */
  | { kind: 'unlistable'; rel: string; code: string }
  /**
   * An entry of directory `parent` whose name is not valid UTF-8, given by its bytes; it is
   * not listed, and a directory of that name is not descended into.
   */
  | { kind: 'undecodable'; parent: string; name: Buffer; entryKind: EntryKind };

/**
 * Names never listed, anywhere: git's own store (it holds the checkout's credentials, and
 * nothing in it is an artifact), a directory or, in a checked-out submodule or a linked
 * worktree, the one-line file that points at it. git never tracks a path named `.git`, so no
 * change can carry content under that name.
 */
export const ALWAYS_SKIPPED_DIRS: ReadonlySet<string> = new Set(['.git']);

/**
 * Dependency directories, skipped by the first pass of the walk for speed, but never inside
 * an output directory: repo/tree.ts walks each one that lies in (or is) an output directory,
 * so a pull request cannot hide artifacts or passports there. Outside output directories
 * they hold no artifact, and are not walked.
 */
export const DEPENDENCY_DIRS: ReadonlySet<string> = new Set(['node_modules']);

/** Options of {@link walkTree}. */
export interface WalkOptions {
  /** Start below this directory (repository-relative POSIX, no trailing slash) instead of the root. */
  from?: string;
  /**
   * Called for each {@link DEPENDENCY_DIRS} directory met, which is then not descended into.
   * Without it, dependency directories are walked like any other.
   */
  onDependencyDir?: (rel: string) => void;
  /**
   * Entries the whole tree may hold before the walk stops with a {@link ConfigurationError};
   * default {@link MAX_TREE_ENTRIES}.
   */
  maxEntries?: number;
  /**
   * Entries earlier walks of the same tree listed (a caller walking in pieces), counted against
   * `maxEntries`, so the cap holds for the whole tree and not for each piece.
   */
  listedBefore?: number;
  /**
   * A directory whose listing is given rather than read (the warm facts cache's served
   * directories, repo/tree.ts): called for each real directory the walk lists; when it answers,
   * the walk does not open the directory and lists the answer instead, every entry below it at
   * any depth (root-relative, each directory before what it holds), through the same ignore
   * globs and skipped names as a listing read from disk.
   */
  given?: (rel: string) => readonly TreeEntry[] | undefined;
}

/** Hard cap on entries walked, so a hostile tree cannot exhaust memory. */
export const MAX_TREE_ENTRIES = 5_000_000;

/**
 * The error that stops a walk past its cap: a known condition with its fix (exit 2, one line),
 * not an internal error with a stack to report. The count is of what the walk lists after the
 * ignore globs, so excluding a generated or vendored directory is the way under it.
 */
function createTooManyEntriesError(cap: number): ConfigurationError {
  return new ConfigurationError(
    `the tree holds more than ${cap} entries (files, directories and links not ignored); ` +
      "exclude generated or vendored directories with the config's ignore globs, or audit a smaller --root",
  );
}

/** Longest stretch of synchronous listing before the walk yields to the event loop. */
const WALK_SLICE_MS = 50;

/**
 * Directories whose st_size is at most this are listed in one readdirSync; larger
 * ones are streamed with opendirSync so a directory of millions of entries is never
 * materialized at once before {@link MAX_TREE_ENTRIES} can stop the walk.
 */
export const WALK_WHOLE_DIR_MAX_BYTES = 1 << 20;

/**
 * `dir` joined with one directory entry's name. A listed name holds no separator and is never
 * `.` or `..`, so there is nothing to normalize: path.join's normalization was a tenth of the
 * walk of 2,000 directories (node --cpu-prof).
 */
function joinName(dir: string, name: string): string {
  return dir.endsWith(path.sep) ? dir + name : dir + path.sep + name;
}

/** Kind of a listed entry. */
function kindOf(dirent: Dirent | Dirent<Buffer>): EntryKind {
  return dirent.isFile()
    ? 'file'
    : dirent.isDirectory()
      ? 'dir'
      : dirent.isSymbolicLink()
        ? 'symlink'
        : 'other';
}

/** The code of a failed system call. */
const codeOf = (error: unknown): string => (error as NodeJS.ErrnoException).code ?? 'EIO';

/**
 * Adds a given listing of the directory `top` to `out` through what a read one would go through:
 * an entry under a directory the globs ignore or the walk skips is left out with it. A dependency
 * directory in it is listed whole: a given directory is an output directory, where the walk
 * descends them anyway.
 */
function addGivenListing(
  out: TreeEntry[],
  top: string,
  listing: readonly TreeEntry[],
  isIgnored: (rel: string, isDir: boolean) => boolean,
  room: number,
  maxEntries: number,
): void {
  const kept = new Set([top]);
  for (const entry of listing) {
    const cut = entry.rel.lastIndexOf('/');
    if (!kept.has(entry.rel.slice(0, cut))) continue;
    if (ALWAYS_SKIPPED_DIRS.has(entry.rel.slice(cut + 1))) continue;
    if (isIgnored(entry.rel, entry.kind === 'dir')) continue;
    out.push(entry);
    if (out.length > room) throw createTooManyEntriesError(maxEntries);
    if (entry.kind === 'dir') kept.add(entry.rel);
  }
}

/**
 * Lists every entry below `root`. `isIgnored(rel, isDir)` prunes entries.
 * A directory that cannot be listed and a name that is not valid UTF-8 are
 * left out and reported through `onProblem` (each once).
 */
export async function walkTree(
  root: string,
  isIgnored: (rel: string, isDir: boolean) => boolean,
  onProblem?: (problem: WalkProblem) => void,
  signal?: AbortSignal,
  options: WalkOptions = {},
): Promise<TreeEntry[]> {
  const out: TreeEntry[] = [];
  const {
    from = '',
    onDependencyDir,
    maxEntries = MAX_TREE_ENTRIES,
    listedBefore = 0,
    given,
  } = options;
  const room = maxEntries - listedBefore;
  // Absolute paths are built by appending names (joinName), without path.join's normalization.
  const pending: { rel: string; abs: string }[] = [
    { rel: from, abs: from === '' ? root : path.join(root, ...from.split('/')) },
  ];
  let sliceStart = Date.now();
  while (pending.length > 0) {
    // Synchronous listing is several times faster than opendir's async iteration (one
    // system call per directory instead of event-loop round trips per batch of entries);
    // yielding every few milliseconds keeps SIGINT and progress timers responsive.
    if (Date.now() - sliceStart >= WALK_SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      signal?.throwIfAborted();
      sliceStart = Date.now();
    }
    const { rel: relDir, abs: absDir } = pending.pop() as { rel: string; abs: string };
    const add = (name: string, kind: EntryKind) => {
      // Built flat by a join: a template literal makes a cons string, which V8 flattens on the
      // first lookup into a flat copy and keeps in front of it, some 32 bytes more per entry
      // for the life of the tree (a heap snapshot of 100,000 files: docs/performance.md,
      // issue 41, branch perf-state3).
      const rel = relDir ? [relDir, name].join('/') : name;
      if (ALWAYS_SKIPPED_DIRS.has(name)) return;
      if (isIgnored(rel, kind === 'dir')) return;
      out.push({ rel, kind });
      if (out.length > room) throw createTooManyEntriesError(maxEntries);
      if (kind !== 'dir') return;
      const listing = given?.(rel);
      if (listing) addGivenListing(out, rel, listing, isIgnored, room, maxEntries);
      else if (onDependencyDir && DEPENDENCY_DIRS.has(name)) onDependencyDir(rel);
      else pending.push({ rel, abs: joinName(absDir, name) });
    };
    // A name that is not valid UTF-8 is reported by its bytes, never listed under the U+FFFD
    // spelling Node would decode it to: that string opens nothing, and two names can share it.
    const addBytes = (dirent: Dirent<Buffer>) => {
      const kind = kindOf(dirent);
      const name = dirent.name.toString('utf8');
      if (isUtf8(dirent.name)) add(name, kind);
      // Reported unless an ignore glob matches the decoded spelling (a wildcard matches U+FFFD).
      else if (!isIgnored(relDir ? `${relDir}/${name}` : name, kind === 'dir'))
        onProblem?.({
          kind: 'undecodable',
          parent: relDir || '.',
          name: dirent.name,
          entryKind: kind,
        });
    };
    // Names are decoded as UTF-8 first, the fast way. Only a directory where a name came out
    // holding U+FFFD (a real one, or the mark of bytes that are not UTF-8) is listed again by
    // bytes, each name checked. A large directory is streamed by bytes from the start: it
    // cannot be listed twice cheaply, and it is rare.
    let dirents: Dirent[] | undefined;
    let byBytes: Dirent<Buffer>[] | undefined;
    let stream: Dir | undefined;
    try {
      if (statSync(absDir).size <= WALK_WHOLE_DIR_MAX_BYTES) {
        dirents = readdirSync(absDir, { withFileTypes: true });
        if (dirents.some((d) => d.name.includes('\uFFFD'))) {
          byBytes = readdirSync(absDir, { withFileTypes: true, encoding: 'buffer' });
          dirents = undefined;
        }
      } else {
        stream = opendirSync(absDir, { bufferSize: 1024, encoding: 'buffer' as BufferEncoding });
      }
    } catch (error) {
      onProblem?.({ kind: 'unlistable', rel: relDir || '.', code: codeOf(error) });
      continue;
    }
    if (dirents) for (const dirent of dirents) add(dirent.name, kindOf(dirent));
    else if (byBytes) for (const dirent of byBytes) addBytes(dirent);
    else if (stream) {
      try {
        for (;;) {
          let dirent: Dirent<Buffer> | null;
          try {
            dirent = stream.readSync() as unknown as Dirent<Buffer> | null;
          } catch (error) {
            // Part of it was listed: still a finding, since the rest was not.
            onProblem?.({ kind: 'unlistable', rel: relDir || '.', code: codeOf(error) });
            break;
          }
          if (dirent === null) break;
          addBytes(dirent);
        }
      } finally {
        stream.closeSync();
      }
    }
  }
  out.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  return out;
}
