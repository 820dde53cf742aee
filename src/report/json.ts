/**
 * The JSON report (schemas/report.v1.schema.json). Written atomically: a
 * reader never sees a partial file that looks complete.
 */
import { randomBytes } from 'node:crypto';
import { rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AuditReport } from '../audit/types.js';

// Invisible and direction-changing characters (and DEL/C1 controls, which JSON.stringify leaves raw).
const JSON_UNSAFE = /[\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

/**
 * Serializes a report as stable, indented JSON. Invisible and bidirectional
 * characters are written as \uXXXX escapes: the parsed data is unchanged, but
 * the text cannot reorder or hide itself on a terminal or in a diff.
 */
export function renderJsonReport(report: AuditReport): string {
  const text = JSON.stringify(report, null, 2).replace(
    JSON_UNSAFE,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
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
