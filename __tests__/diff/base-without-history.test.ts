/**
 * A pull request checked out without history: the base is the head's passports plus the
 * changed passport files read at the base (the contents API in the action), and the base's
 * file list is derived from the head's and the list's statuses. The result must be the diff
 * git gives when the history is there; where the statuses cannot support it, the base's
 * coverage is unknown, never guessed.
 */
import { cp, rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/config/config.js';
import { diffProvenance, type RevisionSnapshot } from '../../src/diff/diff.js';
import {
  readBaseFromChanges,
  readGitRevision,
  readWorkingTree,
  type ChangedEntry,
  type FetchedBlob,
} from '../../src/diff/read-revision.js';
import { readBlobAtCommit } from '../../src/vcs/git.js';
import type { ChangedFileEntry, GitHubApi, RepositoryContent } from '../../src/github/api.js';
import { diffPullRequest, entriesBelowRoot } from '../../src/github/pull-request-diff.js';
import { buildDiffRepo, git, type DiffRepo } from '../helpers/diff-repo.js';
import { TempRepo } from '../helpers/repo.js';

let fixture: DiffRepo;
let head: RevisionSnapshot;
let fromGit: ReturnType<typeof diffProvenance>;
/** The pull request's files as the Pulls API lists them (renames detected, as GitHub does). */
let entries: ChangedEntry[];
const config = { ...DEFAULT_CONFIG };

beforeAll(async () => {
  fixture = await buildDiffRepo('pg-diff-nohist-');
  head = await readWorkingTree(fixture.repo.root, config, {
    ref: null,
    sha: null,
    source: 'working-tree',
  });
  fromGit = diffProvenance(
    await readGitRevision(fixture.repo.root, fixture.base, '', config, {
      ref: 'base',
      sha: fixture.base,
      source: 'git',
    }),
    head,
    { config },
  );
  const fields = git(
    fixture.repo.root,
    'diff',
    '-M',
    '--name-status',
    '-z',
    fixture.base,
    fixture.head,
  ).split('\0');
  const status: Record<string, string> = {
    A: 'added',
    D: 'removed',
    M: 'modified',
    R: 'renamed',
    T: 'changed',
  };
  entries = [];
  for (let i = 0; i < fields.length - 1;) {
    const letter = (fields[i++] as string)[0] as string;
    if (letter === 'R') {
      const previous = fields[i++] as string;
      entries.push({ name: fields[i++] as string, status: 'renamed', previous });
    } else
      entries.push({
        name: fields[i++] as string,
        status: status[letter] ?? letter,
        previous: null,
      });
  }
});
afterAll(async () => {
  await fixture.repo.remove();
});

/** Reads a base file as the contents API would answer (git stands in for it here), counting asks. */
function fetcher(asked: string[]) {
  return async (rel: string): Promise<FetchedBlob> => {
    asked.push(rel);
    const blob = await readBlobAtCommit(
      fixture.repo.root,
      fixture.base,
      rel,
      config.maxPassportBytes,
    );
    return blob.kind === 'file' ? { kind: 'file', bytes: blob.bytes } : blob;
  };
}

const changedNames = () => entries.flatMap((e) => (e.previous ? [e.name, e.previous] : [e.name]));

describe('the base from the changed files', () => {
  it('is the diff git gives: the same passports, plan and coverage, reading only the changed passport files', async () => {
    expect(entries.some((e) => e.status === 'renamed')).toBe(true);
    const asked: string[] = [];
    const base = await readBaseFromChanges({
      head,
      changed: changedNames(),
      entries,
      fetch: fetcher(asked),
      config,
      info: { ref: 'base', sha: fixture.base, source: 'contents-api' },
      maxFetches: 300,
    });
    const diff = diffProvenance(base, head, { config });
    expect(diff.passports).toEqual(fromGit.passports);
    expect(diff.stale).toEqual(fromGit.stale);
    expect(diff.coverage.base).toEqual({ ...fromGit.coverage.base, source: 'derived' });
    expect(diff.coverage.head).toEqual(fromGit.coverage.head);
    // Passport files only, each changed one once: the untouched ones are the head's.
    expect(asked.sort()).toEqual([
      'results/align/align.passport.json',
      'results/fresh/fresh.passport.json',
      'results/old/old.passport.json',
      'results/old/renamed.passport.json',
      'results/qc/qc.passport.json',
      'results/recreate/recreate.passport.json',
      'results/rename/first.passport.json',
      'results/rename/second.passport.json',
    ]);
  });

  it('says the base’s coverage is unknown when the list gives no statuses, or one the checkout contradicts', async () => {
    const read = (list: ChangedEntry[] | null) =>
      readBaseFromChanges({
        head,
        changed: changedNames(),
        entries: list,
        fetch: fetcher([]),
        config,
        info: { ref: 'base', sha: fixture.base, source: 'contents-api' },
        maxFetches: 300,
      });
    const none = diffProvenance(await read(null), head, { config });
    expect(none.coverage.base).toBeNull();
    expect(none.coverage.base_unknown).toBe(
      'the changed-file list gives no statuses (added, removed…)',
    );
    expect(none.passports).toEqual(fromGit.passports);
    const wrong = entries.map((e) =>
      e.name === 'results/fresh/out.txt' ? { ...e, status: 'removed' } : e,
    );
    expect((await read(wrong)).treeUnknown).toBe('a removed file is still in the checkout');
    const odd = entries.map((e, i) => (i === 0 ? { ...e, status: 'exotic' } : e));
    expect((await read(odd)).treeUnknown).toBe('a changed file has the unknown status "exotic"');
    expect((await read(entries.slice(1))).treeUnknown).toBe('a changed file has no status');
  });

  it('a base file that cannot be read, or one past the fetch cap, is a problem of the diff', async () => {
    const base = await readBaseFromChanges({
      head,
      changed: changedNames(),
      entries,
      fetch: async (rel) => {
        if (rel.startsWith('results/align/')) throw new Error('HTTP 502: Bad Gateway');
        if (rel.startsWith('results/fresh/')) return { kind: 'absent' };
        return { kind: 'refused', detail: 'is a symbolic link out of the repository' };
      },
      config,
      info: { ref: 'base', sha: fixture.base, source: 'contents-api' },
      maxFetches: 2,
    });
    expect(base.passports.filter((p) => p.value === null).map((p) => [p.path, p.problem])).toEqual([
      ['results/align/align.passport.json', 'could not be read (HTTP 502: Bad Gateway)'],
      ['results/old/old.passport.json', 'not read: the change touches more than 2 passport files'],
      [
        'results/old/renamed.passport.json',
        'not read: the change touches more than 2 passport files',
      ],
      ['results/qc/qc.passport.json', 'not read: the change touches more than 2 passport files'],
      [
        'results/recreate/recreate.passport.json',
        'not read: the change touches more than 2 passport files',
      ],
      [
        'results/rename/first.passport.json',
        'not read: the change touches more than 2 passport files',
      ],
      [
        'results/rename/second.passport.json',
        'not read: the change touches more than 2 passport files',
      ],
    ]);
    const diff = diffProvenance(base, head, { config });
    expect(diff.problems.filter((p) => p.side === 'base')).toHaveLength(7);
  });
});

describe('the action’s glue (src/github/pull-request-diff.ts)', () => {
  const api = (
    contents: (path: string, ref: string) => Promise<RepositoryContent>,
    asked: string[],
  ): GitHubApi => {
    const unused = async (): Promise<never> => {
      throw new Error('unused');
    };
    return {
      listPullRequestFiles: unused,
      compareCommits: unused,
      findPullRequestForHead: unused,
      findCheckRun: unused,
      listCheckRunAnnotations: unused,
      createCheckRun: unused,
      updateCheckRun: unused,
      getFileAtCommit: async (p, ref) => {
        asked.push(`${ref.slice(0, 4)}:${p}`);
        return contents(p, ref);
      },
    };
  };

  it('without history, reads the changed passports below the audited root through the API at the base sha', async () => {
    // The checkout: the head's files under sub/, no .git (no history at all).
    const checkout = await TempRepo.create('pg-diff-glue-');
    try {
      await cp(fixture.repo.root, checkout.abs('sub'), { recursive: true });
      await rm(checkout.abs('sub/.git'), { recursive: true, force: true });
      const asked: string[] = [];
      const result = await diffPullRequest({
        root: checkout.abs('sub'),
        repoRoot: checkout.root,
        pathPrefix: 'sub',
        config,
        pullRequest: {
          number: 7,
          headSha: fixture.head,
          baseSha: fixture.base,
          changedFiles: null,
        },
        listChanged: async () => ({
          files: [...changedNames().map((n) => `sub/${n}`), 'elsewhere/x.passport.json'],
          source: 'test',
          notes: [],
          entries: [
            ...entries.map((e): ChangedFileEntry => ({
              filename: `sub/${e.name}`,
              status: e.status,
              previous: e.previous === null ? null : `sub/${e.previous}`,
            })),
            { filename: 'elsewhere/x.passport.json', status: 'added', previous: null },
          ],
        }),
        api: api(async (p) => {
          const blob = await readBlobAtCommit(
            fixture.repo.root,
            fixture.base,
            p.slice('sub/'.length),
            1 << 20,
          );
          return blob.kind === 'file' ? { kind: 'file', bytes: blob.bytes } : blob;
        }, asked),
      });
      expect(result.diff?.passports).toEqual(fromGit.passports);
      expect(result.diff?.stale).toEqual(fromGit.stale);
      expect(result.diff?.base).toEqual({
        ref: fixture.base,
        sha: fixture.base,
        source: 'contents-api',
      });
      expect(result.diff?.coverage.base).toEqual({ ...fromGit.coverage.base, source: 'derived' });
      expect(asked).toHaveLength(8);
      expect(asked.every((a) => a.startsWith(`${fixture.base.slice(0, 4)}:sub/results/`))).toBe(
        true,
      );
      expect(result.notes[0]).toMatch(
        /no history, so the base's versions of the 8 changed passport file\(s\) were read through the contents API/,
      );
    } finally {
      await checkout.remove();
    }
  });

  it('with history, reads the base from git and asks the API nothing; without either, says why there is no diff', async () => {
    const asked: string[] = [];
    const withGit = await diffPullRequest({
      root: fixture.repo.root,
      repoRoot: fixture.repo.root,
      pathPrefix: '',
      config,
      pullRequest: { number: 7, headSha: fixture.head, baseSha: fixture.base, changedFiles: null },
      listChanged: async () => {
        throw new Error('not needed');
      },
      api: api(async () => ({ kind: 'absent' }), asked),
    });
    expect(asked).toEqual([]);
    expect(withGit.diff?.passports).toEqual(fromGit.passports);
    expect(withGit.notes[0]).toBe(
      `provenance diff: the base's passports were read from git at ${fixture.base.slice(0, 12)}.`,
    );
    const unknownBase = 'f'.repeat(40);
    const none = await diffPullRequest({
      root: fixture.repo.root,
      repoRoot: fixture.repo.root,
      pathPrefix: '',
      config,
      pullRequest: { number: 7, headSha: fixture.head, baseSha: unknownBase, changedFiles: null },
      listChanged: async () => ({ files: null, source: 'test', notes: [] }),
      api: null,
    });
    expect(none.diff).toBeNull();
    expect(none.notes[0]).toMatch(
      /no provenance diff: the checkout does not have the base commit ffffffffffff and no github-token/,
    );
  });

  it('maps a rename across the audited root’s edge to an add or a remove', () => {
    expect(
      entriesBelowRoot(
        [
          { filename: 'sub/a', status: 'renamed', previous: 'other/a' },
          { filename: 'other/b', status: 'renamed', previous: 'sub/b' },
          { filename: 'sub/c', status: 'renamed', previous: 'sub/d' },
          { filename: 'other/e', status: 'modified', previous: null },
        ],
        'sub',
      ),
    ).toEqual([
      { name: 'a', status: 'added', previous: null },
      { name: 'b', status: 'removed', previous: null },
      { name: 'c', status: 'renamed', previous: 'd' },
    ]);
  });
});
