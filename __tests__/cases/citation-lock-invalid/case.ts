import { CITATION_LOCK_FILE } from '../../../src/formats/citation-lock.js';
import { defineCase } from '../harness.js';
import { pipeline, writeCitationLock } from '../fixtures.js';

export default defineCase({
  summary: 'the committed lock records a status the lock format does not have',
  violation: async (repo) => {
    await pipeline(repo);
    await repo.write(
      CITATION_LOCK_FILE,
      `${JSON.stringify({ lock_version: 1, citations: { 'accession:ERR123456': { status: 'trust me', service: 'ena', retrieved: '2026-06-17' } } }, null, 2)}\n`,
    );
  },
  clean: async (repo) => {
    await pipeline(repo);
    await writeCitationLock(repo, {
      'accession:ERR123456': { status: 'resolved', service: 'ena' },
    });
  },
  expect: [
    {
      path: CITATION_LOCK_FILE,
      line: 5,
      message:
        /must be one of "resolved", "not-found".*rm passport-citations\.lock\.json && passport-gate resolve$/,
    },
  ],
});
