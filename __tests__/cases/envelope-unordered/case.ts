import { readFile, rm } from 'node:fs/promises';
import type { TempRepo } from '../../helpers/repo.js';
import { defineCase } from '../harness.js';
import { ENVELOPE, handoffs } from '../fixtures.js';

/** The example envelope and a second one beside it, under the names given. */
async function twoEnvelopes(repo: TempRepo, first: string, second: string) {
  await handoffs(repo);
  const text = await readFile(repo.abs(ENVELOPE), 'utf8');
  await rm(repo.abs(ENVELOPE));
  await repo.write(first, text);
  await repo.write(second, text);
}

export default defineCase({
  summary: 'two envelopes share a directory and neither name says which came first',
  violation: (repo) => twoEnvelopes(repo, 'route.handoff.yaml', 'route-again.handoff.yaml'),
  clean: (repo) => twoEnvelopes(repo, '01-route.handoff.yaml', '02-route-again.handoff.yaml'),
  expect: [{ path: 'route-again.handoff.yaml' }, { path: 'route.handoff.yaml' }],
});
