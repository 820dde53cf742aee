import { defineCase } from '../harness.js';
import { sha256 } from '../../helpers/repo.js';
import { externalInput, GENOME } from '../fixtures.js';

export default defineCase({
  summary: 'the reference genome under the configured location is not the one the step read',
  violation: (repo) => externalInput(repo, { sha: sha256('another genome'), located: true }),
  clean: (repo) => externalInput(repo, { sha: sha256(GENOME), located: true }),
  args: ['--root', 'work', '--all'],
  expect: [{ path: 'results/align/align.passport.json' }],
});
