/**
 * Which commit a check run belongs on and which files changed, per event:
 * the PR head (not the merge commit), the Pulls API with a git fallback past
 * its cap, the compare API on push, everything otherwise — and every fallback
 * widens the scope and says so.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MalformedResponseError,
  type ChangedFileList,
  type GitHubApi,
  type PullRequestRef,
} from '../../../src/hosts/github/api.js';
import {
  diffWithGit,
  resolveChangedFiles,
  toRootRelative,
} from '../../../src/hosts/github/changed-files.js';
import { findRepositoryRoot } from '../../../src/vcs/git.js';
import {
  headShaOf,
  isCommitSha,
  resolveEventTarget,
  type EventTarget,
} from '../../../src/hosts/github/event.js';
import { TempRepo } from '../../helpers/repo.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const M = 'c'.repeat(40);

describe('resolveEventTarget', () => {
  it('puts a pull request check on the head sha, not the merge sha', () => {
    const t = resolveEventTarget({
      eventName: 'pull_request',
      sha: M,
      payload: {
        pull_request: { number: 3, changed_files: 2, head: { sha: A }, base: { sha: B } },
      },
    });
    expect(t).toEqual({
      kind: 'pull_request',
      eventName: 'pull_request',
      pullRequest: { number: 3, headSha: A, baseSha: B, changedFiles: 2 },
    });
    expect(headShaOf(t)).toBe(A);
  });

  it('reads push before/after, and a new branch as nothing to compare', () => {
    expect(
      resolveEventTarget({ eventName: 'push', sha: A, payload: { before: B, after: A } }),
    ).toMatchObject({ kind: 'push', before: B, after: A });
    expect(
      resolveEventTarget({
        eventName: 'push',
        sha: A,
        payload: { before: '0'.repeat(40), after: A },
      }),
    ).toMatchObject({ before: null });
  });

  it('reads a workflow_run: head sha, triggering event, head label, listed pull request', () => {
    const t = resolveEventTarget({
      eventName: 'workflow_run',
      sha: M,
      payload: {
        workflow_run: {
          head_sha: A,
          event: 'pull_request',
          head_branch: 'feature',
          head_repository: { owner: { login: 'someone' } },
          pull_requests: [],
        },
      },
    });
    expect(t).toEqual({
      kind: 'workflow_run',
      eventName: 'workflow_run',
      headSha: A,
      triggeringEvent: 'pull_request',
      headLabel: 'someone:feature',
      pullRequest: null,
      runSha: M,
    });
    expect(headShaOf(t)).toBe(A);
  });

  it('reads a workflow_run whose triggering event is not text as none, not as "[object Object]"', () => {
    for (const event of [{ name: 'pull_request' }, ['push'], 7, null]) {
      const t = resolveEventTarget({
        eventName: 'workflow_run',
        sha: M,
        payload: { workflow_run: { head_sha: A, event, pull_requests: [] } },
      });
      expect(t).toMatchObject({ kind: 'workflow_run', triggeringEvent: '' });
    }
  });

  it('refuses payload values that are not commit ids or numbers', () => {
    const bad = resolveEventTarget({
      eventName: 'pull_request',
      sha: M,
      payload: {
        pull_request: {
          number: '3; rm -rf /',
          head: { sha: '--output=/etc/passwd' },
          base: { sha: B },
        },
      },
    });
    expect(bad).toEqual({ kind: 'other', eventName: 'pull_request', sha: M });
    expect(isCommitSha('A'.repeat(40))).toBe(false);
    expect(isCommitSha('a'.repeat(64))).toBe(true);
    expect(
      headShaOf(resolveEventTarget({ eventName: 'schedule', sha: 'HEAD', payload: {} })),
    ).toBeNull();
  });
});

/** A fake API serving canned lists. */
function fakeApi(over: Partial<GitHubApi>): GitHubApi {
  const unused = async (): Promise<never> => {
    throw new Error('unused');
  };
  return {
    listPullRequestFiles: unused,
    compareCommits: unused,
    findPullRequestForHead: async () => null,
    findCheckRun: unused,
    listCheckRunAnnotations: unused,
    createCheckRun: unused,
    updateCheckRun: unused,
    getTree: unused,
    getBlob: unused,
    ...over,
  };
}
const pr = (changedFiles: number | null = null): EventTarget => ({
  kind: 'pull_request',
  eventName: 'pull_request',
  pullRequest: { number: 9, headSha: A, baseSha: B, changedFiles },
});
const listed =
  (files: string[], truncated = false) =>
  async (): Promise<ChangedFileList> => ({ files, truncated, count: files.length });

