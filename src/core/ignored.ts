import type { BaseFiles } from './base-files.js';
import type { FindingInput } from './findings.js';

/**
 * Which files git's ignore rules leave out of a commit (`.gitignore` at any depth,
 * `.git/info/exclude`, `core.excludesFile`), as one batched question: the audit's
 * artifact-unlisted and passport-missing and stamp's outputs only count the files a clean
 * checkout of the commit can hold. The answer comes from git itself (vcs/git.ts:
 * `createGitIgnoreRules`); the layers that judge and stamp receive it as this function, so
 * they never start a process.
 */

/**
 * The repository-relative paths among `rels` that git ignores: untracked and matched by an
 * ignore rule (a tracked file is part of the commit whatever .gitignore says).
 */
export type IgnoreRules = (rels: readonly string[]) => Promise<ReadonlySet<string>>;

/**
 * The repository-relative paths among `rels` that git records as gitlinks (submodules, mode
 * 160000) in the checkout's index: what a submodule holds is another repository's, and is on
 * disk only when the checkout fetched it (vcs/git.ts `createGitlinkQuery`).
 */
export type GitlinkQuery = (rels: readonly string[]) => Promise<ReadonlySet<string>>;

/**
 * The repository-relative paths among `rels` whose `filter` attribute is `lfs` (Git LFS
 * manages them): a pointer-shaped file there stands for its object. From git's own answer
 * (`git check-attr`), under the attributes in force (the base commit's on a pull request).
 */
export type LfsQuery = (rels: readonly string[]) => Promise<ReadonlySet<string>>;

/**
 * The questions the audit asks git (audit/pipeline.ts takes them by these names), answered
 * under the policy files in force, what the checkout's versions would change, and cleanup:
 * vcs/base-policy.ts builds one for a pull request's base.
 */
export interface PolicyQuestions {
  ignored: IgnoreRules;
  gitlinks: GitlinkQuery;
  lfsManaged: LfsQuery;
  /** `policy-changed` findings, read at the end of the run (when the checkout's files differ). */
  findings(): FindingInput[];
  /**
   * The trusted commit's files by paths relative to the audited root: the skill graphs in force
   * are read there (repo/handoff-documents.ts). Absent outside git.
   */
  files?: BaseFiles;
  /** Removes what answering needed (a scratch repository). */
  close(): Promise<void>;
}
