/**
 * The RO-Crate validator of the tests: the SHACL shapes of the rocrate-validator project
 * (crs4/rocrate-validator, vendored under __tests__/consumers/vendor/ro-crate/, Apache-2.0) for
 * the Provenance Run Crate 0.5 profile and the profiles it builds on (Workflow Run Crate 0.5,
 * Process Run Crate 0.5, Workflow RO-Crate 1.0, RO-Crate 1.1), run by shacl-engine over the
 * crate expanded to RDF by jsonld.js with the RO-Crate 1.1 context resolved from the vendored
 * copy (no network: any other remote context is an error).
 *
 * rocrate-validator runs pySHACL with `advanced=True` and OWL-RL inference over its ontology.ttl;
 * shacl-engine implements SHACL Core and SHACL-SPARQL, not the advanced features, so the two
 * steps the shapes rely on are done here before validation, as pySHACL does them:
 *  - the class axioms of ontology.ttl (rdfs:subClassOf, owl:equivalentClass) and its named
 *    individual are added to the data graph and the rdf:type closure under them computed (the
 *    only OWL-RL entailments the shapes test; others are not computed);
 *  - the shapes' sh:TripleRule rules (`?this rdf:type X` for each focus node of the shape, with
 *    an optional sh:condition) are applied until nothing new is inferred.
 * SPARQL-based targets get the prefixes their sh:prefixes declare (shacl-engine's own resolver
 * sends the query without them). The profiles' Python checks (*.py in rocrate-validator) are not
 * run; docs/ro-crate.md lists them.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import path from 'node:path';
import jsonld from 'jsonld';
import { Parser } from 'n3';
import rdf from 'rdf-ext';
import { Validator as EngineValidator } from 'shacl-engine';
import parsePath from 'shacl-engine/lib/parsePath.js';
import { QueryEngine } from '@comunica/query-sparql-rdfjs-lite';
import { validations as sparqlValidations } from 'shacl-engine/sparql.js';
import type { Dataset, Ptr, Quad, Term } from 'rdf-ext';

const VENDOR = path.resolve(import.meta.dirname, '..', 'consumers', 'vendor', 'ro-crate');
const SHAPES = path.join(VENDOR, 'shapes');

/** The profiles of a Provenance Run Crate, from itself down to RO-Crate 1.1. */
export const PROFILES = [
  'provenance-run-crate',
  'workflow-run-crate',
  'process-run-crate',
  'workflow-ro-crate',
  'ro-crate/1.1',
] as const;

/** The requirement levels, as the validator's folders name them. */
export type Level = 'must' | 'should' | 'may';

const readContext = (name: string): unknown =>
  JSON.parse(readFileSync(path.join(VENDOR, 'context', name), 'utf8'));
/** The JSON-LD contexts the document loader serves: RO-Crate 1.1's and the workflow-run terms'. */
const CONTEXTS: Record<string, unknown> = {
  'https://w3id.org/ro/crate/1.1/context': readContext('ro-crate-1.1-context.jsonld'),
  'https://w3id.org/ro/terms/workflow-run/context': readContext('workflow-run-context.jsonld'),
};

const SH = 'http://www.w3.org/ns/shacl#';
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const RDFS_SUBCLASS = 'http://www.w3.org/2000/01/rdf-schema#subClassOf';
const OWL_EQUIVALENT = 'http://www.w3.org/2002/07/owl#equivalentClass';
const XSD_ANY_URI = 'http://www.w3.org/2001/XMLSchema#anyURI';

/** One result of the validation. */
export interface ShaclResult {
  level: Level;
  /** The shape's sh:name (of the property shape, else its node shape), or its IRI. */
  shape: string;
  message: string;
  focusNode: string;
}

