/**
 * Every GitHub API call is bounded and every answer is checked before use
 * (issue 14 §5), against the REST stand-in on 127.0.0.1: a stalled request
 * ends at the request timeout and is not retried, the run's budget ends
 * everything after it, a body over the cap is not read, and an answer
 * without the shape the code reads is a MalformedResponseError (never a
 * check run id of `undefined`). Small bounds are injected; elapsed times are
 * measured by the test's own clock with generous margins.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type * as ApiModule from '../../../src/hosts/github/api.js';
import { GitHubStandIn, loadRequestValidators } from '../../e2e/github-stand-in.js';

let api: GitHubStandIn;
let mod: typeof ApiModule;
const FILES = /\/pulls\/1\/files$/;
const CHECKS = /\/check-runs$/;
const HEAD = 'a'.repeat(40);
const BASE = 'b'.repeat(40);

beforeAll(async () => {
  api = await GitHubStandIn.start(loadRequestValidators());
  // @actions/github reads GITHUB_API_URL when it is first imported.
  process.env.GITHUB_API_URL = api.url;
  process.env.NO_PROXY = '*';
  mod = await import('../../../src/hosts/github/api.js');
});
afterAll(async () => {
  await api.close();
});
afterEach(() => {
  api.requests.length = 0;
  api.faults.length = 0;
  api.pulls.clear();
  api.contents.clear();
});

const client = (limits: Partial<ApiModule.ApiLimits> = {}) =>
  mod.createGitHubApi(
    'test-token',
    { owner: 'octo-org', repo: 'analysis' },
    { debug: () => undefined, warn: () => undefined },
    limits,
  );

const pull = (count: number) =>
  api.pulls.set(1, {
    number: 1,
    headSha: HEAD,
    baseSha: BASE,
    headLabel: 'o:f',
    files: Array.from({ length: count }, (_, i) => `f${i}`),
  });

/** Runs `fn`, returning what it threw (or undefined) and how long it took by this test's clock. */
async function timed(fn: () => Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const start = performance.now();
  let error: unknown;
  try {
    await fn();
  } catch (e) {
    error = e;
  }
  return { error, ms: performance.now() - start };
}

describe('a stalled request', () => {
  it('ends at the request timeout, is not retried, and says so in one line', async () => {
    pull(1);
    api.faults.push({ method: 'GET', path: FILES, times: 10, kind: 'stall' });
    const { error, ms } = await timed(() =>
      client({ requestTimeoutMs: 300, budgetMs: 60_000 }).listPullRequestFiles(1),
    );
    expect(mod.isApiBoundError(error)).toBe(true);
    expect(mod.describeApiError(error)).toMatch(/no complete answer within 0\.3 s/);
    expect(mod.describeApiError(error)).not.toMatch(/HTTP/);
    expect(api.requestsTo('GET', FILES)).toHaveLength(1);
    expect(ms).toBeLessThan(10_000);
  });

  it('that sends headers and then stalls its body ends at the same timeout', async () => {
    pull(1);
    api.faults.push({ method: 'GET', path: FILES, times: 10, kind: 'stall-body' });
    const { error, ms } = await timed(() =>
      client({ requestTimeoutMs: 300, budgetMs: 60_000 }).listPullRequestFiles(1),
    );
    expect(mod.isApiBoundError(error)).toBe(true);
    expect(api.requestsTo('GET', FILES)).toHaveLength(1);
    expect(ms).toBeLessThan(10_000);
  });

  it('spends the run budget: later calls fail at once, without a request', async () => {
    pull(1);
    api.faults.push({ method: 'GET', path: FILES, times: 100, kind: 'stall' });
    const c = client({ requestTimeoutMs: 5_000, budgetMs: 600 });
    const first = await timed(() => c.listPullRequestFiles(1));
    expect(mod.describeApiError(first.error)).toMatch(/budget \(0\.6 s\)/);
    expect(first.ms).toBeLessThan(10_000);
    const before = api.requests.length;
    const second = await timed(() => c.findCheckRun(HEAD, 'passport-gate'));
    expect(mod.describeApiError(second.error)).toMatch(/budget \(0\.6 s\) is spent/);
    expect(second.ms).toBeLessThan(1_000);
    expect(api.requests.length).toBe(before);
  });

  it('a Retry-After longer than the budget left is not waited for', async () => {
    pull(1);
    api.faults.push({
      method: 'GET',
      path: FILES,
      times: 5,
      status: 503,
      headers: { 'retry-after': '30' },
    });
    const { error, ms } = await timed(() =>
      client({ requestTimeoutMs: 5_000, budgetMs: 2_000 }).listPullRequestFiles(1),
    );
    expect(mod.getErrorStatus(error)).toBe(503);
    expect(api.requestsTo('GET', FILES)).toHaveLength(1);
    expect(ms).toBeLessThan(10_000);
  });

  it('the decision itself: no retry whose wait the budget cannot afford', () => {
    const r = { status: 502, headers: {}, message: 'x' };
    expect(mod.decideRetry(r, 3, 4, 10_000)).toEqual({ retries: 3, retryAfterSeconds: 4 });
    expect(mod.decideRetry(r, 3, 4, 3_999)).toEqual({ retries: 0, retryAfterSeconds: 0 });
  });
});

