/**
 * End to end: the committed dist/index.js, run as the runner runs it, against
 * a stand-in for the REST API on 127.0.0.1 that checks every request body
 * against GitHub's own OpenAPI description. Rebuild the bundle first
 * (`npm run bundle`); this test uses dist/ exactly as it is on disk.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cp, readFile, rm } from 'node:fs/promises';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildPipeline, sha256, TempRepo, uuidFromSeed } from '../helpers/repo.js';
import { buildDiffRepo, git, type DiffRepo } from '../helpers/diff-repo.js';
import {
  GitHubStandIn,
  loadRequestValidators,
  type RecordedRequest,
  type RequestValidators,
  type StoredAnnotation,
} from './github-stand-in.js';
import { ACTION_ENTRY, parseRunnerLog, runAction, type ActionRun } from './runner.js';

const HEAD_SHA = 'a'.repeat(40);
const BASE_SHA = 'b'.repeat(40);
const MERGE_SHA = 'c'.repeat(40);
const PR_NUMBER = 7;
const CHECKS = /^\/repos\/octo-org\/analysis\/check-runs$/;
const CHECK_RUN = /^\/repos\/octo-org\/analysis\/check-runs\/\d+$/;
/** 60 tampered outputs plus one unresolved consumed id: 61 findings, more than one batch. */
const TAMPERED = 60;

let validators: RequestValidators;
beforeAll(() => {
  if (!existsSync(ACTION_ENTRY))
    throw new Error(`${ACTION_ENTRY} is missing: run \`npm run bundle\` first`);
  validators = loadRequestValidators();
});

let repo: TempRepo;
let api: GitHubStandIn;
beforeEach(async () => {
  repo = await TempRepo.create('pg-e2e-');
  api = await GitHubStandIn.start(validators);
});
afterEach(async () => {
  await api.close();
  await rm(`${repo.root}-report.json`, { force: true });
  await rm(`${repo.root}-out.sarif`, { force: true });
  await repo.remove();
});

/** A repository with a clean chain, and a batch directory whose passport is wrong 61 ways. */
async function buildManyFindings(into: TempRepo = repo): Promise<string[]> {
  await buildPipeline(into);
  const outputs: string[] = [];
  for (let i = 0; i < TAMPERED; i++)
    outputs.push(
      await into.write(`results/batch/part-${String(i).padStart(2, '0')}.tsv`, `row\t${i}\n`),
    );
  await into.passport({
    dir: 'results/batch',
    skill: 'batch-export',
    outputs,
    consumed: [uuidFromSeed('a passport that does not exist')],
    mutate: (p) => {
      for (const [i, o] of (p.outputs as { sha256: string }[]).entries())
        o.sha256 = sha256(`tampered ${i}`);
    },
  });
  return outputs;
}

function pullRequestPayload(fork = false) {
  return {
    action: 'synchronize',
    number: PR_NUMBER,
    pull_request: {
      number: PR_NUMBER,
      changed_files: 141,
      head: {
        sha: HEAD_SHA,
        ref: 'feature',
        repo: { full_name: fork ? 'someone/analysis' : 'octo-org/analysis', fork },
      },
      base: { sha: BASE_SHA, ref: 'main', repo: { full_name: 'octo-org/analysis' } },
    },
    repository: { full_name: 'octo-org/analysis', name: 'analysis', owner: { login: 'octo-org' } },
  };
}

/** The PR lists one changed batch file and 140 unrelated ones (two pages of files). */
function registerPull(changed: string[]) {
  const files = [...changed, ...Array.from({ length: 140 }, (_, i) => `docs/page-${i}.md`)];
  api.pulls.set(PR_NUMBER, {
    number: PR_NUMBER,
    headSha: HEAD_SHA,
    baseSha: BASE_SHA,
    headLabel: 'octo-org:feature',
    files,
  });
}

