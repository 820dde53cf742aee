/**
 * The content cache (opt-in, for release gating): sha256 digests keyed by git blob id, so an
 * audit of a large repository reads only the files whose blob it has not met before. SECURITY.md
 * ("The content cache") is its threat model; in short:
 *
 *  - A lookup by key is sound only for a file git vouches for as byte-for-byte its blob
 *    (vcs/vouched-blobs.ts); every other file is hashed from its bytes. What the cache learns
 *    is keyed by the blob id computed from the bytes hashed (`blob <size>\0` ‖ bytes, in the
 *    repository's object format), never by the index's blob id for the path: an index pointed
 *    at another blob with the file's stat data cannot teach it a digest for bytes not read.
 *  - The file is untrusted input: bounded (MAX_CONTENT_CACHE_BYTES), one header line checked
 *    field by field, fixed-size records in strictly ascending blob order, and an HMAC-SHA256
 *    of the header's fields and the records under a secret key only the writing runs hold (a
 *    step of the same job, or a cache saved by other code under the same key name, cannot
 *    forge entries without it). Anything off (corrupt, truncated, oversized, another repository,
 *    another object format) and the whole file is ignored with a notice: never trusted in part.
 *  - A hit is used only when it equals the digest the passport records; one that differs is
 *    hashed from the bytes, so every finding comes from bytes read (hash/digests.ts).
 *  - Only runs that may write it (default-branch and release runs, never a pull request) call
 *    {@link ContentCache.save}; the decision is core/content-cache-policy.ts's.
 *
 * Format: `{"format":"passport-gate-content-cache",…}\n` then `entries` records of
 * blob id (20 or 32 bytes) ‖ sha256 (32 bytes) ‖ size (8 bytes, big-endian); in version 2,
 * then `directory_bytes` bytes of `directories` records of the warm facts cache
 * (hash/directory-records.ts), under the same HMAC. A version 1 file (written by a gate before
 * the facts cache) is read for its digests, with no directory records: an upgrade keeps the
 * digests a repository's runs have learned, and the first run that saves writes version 2.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { open, rename, rm, type FileHandle } from 'node:fs/promises';
import { constants } from 'node:fs';
import path from 'node:path';
import {
  isNoVouch,
  listVouchedBlobs,
  readObjectFormat,
  type NoVouch,
  type VouchedBlobs,
} from '../vcs/vouched-blobs.js';
import type { KnownDigest, KnownDigests } from './digests.js';
import type { DirectoryFacts } from '../core/served-directories.js';
import type { CommitTrees } from '../vcs/commit-trees.js';
import { collectCommitBlobIds, collectHexIds, type BlobIdSet } from './blob-id-set.js';
import {
  encodeDirectoryRecords,
  MAX_SAFE_HIGH_WORD,
  NO_DIRECTORY_RECORDS,
  parseDirectoryRecords,
  type DirectoryRecord,
  type DirectoryRecords,
} from './directory-records.js';

/** Largest cache file read: some 16 million entries of a sha1 repository. */
export const MAX_CONTENT_CACHE_BYTES = 1 << 30;

/** Longest header line. */
const MAX_HEADER_BYTES = 4096;

const FORMAT = 'passport-gate-content-cache';
/** The version written; version 1 (digests only) is read too. */
const VERSION = 2;
const SHA256_BYTES = 32;
const SIZE_BYTES = 8;

/** The header line, as written. */
interface Header {
  format: string;
  version: number;
  repository: string;
  object_format: 'sha1' | 'sha256';
  entries: number;
  /** Version 2: the directory records and their bytes (after the blob records). */
  directories?: number;
  directory_bytes?: number;
  records_hmac: string;
}

/** How a cache was loaded: the notices say why a file was ignored, in one line each. */
export interface ContentCacheLoad {
  readonly cache: ContentCache;
  readonly notices: readonly string[];
}

