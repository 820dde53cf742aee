/**
 * `reproduce`: the steps `run` recorded, run again on the committed tree. The commit's tree
 * (`git archive HEAD`, never the work tree) is extracted into a temporary directory outside the
 * checkout; in the chain's order (producers first, by consumed_passports) each run record's
 * outputs are deleted there and its recorded command runs in its recorded working directory;
 * then every recorded output's sha256 is compared with what the re-run wrote. Consumers read
 * what their producers' re-runs wrote. Nothing the re-run prints reaches a finding unescaped.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { Config } from '../config/config.js';
import { FindingSink } from '../core/findings.js';
import type { Finding } from '../core/report-model.js';
import { createArtifactPaths } from '../repo/artifact-paths.js';
import { orderTopologically } from '../repo/stale.js';
import { readPassportRecordsOf, type LoadedPassport } from '../produce/load-passports.js';
import { describePassport } from '../repo/passports.js';
import { walkRepository } from '../repo/tree.js';
import { buildLayout } from '../repo/layout.js';
import { interpretChanges } from '../repo/changes.js';
import { selectScope } from '../repo/scope.js';
import { escapeInvisible, quoteUntrusted } from '../util/untrusted.js';
import { checkRelativePath, type RelativePathResult } from '../util/relative-path.js';
import { runGit } from '../vcs/git.js';
import { runRecorded, type KillGroup } from './run-recorded.js';
import { describeProgram, describeProgramChange, type ProgramInfo } from './program.js';
import { compileGlobs } from '../util/globs.js';

/** What became of one step. */
export type StepStatus = 'reproduced' | 'differs' | 'failed' | 'unrecorded' | 'not-reached';

/**
 * Why a step is in scope: `selected` (every step, or one in a DIR named), `changed` (the change
 * touched it: the audit's changed-mode scope of the changed files), or `consumer` (it consumes a
 * changed step's outputs, directly or not; run only where the budget remains).
 */
export type StepReason = 'selected' | 'changed' | 'consumer';

/** One passport in scope, as reproduced. */
export interface ReproducedStep {
  /** The passport's repository-relative path. */
  path: string;
  status: StepStatus;
  reason: StepReason;
  /** Recorded outputs compared with the re-run's (0 unless it ran to its end). */
  compared: number;
  /**
   * Outputs re-made but not compared: declared non-deterministic by the record
   * (`run --nondeterministic`) or by the config (`reproduce.nondeterministic`).
   */
  notCompared: string[];
  /**
   * The step's program (argv[0] outside the repository) as resolved now, and as the record
   * holds it (null when the record holds none); absent when the step did not run.
   */
  program?: {
    now: ProgramInfo | null;
    recorded: { path: string | null; version: string | null } | null;
    changed: boolean | null;
  };
  /** Seconds the re-run took (null when it did not run). */
  seconds: number | null;
}

/** What `reproduce` found. */
export interface ReproduceResult {
  /** The commit whose tree was reproduced. */
  commit: string;
  steps: ReproducedStep[];
  findings: Finding[];
}

/** Options of {@link reproduce}. */
export interface ReproduceOptions {
  root: string;
  config: Config;
  /** Repository-relative directories in scope (a passport in or below one); empty: all. */
  directories: readonly string[];
  /**
   * Changed mode (`reproduce --base REF`, the action's `reproduce: changed`): the files the
   * change touched, repository-relative. The steps in the audit's changed-mode scope of them
   * (repo/scope.ts: the owners of the changed paths and the passports listing one) run first,
   * then their consumers while the budget lasts. Null: the host cannot tell what changed, so
   * every step is `changed` (the scope widens, never narrows). Absent: `directories` decides.
   */
  changedFiles?: readonly string[] | null;
  /** The whole run's budget in seconds (undefined: none). */
  maxSeconds?: number | undefined;
  /** The steps' environment. */
  env: NodeJS.ProcessEnv;
  /** Kills a step's process group (the edge passes process.kill(-pgid, 'SIGKILL')). */
  killGroup: KillGroup;
  /** Steps run at once (--jobs; default 1): a step waits for its producers in scope. */
  jobs?: number;
  /** Date.now(), for tests of the budget. */
  now?: () => number;
}

