/**
 * Every GitHub REST call the action makes, in one module (as
 * Codex-/knip-reporter's api.ts): the rest of the action sees a small typed
 * {@link GitHubApi} and never an Octokit. The client is @actions/github's
 * getOctokit (which honours GITHUB_API_URL and the runner's proxy settings)
 * with two well-kept plugins:
 *
 * - @octokit/plugin-retry: bounded retries of 5xx, connection errors and 429,
 *   never of other 4xx (a 403 or 422 will not change on a second try);
 * - @octokit/plugin-throttling: paces write requests as GitHub asks and waits
 *   out primary and secondary rate limits, within a bound.
 *
 * plugin-retry backs off (n+1)² seconds and ignores Retry-After, so
 * {@link honourRetryAfter} supplies the delay the server asked for (and caps
 * the backoff at {@link API_MAX_BACKOFF_SECONDS} when it asked for none).
 */
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import type { CheckAnnotation } from '../report/annotations.js';
import {
  API_MAX_BACKOFF_SECONDS,
  API_MAX_RATE_LIMIT_RETRIES,
  API_MAX_RETRIES,
  API_MAX_RETRY_AFTER_SECONDS,
  API_PER_PAGE,
  COMPARE_FILES_MAX,
  PULL_FILES_MAX,
} from './constants.js';

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
  /** GET /repos/{o}/{r}/pulls/{n}/files, all pages (the API serves at most {@link PULL_FILES_MAX}). */
  listPullRequestFiles(pullNumber: number): Promise<ChangedFileList>;
  /** GET /repos/{o}/{r}/compare/{base}...{head}: the files changed (at most {@link COMPARE_FILES_MAX}). */
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
}

/** Where the client's own diagnostics go (never repository content). */
export interface ApiLog {
  debug(message: string): void;
  warn(message: string): void;
}

/** Status codes plugin-retry must not retry: every 4xx except 429 ("no retry on 4xx except 429"). */
export const DO_NOT_RETRY: readonly number[] = Array.from(
  { length: 100 },
  (_, i) => 400 + i,
).filter((s) => s !== 429);

/** What a failed request looks like to the retry logic. */
export interface FailedResponse {
  status: number;
  message: string;
  headers: Record<string, string | number | undefined>;
}

/**
 * Parses a Retry-After header (delta-seconds or an HTTP-date, RFC 9110
 * §10.2.3) into whole seconds from `now`; null when absent or unparsable.
 */