/** Options of {@link loadContentCache}. */
export interface ContentCacheOptions {
  /** The repository the cache belongs to (`owner/name`): a file for another is ignored. */
  readonly repository: string;
  /**
   * The secret that authenticates the file (HMAC-SHA256 over its header fields and records):
   * only a holder of it can write entries the gate accepts. At least {@link MIN_KEY_BYTES}.
   */
  readonly key: string;
}

/** Shortest key accepted (bytes of UTF-8). */
export const MIN_KEY_BYTES = 16;

/**
 * Loads the cache at `file` for the work tree at `root`. Never rejects for the file's content
 * or absence: an unusable file is a notice and an empty cache; git's failure to vouch is a
 * notice and a cache that vouches for nothing.
 */
export async function loadContentCache(
  root: string,
  file: string,
  options: ContentCacheOptions,
  { vouch = true }: { vouch?: boolean } = {},
): Promise<ContentCacheLoad> {
  const notices: string[] = [];
  const [vouched, bytes] = await Promise.all([
    vouch ? listVouchedBlobs(root) : readUnvouched(root),
    readCacheFile(file),
  ]);
  let known: VouchedBlobs = { objectFormat: 'sha1', blobs: new Map() };
  if (isNoVouch(vouched)) notices.push(`content cache not used: ${vouched.reason}`);
  else known = vouched;
  let records: Records | null = null;
  if (typeof bytes === 'string') {
    if (bytes !== 'missing') notices.push(`content cache ${file} ignored: ${bytes}`);
  } else if (!isNoVouch(vouched)) {
    const parsed = parseCacheFile(bytes, options, vouched.objectFormat);
    if (typeof parsed === 'string') notices.push(`content cache ${file} ignored: ${parsed}`);
    else records = parsed;
  }
  return { cache: new ContentCache(root, options, known, records), notices };
}

/** The object format, and no file vouched for ({@link ContentCache.vouch} asks git later). */
async function readUnvouched(root: string): Promise<VouchedBlobs | NoVouch> {
  const objectFormat = await readObjectFormat(root);
  return typeof objectFormat === 'string' ? { objectFormat, blobs: new Map() } : objectFormat;
}

/** The records of a checked cache file. */
interface Records {
  readonly bytes: Buffer;
  readonly offset: number;
  readonly count: number;
  readonly idBytes: number;
  /** The warm facts cache's records (none in a version 1 file). */
  readonly directories: DirectoryRecords;
}

/** The file's bytes, or why not ('missing' when there is none: the first run). */
async function readCacheFile(file: string): Promise<Buffer | string> {
  let handle;
  try {
    handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? 'missing' : `cannot be opened (${code ?? 'error'})`;
  }
  try {
    const st = await handle.stat();
    if (!st.isFile()) return 'not a regular file';
    if (st.size > MAX_CONTENT_CACHE_BYTES)
      return `larger than ${MAX_CONTENT_CACHE_BYTES} bytes (${st.size})`;
    const bytes = Buffer.alloc(st.size);
    const { bytesRead } = await handle.read(bytes, 0, st.size, 0);
    return bytesRead === st.size ? bytes : 'changed while read';
  } catch (error) {
    return `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`;
  } finally {
    await handle.close();
  }
}

