import { defineCase } from '../harness.js';
import { pipeline } from '../fixtures.js';
import {
  snakemakeRecordName,
  writeSnakemakeRecord,
  witnessPipeline,
} from '../../helpers/snakemake-records.js';

export default defineCase({
  summary: "Snakemake's record of the variants output is cut short (not JSON)",
  violation: async (repo) => {
    await pipeline(repo);
    await witnessPipeline(repo);
    await writeSnakemakeRecord(
      repo,
      { output: 'results/variants/sampleA.vcf', rule: 'variants' },
      { text: '{"rule": "variants", "inp' },
    );
  },
  clean: async (repo) => {
    await pipeline(repo);
    await witnessPipeline(repo);
  },
  expect: [
    {
      // the record's own file, named as Snakemake names it
      path: `.snakemake/metadata/${snakemakeRecordName('results/variants/sampleA.vcf')}`,
      message: /record of "results\/variants\/sampleA\.vcf" is not UTF-8 JSON/,
    },
  ],
});
