/**
 * SHA-256 of artifacts. Each file is opened safely (see fs/safe-read), hashed
 * in fixed-size chunks so memory stays flat whatever its size, and checked not
 * to have changed while it was read. Each distinct path is hashed once per run.
 *
 * Many files are hashed on a pool of hashing threads (hash-pool.ts): the main
 * thread and a worker per further core. A single file, a small job, or a
 * caller asking for no threads is hashed on the main thread with reads
 * through the libuv pool.
 */
import * as crypto from 'node:crypto';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import {
  describeFileMode,
  describeOpenError,
  openRegularFile,
  readFileCapped,
  type ReadRefusal,
  type SafeReadResult,
} from '../fs/safe-read.js';
import {
  defaultHashThreads,
  HASH_THREAD_SETTINGS,
  HashPool,
  WORKER_PROGRESS_BYTES,
} from './hash-pool.js';
import { createFileProcessor } from './file-processor.js';
import type { FileProcessor, HashWorkerResult, ReadScratch } from './hash-worker.js';
import { LFS_POINTER_MAX_BYTES, parseLfsPointer, type LfsPointer } from './lfs-pointer.js';

/**
 * Smallest job worth the threads: this many files, or {@link POOL_MIN_BYTES}.
 * A worker that is not running yet takes 30-55 ms to boot; below these a job
 * is done sooner on the main thread (bench/run.mjs, the one-passport audit).
 */
export const POOL_MIN_FILES = 32;

/** See {@link POOL_MIN_FILES}: at about 1 GB/s per core, 16 MiB is what a thread start costs. */
const POOL_MIN_BYTES = 16 * 1024 * 1024;

/** Fewest files a {@link readFilesCapped} job sends to the threads. */
export const READ_POOL_MIN_FILES = 256;

/** Chunk size for streaming reads on the main thread. */
const HASH_CHUNK_BYTES = 1 << 20;

/** Files hashed at once on the main thread; the libuv pool has 4 threads by default. */
const HASH_CONCURRENCY = 4;

/** Outcome of hashing one file. `lfs` is set when the file is a Git LFS pointer. */
export type HashOutcome =
  | { ok: true; sha256: string; size: number; lfs?: LfsPointer; blob?: string }
  | { ok: false; reason: ReadRefusal; detail: string };

/** Progress callback payload. */
export interface HashProgress {
  files: number;
  totalFiles: number;
  bytes: number;
}

/** Options of {@link hashFiles}. */
export interface HashOptions {
  /** Files hashed at once when hashing on the main thread. */
  concurrency?: number;
  /**
   * Hashing threads, the main thread included: 0 hashes on the main thread
   * through the libuv pool; default one per core
   * ({@link defaultHashThreads}). Ignored when `pool` is given.
   */
  threads?: number;
  /** A started pool to use (and leave open); by default a pool lives for one call. */
  pool?: HashPool;
  /**
   * Bytes the caller expects to hash (e.g. the size_bytes its passports record),
   * when known. A small job is hashed on the main thread: starting threads costs
   * more than it saves. Unknown: decided by the file count alone.
   */
  expectedBytes?: number;
  /**
   * Files larger than this are not hashed: their outcome is a `too-large`
   * refusal, decided by fstat before any read (default: no limit).
   */
  maxBytes?: number;
  /**
   * Every path is one the walk listed as a regular file, reached without a symlink: the
   * hashing threads read a small one without fstat first (hash-worker.ts).
   */
  regular?: boolean;
  /**
   * Also compute each file's git blob id (`blob <size>\0` then its bytes) in this object format,
   * from the bytes hashed: the content cache learns digests by it (hash/content-cache.ts).
   */
  blob?: 'sha1' | 'sha256' | undefined;
  /**
   * Put before each path to hash it (absent: the paths are absolute): a job of the walk's files
   * names them by the repository-relative paths the walk holds, and the root once
   * (HashWorkerJob.prefix).
   */
  prefix?: string | undefined;
  onProgress?: (progress: HashProgress) => void;
  signal?: AbortSignal;
}

const CHANGED_DETAIL = {
  grew: 'grew while it was being hashed',
  shrank: 'shrank while it was being hashed',
  modified: 'was modified while it was being hashed',
} as const;

