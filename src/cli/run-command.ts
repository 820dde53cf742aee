/**
 * `passport-gate run DIR --skill S --skill-version V [--input P]... [--code P]... [--param K=V]...
 * [--run-id ID] -- COMMAND [ARGS...]`: runs one pipeline step and writes its passport, so the
 * record is written by the tool that ran the step (as `in-toto-run -- cmd` does), not typed by
 * hand. The face of operations/run.ts (runAndRecord): arguments in, one call, its lines and the
 * step's exit code out.
 */
import path from 'node:path';
import { EXIT_OK, EXIT_USAGE, UsageError } from '../util/errors.js';
import { escapeTerminal } from '../report/escape.js';
import { gitIgnoreRulesFor, loadCommandRoot, type CliIo } from './io.js';
import { parseCommandArgs } from './parse-args.js';
import {
  PASSPORT_FIELD_HELP,
  PASSPORT_FIELD_OPTIONS,
  readPassportFields,
  resolveConsumes,
  type PassportFields,
} from './passport-flags.js';
import { spreadMultiValued, toRootRelative, unspreadAt } from './producer-args.js';
import { createProgressReporter } from './progress.js';
import { writeStampRefusal } from './stamp-command.js';
import { STDERR_EXCERPT_MAX_BYTES } from '../operations/run-step.js';
import { runAndRecord } from '../operations/index.js';

/** Help text of the run command. */
const RUN_HELP = `Usage: passport-gate run DIR --skill S --skill-version V [--input P]... [--code P]... [--output F]... [--param K=V]... [--run-id ID] -- COMMAND [ARGS...]

Run one pipeline step and write DIR's passport. Every option, path and
--source is checked, and the inputs and --code files are hashed, before
COMMAND starts (a mistake exits 2 with nothing run). COMMAND runs with stdin,
stdout and stderr passed through (signals sent to passport-gate are passed on
to it); then the inputs and code are hashed again (one that changed while the
step ran: nothing is recorded, exit 2), every file the step wrote in DIR (or
each --output) is hashed (a file DIR held before and the step left untouched
is not its output, and is named), the passports that produced the inputs are
added to consumed_passports (as stamp does), and errors[] records the step: the tool (COMMAND's name), its
exit code and the last ${STDERR_EXCERPT_MAX_BYTES} bytes of its stderr, and recorded_by how the
step ran: the command (argv), its working directory relative to the root, its
exit code, start and end times and this tool's version. The passport is written
atomically, also when the step fails: a failed step is on record and fails the
audit (exit-nonzero) until it is run again and succeeds. That later run
replaces the record without --force.

The step is named by --run-id (default: the skill). Its --param values replace
the parameters recorded before (a run's parameters are all it was given). A
passport the step's directory held at the last commit (a workflow engine
deletes a directory() output before running its step again) keeps its
passport_id.

Options:
  --skill SLUG              produced_by.skill
  --skill-version VERSION   produced_by.skill_version
  --input PATH...           input files (repeatable, several after one --input, as a
                            workflow engine's {input} expands); a directory stands for
                            every file under it, sorted
  --code PATH...            the scripts the step runs, recorded as inputs of type "code"
                            (a changed script shows as a changed input)
  --output FILE...          the files the step writes (Snakemake's {output}), recorded
                            as its only outputs: jobs of one rule writing into one
                            directory each keep a passport of their own (give each
                            its --run-id); DIR defaults to the first file's directory
  --nondeterministic PATH   an output the step does not make byte for byte (a
                            timestamp, a random seed it does not fix); reproduce
                            re-makes it but does not compare it (repeatable)
${PASSPORT_FIELD_HELP}
  --source PATH=CITATION    where an input came from (repeatable), as for stamp: a DOI,
                            PMID:…, an accession, a URL with " (retrieved YYYY-MM-DD)",
                            or "unresolved: <why>"; free text is refused
  --run-id ID               file name <ID>.passport.json and errors[].step (default:
                            the skill)
  --root DIR                repository root (default: the git top level of the current
                            directory, else the current directory)
  --config FILE             config file (default: <root>/.passport-gate.yml or .yaml, optional)
  --debug                   print stack traces of internal errors
  -h, --help                show this help

Paths are relative to the current directory, which is COMMAND's too.

Exit codes: COMMAND's own (128+N when a signal N ended it; 127 when it cannot
be found, 126 when it cannot be run). When COMMAND succeeded but its passport
cannot be written, 2 (the message says what to do).

Examples:
  passport-gate run results/qc --skill fastqc --skill-version 0.12.1 \\
    --input data/reads.fq --code scripts/qc.py --param min_quality=20 \\
    -- python3 scripts/qc.py data/reads.fq results/qc
  # in a Snakefile rule (Snakemake expands {input}, {output} and {params}):
  #   shell: "passport-gate run {output} --skill trim --skill-version 1.0.0 --input {input} --code scripts/trim.py -- python3 scripts/trim.py {input} {output}"
  # a rule with one file per sample: one passport per job, in the shared directory
  #   shell: "passport-gate run --output {output} --run-id trim-{wildcards.sample} --skill trim --skill-version 1.0.0 --input {input} -- python3 scripts/trim.py {input} {output}"
`;

