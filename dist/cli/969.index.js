export const id = 969;
export const ids = [969];
export const modules = {

/***/ 52969:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sb: () => (/* binding */ audit),
  Qx: () => (/* binding */ auditRepository)
});

// UNUSED EXPORTS: gatherFacts

// EXTERNAL MODULE: ./src/core/passport.ts
var passport = __webpack_require__(48825);
// EXTERNAL MODULE: ./src/config/config.ts
var config_config = __webpack_require__(81122);
// EXTERNAL MODULE: ./src/config/trusted-files.ts
var trusted_files = __webpack_require__(263);
// EXTERNAL MODULE: ./src/hash/index.ts + 17 modules
var hash = __webpack_require__(49803);
// EXTERNAL MODULE: ./src/formats/passport.ts
var formats_passport = __webpack_require__(2800);
// EXTERNAL MODULE: ./src/formats/citation-lock.ts
var citation_lock = __webpack_require__(58447);
// EXTERNAL MODULE: ./src/repo/artifact-paths.ts
var artifact_paths = __webpack_require__(58949);
// EXTERNAL MODULE: ./src/repo/chain.ts + 1 modules
var repo_chain = __webpack_require__(66849);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/fs/safe-read.ts
var safe_read = __webpack_require__(30603);
;// CONCATENATED MODULE: ./src/repo/citation-lock.ts
/**
 * The citation lock in force for one audit (formats/citation-lock.ts), and where it came from.
 *
 * The lock is evidence the registries gave, but the file is one a pull request can write: a
 * change could add a fabricated DOI and, beside it, a lock entry saying it resolved, or delete
 * the entry that says it did not. So a run with a trusted commit (a pull request's base, a
 * merge group's, `--config-from`, `audit --base`) keeps the base's lock in force, as it keeps
 * the base's config and skill graphs; what the change's lock would change is reported
 * (`citation-lock-changed`), never applied. A run that asked the registries itself (the
 * action's `resolve-citations`) holds the passports to their answers instead, and the committed
 * lock to them too (`citation-lock-stale`).
 */



/** Reads the lock in force and the checkout's, as the header says. Never throws for content. */
async function readCitationFacts(input) {
    const facts = await readLocks(input);
    const checkAll = input.answers !== undefined || (input.changed?.has(citation_lock/* CITATION_LOCK_FILE */.rH) ?? true);
    return checkAll ? { ...facts, checkAll } : facts;
}
async function readLocks(input) {
    const checkout = await readCheckoutLock(await (0,promises_.realpath)(input.root));
    if (input.answers)
        return withChanges({
            lock: { ok: true, lock: input.answers.lock },
            origin: 'registries',
            unreached: input.answers.unreached,
        }, checkout);
    if (!input.base)
        return { lock: checkout, origin: 'checkout', changes: null };
    const blob = await input.base.read(citation_lock/* CITATION_LOCK_FILE */.rH, citation_lock/* MAX_CITATION_LOCK_BYTES */.Zr);
    const atBase = blob.kind === 'absent'
        ? null
        : blob.kind === 'refused'
            ? { ok: false, problem: blob.detail }
            : (0,citation_lock/* parseCitationLock */.I_)(blob.bytes);
    return withChanges({ lock: atBase, origin: 'base', baseLabel: input.base.label }, checkout);
}
async function readCheckoutLock(realRoot) {
    const read = await (0,safe_read/* readFileInside */.XW)(realRoot, citation_lock/* CITATION_LOCK_FILE */.rH, citation_lock/* MAX_CITATION_LOCK_BYTES */.Zr);
    if (read.ok)
        return (0,citation_lock/* parseCitationLock */.I_)(read.bytes);
    return read.reason === 'missing' ? null : { ok: false, problem: read.detail };
}
const EMPTY = { citations: new Map() };
function withChanges(inForce, checkout) {
    if (checkout && !checkout.ok)
        return { ...inForce, changes: null, checkoutProblem: checkout.problem };
    if (inForce.lock && !inForce.lock.ok)
        return { ...inForce, changes: null };
    // Answers asked for a repository that commits no lock: nothing to hold to them.
    if (!checkout && inForce.origin === 'registries')
        return { ...inForce, changes: null, checkoutMissing: true };
    const changes = (0,citation_lock/* compareCitationLocks */.b)(inForce.lock?.lock ?? EMPTY, checkout?.lock ?? EMPTY);
    const differs = changes.added.length + changes.removed.length + changes.changed.length > 0;
    return { ...inForce, changes: differs ? changes : null };
}

// EXTERNAL MODULE: ./src/repo/changes.ts
var repo_changes = __webpack_require__(72757);
// EXTERNAL MODULE: ./src/fs/tree-entries.ts
var tree_entries = __webpack_require__(92922);
;// CONCATENATED MODULE: ./src/repo/gitlinks.ts

/**
 * The directories to ask git about: empty ones in an output directory, changed ones. `entries`
 * must be strictly ascending by path in UTF-16 code units (`<`), the walk's order
 * (RepoTree.entries): then a directory's entries below it are one run found from its own index,
 * and no set of every directory and every entry's dirname is built. Those two sets cost 12–23 ms
 * of a changed-mode run on 10,000 passports (docs/performance.md, issue 41, branch
 * changed-passes), a pass over the whole tree to find the few empty directories.
 */
function listGitlinkCandidates(entries, layout, changes) {
    const candidates = new Set();
    for (let i = 0; i < entries.size; i++) {
        if (entries.kindAt(i) !== 'dir')
            continue;
        const dir = entries.relAt(i);
        if (!holdsEntry(entries, i, dir) && layout.ownerOf(`${dir}/.`) !== null)
            candidates.add(dir);
    }
    for (const rel of changes.files ?? []) {
        const at = (0,tree_entries/* findFirstAtOrAfter */.q$)(entries, rel);
        if (at < entries.size && entries.relAt(at) === rel && entries.kindAt(at) === 'dir')
            candidates.add(rel);
    }
    return [...candidates].sort();
}
/** The slash's code unit: what separates a directory from the names below it. */
const SLASH = 0x2f;
/**
 * True when an entry of `entries` lies directly in `dir`, listed at `at`. The entries below
 * `dir` are those from the first path not below `dir + "/"` on, while they start with it: the
 * entry after `at` unless a sibling whose name continues `dir`'s with a code unit below the
 * slash (`dir-x`, `dir.x`) lies between, when the run is searched for. Its first entry lies
 * directly in `dir` whenever the walk listed every directory it descended into; the rest of the
 * run is read only when it did not (a directory's entries without the directory), so that the
 * answer stays "some entry's dirname is `dir`" for any sorted listing.
 */
function holdsEntry(entries, at, dir) {
    const next = at + 1;
    if (next >= entries.size)
        return false;
    const after = entries.relAt(next);
    // After `dir` comes something not starting with it, or continuing it above the slash: then
    // nothing lies between `dir` and it, and every path below `dir` would.
    if (!after.startsWith(dir) || after.length === dir.length)
        return false;
    const unit = after.charCodeAt(dir.length);
    if (unit > SLASH)
        return false;
    const prefix = `${dir}/`;
    let i = unit === SLASH ? next : (0,tree_entries/* findFirstAtOrAfter */.q$)(entries, prefix, next);
    for (; i < entries.size; i++) {
        const rel = entries.relAt(i);
        if (!rel.startsWith(prefix))
            return false;
        if (rel.indexOf('/', prefix.length) < 0)
            return true;
    }
    return false;
}
/**
 * The candidates git records as gitlinks, sorted; none without a query. `entries` strictly
 * ascending by path (`<`), as the walk lists them.
 */
