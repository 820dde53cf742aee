export const id = 796;
export const ids = [796];
export const modules = {

/***/ 51146:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  H: () => (/* binding */ diffProvenance)
});

// EXTERNAL MODULE: ./src/util/relative-path.ts
var relative_path = __webpack_require__(9344);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./src/repo/stale.ts
var repo_stale = __webpack_require__(24469);
// EXTERNAL MODULE: ./src/core/signer.ts
var signer = __webpack_require__(99881);
// EXTERNAL MODULE: ./src/util/values.ts
var values = __webpack_require__(7656);
// EXTERNAL MODULE: ./src/core/passport.ts
var passport = __webpack_require__(48825);
// EXTERNAL MODULE: ./src/formats/json-source.ts + 1 modules
var json_source = __webpack_require__(23511);
;// CONCATENATED MODULE: ./src/diff/compare.ts
/**
 * What changed in one passport between the base and the head: produced_by, inputs and
 * outputs (digest, size, source), parameters, decisions, recorded failures and
 * consumed_passports edges, and which other top-level fields differ. Pure; values are
 * compared as JSON values (isDeepStrictEqual), so key order inside an object does not count,
 * and numbers as their source text writes them where the reader kept the bytes (a seed edited
 * from 18446744073709551557 to 18446744073709551000 is one double, and a change all the same).
 */






/** `o[key]` when `o` has it as its own property (a key like "__proto__" is plain data). */
const own = (o, key) => Object.hasOwn(o, key) ? o[key] : undefined;
/** Top-level fields itemized by the diff; other differing fields are named in `other_fields`. */
const ITEMIZED = new Set([
    'passport_id',
    'produced_by',
    'inputs',
    'outputs',
    'parameters',
    'decisions',
    'errors',
    'consumed_passports',
]);
const PRODUCED_BY_FIELDS = ['skill', 'skill_version', 'agent'];
const sortedKeys = (a, b) => [...new Set([...a, ...b])].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
const orNull = (v) => (v === undefined ? null : v);
/** True when the two sides of a pair are the same readable passport content at the same path. */
function isUnchanged(pair) {
    const { base, head } = pair;
    if (!base || !head || base.path !== head.path)
        return false;
    return (0,repo_stale/* isSamePassportFile */.DO)(base.file, head.file);
}
function compareArtifacts(before, after, withSource) {
    const out = [];
    for (const path of sortedKeys(before.keys(), after.keys())) {
        const a = before.get(path);
        const b = after.get(path);
        const sources = withSource && (a?.source ?? null) !== (b?.source ?? null)
            ? { old_source: a?.source ?? null, new_source: b?.source ?? null }
            : {};
        const base = {
            path,
            old_sha256: a?.sha256 ?? null,
            new_sha256: b?.sha256 ?? null,
            old_size_bytes: a?.size ?? null,
            new_size_bytes: b?.size ?? null,
        };
        if (!a)
            out.push({ change: 'added', ...base, ...sources });
        else if (!b)
            out.push({ change: 'removed', ...base, ...sources });
        else if (a.sha256 !== b.sha256 || a.size !== b.size || Object.keys(sources).length > 0)
            out.push({ change: 'changed', ...base, ...sources });
    }
    return out;
}
/** A side whose numbers as written are not known (the reader kept no bytes). */
const UNKNOWN = Symbol('numbers as written not known');
/**
 * A passport's document with every number as written (json-source.ts readExactNumbers), or
 * {@link UNKNOWN} when the reader kept no bytes or they do not parse.
 */
function readExactValue(facts) {
    const bytes = facts?.file.value === null ? undefined : facts?.file.bytes;
    const exact = bytes ? (0,json_source/* readExactNumbers */.Iw)(bytes) : null;
    return exact === null ? UNKNOWN : exact;
}
/** The member `key` of each side, in both readings. */
function memberOf(sides, key) {
    const pick = (o) => o === UNKNOWN
        ? UNKNOWN
        : o !== null && typeof o === 'object' && !Array.isArray(o)
            ? own(o, key)
            : undefined;
    return {
        values: [pick(sides.values[0]), pick(sides.values[1])],
        exact: [pick(sides.exact[0]), pick(sides.exact[1])],
    };
}
/** True when the two sides differ, numbers compared as written when both are known so. */
function differs(sides) {
    const [a, b] = sides.exact.includes(UNKNOWN) ? sides.values : sides.exact;
    return !(0,external_node_util_.isDeepStrictEqual)(a, b);
}
/**
 * `old_text`/`new_text` of a change: the value's JSON as its source wrote it, where that is not
 * what JSON.stringify makes of the parsed value (a number beyond a double's precision).
 */
