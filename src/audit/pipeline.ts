/**
 * The audit as a pipeline of named stages. Each stage is a function with a
 * typed input and output in a module of its own; none reaches back into an
 * earlier one:
 *
 *   1 discover   root, walk, layout          repo/tree.ts, repo/layout.ts
 *   2 read       passports, handoff files,   repo/passports.ts, repo/handoff-documents.ts,
 *                the citation lock           repo/citation-lock.ts
 *   3 scope      changed, shard, chain       repo/scope.ts, repo/chain.ts
 *   4 plan       the artifacts to hash       repo/plan.ts → digests.request
 *   5 rules that need no digests            rules/families (passport document, output
 *                                            directories, chain, citations, handoffs)
 *   6 wait for the digests                  hash/digests.ts: settle
 *   7 rules that need them, then the run    rules/families (file access, artifact digests;
 *                                            run-level)
 *   8 verdict    the report                 audit/report.ts, audit/verdict.ts
 *
 * Hashing overlaps the rest: the digest service starts on the output
 * directories' small files at stage 1, before any passport is read, and the
 * rules of stage 5 run while the threads still hash. Pure in the sense that
 * matters here: the pipeline takes a root and options and returns a report; it
 * never talks to the runner or the network, and it never reads outside the root but under
 * the config's external-inputs locations (hash/external.ts).
 */
import type { AttestationCheck } from '../attest/passports.js';
import { sameRecordedDigest } from '../core/passport.js';
import type { AttestationVerifier } from '../attest/verify.js';
import { DEFAULT_CONFIG, usesAttestations, type Config } from '../config/config.js';
import { workingTreeFiles, type TrustedFiles } from '../config/trusted-files.js';
import type { BaseFiles } from '../core/base-files.js';
import type { PassportFile, StaleStep } from '../core/diff-model.js';
import type { FindingInput } from '../core/findings.js';
import type { GitlinkQuery, IgnoreRules, LfsQuery } from '../core/ignored.js';
import type { AuditReport } from '../core/report-model.js';
import {
  createDigestService,
  hashExternalFile,
  withHashPool,
  type DocumentReader,
  type ExternalOutcome,
  type FileId,
  type HashPool,
  type HashProgress,
  type RecordedSizes,
  type KnownDigests,
  type WalkedFiles,
} from '../hash/index.js';
import { attestationPathFor, isPassportPath } from '../formats/passport.js';
import { CITATION_LOCK_FILE } from '../formats/citation-lock.js';
import { createArtifactPaths } from '../repo/artifact-paths.js';
import { indexChain, EMPTY_CHAIN } from '../repo/chain.js';
import { readCitationFacts, type RegistryAnswers } from '../repo/citation-lock.js';
import { interpretChanges, listDeletedPassports, type Changes } from '../repo/changes.js';
import { findUnseenGitlinks } from '../repo/gitlinks.js';
import { NO_HANDOFF_DOCUMENTS, readHandoffDocuments } from '../repo/handoff-documents.js';
import { buildLayout, selectDocuments, type Layout, type TreeDocuments } from '../repo/layout.js';
import {
  readPassports,
  type AuditedPassport,
  type PassportRecord,
  type PassportSet,
  type ReadPassportsOptions,
} from '../repo/passports.js';
import { planArtifacts, type ExternalListing } from '../repo/plan.js';
import { cutShard, listAllModeDirs, selectScope, type Scope } from '../repo/scope.js';
import { readEngineRecords } from '../repo/snakemake-records.js';
import { planAuditReruns, readBaseNodes, type AgreesWithEveryProducer } from '../repo/stale.js';
import type { ShardSpec } from '../core/options.js';
import { TreeEntries, type RepoTree } from '../repo/tree.js';
import type { ServedDirectories } from '../core/served-directories.js';
import {
  AFTER_DIGESTS,
  BEFORE_DIGESTS,
  PASSPORT_FAMILY,
  RUN_LEVEL,
  type AuditFacts,
  type ExternalVerdict,
  type RuleFamily,
  type RuleOutput,
} from '../rules/families/index.js';
import type { FailOn } from '../core/rule-registry.js';
import { foldUpstreamCauses } from './fold-causes.js';
import { guardOutput, RunRecorder } from './recorder.js';
import { buildReport } from './report.js';
import { describeServed, walkServing } from './served.js';

