import { commitAll } from '../../helpers/diff-repo.js';
import {
  buildRecordedChain,
  COUNT_SCRIPT,
  runCount,
  runReproduce,
} from '../../helpers/reproduce-repo.js';
import { defineCase } from '../harness.js';

/** The count step takes 12 s (a sleep before its deterministic work). */
const SLOW_COUNT = `Atomics.wait(new Int32Array(new SharedArrayBuffer(4)),0,0,12000);${COUNT_SCRIPT}`;

export default defineCase({
  summary: 'a budget of 8 s with a 12 s step: the step is killed, and its consumer not reached',
  violation: async (repo) => {
    await buildRecordedChain(repo);
    await repo.write('scripts/count.js', SLOW_COUNT);
    await runCount(repo);
    commitAll(repo.root, 'slow count');
  },
  clean: buildRecordedChain,
  // 8 s, not 1 s: the clean chain's two short steps must fit on a loaded 2-core runner.
  run: (repo) => runReproduce(repo, ['--max-seconds', '8']),
  expect: [
    { path: 'results/count/count.passport.json', message: /killed when the budget of 8 s/ },
    { path: 'results/report/report.passport.json', message: /ran out before its step started/ },
  ],
});
