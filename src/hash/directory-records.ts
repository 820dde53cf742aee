/**
 * The warm facts cache's records in the content cache's file (issue 41, part 3;
 * core/served-directories.ts is what a record vouches for; docs/performance.md, branch
 * `facts-save`). A record holds facts about bytes, not a verdict: an output directory's path, its
 * tree id in the commit a trusted run read (vcs/commit-trees.ts), and for every file under it at
 * any depth its path relative to the directory, sha256, size and executable bit. The policy and
 * the gate's version do not enter: a serving run runs every rule on the facts.
 *
 * The section is untrusted input like the blob records beside it (hash/content-cache.ts): the
 * file's HMAC covers it, and it is parsed whole before anything is used. Layout, after the blob
 * records, `directories` records in strictly ascending order of their paths' UTF-8 bytes:
 *
 *     u16 path length ‖ path (UTF-8) ‖ tree id (20 or 32 bytes) ‖ u32 file count ‖ files
 *     file: u16 name length ‖ name (UTF-8, relative to the directory) ‖ u8 executable (0 or 1)
 *           ‖ u64 size ‖ sha256 (32 bytes)
 *
 * all big-endian, each directory's files in strictly ascending order of their names' bytes, at
 * least one file each. A path or name must be a relative POSIX path git could check out (no empty,
 * `.` or `..` segment, no NUL, valid UTF-8); anything else, a count that does not end the section
 * exactly, an executable byte not 0 or 1, an impossible size: the whole file is ignored.
 */
import { isUtf8 } from 'node:buffer';
import {
  compareUtf8,
  ServedFiles,
  type DirectoryFacts,
  type ServedDirectories,
} from '../core/served-directories.js';

/** Longest path or name held in a record (bytes of UTF-8); git's own limit is the OS's. */
const MAX_PATH_BYTES = 4096;

const SHA256_BYTES = 32;

/** The directory records of a checked file: where each one's files start, decoded on ask. */
export interface DirectoryRecords {
  /** The records in file order (ascending path bytes). */
  readonly dirs: readonly DirectoryRecord[];
  /** The file's bytes the records are views into. */
  readonly bytes: Buffer;
}

/** One record, its files not decoded. */
export interface DirectoryRecord {
  /** Root-relative POSIX path of the directory. */
  readonly dir: string;
  /** Its tree id (hex) in the commit the learning run read. */
  readonly tree: string;
  /** Where its first file starts in {@link DirectoryRecords.bytes}, and how many there are. */
  readonly at: number;
  readonly count: number;
}

/** No records (a v1 file, or none saved yet). */
export const NO_DIRECTORY_RECORDS: DirectoryRecords = { dirs: [], bytes: Buffer.alloc(0) };

/** The largest high word of a u64 size within 2⁵³ − 1 (Number.MAX_SAFE_INTEGER). */
export const MAX_SAFE_HIGH_WORD = 0x1fffff;

const SLASH = 0x2f;
const DOT = 0x2e;

/**
 * True when `bytes[start, end)` spell a relative POSIX path git could check out: no empty, `.`
 * or `..` segment, no NUL, valid UTF-8. Scanned in place: a view, a string and a split per name
 * were three objects for each of 10⁶ files on every load. The separators and dots are ASCII, so
 * bytes say it; a name with a byte past ASCII is checked as UTF-8 through a view of its own.
 */
function isCleanPath(bytes: Buffer, start: number, end: number): boolean {
  if (end === start || end - start > MAX_PATH_BYTES) return false;
  let segment = start;
  let ascii = true;
  for (let i = start; i <= end; i++) {
    const b = i < end ? (bytes[i] as number) : SLASH;
    if (b === 0) return false;
    if (b >= 0x80) ascii = false;
    if (b !== SLASH) continue;
    const n = i - segment;
    if (n === 0) return false;
    if (bytes[segment] === DOT && (n === 1 || (n === 2 && bytes[segment + 1] === DOT)))
      return false;
    segment = i + 1;
  }
  return ascii || isUtf8(bytes.subarray(start, end));
}

/**
 * Checks the directory section (`bytes[start, end)`) whole: `expected` records, each as the file
 * comment says. Returns the records, or why the file is ignored.
 */
