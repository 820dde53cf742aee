/**
 * The one shape of a rule family: a module that judges the facts the audit
 * pipeline gathered and reports findings. A family does no I/O (the facts hold
 * every byte it reads), so its rules can be tested on facts built in memory
 * (__tests__/helpers/facts.ts).
 */
import type { AttestationCheck } from '../../attest/passports.js';
import type { Config } from '../../config/config.js';
import type { FindingInput } from '../../core/findings.js';
import type { IgnoreRules } from '../../core/ignored.js';
import type { StaleStep } from '../../core/diff-model.js';
import type { HandoffStatus } from '../../core/report-model.js';
import type { DigestTable, ExternalOutcome } from '../../hash/index.js';
import type { ArtifactPaths } from '../../repo/artifact-paths.js';
import type { ChainIndex } from '../../repo/chain.js';
import type { CitationFacts } from '../../repo/citation-lock.js';
import type { HandoffDocuments } from '../../repo/handoff-documents.js';
import type { Layout } from '../../repo/layout.js';
import type {
  ParsedValue,
  PassportPositions,
  PassportRecord,
  PassportSet,
} from '../../repo/passports.js';
import type { ArtifactCheck, ArtifactPlan, ExternalListing } from '../../repo/plan.js';
import type { Scope } from '../../repo/scope.js';
import type { EngineRecords } from '../../repo/snakemake-records.js';
import type { StaleNode } from '../../repo/stale.js';
import type { RepoTree } from '../../repo/tree.js';
import type { RuleFamilyName, RuleId } from '../../core/rule-registry.js';

/** A handoff document a family judged: the report shows it with a status (audit/verdict.ts). */
export type HandoffSubject = Pick<HandoffStatus, 'kind' | 'path' | 'id'>;

/** Where a family puts what it finds. */
export interface RuleOutput {
  /** Reports a finding (the config's severity applies, or `off` drops it). */
  report(finding: FindingInput): void;
  /** An artifact whose digest (and recorded size) matched: counted in the report. */
  verified(check: ArtifactCheck, byLfsPointer: boolean): void;
  /** A handoff document judged: shown in the report with its status. */
  judged(document: HandoffSubject): void;
}

/**
 * Reports a finding on a passport at a JSON pointer into it: the file, the line and column the
 * pointer names (asked only now, so artifacts that verify allocate nothing), and the passport's
 * id as written. The one way a family places a finding in a passport (as actionlint's
 * `RuleBase.Error`); a finding with its own `passport_id` keeps it.
 */
export function reportAt(
  out: RuleOutput,
  passports: Pick<PassportSet, 'positions'>,
  record: PassportRecord,
  pointer: string,
  finding: Omit<FindingInput, 'path' | 'line' | 'column'>,
): void {
  out.report({
    path: record.path,
    ...passports.positions.locate(record, pointer),
    passport_id: record.summary?.id ?? undefined,
    ...finding,
  });
}

/**
 * What the tree tells the rules: what the walk could not list, the path of a file, and the id
 * of a path the walk listed as a file (for arrays indexed by file, not maps keyed by path).
 */
export type TreeFacts = Pick<RepoTree, 'problems' | 'relOf' | 'fileId' | 'listedCount'>;

/** The facts gathered before any rule runs (stages 1 to 4 of audit/pipeline.ts). */
export interface AuditFacts {
  readonly config: Config;
  readonly tree: TreeFacts;
  readonly layout: Layout;
  readonly passports: PassportSet;
  readonly handoffs: HandoffDocuments;
  readonly scope: Scope;
  readonly chain: ChainIndex<PassportRecord>;
  readonly plan: ArtifactPlan;
  readonly paths: ArtifactPaths;
  /**
   * The re-run plan (repo/stale.ts planAuditReruns): the stale passports of the head, against
   * the base when the run has one; the provenance diff's stale list. Made on the first call and
   * kept (the same array on every call): a shard that does not lead asks it only for a finding
   * of its own passports (input-missing, a folded cause), and made at gather time it read every
   * consumed producer's outputs in full there, whether asked or not (docs/performance.md,
   * branch stale-lazy). A function, not a field, so that spreading the facts does not make it.
   */
  readonly listStaleSteps: () => readonly StaleStep[];
  /** The base revision's passports, when the run has a base (passport-id-reused); else null. */
  readonly base: readonly StaleNode[] | null;
  /** Findings the caller made before the audit (`config-changed`), reported by the run-level rules. */
  readonly runFindings: readonly FindingInput[];
  /** git's ignore rules (core/ignored.ts); absent: nothing is ignored. */
  readonly ignored?: IgnoreRules;
  /** The citation lock in force (repo/citation-lock.ts); absent: no citation is looked up. */
  readonly citations?: CitationFacts;
  /** The workflow engine's records of the scope's outputs (repo/snakemake-records.ts); absent: engine none. */
  readonly engine?: EngineRecords;
}

/** The facts once every requested digest has settled (stage 6). */
export interface DigestFacts extends AuditFacts {
  readonly digests: DigestTable;
  /** What verifying each external input of the plan found (absent: none was verified). */
  readonly externals?: readonly ExternalVerdict[];
  /** Each scoped passport's bundle as verified (absent: the config asks nothing of attestations). */
  readonly attestations?: readonly AttestationCheck[];
}

/** One external input, and what verifying it under the external-inputs locations found. */
export interface ExternalVerdict {
  readonly listing: ExternalListing;
  readonly outcome: ExternalOutcome;
}

/** The facts of the run-level rules, which judge the run after every other family. */
export interface RunFacts extends DigestFacts {
  /** The handoff documents the handoff rules judged. */
  readonly judged: readonly HandoffSubject[];
  /** Submodules in (or named by) the change or an output directory, checked out without content. */
  readonly unseenGitlinks?: readonly string[];
}

/** What every family declares. */
interface FamilyBase {
  /** Kebab-case name, as its module's file name; the registry rows name it (core/rule-registry.ts). */
  readonly name: RuleFamilyName;
  /**
   * Every rule id it reports, and no other (held by __tests__/rules/families.test.ts): derived
   * from the registry, `listFamilyRules(name)`.
   */
  readonly emits: readonly RuleId[];
  /**
   * True for whole-scope rules, evaluated only by the run that leads (unsharded, or shard 1
   * of a matrix), so merged shard reports hold each of their findings once.
   */
  readonly wholeRun: boolean;
}

/** A family whose rules look at one passport document at a time. */
export interface PassportFamily extends FamilyBase {
  /**
   * Judges one passport in scope: right after it is read while its parsed value is young
   * (all mode), or after the scope. Keeps the positions it parsed for later findings.
   */
  checkPassport(
    record: PassportRecord,
    parsed: ParsedValue,
    positions: PassportPositions,
    out: RuleOutput,
  ): void;
}

/** A family whose rules look at the whole of the facts. */
export interface RuleFamily<Facts extends AuditFacts = AuditFacts> extends FamilyBase {
  check(facts: Facts, out: RuleOutput): void | Promise<void>;
}
