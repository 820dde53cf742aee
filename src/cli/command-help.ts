/**
 * A command's help text as data: the text `<command> --help` prints, and the
 * options it lists. Completion and docs/cli-reference.md are built
 * from these, and a test holds the listed options to what each command parses.
 */
import type { Command } from './commands.js';
import type { CliIo } from './io.js';

/** A command's --help text, exactly as `<command> --help` prints it. */
export async function readCommandHelp(command: Command, io: CliIo): Promise<string> {
  let text = '';
  await command.run(['--help'], { ...io, stdout: { write: (s: string) => (text += s) } });
  return text;
}

/**
 * The options a help text lists: every line indented by exactly two spaces
 * that starts with an option (`  --root DIR  …`, `  -h, --help  …`), as
 * `--name`, in the order shown. Continuation lines are indented further and
 * examples start with the command, so neither is read as an option.
 */
export function listHelpOptions(help: string): string[] {
  const options: string[] = [];
  for (const m of help.matchAll(/^ {2}(?:(-[a-zA-Z]), )?(--[a-z][a-z0-9-]*)/gm)) {
    if (m[2] !== undefined && !options.includes(m[2])) options.push(m[2]);
  }
  return options;
}
