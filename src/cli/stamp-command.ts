/**
 * `passport-gate stamp`: write or refresh the passport of an output directory.
 * A thin layer over {@link stamp}: parse flags, turn typed paths into
 * repository-relative ones, print what changed.
 */
import path from 'node:path';
import { parseCommandArgs } from './parse-args.js';
import { isInside } from '../fs/paths.js';
import { EXIT_FINDINGS, EXIT_OK, EXIT_USAGE, UsageError } from '../util/errors.js';
import { stamp, StampError, type StampResult } from '../operations/index.js';
import { escapeTerminal } from '../report/escape.js';
import { shouldUseColor } from '../report/text.js';
import { gitIgnoreRulesFor, loadCommandRoot, type CliIo } from './io.js';
import { createProgressReporter } from './progress.js';
import {
  PASSPORT_FIELD_HELP,
  PASSPORT_FIELD_OPTIONS,
  readPassportFields,
  resolveConsumes,
} from './passport-flags.js';
import { parseErrorSpec, spreadMultiValued, toRootRelative, unspreadAt } from './producer-args.js';

/** Help text of the stamp command. */
const STAMP_HELP = `Usage: passport-gate stamp <output-dir> [options]

Write or refresh <run-id>.passport.json in an output directory: every file the
directory owns is hashed (the audit's own rule and code), inputs are hashed,
and the passport that produced each input is added to consumed_passports, so
the stamped directory passes \`passport-gate audit\`.

Refreshing an existing passport keeps its passport_id. Flags given replace
what is recorded (--input, --consumes, --next-skill) or update it entry by entry
(--decision by step, --error by step+tool, --param by key); flags not given
keep the recorded values. A passport that records a non-zero exit is not
overwritten without --force, and neither is one whose outputs changed on disk
(an edited, added or removed file): a re-stamp would vouch for bytes no step
was seen making, so restore the files or re-run the step through
\`passport-gate run\`.

Options:
  --skill SLUG              produced_by.skill (required for a new passport)
  --skill-version VERSION   produced_by.skill_version (required for a new passport)
  --input PATH...           input files (repeatable, and several after one --input, as
                            a workflow engine's {input} expands; replaces the recorded
                            inputs); a directory stands for every file under it, sorted;
                            one outside the repository (a reference genome) is recorded
                            as external: absolute path and sha256, read only under the
                            config's external-inputs directories
  --source PATH=CITATION    where an input came from (repeatable): a DOI, PMID:…,
                            PMC…, arXiv:…, ISBN …, an accession, a URL with
                            " (retrieved YYYY-MM-DD)", or "unresolved: <why>"; anything
                            else is refused, e.g. --source 'data/reads.fq.gz=ERR123456'
  --uri PATH=URI            where an external input can be fetched (repeatable), e.g.
                            --uri '/ref/GRCh38.fa=https://ftp.ncbi.nlm.nih.gov/…'
${PASSPORT_FIELD_HELP}
  --drop-consumes ID|PATH   remove an upstream passport from consumed_passports
                            (repeatable): the back edge of a chain-cycle, or the old
                            id of an upstream passport that was recreated
  --error SPEC              step=…,tool=…,exit=N[,stderr=…] (repeatable)
  --expected-input TYPE     downstream_hints.expected_inputs (repeatable)
  --run-id ID               file name <ID>.passport.json (default: the passport already
                            in the directory, else the skill slug)
  --check                   report what would change and write nothing
  --force                   record the output bytes on disk although they differ from
                            the recorded digests (a step you re-ran yourself), or
                            overwrite a passport that records a failed step
  --root DIR                repository root (default: the git top level of the
                            current directory, else the current directory)
  --config FILE             config file (default: <root>/.passport-gate.yml or .yaml, optional)
  --format FMT              text | json (default: text)
  --debug                   print stack traces of internal errors
  -h, --help                show this help

Paths are relative to the current directory (as in git: "cd results/align &&
passport-gate stamp ." stamps results/align) and must lie inside the root; they
are written repository-relative.

Exit codes: 0 written or already in sync, 1 --check found the passport out of
date, 2 usage/config error or stamping refused (the message says what to do).

Examples:
  passport-gate stamp results/align --skill bwa-alignment --skill-version 1.2.0 \\
    --input data/sampleA_R1.fastq.gz --source 'data/sampleA_R1.fastq.gz=ERR123456' \\
    --param threads=8 \\
    --decision 'step=alignment,choice=bwa-mem,alternatives=bowtie2,minimap2,rationale=short reads' \\
    --error step=sort,tool=samtools,exit=0 --next-skill gatk-variant-calling
  passport-gate stamp results/variants --skill gatk-variant-calling --skill-version 4.5.0 \\
    --input results/align/sampleA.sorted.bam
  passport-gate stamp results/align --check        # in CI: is the passport up to date?
`;

const FORMATS = ['text', 'json'] as const;

/** Parses `stamp` arguments; throws UsageError with what to do. */
export function parseStampArgs(args: string[]) {
  const spread = spreadMultiValued(args, ['input']);
  const parse = (list: string[]) => parseStampOptions(list);
  let parsed = parse(spread.args);
  const last = spread.added.at(-1);
  if (parsed.positionals.length === 0 && last !== undefined)
    parsed = parse(unspreadAt(spread.args, last));
  const { values, positionals } = parsed;
  if (values.help) return { help: true as const };
  if (positionals.length !== 1) {
    throw new UsageError(
      positionals.length === 0
        ? 'stamp needs the output directory, e.g. "passport-gate stamp results/align --skill bwa-alignment --skill-version 1.2.0"'
        : `stamp takes one output directory, got ${positionals.length} (${positionals.map((p) => JSON.stringify(p)).join(', ')}); stamp each directory separately, and give inputs after --input (one --input takes several: --input a.fq b.fq)`,
    );
  }
  const format = values.format ?? 'text';
  if (!(FORMATS as readonly string[]).includes(format))
    throw new UsageError(`--format must be one of ${FORMATS.join(', ')}`);
  return {
    help: false as const,
    directory: positionals[0] as string,
    values,
    format: format as (typeof FORMATS)[number],
    fields: readPassportFields(values),
    errors: (values.error ?? []).map(parseErrorSpec),
  };
}

