import { defineCase } from '../harness.js';
import { pipeline, REPORT } from '../fixtures.js';

export default defineCase({
  summary: 'the report was edited by hand after its passport was written',
  violation: async (repo) => {
    await pipeline(repo);
    await repo.write('results/report/summary.md', '# Variants\n2 variants\n');
  },
  clean: pipeline,
  expect: [{ path: REPORT }],
});
