/**
 * `passport-gate audit`: run the gate (src/gate/gate-run.ts) over the command line's host, or
 * GitLab CI's, and print or write the report.
 */
import path from 'node:path';
import { parseCommandArgs } from './parse-args.js';
import type { AuditReport } from '../core/report-model.js';
import { EXIT_OK, UsageError } from '../util/errors.js';
import { toPathPrefix, toPosixRelative } from '../fs/paths.js';
import { GateRun } from '../gate/gate-run.js';
import { REPORT_RENDERERS } from '../report/renderers.js';
import { FAIL_ON_VALUES, isOneOf, parseShardSpec, type ShardSpec } from '../core/options.js';
import { ENGINE_MODES, findDefaultConfigFile } from '../config/config.js';
import { createProgressReporter } from './progress.js';
import { readHashThreads, type HashPool } from '../hash/index.js';
import {
  GITLAB_TARGET_BRANCH_VARIABLE,
  GITLAB_TARGET_SHA_VARIABLE,
  GITLAB_REPORT_FILES,
} from '../hosts/gitlab.js';
import { chooseHost, createCommandLineHost } from '../hosts/choose-host.js';
import { describeWriteError } from '../fs/output-file.js';
import { gitQuestionsFor, resolveCommandRoot, type CliIo } from './io.js';
import { createCliLog, type LocalAudit } from '../hosts/local.js';
import { openContentCache } from '../operations/content-cache.js';
import { checkSigningFlags, signingRequestOf, type SigningFlags } from './signing-method.js';
import { escapeTerminal } from '../report/escape.js';
import { writeRunSummary } from '../operations/verification-summary.js';
import { exitCodeOf } from './operation-output.js';
import {
  DEFAULT_REPRODUCE_MAX_SECONDS,
  REPRODUCE_MODES,
  type ReproduceMode,
} from '../operations/reproduce-modes.js';

/** Help text of the audit command. */
const AUDIT_HELP = `Usage: passport-gate audit [options]

Verify Material Passports, router handoff envelopes and agent handoff packets.

Scope (pick one; default --all, or in a GitLab merge request pipeline the merge request):
  --all                   audit every output directory (release gating)
  --changed-files FILE    audit output directories holding a path listed in FILE (one per line,
                          or NUL-separated as git diff --name-only -z writes it)
  --base REF              audit output directories changed since git REF; the policy files
                          (config, .gitattributes, .gitignore, skill graphs) are read at REF,
                          as on a pull request (--config-from names another revision)

Options:
  --root DIR              repository root (default: the git top level of the current
                          directory, else the current directory)
  --config FILE           config file (default: <root>/.passport-gate.yml or .yaml, optional)
  --config-from REF       apply the config as it is at git REF (e.g. origin/main), not the
                          working tree's, which is only compared with it (config-changed);
                          how the action treats a pull request's own config
${REPORT_RENDERERS.help(26)}
  --output FILE           write the report to FILE (atomically) instead of stdout
  --fail-on LEVEL         error | warning | notice | never (default: error)
  --shard I/N             audit shard I of N (a matrix job); combine the JSON reports with merge
  --vsa FILE              also write a signed SLSA verification summary (VSA v1) of the audited
                          commit to FILE, a Sigstore bundle (release gating; needs --all and a
                          working tree equal to HEAD); sign with one of:
  --vsa-key FILE            a PEM private key (ECDSA P-256 or Ed25519)
  --vsa-keyless             Sigstore keyless, the job's OIDC identity (as attest --keyless)
  --fulcio-url URL        Fulcio for --vsa-keyless (default https://fulcio.sigstore.dev)
  --rekor-url URL         Rekor for --vsa-keyless (default https://rekor.sigstore.dev)
  --tsa-url URL           also timestamp the summary with this RFC 3161 authority
  --content-cache FILE    digests by git blob id (release gating): a file git vouches for as
                          its committed blob, whose cached digest equals what its passport
                          records, is not read; anything else is hashed. Read only outside
                          pull/merge requests (a GitHub or GitLab default-branch, tag or
                          release run; elsewhere never pass it on a pull request's job).
                          On such a GitHub or GitLab run (never locally, never with --vsa,
                          never in changed mode) an output directory whose commit tree a
                          saving run recorded is served: its files are not read, and the
                          report's served section says so
  --save-content-cache    write FILE back after the audit (the same runs only); an unsharded
                          --all run also records each output directory it read whole
  --resolve-citations     ask the citation registries about every cited identifier now
                          (as passport-gate resolve --check) and hold the passports and the
                          committed passport-citations.lock.json to their answers (release
                          gating; addresses from PASSPORT_GATE_REGISTRY_<NAME>)
  --engine ENGINE         auto | snakemake | none: compare each passport with the workflow
                          engine's own record of its outputs (.snakemake/metadata), over the
                          config's engine: (default auto: where one lies under the root;
                          docs/snakemake.md)
  --reproduce MODE        none (default) | changed | all: after the audit, run the steps
                          passport-gate run recorded again in a scratch copy of the commit
                          under the config in force, and join their findings (reproduce-*)
                          to the report, as the action's reproduce input: changed, the steps
                          the change touched, then their consumers while the budget lasts.
                          It runs the commands the change records: only in a job with no
                          secrets and no write token (docs/reproduce.md)
  --reproduce-max-seconds N
                          the budget of --reproduce in seconds (default ${DEFAULT_REPRODUCE_MAX_SECONDS})
  --quiet                 print only the findings and the verdict line: no progress, no notes
  --debug                 print stack traces of internal errors
  -h, --help              show this help

In GitLab CI (GITLAB_CI=true) audit also writes ${Object.values(GITLAB_REPORT_FILES).join(' and ')}
for artifacts: reports: (codequality and junit). In a merge request pipeline the trusted base is the
target branch head (${GITLAB_TARGET_SHA_VARIABLE}, else origin/$${GITLAB_TARGET_BRANCH_VARIABLE}):
its config is in force (the merge request's own is only compared with it) and, unless a scope
is given, the changed files are those since then. A clone without it fails the run (exit 2).

Exit codes: 0 passed, 1 findings at or above --fail-on, 2 usage/config/internal error or
a trusted base that could not be read (base-unreadable),
130 interrupted, 141 the reader of stdout went away (as git on SIGPIPE).

Examples:
  passport-gate audit --root examples/pipeline --all
  passport-gate audit --base origin/main --format markdown --output report.md
  passport-gate audit --base HEAD~1 --config-from origin/main
  git diff --name-only main > changed.txt && passport-gate audit --changed-files changed.txt --format json
  passport-gate audit --all --shard 2/4 --format json --output report-2.json
  passport-gate audit --all --format sarif --output passport-gate.sarif
  passport-gate audit --format junit --output junit.xml
`;

