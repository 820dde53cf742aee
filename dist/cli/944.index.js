export const id = 944;
export const ids = [944];
export const modules = {

/***/ 45655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DIFF_HELP: () => (/* binding */ DIFF_HELP),
  exitCodeOfDiff: () => (/* binding */ exitCodeOfDiff),
  parseDiffArgs: () => (/* binding */ parseDiffArgs),
  runDiffCommand: () => (/* binding */ runDiffCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/cli/parse-args.ts
var parse_args = __webpack_require__(89611);
// EXTERNAL MODULE: ./src/core/relative-path.ts
var relative_path = __webpack_require__(24067);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./src/repo/stale.ts
var repo_stale = __webpack_require__(24469);
// EXTERNAL MODULE: ./src/core/values.ts
var values = __webpack_require__(14101);
// EXTERNAL MODULE: ./src/core/passport.ts
var passport = __webpack_require__(48825);
;// CONCATENATED MODULE: ./src/diff/compare.ts
/**
 * What changed in one passport between the base and the head: produced_by, inputs and
 * outputs (digest, size, source), parameters, decisions, recorded failures and
 * consumed_passports edges, and which other top-level fields differ. Pure; values are
 * compared as JSON values (isDeepStrictEqual), so key order inside an object does not count.
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
function compareParameters(before, after) {
    const isMap = (v) => v === undefined || (v !== null && typeof v === 'object' && !Array.isArray(v));
    // `parameters` that is not an object on one side: one change of the whole value.
    if (!isMap(before) || !isMap(after)) {
        return (0,external_node_util_.isDeepStrictEqual)(before, after)
            ? []
            : [{ change: 'changed', key: null, old: orNull(before), new: orNull(after) }];
    }
    const a = (before ?? {});
    const b = (after ?? {});
    const out = [];
    for (const key of sortedKeys(Object.keys(a), Object.keys(b))) {
        const inA = Object.hasOwn(a, key);
        const inB = Object.hasOwn(b, key);
        const old = inA ? a[key] : null;
        const value = inB ? b[key] : null;
        if (!inA)
            out.push({ change: 'added', key, old: null, new: value });
        else if (!inB)
            out.push({ change: 'removed', key, old, new: null });
        else if (!(0,external_node_util_.isDeepStrictEqual)(old, value))
            out.push({ change: 'changed', key, old, new: value });
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
/** The change of one pair, or null when the two sides are the same. */
function comparePair(pair, pathOfId) {
    if (isUnchanged(pair))
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
    change.parameters = compareParameters(a?.parameters, b?.parameters);
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
            if ((0,external_node_util_.isDeepStrictEqual)(own(topA, key), own(topB, key)))
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
;// CONCATENATED MODULE: ./src/diff/coverage.ts



/** Measures the coverage of one revision. */
function measureCoverage(input) {
    const { tree, config } = input;
    const files = tree.filter((e) => e.kind !== 'dir').map((e) => e.rel);
    const passportDirs = new Set(files.filter(formats_passport/* isPassportPath */._u).map(relative_path/* relativeDirname */.RV));
    const { dirs } = (0,ownership/* findOutputDirectories */.wm)(tree, new Set([...passportDirs, ...(input.formerPassportDirs ?? [])]), config);
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

;// CONCATENATED MODULE: ./src/diff/facts.ts
/**
 * What the diff compares of one passport: the passport model (core/passport.ts, the audit's own
 * reading, made once when the revision was read) with its inputs and outputs indexed by
 * repository-relative path. Pure.
 */



/** Reads the facts of one passport file; never throws. */
function readFacts(file, options) {
    const dir = (0,relative_path/* relativeDirname */.RV)(file.path);
    const summary = (0,passport/* passportOfFile */.KI)(file);
    const normalize = (0,repo_stale/* normalizerOf */.ju)(options.pathBase);
    const artifacts = (list) => (0,repo_stale/* indexArtifacts */.wi)(list, dir, normalize, (ref, rel) => ({
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
        id: summary?.id ?? null,
        skill: summary?.skill ?? null,
        skillVersion: summary?.skillVersion ?? null,
        inputs: artifacts(summary?.inputs ?? []),
        outputs: artifacts(summary?.outputs ?? []),
    };
}

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
/** Diffs two revisions. */
function diffProvenance(base, head, options) {
    const factOptions = { pathBase: options.config.pathBase };
    const baseFacts = [...base.passports].sort(byPath).map((f) => readFacts(f, factOptions));
    const headFacts = [...head.passports].sort(byPath).map((f) => readFacts(f, factOptions));
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
        if (isUnchanged(pair)) {
            unchanged++;
            continue;
        }
        const change = comparePair(pair, pathOfId);
        if (change)
            changes.push(change);
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
        },
        passports: changes,
        stale,
        coverage,
        problems,
    };
}

// EXTERNAL MODULE: ./src/diff/read-revision.ts + 1 modules
var read_revision = __webpack_require__(83839);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/fs/paths.ts
var paths = __webpack_require__(31283);
// EXTERNAL MODULE: ./src/report/renderers.ts + 11 modules
var renderers = __webpack_require__(42668);
// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __webpack_require__(65655);
// EXTERNAL MODULE: ./src/cli/revision.ts
var revision = __webpack_require__(3805);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(71604);
;// CONCATENATED MODULE: ./src/cli/diff-command.ts
/**
 * `passport-gate diff`: the provenance diff between two git revisions — passports added,
 * removed or changed (artifacts, produced_by, parameters, decisions, failed steps, edges),
 * the stale passports downstream in re-run order, and the provenance coverage of both.
 * The base is read from git objects (no checkout); the head is the working tree unless
 * `--head` names a revision. A thin layer over src/diff/.
 */










/** Help text of the diff command. */
const DIFF_HELP = `Usage: passport-gate diff --base REF [options]

Show what a change did to the provenance: every passport added, removed or
changed between two git revisions (outputs and inputs with old and new sha256
and size, produced_by, parameters, decisions, failed steps, consumed_passports
edges), the passports downstream that consumed a modified output and were not
re-stamped (a re-run plan in dependency order, each with the command that
re-stamps it), and the provenance coverage of both revisions.

A base passport is paired with a head passport by path, then by passport_id (a
moved passport), then by directory (a passport recreated under another name).

Options:
  --base REF        the revision to compare with (e.g. origin/main), read from git
  --head REF        the revision to compare (default: the working tree, as files on disk,
                    committed or not)
${renderers/* DIFF_RENDERERS */.hw.help(20)}
  --output FILE     write to FILE (atomically) instead of stdout
  --root DIR        repository root (default: the git top level, else .)
  --config FILE     config file (default: <root>/.passport-gate.yml or .yaml, optional);
                    its outputs:, ignore: and path-base apply to both revisions
  --quiet           print no notes on stderr
  --debug           print stack traces of internal errors
  -h, --help        show this help

Exit codes: 0 no stale passport and every passport read, 1 the change leaves stale
passports (the re-run plan is not empty) or a passport could not be read, 2 usage
error (a REF that names no commit, not a git repository, a shallow clone without
the base), 130 interrupted, 141 the reader of stdout went away.

Examples:
  passport-gate diff --base origin/main
  passport-gate diff --base origin/main --head HEAD --format json --output diff.json
  passport-gate diff --base main~1 --format markdown
`;
/** Parses `diff` arguments; throws UsageError with what to do. */
function parseDiffArgs(args) {
    const { values } = (0,parse_args/* parseCommandArgs */.Qx)(DIFF_HELP, {
        args,
        strict: true,
        allowPositionals: false,
        options: {
            base: { type: 'string' },
            head: { type: 'string' },
            format: { type: 'string' },
            output: { type: 'string' },
            root: { type: 'string' },
            config: { type: 'string' },
            quiet: { type: 'boolean' },
            debug: { type: 'boolean' },
            help: { type: 'boolean', short: 'h' },
        },
    });
    const format = renderers/* DIFF_RENDERERS */.hw.parse(values.format);
    if (!values.help && values.base === undefined)
        throw new errors/* UsageError */.eb('diff needs --base REF, e.g. "passport-gate diff --base origin/main"');
    for (const flag of ['base', 'head']) {
        const ref = values[flag];
        if (ref !== undefined)
            (0,revision/* checkRevisionArgument */.TP)(ref, `--${flag}`);
    }
    return { ...values, format };
}
/** The exit code a diff means: 1 when it leaves stale passports or could not read one. */
function exitCodeOfDiff(diff) {
    return diff.stale.length > 0 || diff.problems.length > 0 ? errors/* EXIT_FINDINGS */.cB : errors/* EXIT_OK */.Ij;
}
/** Runs `diff`; returns the exit code. */
async function runDiffCommand(args, io) {
    const opts = parseDiffArgs(args);
    if (opts.help) {
        io.stdout.write(DIFF_HELP);
        return errors/* EXIT_OK */.Ij;
    }
    const { root, config } = await (0,cli_io/* loadCommandRoot */.U0)(io, opts);
    const top = await (0,revision/* findTopLevelFor */.Aj)(root, 'diff');
    const baseRef = opts.base;
    const baseSha = await (0,revision/* resolveRevision */.eZ)(top, baseRef, '--base');
    const headSha = opts.head === undefined ? null : await (0,revision/* resolveRevision */.eZ)(top, opts.head, '--head');
    // git names the top level by its real path: the root is made real to find its place below it.
    const prefix = (0,paths/* toPathPrefix */.Xw)(top, await (0,promises_.realpath)(root).catch(() => root));
    const fromGit = async (sha, ref) => {
        try {
            return await (0,read_revision/* readGitRevision */.ck)(top, sha, prefix, config, { ref, sha, source: 'git' });
        }
        catch (error) {
            throw new errors/* ConfigurationError */.j1(`cannot read ${ref} from git: ${error.message}`);
        }
    };
    const base = await fromGit(baseSha, baseRef);
    const head = headSha === null
        ? await (0,read_revision/* readWorkingTree */.cD)(root, config, { ref: null, sha: null, source: 'working-tree' }, io.signal)
        : await fromGit(headSha, opts.head);
    io.signal?.throwIfAborted();
    const diff = diffProvenance(base, head, { config });
    const text = renderers/* DIFF_RENDERERS */.hw.render(opts.format, diff, {
        color: !opts.output && (0,report_text/* shouldUseColor */.I1)(io.stdout, io.env),
        pathPrefix: '',
        quiet: opts.quiet === true,
        note: (line) => void io.stderr.write(`${line}\n`),
    });
    if (opts.output !== undefined) {
        await (0,cli_io/* writeOutputFile */.BF)(io, '--output', opts.output, text);
        if (opts.quiet !== true)
            io.stderr.write(`${diff.summary.passports_changed + diff.summary.passports_added + diff.summary.passports_removed} passport(s) differ, ${diff.stale.length} stale.\n`);
    }
    else
        io.stdout.write(text);
    return exitCodeOfDiff(diff);
}


/***/ }),

/***/ 3805:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aj: () => (/* binding */ findTopLevelFor),
/* harmony export */   TP: () => (/* binding */ checkRevisionArgument),
/* harmony export */   eZ: () => (/* binding */ resolveRevision)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74296);
/* harmony import */ var _vcs_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66124);
/**
 * A git revision typed on the command line (`audit --base`, `audit --config-from`,
 * `diff --base` / `--head`): checked, resolved to a commit id, and each way it can fail said
 * in one line with what to do. One place, so the three flags give the same answers (a shallow
 * clone says so for each of them).
 */


