/**
 * The built action on a release (a tag push, mode: all) with `resolve-citations: true`: it asks
 * a 127.0.0.1 stand-in of the citation registries (PASSPORT_GATE_REGISTRY_*), and a citation
 * retracted since the lock was written fails the step with citation-retracted and
 * citation-lock-stale in the check run and the summary; with current answers it passes.
 */
import { existsSync } from 'node:fs';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeCitationLock } from '../cases/fixtures.js';
import { startRegistries, type StandInWorld } from '../helpers/registries.js';
import { buildPipeline, TempRepo } from '../helpers/repo.js';
import { GitHubStandIn, loadRequestValidators, type RequestValidators } from './github-stand-in.js';
import { ACTION_ENTRY, runAction } from './runner.js';

const HEAD_SHA = 'd'.repeat(40);
let validators: RequestValidators;
let repo: TempRepo;
let api: GitHubStandIn;
beforeAll(() => {
  if (!existsSync(ACTION_ENTRY))
    throw new Error(`${ACTION_ENTRY} is missing: run \`npm run bundle\` first`);
  validators = loadRequestValidators();
});
beforeEach(async () => {
  repo = await TempRepo.create('pg-e2e-citations-');
  await buildPipeline(repo);
  await writeCitationLock(repo, {
    'accession:ERR123456': { status: 'resolved', service: 'ena', title: 'HiSeq run' },
  });
  api = await GitHubStandIn.start(validators);
});
afterEach(async () => {
  await api.close();
  await repo.remove();
});

async function release(world: StandInWorld) {
  const registries = await startRegistries(world);
  try {
    const run = await runAction({
      workspace: repo.root,
      eventName: 'push',
      payload: { before: '0'.repeat(40), after: HEAD_SHA, ref: 'refs/tags/v1.0.0' },
      sha: HEAD_SHA,
      apiUrl: api.url,
      inputs: { mode: 'all', 'resolve-citations': 'true' },
      env: registries.env,
    });
    return { run, requests: registries.requests };
  } finally {
    await registries.close();
  }
}

describe('resolve-citations on a release', () => {
  it('passes when the registries confirm the committed lock, having asked them', async () => {
    const { run, requests } = await release({ accessions: { ERR123456: { title: 'HiSeq run' } } });
    expect(run.code, run.stderr).toBe(0);
    expect(run.outputs.passed).toBe('true');
    expect(requests.some((r) => r.includes('/ena/search'))).toBe(true);
    expect(run.summary).toContain('asked the registries about 1 cited identifier(s)');
  });

  it('fails when the cited run is gone from the registry: the lock is stale and the citation not found', async () => {
    const { run } = await release({});
    expect(run.code).toBe(1);
    expect(run.outputs.passed).toBe('false');
    expect(api.validationErrors).toEqual([]);
    expect(run.summary).toContain('citation-not-found');
    expect(run.summary).toContain('citation-lock-stale');
  });

  it('fails closed when the registry cannot be asked', async () => {
    const { run } = await release({ faults: { '/ena/': { kind: 'error', status: 502 } } });
    expect(run.code).toBe(1);
    expect(run.summary).toContain('citation-unlocked');
    expect(run.summary).toContain('could not be asked (citation-unlocked)');
  });
});