async function findUnseenGitlinks(entries, layout, changes, query) {
    if (!query)
        return [];
    const candidates = listGitlinkCandidates(entries, layout, changes);
    if (candidates.length === 0)
        return [];
    const found = await query(candidates);
    return candidates.filter((c) => found.has(c));
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/util/globs.ts
var globs = __webpack_require__(22395);
// EXTERNAL MODULE: ./src/util/relative-path.ts
var relative_path = __webpack_require__(9344);
// EXTERNAL MODULE: ./src/formats/ack-path.ts
var ack_path = __webpack_require__(47613);
;// CONCATENATED MODULE: ./src/repo/handoff-documents.ts
/**
 * The handoff documents a run audits (router envelopes with their skill
 * graphs, agent handoff packets with their acknowledgments), read: which ones
 * the change touches, which others their rules need, and their bytes. The
 * handoff rules (rules/families/handoffs.ts) judge what is read here.
 *
 * Which graph governs an envelope: the skill graph(s) in the envelope's own
 * directory or, failing that, in the nearest ancestor directory that has one
 * (as .gitignore files nest). Several graph files in that directory are
 * merged. An envelope with no graph above it has its next_action unchecked.
 *
 * Host execution evidence: when any envelope is audited, every packet of the
 * tree is read with its acknowledgment, since an acknowledged packet from a
 * skill is a record of that skill's run (an `executed` claim needs one). In
 * changed mode a change to such a record (a packet, its .ack, a passport,
 * deleted ones included) re-checks the evidence of every other envelope.
 *
 * The skill graph is policy: with a trusted commit (a pull request's base, `audit --base` or
 * `--config-from`), the graphs governing an envelope there are read too ({@link BaseGraphs}),
 * and an envelope's next_action must name a skill of the base's governing graph and of the
 * head's: a change to the graph can add findings, never take one away, and it is reported
 * (`policy-changed`) with what it would allow. A graph the change adds where the base had none
 * thus applies (with none, nothing was checked); one it deletes still does.
 *
 * Scope in changed mode (all mode audits everything):
 * - a changed envelope is audited; the graph(s) governing it are read (even
 *   when unchanged) to check next_action, but their own findings are not
 *   reported;
 * - a changed (added, edited or deleted) skill graph is audited, and every
 *   envelope below its directory is re-audited, since a removed skill or a
 *   moved graph changes what their next_action may name;
 * - a changed (added, edited or deleted) envelope re-checks the order of every
 *   envelope of its directory (envelope-sequence.ts): a sequence finding may
 *   then land on an unchanged envelope there, which then gets a status;
 * - a changed packet, or a changed .ack beside it, audits the packet, and the
 *   ordering of its whole inbox is re-checked (also when a packet was
 *   deleted): packet-conflict may then fire on an unchanged packet there,
 *   which then gets a status of its own.
 */





/** A run without handoff documents to audit (none in the tree or the change, or a shard past 1). */
const NO_HANDOFF_DOCUMENTS = {
    classify: () => null,
    audited: new Map(),
    graphs: [],
    envelopes: [],
    packets: [],
    inboxes: new Set(),
    allPackets: [],
    sequences: new Map(),
    evidenceEnvelopes: [],
    governingGraphs: () => [],
    atBase: null,
    read: () => undefined,
    ack: () => ({ ok: false, missing: true }),
};
const dirnameOf = (rel) => external_node_path_default().posix.dirname(rel);
const isWithin = (rel, dir) => dir === '.' || rel.startsWith(`${dir}/`);
/**
 * Selects and reads the handoff documents of a run. Only a run with handoff files (in the tree
 * or the change) reads any: most passport-only runs never pay for them.
 */
async function readHandoffDocuments(tree, layout, config, changes, base) {
    const changed = changes.files;
    const hasHandoffs = layout.handoffFiles.size > 0 || [...(changed ?? [])].some((rel) => layout.isHandoffFile(rel));
    if (!hasHandoffs)
        return NO_HANDOFF_DOCUMENTS;
    const selection = selectHandoffDocuments(tree, config, changed);
    const reads = new Map();
    const readOnce = async (rel) => {
        if (!reads.has(rel))
            reads.set(rel, await tree.readContained(rel, config.maxPassportBytes));
    };
    for (const g of selection.graphs)
        await readOnce(g);
    for (const e of selection.envelopes)
        await readOnce(e);
    const acks = new Map();
    for (const p of selection.packets) {
        await readOnce(p);
        acks.set(p, await readAck(tree, (0,ack_path/* ackPathOf */.o)(p), config.maxPassportBytes));
    }
    for (const p of selection.allPackets)
        if (selection.inboxes.has(dirnameOf(p)))
            await readOnce(p);
    for (const list of selection.sequences.values())
        for (const e of list)
            await readOnce(e);
    for (const e of selection.evidenceEnvelopes)
        await readOnce(e);
    if (selection.envelopes.length > 0 || selection.evidenceEnvelopes.length > 0) {
        for (const p of selection.allPackets) {
            await readOnce(p);
            if (!acks.has(p))
                acks.set(p, await readAck(tree, (0,ack_path/* ackPathOf */.o)(p), config.maxPassportBytes));
        }
    }
    const atBase = base
        ? await readBaseGraphs(base, selection, changed, config.maxPassportBytes)
        : null;
    // Each graph compared is read at the head too (a base's graph the head keeps unread otherwise).
    for (const g of atBase?.compared ?? [])
        if (tree.has(g))
            await readOnce(g);
    return {
        ...selection,
        atBase,
        read: (rel) => reads.get(rel),
        ack: (packet) => acks.get(packet) ?? { ok: false, missing: true },
    };
}
/** Which documents the run audits, and which others their rules read. */
function selectHandoffDocuments(tree, config, changed) {
    const isGraph = (0,globs/* compileGlobs */.t)(config.skillGraphs, 'skill-graphs');
    const isEnvelope = (0,globs/* compileGlobs */.t)(config.envelopes, 'envelopes');
    const isPacket = (0,globs/* compileGlobs */.t)(config.packets, 'packets');
    const classify = (rel) => isGraph(rel) ? 'skill-graph' : isEnvelope(rel) ? 'envelope' : isPacket(rel) ? 'packet' : null;
    const byKind = { envelope: [], 'skill-graph': [], packet: [] };
    const { entries } = tree;
    for (let i = 0; i < entries.size; i++) {
        const entryKind = entries.kindAt(i);
        if (entryKind !== 'file' && entryKind !== 'symlink')
            continue;
        const rel = entries.relAt(i);
        const kind = classify(rel);
        if (kind)
            byKind[kind].push(rel);
    }
    const governingGraphs = governingIn(byKind['skill-graph']);
    let graphs = byKind['skill-graph'];
    let envelopes = byKind.envelope;
    let packets = byKind.packet;
    const inboxes = new Set();
    if (changed !== null) {
        const changedGraphDirs = [...changed]
            .filter((r) => classify(r) === 'skill-graph')
            .map(dirnameOf);
        graphs = graphs.filter((g) => changed.has(g));
        envelopes = envelopes.filter((e) => changed.has(e) || changedGraphDirs.some((d) => isWithin(e, d)));
        packets = packets.filter((p) => changed.has(p) || changed.has((0,ack_path/* ackPathOf */.o)(p)));
        // Deleted packets count too: removing one changes the order of what remains.
        for (const r of changed)
            if (classify(r) === 'packet')
                inboxes.add(dirnameOf(r));
    }
    for (const p of packets)
        inboxes.add(dirnameOf(p));
    // Deleted envelopes count too: removing one makes two others consecutive.
    const sequenceDirs = new Set(envelopes.map(dirnameOf));
    if (changed !== null)
        for (const r of changed)
            if (classify(r) === 'envelope')
                sequenceDirs.add(dirnameOf(r));
    const sequences = new Map();
    for (const e of byKind.envelope) {
        const dir = dirnameOf(e);
        if (!sequenceDirs.has(dir))
            continue;
        const list = sequences.get(dir) ?? [];
        list.push(e);
        sequences.set(dir, list);
    }
    // A change to a record of a run (added, edited or deleted) can take away the evidence an
    // unchanged envelope's `executed` stands on.
    const touchesRecords = changed !== null &&
        [...changed].some((r) => (0,formats_passport/* isPassportPath */._u)(r) ||
            classify(r) === 'packet' ||
            (r.endsWith(ack_path/* ACK_SUFFIX */.m) && classify(`${r.slice(0, -ack_path/* ACK_SUFFIX */.m.length)}.json`) === 'packet'));
    const auditedEnvelopes = new Set(envelopes);
    const evidenceEnvelopes = touchesRecords
        ? byKind.envelope.filter((e) => !auditedEnvelopes.has(e))
        : [];
    const audited = new Map();
    for (const g of graphs)
        audited.set(g, 'skill-graph');
    for (const e of envelopes)
        audited.set(e, 'envelope');
    for (const p of packets)
        audited.set(p, 'packet');
    const needed = new Set(graphs);
    for (const e of envelopes)
        for (const g of governingGraphs(e))
            needed.add(g);
    return {
        classify,
        audited,
        graphs: [...needed].sort(),
        envelopes,
        packets,
        inboxes,
        allPackets: byKind.packet,
        sequences,
        evidenceEnvelopes,
        governingGraphs,
        allGraphs: byKind['skill-graph'],
    };
}
/** Which of `graphs` govern a file: those of its own directory or the nearest one up with any. */
function governingIn(graphs) {
    const graphsByDir = new Map();
    for (const g of graphs) {
        const list = graphsByDir.get(dirnameOf(g)) ?? [];
        list.push(g);
        graphsByDir.set(dirnameOf(g), list);
    }
    return (rel) => {
        for (let dir = dirnameOf(rel);; dir = dirnameOf(dir)) {
            const found = graphsByDir.get(dir);
            if (found)
                return found;
            if (dir === '.')
                return [];
        }
    };
}
/**
 * The skill graphs of the trusted commit that this run compares: which graphs it has (its
 * listing, one git call the base's other policy files already made; without history, the
 * head's graphs and the change's, each read there), under the config in force.
 */
async function readBaseGraphs(base, selection, changed, maxBytes) {
    const named = [...(changed ?? [])].filter((r) => selection.classify(r) === 'skill-graph');
    const listing = await base.list();
    const reads = new Map();
    let present;
    if (listing !== null) {
        present = listing.filter((r) => selection.classify(r) === 'skill-graph');
    }
    else {
        present = [];
        for (const rel of new Set([...selection.allGraphs, ...named])) {
            const blob = await base.read(rel, maxBytes);
            reads.set(rel, blob);
            if (blob.kind !== 'absent')
                present.push(rel);
        }
    }
    const governingGraphs = governingIn(present);
    const exists = new Set(present);
    const compared = new Set([...selection.graphs, ...named]);
    for (const e of selection.envelopes)
        for (const g of governingGraphs(e))
            compared.add(g);
    for (const rel of compared) {
        if (reads.has(rel))
            continue;
        reads.set(rel, exists.has(rel) ? await base.read(rel, maxBytes) : { kind: 'absent' });
    }
    return {
        label: base.label,
        governingGraphs,
        read: (rel) => reads.get(rel),
        compared: [...compared].sort(),
    };
}
/** Reads the acknowledgment beside a packet, telling "absent" from "present but unreadable". */
async function readAck(tree, rel, maxBytes) {
    if (!tree.has(rel))
        return { ok: false, missing: true };
    const result = await tree.readContained(rel, maxBytes);
    if (result.ok)
        return { ok: true, bytes: result.bytes };
    if (result.reason === 'missing')
        return { ok: false, missing: true };
    return {
        ok: false,
        missing: false,
        detail: result.reason === 'outside-root' ? relative_path/* PATH_REFUSAL_TEXT */.lg['outside-via-symlink'] : result.detail,
    };
}

// EXTERNAL MODULE: ./src/repo/layout.ts
var repo_layout = __webpack_require__(56776);
// EXTERNAL MODULE: ./src/repo/passports.ts
var repo_passports = __webpack_require__(55127);
// EXTERNAL MODULE: ./src/util/capacity.ts
var capacity = __webpack_require__(65382);
// EXTERNAL MODULE: ./src/util/untrusted.ts
var untrusted = __webpack_require__(19630);
;// CONCATENATED MODULE: ./src/repo/plan.ts
/**
 * The artifact plan: what the passports in scope list, resolved against the
 * tree. Each listed path is checked lexically, then found: from the walk's
 * index for a plain file (no system call), as surely missing from the index,
 * or by a contained realpath for one behind a symlink. What resolves to a file
 * becomes a check (the digest service hashes it); what does not says why (the
 * file-access rules report it).
 */


/**
 * Plans the artifacts of the passports in scope: one pass over what they list, as the light
 * parse summarized them (the full check makes the same summary of the same value). Only a path
 * the walk did not list as a plain file waits for the file system; the tens of thousands that
 * it did cost a lookup each, and no promise.
 */
async function planArtifacts(scope, tree, paths) {
    const rows = new PlanBuilder(tree);
    const externals = [];
    for (const record of scope.passports) {
        if (!record.summary)
            continue;
        const held = rows.startRecord(record, record.summary);
        for (const kind of ['outputs', 'inputs']) {
            for (const ref of held[kind]) {
                if (kind === 'inputs' && ref.external) {
                    externals.push({ record, ref });
                    continue;
                }
                const checked = paths.checkOf(ref, record.dir);
                if (!checked.ok) {
                    rows.addRare(listingOf(record, kind, ref, null, checked.reason, null), false);
                    continue;
                }
                // The common listing, a path the walk listed as a plain file and written without
                // invisible characters, is its file id alone: every other field is read back from
                // the passport's summary and the walk.
                const listed = tree.fileId(checked.rel);
                if (listed !== undefined) {
                    if ((0,untrusted/* hasInvisibleCharacters */.gi)(ref.path))
                        rows.addRare(listingOf(record, kind, ref, checked.rel, null, listed), true);
                    else
                        rows.addPlain(kind, listed);
                    continue;
                }
                rows.addRare(await findUnlisted(record, kind, ref, checked.rel, tree), false);
            }
        }
    }
    return rows.finish(externals);
}
/**
 * The plan as numbers (docs/performance.md, issue 41, branch listing-rows): per listing, in
 * the plan's order, the file id of a plain one or -1, and the others (refused, missing,
 * through a symlink, with invisible characters) as objects in order. A listing object per
 * listed file (80 bytes, and 16 more in the two arrays that held them) was 96 MiB at 10^6
 * files; the id is 4 bytes. The passports' summaries hold the refs, in the order the rows
 * follow, and the walk holds each file's path.
 */
class PlanBuilder {
    tree;
    files = new Int32Array(1024);
    count = 0;
    rare = [];
    records = [];
    /** Per walked file id, 1 + the index in `dirs` of the first directory listing it as an output. */
    listedBy = new Int32Array(1024);
    dirIds = new Map();
    /** The output paths listed otherwise (not a walked plain file, or by a second directory). */
    listedElse = new Map();
    dir = 0;
    constructor(tree) {
        this.tree = tree;
    }
    /**
     * Starts the rows of `record`, whose listings are `summary`'s: the plan keeps these very
     * arrays, and the caller lists what they hold, so the rows and the refs they are read back
     * with cannot part (a summary replaced after planning changes neither).
     */
    startRecord(record, summary) {
        const held = { record, outputs: summary.outputs, inputs: summary.inputs };
        this.records.push(held);
        let id = this.dirIds.get(record.dir);
        if (id === undefined) {
            id = this.dirIds.size + 1;
            this.dirIds.set(record.dir, id);
        }
        this.dir = id;
        return held;
    }
    addPlain(kind, file) {
        this.push(file);
        if (kind === 'outputs')
            this.markListed(file);
    }
    /** `walked`: the listing's file is the walk's file at its very path (fileId(rel)). */
    addRare(listing, walked) {
        this.push(-1);
        this.rare.push(listing);
        if (listing.kind !== 'outputs' || listing.rel === null)
            return;
        if (walked && listing.file !== null)
            this.markListed(listing.file);
        else
            this.listElse(listing.rel);
    }
    finish(externals) {
        return new CompactPlan(this.records, this.files.slice(0, this.count), this.rare, this.tree, this.listedBy, this.dirIds, this.listedElse, externals);
    }
    push(value) {
        if (this.count === this.files.length)
            this.files = grown(this.files, this.count + 1);
        this.files[this.count++] = value;
    }
    markListed(file) {
        if (file >= this.listedBy.length)
            this.listedBy = grown(this.listedBy, file + 1);
        const by = this.listedBy[file];
        if (by === 0)
            this.listedBy[file] = this.dir;
        // A file listed by passports of two directories: the second is the rare case.
        else if (by !== this.dir)
            this.listElse(this.tree.relOf(file));
    }
    listElse(rel) {
        const dir = this.records[this.records.length - 1]?.record.dir;
        const set = this.listedElse.get(dir) ?? new Set();
        this.listedElse.set(dir, set);
        set.add(rel);
    }
}
/** A copy of `array` with room for at least `size` values (doubling), the rest zero. */
function grown(array, size) {
    const next = new Int32Array((0,capacity/* growCapacity */.a)(array.length, size));
    next.set(array);
    return next;
}
/** See {@link PlanBuilder}. */
class CompactPlan {
    records;
    files;
    rare;
    tree;
    listedBy;
    dirIds;
    listedElse;
    externals;
    listings;
    checks;
    constructor(records, files, rare, tree, listedBy, dirIds, listedElse, externals) {
        this.records = records;
        this.files = files;
        this.rare = rare;
        this.tree = tree;
        this.listedBy = listedBy;
        this.dirIds = dirIds;
        this.listedElse = listedElse;
        this.externals = externals;
        this.listings = { forEach: (visit) => this.visit(visit, false) };
        // A listing with a file is a check: `visit` below passes checks alone when asked.
        this.checks = {
            forEach: (visit) => this.visit(visit, true),
        };
    }
    isListedOutput(dir, file) {
        const id = this.dirIds.get(dir);
        if (id !== undefined && file < this.listedBy.length && this.listedBy[file] === id)
            return true;
        const other = this.listedElse.get(dir);
        return other !== undefined && other.has(this.tree.relOf(file));
    }
    /**
     * Each listing (only those leading to a file, with `checksOnly`), in the plan's order. Plain
     * loops by index with the row counters as locals: a closure per row, writing the counters it
     * shares with the visit, ran on every one of the thousands of rows some dozen visits a run.
     */
    visit(visit, checksOnly) {
        const { files, rare, tree, records } = this;
        let k = 0;
        let r = 0;
        for (let i = 0; i < records.length; i++) {
            const { record, outputs, inputs } = records[i];
            // The outputs, then the inputs that are not external: the order the rows were laid down in.
            for (let pass = 0; pass < 2; pass++) {
                const kind = pass === 0 ? 'outputs' : 'inputs';
                const refs = pass === 0 ? outputs : inputs;
                for (let j = 0; j < refs.length; j++) {
                    const ref = refs[j];
                    if (pass === 1 && ref.external)
                        continue;
                    if (k === files.length)
                        throw mismatchError(files.length, rare.length);
                    const file = files[k++];
                    if (file >= 0) {
                        visit({
                            record,
                            kind,
                            ref,
                            rel: tree.relOf(file),
                            invisible: false,
                            refusal: null,
                            file: file,
                        });
                        continue;
                    }
                    const listing = rare[r++];
                    if (!checksOnly || listing.file !== null)
                        visit(listing);
                }
            }
        }
        // The rows were laid down from these arrays: a count that differs means one changed
        // since, and every row after it would pair a file with another listing's ref. Never
        // judged on: an internal error, not a verdict.
        if (k !== files.length || r !== rare.length)
            throw mismatchError(files.length, rare.length);
    }
}
/** The plan's rows no longer pair with the listings they were laid down from. */
function mismatchError(rows, rare) {
    return new Error(`internal error: the artifact plan's ${rows} rows (${rare} uncommon) no longer match the passports' listings`);
}
/**
 * Finds a listed path the walk did not list as a plain file: as surely missing (no system
 * call), or by a contained realpath through its symlinks.
 */
function findUnlisted(record, kind, ref, rel, tree) {
    if (tree.isSurelyMissing(rel))
        return listingOf(record, kind, ref, rel, 'missing', null);
    return tree
        .resolve(rel)
        .then((resolved) => resolved.ok
        ? listingOf(record, kind, ref, rel, null, tree.fileOfReal(resolved.real))
        : listingOf(record, kind, ref, rel, resolved.reason, null));
}
/** One listing (every listing has the same shape, so V8 keeps one hidden class for them). */
function listingOf(record, kind, ref, rel, refusal, file) {
    return {
        record,
        kind,
        ref,
        rel,
        invisible: rel !== null && (0,untrusted/* hasInvisibleCharacters */.gi)(ref.path),
        refusal,
        file,
    };
}

// EXTERNAL MODULE: ./src/repo/scope.ts + 1 modules
var repo_scope = __webpack_require__(12270);
// EXTERNAL MODULE: ./src/repo/snakemake-records.ts
var snakemake_records = __webpack_require__(4661);
// EXTERNAL MODULE: ./src/repo/stale.ts
var repo_stale = __webpack_require__(24469);
// EXTERNAL MODULE: ./src/repo/tree.ts
var repo_tree = __webpack_require__(52990);
// EXTERNAL MODULE: ./src/core/rule-registry.ts
var rule_registry = __webpack_require__(52505);
// EXTERNAL MODULE: ./src/util/shell-word.ts
var shell_word = __webpack_require__(86571);
// EXTERNAL MODULE: ./src/formats/citation.ts
var citation = __webpack_require__(35703);
// EXTERNAL MODULE: ./src/repo/rerun-command.ts
var rerun_command = __webpack_require__(68586);
;// CONCATENATED MODULE: ./src/rules/families/types.ts
/**
 * Reports a finding on a passport at a JSON pointer into it: the file, the line and column the
 * pointer names (asked only now, so artifacts that verify allocate nothing), and the passport's
 * id as written. The one way a family places a finding in a passport (as actionlint's
 * `RuleBase.Error`); a finding with its own `passport_id` keeps it.
 */
function reportAt(out, passports, record, pointer, finding) {
    out.report({
        path: record.path,
        ...passports.positions.locate(record, pointer),
        passport_id: record.summary?.id ?? undefined,
        ...finding,
    });
}

;// CONCATENATED MODULE: ./src/rules/families/artifact-digests.ts
/**
 * Artifact digests: every artifact a passport in scope lists has the bytes it
 * records (sha256, and size_bytes for an output), and an input found in the
 * repository has a provenance (a passport producing it, or a source). A Git
 * LFS pointer stands for its object only where the repository's attributes
 * say so (vcs/lfs-attributes.ts, decided in the digest service).
 */







const artifactDigests = {
    name: 'artifact-digests',
    emits: (0,rule_registry/* listFamilyRules */.cP)('artifact-digests'),
    wholeRun: false,
    check(facts, out) {
        const producedPaths = listProducedInputs(facts);
        const reruns = new Map();
        facts.plan.checks.forEach((check) => compareDigest(check, facts, producedPaths, reruns, out));
        // An input absent from the repository needs a provenance as much as one present (hard
        // rule 2): a producer (whose own artifact-missing then stands), a source, or `external`.
        facts.plan.listings.forEach((listing) => {
            if (listing.kind === 'inputs' && listing.refusal === 'missing' && listing.rel !== null)
                reportUnprovenanced(listing, facts, producedPaths, out, false);
        });
    },
};
/**
 * The paths of the inputs whose provenance the rule may ask about that some passport (anywhere)
 * lists as an output of its own directory or below: inputs found here have a producer. An
 * output listed outside its passport's directory (artifact-not-colocated) vouches for nothing,
 * so it gives its consumers no provenance. Only an input's path is ever looked up, so the set
 * keeps just those, in `--all` too: a set of every output (100,000 paths, clean twin of
 * workload 4) was 5 MiB of large objects made while the rules run, all garbage at the end.
 */
function listProducedInputs(facts) {
    const asked = listInputPaths(facts.plan);
    const producedPaths = new Set();
    if (asked.size === 0)
        return producedPaths;
    for (const r of facts.passports.records) {
        for (const o of r.summary?.outputs ?? []) {
            const rel = facts.paths.relOf(o, r.dir);
            if (rel !== null && asked.has(rel) && (0,relative_path/* isInDirectory */.lU)(rel, r.dir))
                producedPaths.add(rel);
        }
    }
    return producedPaths;
}
/** The paths of the inputs whose provenance the rule may ask about: those checked, and those missing. */
function listInputPaths(plan) {
    const rels = new Set();
    plan.checks.forEach((check) => {
        if (check.kind === 'inputs')
            rels.add(check.rel);
    });
    plan.listings.forEach((listing) => {
        if (listing.kind === 'inputs' && listing.refusal === 'missing' && listing.rel !== null)
            rels.add(listing.rel);
    });
    return rels;
}
/** The recorded digest and size of one artifact against its bytes. */
function compareDigest(check, facts, producedPaths, reruns, out) {
    const { digests, passports, tree, paths } = facts;
    // The common case, a file whose bytes hashed to the digest recorded, compared as 32 bytes a
    // side: no outcome object and no hex string made per file (docs/performance.md, hex-column).
    const agreed = digests.sizeIfRecorded(check.file, check.ref);
    if (agreed !== undefined) {
        reportAgreed(check, facts, agreed, false, producedPaths, out);
        return;
    }
    const outcome = digests.outcome(check.file);
    if (!outcome.ok)
        return; // file-access says why
    const { record, kind, ref } = check;
    const recorded = ref.sha256;
    const pointer = outcome.lfs;
    const lfs = digests.lfsObject(check.file);
    const byPointer = lfs !== undefined && recorded === lfs.oid;
    const actualSha = byPointer ? lfs.oid : outcome.sha256;
    const actualSize = byPointer ? lfs.size : outcome.size;
    // The pattern is tested only on a mismatch (the schema reports a malformed digest).
    const label = kind === 'outputs' ? 'output' : 'input';
    if (recorded !== null && recorded !== actualSha && /^[0-9a-f]{64}$/.test(recorded)) {
        // A pointer whose object differs is a mismatch of the object: say so, with both digests.
        const lfsNote = lfs
            ? ` (the checkout holds a Git LFS pointer, not the content: the pointer names object sha256 ${lfs.oid}, ${lfs.size} bytes)`
            : pointer && recorded === pointer.oid
                ? ` (the file is shaped like a Git LFS pointer to the recorded object, but the repository's .gitattributes does not mark ${(0,untrusted/* quoteUntrusted */.X0)(tree.relOf(check.file))} filter=lfs, so its own bytes were checked)`
                : '';
        reportAt(out, passports, record, `/${kind}/${ref.index}/sha256`, {
            rule: kind === 'outputs' ? 'artifact-hash-mismatch' : 'input-hash-mismatch',
            message: describeMismatch(label, check.rel, recorded, outcome.sha256, lfsNote, describeRerun(record, paths, reruns)),
        });
        // Where an input came from is another question than whether its bytes changed: both stand.
        if (kind === 'inputs')
            reportUnprovenanced(check, facts, producedPaths, out);
        return;
    }
    reportAgreed(check, facts, actualSize, byPointer, producedPaths, out);
}
/** An artifact whose bytes have the recorded digest: its recorded size, then verified. */
function reportAgreed(check, facts, actualSize, byPointer, producedPaths, out) {
    const { record, kind, ref } = check;
    if (kind === 'outputs' && ref.sizeBytes !== null && ref.sizeBytes !== actualSize) {
        reportAt(out, facts.passports, record, `/outputs/${ref.index}/size_bytes`, {
            rule: 'artifact-size-mismatch',
            message: `output ${(0,untrusted/* quoteUntrusted */.X0)(check.rel)}: size_bytes is ${ref.sizeBytes}, ${byPointer ? 'its Git LFS pointer says the object has' : 'the file has'} ${actualSize} bytes, and its sha256 is the recorded one: the bytes are those the step made and the recorded size is wrong, so a re-stamp (which records size and digest from the same read) corrects the record without vouching for other bytes.`,
        });
        return;
    }
    out.verified(check, byPointer);
    if (kind === 'inputs')
        reportUnprovenanced(check, facts, producedPaths, out);
}
/**
 * The message of a digest mismatch, rendered when read (core/findings.ts `LazyMessage`): one
 * per changed file, so 100,000 of them held as text cost more memory than the audit of the
 * same files clean (docs/performance.md, "Findings as compact records"). It holds only the
 * strings it names (the re-run command shared by every artifact of a passport), not the facts
 * they came from, which the run lets go of once the rules have run.
 */
function describeMismatch(label, rel, recorded, actual, lfsNote, again) {
    return () => `${label} ${(0,untrusted/* quoteUntrusted */.X0)(rel)}: expected sha256 ${recorded}, actual ${actual}${lfsNote}. The bytes changed after the passport was written: ${describeTruthRestored(rel, again)}`;
}
/**
 * input-unprovenanced (hard rule 2): an input that no passport produces, without a verifiable
 * source. An empty or free-text source (citation-invalid) and `unresolved: <why>` (an honest
 * statement that there is none) do not give it one.
 */
function reportUnprovenanced({ record, ref, rel }, { passports, layout }, producedPaths, out, found = true) {
    if (producedPaths.has(rel) || isVerifiableSource(ref.source))
        return;
    // The step's own program (`type: "code"`, as `run --code` records it), found in the
    // repository: its provenance is the repository's history, and its bytes are checked above.
    if (ref.type === 'code' && found)
        return;
    const why = ref.source === null
        ? 'it declares no source'
        : (0,citation/* parseCitation */.vh)(ref.source).ok
            ? 'its source says it could not be resolved'
            : 'its source is not a verifiable record (citation-invalid)';
    // A file in an output directory is an intermediate of the pipeline, made by a step: a
    // citation would not say which step, so the fix is that step's record, never a DOI.
    const owner = layout.ownerOf(rel);
    const fix = owner !== null && owner !== record.dir
        ? `It lies in the output directory ${(0,untrusted/* quoteUntrusted */.X0)(owner)}, so a step of this pipeline made it, not an outside source: run the step that writes it again, recorded with passport-gate run ${(0,untrusted/* escapeInvisible */.ts)((0,shell_word/* shellWord */.r)(owner))} … (or restore the file its passport lists), then run this step again.`
        : `Give its directory a passport, or cite where it came from: ${(0,untrusted/* escapeInvisible */.ts)(`passport-gate stamp ${(0,shell_word/* shellWord */.r)(record.dir)} --source ${(0,shell_word/* shellWord */.r)(`${ref.path}=<DOI, accession or URL (retrieved YYYY-MM-DD)>`)}`)}`;
    reportAt(out, passports, record, `/inputs/${ref.index}/path`, {
        rule: 'input-unprovenanced',
        message: `input ${(0,untrusted/* quoteUntrusted */.X0)(rel)} has no provenance: no passport lists it as an output of its own directory, and ${why}. ${fix}`,
    });
}
/** True when `source` cites a record (an identifier or a dated URL), not `unresolved: …` or free text. */
function isVerifiableSource(source) {
    if (source === null)
        return false;
    const check = (0,citation/* parseCitation */.vh)(source);
    return check.ok && check.citation.kind !== 'unresolved';
}
/**
 * The fix of a changed artifact: restore it, or run the step again. Never a bare re-stamp,
 * which would record bytes no step is shown to have made (no printed fix launders). A run
 * record prints the recorded command through `passport-gate run` (`again`, from
 * {@link describeRerun}); a hand record can only say to record the re-run with `run`.
 */
function describeTruthRestored(rel, again) {
    const restore = (0,untrusted/* escapeInvisible */.ts)(`git checkout -- ${(0,shell_word/* shellWord */.r)(rel)}`);
    if (again !== null)
        return `restore the file (${restore}), or run the step again as recorded: ${again} (or the workflow engine's own re-run of it, such as snakemake --forcerun <rule>). A re-stamp alone would record bytes the step never made, and stamp refuses it for this run record.`;
    return `restore the file (${restore}), or run the step again and record the run with passport-gate run (docs/producers.md, "Records written by the tool that runs the step"). A re-stamp alone would vouch for bytes no step is shown to have made.`;
}
/**
 * The recorded step's re-run command (null for a hand record), made once per passport: every
 * changed artifact of it names the same command.
 */
function describeRerun(record, paths, reruns) {
    const known = reruns.get(record);
    if (known !== undefined)
        return known;
    const again = record.summary === null
        ? null
        : (0,rerun_command/* rerunCommand */.w4)(record.summary, record.path, record.dir, (p) => paths.rel(p, record.dir));
    reruns.set(record, again);
    return again;
}

;// CONCATENATED MODULE: ./src/rules/families/attestations.ts
/**
 * Attested passports: a passport under `attestations.require` carries a Sigstore
 * bundle by a signer the base commit's `attestations.trust` names, and the bundle
 * signs the passport and its outputs as they are now. The audit pipeline reads and
 * verifies each bundle (attest/passports.ts); this family judges the verdicts, and
 * holds each signed output to its bytes now (an output changed after attesting).
 * A bundle beside a passport that is not required is judged too: one that does not
 * verify, or by a stranger, is never a quiet pass.
 */


/** The shell word of a path (single-quoted when it needs to be). */
const word = (s) => /^[A-Za-z0-9_./@%+=:,-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
/** How to attest a directory, as the config's trust suggests. */
function attestCommand(dir, facts) {
    const keyless = facts.config.attestations.trust.some((t) => t.kind === 'identity');
    return keyless
        ? `re-run the trusted workflow that stamps it, which runs \`passport-gate attest ${word(dir)} --keyless\` (docs/producers.md, "Attested passports"), or sign with a trusted key: \`passport-gate attest ${word(dir)} --key lab.key\``
        : `sign it with the private half of a trusted key: \`passport-gate attest ${word(dir)} --key lab.key\`, and commit the bundle`;
}
const attestations = {
    name: 'attestations',
    emits: (0,rule_registry/* listFamilyRules */.cP)('attestations'),
    wholeRun: false,
    check(facts, out) {
        const checks = facts.attestations ?? [];
        if (checks.length === 0)
            return;
        // The outputs of each passport, indexed once: the plan lists every artifact of the scope.
        const outputsOf = new Map();
        facts.plan.checks.forEach((artifact) => {
            if (artifact.kind !== 'outputs')
                return;
            const list = outputsOf.get(artifact.record);
            if (list)
                list.push(artifact);
            else
                outputsOf.set(artifact.record, [artifact]);
        });
        for (const check of checks)
            judge(check, outputsOf.get(check.record) ?? [], facts, out);
    },
};
function judge(check, outputs, facts, out) {
    const { record, bundlePath, verdict } = check;
    const where = { path: record.path, passport_id: record.id ?? undefined };
    const bundle = (0,untrusted/* quoteUntrusted */.X0)(bundlePath);
    const fix = attestCommand(record.dir, facts);
    if (!verdict.ok) {
        if (verdict.rule === 'attestation-missing') {
            out.report({
                rule: 'attestation-missing',
                ...where,
                message: `passport ${(0,untrusted/* quoteUntrusted */.X0)(record.path)} is under attestations.require but has no bundle ${bundle} beside it, so nothing says who produced it; ${fix}. (A pull request from a fork has no OIDC token and cannot attest: re-produce its results in this repository, docs/producers.md "Attested passports", workflow_run.)`,
            });
            return;
        }
        out.report({
            rule: verdict.rule,
            ...where,
            message: verdict.rule === 'attestation-untrusted'
                ? `bundle ${bundle} ${verdict.problem}. If that signer should be trusted, add it to attestations.trust in .passport-gate.yml through the base branch; otherwise ${fix}.`
                : `bundle ${bundle} ${verdict.problem}${check.signerLabel !== null ? ` (signer: ${(0,untrusted/* quoteUntrusted */.X0)(check.signerLabel)})` : ''}; ${fix}.`,
        });
        return;
    }
    // The signed outputs against their bytes now (the artifact rules report the passport's side).
    for (const artifact of outputs) {
        const outcome = facts.digests.outcome(artifact.file);
        if (!outcome.ok || artifact.ref.sha256 === null)
            continue;
        const lfs = facts.digests.lfsObject(artifact.file);
        const actual = lfs !== undefined && lfs.oid === artifact.ref.sha256 ? lfs.oid : outcome.sha256;
        if (actual === artifact.ref.sha256)
            continue;
        out.report({
            rule: 'attestation-invalid',
            ...where,
            message: `bundle ${bundle} signs output ${(0,untrusted/* quoteUntrusted */.X0)(artifact.rel)} with sha256 ${artifact.ref.sha256}, and the file has ${actual}: it changed after it was attested; restore it, or run the step again (passport-gate run) and ${fix.replace(/^sign it/, 'sign again')}.`,
        });
    }
}

// EXTERNAL MODULE: ./src/util/digraph.ts
var digraph = __webpack_require__(24305);
;// CONCATENATED MODULE: ./src/rules/families/chain.ts
/**
 * The chain: the consumed_passports graph (repo/chain.ts) over the passports
 * in scope and their consumers. One function per rule: duplicate ids,
 * unresolved references, cycles, handoffs without provenance, stale consumers, time order
 * and next-skill hints.
 */









const chain = {
    name: 'chain',
    emits: (0,rule_registry/* listFamilyRules */.cP)('chain'),
    wholeRun: true,
    check(facts, out) {
        checkDuplicateIds(facts, out);
        checkResolution(facts, out);
        checkCycles(facts, out);
        checkMissingReferences(facts, out);
        checkStale(facts, out);
        checkMultipleProducers(facts, out);
        checkReusedIds(facts, out);
        checkHandReplacedRuns(facts, out);
        checkOrderAndHints(facts, out);
    },
};
const label = (n) => `${(0,untrusted/* quoteUntrusted */.X0)(n.id ?? '?')} (${(0,untrusted/* quoteUntrusted */.X0)(n.path)})`;
/** passport-duplicate-id: on each in-scope file sharing an id, naming the others. */
function checkDuplicateIds(facts, out) {
    for (const [id, list] of facts.chain.byId) {
        if (list.length < 2)
            continue;
        for (const n of list) {
            if (!facts.scope.fullDirs.has(n.dir))
                continue;
            const others = list.filter((o) => o !== n).map((o) => (0,untrusted/* quoteUntrusted */.X0)(o.path));
            reportAt(out, facts.passports, n, '/passport_id', {
                rule: 'passport-duplicate-id',
                passport_id: id,
                message: `passport_id ${(0,untrusted/* quoteUntrusted */.X0)(id)} is also used by ${others.join(', ')}; every passport needs its own UUIDv4.`,
            });
        }
    }
}
/**
 * chain-unresolved: a consumed id that matches no passport. Checked for every passport when
 * a passport was added, edited or deleted (its old id is unknown), else for the checked ones.
 * A passport the audit refuses resolves nothing, but the consumer is told it exists.
 */
function checkResolution(facts, out) {
    const { chain: graph } = facts;
    for (const n of facts.scope.passportChanged ? graph.nodes : [...graph.checked]) {
        const met = new Set();
        n.summary?.consumed.forEach((c, i) => {
            // An id listed twice is one unresolved reference, reported at its first entry.
            if (graph.byId.has(c) || met.has(c))
                return;
            met.add(c);
            reportAt(out, facts.passports, n, `/consumed_passports/${i}`, {
                rule: 'chain-unresolved',
                message: describeUnresolved(c, graph),
            });
        });
    }
}
/** Most refused passports a chain-unresolved message names when none claims the id. */
const MAX_REFUSED_NAMED = 3;
/** Why consumed id `c` resolves nothing: an upstream the audit refuses, or no passport at all. */
function describeUnresolved(c, graph) {
    const refused = graph.refusedById.get(c)?.[0];
    if (refused)
        return `consumed passport ${(0,untrusted/* quoteUntrusted */.X0)(c)} is ${(0,untrusted/* quoteUntrusted */.X0)(refused.path)}, which exists but cannot be read (see its own finding), so nothing it records was checked; fix that passport, then re-audit.`;
    const unreadable = graph.refused.filter((r) => !r.claimedId);
    if (unreadable.length === 0)
        return `consumed passport ${(0,untrusted/* quoteUntrusted */.X0)(c)} matches no passport in the repository; commit the upstream passport or fix the id.`;
    const named = unreadable.slice(0, MAX_REFUSED_NAMED).map((r) => (0,untrusted/* quoteUntrusted */.X0)(r.path));
    const more = unreadable.length > named.length ? ` and ${unreadable.length - named.length} more` : '';
    return `consumed passport ${(0,untrusted/* quoteUntrusted */.X0)(c)} matches no passport that can be read; ${named.join(', ')}${more} exist${unreadable.length === 1 ? 's' : ''} but cannot be read (see ${unreadable.length === 1 ? 'its' : 'their'} own finding${unreadable.length === 1 ? '' : 's'}): if the upstream is one of them, fix it so the audit can read it; otherwise correct the id.`;
}
/**
 * chain-cycle: over the whole graph, once per cyclic component with a checked member. The
 * finding sits on a passport of the printed cycle, at the consumed_passports entry of its
 * back edge, and names both ends of that edge (see {@link chooseBackEdge}).
 */
function checkCycles(facts, out) {
    const { chain: graph } = facts;
    for (const { members, cycle: printed } of graph.cycles()) {
        const member = members.find((m) => graph.checked.has(m));
        if (!member)
            continue;
        // The component's own cycle may miss every checked passport: go through one instead.
        const cycle = printed.some((n) => graph.checked.has(n))
            ? printed
            : cycleThrough(member, members, facts);
        const { consumer, producer } = chooseBackEdge(facts, cycle);
        const pos = consumer.summary?.consumed.indexOf(producer.id ?? '') ?? -1;
        reportAt(out, facts.passports, consumer, pos >= 0 ? `/consumed_passports/${pos}` : '/consumed_passports', {
            rule: 'chain-cycle',
            message: `consumed_passports forms a cycle: ${cycle.map((n) => (0,untrusted/* quoteUntrusted */.X0)(n.id ?? '?')).join(' → ')} (${cycle
                .slice(0, -1)
                .map((n) => (0,untrusted/* quoteUntrusted */.X0)(n.path))
                .join(', ')}); a passport can only consume work that existed before it. The back edge: ${label(consumer)} consumes ${label(producer)}. Remove it: passport-gate stamp ${(0,untrusted/* quoteUntrusted */.X0)(consumer.dir)} --drop-consumes ${(0,untrusted/* quoteUntrusted */.X0)(producer.id ?? '?')}`,
        });
    }
}
/** A cycle [member, …, member] through `member` inside its component (breadth-first, shortest). */
function cycleThrough(member, members, facts) {
    const inComponent = new Set(members);
    const next = (n) => (n.summary?.consumed ?? [])
        .map((c) => facts.chain.byId.get(c)?.[0])
        .filter((p) => p !== undefined && inComponent.has(p));
    return [member, ...((0,digraph/* findPath */.Hh)(next(member), member, next) ?? [member])];
}
/**
 * The edge of a cycle to remove. An edge backed by bytes (an input of the consumer is an
 * output its producer records) is provenance the files confirm; one backed by nothing but the
 * id is the suspect. Among those, a passport can only consume work that existed before it, so
 * an edge whose consumer predates its producer (created_at) comes first; then one whose
 * consumer is checked (the run reports on it).
 */
function chooseBackEdge(facts, cycle) {
    const edges = cycle
        .slice(0, -1)
        .map((consumer, k) => ({ consumer, producer: cycle[k + 1] }));
    const rank = (e) => (readsRecordedOutput(facts, e.consumer, e.producer) ? 4 : 0) +
        (timeOf(e.consumer) < timeOf(e.producer) ? 0 : 2) + // NaN compares false
        (facts.chain.checked.has(e.consumer) ? 0 : 1);
    let best = edges[0];
    for (const e of edges)
        if (rank(e) < rank(best))
            best = e;
    return best;
}
/**
 * True when an input of `consumer` is, byte for byte, an output `producer` records (same
 * repository-relative path, same sha256). Then the producer was re-stamped after the consumer
 * read it without changing what the consumer read, and the time order says nothing wrong.
 */
function readsRecordedOutput(facts, consumer, producer) {
    for (const input of consumer.summary?.inputs ?? []) {
        const rel = facts.paths.relOf(input, consumer.dir);
        if (rel === null || input.sha256 === null)
            continue;
        if (facts.chain.producersOf(rel, input.sha256).includes(producer))
            return true;
    }
    return false;
}
/**
 * True when one of the consumer's inputs is at a path the producer records as an output, with
 * other bytes: the producer ran again after the consumer read it. input-hash-mismatch reports
 * that stale input (the same cause), so chain-time-order does not say it a second time.
 */
function readsReplacedOutput(facts, consumer, producer) {
    const outputs = new Set();
    for (const output of producer.summary?.outputs ?? []) {
        const rel = facts.paths.relOf(output, producer.dir);
        if (rel !== null)
            outputs.add(rel);
    }
    for (const input of consumer.summary?.inputs ?? []) {
        const rel = facts.paths.relOf(input, consumer.dir);
        if (rel !== null && outputs.has(rel))
            return true;
    }
    return false;
}
/** A passport's created_at in milliseconds (NaN when absent or unreadable). */
function timeOf(n) {
    return Date.parse(n.summary?.createdAt ?? '');
}
/** chain-missing-reference: an input byte-identical to another passport's output it does not consume. */
function checkMissingReferences(facts, out) {
    for (const n of facts.chain.checked) {
        const consumed = new Set(n.summary?.consumed ?? []);
        for (const input of n.summary?.inputs ?? []) {
            const rel = facts.paths.relOf(input, n.dir);
            if (rel === null || input.sha256 === null)
                continue;
            const producers = facts.chain.producersOf(rel, input.sha256).filter((p) => p !== n);
            if (producers.length === 0 || producers.some((p) => p.id !== null && consumed.has(p.id)))
                continue;
            const producer = producers[0];
            reportAt(out, facts.passports, n, `/inputs/${input.index}/path`, {
                rule: 'chain-missing-reference',
                message: `input ${(0,untrusted/* quoteUntrusted */.X0)(rel)} is the output of passport ${label(producer)}, which consumed_passports does not reference; add ${(0,untrusted/* quoteUntrusted */.X0)(producer.id ?? '?')} to consumed_passports.`,
            });
        }
    }
}
/**
 * chain-time-order and chain-next-skill, along resolved edges. Each created_at is parsed once,
 * not once per edge (a producer consumed four wide is met four times).
 */
function checkOrderAndHints(facts, out) {
    const parsedTimes = new Map();
    const timeOf = (node) => {
        let t = parsedTimes.get(node);
        if (t === undefined) {
            t = Date.parse(node.summary?.createdAt ?? '');
            parsedTimes.set(node, t);
        }
        return t;
    };
    // A created_at that cannot be ordered is a finding on its passport, once: never a skipped check.
    // One the schema refuses is passport-schema's finding already (docs/rules.md: this rule is for
    // a created_at that passes the schema), not a second one for the same fact.
    const unorderable = new Set();
    const reportUnorderable = (node) => {
        if (unorderable.has(node) || typeof node.summary?.createdAt !== 'string')
            return;
        unorderable.add(node);
        if (!(0,formats_passport/* isSchemaCreatedAt */.jc)(node.summary.createdAt))
            return;
        reportAt(out, facts.passports, node, '/created_at', {
            rule: 'chain-time-unorderable',
            message: `created_at ${(0,untrusted/* quoteUntrusted */.X0)(node.summary.createdAt)} names no instant the checker can order (a leap second, or a date Date.parse refuses), so chain-time-order cannot be checked on the edges it is part of; edit created_at to the second before or after it (e.g. 23:59:59Z).`,
        });
    };
    for (const n of facts.chain.checked) {
        const met = new Set();
        n.summary?.consumed.forEach((c, i) => {
            // An id listed twice is one edge: its findings once, at its first entry.
            if (met.has(c))
                return;
            met.add(c);
            const producer = facts.chain.byId.get(c)?.[0];
            if (!producer?.summary || producer === n)
                return;
            const consumerTime = timeOf(n);
            const producerTime = timeOf(producer);
            if (Number.isNaN(consumerTime))
                reportUnorderable(n);
            if (Number.isNaN(producerTime))
                reportUnorderable(producer);
            if (Number.isFinite(consumerTime) &&
                Number.isFinite(producerTime) &&
                consumerTime < producerTime &&
                !readsRecordedOutput(facts, n, producer) &&
                !readsReplacedOutput(facts, n, producer)) {
                reportAt(out, facts.passports, n, '/created_at', {
                    rule: 'chain-time-order',
                    message: `created before its producer ${(0,untrusted/* quoteUntrusted */.X0)(producer.path)} (${(0,untrusted/* quoteUntrusted */.X0)(n.summary?.createdAt)} < ${(0,untrusted/* quoteUntrusted */.X0)(producer.summary.createdAt)}); ${describeOrderFix(facts, n, producer)}`,
                });
            }
            checkNextSkill(facts, n, producer, i, out);
            checkExpectedInputs(facts, n, producer, out);
        });
    }
}
/**
 * The fix of chain-time-order: run the consumer again after its producer (a run record: its
 * recorded command through `passport-gate run`), or drop the edge when it does not consume
 * that producer. Never a bare re-stamp: it would move created_at past the producer's without
 * the step having seen what the producer records now (no printed fix launders).
 */
function describeOrderFix(facts, n, producer) {
    const again = n.summary === null
        ? null
        : (0,rerun_command/* rerunCommand */.w4)(n.summary, n.path, n.dir, (p) => facts.paths.rel(p, n.dir));
    const run = again === null
        ? 'run the step again after it and record the run with passport-gate run'
        : `run it again after it, as recorded: ${(0,untrusted/* escapeInvisible */.ts)(again)}`;
    const drop = (0,untrusted/* escapeInvisible */.ts)(`passport-gate stamp ${(0,shell_word/* shellWord */.r)(n.dir)} --drop-consumes ${(0,shell_word/* shellWord */.r)(producer.id ?? '?')}`);
    return `${run}; if it does not consume that producer, drop the edge: ${drop}`;
}
/**
 * chain-next-skill: the producer's downstream_hints.next_skills ("slugs of skills that consume
 * this passport's outputs", a required field) leaves out a skill that consumes it; an empty
 * list while a consumer exists leaves out every consumer, and is noted the same way.
 */
function checkNextSkill(facts, n, producer, i, out) {
    const skill = n.summary?.skill;
    const hints = producer.summary?.nextSkills ?? [];
    if (!skill || hints.includes(skill))
        return;
    const named = hints.length === 0
        ? 'names no next skills'
        : `names next skills ${hints.map((h) => (0,untrusted/* quoteUntrusted */.X0)(h)).join(', ')}, not ${(0,untrusted/* quoteUntrusted */.X0)(skill)}`;
    // restampCommand names the passport by --run-id, so the command holds in a directory of
    // per-sample passports (run --output) too, where a bare `stamp DIR` asks which one.
    const stamp = (0,repo_stale/* restampCommand */.En)(producer.path, producer.dir, facts.passports.records.filter((p) => p.dir === producer.dir).length);
    const flags = [...hints, skill].map((h) => `--next-skill ${(0,shell_word/* shellWord */.r)(h)}`).join(' ');
    reportAt(out, facts.passports, n, `/consumed_passports/${i}`, {
        rule: 'chain-next-skill',
        message: `producer ${label(producer)} ${named}; if this skill is meant to consume it, add it there: ${(0,untrusted/* escapeInvisible */.ts)(stamp === null ? `passport-gate stamp (its directory) ${flags}` : `${stamp} ${flags}`)}`,
    });
}
/**
 * chain-expected-input: the producer's downstream_hints.expected_inputs lists the types its
 * consumers take; an input of this consumer that is one of the producer's outputs (by path)
 * and whose type (the consumer's, else the producer's for that output) is not among them is
 * noted. An absent or empty list gives no hint.
 */
function checkExpectedInputs(facts, n, producer, out) {
    const expected = producer.summary?.expectedInputs ?? null;
    if (expected === null || expected.length === 0)
        return;
    const produced = new Map();
    for (const o of producer.summary?.outputs ?? []) {
        const rel = facts.paths.relOf(o, producer.dir);
        if (rel !== null)
            produced.set(rel, o.type);
    }
    for (const input of n.summary?.inputs ?? []) {
        const rel = facts.paths.relOf(input, n.dir);
        if (rel === null || !produced.has(rel))
            continue;
        const type = input.type ?? produced.get(rel) ?? null;
        if (type === null || expected.includes(type))
            continue;
        reportAt(out, facts.passports, n, `/inputs/${input.index}/${input.type === null ? 'path' : 'type'}`, {
            rule: 'chain-expected-input',
            message: `input ${(0,untrusted/* quoteUntrusted */.X0)(rel)} has type ${(0,untrusted/* quoteUntrusted */.X0)(type)}, which its producer ${label(producer)} does not list in downstream_hints.expected_inputs (${expected.map((t) => (0,untrusted/* quoteUntrusted */.X0)(t)).join(', ')}); check that this skill reads that output as intended.`,
        });
    }
}
/** Most reasons one chain-stale message spells out. */
const MAX_STALE_REASONS = 3;
const chain_short = (sha) => (sha ? sha.slice(0, 12) : '?');
/** One reason of a stale step, as a clause. */
function describeStaleReason(r) {
    const via = `${(0,untrusted/* quoteUntrusted */.X0)(r.via_id ?? '?')} (${(0,untrusted/* quoteUntrusted */.X0)(r.via_path ?? '?')})`;
    if (r.kind === 'input')
        return r.current_sha256
            ? `input ${(0,untrusted/* quoteUntrusted */.X0)(r.artifact)} was read at sha256 ${chain_short(r.recorded_sha256)}…, but its producer ${via} records ${chain_short(r.current_sha256)}… now`
            : `input ${(0,untrusted/* quoteUntrusted */.X0)(r.artifact)} was read at sha256 ${chain_short(r.recorded_sha256)}…, but its producer ${via} no longer records it (renamed, or deleted and re-stamped)`;
    if (r.kind === 'consumed')
        return `it consumes ${via}, whose outputs this change modified, and was not re-stamped since`;
    return `it consumes ${via}, which is stale itself`;
}
/** Where a chain-stale finding points: the input, or the consumed entry, of its first reason. */
function pointStale(facts, record, r) {
    const summary = record.summary;
    if (!summary || !r)
        return '/passport_id';
    if (r.kind === 'input') {
        const input = summary.inputs.find((i) => (facts.paths.relOf(i, record.dir) ?? i.path) === r.artifact);
        if (input)
            return `/inputs/${input.index}/sha256`;
    }
    const i = r.via_id === null ? -1 : summary.consumed.indexOf(r.via_id);
    return i >= 0 ? `/consumed_passports/${i}` : '/passport_id';
}
/**
 * chain-stale: each step of the re-run plan (repo/stale.ts), the diff's stale list, on the
 * stale passport: a consumer whose input its producer no longer records, or one downstream.
 */
function checkStale(facts, out) {
    const stale = facts.listStaleSteps();
    if (stale.length === 0)
        return;
    const byPath = new Map(facts.passports.records.map((r) => [r.path, r]));
    for (const step of stale) {
        const record = byPath.get(step.path);
        if (!record)
            continue;
        const shown = step.reasons.slice(0, MAX_STALE_REASONS).map(describeStaleReason);
        const more = step.reasons.length - shown.length;
        reportAt(out, facts.passports, record, pointStale(facts, record, step.reasons[0]), {
            rule: 'chain-stale',
            message: `stale: ${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}. To bring it up to date, ${(0,repo_stale/* describeRerun */._X)(step, stale.length)}`,
        });
    }
}
/**
 * The outputs two or more passports list, each with its listers (one entry per passport, at the
 * first output naming the path), in the order each path was first listed. Every output of every
 * passport passes here once: one number per path (its first lister), and an object only for a
 * path a second passport lists (workload 2: 20,000 outputs, no object, array or set each).
 * A path the walk listed as a file keeps its first listing in an array indexed by its file id,
 * and each first listing's passport and output index are typed arrays sized once: keyed by path
 * in a map, with arrays grown by `push`, they were 11 MiB of large objects at 100,000 outputs,
 * garbage the clean audit's peak carried (docs/performance.md, "The clean twin's peak").
 * When some passports are not checked (changed mode), only the paths a checked passport lists
 * are kept: no other path can be reported, and the thousands out of scope add no entry.
 */
function findSharedOutputs(facts) {
    const records = facts.passports.records;
    const checked = facts.chain.checked;
    let wanted;
    if (checked.size < records.length) {
        wanted = new Set();
        for (const r of checked)
            for (const o of r.summary?.outputs ?? []) {
                const rel = facts.paths.relOf(o, r.dir);
                if (rel !== null)
                    wanted.add(rel);
            }
    }
    let outputs = 0;
    for (const r of records)
        outputs += r.summary?.outputs.length ?? 0;
    // A listing's number + 1 by the file's id (0: not listed yet); other paths (missing files,
    // paths through a symlink) by path. Then that listing's passport and output index by number.
    const firstOfFile = new Int32Array(facts.tree.listedCount);
    const firstOfPath = new Map();
    const firstRecord = new Int32Array(outputs);
    const firstIndex = new Int32Array(outputs);
    let listed = 0;
    const shared = new Map();
    // Each output's path by relOf: a path found normal as its passport was read is taken as it
    // is, where rel checked every output's spelling again (node --cpu-prof, workload 2). Loops by
    // index, without a callback per passport nor an iterator per output list.
    for (let k = 0; k < records.length; k++) {
        const r = records[k];
        const refs = r.summary?.outputs;
        if (refs === undefined)
            continue;
        for (let j = 0; j < refs.length; j++) {
            const o = refs[j];
            const rel = facts.paths.relOf(o, r.dir);
            if (rel === null || (wanted !== undefined && !wanted.has(rel)))
                continue;
            const file = facts.tree.fileId(rel);
            const at = file === undefined ? firstOfPath.get(rel) : firstOfFile[file] - 1;
            if (at === undefined || at < 0) {
                if (file === undefined)
                    firstOfPath.set(rel, listed);
                else
                    firstOfFile[file] = listed + 1;
                firstRecord[listed] = k;
                firstIndex[listed] = o.index;
                listed++;
                continue;
            }
            // The same passport listing a path twice counts once (its outputs come together).
            if (firstRecord[at] === k)
                continue;
            let entry = shared.get(rel);
            if (entry === undefined) {
                const head = records[firstRecord[at]];
                entry = { at, list: [{ record: head, index: firstIndex[at] }] };
                shared.set(rel, entry);
            }
            if (entry.list[entry.list.length - 1]?.record === r)
                continue;
            entry.list.push({ record: r, index: o.index });
        }
    }
    return [...shared].sort((a, b) => a[1].at - b[1].at).map(([rel, { list }]) => [rel, list]);
}
/**
 * artifact-multiple-producers: one repository file listed as an output by two (or more)
 * passports the audit reads. Reported on each of them when any is checked (an added passport
 * that claims another's output is in scope), naming the others. The fix names the passport
 * whose directory does not own the file: re-stamping it lists only the files it owns.
 */
function checkMultipleProducers(facts, out) {
    for (const [rel, list] of findSharedOutputs(facts)) {
        if (!list.some((l) => facts.chain.checked.has(l.record)))
            continue;
        const owner = facts.layout.ownerOf(rel);
        const strangers = list.filter((l) => l.record.dir !== owner).map((l) => l.record);
        const commands = strangers.map((r) => (0,repo_stale/* restampCommand */.En)(r.path, r.dir, facts.passports.records.filter((q) => q.dir === r.dir).length));
        const fix = strangers.length > 0 && strangers.length < list.length && !commands.includes(null)
            ? `${(0,untrusted/* quoteUntrusted */.X0)(rel)} lies in ${(0,untrusted/* quoteUntrusted */.X0)(owner ?? '.')}, whose passport lists it; remove it from the outputs[] of ${strangers.map(label).join(', ')}: re-stamping lists only the files a directory owns: ${commands.join(' && ')}`
            : 'keep it in the outputs[] of the one passport whose step wrote it, and remove it from the others (then re-stamp them)';
        for (const { record, index } of list) {
            const others = list.filter((l) => l.record !== record).map((l) => label(l.record));
            reportAt(out, facts.passports, record, `/outputs/${index}/path`, {
                rule: 'artifact-multiple-producers',
                message: `output ${(0,untrusted/* quoteUntrusted */.X0)(rel)} is also listed as an output by ${others.join(', ')}: two passports cannot both have produced one file, and a consumer would resolve to either. ${fix}.`,
            });
        }
    }
}
/** The output digests a passport records (a set: order and names aside). */
const digestsOf = (outputs) => new Set([...outputs].map((o) => o.sha256).filter((d) => d !== null));
const sameSet = (a, b) => a.size === b.size && [...a].every((x) => b.has(x));
/**
 * passport-id-reused: a passport_id the base knew on another passport file, with other
 * outputs (by digest: a passport moved with its outputs keeps them), reappearing on this one.
 * Only with a base (a pull request, `audit --base`): the head alone cannot tell a new id from an
 * old one.
 */
function checkReusedIds(facts, out) {
    if (facts.base === null)
        return;
    const baseById = new Map();
    for (const b of facts.base) {
        if (b.id === null)
            continue;
        const list = baseById.get(b.id);
        if (list)
            list.push(b);
        else
            baseById.set(b.id, [b]);
    }
    for (const r of facts.passports.records) {
        if (r.id === null || !r.summary)
            continue;
        const before = baseById.get(r.id);
        if (!before || before.some((b) => b.path === r.path))
            continue;
        const mine = digestsOf(r.summary.outputs);
        const other = before.find((b) => !sameSet(digestsOf(b.outputs.values()), mine));
        if (!other)
            continue;
        reportAt(out, facts.passports, r, '/passport_id', {
            rule: 'passport-id-reused',
            message: `passport_id ${(0,untrusted/* quoteUntrusted */.X0)(r.id)} belonged to ${(0,untrusted/* quoteUntrusted */.X0)(other.path)} at the base, which recorded other outputs; a consumer naming this id would now resolve to different work. Give this passport its own passport_id (and keep the rest of its record): ${describeFreshId(r)}`,
        });
    }
}
/**
 * A fresh passport_id written in place: the record is otherwise kept, so it still vouches only
 * for the bytes it recorded. The fix used to print `rm -- <passport> && passport-gate stamp …`,
 * a first stamp, which would record a hand edit in that directory as the step's output
 * (issue 37: no printed fix launders).
 */
function describeFreshId(r) {
    const then = "then name the new id in its consumers' consumed_passports";
    // Asked once: bytes let go of once checked are read again on each ask, null once changed.
    const bytes = r.readBytes();
    const fresh = bytes === null ? null : (0,formats_passport/* freshPassportIdCommand */.hQ)(r.path, bytes);
    if (fresh?.command == null)
        return `set "passport_id" in ${(0,untrusted/* quoteUntrusted */.X0)(r.path)} to a fresh UUIDv4${fresh ? ` (e.g. "${fresh.uuid}")` : ''}, changing nothing else; ${then}.`;
    return `${then} after running this at the repository root, which changes nothing else: ${fresh.command}`;
}
/** An artifact list as a set of "path\0sha256" (order aside), paths as repository-relative. */
function artifactKeys(list, rel) {
    return new Set(list.map((a) => `${rel(a.path) ?? a.path}\0${a.sha256 ?? ''}`));
}
/**
 * run-record-replaced-by-hand: a passport the base holds as a run record (recorded_by.method
 * "run") that the head holds, at the same path, as a hand record whose inputs (code included)
 * are the base's, byte for byte, and whose outputs are not. The step was not run again (its
 * inputs and code are unchanged), yet what it made changed: the hand record vouches for bytes
 * no run is shown to have made (`stamp --force` over an edited output). Only with a base.
 */
function checkHandReplacedRuns(facts, out) {
    if (facts.base === null)
        return;
    const baseByPath = new Map(facts.base.map((b) => [b.path, b]));
    for (const r of facts.passports.records) {
        const head = r.summary;
        const before = baseByPath.get(r.path);
        if (!head || !before?.summary || !(0,passport/* isRunRecord */.jM)(before.summary) || (0,passport/* isRunRecord */.jM)(head))
            continue;
        const headRel = (raw) => facts.paths.rel(raw, r.dir);
        const baseRel = (raw) => before.relOf?.(raw) ?? facts.paths.rel(raw, before.dir);
        if (!sameSet(artifactKeys(head.inputs, headRel), artifactKeys(before.summary.inputs, baseRel)))
            continue;
        if (sameSet(artifactKeys(head.outputs, headRel), artifactKeys(before.summary.outputs, baseRel)))
            continue;
        const again = (0,rerun_command/* rerunCommand */.w4)(before.summary, before.path, before.dir, baseRel);
        const rerun = again === null
            ? 'run the step again through passport-gate run'
            : `run the step again as the base recorded it: ${(0,untrusted/* escapeInvisible */.ts)(again)}`;
        reportAt(out, facts.passports, r, '/recorded_by', {
            rule: 'run-record-replaced-by-hand',
            message: `at the base this passport was written by passport-gate run; now it is a hand record with the same inputs and code but other outputs, so its outputs changed without the step being run again, and the hand record vouches for bytes no run made. Restore the base's outputs and passport (git checkout <base> -- ${(0,untrusted/* escapeInvisible */.ts)((0,shell_word/* shellWord */.r)(r.dir))}), or ${rerun}`,
        });
    }
}

;// CONCATENATED MODULE: ./src/rules/families/citations.ts
/**
 * Citations against the citation lock (seed 000, hard rule 1: "Every cited work must resolve
 * to a verifiable record"). citation-invalid (passport-document) holds each `source` to one
 * identifier's syntax and check digit; this family holds the identifiers to what their
 * registries said, as `passport-gate resolve` recorded it in passport-citations.lock.json:
 * not found (a fabricated or mistyped citation), retracted, or, when the config requires a
 * lock, not looked up at all. No I/O: the lock in force (the base's on a pull request, or the
 * registries' own answers in a run that asked them) is read by the pipeline
 * (repo/citation-lock.ts).
 */







const citations = {
    name: 'citations',
    emits: (0,rule_registry/* listFamilyRules */.cP)('citations'),
    wholeRun: false,
    check(facts, out) {
        const lockFacts = facts.citations;
        if (!lockFacts)
            return;
        if (facts.scope.leadsRun)
            reportLockFindings(lockFacts, facts.config.citationLock, out);
        const lock = lockFacts.lock?.ok ? lockFacts.lock.lock : null;
        // An unreadable lock is one finding above; its entries say nothing, so only the
        // "required" question is asked of the passports.
        const required = facts.config.citationLock === 'required' || lockFacts.origin === 'registries';
        if (!lock && (lockFacts.lock !== null || !required))
            return;
        const records = lockFacts.checkAll ? facts.passports.records : facts.scope.passports;
        const byPath = new Map(records.map((r) => [r.path, r]));
        for (const work of (0,citation_lock/* listCitedWorks */.Ef)(records)) {
            const record = byPath.get(work.passport);
            const entry = lock?.citations.get(work.citation.key);
            if (entry)
                reportEntry(facts, out, record, work, entry, lockFacts);
            else if (required)
                reportAt(out, facts.passports, record, work.pointer, {
                    rule: 'citation-unlocked',
                    message: describeUnlocked(work, lockFacts),
                });
        }
    },
};
/** The lock's own findings: unreadable, edited by the change, or behind the registries. */
function reportLockFindings(lockFacts, required, out) {
    const { lock } = lockFacts;
    if (lock && !lock.ok)
        out.report({
            rule: 'citation-lock-invalid',
            path: citation_lock/* CITATION_LOCK_FILE */.rH,
            ...(lock.line ? { line: lock.line } : {}),
            message: `${describeLock(lockFacts)} ${(0,untrusted/* escapeInvisible */.ts)(lock.problem)}, so no citation is checked against it. Write it anew and commit it: rm ${citation_lock/* CITATION_LOCK_FILE */.rH} && passport-gate resolve`,
        });
    else if (required === 'required' &&
        ((!lock && lockFacts.origin === 'checkout') || lockFacts.checkoutMissing === true))
        out.report({
            rule: 'citation-lock-invalid',
            path: citation_lock/* CITATION_LOCK_FILE */.rH,
            message: `there is no ${citation_lock/* CITATION_LOCK_FILE */.rH}, and the config requires one (citations: lock: required). Look the cited identifiers up and commit the lock: passport-gate resolve`,
        });
    const { changes } = lockFacts;
    if (lockFacts.origin === 'base' && (changes || lockFacts.checkoutProblem))
        out.report({
            rule: 'citation-lock-changed',
            path: citation_lock/* CITATION_LOCK_FILE */.rH,
            message: `the change edits ${citation_lock/* CITATION_LOCK_FILE */.rH}${changes ? ` (${describeChanges(changes)})` : `, which cannot be read: ${(0,untrusted/* quoteUntrusted */.X0)(lockFacts.checkoutProblem ?? '')}`}; ${describeLock(lockFacts)} stays in force: a lock a pull request writes is not evidence until a run asks the registries (the action's resolve-citations: true, or passport-gate resolve --check).`,
        });
    if (lockFacts.origin === 'registries' && (changes || lockFacts.checkoutProblem))
        out.report({
            rule: 'citation-lock-stale',
            path: citation_lock/* CITATION_LOCK_FILE */.rH,
            // resolve refuses to merge into a lock it cannot read, so that one is removed first.
            message: `the committed ${citation_lock/* CITATION_LOCK_FILE */.rH} is not what the registries say now${changes ? ` (${describeStale(changes)})` : `: it cannot be read: ${(0,untrusted/* quoteUntrusted */.X0)(lockFacts.checkoutProblem ?? '')}`}. Write it anew and commit it: ${changes ? 'passport-gate resolve --refresh' : `rm ${citation_lock/* CITATION_LOCK_FILE */.rH} && passport-gate resolve`}`,
        });
}
function reportEntry(facts, out, record, work, entry, lockFacts) {
    const where = `${describeLock(lockFacts)}, looked up ${entry.retrieved}`;
    if (entry.status === 'not-found')
        reportAt(out, facts.passports, record, work.pointer, {
            rule: 'citation-not-found',
            message: `${describeWork(work)}: ${entry.service} has no such record (${where}), so it cites nothing: a mistyped or fabricated citation (seed 000, hard rule 1). Cite the record the work came from; if there is none, say so: ${unresolvedFix(work, `${work.citation.key} has no record at ${entry.service}`)}`,
        });
    else if (entry.retracted === true)
        reportAt(out, facts.passports, record, work.pointer, {
            rule: 'citation-retracted',
            message: `${describeWork(work)}: ${entry.service} marks it retracted${entry.notice ? ` (${(0,untrusted/* quoteUntrusted */.X0)(entry.notice)})` : ''} (${where}): a retracted work is no verifiable basis for a claim. Run the step again without it, recorded with passport-gate run; where the retraction does not touch what was used, record why in decisions[] and lower the rule in the base config (rules: citation-retracted: warning).`,
        });
}
function describeWork(work) {
    return `${work.pointer.split('/')[1] === 'inputs' ? 'input' : 'output'} source ${(0,untrusted/* quoteUntrusted */.X0)(work.citation.key)}`;
}
function describeLock(facts) {
    if (facts.origin === 'registries')
        return "the registries' answers in this run";
    if (facts.origin === 'base')
        return `${citation_lock/* CITATION_LOCK_FILE */.rH} at ${facts.baseLabel ?? 'the base commit'} (the lock in force)`;
    return citation_lock/* CITATION_LOCK_FILE */.rH;
}
/** citation-unlocked's message and fix, by where the lock in force is. */
function describeUnlocked(work, facts) {
    if (facts.origin === 'registries') {
        const why = facts.unreached?.get(work.citation.key) ?? 'no registry answered';
        return `${describeWork(work)} was not checked: this run asked the registries, and ${(0,untrusted/* quoteUntrusted */.X0)(why)}. Nothing passes on a citation nobody could look up; run it again when the registry answers (passport-gate resolve --check shows it).`;
    }
    const missing = `${describeWork(work)} is not in ${describeLock(facts)}, and the config requires every cited identifier looked up (citations: lock: required).`;
    if (facts.origin === 'base')
        return `${missing} A lock the change writes is not in force on a pull request: let the run ask the registries (the action's resolve-citations: true), or land the lock first.`;
    return `${missing} Look it up and commit the lock: passport-gate resolve`;
}
/**
 * The seed's honest way out, as the stamp command that writes it: `unresolved: <why>` for an
 * input's source; for an output's, the text to write (stamp has no flag for it).
 */
function unresolvedFix(work, why) {
    const [, kind, index] = work.pointer.split('/');
    const value = `${citation/* UNRESOLVED_PREFIX */.XK}${why}`;
    if (kind !== 'inputs')
        return `write ${(0,untrusted/* quoteUntrusted */.X0)(value)} as outputs[${index ?? '?'}].source and re-stamp.`;
    return (0,untrusted/* escapeInvisible */.ts)(`passport-gate stamp ${(0,shell_word/* shellWord */.r)((0,relative_path/* relativeDirname */.RV)(work.passport))} --source ${(0,shell_word/* shellWord */.r)(`${work.artifactPath}=${value}`)}`);
}
const keysOf = (keys) => keys
    .slice(0, 5)
    .map((k) => (0,untrusted/* quoteUntrusted */.X0)(k))
    .join(', ') + (keys.length > 5 ? ` and ${keys.length - 5} more` : '');
function describeChanges(c) {
    const parts = [];
    if (c.added.length)
        parts.push(`adds ${keysOf(c.added)}`);
    if (c.changed.length)
        parts.push(`changes ${keysOf(c.changed)}`);
    if (c.removed.length)
        parts.push(`removes ${keysOf(c.removed)}`);
    return parts.join('; ');
}
/** The stale lock against the registries' answers (before: the answers; after: the lock). */
function describeStale(c) {
    const parts = [];
    if (c.removed.length)
        parts.push(`it lacks ${keysOf(c.removed)}`);
    if (c.changed.length)
        parts.push(`the registries now answer otherwise for ${keysOf(c.changed)}`);
    if (c.added.length)
        parts.push(`no passport cites ${keysOf(c.added)}`);
    return parts.join('; ');
}

// EXTERNAL MODULE: ./src/util/values.ts
var values = __webpack_require__(7656);
;// CONCATENATED MODULE: ./src/rules/families/engine-records.ts
/**
 * The workflow engine's record as a second witness (docs/snakemake.md): each passport in scope
 * whose outputs Snakemake recorded (repo/snakemake-records.ts) is compared with what the engine
 * says it ran for them. Two witnesses of one step that disagree are an error by default:
 *
 * - `engine-input-disagrees`: an input the passport records that the engine did not give the
 *   rule (nor name in its command), one the engine gave that the passport does not record, or
 *   an input the engine checksummed at another sha256;
 * - `engine-command-disagrees`: the command a run record ran is not in the engine's command;
 * - `engine-parameter-disagrees`: a parameter value the engine neither passed nor wrote into
 *   the command;
 * - `engine-time-disagrees`: the passport's run does not overlap the engine's job;
 * - `engine-record-unreadable` / `engine-record-missing`: the engine's record could not be
 *   read, or `engine: snakemake` found none.
 */






/**
 * Clock slack between the two witnesses, in seconds: Snakemake dates a file output by its
 * mtime, which the step sets just before `run` notes its end.
 */
const ENGINE_TIME_SLACK_SECONDS = 2;
const engineRecords = {
    name: 'engine-records',
    emits: (0,rule_registry/* listFamilyRules */.cP)('engine-records'),
    wholeRun: false,
    check(facts, out) {
        const engine = facts.engine;
        if (!engine)
            return;
        if (facts.scope.leadsRun)
            reportRunProblems(facts, engine, out);
        const unreadable = new Set();
        for (const record of facts.scope.passports) {
            const passport = record.summary;
            if (!passport)
                continue;
            const witnessed = [];
            for (const o of passport.outputs) {
                const rel = facts.paths.relOf(o, record.dir);
                const read = rel === null ? undefined : engine.byOutput.get(rel);
                if (!read)
                    continue;
                if (read.ok) {
                    if (!witnessed.includes(read.record))
                        witnessed.push(read.record);
                }
                else if (!unreadable.has(read.file)) {
                    unreadable.add(read.file);
                    out.report({
                        rule: 'engine-record-unreadable',
                        path: read.file,
                        message: `Snakemake's record of ${(0,untrusted/* quoteUntrusted */.X0)(read.output)} ${read.why}, so the passport ${(0,untrusted/* quoteUntrusted */.X0)(record.path)} could not be compared with it; run the step again under Snakemake (it rewrites the record), or remove the record.`,
                    });
                }
            }
            if (witnessed.length === 0)
                continue;
            const ctx = { facts, record, passport, witnessed, out };
            compareInputs(ctx);
            compareCommand(ctx);
            compareParameters(ctx);
            compareTimes(ctx);
        }
    },
};
/** A refused `.snakemake`, or `engine: snakemake` with no record to compare with. */
function reportRunProblems(facts, engine, out) {
    for (const r of engine.refused)
        out.report({
            rule: 'engine-record-unreadable',
            path: r.path,
            message: `${(0,untrusted/* quoteUntrusted */.X0)(r.path)} ${r.why}; the engine's record was not read, so no passport was compared with it. Keep .snakemake/ a plain directory of the repository.`,
        });
    if (facts.config.engine === 'snakemake' &&
        engine.workdirs.length === 0 &&
        engine.refused.length === 0)
        out.report({
            rule: 'engine-record-missing',
            path: '',
            message: 'the engine is snakemake (config engine: or --engine) but no .snakemake/metadata lies under the root, so no passport could be compared with the engine’s record; run the audit where Snakemake ran (its working directory inside the root), or set engine: auto.',
        });
}
/** `Snakemake's record of "out" (rule "r")`, for messages. */
const witness = (r) => `Snakemake's record of ${(0,untrusted/* quoteUntrusted */.X0)(r.output)} (rule ${(0,untrusted/* quoteUntrusted */.X0)(r.rule)}, ${(0,untrusted/* quoteUntrusted */.X0)(r.file)})`;
/** Inputs: each side's list held to the other's; checksums the engine took, held to the passport's. */
function compareInputs({ facts, record, passport, witnessed, out }) {
    const given = witnessed.flatMap((w) => w.inputs.map((i) => ({ w, i })));
    const words = new Set(witnessed.flatMap((w) => (w.shellcmd ? splitShellWords(w.shellcmd) : [])));
    const recorded = [];
    for (const input of passport.inputs) {
        if (input.external)
            continue;
        const rel = facts.paths.relOf(input, record.dir);
        if (rel === null)
            continue;
        recorded.push(rel);
        const pointer = `/inputs/${input.index}`;
        const covered = given.some(({ i }) => i.rel !== null && (i.rel === rel || (0,relative_path/* isInDirectory */.lU)(rel, i.rel)));
        const named = [...words].some((w) => w === input.path || w === rel || w.endsWith(`=${rel}`));
        if (!covered && !named) {
            reportAt(out, facts.passports, record, pointer, {
                rule: 'engine-input-disagrees',
                message: `the passport records input ${(0,untrusted/* quoteUntrusted */.X0)(input.path)}, which the engine did not give the step: ${witnessed.map(witness).join('; ')} lists inputs ${(0,untrusted/* quoteUntrusted */.X0)(given.map(({ i }) => i.recorded).join(', ') || '(none)')} and its command does not name it. Record the inputs the step was given (run it through passport-gate run inside the rule), or declare the input in the Snakefile and run the rule again.`,
            });
            continue;
        }
        for (const w of witnessed) {
            const sum = w.inputChecksums.get(rel);
            if (sum !== undefined && input.sha256 !== null && sum !== input.sha256.toLowerCase())
                reportAt(out, facts.passports, record, `${pointer}/sha256`, {
                    rule: 'engine-input-disagrees',
                    message: `the passport records input ${(0,untrusted/* quoteUntrusted */.X0)(input.path)} at sha256 ${(0,untrusted/* quoteUntrusted */.X0)(input.sha256)}; ${witness(w)} checksummed it at ${(0,untrusted/* quoteUntrusted */.X0)(sum)} when the rule ran. The step read other bytes than the passport says: run the rule again and record that run.`,
                });
        }
    }
    const missing = new Set();
    for (const { w, i } of given) {
        // An upstream passport the rule was given is recorded in consumed_passports, not inputs[].
        if (i.rel === null || missing.has(i.rel) || (0,formats_passport/* isPassportPath */._u)(i.rel))
            continue;
        const rel = i.rel;
        if (recorded.some((p) => p === rel || (0,relative_path/* isInDirectory */.lU)(p, rel) || (0,relative_path/* isInDirectory */.lU)(rel, p)))
            continue;
        missing.add(rel);
        reportAt(out, facts.passports, record, '/inputs', {
            rule: 'engine-input-disagrees',
            message: `${witness(w)} gave the step input ${(0,untrusted/* quoteUntrusted */.X0)(i.recorded)}, which the passport does not record. Seed 000 asks for every input the skill consumed: record it (run the step through passport-gate run with --input), or take it out of the rule and run the rule again.`,
        });
    }
}
/** A run record's command: its words, in order, inside the engine's shell command. */
function compareCommand({ facts, record, passport, witnessed, out }) {
    const argv = passport.recordedBy?.command;
    if (!argv)
        return;
    for (const w of witnessed) {
        if (w.shellcmd === null)
            continue;
        if (containsRun(splitShellWords(w.shellcmd), argv))
            continue;
        reportAt(out, facts.passports, record, '/recorded_by/command', {
            rule: 'engine-command-disagrees',
            message: `the passport records command ${(0,untrusted/* quoteUntrusted */.X0)(argv.join(' '))}, which is not in the command ${witness(w)} ran: ${(0,untrusted/* quoteUntrusted */.X0)(w.shellcmd)}. The step the passport describes is not the one the engine ran for this output: run the rule again (its shell: calling passport-gate run -- <command>), and commit that record.`,
        });
        return;
    }
}
/** Each parameter's value: among the engine's params, or written into its command. */
function compareParameters({ facts, record, passport, witnessed, out }) {
    if (!(0,values/* isObject */.Gv)(passport.parameters))
        return;
    const params = new Set(witnessed.flatMap((w) => w.params));
    const words = new Set(witnessed.flatMap((w) => (w.shellcmd ? splitShellWords(w.shellcmd) : [])));
    for (const [name, value] of Object.entries(passport.parameters)) {
        const forms = spellValue(value);
        if (forms.repr.some((r) => params.has(r)))
            continue;
        if (forms.words.some((s) => words.has(s) || words.has(`${name}=${s}`)))
            continue;
        const pointer = `/parameters/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        reportAt(out, facts.passports, record, pointer, {
            rule: 'engine-parameter-disagrees',
            message: `the passport records parameter ${(0,untrusted/* quoteUntrusted */.X0)(name)} = ${(0,untrusted/* quoteUntrusted */.X0)(value)}, a value the engine neither passed the step (${witnessed.map(witness).join('; ')} has params ${(0,untrusted/* quoteUntrusted */.X0)(witnessed.flatMap((w) => w.params).join(', ') || '(none)')}) nor wrote into its command. Record the parameters the rule was given (params: in the Snakefile, recorded with --param), and run the rule again.`,
        });
    }
}
/**
 * Times: a run record's run must overlap the engine's job (it started before the job ended and
 * ended after it started); a hand record cannot predate the job that made its outputs.
 */
function compareTimes({ facts, record, passport, witnessed, out }) {
    const seconds = (v) => {
        if (typeof v !== 'string')
            return null;
        const ms = Date.parse(v);
        return Number.isFinite(ms) ? ms / 1000 : null;
    };
    const started = seconds(passport.recordedBy?.startedAt);
    const ended = seconds(passport.recordedBy?.endedAt);
    const created = seconds(passport.createdAt);
    const slack = ENGINE_TIME_SLACK_SECONDS;
    const at = (t) => new Date(t * 1000).toISOString();
    for (const w of witnessed) {
        let problem = null;
        if (started !== null && w.endtime !== null && started > w.endtime + slack)
            problem = [
                '/recorded_by/started_at',
                `the passport's run started at ${at(started)}, after ${witness(w)} says the job that made it ended (${at(w.endtime)}): the output was made again outside the engine, whose record describes an earlier run`,
            ];
        else if (ended !== null && w.starttime !== null && ended < w.starttime - slack)
            problem = [
                '/recorded_by/ended_at',
                `the passport's run ended at ${at(ended)}, before ${witness(w)} says the job that made it started (${at(w.starttime)}): the passport describes an earlier run than the one that made the output`,
            ];
        else if (started === null &&
            created !== null &&
            w.starttime !== null &&
            created < w.starttime - slack)
            problem = [
                '/created_at',
                `the passport was written at ${at(created)}, before ${witness(w)} says the job that made it started (${at(w.starttime)}): it describes an earlier output than the one the engine made`,
            ];
        if (!problem)
            continue;
        reportAt(out, facts.passports, record, problem[0], {
            rule: 'engine-time-disagrees',
            message: `${problem[1]}. Run the rule again under Snakemake, recording it with passport-gate run, so both witnesses describe one run.`,
        });
        return;
    }
}
/**
 * The words of a shell command as a POSIX shell splits them, without expansions: quotes and
 * backslashes removed, unquoted operators (`;`, `&&`, `|`, redirections, parentheses) words
 * of their own.
 */
function splitShellWords(command) {
    const words = [];
    let word = '';
    let inWord = false;
    const end = () => {
        if (inWord)
            words.push(word);
        word = '';
        inWord = false;
    };
    for (let i = 0; i < command.length; i++) {
        const c = command[i] ?? '';
        if (c === "'") {
            const close = command.indexOf("'", i + 1);
            const stop = close < 0 ? command.length : close;
            word += command.slice(i + 1, stop);
            inWord = true;
            i = stop;
        }
        else if (c === '"') {
            inWord = true;
            for (i++; i < command.length && command[i] !== '"'; i++) {
                const d = command[i] ?? '';
                const next = command[i + 1] ?? '';
                if (d === '\\' && '$`"\\\n'.includes(next) && next !== '') {
                    word += next;
                    i++;
                }
                else
                    word += d;
            }
        }
        else if (c === '\\') {
            word += command[i + 1] ?? '';
            inWord = true;
            i++;
        }
        else if (/\s/.test(c))
            end();
        else if (';&|<>()'.includes(c)) {
            end();
            let op = c;
            while (i + 1 < command.length && ';&|<>'.includes(command[i + 1] ?? ' '))
                op += command[++i];
            words.push(op);
        }
        else {
            word += c;
            inWord = true;
        }
    }
    end();
    return words;
}
/** True when `needle` occurs in `words` as consecutive words. */
function containsRun(words, needle) {
    outer: for (let i = 0; i + needle.length <= words.length; i++) {
        for (let j = 0; j < needle.length; j++)
            if (words[i + j] !== needle[j])
                continue outer;
        return true;
    }
    return false;
}
/**
 * How a parameter value may appear on the engine's side: as Python's `repr` of it among the
 * params (Snakemake records `repr(value)`; a number may have been given as a number or as a
 * string, an integer as `1` or `1.0`), and as a word of the command.
 */
function spellValue(value) {
    if (typeof value === 'string') {
        const repr = [pythonRepr(value)];
        const n = value.trim() === '' ? NaN : Number(value);
        if (Number.isFinite(n))
            repr.push(...pythonNumbers(n));
        if (value === 'true' || value === 'false')
            repr.push(value === 'true' ? 'True' : 'False');
        return { repr, words: [value] };
    }
    if (typeof value === 'number') {
        const numbers = pythonNumbers(value);
        return {
            repr: [...numbers, ...numbers.map(pythonRepr), pythonRepr(String(value))],
            words: [String(value), ...numbers],
        };
    }
    if (typeof value === 'boolean') {
        const py = value ? 'True' : 'False';
        return { repr: [py, pythonRepr(String(value)), pythonRepr(py)], words: [String(value), py] };
    }
    return { repr: [pythonRepr(value)], words: [] };
}
/**
 * The spellings Python's repr may give a number, Python's own first: an integer as `20` (or,
 * given as a float, `20.0`); a float in fixed notation where its exponent is -4 to 15, else as
 * `1e-05` (the shortest digits either way, as JavaScript's).
 */
function pythonNumbers(n) {
    const exponent = n.toExponential().replace(/e([+-])(\d)$/, 'e$10$2');
    const e = Math.floor(Math.log10(Math.abs(n)));
    const float = n !== 0 && (e < -4 || e >= 16) ? exponent : String(n);
    if (Number.isInteger(n) && Math.abs(n) < 1e21)
        return [String(n), `${n}.0`, exponent];
    return [float, String(n), exponent];
}
/** Python's `repr` of a JSON value (str, int, float, bool, None, list, dict). */
function pythonRepr(value) {
    if (value === null || value === undefined)
        return 'None';
    if (typeof value === 'boolean')
        return value ? 'True' : 'False';
    if (typeof value === 'number')
        return pythonNumbers(value)[0] ?? String(value);
    if (typeof value === 'string') {
        const q = value.includes("'") && !value.includes('"') ? '"' : "'";
        let s = q;
        for (const ch of value) {
            const code = ch.codePointAt(0) ?? 0;
            if (ch === '\\')
                s += '\\\\';
            else if (ch === q)
                s += `\\${q}`;
            else if (ch === '\n')
                s += '\\n';
            else if (ch === '\r')
                s += '\\r';
            else if (ch === '\t')
                s += '\\t';
            else if (code < 0x20 || (code >= 0x7f && code <= 0xa0))
                s += `\\x${code.toString(16).padStart(2, '0')}`;
            else
                s += ch;
        }
        return s + q;
    }
    if (Array.isArray(value))
        return `[${value.map(pythonRepr).join(', ')}]`;
    if ((0,values/* isObject */.Gv)(value))
        return `{${Object.entries(value)
            .map(([k, v]) => `${pythonRepr(k)}: ${pythonRepr(v)}`)
            .join(', ')}}`;
    // Not a JSON value (a bigint, a function): no literal of Python's stands for it.
    return typeof value === 'bigint' ? String(value) : 'None';
}

;// CONCATENATED MODULE: ./src/rules/families/external-inputs.ts
/**
 * External inputs (`"external": true` in inputs[]): files outside the repository, such as a
 * reference genome, recorded with their sha256 and a uri. The audit pipeline hashes each one
 * found under a location the config's `external-inputs` names (hash/external.ts); this
 * family judges what it found. Reachable and different is an error; anywhere else the input
 * is a notice: recorded, not verified.
 */



const externalInputs = {
    name: 'external-inputs',
    emits: (0,rule_registry/* listFamilyRules */.cP)('external-inputs'),
    wholeRun: false,
    check(facts, out) {
        for (const { listing, outcome } of facts.externals ?? []) {
            const { record, ref } = listing;
            const pointer = `/inputs/${ref.index}/path`;
            const name = (0,untrusted/* quoteUntrusted */.X0)(ref.path);
            const fetch = ref.uri !== null ? ` (recorded uri ${(0,untrusted/* quoteUntrusted */.X0)(ref.uri)})` : '';
            switch (outcome.kind) {
                case 'hashed':
                    if (outcome.sha256 === ref.sha256)
                        break;
                    reportAt(out, facts.passports, record, pointer, {
                        rule: 'input-external-mismatch',
                        message: `external input ${name} under ${(0,untrusted/* quoteUntrusted */.X0)(outcome.location)} has sha256 ${outcome.sha256}, not the recorded ${(0,untrusted/* quoteUntrusted */.X0)(ref.sha256 ?? '?')}; the step read other bytes than this file holds now. Restore the file${fetch}, or run the step again on the file as it is, recorded with passport-gate run.`,
                    });
                    break;
                case 'unreadable':
                    reportAt(out, facts.passports, record, pointer, {
                        rule: 'input-external-mismatch',
                        message: `external input ${name} under ${(0,untrusted/* quoteUntrusted */.X0)(outcome.location)} ${outcome.detail}, so its sha256 cannot be checked; put the file itself there${fetch}.`,
                    });
                    break;
                case 'absent':
                    reportAt(out, facts.passports, record, pointer, {
                        rule: 'input-external-unverified',
                        message: `external input ${name} is not under ${(0,untrusted/* quoteUntrusted */.X0)(outcome.location)} on this machine, so its sha256 was not verified; fetch it there${fetch} to have it checked.`,
                    });
                    break;
                case 'unconfigured':
                    reportAt(out, facts.passports, record, pointer, {
                        rule: 'input-external-unverified',
                        message: `external input ${name} lies under no external-inputs location of the config, so its sha256 was not verified; add the directory holding it to external-inputs in .passport-gate.yml to have it checked.`,
                    });
                    break;
                case 'bad-path':
                    reportAt(out, facts.passports, record, pointer, {
                        rule: 'input-external-unverified',
                        message: `external input path ${name} ${outcome.detail}; it was not read. Record the absolute, normalized path (passport-gate stamp --input /abs/path).`,
                    });
                    break;
            }
        }
    },
};

;// CONCATENATED MODULE: ./src/util/folded-paths.ts
/** The name as a case-insensitive, normalizing file system compares it. */
function foldName(name) {
    // Most names are printable ASCII: no normalization can change them.
    return /^[\x20-\x7e]*$/.test(name) ? name.toLowerCase() : name.normalize('NFC').toLowerCase();
}
/**
 * True when the name ending `p` after `slash` is printable ASCII without a capital: it folds
 * to itself. Read in place, so the common name costs no substring.
 */
function isPlainName(p, slash) {
    for (let i = slash + 1; i < p.length; i++) {
        const c = p.charCodeAt(i);
        if (c < 0x20 || c > 0x7e || (c >= 0x41 && c <= 0x5a))
            return false;
    }
    return true;
}
/**
 * True when every name of `rel` is printable ASCII without a capital, so each folds to itself.
 * A set of such paths holds no collision: a pair needs a spelling that folds away
 * ({@link FoldedPaths}), so a caller whose paths all pass may skip the index (issue 41).
 */
function foldsToItself(rel) {
    return isPlainName(rel, -1);
}
/** True when the last name of `p` folds to itself. */
function isFoldedName(p) {
    const slash = p.lastIndexOf('/');
    if (isPlainName(p, slash))
        return true;
    const name = p.slice(slash + 1);
    return foldName(name) === name;
}
/**
 * Repository-relative paths, and the spellings of one name under one exact parent: two names
 * collide only beside each other (names under two spellings of one directory are that
 * directory's collision). Two spellings that fold alike cannot both fold to themselves, so
 * only a name that folds to something else (a capital, a non-ASCII name) is indexed by its
 * folded path: the name that folds to itself is found as that path in the exact index. A
 * tree of lowercase names keeps one map entry a path, and builds no key string (a second
 * map and key per file held 14 MiB of large objects at 100,000 files; docs/performance.md).
 * One pass per path up its directories, which stops at the first directory already known.
 */
class FoldedPaths {
    exact = new Map();
    /**
     * The folded path ("exact parent/folded name", or the folded name at the root) → the
     * first spelling added of a name some added spelling folds away from.
     */
    byFolded = new Map();
    pairs = [];
    /**
     * Adds `rel` (a normalized repository-relative path) and its directories. `tag` (optional)
     * is kept as the smallest seen for each of them, so a caller can tell which of its units a
     * path and everything below it belongs to; `data` is attached to the entries this call
     * creates (`rel` and those of its directories not added before).
     */
    add(rel, tag, data) {
        for (let p = rel; p !== '' && p !== '.';) {
            const slash = p.lastIndexOf('/');
            const parent = slash < 0 ? '' : p.slice(0, slash);
            const known = this.exact.get(p);
            if (known) {
                // Its directories hold a tag no larger than its own: stop unless this one is smaller.
                if (tag === undefined || (known.tag !== undefined && known.tag <= tag))
                    return;
                known.tag = tag;
                p = parent;
                continue;
            }
            const entry = { path: p, tag, data };
            this.exact.set(p, entry);
            this.pairWithSpellings(p, slash, parent, entry);
            p = parent;
        }
    }
    /** Pairs a new entry with the first spelling of its name added before it, if any. */
    pairWithSpellings(p, slash, parent, entry) {
        let folded = p;
        if (!isPlainName(p, slash)) {
            const name = p.slice(slash + 1);
            const fold = foldName(name);
            if (fold !== name)
                folded = slash < 0 ? fold : `${parent}/${fold}`;
        }
        const first = this.byFolded.get(folded);
        if (first) {
            this.pairs.push([first, entry]);
            return;
        }
        // A name folding to itself is the first of its spellings until one folding to it comes.
        if (folded === p)
            return;
        // The spelling that folds to itself, added before, is the first.
        const found = this.exact.get(folded);
        const plain = found !== undefined && isFoldedName(found.path) ? found : undefined;
        if (plain)
            this.pairs.push([plain, entry]);
        this.byFolded.set(folded, plain ?? entry);
    }
    /** True when `rel` was added, or is a directory of a path added. */
    has(rel) {
        return this.exact.has(rel);
    }
    /** How many folded names are indexed: one per name that some spelling added folds away from. */
    get foldedCount() {
        return this.byFolded.size;
    }
    /**
     * Every pair of spellings of one name under one parent (each later spelling with the first
     * added), sorted by the later path. Names under two spellings of one directory are left
     * out: the directories collide, and are the pair.
     */
    collisions() {
        return this.pairs
            .map(([a, b]) => (a.path < b.path ? { first: a, later: b } : { first: b, later: a }))
            .sort((x, y) => (x.later.path < y.later.path ? -1 : 1));
    }
}

;// CONCATENATED MODULE: ./src/rules/families/file-access.ts
/**
 * File access: every file a passport or a handoff document names can be
 * reached and read safely, under one unambiguous name. A path that leaves the
 * root (lexically, or through a symlink), a file that is missing or cannot be
 * read (a FIFO, a directory, one that changed while hashed), and two names
 * that are one file on some file systems are reported here, whichever
 * document named them.
 */









const fileAccess = {
    name: 'file-access',
    emits: (0,rule_registry/* listFamilyRules */.cP)('file-access'),
    wholeRun: false,
    async check(facts, out) {
        reportUnreadablePassports(facts, out);
        facts.plan.listings.forEach((listing) => reportListing(listing, facts, out));
        await reportInvisibleNames(facts, out);
        reportUnreadableArtifacts(facts, out);
        reportFoldedNames(facts, out);
        reportHandoffsOutsideRoot(facts, out);
    },
};
/**
 * path-ambiguous on a file of an output directory in scope whose path holds invisible or
 * bidirectional control characters: the rule is about every path, not only those a passport
 * lists (a listed one is reported at its listing, above). Once per name: the shallowest
 * directory or file whose name holds them (a directory of a hundred such files is one
 * finding). A file git ignores is no part of the commit, as for artifact-unlisted; git is asked
 * only when something would be reported.
 */
async function reportInvisibleNames({ scope, layout, tree, plan, ignored }, out) {
    const listedInvisible = new Set();
    plan.listings.forEach((l) => {
        if (l.invisible && l.rel !== null)
            listedInvisible.add(l.rel);
    });
    const offending = [];
    for (const dir of [...scope.dirs].sort())
        for (const file of layout.ownedFiles(dir)) {
            const rel = tree.relOf(file);
            if ((0,untrusted/* hasInvisibleCharacters */.gi)(rel) && !listedInvisible.has(rel))
                offending.push(rel);
        }
    if (offending.length === 0)
        return;
    const skip = ignored ? await ignored(offending) : new Set();
    const named = new Set();
    for (const rel of offending) {
        if (skip.has(rel))
            continue;
        const parts = rel.split('/');
        const depth = parts.findIndex((part) => (0,untrusted/* hasInvisibleCharacters */.gi)(part));
        const name = parts.slice(0, depth + 1).join('/');
        if (named.has(name))
            continue;
        named.add(name);
        const what = name === rel ? 'file' : 'directory';
        out.report({
            rule: 'path-ambiguous',
            path: name,
            message: `${what} name ${(0,untrusted/* quoteUntrusted */.X0)(name)} contains invisible or bidirectional control characters, so it reads otherwise than it is; rename it.`,
        });
    }
}
/** A passport in scope that could not be read (one over the size cap is passport-document's). */
function reportUnreadablePassports({ scope }, out) {
    for (const r of scope.passports) {
        if (!r.problem || r.problem.reason === 'too-large')
            continue;
        out.report({
            rule: r.problem.reason === 'outside-root' ? 'path-outside-root' : 'artifact-unreadable',
            path: r.path,
            message: `the passport ${r.problem.detail}; replace it with a regular JSON file.`,
        });
    }
}
/** One listed artifact: a refused path, invisible characters in it, a missing output. */
function reportListing(listing, facts, out) {
    const { record, kind, ref, refusal } = listing;
    const respelt = listing.rel !== null && (ref.path.includes('\\') || ref.path.endsWith('/'));
    if (refusal === null && !listing.invisible && !respelt)
        return;
    const pointer = `/${kind}/${ref.index}/path`;
    const label = kind.slice(0, -1);
    if (listing.invisible) {
        reportAt(out, facts.passports, record, pointer, {
            rule: 'path-ambiguous',
            message: `${label} path ${(0,untrusted/* quoteUntrusted */.X0)(ref.path)} contains invisible or bidirectional control characters; rename the file.`,
        });
    }
    if (respelt) {
        // Read as the gate reads it (a separator; without the slash), but never silently.
        const why = ref.path.includes('\\')
            ? 'holds a backslash: a separator on Windows, part of the file name on Linux and macOS'
            : 'ends with "/", which names a directory';
        reportAt(out, facts.passports, record, pointer, {
            rule: 'path-ambiguous',
            message: `${label} path ${(0,untrusted/* quoteUntrusted */.X0)(ref.path)} ${why}; it was read as ${(0,untrusted/* quoteUntrusted */.X0)(listing.rel)}. Write that path, with "/" between directories and none at the end.`,
        });
    }
    if (refusal === null)
        return;
    // An empty path or one holding NUL names no file at all: the schema finding says so alone.
    if (ref.path.length === 0 || ref.path.includes('\0'))
        return;
    if (refusal !== 'missing') {
        reportAt(out, facts.passports, record, pointer, {
            rule: 'path-outside-root',
            message: `${label} path ${(0,untrusted/* quoteUntrusted */.X0)(ref.path)}: ${relative_path/* PATH_REFUSAL_TEXT */.lg[refusal]}. It was not read.`,
        });
    }
    else if (kind === 'outputs') {
        reportAt(out, facts.passports, record, pointer, {
            rule: 'artifact-missing',
            message: `output ${(0,untrusted/* quoteUntrusted */.X0)(listing.rel)} does not exist. ${describeMissingOutputFix(listing.rel ?? ref.path, record, facts)}`,
        });
    }
    else if (listing.rel !== null)
        reportMissingInput(listing.record, listing.rel, ref, facts, out);
}
/**
 * The fix of a missing output: restore it, or run the step again (its record then lists what
 * it writes). Never "remove it from outputs[] and re-stamp": a record that drops an output no
 * step was seen not making is untrue, and stamp refuses it (issue 37, no printed fix launders).
 * The re-run comes last, so the line ends with the command to copy.
 */
function describeMissingOutputFix(rel, record, facts) {
    const restore = (0,untrusted/* escapeInvisible */.ts)(`git checkout -- ${(0,shell_word/* shellWord */.r)(rel)}`);
    return `Restore it (${restore}; a file never committed: commit it from where the step made it), or, if it was lost or the step no longer makes it, run the step again (its record then lists what it writes) ${describeSameRun(record, facts)}.`;
}
/**
 * input-missing: a repository input that is not there. Its upstream is named when one is
 * known: the re-run plan's producer (the base's, when the run has a base), else a passport
 * listing the path as an output now (then its own artifact-missing says so too). The fix is
 * the re-run plan's command: naming the inputs as they are now, since a refresh keeps a
 * missing input's recorded digest.
 */
function reportMissingInput(record, rel, ref, facts, out) {
    const stale = facts.listStaleSteps();
    const step = stale.find((s) => s.path === record.path);
    const reason = step?.reasons.find((r) => r.kind === 'input' && r.artifact === rel);
    const producers = facts.passports.records.filter((r) => r !== record &&
        r.summary?.outputs.some((o) => (facts.paths.relOf(o, r.dir) ?? o.path) === rel));
    // Data kept outside git (a FASTQ with its accession in `source`) may be absent from the
    // checkout; an input some passport produces, or one with no origin at all, is gone.
    if (!reason && producers.length === 0 && ref.source !== null)
        return;
    const named = (path, id) => `${(0,untrusted/* quoteUntrusted */.X0)(id ?? '?')} (${(0,untrusted/* quoteUntrusted */.X0)(path ?? '?')})`;
    let why;
    let fix;
    if (reason && step) {
        why = `its upstream ${named(reason.via_path, reason.via_id)} recorded it, and no longer does (renamed, or deleted and re-stamped)`;
        fix = (0,repo_stale/* describeRerun */._X)(step, stale.length);
    }
    else if (producers[0]) {
        const p = producers[0];
        why = `its upstream ${named(p.path, p.id)} records it as an output, which is missing there too`;
        fix = `restore it (see that passport's artifact-missing), or re-run that step and then this one`;
    }
    else if (isIntermediate(record, rel, facts) && !findRenamedInput(record, ref, facts)) {
        // A file of an output directory no passport lists now: its step failed or lost it. The
        // data is the pipeline's own, so the fix keeps the input (dropping it would record a step
        // that read less than it did) and runs the step that writes it first.
        const owner = facts.layout.ownerOf(rel);
        why = `it lies in the output directory ${(0,untrusted/* quoteUntrusted */.X0)(owner)}, whose passport no longer lists it (its step failed, or lost it)`;
        fix = `run the step that writes it again first (see that passport's findings), then this step, keeping this input, ${describeSameRun(record, facts)}`;
    }
    else {
        // A renamed output: a passport it consumes records the recorded bytes under another name.
        const renamed = findRenamedInput(record, ref, facts);
        why = renamed
            ? `no passport records it as an output; its upstream ${named(renamed.by.path, renamed.by.id)} records the same bytes as ${(0,untrusted/* quoteUntrusted */.X0)(renamed.path)} now (renamed)`
            : 'no passport records it as an output';
        fix = `${renamed ? 'run the step again on the renamed file' : 'restore it, or run the step again without it'} ${describeInputsCommand(record, rel, renamed?.path ?? null, facts)}`;
    }
    reportAt(out, facts.passports, record, `/inputs/${ref.index}/path`, {
        rule: 'input-missing',
        message: `input ${(0,untrusted/* quoteUntrusted */.X0)(rel)} does not exist: ${why}. The passport records bytes nobody can check; ${fix}.`,
    });
}
/** The output of a passport `record` consumes that holds the bytes `ref` records, if any. */
function findRenamedInput(record, ref, facts) {
    if (ref.sha256 === null)
        return null;
    const digests = new Set([ref.sha256]);
    for (const c of record.summary?.consumed ?? []) {
        for (const by of facts.passports.byId.get(c) ?? []) {
            if (by === record)
                continue;
            const node = (0,repo_stale/* toStaleNode */.Jm)(by.path, by.summary, (raw, dir) => facts.paths.rel(raw, dir) ?? raw);
            const path = (0,repo_stale/* findRenamed */.WG)([node], digests);
            if (path !== null)
                return { path, by };
        }
    }
    return null;
}
/** True when `rel` lies in an output directory other than `record`'s own: a pipeline intermediate. */
function isIntermediate(record, rel, facts) {
    const owner = facts.layout.ownerOf(rel);
    return owner !== null && owner !== record.dir;
}
/**
 * The step of `record` run again with every input it recorded, through `passport-gate run`: a
 * run record's recorded command, a hand record's inputs with a placeholder for its command.
 */
function describeSameRun(record, facts) {
    return describeRunWith(record, new Map(), facts, 'every input it read');
}
/**
 * The step of `record` run again through `passport-gate run` on the inputs it reads now: `gone`
 * under its new name `renamed`, or left out (null). Never a re-stamp: the outputs were made
 * from the old input, and a re-stamp naming the new one would vouch for a run that never was.
 */
function describeInputsCommand(record, gone, renamed, facts) {
    return describeRunWith(record, new Map([[gone, renamed]]), facts, 'each input it reads now');
}
/** {@link describeSameRun} and {@link describeInputsCommand}: `through passport-gate run…`. */
function describeRunWith(record, gone, facts, inputs) {
    const summary = record.summary;
    const rel = (p) => facts.paths.rel(p, record.dir);
    const hand = summary !== null && !(0,passport/* isRunRecord */.jM)(summary);
    const command = summary === null
        ? null
        : (0,rerun_command/* rerunCommand */.w4)(hand
            ? (0,passport/* withInputs */.wH)(summary, summary.inputs.filter((i) => i.external || gone.get(rel(i.path) ?? '') !== null))
            : summary, record.path, record.dir, (p) => {
            const r = rel(p);
            return r !== null && gone.has(r) ? (gone.get(r) ?? null) : r;
        }, true);
    if (command === null)
        return `through passport-gate run ${(0,untrusted/* quoteUntrusted */.X0)(record.dir)} with --input for ${inputs}`;
    const fill = hand
        ? ` (put the step's own command for '${rerun_command/* STEP_COMMAND_PLACEHOLDER */.Tu}': a hand record names none)`
        : '';
    return `through passport-gate run${fill}: ${(0,untrusted/* escapeInvisible */.ts)(command)}`;
}
/** An artifact that could not be hashed: missing (an input may be absent), or unreadable. */
function reportUnreadableArtifacts(facts, out) {
    const { plan, digests, passports } = facts;
    plan.checks.forEach((check) => {
        const outcome = digests.outcome(check.file);
        if (outcome.ok)
            return;
        const { record, kind, ref } = check;
        // Gone between the walk and the read: as missing as one the walk never saw.
        if (outcome.reason === 'missing' && kind === 'inputs') {
            reportMissingInput(record, check.rel, ref, facts, out);
            return;
        }
        reportAt(out, passports, record, `/${kind}/${ref.index}/path`, {
            rule: outcome.reason === 'missing' ? 'artifact-missing' : 'artifact-unreadable',
            message: `${kind === 'outputs' ? 'output' : 'input'} ${(0,untrusted/* quoteUntrusted */.X0)(check.rel)} ${outcome.detail}; it was not verified.`,
        });
    });
}
/**
 * Names that are one on a case-folding or normalizing file system (macOS, Windows): across
 * every output directory (so `results/data/` and `results/Data/` are found, once, as
 * directories), and between a path a passport lists and a file that exists. In changed mode
 * the files of the directories in scope meet every output directory's name, so a change that
 * adds one spelling of a directory meets the other; a collision of two such names is reported by the run whose
 * part holds the first output directory (in path order) of the scope it touches, so merged
 * shards report it once. One involving a listed path that is no such file is reported on each
 * passport listing it, at the path.
 */
function reportFoldedNames({ scope, layout, tree, plan, passports }, out) {
    // Changed mode: the files of the directories in scope, and the name of every other output
    // directory (what a new spelling of a directory meets), not the files of all of them.
    const everything = scope.mode === 'all';
    const needsFiles = listDirectoriesWithFilesAsked({ scope, layout, plan });
    // The usual tree: no name folds away, so no pair exists and the index is not built (its map
    // of every name, and the owner of every passport, were 15-48 ms of changed mode; issue 41).
    if (!hasNameFoldingAway({ scope, layout, tree, plan }, everything, needsFiles))
        return;
    const names = new FoldedPaths();
    const tagOf = (owner) => owner !== null && scope.fullDirs.has(owner) ? owner : undefined;
    for (const dir of layout.outputDirs) {
        const tag = tagOf(dir);
        if (!everything && tag === undefined) {
            names.add(dir);
            continue;
        }
        const files = layout.ownedFiles(dir);
        // Another shard's directory: its name and tag stand for its files (see below).
        if (needsFiles !== undefined && !needsFiles.has(dir)) {
            if (files.length > 0)
                names.add(dir, tag);
            continue;
        }
        for (const file of files)
            names.add(tree.relOf(file), tag);
    }
    for (const p of layout.passportPaths) {
        const tag = tagOf(layout.ownerOf(p));
        if (everything || tag !== undefined)
            names.add(p, tag);
    }
    plan.listings.forEach((listing) => {
        if (listing.rel !== null && !names.has(listing.rel))
            names.add(listing.rel, undefined, listing);
    });
    const collisions = names.collisions();
    const listingsUnder = indexListingsUnder(plan.listings, collisions.map(({ first, later }) => (later.data ? later : first.data ? first : null)));
    for (const { first, later } of collisions) {
        const listed = later.data ? later : first.data ? first : null;
        if (listed === null) {
            const owners = [first.tag, later.tag].filter((t) => t !== undefined).sort();
            if (owners[0] === undefined || !scope.dirs.has(owners[0]))
                continue;
            out.report({
                rule: 'path-ambiguous',
                path: later.path,
                message: `${(0,untrusted/* quoteUntrusted */.X0)(later.path)} and ${(0,untrusted/* quoteUntrusted */.X0)(first.path)} differ only by case or Unicode normalization; on macOS and Windows checkouts they are one file or directory. Rename one.`,
            });
            continue;
        }
        const other = listed === later ? first : later;
        for (const listing of listingsUnder.get(listed.path) ?? [])
            reportListedCollision(listing, listed.path, other, passports, out);
    }
}
/**
 * True when some path {@link reportFoldedNames} would add has a name that does not fold to
 * itself (a capital, a character outside printable ASCII): without one, its index would hold
 * no pair. Asks the paths it adds (every passport path, a superset of those it adds, so no
 * owner is looked up), the cheap ones first and stopping at the first such name.
 */
function hasNameFoldingAway({ scope, layout, tree, plan }, everything, needsFiles) {
    for (const dir of layout.outputDirs)
        if (!foldsToItself(dir))
            return true;
    for (const p of layout.passportPaths)
        if (!foldsToItself(p))
            return true;
    let listed = false;
    plan.listings.forEach((listing) => {
        if (!listed && listing.rel !== null && !foldsToItself(listing.rel))
            listed = true;
    });
    if (listed)
        return true;
    for (const dir of layout.outputDirs) {
        // As reportFoldedNames: files only of a directory in scope (all, in --all) that are asked.
        if (!everything && !scope.fullDirs.has(dir))
            continue;
        if (needsFiles !== undefined && !needsFiles.has(dir))
            continue;
        for (const file of layout.ownedFiles(dir))
            if (!foldsToItself(tree.relOf(file)))
                return true;
    }
    return false;
}
/**
 * A shard's output directories whose files {@link reportFoldedNames} must add (undefined: all
 * of them, unsharded). A shard reports a collision of two unlisted names only when the smaller
 * of their tags is one of its directories, and one involving a listing only for its own
 * listings, so another shard's directory X needs its files only when
 * - another output directory lies below X: a name inside X is then an ancestor of one, whose
 *   tag (the smallest below it) X's files take part in, or
 * - one of the shard's listings lies below X: a listing meets the names beside it.
 * Any other X is added as its own name with its tag, which is what its files add to X and to
 * every directory above it; names inside X are then never added, and are only met by names
 * inside X (X's passports), whose collisions X's shard reports. At 10^6 files a shard of four
 * added all 10^6 names (two maps of 10^6 entries) to report on its quarter.
 */
function listDirectoriesWithFilesAsked({ scope, layout, plan, }) {
    if (scope.shard === undefined)
        return undefined;
    const asked = new Set(scope.dirs);
    // Each output directory above `dir` (a directory or a file path), nearest first.
    const addAbove = (rel) => {
        for (let o = layout.ownerOf(rel); o !== null && !asked.has(o);) {
            asked.add(o);
            o = o === '.' ? null : layout.ownerOf(o);
        }
    };
    for (const dir of layout.outputDirs)
        if (dir !== '.')
            addAbove(dir);
    plan.listings.forEach((listing) => {
        if (listing.rel !== null)
            addAbove(listing.rel);
    });
    return asked;
}
/**
 * The listings at or below each of `spellings` (a path, or a directory of listed paths), in
 * the plan's order: one walk up each listing's directories, so that every collision costs
 * the listings it concerns, not a pass over all of them (which made 40,000 wrong-case
 * listings quadratic).
 */
function indexListingsUnder(listings, spellings) {
    const under = new Map();
    for (const entry of spellings)
        if (entry !== null)
            under.set(entry.path, []);
    if (under.size === 0)
        return under;
    listings.forEach((listing) => {
        if (listing.rel === null)
            return;
        for (let p = listing.rel;;) {
            under.get(p)?.push(listing);
            const slash = p.lastIndexOf('/');
            if (slash < 0)
                break;
            p = p.slice(0, slash);
        }
    });
    return under;
}
/** path-ambiguous on a listing whose path (or a directory of it) spells an existing name otherwise. */
function reportListedCollision(listing, spelt, other, passports, out) {
    const { record, kind, ref } = listing;
    const label = kind.slice(0, -1);
    const what = spelt === listing.rel && listing.file === null && other.data === undefined
        ? `names no file, but ${(0,untrusted/* quoteUntrusted */.X0)(other.path)} exists; the names differ only by case or Unicode normalization, so on macOS and Windows checkouts the passport names that file`
        : `spells ${(0,untrusted/* quoteUntrusted */.X0)(spelt)}, which differs from ${(0,untrusted/* quoteUntrusted */.X0)(other.path)} only by case or Unicode normalization; on macOS and Windows checkouts they are one name`;
    reportAt(out, passports, record, `/${kind}/${ref.index}/path`, {
        rule: 'path-ambiguous',
        message: `${label} path ${(0,untrusted/* quoteUntrusted */.X0)(ref.path)} ${what}. Write the name as it is on disk.`,
    });
}
/** An audited handoff document reached through a symlink out of the root. */
function reportHandoffsOutsideRoot({ handoffs }, out) {
    for (const doc of handoffs.audited.keys()) {
        const read = handoffs.read(doc);
        if (read && !read.ok && read.reason === 'outside-root') {
            out.report({
                rule: 'path-outside-root',
                path: doc,
                message: `${relative_path/* PATH_REFUSAL_TEXT */.lg['outside-via-symlink']}; it was not read.`,
            });
        }
    }
}

// EXTERNAL MODULE: ./src/core/location.ts
var core_location = __webpack_require__(91324);
;// CONCATENATED MODULE: ./src/rules/families/handoffs.ts
/**
 * The other two handoff formats: router envelopes checked against the skill
 * graph governing them, skill graphs, and agent handoff packets with their
 * acknowledgments and the ordering of each inbox. The documents and their
 * bytes come from repo/handoff-documents.ts (which documents a change audits,
 * and which others their rules read); the per-document checks are the
 * formats', loaded only when there is a document to judge.
 */






/** The rule that reports an unreadable document of each kind. */
const UNREADABLE_RULE = {
    envelope: 'envelope-invalid-yaml',
    'skill-graph': 'graph-invalid-yaml',
    packet: 'packet-invalid-json',
};
const handoffs = {
    name: 'handoffs',
    emits: (0,rule_registry/* listFamilyRules */.cP)('handoffs'),
    wholeRun: true,
    async check(facts, out) {
        const docs = facts.handoffs;
        if (docs.audited.size === 0 &&
            docs.inboxes.size === 0 &&
            docs.sequences.size === 0 &&
            docs.evidenceEnvelopes.length === 0)
            return;
        const formats = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(959), __webpack_require__.e(639)]).then(__webpack_require__.bind(__webpack_require__, 40639));
        const findings = [];
        const graphs = checkGraphs(facts, formats, findings);
        const baseGraphs = summarizeBaseGraphs(facts, formats);
        checkEnvelopes(facts, formats, { head: graphs, base: baseGraphs }, findings);
        const ids = checkPackets(facts, formats, findings);
        for (const f of findings)
            out.report(f);
        // Their statuses come from the one verdict (audit/verdict.ts) over every finding; here only
        // which documents the report shows. A finding on an .ack belongs to its packet; a conflict
        // may land on an unchanged packet, which is then shown too.
        const shown = new Map(docs.audited);
        const packetOfAck = new Map(docs.allPackets.map((p) => [(0,ack_path/* ackPathOf */.o)(p), p]));
        for (const f of findings) {
            const doc = packetOfAck.get(f.path) ?? f.path;
            const kind = shown.has(doc) ? undefined : docs.classify(doc);
            if (kind)
                shown.set(doc, kind);
        }
        for (const [path, kind] of [...shown].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
            out.judged({ kind, path, id: ids.get(path) ?? null });
    },
};
/**
 * The bytes of a document, or null; an audited one that cannot be read is a finding (one
 * reached through a symlink out of the root is file-access's).
 */