/** Options of {@link audit}: what to audit, what is trusted, and how to hash. */
export interface AuditOptions {
  /** Repository root. */
  root: string;
  config?: Config;
  /** Changed files (repository-relative). Omitted or null: audit everything (release gating). */
  changedFiles?: readonly string[] | null;
  failOn?: FailOn;
  signal?: AbortSignal;
  /**
   * Audit one shard of a matrix run: only its share of the scope's output
   * directories (see repo/shard.ts). Shard 1 also evaluates the chain, handoff and
   * run-level rules for the whole scope, so merged shard reports hold each finding once.
   */
  shard?: ShardSpec;
  /** `audit --engine`: overrides the config's `engine:` (docs/snakemake.md). */
  engine?: Config['engine'];
  /**
   * What the caller read at the commit it trusts (a CI host's TrustedBase: gate/ci-host.ts,
   * mapped by gate/gate-run.ts) and git's answers under that policy. Default: nothing is
   * trusted beyond the checkout (the head alone is judged, under its own policy files).
   */
  trusted?: AuditTrust;
  /** The hashing threads, their progress and the digests known without reading. */
  hashing?: AuditHashing;
  /**
   * Filled with the root-relative paths of the working-tree files whose bytes the audit judged:
   * the passports, the artifacts they list (as listed and, through a symlink, where it leads),
   * the handoff documents, the attestation bundles and the checkout's citation lock. A signed
   * verification summary vouches only for files the commit holds (attest/produce.ts checks
   * these against git). Default: not collected.
   */
  filesRead?: Set<string>;
  /**
   * Output directories of the commit served from the warm facts cache (core/served-directories.ts,
   * audit/served.ts): not walked, and none of their files opened, stat'ed or hashed but their
   * documents (passports, attestation bundles, handoff files, acknowledgments), which are read as
   * always and held to the record's digests first (a directory where one differs is read as in
   * a cold run). Every rule runs on the record's facts as on reads; the report names what was
   * not read. Only for a run that judges the commit as checked out (never a pull request or a
   * local audit: an edit in a served directory is not seen). Default: everything is read.
   */
  served?: ServedDirectories;
}

/**
 * Everything the audit takes as trusted rather than judges: read at the trusted commit (the
 * config's findings, the base's passports and files, where the attestation policy's keys are),
 * asked of git under the policy in force, or answered by the citation registries.
 */
export interface AuditTrust {
  /**
   * Run-level findings the caller found before the audit (`config-changed`): added with the
   * run-level rules (so by shard 1 only), through the sink, so the config's severities apply.
   */
  runFindings?: readonly FindingInput[];
  /**
   * Run-level findings known only once the audit has asked its questions (vcs/base-policy.ts:
   * `policy-changed`, with what the checkout's policy files would change for the files asked
   * about): read when the run-level rules run, and reported with them.
   */
  lateRunFindings?: () => readonly FindingInput[];
  /**
   * git's ignore rules (vcs/git.ts createGitIgnoreRules; the CLI and the action pass them): a
   * file they ignore is not counted by artifact-unlisted and passport-missing, since a clean
   * checkout of the commit has none, and a passport they ignore is not read (nor is its
   * directory an output directory), as CI, whose checkout has none, does not read it. An
   * ignored file a passport lists is still checked. Default: nothing is ignored.
   */
  ignored?: IgnoreRules;
  /**
   * Which directories git records as submodules (vcs/git.ts createGitlinkQuery; the CLI and
   * the action pass it): an empty one in an output directory, or one the change names, is a
   * finding (its content was not checked out). Default: none is.
   */
  gitlinks?: GitlinkQuery;
  /**
   * Which pointer-shaped files Git LFS manages (vcs/policy.ts; on a pull request, under the
   * base commit's attributes). Default: git's answer for the work tree as checked out.
   */
  lfsManaged?: LfsQuery;
  /**
   * The base revision's passport files (a pull request's base, `audit --base`): the re-run
   * plan of `chain-stale` and `input-missing` is then the provenance diff's (repo/stale.ts).
   * Absent: the head alone is judged (a consumer whose input its consumed producer records at
   * another digest).
   */
  base?: { passports: readonly PassportFile[] } | null;
  /**
   * The trusted commit's files (a pull request's base, `--config-from`, `audit --base`), by paths
   * relative to the root: the skill graphs there are in force with the head's
   * (repo/handoff-documents.ts), and a change to them is `policy-changed`. Default: none.
   */
  policyBase?: BaseFiles;
  /**
   * Where the attestation policy's keys and trusted root are read: where the config in force
   * came from (the base commit on a pull request: attest/trust.ts). Default: the root.
   */
  trustedFiles?: TrustedFiles;
  /**
   * The registries' answers about every cited identifier, when the caller asked them (the
   * action's resolve-citations): in force instead of any lock, and the committed lock is held
   * to them (repo/citation-lock.ts). Absent: the lock in force is the base's, else the checkout's.
   */
  citationAnswers?: RegistryAnswers;
  /** A verifier built for this config already (attest/trust.ts prepareVerifier), reused. */
  attestationVerifier?: AttestationVerifier;
}

