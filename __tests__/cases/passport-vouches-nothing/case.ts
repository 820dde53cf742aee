import { runCli } from '../../../src/cli.js';
import { captureIo } from '../../helpers/cli-io.js';
import type { TempRepo } from '../../helpers/repo.js';
import { defineCase } from '../harness.js';
import { pipeline } from '../fixtures.js';

const COHORT = 'results/cohort/cohort.passport.json';

/** `passport-gate run results/cohort … -- node scripts/say.js` in process, with `flags` added. */
async function runCohort(repo: TempRepo, flags: readonly string[]): Promise<void> {
  // The step writes its verdict without reading the cohort: nothing it came from to record.
  await repo.write(
    'scripts/say.js',
    "require('fs').mkdirSync('results/cohort',{recursive:true});" +
      "require('fs').writeFileSync('results/cohort/summary.txt','The cohort looks fine.\\n');",
  );
  const io = captureIo(repo.root);
  const args = ['results/cohort', '--run-id', 'cohort', '--skill', 'cohort-summary'];
  args.push('--skill-version', '1.0.0', '--code', 'scripts/say.js', ...flags);
  const code = await runCli(['run', ...args, '--', process.execPath, 'scripts/say.js'], io);
  if (code !== 0) throw new Error(`run exited ${code}: ${io.err()}`);
}

export default defineCase({
  summary:
    "an agent's verdict recorded by run with only its script as input: no input, source or parameter",
  violation: async (repo) => {
    await pipeline(repo);
    await runCohort(repo, []);
    // A hand record with nothing at all (parameters {} as the flag-less stamp writes it).
    await repo.write('results/notes/notes.txt', 'all good\n');
    await repo.passport({
      dir: 'results/notes',
      outputs: ['results/notes/notes.txt'],
      parameters: {},
    });
  },
  // The same step given a parameter (a generator given its seed), and the notes naming what
  // they were read from: each vouches.
  clean: async (repo) => {
    await pipeline(repo);
    await runCohort(repo, ['--param', 'threshold=0.05']);
    await repo.write('results/notes/notes.txt', 'all good\n');
    await repo.passport({
      dir: 'results/notes',
      inputs: ['results/report/summary.md'],
      outputs: ['results/notes/notes.txt'],
      parameters: {},
    });
  },
  expect: [
    {
      path: COHORT,
      message:
        /its only input is the step's code \("scripts\/say\.js"\).*passport-gate run results\/cohort --run-id cohort --skill cohort-summary --skill-version 1\.0\.0 --input '<each file the step read>' --code scripts\/say\.js -- '<the step command>'/,
    },
    {
      path: 'results/notes/notes.passport.json',
      message: /vouches for nothing: it records no input/,
    },
  ],
});
