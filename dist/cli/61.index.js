export const id = 61;
export const ids = [61];
export const modules = {

/***/ 29433:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ vouchesFor)
/* harmony export */ });
/* harmony import */ var _citation_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35703);

/**
 * True when a passport vouches for its outputs: it records an input other than the step's own
 * code (`type: "code"`), a cited source (a `source` on an input or output that is a verifiable
 * record, not `unresolved: …` nor free text), or a parameter the step was given. Code alone says
 * how the outputs were made, not from what: a script that writes "The cohort looks fine." is
 * recorded by `run --code` as well as one that reads the cohort.
 */
function vouchesFor(passport) {
    if (passport.inputs.some((i) => i.type !== 'code'))
        return true;
    if (passport.inputs.some(citesASource) || passport.outputs.some(citesASource))
        return true;
    const params = passport.parameters;
    return (params !== null &&
        typeof params === 'object' &&
        !Array.isArray(params) &&
        Object.keys(params).length > 0);
}
/** True when an artifact's `source` cites a verifiable record (hard rule 1's identifiers). */
function citesASource(ref) {
    if (ref.source === null)
        return false;
    const check = (0,_citation_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCitation */ .vh)(ref.source);
    return check.ok && check.citation.kind !== 'unresolved';
}


/***/ }),

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


/***/ })

};