/** How the audit hashes (hash/threads.ts, hash/digests.ts). */
export interface AuditHashing {
  /**
   * Hashing threads, the main thread included (default: one per core); 1 hashes on the main
   * thread alone, 0 on the main thread reading through the libuv pool.
   */
  threads?: number;
  /**
   * Hashing threads the caller started (and closes); `threads` is then
   * ignored. The CLI and the action start them before the audit's code loads
   * (hash/threads.ts: createHashPoolFromEnv).
   */
  pool?: HashPool;
  onProgress?: (progress: HashProgress) => void;
  /**
   * Digests known without reading (the content cache, `--content-cache`): a file whose known
   * digest equals what its passport records is not read. Default: every file is read.
   */
  known?: KnownDigests;
  /**
   * Sees the walk's files and the output directories after the digests settle, in a run that
   * judges every passport (all mode, unsharded): the content cache of a run that saves learns its
   * directory records from them (hash/learn-directories.ts). Default: nothing is handed over.
   */
  learn?: (walk: WalkedFiles) => void;
}

/** An audit's report, and every passport as the audit read it. */
export interface AuditRun {
  report: AuditReport;
  /**
   * Every passport file (value null when unreadable or not JSON): `graph` and `export` use
   * them instead of reading the repository a second time, so what they draw or sign is what
   * was audited.
   */
  passports: readonly AuditedPassport[];
}

/**
 * Runs an audit and returns its report. Throws ConfigurationError when the
 * root is unusable; everything the repository contains becomes a finding.
 */
export async function audit(options: AuditOptions): Promise<AuditReport> {
  return (await runPipeline(options, false)).report;
}

/** {@link audit}, keeping every passport as read (their values stay alive to the end). */
export function auditRepository(options: AuditOptions): Promise<AuditRun> {
  return runPipeline(options, true);
}

function runPipeline(options: AuditOptions, keepPassports: boolean): Promise<AuditRun> {
  return withHashPool({ pool: options.hashing?.pool, threads: options.hashing?.threads }, (pool) =>
    auditWith(options, pool, keepPassports),
  );
}

