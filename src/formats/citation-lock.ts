/**
 * The citation lock, `passport-citations.lock.json` at the repository root: what
 * `passport-gate resolve` found when it looked up every identifier the passports cite (seed
 * 000, hard rule 1: "Every cited work must resolve to a verifiable record"). The audit checks
 * sources against it offline (rules/families/citations.ts), so no audit touches the network.
 *
 * Pure: bytes in, a lock or the problem out; a lock in, its canonical bytes out. The bytes are
 * deterministic (keys sorted, two-space indent, one trailing newline), so a re-run that learns
 * nothing new leaves the committed file unchanged and a review sees only real changes.
 */
import { describeNotLookedUp, isLookedUp, parseCitation, type Citation } from './citation.js';
import { parseJsonDocument } from './json-source.js';
import { validateWithSchema } from './schema-validator.js';

/** The lock's file name, at the repository root (the audited root). */
export const CITATION_LOCK_FILE = 'passport-citations.lock.json';

/** The lock format this tool writes and reads. */
const CITATION_LOCK_VERSION = 1;

/** A lock larger than this is refused unread (100,000 entries of some 300 bytes, and room). */
export const MAX_CITATION_LOCK_BYTES = 64 * 1024 * 1024;

/** The registries `resolve` asks (schemas/citation-lock.v1.schema.json, `service`). */
export type CitationService =
  'doi.org' | 'ncbi-pubmed' | 'ncbi-pmc' | 'arxiv' | 'ena' | 'ncbi-gds' | 'ncbi-assembly';

/** What a registry answered about one identifier. */
export interface LockEntry {
  /** `resolved`: the registry holds the record; `not-found`: it says no such record exists. */
  readonly status: 'resolved' | 'not-found';
  readonly service: CitationService;
  /** The date of the look-up (UTC, YYYY-MM-DD). */
  readonly retrieved: string;
  readonly title?: string;
  /** True: retracted or withdrawn; false: the registry says it is not; absent: it does not say. */
  readonly retracted?: boolean;
  /** The retraction or withdrawal notice the registry names. */
  readonly notice?: string;
}

/** A lock: entries by the citation's canonical key (`doi:10.1038/nature12373`). */
export interface CitationLock {
  readonly citations: ReadonlyMap<string, LockEntry>;
}

/** The outcome of reading a lock's bytes. */
export type LockRead =
  | { readonly ok: true; readonly lock: CitationLock }
  | { readonly ok: false; readonly problem: string; readonly line?: number };

/** Reads a lock's bytes (untrusted: a pull request can write them). Never throws. */
export function parseCitationLock(bytes: Uint8Array): LockRead {
  if (bytes.byteLength > MAX_CITATION_LOCK_BYTES)
    return { ok: false, problem: `is larger than ${MAX_CITATION_LOCK_BYTES} bytes` };
  const parsed = parseJsonDocument(bytes);
  if (!parsed.ok) return { ok: false, problem: parsed.problem.message, line: parsed.problem.line };
  const { document } = parsed;
  const duplicate = document.duplicateKeys[0];
  if (duplicate)
    return {
      ok: false,
      problem: `holds the key ${JSON.stringify(duplicate.key)} twice (which entry counts would be a guess)`,
      line: duplicate.line,
    };
  const violation = validateWithSchema('citation-lock', document.value)[0];
  if (violation)
    return {
      ok: false,
      problem: `${violation.pointer || '(root)'} ${violation.message}`,
      line: document.locate(violation.pointer).line,
    };
  const raw = (document.value as { citations: Record<string, LockEntry> }).citations;
  return { ok: true, lock: { citations: new Map(Object.entries(raw)) } };
}

/** The lock's canonical bytes: keys sorted at every level, two-space indent, a final newline. */
export function renderCitationLock(lock: CitationLock): string {
  const citations: Record<string, LockEntry> = {};
  for (const key of [...lock.citations.keys()].sort()) {
    const e = lock.citations.get(key) as LockEntry;
    // Fields in a fixed order; absent ones left out (the schema has no nulls).
    citations[key] = {
      ...(e.notice !== undefined ? { notice: e.notice } : {}),
      ...(e.retracted !== undefined ? { retracted: e.retracted } : {}),
      retrieved: e.retrieved,
      service: e.service,
      status: e.status,
      ...(e.title !== undefined ? { title: e.title } : {}),
    };
  }
  return `${JSON.stringify({ citations, lock_version: CITATION_LOCK_VERSION }, null, 2)}\n`;
}

