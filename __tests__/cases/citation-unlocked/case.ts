import { defineCase } from '../harness.js';
import { ALIGN, pipeline, writeCitationLock } from '../fixtures.js';

export default defineCase({
  summary: 'the config requires a lock and the cited accession was never looked up',
  violation: async (repo) => {
    await pipeline(repo);
    await repo.write('.passport-gate.yml', 'citations:\n  lock: required\n');
    await writeCitationLock(repo, {});
  },
  clean: async (repo) => {
    await pipeline(repo);
    await repo.write('.passport-gate.yml', 'citations:\n  lock: required\n');
    await writeCitationLock(repo, {
      'accession:ERR123456': { status: 'resolved', service: 'ena' },
    });
  },
  expect: [{ path: ALIGN, message: /commit the lock: passport-gate resolve$/ }],
});
