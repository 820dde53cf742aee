export const id = 758;
export const ids = [758];
export const modules = {

/***/ 69758:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pP: () => (/* reexport */ IMPORT_FORMATS),
  _H: () => (/* reexport */ in_toto/* MATERIAL_PASSPORT_PREDICATE_TYPE */._H),
  CU: () => (/* reexport */ PASSPORT_CHAIN_FILE),
  wN: () => (/* reexport */ sign.PUBLIC_GOOD),
  Gn: () => (/* reexport */ RESOLVE_LOCK_FILE),
  kU: () => (/* reexport */ RO_CRATE_METADATA),
  kA: () => (/* reexport */ StampError),
  JJ: () => (/* reexport */ UUID_PATTERN),
  Xd: () => (/* reexport */ WriteTargetError),
  bc: () => (/* reexport */ attestDirectories),
  Kc: () => (/* reexport */ diffRevisions),
  cZ: () => (/* reexport */ drawChainGraph),
  Uw: () => (/* reexport */ exportPassports),
  Hw: () => (/* reexport */ importPassports),
  pw: () => (/* reexport */ initConfig),
  w5: () => (/* reexport */ mergeReportFiles),
  QS: () => (/* reexport */ resolveCitedWorks),
  gS: () => (/* reexport */ runAndRecord),
  iE: () => (/* reexport */ stamp)
});

// UNUSED EXPORTS: DEFAULT_REPRODUCE_MAX_SECONDS, REPRODUCE_MODES, auditFirst, reproduceAfterAudit, reproduceRecordedSteps, selectStepEnvironment

// EXTERNAL MODULE: ./src/audit/pipeline.ts + 21 modules
var pipeline = __webpack_require__(52969);
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
        trusted: {
            ...(0,policy/* askWorkTree */.x)(root, (why) => options.note(`note: ${why}`)),
            ...(options.base ? { base: options.base } : {}),
        },
    });
    return { ...run, blocks: !run.report.summary.passed };
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/formats/passport.ts
var formats_passport = __webpack_require__(2800);
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
/** Puts an entity in the crate, merged over one of the same id put before; returns its id. */
function putEntity(state, entity) {
    const existing = state.entities.get(entity['@id']);
    state.entities.set(entity['@id'], existing ? { ...existing, ...entity } : entity);
    return entity['@id'];
}
/** A path is one File; a second version of it (other bytes) is named by its digest. */
function fileIdOf(state, rel, sha256) {
    const id = encodeLocalName(rel);
    const seen = state.fileVersion.get(id);
    if (seen === undefined || sha256 === null || seen === sha256) {
        if (sha256 !== null)
            state.fileVersion.set(id, sha256);
        return id;
    }
    return `${id}#sha256=${sha256}`;
}
/**
 * Puts the File of an input or output (its path read against `base`, the passport's directory
 * under `path-base: passport`) with its digest, size, type, source and URL; returns its id.
 */
function addFile(state, artifact, base) {
    const checked = (0,relative_path/* checkRelativePath */._k)(artifact.path, base);
    const rel = checked.ok ? checked.rel : artifact.path;
    const id = fileIdOf(state, rel, artifact.sha256);
    const size = artifact.sizeBytes ?? (artifact.external ? null : (state.options.sizeOf?.(rel) ?? null));
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
    if (!state.entities.has(id))
        state.hasPart.push(id);
    putEntity(state, entity);
    return id;
}
/** Puts the passport file itself, `about` the run it records; returns its id. */
function addPassportFile(state, item, runId) {
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
    if (!state.entities.has(passportFile['@id']))
        state.hasPart.push(passportFile['@id']);
    return putEntity(state, passportFile);
}
/**
 * A step run's `object`: its inputs' Files, the passport files of the passports it consumed
 * (those exported), and its parameters as PropertyValues.
 */
function addRunObject(state, p, pid, base) {
    const object = [];
    for (const input of p.inputs) {
        const id = addFile(state, input, base);
        object.push(id);
        state.used.add(id);
    }
    for (const upstream of p.consumed) {
        const file = state.passportFileById.get(upstream);
        if (file !== undefined)
            object.push(encodeLocalName(file));
    }
    const parameters = p.parameters;
    if (parameters !== null && typeof parameters === 'object' && !Array.isArray(parameters)) {
        for (const [key, value] of Object.entries(parameters)) {
            object.push(putEntity(state, {
                '@id': fragment('run', pid, 'parameter', key),
                '@type': 'PropertyValue',
                name: key,
                value: propertyValue(value),
            }));
        }
    }
    return object;
}
/**
 * A step run's decisions and errors[] entries, each kept whole (as JSON) in a PropertyValue:
 * the crate's terms have no place for them, and a reader must see the exit codes.
 */
function addKeptRecords(state, p, pid) {
    const kept = [];
    p.decisions.forEach((decision, n) => {
        kept.push(putEntity(state, {
            '@id': fragment('run', pid, 'decision', String(n)),
            '@type': 'PropertyValue',
            propertyID: 'https://passport-gate.dev/ns/prov#decision',
            name: 'decision',
            value: JSON.stringify(decision) ?? 'null',
        }));
    });
    for (const error of p.errors) {
        kept.push(putEntity(state, {
            '@id': fragment('run', pid, 'error', String(error.index)),
            '@type': 'PropertyValue',
            propertyID: 'https://passport-gate.dev/ns/prov#error',
            name: typeof error.exitCode === 'number' ? `exit code ${error.exitCode}` : 'error',
            value: JSON.stringify(error.recorded) ?? 'null',
        }));
    }
    return kept;
}
/**
 * Puts one passport as a step run: its skill (once per skill and version), its passport file,
 * its `CreateAction` with object, result, agent and kept records, its `HowToStep` at
 * `position`, the `ControlAction` orchestrating it, and its row of passport-chain.json.
 */
