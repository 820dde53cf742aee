import { defineCase } from '../harness.js';
import { editJson, pipeline, REPORT } from '../fixtures.js';

export default defineCase({
  summary: 'produced_by has no skill_version',
  violation: async (repo) => {
    await pipeline(repo);
    await editJson(repo, REPORT, (p) => delete p.produced_by.skill_version);
  },
  clean: pipeline,
  expect: [{ path: REPORT }],
});
