/**
 * The action as GitHub's own `@github/local-action` runs it: action.yml's default token
 * arrives as the literal text `${{ github.token }}` (the runner would have expanded it), and
 * off line the API's host name does not resolve. A missing token is no token; a name that does
 * not resolve fails the call once, in one line, and is not retried like a server error.
 */
import { defaults as actionsOctokitDefaults } from '@actions/github/lib/utils';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  ApiBoundError,
  createBoundedFetch,
  ApiBudget,
} from '../../../src/hosts/github/bounded-fetch.js';
import {
  createGitHubApi,
  describeApiError,
  isApiBoundError,
} from '../../../src/hosts/github/api.js';
import { getActionOptions, readToken } from '../../../src/hosts/github/input-helper.js';

/** What undici's fetch throws when getaddrinfo answers ENOTFOUND. */
function dnsFailure(hostname: string): TypeError {
  const cause = Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), {
    code: 'ENOTFOUND',
    syscall: 'getaddrinfo',
    hostname,
  });
  return new TypeError('fetch failed', { cause });
}

describe('the token under @github/local-action', () => {
  it('an unexpanded ${{ github.token }} is no token', () => {
    const read = (name: string) => (name === 'github-token' ? '${{ github.token }}' : '');
    expect(getActionOptions(read, { GITHUB_WORKSPACE: '/w' }).token).toBe('');
    expect(readToken(' ${{ secrets.GH_TOKEN }} ')).toBe('');
  });
  it('a real token is kept as given', () => {
    expect(readToken('ghs_abc123')).toBe('ghs_abc123');
    expect(readToken('ghs_${{x}}')).toBe('ghs_${{x}}');
  });
});

describe('a host name that does not resolve', () => {
  it('is one bound error naming the host, from the bounded fetch', async () => {
    const fetch = createBoundedFetch(
      { requestTimeoutMs: 5000, budgetMs: 60_000, maxResponseBytes: 1 << 20 },
      new ApiBudget(60_000),
      () => Promise.reject(dnsFailure('api.github.com')),
    );
    const error = await fetch('https://api.github.com/repos/o/r').then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiBoundError);
    expect((error as ApiBoundError).kind).toBe('unresolvable');
    expect((error as Error).message).toMatch(/"api\.github\.com" does not resolve/);
  });

  it('is not retried like a 5xx: one request, one line without "HTTP 500"', async () => {
    // The fetch @actions/github gives Octokit (the one api-core.ts wraps), answering as an
    // off-line resolver does: no request leaves the machine.
    const fetch = vi.fn(() => Promise.reject(dnsFailure('api.github.com')));
    const request = actionsOctokitDefaults.request as { fetch?: unknown };
    const original = request.fetch;
    request.fetch = fetch;
    onTestFinished(() => {
      request.fetch = original;
    });
    const api = createGitHubApi(
      'test-token',
      { owner: 'o', repo: 'r' },
      { debug: () => undefined, warn: () => undefined },
      { requestTimeoutMs: 5000, budgetMs: 60_000 },
    );
    const start = Date.now();
    const error = await api.listPullRequestFiles(1).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isApiBoundError(error)).toBe(true);
    expect(describeApiError(error)).toMatch(
      /does not resolve \(getaddrinfo ENOTFOUND\); not retried/,
    );
    expect(describeApiError(error)).not.toMatch(/HTTP 500/);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(Date.now() - start).toBeLessThan(3000);
  });

  it('a temporary resolver failure (EAI_AGAIN) is still left to the retries', async () => {
    const fetch = createBoundedFetch(
      { requestTimeoutMs: 5000, budgetMs: 60_000, maxResponseBytes: 1 << 20 },
      new ApiBudget(60_000),
      () =>
        Promise.reject(
          new TypeError('fetch failed', {
            cause: Object.assign(new Error('x'), { code: 'EAI_AGAIN' }),
          }),
        ),
    );
    const error = await fetch('https://api.github.com/').then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeInstanceOf(ApiBoundError);
  });
});
