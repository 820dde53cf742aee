/**
 * The base's policy, end to end on the committed dist/index.js against the REST stand-in:
 * on a pull request the base commit's `.gitattributes` decides which files are Git LFS
 * pointers (the checkout here has no history, as actions/checkout leaves it, so the base's
 * file comes from the base's whole tree through the API), and a merge group's base is treated like a pull
 * request's (its config is in force, the group's own is reported). The skill graph is policy
 * too: the base's decides which skills an envelope may hand to.
 */
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { commitAll, git } from '../helpers/diff-repo.js';
import { buildPipeline, sha256, TempRepo } from '../helpers/repo.js';
import { editYaml, ENVELOPE, GRAPH, handoffs, type Doc } from '../cases/fixtures.js';
import { GitHubStandIn, loadRequestValidators, type RequestValidators } from './github-stand-in.js';
import { ACTION_ENTRY, runAction } from './runner.js';

const BASE_SHA = 'b'.repeat(40);
const MERGE_SHA = 'c'.repeat(40);
const PR = 9;

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
  repo = await TempRepo.create('pg-e2e-policy-');
  api = await GitHubStandIn.start(validators);
  reportFile = `${repo.root}-report.json`;
});
afterEach(async () => {
  await api.close();
  await rm(reportFile, { force: true });
  await repo.remove();
});

interface Finding {
  rule: string;
  path: string;
  message: string;
}
const readFindings = async (): Promise<Finding[]> =>
  (JSON.parse(await readFile(reportFile, 'utf8')) as { findings: Finding[] }).findings;

const REPOSITORY = {
  full_name: 'octo-org/analysis',
  name: 'analysis',
  owner: { login: 'octo-org' },
};

describe('.gitattributes of the pull request’s base', () => {
  it('a pointer the pull request made LFS-managed fails as the bytes it is, with policy-changed', async () => {
    const data = 'a plain artifact\n';
    await repo.write('results/a/data.bin', data);
    await repo.passport({ dir: 'results/a', outputs: ['results/a/data.bin'] });
    await repo.lfsTrack('*.bin');
    await repo.write(
      'results/a/data.bin',
      `version https://git-lfs.github.com/spec/v1\noid sha256:${sha256(data)}\nsize ${data.length}\n`,
    );
    git(repo.root, 'init', '-q', '-b', 'main');
    const head = commitAll(repo.root, 'the pull request, checked out without history');
    // The base is the checkout without its .gitattributes (and without a config), served whole.
    await api.addCommitFromDirectory(BASE_SHA, repo.root, ['.gitattributes']);
    api.pulls.set(PR, {
      number: PR,
      headSha: head,
      baseSha: BASE_SHA,
      headLabel: 'octo-org:feature',
      files: ['.gitattributes', 'results/a/data.bin'],
    });
    const run = await runAction({
      workspace: repo.root,
      eventName: 'pull_request',
      payload: {
        action: 'synchronize',
        number: PR,
        pull_request: {
          number: PR,
          changed_files: 2,
          head: {
            sha: head,
            ref: 'feature',
            repo: { full_name: REPOSITORY.full_name, fork: false },
          },
          base: { sha: BASE_SHA, ref: 'main', repo: { full_name: REPOSITORY.full_name } },
        },
        repository: REPOSITORY,
      },
      sha: MERGE_SHA,
      apiUrl: api.url,
      inputs: { 'report-file': reportFile },
    });
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(run.outputs.passed).toBe('false');
    expect(api.validationErrors).toEqual([]);
    const findings = await readFindings();
    expect(findings.map((f) => `${f.rule} ${f.path}`).sort()).toEqual([
      'artifact-hash-mismatch results/a/a.passport.json',
      'policy-changed .gitattributes',
    ]);
    // The base was read whole at the base sha: one tree call, which has no .gitattributes.
    expect(api.requestsTo('GET', /\/git\/trees\//).map((r) => r.path)).toEqual([
      `/repos/octo-org/analysis/git/trees/${BASE_SHA}`,
    ]);
  });
});