function bytesOf(facts, rel, kind, findings) {
    const read = facts.handoffs.read(rel);
    if (!read)
        return null;
    if (read.ok)
        return read.bytes;
    if (facts.handoffs.audited.has(rel) && read.reason !== 'outside-root') {
        findings.push({
            rule: UNREADABLE_RULE[kind],
            path: rel,
            message: `the file ${read.detail}; replace it with a regular file.`,
        });
    }
    return null;
}
/** The skill graphs read (audited, or governing an audited envelope): their summaries. */
function checkGraphs(facts, formats, findings) {
    const summaries = new Map();
    for (const g of facts.handoffs.graphs) {
        const bytes = bytesOf(facts, g, 'skill-graph', findings);
        if (!bytes)
            continue;
        const check = formats.checkSkillGraphBytes(g, bytes);
        // A graph read only because it governs an audited envelope has its own findings unreported.
        if (facts.handoffs.audited.has(g))
            findings.push(...check.findings);
        if (check.summary)
            summaries.set(g, check.summary);
    }
    return summaries;
}
/**
 * The trusted commit's skill graphs, summarized (an unreadable or unparsable one declares no
 * skill, so an envelope it governs is not passed unchecked: the base is in force).
 */
function summarizeBaseGraphs(facts, formats) {
    const summaries = new Map();
    const atBase = facts.handoffs.atBase;
    if (!atBase)
        return summaries;
    for (const g of atBase.compared) {
        const blob = atBase.read(g);
        if (!blob || blob.kind === 'absent')
            continue;
        const summary = blob.kind === 'file' ? formats.checkSkillGraphBytes(g, blob.bytes).summary : undefined;
        summaries.set(g, summary ?? { skills: new Map(), edges: [] });
    }
    return summaries;
}
/**
 * The views an envelope's next_action is checked against: the base's governing graphs (in
 * force) and the checkout's. Both apply, so a change to the graph adds findings and never takes
 * one away; with no graph at the base, the checkout's alone (with none, nothing was checked).
 */
