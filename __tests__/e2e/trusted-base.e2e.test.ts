/**
 * Issue 35 items 1 and 2, end to end on the committed dist/index.js against the REST
 * stand-in, with the README's default depth-1 checkout (the base commit is not in it): the
 * trusted base is read whole through the API (the trees API, then a blob for each base file
 * whose bytes the checkout does not hold), or the run fails with base-unreadable (exit 2) and
 * one line naming the fix. Never a verdict judged without the base.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm, unlink } from 'node:fs/promises';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCustodyRepo, type CustodyRepo } from '../helpers/custody-repo.js';
import { commitAll, git } from '../helpers/diff-repo.js';
import { TempRepo } from '../helpers/repo.js';
import { GitHubStandIn, loadRequestValidators, type RequestValidators } from './github-stand-in.js';
import { ACTION_ENTRY, runAction, type ActionRun } from './runner.js';

const PR = 3;
const MERGE_SHA = 'c'.repeat(40);

let validators: RequestValidators;
let fx: CustodyRepo;
let api: GitHubStandIn;
let clone: TempRepo;
let reportFile: string;
beforeAll(() => {
  if (!existsSync(ACTION_ENTRY))
    throw new Error(`${ACTION_ENTRY} is missing: run \`npm run bundle\` first`);
  validators = loadRequestValidators();
});
beforeEach(async () => {
  fx = await buildCustodyRepo('pg-e2e-base-');
  api = await GitHubStandIn.start(validators);
  clone = await TempRepo.create('pg-e2e-base-clone-');
  reportFile = `${clone.root}-report.json`;
});
afterEach(async () => {
  await api.close();
  await fx.remove();
  await clone.remove();
  await rm(reportFile, { force: true });
});

/**
 * Commits the working tree as the pull request's head, checks it out at depth 1 (no base
 * commit), serves the base through the stand-in and runs the action on the pull request.
 */
async function runPullRequest(changedFiles?: number): Promise<ActionRun> {
  const head = commitAll(fx.repo.root, 'the pull request');
  const files = git(fx.repo.root, 'diff', '--name-only', fx.base, head).split('\n');
  await rm(clone.root, { recursive: true, force: true });
  execFileSync('git', ['clone', '-q', '--depth', '1', `file://${fx.repo.root}`, clone.root]);
  api.addCommitFromGit(fx.repo.root, fx.base);
  api.pulls.set(PR, {
    number: PR,
    headSha: head,
    baseSha: fx.base,
    headLabel: 'octo-org:feature',
    files,
  });
  return runAction({
    workspace: clone.root,
    eventName: 'pull_request',
    payload: {
      action: 'synchronize',
      number: PR,
      pull_request: {
        number: PR,
        changed_files: changedFiles ?? files.length,
        head: { sha: head, ref: 'feature', repo: { full_name: 'octo-org/analysis', fork: false } },
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
    inputs: { 'report-file': reportFile },
  });
}

const findingsOf = async () =>
  (JSON.parse(await readFile(reportFile, 'utf8')) as { findings: { rule: string; path: string }[] })
    .findings;

/** The custody break of custody.e2e.test.ts: the plot deleted, its producer re-stamped. */
async function cutCustody() {
  await unlink(fx.repo.abs('results/plot/plot.png'));
  // The pull request is the adversary: stamp refuses a deleted output without --force.
  expect(fx.sh('passport-gate stamp results/plot --force').status).toBe(0);
}

describe('item 1: the base is read whole through the API, or the run fails', () => {
  it('with a depth-1 checkout, the base passports the pull request rewrote are read: chain-stale', async () => {
    await cutCustody();
    const run = await runPullRequest();
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect((await findingsOf()).map((f) => f.rule)).toContain('chain-stale');
    // One tree call; a blob only for the base passport whose bytes the checkout lacks.
    expect(api.requestsTo('GET', /\/git\/trees\//)).toHaveLength(1);
    expect(api.requestsTo('GET', /\/git\/blobs\//).length).toBeGreaterThan(0);
    expect(api.requestsTo('GET', /\/contents\//)).toEqual([]);
  });

  it.each([
    [
      'a 502 on the base passports',
      () =>
        api.faults.push({
          method: 'GET',
          path: /\/git\/blobs\/|\/contents\/results\//,
          times: 1000,
          status: 502,
        }),
    ],
    ['a truncated tree', () => api.truncatedTrees.add(fx.base)],
    [
      'a 502 on the tree',
      () => api.faults.push({ method: 'GET', path: /\/git\/trees\//, times: 1000, status: 502 }),
    ],
  ])(
    '%s: exit 2, base-unreadable and one line with the fix, never a pass',
    async (_what, inject) => {
      await cutCustody();
      inject();
      const run = await runPullRequest();
      expect(run.code, run.stdout + run.stderr).toBe(2);
      expect(run.outputs.passed).toBe('false');
      expect(await findingsOf()).toEqual([
        expect.objectContaining({ rule: 'base-unreadable', path: '' }),
      ]);
      const failed = run.stdout.split('\n').filter((l) => l.startsWith('::error::'));
      expect(failed).toHaveLength(1);
      expect(failed[0]).toContain('the trusted base could not be read');
      expect(failed[0]).toContain('fetch-depth: 0');
      expect(failed[0]).toContain('contents: read');
      expect(run.summary).toContain('base-unreadable');
    },
  );
});

describe('item 2: more than 3,000 changed files', () => {
  it('deleting every passport keeps the base output roots: passport-missing', async () => {
    await unlink(fx.repo.abs(fx.plot.path));
    await unlink(fx.repo.abs(fx.report.path));
    // The Pulls API lists 3,000 of the 3,001 files the event counts; the checkout has no history.
    const run = await runPullRequest(3001);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    const missing = (await findingsOf()).filter((f) => f.rule === 'passport-missing');
    // One finding per output directory the base had, anchored at a file it holds.
    expect(missing.map((f) => f.path.split('/').slice(0, 2).join('/')).sort()).toEqual([
      'results/plot',
      'results/report',
    ]);
  });
});
