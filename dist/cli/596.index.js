export const id = 596;
export const ids = [596];
export const modules = {

/***/ 58949:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ createArtifactPaths)
/* harmony export */ });
/* harmony import */ var _util_relative_path_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9344);
/**
 * Artifact paths as passports write them, made repository-relative: relative
 * to the root (the default) or to the passport's directory (`path-base:
 * passport`), checked lexically (util/relative-path.ts) before any file system
 * call. The same spellings come up in several passes (scope, plan, producers)
 * and as the output of one passport and the input of others: each is
 * normalized once.
 */

/** The normalizer of a run whose config says `pathBase`. */
function createArtifactPaths(pathBase) {
    const normalized = new Map();
    const check = (raw, dir) => {
        const base = pathBase === 'passport' ? dir : '';
        // Root-relative (the default): the spelling alone is the key, no string to build per lookup.
        const key = base === '' ? raw : `${base}\0${raw}`;
        let checked = normalized.get(key);
        if (checked === undefined) {
            checked = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_0__/* .checkRelativePath */ ._k)(raw, base);
            normalized.set(key, checked);
        }
        return checked;
    };
    return {
        check,
        rel: (raw, dir) => {
            const checked = check(raw, dir);
            return checked.ok ? checked.rel : null;
        },
    };
}


/***/ }),

/***/ 66849:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Qn: () => (/* binding */ EMPTY_CHAIN),
  AN: () => (/* binding */ buildChainGraph),
  IT: () => (/* binding */ indexChain)
});

// UNUSED EXPORTS: MAX_GRAPH_NODES

// EXTERNAL MODULE: ./src/util/digraph.ts
var digraph = __webpack_require__(24305);
;// CONCATENATED MODULE: ./src/repo/producers.ts
/** Indexes the outputs of `nodes` by repository-relative path, then digest. */
function indexProducers(nodes, paths) {
    // Path, then digest: two lookups of strings the passports already hold, where one key per
    // artifact built by concatenation cost a new string (and its hash) for each of tens of thousands.
    const byPath = new Map();
    for (const n of nodes) {
        for (const o of n.summary?.outputs ?? []) {
            const rel = paths.rel(o.path, n.dir);
            if (rel === null || o.sha256 === null)
                continue;
            let byDigest = byPath.get(rel);
            if (!byDigest)
                byPath.set(rel, (byDigest = new Map()));
            const list = byDigest.get(o.sha256);
            if (list)
                list.push(n);
            else
                byDigest.set(o.sha256, [n]);
        }
    }
    return {
        lookup: (rel, sha256) => byPath.get(rel)?.get(sha256) ?? [],
        digestsAt: (rel) => byPath.get(rel),
    };
}

;// CONCATENATED MODULE: ./src/repo/chain.ts
/**
 * The consumed_passports graph: which passport each consumed id names, which
 * passports a run checks, where the graph cycles, and the export of the part
 * around the checked passports for reports and diagrams. The chain rules
 * (rules/families/chain.ts), the report's graph and `passport-gate graph` all
 * read this one index, so a cycle and a status mean the same thing in each.
 * Id indexes are Maps, so ids like "__proto__" are plain data.
 */


