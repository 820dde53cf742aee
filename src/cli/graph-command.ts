/**
 * `passport-gate graph`: draw the consumed_passports DAG of the whole
 * repository (or the neighbourhood of one passport) as Mermaid or Graphviz
 * DOT: the face of operations/graph.ts. Statuses come from a full audit, so a red node is
 * exactly a passport `passport-gate audit --all` fails.
 */
import path from 'node:path';
import { parseCommandArgs } from './parse-args.js';
import { EXIT_FINDINGS, EXIT_OK, UsageError } from '../util/errors.js';
import { escapeTerminal } from '../report/escape.js';
import { GRAPH_RENDERERS } from '../report/renderers.js';
import { drawChainGraph } from '../operations/index.js';
import { writeOutputFile } from '../fs/output-file.js';
import { loadCommandRoot, type CliIo } from './io.js';
import { noteOnStderr } from './operation-output.js';

/** Default `--depth` of `--around`: producers of producers and consumers of consumers. */
const DEFAULT_AROUND_DEPTH = 2;

/** Help text of the graph command. */
const GRAPH_HELP = `Usage: passport-gate graph [options]

Print the consumed_passports graph: one node per passport, arrows from producer
to consumer. Passports that fail the audit are marked FAILING (red), edges on a
cycle are marked "cycle", ids that match no passport are drawn dashed.

Options:
${GRAPH_RENDERERS.help(20)}
  --around ID       only the passports within --depth steps of ID (a passport_id,
                    a *.passport.json path or its directory), up- and downstream
  --depth N         steps for --around (default: ${DEFAULT_AROUND_DEPTH})
  --output FILE     write to FILE (atomically) instead of stdout
  --root DIR        repository root (default: the git top level, else .)
  --config FILE     config file (default: <root>/.passport-gate.yml or .yaml, optional)
  --debug           print stack traces of internal errors
  -h, --help        show this help

Exit codes: 0 drawn and nothing fails, 1 drawn and the audit fails (as
"passport-gate audit --all" would) or the graph shows a cycle or an unresolved
id, 2 usage/config error.

Examples:
  passport-gate graph > chain.mmd
  passport-gate graph --format dot | dot -Tsvg > chain.svg
  passport-gate graph --around results/variants --depth 1
`;

/** Parses `graph` arguments; throws UsageError with what to do. */
function parseGraphArgs(args: string[]) {
  const { values } = parseCommandArgs(GRAPH_HELP, {
    args,
    strict: true,
    allowPositionals: false,
    options: {
      format: { type: 'string' },
      around: { type: 'string' },
      depth: { type: 'string' },
      output: { type: 'string' },
      root: { type: 'string' },
      config: { type: 'string' },
      debug: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const format = GRAPH_RENDERERS.parse(values.format);
  if (values.depth !== undefined && values.around === undefined)
    throw new UsageError('--depth goes with --around ID');
  let depth = DEFAULT_AROUND_DEPTH;
  if (values.depth !== undefined) {
    if (!/^\d{1,6}$/.test(values.depth))
      throw new UsageError('--depth must be a non-negative integer (steps from --around)');
    depth = Number(values.depth);
  }
  return { ...values, format, depth };
}

/** Runs `graph`; returns the exit code. */
export async function runGraphCommand(args: string[], io: CliIo): Promise<number> {
  const opts = parseGraphArgs(args);
  if (opts.help) {
    io.stdout.write(GRAPH_HELP);
    return EXIT_OK;
  }
  const { root, config, cwd } = await loadCommandRoot(io, opts);
  const note = noteOnStderr(io);
  const { graph, blocks } = await drawChainGraph({
    root,
    config,
    note,
    signal: io.signal,
    around:
      opts.around === undefined
        ? undefined
        : {
            names: opts.around,
            // A path is typed relative to the working directory; ids are not paths.
            asPath: path
              .relative(path.resolve(root), path.resolve(cwd, opts.around))
              .split(path.sep)
              .join('/'),
            depth: opts.depth,
          },
  });
  const text = GRAPH_RENDERERS.render(opts.format, graph, {
    color: false,
    pathPrefix: '',
    quiet: false,
    note,
  });
  if (opts.output !== undefined) {
    const output = await writeOutputFile(io, '--output', opts.output, text);
    io.stderr.write(
      `wrote ${graph.nodes.length} passport(s), ${graph.edges.length} edge(s) to ${escapeTerminal(output)}.\n`,
    );
  } else io.stdout.write(text);
  return blocks ? EXIT_FINDINGS : EXIT_OK;
}
