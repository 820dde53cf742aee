/**
 * The GitHub Action: audit, report, decide. The verdict (the exit code) comes
 * from the findings alone; reporting — check run, workflow commands, job
 * summary, report files — is best effort and each failure is logged, never
 * fatal. `run()` holds the one try/catch that calls core.setFailed (as
 * actions/typescript-action does).
 */
import { mkdir, realpath } from 'node:fs/promises';
import path from 'node:path';
import * as core from '@actions/core';
import * as github from '@actions/github';
import * as glob from '@actions/glob';
import { mergeShardReports } from './audit/merge.js';
import { audit } from './audit/pipeline.js';
import { createHashPoolFromEnv, readHashThreads, type HashPool } from './hash/index.js';
import type { AuditReport } from './core/report-model.js';
import {
  ConfigurationError,
  describeError,
  EXIT_INTERRUPTED,
  InterruptedError,
} from './core/errors.js';
import { toPathPrefix } from './fs/paths.js';
import { buildAnnotations, type CheckAnnotation } from './report/annotations.js';
import { readJsonReport } from './audit/read-report.js';
import { renderJsonReport } from './report/json.js';
import { writeFileAtomic } from './fs/atomic-write.js';
import { renderSarif } from './report/sarif.js';
import { renderTextReport } from './report/text.js';
import { VERSION } from './core/version.js';
import {
  createGitHubApi,
  describeApiError,
  isPermissionError,
  type GitHubApi,
  type RepoRef,
} from './github/api.js';
import {
  resolveChangedFiles,
  resolvePullRequest,
  toRootRelative,
  type ChangedFiles,
} from './github/changed-files.js';
import { diffPullRequest } from './github/pull-request-diff.js';
import { findRepositoryRoot } from './vcs/git.js';
import { askWorkTree } from './vcs/policy.js';
import {
  buildCheckRunSummary,
  buildCheckRunTitle,
  conclusionOf,
  publishCheckRun,
} from './github/check-run.js';
import {
  CHECK_ANNOTATIONS_MAX,
  FORK_DOCS_URL,
  Inputs,
  Outputs,
  WORKFLOW_COMMANDS_MAX,
} from './github/constants.js';
import { resolveConfigInForce } from './github/config-source.js';
import { headShaOf, resolveEventTarget, type EventTarget } from './github/event.js';
import { getActionOptions, type ActionOptions } from './github/input-helper.js';
import { renderJobSummary, writeJobSummary } from './github/summary.js';
import {
  formatUntrustedBlock,
  toLogLine,
  writeAnnotationCommands,
  type CommandSink,
} from './github/workflow-commands.js';

/** What one run decided. */
export interface GateOutcome {
  report: AuditReport;
  passed: boolean;
  /** One line stating the verdict and counts (no repository content). */
  verdict: string;
}

/** Logs a line that may carry text we did not write (API errors, paths). */
const info = (line: string) => core.info(toLogLine(line));

function readRepo(): RepoRef | null {
  try {
    return github.context.repo;
  } catch {
    return null;
  }
}

function detailsUrl(repo: RepoRef | null): string | undefined {
  const server = process.env.GITHUB_SERVER_URL;
  const runId = process.env.GITHUB_RUN_ID;
  if (!repo || !server || !runId || !/^\d+$/.test(runId) || !/^https?:\/\//.test(server))
    return undefined;
  return `${server.replace(/\/+$/, '')}/${repo.owner}/${repo.repo}/actions/runs/${runId}`;
}

async function writeReportFile(
  file: string,
  content: string,
  what: string,
  notes: string[],
): Promise<boolean> {
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFileAtomic(file, content);
    info(`wrote the ${what} to ${file}`);
    return true;
  } catch (error) {
    const line = `could not write the ${what} to ${file}: ${describeError(error)}`;
    core.warning(toLogLine(line));
    notes.push(line);
    return false;
  }
}

/** Which annotation channel was used, and the check run id when one was made. */
interface AnnotationOutcome {
  checkRunId: number | null;
}

