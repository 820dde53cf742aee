import { defineCase } from '../harness.js';
import { editJson, pipeline, REPORT } from '../fixtures.js';

export default defineCase({
  summary: 'the report step records exit code 1',
  violation: async (repo) => {
    await pipeline(repo);
    await editJson(repo, REPORT, (p) => (p.errors[0].exit_code = 1));
  },
  clean: pipeline,
  expect: [{ path: REPORT }],
});
