import { defineCase } from '../harness.js';
import { editJson, pipeline, REPORT } from '../fixtures.js';

export default defineCase({
  summary: 'size_bytes was edited while the digest still matches',
  violation: async (repo) => {
    await pipeline(repo);
    await editJson(repo, REPORT, (p) => (p.outputs[0].size_bytes += 1));
  },
  clean: pipeline,
  expect: [{ path: REPORT }],
});
