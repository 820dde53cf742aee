export const id = 545;
export const ids = [545];
export const modules = {

/***/ 8545:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  STAMP_HELP: () => (/* binding */ STAMP_HELP),
  parseStampArgs: () => (/* binding */ parseStampArgs),
  renderStampResult: () => (/* binding */ renderStampResult),
  runStampCommand: () => (/* binding */ runStampCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/cli/parse-args.ts
var parse_args = __webpack_require__(9611);
// EXTERNAL MODULE: ./src/fs/paths.ts
var paths = __webpack_require__(1283);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/config/config.ts
var config_config = __webpack_require__(1122);
// EXTERNAL MODULE: ./src/fs/atomic-write.ts
var atomic_write = __webpack_require__(7768);
// EXTERNAL MODULE: ./src/hash/index.ts + 9 modules
var hash = __webpack_require__(8413);
// EXTERNAL MODULE: ./src/repo/artifact-paths.ts
var artifact_paths = __webpack_require__(8949);
// EXTERNAL MODULE: ./src/repo/chain.ts + 1 modules
var repo_chain = __webpack_require__(6849);
// EXTERNAL MODULE: ./src/repo/layout.ts
var repo_layout = __webpack_require__(6776);
// EXTERNAL MODULE: ./src/repo/tree.ts
var repo_tree = __webpack_require__(2990);
// EXTERNAL MODULE: ./src/produce/load-passports.ts
var load_passports = __webpack_require__(5596);
// EXTERNAL MODULE: ./src/core/relative-path.ts
var relative_path = __webpack_require__(4067);
// EXTERNAL MODULE: ./src/core/untrusted.ts
var untrusted = __webpack_require__(2613);
// EXTERNAL MODULE: ./src/core/values.ts
var values = __webpack_require__(4101);
;// CONCATENATED MODULE: ./src/produce/stamp/external.ts
/**
 * External inputs of a stamped passport: files outside the repository (`--input
 * /ref/GRCh38.fa`), recorded with `"external": true`, their absolute path, sha256, and the
 * uri and source given. Stamp reads them where the audit will, and only there: under a
 * directory of the config's `external-inputs` (hash/external.ts), so what stamp records is
 * what the audit can verify. Recorded ones are kept on a refresh without --input, re-hashed
 * when reachable.
 */



/** True for an input path that names a file outside the repository: an absolute one. */
const isExternalPath = (p) => p.startsWith('/');
/** The external inputs: given (with --input), or recorded before; --source and --uri applied. */
function planExternalInputs(options, previous, problems) {
    const recorded = new Map();
    for (const item of (0,values/* asArray */._j)(previous?.inputs))
        if ((0,values/* isObject */.Gv)(item) && item.external === true && typeof item.path === 'string')
            recorded.set(item.path, item);
    const plans = [];
    if (options.inputs !== undefined) {
        for (const item of options.inputs) {
            const spec = typeof item === 'string' ? { path: item } : item;
            if (!isExternalPath(spec.path) || plans.some((p) => p.path === spec.path))
                continue;
            const before = recorded.get(spec.path);
            plans.push({
                path: spec.path,
                type: spec.type ?? (0,values/* asString */.oJ)(before?.type),
                source: spec.source ?? (0,values/* asString */.oJ)(before?.source),
                uri: (0,values/* asString */.oJ)(before?.uri),
                sha256: spec.sha256,
                given: spec.sha256 === undefined,
            });
        }
    }
    else {
        for (const [p, before] of recorded)
            plans.push({
                path: p,
                type: (0,values/* asString */.oJ)(before.type),
                source: (0,values/* asString */.oJ)(before.source),
                uri: (0,values/* asString */.oJ)(before.uri),
                sha256: (0,values/* asString */.oJ)(before.sha256),
                given: false,
            });
    }
    const apply = (map, key) => {
        for (const [p, value] of map ?? []) {
            if (!isExternalPath(p))
                continue;
            const plan = plans.find((x) => x.path === p);
            if (plan)
                plan[key] = value;
            else
                problems.push(`a ${key} is given for ${(0,untrusted/* quoteUntrusted */.X0)(p)}, which is not an input; add it with --input`);
        }
    };
    apply(options.inputSources, 'source');
    apply(options.inputUris, 'uri');
    return plans;
}
/**
 * The inputs[] entries of the external inputs, hashed under the external-inputs locations.
 * One that was named now and cannot be hashed there is a problem (stamp refuses); a recorded
 * one that cannot be reached keeps its digest, with a note.
 */
async function stampExternalInputs(options, previous, locations, problems, notes) {
    const entries = [];
    for (const plan of planExternalInputs(options, previous, problems)) {
        const name = (0,untrusted/* quoteUntrusted */.X0)(plan.path);
        const outcome = await (0,hash/* hashExternalFile */.UF)(locations, plan.path);
        let sha = plan.sha256;
        let size;
        if (outcome.kind === 'hashed') {
            sha = outcome.sha256;
            size = outcome.size;
        }
        else if (plan.given || sha === undefined) {
            problems.push(outcome.kind === 'unconfigured'
                ? `input ${name} is outside the repository and under no external-inputs location; add the directory holding it to external-inputs in .passport-gate.yml (nothing else outside the repository is read)`
                : outcome.kind === 'absent'
                    ? `external input ${name} does not exist`
                    : `external input ${name} ${outcome.detail}`);
            continue;
        }
        else {
            notes.push(`external input ${name} cannot be read here; its recorded sha256 was kept (the audit notes it input-external-unverified where it is not reachable).`);
        }
        const entry = {
            type: plan.type ?? 'file',
            path: plan.path,
            sha256: sha,
            external: true,
        };
        if (size !== undefined)
            entry.size_bytes = size;
        if (plan.uri !== undefined)
            entry.uri = plan.uri;
        if (plan.source !== undefined)
            entry.source = plan.source;
        if (plan.uri === undefined && plan.source === undefined)
            notes.push(`external input ${name} has no uri: record where it can be fetched with --uri ${(0,untrusted/* quoteUntrusted */.X0)(`${plan.path}=https://…`)}.`);
        entries.push(entry);
    }
    return entries;
}

;// CONCATENATED MODULE: ./src/produce/stamp/refusal.ts
/**
 * How `stamp` says no: one StampError whose message lists the problems and
 * says what to do. Nothing is written before every check has passed.
 */
/** Most problems listed in one refusal message; the rest are counted. */
const MAX_LISTED_PROBLEMS = 10;
/** Stamping cannot proceed; the message says what to do. */
class StampError extends Error {
    name = 'StampError';
}
/** Turns a list of problems into one refusal. */
function refuse(intro, problems, advice) {
    const listed = problems.slice(0, MAX_LISTED_PROBLEMS).map((p) => `\n  - ${p}`);
    const more = problems.length > MAX_LISTED_PROBLEMS
        ? `\n  … and ${problems.length - MAX_LISTED_PROBLEMS} more`
        : '';
    throw new StampError(`${intro}${listed.join('')}${more}\n${advice}`);
}

;// CONCATENATED MODULE: ./src/produce/stamp/artifacts.ts
/**
 * The artifacts of a stamped passport: its outputs are the files the output
 * directory owns by the audit's own ownership rule (repo/layout.ts), its
 * inputs the ones given (or those recorded before), and every one of them is
 * hashed by the audit's digest service, so a stamped directory audits clean by
 * construction.
 */






/** Longest `type` the schema accepts for an artifact. */
const MAX_TYPE_LENGTH = 128;
/** Compression suffixes skipped when guessing an artifact's type (`x.fastq.gz` is "fastq"). */
const COMPRESSION_SUFFIXES = new Set(['gz', 'bgz', 'bz2', 'xz', 'zst', 'lz4']);
/** Guesses an artifact type from its file name: `sampleA.sorted.bam` → "bam". */
function guessArtifactType(rel) {
    const parts = external_node_path_default().posix.basename(rel).toLowerCase().split('.').slice(1);
    while (parts.length > 1 && COMPRESSION_SUFFIXES.has(parts[parts.length - 1]))
        parts.pop();
    const ext = parts.pop();
    return ext ? ext.slice(0, MAX_TYPE_LENGTH) : 'file';
}
/** Plans, resolves and hashes the outputs and inputs; refuses when any cannot be recorded. */
async function stampArtifacts(input) {
    const { dir, tree, layout } = input;
    const problems = [];
    const plans = planInputs(input, problems);
    const owned = await leaveOutIgnored(input, layout.ownedFiles(dir).map((f) => tree.relOf(f)), plans);
    const outputReal = await resolveAll(tree, owned, problems, (rel, reason) => reason === 'outside-via-symlink'
        ? `${(0,untrusted/* quoteUntrusted */.X0)(rel)} is a symlink that leaves the repository root`
        : `${(0,untrusted/* quoteUntrusted */.X0)(rel)} is a dangling symlink`);
    const inputReal = await resolveAll(tree, plans.map((p) => p.rel), problems, (rel, reason) => reason === 'outside-via-symlink'
        ? `input ${(0,untrusted/* quoteUntrusted */.X0)(rel)} resolves outside the repository root`
        : plans.find((p) => p.rel === rel)?.required
            ? `input ${(0,untrusted/* quoteUntrusted */.X0)(rel)} does not exist; check the path (relative to the root)`
            : null);
    if (problems.length > 0) {
        refuse(`cannot stamp ${(0,untrusted/* quoteUntrusted */.X0)(dir)}:`, problems, 'Nothing was written. Fix the paths above (or move the files out of the output directory) and stamp again.');
    }
    input.options.signal?.throwIfAborted();
    const table = await hashAll(input, [...outputReal.values(), ...inputReal.values()]);
    const stamped = recordArtifacts(input, { owned, outputReal, plans, inputReal, table });
    const external = await stampExternalInputs(input.options, input.previous, input.externalLocations, problems, input.notes);
    if (problems.length > 0)
        refuse(`cannot stamp ${(0,untrusted/* quoteUntrusted */.X0)(dir)}:`, problems, 'Nothing was written. Fix the inputs above and stamp again.');
    return { ...stamped, inputs: [...stamped.inputs, ...external] };
}
/**
 * The owned files git does not ignore (core/ignored.ts), asked with the inputs in one
 * question. An ignored output is left out with a note: a clean checkout of the commit (the
 * pull request's) will not have it, so listing it would fail the audit with artifact-missing.
 * An ignored input is kept with a note: the audit cannot check its digest where it is absent.
 */
async function leaveOutIgnored(input, owned, plans) {
    const rules = input.options.ignored;
    if (!rules || (owned.length === 0 && plans.length === 0))
        return [...owned];
    const ignored = await rules([...owned, ...plans.map((p) => p.rel)]);
    if (ignored.size === 0)
        return [...owned];
    const left = owned.filter((f) => ignored.has(f));
    const list = (rels) => `${rels
        .slice(0, 5)
        .map((r) => (0,untrusted/* quoteUntrusted */.X0)(r))
        .join(', ')}${rels.length > 5 ? ` and ${rels.length - 5} more` : ''}`;
    if (left.length > 0)
        input.notes.push(`left out ${left.length} file(s) git ignores (${list(left)}): a clean checkout will not have them, so listing them would fail the audit (artifact-missing). To record one as an output, stop ignoring it (or git add -f it) and stamp again.`);
    const ignoredInputs = plans.map((p) => p.rel).filter((r) => ignored.has(r));
    if (ignoredInputs.length > 0)
        input.notes.push(`input(s) ${list(ignoredInputs)} are ignored by git: a clean checkout will not have them, so the audit cannot check their sha256 there. Commit them (git add -f), or record where they come from with --source PATH=….`);
    return owned.filter((f) => !ignored.has(f));
}
/** Resolves repository-relative paths inside the root; each that cannot be says why (or null). */
async function resolveAll(tree, rels, problems, why) {
    const real = new Map();
    for (const rel of rels) {
        const resolved = await tree.resolve(rel);
        if (resolved.ok)
            real.set(rel, resolved.real);
        else {
            const problem = why(rel, resolved.reason);
            if (problem !== null)
                problems.push(problem);
        }
    }
    return real;
}
/** The passport's recorded artifacts of one kind, by repository-relative path (the first wins). */
function previousArtifacts(input, kind) {
    const byPath = new Map();
    for (const item of (0,values/* asArray */._j)(input.previous?.[kind])) {
        if (!(0,values/* isObject */.Gv)(item) || typeof item.path !== 'string')
            continue;
        const rel = input.paths.rel(item.path, input.dir);
        if (rel !== null && !byPath.has(rel))
            byPath.set(rel, item);
    }
    return byPath;
}
/** The inputs: given (replacing the recorded ones), or recorded before; `--source` applied. */
function planInputs(input, problems) {
    const { options } = input;
    const previous = previousArtifacts(input, 'inputs');
    const plans = [];
    if (options.inputs !== undefined) {
        const seen = new Set();
        for (const item of options.inputs) {
            const spec = typeof item === 'string' ? { path: item } : item;
            if (isExternalPath(spec.path))
                continue; // external.ts
            const checked = (0,relative_path/* checkRelativePath */._k)(spec.path.replace(/^\.\//, ''));
            if (!checked.ok) {
                problems.push(`input ${(0,untrusted/* quoteUntrusted */.X0)(spec.path)} is not a path inside the repository root`);
                continue;
            }
            if (seen.has(checked.rel))
                continue;
            seen.add(checked.rel);
            const before = previous.get(checked.rel);
            plans.push({
                rel: checked.rel,
                type: spec.type ?? (0,values/* asString */.oJ)(before?.type),
                source: spec.source ?? (0,values/* asString */.oJ)(before?.source),
                sha256: spec.sha256,
                required: spec.sha256 === undefined,
            });
        }
    }
    else {
        for (const [rel, before] of previous) {
            plans.push({
                rel,
                type: (0,values/* asString */.oJ)(before.type),
                source: (0,values/* asString */.oJ)(before.source),
                sha256: (0,values/* asString */.oJ)(before.sha256),
                required: false,
            });
        }
    }
    for (const [rel, source] of options.inputSources ?? []) {
        if (isExternalPath(rel))
            continue; // external.ts
        const plan = plans.find((p) => p.rel === rel);
        if (plan)
            plan.source = source;
        else
            problems.push(`a source is given for ${(0,untrusted/* quoteUntrusted */.X0)(rel)}, which is not an input; add it with --input`);
    }
    return plans;
}
/** One pass of the audit's digest service over every file to record. */
async function hashAll(input, reals) {
    const { tree, digests } = input;
    const files = [...new Set(reals)].map((real) => tree.fileOfReal(real));
    digests.request(files.map((file) => ({ file, ref: { sizeBytes: null, path: tree.relOf(file) } })), 'measure');
    return digests.settle();
}
/** The outputs[] and inputs[] entries; refuses when a file cannot be hashed. */
function recordArtifacts(input, found) {
    const { tree, notes, dir } = input;
    const problems = [];
    let lfsCount = 0;
    const digestOf = (real) => {
        const file = tree.fileOfReal(real);
        const outcome = found.table.outcome(file);
        if (!outcome.ok)
            return outcome.detail;
        // A Git LFS pointer stands for its object (as the audit decides: only where the
        // repository's attributes mark its real path filter=lfs): record the object's digest,
        // which the audit accepts from the pointer and from the smudged file alike.
        const lfs = found.table.lfsObject(file);
        if (lfs)
            lfsCount++;
        return lfs ? { sha256: lfs.oid, size: lfs.size } : outcome;
    };
    const written = (rel) => input.pathBase === 'passport' ? external_node_path_default().posix.relative(dir === '.' ? '' : dir, rel) : rel;
    const previousOutputs = previousArtifacts(input, 'outputs');
    const outputs = [];
    for (const rel of found.owned) {
        const d = digestOf(found.outputReal.get(rel));
        if (typeof d === 'string') {
            problems.push(`${(0,untrusted/* quoteUntrusted */.X0)(rel)} ${d}`);
            continue;
        }
        const before = previousOutputs.get(rel);
        const entry = {
            type: (0,values/* asString */.oJ)(before?.type) ?? guessArtifactType(rel),
            path: written(rel),
            sha256: d.sha256,
            size_bytes: d.size,
        };
        const source = (0,values/* asString */.oJ)(before?.source);
        if (source !== undefined)
            entry.source = source;
        outputs.push(entry);
    }
    const inputs = [];
    const inputDigests = new Map();
    for (const plan of found.plans) {
        const real = found.inputReal.get(plan.rel);
        let sha = plan.sha256;
        if (real !== undefined) {
            const d = digestOf(real);
            if (typeof d === 'string') {
                problems.push(`input ${(0,untrusted/* quoteUntrusted */.X0)(plan.rel)} ${d}`);
                continue;
            }
            sha = d.sha256;
        }
        else {
            notes.push(`input ${(0,untrusted/* quoteUntrusted */.X0)(plan.rel)} is not in the repository; its recorded sha256 was kept.`);
        }
        if (sha === undefined)
            continue;
        inputDigests.set(plan.rel, sha);
        const entry = {
            type: plan.type ?? guessArtifactType(plan.rel),
            path: written(plan.rel),
            sha256: sha,
        };
        if (plan.source !== undefined)
            entry.source = plan.source;
        inputs.push(entry);
    }
    if (problems.length > 0) {
        refuse(`cannot stamp ${(0,untrusted/* quoteUntrusted */.X0)(dir)}: some files cannot be hashed:`, problems, 'Nothing was written. Only regular files can be artifacts: give files (not directories) as inputs, move anything else out of the output directory, and stamp again.');
    }
    if (lfsCount > 0)
        notes.push(`${lfsCount} Git LFS pointer(s): recorded the digest of the object each points to.`);
    const sourced = new Set(found.plans.filter((p) => p.source !== undefined).map((p) => p.rel));
    return { outputs, inputs, inputDigests, sourced };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/formats/schema-validator.ts
var schema_validator = __webpack_require__(2446);
;// CONCATENATED MODULE: ./src/produce/passport-types.ts
/**
 * TypeScript shape of a Material Passport v1 (seed 000), as the producer's
 * side writes it. schemas/passport.v1.schema.json stays the authority; these
 * types only describe a passport that already validates against it.
 */
/** The schema version stamp writes into new passports. */
const STAMP_SCHEMA_VERSION = '1.0.0';

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/formats/passport.ts
var passport = __webpack_require__(2800);
;// CONCATENATED MODULE: ./src/produce/stamp/target.ts
/**
 * Which passport `stamp` writes, and whether it may: the output directory (a
 * real directory the walk saw in full), the passport file in it, and the
 * passport already there (one that cannot be read, records a failed step or
 * has another major version is replaced only with `force`).
 */







/** Normalizes the directory argument to a repository-relative path ('.' for the root). */
function normalizeDirectory(directory) {
    const trimmed = directory.replace(/\\/g, '/').replace(/\/+$/, '');
    if (trimmed === '' || trimmed === '.' || trimmed === './')
        return '.';
    const checked = (0,relative_path/* checkRelativePath */._k)(trimmed);
    if (!checked.ok) {
        throw new StampError(`cannot stamp ${(0,untrusted/* quoteUntrusted */.X0)(directory)}: give the output directory relative to the repository root, inside it.`);
    }
    return checked.rel;
}
/** Joins a repository-relative path onto the real root. */
const absoluteOf = (realRoot, rel) => rel === '.' ? realRoot : external_node_path_default().join(realRoot, ...rel.split('/'));
/**
 * Checks that `dir` can be stamped: the walk saw all of it (a passport lists every file of its
 * directory: one the walk could not see cannot be listed), and it is a real directory inside
 * the root, not reached through a symlink (the audit walks without following symlinks, so files
 * behind one would be invisible to it).
 */
async function checkDirectory(tree, dir) {
    const unseen = tree.problems.filter((p) => {
        const where = p.kind === 'unlistable' ? p.rel : p.parent;
        return dir === '.' || where === dir || where.startsWith(`${dir}/`);
    });
    if (unseen.length > 0) {
        refuse(`cannot stamp ${(0,untrusted/* quoteUntrusted */.X0)(dir)}: some of it cannot be listed:`, unseen.map((p) => p.kind === 'unlistable'
            ? `directory ${(0,untrusted/* quoteUntrusted */.X0)(p.rel)} cannot be listed (${p.code})`
            : `a name in ${(0,untrusted/* quoteUntrusted */.X0)(p.parent)} is not valid UTF-8 (${(0,untrusted/* spellBytes */.Gy)(p.name)})`), 'Nothing was written. Make those directories readable and rename files to UTF-8 names, then stamp again.');
    }
    const dirAbsolute = absoluteOf(tree.realRoot, dir);
    let dirReal;
    try {
        dirReal = await (0,promises_.realpath)(dirAbsolute);
        if (!(await (0,promises_.stat)(dirReal)).isDirectory())
            throw new Error('not a directory');
    }
    catch {
        throw new StampError(`output directory ${(0,untrusted/* quoteUntrusted */.X0)(dir)} does not exist under the root; run the pipeline step first, or check --root.`);
    }
    if (dirReal !== dirAbsolute) {
        throw new StampError(`output directory ${(0,untrusted/* quoteUntrusted */.X0)(dir)} is reached through a symlink; stamp the real directory instead.`);
    }
}
/**
 * Which passport file to write: `--run-id` when given; else the one passport
 * already in the directory; else a new one named after the skill.
 */
function chooseTarget(dir, here, options) {
    const fileOf = (runId) => dir === '.' ? `${runId}${passport/* PASSPORT_SUFFIX */.zb}` : `${dir}/${runId}${passport/* PASSPORT_SUFFIX */.zb}`;
    if (options.runId !== undefined) {
        const runId = options.runId;
        if (!(0,passport/* isRunId */.Pk)(runId)) {
            throw new StampError(`run id ${(0,untrusted/* quoteUntrusted */.X0)(runId)} cannot be a file name; use letters, digits, ".", "-" and "_" (at most 128).`);
        }
        return { path: fileOf(runId), existing: here.find((p) => p.path === fileOf(runId)) };
    }
    if (here.length === 1) {
        const existing = here[0];
        return { path: existing.path, existing };
    }
    if (here.length > 1) {
        throw new StampError(`${(0,untrusted/* quoteUntrusted */.X0)(dir)} holds ${here.length} passports (${here.map((p) => (0,untrusted/* quoteUntrusted */.X0)(external_node_path_default().posix.basename(p.path))).join(', ')}); choose one with --run-id.`);
    }
    if (options.skill === undefined) {
        throw new StampError(`${(0,untrusted/* quoteUntrusted */.X0)(dir)} has no passport yet; give --skill and --skill-version to create one.`);
    }
    if (!passport/* RUN_ID_PATTERN */.z6.test(options.skill)) {
        throw new StampError(`the skill ${(0,untrusted/* quoteUntrusted */.X0)(options.skill)} cannot serve as a file name; give --run-id.`);
    }
    return { path: fileOf(options.skill), existing: undefined };
}
/**
 * The passport being refreshed, if it may be: one that cannot be read, records
 * a failed step, or has another major version is only replaced with `force`
 * (with `check`, the refusal becomes a note).
 */
function checkPrevious(existing, options, notes) {
    if (!existing)
        return { value: null, rewriteVersion: false };
    const mayReplace = options.force === true || options.check === true;
    if (!(0,values/* isObject */.Gv)(existing.value)) {
        const why = existing.problem ?? 'is not a JSON object';
        if (!mayReplace) {
            throw new StampError(`cannot refresh ${(0,untrusted/* quoteUntrusted */.X0)(existing.path)}: it ${why}. Fix it by hand, or pass --force to replace it with a new passport (a new passport_id).`);
        }
        notes.push(`${(0,untrusted/* quoteUntrusted */.X0)(existing.path)} ${why}; it is replaced by a new passport.`);
        return { value: null, rewriteVersion: false };
    }
    const previous = existing.value;
    const failed = failedSteps(previous);
    if (failed.length > 0) {
        if (!mayReplace) {
            refuse(`refusing to overwrite ${(0,untrusted/* quoteUntrusted */.X0)(existing.path)}: it records failed steps:`, failed, 'A failed run stays on record until you decide otherwise: re-run the failed steps, then pass --force to replace the record (or stamp under a new --run-id).');
        }
        notes.push(`${(0,untrusted/* quoteUntrusted */.X0)(existing.path)} records failed steps (${failed.join('; ')}); stamping it needs --force.`);
    }
    const version = (0,values/* asString */.oJ)(previous.schema_version);
    const major = version ? /^(\d+)\./.exec(version)?.[1] : undefined;
    if (major === undefined || Number(major) === passport/* SUPPORTED_MAJOR */.dB) {
        return { value: previous, rewriteVersion: false };
    }
    if (!mayReplace) {
        throw new StampError(`${(0,untrusted/* quoteUntrusted */.X0)(existing.path)} has schema_version ${(0,untrusted/* quoteUntrusted */.X0)(version)}; this tool writes v${passport/* SUPPORTED_MAJOR */.dB}. Pass --force to rewrite it as v${passport/* SUPPORTED_MAJOR */.dB}, or upgrade passport-gate.`);
    }
    return { value: previous, rewriteVersion: true };
}
/** Error entries of a parsed passport that record a non-zero exit. */
function failedSteps(value) {
    if (!(0,values/* isObject */.Gv)(value))
        return [];
    return (0,values/* asArray */._j)(value.errors)
        .filter((e) => (0,values/* isObject */.Gv)(e) && typeof e.exit_code === 'number' && e.exit_code !== 0)
        .map((e) => {
        const r = e;
        return `${(0,untrusted/* quoteUntrusted */.X0)(r.step ?? '?')} (${(0,untrusted/* quoteUntrusted */.X0)(r.tool ?? '?')}) exited ${String(r.exit_code)}`;
    });
}

;// CONCATENATED MODULE: ./src/produce/stamp/compose.ts
/**
 * Composing the passport `stamp` writes: what the caller gives merged into
 * what was recorded (decisions replaced by step, errors by step and tool,
 * parameters by key; keys this tool does not know are kept), created_at moved
 * only when something changed, and the result validated against the Material
 * Passport v1 schema before anything is written.
 */








/** The top-level keys of a passport this tool writes (others are kept as recorded). */
const KNOWN_KEYS = new Set([
    'schema_version',
    'passport_id',
    'created_at',
    'produced_by',
    'inputs',
    'outputs',
    'decisions',
    'parameters',
    'errors',
    'consumed_passports',
    'downstream_hints',
]);
/** ISO-8601 UTC without milliseconds, as in the seed's example. */
function formatTimestamp(date) {
    return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
/** Composes and validates the passport; refuses one that would not be a valid v1 passport. */
function composePassport(input) {
    const { options, previous } = input;
    const recorded = previous.value;
    const candidate = {
        schema_version: previous.rewriteVersion
            ? STAMP_SCHEMA_VERSION
            : ((0,values/* asString */.oJ)(recorded?.schema_version) ?? STAMP_SCHEMA_VERSION),
        passport_id: (0,values/* asString */.oJ)(recorded?.passport_id) ?? (options.newId ?? external_node_crypto_.randomUUID)(),
        // Compared as recorded; replaced by the clock below when anything changed.
        created_at: recorded?.created_at,
        produced_by: composeProducedBy(recorded, options, input.passportPath),
        inputs: input.artifacts.inputs,
        outputs: input.artifacts.outputs,
        decisions: upsert((0,values/* asArray */._j)(recorded?.decisions), options.decisions ?? [], (d) => `${(0,values/* asString */.oJ)(d.step)}`),
    };
    const previousParameters = (0,values/* isObject */.Gv)(recorded?.parameters) ? recorded.parameters : undefined;
    // Object.fromEntries defines own properties, so a "__proto__" parameter stays data.
    const parameters = Object.fromEntries([
        ...Object.entries(previousParameters ?? {}),
        ...Object.entries(options.parameters ?? {}),
    ]);
    if (previousParameters !== undefined || Object.keys(parameters).length > 0)
        candidate.parameters = parameters;
    candidate.errors = upsert((0,values/* asArray */._j)(recorded?.errors), options.errors ?? [], (e) => `${(0,values/* asString */.oJ)(e.step)}\0${(0,values/* asString */.oJ)(e.tool)}`);
    candidate.consumed_passports = input.consumed;
    candidate.downstream_hints = composeHints(recorded, options);
    for (const [key, value] of Object.entries(recorded ?? {})) {
        if (!KNOWN_KEYS.has(key))
            candidate[key] = value;
    }
    const unchanged = recorded !== null && (0,external_node_util_.isDeepStrictEqual)(recorded, candidate) && !predatesProducer(input);
    if (!unchanged)
        candidate.created_at = formatTimestamp((options.now ?? (() => new Date()))());
    validate(candidate, input.dir);
    const passport = candidate;
    noteConsequences(passport, input);
    return { passport, unchanged };
}
/**
 * True when the recorded created_at is earlier than that of a consumed producer none of whose
 * recorded outputs is an input here: what chain-time-order reports. Re-stamping is its fix, so
 * such a passport is not "up to date": its created_at moves to now.
 */
function predatesProducer(input) {
    const recordedTime = Date.parse((0,values/* asString */.oJ)(input.previous.value?.created_at) ?? '');
    if (!Number.isFinite(recordedTime))
        return false;
    return input.consumed.some((c) => {
        const producer = input.chain.byId.get(c)?.[0];
        const producerTime = Date.parse(producer?.summary?.createdAt ?? '');
        if (!producer || !(producerTime > recordedTime))
            return false;
        for (const [rel, sha] of input.artifacts.inputDigests)
            if (input.chain.producersOf(rel, sha).includes(producer))
                return false;
        return true;
    });
}
/** produced_by: recorded, with what the caller gives; skill and skill_version are required. */
function composeProducedBy(recorded, options, passportPath) {
    const producedBy = {
        ...((0,values/* isObject */.Gv)(recorded?.produced_by) ? recorded.produced_by : {}),
    };
    if (options.skill !== undefined)
        producedBy.skill = options.skill;
    if (options.skillVersion !== undefined)
        producedBy.skill_version = options.skillVersion;
    if (options.agent !== undefined)
        producedBy.agent = options.agent;
    if (options.sessionId !== undefined)
        producedBy.session_id = options.sessionId;
    if (producedBy.skill === undefined || producedBy.skill_version === undefined) {
        throw new StampError(`${(0,untrusted/* quoteUntrusted */.X0)(passportPath)} needs produced_by.skill and produced_by.skill_version; give --skill and --skill-version.`);
    }
    return producedBy;
}
/** downstream_hints: recorded, next_skills and expected_inputs replaced when given. */
function composeHints(recorded, options) {
    const previousHints = (0,values/* isObject */.Gv)(recorded?.downstream_hints) ? recorded.downstream_hints : {};
    const hints = { ...previousHints };
    hints.next_skills = options.nextSkills
        ? [...options.nextSkills]
        : Array.isArray(previousHints.next_skills)
            ? previousHints.next_skills
            : [];
    if (options.expectedInputs)
        hints.expected_inputs = [...options.expectedInputs];
    return hints;
}
/** Refuses a passport the schema rejects, naming the flag that sets each bad value. */
function validate(candidate, dir) {
    const violations = (0,schema_validator/* validateWithSchema */.CW)('passport', candidate);
    if (violations.length > 0) {
        refuse(`the passport for ${(0,untrusted/* quoteUntrusted */.X0)(dir)} would not be a valid Material Passport v1:`, violations.map((v) => `${v.pointer || '(root)'} ${v.message}${hintFor(v.pointer)}`), 'Nothing was written.');
    }
}
/** Notes on what the audit will say of the passport: clocks against producers, failed steps. */
function noteConsequences(passport, input) {
    for (const c of input.consumed) {
        const producer = input.chain.byId.get(c)?.[0];
        const producerTime = Date.parse(producer?.summary?.createdAt ?? '');
        if (producer && producerTime > Date.parse(passport.created_at)) {
            input.notes.push(`consumed passport ${(0,untrusted/* quoteUntrusted */.X0)(producer.path)} was created later (${(0,untrusted/* quoteUntrusted */.X0)(producer.summary?.createdAt)}) than this one; check the clocks (the audit warns chain-time-order).`);
        }
    }
    for (const failed of failedSteps(passport)) {
        input.notes.push(`this passport records a failed step (${failed}); the audit fails it (exit-nonzero) until the step is re-run and re-stamped.`);
    }
}
/** Which CLI flag sets the value at a schema pointer, for refusal messages. */
function hintFor(pointer) {
    if (pointer.startsWith('/produced_by/skill_version'))
        return ' (--skill-version)';
    if (pointer.startsWith('/produced_by/skill'))
        return ' (--skill: lowercase letters, digits, "-")';
    if (pointer.startsWith('/decisions'))
        return ' (--decision step=…,choice=…,rationale=…)';
    if (pointer.startsWith('/errors'))
        return ' (--error step=…,tool=…,exit=…)';
    if (pointer.startsWith('/downstream_hints/next_skills'))
        return ' (--next-skill)';
    if (pointer.startsWith('/consumed_passports'))
        return ' (--consumes)';
    if (pointer === '/passport_id')
        return ' (fix the recorded id, or delete the file and stamp again for a new one)';
    return '';
}
/** Replaces entries of `before` whose key matches a new entry; appends the rest. */
function upsert(before, added, key) {
    const result = [...before];
    for (const item of added) {
        const k = key(item);
        const at = result.findIndex((r) => (0,values/* isObject */.Gv)(r) && key(r) === k);
        if (at >= 0)
            result[at] = { ...item };
        else
            result.push({ ...item });
    }
    return result;
}

// EXTERNAL MODULE: ./src/core/digraph.ts
var digraph = __webpack_require__(5662);
;// CONCATENATED MODULE: ./src/produce/stamp/consumed.ts
/**
 * The passports a stamped passport consumes: the ones given with `--consumes`
 * (or those recorded before), and always the producers of its inputs, found in
 * the chain index exactly as chain-missing-reference looks for them (same
 * repository-relative path, same sha256), so the audit finds the reference it
 * expects. A consumed passport that would close a cycle back to this one is
 * refused (core/digraph.ts).
 */







/** A UUID (any version): how `consumes` tells an id from a path. */
const UUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
/** The consumed_passports of the stamped passport, in order, each once. */
function resolveConsumedPassports(input) {
    const { options, chain, notes } = input;
    const others = chain.nodes.filter((p) => p.path !== input.passportPath);
    const consumed = [];
    // Ids compare as UUIDs, ignoring case (formats/passport.ts foldPassportId): each once, folded.
    const addConsumed = (raw) => {
        const id = (0,passport/* foldPassportId */.r$)(raw);
        if (!consumed.includes(id))
            consumed.push(id);
    };
    const given = options.consumes !== undefined;
    if (given) {
        for (const id of resolveRefs(options.consumes ?? [], others, chain, '--consumes'))
            addConsumed(id);
    }
    else {
        for (const c of (0,values/* asArray */._j)(input.previous?.consumed_passports))
            if (typeof c === 'string')
                addConsumed(c);
    }
    const dropped = dropConsumed(input, others, consumed);
    const before = new Set(consumed);
    addProducers(input, others, consumed, addConsumed, dropped);
    const found = consumed.filter((c) => !before.has(c));
    if (!given)
        replaceDeadIds(input, consumed, found);
    for (const c of consumed) {
        const producer = chain.byId.get(c)?.[0];
        const failed = failedSteps(producer?.value);
        if (producer && failed.length > 0) {
            notes.push(`consumed passport ${(0,untrusted/* quoteUntrusted */.X0)(producer.path)} records failed steps (${failed.join('; ')}); its outputs should not be used until that step is re-run.`);
        }
    }
    return consumed;
}
/** Resolves --consumes (or --drop-consumes) references to ids; refuses when any cannot be. */
function resolveRefs(refs, others, chain, flag, { deadIdsAllowed = false } = {}) {
    const ids = [];
    const unresolved = [];
    for (const ref of refs) {
        // A dead id names no passport any more: dropping it is what the flag is for.
        if (deadIdsAllowed && UUID_PATTERN.test(ref)) {
            ids.push((0,passport/* foldPassportId */.r$)(ref));
            continue;
        }
        const found = resolveConsumed(ref, others, chain.byId);
        if (found.ok)
            ids.push(found.id);
        else
            unresolved.push(found.problem);
    }
    if (unresolved.length > 0) {
        refuse(`cannot resolve ${flag}:`, unresolved, 'Nothing was written. Give a passport_id, a *.passport.json path, or a directory holding exactly one passport; commit the upstream passport first.');
    }
    return ids;
}
/** Removes the --drop-consumes ids from `consumed` (in place); returns them. */
function dropConsumed(input, others, consumed) {
    const refs = input.options.dropConsumes ?? [];
    const dropped = new Set(resolveRefs(refs, others, input.chain, '--drop-consumes', { deadIdsAllowed: true }));
    for (const id of dropped) {
        const at = consumed.indexOf(id);
        if (at >= 0)
            consumed.splice(at, 1);
        else
            input.notes.push(`--drop-consumes ${(0,untrusted/* quoteUntrusted */.X0)(id)}: not in consumed_passports, nothing to drop.`);
    }
    return dropped;
}
/**
 * Recorded consumed ids that match no passport any more (the upstream passport was deleted
 * or recreated with a new id). When the inputs resolved to a producer not recorded before,
 * that producer replaces them; otherwise stamping is refused with the command that drops
 * them, since writing them again would only hand the audit a chain-unresolved to report.
 */
function replaceDeadIds(input, consumed, found) {
    const dead = consumed.filter((c) => !input.chain.byId.has(c));
    if (dead.length === 0)
        return;
    if (found.length > 0) {
        for (const id of dead)
            consumed.splice(consumed.indexOf(id), 1);
        input.notes.push(`replaced consumed passport(s) ${dead.map((d) => (0,untrusted/* quoteUntrusted */.X0)(d)).join(', ')}, which match no passport any more, by ${found.map((f) => (0,untrusted/* quoteUntrusted */.X0)(f)).join(', ')}, the producer(s) of its inputs now.`);
        return;
    }
    const unreadable = input.chain.nodes.filter((p) => p.id === null).map((p) => p.path);
    const dir = (0,relative_path/* relativeDirname */.RV)(input.passportPath);
    refuse(`${(0,untrusted/* quoteUntrusted */.X0)(input.passportPath)} consumes passport(s) that match no passport in the repository:`, dead.map((d) => (0,untrusted/* quoteUntrusted */.X0)(d)), `Nothing was written.${unreadable.length > 0
        ? ` ${unreadable.length} passport(s) cannot be read (${unreadable
            .slice(0, 3)
            .map((u) => (0,untrusted/* quoteUntrusted */.X0)(u))
            .join(', ')}): if the upstream is one of them, fix it and stamp again.`
        : ''} If the upstream passport was deleted or recreated, drop the old id: passport-gate stamp ${(0,untrusted/* quoteUntrusted */.X0)(dir)} ${dead
        .map((d) => `--drop-consumes ${d}`)
        .join(' ')}`);
}
/**
 * The producers of the inputs: same repository-relative path and same sha256 in their
 * outputs, exactly what chain-missing-reference compares. An input without one gets a note.
 */
function addProducers(input, others, consumed, addConsumed, dropped) {
    const { notes } = input;
    for (const [rel, sha] of input.artifacts.inputDigests) {
        const producers = input.chain
            .producersOf(rel, sha)
            .filter((p) => p.path !== input.passportPath);
        for (const producer of producers) {
            if (producer.id === null)
                continue;
            if (dropped.has(producer.id)) {
                refuse(`cannot drop ${(0,untrusted/* quoteUntrusted */.X0)(producer.id)}:`, [`input ${(0,untrusted/* quoteUntrusted */.X0)(rel)} is an output of ${(0,untrusted/* quoteUntrusted */.X0)(producer.path)}`], 'Nothing was written. A passport consumes the producers of its inputs: give the inputs without that one (--input …) to drop it.');
            }
            if (!consumed.includes(producer.id)) {
                notes.push(`input ${(0,untrusted/* quoteUntrusted */.X0)(rel)} was produced by ${(0,untrusted/* quoteUntrusted */.X0)(producer.path)}; consuming ${(0,untrusted/* quoteUntrusted */.X0)(producer.id)}.`);
            }
            addConsumed(producer.id);
        }
        if (producers.length > 0)
            continue;
        // The handoff protocol: B looks for a passport beside its input.
        const beside = others.filter((p) => p.dir === (0,relative_path/* relativeDirname */.RV)(rel));
        if (beside.length > 0) {
            notes.push(`input ${(0,untrusted/* quoteUntrusted */.X0)(rel)} sits beside ${(0,untrusted/* quoteUntrusted */.X0)(beside[0]?.path)}, which does not record these bytes; if that step re-ran, stamp it first.`);
        }
        else if (!input.artifacts.sourced.has(rel)) {
            notes.push(`input ${(0,untrusted/* quoteUntrusted */.X0)(rel)} has no producing passport and no source; record its origin with --source ${(0,untrusted/* quoteUntrusted */.X0)(rel)}=… (accession, DOI, URL), or the audit notes input-unprovenanced.`);
        }
    }
}
/**
 * Refuses consumed passports that would close a cycle back to the passport being refreshed
 * (its recorded id): a passport can only consume work that existed before it.
 */
function checkNoCycle(previous, consumed, chain, dir) {
    const recordedId = (0,values/* asString */.oJ)(previous?.passport_id);
    const previousId = recordedId === undefined ? undefined : (0,passport/* foldPassportId */.r$)(recordedId);
    if (previousId === undefined || consumed.length === 0)
        return;
    const cycle = (0,digraph/* findPath */.Hh)(consumed, previousId, (id) => chain.byId.get(id)?.[0]?.summary?.consumed ?? []);
    if (cycle) {
        throw new StampError(`consuming ${cycle.map((id) => (0,untrusted/* quoteUntrusted */.X0)(id)).join(' → ')} would close a cycle back to this passport (${(0,untrusted/* quoteUntrusted */.X0)(previousId)}); a passport can only consume work that existed before it. Nothing was written. Drop the edge: passport-gate stamp ${(0,untrusted/* quoteUntrusted */.X0)(dir)} --drop-consumes ${(0,untrusted/* quoteUntrusted */.X0)(cycle[0])}`);
    }
}
/** Resolves a --consumes reference to a passport_id, or says why it cannot. */
function resolveConsumed(ref, candidates, byId) {
    const fail = (problem) => ({ ok: false, problem });
    if (UUID_PATTERN.test(ref)) {
        const id = (0,passport/* foldPassportId */.r$)(ref);
        return byId.has(id)
            ? { ok: true, id }
            : fail(`${(0,untrusted/* quoteUntrusted */.X0)(ref)} matches no passport_id in the repository`);
    }
    const checked = (0,relative_path/* checkRelativePath */._k)(ref.replace(/^\.\//, ''));
    if (!checked.ok)
        return fail(`${(0,untrusted/* quoteUntrusted */.X0)(ref)} is not a path inside the repository`);
    const byPath = candidates.find((p) => p.path === checked.rel);
    const found = byPath ? [byPath] : candidates.filter((p) => p.dir === checked.rel);
    if (found.length === 0)
        return fail(`${(0,untrusted/* quoteUntrusted */.X0)(ref)} is neither a passport_id nor a passport or a directory holding one`);
    if (found.length > 1)
        return fail(`${(0,untrusted/* quoteUntrusted */.X0)(ref)} holds ${found.length} passports; name the *.passport.json file`);
    const id = found[0]?.id;
    if (id === null || id === undefined)
        return fail(`${(0,untrusted/* quoteUntrusted */.X0)(found[0]?.path)} has no readable passport_id`);
    return { ok: true, id };
}

;// CONCATENATED MODULE: ./src/produce/stamp/describe.ts
/**
 * What a stamp changed, line by line, for the person who ran it.
 */



/** Short digest for change lines. */
const describe_short = (sha) => (typeof sha === 'string' ? `${sha.slice(0, 12)}…` : '?');
/** Human lines describing how `next` differs from `before`. */
function describeChanges(before, next, passportPath) {
    if (before === null) {
        return [
            `+ ${passportPath}: new passport ${next.passport_id} with ${next.outputs.length} output(s), ${next.inputs.length} input(s), ${next.consumed_passports?.length ?? 0} consumed passport(s)`,
        ];
    }
    const lines = [];
    for (const kind of ['inputs', 'outputs']) {
        const label = kind.slice(0, -1);
        const old = new Map();
        for (const item of (0,values/* asArray */._j)(before[kind])) {
            if ((0,values/* isObject */.Gv)(item) && typeof item.path === 'string')
                old.set(item.path, item);
        }
        const now = new Map(next[kind].map((a) => [a.path, a]));
        for (const [p, a] of now) {
            const o = old.get(p);
            if (!o)
                lines.push(`+ ${label} ${(0,untrusted/* quoteUntrusted */.X0)(p)} sha256 ${describe_short(a.sha256)}`);
            else if (o.sha256 !== a.sha256)
                lines.push(`~ ${label} ${(0,untrusted/* quoteUntrusted */.X0)(p)} sha256 ${describe_short(o.sha256)} → ${describe_short(a.sha256)}`);
            else if (!(0,external_node_util_.isDeepStrictEqual)(o, a))
                lines.push(`~ ${label} ${(0,untrusted/* quoteUntrusted */.X0)(p)} metadata`);
        }
        for (const p of old.keys())
            if (!now.has(p))
                lines.push(`- ${label} ${(0,untrusted/* quoteUntrusted */.X0)(p)}`);
    }
    const oldConsumed = (0,values/* asArray */._j)(before.consumed_passports).filter((c) => typeof c === 'string');
    const newConsumed = next.consumed_passports ?? [];
    for (const c of newConsumed)
        if (!oldConsumed.includes(c))
            lines.push(`+ consumed_passports ${(0,untrusted/* quoteUntrusted */.X0)(c)}`);
    for (const c of oldConsumed)
        if (!newConsumed.includes(c))
            lines.push(`- consumed_passports ${(0,untrusted/* quoteUntrusted */.X0)(c)}`);
    for (const key of [
        'schema_version',
        'produced_by',
        'decisions',
        'parameters',
        'errors',
        'downstream_hints',
    ]) {
        if (!(0,external_node_util_.isDeepStrictEqual)(before[key], next[key]))
            lines.push(`~ ${key}`);
    }
    if (lines.length === 0 && before.created_at !== next.created_at)
        lines.push(`~ created_at ${(0,untrusted/* quoteUntrusted */.X0)(before.created_at)} → ${(0,untrusted/* quoteUntrusted */.X0)(next.created_at)} (after its producer's)`);
    if (lines.length === 0)
        lines.push('~ order or formatting of entries');
    return lines;
}

;// CONCATENATED MODULE: ./src/produce/stamp/index.ts
/**
 * Writing or refreshing a Material Passport for an output directory, in small
 * steps over the repository model the audit reads (repo/): the files a
 * passport must list are chosen by the audit's own ownership rule (the one
 * behind artifact-unlisted), hashed by the audit's digest service, and each
 * input's producer passport is found in the audit's chain index the way
 * chain-missing-reference looks for it, so a stamped directory audits clean by
 * construction (__tests__/produce/stamp-property.test.ts).
 *
 * Refresh rules (a passport already in the directory):
 *  - passport_id is kept; created_at moves to now only when something changed;
 *  - outputs are always recomputed from the bytes on disk;
 *  - inputs: given → replaced; not given → the recorded paths are re-hashed;
 *  - consumed_passports: given → replaced; not given → kept; producers of the
 *    inputs are always added;
 *  - decisions are replaced by step, errors by step + tool, parameters by key;
 *  - a passport recording a non-zero exit is never overwritten without `force`.
 */


















/**
 * Writes or refreshes `<runId>.passport.json` in an output directory and
 * returns what changed. Throws {@link StampError} (with what to do) when the
 * passport cannot be written truthfully; ConfigurationError for a bad root.
 *
 * @example
 * const result = await stamp({
 *   root: '.',
 *   directory: 'results/align',
 *   skill: 'bwa-alignment',
 *   skillVersion: '1.2.0',
 *   inputs: ['data/sampleA_R1.fastq.gz'],
 *   errors: [{ step: 'align', tool: 'bwa', exit_code: 0, stderr_excerpt: '' }],
 * });
 * console.log(result.status, result.path, result.passport.passport_id);
 */
async function stamp(options) {
    const config = options.config ?? config_config/* DEFAULT_CONFIG */.PV;
    const notes = [];
    const dir = normalizeDirectory(options.directory);
    // 1 the repository as the audit will see it once `dir` holds a passport
    const tree = await (0,repo_tree/* walkRepository */.M)(options.root, config, options.signal);
    const layout = (0,repo_layout/* buildLayout */.X)(tree, config, { newPassportDir: dir });
    const passports = await (0,load_passports/* loadPassportsOf */.t)(tree, layout.passportPaths, config, options.signal);
    await checkDirectory(tree, dir);
    // 2 which passport, and what it recorded
    const target = chooseTarget(dir, passports.filter((p) => p.dir === dir), options);
    const previous = checkPrevious(target.existing, options, notes);
    // 3 its outputs and inputs, hashed by the audit's digest service
    const paths = (0,artifact_paths/* createArtifactPaths */.T)(config.pathBase);
    const artifacts = await stampArtifacts({
        options,
        dir,
        tree,
        layout,
        digests: (0,hash/* createDigestService */.yg)(tree, { signal: options.signal }),
        paths,
        pathBase: config.pathBase,
        externalLocations: config.externalInputs,
        previous: previous.value,
        notes,
    });
    // 4 the passports it consumes, found as the audit's chain rules find them
    const chain = (0,repo_chain/* indexChain */.IT)(passports, { inScope: () => false, paths });
    const consumed = resolveConsumedPassports({
        options,
        chain,
        passportPath: target.path,
        previous: previous.value,
        artifacts,
        notes,
    });
    checkNoCycle(previous.value, consumed, chain, dir);
    // 5 the passport, validated; 6 written, unless nothing changed or only checking
    const { passport, unchanged } = composePassport({
        options,
        dir,
        passportPath: target.path,
        previous,
        artifacts,
        consumed,
        chain,
        notes,
    });
    const changes = unchanged ? [] : describeChanges(previous.value, passport, target.path);
    const status = previous.value === null ? 'created' : unchanged ? 'unchanged' : 'updated';
    let written = false;
    if (!options.check && status !== 'unchanged') {
        options.signal?.throwIfAborted();
        const text = `${JSON.stringify(passport, null, 2)}\n`;
        await (0,atomic_write/* writeFileAtomic */.Z)(absoluteOf(tree.realRoot, target.path), text);
        written = true;
    }
    return { status, written, path: target.path, passport, changes, notes };
}

// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __webpack_require__(5655);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
;// CONCATENATED MODULE: ./src/cli/producer-args.ts
/**
 * Argument helpers shared by the producer commands (stamp, graph, export):
 * command-line paths to repository-relative paths, and the small `key=value`
 * specs of `stamp --decision / --error / --param`.
 */


/**
 * Turns a path typed on the command line (relative to the working directory)
 * into a repository-relative POSIX path ('.' for the root itself).
 */
function toRootRelative(root, cwd, typed, what) {
    const rel = external_node_path_default().relative(external_node_path_default().resolve(root), external_node_path_default().resolve(cwd, typed));
    if (rel === '')
        return '.';
    if (external_node_path_default().isAbsolute(rel) || rel === '..' || rel.startsWith(`..${(external_node_path_default()).sep}`)) {
        throw new errors/* UsageError */.eb(`${what} ${JSON.stringify(typed)} is outside the repository root ${JSON.stringify(root)}; pass --root or a path inside it`);
    }
    return rel.split((external_node_path_default()).sep).join('/');
}
/**
 * Splits `step=a,choice=b,rationale=c, with commas` into key/value pairs. A
 * comma only separates fields when a known key and `=` follow it, so free
 * text (a rationale, a stderr excerpt, a list of alternatives) may contain
 * commas.
 */
function parseKeyValueSpec(spec, keys, flag) {
    const boundary = new RegExp(`,(?=(?:${keys.join('|')})=)`);
    const fields = new Map();
    for (const part of spec.split(boundary)) {
        const eq = part.indexOf('=');
        const key = eq > 0 ? part.slice(0, eq).trim() : '';
        if (!keys.includes(key)) {
            throw new errors/* UsageError */.eb(`${flag} ${JSON.stringify(spec)}: expected ${keys.map((k) => `${k}=…`).join(',')}; ${JSON.stringify(part)} is not one of them`);
        }
        if (fields.has(key))
            throw new errors/* UsageError */.eb(`${flag} ${JSON.stringify(spec)}: ${key} given twice`);
        fields.set(key, part.slice(eq + 1));
    }
    return fields;
}
const DECISION_KEYS = ['step', 'choice', 'rationale', 'alternatives'];
const ERROR_KEYS = ['step', 'tool', 'exit', 'stderr'];
/** Parses `--decision step=…,choice=…,rationale=…[,alternatives=a,b]`. */
function parseDecisionSpec(spec) {
    const f = parseKeyValueSpec(spec, DECISION_KEYS, '--decision');
    for (const key of ['step', 'choice', 'rationale']) {
        if (!f.get(key)) {
            throw new errors/* UsageError */.eb(`--decision ${JSON.stringify(spec)}: ${key}=… is required (step=…,choice=…,rationale=…[,alternatives=a,b])`);
        }
    }
    const alternatives = f.get('alternatives');
    return {
        step: f.get('step'),
        choice: f.get('choice'),
        alternatives_considered: alternatives
            ? alternatives
                .split(',')
                .map((a) => a.trim())
                .filter((a) => a !== '')
            : [],
        rationale: f.get('rationale'),
    };
}
/** Parses `--error step=…,tool=…,exit=N[,stderr=…]`. */
function parseErrorSpec(spec) {
    const f = parseKeyValueSpec(spec, ERROR_KEYS, '--error');
    for (const key of ['step', 'tool', 'exit']) {
        if (f.get(key) === undefined || f.get(key) === '') {
            throw new errors/* UsageError */.eb(`--error ${JSON.stringify(spec)}: ${key}=… is required (step=…,tool=…,exit=N[,stderr=…])`);
        }
    }
    const exit = f.get('exit').trim();
    if (!/^-?\d{1,10}$/.test(exit)) {
        throw new errors/* UsageError */.eb(`--error ${JSON.stringify(spec)}: exit must be an integer exit code`);
    }
    return {
        step: f.get('step'),
        tool: f.get('tool'),
        exit_code: Number(exit),
        stderr_excerpt: f.get('stderr') ?? '',
    };
}
/**
 * Parses `--param key=value`. Numbers, true, false and null become JSON
 * values, as do values starting with `[`, `{` or `"` (JSON); anything else is
 * a string. `threads=8` → 8; `ref=GRCh38` → "GRCh38"; `id="8"` → "8".
 */
function parseParamSpec(spec) {
    const eq = spec.indexOf('=');
    if (eq <= 0)
        throw new errors/* UsageError */.eb(`--param ${JSON.stringify(spec)}: expected key=value`);
    const key = spec.slice(0, eq);
    const raw = spec.slice(eq + 1);
    if (/^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(raw)) {
        const n = Number(raw);
        if (Number.isFinite(n) && (!Number.isInteger(n) || Number.isSafeInteger(n)))
            return [key, n];
        return [key, raw];
    }
    if (raw === 'true')
        return [key, true];
    if (raw === 'false')
        return [key, false];
    if (raw === 'null')
        return [key, null];
    if (/^[[{"]/.test(raw)) {
        try {
            return [key, JSON.parse(raw)];
        }
        catch {
            throw new errors/* UsageError */.eb(`--param ${JSON.stringify(spec)}: the value starts like JSON but does not parse; quote it for the shell, e.g. --param '${key}=[1,2]'`);
        }
    }
    return [key, raw];
}

;// CONCATENATED MODULE: ./src/cli/stamp-command.ts
/**
 * `passport-gate stamp`: write or refresh the passport of an output directory.
 * A thin layer over {@link stamp}: parse flags, turn typed paths into
 * repository-relative ones, print what changed.
 */









/** Help text of the stamp command. */
const STAMP_HELP = `Usage: passport-gate stamp <output-dir> [options]

Write or refresh <run-id>.passport.json in an output directory: every file the
directory owns is hashed (the audit's own rule and code), inputs are hashed,
and the passport that produced each input is added to consumed_passports, so
the stamped directory passes \`passport-gate audit\`.

Refreshing an existing passport keeps its passport_id. Flags given replace
what is recorded (--input, --consumes, --next-skill) or update it entry by entry
(--decision by step, --error by step+tool, --param by key); flags not given
keep the recorded values. A passport that records a non-zero exit is not
overwritten without --force.

Options:
  --skill SLUG              produced_by.skill (required for a new passport)
  --skill-version VERSION   produced_by.skill_version (required for a new passport)
  --agent NAME              produced_by.agent (e.g. the model that did the work)
  --session-id ID           produced_by.session_id
  --input PATH              an input file (repeatable; replaces the recorded inputs); one
                            outside the repository (a reference genome) is recorded as
                            external: absolute path and sha256, read only under the
                            config's external-inputs directories
  --source PATH=TEXT        where an input came from (repeatable), e.g.
                            --source 'data/reads.fq.gz=ENA accession ERR123456'
  --uri PATH=URI            where an external input can be fetched (repeatable), e.g.
                            --uri '/ref/GRCh38.fa=https://ftp.ncbi.nlm.nih.gov/…'
  --consumes ID|PATH        an upstream passport: passport_id, *.passport.json or its
                            directory (repeatable; producers of --input are found
                            automatically)
  --drop-consumes ID|PATH   remove an upstream passport from consumed_passports
                            (repeatable): the back edge of a chain-cycle, or the old
                            id of an upstream passport that was recreated
  --decision SPEC           step=…,choice=…,rationale=…[,alternatives=a,b] (repeatable)
  --error SPEC              step=…,tool=…,exit=N[,stderr=…] (repeatable)
  --param KEY=VALUE         a parameter (repeatable); numbers, true/false/null and
                            JSON values are parsed, anything else is a string
  --next-skill SLUG         downstream_hints.next_skills (repeatable)
  --expected-input TYPE     downstream_hints.expected_inputs (repeatable)
  --run-id ID               file name <ID>.passport.json (default: the passport already
                            in the directory, else the skill slug)
  --check                   report what would change and write nothing
  --force                   overwrite a passport that records a failed step
  --root DIR                repository root (default: the git top level of the
                            current directory, else the current directory)
  --config FILE             config file (default: <root>/.passport-gate.yml or .yaml, optional)
  --format FMT              text | json (default: text)
  --debug                   print stack traces of internal errors
  -h, --help                show this help

Paths are relative to the current directory (as in git: "cd results/align &&
passport-gate stamp ." stamps results/align) and must lie inside the root; they
are written repository-relative.

Exit codes: 0 written or already in sync, 1 --check found the passport out of
date, 2 usage/config error or stamping refused (the message says what to do).

Examples:
  passport-gate stamp results/align --skill bwa-alignment --skill-version 1.2.0 \\
    --input data/sampleA_R1.fastq.gz --source 'data/sampleA_R1.fastq.gz=ENA ERR123456' \\
    --param threads=8 \\
    --decision 'step=alignment,choice=bwa-mem,alternatives=bowtie2,minimap2,rationale=short reads' \\
    --error step=sort,tool=samtools,exit=0 --next-skill gatk-variant-calling
  passport-gate stamp results/variants --skill gatk-variant-calling --skill-version 4.5.0 \\
    --input results/align/sampleA.sorted.bam
  passport-gate stamp results/align --check        # in CI: is the passport up to date?
`;
const FORMATS = ['text', 'json'];
/** Parses `stamp` arguments; throws UsageError with what to do. */
function parseStampArgs(args) {
    const { values, positionals } = (0,parse_args/* parseCommandArgs */.Qx)(STAMP_HELP, {
        args,
        strict: true,
        allowPositionals: true,
        options: {
            skill: { type: 'string' },
            'skill-version': { type: 'string' },
            agent: { type: 'string' },
            'session-id': { type: 'string' },
            input: { type: 'string', multiple: true },
            source: { type: 'string', multiple: true },
            uri: { type: 'string', multiple: true },
            consumes: { type: 'string', multiple: true },
            'drop-consumes': { type: 'string', multiple: true },
            decision: { type: 'string', multiple: true },
            error: { type: 'string', multiple: true },
            param: { type: 'string', multiple: true },
            'next-skill': { type: 'string', multiple: true },
            'expected-input': { type: 'string', multiple: true },
            'run-id': { type: 'string' },
            check: { type: 'boolean' },
            force: { type: 'boolean' },
            root: { type: 'string' },
            config: { type: 'string' },
            format: { type: 'string' },
            debug: { type: 'boolean' },
            help: { type: 'boolean', short: 'h' },
        },
    });
    if (values.help)
        return { help: true };
    if (positionals.length !== 1) {
        throw new errors/* UsageError */.eb(positionals.length === 0
            ? 'stamp needs the output directory, e.g. "passport-gate stamp results/align --skill bwa-alignment --skill-version 1.2.0"'
            : `stamp takes one output directory, got ${positionals.length}; stamp each directory separately`);
    }
    const format = values.format ?? 'text';
    if (!FORMATS.includes(format))
        throw new errors/* UsageError */.eb(`--format must be one of ${FORMATS.join(', ')}`);
    return {
        help: false,
        directory: positionals[0],
        values,
        format: format,
        decisions: (values.decision ?? []).map(parseDecisionSpec),
        errors: (values.error ?? []).map(parseErrorSpec),
        parameters: values.param ? Object.fromEntries(values.param.map(parseParamSpec)) : undefined,
    };
}
/** A passport id as typed: these are not paths. */
const UUID_LIKE = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
/** Renders a stamp result for people. */
function renderStampResult(result, check, color) {
    const paint = (code, text) => (color ? `\u001b[${code}m${text}\u001b[0m` : text);
    const where = (0,report_escape/* escapeTerminal */.en)(result.path);
    const id = (0,report_escape/* escapeTerminal */.en)(result.passport.passport_id);
    const lines = [];
    if (result.status === 'unchanged') {
        lines.push(`${paint('32', 'up to date')}: ${where} (passport_id ${id})`);
    }
    else if (check) {
        const verb = result.status === 'created' ? 'would create' : 'would update';
        lines.push(`${paint('33', verb)}: ${where}`);
    }
    else {
        lines.push(`${paint('32', result.status)}: ${where} (passport_id ${id})`);
    }
    for (const c of result.changes)
        lines.push(`  ${(0,report_escape/* escapeTerminal */.en)(c)}`);
    for (const n of result.notes)
        lines.push(`${paint('36', 'note')}: ${(0,report_escape/* escapeTerminal */.en)(n)}`);
    if (check && result.status !== 'unchanged') {
        lines.push(`Run the same command without --check to write it.`);
    }
    return `${lines.join('\n')}\n`;
}
/** Runs `stamp`; returns the exit code. */
async function runStampCommand(args, io) {
    const opts = parseStampArgs(args);
    if (opts.help) {
        io.stdout.write(STAMP_HELP);
        return errors/* EXIT_OK */.Ij;
    }
    const v = opts.values;
    const { root, config, cwd } = await (0,cli_io/* loadCommandRoot */.U0)(io, v);
    const rel = (typed, what) => toRootRelative(root, cwd, typed, what);
    // An input outside the root is external: recorded by its absolute path (produce/stamp/external.ts).
    const inputPath = (typed, what) => {
        const absolute = external_node_path_default().resolve(cwd, typed);
        return (0,paths/* isInside */.FK)(external_node_path_default().resolve(root), absolute) ? rel(typed, what) : absolute;
    };
    const pairs = (specs, flag, example) => new Map((specs ?? []).map((spec) => {
        const eq = spec.indexOf('=');
        if (eq <= 0)
            throw new errors/* UsageError */.eb(`${flag} ${JSON.stringify(spec)}: expected PATH=TEXT, e.g. ${example}`);
        return [inputPath(spec.slice(0, eq), flag), spec.slice(eq + 1)];
    }));
    const check = v.check === true;
    let result;
    try {
        result = await stamp({
            root,
            directory: rel(opts.directory, 'output directory'),
            skill: v.skill,
            skillVersion: v['skill-version'],
            agent: v.agent,
            sessionId: v['session-id'],
            inputs: v.input?.map((p) => inputPath(p, '--input')),
            inputSources: pairs(v.source, '--source', "--source 'data/reads.fq.gz=ENA accession ERR123456'"),
            inputUris: pairs(v.uri, '--uri', "--uri '/ref/GRCh38.fa=https://…'"),
            consumes: v.consumes?.map((c) => (UUID_LIKE.test(c) ? c : rel(c, '--consumes'))),
            dropConsumes: v['drop-consumes']?.map((c) => UUID_LIKE.test(c) ? c : rel(c, '--drop-consumes')),
            decisions: opts.decisions,
            errors: opts.errors,
            parameters: opts.parameters,
            nextSkills: v['next-skill'],
            expectedInputs: v['expected-input'],
            runId: v['run-id'],
            force: v.force === true,
            check,
            config,
            ignored: (0,cli_io/* gitIgnoreRulesFor */.vU)(root, io),
            signal: io.signal,
        });
    }
    catch (error) {
        if (!(error instanceof StampError))
            throw error;
        // One escaped line per message line: the message's own line breaks are layout, and every
        // repository string inside it was quoted (so it holds no raw line break) when it was built.
        const text = error.message.split('\n').map(report_escape/* escapeTerminal */.en).join('\n');
        io.stderr.write(`passport-gate: ${text}\n`);
        return errors/* EXIT_USAGE */.Ri;
    }
    if (opts.format === 'json') {
        const { passport, ...rest } = result;
        io.stdout.write(`${JSON.stringify({ ...rest, passport_id: passport.passport_id, passport }, null, 2)}\n`);
    }
    else {
        io.stdout.write(renderStampResult(result, check, (0,report_text/* shouldUseColor */.I1)(io.stdout, io.env)));
    }
    return check && result.status !== 'unchanged' ? errors/* EXIT_FINDINGS */.cB : errors/* EXIT_OK */.Ij;
}


/***/ }),

/***/ 5596:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ loadPassportsOf)
/* harmony export */ });
/* unused harmony export loadPassports */
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1122);
/* harmony import */ var _hash_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8413);
/* harmony import */ var _repo_layout_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6776);
/* harmony import */ var _repo_passports_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5127);
/* harmony import */ var _repo_tree_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2990);
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
    const config = options.config ?? DEFAULT_CONFIG;
    const tree = await walkRepository(root, config, options.signal);
    return loadPassportsOf(tree, buildLayout(tree, config).passportPaths, config, options.signal);
}
/** The passports at `paths` of a walked tree, as {@link loadPassports} returns them. */
async function loadPassportsOf(tree, paths, config, signal) {
    const reader = (0,_hash_index_js__WEBPACK_IMPORTED_MODULE_1__/* .createDigestService */ .yg)(tree, { signal }).reader;
    const set = await (0,_repo_passports_js__WEBPACK_IMPORTED_MODULE_3__/* .readPassports */ .WO)(paths, reader, { maxBytes: config.maxPassportBytes, signal });
    return set.records.map(_repo_passports_js__WEBPACK_IMPORTED_MODULE_3__/* .describePassport */ .Wz);
}


/***/ }),

