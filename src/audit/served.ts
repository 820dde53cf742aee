/**
 * The serving side of the warm facts cache (core/served-directories.ts; docs/performance.md,
 * branch facts-serve): the walk of a run that serves, and what its report says it did not read.
 *
 * A served directory is listed from its record, not read (repo/tree.ts), and its files' digests
 * are the record's (hash/digests.ts `served`). Its documents (passports, their attestation
 * bundles, handoff files, acknowledgments, the engine's records) are read as always, because
 * the rules judge their bytes; so they are first held to the record: each is read and hashed,
 * and a directory where one is missing, unreadable or of other bytes is not served but walked
 * and read as in a cold run. Its work tree is then not the commit the record is of, and a
 * report on facts the work tree contradicts would judge neither: read as usual, the directory is
 * judged as it is, which is what a run that reads judges (a finding only where a cold run has
 * one).
 */
import type { Config } from '../config/config.js';
import type { ServedDirectories, ServedFiles } from '../core/served-directories.js';
import type { ServedSection } from '../core/report-model.js';
import { ACK_SUFFIX } from '../formats/ack-path.js';
import { isAttestationPath, isPassportPath } from '../formats/passport.js';
import { hashFileList, type FileId, type HashPool } from '../hash/index.js';
import { isEngineRecordPath } from '../repo/snakemake-records.js';
import { walkRepository, type RepoTree } from '../repo/tree.js';
import { compileGlobs } from '../util/globs.js';

/**
 * Walks the repository at `root`, listing the served directories from their record; a served
 * directory whose documents do not hash to the record's digests is walked again, read
 * (see the file comment). Without `served`, the walk of every run.
 */
export async function walkServing(
  root: string,
  config: Config,
  served: ServedDirectories | undefined,
  hashing: { pool: HashPool | undefined; signal: AbortSignal | undefined },
): Promise<RepoTree> {
  const { signal } = hashing;
  const tree = await walkRepository(root, config, signal, served ? { served } : {});
  if (!served || !tree.servedDirs || tree.servedDirs.length === 0) return tree;
  const refused = await listContradictedDirs(tree, config, hashing);
  if (refused.size === 0) return tree;
  // Rare (a trusted run whose work tree is not its commit): the walk again, those read.
  const kept = { commit: served.commit, dirs: served.dirs.filter((d) => !refused.has(d.dir)) };
  return walkRepository(root, config, signal, { served: kept });
}

/**
 * The served directories with a document (read by the rules as bytes) that is missing from the
 * work tree, unreadable, or hashes to another digest or size than the record's.
 */
async function listContradictedDirs(
  tree: RepoTree,
  config: Pick<Config, 'envelopes' | 'skillGraphs' | 'packets' | 'engine'>,
  hashing: { pool: HashPool | undefined; signal: AbortSignal | undefined },
): Promise<Set<string>> {
  const isHandoffFile = compileGlobs(
    [...config.envelopes, ...config.skillGraphs, ...config.packets],
    'handoff globs',
  );
  // The engine's records (repo/snakemake-records.ts) are read as bytes too, when the engine is.
  const readsEngine = config.engine !== 'none';
  const files: FileId[] = [];
  const refused = new Set<string>();
  const served = tree.servedFacts;
  if (!served) return refused;
  // The served files are the listed entries the record answers for, each path the walk's own
  // string; a file the config's ignore globs hide is not listed, and the audit reads nothing there.
  const { entries } = tree;
  for (let i = 0; i < entries.size; i++) {
    const file = i as FileId;
    if (!served.filesOf(file)) continue;
    const rel = entries.relAt(i);
    if (
      !isPassportPath(rel) &&
      !isAttestationPath(rel) &&
      !rel.endsWith(ACK_SUFFIX) &&
      !isHandoffFile(rel) &&
      !(readsEngine && isEngineRecordPath(rel))
    )
      continue;
    files.push(file);
  }
  if (files.length === 0) return refused;
  const owners = new Map((tree.servedDirs ?? []).map((d) => [d.files, d.dir]));
  const { prefix, paths } = tree.hashPathsOf(files);
  const { pool, signal } = hashing;
  const outcomes = await hashFileList(paths, {
    ...(pool ? { pool } : { threads: 0 }),
    ...(signal ? { signal } : {}),
    // Not `regular`: a served directory's listing is the record's, not the work tree's, so a
    // path may meet a symbolic link or something else there; it is opened and checked as any.
    prefix,
  });
  outcomes.forEach((outcome, k) => {
    const file = files[k] as FileId;
    const record = served.filesOf(file) as ServedFiles;
    const i = served.indexOf(file);
    if (!outcome.ok || outcome.sha256 !== record.sha256At(i) || outcome.size !== record.sizeAt(i))
      refused.add(owners.get(record) as string);
  });
  return refused;
}

/**
 * The report's section on what the run served (none when it served nothing in its scope). A
 * shard's walk lists every served directory from its record, but the shard judges only its
 * `judged` part: another shard's directory is that shard's to name (served, or read there), so
 * each shard's section is true on its own and `merge` unions them. Unsharded (`judged` not
 * given), the scope is the whole repository and every served directory is named.
 */
export function describeServed(
  served: ServedDirectories | undefined,
  tree: RepoTree,
  judged?: ReadonlySet<string>,
): ServedSection | undefined {
  const listed = tree.servedDirs ?? [];
  const dirs = judged ? listed.filter((d) => judged.has(d.dir)) : listed;
  if (!served || dirs.length === 0) return undefined;
  const directories = dirs
    .map((d) => ({ directory: d.dir, tree: d.tree, files: d.files.count }))
    .sort(compareServedDirectories);
  return {
    commit: served.commit,
    files: directories.reduce((n, d) => n + d.files, 0),
    directories,
  };
}

/** The order of a `served` section's directories (by path), here and in `merge`. */
export function compareServedDirectories(
  a: { readonly directory: string },
  b: { readonly directory: string },
): number {
  return a.directory < b.directory ? -1 : a.directory > b.directory ? 1 : 0;
}
