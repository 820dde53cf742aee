export const id = 190;
export const ids = [190];
export const modules = {

/***/ 5596:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gw: () => (/* binding */ scanRepository),
/* harmony export */   H6: () => (/* binding */ resolveRoot)
/* harmony export */ });
/* unused harmony export loadPassports */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _audit_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8993);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3916);
/* harmony import */ var _formats_json_source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6976);
/* harmony import */ var _formats_passport_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2800);
/* harmony import */ var _fs_paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1283);
/* harmony import */ var _fs_safe_read_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(603);
/* harmony import */ var _fs_walk_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5078);
/**
 * Reading every passport of a repository for the producer's side (stamp,
 * graph, export). Discovery is the audit's: the same walk, the same ignore
 * globs, the same containment and size cap; a passport that cannot be read is
 * returned with the reason instead of throwing, so one bad file never hides
 * the rest.
 */








/** Resolves the root like the audit does; throws ConfigurationError when unusable. */
async function resolveRoot(root) {
    try {
        const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(root);
        if (!(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(real)).isDirectory())
            throw new Error('not a directory');
        return real;
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ConfigurationError */ .j1(`root ${JSON.stringify(root)} is not a readable directory; pass --root DIR`);
    }
}
/** Walks the repository once and reads every passport in it (see {@link loadPassports}). */
async function scanRepository(root, options = {}) {
    const config = options.config ?? _audit_config_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_CONFIG */ .PV;
    const realRoot = await resolveRoot(root);
    const isIgnored = (0,_audit_config_js__WEBPACK_IMPORTED_MODULE_1__/* .compileGlobs */ .tI)(config.ignore, 'ignore');
    const problems = [];
    const entries = await (0,_fs_walk_js__WEBPACK_IMPORTED_MODULE_6__/* .walkTree */ .Ir)(realRoot, (rel) => isIgnored(rel), (problem) => problems.push(problem), options.signal);
    const passports = [];
    for (const e of entries) {
        if ((e.kind !== 'file' && e.kind !== 'symlink') || !(0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_3__/* .isPassportPath */ ._u)(e.rel))
            continue;
        options.signal?.throwIfAborted();
        passports.push(await readPassport(realRoot, e.rel, config.maxPassportBytes));
    }
    return { realRoot, entries, passports, problems };
}
/** Reads and parses one passport; never throws for what the file contains. */
async function readPassport(realRoot, rel, maxBytes) {
    const base = { path: rel, dir: (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .relativeDirname */ .RV)(rel), id: null, value: null, summary: null };
    const resolved = await (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveInsideRoot */ .Pk)(realRoot, rel);
    if (!resolved.ok) {
        return {
            ...base,
            problem: resolved.reason === 'missing' ? 'does not exist' : 'resolves outside the repository root',
        };
    }
    const read = await (0,_fs_safe_read_js__WEBPACK_IMPORTED_MODULE_5__/* .readFileCapped */ .uh)(resolved.real, maxBytes);
    if (!read.ok)
        return { ...base, problem: read.detail };
    const parsed = (0,_formats_json_source_js__WEBPACK_IMPORTED_MODULE_2__/* .parseJsonDocument */ .dH)(read.bytes);
    if (!parsed.ok) {
        const p = parsed.problem;
        return { ...base, problem: `${p.message} (line ${p.line}, column ${p.column})` };
    }
    const summary = (0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_3__/* .summarizePassport */ .SW)(parsed.document.value);
    return { ...base, id: summary.id, value: parsed.document.value, summary };
}
/**
 * Reads every `*.passport.json` under `root` (ignore globs applied, symlinks
 * contained, files over the size cap refused). The result is sorted by path.
 *
 * @example
 * const passports = await loadPassports('.');
 * for (const p of passports) console.log(p.path, p.id, p.summary?.skill);
 */
async function loadPassports(root, options = {}) {
    return (await scanRepository(root, options)).passports;
}


/***/ }),

/***/ 2190:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  z6: () => (/* binding */ RUN_ID_PATTERN),
  kA: () => (/* binding */ StampError),
  iE: () => (/* binding */ stamp)
});