/***/ 5655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FP: () => (/* binding */ describeLfs),
/* harmony export */   I1: () => (/* binding */ shouldUseColor),
/* harmony export */   OI: () => (/* binding */ describeScope),
/* harmony export */   Oc: () => (/* binding */ describeFailing),
/* harmony export */   SW: () => (/* binding */ renderTextReport),
/* harmony export */   Vt: () => (/* binding */ describeInferredOutputs),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
/* unused harmony exports INFERRED_EVIDENCE_SHOWN, INFERRED_ROOTS_SHOWN */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4031);
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
    const paint = (kind, text) => options.color ? `${COLORS[kind]}${text}${RESET}` : text;
    const lines = [];
    const groups = new Map();
    for (const f of report.findings) {
        const dir = f.path === '' ? '(run)' : node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.dirname(f.path);
        const list = groups.get(dir) ?? [];
        list.push(f);
        groups.set(dir, list);
    }
    for (const [dir, findings] of [...groups].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        lines.push(paint('dim', `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(dir)}/`));
        for (const f of findings) {
            const where = f.path === ''
                ? ''
                : `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(f.path)}${f.line ? `:${f.line}:${f.column ?? 1}` : ''}  `;
            lines.push(`  ${paint(f.severity, f.severity.padEnd(7))} ${where}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(f.message)}  ${paint('dim', f.rule)}`);
        }
    }
    const s = report.summary;
    if (lines.length > 0)
        lines.push('');
    const inferred = options.notes === false ? '' : describeInferredOutputs(report);
    if (inferred)
        lines.push((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(inferred), '');
    const verdict = s.passed ? paint('ok', 'PASSED') : paint('error', 'FAILED');
    lines.push(`${verdict}: ${s.passports} passport(s), ${report.handoffs.length} handoff file(s), ${s.artifacts_verified} artifact(s) verified${describeLfs(report)}, ${formatBytes(s.bytes_hashed)} hashed — ${s.errors} error(s), ${s.warnings} warning(s), ${s.notices} notice(s) (fail-on: ${s.fail_on}, ${describeScope(report)})${describeFailing(report)}.`);
    return `${lines.join('\n')}\n`;
}
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
