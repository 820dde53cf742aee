/**
 * A pool of hashing threads, sized to the cores: the main thread and one
 * worker thread per further core.
 *
 * Why threads and not the libuv pool: `crypto.createHash` streaming reads
 * through libuv still hashes on the main thread, so it tops out at one core's
 * SHA-256 speed (bench/run.mjs measures both). Why no per-file messages: every
 * thread receives the whole path list once and takes the next index from a
 * shared atomic counter, so thousands of 1 KiB files cost no thread round trip
 * each, and a few huge files still spread over every core. Results come back
 * in batches.
 *
 * Why the main thread hashes too: a worker thread takes 30-55 ms to boot on the
 * benchmark machine (docs/performance.md), time in which nothing would hash,
 * and one thread per core plus an idle main thread leaves nothing for the
 * audit's own work. The main thread takes its share in slices between its
 * other work (setImmediate), so it hashes only when the audit waits: the
 * audit's checks come first, and the slices stop at once when it needs the
 * thread again.
 *
 * Robustness: a worker that dies (or cannot be started) loses nothing — every
 * index without a result is hashed on the main thread at the end of the job.
 * Aborting terminates the workers at once.
 */
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { SAFE_OPEN_FLAGS } from '../fs/safe-read.js';
import { createFileProcessor } from './file-processor.js';
import {
  HASH_WORKER_SOURCE,
  type FileProcessor,
  type FileTask,
  type HashWorkerJob,
  type HashWorkerMessage,
  type HashWorkerResult,
  type HashWorkerSettings,
} from './hash-worker.js';
import { LFS_POINTER_MAX_BYTES, LFS_VERSION_LINE } from './lfs-pointer.js';

/** Upper bound on worker threads, whatever the core count (each holds one read buffer). */
const MAX_HASH_THREADS = 16;

/**
 * Size of each worker's read buffer. Measured on the benchmark machine: 256 KiB
 * to 4 MiB hash at the same speed; 1 MiB keeps the system-call count low
 * while the memory of the pool stays a few megabytes whatever the file size.
 */
export const WORKER_CHUNK_BYTES = 1 << 20;

/**
 * Largest small file hashed from a single read without fstat (a file the walk listed as
 * regular). 64 KiB holds the tables and plots an output directory has by the thousand; a
 * larger file goes on from the probe's bytes after an fstat, and one the speculation refuses as
 * too large costs the probe alone, where a probe of the whole buffer made the speculation copy
 * 1 MiB of every large file it then refused (workload 1: 64 MiB).
 */
export const WORKER_PROBE_BYTES = 64 * 1024;

/** Bytes of one large file between two progress messages. */
export const WORKER_PROGRESS_BYTES = 64 << 20;

/** Longest the main thread hashes before it yields to the event loop (messages, signals, the audit). */
const MAIN_THREAD_SLICE_MS = 10;

/** Number of hashing threads (the main thread included) when the caller does not say: one per available core. */
export function defaultHashThreads(): number {
  return Math.max(1, Math.min(MAX_HASH_THREADS, availableParallelism()));
}

/** The settings of every hashing thread (and of the main thread's file processors). */
export const HASH_THREAD_SETTINGS: HashWorkerSettings = {
  openFlags: SAFE_OPEN_FLAGS,
  chunkBytes: WORKER_CHUNK_BYTES,
  probeBytes: WORKER_PROBE_BYTES,
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
  /** Largest file a `read` job returns or a `hash` job hashes (default: no limit). */
  maxBytes?: number;
  /** The walk listed every path as a regular file: small files skip fstat (see HashWorkerJob). */
  regular?: boolean;
  /** A `hash` job also computes each file's git blob id in this object format (HashWorkerJob.blob). */
  blob?: 'sha1' | 'sha256' | undefined;
  /** Put before each path to open it (HashWorkerJob.prefix; absent: the paths are absolute). */
  prefix?: string | undefined;
  /** Called with the files finished and bytes read so far, after each batch. */
  onProgress?: (files: number, bytes: number) => void;
  /**
   * Given each result as it arrives, instead of the job holding it to its end: the entry of a
   * visited path in the returned array is then {@link VISITED}, not the result. Why: a job of
   * 100,000 files held 100,000 result objects until it ended, long enough for the collector to
   * promote them all to the old generation, whose next limit is then set from them.
   */
  onResult?: (result: HashWorkerResult) => void;
  signal?: AbortSignal;
}

/** Stands in a job's results for one handed to {@link PoolRunOptions.onResult}. */
export const VISITED = Symbol('visited');

