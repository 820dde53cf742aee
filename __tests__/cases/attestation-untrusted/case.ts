import { attestWithKey, makeKey, writeKeyedPolicy } from '../../helpers/attest.js';
import { defineCase } from '../harness.js';
import { ALIGN, pipeline, REPORT, VARIANTS } from '../fixtures.js';

const DIRS = ['results/align', 'results/variants', 'results/report'];

export default defineCase({
  summary: 'every passport is signed, by a key the config does not trust',
  violation: async (repo) => {
    await pipeline(repo);
    await writeKeyedPolicy(repo, makeKey());
    await repo.write('mine.key', makeKey().privatePem);
    await attestWithKey(repo, DIRS, 'mine.key');
  },
  clean: async (repo) => {
    await pipeline(repo);
    await writeKeyedPolicy(repo, makeKey());
    await attestWithKey(repo, DIRS);
  },
  // Along the chain (docs/rules.md, "Order"): align, then the variants it feeds, then the report.
  expect: [ALIGN, VARIANTS, REPORT].map((path) => ({
    path,
    message: /which no `trust: - key:` entry of the config in force names/,
  })),
});
