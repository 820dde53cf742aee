/**
 * The warm facts cache's port (issue 41, part 3; docs/performance.md, "The round together (the
 * lead, integ at `647978e`)"): an output directory of the commit whose files a run does not read,
 * because a trusted run read every one of them and their names, modes and blob ids, computed from
 * the bytes it hashed, rebuilt the directory's tree exactly (vcs/learnable-directories.ts).
 *
 * The facts are about bytes, not about a verdict: a file's digest and size do not depend on the
 * policy or the gate's version, so a served directory runs every rule a read one does, on facts
 * instead of reads, and a warm report holds the same findings as a cold one of the commit. What a
 * served directory cannot see is the work tree (an edit, an untracked file): only runs that judge
 * the commit as checked out (default-branch pushes, schedules, tags) serve, never a pull request
 * or a local audit.
 *
 * The record side (what is learned and saved, in the content cache's file under its key) and the
 * serving side (what the audit does with a served directory) meet here, and only here.
 */

/** One file under a served directory, as a trusted run read it. */
export interface ServedFile {
  /** sha256 (hex) of the file's bytes. */
  readonly sha256: string;
  /** Its size in bytes. */
  readonly size: number;
  /** Whether git records it executable (mode 100755; else 100644). */
  readonly executable: boolean;
}

/** An output directory of the commit, vouched for by a record of its tree. */
export interface DirectoryFacts {
  /** Root-relative POSIX path of the directory (never '.': the root is not served). */
  readonly dir: string;
  /** The directory's tree id in the commit (hex, the repository's object format). */
  readonly tree: string;
  /**
   * Every file under the directory, at any depth, by root-relative POSIX path: nothing else is
   * there in the commit (no symlink, no gitlink, no other entry: such a directory is never
   * learned).
   */
  readonly files: ReadonlyMap<string, ServedFile>;
}

/** The directories one run serves, and the commit whose trees vouch for them. */
export interface ServedDirectories {
  /** The commit id (hex) whose trees the run read and hashed (vcs/commit-trees.ts). */
  readonly commit: string;
  /** The served directories; none is at or below another. */
  readonly dirs: readonly DirectoryFacts[];
}
