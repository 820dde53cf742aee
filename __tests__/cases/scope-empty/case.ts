import type { TempRepo } from '../../helpers/repo.js';
import { defineCase } from '../harness.js';
import { pipeline } from '../fixtures.js';

/** The pipeline and a change list holding `name`. */
async function changed(repo: TempRepo, name: string) {
  await pipeline(repo);
  await repo.write('README.md', '# analysis\n');
  await repo.write('changed.txt', `${name}\n`);
}

export default defineCase({
  summary: 'the change touches only the README',
  violation: (repo) => changed(repo, 'README.md'),
  clean: (repo) => changed(repo, 'results/report/summary.md'),
  args: ['--changed-files', 'changed.txt'],
  expect: [{ path: '' }],
});
