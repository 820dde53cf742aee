import { readFile } from 'node:fs/promises';
import { defineCase } from '../harness.js';
import { ALIGN, editJson, pipeline, REPORT } from '../fixtures.js';

export default defineCase({
  summary: 'the report passport was copied from the alignment: both carry one passport_id',
  violation: async (repo) => {
    await pipeline(repo);
    const align = JSON.parse(await readFile(repo.abs(ALIGN), 'utf8')) as { passport_id: string };
    await editJson(repo, REPORT, (p) => (p.passport_id = align.passport_id.toUpperCase()));
  },
  clean: pipeline,
  expect: [{ path: ALIGN }, { path: REPORT }],
});
