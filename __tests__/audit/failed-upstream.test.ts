/**
 * A failed upstream step (issue 37, item 2): the re-run plan keeps every input of the steps
 * after it. The failure cost the upstream its output, not the pipeline its data: the
 * consumer's printed command still names that input, so it fails until the upstream is run
 * again (nothing recorded claims the step read only its script), and the fixes run as printed,
 * in the plan's order, leave the gate green.
 */
import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { stamp } from '../../src/produce/stamp/index.js';
import type { Finding } from '../../src/core/report-model.js';
import { captureIo } from '../helpers/cli-io.js';
import { DIST_CLI, fillStepCommand, tick } from '../helpers/custody-repo.js';
import { commitAll, git } from '../helpers/diff-repo.js';
import { TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
let bin: string;
beforeEach(async () => {
  repo = await TempRepo.create('pg-failed-upstream-');
  bin = await mkdtemp(path.join(tmpdir(), 'pg-failed-upstream-bin-'));
  await writeFile(
    path.join(bin, 'passport-gate'),
    `#!/bin/sh\nexec "${process.execPath}" "${DIST_CLI}" "$@"\n`,
  );
  await chmod(path.join(bin, 'passport-gate'), 0o755);
  git(repo.root, 'init', '-q', '-b', 'main');
  await repo.write('data/cohort.csv', 'id,value\n1,2\n');
  await repo.write(
    'scripts/qc.js',
    "const fs=require('fs');fs.mkdirSync('results/qc',{recursive:true});fs.writeFileSync('results/qc/qc.csv',fs.readFileSync('data/cohort.csv'));",
  );
  await repo.write(
    'scripts/stats.js',
    "const fs=require('fs');fs.mkdirSync('results/stats',{recursive:true});fs.writeFileSync('results/stats/stats.txt',String(fs.readFileSync('results/qc/qc.csv').length));",
  );
});
afterEach(async () => {
  await rm(bin, { recursive: true, force: true });
  await repo.remove();
});

const sh = (command: string) => {
  const r = spawnSync('sh', ['-c', command], {
    cwd: repo.root,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
};

/** The qc step, through run. */
async function runQc(): Promise<number> {
  const io = captureIo(repo.root);
  return runCli(
    [
      'run',
      'results/qc',
      '--skill',
      'cohort-qc',
      '--skill-version',
      '1.0.0',
      '--input',
      'data/cohort.csv',
      '--source',
      'data/cohort.csv=ERR000001',
      '--code',
      'scripts/qc.js',
      '--',
      process.execPath,
      'scripts/qc.js',
    ],
    io,
  );
}

/** `audit --base BASE` and the re-run plan of `diff --base BASE`, through the committed CLI. */
function auditAgainst(base: string) {
  const a = sh(`passport-gate audit --base ${base} --format json`);
  const d = sh(`passport-gate diff --base ${base} --format json`);
  return {
    status: a.status,
    findings: (JSON.parse(a.stdout) as { findings: Finding[] }).findings,
    stale: (JSON.parse(d.stdout) as { stale: { path: string; command: string | null }[] }).stale,
  };
}

describe('a failed upstream step: the re-run plan keeps the data input of the step after it', () => {
  it('a hand-recorded consumer: its printed re-stamp names its data input and fails until the upstream is re-run', async () => {
    expect(await runQc()).toBe(0);
    await sh(`${process.execPath} scripts/stats.js`);
    await stamp({
      root: repo.root,
      directory: 'results/stats',
      runId: 'cohort-stats',
      skill: 'cohort-stats',
      skillVersion: '1.0.0',
      inputs: ['results/qc/qc.csv', { path: 'scripts/stats.js', type: 'code' }],
      now: tick,
    });
    const base = commitAll(repo.root, 'base');

    // qc fails (its output lost, as a workflow engine deletes a failed job's outputs)
    const good = (await repo.read('scripts/qc.js')).toString();
    await repo.write(
      'scripts/qc.js',
      "require('fs').rmSync('results/qc/qc.csv',{force:true});process.exit(1);",
    );
    expect(await runQc()).toBe(1);

    const red = auditAgainst(base);
    expect(red.status).toBe(1);
    const step = red.stale.find((s) => s.path === 'results/stats/cohort-stats.passport.json');
    // A hand record: the step's re-run through run, every input named, its command to fill in
    // (never a re-stamp, which would vouch for stats.csv made from the lost qc.csv).
    expect(step?.command).toBe(
      "passport-gate run results/stats --run-id cohort-stats --skill cohort-stats --skill-version 1.0.0 --input results/qc/qc.csv --code scripts/stats.js -- '<the step command>'",
    );
    const rerun = fillStepCommand(step?.command as string, `${process.execPath} scripts/stats.js`);
    // run before the upstream: refused (its input is gone), nothing recorded
    expect(sh(rerun).status).toBe(2);
    expect(auditAgainst(base).status).toBe(1);

    // the plan in its order: the upstream re-run (qc fixed), then the step's re-run
    await repo.write('scripts/qc.js', good);
    expect(await runQc()).toBe(0);
    const done = sh(rerun);
    expect(done.status, done.stderr).toBe(0);
    const green = auditAgainst(base);
    expect(
      green.findings.filter((f) => f.severity === 'error'),
      JSON.stringify(green.findings),
    ).toEqual([]);
  });

  it('a run-recorded consumer: the plan prints its recorded command through run, every input named', async () => {
    expect(await runQc()).toBe(0);
    const io = captureIo(repo.root);
    expect(
      await runCli(
        [
          'run',
          'results/stats',
          '--run-id',
          'cohort-stats',
          '--skill',
          'cohort-stats',
          '--skill-version',
          '1.0.0',
          '--input',
          'results/qc/qc.csv',
          '--code',
          'scripts/stats.js',
          '--',
          process.execPath,
          'scripts/stats.js',
        ],
        io,
      ),
    ).toBe(0);
    const base = commitAll(repo.root, 'base');
    const good = (await repo.read('scripts/qc.js')).toString();
    await repo.write(
      'scripts/qc.js',
      "require('fs').rmSync('results/qc/qc.csv',{force:true});process.exit(1);",
    );
    expect(await runQc()).toBe(1);
    const red = auditAgainst(base);
    const step = red.stale.find((s) => s.path === 'results/stats/cohort-stats.passport.json');
    expect(step?.command).toBe(
      `passport-gate run results/stats --run-id cohort-stats --skill cohort-stats --skill-version 1.0.0 --input results/qc/qc.csv --code scripts/stats.js -- ${process.execPath} scripts/stats.js`,
    );
    // before the upstream is re-run: refused before the step starts
    expect(sh(step?.command as string).status).toBe(2);
    await repo.write('scripts/qc.js', good);
    expect(await runQc()).toBe(0);
    const done = sh(step?.command as string);
    expect(done.status, done.stderr).toBe(0);
    expect(auditAgainst(base).findings.filter((f) => f.severity === 'error')).toEqual([]);
  });
});
