/**
 * Which directories of the commit this run read byte for byte (issue 41, part 3: the learn side
 * of the warm facts cache; docs/performance.md, "For the next piece" of branch commit-trees).
 * Not wired into the audit yet: its tests reach it.
 *
 * A record of facts may be learned for a directory only when the facts are of its tree id's
 * bytes, whatever the work tree or git's index said: `checkout` writes what a rewritten loose
 * object holds, an index can be pointed at another blob with the file's stat data, and a work
 * tree may hold edits git was never told of. So the only witness is what the gate itself read:
 * a directory is learnable when
 *
 * - every file the walk found under it (recursively) is an entry of its commit's tree (or a
 *   tree below) of that name, with the blob id the gate computed from the bytes it hashed this
 *   run and the mode its executable bit gives (100755 when set, 100644 when not);
 * - every entry of those trees was found by the walk and read (a file entry) or is a directory
 *   that is itself learnable; and
 * - it is not unservable (no symbolic link, gitlink or name not UTF-8 below it: the tree id
 *   names what the walk does not read as a file).
 *
 * Then the tree rebuilt from the names, modes and blob ids read is the tree readCommitTrees
 * hashed (its entries' order and uniqueness were checked there), so its id stands for the bytes
 * read. A directory that fails makes every directory above it fail too (a tree id names its
 * whole subtree).
 *
 * Decided: an **empty directory** of the work tree holds no file, git records none and the walk
 * lists none, so it changes nothing; a file the walk **skips as ignored** (git's rules; a tracked
 * file is never ignored) is not seen by the audit either, so it changes nothing, while a tracked
 * file the walk did not find is an entry not read and fails its directory; a file the walk found
 * but the gate **did not read** (no blob id computed this run) fails its directory: the facts would
 * then stand for bytes nobody hashed.
 */
import { readTreeEntries, type CommitTrees } from './commit-trees.js';

/** What the gate computed from the bytes of one file it read this run. */
export interface FileRead {
  /** The git blob id of the bytes hashed (`blob <size>` NUL ‖ bytes, the repository's format). */
  readonly blob: string;
  /** The file's executable bit as the walk saw it. */
  readonly executable: boolean;
}

/** The run's walk and reads, as {@link listLearnableDirectories} asks them. */
export interface RunReads {
  /** Every file the walk found (root-relative POSIX paths, each once). */
  readonly files: Iterable<string>;
  /** The blob id and executable bit computed from the bytes read for `path`, or undefined. */
  read(path: string): FileRead | undefined;
}

/** git's modes of a regular file (the only two a tree written by git holds for one). */
const MODE_REGULAR = 0o100644;
const MODE_EXECUTABLE = 0o100755;
const MODE_TREE = 0o040000;

/**
 * The directories of `trees` (root-relative, `''` the root) whose facts may be learned from
 * this run's reads: see the file comment. Pure: reads nothing but its arguments.
 */
export function listLearnableDirectories(
  trees: Pick<CommitTrees, 'trees' | 'treeBytes' | 'objectFormat' | 'unservable'>,
  reads: RunReads,
): Set<string> {
  const failed = new Set<string>(trees.unservable);
  // The walk's files by directory; a file in a directory the commit has not fails the nearest
  // directory it has (an untracked directory is an extra entry there).
  const found = new Map<string, string[]>();
  for (const file of reads.files) {
    const at = file.lastIndexOf('/');
    const dir = at < 0 ? '' : file.slice(0, at);
    if (trees.trees.has(dir)) {
      const names = found.get(dir);
      if (names === undefined) found.set(dir, [file.slice(at + 1)]);
      else names.push(file.slice(at + 1));
    } else failed.add(nearestKnown(trees.trees, dir));
  }
  for (const dir of trees.trees.keys()) {
    if (failed.has(dir)) continue;
    if (!matchesReads(trees, dir, found.get(dir) ?? [], reads)) failed.add(dir);
  }
  const learnable = new Set<string>();
  const unlearnable = markAbove(failed);
  for (const dir of trees.trees.keys()) if (!unlearnable.has(dir)) learnable.add(dir);
  return learnable;
}

/**
 * True when `dir`'s own entries are exactly the files found there, each read with its blob id
 * and mode, and its subdirectories (their own contents are judged as directories of their own).
 */
function matchesReads(
  trees: Pick<CommitTrees, 'trees' | 'treeBytes' | 'objectFormat'>,
  dir: string,
  names: readonly string[],
  reads: RunReads,
): boolean {
  const entries = readTreeEntries(trees, dir);
  if (entries === undefined) return false;
  const fileEntries = new Map<string, { mode: number; id: string }>();
  for (const entry of entries) {
    if (entry.mode === MODE_TREE) {
      // A subtree that was not read (a name not UTF-8) cannot be learned: unservable already.
      if (!trees.trees.has(dir === '' ? entry.name : `${dir}/${entry.name}`)) return false;
    } else if (entry.mode === MODE_REGULAR || entry.mode === MODE_EXECUTABLE) {
      fileEntries.set(entry.name, entry);
    } else return false; // a link, a gitlink, or a mode git no longer writes (100664)
  }
  // Each name found is a file entry, taken once (so equal counts make the two lists one).
  if (names.length !== fileEntries.size) return false;
  for (const name of names) {
    const entry = fileEntries.get(name);
    if (entry === undefined) return false;
    fileEntries.delete(name);
    const read = reads.read(dir === '' ? name : `${dir}/${name}`);
    if (read === undefined || read.blob !== entry.id) return false;
    if (read.executable !== (entry.mode === MODE_EXECUTABLE)) return false;
  }
  return true;
}

/** `dir` itself or the nearest directory above it that `trees` holds (the root at worst). */
function nearestKnown(trees: ReadonlyMap<string, string>, dir: string): string {
  while (dir !== '' && !trees.has(dir)) {
    const at = dir.lastIndexOf('/');
    dir = at < 0 ? '' : dir.slice(0, at);
  }
  return dir;
}

/** Each directory of `dirs` and every directory above it. */
function markAbove(dirs: ReadonlySet<string>): Set<string> {
  const marked = new Set<string>();
  for (let dir of dirs) {
    while (!marked.has(dir)) {
      marked.add(dir);
      if (dir === '') break;
      const at = dir.lastIndexOf('/');
      dir = at < 0 ? '' : dir.slice(0, at);
    }
  }
  return marked;
}
