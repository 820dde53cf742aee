/**
 * `passport-gate resolve`: asks the registries about every identifier the passports cite (seed
 * 000, hard rule 1: "Every cited work must resolve to a verifiable record") and writes what
 * they said to the committed lock, `passport-citations.lock.json`, which the audit checks
 * sources against offline. `--check` compares the committed lock with the registries' answers
 * now (release gating), `--offline` lists what would be asked without asking.
 */
import { parseCommandArgs } from './parse-args.js';
import { EXIT_FINDINGS, EXIT_OK, EXIT_USAGE, UsageError } from '../util/errors.js';
import { quoteUntrusted } from '../util/untrusted.js';
import { escapeTerminal } from '../report/escape.js';
import {
  resolveCitedWorks,
  RESOLVE_LOCK_FILE as CITATION_LOCK_FILE,
  type ResolveAnswers,
  type ResolveLockEntry,
  type ResolveResult,
} from '../operations/index.js';
import { readEndpoints, REGISTRY_NAMES } from '../operations/ask-registries.js';
import { loadCommandRoot, type CliIo } from './io.js';
import { noteOnStderr } from './operation-output.js';

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
  const result = await resolveCitedWorks({
    root,
    config,
    check: opts.check === true,
    offline: opts.offline === true,
    refresh: opts.refresh === true,
    endpoints: opts.endpoints,
    env: io.env,
    timeoutMs: opts.timeoutMs,
    signal: io.signal,
    note: noteOnStderr(io),
  });
  if (result.mode === 'offline') return reportOffline(io, result);
  if (result.mode === 'check') return reportCheck(io, result);
  io.stderr.write(
    `wrote ${CITATION_LOCK_FILE}: ${result.locked} cited identifier(s), ${result.asked} asked of their registries\n`,
  );
  return reportAnswers(io, result.answers);
}

const line = (io: CliIo, text: string) => void io.stdout.write(`${escapeTerminal(text)}\n`);

/** Exit 1 for any identifier recorded not found or retracted; 2 when a registry was not reached. */
function reportAnswers(io: CliIo, answers: ResolveAnswers): number {
  for (const { key, entry } of answers.problems) line(io, `${key}: ${describeProblem(entry)}`);
  for (const u of answers.unreached)
    line(io, `${u.key}: ${u.service} could not be asked: ${u.detail}`);
  if (answers.unreached.length > 0) {
    io.stderr.write(
      `passport-gate: ${answers.unreached.length} identifier(s) could not be checked; the lock keeps what was learned. Run it again: passport-gate resolve\n`,
    );
    return EXIT_USAGE;
  }
  return answers.problems.length > 0 ? EXIT_FINDINGS : EXIT_OK;
}

/** What is wrong with an answer the operation reported: not found, or retracted. */
function describeProblem(entry: ResolveLockEntry): string {
  if (entry.status === 'not-found')
    return `${entry.service} has no such record (a mistyped or fabricated citation)`;
  return `${entry.service} marks it retracted${entry.notice ? ` (${quoteUntrusted(entry.notice)})` : ''}`;
}

function reportCheck(io: CliIo, result: Extract<ResolveResult, { mode: 'check' }>): number {
  for (const key of result.added) line(io, `${key}: cited, but not in the lock`);
  for (const key of result.removed) line(io, `${key}: in the lock, but no passport cites it`);
  for (const { key, was, is } of result.changed) {
    line(
      io,
      `${key}: the lock records ${describeEntry(was)}; ${is?.service ?? 'its registry'} now says ${describeEntry(is)}`,
    );
  }
  const code = reportAnswers(io, result.answers);
  const stale = result.added.length + result.removed.length + result.changed.length;
  if (stale > 0)
    io.stderr.write(
      `passport-gate: ${CITATION_LOCK_FILE} is not up to date (${stale} identifier(s)); write it anew and commit it: passport-gate resolve --refresh\n`,
    );
  if (code !== EXIT_OK) return code;
  return stale > 0 ? EXIT_FINDINGS : EXIT_OK;
}

function describeEntry(entry: ResolveLockEntry | undefined): string {
  if (!entry) return 'nothing';
  if (entry.status === 'not-found') return 'not found';
  return entry.retracted ? 'found, retracted' : 'found';
}

function reportOffline(io: CliIo, result: Extract<ResolveResult, { mode: 'offline' }>): number {
  if (!result.check) {
    for (const { key, locked } of result.cited)
      line(io, `${key}${locked ? '' : ' (not in the lock: would be asked)'}`);
    io.stderr.write(
      `${result.cited.length} cited identifier(s); ${result.missing.length} not in the lock\n`,
    );
    return EXIT_OK;
  }
  for (const key of result.missing) line(io, `${key}: cited, but not in the lock`);
  for (const key of result.extra) line(io, `${key}: in the lock, but no passport cites it`);
  if (result.missing.length + result.extra.length === 0) return EXIT_OK;
  io.stderr.write(
    `passport-gate: ${CITATION_LOCK_FILE} does not cover exactly the cited identifiers; update it and commit it: passport-gate resolve\n`,
  );
  return EXIT_FINDINGS;
}
