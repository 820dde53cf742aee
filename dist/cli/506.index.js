export const id = 506;
export const ids = [506];
export const modules = {

/***/ 6506:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runGraphCommand: () => (/* binding */ runGraphCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _parse_args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89611);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(70017);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(14031);
/* harmony import */ var _report_renderers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7099);
/* harmony import */ var _operations_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1370);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(71604);
/* harmony import */ var _operation_output_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(66341);
/**
 * `passport-gate graph`: draw the consumed_passports DAG of the whole
 * repository (or the neighbourhood of one passport) as Mermaid or Graphviz
 * DOT: the face of operations/graph.ts. Statuses come from a full audit, so a red node is
 * exactly a passport `passport-gate audit --all` fails.
 */








/** Default `--depth` of `--around`: producers of producers and consumers of consumers. */
const DEFAULT_AROUND_DEPTH = 2;
/** Help text of the graph command. */
const GRAPH_HELP = `Usage: passport-gate graph [options]

Print the consumed_passports graph: one node per passport, arrows from producer
to consumer. Passports that fail the audit are marked FAILING (red), edges on a
cycle are marked "cycle", ids that match no passport are drawn dashed.

Options:
${_report_renderers_js__WEBPACK_IMPORTED_MODULE_2__/* .GRAPH_RENDERERS */ .S4.help(20)}
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
function parseGraphArgs(args) {
    const { values } = (0,_parse_args_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommandArgs */ .Q)(GRAPH_HELP, {
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
    const format = _report_renderers_js__WEBPACK_IMPORTED_MODULE_2__/* .GRAPH_RENDERERS */ .S4.parse(values.format);
    if (values.depth !== undefined && values.around === undefined)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb('--depth goes with --around ID');
    let depth = DEFAULT_AROUND_DEPTH;
    if (values.depth !== undefined) {
        if (!/^\d{1,6}$/.test(values.depth))
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb('--depth must be a non-negative integer (steps from --around)');
        depth = Number(values.depth);
    }
    return { ...values, format, depth };
}
/** Runs `graph`; returns the exit code. */
async function runGraphCommand(args, io) {
    const opts = parseGraphArgs(args);
    if (opts.help) {
        io.stdout.write(GRAPH_HELP);
        return _util_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_OK */ .Ij;
    }
    const { root, config, cwd } = await (0,_io_js__WEBPACK_IMPORTED_MODULE_4__/* .loadCommandRoot */ .U0)(io, opts);
    const note = (0,_operation_output_js__WEBPACK_IMPORTED_MODULE_5__/* .noteOnStderr */ .e)(io);
    const { graph, blocks } = await (0,_operations_index_js__WEBPACK_IMPORTED_MODULE_3__/* .drawChainGraph */ .cZ)({
        root,
        config,
        note,
        signal: io.signal,
        around: opts.around === undefined
            ? undefined
            : {
                names: opts.around,
                // A path is typed relative to the working directory; ids are not paths.
                asPath: node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(root), node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(cwd, opts.around))
                    .split((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep))
                    .join('/'),
                depth: opts.depth,
            },
    });
    const text = _report_renderers_js__WEBPACK_IMPORTED_MODULE_2__/* .GRAPH_RENDERERS */ .S4.render(opts.format, graph, {
        color: false,
        pathPrefix: '',
        quiet: false,
        note,
    });
    if (opts.output !== undefined) {
        const output = await (0,_io_js__WEBPACK_IMPORTED_MODULE_4__/* .writeOutputFile */ .BF)(io, '--output', opts.output, text);
        io.stderr.write(`wrote ${graph.nodes.length} passport(s), ${graph.edges.length} edge(s) to ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeTerminal */ .en)(output)}.\n`);
    }
    else
        io.stdout.write(text);
    return blocks ? _util_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_FINDINGS */ .cB : _util_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_OK */ .Ij;
}


/***/ }),

/***/ 66341:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ noteOnStderr),
/* harmony export */   i: () => (/* binding */ printBlockingAudit)
/* harmony export */ });
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14031);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65655);


/** The `note(line)` sink of an operation: each line on stderr, escaped. */
function noteOnStderr(io) {
    return (line) => void io.stderr.write(`${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(line)}\n`);
}
/** Prints the report of an audit that blocked an operation, then `why` (one line) on stderr. */
function printBlockingAudit(report, io, why) {
    io.stderr.write((0,_report_text_js__WEBPACK_IMPORTED_MODULE_0__/* .renderTextReport */ .SW)(report, { color: (0,_report_text_js__WEBPACK_IMPORTED_MODULE_0__/* .shouldUseColor */ .I1)(io.stderr, io.env) }));
    io.stderr.write(`passport-gate: ${why}\n`);
}


/***/ })

};