function addStep(state, item, position) {
    const p = item.read;
    const pid = p.writtenId ?? item.path;
    const base = state.options.pathBase === 'passport' && item.dir !== '.' ? item.dir : '';
    const skill = p.skill ?? 'unknown skill';
    const version = p.skillVersion ?? '';
    const toolId = fragment('skill', `${skill}@${version}`);
    if (!state.tools.has(toolId)) {
        state.tools.set(toolId, skill);
        putEntity(state, {
            '@id': toolId,
            '@type': 'SoftwareApplication',
            name: skill,
            softwareVersion: version,
        });
    }
    const runId = fragment('run', pid);
    const stepId = fragment('step', pid);
    const passportFileId = addPassportFile(state, item, runId);
    const object = addRunObject(state, p, pid, base);
    const result = [];
    for (const output of p.outputs) {
        const id = addFile(state, output, base);
        result.push(id);
        state.produced.add(id);
    }
    result.push(passportFileId);
    const kept = addKeptRecords(state, p, pid);
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
        if (state.latest === null || p.createdAt > state.latest)
            state.latest = p.createdAt;
    }
    if (p.agent !== null && p.agent !== '')
        action.agent = ref(addAgent(state, p.agent));
    if (kept.length > 0)
        action.additionalProperty = kept.map(ref);
    putEntity(state, action);
    state.mentions.push(runId);
    addHowToStep(state, { stepId, runId, toolId, skill, pid, position });
    state.chainSteps.push({
        position,
        passport: item.path,
        passport_id: p.writtenId,
        skill: p.skill,
        skill_version: p.skillVersion,
        consumed_passports: p.consumed,
    });
}
/** Puts the agent of a step (once per name) as a SoftwareApplication; returns its id. */
function addAgent(state, agent) {
    const agentId = fragment('agent', agent);
    if (!state.agents.has(agentId)) {
        state.agents.add(agentId);
        putEntity(state, { '@id': agentId, '@type': 'SoftwareApplication', name: agent });
    }
    return agentId;
}
/** Puts a step of the workflow (`HowToStep`) and the `ControlAction` that ran it. */
function addHowToStep(state, step) {
    putEntity(state, {
        '@id': step.stepId,
        '@type': 'HowToStep',
        name: step.skill,
        position: String(step.position),
        workExample: ref(step.toolId),
    });
    state.steps.push(step.stepId);
    putEntity(state, {
        '@id': fragment('control', step.pid),
        '@type': 'ControlAction',
        name: `orchestrate ${step.skill}`,
        instrument: ref(step.stepId),
        object: ref(step.runId),
        actionStatus: COMPLETED,
    });
}
/** The run of the whole chain: what came from outside it, and what it left unconsumed. */
function buildChainRun(state) {
    const chainRun = {
        '@id': '#chain-run',
        '@type': 'CreateAction',
        name: 'Run of the passport chain',
        description: 'The steps of the chain taken together: its object is what no step of the chain produced, its result what no step consumed.',
        instrument: ref(PASSPORT_CHAIN_FILE),
        object: [...state.used].filter((id) => !state.produced.has(id)).map(ref),
        result: [...state.produced].filter((id) => !state.used.has(id)).map(ref),
        actionStatus: COMPLETED,
    };
    if (state.latest !== null)
        chainRun.endTime = isoTime(state.latest);
    return chainRun;
}
/** The crate's licence: the URL given, else an entity saying none was stated. */
function describeLicense(license) {
    return license === undefined || license === null
        ? {
            '@id': '#license',
            '@type': 'CreativeWork',
            name: 'No licence stated',
            description: 'passport-gate was not told the licence of this repository (export --ro-crate DIR --license URL).',
        }
        : { '@id': license, '@type': 'CreativeWork', name: license };
}
/**
 * The crate's graph: the metadata descriptor, the root dataset, the profiles, the licence, the
 * workflow (passport-chain.json) and its language, the chain run, then every entity put.
 */
function buildGraph(state, stepCount, chainRun) {
    const { options } = state;
    const license = describeLicense(options.license);
    return [
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
            name: options.name ?? `Provenance of ${stepCount} passport(s)`,
            description: 'The Material Passports of this repository as passport-gate audited them, each a step run with its inputs, outputs, skill and parameters.',
            datePublished: state.latest === null ? '1970-01-01T00:00:00+00:00' : isoTime(state.latest),
            license: ref(license['@id']),
            conformsTo: RO_CRATE_PROFILES.map((p) => ref(p.id)),
            mainEntity: ref(PASSPORT_CHAIN_FILE),
            hasPart: [PASSPORT_CHAIN_FILE, ...state.hasPart].map(ref),
            mentions: state.mentions.map(ref),
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
            hasPart: [...state.tools.keys()].map(ref),
            step: state.steps.map(ref),
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
        ...state.entities.values(),
    ];
}
/**
 * Builds the crate of a set of audited passports.
 *
 * @example
 * const { metadata, chain } = toRoCrate(passports, { sizeOf: (rel) => statSync(rel).size });
 */
