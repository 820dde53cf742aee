export const id = 637;
export const ids = [637];
export const modules = {

/***/ 7802:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AN: () => (/* binding */ buildChainGraph),
/* harmony export */   uy: () => (/* binding */ checkChain)
/* harmony export */ });
/* unused harmony export MAX_GRAPH_NODES */
/* harmony import */ var _fs_paths_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1283);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4031);
/* harmony import */ var _graph_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4023);



/** Most nodes drawn in the report's graph (and so in the summary's diagram). */
const MAX_GRAPH_NODES = 300;
const label = (n) => `${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteUntrusted */ .X0)(n.id ?? '?')} (${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteUntrusted */ .X0)(n.path)})`;
/** Evaluates the chain rules; adds findings to the sink. */
function checkChain(nodes, ctx) {
    const { sink } = ctx;
    const byId = new Map();
    for (const n of nodes) {
        if (n.id === null)
            continue;
        const list = byId.get(n.id) ?? [];
        list.push(n);
        byId.set(n.id, list);
    }
    // Duplicate ids: report on each in-scope file, naming the others.
    for (const [id, list] of byId) {
        if (list.length < 2)
            continue;
        for (const n of list) {
            if (!ctx.inScope(n))
                continue;
            const others = list.filter((o) => o !== n).map((o) => (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteUntrusted */ .X0)(o.path));
            sink.add({
                rule: 'passport-duplicate-id',
                path: n.path,
                ...ctx.locate(n, '/passport_id'),
                passport_id: id,
                message: `passport_id ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteUntrusted */ .X0)(id)} is also used by ${others.join(', ')}; every passport needs its own UUIDv4.`,
            });
        }
    }
    // The set to check: scoped passports and every passport consuming one of them.
    const checked = new Set();
    const scopedIds = new Set();
    for (const n of nodes) {
        if (ctx.inScope(n)) {
            checked.add(n);
            if (n.id !== null)
                scopedIds.add(n.id);
        }
    }
    for (const n of nodes)
        if (n.summary?.consumed.some((c) => scopedIds.has(c)))
            checked.add(n);
    // Resolution.
    for (const n of ctx.recheckAllResolution ? nodes : [...checked]) {
        n.summary?.consumed.forEach((c, i) => {
            if (byId.has(c))
                return;
            sink.add({
                rule: 'chain-unresolved',
                path: n.path,
                ...ctx.locate(n, `/consumed_passports/${i}`),
                passport_id: n.id ?? undefined,
                message: `consumed passport ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteUntrusted */ .X0)(c)} matches no passport in the repository; commit the upstream passport or fix the id.`,
            });
        });
    }
    // Cycles (over the whole graph; reported when a checked passport is on one).
    const indexOf = new Map(nodes.map((n, i) => [n, i]));
    const adj = nodes.map((n) => (n.summary?.consumed ?? [])
        .map((c) => byId.get(c)?.[0])
        .filter((p) => p !== undefined)
        .map((p) => indexOf.get(p)));
    const cycleEdges = new Set();
    for (const component of (0,_graph_js__WEBPACK_IMPORTED_MODULE_2__/* .findStronglyConnected */ .Bk)(adj)) {
        if (!(0,_graph_js__WEBPACK_IMPORTED_MODULE_2__/* .isCyclicComponent */ .bd)(component, adj))
            continue;
        const members = component.map((i) => nodes[i]);
        const anchor = members.find((m) => checked.has(m));
        if (!anchor)
            continue;
        const cycle = (0,_graph_js__WEBPACK_IMPORTED_MODULE_2__/* .findCycleInComponent */ .o2)(component, adj).map((i) => nodes[i]);
        for (let k = 0; k + 1 < cycle.length; k++) {
            const a = cycle[k];
            const b = cycle[k + 1];
            cycleEdges.add(`${a.id}\0${b.id}`);
        }
        const next = cycle[cycle.indexOf(anchor) + 1];
        const pos = next ? (anchor.summary?.consumed.indexOf(next.id ?? '') ?? -1) : -1;
        sink.add({
            rule: 'chain-cycle',
            path: anchor.path,
            ...ctx.locate(anchor, pos >= 0 ? `/consumed_passports/${pos}` : '/consumed_passports'),
            passport_id: anchor.id ?? undefined,
            message: `consumed_passports forms a cycle: ${cycle.map((n) => (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteUntrusted */ .X0)(n.id ?? '?')).join(' → ')} (${cycle
                .slice(0, -1)
                .map((n) => (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteUntrusted */ .X0)(n.path))
                .join(', ')}); a passport can only consume work that existed before it. Remove the back edge.`,
        });
    }
    // Handoffs without provenance: an input byte-identical to another passport's output.
    const norm = ctx.normalizePath ??
        ((n, p) => {
            const r = (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .checkRelativePath */ ._k)(p, ctx.pathBase === 'passport' ? n.dir : '');
            return r.ok ? r.rel : null;
        });
    // Path, then digest: two lookups of strings the passports already hold, where one key per
    // artifact built by concatenation cost a new string (and its hash) for each of tens of thousands.
    const producersOf = new Map();
    for (const n of nodes) {
        for (const o of n.summary?.outputs ?? []) {
            const rel = norm(n, o.path);
            if (rel === null || o.sha256 === null)
                continue;
            let byDigest = producersOf.get(rel);
            if (!byDigest)
                producersOf.set(rel, (byDigest = new Map()));
            const list = byDigest.get(o.sha256);
            if (list)
                list.push(n);
            else
                byDigest.set(o.sha256, [n]);
        }
    }
    for (const n of checked) {
        const consumed = new Set(n.summary?.consumed ?? []);
        for (const input of n.summary?.inputs ?? []) {
            const rel = norm(n, input.path);
            if (rel === null || input.sha256 === null)
                continue;
            const producers = (producersOf.get(rel)?.get(input.sha256) ?? []).filter((p) => p !== n);
            if (producers.length === 0 || producers.some((p) => p.id !== null && consumed.has(p.id)))
                continue;
            const producer = producers[0];
            sink.add({
                rule: 'chain-missing-reference',
                path: n.path,
                ...ctx.locate(n, `/inputs/${input.index}/path`),
                passport_id: n.id ?? undefined,
                message: `input ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteUntrusted */ .X0)(rel)} is the output of passport ${label(producer)}, which consumed_passports does not reference; add ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteUntrusted */ .X0)(producer.id ?? '?')} to consumed_passports.`,
            });
        }
    }
    // Time order and next-skill hints along resolved edges. Each created_at is parsed once, not
    // once per edge (a producer consumed four wide is met four times).
    const parsedTimes = new Map();
    const timeOf = (node) => {
        let t = parsedTimes.get(node);
        if (t === undefined) {
            t = Date.parse(node.summary?.createdAt ?? '');
            parsedTimes.set(node, t);
        }
        return t;
    };
    for (const n of checked) {
        n.summary?.consumed.forEach((c, i) => {
            const producer = byId.get(c)?.[0];
            if (!producer?.summary || producer === n)
                return;
            const consumerTime = timeOf(n);
            const producerTime = timeOf(producer);
            if (Number.isFinite(consumerTime) &&
                Number.isFinite(producerTime) &&
                consumerTime < producerTime) {
                sink.add({
                    rule: 'chain-time-order',
                    path: n.path,
                    ...ctx.locate(n, '/created_at'),
                    passport_id: n.id ?? undefined,
                    message: `created_at ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteUntrusted */ .X0)(n.summary?.createdAt)} is earlier than that of its producer ${label(producer)} (${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteUntrusted */ .X0)(producer.summary.createdAt)}); a consumer cannot predate its input. Check the clocks or the consumed id.`,
                });
            }
            const skill = n.summary?.skill;
            const hints = producer.summary.nextSkills;
            if (skill && hints.length > 0 && !hints.includes(skill)) {
                sink.add({
                    rule: 'chain-next-skill',
                    path: n.path,
                    ...ctx.locate(n, `/consumed_passports/${i}`),
                    passport_id: n.id ?? undefined,
                    message: `producer ${label(producer)} names next skills ${hints.map((h) => (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteUntrusted */ .X0)(h)).join(', ')}, not ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteUntrusted */ .X0)(skill)}; check that this skill expects that output.`,
                });
            }
        });
    }
    return { checked, cycleEdges, byId };
}
/**
 * The DAG around the checked passports, for reports and diagrams (bounded by
 * `maxNodes`, default {@link MAX_GRAPH_NODES}; `passport-gate graph` passes
 * Infinity to draw the whole repository).
 */
