/**
 * The request core every group of GitHub API calls is built over: one Octokit
 * per client, with its bounds, retries and rate-limit waits (api.ts says why
 * each), the repository's route, fresh request options per call, paging, and
 * the small type guards that check an answer's shape before it is read.
 */
import { getOctokit } from '@actions/github';
import { defaults as actionsOctokitDefaults } from '@actions/github/lib/utils';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { ApiBudget, createBoundedFetch, isApiBoundError, type ApiLimits } from './bounded-fetch.js';
import {
  API_MAX_RATE_LIMIT_RETRIES,
  API_MAX_RETRIES,
  API_MAX_RETRY_AFTER_SECONDS,
  API_PER_PAGE,
  API_REQUEST_TIMEOUT_MS,
  API_RESPONSE_MAX_BYTES,
  API_TIME_BUDGET_MS,
} from './constants.js';
import {
  decideRetry,
  DO_NOT_RETRY,
  MalformedResponseError,
  type RetryableError,
} from './api-errors.js';
import type { ApiLog, RepoRef } from './api-types.js';

/** The default bounds of a client ({@link ApiLimits}). */
export const DEFAULT_API_LIMITS: Readonly<ApiLimits> = Object.freeze({
  requestTimeoutMs: API_REQUEST_TIMEOUT_MS,
  budgetMs: API_TIME_BUDGET_MS,
  maxResponseBytes: API_RESPONSE_MAX_BYTES,
});

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

export type Json = Record<string, unknown>;
export const isObject = (v: unknown): v is Json =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
export const isPositiveInt = (v: unknown): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
export const isCount = (v: unknown): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
/** A file name as the API gives it: used exactly as given, so it must at least be one. */
export const isFileName = (v: unknown): v is string =>
  typeof v === 'string' && v.length > 0 && !v.includes('\0');
export const isSha = (v: unknown): v is string =>
  typeof v === 'string' && /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(v);

/** Throws the error of an answer to `what` that lacks the shape read. */
export function malformed(what: string, detail: string): never {
  throw new MalformedResponseError(`malformed answer from ${what}: ${detail}`);
}

/**

/** What every group of calls shares: the client, the repository, and the request helpers. */
export interface RequestCore {
  readonly octokit: ReturnType<typeof getOctokit>;
  readonly owner: string;
  /** The repository's name (`repo` of the REST routes). */
  readonly name: string;
  /** `/repos/{owner}/{repo}` + `p`, for messages. */
  route(p: string): string;
  /**
   * Fresh request options for one call: plugin-retry counts attempts on the `request` object,
   * and the default one is shared by all calls, so later calls would inherit earlier calls'
   * backoff.
   */
  call(): { request: Record<string, never> };
  /**
   * Reads pages until a short one or `maxItems`. Not octokit.paginate: it turns a 409 into an
   * empty list ("empty repository"), and an empty list of changed files would pass a PR unaudited.
   */
  readPages(
    what: string,
    fetchPage: (page: number) => Promise<{ data: unknown }>,
    maxItems: number,
  ): Promise<unknown[]>;
}

/** The Octokit of one client: bounded fetches, bounded retries, rate limits waited out within the budget. */
function createOctokit(
  token: string,
  log: ApiLog,
  bounds: ApiLimits,
  budget: ApiBudget,
): ReturnType<typeof getOctokit> {
  // @actions/github's own fetch honours the runner's proxy settings: it is wrapped, not replaced.
  const baseRequest = actionsOctokitDefaults.request as { fetch?: typeof fetch; agent?: unknown };
  const baseFetch = baseRequest.fetch ?? globalThis.fetch;
  const boundedFetch = createBoundedFetch(bounds, budget, baseFetch);
  return getOctokit(
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
}

/** Reads pages of a list endpoint; see {@link RequestCore.readPages}. */
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

/** The request core of a client for `repo`, its budget running from now (the start of the run). */
export function createRequestCore(
  token: string,
  repo: RepoRef,
  log: ApiLog,
  limits: Partial<ApiLimits>,
): RequestCore {
  const bounds: ApiLimits = { ...DEFAULT_API_LIMITS, ...limits };
  const budget = new ApiBudget(bounds.budgetMs);
  const octokit = createOctokit(token, log, bounds, budget);
  const { owner, repo: name } = repo;
  return {
    octokit,
    owner,
    name,
    route: (p) => `/repos/${owner}/${name}${p}`,
    call: () => ({ request: {} }),
    readPages,
  };
}
