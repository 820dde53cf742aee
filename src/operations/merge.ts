/**
 * Merge: the JSON reports of a sharded audit (one per matrix job), each validated against
 * schemas/report.v1.schema.json, combined into one report and one verdict (audit/merge.ts).
 */
import { mergeShardReports } from '../audit/merge.js';
import { readJsonReport } from '../audit/read-report.js';
import type { FailOn } from '../core/rule-registry.js';
import type { AuditReport } from '../core/report-model.js';

/** Which shard reports to merge. */
export interface MergeReportsOptions {
  /** The shard reports' files (absolute, or relative to the process's working directory). */
  files: readonly string[];
  /** Recompute the verdict at this level (default: the shards' own). */
  failOn?: FailOn | undefined;
}

/**
 * Reads and merges the shard reports. Throws ConfigurationError for a report that cannot be read,
 * parsed or validated, or for reports that do not belong together.
 */
export async function mergeReportFiles(options: MergeReportsOptions): Promise<AuditReport> {
  const reports: AuditReport[] = [];
  for (const file of options.files) reports.push(await readJsonReport(file));
  return mergeShardReports(reports, options.failOn === undefined ? {} : { failOn: options.failOn });
}
