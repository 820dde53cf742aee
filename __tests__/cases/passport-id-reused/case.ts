import { rm } from 'node:fs/promises';
import { sha256 as sha, type TempRepo } from '../../helpers/repo.js';
import { commitAll, defineCase } from '../harness.js';
import { ALIGN, editJson, pipeline } from '../fixtures.js';

const NEW = 'results/realign/realign.passport.json';

/** The alignment's passport and output deleted; a new passport elsewhere takes its id. */
async function replaceAlign(repo: TempRepo, sameBytes: boolean) {
  await pipeline(repo);
  commitAll(repo, 'base');
  const align = JSON.parse((await repo.read(ALIGN)).toString('utf8'));
  const bam = sameBytes ? 'BAM\u0001fake-alignment' : 'BAM\u0001another-alignment';
  await rm(repo.abs('results/align'), { recursive: true });
  await repo.write('results/realign/sampleA.sorted.bam', bam);
  await repo.write(NEW, `${JSON.stringify(align, null, 2)}\n`);
  await editJson(repo, NEW, (p) => {
    p.outputs[0].path = 'results/realign/sampleA.sorted.bam';
    p.outputs[0].sha256 = sha(bam);
    p.outputs[0].size_bytes = Buffer.byteLength(bam);
  });
}

export default defineCase({
  summary: 'the alignment and its passport are deleted and a new passport takes over its id',
  violation: (repo) => replaceAlign(repo, false),
  // The same passport moved with its output (same bytes): a move, not a reuse.
  clean: (repo) => replaceAlign(repo, true),
  args: ['--base', 'HEAD'],
  expect: [
    {
      path: NEW,
      message:
        /belonged to "results\/align\/align\.passport\.json" at the base.*: node -e '.*' results\/realign\/realign\.passport\.json$/,
    },
  ],
});
