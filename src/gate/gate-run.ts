/**
 * One run of the gate, the same for every CI host and for the command line: ask the host what
 * changed and which config is in force, audit, add the provenance diff, publish through the
 * host, and decide. The verdict comes from the findings alone; everything the host does to
 * report them is best effort, and each failure becomes a note of this run.
 */
import { audit, type AuditHashing, type AuditOptions, type AuditTrust } from '../audit/pipeline.js';
import { BaseUnreadableError, describeError, UsageError } from '../util/errors.js';
import type { AuditReport, Finding } from '../core/report-model.js';
import type { FailOn } from '../core/rule-registry.js';
import type { Config } from '../config/config.js';
import type { ShardSpec } from '../core/options.js';
import { decideVerdict, summarize } from '../audit/verdict.js';
import { VERSION } from '../util/version.js';
import type { ChangeEvent, CiHost, TrustedBase } from './ci-host.js';

/** Where the run's lines go (the runner's log, stderr). */
export interface GateLog {
  info(line: string): void;
  warning(line: string): void;
}

/** git's questions of the work tree, as the audit takes them (vcs/policy.ts askWorkTree). */
type GitQuestions = Pick<AuditTrust, 'ignored' | 'gitlinks' | 'lfsManaged'>;

/** What to audit, beyond what the host decides. */
export interface GatePlan {
  root: string;
  /** `changed`: the output directories the change touched (the host lists them); `all`: every one. */
  scope: 'changed' | 'all';
  failOn: FailOn;
  shard?: ShardSpec | undefined;
  /** How the audit hashes: threads, progress, digests known without reading (the content cache). */
  hashing?: AuditHashing;
  /** Output directories served from the warm facts cache (operations/content-cache.ts). */
  served?: AuditOptions['served'];
  /**
   * git's questions of the work tree (vcs/policy.ts: ignore rules, submodules, LFS attributes):
   * in force when the trusted base brings none of its own.
   */
  git?: GitQuestions;
  /** `audit --engine`: overrides the config's `engine:`. */
  engine?: AuditOptions['engine'];
  /**
   * Asks the citation registries about every cited identifier, under the config in force (the
   * action's resolve-citations, `audit --resolve-citations`): the audit then holds the
   * passports and the committed lock to the answers (repo/citation-lock.ts).
   */
  askRegistries?: (config: Config) => Promise<NonNullable<AuditTrust['citationAnswers']>>;
  /**
   * Note which working-tree files the audit read ({@link GateRun.filesRead}): a verification
   * summary is signed only when the commit holds every one of them.
   */
  recordReads?: boolean;
}

/** What one run decided. */
export interface GateOutcome {
  report: AuditReport;
  passed: boolean;
  /** One line stating the verdict and counts (no repository content). */
  verdict: string;
}

/**
 * One run: its host, its log, and the notes and help it gathers for the summary. Hosts call
 * {@link note}, {@link warn} and {@link addHelp}; the action and the CLI call {@link audit} (or
 * bring a merged report) and then {@link publish}.
 */
export class GateRun {
  /** Lines for the summary's "Run notes" (they may quote text we did not write). */
  readonly notes: string[] = [];
  /** Markdown for the summary made only of our own constants (links to our docs). */
  readonly help: string[] = [];
  /** The change and the config in force, once {@link audit} asked the host (the VSA names them). */
  event: ChangeEvent | null = null;
  inForce: TrustedBase | null = null;
  /** The working-tree files the audit read, when the plan asked (AuditOptions.filesRead). */
  filesRead: Set<string> | null = null;
  /**
   * The files the host said the change touched (relative to the root), once a changed-mode
   * audit asked: null when the host cannot tell, undefined when it was not asked.
   */
  changedFiles: string[] | null | undefined = undefined;
  /**
   * Set when the trusted base could not be read whole: the report holds only `base-unreadable`,
   * and the caller exits 2 with this error's one line (never a verdict judged without the base).
   */
  baseUnreadable: BaseUnreadableError | null = null;

  constructor(
    readonly host: CiHost,
    readonly log: GateLog,
    readonly signal?: AbortSignal,
  ) {}

  /** Logs a line and keeps it for the summary. */
  note(line: string): void {
    this.log.info(line);
    this.notes.push(line);
  }

  /** Keeps a line for the summary without logging it. */
  keep(line: string): void {
    this.notes.push(line);
  }

  /** Warns and keeps the line for the summary. */
  warn(line: string): void {
    this.log.warning(line);
    this.notes.push(line);
  }

  /** Adds a line of our own Markdown (never repository text) to the summary's help. */
  addHelp(markdown: string): void {
    this.help.push(markdown);
  }

  /**
   * Audits the change: the config in force and the changed files from the host, then the
   * pipeline, then (by shard 1 of a matrix) the provenance diff against the base. Throws only
   * on configuration errors and interrupts; a diff that fails is a warning.
   */
  async audit(plan: GatePlan): Promise<AuditReport> {
    const event = (this.event = await this.host.event(this));
    this.log.info(`${this.host.name}: ${event.label}`);
    try {
      return await this.auditWithBase(plan);
    } catch (error) {
      // Any part of the trusted base (read up front, or a file of it the audit asked for) that
      // cannot be read fails the run: the report says so, and nothing is judged without it.
      if (!(error instanceof BaseUnreadableError) || this.signal?.aborted) throw error;
      this.baseUnreadable = error;
      // For the summary; the caller states it as the run's error after publishing the report.
      this.keep(describeError(error));
      return reportBaseUnreadable(plan, error);
    }
  }