describe('a body over the cap', () => {
  it('is not read: the request fails with one line, not retried', async () => {
    pull(1);
    api.faults.push({
      method: 'GET',
      path: FILES,
      times: 5,
      kind: 'raw',
      raw: JSON.stringify([{ filename: 'x'.repeat(4096) }]),
    });
    const error = await client({ maxResponseBytes: 1024 })
      .listPullRequestFiles(1)
      .catch((e: unknown) => e);
    expect(mod.isApiBoundError(error)).toBe(true);
    expect(mod.describeApiError(error)).toMatch(/over the 1024-byte cap/);
    expect(api.requestsTo('GET', FILES)).toHaveLength(1);
  });
});

describe('answers without the shape the code reads', () => {
  const malformedCases: [string, string, RegExp, (c: ApiModule.GitHubApi) => Promise<unknown>][] = [
    ['pull files: not JSON', 'GET', FILES, (c) => c.listPullRequestFiles(1)],
    ['check runs: not JSON', 'GET', /\/commits\/a+\/check-runs$/, (c) => c.findCheckRun(HEAD, 'n')],
    ['check run create: not JSON', 'POST', CHECKS, (c) => c.createCheckRun(createParams)],
    ['compare: not JSON', 'GET', /\/compare\//, (c) => c.compareCommits(BASE, HEAD)],
  ];
  const createParams = {
    name: 'n',
    head_sha: HEAD,
    status: 'in_progress' as const,
    output: { title: 't', summary: 's' },
  };

  it.each(malformedCases)('%s is a MalformedResponseError', async (_name, method, path, call) => {
    pull(1);
    api.faults.push({ method, path, times: 5, kind: 'raw', raw: '{"truncated": ' });
    const error = await call(client()).catch((e: unknown) => e);
    expect(mod.isMalformedResponse(error)).toBe(true);
    expect(mod.describeApiError(error)).toMatch(/^malformed answer from (GET|POST) \/repos\//);
    // Not retried: the answer arrived, it is just not usable.
    expect(api.requestsTo(method, path)).toHaveLength(1);
  });

  it.each([
    ['a page that is an object', { files: [] }],
    ['a file without a name', [{ status: 'added' }]],
    ['an empty file name', [{ filename: '' }]],
    ['a numeric previous_filename', [{ filename: 'a', previous_filename: 7 }]],
  ])('pull files: %s', async (_name, body) => {
    api.faults.push({ method: 'GET', path: FILES, times: 1, status: 200, body });
    expect(
      mod.isMalformedResponse(
        await client()
          .listPullRequestFiles(1)
          .catch((e) => e),
      ),
    ).toBe(true);
  });

  it('a created check run without an id never becomes an id', async () => {
    api.faults.push({ method: 'POST', path: CHECKS, times: 1, status: 201, body: { name: 'n' } });
    const error = await client()
      .createCheckRun(createParams)
      .catch((e: unknown) => e);
    expect(mod.isMalformedResponse(error)).toBe(true);
    expect(mod.describeApiError(error)).toMatch(/no check run id/);
  });

  it('check runs with a string id, pull requests without a base sha', async () => {
    api.faults.push({
      method: 'GET',
      path: /\/check-runs$/,
      times: 1,
      status: 200,
      body: { total_count: 1, check_runs: [{ id: '12', name: 'n' }] },
    });
    expect(
      mod.isMalformedResponse(
        await client()
          .findCheckRun(HEAD, 'n')
          .catch((e) => e),
      ),
    ).toBe(true);
    api.faults.push({
      method: 'GET',
      path: /\/pulls$/,
      times: 1,
      status: 200,
      body: [{ number: 3, head: { sha: HEAD }, base: {} }],
    });
    expect(
      mod.isMalformedResponse(
        await client()
          .findPullRequestForHead('o:f', HEAD)
          .catch((e) => e),
      ),
    ).toBe(true);
  });

  it('file names are kept exactly as the API gives them', async () => {
    const names = [' lead.txt', 'trail.txt ', 'back\\slash', 'caf\u00e9', 'cafe\u0301', 'a\tb'];
    api.pulls.set(1, { number: 1, headSha: HEAD, baseSha: BASE, headLabel: 'o:f', files: names });
    expect((await client().listPullRequestFiles(1)).files).toEqual(names);
  });
});
