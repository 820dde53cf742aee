export const id = 779;
export const ids = [779,263];
export const modules = {

/***/ 31454:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AU: () => (/* binding */ decideVerdict),
/* harmony export */   eh: () => (/* binding */ summarize),
/* harmony export */   k6: () => (/* binding */ listFailingPassports)
/* harmony export */ });
/* unused harmony export statusOf */
/* harmony import */ var _formats_ack_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(47613);
/* harmony import */ var _repo_ownership_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35493);
/* harmony import */ var _core_rule_registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(52505);
/* harmony import */ var _core_findings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(44637);
/**
 * The one verdict: every status a report shows — each passport's, each
 * handoff document's, the findings that belong to neither, `passed`, and
 * through `passed` the exit code and the check run's conclusion — is computed
 * here, from the findings and `fail-on` alone. The audit pipeline, the handoff audit
 * and the shard merge all call it, so no surface can say "pass" while another
 * says "fail" (a report failing at `--fail-on warning` while every passport
 * showed `pass` was the defect this module exists to prevent).
 *
 * A finding belongs to the passports of the output directory that owns its
 * path — the passport file itself, or any path below that directory that no
 * nearer output directory owns: the layout's and `stamp`'s ownership rule
 * (repo/ownership.ts createFindingOwnerLookup), so the passport a finding fails
 * is the one whose re-stamp can clear it — or to the handoff document at its
 * path (an acknowledgment's findings belong to its packet). What belongs to
 * none — an output directory without a passport, a run-level finding — is
 * counted as `unattributed`, and fails like any other subject.
 */




/**
 * The report's summary: what the run counted (passports in scope, artifacts verified, bytes
 * hashed) beside the verdict's counts. One shape for an audit's report and a merge of shards'.
 */
function summarize(verdict, failOn, run) {
    return {
        passports: run.passports,
        artifacts_verified: run.artifactsVerified,
        bytes_hashed: run.bytesHashed,
        ...verdict.counts,
        fail_on: failOn,
        passed: verdict.passed,
        unattributed: verdict.unattributed,
    };
}
/** The paths of the passports that fail: the chain graph marks them. */
function listFailingPassports(verdict) {
    return new Set(verdict.passports.filter((p) => p.status === 'fail').map((p) => p.path));
}
/** pass or fail for one subject's findings: fail when any is at or above `failOn` (never: nothing fails). */
function statusOf(own, failOn) {
    return own.some((f) => (0,_core_rule_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .isFailing */ .DI)(f.severity, failOn)) ? 'fail' : 'pass';
}
function setCounts(subject, own, failOn) {
    const c = (0,_core_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .countBySeverity */ .Ot)(own);
    return {
        ...subject,
        errors: c.error,
        warnings: c.warning,
        notices: c.notice,
        status: statusOf(own, failOn),
    };
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
            handoffByPath.set((0,_formats_ack_path_js__WEBPACK_IMPORTED_MODULE_3__/* .ackPathOf */ .o)(h.path), i);
    });
    const passportFindings = input.passports.map(() => []);
    const handoffFindings = input.handoffs.map(() => []);
    const unattributed = [];
    const ownerOf = (0,_repo_ownership_js__WEBPACK_IMPORTED_MODULE_0__/* .createFindingOwnerLookup */ .zY)(new Set([...(input.outputDirs ?? []), ...passportsByDir.keys()]));
    /** The passports of the output directory that owns `rel` (none: it has no passport here). */
    const ownersOf = (rel) => {
        const owner = ownerOf(rel);
        return owner === null ? undefined : passportsByDir.get(owner);
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
    const c = (0,_core_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .countBySeverity */ .Ot)(findings);
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


/***/ }),

/***/ 263:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ trustedFilesAt),
/* harmony export */   r: () => (/* binding */ workingTreeFiles)
/* harmony export */ });
/* harmony import */ var _core_base_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(47140);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70017);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81122);
/**
 * The policy's own files beside the config: the public keys and the trusted root
 * `attestations:` names. They decide what is verified, so they are read where the
 * config in force was read: the base commit on a pull request (the action's
 * github/config-source.ts, the CLI's `audit --config-from REF`), else the working
 * tree. A pull request cannot make its own key trusted by committing it.
 *
 * At a trusted commit they are read through the one port every policy file at the base is read
 * through (core/base-files.ts, over git or the host's contents API: vcs/base-files.ts), so the
 * keys cannot come from a different place, or by a different path, than the config and the
 * `.gitattributes`, `.gitignore` and skill graph in force.
 */



