/**
 * The one verdict: every status a report shows — each passport's, each
 * handoff document's, the findings that belong to neither, `passed`, and
 * through `passed` the exit code and the check run's conclusion — is computed
 * here, from the findings and `fail-on` alone. The audit pipeline, the handoff audit
 * and the shard merge all call it, so no surface can say "pass" while another
 * says "fail" (a report failing at `--fail-on warning` while every passport
 * showed `pass` was the defect this module exists to prevent).
 *
 * A finding belongs to the passports of the output directory that owns its
 * path — the passport file itself, or any path below that directory that no
 * nearer output directory owns: the layout's and `stamp`'s ownership rule
 * (repo/ownership.ts createFindingOwnerLookup), so the passport a finding fails
 * is the one whose re-stamp can clear it — or to the handoff document at its
 * path (an acknowledgment's findings belong to its packet). What belongs to
 * none — an output directory without a passport, a run-level finding — is
 * counted as `unattributed`, and fails like any other subject.
 */
import { ackPathOf } from '../formats/ack-path.js';
import { createFindingOwnerLookup } from '../repo/ownership.js';
import { isFailing, type FailOn } from '../core/rule-registry.js';
import { countBySeverity } from '../core/findings.js';
import type {
  AuditReport,
  Finding,
  HandoffStatus,
  PassportStatus,
  SubjectStatus,
} from '../core/report-model.js';

/**
 * The report's summary: what the run counted (passports in scope, artifacts verified, bytes
 * hashed) beside the verdict's counts. One shape for an audit's report and a merge of shards'.
 */
export function summarize(
  verdict: Verdict,
  failOn: FailOn,
  run: { passports: number; artifactsVerified: number; bytesHashed: number },
): AuditReport['summary'] {
  return {
    passports: run.passports,
    artifacts_verified: run.artifactsVerified,
    bytes_hashed: run.bytesHashed,
    ...verdict.counts,
    fail_on: failOn,
    passed: verdict.passed,
    unattributed: verdict.unattributed,
  };
}

/** The paths of the passports that fail: the chain graph marks them. */
export function listFailingPassports(verdict: Verdict): Set<string> {
  return new Set(verdict.passports.filter((p) => p.status === 'fail').map((p) => p.path));
}

/** pass or fail for one subject's findings: fail when any is at or above `failOn` (never: nothing fails). */
export function statusOf(own: readonly Finding[], failOn: FailOn): 'pass' | 'fail' {
  return own.some((f) => isFailing(f.severity, failOn)) ? 'fail' : 'pass';
}

/** What the verdict decides for a set of subjects. */
export interface Verdict {
  passed: boolean;
  counts: { errors: number; warnings: number; notices: number };
  /** The passports, with counts and status recomputed from the findings. */
  passports: PassportStatus[];
  /** The handoff documents, likewise. */
  handoffs: HandoffStatus[];
  /** Findings on no passport and no handoff document. */
  unattributed: SubjectStatus;
}

/** What a subject's status is made from; the rest of the record is carried over as it is. */
type Subject = { path: string; errors: number; warnings: number; notices: number; status: string };

function setCounts<T extends Subject>(subject: T, own: readonly Finding[], failOn: FailOn): T {
  const c = countBySeverity(own);
  return {
    ...subject,
    errors: c.error,
    warnings: c.warning,
    notices: c.notice,
    status: statusOf(own, failOn),
  };
}

/**
 * Decides the verdict of a report's findings under `failOn`. `passports` and `handoffs` are
 * the subjects the report shows (their counts and statuses are recomputed, never trusted).
 * Invariant, held by a property test: `passed` is true exactly when every passport, every
 * handoff document and the unattributed findings pass.
 */
export function decideVerdict(input: {
  findings: readonly Finding[];
  failOn: FailOn;
  passports: readonly PassportStatus[];
  handoffs: readonly HandoffStatus[];
  /**
   * The run's output directories (the layout's); the passports' directories are always among
   * them. A merge of shard reports passes the directories the shards audited. Absent: the
   * passports' directories alone.
   */
  outputDirs?: Iterable<string>;
}): Verdict {
  const { findings, failOn } = input;
  const passportsByPath = new Map<string, number[]>();
  const passportsByDir = new Map<string, number[]>();
  input.passports.forEach((p, i) => {
    passportsByPath.set(p.path, [...(passportsByPath.get(p.path) ?? []), i]);
    passportsByDir.set(p.directory, [...(passportsByDir.get(p.directory) ?? []), i]);
  });
  const handoffByPath = new Map<string, number>();
  input.handoffs.forEach((h, i) => {
    handoffByPath.set(h.path, i);
    if (h.kind === 'packet') handoffByPath.set(ackPathOf(h.path), i);
  });

  const passportFindings = input.passports.map((): Finding[] => []);
  const handoffFindings = input.handoffs.map((): Finding[] => []);
  const unattributed: Finding[] = [];
  const ownerOf = createFindingOwnerLookup(
    new Set([...(input.outputDirs ?? []), ...passportsByDir.keys()]),
  );
  /** The passports of the output directory that owns `rel` (none: it has no passport here). */
  const ownersOf = (rel: string): number[] | undefined => {
    const owner = ownerOf(rel);
    return owner === null ? undefined : passportsByDir.get(owner);
  };
  for (const f of findings) {
    const handoff = handoffByPath.get(f.path);
    if (handoff !== undefined) {
      (handoffFindings[handoff] as Finding[]).push(f);
      continue;
    }
    const owners = passportsByPath.get(f.path) ?? ownersOf(f.path);
    if (owners === undefined) unattributed.push(f);
    else for (const i of owners) (passportFindings[i] as Finding[]).push(f);
  }

  const passports = input.passports.map((p, i) =>
    setCounts(p, passportFindings[i] as Finding[], failOn),
  );
  const handoffs = input.handoffs.map((h, i) =>
    setCounts(h, handoffFindings[i] as Finding[], failOn),
  );
  const other = setCounts(
    { path: '', errors: 0, warnings: 0, notices: 0, status: 'pass' },
    unattributed,
    failOn,
  );
  const c = countBySeverity(findings);
  return {
    passed: statusOf(findings, failOn) === 'pass',
    counts: { errors: c.error, warnings: c.warning, notices: c.notice },
    passports,
    handoffs,
    unattributed: {
      errors: other.errors,
      warnings: other.warnings,
      notices: other.notices,
      status: other.status as 'pass' | 'fail',
    },
  };
}
