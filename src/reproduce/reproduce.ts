/**
 * `reproduce`: the steps `run` recorded, run again on the committed tree. The commit's tree
 * (its blobs as git stores them, copy-commit.ts, never the work tree; the whole commit, when the
 * root is below the git top level, with the root at its place in it) is written into a
 * temporary directory outside the checkout; in the chain's order (producers first, by consumed_passports) each run record's
 * outputs are deleted there and its recorded command runs in its recorded working directory;
 * then every recorded output is held to its record's sha256 and to the committed file
 * (reproduce-step.ts, compare-outputs.ts). Consumers read what their producers' re-runs wrote.
 * Nothing the re-run prints reaches a finding unescaped. An abort (Ctrl-C, SIGTERM) reaches
 * the running step, starts no other, removes the scratch copy and rejects with the abort.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../config/config.js';
import type { PassportFile } from '../core/diff-model.js';
import { FindingSink } from '../core/findings.js';
import type { Finding } from '../core/report-model.js';
import { createArtifactPaths } from '../repo/artifact-paths.js';
import { orderTopologically } from '../repo/stale.js';
import { readPassportRecordsOf, type LoadedPassport } from '../produce/load-passports.js';
import { describePassport, type PassportRecord } from '../repo/passports.js';
import { walkRepository, type RepoTree } from '../repo/tree.js';
import { buildLayout, type Layout } from '../repo/layout.js';
import { interpretChanges } from '../repo/changes.js';
import { selectScope } from '../repo/scope.js';
import { quoteUntrusted } from '../util/untrusted.js';
import { runGit } from '../vcs/git.js';
import type { KillGroup } from './run-recorded.js';
import { compileGlobs } from '../util/globs.js';
import { createExemptions } from './compare-outputs.js';
import { CommitCopyRefused, copyCommitTree } from './copy-commit.js';
import {
  reproduceStep,
  type AddedFinding,
  type ReproducedStep,
  type StepContext,
  type StepReason,
} from './reproduce-step.js';

export type { ReproducedStep, StepReason, StepStatus } from './reproduce-step.js';

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
  /**
   * Every passport file of the trusted base below the root (a pull request's base, `--base
   * REF`), when there is one: a record's `run --nondeterministic` is honoured only where the
   * base's record of the step declared the same path (compare-outputs.ts). Absent or null: no
   * base, the record's declaration is honoured.
   */
  basePassports?: readonly PassportFile[] | null | undefined;
  /** Ctrl-C / SIGTERM: passed on to the running step; reproduce then rejects with the reason. */
  signal?: AbortSignal | undefined;
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

/** The scratch copy of the commit. */
interface ScratchCopy {
  /** The temporary directory holding the whole commit's tree. */
  top: string;
  /** The root's place in it (the root's prefix below the git top level). */
  root: string;
  commit: string;
}

/**
 * Copies the tree of HEAD into a new temporary directory, blob for blob (copy-commit.ts: the
 * committed bytes, never through the commit's own .gitattributes as `git archive` would). The
 * whole commit is copied (a step's `../` stays in the copy), and the root is its prefix below
 * the top level, as git names it.
 */
