import type { TempRepo } from '../../helpers/repo.js';
import { defineCase } from '../harness.js';
import { editYaml, ENVELOPE, handoffs } from '../fixtures.js';

/** The example envelope, standing alone, as an interpretation of the detector's signals. */
async function interpreting(repo: TempRepo, next: string) {
  await handoffs(repo);
  await editYaml(repo, ENVELOPE, (e) => {
    e.intent = 'interpret';
    e.execution_evidence.detector = 'model_only';
    e.next_action = next;
  });
}

export default defineCase({
  summary: 'an interpretation of detector signals is handed to the rewriter, not the reviewer',
  violation: (repo) => interpreting(repo, 'voice-preserving-rewriter'),
  clean: (repo) => interpreting(repo, 'false-positive-reviewer'),
  expect: [{ path: ENVELOPE, message: /Set next_action: false-positive-reviewer/ }],
});
