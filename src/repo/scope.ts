/**
 * Which output directories a run audits. All mode: every one. Changed mode:
 * the owners of the changed paths, and the directories of the passports that
 * list a changed path (directly, or through a symlink on the way). A shard of
 * a matrix run then keeps its part of that scope (shard.ts); every shard cuts
 * the same partition.
 */
import { relativeDirname } from '../util/relative-path.js';
import type { ShardScope } from '../core/report-model.js';
import { isPassportPath } from '../formats/passport.js';
import type { ArtifactPaths } from './artifact-paths.js';
import type { Changes } from './changes.js';
import type { Layout } from './layout.js';
import type { PassportRecord, PassportSet } from './passports.js';
import type { ShardSpec } from '../core/options.js';
import { fingerprintPartition, selectShardDirectories, weighDirectories } from './shard.js';
import type { RepoTree } from './tree.js';

/** The part of the repository one run audits. */
export interface Scope {
  readonly mode: 'all' | 'changed';
  readonly changes: Changes;
  /** The output directories the whole run audits (every shard's part). */
  readonly fullDirs: ReadonlySet<string>;
  /** This run's part of them (all of them, unsharded). */
  readonly dirs: ReadonlySet<string>;
  /** Set on a shard of a matrix run. */
  readonly shard: ShardScope | undefined;
  /**
   * Whether this run evaluates the whole-scope rules (chain, handoffs, run-level): not
   * sharded, or shard 1, so merged shard reports hold each of their findings once.
   */
  readonly leadsRun: boolean;
  /** A passport was added, edited or deleted (through its link too): which ids exist may differ. */
  readonly passportChanged: boolean;
  /** The passports of this run's part, in path order. */
  readonly passports: readonly PassportRecord[];
  /** True when `record`'s directory is in this run's part. */
  includes(record: { dir: string }): boolean;
}

/** What {@link selectScope} decides from. */
export interface ScopeInput {
  tree: Pick<
    RepoTree,
    'isPlainFile' | 'isSurelyMissing' | 'resolve' | 'symlinkChain' | 'relativeToRoot'
  >;
  layout: Pick<Layout, 'outputDirs' | 'ownerOf' | 'unplainPassportPaths' | 'ownedFiles'>;
  passports: Pick<PassportSet, 'records'>;
  changes: Changes;
  shard?: ShardSpec | undefined;
  /**
   * The shard's part of `fullDirs`, cut already ({@link cutShard}): the audit cuts it before it
   * reads the passports, to read another shard's only when asked.
   */
  cut?: ShardCut | undefined;
  paths: ArtifactPaths;
}

/** A shard's part of the run's output directories, and what its report says of the partition. */
export interface ShardCut {
  readonly dirs: ReadonlySet<string>;
  readonly shard: ShardScope;
}

/**
 * The output directories a run without a change list (`--all`) audits: every one the layout
 * found. The one source of that set for the shard's cut the audit makes before the read
 * (audit/pipeline.ts) and for {@link selectScope}'s, so that the two cannot drift apart.
 */
export function listAllModeDirs(layout: Pick<Layout, 'outputDirs'>): Set<string> {
  return new Set(layout.outputDirs);
}

/**
 * Shard `shard`'s part of `fullDirs` (the output directories the whole run audits). Weighed from
 * the walk (shard.ts): the same numbers in every shard, whatever it reads, so it is known before
 * any passport is read.
 */
export function cutShard(
  layout: Pick<Layout, 'ownedFiles'>,
  fullDirs: ReadonlySet<string>,
  shard: ShardSpec,
): ShardCut {
  const weights = weighDirectories(layout, fullDirs);
  const own = new Set(selectShardDirectories(weights, shard));
  return {
    dirs: new Set([...fullDirs].filter((d) => own.has(d))),
    shard: {
      index: shard.index,
      count: shard.count,
      fingerprint: fingerprintPartition(weights, shard.count),
      chain: shard.index === 1,
    },
  };
}

