import type { TempRepo } from '../../helpers/repo.js';
import { defineCase } from '../harness.js';
import { editYaml, ENVELOPE, handoffs } from '../fixtures.js';

/** The example envelope as a visual prompt describing people, with `constraints` protected. */
async function visualPrompt(repo: TempRepo, constraints: string[]) {
  await handoffs(repo);
  await editYaml(repo, ENVELOPE, (e) => {
    e.source_kind = 'visual_prompt';
    e.protected_constraints = constraints;
    e.risk_flags.human_representation_sensitive = true;
  });
}

export default defineCase({
  summary: 'an image prompt describing people does not protect their identity (GUARD)',
  violation: (repo) => visualPrompt(repo, ['facts']),
  clean: (repo) => visualPrompt(repo, ['facts', 'identity_and_cultural_specificity']),
  expect: [{ path: ENVELOPE, message: /identity_and_cultural_specificity/ }],
});
