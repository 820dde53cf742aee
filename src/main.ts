/**
 * The GitHub Action: choose the host and the report, run the gate, decide. The verdict (the
 * exit code) comes from the findings alone; reporting — check run, workflow commands, job
 * summary, report files — is best effort and each failure is a note (src/gate/gate-run.ts).
 * `run()` holds the one try/catch that calls core.setFailed (as actions/typescript-action does).
 */
import { realpath } from 'node:fs/promises';
import * as core from '@actions/core';
import * as github from '@actions/github';
import { mergeShardReports } from './audit/merge.js';
import { readJsonReport } from './audit/read-report.js';
import type { AuditReport } from './core/report-model.js';
import {
  BaseUnreadableError,
  describeError,
  EXIT_INTERRUPTED,
  EXIT_USAGE,
  InterruptedError,
} from './util/errors.js';
import { VERSION } from './util/version.js';
import { toPathPrefix } from './fs/paths.js';
import { GateRun, type GateLog, type GateOutcome } from './gate/gate-run.js';
import type { RepoRef } from './hosts/github/api.js';
import { chooseHost } from './hosts/choose-host.js';
import { createGitHubHost } from './hosts/github/host.js';
import { findShardReports } from './hosts/github/shard-reports.js';
import { getActionOptions, type ActionOptions } from './hosts/github/input-helper.js';
import { toLogLine, type CommandSink } from './hosts/github/workflow-commands.js';
import { createHashPoolFromEnv, readHashThreads } from './hash/index.js';
import { findRepositoryRoot } from './vcs/git.js';
import { askWorkTree } from './vcs/policy.js';
import { tieringFlags } from './util/tiering.js';
import { holdV8Flags } from './util/v8-flags.js';
import { YOUNG_GENERATION_FLAG } from './util/young-generation.js';

export type { GateOutcome } from './gate/gate-run.js';

/** The runner's log; every line may carry text we did not write (API errors, paths). */
const LOG: GateLog = {
  info: (line) => core.info(toLogLine(line)),
  warning: (line) => core.warning(toLogLine(line)),
};

function readRepo(): RepoRef | null {
  try {
    return github.context.repo;
  } catch {
    return null;
  }
}

/** Runs the gate with validated options; returns the verdict. Throws only on configuration errors and interrupts. */
export async function runGate(
  options: ActionOptions,
  stdout: CommandSink = process.stdout,
  signal?: AbortSignal,
): Promise<GateOutcome> {
  LOG.info(
    `passport-gate ${VERSION}: mode ${options.mode}, fail-on ${options.failOn}, annotations ${options.annotations}, root ${options.root}`,
  );
  // The one choice of host (hosts/choose-host.ts): the action's is GitHub's.
  const choice = chooseHost('action', process.env);
  if (choice.kind !== 'github') throw new Error(`the action cannot run the ${choice.kind} host`);
  const repoRoot = (await findRepositoryRoot(options.root)) ?? options.workspace;
  const host = createGitHubHost({
    options,
    event: {
      eventName: github.context.eventName ?? '',
      sha: github.context.sha ?? '',
      payload: github.context.payload ?? {},
    },
    repo: readRepo(),
    repoRoot,
    // git names the top level by its real path, so the root is made real too (a workspace under a
    // symlinked directory would otherwise give '' and map no changed file to the root).
    pathPrefix: toPathPrefix(repoRoot, await realpath(options.root).catch(() => options.root)),
    stdout,
    env: process.env,
    signal,
  });
  const run = new GateRun(host, LOG, signal);
  const audited =
    options.mode === 'merge' ? await mergeShards(options, run) : await audit(options, run);
  const report = await reproduceAfter(options, run, audited);
  const outcome = await run.publish(report);
  // The report and the check run hold base-unreadable; the step fails with its one line.
  if (run.baseUnreadable) throw run.baseUnreadable;
  return outcome;
}

/**
 * mode: changed / all (optionally one shard of a matrix). In all mode the hashing threads start
 * first, as the CLI's do (PASSPORT_GATE_HASH_THREADS read the same way), so they boot while the
 * API is asked for the pull request and its changed files; in changed mode they boot only for a
 * hash job worth them (hash/threads.ts).
 */
async function audit(options: ActionOptions, run: GateRun): Promise<AuditReport> {
  const pool = createHashPoolFromEnv(process.env, options.mode === 'all');
  try {
    return await run.audit({
      root: options.root,
      scope: options.mode === 'all' ? 'all' : 'changed',
      failOn: options.failOn,
      shard: options.shard ?? undefined,
      recordReads: options.verificationSummary !== null,
      hashing: { pool, threads: readHashThreads(process.env) },
      // Files the workflow wrote and git ignores are no part of the pull request's commit.
      git: askWorkTree(options.root, LOG.info),
      ...(options.resolveCitations
        ? {
            askRegistries: async (c) =>
              (await import('./operations/ask-registries.js')).askRegistries(
                options.root,
                c,
                process.env,
                run.signal,
              ),
          }
        : {}),
    });
  } finally {
    await pool?.close();
  }
}

/**
 * `reproduce: changed|all`: the operation `audit --reproduce` runs on GitLab CI too
 * (operations/reproduce.ts), loaded only when asked for.
 */
async function reproduceAfter(
  options: ActionOptions,
  run: GateRun,
  report: AuditReport,
): Promise<AuditReport> {
  if (options.reproduce.mode === 'none') return report;
  const { reproduceAfterAudit } = await import('./operations/reproduce.js');
  return reproduceAfterAudit(run, report, {
    root: options.root,
    mode: options.reproduce.mode,
    maxSeconds: options.reproduce.maxSeconds,
    failOn: options.failOn,
    env: process.env,
    killGroup: (pgid, signal = 'SIGKILL') => process.kill(-pgid, signal),
  });
}

/** mode: merge — combine the shard reports of a matrix into one report (chain rules ran once, in shard 1). */
async function mergeShards(options: ActionOptions, run: GateRun): Promise<AuditReport> {
  const files = await findShardReports(options.reports);
  const reports: AuditReport[] = [];
  for (const file of files) reports.push(await readJsonReport(file));
  run.note(
    `mode: merge — ${files.length} shard report(s) combined; chain rules were evaluated once, by shard 1.`,
  );
  return mergeShardReports(reports, { failOn: options.failOn, root: options.root });
}

/** The action's entry: the one top-level try/catch, the only place that calls core.setFailed. */
export async function run(): Promise<void> {
  // Before the gate allocates: the young generation held (Node 24, the action's runtime, would
  // otherwise grow it to 128 MiB) and the optimizing compilers' thresholds raised (a short audit
  // spent a fifth of its CPU compiling).
  holdV8Flags(process, [YOUNG_GENERATION_FLAG, tieringFlags(process.versions.v8)]);
  const controller = new AbortController();
  // First signal: stop the audit and report the interruption. A second one: leave now.
  // The reason names the signal, which a reproduce step (a process group of its own) gets in turn.
  const onSignal = (signal: 'SIGINT' | 'SIGTERM') => {
    if (controller.signal.aborted) process.exit(EXIT_INTERRUPTED);
    controller.abort(new InterruptedError(`interrupted by ${signal}`, signal));
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
    // No verdict was given without the trusted base: exit 2, as the command line does.
    if (error instanceof BaseUnreadableError) process.exitCode = EXIT_USAGE;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