/** Most nodes drawn in the report's graph (and so in the summary's diagram). */
const MAX_GRAPH_NODES = 300;
/** Indexes the consumed_passports graph of `nodes`. */
function indexChain(nodes, options) {
    const byId = new Map();
    const refusedById = new Map();
    const refused = [];
    const addTo = (index, id, n) => {
        const list = index.get(id);
        if (list)
            list.push(n);
        else
            index.set(id, [n]);
    };
    for (const n of nodes) {
        // A refused passport is absent: its id, were it readable, resolves nothing.
        if (n.summary === null) {
            refused.push(n);
            if (n.claimedId)
                addTo(refusedById, n.claimedId, n);
        }
        else if (n.id !== null)
            addTo(byId, n.id, n);
    }
    const checked = selectChecked(nodes, options.inScope);
    let cycles;
    let edges;
    let producers;
    const index = {
        nodes,
        byId,
        refusedById,
        refused,
        checked,
        cycles: () => (cycles ??= findCycles(nodes, byId)),
        cycleEdges: () => (edges ??= collectCycleEdges(index.cycles(), checked)),
        producersOf: (rel, sha256) => (producers ??= indexProducers(nodes, options.paths)).lookup(rel, sha256),
        producerDigestsAt: (rel) => (producers ??= indexProducers(nodes, options.paths)).digestsAt(rel),
    };
    return index;
}
/** The chain of a run that evaluates no chain rules (a shard other than the first). */
const EMPTY_CHAIN = {
    nodes: [],
    byId: new Map(),
    refusedById: new Map(),
    refused: [],
    checked: new Set(),
    cycles: () => [],
    cycleEdges: () => new Set(),
    producersOf: () => [],
    producerDigestsAt: () => undefined,
};
/** The set to check: scoped passports and every passport consuming one of them. */
function selectChecked(nodes, inScope) {
    const checked = new Set();
    const scopedIds = new Set();
    for (const n of nodes) {
        if (inScope(n)) {
            checked.add(n);
            if (n.id !== null)
                scopedIds.add(n.id);
        }
    }
    for (const n of nodes)
        if (n.summary?.consumed.some((c) => scopedIds.has(c)))
            checked.add(n);
    return checked;
}
/** Every cyclic component of the graph (an edge goes to the first passport with the consumed id). */
function findCycles(nodes, byId) {
    const indexOf = new Map(nodes.map((n, i) => [n, i]));
    const adj = nodes.map((n) => (n.summary?.consumed ?? [])
        .map((c) => byId.get(c)?.[0])
        .filter((p) => p !== undefined)
        .map((p) => indexOf.get(p)));
    return (0,digraph/* findStronglyConnected */.Bk)(adj)
        .filter((component) => (0,digraph/* isCyclicComponent */.bd)(component, adj))
        .map((component) => ({
        members: component.map((i) => nodes[i]),
        cycle: (0,digraph/* findCycleInComponent */.o2)(component, adj).map((i) => nodes[i]),
    }));
}
/** The edges of the cycles with a checked member: what the report's graph marks. */
function collectCycleEdges(cycles, checked) {
    const edges = new Set();
    for (const { members, cycle } of cycles) {
        if (!members.some((m) => checked.has(m)))
            continue;
        for (let k = 0; k + 1 < cycle.length; k++)
            edges.add(`${cycle[k].id}\0${cycle[k + 1].id}`);
    }
    return edges;
}
/**
 * The DAG around the checked passports, for reports and diagrams (bounded by
 * `maxNodes`, default {@link MAX_GRAPH_NODES}; `passport-gate graph` passes
 * Infinity to draw the whole repository).
 */
function buildChainGraph(chain, failingPaths, maxNodes = MAX_GRAPH_NODES) {
    const included = new Map();
    const add = (n) => {
        if (n?.id && !included.has(n.id) && included.size < maxNodes)
            included.set(n.id, n);
    };
    for (const n of chain.checked)
        add(n);
    for (const n of [...chain.checked])
        for (const c of n.summary?.consumed ?? [])
            add(chain.byId.get(c)?.[0]);
    const checkedIds = new Set([...chain.checked].map((n) => n.id));
    for (const n of chain.nodes)
        if (n.summary?.consumed.some((c) => checkedIds.has(c)))
            add(n);
    // A consumed id that names a passport the audit refuses: that passport, drawn as failing
    // (it exists; it cannot be read), not as an unknown id.
    const refusedNodes = new Map();
    for (const n of [...included.values()])
        for (const c of n.summary?.consumed ?? []) {
            const refused = chain.byId.has(c) ? undefined : chain.refusedById.get(c)?.[0];
            if (refused && !refusedNodes.has(c) && included.size + refusedNodes.size < maxNodes)
                refusedNodes.set(c, refused);
        }
    const cycleEdges = chain.cycleEdges();
    const edges = [];
    for (const n of included.values()) {
        // An id listed twice is one edge (as the merge of shard graphs counts it).
        for (const c of new Set(n.summary?.consumed ?? [])) {
            if (!included.has(c) && chain.byId.has(c))
                continue;
            edges.push({ from: n.id, to: c, cycle: cycleEdges.has(`${n.id}\0${c}`) });
        }
    }
    const nodes = [
        ...[...included.values()].map((n) => ({
            id: n.id,
            path: n.path,
            skill: n.summary?.skill ?? null,
            status: failingPaths.has(n.path) ? 'fail' : chain.checked.has(n) ? 'pass' : 'unknown',
        })),
        ...[...refusedNodes].map(([id, n]) => ({
            id,
            path: n.path,
            skill: null,
            status: 'fail',
        })),
    ];
    return {
        nodes,
        edges,
    };
}


