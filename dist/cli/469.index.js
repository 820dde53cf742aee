export const id = 469;
export const ids = [469];
export const modules = {

/***/ 24469:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AI: () => (/* binding */ listUnchanged),
/* harmony export */   DO: () => (/* binding */ isSamePassportFile),
/* harmony export */   En: () => (/* binding */ restampCommand),
/* harmony export */   Jm: () => (/* binding */ toStaleNode),
/* harmony export */   WG: () => (/* binding */ findRenamed),
/* harmony export */   _X: () => (/* binding */ describeRerun),
/* harmony export */   aL: () => (/* binding */ planAuditReruns),
/* harmony export */   hO: () => (/* reexport safe */ _rerun_command_js__WEBPACK_IMPORTED_MODULE_5__.hO),
/* harmony export */   ju: () => (/* binding */ normalizerOf),
/* harmony export */   r$: () => (/* binding */ orderTopologically),
/* harmony export */   vn: () => (/* binding */ planReruns),
/* harmony export */   wi: () => (/* binding */ indexArtifacts),
/* harmony export */   xC: () => (/* binding */ readBaseNodes)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_shell_word_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(86571);
/* harmony import */ var _util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9344);
/* harmony import */ var _passports_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55127);
/* harmony import */ var _formats_passport_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2800);
/* harmony import */ var _core_passport_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(48825);
/* harmony import */ var _rerun_command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(68586);
/* harmony import */ var _util_digraph_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(24305);
/* harmony import */ var _formats_json_source_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(23511);
/**
 * Stale downstream passports and the re-run plan: one computation for the provenance diff's
 * re-run plan (diff/diff.ts) and the audit's `chain-stale` (rules/families/chain.ts), so the
 * diff's stale list and the audit's stale findings are the same list. Pure.
 *
 * An output a change **modified** is a path some base passport lists as an output whose
 * digest the head's passports no longer record (another digest, or no passport lists it any
 * more: renamed, or deleted and its producer re-stamped). A head passport is **stale** when
 *
 * - *input*: it records an input at a digest this change replaced (it consumed the old
 *   version and was not re-stamped since: a re-stamp after the re-run records the new digest;
 *   `input-hash-mismatch` reports the same case from the bytes on disk), or an input whose
 *   path a passport it consumes (consumed_passports) lists as an output at another digest
 *   (no base needed: the head alone shows the consumer read something its producer no
 *   longer records), or
 * - *consumed*: it consumes (consumed_passports) a passport whose outputs this change
 *   modified, and its own file is unchanged (it was not re-stamped), or
 * - *upstream*: it consumes a stale passport, by id or by an input whose path and digest are
 *   an output of that passport. This holds even if it was re-stamped in this change: a step
 *   re-run on the output of a stale step computed from the old version too.
 *
 * Without a base (an audit of one revision) the base is empty: only the head-alone reasons
 * and what follows from them apply.
 *
 * The plan lists the stale passports in topological order (producers before consumers), ties
 * by path; a consumed_passports cycle (a finding of the audit) is kept together, by path.
 */









