/**
 * The registries that know each kind of identifier, and how each one's documented answer reads:
 *
 *  - DOI: the DOI Foundation's handle API (`GET {doi}/api/handles/<doi>`: `responseCode` 1 for
 *    a registered handle, 100 with HTTP 404 for none), then Crossref's REST API
 *    (`GET {crossref}/works/<doi>`) for the title and the `updated-by` notices (retraction,
 *    withdrawal, removal) Crossref and Retraction Watch record. A DOI Crossref does not hold
 *    (DataCite's, say) resolves with no title and no retraction answer.
 *  - PMID, PMCID: NCBI E-utilities esummary (`db=pubmed` / `db=pmc`, `retmode=json`): an
 *    `error` in the record for an id that does not exist; `pubtype` "Retracted Publication".
 *  - arXiv: the arXiv API (`GET {arxiv}/api/query?id_list=<id>`, Atom): an entry with a title,
 *    or none (or an error entry) for an id that does not exist; a withdrawal is said in the
 *    entry's `arxiv:comment`.
 *  - Accessions: the ENA Portal API search (`result=<type>`, `query=<field>="<accession>"`,
 *    `format=json`): an empty list for none. GEO series and samples and RefSeq assemblies,
 *    which ENA does not hold, through NCBI esearch (`db=gds`, `db=assembly`): `count` 0 for none.
 *
 * Pure but for the one `get` it is handed: each function turns an identifier into requests and
 * the answers into a lock entry, or throws UnreachableError for an answer it cannot read (a
 * registry that answers what it does not document is not evidence either way).
 */
import { XMLParser } from 'fast-xml-parser';
import { isLookedUp, type Citation } from '../formats/citation.js';
import type { CitationService, LockEntry } from '../formats/citation-lock.js';
import { UnreachableError, type HttpAnswer } from './http.js';

/** Base addresses of the registries (overridable: tests point them at 127.0.0.1). */
export interface RegistryEndpoints {
  readonly doi: string;
  readonly crossref: string;
  readonly eutils: string;
  readonly arxiv: string;
  readonly ena: string;
}

/** The public registries. */
export const PUBLIC_ENDPOINTS: Readonly<RegistryEndpoints> = Object.freeze({
  doi: 'https://doi.org',
  crossref: 'https://api.crossref.org',
  eutils: 'https://eutils.ncbi.nlm.nih.gov/entrez/eutils',
  arxiv: 'https://export.arxiv.org',
  ena: 'https://www.ebi.ac.uk/ena/portal/api',
});

/** Asks one registry: a GET with the registry named (for pacing and messages). */
export type RegistryGet = (
  service: CitationService,
  url: string,
  accept: string,
) => Promise<HttpAnswer>;

/** What a look-up found: the entry, without its date (the caller's clock stamps it). */
export type Found = Omit<LockEntry, 'retrieved'>;

/** The registry that answers for a citation (the `service` its entry records). */
export function serviceFor(citation: Citation): CitationService {
  switch (citation.kind) {
    case 'doi':
      return 'doi.org';
    case 'pmid':
      return 'ncbi-pubmed';
    case 'pmcid':
      return 'ncbi-pmc';
    case 'arxiv':
      return 'arxiv';
    default:
      if (citation.archive === 'geo') return 'ncbi-gds';
      if (/^GCF_/.test(citation.id)) return 'ncbi-assembly';
      return 'ena';
  }
}

/** Looks one citation up (a resolvable kind: formats/citation.ts RESOLVABLE_KINDS). */
export async function lookUp(
  citation: Citation,
  endpoints: RegistryEndpoints,
  get: RegistryGet,
  ncbiKey?: string,
): Promise<Found> {
  switch (citation.kind) {
    case 'doi':
      return lookUpDoi(citation.id, endpoints, get);
    case 'pmid':
      return lookUpEsummary(
        'ncbi-pubmed',
        'pubmed',
        citation.id,
        citation.id,
        endpoints,
        get,
        ncbiKey,
      );
    case 'pmcid':
      return lookUpEsummary(
        'ncbi-pmc',
        'pmc',
        citation.id.slice(3),
        citation.id,
        endpoints,
        get,
        ncbiKey,
      );
    case 'arxiv':
      return lookUpArxiv(citation.id, endpoints, get);
    case 'accession': {
      // An archive no registry here answers for is never asked (listCitedWorks leaves it out).
      if (!isLookedUp(citation)) throw new Error(`${citation.key} is not looked up`);
      const service = serviceFor(citation);
      if (service === 'ena') return lookUpEna(citation.id, endpoints, get);
      return lookUpEsearch(service, citation.id, endpoints, get, ncbiKey);
    }
    default:
      throw new Error(`${citation.kind} citations are not looked up`);
  }
}

/** A DOI's path in the handle and Crossref APIs: each segment escaped, the slashes kept. */
function doiPath(doi: string): string {
  return doi.split('/').map(encodeURIComponent).join('/');
}