/***/ }),

/***/ 68586:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ unprintable),
/* harmony export */   w: () => (/* binding */ rerunCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _formats_passport_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2800);
/* harmony import */ var _core_passport_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48825);
/* harmony import */ var _util_values_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7656);
/* harmony import */ var _util_untrusted_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19630);
/**
 * The command that runs a recorded step again, as the fixes print it: the step's own command
 * (recorded_by.command, in recorded_by.working_directory) through `passport-gate run`, with the
 * flags that make the same record (its directory, run id, skill, inputs, code, sources,
 * parameters, declared outputs). A fix for a changed output prints this, never a bare
 * re-stamp: only a re-run shows that the step makes the bytes it is said to make.
 */





// C0 and C1 controls: printed escaped, so a command holding one would not run as printed.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** True when `text` cannot be printed as a command's word (every report escapes it). */
const unprintable = (text) => CONTROL.test(text) || (0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_3__/* .hasInvisibleCharacters */ .gi)(text);
/** `word` as one POSIX shell word: single-quoted unless plain (an argument, so `-e` stays `-e`). */
function argWord(word) {
    return /^[A-Za-z0-9_./@%+=:,-]+$/.test(word) && word !== ''
        ? word
        : `'${word.replace(/'/g, `'\\''`)}'`;
}
/** A repository-relative path (or an external, absolute one) as typed in `cwd`. */
function typedPath(rel, cwd) {
    if (rel.startsWith('/'))
        return rel;
    const relative = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.relative(cwd === '.' ? '' : cwd, rel) || '.';
    return relative.startsWith('-') ? `./${relative}` : relative;
}
/** {@link typedPath} as one shell word. */
const pathWord = (rel, cwd) => argWord(typedPath(rel, cwd));
/** A recorded parameter as `--param KEY=VALUE` that parses back to the same value. */
function paramWord(key, value) {
    const plain = typeof value === 'string' &&
        !/^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(value) &&
        !['true', 'false', 'null'].includes(value) &&
        !/^[[{"]/.test(value);
    return argWord(`${key}=${plain ? value : JSON.stringify(value)}`);
}
/**
 * `passport-gate run …` that runs the step of the run record at `passportPath` again and
 * records it in place, to paste at the repository root; null when the passport is no run
 * record, or a word of it cannot be printed as a command (control or invisible characters,
 * which every report escapes). `rel` maps a recorded artifact path to a repository-relative one.
 */
function rerunCommand(passport, passportPath, dir, rel) {
    const record = passport.recordedBy;
    if (!(0,_core_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .isRunRecord */ .jM)(passport) || record?.command == null || record.workingDirectory === null)
        return null;
    const cwd = record.workingDirectory;
    const name = passportPath.slice(passportPath.lastIndexOf('/') + 1);
    const runId = name.endsWith(_formats_passport_js__WEBPACK_IMPORTED_MODULE_1__/* .PASSPORT_SUFFIX */ .zb) ? name.slice(0, -_formats_passport_js__WEBPACK_IMPORTED_MODULE_1__/* .PASSPORT_SUFFIX */ .zb.length) : '';
    if (!(0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_1__/* .isRunId */ .Pk)(runId) || passport.skill === null || passport.skillVersion === null)
        return null;
    const words = ['passport-gate', 'run', pathWord(dir, cwd)];
    const checked = [dir, cwd, passport.skill, passport.skillVersion, ...record.command];
    if (cwd !== '.')
        words.push('--root', argWord(node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.relative(cwd, '.') || '.'));
    words.push('--run-id', runId, '--skill', argWord(passport.skill));
    words.push('--skill-version', argWord(passport.skillVersion));
    if (record.outputs === 'declared') {
        for (const o of passport.outputs) {
            const r = rel(o.path);
            if (r === null)
                return null;
            checked.push(r);
            words.push('--output', pathWord(r, cwd));
        }
    }
    for (const i of passport.inputs) {
        const r = i.external ? i.path : rel(i.path);
        if (r === null)
            return null;
        checked.push(r);
        words.push(i.type === 'code' ? '--code' : '--input', pathWord(r, cwd));
        if (i.source !== null) {
            checked.push(i.source);
            words.push('--source', argWord(`${typedPath(r, cwd)}=${i.source}`));
        }
    }
    if ((0,_util_values_js__WEBPACK_IMPORTED_MODULE_4__/* .isObject */ .Gv)(passport.parameters))
        for (const [k, v] of Object.entries(passport.parameters)) {
            checked.push(k, JSON.stringify(v) ?? '');
            words.push('--param', paramWord(k, v));
        }
    for (const s of passport.nextSkills)
        words.push('--next-skill', argWord(s));
    if (passport.agent !== null)
        words.push('--agent', argWord(passport.agent));
    if (passport.sessionId !== null)
        words.push('--session-id', argWord(passport.sessionId));
    if (checked.some(unprintable))
        return null;
    words.push('--', ...record.command.map(argWord));
    const line = words.join(' ');
    return cwd === '.' ? line : `cd ${argWord(cwd)} && ${line}`;
}


/***/ }),

/***/ 65655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FP: () => (/* binding */ describeLfs),
/* harmony export */   I1: () => (/* binding */ shouldUseColor),
/* harmony export */   OI: () => (/* binding */ describeScope),
/* harmony export */   Oc: () => (/* binding */ describeFailing),
/* harmony export */   Ot: () => (/* binding */ renderTextReportChunks),
/* harmony export */   SW: () => (/* binding */ renderTextReport),
/* harmony export */   Vt: () => (/* binding */ describeInferredOutputs),
/* harmony export */   ig: () => (/* binding */ renderVerdictLine),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14031);
/**
 * The human report for terminals: findings grouped by directory, colour only
 * when asked (a TTY without NO_COLOR), a count line at the end. Every string
 * from the repository is escaped so it cannot drive the terminal.
 */


const COLORS = {
    error: '\u001b[31m',
    warning: '\u001b[33m',
    notice: '\u001b[36m',
    ok: '\u001b[32m',
    dim: '\u001b[2m',
};
const RESET = '\u001b[0m';
/** Decides whether to colour: a TTY, and NO_COLOR (https://no-color.org) unset or empty. */
function shouldUseColor(stream, env) {
    if (env.NO_COLOR !== undefined && env.NO_COLOR !== '')
        return false;
    if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0')
        return true;
    return stream.isTTY === true;
}
/** Renders the report as text. */
function renderTextReport(report, options) {
    return [...renderTextReportChunks(report, options)].join('');
}
/** Lines of the text report per piece of {@link renderTextReportChunks}. */
const LINES_PER_CHUNK = 512;
/**
 * {@link renderTextReport}'s text in pieces of a few hundred lines, for writing as they are
 * made (the text of 100,000 findings is tens of megabytes): joined, they are that text.
 */
function* renderTextReportChunks(report, options) {
    const paint = painter(options);
    const groups = new Map();
    for (const f of report.findings) {
        const dir = f.path === '' ? '(run)' : node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.dirname(f.path);
        const list = groups.get(dir);
        if (list)
            list.push(f);
        else
            groups.set(dir, [f]);
    }
    let lines = [];
    for (const [dir, findings] of [...groups].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        lines.push(paint('dim', `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(dir)}/`));
        for (const f of findings) {
            const where = f.path === ''
                ? ''
                : `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(f.path)}${f.line ? `:${f.line}:${f.column ?? 1}` : ''}  `;
            lines.push(`  ${paint(f.severity, f.severity.padEnd(7))} ${where}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(f.message)}  ${paint('dim', f.rule)}`);
            if (lines.length >= LINES_PER_CHUNK) {
                yield `${lines.join('\n')}\n`;
                lines = [];
            }
        }
    }
    if (groups.size > 0)
        lines.push('');
    const inferred = options.notes === false ? '' : describeInferredOutputs(report);
    if (inferred)
        lines.push((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(inferred), '');
    lines.push(renderVerdictLine(report, options));
    yield `${lines.join('\n')}\n`;
}
/**
 * The text report's last line, the verdict: all that `audit --output` prints on stderr, made
 * without rendering the findings above it.
 */
function renderVerdictLine(report, options) {
    const paint = painter(options);
    const s = report.summary;
    const verdict = s.passed ? paint('ok', 'PASSED') : paint('error', 'FAILED');
    return `${verdict}: ${s.passports} passport(s), ${report.handoffs.length} handoff file(s), ${s.artifacts_verified} artifact(s) verified${describeLfs(report)}, ${formatBytes(s.bytes_hashed)} hashed — ${s.errors} error(s), ${s.warnings} warning(s), ${s.notices} notice(s) (fail-on: ${s.fail_on}, ${describeScope(report)})${describeFailing(report)}.`;
}
const painter = (options) => (kind, text) => options.color ? `${COLORS[kind]}${text}${RESET}` : text;
/**
 * What failed, for a failing report: "; failing: 2 passport(s), 1 handoff file(s), 3 finding(s)
 * outside any passport". '' when it passed. The statuses come from the one verdict, so this
 * always names at least one subject when the report fails.
 */
function describeFailing(report) {
    if (report.summary.passed)
        return '';
    const parts = [];
    const passports = report.passports.filter((p) => p.status === 'fail').length;
    const handoffs = report.handoffs.filter((h) => h.status === 'fail').length;
    if (passports > 0)
        parts.push(`${passports} passport(s)`);
    if (handoffs > 0)
        parts.push(`${handoffs} handoff file(s)`);
    const other = report.summary.unattributed;
    if (other?.status === 'fail') {
        parts.push(`${other.errors + other.warnings + other.notices} finding(s) outside any passport or handoff file`);
    }
    return parts.length > 0 ? `; failing: ${parts.join(', ')}` : '';
}
/** Passports named per inferred root in the text and Markdown reports; the JSON report has all. */
const INFERRED_EVIDENCE_SHOWN = 3;
/** Inferred roots named in the text and Markdown reports; the JSON report has all. */
const INFERRED_ROOTS_SHOWN = 10;
/**
 * One paragraph on the output roots inferred from passports (none configured) and how to pin
 * them, or '' when nothing was inferred. Plain text of repository paths: escape for the medium.
 */
function describeInferredOutputs(report) {
    const roots = report.scope.inferred_outputs ?? [];
    if (roots.length === 0)
        return '';
    const described = roots.slice(0, INFERRED_ROOTS_SHOWN).map((r) => {
        const shown = r.passports.slice(0, INFERRED_EVIDENCE_SHOWN).join(', ');
        const more = r.passports.length - INFERRED_EVIDENCE_SHOWN;
        return `${r.root}/ (from ${shown}${more > 0 ? ` and ${more} more` : ''})`;
    });
    if (roots.length > INFERRED_ROOTS_SHOWN)
        described.push(`${roots.length - INFERRED_ROOTS_SHOWN} more roots (in the JSON report)`);
    const globs = roots
        .slice(0, INFERRED_ROOTS_SHOWN)
        .map((r) => JSON.stringify(r.glob))
        .join(', ');
    const etc = roots.length > INFERRED_ROOTS_SHOWN ? ', …' : '';
    return `No outputs: in .passport-gate.yml, so output roots were inferred from the passports: ${described.join('; ')}. Every directory directly under a root must hold a passport. Pin them with \`passport-gate init\` (writes outputs: [${globs}${etc}]).`;
}
/** "scope: all", "scope: changed, shard 2/4", "scope: all, 4 shards merged". */
function describeScope(report) {
    const { mode, shard, shards } = report.scope;
    if (shard)
        return `scope: ${mode}, shard ${shard.index}/${shard.count}`;
    if (shards)
        return `scope: ${mode}, ${shards} shards merged`;
    return `scope: ${mode}`;
}
/** " (N by Git LFS pointer)" when any artifact was verified from a pointer, else "". */
function describeLfs(report) {
    const n = report.passports.reduce((sum, p) => sum + (p.lfs_pointers ?? 0), 0);
    return n > 0 ? ` (${n} by Git LFS pointer)` : '';
}
/** Formats a byte count with binary units. */
function formatBytes(n) {
    const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
    let v = n;
    let u = 0;
    while (v >= 1024 && u < units.length - 1) {
        v /= 1024;
        u++;
    }
    return `${u === 0 ? v : v.toFixed(1)} ${units[u]}`;
}