const byPath = (a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
/**
 * An artifact path as the repository-relative path it names, or as written when it names
 * none (so a refused path still differs from every other).
 */
function normalizeArtifactPath(raw, dir, pathBase) {
    const checked = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .checkRelativePath */ ._k)(raw, pathBase === 'passport' && dir !== '.' ? dir : '');
    return checked.ok ? checked.rel : raw;
}
/** {@link normalizeArtifactPath} for one `path-base`. */
const normalizerOf = (pathBase) => (raw, dir) => normalizeArtifactPath(raw, dir, pathBase);
/** The artifacts of one list by normalized path; the first entry of a path wins. */
function indexArtifacts(list, dir, normalize, make) {
    const byRel = new Map();
    for (const ref of list) {
        const rel = normalize(ref.path, dir);
        if (!byRel.has(rel))
            byRel.set(rel, make(ref, rel));
    }
    return byRel;
}
/** A passport as the stale computation sees it, from its summary (null: unreadable). */
function toStaleNode(path, summary, normalize) {
    const make = (ref, rel) => ({
        path: rel,
        sha256: ref.sha256,
    });
    const dir = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .relativeDirname */ .RV)(path);
    return {
        path,
        dir,
        id: summary?.id ?? null,
        summary,
        relOf: (raw) => normalize(raw, dir),
        skill: summary?.skill ?? null,
        skillVersion: summary?.skillVersion ?? null,
        inputs: indexArtifacts(summary?.inputs ?? [], dir, normalize, make),
        outputs: indexArtifacts(summary?.outputs ?? [], dir, normalize, make),
    };
}
/** The base's passport files as the stale computation (and passport-id-reused) sees them. */
function readBaseNodes(base, normalize) {
    return base.map((f) => toStaleNode(f.path, (0,_core_passport_js__WEBPACK_IMPORTED_MODULE_4__/* .passportOfFile */ .KI)(f), normalize));
}
/**
 * The audit's re-run plan ({@link planReruns}): the head as the audit read it, against the
 * base's passport files when the run has a base (a pull request, `audit --base`), else
 * against nothing. The diff asks planReruns of the same two lists (diff/diff.ts), so the
 * audit's chain-stale findings are the diff's stale list.
 */
function planAuditReruns(head, base, normalize, baseNodes = readBaseNodes(base ?? [], normalize), agrees) {
    // Without a base only the head-alone reason applies; most audits have none, and checking
    // for one costs a fraction of building every node (workload 2: 2,000 passports).
    if (base === null && !hasHeadAloneReason(head, normalize, agrees))
        return [];
    const headNodes = head.map((r) => toStaleNode(r.path, r.summary, normalize));
    if (base === null)
        return planReruns({ base: [], head: headNodes, unchangedHead: new Set() });
    const before = new Map(base.map((f) => [f.path, f]));
    const unchangedHead = new Set();
    for (const r of head) {
        const b = before.get(r.path);
        if (!b || b.value === null || r.bytes === null || r.summary === null)
            continue;
        // The same bytes are the same file; other bytes are parsed as the diff parses them.
        if (b.bytes && Buffer.from(b.bytes).equals(r.bytes))
            unchangedHead.add(r.path);
        else {
            const parsed = (0,_passports_js__WEBPACK_IMPORTED_MODULE_2__/* .parsePassportValue */ .V5)(r.bytes);
            if (isSamePassportFile(b, { value: parsed.value, bytes: r.bytes }))
                unchangedHead.add(r.path);
        }
    }
    return planReruns({ base: baseNodes, head: headNodes, unchangedHead });
}
/**
 * True when some head passport has the one reason to be stale that needs no base: an input
 * whose path a passport it consumes lists as an output at another digest (findDirectReasons
 * with an empty base, asked without building a node per passport). Paths by `normalize`, the
 * first entry of a path winning, as {@link toStaleNode} indexes them.
 */
function hasHeadAloneReason(head, normalize, agrees = () => false) {
    const byId = new Map();
    head.forEach((r, i) => {
        const id = r.summary?.id;
        if (id === null || id === undefined)
            return;
        const list = byId.get(id);
        if (list)
            list.push(i);
        else
            byId.set(id, [i]);
    });
    const outputs = [];
    const outputsOf = (i) => {
        let byRel = outputs[i];
        if (byRel)
            return byRel;
        byRel = new Map();
        const r = head[i];
        const dir = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .relativeDirname */ .RV)(r.path);
        for (const ref of r.summary?.outputs ?? []) {
            const rel = normalize(ref.path, dir);
            if (!byRel.has(rel))
                byRel.set(rel, ref.sha256);
        }
        return (outputs[i] = byRel);
    };
    for (const r of head) {
        const s = r.summary;
        if (s === null || s.inputs.length === 0)
            continue;
        const dir = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .relativeDirname */ .RV)(r.path);
        // Inputs every producer agrees with cannot be stale: most passports have no other.
        const open = s.inputs.filter((ref) => ref.sha256 !== null && !agrees(ref.path, dir, ref.sha256));
        if (open.length === 0)
            continue;
        const producers = [];
        for (const c of new Set(s.consumed))
            if (c !== (s.id ?? ''))
                producers.push(...(byId.get(c) ?? []));
        if (producers.length === 0)
            continue;
        for (const ref of open) {
            if (ref.sha256 === null)
                continue;
            const rel = normalize(ref.path, dir);
            for (const q of producers) {
                const sha = outputsOf(q).get(rel) ?? null;
                if (sha !== null && sha !== ref.sha256)
                    return true;
            }
        }
    }
    return false;
}
/**
 * True when a passport file is the same on both sides: the same bytes, or the same JSON value
 * with every number the same decimal number as written (not as parsed to a double, so
 * 0.30000000000000000557 and 0.3 differ). `bytes` absent: the values alone decide.
 */
