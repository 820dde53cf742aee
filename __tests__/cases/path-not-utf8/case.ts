import { writeFile } from 'node:fs/promises';
import { defineCase } from '../harness.js';
import { pipeline } from '../fixtures.js';

export default defineCase({
  summary: 'a file name in an output directory is Latin-1, not UTF-8',
  violation: async (repo) => {
    await pipeline(repo);
    const dir = Buffer.from(`${repo.abs('results/report')}/`);
    await writeFile(Buffer.concat([dir, Buffer.from([0x72, 0xe9, 0x73, 0x75, 0x6d, 0xe9])]), 'x');
  },
  clean: pipeline,
  expect: [{ path: 'results/report/r\ufffdsum\ufffd' }],
});
