/**
 * The human report for terminals: findings grouped by directory, colour only
 * when asked (a TTY without NO_COLOR), a count line at the end. Every string
 * from the repository is escaped so it cannot drive the terminal.
 */
import path from 'node:path';
import type { AuditReport, Finding } from '../core/report-model.js';
import type { Severity } from '../core/rule-registry.js';
import { escapeTerminal } from './escape.js';

/** Options of {@link renderTextReport}. */
export interface TextOptions {
  color: boolean;
  /** Notes beside the findings (the inferred output roots); false for `audit --quiet`. Default true. */
  notes?: boolean;
}

const COLORS: Record<Severity | 'ok' | 'dim', string> = {
  error: '\u001b[31m',
  warning: '\u001b[33m',
  notice: '\u001b[36m',
  ok: '\u001b[32m',
  dim: '\u001b[2m',
};
const RESET = '\u001b[0m';

/** Decides whether to colour: a TTY, and NO_COLOR (https://no-color.org) unset or empty. */
export function shouldUseColor(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  return stream.isTTY === true;
}

/** Renders the report as text. */
export function renderTextReport(report: AuditReport, options: TextOptions): string {
  return [...renderTextReportChunks(report, options)].join('');
}

/** Lines of the text report per piece of {@link renderTextReportChunks}. */
const LINES_PER_CHUNK = 512;

/**
 * {@link renderTextReport}'s text in pieces of a few hundred lines, for writing as they are
 * made (the text of 100,000 findings is tens of megabytes): joined, they are that text.
 */
export function* renderTextReportChunks(
  report: AuditReport,
  options: TextOptions,
): Generator<string> {
  const paint = painter(options);
  const groups = new Map<string, Finding[]>();
  for (const f of report.findings) {
    const dir = f.path === '' ? '(run)' : path.posix.dirname(f.path);
    const list = groups.get(dir);
    if (list) list.push(f);
    else groups.set(dir, [f]);
  }
  let lines: string[] = [];
  // Directories in the findings' order (along the chain, root causes first: core/findings.ts
  // sortFindings), not by name: a consumer named before its producer is still read after it.
  for (const [dir, findings] of groups) {
    lines.push(paint('dim', `${escapeTerminal(dir)}/`));
    for (const f of findings) {
      const where =
        f.path === ''
          ? ''
          : `${escapeTerminal(f.path)}${f.line ? `:${f.line}:${f.column ?? 1}` : ''}  `;
      lines.push(
        `  ${paint(f.severity, f.severity.padEnd(7))} ${where}${escapeTerminal(f.message)}  ${paint('dim', f.rule)}`,
      );
      if (lines.length >= LINES_PER_CHUNK) {
        yield `${lines.join('\n')}\n`;
        lines = [];
      }
    }
  }
  if (groups.size > 0) lines.push('');
  const inferred = options.notes === false ? '' : describeInferredOutputs(report);
  if (inferred) lines.push(escapeTerminal(inferred), '');
  const served = options.notes === false ? '' : describeServedDirectories(report);
  if (served) lines.push(escapeTerminal(served), '');
  lines.push(renderVerdictLine(report, options));
  yield `${lines.join('\n')}\n`;
}

/**
 * The text report's last line, the verdict: all that `audit --output` prints on stderr, made
 * without rendering the findings above it.
 */
export function renderVerdictLine(report: AuditReport, options: TextOptions): string {
  const paint = painter(options);
  const s = report.summary;
  const verdict = s.passed ? paint('ok', 'PASSED') : paint('error', 'FAILED');
  return `${verdict}: ${s.passports} passport(s), ${report.handoffs.length} handoff file(s), ${s.artifacts_verified} artifact(s) verified${describeLfs(report)}, ${formatBytes(s.bytes_hashed)} hashed — ${s.errors} error(s), ${s.warnings} warning(s), ${s.notices} notice(s) (fail-on: ${s.fail_on}, ${describeScope(report)})${describeFailing(report)}.`;
}

const painter =
  (options: TextOptions) =>
  (kind: keyof typeof COLORS, text: string): string =>
    options.color ? `${COLORS[kind]}${text}${RESET}` : text;

/**
 * What failed, for a failing report: "; failing: 2 passport(s), 1 handoff file(s), 3 finding(s)
 * outside any passport". '' when it passed. The statuses come from the one verdict, so this
 * always names at least one subject when the report fails.
 */