function sourceTexts(sides) {
    const out = {};
    const [a, b] = sides.exact;
    const [x, y] = sides.values;
    const known = (v) => v !== undefined && v !== UNKNOWN;
    if (known(a) && (0,json_source/* formatExactJson */.vU)(a) !== JSON.stringify(x))
        out.old_text = (0,json_source/* formatExactJson */.vU)(a);
    if (known(b) && (0,json_source/* formatExactJson */.vU)(b) !== JSON.stringify(y))
        out.new_text = (0,json_source/* formatExactJson */.vU)(b);
    return out;
}
function compareParameters(sides) {
    const [before, after] = sides.values;
    const isMap = (v) => v === undefined || (v !== null && typeof v === 'object' && !Array.isArray(v));
    // `parameters` that is not an object on one side: one change of the whole value.
    if (!isMap(before) || !isMap(after)) {
        return differs(sides)
            ? [
                {
                    change: 'changed',
                    key: null,
                    old: orNull(before),
                    new: orNull(after),
                    ...sourceTexts(sides),
                },
            ]
            : [];
    }
    const a = (before ?? {});
    const b = (after ?? {});
    const out = [];
    for (const key of sortedKeys(Object.keys(a), Object.keys(b))) {
        const inA = Object.hasOwn(a, key);
        const inB = Object.hasOwn(b, key);
        const member = memberOf(sides, key);
        const old = inA ? a[key] : null;
        const value = inB ? b[key] : null;
        const texts = sourceTexts(member);
        if (!inA)
            out.push({ change: 'added', key, old: null, new: value, ...texts });
        else if (!inB)
            out.push({ change: 'removed', key, old, new: null, ...texts });
        else if (differs(member))
            out.push({ change: 'changed', key, old, new: value, ...texts });
    }
    return out;
}
function compareDecisions(before, after) {
    const a = new Map((0,passport/* readDecisions */.uY)(before).map((d) => [d.key, d]));
    const b = new Map((0,passport/* readDecisions */.uY)(after).map((d) => [d.key, d]));
    const fieldsOf = (d) => ({
        choice: d.choice,
        alternatives_considered: d.alternatives_considered,
        rationale: d.rationale,
    });
    const out = [];
    // Decisions in the order the head records them, then those only the base had.
    const keys = [...b.keys(), ...[...a.keys()].filter((k) => !b.has(k))];
    for (const key of keys) {
        const x = a.get(key);
        const y = b.get(key);
        if (!x && y) {
            out.push({ change: 'added', step: y.step, fields: [], old: null, new: fieldsOf(y) });
        }
        else if (x && !y) {
            out.push({ change: 'removed', step: x.step, fields: [], old: fieldsOf(x), new: null });
        }
        else if (x && y) {
            const fields = ['choice', 'alternatives_considered', 'rationale'].filter((f) => !(0,external_node_util_.isDeepStrictEqual)(x[f], y[f]));
            if (fields.length > 0)
                out.push({ change: 'changed', step: y.step, fields, old: fieldsOf(x), new: fieldsOf(y) });
        }
    }
    return out;
}
function compareFailures(before, after) {
    const a = new Map((0,passport/* readFailures */.k0)(before).map((e) => [e.key, e]));
    const b = new Map((0,passport/* readFailures */.k0)(after).map((e) => [e.key, e]));
    const out = [];
    for (const [key, y] of b) {
        const x = a.get(key);
        if (!x)
            out.push({
                change: 'added',
                step: y.step,
                tool: y.tool,
                old_exit_code: null,
                new_exit_code: y.exitCode,
                stderr_excerpt: y.stderr,
            });
        else if (x.exitCode !== y.exitCode)
            out.push({
                change: 'changed',
                step: y.step,
                tool: y.tool,
                old_exit_code: x.exitCode,
                new_exit_code: y.exitCode,
                stderr_excerpt: y.stderr,
            });
    }
    for (const [key, x] of a) {
        if (b.has(key))
            continue;
        out.push({
            change: 'resolved',
            step: x.step,
            tool: x.tool,
            old_exit_code: x.exitCode,
            new_exit_code: null,
            stderr_excerpt: x.stderr,
        });
    }
    return out;
}
/**
 * A change of signer between the two sides, as labels, or null when the identities agree or a
 * side was not looked at (its reader read no bundles). One identity signing on another commit
 * is the same signer (core/signer.ts signerIdentityKey).
 */
