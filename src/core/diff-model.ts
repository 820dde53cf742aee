/**
 * The provenance diff between two revisions, as plain data: what `passport-gate diff` prints
 * with `--format json` (schemas/diff.v1.schema.json) and what the JSON report carries as
 * `diff`. Field names are that contract, hence snake_case. Values copied from passports
 * (parameters, decision fields, produced_by fields) are untrusted JSON: every renderer escapes
 * them for its medium.
 */

import type { DecisionFields, Passport } from './passport.js';
import type { ReportSigner } from './report-model.js';

export type { DecisionFields };

/** One passport file of one revision, as read: the input of the pure diff. */
export interface PassportFile {
  /** Repository-relative POSIX path of the passport file. */
  path: string;
  /** The parsed JSON value, or null when the file could not be read or parsed. */
  value: unknown;
  /** Why the file could not be used, when `value` is null. */
  problem: string | null;
  /**
   * The file's bytes, when the reader kept them: numbers are compared as written
   * (repo/stale.ts isSamePassportFile), not as the doubles `value` holds.
   */
  bytes?: Uint8Array;
  /**
   * The passport read from `value` (core/passport.ts), when the reader made it: the diff and
   * the stale plan read it instead of reading the value again.
   */
  passport?: Passport | null;
  /**
   * Who the passport's Sigstore bundle (`<run-id>.passport.sigstore.json` beside it) names as
   * its signer, when the reader looked: `none` without a bundle, `unreadable` for a bundle that
   * names nobody the gate can read. Absent: the reader did not look (the diff then says nothing
   * of signers for this passport).
   */
  signer?: ReportSigner | 'none' | 'unreadable';
}

/** One entry of a revision's file listing (the walk's TreeEntry shape). */
export interface ListedEntry {
  rel: string;
  kind: 'file' | 'dir' | 'symlink' | 'other';
}

/** Where a revision's passports were read. */
export type RevisionSource = 'git' | 'working-tree' | 'contents-api';

/** Which revision a side of the diff is. */
export interface RevisionInfo {
  /** The revision as the user or the event named it (`origin/main`, `base`), or null for the working tree. */
  ref: string | null;
  /** The commit id, when known. */
  sha: string | null;
  /** Where its passports came from: git objects, the files on disk, or the contents API at `sha`. */
  source: RevisionSource;
}

/** How a base passport was paired with a head passport (see match.ts). */
export type MatchRule = 'path' | 'id' | 'directory';

/** A value that changed: old → new (JSON values; null where absent). */
export interface ValueChange {
  old: unknown;
  new: unknown;
}

/** A produced_by field that changed. */
export interface ProducedByChange extends ValueChange {
  field: 'skill' | 'skill_version' | 'agent';
}

/** An input or output that was added, removed or changed (digest, size or source). */
export interface ArtifactChange {
  change: 'added' | 'removed' | 'changed';
  /** Repository-relative path (as written when it is not a valid relative path). */
  path: string;
  old_sha256: string | null;
  new_sha256: string | null;
  old_size_bytes: number | null;
  new_size_bytes: number | null;
  /** Inputs: where the input came from, when it changed. */
  old_source?: string | null;
  new_source?: string | null;
}

/** A parameter added, removed or given another value. */
export interface ParameterChange extends ValueChange {
  change: 'added' | 'removed' | 'changed';
  /** The key; null when `parameters` itself is not an object on one side. */
  key: string | null;
  /**
   * The old value's JSON as the passport writes it, present only where that is not what
   * JSON.stringify makes of `old` (a number beyond a double's precision: `old` holds the
   * nearest double, this the digits). Renderers show it instead of `old`.
   */
  old_text?: string;
  /** The new value's JSON as written, where it is not JSON.stringify of `new` (see old_text). */
  new_text?: string;
}

/** A decision added, removed or changed, keyed by its step. */
export interface DecisionChange {
  change: 'added' | 'removed' | 'changed';
  /** decisions[].step, or null when the entry has none (then it is keyed by position). */
  step: string | null;
  /** Which of choice, alternatives_considered and rationale differ (changed decisions). */
  fields: ('choice' | 'alternatives_considered' | 'rationale')[];
  old: DecisionFields | null;
  new: DecisionFields | null;
}

/** A failed step (non-zero exit code) recorded or no longer recorded, keyed by step and tool. */
export interface ErrorChange {
  /** added: a failure the base did not record; resolved: a failure the head no longer records; changed: another exit code. */
  change: 'added' | 'resolved' | 'changed';
  step: unknown;
  tool: unknown;
  old_exit_code: number | null;
  new_exit_code: number | null;
  stderr_excerpt: unknown;
}

