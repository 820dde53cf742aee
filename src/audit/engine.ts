/**
 * The audit engine: discovers passports, decides the scope, verifies artifacts
 * and evaluates chain rules. Pure in the sense that matters here: it takes a
 * root and options and returns a report; it never talks to the runner or the
 * network, and it never reads outside the root.
 */
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { ConfigurationError } from '../errors.js';
import {
  checkPassportBytes,
  isPassportPath,
  summarizePassportBytes,
  type ArtifactRef,
  type PassportSummary,
} from '../formats/passport.js';
import {
  parseJsonDocument,
  type SourcePosition,
  type StructureScan,
} from '../formats/json-source.js';
import {
  checkRelativePath,
  isExactRelativePath,
  listSymlinkChain,
  PATH_REFUSAL_TEXT,
  relativeDirname,
  resolveInsideRoot,
} from '../fs/paths.js';
import { readFileCapped, type SafeReadResult } from '../fs/safe-read.js';
import { ALWAYS_SKIPPED_DIRS, walkTree, type TreeEntry, type WalkProblem } from '../fs/walk.js';
import {
  hashFileList,
  POOL_MIN_FILES,
  readFileCappedSync,
  readFilesCapped,
  type HashOutcome,
  type HashProgress,
} from '../hash/hash-files.js';
import { HashPool } from '../hash/hash-pool.js';
import { listLfsFilteredPaths } from '../hash/lfs-attributes.js';
import {
  escapeInvisible,
  hasInvisibleCharacters,
  quoteUntrusted,
  spellBytes,
} from '../report/escape.js';
import type { FailOn } from '../rules/registry.js';
import { VERSION } from '../version.js';
import { compileGlobs, DEFAULT_CONFIG, type Config } from './config.js';
import { createBookkeepingTest, findOutputDirectories, globForRoot } from './ownership.js';
import { FindingSink, sortFindings, type FindingInput } from './findings.js';
import { decideVerdict } from './verdict.js';
import { buildChainGraph, checkChain, type ChainResult, type PassportNode } from './chain.js';
import {
  fingerprintPartition,
  selectShardDirectories,
  weighDirectories,
  type ShardSpec,
} from './shard.js';
import type { AuditReport, InferredOutputRoot, PassportStatus, ShardScope } from './types.js';

/** Options of {@link audit}. */
export interface AuditOptions {
  /** Repository root. */
  root: string;
  config?: Config;
  /** Changed files (repository-relative). Omitted or null: audit everything (release gating). */
  changedFiles?: readonly string[] | null;
  failOn?: FailOn;
  onProgress?: (progress: HashProgress) => void;
  signal?: AbortSignal;
  /**
   * Audit one shard of a matrix run: only its share of the scope's output
   * directories (see shard.ts). Shard 1 also evaluates the chain, handoff and
   * run-level rules for the whole scope, so merged shard reports hold each finding once.
   */
  shard?: ShardSpec;
  /**
   * Hashing threads, the main thread included (default: one per core); 1 hashes on the main
   * thread alone, 0 on the main thread reading through the libuv pool.
   */
  hashThreads?: number;
  /**
   * Hashing threads the caller started (and closes); `hashThreads` is then
   * ignored. The CLI starts them before the engine's code loads.
   */
  pool?: HashPool;
  /**
   * Receives every passport as this run read it (value null when unreadable
   * or not JSON). `graph` and `export` use it instead of reading the
   * repository a second time, so what they draw or sign is what was audited.
   */
  onPassports?: (passports: readonly AuditedPassport[]) => void;
  /**
   * Run-level findings the caller found before the audit (`config-changed`): added with the
   * run-level rules (so by shard 1 only), through the sink, so the config's severities apply.
   */
  runFindings?: readonly FindingInput[];
}

/**
 * Largest file hashed on speculation, before any passport says it is an artifact (see
 * speculateArtifacts in runAudit): 1 MiB, so a guess that misses (an unlisted file) costs at
 * most about a millisecond of one thread.
 */
export const SPECULATIVE_HASH_MAX_BYTES = 1 << 20;

/**
 * A passport file as the audit read it. produce/load-passports.ts's LoadedPassport is this with
 * the reason a file could not be used, so `graph` and `export` take either.
 */
export interface AuditedPassport {
  /** Repository-relative POSIX path of the passport file. */
  path: string;
  /** Repository-relative directory holding it ('.' for the root). */
  dir: string;
  /** passport_id when it is a string, else null. */
  id: string | null;
  /** The parsed JSON value, or null when the file could not be read or parsed. */
  value: unknown;
  /** Chain-relevant facts (tolerant of malformed shapes), or null when unreadable. */
  summary: PassportSummary | null;
}

/** One passport file known to the run. */
interface PassportRecord extends PassportNode {
  dir: string;
  inScope: boolean;
  summary: PassportSummary | null;
}

/**
 * Runs an audit and returns its report. Throws ConfigurationError when the
 * root is unusable; everything the repository contains becomes a finding.
 */
export async function audit(options: AuditOptions): Promise<AuditReport> {
  // One pool for the run, stopped whatever happens (unless the caller owns it). Started now, so
  // its workers boot (30-55 ms each) while this thread walks the tree and reads the passports,
  // instead of when the first job arrives.
  const pool = options.pool ?? new HashPool(options.hashThreads);
  if (options.hashThreads !== 0 || options.pool) pool.start();
  try {
    return await runAudit(options, options.hashThreads === 0 && !options.pool ? undefined : pool);
  } finally {
    if (!options.pool) await pool.close();
  }
}

