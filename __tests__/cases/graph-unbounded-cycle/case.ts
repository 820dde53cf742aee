import type { TempRepo } from '../../helpers/repo.js';
import { defineCase } from '../harness.js';
import { editYaml, GRAPH, handoffs } from '../fixtures.js';

/** A rewrite-verify-repair loop whose REPAIR edge carries `bound` (none when undefined). */
async function repairLoop(repo: TempRepo, bound: number | undefined) {
  await handoffs(repo);
  await editYaml(repo, GRAPH, (g) => {
    g.skills.push(
      { name: 'voice-preserving-rewriter', owns: 'returned-text rewriting' },
      { name: 'preservation-verifier', owns: 'before/after status' },
    );
    g.edges.push(
      { from: 'avoid-ai-writing-router', to: 'voice-preserving-rewriter', type: 'ROUTE' },
      { from: 'voice-preserving-rewriter', to: 'preservation-verifier', type: 'VERIFY' },
      {
        from: 'preservation-verifier',
        to: 'voice-preserving-rewriter',
        type: 'REPAIR',
        ...(bound === undefined ? {} : { max_reentries: bound }),
      },
    );
  });
}

export default defineCase({
  summary: 'the repair loop between rewriter and verifier has no max_reentries',
  violation: (repo) => repairLoop(repo, undefined),
  clean: (repo) => repairLoop(repo, 1),
  expect: [{ path: GRAPH, message: /voice-preserving-rewriter/ }],
});
