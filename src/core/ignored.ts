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

/** No ignore rules: every file counts (outside a git repository, and the library's default). */
export const NO_IGNORE_RULES: IgnoreRules = async () => new Set();
