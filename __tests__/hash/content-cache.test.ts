import { readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { decideContentCacheUse } from '../../src/core/content-cache-policy.js';
import { readCacheRunFacts } from '../../src/operations/content-cache.js';
import { encodeCacheFile, parseCacheFile } from '../../src/hash/content-cache.js';
import { captureIo } from '../helpers/cli-io.js';
import { commitAll, git } from '../helpers/diff-repo.js';
import { pointIndexEntryAt } from '../helpers/git-index.js';
import { sha256, TempRepo } from '../helpers/repo.js';

const KEY = 'k'.repeat(32);
const REPOSITORY = 'lab/analysis';

let repo: TempRepo;
let cacheFile: string;

/** Two outputs under one passport, committed. */
async function buildRepo(): Promise<void> {
  repo = await TempRepo.create('pg-content-cache-');
  repo.gitInit();
  await repo.write('results/a.tsv', 'a\t1\n'.repeat(50));
  await repo.write('results/b.tsv', 'b\t2\n'.repeat(50));
  await repo.passport({ dir: 'results', outputs: ['results/a.tsv', 'results/b.tsv'] });
  commitAll(repo.root, 'results');
  cacheFile = path.join(path.dirname(repo.root), `${path.basename(repo.root)}.cache`);
}

/** Runs `audit --all --format json` with the cache; returns the exit code, report and stderr. */
async function auditWithCache(
  extra: string[] = ['--save-content-cache'],
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number; report: Record<string, unknown>; err: string }> {
  const io = captureIo(repo.root, {
    PASSPORT_GATE_CONTENT_CACHE_KEY: KEY,
    GITHUB_REPOSITORY: REPOSITORY,
    PASSPORT_GATE_HASH_THREADS: '1',
    ...env,
  });
  const code = await runCli(
    ['audit', '--all', '--format', 'json', '--content-cache', cacheFile, ...extra],
    io,
  );
  return { code, report: JSON.parse(io.out()) as Record<string, unknown>, err: io.err() };
}

function bytesHashed(report: Record<string, unknown>): number {
  return (report.summary as { bytes_hashed: number }).bytes_hashed;
}

function rulesOf(report: Record<string, unknown>): string[] {
  return (report.findings as { rule: string }[]).map((f) => f.rule).sort();
}

/** The blob id git holds for `rel`. */
function blobOf(rel: string): string {
  return git(repo.root, 'rev-parse', `HEAD:${rel}`);
}

/** Writes a cache file holding `entries`, authenticated with `key`. */
async function writeCache(
  entries: Record<string, { sha256: string; size: number }>,
  key = KEY,
): Promise<void> {
  await writeFile(
    cacheFile,
    encodeCacheFile(new Map(Object.entries(entries)), { repository: REPOSITORY, key }, 'sha1'),
  );
}

/** Records `digest` for results/a.tsv in the passport and commits it (hashing would fail). */
async function recordDigestOfA(digest: string): Promise<void> {
  const rel = 'results/results.passport.json';
  const passport = JSON.parse((await repo.read(rel)).toString('utf8')) as {
    outputs: { path: string; sha256: string }[];
  };
  (passport.outputs[0] as { sha256: string }).sha256 = digest;
  await repo.write(rel, `${JSON.stringify(passport, null, 2)}\n`);
  commitAll(repo.root, 'forged digest');
}

beforeEach(buildRepo);
afterEach(async () => {
  await repo.remove();
  await rm(cacheFile, { force: true });
});

describe('content cache: hits and misses', () => {
  it('reads nothing on a warm run and every changed file after a commit', async () => {
    const cold = await auditWithCache();
    expect(cold.code).toBe(0);
    expect(bytesHashed(cold.report)).toBeGreaterThan(0);
    expect(cold.err).toMatch(/content cache saved: \d+ entries/);

    const warm = await auditWithCache();
    expect(warm.code).toBe(0);
    expect(bytesHashed(warm.report)).toBe(0);

    await repo.write('results/b.tsv', 'b\t3\n'.repeat(50));
    await repo.passport({ dir: 'results', outputs: ['results/a.tsv', 'results/b.tsv'] });
    commitAll(repo.root, 'b changed');
    const changed = await auditWithCache();
    expect(changed.code).toBe(0);
    expect(bytesHashed(changed.report)).toBe((await stat(repo.abs('results/b.tsv'))).size);
  });

  it('hashes a file whose cached digest differs from the recorded one (no finding from the cache)', async () => {
    await writeCache({
      [blobOf('results/a.tsv')]: { sha256: sha256('something else'), size: 200 },
    });
    const run = await auditWithCache([]);
    expect(run.code).toBe(0);
    expect(bytesHashed(run.report)).toBe(400);
  });
});

describe('content cache: the gate never passes on the cache alone what hashing fails', () => {
  it('a poisoned entry written without the key is ignored, so the forged digest fails', async () => {
    const forged = sha256('what the attacker wants recorded');
    await recordDigestOfA(forged);
    await writeCache(
      { [blobOf('results/a.tsv')]: { sha256: forged, size: 200 } },
      'another key of 32 bytes.........',
    );
    const run = await auditWithCache([]);
    expect(run.err).toMatch(/authentication code does not match/);
    expect(run.code).toBe(1);
    expect(rulesOf(run.report)).toContain('artifact-hash-mismatch');
  });

  it('a working-tree file changed behind a clean index stat (assume-unchanged) is hashed', async () => {
    await auditWithCache();
    await repo.write('results/a.tsv', 'X\t1\n'.repeat(50));
    git(repo.root, 'update-index', '--assume-unchanged', 'results/a.tsv');
    expect(git(repo.root, 'diff-files', '--name-only')).toBe('');
    const run = await auditWithCache([]);
    expect(run.code).toBe(1);
    expect(rulesOf(run.report)).toContain('artifact-hash-mismatch');
  });

  it('a file rewritten with the same size and its old mtime is hashed (ctime moved)', async () => {
    await auditWithCache();
    const before = await stat(repo.abs('results/a.tsv'));
    await repo.write('results/a.tsv', 'Y\t1\n'.repeat(50));
    await utimes(repo.abs('results/a.tsv'), before.atime, before.mtime);
    const run = await auditWithCache([]);
    expect(run.code).toBe(1);
    expect(rulesOf(run.report)).toContain('artifact-hash-mismatch');
  });

  it('an untracked file is hashed even when its bytes match a cached blob', async () => {
    await auditWithCache();
    git(repo.root, 'rm', '-q', '--cached', 'results/a.tsv');
    // Untracked now: the cache knows its blob, but git vouches for nothing at this path.
    await repo.write('results/a.tsv', 'Z\t1\n'.repeat(50));
    const run = await auditWithCache([]);
    expect(run.code).toBe(1);
    expect(rulesOf(run.report)).toContain('artifact-hash-mismatch');
  });

  it("an index pointed at an edited blob with the real file's stat data teaches nothing false (issue 35 #5)", async () => {
    // A step before the gate, on the default branch: the edited file's blob written, the index
    // pointed at it with the stat data git recorded for the genuine file still on disk. The
    // stat is made old first, so git sees no racily clean entry to re-read.
    const old = new Date(Date.now() - 3600_000);
    await utimes(repo.abs('results/a.tsv'), old, old);
    git(repo.root, 'add', 'results/a.tsv');
    const edited = 'E\t9\n'.repeat(50);
    const editedFile = `${cacheFile}.edited`;
    await writeFile(editedFile, edited);
    const editedBlob = git(repo.root, 'hash-object', '-w', editedFile);
    await rm(editedFile);
    await pointIndexEntryAt(repo.root, 'results/a.tsv', editedBlob);
    expect(git(repo.root, 'ls-files', '-s', 'results/a.tsv')).toContain(editedBlob);
    expect(git(repo.root, 'diff-files', '--name-only')).toBe('');
    const poisoned = await auditWithCache();
    expect(poisoned.code).toBe(0);
    expect(poisoned.err).toMatch(/content cache saved/);

    // A later run over a commit holding the edited file under the unchanged passport.
    git(repo.root, 'read-tree', 'HEAD');
    await repo.write('results/a.tsv', edited);
    await utimes(repo.abs('results/a.tsv'), old, old);
    commitAll(repo.root, 'edited, passport unchanged');
    expect(blobOf('results/a.tsv')).toBe(editedBlob);
    const later = await auditWithCache([]);
    expect(later.err).not.toMatch(/2 file\(s\) known by blob/);
    expect(rulesOf(later.report)).toContain('artifact-hash-mismatch');
    expect(later.code).toBe(1);
  });

  it('what the cache learns is keyed by the blob id of the bytes read: a warm run after a clean one reads nothing', async () => {
    const cold = await auditWithCache();
    const saved = parseCacheFile(
      await readFile(cacheFile),
      { repository: REPOSITORY, key: KEY },
      'sha1',
    );
    expect(typeof saved).not.toBe('string');
    expect((saved as { count: number }).count).toBe(2);
    expect(bytesHashed(cold.report)).toBe(400);
    expect(bytesHashed((await auditWithCache([])).report)).toBe(0);
  });

  it('a path with a conversion attribute (Git LFS, eol) is never served from the cache', async () => {
    await repo.write('.gitattributes', 'results/a.tsv filter=lfs\nresults/b.tsv eol=crlf\n');
    commitAll(repo.root, 'attributes');
    const forged = sha256('forged');
    await recordDigestOfA(forged);
    await writeCache({
      [blobOf('results/a.tsv')]: { sha256: forged, size: 200 },
    });
    const run = await auditWithCache([]);
    expect(run.code).toBe(1);
    expect(rulesOf(run.report)).toContain('artifact-hash-mismatch');
    expect(bytesHashed(run.report)).toBe(400);
  });

  it('an LFS pointer is never learned, so it is checked by its own bytes each run', async () => {
    const oid = sha256('the real content');
    await repo.write(
      'results/a.tsv',
      `version https://git-lfs.github.com/spec/v1\noid sha256:${oid}\nsize 16\n`,
    );
    await repo.passport({ dir: 'results', outputs: ['results/a.tsv', 'results/b.tsv'] });
    commitAll(repo.root, 'pointer-shaped');
    await auditWithCache();
    const saved = parseCacheFile(
      await readFile(cacheFile),
      { repository: REPOSITORY, key: KEY },
      'sha1',
    );
    expect(typeof saved).not.toBe('string');
    expect((saved as { count: number }).count).toBe(1); // b.tsv, not the pointer
  });
});

describe('content cache: the file is untrusted input', () => {
  it.each([
    ['truncated', (b: Buffer) => b.subarray(0, b.length - 7), /truncated/],
    [
      'corrupt',
      (b: Buffer) => Buffer.concat([b.subarray(0, b.length - 1), Buffer.from('!')]),
      /authentication/,
    ],
    ['not a cache', () => Buffer.from('garbage'), /no header line/],
    [
      'another repository',
      (b: Buffer) =>
        Buffer.from(b.toString('latin1').replace(REPOSITORY, 'lab/analysiz'), 'latin1'),
      /another repository/,
    ],
  ])('a %s file is ignored with a notice and every file is hashed', async (_name, spoil, why) => {
    await auditWithCache();
    await writeFile(cacheFile, spoil(await readFile(cacheFile)));
    const run = await auditWithCache([]);
    expect(run.err).toMatch(why);
    expect(run.code).toBe(0);
    expect(bytesHashed(run.report)).toBe(400);
  });

  it('without a key the cache is not used, and the note says how to set one', async () => {
    const run = await auditWithCache([], { PASSPORT_GATE_CONTENT_CACHE_KEY: '' });
    expect(run.err).toMatch(/set PASSPORT_GATE_CONTENT_CACHE_KEY/);
    await expect(stat(cacheFile)).rejects.toThrow();
  });
});

describe('content cache: which runs may read and write it', () => {
  // From the host's variables, as the command line reads them, to the policy's decision.
  const github = (event: string, ref = 'refs/heads/main') =>
    readCacheRunFacts(
      { GITHUB_ACTIONS: 'true', GITHUB_EVENT_NAME: event, GITHUB_REF: ref },
      'main',
    );
  it.each(['pull_request', 'pull_request_target', 'merge_group', 'workflow_run'])(
    'a %s run neither reads nor saves',
    (event) => {
      expect(decideContentCacheUse(github(event))).toMatchObject({ read: false, save: false });
    },
  );
  it('a push to the default branch reads and saves; a release or tag reads; a push elsewhere neither', () => {
    expect(decideContentCacheUse(github('push'))).toMatchObject({ read: true, save: true });
    expect(decideContentCacheUse(github('release', 'refs/tags/v1'))).toMatchObject({
      read: true,
      save: false,
    });
    expect(decideContentCacheUse(github('push', 'refs/tags/v1'))).toMatchObject({
      read: true,
      save: false,
    });
    expect(decideContentCacheUse(github('push', 'refs/heads/feature'))).toMatchObject({
      save: false,
    });
  });
  it('serves from the warm facts cache only where the checkout is the commit: trusted GitHub and GitLab runs, never a pull request, a merge request or a local audit', () => {
    for (const [event, ref] of [
      ['push', 'refs/heads/main'],
      ['schedule', 'refs/heads/main'],
      ['workflow_dispatch', 'refs/heads/main'],
      ['release', 'refs/tags/v1'],
      ['push', 'refs/tags/v1'],
    ] as const)
      expect(decideContentCacheUse(github(event, ref)).serve, `${event} ${ref}`).toBe(true);
    for (const [event, ref] of [
      ['pull_request', 'refs/pull/1/merge'],
      ['pull_request_target', 'refs/heads/main'],
      ['merge_group', 'refs/heads/gh-readonly-queue/main/pr-1'],
      ['workflow_run', 'refs/heads/main'],
      ['push', 'refs/heads/feature'],
    ] as const)
      expect(decideContentCacheUse(github(event, ref)).serve, `${event} ${ref}`).toBe(false);
    expect(
      decideContentCacheUse(
        readCacheRunFacts({ GITLAB_CI: 'true', CI_MERGE_REQUEST_IID: '7' }, undefined),
      ).serve,
    ).toBe(false);
    // A local audit reads and saves at the caller's word, and judges the work tree as it is.
    expect(decideContentCacheUse(readCacheRunFacts({}, undefined))).toEqual({
      read: true,
      save: true,
      serve: false,
    });
  });
  it('a GitLab merge request pipeline neither reads nor saves', () => {
    expect(
      decideContentCacheUse(
        readCacheRunFacts({ GITLAB_CI: 'true', CI_MERGE_REQUEST_IID: '7' }, undefined),
      ),
    ).toMatchObject({ read: false, save: false });
  });
  it('GitLab, read where the host is chosen: the default branch and a tag read and save; a merge_request_event without an iid, another branch or no host variables at all', () => {
    const gitlab = (env: Record<string, string>) =>
      decideContentCacheUse(readCacheRunFacts({ GITLAB_CI: 'true', ...env }, undefined));
    const main = { CI_DEFAULT_BRANCH: 'main', CI_COMMIT_BRANCH: 'main' };
    expect(gitlab(main)).toEqual({ read: true, save: true, serve: true });
    expect(gitlab({ CI_COMMIT_TAG: 'v1' })).toEqual({ read: true, save: true, serve: true });
    expect(gitlab({ ...main, CI_PIPELINE_SOURCE: 'merge_request_event' })).toMatchObject({
      read: false,
      save: false,
      why: 'a merge request pipeline neither reads nor writes the content cache',
    });
    expect(gitlab({ CI_DEFAULT_BRANCH: 'main', CI_COMMIT_BRANCH: 'feature' })).toMatchObject({
      read: false,
      save: false,
    });
    // GitLab's variables without GITLAB_CI are no host: the caller's flags decide.
    expect(readCacheRunFacts({ CI_MERGE_REQUEST_IID: '7' }, undefined)).toEqual({ host: 'none' });
  });

  it('audit on a pull_request event leaves the cache file untouched and reads every file', async () => {
    await auditWithCache();
    const before = await readFile(cacheFile);
    const run = await auditWithCache(['--save-content-cache'], {
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_REF: 'refs/pull/1/merge',
    });
    expect(run.err).toMatch(/"pull_request" event neither reads nor writes/);
    expect(bytesHashed(run.report)).toBeGreaterThan(0);
    expect(await readFile(cacheFile)).toEqual(before);
  });
});
