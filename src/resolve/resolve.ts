/**
 * `passport-gate resolve`'s engine: each cited identifier asked of its registry once, a few at a
 * time, paced per registry (NCBI asks for at most three requests a second without an API key),
 * and the answers made into a lock (formats/citation-lock.ts). The one place the gate talks to
 * the network about citations; the audit reads the lock offline.
 */
import type { Citation } from '../formats/citation.js';
import type { CitationLock, CitationService, LockEntry } from '../formats/citation-lock.js';
import { getText, UnreachableError, type FetchFunction, type HttpOptions } from './http.js';
import { lookUp, serviceFor, type RegistryEndpoints, type RegistryGet } from './registries.js';

export { PUBLIC_ENDPOINTS, type RegistryEndpoints } from './registries.js';
export { UnreachableError, type FetchFunction } from './http.js';

/** Options of {@link resolveCitations}. */
export interface ResolveOptions {
  readonly endpoints: RegistryEndpoints;
  /** Today (UTC, YYYY-MM-DD): the entries' retrieval date. */
  readonly today: string;
  readonly fetch?: FetchFunction;
  /** Look-ups under way at once (default 4). */
  readonly concurrency?: number;
  readonly timeoutMs?: number;
  readonly maxAttempts?: number;
  readonly maxRetryAfterMs?: number;
  /** NCBI's API key (`NCBI_API_KEY`): ten requests a second instead of three. */
  readonly ncbiKey?: string;
  readonly userAgent: string;
  readonly signal?: AbortSignal;
  /** Waits (tests pass a fast one). */
  readonly sleep?: (ms: number) => Promise<void>;
  /** Called as each identifier is answered (for a progress line). */
  readonly onAnswer?: (key: string, done: number, total: number) => void;
}

/** A registry that could not be asked about an identifier. */
export interface Unreached {
  readonly key: string;
  readonly service: CitationService;
  readonly detail: string;
}

/** What asking found: an entry per identifier answered, and those left unanswered. */
export interface Resolution {
  readonly entries: ReadonlyMap<string, LockEntry>;
  readonly unreached: readonly Unreached[];
}

/** Defaults: 20 s an attempt, 4 attempts, a `Retry-After` waited at most 30 s. */
const DEFAULTS = { concurrency: 4, timeoutMs: 20_000, maxAttempts: 4, maxRetryAfterMs: 30_000 };

/** The least time between two requests' starts to one registry, in ms, by default address. */
function spacingFor(service: CitationService, ncbiKey: string | undefined): number {
  if (service.startsWith('ncbi-')) return ncbiKey ? 110 : 350;
  return 0;
}

/**
 * Asks the registries about each citation (each key once, whatever the list repeats). Never
 * throws for a registry's failure: an identifier no registry answered is in `unreached`.
 */
export async function resolveCitations(
  citations: readonly Citation[],
  options: ResolveOptions,
): Promise<Resolution> {
  const unique = new Map<string, Citation>();
  for (const c of citations) if (!unique.has(c.key)) unique.set(c.key, c);
  const http: HttpOptions = {
    fetch: options.fetch ?? ((url, init) => fetch(url, init)),
    timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
    maxAttempts: options.maxAttempts ?? DEFAULTS.maxAttempts,
    maxRetryAfterMs: options.maxRetryAfterMs ?? DEFAULTS.maxRetryAfterMs,
    userAgent: options.userAgent,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.sleep ? { sleep: options.sleep } : {}),
  };
  const get = pacedGet(http, options);
  const entries = new Map<string, LockEntry>();
  const unreached: Unreached[] = [];
  const queue = [...unique.values()];
  let done = 0;
  const worker = async () => {
    for (let c = queue.shift(); c !== undefined; c = queue.shift()) {
      try {
        const found = await lookUp(c, options.endpoints, get, options.ncbiKey);
        entries.set(c.key, { ...found, retrieved: options.today });
      } catch (error) {
        if (!(error instanceof UnreachableError)) throw error;
        unreached.push({ key: c.key, service: serviceFor(c), detail: error.message });
      }
      options.onAnswer?.(c.key, ++done, unique.size);
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? DEFAULTS.concurrency, unique.size));
  await Promise.all(Array.from({ length: workers }, worker));
  unreached.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { entries, unreached };
}

/** A GET that keeps each registry's pace (the public addresses only: a stand-in needs none). */
function pacedGet(http: HttpOptions, options: ResolveOptions): RegistryGet {
  const next = new Map<CitationService, number>();
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const publicNcbi = options.endpoints.eutils.startsWith('https://eutils.ncbi.nlm.nih.gov/');
  return async (service, url, accept) => {
    const spacing =
      service.startsWith('ncbi-') && !publicNcbi ? 0 : spacingFor(service, options.ncbiKey);
    if (spacing > 0) {
      const now = Date.now();
      const at = Math.max(now, next.get(service) ?? 0);
      next.set(service, at + spacing);
      if (at > now) await sleep(at - now);
    }
    return getText(url, accept, http);
  };
}

/**
 * The lock after a resolution: the cited keys only, each with its fresh answer, else the entry
 * it had (a key asked again that no registry answered keeps its last answer; one never answered
 * stays out, and the run says so).
 */
export function mergeLock(
  cited: ReadonlySet<string>,
  previous: CitationLock | null,
  answers: ReadonlyMap<string, LockEntry>,
): CitationLock {
  const citations = new Map<string, LockEntry>();
  for (const key of cited) {
    const entry = answers.get(key) ?? previous?.citations.get(key);
    if (entry) citations.set(key, entry);
  }
  return { citations };
}
