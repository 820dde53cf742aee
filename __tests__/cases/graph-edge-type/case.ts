import type { TempRepo } from '../../helpers/repo.js';
import { defineCase } from '../harness.js';
import { editYaml, GRAPH, handoffs } from '../fixtures.js';

/** The example graph with one more edge from the detector to the reviewer, of `type`. */
async function detectorToReviewer(repo: TempRepo, type: string) {
  await handoffs(repo);
  await editYaml(repo, GRAPH, (g) => {
    g.edges.push({ from: 'ai-writing-detector', to: 'false-positive-reviewer', type });
  });
}

export default defineCase({
  summary:
    'a REPAIR edge runs from the detector to the reviewer, where the seed has it from the verifier to a repair owner',
  violation: (repo) => detectorToReviewer(repo, 'REPAIR'),
  // The same two skills joined as the seed joins them: an escalation of detector signals.
  clean: (repo) => detectorToReviewer(repo, 'ESCALATE'),
  expect: [
    { path: GRAPH, message: /goes from "preservation-verifier"/ },
    { path: GRAPH, message: /goes to "voice-preserving-rewriter" or "file-edit-in-place"/ },
  ],
});
