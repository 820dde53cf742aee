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
 * True when the name ending `p` after `slash` is printable ASCII without a capital: it folds
 * to itself. Read in place, so the common name costs no substring.
 */
function isPlainName(p: string, slash: number): boolean {
  for (let i = slash + 1; i < p.length; i++) {
    const c = p.charCodeAt(i);
    if (c < 0x20 || c > 0x7e || (c >= 0x41 && c <= 0x5a)) return false;
  }
  return true;
}

/**
 * True when every name of `rel` is printable ASCII without a capital, so each folds to itself.
 * A set of such paths holds no collision: a pair needs a spelling that folds away
 * ({@link FoldedPaths}), so a caller whose paths all pass may skip the index (issue 41).
 */
export function foldsToItself(rel: string): boolean {
  return isPlainName(rel, -1);
}

/** True when the last name of `p` folds to itself. */
function isFoldedName(p: string): boolean {
  const slash = p.lastIndexOf('/');
  if (isPlainName(p, slash)) return true;
  const name = p.slice(slash + 1);
  return foldName(name) === name;
}

/**
 * Repository-relative paths, and the spellings of one name under one exact parent: two names
 * collide only beside each other (names under two spellings of one directory are that
 * directory's collision). Two spellings that fold alike cannot both fold to themselves, so
 * only a name that folds to something else (a capital, a non-ASCII name) is indexed by its
 * folded path: the name that folds to itself is found as that path in the exact index. A
 * tree of lowercase names keeps one map entry a path, and builds no key string (a second
 * map and key per file held 14 MiB of large objects at 100,000 files; docs/performance.md).
 * One pass per path up its directories, which stops at the first directory already known.
 */
export class FoldedPaths<T> {
  private readonly exact = new Map<string, Entry<T>>();
  /**
   * The folded path ("exact parent/folded name", or the folded name at the root) → the
   * first spelling added of a name some added spelling folds away from.
   */
  private readonly byFolded = new Map<string, Entry<T>>();
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
      this.pairWithSpellings(p, slash, parent, entry);
      p = parent;
    }
  }

  /** Pairs a new entry with the first spelling of its name added before it, if any. */
  private pairWithSpellings(p: string, slash: number, parent: string, entry: Entry<T>): void {
    let folded = p;
    if (!isPlainName(p, slash)) {
      const name = p.slice(slash + 1);
      const fold = foldName(name);
      if (fold !== name) folded = slash < 0 ? fold : `${parent}/${fold}`;
    }
    const first = this.byFolded.get(folded);
    if (first) {
      this.pairs.push([first, entry]);
      return;
    }
    // A name folding to itself is the first of its spellings until one folding to it comes.
    if (folded === p) return;
    // The spelling that folds to itself, added before, is the first.
    const found = this.exact.get(folded);
    const plain = found !== undefined && isFoldedName(found.path) ? found : undefined;
    if (plain) this.pairs.push([plain, entry]);
    this.byFolded.set(folded, plain ?? entry);
  }

  /** True when `rel` was added, or is a directory of a path added. */
  has(rel: string): boolean {
    return this.exact.has(rel);
  }

  /** How many folded names are indexed: one per name that some spelling added folds away from. */
  get foldedCount(): number {
    return this.byFolded.size;
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