function buildChainGraph(nodes, chain, failingPaths, maxNodes = MAX_GRAPH_NODES) {
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
    for (const n of nodes)
        if (n.summary?.consumed.some((c) => checkedIds.has(c)))
            add(n);
    const edges = [];
    for (const n of included.values()) {
        for (const c of n.summary?.consumed ?? []) {
            if (!included.has(c) && chain.byId.has(c))
                continue;
            edges.push({ from: n.id, to: c, cycle: chain.cycleEdges.has(`${n.id}\0${c}`) });
        }
    }
    return {
        nodes: [...included.values()].map((n) => ({
            id: n.id,
            path: n.path,
            skill: n.summary?.skill ?? null,
            status: failingPaths.has(n.path) ? 'fail' : chain.checked.has(n) ? 'pass' : 'unknown',
        })),
        edges,
    };
}


/***/ }),

/***/ 1637:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ audit)
/* harmony export */ });
/* unused harmony export SPECULATIVE_HASH_MAX_BYTES */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(3916);
/* harmony import */ var _formats_passport_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2800);
/* harmony import */ var _formats_json_source_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6976);
/* harmony import */ var _fs_paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1283);
/* harmony import */ var _fs_safe_read_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(603);
/* harmony import */ var _fs_walk_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5078);
/* harmony import */ var _hash_hash_files_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9660);
/* harmony import */ var _hash_hash_pool_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6196);
/* harmony import */ var _hash_lfs_attributes_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(7313);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4031);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(311);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8993);
/* harmony import */ var _ownership_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(3386);
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(8293);
/* harmony import */ var _verdict_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(1454);
/* harmony import */ var _chain_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(7802);
/* harmony import */ var _shard_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(8963);
/**
 * The audit engine: discovers passports, decides the scope, verifies artifacts
 * and evaluates chain rules. Pure in the sense that matters here: it takes a
 * root and options and returns a report; it never talks to the runner or the
 * network, and it never reads outside the root.
 */



















/**
 * Largest file hashed on speculation, before any passport says it is an artifact (see
 * speculateArtifacts in runAudit): 1 MiB, so a guess that misses (an unlisted file) costs at
 * most about a millisecond of one thread.
 */
const SPECULATIVE_HASH_MAX_BYTES = 1 << 20;
/**
 * Runs an audit and returns its report. Throws ConfigurationError when the
 * root is unusable; everything the repository contains becomes a finding.
 */
