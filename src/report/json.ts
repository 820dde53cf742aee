/**
 * The JSON report (schemas/report.v1.schema.json). Written atomically: a
 * reader never sees a partial file that looks complete.
 */
import { randomBytes } from 'node:crypto';
import { readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AuditReport } from '../audit/types.js';
import { ConfigurationError } from '../errors.js';

/** Largest report read back (a report lists findings, not artifacts: this is generous). */
export const MAX_REPORT_BYTES = 256 * 1024 * 1024;

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

/** Writes a file atomically: a temporary sibling, then rename. */
export async function writeFileAtomic(file: string, content: string): Promise<void> {
  const tmp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
  try {
    await writeFile(tmp, content, { mode: 0o644 });
    await rename(tmp, file);
  } catch (error) {
    await unlink(tmp).catch(() => undefined);
    throw error;
  }
}

/** Reads and validates one JSON report (e.g. a shard's, for merging); throws ConfigurationError saying what is wrong with it. */
export async function readJsonReport(file: string): Promise<AuditReport> {
  const name = JSON.stringify(file);
  let text: string;
  try {
    const size = (await stat(file)).size;
    if (size > MAX_REPORT_BYTES)
      throw new ConfigurationError(`report ${name} is larger than ${MAX_REPORT_BYTES} bytes`);
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (error instanceof ConfigurationError) throw error;
    throw new ConfigurationError(
      `cannot read report ${name}: ${(error as NodeJS.ErrnoException).code ?? error}`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Not the parser's own message: it quotes the file's first bytes, line breaks and all.
    throw new ConfigurationError(
      `report ${name} is not JSON; merge takes the reports written by "audit --shard I/N --format json"`,
    );
  }
  // Loaded here, not at start-up: only `merge` reads reports (formats/report-schema.ts).
  const { validateReport } = await import('../formats/report-schema.js');
  const violations = validateReport(value);
  if (violations.length > 0) {
    const first = violations[0] as { pointer: string; message: string };
    throw new ConfigurationError(
      `report ${name} is not a passport-gate JSON report (${first.pointer || '(root)'} ${first.message}); write the shard reports with --format json`,
    );
  }
  return value as AuditReport;
}
