/**
 * One step of `reproduce`: its run record checked, its outputs taken from the scratch copy
 * (their committed bytes noted, then deleted: an output the re-run does not write is not taken
 * from the commit), its recorded command run again in its recorded working directory, and
 * each output compared (compare-outputs.ts). The step's findings go to its own sink: steps may
 * run at once (--jobs), and the report lists them in the chain's order.
 */
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FindingSink } from '../core/findings.js';
import type { LoadedPassport } from '../produce/load-passports.js';
import type { ArtifactPaths } from '../repo/artifact-paths.js';
import { escapeInvisible, quoteUntrusted } from '../util/untrusted.js';
import { checkRelativePath } from '../util/relative-path.js';
import { runRecorded, type KillGroup, type RerunOutcome } from './run-recorded.js';
import { describeProgram, describeProgramChange, type ProgramInfo } from './program.js';
import {
  describeOutputDifference,
  readCommittedOutput,
  type CommittedOutput,
  type Exemption,
} from './compare-outputs.js';

/** What became of one step. */
export type StepStatus = 'reproduced' | 'differs' | 'failed' | 'unrecorded' | 'not-reached';

/**
 * Why a step is in scope: `selected` (every step, or one in a DIR named), `changed` (the change
 * touched it: the audit's changed-mode scope of the changed files), or `consumer` (it consumes a
 * changed step's outputs, directly or not; run only where the budget remains).
 */
export type StepReason = 'selected' | 'changed' | 'consumer';

/** The step's program as resolved now and as recorded. */
export interface StepProgram {
  now: ProgramInfo | null;
  recorded: { path: string | null; version: string | null } | null;
  changed: boolean | null;
}

/** One passport in scope, as reproduced. */
export interface ReproducedStep {
  /** The passport's repository-relative path. */
  path: string;
  status: StepStatus;
  reason: StepReason;
  /** Recorded outputs compared with the re-run's (0 unless it ran to its end). */
  compared: number;
  /**
   * Outputs re-made but not compared: declared non-deterministic by the config
   * (`reproduce.nondeterministic`) or by a record whose declaration is trusted
   * (compare-outputs.ts).
   */
  notCompared: string[];
  /**
   * The step's program (argv[0] outside the repository) as resolved now, and as the record
   * holds it (null when the record holds none); absent when the step did not run.
   */
  program?: StepProgram;
  /** Seconds the re-run took (null when it did not run). */
  seconds: number | null;
}

/** A finding as a step adds it (the sink sets its severity). */
export type AddedFinding = Parameters<FindingSink['add']>[0];

/** What every step of one reproduce run shares. */
export interface StepContext {
  /** The audited root in the scratch copy (below `top` when the root is below the top level). */
  root: string;
  /** The scratch copy of the whole commit: a program inside it is the repository's. */
  top: string;
  paths: ArtifactPaths;
  env: NodeJS.ProcessEnv;
  killGroup: KillGroup;
  signal?: AbortSignal | undefined;
  now: () => number;
  /** Date.now() scale; Infinity without a budget. */
  deadline: number;
  maxSeconds: number | undefined;
  /** Versions already probed, by resolved path. */
  versions: Map<string, Promise<string | null>>;
  exemptionOf: (passportPath: string, declared: readonly string[], rel: string) => Exemption;
}

/** One recorded output: the record's entry and its repository-relative path. */
interface StepOutput {
  rel: string;
  sha256: string | null;
}

/** A step's line with nothing run. */
const notRun = (p: LoadedPassport, reason: StepReason, status: StepStatus): ReproducedStep => ({
  path: p.path,
  reason,
  status,
  compared: 0,
  notCompared: [],
  seconds: null,
});

/**
 * Reproduces one step; its findings go to `add`. Returns its line of the report. When the run
 * is aborted while the step runs, the step's process group gets the signal and this returns
 * null (the caller stops).
 */
