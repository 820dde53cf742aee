/**
 * Reproduce: the steps `passport-gate run` recorded, run again on the committed tree and their
 * outputs compared with the record (src/reproduce/reproduce.ts does that). Two entries over it:
 * - {@link reproduceAfterAudit}, a part of a gate run on every CI host (the action's
 *   `reproduce: changed|all`, `audit --reproduce` under GitLab CI or on the command line): after
 *   the audit, under the config in force (the trusted base's), its findings and per-step table
 *   joined to the run's report. It fails closed: it never runs when the base could not be read,
 *   and a reproduce that cannot start is a `reproduce-failed` error, never a pass without it.
 * - {@link reproduceRecordedSteps}, the `reproduce` command's one call.
 */
import { joinReproduce } from '../audit/join-reproduce.js';
import type { Config } from '../config/config.js';
import { FindingSink } from '../core/findings.js';
import type { AuditReport, Finding, ReproduceSection } from '../core/report-model.js';
import type { FailOn } from '../core/rule-registry.js';
import type { GateRun } from '../gate/gate-run.js';
import {
  reproduce,
  ReproduceUsageError,
  type ReproduceOptions,
  type ReproduceResult,
} from '../reproduce/reproduce.js';
import type { KillGroup } from '../reproduce/run-recorded.js';
import { describeError, UsageError } from '../util/errors.js';
import { escapeInvisible } from '../util/untrusted.js';
import type { ReproduceMode } from './reproduce-modes.js';

export type { ReproduceResult, ReproducedStep } from '../reproduce/reproduce.js';
export { describeProgramChange } from '../reproduce/program.js';
export {
  DEFAULT_REPRODUCE_MAX_SECONDS,
  REPRODUCE_MODES,
  type ReproduceMode,
} from './reproduce-modes.js';

/**
 * Variables the steps never see: the action's inputs (`INPUT_GITHUB-TOKEN` holds the token),
 * GitHub's runner tokens and command files (a step writing `GITHUB_ENV` or `GITHUB_PATH` would
 * change the job's later steps; `GITHUB_OUTPUT` its outputs), and GitLab's job credentials (the
 * job token, the registry's, the dependency proxy's and a deploy token's passwords, the job's
 * JWTs, and the clone URL, which holds the job token).
 */
const WITHHELD = [
  /^INPUT_/i,
  /^ACTIONS_(RUNTIME|ID_TOKEN_REQUEST|CACHE|RESULTS)_/i,
  /^GITHUB_TOKEN$/i,
  /^GITHUB_(ENV|PATH|OUTPUT|STATE|STEP_SUMMARY)$/i,
  /^CI_(JOB|BUILD)_TOKEN$/i,
  /^CI_JOB_JWT(_V\d+)?$/i,
  /^CI_(REGISTRY|DEPENDENCY_PROXY|DEPLOY)_PASSWORD$/i,
  /^CI_REPOSITORY_URL$/i,
];

/**
 * The environment a recorded step runs in under a CI host: the job's, without what
 * {@link WITHHELD} names. The pull request's own CI could read none of it either.
 */
export function selectStepEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([name]) => !WITHHELD.some((pattern) => pattern.test(name))),
  );
}

/** What a gate run's reproduce is asked, beyond what the run knows (its config, its change). */
export interface GateReproduceOptions {
  root: string;
  mode: ReproduceMode;
  /** The budget of the whole reproduce in seconds. */
  maxSeconds: number;
  /** The fail-on of the run: the verdict is decided again over the joined findings. */
  failOn: FailOn;
  /** The job's environment; the steps get {@link selectStepEnvironment} of it. */
  env: NodeJS.ProcessEnv;
  /**
   * Ends a step's process group at the deadline (run-recorded.ts starts each step in its own):
   * the edge's, which owns the process.
   */
  killGroup: KillGroup;
}

/**
 * After `run`'s audit: with mode `changed` or `all`, the recorded steps run again under the
 * config in force and their findings and per-step table join `report` (the verdict decided
 * again); a line says how many reproduced. Returns `report` itself with mode `none`, and when
 * the trusted base could not be read (no verdict is given without it). Never throws for what
 * the steps or the repository do; throws when the run was interrupted.
 */