function compareSigners(pair) {
    const before = pair.base ? pair.base.file.signer : 'none';
    const after = pair.head ? pair.head.file.signer : 'none';
    if (before === undefined || after === undefined)
        return null;
    const key = (s) => (typeof s === 'string' ? s : (0,signer/* signerIdentityKey */.m)(s));
    if (key(before) === key(after))
        return null;
    // A passport added or removed with no bundle on either side says nothing about signers.
    const label = (s) => s === 'none'
        ? null
        : s === 'unreadable'
            ? 'a bundle that names no readable signer'
            : (0,signer/* formatSignerIdentity */.KH)(s);
    return { old: label(before), new: label(after) };
}
/** How a passport's record was made, as the schema names it; null: absent, or not said. */
function recordMethodOf(p) {
    const method = p?.recordedBy?.method;
    // Only the two methods the schema names: another value says nothing a reviewer can rely on.
    return method === 'run' || method === 'stamp' ? method : null;
}
/** The change of one pair, or null when the two sides are the same. */
function comparePair(pair, pathOfId) {
    const signer = compareSigners(pair);
    if (isUnchanged(pair) && !signer)
        return null;
    const { base, head } = pair;
    const subject = (head ?? base);
    const baseValue = base?.file.value ?? null;
    const headValue = head?.file.value ?? null;
    const a = base?.summary ?? null;
    const b = head?.summary ?? null;
    const change = {
        change: !base ? 'added' : !head ? 'removed' : 'changed',
        path: subject.path,
        base_path: base?.path ?? null,
        head_path: head?.path ?? null,
        match: pair.match,
        base_id: base?.id ?? null,
        head_id: head?.id ?? null,
        skill: subject.skill,
        produced_by: [],
        outputs: compareArtifacts(base?.outputs ?? new Map(), head?.outputs ?? new Map(), false),
        inputs: compareArtifacts(base?.inputs ?? new Map(), head?.inputs ?? new Map(), true),
        parameters: [],
        decisions: compareDecisions(a, b),
        errors: compareFailures(a, b),
        consumed: { added: [], removed: [] },
        other_fields: [],
    };
    if (signer)
        change.signer = signer;
    change.recorded_by = { base: recordMethodOf(a), head: recordMethodOf(b) };
    if (base?.file.problem)
        change.base_problem = base.file.problem;
    if (head?.file.problem)
        change.head_problem = head.file.problem;
    const pbA = a?.producedBy ?? {};
    const pbB = b?.producedBy ?? {};
    for (const field of PRODUCED_BY_FIELDS) {
        const old = own(pbA, field);
        const value = own(pbB, field);
        if (!(0,external_node_util_.isDeepStrictEqual)(old, value))
            change.produced_by.push({ field, old: orNull(old), new: orNull(value) });
    }
    // Both documents with numbers as written, where the reader kept the bytes: a number edited
    // beyond a double's precision is then itemized (and shown as written), not hidden.
    const top = {
        values: [baseValue ?? undefined, headValue ?? undefined],
        exact: [base ? readExactValue(base) : undefined, head ? readExactValue(head) : undefined],
    };
    change.parameters = compareParameters({
        values: [a?.parameters, b?.parameters],
        exact: memberOf(top, 'parameters').exact,
    });
    const consumedA = new Set(a?.consumed ?? []);
    const consumedB = new Set(b?.consumed ?? []);
    const edge = (id) => ({ passport_id: id, path: pathOfId(id) });
    change.consumed.added = [...consumedB].filter((c) => !consumedA.has(c)).map(edge);
    change.consumed.removed = [...consumedA].filter((c) => !consumedB.has(c)).map(edge);
    // Fields that differ but are not itemized above, so a reader knows the diff is complete:
    // created_at of a re-stamp, downstream_hints, produced_by.session_id, an entry's `type`…
    if (base && head && baseValue !== null && headValue !== null) {
        // The two documents key by key, as recorded: what no field of the model itemizes.
        const topA = (0,values/* asObjectOrEmpty */.eG)(baseValue);
        const topB = (0,values/* asObjectOrEmpty */.eG)(headValue);
        const itemized = {
            produced_by: change.produced_by.length,
            inputs: change.inputs.length,
            outputs: change.outputs.length,
            parameters: change.parameters.length,
            decisions: change.decisions.length,
            errors: change.errors.length,
            consumed_passports: change.consumed.added.length + change.consumed.removed.length,
            passport_id: base.id !== head.id ? 1 : 0,
        };
        for (const key of sortedKeys(Object.keys(topA), Object.keys(topB))) {
            if (!differs(memberOf(top, key)))
                continue;
            if (!ITEMIZED.has(key))
                change.other_fields.push(key);
            else if (key === 'produced_by') {
                for (const sub of sortedKeys(Object.keys(pbA), Object.keys(pbB)))
                    if (!PRODUCED_BY_FIELDS.includes(sub) &&
                        !(0,external_node_util_.isDeepStrictEqual)(own(pbA, sub), own(pbB, sub)))
                        change.other_fields.push(`produced_by.${sub}`);
            }
            else if (itemized[key] === 0)
                change.other_fields.push(key);
        }
    }
    return change;
}

// EXTERNAL MODULE: ./src/repo/ownership.ts + 1 modules
var ownership = __webpack_require__(35493);
// EXTERNAL MODULE: ./src/formats/passport.ts
var formats_passport = __webpack_require__(2800);
// EXTERNAL MODULE: ./src/fs/tree-entries.ts
var tree_entries = __webpack_require__(92922);
;// CONCATENATED MODULE: ./src/diff/coverage.ts




