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
 *
 * Every request is bounded (bounded-fetch.ts): a timeout per request, a time
 * budget for the run that retries and rate-limit waits respect too, and a cap
 * on the body. Every answer is checked for the shape the code reads before
 * it is used; one that does not have it throws {@link MalformedResponseError},
 * which callers treat like a failed request (reporting falls back, the
 * changed-file list widens to everything, the base config read fails closed).
 * The checks are small type guards over the few fields read, not ajv: the
 * schemas GitHub publishes are 70 MB (tests use them, __tests__/e2e), and
 * these are half a dozen fields.
 */
import { getOctokit } from '@actions/github';
import { defaults as actionsOctokitDefaults } from '@actions/github/lib/utils';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import type { CheckAnnotation } from '../report/annotations.js';
import {
  ApiBoundError,
  ApiBudget,
  createBoundedFetch,
  isApiBoundError,
  type ApiLimits,
} from './bounded-fetch.js';
import {
  API_CONTENT_RESPONSE_MAX_BYTES,
  API_MAX_BACKOFF_SECONDS,
  API_MAX_RATE_LIMIT_RETRIES,
  API_MAX_RETRIES,
  API_MAX_RETRY_AFTER_SECONDS,
  API_PER_PAGE,
  API_RESPONSE_MAX_BYTES,
  API_REQUEST_TIMEOUT_MS,
  API_TIME_BUDGET_MS,
  COMPARE_FILES_MAX,
  PULL_FILES_MAX,
} from './constants.js';

export { ApiBoundError, isApiBoundError, type ApiLimits };

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

/** A file as it is at a commit, read through the contents API. */
export type RepositoryContent =
  { kind: 'absent' } | { kind: 'file'; bytes: Buffer } | { kind: 'refused'; detail: string };

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
  /**
   * GET /repos/{o}/{r}/contents/{path}?ref=…: the file at `path` in commit `ref`, at most
   * `maxBytes`. A 404 is `absent` (unless GitHub says the commit does not exist); anything that
   * is not a regular file is `refused`; every other failure throws.
   */
  getFileAtCommit(path: string, ref: string, maxBytes: number): Promise<RepositoryContent>;
}

/** An answer without the shape the code reads. Never retried; callers treat it as a failed call. */
export class MalformedResponseError extends Error {
  override readonly name = 'MalformedResponseError';
}