async function auditWith(
  options: AuditOptions,
  pool: HashPool | undefined,
  keepPassports: boolean,
): Promise<AuditRun> {
  const { signal, shard } = options;
  const trusted = options.trusted ?? {};
  const hashing = options.hashing ?? {};
  const given = options.config ?? { ...DEFAULT_CONFIG };
  const config = options.engine ? { ...given, engine: options.engine } : given;
  const changes = interpretChanges(options.changedFiles);
  const recorder = new RunRecorder(config.rules);
  const passportOut = guardOutput(PASSPORT_FAMILY, recorder);
  const tree = await walkServing(options.root, config, options.served, { pool, signal });
  const servedFacts = tree.servedDirs?.length ? tree.servedFacts : undefined;
  const digests = createDigestService(tree, {
    pool,
    threads: 0,
    signal,
    onProgress: hashing.onProgress,
    lfsManaged: trusted.lfsManaged,
    known: hashing.known,
    served: servedFacts,
  });
  // With every passport in scope (all mode, unsharded), each is checked right after it is
  // read, while its parsed value is young: kept for a later pass it would survive collections.
  const everyPassportInScope = changes.files === null && !shard;
  const checkedInScope = new Set<PassportRecord>();
  const { gathered, attestations } = await gatherWhileHashing({
    options,
    config,
    changes,
    tree,
    digests,
    keepPassports,
    checkOnRead: everyPassportInScope ? passportOut : undefined,
    checkInScope: (record, parsed, set) => {
      checkedInScope.add(record);
      PASSPORT_FAMILY.checkPassport(record, parsed, set.positions, passportOut);
    },
  });
  const { passports, scope, plan } = gathered;
  // Beside stage 2: the citation lock in force (the registries', the base's or the checkout's).
  const citations = await readCitations(options.root, trusted, changes);
  // What the speculation did not cover hashes while the rules below run.
  digests.request(plan.checks, recordedSizesOf(passports));
  // External inputs hash meanwhile, only under the config's external-inputs locations.
  const externals = verifyExternals(plan.externals, config.externalInputs);
  const runFindings = trusted.runFindings ?? [];
  const gitlinks = scope.leadsRun
    ? findUnseenGitlinks(tree.entries, gathered.layout, changes, trusted.gitlinks)
    : Promise.resolve([]);
  // Beside stage 2: the workflow engine's record of the scope's outputs, the second witness.
  const engine = config.engine === 'none' ? undefined : await readEngineOf(gathered, tree);
  const facts: AuditFacts = {
    ...gathered,
    runFindings,
    citations,
    ...(trusted.ignored ? { ignored: trusted.ignored } : {}),
    ...(engine ? { engine } : {}),
  };
  // 5 rules that need no digests (a shard that does not lead checked its scope's passports in
  // stage 3, checkedInScope)
  if (!everyPassportInScope)
    for (const r of scope.passports)
      if (!checkedInScope.has(r))
        PASSPORT_FAMILY.checkPassport(r, undefined, passports.positions, passportOut);
  await runFamilies(BEFORE_DIGESTS, facts, scope.leadsRun, recorder);
  // 6 wait for the digests; 7 the rules that need them, then the run as a whole
  const digestFacts = {
    ...facts,
    digests: await digests.settle(),
    externals: await externals,
    attestations: await attestations,
  };
  if (hashing.learn && everyPassportInScope) hashing.learn(listWalkedFiles(tree, gathered.layout));
  // Every digest is in: the hashing threads stop while the rules run, not after the report.
  // An idle thread's heap and stacks were ~11 MiB of the clean 100,000-file audit's peak on
  // Node 24 (docs/performance.md, "The clean audit's peak"), and ~130 MiB at 10^6 files, where
  // an idle hashing thread held its heap to the end (this close against none, Node 24: 954-957
  // against 817-823 MiB; "The hashing threads' messages"). A later job restarts the pool.
  const stopping = pool?.close();
  await runFamilies(AFTER_DIGESTS, digestFacts, scope.leadsRun, recorder);
  await runFamilies(
    [RUN_LEVEL],
    {
      ...digestFacts,
      runFindings: [...runFindings, ...(trusted.lateRunFindings?.() ?? [])],
      judged: recorder.handoffs,
      unseenGitlinks: await gitlinks,
    },
    scope.leadsRun,
    recorder,
  );
  // One cause, one finding: a consumer's findings its failed or lost upstream explains.
  foldUpstreamCauses(recorder.sink.findings, gathered);
  // 8 verdict
  if (options.filesRead) recordFilesRead(options.filesRead, tree, gathered, citations.origin);
  const report = buildReport({
    root: options.root,
    failOn: options.failOn ?? 'error',
    scope,
    layout: gathered.layout,
    chain: gathered.chain,
    recorder,
    bytesHashed: digestFacts.digests.bytesHashed,
    attestations: digestFacts.attestations,
    served: describeServed(options.served, tree, scope.shard ? scope.dirs : undefined),
  });
  await stopping;
  return { report, passports: keepPassports ? passports.asRead() : [] };
}

/**
 * Stages 1 to 4 ({@link gatherFacts}) with the digest service at work beside them: hashing
 * starts from the layout, and each scoped passport's attestation bundle is verified as soon as
 * the scope is known. With `checkOnRead`, each passport is checked as it is read. Returns the
 * facts and the attestations' verification, still running (awaited after the rules of stage 5).
 */
