/**
 * Asking the citation registries from a gate run (`audit --resolve-citations`, the action's
 * `resolve-citations`) and from `passport-gate resolve`: which addresses are asked, and every
 * identifier the passports cite looked up once. The audit itself never talks to the network:
 * the answers reach it as {@link RegistryAnswers}.
 */
import type { Config } from '../config/config.js';
import { UsageError } from '../util/errors.js';
import { VERSION } from '../util/version.js';
import type { Citation } from '../formats/citation.js';
import { listCitedWorks } from '../formats/citation-lock.js';
import { loadPassports } from '../produce/load-passports.js';
import type { RegistryAnswers } from '../repo/citation-lock.js';
import {
  PUBLIC_ENDPOINTS,
  resolveCitations,
  type RegistryEndpoints,
  type Resolution,
} from '../resolve/resolve.js';

/** The registries' names as `--registry NAME=URL` and `PASSPORT_GATE_REGISTRY_<NAME>` spell them. */
export const REGISTRY_NAMES = Object.keys(PUBLIC_ENDPOINTS) as (keyof RegistryEndpoints)[];

/** How the gate introduces itself to the registries (they ask clients to say who they are). */
const USER_AGENT = `passport-gate/${VERSION} (citation check)`;

/**
 * The registries' addresses: the public ones, then `PASSPORT_GATE_REGISTRY_<NAME>` from the
 * environment, then `--registry NAME=URL` flags. Throws UsageError for an unknown name or an
 * address that is not http(s).
 */
export function readEndpoints(flags: readonly string[], env: NodeJS.ProcessEnv): RegistryEndpoints {
  const endpoints: Record<string, string> = { ...PUBLIC_ENDPOINTS };
  const set = (name: string, url: string, where: string) => {
    if (!(REGISTRY_NAMES as string[]).includes(name))
      throw new UsageError(
        `${where}: unknown registry ${JSON.stringify(name)}; one of ${REGISTRY_NAMES.join(', ')}`,
      );
    let parsed: URL | null;
    try {
      parsed = new URL(url);
    } catch {
      parsed = null;
    }
    if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:'))
      throw new UsageError(`${where}: ${JSON.stringify(url)} is not an http(s) address`);
    endpoints[name] = url.replace(/\/+$/, '');
  };
  for (const name of REGISTRY_NAMES) {
    const variable = `PASSPORT_GATE_REGISTRY_${name.toUpperCase()}`;
    const value = env[variable];
    if (value) set(name, value, variable);
  }
  for (const flag of flags) {
    const eq = flag.indexOf('=');
    if (eq <= 0)
      throw new UsageError('--registry takes NAME=URL, e.g. --registry doi=https://doi.org');
    set(flag.slice(0, eq), flag.slice(eq + 1), '--registry');
  }
  return endpoints as unknown as RegistryEndpoints;
}

/** Options of {@link askAbout}. */
export interface AskOptions {
  readonly endpoints: RegistryEndpoints;
  readonly env: NodeJS.ProcessEnv;
  readonly timeoutMs?: number | undefined;
  readonly signal?: AbortSignal | undefined;
}

/** Looks each citation up (formats/citation-lock.ts keys), as `resolve` and the gate do. */
export function askAbout(citations: readonly Citation[], options: AskOptions): Promise<Resolution> {
  return resolveCitations(citations, {
    endpoints: options.endpoints,
    today: new Date().toISOString().slice(0, 10),
    userAgent: USER_AGENT,
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.env.NCBI_API_KEY ? { ncbiKey: options.env.NCBI_API_KEY } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/**
 * Every identifier the passports under `root` cite, asked of its registry (addresses from the
 * environment): the answers a gate run holds the passports and the committed lock to.
 */
export async function askRegistries(
  root: string,
  config: Config,
  env: NodeJS.ProcessEnv,
  signal?: AbortSignal,
): Promise<RegistryAnswers> {
  const passports = await loadPassports(root, { config, ...(signal ? { signal } : {}) });
  const cited = listCitedWorks(passports).map((w) => w.citation);
  const resolution = await askAbout(cited, { endpoints: readEndpoints([], env), env, signal });
  return {
    lock: { citations: resolution.entries },
    unreached: new Map(
      resolution.unreached.map((u) => [u.key, `${u.service} could not be asked: ${u.detail}`]),
    ),
  };
}
