/**
 * The change a run audits: the changed paths as git or the API gave them, or
 * none (all mode, release gating).
 */
import { isExactRelativePath } from '../util/relative-path.js';
import { isPassportPath } from '../formats/passport.js';

/** What a run was told changed. */
export interface Changes {
  /** Every changed name as given (empty in all mode). */
  readonly given: readonly string[];
  /** The changed paths, exactly as given; null in all mode, or when one could not be placed. */
  readonly files: ReadonlySet<string> | null;
  /** A changed name that is no repository-relative path: the whole tree is audited instead. */
  readonly unplaceable: string | undefined;
}

/**
 * Reads a change list. Changed names are used exactly as given: git and the API print each
 * file's one spelling, and a trimmed or rewritten name (a backslash, a space at either end, a
 * decomposed accent are all part of a Linux file name) would point the scope at another file.
 * A name that is no repository-relative path at all cannot be placed: the whole tree is
 * audited instead (and run-level says so: scope-widened).
 */
export function interpretChanges(changedFiles: readonly string[] | null | undefined): Changes {
  const given = changedFiles ?? [];
  const unplaceable = changedFiles?.find((f) => !isExactRelativePath(f));
  return {
    given,
    files: changedFiles && unplaceable === undefined ? new Set(changedFiles) : null,
    unplaceable,
  };
}

/**
 * The passport files the change deleted (named, and not in the tree): each still says its
 * directory was an output directory (repo/layout.ts).
 */
export function listDeletedPassports(
  changes: Changes,
  tree: { has(rel: string): boolean },
): string[] {
  return changes.given.filter(
    (rel) => isExactRelativePath(rel) && isPassportPath(rel) && !tree.has(rel),
  );
}
