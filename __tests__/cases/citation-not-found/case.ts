import { defineCase } from '../harness.js';
import { ALIGN, pipeline, writeCitationLock } from '../fixtures.js';

export default defineCase({
  summary: "the raw reads' accession is one ENA has no record of, as the committed lock says",
  violation: async (repo) => {
    await pipeline(repo);
    await writeCitationLock(repo, {
      'accession:ERR123456': { status: 'not-found', service: 'ena' },
    });
  },
  clean: async (repo) => {
    await pipeline(repo);
    await writeCitationLock(repo, {
      'accession:ERR123456': { status: 'resolved', service: 'ena', title: 'HiSeq run' },
    });
  },
  expect: [
    {
      path: ALIGN,
      message:
        /ena has no such record .*passport-gate stamp results\/align --source 'data\/sampleA_R1\.fastq=unresolved: accession:ERR123456 has no record at ena'$/,
    },
  ],
});
