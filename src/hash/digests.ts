/**
 * The digest service: the one door to hashing. A run tells it which files it
 * may need early (prefetch), which it needs (request), and waits once for
 * every outcome (settle); it also reads the small documents (passports) in the
 * way that keeps the hashing threads busy. Everything that makes that fast
 * lives here and nowhere else:
 *
 *  - outcomes by file id (repo/tree.ts), not maps keyed by absolute paths, and
 *    a plain digest as 32 bytes of one buffer (hash/outcome-table.ts);
 *  - the speculation: the files a repository that passes lists are its output
 *    directories' files, so the small ones hash before any passport is read;
 *  - the late job (what the passports list beyond the guess, queued behind it
 *    on the same threads) and the remaining one (what the guess refused by its
 *    size cap);
 *  - the expected size of a small job, from the sizes the passports record,
 *    so it stays on the main thread when threads would cost more;
 *  - reading the passports on this thread between parses, or on the threads,
 *    as the hashing load says;
 *  - which pointer-shaped files Git LFS manages (vcs/lfs-attributes.ts), asked of
 *    git for those few files alone.
 */
import { stat } from 'node:fs/promises';
import type { ContainedReadResult, SafeReadResult } from '../fs/safe-read.js';
import {
  hashFileList,
  visitFileHashes,
  POOL_MIN_FILES,
  readFileCappedSync,
  readFilesCapped,
  type HashOptions,
  type HashOutcome,
  type HashProgress,
} from './hash-files.js';
import type { HashPool } from './hash-pool.js';
import type { LfsQuery } from '../core/ignored.js';
import type { ArtifactRef } from '../core/passport.js';
import type { ServedFiles } from '../core/served-directories.js';
import { listLfsFilteredPaths } from '../vcs/lfs-attributes.js';
import type { LfsPointer } from './lfs-pointer.js';
import { OutcomeTable } from './outcome-table.js';

/**
 * Largest file hashed on speculation, before any passport says it is an artifact: 1 MiB, so a
 * guess that misses (an unlisted file) costs at most about a millisecond of one thread.
 */
export const SPECULATIVE_HASH_MAX_BYTES = 1 << 20;

/** Files named for hashing: each is `prefix` followed by its path (FileSource.hashPathsOf). */
export interface HashPaths {
  readonly prefix: string;
  readonly paths: string[];
}

/** A file of the tree (repo/tree.ts): a small integer, for arrays indexed by it. */
export type FileId = number & { readonly __fileId: unique symbol };

/** What the digest service needs to know of the files it hashes (repo/tree.ts has it all). */
export interface FileSource {
  /** The root's real path (git is asked about LFS there). */
  readonly realRoot: string;
  /** Entries the walk listed: the ids below this are theirs. */
  readonly listedCount: number;
  /** The id of `rel` when the walk listed it as a regular file (no symlink on the way). */
  fileId(rel: string): FileId | undefined;
  realPathOf(file: FileId): string;
  /**
   * How to name `files` to the hashing threads: a prefix and a path per file whose
   * concatenation is {@link realPathOf}'s. The tree gives the walk's own relative paths under the
   * root (no string made per file); anything else, absolute paths and an empty prefix.
   */
  hashPathsOf(files: readonly FileId[]): HashPaths;
  /** Repository-relative path of a file (of its real path, for one reached through a symlink). */
  relOf(file: FileId): string;
  /** Reads `rel` whole after following its symlinks, which must stay inside the root. */
  readContained(rel: string, maxBytes: number): Promise<ContainedReadResult>;
}

/**
 * A file a run needs hashed, and what the document naming it records of it. The plan's checks
 * (repo/plan.ts) are these as they are: tens of thousands of them are not copied into requests.
 */
export interface RequestedFile {
  readonly file: FileId;
  readonly ref: {
    /** The size the document records (`size_bytes`), if any. */
    readonly sizeBytes: number | null;
    /** The path as the document wrote it: for a file without a recorded size, see RecordedSizes. */
    readonly path: string;
    /** The digest the document records, when it records one (a known digest must equal it). */
    readonly sha256?: string | null;
  };
}

