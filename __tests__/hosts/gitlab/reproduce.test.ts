/**
 * `passport-gate audit --reproduce changed|all` in a GitLab CI merge request pipeline (issues 38
 * and 39): the operation the action's `reproduce` input runs (operations/reproduce.ts), under
 * the target branch head's config, its findings in GitLab's outputs (the JSON report, Code
 * Quality, the job log). An honest change passes; a hand edit fails with its step named, even
 * when the merge request's own config exempts it; nothing runs without the trusted base; and
 * the steps never see the job token.
 */
import { readFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli.js';
import type { AuditReport } from '../../../src/core/report-model.js';
import { GITLAB_REPORT_FILES } from '../../../src/hosts/gitlab.js';
import { captureIo } from '../../helpers/cli-io.js';
import { commitAll } from '../../helpers/diff-repo.js';
import { TempRepo } from '../../helpers/repo.js';
import {
  buildRecordedChain,
  COUNT_SCRIPT,
  handEditOutput,
  runCount,
  runStep,
} from '../../helpers/reproduce-repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-gitlab-reproduce-');
});
afterEach(async () => {
  await repo.remove();
});

/** The base's config: the chain's input is a committed file of its own. */
const CONFIG = 'rules:\n  input-unprovenanced: off\n';

/** A step that writes the job token it sees, or `withheld`. */
const TOKEN_SCRIPT =
  "const fs=require('fs');fs.mkdirSync('results/token',{recursive:true});" +
  "fs.writeFileSync('results/token/t.txt',(process.env.CI_JOB_TOKEN||'withheld')+'\\n');";

/** The recorded chain and the base's config, committed: the target branch head. */
async function createTarget(): Promise<string> {
  await buildRecordedChain(repo);
  await repo.write('.passport-gate.yml', CONFIG);
  return commitAll(repo.root, 'config');
}

/** The variables of a GitLab merge request pipeline whose target branch head is `target`, and the job's. */
function mergeRequestEnv(target: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '',
    GITLAB_CI: 'true',
    CI_MERGE_REQUEST_IID: '7',
    CI_MERGE_REQUEST_TARGET_BRANCH_SHA: target,
    CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main',
    CI_PIPELINE_SOURCE: 'merge_request_event',
    CI_JOB_TOKEN: 'glcbt-job-secret',
  };
}

/** `audit --reproduce …` as GitLab runs it; the exit code, the JSON report and the job log. */
async function auditInMergeRequest(target: string, args: string[]) {
  const io = captureIo(repo.root, mergeRequestEnv(target));
  const code = await runCli(['audit', '--format', 'json', ...args], io);
  const out = io.out();
  return { code, report: out ? (JSON.parse(out) as AuditReport) : null, log: io.err() };
}

const stepsOf = (report: AuditReport | null) =>
  report?.reproduce?.steps.map((s) => [s.path, s.status, s.reason]);

