/**
 * The walk's entries kept as columns: every path in one array of strings, every kind a byte.
 * A listed entry as an object `{ rel, kind }` cost 40 bytes and a pointer more beside its path
 * (1,020,003 of them, 38.9 MiB live through the whole 10⁶-file audit: docs/performance.md,
 * issue 41, branch perf-million3); as columns it costs the path's pointer and one byte.
 */
import { quoteUntrusted } from '../util/untrusted.js';
import type { EntryKind, TreeEntry } from './walk.js';

/**
 * A listing of entries by index: what the layout, the handoff documents and every other pass
 * over the whole tree read. An entry's index is its file's id (repo/tree.ts).
 */
export interface ListedEntries {
  /** How many entries there are. */
  readonly size: number;
  /** The repository-relative POSIX path of entry `i` (0 ≤ i < size). */
  relAt(i: number): string;
  /** The kind of entry `i` (0 ≤ i < size). */
  kindAt(i: number): EntryKind;
}

/** Each kind's byte, and back: the order is the columns' encoding, fixed here only. */
const KINDS: readonly EntryKind[] = ['file', 'dir', 'symlink', 'other'];
const CODE_OF: Readonly<Record<EntryKind, number>> = { file: 0, dir: 1, symlink: 2, other: 3 };

/** Entries as a path column and a kind column, in the order they were given. */
export class TreeEntries implements ListedEntries {
  private constructor(
    private readonly rels: readonly string[],
    private readonly kinds: Uint8Array,
  ) {}

  /** The columns of `list`, in its order (each path the list's own string, not a copy). */
  static fromList(list: readonly TreeEntry[]): TreeEntries {
    // By map, not `new Array(n)` (a preset length of 10⁶ is dictionary elements in V8) nor
    // push (whose growth leaves up to half the backing store spare): map's result is exact.
    const rels = list.map((e) => e.rel);
    const kinds = new Uint8Array(list.length);
    for (let i = 0; i < list.length; i++) kinds[i] = CODE_OF[(list[i] as TreeEntry).kind];
    return new TreeEntries(rels, kinds);
  }

  /**
   * The columns of `list`, which must be strictly ascending by path (`<`, the walk's order):
   * what {@link indexOfSorted} searches. Checked here, once (some 10–20 ms at 10^6 paths),
   * because a path listed twice would make the search find either entry where an index took
   * the last: never judged on, an internal error instead.
   */
  static fromSortedList(list: readonly TreeEntry[]): TreeEntries {
    for (let i = 1; i < list.length; i++) {
      const before = (list[i - 1] as TreeEntry).rel;
      const rel = (list[i] as TreeEntry).rel;
      if (!(before < rel))
        throw new Error(
          `internal error: the walk listed ${quoteUntrusted(rel)} ${before === rel ? 'twice' : `after ${quoteUntrusted(before)}`}`,
        );
    }
    return TreeEntries.fromList(list);
  }

  /** The entries of `entries` that `keep` accepts, in their order. */
  static select(
    entries: ListedEntries,
    keep: (rel: string, kind: EntryKind) => boolean,
  ): TreeEntries {
    const rels: string[] = [];
    const kinds: number[] = [];
    for (let i = 0; i < entries.size; i++) {
      const rel = entries.relAt(i);
      const kind = entries.kindAt(i);
      if (!keep(rel, kind)) continue;
      rels.push(rel);
      kinds.push(CODE_OF[kind]);
    }
    return new TreeEntries(rels, Uint8Array.from(kinds));
  }

  /** How many entries there are. */
  get size(): number {
    return this.rels.length;
  }

  /** The path of entry `i`. */
  relAt(i: number): string {
    return this.rels[i] as string;
  }

  /** The kind of entry `i`. */
  kindAt(i: number): EntryKind {
    return KINDS[this.kinds[i] as number] as EntryKind;
  }

  /**
   * The index of the entry at `rel`, or -1, by binary search: the entries must be strictly
   * ascending by path in UTF-16 code units (`<`), the walk's order. No index of its own: a
   * `Map` from path to index cost 28 MiB of hash table at 10⁶ entries (docs/performance.md,
   * issue 41, branch perf-million3), and a search is some 20 comparisons there. It holds no
   * hash an adversary's names could make collide.
   */
  indexOfSorted(rel: string): number {
    const rels = this.rels;
    let lo = 0;
    let hi = rels.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const at = rels[mid] as string;
      if (at < rel) lo = mid + 1;
      else if (at === rel) return mid;
      else hi = mid;
    }
    return -1;
  }
}

/**
 * The first index from `from` on whose path is not below `rel` (`<`, UTF-16 code units), by
 * binary search: `entries.size` when there is none. The entries must be ascending by path, the
 * walk's order. One search for the passes that find a directory's run of entries (the layout's
 * files on demand, the gitlink candidates) rather than a copy each.
 */
export function findFirstAtOrAfter(entries: ListedEntries, rel: string, from = 0): number {
  let lo = from;
  let hi = entries.size;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (entries.relAt(mid) < rel) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The entries as a list of objects, in their order: for a caller that keeps a few or hands them on. */
export function listEntries(entries: ListedEntries): TreeEntry[] {
  const out: TreeEntry[] = [];
  for (let i = 0; i < entries.size; i++)
    out.push({ rel: entries.relAt(i), kind: entries.kindAt(i) });
  return out;
}

/**
 * The paths of the entries `keep` accepts, in their order: the one shape of most passes over
 * the tree (the passports, the handoff documents, a directory input's files).
 */
export function selectRels(
  entries: ListedEntries,
  keep: (rel: string, kind: EntryKind) => boolean,
): string[] {
  const out: string[] = [];
  for (let i = 0; i < entries.size; i++) {
    const rel = entries.relAt(i);
    if (keep(rel, entries.kindAt(i))) out.push(rel);
  }
  return out;
}