describe('resolveChangedFiles', () => {
  const noGit = async () => null;

  it('uses the Pulls API list of a pull request', async () => {
    const r = await resolveChangedFiles(pr(), {
      api: fakeApi({ listPullRequestFiles: listed(['a/x', 'b/y']) }),
      repoRoot: '/r',
      git: noGit,
    });
    expect(r).toMatchObject({ files: ['a/x', 'b/y'], notes: [] });
    expect(r.source).toContain('Pulls API');
  });

  it('past the 3,000-file cap without history, audits everything and says why', async () => {
    const api = fakeApi({ listPullRequestFiles: listed(['x'], true) });
    const r = await resolveChangedFiles(pr(), { api, repoRoot: '/r', git: noGit });
    expect(r.files).toBeNull();
    expect(r.notes.join(' ')).toMatch(/3,000 files/);
    expect(r.notes.join(' ')).toMatch(/fetch-depth: 0/);
    // The payload's changed_files alone also reveals a truncated list.
    const big = await resolveChangedFiles(pr(3500), {
      api: fakeApi({ listPullRequestFiles: listed(['x']) }),
      repoRoot: '/r',
      git: noGit,
    });
    expect(big.files).toBeNull();
  });

  it('falls back from an API error or a missing token to git, then to everything', async () => {
    const failing = fakeApi({
      listPullRequestFiles: async () => {
        throw Object.assign(new Error('Server Error'), { status: 502 });
      },
    });
    const fromGit = async (_cwd: string, args: readonly string[]) =>
      args[0] === 'merge-base' ? `${B}\n` : 'a/x\0b/y\0';
    expect(
      await resolveChangedFiles(pr(), { api: failing, repoRoot: '/r', git: fromGit }),
    ).toMatchObject({
      files: ['a/x', 'b/y'],
      notes: [expect.stringContaining('HTTP 502')],
    });
    const noToken = await resolveChangedFiles(pr(), { api: null, repoRoot: '/r', git: noGit });
    expect(noToken.files).toBeNull();
    expect(noToken.notes[0]).toMatch(/no github-token/);
  });

  it('uses the compare API on push, and everything for a new branch or another event', async () => {
    let asked: string[] = [];
    const api = fakeApi({
      compareCommits: async (base, head) => {
        asked = [base, head];
        return { files: ['c/z'], truncated: false, count: 1 };
      },
    });
    const push = await resolveChangedFiles(
      { kind: 'push', eventName: 'push', before: B, after: A },
      { api, repoRoot: '/r', git: noGit },
    );
    expect(push.files).toEqual(['c/z']);
    expect(asked).toEqual([B, A]);
    expect(
      (
        await resolveChangedFiles(
          { kind: 'push', eventName: 'push', before: null, after: A },
          { api, repoRoot: '/r' },
        )
      ).files,
    ).toBeNull();
    expect(
      (
        await resolveChangedFiles(
          { kind: 'other', eventName: 'schedule', sha: A },
          { api, repoRoot: '/r' },
        )
      ).files,
    ).toBeNull();
  });

  it('finds the pull request of a workflow_run from a fork by its head label and sha', async () => {
    let label = '';
    const api = fakeApi({
      findPullRequestForHead: async (headLabel, sha): Promise<PullRequestRef | null> => {
        label = headLabel;
        return sha === A ? { number: 9, headSha: A, baseSha: B, changedFiles: null } : null;
      },
      listPullRequestFiles: async (n) => ({
        files: [`from-pr-${n}`],
        truncated: false,
        count: 1,
      }),
    });
    const target: EventTarget = {
      kind: 'workflow_run',
      eventName: 'workflow_run',
      headSha: A,
      triggeringEvent: 'pull_request',
      headLabel: 'someone:feature',
      pullRequest: null,
      runSha: M,
    };
    expect((await resolveChangedFiles(target, { api, repoRoot: '/r', git: noGit })).files).toEqual([
      'from-pr-9',
    ]);
    expect(label).toBe('someone:feature');
    const fromPush: EventTarget = { ...target, triggeringEvent: 'push' };
    expect((await resolveChangedFiles(fromPush, { api, repoRoot: '/r' })).files).toBeNull();
  });

  it('widens to everything on any doubt about the list, and says why', async () => {
    // Git history is there: a doubtful API list must not be swapped for a narrower source quietly.
    const fromGit = async (_cwd: string, args: readonly string[]) =>
      args[0] === 'merge-base' ? `${B}\n` : 'a/x\0';
    const cases: [string, GitHubApi['listPullRequestFiles'], number | null, RegExp][] = [
      [
        'a malformed answer',
        async () => {
          throw new MalformedResponseError('malformed answer from GET /x: page 1 is not a list');
        },
        2,
        /malformed answer from GET \/x/,
      ],
      [
        'fewer files than changed_files',
        listed(['a/x']),
        2,
        /lists 1 file\(s\) but the event says the pull request changes 2/,
      ],
      ['more files than changed_files', listed(['a/x', 'b/y', 'c/z']), 2, /lists 3 file\(s\)/],
      [
        'no file when the event says some',
        listed([]),
        5,
        /lists 0 file\(s\) but the event says the pull request changes 5/,
      ],
      ['no file when the event does not say', listed([]), null, /lists no file at all/],
      ['a name that was not UTF-8', listed(['ok', 'bad\uFFFD.vcf']), 2, /not valid UTF-8/],
    ];
    for (const [what, list, changedFiles, why] of cases) {
      const r = await resolveChangedFiles(pr(changedFiles), {
        api: fakeApi({ listPullRequestFiles: list }),
        repoRoot: '/r',
        git: fromGit,
      });
      expect(r.files, what).toBeNull();
      expect(r.notes.join(' '), what).toMatch(why);
      expect(r.notes.join(' '), what).toMatch(/every output directory is audited/);
    }
    // The count agrees: the list is used as given.
    const fine = await resolveChangedFiles(pr(2), {
      api: fakeApi({ listPullRequestFiles: listed(['a/x', 'b/y']) }),
      repoRoot: '/r',
      git: fromGit,
    });
    expect(fine.files).toEqual(['a/x', 'b/y']);
  });

  it('widens when git diff gives a name that was not UTF-8', async () => {
    const fromGit = async (_cwd: string, args: readonly string[]) =>
      args[0] === 'merge-base' ? `${B}\n` : 'a/x\0b/\uFFFD.vcf\0';
    const r = await resolveChangedFiles(pr(), { api: null, repoRoot: '/r', git: fromGit });
    expect(r.files).toBeNull();
    expect(r.notes.join(' ')).toMatch(/git diff gave a file name that is not valid UTF-8/);
  });

  it('uses names exactly as the API gives them: no trim, no backslash rewrite, no normalization', async () => {
    const names = [' lead.vcf', 'trail.vcf ', 'dir\\file.vcf', 'caf\u00e9.vcf', 'cafe\u0301.vcf'];
    const r = await resolveChangedFiles(pr(names.length), {
      api: fakeApi({ listPullRequestFiles: listed(names) }),
      repoRoot: '/r',
      git: noGit,
    });
    expect(r.files).toEqual(names);
    expect(
      toRootRelative(
        names.map((n) => `sub/${n}`),
        'sub',
      ),
    ).toEqual(names);
  });

  it('maps repository paths to the audited root and drops the rest', () => {
    expect(toRootRelative(['analysis/a/x', 'analysis-evil/y', 'other/z'], 'analysis')).toEqual([
      'a/x',
    ]);
    expect(toRootRelative(['a/x'], '')).toEqual(['a/x']);
  });
});

