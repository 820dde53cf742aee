/**
 * What `passport-gate run` checks before it starts the step's command: every flag, path and
 * citation the record will need, so a mistake is a usage error (exit 2) while nothing has run
 * yet, not after an aligner's hours (a workflow engine deletes the outputs of a job that exits
 * non-zero). And the bytes of the step's inputs and code, hashed before it starts and again
 * after it ends: a step that rewrote its input or swapped its script gets no record naming
 * bytes it never read (in-toto-run records its materials before the command, for this reason).
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, readdir, readlink, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { StampError } from '../produce/stamp/index.js';
import { isInDirectory } from '../util/relative-path.js';
import { quoteUntrusted } from '../util/untrusted.js';
import { isInside, resolveInsideRoot } from '../fs/paths.js';
import { ALWAYS_SKIPPED_DIRS } from '../fs/walk.js';
import { hashExternalFile } from '../hash/index.js';
import { isRunId } from '../formats/passport.js';
import { parseCitation } from '../formats/citation.js';
import type { Config } from '../config/config.js';

/** A skill slug, as the passport schema's `slug` reads it. */
const SLUG = /^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/;

/** What the preflight was given (paths already repository-relative, or absolute when external). */
export interface PreflightInput {
  root: string;
  config: Config;
  /** The output directory, repository-relative. */
  directory: string;
  /** `--output` files, repository-relative. */
  outputs: readonly string[];
  skill: string;
  skillVersion: string;
  runId: string | undefined;
  /** `--input` and `--code` paths: repository-relative, or absolute (external). */
  inputs: readonly string[];
  /** `--source` as [input path, citation]. */
  sources: ReadonlyArray<readonly [string, string]>;
  /** `--consumes` values that are paths (repository-relative). */
  consumesPaths: readonly string[];
}

/** Every file of the inputs and code, by the path shown in messages, with its sha256. */
export type InputSnapshot = ReadonlyMap<string, { absolute: string; sha256: string }>;

/**
 * Checks what the record needs and hashes the inputs and code; throws StampError listing every
 * problem (nothing has run). Returns the snapshot to compare after the step.
 */