describe('the skill graph of the pull request’s base', () => {
  it('a skill and ROUTE edge the pull request adds do not allow its envelope; policy-changed says what it would allow', async () => {
    await handoffs(repo);
    const baseGraph = await readFile(repo.abs(GRAPH), 'utf8');
    await editYaml(repo, GRAPH, (g: Doc) => {
      g.skills.push({ name: 'voice-preserving-rewriter', owns: 'returned-text rewriting' });
      g.edges.push({
        from: 'avoid-ai-writing-router',
        to: 'voice-preserving-rewriter',
        type: 'ROUTE',
      });
    });
    // A rewrite, which the router routes to the rewriter (a detect would be envelope-mutation-unrouted).
    await editYaml(
      repo,
      ENVELOPE,
      (e: Doc) => ((e.intent = 'rewrite'), (e.next_action = 'voice-preserving-rewriter')),
    );
    git(repo.root, 'init', '-q', '-b', 'main');
    const head = commitAll(repo.root, 'the pull request, checked out without history');
    // Without history the base's graph comes from its tree through the API, at the base sha.
    api.contents.set(`${BASE_SHA}:${GRAPH}`, { type: 'file', text: baseGraph });
    api.pulls.set(PR, {
      number: PR,
      headSha: head,
      baseSha: BASE_SHA,
      headLabel: 'octo-org:feature',
      files: [GRAPH, ENVELOPE],
    });
    const run = await runAction({
      workspace: repo.root,
      eventName: 'pull_request',
      payload: {
        action: 'synchronize',
        number: PR,
        pull_request: {
          number: PR,
          changed_files: 2,
          head: {
            sha: head,
            ref: 'feature',
            repo: { full_name: REPOSITORY.full_name, fork: false },
          },
          base: { sha: BASE_SHA, ref: 'main', repo: { full_name: REPOSITORY.full_name } },
        },
        repository: REPOSITORY,
      },
      sha: MERGE_SHA,
      apiUrl: api.url,
      inputs: { 'report-file': reportFile },
    });
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(run.outputs.passed).toBe('false');
    expect(api.validationErrors).toEqual([]);
    const findings = await readFindings();
    expect(findings.map((f) => `${f.rule} ${f.path}`).sort()).toEqual([
      `graph-unknown-skill ${ENVELOPE}`,
      `policy-changed ${GRAPH}`,
    ]);
    expect(findings.find((f) => f.rule === 'graph-unknown-skill')?.message).toContain(
      'as the base commit bbbbbbbbbbbb has it, the skill graph in force',
    );
    expect(findings.find((f) => f.rule === 'policy-changed')?.message).toContain(
      `would allow next_action "voice-preserving-rewriter" in "${ENVELOPE}"`,
    );
  });
});

describe('merge_group events', () => {
  it('use the group’s base commit’s config, and report the group’s own', async () => {
    await buildPipeline(repo);
    await repo.write(
      '.passport-gate.yml',
      'rules:\n  artifact-hash-mismatch: "off"\n  input-hash-mismatch: "off"\n  artifact-size-mismatch: "off"\n',
    );
    await repo.write('results/variants/sampleA.vcf', 'tampered\n');
    git(repo.root, 'init', '-q', '-b', 'main');
    const head = commitAll(repo.root, 'the merge group');
    api.contents.set(`${BASE_SHA}:.passport-gate.yml`, { type: 'file', text: 'rules: {}\n' });
    api.comparisons.set(`${BASE_SHA}...${head}`, [
      '.passport-gate.yml',
      'results/variants/sampleA.vcf',
    ]);
    const run = await runAction({
      workspace: repo.root,
      eventName: 'merge_group',
      payload: {
        action: 'checks_requested',
        merge_group: {
          head_sha: head,
          head_ref: 'refs/heads/gh-readonly-queue/main/pr-9-0123',
          base_sha: BASE_SHA,
          base_ref: 'refs/heads/main',
        },
        repository: REPOSITORY,
      },
      sha: head,
      apiUrl: api.url,
      inputs: { 'report-file': reportFile },
    });
    expect(run.code, run.stdout + run.stderr).toBe(1);
    const findings = await readFindings();
    expect(findings.map((f) => f.rule)).toEqual(
      expect.arrayContaining(['artifact-hash-mismatch', 'config-changed']),
    );
    expect(findings.find((f) => f.rule === 'config-changed')?.message).toMatch(
      /the merge group's base commit bbbbbbbbbbbb/,
    );
    // The check run goes on the group's head commit.
    expect(api.requestsTo('POST', /\/check-runs$/).length).toBe(1);
  });
});
