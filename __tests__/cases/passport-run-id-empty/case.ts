import { rename } from 'node:fs/promises';
import { defineCase } from '../harness.js';
import { pipeline, REPORT } from '../fixtures.js';

export default defineCase({
  summary: 'the report passport is named .passport.json, with no run id',
  violation: async (repo) => {
    await pipeline(repo);
    await rename(repo.abs(REPORT), repo.abs('results/report/.passport.json'));
  },
  clean: async (repo) => {
    await pipeline(repo);
    await rename(repo.abs(REPORT), repo.abs('results/report/r.passport.json'));
  },
  expect: [{ path: 'results/report/.passport.json', message: /^the passport's file name/ }],
});
