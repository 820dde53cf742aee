export const id = 339;
export const ids = [339];
export const modules = {

/***/ 94339:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runImportCommand: () => (/* binding */ runImportCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/cli/parse-args.ts
var parse_args = __webpack_require__(89611);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/formats/generated/nextflow-lineage-validator.cjs
var nextflow_lineage_validator = __webpack_require__(63535);
// EXTERNAL MODULE: ./src/formats/schema-validator.ts
var schema_validator = __webpack_require__(32446);
;// CONCATENATED MODULE: ./src/formats/nextflow-lineage.ts
/**
 * One Nextflow data lineage record (`.data.json` in a lineage store), checked against the
 * lineage schema v1beta1 (nextflow-io/schemas, kept in schemas/nextflow-lineage/ with its
 * licence, precompiled by scripts/compile-schemas.mjs). Pure: the bytes in, the record or the
 * reasons it is refused out. `import --from nextflow-lineage` reads every record through here
 * (docs/nextflow.md).
 */


(0,schema_validator/* registerValidators */.Nf)(nextflow_lineage_validator/* validators */.y);
/** The lineage model version this reads (the records' `version`). */
const LINEAGE_VERSION = 'lineage/v1beta1';
/** The record kinds of lineage v1beta1 (the schema's `oneOf`). */
const LINEAGE_KINDS = [
    'WorkflowRun',
    'WorkflowOutput',
    'Workflow',
    'TaskRun',
    'TaskOutput',
    'FileOutput',
];
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/**
 * Reads one record from its text. The envelope (`version`, `kind`, `spec`) is checked first, so
 * that a record of another version or kind is refused in one sentence rather than with the
 * schema's six `oneOf` branches; then the whole record against the schema.
 */
function readLineageRecord(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        return { ok: false, problems: [`is not JSON (${error.message})`] };
    }
    if (!isObject(value) || !('version' in value) || !('kind' in value) || !('spec' in value))
        return {
            ok: false,
            problems: [
                'is not a lineage record: it lacks the envelope {"version", "kind", "spec"} every lineage/v1beta1 record has',
            ],
        };
    if (value.version !== LINEAGE_VERSION)
        return {
            ok: false,
            problems: [
                `has version ${JSON.stringify(value.version)}; passport-gate reads ${LINEAGE_VERSION} records only`,
            ],
        };
    const kind = value.kind;
    if (typeof kind !== 'string' || !LINEAGE_KINDS.includes(kind))
        return {
            ok: false,
            problems: [`has kind ${JSON.stringify(kind)}, which is none of ${LINEAGE_KINDS.join(', ')}`],
        };
    const validate = (0,schema_validator/* getValidator */.by)('nextflow-lineage');
    if (!validate(value)) {
        // Only the branch of the record's own kind says something: the other branches fail on `kind`.
        const own = (0,schema_validator/* toViolations */.oD)(validate.errors).filter((v) => v.pointer.startsWith('/spec'));
        // A nullable field (`anyOf: [null, {…}]`) that fails inside also fails both anyOf branches at
        // its own pointer ("must be null", "must match a schema in anyOf"): the deeper one says why.
        const deepest = own.filter((v) => !own.some((w) => w.pointer !== v.pointer && w.pointer.startsWith(`${v.pointer}/`)));
        const problems = [...new Set(deepest.map((v) => `${v.pointer}: ${v.message}`))];
        return {
            ok: false,
            problems: problems.length > 0 ? problems : ['does not match the lineage/v1beta1 schema'],
        };
    }
    return {
        ok: true,
        record: { kind: kind, spec: value.spec },
    };
}

// EXTERNAL MODULE: ./src/fs/atomic-write.ts
var atomic_write = __webpack_require__(27768);
// EXTERNAL MODULE: ./src/fs/paths.ts
var paths = __webpack_require__(31283);
// EXTERNAL MODULE: ./src/fs/safe-read.ts
var safe_read = __webpack_require__(30603);
// EXTERNAL MODULE: ./src/fs/walk.ts
var walk = __webpack_require__(25078);
// EXTERNAL MODULE: ./src/hash/index.ts + 11 modules
var hash = __webpack_require__(55778);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/util/relative-path.ts
var relative_path = __webpack_require__(9344);
// EXTERNAL MODULE: ./src/util/untrusted.ts
var untrusted = __webpack_require__(19630);
// EXTERNAL MODULE: ./src/util/version.ts
var version = __webpack_require__(76092);
;// CONCATENATED MODULE: ./src/import/nextflow-lineage.ts
/**
 * `import --from nextflow-lineage`: Material Passports written from a Nextflow run's own
 * lineage records (docs/nextflow.md), one per TaskRun, beside its outputs. Everything in the
 * records is untrusted: each record is checked against the lineage v1beta1 schema, every path
 * must lie under the root (as Nextflow spelled it, `recordedRoot`) and is checked lexically and
 * through its symbolic links before it is read, and every digest a passport records is one this
 * import computed from the file itself. Nothing is written unless every task could be imported.
 */













/** The file each lineage record is stored in, in a directory named by its key (Nextflow's DefaultLinStore). */
const LINEAGE_RECORD_FILE = '.data.json';
/** Largest record read (a WorkflowRun holds the whole config and params: tens of kB, rarely more). */
const MAX_RECORD_BYTES = 16 * 1024 * 1024;
/** Most records one import reads, so a hostile store cannot exhaust memory. */
const MAX_RECORDS = 200_000;
/** Longest stderr excerpt kept from a task's `.command.err` (its end, where the error is). */
const STDERR_EXCERPT_CHARS = 2000;
const nextflow_lineage_isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v) => (typeof v === 'string' && v !== '' ? v : null);
/** The store key a `lid://` reference names (`<hash>` or `<hash>/<path>`), or null. */
function parseLid(value) {
    const m = /^lid:\/\/([0-9a-fA-F]{1,128})((?:\/[^/\0]+)*)$/.exec(value);
    if (!m)
        return null;
    const rest = (m[2] ?? '').slice(1);
    if (rest.split('/').some((s) => s === '.' || s === '..'))
        return null;
    return rest === '' ? m[1] : `${m[1]}/${rest}`;
}
/**
 * A skill slug (passport schema: lowercase letters and digits, single `-`, `_` or `.` between)
 * from a Nextflow process name: `NFCORE_RNASEQ:PREPARE_GENOME:CUSTOM_GETCHROMSIZES` becomes
 * `nfcore_rnaseq.prepare_genome.custom_getchromsizes` (the `:` of the workflow path read as `.`).
 */
function toSkillSlug(processName) {
    return processName
        .toLowerCase()
        .replace(/:/g, '.')
        .replace(/[^a-z0-9_.]+/g, '-')
        .replace(/[-_.]{2,}/g, (run) => run.charAt(0))
        .replace(/^[-_.]+|[-_.]+$/g, '')
        .slice(0, 128)
        .replace(/[-_.]+$/, '');
}
/**
 * A passport id for task `hash`: a UUID version 4 in form whose bits come from the task hash,
 * so that importing the same run again writes the same ids and a consumer's consumed_passports
 * stay true.
 */