/** A consumed_passports id added or removed, with the passport it resolves to (head, else base). */
export interface EdgeChange {
  passport_id: string;
  /** Path of the passport with that id, or null when none has it. */
  path: string | null;
}

/** What changed in one passport between the two revisions. */
/** How a record was made (recorded_by.method): by the tool (`run`) or by hand (`stamp`). */
export type RecordMethod = 'run' | 'stamp';

export interface PassportChange {
  change: 'added' | 'removed' | 'changed';
  /** The head path (the base path for a removed passport). */
  path: string;
  base_path: string | null;
  head_path: string | null;
  /** How the two were paired; null for added and removed passports. */
  match: MatchRule | null;
  base_id: string | null;
  head_id: string | null;
  /** produced_by.skill of the head (of the base when removed). */
  skill: string | null;
  produced_by: ProducedByChange[];
  outputs: ArtifactChange[];
  inputs: ArtifactChange[];
  parameters: ParameterChange[];
  decisions: DecisionChange[];
  errors: ErrorChange[];
  consumed: { added: EdgeChange[]; removed: EdgeChange[] };
  /** Other top-level fields that differ (created_at, schema_version, downstream_hints, …). */
  other_fields: string[];
  /**
   * Who signed it, when that changed (another key, another workflow, repository or ref, a
   * bundle added or removed): the identity each side's bundle names, null for no bundle. The
   * diff identifies; whether a signer is trusted is the audit's question (attestation-*).
   */
  signer?: { old: string | null; new: string | null };
  /**
   * How each side's record was made (its recorded_by.method): `run` when `passport-gate run`
   * ran the step and wrote it, `stamp` for a hand record, null when the passport does not say
   * (another tool's) or the side is absent. A reviewer tells a re-run from a hand edit by it.
   */
  recorded_by?: { base: RecordMethod | null; head: RecordMethod | null };
  /** Why a side could not be read, when it could not. */
  base_problem?: string;
  head_problem?: string;
}

/** Why a passport is stale. */
export interface StaleReason {
  /**
   * input: it records an input at the digest this change replaced; consumed: it consumes a
   * passport whose outputs this change modified, and was not re-stamped; upstream: a passport
   * it consumes (by id or by an input's path and digest) is stale itself.
   */
  kind: 'input' | 'consumed' | 'upstream';
  /** The passport the staleness comes from (the producer, or the stale upstream passport). */
  via_path: string | null;
  via_id: string | null;
  /** input: the artifact, the digest recorded and the digest its producer records now (null: no longer produced). */
  artifact?: string;
  recorded_sha256?: string;
  current_sha256?: string | null;
}

/** One step of the re-run plan: a stale passport, in topological order. */
export interface StaleStep {
  /** 1-based position in the plan. */
  order: number;
  path: string;
  directory: string;
  passport_id: string | null;
  skill: string | null;
  skill_version: string | null;
  reasons: StaleReason[];
  /**
   * The command that re-stamps the passport after the step was re-run, to run at the root the
   * diff was made for; null when no command can name this passport file.
   */
  command: string | null;
  /** True when the passport is on a consumed_passports cycle: its order within the cycle is by path. */
  cycle?: boolean;
}

/** Provenance coverage of one revision (integrity-audit mode 4 as numbers). */
export interface Coverage {
  /** Output directories that hold a passport, of the output directories that hold anything. */
  directories: { with_passport: number; total: number };
  /** Files under the output directories that a passport lists as an output, of all such files. */
  artifacts: { vouched: number; total: number };
  /** git: the commit's tree; working-tree: the files on disk; derived: the head's files and the pull request's file list with statuses. */
  source: 'git' | 'working-tree' | 'derived';
}

/** Coverage of both revisions; a side is null when it cannot be known, and `*_unknown` says why. */
export interface CoverageComparison {
  base: Coverage | null;
  head: Coverage | null;
  base_unknown?: string;
  head_unknown?: string;
}

/** A passport file of either revision that could not be read or parsed. */
export interface DiffProblem {
  side: 'base' | 'head';
  path: string;
  problem: string;
}

/** The provenance diff. */
export interface ProvenanceDiff {
  diff_version: '1';
  base: RevisionInfo;
  head: RevisionInfo;
  summary: {
    passports_added: number;
    passports_removed: number;
    passports_changed: number;
    passports_unchanged: number;
    /** Outputs added, removed or changed across all passports. */
    outputs_changed: number;
    stale: number;
    /** Passport files that could not be read on either side. */
    unreadable: number;
    /** Passports whose signer changed (present when the readers looked at bundles). */
    signers_changed?: number;
  };
  /** Every passport added, removed or changed, by path. */
  passports: PassportChange[];
  /** The re-run plan: stale passports in topological order (ties by path). */
  stale: StaleStep[];
  coverage: CoverageComparison;
  problems: DiffProblem[];
}