const runPullRequest = async (inputs: Record<string, string> = {}, fork = false) => {
  // The base commit, served whole by the trees API: the checkout's files, without its config
  // (a base without one has the defaults).
  await api.addCommitFromDirectory(BASE_SHA, repo.root, [
    '.passport-gate.yml',
    '.passport-gate.yaml',
  ]);
  return runAction({
    workspace: repo.root,
    eventName: 'pull_request',
    payload: pullRequestPayload(fork),
    sha: MERGE_SHA,
    apiUrl: api.url,
    inputs: { 'report-file': `${repo.root}-report.json`, ...inputs },
  });
};

interface ReportFinding {
  rule: string;
  severity: string;
  path: string;
  line?: number;
  message: string;
}
async function readReport(run: ActionRun): Promise<{ findings: ReportFinding[] }> {
  const file = run.outputs['report-file'];
  expect(file, run.stdout + run.stderr).toBeTruthy();
  return JSON.parse(await readFile(file as string, 'utf8'));
}

const levelOf: Record<string, string> = { error: 'failure', warning: 'warning', notice: 'notice' };
const findingKeys = (findings: ReportFinding[]) =>
  findings
    .filter((f) => f.path !== '')
    .map((f) => `${f.path}:${f.line ?? 1}:${levelOf[f.severity]}:${f.rule}`)
    .sort();
const annotationKeys = (annotations: StoredAnnotation[]) =>
  annotations
    .map((a) => `${a.path}:${a.start_line}:${a.annotation_level}:${(a.title ?? '').split(' ')[0]}`)
    .sort();
const annotationsOf = (r: RecordedRequest) =>
  (r.body as { output?: { annotations?: StoredAnnotation[] } }).output?.annotations ?? [];
const bodyOf = (r: RecordedRequest) => r.body as Record<string, unknown>;

