import { mkdir } from 'node:fs/promises';
import type { TempRepo } from '../../helpers/repo.js';
import { commitAll, defineCase } from '../harness.js';
import { pipeline } from '../fixtures.js';
import { git } from '../../helpers/diff-repo.js';

/** The pipeline committed, with `results/sub` an empty directory; a gitlink when `gitlink`. */
async function build(repo: TempRepo, gitlink: boolean) {
  await pipeline(repo);
  commitAll(repo, 'pipeline');
  // A gitlink as `git submodule add` records one (any commit id will do: it is never fetched).
  if (gitlink)
    git(repo.root, 'update-index', '--add', '--cacheinfo', `160000,${'1'.repeat(40)},results/sub`);
  await mkdir(repo.abs('results/sub'), { recursive: true });
  await repo.write('changed.txt', 'results/sub\n');
}

export default defineCase({
  summary: 'the change moves a submodule in results/, checked out without its content',
  violation: (repo) => build(repo, true),
  clean: (repo) => build(repo, false),
  args: ['--changed-files', 'changed.txt'],
  expect: [{ path: 'results/sub', message: /submodules: true/ }],
});