async function gatherWhileHashing(input: {
  options: AuditOptions;
  config: Config;
  changes: Changes;
  tree: RepoTree;
  digests: ReturnType<typeof createDigestService>;
  keepPassports: boolean;
  checkOnRead: RuleOutput | undefined;
  checkInScope: NonNullable<GatherInput['onScopePassport']>;
}): Promise<{
  gathered: GatheredFacts;
  attestations: Promise<AttestationCheck[] | undefined>;
}> {
  const { options, config, changes, tree, digests, checkOnRead } = input;
  const { signal, shard } = options;
  const trusted = options.trusted ?? {};
  let attestations: Promise<AttestationCheck[] | undefined> = Promise.resolve(undefined);
  const gathered = await gatherFacts({
    tree,
    config,
    changes,
    shard,
    reader: digests.reader,
    base: trusted.base,
    policyBase: trusted.policyBase,
    ignored: trusted.ignored,
    filesRead: options.filesRead,
    signal,
    read: {
      // No parsed value is kept for later: a shard checks its passports in full after its
      // scope, from their bytes, as changed mode does. Kept, every passport's value lived
      // through every collection of the run (10,000 values of 100 outputs each at 10^6 files,
      // most of them another shard's), to check a share of them.
      keepAsRead: input.keepPassports,
      // Changed mode: most passports are out of scope, looked at only for the index.
      indexOnly: changes.files !== null,
      // Checked on read, a passport's bytes are asked for again only by a finding (its
      // position, a fix): unless a base (stale steps compare them) or attestations (their
      // subject) read them later, they are let go of and read again when asked.
      letGoOfBytes: checkOnRead !== undefined && !trusted.base && !usesAttestations(config),
      onRead: checkOnRead
        ? (record, parsed, set) =>
            PASSPORT_FAMILY.checkPassport(record, parsed, set.positions, checkOnRead)
        : undefined,
    },
    // Hashing starts on what the layout says the passports will list.
    onLayout: (layout) => {
      if (!shard) digests.prefetch(listSpeculativeFiles(tree, layout, changes));
    },
    onScopePassport: input.checkInScope,
    // Each scoped passport's bundle is verified while the threads hash; awaited after the rules
    // of stage 5, so a refusal (a trusted key missing) must not count as unhandled meanwhile.
    onScope: (scope) => {
      attestations = verifyAttestations(
        options.root,
        trusted,
        config,
        scope.passports,
        tree,
        digests.reader,
      );
      attestations.catch(() => undefined);
    },
  });
  return { gathered, attestations };
}

/** What stages 1 to 4 are given: a walked tree, the reader of its documents, the change. */
export interface GatherInput {
  readonly tree: RepoTree;
  readonly config: Config;
  readonly changes: Changes;
  /** Reads the passports and handoff files (the digest service's reader in the product). */
  readonly reader: DocumentReader;
  readonly shard?: ShardSpec | undefined;
  readonly base?: AuditTrust['base'];
  readonly policyBase?: BaseFiles | undefined;
  /** git's ignore rules: a passport they ignore is left out of the layout, so never read. */
  readonly ignored?: IgnoreRules | undefined;
  /** Collects the handoff documents read (AuditOptions.filesRead). */
  readonly filesRead?: Set<string> | undefined;
  readonly signal?: AbortSignal | undefined;
  /** How the passports are kept as they are read (repo/passports.ts). */
  readonly read?: Pick<
    ReadPassportsOptions,
    'keepAsRead' | 'onRead' | 'indexOnly' | 'letGoOfBytes'
  >;
  /** Sees the layout as soon as it is built (the digest service starts hashing from it). */
  readonly onLayout?: (layout: Layout) => void;
  /** Sees the scope before the plan is made (attestations are verified from here). */
  readonly onScope?: (scope: Scope) => void;
  /**
   * Checks each passport of the scope of a shard that does not lead (all mode), as soon as the
   * scope is known: from one parse that also makes the passport's full reading
   * (repo/passports.ts PassportSet.readInFull), before the stale steps and the plan read its
   * outputs. Checked after them, each was parsed twice more (the plan's reading, the check's).
   */
  readonly onScopePassport?: ReadPassportsOptions['onRead'];
}

/** The facts stages 1 to 4 gather: what every rule family judges, but the digests. */
export type GatheredFacts = Omit<AuditFacts, 'runFindings' | 'ignored'>;

/**
 * Stages 1 to 4 over a walked tree: the layout, the passports and handoff files read, the
 * scope, the chain and the re-run plan, and the artifacts to hash. The audit runs them here,
 * and so do the rule-family tests on a tree in memory (__tests__/helpers/facts.ts), so the
 * two cannot drift apart.
 */
