/**
 * The CLI's command registry. Each command parses its own arguments and returns
 * an exit code; the one try/catch lives in src/cli.ts.
 */
import { AUDIT_HELP, runAuditCommand } from './audit-command.js';
import { EXPORT_HELP, runExportCommand } from './export-command.js';
import { GRAPH_HELP, runGraphCommand } from './graph-command.js';
import { MERGE_HELP, runMergeCommand } from './merge-command.js';
import { runStampCommand, STAMP_HELP } from './stamp-command.js';
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
  merge: {
    summary: 'combine the JSON reports of a sharded audit into one verdict',
    help: MERGE_HELP,
    run: runMergeCommand,
  },
  stamp: {
    summary: 'write or refresh the passport of an output directory',
    help: STAMP_HELP,
    run: runStampCommand,
  },
  graph: {
    summary: 'draw the consumed_passports chain (Mermaid or DOT)',
    help: GRAPH_HELP,
    run: runGraphCommand,
  },
  export: {
    summary: 'export verified passports as in-toto statements or W3C PROV-JSON',
    help: EXPORT_HELP,
    run: runExportCommand,
  },
};
