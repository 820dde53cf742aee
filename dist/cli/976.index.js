export const id = 976;
export const ids = [976];
export const modules = {

/***/ 3976:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_AROUND_DEPTH: () => (/* binding */ DEFAULT_AROUND_DEPTH),
  GRAPH_HELP: () => (/* binding */ GRAPH_HELP),
  graphShowsProblems: () => (/* binding */ graphShowsProblems),
  parseGraphArgs: () => (/* binding */ parseGraphArgs),
  runGraphCommand: () => (/* binding */ runGraphCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/cli/parse-args.ts
var parse_args = __webpack_require__(9611);
// EXTERNAL MODULE: ./src/audit/pipeline.ts + 16 modules
var pipeline = __webpack_require__(4524);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/repo/artifact-paths.ts
var artifact_paths = __webpack_require__(8949);
// EXTERNAL MODULE: ./src/repo/chain.ts + 1 modules
var repo_chain = __webpack_require__(6849);
// EXTERNAL MODULE: ./src/core/digraph.ts
var digraph = __webpack_require__(5662);
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
 * without siblings reached by turning around (core/digraph.ts); pure.
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
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/report/graph-diagram.ts
var graph_diagram = __webpack_require__(2566);
// EXTERNAL MODULE: ./src/core/untrusted.ts
var untrusted = __webpack_require__(2613);
;// CONCATENATED MODULE: ./src/report/graph-dot.ts


/**
 * Escapes text for a DOT double-quoted `label`: it renders as the text itself.
 *
 * Graphviz decodes HTML entities in every string attribute (htmlEntityUTF8), so `&` becomes
 * `&amp;`: an id holding `&#92;n` would otherwise be a backslash and then a line break. In a
 * label Graphviz reads one level of backslash escapes (`\\` is a backslash, `\N` the node
 * name), so backslashes are doubled.
 */
function escapeDotLabel(value) {
    // escapeInvisible first: controls become visible \uXXXX text, whose backslash is then
    // escaped like any other, so DOT never sees an escape sequence the repository wrote.
    return (0,untrusted/* escapeInvisible */.ts)(value).replace(/&/g, '&amp;').replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}
/**
 * Escapes text for a DOT double-quoted node `tooltip` (the SVG `<title>` and `xlink:title`): it
 * renders as the text itself.
 *
 * A node tooltip goes through two levels of backslash escapes where a label goes through one:
 * Graphviz first reads `\\` as a backslash (and `\x` as `x`), then substitutes `\N`, `\G`,
 * `\E`, `\T`, `\H` and `\L` in what is left, so `x\\N` in the source shows the node's name.
 * Four backslashes in the source are one in the tooltip. Checked with Graphviz 2.43 (`dot`
 * of Debian 12) and 16.1 (@hpcc-js/wasm-graphviz) in __tests__/consumers/graphviz-dot.test.ts;
 * an entity (`&#92;`) is no way out, since entities are decoded before the escapes are read.
 */
function escapeDotTooltip(value) {
    return (0,untrusted/* escapeInvisible */.ts)(value)
        .replace(/&/g, '&amp;')
        .replace(/\\/g, '\\\\\\\\')
        .replace(/"/g, '\\"');
}
/** Attributes of a node by status. */
const NODE_STYLE = {
    pass: 'color="#1a7f37"',
    fail: 'color="#d1242f", fontcolor="#d1242f", penwidth=2',
    unknown: 'color="#8c959f", style="rounded,dashed"',
    unresolved: 'color="#9a6700", style="rounded,dashed"',
};
/** Renders the graph as a DOT digraph. Deterministic: the plan's order. */
function renderDot(graph, limits = {}) {
    const plan = (0,graph_diagram/* planDiagram */.V$)(graph, {
        maxNodes: limits.maxNodes ?? Number.POSITIVE_INFINITY,
        maxEdges: limits.maxEdges ?? Number.POSITIVE_INFINITY,
    });
    const lines = [
        'digraph passports {',
        '  rankdir=LR;',
        '  node [shape=box, style=rounded, fontname="Helvetica"];',
    ];
    for (const n of plan.nodes) {
        const label = `${n.status === 'fail' ? 'FAILING: ' : ''}${(0,graph_diagram/* nodeLabel */.dA)(n)}`;
        lines.push(`  ${n.key} [label="${escapeDotLabel(label)}", tooltip="${escapeDotTooltip(n.id)}", ${NODE_STYLE[n.status]}];`);
    }
    for (const e of plan.edges) {
        lines.push(`  ${e.from} -> ${e.to}${e.cycle ? ' [label="cycle", color="#d1242f", penwidth=3]' : ''};`);
    }
    lines.push('}');
    return `${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
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
  --format FMT      mermaid | dot (default: mermaid; paste into a \`\`\`mermaid block,
                    or pipe DOT to "dot -Tsvg")
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
const FORMATS = ['mermaid', 'dot'];
/** Parses `graph` arguments; throws UsageError with what to do. */
function parseGraphArgs(args) {
    const { values } = (0,parse_args/* parseCommandArgs */.Qx)(GRAPH_HELP, {
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
    const format = values.format ?? 'mermaid';
    if (!FORMATS.includes(format))
        throw new errors/* UsageError */.eb(`--format must be one of ${FORMATS.join(', ')}`);
    if (values.depth !== undefined && values.around === undefined)
        throw new errors/* UsageError */.eb('--depth goes with --around ID');
    let depth = DEFAULT_AROUND_DEPTH;
    if (values.depth !== undefined) {
        if (!/^\d{1,6}$/.test(values.depth))
            throw new errors/* UsageError */.eb('--depth must be a non-negative integer (steps from --around)');
        depth = Number(values.depth);
    }
    return { ...values, format: format, depth };
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
    const { report, passports } = await (0,pipeline/* auditRepository */.Q)({
        root,
        config,
        changedFiles: null,
        signal: io.signal,
        ignored: (0,cli_io/* gitIgnoreRulesFor */.vU)(root, io),
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
    let text;
    if (opts.format === 'dot')
        text = renderDot(graph);
    else {
        const plan = (0,graph_diagram/* planMermaid */.hC)(graph);
        if (plan.omittedNodes > 0 || plan.omittedEdges > 0) {
            io.stderr.write(`note: the Mermaid diagram leaves out ${plan.omittedNodes} node(s) and ${plan.omittedEdges} edge(s) to stay within Mermaid's limits; use --around ID or --format dot for the rest.\n`);
        }
        text = (0,graph_diagram/* renderMermaidPlan */.jS)(plan);
    }
    if (opts.output !== undefined) {
        const output = await (0,cli_io/* writeOutputFile */.BF)(io, '--output', opts.output, text);
        io.stderr.write(`wrote ${graph.nodes.length} passport(s), ${graph.edges.length} edge(s) to ${(0,report_escape/* escapeTerminal */.en)(output)}.\n`);
    }
    else
        io.stdout.write(text);
    return graphShowsProblems(graph) ? errors/* EXIT_FINDINGS */.cB : errors/* EXIT_OK */.Ij;
}


/***/ }),

