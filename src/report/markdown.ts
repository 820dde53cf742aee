/**
 * The Markdown report: the CLI's `--format markdown`, the action's job
 * summary and its check-run summary. Every repository string is shown in a
 * code span (escape.ts: codeSpan, and markdownText for messages that quote
 * one), so a passport cannot inject a table row, link, image, mention or issue
 * reference, and its text reads byte for byte; the Mermaid diagram escapes its
 * own labels (graph-diagram.ts).
 *
 * With `maxBytes` the text stays within a size (the job summary's 1 MiB, the
 * check run's 65,535): each section gets a share of the budget and says how
 * many rows it left out, so a long report is cut with counts, never dropped.
 */
import {
  describeFailing,
  describeInferredOutputs,
  describeLfs,
  describeScope,
  describeServedDirectories,
} from './text.js';
import type { AuditReport, Finding, PassportAttestation } from '../core/report-model.js';
import { formatSigner, formatSignerIdentity, signerIdentityKey } from '../core/signer.js';
import { codeSpan, markdownText, truncateMarkdown } from './escape.js';
import { overlayDiff } from './diff-overlay.js';
import { listUntouchedMismatches, renderDiffMarkdown } from './diff.js';
import { planMermaid, renderMermaidPlan } from './graph-diagram.js';
import { NOTE_RESERVE, Section } from './section.js';
import { renderReproduceTable } from './reproduce.js';

/** Options of {@link renderMarkdownReport}. */
export interface MarkdownOptions {
  /** Keep the text within this many UTF-8 bytes, cutting rows with counts. */
  maxBytes?: number;
  /** Heading level 1-6 for the title. */
  headingLevel?: number;
  /**
   * Where rows cut from this text can be read, completing "N more findings …"
   * (e.g. "in the job summary"). Default: "not shown".
   */
  overflowHint?: string;
  /** Include the Mermaid diagram of the consumed_passports chain (default true). */
  diagram?: boolean;
  /** Leave out the title heading (a check run shows its own title). */
  omitTitle?: boolean;
}

/** Shares of `maxBytes` each section may take; findings take what is left. */
const MARKDOWN_BUDGET_SHARES = {
  diff: 0.25,
  reproduce: 0.1,
  signers: 0.05,
  passports: 0.25,
  handoffs: 0.1,
  diagram: 0.2,
} as const;

/** A table cell holding a repository string: a code span, or `—` for none. */
const cell = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === ''
    ? '—'
    : codeSpan(String(value), { table: true });

/** Renders the verdict line. */
export function renderVerdict(report: AuditReport): string {
  const s = report.summary;
  return `${s.passed ? '✅ **Passed**' : '❌ **Failed**'}: ${s.errors} error(s), ${s.warnings} warning(s), ${s.notices} notice(s) across ${s.passports} passport(s) and ${report.handoffs.length} handoff file(s); ${s.artifacts_verified} artifact(s) verified${describeLfs(report)} (fail-on: ${s.fail_on}, ${describeScope(report)})${describeFailing(report)}.`;
}

function findingRow(f: Finding): string {
  const where = f.path ? `${cell(f.path)}${f.line ? `:${f.line}` : ''}` : '—';
  // No link even to our own docs: a report with no link at all is one a reader can check at a glance.
  return `| ${f.severity} | \`${f.rule}\` | ${where} | ${markdownText(f.message, { table: true })} |`;
}

