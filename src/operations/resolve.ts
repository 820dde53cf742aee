/**
 * Resolve: every identifier the passports cite asked of its registry (seed 000, hard rule 1:
 * "Every cited work must resolve to a verifiable record"), and the answers written to the
 * committed lock, `passport-citations.lock.json`, which the audit checks sources against
 * offline. `check` compares the committed lock with the registries' answers now (release
 * gating), `offline` says what would be asked without asking. What is wrong comes back as data:
 * the face words it and chooses the exit code.
 */
import path from 'node:path';
import type { Config } from '../config/config.js';
import { describeNotLookedUp, type Citation } from '../formats/citation.js';
import {
  CITATION_LOCK_FILE,
  MAX_CITATION_LOCK_BYTES,
  compareCitationLocks,
  listCitedWorks,
  listUnlookedWorks,
  parseCitationLock,
  renderCitationLock,
  type CitationLock,
  type CitedWork,
  type LockEntry,
} from '../formats/citation-lock.js';
import { writeFileAtomic } from '../fs/atomic-write.js';
import { describeWriteError } from '../fs/output-file.js';
import { readFileCapped } from '../fs/safe-read.js';
import { loadPassports } from '../produce/load-passports.js';
import { mergeLock, type RegistryEndpoints, type Unreached } from '../resolve/resolve.js';
import { UsageError } from '../util/errors.js';
import { askAbout } from './ask-registries.js';
import type { Note } from './audited.js';

/** The lock's file name at the repository root. */
export const RESOLVE_LOCK_FILE = CITATION_LOCK_FILE;

/** One answer of the lock, as a registry gave it. */
export type ResolveLockEntry = LockEntry;

/** What to resolve, and how. */
export interface ResolveOptions {
  root: string;
  config: Config;
  /** Write nothing: compare the committed lock with the registries' answers now. */
  check: boolean;
  /** Ask no registry: what would be asked (with `check`: does the lock cover the cited ids). */
  offline: boolean;
  /** Ask about every identifier, not only those the lock does not hold yet. */
  refresh: boolean;
  endpoints: RegistryEndpoints;
  env: NodeJS.ProcessEnv;
  timeoutMs?: number | undefined;
  signal?: AbortSignal | undefined;
  /** Where each identifier recognised but asked of no registry is said, once. */
  note: Note;
}

/** The identifiers recorded not found or retracted, and those no registry could be asked about. */
export interface ResolveAnswers {
  /** In the lock's order. */
  problems: { key: string; entry: LockEntry }[];
  unreached: readonly Unreached[];
}

/** What a resolve found, by mode. */
export type ResolveResult =
  | {
      mode: 'offline';
      check: boolean;
      /** Every cited key, sorted, and whether the lock holds it. */
      cited: { key: string; locked: boolean }[];
      /** Cited keys the lock does not hold, and keys it holds that nothing cites (sorted). */
      missing: string[];
      extra: string[];
    }
  | {
      mode: 'check';
      added: readonly string[];
      removed: readonly string[];
      /** Keys whose answer changed: what the lock records and what the registry says now. */
      changed: { key: string; was: LockEntry | undefined; is: LockEntry | undefined }[];
      answers: ResolveAnswers;
    }
  | {
      mode: 'write';
      /** Identifiers in the written lock, and how many were asked of their registries. */
      locked: number;
      asked: number;
      answers: ResolveAnswers;
    };

/**
 * Runs a resolve over the passports under `options.root`. Throws UsageError for a committed lock
 * that cannot be read or parsed, and for a lock that cannot be written.
 */
export async function resolveCitedWorks(options: ResolveOptions): Promise<ResolveResult> {
  const passports = await loadPassports(options.root, {
    config: options.config,
    signal: options.signal,
  });
  const cited = new Map<string, Citation>();
  for (const w of listCitedWorks(passports)) cited.set(w.citation.key, w.citation);
  noteUnlooked(options.note, listUnlookedWorks(passports));
  const lockPath = path.join(options.root, CITATION_LOCK_FILE);
  const committed = await readLock(lockPath);
  if (options.offline) return compareOffline(cited, committed, options.check);

  const asked =
    options.check || options.refresh
      ? [...cited.values()]
      : [...cited.values()].filter((c) => !committed?.citations.has(c.key));
  const resolution = await askAbout(asked, {
    endpoints: options.endpoints,
    env: options.env,
    timeoutMs: options.timeoutMs,
    signal: options.signal,
  });
  const lock = mergeLock(new Set(cited.keys()), committed, resolution.entries);
  const answers: ResolveAnswers = {
    problems: [...lock.citations]
      .filter(([, entry]) => entry.status === 'not-found' || entry.retracted === true)
      .map(([key, entry]) => ({ key, entry })),
    unreached: resolution.unreached,
  };
  if (options.check) {
    const changes = compareCitationLocks(committed ?? { citations: new Map() }, lock);
    return {
      mode: 'check',
      added: changes.added,
      removed: changes.removed,
      changed: changes.changed.map((key) => ({
        key,
        was: committed?.citations.get(key),
        is: lock.citations.get(key),
      })),
      answers,
    };
  }
  // The lock is a file of the repository, replaced whatever stands at its path (a link, a
  // FIFO): not a file the user named on the command line (fs/output-file.ts writeNamedFile).
  try {
    await writeFileAtomic(path.resolve(options.root, lockPath), renderCitationLock(lock));
  } catch (error) {
    throw describeWriteError(error, 'the lock', lockPath);
  }
  return { mode: 'write', locked: lock.citations.size, asked: asked.length, answers };
}

/**
 * Says, once per identifier, what was recognised but is not asked of any registry (RefSeq,
 * UniProt, an ISBN…): the lock cannot hold it, and the audit checks its syntax only.
 */
function noteUnlooked(note: Note, works: readonly CitedWork[]): void {
  const seen = new Set<string>();
  for (const w of works) {
    if (seen.has(w.citation.key)) continue;
    seen.add(w.citation.key);
    note(
      `${w.citation.id} (${w.passport} ${w.pointer}): ${describeNotLookedUp(w.citation) ?? 'not looked up'}`,
    );
  }
}

/** The committed lock, null when there is none; an unreadable one is a usage error (exit 2). */
async function readLock(file: string): Promise<CitationLock | null> {
  const read = await readFileCapped(file, MAX_CITATION_LOCK_BYTES);
  if (!read.ok) {
    if (read.reason === 'missing') return null;
    throw new UsageError(`${CITATION_LOCK_FILE} cannot be read: it ${read.detail}`);
  }
  const parsed = parseCitationLock(read.bytes);
  if (!parsed.ok)
    throw new UsageError(
      `${CITATION_LOCK_FILE}${parsed.line ? ` line ${parsed.line}` : ''} ${parsed.problem}; delete it and run passport-gate resolve to write it anew`,
    );
  return parsed.lock;
}

/** The offline answer: which cited keys the lock holds, and what it misses or holds extra. */
function compareOffline(
  cited: ReadonlyMap<string, Citation>,
  committed: CitationLock | null,
  check: boolean,
): ResolveResult {
  const locked = (key: string) => committed?.citations.has(key) === true;
  return {
    mode: 'offline',
    check,
    cited: [...cited.keys()].sort().map((key) => ({ key, locked: locked(key) })),
    missing: [...cited.keys()].filter((k) => !locked(k)).sort(),
    extra: [...(committed?.citations.keys() ?? [])].filter((k) => !cited.has(k)).sort(),
  };
}