  private async auditWithBase(plan: GatePlan): Promise<AuditReport> {
    const inForce = (this.inForce = await this.host.configInForce(this));
    let changedFiles: string[] | null = null;
    if (plan.scope === 'changed')
      changedFiles = this.changedFiles = await this.host.changedFiles(this);
    else this.keep('mode: all — every output directory was audited.');
    if (plan.shard) this.keep(`shard ${plan.shard.index}/${plan.shard.count} of a matrix run.`);
    const citationAnswers = await this.askRegistries(plan, inForce.config);
    if (plan.recordReads) this.filesRead = new Set();
    let report: AuditReport;
    try {
      report = await audit({
        root: plan.root,
        config: inForce.config,
        changedFiles,
        failOn: plan.failOn,
        signal: this.signal,
        shard: plan.shard,
        engine: plan.engine,
        trusted: trustOf(inForce, plan.git, citationAnswers),
        hashing: plan.hashing,
        ...(plan.served ? { served: plan.served } : {}),
        filesRead: this.filesRead ?? undefined,
      });
    } finally {
      await inForce.policy?.close();
    }
    if (plan.shard && plan.shard.index !== 1) return report;
    try {
      const diff = await this.host.baseDiff(inForce.config, this);
      return diff ? { ...report, diff } : report;
    } catch (error) {
      if (this.signal?.aborted) throw error;
      // Reporting, not the verdict: the findings stand whatever happens to the diff.
      this.warn(`no provenance diff: ${describeError(error)}`);
      return report;
    }
  }

  /** The registries' answers when the plan asks for them, with a note of what was asked. */
  private async askRegistries(plan: GatePlan, config: Config) {
    if (!plan.askRegistries) return undefined;
    const answers = await plan.askRegistries(config);
    const asked = answers.lock.citations.size + answers.unreached.size;
    this.note(
      `citations: asked the registries about ${asked} cited identifier(s)${answers.unreached.size > 0 ? `; ${answers.unreached.size} could not be asked (citation-unlocked)` : ''}.`,
    );
    return answers;
  }

  /**
   * Publishes a report through the host and returns the verdict; publishing never changes it.
   * Throws when the run was interrupted, and a UsageError from the host (a file the user named).
   */
  async publish(report: AuditReport): Promise<GateOutcome> {
    // A signal that arrived during the run wins: no report that looks complete is published.
    this.signal?.throwIfAborted();
    try {
      await this.host.publish(report, this);
    } catch (error) {
      // A file the user named that cannot be written is theirs to fix: the command says so (exit 2).
      if (this.signal?.aborted || error instanceof UsageError) throw error;
      // Hosts report their own failures as notes; this guards the verdict against a bug there.
      this.warn(`publishing the report failed: ${describeError(error)}`);
    }
    return outcomeOf(report);
  }
}

/**
 * The report of a run whose trusted base could not be read: the one `base-unreadable` finding,
 * nothing judged. It fails whatever fail-on says: no verdict is given without the base.
 */
function reportBaseUnreadable(plan: GatePlan, error: BaseUnreadableError): AuditReport {
  const findings: Finding[] = [
    { rule: 'base-unreadable', severity: 'error', path: '', message: describeError(error) },
  ];
  const verdict = decideVerdict({ findings, failOn: plan.failOn, passports: [], handoffs: [] });
  return {
    report_version: '1',
    tool: { name: 'passport-gate', version: VERSION },
    root: plan.root,
    scope: { mode: plan.scope, changed_files: 0, directories: [] },
    summary: {
      ...summarize(verdict, plan.failOn, { passports: 0, artifactsVerified: 0, bytesHashed: 0 }),
      passed: false,
    },
    findings,
    passports: [],
    handoffs: [],
    graph: { nodes: [], edges: [] },
  };
}

/**
 * What the audit takes as trusted, from what the host read at the trusted commit: the config's
 * findings, where the policy's keys are, the base's passports, and git's questions under the
 * base's policy files (the work tree's, `git`, when the base brings none), with the registries'
 * answers when they were asked.
 */
function trustOf(
  inForce: TrustedBase,
  git: GitQuestions | undefined,
  citationAnswers: AuditTrust['citationAnswers'],
): AuditTrust {
  // git's policy files of the base are in force too, as its config is; the checkout's are compared.
  const atBase = inForce.policy;
  return {
    ...git,
    runFindings: inForce.runFindings,
    trustedFiles: inForce.trustedFiles,
    base: inForce.passports ? { passports: inForce.passports } : null,
    citationAnswers,
    ...(atBase && {
      ignored: atBase.ignored,
      gitlinks: atBase.gitlinks,
      lfsManaged: atBase.lfsManaged,
      lateRunFindings: atBase.findings,
      policyBase: atBase.files,
    }),
  };
}

/** The verdict of a report, with its one-line statement. */
function outcomeOf(report: AuditReport): GateOutcome {
  const s = report.summary;
  const verdict = `passport-gate ${s.passed ? 'passed' : 'failed'}: ${s.errors} error(s), ${s.warnings} warning(s), ${s.notices} notice(s) in ${s.passports} passport(s) (fail-on: ${s.fail_on}).`;
  return { report, passed: s.passed, verdict };
}
