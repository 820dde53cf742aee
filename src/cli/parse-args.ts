/**
 * node:util parseArgs with the errors a user can act on. parseArgs's own
 * messages speak about its API ("To specify a positional argument starting with
 * a '-' …"); here an unknown option becomes one line naming the command, the
 * nearest option it does have ("did you mean --all?") or its usage line, and
 * where its help is. Every command parses through {@link parseCommandArgs}.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { didYouMean } from '../util/did-you-mean.js';
import { UsageError } from '../util/errors.js';

/** A command line option the command does not have. */
export class UnknownOptionError extends UsageError {
  constructor(
    message: string,
    /** The command whose options were parsed. */
    readonly command: string,
    /** The option as typed, e.g. `--fromat` or `-x`. */
    readonly option: string,
    /** Every option the command has, as `--name` (and `-x` for short forms). */
    readonly knownOptions: readonly string[],
  ) {
    super(message);
  }
}

/** `passport-gate audit` and `passport-gate audit [options]` from a help text's Usage line. */
function readUsage(help: string): { command: string; usage: string } {
  const usage = /^Usage: (.+)$/m.exec(help)?.[1] ?? 'passport-gate';
  const command = /^passport-gate (\S+)/.exec(usage)?.[1] ?? 'passport-gate';
  return { command, usage };
}

/**
 * Parses `config.args` as parseArgs does (strict), for the command whose help
 * text is `help`; rethrows parseArgs's errors as {@link UsageError}s that say
 * what to type instead.
 */
export function parseCommandArgs<T extends ParseArgsConfig>(
  help: string,
  config: T,
): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs<T>(config);
  } catch (error) {
    throw toUsageError(error, help, config);
  }
}

function toUsageError(error: unknown, help: string, config: ParseArgsConfig): unknown {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !code.startsWith('ERR_PARSE_ARGS')) return error;
  const { command, usage } = readUsage(help);
  const seeHelp = `run "passport-gate ${command} --help" for its options`;
  const quoted = /'([^']*)'/.exec((error as Error).message)?.[1] ?? '';
  const options = Object.entries(config.options ?? {});
  const known = options.flatMap(([name, o]) => [
    `--${name}`,
    ...(o.short === undefined ? [] : [`-${o.short}`]),
  ]);
  switch (code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION': {
      const option = quoted.split('=')[0] ?? quoted;
      const longNames = options.map(([name]) => name);
      const hint = option.startsWith('--')
        ? didYouMean(option.slice(2), longNames, (n) => `--${n}`)
        : '';
      const message = hint
        ? `${command}: unknown option ${option}${hint} (${seeHelp})`
        : `${command}: unknown option ${option}; usage: ${usage} (${seeHelp})`;
      return new UnknownOptionError(message, command, option, known);
    }
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE': {
      const option = quoted.split(' ')[0] ?? quoted;
      const takesValue = options.some(([name, o]) => `--${name}` === option && o.type === 'string');
      if (!takesValue) return new UsageError(`${command}: ${option} takes no value (${seeHelp})`);
      // "ambiguous": the next argument starts with "-" (`--root --all`), taken for an option.
      const dashed = /ambiguous/.test((error as Error).message)
        ? `; a value starting with "-" is written ${option}=VALUE`
        : '';
      return new UsageError(
        `${command}: ${option} needs a value, e.g. ${describeValue(help, option)}${dashed}`,
      );
    }
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL': {
      const bare = quoted.replace(/^-*/, '');
      const names = options.map(([name]) => name);
      const hint = names.includes(bare)
        ? `; did you mean --${bare}?`
        : didYouMean(bare, names, (n) => `--${n}`);
      return new UsageError(
        `${command} takes no argument ${JSON.stringify(quoted)}${hint || `; usage: ${usage}`}`,
      );
    }
    default:
      return new UsageError(`${command}: ${(error as Error).message.split('\n')[0] ?? ''}`);
  }
}

/** `--root DIR` as the help text shows the option, or `--root VALUE`. */
function describeValue(help: string, option: string): string {
  const escaped = option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const shown = new RegExp(`^ {2}(?:-\\w, )?${escaped} (\\S+)`, 'm').exec(help)?.[1];
  return `${option} ${shown ?? 'VALUE'}`;
}
