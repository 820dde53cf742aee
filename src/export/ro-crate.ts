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
import { checkRelativePath } from '../util/relative-path.js';
import {
  readPassport,
  type ArtifactRef,
  type MaterialPassport,
  type Passport,
} from '../core/passport.js';
import { encodeLocalName } from './prov.js';
import { MATERIAL_PASSPORT_PREDICATE_TYPE } from './in-toto.js';

/** The file name of an RO-Crate's metadata (RO-Crate 1.1). */
export const RO_CRATE_METADATA = 'ro-crate-metadata.json';
/** The workflow the crate's runs are runs of: the chain of passports, written beside it. */
export const PASSPORT_CHAIN_FILE = 'passport-chain.json';
/** The contexts the crate names: RO-Crate 1.1, and the workflow-run terms (`sha256`). */
export const RO_CRATE_CONTEXT: readonly string[] = [
  'https://w3id.org/ro/crate/1.1/context',
  'https://w3id.org/ro/terms/workflow-run/context',
];

/** The profiles the crate conforms to (Provenance Run Crate 0.5 and the ones it builds on). */
export const RO_CRATE_PROFILES: readonly { id: string; name: string; version: string }[] = [
  { id: 'https://w3id.org/ro/wfrun/process/0.5', name: 'Process Run Crate', version: '0.5' },
  { id: 'https://w3id.org/ro/wfrun/workflow/0.5', name: 'Workflow Run Crate', version: '0.5' },
  { id: 'https://w3id.org/ro/wfrun/provenance/0.5', name: 'Provenance Run Crate', version: '0.5' },
  {
    id: 'https://w3id.org/workflowhub/workflow-ro-crate/1.0',
    name: 'Workflow RO-Crate',
    version: '1.0',
  },
];

/** One passport to put in the crate, as the export command has it. */
export interface RoCrateSource {
  /** Repository-relative path of the passport file. */
  path: string;
  /** Repository-relative directory of the passport. */
  dir: string;
  passport: MaterialPassport;
  read?: Passport;
  /** sha256 of the passport file's bytes, null when unknown. */
  sha256: string | null;
  /** Size of the passport file in bytes, null when unknown. */
  size: number | null;
}

/** Options of {@link toRoCrate}. */
export interface RoCrateOptions {
  /** The config's `path-base` (default 'root'). */
  pathBase?: 'root' | 'passport';
  /** Size in bytes of a repository file (the audit verified it), null when not known. */
  sizeOf?: (rel: string) => number | null;
  /** The crate's licence: a URL (an SPDX licence URL), or null when none was given. */
  license?: string | null;
  /** The crate's name (default: "Provenance of <n> passport(s)"). */
  name?: string;
}

/** What {@link toRoCrate} builds: the metadata document and the chain file. */
export interface RoCrate {
  metadata: { '@context': readonly string[]; '@graph': Record<string, unknown>[] };
  chain: PassportChain;
}

/** passport-chain.json: the steps of the chain in order. */
export interface PassportChain {
  description: string;
  predicateType: string;
  steps: {
    position: number;
    passport: string;
    passport_id: string | null;
    skill: string | null;
    skill_version: string | null;
    consumed_passports: string[];
  }[];
}

type Entity = Record<string, unknown> & { '@id': string };
/**
 * The status of a step the audit passed. Text, as Process Run Crate's examples write it and its
 * validator's shape (an sh:in of strings) checks it.
 */
const COMPLETED = 'http://schema.org/CompletedActionStatus';

/**
 * A recorded time as Process Run Crate's shapes want it (`…T13:05:00+00:00`: an offset, not
 * `Z`): the same instant, in UTC; text that is not a time is kept as written.
 */
function isoTime(recorded: string): string {
  const ms = Date.parse(recorded);
  if (Number.isNaN(ms)) return recorded;
  return new Date(ms)
    .toISOString()
    .replace(/\.000Z$/, 'Z')
    .replace(/Z$/, '+00:00');
}
const ref = (id: string) => ({ '@id': id });

/** A fragment identifier from parts, each percent-encoded (`#run/<id>`). */
const fragment = (...parts: string[]): string => `#${parts.map(encodeLocalName).join('/')}`;

/**
 * The passports in chain order: a passport after those it consumed (a stable topological sort;
 * a passport consumed but not exported, or a cycle the audit would not pass, keeps input order).
 */
function orderSteps<T extends { read: Passport }>(items: readonly T[]): T[] {
  const byId = new Map<string, T>();
  for (const item of items) if (item.read.id !== null) byId.set(item.read.id, item);
  const done = new Set<T>();
  const visiting = new Set<T>();
  const ordered: T[] = [];
  const visit = (item: T) => {
    if (done.has(item) || visiting.has(item)) return;
    visiting.add(item);
    for (const upstream of item.read.consumed) {
      const u = byId.get(upstream);
      if (u !== undefined) visit(u);
    }
    visiting.delete(item);
    done.add(item);
    ordered.push(item);
  };
  for (const item of items) visit(item);
  return ordered;
}

