import { defineCase } from '../harness.js';
import { editJson, pipeline, REPORT } from '../fixtures.js';

export default defineCase({
  summary: 'the report passport, which consumes the variants, is dated at a leap second',
  violation: async (repo) => {
    await pipeline(repo);
    await editJson(repo, REPORT, (p) => (p.created_at = '2026-06-30T23:59:60Z'));
  },
  clean: async (repo) => {
    await pipeline(repo);
    await editJson(repo, REPORT, (p) => (p.created_at = '2026-06-30T23:59:59Z'));
  },
  expect: [{ path: REPORT, message: /created_at/ }],
});
