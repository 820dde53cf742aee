/**
 * Issue 14, end to end on the committed dist/index.js against the REST
 * stand-in: the pull request's own config is not the policy (§1), a doubtful
 * changed-file list widens the scope (§3), and a stalled or malformed API
 * answer neither holds the job nor changes the verdict (§5). The checkouts
 * here have no git history, as actions/checkout leaves them by default.
 */
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildPipeline, TempRepo } from '../helpers/repo.js';
import { GitHubStandIn, loadRequestValidators, type RequestValidators } from './github-stand-in.js';
import { ACTION_ENTRY, parseRunnerLog, runAction, type ActionRun } from './runner.js';

const HEAD_SHA = 'a'.repeat(40);
const BASE_SHA = 'b'.repeat(40);
const MERGE_SHA = 'c'.repeat(40);
const PR = 7;
const CONFIG = '.passport-gate.yml';
const OFF = [
  'rules:',
  '  artifact-hash-mismatch: "off"',
  '  input-hash-mismatch: "off"',
  '  artifact-size-mismatch: "off"',
  '',
].join('\n');

let validators: RequestValidators;
beforeAll(() => {
  if (!existsSync(ACTION_ENTRY))
    throw new Error(`${ACTION_ENTRY} is missing: run \`npm run bundle\` first`);
  validators = loadRequestValidators();
});

let repo: TempRepo;
let api: GitHubStandIn;
let reportFile: string;
beforeEach(async () => {
  repo = await TempRepo.create('pg-e2e-closed-');
  api = await GitHubStandIn.start(validators);
  reportFile = `${repo.root}-report.json`;
});
afterEach(async () => {
  await api.close();
  await rm(reportFile, { force: true });
  await repo.remove();
});

/** Registers the pull request with `files` and runs the action on its event (`changed_files` as given). */
async function runPullRequest(
  files: string[],
  options: {
    changedFiles?: number;
    inputs?: Record<string, string>;
    env?: Record<string, string>;
  } = {},
): Promise<ActionRun> {
  // The base commit, served whole by the trees API: the checkout's files where the test set no
  // other (its config only where it did: a base without one has the defaults).
  await api.addCommitFromDirectory(BASE_SHA, repo.root, [CONFIG, '.passport-gate.yaml']);
  api.pulls.set(PR, {
    number: PR,
    headSha: HEAD_SHA,
    baseSha: BASE_SHA,
    headLabel: 'octo-org:feature',
    files,
  });
  return runAction({
    workspace: repo.root,
    eventName: 'pull_request',
    payload: {
      action: 'synchronize',
      number: PR,
      pull_request: {
        number: PR,
        changed_files: options.changedFiles ?? files.length,
        head: {
          sha: HEAD_SHA,
          ref: 'feature',
          repo: { full_name: 'octo-org/analysis', fork: false },
        },
        base: { sha: BASE_SHA, ref: 'main', repo: { full_name: 'octo-org/analysis' } },
      },
      repository: {
        full_name: 'octo-org/analysis',
        name: 'analysis',
        owner: { login: 'octo-org' },
      },
    },
    sha: MERGE_SHA,
    apiUrl: api.url,
    inputs: { 'report-file': reportFile, ...options.inputs },
    ...(options.env ? { env: options.env } : {}),
  });
}

interface ReportFinding {
  rule: string;
  severity: string;
  path: string;
  message: string;
}
async function readReport(
  run: ActionRun,
): Promise<{ findings: ReportFinding[]; scope: { mode: string } }> {
  expect(run.outputs['report-file'], run.stdout + run.stderr).toBeTruthy();
  return JSON.parse(await readFile(reportFile, 'utf8'));
}

