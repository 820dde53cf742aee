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

/**
 * The files of `base` below `prefix` (a POSIX path from the top level, '' for the top itself),
 * by paths relative to it: the audited root's view of the trusted commit.
 */
export function rootBaseFiles(base: BaseFiles, prefix: string): BaseFiles {
  if (prefix === '') return base;
  const under = `${prefix}/`;
  return {
    label: base.label,
    sha: base.sha,
    read: (rel, maxBytes) => base.read(`${under}${rel}`, maxBytes),
    async list() {
      const all = await base.list();
      return all === null
        ? null
        : all.filter((p) => p.startsWith(under)).map((p) => p.slice(under.length));
    },
  };
}