/***/ }),

/***/ 24305:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bk: () => (/* binding */ findStronglyConnected),
/* harmony export */   Hh: () => (/* binding */ findPath),
/* harmony export */   Hs: () => (/* binding */ reachWithin),
/* harmony export */   bd: () => (/* binding */ isCyclicComponent),
/* harmony export */   o2: () => (/* binding */ findCycleInComponent)
/* harmony export */ });
/**
 * Directed-graph algorithms, one copy each: strongly connected components
 * (Tarjan) and a concrete cycle through each (the chain rules, the skill
 * graph), a shortest path (stamp's cycle check), and what lies within a
 * number of steps (`graph --around`). All iterative, so no input depth can
 * overflow the stack.
 */
/** Strongly connected components, each a list of node indices. Iterative Tarjan. */
function findStronglyConnected(adj) {
    const n = adj.length;
    const index = new Int32Array(n).fill(-1);
    const low = new Int32Array(n);
    const onStack = new Uint8Array(n);
    const stack = [];
    const components = [];
    let counter = 0;
    // Explicit call stack: [node, next edge position].
    const frames = [];
    for (let start = 0; start < n; start++) {
        if (index[start] !== -1)
            continue;
        frames.push([start, 0]);
        index[start] = low[start] = counter++;
        stack.push(start);
        onStack[start] = 1;
        while (frames.length > 0) {
            const frame = frames[frames.length - 1];
            const [v, pos] = frame;
            const edges = adj[v] ?? [];
            if (pos < edges.length) {
                frame[1] = pos + 1;
                const w = edges[pos];
                if (index[w] === -1) {
                    index[w] = low[w] = counter++;
                    stack.push(w);
                    onStack[w] = 1;
                    frames.push([w, 0]);
                }
                else if (onStack[w]) {
                    low[v] = Math.min(low[v], index[w]);
                }
                continue;
            }
            frames.pop();
            const parent = frames[frames.length - 1];
            if (parent)
                low[parent[0]] = Math.min(low[parent[0]], low[v]);
            if (low[v] === index[v]) {
                const component = [];
                let w;
                do {
                    w = stack.pop();
                    onStack[w] = 0;
                    component.push(w);
                } while (w !== v);
                components.push(component);
            }
        }
    }
    return components;
}
/** True when a component is cyclic (more than one node, or a self-loop). */
function isCyclicComponent(component, adj) {
    if (component.length > 1)
        return true;
    const v = component[0];
    return (adj[v] ?? []).includes(v);
}
/**
 * One concrete cycle inside a cyclic component, starting and ending at the
 * component's smallest node: [a, b, c, a]. Breadth-first, iterative.
 */
