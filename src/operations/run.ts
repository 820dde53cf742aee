/**
 * Run: one pipeline step run, and its passport written, so the record is written by the tool
 * that ran the step (as in-toto's `runlib.in_toto_run` does), not typed by hand. The passport is
 * written by {@link stamp} (one passport writer): the run adds the step's exit status and a
 * bounded stderr excerpt to errors[], its code files as inputs of type `code`, and replaces what
 * an earlier run of the same step recorded (a failure included).
 *
 * This module may start processes (scripts/layers.mjs PROCESS_USERS): running the step is the
 * operation, and its program is probed for a version, as the command line and a library caller
 * both need.
 */
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config/config.js';
import { readPassport, type PassportDecision } from '../core/passport.js';
import { PASSPORT_SUFFIX } from '../formats/passport.js';
import type { HashProgress } from '../hash/index.js';
import type { IgnoreRules } from '../core/ignored.js';
import {
  formatTimestamp,
  stamp,
  StampError,
  UUID_PATTERN,
  type StampInput,
  type StampResult,
} from '../produce/stamp/index.js';
import { describeProgram } from '../reproduce/program.js';
import { readBlobAtCommit, resolveCommit } from '../vcs/git.js';
import {
  changedSinceSnapshot,
  preflightRun,
  snapshotOutputDirectory,
  untouchedSince,
  type OutputSnapshot,
} from './run-preflight.js';
import { runStep, type StepOutcome, type StepStream } from './run-step.js';

/** The passport fields a run records beside what it observes. */
export interface RunFields {
  skill: string;
  skillVersion: string;
  agent?: string | undefined;
  sessionId?: string | undefined;
  decisions?: readonly PassportDecision[] | undefined;
  parameters?: Readonly<Record<string, unknown>> | undefined;
  nextSkills?: readonly string[] | undefined;
  /** The step's name: file `<runId>.passport.json` and errors[].step (default: the skill). */
  runId?: string | undefined;
}

/** One step to run and record. Paths are repository-relative (POSIX) unless said otherwise. */
export interface RunOptions {
  root: string;
  config: Config;
  /** The step's working directory (absolute), inside the root. */
  cwd: string;
  /** The step's working directory relative to the root, as recorded ('.' the root). */
  workingDirectory: string;
  /** The step's environment. */
  env: NodeJS.ProcessEnv;
  /** Where the step's stderr is passed through (its bytes as they come). */
  stderr: StepStream;
  /** Cancels the recording (a signal that reached the step is the step's own). */
  signal?: AbortSignal | undefined;
  /** The command: the program, then its arguments. */
  command: readonly string[];
  /** The output directory ('.' the root). */
  directory: string;
  /** The declared output files (none: every file the step wrote in `directory`). */
  outputs: readonly string[];
  /** Outputs the step does not make byte for byte. */
  nondeterministic: readonly string[];
  /** Data inputs: repository-relative, or absolute for a file outside the root. */
  inputs: readonly string[];
  /** The scripts the step runs, recorded as inputs of type `code`. */
  code: readonly string[];
  /** Where inputs came from: [input path, citation]. */
  sources: readonly (readonly [string, string])[];
  /** The consumed passports: ids, or repository-relative paths of passports or their directories. */
  consumes?: readonly string[] | undefined;
  fields: RunFields;
  ignored?: IgnoreRules | undefined;
  onProgress?: ((progress: HashProgress) => void) | undefined;
}

/** What a run did; `exitCode` is the step's own (see each kind for when it is not). */
export type RunResult =
  | {
      /** The record was refused before the step started: nothing ran. */
      kind: 'refused-before';
      error: StampError;
    }
  | {
      /** Inputs or code changed while the step ran: nothing was recorded. */
      kind: 'inputs-changed';
      changed: string[];
      outcome: StepOutcome;
    }
  | {
      /** The step ran but its passport could not be written. */
      kind: 'refused-after';
      error: StampError;
      outcome: StepOutcome;
    }
  | { kind: 'recorded'; result: StampResult; outcome: StepOutcome };

/** Largest committed passport read for its id. */
const COMMITTED_PASSPORT_MAX_BYTES = 16 * 1024 * 1024;

/**
 * The passport_id the step's passport had at HEAD, or undefined (no repository, no commit, no
 * such file, not a passport), read through the passport model. Only an id: nothing else of the
 * committed passport is reused.
 */
async function readCommittedId(root: string, passportRel: string): Promise<string | undefined> {
  try {
    const head = await resolveCommit(root, 'HEAD');
    if (head === null) return undefined;
    const blob = await readBlobAtCommit(root, head, passportRel, COMMITTED_PASSPORT_MAX_BYTES);
    if (blob.kind !== 'file') return undefined;
    return readPassport(JSON.parse(blob.bytes.toString('utf8'))).writtenId ?? undefined;
  } catch {
    return undefined;
  }
}

/** The repository-relative files of `rels` that exist. */
async function keepExisting(root: string, rels: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  for (const r of rels)
    if (
      await stat(path.join(path.resolve(root), ...r.split('/'))).then(
        () => true,
        () => false,
      )
    )
      out.push(r);
  return out;
}

/**
 * Where the record goes, after the step: the output directory and the declared outputs. `run
 * {output}` with an ordinary file output (Snakemake's `{output}` of a file rule) names a file:
 * it is recorded as the one declared output of its directory. A name the step did not make is
 * a directory unless the step failed and the name has a file extension (`a.fq.gz`): a file
 * output that a failed job never wrote is not made a directory in its place.
 */
