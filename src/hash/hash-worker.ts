/**
 * The file work of the hashing threads (hashing, or reading whole small files),
 * and the protocol of the worker threads that run it.
 *
 * Why the code is functions turned into source text: the CLI, the action and
 * the library are each one ncc bundle, and a worker needs a script of its own.
 * Self-contained functions (they close over nothing and receive the Node
 * modules they use as arguments) survive bundling and the test transform
 * unchanged, so `new Worker(HASH_WORKER_SOURCE, { eval: true })` runs the same
 * code everywhere without a loader or a second emitted file. The main thread
 * runs the very same {@link createFileProcessor} when it takes its share of a
 * job (hash-pool.ts).
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
  paths: string[];
  /** Int32Array over a SharedArrayBuffer; element 0 is the next index to take. */
  counter: Int32Array;
}

/** What a thread reports for one file (`i` indexes the job's paths). */
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
 * One file in progress. `step` reads (and hashes) at most one chunk and returns
 * the file's result once it is finished, undefined before; the descriptor is
 * closed when a result is returned or `cancel` is called.
 */
export interface FileTask {
  step(): HashWorkerResult | undefined;
  cancel(): void;
}

/** Turns file indexes of a job into {@link FileTask}s; see {@link createFileProcessor}. */
export interface FileProcessor {
  begin(job: Pick<HashWorkerJob, 'kind' | 'maxBytes' | 'paths' | 'regular'>, i: number): FileTask;
}

/**
 * The file work of one hashing thread, with its one read buffer. Self-contained
 * on purpose (see the file comment): no imports, no references to anything
 * outside its own body. `onBytes` is told of every read.
 */
