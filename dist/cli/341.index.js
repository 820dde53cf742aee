export const id = 341;
export const ids = [341];
export const modules = {

/***/ 31341:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runExportCommand: () => (/* binding */ runExportCommand)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/cli/parse-args.ts
var parse_args = __webpack_require__(89611);
// EXTERNAL MODULE: ./src/audit/pipeline.ts + 24 modules
var pipeline = __webpack_require__(34871);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/formats/passport.ts
var passport = __webpack_require__(2800);
// EXTERNAL MODULE: ./src/export/in-toto.ts
var in_toto = __webpack_require__(22048);
// EXTERNAL MODULE: ./src/util/relative-path.ts
var relative_path = __webpack_require__(9344);
// EXTERNAL MODULE: ./src/core/passport.ts
var core_passport = __webpack_require__(48825);
// EXTERNAL MODULE: ./src/util/xml-chars.ts
var xml_chars = __webpack_require__(52917);
;// CONCATENATED MODULE: ./src/export/prov.ts
/**
 * W3C PROV-JSON for research data repositories
 * (https://www.w3.org/submissions/prov-json/, PROV-DM https://www.w3.org/TR/prov-dm/).
 *
 * Mapping, one passport = one skill run:
 *  - entity  `passport:<passport_id>`   the passport itself (prov:type pg:MaterialPassport)
 *  - entity  `artifact:<path>@<sha256>` each input/output version; an output of A that
 *            is an input of B (same path, same bytes) is one entity, so the
 *            chain reads naturally: A generated it, B used it;
 *  - activity `run:<passport_id>`       the run (pg:skill, pg:skill_version, prov:endTime = created_at,
 *                                       and its parameters, decisions and errors: describeScience)
 *  - agent   `agent:<name>`             produced_by.agent, when given (wasAssociatedWith)
 *  - used            run → each input
 *  - wasGeneratedBy  each output and the passport → run
 *  - wasDerivedFrom  consumer passport → each consumed passport (consumed_passports)
 *
 * Every string of the document is a valid xsd:string: characters XML 1.0 does not allow
 * (an ANSI escape in produced_by.agent, a lone surrogate) are written as visible `\uXXXX`
 * text (xml-chars.ts), since the consumers turn PROV-JSON into PROV-XML.
 */



/** Namespace of passport-gate's PROV attributes and types. */
const PROV_NAMESPACE = 'https://passport-gate.dev/ns/prov#';
/** The prefixes every exported document declares. */
const PROV_PREFIXES = Object.freeze({
    pg: PROV_NAMESPACE,
    passport: 'urn:uuid:',
    run: 'urn:passport-gate:run:',
    artifact: 'urn:passport-gate:artifact:',
    agent: 'urn:passport-gate:agent:',
    xsd: 'http://www.w3.org/2001/XMLSchema#',
});
/**
 * Percent-encodes a local name so it is a valid PROV-N qualified-name local
 * part: unreserved characters and `/` stay, everything else is %XX (UTF-8).
 */
function encodeLocalName(value) {
    // encodeURIComponent throws on a lone surrogate; escaped first, it is percent-encoded text.
    return (0,xml_chars/* escapeNonXmlChars */.d)(value)
        .split('/')
        .map((segment) => encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
        .join('/');
}
/** Identifier of a passport entity. */
const passportEntityId = (id) => `passport:${encodeLocalName(id)}`;
/** Identifier of the run activity of a passport. */
const runActivityId = (id) => `run:${encodeLocalName(id)}`;
/** Identifier of an artifact version. */
const artifactEntityId = (rel, sha256) => `artifact:${encodeLocalName(rel)}@${encodeLocalName(sha256)}`;
/**
 * The run's science as attributes of its activity, each a set of strings (PROV attributes may
 * hold several values; any parameter key and value survives PROV-XML, where an attribute is an
 * element name and so could not be the key itself):
 *  - `pg:parameter`  `key=value`, the value as JSON (`min_quality=20`, `ref="GRCh38"`);
 *  - `pg:decision`   each decisions[] entry as JSON;
 *  - `pg:error`      each errors[] entry (step, tool, exit_code, stderr_excerpt) as JSON.
 * Empty ones are left out.
 */
function describeScience(passport) {
    const attributes = {};
    const parameters = Object.entries(passport.parameters ?? {}).map(([key, value]) => `${key}=${JSON.stringify(value) ?? 'null'}`);
    const decisions = passport.decisions.map((d) => JSON.stringify(d));
    const errors = passport.errors.map((e) => JSON.stringify(e.recorded));
    if (parameters.length > 0)
        attributes['pg:parameter'] = parameters;
    if (decisions.length > 0)
        attributes['pg:decision'] = decisions;
    if (errors.length > 0)
        attributes['pg:error'] = errors;
    return attributes;
}
/**
 * Builds one PROV-JSON document for a set of passports. Deterministic: the
 * same passports in the same order give the same document.
 *
 * @example
 * const doc = toProvDocument(passports.map((p) => ({ path: p.path, dir: p.dir, passport: p.value })));
 */
function toProvDocument(sources, options = {}) {
    const doc = {
        prefix: { ...PROV_PREFIXES },
        entity: {},
        activity: {},
        agent: {},
        used: {},
        wasGeneratedBy: {},
        wasDerivedFrom: {},
        wasAssociatedWith: {},
    };
    // Relation ids are blank nodes numbered in order of creation.
    const counters = { u: 0, g: 0, d: 0, a: 0 };
    const relation = (kind) => `_:${kind}${++counters[kind]}`;
    const qualified = (name) => ({ $: name, type: 'prov:QUALIFIED_NAME' });
    for (const source of sources) {
        const { path: passportPath, dir } = source;
        const passport = source.read ?? (0,core_passport/* readPassport */.pN)(source.passport);
        const base = options.pathBase === 'passport' && dir !== '.' ? dir : '';
        const repoPath = (raw) => {
            const checked = (0,relative_path/* checkRelativePath */._k)(raw, base);
            return checked.ok ? checked.rel : raw;
        };
        // Ids compare as UUIDs (ignoring case): one passport is one entity however it is spelt.
        const pid = passport.id ?? '';
        const run = runActivityId(pid);
        const self = passportEntityId(pid);
        doc.entity[self] = {
            'prov:type': qualified('pg:MaterialPassport'),
            'prov:label': passportPath,
            'pg:path': passportPath,
            'pg:schema_version': passport.schemaVersion ?? undefined,
        };
        const activity = {
            'prov:type': qualified('pg:SkillRun'),
            'prov:label': `${passport.skill} ${passport.skillVersion}`,
            'prov:endTime': passport.createdAt ?? undefined,
            'pg:skill': passport.skill ?? undefined,
            'pg:skill_version': passport.skillVersion ?? undefined,
        };
        if (passport.sessionId !== null)
            activity['pg:session_id'] = passport.sessionId;
        Object.assign(activity, describeScience(passport));
        doc.activity[run] = activity;
        doc.wasGeneratedBy[relation('g')] = {
            'prov:entity': self,
            'prov:activity': run,
            'prov:time': passport.createdAt ?? undefined,
        };
        if (passport.agent !== null && passport.agent !== '') {
            const agent = `agent:${encodeLocalName(passport.agent)}`;
            doc.agent[agent] = {
                'prov:type': qualified('prov:SoftwareAgent'),
                'prov:label': passport.agent,
            };
            doc.wasAssociatedWith[relation('a')] = { 'prov:activity': run, 'prov:agent': agent };
        }
        const addArtifact = (ref) => {
            const rel = repoPath(ref.path);
            const sha256 = ref.sha256 ?? '';
            const id = artifactEntityId(rel, sha256);
            const entity = doc.entity[id] ?? {
                'prov:type': qualified('pg:Artifact'),
                'prov:label': rel,
                'pg:path': rel,
                'pg:sha256': sha256,
            };
            if (ref.type !== null)
                entity['pg:type'] = ref.type;
            if (ref.sizeBytes !== null)
                entity['pg:size_bytes'] = ref.sizeBytes;
            if (ref.source !== null)
                entity['pg:source'] = ref.source;
            doc.entity[id] = entity;
            return id;
        };
        for (const input of passport.inputs) {
            doc.used[relation('u')] = { 'prov:activity': run, 'prov:entity': addArtifact(input) };
        }
        for (const output of passport.outputs) {
            doc.wasGeneratedBy[relation('g')] = {
                'prov:entity': addArtifact(output),
                'prov:activity': run,
                'prov:time': passport.createdAt ?? undefined,
            };
        }
        for (const upstream of passport.consumed) {
            doc.wasDerivedFrom[relation('d')] = {
                'prov:generatedEntity': self,
                'prov:usedEntity': passportEntityId(upstream),
                'prov:activity': run,
            };
        }
    }
    return (0,xml_chars/* escapeNonXmlCharsDeep */.P)(doc);
}

;// CONCATENATED MODULE: ./src/export/ro-crate.ts
/**
 * A Workflow Run RO-Crate of the audited passport chain, in the Provenance Run Crate 0.5
 * profile (https://w3id.org/ro/wfrun/provenance/0.5, on RO-Crate 1.1): `export --ro-crate DIR`.
 *
 * The crate's root is the repository root: its data entities are the repository's files, named
 * by repository-relative path, so DIR/ro-crate-metadata.json describes the repository as
 * audited. Mapping (docs/ro-crate.md):
 *  - each passport is one step run: a `CreateAction` (`#run/<passport_id>`) whose `object` is its
 *    inputs (and the passports it consumed) and its parameters (`PropertyValue`s), whose
 *    `result` is its outputs and its own passport file, whose `instrument` is the skill (a
 *    `SoftwareApplication` with its `softwareVersion`), with its `agent`, `endTime` (created_at),
 *    and its decisions and errors[] entries (exit codes) kept whole as `PropertyValue`s under
 *    `additionalProperty`;
 *  - each `File` has its `sha256` and `contentSize`; a cited source (`source`) is its
 *    `identifier`, an external input's `uri` its `url`;
 *  - the chain is the workflow (`mainEntity`, `passport-chain.json` written beside the
 *    metadata): its tools are the skills, its `HowToStep`s the steps in the order
 *    consumed_passports gives (upstream first), each step's run orchestrated by a
 *    `ControlAction`; one `CreateAction` stands for the run of the whole chain.
 * Deterministic: the same passports give the same crate (datePublished is the latest created_at).
 */




/** The file name of an RO-Crate's metadata (RO-Crate 1.1). */
const RO_CRATE_METADATA = 'ro-crate-metadata.json';
/** The workflow the crate's runs are runs of: the chain of passports, written beside it. */
const PASSPORT_CHAIN_FILE = 'passport-chain.json';
/** The contexts the crate names: RO-Crate 1.1, and the workflow-run terms (`sha256`). */
const RO_CRATE_CONTEXT = [
    'https://w3id.org/ro/crate/1.1/context',
    'https://w3id.org/ro/terms/workflow-run/context',
];
/** The profiles the crate conforms to (Provenance Run Crate 0.5 and the ones it builds on). */
const RO_CRATE_PROFILES = [
    { id: 'https://w3id.org/ro/wfrun/process/0.5', name: 'Process Run Crate', version: '0.5' },
    { id: 'https://w3id.org/ro/wfrun/workflow/0.5', name: 'Workflow Run Crate', version: '0.5' },
    { id: 'https://w3id.org/ro/wfrun/provenance/0.5', name: 'Provenance Run Crate', version: '0.5' },
    {
        id: 'https://w3id.org/workflowhub/workflow-ro-crate/1.0',
        name: 'Workflow RO-Crate',
        version: '1.0',
    },
];
/**
 * The status of a step the audit passed. Text, as Process Run Crate's examples write it and its
 * validator's shape (an sh:in of strings) checks it.
 */
const COMPLETED = 'http://schema.org/CompletedActionStatus';
/**
 * A recorded time as Process Run Crate's shapes want it (`…T13:05:00+00:00`: an offset, not
 * `Z`): the same instant, in UTC; text that is not a time is kept as written.
 */
function isoTime(recorded) {
    const ms = Date.parse(recorded);
    if (Number.isNaN(ms))
        return recorded;
    return new Date(ms)
        .toISOString()
        .replace(/\.000Z$/, 'Z')
        .replace(/Z$/, '+00:00');
}
const ref = (id) => ({ '@id': id });
/** A fragment identifier from parts, each percent-encoded (`#run/<id>`). */
const fragment = (...parts) => `#${parts.map(encodeLocalName).join('/')}`;
/**
 * The passports in chain order: a passport after those it consumed (a stable topological sort;
 * a passport consumed but not exported, or a cycle the audit would not pass, keeps input order).
 */
function orderSteps(items) {
    const byId = new Map();
    for (const item of items)
        if (item.read.id !== null)
            byId.set(item.read.id, item);
    const done = new Set();
    const visiting = new Set();
    const ordered = [];
    const visit = (item) => {
        if (done.has(item) || visiting.has(item))
            return;
        visiting.add(item);
        for (const upstream of item.read.consumed) {
            const u = byId.get(upstream);
            if (u !== undefined)
                visit(u);
        }
        visiting.delete(item);
        done.add(item);
        ordered.push(item);
    };
    for (const item of items)
        visit(item);
    return ordered;
}
/** A JSON value as a PropertyValue `value`: text, number and boolean as they are, others as JSON. */
function propertyValue(value) {
    if (typeof value === 'string' || typeof value === 'boolean')
        return value;
    if (typeof value === 'number' && Number.isFinite(value))
        return value;
    return JSON.stringify(value) ?? 'null';
}
/**
 * Builds the crate of a set of audited passports.
 *
 * @example
 * const { metadata, chain } = toRoCrate(passports, { sizeOf: (rel) => statSync(rel).size });
 */
function toRoCrate(sources, options = {}) {
    const entities = new Map();
    const put = (entity) => {
        const existing = entities.get(entity['@id']);
        entities.set(entity['@id'], existing ? { ...existing, ...entity } : entity);
        return entity['@id'];
    };
    const items = orderSteps(sources.map((s) => ({ ...s, read: s.read ?? (0,core_passport/* readPassport */.pN)(s.passport) })));
    const passportFileById = new Map();
    for (const item of items)
        if (item.read.id !== null)
            passportFileById.set(item.read.id, item.path);
    // A path is one File; a second version of it (other bytes) is named by its digest.
    const fileVersion = new Map();
    const fileId = (rel, sha256) => {
        const id = encodeLocalName(rel);
        const seen = fileVersion.get(id);
        if (seen === undefined || sha256 === null || seen === sha256) {
            if (sha256 !== null)
                fileVersion.set(id, sha256);
            return id;
        }
        return `${id}#sha256=${sha256}`;
    };
    const produced = new Set();
    const used = new Set();
    const hasPart = [];
    const addFile = (artifact, base) => {
        const checked = (0,relative_path/* checkRelativePath */._k)(artifact.path, base);
        const rel = checked.ok ? checked.rel : artifact.path;
        const id = fileId(rel, artifact.sha256);
        const size = artifact.sizeBytes ?? (artifact.external ? null : (options.sizeOf?.(rel) ?? null));
        const entity = { '@id': id, '@type': 'File', name: rel };
        if (artifact.sha256 !== null)
            entity.sha256 = artifact.sha256;
        if (size !== null)
            entity.contentSize = String(size);
        if (artifact.type !== null)
            entity.description = `type: ${artifact.type}`;
        if (artifact.source !== null)
            entity.identifier = artifact.source;
        if (artifact.uri !== null)
            entity.url = artifact.uri;
        if (!entities.has(id))
            hasPart.push(id);
        put(entity);
        return id;
    };
    const tools = new Map();
    const steps = [];
    const mentions = [];
    const chainSteps = [];
    const agents = new Set();
    let latest = null;
    items.forEach((item, position) => {
        const p = item.read;
        const pid = p.writtenId ?? item.path;
        const base = options.pathBase === 'passport' && item.dir !== '.' ? item.dir : '';
        const skill = p.skill ?? 'unknown skill';
        const version = p.skillVersion ?? '';
        const toolId = fragment('skill', `${skill}@${version}`);
        if (!tools.has(toolId)) {
            tools.set(toolId, skill);
            put({ '@id': toolId, '@type': 'SoftwareApplication', name: skill, softwareVersion: version });
        }
        const runId = fragment('run', pid);
        const stepId = fragment('step', pid);
        const passportFile = {
            '@id': encodeLocalName(item.path),
            '@type': 'File',
            name: item.path,
            encodingFormat: 'application/json',
            about: ref(runId),
        };
        if (item.sha256 !== null)
            passportFile.sha256 = item.sha256;
        if (item.size !== null)
            passportFile.contentSize = String(item.size);
        if (!entities.has(passportFile['@id']))
            hasPart.push(passportFile['@id']);
        put(passportFile);
        const object = [];
        for (const input of p.inputs) {
            const id = addFile(input, base);
            object.push(id);
            used.add(id);
        }
        for (const upstream of p.consumed) {
            const file = passportFileById.get(upstream);
            if (file !== undefined)
                object.push(encodeLocalName(file));
        }
        const parameters = p.parameters;
        if (parameters !== null && typeof parameters === 'object' && !Array.isArray(parameters)) {
            for (const [key, value] of Object.entries(parameters)) {
                object.push(put({
                    '@id': fragment('run', pid, 'parameter', key),
                    '@type': 'PropertyValue',
                    name: key,
                    value: propertyValue(value),
                }));
            }
        }
        const result = [];
        for (const output of p.outputs) {
            const id = addFile(output, base);
            result.push(id);
            produced.add(id);
        }
        result.push(passportFile['@id']);
        const kept = [];
        p.decisions.forEach((decision, n) => {
            kept.push(put({
                '@id': fragment('run', pid, 'decision', String(n)),
                '@type': 'PropertyValue',
                propertyID: 'https://passport-gate.dev/ns/prov#decision',
                name: 'decision',
                value: JSON.stringify(decision) ?? 'null',
            }));
        });
        for (const error of p.errors) {
            kept.push(put({
                '@id': fragment('run', pid, 'error', String(error.index)),
                '@type': 'PropertyValue',
                propertyID: 'https://passport-gate.dev/ns/prov#error',
                name: typeof error.exitCode === 'number' ? `exit code ${error.exitCode}` : 'error',
                value: JSON.stringify(error.recorded) ?? 'null',
            }));
        }
        const action = {
            '@id': runId,
            '@type': 'CreateAction',
            name: `Run of ${skill} ${version}`.trim(),
            description: `The step recorded by the passport ${item.path}.`,
            identifier: pid,
            instrument: ref(toolId),
            object: object.map(ref),
            result: result.map(ref),
            actionStatus: COMPLETED,
        };
        if (p.createdAt !== null) {
            action.endTime = isoTime(p.createdAt);
            if (latest === null || p.createdAt > latest)
                latest = p.createdAt;
        }
        if (p.agent !== null && p.agent !== '') {
            const agentId = fragment('agent', p.agent);
            if (!agents.has(agentId)) {
                agents.add(agentId);
                put({ '@id': agentId, '@type': 'SoftwareApplication', name: p.agent });
            }
            action.agent = ref(agentId);
        }
        if (kept.length > 0)
            action.additionalProperty = kept.map(ref);
        put(action);
        mentions.push(runId);
        put({
            '@id': stepId,
            '@type': 'HowToStep',
            name: skill,
            position: String(position),
            workExample: ref(toolId),
        });
        steps.push(stepId);
        const controlId = fragment('control', pid);
        put({
            '@id': controlId,
            '@type': 'ControlAction',
            name: `orchestrate ${skill}`,
            instrument: ref(stepId),
            object: ref(runId),
            actionStatus: COMPLETED,
        });
        chainSteps.push({
            position,
            passport: item.path,
            passport_id: p.writtenId,
            skill: p.skill,
            skill_version: p.skillVersion,
            consumed_passports: p.consumed,
        });
    });
    // The run of the whole chain: what came from outside it, and what it left unconsumed.
    const chainRun = {
        '@id': '#chain-run',
        '@type': 'CreateAction',
        name: 'Run of the passport chain',
        description: 'The steps of the chain taken together: its object is what no step of the chain produced, its result what no step consumed.',
        instrument: ref(PASSPORT_CHAIN_FILE),
        object: [...used].filter((id) => !produced.has(id)).map(ref),
        result: [...produced].filter((id) => !used.has(id)).map(ref),
        actionStatus: COMPLETED,
    };
    if (latest !== null)
        chainRun.endTime = isoTime(latest);
    mentions.unshift('#chain-run');
    const license = options.license === undefined || options.license === null
        ? {
            '@id': '#license',
            '@type': 'CreativeWork',
            name: 'No licence stated',
            description: 'passport-gate was not told the licence of this repository (export --ro-crate DIR --license URL).',
        }
        : { '@id': options.license, '@type': 'CreativeWork', name: options.license };
    const graph = [
        {
            '@id': RO_CRATE_METADATA,
            '@type': 'CreativeWork',
            about: ref('./'),
            conformsTo: [
                ref('https://w3id.org/ro/crate/1.1'),
                ref('https://w3id.org/workflowhub/workflow-ro-crate/1.0'),
            ],
        },
        {
            '@id': './',
            '@type': 'Dataset',
            name: options.name ?? `Provenance of ${items.length} passport(s)`,
            description: 'The Material Passports of this repository as passport-gate audited them, each a step run with its inputs, outputs, skill and parameters.',
            datePublished: latest === null ? '1970-01-01T00:00:00+00:00' : isoTime(latest),
            license: ref(license['@id']),
            conformsTo: RO_CRATE_PROFILES.map((p) => ref(p.id)),
            mainEntity: ref(PASSPORT_CHAIN_FILE),
            hasPart: [PASSPORT_CHAIN_FILE, ...hasPart].map(ref),
            mentions: mentions.map(ref),
        },
        ...RO_CRATE_PROFILES.map((p) => ({
            '@id': p.id,
            '@type': 'CreativeWork',
            name: p.name,
            version: p.version,
        })),
        license,
        {
            '@id': PASSPORT_CHAIN_FILE,
            '@type': ['File', 'SoftwareSourceCode', 'ComputationalWorkflow', 'HowTo'],
            name: 'Passport chain',
            description: 'The steps of this repository as its passports record them, upstream first.',
            encodingFormat: 'application/json',
            programmingLanguage: ref('#material-passport-chain'),
            hasPart: [...tools.keys()].map(ref),
            step: steps.map(ref),
        },
        {
            '@id': '#material-passport-chain',
            '@type': 'ComputerLanguage',
            name: 'Material Passport chain',
            alternateName: 'passport-gate',
            identifier: in_toto/* MATERIAL_PASSPORT_PREDICATE_TYPE */._H,
            url: ref('https://passport-gate.dev/material-passport/v1'),
        },
        chainRun,
        ...entities.values(),
    ];
    return {
        metadata: { '@context': RO_CRATE_CONTEXT, '@graph': graph },
        chain: {
            description: 'The steps of the passport chain, upstream first (passport-gate export --ro-crate).',
            predicateType: in_toto/* MATERIAL_PASSPORT_PREDICATE_TYPE */._H,
            steps: chainSteps,
        },
    };
}

// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/util/untrusted.ts
var untrusted = __webpack_require__(19630);
// EXTERNAL MODULE: ./src/fs/atomic-write.ts
var atomic_write = __webpack_require__(27768);
// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __webpack_require__(65655);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(71604);
;// CONCATENATED MODULE: ./src/cli/export-command.ts
/**
 * `passport-gate export`: in-toto Statements (for signing), W3C PROV-JSON (for research data
 * repositories) and a Provenance Run RO-Crate (for workflow registries). The repository is audited first: a
 * statement is a claim someone will sign, so nothing is exported from a
 * repository whose passports do not verify.
 */

















/** Help text of the export command. */
const EXPORT_HELP = `Usage: passport-gate export (--in-toto | --prov | --ro-crate DIR) [options]

Export verified passports for other tools. The whole repository is audited
first; if the audit fails nothing is exported (exit 1).

Formats (one or more):
  --in-toto        one in-toto Statement v1 per passport (the statement attest
                   signs): subject = the passport file, then the outputs
                   (name = repository path, digest = sha256), predicate = the
                   passport unchanged, predicateType =
                   ${in_toto/* MATERIAL_PASSPORT_PREDICATE_TYPE */._H}
  --prov           one W3C PROV-JSON document: entities (artifacts, passports),
                   activities (one per passport run), used, wasGeneratedBy,
                   wasDerivedFrom (along consumed_passports)
  --ro-crate DIR   a Workflow Run RO-Crate (Provenance Run Crate 0.5, RO-Crate
                   1.1): DIR/${RO_CRATE_METADATA} and DIR/${PASSPORT_CHAIN_FILE}.
                   Each passport is a CreateAction (inputs as object, outputs
                   as result, the skill as instrument); files are named by
                   repository path, so with --ro-crate . at the repository root
                   the repository is the crate (docs/ro-crate.md)

Options:
  --out DIR        write files under DIR (default: stdout; --in-toto then prints
                   one statement per line, JSON Lines). With --in-toto, DIR gets
                   <passport dir>/<run-id>.intoto.json and .checksums.txt (for
                   actions/attest subject-checksums) per passport, and index.json;
                   with --prov, DIR/provenance.prov.json
  --license URL    the crate's licence (with --ro-crate), e.g.
                   https://spdx.org/licenses/CC-BY-4.0
  --root DIR       repository root (default: the git top level, else .)
  --config FILE    config file (default: <root>/.passport-gate.yml or .yaml, optional)
  --debug          print stack traces of internal errors
  -h, --help       show this help

Exit codes: 0 exported, 1 the audit failed (nothing written), 2 usage/config error.

Examples:
  passport-gate export --in-toto --out attestations
  passport-gate export --in-toto | jq -r .subject[].name
  passport-gate export --prov --out provenance
  passport-gate export --ro-crate . --license https://spdx.org/licenses/MIT
`;
/** Parses `export` arguments; throws UsageError with what to do. */
function parseExportArgs(args) {
    const { values } = (0,parse_args/* parseCommandArgs */.Q)(EXPORT_HELP, {
        args,
        strict: true,
        allowPositionals: false,
        options: {
            'in-toto': { type: 'boolean' },
            prov: { type: 'boolean' },
            'ro-crate': { type: 'string' },
            license: { type: 'string' },
            out: { type: 'string' },
            root: { type: 'string' },
            config: { type: 'string' },
            debug: { type: 'boolean' },
            help: { type: 'boolean', short: 'h' },
        },
    });
    if (values.help)
        return { ...values, help: true };
    if (!values['in-toto'] && !values.prov && values['ro-crate'] === undefined) {
        throw new errors/* UsageError */.eb('choose a format: --in-toto (statements to sign), --prov (W3C PROV-JSON) or --ro-crate DIR (Workflow Run RO-Crate); see "passport-gate export --help"');
    }
    if (values['ro-crate'] === '')
        throw new errors/* UsageError */.eb('--ro-crate needs a directory (DIR)');
    if (values.license !== undefined && values['ro-crate'] === undefined) {
        throw new errors/* UsageError */.eb('--license is the licence of the RO-Crate: use it with --ro-crate DIR');
    }
    if (values.license !== undefined && !/^[a-z][a-z0-9+.-]*:\S+$/i.test(values.license)) {
        throw new errors/* UsageError */.eb('--license takes a URL (e.g. https://spdx.org/licenses/MIT), which the crate links to');
    }
    if (values['in-toto'] && values.prov && values.out === undefined) {
        throw new errors/* UsageError */.eb('--in-toto and --prov together need --out DIR (stdout holds one format)');
    }
    return { ...values, help: false };
}
/** Runs `export`; returns the exit code. */
async function runExportCommand(args, io) {
    const opts = parseExportArgs(args);
    if (opts.help) {
        io.stdout.write(EXPORT_HELP);
        return errors/* EXIT_OK */.Ij;
    }
    const { root, config } = await (0,cli_io/* loadCommandRoot */.U0)(io, opts);
    // The passports exported are the ones this audit read and verified, not a second reading.
    const { report, passports: loaded } = await (0,pipeline/* auditRepository */.Qx)({
        root,
        config,
        changedFiles: null,
        signal: io.signal,
        ...(0,cli_io/* gitQuestionsFor */.D2)(root, io),
    });
    if (!report.summary.passed) {
        io.stderr.write((0,report_text/* renderTextReport */.SW)(report, { color: (0,report_text/* shouldUseColor */.I1)(io.stderr, io.env) }));
        io.stderr.write('passport-gate: nothing was exported: the audit failed. Fix the findings above (re-stamp with `passport-gate stamp`), then export again.\n');
        return errors/* EXIT_FINDINGS */.cB;
    }
    const passports = loaded
        .filter((p) => p.value !== null && typeof p.value === 'object')
        .map((p) => ({
        path: p.path,
        dir: p.dir,
        passport: p.value,
        read: p.summary ?? (0,core_passport/* readPassport */.pN)(p.value),
        sha256: p.bytes ? (0,external_node_crypto_.createHash)('sha256').update(p.bytes).digest('hex') : null,
        bytes: p.bytes ? p.bytes.length : null,
    }));
    const out = opts.out !== undefined ? external_node_path_default().resolve(io.cwd, opts.out) : undefined;
    try {
        await writeExports(opts, passports, out, config.pathBase, io);
    }
    catch (error) {
        // A --out that cannot be written (a file where a directory should be, no permission) is the
        // user's to fix: one line, exit 2.
        throw opts.out === undefined ? error : (0,cli_io/* describeWriteError */.JB)(error, '--out', opts.out);
    }
    const crateDir = opts['ro-crate'];
    if (crateDir !== undefined) {
        try {
            await writeRoCrate(external_node_path_default().resolve(io.cwd, crateDir), root, passports, {
                pathBase: config.pathBase,
                license: opts.license ?? null,
            });
        }
        catch (error) {
            throw (0,cli_io/* describeWriteError */.JB)(error, '--ro-crate', crateDir);
        }
        io.stderr.write(`exported a Provenance Run Crate of ${passports.length} passport(s) to ${(0,report_escape/* escapeTerminal */.en)(external_node_path_default().join(external_node_path_default().resolve(io.cwd, crateDir), RO_CRATE_METADATA))}.\n`);
    }
    return errors/* EXIT_OK */.Ij;
}
/**
 * Writes the RO-Crate of the audited passports into `dir`. File sizes a passport does not record
 * are read from the files the audit verified (paths inside the root; none is followed out).
 */
async function writeRoCrate(dir, root, passports, options) {
    const sizes = new Map();
    for (const p of passports) {
        const base = options.pathBase === 'passport' && p.dir !== '.' ? p.dir : '';
        for (const artifact of [...p.read.inputs, ...p.read.outputs]) {
            if (artifact.external || artifact.sizeBytes !== null)
                continue;
            const checked = (0,relative_path/* checkRelativePath */._k)(artifact.path, base);
            if (!checked.ok || sizes.has(checked.rel))
                continue;
            const info = await (0,promises_.stat)(external_node_path_default().join(root, ...checked.rel.split('/'))).catch(() => null);
            sizes.set(checked.rel, info?.isFile() ? info.size : null);
        }
    }
    const { metadata, chain } = toRoCrate(passports.map((p) => ({ ...p, size: p.bytes })), {
        pathBase: options.pathBase,
        license: options.license,
        sizeOf: (rel) => sizes.get(rel) ?? null,
    });
    await (0,promises_.mkdir)(dir, { recursive: true });
    await (0,atomic_write/* writeFileAtomic */.Z)(external_node_path_default().join(dir, PASSPORT_CHAIN_FILE), `${JSON.stringify(chain, null, 2)}\n`);
    await (0,atomic_write/* writeFileAtomic */.Z)(external_node_path_default().join(dir, RO_CRATE_METADATA), `${JSON.stringify(metadata, null, 2)}\n`);
}
/** Writes the statements and/or the PROV document to `out` (or stdout). */
async function writeExports(opts, passports, out, pathBase, io) {
    if (opts['in-toto']) {
        const statements = passports.map((p) => ({
            source: p,
            statement: (0,in_toto/* toInTotoStatement */.sv)(p.passport, {
                dir: p.dir,
                pathBase,
                ...(p.sha256 !== null ? { file: { path: p.path, sha256: p.sha256 } } : {}),
            }, p.read),
        }));
        for (const { source, statement } of statements) {
            if (statement.subject.some((x) => x.name.endsWith(in_toto/* OUTPUTS_MANIFEST_SUFFIX */.jF))) {
                io.stderr.write(`note: ${(0,report_escape/* escapeTerminal */.en)((0,untrusted/* quoteUntrusted */.X0)(source.path))} lists more outputs than the ${in_toto/* ATTEST_MAX_SUBJECTS */.jS} subjects actions/attest signs, so its statement names them by one manifest subject (${in_toto/* OUTPUTS_MANIFEST_SUFFIX */.jF}); the passport's own subject still binds each output's sha256.\n`);
            }
            if (statement.subject.length === 0) {
                io.stderr.write(`note: ${(0,report_escape/* escapeTerminal */.en)((0,untrusted/* quoteUntrusted */.X0)(source.path))} lists no outputs; its statement has no subject and cannot be attested.\n`);
            }
        }
        if (out === undefined) {
            io.stdout.write(statements.map((s) => `${JSON.stringify(s.statement)}\n`).join(''));
        }
        else {
            const index = [];
            for (const { source, statement } of statements) {
                // Mirror the repository layout: walked paths are normalized and inside the root.
                const stem = source.path.slice(0, -passport/* PASSPORT_SUFFIX */.zb.length);
                const statementRel = `${stem}.intoto.json`;
                const checksumsRel = `${stem}.checksums.txt`;
                const target = (rel) => external_node_path_default().join(out, ...rel.split('/'));
                await (0,promises_.mkdir)(external_node_path_default().dirname(target(statementRel)), { recursive: true });
                await (0,atomic_write/* writeFileAtomic */.Z)(target(statementRel), `${JSON.stringify(statement, null, 2)}\n`);
                const checksums = (0,in_toto/* toChecksums */.y2)(statement);
                for (const name of checksums.skipped) {
                    io.stderr.write(`note: subject ${(0,report_escape/* escapeTerminal */.en)((0,untrusted/* quoteUntrusted */.X0)(name))} has a line break and is left out of ${(0,report_escape/* escapeTerminal */.en)(checksumsRel)}.\n`);
                }
                await (0,atomic_write/* writeFileAtomic */.Z)(target(checksumsRel), checksums.text);
                index.push({
                    passport_id: source.read.writtenId ?? '',
                    passport: source.path,
                    statement: statementRel,
                    checksums: checksumsRel,
                    subjects: statement.subject.length,
                });
            }
            await (0,promises_.mkdir)(out, { recursive: true });
            await (0,atomic_write/* writeFileAtomic */.Z)(external_node_path_default().join(out, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
            io.stderr.write(`exported ${statements.length} in-toto statement(s) to ${(0,report_escape/* escapeTerminal */.en)(out)} (predicateType ${in_toto/* MATERIAL_PASSPORT_PREDICATE_TYPE */._H}).\n`);
        }
    }
    if (opts.prov) {
        const text = `${JSON.stringify(toProvDocument(passports, { pathBase }), null, 2)}\n`;
        if (out === undefined)
            io.stdout.write(text);
        else {
            await (0,promises_.mkdir)(out, { recursive: true });
            await (0,atomic_write/* writeFileAtomic */.Z)(external_node_path_default().join(out, 'provenance.prov.json'), text);
            io.stderr.write(`exported W3C PROV-JSON for ${passports.length} passport(s) to ${(0,report_escape/* escapeTerminal */.en)(external_node_path_default().join(out, 'provenance.prov.json'))}.\n`);
        }
    }
}


/***/ }),

/***/ 22048:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _H: () => (/* binding */ MATERIAL_PASSPORT_PREDICATE_TYPE),
/* harmony export */   jF: () => (/* binding */ OUTPUTS_MANIFEST_SUFFIX),
/* harmony export */   jS: () => (/* binding */ ATTEST_MAX_SUBJECTS),
/* harmony export */   sv: () => (/* binding */ toInTotoStatement),
/* harmony export */   y2: () => (/* binding */ toChecksums),
/* harmony export */   yH: () => (/* binding */ IN_TOTO_STATEMENT_TYPE)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9344);
/* harmony import */ var _core_passport_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48825);
/**
 * in-toto Statement v1 for a Material Passport: the one statement builder of
 * `passport-gate export --in-toto` and `passport-gate attest` (src/attest/),
 * so what a release workflow signs with actions/attest and what the gate
 * verifies are the same statement. Spec:
 * https://github.com/in-toto/attestation/blob/main/spec/v1/statement.md
 *
 * subject   = the passport file itself (name = its repository path, digest = the sha256 of its
 *             bytes), then every output (name = repository-relative path, digest = { sha256 },
 *             what `gh attestation verify FILE` matches on). Past {@link ATTEST_MAX_SUBJECTS}
 *             subjects (actions/attest's and GitHub's limit) the outputs are one subject
 *             instead, `<passport path>#outputs`, whose sha256 is over their sorted
 *             `sha256sum` lines ({@link outputsManifest}): the passport's subject binds them
 *             all the same, since it lists each output's sha256;
 * predicate = the passport itself, unchanged: the parsed JSON of the file (a control
 *             character in it stays the character; JSON writes it as a \u escape);
 * predicateType = {@link MATERIAL_PASSPORT_PREDICATE_TYPE}.
 */



