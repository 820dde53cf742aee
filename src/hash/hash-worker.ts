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
  /**
   * The job's paths, UTF-8, one after another, over a SharedArrayBuffer: path `i` ends at
   * `ends[i]` and starts where path `i - 1` ends (file-processor.ts nameAt). Why not an array
   * of strings: a posted array is copied into every thread's heap, a string per path (workload
   * 4's clean twin: 100,000 paths held by the worker's old generation to the end of the job, and
   * a serialized copy on the way), where shared bytes are never copied and a thread decodes
   * each path when it takes it, a short-lived string.
   */
  names: Uint8Array;
  /** Int32Array over a SharedArrayBuffer: where each path of {@link HashWorkerJob.names} ends; its length is the job's. */
  ends: Int32Array;
  /** Int32Array over a SharedArrayBuffer; element 0 is the next index to take. */
  counter: Int32Array;
}

/** What a {@link FileProcessor} is told of the job a file belongs to (its path is given apart). */
export type FileJob = Pick<HashWorkerJob, 'kind' | 'maxBytes' | 'prefix' | 'regular' | 'blob'>;

/** What a thread reports for one file (`i` indexes the job's paths). */
export type HashWorkerResult =
  | { i: number; sha256: string; size: number; head?: Uint8Array; blob?: string }
  | { i: number; bytes: Uint8Array }
  | { i: number; failure: 'too-large'; size: number }
  | { i: number; failure: 'open'; code: string }
  | { i: number; failure: 'not-regular'; mode: number }
  | { i: number; failure: 'io'; code: string; stage: 'inspected' | 'read' }
  | { i: number; failure: 'changed'; how: 'grew' | 'shrank' | 'modified' };

/** Bytes of one file's SHA-256 in a {@link DigestBatch}. */
export const DIGEST_BYTES = 32;

/**
 * A worker's plain digests (a file hashed, no head, no blob id) as columns: file `k` of the
 * batch is index `index[k]`, `size[k]` bytes, its SHA-256 at `sha256[32k, 32k + 32)`. Their
 * buffers are transferred, not copied. Why: posted as objects, each result was written out
 * with its keys and 64 hex digits (~95 bytes a file) and waited so in the main thread's queue
 * while it parsed the passports (workload 4's clean twin: most of 100,000 results); here it is
 * 44 bytes, and the worker makes no object nor hex string per file.
 */
export interface DigestBatch {
  count: number;
  index: Int32Array;
  size: Float64Array;
  sha256: Uint8Array;
}

/**
 * A message from a worker: finished files (the plain digests among them in `digests`, the rest
 * in `results`), bytes read since the last message, and whether the job is done for it.
 */
export interface HashWorkerMessage {
  jobId: number;
  results: HashWorkerResult[];
  digests: DigestBatch | null;
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

/** Turns file indexes of a job into {@link FileTask}s; see file-processor.ts createFileProcessor. */
export interface FileProcessor {
  /** Begins file `i` of `job`, named `named` (put after the job's prefix, if any). */
  begin(job: FileJob, i: number, named: string): FileTask;
}

/**
 * Runs in a worker thread. Self-contained on purpose (see the file comment):
 * it receives createFileProcessor and nameAt (file-processor.ts) as arguments.
 */
function runHashWorker(
  fs: typeof Fs,
  crypto: typeof Crypto,
  threads: typeof WorkerThreads,
  makeProcessor: typeof processor.createFileProcessor,
  nameOf: typeof processor.nameAt,
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

  const capacity = Math.max(1, settings.flushCount);
  // Each batch's own buffers (never the shared pool of small Buffers: they are transferred).
  const newBatch = (): DigestBatch & { sha256: Buffer } => ({
    count: 0,
    index: new Int32Array(capacity),
    size: new Float64Array(capacity),
    sha256: Buffer.from(new ArrayBuffer(capacity * 32)),
  });

  port.on('message', (job: HashWorkerJob) => {
    let results: HashWorkerResult[] = [];
    let transfer: ArrayBuffer[] = [];
    let batch = newBatch();
    let lastPost = Date.now();
    bytes = 0;
    sinceProgress = 0;
    const post = (done: boolean) => {
      const digests = batch.count > 0 ? batch : null;
      if (digests !== null) {
        transfer.push(
          digests.index.buffer as ArrayBuffer,
          digests.size.buffer as ArrayBuffer,
          digests.sha256.buffer as ArrayBuffer,
        );
        batch = newBatch();
      }
      const message: HashWorkerMessage = { jobId: job.jobId, results, digests, bytes, done };
      port.postMessage(message, transfer);
      results = [];
      transfer = [];
      bytes = 0;
      lastPost = Date.now();
    };
    const names = Buffer.from(job.names.buffer, job.names.byteOffset, job.names.byteLength);
    for (;;) {
      const i = Atomics.add(job.counter, 0, 1);
      if (i >= job.ends.length) break;
      const task = processor.begin(job, i, nameOf(names, job.ends, i));
      let result: HashWorkerResult | undefined;
      while ((result = task.step()) === undefined) {
        // Within one large file too, so progress does not stall on it.
        if (sinceProgress >= settings.progressBytes) {
          sinceProgress = 0;
          post(false);
        }
      }
      if ('sha256' in result && result.head === undefined && result.blob === undefined) {
        const k = batch.count++;
        batch.index[k] = result.i;
        batch.size[k] = result.size;
        // The 64 hex digits as the 32 bytes they spell (the main thread spells them again).
        batch.sha256.write(result.sha256, k * 32, 32, 'hex');
      } else {
        if ('bytes' in result) transfer.push(result.bytes.buffer as ArrayBuffer);
        results.push(result);
      }
      if (results.length + batch.count >= capacity || Date.now() - lastPost >= settings.flushMs)
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
 * the modules it needs, to createFileProcessor and to nameAt.
 */
export const HASH_WORKER_SOURCE = `${PROCESSOR_FUNCTIONS.map((f) => f.toString()).join('\n')}
(${runHashWorker.toString()})(require('node:fs'), require('node:crypto'), require('node:worker_threads'), ${processor.createFileProcessor.name}, ${processor.nameAt.name});`;