function viewsOf(facts, formats, envelope, graphs) {
    const pick = (paths, from) => paths
        .map((g) => ({ path: g, summary: from.get(g) }))
        .filter((g) => g.summary !== undefined);
    const views = [];
    const docs = facts.handoffs;
    const atHead = docs.governingGraphs(envelope);
    const atBase = docs.atBase;
    if (atBase) {
        const paths = atBase.governingGraphs(envelope);
        // The same files with the same bytes: the checkout's view says it all.
        const unchanged = paths.length === atHead.length &&
            paths.every((g, i) => atHead[i] === g && isUnchangedGraph(facts, g));
        const governing = unchanged ? [] : pick(paths, graphs.base);
        if (governing.length > 0)
            views.push(formats.toEnvelopeGraphView(governing, atBase.label));
    }
    const governing = pick(atHead, graphs.head);
    if (governing.length > 0)
        views.push(formats.toEnvelopeGraphView(governing));
    return views;
}
/** True when the trusted commit holds a graph file at the bytes the checkout has. */
function isUnchangedGraph(facts, rel) {
    const atBase = facts.handoffs.atBase?.read(rel);
    const atHead = facts.handoffs.read(rel);
    if (!atBase || !atHead)
        return false;
    if (atBase.kind === 'absent')
        return !atHead.ok && atHead.reason === 'missing';
    return atBase.kind === 'file' && atHead.ok && Buffer.from(atBase.bytes).equals(atHead.bytes);
}
/**
 * The host's records of skill runs: the skills of the passports the audit reads, and the senders
 * of packets whose acknowledgment confirms them (same handoff_id, ready to proceed).
 */