function findCycleInComponent(component, adj) {
    const members = new Set(component);
    // A loop, not Math.min(...component): spreading 200,000 arguments overflows the stack.
    let start = component[0];
    for (const v of component)
        if (v < start)
            start = v;
    if ((adj[start] ?? []).includes(start))
        return [start, start];
    const previous = new Map();
    const queue = [start];
    for (let head = 0; head < queue.length; head++) {
        const v = queue[head];
        for (const w of adj[v] ?? []) {
            if (!members.has(w))
                continue;
            if (w === start) {
                const path = [start];
                for (let x = v; x !== undefined && x !== start; x = previous.get(x))
                    path.push(x);
                path.push(start);
                return [start, ...path.slice(1, -1).reverse(), start];
            }
            if (!previous.has(w) && w !== start) {
                previous.set(w, v);
                queue.push(w);
            }
        }
    }
    return [start, start];
}
/**
 * A shortest path from one of `starts` to `target` along `next` edges: [start, …, target], or
 * null when `target` cannot be reached. Breadth-first and iterative (no input depth can
 * overflow the stack); nodes are compared with SameValueZero, so ids are plain data.
 */
function findPath(starts, target, next) {
    const previous = new Map();
    const queue = [];
    for (const s of starts) {
        if (previous.has(s))
            continue;
        previous.set(s, null);
        queue.push(s);
    }
    for (let head = 0; head < queue.length; head++) {
        const node = queue[head];
        if (node === target) {
            const path = [];
            for (let x = node; x != null; x = previous.get(x))
                path.push(x);
            return path.reverse();
        }
        for (const w of next(node)) {
            if (previous.has(w))
                continue;
            previous.set(w, node);
            queue.push(w);
        }
    }
    return null;
}
/** Every node within `depth` steps of `start` along `next` edges, `start` included (breadth-first). */
function reachWithin(start, depth, next) {
    const distance = new Map([[start, 0]]);
    const queue = [start];
    for (let head = 0; head < queue.length; head++) {
        const node = queue[head];
        const d = distance.get(node);
        if (d >= depth)
            continue;
        for (const w of next(node)) {
            if (distance.has(w))
                continue;
            distance.set(w, d + 1);
            queue.push(w);
        }
    }
    return new Set(distance.keys());
}


/***/ })

};
