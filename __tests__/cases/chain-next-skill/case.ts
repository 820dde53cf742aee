import { defineCase } from '../harness.js';
import { editJson, pipeline, VARIANTS } from '../fixtures.js';

export default defineCase({
  summary: 'the variants passport hints at another next skill than the one consuming it',
  violation: async (repo) => {
    await pipeline(repo);
    await editJson(repo, VARIANTS, (p) => (p.downstream_hints.next_skills = ['variant-plot']));
  },
  clean: async (repo) => {
    await pipeline(repo);
    await editJson(
      repo,
      VARIANTS,
      (p) => (p.downstream_hints.next_skills = ['variant-plot', 'variant-report']),
    );
  },
  expect: [{ path: 'results/report/report.passport.json' }],
});
