import { defineCase } from '../harness.js';
import { pipeline } from '../fixtures.js';
import { witnessPipeline } from '../../helpers/snakemake-records.js';

export default defineCase({
  summary: '--engine snakemake where no .snakemake/metadata lies under the root',
  args: ['--all', '--engine', 'snakemake'],
  violation: pipeline,
  clean: async (repo) => {
    await pipeline(repo);
    await witnessPipeline(repo);
  },
  expect: [{ path: '', message: /no \.snakemake\/metadata lies under the root/ }],
});
