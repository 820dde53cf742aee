/**
 * Paths that are one file on a case-insensitive or normalizing file system
 * (macOS, Windows): `results/data/` and `results/Data/`, `café` written NFC
 * and NFD. Every path added brings its directories along, so two output
 * directories that differ only by case are found as directories (once), not
 * as each pair of files below them, and a file beside a directory of the same
 * folded name is found too. Pure: paths in, collisions out.
 */
import path from 'node:path';

/** One spelling of a path, and what the caller knows of it. */
export interface FoldedEntry<T> {
  /** The path exactly as spelt. */
  readonly path: string;
  /** The smallest tag given for the path or anything below it (see {@link FoldedPaths.add}). */
  tag: string | undefined;
  /** What the call that created the entry (for this path or one below it) attached. */
  readonly data: T | undefined;
}

/** Two spellings of one name: `later` sorts after `first`, and both have the same parent. */
export interface FoldedCollision<T> {
  readonly first: FoldedEntry<T>;
  readonly later: FoldedEntry<T>;
}

/** The name as a case-insensitive, normalizing file system compares it. */
function foldName(name: string): string {
  // Most names are printable ASCII: no normalization can change them.
  return /^[\x20-\x7e]*$/.test(name) ? name.toLowerCase() : name.normalize('NFC').toLowerCase();
}

/** Repository-relative paths, indexed by their folded spelling. */
export class FoldedPaths<T> {
  private readonly exact = new Map<string, FoldedEntry<T> & { folded: string }>();
  private readonly byFolded = new Map<string, (FoldedEntry<T> & { folded: string })[]>();

  /**
   * Adds `rel` (a normalized repository-relative path) and its directories. `tag` (optional)
   * is kept as the smallest seen for each of them, so a caller can tell which of its units a
   * path and everything below it belongs to; `data` is attached to the entries this call
   * creates (`rel` and those of its directories not added before).
   */
  add(rel: string, tag?: string, data?: T): void {
    this.ensure(rel, tag, data);
  }

  /** True when `rel` was added, or is a directory of a path added. */
  has(rel: string): boolean {
    return this.exact.has(rel);
  }

  private ensure(
    rel: string,
    tag: string | undefined,
    data?: T,
  ): FoldedEntry<T> & { folded: string } {
    const known = this.exact.get(rel);
    if (known) {
      // Ancestors already hold a tag no larger than this one's when this one's is not larger.
      if (tag !== undefined && (known.tag === undefined || tag < known.tag)) {
        known.tag = tag;
        const parent = path.posix.dirname(rel);
        if (parent !== '.') this.ensure(parent, tag, data);
      }
      return known;
    }
    const parent = path.posix.dirname(rel);
    const prefix = parent === '.' ? '' : `${this.ensure(parent, tag, data).folded}/`;
    const folded = prefix + foldName(path.posix.basename(rel));
    const entry = { path: rel, tag, data, folded };
    this.exact.set(rel, entry);
    const group = this.byFolded.get(folded);
    if (group) group.push(entry);
    else this.byFolded.set(folded, [entry]);
    return entry;
  }

  /**
   * Every pair of spellings of one name under one parent, sorted by the later path. Pairs
   * whose parents differ are left out: their parents collide, and are reported instead.
   */
  collisions(): FoldedCollision<T>[] {
    const found: FoldedCollision<T>[] = [];
    for (const group of this.byFolded.values()) {
      if (group.length < 2) continue;
      const byParent = new Map<string, FoldedEntry<T>[]>();
      for (const e of group) {
        const parent = path.posix.dirname(e.path);
        byParent.set(parent, [...(byParent.get(parent) ?? []), e]);
      }
      for (const same of byParent.values()) {
        const sorted = same.sort((a, b) => (a.path < b.path ? -1 : 1));
        const first = sorted[0] as FoldedEntry<T>;
        for (const later of sorted.slice(1)) found.push({ first, later });
      }
    }
    return found.sort((a, b) => (a.later.path < b.later.path ? -1 : 1));
  }
}