function collectExecutionRecords(facts, formats) {
    const skills = new Set();
    for (const r of facts.passports.records)
        if (r.summary?.skill)
            skills.add(r.summary.skill);
    const docs = facts.handoffs;
    for (const p of docs.allPackets) {
        const read = docs.read(p);
        const ack = docs.ack(p);
        if (!read?.ok || !ack.ok)
            continue;
        const packet = formats.parseJsonDocument(read.bytes);
        const acked = formats.parseJsonDocument(ack.bytes);
        if (!packet.ok || !acked.ok)
            continue;
        const summary = formats.summarizePacket(packet.document.value);
        const a = (0,values/* asObject */.eB)(acked.document.value);
        if (summary.fromAgent !== null &&
            summary.handoffId !== null &&
            a?.handoff_id === summary.handoffId &&
            a.ready_to_proceed === true)
            skills.add(summary.fromAgent);
    }
    return { hasRunOf: (skill) => skills.has(skill) };
}
/**
 * The audited envelopes, each against the graph(s) governing it and the host's records of
 * runs; then each directory's envelopes as one sequence (unchanged neighbours parsed here).
 */
function checkEnvelopes(facts, formats, graphs, findings) {
    const docs = facts.handoffs;
    const records = docs.envelopes.length > 0 || docs.evidenceEnvelopes.length > 0
        ? collectExecutionRecords(facts, formats)
        : null;
    const parsed = new Map();
    for (const e of facts.handoffs.envelopes) {
        const bytes = bytesOf(facts, e, 'envelope', findings);
        if (!bytes)
            continue;
        const check = formats.checkEnvelopeBytes(e, bytes, viewsOf(facts, formats, e, graphs));
        findings.push(...check.findings);
        if (records)
            findings.push(...formats.checkExecutionEvidence(e, check, records));
        parsed.set(e, toSequenced(e, check));
    }
    // Unchanged envelopes whose evidence a change may have taken away: that finding alone.
    for (const e of docs.evidenceEnvelopes) {
        const read = docs.read(e);
        if (!read?.ok || !records)
            continue;
        const check = formats.checkEnvelopeBytes(e, read.bytes);
        findings.push(...formats.checkExecutionEvidence(e, check, records));
    }
    for (const list of docs.sequences.values()) {
        const sequence = [];
        for (const e of list) {
            let entry = parsed.get(e);
            if (!entry) {
                const read = facts.handoffs.read(e);
                entry = read?.ok
                    ? toSequenced(e, formats.checkEnvelopeBytes(e, read.bytes))
                    : { path: e, value: null, locate: (pointer) => ({ pointer }) };
            }
            sequence.push(entry);
        }
        findings.push(...formats.checkEnvelopeSequence(sequence));
    }
}
/** An envelope as the sequence rules see it. */
function toSequenced(path, check) {
    const { document } = check;
    return {
        path,
        value: check.value ?? null,
        locate: document ? (0,core_location/* locatorOf */.e)(document) : (pointer) => ({ pointer }),
    };
}
/**
 * The audited packets and their acknowledgments, then the ordering within each touched inbox
 * over all of its packets (unchanged ones parsed here). Returns each packet's handoff_id.
 */
