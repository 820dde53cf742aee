import { defineCase } from '../harness.js';
import { pipeline } from '../fixtures.js';

export default defineCase({
  summary: 'a log file sits in the report directory and no passport lists it',
  violation: async (repo) => {
    await pipeline(repo);
    await repo.write('results/report/render.log', 'rendered\n');
  },
  clean: pipeline,
  expect: [{ path: 'results/report/render.log' }],
});