export function describeFailing(report: AuditReport): string {
  if (report.summary.passed) return '';
  const parts: string[] = [];
  const passports = report.passports.filter((p) => p.status === 'fail').length;
  const handoffs = report.handoffs.filter((h) => h.status === 'fail').length;
  if (passports > 0) parts.push(`${passports} passport(s)`);
  if (handoffs > 0) parts.push(`${handoffs} handoff file(s)`);
  const other = report.summary.unattributed;
  if (other?.status === 'fail') {
    parts.push(
      `${other.errors + other.warnings + other.notices} finding(s) outside any passport or handoff file`,
    );
  }
  return parts.length > 0 ? `; failing: ${parts.join(', ')}` : '';
}

/** Passports named per inferred root in the text and Markdown reports; the JSON report has all. */
const INFERRED_EVIDENCE_SHOWN = 3;

/** Inferred roots named in the text and Markdown reports; the JSON report has all. */
const INFERRED_ROOTS_SHOWN = 10;

/**
 * One paragraph on the output roots inferred from passports (none configured) and how to pin
 * them, or '' when nothing was inferred. Plain text of repository paths: escape for the medium.
 */
export function describeInferredOutputs(report: AuditReport): string {
  const roots = report.scope.inferred_outputs ?? [];
  if (roots.length === 0) return '';
  const described = roots.slice(0, INFERRED_ROOTS_SHOWN).map((r) => {
    const shown = r.passports.slice(0, INFERRED_EVIDENCE_SHOWN).join(', ');
    const more = r.passports.length - INFERRED_EVIDENCE_SHOWN;
    return `${r.root}/ (from ${shown}${more > 0 ? ` and ${more} more` : ''})`;
  });
  if (roots.length > INFERRED_ROOTS_SHOWN)
    described.push(`${roots.length - INFERRED_ROOTS_SHOWN} more roots (in the JSON report)`);
  const globs = roots
    .slice(0, INFERRED_ROOTS_SHOWN)
    .map((r) => JSON.stringify(r.glob))
    .join(', ');
  const etc = roots.length > INFERRED_ROOTS_SHOWN ? ', …' : '';
  return `No outputs: in .passport-gate.yml, so output roots were inferred from the passports: ${described.join('; ')}. Every directory directly under a root must hold a passport. Pin them with \`passport-gate init\` (writes outputs: [${globs}${etc}]).`;
}

/** Served directories named in the text and Markdown reports; the JSON report has all. */
const SERVED_DIRS_SHOWN = 5;

/**
 * One paragraph on what the run did not read (the warm facts cache's served directories), or
 * '' when it read everything. Plain text of repository paths: escape for the medium.
 */
export function describeServedDirectories(report: AuditReport): string {
  const served = report.served;
  if (!served || served.directories.length === 0) return '';
  const shown = served.directories
    .slice(0, SERVED_DIRS_SHOWN)
    .map(
      (d) => `${d.directory}/ (${d.files} file(s)): vouched for by the record of tree ${d.tree}`,
    );
  const more = served.directories.length - SERVED_DIRS_SHOWN;
  if (more > 0) shown.push(`${more} more directories (in the JSON report)`);
  return `Not read this run: ${served.files} file(s) in ${served.directories.length} output director(ies) of commit ${served.commit}, judged on the facts a trusted run recorded of their bytes (their passports were read): ${shown.join('; ')}.`;
}

/** "scope: all", "scope: changed, shard 2/4", "scope: all, 4 shards merged". */
export function describeScope(report: AuditReport): string {
  const { mode, shard, shards } = report.scope;
  if (shard) return `scope: ${mode}, shard ${shard.index}/${shard.count}`;
  if (shards) return `scope: ${mode}, ${shards} shards merged`;
  return `scope: ${mode}`;
}

/** " (N by Git LFS pointer)" when any artifact was verified from a pointer, else "". */
export function describeLfs(report: AuditReport): string {
  const n = report.passports.reduce((sum, p) => sum + (p.lfs_pointers ?? 0), 0);
  return n > 0 ? ` (${n} by Git LFS pointer)` : '';
}

/** Formats a byte count with binary units. */
export function formatBytes(n: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let v = n;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u++;
  }
  return `${u === 0 ? v : v.toFixed(1)} ${units[u]}`;
}
