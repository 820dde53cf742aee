export const id = 144;
export const ids = [144];
export const modules = {

/***/ 5662:
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


/***/ }),

/***/ 8949:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ createArtifactPaths)
/* harmony export */ });
/* harmony import */ var _core_relative_path_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4067);
/**
 * Artifact paths as passports write them, made repository-relative: relative
 * to the root (the default) or to the passport's directory (`path-base:
 * passport`), checked lexically (core/relative-path.ts) before any file system
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
            checked = (0,_core_relative_path_js__WEBPACK_IMPORTED_MODULE_0__/* .checkRelativePath */ ._k)(raw, base);
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

/***/ 6849:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Qn: () => (/* binding */ EMPTY_CHAIN),
  AN: () => (/* binding */ buildChainGraph),
  IT: () => (/* binding */ indexChain)
});

// UNUSED EXPORTS: MAX_GRAPH_NODES

// EXTERNAL MODULE: ./src/core/digraph.ts
var digraph = __webpack_require__(5662);
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
    return (rel, sha256) => byPath.get(rel)?.get(sha256) ?? [];
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
        producersOf: (rel, sha256) => (producers ??= indexProducers(nodes, options.paths))(rel, sha256),
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
        for (const c of n.summary?.consumed ?? []) {
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

/***/ 6776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ buildLayout)
/* harmony export */ });
/* unused harmony export listOwnedFiles */
/* harmony import */ var _core_globs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8684);
/* harmony import */ var _core_relative_path_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4067);
/* harmony import */ var _formats_passport_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2800);
/* harmony import */ var _ownership_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5493);
/**
 * Which directory owns which file: the passports of a tree, its output
 * directories (ownership.ts), its handoff documents and the gate's own
 * bookkeeping, and for each output directory the files that are its
 * artifacts. The audit (passport-missing, artifact-unlisted, the speculative
 * hashing) and `stamp` (what a passport must list) read the same layout, so a
 * stamped directory audits clean by construction.
 */




/** Lays out a walked tree under `config`. */
function buildLayout(tree, config, options = {}) {
    const { entries } = tree;
    const passportPaths = entries
        .filter((e) => e.kind !== 'dir' && (0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .isPassportPath */ ._u)(e.rel))
        .map((e) => e.rel);
    const passportDirs = new Set(passportPaths.map(_core_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .relativeDirname */ .RV));
    const deletedPassportDirs = (options.deletedPassports ?? []).map(_core_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .relativeDirname */ .RV);
    const claimed = new Set([...passportDirs, ...deletedPassportDirs]);
    if (options.newPassportDir !== undefined)
        claimed.add(options.newPassportDir);
    // Without `outputs:`, the output roots are inferred from the passports (ownership.ts), so a
    // new directory beside the passport directories needs a passport too (integrity-audit mode 4).
    const { dirs: outputDirs, inferredRoots } = (0,_ownership_js__WEBPACK_IMPORTED_MODULE_3__/* .findOutputDirectories */ .wm)(entries, claimed, config);
    const ownerOf = (0,_ownership_js__WEBPACK_IMPORTED_MODULE_3__/* .createOwnerLookup */ .CN)(outputDirs);
    const isHandoffFile = (0,_core_globs_js__WEBPACK_IMPORTED_MODULE_0__/* .compileGlobs */ .tI)([...config.envelopes, ...config.skillGraphs, ...config.packets], 'handoff globs');
    // Matched once per file: the globs are regexes, and several passes ask.
    const handoffFiles = new Set(entries.filter((e) => e.kind !== 'dir' && isHandoffFile(e.rel)).map((e) => e.rel));
    // Only bookkeeping is exempt: passports, acknowledgments beside packets, engine bookkeeping.
    const isBookkeeping = (0,_ownership_js__WEBPACK_IMPORTED_MODULE_3__/* .createBookkeepingTest */ .T2)(handoffFiles, config);
    // From one pass over the tree: the speculative hashing, the unlisted-file rule and stamp read it.
    const owned = new Map();
    for (let i = 0; i < entries.length; i++) {
        const e = entries[i];
        if (e.kind === 'dir' || isBookkeeping(e.rel, e.kind))
            continue;
        const owner = ownerOf(e.rel);
        if (owner === null)
            continue;
        const list = owned.get(owner);
        if (list)
            list.push(i);
        else
            owned.set(owner, [i]);
    }
    return {
        passportPaths,
        passportDirs,
        deletedPassportDirs,
        outputDirs,
        inferredRoots,
        handoffFiles,
        isHandoffFile,
        isBookkeeping,
        ownerOf,
        ownedFiles: (dir) => owned.get(dir) ?? [],
    };
}
/**
 * The files an output directory's passport must list, as `stamp` sees them: the layout's
 * owned files of `dir` once `dir` holds a passport, by repository-relative path.
 */
function listOwnedFiles(dir, tree, config) {
    const layout = buildLayout(tree, config, { newPassportDir: dir });
    return layout.ownedFiles(dir).map((i) => tree.entries[i].rel);
}


/***/ }),

/***/ 5127:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V5: () => (/* binding */ parsePassportValue),
/* harmony export */   WO: () => (/* binding */ readPassports),
/* harmony export */   Wz: () => (/* binding */ describePassport)
/* harmony export */ });
/* unused harmony exports PassportPositions, PassportSet */
/* harmony import */ var _formats_json_source_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6976);
/* harmony import */ var _formats_passport_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2800);
/* harmony import */ var _core_relative_path_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4067);



