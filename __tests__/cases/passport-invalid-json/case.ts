import { defineCase } from '../harness.js';
import { pipeline, REPORT } from '../fixtures.js';

export default defineCase({
  summary: 'the last passport of the chain is cut off mid-object',
  violation: async (repo) => {
    await pipeline(repo);
    await repo.write(REPORT, '{\n  "schema_version": "1.0.0",\n');
  },
  clean: pipeline,
  expect: [{ path: REPORT }],
});
