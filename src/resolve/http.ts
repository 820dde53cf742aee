/**
 * One GET to a citation registry, as a polite client makes it: a timeout on every attempt, a
 * bounded number of attempts for the answers that say "later" (429, 5xx, a reset connection),
 * `Retry-After` honoured up to a cap, no retry when the host name does not resolve (no
 * registry will appear by asking again), and the answer's size capped while it is read. A
 * registry that cannot be asked is an {@link UnreachableError}: the caller records nothing
 * for the identifier rather than a guess.
 */

/** What the registries are asked with (the fetch of Node's runtime, or a test's). */
export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

/** Options of {@link getText}. */
export interface HttpOptions {
  readonly fetch: FetchFunction;
  /** Milliseconds one attempt may take, answer read included. */
  readonly timeoutMs: number;
  /** Attempts in all (the first included). */
  readonly maxAttempts: number;
  /** The longest wait a `Retry-After` may ask for; a longer one is waited this long. */
  readonly maxRetryAfterMs: number;
  readonly userAgent: string;
  readonly signal?: AbortSignal;
  /** Waits (tests pass a fast one). */
  readonly sleep?: (ms: number) => Promise<void>;
}

/** An answer's body is refused past this (no registry answer about one record comes near it). */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

/** A registry could not be asked: the detail says why, for a message. */
export class UnreachableError extends Error {
  override readonly name = 'UnreachableError';
}

/** A registry's answer: its status and body text. */
export interface HttpAnswer {
  readonly status: number;
  readonly body: string;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * GETs `url` and returns the final answer (any status but 429 and 5xx, which are retried).
 * Throws {@link UnreachableError} when no usable answer came (timeouts, refused or reset
 * connections, a name that does not resolve, an answer over {@link MAX_ANSWER_BYTES}, 429 or
 * 5xx on every attempt).
 */
export async function getText(
  url: string,
  accept: string,
  options: HttpOptions,
): Promise<HttpAnswer> {
  const sleep = options.sleep ?? sleepFor;
  let lastProblem = 'no attempt was made';
  for (let attempt = 1; attempt <= options.maxAttempts; attempt++) {
    if (options.signal?.aborted) throw new UnreachableError('the run was interrupted');
    let answer: HttpAnswer & { retryAfterMs: number | null };
    try {
      answer = await getOnce(url, accept, options);
    } catch (error) {
      lastProblem = describeFetchError(error, options.timeoutMs);
      if (isNameNotFound(error) || error instanceof UnreachableError)
        throw new UnreachableError(lastProblem);
      if (attempt < options.maxAttempts) await sleep(backoffMs(attempt));
      continue;
    }
    const retryable = answer.status === 429 || answer.status >= 500;
    if (!retryable) return answer;
    lastProblem = `it answered HTTP ${answer.status}`;
    if (attempt === options.maxAttempts) break;
    await sleep(Math.min(answer.retryAfterMs ?? backoffMs(attempt), options.maxRetryAfterMs));
  }
  throw new UnreachableError(`${lastProblem} (${options.maxAttempts} attempts)`);
}

/** 0.25 s, 0.5 s, 1 s, … between attempts when the registry names no wait. */
function backoffMs(attempt: number): number {
  return 250 * 2 ** (attempt - 1);
}

async function getOnce(
  url: string,
  accept: string,
  options: HttpOptions,
): Promise<HttpAnswer & { retryAfterMs: number | null }> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const response = await options.fetch(url, {
    method: 'GET',
    headers: { accept, 'user-agent': options.userAgent },
    redirect: 'follow',
    signal,
  });
  const body = await readCapped(response);
  return {
    status: response.status,
    body,
    retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
  };
}

/** The body as text, refused past {@link MAX_ANSWER_BYTES} while it is read. */
async function readCapped(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw new UnreachableError(`its answer is larger than ${MAX_ANSWER_BYTES} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** `Retry-After` as milliseconds: delta-seconds or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (/^\d{1,9}$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isFinite(at) ? Math.max(0, at - now) : null;
}

function causeCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}

function isNameNotFound(error: unknown): boolean {
  const code = causeCode(error);
  return code === 'ENOTFOUND' || code === 'EAI_NONAME';
}

function describeFetchError(error: unknown, timeoutMs: number): string {
  if (error instanceof UnreachableError) return error.message;
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError') return `it did not answer within ${timeoutMs} ms`;
  if (name === 'AbortError') return 'the run was interrupted';
  const code = causeCode(error);
  if (code === 'ENOTFOUND' || code === 'EAI_NONAME') return 'its host name does not resolve';
  if (code) return `the connection failed (${code})`;
  return `the request failed (${error instanceof Error ? error.message : String(error)})`;
}