/** Largest key or trusted-root file read. */
const MAX_TRUST_FILE_BYTES = 256 * 1024;
/** The working tree's files (no base commit: the config was read there too). */
function workingTreeFiles(root) {
    return {
        label: 'the working tree',
        async read(rel) {
            const read = await (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .readConfigFile */ .RG)(root, rel, rel);
            return read.kind === 'file' ? read.bytes : null;
        },
    };
}
/**
 * The policy's files at a trusted commit, read through its {@link BaseFiles}. `rootRel`: the
 * audited root below the top level ('' at the top), since the config names them relative to
 * the root. A file over {@link MAX_TRUST_FILE_BYTES} (or not a file) is a ConfigurationError;
 * one that cannot be read throws as {@link BaseFiles.read} does: never the checkout's instead.
 */
function trustedFilesAt(base, rootRel) {
    const files = (0,_core_base_files_js__WEBPACK_IMPORTED_MODULE_1__/* .rootBaseFiles */ .X)(base, rootRel);
    return {
        label: base.label,
        async read(rel) {
            const blob = await files.read(rel, MAX_TRUST_FILE_BYTES);
            if (blob.kind === 'refused')
                throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`${rel} at ${base.label} ${blob.detail}; it is not read`);
            return blob.kind === 'file' ? Buffer.from(blob.bytes) : null;
        },
    };
}


/***/ }),

/***/ 47140:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ rootBaseFiles)
/* harmony export */ });
/**
 * The files of a trusted commit (the base of a pull request or merge group, the CLI's
 * `--config-from REF`), as the gate reads the policy files there: everything the pull request
 * controls that decides what is verified (vcs/base-policy.ts) is read from the base, never
 * from the checkout. Implemented over git (vcs/base-files.ts), with the host's API standing in
 * for a commit the checkout does not have.
 */
/**
 * The files of `base` below `prefix` (a POSIX path from the top level, '' for the top itself),
 * by paths relative to it: the audited root's view of the trusted commit.
 */
function rootBaseFiles(base, prefix) {
    if (prefix === '')
        return base;
    const under = `${prefix}/`;
    return {
        label: base.label,
        sha: base.sha,
        read: (rel, maxBytes) => base.read(`${under}${rel}`, maxBytes),
        async list() {
            const all = await base.list();
            return all === null
                ? null
                : all.filter((p) => p.startsWith(under)).map((p) => p.slice(under.length));
        },
    };
}


/***/ }),

/***/ 44637:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ot: () => (/* binding */ countBySeverity),
/* harmony export */   RQ: () => (/* binding */ FindingSink),
/* harmony export */   TO: () => (/* binding */ describeChainDepths),
/* harmony export */   Tc: () => (/* binding */ sortFindings),
/* harmony export */   fl: () => (/* binding */ findingKey)
/* harmony export */ });
/* harmony import */ var _rule_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52505);
/**
 * Building findings: severity comes from the registry unless the config
 * overrides it, and `off` drops the finding. Every producer of findings goes
 * through {@link FindingSink}, so overrides apply uniformly.
 */

/**
 * What makes two findings one: every field a report line shows. The audit keeps one finding
 * per key and the merge of shard reports (audit/merge.ts) collapses by the same key, so a
 * fact met twice (a consumed id listed twice meets its producer twice) is one finding in both.
 */
function findingKey(f) {
    return JSON.stringify([
        f.rule,
        f.severity,
        f.path,
        f.line ?? null,
        f.column ?? null,
        f.pointer ?? null,
        f.passport_id ?? null,
        f.message,
    ]);
}
/** Collects findings, applying severity overrides; one finding per {@link findingKey}. */
class FindingSink {
    overrides;
    findings = [];
    keys = new Set();
    constructor(overrides = {}) {
        this.overrides = overrides;
    }
    /** Adds one finding (dropped when its rule is turned off, or when it was already added). */
    add(input) {
        const severity = this.overrides[input.rule] ?? (0,_rule_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .getRule */ .rF)(input.rule).defaultSeverity;
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
        const key = findingKey(finding);
        if (this.keys.has(key))
            return;
        this.keys.add(key);
        this.findings.push(finding);
    }
    /** Adds many findings. */
    addAll(inputs) {
        for (const i of inputs)
            this.add(i);
    }
}
/**
 * Orders findings along the chain, then by path, then line, then severity (most severe first),
 * then rule: stable output for diffs. `depthOf` gives a directory's depth in the
 * consumed_passports graph (0 for a producer nothing feeds; see {@link describeChainDepths}),
 * so a root cause upstream is read before the consumers it breaks, whatever the directories'
 * names; run-level findings (no path) come first. Without it: by path alone.
 */
