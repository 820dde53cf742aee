/**
 * `passport-gate diff`: the provenance diff between two git revisions — passports added,
 * removed or changed (artifacts, produced_by, parameters, decisions, failed steps, edges),
 * the stale passports downstream in re-run order, and the provenance coverage of both.
 * The base is read from git objects (no checkout); the head is the working tree unless
 * `--head` names a revision. The face of operations/diff.ts: the revisions resolved, the diff
 * rendered.
 */
import { realpath } from 'node:fs/promises';
import { parseCommandArgs } from './parse-args.js';
import type { ProvenanceDiff } from '../core/diff-model.js';
import { EXIT_FINDINGS, EXIT_OK, UsageError } from '../util/errors.js';
import { toPathPrefix } from '../fs/paths.js';
import { writeOutputFile } from '../fs/output-file.js';
import { DIFF_RENDERERS } from '../report/renderers.js';
import { diffRevisions } from '../operations/index.js';
import { listChangedSince } from '../hosts/at-revision/changed-files.js';
import { shouldUseColor } from '../report/text.js';
import {
  checkRevisionArgument,
  findTopLevelFor,
  resolveRevision,
} from '../hosts/at-revision/revision.js';
import { loadCommandRoot, type CliIo } from './io.js';

/** Help text of the diff command. */
const DIFF_HELP = `Usage: passport-gate diff --base REF [options]

Show what a change did to the provenance: every passport added, removed or
changed between two git revisions (outputs and inputs with old and new sha256
and size, produced_by, parameters, decisions, failed steps, consumed_passports
edges), the passports downstream that consumed a modified output and were not
made again (a re-run plan in dependency order, each with the command that
re-runs the step), and the provenance coverage of both revisions.

A base passport is paired with a head passport by path, then by passport_id (a
moved passport), then by directory (a passport recreated under another name).

Options:
  --base REF        the revision to compare with (e.g. origin/main), read from git
  --head REF        the revision to compare (default: the working tree, as files on disk,
                    committed or not)
${DIFF_RENDERERS.help(20)}
  --output FILE     write to FILE (atomically) instead of stdout
  --root DIR        repository root (default: the git top level, else .)
  --config FILE     config file (default: <root>/.passport-gate.yml or .yaml, optional);
                    its outputs:, ignore: and path-base apply to both revisions
  --quiet           print no notes on stderr
  --debug           print stack traces of internal errors
  -h, --help        show this help

Exit codes: 0 no stale passport and every passport read, 1 the change leaves stale
passports (the re-run plan is not empty), changes a file a passport lists without
changing that passport (a hand edit), or a passport could not be read, 2 usage
error (a REF that names no commit, not a git repository, a shallow clone without
the base), 130 interrupted, 141 the reader of stdout went away.

Examples:
  passport-gate diff --base origin/main
  passport-gate diff --base origin/main --head HEAD --format json --output diff.json
  passport-gate diff --base main~1 --format markdown
`;

/** Parses `diff` arguments; throws UsageError with what to do. */
function parseDiffArgs(args: string[]) {
  const { values } = parseCommandArgs(DIFF_HELP, {
    args,
    strict: true,
    allowPositionals: false,
    options: {
      base: { type: 'string' },
      head: { type: 'string' },
      format: { type: 'string' },
      output: { type: 'string' },
      root: { type: 'string' },
      config: { type: 'string' },
      quiet: { type: 'boolean' },
      debug: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const format = DIFF_RENDERERS.parse(values.format);
  if (!values.help && values.base === undefined)
    throw new UsageError('diff needs --base REF, e.g. "passport-gate diff --base origin/main"');
  for (const flag of ['base', 'head'] as const) {
    const ref = values[flag];
    if (ref !== undefined) checkRevisionArgument(ref, `--${flag}`);
  }
  return { ...values, format };
}

/** The exit code a diff means: 1 when it leaves stale passports or could not read one. */
function exitCodeOfDiff(diff: ProvenanceDiff): number {
  return diff.stale.length > 0 || diff.problems.length > 0 ? EXIT_FINDINGS : EXIT_OK;
}

/** Runs `diff`; returns the exit code. */
export async function runDiffCommand(args: string[], io: CliIo): Promise<number> {
  const opts = parseDiffArgs(args);
  if (opts.help) {
    io.stdout.write(DIFF_HELP);
    return EXIT_OK;
  }
  const { root, config } = await loadCommandRoot(io, opts);
  const top = await findTopLevelFor(root, 'diff');
  const baseRef = opts.base as string;
  const baseSha = await resolveRevision(top, baseRef, '--base');
  const headSha = opts.head === undefined ? null : await resolveRevision(top, opts.head, '--head');
  // git names the top level by its real path: the root is made real to find its place below it.
  const prefix = toPathPrefix(top, await realpath(root).catch(() => root));
  const { diff, mismatched } = await diffRevisions({
    root,
    top,
    prefix,
    config,
    base: { ref: baseRef, sha: baseSha },
    head: headSha === null ? null : { ref: opts.head as string, sha: headSha },
    listChanged: () => listChangedSince(root, baseSha, '--base', headSha ?? undefined),
    signal: io.signal,
  });
  const text = DIFF_RENDERERS.render(opts.format, diff, {
    color: !opts.output && shouldUseColor(io.stdout, io.env),
    pathPrefix: '',
    quiet: opts.quiet === true,
    note: (line) => void io.stderr.write(`${line}\n`),
    mismatched,
  });
  if (opts.output !== undefined) {
    await writeOutputFile(io, '--output', opts.output, text);
    if (opts.quiet !== true)
      io.stderr.write(
        `${diff.summary.passports_changed + diff.summary.passports_added + diff.summary.passports_removed} passport(s) differ, ${diff.stale.length} stale.\n`,
      );
  } else io.stdout.write(text);
  return mismatched.length > 0 ? EXIT_FINDINGS : exitCodeOfDiff(diff);
}
