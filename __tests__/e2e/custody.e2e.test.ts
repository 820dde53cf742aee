/**
 * The action on a pull request that cuts the chain of custody with ordinary git operations: a
 * plot deleted and its producer re-stamped (the fix artifact-missing prints). The consumer is
 * stale, and the gate fails: `passed=false`, a chain-stale error, and the summary does not say
 * "Passed" above the re-run plan.
 */
import { unlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCustodyRepo, type CustodyRepo } from '../helpers/custody-repo.js';
import { commitAll, git } from '../helpers/diff-repo.js';
import { GitHubStandIn, loadRequestValidators, type RequestValidators } from './github-stand-in.js';
import { ACTION_ENTRY, runAction } from './runner.js';

const PR_NUMBER = 3;
const MERGE_SHA = 'c'.repeat(40);

let validators: RequestValidators;
let fx: CustodyRepo;
let api: GitHubStandIn;
beforeAll(() => {
  if (!existsSync(ACTION_ENTRY))
    throw new Error(`${ACTION_ENTRY} is missing: run \`npm run bundle\` first`);
  validators = loadRequestValidators();
});
beforeEach(async () => {
  fx = await buildCustodyRepo('pg-e2e-custody-');
  api = await GitHubStandIn.start(validators);
});
afterEach(async () => {
  await api.close();
  await fx.remove();
});

describe('a pull request that deletes an upstream output and re-stamps its producer', () => {
  it('fails: passed=false, chain-stale on the consumer, and the summary does not say Passed', async () => {
    await unlink(fx.repo.abs('results/plot/plot.png'));
    // The pull request is the adversary: stamp refuses a deleted output without --force.
    expect(fx.sh('passport-gate stamp results/plot --force').status).toBe(0);
    const head = commitAll(fx.repo.root, 'delete the plot');
    const files = git(fx.repo.root, 'diff', '--name-only', fx.base, head).split('\n');
    api.pulls.set(PR_NUMBER, {
      number: PR_NUMBER,
      headSha: head,
      baseSha: fx.base,
      headLabel: 'octo-org:feature',
      files,
    });
    const run = await runAction({
      workspace: fx.repo.root,
      eventName: 'pull_request',
      payload: {
        action: 'synchronize',
        number: PR_NUMBER,
        pull_request: {
          number: PR_NUMBER,
          changed_files: files.length,
          head: {
            sha: head,
            ref: 'feature',
            repo: { full_name: 'octo-org/analysis', fork: false },
          },
          base: { sha: fx.base, ref: 'main', repo: { full_name: 'octo-org/analysis' } },
        },
        repository: {
          full_name: 'octo-org/analysis',
          name: 'analysis',
          owner: { login: 'octo-org' },
        },
      },
      sha: MERGE_SHA,
      apiUrl: api.url,
    });
    expect(run.code, run.stderr).toBe(1);
    expect(run.outputs.passed).toBe('false');
    expect(run.outputs.stale).toBe('1');
    expect(run.summary).not.toMatch(/Passed/);
    expect(run.summary).toContain('chain-stale');
    expect(run.summary).toContain('1 stale passport(s) to re-run');
    // What changed says the producer's new record was written by hand, not by a re-run.
    expect(run.summary).toContain(
      '**changed** `results/plot/plotting.passport.json` (`plotting`), recorded by hand (`stamp`)',
    );
  });
});

describe('a pull request that hand-edits an artifact and leaves its passport alone', () => {
  it('What changed lists the artifact whose bytes no longer match, not "0 outputs changed" alone', async () => {
    await writeFile(fx.repo.abs('results/plot/plot.png'), 'edited by hand\n');
    const head = commitAll(fx.repo.root, 'edit the plot');
    const files = git(fx.repo.root, 'diff', '--name-only', fx.base, head).split('\n');
    api.pulls.set(PR_NUMBER, {
      number: PR_NUMBER,
      headSha: head,
      baseSha: fx.base,
      headLabel: 'octo-org:feature',
      files,
    });
    const run = await runAction({
      workspace: fx.repo.root,
      eventName: 'pull_request',
      payload: {
        action: 'synchronize',
        number: PR_NUMBER,
        pull_request: {
          number: PR_NUMBER,
          changed_files: files.length,
          head: {
            sha: head,
            ref: 'feature',
            repo: { full_name: 'octo-org/analysis', fork: false },
          },
          base: { sha: fx.base, ref: 'main', repo: { full_name: 'octo-org/analysis' } },
        },
        repository: {
          full_name: 'octo-org/analysis',
          name: 'analysis',
          owner: { login: 'octo-org' },
        },
      },
      sha: MERGE_SHA,
      apiUrl: api.url,
    });
    expect(run.code, run.stderr).toBe(1);
    const changed = run.summary.slice(run.summary.indexOf('What changed'));
    expect(changed).toContain(
      '0 output(s) added, removed or changed; **1 artifact(s) whose bytes no longer match their unchanged passport**',
    );
    expect(changed).toContain('Artifacts changed without their passport');
    expect(changed).toContain(
      '- `results/plot/plotting.passport.json`: output `"results/plot/plot.png":` expected',
    );
  });
});
