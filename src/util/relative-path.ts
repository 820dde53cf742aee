/**
 * Repository-relative paths as text: the lexical checks every untrusted path
 * passes before any file system call (fs/paths.ts resolves them on disk).
 * Decided on the string alone, so they are values the rules can use too.
 */
import path from 'node:path';

/** Why a path was refused. */
export type PathRefusal =
  'empty' | 'nul' | 'absolute' | 'climbs-out' | 'git-dir' | 'outside-via-symlink';

/** Human text for each refusal. */
export const PATH_REFUSAL_TEXT: Readonly<Record<PathRefusal, string>> = {
  empty: 'the path is empty',
  nul: 'the path contains a NUL byte',
  absolute: 'the path is absolute; write it relative to the repository root',
  'climbs-out': 'the path climbs out of the repository root with ..',
  'git-dir':
    "the path lies in .git, git's own store (it holds the checkout's credentials): nothing there is an artifact",
  'outside-via-symlink':
    "the path resolves through a symlink to a location outside the repository root, or into git's own .git store",
};

/** Result of a lexical path check: the normalized repository-relative POSIX path, or why not. */
export type RelativePathResult = { ok: true; rel: string } | { ok: false; reason: PathRefusal };

// Linear: a segment cannot contain the slash that ends it, so there is nothing to backtrack over.
const NORMAL_PATH = /^(?:[^/\\\0]+\/)*[^/\\\0]+$/;
const DOT_SEGMENT = /(?:^|\/)\.\.?(?:\/|$)/;
const DRIVE = /^[A-Za-z]:/;
/** A `.git` segment in any case: git's store, or a submodule's pointer to it (case-folding file systems included). */
const GIT_SEGMENT = /(?:^|\/)\.git(?:\/|$)/i;

/**
 * True when `raw`, relative to the root, is already a normalized repository-relative path
 * outside `.git`: {@link checkRelativePath} gives `{ ok: true, rel: raw }` for it, with no
 * other work. A cache of checked paths (repo/artifact-paths.ts) need not keep such a path.
 */
export function isNormalRelativePath(raw: string): boolean {
  return (
    NORMAL_PATH.test(raw) && !DOT_SEGMENT.test(raw) && !DRIVE.test(raw) && !GIT_SEGMENT.test(raw)
  );
}

/** True when a normalized repository-relative path lies in (or is) a `.git` entry. */
export function isInGitDir(rel: string): boolean {
  return GIT_SEGMENT.test(rel);
}

/**
 * Lexically checks an untrusted path and normalizes it to a repository-relative
 * POSIX path. Decided on the string alone, before any file system call.
 * Backslashes are treated as separators, so Windows spellings (`C:\x`,
 * `\\host\share`, `..\x`) are caught on every platform.
 */
export function checkRelativePath(raw: string, baseDir = ''): RelativePathResult {
  // Most paths are already in normal form (segments joined by single slashes, none of them
  // '.' or '..', no backslash, NUL or drive letter): they are their own answer, without the
  // normalize/replace passes below (thousands of artifacts per audit).
  if (baseDir === '' && isNormalRelativePath(raw)) return { ok: true, rel: raw };
  if (raw.length === 0) return { ok: false, reason: 'empty' };
  if (raw.includes('\0')) return { ok: false, reason: 'nul' };
  const unified = raw.replace(/\\/g, '/');
  if (unified.startsWith('/') || DRIVE.test(unified)) return { ok: false, reason: 'absolute' };
  const joined = path.posix.normalize(baseDir ? `${baseDir}/${unified}` : unified);
  if (joined === '..' || joined.startsWith('../')) return { ok: false, reason: 'climbs-out' };
  const rel = joined === '.' ? '.' : joined.replace(/\/+$/, '').replace(/^\.\//, '');
  if (rel === '' || rel === '.') return { ok: false, reason: 'empty' };
  if (GIT_SEGMENT.test(rel)) return { ok: false, reason: 'git-dir' };
  return { ok: true, rel };
}

/**
 * The repository-relative POSIX directory of a relative path ('.' for the root): what
 * `path.posix.dirname` answers, for every spelling. For the common one (not absolute, a last
 * name after the last slash) that is the text before the last slash, taken without dirname's
 * character scan: the audit asks it of thousands of distinct paths, each once, so the scan
 * is never optimized (issue 41; it was a fast path of the report's alone, branch rel-cuts).
 */
export function relativeDirname(rel: string): string {
  const slash = rel.lastIndexOf('/');
  if (slash > 0 && slash < rel.length - 1 && rel.charCodeAt(0) !== 0x2f) return rel.slice(0, slash);
  return path.posix.dirname(rel);
}

/**
 * True when `name` is a repository-relative path as git and the GitHub API print one:
 * non-empty segments joined by single slashes, none of them `.` or `..`, no NUL. Such a name
 * is used exactly as it is: unlike {@link checkRelativePath}, nothing is rewritten, for a
 * backslash, a space at either end or a decomposed accent is part of a Linux file name, and
 * the rewritten name would be another file's.
 */
export function isExactRelativePath(name: string): boolean {
  if (name.length === 0 || name.includes('\0')) return false;
  for (const segment of name.split('/'))
    if (segment === '' || segment === '.' || segment === '..') return false;
  return true;
}

/**
 * True when repository-relative path `rel` lies in directory `dir` or below it ('.' holds
 * everything): where a passport in `dir` may list its outputs (seed 000: the passport lives in
 * the same directory as the output it vouches for).
 */
export function isInDirectory(rel: string, dir: string): boolean {
  return dir === '.' || rel.startsWith(`${dir}/`);
}
