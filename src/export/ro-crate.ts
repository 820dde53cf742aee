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
  const entities = new Map<string, Entity>();
  const put = (entity: Entity): string => {
    const existing = entities.get(entity['@id']);
    entities.set(entity['@id'], existing ? { ...existing, ...entity } : entity);
    return entity['@id'];
  };
  const items = orderSteps(
    sources.map((s) => ({ ...s, read: s.read ?? readPassport(s.passport) })),
  );
  const passportFileById = new Map<string, string>();
  for (const item of items)
    if (item.read.id !== null) passportFileById.set(item.read.id, item.path);

  // A path is one File; a second version of it (other bytes) is named by its digest.
  const fileVersion = new Map<string, string>();
  const fileId = (rel: string, sha256: string | null): string => {
    const id = encodeLocalName(rel);
    const seen = fileVersion.get(id);
    if (seen === undefined || sha256 === null || seen === sha256) {
      if (sha256 !== null) fileVersion.set(id, sha256);
      return id;
    }
    return `${id}#sha256=${sha256}`;
  };
  const produced = new Set<string>();
  const used = new Set<string>();
  const hasPart: string[] = [];

  const addFile = (artifact: ArtifactRef, base: string): string => {
    const checked = checkRelativePath(artifact.path, base);
    const rel = checked.ok ? checked.rel : artifact.path;
    const id = fileId(rel, artifact.sha256);
    const size = artifact.sizeBytes ?? (artifact.external ? null : (options.sizeOf?.(rel) ?? null));
    const entity: Entity = { '@id': id, '@type': 'File', name: rel };
    if (artifact.sha256 !== null) entity.sha256 = artifact.sha256;
    if (size !== null) entity.contentSize = String(size);
    if (artifact.type !== null) entity.description = `type: ${artifact.type}`;
    if (artifact.source !== null) entity.identifier = artifact.source;
    if (artifact.uri !== null) entity.url = artifact.uri;
    if (!entities.has(id)) hasPart.push(id);
    put(entity);
    return id;
  };

  const tools = new Map<string, string>();
  const steps: string[] = [];
  const mentions: string[] = [];
  const chainSteps: PassportChain['steps'] = [];
  const agents = new Set<string>();
  let latest: string | null = null;

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
    const passportFile: Entity = {
      '@id': encodeLocalName(item.path),
      '@type': 'File',
      name: item.path,
      encodingFormat: 'application/json',
      about: ref(runId),
    };
    if (item.sha256 !== null) passportFile.sha256 = item.sha256;
    if (item.size !== null) passportFile.contentSize = String(item.size);
    if (!entities.has(passportFile['@id'])) hasPart.push(passportFile['@id']);
    put(passportFile);

    const object: string[] = [];
    for (const input of p.inputs) {
      const id = addFile(input, base);
      object.push(id);
      used.add(id);
    }
    for (const upstream of p.consumed) {
      const file = passportFileById.get(upstream);
      if (file !== undefined) object.push(encodeLocalName(file));
    }
    const parameters = p.parameters;
    if (parameters !== null && typeof parameters === 'object' && !Array.isArray(parameters)) {
      for (const [key, value] of Object.entries(parameters as Record<string, unknown>)) {
        object.push(
          put({
            '@id': fragment('run', pid, 'parameter', key),
            '@type': 'PropertyValue',
            name: key,
            value: propertyValue(value),
          }),
        );
      }
    }
    const result: string[] = [];
    for (const output of p.outputs) {
      const id = addFile(output, base);
      result.push(id);
      produced.add(id);
    }
    result.push(passportFile['@id']);

    const kept: string[] = [];
    p.decisions.forEach((decision, n) => {
      kept.push(
        put({
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
        put({
          '@id': fragment('run', pid, 'error', String(error.index)),
          '@type': 'PropertyValue',
          propertyID: 'https://passport-gate.dev/ns/prov#error',
          name: typeof error.exitCode === 'number' ? `exit code ${error.exitCode}` : 'error',
          value: JSON.stringify(error.recorded) ?? 'null',
        }),
      );
    }

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
      if (latest === null || p.createdAt > latest) latest = p.createdAt;
    }
    if (p.agent !== null && p.agent !== '') {
      const agentId = fragment('agent', p.agent);
      if (!agents.has(agentId)) {
        agents.add(agentId);
        put({ '@id': agentId, '@type': 'SoftwareApplication', name: p.agent });
      }
      action.agent = ref(agentId);
    }
    if (kept.length > 0) action.additionalProperty = kept.map(ref);
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
  const chainRun: Entity = {
    '@id': '#chain-run',
    '@type': 'CreateAction',
    name: 'Run of the passport chain',
    description:
      'The steps of the chain taken together: its object is what no step of the chain produced, its result what no step consumed.',
    instrument: ref(PASSPORT_CHAIN_FILE),
    object: [...used].filter((id) => !produced.has(id)).map(ref),
    result: [...produced].filter((id) => !used.has(id)).map(ref),
    actionStatus: COMPLETED,
  };
  if (latest !== null) chainRun.endTime = isoTime(latest);
  mentions.unshift('#chain-run');

  const license =
    options.license === undefined || options.license === null
      ? {
          '@id': '#license',
          '@type': 'CreativeWork',
          name: 'No licence stated',
          description:
            'passport-gate was not told the licence of this repository (export --ro-crate DIR --license URL).',
        }
      : { '@id': options.license, '@type': 'CreativeWork', name: options.license };

  const graph: Entity[] = [
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
      description:
        'The Material Passports of this repository as passport-gate audited them, each a step run with its inputs, outputs, skill and parameters.',
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
      identifier: MATERIAL_PASSPORT_PREDICATE_TYPE,
      url: ref('https://passport-gate.dev/material-passport/v1'),
    },
    chainRun,
    ...entities.values(),
  ];
  return {
    metadata: { '@context': RO_CRATE_CONTEXT, '@graph': graph },
    chain: {
      description:
        'The steps of the passport chain, upstream first (passport-gate export --ro-crate).',
      predicateType: MATERIAL_PASSPORT_PREDICATE_TYPE,
      steps: chainSteps,
    },
  };
}
