import { defineCase } from '../harness.js';
import { editJson, pipeline, REPORT } from '../fixtures.js';

export default defineCase({
  summary: 'the report passport keeps the passport_id of seed 000\'s example, "uuid-v4"',
  violation: async (repo) => {
    await pipeline(repo);
    await editJson(repo, REPORT, (p) => (p.passport_id = 'uuid-v4'));
  },
  clean: pipeline,
  expect: [
    { path: REPORT, message: /Give it a fresh one \(run at the repository root\): node -e / },
  ],
});