/** One place a passport cites a work that a registry can be asked about. */
export interface CitedWork {
  readonly citation: Citation;
  /** The passport that cites it (repository-relative). */
  readonly passport: string;
  /** The JSON pointer of the `source` that cites it. */
  readonly pointer: string;
  /** The path of the artifact whose source it is, as the passport writes it. */
  readonly artifactPath: string;
}

/** An artifact as far as citations go. */
interface CitingArtifact {
  readonly index: number;
  readonly path: string;
  readonly source: string | null;
}

/** The artifact lists of a passport as far as citations go (formats/passport.ts's summary). */
export interface CitingPassport {
  readonly path: string;
  readonly summary: {
    readonly inputs: readonly CitingArtifact[];
    readonly outputs: readonly CitingArtifact[];
  } | null;
}

/**
 * Every citation of these passports that a registry can resolve (DOI, PMID, PMCID, arXiv, an
 * accession of an archive `resolve` asks; citation.ts `isLookedUp`), in passport and artifact order: the places a passport cites
 * a work are its artifacts' `source`s (formats/passport.ts, citation-invalid). A source that
 * does not parse is citation-invalid's to report, and a dated URL, an ISBN or `unresolved:`
 * is checked offline alone (docs/rules.md, "The citation lock").
 */
export function listCitedWorks(passports: readonly CitingPassport[]): CitedWork[] {
  return listWorks(passports, isLookedUp);
}

/**
 * Every identifier these passports cite that no registry is asked about (an ISBN; an accession
 * of an archive `resolve` asks no registry of, such as RefSeq or UniProt): checked for syntax
 * only, which `resolve` says of each (citation.ts `describeNotLookedUp`).
 */
export function listUnlookedWorks(passports: readonly CitingPassport[]): CitedWork[] {
  return listWorks(passports, (c) => describeNotLookedUp(c) !== null);
}

function listWorks(
  passports: readonly CitingPassport[],
  wanted: (citation: Citation) => boolean,
): CitedWork[] {
  const works: CitedWork[] = [];
  for (const p of passports) {
    if (!p.summary) continue;
    for (const kind of ['inputs', 'outputs'] as const)
      for (const ref of p.summary[kind]) {
        if (ref.source === null) continue;
        const check = parseCitation(ref.source);
        if (!check.ok || !wanted(check.citation)) continue;
        works.push({
          citation: check.citation,
          passport: p.path,
          pointer: `/${kind}/${ref.index}/source`,
          artifactPath: ref.path,
        });
      }
  }
  return works;
}

/** How two locks differ, by key: what the newer adds, removes and changes. */
export interface LockChanges {
  readonly added: readonly string[];
  readonly removed: readonly string[];
  readonly changed: readonly string[];
}

/**
 * The entries that differ between two locks. The retrieval date is not a difference: a lock
 * re-resolved on another day that learned nothing new is the same lock.
 */
export function compareCitationLocks(before: CitationLock, after: CitationLock): LockChanges {
  const added: string[] = [];
  const changed: string[] = [];
  for (const [key, entry] of after.citations) {
    const old = before.citations.get(key);
    if (!old) added.push(key);
    else if (!sameAnswer(old, entry)) changed.push(key);
  }
  const removed = [...before.citations.keys()].filter((k) => !after.citations.has(k));
  return { added: added.sort(), removed: removed.sort(), changed: changed.sort() };
}

/** True when two entries record the same answer (the date aside). */
function sameAnswer(a: LockEntry, b: LockEntry): boolean {
  return (
    a.status === b.status &&
    a.service === b.service &&
    a.title === b.title &&
    a.retracted === b.retracted &&
    a.notice === b.notice
  );
}
