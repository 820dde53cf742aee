export const id = 885;
export const ids = [885];
export const modules = {

/***/ 15596:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UP: () => (/* binding */ loadPassports),
/* harmony export */   Wt: () => (/* binding */ readPassportRecordsOf),
/* harmony export */   tE: () => (/* binding */ loadPassportsOf)
/* harmony export */ });
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81122);
/* harmony import */ var _hash_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55778);
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

/***/ 87885:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  kA: () => (/* reexport */ StampError),
  JJ: () => (/* reexport */ UUID_PATTERN),
  Ey: () => (/* reexport */ formatTimestamp),
  iE: () => (/* binding */ stamp)
});

// UNUSED EXPORTS: RUN_ID_PATTERN, describeChanges, guessArtifactType

// EXTERNAL MODULE: ./src/config/config.ts
var config_config = __webpack_require__(81122);
// EXTERNAL MODULE: ./src/fs/atomic-write.ts
var atomic_write = __webpack_require__(27768);
// EXTERNAL MODULE: ./src/hash/index.ts + 11 modules
var hash = __webpack_require__(55778);
// EXTERNAL MODULE: ./src/repo/artifact-paths.ts
var artifact_paths = __webpack_require__(58949);
// EXTERNAL MODULE: ./src/repo/chain.ts + 1 modules
var repo_chain = __webpack_require__(66849);
// EXTERNAL MODULE: ./src/repo/layout.ts
var repo_layout = __webpack_require__(56776);
// EXTERNAL MODULE: ./src/repo/tree.ts
var repo_tree = __webpack_require__(52990);
// EXTERNAL MODULE: ./src/produce/load-passports.ts
var load_passports = __webpack_require__(15596);
// EXTERNAL MODULE: ./src/util/shell-word.ts
var shell_word = __webpack_require__(86571);
// EXTERNAL MODULE: ./src/util/untrusted.ts
var untrusted = __webpack_require__(19630);
// EXTERNAL MODULE: ./src/formats/citation.ts
var citation = __webpack_require__(35703);
// EXTERNAL MODULE: ./src/formats/passport.ts
var formats_passport = __webpack_require__(2800);
// EXTERNAL MODULE: ./src/core/rule-registry.ts
var rule_registry = __webpack_require__(52505);
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

;// CONCATENATED MODULE: ./src/produce/stamp/citations.ts
/**
 * What `stamp` does about hard rule 1 (no fabricated citations): every `--source` given is
 * read as the audit reads it (formats/citation.ts) and refused, with the citation to write
 * instead, when it cites nothing; and the passport about to be written is checked as the
 * audit checks a passport document, so stamp warns about what the audit would reject (a
 * source kept from the recorded passport that is free text, say).
 */






/** True when `source` cites a record (an identifier or a dated URL), not `unresolved: …` nor free text. */
function isVerifiableSource(source) {
    if (source === undefined)
        return false;
    const check = (0,citation/* parseCitation */.vh)(source);
    return check.ok && check.citation.kind !== 'unresolved';
}
/** Refuses a `--source` (or a StampInput's source) that is no citation; nothing is written. */
function checkGivenSources(options) {
    const given = [...(options.inputSources ?? [])];
    for (const input of options.inputs ?? [])
        if (typeof input !== 'string' && input.source !== undefined)
            given.push([input.path, input.source]);
    const problems = [];
    for (const [rel, source] of given) {
        const check = (0,citation/* parseCitation */.vh)(source);
        if (check.ok)
            continue;
        const instead = check.suggestion
            ? `; give ${(0,untrusted/* escapeInvisible */.ts)(`--source ${(0,shell_word/* shellWord */.r)(`${rel}=${check.suggestion}`)}`)}`
            : '';
        problems.push(`--source ${(0,untrusted/* quoteUntrusted */.X0)(`${rel}=${source}`)}: the source ${check.problem}${instead}`);
    }
    if (problems.length > 0)
        refuse('a source must be a verifiable record (hard rule 1: no fabricated citations):', problems, 'Nothing was written. Give one identifier (a DOI, PMID:…, PMC…, arXiv:…, ISBN …, an accession such as ERR123456), a URL with " (retrieved YYYY-MM-DD)", or "unresolved: <why>" when there is no record (docs/rules.md, citation-invalid).');
}
/**
 * What the audit's passport-document rules would report on `passport`, one line each (the
 * rule, its default severity, the message): stamp prints them as warnings before the audit
 * finds them.
 */
