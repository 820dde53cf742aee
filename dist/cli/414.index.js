export const id = 414;
export const ids = [414];
export const modules = {

/***/ 31414:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runGraphCommand: () => (/* binding */ runGraphCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/cli/parse-args.ts
var parse_args = __webpack_require__(89611);
// EXTERNAL MODULE: ./src/audit/pipeline.ts + 24 modules
var pipeline = __webpack_require__(34871);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/repo/artifact-paths.ts
var artifact_paths = __webpack_require__(58949);
// EXTERNAL MODULE: ./src/repo/chain.ts + 1 modules
var repo_chain = __webpack_require__(66849);
// EXTERNAL MODULE: ./src/util/digraph.ts
var digraph = __webpack_require__(24305);
// EXTERNAL MODULE: ./src/formats/passport.ts
var passport = __webpack_require__(2800);
;// CONCATENATED MODULE: ./src/produce/graph.ts




/**
 * Builds the consumed_passports graph of a set of passports. Nodes are
 * passport ids; an edge goes from a consumer to the producer it consumes;
 * edges on a cycle are marked; an edge to an id that matches no passport is
 * kept (its `to` is not a node), so unresolved references stay visible.
 *
 * @example
 * const graph = buildGraph(await loadPassports('.'));
 * for (const e of graph.edges) console.log(`${e.from} consumes ${e.to}`);
 */
function buildGraph(passports, options = {}) {
    const nodes = passports.map((p) => ({
        path: p.path,
        dir: p.dir,
        id: p.id,
        summary: p.summary,
        claimedId: p.claimedId ?? null,
    }));
    // Every passport is checked: the graph is the whole repository's.
    const chain = (0,repo_chain/* indexChain */.IT)(nodes, {
        inScope: () => true,
        paths: (0,artifact_paths/* createArtifactPaths */.T)(options.pathBase ?? 'root'),
    });
    return (0,repo_chain/* buildChainGraph */.AN)(chain, options.failingPaths ?? new Set(), options.maxNodes ?? Number.POSITIVE_INFINITY);
}
/** Finds the node an `--around` argument names: a passport_id, a passport path, or its directory. */
function findGraphNode(graph, ref) {
    const normalized = ref.replace(/\\/g, '/').replace(/^\.\//, '').replace(/\/+$/, '');
    const id = (0,passport/* foldPassportId */.r$)(ref);
    if (graph.nodes.some((n) => n.id === id))
        return id;
    const byPath = graph.nodes.find((n) => n.path === normalized);
    if (byPath)
        return byPath.id;
    const inDir = graph.nodes.filter((n) => n.path !== null && n.path.slice(0, n.path.lastIndexOf('/')) === normalized);
    return inDir.length === 1 ? (inDir[0]?.id ?? null) : null;
}
/**
 * The part of a graph within `depth` consumed_passports steps of `centerId`,
 * upstream (what it consumed, transitively) and downstream (what consumed it),
 * without siblings reached by turning around (util/digraph.ts); pure.
 */
function selectNeighbourhood(graph, centerId, depth) {
    const upstream = new Map();
    const downstream = new Map();
    const link = (index, from, to) => {
        const list = index.get(from);
        if (list)
            list.push(to);
        else
            index.set(from, [to]);
    };
    for (const e of graph.edges) {
        link(upstream, e.from, e.to);
        link(downstream, e.to, e.from);
    }
    // Upstream and downstream apart: a sibling reached by turning around is not a neighbour.
    const kept = new Set();
    for (const index of [upstream, downstream])
        for (const id of (0,digraph/* reachWithin */.Hs)(centerId, depth, (n) => index.get(n) ?? []))
            kept.add(id);
    return {
        nodes: graph.nodes.filter((n) => kept.has(n.id)),
        edges: graph.edges.filter((e) => kept.has(e.from) && kept.has(e.to)),
    };
}

// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/report/renderers.ts + 9 modules
var renderers = __webpack_require__(27872);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(71604);
;// CONCATENATED MODULE: ./src/cli/graph-command.ts
/**
 * `passport-gate graph`: draw the consumed_passports DAG of the whole
 * repository (or the neighbourhood of one passport) as Mermaid or Graphviz
 * DOT. Statuses come from a full audit, so a red node is exactly a passport
 * `passport-gate audit --all` fails.
 */








/** Default `--depth` of `--around`: producers of producers and consumers of consumers. */
const DEFAULT_AROUND_DEPTH = 2;
/** Help text of the graph command. */
const GRAPH_HELP = `Usage: passport-gate graph [options]

Print the consumed_passports graph: one node per passport, arrows from producer
to consumer. Passports that fail the audit are marked FAILING (red), edges on a
cycle are marked "cycle", ids that match no passport are drawn dashed.

Options:
${renderers/* GRAPH_RENDERERS */.S4.help(20)}
  --around ID       only the passports within --depth steps of ID (a passport_id,
                    a *.passport.json path or its directory), up- and downstream
  --depth N         steps for --around (default: ${DEFAULT_AROUND_DEPTH})
  --output FILE     write to FILE (atomically) instead of stdout
  --root DIR        repository root (default: the git top level, else .)
  --config FILE     config file (default: <root>/.passport-gate.yml or .yaml, optional)
  --debug           print stack traces of internal errors
  -h, --help        show this help

Exit codes: 0 drawn and nothing in it fails, 1 drawn and it shows a failing
passport, a cycle or an unresolved id, 2 usage/config error.

Examples:
  passport-gate graph > chain.mmd
  passport-gate graph --format dot | dot -Tsvg > chain.svg
  passport-gate graph --around results/variants --depth 1
`;
/** Parses `graph` arguments; throws UsageError with what to do. */
function parseGraphArgs(args) {
    const { values } = (0,parse_args/* parseCommandArgs */.Q)(GRAPH_HELP, {
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
    const format = renderers/* GRAPH_RENDERERS */.S4.parse(values.format);
    if (values.depth !== undefined && values.around === undefined)
        throw new errors/* UsageError */.eb('--depth goes with --around ID');
    let depth = DEFAULT_AROUND_DEPTH;
    if (values.depth !== undefined) {
        if (!/^\d{1,6}$/.test(values.depth))
            throw new errors/* UsageError */.eb('--depth must be a non-negative integer (steps from --around)');
        depth = Number(values.depth);
    }
    return { ...values, format, depth };
}
/** True when the drawn graph shows something the audit fails on. */
function graphShowsProblems(graph) {
    const ids = new Set(graph.nodes.map((n) => n.id));
    return (graph.nodes.some((n) => n.status === 'fail') ||
        graph.edges.some((e) => e.cycle || !ids.has(e.to)));
}
/** Runs `graph`; returns the exit code. */
async function runGraphCommand(args, io) {
    const opts = parseGraphArgs(args);
    if (opts.help) {
        io.stdout.write(GRAPH_HELP);
        return errors/* EXIT_OK */.Ij;
    }
    const { root, config, cwd } = await (0,cli_io/* loadCommandRoot */.U0)(io, opts);
    const { report, passports } = await (0,pipeline/* auditRepository */.Qx)({
        root,
        config,
        changedFiles: null,
        signal: io.signal,
        ...(0,cli_io/* gitQuestionsFor */.D2)(root, io),
    });
    const failingPaths = new Set(report.passports.filter((p) => p.status === 'fail').map((p) => p.path));
    let graph = buildGraph(passports, { failingPaths, pathBase: config.pathBase });
    if (opts.around !== undefined) {
        // A path is typed relative to the working directory; ids are not paths.
        const typed = opts.around;
        const asPath = external_node_path_default().relative(external_node_path_default().resolve(root), external_node_path_default().resolve(cwd, typed))
            .split((external_node_path_default()).sep)
            .join('/');
        const center = findGraphNode(graph, typed) ?? findGraphNode(graph, asPath);
        if (center === null) {
            throw new errors/* UsageError */.eb(`--around ${JSON.stringify(typed)} names no passport (by passport_id, *.passport.json path or directory holding one); run "passport-gate graph" to see them all`);
        }
        graph = selectNeighbourhood(graph, center, opts.depth);
    }
    const text = renderers/* GRAPH_RENDERERS */.S4.render(opts.format, graph, {
        color: false,
        pathPrefix: '',
        quiet: false,
        note: (line) => void io.stderr.write(`${line}\n`),
    });
    if (opts.output !== undefined) {
        const output = await (0,cli_io/* writeOutputFile */.BF)(io, '--output', opts.output, text);
        io.stderr.write(`wrote ${graph.nodes.length} passport(s), ${graph.edges.length} edge(s) to ${(0,report_escape/* escapeTerminal */.en)(output)}.\n`);
    }
    else
        io.stdout.write(text);
    return graphShowsProblems(graph) ? errors/* EXIT_FINDINGS */.cB : errors/* EXIT_OK */.Ij;
}


/***/ })

};
