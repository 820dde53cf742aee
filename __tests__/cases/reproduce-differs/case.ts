import { defineCase } from '../harness.js';
import { buildRecordedChain, handEditOutput, runReproduce } from '../../helpers/reproduce-repo.js';

export default defineCase({
  summary: 'an output edited by hand, its new sha256 written into the run record',
  violation: async (repo) => {
    await buildRecordedChain(repo);
    await handEditOutput(repo, 'results/report/r.txt', 'results/report/report.passport.json');
  },
  clean: buildRecordedChain,
  run: runReproduce,
  expect: [
    {
      path: 'results/report/report.passport.json',
      message:
        /wrote "results\/report\/r\.txt" with sha256 [0-9a-f]{64}, the record says [0-9a-f]{64}; first difference at line 2: recorded "LINES 1", re-run "LINES 4"/,
    },
  ],
});
