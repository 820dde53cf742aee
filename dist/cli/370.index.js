export const id = 370;
export const ids = [370];
export const modules = {

/***/ 92027:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D7: () => (/* binding */ encodeLocalName),
/* harmony export */   YS: () => (/* binding */ toProvDocument)
/* harmony export */ });
/* unused harmony export artifactEntityId */
/* harmony import */ var _util_relative_path_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9344);
/* harmony import */ var _core_passport_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48825);
/* harmony import */ var _util_xml_chars_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52917);
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
    return (0,_util_xml_chars_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeNonXmlChars */ .d)(value)
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
        const passport = source.read ?? (0,_core_passport_js__WEBPACK_IMPORTED_MODULE_1__/* .readPassport */ .pN)(source.passport);
        const base = options.pathBase === 'passport' && dir !== '.' ? dir : '';
        const repoPath = (raw) => {
            const checked = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_0__/* .checkRelativePath */ ._k)(raw, base);
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
    return (0,_util_xml_chars_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeNonXmlCharsDeep */ .P)(doc);
}


/***/ }),

/***/ 91333:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CU: () => (/* binding */ PASSPORT_CHAIN_FILE),
/* harmony export */   Cn: () => (/* binding */ toRoCrate),
/* harmony export */   kU: () => (/* binding */ RO_CRATE_METADATA)
/* harmony export */ });
/* unused harmony exports RO_CRATE_CONTEXT, RO_CRATE_PROFILES */
/* harmony import */ var _util_relative_path_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9344);
/* harmony import */ var _core_passport_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48825);
/* harmony import */ var _prov_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(92027);
/* harmony import */ var _in_toto_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(22048);
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
const fragment = (...parts) => `#${parts.map(_prov_js__WEBPACK_IMPORTED_MODULE_2__/* .encodeLocalName */ .D7).join('/')}`;
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
    const items = orderSteps(sources.map((s) => ({ ...s, read: s.read ?? (0,_core_passport_js__WEBPACK_IMPORTED_MODULE_1__/* .readPassport */ .pN)(s.passport) })));
    const passportFileById = new Map();
    for (const item of items)
        if (item.read.id !== null)
            passportFileById.set(item.read.id, item.path);
    // A path is one File; a second version of it (other bytes) is named by its digest.
    const fileVersion = new Map();
    const fileId = (rel, sha256) => {
        const id = (0,_prov_js__WEBPACK_IMPORTED_MODULE_2__/* .encodeLocalName */ .D7)(rel);
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
        const checked = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_0__/* .checkRelativePath */ ._k)(artifact.path, base);
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
            '@id': (0,_prov_js__WEBPACK_IMPORTED_MODULE_2__/* .encodeLocalName */ .D7)(item.path),
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
                object.push((0,_prov_js__WEBPACK_IMPORTED_MODULE_2__/* .encodeLocalName */ .D7)(file));
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
            identifier: _in_toto_js__WEBPACK_IMPORTED_MODULE_3__/* .MATERIAL_PASSPORT_PREDICATE_TYPE */ ._H,
            url: ref('https://passport-gate.dev/material-passport/v1'),
        },
        chainRun,
        ...entities.values(),
    ];
    return {
        metadata: { '@context': RO_CRATE_CONTEXT, '@graph': graph },
        chain: {
            description: 'The steps of the passport chain, upstream first (passport-gate export --ro-crate).',
            predicateType: _in_toto_js__WEBPACK_IMPORTED_MODULE_3__/* .MATERIAL_PASSPORT_PREDICATE_TYPE */ ._H,
            steps: chainSteps,
        },
    };
}


/***/ }),

/***/ 1370:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Xd: () => (/* reexport */ WriteTargetError),
  bc: () => (/* reexport */ attestDirectories),
  cZ: () => (/* reexport */ drawChainGraph),
  Uw: () => (/* reexport */ exportPassports),
  gS: () => (/* reexport */ runAndRecord)
});

// UNUSED EXPORTS: auditFirst

// EXTERNAL MODULE: ./src/audit/pipeline.ts + 22 modules
var pipeline = __webpack_require__(45813);
// EXTERNAL MODULE: ./src/vcs/policy.ts
var policy = __webpack_require__(8104);
;// CONCATENATED MODULE: ./src/operations/audited.ts
/**
 * "Audit first": the one audit that `export`, `attest` and `graph` run before they write or draw
 * anything, and the one rule for what blocks them.
 *
 * The rule is the gate's verdict: a run is blocked exactly when `passport-gate audit --all`
 * over the same root and config fails, at the same `fail-on` (the gate's default, `error`,
 * unless the caller names another). Before this module each command had its own idea:
 * `export` read the verdict, `attest` only errors under the directories it signed (so a
 * repository whose other passports failed, or whose unstamped output directory failed, was
 * signed), and `graph` only the passports it drew (so a failing unattributed finding exited 0).
 * A statement, a bundle and a green graph are all claims about the repository's provenance, and
 * a claim is made only over a repository the gate would pass (fail closed): one rule, so no face
 * says "fine" where another says "failed".
 */


/**
 * Audits the whole repository at `options.root` as `audit --all` does (the work tree's git
 * answers: ignore rules, submodules, LFS) and decides whether the result blocks: see the module
 * comment for the rule.
 */
