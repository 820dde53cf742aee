/**
 * The citations family on facts in memory (no disk, no network): each rule as a violation and
 * its nearest valid neighbour, for each place the lock in force can come from.
 */
import { describe, expect, it } from 'vitest';
import type { LockEntry } from '../../src/formats/citation-lock.js';
import type { CitationFacts } from '../../src/repo/citation-lock.js';
import { citations } from '../../src/rules/families/citations.js';
import { judge, MemoryRepo, rulesOf } from '../helpers/facts.js';

const entry = (e: Omit<LockEntry, 'retrieved'>): LockEntry => ({ ...e, retrieved: '2026-06-17' });
const lockOf = (entries: Record<string, LockEntry>) => ({
  ok: true as const,
  lock: { citations: new Map(Object.entries(entries)) },
});

/** One passport whose input cites `source`, judged under `lock` (and the config's `required`). */
async function judged(source: string, lock: CitationFacts, required = false) {
  const repo = new MemoryRepo();
  repo.write('data/reads.fq', '@r\nACGT\n+\nIIII\n');
  repo.write('results/a/out.txt', 'out');
  await repo.passport({
    dir: 'results/a',
    inputs: ['data/reads.fq'],
    outputs: ['results/a/out.txt'],
    mutate: (p) => ((p.inputs as { source?: string }[])[0]!.source = source),
  });
  const facts = await repo.facts({
    config: { citationLock: required ? 'required' : 'optional' },
  });
  return judge(citations, { ...facts, citations: lock });
}

const checkout = (entries: Record<string, LockEntry>): CitationFacts => ({
  lock: lockOf(entries),
  origin: 'checkout',
  changes: null,
});

