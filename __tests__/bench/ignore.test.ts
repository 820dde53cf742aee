/**
 * bench/ignore.mjs (issue 41: git's ignore answer timed in a git checkout of workload 2),
 * untimed: what it refuses before generating anything. An earlier session benchmarked an
 * empty tree (its data under a repository's ignored folder), so the tree audited "outside
 * git" must be outside git.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TempRepo } from '../helpers/repo.js';

const script = path.resolve(import.meta.dirname, '../../bench/ignore.mjs');
let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-bench-ignore-');
});
afterEach(async () => {
  await repo.remove();
});

describe('bench/ignore.mjs', () => {
  it('refuses without --before', () => {
    const r = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--before');
  });

  it('refuses --outside data that lies in a git repository, before generating it', () => {
    execFileSync('git', ['init', '-q'], { cwd: repo.root });
    const data = repo.abs('bench-data');
    const r = spawnSync(
      process.execPath,
      [script, '--before', script, '--data', data, '--outside'],
      { encoding: 'utf8' },
    );
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('lies in a git repository');
    expect(spawnSync('ls', [data], { encoding: 'utf8' }).stdout).toBe('');
  });
});