/** parseArgs over `stamp`'s options. */
function parseStampOptions(args: string[]) {
  return parseCommandArgs(STAMP_HELP, {
    args,
    strict: true,
    allowPositionals: true,
    options: {
      ...PASSPORT_FIELD_OPTIONS,
      input: { type: 'string', multiple: true },
      source: { type: 'string', multiple: true },
      uri: { type: 'string', multiple: true },
      'drop-consumes': { type: 'string', multiple: true },
      error: { type: 'string', multiple: true },
      'expected-input': { type: 'string', multiple: true },
      check: { type: 'boolean' },
      force: { type: 'boolean' },
      root: { type: 'string' },
      config: { type: 'string' },
      format: { type: 'string' },
      debug: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

/** Renders a stamp result for people. */
function renderStampResult(result: StampResult, check: boolean, color: boolean): string {
  const paint = (code: string, text: string) => (color ? `\u001b[${code}m${text}\u001b[0m` : text);
  const where = escapeTerminal(result.path);
  const id = escapeTerminal(result.id);
  const lines: string[] = [];
  if (result.status === 'unchanged') {
    lines.push(`${paint('32', 'up to date')}: ${where} (passport_id ${id})`);
  } else if (check) {
    const verb = result.status === 'created' ? 'would create' : 'would update';
    lines.push(`${paint('33', verb)}: ${where}`);
  } else {
    lines.push(`${paint('32', result.status)}: ${where} (passport_id ${id})`);
  }
  for (const c of result.changes) lines.push(`  ${escapeTerminal(c)}`);
  for (const n of result.notes) lines.push(`${paint('36', 'note')}: ${escapeTerminal(n)}`);
  for (const w of result.warnings) lines.push(`${paint('33', 'warning')}: ${escapeTerminal(w)}`);
  if (check && result.status !== 'unchanged') {
    lines.push(`Run the same command without --check to write it.`);
  }
  return `${lines.join('\n')}\n`;
}

/** Prints a refusal of {@link stamp} to stderr. */
export function writeStampRefusal(error: StampError, io: CliIo): void {
  // One escaped line per message line: the message's own line breaks are layout, and every
  // repository string inside it was quoted (so it holds no raw line break) when it was built.
  const text = error.message.split('\n').map(escapeTerminal).join('\n');
  io.stderr.write(`passport-gate: ${text}\n`);
}

/** Runs `stamp`; returns the exit code. */
export async function runStampCommand(args: string[], io: CliIo): Promise<number> {
  const opts = parseStampArgs(args);
  if (opts.help) {
    io.stdout.write(STAMP_HELP);
    return EXIT_OK;
  }
  const v = opts.values;
  const fields = opts.fields;
  const { root, config, cwd } = await loadCommandRoot(io, v);
  const rel = (typed: string, what: string) => toRootRelative(root, cwd, typed, what);
  // An input outside the root is external: recorded by its absolute path (produce/stamp/external.ts).
  const inputPath = (typed: string, what: string) => {
    const absolute = path.resolve(cwd, typed);
    return isInside(path.resolve(root), absolute) ? rel(typed, what) : absolute;
  };
  const pairs = (specs: readonly string[] | undefined, flag: string, example: string) =>
    new Map(
      (specs ?? []).map((spec) => {
        const eq = spec.indexOf('=');
        if (eq <= 0)
          throw new UsageError(
            `${flag} ${JSON.stringify(spec)}: expected PATH=TEXT, e.g. ${example}`,
          );
        return [inputPath(spec.slice(0, eq), flag), spec.slice(eq + 1)] as const;
      }),
    );
  const check = v.check === true;
  let result: StampResult;
  const progress = createProgressReporter({
    stream: io.stderr,
    env: io.env,
    ...(io.now ? { now: io.now } : {}),
  });
  try {
    result = await stamp({
      root,
      directory: rel(opts.directory, 'output directory'),
      ...fields,
      consumes: fields.consumes && resolveConsumes(root, cwd, fields.consumes, '--consumes'),
      dropConsumes:
        v['drop-consumes'] && resolveConsumes(root, cwd, v['drop-consumes'], '--drop-consumes'),
      inputs: v.input?.map((p) => inputPath(p, '--input')),
      inputSources: pairs(v.source, '--source', "--source 'data/reads.fq.gz=ERR123456'"),
      inputUris: pairs(v.uri, '--uri', "--uri '/ref/GRCh38.fa=https://…'"),
      errors: opts.errors,
      expectedInputs: v['expected-input'],
      force: v.force === true,
      check,
      config,
      ignored: gitIgnoreRulesFor(root, io),
      signal: io.signal,
      onProgress: (p) => progress.update(p),
    });
  } catch (error) {
    if (!(error instanceof StampError)) throw error;
    writeStampRefusal(error, io);
    return EXIT_USAGE;
  } finally {
    progress.finish();
  }
  if (opts.format === 'json') {
    const { passport, id, ...rest } = result;
    io.stdout.write(`${JSON.stringify({ ...rest, passport_id: id, passport }, null, 2)}\n`);
  } else {
    io.stdout.write(renderStampResult(result, check, shouldUseColor(io.stdout, io.env)));
  }
  return check && result.status !== 'unchanged' ? EXIT_FINDINGS : EXIT_OK;
}