async function reportAnnotations(
  options: ActionOptions,
  report: AuditReport,
  annotations: CheckAnnotation[],
  api: GitHubApi | null,
  target: EventTarget,
  repo: RepoRef | null,
  stdout: CommandSink,
  notes: string[],
  help: string[],
): Promise<AnnotationOutcome> {
  const printCommands = (list: readonly CheckAnnotation[], why: string) => {
    const { written, omitted } = writeAnnotationCommands(stdout, list, WORKFLOW_COMMANDS_MAX);
    const line =
      written === 0
        ? `${why}: no finding to annotate.`
        : `${why}: printed ${written} annotation(s) as workflow commands${omitted > 0 ? `; ${omitted} more in the job summary` : ''}.`;
    info(line);
    notes.push(line);
  };
  if (options.annotations === 'none') {
    notes.push('annotations: none (findings are in this summary and the log).');
    return { checkRunId: null };
  }
  if (options.annotations === 'workflow-commands') {
    printCommands(annotations, 'annotations: workflow-commands');
    return { checkRunId: null };
  }

  const headSha = headShaOf(target);
  if (!api || !headSha) {
    const why = api
      ? `the ${target.eventName || 'unknown'} event names no commit`
      : options.token
        ? 'GITHUB_REPOSITORY is not set'
        : 'no github-token was given';
    const line = `cannot create a check run: ${why}`;
    if (options.annotations === 'check-run') core.warning(toLogLine(line));
    printCommands(annotations, line);
    return { checkRunId: null };
  }

  const result = await publishCheckRun({
    api,
    name: options.checkName,
    headSha,
    annotations,
    title: buildCheckRunTitle(report),
    summary: buildCheckRunSummary(report, Math.max(0, annotations.length - CHECK_ANNOTATIONS_MAX)),
    conclusion: conclusionOf(report),
    detailsUrl: detailsUrl(repo),
    log: info,
  });
  if (result.checkRunId !== null && result.error === null) {
    const line = `check run ${JSON.stringify(options.checkName)} ${result.reused ? 'reused' : 'created'} on ${headSha} (id ${result.checkRunId}): ${result.sent} annotation(s) sent${result.alreadyPresent > 0 ? `, ${result.alreadyPresent} already there` : ''}${result.overCap > 0 ? `, ${result.overCap} over the cap (in the job summary)` : ''}.`;
    info(line);
    notes.push(line);
    return { checkRunId: result.checkRunId };
  }

  const reason = describeApiError(result.error);
  const published = result.sent > 0 ? ` after ${result.sent} annotation(s) were published` : '';
  let line: string;
  if (isPermissionError(result.error)) {
    line = `the token cannot write checks (${reason})${published}, so findings are printed as workflow commands instead. On a pull request from a fork the job token is read-only: to get check runs there, use the two-workflow workflow_run setup (${FORK_DOCS_URL}). Otherwise give the job \`permissions: checks: write\`.`;
    help.push(
      `Check runs on pull requests from forks: see [the two-workflow setup](${FORK_DOCS_URL}).`,
    );
  } else {
    line = `publishing the check run failed (${reason})${published}; the remaining findings are printed as workflow commands instead.`;
  }
  // The verdict does not depend on this: say it plainly, and warn only when check runs were asked for explicitly.
  if (options.annotations === 'check-run') core.warning(toLogLine(line));
  else info(line);
  notes.push(line);
  printCommands(result.unsent, 'fallback');
  return { checkRunId: result.completed ? result.checkRunId : null };
}

/** Runs the gate with validated options; returns the verdict. Throws only on configuration errors and interrupts. */
export async function runGate(
  options: ActionOptions,
  stdout: CommandSink = process.stdout,
  signal?: AbortSignal,
): Promise<GateOutcome> {
  info(
    `passport-gate ${VERSION}: mode ${options.mode}, fail-on ${options.failOn}, annotations ${options.annotations}, root ${options.root}`,
  );
  const notes: string[] = [];
  /** Markdown for the summary made only of our own constants (links to our docs). */
  const help: string[] = [];
  const repo = readRepo();
  const target = resolveEventTarget({
    eventName: github.context.eventName ?? '',
    sha: github.context.sha ?? '',
    payload: github.context.payload ?? {},
  });
  const repoRoot = (await findRepositoryRoot(options.root)) ?? options.workspace;
  // git names the top level by its real path, so the root is made real too (a workspace under a
  // symlinked directory would otherwise give '' and map no changed file to the root).
  const pathPrefix = toPathPrefix(repoRoot, await realpath(options.root).catch(() => options.root));
  const api =
    options.token && repo
      ? createGitHubApi(
          options.token,
          repo,
          {
            debug: (m) => core.debug(toLogLine(m)),
            warn: (m) => info(m),
          },
          options.apiLimits,
        )
      : null;

  let report: AuditReport;
  if (options.mode === 'merge') {
    report = await mergeShards(options, notes);
  } else {
    report = await auditCheckout(options, { api, target, repoRoot, pathPrefix, notes, signal });
  }
  return publishReport(options, report, { api, target, repo, pathPrefix, notes, help, stdout });
}