/** Measures the coverage of one revision. */
function measureCoverage(input) {
    const { tree, config } = input;
    const files = tree.filter((e) => e.kind !== 'dir').map((e) => e.rel);
    const passportDirs = new Set(files.filter(formats_passport/* isPassportPath */._u).map(relative_path/* relativeDirname */.RV));
    const { dirs } = (0,ownership/* findOutputDirectories */.wm)(tree_entries/* TreeEntries */.Fp.fromList(tree), new Set([...passportDirs, ...(input.formerPassportDirs ?? [])]), config);
    const isBookkeeping = (0,ownership/* createBookkeepingTest */.T2)(files, config);
    const ownerOf = (0,ownership/* createOwnerLookup */.CN)(dirs);
    const listed = new Set();
    for (const p of input.passports)
        for (const o of p.outputs.keys())
            listed.add(o);
    const occupied = new Set(passportDirs);
    let vouched = 0;
    let total = 0;
    for (const { rel, kind } of tree) {
        if (kind === 'dir' || isBookkeeping(rel, kind))
            continue;
        const owner = ownerOf(rel);
        if (owner === null)
            continue;
        occupied.add(owner);
        total++;
        if (listed.has(rel))
            vouched++;
    }
    let withPassport = 0;
    let directories = 0;
    for (const d of dirs) {
        if (!occupied.has(d))
            continue;
        directories++;
        if (passportDirs.has(d))
            withPassport++;
    }
    return {
        directories: { with_passport: withPassport, total: directories },
        artifacts: { vouched, total },
        source: input.source,
    };
}

// EXTERNAL MODULE: ./src/diff/facts.ts
var facts = __webpack_require__(52152);
;// CONCATENATED MODULE: ./src/diff/match.ts
/**
 * Pairing the base's passports with the head's. Pure.
 *
 * A passport file is identified first by where it is, then by what it says it is:
 *
 * 1. **Same path.** A re-stamp rewrites the file in place and keeps passport_id; a passport
 *    recreated in place (new passport_id) is still the record of the same output directory,
 *    so it pairs too, and the diff says the id changed.
 * 2. **Same passport_id**, among the files left: a passport moved or renamed (`git mv`, a new
 *    `--run-id`) keeps its id. Only an id held by exactly one unpaired file on each side
 *    pairs; a duplicated id (a finding of the audit) pairs nothing.
 * 3. **Same directory**, among the files left: exactly one unpaired file on each side in one
 *    output directory is that directory's record, recreated under another name and id.
 *
 * Whatever is left is added (head only) or removed (base only).
 */

/** Pairs base and head passports (see the module comment); sorted by head path, else base path. */
function matchPassports(base, head) {
    const pairs = [];
    const headByPath = new Map();
    for (const h of head)
        if (!headByPath.has(h.path))
            headByPath.set(h.path, h);
    const pairedHead = new Set();
    let baseLeft = [];
    for (const b of base) {
        const h = headByPath.get(b.path);
        if (h !== undefined && !pairedHead.has(h)) {
            pairs.push({ base: b, head: h, match: 'path' });
            pairedHead.add(h);
        }
        else
            baseLeft.push(b);
    }
    let headLeft = head.filter((h) => !pairedHead.has(h));
    // 2. By id, when the id is held by one unpaired file on each side.
    const byId = (list) => {
        const index = new Map();
        for (const f of list) {
            if (f.id === null)
                continue;
            const l = index.get(f.id);
            if (l)
                l.push(f);
            else
                index.set(f.id, [f]);
        }
        return index;
    };
    const baseIds = byId(baseLeft);
    const headIds = byId(headLeft);
    const paired = new Set();
    for (const [id, bs] of baseIds) {
        const hs = headIds.get(id);
        if (bs.length !== 1 || hs?.length !== 1)
            continue;
        const [b, h] = [bs[0], hs[0]];
        pairs.push({ base: b, head: h, match: 'id' });
        paired.add(b).add(h);
    }
    baseLeft = baseLeft.filter((f) => !paired.has(f));
    headLeft = headLeft.filter((f) => !paired.has(f));
    // 3. By directory, when it holds one unpaired file on each side.
    const byDir = (list) => {
        const index = new Map();
        for (const f of list) {
            const dir = (0,relative_path/* relativeDirname */.RV)(f.path);
            const l = index.get(dir);
            if (l)
                l.push(f);
            else
                index.set(dir, [f]);
        }
        return index;
    };
    const headDirs = byDir(headLeft);
    for (const [dir, bs] of byDir(baseLeft)) {
        const hs = headDirs.get(dir);
        if (bs.length !== 1 || hs?.length !== 1)
            continue;
        const [b, h] = [bs[0], hs[0]];
        pairs.push({ base: b, head: h, match: 'directory' });
        paired.add(b).add(h);
    }
    for (const b of baseLeft)
        if (!paired.has(b))
            pairs.push({ base: b, head: null, match: null });
    for (const h of headLeft)
        if (!paired.has(h))
            pairs.push({ base: null, head: h, match: null });
    const keyOf = (p) => (p.head ?? p.base)?.path ?? '';
    return pairs.sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
}

