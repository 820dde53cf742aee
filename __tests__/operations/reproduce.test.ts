/**
 * Reproduce as a part of a gate run (src/operations/reproduce.ts), the one operation the action's
 * `reproduce` input and GitLab's `audit --reproduce` call: the recorded steps never see a CI
 * host's credentials; it runs under the config in force and joins its findings to the report,
 * the verdict decided again; it never runs when the trusted base could not be read; and a
 * reproduce that cannot start is a reproduce-failed error of the run, never a pass.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, parseConfigText, type Config } from '../../src/config/config.js';
import type { CiHost } from '../../src/gate/ci-host.js';
import { GateRun, type GateLog } from '../../src/gate/gate-run.js';
import { reproduceAfterAudit, selectStepEnvironment } from '../../src/operations/index.js';
import type { PassportFile } from '../../src/core/diff-model.js';
import { BaseUnreadableError } from '../../src/util/errors.js';
import { commitAll, git } from '../helpers/diff-repo.js';
import { TempRepo } from '../helpers/repo.js';
import { buildRecordedChain, handEditOutput, runStep } from '../helpers/reproduce-repo.js';

describe('selectStepEnvironment', () => {
  it("withholds GitHub's inputs, runner tokens and command files; keeps the rest", () => {
    const env = {
      PATH: '/usr/bin',
      HOME: '/home/runner',
      'INPUT_GITHUB-TOKEN': 'ghs_secret',
      INPUT_REPRODUCE: 'changed',
      GITHUB_TOKEN: 'ghs_other',
      ACTIONS_RUNTIME_TOKEN: 'rt',
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc',
      ACTIONS_ID_TOKEN_REQUEST_URL: 'https://x',
      GITHUB_ENV: '/tmp/env',
      GITHUB_PATH: '/tmp/path',
      GITHUB_OUTPUT: '/tmp/out',
      GITHUB_STATE: '/tmp/state',
      GITHUB_STEP_SUMMARY: '/tmp/summary',
      GITHUB_SHA: 'abc',
      CI: 'true',
    };
    expect(selectStepEnvironment(env)).toEqual({
      PATH: '/usr/bin',
      HOME: '/home/runner',
      GITHUB_SHA: 'abc',
      CI: 'true',
    });
  });

  it("withholds GitLab's job credentials and the clone URL that holds the job token", () => {
    const env = {
      PATH: '/usr/bin',
      GITLAB_CI: 'true',
      CI_MERGE_REQUEST_IID: '7',
      CI_JOB_TOKEN: 'glcbt-secret',
      CI_BUILD_TOKEN: 'old-secret',
      CI_JOB_JWT: 'jwt',
      CI_JOB_JWT_V2: 'jwt2',
      CI_REGISTRY_PASSWORD: 'reg',
      CI_DEPENDENCY_PROXY_PASSWORD: 'proxy',
      CI_DEPLOY_PASSWORD: 'deploy',
      CI_REPOSITORY_URL: 'https://gitlab-ci-token:glcbt-secret@gitlab.example/g/p.git',
      CI_PROJECT_URL: 'https://gitlab.example/g/p',
    };
    expect(selectStepEnvironment(env)).toEqual({
      PATH: '/usr/bin',
      GITLAB_CI: 'true',
      CI_MERGE_REQUEST_IID: '7',
      CI_PROJECT_URL: 'https://gitlab.example/g/p',
    });
  });
});

/**
 * A host in memory: the config it says is in force (and the base's passport files, when it read
 * them), or a base it cannot read.
 */
function createMemoryHost(
  config: Config,
  unreadable?: BaseUnreadableError,
  passports?: readonly PassportFile[],
) {
  const asked: string[] = [];
  const host: CiHost = {
    name: 'memory',
    event: async () => ({ label: 'a test change', base: null }),
    configInForce: async () => {
      if (unreadable) throw unreadable;
      return { config, runFindings: [], ...(passports ? { passports } : {}) };
    },
    changedFiles: async () => (asked.push('changedFiles'), null),
    baseDiff: async () => null,
    publish: async () => {},
  };
  return { host, asked };
}

function createLog() {
  const lines: string[] = [];
  const log: GateLog = {
    info: (l) => void lines.push(l),
    warning: (l) => void lines.push(`warning ${l}`),
  };
  return { log, lines };
}

const PATH_ONLY = { PATH: process.env.PATH ?? '' };

