/**
 * What the rule families of one run put out: findings (through the sink, so
 * the config's severities apply), the artifacts they verified and the handoff
 * documents they judged; all of it goes into the report (report.ts). Each
 * family reports through a guard that holds it to its declared `emits`.
 */
import { FindingSink, type FindingInput, type SeverityOverrides } from '../core/findings.js';
import type { ArtifactCheck } from '../repo/plan.js';
import type { HandoffSubject, RuleOutput } from '../rules/families/index.js';

/** The output of every family of one run. */
export class RunRecorder implements RuleOutput {
  readonly sink: FindingSink;
  /** Outputs whose digest and size matched. */
  artifactsVerified = 0;
  /** Per passport path: artifacts verified from a Git LFS pointer instead of content. */
  readonly lfsByPassport = new Map<string, number>();
  readonly handoffs: HandoffSubject[] = [];

  constructor(overrides: SeverityOverrides) {
    this.sink = new FindingSink(overrides);
  }

  report(finding: FindingInput): void {
    this.sink.add(finding);
  }

  verified(check: ArtifactCheck, byLfsPointer: boolean): void {
    // Counted once verified: the report says which artifacts were checked by pointer only.
    if (byLfsPointer)
      this.lfsByPassport.set(
        check.record.path,
        (this.lfsByPassport.get(check.record.path) ?? 0) + 1,
      );
    if (check.kind === 'outputs') this.artifactsVerified++;
  }

  judged(document: HandoffSubject): void {
    this.handoffs.push(document);
  }
}

/**
 * `out` for one family: a finding whose rule the family did not declare in `emits` is a
 * programming error (the registry, docs/rules.md and the family would disagree about who
 * reports it), and fails the run loudly instead of reaching a report.
 */
export function guardOutput(
  family: { name: string; emits: readonly string[] },
  out: RuleOutput,
): RuleOutput {
  const declared = new Set(family.emits);
  return {
    report: (finding) => {
      if (!declared.has(finding.rule))
        throw new Error(
          `rule family ${family.name} reported ${finding.rule}, which it does not declare`,
        );
      out.report(finding);
    },
    verified: (check, byLfsPointer) => out.verified(check, byLfsPointer),
    judged: (document) => out.judged(document),
  };
}