function passportIdOfTask(hash) {
    const h = (0,external_node_crypto_.createHash)('sha256').update(`nextflow-lineage:${hash.toLowerCase()}`).digest('hex');
    const variant = ((parseInt(h.charAt(16), 16) & 0x3) | 0x8).toString(16);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
/** The process of a task name: `PROC (tag)` → `PROC`. */
const processOf = (taskName) => taskName.replace(/\s*\(.*\)\s*$/s, '').trim();
/** A file's type for the passport: its extension, else `file`. */
function typeOfFile(rel) {
    const base = rel.slice(rel.lastIndexOf('/') + 1);
    const dot = base.lastIndexOf('.');
    const ext = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
    return /^[a-z0-9]{1,32}$/.test(ext) ? ext : 'file';
}
/** The deepest directory holding every path of `rels` ('' when only the root does). */
function commonDirectory(rels) {
    let common = null;
    for (const rel of rels) {
        const dirs = rel.split('/').slice(0, -1);
        if (common === null)
            common = dirs;
        else {
            let i = 0;
            while (i < common.length && i < dirs.length && common[i] === dirs[i])
                i++;
            common = common.slice(0, i);
        }
    }
    return (common ?? []).join('/');
}
/** An ISO date in UTC from a record's OffsetDateTime, or null. */
function toUtc(value) {
    if (typeof value !== 'string')
        return null;
    const t = Date.parse(value);
    return Number.isFinite(t) ? new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z') : null;
}
/** True when a lineage checksum is a SHA-256 (the one algorithm a passport records). */
const isSha256Algorithm = (algorithm) => typeof algorithm === 'string' && /^sha-?256$/i.test(algorithm);
/** Reads every record of the store; problems name the record file. */
async function readStore(realRoot, realStore, problems) {
    const storeRel = (0,paths/* toPosixRelative */.T0)(realRoot, realStore) || '.';
    const entries = await (0,walk/* walkTree */.Ir)(realStore, () => false, (p) => problems.push(p.kind === 'unlistable'
        ? `${storeRel}/${p.rel}: cannot be listed (${p.code})`
        : `${storeRel}/${p.parent}: holds a name that is not UTF-8`));
    const records = new Map();
    const files = entries.filter((e) => e.kind === 'file' && external_node_path_default().posix.basename(e.rel) === LINEAGE_RECORD_FILE);
    if (files.length > MAX_RECORDS) {
        problems.push(`${storeRel}: holds ${files.length} records, over the ${MAX_RECORDS} read`);
        return records;
    }
    for (const entry of files) {
        const where = `${storeRel}/${entry.rel}`;
        const key = external_node_path_default().posix.dirname(entry.rel);
        if (key === '.') {
            problems.push(`${where}: a record at the top of the store has no lineage id`);
            continue;
        }
        const read = await (0,safe_read/* readFileCapped */.uh)(external_node_path_default().join(realStore, ...entry.rel.split('/')), MAX_RECORD_BYTES);
        if (!read.ok) {
            problems.push(`${where}: cannot be read (${read.detail})`);
            continue;
        }
        const parsed = readLineageRecord(read.bytes.toString('utf8'));
        if (!parsed.ok) {
            for (const p of parsed.problems)
                problems.push(`${where}: ${p}`);
            continue;
        }
        records.set(key, { key, ...parsed.record });
    }
    if (entries.length > 0 && files.length === 0)
        problems.push(`${storeRel}: holds no lineage record (${LINEAGE_RECORD_FILE} files)`);
    if (entries.length === 0)
        problems.push(`${storeRel}: is empty; it holds no lineage record`);
    return records;
}
/**
 * Resolves the root and the store and checks the options before anything is read: a store
 * outside the root, or a recorded root that is not absolute, is refused whole.
 */
async function openStore(options) {
    const realRoot = await (0,promises_.realpath)(options.root);
    let realStore;
    try {
        realStore = await (0,promises_.realpath)(options.store);
    }
    catch {
        return { ok: false, problems: [`the lineage store ${options.store} does not exist`] };
    }
    if (!(0,paths/* isInside */.FK)(realRoot, realStore))
        return {
            ok: false,
            problems: [
                `the lineage store ${options.store} lies outside the root ${options.root}: nothing outside the root is read`,
            ],
        };
    const recordedRoot = external_node_path_default().posix.normalize(options.recordedRoot ?? realRoot);
    if (!recordedRoot.startsWith('/'))
        return { ok: false, problems: ['--recorded-root must be an absolute path'] };
    return { ok: true, realRoot, realStore, recordedRoot };
}
/**
 * Indexes each published FileOutput by the task file it copies (its source `lid://<task>/<path>`),
 * so a task's passport names the published copy its consumers read.
 */
function indexPublished(fileOutputs) {
    const publishedOf = new Map();
    for (const r of fileOutputs) {
        const source = typeof r.spec.source === 'string' ? parseLid(r.spec.source) : null;
        if (source && source !== r.key && source.includes('/'))
            publishedOf.set(source, r);
    }
    return publishedOf;
}
/**
 * The repository-relative path of a path Nextflow recorded, or null (a problem is noted): the
 * records are untrusted, so a path must be absolute, normal and under the recorded root.
 */
function toLocalPath(ctx, recorded, what) {
    const { problems, recordedRoot } = ctx;
    if (typeof recorded !== 'string' || recorded === '') {
        problems.push(`${what}: records no path`);
        return null;
    }
    const p = recorded.startsWith('file://') ? recorded.slice('file://'.length) : recorded;
    if (!p.startsWith('/') || p.includes('\0') || external_node_path_default().posix.normalize(p) !== p) {
        problems.push(`${what}: path ${(0,untrusted/* quoteUntrusted */.X0)(recorded)} is not an absolute local path; passport-gate reads files under the root only`);
        return null;
    }
    if (!(0,paths/* isInside */.FK)(recordedRoot, p) || p === recordedRoot) {
        problems.push(`${what}: path ${(0,untrusted/* quoteUntrusted */.X0)(recorded)} lies outside the root (${recordedRoot} where Nextflow ran; --recorded-root says where that was): nothing outside the root is read or vouched for`);
        return null;
    }
    const checked = (0,relative_path/* checkRelativePath */._k)(external_node_path_default().posix.relative(recordedRoot, p));
    if (!checked.ok) {
        problems.push(`${what}: path ${(0,untrusted/* quoteUntrusted */.X0)(recorded)} ${relative_path/* PATH_REFUSAL_TEXT */.lg[checked.reason]}`);
        return null;
    }
    return checked.rel;
}
/**
 * Hashes a file of the root (once per import), then checks it against what `record` says of
 * it: a size or SHA-256 that differs means the file changed after Nextflow recorded it, and
 * the digest a passport records is always the one computed here, never the record's.
 */
async function hashLocalFile(ctx, rel, record, what) {
    const { problems, realRoot } = ctx;
    let file = ctx.hashed.get(rel);
    if (file === undefined) {
        const outcome = await (0,hash/* hashExternalFile */.UF)([realRoot], external_node_path_default().join(realRoot, ...rel.split('/')));
        file = outcome.kind === 'hashed' ? { rel, sha256: outcome.sha256, size: outcome.size } : null;
        ctx.hashed.set(rel, file);
        if (!file)
            problems.push(`${what}: ${rel} ${outcome.kind === 'absent' ? "is not there (the run's files must be in place to be hashed)" : outcome.kind === 'unreadable' ? `cannot be read: ${outcome.detail}` : 'cannot be read'}`);
    }
    if (!file || !record)
        return file;
    if (typeof record.size === 'number' && record.size !== file.size) {
        problems.push(`${what}: ${rel} is ${file.size} bytes, its lineage record says ${record.size}: the file changed after Nextflow recorded it`);
        return null;
    }
    const checksum = record.checksum;
    if (nextflow_lineage_isObject(checksum) && isSha256Algorithm(checksum.algorithm)) {
        if (String(checksum.value).toLowerCase() !== file.sha256) {
            problems.push(`${what}: ${rel} has sha256 ${file.sha256}, its lineage record says ${(0,untrusted/* quoteUntrusted */.X0)(checksum.value)}: the file changed after Nextflow recorded it`);
            return null;
        }
    }
    return file;
}
/**
 * The skill version of a task: its workflow's commit names the code that ran; without one, the
 * task's own code checksum. Null when neither does (or the text is too long for a passport).
 */
function readSkillVersion(run, task) {
    const workflow = nextflow_lineage_isObject(run.spec.workflow) ? run.spec.workflow : {};
    const code = nextflow_lineage_isObject(task.spec.codeChecksum) ? task.spec.codeChecksum : {};
    const version = str(workflow.commitId) ??
        (str(code.value) ? `${str(code.algorithm) ?? 'checksum'}:${str(code.value)}` : null);
    return version && version.length <= 128 ? version : null;
}
/**
 * Hashes the outputs of task `hash`: their published copies when Nextflow published them (what
 * consumers read), else the files of its work directory. Null when a passport cannot be
 * written: a problem is noted, or (no output at all) a note says why none is.
 */
async function hashTaskOutputs(ctx, hash, what, notes) {
    const own = ctx.fileOutputs.filter((r) => r.key.startsWith(`${hash}/`));
    const published = own.map((r) => ctx.publishedOf.get(r.key)).filter((r) => r !== undefined);
    const chosen = published.length > 0 ? published : own;
    if (chosen.length === 0) {
        notes.push(`${what}: recorded no output file, so no passport is written for it`);
        return null;
    }
    const outputs = [];
    let createdAt = null;
    for (const r of chosen) {
        const rel = toLocalPath(ctx, r.spec.path, `FileOutput lid://${r.key}`);
        const file = rel ? await hashLocalFile(ctx, rel, r.spec, `FileOutput lid://${r.key}`) : null;
        if (!file)
            continue;
        outputs.push({
            type: typeOfFile(file.rel),
            path: file.rel,
            sha256: file.sha256,
            size_bytes: file.size,
        });
        const at = toUtc(r.spec.modifiedAt) ?? toUtc(r.spec.createdAt);
        if (at && (!createdAt || at > createdAt))
            createdAt = at;
    }
    if (outputs.length !== chosen.length)
        return null;
    const dir = commonDirectory(outputs.map((o) => o.path));
    if (dir === '') {
        ctx.problems.push(`${what}: its outputs share no directory below the root, and a passport lives in the directory of its outputs`);
        return null;
    }
    return { own, outputs, createdAt, dir };
}
/**
 * Seed 000 errors[]: the task's exit status and the end of its stderr. v1beta1 records none;
 * Nextflow's own record of it is the task work directory's .exitcode, read where the work
 * directory (found from the task's first own output) is under the root. Null (a problem is
 * noted) when the exit status is not known: a passport never guesses one.
 */
async function readExitStatus(ctx, hash, own, what) {
    const { realRoot } = ctx;
    const first = own[0];
    const firstRel = first
        ? toLocalPath(ctx, first.spec.path, `FileOutput lid://${first.key}`)
        : null;
    const inWork = first ? first.key.slice(hash.length + 1) : '';
    const workDir = firstRel && firstRel.endsWith(`/${inWork}`) ? firstRel.slice(0, -inWork.length - 1) : null;
    const exit = workDir
        ? await (0,safe_read/* readFileInside */.XW)(realRoot, `${workDir}/.exitcode`, 64)
        : { ok: false };
    const exitCode = exit.ok
        ? /^\s*(-?\d{1,10})\s*$/.exec(exit.bytes.toString('utf8'))?.[1]
        : undefined;
    if (exitCode === undefined) {
        ctx.problems.push(`${what}: its exit status is not known: lineage v1beta1 records none, and Nextflow's .exitcode ${workDir ? `(${workDir}/.exitcode) is not there or holds no number` : 'cannot be found without a task output in its work directory'}`);
        return null;
    }
    const stderr = workDir
        ? await (0,safe_read/* readFileInside */.XW)(realRoot, `${workDir}/.command.err`, 1024 * 1024)
        : { ok: false };
    const stderrExcerpt = stderr.ok ? stderr.bytes.toString('utf8').slice(-STDERR_EXCERPT_CHARS) : '';
    return { exitCode, stderrExcerpt };
}
/**
 * Hashes the path inputs of `task` (each checked against its FileOutput record, when it names
 * one) and keeps its other inputs as parameters. A `lid://` input made by another task makes
 * this task its consumer (`ctx.consumersOf`). Null when any input could not be read (a problem
 * is noted for each).
 */
async function hashTaskInputs(ctx, task, what) {
    const hash = task.key;
    const inputs = [];
    const parameters = {};
    const consumed = new Set();
    const params = Array.isArray(task.spec.input) ? task.spec.input : [];
    let inputsOk = true;
    for (const param of params) {
        if (!nextflow_lineage_isObject(param))
            continue;
        const pname = str(param.name);
        if (param.type !== 'path' && param.type !== 'file') {
            if (pname)
                parameters[pname] = param.value;
            continue;
        }
        const values = Array.isArray(param.value) ? param.value : [param.value];
        for (const value of values) {
            let record;
            let recordedPath = value;
            let what2 = `${what}: input ${(0,untrusted/* quoteUntrusted */.X0)(pname ?? 'path')}`;
            if (typeof value === 'string' && value.startsWith('lid://')) {
                const key = parseLid(value);
                record = key ? (ctx.publishedOf.get(key) ?? ctx.records.get(key)) : undefined;
                if (!key || !record || record.kind !== 'FileOutput') {
                    ctx.problems.push(`${what2}: ${(0,untrusted/* quoteUntrusted */.X0)(value)} has no FileOutput record in the store`);
                    inputsOk = false;
                    continue;
                }
                recordedPath = record.spec.path;
                what2 = `${what2} (${value})`;
                const producer = key.split('/')[0];
                if (ctx.records.get(producer)?.kind === 'TaskRun' && producer !== hash) {
                    consumed.add(producer);
                    let set = ctx.consumersOf.get(producer);
                    if (!set)
                        ctx.consumersOf.set(producer, (set = new Set()));
                    set.add(hash);
                }
            }
            else if (nextflow_lineage_isObject(value)) {
                recordedPath = value.path;
            }
            const rel = toLocalPath(ctx, recordedPath, what2);
            const file = rel
                ? await hashLocalFile(ctx, rel, record?.spec ?? (nextflow_lineage_isObject(value) ? value : null), what2)
                : null;
            if (!file) {
                inputsOk = false;
                continue;
            }
            inputs.push({ type: pname ?? typeOfFile(file.rel), path: file.rel, sha256: file.sha256 });
        }
    }
    return inputsOk ? { inputs, parameters, consumed } : null;
}
/**
 * The passport of `task` (seed 000): its id derived from the task hash (stable across imports),
 * its exit status as its one errors[] entry, and `recorded_by` naming the import and the task.
 */
function buildTaskPassport(records, task, parts) {
    const hash = task.key;
    const taskOutput = records.get(`${hash}#output`);
    return {
        schema_version: '1.0.0',
        passport_id: passportIdOfTask(hash),
        created_at: parts.outputs.createdAt ?? toUtc(taskOutput?.spec.createdAt) ?? '1970-01-01T00:00:00Z',
        produced_by: {
            skill: parts.skill,
            skill_version: parts.skillVersion,
            agent: 'nextflow',
            ...(str(task.spec.sessionId) ? { session_id: str(task.spec.sessionId) } : {}),
        },
        inputs: parts.inputs.inputs,
        outputs: parts.outputs.outputs,
        decisions: [],
        parameters: parts.inputs.parameters,
        errors: [
            {
                step: parts.name,
                tool: 'nextflow',
                exit_code: Number(parts.status.exitCode),
                stderr_excerpt: parts.status.stderrExcerpt,
            },
        ],
        consumed_passports: [...parts.inputs.consumed].sort().map(passportIdOfTask),
        downstream_hints: { next_skills: parts.nextSkills },
        recorded_by: {
            tool: 'passport-gate',
            version: version/* VERSION */.x,
            method: 'import',
            imported_from: `lid://${hash}`,
        },
    };
}
/**
 * Imports one TaskRun: its passport, or null when none is written (a problem is noted, or a
 * note says why). The task's skill is recorded in `skillOf` as soon as it is known, so the
 * skills reading a task's outputs can be named as its downstream hints.
 */
async function importTask(ctx, task, notes, skillOf) {
    const { problems } = ctx;
    const hash = task.key;
    const name = str(task.spec.name);
    const what = `TaskRun lid://${hash}${name ? ` (${(0,untrusted/* quoteUntrusted */.X0)(name)})` : ''}`;
    if (!name) {
        problems.push(`${what}: records no task name`);
        return null;
    }
    const skill = toSkillSlug(processOf(name));
    if (skill === '') {
        problems.push(`${what}: its process name gives no skill name`);
        return null;
    }
    skillOf.set(hash, skill);
    const runKey = typeof task.spec.workflowRun === 'string' ? parseLid(task.spec.workflowRun) : null;
    const run = runKey ? ctx.records.get(runKey) : undefined;
    if (!run || run.kind !== 'WorkflowRun') {
        problems.push(`${what}: its workflowRun ${(0,untrusted/* quoteUntrusted */.X0)(task.spec.workflowRun)} has no WorkflowRun record in the store`);
        return null;
    }
    const skillVersion = readSkillVersion(run, task);
    if (!skillVersion) {
        problems.push(`${what}: neither its workflow's commitId nor its codeChecksum names the code that ran`);
        return null;
    }
    // Outputs, exit status, inputs: in this order, so the problems read in the order of the task.
    const outputs = await hashTaskOutputs(ctx, hash, what, notes);
    if (!outputs)
        return null;
    const status = await readExitStatus(ctx, hash, outputs.own, what);
    if (!status)
        return null;
    const inputs = await hashTaskInputs(ctx, task, what);
    if (!inputs)
        return null;
    const nextSkills = [];
    const parts = { name, skill, skillVersion, outputs, status, inputs, nextSkills };
    const passport = {
        path: `${outputs.dir}/${hash}.passport.json`,
        task: `lid://${hash}`,
        name,
        document: buildTaskPassport(ctx.records, task, parts),
    };
    return { hash, passport, nextSkills };
}
/**
 * Imports the lineage store `options.store`: the passports to write, or every problem found.
 * Never writes; {@link writeImportedPassports} does.
 */
async function importNextflowLineage(options) {
    const opened = await openStore(options);
    if (!opened.ok)
        return { ok: false, problems: opened.problems };
    const problems = [];
    const records = await readStore(opened.realRoot, opened.realStore, problems);
    if (problems.length > 0)
        return { ok: false, problems };
    const fileOutputs = [...records.values()].filter((r) => r.kind === 'FileOutput');
    const ctx = {
        realRoot: opened.realRoot,
        recordedRoot: opened.recordedRoot,
        records,
        fileOutputs,
        publishedOf: indexPublished(fileOutputs),
        hashed: new Map(),
        consumersOf: new Map(),
        problems,
    };
    const tasks = [...records.values()].filter((r) => r.kind === 'TaskRun' && !r.key.includes('/'));
    if (tasks.length === 0)
        problems.push('the store holds no TaskRun record: there is no task to import');
    const imported = [];
    const notes = [];
    const skillOf = new Map();
    for (const task of tasks) {
        const done = await importTask(ctx, task, notes, skillOf);
        if (done)
            imported.push(done);
    }
    if (problems.length > 0)
        return { ok: false, problems };
    fillNextSkills(imported, ctx.consumersOf, skillOf);
    return { ok: true, passports: imported.map((t) => t.passport), notes };
}
/**
 * Names, as each passport's downstream hints, the skills of the tasks that read its task's
 * outputs (sorted, once each): known only once every task has been imported.
 */
function fillNextSkills(imported, consumersOf, skillOf) {
    for (const { hash, nextSkills } of imported) {
        const next = [...(consumersOf.get(hash) ?? [])]
            .map((h) => skillOf.get(h))
            .filter((s) => s !== undefined);
        nextSkills.push(...[...new Set(next)].sort());
    }
}
/**
 * Writes the imported passports (atomically, each replacing the one of the same task). Each
 * directory is resolved again first: one that leaves the root through a symbolic link is refused.
 */
async function writeImportedPassports(root, passports) {
    const realRoot = await (0,promises_.realpath)(root);
    for (const p of passports) {
        const dir = external_node_path_default().posix.dirname(p.path);
        const resolved = await (0,paths/* resolveInsideRoot */.Pk)(realRoot, dir);
        if (!resolved.ok)
            throw new errors/* UsageError */.eb(`${dir} ${resolved.reason === 'missing' ? 'does not exist' : 'leaves the root'}`);
        await (0,atomic_write/* writeFileAtomic */.Z)(external_node_path_default().join(resolved.real, external_node_path_default().posix.basename(p.path)), `${JSON.stringify(p.document, null, 2)}\n`);
    }
}

// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(71604);
;// CONCATENATED MODULE: ./src/cli/import-command.ts
/**
 * `passport-gate import --from nextflow-lineage DIR`: writes a Material Passport per task from
 * a Nextflow run's lineage store (docs/nextflow.md). Thin: src/import/ does the work.
 */






/** The record formats `import --from` reads. */
const IMPORT_FORMATS = ['nextflow-lineage'];
/** Most problems printed; the rest are counted. */
const MAX_PRINTED_PROBLEMS = 50;
/** Help text of the import command. */
const IMPORT_HELP = `Usage: passport-gate import --from nextflow-lineage DIR [options]

Write a Material Passport for every task of a Nextflow run from the run's own
data lineage records (DIR: the lineage store, lineage.store.location, default
.lineage): one <task-hash>.passport.json beside each task's outputs, with the
outputs and inputs hashed from the files (sha256), the process as the skill,
the workflow's commit as its version, and the task's exit status. Every record
is checked against the lineage v1beta1 schema; nothing outside the root is
read, and nothing is written unless every task can be imported.

Options:
  --from FORMAT          the records' format: nextflow-lineage
  --recorded-root PATH   the absolute path the root had where Nextflow ran
                         (default: the root itself)
  --root DIR             repository root (default: the git top level, else .)
  --debug                print stack traces of internal errors
  -h, --help             show this help

Exit codes: 0 passports written, 2 records refused (each reason printed,
nothing written) or usage error.

Examples:
  passport-gate import --from nextflow-lineage .lineage
  passport-gate import --from nextflow-lineage .lineage --recorded-root /scratch/run1
`;
/** Runs `import`; returns the exit code. */
async function runImportCommand(args, io) {
    const { values, positionals } = (0,parse_args/* parseCommandArgs */.Q)(IMPORT_HELP, {
        args,
        strict: true,
        allowPositionals: true,
        options: {
            from: { type: 'string' },
            'recorded-root': { type: 'string' },
            root: { type: 'string' },
            debug: { type: 'boolean' },
            help: { type: 'boolean', short: 'h' },
        },
    });
    if (values.help) {
        io.stdout.write(IMPORT_HELP);
        return errors/* EXIT_OK */.Ij;
    }
    if (values.from === undefined)
        throw new errors/* UsageError */.eb(`import needs --from FORMAT (${IMPORT_FORMATS.join(', ')})`);
    if (!IMPORT_FORMATS.includes(values.from))
        throw new errors/* UsageError */.eb(`import --from ${JSON.stringify(values.from)}: not a format import reads (${IMPORT_FORMATS.join(', ')})`);
    if (positionals.length !== 1)
        throw new errors/* UsageError */.eb('import needs one DIR: the lineage store (e.g. .lineage)');
    const recordedRoot = values['recorded-root'];
    if (recordedRoot !== undefined && !external_node_path_default().posix.isAbsolute(recordedRoot))
        throw new errors/* UsageError */.eb('--recorded-root must be an absolute path');
    const { root } = await (0,cli_io/* resolveCommandRoot */.QT)(io, values);
    const result = await importNextflowLineage({
        root,
        store: external_node_path_default().resolve(io.cwd, positionals[0]),
        ...(recordedRoot !== undefined ? { recordedRoot } : {}),
    });
    if (!result.ok) {
        for (const problem of result.problems.slice(0, MAX_PRINTED_PROBLEMS))
            io.stderr.write(`error: ${(0,report_escape/* escapeTerminal */.en)(problem)}\n`);
        if (result.problems.length > MAX_PRINTED_PROBLEMS)
            io.stderr.write(`… and ${result.problems.length - MAX_PRINTED_PROBLEMS} more\n`);
        io.stderr.write('import: nothing written\n');
        return errors/* EXIT_USAGE */.Ri;
    }
    for (const note of result.notes)
        io.stderr.write(`note: ${(0,report_escape/* escapeTerminal */.en)(note)}\n`);
    await writeImportedPassports(root, result.passports);
    for (const p of result.passports)
        io.stdout.write(`wrote ${(0,report_escape/* escapeTerminal */.en)(p.path)} (${(0,report_escape/* escapeTerminal */.en)(p.name)})\n`);
    io.stdout.write(`import: ${result.passports.length} passport(s) written\n`);
    return errors/* EXIT_OK */.Ij;
}


/***/ }),

