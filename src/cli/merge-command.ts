/**
 * `passport-gate merge`: combine the JSON reports of a sharded audit (one per
 * matrix job) into one report and one verdict. The reports are validated
 * against schemas/report.v1.schema.json before anything is merged.
 */
import path from 'node:path';
import { parseCommandArgs } from './parse-args.js';
import { EXIT_OK, UsageError } from '../util/errors.js';
import { mergeReportFiles } from '../operations/index.js';
import { FAIL_ON_VALUES, isOneOf } from '../core/options.js';
import { REPORT_RENDERERS } from '../report/renderers.js';
import { writeReport } from '../hosts/report-output.js';
import type { CliIo } from './io.js';
import { exitCodeOf } from './operation-output.js';

/** Help text of the merge command. */
const MERGE_HELP = `Usage: passport-gate merge [options] REPORT.json...

Combine the JSON reports of a sharded audit (each job of a matrix ran
"audit --shard I/N --format json") into one report and one verdict. Every
shard 1..N must be given, all from one run; chain rules were evaluated once,
by shard 1, over every passport.

Options:
${REPORT_RENDERERS.help(26)}
                          (paths relative to the audited root, as in the shard reports)
  --output FILE           write the merged report to FILE (atomically) instead of stdout
  --fail-on LEVEL         recompute the verdict at this level (default: the shards' own)
  --debug                 print stack traces of internal errors
  -h, --help              show this help

Exit codes: 0 passed, 1 findings at or above fail-on, 2 usage error or reports that do not belong together.

Example:
  passport-gate merge reports/report-*.json --format markdown --output summary.md
`;

/** Parses `merge` arguments; throws UsageError with what to do. */
function parseMergeArgs(args: string[]) {
  const { values, positionals } = parseCommandArgs(MERGE_HELP, {
    args,
    strict: true,
    allowPositionals: true,
    options: {
      format: { type: 'string' },
      output: { type: 'string' },
      'fail-on': { type: 'string' },
      debug: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const format = REPORT_RENDERERS.parse(values.format);
  const failOn = values['fail-on'];
  if (failOn !== undefined && !isOneOf(FAIL_ON_VALUES, failOn)) {
    throw new UsageError(`--fail-on must be one of ${FAIL_ON_VALUES.join(', ')}`);
  }
  if (!values.help && positionals.length === 0) {
    throw new UsageError('give the shard reports to merge, e.g. passport-gate merge report-*.json');
  }
  return { ...values, format, failOn, files: positionals };
}

/** Runs `merge`; returns the exit code. */
export async function runMergeCommand(args: string[], io: CliIo): Promise<number> {
  const opts = parseMergeArgs(args);
  if (opts.help) {
    io.stdout.write(MERGE_HELP);
    return EXIT_OK;
  }
  const merged = await mergeReportFiles({
    files: opts.files.map((file) => path.resolve(io.cwd, file)),
    failOn: opts.failOn,
  });
  await writeReport(merged, opts.format, opts.output, io);
  return exitCodeOf(merged);
}
