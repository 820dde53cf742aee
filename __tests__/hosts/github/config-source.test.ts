/**
 * Issue 14 §1: on a pull request the base commit's config is in force —
 * read from git when the checkout has the history, else from the base's whole
 * tree through the GitHub API — and the pull request's own file is only compared with it
 * (`config-changed`). Every way of not knowing the base's config fails the
 * run; none falls back to the pull request's file.
 */
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { audit } from '../../../src/audit/pipeline.js';
import { ConfigurationError } from '../../../src/util/errors.js';
import type { BaseTreeEntry, GitHubApi } from '../../../src/hosts/github/api.js';
import { gitBlobId } from '../../../src/hosts/github/api-trees.js';
import type { ResolvedPullRequest } from '../../../src/hosts/github/changed-files.js';
import {
  resolveConfigInForce,
  type ConfigSourceInput,
} from '../../../src/hosts/github/config-source.js';
import type { EventTarget } from '../../../src/hosts/github/event.js';
import { buildPipeline, TempRepo } from '../../helpers/repo.js';
import { aliasBomb } from '../../helpers/config.js';

const HEAD = 'a'.repeat(40);
const BASE = 'b'.repeat(40);
const RUN = 'd'.repeat(40);
const OFF = 'rules:\n  artifact-hash-mismatch: "off"\n  artifact-size-mismatch: "off"\n';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-config-source-');
});
afterEach(async () => {
  await repo.remove();
});

const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: repo.root,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@t',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@t',
    },
  }).trim();

const prTarget = (baseSha = BASE): EventTarget => ({
  kind: 'pull_request',
  eventName: 'pull_request',
  pullRequest: { number: 5, headSha: HEAD, baseSha, changedFiles: 1 },
});
const resolvedFor = (target: EventTarget): ResolvedPullRequest => ({
  pullRequest: target.kind === 'pull_request' ? target.pullRequest : null,
  isPullRequestEvent:
    target.kind === 'pull_request' ||
    (target.kind === 'workflow_run' && target.triggeringEvent === 'pull_request') ||
    (target.kind === 'other' && target.eventName === 'pull_request'),
  notes: [],
});

/** A file of a base tree: its text, or a symbolic link to a target. */
type BaseFile = string | { symlink: string };

/**
 * The GitHub API's trees and blobs for a base commit `sha` holding `files` (path → text), as
 * the trees API lists them; records the trees asked for and the paths whose blobs were fetched.
 */
function treeApi(
  files: Record<string, BaseFile>,
  asked: { trees: string[]; blobs: string[] } = { trees: [], blobs: [] },
  sha = BASE,
): GitHubApi {
  const unused = async (): Promise<never> => {
    throw new Error('unused');
  };
  const blobs = new Map<string, { path: string; bytes: Buffer }>();
  const entries: BaseTreeEntry[] = Object.entries(files).map(([p, f]) => {
    const bytes = Buffer.from(typeof f === 'string' ? f : f.symlink);
    const oid = gitBlobId(bytes, BASE);
    blobs.set(oid, { path: p, bytes });
    return {
      path: p,
      mode: typeof f === 'string' ? '100644' : '120000',
      type: 'blob',
      sha: oid,
      size: bytes.length,
    };
  });
  return {
    listPullRequestFiles: unused,
    compareCommits: unused,
    findPullRequestForHead: unused,
    findCheckRun: unused,
    listCheckRunAnnotations: unused,
    createCheckRun: unused,
    updateCheckRun: unused,
    getTree: async (ref) => {
      asked.trees.push(ref);
      if (ref !== sha) throw Object.assign(new Error('Not Found'), { status: 404 });
      return entries;
    },
    getBlob: async (oid) => {
      const blob = blobs.get(oid);
      if (!blob) throw Object.assign(new Error('Not Found'), { status: 404 });
      asked.blobs.push(blob.path);
      return blob.bytes;
    },
  };
}

/** An API whose tree call fails with `status` (after the client's retries). */
function failingTreeApi(status: number): GitHubApi {
  return {
    ...treeApi({}),
    getTree: async () => {
      throw Object.assign(new Error('Server Error'), { status });
    },
  };
}

const input = (over: Partial<ConfigSourceInput> = {}): ConfigSourceInput => {
  const target = over.target ?? prTarget();
  return {
    source: 'base',
    target,
    pullRequest: resolvedFor(target),
    root: repo.root,
    configFile: repo.abs('.passport-gate.yml'),
    configRequired: false,
    repoRoot: repo.root,
    api: null,
    ...over,
  };
};

/** The pipeline with one output whose bytes no longer match its passport. */
async function tamper() {
  await writeFile(repo.abs('results/variants/sampleA.vcf'), 'tampered\n');
}