/***/ 71604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D2: () => (/* binding */ gitQuestionsFor),
/* harmony export */   QT: () => (/* binding */ resolveCommandRoot),
/* harmony export */   U0: () => (/* binding */ loadCommandRoot),
/* harmony export */   qf: () => (/* binding */ discoverRoot),
/* harmony export */   vU: () => (/* binding */ gitIgnoreRulesFor)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81122);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(70017);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(14031);
/* harmony import */ var _vcs_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(66124);
/* harmony import */ var _vcs_policy_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8104);
/* harmony import */ var _hosts_local_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5780);
/**
 * What every command starts from: the process (CliIo), the repository root and its config, and
 * git's questions of the work tree.
 */








/**
 * The repository root when no `--root` is given, found as git and DVC find
 * theirs: the top level of the git work tree holding the working directory
 * (`git rev-parse --show-toplevel`), or the working directory itself outside a
 * repository or where git is not installed. When git answers something else
 * (a repository it refuses to read, say, for its owner) the working directory
 * is used and `note` says why, so a root that may be wrong is never chosen
 * silently.
 */
async function discoverRoot(cwd, note) {
    const result = await (0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(cwd, ['rev-parse', '--show-toplevel']);
    if (result.ok) {
        const top = result.stdout.replace(/\r?\n$/, '');
        if (top !== '' && node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(top)) {
            const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(cwd).catch(() => cwd);
            return { root: node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(top), cwd: real };
        }
    }
    else if (!result.missing && !(0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_3__/* .isNotARepository */ .VE)(result)) {
        note(`note: git could not tell the repository root (${result.message}); using the current directory. Pass --root DIR to choose it.\n`);
    }
    return { root: cwd, cwd };
}
/** A `--root` that names no directory is a UsageError, before any config is looked for in it. */
async function checkRootFlag(root, typed) {
    const isDirectory = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(root).then((s) => s.isDirectory(), () => false);
    if (!isDirectory) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`--root ${JSON.stringify(typed)} is not a directory`);
    }
}
/**
 * Resolves `--root` (default: the git top level of the working directory, see
 * {@link discoverRoot}); `quiet` keeps notes off stderr.
 */