/** Checks a cache file whole; returns its records, or why it is ignored. */
export function parseCacheFile(
  bytes: Buffer,
  { repository, key }: ContentCacheOptions,
  objectFormat: 'sha1' | 'sha256',
): Records | string {
  const nl = bytes.subarray(0, MAX_HEADER_BYTES + 1).indexOf(0x0a);
  if (nl < 0) return 'no header line';
  let header: unknown;
  try {
    header = JSON.parse(bytes.subarray(0, nl).toString('utf8'));
  } catch {
    return 'the header is not JSON';
  }
  const problem = checkHeader(header);
  if (problem) return problem;
  const h = header as Header;
  if (h.repository !== repository)
    return `written for another repository (${JSON.stringify(h.repository)})`;
  if (h.object_format !== objectFormat)
    return `written for ${h.object_format} object ids, this repository uses ${objectFormat}`;
  const idBytes = objectFormat === 'sha1' ? 20 : 32;
  const recordBytes = idBytes + SHA256_BYTES + SIZE_BYTES;
  const offset = nl + 1;
  const directoryBytes = h.directory_bytes ?? 0;
  if (bytes.length - offset !== h.entries * recordBytes + directoryBytes)
    return `truncated or padded: ${bytes.length - offset} bytes of records for ${h.entries} entries and ${directoryBytes} bytes of directory records`;
  const records = bytes.subarray(offset);
  const mac = authenticate(key, h, records);
  if (!timingSafeEqual(mac, Buffer.from(h.records_hmac, 'hex')))
    return 'its authentication code does not match (another key, or the file was altered)';
  // Each entry checked in place, nothing built per entry (a serving run looks none up, and a
  // save carries them through as bytes): a size's high word within 2⁵³'s, and the ids strictly
  // ascending — their first words compared, the whole ids only when those are equal.
  let previousHead = -1;
  for (let i = 0; i < h.entries; i++) {
    const at = i * recordBytes;
    if (records.readUInt32BE(at + idBytes + SHA256_BYTES) > MAX_SAFE_HIGH_WORD)
      return `entry ${i} records an impossible size`;
    const head = records.readUInt32BE(at);
    if (
      head < previousHead ||
      (head === previousHead &&
        // The previous id (source) against this one (target): not below it is out of order.
        records.compare(records, at, at + idBytes, at - recordBytes, at - recordBytes + idBytes) >=
          0)
    )
      return `entry ${i} is out of order`;
    previousHead = head;
  }
  const start = offset + h.entries * recordBytes;
  const directories =
    h.version === 1
      ? NO_DIRECTORY_RECORDS
      : parseDirectoryRecords(bytes, start, bytes.length, h.directories ?? 0, idBytes);
  if (typeof directories === 'string') return directories;
  return { bytes, offset, count: h.entries, idBytes, directories };
}

/** Why a parsed header is not one, or null. */
function checkHeader(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'the header is not an object';
  const h = value as Record<string, unknown>;
  const keys = Object.keys(h).sort().join(',');
  const fields =
    h.version === 1
      ? 'entries,format,object_format,records_hmac,repository,version'
      : 'directories,directory_bytes,entries,format,object_format,records_hmac,repository,version';
  if (keys !== fields) return `the header has other fields (${keys.slice(0, 120)})`;
  if (h.format !== FORMAT || (h.version !== 1 && h.version !== VERSION))
    return 'not a content cache of this version';
  if (h.version === VERSION) {
    for (const field of ['directories', 'directory_bytes'])
      if (
        typeof h[field] !== 'number' ||
        !Number.isSafeInteger(h[field]) ||
        (h[field] as number) < 0
      )
        return `bad ${field}`;
  }
  if (typeof h.repository !== 'string' || h.repository.length > 256) return 'bad repository';
  if (h.object_format !== 'sha1' && h.object_format !== 'sha256') return 'bad object_format';
  if (typeof h.entries !== 'number' || !Number.isSafeInteger(h.entries) || h.entries < 0)
    return 'bad entries';
  if (typeof h.records_hmac !== 'string' || !/^[0-9a-f]{64}$/.test(h.records_hmac))
    return 'bad records_hmac';
  return null;
}

/** A digest learned from the bytes this run, and the blob id of those bytes (computed, not git's). */
interface Learned {
  readonly blob: string;
  readonly sha256: string;
  readonly size: number;
}

/** The cache of one run: lookups by path, digests learned, saving (see the file comment). */
export class ContentCache implements KnownDigests {
  private readonly learned = new Map<string, Learned>();
  /** Lookups answered and not, for the run's summary. */
  hits = 0;
  misses = 0;