function sortFindings(findings, depthOf = () => 0) {
    const depth = (f) => (f.path === '' ? -1 : depthOf(dirnameOf(f.path)));
    return findings.sort((a, b) => depth(a) - depth(b) ||
        (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) ||
        (a.line ?? 0) - (b.line ?? 0) ||
        _rule_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_RANK */ .f3[b.severity] - _rule_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_RANK */ .f3[a.severity] ||
        (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0) ||
        (a.message < b.message ? -1 : a.message > b.message ? 1 : 0));
}
const dirnameOf = (rel) => {
    const i = rel.lastIndexOf('/');
    return i < 0 ? '.' : rel.slice(0, i);
};
/**
 * Each passport directory's depth along the report's consumed_passports graph (a producer
 * nothing feeds: 0; a consumer: one more than its deepest producer; an edge on a cycle is not
 * followed twice), for {@link sortFindings}. Read from the report's graph, so an audit and the
 * merge of its shard reports order alike. A directory not in the graph: 0.
 */
function describeChainDepths(graph) {
    const producers = new Map();
    for (const e of graph.edges) {
        const list = producers.get(e.from);
        if (list)
            list.push(e.to);
        else
            producers.set(e.from, [e.to]);
    }
    const depths = new Map();
    const visiting = new Set();
    const depthOfId = (id) => {
        const known = depths.get(id);
        if (known !== undefined)
            return known;
        if (visiting.has(id))
            return 0;
        visiting.add(id);
        let d = 0;
        for (const p of producers.get(id) ?? [])
            d = Math.max(d, depthOfId(p) + 1);
        visiting.delete(id);
        depths.set(id, d);
        return d;
    };
    const byDir = new Map();
    for (const n of graph.nodes) {
        if (n.path === null)
            continue;
        const dir = dirnameOf(n.path);
        byDir.set(dir, Math.max(byDir.get(dir) ?? 0, depthOfId(n.id)));
    }
    return (dir) => byDir.get(dir) ?? 0;
}
/** Counts findings by severity. */
function countBySeverity(findings) {
    const counts = { error: 0, warning: 0, notice: 0 };
    for (const f of findings)
        counts[f.severity]++;
    return counts;
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

/***/ 72757:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ interpretChanges),
/* harmony export */   r: () => (/* binding */ listDeletedPassports)
/* harmony export */ });
/* harmony import */ var _util_relative_path_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9344);
/* harmony import */ var _formats_passport_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2800);
/**
 * The change a run audits: the changed paths as git or the API gave them, or
 * none (all mode, release gating).
 */


/**
 * Reads a change list. Changed names are used exactly as given: git and the API print each
 * file's one spelling, and a trimmed or rewritten name (a backslash, a space at either end, a
 * decomposed accent are all part of a Linux file name) would point the scope at another file.
 * A name that is no repository-relative path at all cannot be placed: the whole tree is
 * audited instead (and run-level says so: scope-widened).
 */
function interpretChanges(changedFiles) {
    const given = changedFiles ?? [];
    const unplaceable = changedFiles?.find((f) => !(0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_0__/* .isExactRelativePath */ .N7)(f));
    return {
        given,
        files: changedFiles && unplaceable === undefined ? new Set(changedFiles) : null,
        unplaceable,
    };
}
/**
 * The passport files the change deleted (named, and not in the tree): each still says its
 * directory was an output directory (repo/layout.ts).
 */
function listDeletedPassports(changes, tree) {
    return changes.given.filter((rel) => (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_0__/* .isExactRelativePath */ .N7)(rel) && (0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_1__/* .isPassportPath */ ._u)(rel) && !tree.has(rel));
}


/***/ }),

/***/ 71240:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ selectScope)
/* harmony export */ });
/* harmony import */ var _util_relative_path_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9344);
/* harmony import */ var _formats_passport_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2800);
/* harmony import */ var _shard_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(71980);
/**
 * Which output directories a run audits. All mode: every one. Changed mode:
 * the owners of the changed paths, and the directories of the passports that
 * list a changed path (directly, or through a symlink on the way). A shard of
 * a matrix run then keeps its part of that scope (shard.ts); every shard cuts
 * the same partition.
 */