// UNUSED EXPORTS: describeChanges, formatTimestamp, guessArtifactType, listOwnedFiles

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/audit/config.ts
var audit_config = __webpack_require__(8993);
// EXTERNAL MODULE: ./src/audit/ownership.ts
var ownership = __webpack_require__(3386);
// EXTERNAL MODULE: ./src/formats/passport.ts
var formats_passport = __webpack_require__(2800);
// EXTERNAL MODULE: ./src/formats/schema-validator.ts
var schema_validator = __webpack_require__(2446);
// EXTERNAL MODULE: ./src/fs/paths.ts
var paths = __webpack_require__(1283);
// EXTERNAL MODULE: ./src/hash/hash-files.ts
var hash_files = __webpack_require__(9660);
// EXTERNAL MODULE: ./src/hash/lfs-attributes.ts
var lfs_attributes = __webpack_require__(7313);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/report/json.ts
var json = __webpack_require__(2794);
// EXTERNAL MODULE: ./src/produce/load-passports.ts
var load_passports = __webpack_require__(5596);
;// CONCATENATED MODULE: ./src/produce/passport-types.ts
/**
 * TypeScript shape of a Material Passport v1 (seed 000), as the producer's
 * side writes it. schemas/passport.v1.schema.json stays the authority; these
 * types only describe a passport that already validates against it.
 */
/** The schema version stamp writes into new passports. */
const STAMP_SCHEMA_VERSION = '1.0.0';