/** The config in force: the chain's input is a committed file of its own (no provenance asked). */
const inForce = () => parseConfigText('rules:\n  input-unprovenanced: off\n', '.passport-gate.yml');

describe('reproduceAfterAudit', () => {
  let repo: TempRepo;
  beforeEach(async () => {
    repo = await TempRepo.create('pg-op-reproduce-');
  });
  afterEach(async () => {
    await repo.remove();
  });

  it('joins a hand edit the audit passes as reproduce-differs: the verdict fails, the step is named', async () => {
    await buildRecordedChain(repo);
    await handEditOutput(repo, 'results/report/r.txt', 'results/report/report.passport.json');
    const { host } = createMemoryHost(await inForce());
    const { log, lines } = createLog();
    const run = new GateRun(host, log);
    const audited = await run.audit({ root: repo.root, scope: 'all', failOn: 'error' });
    // Every digest holds: only running the step again shows no step made these bytes.
    expect(audited.summary.passed).toBe(true);
    const report = await reproduceAfterAudit(run, audited, {
      root: repo.root,
      mode: 'all',
      maxSeconds: 60,
      failOn: 'error',
      env: PATH_ONLY,
      killGroup: (pgid) => process.kill(-pgid, 'SIGKILL'),
    });
    expect(report.summary.passed).toBe(false);
    expect(report.findings).toContainEqual(
      expect.objectContaining({
        rule: 'reproduce-differs',
        severity: 'error',
        path: 'results/report/report.passport.json',
      }),
    );
    expect(report.reproduce?.steps.map((s) => [s.path, s.status])).toEqual([
      ['results/count/count.passport.json', 'reproduced'],
      ['results/report/report.passport.json', 'differs'],
    ]);
    expect(lines).toContain(
      'reproduce: all — 1 of 2 step(s) reproduced byte for byte (budget 60 s).',
    );
    expect(lines).toContain('reproduce: differs results/report/report.passport.json');
  });

  it('runs under the config in force (the host’s), not the checkout’s', async () => {
    await buildRecordedChain(repo);
    await handEditOutput(repo, 'results/report/r.txt', 'results/report/report.passport.json');
    // The checkout exempts the edited output; the host's config in force does not.
    await repo.write('.passport-gate.yml', "reproduce:\n  nondeterministic: ['results/**']\n");
    const { host } = createMemoryHost(await inForce());
    const run = new GateRun(host, createLog().log);
    const audited = await run.audit({ root: repo.root, scope: 'all', failOn: 'error' });
    expect(audited.summary.passed).toBe(true);
    const report = await reproduceAfterAudit(run, audited, {
      root: repo.root,
      mode: 'all',
      maxSeconds: 60,
      failOn: 'error',
      env: PATH_ONLY,
      killGroup: (pgid) => process.kill(-pgid, 'SIGKILL'),
    });
    expect(report.findings.map((f) => f.rule)).toContain('reproduce-differs');
  });

  it('runs nothing when the trusted base could not be read: the report is returned as it is', async () => {
    await buildRecordedChain(repo);
    const { host, asked } = createMemoryHost(
      DEFAULT_CONFIG,
      new BaseUnreadableError('the trusted base could not be read: gone'),
    );
    const run = new GateRun(host, createLog().log);
    const audited = await run.audit({ root: repo.root, scope: 'changed', failOn: 'error' });
    const report = await reproduceAfterAudit(run, audited, {
      root: repo.root,
      mode: 'changed',
      maxSeconds: 60,
      failOn: 'error',
      env: PATH_ONLY,
      killGroup: (pgid) => process.kill(-pgid, 'SIGKILL'),
    });
    expect(report).toBe(audited);
    expect(report.reproduce).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it('asks the host for the change when the audit did not (audit of everything, reproduce changed)', async () => {
    await buildRecordedChain(repo);
    const { host, asked } = createMemoryHost(await inForce());
    const run = new GateRun(host, createLog().log);
    const audited = await run.audit({ root: repo.root, scope: 'all', failOn: 'error' });
    expect(asked).toEqual([]);
    const report = await reproduceAfterAudit(run, audited, {
      root: repo.root,
      mode: 'changed',
      maxSeconds: 60,
      failOn: 'error',
      env: PATH_ONLY,
      killGroup: (pgid) => process.kill(-pgid, 'SIGKILL'),
    });
    expect(asked).toEqual(['changedFiles']);
    expect(report.reproduce?.mode).toBe('changed');
    expect(report.summary.passed).toBe(true);
  });

  it('reports a root without a commit as reproduce-failed (error), with no steps', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'pg-op-reproduce-bare-'));
    try {
      const { host } = createMemoryHost(DEFAULT_CONFIG);
      const run = new GateRun(host, createLog().log);
      const audited = await run.audit({ root, scope: 'all', failOn: 'error' });
      expect(audited.summary.passed).toBe(true);
      const report = await reproduceAfterAudit(run, audited, {
        root,
        mode: 'all',
        maxSeconds: 10,
        failOn: 'error',
        env: { ...PATH_ONLY, GIT_CEILING_DIRECTORIES: path.dirname(root) },
        killGroup: () => {},
      });
      expect(report.reproduce).toEqual({ mode: 'all', commit: null, steps: [] });
      expect(report.summary.passed).toBe(false);
      expect(report.findings).toEqual([
        expect.objectContaining({
          rule: 'reproduce-failed',
          severity: 'error',
          path: '',
          message: expect.stringMatching(
            /reproduce could not run the recorded steps: reproduce needs a commit/,
          ),
        }),
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('an aborted run rethrows (no verdict, no finding): the gate ends as interrupted', async () => {
    await buildRecordedChain(repo);
    const controller = new AbortController();
    const run = new GateRun(
      createMemoryHost(await inForce()).host,
      createLog().log,
      controller.signal,
    );
    const audited = await run.audit({ root: repo.root, scope: 'all', failOn: 'error' });
    controller.abort('SIGTERM');
    await expect(
      reproduceAfterAudit(run, audited, {
        root: repo.root,
        mode: 'all',
        maxSeconds: 60,
        failOn: 'error',
        env: PATH_ONLY,
        killGroup: () => {},
      }),
    ).rejects.toBe('SIGTERM');
  });

  it("holds a pull request's own run --nondeterministic to its bytes when the base's record of the step lacks it", async () => {
    git(repo.root, 'init', '-q');
    git(repo.root, 'config', 'user.email', 't@example.org');
    git(repo.root, 'config', 'user.name', 'T');
    await repo.write(
      'scripts/stamped.js',
      "const fs=require('fs');fs.mkdirSync('results/stamped',{recursive:true});" +
        "fs.writeFileSync('results/stamped/when.txt',String(process.hrtime.bigint())+'\\n');",
    );
    const stamped = (extra: readonly string[]) =>
      runStep(repo, [
        'results/stamped',
        '--skill',
        'stamped',
        '--skill-version',
        '1.0.0',
        '--code',
        'scripts/stamped.js',
        '--param',
        'lines=3',
        ...extra,
        '--',
        process.execPath,
        'scripts/stamped.js',
      ]);
    const readBase = async (): Promise<PassportFile[]> => [
      {
        path: 'results/stamped/stamped.passport.json',
        value: JSON.parse((await repo.read('results/stamped/stamped.passport.json')).toString()),
        problem: null,
      },
    ];
    await stamped([]);
    commitAll(repo.root, 'base');
    const base = await readBase();
    await stamped(['--nondeterministic', 'results/stamped/when.txt']);
    commitAll(repo.root, 'the pull request exempts its own output');
    const reproduceWith = async (passports: readonly PassportFile[]) => {
      const run = new GateRun(
        createMemoryHost(DEFAULT_CONFIG, undefined, passports).host,
        createLog().log,
      );
      const audited = await run.audit({ root: repo.root, scope: 'all', failOn: 'error' });
      return reproduceAfterAudit(run, audited, {
        root: repo.root,
        mode: 'all',
        maxSeconds: 60,
        failOn: 'error',
        env: PATH_ONLY,
        killGroup: (pgid) => process.kill(-pgid, 'SIGKILL'),
      });
    };
    // The host's base passports reach reproduce: the new exemption is compared anyway.
    const held = await reproduceWith(base);
    expect(held.reproduce?.steps).toMatchObject([{ status: 'differs', not_compared: 0 }]);
    expect(held.findings).toContainEqual(
      expect.objectContaining({
        rule: 'reproduce-differs',
        severity: 'error',
        message: expect.stringContaining('an exemption new in the change is not yet trusted'),
      }),
    );
    // Once the base's record holds the declaration, it is honoured.
    const honoured = await reproduceWith(await readBase());
    expect(honoured.findings.map((f) => f.rule)).not.toContain('reproduce-differs');
    expect(honoured.reproduce?.steps).toMatchObject([{ status: 'reproduced', not_compared: 1 }]);
  });
});