function isSamePassportFile(a, b) {
    if (a.value === null || b.value === null)
        return false;
    if (a.bytes && b.bytes && Buffer.from(a.bytes).equals(b.bytes))
        return true;
    if (!(0,node_util__WEBPACK_IMPORTED_MODULE_0__.isDeepStrictEqual)(a.value, b.value))
        return false;
    if (!a.bytes || !b.bytes)
        return true;
    return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.isDeepStrictEqual)((0,_formats_json_source_js__WEBPACK_IMPORTED_MODULE_6__/* .readExactNumbers */ .Iw)(a.bytes), (0,_formats_json_source_js__WEBPACK_IMPORTED_MODULE_6__/* .readExactNumbers */ .Iw)(b.bytes));
}
/**
 * The head passports whose file is the same in the base, at the same path
 * ({@link isSamePassportFile}): not re-stamped by this change.
 */
function listUnchanged(base, head) {
    const before = new Map(base.map((f) => [f.path, f]));
    const unchanged = new Set();
    for (const h of head) {
        const b = before.get(h.path);
        if (b && isSamePassportFile(b, h))
            unchanged.add(h.path);
    }
    return unchanged;
}
/** The outputs whose recorded digest changed between the revisions, by path. */
function findModifiedOutputs(base, head) {
    const before = new Map();
    for (const p of base) {
        for (const o of p.outputs.values()) {
            if (o.sha256 === null)
                continue;
            const known = before.get(o.path);
            if (known)
                known.shas.add(o.sha256);
            else
                before.set(o.path, { shas: new Set([o.sha256]), producer: p });
        }
    }
    const modified = new Map();
    if (before.size === 0)
        return modified;
    const after = new Map();
    for (const p of head)
        for (const o of p.outputs.values())
            if (!after.has(o.path))
                after.set(o.path, { sha: o.sha256, producer: p });
    for (const [path, { shas, producer }] of before) {
        const now = after.get(path);
        const current = now?.sha ?? null;
        if (current !== null && shas.has(current))
            continue;
        modified.set(path, { path, old: shas, current, producer: now?.producer ?? producer });
    }
    return modified;
}

/**
 * The command that re-stamps the passport at `path` after its step was re-run, to run at the
 * root: `stamp` refreshes a passport in place, keeping its passport_id and re-hashing its
 * recorded inputs and the directory's outputs. `--run-id` names the file when its name allows,
 * else the directory must hold this passport alone. Null when no command can name it as
 * printed (a name with control or invisible characters, which every report escapes).
 */
function restampCommand(path, dir, passportsInDir) {
    if ((0,_rerun_command_js__WEBPACK_IMPORTED_MODULE_5__/* .unprintable */ .hO)(path))
        return null;
    const name = path.slice(path.lastIndexOf('/') + 1);
    const runId = name.endsWith(_formats_passport_js__WEBPACK_IMPORTED_MODULE_3__/* .PASSPORT_SUFFIX */ .zb) ? name.slice(0, -_formats_passport_js__WEBPACK_IMPORTED_MODULE_3__/* .PASSPORT_SUFFIX */ .zb.length) : '';
    let base = `passport-gate stamp ${(0,_util_shell_word_js__WEBPACK_IMPORTED_MODULE_7__/* .shellWord */ .r)(dir)}`;
    if ((0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_3__/* .isRunId */ .Pk)(runId))
        base = `${base} --run-id ${runId}`;
    else if (passportsInDir !== 1)
        return null;
    return base;
}
/**
 * Where a gone input went: an output of `producers` (the head's passports with the id of the
 * one that recorded it) at one of the digests it was read at, by path; null when none.
 */