/** mode: merge — combine the shard reports of a matrix into one report (chain rules ran once, in shard 1). */
async function mergeShards(options: ActionOptions, notes: string[]): Promise<AuditReport> {
  // @actions/glob resolves the patterns the way every other action's path inputs do.
  const globber = await glob.create(options.reports.join('\n'), {
    followSymbolicLinks: false,
    matchDirectories: false,
  });
  const files = (await globber.glob()).sort();
  if (files.length === 0) {
    throw new ConfigurationError(
      `input ${Inputs.Reports} matched no file; download the shards' report artifacts first (${options.reports.join(', ')})`,
    );
  }
  const reports: AuditReport[] = [];
  for (const file of files) reports.push(await readJsonReport(file));
  const line = `mode: merge — ${files.length} shard report(s) combined; chain rules were evaluated once, by shard 1.`;
  info(line);
  notes.push(line);
  return mergeShardReports(reports, { failOn: options.failOn, root: options.root });
}

/** Context shared by the audit and publishing steps. */
interface GateContext {
  api: GitHubApi | null;
  target: EventTarget;
  repoRoot: string;
  pathPrefix: string;
  notes: string[];
  signal?: AbortSignal | undefined;
}

/**
 * mode: changed / all (optionally one shard of a matrix) — run the audit. Its hashing threads
 * start first, as the CLI's do (PASSPORT_GATE_HASH_THREADS read the same way), so they boot
 * while the API is asked for the pull request and its changed files.
 */
async function auditCheckout(options: ActionOptions, ctx: GateContext): Promise<AuditReport> {
  const pool = createHashPoolFromEnv(process.env);
  try {
    return await auditWith(options, ctx, { pool, hashThreads: readHashThreads(process.env) });
  } finally {
    await pool?.close();
  }
}

async function auditWith(
  options: ActionOptions,
  ctx: GateContext,
  hashing: { pool: HashPool | undefined; hashThreads: number | undefined },
): Promise<AuditReport> {
  const { api, target, repoRoot, pathPrefix, notes, signal } = ctx;
  // The pull request is looked up once: the config in force and the changed files both need it.
  const pullRequest = await resolvePullRequest(target, api);
  for (const note of pullRequest.notes) info(note);
  notes.push(...pullRequest.notes);
  const inForce = await resolveConfigInForce({
    source: options.configSource,
    target,
    pullRequest,
    root: options.root,
    configFile: options.configFile,
    configRequired: options.configRequired,
    repoRoot,
    api,
  });
  for (const note of inForce.notes) info(note);
  notes.push(...inForce.notes);

  let changedFiles: string[] | null = null;
  let changed: ChangedFiles | null = null;
  if (options.mode === 'changed') {
    changed = await resolveChangedFiles(target, { api, repoRoot }, pullRequest);
    for (const note of changed.notes) info(note);
    info(`changed files: ${changed.source}`);
    notes.push(...changed.notes, `changed files: ${changed.source}.`);
    changedFiles = changed.files === null ? null : toRootRelative(changed.files, pathPrefix);
  } else {
    notes.push('mode: all — every output directory was audited.');
  }

  if (options.shard)
    notes.push(`shard ${options.shard.index}/${options.shard.count} of a matrix run.`);
  const report = await audit({
    root: options.root,
    config: inForce.config,
    runFindings: inForce.runFindings,
    changedFiles,
    failOn: options.failOn,
    signal,
    // Files the workflow wrote and git ignores are no part of the pull request's commit.
    ...askWorkTree(options.root, info),
    ...(options.shard ? { shard: options.shard } : {}),
    ...(hashing.pool ? { pool: hashing.pool } : {}),
    ...(hashing.hashThreads !== undefined ? { hashThreads: hashing.hashThreads } : {}),
  });

  // --- What changed: the pull request's provenance diff (src/diff/), by shard 1 of a matrix --
  const pr = pullRequest.pullRequest;
  if (pr && (!options.shard || options.shard.index === 1)) {
    try {
      const result = await diffPullRequest({
        root: options.root,
        repoRoot,
        pathPrefix,
        config: inForce.config,
        pullRequest: pr,
        // mode: all did not list the changed files; the diff asks only when it needs them.
        listChanged: async () =>
          (changed ??= await resolveChangedFiles(target, { api, repoRoot }, pullRequest)),
        api,
        signal,
      });
      for (const note of result.notes) info(note);
      notes.push(...result.notes);
      if (result.diff) report.diff = result.diff;
    } catch (error) {
      if (signal?.aborted) throw error;
      // Reporting, not the verdict: the findings stand whatever happens to the diff.
      const line = `no provenance diff: ${describeError(error)}`;
      core.warning(toLogLine(line));
      notes.push(line);
    }
  }
  return report;
}

