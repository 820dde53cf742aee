/**
 * A pool of hashing worker threads, sized to the cores.
 *
 * Why threads and not the libuv pool: `crypto.createHash` streaming reads
 * through libuv still hashes on the main thread, so it tops out at one core's
 * SHA-256 speed (bench/run.mjs measures both: on two cores the workers hash a
 * gigabyte in about 60% of the time). Why no per-file messages: every worker
 * receives the whole path list once and takes the next index from a shared
 * atomic counter, so thousands of 1 KiB files cost no thread round trip each,
 * and a few huge files still spread over every core. Results come back in
 * batches.
 *
 * Robustness: a worker that dies (or cannot be started) loses nothing — every
 * index without a result is hashed on the main thread at the end of the job.
 * Aborting terminates the workers at once.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { SAFE_OPEN_FLAGS } from '../fs/safe-read.js';
import {
  HASH_WORKER_SOURCE,
  type HashWorkerJob,
  type HashWorkerMessage,
  type HashWorkerResult,
  type HashWorkerSettings,
} from './hash-worker.js';
import { LFS_POINTER_MAX_BYTES, LFS_VERSION_LINE } from './lfs-pointer.js';

/** Upper bound on worker threads, whatever the core count (each holds one read buffer). */
export const MAX_HASH_THREADS = 16;

/**
 * Size of each worker's read buffer. Measured on the benchmark machine: 256 KiB
 * to 4 MiB hash at the same speed; 1 MiB keeps the system-call count low
 * while the memory of the pool stays a few megabytes whatever the file size.
 */
export const WORKER_CHUNK_BYTES = 1 << 20;

/** Bytes of one large file between two progress messages. */
export const WORKER_PROGRESS_BYTES = 64 << 20;

/** Number of worker threads used when the caller does not say: one per available core. */
export function defaultHashThreads(): number {
  return Math.max(1, Math.min(MAX_HASH_THREADS, availableParallelism()));
}

const SETTINGS: HashWorkerSettings = {
  openFlags: SAFE_OPEN_FLAGS,
  chunkBytes: WORKER_CHUNK_BYTES,
  headMaxBytes: LFS_POINTER_MAX_BYTES,
  headPrefix: LFS_VERSION_LINE,
  progressBytes: WORKER_PROGRESS_BYTES,
  flushMs: 100,
  flushCount: 512,
};

/** Options of {@link HashPool.run}. */
export interface PoolRunOptions {
  /** `hash` (default) digests each file; `read` returns each file's bytes, refusing files over `maxBytes`. */
  kind?: 'hash' | 'read';
  /** Largest file a `read` job returns (default: no limit beyond memory). */
  maxBytes?: number;
  /** Called with the files finished and bytes read so far, after each batch. */
  onProgress?: (files: number, bytes: number) => void;
  signal?: AbortSignal;
}

interface ActiveJob {
  id: number;
  results: (HashWorkerResult | undefined)[];
  pending: Set<Worker>;
  files: number;
  bytes: number;
  options: PoolRunOptions;
  finish: () => void;
  fail: (error: unknown) => void;
}

/**
 * Worker threads that hash files. Create one, optionally {@link HashPool.start}
 * it early so thread start-up overlaps other work, {@link HashPool.run} jobs
 * one at a time, and {@link HashPool.close} it.
 */
export class HashPool {
  /** Number of threads this pool runs. */
  readonly size: number;
  private workers: Worker[] | null = null;
  private job: ActiveJob | null = null;
  private nextJobId = 1;
  private queue: Promise<unknown> = Promise.resolve();

  /** A pool of `size` threads (default: {@link defaultHashThreads}); nothing starts until used. */
  constructor(size: number = defaultHashThreads()) {
    this.size = Math.max(1, Math.min(MAX_HASH_THREADS, Math.floor(size)));
  }

  /** Starts the threads now. Never throws: a pool whose threads cannot start hashes on the main thread. */
  start(): void {
    if (this.workers !== null) return;
    this.workers = [];
    for (let k = 0; k < this.size; k++) {
      let worker: Worker;
      try {
        worker = new Worker(HASH_WORKER_SOURCE, { eval: true, workerData: SETTINGS });
      } catch {
        break;
      }
      worker.unref();
      worker.on('message', (message: HashWorkerMessage) => this.receive(worker, message));
      // 'error' is followed by 'exit'; the exit handler settles the job.
      worker.on('error', () => undefined);
      worker.on('exit', () => this.lose(worker));
      this.workers.push(worker);
    }
  }

  /**
   * Hashes (or reads) `paths` (absolute, already contained) on the threads.
   * Returns one raw result per path, in order; an entry is undefined when no
   * thread produced it (a thread died) and the caller must do it itself.
   * Rejects only with the signal's reason when aborted.
   */
  run(
    paths: readonly string[],
    options: PoolRunOptions = {},
  ): Promise<(HashWorkerResult | undefined)[]> {
    const next = this.queue.then(() => this.runNow(paths, options));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private runNow(
    paths: readonly string[],
    options: PoolRunOptions,
  ): Promise<(HashWorkerResult | undefined)[]> {
    options.signal?.throwIfAborted();
    this.start();
    const workers = this.workers ?? [];
    const results: (HashWorkerResult | undefined)[] = new Array<HashWorkerResult | undefined>(
      paths.length,
    );
    if (paths.length === 0 || workers.length === 0) return Promise.resolve(results);
    return new Promise((resolve, reject) => {
      const signal = options.signal;
      const onAbort = () => job.fail(signal?.reason);
      const job: ActiveJob = {
        id: this.nextJobId++,
        results,
        pending: new Set(workers),
        files: 0,
        bytes: 0,
        options,
        finish: () => {
          signal?.removeEventListener('abort', onAbort);
          for (const w of this.workers ?? []) w.unref();
          this.job = null;
          resolve(results);
        },
        fail: (error) => {
          signal?.removeEventListener('abort', onAbort);
          this.terminate();
          reject(error);
        },
      };
      this.job = job;
      signal?.addEventListener('abort', onAbort, { once: true });
      const message: HashWorkerJob = {
        jobId: job.id,
        kind: options.kind ?? 'hash',
        maxBytes: options.maxBytes ?? Number.MAX_SAFE_INTEGER,
        paths: [...paths],
        counter: new Int32Array(new SharedArrayBuffer(4)),
      };
      for (const w of workers) {
        // Referenced while a job runs: otherwise the process could exit while awaiting the results.
        w.ref();
        w.postMessage(message);
      }
    });
  }

  private receive(worker: Worker, message: HashWorkerMessage): void {
    const job = this.job;
    if (job === null || message.jobId !== job.id) return;
    for (const r of message.results) job.results[r.i] = r;
    job.files += message.results.length;
    job.bytes += message.bytes;
    job.options.onProgress?.(job.files, job.bytes);
    if (message.done) {
      job.pending.delete(worker);
      if (job.pending.size === 0) job.finish();
    }
  }

  private lose(worker: Worker): void {
    if (this.workers) this.workers = this.workers.filter((w) => w !== worker);
    const job = this.job;
    if (job?.pending.delete(worker) && job.pending.size === 0) job.finish();
  }

  private terminate(): void {
    const workers = this.workers ?? [];
    this.workers = null;
    this.job = null;
    for (const w of workers) void w.terminate();
  }

  /**
   * Stops the threads; a job still running is rejected (its caller has gone on
   * without it). The pool can be used again afterwards (it restarts them).
   */
  async close(): Promise<void> {
    const workers = this.workers ?? [];
    this.workers = null;
    this.job?.fail(new Error('the hash pool was closed'));
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
