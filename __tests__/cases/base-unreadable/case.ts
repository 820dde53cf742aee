import { execFileSync } from 'node:child_process';
import type { TempRepo } from '../../helpers/repo.js';
import { commitAll, defineCase } from '../harness.js';
import { pipeline } from '../fixtures.js';

/** The pipeline committed on main, as a GitLab merge request pipeline's clone holds it. */
async function committed(repo: TempRepo) {
  await pipeline(repo);
  commitAll(repo, 'base');
}

export default defineCase({
  summary: "a GitLab merge request pipeline whose clone does not hold the target branch's head",
  violation: committed,
  // The clean neighbour has the target branch fetched (origin/main).
  clean: async (repo) => {
    await committed(repo);
    execFileSync('git', ['update-ref', 'refs/remotes/origin/main', 'HEAD'], { cwd: repo.root });
  },
  args: [],
  env: {
    GITLAB_CI: 'true',
    CI_MERGE_REQUEST_IID: '7',
    CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main',
  },
  exitCode: 2,
  expect: [
    {
      path: '',
      message:
        /origin\/main .* is not in this clone; fetch it before the audit: git fetch origin main/,
    },
  ],
});
