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
 * Falling back always widens the scope, never narrows it. File names are
 * untrusted: git runs through execFile (no shell) with only validated commit
 * ids as arguments, and its output is read NUL-separated.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describeApiError, type ChangedFileList, type GitHubApi } from './api.js';
import { COMPARE_FILES_MAX, PULL_FILES_MAX } from './constants.js';
import { isCommitSha, type EventTarget, type PullRequestTarget } from './event.js';

const execFileAsync = promisify(execFile);

/** Largest `git diff --name-only` output read (a million 64-byte paths). */
export const GIT_OUTPUT_MAX_BYTES = 64 * 1024 * 1024;

/** Changed files, or null for "audit everything", with what the log should say about how they were found. */
export interface ChangedFiles {
  /** Repository-relative paths, or null: audit every output directory. */
  files: string[] | null;
  /** One line for the log: where the list came from. */
  source: string;
  /** Anything the user should know (a fallback, a cap). */
  notes: string[];
}

/** Runs git; resolves stdout, or null when git fails (no repository, no such commit…). */
export type GitRunner = (cwd: string, args: readonly string[]) => Promise<string | null>;

/** Runs git without a shell. */
export const runGit: GitRunner = async (cwd, args) => {
  try {
    const { stdout } = await execFileAsync('git', [...args], {
      cwd,
      maxBuffer: GIT_OUTPUT_MAX_BYTES,
      encoding: 'utf8',
      // A prompt for credentials would hang the job; the gate only reads local history.
      env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
    });
    return stdout;
  } catch {
    return null;
  }
};

/** The top level of the git work tree holding `dir`, or null outside one. */
export async function findRepositoryRoot(
  dir: string,
  git: GitRunner = runGit,
): Promise<string | null> {
  const out = await git(dir, ['rev-parse', '--show-toplevel']);
  const top = out?.trim();
  return top ? path.resolve(top) : null;
}

/**
 * `git diff --name-only base...head` in `repoRoot`, or null when the checkout
 * lacks either commit or their merge base (a shallow clone).
 */
export async function diffWithGit(
  repoRoot: string,
  base: string,
  head: string,
  git: GitRunner = runGit,
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

async function fromApiOrGit(
  what: string,
  list: (() => Promise<ChangedFileList>) | null,
  cap: number,
  base: string,
  head: string,
  deps: ChangedFilesDeps,
  knownTruncated = false,
): Promise<ChangedFiles> {
  const notes: string[] = [];
  if (list) {
    try {
      const listed = await list();
      if (!listed.truncated && !knownTruncated)
        return { files: listed.files, source: `${what} (${listed.files.length} file(s))`, notes };
      notes.push(
        `${what} lists at most ${cap.toLocaleString('en-US')} files and this change has more; using git diff ${base.slice(0, 12)}...${head.slice(0, 12)} instead.`,
      );
    } catch (error) {
      notes.push(`${what} failed (${describeApiError(error)}); using git diff instead.`);
    }
  } else {
    notes.push(`no github-token, so ${what} cannot be read; using git diff instead.`);
  }
  const files = await diffWithGit(deps.repoRoot, base, head, deps.git);
  if (files !== null)
    return {
      files,
      source: `git diff ${base.slice(0, 12)}...${head.slice(0, 12)} (${files.length} file(s))`,
      notes,
    };
  notes.push(
    'the checkout has no history for git diff (use actions/checkout with fetch-depth: 0), so every output directory is audited.',
  );
  return ALL('every output directory (changed files unknown)', notes);
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
  );
}

/** Resolves the changed files of the triggering event (repository-relative), or null to audit all. */
export async function resolveChangedFiles(
  target: EventTarget,
  deps: ChangedFilesDeps,
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
    case 'workflow_run': {
      if (
        target.triggeringEvent !== 'pull_request' &&
        target.triggeringEvent !== 'pull_request_target'
      ) {
        return ALL(
          `every output directory (workflow_run of a ${target.triggeringEvent || 'non-pull-request'} event)`,
        );
      }
      let pr = target.pullRequest;
      const notes: string[] = [];
      if (!pr && deps.api && target.headLabel) {
        try {
          pr = await deps.api.findPullRequestForHead(target.headLabel, target.headSha);
        } catch (error) {
          notes.push(`looking up the pull request failed (${describeApiError(error)}).`);
        }
      }
      if (!pr)
        return ALL('every output directory (no open pull request has this head commit)', notes);
      const result = await forPullRequest(pr, deps);
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
