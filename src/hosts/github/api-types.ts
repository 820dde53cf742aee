/** The types of the GitHub API port (api.ts): what the rest of the action sees instead of an Octokit. */
import type { CheckAnnotation } from '../../report/annotations.js';

/** owner/name of the repository the action runs for. */
export interface RepoRef {
  owner: string;
  repo: string;
}

/** Changed file names as the API lists them (a rename contributes both names). */
export interface ChangedFileList {
  files: string[];
  /** True when the API's cap was reached, so the list may be incomplete. */
  truncated: boolean;
  /** Entries the API listed (a rename is one entry and two names); compared with `changed_files`. */
  count: number;
  /**
   * The entries with their status (the Pulls API's file list only): the provenance diff derives
   * the base's file list from them when the checkout has no history.
   */
  entries?: ChangedFileEntry[];
}

/** One changed file with GitHub's status (added, removed, modified, renamed, copied, changed, unchanged). */
export interface ChangedFileEntry {
  filename: string;
  /** null when the answer gave no status string. */
  status: string | null;
  /** The name before a rename or copy. */
  previous: string | null;
}

/** An open pull request found for a head commit. */
export interface PullRequestRef {
  number: number;
  headSha: string;
  baseSha: string;
  changedFiles: number | null;
}

/** A check run that already exists on the head commit. */
export interface ExistingCheckRun {
  id: number;
  annotationsCount: number;
}

/** Check run `output` as the Checks API takes it. */
export interface CheckRunOutput {
  title: string;
  summary: string;
  text?: string;
  annotations?: CheckAnnotation[];
}

/** Conclusions the action uses. */
export type CheckConclusion = 'success' | 'failure' | 'neutral';

/** Body of POST /repos/{owner}/{repo}/check-runs. */
export interface CreateCheckRunParams {
  name: string;
  head_sha: string;
  status: 'in_progress' | 'completed';
  conclusion?: CheckConclusion;
  started_at?: string;
  completed_at?: string;
  details_url?: string;
  output: CheckRunOutput;
}

/** Body of PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}. */
export interface UpdateCheckRunParams {
  status?: 'in_progress' | 'completed';
  conclusion?: CheckConclusion;
  completed_at?: string;
  details_url?: string;
  output: CheckRunOutput;
}

/** The calls the action makes. */
export interface GitHubApi {
  /** GET /repos/{o}/{r}/pulls/{n}/files, all pages (the API serves at most `PULL_FILES_MAX`). */
  listPullRequestFiles(pullNumber: number): Promise<ChangedFileList>;
  /** GET /repos/{o}/{r}/compare/{base}...{head}: the files changed (at most `COMPARE_FILES_MAX`). */
  compareCommits(base: string, head: string): Promise<ChangedFileList>;
  /** GET /repos/{o}/{r}/pulls?head=…: the open pull request whose head is `headSha`, if any. */
  findPullRequestForHead(headLabel: string, headSha: string): Promise<PullRequestRef | null>;
  /** GET /repos/{o}/{r}/commits/{sha}/check-runs?check_name=…: the newest check run of that name. */
  findCheckRun(headSha: string, name: string): Promise<ExistingCheckRun | null>;
  /** GET /repos/{o}/{r}/check-runs/{id}/annotations, up to `max` of them. */
  listCheckRunAnnotations(checkRunId: number, max: number): Promise<CheckAnnotation[]>;
  /** POST /repos/{o}/{r}/check-runs; returns the new id. */
  createCheckRun(params: CreateCheckRunParams): Promise<number>;
  /** PATCH /repos/{o}/{r}/check-runs/{id}. */
  updateCheckRun(checkRunId: number, params: UpdateCheckRunParams): Promise<void>;
  /**
   * GET /repos/{o}/{r}/git/trees/{sha}?recursive=1: every entry of the commit's tree. Throws
   * (TruncatedTreeError) when GitHub truncated the listing: never a partial tree.
   */
  getTree(sha: string): Promise<BaseTreeEntry[]>;
  /** GET /repos/{o}/{r}/git/blobs/{sha}: the blob's bytes, checked against its id; at most `maxBytes`. */
  getBlob(sha: string, maxBytes: number): Promise<Uint8Array>;
}

/** One entry of a commit's tree, as the trees API lists it (a path from the top level). */
export interface BaseTreeEntry {
  path: string;
  mode: string;
  type: 'blob' | 'tree' | 'commit';
  sha: string;
  /** Bytes of a blob; null for a tree or a submodule. */
  size: number | null;
}

/** Where the client's own diagnostics go (never repository content). */
export interface ApiLog {
  debug(message: string): void;
  warn(message: string): void;
}