async function runAudit(options: AuditOptions, pool: HashPool | undefined): Promise<AuditReport> {
  const config = options.config ?? { ...DEFAULT_CONFIG };
  const failOn: FailOn = options.failOn ?? 'error';
  const sink = new FindingSink(config.rules);
  const signal = options.signal;

  let realRoot: string;
  try {
    realRoot = await realpath(options.root);
    if (!(await stat(realRoot)).isDirectory()) throw new Error('not a directory');
  } catch {
    throw new ConfigurationError(
      `root ${JSON.stringify(options.root)} is not a readable directory`,
    );
  }

  const isIgnored = compileGlobs(config.ignore, 'ignore');
  // What the walk could not list becomes a finding (below): nothing is skipped silently.
  const walkProblems: WalkProblem[] = [];
  const entries = await walkTree(
    realRoot,
    (rel) => isIgnored(rel),
    (problem) => walkProblems.push(problem),
    signal,
  );
  signal?.throwIfAborted();
  // The walk descends real directories only, so a path it lists as a regular file has no
  // symlink on the way: it is inside the root and is its own real path, without a realpath call.
  const entryIndex = new Map<string, number>();
  for (let i = 0; i < entries.length; i++) entryIndex.set((entries[i] as TreeEntry).rel, i);
  const kindOf = (rel: string) => {
    const i = entryIndex.get(rel);
    return i === undefined ? undefined : (entries[i] as TreeEntry).kind;
  };
  /** The walk's index of `rel` when the walk listed it as a regular file, else undefined. */
  const plainFileIndex = (rel: string): number | undefined => {
    const i = entryIndex.get(rel);
    return i !== undefined && (entries[i] as TreeEntry).kind === 'file' ? i : undefined;
  };
  const isPlainFile = (rel: string) => plainFileIndex(rel) !== undefined;
  /**
   * Missing for certain, without a system call: neither the path nor any ancestor up to one
   * the walk listed as a real directory (or the root) was listed, and none of them is ignored
   * or skipped (which would have hidden it from the walk), and the directory the search ends at
   * was listed in full. Linux only: elsewhere a file system that folds case could find a path
   * the walk spelled differently.
   */
  const unlistable = new Set(
    walkProblems.flatMap((problem) => (problem.kind === 'unlistable' ? [problem.rel] : [])),
  );
  const isSurelyMissing = (rel: string) => {
    if (process.platform !== 'linux') return false;
    for (let p = rel; ; p = relativeDirname(p)) {
      if (p === '.') return !unlistable.has('.');
      const kind = kindOf(p);
      if (kind !== undefined) return p !== rel && kind === 'dir' && !unlistable.has(p);
      if (isIgnored(p) || ALWAYS_SKIPPED_DIRS.has(path.posix.basename(p))) return false;
    }
  };
  const buildReal =
    path.sep === '/'
      ? (rel: string) => `${realRoot === '/' ? '' : realRoot}/${rel}`
      : (rel: string) => path.join(realRoot, ...rel.split('/'));
  /** The repository-relative POSIX path of a real path inside the root. */
  const relativeToRoot = (real: string): string =>
    real === realRoot ? '.' : real.slice(realPrefix.length).split(path.sep).join('/');
  /**
   * Every file the run may hash has a slot, and its outcome is kept in an array by slot: a file
   * the walk listed has its index in `entries`, any other (a path reached through a symlink)
   * one past them, by real path. Maps keyed by absolute paths (tens of thousands of strings
   * of some 60 characters, hashed at every lookup) cost workload 2 more than the arrays do.
   */
  const extraSlots = new Map<string, number>();
  const extraReals: string[] = [];
  const realPrefix = realRoot.endsWith(path.sep) ? realRoot : realRoot + path.sep;
  const slotOfReal = (real: string): number => {
    // A symlink to a file inside the root that the walk listed: that file's slot, so a file
    // listed by several spellings is still read once.
    if (real.startsWith(realPrefix)) {
      const i = plainFileIndex(real.slice(realPrefix.length).split(path.sep).join('/'));
      if (i !== undefined) return i;
    }
    let slot = extraSlots.get(real);
    if (slot === undefined) {
      slot = entries.length + extraReals.length;
      extraSlots.set(real, slot);
      extraReals.push(real);
    }
    return slot;
  };
  const realOfSlot = (slot: number): string =>
    slot < entries.length
      ? buildReal((entries[slot] as TreeEntry).rel)
      : (extraReals[slot - entries.length] as string);
  const outcomes = new Array<HashOutcome | undefined>(entries.length);
  const readOptions = { pool, signal, threads: pool ? undefined : 0 };
  // The same artifact paths come up in several passes (scope, hashing, producers) and as the
  // output of one passport and the input of others: normalize each spelling once.
  const normalized = new Map<string, ReturnType<typeof checkRelativePath>>();
  const checkPath = (raw: string, dir: string) => {
    const base = config.pathBase === 'passport' ? dir : '';
    // Root-relative (the default): the spelling alone is the key, no string to build per lookup.
    const key = base === '' ? raw : `${base}\0${raw}`;
    let checked = normalized.get(key);
    if (checked === undefined) {
      checked = checkRelativePath(raw, base);
      normalized.set(key, checked);
    }
    return checked;
  };

  // --- discovery -------------------------------------------------------------------------
  // FIFOs, sockets and devices named *.passport.json are kept: reading them is refused with a finding.
  const passportPaths = entries
    .filter((e) => e.kind !== 'dir' && isPassportPath(e.rel))
    .map((e) => e.rel);
  const passportDirs = new Set(passportPaths.map(relativeDirname));
  // A passport the change deleted still says its directory was an output directory: deleting
  // the passports under a root must not remove the root, and the provenance requirement with it.
  const deletedPassportDirs = (options.changedFiles ?? [])
    .filter((rel) => isExactRelativePath(rel) && isPassportPath(rel) && !entryIndex.has(rel))
    .map(relativeDirname);
  // Without `outputs:`, the output roots are inferred from the passports (ownership.ts), so a
  // new directory beside the passport directories needs a passport too (integrity-audit mode 4).
  const { dirs: outputDirs, inferredRoots } = findOutputDirectories(
    entries,
    new Set([...passportDirs, ...deletedPassportDirs]),
    config,
  );

  // Remembered per directory: every file of a directory has the same owner, and the tree's
  // files outnumber its directories ten to one on a typical output tree.
  const ownerByDir = new Map<string, string | null>();
  /** Nearest output directory that owns `rel` (a file path), or null. */
  const ownerOf = (rel: string): string | null => {
    const start = relativeDirname(rel);
    const known = ownerByDir.get(start);
    if (known !== undefined) return known;
    const visited: string[] = [];
    let owner: string | null = null;
    for (let dir = start; ; dir = relativeDirname(dir)) {
      const cached = ownerByDir.get(dir);
      if (cached !== undefined) {
        owner = cached;
        break;
      }
      visited.push(dir);
      if (outputDirs.has(dir)) {
        owner = dir;
        break;
      }
      if (dir === '.') break;
    }
    for (const dir of visited) ownerByDir.set(dir, owner);
    return owner;
  };

  const readInside = async (rel: string, maxBytes: number) => {
    const resolved = await resolveInsideRoot(realRoot, rel);
    if (!resolved.ok) {
      return resolved.reason === 'missing'
        ? ({ ok: false, reason: 'missing', detail: 'does not exist' } as const)
        : ({
            ok: false,
            reason: 'outside-root',
            detail: PATH_REFUSAL_TEXT['outside-via-symlink'],
          } as const);
    }
    return readFileCapped(resolved.real, maxBytes);
  };

  const isHandoffFile = compileGlobs(
    [...config.envelopes, ...config.skillGraphs, ...config.packets],
    'handoff globs',
  );
  // Matched once per file: the globs are regexes, and three passes below ask.
  const handoffFiles = new Set(
    entries.filter((e) => e.kind !== 'dir' && isHandoffFile(e.rel)).map((e) => e.rel),
  );
  // Only the gate's own bookkeeping is exempt: passports, and acknowledgments beside packets.
  const isBookkeeping = createBookkeepingTest(handoffFiles, config);
  /**
   * The files each output directory owns that are artifacts (everything but the gate's own
   * bookkeeping), from one pass over the tree: the speculative hashing and the unlisted-file
   * rule both read it.
   */
  const ownedFiles = new Map<string, number[]>();
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i] as TreeEntry;
    if (e.kind === 'dir' || isBookkeeping(e.rel)) continue;
    const owner = ownerOf(e.rel);
    if (owner === null) continue;
    const list = ownedFiles.get(owner);
    if (list) list.push(i);
    else ownedFiles.set(owner, [i]);
  }

  // Light parse of every passport: ids and edges for the chain.
  const records: PassportRecord[] = [];
  const bytesByPath = new Map<string, Uint8Array>();
  const audited: AuditedPassport[] | undefined = options.onPassports ? [] : undefined;
  /** Values from the light parse, handed to the full check so a passport in scope is parsed once. */
  const valueByPath = new Map<string, { value: unknown; scan: StructureScan }>();
  const readProblems = new Map<string, FindingInput>();
  /**
   * Pointer → position lookups of the passports checked in full. Only the lookup is kept, not
   * the checked document, whose parsed value would otherwise stay alive to the end of the run:
   * every collection of the young generation copies what is alive, and 2,000 passports' values
   * are some megabytes of small objects.
   */
  const locators = new Map<string, (pointer: string) => SourcePosition>();
  /** The full per-passport check (schema, syntax, exit codes); its findings go to the sink. */
  const checkInFull = (
    r: PassportRecord,
    light: { value: unknown; scan: StructureScan } | undefined,
  ) => {
    const check = checkPassportBytes(
      r.path,
      bytesByPath.get(r.path) as Uint8Array,
      // The light parse's summary is the one the full check would make of the same value.
      light && r.summary ? { value: light.value, summary: r.summary, scan: light.scan } : undefined,
    );
    sink.addAll(check.findings);
    if (check.document) locators.set(r.path, check.document.locate);
  };
  // Changed names are used exactly as given: git and the API print each file's one spelling,
  // and a trimmed or rewritten name (a backslash, a space at either end, a decomposed accent
  // are all part of a Linux file name) would point the scope at another file. A name that is
  // no repository-relative path at all cannot be placed: the whole tree is audited instead.
  const unplaceable = options.changedFiles?.find((f) => !isExactRelativePath(f));
  const changedSet: Set<string> | null =
    options.changedFiles && unplaceable === undefined ? new Set(options.changedFiles) : null;
  // With every passport in scope (all mode, not a shard), each is checked in full right after
  // its light parse, while its parsed value is young: kept for a later pass it would survive
  // several collections.
  const checkWhileRead = changedSet === null && !options.shard;
  // A shard of an all-mode run keeps the values for its full checks after the scope. In changed
  // mode the scope is a few directories of many, known only once every passport is summarized:
  // the values are not kept for it, and the few in scope are parsed again. Holding 10,000
  // parsed passports cost workload 3 some 60 ms of the main thread's garbage collection
  // (161-191 ms with them, 103-127 ms without, node --trace-gc); re-parsing the one in scope
  // costs well under a millisecond.
  const keepValues = changedSet === null && options.shard !== undefined;
  // Hashing progress of the run's hash jobs, summed for the caller.
  const progressByJob = new Map<string, HashProgress>();
  const reportProgress = (job: string) => (p: HashProgress) => {
    progressByJob.set(job, p);
    if (!options.onProgress) return;
    const sum = { files: 0, totalFiles: 0, bytes: 0 };
    for (const q of progressByJob.values()) {
      sum.files += q.files;
      sum.totalFiles += q.totalFiles;
      sum.bytes += q.bytes;
    }
    options.onProgress(sum);
  };
  const speculation = speculateArtifacts();
  /**
   * Hashing before the passports are read: the regular files of the output directories in
   * scope are, in a repository that passes, exactly what their passports list. The small ones
   * (at most SPECULATIVE_HASH_MAX_BYTES: a guess that misses costs little) go to the threads
   * now, before any passport is read, and hash while this thread reads, parses and checks the
   * passports; what the passports list beyond the guess is hashed once known. Not for a shard
   * (its scope needs the parsed passports) nor without threads.
   */
  function speculateArtifacts() {
    if (!pool || options.shard) return null;
    const dirs =
      changedSet === null
        ? outputDirs
        : new Set([...changedSet].map(ownerOf).filter((d): d is string => d !== null));
    if (dirs.size === 0) return null;
    const slots: number[] = [];
    for (const dir of dirs) {
      for (const i of ownedFiles.get(dir) ?? [])
        if ((entries[i] as TreeEntry).kind === 'file') slots.push(i);
    }
    if (slots.length === 0) return null;
    const job = hashFileList(slots.map(realOfSlot), {
      ...readOptions,
      maxBytes: SPECULATIVE_HASH_MAX_BYTES,
      regular: true,
      onProgress: reportProgress('speculative'),
    });
    job.catch(() => undefined);
    const covered = new Uint8Array(entries.length);
    for (const i of slots) covered[i] = 1;
    return { slots, covered, job };
  }
  // The passports are read on the hashing threads when they have less else to do, and here,
  // one by one between the parses, when the speculation gives them more files to hash than
  // there are passports (all mode): the threads hash from the start, and neither job waits
  // behind the other in the pool's queue (workload 2: the threads began hashing some 40 ms
  // later, and this thread waited as long for the reads). Either way with the checks of
  // fs/safe-read.ts; a passport that is not plainly reachable is read through readInside.
  const readHere = speculation !== null && speculation.slots.length >= passportPaths.length;
  const directReads = readHere
    ? new Map<string, SafeReadResult>()
    : await readFilesCapped(
        passportPaths.filter(isPlainFile).map(buildReal),
        config.maxPassportBytes,
        readOptions,
      );
  for (const rel of passportPaths) {
    signal?.throwIfAborted();
    const read =
      readHere && isPlainFile(rel)
        ? readFileCappedSync(buildReal(rel), config.maxPassportBytes)
        : (directReads.get(buildReal(rel)) ?? (await readInside(rel, config.maxPassportBytes)));
    const dir = relativeDirname(rel);
    if (!read.ok) {
      const rule =
        read.reason === 'too-large'
          ? 'passport-too-large'
          : read.reason === 'outside-root'
            ? 'path-outside-root'
            : 'artifact-unreadable';
      readProblems.set(rel, {
        rule,
        path: rel,
        message: `the passport ${read.detail}; ${rule === 'passport-too-large' ? 'split the output directory or raise max-passport-bytes' : 'replace it with a regular JSON file'}.`,
      });
      records.push({ path: rel, dir, inScope: false, summary: null, id: null });
      audited?.push({ path: rel, dir, id: null, value: null, summary: null });
      continue;
    }
    bytesByPath.set(rel, read.bytes);
    const light = summarizePassportBytes(read.bytes);
    const summary = light?.summary ?? null;
    const record: PassportRecord = {
      path: rel,
      dir,
      inScope: false,
      summary,
      id: summary?.id ?? null,
    };
    records.push(record);
    if (checkWhileRead) checkInFull(record, light ?? undefined);
    else if (light && keepValues) valueByPath.set(rel, { value: light.value, scan: light.scan });
    audited?.push({
      path: rel,
      dir,
      id: summary?.id ?? null,
      value: light?.value ?? null,
      summary,
    });
  }
  if (audited) options.onPassports?.(audited);

  // --- scope -----------------------------------------------------------------------------
  const scopedDirs = new Set<string>();
  let passportChanged = false;
  if (changedSet === null) {
    for (const d of outputDirs) scopedDirs.add(d);
  } else {
    const listedBy = new Map<string, string[]>();
    const addListed = (rel: string, dir: string) => {
      const list = listedBy.get(rel);
      if (list === undefined) listedBy.set(rel, [dir]);
      else if (list[list.length - 1] !== dir) list.push(dir);
    };
    for (const r of records) {
      for (const a of [...(r.summary?.outputs ?? []), ...(r.summary?.inputs ?? [])]) {
        const checked = checkPath(a.path, r.dir);
        if (checked.ok) addListed(checked.rel, r.dir);
      }
    }
    // A path the walk did not list as a plain file may be reached through symlinks: a change
    // to any link on the way, or to the file it ends at, changes what the passport describes.
    // Each of them is mapped back to the passports listing the path; a passport file that is
    // a link, likewise to its directory. Only such paths cost system calls (a few lstat each);
    // one surely missing has no link on its way (isSurelyMissing).
    const passportVia = new Map<string, string>();
    for (const rel of [...listedBy.keys()]) {
      if (isPlainFile(rel) || isSurelyMissing(rel)) continue;
      const dirs = listedBy.get(rel) as string[];
      const resolved = await resolveInsideRoot(realRoot, rel);
      const reached = await listSymlinkChain(realRoot, rel);
      // The real path too: the chain reads links lexically, realpath as the read will.
      if (resolved.ok) reached.push(relativeToRoot(resolved.real));
      for (const via of reached) if (via !== rel) for (const d of dirs) addListed(via, d);
    }
    for (const rel of passportPaths) {
      if (isPlainFile(rel)) continue;
      for (const via of await listSymlinkChain(realRoot, rel)) passportVia.set(via, rel);
    }
    for (const rel of changedSet) {
      const owner = ownerOf(rel);
      if (owner !== null) scopedDirs.add(owner);
      for (const d of listedBy.get(rel) ?? []) scopedDirs.add(d);
      // A passport added, edited or deleted can change which ids exist; its old id is unknown here.
      if (isPassportPath(rel)) passportChanged = true;
      const passport = passportVia.get(rel);
      if (passport !== undefined) {
        scopedDirs.add(relativeDirname(passport));
        passportChanged = true;
      }
    }
  }
  // --- shard -----------------------------------------------------------------------------
  // Every shard cuts the same partition of the full scope and keeps its own part.
  const fullScope = new Set(scopedDirs);
  let shardScope: ShardScope | undefined;
  if (options.shard) {
    const weights = weighDirectories(records, fullScope);
    const own = new Set(selectShardDirectories(weights, options.shard));
    for (const d of fullScope) if (!own.has(d)) scopedDirs.delete(d);
    shardScope = {
      index: options.shard.index,
      count: options.shard.count,
      fingerprint: fingerprintPartition(weights, options.shard.count),
      chain: options.shard.index === 1,
    };
  }
  /** Whether this run evaluates the whole-scope rules (chain, handoffs, run-level): not sharded, or shard 1. */
  const leadsRun = shardScope === undefined || shardScope.chain === true;
  for (const r of records) r.inScope = scopedDirs.has(r.dir);

  const locate = (r: PassportRecord, pointer: string) => {
    let find = locators.get(r.path);
    const bytes = bytesByPath.get(r.path);
    if (!find && bytes) {
      // Not (yet) checked in full: a consumer re-checked for chain rules outside the scope, or
      // an artifact finding met before the per-passport checks. Parse it for positions now.
      const parsed = parseJsonDocument(bytes);
      if (parsed.ok) {
        find = parsed.document.locate;
        locators.set(r.path, find);
      }
    }
    if (!find) return { pointer };
    const pos = find(pointer);
    return { pointer, line: pos.line, column: pos.column };
  };

  // --- artifacts -------------------------------------------------------------------------
  // One pass over what the scoped passports list, as the light parse summarized them (the full
  // check makes the same summary of the same value). In changed mode and for shards it comes
  // before the full checks, so what the speculation did not cover hashes while they run.
  interface Pending {
    record: PassportRecord;
    ref: ArtifactRef;
    kind: 'outputs' | 'inputs';
    rel: string;
    /** The file's slot (see slotOfReal). */
    slot: number;
  }
  const pending: Pending[] = [];
  const listedInDir = new Map<string, Set<string>>();
  for (const r of records) {
    if (!r.inScope || !r.summary) continue;
    const listed = listedInDir.get(r.dir) ?? new Set<string>();
    listedInDir.set(r.dir, listed);
    const id = r.summary.id ?? undefined;
    for (const kind of ['outputs', 'inputs'] as const) {
      for (const ref of r.summary[kind]) {
        const checked = checkPath(ref.path, r.dir);
        if (!checked.ok) {
          sink.add({
            rule: 'path-outside-root',
            path: r.path,
            ...locate(r, `/${kind}/${ref.index}/path`),
            passport_id: id,
            message: `${kind.slice(0, -1)} path ${quoteUntrusted(ref.path)}: ${PATH_REFUSAL_TEXT[checked.reason]}. It was not read.`,
          });
          continue;
        }
        listed.add(checked.rel);
        if (hasInvisibleCharacters(ref.path)) {
          sink.add({
            rule: 'path-ambiguous',
            path: r.path,
            ...locate(r, `/${kind}/${ref.index}/path`),
            passport_id: id,
            message: `${kind.slice(0, -1)} path ${quoteUntrusted(ref.path)} contains invisible or bidirectional control characters; rename the file.`,
          });
        }
        const entry = plainFileIndex(checked.rel);
        if (entry !== undefined) {
          pending.push({ record: r, ref, kind, rel: checked.rel, slot: entry });
          continue;
        }
        const resolved = isSurelyMissing(checked.rel)
          ? { ok: false as const, reason: 'missing' as const }
          : await resolveInsideRoot(realRoot, checked.rel);
        if (!resolved.ok) {
          if (resolved.reason === 'outside-via-symlink') {
            sink.add({
              rule: 'path-outside-root',
              path: r.path,
              ...locate(r, `/${kind}/${ref.index}/path`),
              passport_id: id,
              message: `${kind.slice(0, -1)} path ${quoteUntrusted(ref.path)}: ${PATH_REFUSAL_TEXT['outside-via-symlink']}. It was not read.`,
            });
          } else if (kind === 'outputs') {
            sink.add({
              rule: 'artifact-missing',
              path: r.path,
              ...locate(r, `/${kind}/${ref.index}/path`),
              passport_id: id,
              message: `output ${quoteUntrusted(checked.rel)} does not exist; commit it, or remove it from outputs[] and re-stamp the passport.`,
            });
          }
          continue;
        }
        pending.push({ record: r, ref, kind, rel: checked.rel, slot: slotOfReal(resolved.real) });
      }
    }
  }
  // What the speculation does not cover: files it did not guess, and files it will refuse as
  // larger than its cap by the size their passport records (a file whose recorded size is wrong
  // is caught after both jobs, below). Queued behind the speculation on the same threads.
  const latePending = pending.filter(
    (p) =>
      speculation?.covered[p.slot] !== 1 ||
      (p.ref.sizeBytes !== null && p.ref.sizeBytes > SPECULATIVE_HASH_MAX_BYTES),
  );
  const late = distinctSlots(latePending);
  const hashing = hashFileList(late.map(realOfSlot), {
    ...readOptions,
    expectedBytes: expectedHashBytes(latePending, records),
    onProgress: reportProgress('listed'),
  });
  // Awaited below; this only keeps a throw in between from leaving the rejection unhandled.
  hashing.catch(() => undefined);

  // --- per-passport checks ---------------------------------------------------------------
  for (const r of records) {
    if (!r.inScope) continue;
    const problem = readProblems.get(r.path);
    if (problem) {
      sink.add(problem);
      continue;
    }
    if (checkWhileRead) continue;
    checkInFull(r, valueByPath.get(r.path));
    valueByPath.delete(r.path);
  }

  // --- unlisted files and missing passports ---------------------------------------------
  // This rule and the chain's need the passports, not the digests: they run here, while the
  // threads are still hashing, rather than after the wait for the digests below.
  const unreadableDirs = new Set(records.filter((r) => r.summary === null).map((r) => r.dir));
  for (const dir of [...scopedDirs].sort()) {
    const files = (ownedFiles.get(dir) ?? []).map((i) => (entries[i] as TreeEntry).rel);
    if (!passportDirs.has(dir)) {
      if (files.length > 0) {
        const root = relativeDirname(dir);
        const evidence = inferredRoots.get(root);
        const why = deletedPassportDirs.includes(dir)
          ? '; this change deleted its passport'
          : evidence
            ? `; ${quoteUntrusted(root)} is an output root because ${quoteUntrusted(evidence[0])}${evidence.length > 1 ? ` and ${evidence.length - 1} more directories beside it hold passports` : ' beside it holds a passport'}: pin the roots with \`passport-gate init\``
            : '';
        sink.add({
          rule: 'passport-missing',
          path: files[0] as string,
          message: `output directory ${quoteUntrusted(dir)} holds ${files.length} file(s) but no *.passport.json (missing provenance, integrity-audit mode 4${why}). Stamp one at the repository root, naming the step that wrote the files (the skill below is a guess from the directory name, the version unknown): \`${stampCommandFor(dir)}\`.`,
        });
      }
      continue;
    }
    const listed = listedInDir.get(dir) ?? new Set<string>();
    // A passport that could not be read says nothing about what it lists: its finding stands alone.
    const unknownListing = unreadableDirs.has(dir);
    const folded = new Map<string, string>();
    for (const f of files) {
      const key = f.normalize('NFC').toLowerCase();
      const other = folded.get(key);
      if (other !== undefined && other !== f) {
        sink.add({
          rule: 'path-ambiguous',
          path: f,
          message: `${quoteUntrusted(f)} and ${quoteUntrusted(other)} differ only by case or Unicode normalization; on some file systems they are one file. Rename one.`,
        });
      } else folded.set(key, f);
      if (!listed.has(f) && !unknownListing) {
        sink.add({
          rule: 'artifact-unlisted',
          path: f,
          message: `${quoteUntrusted(f)} is in output directory ${quoteUntrusted(dir)} but no passport there lists it; add it to outputs[] (re-stamp) or move it out.`,
        });
      }
    }
  }

  // --- chain -----------------------------------------------------------------------------
  const chain: ChainResult = leadsRun
    ? checkChain(records, {
        sink,
        locate: (node, pointer) => locate(node as PassportRecord, pointer),
        inScope: (node) => fullScope.has(node.dir),
        recheckAllResolution: passportChanged,
        pathBase: config.pathBase,
        normalizePath: (node, raw) => {
          const checked = checkPath(raw, node.dir);
          return checked.ok ? checked.rel : null;
        },
      })
    : { checked: new Set(), cycleEdges: new Set(), byId: new Map() };

  signal?.throwIfAborted();
  // The late job's outcomes go in after the speculation's. A refusal by the speculation's size
  // cap is no outcome: such a file is hashed in full now.
  if (speculation) {
    const guessed = await speculation.job;
    speculation.slots.forEach((slot, k) => (outcomes[slot] = guessed[k]));
  }
  const lateOutcomes = await hashing;
  late.forEach((slot, k) => (outcomes[slot] = lateOutcomes[k]));
  const remaining = distinctSlots(
    pending.filter((p) => {
      const outcome = outcomes[p.slot];
      return outcome === undefined || (!outcome.ok && outcome.reason === 'too-large');
    }),
  );
  if (remaining.length > 0) {
    const rest = await hashFileList(remaining.map(realOfSlot), {
      ...readOptions,
      onProgress: reportProgress('remaining'),
    });
    remaining.forEach((slot, k) => (outcomes[slot] = rest[k]));
  }
  signal?.throwIfAborted();
  // Paths some passport (anywhere) lists as an output: inputs found here have a producer.
  const producedPaths = new Set<string>();
  for (const r of records) {
    for (const o of r.summary?.outputs ?? []) {
      const checked = checkPath(o.path, r.dir);
      if (checked.ok) producedPaths.add(checked.rel);
    }
  }
  let artifactsVerified = 0;
  let bytesHashed = 0;
  const countedBytes = new Set<number>();
  const lfsByPassport = new Map<string, number>();
  // A file shaped like a Git LFS pointer stands in for its object only where the repository's
  // attributes mark its (real) path filter=lfs; git is asked about those few files alone, so a
  // run without pointer-shaped artifacts never starts it (hash/lfs-attributes.ts).
  const pointerSlots = new Map<number, string>();
  for (const p of pending) {
    const outcome = outcomes[p.slot];
    if (outcome?.ok && outcome.lfs && !pointerSlots.has(p.slot))
      pointerSlots.set(
        p.slot,
        p.slot < entries.length
          ? (entries[p.slot] as TreeEntry).rel
          : relativeToRoot(realOfSlot(p.slot)),
      );
  }
  const lfsFiltered =
    pointerSlots.size > 0
      ? await listLfsFilteredPaths(realRoot, [...new Set(pointerSlots.values())])
      : new Set<string>();
  for (const p of pending) {
    const outcome = outcomes[p.slot] as HashOutcome;
    const r = p.record;
    const id = r.summary?.id ?? undefined;
    const label = p.kind === 'outputs' ? 'output' : 'input';
    if (!outcome.ok) {
      if (outcome.reason === 'missing' && p.kind === 'inputs') continue;
      sink.add({
        rule: outcome.reason === 'missing' ? 'artifact-missing' : 'artifact-unreadable',
        path: r.path,
        ...locate(r, `/${p.kind}/${p.ref.index}/path`),
        passport_id: id,
        message: `${label} ${quoteUntrusted(p.rel)} ${outcome.detail}; it was not verified.`,
      });
      continue;
    }
    if (!countedBytes.has(p.slot)) {
      countedBytes.add(p.slot);
      bytesHashed += outcome.size;
    }
    const recorded = p.ref.sha256;
    const pointer = outcome.lfs;
    const lfs =
      pointer && lfsFiltered.has(pointerSlots.get(p.slot) as string) ? pointer : undefined;
    const byPointer = lfs !== undefined && recorded === lfs.oid;
    const actualSha = byPointer ? lfs.oid : outcome.sha256;
    const actualSize = byPointer ? lfs.size : outcome.size;
    // The pattern is tested only on a mismatch (the schema reports a malformed digest).
    if (recorded !== null && recorded !== actualSha && /^[0-9a-f]{64}$/.test(recorded)) {
      // A pointer whose object differs is a mismatch of the object: say so, with both digests.
      const lfsNote = lfs
        ? ` (the checkout holds a Git LFS pointer, not the content: the pointer names object sha256 ${lfs.oid}, ${lfs.size} bytes)`
        : pointer && recorded === pointer.oid
          ? ` (the file is shaped like a Git LFS pointer to the recorded object, but the repository's .gitattributes does not mark ${quoteUntrusted(pointerSlots.get(p.slot))} filter=lfs, so its own bytes were checked)`
          : '';
      sink.add({
        rule: p.kind === 'outputs' ? 'artifact-hash-mismatch' : 'input-hash-mismatch',
        path: r.path,
        ...locate(r, `/${p.kind}/${p.ref.index}/sha256`),
        passport_id: id,
        message: `${label} ${quoteUntrusted(p.rel)}: expected sha256 ${recorded}, actual ${outcome.sha256}${lfsNote}. The bytes changed after the passport was written: re-run the step and re-stamp, or restore the file.`,
      });
      continue;
    }
    if (p.kind === 'outputs' && p.ref.sizeBytes !== null && p.ref.sizeBytes !== actualSize) {
      sink.add({
        rule: 'artifact-size-mismatch',
        path: r.path,
        ...locate(r, `/outputs/${p.ref.index}/size_bytes`),
        passport_id: id,
        message: `output ${quoteUntrusted(p.rel)}: size_bytes is ${p.ref.sizeBytes}, ${byPointer ? 'its Git LFS pointer says the object has' : 'the file has'} ${actualSize} bytes; re-stamp the passport.`,
      });
      continue;
    }
    // Counted once verified: the report says which artifacts were checked by pointer only.
    if (byPointer) lfsByPassport.set(r.path, (lfsByPassport.get(r.path) ?? 0) + 1);
    if (p.kind === 'outputs') artifactsVerified++;
    else if (p.ref.source === null && !producedPaths.has(p.rel)) {
      sink.add({
        rule: 'input-unprovenanced',
        path: r.path,
        ...locate(r, `/inputs/${p.ref.index}/path`),
        passport_id: id,
        message: `input ${quoteUntrusted(p.rel)} is in the repository but no passport lists it as an output and it declares no source; give its directory a passport, or record its origin in "source".`,
      });
    }
  }

  // --- other formats ---------------------------------------------------------------------
  // The handoff formats (and the YAML parser and schema compiler they need) are loaded only
  // by a run that has handoff files: most passport-only runs never pay for them.
  const hasHandoffs =
    handoffFiles.size > 0 || [...(changedSet ?? [])].some((rel) => isHandoffFile(rel));
  const handoffs = !(leadsRun && hasHandoffs)
    ? []
    : await (
        await import('./handoffs.js')
      ).auditHandoffs({
        root: realRoot,
        entries,
        config,
        changed: changedSet,
        sink,
        readFile: (rel) => readInside(rel, config.maxPassportBytes),
        passportSkills: new Set(
          records.map((r) => r.summary?.skill).filter((s): s is string => typeof s === 'string'),
        ),
      });

  // --- run-level -------------------------------------------------------------------------
  if (leadsRun) sink.addAll(options.runFindings ?? []);
  if (
    leadsRun &&
    changedSet === null &&
    config.outputs.length > 0 &&
    passportPaths.length === 0 &&
    !config.allowEmpty
  ) {
    sink.add({
      rule: 'outputs-empty',
      path: '',
      message:
        'the config names output directories (outputs:) but the repository holds no passports; stamp the outputs, or set allow-empty: true.',
    });
  }
  if (leadsRun) for (const problem of walkProblems) sink.add(describeWalkProblem(problem));
  if (leadsRun && unplaceable !== undefined) {
    sink.add({
      rule: 'scope-widened',
      path: '',
      message: `changed file ${quoteUntrusted(unplaceable)} is not a repository-relative path as git prints one, so the change could not be placed; every output directory was audited.`,
    });
  }
  const scoped = records.filter((r) => r.inScope);
  if (leadsRun && changedSet !== null && fullScope.size === 0 && handoffs.length === 0) {
    sink.add({
      rule: 'scope-empty',
      path: '',
      message: `${changedSet.size} changed file(s), none in an output directory or handoff file; nothing needed auditing.`,
    });
  }

  const findings = sortFindings(sink.findings);
  const verdict = decideVerdict({
    findings,
    failOn,
    passports: scoped.map((r) => {
      const status: PassportStatus = {
        path: r.path,
        directory: r.dir,
        passport_id: r.summary?.id ?? null,
        skill: r.summary?.skill ?? null,
        status: 'pass',
        errors: 0,
        warnings: 0,
        notices: 0,
        artifacts: r.summary?.outputs.length ?? 0,
      };
      const lfs = lfsByPassport.get(r.path);
      if (lfs) status.lfs_pointers = lfs;
      return status;
    }),
    handoffs,
  });
  const failingPaths = new Set(
    verdict.passports.filter((p) => p.status === 'fail').map((p) => p.path),
  );

  return {
    report_version: '1',
    tool: { name: 'passport-gate', version: VERSION },
    root: options.root,
    scope: {
      mode: changedSet === null ? 'all' : 'changed',
      changed_files: changedSet?.size ?? 0,
      directories: [...scopedDirs].sort(),
      ...(shardScope ? { shard: shardScope } : {}),
      ...(inferredRoots.size > 0
        ? { inferred_outputs: describeInferredRoots(inferredRoots, passportPaths) }
        : {}),
    },
    summary: {
      passports: scoped.length,
      artifacts_verified: artifactsVerified,
      bytes_hashed: bytesHashed,
      ...verdict.counts,
      fail_on: failOn,
      passed: verdict.passed,
      unattributed: verdict.unattributed,
    },
    findings,
    passports: verdict.passports,
    handoffs: verdict.handoffs,
    graph: buildChainGraph(records, chain, failingPaths),
  };
}

