/**
 * The command line: the twin of src/main.ts. {@link runCli} holds the one
 * top-level try/catch that turns any error into one clear line and an exit
 * code; src/bin.ts only calls it.
 */
import { readCommandHelp } from './cli/command-help.js';
import { COMMANDS, type Command } from './cli/commands.js';
import type { CliIo } from './cli/io.js';
import { didYouMean } from './util/did-you-mean.js';
import {
  ConfigurationError,
  describeError,
  EXIT_INTERRUPTED,
  EXIT_OK,
  EXIT_USAGE,
  UsageError,
} from './util/errors.js';
import { escapeTerminal } from './report/escape.js';
import { VERSION } from './util/version.js';

/** Top-level help. */
export function renderHelp(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((n) => n.length));
  const list = Object.entries(COMMANDS)
    .map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`)
    .join('\n');
  return `passport-gate ${VERSION} — gate analysis outputs on the integrity of their provenance

Usage: passport-gate <command> [options]

Commands:
${list}

Run "passport-gate help <command>" (or "passport-gate <command> --help") for a
command's options and examples.
Global: --version, --help, --debug (stack traces on internal errors).
`;
}

/** The command called `name`; a UsageError suggesting the nearest one when there is none. */
function findCommand(name: string): Command {
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (command) return command;
  const hint = didYouMean(name, [...Object.keys(COMMANDS), 'help']);
  throw new UsageError(
    `unknown command ${JSON.stringify(name)}${hint}${hint ? '' : '; run "passport-gate --help" for the commands'}`,
  );
}

/** Runs the CLI with `argv` (without node and script); returns the exit code. Never throws. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const debug = argv.includes('--debug');
  try {
    const [name, ...rest] = argv;
    if (name === undefined) {
      io.stderr.write(renderHelp());
      return EXIT_USAGE;
    }
    if (
      name === '--help' ||
      name === '-h' ||
      (name === 'help' && [undefined, 'help'].includes(rest[0]))
    ) {
      io.stdout.write(renderHelp());
      return EXIT_OK;
    }
    if (name === '--version' || name === '-V') {
      io.stdout.write(`${VERSION}\n`);
      return EXIT_OK;
    }
    // `help audit` is `audit --help`, as in git.
    if (name === 'help') return await findCommand(rest[0] as string).run(['--help'], io);
    const command = findCommand(name);
    // A bare command that cannot run without arguments prints its usage, as git's do.
    if (command.needsArguments === true && rest.length === 0) {
      io.stderr.write(await readCommandHelp(command, io));
      return EXIT_USAGE;
    }
    return await command.run(rest, io);
  } catch (error) {
    if (io.signal?.aborted) {
      io.stderr.write('passport-gate: interrupted; no report was written.\n');
      return EXIT_INTERRUPTED;
    }
    const known =
      error instanceof UsageError ||
      error instanceof ConfigurationError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    const prefix = known ? 'passport-gate: ' : 'passport-gate: internal error: ';
    io.stderr.write(`${prefix}${escapeTerminal(describeError(error))}\n`);
    if (error instanceof ConfigurationError && describeError(error) !== (error as Error).message) {
      io.stderr.write(
        `${escapeTerminal((error as Error).message.split('\n').slice(1).join('\n'))}\n`,
      );
    }
    if (debug && error instanceof Error && error.stack) io.stderr.write(`${error.stack}\n`);
    else if (!known)
      io.stderr.write('Re-run with --debug for a stack trace, and report it if it persists.\n');
    return EXIT_USAGE;
  }
}
