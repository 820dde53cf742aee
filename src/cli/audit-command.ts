/**
 * `passport-gate audit`: run the engine and print or write a report.
 */
import path from 'node:path';
import type { TrustedFiles } from '../config/trusted-files.js';
import { parseCommandArgs } from './parse-args.js';
import { audit } from '../audit/pipeline.js';
import type { Config } from '../config/config.js';
import type { FindingInput } from '../core/findings.js';
import type { AuditReport } from '../core/report-model.js';
import { EXIT_OK, UsageError } from '../core/errors.js';
import { exitCodeOf } from '../audit/verdict.js';
import { renderJsonReportChunks } from '../report/json.js';
import { renderMarkdownReport } from '../report/markdown.js';
import { renderSarif } from '../report/sarif.js';
import { toPathPrefix } from '../fs/paths.js';
import { renderTextReportChunks, renderVerdictLine, shouldUseColor } from '../report/text.js';
import { FAIL_ON_VALUES, isOneOf, REPORT_FORMATS, type ReportFormat } from '../core/options.js';
import { parseShardSpec, type ShardSpec } from '../repo/shard.js';
import { listChangedSince, readChangedFilesList } from './changed-files.js';
import { createProgressReporter } from './progress.js';
import { readHashThreads, type HashPool } from '../hash/index.js';
import type { BaseFiles } from '../core/base-files.js';
import { askAtBase, type BasePolicyQuestions } from '../vcs/base-policy.js';
import type { GitQuestions } from '../vcs/policy.js';
import { gitQuestionsFor, loadCommandRoot, noteTo, writeOutputFile, type CliIo } from './io.js';

/** Help text of the audit command. */
export const AUDIT_HELP = `Usage: passport-gate audit [options]

Verify Material Passports, router handoff envelopes and agent handoff packets.

Scope (pick one; default --all):
  --all                   audit every output directory (release gating)
  --changed-files FILE    audit output directories holding a path listed in FILE (one per line,
                          or NUL-separated as git diff --name-only -z writes it)
  --base REF              audit output directories changed since git REF

Options:
  --root DIR              repository root (default: the git top level of the current
                          directory, else the current directory)
  --config FILE           config file (default: <root>/.passport-gate.yml or .yaml, optional)
  --config-from REF       apply the config as it is at git REF (e.g. origin/main), not the
                          working tree's, which is only compared with it (config-changed);
                          how the action treats a pull request's own config
  --format FMT            text | json | markdown | sarif (default: text); sarif is SARIF 2.1.0
                          for code scanning, with paths relative to the working directory
                          (run from the checkout's root, as the upload expects)
  --output FILE           write the report to FILE (atomically) instead of stdout
  --fail-on LEVEL         error | warning | notice | never (default: error)
  --shard I/N             audit shard I of N (a matrix job); combine the JSON reports with merge
  --quiet                 print only the findings and the verdict line: no progress, no notes
  --debug                 print stack traces of internal errors
  -h, --help              show this help

Exit codes: 0 passed, 1 findings at or above --fail-on, 2 usage/config/internal error,
130 interrupted, 141 the reader of stdout went away (as git on SIGPIPE).

Examples:
  passport-gate audit --root examples/pipeline --all
  passport-gate audit --base origin/main --format markdown --output report.md
  passport-gate audit --base origin/main --config-from origin/main
  git diff --name-only main > changed.txt && passport-gate audit --changed-files changed.txt --format json
  passport-gate audit --all --shard 2/4 --format json --output report-2.json
  passport-gate audit --all --format sarif --output passport-gate.sarif
`;