/** The report's account of the inferred output roots: each root, its glob, its evidence. */
function describeInferredRoots(
  roots: ReadonlyMap<string, readonly string[]>,
  passportPaths: readonly string[],
): InferredOutputRoot[] {
  const passportsByDir = new Map<string, string[]>();
  for (const p of passportPaths) {
    const dir = relativeDirname(p);
    const list = passportsByDir.get(dir);
    if (list) list.push(p);
    else passportsByDir.set(dir, [p]);
  }
  return [...roots].map(([root, dirs]) => ({
    root,
    glob: globForRoot(root),
    passports: dirs.flatMap((d) => passportsByDir.get(d) ?? []).sort(),
  }));
}

/** The finding for something the walk could not list. */
function describeWalkProblem(problem: WalkProblem): FindingInput {
  if (problem.kind === 'unlistable') {
    return {
      rule: 'directory-unreadable',
      path: problem.rel,
      message: `directory ${quoteUntrusted(problem.rel)} could not be listed (${problem.code}), so nothing below it was audited; make it readable, or add it to ignore: in .passport-gate.yml if it holds no outputs.`,
    };
  }
  const what = problem.entryKind === 'dir' ? 'directory' : 'file';
  const below = problem.entryKind === 'dir' ? 'it and everything below it were' : 'it was';
  // The decoded name (with U+FFFD) anchors the finding; the message spells the bytes exactly.
  const decoded = problem.name.toString('utf8');
  return {
    rule: 'path-not-utf8',
    path: problem.parent === '.' ? decoded : `${problem.parent}/${decoded}`,
    message: `${what} name ${spellBytes(problem.name)} in ${quoteUntrusted(problem.parent)} is not valid UTF-8: no passport can name it, so ${below} not audited; rename it with UTF-8 text.`,
  };
}

