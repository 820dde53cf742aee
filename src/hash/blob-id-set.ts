/**
 * A set of git object ids held as raw bytes in one buffer, asked by bytes: which blob records the
 * content cache's save keeps (hash/content-cache.ts). At 10⁶ files a `Set` of hex strings was a
 * string, a hash-table entry and its garbage per id, and the save asked it once per loaded
 * record; here the ids are one buffer and the table two typed arrays.
 *
 * Open addressing with linear probing over a table at most half full. The slot is a mix of the
 * id's first eight bytes with a seed drawn per set: the ids are hashes, but a committer can
 * search for blobs whose ids share a predictable slot (2²¹ tries each at 10⁶), and a table whose
 * probes all meet would turn the save quadratic. The seed makes the slot unpredictable.
 */
import { randomBytes } from 'node:crypto';
import type { CommitTrees } from '../vcs/commit-trees.js';

/** Raw ids (`idBytes` each), asked by {@link BlobIdSet.has} or {@link BlobIdSet.hasHex}. */
export class BlobIdSet {
  /** Slot → index of an id in `ids` plus one (0: empty). */
  private readonly slots: Int32Array;
  /** Slot → the id's first four bytes, to skip most full compares. */
  private readonly heads: Uint32Array;
  private readonly mask: number;
  private readonly seed0: number;
  private readonly seed1: number;
  /** Scratch for hasHex. */
  private readonly scratch: Buffer;

  /** The first `count` ids of `ids` (raw, `idBytes` each, at least 8). */
  constructor(
    private readonly ids: Buffer,
    readonly count: number,
    readonly idBytes: number,
  ) {
    let size = 16;
    while (size < count * 2) size *= 2;
    this.slots = new Int32Array(size);
    this.heads = new Uint32Array(size);
    this.mask = size - 1;
    const seed = randomBytes(8);
    this.seed0 = seed.readUInt32BE(0);
    this.seed1 = seed.readUInt32BE(4);
    this.scratch = Buffer.alloc(idBytes);
    for (let i = 0; i < count; i++) this.insert(i);
  }

  /** The slot an id (at `buf[at]`) starts probing from. */
  private slotOf(buf: Buffer, at: number): number {
    let h =
      (buf.readUInt32BE(at) ^ this.seed0) +
      Math.imul(buf.readUInt32BE(at + 4) ^ this.seed1, 0x85ebca6b);
    // murmur3's finalizer: every bit of both words reaches the low bits the mask keeps.
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    return h & this.mask;
  }

  private insert(i: number): void {
    const at = i * this.idBytes;
    if (this.find(this.ids, at) >= 0) return;
    let slot = this.slotOf(this.ids, at);
    while (this.slots[slot] !== 0) slot = (slot + 1) & this.mask;
    this.slots[slot] = i + 1;
    this.heads[slot] = this.ids.readUInt32BE(at);
  }

  /** The index of the id at `buf[at]` in the set, or -1. */
  private find(buf: Buffer, at: number): number {
    const head = buf.readUInt32BE(at);
    const { idBytes, ids } = this;
    for (let slot = this.slotOf(buf, at); ; slot = (slot + 1) & this.mask) {
      const held = this.slots[slot] as number;
      if (held === 0) return -1;
      if (this.heads[slot] !== head) continue;
      // The rest byte by byte: Buffer#compare with offsets validates its arguments in
      // JavaScript first (~1 µs a call, 1 s at 10⁶ in a first version).
      const start = (held - 1) * idBytes;
      let k = 4;
      while (k < idBytes && ids[start + k] === buf[at + k]) k++;
      if (k === idBytes) return held - 1;
    }
  }

  /** True when the id of `idBytes` bytes at `buf[at]` is in the set. */
  has(buf: Buffer, at: number): boolean {
    return this.find(buf, at) >= 0;
  }

  /** True when the id spelt in lower-case hex is in the set (another length: false). */
  hasHex(hex: string): boolean {
    if (hex.length !== this.idBytes * 2) return false;
    if (this.scratch.write(hex, 0, this.idBytes, 'hex') !== this.idBytes) return false;
    return this.find(this.scratch, 0) >= 0;
  }
}

/** The ids spelt in hex (each of `idBytes` bytes; another length is left out). */
export function collectHexIds(hexes: Iterable<string>, idBytes: number): BlobIdSet {
  const list = [...hexes].filter((h) => h.length === idBytes * 2);
  const ids = Buffer.alloc(list.length * idBytes);
  let count = 0;
  for (const hex of list) if (ids.write(hex, count * idBytes, idBytes, 'hex') === idBytes) count++;
  return new BlobIdSet(ids, count, idBytes);
}

/**
 * The blob ids of every regular file (mode 100644, 100755) the commit's trees name, as
 * readCommitTrees read and hashed them (vcs/commit-trees.ts): the trees' own bytes, already
 * checked there, are walked once and the ids copied, never spelt in hex.
 */
export function collectCommitBlobIds(
  trees: Pick<CommitTrees, 'treeBytes' | 'files' | 'objectFormat'>,
): BlobIdSet {
  const idBytes = trees.objectFormat === 'sha1' ? 20 : 32;
  let total = 0;
  for (const n of trees.files.values()) total += n;
  const ids = Buffer.alloc(total * idBytes);
  let count = 0;
  for (const buf of trees.treeBytes.values()) {
    let at = 0;
    while (at < buf.length) {
      // `<octal mode> SP <name> NUL <raw id>`: a regular file's mode is 100644 or 100755 (the
      // parser took any 100xxx as a file, so this does too); 40000, 120000, 160000 are not.
      const nul = buf.indexOf(0, at);
      if (buf[at] === 0x31 && buf[at + 1] === 0x30 && buf[at + 2] === 0x30 && count < total) {
        // Byte by byte: Buffer#copy of 20 bytes costs more in its checks than the copy.
        const to = count * idBytes;
        for (let k = 0; k < idBytes; k++) ids[to + k] = buf[nul + 1 + k] as number;
        count++;
      }
      at = nul + 1 + idBytes;
    }
  }
  return new BlobIdSet(ids, count, idBytes);
}
