/**
 * The JSON report (schemas/report.v1.schema.json), as text. Written atomically
 * by the caller (fs/atomic-write.ts); read back for merging by
 * audit/read-report.ts.
 */
import type { AuditReport } from '../core/report-model.js';

// Invisible and direction-changing characters (and DEL/C1 controls, which JSON.stringify leaves raw).
const JSON_UNSAFE = /[\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

// The same characters, for a test that allocates nothing when none is there (nearly always).
const JSON_UNSAFE_ANY = new RegExp(JSON_UNSAFE.source);

/**
 * Array items serialized per piece of {@link renderJsonReportChunks}. Small enough that a piece
 * (some 40 KB at 64 findings) is an ordinary young-generation string that the next scavenge
 * frees: pieces of 1,024 findings (600 KB) were large objects, which only a full collection
 * frees, and 100,000 findings left some 30 MB of them behind at the peak (bench workload 4).
 */
const ITEMS_PER_CHUNK = 64;

/** What JSON.stringify puts before and after the items of {@link nestedItems}' wrapper. */
const NESTED_HEAD = '{\n  "k": [\n'.length;
const NESTED_TAIL = '\n  ]\n}'.length;

/**
 * Items of a top-level array as `JSON.stringify(report, null, 2)` writes them (four spaces deep),
 * in one native call: the wrapper `{ k: [...] }` puts them at that depth and is cut off. Indenting
 * a shallower stringify by a replace pass cost as much again and made a second copy.
 */
const nestedItems = (items: readonly unknown[]): string =>
  JSON.stringify({ k: items }, null, 2).slice(NESTED_HEAD, -NESTED_TAIL);

/**
 * Serializes a report as stable, indented JSON. Invisible and bidirectional
 * characters are written as \uXXXX escapes: the parsed data is unchanged, but
 * the text cannot reorder or hide itself on a terminal or in a diff.
 */
export function renderJsonReport(report: AuditReport): string {
  return renderJsonValue(report);
}

/**
 * {@link renderJsonReport}'s text in pieces, for writing as they are made: the text of a report
 * of 100,000 findings is some 60 MB, and building it whole (then escaping it into two more
 * copies) cost more memory than the audit. Each top-level array goes out a few hundred items
 * at a time, indented as `JSON.stringify(report, null, 2)` indents them; the pieces joined are
 * that text byte for byte (a test holds them equal).
 */
export function* renderJsonReportChunks(report: AuditReport): Generator<string> {
  const entries = Object.entries(report).filter(([, v]) => v !== undefined);
  if (entries.length === 0) {
    yield renderJsonValue(report);
    return;
  }
  let head = '{\n';
  for (const [k, [key, value]] of entries.entries()) {
    head += `${k === 0 ? '' : ',\n'}  ${JSON.stringify(key)}: `;
    if (!Array.isArray(value) || value.length === 0) {
      yield escapeJson(head + indent(JSON.stringify(value, null, 2), '  '));
      head = '';
      continue;
    }
    yield escapeJson(`${head}[\n`);
    head = '';
    for (let i = 0; i < value.length; i += ITEMS_PER_CHUNK) {
      const items = nestedItems(value.slice(i, i + ITEMS_PER_CHUNK));
      yield escapeJson(i === 0 ? items : `,\n${items}`);
    }
    yield '\n  ]';
  }
  yield '\n}\n';
}

/** Any JSON document (the provenance diff) serialized as {@link renderJsonReport} does. */
export function renderJsonValue(value: unknown): string {
  return `${escapeJson(JSON.stringify(value, null, 2))}\n`;
}

/** A piece of JSON text indented one level deeper (its line breaks are all structural). */
const indent = (json: string, by: string) => json.replace(/\n/g, `\n${by}`);

/**
 * The escapes of {@link renderJsonValue}, on whole JSON text or on pieces cut between tokens
 * (each character is escaped alone, and `##[` only occurs inside one string).
 */
function escapeJson(json: string): string {
  if (!JSON_UNSAFE_ANY.test(json) && !json.includes('##[')) return json;
  return (
    json
      .replace(JSON_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
      // `##[` can only occur inside a string here: written as `#\u0023[` it parses the same, and
      // a runner printing the report (`audit --format json` in a workflow step) acts on nothing.
      .replace(/##\[/g, '#\\u0023[')
  );
}