const JSON_ACCEPT = 'application/json';

function parseJson(answer: HttpAnswer, service: CitationService): unknown {
  try {
    return JSON.parse(answer.body) as unknown;
  } catch {
    throw new UnreachableError(
      `${service} answered HTTP ${answer.status} with a body that is not JSON`,
    );
  }
}

function unexpected(service: CitationService, answer: HttpAnswer): UnreachableError {
  return new UnreachableError(
    `${service} answered HTTP ${answer.status}, which its API does not document here`,
  );
}

const record = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** Whitespace collapsed, at most 1,000 characters: a title for a lock line, not a document. */
function tidy(text: string, max = 1000): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

/** The update types that take a work back (Crossref's `updated-by`, `update-to` types). */
const RETRACTING_UPDATES = new Set(['retraction', 'withdrawal', 'removal', 'partial_retraction']);

async function lookUpDoi(
  doi: string,
  endpoints: RegistryEndpoints,
  get: RegistryGet,
): Promise<Found> {
  const handle = await get('doi.org', `${endpoints.doi}/api/handles/${doiPath(doi)}`, JSON_ACCEPT);
  const body = record(parseJson(handle, 'doi.org'));
  if (handle.status === 404 || body.responseCode === 100)
    return { status: 'not-found', service: 'doi.org' };
  if (handle.status !== 200 || body.responseCode !== 1) throw unexpected('doi.org', handle);
  // The DOI is registered; Crossref knows its title and whether it was taken back.
  const crossref = await get('doi.org', `${endpoints.crossref}/works/${doiPath(doi)}`, JSON_ACCEPT);
  if (crossref.status === 404) return { status: 'resolved', service: 'doi.org' };
  if (crossref.status !== 200) throw unexpected('doi.org', crossref);
  const message = record(record(parseJson(crossref, 'doi.org')).message);
  const titles = Array.isArray(message.title) ? message.title : [];
  const title = typeof titles[0] === 'string' ? tidy(titles[0]) : undefined;
  const updates = Array.isArray(message['updated-by']) ? message['updated-by'].map(record) : [];
  const retraction = updates.find(
    (u) => typeof u.type === 'string' && RETRACTING_UPDATES.has(u.type),
  );
  return {
    status: 'resolved',
    service: 'doi.org',
    ...(title ? { title } : {}),
    retracted: retraction !== undefined,
    ...(retraction ? { notice: noticeOf(retraction) } : {}),
  };
}

function noticeOf(update: Record<string, unknown>): string {
  const what = typeof update.type === 'string' ? update.type : 'retraction';
  const doi = typeof update.DOI === 'string' ? ` doi:${update.DOI}` : '';
  const source = typeof update.source === 'string' ? ` (${update.source})` : '';
  return tidy(`${what}${doi}${source}`, 1024);
}

function ncbiQuery(ncbiKey: string | undefined): string {
  return ncbiKey ? `&api_key=${encodeURIComponent(ncbiKey)}` : '';
}

async function lookUpEsummary(
  service: CitationService,
  db: 'pubmed' | 'pmc',
  uid: string,
  shown: string,
  endpoints: RegistryEndpoints,
  get: RegistryGet,
  ncbiKey: string | undefined,
): Promise<Found> {
  const url = `${endpoints.eutils}/esummary.fcgi?db=${db}&id=${uid}&retmode=json${ncbiQuery(ncbiKey)}`;
  const answer = await get(service, url, JSON_ACCEPT);
  if (answer.status !== 200) throw unexpected(service, answer);
  const body = record(parseJson(answer, service));
  const result = record(body.result);
  const doc = record(result[uid]);
  if (
    typeof doc.error === 'string' ||
    (Object.keys(doc).length === 0 && typeof body.error === 'string')
  )
    return { status: 'not-found', service };
  if (typeof doc.title !== 'string' || doc.title.trim() === '')
    throw new UnreachableError(
      `${service} answered for ${shown} without the record's title or an error`,
    );
  const pubtypes = Array.isArray(doc.pubtype) ? doc.pubtype : null;
  const retracted = pubtypes?.includes('Retracted Publication');
  return {
    status: 'resolved',
    service,
    title: tidy(doc.title),
    ...(retracted === undefined ? {} : { retracted }),
    ...(retracted ? { notice: 'PubMed publication type "Retracted Publication"' } : {}),
  };
}

/** The Atom parser: entries always a list, no attributes needed, entities not expanded. */
const ATOM = new XMLParser({
  ignoreAttributes: true,
  processEntities: false,
  isArray: (name) => name === 'entry',
});

