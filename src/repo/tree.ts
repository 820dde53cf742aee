/**
 * The repository's tree as one walk listed it, with the questions every stage
 * asks of it answered from that listing: what kind of entry a path is, the
 * file behind it, whether it is surely missing. Only paths the walk could not
 * settle (behind a symlink, not listed) cost system calls, and those go
 * through the contained resolution of fs/paths.ts.
 *
 * A file has a small integer id ({@link FileId}): the walk's index for a file
 * it listed as regular, one past the listing for a file reached through a
 * symlink (by its real path). The digest service keeps its outcomes in arrays
 * indexed by it: maps keyed by absolute paths (tens of thousands of strings of
 * some 60 characters, hashed at every lookup) cost workload 2 more than the
 * arrays do.
 */
import { platform } from 'node:os';
import path from 'node:path';
import { compileGlobs } from '../util/globs.js';
import { relativeDirname } from '../util/relative-path.js';
import type { Config } from '../config/config.js';
import { listSymlinkChain, resolveInsideRoot, type ResolveResult } from '../fs/paths.js';
import { readFileInside, type ContainedReadResult } from '../fs/safe-read.js';
import {
  ALWAYS_SKIPPED_DIRS,
  DEPENDENCY_DIRS,
  walkTree,
  type EntryKind,
  type TreeEntry,
  type WalkProblem,
} from '../fs/walk.js';
import type { FileId, FileSource, HashPaths, ServedFacts } from '../hash/index.js';
import { isPassportPath } from '../formats/passport.js';
import { TreeEntries, type ListedEntries } from '../fs/tree-entries.js';
import type { DirectoryFacts, ServedDirectories, ServedFiles } from '../core/served-directories.js';

// The audit reads the entries' columns through the tree (src/audit/ reads nothing of src/fs/).
export { selectRels, TreeEntries, type ListedEntries } from '../fs/tree-entries.js';
import { createOwnerLookup, findOutputDirectories } from './ownership.js';
import { resolveRoot } from './root.js';

/**
 * The walked tree of a repository: what every stage asks of the repository's files. It is the
 * digest service's view of them too. (An interface, so rule tests can hold a tree in memory.)
 */
export interface RepoTree extends FileSource {
  /** The root as given, for the report. */
  readonly root: string;
  /** Every entry, sorted, ignore globs applied; an entry's index is its file's id. */
  readonly entries: ListedEntries;
  /** What the walk could not list: every one is a finding of the audit, a refusal of stamp. */
  readonly problems: readonly WalkProblem[];
  /** True when the walk listed `rel`. */
  has(rel: string): boolean;
  /**
   * The walk's own string for `rel` when the walk listed it (the same text), else `rel`: a
   * passport's artifact path kept as the walk's string is not a second copy of its text.
   */
  listedPath(rel: string): string;
  /** The kind of entry the walk listed at `rel`, or undefined. */
  kindOf(rel: string): EntryKind | undefined;
  /** True when the walk listed the file as a regular file (not a symlink, FIFO or device). */
  isListedRegular(file: FileId): boolean;
  /** True when the walk listed `rel` as a regular file. */
  isPlainFile(rel: string): boolean;
  /** Missing for certain, without a system call (see WalkedTree). */
  isSurelyMissing(rel: string): boolean;
  /** The repository-relative POSIX path of a real path inside the root. */
  relativeToRoot(real: string): string;
  /** The id of the file at real path `real` (inside the root). */
  fileOfReal(real: string): FileId;
  /** Follows `rel`'s symlinks; the result must stay inside the root (fs/paths.ts). */
  resolve(rel: string): Promise<ResolveResult>;
  /** The paths resolving `rel` passes through: each symlink, then where it ends (fs/paths.ts). */
  symlinkChain(rel: string): Promise<string[]>;
  /**
   * The directories the walk listed from the warm facts cache's record instead of reading them
   * ({@link walkRepository}'s `served`), in walk order; none when nothing was served.
   */
  readonly servedDirs?: readonly DirectoryFacts[];
  /** Where the record holds each file listed from a served directory (none for any other). */
  readonly servedFacts?: ServedFacts;
}

/**
 * Walks the repository at `root` (a readable directory, else ConfigurationError), skipping
 * what the config's `ignore` globs match. What cannot be listed is kept in `problems`: nothing
 * is skipped silently. A tree of more than `limits.maxEntries` (default MAX_TREE_ENTRIES,
 * fs/walk.ts) entries, counted over every piece walked, is a ConfigurationError.
 */