/** The job summary as a reader sees it: Markdown escapes and HTML entities undone. */
/** The words of the summary: code spans unwrapped (report/escape.ts markdownText), entities and escapes read. */
const plain = (markdown: string) =>
  markdown
    .replace(/(`+) ?([^`]*?) ?\1/g, '$2')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\\([\\`*_{}[\]()#+!~])/g, '$1');

/** The pipeline, with one output whose bytes no longer match its passport. */
async function buildTampered() {
  await buildPipeline(repo);
  await writeFile(repo.abs('results/variants/sampleA.vcf'), 'tampered\n');
}

describe('§1 the base commit’s config is the policy', () => {
  it('a pull request that turns the hash rules off still fails on its tampered artifact, and the change is reported', async () => {
    await buildTampered();
    await repo.write(CONFIG, OFF);
    api.contents.set(`${BASE_SHA}:${CONFIG}`, { type: 'file', text: 'rules: {}\n' });

    const run = await runPullRequest(['results/variants/sampleA.vcf', CONFIG]);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(api.validationErrors).toEqual([]);
    // The base was read whole at the base sha: its tree once, and the blob of its config (the
    // one file of it whose bytes the checkout does not hold).
    expect(api.requestsTo('GET', /\/git\/trees\//).map((r) => r.path)).toEqual([
      `/repos/octo-org/analysis/git/trees/${BASE_SHA}`,
    ]);
    expect(api.requestsTo('GET', /\/git\/blobs\//)).toHaveLength(1);
    expect(api.requestsTo('GET', /\/contents\//)).toEqual([]);
    const report = await readReport(run);
    expect(report.findings.map((f) => f.rule)).toContain('artifact-hash-mismatch');
    const change = report.findings.find((f) => f.rule === 'config-changed');
    expect(change).toMatchObject({ severity: 'notice', path: CONFIG });
    expect(change?.message).toMatch(/would turn artifact-hash-mismatch off/);
    // The reviewer sees it on the check run, on the config file.
    const [stored] = [...api.checkRuns.values()];
    expect(stored?.conclusion).toBe('failure');
    expect(
      stored?.annotations.some((a) => a.path === CONFIG && a.annotation_level === 'notice'),
    ).toBe(true);
    expect(plain(run.summary)).toMatch(
      /of the base commit b{12} is in force; the checkout's version is not applied \(read from the GitHub API\)/,
    );
  });

  it('config-source: head applies the pull request’s file (the documented risk)', async () => {
    await buildTampered();
    await repo.write(CONFIG, OFF);
    api.contents.set(`${BASE_SHA}:${CONFIG}`, { type: 'file', text: 'rules: {}\n' });
    const run = await runPullRequest(['results/variants/sampleA.vcf', CONFIG], {
      inputs: { 'config-source': 'head' },
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(api.requestsTo('GET', /\/contents\//)).toEqual([]);
    expect(plain(run.summary)).toMatch(/config-source is head/);
  });

  it('a malformed tree answer fails the run with one line and base-unreadable, never the pull request’s config', async () => {
    await buildTampered();
    await repo.write(CONFIG, OFF);
    api.faults.push({
      method: 'GET',
      path: /\/git\/trees\//,
      times: 1,
      kind: 'raw',
      raw: '{"type": "fi',
    });
    const run = await runPullRequest(['results/variants/sampleA.vcf', CONFIG]);
    expect(run.code).toBe(2);
    const errors = parseRunnerLog(run.stdout).filter((c) => c.name === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.data).toMatch(
      /^passport-gate: the trusted base could not be read: the tree of the base commit b{12} through the GitHub API \(malformed answer from GET/,
    );
    expect(run.outputs.passed).toBe('false');
    expect((await readReport(run)).findings.map((f) => f.rule)).toEqual(['base-unreadable']);
  });
});

describe('§3 a doubtful changed-file list widens the scope', () => {
  /** results/align is clean and changed; results/variants is tampered and not listed. */
  async function buildUnlistedDamage() {
    await buildTampered();
  }

  it.each([
    [
      'fewer files than changed_files',
      ['results/align/sampleA.sorted.bam'],
      3,
      /lists 1 file\(s\) but the event says the pull request changes 3/,
    ],
    [
      'no file while the event says some',
      [],
      2,
      /lists 0 file\(s\) but the event says the pull request changes 2/,
    ],
  ])(
    '%s: every output directory is audited, and the summary says why',
    async (_n, files, changedFiles, why) => {
      await buildUnlistedDamage();
      const run = await runPullRequest(files, { changedFiles });
      expect(run.code, run.stdout + run.stderr).toBe(1);
      const report = await readReport(run);
      expect(report.scope.mode).toBe('all');
      expect(
        report.findings.some(
          (f) => f.path.startsWith('results/variants/') || f.path.startsWith('results/report/'),
        ),
      ).toBe(true);
      expect(plain(run.summary)).toMatch(why);
      expect(plain(run.summary)).toMatch(/every output directory is audited/);
    },
  );

  it('a malformed file list: every output directory is audited', async () => {
    await buildUnlistedDamage();
    api.faults.push({
      method: 'GET',
      path: /\/pulls\/7\/files$/,
      times: 1,
      kind: 'raw',
      raw: '[{"filename": ',
    });
    const run = await runPullRequest(['results/align/sampleA.sorted.bam']);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect((await readReport(run)).scope.mode).toBe('all');
    expect(plain(run.summary)).toMatch(
      /malformed answer from GET \/repos\/octo-org\/analysis\/pulls\/7\/files/,
    );
  });
});

describe('§5 every API call is bounded; a bad answer never changes the verdict', () => {
  it('stalled endpoints: the run ends within the budget, falls back to workflow commands, and fails as it should', async () => {
    await buildTampered();
    api.faults.push({ method: 'GET', path: /\/pulls\/7\/files$/, times: 100, kind: 'stall' });
    api.faults.push({ method: 'GET', path: /\/check-runs$/, times: 100, kind: 'stall' });
    api.faults.push({ method: 'POST', path: /\/check-runs$/, times: 100, kind: 'stall-body' });
    // A stalled endpoint never answers: the run ending at all (within the test's timeout) shows
    // the bound; what it asserts is that each call was cut at 0.4 s and never retried. Wall
    // time is not asserted: on a loaded 2-core runner the bundle's own start-up varies by tens
    // of seconds, and speed is the bench's business.
    const run = await runPullRequest(['results/align/sampleA.sorted.bam'], {
      env: { PASSPORT_GATE_API_TIMEOUT_MS: '400', PASSPORT_GATE_API_BUDGET_MS: '3000' },
    });
    expect(run.code, run.stdout + run.stderr).toBe(1);
    // Each stalled call was tried once: a timeout is not retried.
    expect(api.requestsTo('GET', /\/pulls\/7\/files$/)).toHaveLength(1);
    expect(api.requestsTo('POST', /\/check-runs$/)).toHaveLength(1);
    expect(plain(run.summary)).toMatch(/no complete answer within 0\.4 s/);
    // No history for git diff: everything was audited, so the unlisted damage is found.
    expect((await readReport(run)).findings.map((f) => f.rule)).toContain('artifact-hash-mismatch');
    const annotations = parseRunnerLog(run.stdout).filter(
      (c) => c.name === 'error' && c.properties.file,
    );
    expect(annotations.length).toBeGreaterThan(0);
    expect(run.outputs['check-run-id']).toBeUndefined();
    expect(run.outputs.passed).toBe('false');
  });

  it('a stalled tree call fails closed within the budget', async () => {
    await buildTampered();
    await repo.write(CONFIG, OFF);
    api.faults.push({ method: 'GET', path: /\/git\/trees\//, times: 100, kind: 'stall' });
    const run = await runPullRequest(['results/variants/sampleA.vcf'], {
      env: { PASSPORT_GATE_API_TIMEOUT_MS: '400', PASSPORT_GATE_API_BUDGET_MS: '3000' },
    });
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(
      /the trusted base could not be read: the tree of the base commit b{12} through the GitHub API \(the request got no complete answer within 0\.4 s\)/,
    );
  });

  it('malformed check-run answers: workflow commands instead, never check-run-id=undefined, same verdict', async () => {
    await buildTampered();
    api.faults.push({
      method: 'GET',
      path: /\/check-runs$/,
      times: 1,
      kind: 'raw',
      raw: '{"check_runs": 7}',
    });
    api.faults.push({
      method: 'POST',
      path: /\/check-runs$/,
      times: 1,
      status: 201,
      body: { name: 'passport-gate' },
    });
    const run = await runPullRequest(['results/variants/sampleA.vcf']);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(run.outputs['check-run-id']).toBeUndefined();
    expect(run.stdout).not.toMatch(/check-run-id=undefined/);
    expect(plain(run.summary)).toMatch(
      /publishing the check run failed \(malformed answer from POST .*no check run id\)/,
    );
    const report = await readReport(run);
    const annotations = parseRunnerLog(run.stdout).filter(
      (c) => ['error', 'warning', 'notice'].includes(c.name) && c.properties.file,
    );
    expect(annotations).toHaveLength(report.findings.filter((f) => f.path !== '').length);
    expect(run.outputs).toMatchObject({ passed: 'false' });
  });
});