/** Decides the scope of a run. */
export async function selectScope(input: ScopeInput): Promise<Scope> {
  const { changes, shard } = input;
  const records = input.passports.records;
  const changed =
    changes.files === null
      ? { dirs: listAllModeDirs(input.layout), passportChanged: false }
      : await selectChangedDirectories(input, changes.files);
  // Every shard cuts the same partition of the full scope and keeps its own part.
  const fullDirs: ReadonlySet<string> = changed.dirs;
  const cut = shard ? (input.cut ?? cutShard(input.layout, fullDirs, shard)) : undefined;
  const dirs: ReadonlySet<string> = cut?.dirs ?? fullDirs;
  const shardScope = cut?.shard;
  return {
    mode: changes.files === null ? 'all' : 'changed',
    changes,
    fullDirs,
    dirs,
    shard: shardScope,
    leadsRun: shardScope === undefined || shardScope.chain === true,
    passportChanged: changed.passportChanged,
    passports: records.filter((r) => dirs.has(r.dir)),
    includes: (record) => dirs.has(record.dir),
  };
}

/** The directories a change touches (changed mode). */
async function selectChangedDirectories(
  input: ScopeInput,
  changed: ReadonlySet<string>,
): Promise<{ dirs: Set<string>; passportChanged: boolean }> {
  const { tree, layout } = input;
  const listedBy = await mapListingsToPassports(input, changed);
  // A passport file that is a link: each link on its way, and where it ends, maps back to it.
  // The layout noted them as it selected the passports (a passport the walk listed as a regular
  // file is a plain file): not one search of the walk's listing per passport.
  const passportVia = new Map<string, string>();
  for (const rel of layout.unplainPassportPaths)
    for (const via of await tree.symlinkChain(rel)) passportVia.set(via, rel);
  const dirs = new Set<string>();
  let passportChanged = false;
  for (const rel of changed) {
    const owner = layout.ownerOf(rel);
    if (owner !== null) dirs.add(owner);
    for (const d of listedBy.get(rel) ?? []) dirs.add(d);
    // A passport added, edited or deleted can change which ids exist; its old id is unknown here.
    if (isPassportPath(rel)) passportChanged = true;
    const passport = passportVia.get(rel);
    if (passport !== undefined) {
      dirs.add(relativeDirname(passport));
      passportChanged = true;
    }
  }
  return { dirs, passportChanged };
}

/**
 * The changed paths some passport lists (output or input) → the directories of the passports
 * listing them. A path the walk did not list as a plain file may be reached through symlinks: a
 * change to any link on the way, or to the file it ends at, changes what the passport
 * describes, so each of them maps back to the same passports. Only such paths cost system
 * calls (a few lstat each); one surely missing has no link on its way. Only what the change
 * can be asked of is kept: a changed path, and a listed path that may lead to one through a
 * link; not the thousands of plain files the passports out of scope list (workload 3: 20,000
 * map entries, of which one is asked).
 */
async function mapListingsToPassports(
  input: ScopeInput,
  changed: ReadonlySet<string>,
): Promise<Map<string, string[]>> {
  const { tree, paths } = input;
  const listedBy = new Map<string, string[]>();
  const addListed = (rel: string, dir: string) => {
    const list = listedBy.get(rel);
    if (list === undefined) listedBy.set(rel, [dir]);
    else if (list[list.length - 1] !== dir) list.push(dir);
  };
  const viaLinks = new Set<string>();
  const note = (refs: readonly { path: string }[], dir: string) => {
    for (const a of refs) {
      const rel = paths.relOf(a, dir);
      if (rel === null) continue;
      // A changed path that may be a link is followed as any other such path.
      if (viaLinks.has(rel)) addListed(rel, dir);
      else if (!tree.isPlainFile(rel) && !tree.isSurelyMissing(rel)) {
        viaLinks.add(rel);
        addListed(rel, dir);
      } else if (changed.has(rel)) addListed(rel, dir);
    }
  };
  for (const r of input.passports.records) {
    if (r.summary === null) continue;
    note(r.summary.outputs, r.dir);
    note(r.summary.inputs, r.dir);
  }
  for (const rel of viaLinks) {
    const dirs = listedBy.get(rel) as string[];
    const resolved = await tree.resolve(rel);
    const reached = await tree.symlinkChain(rel);
    // The real path too: the chain reads links lexically, realpath as the read will.
    if (resolved.ok) reached.push(tree.relativeToRoot(resolved.real));
    for (const via of reached) if (via !== rel) for (const d of dirs) addListed(via, d);
  }
  return listedBy;
}