export async function reproduceStep(
  ctx: StepContext,
  p: LoadedPassport,
  reason: StepReason,
  add: (finding: AddedFinding) => void,
): Promise<ReproducedStep | null> {
  const at = { path: p.path, ...(p.id !== null ? { passport_id: p.id } : {}) };
  const record = p.summary?.recordedBy;
  const command = record?.command;
  if (record == null || command == null || command.length === 0 || command[0] === '') {
    add({
      ...at,
      rule: 'reproduce-unrecorded',
      message: `${quoteUntrusted(p.path)} is a hand record (no recorded_by.command): its step cannot be run again. Record it with passport-gate run.`,
    });
    return notRun(p, reason, 'unrecorded');
  }
  // A consumer the change did not touch lists no changed file, so its record is the base's;
  // the budget left after the changed steps is spent on it, and running out is a notice.
  const notReached =
    reason === 'consumer' ? 'reproduce-consumer-not-reached' : 'reproduce-not-reached';
  if (ctx.now() >= ctx.deadline) {
    add({
      ...at,
      rule: notReached,
      message: `${quoteUntrusted(p.path)}: not reproduced: the budget of ${ctx.maxSeconds} s (--max-seconds) ran out before its step started.`,
    });
    return notRun(p, reason, 'not-reached');
  }
  const wd = record.workingDirectory ?? '.';
  const cwd = wd === '.' ? { ok: true as const, rel: '' } : checkRelativePath(wd, '');
  const outputs = (p.summary?.outputs ?? []).map((o) => ({
    raw: o.path,
    rel: ctx.paths.rel(o.path, p.dir),
    sha256: o.sha256 ?? null,
  }));
  const outside = outputs.find((x) => x.rel === null);
  if (!cwd.ok || outside) {
    add({
      ...at,
      rule: 'reproduce-failed',
      message: `${quoteUntrusted(p.path)}: not run: ${cwd.ok ? `the output ${quoteUntrusted(outside?.raw)}` : `the working directory ${quoteUntrusted(record.workingDirectory)}`} is not a path inside the repository.`,
    });
    return notRun(p, reason, 'failed');
  }
  const inside = outputs as (StepOutput & { raw: string })[];
  const committed = await takeCommittedOutputs(ctx, inside);
  const run = await runStepAgain(ctx, command, abs(ctx, cwd.rel), record.program);
  if (run === null) return null;
  const { outcome, seconds, program } = run;
  const environment = ` ${describeProgramChange(program.now, record.program)}`;
  if (outcome.kind === 'deadline') {
    add({
      ...at,
      rule: notReached,
      message: `${quoteUntrusted(p.path)}: not reproduced: its step was killed when the budget of ${ctx.maxSeconds} s (--max-seconds) ran out.`,
    });
    return { ...notRun(p, reason, 'not-reached'), seconds, program };
  }
  if (outcome.kind === 'not-started' || outcome.exitCode !== 0) {
    const how =
      outcome.kind === 'not-started'
        ? `could not be started (${escapeInvisible(outcome.why)})`
        : `exited ${outcome.exitCode}${outcome.stderrExcerpt ? `; the end of its stderr: ${quoteUntrusted(outcome.stderrExcerpt, 1000)}` : ''}`;
    add({
      ...at,
      rule: 'reproduce-failed',
      message: `${quoteUntrusted(p.path)}: the step run again as recorded (${quoteUntrusted(command.join(' '), 200)} in ${quoteUntrusted(wd)}) ${how}.${environment}`,
    });
    return { ...notRun(p, reason, 'failed'), seconds, program };
  }
  const { differences, notCompared } = await compareOutputs(
    ctx,
    p.path,
    record.nondeterministic,
    inside,
    committed,
  );
  for (const difference of differences)
    add({
      ...at,
      rule: 'reproduce-differs',
      message: `${quoteUntrusted(p.path)}: ${difference}.${environment}`,
    });
  return {
    path: p.path,
    reason,
    status: differences.length > 0 ? 'differs' : 'reproduced',
    compared: inside.length - notCompared.length,
    notCompared,
    seconds,
    program,
  };
}

/** The absolute path in the scratch copy of a root-relative path. */
const abs = (ctx: StepContext, rel: string) => path.join(ctx.root, ...rel.split('/'));

/** Notes each output's committed bytes, then deletes it from the scratch copy. */
async function takeCommittedOutputs(
  ctx: StepContext,
  outputs: readonly StepOutput[],
): Promise<Map<string, CommittedOutput>> {
  const committed = new Map<string, CommittedOutput>();
  for (const { rel } of outputs) {
    committed.set(rel, await readCommittedOutput(abs(ctx, rel)));
    await rm(abs(ctx, rel), { force: true });
  }
  return committed;
}

/**
 * Runs the recorded command again, the program probed beside it (not before it: the budget is
 * the steps', not the probe's). Null when the run was aborted (the step got the signal).
 */
async function runStepAgain(
  ctx: StepContext,
  command: readonly string[],
  cwd: string,
  recorded: StepProgram['recorded'],
): Promise<{
  outcome: Exclude<RerunOutcome, { kind: 'interrupted' }>;
  seconds: number;
  program: StepProgram;
} | null> {
  // The program resolved in the scratch copy as the step will run it (a script of the
  // repository is not described: its bytes are a code input).
  const probing = describeProgram(command[0] as string, {
    cwd,
    root: ctx.top,
    env: ctx.env,
    killGroup: ctx.killGroup,
    versions: ctx.versions,
  });
  const started = ctx.now();
  const outcome = await runRecorded(command, cwd, ctx.env, ctx.deadline, ctx.killGroup, ctx.signal);
  const seconds = (ctx.now() - started) / 1000;
  // Interrupted: the probe (bounded by its own timeout) is not waited for.
  if (outcome.kind === 'interrupted') return null;
  const now = await probing;
  const changed =
    recorded === null
      ? null
      : now?.path !== recorded.path || (now?.version ?? null) !== recorded.version;
  return { outcome, seconds, program: { now, recorded, changed } };
}

/** Holds each output to the record and the committed file, except the trusted exemptions. */
async function compareOutputs(
  ctx: StepContext,
  passportPath: string,
  declared: readonly string[],
  outputs: readonly StepOutput[],
  committed: ReadonlyMap<string, CommittedOutput>,
): Promise<{ differences: string[]; notCompared: string[] }> {
  const differences: string[] = [];
  const notCompared: string[] = [];
  for (const { rel, sha256 } of outputs) {
    const exemption = ctx.exemptionOf(passportPath, declared, rel);
    if (exemption === 'exempt') {
      notCompared.push(rel);
      // Its bytes are not compared, but the step must still make it.
      const made = await stat(abs(ctx, rel)).then(
        (st) => st.isFile(),
        () => false,
      );
      if (!made)
        differences.push(
          `the step run again as recorded did not write ${quoteUntrusted(rel)} (declared non-deterministic: its bytes are not compared, but the step must make it)`,
        );
      continue;
    }
    const difference = await describeOutputDifference({
      rel,
      recorded: sha256,
      committed: committed.get(rel) ?? { sha256: null, small: null },
      made: abs(ctx, rel),
      untrusted: exemption === 'untrusted',
    });
    if (difference !== null) differences.push(difference);
  }
  return { differences, notCompared };
}
