import { defineCase } from '../harness.js';
import { editJson, pipeline, REPORT } from '../fixtures.js';

export default defineCase({
  summary: 'the passport says schema_version 2.0.0',
  violation: async (repo) => {
    await pipeline(repo);
    await editJson(repo, REPORT, (p) => (p.schema_version = '2.0.0'));
  },
  clean: async (repo) => {
    await pipeline(repo);
    await editJson(repo, REPORT, (p) => (p.schema_version = '1.4.0'));
  },
  expect: [{ path: REPORT }],
});