/** `_type` of every in-toto Statement v1. */
const IN_TOTO_STATEMENT_TYPE = 'https://in-toto.io/Statement/v1';
/**
 * The predicate type of a Material Passport v1. A stable URI: it names the
 * schema's major version, like https://slsa.dev/provenance/v1, and does not
 * change with minor versions of the passport schema or of passport-gate.
 */
const MATERIAL_PASSPORT_PREDICATE_TYPE = 'https://passport-gate.dev/material-passport/v1';
/**
 * Most subjects actions/attest accepts in one attestation
 * (https://github.com/actions/attest#subject-limits).
 */
const ATTEST_MAX_SUBJECTS = 1024;
/**
 * Builds the Statement of one passport: the passport file's subject first (when given), then
 * the outputs, named by repository-relative path (passport-relative paths are resolved), one
 * per distinct name and digest, or their manifest past the subject limit. `read` is the
 * passport read (core/passport.ts), when the caller has it; the document is the predicate.
 * An output without a digest has no subject (the schema check reports it).
 *
 * @example
 * const statement = toInTotoStatement(passport, {
 *   dir: 'results/align',
 *   file: { path: 'results/align/run1.passport.json', sha256 },
 * });
 */
function toInTotoStatement(passport, options = {}, read = (0,_core_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .readPassport */ .pN)(passport)) {
    const outputs = listOutputSubjects(read, options);
    const subject = options.file
        ? [{ name: options.file.path, digest: { sha256: options.file.sha256 } }]
        : [];
    if (subject.length + outputs.length <= ATTEST_MAX_SUBJECTS)
        subject.push(...outputs);
    else
        subject.push({
            name: `${options.file?.path ?? ''}${OUTPUTS_MANIFEST_SUFFIX}`,
            digest: { sha256: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(outputsManifest(outputs)).digest('hex') },
        });
    return {
        _type: IN_TOTO_STATEMENT_TYPE,
        subject,
        predicateType: MATERIAL_PASSPORT_PREDICATE_TYPE,
        predicate: passport,
    };
}
/** Name suffix of the one subject standing for the outputs past the subject limit. */
const OUTPUTS_MANIFEST_SUFFIX = '#outputs';
/**
 * The outputs' manifest past the subject limit: `sha256  name` lines (the `sha256sum`
 * format) sorted by name then digest, each ending in a line feed; a name is JSON-quoted when
 * it holds a line break, so every manifest reads back one way.
 */
