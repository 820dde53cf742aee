import { defineCase } from '../harness.js';
import { ALIGN, pipeline } from '../fixtures.js';

export default defineCase({
  summary: 'the raw reads changed after the alignment read them',
  violation: async (repo) => {
    await pipeline(repo);
    await repo.write('data/sampleA_R1.fastq', '@r1\nACGA\n+\nIIII\n');
  },
  clean: pipeline,
  expect: [{ path: ALIGN }],
});
