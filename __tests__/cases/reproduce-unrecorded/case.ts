import { runCli } from '../../../src/cli.js';
import { captureIo } from '../../helpers/cli-io.js';
import { commitAll } from '../../helpers/diff-repo.js';
import { buildRecordedChain, runReproduce } from '../../helpers/reproduce-repo.js';
import { defineCase } from '../harness.js';

export default defineCase({
  summary: 'a step recorded by hand (stamp): no command to run again',
  violation: async (repo) => {
    await buildRecordedChain(repo);
    await repo.write('results/notes/notes.md', '# notes\n');
    const io = captureIo(repo.root);
    const code = await runCli(
      ['stamp', 'results/notes', '--skill', 'notes', '--skill-version', '1.0.0'],
      io,
    );
    if (code !== 0) throw new Error(`stamp exited ${code}: ${io.err()}`);
    commitAll(repo.root, 'hand record');
  },
  clean: buildRecordedChain,
  run: runReproduce,
  expect: [{ path: 'results/notes/notes.passport.json', message: /is a hand record/ }],
});
