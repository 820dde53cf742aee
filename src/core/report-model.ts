/**
 * The finding model and report shape shared by every format, reporter and
 * adapter. Field names of {@link Finding} and {@link AuditReport} are the JSON
 * report contract (schemas/report.v1.schema.json), hence snake_case.
 */
import type { ProvenanceDiff } from './diff-model.js';
import type { FailOn, RuleId, Severity } from './rule-registry.js';

/** One problem found in the audited repository. */
export interface Finding {
  rule: RuleId;
  severity: Severity;
  /** Says what is wrong and what to do. Untrusted parts are already quoted, never escaped for a medium. */
  message: string;
  /** Repository-relative POSIX path of the file the finding is anchored to ('' for run-level findings). */
  path: string;
  /** 1-based line in `path`, when known. */
  line?: number;
  /** 1-based column in `path`, when known. */
  column?: number;
  /** RFC 6901 JSON pointer into the document, when the finding is about one value. */
  pointer?: string;
  /** passport_id (or handoff_id) of the document concerned, when known. */
  passport_id?: string;
}

/** What was audited. */
export interface AuditScope {
  mode: 'all' | 'changed';
  /** Number of changed files given (changed mode). */
  changed_files: number;
  /** Output directories audited, repository-relative ('.' for the root). */
  directories: string[];
  /** Set when this report is one shard of a matrix run (`--shard i/n`). */
  shard?: ShardScope;
  /** Set on a merged report: the number of shard reports combined (`passport-gate merge`). */
  shards?: number;
  /**
   * Set when no `outputs:` is configured and output roots were inferred from the passports
   * (integrity-audit mode 4 without configuration): each root, the glob that pins it, and
   * the passports it was inferred from.
   */
  inferred_outputs?: InferredOutputRoot[];
}

/** An output root inferred from passports: every directory directly under it needs a passport. */
export interface InferredOutputRoot {
  /** The root directory, repository-relative. */
  root: string;
  /** The `outputs:` glob that pins it in .passport-gate.yml (what `passport-gate init` writes). */
  glob: string;
  /** The passport files in directories directly under the root, from which it was inferred. */
  passports: string[];
}

/** Which shard a report covers, and what the merge needs to check the shards belong together. */
export interface ShardScope {
  /** 1-based shard index. */
  index: number;
  count: number;
  /** sha256 of the partition input (directories and their weights); equal in every shard of one run. */
  fingerprint?: string;
  /** True on the one shard that evaluated chain, handoff and run-level rules for the whole scope. */
  chain?: boolean;
}

/** Per-passport verdict in the report. */
export interface PassportStatus {
  path: string;
  directory: string;
  passport_id: string | null;
  skill: string | null;
  status: 'pass' | 'fail';
  errors: number;
  warnings: number;
  notices: number;
  artifacts: number;
  /** Artifacts whose digest was verified from a Git LFS pointer instead of content. */
  lfs_pointers?: number;
  /**
   * How the record was made (its recorded_by.method): `run` when `passport-gate run` ran the
   * step and wrote it, `stamp` for a hand record; absent when the passport does not say.
   */
  recorded_by?: 'run' | 'stamp';
  /**
   * Its Sigstore bundle, when the config asks anything of attestations and one was looked for:
   * what the gate found and who signed (src/attest/). Absent when the stage did not run.
   */
  attestation?: PassportAttestation;
}

/** The outcome of a passport's attestation check, for the report, the summary and the VSA. */
export interface PassportAttestation {
  /** Repository-relative path of `<run-id>.passport.sigstore.json`. */
  bundle: string;
  /** sha256 of the bundle's bytes, when it could be read. */
  sha256: string | null;
  /** `verified`: valid and by a trusted signer; otherwise the rule that failed it. */
  result: 'verified' | 'missing' | 'invalid' | 'untrusted';
  /** Who signed, when the bundle said (untrusted text until `result` is `verified`). */
  signer: ReportSigner | null;
}

/** A signer as the report states it: a key by fingerprint, or the workflow run Fulcio certified. */
export type ReportSigner =
  | { kind: 'key'; fingerprint: string; key: string | null }
  | {
      kind: 'workflow';
      issuer: string;
      repository: string | null;
      workflow: string | null;
      ref: string | null;
      commit: string | null;
      run: string | null;
      subject: string;
    };