/** True for a {@link MalformedResponseError}. */
export function isMalformedResponse(error: unknown): error is MalformedResponseError {
  return error instanceof MalformedResponseError;
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
  budgetLeftMs = Infinity,
): { retries: number; retryAfterSeconds: number } {
  const none = { retries: 0, retryAfterSeconds: 0 };
  if (isRateLimitResponse(response)) return none;
  const asked = parseRetryAfter(response.headers['retry-after']);
  const wait = asked === null ? Math.min(defaultDelaySeconds, API_MAX_BACKOFF_SECONDS) : asked;
  if (asked !== null && asked > API_MAX_RETRY_AFTER_SECONDS) return none;
  // A wait the run's API budget cannot afford is not started: the request fails now.
  if (wait * 1000 >= budgetLeftMs) return none;
  return { retries, retryAfterSeconds: wait };
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
function honourRetryAfter(budget: ApiBudget) {
  return (octokit: unknown): Record<string, never> => {
    const plugin = (
      octokit as { retry?: { retryRequest?: (e: unknown, r: number, a: number) => unknown } }
    ).retry;
    const original = plugin?.retryRequest;
    if (!plugin || typeof original !== 'function') return {};
    plugin.retryRequest = (error: unknown, retries: number, retryAfter: number) => {
      // A request stopped by a bound (timeout, budget, size) is not tried again.
      if (isApiBoundError(error)) return original.call(plugin, error, 0, 0);
      const e = error as RetryableError;
      const decision = decideRetry(
        { status: e.status ?? 0, message: e.message ?? '', headers: e.response?.headers ?? {} },
        retries,
        retryAfter,
        budget.remainingMs(),
      );
      return original.call(plugin, error, decision.retries, decision.retryAfterSeconds);
    };
    return {};
  };
}

/** The HTTP status of a failed API call, if it was one. */
export function getErrorStatus(error: unknown): number | undefined {
  // A bound or a malformed answer is not an HTTP status, whatever Octokit attached to it.
  if (isApiBoundError(error) || isMalformedResponse(error)) return undefined;
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
  const bound = isApiBoundError(error)
    ? error instanceof ApiBoundError
      ? error
      : (error as { cause: ApiBoundError }).cause
    : null;
  const message = bound ? bound.message : error instanceof Error ? error.message : String(error);
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
function waitOutRateLimit(kind: 'primary' | 'secondary', log: ApiLog, budget: ApiBudget) {
  return (
    retryAfter: number,
    options: { method?: string; url?: string },
    _octokit: unknown,
    retryCount: number,
  ): boolean => {
    log.warn(
      `GitHub API: ${kind} rate limit on ${options.method} ${options.url}; retry after ${retryAfter} s`,
    );
    return (
      retryCount < API_MAX_RATE_LIMIT_RETRIES &&
      retryAfter <= API_MAX_RETRY_AFTER_SECONDS &&
      retryAfter * 1000 < budget.remainingMs()
    );
  };
}

/** The default bounds of a client ({@link ApiLimits}). */
export const DEFAULT_API_LIMITS: Readonly<ApiLimits> = Object.freeze({
  requestTimeoutMs: API_REQUEST_TIMEOUT_MS,
  budgetMs: API_TIME_BUDGET_MS,
  maxResponseBytes: API_RESPONSE_MAX_BYTES,
});

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
const isPositiveInt = (v: unknown): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
const isCount = (v: unknown): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
/** A file name as the API gives it: used exactly as given, so it must at least be one. */
const isFileName = (v: unknown): v is string =>
  typeof v === 'string' && v.length > 0 && !v.includes('\0');
const isSha = (v: unknown): v is string =>
  typeof v === 'string' && /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(v);

/** Throws the error of an answer to `what` that lacks the shape read. */
function malformed(what: string, detail: string): never {
  throw new MalformedResponseError(`malformed answer from ${what}: ${detail}`);
}

/**
 * Creates the API client for `repo`. The base URL comes from GITHUB_API_URL
 * (read by @actions/github), so GitHub Enterprise Server and tests work alike.
 */
export function createGitHubApi(
  token: string,
  repo: RepoRef,
  log: ApiLog,
  limits: Partial<ApiLimits> = {},
): GitHubApi {
  const bounds: ApiLimits = { ...DEFAULT_API_LIMITS, ...limits };
  // The budget runs from now: the client is made at the start of the run.
  const budget = new ApiBudget(bounds.budgetMs);
  // @actions/github's own fetch honours the runner's proxy settings: it is wrapped, not replaced.
  const baseRequest = actionsOctokitDefaults.request as { fetch?: typeof fetch; agent?: unknown };
  const baseFetch = baseRequest.fetch ?? globalThis.fetch;
  const boundedFetch = createBoundedFetch(bounds, budget, baseFetch);
  const contentFetch = createBoundedFetch(
    {
      ...bounds,
      maxResponseBytes: Math.min(bounds.maxResponseBytes, API_CONTENT_RESPONSE_MAX_BYTES),
    },
    budget,
    baseFetch,
  );
  const octokit = getOctokit(
    token,
    {
      log: { debug: log.debug, info: log.debug, warn: log.warn, error: log.warn },
      request: { ...baseRequest, fetch: boundedFetch },
      retry: { doNotRetry: [...DO_NOT_RETRY], retries: API_MAX_RETRIES },
      throttle: {
        onRateLimit: waitOutRateLimit('primary', log, budget),
        onSecondaryRateLimit: waitOutRateLimit('secondary', log, budget),
      },
    },
    retry,
    throttling,
    honourRetryAfter(budget),
  );
  const { owner, repo: name } = repo;
  const route = (p: string) => `/repos/${owner}/${name}${p}`;

  /** The names of a page of pull request or compare files, exactly as given (a rename gives both). */
  const namesOf = (items: unknown[], what: string): string[] =>
    items.flatMap((f) => {
      if (!isObject(f) || !isFileName(f.filename))
        malformed(what, 'a file entry without a file name');
      const previous = f.previous_filename;
      if (previous === undefined || previous === null) return [f.filename];
      if (!isFileName(previous)) malformed(what, 'a previous_filename that is not a file name');
      return [f.filename, previous];
    });

  // Every call gets its own `request` options object: plugin-retry counts attempts on it, and the
  // default one is shared by all calls, so later calls would inherit earlier calls' backoff.
  const call = () => ({ request: {} });

  /**
   * Reads pages until a short one or `maxItems`. Not octokit.paginate: it turns a 409 into an
   * empty list ("empty repository"), and an empty list of changed files would pass a PR unaudited.
   */
  async function readPages(
    what: string,
    fetchPage: (page: number) => Promise<{ data: unknown }>,
    maxItems: number,
  ): Promise<unknown[]> {
    const items: unknown[] = [];
    for (let page = 1; items.length < maxItems; page++) {
      const { data } = await fetchPage(page);
      if (!Array.isArray(data)) malformed(what, `page ${page} is not a list`);
      items.push(...(data as unknown[]));
      if (data.length < API_PER_PAGE) break;
    }
    return items.slice(0, maxItems);
  }

  return {
    async listPullRequestFiles(pullNumber) {
      const what = `GET ${route(`/pulls/${pullNumber}/files`)}`;
      const items = await readPages(
        what,
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
      return {
        files: namesOf(items, what),
        truncated: items.length >= PULL_FILES_MAX,
        count: items.length,
        // namesOf checked each entry's names; the status is read as given, or null.
        entries: items.map((f) => {
          const e = f as Json;
          return {
            filename: e.filename as string,
            status: typeof e.status === 'string' ? e.status : null,
            previous: typeof e.previous_filename === 'string' ? e.previous_filename : null,
          };
        }),
      };
    },

    async compareCommits(base, head) {
      // per_page=1: the file list is on the first page whatever the page size, and the commits are not needed.
      const what = `GET ${route(`/compare/${base}...${head}`)}`;
      const { data } = (await octokit.rest.repos.compareCommitsWithBasehead({
        owner,
        repo: name,
        basehead: `${base}...${head}`,
        per_page: 1,
        ...call(),
      })) as { data: unknown };
      if (!isObject(data) || !Array.isArray(data.files)) malformed(what, 'no list of files');
      const items = data.files as unknown[];
      return {
        files: namesOf(items, what),
        truncated: items.length >= COMPARE_FILES_MAX,
        count: items.length,
      };
    },

    async findPullRequestForHead(headLabel, headSha) {
      const what = `GET ${route('/pulls')}`;
      const { data } = (await octokit.rest.pulls.list({
        owner,
        repo: name,
        state: 'open',
        head: headLabel,
        per_page: API_PER_PAGE,
        ...call(),
      })) as { data: unknown };
      if (!Array.isArray(data)) malformed(what, 'not a list of pull requests');
      for (const p of data as unknown[]) {
        const head = isObject(p) && isObject(p.head) ? p.head : null;
        const base = isObject(p) && isObject(p.base) ? p.base : null;
        if (
          !isObject(p) ||
          !isPositiveInt(p.number) ||
          !head ||
          !base ||
          !isSha(head.sha) ||
          !isSha(base.sha)
        )
          malformed(what, 'a pull request without number, head.sha and base.sha');
        if (head.sha === headSha)
          return { number: p.number, headSha: head.sha, baseSha: base.sha, changedFiles: null };
      }
      return null;
    },

    async findCheckRun(headSha, checkName) {
      const what = `GET ${route(`/commits/${headSha}/check-runs`)}`;
      const { data } = (await octokit.rest.checks.listForRef({
        owner,
        repo: name,
        ref: headSha,
        check_name: checkName,
        filter: 'latest',
        per_page: API_PER_PAGE,
        ...call(),
      })) as { data: unknown };
      if (!isObject(data) || !Array.isArray(data.check_runs))
        malformed(what, 'no list of check runs');
      const runs = (data.check_runs as unknown[]).map((r) => {
        if (!isObject(r) || !isPositiveInt(r.id) || typeof r.name !== 'string')
          malformed(what, 'a check run without id and name');
        const count = isObject(r.output) ? r.output.annotations_count : undefined;
        if (count !== undefined && count !== null && !isCount(count))
          malformed(what, 'an annotations_count that is not a count');
        return { id: r.id, name: r.name, annotationsCount: isCount(count) ? count : 0 };
      });
      const newest = runs.filter((r) => r.name === checkName).sort((a, b) => b.id - a.id)[0];
      return newest ? { id: newest.id, annotationsCount: newest.annotationsCount } : null;
    },

    async listCheckRunAnnotations(checkRunId, max) {
      const what = `GET ${route(`/check-runs/${checkRunId}/annotations`)}`;
      const items = await readPages(
        what,
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
      );
      return items.map((item) => {
        const a = item as AnnotationRecord;
        if (
          !isObject(item) ||
          typeof a.path !== 'string' ||
          !isPositiveInt(a.start_line) ||
          !isPositiveInt(a.end_line) ||
          (a.message !== null && typeof a.message !== 'string') ||
          (a.annotation_level !== null && typeof a.annotation_level !== 'string')
        )
          malformed(what, 'an annotation without path, lines, level and message');
        return {
          path: a.path,
          start_line: a.start_line,
          end_line: a.end_line,
          annotation_level: (a.annotation_level ?? 'notice') as CheckAnnotation['annotation_level'],
          message: a.message ?? '',
          ...(typeof a.title === 'string' && a.title ? { title: a.title } : {}),
        };
      });
    },

    async createCheckRun(params) {
      const { data } = (await octokit.rest.checks.create({
        owner,
        repo: name,
        ...params,
        ...call(),
      })) as { data: unknown };
      // Never a check-run-id of `undefined`: an answer without an id is a failed request.
      if (!isObject(data) || !isPositiveInt(data.id))
        malformed(`POST ${route('/check-runs')}`, 'no check run id');
      return data.id;
    },

    async updateCheckRun(checkRunId, params) {
      const { data } = (await octokit.rest.checks.update({
        owner,
        repo: name,
        check_run_id: checkRunId,
        ...params,
        ...call(),
      })) as { data: unknown };
      if (!isObject(data) || data.id !== checkRunId)
        malformed(`PATCH ${route(`/check-runs/${checkRunId}`)}`, 'not the check run updated');
    },

    async getFileAtCommit(filePath, ref, maxBytes) {
      const what = `GET ${route(`/contents/${filePath}`)}?ref=${ref}`;
      let data: unknown;
      try {
        // The JSON object form (not the raw media type): it says what the path is (file, dir,
        // symlink, submodule) and its size before the content is decoded.
        ({ data } = (await octokit.rest.repos.getContent({
          owner,
          repo: name,
          path: filePath,
          ref,
          request: { fetch: contentFetch },
        })) as { data: unknown });
      } catch (error) {
        // A 404 is "no such file at that commit", except when GitHub says it knows no such commit.
        if (getErrorStatus(error) === 404 && !/no commit found/i.test(describeApiError(error)))
          return { kind: 'absent' };
        throw error;
      }
      if (Array.isArray(data)) return { kind: 'refused', detail: 'is a directory' };
      if (!isObject(data) || typeof data.type !== 'string') malformed(what, 'no content type');
      if (data.type === 'symlink')
        return { kind: 'refused', detail: 'is a symbolic link out of the repository' };
      if (data.type === 'submodule') return { kind: 'refused', detail: 'is a submodule' };
      if (data.type === 'dir') return { kind: 'refused', detail: 'is a directory' };
      if (data.type !== 'file' || !isCount(data.size)) malformed(what, 'not a file with a size');
      if (data.size > maxBytes)
        return {
          kind: 'refused',
          detail: `is ${data.size} bytes, over the ${maxBytes}-byte cap`,
        };
      if (
        data.encoding !== 'base64' ||
        typeof data.content !== 'string' ||
        !/^[A-Za-z0-9+/=\s]*$/.test(data.content)
      )
        malformed(what, 'no base64 content');
      const bytes = Buffer.from(data.content, 'base64');
      if (bytes.length !== data.size)
        malformed(what, `the content has ${bytes.length} bytes, the answer says ${data.size}`);
      return { kind: 'file', bytes };
    },
  };
}