function outputsManifest(outputs) {
    const lines = outputs.map((o) => `${o.digest.sha256}  ${/[\r\n]/.test(o.name) ? JSON.stringify(o.name) : o.name}\n`);
    return lines.sort().join('');
}
/** The outputs of a passport as subjects, resolved and without repeats. */
function listOutputSubjects(passport, options) {
    const base = options.pathBase === 'passport' && options.dir && options.dir !== '.' ? options.dir : '';
    const subject = [];
    const seen = new Set();
    for (const { path, sha256 } of passport.outputs) {
        if (sha256 === null)
            continue;
        const checked = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .checkRelativePath */ ._k)(path, base);
        const name = checked.ok ? checked.rel : path;
        const key = `${name}\0${sha256}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        subject.push({ name, digest: { sha256 } });
    }
    return subject;
}
/**
 * The subjects in the `sha256sum` format that actions/attest reads from
 * `subject-checksums` (`<hex>  <name>` per line). A name with a line break
 * cannot be written in that format and is left out; the caller is told which.
 */
function toChecksums(statement) {
    const lines = [];
    const skipped = [];
    for (const s of statement.subject) {
        if (/[\r\n]/.test(s.name))
            skipped.push(s.name);
        else
            lines.push(`${s.digest.sha256}  ${s.name}`);
    }
    return { text: lines.length > 0 ? `${lines.join('\n')}\n` : '', skipped };
}


/***/ }),

/***/ 52917:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ escapeNonXmlCharsDeep),
/* harmony export */   d: () => (/* binding */ escapeNonXmlChars)
/* harmony export */ });
/**
 * Characters an exported string may not carry. PROV-JSON becomes PROV-XML, PROV-N and Graphviz
 * in the consumers' hands (the `prov` Python package: `serialize(format='xml')`, `prov_to_dot`),
 * and every PROV string is an `xsd:string`, whose characters are XML 1.0's `Char`
 * (https://www.w3.org/TR/xml/#NT-Char: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] |
 * [#x10000-#x10FFFF]). lxml refuses the rest ("All strings must be XML compatible"), and so does
 * Graphviz when prov_to_dot hands them on. A passport is JSON, where any of them is one `\u`
 * escape away, so PROV-JSON goes through {@link escapeNonXmlCharsDeep}. In-toto statements do
 * not: they are JSON that no consumer turns into XML, and their predicate is the passport itself,
 * signed by `attest` (export/in-toto.ts).
 *
 * DEL and the C1 controls (U+007F–U+009F) are XML 1.0 characters, but the specification asks
 * authors to avoid them (https://www.w3.org/TR/xml/#charsets), XML 1.1 admits them only as
 * character references, and U+009B starts an escape sequence on a terminal that prints the
 * label. No passport means them, so they are escaped as well.
 */
/**
 * One character to escape: a C0 control other than tab, line feed and carriage return; DEL and
 * C1; U+FFFE and U+FFFF; a surrogate code unit that is not half of a pair.
 */
const NON_XML_CHAR = 
// eslint-disable-next-line no-control-regex
/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/**
 * Replaces every character outside XML 1.0's `Char` (and DEL and C1) with visible `\uXXXX`
 * text, the form the reports use for controls, so the string is a valid `xsd:string` and still
 * shows what was there.
 *
 * @example
 * escapeNonXmlChars('bwa\u001b[31m') // 'bwa\\u001b[31m'
 */
function escapeNonXmlChars(value) {
    return value.replace(NON_XML_CHAR, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/**
 * {@link escapeNonXmlChars} applied to every string of a JSON value — object keys included —
 * returning a copy; numbers, booleans and null are kept.
 */
function escapeNonXmlCharsDeep(value) {
    return escapeJson(value);
}
function escapeJson(value) {
    if (typeof value === 'string')
        return escapeNonXmlChars(value);
    if (Array.isArray(value))
        return value.map(escapeJson);
    if (value !== null && typeof value === 'object') {
        const out = {};
        for (const [key, inner] of Object.entries(value)) {
            // defineProperty, not assignment: a passport's own "__proto__" key stays a key.
            Object.defineProperty(out, escapeNonXmlChars(key), {
                value: escapeJson(inner),
                enumerable: true,
                writable: true,
                configurable: true,
            });
        }
        return out;
    }
    return value;
}


/***/ })

};
