/**
 * Reading every passport of a repository for the producer's side (stamp,
 * graph, export, the library's loadPassports): the repository model of repo/
 * (the audit's walk, ignore globs, containment and size cap); a passport that
 * cannot be read is returned with the reason instead of throwing, so one bad
 * file never hides the rest.
 */
import { DEFAULT_CONFIG, type Config } from '../config/config.js';
import { createDigestService } from '../hash/index.js';
import { buildLayout } from '../repo/layout.js';
import {
  describePassport,
  readPassports,
  type AuditedPassport,
  type PassportRecord,
} from '../repo/passports.js';
import { walkRepository, type RepoTree } from '../repo/tree.js';

/** One passport file as read from the repository: what the audit read, and why it is unusable. */
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

/**
 * Reads every `*.passport.json` under `root` (ignore globs applied, symlinks
 * contained, files over the size cap refused; a FIFO, socket or device named
 * so is returned with the reason it is refused). The result is sorted by path.
 *
 * @example
 * const passports = await loadPassports('.');
 * for (const p of passports) console.log(p.path, p.id, p.summary?.skill);
 */
export async function loadPassports(
  root: string,
  options: LoadPassportsOptions = {},
): Promise<LoadedPassport[]> {
  const config = options.config ?? DEFAULT_CONFIG;
  const tree = await walkRepository(root, config, options.signal);
  return loadPassportsOf(tree, buildLayout(tree, config).passportPaths, config, options.signal);
}

/** The passports at `paths` of a walked tree, as {@link loadPassports} returns them. */
export async function loadPassportsOf(
  tree: RepoTree,
  paths: readonly string[],
  config: Pick<Config, 'maxPassportBytes'>,
  signal?: AbortSignal,
): Promise<LoadedPassport[]> {
  return (await readPassportRecordsOf(tree, paths, config, signal)).map(describePassport);
}

/** The passport records at `paths` of a walked tree (their bytes included), as the audit reads them. */
export async function readPassportRecordsOf(
  tree: RepoTree,
  paths: readonly string[],
  config: Pick<Config, 'maxPassportBytes'>,
  signal?: AbortSignal,
): Promise<readonly PassportRecord[]> {
  const reader = createDigestService(tree, { signal }).reader;
  const set = await readPassports(paths, reader, { maxBytes: config.maxPassportBytes, signal });
  return set.records;
}
