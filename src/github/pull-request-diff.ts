/**
 * The provenance diff of a pull request, for the job summary, the check run and the JSON
 * report: the checkout (the head) against the base commit.
 *
 * The base comes from git when the checkout has the base commit (its whole tree and every
 * passport, from git objects: exact). Otherwise from the pull request's changed-file list and
 * the contents API at the base sha, passport files only: a passport the pull request did not
 * touch is the same on both sides, and each changed passport path is read at the base (absent
 * there: the pull request added it). The base's file list, for its coverage, is then derived
 * from the checkout's and the list's statuses, or said to be unknown.
 *
 * Never throws for what the repository or the API holds: a diff that cannot be made is null
 * with a note saying why, and a base passport that cannot be read is a problem in the diff.
 */
import type { Config } from '../config/config.js';
import { diffProvenance, type RevisionSnapshot } from '../diff/diff.js';
import {
  readBaseFromChanges,
  readGitRevision,
  readWorkingTree,
  type ChangedEntry,
} from '../diff/read-revision.js';
import type { ProvenanceDiff } from '../core/diff-model.js';
import { hasCommit, readGitOutput, type GitRunner } from '../vcs/git.js';
import { describeApiError, type ChangedFileEntry, type GitHubApi } from './api.js';
import { toRootRelative, type ChangedFiles } from './changed-files.js';
import { DIFF_BASE_FETCHES_MAX } from './constants.js';
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
  /** The pull request's changed files (repository-relative), resolved on demand. */
  listChanged: () => Promise<ChangedFiles>;
  api: GitHubApi | null;
  git?: GitRunner;
  signal?: AbortSignal;
}

/** A diff, or null, and what the log and the summary's notes should say. */
export interface PullRequestDiff {
  diff: ProvenanceDiff | null;
  notes: string[];
}

const short = (sha: string) => sha.slice(0, 12);

/** A repository-relative name below the audited root, relative to it; null outside it. */
function belowRoot(name: string, prefix: string): string | null {
  if (prefix === '' || prefix === '.') return name;
  const dir = `${prefix.replace(/\/+$/, '')}/`;
  return name.startsWith(dir) ? name.slice(dir.length) : null;
}

/** The list's entries relative to the root: a rename across the root's edge is an add or a remove. */
export function entriesBelowRoot(
  entries: readonly ChangedFileEntry[],
  prefix: string,
): ChangedEntry[] {
  const out: ChangedEntry[] = [];
  for (const e of entries) {
    const name = belowRoot(e.filename, prefix);
    const previous = e.previous === null ? null : belowRoot(e.previous, prefix);
    if (name === null && previous === null) continue;
    if (name === null) out.push({ name: previous as string, status: 'removed', previous: null });
    else if (e.previous !== null && previous === null)
      out.push({ name, status: 'added', previous: null });
    else out.push({ name, status: e.status, previous });
  }
  return out;
}

/** Both sides of a pull request as the diff reads them, or null with a note saying why not. */
export interface PullRequestRevisions {
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
export async function readPullRequestRevisions(
  input: PullRequestDiffInput,
): Promise<PullRequestRevisions> {
  const { pullRequest: pr, config, pathPrefix } = input;
  const git = input.git ?? readGitOutput;
  const notes: string[] = [];
  const head = await readWorkingTree(
    input.root,
    config,
    { ref: `pull request #${pr.number}`, sha: pr.headSha, source: 'working-tree' },
    input.signal,
  );
  let base: RevisionSnapshot;
  if (await hasCommit(input.repoRoot, pr.baseSha, git)) {
    try {
      base = await readGitRevision(
        input.repoRoot,
        pr.baseSha,
        pathPrefix === '.' ? '' : pathPrefix,
        config,
        { ref: pr.baseSha, sha: pr.baseSha, source: 'git' },
        git,
      );
    } catch (error) {
      return {
        revisions: null,
        notes: [
          `no provenance diff: the base commit ${short(pr.baseSha)} could not be read from git (${(error as Error).message}).`,
        ],
      };
    }
    notes.push(`provenance diff: the base's passports were read from git at ${short(pr.baseSha)}.`);
  } else {
    const api = input.api;
    if (!api)
      return {
        revisions: null,
        notes: [
          `no provenance diff: the checkout does not have the base commit ${short(pr.baseSha)} and no github-token was given (check out with fetch-depth: 0, or give the job a token with contents: read).`,
        ],
      };
    const changed = await input.listChanged();
    if (changed.files === null)
      return {
        revisions: null,
        notes: [
          `no provenance diff: the checkout does not have the base commit ${short(pr.baseSha)} and the pull request's changed files are unknown (check out with fetch-depth: 0).`,
        ],
      };
    const names = toRootRelative(changed.files, pathPrefix);
    let fetched = 0;
    base = await readBaseFromChanges({
      head,
      changed: names,
      entries: changed.entries ? entriesBelowRoot(changed.entries, pathPrefix) : null,
      fetch: async (rel) => {
        fetched++;
        const full = pathPrefix === '' || pathPrefix === '.' ? rel : `${pathPrefix}/${rel}`;
        try {
          return await api.getFileAtCommit(full, pr.baseSha, config.maxPassportBytes);
        } catch (error) {
          return {
            kind: 'failed',
            detail: `the contents API at ${short(pr.baseSha)}: ${describeApiError(error)}`,
          };
        }
      },
      config,
      info: { ref: pr.baseSha, sha: pr.baseSha, source: 'contents-api' },
      maxFetches: DIFF_BASE_FETCHES_MAX,
    });
    notes.push(
      `provenance diff: the checkout has no history, so the base's versions of the ${fetched} changed passport file(s) were read through the contents API at ${short(pr.baseSha)}; the others are the same on both sides.`,
    );
  }
  input.signal?.throwIfAborted();
  return { revisions: { base, head }, notes };
}