/** A finding as a step adds it (the sink sets its severity). */
type AddedFinding = Parameters<FindingSink['add']>[0];

/** Where one step's findings go. */
interface StepFindings {
  add(finding: AddedFinding): void;
}

/** Runs at most `n` of the tasks given at once, in the order given. */
function createLimiter(n: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    // A slot is handed from the task that ends straight to the next waiting one.
    if (running >= n) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/** Why reproduce could not start (exit 2): no commit, a directory holding no passport. */
export class ReproduceUsageError extends Error {}

/** Largest output compared line by line (its committed bytes are read into memory). */
const TEXT_DIFF_MAX_BYTES = 256 * 1024;

const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Runs a program to its end; rejects with its stderr's first line. */
function exec(file: string, args: readonly string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { cwd, maxBuffer: 1024 * 1024 }, (error, _out, err) => {
      if (error) reject(new Error(`${file} failed: ${String(err).split('\n')[0] ?? ''}`));
      else resolve();
    });
  });
}

/** Extracts the tree of HEAD into a new temporary directory; returns it and the commit. */
async function extractCommittedTree(root: string): Promise<{ dir: string; commit: string }> {
  const head = await runGit(root, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']);
  if (!head.ok)
    throw new ReproduceUsageError(
      'reproduce needs a commit: the steps run on the committed tree (commit the scripts, inputs and passports first)',
    );
  const commit = head.stdout.trim();
  const dir = await mkdtemp(path.join(tmpdir(), 'passport-gate-reproduce-'));
  try {
    const tar = path.join(dir, '..', `${path.basename(dir)}.tar`);
    const archived = await runGit(root, ['archive', '--format=tar', `--output=${tar}`, commit]);
    if (!archived.ok) throw new Error(`git archive failed: ${archived.message}`);
    try {
      await exec('tar', ['-xf', tar, '-C', dir], dir);
    } finally {
      await rm(tar, { force: true });
    }
    return { dir, commit };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/** True when the passport at `dir` is in scope of `directories`. */
const inScope = (dir: string, directories: readonly string[]) =>
  directories.length === 0 ||
  directories.some((d) => d === '.' || dir === d || dir.startsWith(`${d}/`));

/** The passports in producers-first order (ties by path). */
function orderChain(passports: readonly LoadedPassport[]): LoadedPassport[] {
  const indexById = new Map<string, number>();
  passports.forEach((p, i) => {
    if (p.id !== null && !indexById.has(p.id)) indexById.set(p.id, i);
  });
  // Edges producer → consumer: the topological order puts producers first.
  const adj: number[][] = passports.map(() => []);
  passports.forEach((p, i) => {
    for (const c of p.summary?.consumed ?? []) {
      const producer = indexById.get(c);
      if (producer !== undefined && producer !== i) (adj[producer] as number[]).push(i);
    }
  });
  const { order } = orderTopologically(
    passports.map((p) => p.path),
    adj,
  );
  return order.map((i) => passports[i] as LoadedPassport);
}

/** A step to run and why it is in scope. */
interface SelectedStep {
  passport: LoadedPassport;
  reason: StepReason;
}

/**
 * The steps to run, in the order they run. Without a change: the chain (in `directories`).
 * With one: the changed steps in the chain's order, then their consumers (transitively, by
 * consumed_passports) in the chain's order, so a budget is spent on what the change touched
 * first. `changedDirs` null: nothing is known of the change, every step counts as changed.
 */
function selectSteps(
  chain: readonly LoadedPassport[],
  directories: readonly string[],
  changedDirs: ReadonlySet<string> | null | undefined,
): SelectedStep[] {
  const named = chain.filter((p) => inScope(p.dir, directories));
  if (changedDirs === undefined) return named.map((passport) => ({ passport, reason: 'selected' }));
  const changed = named.filter((p) => changedDirs === null || changedDirs.has(p.dir));
  const reached = new Set(changed.map((p) => p.id).filter((id) => id !== null));
  const consumers: LoadedPassport[] = [];
  // The chain is producers first, so one pass reaches every consumer of a consumer.
  for (const p of named) {
    if (changed.includes(p)) continue;
    if (!(p.summary?.consumed ?? []).some((c) => reached.has(c))) continue;
    consumers.push(p);
    if (p.id !== null) reached.add(p.id);
  }
  return [
    ...changed.map((passport) => ({ passport, reason: 'changed' as const })),
    ...consumers.map((passport) => ({ passport, reason: 'consumer' as const })),
  ];
}

/** The first line where `a` and `b` differ, 1-based, with both lines quoted. */
function firstDifferingLine(a: string, b: string): string {
  const al = a.split('\n');
  const bl = b.split('\n');
  for (let i = 0; i < Math.max(al.length, bl.length); i++) {
    if (al[i] !== bl[i])
      return `; first difference at line ${i + 1}: recorded ${al[i] === undefined ? '(no line)' : quoteUntrusted(al[i], 200)}, re-run ${bl[i] === undefined ? '(no line)' : quoteUntrusted(bl[i], 200)}`;
  }
  return '';
}

/** True when `bytes` reads as text (UTF-8 without NUL). */
const isText = (bytes: Uint8Array) =>
  !bytes.includes(0) && Buffer.from(bytes).toString('utf8').indexOf('\ufffd') < 0;

/** Reads a file of the scratch copy, or null when it is not there. */
const readOrNull = (file: string) => readFile(file).catch(() => null);

/**
 * Reproduces the steps in scope; see the module comment. Throws {@link ReproduceUsageError}
 * when it cannot start.
 */
export async function reproduce(options: ReproduceOptions): Promise<ReproduceResult> {
  const now = options.now ?? Date.now;
  const deadline =
    options.maxSeconds === undefined ? Infinity : now() + Math.max(0, options.maxSeconds) * 1000;
  const { dir: scratch, commit } = await extractCommittedTree(options.root);
  try {
    // The walk, layout and reads of loadPassports, kept: the changed-mode scope needs them.
    const tree = await walkRepository(scratch, options.config);
    const layout = buildLayout(tree, options.config);
    const records = await readPassportRecordsOf(tree, layout.passportPaths, options.config);
    const readable: LoadedPassport[] = records
      .map(describePassport)
      .filter((p) => p.summary !== null);
    for (const d of options.directories)
      if (!readable.some((p) => inScope(p.dir, [d])))
        throw new ReproduceUsageError(
          `${quoteUntrusted(d)} holds no readable passport at ${commit.slice(0, 12)}; name an output directory of the commit`,
        );
    const paths = createArtifactPaths(options.config.pathBase);
    const changedDirs =
      options.changedFiles === undefined
        ? undefined
        : options.changedFiles === null
          ? null
          : (
              await selectScope({
                tree,
                layout,
                passports: { records: [...records] },
                changes: interpretChanges(options.changedFiles),
                paths,
              })
            ).dirs;
    const abs = (rel: string) => path.join(scratch, ...rel.split('/'));
    const versions = new Map<string, Promise<string | null>>();
    const configNondeterministic = compileGlobs(
      options.config.reproduceNondeterministic ?? [],
      'reproduce.nondeterministic',
    );
    // One step, its findings and its line kept apart: steps may run concurrently (--jobs), and
    // the report lists them in the chain's order whatever order they ended in.
    const reproduceOne = async (
      p: LoadedPassport,
      reason: StepReason,
      sink: StepFindings,
      steps: ReproducedStep[],
    ) => {
      const passport = p.summary!;
      const at = { path: p.path, ...(p.id !== null ? { passport_id: p.id } : {}) };
      // A consumer the change did not touch lists no changed file, so its record is the base's;
      // the budget left after the changed steps is spent on it, and running out is a notice.
      const notReached =
        reason === 'consumer' ? 'reproduce-consumer-not-reached' : 'reproduce-not-reached';
      const record = passport.recordedBy;
      if (record?.command == null || record.command.length === 0 || record.command[0] === '') {
        sink.add({
          ...at,
          rule: 'reproduce-unrecorded',
          message: `${quoteUntrusted(p.path)} is a hand record (no recorded_by.command): its step cannot be run again. Record it with passport-gate run.`,
        });
        steps.push({
          path: p.path,
          reason,
          status: 'unrecorded',
          compared: 0,
          notCompared: [],
          seconds: null,
        });
        return;
      }
      if (now() >= deadline) {
        sink.add({
          ...at,
          rule: notReached,
          message: `${quoteUntrusted(p.path)}: not reproduced: the budget of ${options.maxSeconds} s (--max-seconds) ran out before its step started.`,
        });
        steps.push({
          path: p.path,
          reason,
          status: 'not-reached',
          compared: 0,
          notCompared: [],
          seconds: null,
        });
        return;
      }
      const wd = record.workingDirectory ?? '.';
      const cwd: RelativePathResult =
        wd === '.' ? { ok: true, rel: '' } : checkRelativePath(wd, '');
      const outputs = passport.outputs.map((o) => ({ o, rel: paths.rel(o.path, p.dir) }));
      const outside = outputs.find((x) => x.rel === null);
      if (!cwd.ok || outside) {
        sink.add({
          ...at,
          rule: 'reproduce-failed',
          message: `${quoteUntrusted(p.path)}: not run: ${cwd.ok ? `the output ${quoteUntrusted(outside?.o.path)}` : `the working directory ${quoteUntrusted(record.workingDirectory)}`} is not a path inside the repository.`,
        });
        steps.push({
          path: p.path,
          reason,
          status: 'failed',
          compared: 0,
          notCompared: [],
          seconds: null,
        });
        return;
      }
      // The committed bytes of each output (for the first differing line), then deleted: an
      // output the re-run does not write is not taken from the commit.
      const committed = new Map<string, Buffer | null>();
      for (const { rel } of outputs) {
        const small = await stat(abs(rel as string)).then(
          (st) => st.isFile() && st.size <= TEXT_DIFF_MAX_BYTES,
          () => false,
        );
        committed.set(rel as string, small ? await readOrNull(abs(rel as string)) : null);
        await rm(abs(rel as string), { force: true });
      }
      // The program resolved in the scratch copy as the step will run it (a script of the
      // repository is not described: its bytes are a code input).
      // Probed beside the step (not before it): the budget is the steps', not the probe's.
      const probing = describeProgram(record.command[0] as string, {
        cwd: abs(cwd.rel),
        root: scratch,
        env: options.env,
        killGroup: options.killGroup,
        versions,
      });
      const started = now();
      const outcome = await runRecorded(
        record.command,
        abs(cwd.rel),
        options.env,
        deadline,
        options.killGroup,
      );
      const seconds = (now() - started) / 1000;
      const programNow = await probing;
      const program = {
        now: programNow,
        recorded: record.program,
        changed:
          record.program === null
            ? null
            : programNow?.path !== record.program.path ||
              (programNow?.version ?? null) !== record.program.version,
      };
      const environment = ` ${describeProgramChange(programNow, record.program)}`;
      if (outcome.kind === 'deadline') {
        sink.add({
          ...at,
          rule: notReached,
          message: `${quoteUntrusted(p.path)}: not reproduced: its step was killed when the budget of ${options.maxSeconds} s (--max-seconds) ran out.`,
        });
        steps.push({
          path: p.path,
          reason,
          status: 'not-reached',
          compared: 0,
          notCompared: [],
          seconds,
          program,
        });
        return;
      }
      if (outcome.kind === 'not-started' || outcome.exitCode !== 0) {
        const how =
          outcome.kind === 'not-started'
            ? `could not be started (${escapeInvisible(outcome.why)})`
            : `exited ${outcome.exitCode}${outcome.stderrExcerpt ? `; the end of its stderr: ${quoteUntrusted(outcome.stderrExcerpt, 1000)}` : ''}`;
        sink.add({
          ...at,
          rule: 'reproduce-failed',
          message: `${quoteUntrusted(p.path)}: the step run again as recorded (${quoteUntrusted(record.command.join(' '), 200)} in ${quoteUntrusted(wd)}) ${how}.${environment}`,
        });
        steps.push({
          path: p.path,
          reason,
          status: 'failed',
          compared: 0,
          notCompared: [],
          seconds,
          program,
        });
        return;
      }
      let differs = false;
      const recordedNondeterministic = new Set(record.nondeterministic);
      const notCompared: string[] = [];
      for (const { o, rel } of outputs) {
        if (recordedNondeterministic.has(rel as string) || configNondeterministic(rel as string)) {
          notCompared.push(rel as string);
          // Its bytes are not compared, but the step must still make it.
          if (
            await stat(abs(rel as string)).then(
              (st) => st.isFile(),
              () => false,
            )
          )
            continue;
          differs = true;
          sink.add({
            ...at,
            rule: 'reproduce-differs',
            message: `${quoteUntrusted(p.path)}: the step run again as recorded did not write ${quoteUntrusted(rel)} (declared non-deterministic: its bytes are not compared, but the step must make it).${environment}`,
          });
          continue;
        }
        const made = await readOrNull(abs(rel as string));
        const got = made === null ? null : sha256Of(made);
        if (got !== null && got === o.sha256) continue;
        differs = true;
        const before = committed.get(rel as string) ?? null;
        const line =
          made !== null &&
          before !== null &&
          sha256Of(before) === o.sha256 &&
          made.length <= TEXT_DIFF_MAX_BYTES &&
          isText(before) &&
          isText(made)
            ? firstDifferingLine(before.toString('utf8'), made.toString('utf8'))
            : '';
        sink.add({
          ...at,
          rule: 'reproduce-differs',
          message:
            got === null
              ? `${quoteUntrusted(p.path)}: the step run again as recorded did not write ${quoteUntrusted(rel)} (recorded sha256 ${o.sha256 ?? 'none'}).${environment}`
              : `${quoteUntrusted(p.path)}: the step run again as recorded wrote ${quoteUntrusted(rel)} with sha256 ${got}, the record says ${o.sha256 ?? 'none'}${line}.${environment}`,
        });
      }
      steps.push({
        path: p.path,
        reason,
        status: differs ? 'differs' : 'reproduced',
        compared: outputs.length - notCompared.length,
        notCompared,
        seconds,
        program,
      });
    };
    const chain = selectSteps(orderChain(readable), options.directories, changedDirs);
    const indexById = new Map(chain.map((p, i) => [p.passport.id, i]));
    const results = chain.map(() => ({
      found: [] as AddedFinding[],
      steps: [] as ReproducedStep[],
    }));
    const limit = createLimiter(Math.max(1, options.jobs ?? 1));
    const done: Promise<void>[] = [];
    chain.forEach((p, i) => {
      // A step starts when the steps that made its inputs have ended (earlier in the chain's
      // order: a cycle's back edge is not waited for), and a slot is free.
      const producers = (p.passport.summary?.consumed ?? [])
        .map((c) => indexById.get(c))
        .filter((j): j is number => j !== undefined && j < i)
        .map((j) => done[j]);
      const r = results[i]!;
      done.push(
        Promise.all(producers).then(() =>
          limit(() => reproduceOne(p.passport, p.reason, { add: (f) => r.found.push(f) }, r.steps)),
        ),
      );
    });
    await Promise.all(done);
    const sink = new FindingSink(options.config.rules);
    const steps: ReproducedStep[] = [];
    for (const r of results) {
      for (const f of r.found) sink.add(f);
      steps.push(...r.steps);
    }
    return { commit, steps, findings: sink.findings };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