function findRenamed(producers, digests) {
    const found = [];
    for (const p of producers)
        for (const o of p.outputs.values())
            if (o.sha256 !== null && digests.has(o.sha256))
                found.push(o.path);
    return found.sort()[0] ?? null;
}
/** A binary min-heap of strings: the next ready component of the topological sort. */
class MinHeap {
    items = [];
    get size() {
        return this.items.length;
    }
    push(key, value) {
        const a = this.items;
        a.push({ key, value });
        for (let i = a.length - 1; i > 0;) {
            const parent = (i - 1) >> 1;
            if (a[parent].key <= a[i].key)
                break;
            [a[parent], a[i]] = [
                a[i],
                a[parent],
            ];
            i = parent;
        }
    }
    pop() {
        const a = this.items;
        const top = a[0];
        const last = a.pop();
        if (a.length > 0) {
            a[0] = last;
            for (let i = 0;;) {
                const l = 2 * i + 1;
                const r = l + 1;
                let m = i;
                if (l < a.length && a[l].key < a[m].key)
                    m = l;
                if (r < a.length && a[r].key < a[m].key)
                    m = r;
                if (m === i)
                    break;
                [a[m], a[i]] = [
                    a[i],
                    a[m],
                ];
                i = m;
            }
        }
        return top.value;
    }
}
/**
 * Orders nodes producers-first: strongly connected components (cycles) condensed, then Kahn's
 * algorithm taking the ready component with the smallest key first; members of a component by
 * key. Returns node indices and whether each is on a cycle.
 */
