/**
 * The files a pull request or push changed, for `mode: changed`:
 *
 * - pull_request / pull_request_target (and a workflow_run triggered by one):
 *   the Pulls API's file list, all pages. The API lists at most 3,000 files;
 *   past that, `git diff base...head` when the checkout has the history, else
 *   every output directory is audited — and the log says which.
 * - push: the compare API for before...after (at most 300 files; the same
 *   git fallback past that). A new branch has nothing to compare: audit all.
 * - anything else: audit all.
 *
 * Falling back always widens the scope, never narrows it. Any doubt about
 * the list the API gave widens it to every output directory, with a note: a
 * malformed answer, a count that differs from the event's `changed_files`, no
 * file at all, a name that is not valid UTF-8.
 *
 * File names are used exactly as git and the API give them: no trimming, no
 * backslash rewriting, no Unicode normalization (each is a legal, distinct
 * Linux file name). They are untrusted: git runs through execFile (no shell)
 * with only validated commit ids as arguments, and its output is read
 * NUL-separated.
 */
import {
  describeApiError,
  isMalformedResponse,
  type ChangedFileEntry,
  type ChangedFileList,
  type GitHubApi,
} from './api.js';
import { COMPARE_FILES_MAX, PULL_FILES_MAX } from './constants.js';
import { isCommitSha, type EventTarget, type PullRequestTarget } from './event.js';
import { readGitOutput, type GitRunner } from '../../vcs/git.js';

/** Changed files, or null for "audit everything", with what the log should say about how they were found. */
export interface ChangedFiles {
  /** Repository-relative paths, or null: audit every output directory. */
  files: string[] | null;
  /** One line for the log: where the list came from. */
  source: string;
  /** Anything the user should know (a fallback, a cap). */
  notes: string[];
  /** The files with their statuses, when the Pulls API listed them all (the provenance diff's use). */
  entries?: ChangedFileEntry[];
}

/**
 * `git diff --name-only base...head` in `repoRoot`, or null when the checkout
 * lacks either commit or their merge base (a shallow clone).
 */
export async function diffWithGit(
  repoRoot: string,
  base: string,
  head: string,
  git: GitRunner = readGitOutput,
): Promise<string[] | null> {
  if (!isCommitSha(base) || !isCommitSha(head)) return null;
  if ((await git(repoRoot, ['merge-base', base, head])) === null) return null;
  const out = await git(repoRoot, [
    '-c',
    'core.quotePath=false',
    'diff',
    '--name-only',
    '-z',
    '--no-renames',
    `${base}...${head}`,
    '--',
  ]);
  if (out === null) return null;
  return out.split('\0').filter((name) => name.length > 0);
}

/** What {@link resolveChangedFiles} may use. */
export interface ChangedFilesDeps {
  /** null without a token. */
  api: GitHubApi | null;
  /** Top level of the checkout, for git. */
  repoRoot: string;
  git?: GitRunner;
}

const ALL = (source: string, notes: string[] = []): ChangedFiles => ({
  files: null,
  source,
  notes,
});

/** The widened answer to a doubtful list: every output directory, and why. */
const DOUBT = (why: string, notes: string[] = []): ChangedFiles =>
  ALL('every output directory (the changed-file list is in doubt)', [
    ...notes,
    `${why}, so the changed-file list is in doubt and every output directory is audited.`,
  ]);

/**
 * A name that cannot be what git or the API meant: a replacement character stands where bytes
 * were not UTF-8, so it matches no file on disk and its directory would go unaudited.
 */
const isDoubtfulName = (name: string) => name.includes('\uFFFD');

/** What the event says about the list, to check the API's answer against. */
interface Expectation {
  /** `changed_files` of the pull request, when the event says. */
  changedFiles: number | null;
}

async function fromApiOrGit(
  what: string,
  list: (() => Promise<ChangedFileList>) | null,
  cap: number,
  base: string,
  head: string,
  deps: ChangedFilesDeps,
  knownTruncated = false,
  expect: Expectation | null = null,
): Promise<ChangedFiles> {
  const notes: string[] = [];
  if (list) {
    let listed: ChangedFileList | null = null;
    try {
      listed = await list();
    } catch (error) {
      // A malformed answer is doubt about the list itself: no other source is trusted instead.
      if (isMalformedResponse(error)) return DOUBT(`${what}: ${describeApiError(error)}`);
      notes.push(`${what} failed (${describeApiError(error)}); using git diff instead.`);
    }
    if (listed !== null) {
      const doubt = doubtAbout(listed, expect);
      if (doubt !== null) return DOUBT(`${what} ${doubt}`);
      if (!listed.truncated && !knownTruncated)
        return {
          files: listed.files,
          source: `${what} (${listed.files.length} file(s))`,
          notes,
          ...(listed.entries ? { entries: listed.entries } : {}),
        };
      notes.push(
        `${what} lists at most ${cap.toLocaleString('en-US')} files and this change has more; using git diff ${base.slice(0, 12)}...${head.slice(0, 12)} instead.`,
      );
    }
  } else {
    notes.push(`no github-token, so ${what} cannot be read; using git diff instead.`);
  }
  const files = await diffWithGit(deps.repoRoot, base, head, deps.git);
  if (files !== null) {
    if (files.some(isDoubtfulName))
      return DOUBT('git diff gave a file name that is not valid UTF-8', notes);
    return {
      files,
      source: `git diff ${base.slice(0, 12)}...${head.slice(0, 12)} (${files.length} file(s))`,
      notes,
    };
  }
  notes.push(
    'the checkout has no history for git diff (use actions/checkout with fetch-depth: 0), so every output directory is audited.',
  );
  return ALL('every output directory (changed files unknown)', notes);
}

