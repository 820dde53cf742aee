import { defineCase } from '../harness.js';
import { editYaml, GRAPH, handoffs } from '../fixtures.js';

export default defineCase({
  summary: 'an edge escalates to a skill the graph does not declare',
  violation: async (repo) => {
    await handoffs(repo);
    await editYaml(repo, GRAPH, (g) => (g.edges[1].to = 'second-opinion'));
  },
  clean: handoffs,
  expect: [{ path: GRAPH }],
});
