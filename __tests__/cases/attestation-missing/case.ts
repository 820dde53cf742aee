import { attestWithKey, makeKey, writeKeyedPolicy } from '../../helpers/attest.js';
import { defineCase } from '../harness.js';
import { pipeline, REPORT } from '../fixtures.js';

const DIRS = ['results/align', 'results/variants', 'results/report'];

export default defineCase({
  summary: 'results/** must be attested, and the report step was stamped but never signed',
  violation: async (repo) => {
    await pipeline(repo);
    await writeKeyedPolicy(repo, makeKey());
    await attestWithKey(repo, DIRS.slice(0, 2));
  },
  clean: async (repo) => {
    await pipeline(repo);
    await writeKeyedPolicy(repo, makeKey());
    await attestWithKey(repo, DIRS);
  },
  expect: [{ path: REPORT, message: /`passport-gate attest results\/report --key lab\.key`/ }],
});
