/**
 * External inputs: files outside the repository a passport records (a reference genome, a
 * database), verified by their sha256 only under the directories the config's
 * `external-inputs` names, and nowhere else. The same care as inside the root: the recorded
 * path is checked lexically (absolute, normalized, no NUL) before any file system call, the
 * location is matched by path relation, symlinks are followed and the target must stay inside
 * the location's real path, and only a regular file is hashed (fstat on the open handle,
 * streamed, a file that changes while hashed refused).
 */
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { isInside, resolveInsideRoot } from '../fs/paths.js';
import { hashFile } from './hash-files.js';

/** What verifying one external input found. */
export type ExternalOutcome =
  /** The recorded path is not an absolute, normalized POSIX path: it is not read. */
  | { kind: 'bad-path'; detail: string }
  /** No configured location holds the path. */
  | { kind: 'unconfigured' }
  /** A location holds it, but nothing is there (or the location itself is not). */
  | { kind: 'absent'; location: string }
  /** Something is there but cannot be hashed: not a regular file, leaves the location, I/O. */
  | { kind: 'unreadable'; location: string; detail: string }
  | { kind: 'hashed'; location: string; sha256: string; size: number };

/** The configured location (of `locations`) holding absolute path `p`, by path relation. */
function findExternalLocation(locations: readonly string[], p: string): string | undefined {
  return locations.find((l) => l !== p && isInside(l, p));
}

/** Why `p` is not an absolute, normalized POSIX path, or null when it is one. */
function checkExternalPath(p: string): string | null {
  if (p.includes('\0')) return 'holds a NUL character';
  if (!p.startsWith('/')) return 'is not an absolute path';
  if (path.posix.normalize(p) !== p || p.endsWith('/'))
    return 'is not normalized (no "..", "." or "//")';
  return null;
}

/** Verifies external input `p` under `locations` (see the module comment). Never throws. */
export async function hashExternalFile(
  locations: readonly string[],
  p: string,
): Promise<ExternalOutcome> {
  const bad = checkExternalPath(p);
  if (bad !== null) return { kind: 'bad-path', detail: bad };
  const location = findExternalLocation(locations, p);
  if (location === undefined) return { kind: 'unconfigured' };
  let realLocation: string;
  try {
    realLocation = await realpath(location);
  } catch {
    return { kind: 'absent', location };
  }
  const resolved = await resolveInsideRoot(realLocation, path.posix.relative(location, p));
  if (!resolved.ok)
    return resolved.reason === 'missing'
      ? { kind: 'absent', location }
      : {
          kind: 'unreadable',
          location,
          detail: 'resolves through a symbolic link outside the location; it is not read',
        };
  const outcome = await hashFile(resolved.real);
  if (!outcome.ok) {
    if (outcome.reason === 'missing') return { kind: 'absent', location };
    return { kind: 'unreadable', location, detail: outcome.detail };
  }
  return { kind: 'hashed', location, sha256: outcome.sha256, size: outcome.size };
}