  constructor(
    private readonly root: string,
    private readonly options: ContentCacheOptions,
    private vouched: VouchedBlobs,
    private readonly records: Records | null,
  ) {}

  /**
   * Asks git which files it vouches for, for a cache loaded with `vouch: false` (a run that
   * serves directories does not: see operations/content-cache.ts). Returns a notice when git
   * cannot vouch (the cache then vouches for nothing), or null.
   */
  async vouch(): Promise<string | null> {
    const vouched = await listVouchedBlobs(this.root);
    if (isNoVouch(vouched)) return `content cache not used: ${vouched.reason}`;
    if (vouched.objectFormat !== this.vouched.objectFormat)
      return 'content cache not used: the object format changed while it was loaded';
    this.vouched = vouched;
    return null;
  }

  /** The object format blob ids are learned in: the repository's. */
  get blobFormat(): 'sha1' | 'sha256' {
    return this.vouched.objectFormat;
  }

  /** Entries the loaded file held. */
  get loadedEntries(): number {
    return this.records?.count ?? 0;
  }

  /** The warm facts cache's records the loaded file held (findServedDirectories serves them). */
  get directoryRecords(): DirectoryRecords {
    return this.records?.directories ?? NO_DIRECTORY_RECORDS;
  }

  /** Digests learned this run from bytes read, by the root-relative path of the file read. */
  learnedAt(
    rel: string,
  ): { readonly blob: string; readonly sha256: string; readonly size: number } | undefined {
    return this.learned.get(rel);
  }

  /**
   * The directories learned this run (hash/learn-directories.ts) and the commit's trees they were
   * learned against (path → tree id): {@link save} writes those, and keeps a loaded record only
   * where the commit still has its tree at its path (operations/content-cache.ts calls it before
   * the save of a run that learned).
   */
  learnDirectories(facts: readonly DirectoryFacts[], trees: ReadonlyMap<string, string>): void {
    this.directoryFacts = { facts, trees };
  }

  private directoryFacts: {
    facts: readonly DirectoryFacts[];
    trees: ReadonlyMap<string, string>;
  } | null = null;

  /**
   * The directory section to save: the records learned this run, and the loaded ones the commit
   * still holds at their path (not learned again), in ascending path bytes. A kept record is
   * carried through as the bytes it was loaded from (checked on load, and the bytes the encoder
   * writes for its facts), not decoded and encoded again: at 10⁶ files a warm saving run kept
   * 990,000 files' facts that way, ~2 s of Maps and strings.
   */
  private collectDirectories(idBytes: number): Section {
    const learned = this.directoryFacts;
    if (!learned) return { parts: [], count: 0 };
    const pieces: { key: Buffer; bytes: Buffer }[] = learned.facts.map((f) => ({
      key: Buffer.from(f.dir, 'utf8'),
      bytes: encodeDirectoryRecords([f], idBytes),
    }));
    pieces.sort((a, b) => Buffer.compare(a.key, b.key));
    const fresh = new Set(learned.facts.map((f) => f.dir));
    const loaded = this.directoryRecords;
    const { bytes } = loaded;
    // A record's bytes start at its path's length (its files start after the path, the tree id
    // and the count) and end where the next one starts; the last ends the file (checked on load).
    const startOf = (k: number): number => {
      const r = loaded.dirs[k] as DirectoryRecord;
      return r.at - 4 - idBytes - Buffer.byteLength(r.dir, 'utf8') - 2;
    };
    const out: Buffer[] = [];
    let count = 0;
    let next = 0;
    // Kept records next to each other in the loaded file go out as one part.
    let runStart = 0;
    let runEnd = 0;
    const flush = (): void => {
      if (runEnd > runStart) out.push(bytes.subarray(runStart, runEnd));
      runStart = runEnd = 0;
    };
    for (let k = 0; k < loaded.dirs.length; k++) {
      const r = loaded.dirs[k] as DirectoryRecord;
      if (fresh.has(r.dir) || learned.trees.get(r.dir) !== r.tree) continue;
      const start = startOf(k);
      const end = k + 1 < loaded.dirs.length ? startOf(k + 1) : bytes.length;
      const key = bytes.subarray(start + 2, start + 2 + bytes.readUInt16BE(start));
      while (
        next < pieces.length &&
        Buffer.compare((pieces[next] as { key: Buffer }).key, key) < 0
      ) {
        flush();
        out.push((pieces[next++] as { bytes: Buffer }).bytes);
      }
      if (runEnd !== start) {
        flush();
        runStart = start;
      }
      runEnd = end;
      count++;
    }
    flush();
    while (next < pieces.length) out.push((pieces[next++] as { bytes: Buffer }).bytes);
    return { parts: out, count: count + pieces.length };
  }