async function auditFirst(options) {
    const { root, config } = options;
    const rules = { ...config.rules };
    for (const id of options.rulesOff ?? [])
        rules[id] = 'off';
    const run = await (0,pipeline/* auditRepository */.Qx)({
        root,
        config: { ...config, rules },
        changedFiles: null,
        failOn: options.failOn ?? 'error',
        ...(options.signal ? { signal: options.signal } : {}),
        trusted: (0,policy/* askWorkTree */.x)(root, (why) => options.note(`note: ${why}`)),
    });
    return { ...run, blocks: !run.report.summary.passed };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/formats/passport.ts
var passport = __webpack_require__(2800);
// EXTERNAL MODULE: ./src/export/in-toto.ts
var in_toto = __webpack_require__(22048);
// EXTERNAL MODULE: ./src/export/prov.ts
var prov = __webpack_require__(92027);
// EXTERNAL MODULE: ./src/export/ro-crate.ts
var ro_crate = __webpack_require__(91333);
// EXTERNAL MODULE: ./src/util/relative-path.ts
var relative_path = __webpack_require__(9344);
// EXTERNAL MODULE: ./src/core/passport.ts
var core_passport = __webpack_require__(48825);
// EXTERNAL MODULE: ./src/util/untrusted.ts
var untrusted = __webpack_require__(19630);
// EXTERNAL MODULE: ./src/fs/atomic-write.ts
var atomic_write = __webpack_require__(27768);
;// CONCATENATED MODULE: ./src/operations/write-target.ts
/**
 * An operation's write that failed, naming which of its targets it was: the face knows what the
 * user typed for that target (a flag, a path) and turns the cause into a line they can act on.
 */
/** A write to the operation's target `target` failed with `cause`. */
class WriteTargetError extends Error {
    target;
    cause;
    constructor(target, cause) {
        super(`cannot write ${target}: ${cause instanceof Error ? cause.message : String(cause)}`);
        this.target = target;
        this.cause = cause;
        this.name = 'WriteTargetError';
    }
}

;// CONCATENATED MODULE: ./src/operations/export.ts
/**
 * Export: in-toto Statements (for signing), W3C PROV-JSON (for research data repositories) and a
 * Provenance Run RO-Crate (for workflow registries) of the passports an audit verified. The
 * repository is audited first (operations/audited.ts): a statement is a claim someone will
 * sign, so nothing is exported from a repository the gate would fail.
 */













/**
 * Audits the repository, then exports its passports in the formats chosen. Progress and notes go
 * to `options.note`. A file that cannot be written throws a {@link WriteTargetError} naming the
 * target (`out` or `roCrate`).
 */
async function exportPassports(options) {
    // The passports exported are the ones this audit read and verified, not a second reading.
    const audited = await auditFirst(options);
    if (audited.blocks)
        return { blocked: true, report: audited.report };
    const passports = audited.passports
        .filter((p) => p.value !== null && typeof p.value === 'object')
        .map((p) => ({
        path: p.path,
        dir: p.dir,
        passport: p.value,
        read: p.summary ?? (0,core_passport/* readPassport */.pN)(p.value),
        sha256: p.bytes ? (0,external_node_crypto_.createHash)('sha256').update(p.bytes).digest('hex') : null,
        bytes: p.bytes ? p.bytes.length : null,
    }));
    const pathBase = options.config.pathBase;
    const stdout = await writeExports(options, passports, pathBase).catch((error) => {
        // Without `out` nothing was written to disk: an error there is the program's own.
        throw options.out === undefined ? error : new WriteTargetError('out', error);
    });
    if (options.roCrate !== undefined) {
        const { dir, license } = options.roCrate;
        try {
            await writeRoCrate(dir, options.root, passports, { pathBase, license });
        }
        catch (error) {
            throw new WriteTargetError('roCrate', error);
        }
        options.note(`exported a Provenance Run Crate of ${passports.length} passport(s) to ${external_node_path_default().join(dir, ro_crate/* RO_CRATE_METADATA */.kU)}.`);
    }
    return { blocked: false, stdout, passports: passports.length };
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
    const { metadata, chain } = (0,ro_crate/* toRoCrate */.Cn)(passports.map((p) => ({ ...p, size: p.bytes })), {
        pathBase: options.pathBase,
        license: options.license,
        sizeOf: (rel) => sizes.get(rel) ?? null,
    });
    await (0,promises_.mkdir)(dir, { recursive: true });
    await (0,atomic_write/* writeFileAtomic */.Z)(external_node_path_default().join(dir, ro_crate/* PASSPORT_CHAIN_FILE */.CU), `${JSON.stringify(chain, null, 2)}\n`);
    await (0,atomic_write/* writeFileAtomic */.Z)(external_node_path_default().join(dir, ro_crate/* RO_CRATE_METADATA */.kU), `${JSON.stringify(metadata, null, 2)}\n`);
}
/**
 * Writes the statements and/or the PROV document to `options.out`; without it returns them as
 * the text for standard output.
 */
async function writeExports(options, passports, pathBase) {
    const { out, note } = options;
    let stdout = '';
    if (options.inToto) {
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
                note(`note: ${(0,untrusted/* quoteUntrusted */.X0)(source.path)} lists more outputs than the ${in_toto/* ATTEST_MAX_SUBJECTS */.jS} subjects actions/attest signs, so its statement names them by one manifest subject (${in_toto/* OUTPUTS_MANIFEST_SUFFIX */.jF}); the passport's own subject still binds each output's sha256.`);
            }
            if (statement.subject.length === 0) {
                note(`note: ${(0,untrusted/* quoteUntrusted */.X0)(source.path)} lists no outputs; its statement has no subject and cannot be attested.`);
            }
        }
        if (out === undefined) {
            stdout += statements.map((s) => `${JSON.stringify(s.statement)}\n`).join('');
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
                    note(`note: subject ${(0,untrusted/* quoteUntrusted */.X0)(name)} has a line break and is left out of ${checksumsRel}.`);
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
            note(`exported ${statements.length} in-toto statement(s) to ${out} (predicateType ${in_toto/* MATERIAL_PASSPORT_PREDICATE_TYPE */._H}).`);
        }
    }
    if (options.prov) {
        const text = `${JSON.stringify((0,prov/* toProvDocument */.YS)(passports, { pathBase }), null, 2)}\n`;
        if (out === undefined)
            stdout += text;
        else {
            await (0,promises_.mkdir)(out, { recursive: true });
            await (0,atomic_write/* writeFileAtomic */.Z)(external_node_path_default().join(out, 'provenance.prov.json'), text);
            note(`exported W3C PROV-JSON for ${passports.length} passport(s) to ${external_node_path_default().join(out, 'provenance.prov.json')}.`);
        }
    }
    return stdout;
}