function orderTopologically(keys, adj) {
    const components = (0,_util_digraph_js__WEBPACK_IMPORTED_MODULE_8__/* .findStronglyConnected */ .Bk)(adj);
    const componentOf = new Int32Array(keys.length);
    components.forEach((c, i) => {
        for (const v of c)
            componentOf[v] = i;
        c.sort((a, b) => (keys[a] < keys[b] ? -1 : 1));
    });
    const cyclic = new Array(keys.length).fill(false);
    for (const c of components)
        if ((0,_util_digraph_js__WEBPACK_IMPORTED_MODULE_8__/* .isCyclicComponent */ .bd)(c, adj))
            for (const v of c)
                cyclic[v] = true;
    const indegree = new Int32Array(components.length);
    const next = components.map(() => new Set());
    adj.forEach((targets, v) => {
        for (const w of targets) {
            const a = componentOf[v];
            const b = componentOf[w];
            if (a === b || next[a].has(b))
                continue;
            next[a].add(b);
            indegree[b] = indegree[b] + 1;
        }
    });
    const heap = new MinHeap();
    const keyOf = (c) => keys[components[c][0]];
    components.forEach((_, c) => {
        if (indegree[c] === 0)
            heap.push(keyOf(c), c);
    });
    const order = [];
    while (heap.size > 0) {
        const c = heap.pop();
        order.push(...components[c]);
        for (const d of next[c]) {
            indegree[d] = indegree[d] - 1;
            if (indegree[d] === 0)
                heap.push(keyOf(d), d);
        }
    }
    return { order, cyclic };
}
/** The reasons each head passport is stale of itself (input, consumed), before the closure. */
function findDirectReasons(input) {
    const { base, head, unchangedHead } = input;
    const modified = findModifiedOutputs(base, head);
    const reasons = new Map();
    const gone = new Map();
    const addReason = (p, reason) => {
        const list = reasons.get(p);
        if (list)
            list.push(reason);
        else
            reasons.set(p, [reason]);
    };
    // Passports (by id, either revision) whose outputs this change modified.
    const changedProducers = new Map();
    for (const m of modified.values())
        if (m.producer.id !== null)
            changedProducers.set(m.producer.id, m.producer);
    for (const p of base)
        for (const o of p.outputs.keys())
            if (modified.has(o) && p.id !== null && !changedProducers.has(p.id))
                changedProducers.set(p.id, p);
    const headById = new Map();
    for (const p of head) {
        if (p.id === null)
            continue;
        const list = headById.get(p.id);
        if (list)
            list.push(p);
        else
            headById.set(p.id, [p]);
    }
    for (const p of head) {
        const consumed = new Set(p.summary?.consumed ?? []);
        consumed.delete(p.id ?? '');
        for (const input of p.inputs.values()) {
            if (input.sha256 === null || p.outputs.has(input.path))
                continue;
            const m = modified.get(input.path);
            if (m && m.old.has(input.sha256)) {
                if (m.current === null) {
                    const byId = m.producer.id === null ? [] : (headById.get(m.producer.id) ?? []);
                    const list = gone.get(p) ?? new Map();
                    // A producer that records a failure lost the output to the failure, not on purpose:
                    // the input stays (its re-run makes it again); else it was renamed, or deleted.
                    const failed = byId.some((q) => q.summary?.errors.some(_core_passport_js__WEBPACK_IMPORTED_MODULE_4__/* .isFailure */ .N6) === true);
                    gone.set(p, list.set(input.path, failed ? input.path : findRenamed(byId, m.old)));
                }
                addReason(p, {
                    kind: 'input',
                    via_path: m.producer.path,
                    via_id: m.producer.id,
                    artifact: input.path,
                    recorded_sha256: input.sha256,
                    current_sha256: m.current,
                });
                continue;
            }
            // The head alone: a consumed producer records this path at another digest now.
            const producer = findRecordingProducer(consumed, headById, input);
            if (producer)
                addReason(p, {
                    kind: 'input',
                    via_path: producer.path,
                    via_id: producer.id,
                    artifact: input.path,
                    recorded_sha256: input.sha256,
                    current_sha256: producer.outputs.get(input.path)?.sha256 ?? null,
                });
        }
        if (!unchangedHead.has(p.path))
            continue;
        for (const c of consumed) {
            const producer = changedProducers.get(c);
            if (!producer)
                continue;
            if (reasons.get(p)?.some((r) => r.via_id === c))
                continue;
            addReason(p, { kind: 'consumed', via_path: producer.path, via_id: c });
        }
    }
    return { reasons, gone };
}
/** The first passport `consumed` names that lists `input`'s path at another (known) digest. */
function findRecordingProducer(consumed, headById, input) {
    for (const c of consumed)
        for (const q of headById.get(c) ?? []) {
            const sha = q.outputs.get(input.path)?.sha256 ?? null;
            if (sha !== null && sha !== input.sha256)
                return q;
        }
    return undefined;
}
/** Downstream of each head passport: consumers by id, and by an input that is one of its outputs. */
function indexDownstream(head) {
    const consumersById = new Map();
    const consumersByArtifact = new Map();
    const push = (index, key, p) => {
        const list = index.get(key);
        if (list)
            list.push(p);
        else
            index.set(key, [p]);
    };
    for (const p of head) {
        for (const c of new Set(p.summary?.consumed ?? []))
            push(consumersById, c, p);
        for (const i of p.inputs.values())
            if (i.sha256 !== null)
                push(consumersByArtifact, `${i.path}\0${i.sha256}`, p);
    }
    return (s) => {
        const out = new Set(s.id === null ? [] : (consumersById.get(s.id) ?? []));
        for (const o of s.outputs.values())
            if (o.sha256 !== null)
                for (const q of consumersByArtifact.get(`${o.path}\0${o.sha256}`) ?? [])
                    out.add(q);
        out.delete(s);
        return [...out].sort(byPath);
    };
}
/** The stale passports of the head, as a re-run plan in topological order. */
function planReruns(input) {
    const { reasons, gone } = findDirectReasons(input);
    // Nothing stale of itself (every passing audit): nothing downstream to index.
    if (reasons.size === 0)
        return [];
    const { head } = input;
    const addReason = (p, reason) => {
        const list = reasons.get(p);
        if (list)
            list.push(reason);
        else
            reasons.set(p, [reason]);
    };
    const downstreamOf = indexDownstream(head);
    // Transitive closure, breadth-first from the directly stale passports (in path order).
    const queue = [...reasons.keys()].sort(byPath);
    const stale = new Set(queue);
    for (let i = 0; i < queue.length; i++) {
        const s = queue[i];
        for (const q of downstreamOf(s)) {
            addReason(q, { kind: 'upstream', via_path: s.path, via_id: s.id });
            if (!stale.has(q)) {
                stale.add(q);
                queue.push(q);
            }
        }
    }
    const nodes = [...stale].sort(byPath);
    const indexOf = new Map(nodes.map((n, i) => [n, i]));
    const adj = nodes.map((n) => downstreamOf(n)
        .map((q) => indexOf.get(q))
        .filter((i) => i !== undefined));
    const { order, cyclic } = orderTopologically(nodes.map((n) => n.path), adj);
    return order.map((i, k) => {
        const p = nodes[i];
        const step = {
            order: k + 1,
            path: p.path,
            directory: p.dir,
            passport_id: p.id,
            skill: p.skill,
            skill_version: p.skillVersion,
            reasons: reasons.get(p) ?? [],
            command: commandOf(p, gone.get(p)),
        };
        if (cyclic[i])
            step.cycle = true;
        return step;
    });
}
/**
 * The command of a re-run plan's step: the step run again through `passport-gate run`, never a
 * re-stamp (a re-stamp over unchanged outputs vouches for bytes no run made from the inputs
 * as they are now, issue 37). A run record: its recorded command, a renamed input under its
 * new name (a deleted one leaves no command: the step's own command names it too). A hand
 * record: the same `run` line with its inputs, code, sources and parameters, and a placeholder
 * for the command it never recorded; an input its failed producer lost is kept (the run is
 * refused until the steps before it made it again: the plan keeps every input of each step), a
 * renamed one is named by its new path, one its producer no longer records (deleted,
 * re-stamped) is left out.
 */