/** Refuses a ref git would read as an option, or that cannot be a revision at all. */
function checkRevisionArgument(ref, flag) {
    if (ref === '' || ref.startsWith('-') || ref.includes('\0'))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} ${JSON.stringify(ref)} is not a git revision`);
}
/**
 * The top level of the git repository holding `root`, as git prints it; a UsageError naming
 * `flag` when git is missing or `root` is in no repository (`outsideHint` is added then).
 */
async function findTopLevelFor(root, flag, outsideHint = '') {
    const result = await (0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .EO)(root, ['rev-parse', '--show-toplevel']);
    // rev-parse ends its answer with one newline; a directory name may end with spaces, so no trim.
    if (result.ok)
        return result.stdout.replace(/\r?\n$/, '');
    if (result.missing)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} needs git, and git is not installed (or not on PATH)`);
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb((0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_0__/* .isNotARepository */ .VE)(result)
        ? `${flag} needs a git repository, and ${JSON.stringify(root)} is not a git repository${outsideHint}`
        : `${flag}: git cannot read the repository at ${JSON.stringify(root)}: ${result.message}`);
}
/** The commit `ref` names in the repository at `top`; a UsageError saying what to do otherwise. */
async function resolveRevision(top, ref, flag) {
    checkRevisionArgument(ref, flag);
    const sha = await (0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveCommit */ .WL)(top, ref);
    if (sha !== null)
        return sha;
    const shallow = await (0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .EO)(top, ['rev-parse', '--is-shallow-repository']);
    if (shallow.ok && shallow.stdout.trim() === 'true')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} ${JSON.stringify(ref)} is not in this shallow clone; fetch the history first (actions/checkout with fetch-depth: 0, or git fetch --unshallow)`);
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} ${JSON.stringify(ref)} names no commit in this repository; fetch it first (e.g. git fetch origin main) or check the spelling`);
}


