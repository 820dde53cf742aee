import { defineCase } from '../harness.js';
import { pipeline, REPORT } from '../fixtures.js';
import { epochOf, witnessPipeline } from '../../helpers/snakemake-records.js';

export default defineCase({
  summary:
    'the report passport was written (14:00) before the engine job that made its output started (15:00)',
  violation: async (repo) => {
    await pipeline(repo);
    await witnessPipeline(repo, (rule, spec) => {
      if (rule === 'report') {
        spec.starttime = epochOf('2026-06-17T15:00:00Z');
        spec.endtime = epochOf('2026-06-17T15:00:30Z');
      }
    });
  },
  clean: async (repo) => {
    await pipeline(repo);
    await witnessPipeline(repo);
  },
  expect: [
    {
      path: REPORT,
      message:
        /written at 2026-06-17T14:00:00\.000Z, before Snakemake's record of "results\/report\/summary\.md" .* started \(2026-06-17T15:00:00\.000Z\)/,
    },
  ],
});
