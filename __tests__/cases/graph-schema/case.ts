import { defineCase } from '../harness.js';
import { editYaml, GRAPH, handoffs } from '../fixtures.js';

export default defineCase({
  summary: 'an edge has a type that is none of the typed handoffs',
  violation: async (repo) => {
    await handoffs(repo);
    await editYaml(repo, GRAPH, (g) => (g.edges[1].type = 'TELEPORT'));
  },
  clean: handoffs,
  expect: [{ path: GRAPH }],
});