describe('a pull request with more than 50 findings', () => {
  it('lists the PR files, creates the check run on the head sha in batches of at most 50, completes it, and writes outputs and summary', async () => {
    const outputs = await buildManyFindings();
    registerPull([outputs[0] as string]);

    const run = await runPullRequest();
    expect(run.code, run.stderr).toBe(1);
    expect(api.validationErrors).toEqual([]);

    // The changed files came from the Pulls API, every page of them.
    const fileRequests = api.requestsTo('GET', /\/pulls\/7\/files$/);
    expect(fileRequests.length).toBe(2);
    expect(fileRequests.map((r) => r.query.get('page') ?? '1')).toEqual(['1', '2']);

    // One check run, created on the PR head (never the merge commit), then appended to and completed.
    const creates = api.requestsTo('POST', CHECKS);
    const updates = api.requestsTo('PATCH', CHECK_RUN);
    expect(creates).toHaveLength(1);
    expect(bodyOf(creates[0] as RecordedRequest)).toMatchObject({
      name: 'passport-gate',
      head_sha: HEAD_SHA,
      status: 'in_progress',
    });
    expect(updates).toHaveLength(1);
    const writes = [...creates, ...updates];
    for (const w of writes) expect(annotationsOf(w).length).toBeLessThanOrEqual(50);
    expect(writes.map((w) => annotationsOf(w).length)).toEqual([50, 11]);
    const last = bodyOf(updates[0] as RecordedRequest);
    expect(last).toMatchObject({ status: 'completed', conclusion: 'failure' });

    // Together the batches cover every finding, each once, at the passport line.
    const report = await readReport(run);
    expect(report.findings.filter((f) => f.rule === 'artifact-hash-mismatch')).toHaveLength(
      TAMPERED,
    );
    expect(report.findings.some((f) => f.rule === 'chain-unresolved')).toBe(true);
    expect(report.findings.every((f) => f.path.startsWith('results/batch/'))).toBe(true);
    const sent = writes.flatMap(annotationsOf);
    expect(annotationKeys(sent)).toEqual(findingKeys(report.findings));
    const passport = (await repo.read('results/batch/batch.passport.json'))
      .toString('utf8')
      .split('\n');
    for (const a of sent.filter((x) => x.title?.startsWith('artifact-hash-mismatch'))) {
      expect(passport[a.start_line - 1]).toMatch(/"sha256":/);
    }

    const stored = [...api.checkRuns.values()];
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      head_sha: HEAD_SHA,
      status: 'completed',
      conclusion: 'failure',
    });
    expect(stored[0]?.annotations).toHaveLength(61);
    expect(Buffer.byteLength(stored[0]?.output.summary ?? '')).toBeLessThanOrEqual(65535);

    expect(run.outputs).toMatchObject({
      passed: 'false',
      errors: '61',
      warnings: '0',
      notices: '0',
      passports: '1',
      'check-run-id': String(stored[0]?.id),
    });
    expect(run.summary).toContain('❌ **Failed**');
    expect(run.summary).toContain('results/batch');
    expect(run.summary).toContain('```mermaid');
    expect(run.summary).toContain(':::unresolved');
    expect(run.summary).toContain('Pulls API');
    // The check run carried the findings: no workflow-command annotations as well.
    expect(
      parseRunnerLog(run.stdout).filter((c) => c.name === 'error' && c.properties.file),
    ).toEqual([]);
  });

  it('reuses the check run of the same name on a rerun and does not add the annotations again', async () => {
    const outputs = await buildManyFindings();
    registerPull([outputs[0] as string]);
    const first = await runPullRequest();
    const id = first.outputs['check-run-id'];
    expect(id).toBeTruthy();
    const before = api.requests.length;

    const rerun = await runPullRequest();
    expect(rerun.code).toBe(1);
    expect(api.validationErrors).toEqual([]);
    const second = api.requests.slice(before);
    expect(second.filter((r) => r.method === 'POST')).toEqual([]);
    const lookups = second.filter(
      (r) => r.method === 'GET' && /\/commits\/[0-9a-f]{40}\/check-runs$/.test(r.path),
    );
    expect(lookups.map((r) => [r.path.split('/')[5], r.query.get('check_name')])).toEqual([
      [HEAD_SHA, 'passport-gate'],
    ]);
    const patches = second.filter((r) => r.method === 'PATCH');
    expect(patches.length).toBeGreaterThan(0);
    expect(patches.every((r) => r.path.endsWith(`/check-runs/${id}`))).toBe(true);
    expect(bodyOf(patches.at(-1) as RecordedRequest)).toMatchObject({
      status: 'completed',
      conclusion: 'failure',
    });
    expect(api.checkRuns.size).toBe(1);
    expect(api.checkRuns.get(Number(id))?.annotations).toHaveLength(61);
    expect(rerun.outputs['check-run-id']).toBe(id);
  });

  it('falls back to escaped workflow commands when a fork token cannot write checks, with the same verdict', async () => {
    const outputs = await buildManyFindings();
    registerPull([outputs[0] as string]);
    api.faults.push({
      method: 'POST',
      path: CHECKS,
      times: 10,
      status: 403,
      body: {
        message: 'Resource not accessible by integration',
        documentation_url: 'https://docs.github.com/rest/checks/runs#create-a-check-run',
      },
    });

    const run = await runPullRequest({}, true);
    expect(run.code).toBe(1);
    expect(api.requestsTo('POST', CHECKS)).toHaveLength(1); // a 403 is not retried
    expect(run.outputs).toMatchObject({ passed: 'false', errors: '61' });
    expect(run.outputs['check-run-id']).toBeUndefined();

    const report = await readReport(run);
    const commands = parseRunnerLog(run.stdout).filter(
      (c) => ['error', 'warning', 'notice'].includes(c.name) && c.properties.file,
    );
    const fromCommands = commands
      .map(
        (c) =>
          `${c.properties.file}:${c.properties.line}:${levelOf[c.name]}:${(c.properties.title ?? '').split(' ')[0]}`,
      )
      .sort();
    expect(fromCommands).toEqual(findingKeys(report.findings));
    expect(run.stdout).toContain('Resource not accessible by integration');
    expect(run.stdout).toContain('workflow_run');
    expect(run.summary).toContain('❌ **Failed**');
  });
});

