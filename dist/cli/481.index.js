export const id = 481;
export const ids = [481];
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
// EXTERNAL MODULE: ./src/audit/engine.ts
var engine = __webpack_require__(1637);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/audit/chain.ts
var audit_chain = __webpack_require__(7802);
// EXTERNAL MODULE: ./src/audit/findings.ts
var findings = __webpack_require__(8293);
;// CONCATENATED MODULE: ./src/produce/graph.ts
/**
 * The consumed_passports graph for the producer's side: the whole repository
 * (not the report's capped neighbourhood of the audited scope), built by the
 * audit's own chain code so cycles and statuses mean the same thing in both,
 * and a pure neighbourhood selection for `passport-gate graph --around`.
 */


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
    const nodes = passports.map((p) => ({ path: p.path, dir: p.dir, id: p.id, summary: p.summary }));
    // The chain rules run for their side products (cycle edges, id index); their findings are the
    // audit's business and are dropped here.
    const chain = (0,audit_chain/* checkChain */.uy)(nodes, {
        sink: new findings/* FindingSink */.RQ(),
        locate: (_node, pointer) => ({ pointer }),
        inScope: () => true,
        recheckAllResolution: false,
        pathBase: options.pathBase ?? 'root',
    });
    return (0,audit_chain/* buildChainGraph */.AN)(nodes, chain, options.failingPaths ?? new Set(), options.maxNodes ?? Number.POSITIVE_INFINITY);
}
/** Finds the node an `--around` argument names: a passport_id, a passport path, or its directory. */
function findGraphNode(graph, ref) {
    const normalized = ref.replace(/\\/g, '/').replace(/^\.\//, '').replace(/\/+$/, '');
    if (graph.nodes.some((n) => n.id === ref))
        return ref;
    const byPath = graph.nodes.find((n) => n.path === normalized);
    if (byPath)
        return byPath.id;
    const inDir = graph.nodes.filter((n) => n.path !== null && n.path.slice(0, n.path.lastIndexOf('/')) === normalized);
    return inDir.length === 1 ? (inDir[0]?.id ?? null) : null;
}
/**
 * The part of a graph within `depth` consumed_passports steps of `centerId`,
 * upstream (what it consumed, transitively) and downstream (what consumed it),
 * without siblings reached by turning around. Iterative breadth-first search;
 * pure.
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
    const kept = new Set([centerId]);
    for (const next of [upstream, downstream]) {
        const distance = new Map([[centerId, 0]]);
        const queue = [centerId];
        for (let head = 0; head < queue.length; head++) {
            const id = queue[head];
            const d = distance.get(id);
            if (d >= depth)
                continue;
            for (const w of next.get(id) ?? []) {
                if (distance.has(w))
                    continue;
                distance.set(w, d + 1);
                kept.add(w);
                queue.push(w);
            }
        }
    }
    return {
        nodes: graph.nodes.filter((n) => kept.has(n.id)),
        edges: graph.edges.filter((e) => kept.has(e.from) && kept.has(e.to)),
    };
}

// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/report/graph-diagram.ts
var graph_diagram = __webpack_require__(2566);
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
    return (0,report_escape/* escapeInvisible */.ts)(value).replace(/&/g, '&amp;').replace(/\\/g, '\\\\').replace(/"/g, '\\"');
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
    return (0,report_escape/* escapeInvisible */.ts)(value)
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
    let passports = [];
    const report = await (0,engine/* audit */.s)({
        root,
        config,
        changedFiles: null,
        signal: io.signal,
        onPassports: (read) => (passports = read),
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

/***/ 9660:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dz: () => (/* binding */ readFileCappedSync),
/* harmony export */   Tn: () => (/* binding */ readFilesCapped),
/* harmony export */   f0: () => (/* binding */ hashFileList),
/* harmony export */   oJ: () => (/* binding */ POOL_MIN_FILES),
/* harmony export */   yQ: () => (/* binding */ hashFiles)
/* harmony export */ });
/* unused harmony exports POOL_MIN_BYTES, READ_POOL_MIN_FILES, HASH_CHUNK_BYTES, HASH_CONCURRENCY, hashFile */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _fs_safe_read_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(603);
/* harmony import */ var _hash_pool_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6196);
/* harmony import */ var _hash_worker_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8701);
/* harmony import */ var _lfs_pointer_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6399);
/**
 * SHA-256 of artifacts. Each file is opened safely (see fs/safe-read), hashed
 * in fixed-size chunks so memory stays flat whatever its size, and checked not
 * to have changed while it was read. Each distinct path is hashed once per run.
 *
 * Many files are hashed on a pool of hashing threads (hash-pool.ts): the main
 * thread and a worker per further core. A single file, a small job, or a
 * caller asking for no threads is hashed on the main thread with reads
 * through the libuv pool.
 */