/** One entry of a job's results: the result, VISITED when visited, undefined when no thread did it. */
export type PoolResult = HashWorkerResult | typeof VISITED | undefined;

/** Stands for the main thread among the threads a job waits for. */
const MAIN_THREAD = Symbol('main thread');

interface ActiveJob {
  id: number;
  results: PoolResult[];
  pending: Set<Worker | typeof MAIN_THREAD>;
  files: number;
  bytes: number;
  options: PoolRunOptions;
  finish: () => void;
  fail: (error: unknown) => void;
}

/**
 * Threads that hash files. Create one, optionally {@link HashPool.start} it
 * early so worker start-up overlaps other work, {@link HashPool.run} jobs one
 * at a time, and {@link HashPool.close} it.
 */
export class HashPool {
  /** Number of hashing threads, the main thread included (it runs `size - 1` workers). */
  readonly size: number;
  private workers: Worker[] | null = null;
  private job: ActiveJob | null = null;
  private nextJobId = 1;
  /** Whether a job is running; others wait in {@link HashPool.waiting}, in order. */
  private busy = false;
  private waiting: { start: () => void; reject: (error: unknown) => void }[] = [];
  /** The main thread's file processor, made on its first job, and the bytes it read since its last slice. */
  private mainProcessor: FileProcessor | undefined;
  private mainBytes = 0;

  /** A pool of `size` hashing threads (default: {@link defaultHashThreads}); nothing starts until used. */
  constructor(size: number = defaultHashThreads()) {
    this.size = Math.max(1, Math.min(MAX_HASH_THREADS, Math.floor(size)));
  }

  /**
   * Whether the threads were started (by {@link HashPool.start} or a job) and not closed since.
   * The digest service boots no thread just to read passports (hash/digests.ts, readEach).
   */
  get started(): boolean {
    return this.workers !== null;
  }