describe('the base commit’s config is in force on a pull request', () => {
  it('from git history: the head turns the hash rule off, the tampered artifact still fails', async () => {
    git('init', '-q', '-b', 'main');
    await buildPipeline(repo);
    await repo.write('.passport-gate.yml', 'rules: {}\n');
    git('add', '-A');
    git('commit', '-q', '-m', 'base');
    const base = git('rev-parse', 'HEAD');
    // The pull request: the config switches the failing rules off, an artifact is tampered with.
    await repo.write('.passport-gate.yml', OFF);
    await tamper();
    git('commit', '-qam', 'head');

    const inForce = await resolveConfigInForce(input({ target: prTarget(base) }));
    expect(inForce.config.rules).toEqual({});
    expect(inForce.notes.join(' ')).toMatch(
      /\.passport-gate\.yml of the base commit [0-9a-f]{12} is in force.*\(read from git\)/,
    );
    const report = await audit({
      root: repo.root,
      config: inForce.config,
      trusted: { runFindings: inForce.runFindings },
      hashing: { threads: 0 },
    });
    expect(report.summary.passed).toBe(false);
    expect(report.findings.map((f) => f.rule)).toContain('artifact-hash-mismatch');
    const change = report.findings.find((f) => f.rule === 'config-changed');
    expect(change).toMatchObject({ severity: 'notice', path: '.passport-gate.yml', line: 1 });
    expect(change?.message).toMatch(/would turn artifact-hash-mismatch off/);
    expect(change?.message).toMatch(/would turn artifact-size-mismatch off/);
    expect(change?.message).toMatch(/takes effect only after merge/);
  });

  it('without history, through the contents API at the base sha, by repository path', async () => {
    await buildPipeline(repo);
    await repo.write('analysis/.passport-gate.yml', OFF);
    const asked = { trees: [] as string[], blobs: [] as string[] };
    const inForce = await resolveConfigInForce(
      input({
        root: repo.abs('analysis'),
        configFile: repo.abs('analysis/.passport-gate.yml'),
        api: treeApi({ 'analysis/.passport-gate.yml': 'rules: {}\n' }, asked),
      }),
    );
    // The base's whole tree once; its config's blob, by repository path (the checkout's differs).
    expect(asked).toEqual({ trees: [BASE], blobs: ['analysis/.passport-gate.yml'] });
    expect(inForce.config.rules).toEqual({});
    expect(inForce.notes.join(' ')).toMatch(/read from the GitHub API/);
    expect(inForce.runFindings).toEqual([
      expect.objectContaining({
        rule: 'config-changed',
        path: '.passport-gate.yml',
        message: expect.stringMatching(/would turn artifact-hash-mismatch off/),
      }),
    ]);
  });

  it('the base’s .passport-gate.yaml spelling is in force, as the CLI reads it; both spellings fail', async () => {
    await buildPipeline(repo);
    await repo.write('.passport-gate.yaml', 'rules: {}\n');
    const strict = 'rules:\n  artifact-unlisted: error\n';
    const inForce = await resolveConfigInForce(
      input({ api: treeApi({ '.passport-gate.yaml': strict }) }),
    );
    expect(inForce.config.rules).toEqual({ 'artifact-unlisted': 'error' });
    // The pull request's copy of that same file is what is compared, and reported.
    expect(inForce.runFindings[0]).toMatchObject({
      rule: 'config-changed',
      path: '.passport-gate.yaml',
    });
    await expect(
      resolveConfigInForce(
        input({
          api: treeApi({ '.passport-gate.yml': 'rules: {}\n', '.passport-gate.yaml': strict }),
        }),
      ),
    ).rejects.toThrow(/both \.passport-gate\.yml and \.passport-gate\.yaml exist/);
  });

  it('a base without the file: the defaults, and the pull request’s new file is reported', async () => {
    await repo.write('.passport-gate.yml', 'ignore: ["results/**"]\n');
    const inForce = await resolveConfigInForce(input({ api: treeApi({}) }));
    expect(inForce.config.ignore).toEqual([]);
    expect(inForce.notes.join(' ')).toMatch(
      /has no \.passport-gate\.yml, so the defaults are in force/,
    );
    expect(inForce.runFindings[0]?.message).toMatch(/would ignore "results\/\*\*"/);
  });

  it('the same file on both sides: no finding', async () => {
    await repo.write('.passport-gate.yml', 'rules: {}\n');
    const inForce = await resolveConfigInForce(
      input({ api: treeApi({ '.passport-gate.yml': 'rules: {}\n' }) }),
    );
    expect(inForce.runFindings).toEqual([]);
  });

  it.each([
    ['invalid by schema', 'rules:\n  no-such-rule: "off"\n', /no-such-rule is not a rule id/],
    ['an alias bomb', aliasBomb(), /aliases expand more than 100 times/],
  ])('the pull request’s file %s is reported, and does not stop the run', async (_n, text, why) => {
    await repo.write('.passport-gate.yml', text);
    const inForce = await resolveConfigInForce(
      input({ api: treeApi({ '.passport-gate.yml': 'rules: {}\n' }) }),
    );
    expect(inForce.config.rules).toEqual({});
    expect(inForce.runFindings[0]?.message).toMatch(/The changed version is unusable/);
    expect(inForce.runFindings[0]?.message).toMatch(why);
  });

  it('a pull request’s config that is a FIFO is reported without blocking', async () => {
    execFileSync('mkfifo', [repo.abs('.passport-gate.yml')]);
    const inForce = await resolveConfigInForce(
      input({ api: treeApi({ '.passport-gate.yml': 'rules: {}\n' }) }),
    );
    expect(inForce.runFindings[0]).toMatchObject({ rule: 'config-changed', path: '' });
    expect(inForce.runFindings[0]?.message).toMatch(/FIFO; it must be a regular file/);
  });
});

