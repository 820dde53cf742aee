/**
 * `passport-gate resolve`: asks the registries about every identifier the passports cite (seed
 * 000, hard rule 1: "Every cited work must resolve to a verifiable record") and writes what
 * they said to the committed lock, `passport-citations.lock.json`, which the audit checks
 * sources against offline. `--check` compares the committed lock with the registries' answers
 * now (release gating), `--offline` lists what would be asked without asking.
 */
import path from 'node:path';
import { parseCommandArgs } from './parse-args.js';
import { EXIT_FINDINGS, EXIT_OK, EXIT_USAGE, UsageError } from '../util/errors.js';
import { quoteUntrusted } from '../util/untrusted.js';
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
import { readFileCapped } from '../fs/safe-read.js';
import { loadPassports } from '../produce/load-passports.js';
import { escapeTerminal } from '../report/escape.js';
import { mergeLock, type Resolution } from '../resolve/resolve.js';
import { askAbout, readEndpoints, REGISTRY_NAMES } from '../operations/ask-registries.js';
import { loadCommandRoot, writeOutputFile, type CliIo } from './io.js';

/** Help text of the resolve command. */
const RESOLVE_HELP = `Usage: passport-gate resolve [options]

Look up every identifier the passports cite (the sources of their inputs and
outputs: DOI, PMID, PMCID, arXiv id, archive accession) in its registry, and
write what the registries said to ${CITATION_LOCK_FILE} at the repository
root: per identifier, found or not found, its title, whether it was retracted,
and the date. Commit the lock: the audit checks sources against it offline
(citation-not-found, citation-retracted, citation-unlocked). Identifiers the
lock already records are not asked again (--refresh asks every one). ISBNs,
dated URLs, "unresolved: <why>" and accessions of archives no registry here
answers for (RefSeq, UniProt, PDB, Ensembl, ArrayExpress, BioStudies, RRID)
are checked offline only; each such identifier is named on stderr
("recognised as RefSeq; not looked up").

Registries: doi.org's handle API and Crossref (DOI: title, retraction notices),
NCBI E-utilities (PMID, PMCID, GEO, RefSeq assemblies), the arXiv API, the ENA
Portal API (INSDC reads, samples, studies, sequences, assemblies, BioProject,
BioSample).

Options:
  --check            write nothing: compare the committed lock with what the
                     registries say now; exit 1 when it is missing an identifier,
                     holds one no passport cites, or records another answer
  --offline          ask no registry: list what would be asked (with --check:
                     only that the lock covers exactly the cited identifiers)
  --refresh          ask about every identifier, not only the new ones
  --timeout SECONDS  how long one request may take (default 20; 4 attempts each)
  --registry NAME=URL
                     ask another address (repeatable): ${REGISTRY_NAMES.join(', ')};
                     also PASSPORT_GATE_REGISTRY_<NAME>=URL (e.g. a mirror)
  --root DIR         repository root (default: the git top level, else .)
  --config FILE      config file (default: <root>/.passport-gate.yml or .yaml, optional)
  --debug            print stack traces of internal errors
  -h, --help         show this help

NCBI_API_KEY, when set, is sent to NCBI (ten requests a second instead of three).

Exit codes: 0 every cited work resolves and none is retracted (with --check:
and the lock says so), 1 a citation does not resolve or is retracted, or the
lock is not up to date (--check), 2 usage/config error or a registry that
could not be asked (the lock keeps what was learned; run it again).

Examples:
  passport-gate resolve
  passport-gate resolve --check
`;