  /** Starts the threads now. Never throws: a pool whose threads cannot start hashes on the main thread. */
  start(): void {
    if (this.workers !== null) return;
    this.workers = [];
    for (let k = 1; k < this.size; k++) {
      let worker: Worker;
      try {
        worker = new Worker(HASH_WORKER_SOURCE, { eval: true, workerData: HASH_THREAD_SETTINGS });
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
   * Returns one raw result per path, in order ({@link VISITED} for each one handed to
   * `options.onResult`); an entry is undefined when no thread produced it (a thread died) and
   * the caller must do it itself.
   * Rejects only with the signal's reason when aborted.
   */
  run(
    paths: readonly string[],
    options?: PoolRunOptions & { onResult?: undefined },
  ): Promise<(HashWorkerResult | undefined)[]>;
  run(paths: readonly string[], options: PoolRunOptions): Promise<PoolResult[]>;
  run(paths: readonly string[], options: PoolRunOptions = {}): Promise<PoolResult[]> {
    // Jobs are posted synchronously: by run() when the pool is idle, and by the end of the
    // job before when it is busy, not in a later microtask. A caller that starts a job and goes
    // on with synchronous work (the audit's per-passport rules) has the threads working
    // meanwhile; a microtask would wait until that work is done.
    return new Promise((resolve, reject) => {
      const start = () => {
        let job: Promise<PoolResult[]>;
        try {
          job = this.runNow(paths, options);
        } catch (error) {
          job = Promise.reject(error);
          this.startNextJob();
        }
        job.then(resolve, reject);
      };
      if (this.busy) this.waiting.push({ start, reject });
      else {
        this.busy = true;
        start();
      }
    });
  }

  /** Starts the next waiting job, if any; called when a job ends. */
  private startNextJob(): void {
    const next = this.waiting.shift();
    if (next) next.start();
    else this.busy = false;
  }

  private runNow(paths: readonly string[], options: PoolRunOptions): Promise<PoolResult[]> {
    options.signal?.throwIfAborted();
    this.start();
    const workers = this.workers ?? [];
    const results: PoolResult[] = new Array<PoolResult>(paths.length);
    if (paths.length === 0) {
      this.startNextJob();
      return Promise.resolve(results);
    }
    return new Promise((resolve, reject) => {
      const signal = options.signal;
      const onAbort = () => job.fail(signal?.reason);
      const job: ActiveJob = {
        id: this.nextJobId++,
        results,
        pending: new Set([...workers, MAIN_THREAD]),
        files: 0,
        bytes: 0,
        options,
        finish: () => {
          signal?.removeEventListener('abort', onAbort);
          for (const w of this.workers ?? []) w.unref();
          this.job = null;
          resolve(results);
          this.startNextJob();
        },
        fail: (error) => {
          signal?.removeEventListener('abort', onAbort);
          this.terminate();
          reject(error);
          this.startNextJob();
        },
      };
      this.job = job;
      signal?.addEventListener('abort', onAbort, { once: true });
      const message: HashWorkerJob = {
        jobId: job.id,
        kind: options.kind ?? 'hash',
        maxBytes: options.maxBytes ?? Number.MAX_SAFE_INTEGER,
        regular: options.kind !== 'read' && options.regular === true,
        blob: options.kind !== 'read' ? (options.blob ?? '') : '',
        ...(options.prefix !== undefined ? { prefix: options.prefix } : {}),
        paths: [...paths],
        counter: new Int32Array(new SharedArrayBuffer(4)),
      };
      for (const w of workers) {
        // Referenced while a job runs: otherwise the process could exit while awaiting the results.
        w.ref();
        w.postMessage(message);
      }
      this.assist(job, message);
    });
  }

  /**
   * The main thread's share of a job: slices of at most {@link MAIN_THREAD_SLICE_MS},
   * each scheduled with setImmediate, so whatever the thread is doing finishes first.
   */
  private assist(job: ActiveJob, message: HashWorkerJob): void {
    // One processor (one read buffer) for the main thread's share of every job, as each worker has.
    const processor = (this.mainProcessor ??= this.createMainProcessor());
    let current: FileTask | undefined;
    const slice = () => {
      if (this.job !== job) {
        // Failed or closed meanwhile: let go of the file in hand.
        current?.cancel();
        return;
      }
      const deadline = Date.now() + MAIN_THREAD_SLICE_MS;
      let files = 0;
      let finished = false;
      try {
        do {
          if (current === undefined) {
            const i = Atomics.add(message.counter, 0, 1);
            if (i >= message.paths.length) {
              finished = true;
              break;
            }
            current = processor.begin(message, i);
          }
          const result = current.step();
          if (result !== undefined) {
            take(job, result);
            files++;
            current = undefined;
          }
        } while (Date.now() < deadline);
      } catch {
        // Not a file-system condition (those are results): the main thread stops taking files, as
        // a worker that dies would; what it left undone is redone by the caller's fallback
        // (hashFileList, readFilesCapped).
        current?.cancel();
        current = undefined;
        finished = true;
      }
      const bytes = this.mainBytes;
      this.mainBytes = 0;
      job.files += files;
      job.bytes += bytes;
      // After every slice that read something: within one large file too, as the workers do.
      if (files > 0 || bytes > 0 || finished) job.options.onProgress?.(job.files, job.bytes);
      if (!finished) {
        setImmediate(slice);
        return;
      }
      job.pending.delete(MAIN_THREAD);
      if (job.pending.size === 0) job.finish();
    };
    setImmediate(slice);
  }

  /**
   * The main thread's file processor. Made here, not in {@link HashPool.assist}: a closure made
   * there shares assist's scope, so the processor, which lives as long as the pool, would keep
   * the first job alive to the end of the run: its results and its copy of the path list
   * (workload 4's clean twin: 100,000 result objects and absolute paths).
   */
  private createMainProcessor(): FileProcessor {
    return createFileProcessor(fs, crypto, HASH_THREAD_SETTINGS, (n) => {
      this.mainBytes += n;
    });
  }

  private receive(worker: Worker, message: HashWorkerMessage): void {
    const job = this.job;
    if (job === null || message.jobId !== job.id) return;
    for (const r of message.results) take(job, r);
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
   * Stops the threads; a job still running, and any waiting its turn, is
   * rejected (its caller has gone on without it). The pool can be used again
   * afterwards (it restarts them).
   */
  async close(): Promise<void> {
    const workers = this.workers ?? [];
    this.workers = null;
    // Jobs waiting their turn are rejected with the running one, not started on new threads.
    const waiting = this.waiting;
    this.waiting = [];
    for (const w of waiting) w.reject(new Error('the hash pool was closed'));
    this.job?.fail(new Error('the hash pool was closed'));
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

/** Keeps a result in its job, or hands it to the job's visitor and keeps only that it was done. */
function take(job: ActiveJob, result: HashWorkerResult): void {
  const visit = job.options.onResult;
  if (visit === undefined) {
    job.results[result.i] = result;
    return;
  }
  job.results[result.i] = VISITED;
  visit(result);
}
