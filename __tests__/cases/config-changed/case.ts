import type { TempRepo } from '../../helpers/repo.js';
import { commitAll, defineCase } from '../harness.js';
import { pipeline } from '../fixtures.js';

/** The pipeline committed with a config; the working tree's config is then `head`. */
async function withHeadConfig(repo: TempRepo, head: string) {
  await pipeline(repo);
  await repo.write('.passport-gate.yml', 'rules:\n  artifact-unlisted: warning\n');
  commitAll(repo, 'base');
  await repo.write('.passport-gate.yml', head);
}

export default defineCase({
  summary: 'the pull request turns artifact-unlisted off in its own config',
  violation: (repo) => withHeadConfig(repo, 'rules:\n  artifact-unlisted: "off"\n'),
  clean: (repo) => withHeadConfig(repo, 'rules:\n  artifact-unlisted: warning\n'),
  args: ['--all', '--config-from', 'HEAD'],
  expect: [{ path: '.passport-gate.yml', message: /artifact-unlisted/ }],
});
