/**
 * The JSON report (schemas/report.v1.schema.json), as text. Written atomically
 * by the caller (fs/atomic-write.ts); read back for merging by
 * audit/read-report.ts.
 */
import type { AuditReport } from '../core/report-model.js';

// Invisible and direction-changing characters (and DEL/C1 controls, which JSON.stringify leaves raw).
const JSON_UNSAFE = /[\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

/**
 * Serializes a report as stable, indented JSON. Invisible and bidirectional
 * characters are written as \uXXXX escapes: the parsed data is unchanged, but
 * the text cannot reorder or hide itself on a terminal or in a diff.
 */
export function renderJsonReport(report: AuditReport): string {
  return renderJsonValue(report);
}

/** Any JSON document (the provenance diff) serialized as {@link renderJsonReport} does. */
export function renderJsonValue(value: unknown): string {
  const text = JSON.stringify(value, null, 2)
    .replace(JSON_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    // `##[` can only occur inside a string here: written as `#\u0023[` it parses the same, and a
    // runner printing the report (`audit --format json` in a workflow step) acts on nothing.
    .replace(/##\[/g, '#\\u0023[');
  return `${text}\n`;
}
