/**
 * The file work of the hashing threads (hashing, or reading whole small files),
 * and the protocol of the worker threads that run it.
 *
 * Why the code is functions turned into source text: the CLI, the action and
 * the library are each one ncc bundle, and a worker needs a script of its own.
 * Self-contained functions (they close over nothing but each other and receive
 * the Node modules they use as arguments) survive bundling and the test
 * transform unchanged, so `new Worker(HASH_WORKER_SOURCE, { eval: true })` runs
 * the same code everywhere without a loader or a second emitted file. The
 * worker's source declares every function of file-processor.ts by the name the
 * bundle gave it, so the calls between them resolve there too. The main thread
 * runs the very same createFileProcessor when it takes its share of a job
 * (hash-pool.ts).
 *
 * Every file-system call is synchronous: a hashing thread has nothing else to
 * do, and a synchronous read costs one system call where the libuv pool costs a
 * round trip through the event loop per call — the whole cost of a 1 KiB file.
 * The safety properties are those of fs/safe-read.ts: the open flags come from
 * there (O_NONBLOCK, O_NOFOLLOW), fstat on the open descriptor decides whether
 * the file is regular (for a small file the walk listed as regular, its listing
 * does: see HashWorkerJob.regular), and a second fstat after the last read
 * detects a file that changed while it was hashed in several reads.
 */
import type * as Crypto from 'node:crypto';
import type * as Fs from 'node:fs';
import type * as WorkerThreads from 'node:worker_threads';
import * as processor from './file-processor.js';

/** Fixed per-thread settings, passed as workerData. */
export interface HashWorkerSettings {
  /** open(2) flags, from fs/safe-read.ts. */
  openFlags: number;
  /** Size of the one read buffer each thread owns (memory stays flat). */
  chunkBytes: number;
  /**
   * Most bytes of the one read that hashes a small file the walk listed as regular (see
   * HashWorkerJob.regular). A larger file goes on from those bytes on the general path; kept
   * small, so a guess at a large file that the size cap then refuses (the speculation's) costs
   * little.
   */
  probeBytes: number;
  /** A file at most this large is returned whole when it starts with {@link HashWorkerSettings.headPrefix}. */
  headMaxBytes: number;
  /** First bytes of a candidate Git LFS pointer, as latin1 text. */
  headPrefix: string;
  /** Bytes read between progress messages while one large file is hashed. */
  progressBytes: number;
  /** Most milliseconds results wait in a worker before they are posted. */
  flushMs: number;
  /** Most results posted in one message. */
  flushCount: number;
}

/**
 * One job: every thread pulls the next index from the shared counter until the
 * list is exhausted. `hash` digests each file; `read` returns each file's bytes
 * whole (small documents such as passports), refusing files over `maxBytes`.
 */
export interface HashWorkerJob {
  jobId: number;
  kind: 'hash' | 'read';
  /** Largest file a `read` job returns, or a `hash` job hashes (larger ones are refused as too-large). */
  maxBytes: number;
  /**
   * The walk listed every path of this `hash` job as a regular file (not through a symlink):
   * a file shorter than the probe (HashWorkerSettings.probeBytes) is hashed from one read,
   * without fstat.
   */
  regular: boolean;
  /**
   * `sha1` or `sha256`: a `hash` job also computes each file's git blob id in that object
   * format, from the same bytes (the content cache learns by it: hash/content-cache.ts); ''
   * for none.
   */
  blob: '' | 'sha1' | 'sha256';
  /**
   * Put before each path to open it (absent: the paths are absolute). A job of the walk's
   * files sends the root once and the repository-relative paths the walk already holds, not an
   * absolute path per file: workload 4's speculation held 100,000 of them (~10 MiB) on the main
   * thread, and a copy of each on every thread, while the passports were read
   * (docs/performance.md, Issue 41, "Paths sent once").
   */
  prefix?: string;
  paths: string[];
  /** Int32Array over a SharedArrayBuffer; element 0 is the next index to take. */
  counter: Int32Array;
}

