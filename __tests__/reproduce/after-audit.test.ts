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
});