/** What `run` was asked. */
export interface RunArgs {
  /** The output directory as typed; undefined when --output names the files (their directory). */
  directory: string | undefined;
  /** `--output` files as typed. */
  outputs: readonly string[];
  /** The passport fields (passport-flags.ts); skill and skill version are required. */
  fields: PassportFields & { skill: string; skillVersion: string };
  inputs: readonly string[];
  code: readonly string[];
  /** `--source PATH=CITATION`, as typed. */
  sources: readonly string[];
  root: string | undefined;
  config: string | undefined;
  command: readonly string[];
  /** `--nondeterministic` outputs, as typed. */
  nondeterministic: readonly string[];
}

/** Parses `run` arguments; throws UsageError with what to do. Null for --help. */
export function parseRunArgs(args: readonly string[]): RunArgs | null {
  const split = args.indexOf('--');
  const own = split < 0 ? [...args] : args.slice(0, split);
  const command = split < 0 ? [] : args.slice(split + 1);
  const spread = spreadMultiValued(own, ['input', 'code', 'output']);
  let parsed = parseRunOptions(spread.args);
  const last = spread.added.at(-1);
  // Without --output the directory is required, so a word the spreading took is given back.
  if (parsed.positionals.length === 0 && last !== undefined && parsed.values.output === undefined)
    parsed = parseRunOptions(unspreadAt(spread.args, last));
  const { values, positionals } = parsed;
  if (values.help) return null;
  const example =
    'e.g. "passport-gate run results/qc --skill fastqc --skill-version 0.12.1 --input data/reads.fq -- python3 scripts/qc.py"';
  const outputs = values.output ?? [];
  if (positionals.length !== 1 && !(positionals.length === 0 && outputs.length > 0)) {
    throw new UsageError(
      positionals.length === 0
        ? `run needs the output directory first, ${example}`
        : `run takes one output directory, got ${positionals.length} (${positionals.map((p) => JSON.stringify(p)).join(', ')}); put the command after "--", ${example}`,
    );
  }
  if (command.length === 0 || command[0] === '')
    throw new UsageError(`run needs the command to run after "--", ${example}`);
  // A printed fix's placeholder ('<the step command>'), pasted unfilled: refused, nothing run.
  if (/^<[^<>]*>$/.test(command[0] as string))
    throw new UsageError(
      `run: ${JSON.stringify(command[0])} is a placeholder, not a command: put the step's own command there; nothing was run`,
    );
  for (const flag of ['skill', 'skill-version'] as const) {
    if (values[flag] === undefined || values[flag] === '')
      throw new UsageError(`run needs --${flag}, ${example}`);
  }
  const fields = readPassportFields(values);
  return {
    directory: positionals[0],
    outputs,
    fields: {
      ...fields,
      skill: values.skill as string,
      skillVersion: values['skill-version'] as string,
    },
    inputs: values.input ?? [],
    code: values.code ?? [],
    sources: values.source ?? [],
    root: values.root,
    config: values.config,
    command,
    nondeterministic: values.nondeterministic ?? [],
  };
}

