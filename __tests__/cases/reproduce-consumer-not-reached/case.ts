import { commitAll } from '../../helpers/diff-repo.js';
import {
  buildRecordedChain,
  COUNT_SCRIPT,
  runCount,
  runReproduce,
} from '../../helpers/reproduce-repo.js';
import { defineCase } from '../harness.js';

/**
 * The count step's script changed (so the change touches count, and only count: its output's
 * bytes are the same, so the report step lists no changed file), with `prefix` run first.
 */
async function changeCountScript(repo: Parameters<typeof buildRecordedChain>[0], prefix: string) {
  await buildRecordedChain(repo);
  await repo.write('scripts/count.js', `${prefix}${COUNT_SCRIPT}`);
  await runCount(repo);
  commitAll(repo.root, 'count script changed');
}

export default defineCase({
  summary:
    'changed mode with a budget of 8 s and a 12 s changed step: its consumer is reported not reached',
  violation: (repo) =>
    changeCountScript(repo, 'Atomics.wait(new Int32Array(new SharedArrayBuffer(4)),0,0,12000);'),
  clean: (repo) => changeCountScript(repo, '/* the same counts */'),
  // The budget is wide enough for the clean pair's two short steps on a loaded 2-core runner
  // (1 s was not: the clean neighbour then ran out too), and the violation's step outlasts it.
  run: (repo) => runReproduce(repo, ['--base', 'HEAD~1', '--max-seconds', '8']),
  expect: [
    { path: 'results/report/report.passport.json', message: /ran out before its step started/ },
  ],
});