async function lookUpArxiv(
  id: string,
  endpoints: RegistryEndpoints,
  get: RegistryGet,
): Promise<Found> {
  const url = `${endpoints.arxiv}/api/query?id_list=${encodeURIComponent(id)}&max_results=1`;
  const answer = await get('arxiv', url, 'application/atom+xml');
  if (answer.status === 400) return { status: 'not-found', service: 'arxiv' };
  if (answer.status !== 200) throw unexpected('arxiv', answer);
  let feed: Record<string, unknown>;
  try {
    feed = record(record(ATOM.parse(answer.body) as unknown).feed);
  } catch {
    throw new UnreachableError('arxiv answered with a body that is not Atom XML');
  }
  if (Object.keys(feed).length === 0)
    throw new UnreachableError('arxiv answered without an Atom feed');
  const entries = Array.isArray(feed.entry) ? feed.entry.map(record) : [];
  // arXiv answers an error as an entry whose id is its error page.
  const entry = entries.find((e) => !(typeof e.id === 'string' && e.id.includes('/api/errors')));
  const title = typeof entry?.title === 'string' ? tidy(entry.title) : '';
  if (!entry || title === '') return { status: 'not-found', service: 'arxiv' };
  const comment = typeof entry['arxiv:comment'] === 'string' ? entry['arxiv:comment'] : '';
  const withdrawn = /\b(withdrawn|retracted)\b/i.test(comment);
  return {
    status: 'resolved',
    service: 'arxiv',
    title,
    ...(withdrawn ? { retracted: true, notice: tidy(comment, 1024) } : {}),
  };
}

/** Which ENA Portal result and field holds each family of accession, and its title field. */
const ENA_SEARCHES: readonly { pattern: RegExp; result: string; field: string; title: string }[] = [
  { pattern: /^[EDS]RR/, result: 'read_run', field: 'run_accession', title: 'experiment_title' },
  {
    pattern: /^[EDS]RX/,
    result: 'read_experiment',
    field: 'experiment_accession',
    title: 'experiment_title',
  },
  {
    pattern: /^[EDS]RS/,
    result: 'sample',
    field: 'secondary_sample_accession',
    title: 'sample_title',
  },
  {
    pattern: /^[EDS]RP/,
    result: 'study',
    field: 'secondary_study_accession',
    title: 'study_title',
  },
  {
    pattern: /^[EDS]RA/,
    result: 'read_run',
    field: 'submission_accession',
    title: 'experiment_title',
  },
  { pattern: /^[EDS]RZ/, result: 'analysis', field: 'analysis_accession', title: 'analysis_title' },
  { pattern: /^PRJ/, result: 'study', field: 'study_accession', title: 'study_title' },
  { pattern: /^SAM/, result: 'sample', field: 'sample_accession', title: 'sample_title' },
  { pattern: /^GCA_/, result: 'assembly', field: 'accession', title: 'assembly_title' },
  { pattern: /^/, result: 'sequence', field: 'accession', title: 'description' },
];

async function lookUpEna(
  accession: string,
  endpoints: RegistryEndpoints,
  get: RegistryGet,
): Promise<Found> {
  const search = ENA_SEARCHES.find((s) =>
    s.pattern.test(accession),
  ) as (typeof ENA_SEARCHES)[number];
  // A sequence is searched without its version (the Portal's `accession` field carries none).
  const value = search.result === 'sequence' ? accession.replace(/\.\d+$/, '') : accession;
  const query = encodeURIComponent(`${search.field}="${value}"`);
  const url = `${endpoints.ena}/search?result=${search.result}&query=${query}&fields=${search.field},${search.title}&format=json&limit=1`;
  const answer = await get('ena', url, JSON_ACCEPT);
  if (answer.status === 204 || (answer.status === 200 && answer.body.trim() === ''))
    return { status: 'not-found', service: 'ena' };
  if (answer.status !== 200) throw unexpected('ena', answer);
  const rows = parseJson(answer, 'ena');
  if (!Array.isArray(rows))
    throw new UnreachableError('ena answered with JSON that is not a list of records');
  if (rows.length === 0) return { status: 'not-found', service: 'ena' };
  const title = record(rows[0])[search.title];
  return {
    status: 'resolved',
    service: 'ena',
    ...(typeof title === 'string' && title.trim() ? { title: tidy(title) } : {}),
  };
}

async function lookUpEsearch(
  service: CitationService,
  accession: string,
  endpoints: RegistryEndpoints,
  get: RegistryGet,
  ncbiKey: string | undefined,
): Promise<Found> {
  const [db, field] = service === 'ncbi-gds' ? ['gds', 'ACCN'] : ['assembly', 'Assembly Accession'];
  const term = encodeURIComponent(`${accession}[${field}]`);
  const url = `${endpoints.eutils}/esearch.fcgi?db=${db}&term=${term}&retmode=json${ncbiQuery(ncbiKey)}`;
  const answer = await get(service, url, JSON_ACCEPT);
  if (answer.status !== 200) throw unexpected(service, answer);
  const result = record(record(parseJson(answer, service)).esearchresult);
  const count = typeof result.count === 'string' ? Number(result.count) : Number.NaN;
  if (!Number.isInteger(count)) throw new UnreachableError(`${service} answered without a count`);
  return { status: count > 0 ? 'resolved' : 'not-found', service };
}