export async function reproduceAfterAudit(
  run: GateRun,
  report: AuditReport,
  options: GateReproduceOptions,
): Promise<AuditReport> {
  const { mode } = options;
  if (mode === 'none' || run.baseUnreadable || run.inForce === null) return report;
  run.signal?.throwIfAborted();
  // A changed-mode audit asked the host already; with mode: all (or an audit of everything) it asks now.
  const changedFiles =
    mode === 'changed'
      ? run.changedFiles !== undefined
        ? run.changedFiles
        : await run.host.changedFiles(run)
      : null;
  const { section, findings } = await reproduceForReport({
    root: options.root,
    config: run.inForce.config,
    mode,
    changedFiles,
    maxSeconds: options.maxSeconds,
    env: selectStepEnvironment(options.env),
    killGroup: options.killGroup,
    // A record's own non-deterministic declaration is honoured only where the base's record of
    // the step held it (the pull request cannot exempt its own outputs).
    basePassports: run.inForce.passports,
    signal: run.signal,
  });
  const reached = section.steps.filter((s) => s.status === 'reproduced').length;
  run.note(
    `reproduce: ${mode} — ${reached} of ${section.steps.length} step(s) reproduced byte for byte (budget ${options.maxSeconds} s).`,
  );
  // Each step in the job's log too (the check run and the job summary show them as a table).
  for (const s of section.steps) run.log.info(`reproduce: ${s.status} ${s.path}`);
  return joinReproduce(report, section, findings, options.failOn);
}

/** Runs reproduce for a report: its section and findings, a start that fails as reproduce-failed. */
async function reproduceForReport(options: {
  root: string;
  config: Config;
  mode: 'changed' | 'all';
  changedFiles: readonly string[] | null;
  maxSeconds: number;
  env: NodeJS.ProcessEnv;
  killGroup: KillGroup;
  basePassports: ReproduceOptions['basePassports'];
  /** The run's abort (a cancelled job): passed on to the running step, then rethrown. */
  signal: AbortSignal | undefined;
}): Promise<{ section: ReproduceSection; findings: Finding[] }> {
  try {
    const result = await reproduce({
      root: options.root,
      config: options.config,
      directories: [],
      ...(options.mode === 'changed' ? { changedFiles: options.changedFiles } : {}),
      maxSeconds: options.maxSeconds,
      env: options.env,
      killGroup: options.killGroup,
      basePassports: options.basePassports,
      signal: options.signal,
    });
    return {
      section: {
        mode: options.mode,
        commit: result.commit,
        steps: result.steps.map((s) => ({
          path: s.path,
          status: s.status,
          reason: s.reason,
          compared: s.compared,
          not_compared: s.notCompared.length,
          seconds: s.seconds === null ? null : Math.round(s.seconds * 1000) / 1000,
        })),
      },
      findings: result.findings,
    };
  } catch (error) {
    // Interrupted: no verdict, and not a finding of the run (the run ends as interrupted).
    if (options.signal?.aborted) throw error;
    const sink = new FindingSink(options.config.rules);
    sink.add({
      rule: 'reproduce-failed',
      path: '',
      message: `reproduce could not run the recorded steps: ${escapeInvisible(describeError(error))}`,
    });
    return { section: { mode: options.mode, commit: null, steps: [] }, findings: sink.findings };
  }
}

/** What `passport-gate reproduce` asks: the reproduce layer's options. */
export type ReproduceStepsOptions = ReproduceOptions;

/**
 * The `reproduce` command's run: the recorded steps in scope run again, in the environment
 * given. A scope or a repository reproduce cannot take (no commit, a DIR outside every output
 * directory) is a UsageError.
 */
export async function reproduceRecordedSteps(
  options: ReproduceStepsOptions,
): Promise<ReproduceResult> {
  try {
    return await reproduce(options);
  } catch (error) {
    if (error instanceof ReproduceUsageError) throw new UsageError(error.message);
    throw error;
  }
}
