/**
 * GitLab's Code Quality report: the CodeClimate-style JSON array GitLab reads from
 * `artifacts: reports: codequality:` and shows in the merge request widget and diff
 * (https://docs.gitlab.com/ci/testing/code_quality/#code-quality-report-format). GitLab
 * requires `description`, `check_name`, `fingerprint`, `severity`, `location.path` and
 * `location.lines.begin`; `type` and `categories` are CodeClimate's own required fields,
 * kept so other CodeClimate consumers read the file too.
 */
import { createHash } from 'node:crypto';
import type { AuditReport, Finding } from '../core/report-model.js';
import { escapeInvisible } from '../util/untrusted.js';
import { getRuleDocUrl, type Severity } from '../core/rule-registry.js';
import { joinRepoPath } from './annotations.js';

/** Code Quality severities GitLab accepts. */
export type CodeQualitySeverity = 'info' | 'minor' | 'major' | 'critical' | 'blocker';

/** One Code Quality issue, as GitLab documents it. */
export interface CodeQualityIssue {
  type: 'issue';
  check_name: string;
  description: string;
  content: { body: string };
  categories: string[];
  severity: CodeQualitySeverity;
  fingerprint: string;
  location: { path: string; lines: { begin: number } };
}

/** Options of {@link buildCodeQualityIssues}. */
export interface CodeQualityOptions {
  /** The audited root's place in the repository ('' when the same): GitLab's paths are repository-relative. */
  pathPrefix?: string;
  /** Where run-level findings (no file) are anchored: the config file, repository-relative to the root. */
  runLevelPath?: string;
}

// An error fails the gate, as a major issue blocks a merge request in GitLab's own analyzers.
const SEVERITIES: Readonly<Record<Severity, CodeQualitySeverity>> = {
  error: 'major',
  warning: 'minor',
  notice: 'info',
};

function fingerprintOf(f: Finding, file: string): string {
  // Not the message (it carries digests that change with the bytes): the issue follows the field,
  // so GitLab sees the same issue on the merge request and on its base (as the SARIF fingerprint).
  return createHash('sha256')
    .update([f.rule, file, f.pointer ?? '', f.passport_id ?? ''].join('\u0000'))
    .digest('hex');
}

/** The report's findings as Code Quality issues (fingerprints unique within the report). */
export function buildCodeQualityIssues(
  report: AuditReport,
  options: CodeQualityOptions = {},
): CodeQualityIssue[] {
  const seen = new Map<string, number>();
  return report.findings.map((f) => {
    const file = joinRepoPath(
      options.pathPrefix ?? '',
      f.path === '' ? (options.runLevelPath ?? '.passport-gate.yml') : f.path,
    );
    let fingerprint = fingerprintOf(f, file);
    // Two findings of one rule on one field: GitLab would fold them into one issue.
    const count = seen.get(fingerprint) ?? 0;
    seen.set(fingerprint, count + 1);
    if (count > 0)
      fingerprint = createHash('sha256').update(`${fingerprint}#${count}`).digest('hex');
    return {
      type: 'issue',
      check_name: f.rule,
      description: escapeInvisible(f.message),
      content: { body: `See ${getRuleDocUrl(f.rule)} for why it matters and how to fix it.` },
      categories: ['Bug Risk'],
      severity: SEVERITIES[f.severity],
      fingerprint,
      location: { path: file, lines: { begin: f.line ?? 1 } },
    };
  });
}

/** Renders the Code Quality report (a JSON array, one issue per finding). */
export function renderCodeQuality(report: AuditReport, options: CodeQualityOptions = {}): string {
  return `${JSON.stringify(buildCodeQualityIssues(report, options), null, 2)}\n`;
}
