/**
 * Artifact paths as passports write them, made repository-relative: relative
 * to the root (the default) or to the passport's directory (`path-base:
 * passport`), checked lexically (util/relative-path.ts) before any file system
 * call. The same spellings come up in several passes (scope, plan, producers)
 * and as the output of one passport and the input of others: each is
 * normalized once.
 *
 * A root-relative path already in normal form (nearly every path of a run:
 * workload 4's clean twin lists 100,000) is its own answer, decided by three
 * regular expressions and no normalizing: it is not kept. Kept, it cost a map
 * entry and a `{ ok, rel }` object per file for the whole run, some 7 MiB of the
 * live heap while the passports are read (docs/performance.md, "The path
 * check"), and that live state sets V8's heap limit, so the peak.
 */
import { hasNormalPath } from '../core/passport.js';
import {
  checkRelativePath,
  isNormalRelativePath,
  type RelativePathResult,
} from '../util/relative-path.js';

/** Normalizes the artifact paths of one run. */
export interface ArtifactPaths {
  /** The repository-relative path `raw` names in a passport in `dir`, or why it is refused. */
  check(raw: string, dir: string): RelativePathResult;
  /** The same, null when refused. */
  rel(raw: string, dir: string): string | null;
  /**
   * {@link check} of an artifact's path: a path the read found in normal form
   * (core/passport.ts hasNormalPath) is its own answer relative to the root, without the
   * regular expressions again.
   */
  checkOf(ref: { readonly path: string }, dir: string): RelativePathResult;
  /** {@link rel} of an artifact's path, as {@link checkOf}. */
  relOf(ref: { readonly path: string }, dir: string): string | null;
}

/** The normalizer of a run whose config says `pathBase`. */
export function createArtifactPaths(pathBase: 'root' | 'passport'): ArtifactPaths {
  const normalized = new Map<string, RelativePathResult>();
  const check = (raw: string, dir: string): RelativePathResult => {
    const base = pathBase === 'passport' ? dir : '';
    // A fresh result each call: it dies young, where a kept one lived to the end of the run.
    if (base === '' && isNormalRelativePath(raw)) return { ok: true, rel: raw };
    // Root-relative (the default): the spelling alone is the key, no string to build per lookup.
    const key = base === '' ? raw : `${base}\0${raw}`;
    let checked = normalized.get(key);
    if (checked === undefined) {
      checked = checkRelativePath(raw, base);
      normalized.set(key, checked);
    }
    return checked;
  };
  const rel = (raw: string, dir: string): string | null => {
    if (pathBase === 'root' && isNormalRelativePath(raw)) return raw;
    const checked = check(raw, dir);
    return checked.ok ? checked.rel : null;
  };
  return {
    check,
    rel,
    checkOf: (ref, dir) =>
      pathBase === 'root' && hasNormalPath(ref)
        ? { ok: true, rel: ref.path }
        : check(ref.path, dir),
    relOf: (ref, dir) =>
      pathBase === 'root' && hasNormalPath(ref) ? ref.path : rel(ref.path, dir),
  };
}