export async function walkRepository(
  root: string,
  config: Pick<Config, 'ignore'> & Partial<Pick<Config, 'outputs'>>,
  signal?: AbortSignal,
  limits: { maxEntries?: number; served?: ServedDirectories | undefined } = {},
): Promise<RepoTree> {
  const { maxEntries } = limits;
  const served = createServedListings(limits.served);
  const given = served?.given;
  const realRoot = await resolveRoot(root);
  const isIgnored = compileGlobs(config.ignore, 'ignore');
  const problems: WalkProblem[] = [];
  const onProblem = (problem: WalkProblem) => problems.push(problem);
  let skipped: string[] = [];
  const onDependencyDir = (rel: string) => skipped.push(rel);
  let entries = await walkTree(realRoot, (rel) => isIgnored(rel), onProblem, signal, {
    onDependencyDir,
    maxEntries,
    given,
  });
  // No built-in skip list applies inside an output directory: each dependency directory the
  // first pass left out that lies in (or is) one is walked too, until none is left (what it
  // holds can make more output directories).
  for (;;) {
    const walk = selectDependencyDirsToWalk(skipped, entries, config.outputs ?? []);
    if (walk.length === 0) break;
    skipped = skipped.filter((d) => !walk.includes(d));
    for (const from of walk) {
      const below = await walkTree(realRoot, (rel) => isIgnored(rel), onProblem, signal, {
        from,
        onDependencyDir,
        maxEntries,
        listedBefore: entries.length,
        given,
      });
      entries = entries.concat(below);
    }
    entries.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  }
  signal?.throwIfAborted();
  // Kept as columns: the entry objects are garbage from here on (fs/tree-entries.ts).
  const tree = new WalkedTree(
    root,
    realRoot,
    TreeEntries.fromSortedList(entries),
    problems,
    isIgnored,
  );
  if (served) tree.serve(served.adopted);
  return tree;
}

/** A served directory the walk reached, and the paths its listing gave, in the record's order. */
interface AdoptedDirectory {
  readonly facts: DirectoryFacts;
  /** File `i`'s root-relative path, the very string the listing gave the walk. */
  readonly paths: readonly string[];
}

/**
 * The listings of the served directories, made when the walk reaches each (a served directory
 * the work tree does not hold as a real directory is never reached, so never served), and the
 * directories it reached. A listing is every directory and file the record's files imply below
 * the directory, each directory before what it holds (the walk sorts the whole tree after).
 */
function createServedListings(served: ServedDirectories | undefined):
  | {
      given: (rel: string) => readonly TreeEntry[] | undefined;
      adopted: AdoptedDirectory[];
    }
  | undefined {
  if (!served || served.dirs.length === 0) return undefined;
  const byDir = new Map(served.dirs.map((d) => [d.dir, d]));
  const adopted: AdoptedDirectory[] = [];
  const given = (rel: string): readonly TreeEntry[] | undefined => {
    const facts = byDir.get(rel);
    if (!facts) return undefined;
    const listing: TreeEntry[] = [];
    const paths = listServedPaths(facts.files, rel, listing);
    adopted.push({ facts, paths });
    return listing;
  };
  return { given, adopted };
}

/**
 * Adds to `listing` each file of `files` under `dir` and, before it, each directory above it
 * not yet listed; returns the files' paths in the record's order. The names come in their
 * bytes' order, so a file's directories are most often the previous file's: only a change of
 * directory is looked up.
 */
function listServedPaths(files: ServedFiles, dir: string, listing: TreeEntry[]): string[] {
  const paths: string[] = [];
  const dirs = new Set<string>([dir]);
  let last = dir;
  for (let i = 0; i < files.count; i++) {
    // A string of its own, flat, as the walk makes each path (a joined array, not a template):
    // the tree's binary search compares each ~20 times (a bench whose paths were slices of the
    // text they were decoded from spent 3.3 s in that search at 10^6 files, against under 0.1 s
    // for the walk's strings: docs/performance.md, branch facts-serve).
    const own = [dir, files.nameAt(i)].join('/');
    const cut = own.lastIndexOf('/');
    if (!(cut === last.length && own.startsWith(last))) {
      last = own.slice(0, cut);
      const missing: string[] = [];
      for (let d = last; !dirs.has(d); d = relativeDirname(d)) {
        dirs.add(d);
        missing.push(d);
      }
      for (let k = missing.length - 1; k >= 0; k--)
        listing.push({ rel: missing[k] as string, kind: 'dir' });
    }
    listing.push({ rel: own, kind: 'file' });
    paths.push(own);
  }
  return paths;
}

