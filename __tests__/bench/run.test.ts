/**
 * bench/run.mjs workload 8 (the release audit at scale, issue 41), run for real at a small
 * --scale on this runtime: it generates its clean tree, times the audit against the lean floor
 * and shards 1/4 and 2/4 against the audit, and prints a verdict for each goal (CPU against
 * the lean floor, the peak, each shard's fixed cost). A shard or floor that failed would stop
 * the bench with its exit code; a verdict left out would leave a goal unmeasured.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const env = { ...process.env };
delete env.NODE_EXTRA_CA_CERTS;

let dir: string;
beforeAll(async () => {
  // Outside any repository: a .gitignore around the tree would hide its files from the audit.
  dir = await mkdtemp(path.join(tmpdir(), 'pg-bench-run-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('bench/run.mjs --only 8', () => {
  it('times the audit of --scale files against the lean floor and gives each shard its fixed cost', async () => {
    const r = spawnSync(
      process.execPath,
      [
        'bench/run.mjs',
        '--only',
        '8',
        '--scale',
        '300',
        '--runs',
        '1',
        '--data',
        dir,
        '--node',
        process.execPath,
      ],
      { cwd: ROOT, encoding: 'utf8', env },
    );
    expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: '' });
    // 300 files, 100 to a passport: three output directories.
    const runs = (await readdir(path.join(dir, 'release', 'results'))).sort();
    expect(runs).toEqual(['r00000', 'r00001', 'r00002']);
    const rows = r.stdout
      .split('\n')
      .filter((line) => line.startsWith('8: 300 files, 3 passports'));
    expect(
      rows.map(
        (line) => /passport-gate [^ ].*?(?= {2})|Node floor: [^ ].*?(?= {2})/.exec(line)?.[0],
      ),
    ).toEqual([
      'passport-gate audit --all',
      'Node floor: lean complete audit, hashing on a worker',
      'passport-gate audit --all --shard 1/4',
      'passport-gate audit --all --shard 2/4',
    ]);
    const verdicts = r.stdout
      .split('\n')
      .filter((line) => /^(MET |MISS) {2}workload 8/.test(line))
      .map((line) => line.replace(/^(MET |MISS) {2}/, '').replace(/: -?[\d.]+.*$/, ''));
    expect(verdicts).toEqual([
      "workload 8, shard 1/4's fixed cost, CPU (shard − all/4) / all",
      "workload 8, shard 2/4's fixed cost, CPU (shard − all/4) / all",
      'workload 8 CPU, audit --all / lean complete audit',
      'workload 8, peak memory of audit --all',
    ]);
  });

  it('refuses a --scale that is not a whole number of at least 100 files, with exit 2', () => {
    for (const scale of ['5', '1e3.5', 'many']) {
      const r = spawnSync(process.execPath, ['bench/run.mjs', '--only', '8', '--scale', scale], {
        cwd: ROOT,
        encoding: 'utf8',
        env,
      });
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/^bench: --scale .*at least 100/);
    }
  });
});
