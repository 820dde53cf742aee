import { CITATION_LOCK_FILE } from '../../../src/formats/citation-lock.js';
import type { TempRepo } from '../../helpers/repo.js';
import { commitAll, defineCase } from '../harness.js';
import { pipeline, writeCitationLock } from '../fixtures.js';

/**
 * The base commits a lock saying the accession does not exist; the change rewrites the entry
 * to "resolved" (violation) or leaves the lock alone (clean). Either way the base's lock is in
 * force: the accession stays citation-not-found.
 */
async function build(repo: TempRepo, rewrite: boolean) {
  await pipeline(repo);
  await writeCitationLock(repo, { 'accession:ERR123456': { status: 'not-found', service: 'ena' } });
  commitAll(repo, 'base');
  if (rewrite)
    await writeCitationLock(repo, {
      'accession:ERR123456': { status: 'resolved', service: 'ena' },
    });
}

export default defineCase({
  summary: "a change rewrites the lock's not-found entry as resolved, under --config-from",
  violation: (repo) => build(repo, true),
  clean: (repo) => build(repo, false),
  args: ['--all', '--config-from', 'HEAD'],
  expect: [
    {
      path: CITATION_LOCK_FILE,
      message:
        /changes "accession:ERR123456"\); passport-citations\.lock\.json at .* stays in force/,
    },
  ],
});
