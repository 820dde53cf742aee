import { attestWithKey, makeKey, writeKeyedPolicy } from '../../helpers/attest.js';
import { defineCase } from '../harness.js';
import { ALIGN, editJson, pipeline } from '../fixtures.js';

const DIRS = ['results/align', 'results/variants', 'results/report'];

export default defineCase({
  summary: 'the alignment passport was edited after it was signed',
  violation: async (repo) => {
    await pipeline(repo);
    await writeKeyedPolicy(repo, makeKey());
    await attestWithKey(repo, DIRS);
    await editJson(repo, ALIGN, (p) => {
      p.parameters = { threads: 64 };
    });
  },
  clean: async (repo) => {
    await pipeline(repo);
    await writeKeyedPolicy(repo, makeKey());
    await editJson(repo, ALIGN, (p) => {
      p.parameters = { threads: 64 };
    });
    await attestWithKey(repo, DIRS);
  },
  expect: [{ path: ALIGN, message: /re-stamped or edited after it was attested/ }],
});
