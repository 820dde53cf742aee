/**
 * Reading a JSON report back (a shard's, for `merge`): size-capped, parsed,
 * validated against schemas/report.v1.schema.json.
 */
import { readFile, stat } from 'node:fs/promises';
import type { AuditReport } from '../core/report-model.js';
import { ConfigurationError } from '../util/errors.js';

/** Largest report read back (a report lists findings, not artifacts: this is generous). */
const MAX_REPORT_BYTES = 256 * 1024 * 1024;

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
      `cannot read report ${name}: ${(error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error))}`,
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