describe('the fork-safe workflow_run setup of the README', () => {
  it('finds the fork pull request by head label, audits the pr/ checkout with the base commit’s config, and checks the head sha', async () => {
    // The workspace holds pr/ (the fork's head, a git checkout without the base commit).
    const pr = await TempRepo.create(`${path.relative(tmpdir(), repo.root)}/pr-`);
    execFileSync('git', ['init', '-q'], { cwd: pr.root });
    const outputs = await buildManyFindings(pr);
    // The pull request tries to switch the failing rules off; the base commit's config wins.
    await pr.write(
      '.passport-gate.yml',
      'rules:\n  artifact-hash-mismatch: "off"\n  chain-unresolved: "off"\n',
    );
    api.contents.set(`${BASE_SHA}:.passport-gate.yml`, { type: 'file', text: 'rules: {}\n' });
    api.pulls.set(12, {
      number: 12,
      headSha: HEAD_SHA,
      baseSha: BASE_SHA,
      headLabel: 'someone:feature',
      files: [outputs[3] as string],
    });

    const run = await runAction({
      workspace: repo.root,
      eventName: 'workflow_run',
      payload: {
        action: 'completed',
        workflow_run: {
          event: 'pull_request',
          head_sha: HEAD_SHA,
          head_branch: 'feature',
          head_repository: { full_name: 'someone/analysis', owner: { login: 'someone' } },
          pull_requests: [], // GitHub lists none for a pull request from a fork
          conclusion: 'failure',
        },
      },
      sha: 'd'.repeat(40), // the default branch's head, where workflow_run runs
      apiUrl: api.url,
      inputs: { root: path.basename(pr.root) },
    });
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(api.validationErrors).toEqual([]);
    expect(api.requestsTo('GET', /\/pulls$/).map((r) => r.query.get('head'))).toEqual([
      'someone:feature',
    ]);
    expect(api.requestsTo('GET', /\/pulls\/12\/files$/)).toHaveLength(1);
    // The config was read at the pull request's base, not from the fork's checkout: the base
    // commit's whole tree once, and its config's blob (the policy files, the citation lock and
    // the passports in force are looked up in that tree).
    expect(api.requestsTo('GET', /\/git\/trees\//).map((r) => r.path)).toEqual([
      `/repos/octo-org/analysis/git/trees/${BASE_SHA}`,
    ]);
    expect(api.requestsTo('GET', /\/git\/blobs\//)).toHaveLength(1);
    expect(api.requestsTo('GET', /\/contents\//)).toEqual([]);
    const stored = [...api.checkRuns.values()];
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ head_sha: HEAD_SHA, conclusion: 'failure' });
    // Paths are relative to the pr/ checkout, where GitHub resolves them.
    const annotations = stored[0]?.annotations ?? [];
    expect(
      annotations
        .filter((a) => a.annotation_level === 'failure')
        .every((a) => a.path.startsWith('results/batch/')),
    ).toBe(true);
    expect(annotations.filter((a) => a.annotation_level === 'notice')).toEqual([
      expect.objectContaining({
        path: '.passport-gate.yml',
        title: expect.stringMatching(/^config-changed/),
      }),
    ]);
    expect(run.outputs).toMatchObject({ passed: 'false', errors: '61', notices: '1' });
  });
});

describe('retries and reruns of the API', () => {
  it('retries a 5xx that asks for Retry-After, then succeeds; a clean PR passes', async () => {
    const { variants } = await buildPipeline(repo);
    registerPull([variants.path]);
    api.faults.push({
      method: 'POST',
      path: CHECKS,
      times: 1,
      status: 502,
      headers: { 'retry-after': '0' },
      body: { message: 'Bad Gateway' },
    });
    api.faults.push({
      method: 'GET',
      path: /\/pulls\/7\/files$/,
      times: 1,
      status: 500,
      headers: { 'retry-after': '0' },
    });

    const run = await runPullRequest();
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(api.validationErrors).toEqual([]);
    expect(api.requestsTo('POST', CHECKS).map((r) => r.status)).toEqual([502, 201]);
    expect(api.requestsTo('GET', /\/pulls\/7\/files$/).map((r) => r.status)).toEqual([
      500, 200, 200,
    ]);
    const stored = [...api.checkRuns.values()];
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      head_sha: HEAD_SHA,
      status: 'completed',
      conclusion: 'success',
    });
    expect(run.outputs).toMatchObject({
      passed: 'true',
      errors: '0',
      'check-run-id': String(stored[0]?.id),
    });
    expect(run.summary).toContain('✅ **Passed**');
  });

  it('a connection that keeps resetting mid-batch: the rest goes to workflow commands, the verdict is unchanged', async () => {
    const outputs = await buildManyFindings();
    registerPull([outputs[0] as string]);
    // Every append after the first batch dies: more resets than the bounded retries.
    api.faults.push({ method: 'PATCH', path: CHECK_RUN, times: 100, kind: 'reset' });

    const run = await runPullRequest();
    expect(run.code).toBe(1); // the findings decide, as without the fault
    expect(run.outputs).toMatchObject({ passed: 'false', errors: '61' });
    expect(api.requestsTo('POST', CHECKS).map((r) => annotationsOf(r).length)).toEqual([50]);
    const patches = api.requestsTo('PATCH', CHECK_RUN);
    // Retried, a bounded number of times: the append and the completion, each 1 try + 3 retries.
    expect(patches.length).toBeGreaterThan(2);
    expect(patches.length).toBeLessThanOrEqual(8);
    // The 11 annotations that never reached the check run are printed as escaped workflow commands.
    const commands = parseRunnerLog(run.stdout).filter(
      (c) => c.name === 'error' && c.properties.file,
    );
    expect(commands).toHaveLength(11);
    expect(run.stdout + run.summary).toMatch(/publishing the check run failed/);
  });

  it('on push, reads the compare API for before...after and checks the pushed commit', async () => {
    const { variants } = await buildPipeline(repo);
    await repo.write(variants.path.replace('.passport.json', '.extra.txt'), 'not listed');
    api.comparisons.set(`${BASE_SHA}...${HEAD_SHA}`, ['results/variants/variants.extra.txt']);
    const run = await runAction({
      workspace: repo.root,
      eventName: 'push',
      payload: { before: BASE_SHA, after: HEAD_SHA, ref: 'refs/heads/main' },
      sha: HEAD_SHA,
      apiUrl: api.url,
      inputs: { 'fail-on': 'warning' },
    });
    expect(api.validationErrors).toEqual([]);
    expect(
      api
        .requestsTo('GET', /\/compare\//)
        .map((r) => decodeURIComponent(r.path.split('/').pop() as string)),
    ).toEqual([`${BASE_SHA}...${HEAD_SHA}`]);
    expect(run.code).toBe(1); // artifact-unlisted is an error
    const created = api.requestsTo('POST', CHECKS).map(bodyOf);
    expect(created).toMatchObject([{ head_sha: HEAD_SHA, conclusion: 'failure' }]);
    expect(run.outputs).toMatchObject({ passed: 'false', errors: '1', warnings: '0' });
  });
});

describe('repository content aimed at the runner', () => {
  it('prints escaped workflow commands and never lets a path or message act as a command', async () => {
    await buildPipeline(repo);
    // A file name and a skill that try to end the line, stop command processing and mask output.
    await repo.write('results/align/::stop-commands::pwned', 'x');
    await repo.write('results/align/%0A::add-mask::secret,line=1', 'x');
    await repo.write('results/align/##[error]fake', 'x');
    const run = await runAction({
      workspace: repo.root,
      eventName: 'workflow_dispatch',
      payload: {},
      sha: HEAD_SHA,
      apiUrl: api.url,
      inputs: {
        mode: 'all',
        annotations: 'workflow-commands',
        'sarif-file': `${repo.root}-out.sarif`,
      },
    });
    expect(run.code, run.stderr).toBe(1); // three unlisted files are errors
    expect(api.requests).toEqual([]); // mode all with workflow commands needs no API

    const commands = parseRunnerLog(run.stdout);
    expect(commands.filter((c) => c.legacy)).toEqual([]);
    const names = new Set(commands.map((c) => c.name));
    for (const name of names)
      expect([
        'group',
        'endgroup',
        'stop-commands',
        'warning',
        'error',
        'notice',
        'debug',
      ]).toContain(name);
    // Exactly one stop-commands block (ours, around the text report), closed again.
    expect(commands.filter((c) => c.name === 'stop-commands')).toHaveLength(1);
    const errors = commands.filter((c) => c.name === 'error' && c.properties.file !== undefined);
    expect(errors.map((c) => c.properties.file).sort()).toEqual(
      [
        'results/align/##[error]fake',
        'results/align/%0A::add-mask::secret,line=1',
        'results/align/::stop-commands::pwned',
      ].sort(),
    );
    for (const w of errors) expect(w.properties.line).toBe('1');
    expect(run.outputs).toMatchObject({ passed: 'false', errors: '3' });

    // The summary shows the names as they are, in code spans.
    expect(run.summary).not.toContain('<img');
    expect(run.summary).toMatch(/`[^`\n]*::stop-commands::pwned[^`\n]*`/);

    const sarif = JSON.parse(await readFile(`${repo.root}-out.sarif`, 'utf8'));
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0].results).toHaveLength(3);
  });
});

