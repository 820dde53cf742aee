/**
 * `reproduce --base REF` / `--changed-files FILE` (issue 38, changed mode): the steps the change
 * touched (the audit's changed-mode scope) run first, then their consumers; steps the change
 * did not reach are not run at all.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commitAll, git } from '../helpers/diff-repo.js';
import { TempRepo } from '../helpers/repo.js';
import {
  buildRecordedChain,
  COUNT_SCRIPT,
  REPORT_SCRIPT,
  runCount,
  runReport,
  runReproduce,
} from '../helpers/reproduce-repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-reproduce-changed-');
});
afterEach(async () => {
  await repo.remove();
});

const stepsOf = (r: Awaited<ReturnType<typeof runReproduce>>) =>
  r.steps.map((s) => ({
    path: s.path,
    status: s.status,
    reason: (s as { reason?: string }).reason,
  }));

describe('reproduce in changed mode', () => {
  it('runs the changed step, then its consumer (the change touched only the producer)', async () => {
    await buildRecordedChain(repo);
    // The count script changes but makes the same bytes: count is touched, report is not.
    await repo.write('scripts/count.js', `/* same counts */${COUNT_SCRIPT}`);
    await runCount(repo);
    commitAll(repo.root, 'count script');
    const r = await runReproduce(repo, ['--base', 'HEAD~1']);
    expect(r.findings).toEqual([]);
    expect(r.exitCode).toBe(0);
    expect(stepsOf(r)).toEqual([
      { path: 'results/count/count.passport.json', status: 'reproduced', reason: 'changed' },
      { path: 'results/report/report.passport.json', status: 'reproduced', reason: 'consumer' },
    ]);
  });

  it('does not run a producer the change did not touch', async () => {
    await buildRecordedChain(repo);
    await repo.write('scripts/report.js', `/* same report */${REPORT_SCRIPT}`);
    await runReport(repo);
    commitAll(repo.root, 'report script');
    const r = await runReproduce(repo, ['--base', 'HEAD~1']);
    expect(r.exitCode).toBe(0);
    expect(stepsOf(r)).toEqual([
      { path: 'results/report/report.passport.json', status: 'reproduced', reason: 'changed' },
    ]);
  });

  it('reads the change from --changed-files as audit does', async () => {
    await buildRecordedChain(repo);
    await repo.write('changed.txt', 'results/report/r.txt\n');
    const r = await runReproduce(repo, ['--changed-files', 'changed.txt']);
    expect(stepsOf(r)).toEqual([
      { path: 'results/report/report.passport.json', status: 'reproduced', reason: 'changed' },
    ]);
  });

  it('refuses --base with --changed-files (exit 2)', async () => {
    await buildRecordedChain(repo);
    await expect(
      runReproduce(repo, ['--base', 'HEAD', '--changed-files', 'x.txt']),
    ).rejects.toThrow(/choose one of --base and --changed-files/);
  });
});

describe('reproduce --base REF reads one revision', () => {
  const distCli = path.resolve(import.meta.dirname, '../../dist/cli.js');
  let bin: string;
  beforeEach(async () => {
    bin = await mkdtemp(path.join(tmpdir(), 'pg-reproduce-git-'));
  });
  afterEach(async () => {
    await rm(bin, { recursive: true, force: true });
  });

  it('names REF to git once, and reads the config, the change and the base passports at its commit', async () => {
    await buildRecordedChain(repo);
    await repo.write('scripts/count.js', `/* same counts */${COUNT_SCRIPT}`);
    await runCount(repo);
    commitAll(repo.root, 'count script');
    git(repo.root, 'branch', 'pg-base', 'HEAD~1');
    // git on PATH writes down every command it is given, then runs the real git: a ref that
    // moved between two resolutions would give the reads two revisions.
    const log = path.join(bin, 'git.log');
    const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    await writeFile(
      path.join(bin, 'git'),
      `#!/bin/sh\nprintf '%s\\n' "$*" >> "${log}"\nexec "${realGit}" "$@"\n`,
      { mode: 0o755 },
    );
    const r = spawnSync(
      process.execPath,
      [distCli, 'reproduce', '--base', 'pg-base', '--format', 'json'],
      {
        cwd: repo.root,
        env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` },
        encoding: 'utf8',
      },
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const result = JSON.parse(r.stdout) as Awaited<ReturnType<typeof runReproduce>>;
    expect(stepsOf({ ...result, exitCode: 0 })).toEqual([
      { path: 'results/count/count.passport.json', status: 'reproduced', reason: 'changed' },
      { path: 'results/report/report.passport.json', status: 'reproduced', reason: 'consumer' },
    ]);
    const commit = git(repo.root, 'rev-parse', 'pg-base').trim();
    const calls = (await readFile(log, 'utf8')).split('\n');
    expect(calls.filter((line) => line.includes('pg-base'))).toEqual([
      'rev-parse --verify --quiet --end-of-options pg-base^{commit}',
    ]);
    // The reads after it name the commit id: the changed files are diffed from it.
    expect(calls.some((line) => line.startsWith('diff ') && line.includes(commit))).toBe(true);
  });
});