/***/ }),

/***/ 95662:
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

/***/ 83839:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ck: () => (/* binding */ readGitRevision),
  cD: () => (/* binding */ readWorkingTree)
});

// UNUSED EXPORTS: readBaseFromChanges

// EXTERNAL MODULE: ./src/core/globs.ts
var globs = __webpack_require__(38684);
// EXTERNAL MODULE: ./src/repo/passports.ts
var passports = __webpack_require__(55127);
// EXTERNAL MODULE: ./src/formats/passport.ts
var passport = __webpack_require__(2800);
// EXTERNAL MODULE: ./src/vcs/git.ts
var vcs_git = __webpack_require__(66124);
// EXTERNAL MODULE: ./src/core/relative-path.ts
var relative_path = __webpack_require__(24067);
// EXTERNAL MODULE: ./src/fs/walk.ts
var walk = __webpack_require__(25078);
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
    const isIgnored = (0,globs/* compileGlobs */.tI)(config.ignore, 'ignore');
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
    const tree = await (0,repo_tree/* walkRepository */.M)(root, config, signal);
    const paths = (0,layout/* buildLayout */.X)(tree, config).passportPaths;
    const records = await (0,load_passports/* readPassportRecordsOf */.Wt)(tree, paths, config, signal);
    const unlisted = tree.problems.length;
    return {
        info,
        passports: records.map((r) => {
            const p = (0,passports/* describePassport */.Wz)(r);
            return {
                path: p.path,
                value: p.value,
                passport: p.summary,
                problem: p.value === null ? (p.problem ?? 'could not be read') : null,
                ...(r.bytes && p.value !== null ? { bytes: r.bytes } : {}),
            };
        }),
        tree: unlisted > 0 ? null : tree.entries,
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
async function readGitRevision(repoRoot, sha, prefix, config, info, git = vcs_git/* readGitOutput */.Ug) {
    const visible = createVisibilityTest(config);
    const tree = (await listTreeAtCommit(repoRoot, sha, prefix, git)).filter((e) => visible(e.rel));
    const max = config.maxPassportBytes;
    const candidates = tree.filter((e) => e.kind !== 'dir' && (0,passport/* isPassportPath */._u)(e.rel));
    const direct = candidates.filter((e) => e.kind === 'file' && e.size !== null && e.size <= max);
    const blobs = await readBlobs(repoRoot, direct.map((e) => e.oid), max);
    const passports = [];
    for (const e of candidates) {
        const blob = blobs.get(e.oid);
        if (e.kind === 'file' && blob)
            passports.push(passportFromBytes(e.rel, blob));
        else
            passports.push(await readOddEntry(repoRoot, sha, prefix, e, max, git));
    }
    return { info, passports, tree: tree.map(({ rel, kind }) => ({ rel, kind })), treeSource: 'git' };
}
/** A passport entry that is not a small regular blob: a symbolic link, a submodule, an oversized file. */
async function readOddEntry(repoRoot, sha, prefix, e, max, git) {
    const refused = (problem) => ({ path: e.rel, value: null, problem });
    if (e.kind === 'other')
        return refused('is a submodule');
    if (e.kind === 'file')
        return refused(`is ${e.size ?? '?'} bytes, over the ${max}-byte cap`);
    let blob;
    try {
        blob = await (0,vcs_git/* readBlobAtCommit */.sq)(repoRoot, sha, e.full, max, git);
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
/**
 * The base reconstructed from the head: a passport the change did not touch is the same on
 * both sides; each changed passport path is fetched at the base (absent: added by the change).
 * The base's file list is derived from the head's and the statuses (added files were not
 * there, removed ones were, a rename moves a file), and only when every status is known and
 * agrees with the head's files; otherwise the base's coverage is unknown, never guessed.
 */
async function readBaseFromChanges(input) {
    const visible = createVisibilityTest(input.config);
    const changed = new Set(input.changed.filter(visible));
    const passports = input.head.passports.filter((p) => !changed.has(p.path));
    const wanted = [...changed].filter(isPassportPath).sort();
    let fetched = 0;
    for (const rel of wanted) {
        if (fetched >= input.maxFetches) {
            passports.push({
                path: rel,
                value: null,
                problem: `not read: the change touches more than ${input.maxFetches} passport files`,
            });
            continue;
        }
        fetched++;
        let blob;
        try {
            blob = await input.fetch(rel);
        }
        catch (error) {
            blob = { kind: 'failed', detail: error.message };
        }
        if (blob.kind === 'absent')
            continue;
        if (blob.kind === 'file')
            passports.push(passportFromBytes(rel, blob.bytes));
        else
            passports.push({
                path: rel,
                value: null,
                problem: blob.kind === 'refused' ? blob.detail : `could not be read (${blob.detail})`,
            });
    }
    const derived = deriveBaseTree(input.head.tree, changed, input.entries, visible);
    return {
        info: input.info,
        passports,
        tree: derived.tree,
        treeSource: 'derived',
        ...(derived.tree === null ? { treeUnknown: derived.why } : {}),
    };
}
/** The base's file list from the head's and the statuses, or why it cannot be derived. */
function deriveBaseTree(headTree, changed, entries, visible) {
    if (headTree === null)
        return { tree: null, why: "the head's file list is unknown" };
    if (entries === null)
        return { tree: null, why: 'the changed-file list gives no statuses (added, removed…)' };
    const kinds = new Map();
    for (const e of headTree)
        if (e.kind !== 'dir')
            kinds.set(e.rel, e.kind);
    const present = (rel) => kinds.has(rel);
    const doubt = (why) => ({ tree: null, why });
    const seen = new Set();
    for (const { name, status, previous } of entries) {
        seen.add(name);
        if (previous !== null)
            seen.add(previous);
        const shown = visible(name);
        switch (status) {
            case 'added':
                if (shown && !present(name))
                    return doubt('an added file is not in the checkout');
                kinds.delete(name);
                break;
            case 'removed':
                if (shown && present(name))
                    return doubt('a removed file is still in the checkout');
                if (shown)
                    kinds.set(name, 'file');
                break;
            case 'renamed':
                if (previous === null)
                    return doubt('a renamed file has no previous name');
                if (shown && !present(name))
                    return doubt('a renamed file is not in the checkout');
                kinds.delete(name);
                if (visible(previous))
                    kinds.set(previous, 'file');
                break;
            case 'copied':
                if (shown && !present(name))
                    return doubt('a copied file is not in the checkout');
                kinds.delete(name);
                break;
            case 'modified':
            case 'changed':
            case 'unchanged':
                if (shown && !present(name))
                    return doubt('a modified file is not in the checkout');
                break;
            default:
                return doubt(`a changed file has the unknown status ${JSON.stringify(status)}`);
        }
    }
    for (const name of changed)
        if (!seen.has(name))
            return doubt('a changed file has no status');
    const dirs = new Set();
    for (const rel of kinds.keys())
        for (let d = relativeDirname(rel); d !== '.' && !dirs.has(d); d = relativeDirname(d))
            dirs.add(d);
    const tree = [
        ...[...dirs].map((rel) => ({ rel, kind: 'dir' })),
        ...[...kinds].map(([rel, kind]) => ({ rel, kind })),
    ].sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
    return { tree, why: '' };
}


/***/ }),

/***/ 15596:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UP: () => (/* binding */ loadPassports),
/* harmony export */   Wt: () => (/* binding */ readPassportRecordsOf),
/* harmony export */   tE: () => (/* binding */ loadPassportsOf)
/* harmony export */ });
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81122);
/* harmony import */ var _hash_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(92968);
/* harmony import */ var _repo_layout_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56776);
/* harmony import */ var _repo_passports_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(55127);
/* harmony import */ var _repo_tree_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(52990);
/**
 * Reading every passport of a repository for the producer's side (stamp,
 * graph, export, the library's loadPassports): the repository model of repo/
 * (the audit's walk, ignore globs, containment and size cap); a passport that
 * cannot be read is returned with the reason instead of throwing, so one bad
 * file never hides the rest.
 */





