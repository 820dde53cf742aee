import { defineCase } from '../harness.js';
import { editJson, pipeline, REPORT } from '../fixtures.js';

export default defineCase({
  summary: 'the report is dated before the variants passport it consumes, and read other bytes',
  violation: async (repo) => {
    await pipeline(repo);
    await editJson(repo, REPORT, (p) => {
      p.created_at = '2026-06-17T12:30:00Z';
      p.inputs[0].sha256 = 'a'.repeat(64);
    });
  },
  clean: async (repo) => {
    await pipeline(repo);
    await editJson(repo, REPORT, (p) => (p.created_at = '2026-06-17T12:30:00Z'));
  },
  expect: [{ path: REPORT }],
});
