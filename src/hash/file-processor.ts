/**
 * The file work of one hashing thread: {@link createFileProcessor} and every step it takes.
 * Every function of this module is exported, and the worker's source (hash-worker.ts
 * HASH_WORKER_SOURCE) declares every function of this module by name: the module is the
 * list, so no step can be left out of the worker (a function here that is not exported fails
 * __tests__/hash/file-processor.test.ts). Self-contained on purpose: the functions close over
 * nothing but each other and receive the Node modules they use as arguments (hash-worker.ts,
 * the file comment, says why).
 */
import type * as Crypto from 'node:crypto';
import type * as Fs from 'node:fs';
import type {
  FileProcessor,
  FileTask,
  HashWorkerJob,
  HashWorkerResult,
  HashWorkerSettings,
  ReadScratch,
} from './hash-worker.js';

/**
 * What a processor keeps for every file: made once per thread, so a file costs only its own
 * task object and its result.
 */
interface ProcessorState {
  fs: typeof Fs;
  crypto: typeof Crypto;
  settings: HashWorkerSettings;
  onBytes: (n: number) => void;
  /** The thread's one read buffer. */
  buffer: Buffer;
  /** {@link HashWorkerSettings.headPrefix} as bytes. */
  prefix: Buffer;
}

/**
 * A file open for reading: the {@link FileTask} of one file, its `step` and `cancel` shared
 * functions over `this` (one object per file, no closures).
 */
interface OpenFile extends FileTask {
  state: ProcessorState;
  fd: number;
  /** The file's index in its job. */
  i: number;
  /** fstat of the open descriptor before the first read past the probe. */
  before: Fs.Stats;
  /** Bytes read so far: the probe's (already in the buffer), then every read's. */
  total: number;
  open: boolean;
  /** The running digest of a file hashed in several reads. */
  hash: Crypto.Hash | null;
  /** The job's blob id format ('' for none: HashWorkerJob.blob). */
  blob: '' | 'sha1' | 'sha256';
  /** The running git blob id of a file hashed in several reads, when the job asks for it. */
  blobHash: Crypto.Hash | null;
  /** The whole file when it may be a Git LFS pointer. */
  head: Uint8Array | undefined;
  /** Where a read job's file is read (FileProcessor.begin's `into`), or null: its own buffer. */
  into: ReadScratch | null;
}

/** A file's digest result, which may carry its blob id (a HashWorkerResult). */
interface Digested {
  i: number;
  sha256: string;
  size: number;
  head?: Uint8Array;
  blob?: string;
}

/** The code of a failed system call, for results. */
export function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'EIO';
}

/** Closes a descriptor that was only read; a failure to close changes nothing. */
export function closeQuietly(fs: typeof Fs, fd: number): void {
  try {
    fs.closeSync(fd);
  } catch {
    // Nothing useful to do: the descriptor was only read.
  }
}

/** `cancel` of a task whose file is already closed. */
export function cancelNothing(): void {}

/** A task finished before its first step (its descriptor closed): the step returns `result`. */
export function finishedTask(result: HashWorkerResult): FileTask {
  return { step: () => result, cancel: cancelNothing };
}

/**
 * The git blob id of `size` bytes in `format` (`blob <size>\0` then the bytes): started here, the
 * bytes follow. Computed from the bytes the gate read, never taken from git's index.
 */
export function startBlobId(
  crypto: typeof Crypto,
  format: 'sha1' | 'sha256',
  size: number,
): Crypto.Hash {
  return crypto.createHash(format).update(`blob ${size}\0`);
}

/**
 * The result for a whole file's bytes: one-shot digest, the git blob id when `blob` names a
 * format, and the bytes when it may be an LFS pointer.
 */
export function digestWhole(
  state: ProcessorState,
  i: number,
  bytes: Uint8Array,
  blob: '' | 'sha1' | 'sha256',
): HashWorkerResult {
  const { crypto, settings, prefix } = state;
  // crypto.hash (Node 20.12+) saves a Hash object per file.
  const digest =
    typeof crypto.hash === 'function'
      ? crypto.hash('sha256', bytes, 'hex')
      : crypto.createHash('sha256').update(bytes).digest('hex');
  const size = bytes.length;
  const result: Digested =
    size <= settings.headMaxBytes && prefix.equals(bytes.subarray(0, prefix.length))
      ? { i, sha256: digest, size, head: Uint8Array.prototype.slice.call(bytes, 0, size) }
      : { i, sha256: digest, size };
  if (blob !== '') result.blob = startBlobId(crypto, blob, size).update(bytes).digest('hex');
  return result;
}

/**
 * The first read of a file the walk saw as regular: a read shorter than asked is the whole file
 * (a regular file returns fewer bytes than asked only at its end), so it is hashed at once and
 * closed: open, read, close. fstat, which a 1 KiB file would pay as much as for the read (a
 * system call and a Stats object of four Dates), is left to files of probeBytes or more, hashed
 * from where the probe stopped. Returns the bytes read (the file goes on), or the file's result.
 */
