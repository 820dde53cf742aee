import type { TempRepo } from '../../helpers/repo.js';
import { defineCase } from '../harness.js';
import { editYaml, GRAPH, handoffs } from '../fixtures.js';

/** The example graph with a terminal `archivist` that has one outgoing edge of `type`. */
async function terminalWith(repo: TempRepo, type: string) {
  await handoffs(repo);
  await editYaml(repo, GRAPH, (g) => {
    g.skills.push({ name: 'archivist', owns: 'archival', terminal: true });
    g.edges.push({ from: 'avoid-ai-writing-router', to: 'archivist', type: 'ROUTE' });
    g.edges.push({ from: 'archivist', to: 'avoid-ai-writing-router', type });
  });
}

export default defineCase({
  summary: 'a terminal skill routes work on instead of returning it to the router',
  violation: (repo) => terminalWith(repo, 'ROUTE'),
  clean: (repo) => terminalWith(repo, 'RETURN'),
  expect: [{ path: GRAPH }],
});
