import { commitAll } from '../../helpers/diff-repo.js';
import { buildRecordedChain, runReproduce } from '../../helpers/reproduce-repo.js';
import { defineCase } from '../harness.js';

export default defineCase({
  summary: 'the committed script of a recorded step now fails',
  violation: async (repo) => {
    await buildRecordedChain(repo);
    // Committed after the record: the step as recorded no longer runs.
    await repo.write(
      'scripts/count.js',
      "process.stderr.write('no \\u001b[31mcolour\\n');process.exit(3)",
    );
    commitAll(repo.root, 'break the script');
  },
  clean: buildRecordedChain,
  run: runReproduce,
  expect: [
    {
      path: 'results/count/count.passport.json',
      message: /exited 3; the end of its stderr: "no \\u001b\[31mcolour\\u000a"/,
    },
    // Its consumer reads what the failed re-run did not write: it fails too, named.
    { path: 'results/report/report.passport.json', message: /exited 1/ },
  ],
});