/** `audit`'s arguments, parsed and checked. */
export type AuditArgs = ReturnType<typeof parseAuditArgs>;

/** Parses `audit` arguments; throws UsageError with what to do. */
function parseAuditArgs(args: string[]) {
  const { values } = parseCommandArgs(AUDIT_HELP, {
    args,
    strict: true,
    allowPositionals: false,
    options: {
      root: { type: 'string' },
      all: { type: 'boolean' },
      'changed-files': { type: 'string' },
      base: { type: 'string' },
      config: { type: 'string' },
      'config-from': { type: 'string' },
      format: { type: 'string' },
      output: { type: 'string' },
      'fail-on': { type: 'string' },
      shard: { type: 'string' },
      vsa: { type: 'string' },
      'vsa-key': { type: 'string' },
      'vsa-keyless': { type: 'boolean' },
      'fulcio-url': { type: 'string' },
      'rekor-url': { type: 'string' },
      'tsa-url': { type: 'string' },
      'resolve-citations': { type: 'boolean' },
      'content-cache': { type: 'string' },
      'save-content-cache': { type: 'boolean' },
      engine: { type: 'string' },
      reproduce: { type: 'string' },
      'reproduce-max-seconds': { type: 'string' },
      quiet: { type: 'boolean' },
      debug: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  let shard: ShardSpec | undefined;
  if (values.shard !== undefined) {
    const parsed = parseShardSpec(values.shard);
    if (!parsed.ok) throw new UsageError(`--shard: ${parsed.message}`);
    shard = parsed.shard;
  }
  const scopes = [
    values.all,
    values['changed-files'] !== undefined,
    values.base !== undefined,
  ].filter(Boolean).length;
  if (scopes > 1) throw new UsageError('choose one of --all, --changed-files and --base');
  const format = REPORT_RENDERERS.parse(values.format);
  const failOn = values['fail-on'] ?? 'error';
  if (!isOneOf(FAIL_ON_VALUES, failOn))
    throw new UsageError(`--fail-on must be one of ${FAIL_ON_VALUES.join(', ')}`);
  const engine = values.engine;
  if (engine !== undefined && !isOneOf(ENGINE_MODES, engine))
    throw new UsageError(`--engine must be one of ${ENGINE_MODES.join(', ')}`);
  return {
    ...values,
    engine,
    format,
    failOn,
    shard,
    summary: parseSummaryFlags(values, scopes, shard),
    reproduce: parseReproduceFlags(values.reproduce, values['reproduce-max-seconds']),
  };
}

/** `--reproduce` and its budget, checked as the action checks its `reproduce` inputs. */
function parseReproduceFlags(
  mode: string | undefined,
  seconds: string | undefined,
): { mode: ReproduceMode; maxSeconds: number } {
  const chosen = mode ?? 'none';
  if (!isOneOf(REPRODUCE_MODES, chosen))
    throw new UsageError(`--reproduce must be one of ${REPRODUCE_MODES.join(', ')}`);
  if (seconds === undefined) return { mode: chosen, maxSeconds: DEFAULT_REPRODUCE_MAX_SECONDS };
  if (chosen === 'none')
    throw new UsageError(
      '--reproduce-max-seconds is the budget of --reproduce: add --reproduce changed or all',
    );
  if (!/^\d{1,9}$/.test(seconds) || Number(seconds) < 1)
    throw new UsageError(
      `--reproduce-max-seconds must be a whole number of seconds from 1, got ${JSON.stringify(seconds)}`,
    );
  return { mode: chosen, maxSeconds: Number(seconds) };
}

/** `--vsa` and its signing flags, checked: a summary covers a whole commit, signed one way. */
function parseSummaryFlags(
  values: Record<string, string | boolean | undefined>,
  scopes: number,
  shard: ShardSpec | undefined,
): SummaryFlags | null {
  const str = (name: string) => (typeof values[name] === 'string' ? values[name] : undefined);
  const signing = {
    key: str('vsa-key'),
    keyless: values['vsa-keyless'] === true ? true : undefined,
    'fulcio-url': str('fulcio-url'),
    'rekor-url': str('rekor-url'),
    'tsa-url': str('tsa-url'),
  };
  const vsa = str('vsa');
  if (vsa === undefined) {
    const stray = Object.entries(signing).find(([, v]) => v !== undefined);
    if (stray)
      throw new UsageError(
        `${stray[0].endsWith('url') ? `--${stray[0]}` : `--vsa-${stray[0]}`} signs a verification summary: add --vsa FILE`,
      );
    return null;
  }
  if (values.all !== true || scopes !== 1 || shard)
    throw new UsageError(
      'a verification summary covers the whole commit: use --vsa with --all (no --changed-files, --base or --shard)',
    );
  checkSigningFlags(signing, 'vsa-');
  return { vsa, config: str('config'), ...signing };
}

/**
 * The audited root: `--root`, else (without a revision to read) the git top level of the
 * working directory. With `--config-from`/`--base` REF the root is as typed: the revision is
 * read below it (hosts/at-revision/config-from.ts).
 */
async function resolveAuditRoot(io: CliIo, opts: AuditArgs): Promise<string> {
  if (opts['config-from'] === undefined && opts.base === undefined)
    return (await resolveCommandRoot(io, opts)).root;
  return path.resolve(io.cwd, opts.root ?? '.');
}

/**
 * Runs `audit`; returns the exit code. `pool`: hashing threads the caller
 * started early (see commands.ts) and closes; without it the audit starts its own.
 */
export async function runAuditCommand(args: string[], io: CliIo, pool?: HashPool): Promise<number> {
  const opts = parseAuditArgs(args);
  if (opts.help) {
    io.stdout.write(AUDIT_HELP);
    return EXIT_OK;
  }
  // GitLab's variables are checked first: a merge request without a target fails before anything is read.
  const choice = chooseHost('command-line', io.env);
  const job = choice.kind === 'gitlab' ? choice.job : null;
  const root = await resolveAuditRoot(io, opts);
  const local: LocalAudit = {
    root,
    config: opts.config,
    configFromArg: opts['config-from'],
    changedFilesArg: opts['changed-files'],
    base: opts.base,
    format: opts.format,
    output: opts.output,
    quiet: opts.quiet === true,
    // Code scanning and GitLab resolve relative paths against the checkout, where the command runs.
    pathPrefix: toPathPrefix(io.cwd, root),
  };
  const host = createCommandLineHost(choice, io, local);
  const run = new GateRun(host, createCliLog(io, job !== null && opts.quiet !== true), io.signal);
  const changed =
    opts['changed-files'] !== undefined ||
    opts.base !== undefined ||
    (job?.mergeRequest != null && opts.all !== true);

  // --quiet: a reporter that draws nothing (the progress bar is the one thing audit adds to stderr).
  const progress = createProgressReporter({
    stream: opts.quiet ? { write: () => true } : io.stderr,
    env: io.env,
    ...(io.now ? { now: io.now } : {}),
  });
  if (opts['save-content-cache'] && opts['content-cache'] === undefined)
    throw new UsageError('--save-content-cache needs --content-cache FILE');
  const contentCache =
    opts['content-cache'] === undefined
      ? undefined
      : await openContentCache({
          root,
          file: path.resolve(io.cwd, opts['content-cache']),
          save: opts['save-content-cache'] === true,
          notServing:
            opts.summary !== null
              ? 'a run signing a verification summary reads every file'
              : changed
                ? 'changed mode reads every passport anyway, so serving would cost it more than it spares'
                : undefined,
          env: io.env,
          note: (line) => void io.stderr.write(`${escapeTerminal(`note: ${line}`)}\n`),
        });
  let report: AuditReport;
  try {
    report = await run.audit({
      root,
      scope: changed ? 'changed' : 'all',
      failOn: opts.failOn,
      shard: opts.shard,
      // Only a verification summary reads the list (parseSummaryFlags: null without --vsa); noting
      // every passport, listed path and the file it reaches is a set of some 40,000 strings on a
      // 20,000-file audit that nothing else looks at.
      recordReads: opts.summary !== null,
      hashing: {
        threads: readHashThreads(io.env),
        pool,
        onProgress: (p) => progress.update(p),
        known: contentCache?.known,
        learn: contentCache?.learn,
      },
      served: contentCache?.served,
      git: gitQuestionsFor(root, io),
      engine: opts.engine,
      ...(opts['resolve-citations']
        ? {
            // Loaded on demand: the registries' clients (and their XML parser) are start-up
            // time every other audit would pay.
            askRegistries: async (config) =>
              (await import('../operations/ask-registries.js')).askRegistries(
                root,
                config,
                io.env,
                io.signal,
              ),
          }
        : {}),
    });
  } finally {
    progress.finish();
  }
  await contentCache?.finish();
  if (opts.reproduce.mode !== 'none') report = await reproduceAfter(run, report, root, opts, io);
  await run.publish(report);
  // The report holds base-unreadable; the run fails with its one line (exit 2), judged on nothing.
  if (run.baseUnreadable) throw run.baseUnreadable;
  if (opts.summary) await emitVerificationSummary(run, report, root, opts.summary, io);
  return exitCodeOf(report);
}

/**
 * `--reproduce changed|all`: the operation the action's `reproduce` input runs
 * (operations/reproduce.ts), under the host's config in force (in a GitLab merge request, the
 * target branch head's); its findings join the report the host publishes (GitLab's Code
 * Quality and JUnit reports, SARIF, the job log). Loaded only when asked for.
 */
async function reproduceAfter(
  run: GateRun,
  report: AuditReport,
  root: string,
  opts: AuditArgs,
  io: CliIo,
): Promise<AuditReport> {
  const { reproduceAfterAudit } = await import('../operations/reproduce.js');
  return reproduceAfterAudit(run, report, {
    root,
    mode: opts.reproduce.mode,
    maxSeconds: opts.reproduce.maxSeconds,
    failOn: opts.failOn,
    env: io.env,
    killGroup: (pgid) => process.kill(-pgid, 'SIGKILL'),
  });
}

/** The flags of the summary, as `audit` parsed them. */
interface SummaryFlags extends SigningFlags {
  vsa: string;
  config?: string | undefined;
}

/**
 * `--vsa FILE`: after the verdict, the signed SLSA verification summary of the audited commit
 * (operations/verification-summary.ts, as the action writes it); prints where and by whom.
 * Throws UsageError.
 */
async function emitVerificationSummary(
  run: GateRun,
  report: AuditReport,
  root: string,
  flags: SummaryFlags,
  io: CliIo,
): Promise<void> {
  const configFile =
    flags.config !== undefined
      ? toPosixRelative(path.resolve(root), path.resolve(io.cwd, flags.config))
      : await findDefaultConfigFile(root);
  let written;
  try {
    written = await writeRunSummary(run, report, {
      file: path.resolve(io.cwd, flags.vsa),
      signing: signingRequestOf(flags, io, 'vsa-'),
      root,
      configFile,
      env: io.env,
      // --vsa needs --all, and the audit then notes what it read: a merged report is never signed.
      unread: '--vsa: this run audited no file in the checkout',
    });
  } catch (error) {
    throw describeWriteError(error, '--vsa', flags.vsa);
  }
  io.stderr.write(
    `verification summary (SLSA VSA v1, ${report.summary.passed ? 'PASSED' : 'FAILED'}) of ${written.commit}: ${escapeTerminal(flags.vsa)} (${escapeTerminal(written.signer)})\n`,
  );
}
