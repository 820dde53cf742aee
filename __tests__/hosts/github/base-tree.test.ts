/**
 * readApiBase (hosts/github/base-tree.ts) over a real git repository's tree and blobs
 * (helpers/git-backed-api.ts): what diff/base-without-history.test.ts does not reach. Each kind
 * of path is read as git's reader reads it (symbolic links followed inside the commit, never out
 * of it, nor round a loop; directories, submodules and files over the cap refused), a file the
 * checkout holds at the same blob id is not fetched, and a blob is fetched once.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readApiBase } from '../../../src/hosts/github/base-tree.js';
import { BaseUnreadableError } from '../../../src/util/errors.js';
import { createGitBackedApi } from '../../helpers/git-backed-api.js';

let repo: string;
let checkout: string;
let sha: string;
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
const oidOf = (rel: string) => git('rev-parse', `${sha}:${rel}`);

beforeAll(async () => {
  repo = await mkdtemp(path.join(tmpdir(), 'pg-base-tree-'));
  checkout = await mkdtemp(path.join(tmpdir(), 'pg-base-tree-checkout-'));
  git('init', '-q');
  const write = async (rel: string, text: string) => {
    await mkdir(path.dirname(path.join(repo, rel)), { recursive: true });
    await writeFile(path.join(repo, rel), text);
  };
  await write('a.txt', 'A\n');
  await write('dir/b.txt', 'B\n');
  await write('big.txt', 'x'.repeat(100));
  const links: [string, string][] = [
    ['dir/link', 'b.txt'],
    ['dir/up', '../a.txt'],
    ['hop', 'dir/link'],
    ['out', '../outside'],
    ['abs', '/etc/passwd'],
    ['loop1', 'loop2'],
    ['loop2', 'loop1'],
  ];
  for (const [rel, target] of links) await symlink(target, path.join(repo, rel));
  git('add', '-A');
  // A submodule: a gitlink entry, as a commit of another repository.
  git('update-index', '--add', '--cacheinfo', `160000,${'1'.repeat(40)},sub`);
  git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '-m', 'base');
  sha = git('rev-parse', 'HEAD');
  // The checkout holds a.txt as the base has it, and dir/b.txt changed.
  await writeFile(path.join(checkout, 'a.txt'), 'A\n');
  await mkdir(path.join(checkout, 'dir'));
  await writeFile(path.join(checkout, 'dir', 'b.txt'), 'B changed\n');
});
afterAll(async () => {
  await rm(repo, { recursive: true, force: true });
  await rm(checkout, { recursive: true, force: true });
});

describe('readApiBase', () => {
  it('reads each kind of path as git does, fetching only what the checkout lacks, each blob once', async () => {
    const api = createGitBackedApi(repo);
    const base = await readApiBase({ api, repoRoot: checkout, sha, label: 'the base commit' });
    const read = async (rel: string, max = 1000) => {
      const blob = await base.files.read(rel, max);
      return blob.kind === 'file' ? Buffer.from(blob.bytes).toString('utf8') : blob;
    };
    expect(await read('a.txt')).toBe('A\n');
    expect(await read('dir/b.txt')).toBe('B\n');
    expect(await read('dir/link')).toBe('B\n');
    expect(await read('dir/up')).toBe('A\n');
    expect(await read('hop')).toBe('B\n');
    const out = { kind: 'refused', detail: 'is a symbolic link out of the repository' };
    expect(await read('out')).toEqual(out);
    expect(await read('abs')).toEqual(out);
    expect(await read('loop1')).toEqual({
      kind: 'refused',
      detail: 'is a chain of more than 40 symbolic links',
    });
    expect(await read('dir')).toEqual({ kind: 'refused', detail: 'is a directory' });
    expect(await read('sub')).toEqual({ kind: 'refused', detail: 'is a submodule' });
    expect(await read('nope')).toEqual({ kind: 'absent' });
    expect(await read('big.txt', 10)).toEqual({
      kind: 'refused',
      detail: 'is 100 bytes, over the 10-byte cap',
    });
    expect(await base.objects.readPath('hop', 1000)).toMatchObject({
      kind: 'file',
      path: 'dir/b.txt',
    });
    // a.txt came from the checkout; dir/b.txt once, however often it was read.
    expect(api.blobsAsked).not.toContain(oidOf('a.txt'));
    expect(api.blobsAsked.filter((o) => o === oidOf('dir/b.txt'))).toHaveLength(1);
    const blobs = await base.objects.readBlobs([oidOf('dir/b.txt'), oidOf('a.txt')], 1000);
    expect([...blobs.keys()]).toEqual([oidOf('dir/b.txt'), oidOf('a.txt')]);
    expect(api.blobsAsked.filter((o) => o === oidOf('dir/b.txt'))).toHaveLength(1);
    expect(api.treesAsked).toEqual([sha]);
  });

  it('lists the files and the objects under a prefix as the tree names them', async () => {
    const base = await readApiBase({
      api: createGitBackedApi(repo),
      repoRoot: checkout,
      sha,
      label: 'the base commit',
    });
    expect([...((await base.files.list()) ?? [])].sort()).toEqual(
      [
        'a.txt',
        'abs',
        'big.txt',
        'dir/b.txt',
        'dir/link',
        'dir/up',
        'hop',
        'loop1',
        'loop2',
        'out',
        'sub',
      ].sort(),
    );
    expect(base.files.sha).toBe(sha);
    expect(base.files.label).toBe('the base commit');
    expect(await base.objects.list('dir')).toEqual([
      {
        rel: 'b.txt',
        full: 'dir/b.txt',
        kind: 'file',
        mode: '100644',
        oid: oidOf('dir/b.txt'),
        size: 2,
      },
      {
        rel: 'link',
        full: 'dir/link',
        kind: 'symlink',
        mode: '120000',
        oid: oidOf('dir/link'),
        size: 5,
      },
      { rel: 'up', full: 'dir/up', kind: 'symlink', mode: '120000', oid: oidOf('dir/up'), size: 8 },
    ]);
    const top = await base.objects.list('');
    expect(top.find((e) => e.full === 'dir')).toMatchObject({ rel: 'dir', kind: 'dir' });
    expect(top.find((e) => e.full === 'sub')).toMatchObject({ kind: 'other', mode: '160000' });
  });

  it('past maxFetches blob calls the base is unreadable, naming the cap and the fix', async () => {
    const base = await readApiBase({
      api: createGitBackedApi(repo),
      repoRoot: checkout,
      sha,
      label: 'the base commit',
      maxFetches: 1,
    });
    await base.files.read('dir/b.txt', 1000);
    const error = await base.files.read('big.txt', 1000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BaseUnreadableError);
    expect((error as Error).message).toMatch(
      /^the trusted base could not be read: more than 1 of its files differ from the checkout \(one API call each\); /,
    );
  });
});