async function resolveCommandRoot(io, flags) {
    if (flags.root !== undefined) {
        await checkRootFlag(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, flags.root), flags.root);
        return { root: node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, flags.root), cwd: io.cwd };
    }
    return discoverRoot(io.cwd, (text) => {
        if (flags.quiet !== true)
            io.stderr.write((0,_report_escape_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeTerminal */ .en)(text.trimEnd()) + '\n');
    });
}
/**
 * Resolves the root ({@link resolveCommandRoot}) and loads `--config` (which must exist when
 * named) or the root's optional `.passport-gate.yml` (or `.passport-gate.yaml`). `quiet`
 * keeps notes off stderr.
 */
async function loadCommandRoot(io, flags) {
    const where = await resolveCommandRoot(io, flags);
    const config = flags.config !== undefined
        ? await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_2__/* .loadConfig */ .Z9)(where.root, node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, flags.config), true)
        : await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_2__/* .loadConfig */ .Z9)(where.root, await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_2__/* .findDefaultConfigFile */ .f2)(where.root), false);
    return { ...where, config };
}
/**
 * git's ignore rules for the repository at `root` (vcs/git.ts), as the audit, graph, export and
 * stamp commands apply them; a git failure other than "not a repository" is a note on stderr.
 */
function gitIgnoreRulesFor(root, io) {
    return (0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_3__/* .createGitIgnoreRules */ .ac)(root, (why) => void io.stderr.write(`note: ${why}\n`));
}
/**
 * Every question the audit asks git of the work tree at `root` (vcs/policy.ts: ignore rules,
 * submodules, Git LFS attributes), as `audit`, `graph` and `export` ask them.
 */
function gitQuestionsFor(root, io) {
    return (0,_vcs_policy_js__WEBPACK_IMPORTED_MODULE_4__/* .askWorkTree */ .x)(root, (0,_hosts_local_js__WEBPACK_IMPORTED_MODULE_5__/* .noteTo */ .u)(io));
}


/***/ }),

/***/ 36711:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ listChangedSince),
/* harmony export */   m: () => (/* binding */ readChangedFilesList)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(70017);
/* harmony import */ var _vcs_git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66124);
/* harmony import */ var _revision_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(11200);
/**
 * Changed files for the CLI: a list file, or `git diff` against a ref. Git is
 * run with execFile (no shell, see vcs/git.ts) and `--end-of-options`, so neither a
 * ref nor a file name can be read as an option or a command.
 */




/** Largest changed-files list accepted. */
const MAX_CHANGED_LIST_BYTES = _vcs_git_js__WEBPACK_IMPORTED_MODULE_1__/* .GIT_OUTPUT_MAX_BYTES */ ._c;
/**
 * Reads a changed-files list: NUL-separated when it holds a NUL byte (`git diff --name-only -z`,
 * the only form that carries every file name exactly: names used as they are), else one path per
 * line (blank lines and a line's final CR ignored, as a list written on Windows has them).
 */
async function readChangedFilesList(file) {
    let buf;
    try {
        buf = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file);
    }
    catch (error) {
        const code = error.code;
        const reason = code === 'ENOENT'
            ? 'no such file'
            : code === 'EISDIR'
                ? 'it is a directory'
                : (code ?? String(error));
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`cannot read --changed-files ${JSON.stringify(file)}: ${reason}`);
    }
    if (buf.length > MAX_CHANGED_LIST_BYTES)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`--changed-files is larger than ${MAX_CHANGED_LIST_BYTES} bytes`);
    if (buf.includes(0))
        return buf
            .toString('utf8')
            .split('\0')
            .filter((l) => l.length > 0);
    return buf
        .toString('utf8')
        .split('\n')
        .map((l) => l.replace(/\r$/, ''))
        .filter((l) => l.length > 0);
}
async function git(root, args, flag) {
    const result = await (0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_1__/* .runGit */ .EO)(root, args);
    if (result.ok)
        return result.stdout;
    if (result.missing)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`${flag} needs git, and git is not installed (or not on PATH)`);
    throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`git ${args[0]} failed: ${result.message}`);
}
/**
 * Files changed between `base` and the working tree (committed or not), plus
 * untracked files, relative to the repository root `root`; or, given `head`, between the two
 * commits. `flag` names where `base` came
 * from in messages (`--base`, or a CI host's variable).
 */
async function listChangedSince(root, base, flag = '--base', head) {
    // Outside a repository `git diff` compares files instead (no-index mode) and says "Could not
    // access", and a shallow clone lacks the base commit: each gets one line saying what to do.
    const top = await (0,_revision_js__WEBPACK_IMPORTED_MODULE_2__/* .findTopLevelFor */ .Aj)(root, flag, '; use --changed-files FILE or --all');
    await (0,_revision_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveRevision */ .eZ)(top, base, flag);
    const diff = await git(root, [
        'diff',
        '--name-only',
        '-z',
        '--no-renames',
        '--relative',
        '--end-of-options',
        base,
        ...(head === undefined ? [] : [head]),
        '--',
    ], flag);
    // Between two commits nothing is untracked.
    const untracked = head === undefined
        ? await git(root, ['ls-files', '--others', '--exclude-standard', '-z', '--', '.'], flag)
        : '';
    const files = new Set();
    for (const name of diff.split('\0'))
        if (name)
            files.add(name);
    // Both commands print paths relative to the cwd (the root): --relative and ls-files' default.
    for (const name of untracked.split('\0'))
        if (name)
            files.add(name);
    return [...files];
}


/***/ }),

/***/ 11200:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aj: () => (/* binding */ findTopLevelFor),
/* harmony export */   TP: () => (/* binding */ checkRevisionArgument),
/* harmony export */   eZ: () => (/* binding */ resolveRevision)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70017);
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
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} ${JSON.stringify(ref)} is not a git revision`);
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
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} needs git, and git is not installed (or not on PATH)`);
    throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb((0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_0__/* .isNotARepository */ .VE)(result)
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
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} ${JSON.stringify(ref)} is not in this shallow clone; fetch the history first (actions/checkout with fetch-depth: 0, or git fetch --unshallow)`);
    throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} ${JSON.stringify(ref)} names no commit in this repository; fetch it first (e.g. git fetch origin main) or check the spelling`);
}


/***/ }),

/***/ 5780:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sh: () => (/* binding */ createLocalHost),
/* harmony export */   hW: () => (/* binding */ createCliLog),
/* harmony export */   u: () => (/* binding */ noteTo)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(81122);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(14031);
/* harmony import */ var _at_revision_changed_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36711);
/* harmony import */ var _report_output_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(69871);
/**
 * The command line behind the {@link CiHost} port: the flags say what changed (`--changed-files`,
 * `--base`) and which config is in force (`--config`, `--config-from`, loaded before the run),
 * `--base REF`'s passports are the base chain-stale judges against, there is no provenance
 * diff (that is `passport-gate diff`), and publishing is printing or
 * writing the report in the chosen format. A file the user named that cannot be written is a
 * UsageError, as everywhere on the command line.
 */





