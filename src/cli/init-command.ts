/**
 * `passport-gate init`: write a commented `.passport-gate.yml` whose `outputs:` pins the output
 * roots the audit infers from the passports when none are configured (operations/init.ts does
 * the work; this file parses and prints).
 */
import path from 'node:path';
import { DEFAULT_CONFIG_FILE } from '../config/config.js';
import { EXIT_OK, EXIT_USAGE } from '../util/errors.js';
import { escapeTerminal } from '../report/escape.js';
import { initConfig } from '../operations/index.js';
import { parseCommandArgs } from './parse-args.js';
import { discoverRoot, type CliIo } from './io.js';

/** Help text of the init command. */
const INIT_HELP = `Usage: passport-gate init [options]

Write a commented ${DEFAULT_CONFIG_FILE} at the repository root that pins the output
directories in outputs:. Without outputs:, the audit infers them from the passports
(integrity-audit mode 4): the parent of every directory holding a passport is an output
root (never the repository root itself), and every directory directly under a root must
hold a passport. init writes those roots as globs ("results/*") for you to review: once
outputs: is set, nothing is inferred, so moving or deleting passports no longer changes
which directories need one.

Options:
  --root DIR    repository root (default: .)
  --force       overwrite an existing ${DEFAULT_CONFIG_FILE}
  --stdout      print the file instead of writing it
  --debug       print stack traces of internal errors
  -h, --help    show this help

Exit codes: 0 written (or printed), 2 usage error, an existing file without --force, or a
root that cannot be read.

Examples:
  passport-gate init
  passport-gate init --root analysis --stdout
  passport-gate init --force        # replace the file with freshly inferred outputs
`;

/** Runs `init`; returns the exit code. */
export async function runInitCommand(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs(INIT_HELP, {
    args,
    strict: true,
    allowPositionals: false,
    options: {
      root: { type: 'string' },
      force: { type: 'boolean' },
      stdout: { type: 'boolean' },
      debug: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.stdout.write(INIT_HELP);
    return EXIT_OK;
  }
  // The root as every other command finds it: --root, else the git top level of where one stands.
  const root =
    values.root !== undefined
      ? path.resolve(io.cwd, values.root)
      : (
          await discoverRoot(io.cwd, (text) =>
            io.stderr.write(`${escapeTerminal(text.trimEnd())}\n`),
          )
        ).root;
  const result = await initConfig({
    root,
    force: values.force === true,
    write: values.stdout !== true,
    signal: io.signal,
  });
  if (result.exists) {
    io.stderr.write(
      `passport-gate: ${escapeTerminal(result.file)} exists; review it, or pass --force to replace it with freshly inferred outputs (its other settings are not kept).\n`,
    );
    return EXIT_USAGE;
  }
  const { roots, text, file } = result;
  if (values.stdout) io.stdout.write(text);
  else io.stdout.write(`wrote ${escapeTerminal(file)}\n`);
  const out = values.stdout ? io.stderr : io.stdout;
  if (roots.length === 0) {
    out.write(
      'note: no output root could be inferred (no passport sits in a directory below a top-level directory); outputs: is empty, so nothing is pinned yet: list your output directories there.\n',
    );
  } else {
    for (const r of roots) {
      out.write(
        `  ${escapeTerminal(r.glob)}  (from ${r.passports.length} passport(s) under ${escapeTerminal(r.root)}/)\n`,
      );
    }
  }
  if (result.unlisted > 0) {
    out.write(
      `note: ${result.unlisted} director(y/ies) or name(s) could not be listed (unreadable, or not UTF-8); the audit reports each (directory-unreadable, path-not-utf8).\n`,
    );
  }
  return EXIT_OK;
}
