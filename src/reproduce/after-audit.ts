/**
 * `reproduce` as a part of a gate run (the action's `reproduce: changed|all`): the same
 * operation as `passport-gate reproduce`, its result shaped as the report's `reproduce` section
 * and findings for src/audit/join-reproduce.ts. It fails closed: when reproduce cannot run at
 * all, that is a `reproduce-failed` finding of the run, never a pass without it.
 */
import type { Config } from '../config/config.js';
import type { PassportFile } from '../core/diff-model.js';
import { FindingSink } from '../core/findings.js';
import type { Finding, ReproduceSection } from '../core/report-model.js';
import { describeError } from '../util/errors.js';
import { escapeInvisible } from '../util/untrusted.js';
import type { KillGroup } from './run-recorded.js';
import { reproduce } from './reproduce.js';

/** What the gate asks of reproduce. */
export interface ReproduceAfterAuditOptions {
  root: string;
  /** The config in force: the trusted base's on a pull request, as the audit's. */
  config: Config;
  mode: 'changed' | 'all';
  /** Changed mode: the files the change touched, relative to the root; null when unknown. */
  changedFiles: readonly string[] | null;
  maxSeconds: number;
  /** The job's environment; the steps get {@link selectStepEnvironment} of it. */
  env: NodeJS.ProcessEnv;
  killGroup: KillGroup;
  /**
   * The trusted base's passports (a pull request's base): a record's non-deterministic
   * declaration is honoured only where the base's record of the step held it. Null: no base.
   */
  basePassports?: readonly PassportFile[] | null | undefined;
  /** The run's abort (a cancelled job): passed on to the running step, then rethrown. */
  signal?: AbortSignal | undefined;
}

/**
 * Variables the steps never see: the action's inputs (`INPUT_GITHUB-TOKEN` holds the token),
 * the runner's tokens, and the runner's command files (a step writing `GITHUB_ENV` or
 * `GITHUB_PATH` would change the job's later steps; `GITHUB_OUTPUT` its outputs).
 */
const WITHHELD = [
  /^INPUT_/i,
  /^ACTIONS_(RUNTIME|ID_TOKEN_REQUEST|CACHE|RESULTS)_/i,
  /^GITHUB_TOKEN$/i,
  /^GITHUB_(ENV|PATH|OUTPUT|STATE|STEP_SUMMARY)$/i,
];

/**
 * The environment a recorded step runs in under the action: the job's, without what
 * {@link WITHHELD} names. The pull request's own CI could read none of it either.
 */
export function selectStepEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([name]) => !WITHHELD.some((pattern) => pattern.test(name))),
  );
}

/**
 * Runs reproduce for the gate; never throws for what the steps or the repository do (it throws
 * only when the run was aborted).
 */
export async function reproduceAfterAudit(
  options: ReproduceAfterAuditOptions,
): Promise<{ section: ReproduceSection; findings: Finding[] }> {
  try {
    const result = await reproduce({
      root: options.root,
      config: options.config,
      directories: [],
      ...(options.mode === 'changed' ? { changedFiles: options.changedFiles } : {}),
      maxSeconds: options.maxSeconds,
      env: selectStepEnvironment(options.env),
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
    // Interrupted: no verdict, not a finding of the run (the run ends as interrupted).
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