export async function gatherFacts(input: GatherInput): Promise<GatheredFacts> {
  const { tree, config, changes, shard } = input;
  // 1 discover (the walk is the caller's: the digest service hashes from it)
  const changedPassports = [...(changes.files ?? [])].filter(isPassportPath);
  // The passports, handoff files and acknowledgments in one pass: the ignore question and the
  // layout read the same selection.
  const documents = selectDocuments(tree, config);
  const ignoredDocuments = await listIgnoredDocuments(documents, input.ignored);
  const layout = buildLayout(tree, config, {
    documents,
    ignoredPassports: ignoredDocuments,
    deletedPassports: listGonePassports(changes, tree, input.base),
    changedPassports,
    // Changed mode asks the files of the directories in scope alone.
    ownedOnDemand: changes.files !== null,
    ...(input.base ? { basePassports: listBasePassports(input.base, changedPassports) } : {}),
  });
  input.onLayout?.(layout);
  // 2 read
  // A shard that does not lead (all mode) reads the outputs of a passport only when asked: no
  // chain indexes them there, and a rule asks those of another shard's passport only as an
  // input's producer. At 10^6 files, 750,000 outputs of other shards were read, each path
  // looked up in the walk's index, and kept to the end (docs/performance.md, issue 41,
  // branch perf-shard2). The partition is weighed from the walk (repo/shard.ts), not from
  // what is read here. Shard 1 (its chain indexes every output) and changed mode (it reads
  // every listing for its scope) build every summary's outputs.
  const outputsOnDemand = shard !== undefined && shard.index !== 1 && changes.files === null;
  // There, another shard's passport is not read at all until a rule asks it: the partition is
  // cut from the walk before any passport is read, and the shard reads its own passports now.
  // At 10^6 files each shard read and parsed all 10,000 passports, three quarters of them
  // another shard's (docs/performance.md, issue 41, branches shard-weights and shard-own).
  const cut = outputsOnDemand ? cutShard(layout, listAllModeDirs(layout), shard) : undefined;
  const passports = await readPassports(layout.passportPaths, input.reader, {
    maxBytes: config.maxPassportBytes,
    signal: input.signal,
    // An artifact path the walk listed is kept as the walk's string, not a second copy.
    sharePath: (path) => tree.listedPath(path),
    ...input.read,
    indexOnly: input.read?.indexOnly === true || outputsOnDemand,
    outputsOnDemand,
    readOnAsk: cut && ((dir) => !cut.dirs.has(dir)),
  });
  const leadsRun = !shard || shard.index === 1;
  const handoffs = leadsRun
    ? await readHandoffDocuments(
        leaveOutIgnored(recordDocumentReads(tree, input.filesRead), ignoredDocuments),
        layout,
        config,
        changes,
        input.policyBase,
      )
    : NO_HANDOFF_DOCUMENTS;
  // 3 scope; the re-run plan (every shard needs it: input-missing names its steps)
  const paths = createArtifactPaths(config.pathBase);
  const scope = await selectScope({
    tree,
    layout,
    passports,
    changes,
    shard,
    cut,
    paths,
  });
  if (outputsOnDemand && input.onScopePassport)
    for (const r of scope.passports) input.onScopePassport(r, passports.readInFull(r), passports);
  const chain = scope.leadsRun
    ? indexChain(passports.records, { inScope: (r) => scope.fullDirs.has(r.dir), paths })
    : EMPTY_CHAIN;
  // The re-run plan is made when a rule first asks for it (planStaleSteps).
  const { base, listStaleSteps } = planStaleSteps(input, passports.records, paths, chain);
  input.onScope?.(scope);
  // 4 plan
  const plan = await planArtifacts(scope, tree, paths);
  return {
    config,
    tree,
    layout,
    passports,
    handoffs,
    scope,
    chain,
    plan,
    paths,
    listStaleSteps,
    base,
  };
}

/** The tree as the handoff documents are read from it, each read noted in `filesRead` when given. */
function recordDocumentReads(
  tree: RepoTree,
  filesRead: Set<string> | undefined,
): Pick<RepoTree, 'entries' | 'has' | 'readContained'> {
  if (!filesRead) return tree;
  return {
    entries: tree.entries,
    has: (rel) => tree.has(rel),
    readContained: (rel, maxBytes) => {
      filesRead.add(rel);
      return tree.readContained(rel, maxBytes);
    },
  };
}

/**
 * The working-tree files whose bytes the audit judged (AuditOptions.filesRead), but the
 * handoff documents, noted as they were read: the passports, each artifact check's path as
 * listed and the file it reaches (a tracked symlink may lead to an untracked file), every
 * attestation bundle beside a scoped passport, and the citation lock when the checkout's was
 * in force.
 */
function recordFilesRead(
  filesRead: Set<string>,
  tree: RepoTree,
  { layout, plan, scope }: GatheredFacts,
  lockOrigin: string,
): void {
  for (const rel of layout.passportPaths) filesRead.add(rel);
  plan.checks.forEach((check) => {
    filesRead.add(check.rel);
    filesRead.add(tree.relOf(check.file));
  });
  for (const record of scope.passports) {
    const bundle = attestationPathFor(record.path);
    if (tree.has(bundle)) filesRead.add(bundle);
  }
  if (lockOrigin === 'checkout' && tree.has(CITATION_LOCK_FILE)) filesRead.add(CITATION_LOCK_FILE);
}