function checkPackets(facts, formats, findings) {
    const docs = facts.handoffs;
    const ids = new Map();
    const cache = new Map();
    const inboxPackets = new Map();
    for (const p of docs.packets) {
        const bytes = bytesOf(facts, p, 'packet', findings);
        if (!bytes)
            continue;
        const check = formats.checkPacketBytes(p, bytes, cache);
        findings.push(...check.findings);
        const { summary, document } = check;
        if (!summary || !document)
            continue;
        if (summary.handoffId !== null)
            ids.set(p, summary.handoffId);
        inboxPackets.set(p, { path: p, summary, locate: (0,core_location/* locatorOf */.e)(document) });
        findings.push(...formats.checkAcknowledgment({ path: p, summary, document }, docs.ack(p), facts.config.packetMaxAgeSeconds));
    }
    for (const p of docs.allPackets) {
        if (!docs.inboxes.has((0,relative_path/* relativeDirname */.RV)(p)) || inboxPackets.has(p) || docs.audited.has(p))
            continue;
        const read = docs.read(p);
        const parsed = read?.ok ? formats.parseJsonDocument(read.bytes) : null;
        if (!parsed?.ok)
            continue;
        const summary = formats.summarizePacket(parsed.document.value, parsed.document);
        if (summary.handoffId !== null)
            ids.set(p, summary.handoffId);
        inboxPackets.set(p, { path: p, summary, locate: (0,core_location/* locatorOf */.e)(parsed.document) });
    }
    const perInbox = new Map();
    for (const packet of inboxPackets.values()) {
        const dir = (0,relative_path/* relativeDirname */.RV)(packet.path);
        const list = perInbox.get(dir) ?? [];
        list.push(packet);
        perInbox.set(dir, list);
    }
    for (const list of perInbox.values())
        findings.push(...formats.findInboxConflicts(list));
    return ids;
}
/**
 * `policy-changed` for each skill graph whose checkout version differs from the trusted
 * commit's (reported by the run-level rules, which own that rule): what the change adds and
 * removes, and the next_action values of the envelopes this run checked that it would allow
 * although the graph in force rejects them.
 */
async function describeGraphChanges(facts) {
    const docs = facts.handoffs;
    const atBase = docs.atBase;
    if (!atBase)
        return [];
    const changed = atBase.compared.filter((g) => !isUnchangedGraph(facts, g));
    if (changed.length === 0)
        return [];
    const formats = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(959), __webpack_require__.e(639)]).then(__webpack_require__.bind(__webpack_require__, 40639));
    const head = new Map();
    for (const g of new Set([...docs.graphs, ...changed])) {
        const read = docs.read(g);
        const summary = read?.ok ? formats.checkSkillGraphBytes(g, read.bytes).summary : undefined;
        if (summary)
            head.set(g, summary);
    }
    const base = summarizeBaseGraphs(facts, formats);
    const declares = (paths, from) => {
        const known = paths.flatMap((g) => from.get(g) ?? []);
        return (skill) => known.length === 0 || known.some((s) => s.skills.has(skill));
    };
    const allows = new Map();
    for (const e of docs.envelopes) {
        const read = docs.read(e);
        const next = read?.ok ? formats.checkEnvelopeBytes(e, read.bytes).nextAction : null;
        if (next === null)
            continue;
        const atBaseGov = atBase.governingGraphs(e);
        const atHeadGov = docs.governingGraphs(e);
        if (declares(atBaseGov, base)(next) || !declares(atHeadGov, head)(next))
            continue;
        for (const g of new Set([...atBaseGov, ...atHeadGov])) {
            if (!changed.includes(g))
                continue;
            const list = allows.get(g) ?? [];
            list.push(`next_action ${(0,untrusted/* quoteUntrusted */.X0)(next)} in ${(0,untrusted/* quoteUntrusted */.X0)(e)}`);
            allows.set(g, list);
        }
    }
    return changed.map((g) => {
        const blob = atBase.read(g);
        const read = docs.read(g);
        return formats.describeSkillGraphChange({
            path: g,
            baseLabel: atBase.label,
            base: blob && blob.kind !== 'absent' ? (base.get(g) ?? null) : null,
            head: read?.ok ? (head.get(g) ?? { skills: new Map(), edges: [] }) : null,
            allows: allows.get(g) ?? [],
        });
    });
}

;// CONCATENATED MODULE: ./src/rules/families/output-directories.ts
/**
 * Output directories: each holds a passport, and its passports list every
 * file it owns (repo/layout.ts says which directory owns which file).
 */






const outputDirectories = {
    name: 'output-directories',
    emits: (0,rule_registry/* listFamilyRules */.cP)('output-directories'),
    wholeRun: false,
    async check({ scope, layout, tree, plan, passports, ignored }, out) {
        checkColocation(plan, passports, out);
        // A passport that could not be read says nothing about what it lists: its finding stands alone.
        // Only the scope's directories are asked, so only the scope's passports are: a shard that
        // does not lead reads another shard's passport only when a rule asks it (repo/passports.ts).
        const unreadableDirs = new Set(scope.passports.filter((r) => r.summary === null).map((r) => r.dir));
        // Gathered first, in directory order, then judged after one question to git.
        const found = [];
        for (const dir of [...scope.dirs].sort()) {
            const owned = layout.ownedFiles(dir);
            if (!layout.passportDirs.has(dir)) {
                if (owned.length > 0)
                    found.push({ dir, files: owned.map((f) => tree.relOf(f)), missing: true });
                continue;
            }
            if (unreadableDirs.has(dir))
                continue;
            const unlisted = owned.filter((f) => !plan.isListedOutput(dir, f)).map((f) => tree.relOf(f));
            if (unlisted.length > 0)
                found.push({ dir, files: unlisted, missing: false });
        }
        // A file git ignores is no part of the commit: a clean checkout has none to list. One
        // question to git for the whole run, and only when something would be reported.
        const asked = found.flatMap((f) => f.files);
        const skip = ignored && asked.length > 0 ? await ignored(asked) : new Set();
        for (const { dir, files, missing } of found) {
            const kept = files.filter((f) => !skip.has(f));
            if (missing) {
                if (kept.length > 0)
                    reportMissingPassport(dir, kept, layout, out);
                continue;
            }
            for (const file of kept)
                out.report({
                    rule: 'artifact-unlisted',
                    path: file,
                    message: `${(0,untrusted/* quoteUntrusted */.X0)(file)} is in output directory ${(0,untrusted/* quoteUntrusted */.X0)(dir)} but no passport there lists it: move it out of the directory or delete it. If a step wrote it, run that step again through passport-gate run, so that the record is the tool's. A re-stamp alone would vouch for a file no step is shown to have made.`,
                });
        }
    },
};
/**
 * artifact-not-colocated: seed 000, "the producing skill wrote a passport to the same
 * directory as its output". An output listed outside its passport's directory (not in it nor
 * below) is vouched for by nothing there, and gives its consumers no provenance
 * (input-unprovenanced). Re-stamping the directory lists its own files alone.
 */
function checkColocation(plan, passports, out) {
    plan.listings.forEach(({ kind, rel, record, ref }) => {
        if (kind !== 'outputs' || rel === null || (0,relative_path/* isInDirectory */.lU)(rel, record.dir))
            return;
        reportAt(out, passports, record, `/outputs/${ref.index}/path`, {
            rule: 'artifact-not-colocated',
            message: `output ${(0,untrusted/* quoteUntrusted */.X0)(rel)} lies outside the passport's directory ${(0,untrusted/* quoteUntrusted */.X0)(record.dir)}, so this passport cannot vouch for it; stamp the directory that holds it, and re-stamp this one: ${stampCommand(record.dir)}`,
        });
    });
}
/** `passport-gate stamp DIR`, one shell word per argument, as printed in a hint. */
function stampCommand(dir) {
    return (0,untrusted/* escapeInvisible */.ts)(`passport-gate stamp ${(0,shell_word/* shellWord */.r)(dir)}`);
}
/** passport-missing for an output directory holding `files` and no passport. */
function reportMissingPassport(dir, files, layout, out) {
    const root = (0,relative_path/* relativeDirname */.RV)(dir);
    const evidence = layout.inferredRoots.get(root);
    const why = layout.deletedPassportDirs.includes(dir)
        ? '; this change deleted its passport'
        : evidence
            ? `; ${(0,untrusted/* quoteUntrusted */.X0)(root)} is an output root because ${(0,untrusted/* quoteUntrusted */.X0)(evidence[0])}${evidence.length > 1 ? ` and ${evidence.length - 1} more directories beside it hold passports` : ' beside it holds a passport'}: pin the roots with \`passport-gate init\``
            : '';
    out.report({
        rule: 'passport-missing',
        path: files[0],
        message: `output directory ${(0,untrusted/* quoteUntrusted */.X0)(dir)} holds ${files.length} file(s) but no *.passport.json (missing provenance, integrity-audit mode 4${why}). Record the step that wrote them by running it again through run, at the repository root, naming what it read (the skill below is a guess from the directory name; fill in the rest): \`${runCommandFor(dir)}\`. A passport naming no inputs, sources or parameters vouches for nothing (hard rule 2) and stays red (passport-vouches-nothing).`,
    });
}
/**
 * The `run` command that gives output directory `dir` a record of the step that wrote it, as
 * printed in the passport-missing hint. The skill is a guess from the directory's name; the
 * version, the inputs and the command are placeholders to fill in, each one shell word, so the
 * command run as printed is refused before anything runs (its `--input` does not exist) and
 * writes nothing: a passport that names no inputs, which the old hint (`stamp --skill-version
 * unknown`) wrote, vouches for nothing (hard rule 2).
 */
function runCommandFor(dir) {
    const slug = external_node_path_default().posix
        .basename(dir)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .slice(0, 64)
        .replace(/^-+|-+$/g, '');
    return (0,untrusted/* escapeInvisible */.ts)(`passport-gate run ${(0,shell_word/* shellWord */.r)(dir)} --skill ${slug || 'unknown-step'} --skill-version '<version>' --input '<each file the step read>' --code '<its script>' -- '<the step command>'`);
}

// EXTERNAL MODULE: ./src/core/findings.ts
var core_findings = __webpack_require__(44637);
// EXTERNAL MODULE: ./src/formats/vouches.ts
var vouches = __webpack_require__(29433);
;// CONCATENATED MODULE: ./src/rules/families/passport-document.ts
/**
 * The passport document, one at a time: JSON syntax and size, duplicate keys,
 * schema_version, the Material Passport v1 schema and failed steps
 * (formats/passport.ts checks the bytes; this family reports).
 */







const passportDocument = {
    name: 'passport-document',
    emits: (0,rule_registry/* listFamilyRules */.cP)('passport-document'),
    wholeRun: false,
    checkPassport(record, parsed, positions, out) {
        checkRunId(record, out);
        if (record.problem) {
            // A file that cannot be read at all is file-access's; one over the cap is this family's.
            if (record.problem.reason === 'too-large') {
                out.report({
                    rule: 'passport-too-large',
                    path: record.path,
                    message: `the passport ${record.problem.detail}; split the output directory or raise max-passport-bytes.${describeAbsence(record)}`,
                });
            }
            return;
        }
        const check = (0,formats_passport/* checkPassportBytes */.Y$)(record.path, record.readBytes(), 
        // The light parse's summary is the one the full check would make of the same value.
        parsed && record.summary
            ? { value: parsed.value, summary: record.summary, scan: parsed.scan }
            : undefined);
        for (const finding of check.findings)
            out.report(check.document
                ? finding
                : // readMessage: a message may be a LazyMessage (core/findings.ts), whose text is
                    // its rendering, not the function's source.
                    { ...finding, message: `${(0,core_findings/* readMessage */._8)(finding.message)}${describeAbsence(record)}` });
        if (check.document) {
            positions.keep(record, check.document.locate);
            if (check.summary)
                checkVouches(record.path, check.summary, check.document.locate, out);
        }
    },
};
/**
 * passport-vouches-nothing: seed 000, hard rule 2 ("No claim without provenance. Every
 * quantitative or factual claim must point to a file, line, table, figure, dataset, or external
 * source the agent can show"). A passport vouches for its outputs through what it names them
 * coming from: an input other than the step's own code, a cited source (a `source` on an input
 * or output that is not `unresolved: …`), or a parameter the step was given. Code alone says how
 * the outputs were made, not from what: a script that prints "The cohort looks fine." is
 * recorded by `run --code` as well as one that reads the cohort (docs/rules.md).
 */
function checkVouches(passportPath, summary, locate, out) {
    if ((0,vouches/* vouchesFor */.B)(summary))
        return;
    const code = summary.inputs.filter((i) => i.type === 'code').map((i) => i.path);
    const only = code.length > 0
        ? `its only input${code.length > 1 ? 's are' : ' is'} the step's code (${code.map((c) => (0,untrusted/* quoteUntrusted */.X0)(c)).join(', ')}), which says how, not from what, and it`
        : 'it';
    out.report({
        rule: 'passport-vouches-nothing',
        path: passportPath,
        pointer: '/inputs',
        ...locate('/inputs'),
        passport_id: summary.id ?? undefined,
        message: `this passport vouches for nothing: ${only} records no input, no cited source and no parameter, so its outputs point to nothing they came from (seed 000, hard rule 2: no claim without provenance). Record what the step read: run it again through run at the repository root, naming each file it read (fill in the placeholders): \`${passport_document_runCommandFor(passportPath, summary, code)}\`, or, where it cannot run again, stamp with --input for each of those files. A step that reads no file records what it was given (--param seed=…). Never name a file the step did not read.`,
    });
}
/**
 * The `run` command of a passport-vouches-nothing fix: the passport's directory, run id, skill
 * and code as recorded, with the inputs and the step command as placeholders, each one shell
 * word. Run as printed, its `--input` names no file, so it is refused before anything runs and
 * writes nothing (the finding stays); filled in, the record names what the step read.
 */
function passport_document_runCommandFor(passportPath, summary, code) {
    const name = external_node_path_default().posix.basename(passportPath);
    const runId = name.slice(0, -formats_passport/* PASSPORT_SUFFIX */.zb.length);
    const words = ['passport-gate', 'run', (0,shell_word/* shellWord */.r)(external_node_path_default().posix.dirname(passportPath))];
    if (runId !== '')
        words.push('--run-id', (0,shell_word/* shellWord */.r)(runId));
    words.push('--skill', (0,shell_word/* shellWord */.r)(summary.skill ?? '<skill>'));
    words.push('--skill-version', (0,shell_word/* shellWord */.r)(summary.skillVersion ?? '<version>'));
    words.push('--input', (0,shell_word/* shellWord */.r)('<each file the step read>'));
    for (const c of code)
        words.push('--code', (0,shell_word/* shellWord */.r)(c));
    words.push('--', (0,shell_word/* shellWord */.r)('<the step command>'));
    return (0,untrusted/* escapeInvisible */.ts)(words.join(' '));
}
/**
 * passport-run-id-empty: seed 000 names a passport `<run-id>.passport.json`; a file named
 * `.passport.json` has no run id (and, a dotfile, is skipped by `ls` and shell globs such as
 * `*.passport.json`, so the consumer of protocol step 1 does not find it).
 */
function checkRunId(record, out) {
    if (external_node_path_default().posix.basename(record.path) !== formats_passport/* PASSPORT_SUFFIX */.zb)
        return;
    const dir = record.dir === '.' ? '' : `${record.dir}/`;
    out.report({
        rule: 'passport-run-id-empty',
        path: record.path,
        message: `the passport's file name has no run id (<run-id>.passport.json); name it after its run: ${(0,untrusted/* escapeInvisible */.ts)(`mv ${(0,shell_word/* shellWord */.r)(record.path)} ${(0,shell_word/* shellWord */.r)(`${dir}run${formats_passport/* PASSPORT_SUFFIX */.zb}`)}`)}`,
    });
}
/**
 * What a refused passport means for the rest of the audit, appended to its finding: it is
 * absent for every other rule (nothing it lists is checked, its id resolves nothing, and its
 * directory's files are not reported one by one).
 */
function describeAbsence(record) {
    return ` Until it can be read the audit treats it as absent: nothing in ${(0,untrusted/* quoteUntrusted */.X0)(record.dir)} was verified, and passports consuming it are told it cannot be read.`;
}

;// CONCATENATED MODULE: ./src/rules/families/run-level.ts
/**
 * The run as a whole, judged after every other family: what the walk could not
 * list, a change that could not be placed or touched nothing, a config naming
 * output directories where there are no passports, and what the caller found
 * before the audit (`config-changed`).
 */



const runLevel = {
    name: 'run-level',
    emits: (0,rule_registry/* listFamilyRules */.cP)('run-level'),
    wholeRun: true,
    async check(facts, out) {
        const { config, layout, scope, tree, runFindings, judged, unseenGitlinks = [] } = facts;
        for (const f of runFindings)
            out.report(f);
        // The skill graph is policy too: the checkout's change to it, compared with the base's.
        for (const f of await describeGraphChanges(facts))
            out.report(f);
        for (const rel of unseenGitlinks)
            out.report({
                rule: 'submodule-unverified',
                path: rel,
                message: `${(0,untrusted/* quoteUntrusted */.X0)(rel)} is a git submodule checked out without its content, so the gate cannot see what it holds; check submodules out (actions/checkout with submodules: true, or git submodule update --init), or keep outputs out of submodules.`,
            });
        const { changes } = scope;
        if (changes.files === null &&
            config.outputs.length > 0 &&
            layout.passportPaths.length === 0 &&
            !config.allowEmpty) {
            out.report({
                rule: 'outputs-empty',
                path: '',
                message: 'the config names output directories (outputs:) but the repository holds no passports; stamp the outputs, or set allow-empty: true.',
            });
        }
        for (const problem of tree.problems)
            out.report(describeWalkProblem(problem));
        if (changes.unplaceable !== undefined) {
            out.report({
                rule: 'scope-widened',
                path: '',
                message: `changed file ${(0,untrusted/* quoteUntrusted */.X0)(changes.unplaceable)} is not a repository-relative path as git prints one, so the change could not be placed; every output directory was audited.`,
            });
        }
        if (changes.files !== null &&
            scope.fullDirs.size === 0 &&
            judged.length === 0 &&
            unseenGitlinks.length === 0) {
            out.report({
                rule: 'scope-empty',
                path: '',
                message: `${changes.files.size} changed file(s), none in an output directory or handoff file; nothing needed auditing.`,
            });
        }
    },
};
/** The finding for something the walk could not list. */
function describeWalkProblem(problem) {
    if (problem.kind === 'unlistable') {
        return {
            rule: 'directory-unreadable',
            path: problem.rel,
            message: `directory ${(0,untrusted/* quoteUntrusted */.X0)(problem.rel)} could not be listed (${problem.code}), so nothing below it was audited; make it readable, or add it to ignore: in .passport-gate.yml if it holds no outputs.`,
        };
    }
    const what = problem.entryKind === 'dir' ? 'directory' : 'file';
    const below = problem.entryKind === 'dir' ? 'it and everything below it were' : 'it was';
    // The decoded name (with U+FFFD) anchors the finding; the message spells the bytes exactly.
    const decoded = problem.name.toString('utf8');
    return {
        rule: 'path-not-utf8',
        path: problem.parent === '.' ? decoded : `${problem.parent}/${decoded}`,
        message: `${what} name ${(0,untrusted/* spellBytes */.Gy)(problem.name)} in ${(0,untrusted/* quoteUntrusted */.X0)(problem.parent)} is not valid UTF-8: no passport can name it, so ${below} not audited; rename it with UTF-8 text.`,
    };
}

;// CONCATENATED MODULE: ./src/rules/families/index.ts
/**
 * The rule families, above the rule registry (core/rule-registry.ts), whose rows
 * name the family that emits each rule (__tests__/rules/families.test.ts), in
 * the order the audit pipeline (audit/pipeline.ts) runs them.
 *
 * Adding a rule: a row in core/rule-registry.ts naming its family, its check in
 * that family (its `emits` comes from the registry), its section in
 * docs/rules.md, and tests (a family test on in-memory facts, and an
 * end-to-end case when it needs the disk).
 */











/** Each passport in scope, one at a time: while it is read (all mode), or after the scope. */
const PASSPORT_FAMILY = passportDocument;
/**
 * Rules that need the passports, not the digests: they run while the threads are still
 * hashing, rather than after the wait for the digests.
 */
const BEFORE_DIGESTS = [
    outputDirectories,
    chain,
    citations,
    handoffs,
    engineRecords,
];
/** Rules that need the digests. */
const AFTER_DIGESTS = [
    fileAccess,
    artifactDigests,
    externalInputs,
    attestations,
];
/** The run as a whole, last: it sees what the others judged. */
const RUN_LEVEL = runLevel;
/** Every family. */
const FAMILIES = [
    PASSPORT_FAMILY,
    ...BEFORE_DIGESTS,
    ...AFTER_DIGESTS,
    RUN_LEVEL,
];

;// CONCATENATED MODULE: ./src/audit/fold-causes.ts



/** The rules folded, in the order the one that stays (the carrier) is chosen. */
const CARRIERS = [
    // chain-stale first: the audit's chain-stale findings are the diff's re-run plan, step for
    // step (hostile/changed-scope-property.test.ts), so it is never folded into another.
    'chain-stale',
    'input-missing',
    'input-unprovenanced',
    'chain-time-order',
];
/**
 * Folds, in place, the findings of each consumer input whose upstream failed or no longer
 * lists it into one finding naming that upstream (the root cause). Returns `findings`.
 */
function foldUpstreamCauses(findings, facts) {
    const foldable = new Map();
    for (const f of findings) {
        if (!CARRIERS.includes(f.rule))
            continue;
        const list = foldable.get(f.path);
        if (list)
            list.push(f);
        else
            foldable.set(f.path, [f]);
    }
    if (foldable.size === 0)
        return findings;
    const replaced = new Map();
    for (const record of facts.passports.records) {
        const own = foldable.get(record.path);
        if (own)
            foldConsumer(record, own, facts, replaced);
    }
    if (replaced.size === 0)
        return findings;
    const kept = findings.flatMap((f) => {
        const r = replaced.get(f);
        return r === undefined ? [f] : r === null ? [] : [r];
    });
    findings.splice(0, findings.length, ...kept);
    return findings;
}
/** The folds of one consumer: one per input whose upstream explains its findings. */
function foldConsumer(consumer, own, facts, replaced) {
    const summary = consumer.summary;
    if (!summary)
        return;
    for (const input of summary.inputs) {
        const rel = facts.paths.relOf(input, consumer.dir);
        if (rel === null)
            continue;
        const upstream = findUpstream(consumer, rel, facts);
        if (!upstream)
            continue;
        const failed = upstream.summary?.errors.some(passport/* isFailure */.N6) === true;
        const lost = !upstream.summary?.outputs.some((o) => facts.paths.relOf(o, upstream.dir) === rel);
        if (!failed && !lost)
            continue;
        const consumedAt = summary.consumed.indexOf(upstream.id ?? '');
        const group = own.filter((f) => !replaced.has(f) &&
            (f.pointer?.startsWith(`/inputs/${input.index}/`) === true ||
                (f.rule === 'chain-stale' && f.pointer === `/consumed_passports/${consumedAt}`) ||
                // chain-time-order sits at /created_at, one per producer: its message names the
                // producer's path, quoted as every finding quotes a path.
                (f.rule === 'chain-time-order' && f.message.includes((0,untrusted/* quoteUntrusted */.X0)(upstream.path)))));
        // A single finding already says what it says; a failed upstream is named even then.
        if (group.length === 0 || (group.length === 1 && !failed))
            continue;
        const carrier = [...group].sort((a, b) => CARRIERS.indexOf(a.rule) - CARRIERS.indexOf(b.rule))[0];
        const severity = group.reduce((s, f) => (rule_registry/* SEVERITY_RANK */.f3[f.severity] > rule_registry/* SEVERITY_RANK */.f3[s] ? f.severity : s), carrier.severity);
        const others = [...new Set(group.filter((f) => f !== carrier).map((f) => f.rule))];
        const cause = failed
            ? `root cause upstream: ${(0,untrusted/* quoteUntrusted */.X0)(upstream.path)} records a failed step (its exit-nonzero); fix and re-run that step first, then this one`
            : `root cause upstream: ${(0,untrusted/* quoteUntrusted */.X0)(upstream.path)} no longer lists ${(0,untrusted/* quoteUntrusted */.X0)(rel)} as an output (its step lost, renamed or deleted it)`;
        const folded = others.length > 0 ? ` (one cause, folded here: ${others.join(', ')})` : '';
        for (const f of group)
            replaced.set(f, null);
        replaced.set(carrier, {
            ...carrier,
            severity,
            message: `${cause}${folded}. ${carrier.message}`,
        });
    }
}
/**
 * The passport an input of `consumer` came from: the re-run plan's producer of it (the base's
 * when the run has a base), else a passport the consumer consumes that lists it as an output,
 * else the passport of the output directory that holds it (the one the consumer consumes, when
 * that directory has several).
 *
 * The consumed producer that lists the input comes before the layout because the layout can
 * differ by mode: in changed mode without a base, a touched passport may be new, so a root is
 * also inferred without it and a subdirectory of its directory (`results/s0/da`, holding the
 * output `da/0.txt`) becomes an output directory of its own that no passport holds. The
 * producer's own record names the input the same way in every mode (found by the changed-scope
 * property, seed 654680202).
 */