async function audit(options) {
    // One pool for the run, stopped whatever happens (unless the caller owns it). Started now, so
    // its workers boot (30-55 ms each) while this thread walks the tree and reads the passports,
    // instead of when the first job arrives.
    const pool = options.pool ?? new _hash_hash_pool_js__WEBPACK_IMPORTED_MODULE_8__/* .HashPool */ .vO(options.hashThreads);
    if (options.hashThreads !== 0 || options.pool)
        pool.start();
    try {
        return await runAudit(options, options.hashThreads === 0 && !options.pool ? undefined : pool);
    }
    finally {
        if (!options.pool)
            await pool.close();
    }
}
async function runAudit(options, pool) {
    const config = options.config ?? { ..._config_js__WEBPACK_IMPORTED_MODULE_10__/* .DEFAULT_CONFIG */ .PV };
    const failOn = options.failOn ?? 'error';
    const sink = new _findings_js__WEBPACK_IMPORTED_MODULE_12__/* .FindingSink */ .RQ(config.rules);
    const signal = options.signal;
    let realRoot;
    try {
        realRoot = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(options.root);
        if (!(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(realRoot)).isDirectory())
            throw new Error('not a directory');
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_16__/* .ConfigurationError */ .j1(`root ${JSON.stringify(options.root)} is not a readable directory`);
    }
    const isIgnored = (0,_config_js__WEBPACK_IMPORTED_MODULE_10__/* .compileGlobs */ .tI)(config.ignore, 'ignore');
    // What the walk could not list becomes a finding (below): nothing is skipped silently.
    const walkProblems = [];
    const entries = await (0,_fs_walk_js__WEBPACK_IMPORTED_MODULE_6__/* .walkTree */ .Ir)(realRoot, (rel) => isIgnored(rel), (problem) => walkProblems.push(problem), signal);
    signal?.throwIfAborted();
    // The walk descends real directories only, so a path it lists as a regular file has no
    // symlink on the way: it is inside the root and is its own real path, without a realpath call.
    const entryIndex = new Map();
    for (let i = 0; i < entries.length; i++)
        entryIndex.set(entries[i].rel, i);
    const kindOf = (rel) => {
        const i = entryIndex.get(rel);
        return i === undefined ? undefined : entries[i].kind;
    };
    /** The walk's index of `rel` when the walk listed it as a regular file, else undefined. */
    const plainFileIndex = (rel) => {
        const i = entryIndex.get(rel);
        return i !== undefined && entries[i].kind === 'file' ? i : undefined;
    };
    const isPlainFile = (rel) => plainFileIndex(rel) !== undefined;
    /**
     * Missing for certain, without a system call: neither the path nor any ancestor up to one
     * the walk listed as a real directory (or the root) was listed, and none of them is ignored
     * or skipped (which would have hidden it from the walk), and the directory the search ends at
     * was listed in full. Linux only: elsewhere a file system that folds case could find a path
     * the walk spelled differently.
     */
    const unlistable = new Set(walkProblems.flatMap((problem) => (problem.kind === 'unlistable' ? [problem.rel] : [])));
    const isSurelyMissing = (rel) => {
        if (process.platform !== 'linux')
            return false;
        for (let p = rel;; p = (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .relativeDirname */ .RV)(p)) {
            if (p === '.')
                return !unlistable.has('.');
            const kind = kindOf(p);
            if (kind !== undefined)
                return p !== rel && kind === 'dir' && !unlistable.has(p);
            if (isIgnored(p) || _fs_walk_js__WEBPACK_IMPORTED_MODULE_6__/* .ALWAYS_SKIPPED_DIRS */ .I1.has(node_path__WEBPACK_IMPORTED_MODULE_1___default().posix.basename(p)))
                return false;
        }
    };
    const buildReal = (node_path__WEBPACK_IMPORTED_MODULE_1___default().sep) === '/'
        ? (rel) => `${realRoot === '/' ? '' : realRoot}/${rel}`
        : (rel) => node_path__WEBPACK_IMPORTED_MODULE_1___default().join(realRoot, ...rel.split('/'));
    /** The repository-relative POSIX path of a real path inside the root. */
    const relativeToRoot = (real) => real === realRoot ? '.' : real.slice(realPrefix.length).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/');
    /**
     * Every file the run may hash has a slot, and its outcome is kept in an array by slot: a file
     * the walk listed has its index in `entries`, any other (a path reached through a symlink)
     * one past them, by real path. Maps keyed by absolute paths (tens of thousands of strings
     * of some 60 characters, hashed at every lookup) cost workload 2 more than the arrays do.
     */
    const extraSlots = new Map();
    const extraReals = [];
    const realPrefix = realRoot.endsWith((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)) ? realRoot : realRoot + (node_path__WEBPACK_IMPORTED_MODULE_1___default().sep);
    const slotOfReal = (real) => {
        // A symlink to a file inside the root that the walk listed: that file's slot, so a file
        // listed by several spellings is still read once.
        if (real.startsWith(realPrefix)) {
            const i = plainFileIndex(real.slice(realPrefix.length).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/'));
            if (i !== undefined)
                return i;
        }
        let slot = extraSlots.get(real);
        if (slot === undefined) {
            slot = entries.length + extraReals.length;
            extraSlots.set(real, slot);
            extraReals.push(real);
        }
        return slot;
    };
    const realOfSlot = (slot) => slot < entries.length
        ? buildReal(entries[slot].rel)
        : extraReals[slot - entries.length];
    const outcomes = new Array(entries.length);
    const readOptions = { pool, signal, threads: pool ? undefined : 0 };
    // The same artifact paths come up in several passes (scope, hashing, producers) and as the
    // output of one passport and the input of others: normalize each spelling once.
    const normalized = new Map();
    const checkPath = (raw, dir) => {
        const base = config.pathBase === 'passport' ? dir : '';
        // Root-relative (the default): the spelling alone is the key, no string to build per lookup.
        const key = base === '' ? raw : `${base}\0${raw}`;
        let checked = normalized.get(key);
        if (checked === undefined) {
            checked = (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .checkRelativePath */ ._k)(raw, base);
            normalized.set(key, checked);
        }
        return checked;
    };
    // --- discovery -------------------------------------------------------------------------
    // FIFOs, sockets and devices named *.passport.json are kept: reading them is refused with a finding.
    const passportPaths = entries
        .filter((e) => e.kind !== 'dir' && (0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .isPassportPath */ ._u)(e.rel))
        .map((e) => e.rel);
    const passportDirs = new Set(passportPaths.map(_fs_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .relativeDirname */ .RV));
    // A passport the change deleted still says its directory was an output directory: deleting
    // the passports under a root must not remove the root, and the provenance requirement with it.
    const deletedPassportDirs = (options.changedFiles ?? [])
        .filter((rel) => (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .isExactRelativePath */ .N7)(rel) && (0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .isPassportPath */ ._u)(rel) && !entryIndex.has(rel))
        .map(_fs_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .relativeDirname */ .RV);
    // Without `outputs:`, the output roots are inferred from the passports (ownership.ts), so a
    // new directory beside the passport directories needs a passport too (integrity-audit mode 4).
    const { dirs: outputDirs, inferredRoots } = (0,_ownership_js__WEBPACK_IMPORTED_MODULE_11__/* .findOutputDirectories */ .wm)(entries, new Set([...passportDirs, ...deletedPassportDirs]), config);
    // Remembered per directory: every file of a directory has the same owner, and the tree's
    // files outnumber its directories ten to one on a typical output tree.
    const ownerByDir = new Map();
    /** Nearest output directory that owns `rel` (a file path), or null. */
    const ownerOf = (rel) => {
        const start = (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .relativeDirname */ .RV)(rel);
        const known = ownerByDir.get(start);
        if (known !== undefined)
            return known;
        const visited = [];
        let owner = null;
        for (let dir = start;; dir = (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .relativeDirname */ .RV)(dir)) {
            const cached = ownerByDir.get(dir);
            if (cached !== undefined) {
                owner = cached;
                break;
            }
            visited.push(dir);
            if (outputDirs.has(dir)) {
                owner = dir;
                break;
            }
            if (dir === '.')
                break;
        }
        for (const dir of visited)
            ownerByDir.set(dir, owner);
        return owner;
    };
    const readInside = async (rel, maxBytes) => {
        const resolved = await (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveInsideRoot */ .Pk)(realRoot, rel);
        if (!resolved.ok) {
            return resolved.reason === 'missing'
                ? { ok: false, reason: 'missing', detail: 'does not exist' }
                : {
                    ok: false,
                    reason: 'outside-root',
                    detail: _fs_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .PATH_REFUSAL_TEXT */ .lg['outside-via-symlink'],
                };
        }
        return (0,_fs_safe_read_js__WEBPACK_IMPORTED_MODULE_5__/* .readFileCapped */ .uh)(resolved.real, maxBytes);
    };
    const isHandoffFile = (0,_config_js__WEBPACK_IMPORTED_MODULE_10__/* .compileGlobs */ .tI)([...config.envelopes, ...config.skillGraphs, ...config.packets], 'handoff globs');
    // Matched once per file: the globs are regexes, and three passes below ask.
    const handoffFiles = new Set(entries.filter((e) => e.kind !== 'dir' && isHandoffFile(e.rel)).map((e) => e.rel));
    // Only the gate's own bookkeeping is exempt: passports, and acknowledgments beside packets.
    const isBookkeeping = (0,_ownership_js__WEBPACK_IMPORTED_MODULE_11__/* .createBookkeepingTest */ .T2)(handoffFiles, config);
    /**
     * The files each output directory owns that are artifacts (everything but the gate's own
     * bookkeeping), from one pass over the tree: the speculative hashing and the unlisted-file
     * rule both read it.
     */
    const ownedFiles = new Map();
    for (let i = 0; i < entries.length; i++) {
        const e = entries[i];
        if (e.kind === 'dir' || isBookkeeping(e.rel))
            continue;
        const owner = ownerOf(e.rel);
        if (owner === null)
            continue;
        const list = ownedFiles.get(owner);
        if (list)
            list.push(i);
        else
            ownedFiles.set(owner, [i]);
    }
    // Light parse of every passport: ids and edges for the chain.
    const records = [];
    const bytesByPath = new Map();
    const audited = options.onPassports ? [] : undefined;
    /** Values from the light parse, handed to the full check so a passport in scope is parsed once. */
    const valueByPath = new Map();
    const readProblems = new Map();
    /**
     * Pointer → position lookups of the passports checked in full. Only the lookup is kept, not
     * the checked document, whose parsed value would otherwise stay alive to the end of the run:
     * every collection of the young generation copies what is alive, and 2,000 passports' values
     * are some megabytes of small objects.
     */
    const locators = new Map();
    /** The full per-passport check (schema, syntax, exit codes); its findings go to the sink. */
    const checkInFull = (r, light) => {
        const check = (0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .checkPassportBytes */ .Y$)(r.path, bytesByPath.get(r.path), 
        // The light parse's summary is the one the full check would make of the same value.
        light && r.summary ? { value: light.value, summary: r.summary, scan: light.scan } : undefined);
        sink.addAll(check.findings);
        if (check.document)
            locators.set(r.path, check.document.locate);
    };
    // Changed names are used exactly as given: git and the API print each file's one spelling,
    // and a trimmed or rewritten name (a backslash, a space at either end, a decomposed accent
    // are all part of a Linux file name) would point the scope at another file. A name that is
    // no repository-relative path at all cannot be placed: the whole tree is audited instead.
    const unplaceable = options.changedFiles?.find((f) => !(0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .isExactRelativePath */ .N7)(f));
    const changedSet = options.changedFiles && unplaceable === undefined ? new Set(options.changedFiles) : null;
    // With every passport in scope (all mode, not a shard), each is checked in full right after
    // its light parse, while its parsed value is young: kept for a later pass it would survive
    // several collections.
    const checkWhileRead = changedSet === null && !options.shard;
    // A shard of an all-mode run keeps the values for its full checks after the scope. In changed
    // mode the scope is a few directories of many, known only once every passport is summarized:
    // the values are not kept for it, and the few in scope are parsed again. Holding 10,000
    // parsed passports cost workload 3 some 60 ms of the main thread's garbage collection
    // (161-191 ms with them, 103-127 ms without, node --trace-gc); re-parsing the one in scope
    // costs well under a millisecond.
    const keepValues = changedSet === null && options.shard !== undefined;
    // Hashing progress of the run's hash jobs, summed for the caller.
    const progressByJob = new Map();
    const reportProgress = (job) => (p) => {
        progressByJob.set(job, p);
        if (!options.onProgress)
            return;
        const sum = { files: 0, totalFiles: 0, bytes: 0 };
        for (const q of progressByJob.values()) {
            sum.files += q.files;
            sum.totalFiles += q.totalFiles;
            sum.bytes += q.bytes;
        }
        options.onProgress(sum);
    };
    const speculation = speculateArtifacts();
    /**
     * Hashing before the passports are read: the regular files of the output directories in
     * scope are, in a repository that passes, exactly what their passports list. The small ones
     * (at most SPECULATIVE_HASH_MAX_BYTES: a guess that misses costs little) go to the threads
     * now, before any passport is read, and hash while this thread reads, parses and checks the
     * passports; what the passports list beyond the guess is hashed once known. Not for a shard
     * (its scope needs the parsed passports) nor without threads.
     */
    function speculateArtifacts() {
        if (!pool || options.shard)
            return null;
        const dirs = changedSet === null
            ? outputDirs
            : new Set([...changedSet].map(ownerOf).filter((d) => d !== null));
        if (dirs.size === 0)
            return null;
        const slots = [];
        for (const dir of dirs) {
            for (const i of ownedFiles.get(dir) ?? [])
                if (entries[i].kind === 'file')
                    slots.push(i);
        }
        if (slots.length === 0)
            return null;
        const job = (0,_hash_hash_files_js__WEBPACK_IMPORTED_MODULE_7__/* .hashFileList */ .f0)(slots.map(realOfSlot), {
            ...readOptions,
            maxBytes: SPECULATIVE_HASH_MAX_BYTES,
            regular: true,
            onProgress: reportProgress('speculative'),
        });
        job.catch(() => undefined);
        const covered = new Uint8Array(entries.length);
        for (const i of slots)
            covered[i] = 1;
        return { slots, covered, job };
    }
    // The passports are read on the hashing threads when they have less else to do, and here,
    // one by one between the parses, when the speculation gives them more files to hash than
    // there are passports (all mode): the threads hash from the start, and neither job waits
    // behind the other in the pool's queue (workload 2: the threads began hashing some 40 ms
    // later, and this thread waited as long for the reads). Either way with the checks of
    // fs/safe-read.ts; a passport that is not plainly reachable is read through readInside.
    const readHere = speculation !== null && speculation.slots.length >= passportPaths.length;
    const directReads = readHere
        ? new Map()
        : await (0,_hash_hash_files_js__WEBPACK_IMPORTED_MODULE_7__/* .readFilesCapped */ .Tn)(passportPaths.filter(isPlainFile).map(buildReal), config.maxPassportBytes, readOptions);
    for (const rel of passportPaths) {
        signal?.throwIfAborted();
        const read = readHere && isPlainFile(rel)
            ? (0,_hash_hash_files_js__WEBPACK_IMPORTED_MODULE_7__/* .readFileCappedSync */ .Dz)(buildReal(rel), config.maxPassportBytes)
            : (directReads.get(buildReal(rel)) ?? (await readInside(rel, config.maxPassportBytes)));
        const dir = (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .relativeDirname */ .RV)(rel);
        if (!read.ok) {
            const rule = read.reason === 'too-large'
                ? 'passport-too-large'
                : read.reason === 'outside-root'
                    ? 'path-outside-root'
                    : 'artifact-unreadable';
            readProblems.set(rel, {
                rule,
                path: rel,
                message: `the passport ${read.detail}; ${rule === 'passport-too-large' ? 'split the output directory or raise max-passport-bytes' : 'replace it with a regular JSON file'}.`,
            });
            records.push({ path: rel, dir, inScope: false, summary: null, id: null });
            audited?.push({ path: rel, dir, id: null, value: null, summary: null });
            continue;
        }
        bytesByPath.set(rel, read.bytes);
        const light = (0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .summarizePassportBytes */ .Dm)(read.bytes);
        const summary = light?.summary ?? null;
        const record = {
            path: rel,
            dir,
            inScope: false,
            summary,
            id: summary?.id ?? null,
        };
        records.push(record);
        if (checkWhileRead)
            checkInFull(record, light ?? undefined);
        else if (light && keepValues)
            valueByPath.set(rel, { value: light.value, scan: light.scan });
        audited?.push({
            path: rel,
            dir,
            id: summary?.id ?? null,
            value: light?.value ?? null,
            summary,
        });
    }
    if (audited)
        options.onPassports?.(audited);
    // --- scope -----------------------------------------------------------------------------
    const scopedDirs = new Set();
    let passportChanged = false;
    if (changedSet === null) {
        for (const d of outputDirs)
            scopedDirs.add(d);
    }
    else {
        const listedBy = new Map();
        const addListed = (rel, dir) => {
            const list = listedBy.get(rel);
            if (list === undefined)
                listedBy.set(rel, [dir]);
            else if (list[list.length - 1] !== dir)
                list.push(dir);
        };
        for (const r of records) {
            for (const a of [...(r.summary?.outputs ?? []), ...(r.summary?.inputs ?? [])]) {
                const checked = checkPath(a.path, r.dir);
                if (checked.ok)
                    addListed(checked.rel, r.dir);
            }
        }
        // A path the walk did not list as a plain file may be reached through symlinks: a change
        // to any link on the way, or to the file it ends at, changes what the passport describes.
        // Each of them is mapped back to the passports listing the path; a passport file that is
        // a link, likewise to its directory. Only such paths cost system calls (a few lstat each);
        // one surely missing has no link on its way (isSurelyMissing).
        const passportVia = new Map();
        for (const rel of [...listedBy.keys()]) {
            if (isPlainFile(rel) || isSurelyMissing(rel))
                continue;
            const dirs = listedBy.get(rel);
            const resolved = await (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveInsideRoot */ .Pk)(realRoot, rel);
            const reached = await (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .listSymlinkChain */ .Zm)(realRoot, rel);
            // The real path too: the chain reads links lexically, realpath as the read will.
            if (resolved.ok)
                reached.push(relativeToRoot(resolved.real));
            for (const via of reached)
                if (via !== rel)
                    for (const d of dirs)
                        addListed(via, d);
        }
        for (const rel of passportPaths) {
            if (isPlainFile(rel))
                continue;
            for (const via of await (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .listSymlinkChain */ .Zm)(realRoot, rel))
                passportVia.set(via, rel);
        }
        for (const rel of changedSet) {
            const owner = ownerOf(rel);
            if (owner !== null)
                scopedDirs.add(owner);
            for (const d of listedBy.get(rel) ?? [])
                scopedDirs.add(d);
            // A passport added, edited or deleted can change which ids exist; its old id is unknown here.
            if ((0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .isPassportPath */ ._u)(rel))
                passportChanged = true;
            const passport = passportVia.get(rel);
            if (passport !== undefined) {
                scopedDirs.add((0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .relativeDirname */ .RV)(passport));
                passportChanged = true;
            }
        }
    }
    // --- shard -----------------------------------------------------------------------------
    // Every shard cuts the same partition of the full scope and keeps its own part.
    const fullScope = new Set(scopedDirs);
    let shardScope;
    if (options.shard) {
        const weights = (0,_shard_js__WEBPACK_IMPORTED_MODULE_15__/* .weighDirectories */ .IO)(records, fullScope);
        const own = new Set((0,_shard_js__WEBPACK_IMPORTED_MODULE_15__/* .selectShardDirectories */ .CN)(weights, options.shard));
        for (const d of fullScope)
            if (!own.has(d))
                scopedDirs.delete(d);
        shardScope = {
            index: options.shard.index,
            count: options.shard.count,
            fingerprint: (0,_shard_js__WEBPACK_IMPORTED_MODULE_15__/* .fingerprintPartition */ .xb)(weights, options.shard.count),
            chain: options.shard.index === 1,
        };
    }
    /** Whether this run evaluates the whole-scope rules (chain, handoffs, run-level): not sharded, or shard 1. */
    const leadsRun = shardScope === undefined || shardScope.chain === true;
    for (const r of records)
        r.inScope = scopedDirs.has(r.dir);
    const locate = (r, pointer) => {
        let find = locators.get(r.path);
        const bytes = bytesByPath.get(r.path);
        if (!find && bytes) {
            // Not (yet) checked in full: a consumer re-checked for chain rules outside the scope, or
            // an artifact finding met before the per-passport checks. Parse it for positions now.
            const parsed = (0,_formats_json_source_js__WEBPACK_IMPORTED_MODULE_3__/* .parseJsonDocument */ .dH)(bytes);
            if (parsed.ok) {
                find = parsed.document.locate;
                locators.set(r.path, find);
            }
        }
        if (!find)
            return { pointer };
        const pos = find(pointer);
        return { pointer, line: pos.line, column: pos.column };
    };
    const pending = [];
    const listedInDir = new Map();
    for (const r of records) {
        if (!r.inScope || !r.summary)
            continue;
        const listed = listedInDir.get(r.dir) ?? new Set();
        listedInDir.set(r.dir, listed);
        const id = r.summary.id ?? undefined;
        for (const kind of ['outputs', 'inputs']) {
            for (const ref of r.summary[kind]) {
                const checked = checkPath(ref.path, r.dir);
                if (!checked.ok) {
                    sink.add({
                        rule: 'path-outside-root',
                        path: r.path,
                        ...locate(r, `/${kind}/${ref.index}/path`),
                        passport_id: id,
                        message: `${kind.slice(0, -1)} path ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(ref.path)}: ${_fs_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .PATH_REFUSAL_TEXT */ .lg[checked.reason]}. It was not read.`,
                    });
                    continue;
                }
                listed.add(checked.rel);
                if ((0,_report_escape_js__WEBPACK_IMPORTED_MODULE_9__/* .hasInvisibleCharacters */ .gi)(ref.path)) {
                    sink.add({
                        rule: 'path-ambiguous',
                        path: r.path,
                        ...locate(r, `/${kind}/${ref.index}/path`),
                        passport_id: id,
                        message: `${kind.slice(0, -1)} path ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(ref.path)} contains invisible or bidirectional control characters; rename the file.`,
                    });
                }
                const entry = plainFileIndex(checked.rel);
                if (entry !== undefined) {
                    pending.push({ record: r, ref, kind, rel: checked.rel, slot: entry });
                    continue;
                }
                const resolved = isSurelyMissing(checked.rel)
                    ? { ok: false, reason: 'missing' }
                    : await (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveInsideRoot */ .Pk)(realRoot, checked.rel);
                if (!resolved.ok) {
                    if (resolved.reason === 'outside-via-symlink') {
                        sink.add({
                            rule: 'path-outside-root',
                            path: r.path,
                            ...locate(r, `/${kind}/${ref.index}/path`),
                            passport_id: id,
                            message: `${kind.slice(0, -1)} path ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(ref.path)}: ${_fs_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .PATH_REFUSAL_TEXT */ .lg['outside-via-symlink']}. It was not read.`,
                        });
                    }
                    else if (kind === 'outputs') {
                        sink.add({
                            rule: 'artifact-missing',
                            path: r.path,
                            ...locate(r, `/${kind}/${ref.index}/path`),
                            passport_id: id,
                            message: `output ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(checked.rel)} does not exist; commit it, or remove it from outputs[] and re-stamp the passport.`,
                        });
                    }
                    continue;
                }
                pending.push({ record: r, ref, kind, rel: checked.rel, slot: slotOfReal(resolved.real) });
            }
        }
    }
    // What the speculation does not cover: files it did not guess, and files it will refuse as
    // larger than its cap by the size their passport records (a file whose recorded size is wrong
    // is caught after both jobs, below). Queued behind the speculation on the same threads.
    const latePending = pending.filter((p) => speculation?.covered[p.slot] !== 1 ||
        (p.ref.sizeBytes !== null && p.ref.sizeBytes > SPECULATIVE_HASH_MAX_BYTES));
    const late = distinctSlots(latePending);
    const hashing = (0,_hash_hash_files_js__WEBPACK_IMPORTED_MODULE_7__/* .hashFileList */ .f0)(late.map(realOfSlot), {
        ...readOptions,
        expectedBytes: expectedHashBytes(latePending, records),
        onProgress: reportProgress('listed'),
    });
    // Awaited below; this only keeps a throw in between from leaving the rejection unhandled.
    hashing.catch(() => undefined);
    // --- per-passport checks ---------------------------------------------------------------
    for (const r of records) {
        if (!r.inScope)
            continue;
        const problem = readProblems.get(r.path);
        if (problem) {
            sink.add(problem);
            continue;
        }
        if (checkWhileRead)
            continue;
        checkInFull(r, valueByPath.get(r.path));
        valueByPath.delete(r.path);
    }
    // --- unlisted files and missing passports ---------------------------------------------
    // This rule and the chain's need the passports, not the digests: they run here, while the
    // threads are still hashing, rather than after the wait for the digests below.
    const unreadableDirs = new Set(records.filter((r) => r.summary === null).map((r) => r.dir));
    for (const dir of [...scopedDirs].sort()) {
        const files = (ownedFiles.get(dir) ?? []).map((i) => entries[i].rel);
        if (!passportDirs.has(dir)) {
            if (files.length > 0) {
                const root = (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .relativeDirname */ .RV)(dir);
                const evidence = inferredRoots.get(root);
                const why = deletedPassportDirs.includes(dir)
                    ? '; this change deleted its passport'
                    : evidence
                        ? `; ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(root)} is an output root because ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(evidence[0])}${evidence.length > 1 ? ` and ${evidence.length - 1} more directories beside it hold passports` : ' beside it holds a passport'}: pin the roots with \`passport-gate init\``
                        : '';
                sink.add({
                    rule: 'passport-missing',
                    path: files[0],
                    message: `output directory ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(dir)} holds ${files.length} file(s) but no *.passport.json (missing provenance, integrity-audit mode 4${why}). Stamp one at the repository root, naming the step that wrote the files (the skill below is a guess from the directory name, the version unknown): \`${stampCommandFor(dir)}\`.`,
                });
            }
            continue;
        }
        const listed = listedInDir.get(dir) ?? new Set();
        // A passport that could not be read says nothing about what it lists: its finding stands alone.
        const unknownListing = unreadableDirs.has(dir);
        const folded = new Map();
        for (const f of files) {
            const key = f.normalize('NFC').toLowerCase();
            const other = folded.get(key);
            if (other !== undefined && other !== f) {
                sink.add({
                    rule: 'path-ambiguous',
                    path: f,
                    message: `${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(f)} and ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(other)} differ only by case or Unicode normalization; on some file systems they are one file. Rename one.`,
                });
            }
            else
                folded.set(key, f);
            if (!listed.has(f) && !unknownListing) {
                sink.add({
                    rule: 'artifact-unlisted',
                    path: f,
                    message: `${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(f)} is in output directory ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(dir)} but no passport there lists it; add it to outputs[] (re-stamp) or move it out.`,
                });
            }
        }
    }
    // --- chain -----------------------------------------------------------------------------
    const chain = leadsRun
        ? (0,_chain_js__WEBPACK_IMPORTED_MODULE_14__/* .checkChain */ .uy)(records, {
            sink,
            locate: (node, pointer) => locate(node, pointer),
            inScope: (node) => fullScope.has(node.dir),
            recheckAllResolution: passportChanged,
            pathBase: config.pathBase,
            normalizePath: (node, raw) => {
                const checked = checkPath(raw, node.dir);
                return checked.ok ? checked.rel : null;
            },
        })
        : { checked: new Set(), cycleEdges: new Set(), byId: new Map() };
    signal?.throwIfAborted();
    // The late job's outcomes go in after the speculation's. A refusal by the speculation's size
    // cap is no outcome: such a file is hashed in full now.
    if (speculation) {
        const guessed = await speculation.job;
        speculation.slots.forEach((slot, k) => (outcomes[slot] = guessed[k]));
    }
    const lateOutcomes = await hashing;
    late.forEach((slot, k) => (outcomes[slot] = lateOutcomes[k]));
    const remaining = distinctSlots(pending.filter((p) => {
        const outcome = outcomes[p.slot];
        return outcome === undefined || (!outcome.ok && outcome.reason === 'too-large');
    }));
    if (remaining.length > 0) {
        const rest = await (0,_hash_hash_files_js__WEBPACK_IMPORTED_MODULE_7__/* .hashFileList */ .f0)(remaining.map(realOfSlot), {
            ...readOptions,
            onProgress: reportProgress('remaining'),
        });
        remaining.forEach((slot, k) => (outcomes[slot] = rest[k]));
    }
    signal?.throwIfAborted();
    // Paths some passport (anywhere) lists as an output: inputs found here have a producer.
    const producedPaths = new Set();
    for (const r of records) {
        for (const o of r.summary?.outputs ?? []) {
            const checked = checkPath(o.path, r.dir);
            if (checked.ok)
                producedPaths.add(checked.rel);
        }
    }
    let artifactsVerified = 0;
    let bytesHashed = 0;
    const countedBytes = new Set();
    const lfsByPassport = new Map();
    // A file shaped like a Git LFS pointer stands in for its object only where the repository's
    // attributes mark its (real) path filter=lfs; git is asked about those few files alone, so a
    // run without pointer-shaped artifacts never starts it (hash/lfs-attributes.ts).
    const pointerSlots = new Map();
    for (const p of pending) {
        const outcome = outcomes[p.slot];
        if (outcome?.ok && outcome.lfs && !pointerSlots.has(p.slot))
            pointerSlots.set(p.slot, p.slot < entries.length
                ? entries[p.slot].rel
                : relativeToRoot(realOfSlot(p.slot)));
    }
    const lfsFiltered = pointerSlots.size > 0
        ? await (0,_hash_lfs_attributes_js__WEBPACK_IMPORTED_MODULE_17__/* .listLfsFilteredPaths */ .JI)(realRoot, [...new Set(pointerSlots.values())])
        : new Set();
    for (const p of pending) {
        const outcome = outcomes[p.slot];
        const r = p.record;
        const id = r.summary?.id ?? undefined;
        const label = p.kind === 'outputs' ? 'output' : 'input';
        if (!outcome.ok) {
            if (outcome.reason === 'missing' && p.kind === 'inputs')
                continue;
            sink.add({
                rule: outcome.reason === 'missing' ? 'artifact-missing' : 'artifact-unreadable',
                path: r.path,
                ...locate(r, `/${p.kind}/${p.ref.index}/path`),
                passport_id: id,
                message: `${label} ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(p.rel)} ${outcome.detail}; it was not verified.`,
            });
            continue;
        }
        if (!countedBytes.has(p.slot)) {
            countedBytes.add(p.slot);
            bytesHashed += outcome.size;
        }
        const recorded = p.ref.sha256;
        const pointer = outcome.lfs;
        const lfs = pointer && lfsFiltered.has(pointerSlots.get(p.slot)) ? pointer : undefined;
        const byPointer = lfs !== undefined && recorded === lfs.oid;
        const actualSha = byPointer ? lfs.oid : outcome.sha256;
        const actualSize = byPointer ? lfs.size : outcome.size;
        // The pattern is tested only on a mismatch (the schema reports a malformed digest).
        if (recorded !== null && recorded !== actualSha && /^[0-9a-f]{64}$/.test(recorded)) {
            // A pointer whose object differs is a mismatch of the object: say so, with both digests.
            const lfsNote = lfs
                ? ` (the checkout holds a Git LFS pointer, not the content: the pointer names object sha256 ${lfs.oid}, ${lfs.size} bytes)`
                : pointer && recorded === pointer.oid
                    ? ` (the file is shaped like a Git LFS pointer to the recorded object, but the repository's .gitattributes does not mark ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(pointerSlots.get(p.slot))} filter=lfs, so its own bytes were checked)`
                    : '';
            sink.add({
                rule: p.kind === 'outputs' ? 'artifact-hash-mismatch' : 'input-hash-mismatch',
                path: r.path,
                ...locate(r, `/${p.kind}/${p.ref.index}/sha256`),
                passport_id: id,
                message: `${label} ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(p.rel)}: expected sha256 ${recorded}, actual ${outcome.sha256}${lfsNote}. The bytes changed after the passport was written: re-run the step and re-stamp, or restore the file.`,
            });
            continue;
        }
        if (p.kind === 'outputs' && p.ref.sizeBytes !== null && p.ref.sizeBytes !== actualSize) {
            sink.add({
                rule: 'artifact-size-mismatch',
                path: r.path,
                ...locate(r, `/outputs/${p.ref.index}/size_bytes`),
                passport_id: id,
                message: `output ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(p.rel)}: size_bytes is ${p.ref.sizeBytes}, ${byPointer ? 'its Git LFS pointer says the object has' : 'the file has'} ${actualSize} bytes; re-stamp the passport.`,
            });
            continue;
        }
        // Counted once verified: the report says which artifacts were checked by pointer only.
        if (byPointer)
            lfsByPassport.set(r.path, (lfsByPassport.get(r.path) ?? 0) + 1);
        if (p.kind === 'outputs')
            artifactsVerified++;
        else if (p.ref.source === null && !producedPaths.has(p.rel)) {
            sink.add({
                rule: 'input-unprovenanced',
                path: r.path,
                ...locate(r, `/inputs/${p.ref.index}/path`),
                passport_id: id,
                message: `input ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(p.rel)} is in the repository but no passport lists it as an output and it declares no source; give its directory a passport, or record its origin in "source".`,
            });
        }
    }
    // --- other formats ---------------------------------------------------------------------
    // The handoff formats (and the YAML parser and schema compiler they need) are loaded only
    // by a run that has handoff files: most passport-only runs never pay for them.
    const hasHandoffs = handoffFiles.size > 0 || [...(changedSet ?? [])].some((rel) => isHandoffFile(rel));
    const handoffs = !(leadsRun && hasHandoffs)
        ? []
        : await (await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(959), __webpack_require__.e(763)]).then(__webpack_require__.bind(__webpack_require__, 1763))).auditHandoffs({
            root: realRoot,
            entries,
            config,
            changed: changedSet,
            sink,
            readFile: (rel) => readInside(rel, config.maxPassportBytes),
            passportSkills: new Set(records.map((r) => r.summary?.skill).filter((s) => typeof s === 'string')),
        });
    // --- run-level -------------------------------------------------------------------------
    if (leadsRun)
        sink.addAll(options.runFindings ?? []);
    if (leadsRun &&
        changedSet === null &&
        config.outputs.length > 0 &&
        passportPaths.length === 0 &&
        !config.allowEmpty) {
        sink.add({
            rule: 'outputs-empty',
            path: '',
            message: 'the config names output directories (outputs:) but the repository holds no passports; stamp the outputs, or set allow-empty: true.',
        });
    }
    if (leadsRun)
        for (const problem of walkProblems)
            sink.add(describeWalkProblem(problem));
    if (leadsRun && unplaceable !== undefined) {
        sink.add({
            rule: 'scope-widened',
            path: '',
            message: `changed file ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(unplaceable)} is not a repository-relative path as git prints one, so the change could not be placed; every output directory was audited.`,
        });
    }
    const scoped = records.filter((r) => r.inScope);
    if (leadsRun && changedSet !== null && fullScope.size === 0 && handoffs.length === 0) {
        sink.add({
            rule: 'scope-empty',
            path: '',
            message: `${changedSet.size} changed file(s), none in an output directory or handoff file; nothing needed auditing.`,
        });
    }
    const findings = (0,_findings_js__WEBPACK_IMPORTED_MODULE_12__/* .sortFindings */ .Tc)(sink.findings);
    const verdict = (0,_verdict_js__WEBPACK_IMPORTED_MODULE_13__/* .decideVerdict */ .AU)({
        findings,
        failOn,
        passports: scoped.map((r) => {
            const status = {
                path: r.path,
                directory: r.dir,
                passport_id: r.summary?.id ?? null,
                skill: r.summary?.skill ?? null,
                status: 'pass',
                errors: 0,
                warnings: 0,
                notices: 0,
                artifacts: r.summary?.outputs.length ?? 0,
            };
            const lfs = lfsByPassport.get(r.path);
            if (lfs)
                status.lfs_pointers = lfs;
            return status;
        }),
        handoffs,
    });
    const failingPaths = new Set(verdict.passports.filter((p) => p.status === 'fail').map((p) => p.path));
    return {
        report_version: '1',
        tool: { name: 'passport-gate', version: _version_js__WEBPACK_IMPORTED_MODULE_18__/* .VERSION */ .x },
        root: options.root,
        scope: {
            mode: changedSet === null ? 'all' : 'changed',
            changed_files: changedSet?.size ?? 0,
            directories: [...scopedDirs].sort(),
            ...(shardScope ? { shard: shardScope } : {}),
            ...(inferredRoots.size > 0
                ? { inferred_outputs: describeInferredRoots(inferredRoots, passportPaths) }
                : {}),
        },
        summary: {
            passports: scoped.length,
            artifacts_verified: artifactsVerified,
            bytes_hashed: bytesHashed,
            ...verdict.counts,
            fail_on: failOn,
            passed: verdict.passed,
            unattributed: verdict.unattributed,
        },
        findings,
        passports: verdict.passports,
        handoffs: verdict.handoffs,
        graph: (0,_chain_js__WEBPACK_IMPORTED_MODULE_14__/* .buildChainGraph */ .AN)(records, chain, failingPaths),
    };
}
/** The report's account of the inferred output roots: each root, its glob, its evidence. */
function describeInferredRoots(roots, passportPaths) {
    const passportsByDir = new Map();
    for (const p of passportPaths) {
        const dir = (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .relativeDirname */ .RV)(p);
        const list = passportsByDir.get(dir);
        if (list)
            list.push(p);
        else
            passportsByDir.set(dir, [p]);
    }
    return [...roots].map(([root, dirs]) => ({
        root,
        glob: (0,_ownership_js__WEBPACK_IMPORTED_MODULE_11__/* .globForRoot */ .wq)(root),
        passports: dirs.flatMap((d) => passportsByDir.get(d) ?? []).sort(),
    }));
}
/** The finding for something the walk could not list. */
function describeWalkProblem(problem) {
    if (problem.kind === 'unlistable') {
        return {
            rule: 'directory-unreadable',
            path: problem.rel,
            message: `directory ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(problem.rel)} could not be listed (${problem.code}), so nothing below it was audited; make it readable, or add it to ignore: in .passport-gate.yml if it holds no outputs.`,
        };
    }
    const what = problem.entryKind === 'dir' ? 'directory' : 'file';
    const below = problem.entryKind === 'dir' ? 'it and everything below it were' : 'it was';
    // The decoded name (with U+FFFD) anchors the finding; the message spells the bytes exactly.
    const decoded = problem.name.toString('utf8');
    return {
        rule: 'path-not-utf8',
        path: problem.parent === '.' ? decoded : `${problem.parent}/${decoded}`,
        message: `${what} name ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_9__/* .spellBytes */ .Gy)(problem.name)} in ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(problem.parent)} is not valid UTF-8: no passport can name it, so ${below} not audited; rename it with UTF-8 text.`,
    };
}
/**
 * The `stamp` command that gives output directory `dir` a passport, as printed in the
 * passport-missing hint: it runs as printed at the repository root (a test runs it). The
 * skill is a guess from the directory's name and the version says it is unknown; the hint
 * asks for the real step.
 */
