/**
 * `passport-gate import --from nextflow-lineage DIR`: writes a Material Passport per task from
 * a Nextflow run's lineage store (docs/nextflow.md). Thin: operations/import.ts does the work.
 */
import path from 'node:path';
import { parseCommandArgs } from './parse-args.js';
import { importPassports, IMPORT_FORMATS } from '../operations/index.js';
import { escapeTerminal } from '../report/escape.js';
import { EXIT_OK, EXIT_USAGE, UsageError } from '../util/errors.js';
import { isOneOf } from '../core/options.js';
import { resolveCommandRoot, type CliIo } from './io.js';

/** Most problems printed; the rest are counted. */
const MAX_PRINTED_PROBLEMS = 50;

/** Help text of the import command. */
const IMPORT_HELP = `Usage: passport-gate import --from nextflow-lineage DIR [options]

Write a Material Passport for every task of a Nextflow run from the run's own
data lineage records (DIR: the lineage store, lineage.store.location, default
.lineage): one <task-hash>.passport.json beside each task's outputs, with the
outputs and inputs hashed from the files (sha256), the process as the skill,
the workflow's commit as its version, and the task's exit status. Every record
is checked against the lineage v1beta1 schema; nothing outside the root is
read, and nothing is written unless every task can be imported.

Options:
  --from FORMAT          the records' format: nextflow-lineage
  --recorded-root PATH   the absolute path the root had where Nextflow ran
                         (default: the root itself)
  --root DIR             repository root (default: the git top level, else .)
  --debug                print stack traces of internal errors
  -h, --help             show this help

Exit codes: 0 passports written, 2 records refused (each reason printed,
nothing written) or usage error.

Examples:
  passport-gate import --from nextflow-lineage .lineage
  passport-gate import --from nextflow-lineage .lineage --recorded-root /scratch/run1
`;

/** Runs `import`; returns the exit code. */
export async function runImportCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(IMPORT_HELP, {
    args,
    strict: true,
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      'recorded-root': { type: 'string' },
      root: { type: 'string' },
      debug: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.stdout.write(IMPORT_HELP);
    return EXIT_OK;
  }
  if (values.from === undefined)
    throw new UsageError(`import needs --from FORMAT (${IMPORT_FORMATS.join(', ')})`);
  const from = values.from;
  if (!isOneOf(IMPORT_FORMATS, from))
    throw new UsageError(
      `import --from ${JSON.stringify(from)}: not a format import reads (${IMPORT_FORMATS.join(', ')})`,
    );
  if (positionals.length !== 1)
    throw new UsageError('import needs one DIR: the lineage store (e.g. .lineage)');
  const recordedRoot = values['recorded-root'];
  if (recordedRoot !== undefined && !path.posix.isAbsolute(recordedRoot))
    throw new UsageError('--recorded-root must be an absolute path');
  const { root } = await resolveCommandRoot(io, values);
  const result = await importPassports({
    root,
    from,
    store: path.resolve(io.cwd, positionals[0] as string),
    recordedRoot,
    note: (line) => void io.stderr.write(`note: ${escapeTerminal(line)}\n`),
  });
  if (!result.ok) {
    for (const problem of result.problems.slice(0, MAX_PRINTED_PROBLEMS))
      io.stderr.write(`error: ${escapeTerminal(problem)}\n`);
    if (result.problems.length > MAX_PRINTED_PROBLEMS)
      io.stderr.write(`… and ${result.problems.length - MAX_PRINTED_PROBLEMS} more\n`);
    io.stderr.write('import: nothing written\n');
    return EXIT_USAGE;
  }
  for (const p of result.written)
    io.stdout.write(`wrote ${escapeTerminal(p.path)} (${escapeTerminal(p.name)})\n`);
  io.stdout.write(`import: ${result.written.length} passport(s) written\n`);
  return EXIT_OK;
}