function findUpstream(consumer, rel, facts) {
    const step = facts.listStaleSteps().find((s) => s.path === consumer.path);
    const via = step?.reasons.find((r) => r.kind === 'input' && r.artifact === rel)?.via_path;
    const records = facts.passports.records;
    if (via) {
        const found = records.find((r) => r.path === via);
        if (found && found !== consumer)
            return found;
    }
    const consumed = new Set(consumer.summary?.consumed ?? []);
    for (const id of consumed) {
        const lister = facts.passports.byId
            .get(id)
            ?.find((r) => r !== consumer &&
            r.summary?.outputs.some((o) => facts.paths.relOf(o, r.dir) === rel) === true);
        if (lister)
            return lister;
    }
    const owner = facts.layout.ownerOf(rel);
    if (owner === null || owner === consumer.dir)
        return undefined;
    const inDir = records.filter((r) => r.dir === owner && r !== consumer);
    return (inDir.find((r) => r.id !== null && consumed.has(r.id)) ??
        (inDir.length === 1 ? inDir[0] : undefined));
}

;// CONCATENATED MODULE: ./src/audit/recorder.ts
/**
 * What the rule families of one run put out: findings (through the sink, so
 * the config's severities apply), the artifacts they verified and the handoff
 * documents they judged; all of it goes into the report (report.ts). Each
 * family reports through a guard that holds it to its declared `emits`.
 */

/** The output of every family of one run. */
class RunRecorder {
    sink;
    /** Outputs whose digest and size matched. */
    artifactsVerified = 0;
    /** Per passport path: artifacts verified from a Git LFS pointer instead of content. */
    lfsByPassport = new Map();
    handoffs = [];
    constructor(overrides) {
        this.sink = new core_findings/* FindingSink */.RQ(overrides);
    }
    report(finding) {
        this.sink.add(finding);
    }
    verified(check, byLfsPointer) {
        // Counted once verified: the report says which artifacts were checked by pointer only.
        if (byLfsPointer)
            this.lfsByPassport.set(check.record.path, (this.lfsByPassport.get(check.record.path) ?? 0) + 1);
        if (check.kind === 'outputs')
            this.artifactsVerified++;
    }
    judged(document) {
        this.handoffs.push(document);
    }
}
/**
 * `out` for one family: a finding whose rule the family did not declare in `emits` is a
 * programming error (the registry, docs/rules.md and the family would disagree about who
 * reports it), and fails the run loudly instead of reaching a report.
 */
function guardOutput(family, out) {
    const declared = new Set(family.emits);
    return {
        report: (finding) => {
            if (!declared.has(finding.rule))
                throw new Error(`rule family ${family.name} reported ${finding.rule}, which it does not declare`);
            out.report(finding);
        },
        verified: (check, byLfsPointer) => out.verified(check, byLfsPointer),
        judged: (document) => out.judged(document),
    };
}

// EXTERNAL MODULE: ./src/util/version.ts
var version = __webpack_require__(76092);
// EXTERNAL MODULE: ./src/repo/ownership.ts + 1 modules
var ownership = __webpack_require__(35493);
// EXTERNAL MODULE: ./src/audit/verdict.ts
var audit_verdict = __webpack_require__(31454);
;// CONCATENATED MODULE: ./src/audit/report.ts
/**
 * The last stage: the report of a run, from the facts and what the rule
 * families put out. Every status in it comes from the one verdict (verdict.ts).
 */






/** Builds the report of a run. */
function buildReport(input) {
    const { scope, recorder, failOn, layout } = input;
    const findings = recorder.sink.findings;
    const attestationByPassport = new Map((input.attestations ?? []).map((c) => [c.record.path, c.report]));
    const verdict = (0,audit_verdict/* decideVerdict */.AU)({
        findings,
        failOn,
        outputDirs: layout.outputDirs,
        passports: scope.passports.map((r) => describePassport(r, recorder.lfsByPassport, attestationByPassport)),
        handoffs: recorder.handoffs.map((h) => ({
            ...h,
            status: 'pass',
            errors: 0,
            warnings: 0,
            notices: 0,
        })),
    });
    const failingPaths = (0,audit_verdict/* listFailingPassports */.k6)(verdict);
    const graph = (0,repo_chain/* buildChainGraph */.AN)(input.chain, failingPaths);
    // Along the chain: a root cause upstream is read before the consumers it breaks.
    (0,core_findings/* sortFindings */.Tc)(findings, (0,core_findings/* describeChainDepths */.TO)(graph));
    const changed = scope.changes.files;
    return {
        report_version: '1',
        tool: { name: 'passport-gate', version: version/* VERSION */.x },
        root: input.root,
        scope: {
            mode: scope.mode,
            changed_files: changed?.size ?? 0,
            directories: [...scope.dirs].sort(),
            ...(scope.shard ? { shard: scope.shard } : {}),
            ...(layout.inferredRoots.size > 0
                ? { inferred_outputs: describeInferredRoots(layout.inferredRoots, layout.passportPaths) }
                : {}),
        },
        summary: (0,audit_verdict/* summarize */.eh)(verdict, failOn, {
            passports: scope.passports.length,
            artifactsVerified: recorder.artifactsVerified,
            bytesHashed: input.bytesHashed,
        }),
        findings,
        passports: verdict.passports,
        handoffs: verdict.handoffs,
        graph,
        ...(input.served ? { served: input.served } : {}),
    };
}
/** A scoped passport's line in the report (counts and status filled in by the verdict). */
function describePassport(r, lfsByPassport, attestations) {
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
    const method = r.summary?.recordedBy?.method;
    // Only the two methods the schema names: another value says nothing a reviewer can rely on.
    if (method === 'run' || method === 'stamp')
        status.recorded_by = method;
    const attestation = attestations.get(r.path);
    if (attestation)
        status.attestation = attestation;
    return status;
}
/**
 * The report's account of the inferred output roots: each root, its glob, its evidence (the
 * passports of its passport directories, sorted). A directory's passports are kept as the one
 * path most directories hold, an array only for a second: no array per passport directory.
 */
function describeInferredRoots(roots, passportPaths) {
    const passportsByDir = new Map();
    for (const p of passportPaths) {
        const dir = (0,relative_path/* relativeDirname */.RV)(p);
        const known = passportsByDir.get(dir);
        if (known === undefined)
            passportsByDir.set(dir, p);
        else if (typeof known === 'string')
            passportsByDir.set(dir, [known, p]);
        else
            known.push(p);
    }
    return [...roots].map(([root, dirs]) => {
        const passports = [];
        for (const d of dirs) {
            const known = passportsByDir.get(d);
            if (known === undefined)
                continue;
            if (typeof known === 'string')
                passports.push(known);
            else
                for (const p of known)
                    passports.push(p);
        }
        return { root, glob: (0,ownership/* globForRoot */.wq)(root), passports: passports.sort() };
    });
}

// EXTERNAL MODULE: ./src/audit/served.ts
var served = __webpack_require__(39726);
;// CONCATENATED MODULE: ./src/audit/pipeline.ts
























/**
 * Runs an audit and returns its report. Throws ConfigurationError when the
 * root is unusable; everything the repository contains becomes a finding.
 */
async function audit(options) {
    return (await runPipeline(options, false)).report;
}
/** {@link audit}, keeping every passport as read (their values stay alive to the end). */
function auditRepository(options) {
    return runPipeline(options, true);
}
function runPipeline(options, keepPassports) {
    return (0,hash/* withHashPool */.v2)({ pool: options.hashing?.pool, threads: options.hashing?.threads }, (pool) => auditWith(options, pool, keepPassports));
}
async function auditWith(options, pool, keepPassports) {
    const { signal, shard } = options;
    const trusted = options.trusted ?? {};
    const hashing = options.hashing ?? {};
    const given = options.config ?? { ...config_config/* DEFAULT_CONFIG */.PV };
    const config = options.engine ? { ...given, engine: options.engine } : given;
    const changes = (0,repo_changes/* interpretChanges */.N)(options.changedFiles);
    const recorder = new RunRecorder(config.rules);
    const passportOut = guardOutput(PASSPORT_FAMILY, recorder);
    const tree = await (0,served/* walkServing */.kV)(options.root, config, options.served, { pool, signal });
    const servedFacts = tree.servedDirs?.length ? tree.servedFacts : undefined;
    const digests = (0,hash/* createDigestService */.yg)(tree, {
        pool,
        threads: 0,
        signal,
        onProgress: hashing.onProgress,
        lfsManaged: trusted.lfsManaged,
        known: hashing.known,
        served: servedFacts,
    });
    // With every passport in scope (all mode, unsharded), each is checked right after it is
    // read, while its parsed value is young: kept for a later pass it would survive collections.
    const everyPassportInScope = changes.files === null && !shard;
    const checkedInScope = new Set();
    const { gathered, attestations } = await gatherWhileHashing({
        options,
        config,
        changes,
        tree,
        digests,
        keepPassports,
        checkOnRead: everyPassportInScope ? passportOut : undefined,
        checkInScope: (record, parsed, set) => {
            checkedInScope.add(record);
            PASSPORT_FAMILY.checkPassport(record, parsed, set.positions, passportOut);
        },
    });
    const { passports, scope, plan } = gathered;
    // Beside stage 2: the citation lock in force (the registries', the base's or the checkout's).
    const citations = await readCitations(options.root, trusted, changes);
    // What the speculation did not cover hashes while the rules below run.
    digests.request(plan.checks, recordedSizesOf(passports));
    // External inputs hash meanwhile, only under the config's external-inputs locations.
    const externals = verifyExternals(plan.externals, config.externalInputs);
    const runFindings = trusted.runFindings ?? [];
    const gitlinks = scope.leadsRun
        ? findUnseenGitlinks(tree.entries, gathered.layout, changes, trusted.gitlinks)
        : Promise.resolve([]);
    // Beside stage 2: the workflow engine's record of the scope's outputs, the second witness.
    const engine = config.engine === 'none' ? undefined : await readEngineOf(gathered, tree);
    const facts = {
        ...gathered,
        runFindings,
        citations,
        ...(trusted.ignored ? { ignored: trusted.ignored } : {}),
        ...(engine ? { engine } : {}),
    };
    // 5 rules that need no digests (a shard that does not lead checked its scope's passports in
    // stage 3, checkedInScope)
    if (!everyPassportInScope)
        for (const r of scope.passports)
            if (!checkedInScope.has(r))
                PASSPORT_FAMILY.checkPassport(r, undefined, passports.positions, passportOut);
    await runFamilies(BEFORE_DIGESTS, facts, scope.leadsRun, recorder);
    // 6 wait for the digests; 7 the rules that need them, then the run as a whole
    const digestFacts = {
        ...facts,
        digests: await digests.settle(),
        externals: await externals,
        attestations: await attestations,
    };
    if (hashing.learn && everyPassportInScope)
        hashing.learn(listWalkedFiles(tree, gathered.layout));
    // Every digest is in: the hashing threads stop while the rules run, not after the report.
    // An idle thread's heap and stacks were ~11 MiB of the clean 100,000-file audit's peak on
    // Node 24 (docs/performance.md, "The clean audit's peak"), and ~130 MiB at 10^6 files, where
    // an idle hashing thread held its heap to the end (this close against none, Node 24: 954-957
    // against 817-823 MiB; "The hashing threads' messages"). A later job restarts the pool.
    const stopping = pool?.close();
    await runFamilies(AFTER_DIGESTS, digestFacts, scope.leadsRun, recorder);
    await runFamilies([RUN_LEVEL], {
        ...digestFacts,
        runFindings: [...runFindings, ...(trusted.lateRunFindings?.() ?? [])],
        judged: recorder.handoffs,
        unseenGitlinks: await gitlinks,
    }, scope.leadsRun, recorder);
    // One cause, one finding: a consumer's findings its failed or lost upstream explains.
    foldUpstreamCauses(recorder.sink.findings, gathered);
    // 8 verdict
    if (options.filesRead)
        recordFilesRead(options.filesRead, tree, gathered, citations.origin);
    const report = buildReport({
        root: options.root,
        failOn: options.failOn ?? 'error',
        scope,
        layout: gathered.layout,
        chain: gathered.chain,
        recorder,
        bytesHashed: digestFacts.digests.bytesHashed,
        attestations: digestFacts.attestations,
        served: (0,served/* describeServed */.JA)(options.served, tree, scope.shard ? scope.dirs : undefined),
    });
    await stopping;
    return { report, passports: keepPassports ? passports.asRead() : [] };
}
/**
 * Stages 1 to 4 ({@link gatherFacts}) with the digest service at work beside them: hashing
 * starts from the layout, and each scoped passport's attestation bundle is verified as soon as
 * the scope is known. With `checkOnRead`, each passport is checked as it is read. Returns the
 * facts and the attestations' verification, still running (awaited after the rules of stage 5).
 */
async function gatherWhileHashing(input) {
    const { options, config, changes, tree, digests, checkOnRead } = input;
    const { signal, shard } = options;
    const trusted = options.trusted ?? {};
    let attestations = Promise.resolve(undefined);
    const gathered = await gatherFacts({
        tree,
        config,
        changes,
        shard,
        reader: digests.reader,
        base: trusted.base,
        policyBase: trusted.policyBase,
        ignored: trusted.ignored,
        filesRead: options.filesRead,
        signal,
        read: {
            // No parsed value is kept for later: a shard checks its passports in full after its
            // scope, from their bytes, as changed mode does. Kept, every passport's value lived
            // through every collection of the run (10,000 values of 100 outputs each at 10^6 files,
            // most of them another shard's), to check a share of them.
            keepAsRead: input.keepPassports,
            // Changed mode: most passports are out of scope, looked at only for the index.
            indexOnly: changes.files !== null,
            // Checked on read, a passport's bytes are asked for again only by a finding (its
            // position, a fix): unless a base (stale steps compare them) or attestations (their
            // subject) read them later, they are let go of and read again when asked.
            letGoOfBytes: checkOnRead !== undefined && !trusted.base && !(0,config_config/* usesAttestations */.Uk)(config),
            onRead: checkOnRead
                ? (record, parsed, set) => PASSPORT_FAMILY.checkPassport(record, parsed, set.positions, checkOnRead)
                : undefined,
        },
        // Hashing starts on what the layout says the passports will list.
        onLayout: (layout) => {
            if (!shard)
                digests.prefetch(listSpeculativeFiles(tree, layout, changes));
        },
        onScopePassport: input.checkInScope,
        // Each scoped passport's bundle is verified while the threads hash; awaited after the rules
        // of stage 5, so a refusal (a trusted key missing) must not count as unhandled meanwhile.
        onScope: (scope) => {
            attestations = verifyAttestations(options.root, trusted, config, scope.passports, tree, digests.reader);
            attestations.catch(() => undefined);
        },
    });
    return { gathered, attestations };
}
/**
 * Stages 1 to 4 over a walked tree: the layout, the passports and handoff files read, the
 * scope, the chain and the re-run plan, and the artifacts to hash. The audit runs them here,
 * and so do the rule-family tests on a tree in memory (__tests__/helpers/facts.ts), so the
 * two cannot drift apart.
 */
async function gatherFacts(input) {
    const { tree, config, changes, shard } = input;
    // 1 discover (the walk is the caller's: the digest service hashes from it)
    const changedPassports = [...(changes.files ?? [])].filter(formats_passport/* isPassportPath */._u);
    // The passports, handoff files and acknowledgments in one pass: the ignore question and the
    // layout read the same selection.
    const documents = (0,repo_layout/* selectDocuments */.PD)(tree, config);
    const ignoredDocuments = await listIgnoredDocuments(documents, input.ignored);
    const layout = (0,repo_layout/* buildLayout */.XV)(tree, config, {
        documents,
        ignoredPassports: ignoredDocuments,
        deletedPassports: listGonePassports(changes, tree, input.base),
        changedPassports,
        // Changed mode asks the files of the directories in scope alone.
        ownedOnDemand: changes.files !== null,
        ...(input.base ? { basePassports: listBasePassports(input.base, changedPassports) } : {}),
    });
    input.onLayout?.(layout);
    // 2 read
    // A shard that does not lead (all mode) reads the outputs of a passport only when asked: no
    // chain indexes them there, and a rule asks those of another shard's passport only as an
    // input's producer. At 10^6 files, 750,000 outputs of other shards were read, each path
    // looked up in the walk's index, and kept to the end (docs/performance.md, issue 41,
    // branch perf-shard2). The partition is weighed from the walk (repo/shard.ts), not from
    // what is read here. Shard 1 (its chain indexes every output) and changed mode (it reads
    // every listing for its scope) build every summary's outputs.
    const outputsOnDemand = shard !== undefined && shard.index !== 1 && changes.files === null;
    // There, another shard's passport is not read at all until a rule asks it: the partition is
    // cut from the walk before any passport is read, and the shard reads its own passports now.
    // At 10^6 files each shard read and parsed all 10,000 passports, three quarters of them
    // another shard's (docs/performance.md, issue 41, branches shard-weights and shard-own).
    const cut = outputsOnDemand ? (0,repo_scope/* cutShard */.zv)(layout, (0,repo_scope/* listAllModeDirs */.xN)(layout), shard) : undefined;
    const passports = await (0,repo_passports/* readPassports */.WO)(layout.passportPaths, input.reader, {
        maxBytes: config.maxPassportBytes,
        signal: input.signal,
        // An artifact path the walk listed is kept as the walk's string, not a second copy.
        sharePath: (path) => tree.listedPath(path),
        ...input.read,
        indexOnly: input.read?.indexOnly === true || outputsOnDemand,
        outputsOnDemand,
        readOnAsk: cut && ((dir) => !cut.dirs.has(dir)),
    });
    const leadsRun = !shard || shard.index === 1;
    const handoffs = leadsRun
        ? await readHandoffDocuments(leaveOutIgnored(recordDocumentReads(tree, input.filesRead), ignoredDocuments), layout, config, changes, input.policyBase)
        : NO_HANDOFF_DOCUMENTS;
    // 3 scope; the re-run plan (every shard needs it: input-missing names its steps)
    const paths = (0,artifact_paths/* createArtifactPaths */.T)(config.pathBase);
    const scope = await (0,repo_scope/* selectScope */.D6)({
        tree,
        layout,
        passports,
        changes,
        shard,
        cut,
        paths,
    });
    if (outputsOnDemand && input.onScopePassport)
        for (const r of scope.passports)
            input.onScopePassport(r, passports.readInFull(r), passports);
    const chain = scope.leadsRun
        ? (0,repo_chain/* indexChain */.IT)(passports.records, { inScope: (r) => scope.fullDirs.has(r.dir), paths })
        : repo_chain/* EMPTY_CHAIN */.Qn;
    // The re-run plan is made when a rule first asks for it (planStaleSteps).
    const { base, listStaleSteps } = planStaleSteps(input, passports.records, paths, chain);
    input.onScope?.(scope);
    // 4 plan
    const plan = await planArtifacts(scope, tree, paths);
    return {
        config,
        tree,
        layout,
        passports,
        handoffs,
        scope,
        chain,
        plan,
        paths,
        listStaleSteps,
        base,
    };
}
/** The tree as the handoff documents are read from it, each read noted in `filesRead` when given. */
function recordDocumentReads(tree, filesRead) {
    if (!filesRead)
        return tree;
    return {
        entries: tree.entries,
        has: (rel) => tree.has(rel),
        readContained: (rel, maxBytes) => {
            filesRead.add(rel);
            return tree.readContained(rel, maxBytes);
        },
    };
}
/**
 * The working-tree files whose bytes the audit judged (AuditOptions.filesRead), but the
 * handoff documents, noted as they were read: the passports, each artifact check's path as
 * listed and the file it reaches (a tracked symlink may lead to an untracked file), every
 * attestation bundle beside a scoped passport, and the citation lock when the checkout's was
 * in force.
 */
function recordFilesRead(filesRead, tree, { layout, plan, scope }, lockOrigin) {
    for (const rel of layout.passportPaths)
        filesRead.add(rel);
    plan.checks.forEach((check) => {
        filesRead.add(check.rel);
        filesRead.add(tree.relOf(check.file));
    });
    for (const record of scope.passports) {
        const bundle = (0,formats_passport/* attestationPathFor */.PF)(record.path);
        if (tree.has(bundle))
            filesRead.add(bundle);
    }
    if (lockOrigin === 'checkout' && tree.has(citation_lock/* CITATION_LOCK_FILE */.rH))
        filesRead.add(citation_lock/* CITATION_LOCK_FILE */.rH);
}
/**
 * The passports, handoff documents and acknowledgments of the walk that git ignores (one
 * batched question, under the rules in force; none without rules): no part of the commit, so
 * not read (repo/layout.ts LayoutOptions.ignoredPassports takes the passports among them).
 */
async function listIgnoredDocuments(documents, ignored) {
    if (!ignored)
        return new Set();
    // Acknowledgments too: an ignored .ack beside a committed packet is none in a clean checkout.
    return documents.all.length > 0 ? ignored(documents.all) : new Set();
}
/**
 * The tree as the handoff documents are selected and read from it, without the documents git
 * ignores ({@link listIgnoredDocuments}): CI's clean checkout has none of them.
 */
function leaveOutIgnored(tree, ignored) {
    if (ignored.size === 0)
        return tree;
    return {
        entries: repo_tree/* TreeEntries */.Fp.select(tree.entries, (rel) => !ignored.has(rel)),
        has: (rel) => !ignored.has(rel) && tree.has(rel),
        readContained: (rel, maxBytes) => tree.readContained(rel, maxBytes),
    };
}
/**
 * The base's passports (when the caller read them) and the re-run plan over the head's: one
 * computation with the diff's (repo/stale.ts), so its stale list and the audit's agree.
 *
 * The plan is made on the first call of `listStaleSteps` and kept. Its askers are chain-stale
 * (the leading shard, `--all`, changed mode: every such run asks), input-missing and the folded
 * causes (a finding of the scope's passports). A shard that does not lead asks it for such a
 * finding alone: made at gather time there, its first question read in full the outputs of
 * every producer any passport consumes, with no chain to answer it (docs/performance.md,
 * branch stale-lazy). Made later, it reads what it read at gather time: the records, their
 * summaries and the chain are not changed after they are read (a summary read on demand gives
 * the values of the first reading), and a passport's bytes, which it reads only against a base,
 * are held to the end when the run has a base (readPassports' letGoOfBytes is off then).
 */
function planStaleSteps(options, records, paths, chain) {
    const normalize = (raw, dir) => paths.rel(raw, dir) ?? raw;
    const base = options.base ? (0,repo_stale/* readBaseNodes */.xC)(options.base.passports, normalize) : null;
    // The chain indexes every passport's outputs (all of them, not only the scope's): where it
    // lists an input's path at that digest alone, no passport can make the input stale. A path
    // that does not normalize is not in it (a refused spelling is never a normalized path), so
    // it is left to the full question. A shard that does not lead has no chain: the empty
    // index agrees with nothing.
    // The input's digest and the producers' compared as bytes (sameRecordedDigest): no hex string.
    const agrees = (input, dir) => {
        const rel = paths.relOf(input, dir);
        if (rel === null)
            return false;
        const sole = chain.soleProducerAt(rel);
        if (sole === undefined)
            return chain !== repo_chain/* EMPTY_CHAIN */.Qn;
        return sole !== null && (0,passport/* sameRecordedDigest */.by)(sole, input);
    };
    let stale;
    const listStaleSteps = () => (stale ??= (0,repo_stale/* planAuditReruns */.aL)(records, options.base?.passports ?? null, normalize, base ?? [], agrees));
    return { base, listStaleSteps };
}
/** The citation lock in force (repo/citation-lock.ts): the registries', the base's or the checkout's. */
function readCitations(root, trusted, changes) {
    return readCitationFacts({
        root,
        base: trusted.policyBase,
        answers: trusted.citationAnswers,
        changed: changes.files,
    });
}
/** The engine's records (repo/snakemake-records.ts) of the outputs the scope's passports list. */
function readEngineOf({ scope, paths }, tree) {
    return (0,snakemake_records/* readEngineRecords */.Vl)(tree, () => {
        const outputs = [];
        for (const r of scope.passports)
            for (const o of r.summary?.outputs ?? []) {
                const rel = paths.relOf(o, r.dir);
                if (rel !== null)
                    outputs.push(rel);
            }
        return outputs;
    });
}
/**
 * The files hashed on speculation: in a repository that passes, the regular files of the
 * output directories in scope are exactly what their passports list (all mode: every output
 * directory; changed mode: the owners of the changed paths). Not for a shard: its scope needs
 * the parsed passports.
 */
function listSpeculativeFiles(tree, layout, changes) {
    const dirs = changes.files === null
        ? layout.outputDirs
        : new Set([...changes.files].map(layout.ownerOf).filter((d) => d !== null));
    const files = [];
    for (const dir of dirs)
        for (const f of layout.ownedFiles(dir))
            if (tree.isListedRegular(f))
                files.push(f);
    return files;
}
/**
 * Hashes each external input under the location that holds it (hash/external.ts); each
 * file once, however many passports record it.
 */
