export const id = 616;
export const ids = [616];
export const modules = {

/***/ 31454:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AU: () => (/* binding */ decideVerdict),
/* harmony export */   FO: () => (/* binding */ exitCodeOf),
/* harmony export */   eh: () => (/* binding */ summarize),
/* harmony export */   k6: () => (/* binding */ listFailingPassports)
/* harmony export */ });
/* unused harmony export statusOf */
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(70017);
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
/** The CLI's exit code for a report: 0 when it passed, 1 when a finding is at or above fail-on. */
function exitCodeOf(report) {
    return report.summary.passed ? _util_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_OK */ .Ij : _util_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_FINDINGS */ .cB;
}


/***/ }),

/***/ 3616:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runMergeCommand: () => (/* binding */ runMergeCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/cli/parse-args.ts
var parse_args = __webpack_require__(89611);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/core/findings.ts
var core_findings = __webpack_require__(44637);
// EXTERNAL MODULE: ./src/audit/verdict.ts
var audit_verdict = __webpack_require__(31454);
;// CONCATENATED MODULE: ./src/audit/merge.ts
/**
 * Combining the JSON reports of a sharded audit (`--shard i/n` on each job of
 * a GitHub Actions matrix) into one report: one verdict, one check run, one
 * summary. Pure: reports in, report out.
 *
 * Why the union of findings is the right answer: every shard cuts the same
 * partition of the same scope (shard.ts), so each output directory, and with
 * it each artifact and per-passport finding, belongs to exactly one shard.
 * The rules that need the whole repository — the chain (resolution, cycles,
 * duplicate ids, missing references, time order, next-skill hints), the
 * handoff formats and the run-level rules — are evaluated once, by shard 1,
 * over every passport of the checkout and the whole scope; the other shards
 * skip them. So no rule is evaluated twice and none is missed, and what each
 * shard report must carry is only what it already holds plus `scope.shard`
 * (index, count, the partition fingerprint, and which shard ran the chain).
 * The merge checks that the shards belong together (one count, every index
 * once, one fingerprint, one tool version, one scope) and recomputes every
 * count and status from the merged findings.
 */



const byPath = (a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
/** Checks that the reports are the complete set of shards of one run; returns what is wrong. */
function findMergeProblems(reports, failOn) {
    const problems = [];
    if (reports.length === 0)
        return ['no report was given'];
    const label = (k) => `report ${k + 1}`;
    const counts = new Set();
    reports.forEach((r, k) => {
        if (r.scope.shard === undefined)
            problems.push(`${label(k)} was not written by a sharded audit (run audit with --shard i/n)`);
        else
            counts.add(r.scope.shard.count);
    });
    if (problems.length > 0)
        return problems;
    if (counts.size > 1)
        return [
            `the reports come from matrices of different sizes (${[...counts].sort((a, b) => a - b).join(', ')} shards)`,
        ];
    const count = [...counts][0];
    const seen = new Map();
    reports.forEach((r, k) => {
        const index = r.scope.shard?.index;
        const before = seen.get(index);
        if (before !== undefined)
            problems.push(`shard ${index}/${count} appears twice (${label(before)} and ${label(k)})`);
        else
            seen.set(index, k);
    });
    const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !seen.has(i));
    if (missing.length > 0)
        problems.push(`shard(s) ${missing.map((i) => `${i}/${count}`).join(', ')} missing: merge every report of the matrix`);
    const distinct = (pick) => new Set(reports.map((r) => JSON.stringify(pick(r) ?? null)));
    if (distinct((r) => r.scope.shard?.fingerprint).size > 1) {
        problems.push('the shards were cut from different checkouts, configs or changed-file lists (their partition fingerprints differ); run every shard on the same commit with the same inputs');
    }
    if (distinct((r) => r.tool.version).size > 1) {
        problems.push(`the shards ran different passport-gate versions (${[...distinct((r) => r.tool.version)].join(', ')}); pin one version in the workflow`);
    }
    if (distinct((r) => [r.scope.mode, r.scope.changed_files]).size > 1)
        problems.push('the shards audited different scopes (mode or changed files differ)');
    const chainShards = reports.filter((r) => r.scope.shard?.chain === true).length;
    if (reports.some((r) => r.scope.shard?.chain !== undefined) && chainShards !== 1) {
        problems.push(`${chainShards} shards say they evaluated the chain rules; exactly one (shard 1) must`);
    }
    if (failOn === undefined && distinct((r) => r.summary.fail_on).size > 1) {
        problems.push('the shards used different fail-on levels; use one, or pass --fail-on to the merge');
    }
    return problems;
}
/** Union of the shards' graphs: nodes by id, edges by (from, to); node status from the merged verdicts. */
function mergeGraphs(reports, failingPaths) {
    const nodes = new Map();
    const edges = new Map();
    for (const r of reports) {
        for (const n of r.graph.nodes) {
            const known = nodes.get(n.id);
            if (!known)
                nodes.set(n.id, { ...n });
            else if (known.status === 'unknown' && n.status !== 'unknown')
                known.status = n.status;
        }
        for (const e of r.graph.edges) {
            const key = JSON.stringify([e.from, e.to]);
            const known = edges.get(key);
            if (!known)
                edges.set(key, { ...e });
            else
                known.cycle ||= e.cycle;
        }
    }
    for (const n of nodes.values()) {
        if (n.path !== null && failingPaths.has(n.path))
            n.status = 'fail';
        else if (n.status === 'fail')
            n.status = 'pass';
    }
    return { nodes: [...nodes.values()], edges: [...edges.values()] };
}
/**
 * Merges the JSON reports of every shard of one sharded audit into the report
 * a single unsharded run would have produced (scope.shards says how many were
 * combined). Throws ConfigurationError naming every inconsistency when the
 * reports are not exactly the shards 1..n of one run.
 */
function mergeShardReports(reports, options = {}) {
    const problems = findMergeProblems(reports, options.failOn);
    if (problems.length > 0) {
        throw new errors/* ConfigurationError */.j1(`cannot merge the shard reports:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    }
    const first = reports[0];
    const failOn = options.failOn ?? first.summary.fail_on;
    const seenFindings = new Set();
    const findings = [];
    for (const r of reports) {
        for (const f of r.findings) {
            const key = (0,core_findings/* findingKey */.fl)(f);
            if (seenFindings.has(key))
                continue;
            seenFindings.add(key);
            findings.push({ ...f });
        }
    }
    const passportsByPath = new Map();
    for (const r of reports)
        for (const p of r.passports)
            if (!passportsByPath.has(p.path))
                passportsByPath.set(p.path, { ...p });
    const handoffsByPath = new Map();
    for (const r of reports)
        for (const h of r.handoffs)
            if (!handoffsByPath.has(h.path))
                handoffsByPath.set(h.path, { ...h });
    // Every status is decided again over the merged findings, by the function the shards used.
    const verdict = (0,audit_verdict/* decideVerdict */.AU)({
        findings,
        failOn,
        passports: [...passportsByPath.values()].sort(byPath),
        handoffs: [...handoffsByPath.values()].sort(byPath),
        outputDirs: reports.flatMap((r) => r.scope.directories),
    });
    const failingPaths = (0,audit_verdict/* listFailingPassports */.k6)(verdict);
    const graph = mergeGraphs(reports, failingPaths);
    (0,core_findings/* sortFindings */.Tc)(findings, (0,core_findings/* describeChainDepths */.TO)(graph));
    const directories = [...new Set(reports.flatMap((r) => r.scope.directories))].sort();
    const sum = (pick) => reports.reduce((t, r) => t + pick(r), 0);
    return {
        report_version: '1',
        tool: { ...first.tool },
        root: options.root ?? first.root,
        scope: {
            mode: first.scope.mode,
            changed_files: first.scope.changed_files,
            directories,
            shards: reports.length,
            // Every shard walks the same checkout with the same config: shard 1's account stands.
            ...(first.scope.inferred_outputs ? { inferred_outputs: first.scope.inferred_outputs } : {}),
        },
        summary: (0,audit_verdict/* summarize */.eh)(verdict, failOn, {
            passports: verdict.passports.length,
            artifactsVerified: sum((r) => r.summary.artifacts_verified),
            bytesHashed: sum((r) => r.summary.bytes_hashed),
        }),
        findings,
        passports: verdict.passports,
        handoffs: verdict.handoffs,
        graph,
        // A pull request's provenance diff is made once, by shard 1 (src/main.ts): it stands.
        ...(diffOfShards(reports) ?? {}),
    };
}
/** The provenance diff of the shard that made one (shard 1), as a `diff` property. */
function diffOfShards(reports) {
    const diff = reports.find((r) => r.diff !== undefined)?.diff;
    return diff ? { diff } : null;
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./src/audit/read-report.ts
/**
 * Reading a JSON report back (a shard's, for `merge`): size-capped, parsed,
 * validated against schemas/report.v1.schema.json.
 */


/** Largest report read back (a report lists findings, not artifacts: this is generous). */
const MAX_REPORT_BYTES = 256 * 1024 * 1024;
/** Reads and validates one JSON report (e.g. a shard's, for merging); throws ConfigurationError saying what is wrong with it. */
async function readJsonReport(file) {
    const name = JSON.stringify(file);
    let text;
    try {
        const size = (await (0,promises_.stat)(file)).size;
        if (size > MAX_REPORT_BYTES)
            throw new errors/* ConfigurationError */.j1(`report ${name} is larger than ${MAX_REPORT_BYTES} bytes`);
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        if (error instanceof errors/* ConfigurationError */.j1)
            throw error;
        throw new errors/* ConfigurationError */.j1(`cannot read report ${name}: ${error.code ?? error}`);
    }
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        // Not the parser's own message: it quotes the file's first bytes, line breaks and all.
        throw new errors/* ConfigurationError */.j1(`report ${name} is not JSON; merge takes the reports written by "audit --shard I/N --format json"`);
    }
    // Loaded here, not at start-up: only `merge` reads reports (formats/report-schema.ts).
    const { validateReport } = await __webpack_require__.e(/* import() */ 322).then(__webpack_require__.bind(__webpack_require__, 7322));
    const violations = validateReport(value);
    if (violations.length > 0) {
        const first = violations[0];
        throw new errors/* ConfigurationError */.j1(`report ${name} is not a passport-gate JSON report (${first.pointer || '(root)'} ${first.message}); write the shard reports with --format json`);
    }
    return value;
}

// EXTERNAL MODULE: ./src/core/options.ts
var options = __webpack_require__(83457);
// EXTERNAL MODULE: ./src/report/renderers.ts + 10 modules
var renderers = __webpack_require__(7099);
// EXTERNAL MODULE: ./src/hosts/report-output.ts
var report_output = __webpack_require__(69871);
;// CONCATENATED MODULE: ./src/cli/merge-command.ts
/**
 * `passport-gate merge`: combine the JSON reports of a sharded audit (one per
 * matrix job) into one report and one verdict. The reports are validated
 * against schemas/report.v1.schema.json before anything is merged.
 */









/** Help text of the merge command. */
const MERGE_HELP = `Usage: passport-gate merge [options] REPORT.json...

Combine the JSON reports of a sharded audit (each job of a matrix ran
"audit --shard I/N --format json") into one report and one verdict. Every
shard 1..N must be given, all from one run; chain rules were evaluated once,
by shard 1, over every passport.

Options:
${renderers/* REPORT_RENDERERS */.eE.help(26)}
                          (paths relative to the audited root, as in the shard reports)
  --output FILE           write the merged report to FILE (atomically) instead of stdout
  --fail-on LEVEL         recompute the verdict at this level (default: the shards' own)
  --debug                 print stack traces of internal errors
  -h, --help              show this help

Exit codes: 0 passed, 1 findings at or above fail-on, 2 usage error or reports that do not belong together.

Example:
  passport-gate merge reports/report-*.json --format markdown --output summary.md
`;
/** Parses `merge` arguments; throws UsageError with what to do. */
function parseMergeArgs(args) {
    const { values, positionals } = (0,parse_args/* parseCommandArgs */.Q)(MERGE_HELP, {
        args,
        strict: true,
        allowPositionals: true,
        options: {
            format: { type: 'string' },
            output: { type: 'string' },
            'fail-on': { type: 'string' },
            debug: { type: 'boolean' },
            help: { type: 'boolean', short: 'h' },
        },
    });
    const format = renderers/* REPORT_RENDERERS */.eE.parse(values.format);
    const failOn = values['fail-on'];
    if (failOn !== undefined && !(0,options/* isOneOf */.E)(options/* FAIL_ON_VALUES */.Q, failOn)) {
        throw new errors/* UsageError */.eb(`--fail-on must be one of ${options/* FAIL_ON_VALUES */.Q.join(', ')}`);
    }
    if (!values.help && positionals.length === 0) {
        throw new errors/* UsageError */.eb('give the shard reports to merge, e.g. passport-gate merge report-*.json');
    }
    return { ...values, format, failOn, files: positionals };
}
/** Runs `merge`; returns the exit code. */
async function runMergeCommand(args, io) {
    const opts = parseMergeArgs(args);
    if (opts.help) {
        io.stdout.write(MERGE_HELP);
        return errors/* EXIT_OK */.Ij;
    }
    const reports = [];
    for (const file of opts.files)
        reports.push(await readJsonReport(external_node_path_default().resolve(io.cwd, file)));
    const merged = mergeShardReports(reports, opts.failOn === undefined ? {} : { failOn: opts.failOn });
    await (0,report_output/* writeReport */.u)(merged, opts.format, opts.output, io);
    return (0,audit_verdict/* exitCodeOf */.FO)(merged);
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

/***/ 83457:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ isOneOf),
/* harmony export */   Q: () => (/* binding */ FAIL_ON_VALUES)
/* harmony export */ });
/** Values of `--fail-on` and the `fail-on` input: a severity, or `never`. */
const FAIL_ON_VALUES = [
    'error',
    'warning',
    'notice',
    'never',
];
/** True when `value` is one of `values` (an option's allowed values). */
function isOneOf(values, value) {
    return values.includes(value);
}


/***/ })

};