/** Hashes one already-contained absolute path on the main thread. Never throws for file-system conditions. */
export async function hashFile(
  absolute: string,
  onBytes?: (n: number) => void,
  maxBytes = Number.MAX_SAFE_INTEGER,
  blob?: 'sha1' | 'sha256',
): Promise<HashOutcome> {
  const opened = await openRegularFile(absolute);
  if (!opened.ok) return opened;
  const { handle, stats } = opened;
  if (stats.size > maxBytes) {
    await handle.close().catch(() => undefined);
    return {
      ok: false,
      reason: 'too-large',
      detail: `is ${stats.size} bytes, over the ${maxBytes}-byte cap`,
    };
  }
  // Two buffers: the next chunk is read (on the libuv pool) while this thread hashes the
  // current one, so a single large file keeps a core hashing and another reading.
  const size = Math.min(HASH_CHUNK_BYTES, Math.max(stats.size + 1, 1));
  let chunk = Buffer.allocUnsafe(size);
  let spare = Buffer.allocUnsafe(size);
  let inflight: Promise<{ bytesRead: number }> | undefined;
  try {
    const hash = createHash('sha256');
    const blobHash = blob ? createHash(blob).update(`blob ${stats.size}\0`) : null;
    let total = 0;
    let head: Buffer | undefined;
    inflight = handle.read(chunk, 0, size, 0);
    for (;;) {
      const { bytesRead }: { bytesRead: number } = await inflight;
      inflight = undefined;
      if (bytesRead === 0) break;
      // Past the recorded size by one byte at most: a file that grew is caught below.
      if (total + bytesRead <= stats.size) {
        inflight = handle.read(spare, 0, size, total + bytesRead);
      }
      if (total === 0 && stats.size <= LFS_POINTER_MAX_BYTES)
        head = Buffer.from(chunk.subarray(0, bytesRead));
      hash.update(chunk.subarray(0, bytesRead));
      blobHash?.update(chunk.subarray(0, bytesRead));
      total += bytesRead;
      onBytes?.(bytesRead);
      if (total > stats.size) return { ok: false, reason: 'changed', detail: CHANGED_DETAIL.grew };
      if (inflight === undefined) break;
      [chunk, spare] = [spare, chunk];
    }
    if (total !== stats.size)
      return { ok: false, reason: 'changed', detail: CHANGED_DETAIL.shrank };
    const after = await handle.stat();
    if (after.size !== stats.size || after.mtimeMs !== stats.mtimeMs) {
      return { ok: false, reason: 'changed', detail: CHANGED_DETAIL.modified };
    }
    const lfs = head ? parseLfsPointer(head) : null;
    // The header named stats.size, which is what was read (checked above).
    return {
      ok: true,
      sha256: hash.digest('hex'),
      size: total,
      ...(lfs ? { lfs } : {}),
      ...(blobHash ? { blob: blobHash.digest('hex') } : {}),
    };
  } catch (error) {
    return {
      ok: false,
      reason: 'io',
      detail: `could not be read (${(error as NodeJS.ErrnoException).code ?? 'EIO'})`,
    };
  } finally {
    // Never close under a read still in flight (an early return leaves one behind).
    await inflight?.catch(() => undefined);
    await handle.close().catch(() => undefined);
  }
}

/** A worker's refusal as the failure {@link hashFile} or readFileCapped would have returned. */
function toFailure(
  result: Extract<HashWorkerResult, { failure: string }>,
  verb: 'hashed' | 'read',
  maxBytes = 0,
): { ok: false; reason: ReadRefusal; detail: string; size?: number } {
  switch (result.failure) {
    case 'open':
      return describeOpenError(result.code);
    case 'not-regular':
      return { ok: false, reason: 'not-regular', detail: `is ${describeFileMode(result.mode)}` };
    case 'too-large':
      return {
        ok: false,
        reason: 'too-large',
        detail: `is ${result.size} bytes, over the ${maxBytes}-byte cap`,
        size: result.size,
      };
    case 'io':
      return { ok: false, reason: 'io', detail: `could not be ${result.stage} (${result.code})` };
    case 'changed':
      return verb === 'hashed'
        ? { ok: false, reason: 'changed', detail: CHANGED_DETAIL[result.how] }
        : {
            ok: false,
            reason: 'changed',
            detail: `${result.how === 'modified' ? 'was modified' : result.how} while it was being read`,
          };
  }
}

