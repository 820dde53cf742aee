/**
 * The CLI's command registry. Each command parses its own arguments and returns
 * an exit code; the one try/catch lives in src/cli.ts.
 */
import { AUDIT_HELP, runAuditCommand } from './audit-command.js';
import type { CliIo } from './io.js';

/** One sub-command. */
export interface Command {
  summary: string;
  help: string;
  run(args: string[], io: CliIo): Promise<number>;
}

/** Every sub-command by name. */
export const COMMANDS: Readonly<Record<string, Command>> = {
  audit: {
    summary: 'verify passports, envelopes and packets',
    help: AUDIT_HELP,
    run: runAuditCommand,
  },
};