export function probeRegularFile(
  state: ProcessorState,
  job: Pick<HashWorkerJob, 'maxBytes' | 'blob'>,
  fd: number,
  i: number,
): number | HashWorkerResult {
  const maxBytes = job.maxBytes;
  const { fs, buffer, settings } = state;
  const probe = Math.min(settings.probeBytes, buffer.length);
  let n: number;
  try {
    n = fs.readSync(fd, buffer, 0, probe, 0);
  } catch (error) {
    closeQuietly(fs, fd);
    return { i, failure: 'io', code: errorCode(error), stage: 'read' };
  }
  if (n < probe) {
    closeQuietly(fs, fd);
    if (n > maxBytes) return { i, failure: 'too-large', size: n };
    state.onBytes(n);
    return digestWhole(state, i, buffer.subarray(0, n), job.blob);
  }
  state.onBytes(n);
  return n;
}

/** Why an open file is not read on (not regular, too large, shorter than the probe found it), or null. */
export function refusalOf(
  before: Fs.Stats,
  maxBytes: number,
  probed: number,
  i: number,
): HashWorkerResult | null {
  if (!before.isFile()) return { i, failure: 'not-regular', mode: before.mode };
  if (before.size > maxBytes) return { i, failure: 'too-large', size: before.size };
  // Fewer bytes now than the probe read a moment ago.
  if (probed > before.size) return { i, failure: 'changed', how: 'shrank' };
  return null;
}

/** Opens file `i` of `job` and returns its task (finished already when the file ends early). */
export function beginFile(
  state: ProcessorState,
  job: Pick<HashWorkerJob, 'kind' | 'maxBytes' | 'prefix' | 'paths' | 'regular' | 'blob'>,
  i: number,
  into?: ReadScratch,
): FileTask {
  const { fs, crypto, buffer } = state;
  const named = job.paths[i] as string;
  let fd: number;
  try {
    fd = fs.openSync(
      job.prefix === undefined ? named : job.prefix + named,
      state.settings.openFlags,
    );
  } catch (error) {
    return finishedTask({ i, failure: 'open', code: errorCode(error) });
  }
  let probed = 0;
  if (job.kind === 'hash' && job.regular) {
    const probe = probeRegularFile(state, job, fd, i);
    if (typeof probe !== 'number') return finishedTask(probe);
    probed = probe;
  }
  let before: Fs.Stats;
  try {
    before = fs.fstatSync(fd);
  } catch (error) {
    closeQuietly(fs, fd);
    return finishedTask({ i, failure: 'io', code: errorCode(error), stage: 'inspected' });
  }
  const refusal = refusalOf(before, job.maxBytes, probed, i);
  if (refusal !== null) {
    closeQuietly(fs, fd);
    return finishedTask(refusal);
  }
  // A read job takes a small document whole; a small file (most of a repository by count) is
  // hashed from one read; a larger one in chunks of the buffer.
  const step =
    job.kind === 'read'
      ? stepReadFile
      : before.size < buffer.length
        ? stepSmallFile
        : stepLargeFile;
  const file: OpenFile = {
    state,
    fd,
    i,
    before,
    total: probed,
    open: true,
    hash: null,
    blob: job.kind === 'hash' ? job.blob : '',
    blobHash: null,
    head: undefined,
    into: job.kind === 'read' && into !== undefined ? into : null,
    step,
    cancel: cancelFile,
  };
  if (step === stepLargeFile) {
    file.hash = crypto.createHash('sha256');
    // The probe's bytes are the file's first: hashed, not read again.
    if (probed > 0) file.hash.update(buffer.subarray(0, probed));
    if (file.blob !== '') {
      file.blobHash = startBlobId(crypto, file.blob, before.size);
      if (probed > 0) file.blobHash.update(buffer.subarray(0, probed));
    }
  }
  return file;
}

/** Closes the file, once. */
export function cancelFile(this: OpenFile): void {
  if (this.open) closeQuietly(this.state.fs, this.fd);
  this.open = false;
}

/** Closes the file and returns its result. */
export function finishFile(file: OpenFile, result: HashWorkerResult): HashWorkerResult {
  file.cancel();
  return result;
}

/**
 * Reads the whole file into `target`, which has room for one byte more than fstat reported:
 * a file that grew or shrank since shows in the byte count. Returns the file's bytes (a view
 * of `target`), or the failure. Only a hash job's `target` is the buffer, which may hold the
 * probe's bytes: the read goes on after them.
 */
export function readWhole(file: OpenFile, target: Uint8Array): Uint8Array | HashWorkerResult {
  const { fs, onBytes, buffer } = file.state;
  const size = file.before.size;
  const i = file.i;
  let total = target === buffer ? file.total : 0;
  for (;;) {
    let n: number;
    const wanted = size + 1 - total;
    try {
      n = fs.readSync(file.fd, target, total, wanted, total);
    } catch (error) {
      return finishFile(file, { i, failure: 'io', code: errorCode(error), stage: 'read' });
    }
    if (n === 0) break;
    total += n;
    onBytes(n);
    if (total > size) return finishFile(file, { i, failure: 'changed', how: 'grew' });
    // A regular file returns fewer bytes than asked only at its end (reads of regular files
    // are not cut short by signals on Linux): no second call just to be told so. A fifth of
    // the system calls of a 1 KiB file (open, fstat, read, close).
    if (n < wanted) break;
  }
  if (total < size) return finishFile(file, { i, failure: 'changed', how: 'shrank' });
  return target.subarray(0, total);
}