/** A JSON value as a PropertyValue `value`: text, number and boolean as they are, others as JSON. */
function propertyValue(value: unknown): string | number | boolean {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return JSON.stringify(value) ?? 'null';
}

/** One passport as the crate has it: its source, read. */
type CrateItem = RoCrateSource & { read: Passport };

/** The crate as it is built, step by step: its entities and what the root and the chain list. */
interface CrateState {
  readonly options: RoCrateOptions;
  /** Every entity but the fixed ones, in the order first put (the graph's order). */
  readonly entities: Map<string, Entity>;
  /** The passport file of each passport id, so a consumer's run names the passports it read. */
  readonly passportFileById: Map<string, string>;
  /** The digest each File id was first put with (a second version is named by its digest). */
  readonly fileVersion: Map<string, string>;
  /** Files some step produced, and files some step used: the chain run's object and result. */
  readonly produced: Set<string>;
  readonly used: Set<string>;
  /** The root's data entities, in the order first put. */
  readonly hasPart: string[];
  /** The skills (tool id → name), the HowToSteps and the runs, in step order. */
  readonly tools: Map<string, string>;
  readonly steps: string[];
  readonly mentions: string[];
  readonly chainSteps: PassportChain['steps'];
  readonly agents: Set<string>;
  /** The latest created_at of any step (the crate's datePublished). */
  latest: string | null;
}

/** Puts an entity in the crate, merged over one of the same id put before; returns its id. */
function putEntity(state: CrateState, entity: Entity): string {
  const existing = state.entities.get(entity['@id']);
  state.entities.set(entity['@id'], existing ? { ...existing, ...entity } : entity);
  return entity['@id'];
}

/** A path is one File; a second version of it (other bytes) is named by its digest. */
function fileIdOf(state: CrateState, rel: string, sha256: string | null): string {
  const id = encodeLocalName(rel);
  const seen = state.fileVersion.get(id);
  if (seen === undefined || sha256 === null || seen === sha256) {
    if (sha256 !== null) state.fileVersion.set(id, sha256);
    return id;
  }
  return `${id}#sha256=${sha256}`;
}

/**
 * Puts the File of an input or output (its path read against `base`, the passport's directory
 * under `path-base: passport`) with its digest, size, type, source and URL; returns its id.
 */
function addFile(state: CrateState, artifact: ArtifactRef, base: string): string {
  const checked = checkRelativePath(artifact.path, base);
  const rel = checked.ok ? checked.rel : artifact.path;
  const id = fileIdOf(state, rel, artifact.sha256);
  const size =
    artifact.sizeBytes ?? (artifact.external ? null : (state.options.sizeOf?.(rel) ?? null));
  const entity: Entity = { '@id': id, '@type': 'File', name: rel };
  if (artifact.sha256 !== null) entity.sha256 = artifact.sha256;
  if (size !== null) entity.contentSize = String(size);
  if (artifact.type !== null) entity.description = `type: ${artifact.type}`;
  if (artifact.source !== null) entity.identifier = artifact.source;
  if (artifact.uri !== null) entity.url = artifact.uri;
  if (!state.entities.has(id)) state.hasPart.push(id);
  putEntity(state, entity);
  return id;
}

/** Puts the passport file itself, `about` the run it records; returns its id. */
function addPassportFile(state: CrateState, item: CrateItem, runId: string): string {
  const passportFile: Entity = {
    '@id': encodeLocalName(item.path),
    '@type': 'File',
    name: item.path,
    encodingFormat: 'application/json',
    about: ref(runId),
  };
  if (item.sha256 !== null) passportFile.sha256 = item.sha256;
  if (item.size !== null) passportFile.contentSize = String(item.size);
  if (!state.entities.has(passportFile['@id'])) state.hasPart.push(passportFile['@id']);
  return putEntity(state, passportFile);
}

/**
 * A step run's `object`: its inputs' Files, the passport files of the passports it consumed
 * (those exported), and its parameters as PropertyValues.
 */
function addRunObject(state: CrateState, p: Passport, pid: string, base: string): string[] {
  const object: string[] = [];
  for (const input of p.inputs) {
    const id = addFile(state, input, base);
    object.push(id);
    state.used.add(id);
  }
  for (const upstream of p.consumed) {
    const file = state.passportFileById.get(upstream);
    if (file !== undefined) object.push(encodeLocalName(file));
  }
  const parameters = p.parameters;
  if (parameters !== null && typeof parameters === 'object' && !Array.isArray(parameters)) {
    for (const [key, value] of Object.entries(parameters as Record<string, unknown>)) {
      object.push(
        putEntity(state, {
          '@id': fragment('run', pid, 'parameter', key),
          '@type': 'PropertyValue',
          name: key,
          value: propertyValue(value),
        }),
      );
    }
  }
  return object;
}

/**
 * A step run's decisions and errors[] entries, each kept whole (as JSON) in a PropertyValue:
 * the crate's terms have no place for them, and a reader must see the exit codes.
 */