// EXTERNAL MODULE: ./src/attest/produce.ts + 1 modules
var produce = __webpack_require__(39301);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
;// CONCATENATED MODULE: ./src/operations/attest.ts
/**
 * Attest: signs each chosen output directory's passport into a Sigstore bundle beside it,
 * `<run-id>.passport.sigstore.json` (src/attest/). The repository is audited first
 * (operations/audited.ts), like `export`: a bundle is a claim someone signs, so nothing is signed
 * in a repository the gate would fail.
 */





/** The rules the audit before signing leaves off: the bundles are what this writes. */
const RULES_ATTEST_WRITES = [
    'attestation-missing',
    'attestation-invalid',
    'attestation-untrusted',
];
/**
 * Audits the repository (the attestation rules off), then signs the passports of
 * `options.dirs`. A directory without a passport is a UsageError; a signing failure is
 * described for the method (a missing OIDC token is the user's to fix).
 */
async function attestDirectories(options) {
    const audited = await auditFirst({ ...options, rulesOff: RULES_ATTEST_WRITES });
    const chosen = audited.passports.filter((p) => options.dirs.includes(p.dir) && (0,passport/* isPassportPath */._u)(p.path));
    for (const dir of options.dirs)
        if (!chosen.some((p) => p.dir === dir))
            throw new errors/* UsageError */.eb(`${(0,untrusted/* quoteUntrusted */.X0)(dir)} holds no passport; stamp it first: passport-gate stamp ${dir} --skill NAME`);
    if (audited.blocks)
        return { blocked: true, report: audited.report };
    try {
        const written = await (0,produce/* attestPassports */.d)(options.root, chosen, options.method, options.config.pathBase);
        return { blocked: false, written };
    }
    catch (error) {
        throw (0,produce/* describeSigningError */.$)(error, options.method);
    }
}

// EXTERNAL MODULE: ./src/repo/artifact-paths.ts
var artifact_paths = __webpack_require__(58949);
// EXTERNAL MODULE: ./src/repo/chain.ts + 1 modules
var repo_chain = __webpack_require__(66849);
// EXTERNAL MODULE: ./src/util/digraph.ts
var digraph = __webpack_require__(24305);
;// CONCATENATED MODULE: ./src/produce/graph.ts




/**
 * Builds the consumed_passports graph of a set of passports. Nodes are
 * passport ids; an edge goes from a consumer to the producer it consumes;
 * edges on a cycle are marked; an edge to an id that matches no passport is
 * kept (its `to` is not a node), so unresolved references stay visible.
 *
 * @example
 * const graph = buildGraph(await loadPassports('.'));
 * for (const e of graph.edges) console.log(`${e.from} consumes ${e.to}`);
 */