/**
 * The requested files, visited in order (each pass of the service is one visit): an array, or
 * the audit plan's rows, made as they are visited rather than kept (repo/plan.ts PlanRows).
 */
export interface RequestedFiles {
  forEach(visit: (requested: RequestedFile) => void): void;
}

/** A digest known without reading the file (the content cache's). */
export interface KnownDigest {
  readonly sha256: string;
  readonly size: number;
}

/**
 * Digests known without reading (hash/content-cache.ts): the one hook of the content cache. A
 * known digest stands for a file only when every request for it records that same digest; any
 * other file is hashed from its bytes, and what hashes is offered back to `learn` with the git
 * blob id of the same bytes, computed as they were hashed (never git's index's word for them).
 */
export interface KnownDigests {
  /** The object format of the blob ids `learn` is given (the repository's). */
  readonly blobFormat: 'sha1' | 'sha256';
  /** The digest of the walked regular file at `rel`, if known. Asked once per file. */
  lookup(rel: string): KnownDigest | undefined;
  /**
   * A digest this run read from the bytes of `rel` (not a Git LFS pointer), with the git blob
   * id (in {@link blobFormat}) of those very bytes.
   */
  learn(rel: string, sha256: string, size: number, blob: string): void;
}

/**
 * Where the warm facts cache's record holds the facts of the files it answers for (repo/tree.ts
 * RepoTree.servedFacts): a served file is an index into its directory's record, whose digest is
 * copied into the outcome table as bytes (no hex string, no object per file).
 */
export interface ServedFacts {
  /** The record of the directory `file` is served from, or undefined when it is not served. */
  filesOf(file: FileId): ServedFiles | undefined;
  /** The index of `file` in its record (asked only of a file {@link filesOf} answers for). */
  indexOf(file: FileId): number;
}

/**
 * The sizes passports record for these spellings as outputs (an input records none): the
 * expected size of a small job. Asked only for a job small enough that it decides anything.
 */
export type RecordedSizes = (spellings: ReadonlySet<string>) => ReadonlyMap<string, number>;

/** Every requested file's outcome, once the service has settled. */
export interface DigestTable {
  outcome(file: FileId): HashOutcome;
  /**
   * The Git LFS object a file stands for: set when the file is shaped like an LFS pointer AND
   * the repository's attributes mark its (real) path filter=lfs; anywhere else a pointer-shaped
   * file is a file like any other, checked by its own bytes.
   */
  lfsObject(file: FileId): LfsPointer | undefined;
  /**
   * The size of `file` when it hashed plainly (no Git LFS object, no refusal) to exactly the
   * digest `ref` records, compared as bytes; undefined otherwise (then compare {@link outcome}).
   * The digest check of every artifact makes no hex string when it agrees.
   */
  sizeIfRecorded(file: FileId, ref: ArtifactRef): number | undefined;
  /** Bytes of the requested files that hashed, each file counted once. */
  readonly bytesHashed: number;
}

/** Reads small documents (passports) whole. */
export interface DocumentReader {
  /**
   * Reads each of `rels` (at most `maxBytes` each, contained in the root) and hands the result
   * to `visit` in the order given, as soon as it has it. With `reuse`, a result's bytes may be
   * a view of memory the next document is read into: valid until `visit` returns, so `visit`
   * copies what it keeps. The audit's check on read lets go of each passport's bytes before
   * the next is read; an ArrayBuffer apiece, each outlived the young generation during its own
   * parse and check, and the 1,000 dead buffers (19 MiB) of the clean 100,000-file audit stayed
   * in memory until the next full collection, at its peak (docs/performance.md, "twin150").
   */
  readEach(
    rels: readonly string[],
    maxBytes: number,
    visit: (rel: string, read: ContainedReadResult) => void,
    options?: { reuse?: boolean },
  ): Promise<void>;
  /**
   * How to read `rel` again on this thread, synchronously (at most `maxBytes`, with the checks
   * of the first read), or undefined when it cannot be: a path the walk did not list as a
   * regular file goes through readContained, which is asynchronous. The audit lets go of a
   * passport's bytes once it is checked and reads them again only for a finding's position.
   */
  readAgainSync?(rel: string, maxBytes: number): (() => ContainedReadResult) | undefined;
}

