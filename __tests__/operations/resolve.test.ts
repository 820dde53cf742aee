/**
 * The resolve operation (src/operations/resolve.ts) on its own, without the command line: it
 * returns what it found as data and says its notes through the sink it is given (the face escapes
 * them for a terminal), and never prints. Offline only: no registry is asked here (the command's tests
 * in __tests__/resolve/ ask a 127.0.0.1 stand-in).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/config/config.js';
import { PUBLIC_ENDPOINTS } from '../../src/resolve/resolve.js';
import { RESOLVE_LOCK_FILE, resolveCitedWorks } from '../../src/operations/index.js';
import { UsageError } from '../../src/util/errors.js';
import { TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-op-resolve-');
});
afterEach(async () => {
  await repo.remove();
});

/** One passport whose inputs cite `sources`, in order. */
async function citing(sources: readonly string[]): Promise<void> {
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
}

async function resolveOffline(check: boolean) {
  const notes: string[] = [];
  const result = await resolveCitedWorks({
    root: repo.root,
    config: DEFAULT_CONFIG,
    check,
    offline: true,
    refresh: false,
    endpoints: PUBLIC_ENDPOINTS,
    env: {},
    note: (line) => notes.push(line),
  });
  return { result, notes };
}

describe('resolveCitedWorks', () => {
  it('offline: returns the cited keys and whether the lock holds them, and notes what it does not look up through the sink', async () => {
    await citing(['PMID:23903748', 'RefSeq NC_001422.1', 'doi:10.1038/nature12373']);
    await repo.write(
      RESOLVE_LOCK_FILE,
      `${JSON.stringify({ lock_version: 1, citations: { 'pmid:23903748': { status: 'resolved', service: 'ncbi-pubmed', retrieved: '2026-01-01' }, 'pmid:1': { status: 'resolved', service: 'ncbi-pubmed', retrieved: '2026-01-01' } } })}\n`,
    );
    const { result, notes } = await resolveOffline(true);
    expect(result).toEqual({
      mode: 'offline',
      check: true,
      cited: [
        { key: 'doi:10.1038/nature12373', locked: false },
        { key: 'pmid:23903748', locked: true },
      ],
      missing: ['doi:10.1038/nature12373'],
      extra: ['pmid:1'],
    });
    expect(notes).toEqual([
      expect.stringMatching(
        /^NC_001422\.1 \(results\/a\/a\.passport\.json \/inputs\/1\/source\): recognised as RefSeq; not looked up/,
      ),
    ]);
  });

  it('a committed lock that does not parse is a UsageError, after the notes', async () => {
    await citing(['RefSeq NC_001422.1']);
    await repo.write(RESOLVE_LOCK_FILE, '{ not json');
    const notes: string[] = [];
    await expect(
      resolveCitedWorks({
        root: repo.root,
        config: DEFAULT_CONFIG,
        check: false,
        offline: false,
        refresh: false,
        endpoints: PUBLIC_ENDPOINTS,
        env: {},
        note: (line) => notes.push(line),
      }),
    ).rejects.toBeInstanceOf(UsageError);
    expect(notes).toHaveLength(1);
  });
});
