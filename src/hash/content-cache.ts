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
import { open, rename, rm, writeFile } from 'node:fs/promises';
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
import {
  decodeDirectoryFacts,
  encodeDirectoryRecords,
  NO_DIRECTORY_RECORDS,
  parseDirectoryRecords,
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
  for (let i = 0; i < h.entries; i++) {
    const at = i * recordBytes;
    if (records.readBigUInt64BE(at + idBytes + SHA256_BYTES) > BigInt(Number.MAX_SAFE_INTEGER))
      return `entry ${i} records an impossible size`;
    if (
      i > 0 &&
      Buffer.compare(
        records.subarray(at - recordBytes, at - recordBytes + idBytes),
        records.subarray(at, at + idBytes),
      ) >= 0
    )
      return `entry ${i} is out of order`;
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

  /** The directory records to save: learned this run, then the loaded ones the commit still holds. */
  private collectDirectories(): DirectoryFacts[] {
    const learned = this.directoryFacts;
    if (!learned) return [];
    const out = new Map<string, DirectoryFacts>();
    for (const f of learned.facts) out.set(f.dir, f);
    const loaded = this.directoryRecords;
    for (const r of loaded.dirs)
      if (!out.has(r.dir) && learned.trees.get(r.dir) === r.tree)
        out.set(r.dir, decodeDirectoryFacts(loaded, r));
    return [...out.values()];
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
   * Writes the cache for the work tree as it is now to `file` (atomically). A digest learned
   * this run is true of its blob id whatever the index says (both come from the same bytes);
   * it is kept when the index, asked again after the hashing, holds that blob, and so are the
   * loaded file's entries: the file tracks the tree and does not grow without end. Returns the
   * entry count, or why nothing was written.
   */
  async save(file: string): Promise<{ entries: number; directories: number } | { reason: string }> {
    const now = await listVouchedBlobs(this.root);
    if (isNoVouch(now)) return { reason: now.reason };
    if (now.objectFormat !== this.vouched.objectFormat)
      return { reason: 'the object format changed during the run' };
    const held = new Set(now.blobs.values());
    const entries = new Map<string, KnownDigest>();
    for (const learned of this.learned.values())
      if (held.has(learned.blob)) entries.set(learned.blob, learned);
    for (const blob of held)
      if (!entries.has(blob)) {
        const old = this.find(blob);
        if (old) entries.set(blob, old);
      }
    const directories = this.collectDirectories();
    const bytes = encodeCacheFile(entries, this.options, now.objectFormat, directories);
    const tmp = path.join(
      path.dirname(file),
      `.${path.basename(file)}.${randomBytes(8).toString('hex')}.tmp`,
    );
    try {
      await writeFile(tmp, bytes, { flag: 'wx' });
      await rename(tmp, file);
    } catch (error) {
      await rm(tmp, { force: true });
      return { reason: `cannot write ${file}: ${(error as Error).message}` };
    }
    return { entries: entries.size, directories: directories.length };
  }
}

/** The bytes of a cache file holding `entries` (blob id hex → digest). */
export function encodeCacheFile(
  entries: ReadonlyMap<string, KnownDigest>,
  { repository, key }: ContentCacheOptions,
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
  const section = encodeDirectoryRecords(directories, idBytes);
  const body = Buffer.concat([records, section]);
  const fields = {
    format: FORMAT,
    version: VERSION,
    repository,
    object_format: objectFormat,
    entries: blobs.length,
    directories: directories.length,
    directory_bytes: section.length,
  };
  const header: Header = {
    ...fields,
    records_hmac: authenticate(key, fields, body).toString('hex'),
  };
  return Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), body]);
}

/**
 * HMAC-SHA256 under `key` of the header's fields and the records: a file is accepted only from
 * a holder of the key, for this repository and object format, whole.
 */
function authenticate(key: string, h: Omit<Header, 'records_hmac'>, records: Buffer): Buffer {
  // Version 1's fields as it wrote them; version 2 adds the directory section's two counts.
  const counts = h.version === 1 ? '' : `${h.directories ?? 0}\0${h.directory_bytes ?? 0}\0`;
  return createHmac('sha256', key)
    .update(`${FORMAT}\0${h.version}\0${h.repository}\0${h.object_format}\0${h.entries}\0${counts}`)
    .update(records)
    .digest();
}