/** Options of {@link createDigestService}. */
export interface DigestServiceOptions {
  /**
   * Hashing threads (the caller closes them). Started by the caller when it expects to hash
   * much (all mode); left unstarted, they boot only for a job worth them, never to read
   * passports or for a speculation of fewer than POOL_MIN_FILES files.
   */
  pool?: HashPool | undefined;
  /**
   * Without a pool: hashing threads each job may start for itself (default one per core; 0:
   * the main thread reading through libuv). Documents are then read on the main thread.
   */
  threads?: number | undefined;
  signal?: AbortSignal | undefined;
  /** Hashing progress of every job, summed. */
  onProgress?: ((progress: HashProgress) => void) | undefined;
  /**
   * Which pointer-shaped files Git LFS manages (vcs/policy.ts: the base commit's attributes
   * on a pull request). Default: git's answer for the work tree as checked out.
   */
  lfsManaged?: LfsQuery | undefined;
  /** Digests known without reading (the content cache, opt-in); default none. */
  known?: KnownDigests | undefined;
  /**
   * The warm facts cache's digests (repo/tree.ts RepoTree.servedFacts): a file this answers for
   * is never read, whatever its passport records; its outcome is the record's digest and size,
   * so a digest that differs from the passport's is a finding as when read. Default none.
   */
  served?: ServedFacts | undefined;
}

/** The one door to hashing (see the file comment). */
export interface DigestService {
  readonly reader: DocumentReader;
  /**
   * Starts hashing, on speculation, the files among `files` (all listed regular files) that
   * are at most {@link SPECULATIVE_HASH_MAX_BYTES}; returns at once. Only with threads: on the
   * main thread a guess would delay what is known to be needed.
   */
  prefetch(files: readonly FileId[]): void;
  /**
   * Queues the files the run needs behind the prefetch; returns at once. Call it once. The
   * expected size of a small job comes from `sizes`: the sizes the passports record (the
   * audit), or `measure` (stat each file: `stamp`, which has no recorded sizes to go by).
   */
  request(files: RequestedFiles, sizes: RecordedSizes | 'measure'): void;
  /** Every requested file's outcome (a file the guess refused by its size is hashed now). */
  settle(): Promise<DigestTable>;
}

/** Creates the digest service of one run over `files`. */
export function createDigestService(
  files: FileSource,
  options: DigestServiceOptions = {},
): DigestService {
  return new Digests(files, options);
}

/** One hash job in flight; its outcomes are let go once folded into the table (settle). */
interface Job {
  files: readonly FileId[];
  outcomes: Promise<HashOutcome[]> | null;
}

class Digests implements DigestService {
  /** Outcomes by file id, in columns (hash/outcome-table.ts): one per file, to the end of the run. */
  private readonly outcomes: OutcomeTable;
  private readonly progressByJob = new Map<string, HashProgress>();
  private readonly hashOptions: { pool?: HashPool; signal?: AbortSignal; threads?: number };
  private readonly readOptions: { pool?: HashPool; signal?: AbortSignal; threads?: number };
  /**
   * The speculation: its outcomes go into the table as they arrive (none is held to the end of
   * the job), so `hashed` settles with nothing; `covered` marks the files it was given.
   */
  private speculation: {
    files: readonly FileId[];
    hashed: Promise<void>;
    covered: Uint8Array;
  } | null = null;
  private late: Job | null = null;
  private requested: RequestedFiles = [];
  /** Known digests asked so far (undefined: asked, not known), and the files served by them. */
  private readonly knownAsked = new Map<FileId, KnownDigest | undefined>();
  private readonly servedByKnown = new Set<FileId>();
  /**
   * The requested files the warm facts cache answered for (1 by file id): never read, never
   * taught. Bytes, not a Set: at 10⁶ files every one is served.
   */
  private readonly servedByFacts: Uint8Array;
  readonly reader: DocumentReader;

