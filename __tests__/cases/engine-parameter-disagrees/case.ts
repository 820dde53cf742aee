import { defineCase } from '../harness.js';
import { editJson, pipeline, VARIANTS } from '../fixtures.js';
import { witnessPipeline } from '../../helpers/snakemake-records.js';

export default defineCase({
  summary: 'the passport records min_mapq 30; Snakemake passed the rule 20',
  violation: async (repo) => {
    await pipeline(repo);
    await witnessPipeline(repo, (rule, spec) => {
      if (rule === 'variants') spec.params = ['20', "'gatk'"];
    });
    await editJson(repo, VARIANTS, (p) => (p.parameters = { min_mapq: 30, caller: 'gatk' }));
  },
  clean: async (repo) => {
    await pipeline(repo);
    await witnessPipeline(repo, (rule, spec) => {
      if (rule === 'variants') spec.params = ['30', "'gatk'"];
    });
    await editJson(repo, VARIANTS, (p) => (p.parameters = { min_mapq: 30, caller: 'gatk' }));
  },
  expect: [
    {
      path: VARIANTS,
      message:
        /parameter "min_mapq" = "30", a value the engine neither passed the step .* has params "'gatk', 20"/,
    },
  ],
});
