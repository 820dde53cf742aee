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
import { checkRelativePath } from '../util/relative-path.js';
import {
  readPassport,
  type ArtifactRef,
  type MaterialPassport,
  type Passport,
} from '../core/passport.js';
import { escapeNonXmlChars, escapeNonXmlCharsDeep } from '../util/xml-chars.js';

/** Namespace of passport-gate's PROV attributes and types. */
const PROV_NAMESPACE = 'https://passport-gate.dev/ns/prov#';

/** The prefixes every exported document declares. */
const PROV_PREFIXES: Readonly<Record<string, string>> = Object.freeze({
  pg: PROV_NAMESPACE,
  passport: 'urn:uuid:',
  run: 'urn:passport-gate:run:',
  artifact: 'urn:passport-gate:artifact:',
  agent: 'urn:passport-gate:agent:',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
});

/** A PROV-JSON document (the bundle-less subset this export writes). */
export interface ProvDocument {
  prefix: Record<string, string>;
  entity: Record<string, Record<string, unknown>>;
  activity: Record<string, Record<string, unknown>>;
  agent: Record<string, Record<string, unknown>>;
  used: Record<string, Record<string, unknown>>;
  wasGeneratedBy: Record<string, Record<string, unknown>>;
  wasDerivedFrom: Record<string, Record<string, unknown>>;
  wasAssociatedWith: Record<string, Record<string, unknown>>;
}

/** One passport to export, with where it lives. */
export interface ProvSource {
  /** Repository-relative path of the passport file. */
  path: string;
  /** Repository-relative directory of the passport. */
  dir: string;
  passport: MaterialPassport;
  /** It, read (core/passport.ts), when the caller has it. */
  read?: Passport;
}

/**
 * Percent-encodes a local name so it is a valid PROV-N qualified-name local
 * part: unreserved characters and `/` stay, everything else is %XX (UTF-8).
 */
export function encodeLocalName(value: string): string {
  // encodeURIComponent throws on a lone surrogate; escaped first, it is percent-encoded text.
  return escapeNonXmlChars(value)
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(
        /[!'()*]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join('/');
}

/** Identifier of a passport entity. */
const passportEntityId = (id: string): string => `passport:${encodeLocalName(id)}`;
/** Identifier of the run activity of a passport. */
const runActivityId = (id: string): string => `run:${encodeLocalName(id)}`;
/** Identifier of an artifact version. */
export const artifactEntityId = (rel: string, sha256: string): string =>
  `artifact:${encodeLocalName(rel)}@${encodeLocalName(sha256)}`;

/**
 * The run's science as attributes of its activity, each a set of strings (PROV attributes may
 * hold several values; any parameter key and value survives PROV-XML, where an attribute is an
 * element name and so could not be the key itself):
 *  - `pg:parameter`  `key=value`, the value as JSON (`min_quality=20`, `ref="GRCh38"`);
 *  - `pg:decision`   each decisions[] entry as JSON;
 *  - `pg:error`      each errors[] entry (step, tool, exit_code, stderr_excerpt) as JSON.
 * Empty ones are left out.
 */
function describeScience(passport: Passport): Record<string, string[]> {
  const attributes: Record<string, string[]> = {};
  const parameters = Object.entries(passport.parameters ?? {}).map(
    ([key, value]) => `${key}=${JSON.stringify(value) ?? 'null'}`,
  );
  const decisions = passport.decisions.map((d) => JSON.stringify(d));
  const errors = passport.errors.map((e) => JSON.stringify(e.recorded));
  if (parameters.length > 0) attributes['pg:parameter'] = parameters;
  if (decisions.length > 0) attributes['pg:decision'] = decisions;
  if (errors.length > 0) attributes['pg:error'] = errors;
  return attributes;
}

/** Options of {@link toProvDocument}. */
export interface ProvOptions {
  /** The config's `path-base` (default 'root'). */
  pathBase?: 'root' | 'passport';
}

/**
 * Builds one PROV-JSON document for a set of passports. Deterministic: the
 * same passports in the same order give the same document.
 *
 * @example
 * const doc = toProvDocument(passports.map((p) => ({ path: p.path, dir: p.dir, passport: p.value })));
 */
export function toProvDocument(
  sources: readonly ProvSource[],
  options: ProvOptions = {},
): ProvDocument {
  const doc: ProvDocument = {
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
  const relation = (kind: keyof typeof counters) => `_:${kind}${++counters[kind]}`;
  const qualified = (name: string) => ({ $: name, type: 'prov:QUALIFIED_NAME' });

  for (const source of sources) {
    const { path: passportPath, dir } = source;
    const passport = source.read ?? readPassport(source.passport);
    const base = options.pathBase === 'passport' && dir !== '.' ? dir : '';
    const repoPath = (raw: string) => {
      const checked = checkRelativePath(raw, base);
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
    const activity: Record<string, unknown> = {
      'prov:type': qualified('pg:SkillRun'),
      'prov:label': `${passport.skill} ${passport.skillVersion}`,
      'prov:endTime': passport.createdAt ?? undefined,
      'pg:skill': passport.skill ?? undefined,
      'pg:skill_version': passport.skillVersion ?? undefined,
    };
    if (passport.sessionId !== null) activity['pg:session_id'] = passport.sessionId;
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
    const addArtifact = (ref: ArtifactRef) => {
      const rel = repoPath(ref.path);
      const sha256 = ref.sha256 ?? '';
      const id = artifactEntityId(rel, sha256);
      const entity = doc.entity[id] ?? {
        'prov:type': qualified('pg:Artifact'),
        'prov:label': rel,
        'pg:path': rel,
        'pg:sha256': sha256,
      };
      if (ref.type !== null) entity['pg:type'] = ref.type;
      if (ref.sizeBytes !== null) entity['pg:size_bytes'] = ref.sizeBytes;
      if (ref.source !== null) entity['pg:source'] = ref.source;
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
  return escapeNonXmlCharsDeep(doc);
}