;// CONCATENATED MODULE: ./src/diff/diff.ts






const byPath = (a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
/** How many passports changed signer, when any did (absent otherwise: the common case reads as before). */
function signersChanged(changes) {
    const n = changes.filter((c) => c.signer).length;
    return n > 0 ? { signers_changed: n } : {};
}
/** Diffs two revisions. */
function diffProvenance(base, head, options) {
    const factOptions = { pathBase: options.config.pathBase };
    const baseFacts = [...base.passports].sort(byPath).map((f) => (0,facts/* readFacts */.M)(f, factOptions));
    const headFacts = [...head.passports].sort(byPath).map((f) => (0,facts/* readFacts */.M)(f, factOptions));
    const pathById = (facts) => {
        const index = new Map();
        for (const f of facts)
            if (f.id !== null && !index.has(f.id))
                index.set(f.id, f.path);
        return index;
    };
    const headIds = pathById(headFacts);
    const baseIds = pathById(baseFacts);
    const pathOfId = (id) => headIds.get(id) ?? baseIds.get(id) ?? null;
    const pairs = matchPassports(baseFacts, headFacts);
    const changes = [];
    let unchanged = 0;
    for (const pair of pairs) {
        // Unreadable on both sides: whether it changed cannot be told; `problems` lists both.
        if (pair.base?.file.value === null && pair.head?.file.value === null)
            continue;
        const change = comparePair(pair, pathOfId);
        if (change)
            changes.push(change);
        else
            unchanged++;
    }
    // The audit's chain-stale asks the same function with the same two lists of files.
    const unchangedHead = (0,repo_stale/* listUnchanged */.AI)(baseFacts.map((f) => f.file), headFacts.map((f) => f.file));
    const stale = (0,repo_stale/* planReruns */.vn)({ base: baseFacts, head: headFacts, unchangedHead });
    // A directory whose passport this change removed stays an output directory of the head.
    const headDirs = new Set(headFacts.map((f) => f.dir));
    const formerPassportDirs = changes
        .filter((c) => c.change === 'removed')
        .map((c) => (0,relative_path/* relativeDirname */.RV)(c.path))
        .filter((d) => !headDirs.has(d));
    const coverageOf = (side, facts, former) => side.tree === null
        ? null
        : measureCoverage({
            tree: side.tree,
            passports: facts,
            config: options.config,
            formerPassportDirs: former,
            source: side.treeSource,
        });
    const coverage = {
        base: coverageOf(base, baseFacts, []),
        head: coverageOf(head, headFacts, formerPassportDirs),
    };
    if (coverage.base === null)
        coverage.base_unknown = base.treeUnknown ?? 'the file list is unknown';
    if (coverage.head === null)
        coverage.head_unknown = head.treeUnknown ?? 'the file list is unknown';
    const problems = [];
    for (const [side, facts] of [
        ['base', baseFacts],
        ['head', headFacts],
    ]) {
        for (const f of facts)
            if (f.file.value === null)
                problems.push({ side, path: f.path, problem: f.file.problem ?? 'could not be read' });
    }
    const count = (kind) => changes.filter((c) => c.change === kind).length;
    return {
        diff_version: '1',
        base: base.info,
        head: head.info,
        summary: {
            passports_added: count('added'),
            passports_removed: count('removed'),
            passports_changed: count('changed'),
            passports_unchanged: unchanged,
            outputs_changed: changes.reduce((n, c) => n + c.outputs.length, 0),
            stale: stale.length,
            unreadable: problems.length,
            ...signersChanged(changes),
        },
        passports: changes,
        stale,
        coverage,
        problems,
    };
}


/***/ }),

/***/ 52152:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ readFacts)
/* harmony export */ });
/* harmony import */ var _util_relative_path_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9344);
/* harmony import */ var _repo_stale_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(24469);
/* harmony import */ var _core_passport_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48825);
/**
 * What the diff compares of one passport: the passport model (core/passport.ts, the audit's own
 * reading, made once when the revision was read) with its inputs and outputs indexed by
 * repository-relative path. Pure.
 */



