/**
 * Hash outcomes by file id, in columns: a file that hashed plainly (the common case: no Git LFS
 * pointer, no blob id) is 32 bytes of one shared buffer, a size and a tag, not an object holding
 * a 64-character hex string. Every other outcome (a refusal, a pointer-shaped file, one with a
 * blob id for the content cache) is kept as it is, in a map: a run has few of them.
 *
 * Why: the digest service holds one outcome per file to the end of the run, and on workload 4's
 * clean twin (100,000 files) those objects and their hex strings were some 14 MB of a heap of
 * 119 MB (docs/performance.md, Issue 41, "The per-file state"). An outcome read back is made
 * again, young and short-lived, with the same fields in the same order as the one stored.
 */
import { recordsDigest, type ArtifactRef } from '../core/passport.js';
import { growCapacity } from '../util/capacity.js';
import type { HashOutcome } from './hash-files.js';

/** Bytes of one SHA-256 digest. */
const DIGEST_BYTES = 32;

/** A digest the columns hold exactly: 64 lowercase hex digits (what `digest('hex')` writes). */
const PLAIN_HEX = /^[0-9a-f]{64}$/;

/** Tags of {@link OutcomeTable}: no outcome, one in the columns, one in the map. */
const NONE = 0;
const COLUMNS = 1;
const OTHER = 2;

/** Hash outcomes indexed by file id; grows to any id it is given. */
export class OutcomeTable {
  private tags: Uint8Array;
  private sizes: Float64Array;
  private digests: Buffer;
  private readonly others = new Map<number, HashOutcome>();

  /** A table with room for ids below `capacity` (it grows past them when needed). */
  constructor(capacity: number) {
    const n = Math.max(1, capacity);
    this.tags = new Uint8Array(n);
    this.sizes = new Float64Array(n);
    this.digests = Buffer.alloc(n * DIGEST_BYTES);
  }

  /** Sets (or, with undefined, clears) the outcome of `file`. */
  set(file: number, outcome: HashOutcome | undefined): void {
    if (outcome === undefined) {
      if (file < this.tags.length && this.tags[file] === OTHER) this.others.delete(file);
      if (file < this.tags.length) this.tags[file] = NONE;
      return;
    }
    this.reserve(file);
    if (isPlain(outcome)) {
      if (this.tags[file] === OTHER) this.others.delete(file);
      this.digests.write(outcome.sha256, file * DIGEST_BYTES, DIGEST_BYTES, 'hex');
      this.sizes[file] = outcome.size;
      this.tags[file] = COLUMNS;
      return;
    }
    this.others.set(file, outcome);
    this.tags[file] = OTHER;
  }

  /**
   * Sets a plain outcome of `file` from a digest held as bytes (`source[at, at + 32)`, the warm
   * facts cache's record) and its size: no hex string made and parsed back per file.
   */
  setDigest(file: number, source: Uint8Array, at: number, size: number): void {
    this.reserve(file);
    if (this.tags[file] === OTHER) this.others.delete(file);
    // Byte by byte: a view or a native copy per file costs more than 32 stores (10⁶ files).
    const digests = this.digests;
    const to = file * DIGEST_BYTES;
    for (let k = 0; k < DIGEST_BYTES; k++) digests[to + k] = source[at + k] as number;
    this.sizes[file] = size;
    this.tags[file] = COLUMNS;
  }

  /** The outcome of `file`, undefined when it has none. */
  get(file: number): HashOutcome | undefined {
    const tag = file < this.tags.length ? this.tags[file] : NONE;
    if (tag === COLUMNS) {
      const at = file * DIGEST_BYTES;
      return {
        ok: true,
        sha256: this.digests.toString('hex', at, at + DIGEST_BYTES),
        size: this.sizes[file] as number,
      };
    }
    return tag === OTHER ? this.others.get(file) : undefined;
  }

  /** One more than the largest id the table has room for: every id with an outcome is below it. */
  get capacity(): number {
    return this.tags.length;
  }

  /**
   * The size of `file` when it hashed plainly (its digest in the columns) and `ref` records that
   * very digest as bytes (core/passport.ts recordsDigest); undefined otherwise, the caller then
   * compares the outcome as usual. No hex string is made on either side.
   */
  sizeIfRecorded(file: number, ref: ArtifactRef): number | undefined {
    if (file >= this.tags.length || this.tags[file] !== COLUMNS) return undefined;
    return recordsDigest(ref, this.digests, file * DIGEST_BYTES) === true
      ? this.sizes[file]
      : undefined;
  }

  /** Whether `file` has an outcome. */
  has(file: number): boolean {
    return file < this.tags.length && this.tags[file] !== NONE;
  }

  /**
   * The outcome of `file` when it is not a plain digest (a refusal, a Git LFS pointer, one with
   * a blob id), without making one for a plain digest: undefined for those and for no outcome.
   */
  special(file: number): HashOutcome | undefined {
    return file < this.tags.length && this.tags[file] === OTHER ? this.others.get(file) : undefined;
  }

  /** The size of `file` when it hashed, undefined when it did not (or has no outcome). */
  hashedSize(file: number): number | undefined {
    const tag = file < this.tags.length ? this.tags[file] : NONE;
    if (tag === COLUMNS) return this.sizes[file];
    const other = tag === OTHER ? this.others.get(file) : undefined;
    return other?.ok ? other.size : undefined;
  }

  /** Room for `file`: the columns double until it fits. */
  private reserve(file: number): void {
    if (file < this.tags.length) return;
    const n = growCapacity(this.tags.length, file + 1);
    const tags = new Uint8Array(n);
    tags.set(this.tags);
    const sizes = new Float64Array(n);
    sizes.set(this.sizes);
    const digests = Buffer.alloc(n * DIGEST_BYTES);
    this.digests.copy(digests);
    this.tags = tags;
    this.sizes = sizes;
    this.digests = digests;
  }
}

/**
 * An outcome the columns hold with nothing lost: it hashed, it has exactly the fields `ok`,
 * `sha256` and `size` (no LFS pointer, no blob id), and its digest reads back the same.
 */
function isPlain(outcome: HashOutcome): outcome is { ok: true; sha256: string; size: number } {
  return (
    outcome.ok && !('lfs' in outcome) && !('blob' in outcome) && PLAIN_HEX.test(outcome.sha256)
  );
}