/** Decides the scope of a run. */
async function selectScope(input) {
    const { changes, shard } = input;
    const records = input.passports.records;
    const changed = changes.files === null
        ? { dirs: new Set(input.layout.outputDirs), passportChanged: false }
        : await selectChangedDirectories(input, changes.files);
    // Every shard cuts the same partition of the full scope and keeps its own part.
    const fullDirs = changed.dirs;
    let dirs = fullDirs;
    let shardScope;
    if (shard) {
        const weights = (0,_shard_js__WEBPACK_IMPORTED_MODULE_2__/* .weighDirectories */ .IO)(records, fullDirs);
        const own = new Set((0,_shard_js__WEBPACK_IMPORTED_MODULE_2__/* .selectShardDirectories */ .CN)(weights, shard));
        dirs = new Set([...fullDirs].filter((d) => own.has(d)));
        shardScope = {
            index: shard.index,
            count: shard.count,
            fingerprint: (0,_shard_js__WEBPACK_IMPORTED_MODULE_2__/* .fingerprintPartition */ .xb)(weights, shard.count),
            chain: shard.index === 1,
        };
    }
    return {
        mode: changes.files === null ? 'all' : 'changed',
        changes,
        fullDirs,
        dirs,
        shard: shardScope,
        leadsRun: shardScope === undefined || shardScope.chain === true,
        passportChanged: changed.passportChanged,
        passports: records.filter((r) => dirs.has(r.dir)),
        includes: (record) => dirs.has(record.dir),
    };
}
/** The directories a change touches (changed mode). */
async function selectChangedDirectories(input, changed) {
    const { tree, layout } = input;
    const listedBy = await mapListingsToPassports(input);
    // A passport file that is a link: each link on its way, and where it ends, maps back to it.
    const passportVia = new Map();
    for (const rel of layout.passportPaths) {
        if (tree.isPlainFile(rel))
            continue;
        for (const via of await tree.symlinkChain(rel))
            passportVia.set(via, rel);
    }
    const dirs = new Set();
    let passportChanged = false;
    for (const rel of changed) {
        const owner = layout.ownerOf(rel);
        if (owner !== null)
            dirs.add(owner);
        for (const d of listedBy.get(rel) ?? [])
            dirs.add(d);
        // A passport added, edited or deleted can change which ids exist; its old id is unknown here.
        if ((0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_1__/* .isPassportPath */ ._u)(rel))
            passportChanged = true;
        const passport = passportVia.get(rel);
        if (passport !== undefined) {
            dirs.add((0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_0__/* .relativeDirname */ .RV)(passport));
            passportChanged = true;
        }
    }
    return { dirs, passportChanged };
}
/**
 * Every path some passport lists (output or input) → the directories of the passports listing
 * it. A path the walk did not list as a plain file may be reached through symlinks: a change
 * to any link on the way, or to the file it ends at, changes what the passport describes, so
 * each of them maps back to the same passports. Only such paths cost system calls (a few lstat
 * each); one surely missing has no link on its way.
 */
async function mapListingsToPassports(input) {
    const { tree, paths } = input;
    const listedBy = new Map();
    const addListed = (rel, dir) => {
        const list = listedBy.get(rel);
        if (list === undefined)
            listedBy.set(rel, [dir]);
        else if (list[list.length - 1] !== dir)
            list.push(dir);
    };
    for (const r of input.passports.records) {
        for (const a of [...(r.summary?.outputs ?? []), ...(r.summary?.inputs ?? [])]) {
            const rel = paths.rel(a.path, r.dir);
            if (rel !== null)
                addListed(rel, r.dir);
        }
    }
    for (const rel of [...listedBy.keys()]) {
        if (tree.isPlainFile(rel) || tree.isSurelyMissing(rel))
            continue;
        const dirs = listedBy.get(rel);
        const resolved = await tree.resolve(rel);
        const reached = await tree.symlinkChain(rel);
        // The real path too: the chain reads links lexically, realpath as the read will.
        if (resolved.ok)
            reached.push(tree.relativeToRoot(resolved.real));
        for (const via of reached)
            if (via !== rel)
                for (const d of dirs)
                    addListed(via, d);
    }
    return listedBy;
}


/***/ }),

/***/ 71980:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CN: () => (/* binding */ selectShardDirectories),
/* harmony export */   IO: () => (/* binding */ weighDirectories),
/* harmony export */   d7: () => (/* binding */ parseShardSpec),
/* harmony export */   xb: () => (/* binding */ fingerprintPartition)
/* harmony export */ });
/* unused harmony exports MAX_SHARDS, weightOf, partitionDirectories */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
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


/***/ })

};
