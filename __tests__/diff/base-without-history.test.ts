/**
 * A pull request checked out without history: the base commit is read whole through the
 * GitHub API (github/base-tree.ts: its tree in one call, a blob for each passport whose bytes
 * the checkout does not hold). The result must be the diff git gives when the history is
 * there; a base that cannot be read whole (a 5xx, a truncated tree, the blob cap) is a
 * BaseUnreadableError, never a base read in part.
 */
import { existsSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/config/config.js';
import { diffProvenance, type RevisionSnapshot } from '../../src/diff/diff.js';
import { gitCommitObjects } from '../../src/diff/git-tree.js';
import { readGitRevision, readWorkingTree } from '../../src/diff/read-revision.js';
import { readApiBase } from '../../src/hosts/github/base-tree.js';
import { diffPullRequest } from '../../src/hosts/github/pull-request-diff.js';
import { BaseUnreadableError } from '../../src/util/errors.js';
import { buildDiffRepo, git, type DiffRepo } from '../helpers/diff-repo.js';
import { createGitBackedApi } from '../helpers/git-backed-api.js';
import { TempRepo } from '../helpers/repo.js';

let fixture: DiffRepo;
let head: RevisionSnapshot;
let fromGit: ReturnType<typeof diffProvenance>;
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
      ref: fixture.base,
      sha: fixture.base,
      source: 'git',
    }),
    head,
    { config },
  );
});
afterAll(async () => {
  await fixture.repo.remove();
});

/** The checkout of the head under sub/, without .git (no history at all). */
async function checkoutWithoutHistory(): Promise<TempRepo> {
  const checkout = await TempRepo.create('pg-diff-glue-');
  await cp(fixture.repo.root, checkout.abs('sub'), { recursive: true });
  await rm(checkout.abs('sub/.git'), { recursive: true, force: true });
  return checkout;
}

/**
 * The base's passport and bundle blobs whose bytes the checkout does not hold at the same path
 * (each must be one blob call; every other one is the checkout's file, checked by its blob id).
 */
function differingBasePassports(): number {
  const records = git(fixture.repo.root, 'ls-tree', '-r', '-z', fixture.base).split('\0');
  const differing = new Set<string>();
  for (const record of records) {
    const [meta = '', name = ''] = record.split('\t');
    if (!/\.passport(\.sigstore)?\.json$/.test(name)) continue;
    const oid = meta.split(' ')[2] ?? '';
    const atHead = existsSync(fixture.repo.abs(name))
      ? git(fixture.repo.root, 'hash-object', '--', name)
      : null;
    if (atHead !== oid) differing.add(oid);
  }
  return differing.size;
}

describe('the base read whole through the API', () => {
  it('is the diff git gives, reading only the base passports whose bytes the checkout lacks', async () => {
    const checkout = await checkoutWithoutHistory();
    try {
      const api = createGitBackedApi(fixture.repo.root);
      // The checkout's top level is sub/ (the repository the API describes).
      const base = await readApiBase({
        api,
        repoRoot: checkout.abs('sub'),
        sha: fixture.base,
        label: 'the base commit',
      });
      const result = await diffPullRequest({
        root: checkout.abs('sub'),
        repoRoot: checkout.abs('sub'),
        pathPrefix: '',
        config,
        pullRequest: {
          number: 7,
          headSha: fixture.head,
          baseSha: fixture.base,
          changedFiles: null,
        },
        objects: base.objects,
      });
      expect(result.diff?.passports).toEqual(fromGit.passports);
      expect(result.diff?.stale).toEqual(fromGit.stale);
      expect(result.diff?.coverage.base).toEqual(fromGit.coverage.base);
      expect(api.treesAsked).toEqual([fixture.base]);
      const differing = differingBasePassports();
      expect(differing).toBeGreaterThan(0);
      expect(api.blobsAsked).toHaveLength(differing);
    } finally {
      await checkout.remove();
    }
  });

  it('with history, the same reader reads git and the API is not asked', async () => {
    const withGit = await diffPullRequest({
      root: fixture.repo.root,
      repoRoot: fixture.repo.root,
      pathPrefix: '',
      config,
      pullRequest: { number: 7, headSha: fixture.head, baseSha: fixture.base, changedFiles: null },
      objects: gitCommitObjects(fixture.repo.root, fixture.base),
    });
    expect(withGit.diff?.passports).toEqual(fromGit.passports);
    expect(withGit.notes[0]).toBe(
      `provenance diff: the base's passports were read whole at ${fixture.base.slice(0, 12)}.`,
    );
  });

  it.each([
    [
      'a 502 on the tree',
      { tree: 502 },
      /the tree of the base commit through the GitHub API \(HTTP 502/,
    ],
    ['a truncated tree', { tree: 'truncated' as const }, /the tree is truncated/],
    [
      'a 502 on a passport blob',
      { blob: 502 },
      /\.passport\.json" of the base commit through the GitHub API \(HTTP 502/,
    ],
  ])('%s fails the read with the fix, never a base read in part', async (_what, fail, why) => {
    const checkout = await checkoutWithoutHistory();
    try {
      const api = createGitBackedApi(fixture.repo.root);
      api.fail = fail;
      const error = await (async () => {
        const base = await readApiBase({
          api,
          repoRoot: checkout.abs('sub'),
          sha: fixture.base,
          label: 'the base commit',
        });
        return readGitRevisionVia(base.objects);
      })().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BaseUnreadableError);
      expect((error as Error).message).toMatch(why);
      expect((error as Error).message).toContain('fetch-depth: 0');
      expect((error as Error).message).toContain('contents: read');
    } finally {
      await checkout.remove();
    }
  });

  it('past the blob cap the base is unreadable, not judged without the rest', async () => {
    const checkout = await checkoutWithoutHistory();
    try {
      const api = createGitBackedApi(fixture.repo.root);
      const base = await readApiBase({
        api,
        repoRoot: checkout.abs('sub'),
        sha: fixture.base,
        label: 'the base commit',
        maxFetches: differingBasePassports() - 1,
      });
      await expect(readGitRevisionVia(base.objects)).rejects.toThrow(
        /more than \d+ of its files differ from the checkout/,
      );
    } finally {
      await checkout.remove();
    }
  });
});

/** Reads the base's passports through `objects`, as the gate does. */
async function readGitRevisionVia(objects: Parameters<typeof diffPullRequest>[0]['objects']) {
  const { readCommitRevision } = await import('../../src/diff/read-revision.js');
  return readCommitRevision(objects, '', config, {
    ref: fixture.base,
    sha: fixture.base,
    source: 'git',
  });
}
