/**
 * What the faces of the operations (src/operations/) print: the operation's note lines on
 * stderr, escaped for a terminal or a CI log here, at the edge (an operation's lines quote
 * repository text but never escape it for a medium), and the audit that blocked it.
 */
import type { AuditReport } from '../core/report-model.js';
import type { Note } from '../operations/index.js';
import { escapeTerminal } from '../report/escape.js';
import { renderTextReport, shouldUseColor } from '../report/text.js';
import { EXIT_FINDINGS, EXIT_OK } from '../util/errors.js';
import type { CliIo } from './io.js';

/** The `note(line)` sink of an operation: each line on stderr, escaped. */
export function noteOnStderr(io: CliIo): Note {
  return (line) => void io.stderr.write(`${escapeTerminal(line)}\n`);
}

/** Prints the report of an audit that blocked an operation, then `why` (one line) on stderr. */
export function printBlockingAudit(report: AuditReport, io: CliIo, why: string): void {
  io.stderr.write(renderTextReport(report, { color: shouldUseColor(io.stderr, io.env) }));
  io.stderr.write(`passport-gate: ${why}\n`);
}

/** The exit code of a report (`audit`, `merge`): 0 when it passed, 1 when a finding is at or above fail-on. */
export function exitCodeOf(report: AuditReport): typeof EXIT_OK | typeof EXIT_FINDINGS {
  return report.summary.passed ? EXIT_OK : EXIT_FINDINGS;
}