export async function preflightRun(input: PreflightInput): Promise<InputSnapshot> {
  const problems: string[] = [];
  if (!SLUG.test(input.skill) || input.skill.length > 128)
    problems.push(
      `--skill ${quoteUntrusted(input.skill)} is not a skill slug (lowercase letters, digits, single "-", "_" or ".")`,
    );
  if (input.skillVersion.length > 128)
    problems.push('--skill-version is longer than 128 characters');
  const runId = input.runId ?? input.skill;
  if (!isRunId(runId))
    problems.push(
      `${input.runId === undefined ? 'the skill' : '--run-id'} ${quoteUntrusted(runId)} cannot name the passport file; give --run-id with letters, digits, ".", "-" and "_" (at most 128)`,
    );
  const realRoot = await realpath(input.root);
  await checkOutputDirectory(realRoot, input.directory, problems);
  for (const o of input.outputs)
    if (!isInDirectory(o, input.directory) || o === input.directory)
      problems.push(
        `--output ${quoteUntrusted(o)} is not a file in the output directory ${quoteUntrusted(input.directory)}`,
      );
  for (const [p, citation] of input.sources) {
    if (!input.inputs.includes(p))
      problems.push(`--source ${quoteUntrusted(p)}: not an input of the step; add it with --input`);
    const check = parseCitation(citation);
    if (!check.ok)
      problems.push(
        `--source ${quoteUntrusted(`${p}=${citation}`)}: the source ${check.problem}${check.suggestion ? ` (e.g. ${quoteUntrusted(check.suggestion)})` : ''}`,
      );
  }
  for (const c of input.consumesPaths) {
    const found = await resolveInsideRoot(realRoot, c);
    if (!found.ok) problems.push(`--consumes ${quoteUntrusted(c)} does not exist under the root`);
  }
  const snapshot = await hashInputs(realRoot, input.config, input.inputs, problems);
  if (problems.length > 0)
    throw new StampError(
      `run: nothing was run; the step's record could not be written:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  return snapshot;
}

/** The output directory: a directory (or not there yet), inside the root and not behind a symlink. */
async function checkOutputDirectory(
  realRoot: string,
  dir: string,
  problems: string[],
): Promise<void> {
  const absolute = dir === '.' ? realRoot : path.join(realRoot, ...dir.split('/'));
  const found = await resolveInsideRoot(realRoot, dir);
  if (!found.ok) {
    if (found.reason === 'outside-via-symlink')
      problems.push(
        `output directory ${quoteUntrusted(dir)} is reached through a symlink that leaves the root`,
      );
    return; // not there yet: the step makes it
  }
  if (found.real !== absolute && path.dirname(found.real) !== path.dirname(absolute))
    problems.push(
      `output directory ${quoteUntrusted(dir)} is reached through a symlink; give the real directory`,
    );
  // A file is the step's one output (`run {output}` of a file rule): recorded in its directory.
}

/** sha256 of every file of the inputs (a directory: every file under it); problems for the rest. */
async function hashInputs(
  realRoot: string,
  config: Config,
  inputs: readonly string[],
  problems: string[],
): Promise<Map<string, { absolute: string; sha256: string }>> {
  const snapshot = new Map<string, { absolute: string; sha256: string }>();
  for (const p of inputs) {
    if (p.startsWith('/')) {
      const outcome = await hashExternalFile(config.externalInputs, p);
      if (outcome.kind === 'hashed') snapshot.set(p, { absolute: p, sha256: outcome.sha256 });
      else
        problems.push(
          outcome.kind === 'unconfigured'
            ? `input ${quoteUntrusted(p)} is outside the repository and under no external-inputs location; add the directory holding it to external-inputs in .passport-gate.yml`
            : outcome.kind === 'absent'
              ? `external input ${quoteUntrusted(p)} does not exist`
              : `external input ${quoteUntrusted(p)} ${outcome.detail}`,
        );
      continue;
    }
    const found = await resolveInsideRoot(realRoot, p);
    if (!found.ok) {
      problems.push(
        found.reason === 'missing'
          ? `input ${quoteUntrusted(p)} does not exist; check the path (relative to the current directory)`
          : `input ${quoteUntrusted(p)} resolves outside the repository root`,
      );
      continue;
    }
    const files = await filesUnder(found.real, realRoot);
    if (files.length === 0) problems.push(`input directory ${quoteUntrusted(p)} holds no files`);
    for (const absolute of files) {
      const shown = path.relative(realRoot, absolute).split(path.sep).join('/');
      snapshot.set(shown, { absolute, sha256: await hashFile(absolute) });
    }
  }
  return snapshot;
}

/** The regular files at or under `absolute` (symlinks leaving the root are not followed). */
async function filesUnder(absolute: string, realRoot: string): Promise<string[]> {
  const s = await stat(absolute);
  if (s.isFile()) return [absolute];
  if (!s.isDirectory()) return [];
  const out: string[] = [];
  for (const entry of await readdir(absolute, { withFileTypes: true })) {
    const child = path.join(absolute, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(child, realRoot)));
    else if (entry.isFile()) out.push(child);
    else if (entry.isSymbolicLink()) {
      // A link to a file inside the root is read as the file; a linked directory is not
      // entered (a link to an ancestor would never end).
      const real = await realpath(child).catch(() => null);
      if (real !== null && isInside(realRoot, real) && (await stat(real)).isFile()) out.push(child);
    }
  }
  return out.sort();
}

/** sha256 of a file, streamed. */
function hashFile(absolute: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(absolute)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/**
 * The inputs and code whose bytes differ from the snapshot after the step (changed, or gone),
 * one line each.
 */
export async function changedSinceSnapshot(snapshot: InputSnapshot): Promise<string[]> {
  const lines: string[] = [];
  for (const [shown, { absolute, sha256 }] of snapshot) {
    const now = await hashFile(absolute).catch(() => null);
    if (now === null) lines.push(`${quoteUntrusted(shown)} is gone`);
    else if (now !== sha256)
      lines.push(
        `${quoteUntrusted(shown)}: sha256 ${sha256.slice(0, 12)}… before the step, ${now.slice(0, 12)}… after`,
      );
  }
  return lines;
}

/** One file of the output directory before the step: enough to tell whether the step wrote it. */
interface FileState {
  /** Inode, size, modification and change times (ns): any write moves the change time. */
  stamp: string;
  /** sha256 of a regular file (a coarse-clock filesystem may not move the times), '' else. */
  sha256: string;
}

/** The output directory's files before the step, by repository-relative path. */
export type OutputSnapshot = ReadonlyMap<string, FileState>;

/** Largest number of files a snapshot holds: beyond it, a directory is not a step's output. */
const SNAPSHOT_MAX_FILES = 1_000_000;

/**
 * The files under the output directory `dir` (repository-relative) before the step, with what
 * tells a write apart; empty when it is no directory (not there yet, or a file output). A
 * symbolic link is taken as itself (its target), never followed.
 */
export async function snapshotOutputDirectory(root: string, dir: string): Promise<OutputSnapshot> {
  const realRoot = await realpath(root);
  const absolute = dir === '.' ? realRoot : path.join(realRoot, ...dir.split('/'));
  const found = await lstat(absolute).catch(() => null);
  const snapshot = new Map<string, FileState>();
  if (found === null || !found.isDirectory()) return snapshot;
  const visit = async (at: string): Promise<void> => {
    for (const entry of await readdir(at, { withFileTypes: true })) {
      const child = path.join(at, entry.name);
      if (ALWAYS_SKIPPED_DIRS.has(entry.name)) continue; // git's own: the walk skips it too
      if (entry.isDirectory()) {
        await visit(child);
        continue;
      }
      if (snapshot.size >= SNAPSHOT_MAX_FILES)
        throw new StampError(
          `run: nothing was run; output directory ${quoteUntrusted(dir)} holds more than ${SNAPSHOT_MAX_FILES} files`,
        );
      snapshot.set(path.relative(realRoot, child).split(path.sep).join('/'), await stateOf(child));
    }
  };
  await visit(absolute);
  return snapshot;
}

/** What tells a write of the file at `absolute` apart (see {@link FileState}). */
async function stateOf(absolute: string): Promise<FileState> {
  const s = await lstat(absolute, { bigint: true });
  const target = s.isSymbolicLink() ? await readlink(absolute).catch(() => '') : '';
  return {
    stamp: `${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}:${target}`,
    sha256: s.isFile() ? await hashFile(absolute).catch(() => '') : '',
  };
}

/**
 * The files of the snapshot the step did not write (still there, same inode, size, times and
 * bytes), with their sha256: what the output directory held before the step and still holds
 * untouched. A file absent from the snapshot (new), changed or gone is not among them.
 */
export async function untouchedSince(
  root: string,
  snapshot: OutputSnapshot,
): Promise<Map<string, string>> {
  const realRoot = await realpath(root);
  const untouched = new Map<string, string>();
  for (const [rel, before] of snapshot) {
    const now = await stateOf(path.join(realRoot, ...rel.split('/'))).catch(() => null);
    if (now !== null && now.stamp === before.stamp && now.sha256 === before.sha256)
      untouched.set(rel, now.sha256);
  }
  return untouched;
}
