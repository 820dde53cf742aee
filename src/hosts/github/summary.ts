/**
 * The job summary (GITHUB_STEP_SUMMARY): always written, whatever happened to
 * the check run. It holds the full Markdown report — verdict, counts, the
 * output-directory table, the provenance chain diagram and the findings —
 * plus how the run was reported, all within GitHub's 1 MiB per step (a larger
 * summary is dropped whole, so it is cut with counts instead).
 */
import * as core from '@actions/core';
import type { AuditReport } from '../../core/report-model.js';
import { markdownText, truncateMarkdown } from '../../report/escape.js';
import { renderMarkdownReport } from '../../report/markdown.js';
import { SUMMARY_MAX_BYTES } from './constants.js';

/** Room kept for the notes under the report. */
const NOTES_BUDGET_BYTES = 8 * 1024;

/**
 * Renders the job summary: the report within {@link SUMMARY_MAX_BYTES}, then
 * the notes on how the run was reported (markdownText: some quote API errors) and
 * `help`, Markdown the action composes from its own constants only.
 */
export function renderJobSummary(
  report: AuditReport,
  notes: readonly string[],
  help: readonly string[] = [],
  maxBytes = SUMMARY_MAX_BYTES,
): string {
  const body = renderMarkdownReport(report, {
    maxBytes: maxBytes - NOTES_BUDGET_BYTES,
    overflowHint: 'not shown here (set the report-file input for the complete JSON report)',
  });
  const lines = [...help.map((h) => `> ${h}`), ...(help.length > 0 ? [''] : [])];
  if (notes.length > 0) {
    lines.push(
      '<details><summary>How this run was reported</summary>',
      '',
      ...notes.map((n) => `- ${markdownText(n)}`),
      '',
      '</details>',
    );
  }
  const tail =
    lines.length > 0 ? truncateMarkdown(`\n${lines.join('\n')}\n`, NOTES_BUDGET_BYTES) : '';
  return truncateMarkdown(`${body}${tail}`, maxBytes);
}

/**
 * Appends `markdown` to the step summary; false (and why) when the runner gave no summary file
 * (`env`: the runner's environment, which names it in GITHUB_STEP_SUMMARY).
 */
export async function writeJobSummary(
  markdown: string,
  env: NodeJS.ProcessEnv,
): Promise<{ written: boolean; reason?: string }> {
  if (!env.GITHUB_STEP_SUMMARY) return { written: false, reason: 'GITHUB_STEP_SUMMARY is not set' };
  try {
    await core.summary.addRaw(markdown, true).write();
    return { written: true };
  } catch (error) {
    return { written: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    core.summary.emptyBuffer();
  }
}