describe('not knowing the base’s config fails the run', () => {
  beforeEach(async () => {
    await repo.write('.passport-gate.yml', OFF);
  });
  const expectFailure = async (over: Partial<ConfigSourceInput>, why: RegExp, oneLine = true) => {
    const error = await resolveConfigInForce(input(over)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as Error).message).toMatch(why);
    // Schema problems are listed one per line after the first, as for the checkout's file.
    if (oneLine) expect((error as Error).message).not.toMatch(/\n/);
  };

  it('an API failure other than 404', async () =>
    expectFailure(
      {
        api: failingTreeApi(502),
      },
      /the trusted base could not be read: the tree of the base commit b{12} through the GitHub API \(HTTP 502: Server Error\); check out with fetch-depth: 0/,
    ));

  it('no history and no token', async () =>
    expectFailure(
      { api: null },
      /the trusted base could not be read: the checkout does not have the base commit b{12} and no github-token was given; check out with fetch-depth: 0/,
    ));

  it('a base config that is not a regular file, or too large', async () => {
    await expectFailure(
      {
        api: treeApi({ '.passport-gate.yml': { symlink: '/etc/passwd' } }),
      },
      /of the base commit b{12} is a symbolic link out of the repository; it is not read/,
    );
  });

  it('an invalid base config', async () =>
    expectFailure(
      { api: treeApi({ '.passport-gate.yml': 'outputs: 7\n' }) },
      /invalid config \.passport-gate\.yml of the base commit b{12}/,
      false,
    ));

  it('a pull_request event whose payload names no base', async () =>
    expectFailure(
      { target: { kind: 'other', eventName: 'pull_request', sha: HEAD } },
      /cannot tell the base commit of this pull_request event.*config-source: head/,
    ));
});

describe('other sources', () => {
  beforeEach(async () => {
    await repo.write('.passport-gate.yml', OFF);
  });

  it('config-source: head applies the checkout’s file and says what that allows', async () => {
    const inForce = await resolveConfigInForce(input({ source: 'head' }));
    expect(inForce.config.rules).toMatchObject({ 'artifact-hash-mismatch': 'off' });
    expect(inForce.notes.join(' ')).toMatch(/config-source is head.*can turn rules off/);
    expect(inForce.runFindings).toEqual([]);
  });

  it('a push has no base: the checkout’s file, with a note', async () => {
    const inForce = await resolveConfigInForce(
      input({ target: { kind: 'push', eventName: 'push', before: BASE, after: HEAD } }),
    );
    expect(inForce.config.rules).toMatchObject({ 'artifact-hash-mismatch': 'off' });
    expect(inForce.notes.join(' ')).toMatch(/the push event has no base commit/);
  });

  it('a workflow_run whose pull request is not found: the config of the commit it runs on', async () => {
    const asked = { trees: [] as string[], blobs: [] as string[] };
    const target: EventTarget = {
      kind: 'workflow_run',
      eventName: 'workflow_run',
      headSha: HEAD,
      triggeringEvent: 'pull_request',
      headLabel: 'someone:feature',
      pullRequest: null,
      runSha: RUN,
    };
    const inForce = await resolveConfigInForce(input({ target, api: treeApi({}, asked, RUN) }));
    expect(asked).toEqual({ trees: [RUN], blobs: [] });
    expect(inForce.config.rules).toEqual({});
    expect(inForce.notes.join(' ')).toMatch(/pull request of this workflow_run was not found/);
  });

  it('a config named outside the repository is read where it is named', async () => {
    const elsewhere = await TempRepo.create('pg-config-elsewhere-');
    try {
      await elsewhere.write('gate.yml', 'rules:\n  artifact-unlisted: error\n');
      const inForce = await resolveConfigInForce(
        input({
          configFile: elsewhere.abs('gate.yml'),
          configRequired: true,
          repoRoot: path.resolve(repo.root),
          api: treeApi({}),
        }),
      );
      expect(inForce.config.rules).toEqual({ 'artifact-unlisted': 'error' });
      expect(inForce.notes.join(' ')).toMatch(/lies outside the repository/);
    } finally {
      await elsewhere.remove();
    }
  });
});