  constructor(
    private readonly files: FileSource,
    private readonly options: DigestServiceOptions,
  ) {
    this.outcomes = new OutcomeTable(files.listedCount);
    this.servedByFacts = new Uint8Array(options.served ? files.listedCount : 0);
    const signal = options.signal ? { signal: options.signal } : {};
    this.hashOptions = options.pool
      ? { pool: options.pool, ...signal }
      : { ...(options.threads !== undefined ? { threads: options.threads } : {}), ...signal };
    this.readOptions = options.pool ? { pool: options.pool, ...signal } : { threads: 0, ...signal };
    this.reader = {
      readEach: (rels, maxBytes, visit, options) =>
        this.readEach(rels, maxBytes, visit, options?.reuse === true),
      readAgainSync: (rel, maxBytes) => {
        const file = files.fileId(rel);
        if (file === undefined) return undefined;
        const absolute = files.realPathOf(file);
        return () => readFileCappedSync(absolute, maxBytes);
      },
    };
  }

  prefetch(all: readonly FileId[]): void {
    if (!this.options.pool || all.length === 0 || this.speculation) return;
    // A file with a known digest waits for its passport: the digest it records decides. A
    // served one is never read.
    const served = this.options.served;
    const unserved = served ? all.filter((f) => served.filesOf(f) === undefined) : all;
    const files = this.options.known ? unserved.filter((f) => !this.knownOf(f)) : unserved;
    if (files.length === 0) return;
    // A guess too small to be worth the threads does not boot them when the caller left them
    // unstarted (changed mode: the few files of the changed directories). The job that needs
    // those files hashes them on this thread when their recorded sizes say it is small.
    if (!this.options.pool.started && files.length < POOL_MIN_FILES) return;
    const { prefix, paths } = this.files.hashPathsOf(files);
    const hashed = visitFileHashes(
      paths,
      this.jobOptions('speculative', {
        maxBytes: SPECULATIVE_HASH_MAX_BYTES,
        regular: true,
        prefix,
      }),
      (k, outcome) => this.outcomes.set(files[k] as FileId, outcome),
    );
    // Awaited in settle; this only keeps a throw in between from leaving the rejection unhandled.
    hashed.catch(() => undefined);
    let top = 0;
    for (const f of files) if (f > top) top = f;
    const covered = new Uint8Array(top + 1);
    for (const f of files) covered[f] = 1;
    this.speculation = { files, hashed, covered };
  }

  request(requested: RequestedFiles, sizes: RecordedSizes | 'measure'): void {
    this.requested = requested;
    const unserved = this.options.served ? this.serveFacts(requested) : requested;
    const files = this.options.known ? this.serveKnown(unserved) : unserved;
    // What the speculation does not cover: files it did not guess, and files it will refuse as
    // larger than its cap by the size their passport records (a file whose recorded size is
    // wrong is caught after both jobs, in settle). Queued behind the speculation.
    const covered = this.speculation?.covered;
    const late: RequestedFile[] = [];
    files.forEach((f) => {
      if (
        covered?.[f.file] !== 1 ||
        (f.ref.sizeBytes !== null && f.ref.sizeBytes > SPECULATIVE_HASH_MAX_BYTES)
      )
        late.push(f);
    });
    const lateFiles = distinct(late.map((f) => f.file));
    if (sizes !== 'measure') {
      const expectedBytes = expectHashBytes(late, sizes);
      this.late = this.hash(lateFiles, 'listed', {
        ...(expectedBytes !== undefined ? { expectedBytes } : {}),
      });
      return;
    }
    const measured = this.measure(lateFiles).then(
      (expectedBytes) => this.hash(lateFiles, 'listed', { expectedBytes }).outcomes,
    );
    measured.catch(() => undefined);
    this.late = { files: lateFiles, outcomes: measured };
  }