function addKeptRecords(state: CrateState, p: Passport, pid: string): string[] {
  const kept: string[] = [];
  p.decisions.forEach((decision, n) => {
    kept.push(
      putEntity(state, {
        '@id': fragment('run', pid, 'decision', String(n)),
        '@type': 'PropertyValue',
        propertyID: 'https://passport-gate.dev/ns/prov#decision',
        name: 'decision',
        value: JSON.stringify(decision) ?? 'null',
      }),
    );
  });
  for (const error of p.errors) {
    kept.push(
      putEntity(state, {
        '@id': fragment('run', pid, 'error', String(error.index)),
        '@type': 'PropertyValue',
        propertyID: 'https://passport-gate.dev/ns/prov#error',
        name: typeof error.exitCode === 'number' ? `exit code ${error.exitCode}` : 'error',
        value: JSON.stringify(error.recorded) ?? 'null',
      }),
    );
  }
  return kept;
}

/**
 * Puts one passport as a step run: its skill (once per skill and version), its passport file,
 * its `CreateAction` with object, result, agent and kept records, its `HowToStep` at
 * `position`, the `ControlAction` orchestrating it, and its row of passport-chain.json.
 */
function addStep(state: CrateState, item: CrateItem, position: number): void {
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
  const result: string[] = [];
  for (const output of p.outputs) {
    const id = addFile(state, output, base);
    result.push(id);
    state.produced.add(id);
  }
  result.push(passportFileId);
  const kept = addKeptRecords(state, p, pid);

  const action: Entity = {
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
    if (state.latest === null || p.createdAt > state.latest) state.latest = p.createdAt;
  }
  if (p.agent !== null && p.agent !== '') action.agent = ref(addAgent(state, p.agent));
  if (kept.length > 0) action.additionalProperty = kept.map(ref);
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
function addAgent(state: CrateState, agent: string): string {
  const agentId = fragment('agent', agent);
  if (!state.agents.has(agentId)) {
    state.agents.add(agentId);
    putEntity(state, { '@id': agentId, '@type': 'SoftwareApplication', name: agent });
  }
  return agentId;
}

/** Puts a step of the workflow (`HowToStep`) and the `ControlAction` that ran it. */
function addHowToStep(
  state: CrateState,
  step: {
    stepId: string;
    runId: string;
    toolId: string;
    skill: string;
    pid: string;
    position: number;
  },
): void {
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
function buildChainRun(state: CrateState): Entity {
  const chainRun: Entity = {
    '@id': '#chain-run',
    '@type': 'CreateAction',
    name: 'Run of the passport chain',
    description:
      'The steps of the chain taken together: its object is what no step of the chain produced, its result what no step consumed.',
    instrument: ref(PASSPORT_CHAIN_FILE),
    object: [...state.used].filter((id) => !state.produced.has(id)).map(ref),
    result: [...state.produced].filter((id) => !state.used.has(id)).map(ref),
    actionStatus: COMPLETED,
  };
  if (state.latest !== null) chainRun.endTime = isoTime(state.latest);
  return chainRun;
}

/** The crate's licence: the URL given, else an entity saying none was stated. */
function describeLicense(license: string | null | undefined): Entity {
  return license === undefined || license === null
    ? {
        '@id': '#license',
        '@type': 'CreativeWork',
        name: 'No licence stated',
        description:
          'passport-gate was not told the licence of this repository (export --ro-crate DIR --license URL).',
      }
    : { '@id': license, '@type': 'CreativeWork', name: license };
}

/**
 * The crate's graph: the metadata descriptor, the root dataset, the profiles, the licence, the
 * workflow (passport-chain.json) and its language, the chain run, then every entity put.
 */
function buildGraph(state: CrateState, stepCount: number, chainRun: Entity): Entity[] {
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
      description:
        'The Material Passports of this repository as passport-gate audited them, each a step run with its inputs, outputs, skill and parameters.',
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
      identifier: MATERIAL_PASSPORT_PREDICATE_TYPE,
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
export function toRoCrate(
  sources: readonly RoCrateSource[],
  options: RoCrateOptions = {},
): RoCrate {
  const items = orderSteps(
    sources.map((s) => ({ ...s, read: s.read ?? readPassport(s.passport) })),
  );
  const state: CrateState = {
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
    if (item.read.id !== null) state.passportFileById.set(item.read.id, item.path);
  items.forEach((item, position) => addStep(state, item, position));
  const chainRun = buildChainRun(state);
  state.mentions.unshift('#chain-run');
  return {
    metadata: {
      '@context': RO_CRATE_CONTEXT,
      '@graph': buildGraph(state, items.length, chainRun),
    },
    chain: {
      description:
        'The steps of the passport chain, upstream first (passport-gate export --ro-crate).',
      predicateType: MATERIAL_PASSPORT_PREDICATE_TYPE,
      steps: state.chainSteps,
    },
  };
}
