import type { TempRepo } from '../../helpers/repo.js';
import { defineCase } from '../harness.js';
import { editYaml, ENVELOPE, handoffs } from '../fixtures.js';

/** The example envelope, standing alone, with `intent` handed to the file editor. */
async function toEditor(repo: TempRepo, intent: string) {
  await handoffs(repo);
  await editYaml(repo, ENVELOPE, (e) => {
    e.intent = intent;
    e.next_action = 'file-edit-in-place';
  });
}

export default defineCase({
  summary: 'a detect envelope hands control straight to the file editor (read-only to mutation)',
  violation: (repo) => toEditor(repo, 'detect'),
  // The nearest valid neighbour: the router routed a named-file edit.
  clean: (repo) => toEditor(repo, 'edit_file'),
  expect: [{ path: ENVELOPE, message: /Set next_action: avoid-ai-writing-router/ }],
});
