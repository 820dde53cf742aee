import { defineCase } from '../harness.js';
import { editJson, pipeline, VARIANTS } from '../fixtures.js';
import { sha256 } from '../../helpers/repo.js';
import { witnessPipeline } from '../../helpers/snakemake-records.js';

export default defineCase({
  summary:
    'an agent-written passport claims an input (the raw reads) that Snakemake did not give the rule',
  violation: async (repo) => {
    await pipeline(repo);
    await witnessPipeline(repo);
    const reads = await repo.read('data/sampleA_R1.fastq');
    await editJson(repo, VARIANTS, (p) =>
      p.inputs.push({ type: 'fastq', path: 'data/sampleA_R1.fastq', sha256: sha256(reads) }),
    );
  },
  // The same claim, where the rule was given the reads too: the witnesses agree.
  clean: async (repo) => {
    await pipeline(repo);
    await witnessPipeline(repo, (rule, spec) => {
      if (rule === 'variants') spec.input?.push('data/sampleA_R1.fastq');
    });
    const reads = await repo.read('data/sampleA_R1.fastq');
    await editJson(repo, VARIANTS, (p) =>
      p.inputs.push({ type: 'fastq', path: 'data/sampleA_R1.fastq', sha256: sha256(reads) }),
    );
  },
  expect: [
    {
      path: VARIANTS,
      message:
        /records input "data\/sampleA_R1\.fastq", which the engine did not give the step: Snakemake's record of "results\/variants\/sampleA\.vcf" \(rule "variants"/,
    },
  ],
});
