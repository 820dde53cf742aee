/**
 * `passport-gate reproduce` (issue 38) on a two-step chain recorded by `run`, with real
 * processes in a temporary git repository: the honest chain reproduces (exit 0), and a script
 * changed in the work tree but not committed is not what runs.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { git } from '../helpers/diff-repo.js';
import { TempRepo } from '../helpers/repo.js';
import {
  buildRecordedChain,
  runCount,
  runReport,
  runReproduce,
} from '../helpers/reproduce-repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-reproduce-');
});
afterEach(async () => {
  await repo.remove();
});

describe('reproduce', () => {
  it('reproduces an honest two-step chain byte for byte, producers first (exit 0)', async () => {
    await buildRecordedChain(repo);
    const result = await runReproduce(repo);
    expect(result.findings).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(result.steps).toEqual([
      {
        path: 'results/count/count.passport.json',
        status: 'reproduced',
        compared: 1,
        seconds: expect.any(Number),
      },
      {
        path: 'results/report/report.passport.json',
        status: 'reproduced',
        compared: 1,
        seconds: expect.any(Number),
      },
    ]);
  });

  it('runs the committed tree: a script changed but not committed makes the recorded outputs differ', async () => {
    await buildRecordedChain(repo);
    // The report step re-run with a script that is never committed; its outputs and passport are.
    await repo.write(
      'scripts/report.js',
      "const fs=require('fs');fs.writeFileSync('results/report/r.txt','made by an uncommitted script\\n');",
    );
    await runReport(repo);
    git(repo.root, 'add', 'results');
    git(repo.root, 'commit', '-q', '--no-gpg-sign', '-m', 'results of an uncommitted script');
    const result = await runReproduce(repo);
    expect(result.exitCode).toBe(1);
    expect(result.findings.map((f) => [f.rule, f.path])).toEqual([
      ['reproduce-differs', 'results/report/report.passport.json'],
    ]);
    expect(result.findings[0]?.message).toMatch(
      /first difference at line 1: recorded "made by an uncommitted script", re-run "REPORT"/,
    );
  });

  it('reproduces only the directories named', async () => {
    await buildRecordedChain(repo);
    await runCount(repo);
    const result = await runReproduce(repo, ['results/count']);
    expect(result.steps.map((s) => s.path)).toEqual(['results/count/count.passport.json']);
  });
});
