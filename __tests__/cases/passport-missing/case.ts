import { defineCase } from '../harness.js';
import { pipeline } from '../fixtures.js';

export default defineCase({
  summary: 'a new output directory beside stamped ones holds a VCF and no passport',
  violation: async (repo) => {
    await pipeline(repo);
    await repo.write('results/annotation/sampleA.annotated.vcf', '##fileformat=VCFv4.2\n');
  },
  clean: async (repo) => {
    await pipeline(repo);
    await repo.write('results/annotation/sampleA.annotated.vcf', '##fileformat=VCFv4.2\n');
    await repo.passport({
      dir: 'results/annotation',
      outputs: ['results/annotation/sampleA.annotated.vcf'],
    });
  },
  expect: [
    {
      path: 'results/annotation/sampleA.annotated.vcf',
      message: /passport-gate run results\/annotation --skill annotation/,
    },
  ],
});
