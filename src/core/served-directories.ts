/**
 * The warm facts cache's port (issue 41, part 3; docs/performance.md, "The round together (the
 * lead, integ at `647978e`)"): an output directory of the commit whose files a run does not read,
 * because a trusted run read every one of them and their names, modes and blob ids, computed from
 * the bytes it hashed, rebuilt the directory's tree exactly (vcs/learnable-directories.ts).
 *
 * The facts are about bytes, not about a verdict: a file's digest and size do not depend on the
 * policy or the gate's version, so a served directory runs every rule a read one does, on facts
 * instead of reads, and a warm report holds the same findings as a cold one of the commit. What a
 * served directory cannot see is the work tree (an edit, an untracked file): only runs that judge
 * the commit as checked out (default-branch pushes, schedules, tags) serve, never a pull request
 * or a local audit.
 *
 * The record side (what is learned and saved, in the content cache's file under its key) and the
 * serving side (what the audit does with a served directory) meet here, and only here.
 *
 * A directory's files are held by index, in the record's own bytes ({@link ServedFiles}), not as
 * a Map of objects: at 10⁶ files a Map entry, a path string, an object and a 64-character hex
 * string per file were some 200 MiB of a warm run's peak and 1.27 s of its digest service
 * (docs/performance.md, branches facts-serve and served-columns).
 */

/** One file under a served directory, as a trusted run read it (what {@link ServedFiles} holds). */
export interface ServedFile {
  /** sha256 (hex) of the file's bytes. */
  readonly sha256: string;
  /** Its size in bytes. */
  readonly size: number;
  /** Whether git records it executable (mode 100755; else 100644). */
  readonly executable: boolean;
}

/** Bytes of a sha256 digest. */
const SHA256_BYTES = 32;

/**
 * The files under one served directory, by index, in ascending order of their names' UTF-8
 * bytes (git's order of paths, which the record keeps). File `i` is one run of {@link bytes}
 * at `starts[i]`, laid out as the content cache's file holds it (hash/directory-records.ts):
 *
 *     u16 name length ‖ name (UTF-8, relative to the directory) ‖ u8 executable (0 or 1)
 *     ‖ u64 size ‖ sha256 (32 bytes)
 *
 * all big-endian. A record loaded from the file is indexed where it lies (its bytes were checked
 * whole on load: names clean and strictly ascending, the byte 0 or 1, the size below 2⁵³), so a
 * served file costs the run four bytes beyond the file it already holds; a record learned this
 * run is written into bytes of its own the same way ({@link fromFiles}), and the save copies
 * either as it is.
 */
export class ServedFiles {
  private constructor(
    /** The bytes holding every file's run (the content cache's file, or bytes of their own). */
    readonly bytes: Buffer,
    /** Where each file's run starts in {@link bytes}. */
    private readonly starts: Uint32Array,
    /** Where the last file's run ends. */
    private readonly end: number,
  ) {}

  /**
   * The `count` files whose runs follow each other in `bytes` from `at`, as a checked record
   * holds them (hash/directory-records.ts parses the section before any record is indexed).
   */
  static fromRecord(bytes: Buffer, at: number, count: number): ServedFiles {
    const starts = new Uint32Array(count);
    let p = at;
    for (let i = 0; i < count; i++) {
      starts[i] = p;
      p += 2 + bytes.readUInt16BE(p) + 1 + 8 + SHA256_BYTES;
    }
    return new ServedFiles(bytes, starts, p);
  }

  /**
   * The files of `files` (name relative to the directory → facts), written into bytes of their
   * own in ascending order of the names' UTF-8 bytes. A name listed twice keeps its last facts.
   */
  static fromFiles(files: Iterable<readonly [string, ServedFile]>): ServedFiles {
    const byName = new Map<string, ServedFile>();
    for (const [name, file] of files) byName.set(name, file);
    const names = [...byName.keys()].sort(compareUtf8);
    let total = 0;
    for (const name of names) total += 2 + Buffer.byteLength(name) + 1 + 8 + SHA256_BYTES;
    const bytes = Buffer.alloc(total);
    const starts = new Uint32Array(names.length);
    let at = 0;
    names.forEach((name, i) => {
      const file = byName.get(name) as ServedFile;
      starts[i] = at;
      const length = bytes.write(name, at + 2, 'utf8');
      bytes.writeUInt16BE(length, at);
      at += 2 + length;
      bytes[at] = file.executable ? 1 : 0;
      bytes.writeUInt32BE(Math.floor(file.size / 2 ** 32), at + 1);
      bytes.writeUInt32BE(file.size % 2 ** 32, at + 5);
      bytes.write(file.sha256, at + 9, SHA256_BYTES, 'hex');
      at += 9 + SHA256_BYTES;
    });
    return new ServedFiles(bytes, starts, at);
  }

  /** How many files there are. */
  get count(): number {
    return this.starts.length;
  }

  /** The name of file `i`, relative to the directory (a string of its own, flat). */
  nameAt(i: number): string {
    const at = this.starts[i] as number;
    return this.bytes.toString('utf8', at + 2, at + 2 + this.bytes.readUInt16BE(at));
  }