/** The skipped dependency directories that are, or lie inside, an output directory of `entries`. */
function selectDependencyDirsToWalk(
  skipped: readonly string[],
  entries: readonly TreeEntry[],
  outputs: readonly string[],
): string[] {
  if (skipped.length === 0) return [];
  const passportDirs = new Set(
    entries
      .filter((e) => e.kind !== 'dir' && isPassportPath(e.rel))
      .map((e) => relativeDirname(e.rel)),
  );
  const { dirs } = findOutputDirectories(TreeEntries.fromList(entries), passportDirs, {
    outputs: [...outputs],
  });
  const ownerOf = createOwnerLookup(dirs);
  return skipped.filter((d) => ownerOf(`${d}/.`) !== null);
}

/** The tree one walk listed, with an index by path. */
class WalkedTree implements RepoTree {
  private readonly unlistable: ReadonlySet<string>;
  private readonly extraIds = new Map<string, number>();
  private readonly extraReals: string[] = [];
  private readonly realPrefix: string;
  /** The served directories the walk listed from their record (RepoTree.servedDirs). */
  servedDirs: readonly DirectoryFacts[] = [];
  /** Where the record holds each served file (RepoTree.servedFacts); set by {@link serve}. */
  servedFacts: ServedFacts | undefined;

  constructor(
    /** The root as given, for the report. */
    readonly root: string,
    /** The root's real path. */
    readonly realRoot: string,
    /** Every entry, sorted (strictly ascending: what `indexOf` searches), ignore globs applied. */
    readonly entries: TreeEntries,
    /** What the walk could not list: every one is a finding of the audit, a refusal of stamp. */
    readonly problems: readonly WalkProblem[],
    /** The config's `ignore` globs (a path they match was hidden from the walk). */
    readonly isIgnored: (rel: string) => boolean,
  ) {
    this.unlistable = new Set(
      problems.flatMap((problem) => (problem.kind === 'unlistable' ? [problem.rel] : [])),
    );
    this.realPrefix = realRoot.endsWith(path.sep) ? realRoot : realRoot + path.sep;
  }

  /** The index of the entry the walk listed at `rel`, or undefined. */
  private indexOf(rel: string): number | undefined {
    const i = this.entries.indexOfSorted(rel);
    return i < 0 ? undefined : i;
  }

  /**
   * Takes the directories the walk listed from their record (walkRepository's `served`), and
   * marks each entry below one with its place in `dirs` (plus one; 0: not served) and each file
   * with its index in the record. A directory's entries are one run of the sorted listing: its
   * path followed by `/` is a prefix they alone share. Marked once here, rather than by looking
   * up each file's ancestors and its path on every ask (10^6 asks at 10^6 files).
   */
  serve(adopted: readonly AdoptedDirectory[]): void {
    this.servedDirs = adopted.map((a) => a.facts);
    // Per entry: its directory's place in `dirs` plus one (0: not served), its index there.
    const marks = new Uint32Array(this.entries.size);
    const index = new Uint32Array(this.entries.size);
    adopted.forEach(({ facts, paths }, k) => {
      const prefix = `${facts.dir}/`;
      const at = this.entries.indexOfSorted(facts.dir);
      if (at < 0) return;
      // The listing's files come in the walk's order (UTF-16 code units) and the record's in
      // its bytes' order: the same but where a name past U+FFFF meets one of U+E000–U+FFFF, or
      // where the ignore globs left a file out. Each file is first taken as the record's next
      // (the very string the listing gave, so most often one pointer compare), else searched.
      let next = 0;
      for (let i = at + 1; i < this.entries.size; i++) {
        const rel = this.entries.relAt(i);
        if (!rel.startsWith(prefix)) break;
        if (this.entries.kindAt(i) !== 'file') continue;
        let j = next < paths.length && paths[next] === rel ? next : -1;
        if (j < 0) j = facts.files.indexOf(rel.slice(prefix.length));
        // Every file listed here came from the record; one that did not is read as any.
        if (j < 0) continue;
        marks[i] = k + 1;
        index[i] = j;
        next = j + 1;
      }
    });
    this.servedFacts = {
      filesOf: (file) => {
        const mark = file < marks.length ? (marks[file] as number) : 0;
        return mark === 0 ? undefined : (this.servedDirs[mark - 1] as DirectoryFacts).files;
      },
      indexOf: (file) => index[file] as number,
    };
  }

  /** Number of entries the walk listed: the ids below it are theirs. */
  get listedCount(): number {
    return this.entries.size;
  }

  /** True when the walk listed `rel`. */
  has(rel: string): boolean {
    return this.indexOf(rel) !== undefined;
  }

  /** The walk's own string for `rel` when it listed it, else `rel` (see RepoTree). */
  listedPath(rel: string): string {
    const i = this.indexOf(rel);
    return i === undefined ? rel : this.entries.relAt(i);
  }