/** Renders the report as GitHub-flavoured Markdown, within `maxBytes` when given. */
export function renderMarkdownReport(report: AuditReport, options: MarkdownOptions = {}): string {
  const level = Math.min(6, Math.max(1, options.headingLevel ?? 2));
  const h = '#'.repeat(level);
  const sub = '#'.repeat(Math.min(6, level + 1));
  const max = options.maxBytes ?? Number.POSITIVE_INFINITY;
  const hint = options.overflowHint ?? 'not shown';
  const note = (count: number, what: string) => `_${count} more ${what} ${hint}._`;
  const s = report.summary;

  const head: string[] = [];
  if (!options.omitTitle) head.push(`${h} passport-gate`, '');
  head.push(
    renderVerdict(report),
    '',
    '| passports | artifacts verified | bytes hashed | errors | warnings | notices | directories audited |',
    '|---|---|---|---|---|---|---|',
    `| ${s.passports} | ${s.artifacts_verified} | ${s.bytes_hashed} | ${s.errors} | ${s.warnings} | ${s.notices} | ${report.scope.directories.length} |`,
    '',
  );
  // Which output roots were inferred, and how to pin them: a paragraph under the counts.
  const inferred = describeInferredOutputs(report);
  if (inferred) head.push(`> ${markdownText(inferred)}`, '');
  // What the run did not read (served from the warm facts cache): a paragraph under the counts.
  const served = describeServedDirectories(report);
  if (served) head.push(`> ${markdownText(served)}`, '');
  const parts: string[] = [...head];
  let remaining = max - Buffer.byteLength(head.join('\n'));

  // --- What changed (a pull request's provenance diff, src/diff/) -------------------------
  if (report.diff) {
    const text = renderDiffMarkdown(report.diff, {
      mismatched: listUntouchedMismatches(report.findings, report.diff),
      maxBytes: Math.min(remaining, max * MARKDOWN_BUDGET_SHARES.diff),
      headingLevel: level + 1,
      overflowHint: hint,
    });
    parts.push(text);
    remaining -= Buffer.byteLength(text) + 1;
  }

  if (report.reproduce) {
    const section = new Section(Math.min(remaining, max * MARKDOWN_BUDGET_SHARES.reproduce));
    renderReproduceTable(report.reproduce, section, sub, note);
    parts.push(...section.lines);
    remaining -= section.bytes;
  }

  const attested = report.passports.some((p) => p.attestation);
  if (attested) {
    const section = new Section(Math.min(remaining, max * MARKDOWN_BUDGET_SHARES.signers));
    renderSigners(report, section, sub, note);
    parts.push(...section.lines);
    remaining -= section.bytes;
  }

  if (report.passports.length > 0) {
    const section = new Section(Math.min(remaining, max * MARKDOWN_BUDGET_SHARES.passports));
    renderDirectories(report, section, sub, note, attested);
    parts.push(...section.lines);
    remaining -= section.bytes;
  }

  if (report.handoffs.length > 0) {
    const section = new Section(Math.min(remaining, max * MARKDOWN_BUDGET_SHARES.handoffs));
    renderHandoffs(report, section, sub, note);
    parts.push(...section.lines);
    remaining -= section.bytes;
  }

  if (options.diagram !== false && report.graph.nodes.length > 0) {
    const diagram = renderDiagram(report, sub, remaining, max * MARKDOWN_BUDGET_SHARES.diagram);
    parts.push(...diagram.lines);
    remaining -= diagram.bytes;
  }

  if (report.findings.length > 0) {
    const section = new Section(remaining);
    renderFindings(report, section, sub, note);
    parts.push(...section.lines);
  }

  const text = parts.join('\n');
  // A last guard for budgets smaller than the fixed lines themselves.
  return Number.isFinite(max) ? truncateMarkdown(text, max) : text;
}

/** The handoff files table: one row per handoff file, with its counts and status. */
function renderHandoffs(
  report: AuditReport,
  section: Section,
  sub: string,
  note: (count: number, what: string) => string,
): void {
  section.fixed(`${sub} Handoff files`);
  section.fixed('');
  section.fixed('| kind | file | id | errors | warnings | status |');
  section.fixed('|---|---|---|---|---|---|');
  for (const d of report.handoffs) {
    section.row(
      `| ${d.kind} | ${cell(d.path)} | ${cell(d.id)} | ${d.errors} | ${d.warnings} | ${d.status === 'pass' ? '✅' : '❌'} |`,
    );
  }
  if (section.omitted > 0) section.fixed(`\n${note(section.omitted, 'handoff files')}`);
  section.fixed('');
}

/**
 * The Mermaid diagram of the chain when it fits its `share` of what `remaining` allows; else one
 * line saying it did not fit (when that line fits), else nothing. A diagram is drawn whole or
 * not at all: a cut Mermaid block would not render. Returns the lines and the bytes they take.
 */
function renderDiagram(
  report: AuditReport,
  sub: string,
  remaining: number,
  share: number,
): { lines: string[]; bytes: number } {
  // On a pull request, changed and stale passports are marked (and drawn if out of scope).
  const overlay = report.diff ? overlayDiff(report.graph, report.diff) : null;
  const plan = planMermaid(overlay?.graph ?? report.graph, {}, overlay?.changes);
  const omitted =
    plan.omittedNodes > 0 ? [`_${plan.omittedNodes} more passport(s) not drawn._`, ''] : [];
  const block = [
    `${sub} Provenance chain`,
    '',
    '```mermaid',
    renderMermaidPlan(plan).trimEnd(),
    '```',
    '',
    ...omitted,
  ];
  const size = Buffer.byteLength(block.join('\n')) + 1;
  if (size <= Math.min(remaining, share)) return { lines: block, bytes: size };
  const line = `_The provenance chain diagram (${report.graph.nodes.length} passports) did not fit here._`;
  if (Buffer.byteLength(line) + NOTE_RESERVE < remaining)
    return { lines: [line, ''], bytes: Buffer.byteLength(line) + 2 };
  return { lines: [], bytes: 0 };
}