  /** Where file `i`'s facts start: its executable byte, then its size, then its digest. */
  private factsAt(i: number): number {
    const at = this.starts[i] as number;
    return at + 2 + this.bytes.readUInt16BE(at);
  }

  /** Whether git records file `i` executable. */
  executableAt(i: number): boolean {
    return this.bytes[this.factsAt(i)] === 1;
  }

  /** The size of file `i` in bytes. */
  sizeAt(i: number): number {
    const at = this.factsAt(i) + 1;
    return this.bytes.readUInt32BE(at) * 2 ** 32 + this.bytes.readUInt32BE(at + 4);
  }

  /** Where file `i`'s sha256 lies in {@link bytes}: 32 bytes from here (no hex string made). */
  digestAt(i: number): number {
    return this.factsAt(i) + 9;
  }

  /** The sha256 (hex) of file `i`. */
  sha256At(i: number): string {
    const at = this.digestAt(i);
    return this.bytes.toString('hex', at, at + SHA256_BYTES);
  }

  /** File `i`'s facts as an object (for a caller that keeps few). */
  fileAt(i: number): ServedFile {
    return { sha256: this.sha256At(i), size: this.sizeAt(i), executable: this.executableAt(i) };
  }

  /** The index of the file named `name` (relative to the directory), or -1: a binary search. */
  indexOf(name: string): number {
    const key = Buffer.from(name, 'utf8');
    const { bytes, starts } = this;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const at = starts[mid] as number;
      const c = bytes.compare(key, 0, key.length, at + 2, at + 2 + bytes.readUInt16BE(at));
      if (c === 0) return mid;
      if (c < 0) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /** Every file's run, in order: the bytes the content cache's file holds for them. */
  runs(): Buffer {
    return this.starts.length === 0
      ? Buffer.alloc(0)
      : this.bytes.subarray(this.starts[0] as number, this.end);
  }
}

/**
 * Compares two strings by their UTF-8 bytes (the order of git's paths and the record's), without
 * encoding them: JavaScript's `<` compares UTF-16 code units, which agree with UTF-8's bytes but
 * where a surrogate (a code point past U+FFFF) meets a unit of U+E000–U+FFFF: as units it sorts
 * below, as bytes above.
 */
export function compareUtf8(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) return byteRank(x) - byteRank(y);
    return x - y;
  }
  return a.length - b.length;
}

/** A code unit at or above U+D800 moved so that surrogates rank above U+E000–U+FFFF. */
function byteRank(unit: number): number {
  return unit >= 0xe000 ? unit - 0x800 : unit + 0x2000;
}

/** An output directory of the commit, vouched for by a record of its tree. */
export interface DirectoryFacts {
  /** Root-relative POSIX path of the directory (never '.': the root is not served). */
  readonly dir: string;
  /** The directory's tree id in the commit (hex, the repository's object format). */
  readonly tree: string;
  /**
   * Every file under the directory, at any depth, by its name relative to the directory: nothing
   * else is there in the commit (no symlink, no gitlink, no other entry: such a directory is
   * never learned).
   */
  readonly files: ServedFiles;
}

/** The directories one run serves, and the commit whose trees vouch for them. */
export interface ServedDirectories {
  /** The commit id (hex) whose trees the run read and hashed (vcs/commit-trees.ts). */
  readonly commit: string;
  /** The served directories; none is at or below another. */
  readonly dirs: readonly DirectoryFacts[];
}

/**
 * The facts of directory `dir` at tree `tree` with `files` keyed by root-relative path (each
 * below `dir`): the learning run's, a test's or a library caller's way to make a record.
 */
export function createDirectoryFacts(
  dir: string,
  tree: string,
  files: Iterable<readonly [string, ServedFile]>,
): DirectoryFacts {
  const prefix = `${dir}/`;
  const named: [string, ServedFile][] = [];
  for (const [rel, file] of files) {
    // Only the prefix is checked: the names are the file's reader's to refuse (its tests write
    // bad ones on purpose through this).
    if (!rel.startsWith(prefix)) throw new Error(`internal error: ${rel} is not below ${dir}`);
    named.push([rel.slice(prefix.length), file]);
  }
  return { dir, tree, files: ServedFiles.fromFiles(named) };
}

/** The facts of the file at root-relative `rel` under `facts`' directory, if it is there. */
export function findServedFile(facts: DirectoryFacts, rel: string): ServedFile | undefined {
  const prefix = `${facts.dir}/`;
  if (!rel.startsWith(prefix)) return undefined;
  const i = facts.files.indexOf(rel.slice(prefix.length));
  return i < 0 ? undefined : facts.files.fileAt(i);
}

/** Every file of `facts` by root-relative path, in the record's order. */
export function listServedFiles(facts: DirectoryFacts): [string, ServedFile][] {
  const out: [string, ServedFile][] = [];
  for (let i = 0; i < facts.files.count; i++)
    out.push([`${facts.dir}/${facts.files.nameAt(i)}`, facts.files.fileAt(i)]);
  return out;
}