export function createFileProcessor(
  fs: typeof Fs,
  crypto: typeof Crypto,
  settings: HashWorkerSettings,
  onBytes: (n: number) => void,
): FileProcessor {
  const buffer = Buffer.allocUnsafe(settings.chunkBytes);
  const prefix = Buffer.from(settings.headPrefix, 'latin1');
  const code = (error: unknown) => String((error as { code?: unknown }).code ?? 'EIO');
  const closeQuietly = (fd: number) => {
    try {
      fs.closeSync(fd);
    } catch {
      // Nothing useful to do: the descriptor was only read.
    }
  };
  const done = (result: HashWorkerResult): FileTask => ({ step: () => result, cancel: () => {} });
  /** The result for a whole file's bytes: one-shot digest, and the bytes when it may be an LFS pointer. */
  const digestWhole = (i: number, bytes: Uint8Array): HashWorkerResult => {
    // crypto.hash (Node 20.12+) saves a Hash object per file.
    const digest =
      typeof crypto.hash === 'function'
        ? crypto.hash('sha256', bytes, 'hex')
        : crypto.createHash('sha256').update(bytes).digest('hex');
    const size = bytes.length;
    return size <= settings.headMaxBytes && prefix.equals(bytes.subarray(0, prefix.length))
      ? { i, sha256: digest, size, head: Uint8Array.prototype.slice.call(bytes, 0, size) }
      : { i, sha256: digest, size };
  };

  const begin = (
    job: Pick<HashWorkerJob, 'kind' | 'maxBytes' | 'paths' | 'regular'>,
    i: number,
  ): FileTask => {
    let fd: number;
    try {
      fd = fs.openSync(job.paths[i] as string, settings.openFlags);
    } catch (error) {
      return done({ i, failure: 'open', code: code(error) });
    }
    /** Bytes at the start of `buffer` already read from the file (by the probe below). */
    let probed = 0;
    if (job.kind === 'hash' && job.regular) {
      // The walk saw a regular file here, so a read shorter than asked is the whole file (a
      // regular file returns fewer bytes than asked only at its end): open, read, close. fstat,
      // which a 1 KiB file would pay as much as for the read (a system call and a Stats object
      // of four Dates), is left to files of probeBytes or more, hashed below from where the
      // probe stopped.
      const probe = Math.min(settings.probeBytes, buffer.length);
      let n: number;
      try {
        n = fs.readSync(fd, buffer, 0, probe, 0);
      } catch (error) {
        closeQuietly(fd);
        return done({ i, failure: 'io', code: code(error), stage: 'read' });
      }
      if (n < probe) {
        closeQuietly(fd);
        if (n > job.maxBytes) return done({ i, failure: 'too-large', size: n });
        onBytes(n);
        return done(digestWhole(i, buffer.subarray(0, n)));
      }
      probed = n;
      onBytes(n);
    }
    let before: Fs.Stats;
    try {
      before = fs.fstatSync(fd);
    } catch (error) {
      closeQuietly(fd);
      return done({ i, failure: 'io', code: code(error), stage: 'inspected' });
    }
    if (!before.isFile()) {
      closeQuietly(fd);
      return done({ i, failure: 'not-regular', mode: before.mode });
    }
    if (before.size > job.maxBytes) {
      closeQuietly(fd);
      return done({ i, failure: 'too-large', size: before.size });
    }
    if (probed > before.size) {
      // Fewer bytes now than the probe read a moment ago.
      closeQuietly(fd);
      return done({ i, failure: 'changed', how: 'shrank' });
    }
    let open = true;
    const cancel = () => {
      if (open) closeQuietly(fd);
      open = false;
    };
    const finish = (result: HashWorkerResult): HashWorkerResult => {
      cancel();
      return result;
    };
    /**
     * Reads the whole file into `target`, which has room for one byte more than fstat reported:
     * a file that grew or shrank since shows in the byte count. Returns the file's bytes (a view
     * of `target`), or the failure. Only a hash job's `target` is `buffer`, which may hold the
     * probe's bytes: the read goes on after them.
     */
    const readWhole = (target: Uint8Array): Uint8Array | HashWorkerResult => {
      let total = target === buffer ? probed : 0;
      for (;;) {
        let n: number;
        const wanted = before.size + 1 - total;
        try {
          n = fs.readSync(fd, target, total, wanted, total);
        } catch (error) {
          return finish({ i, failure: 'io', code: code(error), stage: 'read' });
        }
        if (n === 0) break;
        total += n;
        onBytes(n);
        if (total > before.size) return finish({ i, failure: 'changed', how: 'grew' });
        // A regular file returns fewer bytes than asked only at its end (reads of regular files
        // are not cut short by signals on Linux): no second call just to be told so. A fifth of
        // the system calls of a 1 KiB file (open, fstat, read, close).
        if (n < wanted) break;
      }
      if (total < before.size) return finish({ i, failure: 'changed', how: 'shrank' });
      return target.subarray(0, total);
    };

    if (job.kind === 'read') {
      // Read whole in one step: a read job takes small documents (capped by maxBytes), each into
      // its own ArrayBuffer (never Buffer's shared pool), so a worker can transfer it uncopied.
      const step = (): HashWorkerResult => {
        const whole = readWhole(new Uint8Array(before.size + 1));
        return whole instanceof Uint8Array ? finish({ i, bytes: whole }) : whole;
      };
      return { step, cancel };
    }

    if (before.size < buffer.length) {
      // A small file (most of a repository by count): one read of one byte more than fstat
      // reported, one-shot digest. The read sees the whole file at once, so there is no torn
      // read to detect and no second fstat; a file that grew or shrank since fstat shows in the
      // byte count.
      const step = (): HashWorkerResult => {
        const bytes = readWhole(buffer);
        return bytes instanceof Uint8Array ? finish(digestWhole(i, bytes)) : bytes;
      };
      return { step, cancel };
    }

    const hash = crypto.createHash('sha256');
    // The probe's bytes are the file's first: hashed, not read again.
    if (probed > 0) hash.update(buffer.subarray(0, probed));
    let total = probed;
    let head: Uint8Array | undefined;
    const step = (): HashWorkerResult | undefined => {
      // Read exactly the size fstat reported; growth, shrinking and rewrites show in the
      // second fstat (size or mtime), so no extra read past the end is needed.
      if (total < before.size) {
        let n: number;
        try {
          n = fs.readSync(fd, buffer, 0, Math.min(buffer.length, before.size - total), total);
        } catch (error) {
          return finish({ i, failure: 'io', code: code(error), stage: 'read' });
        }
        if (n === 0) return finish({ i, failure: 'changed', how: 'shrank' });
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
        onBytes(n);
        if (total < before.size) return undefined;
      }
      let after: Fs.Stats;
      try {
        after = fs.fstatSync(fd);
      } catch (error) {
        return finish({ i, failure: 'io', code: code(error), stage: 'inspected' });
      }
      if (after.size > before.size) return finish({ i, failure: 'changed', how: 'grew' });
      if (after.size < before.size) return finish({ i, failure: 'changed', how: 'shrank' });
      if (after.mtimeMs !== before.mtimeMs)
        return finish({ i, failure: 'changed', how: 'modified' });
      const digest = hash.digest('hex');
      return finish(
        head === undefined
          ? { i, sha256: digest, size: total }
          : { i, sha256: digest, size: total, head },
      );
    };
    return { step, cancel };
  };
  return { begin };
}

/**
 * Runs in a worker thread. Self-contained on purpose (see the file comment):
 * it receives {@link createFileProcessor} as an argument.
 */
export function runHashWorker(
  fs: typeof Fs,
  crypto: typeof Crypto,
  threads: typeof WorkerThreads,
  makeProcessor: typeof createFileProcessor,
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

/** Source text of a worker: {@link runHashWorker} applied to the modules it needs. */
export const HASH_WORKER_SOURCE = `(${runHashWorker.toString()})(require('node:fs'), require('node:crypto'), require('node:worker_threads'), ${createFileProcessor.toString()});`;
