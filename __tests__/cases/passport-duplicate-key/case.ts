import { readFile } from 'node:fs/promises';
import { defineCase } from '../harness.js';
import { pipeline, REPORT } from '../fixtures.js';

export default defineCase({
  summary: 'the passport names its schema_version twice',
  violation: async (repo) => {
    await pipeline(repo);
    const text = await readFile(repo.abs(REPORT), 'utf8');
    await repo.write(REPORT, text.replace('{\n', '{\n  "schema_version": "1.0.1",\n'));
  },
  clean: pipeline,
  expect: [{ path: REPORT, line: 3 }],
});
