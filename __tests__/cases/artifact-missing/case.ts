import { rm } from 'node:fs/promises';
import { defineCase } from '../harness.js';
import { pipeline, REPORT } from '../fixtures.js';

export default defineCase({
  summary: 'the report the last passport lists was deleted',
  violation: async (repo) => {
    await pipeline(repo);
    await rm(repo.abs('results/report/summary.md'));
  },
  clean: pipeline,
  expect: [{ path: REPORT }],
});