  lookup(rel: string): KnownDigest | undefined {
    const blob = this.vouched.blobs.get(rel);
    const found = blob !== undefined ? this.find(blob) : undefined;
    if (found) this.hits++;
    else this.misses++;
    return found;
  }

  /**
   * Keyed by the blob id of the bytes hashed (hash/digests.ts computes it beside the digest),
   * never by the blob git's index names for `rel`: a step before the gate can point the index
   * at another blob with the file's real stat data (issue 35 #5), and a digest saved under that
   * blob would then stand for bytes no run read.
   */
  learn(rel: string, sha256: string, size: number, blob: string): void {
    if (blob.length === (this.vouched.objectFormat === 'sha1' ? 40 : 64))
      this.learned.set(rel, { blob, sha256, size });
  }

  /** The record of `blob` (hex) in the loaded file, by binary search. */
  private find(blob: string): KnownDigest | undefined {
    const r = this.records;
    if (!r) return undefined;
    const key = Buffer.from(blob, 'hex');
    const recordBytes = r.idBytes + SHA256_BYTES + SIZE_BYTES;
    let lo = 0;
    let hi = r.count - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const at = r.offset + mid * recordBytes;
      const c = Buffer.compare(r.bytes.subarray(at, at + r.idBytes), key);
      if (c === 0)
        return {
          sha256: r.bytes.toString('hex', at + r.idBytes, at + r.idBytes + SHA256_BYTES),
          size: Number(r.bytes.readBigUInt64BE(at + r.idBytes + SHA256_BYTES)),
        };
      if (c < 0) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }

  /**
   * Writes the cache to `file` (atomically) for the commit whose trees this run read and hashed
   * (`commit`: readCommitTrees' answer, which the learning reads anyway), or, when those could
   * not be read, for the index as git vouches for it now. Kept: every blob record — learned this
   * run, or loaded — whose blob id that commit holds as a regular file (or the index, in the
   * fallback), so the file tracks the tree and does not grow without end. Every record stays
   * keyed by a blob id computed from bytes a run hashed (a digest learned this run is true of
   * its blob id whatever the commit or the index says); the commit only decides which are kept,
   * and an edit made after the checkout hashes to a blob the commit does not hold. Loaded records
   * are carried through as their bytes. Returns the counts, or why nothing was written.
   */
  async save(
    file: string,
    commit?: Pick<CommitTrees, 'treeBytes' | 'files' | 'objectFormat'>,
  ): Promise<{ entries: number; directories: number } | { reason: string }> {
    const objectFormat = this.vouched.objectFormat;
    const idBytes = objectFormat === 'sha1' ? 20 : 32;
    let held: BlobIdSet;
    if (commit !== undefined) {
      if (commit.objectFormat !== objectFormat)
        return { reason: 'the object format changed during the run' };
      held = collectCommitBlobIds(commit);
    } else {
      const now = await listVouchedBlobs(this.root);
      if (isNoVouch(now)) return { reason: now.reason };
      if (now.objectFormat !== objectFormat)
        return { reason: 'the object format changed during the run' };
      held = collectHexIds(now.blobs.values(), idBytes);
    }
    const blobs = mergeBlobRecords(this.records, this.learned.values(), held, idBytes);
    const directories = this.collectDirectories(idBytes);
    const parts = writeCacheParts(blobs, directories, this.options, objectFormat);
    const tmp = path.join(
      path.dirname(file),
      `.${path.basename(file)}.${randomBytes(8).toString('hex')}.tmp`,
    );
    try {
      // The parts written as they are (at 10⁶ files ~110 MB, not copied into one buffer first).
      const handle = await open(tmp, 'wx');
      try {
        await writeAll(handle, parts);
      } finally {
        await handle.close();
      }
      await rename(tmp, file);
    } catch (error) {
      await rm(tmp, { force: true });
      return { reason: `cannot write ${file}: ${(error as Error).message}` };
    }
    return { entries: blobs.count, directories: directories.count };
  }
}

