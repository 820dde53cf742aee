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
import { markAbove, visitTreeEntries, type CommitTrees } from './commit-trees.js';

/** What the gate computed from the bytes of one file it read this run. */
export interface FileRead {
  /** The git blob id of the bytes hashed (`blob <size>` NUL ‖ bytes, the repository's format). */
  readonly blob: string;
  /** The file's executable bit as the walk saw it. */
  readonly executable: boolean;
}

/**
 * The run's walk and reads, as {@link listLearnableDirectories} asks them: the reads by the
 * file's place in the walk's list, not by path (at 10⁶ files a lookup by a path spelt again,
 * in a map of 10⁶, cost ~0.8 s of the first version's 1.6 s).
 */
export interface RunReads {
  /** Every file the walk found (root-relative POSIX paths, each once). */
  readonly files: readonly string[];
  /** The blob id and executable bit computed from the bytes read for `files[index]`, or undefined. */
  read(index: number): FileRead | undefined;
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
  const found = new Map<string, number[]>();
  const { files } = reads;
  // The walk lists a directory's files together: the previous file's directory is tried first,
  // without slicing a path or asking the map (at 10⁶ files, ~0.1 s).
  let last: number[] = [];
  let lastDir: string | null = null;
  for (let i = 0; i < files.length; i++) {
    const file = files[i] as string;
    if (lastDir !== null && isDirectlyIn(file, lastDir)) {
      last.push(i);
      continue;
    }
    const at = file.lastIndexOf('/');
    const dir = at < 0 ? '' : file.slice(0, at);
    lastDir = null;
    const indices = found.get(dir);
    if (indices !== undefined) indices.push(i);
    else if (trees.trees.has(dir)) found.set(dir, [i]);
    else {
      failed.add(nearestKnown(trees.trees, dir));
      continue;
    }
    last = found.get(dir) as number[];
    lastDir = dir;
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
 * The tree's bytes are parsed here rather than through readTreeEntries: at 10⁶ files its entry
 * objects and hex ids were ~0.2 s of 0.6 s.
 */
function matchesReads(
  trees: Pick<CommitTrees, 'trees' | 'treeBytes' | 'objectFormat'>,
  dir: string,
  indices: readonly number[],
  reads: RunReads,
): boolean {
  const buf = trees.treeBytes.get(dir);
  if (buf === undefined) return false;
  const idBytes = trees.objectFormat === 'sha1' ? 20 : 32;
  // Name → where its id starts, times two, plus one when the mode is 100755.
  const fileEntries = new Map<string, number>();
  const whole = visitTreeEntries(buf, idBytes, (mode, nameStart, nul) => {
    const name = buf.toString('utf8', nameStart, nul);
    if (mode === MODE_TREE) {
      // A subtree that was not read (a name not UTF-8) cannot be learned: unservable already.
      return trees.trees.has(dir === '' ? name : `${dir}/${name}`);
    }
    if (mode === MODE_REGULAR || mode === MODE_EXECUTABLE) {
      fileEntries.set(name, (nul + 1) * 2 + (mode === MODE_EXECUTABLE ? 1 : 0));
      return true;
    }
    return false; // a link, a gitlink, or a mode git no longer writes (100664)
  });
  if (!whole) return false;
  // Each name found is a file entry, taken once (so equal counts make the two lists one).
  if (indices.length !== fileEntries.size) return false;
  const skip = dir === '' ? 0 : dir.length + 1;
  for (const index of indices) {
    const name = (reads.files[index] as string).slice(skip);
    const entry = fileEntries.get(name);
    if (entry === undefined) return false;
    fileEntries.delete(name);
    const read = reads.read(index);
    if (read === undefined || !isSameId(buf, entry >> 1, idBytes, read.blob)) return false;
    if (read.executable !== ((entry & 1) === 1)) return false;
  }
  return true;
}

/** True when the raw id at `buf[at]` (`idBytes` long) is the lowercase hex `hex`. */
function isSameId(buf: Buffer, at: number, idBytes: number, hex: string): boolean {
  if (hex.length !== idBytes * 2) return false;
  for (let k = 0; k < idBytes; k++) {
    const byte = buf[at + k] as number;
    if (hex.charCodeAt(2 * k) !== HEX[byte >> 4] || hex.charCodeAt(2 * k + 1) !== HEX[byte & 15])
      return false;
  }
  return true;
}

/** The char codes of the lowercase hex digits. */
const HEX = [...'0123456789abcdef'].map((c) => c.charCodeAt(0));

/** True when `file` is a file of `dir` itself (not of a directory below it). */
function isDirectlyIn(file: string, dir: string): boolean {
  if (dir === '') return file.indexOf('/') < 0;
  return (
    file.length > dir.length + 1 &&
    file.charCodeAt(dir.length) === 47 &&
    file.startsWith(dir) &&
    file.indexOf('/', dir.length + 1) < 0
  );
}

/** `dir` itself or the nearest directory above it that `trees` holds (the root at worst). */
function nearestKnown(trees: ReadonlyMap<string, string>, dir: string): string {
  while (dir !== '' && !trees.has(dir)) {
    const at = dir.lastIndexOf('/');
    dir = at < 0 ? '' : dir.slice(0, at);
  }
  return dir;
}
