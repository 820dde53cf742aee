/**
 * The body of a hashing worker thread, and its message protocol.
 *
 * Why the body is a function turned into source text: the CLI, the action and
 * the library are each one ncc bundle, and a worker needs a script of its own.
 * A self-contained function (it closes over nothing and receives the Node
 * modules it uses as arguments) survives bundling and the test transform
 * unchanged, so `new Worker(HASH_WORKER_SOURCE, { eval: true })` runs the same
 * code everywhere without a loader or a second emitted file.
 *
 * Inside the worker every file-system call is synchronous: the thread has
 * nothing else to do, and a synchronous read costs one system call where the
 * libuv pool costs a round trip through the event loop per call — the whole
 * cost of a 1 KiB file. The safety properties are those of fs/safe-read.ts:
 * the open flags come from there (O_NONBLOCK, O_NOFOLLOW), fstat on the open
 * descriptor decides whether the file is regular, and a second fstat after the
 * last read detects a file that changed while it was hashed.
 */
import type * as Crypto from 'node:crypto';
import type * as Fs from 'node:fs';
import type * as WorkerThreads from 'node:worker_threads';

/** Fixed per-worker settings, passed as workerData. */
export interface HashWorkerSettings {
  /** open(2) flags, from fs/safe-read.ts. */
  openFlags: number;
  /** Size of the one read buffer each worker owns (memory stays flat). */
  chunkBytes: number;
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
 * One job: every worker pulls the next index from the shared counter until the
 * list is exhausted. `hash` digests each file; `read` returns each file's bytes
 * whole (small documents such as passports), refusing files over `maxBytes`.
 */
export interface HashWorkerJob {
  jobId: number;
  kind: 'hash' | 'read';
  /** Largest file a `read` job returns. */
  maxBytes: number;
  paths: string[];
  /** Int32Array over a SharedArrayBuffer; element 0 is the next index to take. */
  counter: Int32Array;
}

/** What a worker reports for one file (`i` indexes the job's paths). */
export type HashWorkerResult =
  | { i: number; sha256: string; size: number; head?: Uint8Array }
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
 * Runs in the worker. Self-contained on purpose (see the file comment): no
 * imports, no references to anything outside its own body.
 */
export function runHashWorker(
  fs: typeof Fs,
  crypto: typeof Crypto,
  threads: typeof WorkerThreads,
): void {
  const port = threads.parentPort;
  if (port === null) return;
  const settings = threads.workerData as HashWorkerSettings;
  const buffer = Buffer.allocUnsafe(settings.chunkBytes);
  const prefix = Buffer.from(settings.headPrefix, 'latin1');

  port.on('message', (job: HashWorkerJob) => {
    let results: HashWorkerResult[] = [];
    let transfer: ArrayBuffer[] = [];
    let bytes = 0;
    let lastPost = Date.now();
    const post = (done: boolean) => {
      const message: HashWorkerMessage = { jobId: job.jobId, results, bytes, done };
      port.postMessage(message, transfer);
      results = [];
      transfer = [];
      bytes = 0;
      lastPost = Date.now();
    };
    const code = (error: unknown) => String((error as { code?: unknown }).code ?? 'EIO');

    /** Opens with the safe flags and checks the descriptor is a regular file; the caller closes it. */
    const openChecked = (
      i: number,
      file: string,
    ): { fd: number; before: Fs.Stats } | HashWorkerResult => {
      let fd: number;
      try {
        fd = fs.openSync(file, settings.openFlags);
      } catch (error) {
        return { i, failure: 'open', code: code(error) };
      }
      let before: Fs.Stats | undefined;
      let failure: HashWorkerResult | undefined;
      try {
        before = fs.fstatSync(fd);
        if (!before.isFile()) failure = { i, failure: 'not-regular', mode: before.mode };
      } catch (error) {
        failure = { i, failure: 'io', code: code(error), stage: 'inspected' };
      }
      if (failure !== undefined || before === undefined) {
        closeQuietly(fd);
        return failure ?? { i, failure: 'io', code: 'EIO', stage: 'inspected' };
      }
      return { fd, before };
    };
    const closeQuietly = (fd: number) => {
      try {
        fs.closeSync(fd);
      } catch {
        // Nothing useful to do: the descriptor was only read.
      }
    };

    const hashOne = (i: number, fd: number, before: Fs.Stats): HashWorkerResult => {
      const hash = crypto.createHash('sha256');
      let total = 0;
      let sinceProgress = 0;
      let head: Uint8Array | undefined;
      // Read exactly the size fstat reported; growth, shrinking and rewrites show in the
      // second fstat (size or mtime), so no extra read past the end is needed.
      while (total < before.size) {
        let n: number;
        try {
          n = fs.readSync(fd, buffer, 0, Math.min(buffer.length, before.size - total), total);
        } catch (error) {
          return { i, failure: 'io', code: code(error), stage: 'read' };
        }
        if (n === 0) return { i, failure: 'changed', how: 'shrank' };
        if (
          total === 0 &&
          before.size <= settings.headMaxBytes &&
          n === before.size &&
          buffer.subarray(0, prefix.length).equals(prefix)
        ) {
          head = Uint8Array.prototype.slice.call(buffer, 0, n);
        }
        hash.update(buffer.subarray(0, n));
        total += n;
        bytes += n;
        sinceProgress += n;
        if (sinceProgress >= settings.progressBytes) {
          sinceProgress = 0;
          post(false);
        }
      }
      let after: Fs.Stats;
      try {
        after = fs.fstatSync(fd);
      } catch (error) {
        return { i, failure: 'io', code: code(error), stage: 'inspected' };
      }
      if (after.size > before.size) return { i, failure: 'changed', how: 'grew' };
      if (after.size < before.size) return { i, failure: 'changed', how: 'shrank' };
      if (after.mtimeMs !== before.mtimeMs) return { i, failure: 'changed', how: 'modified' };
      const digest = hash.digest('hex');
      return head === undefined
        ? { i, sha256: digest, size: total }
        : { i, sha256: digest, size: total, head };
    };

    const readOne = (i: number, fd: number, before: Fs.Stats): HashWorkerResult => {
      if (before.size > job.maxBytes) return { i, failure: 'too-large', size: before.size };
      // Its own ArrayBuffer (never Buffer's shared pool), so it can be transferred without a copy;
      // one byte more than the size notices a file that grew meanwhile.
      const whole = new Uint8Array(before.size + 1);
      let total = 0;
      for (;;) {
        let n: number;
        try {
          n = fs.readSync(fd, whole, total, whole.length - total, total);
        } catch (error) {
          return { i, failure: 'io', code: code(error), stage: 'read' };
        }
        if (n === 0) break;
        total += n;
        if (total > before.size) return { i, failure: 'changed', how: 'grew' };
      }
      if (total < before.size) return { i, failure: 'changed', how: 'shrank' };
      bytes += total;
      transfer.push(whole.buffer);
      return { i, bytes: whole.subarray(0, total) };
    };

    for (;;) {
      const i = Atomics.add(job.counter, 0, 1);
      if (i >= job.paths.length) break;
      const opened = openChecked(i, job.paths[i] as string);
      let result: HashWorkerResult;
      if ('fd' in opened) {
        try {
          result =
            job.kind === 'read'
              ? readOne(i, opened.fd, opened.before)
              : hashOne(i, opened.fd, opened.before);
        } finally {
          closeQuietly(opened.fd);
        }
      } else result = opened;
      // hashOne may post (and replace) `results` on the way: push after it returns.
      results.push(result);
      if (results.length >= settings.flushCount || Date.now() - lastPost >= settings.flushMs)
        post(false);
    }
    post(true);
  });
}

/** Source text of a worker: {@link runHashWorker} applied to the modules it needs. */
export const HASH_WORKER_SOURCE = `(${runHashWorker.toString()})(require('node:fs'), require('node:crypto'), require('node:worker_threads'));`;
