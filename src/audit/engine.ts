/**
 * The audit engine: discovers passports, decides the scope, verifies artifacts
 * and evaluates chain rules. Pure in the sense that matters here: it takes a
 * root and options and returns a report; it never talks to the runner or the
 * network, and it never reads outside the root.
 */
import path from 'node:path';
import { checkPassportBytes, isPassportPath, type ArtifactRef } from '../formats/passport.js';
import {
  checkRelativePath,
  isExactRelativePath,
  PATH_REFUSAL_TEXT,
  relativeDirname,
} from '../core/relative-path.js';
import type { WalkProblem } from '../fs/walk.js';
import { createDigestService, HashPool, type FileId, type HashProgress } from '../hash/index.js';
import {
  escapeInvisible,
  hasInvisibleCharacters,
  quoteUntrusted,
  spellBytes,
} from '../core/untrusted.js';
import type { FailOn } from '../rules/registry.js';
import { VERSION } from '../core/version.js';
import { DEFAULT_CONFIG, type Config } from '../config/config.js';
import { globForRoot } from '../repo/ownership.js';
import { buildLayout } from '../repo/layout.js';
import { RepoTree } from '../repo/tree.js';
import {
  readPassports,
  type AuditedPassport,
  type ParsedValue,
  type PassportRecord,
  type PassportSet,
} from '../repo/passports.js';
import { FindingSink, sortFindings, type FindingInput } from '../core/findings.js';
import { decideVerdict } from './verdict.js';
import { buildChainGraph, checkChain, type ChainResult } from '../repo/chain.js';
import {
  fingerprintPartition,
  selectShardDirectories,
  weighDirectories,
  type ShardSpec,
} from '../repo/shard.js';
import type {
  AuditReport,
  InferredOutputRoot,
  PassportStatus,
  ShardScope,
} from '../core/report-model.js';

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

  const tree = await RepoTree.walk(options.root, config, signal);
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
  const layout = buildLayout(tree, config, {
    deletedPassports: (options.changedFiles ?? []).filter(
      (rel) => isExactRelativePath(rel) && isPassportPath(rel) && !tree.has(rel),
    ),
  });
  const { passportPaths, passportDirs, outputDirs, inferredRoots, handoffFiles } = layout;
  const deletedPassportDirs = layout.deletedPassportDirs;
  const digests = createDigestService(tree, {
    pool,
    threads: 0,
    signal,
    onProgress: options.onProgress,
  });

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
  /** The full per-passport check (schema, syntax, exit codes); its findings go to the sink. */
  const checkInFull = (r: PassportRecord, light: ParsedValue, set: PassportSet) => {
    const check = checkPassportBytes(
      r.path,
      r.bytes as Uint8Array,
      // The light parse's summary is the one the full check would make of the same value.
      light && r.summary ? { value: light.value, summary: r.summary } : undefined,
    );
    sink.addAll(check.findings);
    if (check.document) set.positions.keep(r, check.document.locate);
  };
  /**
   * Hashing before the passports are read: the regular files of the output directories in
   * scope are, in a repository that passes, exactly what their passports list. The small ones
   * go to the threads now, before any passport is read, and hash while this thread reads,
   * parses and checks the passports; what the passports list beyond the guess is hashed once
   * known. Not for a shard (its scope needs the parsed passports).
   */
  if (!options.shard) {
    const dirs =
      changedSet === null
        ? outputDirs
        : new Set([...changedSet].map(layout.ownerOf).filter((d): d is string => d !== null));
    const files: FileId[] = [];
    for (const dir of dirs)
      for (const f of layout.ownedFiles(dir)) if (tree.isListedRegular(f)) files.push(f);
    digests.prefetch(files);
  }
  const passports = await readPassports(passportPaths, digests.reader, {
    maxBytes: config.maxPassportBytes,
    signal,
    keepValues: changedSet === null && options.shard !== undefined,
    keepAsRead: options.onPassports !== undefined,
    onRead: checkWhileRead
      ? (r, light, set) => {
          if (r.bytes) checkInFull(r, light, set);
        }
      : undefined,
  });
  const records = passports.records;
  if (options.onPassports) options.onPassports(passports.asRead());
  const readProblems = new Map<string, FindingInput>();
  for (const r of records) {
    if (!r.problem) continue;
    const rule =
      r.problem.reason === 'too-large'
        ? 'passport-too-large'
        : r.problem.reason === 'outside-root'
          ? 'path-outside-root'
          : 'artifact-unreadable';
    readProblems.set(r.path, {
      rule,
      path: r.path,
      message: `the passport ${r.problem.detail}; ${rule === 'passport-too-large' ? 'split the output directory or raise max-passport-bytes' : 'replace it with a regular JSON file'}.`,
    });
  }

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
      if (tree.isPlainFile(rel) || tree.isSurelyMissing(rel)) continue;
      const dirs = listedBy.get(rel) as string[];
      const resolved = await tree.resolve(rel);
      const reached = await tree.symlinkChain(rel);
      // The real path too: the chain reads links lexically, realpath as the read will.
      if (resolved.ok) reached.push(tree.relativeToRoot(resolved.real));
      for (const via of reached) if (via !== rel) for (const d of dirs) addListed(via, d);
    }
    for (const rel of passportPaths) {
      if (tree.isPlainFile(rel)) continue;
      for (const via of await tree.symlinkChain(rel)) passportVia.set(via, rel);
    }
    for (const rel of changedSet) {
      const owner = layout.ownerOf(rel);
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
  const inScope = (r: PassportRecord) => scopedDirs.has(r.dir);
  const locate = (r: PassportRecord, pointer: string) => passports.positions.locate(r, pointer);

  // --- artifacts -------------------------------------------------------------------------
  // One pass over what the scoped passports list, as the light parse summarized them (the full
  // check makes the same summary of the same value). In changed mode and for shards it comes
  // before the full checks, so what the speculation did not cover hashes while they run.
  interface Pending {
    record: PassportRecord;
    ref: ArtifactRef;
    kind: 'outputs' | 'inputs';
    rel: string;
    file: FileId;
  }
  const pending: Pending[] = [];
  const listedInDir = new Map<string, Set<string>>();
  for (const r of records) {
    if (!inScope(r) || !r.summary) continue;
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
        const entry = tree.fileId(checked.rel);
        if (entry !== undefined) {
          pending.push({ record: r, ref, kind, rel: checked.rel, file: entry });
          continue;
        }
        const resolved = tree.isSurelyMissing(checked.rel)
          ? { ok: false as const, reason: 'missing' as const }
          : await tree.resolve(checked.rel);
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
        pending.push({
          record: r,
          ref,
          kind,
          rel: checked.rel,
          file: tree.fileOfReal(resolved.real),
        });
      }
    }
  }
  digests.request(
    pending.map((p) => ({ file: p.file, recordedSize: p.ref.sizeBytes, spelling: p.ref.path })),
    (spellings) => {
      const declared = new Map<string, number>();
      for (const r of records) {
        for (const o of r.summary?.outputs ?? [])
          if (o.sizeBytes !== null && spellings.has(o.path)) declared.set(o.path, o.sizeBytes);
      }
      return declared;
    },
  );

  // --- per-passport checks ---------------------------------------------------------------
  for (const r of records) {
    if (!inScope(r)) continue;
    const problem = readProblems.get(r.path);
    if (problem) {
      sink.add(problem);
      continue;
    }
    if (checkWhileRead) continue;
    checkInFull(r, passports.takeValue(r), passports);
  }

  // --- unlisted files and missing passports ---------------------------------------------
  // This rule and the chain's need the passports, not the digests: they run here, while the
  // threads are still hashing, rather than after the wait for the digests below.
  const unreadableDirs = new Set(records.filter((r) => r.summary === null).map((r) => r.dir));
  for (const dir of [...scopedDirs].sort()) {
    const files = layout.ownedFiles(dir).map((f) => tree.relOf(f));
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

  const table = await digests.settle();
  // Paths some passport (anywhere) lists as an output: inputs found here have a producer.
  const producedPaths = new Set<string>();
  for (const r of records) {
    for (const o of r.summary?.outputs ?? []) {
      const checked = checkPath(o.path, r.dir);
      if (checked.ok) producedPaths.add(checked.rel);
    }
  }
  let artifactsVerified = 0;
  const lfsByPassport = new Map<string, number>();
  for (const p of pending) {
    const outcome = table.outcome(p.file);
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
    const recorded = p.ref.sha256;
    const pointer = outcome.lfs;
    const lfs = table.lfsObject(p.file);
    const byPointer = lfs !== undefined && recorded === lfs.oid;
    const actualSha = byPointer ? lfs.oid : outcome.sha256;
    const actualSize = byPointer ? lfs.size : outcome.size;
    // The pattern is tested only on a mismatch (the schema reports a malformed digest).
    if (recorded !== null && recorded !== actualSha && /^[0-9a-f]{64}$/.test(recorded)) {
      // A pointer whose object differs is a mismatch of the object: say so, with both digests.
      const lfsNote = lfs
        ? ` (the checkout holds a Git LFS pointer, not the content: the pointer names object sha256 ${lfs.oid}, ${lfs.size} bytes)`
        : pointer && recorded === pointer.oid
          ? ` (the file is shaped like a Git LFS pointer to the recorded object, but the repository's .gitattributes does not mark ${quoteUntrusted(tree.relOf(p.file))} filter=lfs, so its own bytes were checked)`
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
  const bytesHashed = table.bytesHashed;

  // --- other formats ---------------------------------------------------------------------
  // The handoff formats (and the YAML parser and schema compiler they need) are loaded only
  // by a run that has handoff files: most passport-only runs never pay for them.
  const hasHandoffs =
    handoffFiles.size > 0 || [...(changedSet ?? [])].some((rel) => layout.isHandoffFile(rel));
  const handoffs = !(leadsRun && hasHandoffs)
    ? []
    : await (
        await import('./handoffs.js')
      ).auditHandoffs({
        root: tree.realRoot,
        entries: tree.entries,
        config,
        changed: changedSet,
        sink,
        readFile: (rel) => tree.readContained(rel, config.maxPassportBytes),
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
  if (leadsRun) for (const problem of tree.problems) sink.add(describeWalkProblem(problem));
  if (leadsRun && unplaceable !== undefined) {
    sink.add({
      rule: 'scope-widened',
      path: '',
      message: `changed file ${quoteUntrusted(unplaceable)} is not a repository-relative path as git prints one, so the change could not be placed; every output directory was audited.`,
    });
  }
  const scoped = records.filter(inScope);
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