/** What a thread reports for one file (`i` indexes the job's paths). */
export type HashWorkerResult =
  | { i: number; sha256: string; size: number; head?: Uint8Array; blob?: string }
  | { i: number; bytes: Uint8Array }
  | { i: number; failure: 'too-large'; size: number }
  | { i: number; failure: 'open'; code: string }
  | { i: number; failure: 'not-regular'; mode: number }
  | { i: number; failure: 'io'; code: string; stage: 'inspected' | 'read' }
  | { i: number; failure: 'changed'; how: 'grew' | 'shrank' | 'modified' };

/** A message from a worker: finished files, bytes read since the last message, and whether the job is done for it. */
export interface HashWorkerMessage {
  jobId: number;
  results: HashWorkerResult[];
  bytes: number;
  done: boolean;
}

/**
 * One file in progress. `step` reads (and hashes) at most one chunk and returns
 * the file's result once it is finished, undefined before; the descriptor is
 * closed when a result is returned or `cancel` is called.
 */
export interface FileTask {
  step(): HashWorkerResult | undefined;
  cancel(): void;
}

/**
 * Memory a read job's file may be read into instead of an ArrayBuffer of its own (the main
 * thread's synchronous reads alone: a worker's bytes are transferred): `bytes` is replaced
 * by a larger array when a file needs more room. The file's bytes are then a view of it,
 * overwritten by the next read into the same scratch.
 */
export interface ReadScratch {
  bytes: Uint8Array;
}

/** Turns file indexes of a job into {@link FileTask}s; see file-processor.ts createFileProcessor. */
export interface FileProcessor {
  /** `into`: a read job's file is read into this scratch (see {@link ReadScratch}). */
  begin(
    job: Pick<HashWorkerJob, 'kind' | 'maxBytes' | 'paths' | 'regular' | 'blob'>,
    i: number,
    into?: ReadScratch,
  ): FileTask;
}

/**
 * Runs in a worker thread. Self-contained on purpose (see the file comment):
 * it receives createFileProcessor (file-processor.ts) as an argument.
 */
function runHashWorker(
  fs: typeof Fs,
  crypto: typeof Crypto,
  threads: typeof WorkerThreads,
  makeProcessor: typeof processor.createFileProcessor,
): void {
  const port = threads.parentPort;
  if (port === null) return;
  const settings = threads.workerData as HashWorkerSettings;
  let bytes = 0;
  let sinceProgress = 0;
  const processor = makeProcessor(fs, crypto, settings, (n) => {
    bytes += n;
    sinceProgress += n;
  });

  port.on('message', (job: HashWorkerJob) => {
    let results: HashWorkerResult[] = [];
    let transfer: ArrayBuffer[] = [];
    let lastPost = Date.now();
    bytes = 0;
    sinceProgress = 0;
    const post = (done: boolean) => {
      const message: HashWorkerMessage = { jobId: job.jobId, results, bytes, done };
      port.postMessage(message, transfer);
      results = [];
      transfer = [];
      bytes = 0;
      lastPost = Date.now();
    };
    for (;;) {
      const i = Atomics.add(job.counter, 0, 1);
      if (i >= job.paths.length) break;
      const task = processor.begin(job, i);
      let result: HashWorkerResult | undefined;
      while ((result = task.step()) === undefined) {
        // Within one large file too, so progress does not stall on it.
        if (sinceProgress >= settings.progressBytes) {
          sinceProgress = 0;
          post(false);
        }
      }
      if ('bytes' in result) transfer.push(result.bytes.buffer as ArrayBuffer);
      results.push(result);
      if (results.length >= settings.flushCount || Date.now() - lastPost >= settings.flushMs)
        post(false);
    }
    post(true);
  });
}

/** Every function of file-processor.ts: the worker's source declares each by name. */
const PROCESSOR_FUNCTIONS = Object.values(processor).filter(
  (v): v is (...args: never[]) => unknown => typeof v === 'function',
);

/**
 * Source text of a worker: every function of file-processor.ts declared by name (the name the
 * bundle gave it, so the calls between them resolve), then {@link runHashWorker} applied to
 * the modules it needs and to createFileProcessor.
 */
export const HASH_WORKER_SOURCE = `${PROCESSOR_FUNCTIONS.map((f) => f.toString()).join('\n')}
(${runHashWorker.toString()})(require('node:fs'), require('node:crypto'), require('node:worker_threads'), ${processor.createFileProcessor.name});`;
