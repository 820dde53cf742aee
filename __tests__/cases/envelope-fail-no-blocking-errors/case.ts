import type { TempRepo } from '../../helpers/repo.js';
import { defineCase } from '../harness.js';
import { editYaml, ENVELOPE, handoffs } from '../fixtures.js';

/** The example envelope after a verification (model only) that FAILed with `blocking`. */
async function failedWith(repo: TempRepo, blocking: string[]) {
  await handoffs(repo);
  await editYaml(repo, ENVELOPE, (e) => {
    e.intent = 'verify';
    e.execution_evidence.verifier = 'model_only';
    e.verification_summary = { status: 'FAIL', blocking_errors: blocking, warnings: [] };
    delete e.next_action;
  });
}

export default defineCase({
  summary: 'a verification FAILs without listing what blocks it',
  violation: (repo) => failedWith(repo, []),
  clean: (repo) => failedWith(repo, ['numbers: "0.05" became "5%"']),
  expect: [{ path: ENVELOPE }],
});