describe('audit --reproduce in a GitLab merge request pipeline', () => {
  it('passes an honest change: the changed step and its consumer reproduce byte for byte', async () => {
    const target = await createTarget();
    // The count script changes but makes the same bytes; the step is run again and recorded.
    await repo.write('scripts/count.js', `/* same counts */${COUNT_SCRIPT}`);
    await runCount(repo);
    commitAll(repo.root, 'count script');
    const { code, report, log } = await auditInMergeRequest(target, ['--reproduce', 'changed']);
    expect(report?.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(code).toBe(0);
    expect(stepsOf(report)).toEqual([
      ['results/count/count.passport.json', 'reproduced', 'changed'],
      ['results/report/report.passport.json', 'reproduced', 'consumer'],
    ]);
    expect(log).toContain('GitLab CI: merge request !7');
    expect(log).toContain(
      'reproduce: changed — 2 of 2 step(s) reproduced byte for byte (budget 1800 s).',
    );
  });

  it('fails a hand edit with its step named: the JSON report, Code Quality and the job log', async () => {
    const target = await createTarget();
    await handEditOutput(repo, 'results/report/r.txt', 'results/report/report.passport.json');
    const { code, report, log } = await auditInMergeRequest(target, [
      '--reproduce',
      'changed',
      '--reproduce-max-seconds',
      '120',
    ]);
    expect(code).toBe(1);
    const differs = report?.findings.find((f) => f.rule === 'reproduce-differs');
    expect(differs).toMatchObject({
      severity: 'error',
      path: 'results/report/report.passport.json',
    });
    expect(differs?.message).toContain('results/report/r.txt');
    expect(stepsOf(report)).toEqual([
      ['results/report/report.passport.json', 'differs', 'changed'],
    ]);
    const issues = JSON.parse(
      await readFile(repo.abs(GITLAB_REPORT_FILES.codequality!), 'utf8'),
    ) as { check_name: string; location: { path: string } }[];
    expect(issues).toContainEqual(
      expect.objectContaining({
        check_name: 'reproduce-differs',
        location: expect.objectContaining({ path: 'results/report/report.passport.json' }),
      }),
    );
    expect(log).toContain('reproduce: differs results/report/report.passport.json');
    expect(log).toContain('(budget 120 s)');
  });

  it("holds the step to the target branch's config: the merge request's own exemption is only compared", async () => {
    const target = await createTarget();
    await repo.write(
      '.passport-gate.yml',
      `${CONFIG}reproduce:\n  nondeterministic: ['results/report/**']\n`,
    );
    await handEditOutput(repo, 'results/report/r.txt', 'results/report/report.passport.json');
    const { code, report } = await auditInMergeRequest(target, ['--reproduce', 'changed']);
    expect(code).toBe(1);
    expect(report?.findings.map((f) => f.rule)).toEqual(
      expect.arrayContaining(['reproduce-differs', 'config-changed']),
    );
  });

  it('runs nothing when the target branch head is not in the clone (exit 2, base-unreadable)', async () => {
    await createTarget();
    const missing = 'b'.repeat(40);
    const { code, report, log } = await auditInMergeRequest(missing, ['--reproduce', 'all']);
    expect(code).toBe(2);
    expect(report?.findings.map((f) => f.rule)).toEqual(['base-unreadable']);
    expect(report?.reproduce).toBeUndefined();
    expect(log).not.toContain('reproduce: all');
  });

  it('runs the steps without the job token', async () => {
    await buildRecordedChain(repo);
    await repo.write('scripts/token.js', TOKEN_SCRIPT);
    await runStep(repo, [
      'results/token',
      '--skill',
      'token',
      '--skill-version',
      '1.0.0',
      '--code',
      'scripts/token.js',
      '--',
      process.execPath,
      'scripts/token.js',
    ]);
    expect(await repo.read('results/token/t.txt').then(String)).toBe('withheld\n');
    await repo.write('.passport-gate.yml', CONFIG);
    const target = commitAll(repo.root, 'a step that shows the token it sees');
    const { code, report } = await auditInMergeRequest(target, ['--reproduce', 'all']);
    expect(stepsOf(report)).toContainEqual([
      'results/token/token.passport.json',
      'reproduced',
      'selected',
    ]);
    expect(code).toBe(0);
  });
});

describe('audit --reproduce flags', () => {
  it('refuses a mode it does not know and a budget without --reproduce (exit 2, one line)', async () => {
    const target = await createTarget();
    const refused = async (args: string[]) => {
      const { code, report, log } = await auditInMergeRequest(target, args);
      expect(report).toBeNull();
      expect(code).toBe(2);
      return log;
    };
    expect(await refused(['--reproduce', 'some'])).toContain(
      '--reproduce must be one of none, changed, all',
    );
    expect(await refused(['--reproduce-max-seconds', '60'])).toContain(
      '--reproduce-max-seconds is the budget of --reproduce',
    );
    expect(await refused(['--reproduce', 'all', '--reproduce-max-seconds', '0'])).toContain(
      'whole number of seconds from 1',
    );
  });
});