/**
 * Smallest job worth the threads: this many files, or {@link POOL_MIN_BYTES}.
 * A worker that is not running yet takes 30-55 ms to boot; below these a job
 * is done sooner on the main thread (bench/run.mjs, the one-passport audit).
 */
const POOL_MIN_FILES = 32;
/** See {@link POOL_MIN_FILES}: at about 1 GB/s per core, 16 MiB is what a thread start costs. */
const POOL_MIN_BYTES = 16 * 1024 * 1024;
/** Fewest files a {@link readFilesCapped} job sends to the threads. */
const READ_POOL_MIN_FILES = 256;
/** Chunk size for streaming reads on the main thread. */
const HASH_CHUNK_BYTES = 1 << 20;
/** Files hashed at once on the main thread; the libuv pool has 4 threads by default. */
const HASH_CONCURRENCY = 4;
const CHANGED_DETAIL = {
    grew: 'grew while it was being hashed',
    shrank: 'shrank while it was being hashed',
    modified: 'was modified while it was being hashed',
};
/** Hashes one already-contained absolute path on the main thread. Never throws for file-system conditions. */
async function hashFile(absolute, onBytes, maxBytes = Number.MAX_SAFE_INTEGER) {
    const opened = await (0,_fs_safe_read_js__WEBPACK_IMPORTED_MODULE_2__/* .openRegularFile */ .ZU)(absolute);
    if (!opened.ok)
        return opened;
    const { handle, stats } = opened;
    if (stats.size > maxBytes) {
        await handle.close().catch(() => undefined);
        return {
            ok: false,
            reason: 'too-large',
            detail: `is ${stats.size} bytes, over the ${maxBytes}-byte cap`,
        };
    }
    // Two buffers: the next chunk is read (on the libuv pool) while this thread hashes the
    // current one, so a single large file keeps a core hashing and another reading.
    const size = Math.min(HASH_CHUNK_BYTES, Math.max(stats.size + 1, 1));
    let chunk = Buffer.allocUnsafe(size);
    let spare = Buffer.allocUnsafe(size);
    let inflight;
    try {
        const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
        let total = 0;
        let head;
        inflight = handle.read(chunk, 0, size, 0);
        for (;;) {
            const { bytesRead } = await inflight;
            inflight = undefined;
            if (bytesRead === 0)
                break;
            // Past the recorded size by one byte at most: a file that grew is caught below.
            if (total + bytesRead <= stats.size) {
                inflight = handle.read(spare, 0, size, total + bytesRead);
            }
            if (total === 0 && stats.size <= _lfs_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .LFS_POINTER_MAX_BYTES */ .Jt)
                head = Buffer.from(chunk.subarray(0, bytesRead));
            hash.update(chunk.subarray(0, bytesRead));
            total += bytesRead;
            onBytes?.(bytesRead);
            if (total > stats.size)
                return { ok: false, reason: 'changed', detail: CHANGED_DETAIL.grew };
            if (inflight === undefined)
                break;
            [chunk, spare] = [spare, chunk];
        }
        if (total !== stats.size)
            return { ok: false, reason: 'changed', detail: CHANGED_DETAIL.shrank };
        const after = await handle.stat();
        if (after.size !== stats.size || after.mtimeMs !== stats.mtimeMs) {
            return { ok: false, reason: 'changed', detail: CHANGED_DETAIL.modified };
        }
        const lfs = head ? (0,_lfs_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .parseLfsPointer */ .y)(head) : null;
        return { ok: true, sha256: hash.digest('hex'), size: total, ...(lfs ? { lfs } : {}) };
    }
    catch (error) {
        return {
            ok: false,
            reason: 'io',
            detail: `could not be read (${error.code ?? 'EIO'})`,
        };
    }
    finally {
        // Never close under a read still in flight (an early return leaves one behind).
        await inflight?.catch(() => undefined);
        await handle.close().catch(() => undefined);
    }
}
/** A worker's refusal as the failure {@link hashFile} or readFileCapped would have returned. */
function toFailure(result, verb, maxBytes = 0) {
    switch (result.failure) {
        case 'open':
            return (0,_fs_safe_read_js__WEBPACK_IMPORTED_MODULE_2__/* .describeOpenError */ ._n)(result.code);
        case 'not-regular':
            return { ok: false, reason: 'not-regular', detail: `is ${(0,_fs_safe_read_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFileMode */ .Z6)(result.mode)}` };
        case 'too-large':
            return {
                ok: false,
                reason: 'too-large',
                detail: `is ${result.size} bytes, over the ${maxBytes}-byte cap`,
                size: result.size,
            };
        case 'io':
            return { ok: false, reason: 'io', detail: `could not be ${result.stage} (${result.code})` };
        case 'changed':
            return verb === 'hashed'
                ? { ok: false, reason: 'changed', detail: CHANGED_DETAIL[result.how] }
                : {
                    ok: false,
                    reason: 'changed',
                    detail: `${result.how === 'modified' ? 'was modified' : result.how} while it was being read`,
                };
    }
}
/** Turns a worker's raw result into the outcome {@link hashFile} would have returned. */
function toOutcome(result, maxBytes) {
    if ('sha256' in result) {
        const lfs = result.head ? (0,_lfs_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .parseLfsPointer */ .y)(result.head) : null;
        return { ok: true, sha256: result.sha256, size: result.size, ...(lfs ? { lfs } : {}) };
    }
    if ('bytes' in result)
        throw new Error('a hash job received file contents');
    return toFailure(result, 'hashed', maxBytes);
}
/** Hashes on the main thread, `concurrency` files at a time, into `results` (by index in `paths`). */
async function hashInThread(paths, indexes, results, options, progress) {
    let next = 0;
    let unreported = 0;
    const onBytes = (n) => {
        progress.bytes += n;
        unreported += n;
        // Within a large file too, as the threads do, so progress does not stall on one big file.
        if (unreported >= _hash_pool_js__WEBPACK_IMPORTED_MODULE_3__/* .WORKER_PROGRESS_BYTES */ .Hk) {
            unreported = 0;
            progress.report();
        }
    };
    const worker = async () => {
        while (next < indexes.length) {
            options.signal?.throwIfAborted();
            const i = indexes[next++];
            results[i] = await hashFile(paths[i], onBytes, options.maxBytes);
            progress.files++;
            progress.report();
        }
    };
    const concurrency = Math.max(1, options.concurrency ?? HASH_CONCURRENCY);
    await Promise.all(Array.from({ length: Math.min(concurrency, indexes.length) }, worker));
}
/**
 * Hashes a list of distinct absolute paths (already contained in the root) and returns their
 * outcomes in the list's order. The engine's form: it keeps outcomes in arrays indexed like its
 * tree, where a map keyed by the absolute path hashed each of tens of thousands of long strings
 * several times over. Never throws for file-system conditions; rejects with the signal's reason
 * when aborted (worker threads are terminated at once).
 */