/** One section of the file: its bytes in parts, and its record count. */
interface Section {
  readonly parts: readonly Buffer[];
  readonly count: number;
}

/** Writes `parts` in order through `handle` (writev writes what it can: the rest is asked again). */
async function writeAll(handle: FileHandle, parts: readonly Buffer[]): Promise<void> {
  let rest = parts.filter((p) => p.length > 0);
  while (rest.length > 0) {
    let { bytesWritten } = await handle.writev(rest.slice(0, 1024));
    const left: Buffer[] = [];
    for (const p of rest) {
      if (bytesWritten >= p.length) bytesWritten -= p.length;
      else {
        left.push(bytesWritten > 0 ? p.subarray(bytesWritten) : p);
        bytesWritten = 0;
      }
    }
    rest = left;
  }
}

/**
 * The blob records to save, ascending by blob id: the learned digests whose blob `held` holds,
 * and the loaded records it holds that no learned digest replaces, copied as their bytes (the
 * loaded file's order was checked on load, so the two ascending lists merge).
 */
function mergeBlobRecords(
  records: Records | null,
  learned: Iterable<Learned>,
  held: BlobIdSet,
  idBytes: number,
): Section {
  const recordBytes = idBytes + SHA256_BYTES + SIZE_BYTES;
  const fresh = [...learned].filter((l) => held.hasHex(l.blob));
  fresh.sort((a, b) => (a.blob < b.blob ? -1 : a.blob > b.blob ? 1 : 0));
  const loadedCount = records?.count ?? 0;
  const keep = new Uint8Array(loadedCount);
  let kept = 0;
  if (records)
    for (let i = 0; i < loadedCount; i++)
      if (held.has(records.bytes, records.offset + i * recordBytes)) {
        keep[i] = 1;
        kept++;
      }
  const out = Buffer.alloc((kept + fresh.length) * recordBytes);
  let at = 0;
  let cursor = 0;
  /** Copies the kept loaded records below index `to`, in runs. */
  const carry = (to: number): void => {
    if (!records) return;
    while (cursor < to) {
      if (keep[cursor] !== 1) {
        cursor++;
        continue;
      }
      let run = cursor;
      while (run < to && keep[run] === 1) run++;
      const from = records.offset + cursor * recordBytes;
      records.bytes.copy(out, at, from, records.offset + run * recordBytes);
      at += (run - cursor) * recordBytes;
      cursor = run;
    }
  };
  const id = Buffer.alloc(idBytes);
  let previous = '';
  for (const l of fresh) {
    if (l.blob === previous) continue; // two paths of one blob: one record
    previous = l.blob;
    id.write(l.blob, 0, idBytes, 'hex');
    const place = records ? lowerBound(records, id, recordBytes) : 0;
    carry(place);
    // A loaded record of the same blob is replaced by the digest learned from bytes this run.
    if (
      records &&
      place < loadedCount &&
      keep[place] === 1 &&
      sameId(records, place, id, recordBytes)
    )
      cursor = place + 1;
    id.copy(out, at);
    out.write(l.sha256, at + idBytes, SHA256_BYTES, 'hex');
    out.writeBigUInt64BE(BigInt(l.size), at + idBytes + SHA256_BYTES);
    at += recordBytes;
  }
  carry(loadedCount);
  return { parts: [out.subarray(0, at)], count: at / recordBytes };
}