/**
 * The `stamp` command that gives output directory `dir` a passport, as printed in the
 * passport-missing hint: it runs as printed at the repository root (a test runs it). The
 * skill is a guess from the directory's name and the version says it is unknown; the hint
 * asks for the real step.
 */
function stampCommandFor(dir: string): string {
  const slug = path.posix
    .basename(dir)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 64)
    .replace(/^-+|-+$/g, '');
  return escapeInvisible(
    `passport-gate stamp ${shellWord(dir)} --skill ${slug || 'unknown-step'} --skill-version unknown`,
  );
}

/** `word` as one POSIX shell word: single-quoted unless plain; never read as an option. */
function shellWord(word: string): string {
  const safe = word.startsWith('-') ? `./${word}` : word;
  return /^[A-Za-z0-9_./@%+=:,-]+$/.test(safe) ? safe : `'${safe.replace(/'/g, `'\\''`)}'`;
}

/** The slots of `pending`, each once, in first-seen order. */
function distinctSlots(pending: readonly { slot: number }[]): number[] {
  return [...new Set(pending.map((p) => p.slot))];
}

/**
 * Bytes the pending artifacts should hold, from the sizes their passports record, when that
 * decides anything: only a job of fewer than POOL_MIN_FILES files can be too small to be worth
 * the threads. An input records no size: it takes the size a producer recorded for the same
 * path as written (a heuristic; passports write root-relative paths as a rule). Undefined when
 * the job is large or any size is unknown.
 */
function expectedHashBytes(
  pending: readonly { slot: number; ref: ArtifactRef }[],
  records: readonly PassportRecord[],
): number | undefined {
  const unique = new Map<number, ArtifactRef>();
  for (const p of pending) {
    unique.set(p.slot, p.ref);
    if (unique.size >= POOL_MIN_FILES) return undefined;
  }
  // Only the spellings some pending input needs: a map of every output of every passport
  // (30,000 on workload 3, for a job of a few files) took 34 ms (node --cpu-prof).
  const needed = new Set<string>();
  for (const ref of unique.values()) if (ref.sizeBytes === null) needed.add(ref.path);
  const declared = new Map<string, number>();
  if (needed.size > 0) {
    for (const r of records) {
      for (const o of r.summary?.outputs ?? [])
        if (o.sizeBytes !== null && needed.has(o.path)) declared.set(o.path, o.sizeBytes);
    }
  }
  let total = 0;
  for (const ref of unique.values()) {
    const n = ref.sizeBytes ?? declared.get(ref.path);
    if (n === undefined) return undefined;
    total += n;
  }
  return total;
}