async function hashFileList(paths, options = {}) {
    const results = new Array(paths.length);
    const progress = {
        files: 0,
        bytes: 0,
        report: () => options.onProgress?.({
            files: progress.files,
            totalFiles: paths.length,
            bytes: progress.bytes,
        }),
    };
    options.signal?.throwIfAborted();
    const threads = options.pool ? options.pool.size : (options.threads ?? (0,_hash_pool_js__WEBPACK_IMPORTED_MODULE_3__/* .defaultHashThreads */ .z2)());
    // One file cannot be spread over threads, and a small job does not pay for starting them.
    const small = paths.length < POOL_MIN_FILES &&
        options.expectedBytes !== undefined &&
        options.expectedBytes < POOL_MIN_BYTES;
    if (threads <= 0 || paths.length < 2 || small) {
        await hashInThread(paths, paths.map((_, i) => i), results, options, progress);
        return results;
    }
    const pool = options.pool ?? new _hash_pool_js__WEBPACK_IMPORTED_MODULE_3__/* .HashPool */ .vO(threads);
    try {
        const raw = await pool.run(paths, {
            ...(options.maxBytes !== undefined ? { maxBytes: options.maxBytes } : {}),
            regular: options.regular === true,
            signal: options.signal,
            onProgress: (files, bytes) => {
                progress.files = files;
                progress.bytes = bytes;
                progress.report();
            },
        });
        const missed = [];
        for (let i = 0; i < paths.length; i++) {
            const r = raw[i];
            if (r === undefined)
                missed.push(i);
            else
                results[i] = toOutcome(r, options.maxBytes);
        }
        // A thread that died (or could not start) left these: hash them here rather than fail the run.
        if (missed.length > 0)
            await hashInThread(paths, missed, results, options, progress);
    }
    finally {
        if (!options.pool)
            await pool.close();
    }
    return results;
}
/**
 * Hashes distinct absolute paths (already contained in the root); returns
 * outcomes by path. A path listed several times is read once. Never throws for
 * file-system conditions; rejects with the signal's reason when aborted (worker
 * threads are terminated at once).
 */