function verifyExternals(listings, locations) {
    const byPath = new Map();
    return Promise.all(listings.map(async (listing) => {
        let outcome = byPath.get(listing.ref.path);
        if (!outcome)
            byPath.set(listing.ref.path, (outcome = (0,hash/* hashExternalFile */.UF)(locations, listing.ref.path)));
        return { listing, outcome: await outcome };
    }));
}
/** The stage of attest/passports.ts, when the config asks anything of attestations. */
async function verifyAttestations(root, trusted, config, passports, tree, reader) {
    if (!(0,config_config/* usesAttestations */.Uk)(config))
        return undefined;
    // Loaded only when the config asks for attestations: sigstore-js is start-up time every
    // other audit would pay (docs/performance.md).
    const [{ checkAttestations }, { prepareVerifier }] = await Promise.all([
        __webpack_require__.e(/* import() */ 238).then(__webpack_require__.bind(__webpack_require__, 70238)),
        Promise.all(/* import() */[__webpack_require__.e(74), __webpack_require__.e(187), __webpack_require__.e(431)]).then(__webpack_require__.bind(__webpack_require__, 78431)),
    ]);
    const verifier = trusted.attestationVerifier ??
        (await prepareVerifier(config.attestations, trusted.trustedFiles ?? (0,trusted_files/* workingTreeFiles */.r)(root)));
    return checkAttestations({
        config,
        passports,
        exists: (rel) => tree.has(rel),
        reader,
        verifier,
    });
}
/** The walk's entries but its directories, and the output directories: what learning is fed. */
function listWalkedFiles(tree, layout) {
    const files = [];
    const { entries } = tree;
    for (let i = 0; i < entries.size; i++)
        if (entries.kindAt(i) !== 'dir')
            files.push(entries.relAt(i));
    return { files, outputDirs: layout.outputDirs };
}
/** The sizes the passports record for some output spellings (the digest service asks). */
function recordedSizesOf(passports) {
    return (spellings) => {
        const declared = new Map();
        for (const r of passports.records) {
            for (const o of r.summary?.outputs ?? [])
                if (o.sizeBytes !== null && spellings.has(o.path))
                    declared.set(o.path, o.sizeBytes);
        }
        return declared;
    };
}
/** Runs families in order, each held to its `emits`; whole-run families only when this run leads. */
async function runFamilies(families, facts, leadsRun, out) {
    for (const family of families) {
        if (family.wholeRun && !leadsRun)
            continue;
        await family.check(facts, guardOutput(family, out));
    }
}
/**
 * The passport files the change deleted: those its list names, and with a base read whole,
 * every base passport the head does not have (the base and the head compared directly, so a
 * change too large for its list, or one whose list is unknown, keeps the base's output roots).
 */
function listGonePassports(changes, tree, base) {
    const gone = new Set((0,repo_changes/* listDeletedPassports */.r)(changes, tree));
    for (const p of base?.passports ?? [])
        if (!tree.has(p.path))
            gone.add(p.path);
    return [...gone];
}
/**
 * The passport files the base is known to have held: every one it read, and every one the
 * change did not touch (the same file on both sides). A touched one the base could not read
 * (not fetched, unreadable) may be new: it is left out, as without a base (repo/layout.ts).
 */
function listBasePassports(base, changedPassports) {
    const touched = new Set(changedPassports);
    return base.passports.filter((p) => p.value !== null || !touched.has(p.path)).map((p) => p.path);
}


/***/ }),

/***/ 39726:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cc: () => (/* binding */ compareServedDirectories),
/* harmony export */   JA: () => (/* binding */ describeServed),
/* harmony export */   kV: () => (/* binding */ walkServing)
/* harmony export */ });
/* harmony import */ var _formats_ack_path_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(47613);
/* harmony import */ var _formats_passport_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2800);
/* harmony import */ var _hash_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49803);
/* harmony import */ var _repo_snakemake_records_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4661);
/* harmony import */ var _repo_tree_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52990);
/* harmony import */ var _util_globs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(22395);






/**
 * Walks the repository at `root`, listing the served directories from their record; a served
 * directory whose documents do not hash to the record's digests is walked again, read
 * (see the file comment). Without `served`, the walk of every run.
 */
async function walkServing(root, config, served, hashing) {
    const { signal } = hashing;
    const tree = await (0,_repo_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .walkRepository */ .MH)(root, config, signal, served ? { served } : {});
    if (!served || !tree.servedDirs || tree.servedDirs.length === 0)
        return tree;
    const refused = await listContradictedDirs(tree, config, hashing);
    if (refused.size === 0)
        return tree;
    // Rare (a trusted run whose work tree is not its commit): the walk again, those read.
    const kept = { commit: served.commit, dirs: served.dirs.filter((d) => !refused.has(d.dir)) };
    return (0,_repo_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .walkRepository */ .MH)(root, config, signal, { served: kept });
}
/**
 * The served directories with a document (read by the rules as bytes) that is missing from the
 * work tree, unreadable, or hashes to another digest or size than the record's.
 */
async function listContradictedDirs(tree, config, hashing) {
    const isHandoffFile = (0,_util_globs_js__WEBPACK_IMPORTED_MODULE_4__/* .compileGlobs */ .t)([...config.envelopes, ...config.skillGraphs, ...config.packets], 'handoff globs');
    // The engine's records (repo/snakemake-records.ts) are read as bytes too, when the engine is.
    const readsEngine = config.engine !== 'none';
    const files = [];
    const refused = new Set();
    const served = tree.servedFacts;
    if (!served)
        return refused;
    // The served files are the listed entries the record answers for, each path the walk's own
    // string; a file the config's ignore globs hide is not listed, and the audit reads nothing there.
    const { entries } = tree;
    for (let i = 0; i < entries.size; i++) {
        const file = i;
        if (!served.filesOf(file))
            continue;
        const rel = entries.relAt(i);
        if (!(0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_0__/* .isPassportPath */ ._u)(rel) &&
            !(0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_0__/* .isAttestationPath */ .yv)(rel) &&
            !rel.endsWith(_formats_ack_path_js__WEBPACK_IMPORTED_MODULE_5__/* .ACK_SUFFIX */ .m) &&
            !isHandoffFile(rel) &&
            !(readsEngine && (0,_repo_snakemake_records_js__WEBPACK_IMPORTED_MODULE_2__/* .isEngineRecordPath */ .$X)(rel)))
            continue;
        files.push(file);
    }
    if (files.length === 0)
        return refused;
    const owners = new Map((tree.servedDirs ?? []).map((d) => [d.files, d.dir]));
    const { prefix, paths } = tree.hashPathsOf(files);
    const { pool, signal } = hashing;
    const outcomes = await (0,_hash_index_js__WEBPACK_IMPORTED_MODULE_1__/* .hashFileList */ .f0)(paths, {
        ...(pool ? { pool } : { threads: 0 }),
        ...(signal ? { signal } : {}),
        // Not `regular`: a served directory's listing is the record's, not the work tree's, so a
        // path may meet a symbolic link or something else there; it is opened and checked as any.
        prefix,
    });
    outcomes.forEach((outcome, k) => {
        const file = files[k];
        const record = served.filesOf(file);
        const i = served.indexOf(file);
        if (!outcome.ok || outcome.sha256 !== record.sha256At(i) || outcome.size !== record.sizeAt(i))
            refused.add(owners.get(record));
    });
    return refused;
}
/**
 * The report's section on what the run served (none when it served nothing in its scope). A
 * shard's walk lists every served directory from its record, but the shard judges only its
 * `judged` part: another shard's directory is that shard's to name (served, or read there), so
 * each shard's section is true on its own and `merge` unions them. Unsharded (`judged` not
 * given), the scope is the whole repository and every served directory is named.
 */
function describeServed(served, tree, judged) {
    const listed = tree.servedDirs ?? [];
    const dirs = judged ? listed.filter((d) => judged.has(d.dir)) : listed;
    if (!served || dirs.length === 0)
        return undefined;
    const directories = dirs
        .map((d) => ({ directory: d.dir, tree: d.tree, files: d.files.count }))
        .sort(compareServedDirectories);
    return {
        commit: served.commit,
        files: directories.reduce((n, d) => n + d.files, 0),
        directories,
    };
}
/** The order of a `served` section's directories (by path), here and in `merge`. */
function compareServedDirectories(a, b) {
    return a.directory < b.directory ? -1 : a.directory > b.directory ? 1 : 0;
}


/***/ }),

/***/ 58447:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ef: () => (/* binding */ listCitedWorks),
/* harmony export */   Fx: () => (/* binding */ renderCitationLock),
/* harmony export */   I_: () => (/* binding */ parseCitationLock),
/* harmony export */   Zr: () => (/* binding */ MAX_CITATION_LOCK_BYTES),
/* harmony export */   b: () => (/* binding */ compareCitationLocks),
/* harmony export */   i$: () => (/* binding */ listUnlookedWorks),
/* harmony export */   rH: () => (/* binding */ CITATION_LOCK_FILE)
/* harmony export */ });
/* harmony import */ var _citation_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35703);
/* harmony import */ var _json_source_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23511);
/* harmony import */ var _schema_validator_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(32446);
/**
 * The citation lock, `passport-citations.lock.json` at the repository root: what
 * `passport-gate resolve` found when it looked up every identifier the passports cite (seed
 * 000, hard rule 1: "Every cited work must resolve to a verifiable record"). The audit checks
 * sources against it offline (rules/families/citations.ts), so no audit touches the network.
 *
 * Pure: bytes in, a lock or the problem out; a lock in, its canonical bytes out. The bytes are
 * deterministic (keys sorted, two-space indent, one trailing newline), so a re-run that learns
 * nothing new leaves the committed file unchanged and a review sees only real changes.
 */



/** The lock's file name, at the repository root (the audited root). */
const CITATION_LOCK_FILE = 'passport-citations.lock.json';
/** The lock format this tool writes and reads. */
const CITATION_LOCK_VERSION = 1;
/** A lock larger than this is refused unread (100,000 entries of some 300 bytes, and room). */
const MAX_CITATION_LOCK_BYTES = 64 * 1024 * 1024;
/** Reads a lock's bytes (untrusted: a pull request can write them). Never throws. */
function parseCitationLock(bytes) {
    if (bytes.byteLength > MAX_CITATION_LOCK_BYTES)
        return { ok: false, problem: `is larger than ${MAX_CITATION_LOCK_BYTES} bytes` };
    const parsed = (0,_json_source_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJsonDocument */ .dH)(bytes);
    if (!parsed.ok)
        return { ok: false, problem: parsed.problem.message, line: parsed.problem.line };
    const { document } = parsed;
    const duplicate = document.duplicateKeys[0];
    if (duplicate)
        return {
            ok: false,
            problem: `holds the key ${JSON.stringify(duplicate.key)} twice (which entry counts would be a guess)`,
            line: duplicate.line,
        };
    const violation = (0,_schema_validator_js__WEBPACK_IMPORTED_MODULE_2__/* .validateWithSchema */ .CW)('citation-lock', document.value)[0];
    if (violation)
        return {
            ok: false,
            problem: `${violation.pointer || '(root)'} ${violation.message}`,
            line: document.locate(violation.pointer).line,
        };
    const raw = document.value.citations;
    return { ok: true, lock: { citations: new Map(Object.entries(raw)) } };
}
/** The lock's canonical bytes: keys sorted at every level, two-space indent, a final newline. */
function renderCitationLock(lock) {
    const citations = {};
    for (const key of [...lock.citations.keys()].sort()) {
        const e = lock.citations.get(key);
        // Fields in a fixed order; absent ones left out (the schema has no nulls).
        citations[key] = {
            ...(e.notice !== undefined ? { notice: e.notice } : {}),
            ...(e.retracted !== undefined ? { retracted: e.retracted } : {}),
            retrieved: e.retrieved,
            service: e.service,
            status: e.status,
            ...(e.title !== undefined ? { title: e.title } : {}),
        };
    }
    return `${JSON.stringify({ citations, lock_version: CITATION_LOCK_VERSION }, null, 2)}\n`;
}
/**
 * Every citation of these passports that a registry can resolve (DOI, PMID, PMCID, arXiv, an
 * accession of an archive `resolve` asks; citation.ts `isLookedUp`), in passport and artifact order: the places a passport cites
 * a work are its artifacts' `source`s (formats/passport.ts, citation-invalid). A source that
 * does not parse is citation-invalid's to report, and a dated URL, an ISBN or `unresolved:`
 * is checked offline alone (docs/rules.md, "The citation lock").
 */
function listCitedWorks(passports) {
    return listWorks(passports, _citation_js__WEBPACK_IMPORTED_MODULE_0__/* .isLookedUp */ .az);
}
/**
 * Every identifier these passports cite that no registry is asked about (an ISBN; an accession
 * of an archive `resolve` asks no registry of, such as RefSeq or UniProt): checked for syntax
 * only, which `resolve` says of each (citation.ts `describeNotLookedUp`).
 */
function listUnlookedWorks(passports) {
    return listWorks(passports, (c) => (0,_citation_js__WEBPACK_IMPORTED_MODULE_0__/* .describeNotLookedUp */ .Cb)(c) !== null);
}
function listWorks(passports, wanted) {
    const works = [];
    for (const p of passports) {
        if (!p.summary)
            continue;
        for (const kind of ['inputs', 'outputs'])
            for (const ref of p.summary[kind]) {
                if (ref.source === null)
                    continue;
                const check = (0,_citation_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCitation */ .vh)(ref.source);
                if (!check.ok || !wanted(check.citation))
                    continue;
                works.push({
                    citation: check.citation,
                    passport: p.path,
                    pointer: `/${kind}/${ref.index}/source`,
                    artifactPath: ref.path,
                });
            }
    }
    return works;
}
/**
 * The entries that differ between two locks. The retrieval date is not a difference: a lock
 * re-resolved on another day that learned nothing new is the same lock.
 */
function compareCitationLocks(before, after) {
    const added = [];
    const changed = [];
    for (const [key, entry] of after.citations) {
        const old = before.citations.get(key);
        if (!old)
            added.push(key);
        else if (!sameAnswer(old, entry))
            changed.push(key);
    }
    const removed = [...before.citations.keys()].filter((k) => !after.citations.has(k));
    return { added: added.sort(), removed: removed.sort(), changed: changed.sort() };
}
/** True when two entries record the same answer (the date aside). */
function sameAnswer(a, b) {
    return (a.status === b.status &&
        a.service === b.service &&
        a.title === b.title &&
        a.retracted === b.retracted &&
        a.notice === b.notice);
}


/***/ }),

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
// EXTERNAL MODULE: ./src/core/passport.ts
var passport = __webpack_require__(48825);
;// CONCATENATED MODULE: ./src/repo/producers.ts
/**
 * Which passports produced a file: those listing it as an output with the same
 * sha256. chain-missing-reference asks it of every checked passport's inputs,
 * and `stamp` infers `consumed_passports` from it, so a stamped passport
 * consumes exactly what the audit expects it to.
 */

/** Indexes the outputs of `nodes` by repository-relative path, then digest. */
function indexProducers(nodes, paths) {
    // Path, then digest: two lookups of strings the passports already hold, where one key per
    // artifact built by concatenation cost a new string (and its hash) for each of tens of thousands.
    const byPath = new Map();
    // Loops by index: an iterator over each passport's outputs was about a tenth of the index's time
    // on Node 24 (node --cpu-prof, workload 2: 20,000 outputs under 2,000 passports).
    for (let i = 0; i < nodes.length; i++) {
        const n = nodes[i];
        const outputs = n.summary?.outputs;
        if (outputs === undefined)
            continue;
        for (let j = 0; j < outputs.length; j++) {
            const o = outputs[j];
            const rel = paths.relOf(o, n.dir);
            if (rel === null)
                continue;
            if (!(0,passport/* hasRecordedDigest */.nA)(o))
                continue;
            const entry = byPath.get(rel);
            if (!entry)
                byPath.set(rel, { ref: o, first: n, more: undefined, others: undefined });
            else if ((0,passport/* sameRecordedDigest */.by)(entry.ref, o))
                (entry.more ??= [entry.first]).push(n);
            else {
                // A second digest at one path is rare: its passports are keyed by the string.
                const sha256 = o.sha256;
                const list = (entry.others ??= new Map()).get(sha256);
                if (list)
                    list.push(n);
                else
                    entry.others.set(sha256, [n]);
            }
        }
    }
    const soleRefAt = (rel) => {
        const entry = byPath.get(rel);
        if (!entry)
            return undefined;
        return entry.others === undefined ? entry.ref : null;
    };
    return {
        lookup: (rel, sha256) => {
            const entry = byPath.get(rel);
            if (!entry)
                return [];
            if (entry.ref.sha256 !== sha256)
                return entry.others?.get(sha256) ?? [];
            return entry.more ?? [entry.first];
        },
        soleRefAt,
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
        cycles: () => (cycles ??= reachesCycle(nodes, byId, checked) ? findCycles(nodes, byId) : []),
        cycleEdges: () => (edges ??= collectCycleEdges(index.cycles(), checked)),
        producersOf: (rel, sha256) => (producers ??= indexProducers(nodes, options.paths)).lookup(rel, sha256),
        soleProducerAt: (rel) => (producers ??= indexProducers(nodes, options.paths)).soleRefAt(rel),
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
    soleProducerAt: () => undefined,
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
    // A loop, not `some` with a closure: one call per passport of the repository in changed mode.
    if (scopedIds.size > 0)
        for (const n of nodes) {
            if (n.summary === null || checked.has(n))
                continue;
            for (const c of n.summary.consumed)
                if (scopedIds.has(c)) {
                    checked.add(n);
                    break;
                }
        }
    return checked;
}
/** Every node's index, and each consumed id's node (the first passport with it) by index. */
function indexIds(nodes, byId) {
    // byId lists each id's passports in node order, so the first index seen is its first node.
    const at = new Map();
    for (let i = 0; i < nodes.length; i++) {
        const id = nodes[i].id;
        if (id !== null && !at.has(id) && byId.get(id)?.[0] === nodes[i])
            at.set(id, i);
    }
    return at;
}
/**
 * True when a cycle can be reached from a checked passport along consumed_passports edges (an
 * edge goes to the first passport with the consumed id). A component with a checked member lies
 * within that reach, so when the reach is acyclic there is none. In changed mode the reach is the
 * scope's upstream, not the repository; when every passport is checked (all mode) the answer is
 * left to {@link findCycles}.
 */
function reachesCycle(nodes, byId, checked) {
    if (checked.size === 0)
        return false;
    if (checked.size >= nodes.length)
        return true;
    // Depth-first, iterative: 1 on the current path, 2 done; an edge to the path closes a cycle.
    // The path as three stacks (its passports, their consumed lists, the next edge of each), not a pair
    // per step: the upstream of a changed scope is thousands of passports (workload 3: ~5,000).
    const state = new Map();
    const path = [];
    const lists = [];
    const nextEdge = [];
    const enter = (n) => {
        state.set(n, 1);
        path.push(n);
        lists.push(n.summary?.consumed ?? []);
        nextEdge.push(0);
    };
    for (const start of checked) {
        if (state.has(start))
            continue;
        enter(start);
        while (path.length > 0) {
            const top = path.length - 1;
            const consumed = lists[top];
            const k = nextEdge[top];
            if (k >= consumed.length) {
                state.set(path[top], 2);
                path.pop();
                lists.pop();
                nextEdge.pop();
                continue;
            }
            nextEdge[top] = k + 1;
            const next = byId.get(consumed[k])?.[0];
            if (next === undefined)
                continue;
            const seen = state.get(next);
            if (seen === 1)
                return true;
            if (seen === 2)
                continue;
            enter(next);
        }
    }
    return false;
}
/** Every cyclic component of the graph (an edge goes to the first passport with the consumed id). */
function findCycles(nodes, byId) {
    const at = indexIds(nodes, byId);
    const adj = [];
    for (const n of nodes) {
        const edges = [];
        for (const c of n.summary?.consumed ?? []) {
            const w = at.get(c);
            if (w !== undefined)
                edges.push(w);
        }
        adj.push(edges);
    }
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

/***/ 4661:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $X: () => (/* binding */ isEngineRecordPath),
/* harmony export */   Vl: () => (/* binding */ readEngineRecords)
/* harmony export */ });
/* unused harmony exports MAX_ENGINE_RECORD_BYTES, decodeRecordName */
/* harmony import */ var _util_relative_path_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9344);
/* harmony import */ var _util_values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7656);


/** A metadata record larger than this is not read (a shell rule's record is a few KiB). */
const MAX_ENGINE_RECORD_BYTES = 4 * 1024 * 1024;
/** Where Snakemake keeps its records, below its working directory. */
const RECORDS_DIR = '.snakemake/metadata/';
/**
 * True for a root-relative path below a `.snakemake/metadata/` (a record file as this module
 * reads it, in any working directory): what a served directory holds to the record
 * (audit/served.ts) before the audit reads it.
 */
function isEngineRecordPath(rel) {
    return rel.startsWith(RECORDS_DIR) || rel.includes(`/${RECORDS_DIR}`);
}
const B64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const UTF8 = new TextDecoder('utf-8', { fatal: true });
/**
 * The output path a record file's name encodes (the chunks below `metadata/` joined, `@`
 * dropped), or null for a name Snakemake would not write (its temporary files, anything not
 * canonical URL-safe base64 of UTF-8).
 */
function decodeRecordName(below) {
    const parts = below.split('/');
    const last = parts.pop() ?? '';
    if (!parts.every((p) => p.startsWith('@')))
        return null;
    const joined = parts.map((p) => p.slice(1)).join('') + last;
    if (!B64URL.test(joined) || joined.length % 4 !== 0)
        return null;
    const bytes = Buffer.from(joined, 'base64url');
    // Canonical only: a name that re-encodes otherwise is not one Snakemake wrote.
    if (bytes.toString('base64url') !== joined.replace(/=+$/, ''))
        return null;
    try {
        return UTF8.decode(bytes);
    }
    catch {
        return null;
    }
}
/** `recorded` (relative to working directory `workdir`) as a root-relative path, or null. */
function underRoot(recorded, workdir) {
    const checked = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_0__/* .checkRelativePath */ ._k)(recorded, workdir === '.' ? '' : workdir);
    return checked.ok ? checked.rel : null;
}
/**
 * Lists the engine's records under the root and reads those of the outputs `listOutputs`
 * gives (root-relative paths; an output inside a `directory()` output is covered by its
 * directory's record). The outputs are asked for only when the root holds a record directory:
 * a repository without Snakemake (most) makes no list of every output (100,000 paths, 2 MiB
 * of large-object garbage for workload 4's clean twin; docs/performance.md).
 */
async function readEngineRecords(tree, listOutputs) {
    const workdirs = [];
    const refused = [];
    const { entries } = tree;
    for (let i = 0; i < entries.size; i++) {
        const rel = entries.relAt(i);
        if (rel !== '.snakemake' && !rel.endsWith('/.snakemake'))
            continue;
        const workdir = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_0__/* .relativeDirname */ .RV)(rel);
        const entryKind = entries.kindAt(i);
        if (entryKind !== 'dir') {
            if (entryKind === 'symlink')
                refused.push({
                    path: rel,
                    why: 'is a symbolic link: the engine’s record is read only inside the repository',
                });
            continue;
        }
        const metadata = `${rel}/metadata`;
        const kind = tree.kindOf(metadata);
        if (kind === 'dir')
            workdirs.push(workdir);
        else if (kind !== undefined)
            refused.push({
                path: metadata,
                why: kind === 'symlink'
                    ? 'is a symbolic link: the engine’s record is read only inside the repository'
                    : 'is not a directory',
            });
    }
    if (workdirs.length === 0)
        return { workdirs, refused, byOutput: new Map() };
    const places = indexRecords(tree.entries, workdirs);
    const byOutput = new Map();
    const reads = new Map();
    const wanted = [];
    for (const output of new Set(listOutputs())) {
        const found = findPlace(places, output);
        if (!found)
            continue;
        const [at, place] = found;
        if (!reads.has(at))
            reads.set(at, readRecord(tree, place, at));
        wanted.push([output, at]);
    }
    for (const [output, at] of wanted) {
        const read = await reads.get(at);
        if (read)
            byOutput.set(output, read);
    }
    return { workdirs, refused, byOutput };
}
/** Every record file under the working directories' metadata, by the root-relative output. */
function indexRecords(entries, workdirs) {
    const places = new Map();
    for (const workdir of workdirs) {
        const prefix = `${workdir === '.' ? '' : `${workdir}/`}${RECORDS_DIR}`;
        for (let i = 0; i < entries.size; i++) {
            const rel = entries.relAt(i);
            const kind = entries.kindAt(i);
            if (!rel.startsWith(prefix) || kind === 'dir')
                continue;
            const recorded = decodeRecordName(rel.slice(prefix.length));
            if (recorded === null)
                continue;
            const output = underRoot(recorded, workdir);
            // An output outside the root (absolute, or climbing out) is no artifact of it.
            if (output !== null)
                places.set(output, { file: rel, kind, workdir });
        }
    }
    return places;
}
/** The record of `output`, or of the nearest directory above it that has one. */
function findPlace(places, output) {
    for (let at = output; at !== '.'; at = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_0__/* .relativeDirname */ .RV)(at)) {
        const place = places.get(at);
        if (place)
            return [at, place];
    }
    return null;
}
/** Reads and understands one record file. */
async function readRecord(tree, place, output) {
    const fail = (why) => ({ ok: false, file: place.file, output, why });
    if (place.kind !== 'file')
        return fail(place.kind === 'symlink' ? 'is a symbolic link' : 'is not a regular file');
    const read = await tree.readContained(place.file, MAX_ENGINE_RECORD_BYTES);
    if (!read.ok)
        return fail(read.reason === 'too-large'
            ? `is larger than ${MAX_ENGINE_RECORD_BYTES} bytes`
            : `could not be read: it ${read.detail}`);
    let value;
    try {
        value = JSON.parse(UTF8.decode(read.bytes));
    }
    catch {
        return fail('is not UTF-8 JSON (Snakemake itself deletes such a record)');
    }
    return understand(value, place, output, fail);
}
/** The fields the comparison reads, checked; anything else is not read. */
function understand(value, place, output, fail) {
    if (!(0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value))
        return fail('is not a JSON object');
    const strings = (v) => Array.isArray(v) && v.every((x) => typeof x === 'string');
    const time = (v) => v === null || v === undefined || (typeof v === 'number' && Number.isFinite(v));
    const { rule, input, params, shellcmd, starttime, endtime } = value;
    const checksums = value.input_checksums;
    if (typeof rule !== 'string')
        return fail('has no rule name');
    if (!strings(input))
        return fail('has no list of input paths (input)');
    if (params !== undefined && !strings(params))
        return fail('has params that are not strings');
    if (shellcmd !== null && shellcmd !== undefined && typeof shellcmd !== 'string')
        return fail('has a shellcmd that is not a string');
    if (!time(starttime) || !time(endtime))
        return fail('has a starttime or endtime that is not a number');
    if (checksums !== undefined && checksums !== null && !(0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(checksums))
        return fail('has input_checksums that are not an object');
    const inputChecksums = new Map();
    for (const [p, sum] of Object.entries(checksums ?? {})) {
        const rel = underRoot(p, place.workdir);
        if (rel !== null && typeof sum === 'string')
            inputChecksums.set(rel, sum.toLowerCase());
    }
    return {
        ok: true,
        record: {
            file: place.file,
            output,
            rule,
            inputs: input.map((recorded) => ({ recorded, rel: underRoot(recorded, place.workdir) })),
            params: params ?? [],
            shellcmd: shellcmd ?? null,
            starttime: starttime ?? null,
            endtime: endtime ?? null,
            inputChecksums,
        },
    };
}


/***/ })

};