/**
 * Pointer → position lookups of passports. Only the lookup is kept, not the parsed document,
 * whose value would otherwise stay alive to the end of the run: every collection of the young
 * generation copies what is alive, and 2,000 passports' values are some megabytes of small
 * objects.
 */
class PassportPositions {
    locators = new Map();
    /** Keeps the lookup of a passport a check has parsed with positions. */
    keep(record, locate) {
        this.locators.set(record.path, locate);
    }
    /**
     * The location of `pointer` in a passport. A passport no check has parsed for positions (a
     * consumer re-checked for chain rules outside the scope, an artifact finding met before the
     * per-passport checks) is parsed for them now, once.
     */
    locate(record, pointer) {
        let find = this.locators.get(record.path);
        if (find === undefined && record.bytes) {
            const parsed = (0,_formats_json_source_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonDocument */ .dH)(record.bytes);
            find = parsed.ok ? parsed.document.locate : null;
            this.locators.set(record.path, find);
        }
        if (!find)
            return { pointer };
        const pos = find(pointer);
        return { pointer, line: pos.line, column: pos.column };
    }
}
/** The passports of one run. */
class PassportSet {
    records = [];
    positions = new PassportPositions();
    values = new Map();
    read;
    ids;
    constructor(keepAsRead) {
        this.read = keepAsRead ? [] : null;
    }
    /** Passports by passport_id, in path order (a Map: ids like "__proto__" are plain data). */
    get byId() {
        if (!this.ids) {
            this.ids = new Map();
            for (const r of this.records) {
                if (r.id === null)
                    continue;
                const list = this.ids.get(r.id);
                if (list)
                    list.push(r);
                else
                    this.ids.set(r.id, [r]);
            }
        }
        return this.ids;
    }
    /** The parsed value kept for `record` (see keepValues), handed out once. */
    takeValue(record) {
        const kept = this.values.get(record.path);
        this.values.delete(record.path);
        return kept;
    }
    /** Every passport as read, value included (only when read with keepAsRead). */
    asRead() {
        if (!this.read)
            throw new Error('the passports were read without keepAsRead');
        return this.read;
    }
    /** Adds one passport as read (readPassports' part). */
    add(record, parsed, keepValue) {
        this.records.push(record);
        if (keepValue && parsed)
            this.values.set(record.path, parsed);
        this.read?.push({
            path: record.path,
            dir: record.dir,
            id: record.id,
            claimedId: record.claimedId,
            value: parsed?.value ?? null,
            summary: record.summary,
        });
    }
}
/** Reads the passport files `paths` (the layout's) through `reader`, in order. */
async function readPassports(paths, reader, options) {
    const set = new PassportSet(options.keepAsRead === true);
    await reader.readEach(paths, options.maxBytes, (path, read) => {
        const dir = (0,_core_relative_path_js__WEBPACK_IMPORTED_MODULE_2__/* .relativeDirname */ .RV)(path);
        if (!read.ok) {
            const record = {
                path,
                dir,
                id: null,
                summary: null,
                claimedId: null,
                bytes: null,
                problem: read,
            };
            set.add(record, undefined, false);
            options.onRead?.(record, undefined, set);
            return;
        }
        const light = (0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_1__/* .summarizePassportBytes */ .Dm)(read.bytes);
        const summary = light?.summary ?? null;
        const record = {
            path,
            dir,
            id: summary?.id ?? null,
            summary,
            claimedId: summary === null ? (0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_1__/* .findClaimedPassportId */ .mw)(read.bytes) : null,
            bytes: read.bytes,
            problem: null,
        };
        // The scan is handed on too, so the full check does not scan the bytes a second time.
        const parsed = light ? { value: light.value, scan: light.scan } : undefined;
        set.add(record, parsed, options.keepValues === true);
        options.onRead?.(record, parsed, set);
    });
    return set;
}
/**
 * A passport as `stamp`, `graph` and `export` use it (produce/load-passports.ts): the value
 * parsed strictly (duplicate keys, encoding), or why the file cannot be used.
 */
function describePassport(record) {
    const base = {
        path: record.path,
        dir: record.dir,
        id: null,
        claimedId: record.claimedId,
        value: null,
        summary: null,
    };
    if (record.problem) {
        const { reason, detail } = record.problem;
        return {
            ...base,
            problem: reason === 'missing'
                ? 'does not exist'
                : reason === 'outside-root'
                    ? 'resolves outside the repository root'
                    : detail,
        };
    }
    const parsed = parsePassportValue(record.bytes);
    if (parsed.problem !== null)
        return { ...base, problem: parsed.problem };
    const summary = (0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_1__/* .summarizePassport */ .SW)(parsed.value);
    return { ...base, id: summary.id, value: parsed.value, summary };
}
/**
 * A passport's bytes parsed strictly (duplicate keys, encoding), or what is wrong in words:
 * one reading for every command and both sides of the provenance diff, so the same broken
 * file is described the same way wherever it is read.
 */
function parsePassportValue(bytes) {
    const parsed = (0,_formats_json_source_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonDocument */ .dH)(bytes);
    if (parsed.ok)
        return { value: parsed.document.value, problem: null };
    const p = parsed.problem;
    return {
        value: null,
        problem: `is not valid JSON: ${p.message} (line ${p.line}, column ${p.column})`,
    };
}


/***/ })

};
