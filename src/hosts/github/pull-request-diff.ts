/**
 * The provenance diff of a pull request, for the job summary, the check run and the JSON
 * report: the checkout (the head) against the base commit.
 *
 * The base is read whole, from the same objects the trusted base came from (config-source.ts):
 * git when the checkout has the base commit, else the commit's whole tree through the GitHub
 * API (base-tree.ts), each passport whose bytes the checkout lacks fetched as a blob. Nothing
 * is taken from the changed-file list. A base that cannot be read whole throws a
 * BaseUnreadableError (the run fails: base-unreadable); a base passport that is not a small
 * regular file is a problem in the diff.
 */
import type { Config } from '../../config/config.js';
import { diffProvenance, type RevisionSnapshot } from '../../diff/diff.js';
import { readCommitRevision, readWorkingTree } from '../../diff/read-revision.js';
import type { CommitObjects } from '../../diff/git-tree.js';
import type { ProvenanceDiff } from '../../core/diff-model.js';
import { BaseUnreadableError, describeError } from '../../util/errors.js';
import { BASE_FIX } from './constants.js';
import type { PullRequestTarget } from './event.js';

/** What {@link diffPullRequest} needs. */
export interface PullRequestDiffInput {
  /** The audited root, and its place below the repository's top level ('' when the same). */
  root: string;
  repoRoot: string;
  pathPrefix: string;
  /** The config in force (the base's, on a pull request). */
  config: Config;
  pullRequest: PullRequestTarget;
  /** The base commit's objects: git's, or the GitHub API's whole tree (base-tree.ts). */
  objects: CommitObjects;
  signal?: AbortSignal;
}

/** A diff, or null, and what the log and the summary's notes should say. */
export interface PullRequestDiff {
  diff: ProvenanceDiff | null;
  notes: string[];
}

const short = (sha: string) => sha.slice(0, 12);

/** Both sides of a pull request as the diff reads them, or null with a note saying why not. */
interface PullRequestRevisions {
  revisions: { base: RevisionSnapshot; head: RevisionSnapshot } | null;
  notes: string[];
}

/** Diffs the checkout against the pull request's base (see the module comment). */
export async function diffPullRequest(input: PullRequestDiffInput): Promise<PullRequestDiff> {
  const read = await readPullRequestRevisions(input);
  return diffRevisions(read, input.config);
}

/**
 * The diff of revisions {@link readPullRequestRevisions} read: the action reads them before
 * the audit, which judges staleness against the same base (chain-stale), then diffs them.
 */
export function diffRevisions(read: PullRequestRevisions, config: Config): PullRequestDiff {
  if (read.revisions === null) return { diff: null, notes: read.notes };
  const notes = [...read.notes];
  const diff = diffProvenance(read.revisions.base, read.revisions.head, { config });
  notes.push(
    `provenance diff: ${diff.summary.passports_changed + diff.summary.passports_added + diff.summary.passports_removed} passport(s) differ from the base, ${diff.stale.length} stale.`,
  );
  return { diff, notes };
}

/** The checkout (the head) and the pull request's base, read as the module comment says. */
async function readPullRequestRevisions(
  input: PullRequestDiffInput,
): Promise<PullRequestRevisions> {
  const { pullRequest: pr, config, pathPrefix } = input;
  const head = await readWorkingTree(
    input.root,
    config,
    { ref: `pull request #${pr.number}`, sha: pr.headSha, source: 'working-tree' },
    input.signal,
  );
  const base = await readBaseRevision(input.objects, pr.baseSha, pathPrefix, config);
  input.signal?.throwIfAborted();
  return {
    revisions: { base, head },
    notes: [`provenance diff: the base's passports were read whole at ${short(pr.baseSha)}.`],
  };
}

/**
 * Every passport of the base commit below the audited root, from its objects (git, or the
 * GitHub API's whole tree): read whole, or a BaseUnreadableError the run fails on.
 */
export async function readBaseRevision(
  objects: CommitObjects,
  baseSha: string,
  pathPrefix: string,
  config: Config,
): Promise<RevisionSnapshot> {
  try {
    return await readCommitRevision(objects, pathPrefix === '.' ? '' : pathPrefix, config, {
      ref: baseSha,
      sha: baseSha,
      source: 'git',
    });
  } catch (error) {
    if (error instanceof BaseUnreadableError) throw error;
    throw new BaseUnreadableError(
      `the trusted base could not be read: the passports of the base commit ${short(baseSha)} (${describeError(error)}); ${BASE_FIX}`,
    );
  }
}