/** The command line as a host. */
function createLocalHost(io, audit) {
    return {
        name: 'passport-gate audit',
        event: async () => ({
            label: audit.base !== undefined ? `changes since ${audit.base}` : 'the working tree',
            base: audit.base ?? null,
        }),
        // --base REF: the base's passports too, so chain-stale is the list `diff --base REF` prints.
        configInForce: async () => {
            const trusted = await readTrustedBase(io, audit);
            if (audit.base === undefined)
                return trusted;
            const { readBasePassports } = await Promise.all(/* import() */[__webpack_require__.e(547), __webpack_require__.e(511), __webpack_require__.e(917), __webpack_require__.e(796), __webpack_require__.e(977)]).then(__webpack_require__.bind(__webpack_require__, 5358));
            return {
                ...trusted,
                passports: await readBasePassports(audit.root, audit.base, trusted.config),
            };
        },
        changedFiles: async () => {
            if (audit.changedFilesArg !== undefined)
                return (0,_at_revision_changed_files_js__WEBPACK_IMPORTED_MODULE_2__/* .readChangedFilesList */ .m)(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(io.cwd, audit.changedFilesArg));
            if (audit.base !== undefined)
                return (0,_at_revision_changed_files_js__WEBPACK_IMPORTED_MODULE_2__/* .listChangedSince */ .J)(audit.root, audit.base);
            return null;
        },
        baseDiff: async () => null,
        publish: (report) => (0,_report_output_js__WEBPACK_IMPORTED_MODULE_3__/* .writeReport */ .u)(report, audit.format, audit.output, io, {
            pathPrefix: audit.pathPrefix,
            quiet: audit.quiet,
        }),
    };
}
/**
 * What the flags trust: `--config-from REF` (else `--base REF`) reads the config and git's
 * policy files at REF, the working tree's config only compared with it (a pull request's audit
 * on the command line); without either the working tree's config (`--config`, else the root's
 * optional `.passport-gate.yml`/`.yaml`) applies. Read when the run asks (gate-run.ts), so a
 * base that cannot be read is reported.
 */
async function readTrustedBase(io, audit) {
    const ref = audit.configFromArg ?? audit.base;
    if (ref === undefined) {
        const { root } = audit;
        const config = audit.config !== undefined
            ? await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_1__/* .loadConfig */ .Z9)(root, node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(io.cwd, audit.config), true)
            : await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_1__/* .loadConfig */ .Z9)(root, await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_1__/* .findDefaultConfigFile */ .f2)(root), false);
        return { config, runFindings: [] };
    }
    const flag = audit.configFromArg !== undefined ? '--config-from' : '--base';
    const { readTrustedBaseAt } = await Promise.all(/* import() */[__webpack_require__.e(369), __webpack_require__.e(263)]).then(__webpack_require__.bind(__webpack_require__, 12369));
    return readTrustedBaseAt(io.cwd, {
        root: audit.root,
        config: audit.config,
        ref,
        flag,
        ...(flag === '--base' ? { outsideHint: '; use --changed-files FILE or --all' } : {}),
    }, noteTo(io));
}
/** Writes a note line on stderr (git's fallbacks). */
function noteTo(io) {
    return (why) => void io.stderr.write(`note: ${why}\n`);
}
/**
 * The run's log on the command line: notes are for a CI job's log only (`notes`), warnings go
 * to stderr always. Lines may quote repository text, so control characters are made visible.
 */
function createCliLog(io, notes) {
    return {
        info: (line) => void (notes && io.stderr.write(`${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeTerminal */ .en)(line)}\n`)),
        warning: (line) => void io.stderr.write(`warning: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeTerminal */ .en)(line)}\n`),
    };
}


/***/ }),