  /** The known digest of a walked file (asked once), undefined for any other. */
  private knownOf(file: FileId): KnownDigest | undefined {
    const known = this.options.known;
    if (!known || file >= this.files.listedCount) return undefined;
    if (this.knownAsked.has(file)) return this.knownAsked.get(file);
    const digest = known.lookup(this.files.relOf(file));
    this.knownAsked.set(file, digest);
    return digest;
  }

  /**
   * Settles from known digests the files every request of which records that digest (and, when
   * it records one, that size); returns the requests left to hash. A known digest that differs
   * from a recorded one is never reported: the file is hashed, so every finding comes from bytes.
   */
  private serveKnown(requested: RequestedFiles): RequestedFile[] {
    const disagree = new Set<FileId>();
    requested.forEach((f) => {
      const known = this.knownOf(f.file);
      if (
        !known ||
        known.sha256 !== f.ref.sha256 ||
        (f.ref.sizeBytes !== null && f.ref.sizeBytes !== known.size)
      )
        disagree.add(f.file);
    });
    const rest: RequestedFile[] = [];
    requested.forEach((f) => {
      const known = this.knownAsked.get(f.file);
      if (disagree.has(f.file) || !known) {
        rest.push(f);
        return;
      }
      this.outcomes.set(f.file, { ok: true, sha256: known.sha256, size: known.size });
      this.servedByKnown.add(f.file);
    });
    return rest;
  }

  /**
   * Settles every requested file the warm facts cache answers for from the record's digest and
   * size, whatever the request records (the rules compare them, as with a digest read); returns
   * the requests left.
   */
  private serveFacts(requested: RequestedFiles): RequestedFile[] {
    const served = this.options.served as ServedFacts;
    const byFacts = this.servedByFacts;
    const rest: RequestedFile[] = [];
    requested.forEach((f) => {
      const { file } = f;
      if (byFacts[file] === 1) return;
      const record = served.filesOf(file);
      if (!record) {
        rest.push(f);
        return;
      }
      const i = served.indexOf(file);
      this.outcomes.setDigest(file, record.bytes, record.digestAt(i), record.sizeAt(i));
      byFacts[file] = 1;
    });
    return rest;
  }

  /** Whether the warm facts cache answered for `file`. */
  private isServedByFacts(file: FileId): boolean {
    return this.servedByFacts[file] === 1;
  }

  /** Offers what hashed from its bytes to the known digests (the cache learns it). */
  private teachKnown(): void {
    const known = this.options.known;
    if (!known) return;
    this.requested.forEach(({ file }) => {
      if (
        file >= this.files.listedCount ||
        this.servedByKnown.has(file) ||
        this.isServedByFacts(file)
      )
        return;
      const outcome = this.outcomes.get(file);
      if (outcome?.ok && !outcome.lfs && outcome.blob !== undefined)
        known.learn(this.files.relOf(file), outcome.sha256, outcome.size, outcome.blob);
    });
  }

  /**
   * The bytes of `files` by stat, 0 for one that cannot be stat'ed (its hashing says why): a
   * small job stays on the main thread, where starting threads would cost more than hashing a
   * few small files, and a stat per file is cheap next to a read.
   */
  private async measure(files: readonly FileId[]): Promise<number> {
    const sizes = await Promise.all(
      files.map((f) =>
        stat(this.files.realPathOf(f)).then(
          (st) => st.size,
          () => 0,
        ),
      ),
    );
    return sizes.reduce((total, n) => total + n, 0);
  }