function toRoCrate(sources, options = {}) {
    const items = orderSteps(sources.map((s) => ({ ...s, read: s.read ?? (0,core_passport/* readPassport */.pN)(s.passport) })));
    const state = {
        options,
        entities: new Map(),
        passportFileById: new Map(),
        fileVersion: new Map(),
        produced: new Set(),
        used: new Set(),
        hasPart: [],
        tools: new Map(),
        steps: [],
        mentions: [],
        chainSteps: [],
        agents: new Set(),
        latest: null,
    };
    for (const item of items)
        if (item.read.id !== null)
            state.passportFileById.set(item.read.id, item.path);
    items.forEach((item, position) => addStep(state, item, position));
    const chainRun = buildChainRun(state);
    state.mentions.unshift('#chain-run');
    return {
        metadata: {
            '@context': RO_CRATE_CONTEXT,
            '@graph': buildGraph(state, items.length, chainRun),
        },
        chain: {
            description: 'The steps of the passport chain, upstream first (passport-gate export --ro-crate).',
            predicateType: in_toto/* MATERIAL_PASSPORT_PREDICATE_TYPE */._H,
            steps: state.chainSteps,
        },
    };
}

// EXTERNAL MODULE: ./src/util/sha256.ts
var sha256 = __webpack_require__(36701);
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













// The names the export command's help text shows (the predicate type, the crate's two files).

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
        .map((p) => {
        const bytes = p.bytes;
        return {
            path: p.path,
            dir: p.dir,
            passport: p.value,
            read: p.summary ?? (0,core_passport/* readPassport */.pN)(p.value),
            sha256: bytes ? (0,sha256/* sha256Hex */.f)(bytes) : null,
            bytes: bytes ? bytes.length : null,
        };
    });
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
        options.note(`exported a Provenance Run Crate of ${passports.length} passport(s) to ${external_node_path_default().join(dir, RO_CRATE_METADATA)}.`);
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
    const { metadata, chain } = toRoCrate(passports.map((p) => ({ ...p, size: p.bytes })), {
        pathBase: options.pathBase,
        license: options.license,
        sizeOf: (rel) => sizes.get(rel) ?? null,
    });
    await (0,promises_.mkdir)(dir, { recursive: true });
    await (0,atomic_write/* writeFileAtomic */.Z)(external_node_path_default().join(dir, PASSPORT_CHAIN_FILE), `${JSON.stringify(chain, null, 2)}\n`);
    await (0,atomic_write/* writeFileAtomic */.Z)(external_node_path_default().join(dir, RO_CRATE_METADATA), `${JSON.stringify(metadata, null, 2)}\n`);
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
                const stem = source.path.slice(0, -formats_passport/* PASSPORT_SUFFIX */.zb.length);
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
        const text = `${JSON.stringify(toProvDocument(passports, { pathBase }), null, 2)}\n`;
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
// EXTERNAL MODULE: ./src/attest/sign.ts
var sign = __webpack_require__(78492);
// EXTERNAL MODULE: ./src/diff/read-revision.ts + 1 modules
var read_revision = __webpack_require__(83839);
// EXTERNAL MODULE: ./src/fs/paths.ts
var paths = __webpack_require__(31283);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/vcs/git.ts + 1 modules
var git = __webpack_require__(88411);
;// CONCATENATED MODULE: ./src/operations/attest.ts
/**
 * Attest: signs each chosen output directory's passport into a Sigstore bundle beside it,
 * `<run-id>.passport.sigstore.json` (src/attest/). The repository is audited first
 * (operations/audited.ts), like `export`: a bundle is a claim someone signs, so nothing is signed
 * in a repository the gate would fail. That audit judges the work tree against the last commit
 * (HEAD) as a pull request's audit judges it against its base: signing is no re-run, so a run
 * record there that the work tree holds as a hand re-stamp of other outputs (an output edited
 * by hand, then `stamp --force`) is run-record-replaced-by-hand, and nothing is signed
 * (issue 37: the printed `attest` of attestation-missing and attestation-invalid never
 * launders a hand edit).
 */


// The keyless default the attest command's help text names, and how to sign, for the faces.








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
    const committed = await readLastCommitPassports(options.root, options.config, options.note);
    const audited = await auditFirst({
        ...options,
        rulesOff: RULES_ATTEST_WRITES,
        ...(committed ? { base: { passports: committed } } : {}),
    });
    const chosen = audited.passports.filter((p) => options.dirs.includes(p.dir) && (0,formats_passport/* isPassportPath */._u)(p.path));
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
/**
 * The passports of the last commit (HEAD) below `root`: what the work tree's records replace.
 * Null where nothing was committed to compare with: outside a git repository, before its first
 * commit, or without git (said in a note). A commit git cannot read fails closed: a
 * ConfigurationError, and nothing is signed.
 */
