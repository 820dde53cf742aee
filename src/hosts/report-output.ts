/**
 * Where `audit` and `merge` put a report: rendered in the chosen format through the renderer
 * record (report/renderers.ts), to `--output` (atomically, with the verdict line on stderr) or
 * to stdout.
 */
import type { AuditReport } from '../core/report-model.js';
import { escapeTerminal } from '../report/escape.js';
import { REPORT_RENDERERS, type ReportFormat } from '../report/renderers.js';
import { renderVerdictLine, shouldUseColor } from '../report/text.js';
import { writeOutputFile } from '../fs/output-file.js';
import type { HostIo } from '../gate/host-io.js';

/** How a report is written, beyond its format and file. */
export interface ReportOutputOptions {
  /** The audited root's place below the directory the report's paths are relative to. */
  pathPrefix?: string;
  /** Leave out notes (`--quiet`). */
  quiet?: boolean;
}

/** Writes a report in `format` to `outputArg` (relative to the working directory) or stdout. */
export async function writeReport(
  report: AuditReport,
  format: ReportFormat,
  outputArg: string | undefined,
  io: HostIo,
  options: ReportOutputOptions = {},
): Promise<void> {
  const chunks = REPORT_RENDERERS.renderChunks(format, report, {
    color: !outputArg && shouldUseColor(io.stdout, io.env),
    pathPrefix: options.pathPrefix ?? '',
    quiet: options.quiet === true,
    note: (line) => void io.stderr.write(`${escapeTerminal(line)}\n`),
  });
  if (outputArg) {
    await writeOutputFile(io, '--output', outputArg, chunks);
    io.stderr.write(`${renderVerdictLine(report, { color: shouldUseColor(io.stderr, io.env) })}\n`);
  } else for (const chunk of chunks) io.stdout.write(chunk);
}