/** Per-document verdict for the other handoff formats (envelopes, skill graphs, packets). */
export interface HandoffStatus {
  kind: 'envelope' | 'skill-graph' | 'packet';
  path: string;
  id: string | null;
  status: 'pass' | 'fail';
  errors: number;
  warnings: number;
  notices: number;
}

/** Counts and status of findings that belong to no passport and no handoff document. */
export interface SubjectStatus {
  status: 'pass' | 'fail';
  errors: number;
  warnings: number;
  notices: number;
}

/** Counts of the run. */
export interface AuditSummary {
  passports: number;
  artifacts_verified: number;
  bytes_hashed: number;
  errors: number;
  warnings: number;
  notices: number;
  fail_on: FailOn;
  /** True exactly when every passport, handoff document and the unattributed findings pass (audit/verdict.ts). */
  passed: boolean;
  /**
   * Findings on no passport and no handoff document (an output directory without a passport,
   * a run-level finding): they fail the run like any other subject.
   */
  unattributed: SubjectStatus;
}

/** The result of one audit: what the JSON report serializes. */
export interface AuditReport {
  report_version: '1';
  tool: { name: 'passport-gate'; version: string };
  root: string;
  scope: AuditScope;
  summary: AuditSummary;
  findings: Finding[];
  passports: PassportStatus[];
  handoffs: HandoffStatus[];
  /** Edges of the consumed_passports graph around the scope, for diagrams. */
  graph: ChainGraphExport;
  /** On a pull request: what it changed in the provenance (src/diff/), against its base. */
  diff?: ProvenanceDiff;
  /** Set when the recorded steps were run again after the audit (the action's `reproduce`). */
  reproduce?: ReproduceSection;
  /**
   * Set when the run served directories from the warm facts cache (core/served-directories.ts):
   * what it did not read, and the commit whose trees vouch for it.
   */
  served?: ServedSection;
}

/**
 * The directories a warm run did not read: their files were not opened, stat'ed or hashed this
 * run (their passports and other documents were read, and held to the record's digests); each
 * file's digest and size are the record's of its directory's tree at `commit`.
 */
export interface ServedSection {
  /** The commit whose trees vouch for the served directories. */
  commit: string;
  /** Files served, over every directory. */
  files: number;
  directories: ServedDirectoryStatus[];
}

/** One served directory in the report. */
export interface ServedDirectoryStatus {
  /** Repository-relative path. */
  directory: string;
  /** Its tree id in the commit: the record that vouches for its files. */
  tree: string;
  /** Files under it, at any depth, as the record lists them. */
  files: number;
}

/** What `reproduce` made of each step it had in scope (src/reproduce/), in the order it ran them. */
export interface ReproduceSection {
  /** `changed`: the steps the change touched, then their consumers; `all`: every step. */
  mode: 'changed' | 'all';
  /** The commit whose tree was copied and run, or null when reproduce could not start. */
  commit: string | null;
  steps: ReproducedStepStatus[];
}

/** One step as reproduced. */
export interface ReproducedStepStatus {
  /** The passport's repository-relative path. */
  path: string;
  /** reproduced byte for byte, differs, failed, unrecorded (not reproducible), not reached. */
  status: 'reproduced' | 'differs' | 'failed' | 'unrecorded' | 'not-reached';
  /** Why it was in scope: selected (all), changed, or a consumer of a changed step. */
  reason: 'selected' | 'changed' | 'consumer';
  /** Recorded outputs whose sha256 was compared with the re-run's. */
  compared: number;
  /** Outputs declared non-deterministic: re-made, not compared. */
  not_compared: number;
  /** Seconds the re-run took, or null when it did not run. */
  seconds: number | null;
}

/** A compact export of the consumed_passports DAG (nodes are passport ids). */
export interface ChainGraphExport {
  nodes: {
    id: string;
    path: string | null;
    skill: string | null;
    status: 'pass' | 'fail' | 'unknown';
  }[];
  /** consumer → producer edges; `cycle` marks edges on a detected cycle. */
  edges: { from: string; to: string; cycle: boolean }[];
}