function stampCommandFor(dir) {
    const slug = node_path__WEBPACK_IMPORTED_MODULE_1___default().posix
        .basename(dir)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .slice(0, 64)
        .replace(/^-+|-+$/g, '');
    return (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_9__/* .escapeInvisible */ .ts)(`passport-gate stamp ${shellWord(dir)} --skill ${slug || 'unknown-step'} --skill-version unknown`);
}
/** `word` as one POSIX shell word: single-quoted unless plain; never read as an option. */
function shellWord(word) {
    const safe = word.startsWith('-') ? `./${word}` : word;
    return /^[A-Za-z0-9_./@%+=:,-]+$/.test(safe) ? safe : `'${safe.replace(/'/g, `'\\''`)}'`;
}
/** The slots of `pending`, each once, in first-seen order. */
function distinctSlots(pending) {
    return [...new Set(pending.map((p) => p.slot))];
}
/**
 * Bytes the pending artifacts should hold, from the sizes their passports record, when that
 * decides anything: only a job of fewer than POOL_MIN_FILES files can be too small to be worth
 * the threads. An input records no size: it takes the size a producer recorded for the same
 * path as written (a heuristic; passports write root-relative paths as a rule). Undefined when
 * the job is large or any size is unknown.
 */
function expectedHashBytes(pending, records) {
    const unique = new Map();
    for (const p of pending) {
        unique.set(p.slot, p.ref);
        if (unique.size >= _hash_hash_files_js__WEBPACK_IMPORTED_MODULE_7__/* .POOL_MIN_FILES */ .oJ)
            return undefined;
    }
    // Only the spellings some pending input needs: a map of every output of every passport
    // (30,000 on workload 3, for a job of a few files) took 34 ms (node --cpu-prof).
    const needed = new Set();
    for (const ref of unique.values())
        if (ref.sizeBytes === null)
            needed.add(ref.path);
    const declared = new Map();
    if (needed.size > 0) {
        for (const r of records) {
            for (const o of r.summary?.outputs ?? [])
                if (o.sizeBytes !== null && needed.has(o.path))
                    declared.set(o.path, o.sizeBytes);
        }
    }
    let total = 0;
    for (const ref of unique.values()) {
        const n = ref.sizeBytes ?? declared.get(ref.path);
        if (n === undefined)
            return undefined;
        total += n;
    }
    return total;
}


/***/ }),

/***/ 8293:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ot: () => (/* binding */ countBySeverity),
/* harmony export */   RQ: () => (/* binding */ FindingSink),
/* harmony export */   Tc: () => (/* binding */ sortFindings)
/* harmony export */ });
/* harmony import */ var _rules_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4964);
/**
 * Building findings: severity comes from the registry unless the config
 * overrides it, and `off` drops the finding. Every producer of findings goes
 * through {@link FindingSink}, so overrides apply uniformly.
 */

/** Collects findings, applying severity overrides. */
class FindingSink {
    overrides;
    findings = [];
    constructor(overrides = {}) {
        this.overrides = overrides;
    }
    /** Adds one finding (dropped when its rule is turned off). */
    add(input) {
        const severity = this.overrides[input.rule] ?? (0,_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .getRule */ .rF)(input.rule).defaultSeverity;
        if (severity === 'off')
            return;
        const finding = {
            rule: input.rule,
            severity,
            message: input.message,
            path: input.path,
        };
        if (input.line !== undefined)
            finding.line = input.line;
        if (input.column !== undefined)
            finding.column = input.column;
        if (input.pointer !== undefined)
            finding.pointer = input.pointer;
        if (input.passport_id !== undefined)
            finding.passport_id = input.passport_id;
        this.findings.push(finding);
    }
    /** Adds many findings. */
    addAll(inputs) {
        for (const i of inputs)
            this.add(i);
    }
}
/** Orders findings: by path, then line, then severity (most severe first), then rule. Stable output for diffs. */
function sortFindings(findings) {
    return findings.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) ||
        (a.line ?? 0) - (b.line ?? 0) ||
        _rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_RANK */ .f3[b.severity] - _rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_RANK */ .f3[a.severity] ||
        (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0) ||
        (a.message < b.message ? -1 : a.message > b.message ? 1 : 0));
}
/** Counts findings by severity. */
function countBySeverity(findings) {
    const counts = { error: 0, warning: 0, notice: 0 };
    for (const f of findings)
        counts[f.severity]++;
    return counts;
}


/***/ }),

/***/ 4023:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bk: () => (/* binding */ findStronglyConnected),
/* harmony export */   bd: () => (/* binding */ isCyclicComponent),
/* harmony export */   o2: () => (/* binding */ findCycleInComponent)
/* harmony export */ });
/**
 * Directed-graph algorithms used by the chain rules and the skill graph:
 * strongly connected components (Tarjan, iterative so no input depth can
 * overflow the stack) and a concrete cycle through each component.
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


/***/ }),

/***/ 8963:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CN: () => (/* binding */ selectShardDirectories),
/* harmony export */   IO: () => (/* binding */ weighDirectories),
/* harmony export */   d7: () => (/* binding */ parseShardSpec),
/* harmony export */   xb: () => (/* binding */ fingerprintPartition)
/* harmony export */ });
/* unused harmony exports MAX_SHARDS, SHARD_FILE_COST_BYTES, weightOf, partitionDirectories */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Sharding an audit over a GitHub Actions matrix (`--shard i/n`). Pure: every
 * shard computes the same partition from the same checkout, so no shard needs
 * to talk to another, and the merge step (merge.ts) can check that they did.
 *
 * The unit of work is an output directory. Its weight is the bytes its
 * passports record for their outputs (size_bytes) plus a fixed cost per file,
 * read from the passports rather than from the disk so that partitioning
 * costs no I/O. Directories are assigned greedily, heaviest first, each to the
 * currently lightest shard (the classic longest-processing-time rule: within
 * 4/3 of the best possible makespan), ties broken by name and shard index so
 * the result depends only on the input.
 */

/** Most shards accepted: far beyond any useful matrix, small enough to keep reports sane. */
const MAX_SHARDS = 256;
/**
 * What one file costs besides its bytes, in bytes: opening, two fstat calls and
 * a close take about as long as hashing this much on the benchmark machine.
 */
const SHARD_FILE_COST_BYTES = 16 * 1024;
/** Parses `i/n` (1 ≤ i ≤ n ≤ {@link MAX_SHARDS}); returns a message saying what is wrong otherwise. */
function parseShardSpec(text) {
    const m = /^\s*(\d{1,6})\s*\/\s*(\d{1,6})\s*$/.exec(text);
    if (!m)
        return {
            ok: false,
            message: `shard ${JSON.stringify(text)} is not of the form i/n (for example 2/4)`,
        };
    const index = Number(m[1]);
    const count = Number(m[2]);
    if (count < 1 || count > MAX_SHARDS) {
        return { ok: false, message: `shard count ${count} is out of range; use 1 to ${MAX_SHARDS}` };
    }
    if (index < 1 || index > count) {
        return {
            ok: false,
            message: `shard index ${index} is out of range; use 1 to ${count} (indices start at 1)`,
        };
    }
    return { ok: true, shard: { index, count } };
}
/** The weight used to balance shards. */
function weightOf(d) {
    return d.bytes + d.files * SHARD_FILE_COST_BYTES;
}
const compareNames = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/**
 * Partitions directories into `count` shards, evenly by weight and
 * deterministically. Returns the directories of each shard (element 0 is
 * shard 1), each list sorted by name. Every directory lands in exactly one shard.
 */
function partitionDirectories(dirs, count) {
    const n = Math.max(1, Math.floor(count));
    const shards = Array.from({ length: n }, () => []);
    const loads = new Array(n).fill(0);
    const unique = new Map();
    for (const d of dirs)
        if (!unique.has(d.dir))
            unique.set(d.dir, d);
    const order = [...unique.values()].sort((a, b) => weightOf(b) - weightOf(a) || compareNames(a.dir, b.dir));
    for (const d of order) {
        let lightest = 0;
        for (let k = 1; k < n; k++)
            if (loads[k] < loads[lightest])
                lightest = k;
        shards[lightest].push(d.dir);
        loads[lightest] = loads[lightest] + weightOf(d);
    }
    for (const s of shards)
        s.sort(compareNames);
    return shards;
}
/** The directories shard `spec.index` of `spec.count` audits. */
function selectShardDirectories(dirs, spec) {
    return partitionDirectories(dirs, spec.count)[spec.index - 1] ?? [];
}
/**
 * A digest of the whole partition input. Shards of one run print the same
 * value; the merge refuses reports whose values differ, because they were cut
 * from different checkouts, configs or changed-file lists.
 */
function fingerprintPartition(dirs, count) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    hash.update(`shards ${count}\n`);
    for (const d of [...dirs].sort((a, b) => compareNames(a.dir, b.dir))) {
        hash.update(`${JSON.stringify(d.dir)} ${d.bytes} ${d.files}\n`);
    }
    return hash.digest('hex');
}
/**
 * The weight of each directory in `dirs`, from the outputs its passports list.
 * Directories without a passport weigh nothing (they only yield passport-missing).
 */
function weighDirectories(passports, dirs) {
    const byDir = new Map();
    for (const dir of dirs)
        byDir.set(dir, { dir, bytes: 0, files: 0 });
    for (const p of passports) {
        const w = byDir.get(p.dir);
        if (!w || !p.summary)
            continue;
        for (const o of p.summary.outputs) {
            w.files++;
            w.bytes += o.sizeBytes !== null && o.sizeBytes > 0 ? o.sizeBytes : 0;
        }
    }
    return [...byDir.values()];
}


/***/ }),

/***/ 1454:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AU: () => (/* binding */ decideVerdict),
/* harmony export */   FO: () => (/* binding */ exitCodeOf)
/* harmony export */ });
/* unused harmony export statusOf */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3916);
/* harmony import */ var _formats_ack_path_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7613);
/* harmony import */ var _rules_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4964);
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8293);
/**
 * The one verdict: every status a report shows — each passport's, each
 * handoff document's, the findings that belong to neither, `passed`, and
 * through `passed` the exit code and the check run's conclusion — is computed
 * here, from the findings and `fail-on` alone. The engine, the handoff audit
 * and the shard merge all call it, so no surface can say "pass" while another
 * says "fail" (a report failing at `--fail-on warning` while every passport
 * showed `pass` was the defect this module exists to prevent).
 *
 * A finding belongs to the passports of the output directory that owns its
 * path (the passport file itself, or any file below that directory that no
 * nearer passport directory owns), or to the handoff document at its path (an
 * acknowledgment's findings belong to its packet). What belongs to none — an
 * output directory without a passport, a run-level finding — is counted as
 * `unattributed`, and fails like any other subject.
 */




/** pass or fail for one subject's findings: fail when any is at or above `failOn` (never: nothing fails). */
function statusOf(own, failOn) {
    return own.some((f) => (0,_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .isFailing */ .DI)(f.severity, failOn)) ? 'fail' : 'pass';
}
function setCounts(subject, own, failOn) {
    const c = (0,_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .countBySeverity */ .Ot)(own);
    return {
        ...subject,
        errors: c.error,
        warnings: c.warning,
        notices: c.notice,
        status: statusOf(own, failOn),
    };
}
/** The parent directory of a repository-relative POSIX path ('.' at the top). */
function parentOf(rel) {
    const i = rel.lastIndexOf('/');
    return i < 0 ? '.' : rel.slice(0, i);
}
/**
 * Decides the verdict of a report's findings under `failOn`. `passports` and `handoffs` are
 * the subjects the report shows (their counts and statuses are recomputed, never trusted).
 * Invariant, held by a property test: `passed` is true exactly when every passport, every
 * handoff document and the unattributed findings pass.
 */
function decideVerdict(input) {
    const { findings, failOn } = input;
    const passportsByPath = new Map();
    const passportsByDir = new Map();
    input.passports.forEach((p, i) => {
        passportsByPath.set(p.path, [...(passportsByPath.get(p.path) ?? []), i]);
        passportsByDir.set(p.directory, [...(passportsByDir.get(p.directory) ?? []), i]);
    });
    const handoffByPath = new Map();
    input.handoffs.forEach((h, i) => {
        handoffByPath.set(h.path, i);
        if (h.kind === 'packet')
            handoffByPath.set((0,_formats_ack_path_js__WEBPACK_IMPORTED_MODULE_2__/* .ackPathOf */ .o)(h.path), i);
    });
    const passportFindings = input.passports.map(() => []);
    const handoffFindings = input.handoffs.map(() => []);
    const unattributed = [];
    /** The passports whose output directory owns `rel`: the nearest directory above it that has one. */
    const ownersOf = (rel) => {
        if (rel === '')
            return undefined;
        for (let dir = parentOf(rel);; dir = parentOf(dir)) {
            const owners = passportsByDir.get(dir);
            if (owners)
                return owners;
            if (dir === '.')
                return undefined;
        }
    };
    for (const f of findings) {
        const handoff = handoffByPath.get(f.path);
        if (handoff !== undefined) {
            handoffFindings[handoff].push(f);
            continue;
        }
        const owners = passportsByPath.get(f.path) ?? ownersOf(f.path);
        if (owners === undefined)
            unattributed.push(f);
        else
            for (const i of owners)
                passportFindings[i].push(f);
    }
    const passports = input.passports.map((p, i) => setCounts(p, passportFindings[i], failOn));
    const handoffs = input.handoffs.map((h, i) => setCounts(h, handoffFindings[i], failOn));
    const other = setCounts({ path: '', errors: 0, warnings: 0, notices: 0, status: 'pass' }, unattributed, failOn);
    const c = (0,_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .countBySeverity */ .Ot)(findings);
    return {
        passed: statusOf(findings, failOn) === 'pass',
        counts: { errors: c.error, warnings: c.warning, notices: c.notice },
        passports,
        handoffs,
        unattributed: {
            errors: other.errors,
            warnings: other.warnings,
            notices: other.notices,
            status: other.status,
        },
    };
}
/** The CLI's exit code for a report: 0 when it passed, 1 when a finding is at or above fail-on. */
function exitCodeOf(report) {
    return report.summary.passed ? _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_OK */ .Ij : _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_FINDINGS */ .cB;
}


/***/ })

};