function buildGraph(passports, options = {}) {
    const nodes = passports.map((p) => ({
        path: p.path,
        dir: p.dir,
        id: p.id,
        summary: p.summary,
        claimedId: p.claimedId ?? null,
    }));
    // Every passport is checked: the graph is the whole repository's.
    const chain = (0,repo_chain/* indexChain */.IT)(nodes, {
        inScope: () => true,
        paths: (0,artifact_paths/* createArtifactPaths */.T)(options.pathBase ?? 'root'),
    });
    return (0,repo_chain/* buildChainGraph */.AN)(chain, options.failingPaths ?? new Set(), options.maxNodes ?? Number.POSITIVE_INFINITY);
}
/** Finds the node an `--around` argument names: a passport_id, a passport path, or its directory. */
function findGraphNode(graph, ref) {
    const normalized = ref.replace(/\\/g, '/').replace(/^\.\//, '').replace(/\/+$/, '');
    const id = (0,passport/* foldPassportId */.r$)(ref);
    if (graph.nodes.some((n) => n.id === id))
        return id;
    const byPath = graph.nodes.find((n) => n.path === normalized);
    if (byPath)
        return byPath.id;
    const inDir = graph.nodes.filter((n) => n.path !== null && n.path.slice(0, n.path.lastIndexOf('/')) === normalized);
    return inDir.length === 1 ? (inDir[0]?.id ?? null) : null;
}
/**
 * The part of a graph within `depth` consumed_passports steps of `centerId`,
 * upstream (what it consumed, transitively) and downstream (what consumed it),
 * without siblings reached by turning around (util/digraph.ts); pure.
 */
function selectNeighbourhood(graph, centerId, depth) {
    const upstream = new Map();
    const downstream = new Map();
    const link = (index, from, to) => {
        const list = index.get(from);
        if (list)
            list.push(to);
        else
            index.set(from, [to]);
    };
    for (const e of graph.edges) {
        link(upstream, e.from, e.to);
        link(downstream, e.to, e.from);
    }
    // Upstream and downstream apart: a sibling reached by turning around is not a neighbour.
    const kept = new Set();
    for (const index of [upstream, downstream])
        for (const id of (0,digraph/* reachWithin */.Hs)(centerId, depth, (n) => index.get(n) ?? []))
            kept.add(id);
    return {
        nodes: graph.nodes.filter((n) => kept.has(n.id)),
        edges: graph.edges.filter((e) => kept.has(e.from) && kept.has(e.to)),
    };
}

;// CONCATENATED MODULE: ./src/operations/graph.ts



/** True when the drawn graph shows a failing passport, a cycle or an unresolved id. */
function showsProblems(graph) {
    const ids = new Set(graph.nodes.map((n) => n.id));
    return (graph.nodes.some((n) => n.status === 'fail') ||
        graph.edges.some((e) => e.cycle || !ids.has(e.to)));
}
/**
 * Audits the repository and builds its chain graph. An `around` that names no passport is a
 * UsageError.
 */
async function drawChainGraph(options) {
    const audited = await auditFirst(options);
    const failingPaths = new Set(audited.report.passports.filter((p) => p.status === 'fail').map((p) => p.path));
    let graph = buildGraph(audited.passports, {
        failingPaths,
        pathBase: options.config.pathBase,
    });
    const around = options.around;
    if (around !== undefined) {
        const center = findGraphNode(graph, around.names) ?? findGraphNode(graph, around.asPath);
        if (center === null) {
            throw new errors/* UsageError */.eb(`--around ${JSON.stringify(around.names)} names no passport (by passport_id, *.passport.json path or directory holding one); run "passport-gate graph" to see them all`);
        }
        graph = selectNeighbourhood(graph, center, around.depth);
    }
    return { graph, blocks: audited.blocks || showsProblems(graph) };
}

// EXTERNAL MODULE: ./src/produce/stamp/index.ts + 8 modules
var stamp = __webpack_require__(87885);
// EXTERNAL MODULE: ./src/reproduce/program.ts
var reproduce_program = __webpack_require__(67859);
// EXTERNAL MODULE: ./src/vcs/git.ts
var git = __webpack_require__(66124);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/fs/paths.ts
var paths = __webpack_require__(31283);
// EXTERNAL MODULE: ./src/fs/walk.ts
var walk = __webpack_require__(25078);
// EXTERNAL MODULE: ./src/hash/index.ts + 11 modules
var hash = __webpack_require__(55778);
// EXTERNAL MODULE: ./src/formats/citation.ts
var formats_citation = __webpack_require__(35703);
;// CONCATENATED MODULE: ./src/operations/run-preflight.ts
/**
 * What `passport-gate run` checks before it starts the step's command: every flag, path and
 * citation the record will need, so a mistake is a usage error (exit 2) while nothing has run
 * yet, not after an aligner's hours (a workflow engine deletes the outputs of a job that exits
 * non-zero). And the bytes of the step's inputs and code, hashed before it starts and again
 * after it ends: a step that rewrote its input or swapped its script gets no record naming
 * bytes it never read (in-toto-run records its materials before the command, for this reason).
 */












/** A skill slug, as the passport schema's `slug` reads it. */
const SLUG = /^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/;
/**
 * Checks what the record needs and hashes the inputs and code; throws StampError listing every
 * problem (nothing has run). Returns the snapshot to compare after the step.
 */
async function preflightRun(input) {
    const problems = [];
    if (!SLUG.test(input.skill) || input.skill.length > 128)
        problems.push(`--skill ${(0,untrusted/* quoteUntrusted */.X0)(input.skill)} is not a skill slug (lowercase letters, digits, single "-", "_" or ".")`);
    if (input.skillVersion.length > 128)
        problems.push('--skill-version is longer than 128 characters');
    const runId = input.runId ?? input.skill;
    if (!(0,passport/* isRunId */.Pk)(runId))
        problems.push(`${input.runId === undefined ? 'the skill' : '--run-id'} ${(0,untrusted/* quoteUntrusted */.X0)(runId)} cannot name the passport file; give --run-id with letters, digits, ".", "-" and "_" (at most 128)`);
    const realRoot = await (0,promises_.realpath)(input.root);
    await checkOutputDirectory(realRoot, input.directory, problems);
    for (const o of input.outputs)
        if (!(0,relative_path/* isInDirectory */.lU)(o, input.directory) || o === input.directory)
            problems.push(`--output ${(0,untrusted/* quoteUntrusted */.X0)(o)} is not a file in the output directory ${(0,untrusted/* quoteUntrusted */.X0)(input.directory)}`);
    for (const [p, citation] of input.sources) {
        if (!input.inputs.includes(p))
            problems.push(`--source ${(0,untrusted/* quoteUntrusted */.X0)(p)}: not an input of the step; add it with --input`);
        const check = (0,formats_citation/* parseCitation */.vh)(citation);
        if (!check.ok)
            problems.push(`--source ${(0,untrusted/* quoteUntrusted */.X0)(`${p}=${citation}`)}: the source ${check.problem}${check.suggestion ? ` (e.g. ${(0,untrusted/* quoteUntrusted */.X0)(check.suggestion)})` : ''}`);
    }
    for (const c of input.consumesPaths) {
        const found = await (0,paths/* resolveInsideRoot */.Pk)(realRoot, c);
        if (!found.ok)
            problems.push(`--consumes ${(0,untrusted/* quoteUntrusted */.X0)(c)} does not exist under the root`);
    }
    const snapshot = await hashInputs(realRoot, input.config, input.inputs, problems);
    if (problems.length > 0)
        throw new stamp/* StampError */.kA(`run: nothing was run; the step's record could not be written:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    return snapshot;
}
/** The output directory: a directory (or not there yet), inside the root and not behind a symlink. */
async function checkOutputDirectory(realRoot, dir, problems) {
    const absolute = dir === '.' ? realRoot : external_node_path_default().join(realRoot, ...dir.split('/'));
    const found = await (0,paths/* resolveInsideRoot */.Pk)(realRoot, dir);
    if (!found.ok) {
        if (found.reason === 'outside-via-symlink')
            problems.push(`output directory ${(0,untrusted/* quoteUntrusted */.X0)(dir)} is reached through a symlink that leaves the root`);
        return; // not there yet: the step makes it
    }
    if (found.real !== absolute && external_node_path_default().dirname(found.real) !== external_node_path_default().dirname(absolute))
        problems.push(`output directory ${(0,untrusted/* quoteUntrusted */.X0)(dir)} is reached through a symlink; give the real directory`);
    // A file is the step's one output (`run {output}` of a file rule): recorded in its directory.
}
/** sha256 of every file of the inputs (a directory: every file under it); problems for the rest. */
async function hashInputs(realRoot, config, inputs, problems) {
    const snapshot = new Map();
    for (const p of inputs) {
        if (p.startsWith('/')) {
            const outcome = await (0,hash/* hashExternalFile */.UF)(config.externalInputs, p);
            if (outcome.kind === 'hashed')
                snapshot.set(p, { absolute: p, sha256: outcome.sha256 });
            else
                problems.push(outcome.kind === 'unconfigured'
                    ? `input ${(0,untrusted/* quoteUntrusted */.X0)(p)} is outside the repository and under no external-inputs location; add the directory holding it to external-inputs in .passport-gate.yml`
                    : outcome.kind === 'absent'
                        ? `external input ${(0,untrusted/* quoteUntrusted */.X0)(p)} does not exist`
                        : `external input ${(0,untrusted/* quoteUntrusted */.X0)(p)} ${outcome.detail}`);
            continue;
        }
        const found = await (0,paths/* resolveInsideRoot */.Pk)(realRoot, p);
        if (!found.ok) {
            problems.push(found.reason === 'missing'
                ? `input ${(0,untrusted/* quoteUntrusted */.X0)(p)} does not exist; check the path (relative to the current directory)`
                : `input ${(0,untrusted/* quoteUntrusted */.X0)(p)} resolves outside the repository root`);
            continue;
        }
        const files = await filesUnder(found.real, realRoot);
        if (files.length === 0)
            problems.push(`input directory ${(0,untrusted/* quoteUntrusted */.X0)(p)} holds no files`);
        for (const absolute of files) {
            const shown = external_node_path_default().relative(realRoot, absolute).split((external_node_path_default()).sep).join('/');
            snapshot.set(shown, { absolute, sha256: await hashFile(absolute) });
        }
    }
    return snapshot;
}
/** The regular files at or under `absolute` (symlinks leaving the root are not followed). */
async function filesUnder(absolute, realRoot) {
    const s = await (0,promises_.stat)(absolute);
    if (s.isFile())
        return [absolute];
    if (!s.isDirectory())
        return [];
    const out = [];
    for (const entry of await (0,promises_.readdir)(absolute, { withFileTypes: true })) {
        const child = external_node_path_default().join(absolute, entry.name);
        if (entry.isDirectory())
            out.push(...(await filesUnder(child, realRoot)));
        else if (entry.isFile())
            out.push(child);
        else if (entry.isSymbolicLink()) {
            // A link to a file inside the root is read as the file; a linked directory is not
            // entered (a link to an ancestor would never end).
            const real = await (0,promises_.realpath)(child).catch(() => null);
            if (real !== null && (0,paths/* isInside */.FK)(realRoot, real) && (await (0,promises_.stat)(real)).isFile())
                out.push(child);
        }
    }
    return out.sort();
}
/** sha256 of a file, streamed. */
function hashFile(absolute) {
    return new Promise((resolve, reject) => {
        const hash = (0,external_node_crypto_.createHash)('sha256');
        (0,external_node_fs_.createReadStream)(absolute)
            .on('data', (chunk) => hash.update(chunk))
            .on('error', reject)
            .on('end', () => resolve(hash.digest('hex')));
    });
}
/**
 * The inputs and code whose bytes differ from the snapshot after the step (changed, or gone),
 * one line each.
 */
async function changedSinceSnapshot(snapshot) {
    const lines = [];
    for (const [shown, { absolute, sha256 }] of snapshot) {
        const now = await hashFile(absolute).catch(() => null);
        if (now === null)
            lines.push(`${(0,untrusted/* quoteUntrusted */.X0)(shown)} is gone`);
        else if (now !== sha256)
            lines.push(`${(0,untrusted/* quoteUntrusted */.X0)(shown)}: sha256 ${sha256.slice(0, 12)}… before the step, ${now.slice(0, 12)}… after`);
    }
    return lines;
}
/** Largest number of files a snapshot holds: beyond it, a directory is not a step's output. */
const SNAPSHOT_MAX_FILES = 1_000_000;
/**
 * The files under the output directory `dir` (repository-relative) before the step, with what
 * tells a write apart; empty when it is no directory (not there yet, or a file output). A
 * symbolic link is taken as itself (its target), never followed.
 */
async function snapshotOutputDirectory(root, dir) {
    const realRoot = await (0,promises_.realpath)(root);
    const absolute = dir === '.' ? realRoot : external_node_path_default().join(realRoot, ...dir.split('/'));
    const found = await (0,promises_.lstat)(absolute).catch(() => null);
    const snapshot = new Map();
    if (found === null || !found.isDirectory())
        return snapshot;
    const visit = async (at) => {
        for (const entry of await (0,promises_.readdir)(at, { withFileTypes: true })) {
            const child = external_node_path_default().join(at, entry.name);
            if (walk/* ALWAYS_SKIPPED_DIRS */.I1.has(entry.name))
                continue; // git's own: the walk skips it too
            if (entry.isDirectory()) {
                await visit(child);
                continue;
            }
            if (snapshot.size >= SNAPSHOT_MAX_FILES)
                throw new stamp/* StampError */.kA(`run: nothing was run; output directory ${(0,untrusted/* quoteUntrusted */.X0)(dir)} holds more than ${SNAPSHOT_MAX_FILES} files`);
            snapshot.set(external_node_path_default().relative(realRoot, child).split((external_node_path_default()).sep).join('/'), await stateOf(child));
        }
    };
    await visit(absolute);
    return snapshot;
}
/** What tells a write of the file at `absolute` apart (see {@link FileState}). */
async function stateOf(absolute) {
    const s = await (0,promises_.lstat)(absolute, { bigint: true });
    const target = s.isSymbolicLink() ? await (0,promises_.readlink)(absolute).catch(() => '') : '';
    return {
        stamp: `${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}:${target}`,
        sha256: s.isFile() ? await hashFile(absolute).catch(() => '') : '',
    };
}
/**
 * The files of the snapshot the step did not write (still there, same inode, size, times and
 * bytes), with their sha256: what the output directory held before the step and still holds
 * untouched. A file absent from the snapshot (new), changed or gone is not among them.
 */
async function untouchedSince(root, snapshot) {
    const realRoot = await (0,promises_.realpath)(root);
    const untouched = new Map();
    for (const [rel, before] of snapshot) {
        const now = await stateOf(external_node_path_default().join(realRoot, ...rel.split('/'))).catch(() => null);
        if (now !== null && now.stamp === before.stamp && now.sha256 === before.sha256)
            untouched.set(rel, now.sha256);
    }
    return untouched;
}

// EXTERNAL MODULE: ./src/operations/run-step.ts
var run_step = __webpack_require__(46594);
;// CONCATENATED MODULE: ./src/operations/run.ts
/**
 * Run: one pipeline step run, and its passport written, so the record is written by the tool
 * that ran the step (as in-toto's `runlib.in_toto_run` does), not typed by hand. The passport is
 * written by {@link stamp} (one passport writer): the run adds the step's exit status and a
 * bounded stderr excerpt to errors[], its code files as inputs of type `code`, and replaces what
 * an earlier run of the same step recorded (a failure included).
 *
 * This module may start processes (scripts/layers.mjs PROCESS_USERS): running the step is the
 * operation, and its program is probed for a version, as the command line and a library caller
 * both need.
 */









/** Largest committed passport read for its id. */
const COMMITTED_PASSPORT_MAX_BYTES = 16 * 1024 * 1024;
/**
 * The passport_id the step's passport had at HEAD, or undefined (no repository, no commit, no
 * such file, not a passport), read through the passport model. Only an id: nothing else of the
 * committed passport is reused.
 */
async function readCommittedId(root, passportRel) {
    try {
        const head = await (0,git/* resolveCommit */.WL)(root, 'HEAD');
        if (head === null)
            return undefined;
        const blob = await (0,git/* readBlobAtCommit */.sq)(root, head, passportRel, COMMITTED_PASSPORT_MAX_BYTES);
        if (blob.kind !== 'file')
            return undefined;
        return (0,core_passport/* readPassport */.pN)(JSON.parse(blob.bytes.toString('utf8'))).writtenId ?? undefined;
    }
    catch {
        return undefined;
    }
}
/** The repository-relative files of `rels` that exist. */
async function keepExisting(root, rels) {
    const out = [];
    for (const r of rels)
        if (await (0,promises_.stat)(external_node_path_default().join(external_node_path_default().resolve(root), ...r.split('/'))).then(() => true, () => false))
            out.push(r);
    return out;
}
/**
 * Where the record goes, after the step: the output directory and the declared outputs. `run
 * {output}` with an ordinary file output (Snakemake's `{output}` of a file rule) names a file:
 * it is recorded as the one declared output of its directory. A name the step did not make is
 * a directory unless the step failed and the name has a file extension (`a.fq.gz`): a file
 * output that a failed job never wrote is not made a directory in its place.
 */
async function chooseRecordTarget(root, dir, outputs, failed) {
    const absoluteOf = (rel) => external_node_path_default().join(external_node_path_default().resolve(root), ...rel.split('/'));
    if (outputs.length === 0 && dir !== '.') {
        const kind = await (0,promises_.stat)(absoluteOf(dir)).then((s) => (s.isDirectory() ? 'dir' : 'file'), () => 'none');
        if (kind === 'file' || (kind === 'none' && failed && /.\../.test(external_node_path_default().posix.basename(dir)))) {
            const parent = external_node_path_default().posix.dirname(dir);
            return { dir: parent, absolute: absoluteOf(parent), outputs: [dir] };
        }
    }
    return { dir, absolute: absoluteOf(dir), outputs };
}
/** True when `absolute` is a directory. */
const isDirectory = (absolute) => (0,promises_.stat)(absolute).then((s) => s.isDirectory(), () => false);
/** The errors[] entry of the step. */
function errorEntry(step, command, outcome) {
    return {
        step,
        tool: external_node_path_default().basename(command[0]),
        exit_code: outcome.exitCode,
        stderr_excerpt: outcome.stderrExcerpt,
    };
}
/**
 * Checks everything the record needs and hashes the inputs and code, runs the step, then writes
 * its passport. A StampError before the step is returned as `refused-before` (nothing ran);
 * other errors are thrown.
 */
async function runAndRecord(options) {
    const { root, config, fields, outputs } = options;
    const dir = options.directory;
    // Everything the record needs is checked, and the inputs and code hashed, before the step
    // starts: a mistake costs nothing, and the bytes the step read are the bytes recorded.
    let snapshot;
    let before;
    try {
        snapshot = await preflightRun({
            root,
            config,
            directory: dir,
            outputs,
            skill: fields.skill,
            skillVersion: fields.skillVersion,
            runId: fields.runId,
            inputs: [...options.inputs, ...options.code],
            sources: options.sources,
            consumesPaths: (options.consumes ?? []).filter((c) => !stamp/* UUID_PATTERN */.JJ.test(c)),
        });
        // Directory mode: what the directory holds before the step is not the step's output
        // unless the step writes it (a stray file, another job's), so the files are noted first.
        if (outputs.length === 0)
            before = await snapshotOutputDirectory(root, dir);
    }
    catch (error) {
        if (!(error instanceof stamp/* StampError */.kA))
            throw error;
        return { kind: 'refused-before', error };
    }
    const inputs = [
        ...options.inputs.map((p) => ({ path: p })),
        ...options.code.map((p) => ({
            path: p,
            // No source: free text cites nothing (citation-invalid). A `code` input found in the
            // repository is the step's own program, whose history is the repository's
            // (input-unprovenanced reads it so); the audit still checks its sha256.
            type: 'code',
        })),
    ];
    const step = fields.runId ?? fields.skill;
    // Wall-clock times for the record.
    const clock = () => new Date();
    // The tool the step runs, and its version, for reproduce to say whether it changed.
    const program = await (0,reproduce_program/* describeProgram */._)(options.command[0], {
        cwd: options.cwd,
        root,
        env: options.env,
        killGroup: (pgid) => process.kill(-pgid, 'SIGKILL'),
    });
    const startedAt = (0,stamp/* formatTimestamp */.Ey)(clock());
    const outcome = await (0,run_step/* runStep */.eg)(options.command, {
        cwd: options.cwd,
        stderr: options.stderr,
        env: options.env,
    });
    const endedAt = (0,stamp/* formatTimestamp */.Ey)(clock());
    const changed = await changedSinceSnapshot(snapshot);
    if (changed.length > 0)
        return { kind: 'inputs-changed', changed, outcome };
    // A signal that reached the step (passed on to it) is the step's: its exit is recorded. A
    // signal while recording cancels the write (nothing half-written; src/bin.ts exits at once
    // on a second one).
    const signal = options.signal?.aborted === true ? undefined : options.signal;
    // A step that failed before making its directory is still recorded: the failure is the record.
    const target = await chooseRecordTarget(root, dir, outputs, outcome.exitCode !== 0);
    if (outcome.exitCode !== 0 && !(await isDirectory(target.absolute)))
        await (0,promises_.mkdir)(target.absolute, { recursive: true });
    // A failed job's declared outputs may not all be there: the record lists those that are.
    const recordedOutputs = outcome.exitCode === 0 ? target.outputs : await keepExisting(root, target.outputs);
    const declared = target.outputs.length > 0;
    const passportRel = `${target.dir === '.' ? '' : `${target.dir}/`}${step}${passport/* PASSPORT_SUFFIX */.zb}`;
    try {
        const result = await (0,stamp/* stamp */.iE)({
            root,
            directory: target.dir,
            ...fields,
            inputs,
            inputSources: new Map(options.sources),
            consumes: options.consumes,
            ...(declared ? { outputs: recordedOutputs } : {}),
            ...(!declared && before !== undefined
                ? { untouched: await untouchedSince(root, before) }
                : {}),
            run: {
                command: options.command,
                workingDirectory: options.workingDirectory,
                exitCode: outcome.exitCode,
                startedAt,
                endedAt,
                declaredOutputs: declared,
                program,
                nondeterministic: options.nondeterministic,
            },
            // The run's parameters are all it was given: one recorded before and dropped since goes.
            parameters: fields.parameters ?? {},
            errors: [errorEntry(step, options.command, outcome)],
            ranStep: step,
            reuseId: await readCommittedId(root, passportRel),
            config,
            ignored: options.ignored,
            signal,
            onProgress: options.onProgress,
        });
        return { kind: 'recorded', result, outcome };
    }
    catch (error) {
        if (!(error instanceof stamp/* StampError */.kA))
            throw error;
        return { kind: 'refused-after', error, outcome };
    }
}

;// CONCATENATED MODULE: ./src/operations/index.ts
/**
 * The operations: what each command does, as functions of plain options that take a `note(line)`
 * sink and return results (no argv, no printing, no exit codes), like in-toto's runlib and
 * verifylib. The command line (src/cli/) parses, calls one of them and prints; the library
 * (src/lib.ts) re-exports them.
 */








/***/ }),

/***/ 46594:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E4: () => (/* binding */ STDERR_EXCERPT_MAX_BYTES),
/* harmony export */   eg: () => (/* binding */ runStep)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_tail_buffer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38055);
/**
 * Running the command of `passport-gate run`: stdin and stdout are the command's own, stderr is
 * passed through byte for byte and its tail kept (bounded) for the passport, and the signals
 * that would end passport-gate are passed on to the command, so an engine that stops a job
 * (Snakemake, Nextflow, make on Ctrl-C) stops the step and not only its recorder.
 */




/** Bytes of the end of stderr kept in errors[].stderr_excerpt (the schema allows 65,536 characters). */
const STDERR_EXCERPT_MAX_BYTES = 4096;
/** Signals passed on to the command while it runs. */
const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'];
/** How long stderr may stay open after the command exited (a child it left behind holds it). */
const STDERR_DRAIN_MS = 2000;
/** 128 + the signal's number, as a shell reports a command a signal ended. */
function exitCodeOfSignal(signal) {
    const number = node_os__WEBPACK_IMPORTED_MODULE_1__.constants.signals[signal];
    return 128 + (number ?? 0);
}
/** Runs `command` to its end; never throws for the command's own failures. */
function runStep(command, io) {
    const tail = new _util_tail_buffer_js__WEBPACK_IMPORTED_MODULE_2__/* .TailBuffer */ .v(STDERR_EXCERPT_MAX_BYTES);
    const [file, ...args] = command;
    return new Promise((resolve) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(file, args, {
            cwd: io.cwd,
            env: io.env,
            stdio: ['inherit', 'inherit', 'pipe'],
        });
        const forward = (signal) => () => {
            child.kill(signal);
        };
        const handlers = FORWARDED_SIGNALS.map((s) => [s, forward(s)]);
        for (const [s, h] of handlers)
            process.on(s, h);
        const unhook = () => {
            for (const [s, h] of handlers)
                process.off(s, h);
        };
        child.stderr.on('data', (chunk) => {
            io.stderr.write(chunk);
            tail.push(chunk);
        });
        let settled = false;
        const finish = (exitCode, signal) => {
            if (settled)
                return;
            settled = true;
            unhook();
            resolve({ exitCode, signal, stderrExcerpt: tail.text() });
        };
        child.on('error', (error) => {
            // The command never started: say so as a shell would, and record it.
            const exitCode = error.code === 'ENOENT' ? 127 : 126;
            const why = error.code === 'ENOENT' ? 'command not found' : (error.code ?? error.message);
            const line = Buffer.from(`passport-gate: ${file}: ${why}\n`);
            io.stderr.write(line);
            tail.push(line);
            finish(exitCode, null);
        });
        child.on('exit', (code, signal) => {
            const exitCode = signal !== null ? exitCodeOfSignal(signal) : (code ?? 1);
            // Let stderr drain, but not forever: a background child of the step may hold it open.
            const timer = setTimeout(() => {
                child.stderr.destroy();
                finish(exitCode, signal);
            }, STDERR_DRAIN_MS);
            child.stderr.once('close', () => {
                clearTimeout(timer);
                finish(exitCode, signal);
            });
            if (child.stderr.closed) {
                clearTimeout(timer);
                finish(exitCode, signal);
            }
        });
    });
}


/***/ }),

/***/ 67859:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ describeProgramChange),
/* harmony export */   _: () => (/* binding */ describeProgram)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _util_tail_buffer_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38055);
/* harmony import */ var _util_untrusted_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(19630);
/**
 * The program a step runs (its argv[0]), resolved the way the operating system resolves it,
 * and its version: `run` records both in `recorded_by.program`, and `reproduce` resolves the
 * program again so a finding can say whether the tool changed since the record (the
 * environment is the part of a step `reproduce` cannot hold to its record; issue 38).
 *
 * Only a program outside the repository is described: a script of the repository is the
 * step's code, its bytes recorded as a `code` input, and running it with `--version` would
 * run the step itself. The version is the first line `PROGRAM --version` prints (stdout, else
 * stderr) when it exits 0 within {@link VERSION_PROBE_MS}; otherwise it is null.
 */





/** How long `PROGRAM --version` may take. */
const VERSION_PROBE_MS = 5000;
/** Longest version line kept. */
const VERSION_MAX_CHARS = 200;
/** True when `file` is a regular file this process may execute. */
const isExecutable = async (file) => (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(file).then((s) => s.isFile(), () => false)) &&
    (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.access)(file, node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.constants.X_OK).then(() => true, () => false));
/** argv[0] resolved: a name with a slash against `cwd`, a bare name through PATH; else null. */
async function resolveProgram(argv0, cwd, env) {
    if (argv0 === '')
        return null;
    if (argv0.includes('/')) {
        const file = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(cwd, argv0);
        return (await isExecutable(file)) ? file : null;
    }
    // An empty PATH entry is the working directory, as the shells read it.
    for (const dir of (env.PATH ?? '').split((node_path__WEBPACK_IMPORTED_MODULE_2___default().delimiter))) {
        const file = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(cwd, dir, argv0);
        if (await isExecutable(file))
            return file;
    }
    return null;
}
/** True when `file` is the root or below it. */
const isInside = (root, file) => {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_2___default().relative(node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(root), file);
    return rel === '' || (!rel.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_2___default().isAbsolute(rel));
};
/** The first non-empty line `file --version` prints when it exits 0 in time; else null. */
function probeVersion(file, context) {
    const out = new _util_tail_buffer_js__WEBPACK_IMPORTED_MODULE_3__/* .TailBuffer */ .v(4096);
    const err = new _util_tail_buffer_js__WEBPACK_IMPORTED_MODULE_3__/* .TailBuffer */ .v(4096);
    return new Promise((resolve) => {
        let settled = false;
        const finish = (version) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            // Whatever the probe left running ends with it (a lingering child holds no pipe open).
            if (child.pid !== undefined)
                try {
                    context.killGroup(child.pid);
                }
                catch {
                    // ESRCH: gone already.
                }
            resolve(version);
        };
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(file, ['--version'], {
            cwd: context.cwd,
            env: context.env,
            stdio: ['ignore', 'pipe', 'pipe'],
            detached: true,
        });
        const timer = setTimeout(() => finish(null), VERSION_PROBE_MS);
        child.stdout.on('data', (c) => out.push(c));
        child.stderr.on('data', (c) => err.push(c));
        child.on('error', () => finish(null));
        child.on('close', (code) => {
            if (code !== 0)
                return finish(null);
            const first = (text) => text
                .split(/\r?\n/)
                .map((l) => l.trim())
                .find((l) => l !== '');
            const line = first(out.text()) ?? first(err.text()) ?? null;
            finish(line === null ? null : line.slice(0, VERSION_MAX_CHARS));
        });
    });
}
/**
 * The step's program described (see the module comment); null when argv[0] resolves to no
 * executable, or to a file of the repository.
 */
async function describeProgram(argv0, context) {
    const file = await resolveProgram(argv0, context.cwd, context.env);
    if (file === null || isInside(context.root, file))
        return null;
    let version = context.versions?.get(file);
    if (version === undefined) {
        version = probeVersion(file, context);
        context.versions?.set(file, version);
    }
    return { path: file, version: await version };
}
/**
 * How the program now compares with the one recorded, as a sentence for a finding; every
 * value quoted. `recorded` undefined: the record holds no program (older, or a repository
 * script).
 */
function describeProgramChange(now, recorded) {
    const spell = (p) => p === null || p.path === null
        ? 'no program outside the repository'
        : `${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .quoteUntrusted */ .X0)(p.path)} (version ${p.version === null ? 'unknown' : (0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .quoteUntrusted */ .X0)(p.version)})`;
    if (recorded === null)
        return `The program now: ${spell(now)}; the record holds none to compare.`;
    const same = now !== null && now.path === recorded.path && (now.version ?? null) === recorded.version;
    return same
        ? `The program is the one recorded: ${spell(now)}.`
        : `The program changed since the record: recorded ${spell(recorded)}, now ${spell(now)}.`;
}


/***/ }),

/***/ 38055:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ TailBuffer)
/* harmony export */ });
/**
 * The end of a stream, bounded: what `run` records of a step's stderr and `reproduce` shows of
 * a re-run's.
 */
/** Keeps the last `max` bytes of a stream. */
class TailBuffer {
    max;
    chunks = [];
    size = 0;
    dropped = false;
    constructor(max) {
        this.max = max;
    }
    /** Adds a chunk; drops what falls out of the window. */
    push(chunk) {
        this.chunks.push(chunk);
        this.size += chunk.length;
        while (this.size > this.max && this.chunks.length > 0) {
            const first = this.chunks[0];
            const excess = this.size - this.max;
            if (first.length <= excess) {
                this.chunks.shift();
                this.size -= first.length;
            }
            else {
                this.chunks[0] = first.subarray(excess);
                this.size -= excess;
            }
            this.dropped = true;
        }
    }
    /**
     * The kept bytes as text: a character the window cut in two is left out (not shown as
     * U+FFFD), and "…" marks that the beginning was dropped.
     */
    text() {
        let bytes = Buffer.concat(this.chunks);
        if (this.dropped) {
            let start = 0;
            while (start < bytes.length && start < 3 && (bytes[start] & 0xc0) === 0x80)
                start++;
            bytes = bytes.subarray(start);
        }
        const text = bytes.toString('utf8');
        return this.dropped ? `…${text}` : text;
    }
}


/***/ })

};
