/**
 * Whether a git index file certainly holds no gitlink (a submodule's entry, mode 160000), read
 * from the file itself: the question vcs/git.ts `createGitIgnoreRules` otherwise answers by
 * listing the whole index (`git ls-files --stage`: 77 MB and ~1.3 s of CPU in a 10⁶-file
 * checkout, for an answer that is nearly always "none"; docs/performance.md, branch
 * `git-gitlinks`). The work tree cannot answer it: a submodule that is not checked out is an
 * empty directory, and files a later step writes into it make it a plain directory to every
 * eye but git's, which still refuses a question about them.
 *
 * This is not a reader of the index: it only walks the entries' sizes and modes as git's
 * read-cache.c `create_from_disk` does (versions 2, 3 and 4; gitformat-index(5)), and says
 * "none" only when every entry is a file or a symbolic link and nothing can add entries the
 * file does not hold (a split index's shared entries, a sparse index's collapsed directories:
 * both announced by required extensions). Anything else, or anything git would refuse to read,
 * is "not known", and the caller asks git as before.
 */
import { open } from 'node:fs/promises';

/** Bytes read at a time (a 10⁶-entry index is ~86 MB: read in chunks, never held whole). */
const CHUNK_BYTES = 1 << 20;

/** An entry is read only with at least this many bytes of the chunk ahead of it (longer: not known). */
const ENTRY_MAX_BYTES = 1 << 16;

/** The flags' "extended" bit, the name length mask, and the extended flags git understands. */
const FLAG_EXTENDED = 0x4000;
const NAME_MASK = 0xfff;
const EXTENDED_KNOWN = 0x6000; // intent-to-add, skip-worktree

/**
 * True only when the index file at `file` certainly holds no gitlink, for a repository whose
 * object ids are `hashBytes` long (20: SHA-1, 32: SHA-256); false when it holds one, or when
 * that is not known (missing or unreadable file, a version or extension not understood, a
 * split or sparse index, anything git itself would refuse). Never rejects.
 */
export async function indexFileHoldsNoGitlink(file: string, hashBytes: number): Promise<boolean> {
  if (hashBytes !== 20 && hashBytes !== 32) return false;
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(file, 'r');
  } catch {
    return false;
  }
  try {
    return await walk(handle, hashBytes);
  } catch {
    return false;
  } finally {
    await handle.close().catch(() => undefined);
  }
}

async function walk(handle: Awaited<ReturnType<typeof open>>, hashBytes: number): Promise<boolean> {
  const { size } = await handle.stat();
  // Entries and extensions lie before the trailing checksum; git refuses a smaller file.
  const end = size - hashBytes;
  if (end < 12) return false;
  const buf = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, size));
  /** File offset of buf[0]; buf's bytes that hold the file; the last entry start read in it. */
  let bufAt = 0;
  let bufLength = 0;
  let window = 0;
  const load = async (at: number): Promise<void> => {
    const { bytesRead } = await handle.read(buf, 0, Math.min(buf.length, size - at), at);
    bufAt = at;
    bufLength = bytesRead;
    // An entry is read whole from the chunk: a new chunk before one could run past it.
    window = at + bytesRead < size ? bytesRead - ENTRY_MAX_BYTES : Infinity;
  };
  await load(0);
  if (bufLength < 12 || buf.toString('latin1', 0, 4) !== 'DIRC') return false;
  const version = buf.readUInt32BE(4);
  if (version < 2 || version > 4) return false;
  const count = buf.readUInt32BE(8);
  // ctime, mtime (8 bytes each), dev, ino, mode, uid, gid, size (4 each), the object id: then flags.
  const flagsAt = 40 + hashBytes;
  const v4 = version === 4;
  // Offsets below are in the chunk: `o` the entry's, `last` where the entries must end.
  let o = 12;
  let last = end;
  let previousLength = 0;
  // Bytes read one by one, not by readUInt32BE: the loop runs once, mostly before the compiler
  // has optimized it, where each call costs (W2's 22,000 entries: ~4 ms, not ~40).
  for (let i = 0; i < count; i++) {
    if (o > window) {
      await load(bufAt + o);
      last -= o;
      o = 0;
    }
    if (o + flagsAt + 2 > last) return false;
    // The mode (big-endian, 32 bits): a file (100644, 100755) or a symbolic link (120000) only.
    // A gitlink (160000): the caller lists them; a sparse directory (040000), or a mode git
    // does not write: not known.
    const kind = buf[o + 26]! & 0xf0;
    if ((kind !== 0x80 && kind !== 0xa0) || (buf[o + 24]! | buf[o + 25]!) !== 0) return false;
    const flags = (buf[o + flagsAt]! << 8) | buf[o + flagsAt + 1]!;
    let nameAt = o + flagsAt + 2;
    if ((flags & FLAG_EXTENDED) !== 0) {
      if (nameAt + 2 > last) return false;
      // git dies on an extended flag it does not know ("unknown index entry format").
      if ((((buf[nameAt]! << 8) | buf[nameAt + 1]!) & ~EXTENDED_KNOWN) !== 0) return false;
      nameAt += 2;
    }
    let length = flags & NAME_MASK;
    let entryBytes: number;
    if (v4) {
      // The name is "strip N bytes from the previous name's end" (a varint), then a suffix, NUL.
      let p = nameAt;
      let c = buf[p++]!;
      let strip = c & 127;
      while ((c & 128) !== 0) {
        if (p >= last || strip > 0xffffffff) return false;
        c = buf[p++]!;
        strip = (strip + 1) * 128 + (c & 127);
      }
      let copied = 0;
      if (i > 0) {
        // git dies: "malformed name field in the index".
        if (strip > previousLength) return false;
        copied = previousLength - strip;
      }
      if (length === NAME_MASK) {
        const nul = buf.indexOf(0, p);
        if (nul < 0 || nul >= last) return false;
        length = nul - p + copied;
      }
      if (length < copied) return false;
      entryBytes = p - o + (length - copied) + 1;
    } else {
      if (length === NAME_MASK) {
        const nul = buf.indexOf(0, nameAt);
        if (nul < 0 || nul >= last) return false;
        length = nul - nameAt;
      }
      // Padded with 1–8 NULs to a multiple of 8 (read-cache.c ondisk_ce_size).
      entryBytes = (nameAt - o + length + 8) & ~7;
    }
    if (entryBytes > ENTRY_MAX_BYTES) return false;
    previousLength = length;
    o += entryBytes;
    if (o > last) return false;
  }
  let at = bufAt + o;
  // Extensions, as git reads them: a 4-byte signature and a 4-byte size, while 8 bytes remain
  // before the checksum. A signature not starting with A–Z is required: git refuses one it does
  // not know, and the two it knows, "link" (split index) and "sdir" (sparse index), bring
  // entries this file does not hold.
  const head = Buffer.allocUnsafe(8);
  while (at + 8 <= end) {
    const { bytesRead } = await handle.read(head, 0, 8, at);
    if (bytesRead < 8) return false;
    const first = head[0] ?? 0;
    if (first < 0x41 || first > 0x5a) return false;
    at += 8 + head.readUInt32BE(4);
  }
  return true;
}
