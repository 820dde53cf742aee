/**
 * Failed GitHub API calls: which are retried and after how long (the
 * decisions the retry plugin is given, api-core.ts), which answers are
 * malformed, and how a failure is told to the user.
 */
import { ApiBoundError, isApiBoundError } from './bounded-fetch.js';
import { API_MAX_BACKOFF_SECONDS, API_MAX_RETRY_AFTER_SECONDS } from './constants.js';

/** An answer without the shape the code reads. Never retried; callers treat it as a failed call. */
export class MalformedResponseError extends Error {
  override readonly name = 'MalformedResponseError';
}

/** True for a {@link MalformedResponseError}. */
export function isMalformedResponse(error: unknown): error is MalformedResponseError {
  return error instanceof MalformedResponseError;
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

/** The fields of a failed request the retry and error logic read. */
export interface RetryableError {
  status?: number;
  message?: string;
  response?: { headers?: Record<string, string | number | undefined> };
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