/** Parses `resolve` arguments; throws UsageError with what to do. */
function parseResolveArgs(args: string[], env: NodeJS.ProcessEnv) {
  const { values, positionals } = parseCommandArgs(RESOLVE_HELP, {
    args,
    strict: true,
    allowPositionals: true,
    options: {
      check: { type: 'boolean' },
      offline: { type: 'boolean' },
      refresh: { type: 'boolean' },
      timeout: { type: 'string' },
      registry: { type: 'string', multiple: true },
      root: { type: 'string' },
      config: { type: 'string' },
      debug: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (positionals.length > 0)
    throw new UsageError(
      `resolve takes no directories (it reads every passport under --root): remove ${JSON.stringify(positionals[0])}`,
    );
  if (values.refresh && (values.check || values.offline))
    throw new UsageError('--refresh writes the lock: it cannot go with --check or --offline');
  const timeoutMs = values.timeout === undefined ? undefined : Number(values.timeout) * 1000;
  if (
    timeoutMs !== undefined &&
    !(Number.isFinite(timeoutMs) && timeoutMs > 0 && timeoutMs <= 600_000)
  )
    throw new UsageError(`--timeout takes seconds, more than 0 and at most 600, e.g. --timeout 20`);
  return { ...values, timeoutMs, endpoints: readEndpoints(values.registry ?? [], env) };
}

/** Runs `resolve`; returns the exit code. */
export async function runResolveCommand(args: string[], io: CliIo): Promise<number> {
  const opts = parseResolveArgs(args, io.env);
  if (opts.help) {
    io.stdout.write(RESOLVE_HELP);
    return EXIT_OK;
  }
  const { root, config } = await loadCommandRoot(io, opts);
  const passports = await loadPassports(root, { config, signal: io.signal });
  const cited = new Map<string, Citation>();
  for (const w of listCitedWorks(passports)) cited.set(w.citation.key, w.citation);
  noteUnlooked(io, listUnlookedWorks(passports));
  const lockPath = path.join(root, CITATION_LOCK_FILE);
  const committed = await readLock(lockPath);
  if (opts.offline) return reportOffline(io, cited, committed, opts.check === true);

  const asked =
    opts.check || opts.refresh
      ? [...cited.values()]
      : [...cited.values()].filter((c) => !committed?.citations.has(c.key));
  const resolution = await askAbout(asked, {
    endpoints: opts.endpoints,
    env: io.env,
    timeoutMs: opts.timeoutMs,
    signal: io.signal,
  });
  const lock = mergeLock(new Set(cited.keys()), committed, resolution.entries);
  if (opts.check) return reportCheck(io, cited, committed, lock, resolution);
  const text = renderCitationLock(lock);
  await writeOutputFile(io, 'the lock', lockPath, text);
  io.stderr.write(
    `wrote ${CITATION_LOCK_FILE}: ${lock.citations.size} cited identifier(s), ${asked.length} asked of their registries\n`,
  );
  return reportAnswers(io, lock, resolution);
}

/**
 * Says, once per identifier, what was recognised but is not asked of any registry (RefSeq,
 * UniProt, an ISBN…): the lock cannot hold it, and the audit checks its syntax only.
 */
function noteUnlooked(io: CliIo, works: readonly CitedWork[]): void {
  const seen = new Set<string>();
  for (const w of works) {
    if (seen.has(w.citation.key)) continue;
    seen.add(w.citation.key);
    io.stderr.write(
      `${escapeTerminal(`${w.citation.id} (${w.passport} ${w.pointer}): ${describeNotLookedUp(w.citation) ?? 'not looked up'}`)}\n`,
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

const line = (io: CliIo, text: string) => void io.stdout.write(`${escapeTerminal(text)}\n`);

/** Exit 1 for any identifier recorded not found or retracted; 2 when a registry was not reached. */
function reportAnswers(io: CliIo, lock: CitationLock, resolution: Resolution): number {
  let bad = 0;
  for (const [key, entry] of lock.citations) {
    const problem = describeProblem(entry);
    if (!problem) continue;
    bad++;
    line(io, `${key}: ${problem}`);
  }
  for (const u of resolution.unreached)
    line(io, `${u.key}: ${u.service} could not be asked: ${u.detail}`);
  if (resolution.unreached.length > 0) {
    io.stderr.write(
      `passport-gate: ${resolution.unreached.length} identifier(s) could not be checked; the lock keeps what was learned. Run it again: passport-gate resolve\n`,
    );
    return EXIT_USAGE;
  }
  return bad > 0 ? EXIT_FINDINGS : EXIT_OK;
}

/** What is wrong with an answer, or null: not found, or retracted. */
function describeProblem(entry: LockEntry): string | null {
  if (entry.status === 'not-found')
    return `${entry.service} has no such record (a mistyped or fabricated citation)`;
  if (entry.retracted)
    return `${entry.service} marks it retracted${entry.notice ? ` (${quoteUntrusted(entry.notice)})` : ''}`;
  return null;
}

function reportCheck(
  io: CliIo,
  cited: ReadonlyMap<string, Citation>,
  committed: CitationLock | null,
  now: CitationLock,
  resolution: Resolution,
): number {
  const changes = compareCitationLocks(committed ?? { citations: new Map() }, now);
  for (const key of changes.added) line(io, `${key}: cited, but not in the lock`);
  for (const key of changes.removed) line(io, `${key}: in the lock, but no passport cites it`);
  for (const key of changes.changed) {
    const was = committed?.citations.get(key);
    const is = now.citations.get(key);
    line(
      io,
      `${key}: the lock records ${describeEntry(was)}; ${is?.service ?? 'its registry'} now says ${describeEntry(is)}`,
    );
  }
  const code = reportAnswers(
    io,
    { citations: new Map([...now.citations].filter(([k]) => cited.has(k))) },
    resolution,
  );
  const stale = changes.added.length + changes.removed.length + changes.changed.length;
  if (stale > 0)
    io.stderr.write(
      `passport-gate: ${CITATION_LOCK_FILE} is not up to date (${stale} identifier(s)); write it anew and commit it: passport-gate resolve --refresh\n`,
    );
  if (code !== EXIT_OK) return code;
  return stale > 0 ? EXIT_FINDINGS : EXIT_OK;
}

function describeEntry(entry: LockEntry | undefined): string {
  if (!entry) return 'nothing';
  if (entry.status === 'not-found') return 'not found';
  return entry.retracted ? 'found, retracted' : 'found';
}

function reportOffline(
  io: CliIo,
  cited: ReadonlyMap<string, Citation>,
  committed: CitationLock | null,
  check: boolean,
): number {
  const missing = [...cited.keys()].filter((k) => !committed?.citations.has(k)).sort();
  const extra = [...(committed?.citations.keys() ?? [])].filter((k) => !cited.has(k)).sort();
  if (!check) {
    for (const key of [...cited.keys()].sort())
      line(
        io,
        `${key}${committed?.citations.has(key) ? '' : ' (not in the lock: would be asked)'}`,
      );
    io.stderr.write(`${cited.size} cited identifier(s); ${missing.length} not in the lock\n`);
    return EXIT_OK;
  }
  for (const key of missing) line(io, `${key}: cited, but not in the lock`);
  for (const key of extra) line(io, `${key}: in the lock, but no passport cites it`);
  if (missing.length + extra.length === 0) return EXIT_OK;
  io.stderr.write(
    `passport-gate: ${CITATION_LOCK_FILE} does not cover exactly the cited identifiers; update it and commit it: passport-gate resolve\n`,
  );
  return EXIT_FINDINGS;
}