export function parseDirectoryRecords(
  bytes: Buffer,
  start: number,
  end: number,
  expected: number,
  idBytes: number,
): DirectoryRecords | string {
  const dirs: DirectoryRecord[] = [];
  let at = start;
  // Where the previous directory's path and the previous file's name lie (-1: none yet).
  let previous = -1;
  let previousEnd = -1;
  const need = (n: number) => at + n <= end;
  for (let d = 0; d < expected; d++) {
    if (!need(2)) return `directory record ${d} is truncated`;
    const pathLength = bytes.readUInt16BE(at);
    at += 2;
    if (!need(pathLength + idBytes + 4)) return `directory record ${d} is truncated`;
    const pathAt = at;
    if (!isCleanPath(bytes, at, at + pathLength)) return `directory record ${d} has a bad path`;
    // (compare's last two arguments are the side compared: the previous path, to this one.)
    if (previous >= 0 && bytes.compare(bytes, at, at + pathLength, previous, previousEnd) >= 0)
      return `directory record ${d} is out of order`;
    previous = at;
    previousEnd = at + pathLength;
    at += pathLength;
    const tree = bytes.toString('hex', at, at + idBytes);
    at += idBytes;
    const count = bytes.readUInt32BE(at);
    at += 4;
    if (count === 0) return `directory record ${d} holds no file`;
    const first = at;
    let previousName = -1;
    let previousNameEnd = -1;
    for (let f = 0; f < count; f++) {
      if (!need(2)) return `directory record ${d} is truncated`;
      const nameLength = bytes.readUInt16BE(at);
      at += 2;
      if (!need(nameLength + 1 + 8 + SHA256_BYTES)) return `directory record ${d} is truncated`;
      if (!isCleanPath(bytes, at, at + nameLength))
        return `directory record ${d} has a bad file name`;
      if (
        previousName >= 0 &&
        bytes.compare(bytes, at, at + nameLength, previousName, previousNameEnd) >= 0
      )
        return `directory record ${d}'s files are out of order`;
      previousName = at;
      previousNameEnd = at + nameLength;
      at += nameLength;
      const executable = bytes[at] as number;
      if (executable > 1) return `directory record ${d} has a bad executable byte`;
      // Above 2⁵³ - 1 exactly when the high word is (read as two words: no BigInt per file).
      if (bytes.readUInt32BE(at + 1) > MAX_SAFE_HIGH_WORD)
        return `directory record ${d} records an impossible size`;
      at += 1 + 8 + SHA256_BYTES;
    }
    dirs.push({ dir: bytes.toString('utf8', pathAt, pathAt + pathLength), tree, at: first, count });
  }
  if (at !== end) return `${end - at} bytes after the last directory record`;
  return { dirs, bytes };
}

/**
 * The facts of one record: its files indexed where they lie in the file's bytes (no object, Map
 * entry or string per file; the section was checked whole when it was parsed).
 */
export function decodeDirectoryFacts(
  records: DirectoryRecords,
  record: DirectoryRecord,
): DirectoryFacts {
  return {
    dir: record.dir,
    tree: record.tree,
    files: ServedFiles.fromRecord(records.bytes, record.at, record.count),
  };
}

/**
 * The bytes of the directory section holding `facts` (each directory once), written into one
 * buffer sized first (at 10⁶ files a buffer per file was most of the save). The directories are
 * sorted by UTF-8 bytes (the reader checks the order, and JavaScript's string order, UTF-16 code
 * units, is not UTF-8's past U+FFFF); each one's files are already in that order, in the very
 * layout of the file (core/served-directories.ts ServedFiles), so they are copied as they are.
 */
export function encodeDirectoryRecords(facts: readonly DirectoryFacts[], idBytes: number): Buffer {
  const sorted = [...facts].sort((a, b) => compareUtf8(a.dir, b.dir));
  let total = 0;
  for (const f of sorted)
    total += 2 + Buffer.byteLength(f.dir) + idBytes + 4 + f.files.runs().length;
  const out = Buffer.alloc(total);
  let at = 0;
  for (const f of sorted) {
    const dirBytes = out.write(f.dir, at + 2, 'utf8');
    out.writeUInt16BE(dirBytes, at);
    at += 2 + dirBytes;
    out.write(f.tree, at, idBytes, 'hex');
    at += idBytes;
    out.writeUInt32BE(f.files.count, at);
    at += 4;
    at += f.files.runs().copy(out, at);
  }
  return out;
}

/**
 * The directories a run at `commit` may serve from the loaded records: those whose tree id at
 * their path in the commit (`trees`: path → tree id, from readCommitTrees or a read of the paths
 * to recorded directories) is the record's, the topmost only (none at or below another, so each
 * file is served once). A record whose path the commit does not have, or has with another
 * tree, serves nothing.
 */
export function findServedDirectories(
  records: DirectoryRecords,
  commit: string,
  trees: ReadonlyMap<string, string>,
): ServedDirectories {
  // Ascending byte order puts a directory before every directory below it (a path's bytes are a
  // prefix of those below it), so a kept directory is kept before any below it is met.
  const matching = records.dirs.filter((r) => trees.get(r.dir) === r.tree);
  const kept: DirectoryRecord[] = [];
  const keptDirs = new Set<string>();
  for (const r of matching) {
    if (isBelowAny(r.dir, keptDirs)) continue;
    kept.push(r);
    keptDirs.add(r.dir);
  }
  return { commit, dirs: kept.map((r) => decodeDirectoryFacts(records, r)) };
}

/** True when `dir` is at or below one of `dirs`. */
function isBelowAny(dir: string, dirs: ReadonlySet<string>): boolean {
  if (dirs.has(dir)) return true;
  for (let at = dir.lastIndexOf('/'); at > 0; at = dir.lastIndexOf('/', at - 1))
    if (dirs.has(dir.slice(0, at))) return true;
  return false;
}
