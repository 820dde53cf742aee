import { rename } from 'node:fs/promises';
import { sha256 } from '../../helpers/repo.js';
import { defineCase } from '../harness.js';
import { editJson, pipeline, REPORT, VARIANTS } from '../fixtures.js';

const VCF = '##fileformat=VCFv4.2\n#re-called\n';

export default defineCase({
  summary: 'the variants step was re-run and re-stamped; the report that read its old VCF was not',
  violation: async (repo) => {
    await pipeline(repo);
    await repo.write('results/variants/sampleA.vcf', VCF);
    await editJson(repo, VARIANTS, (p) => {
      p.outputs[0].sha256 = sha256(VCF);
      p.outputs[0].size_bytes = Buffer.byteLength(VCF);
    });
  },
  // A rename the report follows (re-stamped on the new name) is no staleness.
  clean: async (repo) => {
    await pipeline(repo);
    await rename(repo.abs('results/report/summary.md'), repo.abs('results/report/summary.txt'));
    await editJson(repo, REPORT, (p) => (p.outputs[0].path = 'results/report/summary.txt'));
  },
  expect: [
    {
      path: REPORT,
      message:
        /records [0-9a-f]{12}… now\. .*run the step again through passport-gate run .*: passport-gate run results\/report --run-id report --skill \S+ --skill-version \S+ .*-- '<the step command>'$/,
    },
  ],
});