/**
 * Reads every `*.passport.json` under `root` (ignore globs applied, symlinks
 * contained, files over the size cap refused; a FIFO, socket or device named
 * so is returned with the reason it is refused). The result is sorted by path.
 *
 * @example
 * const passports = await loadPassports('.');
 * for (const p of passports) console.log(p.path, p.id, p.summary?.skill);
 */
async function loadPassports(root, options = {}) {
    const config = options.config ?? _config_config_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_CONFIG */ .PV;
    const tree = await (0,_repo_tree_js__WEBPACK_IMPORTED_MODULE_4__/* .walkRepository */ .M)(root, config, options.signal);
    return loadPassportsOf(tree, (0,_repo_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .buildLayout */ .X)(tree, config).passportPaths, config, options.signal);
}
/** The passports at `paths` of a walked tree, as {@link loadPassports} returns them. */
async function loadPassportsOf(tree, paths, config, signal) {
    return (await readPassportRecordsOf(tree, paths, config, signal)).map(_repo_passports_js__WEBPACK_IMPORTED_MODULE_3__/* .describePassport */ .Wz);
}
/** The passport records at `paths` of a walked tree (their bytes included), as the audit reads them. */
async function readPassportRecordsOf(tree, paths, config, signal) {
    const reader = (0,_hash_index_js__WEBPACK_IMPORTED_MODULE_1__/* .createDigestService */ .yg)(tree, { signal }).reader;
    const set = await (0,_repo_passports_js__WEBPACK_IMPORTED_MODULE_3__/* .readPassports */ .WO)(paths, reader, { maxBytes: config.maxPassportBytes, signal });
    return set.records;
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
/* unused harmony exports INFERRED_EVIDENCE_SHOWN, INFERRED_ROOTS_SHOWN */
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


/***/ })

};