/**
 * The passports, handoff documents and acknowledgments of the walk that git ignores (one
 * batched question, under the rules in force; none without rules): no part of the commit, so
 * not read (repo/layout.ts LayoutOptions.ignoredPassports takes the passports among them).
 */
async function listIgnoredDocuments(
  documents: TreeDocuments,
  ignored: IgnoreRules | undefined,
): Promise<ReadonlySet<string>> {
  if (!ignored) return new Set();
  // Acknowledgments too: an ignored .ack beside a committed packet is none in a clean checkout.
  return documents.all.length > 0 ? ignored(documents.all) : new Set();
}

/**
 * The tree as the handoff documents are selected and read from it, without the documents git
 * ignores ({@link listIgnoredDocuments}): CI's clean checkout has none of them.
 */
function leaveOutIgnored(
  tree: Pick<RepoTree, 'entries' | 'has' | 'readContained'>,
  ignored: ReadonlySet<string>,
): Pick<RepoTree, 'entries' | 'has' | 'readContained'> {
  if (ignored.size === 0) return tree;
  return {
    entries: TreeEntries.select(tree.entries, (rel) => !ignored.has(rel)),
    has: (rel) => !ignored.has(rel) && tree.has(rel),
    readContained: (rel, maxBytes) => tree.readContained(rel, maxBytes),
  };
}

/**
 * The base's passports (when the caller read them) and the re-run plan over the head's: one
 * computation with the diff's (repo/stale.ts), so its stale list and the audit's agree.
 *
 * The plan is made on the first call of `listStaleSteps` and kept. Its askers are chain-stale
 * (the leading shard, `--all`, changed mode: every such run asks), input-missing and the folded
 * causes (a finding of the scope's passports). A shard that does not lead asks it for such a
 * finding alone: made at gather time there, its first question read in full the outputs of
 * every producer any passport consumes, with no chain to answer it (docs/performance.md,
 * branch stale-lazy). Made later, it reads what it read at gather time: the records, their
 * summaries and the chain are not changed after they are read (a summary read on demand gives
 * the values of the first reading), and a passport's bytes, which it reads only against a base,
 * are held to the end when the run has a base (readPassports' letGoOfBytes is off then).
 */
function planStaleSteps(
  options: Pick<AuditTrust, 'base'>,
  records: Parameters<typeof planAuditReruns>[0],
  paths: ReturnType<typeof createArtifactPaths>,
  chain: AuditFacts['chain'],
) {
  const normalize = (raw: string, dir: string) => paths.rel(raw, dir) ?? raw;
  const base = options.base ? readBaseNodes(options.base.passports, normalize) : null;
  // The chain indexes every passport's outputs (all of them, not only the scope's): where it
  // lists an input's path at that digest alone, no passport can make the input stale. A path
  // that does not normalize is not in it (a refused spelling is never a normalized path), so
  // it is left to the full question. A shard that does not lead has no chain: the empty
  // index agrees with nothing.
  // The input's digest and the producers' compared as bytes (sameRecordedDigest): no hex string.
  const agrees: AgreesWithEveryProducer = (input, dir) => {
    const rel = paths.relOf(input, dir);
    if (rel === null) return false;
    const sole = chain.soleProducerAt(rel);
    if (sole === undefined) return chain !== EMPTY_CHAIN;
    return sole !== null && sameRecordedDigest(sole, input);
  };
  let stale: readonly StaleStep[] | undefined;
  const listStaleSteps = (): readonly StaleStep[] =>
    (stale ??= planAuditReruns(
      records,
      options.base?.passports ?? null,
      normalize,
      base ?? [],
      agrees,
    ));
  return { base, listStaleSteps };
}

/** The citation lock in force (repo/citation-lock.ts): the registries', the base's or the checkout's. */
function readCitations(root: string, trusted: AuditTrust, changes: Changes) {
  return readCitationFacts({
    root,
    base: trusted.policyBase,
    answers: trusted.citationAnswers,
    changed: changes.files,
  });
}

/** The engine's records (repo/snakemake-records.ts) of the outputs the scope's passports list. */
function readEngineOf({ scope, paths }: GatheredFacts, tree: RepoTree) {
  return readEngineRecords(tree, () => {
    const outputs: string[] = [];
    for (const r of scope.passports)
      for (const o of r.summary?.outputs ?? []) {
        const rel = paths.relOf(o, r.dir);
        if (rel !== null) outputs.push(rel);
      }
    return outputs;
  });
}

