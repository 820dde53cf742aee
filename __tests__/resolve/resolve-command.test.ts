/**
 * `passport-gate resolve` against a 127.0.0.1 stand-in of the registries (doi.org + Crossref,
 * NCBI E-utilities, arXiv, ENA): the lock it writes, what it asks and how often, `--check`,
 * `--offline`, and each way a registry can fail. Every request is held to the loopback
 * address: a test that reached for the network fails.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../src/cli.js';
import { CITATION_LOCK_FILE } from '../../src/formats/citation-lock.js';
import { captureIo } from '../helpers/cli-io.js';
import { startRegistries, type RegistryStandIn, type StandInWorld } from '../helpers/registries.js';
import { TempRepo } from '../helpers/repo.js';

const realFetch = globalThis.fetch;
const reached: string[] = [];
beforeAll(() => {
  // Loopback only: any other host fails the request (and so the test).
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(String(input));
    reached.push(url.hostname);
    if (url.hostname !== '127.0.0.1')
      return Promise.reject(new Error(`test reached for the network: ${url.hostname}`));
    return realFetch(input, init);
  });
});
afterAll(() => {
  vi.restoreAllMocks();
  expect(reached.length).toBeGreaterThan(0);
  expect(reached.every((h) => h === '127.0.0.1')).toBe(true);
});

const WORLD: StandInWorld = {
  dois: {
    '10.1038/nature12373': { title: 'Nanometre-scale thermometry in a living cell' },
    '10.5061/dryad.abc123': { title: 'Dryad data', notInCrossref: true },
    '10.1016/S0140-6736(97)11096-0': {
      title: 'Ileal-lymphoid-nodular hyperplasia',
      retractedBy: '10.1016/S0140-6736(10)60175-4',
    },
  },
  pmids: {
    '23903748': { title: 'Nanometre-scale thermometry in a living cell.' },
    '9500320': { title: 'A retracted trial.', retractedBy: 'yes' },
  },
  pmcids: { PMC3737249: { title: 'Thermometry, open access copy' } },
  arxiv: { '2101.00001': { title: 'A  new\n  preprint' } },
  accessions: {
    ERR123456: { title: 'Illumina HiSeq 2500 paired end sequencing' },
    GSE12345: { title: 'GEO series' },
    'AB123456.1': { title: 'A sequence' },
  },
};

/** A repository whose one passport cites each source given (as its inputs' `source`). */
async function citing(sources: readonly string[]): Promise<TempRepo> {
  const repo = await TempRepo.create('pg-resolve-');
  const inputs: string[] = [];
  for (const [i, s] of sources.entries()) {
    await repo.write(`data/in${i}.txt`, `input ${i} ${s}`);
    inputs.push(`data/in${i}.txt`);
  }
  await repo.write('results/a/out.txt', 'out');
  await repo.passport({
    dir: 'results/a',
    inputs,
    outputs: ['results/a/out.txt'],
    mutate: (p) => {
      (p.inputs as { source?: string }[]).forEach((input, i) => (input.source = sources[i]));
    },
  });
  return repo;
}

async function resolve(repo: TempRepo, stand: RegistryStandIn, ...args: string[]) {
  const io = captureIo(repo.root);
  const code = await runCli(['resolve', '--root', repo.root, ...stand.flags, ...args], io);
  return { code, out: io.out(), err: io.err() };
}

const readLock = async (repo: TempRepo) => (await repo.read(CITATION_LOCK_FILE)).toString('utf8');