/** The first loaded record whose id is not below `id` (binary search on the bytes). */
function lowerBound(records: Records, id: Buffer, recordBytes: number): number {
  let lo = 0;
  let hi = records.count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const at = records.offset + mid * recordBytes;
    if (records.bytes.compare(id, 0, records.idBytes, at, at + records.idBytes) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** True when loaded record `i` has the id `id`. */
function sameId(records: Records, i: number, id: Buffer, recordBytes: number): boolean {
  const at = records.offset + i * recordBytes;
  return records.bytes.compare(id, 0, records.idBytes, at, at + records.idBytes) === 0;
}

/** The bytes of a cache file holding `entries` (blob id hex → digest). */
export function encodeCacheFile(
  entries: ReadonlyMap<string, KnownDigest>,
  options: ContentCacheOptions,
  objectFormat: 'sha1' | 'sha256',
  directories: readonly DirectoryFacts[] = [],
): Buffer {
  const idBytes = objectFormat === 'sha1' ? 20 : 32;
  const recordBytes = idBytes + SHA256_BYTES + SIZE_BYTES;
  const blobs = [...entries.keys()].sort();
  const records = Buffer.alloc(blobs.length * recordBytes);
  blobs.forEach((blob, i) => {
    const e = entries.get(blob) as KnownDigest;
    const at = i * recordBytes;
    records.write(blob, at, idBytes, 'hex');
    records.write(e.sha256, at + idBytes, SHA256_BYTES, 'hex');
    records.writeBigUInt64BE(BigInt(e.size), at + idBytes + SHA256_BYTES);
  });
  return Buffer.concat(
    writeCacheParts(
      { parts: [records], count: blobs.length },
      { parts: [encodeDirectoryRecords(directories, idBytes)], count: directories.length },
      options,
      objectFormat,
    ),
  );
}

/** The file's parts: the header line (its HMAC over the fields and both sections), the sections. */
function writeCacheParts(
  blobs: Section,
  directories: Section,
  { repository, key }: ContentCacheOptions,
  objectFormat: 'sha1' | 'sha256',
): Buffer[] {
  let directoryBytes = 0;
  for (const p of directories.parts) directoryBytes += p.length;
  const fields = {
    format: FORMAT,
    version: VERSION,
    repository,
    object_format: objectFormat,
    entries: blobs.count,
    directories: directories.count,
    directory_bytes: directoryBytes,
  };
  const hmac = createHmac('sha256', key).update(headerInput(fields));
  for (const p of blobs.parts) hmac.update(p);
  for (const p of directories.parts) hmac.update(p);
  const header: Header = { ...fields, records_hmac: hmac.digest().toString('hex') };
  return [Buffer.from(`${JSON.stringify(header)}\n`), ...blobs.parts, ...directories.parts];
}

/**
 * HMAC-SHA256 under `key` of the header's fields and the records: a file is accepted only from
 * a holder of the key, for this repository and object format, whole.
 */
function authenticate(key: string, h: Omit<Header, 'records_hmac'>, records: Buffer): Buffer {
  return createHmac('sha256', key).update(headerInput(h)).update(records).digest();
}

/** The header's fields as the HMAC takes them. */
function headerInput(h: Omit<Header, 'records_hmac'>): string {
  // Version 1's fields as it wrote them; version 2 adds the directory section's two counts.
  const counts = h.version === 1 ? '' : `${h.directories ?? 0}\0${h.directory_bytes ?? 0}\0`;
  return `${FORMAT}\0${h.version}\0${h.repository}\0${h.object_format}\0${h.entries}\0${counts}`;
}