/** Turns a worker's raw result into the outcome {@link hashFile} would have returned. */
function toOutcome(result: HashWorkerResult, maxBytes?: number): HashOutcome {
  if ('sha256' in result) {
    const lfs = result.head ? parseLfsPointer(result.head) : null;
    return {
      ok: true,
      sha256: result.sha256,
      size: result.size,
      ...(lfs ? { lfs } : {}),
      ...(result.blob !== undefined ? { blob: result.blob } : {}),
    };
  }
  if ('bytes' in result) throw new Error('a hash job received file contents');
  return toFailure(result, 'hashed', maxBytes);
}

/** Hashes on the main thread, `concurrency` files at a time, into `results` (by index in `paths`). */
async function hashInThread(
  paths: readonly string[],
  indexes: readonly number[],
  visit: (i: number, outcome: HashOutcome) => void,
  options: HashOptions,
  progress: { files: number; bytes: number; report: () => void },
): Promise<void> {
  let next = 0;
  let unreported = 0;
  const onBytes = (n: number) => {
    progress.bytes += n;
    unreported += n;
    // Within a large file too, as the threads do, so progress does not stall on one big file.
    if (unreported >= WORKER_PROGRESS_BYTES) {
      unreported = 0;
      progress.report();
    }
  };
  const worker = async () => {
    while (next < indexes.length) {
      options.signal?.throwIfAborted();
      const i = indexes[next++] as number;
      const file = paths[i] as string;
      const absolute = options.prefix === undefined ? file : options.prefix + file;
      visit(i, await hashFile(absolute, onBytes, options.maxBytes, options.blob));
      progress.files++;
      progress.report();
    }
  };
  const concurrency = Math.max(1, options.concurrency ?? HASH_CONCURRENCY);
  await Promise.all(Array.from({ length: Math.min(concurrency, indexes.length) }, worker));
}

/**
 * Hashes a list of distinct absolute paths (already contained in the root) and returns their
 * outcomes in the list's order. The digest service's form (hash/digests.ts): it keeps outcomes in arrays indexed like its
 * tree, where a map keyed by the absolute path hashed each of tens of thousands of long strings
 * several times over. Never throws for file-system conditions; rejects with the signal's reason
 * when aborted (worker threads are terminated at once).
 */
export async function hashFileList(
  paths: readonly string[],
  options: HashOptions = {},
): Promise<HashOutcome[]> {
  const results = new Array<HashOutcome>(paths.length);
  await visitFileHashes(paths, options, (i, outcome) => {
    results[i] = outcome;
  });
  return results;
}

/**
 * {@link hashFileList}, handing each outcome to `visit` (with its index in `paths`) as soon as it
 * is known, once per path, and keeping none: the speculation's 100,000 outcomes then die young
 * instead of waiting for the end of the job (docs/performance.md, Issue 41, "The per-file state").
 */
export async function visitFileHashes(
  paths: readonly string[],
  options: HashOptions,
  visit: (i: number, outcome: HashOutcome) => void,
): Promise<void> {
  const progress = {
    files: 0,
    bytes: 0,
    report: () =>
      options.onProgress?.({
        files: progress.files,
        totalFiles: paths.length,
        bytes: progress.bytes,
      }),
  };
  options.signal?.throwIfAborted();
  const threads = options.pool ? options.pool.size : (options.threads ?? defaultHashThreads());
  // One file cannot be spread over threads, and a small job does not pay for starting them.
  const small =
    paths.length < POOL_MIN_FILES &&
    options.expectedBytes !== undefined &&
    options.expectedBytes < POOL_MIN_BYTES;
  if (threads <= 0 || paths.length < 2 || small) {
    await hashInThread(
      paths,
      paths.map((_, i) => i),
      visit,
      options,
      progress,
    );
    return;
  }
  const pool = options.pool ?? new HashPool(threads);
  try {
    const raw = await pool.run(paths, {
      ...(options.maxBytes !== undefined ? { maxBytes: options.maxBytes } : {}),
      regular: options.regular === true,
      blob: options.blob,
      prefix: options.prefix,
      signal: options.signal,
      onProgress: (files, bytes) => {
        progress.files = files;
        progress.bytes = bytes;
        progress.report();
      },
      onResult: (r) => visit(r.i, toOutcome(r, options.maxBytes)),
    });
    const missed: number[] = [];
    for (let i = 0; i < paths.length; i++) if (raw[i] === undefined) missed.push(i);
    // A thread that died (or could not start) left these: hash them here rather than fail the run.
    if (missed.length > 0) await hashInThread(paths, missed, visit, options, progress);
  } finally {
    if (!options.pool) await pool.close();
  }
}

