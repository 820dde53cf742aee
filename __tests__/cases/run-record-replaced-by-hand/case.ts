import { runCli } from '../../../src/cli.js';
import { captureIo } from '../../helpers/cli-io.js';
import { buildRecordedChain } from '../../helpers/reproduce-repo.js';
import type { TempRepo } from '../../helpers/repo.js';
import { defineCase } from '../harness.js';

const REPORT = 'results/report/report.passport.json';

/** `passport-gate stamp results/report --force` in process: a hand record over the run record. */
async function forceStamp(repo: TempRepo): Promise<void> {
  const io = captureIo(repo.root);
  const code = await runCli(['stamp', 'results/report', '--force'], io);
  if (code !== 0) throw new Error(`stamp exited ${code}: ${io.err()}`);
}

export default defineCase({
  summary:
    "the report's output edited by hand and its run record replaced by a forced stamp, same inputs and code",
  violation: async (repo) => {
    await buildRecordedChain(repo);
    await repo.write('results/report/r.txt', 'REPORT\nLINES 1\nCHARS 1\n');
    await forceStamp(repo);
  },
  // Its code changed and the hand record says so: another step, not an edited output.
  clean: async (repo) => {
    await buildRecordedChain(repo);
    await repo.write(
      'scripts/report.js',
      "require('fs').writeFileSync('results/report/r.txt','x');",
    );
    await repo.write('results/report/r.txt', 'x');
    await forceStamp(repo);
  },
  args: ['--base', 'HEAD'],
  expect: [
    {
      path: REPORT,
      message:
        /written by passport-gate run; now it is a hand record .* run the step again as the base recorded it: passport-gate run results\/report --run-id report --skill report --skill-version 1\.0\.0 --input results\/count\/n\.txt --code scripts\/report\.js -- /,
    },
  ],
});