/** Reads the facts of one passport file; never throws. */
function readFacts(file, options) {
    const dir = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_0__/* .relativeDirname */ .RV)(file.path);
    const summary = (0,_core_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .passportOfFile */ .KI)(file);
    const normalize = (0,_repo_stale_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizerOf */ .ju)(options.pathBase);
    const artifacts = (list) => (0,_repo_stale_js__WEBPACK_IMPORTED_MODULE_1__/* .indexArtifacts */ .wi)(list, dir, normalize, (ref, rel) => ({
        path: rel,
        sha256: ref.sha256,
        size: ref.sizeBytes,
        source: ref.source,
    }));
    return {
        path: file.path,
        dir,
        file,
        summary,
        relOf: (raw) => normalize(raw, dir),
        id: summary?.id ?? null,
        skill: summary?.skill ?? null,
        skillVersion: summary?.skillVersion ?? null,
        inputs: artifacts(summary?.inputs ?? []),
        outputs: artifacts(summary?.outputs ?? []),
    };
}


/***/ }),

/***/ 83839:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ck: () => (/* binding */ readGitRevision),
  cD: () => (/* binding */ readWorkingTree)
});

// UNUSED EXPORTS: readCommitRevision

// EXTERNAL MODULE: ./src/util/globs.ts
var globs = __webpack_require__(22395);
// EXTERNAL MODULE: ./src/repo/passports.ts
var passports = __webpack_require__(55127);
// EXTERNAL MODULE: ./src/formats/passport.ts
var passport = __webpack_require__(2800);
// EXTERNAL MODULE: ./src/fs/safe-read.ts
var safe_read = __webpack_require__(30603);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/vcs/git.ts + 1 modules
var vcs_git = __webpack_require__(88411);
// EXTERNAL MODULE: ./src/util/relative-path.ts
var relative_path = __webpack_require__(9344);
// EXTERNAL MODULE: ./src/fs/walk.ts
var walk = __webpack_require__(25078);
// EXTERNAL MODULE: ./src/fs/tree-entries.ts
var tree_entries = __webpack_require__(92922);
// EXTERNAL MODULE: ./src/produce/load-passports.ts
var load_passports = __webpack_require__(15596);
// EXTERNAL MODULE: ./src/repo/layout.ts
var layout = __webpack_require__(56776);
// EXTERNAL MODULE: ./src/repo/tree.ts
var repo_tree = __webpack_require__(52990);
;// CONCATENATED MODULE: ./src/diff/git-tree.ts
/**
 * A commit's tree and blobs for the provenance diff, read from git without a checkout:
 * `git ls-tree -r -t --long -z` lists every path with its mode, object id and size, and
 * `git cat-file --batch` reads many blobs through one process (a repository of 2,000
 * passports is one process, not 2,000). Both run without a shell; the commit id is validated
 * and the only other arguments are literal pathspecs.
 *
 * Both go through vcs/git.ts, the one git runner (cat-file reads its object ids on stdin).
 */


/** Commit `sha`'s objects in the git repository at `repoRoot`. */
function gitCommitObjects(repoRoot, sha, git = vcs_git/* readGitOutput */.Ug) {
    return {
        list: (prefix) => listTreeAtCommit(repoRoot, sha, prefix, git),
        readBlobs: (oids, maxBytes) => readBlobs(repoRoot, oids, maxBytes),
        readPath: (full, maxBytes) => (0,vcs_git/* readBlobAtCommit */.sq)(repoRoot, sha, full, maxBytes, git),
    };
}
/**
 * Every entry of commit `sha` under `prefix` (repository-relative, '' for the whole tree),
 * with `rel` relative to the prefix. Throws when git fails (no such commit, output too large).
 */
async function listTreeAtCommit(repoRoot, sha, prefix, git = vcs_git/* readGitOutput */.Ug) {
    if (!(0,vcs_git/* isObjectId */.TS)(sha))
        throw new Error(`not a commit id: ${JSON.stringify(sha)}`);
    const out = await git(repoRoot, [
        '--literal-pathspecs',
        '-c',
        'core.quotePath=false',
        'ls-tree',
        '-r',
        '-t',
        '--long',
        '-z',
        '--full-tree',
        sha,
        ...(prefix === '' ? [] : ['--', prefix]),
    ]);
    if (out === null)
        throw new Error(`git ls-tree failed for commit ${sha.slice(0, 12)} (or its listing is over ${vcs_git/* GIT_OUTPUT_MAX_BYTES */._c} bytes)`);
    const strip = prefix === '' ? '' : `${prefix}/`;
    const entries = [];
    for (const record of out.split('\0')) {
        const tab = record.indexOf('\t');
        if (tab < 0)
            continue;
        const full = record.slice(tab + 1);
        if (strip !== '' && !full.startsWith(strip))
            continue;
        const [mode = '', type = '', oid = '', size = ''] = record.slice(0, tab).split(/ +/);
        const kind = type === 'tree'
            ? 'dir'
            : type === 'commit'
                ? 'other'
                : mode === '120000'
                    ? 'symlink'
                    : 'file';
        entries.push({
            rel: full.slice(strip.length),
            full,
            kind,
            mode,
            oid,
            size: /^\d+$/.test(size) ? Number(size) : null,
        });
    }
    return entries;
}
/**
 * Reads blobs by object id through one `git cat-file --batch`; each must be at most
 * `maxBytes` (the caller checked the sizes from the tree). Throws when git fails or answers
 * something that is not the blob asked for.
 */