/** The findings table, in report order, cut with a count when the budget runs out. */
function renderFindings(
  report: AuditReport,
  section: Section,
  sub: string,
  note: (count: number, what: string) => string,
): void {
  section.fixed(`${sub} Findings`);
  section.fixed('');
  section.fixed('| severity | rule | location | message |');
  section.fixed('|---|---|---|---|');
  for (const f of report.findings) section.row(findingRow(f));
  if (section.omitted > 0) section.fixed(`\n${note(section.omitted, 'findings')}`);
  section.fixed('');
}

/** The output directories table: one row per passport, its signer where attestations ran. */
function renderDirectories(
  report: AuditReport,
  section: Section,
  sub: string,
  note: (count: number, what: string) => string,
  attested: boolean,
): void {
  section.fixed(`${sub} Output directories`);
  section.fixed('');
  const signed = attested ? ' signed by |' : '';
  section.fixed(
    `| directory | passport | skill | recorded |${signed} artifacts | errors | warnings | status |`,
  );
  section.fixed(`|---|---|---|---|${attested ? '---|' : ''}---|---|---|---|`);
  for (const p of report.passports) {
    const signer = attested ? ` ${signerCell(p.attestation)} |` : '';
    section.row(
      `| ${cell(p.directory)} | ${cell(p.path)} | ${cell(p.skill)} | ${RECORDED_WORDS[p.recorded_by ?? 'unknown']} |${signer} ${p.artifacts} | ${p.errors} | ${p.warnings} | ${p.status === 'pass' ? '✅' : '❌'} |`,
    );
  }
  if (section.omitted > 0) section.fixed(`\n${note(section.omitted, 'passports')}`);
  section.fixed('');
}

/**
 * How each way of making a record reads in the directories table: the reviewer tells a step
 * the tool ran and recorded from one recorded by hand (docs/rules.md "How a record was made").
 */
const RECORDED_WORDS: Readonly<Record<'run' | 'stamp' | 'unknown', string>> = {
  run: 'by the tool (`run`)',
  stamp: 'by hand (`stamp`)',
  unknown: '—',
};

/** How each attestation result reads in a table. */
const RESULT_WORDS: Readonly<Record<PassportAttestation['result'], string>> = {
  verified: '✅ verified',
  untrusted: '⚠️ not trusted',
  invalid: '❌ invalid',
  missing: '❌ no bundle',
};

/** A passport's signer in the directories table: who, and whether the gate took the signature. */
function signerCell(attestation: PassportAttestation | undefined): string {
  if (!attestation) return '—';
  const who = attestation.signer ? cell(formatSigner(attestation.signer)) : '';
  return `${RESULT_WORDS[attestation.result]}${who ? ` ${who}` : ''}`;
}

/**
 * Who produced the passports: one row per signer and result (not per passport: a release of
 * 2,000 passports signed by one workflow is one line a reviewer can read), with how many
 * passports and the first directories. The run's commit is left out of the grouping, so one
 * workflow signing on several commits is one row; the directories table names each run.
 */
function renderSigners(
  report: AuditReport,
  section: Section,
  sub: string,
  note: (count: number, what: string) => string,
): void {
  const groups = new Map<
    string,
    { label: string; result: PassportAttestation['result']; dirs: string[] }
  >();
  for (const p of report.passports) {
    const a = p.attestation;
    if (!a) continue;
    const label = a.signer ? formatSignerIdentity(a.signer) : '';
    const key = `${a.result}\0${a.signer ? signerIdentityKey(a.signer) : ''}`;
    const group = groups.get(key) ?? { label, result: a.result, dirs: [] };
    group.dirs.push(p.directory);
    groups.set(key, group);
  }
  section.fixed(`${sub} Who produced them`);
  section.fixed('');
  section.fixed('| signer | attestation | passports | directories |');
  section.fixed('|---|---|---|---|');
  const ordered = [...groups.values()].sort(
    (a, b) => RESULT_ORDER[a.result] - RESULT_ORDER[b.result] || b.dirs.length - a.dirs.length,
  );
  for (const g of ordered) {
    const shown = g.dirs
      .slice(0, 3)
      .map((d) => cell(d))
      .join(', ');
    const more = g.dirs.length > 3 ? ` and ${g.dirs.length - 3} more` : '';
    section.row(
      `| ${cell(g.label)} | ${RESULT_WORDS[g.result]} | ${g.dirs.length} | ${shown}${more} |`,
    );
  }
  if (section.omitted > 0) section.fixed(`\n${note(section.omitted, 'signers')}`);
  section.fixed('');
}

/** Problems first: what a reviewer must act on leads the table. */
const RESULT_ORDER: Readonly<Record<PassportAttestation['result'], number>> = {
  invalid: 0,
  missing: 1,
  untrusted: 2,
  verified: 3,
};
