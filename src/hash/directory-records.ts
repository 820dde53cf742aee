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
import type { DirectoryFacts, ServedDirectories, ServedFile } from '../core/served-directories.js';

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

/** True when `bytes` spell a relative POSIX path git could check out. */
function isCleanPath(bytes: Buffer): boolean {
  if (bytes.length === 0 || bytes.length > MAX_PATH_BYTES || !isUtf8(bytes)) return false;
  if (bytes.includes(0)) return false;
  const text = bytes.toString('utf8');
  return text.split('/').every((s) => s !== '' && s !== '.' && s !== '..');
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
  let previous: Buffer | null = null;
  const need = (n: number) => at + n <= end;
  for (let d = 0; d < expected; d++) {
    if (!need(2)) return `directory record ${d} is truncated`;
    const pathLength = bytes.readUInt16BE(at);
    at += 2;
    if (!need(pathLength + idBytes + 4)) return `directory record ${d} is truncated`;
    const pathBytes = bytes.subarray(at, at + pathLength);
    if (!isCleanPath(pathBytes)) return `directory record ${d} has a bad path`;
    if (previous !== null && Buffer.compare(previous, pathBytes) >= 0)
      return `directory record ${d} is out of order`;
    previous = pathBytes;
    at += pathLength;
    const tree = bytes.toString('hex', at, at + idBytes);
    at += idBytes;
    const count = bytes.readUInt32BE(at);
    at += 4;
    if (count === 0) return `directory record ${d} holds no file`;
    const first = at;
    let previousName: Buffer | null = null;
    for (let f = 0; f < count; f++) {
      if (!need(2)) return `directory record ${d} is truncated`;
      const nameLength = bytes.readUInt16BE(at);
      at += 2;
      if (!need(nameLength + 1 + 8 + SHA256_BYTES)) return `directory record ${d} is truncated`;
      const name = bytes.subarray(at, at + nameLength);
      if (!isCleanPath(name)) return `directory record ${d} has a bad file name`;
      if (previousName !== null && Buffer.compare(previousName, name) >= 0)
        return `directory record ${d}'s files are out of order`;
      previousName = name;
      at += nameLength;
      const executable = bytes[at] as number;
      if (executable > 1) return `directory record ${d} has a bad executable byte`;
      if (bytes.readBigUInt64BE(at + 1) > BigInt(Number.MAX_SAFE_INTEGER))
        return `directory record ${d} records an impossible size`;
      at += 1 + 8 + SHA256_BYTES;
    }
    dirs.push({ dir: pathBytes.toString('utf8'), tree, at: first, count });
  }
  if (at !== end) return `${end - at} bytes after the last directory record`;
  return { dirs, bytes };
}

/** The facts of one record, decoded (files by root-relative path). */
export function decodeDirectoryFacts(
  records: DirectoryRecords,
  record: DirectoryRecord,
): DirectoryFacts {
  const { bytes } = records;
  const files = new Map<string, ServedFile>();
  let at = record.at;
  for (let f = 0; f < record.count; f++) {
    const nameLength = bytes.readUInt16BE(at);
    at += 2;
    const name = bytes.toString('utf8', at, at + nameLength);
    at += nameLength;
    const executable = bytes[at] === 1;
    const size = Number(bytes.readBigUInt64BE(at + 1));
    const sha256 = bytes.toString('hex', at + 9, at + 9 + SHA256_BYTES);
    at += 1 + 8 + SHA256_BYTES;
    files.set(`${record.dir}/${name}`, { sha256, size, executable });
  }
  return { dir: record.dir, tree: record.tree, files };
}

/**
 * The bytes of the directory section holding `facts` (each directory once; its files under it,
 * root-relative, as {@link DirectoryFacts} holds them), written into one buffer sized first (at
 * 10⁶ files a buffer per file was most of the save). Sorted by UTF-8 bytes: the reader checks the
 * order, and JavaScript's string order (UTF-16 code units) is not UTF-8's past U+FFFF.
 */
export function encodeDirectoryRecords(facts: readonly DirectoryFacts[], idBytes: number): Buffer {
  const dirs = sortByBytes(facts.map((f) => f.dir));
  const byDir = new Map(facts.map((f) => [f.dir, f]));
  const entries: { f: DirectoryFacts; names: string[] }[] = [];
  let total = 0;
  for (const dir of dirs) {
    const f = byDir.get(dir) as DirectoryFacts;
    const skip = dir.length + 1;
    const names = sortByBytes([...f.files.keys()].map((rel) => rel.slice(skip)));
    total += 2 + Buffer.byteLength(dir) + idBytes + 4;
    for (const name of names) total += 2 + Buffer.byteLength(name) + 1 + 8 + SHA256_BYTES;
    entries.push({ f, names });
  }
  const out = Buffer.alloc(total);
  let at = 0;
  for (const { f, names } of entries) {
    const dirBytes = out.write(f.dir, at + 2, 'utf8');
    out.writeUInt16BE(dirBytes, at);
    at += 2 + dirBytes;
    out.write(f.tree, at, idBytes, 'hex');
    at += idBytes;
    out.writeUInt32BE(names.length, at);
    at += 4;
    for (const name of names) {
      const file = f.files.get(`${f.dir}/${name}`) as ServedFile;
      const nameBytes = out.write(name, at + 2, 'utf8');
      out.writeUInt16BE(nameBytes, at);
      at += 2 + nameBytes;
      out[at] = file.executable ? 1 : 0;
      out.writeBigUInt64BE(BigInt(file.size), at + 1);
      out.write(file.sha256, at + 9, SHA256_BYTES, 'hex');
      at += 9 + SHA256_BYTES;
    }
  }
  return out;
}

/** `names` in ascending order of their UTF-8 bytes (the string order unless a name is past U+FFFF). */
function sortByBytes(names: string[]): string[] {
  names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  // Surrogates (U+D800–U+DFFF) sort below U+E000–U+FFFF as code units but above them as bytes.
  if (names.some((n) => /[\ud800-\udfff]/.test(n)))
    names.sort((a, b) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')));
  return names;
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