async function hashFiles(paths, options = {}) {
    const unique = [...new Set(paths)];
    const outcomes = await hashFileList(unique, options);
    return new Map(unique.map((p, i) => [p, outcomes[i]]));
}
/** A read job's raw result as the result readFileCapped would have returned. */
function toReadResult(r, maxBytes) {
    if ('bytes' in r) {
        const bytes = Buffer.from(r.bytes.buffer, r.bytes.byteOffset, r.bytes.byteLength);
        return { ok: true, bytes, size: bytes.length };
    }
    if ('sha256' in r)
        throw new Error('a read job received a digest');
    return toFailure(r, 'read', maxBytes);
}
let syncProcessor;
/**
 * Reads one small file (a passport) whole on this thread, synchronously, with the checks of
 * the hashing threads (the same file processor): the engine's form while the threads are busy
 * hashing, so reading does not wait behind them, nor they behind it. Refused when over
 * `maxBytes`. The absolute path must already be contained in the root. Never throws for
 * file-system conditions.
 */
function readFileCappedSync(absolute, maxBytes) {
    syncProcessor ??= (0,_hash_worker_js__WEBPACK_IMPORTED_MODULE_5__/* .createFileProcessor */ .xi)(node_fs__WEBPACK_IMPORTED_MODULE_1__, node_crypto__WEBPACK_IMPORTED_MODULE_0__, _hash_pool_js__WEBPACK_IMPORTED_MODULE_3__/* .HASH_THREAD_SETTINGS */ .a3, () => undefined);
    const task = syncProcessor.begin({ kind: 'read', maxBytes, paths: [absolute], regular: false }, 0);
    let result;
    while ((result = task.step()) === undefined)
        ;
    return toReadResult(result, maxBytes);
}
/**
 * Reads small files (passports) whole on the worker threads, each refused when
 * over `maxBytes` — the parallel twin of readFileCapped, with its results.
 * Absolute paths must already be contained in the root. Never throws for
 * file-system conditions; rejects with the signal's reason when aborted.
 */
