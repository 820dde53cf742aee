import { defineCase } from '../harness.js';
import { editJson, pipeline, VARIANTS } from '../fixtures.js';
import { witnessPipeline } from '../../helpers/snakemake-records.js';
import type { TempRepo } from '../../helpers/repo.js';

/** The variants passport as a run record of `gatk HaplotypeCaller -I <bam>`. */
async function recordCommand(repo: TempRepo): Promise<void> {
  await editJson(repo, VARIANTS, (p) => {
    p.recorded_by = {
      tool: 'passport-gate',
      version: '1.0.0',
      method: 'run',
      command: ['gatk', 'HaplotypeCaller', '-I', 'results/align/sampleA.sorted.bam'],
      working_directory: '.',
      outputs: 'declared',
      exit_code: 0,
      started_at: '2026-06-17T12:59:20Z',
      ended_at: '2026-06-17T12:59:25Z',
    };
  });
}

export default defineCase({
  summary: 'a run record names a command the engine did not run for the same output',
  violation: async (repo) => {
    await pipeline(repo);
    await witnessPipeline(repo, (rule, spec) => {
      if (rule === 'variants') spec.shellcmd = 'bcftools call results/align/sampleA.sorted.bam';
    });
    await recordCommand(repo);
  },
  clean: async (repo) => {
    await pipeline(repo);
    await witnessPipeline(repo, (rule, spec) => {
      if (rule === 'variants')
        spec.shellcmd =
          "passport-gate run results/variants -- gatk HaplotypeCaller -I 'results/align/sampleA.sorted.bam'";
    });
    await recordCommand(repo);
  },
  expect: [
    {
      path: VARIANTS,
      message:
        /records command "gatk HaplotypeCaller -I results\/align\/sampleA\.sorted\.bam", which is not in the command Snakemake's record of .* ran: "bcftools call/,
    },
  ],
});