function previewDocumentFindings(path, passport) {
    const bytes = Buffer.from(`${JSON.stringify(passport, null, 2)}\n`);
    return (0,formats_passport/* checkPassportBytes */.Y$)(path, bytes).findings.map((f) => `the audit would report ${f.rule} (${(0,rule_registry/* getRule */.rF)(f.rule).defaultSeverity}): ${f.message}`);
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/util/relative-path.ts
var relative_path = __webpack_require__(9344);
// EXTERNAL MODULE: ./src/core/passport.ts
var core_passport = __webpack_require__(48825);
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
    for (const item of previous?.inputs ?? [])
        if (item.external)
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
                type: spec.type ?? before?.type ?? undefined,
                source: spec.source ?? before?.source ?? undefined,
                uri: before?.uri ?? undefined,
                sha256: spec.sha256,
                given: spec.sha256 === undefined,
            });
        }
    }
    else {
        for (const [p, before] of recorded)
            plans.push({
                path: p,
                type: before.type ?? undefined,
                source: before.source ?? undefined,
                uri: before.uri ?? undefined,
                sha256: before.sha256 ?? undefined,
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
    const { dir, tree } = input;
    const problems = [];
    const plans = planInputs(input, problems);
    const owned = await leaveOutIgnored(input, chooseOutputs(input, problems), plans);
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
/**
 * The files outputs[] lists: those declared (`run --output`, or recorded before by a record
 * whose outputs were declared), each one the directory owns; else every file it owns.
 */
function chooseOutputs(input, problems) {
    const { dir, tree, layout, options } = input;
    const owned = layout.ownedFiles(dir).map((f) => tree.relOf(f));
    const declared = options.outputs ??
        (options.run === undefined && input.previous?.recordedBy?.outputs === 'declared'
            ? [...previousArtifacts(input, 'outputs').keys()]
            : undefined);
    if (declared === undefined)
        return leaveOutUntouched(input, owned);
    const ownedSet = new Set(owned);
    const chosen = [];
    for (const rel of declared) {
        if (chosen.includes(rel))
            continue;
        if (ownedSet.has(rel))
            chosen.push(rel);
        else
            problems.push(tree.kindOf(rel) === undefined
                ? `output ${(0,untrusted/* quoteUntrusted */.X0)(rel)} does not exist; the step did not write it`
                : `output ${(0,untrusted/* quoteUntrusted */.X0)(rel)} is not a file of ${(0,untrusted/* quoteUntrusted */.X0)(dir)} (each --output must lie in the output directory, and not under another passport's directory)`);
    }
    return chosen;
}
/**
 * `run` in directory mode: outputs[] is what the step wrote, not what the directory held
 * before it (a stray file, a sibling's output). A file there before the step and untouched by
 * it stays listed only when this passport, a run record (`recorded_by.method: run`), listed it
 * before with the same bytes: an earlier run of the step made it and nothing changed it since
 * (a step that skips a file it already made); {@link leaveOutStaleUntouched} then drops it when
 * the inputs changed since that run. A hand record's listing shows no run made the file: kept,
 * a no-op command would re-stamp it (issue 37). A file left out is named in a note; the audit
 * reports it (artifact-unlisted) until it is moved out or deleted.
 */
function leaveOutUntouched(input, owned) {
    const untouched = input.options.untouched;
    if (untouched === undefined)
        return owned;
    const before = (0,core_passport/* isRunRecord */.jM)(input.previous)
        ? previousArtifacts(input, 'outputs')
        : new Map();
    const left = [];
    const kept = owned.filter((rel) => {
        const sha = untouched.get(rel);
        if (sha === undefined || (sha !== '' && before.get(rel)?.sha256 === sha))
            return true;
        left.push(rel);
        return false;
    });
    noteLeftOut(input, left);
    return kept;
}
/**
 * The files {@link leaveOutUntouched} kept from an earlier run, left out when the step's inputs
 * are not those of that run (a path or a digest differs): the step skipped a file it made from
 * other inputs, and a record naming the inputs of now would say it was made from them.
 */
function leaveOutStaleUntouched(input, outputs, inputDigests) {
    const untouched = input.options.untouched;
    if (untouched === undefined || untouched.size === 0)
        return outputs;
    const before = previousArtifacts(input, 'inputs');
    const same = before.size === inputDigests.size &&
        [...inputDigests].every(([rel, sha]) => before.get(rel)?.sha256 === sha);
    if (same)
        return outputs;
    const left = [];
    const kept = outputs.filter((o) => {
        const rel = input.paths.rel(o.path, input.dir) ?? o.path;
        if (!untouched.has(rel))
            return true;
        left.push(rel);
        return false;
    });
    noteLeftOut(input, left);
    return kept;
}
/** The note of the files {@link leaveOutUntouched} left out. */
function noteLeftOut(input, left) {
    if (left.length > 0)
        input.notes.push(`left out ${left.length} file(s) the directory held before the step and the step did not write (${left
            .slice(0, 5)
            .map((r) => (0,untrusted/* quoteUntrusted */.X0)(r))
            .join(', ')}${left.length > 5 ? ` and ${left.length - 5} more` : ''}): they are not its outputs, and the audit reports them (artifact-unlisted) until they are moved out of the directory or deleted.`);
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
    for (const item of input.previous?.[kind] ?? []) {
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
            for (const rel of expandDirectoryInput(input, checked.rel, problems)) {
                if (seen.has(rel))
                    continue;
                seen.add(rel);
                const before = previous.get(rel);
                plans.push({
                    rel,
                    type: spec.type ?? before?.type ?? undefined,
                    source: spec.source ?? before?.source ?? undefined,
                    sha256: spec.sha256,
                    required: spec.sha256 === undefined,
                });
            }
        }
    }
    else {
        for (const [rel, before] of previous) {
            plans.push({
                rel,
                type: before.type ?? undefined,
                source: before.source ?? undefined,
                sha256: before.sha256 ?? undefined,
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
/**
 * An input that is a directory stands for every file under it, in the walk's (sorted) order:
 * what a workflow engine's `directory()` input holds. The gate's and the engines' bookkeeping
 * (passports, acknowledgments, the layout's exempt files) is not data, so it is left out. A
 * file input is itself.
 */
function expandDirectoryInput(input, rel, problems) {
    if (input.tree.kindOf(rel) !== 'dir')
        return [rel];
    const prefix = `${rel}/`;
    const files = input.tree.entries
        .filter((e) => e.kind !== 'dir' && e.rel.startsWith(prefix) && !input.layout.isBookkeeping(e.rel, e.kind))
        .map((e) => e.rel);
    if (files.length === 0)
        problems.push(`input directory ${(0,untrusted/* quoteUntrusted */.X0)(rel)} holds no files to record`);
    return files;
}
/** The type an input is recorded with: given or recorded before, else guessed from its name. */
const inputTypeOf = (plan) => plan.type ?? guessArtifactType(plan.rel);
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
            type: before?.type ?? guessArtifactType(rel),
            path: written(rel),
            sha256: d.sha256,
            size_bytes: d.size,
        };
        const source = before?.source;
        if (source !== undefined && source !== null)
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
            type: inputTypeOf(plan),
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
    // As input-unprovenanced reads it: a verifiable source gives an input a provenance, and the
    // step's own program (type "code") found in the repository needs none (its history is the
    // repository's), so neither is warned about as lacking one.
    const sourced = new Set(found.plans
        .filter((p) => isVerifiableSource(p.source) || (inputTypeOf(p) === 'code' && found.inputReal.has(p.rel)))
        .map((p) => p.rel));
    return {
        outputs: leaveOutStaleUntouched(input, outputs, inputDigests),
        inputs,
        inputDigests,
        sourced,
    };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./src/util/passport-id.ts
var passport_id = __webpack_require__(54280);
// EXTERNAL MODULE: ./src/util/values.ts
var values = __webpack_require__(7656);
// EXTERNAL MODULE: ./src/formats/schema-validator.ts
var schema_validator = __webpack_require__(32446);
// EXTERNAL MODULE: ./src/formats/vouches.ts
var vouches = __webpack_require__(29433);
// EXTERNAL MODULE: ./src/util/version.ts
var version = __webpack_require__(76092);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
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
    const fileOf = (runId) => dir === '.' ? `${runId}${formats_passport/* PASSPORT_SUFFIX */.zb}` : `${dir}/${runId}${formats_passport/* PASSPORT_SUFFIX */.zb}`;
    if (options.runId !== undefined) {
        const runId = options.runId;
        if (!(0,formats_passport/* isRunId */.Pk)(runId)) {
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
    if (!formats_passport/* RUN_ID_PATTERN */.z6.test(options.skill)) {
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
        return { value: null, passport: null, rewriteVersion: false };
    const mayReplace = options.force === true || options.check === true;
    if (!(0,values/* isObject */.Gv)(existing.value)) {
        const why = existing.problem ?? 'is not a JSON object';
        if (!mayReplace) {
            throw new StampError(`cannot refresh ${(0,untrusted/* quoteUntrusted */.X0)(existing.path)}: it ${why}. Fix it by hand, or pass --force to replace it with a new passport (a new passport_id).`);
        }
        notes.push(`${(0,untrusted/* quoteUntrusted */.X0)(existing.path)} ${why}; it is replaced by a new passport.`);
        return { value: null, passport: null, rewriteVersion: false };
    }
    const value = existing.value;
    const previous = existing.summary ?? (0,core_passport/* readPassport */.pN)(value);
    // A failure of the step `run` just ran again is what this run replaces: no --force for that.
    const failed = failedSteps(previous, options.ranStep);
    if (failed.length > 0) {
        if (!mayReplace) {
            refuse(`refusing to overwrite ${(0,untrusted/* quoteUntrusted */.X0)(existing.path)}: it records failed steps:`, failed, 'A failed run stays on record until you decide otherwise: re-run the failed steps, then pass --force to replace the record (or stamp under a new --run-id).');
        }
        notes.push(`${(0,untrusted/* quoteUntrusted */.X0)(existing.path)} records failed steps (${failed.join('; ')}); stamping it needs --force.`);
    }
    const version = previous.schemaVersion;
    const major = version ? /^(\d+)\./.exec(version)?.[1] : undefined;
    if (major === undefined || Number(major) === formats_passport/* SUPPORTED_MAJOR */.dB) {
        return { value, passport: previous, rewriteVersion: false };
    }
    if (!mayReplace) {
        throw new StampError(`${(0,untrusted/* quoteUntrusted */.X0)(existing.path)} has schema_version ${(0,untrusted/* quoteUntrusted */.X0)(version)}; this tool writes v${formats_passport/* SUPPORTED_MAJOR */.dB}. Pass --force to rewrite it as v${formats_passport/* SUPPORTED_MAJOR */.dB}, or upgrade passport-gate.`);
    }
    return { value, passport: previous, rewriteVersion: true };
}
/** Error entries of a passport that record a non-zero exit (but those of `exceptStep`). */
function failedSteps(passport, exceptStep) {
    return (passport?.errors ?? [])
        .filter((e) => (0,core_passport/* isFailure */.N6)(e) && (exceptStep === undefined || e.step !== exceptStep))
        .map((e) => `${(0,untrusted/* quoteUntrusted */.X0)(e.step ?? '?')} (${(0,untrusted/* quoteUntrusted */.X0)(e.tool ?? '?')}) exited ${String(e.exitCode)}`);
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
    'recorded_by',
]);
/** ISO-8601 UTC without milliseconds, as in the seed's example. */
function formatTimestamp(date) {
    return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
/** Composes and validates the passport; refuses one that would not be a valid v1 passport. */
function composePassport(input) {
    const { options, previous } = input;
    const recorded = previous.value;
    const was = previous.passport;
    const candidate = {
        schema_version: previous.rewriteVersion
            ? core_passport/* STAMP_SCHEMA_VERSION */.dK
            : (was?.schemaVersion ?? core_passport/* STAMP_SCHEMA_VERSION */.dK),
        passport_id: was?.writtenId ?? newPassportId(options, input.chain),
        // Compared as recorded; replaced by the clock below when anything changed.
        created_at: was?.createdAt ?? undefined,
        produced_by: composeProducedBy(was, options, input.passportPath),
        inputs: input.artifacts.inputs,
        outputs: input.artifacts.outputs,
        decisions: upsert(was?.decisions ?? [], options.decisions ?? [], (d) => `${(0,core_passport/* stepOf */.cg)(d)}`),
    };
    const previousParameters = (0,values/* isObject */.Gv)(was?.parameters) ? was.parameters : undefined;
    // Object.fromEntries defines own properties, so a "__proto__" parameter stays data. A run
    // (`ranStep`) records the parameters it was given, no more.
    const parameters = Object.fromEntries([
        ...Object.entries(options.ranStep === undefined ? (previousParameters ?? {}) : {}),
        ...Object.entries(options.parameters ?? {}),
    ]);
    if (previousParameters !== undefined || Object.keys(parameters).length > 0)
        candidate.parameters = parameters;
    // A run of a step replaces every entry that step recorded before (its tool may have changed).
    const recordedErrors = (was?.errors ?? [])
        .filter((e) => options.ranStep === undefined || !(0,values/* isObject */.Gv)(e.recorded) || e.step !== options.ranStep)
        .map((e) => e.recorded);
    candidate.errors = upsert(recordedErrors, options.errors ?? [], (e) => `${(0,core_passport/* stepOf */.cg)(e)}\0${(0,core_passport/* toolOf */.wS)(e)}`);
    candidate.consumed_passports = input.consumed;
    candidate.downstream_hints = composeHints(was, options);
    for (const [key, value] of Object.entries(recorded ?? {})) {
        if (!KNOWN_KEYS.has(key))
            candidate[key] = value;
    }
    const now = (options.now ?? (() => new Date()))();
    const kept = options.run !== undefined ? runRecordOf(options.run) : was?.recordedBy?.recorded;
    if (kept !== undefined)
        Object.assign(candidate, { recorded_by: kept });
    const unchanged = recorded !== null && (0,external_node_util_.isDeepStrictEqual)(recorded, candidate) && !predatesProducer(input);
    // A hand stamp that changed the passport writes a hand record, unless it only annotated a
    // run record (its artifacts as the run recorded them): the run is still how it was made.
    if (!unchanged &&
        options.run === undefined &&
        (kept === undefined || ((0,core_passport/* isRunRecord */.jM)(was) && changedArtifacts(was, input.artifacts).length > 0)))
        Object.assign(candidate, {
            recorded_by: { tool: 'passport-gate', version: version/* VERSION */.x, method: 'stamp' },
        });
    if (!unchanged)
        candidate.created_at = formatTimestamp(now);
    validate(candidate, input.dir);
    const read = (0,core_passport/* readPassport */.pN)(candidate);
    noteConsequences(read, input);
    return { passport: candidate, read, unchanged };
}
/** recorded_by of a run record. */
function runRecordOf(run) {
    return {
        tool: 'passport-gate',
        version: version/* VERSION */.x,
        method: 'run',
        command: [...run.command],
        working_directory: run.workingDirectory,
        exit_code: run.exitCode,
        started_at: run.startedAt,
        ended_at: run.endedAt,
        outputs: run.declaredOutputs ? 'declared' : 'directory',
        ...(run.program ? { program: { path: run.program.path, version: run.program.version } } : {}),
        ...(run.nondeterministic && run.nondeterministic.length > 0
            ? { nondeterministic: [...run.nondeterministic] }
            : {}),
    };
}
/**
 * The artifacts whose path or sha256 differs between the recorded passport and the one about to
 * be written, one line each (`output results/x.csv: sha256 ab12… → cd34…`, `input … added`).
 */
function changedArtifacts(was, artifacts) {
    const lines = [];
    // Both sides through the passport model (the one reader of a passport's fields).
    const now = (0,core_passport/* readPassport */.pN)({ inputs: artifacts.inputs, outputs: artifacts.outputs });
    for (const kind of ['outputs', 'inputs']) {
        const label = kind === 'outputs' ? 'output' : 'input';
        const before = new Map((was?.[kind] ?? []).map((a) => [a.path, a.sha256]));
        const after = new Map(now[kind].map((a) => [a.path, a.sha256]));
        for (const [p, sha] of after) {
            const old = before.get(p);
            if (old === undefined)
                lines.push(`${label} ${(0,untrusted/* quoteUntrusted */.X0)(p)} added`);
            else if (old !== sha)
                lines.push(`${label} ${(0,untrusted/* quoteUntrusted */.X0)(p)}: sha256 ${String(old).slice(0, 12)}… → ${String(sha).slice(0, 12)}…`);
        }
        for (const p of before.keys())
            if (!after.has(p))
                lines.push(`${label} ${(0,untrusted/* quoteUntrusted */.X0)(p)} removed`);
    }
    return lines;
}
/**
 * True when the recorded created_at is earlier than that of a consumed producer none of whose
 * recorded outputs is an input here: what chain-time-order reports. Re-stamping is its fix, so
 * such a passport is not "up to date": its created_at moves to now.
 */
function predatesProducer(input) {
    const recordedTime = Date.parse(input.previous.passport?.createdAt ?? '');
    if (!Number.isFinite(recordedTime))
        return false;
    return input.consumed.some((c) => warnsTimeOrder(input, c, recordedTime) !== null);
}
/**
 * The producer behind consumed id `c` when the audit's chain-time-order would warn of it for a
 * passport created at `time`: created later, and no input here is an output it records now.
 */
function warnsTimeOrder(input, c, time) {
    const producer = input.chain.byId.get(c)?.[0];
    const producerTime = Date.parse(producer?.summary?.createdAt ?? '');
    if (!producer || !(producerTime > time))
        return null;
    for (const [rel, sha] of input.artifacts.inputDigests)
        if (input.chain.producersOf(rel, sha).includes(producer))
            return null;
    return producer;
}
/** The id of a new passport: `reuseId` unless a passport already holds it, else a fresh one. */
function newPassportId(options, chain) {
    const reuse = options.reuseId;
    if (reuse !== undefined && !chain.byId.has((0,passport_id/* foldPassportId */.r)(reuse)))
        return reuse;
    return (options.newId ?? external_node_crypto_.randomUUID)();
}
/** produced_by: recorded, with what the caller gives; skill and skill_version are required. */
function composeProducedBy(recorded, options, passportPath) {
    const producedBy = { ...recorded?.producedBy };
    if (options.skill !== undefined)
        producedBy.skill = options.skill;
    if (options.skillVersion !== undefined)
        producedBy.skill_version = options.skillVersion;
    if (options.agent !== undefined)
        producedBy.agent = options.agent;
    if (options.sessionId !== undefined)
        producedBy.session_id = options.sessionId;
    if ((options.skill ?? recorded?.skill ?? null) === null ||
        (options.skillVersion ?? recorded?.skillVersion ?? null) === null) {
        throw new StampError(`${(0,untrusted/* quoteUntrusted */.X0)(passportPath)} needs produced_by.skill and produced_by.skill_version; give --skill and --skill-version.`);
    }
    return producedBy;
}
/** downstream_hints: recorded, next_skills and expected_inputs replaced when given. */
function composeHints(recorded, options) {
    const hints = { ...recorded?.downstreamHints };
    hints.next_skills = options.nextSkills ? [...options.nextSkills] : (recorded?.nextSkills ?? []);
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
/**
 * Notes on what the audit will say of the passport: clocks against producers, failed steps, a
 * passport that vouches for nothing.
 */
function noteConsequences(passport, input) {
    // Only what the audit will warn of: a producer whose current outputs this passport reads
    // (an unchanged downstream re-run) is in order, whatever the two created_at say.
    for (const c of input.consumed) {
        const producer = warnsTimeOrder(input, c, Date.parse(passport.createdAt ?? ''));
        if (producer) {
            input.notes.push(`consumed passport ${(0,untrusted/* quoteUntrusted */.X0)(producer.path)} was created later (${(0,untrusted/* quoteUntrusted */.X0)(producer.summary?.createdAt)}) than this one, and none of its outputs is an input here; check the consumed id and the clocks (the audit fails it: chain-time-order).`);
        }
    }
    for (const failed of failedSteps(passport)) {
        input.notes.push(`this passport records a failed step (${failed}); the audit fails it (exit-nonzero) until the step is re-run and re-stamped.`);
    }
    if (!(0,vouches/* vouchesFor */.B)(passport))
        input.notes.push('this passport records no input (other than code), no cited source and no parameter, so it vouches for nothing; the audit fails it (passport-vouches-nothing) until it names each file the step read (--input) or, for a step that reads no file, what it was given (--param).');
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

// EXTERNAL MODULE: ./src/util/digraph.ts
var digraph = __webpack_require__(24305);
;// CONCATENATED MODULE: ./src/produce/stamp/consumed.ts
/**
 * The passports a stamped passport consumes: the ones given with `--consumes`
 * (or those recorded before), and always the producers of its inputs, found in
 * the chain index exactly as chain-missing-reference looks for them (same
 * repository-relative path, same sha256), so the audit finds the reference it
 * expects. A consumed passport that would close a cycle back to this one is
 * refused (util/digraph.ts).
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
        const id = (0,formats_passport/* foldPassportId */.r$)(raw);
        if (!consumed.includes(id))
            consumed.push(id);
    };
    const given = options.consumes !== undefined;
    if (given) {
        for (const id of resolveRefs(options.consumes ?? [], others, chain, '--consumes'))
            addConsumed(id);
    }
    else {
        for (const c of input.previous?.consumed ?? [])
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
        const failed = failedSteps(producer?.summary);
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
            ids.push((0,formats_passport/* foldPassportId */.r$)(ref));
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
            (input.warnings ?? notes).push(`input ${(0,untrusted/* quoteUntrusted */.X0)(rel)} has no producing passport and no verifiable source, so the audit fails it (input-unprovenanced); cite its origin with --source ${(0,untrusted/* quoteUntrusted */.X0)(rel)}=… (an accession, a DOI, a URL with " (retrieved YYYY-MM-DD)").`);
        }
    }
}
/**
 * Refuses consumed passports that would close a cycle back to the passport being refreshed
 * (its recorded id): a passport can only consume work that existed before it.
 */
function checkNoCycle(previous, consumed, chain, dir) {
    const previousId = previous?.id ?? undefined;
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
        const id = (0,formats_passport/* foldPassportId */.r$)(ref);
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
const describe_short = (sha) => (sha === null ? '?' : `${sha.slice(0, 12)}…`);
/** An artifact entry's recorded fields, but its position in the list. */
const fieldsOf = ({ index: _index, ...fields }) => fields;
/** The model fields compared whole: a change is one `~ field` line. */
const WHOLE_FIELDS = [
    ['schema_version', (p) => p.schemaVersion],
    ['produced_by', (p) => p.producedBy],
    ['decisions', (p) => p.decisions],
    ['parameters', (p) => p.parameters],
    ['errors', (p) => p.errors.map((e) => e.recorded)],
    ['downstream_hints', (p) => p.downstreamHints],
];
/** Human lines describing how `next` differs from `before` (both read: core/passport.ts). */
function describeChanges(before, next, passportPath) {
    if (before === null) {
        return [
            `+ ${passportPath}: new passport ${next.writtenId ?? '?'} with ${next.outputs.length} output(s), ${next.inputs.length} input(s), ${next.consumed.length} consumed passport(s)`,
        ];
    }
    const lines = [];
    for (const kind of ['inputs', 'outputs']) {
        const label = kind.slice(0, -1);
        const old = new Map();
        for (const item of before[kind])
            old.set(item.path, item);
        const now = new Map(next[kind].map((a) => [a.path, a]));
        for (const [p, a] of now) {
            const o = old.get(p);
            if (!o)
                lines.push(`+ ${label} ${(0,untrusted/* quoteUntrusted */.X0)(p)} sha256 ${describe_short(a.sha256)}`);
            else if (o.sha256 !== a.sha256)
                lines.push(`~ ${label} ${(0,untrusted/* quoteUntrusted */.X0)(p)} sha256 ${describe_short(o.sha256)} → ${describe_short(a.sha256)}`);
            else if (!(0,external_node_util_.isDeepStrictEqual)(fieldsOf(o), fieldsOf(a)))
                lines.push(`~ ${label} ${(0,untrusted/* quoteUntrusted */.X0)(p)} metadata`);
        }
        for (const p of old.keys())
            if (!now.has(p))
                lines.push(`- ${label} ${(0,untrusted/* quoteUntrusted */.X0)(p)}`);
    }
    for (const c of next.consumed)
        if (!before.consumed.includes(c))
            lines.push(`+ consumed_passports ${(0,untrusted/* quoteUntrusted */.X0)(c)}`);
    for (const c of before.consumed)
        if (!next.consumed.includes(c))
            lines.push(`- consumed_passports ${(0,untrusted/* quoteUntrusted */.X0)(c)}`);
    for (const [key, field] of WHOLE_FIELDS)
        if (!(0,external_node_util_.isDeepStrictEqual)(field(before), field(next)))
            lines.push(`~ ${key}`);
    if (lines.length === 0 && before.createdAt !== next.createdAt)
        lines.push(`~ created_at ${(0,untrusted/* quoteUntrusted */.X0)(before.createdAt)} → ${(0,untrusted/* quoteUntrusted */.X0)(next.createdAt)} (after its producer's)`);
    if (lines.length === 0)
        lines.push('~ order or formatting of entries');
    return lines;
}

// EXTERNAL MODULE: ./src/repo/rerun-command.ts
var rerun_command = __webpack_require__(68586);
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
 *  - a passport recording a non-zero exit is never overwritten without `force`,
 *    but by `run` of the same step (`ranStep`): errors of that step and the
 *    parameters are then the run's.
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
 * console.log(result.status, result.path, result.id);
 */
async function stamp(options) {
    const config = options.config ?? config_config/* DEFAULT_CONFIG */.PV;
    const notes = [];
    const warnings = [];
    const dir = normalizeDirectory(options.directory);
    checkGivenSources(options);
    // 1 the repository as the audit will see it once `dir` holds a passport
    const tree = await (0,repo_tree/* walkRepository */.M)(options.root, config, options.signal);
    const layout = (0,repo_layout/* buildLayout */.X)(tree, config, { newPassportDir: dir });
    const passports = await (0,load_passports/* loadPassportsOf */.tE)(tree, layout.passportPaths, config, options.signal);
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
        digests: (0,hash/* createDigestService */.yg)(tree, {
            signal: options.signal,
            onProgress: options.onProgress,
        }),
        paths,
        pathBase: config.pathBase,
        externalLocations: config.externalInputs,
        previous: previous.passport,
        notes,
    });
    checkRunRecordKept(previous.passport, artifacts, options, target.path, dir, paths, notes);
    // 4 the passports it consumes, found as the audit's chain rules find them
    const chain = (0,repo_chain/* indexChain */.IT)(passports, { inScope: () => false, paths });
    const consumed = resolveConsumedPassports({
        options,
        chain,
        passportPath: target.path,
        previous: previous.passport,
        artifacts,
        notes,
        warnings,
    });
    checkNoCycle(previous.passport, consumed, chain, dir);
    // 5 the passport, validated; 6 written, unless nothing changed or only checking
    const { passport, read, unchanged } = composePassport({
        options,
        dir,
        passportPath: target.path,
        previous,
        artifacts,
        consumed,
        chain,
        notes,
    });
    const changes = unchanged ? [] : describeChanges(previous.passport, read, target.path);
    warnings.push(...previewDocumentFindings(target.path, passport));
    const status = previous.value === null ? 'created' : unchanged ? 'unchanged' : 'updated';
    let written = false;
    if (!options.check && status !== 'unchanged') {
        options.signal?.throwIfAborted();
        const text = `${JSON.stringify(passport, null, 2)}\n`;
        await (0,atomic_write/* writeFileAtomic */.Z)(absoluteOf(tree.realRoot, target.path), text);
        written = true;
    }
    return {
        status,
        written,
        path: target.path,
        id: read.writtenId ?? '',
        passport,
        changes,
        notes,
        warnings,
    };
}
/**
 * A run record's artifacts are what the step read and wrote when `run` ran it: a hand stamp
 * that would record other bytes (a hand-edited output, a stray file, another input) is refused
 * without `force`, since the record would then claim the step made what it never made (no
 * printed fix launders, docs/rules.md "How a record was made"). With `force` the passport
 * becomes a hand record; with `check`, a note.
 */
function checkRunRecordKept(previous, artifacts, options, passportPath, dir, paths, notes) {
    if (options.run !== undefined || !(0,core_passport/* isRunRecord */.jM)(previous))
        return;
    const changed = changedArtifacts(previous, artifacts);
    if (changed.length === 0)
        return;
    const again = (0,rerun_command/* rerunCommand */.w4)(previous, passportPath, dir, (p) => paths.rel(p, dir));
    const how = again
        ? `run the step again, as recorded: ${again}`
        : 'run the step again through `passport-gate run`';
    if (options.force !== true && options.check !== true)
        refuse(`refusing to re-stamp ${(0,untrusted/* quoteUntrusted */.X0)(passportPath)}: \`passport-gate run\` ran its step and recorded what it read and wrote, and these differ now:`, changed, `A re-stamp would record bytes the step never made or read. Restore the files (git checkout -- <file>), or ${how} (a workflow engine's own re-run, such as snakemake --forcerun <rule>, does the same). --force writes a hand record instead (recorded_by.method "stamp"), which the gate tells apart.`);
    notes.push(`${(0,untrusted/* quoteUntrusted */.X0)(passportPath)} is a run record whose artifacts changed (${changed.join('; ')}); ${options.force === true ? 'it becomes a hand record' : 'stamping it needs a re-run, or --force for a hand record'}.`);
}


/***/ })

};