async function readBlobs(repoRoot, oids, maxBytes) {
    const unique = [...new Set(oids)];
    const blobs = new Map();
    if (unique.length === 0)
        return blobs;
    for (const oid of unique)
        if (!(0,vcs_git/* isObjectId */.TS)(oid))
            throw new Error(`not an object id: ${oid}`);
    // Each answer is a header line, the blob and a newline: bounded by the sizes asked for.
    const limit = unique.length * (maxBytes + 200);
    const result = await (0,vcs_git/* runGitForBytes */.UR)(repoRoot, ['cat-file', '--batch'], {
        input: `${unique.join('\n')}\n`,
        maxBytes: limit,
    });
    if (!result.ok)
        throw new Error(`git cat-file failed (${result.message || 'no answer'})`);
    const stdout = result.stdout;
    let at = 0;
    for (const oid of unique) {
        const eol = stdout.indexOf(0x0a, at);
        if (eol < 0)
            throw new Error('git cat-file ended early');
        const [gotOid, type, sizeText] = stdout.subarray(at, eol).toString('utf8').split(' ');
        if (gotOid !== oid || type !== 'blob' || !/^\d+$/.test(sizeText ?? ''))
            throw new Error(`git cat-file did not answer blob ${oid}`);
        const n = Number(sizeText);
        if (n > maxBytes)
            throw new Error(`blob ${oid} is over ${maxBytes} bytes`);
        blobs.set(oid, stdout.subarray(eol + 1, eol + 1 + n));
        at = eol + 1 + n + 1;
    }
    return blobs;
}

;// CONCATENATED MODULE: ./src/diff/read-revision.ts













/**
 * A bundle larger than this is not read for its signer, only said to be unreadable: a label for
 * a reviewer needs the bundle's key hint or certificate, a few KiB (the audit, which verifies,
 * reads larger ones).
 */
const MAX_CLAIM_BUNDLE_BYTES = 16 * 1024 * 1024;
/** A passport file from its bytes: parsed as the audit parses it, or the reason it cannot be. */
function passportFromBytes(path, bytes) {
    return { path, ...(0,passports/* parsePassportValue */.V5)(bytes), bytes };
}
/**
 * The walk's view of `rel`: false when an ignore glob or an always-skipped directory (`.git`)
 * hides it or a directory above it, as walkTree prunes them. Dependency directories
 * (`node_modules`) are kept: the walk descends every one inside an output directory, and
 * passports elsewhere in one are shown rather than hidden (the diff then errs on showing more).
 */
function createVisibilityTest(config) {
    const isIgnored = (0,globs/* compileGlobs */.t)(config.ignore, 'ignore');
    const hidden = new Map();
    const isHiddenDir = (dir) => {
        if (dir === '.')
            return false;
        const known = hidden.get(dir);
        if (known !== undefined)
            return known;
        const name = dir.slice(dir.lastIndexOf('/') + 1);
        const value = walk/* ALWAYS_SKIPPED_DIRS */.I1.has(name) || isIgnored(dir) || isHiddenDir((0,relative_path/* relativeDirname */.RV)(dir));
        hidden.set(dir, value);
        return value;
    };
    return (rel) => !isIgnored(rel) && !isHiddenDir((0,relative_path/* relativeDirname */.RV)(rel));
}
/** The working tree at `root`: the audit's walk and passport reader (produce/load-passports.ts). */
async function readWorkingTree(root, config, info, signal) {
    const tree = await (0,repo_tree/* walkRepository */.MH)(root, config, signal);
    const paths = (0,layout/* buildLayout */.XV)(tree, config).passportPaths;
    const records = await (0,load_passports/* readPassportRecordsOf */.Wt)(tree, paths, config, signal);
    const unlisted = tree.problems.length;
    const realRoot = await (0,promises_.realpath)(root);
    const signers = await identifySigners(paths, tree.has.bind(tree), async (rel) => {
        const read = await (0,safe_read/* readFileInside */.XW)(realRoot, rel, MAX_CLAIM_BUNDLE_BYTES);
        return read.ok ? read.bytes : null;
    });
    return {
        info,
        passports: records.map((r) => {
            const bytes = r.readBytes();
            const p = (0,passports/* describePassportBytes */.fD)(r, bytes);
            return {
                path: p.path,
                value: p.value,
                passport: p.summary,
                problem: p.value === null ? (p.problem ?? 'could not be read') : null,
                ...(bytes && p.value !== null ? { bytes } : {}),
                signer: signers.get(p.path) ?? 'none',
            };
        }),
        tree: unlisted > 0 ? null : (0,tree_entries/* listEntries */.fi)(tree.entries),
        treeSource: 'working-tree',
        ...(unlisted > 0
            ? { treeUnknown: `${unlisted} path(s) could not be listed (see the audit's findings)` }
            : {}),
    };
}
/**
 * Commit `sha` as git holds it, for the audited root at `prefix` below the top level ('' when
 * they are the same). Throws when git cannot list the commit; a passport it cannot read is a
 * problem of that passport.
 */
