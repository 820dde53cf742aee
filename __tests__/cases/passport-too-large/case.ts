import { defineCase } from '../harness.js';
import { editJson, pipeline, REPORT } from '../fixtures.js';

/** A value nested `depth` arrays deep. */
const nested = (depth: number): unknown => (depth === 0 ? 1 : [nested(depth - 1)]);

export default defineCase({
  summary: 'a parameter nests 300 levels deep, past the 256-level cap',
  violation: async (repo) => {
    await pipeline(repo);
    await editJson(repo, REPORT, (p) => (p.parameters = { deep: nested(300) }));
  },
  clean: async (repo) => {
    await pipeline(repo);
    await editJson(repo, REPORT, (p) => (p.parameters = { deep: nested(20) }));
  },
  expect: [{ path: REPORT }],
});
