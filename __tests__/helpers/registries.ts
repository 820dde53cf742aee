/**
 * A stand-in for the citation registries on 127.0.0.1 (never the network): doi.org's handle
 * API, Crossref's works API, NCBI E-utilities (esummary, esearch), the arXiv API and the ENA
 * Portal API, each answering in the shape its documentation gives, from a world of records the
 * test declares. Faults are declared per request path: a 429 (with Retry-After) before the
 * answer, a 5xx every time, a hang, a body that is not the documented format.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One record a registry holds. */
export interface StandInRecord {
  readonly title: string;
  /** DOI: a Crossref `updated-by` retraction (the notice's DOI); PMID: the pubtype; arXiv: a withdrawal comment. */
  readonly retractedBy?: string;
  /** DOI: registered at doi.org but not held by Crossref (a DataCite DOI). */
  readonly notInCrossref?: boolean;
}

/** What can go wrong with the answer to one request path (its first segment after the base). */
export type Fault =
  | { kind: 'throttle'; times: number; retryAfter: string }
  | { kind: 'error'; status: number }
  | { kind: 'hang' }
  | { kind: 'garbage' };

/** The registries' records, by the identifier as each registry spells it. */
export interface StandInWorld {
  dois?: Record<string, StandInRecord>;
  pmids?: Record<string, StandInRecord>;
  pmcids?: Record<string, StandInRecord>;
  arxiv?: Record<string, StandInRecord>;
  /** ENA and NCBI accessions alike. */
  accessions?: Record<string, StandInRecord>;
  /** Faults by a part of the request's URL (the first fault whose key the URL contains applies). */
  faults?: Record<string, Fault>;
}

/** A running stand-in: its addresses as `--registry` flags and as the environment sets them. */
export interface RegistryStandIn {
  readonly base: string;
  readonly flags: string[];
  readonly env: Record<string, string>;
  /** Every request path seen, in order. */
  readonly requests: string[];
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, value: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
};

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Starts the stand-in on 127.0.0.1 (an ephemeral port). */
export async function startRegistries(world: StandInWorld): Promise<RegistryStandIn> {
  const requests: string[] = [];
  const throttled = new Map<string, number>();
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const full = `${url.pathname}${url.search}`;
    requests.push(decodeURIComponent(full));
    const faultKey = Object.keys(world.faults ?? {}).find((k) =>
      decodeURIComponent(full).includes(k),
    );
    const fault = faultKey ? world.faults?.[faultKey] : undefined;
    if (fault?.kind === 'hang') return; // never answers: the client's timeout must end it
    if (fault?.kind === 'error') {
      res.writeHead(fault.status, { 'content-type': 'application/json', 'retry-after': '0' });
      return res.end(JSON.stringify({ message: 'overloaded' }));
    }
    if (fault?.kind === 'garbage') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<html>maintenance</html>');
    }
    if (fault?.kind === 'throttle') {
      const seen = throttled.get(full) ?? 0;
      if (seen < fault.times) {
        throttled.set(full, seen + 1);
        res.writeHead(429, { 'retry-after': fault.retryAfter });
        return res.end('slow down');
      }
    }
    answer(url, world, res);
  };
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const endpoints = {
    doi: `${base}/doi`,
    crossref: `${base}/crossref`,
    eutils: `${base}/eutils`,
    arxiv: `${base}/arxiv`,
    ena: `${base}/ena`,
  };
  return {
    base,
    requests,
    flags: Object.entries(endpoints).flatMap(([name, url]) => ['--registry', `${name}=${url}`]),
    env: Object.fromEntries(
      Object.entries(endpoints).map(([name, url]) => [
        `PASSPORT_GATE_REGISTRY_${name.toUpperCase()}`,
        url,
      ]),
    ),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function answer(url: URL, world: StandInWorld, res: ServerResponse): void {
  const p = decodeURIComponent(url.pathname);
  const q = url.searchParams;
  if (p.startsWith('/doi/api/handles/')) {
    const doi = p.slice('/doi/api/handles/'.length);
    const rec = findDoi(world, doi);
    if (!rec) return json(res, 404, { responseCode: 100, handle: doi });
    return json(res, 200, {
      responseCode: 1,
      handle: doi,
      values: [
        { index: 1, type: 'URL', data: { format: 'string', value: `https://example.org/${doi}` } },
      ],
    });
  }
  if (p.startsWith('/crossref/works/')) {
    const doi = p.slice('/crossref/works/'.length);
    const rec = findDoi(world, doi);
    if (!rec || rec.notInCrossref) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Resource not found.');
      return;
    }
    return json(res, 200, {
      status: 'ok',
      'message-type': 'work',
      message: {
        DOI: doi,
        title: [rec.title],
        ...(rec.retractedBy
          ? {
              'updated-by': [
                {
                  type: 'retraction',
                  DOI: rec.retractedBy,
                  source: 'retraction-watch',
                  label: 'Retraction',
                },
              ],
            }
          : {}),
      },
    });
  }
  if (p === '/eutils/esummary.fcgi') {
    const db = q.get('db');
    const id = q.get('id') ?? '';
    const rec = db === 'pubmed' ? world.pmids?.[id] : world.pmcids?.[`PMC${id}`];
    const doc = rec
      ? {
          uid: id,
          title: rec.title,
          ...(db === 'pubmed'
            ? {
                pubtype: rec.retractedBy
                  ? ['Journal Article', 'Retracted Publication']
                  : ['Journal Article'],
              }
            : {}),
        }
      : { uid: id, error: 'cannot get document summary' };
    return json(res, 200, {
      header: { type: 'esummary', version: '0.3' },
      result: { uids: [id], [id]: doc },
    });
  }
  if (p === '/eutils/esearch.fcgi') {
    const term = q.get('term') ?? '';
    const acc = term.replace(/\[.*$/, '');
    const hit = world.accessions?.[acc];
    return json(res, 200, {
      header: { type: 'esearch', version: '0.3' },
      esearchresult: {
        count: hit ? '1' : '0',
        retmax: hit ? '1' : '0',
        retstart: '0',
        idlist: hit ? ['200012345'] : [],
      },
    });
  }
  if (p === '/arxiv/api/query') {
    const id = q.get('id_list') ?? '';
    const rec = world.arxiv?.[id];
    const entry = rec
      ? `<entry><id>http://arxiv.org/abs/${xmlEscape(id)}</id><title>${xmlEscape(rec.title)}</title>${
          rec.retractedBy ? `<arxiv:comment>${xmlEscape(rec.retractedBy)}</arxiv:comment>` : ''
        }</entry>`
      : '';
    res.writeHead(200, { 'content-type': 'application/atom+xml' });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xmlns:arxiv="http://arxiv.org/schemas/atom"><title>arXiv Query</title>${entry}</feed>`,
    );
    return;
  }
  if (p === '/ena/search') {
    const query = q.get('query') ?? '';
    const field = query.replace(/=.*$/, '');
    const acc = query.replace(/^[^=]*="?|"$/g, '');
    const titleField = (q.get('fields') ?? '').split(',')[1] ?? 'title';
    const hit = Object.entries(world.accessions ?? {}).find(
      ([k]) => k.replace(/\.\d+$/, '') === acc,
    );
    return json(res, 200, hit ? [{ [field]: acc, [titleField]: hit[1].title }] : []);
  }
  json(res, 404, { message: `no such stand-in path ${p}` });
}

function findDoi(world: StandInWorld, doi: string): StandInRecord | undefined {
  const key = Object.keys(world.dois ?? {}).find((k) => k.toLowerCase() === doi.toLowerCase());
  return key === undefined ? undefined : world.dois?.[key];
}