  async settle(): Promise<DigestTable> {
    const { signal } = this.options;
    signal?.throwIfAborted();
    // The late job's outcomes go in after the speculation's (which went in as they came). A
    // refusal by the speculation's size cap is no outcome: such a file is hashed in full now.
    await this.speculation?.hashed;
    const late = this.late;
    if (late?.outcomes) {
      const outcomes = await late.outcomes;
      late.files.forEach((f, k) => this.outcomes.set(f, outcomes[k]));
      // Folded: the job's outcome objects and their hex strings go with their array.
      late.outcomes = null;
    }
    const unsettled: FileId[] = [];
    this.requested.forEach(({ file }) => {
      if (this.servedByKnown.has(file) || this.isServedByFacts(file)) return;
      const outcome = this.outcomes.has(file) ? this.outcomes.special(file) : undefined;
      if (
        !this.outcomes.has(file) ||
        (outcome !== undefined && !outcome.ok && outcome.reason === 'too-large')
      )
        unsettled.push(file);
    });
    const remaining = distinct(unsettled);
    if (remaining.length > 0) {
      const rest = await this.hash(remaining, 'remaining', {}).outcomes;
      remaining.forEach((f, k) => this.outcomes.set(f, rest[k]));
    }
    signal?.throwIfAborted();
    this.teachKnown();
    return this.tabulate(await this.listLfsManaged());
  }

  /**
   * The requested files shaped like a Git LFS pointer that git says are LFS-managed. Git is
   * asked about those few files alone, so a run without pointer-shaped artifacts never starts it.
   */
  private async listLfsManaged(): Promise<ReadonlySet<FileId>> {
    const pointers = new Map<FileId, string>();
    this.requested.forEach(({ file }) => {
      // A pointer-shaped file is never a plain digest: only the table's special outcomes.
      const outcome = this.outcomes.special(file);
      if (outcome?.ok && outcome.lfs) pointers.set(file, this.files.relOf(file));
    });
    if (pointers.size === 0) return new Set();
    const rels = [...new Set(pointers.values())];
    const managed = await (this.options.lfsManaged?.(rels) ??
      listLfsFilteredPaths(this.files.realRoot, rels));
    return new Set([...pointers].filter(([, rel]) => managed.has(rel)).map(([f]) => f));
  }

  private tabulate(lfsManaged: ReadonlySet<FileId>): DigestTable {
    const outcomes = this.outcomes;
    // Each file counted once: a file listed by several passports (or spellings) was read once.
    let bytesHashed = 0;
    const counted = new Uint8Array(outcomes.capacity);
    this.requested.forEach(({ file }) => {
      const size = outcomes.hashedSize(file);
      if (
        size === undefined ||
        counted[file] === 1 ||
        this.servedByKnown.has(file) ||
        this.isServedByFacts(file)
      )
        return;
      counted[file] = 1;
      bytesHashed += size;
    });
    return {
      outcome: (file) => outcomes.get(file) as HashOutcome,
      sizeIfRecorded: (file, ref) => outcomes.sizeIfRecorded(file, ref),
      lfsObject: (file) => {
        if (!lfsManaged.has(file)) return undefined;
        const outcome = outcomes.special(file);
        return outcome?.ok ? outcome.lfs : undefined;
      },
      bytesHashed,
    };
  }

  /** Starts one hash job; its rejection is handled where it is awaited (settle). */
  private hash(
    files: readonly FileId[],
    name: string,
    options: { maxBytes?: number; regular?: boolean; expectedBytes?: number },
  ): Job & { outcomes: Promise<HashOutcome[]> } {
    const { prefix, paths } = this.files.hashPathsOf(files);
    const outcomes = hashFileList(paths, this.jobOptions(name, { ...options, prefix }));
    // Awaited in settle; this only keeps a throw in between from leaving the rejection unhandled.
    outcomes.catch(() => undefined);
    return { files, outcomes };
  }

  /** The hashing options of one job: the service's threads, the job's own, its progress. */
  private jobOptions(
    name: string,
    options: { maxBytes?: number; regular?: boolean; expectedBytes?: number; prefix?: string },
  ): HashOptions {
    return {
      ...this.hashOptions,
      ...options,
      // With a content cache, each file's blob id from the same bytes: what it learns is keyed by it.
      blob: this.options.known?.blobFormat,
      onProgress: this.progressOf(name),
    };
  }

  /** The progress callback of one job: the caller sees every job's progress summed. */
  private progressOf(job: string): (p: HashProgress) => void {
    return (p) => {
      this.progressByJob.set(job, p);
      const onProgress = this.options.onProgress;
      if (!onProgress) return;
      const sum = { files: 0, totalFiles: 0, bytes: 0 };
      for (const q of this.progressByJob.values()) {
        sum.files += q.files;
        sum.totalFiles += q.totalFiles;
        sum.bytes += q.bytes;
      }
      onProgress(sum);
    };
  }

