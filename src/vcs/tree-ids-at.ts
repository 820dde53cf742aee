/**
 * The commit's tree ids at given directories, reading only the trees above them (issue 41, part
 * 3; docs/performance.md, "The commit's tree ids at given paths"). A warm run needs the key of
 * each record it may serve — an output directory's tree id at the commit — and that id is named
 * by the directory's parent: the commit and the trees from the root down to the asked
 * directories' parents are all it reads (workload 3's 10,000 output directories, `results/r*`:
 * 3 objects of 10,003). Not wired into the audit yet: its tests and bench/commit-trees.mjs reach
 * it.
 *
 * **The same reading as vcs/commit-trees.ts**, through its code (`readTrees`): one `git
 * --no-replace-objects cat-file --batch-command --buffer` (a git before 2.36 asked through
 * `--batch`), no path or id on a command line, GIT_NO_LAZY_FETCH=1, the commit resolved and the
 * root checked as the top level, each object hashed again against the id its parent named and
 * of the type its parent gave, the bounds, a generation of trees per flush. Each tree read is
 * parsed and checked whole as readCommitTrees checks it (modes, order, duplicates, names), not
 * only the entries on the way.
 *
 * **What an answer vouches for**: that the hashed chain commit → root → … → parent names this id
 * at this path with a directory's mode. Not what is below the id, nor that the object is here:
 * the asked directory's own tree is not read (unless an asked path lies below it). A tree id
 * names its whole subtree by hash, so what the subtree holds is vouched for by whoever learned a
 * record under that id — a learning run reads the whole commit (readCommitTrees), which refuses
 * the commit on any name git refuses and marks links and names not UTF-8 unservable
 * (vcs/learnable-directories.ts), so no record exists for an id with such a thing below it, nor
 * for an id that is not a tree (an entry of mode 040000 naming a blob, which readCommitTrees
 * refuses, is answered here with the blob's id, and matches no record).
 *
 * **A name git refuses** (empty, `.`, `..`, `.git` in any case, holding `/`), two entries of
 * one name, or entries out of order, in a tree that is read: the whole read's reason, as in
 * readCommitTrees (such a tree is made by hand, and its paths are ambiguous). Every spelling of
 * an asked path goes through the trees above it (a root entry `a/b` is in the root, read for any
 * path), so an asked path is never answered through a refused name. One in a tree that is not
 * read (off every asked path, or at or below an asked directory) is not seen, and no answer
 * speaks for that tree.
 */
import {
  createTreeParser,
  readTrees,
  type CommitTreesOptions,
  type NoCommitTrees,
} from './commit-trees.js';

/** The tree ids at the asked paths, as the commit's objects (hashed here) say. */
export interface TreeIdsAt {
  /** The commit read (full id). */
  readonly commit: string;
  /** `sha1` or `sha256`: the repository's object format. */
  readonly objectFormat: 'sha1' | 'sha256';
  /**
   * Each asked path, as asked → its tree id at the commit ('' or '.' the root); or null when it
   * is not a directory of the commit: absent, a file, a symbolic link or a gitlink, below one of
   * those, below a name not UTF-8 (such a directory is not read, as in readCommitTrees), or not
   * spelt as readCommitTrees spells a directory (`a/`, `./a`, `a//b`: no tree holds an empty,
   * `.` or `..` name, so they are simply not found).
   */
  readonly trees: ReadonlyMap<string, string | null>;
  /** Objects read and hashed (the commit and the trees above the asked directories). */
  readonly objects: number;
  /** Their bytes (the headers' sizes summed). */
  readonly bytes: number;
}

/**
 * The tree id at each of `paths` (root-relative POSIX directories) in `commit` (default HEAD) of
 * the repository whose top level is `root`, reading and hashing only the commit and the trees
 * above them (see the file comment); or the whole read's reason. Never rejects.
 */
export function readTreeIdsAt(
  root: string,
  paths: Iterable<string>,
  commit = 'HEAD',
  options: CommitTreesOptions = {},
): Promise<TreeIdsAt | NoCommitTrees> {
  const list = [...paths];
  const asked = new Set<string>();
  // The trees to read: every directory strictly above an asked one ('' the root, always read).
  const above = new Set<string>(['']);
  for (const path of list) {
    // The directories above it; the root ('' or '.') has none (the commit names its tree).
    asked.add(path);
    let d = path;
    while (d !== '' && d !== '.') {
      const at = d.lastIndexOf('/');
      d = at < 0 ? '' : d.slice(0, at);
      if (above.has(d)) break;
      above.add(d);
    }
  }
  return readTrees(root, commit, options, (format) => {
    const found = new Map<string, string>();
    // The parser's tallies of files and links are readCommitTrees'; here nobody asks them.
    const parseTree = createTreeParser(
      format === 'sha1' ? 20 : 32,
      new Map(),
      new Set(),
      (dir) => above.has(dir) || asked.has(dir),
    );
    return {
      visit: (wanted, buf, start, end) => {
        if (wanted.dir === '') found.set('', wanted.id);
        const children: (typeof wanted)[] = [];
        const why = parseTree(wanted.dir, buf, start, end, children);
        if (why !== null) return why;
        // An asked directory's id is its hashed parent's word: its own tree is not read
        // unless a directory asked below it needs it.
        for (const child of children) if (asked.has(child.dir)) found.set(child.dir, child.id);
        return children.filter((child) => above.has(child.dir));
      },
      finish: (read) => {
        const trees = new Map<string, string | null>();
        for (const path of list) trees.set(path, found.get(path === '.' ? '' : path) ?? null);
        return {
          commit: read.commit,
          objectFormat: format,
          trees,
          objects: read.objects,
          bytes: read.bytes,
        };
      },
    };
  });
}