async function extractCommittedTree(root: string): Promise<ScratchCopy> {
  const head = await runGit(root, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']);
  if (!head.ok)
    throw new ReproduceUsageError(
      'reproduce needs a commit: the steps run on the committed tree (commit the scripts, inputs and passports first)',
    );
  const commit = head.stdout.trim();
  const where = await runGit(root, ['rev-parse', '--show-cdup', '--show-prefix']);
  if (!where.ok) throw new Error(`git rev-parse failed: ${where.message}`);
  const [cdup = '', prefix = ''] = where.stdout.split('\n');
  const dir = await mkdtemp(path.join(tmpdir(), 'passport-gate-reproduce-'));
  try {
    try {
      await copyCommitTree(path.resolve(root, cdup), commit, dir);
    } catch (error) {
      if (error instanceof CommitCopyRefused) throw new ReproduceUsageError(error.message);
      throw error;
    }
    const scratchRoot = path.join(dir, ...prefix.split('/').filter(Boolean));
    if (
      !(await stat(scratchRoot).then(
        (st) => st.isDirectory(),
        () => false,
      ))
    )
      throw new ReproduceUsageError(
        `the commit ${commit.slice(0, 12)} holds nothing at the root ${quoteUntrusted(prefix)}; commit it first`,
      );
    return { top: dir, root: scratchRoot, commit };
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

/**
 * Reproduces the steps in scope; see the module comment. Throws {@link ReproduceUsageError}
 * when it cannot start, and the abort's reason when it was aborted.
 */
export async function reproduce(options: ReproduceOptions): Promise<ReproduceResult> {
  options.signal?.throwIfAborted();
  const now = options.now ?? Date.now;
  const deadline =
    options.maxSeconds === undefined ? Infinity : now() + Math.max(0, options.maxSeconds) * 1000;
  const scratch = await extractCommittedTree(options.root);
  try {
    const read = await readScratchPassports(scratch, options);
    const changedDirs = await findChangedDirs(read, options);
    const ctx: StepContext = {
      root: scratch.root,
      top: scratch.top,
      paths: createArtifactPaths(options.config.pathBase),
      env: options.env,
      killGroup: options.killGroup,
      signal: options.signal,
      now,
      deadline,
      maxSeconds: options.maxSeconds,
      versions: new Map(),
      exemptionOf: createExemptions(
        compileGlobs(options.config.reproduceNondeterministic ?? [], 'reproduce.nondeterministic'),
        options.basePassports,
      ),
    };
    const chain = selectSteps(orderChain(read.readable), options.directories, changedDirs);
    const results = await runChain(ctx, chain, Math.max(1, options.jobs ?? 1));
    const sink = new FindingSink(options.config.rules);
    const steps: ReproducedStep[] = [];
    for (const r of results) {
      for (const f of r.found) sink.add(f);
      if (r.step !== null) steps.push(r.step);
    }
    return { commit: scratch.commit, steps, findings: sink.findings };
  } finally {
    await rm(scratch.top, { recursive: true, force: true });
  }
}

/** The scratch copy's passports as the walk read them, and the readable ones. */
interface ScratchPassports {
  tree: RepoTree;
  layout: Layout;
  records: readonly PassportRecord[];
  readable: LoadedPassport[];
}

/**
 * Reads the passports of the scratch copy's root (the walk, layout and reads of loadPassports,
 * kept: the changed-mode scope needs them); a DIR named holding none is a usage error.
 */
async function readScratchPassports(
  scratch: ScratchCopy,
  options: ReproduceOptions,
): Promise<ScratchPassports> {
  const tree = await walkRepository(scratch.root, options.config);
  const layout = buildLayout(tree, options.config);
  const records = await readPassportRecordsOf(tree, layout.passportPaths, options.config);
  const readable: LoadedPassport[] = records
    .map(describePassport)
    .filter((p) => p.summary !== null);
  for (const d of options.directories)
    if (!readable.some((p) => inScope(p.dir, [d])))
      throw new ReproduceUsageError(
        `${quoteUntrusted(d)} holds no readable passport at ${scratch.commit.slice(0, 12)}; name an output directory of the commit`,
      );
  return { tree, layout, records, readable };
}

/** Changed mode: the directories in the audit's scope of the changed files (see options). */
async function findChangedDirs(
  read: ScratchPassports,
  options: ReproduceOptions,
): Promise<ReadonlySet<string> | null | undefined> {
  if (options.changedFiles === undefined) return undefined;
  if (options.changedFiles === null) return null;
  const scope = await selectScope({
    tree: read.tree,
    layout: read.layout,
    passports: { records: [...read.records] },
    changes: interpretChanges(options.changedFiles),
    paths: createArtifactPaths(options.config.pathBase),
  });
  return scope.dirs;
}

/** One step's findings and line (null when it was interrupted). */
interface StepResult {
  found: AddedFinding[];
  step: ReproducedStep | null;
}

/**
 * Runs the chain: a step starts when the steps that made its inputs have ended (earlier in the
 * chain's order: a cycle's back edge is not waited for) and a slot is free; once the run is
 * aborted no step starts. Every step has ended when this returns or rejects, so the scratch
 * copy is never removed under a running step.
 */
async function runChain(
  ctx: StepContext,
  chain: readonly SelectedStep[],
  jobs: number,
): Promise<StepResult[]> {
  const indexById = new Map(chain.map((p, i) => [p.passport.id, i]));
  const results: StepResult[] = chain.map(() => ({ found: [], step: null }));
  const limit = createLimiter(jobs);
  const done: Promise<void>[] = [];
  chain.forEach((p, i) => {
    const producers = (p.passport.summary?.consumed ?? [])
      .map((c) => indexById.get(c))
      .filter((j): j is number => j !== undefined && j < i)
      .map((j) => done[j]);
    const r = results[i]!;
    done.push(
      Promise.allSettled(producers).then(() =>
        limit(async () => {
          if (ctx.signal?.aborted) return;
          r.step = await reproduceStep(ctx, p.passport, p.reason, (f) => r.found.push(f));
        }),
      ),
    );
  });
  const settled = await Promise.allSettled(done);
  ctx.signal?.throwIfAborted();
  for (const s of settled) if (s.status === 'rejected') throw s.reason;
  return results;
}