export function parseRetryAfter(
  value: string | number | undefined,
  now = Date.now(),
): number | null {
  if (value === undefined || value === '') return null;
  const text = String(value).trim();
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** True when a 403/429 is one of GitHub's rate-limit responses, which plugin-throttling handles. */
export function isRateLimitResponse(response: FailedResponse): boolean {
  return (
    (response.status === 403 || response.status === 429) &&
    (/\bsecondary rate\b/i.test(response.message) ||
      String(response.headers['x-ratelimit-remaining'] ?? '') === '0')
  );
}

/**
 * Decides how plugin-retry retries one failure: rate limits are left to
 * plugin-throttling (so they are not retried twice), a Retry-After the server
 * sent is honoured, and one longer than {@link API_MAX_RETRY_AFTER_SECONDS}
 * is not waited for at all.
 */
export function decideRetry(
  response: FailedResponse,
  retries: number,
  defaultDelaySeconds: number,
): { retries: number; retryAfterSeconds: number } {
  if (isRateLimitResponse(response)) return { retries: 0, retryAfterSeconds: 0 };
  const asked = parseRetryAfter(response.headers['retry-after']);
  if (asked === null)
    return { retries, retryAfterSeconds: Math.min(defaultDelaySeconds, API_MAX_BACKOFF_SECONDS) };
  if (asked > API_MAX_RETRY_AFTER_SECONDS) return { retries: 0, retryAfterSeconds: 0 };
  return { retries, retryAfterSeconds: asked };
}

interface RetryableError {
  status?: number;
  message?: string;
  response?: { headers?: Record<string, string | number | undefined> };
}

/**
 * An Octokit plugin, installed after plugin-retry: plugin-retry computes each
 * delay through `octokit.retry.retryRequest(error, retries, retryAfter)`
 * (its documented hook); this wraps that call with {@link decideRetry}.
 */
function honourRetryAfter(octokit: unknown): Record<string, never> {
  const plugin = (
    octokit as { retry?: { retryRequest?: (e: unknown, r: number, a: number) => unknown } }
  ).retry;
  const original = plugin?.retryRequest;
  if (!plugin || typeof original !== 'function') return {};
  plugin.retryRequest = (error: unknown, retries: number, retryAfter: number) => {
    const e = error as RetryableError;
    const decision = decideRetry(
      { status: e.status ?? 0, message: e.message ?? '', headers: e.response?.headers ?? {} },
      retries,
      retryAfter,
    );
    return original.call(plugin, error, decision.retries, decision.retryAfterSeconds);
  };
  return {};
}

/** The HTTP status of a failed API call, if it was one. */
export function getErrorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * True when the token may not do what was asked: 401, 404 and non-rate-limit
 * 403 ("Resource not accessible by integration", the read-only token of a
 * pull request from a fork).
 */
export function isPermissionError(error: unknown): boolean {
  const status = getErrorStatus(error);
  if (status === 401 || status === 404) return true;
  if (status !== 403) return false;
  const e = error as RetryableError;
  return !isRateLimitResponse({
    status,
    message: e.message ?? '',
    headers: e.response?.headers ?? {},
  });
}

/** One line describing a failed API call: status and GitHub's message. */
export function describeApiError(error: unknown): string {
  const status = getErrorStatus(error);
  const message = error instanceof Error ? error.message : String(error);
  const first = (message.split('\n')[0] ?? '').slice(0, 300);
  return status === undefined ? first : `HTTP ${status}: ${first}`;
}

interface AnnotationRecord {
  path: string;
  start_line: number;
  end_line: number;
  start_column?: number | null;
  end_column?: number | null;
  annotation_level: string | null;
  message: string | null;
  title?: string | null;
  raw_details?: string | null;
}

/** The throttling plugin's handler for one kind of rate limit: log it, wait it out a bounded number of times. */
function waitOutRateLimit(kind: 'primary' | 'secondary', log: ApiLog) {
  return (
    retryAfter: number,
    options: { method?: string; url?: string },
    _octokit: unknown,
    retryCount: number,
  ): boolean => {
    log.warn(
      `GitHub API: ${kind} rate limit on ${options.method} ${options.url}; retry after ${retryAfter} s`,
    );
    return retryCount < API_MAX_RATE_LIMIT_RETRIES && retryAfter <= API_MAX_RETRY_AFTER_SECONDS;
  };
}

/**
 * Creates the API client for `repo`. The base URL comes from GITHUB_API_URL
 * (read by @actions/github), so GitHub Enterprise Server and tests work alike.
 */
export function createGitHubApi(token: string, repo: RepoRef, log: ApiLog): GitHubApi {
  const octokit = getOctokit(
    token,
    {
      log: { debug: log.debug, info: log.debug, warn: log.warn, error: log.warn },
      retry: { doNotRetry: [...DO_NOT_RETRY], retries: API_MAX_RETRIES },
      throttle: {
        onRateLimit: waitOutRateLimit('primary', log),
        onSecondaryRateLimit: waitOutRateLimit('secondary', log),
      },
    },
    retry,
    throttling,
    honourRetryAfter,
  );
  const { owner, repo: name } = repo;

  const namesOf = (items: { filename: string; previous_filename?: string }[]) =>
    items.flatMap((f) => (f.previous_filename ? [f.filename, f.previous_filename] : [f.filename]));

  // Every call gets its own `request` options object: plugin-retry counts attempts on it, and the
  // default one is shared by all calls, so later calls would inherit earlier calls' backoff.
  const call = () => ({ request: {} });

  /**
   * Reads pages until a short one or `maxItems`. Not octokit.paginate: it turns a 409 into an
   * empty list ("empty repository"), and an empty list of changed files would pass a PR unaudited.
   */
  async function readPages<T>(
    fetchPage: (page: number) => Promise<{ data: T[] }>,
    maxItems: number,
  ): Promise<T[]> {
    const items: T[] = [];
    for (let page = 1; items.length < maxItems; page++) {
      const { data } = await fetchPage(page);
      items.push(...data);
      if (data.length < API_PER_PAGE) break;
    }
    return items.slice(0, maxItems);
  }

  return {
    async listPullRequestFiles(pullNumber) {
      const items = await readPages(
        (page) =>
          octokit.rest.pulls.listFiles({
            owner,
            repo: name,
            pull_number: pullNumber,
            per_page: API_PER_PAGE,
            page,
            ...call(),
          }),
        PULL_FILES_MAX,
      );
      return { files: namesOf(items), truncated: items.length >= PULL_FILES_MAX };
    },

    async compareCommits(base, head) {
      // per_page=1: the file list is on the first page whatever the page size, and the commits are not needed.
      const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
        owner,
        repo: name,
        basehead: `${base}...${head}`,
        per_page: 1,
      });
      const items = data.files ?? [];
      return { files: namesOf(items), truncated: items.length >= COMPARE_FILES_MAX };
    },

    async findPullRequestForHead(headLabel, headSha) {
      const { data } = await octokit.rest.pulls.list({
        owner,
        repo: name,
        state: 'open',
        head: headLabel,
        per_page: API_PER_PAGE,
      });
      const pr = data.find((p) => p.head.sha === headSha);
      return pr
        ? { number: pr.number, headSha: pr.head.sha, baseSha: pr.base.sha, changedFiles: null }
        : null;
    },

    async findCheckRun(headSha, checkName) {
      const { data } = await octokit.rest.checks.listForRef({
        owner,
        repo: name,
        ref: headSha,
        check_name: checkName,
        filter: 'latest',
        per_page: API_PER_PAGE,
        ...call(),
      });
      const newest = data.check_runs
        .filter((r) => r.name === checkName)
        .sort((a, b) => b.id - a.id)[0];
      return newest
        ? { id: newest.id, annotationsCount: newest.output?.annotations_count ?? 0 }
        : null;
    },

    async listCheckRunAnnotations(checkRunId, max) {
      const items = (await readPages(
        (page) =>
          octokit.rest.checks.listAnnotations({
            owner,
            repo: name,
            check_run_id: checkRunId,
            per_page: API_PER_PAGE,
            page,
            ...call(),
          }),
        max,
      )) as AnnotationRecord[];
      return items.map((a) => ({
        path: a.path,
        start_line: a.start_line,
        end_line: a.end_line,
        annotation_level: (a.annotation_level ?? 'notice') as CheckAnnotation['annotation_level'],
        message: a.message ?? '',
        ...(a.title ? { title: a.title } : {}),
      }));
    },

    async createCheckRun(params) {
      const { data } = await octokit.rest.checks.create({
        owner,
        repo: name,
        ...params,
        ...call(),
      });
      return data.id;
    },

    async updateCheckRun(checkRunId, params) {
      await octokit.rest.checks.update({
        owner,
        repo: name,
        check_run_id: checkRunId,
        ...params,
        ...call(),
      });
    },
  };
}