describe('the citations family', () => {
  it('citation-not-found for an identifier the lock records as not found; not for one it records found', async () => {
    const bad = await judged(
      'ERR123456',
      checkout({ 'accession:ERR123456': entry({ status: 'not-found', service: 'ena' }) }),
    );
    expect(rulesOf(bad)).toEqual(['citation-not-found']);
    expect(bad.findings[0]?.line).toBeGreaterThan(1);
    const good = await judged(
      'ERR123456',
      checkout({ 'accession:ERR123456': entry({ status: 'resolved', service: 'ena' }) }),
    );
    expect(rulesOf(good)).toEqual([]);
  });

  it('citation-retracted for a retracted work; not for one the registry says stands or does not say', async () => {
    const key = 'doi:10.1000/x';
    const at = (retracted?: boolean) =>
      checkout({
        [key]: entry({
          status: 'resolved',
          service: 'doi.org',
          ...(retracted === undefined ? {} : { retracted }),
        }),
      });
    expect(rulesOf(await judged('10.1000/x', at(true)))).toEqual(['citation-retracted']);
    expect(rulesOf(await judged('10.1000/x', at(false)))).toEqual([]);
    expect(rulesOf(await judged('10.1000/x', at()))).toEqual([]);
  });

  it('citation-unlocked only where a lock is required, and never for what is checked offline alone', async () => {
    expect(rulesOf(await judged('PMID:23903748', checkout({}), true))).toEqual([
      'citation-unlocked',
    ]);
    expect(rulesOf(await judged('PMID:23903748', checkout({}), false))).toEqual([]);
    expect(
      rulesOf(await judged('https://example.org/t.csv (retrieved 2026-06-17)', checkout({}), true)),
    ).toEqual([]);
    expect(rulesOf(await judged('unresolved: the notebook is lost', checkout({}), true))).toEqual(
      [],
    );
  });

  it('a DOI written as its resolver address is that DOI: the lock marks it retracted or not found (issue 35, item 6)', async () => {
    const lock = (e: Omit<LockEntry, 'retrieved'>) => checkout({ 'doi:10.9999/x': entry(e) });
    for (const address of [
      'https://doi.org/10.9999/x (retrieved 2026-06-17)',
      'https://dx.doi.org/10.9999/X',
      'https://identifiers.org/doi:10.9999/x (retrieved 2026-06-17)',
    ]) {
      const retracted = lock({ status: 'resolved', service: 'doi.org', retracted: true });
      expect(rulesOf(await judged(address, retracted)), address).toEqual(['citation-retracted']);
      const missing = lock({ status: 'not-found', service: 'doi.org' });
      expect(rulesOf(await judged(address, missing)), address).toEqual(['citation-not-found']);
      // And the lock is required of it as of the bare DOI: it is not a dated web page.
      expect(rulesOf(await judged(address, checkout({}), true)), address).toEqual([
        'citation-unlocked',
      ]);
    }
    const pubmed = checkout({
      'pmid:23903748': entry({ status: 'not-found', service: 'ncbi-pubmed' }),
    });
    expect(
      rulesOf(
        await judged('https://pubmed.ncbi.nlm.nih.gov/23903748/ (retrieved 2026-06-17)', pubmed),
      ),
    ).toEqual(['citation-not-found']);
    const ena = checkout({ 'accession:ERR123456': entry({ status: 'not-found', service: 'ena' }) });
    expect(
      rulesOf(
        await judged(
          'https://www.ebi.ac.uk/ena/browser/view/ERR123456 (retrieved 2026-06-17)',
          ena,
        ),
      ),
    ).toEqual(['citation-not-found']);
  });

  it("the seed's labelled source is checked as the bare accession (issue 36)", async () => {
    const ena = checkout({ 'accession:ERR123456': entry({ status: 'not-found', service: 'ena' }) });
    expect(rulesOf(await judged('ENA accession ERR123456', ena))).toEqual(['citation-not-found']);
    expect(rulesOf(await judged('ENA accession ERR123456', checkout({}), true))).toEqual([
      'citation-unlocked',
    ]);
  });

  it('an identifier of an archive resolve asks no registry of needs no lock entry, like an ISBN', async () => {
    for (const source of ['RefSeq NC_001422.1', 'UniProt P69905', 'PDB 4HHB', 'RRID:AB_2298772'])
      expect(rulesOf(await judged(source, checkout({}), true)), source).toEqual([]);
  });

  it('a run that asked the registries holds every identifier to an answer, naming why one is missing', async () => {
    const asked: CitationFacts = {
      lock: lockOf({}),
      origin: 'registries',
      changes: null,
      unreached: new Map([
        ['pmid:23903748', 'ncbi-pubmed could not be asked: it answered HTTP 503 (4 attempts)'],
      ]),
    };
    const j = await judged('PMID:23903748', asked);
    expect(rulesOf(j)).toEqual(['citation-unlocked']);
    expect(j.findings[0]?.message).toContain('HTTP 503');
  });

  it("the base's lock in force: the change's edits are a notice, its not-found entry still fails", async () => {
    const base: CitationFacts = {
      lock: lockOf({ 'accession:ERR123456': entry({ status: 'not-found', service: 'ena' }) }),
      origin: 'base',
      baseLabel: 'the base commit 0123456789ab',
      changes: { added: [], removed: [], changed: ['accession:ERR123456'] },
    };
    expect(rulesOf(await judged('ERR123456', base))).toEqual([
      'citation-lock-changed',
      'citation-not-found',
    ]);
    expect(rulesOf(await judged('ERR123456', { ...base, changes: null }))).toEqual([
      'citation-not-found',
    ]);
  });

  it('citation-lock-invalid for a lock that cannot be read, and for none where one is required', async () => {
    const invalid: CitationFacts = {
      lock: { ok: false, problem: 'is not JSON', line: 1 },
      origin: 'checkout',
      changes: null,
    };
    expect(rulesOf(await judged('ERR123456', invalid))).toEqual(['citation-lock-invalid']);
    const none: CitationFacts = { lock: null, origin: 'checkout', changes: null };
    expect(rulesOf(await judged('ERR123456', none, true))).toEqual([
      'citation-lock-invalid',
      'citation-unlocked',
    ]);
    expect(rulesOf(await judged('ERR123456', none, false))).toEqual([]);
  });
});
