/**
 * Synthetic reports for reporter tests: the shape audit() returns, built
 * directly so a test can put any (hostile, huge) value in any field.
 */
import type { AuditReport, Finding } from '../../src/core/report-model.js';
import { decideVerdict } from '../../src/audit/verdict.js';
import type { RuleId, Severity } from '../../src/core/rule-registry.js';

/** A finding with defaults. */
export function finding(over: Partial<Finding> = {}): Finding {
  return {
    rule: 'artifact-hash-mismatch' as RuleId,
    severity: 'error' as Severity,
    message: 'output "a.txt": expected sha256 0, actual 1.',
    path: 'results/a/a.passport.json',
    line: 12,
    column: 7,
    pointer: '/outputs/0/sha256',
    passport_id: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
    ...over,
  };
}

/** `n` findings on distinct lines of one passport. */
export function manyFindings(n: number, over: Partial<Finding> = {}): Finding[] {
  return Array.from({ length: n }, (_, i) =>
    finding({ line: i + 1, message: `finding number ${i}`, ...over }),
  );
}

/** A report around `findings`, its statuses decided by the verdict the audit uses (audit/verdict.ts). */
export function makeReport(findings: Finding[], over: Partial<AuditReport> = {}): AuditReport {
  const verdict = decideVerdict({
    findings,
    failOn: 'error',
    passports: [
      {
        path: 'results/a/a.passport.json',
        directory: 'results/a',
        passport_id: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
        skill: 'bwa-alignment',
        status: 'pass',
        errors: 0,
        warnings: 0,
        notices: 0,
        artifacts: 1,
      },
    ],
    handoffs: [],
  });
  return {
    report_version: '1',
    tool: { name: 'passport-gate', version: '0.1.0' },
    root: '/repo',
    scope: { mode: 'all', changed_files: 0, directories: ['results/a'] },
    summary: {
      passports: 1,
      artifacts_verified: 1,
      bytes_hashed: 10,
      ...verdict.counts,
      fail_on: 'error',
      passed: verdict.passed,
      unattributed: verdict.unattributed,
    },
    findings,
    passports: verdict.passports,
    handoffs: verdict.handoffs,
    graph: { nodes: [], edges: [] },
    ...over,
  };
}
