/**
 * `passport-gate reproduce [DIR…]`: run the recorded steps again on the committed tree and
 * compare their outputs with the record (operations/reproduce.ts, over src/reproduce/, does the
 * work; this file parses, calls it, prints and picks the exit code).
 */
import path from 'node:path';
import { parseCommandArgs } from './parse-args.js';
import { EXIT_FINDINGS, EXIT_OK, UsageError } from '../util/errors.js';
import { escapeTerminal } from '../report/escape.js';
import {
  describeProgramChange,
  reproduceRecordedSteps,
  type ReproduceResult,
} from '../operations/reproduce.js';
import { loadCommandRoot, type CliIo } from './io.js';
import { toRootRelative } from './producer-args.js';
import { listChangedSince, readChangedFilesList } from '../hosts/at-revision/changed-files.js';
import { readBasePassports } from '../hosts/at-revision/base-passports.js';
import { loadConfigFromRevision } from '../hosts/at-revision/config-from.js';
import { findTopLevelFor, resolveRevision } from '../hosts/at-revision/revision.js';

/** Help text of the reproduce command. */
const REPRODUCE_HELP = `Usage: passport-gate reproduce [DIR...] [options]

Run the steps that passport-gate run recorded again, and compare their outputs
with the record. The committed tree (HEAD, never the work tree) is copied into
a temporary directory outside the checkout; in the chain's order (producers
first) each run record's outputs are deleted there and its recorded command
runs in its recorded working directory, with this environment. Then every
recorded output's sha256 is compared with what the re-run wrote, except the
outputs declared non-deterministic (run --nondeterministic, or the config's
reproduce.nondeterministic globs): those are re-made but not compared, and
counted. The step's program (argv[0] outside the repository) is resolved and
its --version read, and a finding says whether it is the one recorded. A passport
recorded by hand (no command) is reported, not reproduced. DIR (default: every
output directory) selects the passports in or below it.

Changed mode (--base or --changed-files, as audit's): the steps the change
touched (the audit's changed-mode scope: the output directory owning a changed
file, and every passport listing one) run first; then their consumers, while
the budget lasts (reproduce-consumer-not-reached, a notice, when it does not).
With --base, a record's run --nondeterministic is honoured only where the base's
record of the step declared the same path: one new in the change is compared.

Options:
  --base REF        changed mode: the files changed since git REF; the config
                    is read at REF too
  --changed-files FILE
                    changed mode: the files listed in FILE (one per line, or
                    NUL-separated as git diff --name-only -z prints them)
  --max-seconds N   budget of the whole run in seconds: the running step is
                    killed at the deadline, and steps not reached are reported
                    (reproduce-not-reached), never skipped
  --jobs N          steps run at once (default 1): a step starts when the steps
                    that made its inputs have ended; all within --max-seconds
  --format F        text (default) or json
  --root DIR        repository root (default: the git top level, else .)
  --config FILE     config file (default: <root>/.passport-gate.yml or .yaml, optional)
  --debug           print stack traces of internal errors
  -h, --help        show this help

It runs the commands the passports record: run it where the repository's own
CI would run them (no secrets, no write token).

Exit codes: 0 every step reproduced byte for byte, 1 a finding at error
(reproduce-differs, reproduce-failed, reproduce-not-reached), 2 usage error,
130 interrupted (Ctrl-C or SIGTERM, passed on to the running step).

Examples:
  passport-gate reproduce
  passport-gate reproduce results/qc --max-seconds 600 --format json
  passport-gate reproduce --jobs 4 --max-seconds 1800
  passport-gate reproduce --base origin/main --max-seconds 1800
`;

