import { defineCase } from '../harness.js';
import { ALIGN, editJson, pipeline } from '../fixtures.js';

export default defineCase({
  summary: 'the raw reads have no producing passport and no source',
  violation: async (repo) => {
    await pipeline(repo);
    await editJson(repo, ALIGN, (p) => delete p.inputs[0].source);
  },
  clean: pipeline,
  expect: [{ path: ALIGN }],
});