/***/ 63535:
/***/ ((module, exports, __webpack_require__) => {

// Generated by scripts/compile-schemas.mjs from schemas/*.json — do not edit.
/* eslint-disable */

exports.f = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://raw.githubusercontent.com/nextflow-io/schemas/main/lineage/v1beta1/schema.json","title":"Nextflow Lineage Model v1beta1","$defs":{"Checksum":{"type":"object","properties":{"algorithm":{"type":["string","null"]},"mode":{"type":["string","null"]},"value":{"type":["string","null"]}},"title":"Checksum","description":"Models a checksum, with the value, algorithm and mode used to compute it."},"DataPath":{"type":"object","properties":{"checksum":{"anyOf":[{"type":"null"},{"$ref":"#/$defs/Checksum"}]},"path":{"type":["string","null"]}},"title":"DataPath","description":"Models a data path with a checksum to validate its contents."},"FileOutput":{"type":"object","properties":{"checksum":{"anyOf":[{"type":"null"},{"$ref":"#/$defs/Checksum"}]},"createdAt":{"anyOf":[{"type":"null"},{"$ref":"#/$defs/OffsetDateTime"}]},"labels":{"type":["array","null"],"items":{"type":"string"}},"modifiedAt":{"anyOf":[{"type":"null"},{"$ref":"#/$defs/OffsetDateTime"}]},"path":{"type":["string","null"]},"size":{"type":"integer"},"source":{"type":["string","null"]},"taskRun":{"type":["string","null"]},"workflowRun":{"type":["string","null"]}},"title":"FileOutput","description":"Models a file produced by a workflow or task."},"Map":{"type":"object"},"OffsetDateTime":{"type":"string","format":"date-time"},"Parameter":{"type":"object","properties":{"name":{"type":["string","null"]},"type":{"type":["string","null"]},"value":{}},"title":"Parameter","description":"Models a workflow or task parameter."},"TaskOutput":{"type":"object","properties":{"createdAt":{"anyOf":[{"type":"null"},{"$ref":"#/$defs/OffsetDateTime"}]},"labels":{"type":["array","null"],"items":{"type":"string"}},"output":{"type":["array","null"],"items":{"$ref":"#/$defs/Parameter"}},"taskRun":{"type":["string","null"]},"workflowRun":{"type":["string","null"]}},"title":"TaskOutput","description":"Models task results."},"TaskRun":{"type":"object","properties":{"architecture":{"type":["string","null"]},"binEntries":{"type":["array","null"],"items":{"$ref":"#/$defs/DataPath"}},"codeChecksum":{"anyOf":[{"type":"null"},{"$ref":"#/$defs/Checksum"}]},"conda":{"type":["string","null"]},"container":{"type":["string","null"]},"globalVars":{"anyOf":[{"type":"null"},{"$ref":"#/$defs/Map"}]},"input":{"type":["array","null"],"items":{"$ref":"#/$defs/Parameter"}},"name":{"type":["string","null"]},"script":{"type":["string","null"]},"sessionId":{"type":["string","null"]},"spack":{"type":["string","null"]},"workflowRun":{"type":["string","null"]}},"title":"TaskRun","description":"Models a task execution."},"Workflow":{"type":"object","properties":{"commitId":{"type":["string","null"]},"repository":{"type":["string","null"]},"scriptFiles":{"type":["array","null"],"items":{"$ref":"#/$defs/DataPath"}}},"title":"Workflow","description":"Models a workflow definition."},"WorkflowOutput":{"type":"object","properties":{"createdAt":{"anyOf":[{"type":"null"},{"$ref":"#/$defs/OffsetDateTime"}]},"output":{"type":["array","null"],"items":{"$ref":"#/$defs/Parameter"}},"workflowRun":{"type":["string","null"]}},"title":"WorkflowOutput","description":"Models the results of a workflow execution."},"WorkflowRun":{"type":"object","properties":{"config":{"anyOf":[{"type":"null"},{"$ref":"#/$defs/Map"}]},"metadata":{"anyOf":[{"type":"null"},{"$ref":"#/$defs/Map"}]},"name":{"type":["string","null"]},"params":{"type":["array","null"],"items":{"$ref":"#/$defs/Parameter"}},"sessionId":{"type":["string","null"]},"workflow":{"anyOf":[{"type":"null"},{"$ref":"#/$defs/Workflow"}]}},"title":"WorkflowRun","description":"Models a workflow execution."}},"oneOf":[{"type":"object","properties":{"version":{"const":"lineage/v1beta1"},"kind":{"const":"WorkflowRun"},"spec":{"$ref":"#/$defs/WorkflowRun"}},"required":["version","kind","spec"],"additionalProperties":false},{"type":"object","properties":{"version":{"const":"lineage/v1beta1"},"kind":{"const":"WorkflowOutput"},"spec":{"$ref":"#/$defs/WorkflowOutput"}},"required":["version","kind","spec"],"additionalProperties":false},{"type":"object","properties":{"version":{"const":"lineage/v1beta1"},"kind":{"const":"Workflow"},"spec":{"$ref":"#/$defs/Workflow"}},"required":["version","kind","spec"],"additionalProperties":false},{"type":"object","properties":{"version":{"const":"lineage/v1beta1"},"kind":{"const":"TaskRun"},"spec":{"$ref":"#/$defs/TaskRun"}},"required":["version","kind","spec"],"additionalProperties":false},{"type":"object","properties":{"version":{"const":"lineage/v1beta1"},"kind":{"const":"TaskOutput"},"spec":{"$ref":"#/$defs/TaskOutput"}},"required":["version","kind","spec"],"additionalProperties":false},{"type":"object","properties":{"version":{"const":"lineage/v1beta1"},"kind":{"const":"FileOutput"},"spec":{"$ref":"#/$defs/FileOutput"}},"required":["version","kind","spec"],"additionalProperties":false}]};
const schema32 = {"type":"object","properties":{"config":{"anyOf":[{"type":"null"},{"$ref":"#/$defs/Map"}]},"metadata":{"anyOf":[{"type":"null"},{"$ref":"#/$defs/Map"}]},"name":{"type":["string","null"]},"params":{"type":["array","null"],"items":{"$ref":"#/$defs/Parameter"}},"sessionId":{"type":["string","null"]},"workflow":{"anyOf":[{"type":"null"},{"$ref":"#/$defs/Workflow"}]}},"title":"WorkflowRun","description":"Models a workflow execution."};
const schema33 = {"type":"object"};
const schema35 = {"type":"object","properties":{"name":{"type":["string","null"]},"type":{"type":["string","null"]},"value":{}},"title":"Parameter","description":"Models a workflow or task parameter."};
const schema36 = {"type":"object","properties":{"commitId":{"type":["string","null"]},"repository":{"type":["string","null"]},"scriptFiles":{"type":["array","null"],"items":{"$ref":"#/$defs/DataPath"}}},"title":"Workflow","description":"Models a workflow definition."};
const schema37 = {"type":"object","properties":{"checksum":{"anyOf":[{"type":"null"},{"$ref":"#/$defs/Checksum"}]},"path":{"type":["string","null"]}},"title":"DataPath","description":"Models a data path with a checksum to validate its contents."};
const schema38 = {"type":"object","properties":{"algorithm":{"type":["string","null"]},"mode":{"type":["string","null"]},"value":{"type":["string","null"]}},"title":"Checksum","description":"Models a checksum, with the value, algorithm and mode used to compute it."};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.checksum !== undefined){
let data0 = data.checksum;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(data0 !== null){
const err0 = {instancePath:instancePath+"/checksum",schemaPath:"#/properties/checksum/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
const _errs5 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.algorithm !== undefined){
let data1 = data0.algorithm;
if((typeof data1 !== "string") && (data1 !== null)){
const err1 = {instancePath:instancePath+"/checksum/algorithm",schemaPath:"#/$defs/Checksum/properties/algorithm/type",keyword:"type",params:{type: schema38.properties.algorithm.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.mode !== undefined){
let data2 = data0.mode;
if((typeof data2 !== "string") && (data2 !== null)){
const err2 = {instancePath:instancePath+"/checksum/mode",schemaPath:"#/$defs/Checksum/properties/mode/type",keyword:"type",params:{type: schema38.properties.mode.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.value !== undefined){
let data3 = data0.value;
if((typeof data3 !== "string") && (data3 !== null)){
const err3 = {instancePath:instancePath+"/checksum/value",schemaPath:"#/$defs/Checksum/properties/value/type",keyword:"type",params:{type: schema38.properties.value.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/checksum",schemaPath:"#/$defs/Checksum/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
var props0 = {};
props0.algorithm = true;
props0.mode = true;
props0.value = true;
}
if(!valid1){
const err5 = {instancePath:instancePath+"/checksum",schemaPath:"#/properties/checksum/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
if(data.path !== undefined){
let data4 = data.path;
if((typeof data4 !== "string") && (data4 !== null)){
const err6 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: schema37.properties.path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"checksum":true,"path":true},"dynamicProps":false,"dynamicItems":false};


function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.commitId !== undefined){
let data0 = data.commitId;
if((typeof data0 !== "string") && (data0 !== null)){
const err0 = {instancePath:instancePath+"/commitId",schemaPath:"#/properties/commitId/type",keyword:"type",params:{type: schema36.properties.commitId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.repository !== undefined){
let data1 = data.repository;
if((typeof data1 !== "string") && (data1 !== null)){
const err1 = {instancePath:instancePath+"/repository",schemaPath:"#/properties/repository/type",keyword:"type",params:{type: schema36.properties.repository.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.scriptFiles !== undefined){
let data2 = data.scriptFiles;
if((!(Array.isArray(data2))) && (data2 !== null)){
const err2 = {instancePath:instancePath+"/scriptFiles",schemaPath:"#/properties/scriptFiles/type",keyword:"type",params:{type: schema36.properties.scriptFiles.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate23(data2[i0], {instancePath:instancePath+"/scriptFiles/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
if (vErrors === null) vErrors = validate23.errors; else for (const e of validate23.errors) vErrors.push(e);
errors = vErrors.length;
}
}
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":{"commitId":true,"repository":true,"scriptFiles":true},"dynamicProps":false,"dynamicItems":false};


function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.config !== undefined){
let data0 = data.config;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(data0 !== null){
const err0 = {instancePath:instancePath+"/config",schemaPath:"#/properties/config/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
const _errs5 = errors;
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
const err1 = {instancePath:instancePath+"/config",schemaPath:"#/$defs/Map/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err2 = {instancePath:instancePath+"/config",schemaPath:"#/properties/config/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
if(data.metadata !== undefined){
let data1 = data.metadata;
const _errs9 = errors;
let valid3 = false;
const _errs10 = errors;
if(data1 !== null){
const err3 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs10 === errors;
valid3 = valid3 || _valid1;
const _errs12 = errors;
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
const err4 = {instancePath:instancePath+"/metadata",schemaPath:"#/$defs/Map/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err5 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
if(data.name !== undefined){
let data2 = data.name;
if((typeof data2 !== "string") && (data2 !== null)){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: schema32.properties.name.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.params !== undefined){
let data3 = data.params;
if((!(Array.isArray(data3))) && (data3 !== null)){
const err7 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: schema32.properties.params.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.name !== undefined){
let data5 = data4.name;
if((typeof data5 !== "string") && (data5 !== null)){
const err8 = {instancePath:instancePath+"/params/" + i0+"/name",schemaPath:"#/$defs/Parameter/properties/name/type",keyword:"type",params:{type: schema35.properties.name.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data4.type !== undefined){
let data6 = data4.type;
if((typeof data6 !== "string") && (data6 !== null)){
const err9 = {instancePath:instancePath+"/params/" + i0+"/type",schemaPath:"#/$defs/Parameter/properties/type/type",keyword:"type",params:{type: schema35.properties.type.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/params/" + i0,schemaPath:"#/$defs/Parameter/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
}
if(data.sessionId !== undefined){
let data7 = data.sessionId;
if((typeof data7 !== "string") && (data7 !== null)){
const err11 = {instancePath:instancePath+"/sessionId",schemaPath:"#/properties/sessionId/type",keyword:"type",params:{type: schema32.properties.sessionId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.workflow !== undefined){
let data8 = data.workflow;
const _errs29 = errors;
let valid9 = false;
const _errs30 = errors;
if(data8 !== null){
const err12 = {instancePath:instancePath+"/workflow",schemaPath:"#/properties/workflow/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid2 = _errs30 === errors;
valid9 = valid9 || _valid2;
const _errs32 = errors;
if(!(validate22(data8, {instancePath:instancePath+"/workflow",parentData:data,parentDataProperty:"workflow",rootData,dynamicAnchors}))){
if (vErrors === null) vErrors = validate22.errors; else for (const e of validate22.errors) vErrors.push(e);
errors = vErrors.length;
}
var _valid2 = _errs32 === errors;
valid9 = valid9 || _valid2;
if(_valid2){
var props0 = {};
props0.commitId = true;
props0.repository = true;
props0.scriptFiles = true;
}
if(!valid9){
const err13 = {instancePath:instancePath+"/workflow",schemaPath:"#/properties/workflow/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":{"config":true,"metadata":true,"name":true,"params":true,"sessionId":true,"workflow":true},"dynamicProps":false,"dynamicItems":false};

const schema39 = {"type":"object","properties":{"createdAt":{"anyOf":[{"type":"null"},{"$ref":"#/$defs/OffsetDateTime"}]},"output":{"type":["array","null"],"items":{"$ref":"#/$defs/Parameter"}},"workflowRun":{"type":["string","null"]}},"title":"WorkflowOutput","description":"Models the results of a workflow execution."};
const schema40 = {"type":"string","format":"date-time"};
const formats0 = (__webpack_require__(10779)/* .fullFormats */ .U9)["date-time"];

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.createdAt !== undefined){
let data0 = data.createdAt;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(data0 !== null){
const err0 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
const _errs5 = errors;
if(typeof data0 === "string"){
if(!(formats0.validate(data0))){
const err1 = {instancePath:instancePath+"/createdAt",schemaPath:"#/$defs/OffsetDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/createdAt",schemaPath:"#/$defs/OffsetDateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err3 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
if(data.output !== undefined){
let data1 = data.output;
if((!(Array.isArray(data1))) && (data1 !== null)){
const err4 = {instancePath:instancePath+"/output",schemaPath:"#/properties/output/type",keyword:"type",params:{type: schema39.properties.output.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.name !== undefined){
let data3 = data2.name;
if((typeof data3 !== "string") && (data3 !== null)){
const err5 = {instancePath:instancePath+"/output/" + i0+"/name",schemaPath:"#/$defs/Parameter/properties/name/type",keyword:"type",params:{type: schema35.properties.name.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data2.type !== undefined){
let data4 = data2.type;
if((typeof data4 !== "string") && (data4 !== null)){
const err6 = {instancePath:instancePath+"/output/" + i0+"/type",schemaPath:"#/$defs/Parameter/properties/type/type",keyword:"type",params:{type: schema35.properties.type.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath:instancePath+"/output/" + i0,schemaPath:"#/$defs/Parameter/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
}
if(data.workflowRun !== undefined){
let data5 = data.workflowRun;
if((typeof data5 !== "string") && (data5 !== null)){
const err8 = {instancePath:instancePath+"/workflowRun",schemaPath:"#/properties/workflowRun/type",keyword:"type",params:{type: schema39.properties.workflowRun.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":{"createdAt":true,"output":true,"workflowRun":true},"dynamicProps":false,"dynamicItems":false};

const schema42 = {"type":"object","properties":{"architecture":{"type":["string","null"]},"binEntries":{"type":["array","null"],"items":{"$ref":"#/$defs/DataPath"}},"codeChecksum":{"anyOf":[{"type":"null"},{"$ref":"#/$defs/Checksum"}]},"conda":{"type":["string","null"]},"container":{"type":["string","null"]},"globalVars":{"anyOf":[{"type":"null"},{"$ref":"#/$defs/Map"}]},"input":{"type":["array","null"],"items":{"$ref":"#/$defs/Parameter"}},"name":{"type":["string","null"]},"script":{"type":["string","null"]},"sessionId":{"type":["string","null"]},"spack":{"type":["string","null"]},"workflowRun":{"type":["string","null"]}},"title":"TaskRun","description":"Models a task execution."};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.architecture !== undefined){
let data0 = data.architecture;
if((typeof data0 !== "string") && (data0 !== null)){
const err0 = {instancePath:instancePath+"/architecture",schemaPath:"#/properties/architecture/type",keyword:"type",params:{type: schema42.properties.architecture.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.binEntries !== undefined){
let data1 = data.binEntries;
if((!(Array.isArray(data1))) && (data1 !== null)){
const err1 = {instancePath:instancePath+"/binEntries",schemaPath:"#/properties/binEntries/type",keyword:"type",params:{type: schema42.properties.binEntries.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate23(data1[i0], {instancePath:instancePath+"/binEntries/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
if (vErrors === null) vErrors = validate23.errors; else for (const e of validate23.errors) vErrors.push(e);
errors = vErrors.length;
}
}
}
}
if(data.codeChecksum !== undefined){
let data3 = data.codeChecksum;
const _errs7 = errors;
let valid3 = false;
const _errs8 = errors;
if(data3 !== null){
const err2 = {instancePath:instancePath+"/codeChecksum",schemaPath:"#/properties/codeChecksum/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid3 = valid3 || _valid0;
const _errs10 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.algorithm !== undefined){
let data4 = data3.algorithm;
if((typeof data4 !== "string") && (data4 !== null)){
const err3 = {instancePath:instancePath+"/codeChecksum/algorithm",schemaPath:"#/$defs/Checksum/properties/algorithm/type",keyword:"type",params:{type: schema38.properties.algorithm.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data3.mode !== undefined){
let data5 = data3.mode;
if((typeof data5 !== "string") && (data5 !== null)){
const err4 = {instancePath:instancePath+"/codeChecksum/mode",schemaPath:"#/$defs/Checksum/properties/mode/type",keyword:"type",params:{type: schema38.properties.mode.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data3.value !== undefined){
let data6 = data3.value;
if((typeof data6 !== "string") && (data6 !== null)){
const err5 = {instancePath:instancePath+"/codeChecksum/value",schemaPath:"#/$defs/Checksum/properties/value/type",keyword:"type",params:{type: schema38.properties.value.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/codeChecksum",schemaPath:"#/$defs/Checksum/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid3 = valid3 || _valid0;
if(_valid0){
var props0 = {};
props0.algorithm = true;
props0.mode = true;
props0.value = true;
}
if(!valid3){
const err7 = {instancePath:instancePath+"/codeChecksum",schemaPath:"#/properties/codeChecksum/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
if(data.conda !== undefined){
let data7 = data.conda;
if((typeof data7 !== "string") && (data7 !== null)){
const err8 = {instancePath:instancePath+"/conda",schemaPath:"#/properties/conda/type",keyword:"type",params:{type: schema42.properties.conda.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.container !== undefined){
let data8 = data.container;
if((typeof data8 !== "string") && (data8 !== null)){
const err9 = {instancePath:instancePath+"/container",schemaPath:"#/properties/container/type",keyword:"type",params:{type: schema42.properties.container.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.globalVars !== undefined){
let data9 = data.globalVars;
const _errs24 = errors;
let valid6 = false;
const _errs25 = errors;
if(data9 !== null){
const err10 = {instancePath:instancePath+"/globalVars",schemaPath:"#/properties/globalVars/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs25 === errors;
valid6 = valid6 || _valid1;
const _errs27 = errors;
if(!(data9 && typeof data9 == "object" && !Array.isArray(data9))){
const err11 = {instancePath:instancePath+"/globalVars",schemaPath:"#/$defs/Map/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs27 === errors;
valid6 = valid6 || _valid1;
if(!valid6){
const err12 = {instancePath:instancePath+"/globalVars",schemaPath:"#/properties/globalVars/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
}
if(data.input !== undefined){
let data10 = data.input;
if((!(Array.isArray(data10))) && (data10 !== null)){
const err13 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/type",keyword:"type",params:{type: schema42.properties.input.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(Array.isArray(data10)){
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
let data11 = data10[i1];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.name !== undefined){
let data12 = data11.name;
if((typeof data12 !== "string") && (data12 !== null)){
const err14 = {instancePath:instancePath+"/input/" + i1+"/name",schemaPath:"#/$defs/Parameter/properties/name/type",keyword:"type",params:{type: schema35.properties.name.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data11.type !== undefined){
let data13 = data11.type;
if((typeof data13 !== "string") && (data13 !== null)){
const err15 = {instancePath:instancePath+"/input/" + i1+"/type",schemaPath:"#/$defs/Parameter/properties/type/type",keyword:"type",params:{type: schema35.properties.type.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/input/" + i1,schemaPath:"#/$defs/Parameter/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
}
if(data.name !== undefined){
let data14 = data.name;
if((typeof data14 !== "string") && (data14 !== null)){
const err17 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: schema42.properties.name.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.script !== undefined){
let data15 = data.script;
if((typeof data15 !== "string") && (data15 !== null)){
const err18 = {instancePath:instancePath+"/script",schemaPath:"#/properties/script/type",keyword:"type",params:{type: schema42.properties.script.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.sessionId !== undefined){
let data16 = data.sessionId;
if((typeof data16 !== "string") && (data16 !== null)){
const err19 = {instancePath:instancePath+"/sessionId",schemaPath:"#/properties/sessionId/type",keyword:"type",params:{type: schema42.properties.sessionId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.spack !== undefined){
let data17 = data.spack;
if((typeof data17 !== "string") && (data17 !== null)){
const err20 = {instancePath:instancePath+"/spack",schemaPath:"#/properties/spack/type",keyword:"type",params:{type: schema42.properties.spack.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.workflowRun !== undefined){
let data18 = data.workflowRun;
if((typeof data18 !== "string") && (data18 !== null)){
const err21 = {instancePath:instancePath+"/workflowRun",schemaPath:"#/properties/workflowRun/type",keyword:"type",params:{type: schema42.properties.workflowRun.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":{"architecture":true,"binEntries":true,"codeChecksum":true,"conda":true,"container":true,"globalVars":true,"input":true,"name":true,"script":true,"sessionId":true,"spack":true,"workflowRun":true},"dynamicProps":false,"dynamicItems":false};

const schema46 = {"type":"object","properties":{"createdAt":{"anyOf":[{"type":"null"},{"$ref":"#/$defs/OffsetDateTime"}]},"labels":{"type":["array","null"],"items":{"type":"string"}},"output":{"type":["array","null"],"items":{"$ref":"#/$defs/Parameter"}},"taskRun":{"type":["string","null"]},"workflowRun":{"type":["string","null"]}},"title":"TaskOutput","description":"Models task results."};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.createdAt !== undefined){
let data0 = data.createdAt;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(data0 !== null){
const err0 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
const _errs5 = errors;
if(typeof data0 === "string"){
if(!(formats0.validate(data0))){
const err1 = {instancePath:instancePath+"/createdAt",schemaPath:"#/$defs/OffsetDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/createdAt",schemaPath:"#/$defs/OffsetDateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err3 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
if(data.labels !== undefined){
let data1 = data.labels;
if((!(Array.isArray(data1))) && (data1 !== null)){
const err4 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/type",keyword:"type",params:{type: schema46.properties.labels.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(typeof data1[i0] !== "string"){
const err5 = {instancePath:instancePath+"/labels/" + i0,schemaPath:"#/properties/labels/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
}
if(data.output !== undefined){
let data3 = data.output;
if((!(Array.isArray(data3))) && (data3 !== null)){
const err6 = {instancePath:instancePath+"/output",schemaPath:"#/properties/output/type",keyword:"type",params:{type: schema46.properties.output.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(Array.isArray(data3)){
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.name !== undefined){
let data5 = data4.name;
if((typeof data5 !== "string") && (data5 !== null)){
const err7 = {instancePath:instancePath+"/output/" + i1+"/name",schemaPath:"#/$defs/Parameter/properties/name/type",keyword:"type",params:{type: schema35.properties.name.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data4.type !== undefined){
let data6 = data4.type;
if((typeof data6 !== "string") && (data6 !== null)){
const err8 = {instancePath:instancePath+"/output/" + i1+"/type",schemaPath:"#/$defs/Parameter/properties/type/type",keyword:"type",params:{type: schema35.properties.type.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/output/" + i1,schemaPath:"#/$defs/Parameter/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
}
if(data.taskRun !== undefined){
let data7 = data.taskRun;
if((typeof data7 !== "string") && (data7 !== null)){
const err10 = {instancePath:instancePath+"/taskRun",schemaPath:"#/properties/taskRun/type",keyword:"type",params:{type: schema46.properties.taskRun.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.workflowRun !== undefined){
let data8 = data.workflowRun;
if((typeof data8 !== "string") && (data8 !== null)){
const err11 = {instancePath:instancePath+"/workflowRun",schemaPath:"#/properties/workflowRun/type",keyword:"type",params:{type: schema46.properties.workflowRun.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":{"createdAt":true,"labels":true,"output":true,"taskRun":true,"workflowRun":true},"dynamicProps":false,"dynamicItems":false};

const schema49 = {"type":"object","properties":{"checksum":{"anyOf":[{"type":"null"},{"$ref":"#/$defs/Checksum"}]},"createdAt":{"anyOf":[{"type":"null"},{"$ref":"#/$defs/OffsetDateTime"}]},"labels":{"type":["array","null"],"items":{"type":"string"}},"modifiedAt":{"anyOf":[{"type":"null"},{"$ref":"#/$defs/OffsetDateTime"}]},"path":{"type":["string","null"]},"size":{"type":"integer"},"source":{"type":["string","null"]},"taskRun":{"type":["string","null"]},"workflowRun":{"type":["string","null"]}},"title":"FileOutput","description":"Models a file produced by a workflow or task."};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.checksum !== undefined){
let data0 = data.checksum;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(data0 !== null){
const err0 = {instancePath:instancePath+"/checksum",schemaPath:"#/properties/checksum/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
const _errs5 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.algorithm !== undefined){
let data1 = data0.algorithm;
if((typeof data1 !== "string") && (data1 !== null)){
const err1 = {instancePath:instancePath+"/checksum/algorithm",schemaPath:"#/$defs/Checksum/properties/algorithm/type",keyword:"type",params:{type: schema38.properties.algorithm.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.mode !== undefined){
let data2 = data0.mode;
if((typeof data2 !== "string") && (data2 !== null)){
const err2 = {instancePath:instancePath+"/checksum/mode",schemaPath:"#/$defs/Checksum/properties/mode/type",keyword:"type",params:{type: schema38.properties.mode.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.value !== undefined){
let data3 = data0.value;
if((typeof data3 !== "string") && (data3 !== null)){
const err3 = {instancePath:instancePath+"/checksum/value",schemaPath:"#/$defs/Checksum/properties/value/type",keyword:"type",params:{type: schema38.properties.value.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/checksum",schemaPath:"#/$defs/Checksum/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
var props0 = {};
props0.algorithm = true;
props0.mode = true;
props0.value = true;
}
if(!valid1){
const err5 = {instancePath:instancePath+"/checksum",schemaPath:"#/properties/checksum/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
if(data.createdAt !== undefined){
let data4 = data.createdAt;
const _errs15 = errors;
let valid4 = false;
const _errs16 = errors;
if(data4 !== null){
const err6 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid1 = _errs16 === errors;
valid4 = valid4 || _valid1;
const _errs18 = errors;
if(typeof data4 === "string"){
if(!(formats0.validate(data4))){
const err7 = {instancePath:instancePath+"/createdAt",schemaPath:"#/$defs/OffsetDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/createdAt",schemaPath:"#/$defs/OffsetDateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err9 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
}
if(data.labels !== undefined){
let data5 = data.labels;
if((!(Array.isArray(data5))) && (data5 !== null)){
const err10 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/type",keyword:"type",params:{type: schema49.properties.labels.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
if(typeof data5[i0] !== "string"){
const err11 = {instancePath:instancePath+"/labels/" + i0,schemaPath:"#/properties/labels/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
}
if(data.modifiedAt !== undefined){
let data7 = data.modifiedAt;
const _errs26 = errors;
let valid8 = false;
const _errs27 = errors;
if(data7 !== null){
const err12 = {instancePath:instancePath+"/modifiedAt",schemaPath:"#/properties/modifiedAt/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid2 = _errs27 === errors;
valid8 = valid8 || _valid2;
const _errs29 = errors;
if(typeof data7 === "string"){
if(!(formats0.validate(data7))){
const err13 = {instancePath:instancePath+"/modifiedAt",schemaPath:"#/$defs/OffsetDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/modifiedAt",schemaPath:"#/$defs/OffsetDateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid2 = _errs29 === errors;
valid8 = valid8 || _valid2;
if(!valid8){
const err15 = {instancePath:instancePath+"/modifiedAt",schemaPath:"#/properties/modifiedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs26;
if(vErrors !== null){
if(_errs26){
vErrors.length = _errs26;
}
else {
vErrors = null;
}
}
}
}
if(data.path !== undefined){
let data8 = data.path;
if((typeof data8 !== "string") && (data8 !== null)){
const err16 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: schema49.properties.path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.size !== undefined){
let data9 = data.size;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err17 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.source !== undefined){
let data10 = data.source;
if((typeof data10 !== "string") && (data10 !== null)){
const err18 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: schema49.properties.source.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.taskRun !== undefined){
let data11 = data.taskRun;
if((typeof data11 !== "string") && (data11 !== null)){
const err19 = {instancePath:instancePath+"/taskRun",schemaPath:"#/properties/taskRun/type",keyword:"type",params:{type: schema49.properties.taskRun.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.workflowRun !== undefined){
let data12 = data.workflowRun;
if((typeof data12 !== "string") && (data12 !== null)){
const err20 = {instancePath:instancePath+"/workflowRun",schemaPath:"#/properties/workflowRun/type",keyword:"type",params:{type: schema49.properties.workflowRun.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":{"checksum":true,"createdAt":true,"labels":true,"modifiedAt":true,"path":true,"size":true,"source":true,"taskRun":true,"workflowRun":true},"dynamicProps":false,"dynamicItems":false};


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://raw.githubusercontent.com/nextflow-io/schemas/main/lineage/v1beta1/schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.version === undefined){
const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.kind === undefined){
const err1 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.spec === undefined){
const err2 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "spec"},message:"must have required property '"+"spec"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "version") || (key0 === "kind")) || (key0 === "spec"))){
const err3 = {instancePath,schemaPath:"#/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.version !== undefined){
if("lineage/v1beta1" !== data.version){
const err4 = {instancePath:instancePath+"/version",schemaPath:"#/oneOf/0/properties/version/const",keyword:"const",params:{allowedValue: "lineage/v1beta1"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.kind !== undefined){
if("WorkflowRun" !== data.kind){
const err5 = {instancePath:instancePath+"/kind",schemaPath:"#/oneOf/0/properties/kind/const",keyword:"const",params:{allowedValue: "WorkflowRun"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.spec !== undefined){
if(!(validate21(data.spec, {instancePath:instancePath+"/spec",parentData:data,parentDataProperty:"spec",rootData,dynamicAnchors}))){
if (vErrors === null) vErrors = validate21.errors; else for (const e of validate21.errors) vErrors.push(e);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
var props0 = true;
}
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.version === undefined){
const err7 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.kind === undefined){
const err8 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.spec === undefined){
const err9 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "spec"},message:"must have required property '"+"spec"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 in data){
if(!(((key1 === "version") || (key1 === "kind")) || (key1 === "spec"))){
const err10 = {instancePath,schemaPath:"#/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.version !== undefined){
if("lineage/v1beta1" !== data.version){
const err11 = {instancePath:instancePath+"/version",schemaPath:"#/oneOf/1/properties/version/const",keyword:"const",params:{allowedValue: "lineage/v1beta1"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.kind !== undefined){
if("WorkflowOutput" !== data.kind){
const err12 = {instancePath:instancePath+"/kind",schemaPath:"#/oneOf/1/properties/kind/const",keyword:"const",params:{allowedValue: "WorkflowOutput"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.spec !== undefined){
if(!(validate27(data.spec, {instancePath:instancePath+"/spec",parentData:data,parentDataProperty:"spec",rootData,dynamicAnchors}))){
if (vErrors === null) vErrors = validate27.errors; else for (const e of validate27.errors) vErrors.push(e);
errors = vErrors.length;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
if(props0 !== true){
props0 = true;
}
}
const _errs13 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.version === undefined){
const err14 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.kind === undefined){
const err15 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.spec === undefined){
const err16 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "spec"},message:"must have required property '"+"spec"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key2 in data){
if(!(((key2 === "version") || (key2 === "kind")) || (key2 === "spec"))){
const err17 = {instancePath,schemaPath:"#/oneOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.version !== undefined){
if("lineage/v1beta1" !== data.version){
const err18 = {instancePath:instancePath+"/version",schemaPath:"#/oneOf/2/properties/version/const",keyword:"const",params:{allowedValue: "lineage/v1beta1"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.kind !== undefined){
if("Workflow" !== data.kind){
const err19 = {instancePath:instancePath+"/kind",schemaPath:"#/oneOf/2/properties/kind/const",keyword:"const",params:{allowedValue: "Workflow"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.spec !== undefined){
if(!(validate22(data.spec, {instancePath:instancePath+"/spec",parentData:data,parentDataProperty:"spec",rootData,dynamicAnchors}))){
if (vErrors === null) vErrors = validate22.errors; else for (const e of validate22.errors) vErrors.push(e);
errors = vErrors.length;
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid0 = _errs13 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid0 = true;
passing0 = 2;
if(props0 !== true){
props0 = true;
}
}
const _errs19 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.version === undefined){
const err21 = {instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data.kind === undefined){
const err22 = {instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data.spec === undefined){
const err23 = {instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: "spec"},message:"must have required property '"+"spec"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
for(const key3 in data){
if(!(((key3 === "version") || (key3 === "kind")) || (key3 === "spec"))){
const err24 = {instancePath,schemaPath:"#/oneOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.version !== undefined){
if("lineage/v1beta1" !== data.version){
const err25 = {instancePath:instancePath+"/version",schemaPath:"#/oneOf/3/properties/version/const",keyword:"const",params:{allowedValue: "lineage/v1beta1"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.kind !== undefined){
if("TaskRun" !== data.kind){
const err26 = {instancePath:instancePath+"/kind",schemaPath:"#/oneOf/3/properties/kind/const",keyword:"const",params:{allowedValue: "TaskRun"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.spec !== undefined){
if(!(validate30(data.spec, {instancePath:instancePath+"/spec",parentData:data,parentDataProperty:"spec",rootData,dynamicAnchors}))){
if (vErrors === null) vErrors = validate30.errors; else for (const e of validate30.errors) vErrors.push(e);
errors = vErrors.length;
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/oneOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid0 = _errs19 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid0 = true;
passing0 = 3;
if(props0 !== true){
props0 = true;
}
}
const _errs25 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.version === undefined){
const err28 = {instancePath,schemaPath:"#/oneOf/4/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data.kind === undefined){
const err29 = {instancePath,schemaPath:"#/oneOf/4/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data.spec === undefined){
const err30 = {instancePath,schemaPath:"#/oneOf/4/required",keyword:"required",params:{missingProperty: "spec"},message:"must have required property '"+"spec"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
for(const key4 in data){
if(!(((key4 === "version") || (key4 === "kind")) || (key4 === "spec"))){
const err31 = {instancePath,schemaPath:"#/oneOf/4/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.version !== undefined){
if("lineage/v1beta1" !== data.version){
const err32 = {instancePath:instancePath+"/version",schemaPath:"#/oneOf/4/properties/version/const",keyword:"const",params:{allowedValue: "lineage/v1beta1"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.kind !== undefined){
if("TaskOutput" !== data.kind){
const err33 = {instancePath:instancePath+"/kind",schemaPath:"#/oneOf/4/properties/kind/const",keyword:"const",params:{allowedValue: "TaskOutput"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.spec !== undefined){
if(!(validate33(data.spec, {instancePath:instancePath+"/spec",parentData:data,parentDataProperty:"spec",rootData,dynamicAnchors}))){
if (vErrors === null) vErrors = validate33.errors; else for (const e of validate33.errors) vErrors.push(e);
errors = vErrors.length;
}
}
}
else {
const err34 = {instancePath,schemaPath:"#/oneOf/4/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid0 = _errs25 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 4];
}
else {
if(_valid0){
valid0 = true;
passing0 = 4;
if(props0 !== true){
props0 = true;
}
}
const _errs31 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.version === undefined){
const err35 = {instancePath,schemaPath:"#/oneOf/5/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data.kind === undefined){
const err36 = {instancePath,schemaPath:"#/oneOf/5/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data.spec === undefined){
const err37 = {instancePath,schemaPath:"#/oneOf/5/required",keyword:"required",params:{missingProperty: "spec"},message:"must have required property '"+"spec"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
for(const key5 in data){
if(!(((key5 === "version") || (key5 === "kind")) || (key5 === "spec"))){
const err38 = {instancePath,schemaPath:"#/oneOf/5/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.version !== undefined){
if("lineage/v1beta1" !== data.version){
const err39 = {instancePath:instancePath+"/version",schemaPath:"#/oneOf/5/properties/version/const",keyword:"const",params:{allowedValue: "lineage/v1beta1"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.kind !== undefined){
if("FileOutput" !== data.kind){
const err40 = {instancePath:instancePath+"/kind",schemaPath:"#/oneOf/5/properties/kind/const",keyword:"const",params:{allowedValue: "FileOutput"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.spec !== undefined){
if(!(validate35(data.spec, {instancePath:instancePath+"/spec",parentData:data,parentDataProperty:"spec",rootData,dynamicAnchors}))){
if (vErrors === null) vErrors = validate35.errors; else for (const e of validate35.errors) vErrors.push(e);
errors = vErrors.length;
}
}
}
else {
const err41 = {instancePath,schemaPath:"#/oneOf/5/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid0 = _errs31 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 5];
}
else {
if(_valid0){
valid0 = true;
passing0 = 5;
if(props0 !== true){
props0 = true;
}
}
}
}
}
}
}
if(!valid0){
const err42 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate20.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate20.evaluated = {"dynamicProps":true,"dynamicItems":false};

/** Validators by schema key. */
module.exports.y = {
  "nextflow-lineage": module.exports.f,
};


/***/ })

};
