/**
 * reproduce under the action (issue 38): the recorded steps never see the action's inputs (the
 * token is one), the runner's tokens or its command files; and a reproduce that cannot start is
 * a reproduce-failed error of the run, never a pass.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/config/config.js';
import { reproduceAfterAudit, selectStepEnvironment } from '../../src/reproduce/after-audit.js';
import { commitAll, git } from '../helpers/diff-repo.js';
import { TempRepo } from '../helpers/repo.js';
import { runStep } from '../helpers/reproduce-repo.js';

describe('selectStepEnvironment', () => {
  it('withholds the inputs, the runner tokens and the command files; keeps the rest', () => {
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
});

describe('reproduceAfterAudit', () => {
  it('reports a root without a commit as reproduce-failed (error), with no steps', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'pg-after-audit-'));
    try {
      const { section, findings } = await reproduceAfterAudit({
        root,
        config: DEFAULT_CONFIG,
        mode: 'changed',
        changedFiles: [],
        maxSeconds: 10,
        env: { PATH: process.env.PATH ?? '', GIT_CEILING_DIRECTORIES: path.dirname(root) },
        killGroup: () => {},
      });
      expect(section).toEqual({ mode: 'changed', commit: null, steps: [] });
      expect(findings).toEqual([
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
    const root = await mkdtemp(path.join(tmpdir(), 'pg-after-audit-'));
    try {
      const controller = new AbortController();
      controller.abort('SIGTERM');
      await expect(
        reproduceAfterAudit({
          root,
          config: DEFAULT_CONFIG,
          mode: 'all',
          changedFiles: null,
          maxSeconds: 10,
          env: { PATH: process.env.PATH ?? '' },
          killGroup: () => {},
          signal: controller.signal,
        }),
      ).rejects.toBe('SIGTERM');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it("holds a pull request's own run --nondeterministic to its bytes when the base's record of the step lacks it", async () => {
    const repo = await TempRepo.create('pg-after-audit-nondet-');
    try {
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
      await stamped([]);
      commitAll(repo.root, 'base');
      // What the base holds, read as the GitHub host reads it (every passport file below the root).
      const base = [
        {
          path: 'results/stamped/stamped.passport.json',
          value: JSON.parse((await repo.read('results/stamped/stamped.passport.json')).toString()),
          problem: null,
        },
      ];
      await stamped(['--nondeterministic', 'results/stamped/when.txt']);
      commitAll(repo.root, 'the pull request exempts its own output');
      const options = {
        root: repo.root,
        config: DEFAULT_CONFIG,
        mode: 'changed' as const,
        changedFiles: null,
        maxSeconds: 60,
        env: { PATH: process.env.PATH ?? '' },
        killGroup: (pgid: number) => process.kill(-pgid, 'SIGKILL'),
      };
      const held = await reproduceAfterAudit({ ...options, basePassports: base });
      expect(held.section.steps).toMatchObject([{ status: 'differs', not_compared: 0 }]);
      expect(held.findings).toEqual([
        expect.objectContaining({
          rule: 'reproduce-differs',
          severity: 'error',
          message: expect.stringContaining('an exemption new in the change is not yet trusted'),
        }),
      ]);
      // Once the base's record holds the declaration, it is honoured.
      const trusted = [
        {
          ...base[0]!,
          value: JSON.parse((await repo.read('results/stamped/stamped.passport.json')).toString()),
        },
      ];
      const honoured = await reproduceAfterAudit({ ...options, basePassports: trusted });
      expect(honoured.findings).toEqual([]);
      expect(honoured.section.steps).toMatchObject([{ status: 'reproduced', not_compared: 1 }]);
    } finally {
      await repo.remove();
    }
  });
});
