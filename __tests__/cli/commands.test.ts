/**
 * When `audit` boots its hashing threads: before its code loads for a whole-repository audit,
 * only for a hash job worth them for a changed-scope one (docs/performance.md, issue 41: a
 * changed-scope audit reads every passport but hashes a few files).
 */
import { writeFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../src/cli.js';
import { HashPool } from '../../src/hash/hash-pool.js';
import { buildPipeline, TempRepo } from '../helpers/repo.js';
import { captureIo } from '../helpers/cli-io.js';
import { commitAll } from '../helpers/diff-repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await repo.remove();
});

describe('audit', () => {
  it('boots no hashing thread for a changed scope, and still finds what it finds', async () => {
    await buildPipeline(repo);
    await writeFile(repo.abs('results/variants/sampleA.vcf'), 'tampered');
    await repo.write('changed.txt', 'results/variants/sampleA.vcf\n');
    // A pool of two threads, whatever this machine's cores: a pool of one has none to boot.
    const env = { PASSPORT_GATE_HASH_THREADS: '2' };
    const start = vi.spyOn(HashPool.prototype, 'start');
    expect(
      await runCli(['audit', '--changed-files', 'changed.txt'], captureIo(repo.root, env)),
    ).toBe(1);
    expect(await runCli(['audit', '--changed-files=changed.txt'], captureIo(repo.root, env))).toBe(
      1,
    );
    expect(start).not.toHaveBeenCalled();
    // A whole-repository audit still starts them early.
    expect(await runCli(['audit', '--all'], captureIo(repo.root, env))).toBe(1);
    expect(start).toHaveBeenCalled();
  });

  it('boots no hashing thread in a GitLab merge request pipeline audited without --all', async () => {
    repo.gitInit();
    await buildPipeline(repo);
    const target = commitAll(repo.root, 'base');
    await writeFile(repo.abs('results/variants/sampleA.vcf'), 'tampered');
    commitAll(repo.root, 'tamper');
    // GitLab's variables in a merge request pipeline (hosts/gitlab.ts), a pool of two threads.
    const env = {
      PASSPORT_GATE_HASH_THREADS: '2',
      GITLAB_CI: 'true',
      CI_MERGE_REQUEST_IID: '7',
      CI_MERGE_REQUEST_TARGET_BRANCH_SHA: target,
      CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main',
      CI_PIPELINE_SOURCE: 'merge_request_event',
    };
    const start = vi.spyOn(HashPool.prototype, 'start');
    expect(await runCli(['audit', '--quiet'], captureIo(repo.root, env))).toBe(1);
    expect(start).not.toHaveBeenCalled();
    // Told --all, the same pipeline audits the whole repository and starts them early.
    expect(await runCli(['audit', '--all', '--quiet'], captureIo(repo.root, env))).toBe(1);
    expect(start).toHaveBeenCalled();
  });
});
