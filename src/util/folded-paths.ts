/**
 * Paths that are one file on a case-insensitive or normalizing file system
 * (macOS, Windows): `results/data/` and `results/Data/`, `café` written NFC
 * and NFD. Every path added brings its directories along, so two output
 * directories that differ only by case are found as directories (once), not
 * as each pair of files below them, and a file beside a directory of the same
 * folded name is found too. Pure: paths in, collisions out.
 */
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

type Entry<T> = { path: string; tag: string | undefined; data: T | undefined };

/**
 * Repository-relative paths, each name indexed under its exact parent by its folded
 * spelling: two names collide only beside each other (names under two spellings of one
 * directory are that directory's collision). One pass per path up its directories, which
 * stops at the first directory already known: tens of thousands of files cost a map lookup
 * or two each, and no path module call.
 */
export class FoldedPaths<T> {
  private readonly exact = new Map<string, Entry<T>>();
  /** "exact parent/folded name" → the first spelling added. */
  private readonly bySibling = new Map<string, Entry<T>>();
  private readonly pairs: [Entry<T>, Entry<T>][] = [];

  /**
   * Adds `rel` (a normalized repository-relative path) and its directories. `tag` (optional)
   * is kept as the smallest seen for each of them, so a caller can tell which of its units a
   * path and everything below it belongs to; `data` is attached to the entries this call
   * creates (`rel` and those of its directories not added before).
   */
  add(rel: string, tag?: string, data?: T): void {
    for (let p = rel; p !== '' && p !== '.';) {
      const slash = p.lastIndexOf('/');
      const parent = slash < 0 ? '' : p.slice(0, slash);
      const known = this.exact.get(p);
      if (known) {
        // Its directories hold a tag no larger than its own: stop unless this one is smaller.
        if (tag === undefined || (known.tag !== undefined && known.tag <= tag)) return;
        known.tag = tag;
        p = parent;
        continue;
      }
      const entry: Entry<T> = { path: p, tag, data };
      this.exact.set(p, entry);
      const key = `${parent}/${foldName(p.slice(slash + 1))}`;
      const sibling = this.bySibling.get(key);
      if (sibling) this.pairs.push([sibling, entry]);
      else this.bySibling.set(key, entry);
      p = parent;
    }
  }

  /** True when `rel` was added, or is a directory of a path added. */
  has(rel: string): boolean {
    return this.exact.has(rel);
  }

  /**
   * Every pair of spellings of one name under one parent (each later spelling with the first
   * added), sorted by the later path. Names under two spellings of one directory are left
   * out: the directories collide, and are the pair.
   */
  collisions(): FoldedCollision<T>[] {
    return this.pairs
      .map(([a, b]) => (a.path < b.path ? { first: a, later: b } : { first: b, later: a }))
      .sort((x, y) => (x.later.path < y.later.path ? -1 : 1));
  }
}
