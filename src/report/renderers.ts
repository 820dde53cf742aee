/**
 * Every output form, in one record per kind of document (as actionlint's `ErrorFormatter` owns
 * every form of its errors and the flag only picks one): the audit report, the provenance
 * diff and the chain graph. The `--format` values, their validation and the help lines are
 * derived from these records, and the CLI and the action render through them; a new format is
 * one entry here (and its renderer module).
 */
import type { ProvenanceDiff } from '../core/diff-model.js';
import { UsageError } from '../util/errors.js';
import type { AuditReport, ChainGraphExport } from '../core/report-model.js';
import { renderCodeQuality } from './codequality.js';
import { renderDiffMarkdown, renderDiffText, type UntouchedMismatch } from './diff.js';
import { planMermaid, renderMermaidPlan } from './graph-diagram.js';
import { renderDot } from './graph-dot.js';
import { renderJsonReportChunks, renderJsonValue } from './json.js';
import { renderJUnit } from './junit.js';
import { renderMarkdownReport } from './markdown.js';
import { renderSarif } from './sarif.js';
import { renderTextReportChunks } from './text.js';

/** What a renderer may take from where it runs. */
export interface RenderContext {
  /** Colour (text forms on a terminal). */
  color: boolean;
  /** The audited root's place below the directory paths are relative to ('' when the same). */
  pathPrefix: string;
  /** Leave out notes (`--quiet`). */
  quiet: boolean;
  /** Where a renderer says what it left out (stderr on the command line). */
  note: (line: string) => void;
  /**
   * The diff's forms: artifacts whose bytes changed while the passport listing them did not
   * (report/diff.ts {@link UntouchedMismatch}); the passports' diff alone cannot see them.
   */
  mismatched?: readonly UntouchedMismatch[];
}

/** One output form of a document `T`. */
export interface Renderer<T> {
  /** One line for `--help`: what the form is for. */
  summary: string;
  /** What a file of this form is called in messages ("SARIF report"). */
  label: string;
  /**
   * The text in pieces, written as they come (the JSON and text reports of 100,000 findings are
   * tens of megabytes, never built whole); joined, they are the document.
   */
  render(value: T, ctx: RenderContext): Iterable<string>;
}

/** A record of renderers with what is derived from it: the names, the check and the help. */
export interface RendererRecord<T, F extends string> {
  readonly renderers: Readonly<Record<F, Renderer<T>>>;
  readonly names: readonly F[];
  readonly fallback: F;
  /** The format `value` names (the fallback when undefined); a UsageError for anything else. */
  parse(value: string | undefined, flag?: string): F;
  /**
   * `--format FMT` and one line per format, for a command's help; `column` is where the
   * command's help starts its descriptions.
   */
  help(column: number): string;
  /** The document in pieces ({@link Renderer.render}). */
  renderChunks(format: F, value: T, ctx: RenderContext): Iterable<string>;
  /** The document whole. */
  render(format: F, value: T, ctx: RenderContext): string;
}

/** Builds a {@link RendererRecord}; `fallback` is the format when `--format` is not given. */
function defineRenderers<T, F extends string>(
  renderers: Readonly<Record<F, Renderer<T>>>,
  fallback: F,
): RendererRecord<T, F> {
  const names = Object.keys(renderers) as F[];
  const width = Math.max(...names.map((n) => n.length));
  return {
    renderers,
    names,
    fallback,
    parse(value, flag = '--format') {
      const name = value ?? fallback;
      if ((names as readonly string[]).includes(name)) return name as F;
      throw new UsageError(`${flag} must be one of ${names.join(', ')}`);
    },
    help(column) {
      const indent = ' '.repeat(column + 2);
      const lines = names.map(
        (n) =>
          `${indent}${n.padEnd(width)}  ${renderers[n].summary}${n === fallback ? ' (default)' : ''}`,
      );
      return ['  --format FMT'.padEnd(column) + names.join(' | '), ...lines].join('\n');
    },
    renderChunks: (format, value, ctx) => renderers[format].render(value, ctx),
    render: (format, value, ctx) => [...renderers[format].render(value, ctx)].join(''),
  };
}

/** The audit report's forms (`audit`, `merge`, the action's report files, GitLab's reports). */
export const REPORT_RENDERERS = defineRenderers<
  AuditReport,
  'text' | 'json' | 'markdown' | 'sarif' | 'codequality' | 'junit'
>(
  {
    text: {
      summary: 'for a terminal',
      label: 'text report',
      render: (r, c) => renderTextReportChunks(r, { color: c.color, notes: !c.quiet }),
    },
    json: {
      summary: 'schemas/report.v1.schema.json; what merge reads',
      label: 'JSON report',
      render: (r) => renderJsonReportChunks(r),
    },
    markdown: {
      summary: 'for a pull request comment or a job summary',
      label: 'Markdown report',
      render: (r) => [renderMarkdownReport(r)],
    },
    sarif: {
      summary: 'SARIF 2.1.0 for code scanning',
      label: 'SARIF report',
      render: (r, c) => [renderSarif(r, { pathPrefix: c.pathPrefix })],
    },
    codequality: {
      summary: 'GitLab Code Quality (artifacts: reports: codequality)',
      label: 'Code Quality report',
      render: (r, c) => [renderCodeQuality(r, { pathPrefix: c.pathPrefix })],
    },
    junit: {
      summary: 'JUnit XML, a test case per rule (artifacts: reports: junit)',
      label: 'JUnit report',
      render: (r, c) => [renderJUnit(r, { pathPrefix: c.pathPrefix })],
    },
  },
  'text',
);

/** A format of the audit report. */
export type ReportFormat = (typeof REPORT_RENDERERS.names)[number];

/** The provenance diff's forms (`diff`). */
export const DIFF_RENDERERS = defineRenderers<ProvenanceDiff, 'text' | 'json' | 'markdown'>(
  {
    text: {
      summary: 'for a terminal',
      label: 'diff',
      render: (d, c) => [renderDiffText(d, { color: c.color, mismatched: c.mismatched ?? [] })],
    },
    json: {
      summary: 'schemas/diff.v1.schema.json',
      label: 'JSON diff',
      render: (d) => [renderJsonValue(d)],
    },
    markdown: {
      summary: 'for a pull request comment',
      label: 'Markdown diff',
      render: (d, c) => [
        `${renderDiffMarkdown(d, { headingLevel: 2, mismatched: c.mismatched ?? [] }).trimEnd()}\n`,
      ],
    },
  },
  'text',
);

/** The chain graph's forms (`graph`). */
export const GRAPH_RENDERERS = defineRenderers<ChainGraphExport, 'mermaid' | 'dot'>(
  {
    mermaid: {
      summary: 'paste into a ```mermaid block',
      label: 'Mermaid diagram',
      render: (g, c) => {
        const plan = planMermaid(g);
        if (plan.omittedNodes > 0 || plan.omittedEdges > 0)
          c.note(
            `note: the Mermaid diagram leaves out ${plan.omittedNodes} node(s) and ${plan.omittedEdges} edge(s) to stay within Mermaid's limits; use --around ID or --format dot for the rest.`,
          );
        return [renderMermaidPlan(plan)];
      },
    },
    dot: {
      summary: 'Graphviz DOT: pipe to "dot -Tsvg"',
      label: 'DOT graph',
      render: (g) => [renderDot(g)],
    },
  },
  'mermaid',
);
