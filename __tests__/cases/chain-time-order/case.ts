import { defineCase } from '../harness.js';
import { editJson, pipeline, REPORT } from '../fixtures.js';

export default defineCase({
  // Reading the producer's output at other bytes is input-hash-mismatch, the producer having
  // re-run (one finding for one cause): here the report reads nothing of it.
  summary:
    'the report is dated before the variants passport it consumes, and reads none of its outputs',
  violation: async (repo) => {
    await pipeline(repo);
    await editJson(repo, REPORT, (p) => {
      p.created_at = '2026-06-17T12:30:00Z';
      p.inputs = [];
    });
  },
  clean: async (repo) => {
    await pipeline(repo);
    await editJson(repo, REPORT, (p) => (p.created_at = '2026-06-17T12:30:00Z'));
  },
  expect: [{ path: REPORT }],
});