/**
 * The one step of a read job's file: read whole, into its own ArrayBuffer (never Buffer's
 * shared pool), so a worker can transfer it uncopied; or, given a scratch (`into`, the main
 * thread's reads alone), into the scratch, grown when the file needs more room.
 */
export function stepReadFile(this: OpenFile): HashWorkerResult {
  const room = this.before.size + 1;
  const into = this.into;
  let target: Uint8Array;
  if (into === null) target = new Uint8Array(room);
  else {
    if (into.bytes.length < room)
      into.bytes = new Uint8Array(Math.max(room, into.bytes.length * 2));
    target = into.bytes;
  }
  const whole = readWhole(this, target);
  return whole instanceof Uint8Array ? finishFile(this, { i: this.i, bytes: whole }) : whole;
}

/**
 * The one step of a small file: one read of one byte more than fstat reported, one-shot
 * digest. The read sees the whole file at once, so there is no torn read to detect and no
 * second fstat; a file that grew or shrank since fstat shows in the byte count.
 */
export function stepSmallFile(this: OpenFile): HashWorkerResult {
  const bytes = readWhole(this, this.state.buffer);
  return bytes instanceof Uint8Array
    ? finishFile(this, digestWhole(this.state, this.i, bytes, this.blob))
    : bytes;
}

/**
 * One step of a large file: one chunk read and hashed; the result after the last. Reads exactly
 * the size fstat reported; growth, shrinking and rewrites show in the second fstat (size or
 * mtime), so no extra read past the end is needed.
 */
export function stepLargeFile(this: OpenFile): HashWorkerResult | undefined {
  const { fs, buffer, settings, prefix, onBytes } = this.state;
  const size = this.before.size;
  const i = this.i;
  if (this.total < size) {
    let n: number;
    try {
      n = fs.readSync(this.fd, buffer, 0, Math.min(buffer.length, size - this.total), this.total);
    } catch (error) {
      return finishFile(this, { i, failure: 'io', code: errorCode(error), stage: 'read' });
    }
    if (n === 0) return finishFile(this, { i, failure: 'changed', how: 'shrank' });
    if (
      this.total === 0 &&
      size <= settings.headMaxBytes &&
      n === size &&
      buffer.subarray(0, prefix.length).equals(prefix)
    ) {
      this.head = Uint8Array.prototype.slice.call(buffer, 0, n);
    }
    (this.hash as Crypto.Hash).update(buffer.subarray(0, n));
    this.blobHash?.update(buffer.subarray(0, n));
    this.total += n;
    onBytes(n);
    if (this.total < size) return undefined;
  }
  return finishLargeFile(this);
}

/** The result of a large file read to its end: unchanged since the first fstat, or how it changed. */
export function finishLargeFile(file: OpenFile): HashWorkerResult {
  const { before, i } = file;
  let after: Fs.Stats;
  try {
    after = file.state.fs.fstatSync(file.fd);
  } catch (error) {
    return finishFile(file, { i, failure: 'io', code: errorCode(error), stage: 'inspected' });
  }
  if (after.size > before.size) return finishFile(file, { i, failure: 'changed', how: 'grew' });
  if (after.size < before.size) return finishFile(file, { i, failure: 'changed', how: 'shrank' });
  if (after.mtimeMs !== before.mtimeMs)
    return finishFile(file, { i, failure: 'changed', how: 'modified' });
  const digest = (file.hash as Crypto.Hash).digest('hex');
  const size = file.total;
  const result: Digested =
    file.head === undefined
      ? { i, sha256: digest, size }
      : { i, sha256: digest, size, head: file.head };
  // The blob id's header named before.size, which the bytes hashed are (checked above).
  if (file.blobHash !== null) result.blob = file.blobHash.digest('hex');
  return finishFile(file, result);
}

/**
 * The file work of one hashing thread, with its one read buffer. Self-contained
 * on purpose (see the file comment): no imports, and no references outside its
 * own body but to the other functions of this module, which the worker's source
 * declares beside it. `onBytes` is told of every read.
 */
export function createFileProcessor(
  fs: typeof Fs,
  crypto: typeof Crypto,
  settings: HashWorkerSettings,
  onBytes: (n: number) => void,
): FileProcessor {
  const state: ProcessorState = {
    fs,
    crypto,
    settings,
    onBytes,
    buffer: Buffer.allocUnsafe(settings.chunkBytes),
    prefix: Buffer.from(settings.headPrefix, 'latin1'),
  };
  return { begin: (job, i, into) => beginFile(state, job, i, into) };
}
