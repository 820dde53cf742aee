/**
 * The outputs two or more passports list (artifact-multiple-producers), found as the passports
 * are read, from each parsed value, not from their summaries' outputs. Shard 1 of a matrix run
 * judges this rule over every passport of the checkout, three quarters of them (in a shard of
 * four) another shard's, whose outputs it otherwise never looks into: found from the summaries,
 * it built every passport's outputs (at 10^6 files, 10^6 artifact records, each path looked up
 * in the walk's index to share its string, each sha256 kept to the end of the run), then looked
 * every path up in the walk's index once more. Found here, each output costs one lookup and
 * two numbers, and shard 1 reads another shard's outputs only when a rule asks, as the other
 * shards do (repo/passports.ts, outputsOnDemand; docs/performance.md, issue 41, branch
 * perf-shard3).
 *
 * The answer is rules/families/chain.ts findSharedOutputs' when every passport is checked:
 * the same paths in the same order (the order each was first listed), each with its listers in
 * passport order (one entry per passport, at the first output naming the path).
 */
import { forEachListedOutputPath } from '../core/passport.js';
import type { ArtifactPaths } from './artifact-paths.js';
import type { RepoTree } from './tree.js';

/** A lister of a shared output: the passport, and the index of the entry in its outputs[]. */
export interface SharedOutputLister<R> {
  record: R;
  index: number;
}

/** Collects the first lister of every listed output, as the passports are read in order. */
export class SharedOutputs {
  readonly #tree: Pick<RepoTree, 'fileId' | 'listedCount'>;
  readonly #paths: ArtifactPaths;
  /** A listing's number + 1 by the file's id (0: not listed yet). */
  readonly #firstOfFile: Int32Array;
  /** Paths the walk did not list as a file (missing, through a symlink): their listing's number. */
  readonly #firstOfPath = new Map<string, number>();
  /** Each first listing's passport (its number in read order) and output index, by number. */
  #firstRecord = new Int32Array(1024);
  #firstIndex = new Int32Array(1024);
  #listed = 0;
  /** Listings after the first, by path: where the path was first listed, then the others. */
  readonly #more = new Map<string, { at: number; others: number[] }>();
  #records = 0;

  constructor(tree: Pick<RepoTree, 'fileId' | 'listedCount'>, paths: ArtifactPaths) {
    this.#tree = tree;
    this.#paths = paths;
    this.#firstOfFile = new Int32Array(tree.listedCount);
  }

  /**
   * Adds the next passport read (in the order of the set's records) in `dir`; `value` is its
   * parsed value, or undefined when the audit refuses it (it lists nothing).
   */
  add(dir: string, value: unknown): void {
    const k = this.#records++;
    if (value === undefined) return;
    forEachListedOutputPath(value, (path, index) => {
      const rel = this.#paths.rel(path, dir);
      if (rel === null) return;
      const file = this.#tree.fileId(rel);
      const at =
        file === undefined ? this.#firstOfPath.get(rel) : (this.#firstOfFile[file] as number) - 1;
      if (at === undefined || at < 0) {
        if (file === undefined) this.#firstOfPath.set(rel, this.#listed);
        else this.#firstOfFile[file] = this.#listed + 1;
        this.#noteFirst(k, index);
        return;
      }
      // The same passport listing a path twice counts once (its outputs come together).
      if (this.#firstRecord[at] === k) return;
      let entry = this.#more.get(rel);
      if (entry === undefined) this.#more.set(rel, (entry = { at, others: [] }));
      if (entry.others[entry.others.length - 2] === k) return;
      entry.others.push(k, index);
    });
  }

  /**
   * The outputs two or more passports list, each with its listers, in the order each path was
   * first listed; `records` are the passports in the order they were added.
   */
  list<R>(records: readonly R[]): [string, SharedOutputLister<R>[]][] {
    if (records.length !== this.#records)
      throw new Error(`${records.length} passports asked of ${this.#records} collected`);
    const out: [string, SharedOutputLister<R>[]][] = [];
    const byAt = [...this.#more].sort((a, b) => a[1].at - b[1].at);
    for (const [rel, { at, others }] of byAt) {
      const list: SharedOutputLister<R>[] = [
        {
          record: records[this.#firstRecord[at] as number] as R,
          index: this.#firstIndex[at] as number,
        },
      ];
      for (let i = 0; i < others.length; i += 2)
        list.push({ record: records[others[i] as number] as R, index: others[i + 1] as number });
      out.push([rel, list]);
    }
    return out;
  }

  #noteFirst(k: number, index: number): void {
    if (this.#listed === this.#firstRecord.length) {
      const grow = (a: Int32Array) => {
        const b = new Int32Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.#firstRecord = grow(this.#firstRecord);
      this.#firstIndex = grow(this.#firstIndex);
    }
    this.#firstRecord[this.#listed] = k;
    this.#firstIndex[this.#listed] = index;
    this.#listed++;
  }
}