/** Prints, writes and publishes a report; returns the verdict. Reporting failures never change it. */
async function publishReport(
  options: ActionOptions,
  report: AuditReport,
  ctx: {
    api: GitHubApi | null;
    target: EventTarget;
    repo: RepoRef | null;
    pathPrefix: string;
    notes: string[];
    help: string[];
    stdout: CommandSink;
  },
): Promise<GateOutcome> {
  const { api, target, repo, pathPrefix, notes, help, stdout } = ctx;

  core.startGroup('passport-gate report');
  // The text report quotes the repository: the runner must not read any of it as a command.
  stdout.write(formatUntrustedBlock(renderTextReport(report, { color: false })));
  core.endGroup();

  const reportWritten = options.reportFile
    ? await writeReportFile(options.reportFile, renderJsonReport(report), 'JSON report', notes)
    : false;
  if (options.sarifFile)
    await writeReportFile(
      options.sarifFile,
      renderSarif(report, { pathPrefix }),
      'SARIF report',
      notes,
    );

  const annotations = buildAnnotations(report.findings, { pathPrefix });
  let checkRunId: number | null = null;
  try {
    ({ checkRunId } = await reportAnnotations(
      options,
      report,
      annotations,
      api,
      target,
      repo,
      stdout,
      notes,
      help,
    ));
  } catch (error) {
    // publishCheckRun does not throw; this guards the verdict against a bug in reporting.
    const line = `reporting annotations failed: ${describeError(error)}`;
    core.warning(toLogLine(line));
    notes.push(line);
  }

  const summary = await writeJobSummary(renderJobSummary(report, notes, help), process.env);
  if (!summary.written) info(`no job summary written: ${summary.reason ?? 'unknown reason'}`);

  const s = report.summary;
  core.setOutput(Outputs.Passed, String(s.passed));
  core.setOutput(Outputs.Errors, String(s.errors));
  core.setOutput(Outputs.Warnings, String(s.warnings));
  core.setOutput(Outputs.Notices, String(s.notices));
  core.setOutput(Outputs.Passports, String(s.passports));
  if (reportWritten && options.reportFile) core.setOutput(Outputs.ReportFile, options.reportFile);
  if (checkRunId !== null) core.setOutput(Outputs.CheckRunId, String(checkRunId));
  if (report.diff) core.setOutput(Outputs.Stale, String(report.diff.stale.length));

  const verdict = `passport-gate ${s.passed ? 'passed' : 'failed'}: ${s.errors} error(s), ${s.warnings} warning(s), ${s.notices} notice(s) in ${s.passports} passport(s) (fail-on: ${s.fail_on}).`;
  return { report, passed: s.passed, verdict };
}

/** The action's entry: the one top-level try/catch, the only place that calls core.setFailed. */
export async function run(): Promise<void> {
  const controller = new AbortController();
  // First signal: stop the audit and report the interruption. A second one: leave now.
  const onSignal = () => {
    if (controller.signal.aborted) process.exit(EXIT_INTERRUPTED);
    controller.abort(new InterruptedError('interrupted by a signal'));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    const outcome = await runGate(
      getActionOptions(undefined, process.env),
      process.stdout,
      controller.signal,
    );
    if (outcome.passed) core.info(outcome.verdict);
    else core.setFailed(outcome.verdict);
  } catch (error) {
    core.setFailed(
      `passport-gate: ${describeError(controller.signal.aborted ? controller.signal.reason : error)}`,
    );
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