/***/ 2566:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V$: () => (/* binding */ planDiagram),
/* harmony export */   dA: () => (/* binding */ nodeLabel),
/* harmony export */   hC: () => (/* binding */ planMermaid),
/* harmony export */   jS: () => (/* binding */ renderMermaidPlan)
/* harmony export */ });
/* unused harmony exports MERMAID_MAX_TEXT_CHARS, MERMAID_MAX_EDGES, DIAGRAM_MAX_NODES, DIAGRAM_LABEL_MAX_CHARS, escapeMermaidText, renderMermaid */
/** Mermaid's default `maxTextSize`: larger diagrams are refused. https://mermaid.js.org/config/schema-docs/config.html#maxtextsize */
const MERMAID_MAX_TEXT_CHARS = 50_000;
/** Mermaid's default `maxEdges`. https://mermaid.js.org/config/schema-docs/config.html#maxedges */
const MERMAID_MAX_EDGES = 500;
/** Nodes drawn at most; a diagram of more is not readable in a job summary. */
const DIAGRAM_MAX_NODES = 150;
/** Longest label text (before escaping). */
const DIAGRAM_LABEL_MAX_CHARS = 80;
const DEFAULT_LIMITS = { maxNodes: DIAGRAM_MAX_NODES, maxEdges: MERMAID_MAX_EDGES };
/**
 * Chooses the nodes and edges to draw: failing and unresolved nodes and those
 * on a cycle first, then the rest in report order, up to `limits.maxNodes`;
 * cycle edges before the others, up to `limits.maxEdges`.
 */