/**
 * The files hashed on speculation: in a repository that passes, the regular files of the
 * output directories in scope are exactly what their passports list (all mode: every output
 * directory; changed mode: the owners of the changed paths). Not for a shard: its scope needs
 * the parsed passports.
 */
function listSpeculativeFiles(tree: RepoTree, layout: Layout, changes: Changes): FileId[] {
  const dirs =
    changes.files === null
      ? layout.outputDirs
      : new Set([...changes.files].map(layout.ownerOf).filter((d): d is string => d !== null));
  const files: FileId[] = [];
  for (const dir of dirs)
    for (const f of layout.ownedFiles(dir)) if (tree.isListedRegular(f)) files.push(f);
  return files;
}

/**
 * Hashes each external input under the location that holds it (hash/external.ts); each
 * file once, however many passports record it.
 */
function verifyExternals(
  listings: readonly ExternalListing[],
  locations: readonly string[],
): Promise<ExternalVerdict[]> {
  const byPath = new Map<string, Promise<ExternalOutcome>>();
  return Promise.all(
    listings.map(async (listing) => {
      let outcome = byPath.get(listing.ref.path);
      if (!outcome)
        byPath.set(listing.ref.path, (outcome = hashExternalFile(locations, listing.ref.path)));
      return { listing, outcome: await outcome };
    }),
  );
}

/** The stage of attest/passports.ts, when the config asks anything of attestations. */
async function verifyAttestations(
  root: string,
  trusted: AuditTrust,
  config: Config,
  passports: AuditFacts['scope']['passports'],
  tree: RepoTree,
  reader: DocumentReader,
): Promise<AttestationCheck[] | undefined> {
  if (!usesAttestations(config)) return undefined;
  // Loaded only when the config asks for attestations: sigstore-js is start-up time every
  // other audit would pay (docs/performance.md).
  const [{ checkAttestations }, { prepareVerifier }] = await Promise.all([
    import('../attest/passports.js'),
    import('../attest/trust.js'),
  ]);
  const verifier =
    trusted.attestationVerifier ??
    (await prepareVerifier(config.attestations, trusted.trustedFiles ?? workingTreeFiles(root)));
  return checkAttestations({
    config,
    passports,
    exists: (rel) => tree.has(rel),
    reader,
    verifier,
  });
}

/** The walk's entries but its directories, and the output directories: what learning is fed. */
function listWalkedFiles(tree: RepoTree, layout: Layout): WalkedFiles {
  const files: string[] = [];
  const { entries } = tree;
  for (let i = 0; i < entries.size; i++)
    if (entries.kindAt(i) !== 'dir') files.push(entries.relAt(i));
  return { files, outputDirs: layout.outputDirs };
}

/** The sizes the passports record for some output spellings (the digest service asks). */
function recordedSizesOf(passports: PassportSet): RecordedSizes {
  return (spellings) => {
    const declared = new Map<string, number>();
    for (const r of passports.records) {
      for (const o of r.summary?.outputs ?? [])
        if (o.sizeBytes !== null && spellings.has(o.path)) declared.set(o.path, o.sizeBytes);
    }
    return declared;
  };
}

/** Runs families in order, each held to its `emits`; whole-run families only when this run leads. */
async function runFamilies<Facts extends AuditFacts>(
  families: readonly RuleFamily<Facts>[],
  facts: Facts,
  leadsRun: boolean,
  out: RuleOutput,
): Promise<void> {
  for (const family of families) {
    if (family.wholeRun && !leadsRun) continue;
    await family.check(facts, guardOutput(family, out));
  }
}

/**
 * The passport files the change deleted: those its list names, and with a base read whole,
 * every base passport the head does not have (the base and the head compared directly, so a
 * change too large for its list, or one whose list is unknown, keeps the base's output roots).
 */
function listGonePassports(changes: Changes, tree: RepoTree, base: AuditTrust['base']): string[] {
  const gone = new Set(listDeletedPassports(changes, tree));
  for (const p of base?.passports ?? []) if (!tree.has(p.path)) gone.add(p.path);
  return [...gone];
}

/**
 * The passport files the base is known to have held: every one it read, and every one the
 * change did not touch (the same file on both sides). A touched one the base could not read
 * (not fetched, unreadable) may be new: it is left out, as without a base (repo/layout.ts).
 */
function listBasePassports(
  base: NonNullable<AuditTrust['base']>,
  changedPassports: readonly string[],
): string[] {
  const touched = new Set(changedPassports);
  return base.passports.filter((p) => p.value !== null || !touched.has(p.path)).map((p) => p.path);
}