/** Parses `audit` arguments; throws UsageError with what to do. */
export function parseAuditArgs(args: string[]) {
  const { values } = parseCommandArgs(AUDIT_HELP, {
    args,
    strict: true,
    allowPositionals: false,
    options: {
      root: { type: 'string' },
      all: { type: 'boolean' },
      'changed-files': { type: 'string' },
      base: { type: 'string' },
      config: { type: 'string' },
      'config-from': { type: 'string' },
      format: { type: 'string' },
      output: { type: 'string' },
      'fail-on': { type: 'string' },
      shard: { type: 'string' },
      quiet: { type: 'boolean' },
      debug: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  let shard: ShardSpec | undefined;
  if (values.shard !== undefined) {
    const parsed = parseShardSpec(values.shard);
    if (!parsed.ok) throw new UsageError(`--shard: ${parsed.message}`);
    shard = parsed.shard;
  }
  const scopes = [
    values.all,
    values['changed-files'] !== undefined,
    values.base !== undefined,
  ].filter(Boolean).length;
  if (scopes > 1) throw new UsageError('choose one of --all, --changed-files and --base');
  const format = values.format ?? 'text';
  if (!isOneOf(REPORT_FORMATS, format))
    throw new UsageError(`--format must be one of ${REPORT_FORMATS.join(', ')}`);
  const failOn = values['fail-on'] ?? 'error';
  if (!isOneOf(FAIL_ON_VALUES, failOn))
    throw new UsageError(`--fail-on must be one of ${FAIL_ON_VALUES.join(', ')}`);
  return { ...values, format, failOn, shard };
}

/** Options of {@link renderReportChunks}. */
export interface RenderReportOptions {
  /** Colour the text format. */
  color: boolean;
  /** SARIF: the audited root's place below the directory its URIs are relative to ('' when the same). */
  sarifPathPrefix?: string;
  /** Text: leave out notes (`--quiet`). */
  quiet?: boolean;
}

/**
 * A report in one of the CLI formats (SARIF is the action's renderer, src/report/sarif.ts), in
 * pieces to write as they come: the JSON and text reports of 100,000 findings are tens of
 * megabytes each, never built whole.
 */
function renderReportChunks(
  report: AuditReport,
  format: ReportFormat,
  options: RenderReportOptions,
): Iterable<string> {
  if (format === 'json') return renderJsonReportChunks(report);
  if (format === 'markdown') return [renderMarkdownReport(report)];
  if (format === 'sarif')
    return [renderSarif(report, { pathPrefix: options.sarifPathPrefix ?? '' })];
  return renderTextReportChunks(report, { color: options.color, notes: options.quiet !== true });
}

/**
 * Runs `audit`; returns the exit code. `pool`: hashing threads the caller
 * started early (see commands.ts) and closes; without it the audit starts its own.
 */
export async function runAuditCommand(args: string[], io: CliIo, pool?: HashPool): Promise<number> {
  const opts = parseAuditArgs(args);
  if (opts.help) {
    io.stdout.write(AUDIT_HELP);
    return EXIT_OK;
  }
  let root: string;
  let config: Config;
  let runFindings: FindingInput[] = [];
  let base: BaseFiles | undefined;
  let trustedFiles: TrustedFiles | undefined;
  if (opts['config-from'] !== undefined) {
    root = path.resolve(io.cwd, opts.root ?? '.');
    const { loadConfigFromRevision } = await import('./config-from.js');
    ({ config, runFindings, base, trustedFiles } = await loadConfigFromRevision(io.cwd, {
      root,
      config: opts.config,
      ref: opts['config-from'],
    }));
  } else ({ root, config } = await loadCommandRoot(io, opts));
  // git's policy files in force: REF's with --config-from (the checkout's are compared), else the work tree's.
  const questions: GitQuestions & Partial<BasePolicyQuestions> = base
    ? await askAtBase(root, base, noteTo(io))
    : gitQuestionsFor(root, io);
  let changedFiles: string[] | null = null;
  if (opts['changed-files'] !== undefined)
    changedFiles = await readChangedFilesList(path.resolve(io.cwd, opts['changed-files']));
  else if (opts.base !== undefined) changedFiles = await listChangedSince(root, opts.base);

  // --quiet: a reporter that draws nothing (the progress bar is the one thing audit adds to stderr).
  const progress = createProgressReporter({
    stream: opts.quiet ? { write: () => true } : io.stderr,
    env: io.env,
    ...(io.now ? { now: io.now } : {}),
  });
  let report: AuditReport;
  try {
    report = await audit({
      root,
      config,
      runFindings,
      changedFiles,
      failOn: opts.failOn,
      signal: io.signal,
      shard: opts.shard,
      hashThreads: readHashThreads(io.env),
      pool,
      onProgress: (p) => progress.update(p),
      ignored: questions.ignored,
      gitlinks: questions.gitlinks,
      lfsManaged: questions.lfsManaged,
      ...(questions.findings ? { lateRunFindings: questions.findings } : {}),
      ...(trustedFiles ? { trustedFiles } : {}),
    });
  } finally {
    progress.finish();
    await questions.close?.();
  }
  // A signal that arrived during the run wins: no report that looks complete is written.
  io.signal?.throwIfAborted();
  // Code scanning resolves relative URIs against the checkout, where the command is run from.
  return writeReport(report, opts.format, opts.output, io, {
    sarifPathPrefix: toPathPrefix(io.cwd, root),
    quiet: opts.quiet === true,
  });
}

/**
 * Writes a report in the chosen format to `--output` (atomically, with the verdict line on
 * stderr) or to stdout; returns the exit code its verdict means. Shared by `audit` and `merge`.
 * `options`: see {@link RenderReportOptions}.
 */
export async function writeReport(
  report: AuditReport,
  format: ReportFormat,
  outputArg: string | undefined,
  io: CliIo,
  options: Omit<RenderReportOptions, 'color'> = {},
): Promise<number> {
  const chunks = renderReportChunks(report, format, {
    ...options,
    color: !outputArg && shouldUseColor(io.stdout, io.env),
  });
  if (outputArg) {
    await writeOutputFile(io, '--output', outputArg, chunks);
    io.stderr.write(`${renderVerdictLine(report, { color: shouldUseColor(io.stderr, io.env) })}\n`);
  } else for (const chunk of chunks) io.stdout.write(chunk);
  return exitCodeOf(report);
}
