/**
 * The action bundle on a pull request with `reproduce: changed` (issue 38), against the GitHub
 * API stand-in: the honest change reproduces byte for byte and passes; a hand-edited output, the
 * outputs of a script version never committed and a record re-stamped over a file its step
 * never wrote fail, with the step named in the findings and in the summary's per-step table.
 */
import { existsSync } from 'node:fs';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { commitAll, git } from '../helpers/diff-repo.js';
import { TempRepo } from '../helpers/repo.js';
import {
  buildRecordedChain,
  COUNT_SCRIPT,
  handEditOutput,
  restampOverForeignFile,
  runCount,
  runReport,
} from '../helpers/reproduce-repo.js';
import { GitHubStandIn, loadRequestValidators, type RequestValidators } from './github-stand-in.js';
import { ACTION_ENTRY, runAction } from './runner.js';

const PR_NUMBER = 7;
const MERGE_SHA = 'd'.repeat(40);

let validators: RequestValidators;
let repo: TempRepo;
let api: GitHubStandIn;
let base: string;
beforeAll(() => {
  if (!existsSync(ACTION_ENTRY))
    throw new Error(`${ACTION_ENTRY} is missing: run \`npm run bundle\` first`);
  validators = loadRequestValidators();
});
beforeEach(async () => {
  repo = await TempRepo.create('pg-e2e-reproduce-');
  await buildRecordedChain(repo);
  // data/in.txt is raw data with no passport: the base's config makes that a notice, so the
  // audit passes the honest chain and the verdict is reproduce's.
  await repo.write('.passport-gate.yml', 'rules:\n  input-unprovenanced: notice\n');
  base = commitAll(repo.root, 'config');
  api = await GitHubStandIn.start(validators);
});
afterEach(async () => {
  await api.close();
  await repo.remove();
});

/** Runs the action on the pull request from `base` to HEAD, with `reproduce: changed`. */
async function runOnPullRequest() {
  const head = git(repo.root, 'rev-parse', 'HEAD');
  const files = git(repo.root, 'diff', '--name-only', base, head).split('\n');
  api.pulls.set(PR_NUMBER, {
    number: PR_NUMBER,
    headSha: head,
    baseSha: base,
    headLabel: 'octo-org:feature',
    files,
  });
  return runAction({
    workspace: repo.root,
    eventName: 'pull_request',
    payload: {
      action: 'synchronize',
      number: PR_NUMBER,
      pull_request: {
        number: PR_NUMBER,
        changed_files: files.length,
        head: { sha: head, ref: 'feature', repo: { full_name: 'octo-org/analysis', fork: false } },
        base: { sha: base, ref: 'main', repo: { full_name: 'octo-org/analysis' } },
      },
      repository: {
        full_name: 'octo-org/analysis',
        name: 'analysis',
        owner: { login: 'octo-org' },
      },
    },
    sha: MERGE_SHA,
    inputs: { reproduce: 'changed', 'reproduce-max-seconds': '60' },
    apiUrl: api.url,
    timeoutMs: 90_000,
  });
}

/** The rows of the summary's "Reproduced steps" table, as Markdown lines. */
function stepRows(summary: string): string[] {
  const lines = summary.slice(summary.indexOf('Reproduced steps')).split('\n');
  const head = lines.findIndex((l) => l.startsWith('| step |'));
  const rows: string[] = [];
  for (const l of lines.slice(head + 2)) {
    if (!l.startsWith('| `')) break;
    rows.push(l);
  }
  return rows;
}

describe('reproduce: changed on a pull request', () => {
  it('passes the honest change: the changed step and its consumer reproduce byte for byte', async () => {
    // The count script changes but makes the same bytes; count is run again through `run`.
    await repo.write('scripts/count.js', `/* the same counts */${COUNT_SCRIPT}`);
    await runCount(repo);
    commitAll(repo.root, 'count script');
    const run = await runOnPullRequest();
    expect(run.code, run.stderr + run.stdout).toBe(0);
    expect(run.outputs.passed).toBe('true');
    expect(stepRows(run.summary)).toEqual([
      expect.stringMatching(
        /^\| `results\/count\/count\.passport\.json` \| changed \| ✅ reproduced byte for byte \| 1 \| 0 \| /,
      ),
      expect.stringMatching(
        /^\| `results\/report\/report\.passport\.json` \| consumer of a changed step \| ✅ reproduced byte for byte \| 1 \| 0 \| /,
      ),
    ]);
    expect(run.summary).toContain('2 of 2 step(s) reproduced byte for byte; 2 output(s) compared');
  });

  it('fails a hand-edited output, naming the step', async () => {
    await handEditOutput(repo, 'results/report/r.txt', 'results/report/report.passport.json');
    const run = await runOnPullRequest();
    expect(run.code, run.stderr).toBe(1);
    expect(run.outputs.passed).toBe('false');
    expect(stepRows(run.summary)).toEqual([
      expect.stringMatching(
        /^\| `results\/report\/report\.passport\.json` \| changed \| ❌ differs \| 1 \| /,
      ),
    ]);
    const check = [...api.checkRuns.values()].at(-1);
    const annotations = check?.annotations ?? [];
    expect(
      annotations.some(
        (a) =>
          a.path === 'results/report/report.passport.json' &&
          /reproduce-differs/.test(`${a.title ?? ''} ${a.message}`) &&
          /results\/report\/r\.txt/.test(a.message),
      ),
      JSON.stringify(annotations, null, 1),
    ).toBe(true);
  });

  it('fails outputs made by a script version never committed, naming the step', async () => {
    // The report step run with a changed script; its outputs and passport are committed, the
    // script is not (the work tree is set back to the commit, as a pull request's checkout is).
    await repo.write(
      'scripts/report.js',
      "const fs=require('fs');fs.writeFileSync('results/report/r.txt','made by an uncommitted script\\n');",
    );
    await runReport(repo);
    git(repo.root, 'add', 'results');
    git(repo.root, 'commit', '-q', '--no-gpg-sign', '-m', 'results of an uncommitted script');
    git(repo.root, 'checkout', '--', 'scripts/report.js');
    const run = await runOnPullRequest();
    expect(run.code, run.stderr).toBe(1);
    expect(run.outputs.passed).toBe('false');
    expect(stepRows(run.summary)).toEqual([
      expect.stringMatching(
        /^\| `results\/report\/report\.passport\.json` \| changed \| ❌ differs \| 1 \| /,
      ),
    ]);
    // The re-run (the committed script) differs from the record; the committed file is the record's.
    expect(run.summary).toMatch(
      /`reproduce-differs` \| `results\/report\/report\.passport\.json` \|.*re-run vs record: the step run again as recorded wrote .*results\/report\/r\.txt.*the committed file matches the record/,
    );
  });

  it('fails a record re-stamped over a file its step never wrote, naming the step', async () => {
    await restampOverForeignFile(
      repo,
      'results/count/table.csv',
      'results/count/count.passport.json',
    );
    const run = await runOnPullRequest();
    expect(run.code, run.stderr).toBe(1);
    expect(run.outputs.passed).toBe('false');
    const rows = stepRows(run.summary);
    expect(rows[0]).toMatch(
      /^\| `results\/count\/count\.passport\.json` \| changed \| ❌ differs \| 2 \| /,
    );
    expect(run.summary).toContain('reproduce-differs');
    expect(run.summary).toMatch(/did not write .*results\/count\/table\.csv/);
  });
});