function commandOf(p, gone) {
    if (p.summary === null || p.relOf === undefined)
        return null;
    const relOf = p.relOf;
    const hand = !(0,_core_passport_js__WEBPACK_IMPORTED_MODULE_4__/* .isRunRecord */ .jM)(p.summary);
    const summary = hand
        ? {
            ...p.summary,
            inputs: p.summary.inputs.filter((i) => i.external || gone?.get(relOf(i.path)) !== null),
        }
        : p.summary;
    return (0,_rerun_command_js__WEBPACK_IMPORTED_MODULE_5__/* .rerunCommand */ .w4)(summary, p.path, p.dir, (raw) => {
        const rel = relOf(raw);
        return gone?.has(rel) === true ? (gone.get(rel) ?? null) : rel;
    }, true);
}
/** The re-run plan's step and command, as a finding (chain-stale, input-missing) prints it. */
function describeRerun(step, total) {
    const place = `step ${step.order} of the re-run plan's ${total}, after the steps before it`;
    if (!step.command)
        return `run the step again through passport-gate run (${place}); no command can be printed for it: its file name cannot be written as a command (rename it <run-id>.passport.json), or a word of it cannot be printed`;
    const fill = step.command.endsWith(` -- '${_rerun_command_js__WEBPACK_IMPORTED_MODULE_5__/* .STEP_COMMAND_PLACEHOLDER */ .Tu}'`)
        ? `, with the step's own command for '${_rerun_command_js__WEBPACK_IMPORTED_MODULE_5__/* .STEP_COMMAND_PLACEHOLDER */ .Tu}' (a hand record names none)`
        : '';
    return `run the step again through passport-gate run (${place})${fill}: ${step.command}`;
}


/***/ })

};
