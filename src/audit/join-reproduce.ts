/**
 * The findings of `reproduce` joined to an audit's report (the action's `reproduce` input): one
 * report, so they reach the check run, the annotations, SARIF and the summary through the paths
 * every finding takes, and the verdict is decided again over all of them.
 */
import { describeChainDepths, sortFindings } from '../core/findings.js';
import type { AuditReport, Finding, ReproduceSection } from '../core/report-model.js';
import type { FailOn } from '../core/rule-registry.js';
import { decideVerdict, listFailingPassports, summarize } from './verdict.js';

/**
 * Returns `report` with `findings` added and `section` set; every status, count and the verdict
 * are decided again (never trusted from either part).
 */
export function joinReproduce(
  report: AuditReport,
  section: ReproduceSection,
  findings: readonly Finding[],
  failOn: FailOn,
): AuditReport {
  const all = [...report.findings, ...findings];
  const verdict = decideVerdict({
    findings: all,
    failOn,
    passports: report.passports,
    handoffs: report.handoffs,
    outputDirs: report.scope.directories,
  });
  const failing = listFailingPassports(verdict);
  const graph = {
    ...report.graph,
    nodes: report.graph.nodes.map((n) =>
      n.path !== null && failing.has(n.path) ? { ...n, status: 'fail' as const } : n,
    ),
  };
  sortFindings(all, describeChainDepths(graph));
  return {
    ...report,
    summary: summarize(verdict, failOn, {
      passports: report.summary.passports,
      artifactsVerified: report.summary.artifacts_verified,
      bytesHashed: report.summary.bytes_hashed,
    }),
    findings: all,
    passports: verdict.passports,
    handoffs: verdict.handoffs,
    graph,
    reproduce: section,
  };
}
