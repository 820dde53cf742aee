import { defineCase } from '../harness.js';
import { editJson, pipeline, REPORT } from '../fixtures.js';

export default defineCase({
  summary: 'the report reads the VCF the variants passport records, without consuming it',
  violation: async (repo) => {
    await pipeline(repo);
    await editJson(repo, REPORT, (p) => (p.consumed_passports = []));
  },
  clean: pipeline,
  expect: [{ path: REPORT }],
});