  /**
   * The passports are read on the hashing threads when they run and have less else to do, and
   * here, one by one between the parses, when the speculation gives them more files to hash
   * than there are passports (all mode): the threads hash from the start, and neither job waits
   * behind the other in the pool's queue (workload 2: the threads began hashing some 40 ms
   * later, and this thread waited as long for the reads). Here too when the caller left the
   * threads unstarted (changed mode) and nothing has booted them: reading is no reason to boot
   * them, since 10,000 small passports read on two threads cost more CPU than on one (a thread
   * to boot, and each read dearer; workload 3, docs/performance.md, issue 41). Either way with
   * the checks of fs/safe-read.ts; a passport that is not plainly reachable is read through
   * readContained.
   */
  private async readEach(
    rels: readonly string[],
    maxBytes: number,
    visit: (rel: string, read: ContainedReadResult) => void,
    reuse: boolean,
  ): Promise<void> {
    const { files } = this;
    const pool = this.options.pool;
    // Here too when the run serves directories (the warm facts cache): their files are not
    // hashed, so the threads have little else to do, and read there in one batch every passport's
    // bytes were held at once (10^6 files, every directory served: a peak of 914 MiB against
    // 727 with 1 % not served, whose speculation kept the reads here; docs/performance.md,
    // branch facts-serve).
    const here =
      (pool !== undefined && !pool.started) ||
      this.options.served !== undefined ||
      (this.speculation !== null && this.speculation.files.length >= rels.length);
    // Read on this thread, one after another: with `reuse`, each into the same memory.
    const scratch = here && reuse ? { bytes: new Uint8Array(0) } : undefined;
    const batch: ReadonlyMap<string, SafeReadResult> = here
      ? new Map()
      : await readFilesCapped(
          rels.flatMap((rel) => {
            const file = files.fileId(rel);
            return file === undefined ? [] : [files.realPathOf(file)];
          }),
          maxBytes,
          this.readOptions,
        );
    for (const rel of rels) {
      this.options.signal?.throwIfAborted();
      const file = files.fileId(rel);
      const read =
        file === undefined
          ? await files.readContained(rel, maxBytes)
          : here
            ? readFileCappedSync(files.realPathOf(file), maxBytes, scratch)
            : (batch.get(files.realPathOf(file)) ?? (await files.readContained(rel, maxBytes)));
      visit(rel, read);
    }
  }
}

/** Each file once, in first-seen order. */
function distinct(files: readonly FileId[]): FileId[] {
  return [...new Set(files)];
}

/**
 * Bytes the files should hold, from the sizes their passports record, when that decides
 * anything: only a job of fewer than POOL_MIN_FILES files can be too small to be worth the
 * threads. An input records no size: it takes the size a producer recorded for the same path
 * as written (a heuristic; passports write root-relative paths as a rule). Undefined when the
 * job is large or any size is unknown.
 */
function expectHashBytes(
  files: readonly RequestedFile[],
  recordedSizes: RecordedSizes,
): number | undefined {
  const unique = new Map<FileId, RequestedFile['ref']>();
  for (const f of files) {
    unique.set(f.file, f.ref);
    if (unique.size >= POOL_MIN_FILES) return undefined;
  }
  // Only the spellings some file needs: a map of every output of every passport (30,000 on
  // workload 3, for a job of a few files) took 34 ms (node --cpu-prof).
  const needed = new Set<string>();
  for (const ref of unique.values()) if (ref.sizeBytes === null) needed.add(ref.path);
  const declared = needed.size > 0 ? recordedSizes(needed) : new Map<string, number>();
  let total = 0;
  for (const ref of unique.values()) {
    const n = ref.sizeBytes ?? declared.get(ref.path);
    if (n === undefined) return undefined;
    total += n;
  }
  return total;
}
