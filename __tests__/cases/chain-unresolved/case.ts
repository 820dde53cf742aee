import { defineCase } from '../harness.js';
import { uuidFromSeed } from '../../helpers/repo.js';
import { editJson, pipeline, REPORT } from '../fixtures.js';

export default defineCase({
  summary: 'the report consumes a passport id no passport in the repository has',
  violation: async (repo) => {
    await pipeline(repo);
    await editJson(repo, REPORT, (p) => p.consumed_passports.push(uuidFromSeed('nowhere')));
  },
  clean: pipeline,
  expect: [{ path: REPORT }],
});