async function readFilesCapped(paths, maxBytes, options = {}) {
    const unique = [...new Set(paths)];
    const results = new Map();
    options.signal?.throwIfAborted();
    const threads = options.pool ? options.pool.size : (options.threads ?? (0,_hash_pool_js__WEBPACK_IMPORTED_MODULE_3__/* .defaultHashThreads */ .z2)());
    let missed = unique;
    if (threads > 0 && unique.length >= READ_POOL_MIN_FILES) {
        const pool = options.pool ?? new _hash_pool_js__WEBPACK_IMPORTED_MODULE_3__/* .HashPool */ .vO(threads);
        try {
            const raw = await pool.run(unique, { kind: 'read', maxBytes, signal: options.signal });
            missed = [];
            unique.forEach((p, i) => {
                const r = raw[i];
                if (r === undefined)
                    missed.push(p);
                else
                    results.set(p, toReadResult(r, maxBytes));
            });
        }
        finally {
            if (!options.pool)
                await pool.close();
        }
    }
    // A few files on the main thread, several at a time so the libuv pool overlaps their system calls.
    let next = 0;
    const reader = async () => {
        while (next < missed.length) {
            options.signal?.throwIfAborted();
            const p = missed[next++];
            results.set(p, await (0,_fs_safe_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readFileCapped */ .uh)(p, maxBytes));
        }
    };
    await Promise.all(Array.from({ length: Math.min(HASH_CONCURRENCY, missed.length) }, reader));
    return results;
}


/***/ }),

/***/ 7313:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JI: () => (/* binding */ listLfsFilteredPaths)
/* harmony export */ });
/* unused harmony exports GIT_CHECK_ATTR_TIMEOUT_MS, GIT_CHECK_ATTR_MAX_BYTES */
/**
 * Which paths Git LFS manages: a file shaped like an LFS pointer stands in for its object only
 * where the repository's attributes say `filter=lfs` for its path. Anywhere else it is a file
 * like any other, and its bytes are what a passport must record; otherwise a pull request could
 * replace any small artifact with a pointer naming the digest its passport records, and pass.
 *
 * The answer is git's own (`git check-attr`): `.gitattributes` files at every level, their
 * pattern syntax and precedence, macros such as `lfs`, `.git/info/attributes`. Reimplementing
 * that matching would be a second opinion that can differ from the one that checked the files
 * out. Git runs without a shell (execFile), paths go NUL-separated on its standard input, and
 * a failure of any kind (no git, not a work tree, a timeout) means no path is LFS-managed:
 * pointers are then checked as the bytes they are (fail closed).
 */
/** Longest wait for `git check-attr`; it reads a few attribute files, so this is generous. */
const GIT_CHECK_ATTR_TIMEOUT_MS = 30_000;
/** Largest output read from `git check-attr` (about 100,000 paths). */
const GIT_CHECK_ATTR_MAX_BYTES = 64 * 1024 * 1024;
/**
 * The paths among `rels` (relative to `root`, POSIX) whose `filter` attribute is `lfs`, as
 * git reports it for the work tree holding `root`. Empty when `root` is not in a git work tree
 * or git fails. Never rejects.
 */
async function listLfsFilteredPaths(root, rels) {
    const tracked = new Set();
    if (rels.length === 0)
        return tracked;
    // Loaded on first use: node:child_process costs a few ms of every start-up otherwise, and
    // only a run that meets a pointer-shaped artifact asks.
    const { execFile } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 1421, 23));
    const stdout = await new Promise((resolve) => {
        try {
            const child = execFile('git', ['check-attr', '-z', '--stdin', 'filter'], {
                cwd: root,
                encoding: 'buffer',
                maxBuffer: GIT_CHECK_ATTR_MAX_BYTES,
                timeout: GIT_CHECK_ATTR_TIMEOUT_MS,
                // A prompt would hang the run; the gate only reads local attributes.
                env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
            }, (error, out) => resolve(error ? null : out));
            // git may exit before reading everything (not a repository): that is its answer, not ours.
            child.stdin?.on('error', () => undefined);
            child.stdin?.end(`${rels.join('\0')}\0`);
        }
        catch {
            resolve(null);
        }
    });
    if (stdout === null)
        return tracked;
    // -z output: <path> NUL <attribute> NUL <value> NUL, per path.
    const fields = stdout.toString('utf8').split('\0');
    const asked = new Set(rels);
    for (let i = 0; i + 2 < fields.length; i += 3) {
        const rel = fields[i];
        if (fields[i + 1] === 'filter' && fields[i + 2] === 'lfs' && asked.has(rel))
            tracked.add(rel);
    }
    return tracked;
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
