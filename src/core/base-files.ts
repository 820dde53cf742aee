/**
 * The files of a trusted commit (the base of a pull request or merge group, the CLI's
 * `--config-from REF`), as the gate reads the policy files there: everything the pull request
 * controls that decides what is verified (vcs/base-policy.ts) is read from the base, never
 * from the checkout. Implemented over git (vcs/base-files.ts), with the host's API standing in
 * for a commit the checkout does not have.
 */

/** One file as the trusted commit holds it. */
export type BaseBlob =
  { kind: 'absent' } | { kind: 'file'; bytes: Uint8Array } | { kind: 'refused'; detail: string };

/** The files of a trusted commit, by repository-relative (top-level) POSIX path. */
export interface BaseFiles {
  /** Names the commit in messages: "the base commit 0123456789ab". */
  readonly label: string;
  /** The commit id. */
  readonly sha: string;
  /**
   * The file at `repoRel` in the commit, refused over `maxBytes`. Throws when it cannot be
   * read at all (a ConfigurationError the run stops on: never the checkout's file instead).
   */
  read(repoRel: string, maxBytes: number): Promise<BaseBlob>;
  /** Every file path of the commit, or null when only single files can be read (no history). */
  list(): Promise<readonly string[] | null>;
}