async function chooseRecordTarget(
  root: string,
  dir: string,
  outputs: readonly string[],
  failed: boolean,
): Promise<{ dir: string; absolute: string; outputs: readonly string[] }> {
  const absoluteOf = (rel: string) => path.join(path.resolve(root), ...rel.split('/'));
  if (outputs.length === 0 && dir !== '.') {
    const kind = await stat(absoluteOf(dir)).then(
      (s) => (s.isDirectory() ? 'dir' : 'file'),
      () => 'none',
    );
    if (kind === 'file' || (kind === 'none' && failed && /.\../.test(path.posix.basename(dir)))) {
      const parent = path.posix.dirname(dir);
      return { dir: parent, absolute: absoluteOf(parent), outputs: [dir] };
    }
  }
  return { dir, absolute: absoluteOf(dir), outputs };
}

/** True when `absolute` is a directory. */
const isDirectory = (absolute: string) =>
  stat(absolute).then(
    (s) => s.isDirectory(),
    () => false,
  );

/** The errors[] entry of the step. */
function errorEntry(step: string, command: readonly string[], outcome: StepOutcome) {
  return {
    step,
    tool: path.basename(command[0] as string),
    exit_code: outcome.exitCode,
    stderr_excerpt: outcome.stderrExcerpt,
  };
}

/**
 * Checks everything the record needs and hashes the inputs and code, runs the step, then writes
 * its passport. A StampError before the step is returned as `refused-before` (nothing ran);
 * other errors are thrown.
 */
export async function runAndRecord(options: RunOptions): Promise<RunResult> {
  const { root, config, fields, outputs } = options;
  const dir = options.directory;
  // Everything the record needs is checked, and the inputs and code hashed, before the step
  // starts: a mistake costs nothing, and the bytes the step read are the bytes recorded.
  let snapshot: Awaited<ReturnType<typeof preflightRun>>;
  let before: OutputSnapshot | undefined;
  try {
    snapshot = await preflightRun({
      root,
      config,
      directory: dir,
      outputs,
      skill: fields.skill,
      skillVersion: fields.skillVersion,
      runId: fields.runId,
      inputs: [...options.inputs, ...options.code],
      sources: options.sources,
      consumesPaths: (options.consumes ?? []).filter((c) => !UUID_PATTERN.test(c)),
    });
    // Directory mode: what the directory holds before the step is not the step's output
    // unless the step writes it (a stray file, another job's), so the files are noted first.
    if (outputs.length === 0) before = await snapshotOutputDirectory(root, dir);
  } catch (error) {
    if (!(error instanceof StampError)) throw error;
    return { kind: 'refused-before', error };
  }
  const inputs: StampInput[] = [
    ...options.inputs.map((p) => ({ path: p })),
    ...options.code.map((p) => ({
      path: p,
      // No source: free text cites nothing (citation-invalid). A `code` input found in the
      // repository is the step's own program, whose history is the repository's
      // (input-unprovenanced reads it so); the audit still checks its sha256.
      type: 'code',
    })),
  ];
  const step = fields.runId ?? fields.skill;
  // Wall-clock times for the record.
  const clock = () => new Date();
  // The tool the step runs, and its version, for reproduce to say whether it changed.
  const program = await describeProgram(options.command[0] as string, {
    cwd: options.cwd,
    root,
    env: options.env,
    killGroup: (pgid) => process.kill(-pgid, 'SIGKILL'),
  });
  const startedAt = formatTimestamp(clock());
  const outcome = await runStep(options.command, {
    cwd: options.cwd,
    stderr: options.stderr,
    env: options.env,
  });
  const endedAt = formatTimestamp(clock());
  const changed = await changedSinceSnapshot(snapshot);
  if (changed.length > 0) return { kind: 'inputs-changed', changed, outcome };
  // A signal that reached the step (passed on to it) is the step's: its exit is recorded. A
  // signal while recording cancels the write (nothing half-written; src/bin.ts exits at once
  // on a second one).
  const signal = options.signal?.aborted === true ? undefined : options.signal;
  // A step that failed before making its directory is still recorded: the failure is the record.
  const target = await chooseRecordTarget(root, dir, outputs, outcome.exitCode !== 0);
  if (outcome.exitCode !== 0 && !(await isDirectory(target.absolute)))
    await mkdir(target.absolute, { recursive: true });
  // A failed job's declared outputs may not all be there: the record lists those that are.
  const recordedOutputs =
    outcome.exitCode === 0 ? target.outputs : await keepExisting(root, target.outputs);
  const declared = target.outputs.length > 0;
  const passportRel = `${target.dir === '.' ? '' : `${target.dir}/`}${step}${PASSPORT_SUFFIX}`;
  try {
    const result = await stamp({
      root,
      directory: target.dir,
      ...fields,
      inputs,
      inputSources: new Map(options.sources),
      consumes: options.consumes,
      ...(declared ? { outputs: recordedOutputs } : {}),
      ...(!declared && before !== undefined
        ? { untouched: await untouchedSince(root, before) }
        : {}),
      run: {
        command: options.command,
        workingDirectory: options.workingDirectory,
        exitCode: outcome.exitCode,
        startedAt,
        endedAt,
        declaredOutputs: declared,
        program,
        nondeterministic: options.nondeterministic,
      },
      // The run's parameters are all it was given: one recorded before and dropped since goes.
      parameters: fields.parameters ?? {},
      errors: [errorEntry(step, options.command, outcome)],
      ranStep: step,
      reuseId: await readCommittedId(root, passportRel),
      config,
      ignored: options.ignored,
      signal,
      onProgress: options.onProgress,
    });
    return { kind: 'recorded', result, outcome };
  } catch (error) {
    if (!(error instanceof StampError)) throw error;
    return { kind: 'refused-after', error, outcome };
  }
}