function planDiagram(graph, limits = {}, changes) {
    const { maxNodes, maxEdges } = { ...DEFAULT_LIMITS, ...limits };
    const all = new Map();
    for (const n of graph.nodes)
        if (!all.has(n.id))
            all.set(n.id, { id: n.id, skill: n.skill, path: n.path, status: n.status });
    for (const e of graph.edges) {
        for (const id of [e.from, e.to])
            if (!all.has(id))
                all.set(id, { id, skill: null, path: null, status: 'unresolved' });
    }
    const onCycle = new Set(graph.edges.filter((e) => e.cycle).flatMap((e) => [e.from, e.to]));
    // With changes, every node has one (unchanged unless said), and changed and stale ones are drawn first too.
    if (changes)
        for (const n of all.values())
            n.change = changes.get(n.id) ?? 'unchanged';
    const urgent = (n) => n.status === 'fail' ||
        n.status === 'unresolved' ||
        onCycle.has(n.id) ||
        n.change === 'changed' ||
        n.change === 'stale';
    const ordered = [...all.values()]
        .filter(urgent)
        .concat([...all.values()].filter((n) => !urgent(n)));
    const kept = ordered.slice(0, Math.max(0, maxNodes));
    const keyOf = new Map();
    const nodes = kept.map((n, i) => {
        keyOf.set(n.id, `n${i}`);
        return { key: `n${i}`, ...n };
    });
    const seen = new Set();
    const candidates = [
        ...graph.edges.filter((e) => e.cycle),
        ...graph.edges.filter((e) => !e.cycle),
    ];
    const edges = [];
    let droppable = 0;
    for (const e of candidates) {
        const producer = keyOf.get(e.to);
        const consumer = keyOf.get(e.from);
        const dedupe = `${e.to}\u0000${e.from}`;
        if (seen.has(dedupe))
            continue;
        seen.add(dedupe);
        if (producer === undefined || consumer === undefined || edges.length >= maxEdges) {
            droppable++;
            continue;
        }
        edges.push({ from: producer, to: consumer, cycle: e.cycle });
    }
    return { nodes, edges, omittedNodes: all.size - nodes.length, omittedEdges: droppable };
}
/** The label text of a node (untrusted, unescaped, at most {@link DIAGRAM_LABEL_MAX_CHARS} characters). */
function nodeLabel(node) {
    // The change is written out too: a reader who cannot tell the outlines apart still reads it.
    const mark = node.change === 'changed' ? 'changed: ' : node.change === 'stale' ? 'stale: ' : '';
    const text = node.status === 'unresolved'
        ? `unresolved ${node.id}`
        : `${mark}${node.skill ?? 'unknown skill'} · ${node.path ?? node.id}`;
    const chars = [...text];
    return chars.length > DIAGRAM_LABEL_MAX_CHARS
        ? `${chars.slice(0, DIAGRAM_LABEL_MAX_CHARS - 1).join('')}…`
        : text;
}
/**
 * Escapes text for a double-quoted Mermaid label: letters, digits, space and
 * `_ . , / -` stay; everything else becomes a decimal entity code (`#34;`),
 * which Mermaid renders as the character and never parses as syntax.
 */
function escapeMermaidText(text) {
    let out = '';
    for (const ch of text)
        out += /^[A-Za-z0-9 _.,/-]$/.test(ch) ? ch : `#${ch.codePointAt(0)};`;
    return out;
}
const CLASS_DEFS = [
    'classDef pass fill:#dafbe1,stroke:#1a7f37,color:#1f2328',
    'classDef fail fill:#ffebe9,stroke:#d1242f,stroke-width:2px,color:#1f2328',
    'classDef unknown fill:#f6f8fa,stroke:#8c959f,color:#1f2328',
    'classDef unresolved fill:#fff8c5,stroke:#9a6700,stroke-dasharray:5 5,color:#1f2328',
];
/** Outlines of the change classes, defined after the status classes so their stroke wins. */
const CHANGE_CLASS_DEFS = [
    ['changed', 'classDef changed stroke:#0969da,stroke-width:4px'],
    ['stale', 'classDef stale stroke:#bc4c00,stroke-width:4px,stroke-dasharray:8 4'],
    ['unchanged', 'classDef unchanged stroke-width:1px'],
];
/** Formats a plan as a Mermaid flowchart (without the code fence). */
function renderMermaidPlan(plan) {
    const lines = ['flowchart LR'];
    for (const n of plan.nodes)
        lines.push(`  ${n.key}["${escapeMermaidText(nodeLabel(n))}"]:::${n.status}`);
    const cycleIndexes = [];
    plan.edges.forEach((e, i) => {
        if (e.cycle) {
            cycleIndexes.push(i);
            lines.push(`  ${e.from} ==>|cycle| ${e.to}`);
        }
        else
            lines.push(`  ${e.from} --> ${e.to}`);
    });
    for (const c of CLASS_DEFS)
        lines.push(`  ${c}`);
    if (plan.nodes.some((n) => n.change !== undefined)) {
        for (const [change, def] of CHANGE_CLASS_DEFS) {
            lines.push(`  ${def}`);
            const keys = plan.nodes.filter((n) => n.change === change).map((n) => n.key);
            if (keys.length > 0)
                lines.push(`  class ${keys.join(',')} ${change}`);
        }
    }
    if (cycleIndexes.length > 0)
        lines.push(`  linkStyle ${cycleIndexes.join(',')} stroke:#d1242f,stroke-width:3px`);
    return `${lines.join('\n')}\n`;
}
/**
 * The plan {@link renderMermaid} draws: {@link planDiagram} with fewer nodes
 * until the text fits {@link MERMAID_MAX_TEXT_CHARS}.
 */
function planMermaid(graph, limits = {}, changes) {
    let maxNodes = limits.maxNodes ?? DIAGRAM_MAX_NODES;
    for (;;) {
        const plan = planDiagram(graph, { ...limits, maxNodes }, changes);
        if (renderMermaidPlan(plan).length <= MERMAID_MAX_TEXT_CHARS || maxNodes <= 1)
            return plan;
        maxNodes = Math.floor(maxNodes / 2);
    }
}
/**
 * Renders the graph as a Mermaid flowchart (without the code fence): failing
 * passports in red, unresolved ids dashed, cycle edges thick and red.
 */
function renderMermaid(graph, limits = {}, changes) {
    return renderMermaidPlan(planMermaid(graph, limits, changes));
}


/***/ })

};
