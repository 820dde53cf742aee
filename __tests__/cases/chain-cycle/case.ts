import { readFile } from 'node:fs/promises';
import { defineCase } from '../harness.js';
import { ALIGN, editJson, pipeline, REPORT } from '../fixtures.js';

export default defineCase({
  summary: 'the alignment claims to consume the report built from it',
  violation: async (repo) => {
    await pipeline(repo);
    const report = JSON.parse(await readFile(repo.abs(REPORT), 'utf8')) as { passport_id: string };
    await editJson(repo, ALIGN, (p) => (p.consumed_passports = [report.passport_id]));
  },
  clean: pipeline,
  expect: [{ path: ALIGN, message: /--drop-consumes/ }],
});