/** Parses `reproduce` arguments; throws UsageError with what to do. */
function parseReproduceArgs(args: string[]) {
  const { values, positionals } = parseCommandArgs(REPRODUCE_HELP, {
    args,
    strict: true,
    allowPositionals: true,
    options: {
      'max-seconds': { type: 'string' },
      base: { type: 'string' },
      'changed-files': { type: 'string' },
      jobs: { type: 'string' },
      format: { type: 'string' },
      root: { type: 'string' },
      config: { type: 'string' },
      debug: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const format = values.format ?? 'text';
  if (format !== 'text' && format !== 'json')
    throw new UsageError(`--format must be text or json, got ${JSON.stringify(format)}`);
  let maxSeconds: number | undefined;
  if (values['max-seconds'] !== undefined) {
    if (!/^\d{1,9}$/.test(values['max-seconds']))
      throw new UsageError(
        `--max-seconds must be a whole number of seconds, got ${JSON.stringify(values['max-seconds'])}`,
      );
    maxSeconds = Number(values['max-seconds']);
  }
  let jobs = 1;
  if (values.jobs !== undefined) {
    if (!/^\d{1,3}$/.test(values.jobs) || Number(values.jobs) < 1 || Number(values.jobs) > 256)
      throw new UsageError(
        `--jobs must be a whole number from 1 to 256, got ${JSON.stringify(values.jobs)}`,
      );
    jobs = Number(values.jobs);
  }
  if (values.base !== undefined && values['changed-files'] !== undefined)
    throw new UsageError('choose one of --base and --changed-files');
  return { ...values, format, maxSeconds, jobs, directories: positionals };
}

/** The text report: a line per step, then the findings. */
function formatText(result: ReproduceResult): string {
  const lines = [`reproduce: commit ${result.commit}`];
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  for (const s of result.steps) {
    const counts = [
      ...(s.compared > 0 ? [`${plural(s.compared, 'output')} compared`] : []),
      ...(s.notCompared.length > 0
        ? [`${s.notCompared.length} non-deterministic, re-made but not compared`]
        : []),
    ];
    lines.push(
      `  ${s.status.padEnd(11)} ${escapeTerminal(s.path)}${s.reason === 'consumer' ? ' [consumer of a changed step]' : ''}${counts.length > 0 ? ` (${counts.join(', ')})` : ''}`,
    );
    if (s.program?.changed === true)
      lines.push(
        `              ${escapeTerminal(describeProgramChange(s.program.now, s.program.recorded))}`,
      );
  }
  for (const f of result.findings)
    lines.push(`${f.severity} ${f.rule}: ${escapeTerminal(f.message)}`);
  const reproduced = result.steps.filter((s) => s.status === 'reproduced').length;
  const compared = result.steps.reduce((n, s) => n + s.compared, 0);
  const notCompared = result.steps.reduce((n, s) => n + s.notCompared.length, 0);
  lines.push(
    `${reproduced} of ${result.steps.length} step(s) reproduced byte for byte; ${plural(compared, 'output')} compared${notCompared > 0 ? `, ${notCompared} non-deterministic not compared` : ''}`,
  );
  return `${lines.join('\n')}\n`;
}

/** Runs `reproduce`; returns the exit code. */
export async function runReproduceCommand(args: string[], io: CliIo): Promise<number> {
  const opts = parseReproduceArgs(args);
  if (opts.help) {
    io.stdout.write(REPRODUCE_HELP);
    return EXIT_OK;
  }
  const { root, config: checkout, cwd } = await loadCommandRoot(io, opts);
  // --base REF names one commit, resolved here once: the config, the changed files and the
  // base's passports are all read at that id, so a ref that moves between the reads (a fetch
  // in another job) cannot give them two revisions.
  const base =
    opts.base === undefined
      ? undefined
      : await resolveRevision(await findTopLevelFor(root, '--base'), opts.base, '--base');
  // With --base the config in force is the base's, as `audit --base` reads it: a change cannot
  // exempt its own outputs by adding a reproduce.nondeterministic glob.
  const config =
    opts.base === undefined
      ? checkout
      : (
          await loadConfigFromRevision(cwd, {
            root,
            ref: opts.base,
            commit: base,
            flag: '--base',
            ...(opts.config !== undefined ? { config: opts.config } : {}),
          })
        ).config;
  const directories = opts.directories.map((d) => toRootRelative(root, cwd, d, 'directory'));
  const changedFiles =
    base !== undefined
      ? await listChangedSince(root, base)
      : opts['changed-files'] !== undefined
        ? await readChangedFilesList(path.resolve(cwd, opts['changed-files']))
        : undefined;
  const result = await reproduceRecordedSteps({
    root,
    config,
    directories,
    ...(changedFiles !== undefined ? { changedFiles } : {}),
    maxSeconds: opts.maxSeconds,
    jobs: opts.jobs,
    env: io.env,
    killGroup: (pgid, signal = 'SIGKILL') => process.kill(-pgid, signal),
    signal: io.signal,
    basePassports: base === undefined ? null : await readBasePassports(root, base, config),
  });
  io.stdout.write(
    opts.format === 'json' ? `${JSON.stringify(result, null, 2)}\n` : formatText(result),
  );
  return result.findings.some((f) => f.severity === 'error') ? EXIT_FINDINGS : EXIT_OK;
}
