import type { TempRepo } from '../../helpers/repo.js';
import { commitAll, defineCase } from '../harness.js';
import { pipeline } from '../fixtures.js';

/** The pipeline committed (the base); then the working tree adds `results/report/.gitignore` when `change`. */
async function build(repo: TempRepo, change: boolean) {
  await pipeline(repo);
  await repo.write('.gitignore', 'scratch/\n');
  commitAll(repo, 'base');
  await repo.write('results/report/notes.tmp', 'workflow scratch\n');
  if (change) await repo.write('results/report/.gitignore', 'notes.tmp\n');
  else await repo.write('.gitignore', 'scratch/\n');
}

export default defineCase({
  summary:
    'the working tree adds a .gitignore that would hide an unlisted file, under --config-from',
  violation: (repo) => build(repo, true),
  clean: (repo) => build(repo, false),
  args: ['--all', '--config-from', 'HEAD'],
  expect: [
    { path: 'results/report/.gitignore', message: /would ignore "results\/report\/notes\.tmp"/ },
  ],
});