describe('git without a shell', () => {
  let repo: TempRepo;
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
  beforeEach(async () => {
    repo = await TempRepo.create('pg-git-');
    git('init', '-q', '-b', 'main');
    await repo.write('a.txt', 'a');
    git('add', '.');
    git('commit', '-q', '-m', 'base');
  });
  afterEach(async () => {
    await repo.remove();
  });

  it('lists base...head with hostile file names intact, and finds the work tree top', async () => {
    const base = git('rev-parse', 'HEAD');
    const names = [
      'x $(touch pwned).txt',
      'new\nline.txt',
      '-rf',
      'dir/::error::x',
      ' lead.txt',
      'trail.txt ',
      'back\\slash.txt',
    ];
    for (const n of names) await repo.write(n, n);
    git('add', '-A');
    git('commit', '-q', '-m', 'head');
    const head = git('rev-parse', 'HEAD');
    expect((await diffWithGit(repo.root, base, head))?.sort()).toEqual([...names].sort());
    expect(await findRepositoryRoot(repo.abs('dir'))).toBe(await findRepositoryRoot(repo.root));
    expect(existsSync(repo.abs('pwned'))).toBe(false);
  });

  it('returns null when a commit is missing (a shallow checkout)', async () => {
    expect(await diffWithGit(repo.root, B, git('rev-parse', 'HEAD'))).toBeNull();
    expect(await diffWithGit(repo.root, 'HEAD~1', 'HEAD')).toBeNull(); // not commit ids: never passed to git
  });
});