describe('passport-gate resolve', () => {
  let stand: RegistryStandIn;
  const repos: TempRepo[] = [];
  afterEach(async () => {
    await stand?.close();
    for (const r of repos.splice(0)) await r.remove();
  });

  it('writes one sorted entry per cited identifier with what each registry says, and exits 1 for a fabricated or retracted work', async () => {
    stand = await startRegistries(WORLD);
    const repo = await citing([
      'doi:10.1038/nature12373',
      'PMID:9500320',
      'arXiv:2101.00001',
      'ENA:ERR123456',
      'GSE12345',
      '10.1234/fabricated.2026',
      'https://example.org/t.csv (retrieved 2026-06-17)',
      'ISBN 978-0-306-40615-7',
      'unresolved: the lab notebook is lost',
    ]);
    repos.push(repo);
    const run = await resolve(repo, stand);
    expect(run.code).toBe(1);
    expect(run.out).toContain('doi:10.1234/fabricated.2026: doi.org has no such record');
    expect(run.out).toContain('pmid:9500320: ncbi-pubmed marks it retracted');
    const lock = JSON.parse(await readLock(repo)) as {
      lock_version: number;
      citations: Record<string, Record<string, unknown>>;
    };
    expect(lock.lock_version).toBe(1);
    // URLs, ISBNs and `unresolved:` are not looked up; every other kind is, in key order.
    expect(Object.keys(lock.citations)).toEqual([
      'accession:ERR123456',
      'accession:GSE12345',
      'arxiv:2101.00001',
      'doi:10.1038/nature12373',
      'doi:10.1234/fabricated.2026',
      'pmid:9500320',
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(lock.citations['doi:10.1038/nature12373']).toEqual({
      retracted: false,
      retrieved: today,
      service: 'doi.org',
      status: 'resolved',
      title: 'Nanometre-scale thermometry in a living cell',
    });
    expect(lock.citations['arxiv:2101.00001']?.title).toBe('A new preprint');
    expect(lock.citations['accession:ERR123456']).toMatchObject({
      service: 'ena',
      status: 'resolved',
    });
    expect(lock.citations['accession:GSE12345']).toMatchObject({
      service: 'ncbi-gds',
      status: 'resolved',
    });
    expect(lock.citations['doi:10.1234/fabricated.2026']).toMatchObject({ status: 'not-found' });
    expect(lock.citations['pmid:9500320']).toMatchObject({ retracted: true, status: 'resolved' });
  });

  it('asks about an identifier written as its resolver address or after its label as the identifier itself, and names each it recognises but does not look up (issues 35.6, 36)', async () => {
    stand = await startRegistries(WORLD);
    const repo = await citing([
      'https://doi.org/10.1016/S0140-6736(97)11096-0 (retrieved 2026-06-17)',
      'https://pubmed.ncbi.nlm.nih.gov/23903748/',
      'ENA accession ERR123456',
      'RefSeq NC_001422.1',
      'UniProt P69905',
    ]);
    repos.push(repo);
    const run = await resolve(repo, stand);
    // The DOI address is the retracted DOI: asked of doi.org and Crossref, and it fails.
    expect(run.code).toBe(1);
    expect(run.out).toContain('doi:10.1016/s0140-6736(97)11096-0: doi.org marks it retracted');
    const lock = JSON.parse(await readLock(repo)) as { citations: Record<string, unknown> };
    expect(Object.keys(lock.citations)).toEqual([
      'accession:ERR123456',
      'doi:10.1016/s0140-6736(97)11096-0',
      'pmid:23903748',
    ]);
    expect(run.err).toContain(
      'NC_001422.1 (results/a/a.passport.json /inputs/3/source): recognised as RefSeq; not looked up',
    );
    expect(run.err).toContain(
      'P69905 (results/a/a.passport.json /inputs/4/source): recognised as UniProt; not looked up',
    );
  });

  it('asks each identifier once, and a second run that learns nothing leaves the lock byte for byte', async () => {
    stand = await startRegistries(WORLD);
    const repo = await citing(['doi:10.1038/nature12373', '10.1038/NATURE12373', 'PMC3737249']);
    repos.push(repo);
    expect((await resolve(repo, stand)).code).toBe(0);
    // Two spellings of one DOI are one key: one handle request, one Crossref request, one PMC.
    expect(stand.requests.filter((r) => r.includes('/api/handles/'))).toHaveLength(1);
    expect(stand.requests).toHaveLength(3);
    const first = await readLock(repo);
    expect((await resolve(repo, stand)).code).toBe(0);
    expect(stand.requests).toHaveLength(3); // nothing new was asked
    expect(await readLock(repo)).toBe(first);
    expect(first.endsWith('}\n')).toBe(true);
  });

  it('records a DOI Crossref does not hold as found, with no retraction answer, and a Crossref retraction notice as retracted', async () => {
    stand = await startRegistries(WORLD);
    const repo = await citing(['10.5061/dryad.abc123', '10.1016/S0140-6736(97)11096-0']);
    repos.push(repo);
    expect((await resolve(repo, stand)).code).toBe(1);
    const lock = JSON.parse(await readLock(repo)) as {
      citations: Record<string, Record<string, unknown>>;
    };
    expect(lock.citations['doi:10.5061/dryad.abc123']).toEqual({
      retrieved: expect.any(String) as string,
      service: 'doi.org',
      status: 'resolved',
    });
    expect(lock.citations['doi:10.1016/s0140-6736(97)11096-0']).toMatchObject({
      retracted: true,
      notice: 'retraction doi:10.1016/S0140-6736(10)60175-4 (retraction-watch)',
    });
  });

  it('--check passes on a current lock and fails, naming the fix, when a registry now says otherwise or a citation is new', async () => {
    stand = await startRegistries(WORLD);
    const repo = await citing(['doi:10.1038/nature12373']);
    repos.push(repo);
    expect((await resolve(repo, stand)).code).toBe(0);
    expect((await resolve(repo, stand, '--check')).code).toBe(0);
    await stand.close();
    // The work was retracted since the lock was written.
    stand = await startRegistries({
      dois: {
        '10.1038/nature12373': {
          title: 'Nanometre-scale thermometry in a living cell',
          retractedBy: '10.1/r',
        },
      },
    });
    const before = await readLock(repo);
    const check = await resolve(repo, stand, '--check');
    expect(check.code).toBe(1);
    expect(check.out).toContain(
      'doi:10.1038/nature12373: the lock records found; doi.org now says found, retracted',
    );
    expect(check.err).toContain('passport-gate resolve --refresh');
    expect(await readLock(repo)).toBe(before); // --check writes nothing
    // The printed fix works as printed: the lock is brought up to date (and records the retraction).
    expect((await resolve(repo, stand, '--refresh')).code).toBe(1);
    expect(await readLock(repo)).toContain('"retracted": true');
  });

  it('--check --offline asks nothing and says which cited identifiers the lock lacks or holds in excess', async () => {
    stand = await startRegistries(WORLD);
    const repo = await citing(['PMID:23903748']);
    repos.push(repo);
    await repo.write(
      CITATION_LOCK_FILE,
      `${JSON.stringify({ lock_version: 1, citations: { 'pmid:1': { status: 'resolved', service: 'ncbi-pubmed', retrieved: '2026-01-01' } } })}\n`,
    );
    const run = await resolve(repo, stand, '--check', '--offline');
    expect(run.code).toBe(1);
    expect(run.out).toContain('pmid:23903748: cited, but not in the lock');
    expect(run.out).toContain('pmid:1: in the lock, but no passport cites it');
    expect(stand.requests).toEqual([]);
  });

  it('waits as a 429 Retry-After asks and then records the answer', async () => {
    stand = await startRegistries({
      ...WORLD,
      faults: { 'esummary.fcgi': { kind: 'throttle', times: 2, retryAfter: '0' } },
    });
    const repo = await citing(['PMID:23903748']);
    repos.push(repo);
    expect((await resolve(repo, stand)).code).toBe(0);
    expect(stand.requests.filter((r) => r.includes('esummary'))).toHaveLength(3);
    expect(await readLock(repo)).toContain(
      '"title": "Nanometre-scale thermometry in a living cell."',
    );
  });

  it.each([
    [
      'a 503 on every attempt',
      { kind: 'error', status: 503 } as const,
      /answered HTTP 503 \(4 attempts\)/,
    ],
    ['an answer that never comes', { kind: 'hang' } as const, /did not answer within 200 ms/],
    ['an answer that is not JSON', { kind: 'garbage' } as const, /not JSON/],
  ])(
    'exits 2 and records nothing for the identifier on %s, keeping what the others said',
    async (_what, fault, detail) => {
      stand = await startRegistries({ ...WORLD, faults: { '/doi/': fault } });
      const repo = await citing(['doi:10.1038/nature12373', 'ENA:ERR123456']);
      repos.push(repo);
      const run = await resolve(repo, stand, '--timeout', '0.2');
      expect(run.code).toBe(2);
      expect(run.out).toMatch(detail);
      expect(run.err).toContain('Run it again: passport-gate resolve');
      const lock = await readLock(repo);
      expect(lock).toContain('accession:ERR123456');
      expect(lock).not.toContain('doi:10.1038/nature12373');
    },
  );

  it('refuses an unknown registry name and an address that is not http(s), with exit 2', async () => {
    const repo = await citing([]);
    repos.push(repo);
    const io = captureIo(repo.root);
    expect(
      await runCli(['resolve', '--root', repo.root, '--registry', 'pubmed=http://127.0.0.1:1'], io),
    ).toBe(2);
    expect(io.err()).toContain(
      'unknown registry "pubmed"; one of doi, crossref, eutils, arxiv, ena',
    );
    const io2 = captureIo(repo.root, { PASSPORT_GATE_REGISTRY_DOI: 'file:///etc/passwd' });
    expect(await runCli(['resolve', '--root', repo.root], io2)).toBe(2);
    expect(io2.err()).toContain('is not an http(s) address');
    stand = await startRegistries(WORLD);
  });
});