  /** The kind of entry the walk listed at `rel`, or undefined. */
  kindOf(rel: string): EntryKind | undefined {
    const i = this.indexOf(rel);
    return i === undefined ? undefined : this.entries.kindAt(i);
  }

  /**
   * The id of `rel` when the walk listed it as a regular file, else undefined. The walk
   * descends real directories only, so such a path has no symlink on the way: it is inside
   * the root and is its own real path, without a realpath call.
   */
  fileId(rel: string): FileId | undefined {
    const i = this.indexOf(rel);
    return i !== undefined && this.entries.kindAt(i) === 'file' ? (i as FileId) : undefined;
  }

  /** True when the walk listed the file as a regular file (not a symlink, FIFO or device). */
  isListedRegular(file: FileId): boolean {
    return file < this.entries.size && this.entries.kindAt(file) === 'file';
  }

  /** True when the walk listed `rel` as a regular file. */
  isPlainFile(rel: string): boolean {
    return this.fileId(rel) !== undefined;
  }

  /**
   * Missing for certain, without a system call: neither the path nor any ancestor up to one
   * the walk listed as a real directory (or the root) was listed, and none of them is ignored
   * or skipped (which would have hidden it from the walk), and the directory the search ends at
   * was listed in full. Linux only: elsewhere a file system that folds case could find a path
   * the walk spelled differently.
   */
  isSurelyMissing(rel: string): boolean {
    if (platform() !== 'linux') return false;
    for (let p = rel; ; p = relativeDirname(p)) {
      if (p === '.') return !this.unlistable.has('.');
      const kind = this.kindOf(p);
      if (kind !== undefined) return p !== rel && kind === 'dir' && !this.unlistable.has(p);
      const name = path.posix.basename(p);
      if (this.isIgnored(p) || ALWAYS_SKIPPED_DIRS.has(name) || DEPENDENCY_DIRS.has(name))
        return false;
    }
  }

  /** The absolute path of a repository-relative path (its real path when the walk listed it). */
  absolutePathOf(rel: string): string {
    return path.sep === '/'
      ? `${this.realRoot === '/' ? '' : this.realRoot}/${rel}`
      : path.join(this.realRoot, ...rel.split('/'));
  }

  /** The repository-relative POSIX path of a real path inside the root. */
  relativeToRoot(real: string): string {
    return real === this.realRoot
      ? '.'
      : real.slice(this.realPrefix.length).split(path.sep).join('/');
  }

  /**
   * The id of the file at real path `real` (inside the root): the listed file's, when the walk
   * listed it as regular (so a file named by several spellings is read once), else one of its own.
   */
  fileOfReal(real: string): FileId {
    if (real.startsWith(this.realPrefix)) {
      const listed = this.fileId(this.relativeToRoot(real));
      if (listed !== undefined) return listed;
    }
    let id = this.extraIds.get(real);
    if (id === undefined) {
      id = this.entries.size + this.extraReals.length;
      this.extraIds.set(real, id);
      this.extraReals.push(real);
    }
    return id as FileId;
  }

  /** The real path of a file. */
  realPathOf(file: FileId): string {
    return file < this.entries.size
      ? this.absolutePathOf(this.entries.relAt(file))
      : (this.extraReals[file - this.entries.size] as string);
  }

  /**
   * How the hashing threads name `files` (FileSource.hashPathsOf): the walk's relative paths
   * under the root, each string the one the tree already holds, when every file is a listed
   * entry on a `/` file system; otherwise each file's real path and no prefix.
   */
  hashPathsOf(files: readonly FileId[]): HashPaths {
    const listed = this.entries.size;
    if (path.sep === '/' && files.every((f) => f < listed))
      return {
        prefix: this.realPrefix,
        paths: files.map((f) => this.entries.relAt(f)),
      };
    return { prefix: '', paths: files.map((f) => this.realPathOf(f)) };
  }

  /** The repository-relative path of a file (of its real path, for one reached through a symlink). */
  relOf(file: FileId): string {
    return file < this.entries.size
      ? this.entries.relAt(file)
      : this.relativeToRoot(this.realPathOf(file));
  }

  /** Follows `rel`'s symlinks; the result must stay inside the root (fs/paths.ts). */
  resolve(rel: string): Promise<ResolveResult> {
    return resolveInsideRoot(this.realRoot, rel);
  }

  /** Reads `rel` whole, after following its symlinks inside the root (fs/safe-read.ts). */
  readContained(rel: string, maxBytes: number): Promise<ContainedReadResult> {
    return readFileInside(this.realRoot, rel, maxBytes);
  }

  /** The paths resolving `rel` passes through: each symlink, then where it ends (fs/paths.ts). */
  symlinkChain(rel: string): Promise<string[]> {
    return listSymlinkChain(this.realRoot, rel);
  }
}
