/**
 * The citation lock in force for one audit (formats/citation-lock.ts), and where it came from.
 *
 * The lock is evidence the registries gave, but the file is one a pull request can write: a
 * change could add a fabricated DOI and, beside it, a lock entry saying it resolved, or delete
 * the entry that says it did not. So a run with a trusted commit (a pull request's base, a
 * merge group's, `--config-from`, `audit --base`) keeps the base's lock in force, as it keeps
 * the base's config and skill graphs; what the change's lock would change is reported
 * (`citation-lock-changed`), never applied. A run that asked the registries itself (the
 * action's `resolve-citations`) holds the passports to their answers instead, and the committed
 * lock to them too (`citation-lock-stale`).
 */
import { realpath } from 'node:fs/promises';
import type { BaseFiles } from '../core/base-files.js';
import {
  CITATION_LOCK_FILE,
  compareCitationLocks,
  MAX_CITATION_LOCK_BYTES,
  parseCitationLock,
  type CitationLock,
  type LockChanges,
  type LockRead,
} from '../formats/citation-lock.js';
import { readFileInside } from '../fs/safe-read.js';

/**
 * What the registries said in a run that asked them (the action's resolve-citations, `audit
 * --resolve-citations`): an entry per identifier answered, and why each other one was not.
 */
export interface RegistryAnswers {
  readonly lock: CitationLock;
  /** Identifiers no registry answered, with why (for the message). */
  readonly unreached: ReadonlyMap<string, string>;
}

/** Where the lock in force was read. */
export type LockOrigin = 'checkout' | 'base' | 'registries';

/** The lock facts the citations family judges (rules/families/citations.ts). */
export interface CitationFacts {
  /** The lock in force, or null when there is none (no file where it is read). */
  readonly lock: LockRead | null;
  readonly origin: LockOrigin;
  /** Names the trusted commit in messages ("the base commit 0123456789ab"), when origin is base. */
  readonly baseLabel?: string;
  /**
   * What the checkout's lock would change against the lock in force (a base's, or the
   * registries' answers): null when they agree or either cannot be read.
   */
  readonly changes: LockChanges | null;
  /** The checkout's lock could not be read (its problem), when another lock is in force. */
  readonly checkoutProblem?: string;
  /** No lock is committed, when another lock (the registries' answers) is in force. */
  readonly checkoutMissing?: boolean;
  /** Identifiers the registries could not be asked about, when the run asked them. */
  readonly unreached?: ReadonlyMap<string, string>;
  /**
   * Every passport's citations are checked, not only the scope's: the change touched the lock
   * (what it says about a passport outside the scope may have changed), or the run asked the
   * registries.
   */
  readonly checkAll?: boolean;
}

/** Options of {@link readCitationFacts}. */
export interface CitationFactsInput {
  /** The audited root. */
  readonly root: string;
  /** The trusted commit's files, root-relative, when the run has one. */
  readonly base?: BaseFiles | undefined;
  /** The registries' answers, when the run asked them (the action's resolve-citations). */
  readonly answers?: RegistryAnswers | undefined;
  /** The change's files (root-relative), null when every file is in scope. */
  readonly changed: ReadonlySet<string> | null;
}

/** Reads the lock in force and the checkout's, as the header says. Never throws for content. */
export async function readCitationFacts(input: CitationFactsInput): Promise<CitationFacts> {
  const facts = await readLocks(input);
  const checkAll = input.answers !== undefined || (input.changed?.has(CITATION_LOCK_FILE) ?? true);
  return checkAll ? { ...facts, checkAll } : facts;
}

async function readLocks(input: CitationFactsInput): Promise<CitationFacts> {
  const checkout = await readCheckoutLock(await realpath(input.root));
  if (input.answers)
    return withChanges(
      {
        lock: { ok: true, lock: input.answers.lock },
        origin: 'registries',
        unreached: input.answers.unreached,
      },
      checkout,
    );
  if (!input.base) return { lock: checkout, origin: 'checkout', changes: null };
  const blob = await input.base.read(CITATION_LOCK_FILE, MAX_CITATION_LOCK_BYTES);
  const atBase: LockRead | null =
    blob.kind === 'absent'
      ? null
      : blob.kind === 'refused'
        ? { ok: false, problem: blob.detail }
        : parseCitationLock(blob.bytes);
  return withChanges({ lock: atBase, origin: 'base', baseLabel: input.base.label }, checkout);
}

async function readCheckoutLock(realRoot: string): Promise<LockRead | null> {
  const read = await readFileInside(realRoot, CITATION_LOCK_FILE, MAX_CITATION_LOCK_BYTES);
  if (read.ok) return parseCitationLock(read.bytes);
  return read.reason === 'missing' ? null : { ok: false, problem: read.detail };
}

const EMPTY: CitationLock = { citations: new Map() };

function withChanges(
  inForce: Omit<CitationFacts, 'changes'>,
  checkout: LockRead | null,
): CitationFacts {
  if (checkout && !checkout.ok)
    return { ...inForce, changes: null, checkoutProblem: checkout.problem };
  if (inForce.lock && !inForce.lock.ok) return { ...inForce, changes: null };
  // Answers asked for a repository that commits no lock: nothing to hold to them.
  if (!checkout && inForce.origin === 'registries')
    return { ...inForce, changes: null, checkoutMissing: true };
  const changes = compareCitationLocks(inForce.lock?.lock ?? EMPTY, checkout?.lock ?? EMPTY);
  const differs = changes.added.length + changes.removed.length + changes.changed.length > 0;
  return { ...inForce, changes: differs ? changes : null };
}
