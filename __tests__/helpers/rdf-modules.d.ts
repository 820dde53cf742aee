/**
 * The part of the RDF libraries' APIs the RO-Crate validator of the tests uses
 * (helpers/ro-crate-shacl.ts), typed here: jsonld, n3, rdf-ext and shacl-engine ship no
 * TypeScript types, and @types packages for them would be further dependencies.
 */
declare module 'rdf-ext' {
  /** An RDF/JS term. */
  export interface Term {
    readonly termType: 'NamedNode' | 'BlankNode' | 'Literal' | 'Variable' | 'DefaultGraph' | 'Quad';
    readonly value: string;
    equals(other: Term | null | undefined): boolean;
  }
  /** An RDF/JS quad. */
  export interface Quad {
    readonly subject: Term;
    readonly predicate: Term;
    readonly object: Term;
    readonly graph: Term;
  }
  /** An RDF/JS dataset. */
  export interface Dataset extends Iterable<Quad> {
    add(quad: Quad): Dataset;
    has(quad: Quad): boolean;
    match(
      subject?: Term | null,
      predicate?: Term | null,
      object?: Term | null,
      graph?: Term | null,
    ): Dataset;
    readonly size: number;
  }
  /** A grapoi pointer (list). */
  export interface Ptr extends Iterable<Ptr> {
    readonly term: Term | undefined;
    readonly terms: Term[];
    readonly value: string | undefined;
    out(predicates: Term[]): Ptr;
    hasOut(predicates: Term[]): Ptr;
  }
  const rdf: {
    namedNode(iri: string): Term;
    variable(name: string): Term;
    literal(value: string, datatype?: Term): Term;
    quad(subject: Term, predicate: Term, object: Term): Quad;
    dataset(quads?: Iterable<Quad>): Dataset;
    grapoi(options: { dataset: Dataset }): Ptr;
  };
  export default rdf;
}

declare module 'n3' {
  import type { Quad } from 'rdf-ext';
  export class Parser {
    constructor(options?: { baseIRI?: string; format?: string });
    parse(text: string): Quad[];
  }
}

declare module 'jsonld' {
  const jsonld: {
    toRDF(document: unknown, options: Record<string, unknown>): Promise<unknown>;
  };
  export default jsonld;
}

declare module 'shacl-engine' {
  import type { Dataset, Ptr, Term } from 'rdf-ext';
  /** One validation result. */
  export interface ValidationResult {
    readonly shape: { readonly ptr: Ptr };
    readonly message: { readonly value: string }[];
    readonly focusNode: { readonly term: Term };
    readonly severity: Term;
  }
  export class Validator {
    constructor(shapes: Dataset, options: Record<string, unknown>);
    /** The shape of a pointer (created on first use). */
    shape(ptr: Ptr): unknown;
    validate(
      data: { dataset: Dataset; terms?: Term[] },
      shapes?: { terms: Term[] }[],
    ): Promise<{ conforms: boolean; results: ValidationResult[] }>;
  }
}

declare module 'shacl-engine/lib/parsePath.js' {
  import type { Ptr } from 'rdf-ext';
  export default function parsePath(ptr: Ptr): unknown;
}

declare module 'shacl-engine/sparql.js' {
  export const validations: Map<import('rdf-ext').Term, unknown>;
}

declare module '@comunica/query-sparql-rdfjs-lite' {
  import type { Term } from 'rdf-ext';
  export class QueryEngine {
    queryBindings(
      query: string,
      context: { sources: unknown[] },
    ): Promise<{ toArray(): Promise<{ get(variable: Term): Term | undefined }[]> }>;
  }
}
