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

/** True when the last name of `p` folds to itself. */
function isFoldedName(p: string): boolean {
  const slash = p.lastIndexOf('/');
  if (isPlainName(p, slash)) return true;
  const name = p.slice(slash + 1);
  return foldName(name) === name;
}

/**
 * What a path holds in the index: its tag (NO_TAG for none) until something must point at it
 * (a pair, the folded index, attached data); then its entry, whose tag later adds update.
 */
type Slot<T> = string | typeof NO_TAG | Entry<T>;
const NO_TAG = Symbol('no tag');

/** The walk's files by id (repo/tree.ts): a path it lists as a file is held in an array, not a map. */
export interface FoldedFileIndex {
  /** The id of `rel` when the walk listed it as a regular file, below {@link listedCount}. */
  fileId(rel: string): number | undefined;
  readonly listedCount: number;
}

/**
 * Repository-relative paths, and the spellings of one name under one exact parent: two names
 * collide only beside each other (names under two spellings of one directory are that
 * directory's collision). Two spellings that fold alike cannot both fold to themselves, so
 * only a name that folds to something else (a capital, a non-ASCII name) is indexed by its
 * folded path: the name that folds to itself is found as that path in the exact index. A
 * tree of lowercase names keeps one map entry a path, and builds no key string (a second
 * map and key per file held 14 MiB of large objects at 100,000 files; docs/performance.md).
 * With the walk's file index, a file is held in an array slot by its id, and the map holds
 * only the directories and the paths the walk did not list as files; a path holds its tag
 * alone until a pair or the folded index points at it (the map of 100,000 files and an
 * entry object each were 11 MiB allocated after the clean 100,000-file audit's last full
 * collection, garbage its peak carried; docs/performance.md, "The clean audit's peak").
 * One pass per path up its directories, which stops at the first directory already known.
 */
export class FoldedPaths<T> {
  private readonly exact = new Map<string, Slot<T>>();
  private readonly files: FoldedFileIndex | undefined;
  private readonly fileSlots: (Slot<T> | undefined)[];
  /**
   * The folded path ("exact parent/folded name", or the folded name at the root) → the
   * first spelling added of a name some added spelling folds away from.
   */
  private readonly byFolded = new Map<string, Entry<T>>();
  private readonly pairs: [Entry<T>, Entry<T>][] = [];

  /** `files`: the walk's file ids, to hold its files in an array (optional: all in the map). */
  constructor(files?: FoldedFileIndex) {
    this.files = files;
    this.fileSlots = files ? new Array<Slot<T> | undefined>(files.listedCount) : [];
  }

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
      const id = this.files?.fileId(p);
      const known = id === undefined ? this.exact.get(p) : this.fileSlots[id];
      if (known !== undefined) {
        // Its directories hold a tag no larger than its own: stop unless this one is smaller.
        const knownTag = tagOf(known);
        if (tag === undefined || (knownTag !== undefined && knownTag <= tag)) return;
        if (typeof known === 'object') known.tag = tag;
        else this.put(p, id, tag);
        p = parent;
        continue;
      }
      this.put(p, id, data === undefined ? (tag ?? NO_TAG) : { path: p, tag, data });
      this.pairWithSpellings(p, id, slash, parent);
      p = parent;
    }
  }

  private get(p: string): Slot<T> | undefined {
    const id = this.files?.fileId(p);
    return id === undefined ? this.exact.get(p) : this.fileSlots[id];
  }

  private put(p: string, id: number | undefined, slot: Slot<T>): void {
    if (id === undefined) this.exact.set(p, slot);
    else this.fileSlots[id] = slot;
  }

  /** The entry of `p` (added): made now, in its slot, if only its tag was held. */
  private entryOf(p: string, id: number | undefined, slot: Slot<T>): Entry<T> {
    if (typeof slot === 'object') return slot;
    const entry: Entry<T> = { path: p, tag: tagOf(slot), data: undefined };
    this.put(p, id, entry);
    return entry;
  }

  /** Pairs a new entry with the first spelling of its name added before it, if any. */
  private pairWithSpellings(
    p: string,
    id: number | undefined,
    slash: number,
    parent: string,
  ): void {
    let folded = p;
    if (!isPlainName(p, slash)) {
      const name = p.slice(slash + 1);
      const fold = foldName(name);
      if (fold !== name) folded = slash < 0 ? fold : `${parent}/${fold}`;
    }
    const first = this.byFolded.get(folded);
    if (first) {
      this.pairs.push([first, this.entryOf(p, id, this.get(p) as Slot<T>)]);
      return;
    }
    // A name folding to itself is the first of its spellings until one folding to it comes.
    if (folded === p) return;
    // The spelling that folds to itself, added before, is the first.
    const foldedId = this.files?.fileId(folded);
    const found = foldedId === undefined ? this.exact.get(folded) : this.fileSlots[foldedId];
    const plain =
      found !== undefined && isFoldedName(folded)
        ? this.entryOf(folded, foldedId, found)
        : undefined;
    const entry = this.entryOf(p, id, this.get(p) as Slot<T>);
    if (plain) this.pairs.push([plain, entry]);
    this.byFolded.set(folded, plain ?? entry);
  }

  /** True when `rel` was added, or is a directory of a path added. */
  has(rel: string): boolean {
    return this.get(rel) !== undefined;
  }

  /** How many folded names are indexed: one per name that some spelling added folds away from. */
  get foldedCount(): number {
    return this.byFolded.size;
  }

  /** How many paths the map holds: those the file index (if any) does not hold by id. */
  get mappedCount(): number {
    return this.exact.size;
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

/** The tag a slot holds. */
function tagOf<T>(slot: Slot<T>): string | undefined {
  if (typeof slot === 'object') return slot.tag;
  return slot === NO_TAG ? undefined : slot;
}
