/**
 * Diff: the provenance diff between two revisions (diff/): every passport added, removed or
 * changed, the stale passports downstream, the coverage of both, and the files changed under a
 * passport that does not say so. The base is read from git objects (no checkout); the head is
 * the working tree unless a head commit is named. Which commits the revisions are is the face's
 * to resolve (it knows the flags they were typed in); this reads them.
 */
import type { Config } from '../config/config.js';
import type { ProvenanceDiff } from '../core/diff-model.js';
import { diffProvenance, type RevisionSnapshot } from '../diff/diff.js';
import { readGitRevision, readWorkingTree } from '../diff/read-revision.js';
import { listUnstampedChanges } from '../diff/unstamped.js';
import { ConfigurationError } from '../util/errors.js';

/** A revision by the name it was given and the commit it resolved to. */
export interface DiffRevision {
  ref: string;
  sha: string;
}

/** The two revisions to compare, and where they are. */
export interface DiffRevisionsOptions {
  /** The audited root (its passports are read), and the git top level holding it. */
  root: string;
  top: string;
  /** The root's place below the top level, as a path prefix ('' at the top). */
  prefix: string;
  config: Config;
  base: DiffRevision;
  /** The head commit; null: the working tree. */
  head: DiffRevision | null;
  /**
   * The files git says changed between the base and the head (the working tree, with untracked
   * files, when the head is null), relative to the root; asked after both revisions are read.
   */
  listChanged: () => Promise<readonly string[]>;
  signal?: AbortSignal | undefined;
}

/** The diff, and the changed files under an unchanged passport (a hand edit it cannot see). */
export interface DiffResult {
  diff: ProvenanceDiff;
  mismatched: { path: string; message: string }[];
}

/**
 * Reads both revisions' passports and compares them. A revision git cannot read is a
 * ConfigurationError naming it.
 */
export async function diffRevisions(options: DiffRevisionsOptions): Promise<DiffResult> {
  const { root, top, prefix, config } = options;
  const fromGit = async (revision: DiffRevision): Promise<RevisionSnapshot> => {
    try {
      return await readGitRevision(top, revision.sha, prefix, config, {
        ref: revision.ref,
        sha: revision.sha,
        source: 'git',
      });
    } catch (error) {
      throw new ConfigurationError(
        `cannot read ${revision.ref} from git: ${(error as Error).message}`,
      );
    }
  };
  const base = await fromGit(options.base);
  const head =
    options.head === null
      ? await readWorkingTree(
          root,
          config,
          { ref: null, sha: null, source: 'working-tree' },
          options.signal,
        )
      : await fromGit(options.head);
  options.signal?.throwIfAborted();
  const diff = diffProvenance(base, head, { config });
  // A hand edit under an unchanged passport, which the passports' diff cannot see: git says
  // which files changed (the action and GitLab list these from the audit's findings).
  const changed = await options.listChanged();
  const mismatched = listUnstampedChanges(diff, head, changed, { pathBase: config.pathBase });
  return { diff, mismatched };
}
