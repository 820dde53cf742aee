/**
 * Sharding an audit over a GitHub Actions matrix (`--shard i/n`). Pure: every
 * shard computes the same partition from the same checkout, so no shard needs
 * to talk to another, and the merge step (merge.ts) can check that they did.
 *
 * The unit of work is an output directory. Its weight is the files the walk
 * lists in it (repo/layout.ts ownedFiles: every file it owns but bookkeeping),
 * not what its passports list: the walk is every shard's already, so the
 * partition needs no passport read, parsed or summed, and a shard could leave
 * another shard's passports unread (docs/performance.md, issue 41, branch
 * shard-weights). Bytes are not weighed: the walk does not stat its files, and a
 * stat of each (10^6 at the largest measured) would cost more than the parse it
 * replaces. Directories are assigned greedily, heaviest first, each to the
 * currently lightest shard (the classic longest-processing-time rule: within
 * 4/3 of the best possible makespan), ties broken by name and shard index so
 * the result depends only on the input.
 */
import { createHash } from 'node:crypto';
import type { ShardSpec } from '../core/options.js';

/** An output directory and the work it holds. */
export interface DirectoryWeight {
  dir: string;
  /** Files the walk lists in it (its own, not a nested output directory's), bookkeeping aside. */
  files: number;
}

/** The weight used to balance shards. */
export function weightOf(d: DirectoryWeight): number {
  return d.files;
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
    hash.update(`${JSON.stringify(d.dir)} ${d.files}\n`);
  }
  return hash.digest('hex');
}

/**
 * The weight of each directory in `dirs`: the files the walk lists in it. A directory without
 * a passport weighs its files too (output-directories lists them in its passport-missing).
 */
export function weighDirectories(
  layout: { ownedFiles(dir: string): readonly unknown[] },
  dirs: Iterable<string>,
): DirectoryWeight[] {
  const out: DirectoryWeight[] = [];
  for (const dir of dirs) out.push({ dir, files: layout.ownedFiles(dir).length });
  return out;
}
