/**
 * Sharding an audit over a GitHub Actions matrix (`--shard i/n`). Pure: every
 * shard computes the same partition from the same checkout, so no shard needs
 * to talk to another, and the merge step (merge.ts) can check that they did.
 *
 * The unit of work is an output directory. Its weight is the bytes its
 * passports record for their outputs (size_bytes) plus a fixed cost per file,
 * read from the passports rather than from the disk so that partitioning
 * costs no I/O. Directories are assigned greedily, heaviest first, each to the
 * currently lightest shard (the classic longest-processing-time rule: within
 * 4/3 of the best possible makespan), ties broken by name and shard index so
 * the result depends only on the input.
 *
 * The audit weighs each passport from its parsed value as it is read
 * ({@link addListedWeight}), not from its summary: a shard that does not lead
 * reads another shard's outputs only when a rule asks (repo/passports.ts,
 * outputsOnDemand), and the weights are the same numbers either way.
 */
import { createHash } from 'node:crypto';
import type { ShardSpec } from '../core/options.js';
import { countListedOutputs } from '../core/passport.js';

/**
 * What one file costs besides its bytes, in bytes: opening, two fstat calls and
 * a close take about as long as hashing this much on the benchmark machine.
 */
const SHARD_FILE_COST_BYTES = 16 * 1024;

/** An output directory and the work it holds. */
export interface DirectoryWeight {
  dir: string;
  /** Bytes its passports record for their outputs (size_bytes; unknown sizes count 0). */
  bytes: number;
  /** Files its passports list as outputs. */
  files: number;
}

/** The weight used to balance shards. */
export function weightOf(d: DirectoryWeight): number {
  return d.bytes + d.files * SHARD_FILE_COST_BYTES;
}

const compareNames = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Partitions directories into `count` shards, evenly by weight and
 * deterministically. Returns the directories of each shard (element 0 is
 * shard 1), each list sorted by name. Every directory lands in exactly one shard.
 */
export function partitionDirectories(dirs: readonly DirectoryWeight[], count: number): string[][] {
  const n = Math.max(1, Math.floor(count));
  const shards: string[][] = Array.from({ length: n }, () => []);
  const loads = new Array<number>(n).fill(0);
  const unique = new Map<string, DirectoryWeight>();
  for (const d of dirs) if (!unique.has(d.dir)) unique.set(d.dir, d);
  const order = [...unique.values()].sort(
    (a, b) => weightOf(b) - weightOf(a) || compareNames(a.dir, b.dir),
  );
  for (const d of order) {
    let lightest = 0;
    for (let k = 1; k < n; k++)
      if ((loads[k] as number) < (loads[lightest] as number)) lightest = k;
    (shards[lightest] as string[]).push(d.dir);
    loads[lightest] = (loads[lightest] as number) + weightOf(d);
  }
  for (const s of shards) s.sort(compareNames);
  return shards;
}

/** The directories shard `spec.index` of `spec.count` audits. */
export function selectShardDirectories(
  dirs: readonly DirectoryWeight[],
  spec: ShardSpec,
): string[] {
  return partitionDirectories(dirs, spec.count)[spec.index - 1] ?? [];
}

/**
 * A digest of the whole partition input. Shards of one run print the same
 * value; the merge refuses reports whose values differ, because they were cut
 * from different checkouts, configs or changed-file lists.
 */
export function fingerprintPartition(dirs: readonly DirectoryWeight[], count: number): string {
  const hash = createHash('sha256');
  hash.update(`shards ${count}\n`);
  for (const d of [...dirs].sort((a, b) => compareNames(a.dir, b.dir))) {
    hash.update(`${JSON.stringify(d.dir)} ${d.bytes} ${d.files}\n`);
  }
  return hash.digest('hex');
}

/** What {@link weighDirectories} needs of a passport. */
export interface WeighedPassport {
  dir: string;
  summary: { outputs: readonly { sizeBytes: number | null }[] } | null;
}

/**
 * The weight of each directory in `dirs`, from the outputs its passports list.
 * Directories without a passport weigh nothing (they only yield passport-missing).
 */
export function weighDirectories(
  passports: Iterable<WeighedPassport>,
  dirs: Iterable<string>,
): DirectoryWeight[] {
  const byDir = new Map<string, DirectoryWeight>();
  for (const dir of dirs) byDir.set(dir, { dir, bytes: 0, files: 0 });
  for (const p of passports) {
    const w = byDir.get(p.dir);
    if (!w || !p.summary) continue;
    for (const o of p.summary.outputs) {
      w.files++;
      w.bytes += o.sizeBytes !== null && o.sizeBytes > 0 ? o.sizeBytes : 0;
    }
  }
  return [...byDir.values()];
}

/** Files and bytes listed as outputs, summed per directory as the passports are read. */
export type ListedWeights = Map<string, { bytes: number; files: number }>;

/**
 * Adds what a parsed passport value lists as outputs to its directory's weight in `weights`:
 * the same count and bytes as {@link weighDirectories} takes from its summary
 * (core/passport.ts readArtifacts: an entry counts when its path is a string, its size when a
 * safe integer above 0), without building the summary's outputs.
 */
export function addListedWeight(weights: ListedWeights, dir: string, value: unknown): void {
  const listed = countListedOutputs(value);
  let w = weights.get(dir);
  if (w === undefined) weights.set(dir, (w = { bytes: 0, files: 0 }));
  w.files += listed.files;
  w.bytes += listed.bytes;
}

/** The weight of each directory in `dirs` from {@link addListedWeight}'s sums (none: 0). */
export function weighListedDirectories(
  weights: ListedWeights,
  dirs: Iterable<string>,
): DirectoryWeight[] {
  const out: DirectoryWeight[] = [];
  for (const dir of dirs) {
    const w = weights.get(dir);
    out.push({ dir, bytes: w?.bytes ?? 0, files: w?.files ?? 0 });
  }
  return out;
}
