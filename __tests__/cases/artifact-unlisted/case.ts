import { defineCase } from '../harness.js';
import { pipeline } from '../fixtures.js';

export default defineCase({
  summary: 'a log file sits in the report directory and no passport lists it',
  violation: async (repo) => {
    await pipeline(repo);
    await repo.write('results/report/render.log', 'rendered\n');
  },
  clean: pipeline,
  expect: [
    {
      path: 'results/report/render.log',
      // The fix never asks to list the stray file by a re-stamp (issue 37 item 1): that would
      // vouch for bytes no step is shown to have made.
      message:
        /move it out of the directory or delete it\. If a step wrote it, run that step again through passport-gate run.*A re-stamp alone would vouch/,
    },
  ],
});
