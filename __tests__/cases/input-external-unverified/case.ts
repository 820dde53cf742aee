import { defineCase } from '../harness.js';
import { sha256 } from '../../helpers/repo.js';
import { externalInput, GENOME } from '../fixtures.js';

export default defineCase({
  summary: 'an external reference genome lies under no configured external-inputs location',
  violation: (repo) => externalInput(repo, { sha: sha256(GENOME), located: false }),
  clean: (repo) => externalInput(repo, { sha: sha256(GENOME), located: true }),
  args: ['--root', 'work', '--all'],
  expect: [{ path: 'results/align/align.passport.json' }],
});
