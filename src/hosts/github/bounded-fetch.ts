/**
 * The fetch every GitHub API request goes through (api.ts installs it as
 * Octokit's `request.fetch`). It bounds each request three ways:
 *
 * - time: a request — connection, headers and the whole body — is aborted
 *   after {@link ApiLimits.requestTimeoutMs};
 * - the run: all requests together get {@link ApiLimits.budgetMs} from the
 *   moment the client is made; once spent, every request fails at once;
 * - size: a body longer than the cap is not read further.
 *
 * The body is read here, under the same signal, and handed to Octokit as a
 * complete in-memory Response: a server that sends headers and then stalls
 * the body is caught by the same timeout.
 *
 * The errors are named `AbortError`, which @octokit/request rethrows as they
 * are instead of wrapping them in a RequestError (fetch-wrapper.js), so
 * plugin-retry does not retry them (it retries RequestErrors only): a stalled
 * endpoint is not given a second 30 s. api.ts also refuses to retry one if a
 * future Octokit wraps it.
 */

/** The bounds of one client. */
export interface ApiLimits {
  /** One request, from connecting to the last byte of the body. */
  requestTimeoutMs: number;
  /** Every request of the run together, retries and waits included. */
  budgetMs: number;
  /** Largest response body read. */
  maxResponseBytes: number;
}

/** Which bound stopped a request (`unresolvable`: the API's host name does not resolve). */
export type ApiBoundKind = 'timeout' | 'budget' | 'too-large' | 'unresolvable';

/** A request stopped by one of the bounds. Never retried. */
export class ApiBoundError extends Error {
  // @octokit/request rethrows an AbortError unwrapped (see the module comment).
  override readonly name = 'AbortError';
  constructor(
    readonly kind: ApiBoundKind,
    message: string,
  ) {
    super(message);
  }
}

/** True for an {@link ApiBoundError}, or an error caused by one. */
export function isApiBoundError(error: unknown): error is ApiBoundError {
  if (error instanceof ApiBoundError) return true;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause instanceof ApiBoundError;
}

/** The time left of a run's API budget. */
export class ApiBudget {
  private readonly deadline: number;
  constructor(
    readonly budgetMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.deadline = now() + budgetMs;
  }
  /** Milliseconds left (0 when spent). */
  remainingMs(): number {
    return Math.max(0, this.deadline - this.now());
  }
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/** Reads a response body, at most `max` bytes, until `signal` aborts. */
async function readCapped(response: Response, max: number, signal: AbortSignal): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > max) {
    await response.body?.cancel().catch(() => undefined);
    throw new ApiBoundError(
      'too-large',
      `the response body of ${declared} bytes is over the ${max}-byte cap`,
    );
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Buffer[] = [];
  let total = 0;
  const onAbort = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    for (;;) {
      signal.throwIfAborted();
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > max) {
        await reader.cancel().catch(() => undefined);
        throw new ApiBoundError('too-large', `the response body is over the ${max}-byte cap`);
      }
      chunks.push(Buffer.from(value));
    }
    signal.throwIfAborted();
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
  return Buffer.concat(chunks, total);
}

/**
 * A request whose host name does not resolve (`getaddrinfo ENOTFOUND`: no network, a wrong
 * GITHUB_API_URL, GitHub's own `@github/local-action` off line) fails the same way on every
 * try: Octokit would report it as HTTP 500 and plugin-retry would retry it like a server
 * error, 9-10 s per call. It is stopped like a bound instead: one line, no retry. A temporary
 * resolver failure (EAI_AGAIN) is left to the retries.
 */
function describeUnresolvable(error: unknown, input: unknown): string | null {
  const cause = (error as { cause?: { code?: unknown; hostname?: unknown } } | null)?.cause;
  if (cause?.code !== 'ENOTFOUND') return null;
  let host = typeof cause.hostname === 'string' ? cause.hostname : '';
  if (host === '') {
    try {
      host = new URL(input instanceof Request ? input.url : String(input)).hostname;
    } catch {
      host = 'the API host';
    }
  }
  return `the GitHub API host ${JSON.stringify(host)} does not resolve (getaddrinfo ENOTFOUND); not retried. Check the network, or GITHUB_API_URL.`;
}

/** Statuses whose Response may not carry a body (the Response constructor refuses one). */
const NULL_BODY_STATUS = new Set([101, 103, 204, 205, 304]);

/** Makes the bounded fetch of one client: its timeouts, body cap and time budget. */
export function createBoundedFetch(
  limits: ApiLimits,
  budget: ApiBudget,
  base: typeof fetch = globalThis.fetch,
): typeof fetch {
  return async (input, init) => {
    const remaining = budget.remainingMs();
    if (remaining <= 0)
      throw new ApiBoundError(
        'budget',
        `the run's GitHub API time budget (${seconds(budget.budgetMs)}) is spent`,
      );
    const budgetBound = remaining < limits.requestTimeoutMs;
    const wait = Math.min(limits.requestTimeoutMs, remaining);
    // AbortSignal.timeout's timer is unref'd: it never keeps the process alive by itself.
    const timer = AbortSignal.timeout(wait);
    const signal = init?.signal ? AbortSignal.any([timer, init.signal]) : timer;
    const stopped = (error: unknown): unknown => {
      if (error instanceof ApiBoundError) return error;
      const unresolvable = describeUnresolvable(error, input);
      if (unresolvable !== null) return new ApiBoundError('unresolvable', unresolvable);
      if (!timer.aborted) return error;
      return budgetBound
        ? new ApiBoundError(
            'budget',
            `the run's GitHub API time budget (${seconds(budget.budgetMs)}) ran out during the request`,
          )
        : new ApiBoundError(
            'timeout',
            `the request got no complete answer within ${seconds(limits.requestTimeoutMs)}`,
          );
    };
    try {
      const response = await base(input, { ...init, signal });
      const body = await readCapped(response, limits.maxResponseBytes, signal);
      return new Response(NULL_BODY_STATUS.has(response.status) ? null : body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } catch (error) {
      throw stopped(error);
    }
  };
}
