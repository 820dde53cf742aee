import type { TempRepo } from '../../helpers/repo.js';
import { defineCase } from '../harness.js';
import { editYaml, ENVELOPE, handoffs } from '../fixtures.js';

/** The example envelope, which hands control to the detector, with a return_to_router_reason. */
async function withReason(repo: TempRepo, next: string) {
  await handoffs(repo);
  await editYaml(repo, ENVELOPE, (e) => {
    e.next_action = next;
    e.return_to_router_reason = 'fresh_signal_collection_needed';
  });
}

export default defineCase({
  summary: 'an envelope gives a reason to return to the router yet hands control to the detector',
  violation: (repo) => withReason(repo, 'ai-writing-detector'),
  clean: (repo) => withReason(repo, 'avoid-ai-writing-router'),
  expect: [{ path: ENVELOPE, message: /Set next_action: avoid-ai-writing-router/ }],
});