;// CONCATENATED MODULE: ./src/produce/stamp.ts
/**
 * Writing or refreshing a Material Passport for an output directory. The
 * directory's files are hashed with the audit's own code (src/hash), the
 * files a passport must list are chosen by the audit's own ownership rule
 * (the one behind artifact-unlisted), and each input's producer passport is
 * found the way chain-missing-reference looks for it, so a stamped directory
 * audits clean by construction (__tests__/produce/stamp-property.test.ts).
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















/** A run id becomes a file name: letters, digits, dot, dash, underscore; no path. */
const RUN_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
/** A UUID (any version): how `consumes` tells an id from a path. */
const UUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
/** Longest `type` the schema accepts for an artifact. */
const MAX_TYPE_LENGTH = 128;
/** Compression suffixes skipped when guessing an artifact's type (`x.fastq.gz` is "fastq"). */
const COMPRESSION_SUFFIXES = new Set(['gz', 'bgz', 'bz2', 'xz', 'zst', 'lz4']);
/** Most problems listed in one refusal message; the rest are counted. */
const MAX_LISTED_PROBLEMS = 10;
/** Stamping cannot proceed; the message says what to do. */
class StampError extends Error {
    name = 'StampError';
}
/** Guesses an artifact type from its file name: `sampleA.sorted.bam` → "bam". */
function guessArtifactType(rel) {
    const parts = external_node_path_default().posix.basename(rel).toLowerCase().split('.').slice(1);
    while (parts.length > 1 && COMPRESSION_SUFFIXES.has(parts[parts.length - 1]))
        parts.pop();
    const ext = parts.pop();
    return ext ? ext.slice(0, MAX_TYPE_LENGTH) : 'file';
}
/** ISO-8601 UTC without milliseconds, as in the seed's example. */
function formatTimestamp(date) {
    return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
const isRecord = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const asArray = (v) => (Array.isArray(v) ? v : []);
const asString = (v) => (typeof v === 'string' ? v : undefined);
/** Turns a list of problems into one refusal. */
function refuse(intro, problems, advice) {
    const listed = problems.slice(0, MAX_LISTED_PROBLEMS).map((p) => `\n  - ${p}`);
    const more = problems.length > MAX_LISTED_PROBLEMS
        ? `\n  … and ${problems.length - MAX_LISTED_PROBLEMS} more`
        : '';
    throw new StampError(`${intro}${listed.join('')}${more}\n${advice}`);
}
/** Normalizes the directory argument to a repository-relative path ('.' for the root). */
function normalizeDirectory(directory) {
    const trimmed = directory.replace(/\\/g, '/').replace(/\/+$/, '');
    if (trimmed === '' || trimmed === '.' || trimmed === './')
        return '.';
    const checked = (0,paths/* checkRelativePath */._k)(trimmed);
    if (!checked.ok) {
        throw new StampError(`cannot stamp ${(0,report_escape/* quoteUntrusted */.X0)(directory)}: give the output directory relative to the repository root, inside it.`);
    }
    return checked.rel;
}
/** Joins a repository-relative path onto the real root. */
const absoluteOf = (realRoot, rel) => rel === '.' ? realRoot : external_node_path_default().join(realRoot, ...rel.split('/'));
/** Error entries of a parsed passport that record a non-zero exit. */
function failedSteps(value) {
    if (!isRecord(value))
        return [];
    return asArray(value.errors)
        .filter((e) => isRecord(e) && typeof e.exit_code === 'number' && e.exit_code !== 0)
        .map((e) => {
        const r = e;
        return `${(0,report_escape/* quoteUntrusted */.X0)(r.step ?? '?')} (${(0,report_escape/* quoteUntrusted */.X0)(r.tool ?? '?')}) exited ${String(r.exit_code)}`;
    });
}
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
    const config = options.config ?? audit_config/* DEFAULT_CONFIG */.PV;
    const pathBase = config.pathBase;
    const now = options.now ?? (() => new Date());
    const newId = options.newId ?? external_node_crypto_.randomUUID;
    const notes = [];
    const dir = normalizeDirectory(options.directory);
    const scan = await (0,load_passports/* scanRepository */.Gw)(options.root, { config, signal: options.signal });
    const { realRoot, entries, passports } = scan;
    // A passport lists every file of its directory: one the walk could not see cannot be listed.
    const unseen = scan.problems.filter((p) => {
        const where = p.kind === 'unlistable' ? p.rel : p.parent;
        return dir === '.' || where === dir || where.startsWith(`${dir}/`);
    });
    if (unseen.length > 0) {
        refuse(`cannot stamp ${(0,report_escape/* quoteUntrusted */.X0)(dir)}: some of it cannot be listed:`, unseen.map((p) => p.kind === 'unlistable'
            ? `directory ${(0,report_escape/* quoteUntrusted */.X0)(p.rel)} cannot be listed (${p.code})`
            : `a name in ${(0,report_escape/* quoteUntrusted */.X0)(p.parent)} is not valid UTF-8 (${(0,report_escape/* spellBytes */.Gy)(p.name)})`), 'Nothing was written. Make those directories readable and rename files to UTF-8 names, then stamp again.');
    }
    // The directory must be a real directory inside the root, not reached through a symlink:
    // the audit walks without following symlinks, so files behind one would be invisible to it.
    const dirAbsolute = absoluteOf(realRoot, dir);
    let dirReal;
    try {
        dirReal = await (0,promises_.realpath)(dirAbsolute);
        if (!(await (0,promises_.stat)(dirReal)).isDirectory())
            throw new Error('not a directory');
    }
    catch {
        throw new StampError(`output directory ${(0,report_escape/* quoteUntrusted */.X0)(dir)} does not exist under the root; run the pipeline step first, or check --root.`);
    }
    if (dirReal !== dirAbsolute) {
        throw new StampError(`output directory ${(0,report_escape/* quoteUntrusted */.X0)(dir)} is reached through a symlink; stamp the real directory instead.`);
    }
    // --- which passport -------------------------------------------------------------------
    const { runId, existing } = chooseTarget(dir, passports.filter((p) => p.dir === dir), options);
    const passportPath = dir === '.' ? `${runId}${formats_passport/* PASSPORT_SUFFIX */.zb}` : `${dir}/${runId}${formats_passport/* PASSPORT_SUFFIX */.zb}`;
    const { previous, rewriteVersion } = checkPrevious(existing, options, notes);
    /** A repository-relative path as written into this passport. */
    const written = (rel) => pathBase === 'passport' ? external_node_path_default().posix.relative(dir === '.' ? '' : dir, rel) : rel;
    /** A recorded path of a passport in `baseDir`, back to repository-relative (null when invalid). */
    const readBack = (raw, baseDir) => {
        const checked = (0,paths/* checkRelativePath */._k)(raw, pathBase === 'passport' && baseDir !== '.' ? baseDir : '');
        return checked.ok ? checked.rel : null;
    };
    const previousArtifacts = (kind) => {
        const byPath = new Map();
        for (const item of asArray(previous?.[kind])) {
            if (!isRecord(item) || typeof item.path !== 'string')
                continue;
            const rel = readBack(item.path, dir);
            if (rel !== null && !byPath.has(rel))
                byPath.set(rel, item);
        }
        return byPath;
    };
    // --- outputs: the files this directory owns, by the audit's rule ---------------------
    const owned = listOwnedFiles(dir, entries, passports.map((p) => p.dir), config);
    const problems = [];
    const realOf = new Map();
    for (const rel of owned) {
        const resolved = await (0,paths/* resolveInsideRoot */.Pk)(realRoot, rel);
        if (resolved.ok)
            realOf.set(rel, resolved.real);
        else if (resolved.reason === 'outside-via-symlink')
            problems.push(`${(0,report_escape/* quoteUntrusted */.X0)(rel)} is a symlink that leaves the repository root`);
        else
            problems.push(`${(0,report_escape/* quoteUntrusted */.X0)(rel)} is a dangling symlink`);
    }
    // --- inputs ---------------------------------------------------------------------------
    const previousInputs = previousArtifacts('inputs');
    const inputPlans = [];
    const seenInputs = new Set();
    if (options.inputs !== undefined) {
        for (const item of options.inputs) {
            const spec = typeof item === 'string' ? { path: item } : item;
            const checked = (0,paths/* checkRelativePath */._k)(spec.path.replace(/^\.\//, ''));
            if (!checked.ok) {
                problems.push(`input ${(0,report_escape/* quoteUntrusted */.X0)(spec.path)} is not a path inside the repository root`);
                continue;
            }
            if (seenInputs.has(checked.rel))
                continue;
            seenInputs.add(checked.rel);
            const before = previousInputs.get(checked.rel);
            inputPlans.push({
                rel: checked.rel,
                type: spec.type ?? asString(before?.type),
                source: spec.source ?? asString(before?.source),
                sha256: spec.sha256,
                required: spec.sha256 === undefined,
            });
        }
    }
    else {
        for (const [rel, before] of previousInputs) {
            inputPlans.push({
                rel,
                type: asString(before.type),
                source: asString(before.source),
                sha256: asString(before.sha256),
                required: false,
            });
        }
    }
    for (const [rel, source] of options.inputSources ?? []) {
        const plan = inputPlans.find((p) => p.rel === rel);
        if (plan)
            plan.source = source;
        else
            problems.push(`a source is given for ${(0,report_escape/* quoteUntrusted */.X0)(rel)}, which is not an input; add it with --input`);
    }
    const inputReal = new Map();
    for (const plan of inputPlans) {
        const resolved = await (0,paths/* resolveInsideRoot */.Pk)(realRoot, plan.rel);
        if (resolved.ok)
            inputReal.set(plan.rel, resolved.real);
        else if (resolved.reason === 'outside-via-symlink')
            problems.push(`input ${(0,report_escape/* quoteUntrusted */.X0)(plan.rel)} resolves outside the repository root`);
        else if (plan.required)
            problems.push(`input ${(0,report_escape/* quoteUntrusted */.X0)(plan.rel)} does not exist; check the path (relative to the root)`);
    }
    if (problems.length > 0) {
        refuse(`cannot stamp ${(0,report_escape/* quoteUntrusted */.X0)(dir)}:`, problems, 'Nothing was written. Fix the paths above (or move the files out of the output directory) and stamp again.');
    }
    // --- hashing (one pass, the audit's code) ----------------------------------------------
    options.signal?.throwIfAborted();
    const toHash = [...new Set([...realOf.values(), ...inputReal.values()])];
    // The expected size lets hashFiles keep a small job on the main thread (starting worker
    // threads costs more than hashing a few small files); a stat per file is cheap next to a read.
    const sizes = await Promise.all(toHash.map((p) => (0,promises_.stat)(p).then((st) => st.size, () => 0)));
    const hashed = await (0,hash_files/* hashFiles */.yQ)(toHash, {
        signal: options.signal,
        expectedBytes: sizes.reduce((total, n) => total + n, 0),
    });
    // As the audit decides: a pointer-shaped file stands for an object only where the
    // repository's attributes mark its real path filter=lfs (hash/lfs-attributes.ts).
    const relOfReal = (real) => external_node_path_default().relative(realRoot, real).split((external_node_path_default()).sep).join('/');
    const lfsFiltered = await (0,lfs_attributes/* listLfsFilteredPaths */.JI)(realRoot, [...hashed].filter(([, o]) => o.ok && o.lfs).map(([real]) => relOfReal(real)));
    const digestOf = (real) => {
        const outcome = hashed.get(real);
        if (!outcome.ok)
            return outcome.detail;
        // A Git LFS pointer stands for its object: record the object's digest, which the audit
        // accepts from the pointer and from the smudged file alike.
        if (outcome.lfs && lfsFiltered.has(relOfReal(real)))
            return { sha256: outcome.lfs.oid, size: outcome.lfs.size, lfs: true };
        return { sha256: outcome.sha256, size: outcome.size, lfs: false };
    };
    const previousOutputs = previousArtifacts('outputs');
    const outputs = [];
    let lfsCount = 0;
    for (const rel of owned) {
        const d = digestOf(realOf.get(rel));
        if (typeof d === 'string') {
            problems.push(`${(0,report_escape/* quoteUntrusted */.X0)(rel)} ${d}`);
            continue;
        }
        if (d.lfs)
            lfsCount++;
        const before = previousOutputs.get(rel);
        const entry = {
            type: asString(before?.type) ?? guessArtifactType(rel),
            path: written(rel),
            sha256: d.sha256,
            size_bytes: d.size,
        };
        const source = asString(before?.source);
        if (source !== undefined)
            entry.source = source;
        outputs.push(entry);
    }
    const inputs = [];
    const inputDigests = new Map();
    for (const plan of inputPlans) {
        const real = inputReal.get(plan.rel);
        let sha = plan.sha256;
        if (real !== undefined) {
            const d = digestOf(real);
            if (typeof d === 'string') {
                problems.push(`input ${(0,report_escape/* quoteUntrusted */.X0)(plan.rel)} ${d}`);
                continue;
            }
            if (d.lfs)
                lfsCount++;
            sha = d.sha256;
        }
        else {
            notes.push(`input ${(0,report_escape/* quoteUntrusted */.X0)(plan.rel)} is not in the repository; its recorded sha256 was kept.`);
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
        refuse(`cannot stamp ${(0,report_escape/* quoteUntrusted */.X0)(dir)}: some files cannot be hashed:`, problems, 'Nothing was written. Only regular files can be artifacts: give files (not directories) as inputs, move anything else out of the output directory, and stamp again.');
    }
    if (lfsCount > 0) {
        notes.push(`${lfsCount} Git LFS pointer(s): recorded the digest of the object each points to.`);
    }
    // --- consumed passports ---------------------------------------------------------------
    const byId = new Map();
    for (const p of passports) {
        if (p.id === null)
            continue;
        const list = byId.get(p.id) ?? [];
        list.push(p);
        byId.set(p.id, list);
    }
    const others = passports.filter((p) => p.path !== passportPath);
    const consumed = [];
    const addConsumed = (id) => {
        if (!consumed.includes(id))
            consumed.push(id);
    };
    if (options.consumes !== undefined) {
        const unresolved = [];
        for (const ref of options.consumes) {
            const found = resolveConsumed(ref, others, byId);
            if (found.ok)
                addConsumed(found.id);
            else
                unresolved.push(found.problem);
        }
        if (unresolved.length > 0) {
            refuse('cannot resolve --consumes:', unresolved, 'Nothing was written. Give a passport_id, a *.passport.json path, or a directory holding exactly one passport; commit the upstream passport first.');
        }
    }
    else {
        for (const c of asArray(previous?.consumed_passports)) {
            if (typeof c !== 'string')
                continue;
            addConsumed(c);
            if (!byId.has(c)) {
                notes.push(`recorded consumed passport ${(0,report_escape/* quoteUntrusted */.X0)(c)} matches no passport in the repository (the audit reports chain-unresolved).`);
            }
        }
    }
    // Producers of the inputs: same repository-relative path and same sha256 in their outputs,
    // exactly what chain-missing-reference compares.
    for (const [rel, sha] of inputDigests) {
        const producers = others.filter((p) => (p.summary?.outputs ?? []).some((o) => o.sha256 === sha && readBack(o.path, p.dir) === rel));
        for (const producer of producers) {
            if (producer.id === null)
                continue;
            if (!consumed.includes(producer.id)) {
                notes.push(`input ${(0,report_escape/* quoteUntrusted */.X0)(rel)} was produced by ${(0,report_escape/* quoteUntrusted */.X0)(producer.path)}; consuming ${(0,report_escape/* quoteUntrusted */.X0)(producer.id)}.`);
            }
            addConsumed(producer.id);
        }
        if (producers.length === 0) {
            // The handoff protocol: B looks for a passport beside its input.
            const beside = others.filter((p) => p.dir === (0,paths/* relativeDirname */.RV)(rel));
            if (beside.length > 0) {
                notes.push(`input ${(0,report_escape/* quoteUntrusted */.X0)(rel)} sits beside ${(0,report_escape/* quoteUntrusted */.X0)(beside[0]?.path)}, which does not record these bytes; if that step re-ran, stamp it first.`);
            }
            else if (inputPlans.find((p) => p.rel === rel)?.source === undefined) {
                notes.push(`input ${(0,report_escape/* quoteUntrusted */.X0)(rel)} has no producing passport and no source; record its origin with --source ${(0,report_escape/* quoteUntrusted */.X0)(rel)}=… (accession, DOI, URL), or the audit notes input-unprovenanced.`);
            }
        }
    }
    for (const c of consumed) {
        const producer = byId.get(c)?.[0];
        const failed = failedSteps(producer?.value);
        if (producer && failed.length > 0) {
            notes.push(`consumed passport ${(0,report_escape/* quoteUntrusted */.X0)(producer.path)} records failed steps (${failed.join('; ')}); its outputs should not be used until that step is re-run.`);
        }
    }
    // --- the passport ---------------------------------------------------------------------
    const previousId = asString(previous?.passport_id);
    const passportId = previousId ?? newId();
    if (previousId !== undefined && consumed.length > 0) {
        const cycle = findPathBack(previousId, consumed, byId);
        if (cycle) {
            throw new StampError(`consuming ${cycle.map((id) => (0,report_escape/* quoteUntrusted */.X0)(id)).join(' → ')} would close a cycle back to this passport (${(0,report_escape/* quoteUntrusted */.X0)(previousId)}); a passport can only consume work that existed before it. Nothing was written.`);
        }
    }
    const previousProducer = isRecord(previous?.produced_by) ? previous.produced_by : {};
    const producedBy = { ...previousProducer };
    if (options.skill !== undefined)
        producedBy.skill = options.skill;
    if (options.skillVersion !== undefined)
        producedBy.skill_version = options.skillVersion;
    if (options.agent !== undefined)
        producedBy.agent = options.agent;
    if (options.sessionId !== undefined)
        producedBy.session_id = options.sessionId;
    if (producedBy.skill === undefined || producedBy.skill_version === undefined) {
        throw new StampError(`${(0,report_escape/* quoteUntrusted */.X0)(passportPath)} needs produced_by.skill and produced_by.skill_version; give --skill and --skill-version.`);
    }
    const decisions = upsert(asArray(previous?.decisions), options.decisions ?? [], (d) => `${asString(d.step)}`);
    const errors = upsert(asArray(previous?.errors), options.errors ?? [], (e) => `${asString(e.step)}\0${asString(e.tool)}`);
    const previousParameters = isRecord(previous?.parameters) ? previous.parameters : undefined;
    // Object.fromEntries defines own properties, so a "__proto__" parameter stays data.
    const parameters = Object.fromEntries([
        ...Object.entries(previousParameters ?? {}),
        ...Object.entries(options.parameters ?? {}),
    ]);
    const previousHints = isRecord(previous?.downstream_hints) ? previous.downstream_hints : {};
    const hints = { ...previousHints };
    hints.next_skills = options.nextSkills
        ? [...options.nextSkills]
        : Array.isArray(previousHints.next_skills)
            ? previousHints.next_skills
            : [];
    if (options.expectedInputs)
        hints.expected_inputs = [...options.expectedInputs];
    const known = new Set([
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
    const candidate = {
        schema_version: rewriteVersion
            ? STAMP_SCHEMA_VERSION
            : (asString(previous?.schema_version) ?? STAMP_SCHEMA_VERSION),
        passport_id: passportId,
        // Compared as recorded; replaced by the clock below when anything changed.
        created_at: previous?.created_at,
        produced_by: producedBy,
        inputs,
        outputs,
        decisions,
    };
    if (previousParameters !== undefined || Object.keys(parameters).length > 0)
        candidate.parameters = parameters;
    candidate.errors = errors;
    candidate.consumed_passports = consumed;
    candidate.downstream_hints = hints;
    for (const [key, value] of Object.entries(previous ?? {})) {
        if (!known.has(key))
            candidate[key] = value;
    }
    const unchanged = previous !== null && (0,external_node_util_.isDeepStrictEqual)(previous, candidate);
    if (!unchanged)
        candidate.created_at = formatTimestamp(now());
    const violations = (0,schema_validator/* validateWithSchema */.CW)('passport', candidate);
    if (violations.length > 0) {
        refuse(`the passport for ${(0,report_escape/* quoteUntrusted */.X0)(dir)} would not be a valid Material Passport v1:`, violations.map((v) => `${v.pointer || '(root)'} ${v.message}${hintFor(v.pointer)}`), 'Nothing was written.');
    }
    const passport = candidate;
    for (const c of consumed) {
        const producer = byId.get(c)?.[0];
        const producerTime = Date.parse(producer?.summary?.createdAt ?? '');
        if (producer && producerTime > Date.parse(passport.created_at)) {
            notes.push(`consumed passport ${(0,report_escape/* quoteUntrusted */.X0)(producer.path)} was created later (${(0,report_escape/* quoteUntrusted */.X0)(producer.summary?.createdAt)}) than this one; check the clocks (the audit warns chain-time-order).`);
        }
    }
    for (const failed of failedSteps(passport)) {
        notes.push(`this passport records a failed step (${failed}); the audit fails it (exit-nonzero) until the step is re-run and re-stamped.`);
    }
    const changes = unchanged ? [] : describeChanges(previous, passport, passportPath);
    const status = previous === null ? 'created' : unchanged ? 'unchanged' : 'updated';
    let wrote = false;
    if (!options.check && status !== 'unchanged') {
        options.signal?.throwIfAborted();
        await (0,json/* writeFileAtomic */.Zf)(absoluteOf(realRoot, passportPath), `${JSON.stringify(passport, null, 2)}\n`);
        wrote = true;
    }
    return { status, written: wrote, path: passportPath, passport, changes, notes };
}
/**
 * Which passport file to write: `--run-id` when given; else the one passport
 * already in the directory; else a new one named after the skill.
 */
function chooseTarget(dir, here, options) {
    const fileOf = (runId) => dir === '.' ? `${runId}${formats_passport/* PASSPORT_SUFFIX */.zb}` : `${dir}/${runId}${formats_passport/* PASSPORT_SUFFIX */.zb}`;
    if (options.runId !== undefined) {
        const runId = options.runId;
        if (!RUN_ID_PATTERN.test(runId) || runId.endsWith('.passport')) {
            throw new StampError(`run id ${(0,report_escape/* quoteUntrusted */.X0)(runId)} cannot be a file name; use letters, digits, ".", "-" and "_" (at most 128).`);
        }
        return { runId, existing: here.find((p) => p.path === fileOf(runId)) };
    }
    if (here.length === 1) {
        const existing = here[0];
        return {
            runId: external_node_path_default().posix.basename(existing.path).slice(0, -formats_passport/* PASSPORT_SUFFIX */.zb.length),
            existing,
        };
    }
    if (here.length > 1) {
        throw new StampError(`${(0,report_escape/* quoteUntrusted */.X0)(dir)} holds ${here.length} passports (${here.map((p) => (0,report_escape/* quoteUntrusted */.X0)(external_node_path_default().posix.basename(p.path))).join(', ')}); choose one with --run-id.`);
    }
    if (options.skill === undefined) {
        throw new StampError(`${(0,report_escape/* quoteUntrusted */.X0)(dir)} has no passport yet; give --skill and --skill-version to create one.`);
    }
    if (!RUN_ID_PATTERN.test(options.skill)) {
        throw new StampError(`the skill ${(0,report_escape/* quoteUntrusted */.X0)(options.skill)} cannot serve as a file name; give --run-id.`);
    }
    return { runId: options.skill, existing: undefined };
}
/**
 * The passport being refreshed, if it may be: one that cannot be read, records
 * a failed step, or has another major version is only replaced with `force`
 * (with `check`, the refusal becomes a note).
 */
function checkPrevious(existing, options, notes) {
    if (!existing)
        return { previous: null, rewriteVersion: false };
    const mayReplace = options.force === true || options.check === true;
    if (!isRecord(existing.value)) {
        const why = existing.problem ?? 'is not a JSON object';
        if (!mayReplace) {
            throw new StampError(`cannot refresh ${(0,report_escape/* quoteUntrusted */.X0)(existing.path)}: it ${why}. Fix it by hand, or pass --force to replace it with a new passport (a new passport_id).`);
        }
        notes.push(`${(0,report_escape/* quoteUntrusted */.X0)(existing.path)} ${why}; it is replaced by a new passport.`);
        return { previous: null, rewriteVersion: false };
    }
    const previous = existing.value;
    const failed = failedSteps(previous);
    if (failed.length > 0) {
        if (!mayReplace) {
            refuse(`refusing to overwrite ${(0,report_escape/* quoteUntrusted */.X0)(existing.path)}: it records failed steps:`, failed, 'A failed run stays on record until you decide otherwise: re-run the failed steps, then pass --force to replace the record (or stamp under a new --run-id).');
        }
        notes.push(`${(0,report_escape/* quoteUntrusted */.X0)(existing.path)} records failed steps (${failed.join('; ')}); stamping it needs --force.`);
    }
    const version = asString(previous.schema_version);
    const major = version ? /^(\d+)\./.exec(version)?.[1] : undefined;
    if (major === undefined || Number(major) === formats_passport/* SUPPORTED_MAJOR */.dB) {
        return { previous, rewriteVersion: false };
    }
    if (!mayReplace) {
        throw new StampError(`${(0,report_escape/* quoteUntrusted */.X0)(existing.path)} has schema_version ${(0,report_escape/* quoteUntrusted */.X0)(version)}; this tool writes v${formats_passport/* SUPPORTED_MAJOR */.dB}. Pass --force to rewrite it as v${formats_passport/* SUPPORTED_MAJOR */.dB}, or upgrade passport-gate.`);
    }
    return { previous, rewriteVersion: true };
}
/**
 * The files an output directory's passport must list: the audit's ownership
 * rule behind artifact-unlisted (src/audit/ownership.ts), as it will stand once
 * `dir` holds a passport. A file belongs to the nearest enclosing output
 * directory (one holding a passport, `dir` itself, one matched by the config's
 * `outputs` or, without them, one directly under an output root inferred from
 * the passports); only the gate's own bookkeeping (passports, acknowledgments
 * beside packets) is never an artifact.
 */
function listOwnedFiles(dir, entries, passportDirs, config) {
    // With `dir` among the passport directories: its passport can change the inferred roots.
    const { dirs: outputDirs } = (0,ownership/* findOutputDirectories */.wm)(entries, new Set([...passportDirs, dir]), config);
    const ownerOf = (rel) => {
        let d = (0,paths/* relativeDirname */.RV)(rel);
        for (;;) {
            if (outputDirs.has(d))
                return d;
            if (d === '.')
                return null;
            d = (0,paths/* relativeDirname */.RV)(d);
        }
    };
    const files = entries.filter((e) => e.kind !== 'dir').map((e) => e.rel);
    const isBookkeeping = (0,ownership/* createBookkeepingTest */.T2)(files, config);
    return files.filter((rel) => !isBookkeeping(rel) && ownerOf(rel) === dir);
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
        const at = result.findIndex((r) => isRecord(r) && key(r) === k);
        if (at >= 0)
            result[at] = { ...item };
        else
            result.push({ ...item });
    }
    return result;
}
/** Resolves a --consumes reference to a passport_id, or says why it cannot. */
function resolveConsumed(ref, candidates, byId) {
    const fail = (problem) => ({ ok: false, problem });
    if (UUID_PATTERN.test(ref)) {
        return byId.has(ref)
            ? { ok: true, id: ref }
            : fail(`${(0,report_escape/* quoteUntrusted */.X0)(ref)} matches no passport_id in the repository`);
    }
    const checked = (0,paths/* checkRelativePath */._k)(ref.replace(/^\.\//, ''));
    if (!checked.ok)
        return fail(`${(0,report_escape/* quoteUntrusted */.X0)(ref)} is not a path inside the repository`);
    const byPath = candidates.find((p) => p.path === checked.rel);
    const found = byPath ? [byPath] : candidates.filter((p) => p.dir === checked.rel);
    if (found.length === 0)
        return fail(`${(0,report_escape/* quoteUntrusted */.X0)(ref)} is neither a passport_id nor a passport or a directory holding one`);
    if (found.length > 1)
        return fail(`${(0,report_escape/* quoteUntrusted */.X0)(ref)} holds ${found.length} passports; name the *.passport.json file`);
    const id = found[0]?.id;
    if (id === null || id === undefined)
        return fail(`${(0,report_escape/* quoteUntrusted */.X0)(found[0]?.path)} has no readable passport_id`);
    return { ok: true, id };
}
/**
 * Is `target` reachable from `start` along consumed_passports edges? Returns
 * the path [start…, target] when it is (iterative breadth-first search).
 */
function findPathBack(target, start, byId) {
    const previous = new Map();
    const queue = [];
    for (const s of start) {
        if (!previous.has(s)) {
            previous.set(s, null);
            queue.push(s);
        }
    }
    for (let head = 0; head < queue.length; head++) {
        const id = queue[head];
        if (id === target) {
            const chain = [];
            for (let x = id; x != null; x = previous.get(x))
                chain.push(x);
            return chain.reverse();
        }
        for (const next of byId.get(id)?.[0]?.summary?.consumed ?? []) {
            if (!previous.has(next)) {
                previous.set(next, id);
                queue.push(next);
            }
        }
    }
    return null;
}
/** Short digest for change lines. */
const stamp_short = (sha) => (typeof sha === 'string' ? `${sha.slice(0, 12)}…` : '?');
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
        for (const item of asArray(before[kind])) {
            if (isRecord(item) && typeof item.path === 'string')
                old.set(item.path, item);
        }
        const now = new Map(next[kind].map((a) => [a.path, a]));
        for (const [p, a] of now) {
            const o = old.get(p);
            if (!o)
                lines.push(`+ ${label} ${(0,report_escape/* quoteUntrusted */.X0)(p)} sha256 ${stamp_short(a.sha256)}`);
            else if (o.sha256 !== a.sha256)
                lines.push(`~ ${label} ${(0,report_escape/* quoteUntrusted */.X0)(p)} sha256 ${stamp_short(o.sha256)} → ${stamp_short(a.sha256)}`);
            else if (!(0,external_node_util_.isDeepStrictEqual)(o, a))
                lines.push(`~ ${label} ${(0,report_escape/* quoteUntrusted */.X0)(p)} metadata`);
        }
        for (const p of old.keys())
            if (!now.has(p))
                lines.push(`- ${label} ${(0,report_escape/* quoteUntrusted */.X0)(p)}`);
    }
    const oldConsumed = asArray(before.consumed_passports).filter((c) => typeof c === 'string');
    const newConsumed = next.consumed_passports ?? [];
    for (const c of newConsumed)
        if (!oldConsumed.includes(c))
            lines.push(`+ consumed_passports ${(0,report_escape/* quoteUntrusted */.X0)(c)}`);
    for (const c of oldConsumed)
        if (!newConsumed.includes(c))
            lines.push(`- consumed_passports ${(0,report_escape/* quoteUntrusted */.X0)(c)}`);
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
    if (lines.length === 0)
        lines.push('~ order or formatting of entries');
    return lines;
}


/***/ })

};