describe('the stand-in', () => {
  it('flags request bodies GitHub would refuse', () => {
    const a = { path: 'x', start_line: 1, end_line: 1, annotation_level: 'failure', message: 'm' };
    const ok = {
      name: 'n',
      head_sha: HEAD_SHA,
      status: 'completed',
      conclusion: 'success',
      output: { title: 't', summary: 's', annotations: [a] },
    };
    expect(api.checkRequestBody('checks/create', ok)).toEqual([]);
    const tooMany = {
      ...ok,
      output: { ...ok.output, annotations: Array.from({ length: 51 }, () => a) },
    };
    expect(api.checkRequestBody('checks/create', tooMany).join()).toMatch(
      /must NOT have more than 50 items/,
    );
    const badLevel = {
      ...ok,
      output: { ...ok.output, annotations: [{ ...a, annotation_level: 'error' }] },
    };
    expect(api.checkRequestBody('checks/create', badLevel).join()).toMatch(/allowed values/);
    const { head_sha: _drop, ...noSha } = ok;
    expect(api.checkRequestBody('checks/create', noSha).join()).toMatch(/head_sha/);
    expect(
      api
        .checkRequestBody('checks/update', { status: 'completed', output: { summary: 's' } })
        .join(),
    ).toMatch(/conclusion/);
    expect(api.checkRequestBody('checks/update', { output: { title: 't' } }).join()).toMatch(
      /summary/,
    );
  });
});

