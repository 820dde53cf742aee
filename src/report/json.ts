/**
 * The JSON report (schemas/report.v1.schema.json). Written atomically: a
 * reader never sees a partial file that looks complete.
 */
import { randomBytes } from 'node:crypto';
import { rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AuditReport } from '../audit/types.js';

/** Serializes a report as stable, indented JSON. */
export function renderJsonReport(report: AuditReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
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