/**
 * Hashes distinct absolute paths (already contained in the root); returns
 * outcomes by path. A path listed several times is read once. Never throws for
 * file-system conditions; rejects with the signal's reason when aborted (worker
 * threads are terminated at once).
 */
export async function hashFiles(
  paths: readonly string[],
  options: HashOptions = {},
): Promise<Map<string, HashOutcome>> {
  const unique = [...new Set(paths)];
  const outcomes = await hashFileList(unique, options);
  return new Map(unique.map((p, i) => [p, outcomes[i] as HashOutcome]));
}

/** A read job's raw result as the result readFileCapped would have returned. */
function toReadResult(r: HashWorkerResult, maxBytes: number): SafeReadResult {
  if ('bytes' in r) {
    const bytes = Buffer.from(r.bytes.buffer, r.bytes.byteOffset, r.bytes.byteLength);
    return { ok: true, bytes, size: bytes.length };
  }
  if ('sha256' in r) throw new Error('a read job received a digest');
  return toFailure(r, 'read', maxBytes);
}

let syncProcessor: FileProcessor | undefined;

/**
 * Reads one small file (a passport) whole on this thread, synchronously, with the checks of
 * the hashing threads (the same file processor): the digest service's form while the threads are busy
 * hashing, so reading does not wait behind them, nor they behind it. Refused when over
 * `maxBytes`. The absolute path must already be contained in the root. Never throws for
 * file-system conditions. Given `into`, the bytes are a view of that scratch, valid until the
 * next read into it (see ReadScratch); otherwise an ArrayBuffer of their own.
 */
export function readFileCappedSync(
  absolute: string,
  maxBytes: number,
  into?: ReadScratch,
): SafeReadResult {
  syncProcessor ??= createFileProcessor(fs, crypto, HASH_THREAD_SETTINGS, () => undefined);
  const task = syncProcessor.begin(
    { kind: 'read', maxBytes, paths: [absolute], regular: false, blob: '' },
    0,
    into,
  );
  let result: HashWorkerResult | undefined;
  while ((result = task.step()) === undefined);
  return toReadResult(result, maxBytes);
}

/**
 * Reads small files (passports) whole on the worker threads, each refused when
 * over `maxBytes` — the parallel twin of readFileCapped, with its results.
 * Absolute paths must already be contained in the root. Never throws for
 * file-system conditions; rejects with the signal's reason when aborted.
 */
export async function readFilesCapped(
  paths: readonly string[],
  maxBytes: number,
  options: Pick<HashOptions, 'threads' | 'pool' | 'signal'> = {},
): Promise<Map<string, SafeReadResult>> {
  const unique = [...new Set(paths)];
  const results = new Map<string, SafeReadResult>();
  options.signal?.throwIfAborted();
  const threads = options.pool ? options.pool.size : (options.threads ?? defaultHashThreads());
  let missed: string[] = unique;
  if (threads > 0 && unique.length >= READ_POOL_MIN_FILES) {
    const pool = options.pool ?? new HashPool(threads);
    try {
      const raw = await pool.run(unique, { kind: 'read', maxBytes, signal: options.signal });
      missed = [];
      unique.forEach((p, i) => {
        const r = raw[i];
        if (r === undefined) missed.push(p);
        else results.set(p, toReadResult(r, maxBytes));
      });
    } finally {
      if (!options.pool) await pool.close();
    }
  }
  // A few files on the main thread, several at a time so the libuv pool overlaps their system calls.
  let next = 0;
  const reader = async () => {
    while (next < missed.length) {
      options.signal?.throwIfAborted();
      const p = missed[next++] as string;
      results.set(p, await readFileCapped(p, maxBytes));
    }
  };
  await Promise.all(Array.from({ length: Math.min(HASH_CONCURRENCY, missed.length) }, reader));
  return results;
}