async function readLastCommitPassports(root, config, note) {
    const top = await (0,git/* runGit */.EO)(root, ['rev-parse', '--show-toplevel']);
    if (!top.ok) {
        if (top.missing)
            note('note: git is not available, so the passports were not compared with the last commit');
        if (top.missing || (0,git/* isNotARepository */.VE)(top))
            return null;
        throw new errors/* ConfigurationError */.j1(`attest: git cannot read the repository at ${JSON.stringify(root)}: ${top.message}`);
    }
    // rev-parse ends its answer with one newline; a directory name may end with spaces, so no trim.
    const topLevel = top.stdout.replace(/\r?\n$/, '');
    const sha = await (0,git/* resolveCommit */.WL)(topLevel, 'HEAD');
    if (sha === null)
        return null;
    const prefix = (0,paths/* toPathPrefix */.Xw)(topLevel, await (0,promises_.realpath)(root).catch(() => root));
    try {
        const revision = await (0,read_revision/* readGitRevision */.ck)(topLevel, sha, prefix, config, {
            ref: 'HEAD',
            sha,
            source: 'git',
        });
        return [...revision.passports];
    }
    catch (error) {
        throw new errors/* ConfigurationError */.j1(`attest: cannot read the last commit (HEAD, ${sha}) from git to compare the passports with: ${error.message}`);
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
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

// EXTERNAL MODULE: ./src/fs/safe-read.ts
var safe_read = __webpack_require__(30603);
// EXTERNAL MODULE: ./src/fs/walk.ts
var walk = __webpack_require__(25078);
// EXTERNAL MODULE: ./src/hash/index.ts + 17 modules
var hash = __webpack_require__(49803);
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

;// CONCATENATED MODULE: ./src/operations/import.ts
/**
 * Import: Material Passports written from a workflow engine's own records (src/import/; today
 * a Nextflow run's lineage store, docs/nextflow.md). The records are read and checked in full
 * first; nothing is written unless every task could be imported, so a refused store leaves the
 * repository as it was.
 */

/** The record formats `import --from` reads. */
const IMPORT_FORMATS = ['nextflow-lineage'];
/** Reads the records of `options.store`, and writes their passports only when all could be imported. */
async function importPassports(options) {
    const result = await importNextflowLineage({
        root: options.root,
        store: options.store,
        ...(options.recordedRoot !== undefined ? { recordedRoot: options.recordedRoot } : {}),
    });
    if (!result.ok)
        return { ok: false, problems: result.problems };
    for (const line of result.notes)
        options.note(line);
    await writeImportedPassports(options.root, result.passports);
    return { ok: true, written: result.passports };
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
function graph_buildGraph(passports, options = {}) {
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
    const id = (0,formats_passport/* foldPassportId */.r$)(ref);
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
    let graph = graph_buildGraph(audited.passports, {
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

// EXTERNAL MODULE: ./src/config/config.ts
var config_config = __webpack_require__(81122);
// EXTERNAL MODULE: ./src/repo/layout.ts
var repo_layout = __webpack_require__(56776);
// EXTERNAL MODULE: ./src/repo/tree.ts
var repo_tree = __webpack_require__(52990);
// EXTERNAL MODULE: ./src/produce/load-passports.ts
var load_passports = __webpack_require__(15596);
// EXTERNAL MODULE: ./src/util/shell-word.ts
var shell_word = __webpack_require__(86571);
// EXTERNAL MODULE: ./src/formats/citation.ts
var formats_citation = __webpack_require__(35703);
// EXTERNAL MODULE: ./src/core/rule-registry.ts
var rule_registry = __webpack_require__(52505);
// EXTERNAL MODULE: ./src/core/findings.ts
var core_findings = __webpack_require__(44637);
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
    const check = (0,formats_citation/* parseCitation */.vh)(source);
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
        const check = (0,formats_citation/* parseCitation */.vh)(source);
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
    return (0,formats_passport/* checkPassportBytes */.Y$)(path, bytes).findings.map((f) => `the audit would report ${f.rule} (${(0,rule_registry/* getRule */.rF)(f.rule).defaultSeverity}): ${(0,core_findings/* readMessage */._8)(f.message)}`);
}

// EXTERNAL MODULE: ./src/fs/tree-entries.ts
var tree_entries = __webpack_require__(92922);
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
    if (declared === undefined) {
        // A sibling's output is no file of this step: listing it would make two producers of one
        // file (artifact-multiple-producers), and a re-stamp of one per-sample passport would
        // claim every other sample's file (issue 37, item 4).
        const siblings = input.siblingOutputs;
        const mine = siblings === undefined ? owned : owned.filter((f) => !siblings.has(f));
        return leaveOutUntouched(input, mine);
    }
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
    const files = (0,tree_entries/* selectRels */.JE)(input.tree.entries, (rel, kind) => kind !== 'dir' && rel.startsWith(prefix) && !input.layout.isBookkeeping(rel, kind));
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

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./src/util/passport-id.ts
var passport_id = __webpack_require__(54280);
// EXTERNAL MODULE: ./src/util/values.ts
var values = __webpack_require__(7656);
// EXTERNAL MODULE: ./src/formats/vouches.ts
var vouches = __webpack_require__(29433);
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
 *  - outputs are always recomputed from the bytes on disk, but a re-stamp that would record
 *    other output bytes than the passport records (a changed, added or removed file) is
 *    refused without `force`: a metadata re-stamp must not launder a hand edit;
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
    const tree = await (0,repo_tree/* walkRepository */.MH)(options.root, config, options.signal);
    const layout = (0,repo_layout/* buildLayout */.XV)(tree, config, { newPassportDir: dir });
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
        siblingOutputs: listSiblingOutputs(passports, dir, target.path, paths),
        notes,
    });
    await checkRecordedArtifactsKept(tree.realRoot, previous.passport, artifacts, options, target.path, dir, paths, notes);
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
 * A re-stamp records the bytes on disk, so one that would record other bytes than the passport
 * vouches for is refused without `force`: a hand edit, a stray file or a deleted output would
 * otherwise turn green as the side effect of a metadata fix (`--next-skill`, `--source`…; issue
 * 37, no printed fix launders). A run record's inputs are held too: they are what the step read
 * when `run` ran it; with `force` it becomes a hand record. A hand record's outputs are held;
 * its inputs are the caller's to restate (`--input`), and an output still on disk that the
 * directory no longer owns may go. A first stamp and `run` itself (which just made the outputs) are not
 * checked; with `check`, a note.
 */
async function checkRecordedArtifactsKept(realRoot, previous, artifacts, options, passportPath, dir, paths, notes) {
    if (options.run !== undefined || previous === null)
        return;
    const runRecord = (0,core_passport/* isRunRecord */.jM)(previous);
    // A recorded output that is still on disk but no longer the directory's (outside it:
    // artifact-not-colocated, artifact-multiple-producers; owned by a nested passport; ignored)
    // may be dropped: the bytes are untouched and the passport merely stops claiming them.
    const dropped = new Set();
    for (const o of previous.outputs) {
        const rel = paths.rel(o.path, dir);
        if (rel === null || (await isOnDisk(absoluteOf(realRoot, rel))))
            dropped.add(`output ${(0,untrusted/* quoteUntrusted */.X0)(o.path)} removed`);
    }
    const changed = changedArtifacts(previous, artifacts).filter((line) => runRecord || (line.startsWith('output ') && !dropped.has(line)));
    if (changed.length === 0)
        return;
    const again = (0,rerun_command/* rerunCommand */.w4)(previous, passportPath, dir, (p) => paths.rel(p, dir), true);
    const how = again === null
        ? 'run the step again through `passport-gate run`'
        : runRecord
            ? `run the step again, as recorded: ${again}`
            : `run the step again through \`passport-gate run\`, with its command for ${(0,untrusted/* quoteUntrusted */.X0)(rerun_command/* STEP_COMMAND_PLACEHOLDER */.Tu)}: ${again}`;
    if (options.force !== true && options.check !== true) {
        if (runRecord)
            refuse(`refusing to re-stamp ${(0,untrusted/* quoteUntrusted */.X0)(passportPath)}: \`passport-gate run\` ran its step and recorded what it read and wrote, and these differ now:`, changed, `A re-stamp would record bytes the step never made or read. Restore the files (git checkout -- <file>), or ${how} (a workflow engine's own re-run, such as snakemake --forcerun <rule>, does the same). --force writes a hand record instead (recorded_by.method "stamp"), which the gate tells apart.`);
        refuse(`refusing to re-stamp ${(0,untrusted/* quoteUntrusted */.X0)(passportPath)}: its outputs differ from the digests it records:`, changed, `A re-stamp would vouch for these bytes as the step's output, though no step was seen making them (a hand edit, a stray or deleted file). Nothing was written. Restore the files (git checkout -- <file>, or move a stray file out), or ${how} (a workflow engine's own re-run, such as snakemake --forcerun <rule>, does the same). If you re-ran the step yourself and it made exactly these files, --force records them.`);
    }
    notes.push(runRecord
        ? `${(0,untrusted/* quoteUntrusted */.X0)(passportPath)} is a run record whose artifacts changed (${changed.join('; ')}); ${options.force === true ? 'it becomes a hand record' : 'stamping it needs a re-run, or --force for a hand record'}.`
        : `${(0,untrusted/* quoteUntrusted */.X0)(passportPath)} records other outputs than the directory holds (${changed.join('; ')}); ${options.force === true ? 'they are recorded as they are now' : 'stamping it needs a re-run, or --force'}.`);
}
/**
 * The repository-relative outputs the other passports of `dir` record: per-sample jobs of one
 * rule share a directory, one passport each (`run --output`), and a re-stamp of one of them
 * must not take the others' files as its own.
 */
function listSiblingOutputs(passports, dir, passportPath, paths) {
    const listed = new Set();
    for (const p of passports) {
        if (p.dir !== dir || p.path === passportPath || p.summary === null)
            continue;
        for (const o of p.summary.outputs) {
            const rel = paths.rel(o.path, dir);
            if (rel !== null)
                listed.add(rel);
        }
    }
    return listed;
}
/** True when something (not followed through a symlink) is at `absolute`. */
async function isOnDisk(absolute) {
    try {
        await (0,promises_.lstat)(absolute);
        return true;
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: ./src/reproduce/program.ts
var reproduce_program = __webpack_require__(67859);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
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
    if (!(0,formats_passport/* isRunId */.Pk)(runId))
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
        throw new StampError(`run: nothing was run; the step's record could not be written:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
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
                throw new StampError(`run: nothing was run; output directory ${(0,untrusted/* quoteUntrusted */.X0)(dir)} holds more than ${SNAPSHOT_MAX_FILES} files`);
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
            consumesPaths: (options.consumes ?? []).filter((c) => !UUID_PATTERN.test(c)),
        });
        // Directory mode: what the directory holds before the step is not the step's output
        // unless the step writes it (a stray file, another job's), so the files are noted first.
        if (outputs.length === 0)
            before = await snapshotOutputDirectory(root, dir);
    }
    catch (error) {
        if (!(error instanceof StampError))
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
    const startedAt = formatTimestamp(clock());
    const outcome = await (0,run_step/* runStep */.eg)(options.command, {
        cwd: options.cwd,
        stderr: options.stderr,
        env: options.env,
    });
    const endedAt = formatTimestamp(clock());
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
    const passportRel = `${target.dir === '.' ? '' : `${target.dir}/`}${step}${formats_passport/* PASSPORT_SUFFIX */.zb}`;
    try {
        const result = await stamp({
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
        if (!(error instanceof StampError))
            throw error;
        return { kind: 'refused-after', error, outcome };
    }
}

// EXTERNAL MODULE: ./src/formats/citation-lock.ts
var citation_lock = __webpack_require__(58447);
// EXTERNAL MODULE: ./src/fs/output-file.ts
var output_file = __webpack_require__(69281);
// EXTERNAL MODULE: ./src/resolve/resolve.ts + 2 modules
var resolve = __webpack_require__(48333);
// EXTERNAL MODULE: ./src/operations/ask-registries.ts
var ask_registries = __webpack_require__(13811);
;// CONCATENATED MODULE: ./src/operations/resolve.ts
/**
 * Resolve: every identifier the passports cite asked of its registry (seed 000, hard rule 1:
 * "Every cited work must resolve to a verifiable record"), and the answers written to the
 * committed lock, `passport-citations.lock.json`, which the audit checks sources against
 * offline. `check` compares the committed lock with the registries' answers now (release
 * gating), `offline` says what would be asked without asking. What is wrong comes back as data:
 * the face words it and chooses the exit code.
 */










/** The lock's file name at the repository root. */
const RESOLVE_LOCK_FILE = citation_lock/* CITATION_LOCK_FILE */.rH;
/**
 * Runs a resolve over the passports under `options.root`. Throws UsageError for a committed lock
 * that cannot be read or parsed, and for a lock that cannot be written.
 */
async function resolveCitedWorks(options) {
    const passports = await (0,load_passports/* loadPassports */.UP)(options.root, {
        config: options.config,
        signal: options.signal,
    });
    const cited = new Map();
    for (const w of (0,citation_lock/* listCitedWorks */.Ef)(passports))
        cited.set(w.citation.key, w.citation);
    noteUnlooked(options.note, (0,citation_lock/* listUnlookedWorks */.i$)(passports));
    const lockPath = external_node_path_default().join(options.root, citation_lock/* CITATION_LOCK_FILE */.rH);
    const committed = await readLock(lockPath);
    if (options.offline)
        return compareOffline(cited, committed, options.check);
    const asked = options.check || options.refresh
        ? [...cited.values()]
        : [...cited.values()].filter((c) => !committed?.citations.has(c.key));
    const resolution = await (0,ask_registries.askAbout)(asked, {
        endpoints: options.endpoints,
        env: options.env,
        timeoutMs: options.timeoutMs,
        signal: options.signal,
    });
    const lock = (0,resolve/* mergeLock */.wF)(new Set(cited.keys()), committed, resolution.entries);
    const answers = {
        problems: [...lock.citations]
            .filter(([, entry]) => entry.status === 'not-found' || entry.retracted === true)
            .map(([key, entry]) => ({ key, entry })),
        unreached: resolution.unreached,
    };
    if (options.check) {
        const changes = (0,citation_lock/* compareCitationLocks */.b)(committed ?? { citations: new Map() }, lock);
        return {
            mode: 'check',
            added: changes.added,
            removed: changes.removed,
            changed: changes.changed.map((key) => ({
                key,
                was: committed?.citations.get(key),
                is: lock.citations.get(key),
            })),
            answers,
        };
    }
    // The lock is a file of the repository, replaced whatever stands at its path (a link, a
    // FIFO): not a file the user named on the command line (fs/output-file.ts writeNamedFile).
    try {
        await (0,atomic_write/* writeFileAtomic */.Z)(external_node_path_default().resolve(options.root, lockPath), (0,citation_lock/* renderCitationLock */.Fx)(lock));
    }
    catch (error) {
        throw (0,output_file/* describeWriteError */.JB)(error, 'the lock', lockPath);
    }
    return { mode: 'write', locked: lock.citations.size, asked: asked.length, answers };
}
/**
 * Says, once per identifier, what was recognised but is not asked of any registry (RefSeq,
 * UniProt, an ISBN…): the lock cannot hold it, and the audit checks its syntax only.
 */
function noteUnlooked(note, works) {
    const seen = new Set();
    for (const w of works) {
        if (seen.has(w.citation.key))
            continue;
        seen.add(w.citation.key);
        note(`${w.citation.id} (${w.passport} ${w.pointer}): ${(0,formats_citation/* describeNotLookedUp */.Cb)(w.citation) ?? 'not looked up'}`);
    }
}
/** The committed lock, null when there is none; an unreadable one is a usage error (exit 2). */
async function readLock(file) {
    const read = await (0,safe_read/* readFileCapped */.uh)(file, citation_lock/* MAX_CITATION_LOCK_BYTES */.Zr);
    if (!read.ok) {
        if (read.reason === 'missing')
            return null;
        throw new errors/* UsageError */.eb(`${citation_lock/* CITATION_LOCK_FILE */.rH} cannot be read: it ${read.detail}`);
    }
    const parsed = (0,citation_lock/* parseCitationLock */.I_)(read.bytes);
    if (!parsed.ok)
        throw new errors/* UsageError */.eb(`${citation_lock/* CITATION_LOCK_FILE */.rH}${parsed.line ? ` line ${parsed.line}` : ''} ${parsed.problem}; delete it and run passport-gate resolve to write it anew`);
    return parsed.lock;
}
/** The offline answer: which cited keys the lock holds, and what it misses or holds extra. */
function compareOffline(cited, committed, check) {
    const locked = (key) => committed?.citations.has(key) === true;
    return {
        mode: 'offline',
        check,
        cited: [...cited.keys()].sort().map((key) => ({ key, locked: locked(key) })),
        missing: [...cited.keys()].filter((k) => !locked(k)).sort(),
        extra: [...(committed?.citations.keys() ?? [])].filter((k) => !cited.has(k)).sort(),
    };
}

// EXTERNAL MODULE: ./src/repo/ownership.ts + 1 modules
var ownership = __webpack_require__(35493);
// EXTERNAL MODULE: ./src/repo/root.ts
var root = __webpack_require__(95614);
;// CONCATENATED MODULE: ./src/operations/init.ts
/**
 * Init: the `.passport-gate.yml` that pins the output roots the audit infers from the passports
 * when none are configured (repo/ownership.ts), as text, and written unless asked not to. What
 * it writes is read back with the config loader the audit uses, and its globs must match exactly
 * the output directories the inference found, or nothing is written.
 */












/** Passport paths quoted per root in the file's comments. */
const EVIDENCE_IN_COMMENT = 3;
/**
 * The text of the config file for these roots. Repository paths appear only JSON-quoted (in
 * comments too): a directory name holding a line break cannot start a YAML line of its own.
 */
function renderInitConfig(roots) {
    const lines = [
        `# passport-gate configuration, written by \`passport-gate init\` (${version/* VERSION */.x}).`,
        '# The keys are described in docs/configuration.md and the rules in docs/rules.md.',
        '#',
        '# outputs: globs of output directories. Each directory they match must hold a',
        '# *.passport.json listing every file under it (integrity-audit mode 4): one without a',
        '# passport is passport-missing, a file no passport lists is artifact-unlisted. A file',
        '# belongs to the nearest output directory above it. Without outputs: (or with an empty',
        '# list) the audit infers the output roots from the passports it finds; written here,',
        '# they are pinned. Add a glob for each new output root, or list directories one by one.',
    ];
    if (roots.length === 0) {
        lines.push('#', '# No output root could be inferred: no passport sits in a directory below a top-level directory', '# (a passport in "results/align/" makes "results" a root). For example:', '#   outputs:', '#     - "results/*"', 'outputs: []');
    }
    else {
        lines.push('outputs:');
        for (const r of roots) {
            const shown = r.passports.slice(0, EVIDENCE_IN_COMMENT).map((p) => JSON.stringify(p));
            const more = r.passports.length - EVIDENCE_IN_COMMENT;
            lines.push(`  # ${JSON.stringify(r.root)}: inferred from ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`, `  - ${JSON.stringify(r.glob)}`);
        }
    }
    lines.push('', '# Other settings, with their defaults:', '# ignore: []                    # globs left out of discovery', '# rules:                        # severity per rule id: error | warning | notice | off', '#   artifact-unlisted: warning', '# path-base: root               # artifact paths relative to the root, or to the passport', '# allow-empty: false            # --all with outputs: set and no passport fails unless true', '');
    return lines.join('\n');
}
/**
 * Infers the output roots under `options.root` and renders the config that pins them; writes it
 * unless `write` is false. An existing config file without `force` is returned as `exists` and
 * left alone. Throws ConfigurationError when the globs would not match exactly the inferred
 * directories, or the file cannot be written.
 */
async function initConfig(options) {
    const realRoot = await (0,root/* resolveRoot */.H)(options.root);
    // The spelling the audit reads (.passport-gate.yaml when it is the only one): never a second file.
    const file = external_node_path_default().join(realRoot, await (0,config_config/* findDefaultConfigFile */.f2)(realRoot));
    if (options.write && !options.force) {
        const exists = await (0,promises_.lstat)(file).then(() => true, () => false);
        if (exists)
            return { exists: true, file };
    }
    // The tree as the audit of the written file will see it: no ignore globs (the file has none).
    const { entries, problems } = await (0,repo_tree/* walkRepository */.MH)(realRoot, { ignore: [] }, options.signal);
    const passports = (0,tree_entries/* selectRels */.JE)(entries, (rel, kind) => kind !== 'dir' && (0,formats_passport/* isPassportPath */._u)(rel));
    const passportDirs = new Set(passports.map(relative_path/* relativeDirname */.RV));
    const inferred = (0,ownership/* findOutputDirectories */.wm)(entries, passportDirs, config_config/* DEFAULT_CONFIG */.PV);
    const roots = [...inferred.inferredRoots].map(([r, dirs]) => {
        const under = new Set(dirs);
        return {
            root: r,
            glob: (0,ownership/* globForRoot */.wq)(r),
            passports: passports.filter((p) => under.has((0,relative_path/* relativeDirname */.RV)(p))),
        };
    });
    const text = renderInitConfig(roots);
    // Read back with the audit's own loader; the pinned globs must name exactly the output
    // directories that were inferred, or the file would say something else than the audit did.
    const config = await (0,config_config/* parseConfigText */.Bu)(text, config_config/* DEFAULT_CONFIG_FILE */.Cu);
    const pinned = (0,ownership/* findOutputDirectories */.wm)(entries, passportDirs, config);
    const same = config.outputs.length === 0
        ? roots.length === 0
        : pinned.dirs.size === inferred.dirs.size &&
            [...inferred.dirs].every((d) => pinned.dirs.has(d));
    if (!same) {
        throw new errors/* ConfigurationError */.j1('init could not write globs that match exactly the inferred output directories; write outputs: by hand');
    }
    if (options.write) {
        try {
            await (0,atomic_write/* writeFileAtomic */.Z)(file, text);
        }
        catch (error) {
            throw new errors/* ConfigurationError */.j1(`cannot write ${file}: ${error.code ?? String(error)}`);
        }
    }
    return { exists: false, file, text, written: options.write, roots, unlisted: problems.length };
}

// EXTERNAL MODULE: ./src/audit/served.ts
var served = __webpack_require__(39726);
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
    problems.push(...findServedProblems(reports));
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
        ...servedOfShards(reports),
    };
}
/**
 * Where the shards' `served` sections cannot be one: a shard that names a served directory
 * outside its own scope (a shard names only what it judged, audit/served.ts `describeServed`: a
 * section that claims another shard's directory was not written by this version, and that
 * directory may have been read there), served at different commits (the shards did not judge
 * one checkout, though their fingerprints agree), or one directory served under two trees. Fails
 * closed: the merge refuses rather than say which commit vouched.
 */
function findServedProblems(reports) {
    const problems = [];
    for (const r of reports) {
        const judged = new Set(r.scope.directories);
        const outside = (r.served?.directories ?? []).filter((d) => !judged.has(d.directory));
        const shard = r.scope.shard;
        if (outside.length === 0)
            continue;
        // A few named (a report of the version before names every other shard's directory).
        const named = outside.slice(0, 3).map((d) => d.directory);
        if (outside.length > named.length)
            named.push('…');
        problems.push(`shard ${shard.index}/${shard.count} names ${outside.length} served director(ies) outside its scope (${named.join(', ')}); run every shard with this version`);
    }
    const commits = new Set();
    for (const r of reports)
        if (r.served)
            commits.add(r.served.commit);
    if (commits.size > 1)
        problems.push(`the shards served directories of different commits (${[...commits].sort().join(', ')}); run every shard on the same commit`);
    const trees = new Map();
    for (const r of reports)
        for (const d of r.served?.directories ?? []) {
            const known = trees.get(d.directory);
            if (known !== undefined && known !== d.tree)
                problems.push(`${d.directory} was served under two trees (${known}, ${d.tree})`);
            else
                trees.set(d.directory, d.tree);
        }
    return problems;
}
/** The shards' `served` sections as one (none when no shard served a directory). */
function servedOfShards(reports) {
    const byDir = new Map();
    let commit;
    for (const r of reports)
        for (const d of r.served?.directories ?? []) {
            commit = r.served?.commit;
            if (!byDir.has(d.directory))
                byDir.set(d.directory, { ...d });
        }
    if (commit === undefined)
        return {};
    const directories = [...byDir.values()].sort(served/* compareServedDirectories */.Cc);
    return { served: { commit, files: directories.reduce((n, d) => n + d.files, 0), directories } };
}
/** The provenance diff of the shard that made one (shard 1), as a `diff` property. */
function diffOfShards(reports) {
    const diff = reports.find((r) => r.diff !== undefined)?.diff;
    return diff ? { diff } : null;
}

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
        throw new errors/* ConfigurationError */.j1(`cannot read report ${name}: ${error.code ?? (error instanceof Error ? error.message : String(error))}`);
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

;// CONCATENATED MODULE: ./src/operations/merge.ts
/**
 * Merge: the JSON reports of a sharded audit (one per matrix job), each validated against
 * schemas/report.v1.schema.json, combined into one report and one verdict (audit/merge.ts).
 */


/**
 * Reads and merges the shard reports. Throws ConfigurationError for a report that cannot be read,
 * parsed or validated, or for reports that do not belong together.
 */
async function mergeReportFiles(options) {
    const reports = [];
    for (const file of options.files)
        reports.push(await readJsonReport(file));
    return mergeShardReports(reports, options.failOn === undefined ? {} : { failOn: options.failOn });
}

// EXTERNAL MODULE: ./src/diff/diff.ts + 3 modules
var diff_diff = __webpack_require__(51146);
// EXTERNAL MODULE: ./src/diff/facts.ts
var diff_facts = __webpack_require__(52152);
;// CONCATENATED MODULE: ./src/diff/unstamped.ts


/** Lists them, one per artifact, by the path of the passport that lists it. */
function listUnstampedChanges(diff, head, changedFiles, options) {
    const changed = new Set(changedFiles);
    const touched = new Set(diff.passports.flatMap((c) => [c.head_path, c.base_path]));
    // A stale passport's changed input is its upstream's re-run: the re-run plan lists it.
    const stale = new Set(diff.stale.map((s) => s.path));
    const out = [];
    for (const file of [...head.passports].sort((a, b) => (a.path < b.path ? -1 : 1))) {
        if (touched.has(file.path) || changed.has(file.path) || file.value === null)
            continue;
        const facts = (0,diff_facts/* readFacts */.M)(file, options);
        for (const [kind, list] of [
            ['output', facts.outputs],
            ['input', stale.has(file.path) ? new Map() : facts.inputs],
        ])
            for (const rel of list.keys())
                if (changed.has(rel))
                    out.push({
                        path: file.path,
                        message: `${kind} ${(0,untrusted/* quoteUntrusted */.X0)(rel)} changed between the base and the head, and this passport did not: the sha256 it records is no longer the file's (the audit fails it). Restore the file from the base, or run the step again.`,
                    });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/operations/diff.ts




/**
 * Reads both revisions' passports and compares them. A revision git cannot read is a
 * ConfigurationError naming it.
 */
async function diffRevisions(options) {
    const { root, top, prefix, config } = options;
    const fromGit = async (revision) => {
        try {
            return await (0,read_revision/* readGitRevision */.ck)(top, revision.sha, prefix, config, {
                ref: revision.ref,
                sha: revision.sha,
                source: 'git',
            });
        }
        catch (error) {
            throw new errors/* ConfigurationError */.j1(`cannot read ${revision.ref} from git: ${error.message}`);
        }
    };
    const base = await fromGit(options.base);
    const head = options.head === null
        ? await (0,read_revision/* readWorkingTree */.cD)(root, config, { ref: null, sha: null, source: 'working-tree' }, options.signal)
        : await fromGit(options.head);
    options.signal?.throwIfAborted();
    const diff = (0,diff_diff/* diffProvenance */.H)(base, head, { config });
    // A hand edit under an unchanged passport, which the passports' diff cannot see: git says
    // which files changed (the action and GitLab list these from the audit's findings).
    const changed = await options.listChanged();
    const mismatched = listUnstampedChanges(diff, head, changed, { pathBase: config.pathBase });
    return { diff, mismatched };
}

// EXTERNAL MODULE: ./src/operations/reproduce.ts + 6 modules
var reproduce = __webpack_require__(29193);
;// CONCATENATED MODULE: ./src/operations/index.ts
/**
 * The operations: what each command does, as functions of plain options that take a `note(line)`
 * sink and return results (no argv, no printing, no exit codes), like in-toto's runlib and
 * verifylib. The command line (src/cli/) parses, calls one of them and prints; the library
 * (src/lib.ts) re-exports them.
 */











// Stamp's work is already an operation in its own layer (produce/stamp/: no argv, no printing):
// the library's surface names it here, and the command line reaches it through this file.





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