describe('a sharded matrix run', () => {
  it('each shard audits its part; mode: merge publishes one verdict and one check run covering every finding', async () => {
    await buildManyFindings();
    const push = { before: BASE_SHA, after: HEAD_SHA, ref: 'refs/tags/v1.0.0' };
    const base = {
      workspace: repo.root,
      eventName: 'push',
      payload: push,
      sha: HEAD_SHA,
      apiUrl: api.url,
    };

    const whole = await runAction({
      ...base,
      inputs: { mode: 'all', annotations: 'none', 'report-file': `${repo.root}-report.json` },
    });
    const expected = JSON.parse(await readFile(`${repo.root}-report.json`, 'utf8'));
    expect(whole.code).toBe(1);

    const shardCodes: (number | null)[] = [];
    for (const shard of ['1/2', '2/2']) {
      const run = await runAction({
        ...base,
        inputs: {
          mode: 'all',
          shard,
          annotations: 'none',
          'report-file': `reports/shard-${shard[0]}.json`,
        },
      });
      shardCodes.push(run.code);
    }
    const shardReports = await Promise.all(
      ['1', '2'].map(async (i) =>
        JSON.parse(await readFile(repo.abs(`reports/shard-${i}.json`), 'utf8')),
      ),
    );
    // The shards split the output directories between them.
    expect(shardReports.map((r) => r.scope.directories.length).reduce((a, b) => a + b, 0)).toBe(
      expected.scope.directories.length,
    );
    expect(shardCodes).toContain(1);

    const merged = await runAction({
      ...base,
      inputs: { mode: 'merge', reports: 'reports/*.json' },
    });
    expect(merged.code).toBe(1);
    expect(api.validationErrors).toEqual([]);
    const stored = [...api.checkRuns.values()];
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      head_sha: HEAD_SHA,
      status: 'completed',
      conclusion: 'failure',
    });
    expect(stored[0]!.annotations).toHaveLength(expected.findings.length);
    expect(merged.outputs).toMatchObject({
      passed: 'false',
      errors: String(expected.summary.errors),
    });
    expect(merged.summary).toMatch(/2 shard report.*combined/);
  });

  it('mode: merge without matching reports fails with a configuration error', async () => {
    await buildPipeline(repo);
    const run = await runAction({
      workspace: repo.root,
      eventName: 'push',
      payload: { before: BASE_SHA, after: HEAD_SHA },
      sha: HEAD_SHA,
      apiUrl: api.url,
      inputs: { mode: 'merge', reports: 'nowhere/*.json' },
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('matched no file');
    expect(api.requestsTo('POST', CHECKS)).toEqual([]);
  });
});

