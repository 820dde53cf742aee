import { rename, unlink } from 'node:fs/promises';
import { defineCase } from '../harness.js';
import { editJson, pipeline, REPORT, VARIANTS } from '../fixtures.js';

export default defineCase({
  summary: 'the VCF the report read was renamed, and its producer re-stamped on the new name',
  violation: async (repo) => {
    await pipeline(repo);
    await rename(repo.abs('results/variants/sampleA.vcf'), repo.abs('results/variants/a.vcf'));
    await editJson(repo, VARIANTS, (p) => (p.outputs[0].path = 'results/variants/a.vcf'));
  },
  // Raw reads kept outside git, with their accession as `source`, may be absent.
  clean: async (repo) => {
    await pipeline(repo);
    await unlink(repo.abs('data/sampleA_R1.fastq'));
  },
  expect: [
    {
      path: REPORT,
      message:
        /records the same bytes as "results\/variants\/a\.vcf" now \(renamed\).* run the step again on the renamed file through passport-gate run .*: passport-gate run results\/report --run-id report --skill \S+ --skill-version \S+ --input results\/variants\/a\.vcf .*-- '<the step command>'\.$/,
    },
  ],
});