/** What {@link validateRoCrate} found. */
export interface ShaclOutcome {
  /** Results of the MUST shapes: the crate conforms when there is none. */
  violations: ShaclResult[];
  /** Results of the SHOULD shapes (recommendations). */
  warnings: ShaclResult[];
  /** Focus nodes the rules typed, by class (to see the rules ran). */
  inferred: Map<string, string[]>;
}

const ttlFiles = (dir: string): string[] =>
  readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) return ttlFiles(file);
      return name.endsWith('.ttl') ? [file] : [];
    });

/**
 * Parses Turtle files into quads, relative IRIs against `base` (as the validator does). A
 * relative sh:namespace (`ro` is declared as "./") is resolved against it too, so the SPARQL
 * queries that use it have an absolute IRI, as the Turtle prefix of the same name has.
 */
function parseTurtle(files: readonly string[], base: string): Quad[] {
  const quads: Quad[] = [];
  for (const file of files) {
    const parser = new Parser({ baseIRI: base, format: 'text/turtle' });
    for (const quad of parser.parse(readFileSync(file, 'utf8'))) {
      if (quad.predicate.value === `${SH}namespace` && quad.object.termType === 'Literal') {
        const resolved = new URL(quad.object.value, base).href;
        const literal = rdf.literal(resolved, rdf.namedNode(XSD_ANY_URI));
        quads.push(rdf.quad(quad.subject, quad.predicate, literal));
      } else quads.push(quad);
    }
  }
  return quads;
}

/** The shape files of one level of every profile, with each profile's prefixes. */
function shapeFiles(level: Level): string[] {
  return PROFILES.flatMap((profile) => {
    const dir = path.join(SHAPES, profile, level);
    try {
      return ttlFiles(dir);
    } catch {
      return [];
    }
  });
}

/** `PREFIX` lines of the sh:declare entries that sh:prefixes names (SHACL 5.2.1). */
function prefixLines(ptr: Ptr): string[] {
  const lines: string[] = [];
  for (const prefixes of ptr.out([rdf.namedNode(`${SH}prefixes`)])) {
    for (const declare of prefixes.out([rdf.namedNode(`${SH}declare`)])) {
      const prefix = declare.out([rdf.namedNode(`${SH}prefix`)]).value;
      const namespace = declare.out([rdf.namedNode(`${SH}namespace`)]).value;
      lines.push(`PREFIX ${prefix}: <${namespace}>`);
    }
  }
  return lines;
}

/**
 * The SPARQL engine of the targets and rules: Comunica, the engine shacl-engine runs SPARQL
 * with, one instance for all queries (shacl-engine makes one per query, which is most of the
 * time a validation takes).
 */
const engine = new QueryEngine();

/** Runs a SELECT over a dataset and returns its `?this` bindings. */
async function selectThis(dataset: Dataset, query: string): Promise<Term[]> {
  const source = {
    match: (s: Term | null, p: Term | null, o: Term | null, g: Term | null) =>
      Readable.from(dataset.match(s, p, o, g)),
  };
  const stream = await engine.queryBindings(query, { sources: [source] });
  const rows = await stream.toArray();
  return rows.map((row) => row.get(rdf.variable('this'))).filter((t): t is Term => !!t);
}

/** SPARQL-based targets with their declared prefixes (the engine's resolver drops them). */
const targetResolvers = new Map([
  [
    rdf.namedNode(`${SH}target`),
    async (targetPtr: Ptr, context: { focusNode: { dataset: Dataset } }) => {
      const query = targetPtr.out([rdf.namedNode(`${SH}select`)]).value;
      if (!query) return [];
      return selectThis(context.focusNode.dataset, [...prefixLines(targetPtr), query].join('\n'));
    },
  ],
]);

/** The context shacl-engine gives a compiled constraint (the part used here). */
interface ConstraintContext {
  valueOrNode: { term: Term };
  values: Iterable<{ term: Term }>;
  test(passed: boolean, component: Term, details: { args: object; message: Term[] }): void;
}