describe('the provenance diff of a pull request (What changed)', () => {
  let fixture: DiffRepo;
  beforeEach(async () => {
    fixture = await buildDiffRepo('pg-e2e-diff-');
  });
  afterEach(async () => {
    await fixture.repo.remove();
  });

  /** The pull request's files with statuses, as the Pulls API lists them (from git's own diff). */
  function pullFiles(): {
    files: string[];
    statuses: Record<string, { status: string; previous_filename?: string }>;
  } {
    const fields = git(
      fixture.repo.root,
      'diff',
      '-M',
      '--name-status',
      '-z',
      fixture.base,
      fixture.head,
    ).split('\0');
    const names: Record<string, string> = { A: 'added', D: 'removed', M: 'modified', R: 'renamed' };
    const files: string[] = [];
    const statuses: Record<string, { status: string; previous_filename?: string }> = {};
    for (let i = 0; i < fields.length - 1;) {
      const letter = (fields[i++] as string)[0] as string;
      const previous = letter === 'R' ? (fields[i++] as string) : undefined;
      const name = fields[i++] as string;
      files.push(name);
      statuses[name] = {
        status: names[letter] as string,
        ...(previous ? { previous_filename: previous } : {}),
      };
    }
    return { files, statuses };
  }

  const payload = (changedFiles: number) => ({
    action: 'synchronize',
    number: PR_NUMBER,
    pull_request: {
      number: PR_NUMBER,
      changed_files: changedFiles,
      head: {
        sha: HEAD_SHA,
        ref: 'feature',
        repo: { full_name: 'octo-org/analysis', fork: false },
      },
      base: { sha: BASE_SHA, ref: 'main', repo: { full_name: 'octo-org/analysis' } },
    },
    repository: { full_name: 'octo-org/analysis', name: 'analysis', owner: { login: 'octo-org' } },
  });

  it('without history: the base is read whole through the trees and blobs APIs at the base sha, and the summary, the check run and the outputs show what changed', async () => {
    // The checkout: the head's files, no .git (as actions/checkout with a token-less fetch of one commit would leave no base).
    await cp(fixture.repo.root, repo.root, { recursive: true });
    await rm(repo.abs('.git'), { recursive: true, force: true });
    const { files, statuses } = pullFiles();
    api.pulls.set(PR_NUMBER, {
      number: PR_NUMBER,
      headSha: HEAD_SHA,
      baseSha: BASE_SHA,
      headLabel: 'octo-org:feature',
      files,
      statuses,
    });
    // The base commit, as GitHub holds it: served whole by the trees and blobs APIs.
    api.addCommitFromGit(fixture.repo.root, fixture.base, BASE_SHA);
    const run = await runAction({
      workspace: repo.root,
      eventName: 'pull_request',
      payload: payload(files.length),
      sha: MERGE_SHA,
      apiUrl: api.url,
      inputs: { 'report-file': `${repo.root}-report.json` },
    });
    expect(api.validationErrors).toEqual([]);
    // The findings decide the verdict as before: B's input is A's old output, A records a failure.
    expect(run.code, run.stderr).toBe(1);
    expect(run.outputs.stale).toBe('2');

    // The base's tree once, and a blob for each base passport whose bytes the checkout lacks.
    expect(api.requestsTo('GET', /\/git\/trees\//).map((r) => r.path)).toEqual([
      `/repos/octo-org/analysis/git/trees/${BASE_SHA}`,
    ]);
    expect(api.requestsTo('GET', /\/git\/blobs\//).length).toBeGreaterThan(0);
    expect(api.requestsTo('GET', /\/contents\//)).toEqual([]);

    // The job summary: What changed, the plan in order, coverage of both sides, the diagram's classes.
    const summary = run.summary;
    expect(summary).toContain('### What changed');
    expect(summary).toContain("the base's passports were read whole at");
    expect(summary).toContain('| output directories with a passport | 100% (8/8) | 88% (8/9) |');
    expect(summary).toContain('| artifacts listed by a passport | 88% (8/9) | 90% (9/10) |');
    const plan = summary.slice(summary.indexOf('#### Re-run plan'));
    expect(plan.indexOf('`results/variants/variants.passport.json`')).toBeGreaterThan(0);
    expect(plan.indexOf('`results/variants/variants.passport.json`')).toBeLessThan(
      plan.indexOf('`results/report/report.passport.json`'),
    );
    // A hand record's re-run through run, its command left to fill in: never a re-stamp.
    expect(summary).toMatch(
      /`passport-gate run results\/variants --run-id variants --skill \S+ --skill-version \S+ [^`]*-- '<the step command>'`/,
    );
    expect(summary).toMatch(/^ {2}class [n0-9,]+ stale$/m);
    expect(summary).toMatch(/^ {2}class [n0-9,]+ changed$/m);

    // The check run carries the section too, within its limit.
    const stored = [...api.checkRuns.values()];
    expect(stored).toHaveLength(1);
    expect(stored[0]?.output.summary).toContain('### What changed');
    expect(Buffer.byteLength(stored[0]?.output.summary ?? '')).toBeLessThanOrEqual(65535);

    // The JSON report has the full diff.
    const report = JSON.parse(await readFile(`${repo.root}-report.json`, 'utf8')) as {
      diff: {
        stale: { path: string }[];
        base: { source: string };
        coverage: { base: { source: string } };
      };
    };
    expect(report.diff.stale.map((s) => s.path)).toEqual([
      'results/variants/variants.passport.json',
      'results/report/report.passport.json',
    ]);
    expect(report.diff.base.source).toBe('git');
    expect(report.diff.coverage.base.source).toBe('git');
  });

  it('with history: the base (and its config) come from git, and the contents API is not asked', async () => {
    git(repo.root, 'clone', '-q', fixture.repo.root, '.');
    const { files, statuses } = pullFiles();
    api.pulls.set(PR_NUMBER, {
      number: PR_NUMBER,
      headSha: HEAD_SHA,
      baseSha: fixture.base,
      headLabel: 'octo-org:feature',
      files,
      statuses,
    });
    const body = payload(files.length);
    body.pull_request.base.sha = fixture.base;
    const run = await runAction({
      workspace: repo.root,
      eventName: 'pull_request',
      payload: body,
      sha: MERGE_SHA,
      apiUrl: api.url,
    });
    expect(run.code, run.stderr).toBe(1);
    expect(api.requestsTo('GET', /\/contents\//)).toEqual([]);
    expect(run.outputs.stale).toBe('2');
    expect(run.summary).toContain(`Base commit ${fixture.base.slice(0, 12)} (from git)`);
    expect(run.summary).toContain(
      '| output directories with a passport | 100% (8/8) | 88% (8/9) |',
    );
  });
});
