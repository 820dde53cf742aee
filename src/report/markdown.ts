/**
 * The Markdown report: the CLI's `--format markdown` and the action's job
 * summary and check-run summary. Every untrusted string goes through
 * escapeMarkdown, so a passport cannot inject a table row, link or image.
 */
import type { AuditReport, Finding } from '../audit/types.js';
import { escapeMarkdown } from './escape.js';

/** Options of {@link renderMarkdownReport}. */
export interface MarkdownOptions {
  /** Stop adding findings once the text reaches this many bytes (the rest is counted). */
  maxBytes?: number;
  /** Heading level 1-6 for the title. */
  headingLevel?: number;
  /** Where the findings cut from this text can be read instead. */
  overflowHint?: string;
}

const cell = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? '—' : escapeMarkdown(String(value));

/** Renders the verdict line. */
export function renderVerdict(report: AuditReport): string {
  const s = report.summary;
  return `${s.passed ? '✅ **Passed**' : '❌ **Failed**'}: ${s.errors} error(s), ${s.warnings} warning(s), ${s.notices} notice(s) across ${s.passports} passport(s) and ${report.handoffs.length} handoff file(s); ${s.artifacts_verified} artifact(s) verified (fail-on: ${s.fail_on}, scope: ${report.scope.mode}).`;
}

function findingRow(f: Finding): string {
  const where = f.path ? `${cell(f.path)}${f.line ? `:${f.line}` : ''}` : '—';
  return `| ${f.severity} | \`${f.rule}\` | ${where} | ${cell(f.message)} |`;
}

/** Renders the report as GitHub-flavoured Markdown, bounded by `maxBytes` when given. */
export function renderMarkdownReport(report: AuditReport, options: MarkdownOptions = {}): string {
  const h = '#'.repeat(Math.min(6, Math.max(1, options.headingLevel ?? 2)));
  const parts: string[] = [`${h} passport-gate`, '', renderVerdict(report), ''];
  if (report.passports.length > 0) {
    parts.push(`${h}# Output directories`, '', '| directory | passport | skill | artifacts | errors | warnings | status |', '|---|---|---|---|---|---|---|');
    for (const p of report.passports) {
      parts.push(
        `| ${cell(p.directory)} | ${cell(p.path)} | ${cell(p.skill)} | ${p.artifacts} | ${p.errors} | ${p.warnings} | ${p.status === 'pass' ? '✅' : '❌'} |`,
      );
    }
    parts.push('');
  }
  if (report.handoffs.length > 0) {
    parts.push(`${h}# Handoff files`, '', '| kind | file | id | errors | warnings | status |', '|---|---|---|---|---|---|');
    for (const d of report.handoffs) {
      parts.push(`| ${d.kind} | ${cell(d.path)} | ${cell(d.id)} | ${d.errors} | ${d.warnings} | ${d.status === 'pass' ? '✅' : '❌'} |`);
    }
    parts.push('');
  }
  if (report.findings.length > 0) {
    parts.push(`${h}# Findings`, '', '| severity | rule | location | message |', '|---|---|---|---|');
    const max = options.maxBytes ?? Number.POSITIVE_INFINITY;
    let size = Buffer.byteLength(parts.join('\n'));
    let shown = 0;
    for (const f of report.findings) {
      const row = findingRow(f);
      const rowBytes = Buffer.byteLength(row) + 1;
      // Keep room for the truncation line.
      if (size + rowBytes > max - 200) break;
      parts.push(row);
      size += rowBytes;
      shown++;
    }
    const rest = report.findings.length - shown;
    if (rest > 0) parts.push('', `_${rest} more finding(s) not shown${options.overflowHint ? ` — ${options.overflowHint}` : ''}._`);
    parts.push('');
  }
  return parts.join('\n');
}
