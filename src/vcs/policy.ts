/**
 * What git says about the files of the work tree, as the audit asks it: which files git
 * ignores, which directories are submodules, which pointer-shaped files Git LFS manages. The
 * CLI and the action build these questions here, in one place, from the work tree itself
 * ({@link askWorkTree}) or, on a pull request, under the policy files of the base commit
 * (vcs/base-policy.ts): the answers then come from the base's `.gitignore` and
 * `.gitattributes` files, never the pull request's.
 */
import type { GitlinkQuery, IgnoreRules, LfsQuery } from '../core/ignored.js';
import { createGitIgnoreRules, createGitlinkQuery } from './git.js';
import { createLfsQuery } from './lfs-attributes.js';

/** The questions the audit asks git (audit/pipeline.ts AuditOptions takes them by these names). */
export interface GitQuestions {
  ignored: IgnoreRules;
  gitlinks: GitlinkQuery;
  lfsManaged: LfsQuery;
}

/** The questions answered by the work tree at `root` as it is checked out. */
export function askWorkTree(root: string, onFallback?: (why: string) => void): GitQuestions {
  return {
    ignored: createGitIgnoreRules(root, onFallback),
    gitlinks: createGitlinkQuery(root),
    lfsManaged: createLfsQuery(root),
  };
}
