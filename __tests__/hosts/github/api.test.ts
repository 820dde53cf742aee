/**
 * The API client against the REST stand-in on 127.0.0.1: pagination and the
 * 3,000-file cap, bounded retries of 5xx/429/connection resets that honour
 * Retry-After, no retry of other 4xx, and the retry decision itself.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type * as ApiModule from '../../../src/hosts/github/api.js';
import {
  API_MAX_RETRIES,
  API_MAX_RETRY_AFTER_SECONDS,
} from '../../../src/hosts/github/constants.js';
import { GitHubStandIn, loadRequestValidators } from '../../e2e/github-stand-in.js';

let api: GitHubStandIn;
let mod: typeof ApiModule;
let client: ApiModule.GitHubApi;
const warnings: string[] = [];
const FILES = /\/pulls\/1\/files$/;

beforeAll(async () => {
  api = await GitHubStandIn.start(loadRequestValidators());
  // @actions/github reads GITHUB_API_URL when it is first imported.
  process.env.GITHUB_API_URL = api.url;
  process.env.NO_PROXY = '*';
  mod = await import('../../../src/hosts/github/api.js');
  client = mod.createGitHubApi(
    'test-token',
    { owner: 'octo-org', repo: 'analysis' },
    { debug: () => undefined, warn: (m) => warnings.push(m) },
  );
});
afterAll(async () => {
  await api.close();
});
afterEach(() => {
  api.requests.length = 0;
  api.faults.length = 0;
  api.pulls.clear();
});

const pull = (count: number) =>
  api.pulls.set(1, {
    number: 1,
    headSha: 'a'.repeat(40),
    baseSha: 'b'.repeat(40),
    headLabel: 'o:f',
    files: Array.from({ length: count }, (_, i) => `f${i}`),
  });

describe('pagination', () => {
  it('reads every page of a pull request’s files', async () => {
    pull(250);
    const listed = await client.listPullRequestFiles(1);
    expect(listed).toEqual({
      files: Array.from({ length: 250 }, (_, i) => `f${i}`),
      truncated: false,
      count: 250,
      // With their statuses, for the provenance diff without history.
      entries: Array.from({ length: 250 }, (_, i) => ({
        filename: `f${i}`,
        status: 'modified',
        previous: null,
      })),
    });
    expect(api.requestsTo('GET', FILES).map((r) => r.query.get('per_page'))).toEqual([
      '100',
      '100',
      '100',
    ]);
  });

  it('keeps each file’s status and, for a rename, its previous name (both names listed)', async () => {
    api.pulls.set(1, {
      number: 1,
      headSha: 'a'.repeat(40),
      baseSha: 'b'.repeat(40),
      headLabel: 'o:f',
      files: ['new.txt', 'moved.txt', 'gone.txt'],
      statuses: {
        'new.txt': { status: 'added' },
        'moved.txt': { status: 'renamed', previous_filename: 'old.txt' },
        'gone.txt': { status: 'removed' },
      },
    });
    const listed = await client.listPullRequestFiles(1);
    expect(listed.files).toEqual(['new.txt', 'moved.txt', 'old.txt', 'gone.txt']);
    expect(listed.entries).toEqual([
      { filename: 'new.txt', status: 'added', previous: null },
      { filename: 'moved.txt', status: 'renamed', previous: 'old.txt' },
      { filename: 'gone.txt', status: 'removed', previous: null },
    ]);
  });

  it('reports truncation at the API’s 3,000-file cap', async () => {
    pull(3100);
    const listed = await client.listPullRequestFiles(1);
    expect(listed.files).toHaveLength(3000);
    expect(listed.truncated).toBe(true);
  });
});

describe('retries', () => {
  it('retries a 5xx as often as allowed, waiting the Retry-After it was given, then succeeds', async () => {
    pull(1);
    api.faults.push({
      method: 'GET',
      path: FILES,
      times: API_MAX_RETRIES,
      status: 503,
      headers: { 'retry-after': '0' },
    });
    expect((await client.listPullRequestFiles(1)).files).toEqual(['f0']);
    expect(api.requestsTo('GET', FILES).map((r) => r.status)).toEqual([503, 503, 503, 200]);
  });

  it('gives up after the bound', async () => {
    pull(1);
    api.faults.push({
      method: 'GET',
      path: FILES,
      times: 10,
      status: 500,
      headers: { 'retry-after': '0' },
    });
    await expect(client.listPullRequestFiles(1)).rejects.toMatchObject({ status: 500 });
    expect(api.requestsTo('GET', FILES)).toHaveLength(API_MAX_RETRIES + 1);
  });

  it('retries a connection reset', async () => {
    pull(1);
    api.faults.push({ method: 'GET', path: FILES, times: 1, kind: 'reset' });
    expect((await client.listPullRequestFiles(1)).files).toEqual(['f0']);
    expect(api.requestsTo('GET', FILES).map((r) => r.status)).toEqual([-1, 200]);
  });

  it('retries a 429 with Retry-After', async () => {
    pull(1);
    api.faults.push({
      method: 'GET',
      path: FILES,
      times: 1,
      status: 429,
      headers: { 'retry-after': '0' },
      body: { message: 'Too Many Requests' },
    });
    expect((await client.listPullRequestFiles(1)).files).toEqual(['f0']);
    expect(api.requestsTo('GET', FILES).map((r) => r.status)).toEqual([429, 200]);
  });

  it('waits out a secondary rate limit once (plugin-throttling), honouring its Retry-After', async () => {
    pull(1);
    api.faults.push({
      method: 'GET',
      path: FILES,
      times: 1,
      status: 403,
      headers: { 'retry-after': '1' },
      body: {
        message:
          'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
      },
    });
    expect((await client.listPullRequestFiles(1)).files).toEqual(['f0']);
    expect(api.requestsTo('GET', FILES).map((r) => r.status)).toEqual([403, 200]);
    expect(warnings.some((w) => w.includes('secondary rate limit'))).toBe(true);
  });

  it.each([400, 401, 403, 404, 409, 422])('does not retry a %i', async (status) => {
    pull(1);
    api.faults.push({
      method: 'GET',
      path: FILES,
      times: 5,
      status,
      body: { message: 'Resource not accessible by integration' },
    });
    const error = await client.listPullRequestFiles(1).catch((e: unknown) => e);
    expect(mod.getErrorStatus(error)).toBe(status);
    expect(api.requestsTo('GET', FILES)).toHaveLength(1);
  });

  it('does not wait for a Retry-After beyond the cap', async () => {
    pull(1);
    api.faults.push({
      method: 'GET',
      path: FILES,
      times: 5,
      status: 503,
      headers: { 'retry-after': String(API_MAX_RETRY_AFTER_SECONDS + 1) },
    });
    await expect(client.listPullRequestFiles(1)).rejects.toMatchObject({ status: 503 });
    expect(api.requestsTo('GET', FILES)).toHaveLength(1);
  });
});

describe('retry decisions', () => {
  it('parses Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(mod.parseRetryAfter('7', now)).toBe(7);
    expect(mod.parseRetryAfter('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5);
    expect(mod.parseRetryAfter('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(0);
    expect(mod.parseRetryAfter('soon', now)).toBeNull();
    expect(mod.parseRetryAfter(undefined, now)).toBeNull();
  });

  it('leaves rate limits to plugin-throttling and honours or refuses Retry-After', () => {
    const r = (status: number, headers: Record<string, string> = {}, message = 'x') => ({
      status,
      headers,
      message,
    });
    expect(mod.decideRetry(r(429, {}, 'secondary rate limit'), 3, 4)).toEqual({
      retries: 0,
      retryAfterSeconds: 0,
    });
    expect(mod.decideRetry(r(429, { 'x-ratelimit-remaining': '0' }), 3, 4)).toEqual({
      retries: 0,
      retryAfterSeconds: 0,
    });
    expect(mod.decideRetry(r(502), 3, 4)).toEqual({ retries: 3, retryAfterSeconds: 4 });
    expect(mod.decideRetry(r(502, { 'retry-after': '2' }), 3, 4)).toEqual({
      retries: 3,
      retryAfterSeconds: 2,
    });
    expect(mod.decideRetry(r(502, { 'retry-after': '3600' }), 3, 4)).toEqual({
      retries: 0,
      retryAfterSeconds: 0,
    });
  });

  it('classifies permission errors', () => {
    const e = (status: number, message = 'Resource not accessible by integration', headers = {}) =>
      Object.assign(new Error(message), { status, response: { headers } });
    expect(mod.isPermissionError(e(403))).toBe(true);
    expect(mod.isPermissionError(e(404))).toBe(true);
    expect(mod.isPermissionError(e(403, 'You have exceeded a secondary rate limit'))).toBe(false);
    expect(mod.isPermissionError(e(422))).toBe(false);
    expect(mod.isPermissionError(new Error('boom'))).toBe(false);
    expect(mod.describeApiError(e(403))).toBe('HTTP 403: Resource not accessible by integration');
    expect(mod.DO_NOT_RETRY).not.toContain(429);
    expect(mod.DO_NOT_RETRY).toContain(403);
    expect(mod.DO_NOT_RETRY).not.toContain(500);
  });
});
