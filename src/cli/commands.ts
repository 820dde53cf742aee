/**
 * The CLI's command registry. Each command parses its own arguments and returns
 * an exit code; the one try/catch lives in src/cli.ts.
 *
 * Why every command is imported on demand: a run executes one command, and
 * loading the code of the others (the exporters, the stamper, the reporters they
 * use) is start-up time every `audit` would pay (docs/performance.md). The
 * bundler emits each command as a chunk of its own, loaded when it runs.
 */
import type { CliIo } from './io.js';
import { createHashPoolFromEnv, type HashPool } from '../hash/index.js';

/** One sub-command. */
export interface Command {
  summary: string;
  /** True when the bare command cannot run: `passport-gate stamp` alone prints its usage (exit 2). */
  needsArguments?: boolean;
  run(args: string[], io: CliIo): Promise<number>;
}

/** True when `args` ask for help: no threads to start for that. */
const asksForHelp = (args: readonly string[]) => args.includes('--help') || args.includes('-h');

/**
 * True when `args` ask for a changed scope (`--changed-files`, `--base`, or a GitLab merge
 * request pipeline without `--all`): such an audit reads
 * every passport but hashes the few files of the changed directories. Read before the
 * arguments are parsed, so only to decide when threads boot, never what is audited.
 */
const asksForChangedScope = (args: readonly string[], env: NodeJS.ProcessEnv) =>
  args.some(
    (a) =>
      a === '--changed-files' ||
      a.startsWith('--changed-files=') ||
      a === '--base' ||
      a.startsWith('--base='),
  ) ||
  // A GitLab merge request pipeline audits the change unless told --all (audit-command.ts,
  // hosts/gitlab.ts detectGitLabJob): the same changed scope, so the same late boot.
  (env.GITLAB_CI === 'true' && (env.CI_MERGE_REQUEST_IID ?? '') !== '' && !args.includes('--all'));

/**
 * Makes the hashing threads of an `audit` before its code is even loaded and, unless the
 * audit's scope is changed, starts them, so the workers boot while this thread loads the
 * audit's code and walks the tree; a changed-scope audit's threads boot only for a hash job
 * worth them (hash/threads.ts). Undefined when the audit is to hash on the main thread, or
 * when the setting is invalid (the command then reports it, after its arguments). The caller
 * closes the pool.
 */
function startHashPoolEarly(env: NodeJS.ProcessEnv, args: readonly string[]): HashPool | undefined {
  try {
    return createHashPoolFromEnv(env, !asksForChangedScope(args, env));
  } catch {
    return undefined;
  }
}

/** Every sub-command by name. */
export const COMMANDS: Readonly<Record<string, Command>> = {
  audit: {
    summary: 'verify passports, envelopes and packets',
    run: async (args, io) => {
      const pool = asksForHelp(args) ? undefined : startHashPoolEarly(io.env, args);
      try {
        return await (await import('./audit-command.js')).runAuditCommand(args, io, pool);
      } finally {
        await pool?.close();
      }
    },
  },
  merge: {
    summary: 'combine the JSON reports of a sharded audit into one verdict',
    needsArguments: true,
    run: async (args, io) => (await import('./merge-command.js')).runMergeCommand(args, io),
  },
  init: {
    summary: 'write .passport-gate.yml pinning the output directories inferred from the passports',
    run: async (args, io) => (await import('./init-command.js')).runInitCommand(args, io),
  },
  stamp: {
    summary: 'write or refresh the passport of an output directory',
    needsArguments: true,
    run: async (args, io) => (await import('./stamp-command.js')).runStampCommand(args, io),
  },
  run: {
    summary: 'run a pipeline step and write its passport (exit code, stderr, inputs, code)',
    needsArguments: true,
    run: async (args, io) => (await import('./run-command.js')).runRunCommand(args, io),
  },
  reproduce: {
    summary: 'run the recorded steps again on the committed tree and compare their outputs',
    run: async (args, io) => (await import('./reproduce-command.js')).runReproduceCommand(args, io),
  },
  attest: {
    summary: 'sign passports into Sigstore bundles (who produced them), verified by the audit',
    needsArguments: true,
    run: async (args, io) => (await import('./attest-command.js')).runAttestCommand(args, io),
  },
  resolve: {
    summary: 'look up every cited identifier and write passport-citations.lock.json',
    run: async (args, io) => (await import('./resolve-command.js')).runResolveCommand(args, io),
  },
  graph: {
    summary: 'draw the consumed_passports chain (Mermaid or DOT)',
    run: async (args, io) => (await import('./graph-command.js')).runGraphCommand(args, io),
  },
  diff: {
    summary:
      'show what a change did to the provenance: changed passports, stale downstream, coverage',
    needsArguments: true,
    run: async (args, io) => (await import('./diff-command.js')).runDiffCommand(args, io),
  },
  export: {
    summary: 'export verified passports as in-toto statements or W3C PROV-JSON',
    needsArguments: true,
    run: async (args, io) => (await import('./export-command.js')).runExportCommand(args, io),
  },
  import: {
    summary: "write passports from a workflow engine's own records (Nextflow lineage)",
    needsArguments: true,
    run: async (args, io) => (await import('./import-command.js')).runImportCommand(args, io),
  },
  completion: {
    summary: 'print a bash completion script (zsh through bashcompinit)',
    needsArguments: true,
    run: async (args, io) =>
      (await import('./completion-command.js')).runCompletionCommand(args, io),
  },
};