/**
 * sh:hasValue with every value it is given: a shape may list several (Workflow RO-Crate's main
 * workflow type lists three), each a constraint of its own (SHACL 4.8.1); shacl-engine 1.1.2
 * compiles only one of them (and fails on the list), so this one replaces it.
 */
function compileHasValue(shape: { ptr: Ptr }) {
  const values = shape.ptr.out([rdf.namedNode(`${SH}hasValue`)]).terms;
  const component = rdf.namedNode(`${SH}HasValueConstraintComponent`);
  return {
    node: (context: ConstraintContext) => {
      for (const hasValue of values) {
        context.test(hasValue.equals(context.valueOrNode.term), component, {
          args: { hasValue },
          message: [rdf.literal('Value must be {$hasValue}')],
        });
      }
    },
    property: (context: ConstraintContext) => {
      const present = [...context.values];
      for (const hasValue of values) {
        context.test(
          present.some((v) => hasValue.equals(v.term)),
          component,
          { args: { hasValue }, message: [rdf.literal('Missing expected value {$hasValue}')] },
        );
      }
    },
  };
}

/**
 * The parameters shacl-engine reads one value of: a shape giving several would be checked
 * against one only, so such a shape is refused rather than half-checked.
 */
const SINGLE_VALUED = ['datatype', 'nodeKind', 'pattern', 'minCount', 'maxCount'];

