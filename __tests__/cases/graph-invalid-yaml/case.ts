import { defineCase } from '../harness.js';
import { GRAPH, handoffs } from '../fixtures.js';

export default defineCase({
  summary: 'the skill graph has an unclosed flow sequence',
  violation: async (repo) => {
    await handoffs(repo);
    await repo.write(GRAPH, 'skills: [\n  {name: a, owns: b}\n');
  },
  clean: handoffs,
  expect: [{ path: GRAPH }],
});