function readGitRevision(repoRoot, sha, prefix, config, info, git = vcs_git/* readGitOutput */.Ug) {
    return readCommitRevision(gitCommitObjects(repoRoot, sha, git), prefix, config, info);
}
/**
 * A commit read from its objects (git's, or a host API's: diff/git-tree.ts CommitObjects),
 * whole: every passport of its tree below `prefix`. Throws when the objects cannot be listed or
 * read (the caller decides: the diff says so, the gate fails closed); a passport that is not a
 * small regular blob is a problem of that passport.
 */
async function readCommitRevision(objects, prefix, config, info) {
    const visible = createVisibilityTest(config);
    const tree = (await objects.list(prefix)).filter((e) => visible(e.rel));
    const max = config.maxPassportBytes;
    const candidates = tree.filter((e) => e.kind !== 'dir' && (0,passport/* isPassportPath */._u)(e.rel));
    const direct = candidates.filter((e) => e.kind === 'file' && e.size !== null && e.size <= max);
    const blobs = await objects.readBlobs(direct.map((e) => e.oid), max);
    const bundleEntries = new Map(tree.filter((e) => e.kind === 'file' && (0,passport/* isAttestationPath */.yv)(e.rel)).map((e) => [e.rel, e]));
    const bundleBlobs = await objects.readBlobs(candidates
        .map((e) => bundleEntries.get((0,passport/* attestationPathFor */.PF)(e.rel)))
        .filter((e) => e !== undefined && (e.size ?? 0) <= MAX_CLAIM_BUNDLE_BYTES)
        .map((e) => e.oid), MAX_CLAIM_BUNDLE_BYTES);
    const signers = await identifySigners(candidates.map((e) => e.rel), (rel) => bundleEntries.has(rel), async (rel) => {
        const e = bundleEntries.get(rel);
        return (e && bundleBlobs.get(e.oid)) ?? null;
    });
    const passports = [];
    for (const e of candidates) {
        const blob = blobs.get(e.oid);
        const file = e.kind === 'file' && blob
            ? passportFromBytes(e.rel, blob)
            : await readOddEntry(objects, prefix, e, max);
        passports.push({ ...file, signer: signers.get(e.rel) ?? 'none' });
    }
    return { info, passports, tree: tree.map(({ rel, kind }) => ({ rel, kind })), treeSource: 'git' };
}
/**
 * Who each passport's bundle names as its signer (attest/signer-claim.ts), for the passports
 * that have one: `unreadable` for a bundle that cannot be read. The signing libraries are
 * loaded only when a bundle exists, so a repository without attestations pays nothing.
 */
async function identifySigners(passportPaths, hasFile, readBundle) {
    const signers = new Map();
    const withBundle = passportPaths.filter((p) => hasFile((0,passport/* attestationPathFor */.PF)(p)));
    if (withBundle.length === 0)
        return signers;
    const { identifyBundleSigner } = await Promise.all(/* import() */[__webpack_require__.e(74), __webpack_require__.e(106)]).then(__webpack_require__.bind(__webpack_require__, 42106));
    for (const p of withBundle) {
        const bytes = await readBundle((0,passport/* attestationPathFor */.PF)(p));
        signers.set(p, bytes ? identifyBundleSigner(bytes) : 'unreadable');
    }
    return signers;
}
/** A passport entry that is not a small regular blob: a symbolic link, a submodule, an oversized file. */
async function readOddEntry(objects, prefix, e, max) {
    const refused = (problem) => ({ path: e.rel, value: null, problem });
    if (e.kind === 'other')
        return refused('is a submodule');
    if (e.kind === 'file')
        return refused(`is ${e.size ?? '?'} bytes, over the ${max}-byte cap`);
    let blob;
    try {
        blob = await objects.readPath(e.full, max);
    }
    catch (error) {
        return refused(`could not be read from git (${error.message})`);
    }
    if (blob.kind === 'absent')
        return refused('is a symbolic link to nothing');
    if (blob.kind === 'refused')
        return refused(blob.detail);
    // Followed inside the repository; the audited root is the boundary, as on disk.
    if (prefix !== '' && !blob.path.startsWith(`${prefix}/`))
        return refused('is a symbolic link out of the audited root');
    return passportFromBytes(e.rel, blob.bytes);
}


/***/ })

};
