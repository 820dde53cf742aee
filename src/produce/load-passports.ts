/**
 * Reading every passport of a repository for the producer's side (stamp,
 * graph, export). Discovery is the audit's: the same walk, the same ignore
 * globs, the same containment and size cap; a passport that cannot be read is
 * returned with the reason instead of throwing, so one bad file never hides
 * the rest.
 */
import { realpath, stat } from 'node:fs/promises';
import { DEFAULT_CONFIG, type Config } from '../config/config.js';
import { compileGlobs } from '../core/globs.js';
import type { AuditedPassport } from '../repo/passports.js';
import { ConfigurationError } from '../core/errors.js';
import { parseJsonDocument } from '../formats/json-source.js';
import { isPassportPath, summarizePassport } from '../formats/passport.js';
import { relativeDirname } from '../core/relative-path.js';
import { resolveInsideRoot } from '../fs/paths.js';
import { readFileCapped } from '../fs/safe-read.js';
import { walkTree, type TreeEntry, type WalkProblem } from '../fs/walk.js';

/** One passport file as read from the repository: what the audit hands its `onPassports`, and why. */
export interface LoadedPassport extends AuditedPassport {
  /** Why the file could not be used, when `value` is null. */
  problem?: string;
}

/** Options of {@link loadPassports}. */
export interface LoadPassportsOptions {
  /** Ignore globs and the passport size cap come from here (default: no config). */
  config?: Config;
  signal?: AbortSignal;
}

/** A scanned repository: the real root, the walked tree and its passports. */
export interface RepositoryScan {
  realRoot: string;
  entries: TreeEntry[];
  passports: LoadedPassport[];
  /** What the walk could not list (the audit reports each as a finding). */
  problems: WalkProblem[];
}

/** Resolves the root like the audit does; throws ConfigurationError when unusable. */
export async function resolveRoot(root: string): Promise<string> {
  try {
    const real = await realpath(root);
    if (!(await stat(real)).isDirectory()) throw new Error('not a directory');
    return real;
  } catch {
    throw new ConfigurationError(
      `root ${JSON.stringify(root)} is not a readable directory; pass --root DIR`,
    );
  }
}

/** Walks the repository once and reads every passport in it (see {@link loadPassports}). */
export async function scanRepository(
  root: string,
  options: LoadPassportsOptions = {},
): Promise<RepositoryScan> {
  const config = options.config ?? DEFAULT_CONFIG;
  const realRoot = await resolveRoot(root);
  const isIgnored = compileGlobs(config.ignore, 'ignore');
  const problems: WalkProblem[] = [];
  const entries = await walkTree(
    realRoot,
    (rel) => isIgnored(rel),
    (problem) => problems.push(problem),
    options.signal,
  );
  const passports: LoadedPassport[] = [];
  for (const e of entries) {
    if ((e.kind !== 'file' && e.kind !== 'symlink') || !isPassportPath(e.rel)) continue;
    options.signal?.throwIfAborted();
    passports.push(await readPassport(realRoot, e.rel, config.maxPassportBytes));
  }
  return { realRoot, entries, passports, problems };
}

/** Reads and parses one passport; never throws for what the file contains. */
async function readPassport(
  realRoot: string,
  rel: string,
  maxBytes: number,
): Promise<LoadedPassport> {
  const base = { path: rel, dir: relativeDirname(rel), id: null, value: null, summary: null };
  const resolved = await resolveInsideRoot(realRoot, rel);
  if (!resolved.ok) {
    return {
      ...base,
      problem:
        resolved.reason === 'missing' ? 'does not exist' : 'resolves outside the repository root',
    };
  }
  const read = await readFileCapped(resolved.real, maxBytes);
  if (!read.ok) return { ...base, problem: read.detail };
  const parsed = parseJsonDocument(read.bytes);
  if (!parsed.ok) {
    const p = parsed.problem;
    return { ...base, problem: `${p.message} (line ${p.line}, column ${p.column})` };
  }
  const summary = summarizePassport(parsed.document.value);
  return { ...base, id: summary.id, value: parsed.document.value, summary };
}

/**
 * Reads every `*.passport.json` under `root` (ignore globs applied, symlinks
 * contained, files over the size cap refused). The result is sorted by path.
 *
 * @example
 * const passports = await loadPassports('.');
 * for (const p of passports) console.log(p.path, p.id, p.summary?.skill);
 */
export async function loadPassports(
  root: string,
  options: LoadPassportsOptions = {},
): Promise<LoadedPassport[]> {
  return (await scanRepository(root, options)).passports;
}
