import { defineCase } from '../harness.js';
import { editYaml, GRAPH, handoffs } from '../fixtures.js';

export default defineCase({
  summary: 'the reviewer claims the detector decision class, spelt differently',
  violation: async (repo) => {
    await handoffs(repo);
    await editYaml(repo, GRAPH, (g) => (g.skills[2].owns = 'Signal_Collection'));
  },
  clean: handoffs,
  expect: [{ path: GRAPH }],
});