function refuseSeveralValues(shapes: Dataset): void {
  for (const name of SINGLE_VALUED) {
    const seen = new Map<string, number>();
    for (const q of shapes.match(null, rdf.namedNode(`${SH}${name}`), null)) {
      const key = q.subject.value;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    for (const [subject, count] of seen) {
      if (count > 1) {
        throw new Error(
          `shape ${subject} gives sh:${name} ${count} times; shacl-engine checks one`,
        );
      }
    }
  }
}

const QUANTIFIERS = [
  ['oneOrMorePath', 'oneOrMore'],
  ['zeroOrMorePath', 'zeroOrMore'],
  ['zeroOrOnePath', 'zeroOrOne'],
] as const;

/**
 * A path the engine parses, and the one form it gets wrong: a quantified inverse path
 * (`[sh:oneOrMorePath [sh:inversePath schema:hasPart]]`, RO-Crate's "Data Entity MUST be
 * directly referenced" shape), which shacl-engine 1.1.2 reads as a quantified *predicate* (the
 * blank node) and so never matches. Here it is the traversal it means, object to subject.
 */
function parseShapePath(ptr: Ptr): unknown {
  const [only] = ptr.terms;
  if (ptr.terms.length === 1 && only?.termType === 'BlankNode') {
    for (const [property, quantifier] of QUANTIFIERS) {
      const inner = ptr.out([rdf.namedNode(`${SH}${property}`)]);
      const inverse =
        inner.term?.termType === 'BlankNode'
          ? inner.out([rdf.namedNode(`${SH}inversePath`)])
          : null;
      if (inverse?.term?.termType === 'NamedNode') {
        return [{ quantifier, start: 'object', end: 'subject', predicates: [inverse.term] }];
      }
    }
  }
  return parsePath(ptr);
}

/** shacl-engine's Validator, its shapes' paths parsed by {@link parseShapePath}. */
class Validator extends EngineValidator {
  override shape(ptr: Ptr): unknown {
    const shape = super.shape(ptr) as { ptr: Ptr; _path?: () => unknown } | null;
    if (shape && !('fixedPath' in shape)) {
      const path = parseShapePath(shape.ptr.out([rdf.namedNode(`${SH}path`)]));
      shape._path = () => path;
      Object.defineProperty(shape, 'fixedPath', { value: true });
    }
    return shape;
  }
}

/** Adds the rdf:type closure under subClassOf / equivalentClass; true when it added any. */
function closeTypes(data: Dataset, axioms: readonly Quad[]): boolean {
  const supers = new Map<string, Set<string>>();
  const link = (a: string, b: string) => {
    const set = supers.get(a) ?? new Set<string>();
    set.add(b);
    supers.set(a, set);
  };
  for (const q of axioms) {
    if (q.predicate.value === RDFS_SUBCLASS) link(q.subject.value, q.object.value);
    if (q.predicate.value === OWL_EQUIVALENT) {
      link(q.subject.value, q.object.value);
      link(q.object.value, q.subject.value);
    }
  }
  let added = false;
  let changed = true;
  while (changed) {
    changed = false;
    for (const q of [...data.match(null, rdf.namedNode(RDF_TYPE), null)]) {
      for (const sup of supers.get(q.object.value) ?? []) {
        const quad = rdf.quad(q.subject, q.predicate, rdf.namedNode(sup));
        if (!data.has(quad)) {
          data.add(quad);
          changed = added = true;
        }
      }
    }
  }
  return added;
}

/** The focus nodes of a node shape's own targets (SHACL 2.1.3). */
async function focusNodes(shape: Ptr, data: Dataset): Promise<Term[]> {
  const nodes: Term[] = [];
  const out = (p: string) => [...shape.out([rdf.namedNode(`${SH}${p}`)])];
  for (const c of out('targetClass')) {
    for (const q of data.match(null, rdf.namedNode(RDF_TYPE), c.term)) nodes.push(q.subject);
  }
  for (const n of out('targetNode')) if (n.term) nodes.push(n.term);
  for (const p of out('targetObjectsOf')) {
    for (const q of data.match(null, p.term, null)) nodes.push(q.object);
  }
  for (const p of out('targetSubjectsOf')) {
    for (const q of data.match(null, p.term, null)) nodes.push(q.subject);
  }
  for (const t of out('target')) {
    const query = t.out([rdf.namedNode(`${SH}select`)]).value;
    if (!query) throw new Error(`unsupported sh:target of ${shape.value} (not a SPARQL target)`);
    nodes.push(...(await selectThis(data, [...prefixLines(t), query].join('\n'))));
  }
  return nodes;
}

/**
 * Applies the sh:TripleRule rules of `shapes` to `data` until nothing new is inferred, closing
 * rdf:type under the ontology's class axioms before each round. A rule of another form throws:
 * the shapes vendored here use only `sh:subject sh:this` with a constant predicate and object.
 */
async function applyRules(
  shapes: Dataset,
  data: Dataset,
  axioms: readonly Quad[],
  conditionValidator: InstanceType<typeof Validator>,
): Promise<Map<string, string[]>> {
  const ruleShapes = [...rdf.grapoi({ dataset: shapes }).hasOut([rdf.namedNode(`${SH}rule`)])];
  const inferred = new Map<string, string[]>();
  for (let round = 0; round < 20; round++) {
    let added = closeTypes(data, axioms);
    for (const shape of ruleShapes) {
      for (const rule of shape.out([rdf.namedNode(`${SH}rule`)])) {
        const subject = rule.out([rdf.namedNode(`${SH}subject`)]).term;
        const predicate = rule.out([rdf.namedNode(`${SH}predicate`)]).term;
        const object = rule.out([rdf.namedNode(`${SH}object`)]).term;
        if (
          !subject?.equals(rdf.namedNode(`${SH}this`)) ||
          predicate?.termType !== 'NamedNode' ||
          (object?.termType !== 'NamedNode' && object?.termType !== 'Literal')
        ) {
          throw new Error(`unsupported sh:rule of ${shape.value}`);
        }
        const conditions = [...rule.out([rdf.namedNode(`${SH}condition`)])];
        for (const node of await focusNodes(shape, data)) {
          if (node.termType !== 'NamedNode' && node.termType !== 'BlankNode') continue;
          let holds = true;
          for (const condition of conditions) {
            const report = await conditionValidator.validate({ dataset: data, terms: [node] }, [
              { terms: condition.terms },
            ]);
            if (!report.conforms) holds = false;
          }
          if (!holds) continue;
          const quad = rdf.quad(node, predicate, object);
          if (!data.has(quad)) {
            data.add(quad);
            added = true;
            const list = inferred.get(object.value) ?? [];
            list.push(node.value);
            inferred.set(object.value, list);
          }
        }
      }
    }
    if (!added) return inferred;
  }
  throw new Error('the rules did not reach a fixpoint in 20 rounds');
}

/** The document loader: the vendored contexts, nothing from the network. */
const documentLoader = (url: string) => {
  const document = CONTEXTS[url];
  if (document === undefined) {
    return Promise.reject(new Error(`remote context not available offline: ${url}`));
  }
  return Promise.resolve({ contextUrl: undefined, documentUrl: url, document });
};

/** Expands a crate's metadata (the parsed ro-crate-metadata.json) to quads, against `base`. */
export async function expandCrate(metadata: unknown, base: string): Promise<Quad[]> {
  const nquads = await jsonld.toRDF(metadata, {
    base,
    format: 'application/n-quads',
    documentLoader,
    // Lossy expansion (a term the context does not define, a bad IRI) throws instead of dropping.
    safe: true,
  });
  if (typeof nquads !== 'string') throw new Error('jsonld.toRDF gave no N-Quads');
  return new Parser({ format: 'application/n-quads' }).parse(nquads);
}

const describeResult =
  (level: Level) =>
  (result: {
    shape: { ptr: Ptr };
    message: { value: string }[];
    focusNode: { term: Term };
  }): ShaclResult => {
    const name = result.shape.ptr.out([rdf.namedNode(`${SH}name`)]).value;
    return {
      level,
      shape: name ?? result.shape.ptr.value ?? '(anonymous shape)',
      message: result.message.map((m) => m.value.trim()).join(' '),
      focusNode: result.focusNode.term.value,
    };
  };

/**
 * Validates a crate's metadata (the parsed ro-crate-metadata.json) as the rocrate-validator
 * does for the `provenance-run-crate` profile: MUST shapes give violations, SHOULD shapes
 * warnings. `base` is the crate root's URL (it ends with `/`); `extraMustShapes` are Turtle
 * files of further MUST shapes (the export's own promises).
 */
export async function validateRoCrate(
  metadata: unknown,
  base: string,
  options: { extraMustShapes?: readonly string[] } = {},
): Promise<ShaclOutcome> {
  const ontology = parseTurtle([path.join(SHAPES, 'ro-crate', '1.1', 'ontology.ttl')], base);
  const prefixes = parseTurtle([path.join(SHAPES, 'ro-crate', '1.1', 'prefixes.ttl')], base);
  const data = rdf.dataset([...(await expandCrate(metadata, base)), ...ontology]);
  const levels = ['must', 'should', 'may'] as const;
  const shapesOf = Object.fromEntries(
    levels.map((level) => {
      const files = [
        ...shapeFiles(level),
        ...(level === 'must' ? (options.extraMustShapes ?? []) : []),
      ];
      return [level, rdf.dataset([...prefixes, ...parseTurtle(files, base)])];
    }),
  ) as Record<Level, Dataset>;
  const all = rdf.dataset([...shapesOf.must, ...shapesOf.should, ...shapesOf.may]);
  refuseSeveralValues(all);
  const validations = new Map<Term, unknown>([
    ...sparqlValidations,
    [rdf.namedNode(`${SH}hasValue`), compileHasValue],
  ]);
  const engineOptions = { factory: rdf, targetResolvers, validations };
  const inferred = await applyRules(all, data, ontology, new Validator(all, engineOptions));
  const run = async (level: Level) => {
    const report = await new Validator(shapesOf[level], engineOptions).validate({ dataset: data });
    return (report.results as Parameters<ReturnType<typeof describeResult>>[0][]).map(
      describeResult(level),
    );
  };
  return { violations: await run('must'), warnings: await run('should'), inferred };
}