/** parseArgs over `run`'s own options (those before `--`). */
function parseRunOptions(args: string[]) {
  return parseCommandArgs(RUN_HELP, {
    args,
    strict: true,
    allowPositionals: true,
    options: {
      ...PASSPORT_FIELD_OPTIONS,
      input: { type: 'string', multiple: true },
      code: { type: 'string', multiple: true },
      output: { type: 'string', multiple: true },
      nondeterministic: { type: 'string', multiple: true },
      source: { type: 'string', multiple: true },
      root: { type: 'string' },
      config: { type: 'string' },
      debug: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

/** Runs `run`; returns the command's exit code (see the help). */
export async function runRunCommand(args: string[], io: CliIo): Promise<number> {
  const opts = parseRunArgs(args);
  if (opts === null) {
    io.stdout.write(RUN_HELP);
    return EXIT_OK;
  }
  const { root, config, cwd } = await loadCommandRoot(io, opts);
  const rel = (typed: string, what: string) => toRootRelative(root, cwd, typed, what);
  const outputs = opts.outputs.map((o) => rel(o, '--output'));
  const dir =
    opts.directory !== undefined
      ? rel(opts.directory, 'output directory')
      : path.posix.dirname(outputs[0] as string);
  const nondeterministic = opts.nondeterministic.map((p) =>
    checkNondeterministic(rel(p, '--nondeterministic'), dir),
  );
  const dataInputs = opts.inputs.map((p) => inputPathOf(root, cwd, p));
  const codeInputs = opts.code.map((p) => inputPathOf(root, cwd, p));
  const sources = opts.sources.map((spec) => {
    const eq = spec.indexOf('=');
    if (eq <= 0)
      throw new UsageError(
        `--source ${JSON.stringify(spec)}: expected PATH=CITATION, e.g. --source 'data/reads.fq=ERR123456'; nothing was run`,
      );
    return [inputPathOf(root, cwd, spec.slice(0, eq)), spec.slice(eq + 1)] as const;
  });
  const { fields } = opts;
  const consumes = fields.consumes && resolveConsumes(root, cwd, fields.consumes, '--consumes');
  const progress = createProgressReporter({
    stream: io.stderr,
    env: io.env,
    ...(io.now ? { now: io.now } : {}),
  });
  const run = await runAndRecord({
    root,
    config,
    cwd,
    workingDirectory: rel('.', 'working directory'),
    env: io.env,
    stderr: io.stderr,
    signal: io.signal,
    command: opts.command,
    directory: dir,
    outputs,
    nondeterministic,
    inputs: dataInputs,
    code: codeInputs,
    sources,
    consumes,
    fields,
    ignored: gitIgnoreRulesFor(root, io),
    onProgress: (p) => progress.update(p),
  }).finally(() => progress.finish());
  if (run.kind === 'refused-before') {
    writeStampRefusal(run.error, io);
    return EXIT_USAGE;
  }
  const { exitCode } = run.outcome;
  if (run.kind === 'inputs-changed') {
    io.stderr.write(
      `passport-gate: nothing was recorded: inputs or code changed while the step ran, so no record can say what it read:\n${run.changed.map((c) => `  - ${escapeTerminal(c)}`).join('\n')}\nMake the step write its results apart from its inputs and code, then run it again.\n`,
    );
    return exitCode === 0 ? EXIT_USAGE : exitCode;
  }
  if (run.kind === 'refused-after') {
    writeStampRefusal(run.error, io);
    return exitCode === 0 ? EXIT_USAGE : exitCode;
  }
  const { result } = run;
  const verb = exitCode === 0 ? result.status : `${result.status} (the step failed)`;
  io.stderr.write(
    `passport-gate: ${verb}: ${escapeTerminal(result.path)} (passport_id ${escapeTerminal(result.id)})\n`,
  );
  for (const note of result.notes)
    io.stderr.write(`passport-gate: note: ${escapeTerminal(note)}\n`);
  return exitCode;
}

/** A `--nondeterministic` path (repository-relative), refused unless it is in the output directory. */
function checkNondeterministic(rel: string, dir: string): string {
  if (dir === '.' || rel === dir || rel.startsWith(`${dir}/`)) return rel;
  throw new UsageError(
    `--nondeterministic ${JSON.stringify(rel)} is not in the output directory ${JSON.stringify(dir)}: name an output of the step; nothing was run`,
  );
}

/** An input typed on the command line: repository-relative inside the root, else absolute (external). */
function inputPathOf(root: string, cwd: string, typed: string): string {
  const absolute = path.resolve(cwd, typed);
  const inside = path.relative(path.resolve(root), absolute);
  return inside === '' || inside.startsWith('..') || path.isAbsolute(inside)
    ? absolute
    : toRootRelative(root, cwd, typed, '--input');
}
