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
 *
 * The calls come in groups, each a module over one shared request core
 * (api-core.ts: the Octokit, its bounds, paging, the shape guards):
 * api-pulls.ts (changed files, compare, the pull request of a head),
 * api-checks.ts (check runs and their annotations) and api-trees.ts (a
 * commit's whole tree, a blob); api-errors.ts decides retries and describes failures.
 */
import type { ApiLimits } from './bounded-fetch.js';
import { createChecksApi } from './api-checks.js';
import { createRequestCore } from './api-core.js';
import { createPullsApi } from './api-pulls.js';
import { createTreesApi } from './api-trees.js';
import type { ApiLog, GitHubApi, RepoRef } from './api-types.js';

export { ApiBoundError, isApiBoundError, type ApiLimits } from './bounded-fetch.js';
export type * from './api-types.js';
export {
  decideRetry,
  describeApiError,
  DO_NOT_RETRY,
  getErrorStatus,
  isMalformedResponse,
  isPermissionError,
  isRateLimitResponse,
  MalformedResponseError,
  parseRetryAfter,
  type FailedResponse,
} from './api-errors.js';
export { DEFAULT_API_LIMITS } from './api-core.js';

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
  // The budget runs from now: the client is made at the start of the run.
  const core = createRequestCore(token, repo, log, limits);
  return {
    ...createPullsApi(core),
    ...createChecksApi(core),
    ...createTreesApi(core),
  };
}