/** Why an API list is in doubt, or null: the count differs from the event's, none listed, a broken name. */
function doubtAbout(listed: ChangedFileList, expect: Expectation | null): string | null {
  if (listed.files.some(isDoubtfulName)) return 'lists a file name that is not valid UTF-8';
  if (expect === null || listed.truncated) return null;
  const { changedFiles } = expect;
  if (changedFiles !== null && listed.count !== changedFiles)
    return `lists ${listed.count} file(s) but the event says the pull request changes ${changedFiles}`;
  if (changedFiles === null && listed.count === 0) return 'lists no file at all for a pull request';
  return null;
}

function forPullRequest(pr: PullRequestTarget, deps: ChangedFilesDeps): Promise<ChangedFiles> {
  const api = deps.api;
  return fromApiOrGit(
    `the Pulls API file list of #${pr.number}`,
    api ? () => api.listPullRequestFiles(pr.number) : null,
    PULL_FILES_MAX,
    pr.baseSha,
    pr.headSha,
    deps,
    pr.changedFiles !== null && pr.changedFiles > PULL_FILES_MAX,
    { changedFiles: pr.changedFiles },
  );
}

/** The pull request an event is about, and what finding it cost. */
export interface ResolvedPullRequest {
  /** Null for an event that is not about a pull request, or one that could not be found. */
  pullRequest: PullRequestTarget | null;
  /** True when the event is about a pull request (a workflow_run of one included). */
  isPullRequestEvent: boolean;
  notes: string[];
}

/**
 * The pull request of the event: the payload's, or for a workflow_run from a fork (whose
 * payload lists none) the open pull request whose head is the run's head commit. Looked up once
 * per run: the changed files and the config in force both need it.
 */
export async function resolvePullRequest(
  target: EventTarget,
  api: GitHubApi | null,
): Promise<ResolvedPullRequest> {
  if (target.kind === 'pull_request')
    return { pullRequest: target.pullRequest, isPullRequestEvent: true, notes: [] };
  if (target.kind === 'other')
    return {
      pullRequest: null,
      isPullRequestEvent:
        target.eventName === 'pull_request' || target.eventName === 'pull_request_target',
      notes: [],
    };
  if (
    target.kind !== 'workflow_run' ||
    (target.triggeringEvent !== 'pull_request' && target.triggeringEvent !== 'pull_request_target')
  )
    return { pullRequest: null, isPullRequestEvent: false, notes: [] };
  const notes: string[] = [];
  let pr = target.pullRequest;
  if (!pr && api && target.headLabel) {
    try {
      pr = await api.findPullRequestForHead(target.headLabel, target.headSha);
    } catch (error) {
      notes.push(`looking up the pull request failed (${describeApiError(error)}).`);
    }
  }
  return { pullRequest: pr, isPullRequestEvent: true, notes };
}

/**
 * Resolves the changed files of the triggering event (repository-relative), or null to audit
 * all. `resolved`: the event's pull request, when {@link resolvePullRequest} already found it.
 */
export async function resolveChangedFiles(
  target: EventTarget,
  deps: ChangedFilesDeps,
  resolved?: ResolvedPullRequest,
): Promise<ChangedFiles> {
  switch (target.kind) {
    case 'pull_request':
      return forPullRequest(target.pullRequest, deps);
    case 'push': {
      if (target.before === null)
        return ALL('every output directory (a new branch has nothing to compare with)');
      const api = deps.api;
      const { before, after } = target;
      return fromApiOrGit(
        `the compare API (${before.slice(0, 12)}...${after.slice(0, 12)})`,
        api ? () => api.compareCommits(before, after) : null,
        COMPARE_FILES_MAX,
        before,
        after,
        deps,
      );
    }
    case 'merge_group': {
      const api = deps.api;
      const { baseSha, headSha } = target;
      return fromApiOrGit(
        `the compare API (${baseSha.slice(0, 12)}...${headSha.slice(0, 12)}, the merge group)`,
        api ? () => api.compareCommits(baseSha, headSha) : null,
        COMPARE_FILES_MAX,
        baseSha,
        headSha,
        deps,
      );
    }
    case 'workflow_run': {
      if (
        target.triggeringEvent !== 'pull_request' &&
        target.triggeringEvent !== 'pull_request_target'
      ) {
        return ALL(
          `every output directory (workflow_run of a ${target.triggeringEvent || 'non-pull-request'} event)`,
        );
      }
      const found = resolved ?? (await resolvePullRequest(target, deps.api));
      // The lookup's notes are the caller's to print when it passed them in.
      const notes = resolved ? [] : found.notes;
      if (!found.pullRequest)
        return ALL('every output directory (no open pull request has this head commit)', notes);
      const result = await forPullRequest(found.pullRequest, deps);
      return { ...result, notes: [...notes, ...result.notes] };
    }
    case 'other':
      return ALL(
        `every output directory (the ${target.eventName || 'unknown'} event has no change list)`,
      );
  }
}

/**
 * Maps repository-relative paths to paths relative to the audited root
 * (`prefix` is the root relative to the repository; '' when they are the
 * same). Paths outside the root are dropped.
 */
export function toRootRelative(files: readonly string[], prefix: string): string[] {
  if (prefix === '' || prefix === '.') return [...files];
  const dir = `${prefix.replace(/\/+$/, '')}/`;
  return files.filter((f) => f.startsWith(dir)).map((f) => f.slice(dir.length));
}
