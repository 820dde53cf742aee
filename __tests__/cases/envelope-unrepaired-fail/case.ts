import type { TempRepo } from '../../helpers/repo.js';
import { defineCase } from '../harness.js';
import { editYaml, ENVELOPE, GRAPH, handoffs } from '../fixtures.js';

/** The second and last pass of a named-file edit whose verification FAILed. */
async function failedLastPass(repo: TempRepo, next: string | undefined) {
  await handoffs(repo);
  await editYaml(repo, GRAPH, (g) => {
    g.skills.push(
      { name: 'file-edit-in-place', owns: 'named-file mutation' },
      { name: 'preservation-verifier', owns: 'before/after status' },
    );
    g.edges.push(
      { from: 'avoid-ai-writing-router', to: 'file-edit-in-place', type: 'ROUTE' },
      { from: 'file-edit-in-place', to: 'preservation-verifier', type: 'VERIFY' },
      {
        from: 'preservation-verifier',
        to: 'file-edit-in-place',
        type: 'REPAIR',
        max_reentries: 1,
      },
    );
  });
  await editYaml(repo, ENVELOPE, (e) => {
    e.intent = 'edit_file';
    e.execution_evidence = { detector: 'not_run', mutation: 'executed', verifier: 'executed' };
    e.verification_summary = {
      status: 'FAIL',
      blocking_errors: ['a number changed'],
      warnings: [],
    };
    e.pass = { index: 2, max: 2 };
    if (next === undefined) delete e.next_action;
    else e.next_action = next;
  });
}

export default defineCase({
  summary:
    'verification FAILed on the last pass and the envelope sends the file to be edited again',
  violation: (repo) => failedLastPass(repo, 'file-edit-in-place'),
  clean: (repo) => failedLastPass(repo, undefined),
  expect: [{ path: ENVELOPE }],
});
