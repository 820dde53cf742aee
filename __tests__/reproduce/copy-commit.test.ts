/**
 * The scratch copy (src/reproduce/copy-commit.ts): a commit's blobs written as git stores
 * them, laid out as `git archive` lays them out (modes, links, submodules, times), with no
 * attribute, filter or conversion applied, and the links that would lead a re-run out of the
 * copy refused.
 */
import { chmod, lstat, mkdtemp, readFile, readlink, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { CommitCopyRefused, copyCommitTree } from '../../src/reproduce/copy-commit.js';
import { captureIo } from '../helpers/cli-io.js';
import { commitAll, git } from '../helpers/diff-repo.js';
import { TempRepo } from '../helpers/repo.js';
import { buildRecordedChain } from '../helpers/reproduce-repo.js';

let repo: TempRepo;
let out: string;
beforeEach(async () => {
  repo = await TempRepo.create('pg-copy-commit-');
  out = await mkdtemp(path.join(tmpdir(), 'pg-copy-commit-out-'));
  git(repo.root, 'init', '-q');
});
afterEach(async () => {
  await repo.remove();
  await rm(out, { recursive: true, force: true });
});

/** Commits what is in the work tree and copies HEAD into `out`. */
async function commitAndCopy(): Promise<string> {
  const head = commitAll(repo.root, 'tree');
  await copyCommitTree(repo.root, head, out);
  return head;
}

describe('copyCommitTree', () => {
  it('writes every blob with its bytes and mode, links as links, a submodule as an empty directory, at the commit time', async () => {
    await repo.write('a/plain.txt', 'plain\n');
    await repo.write('a/b/run.sh', '#!/bin/sh\necho hi\n');
    await chmod(path.join(repo.root, 'a/b/run.sh'), 0o755);
    await repo.write('bin.dat', Buffer.from([0, 255, 13, 10, 0x80]));
    // A link to a directory and one climbing from a subdirectory: both stay in the copy.
    await symlink('a/b', path.join(repo.root, 'to-b'));
    await symlink('../plain.txt', path.join(repo.root, 'a/b/up'));
    // A submodule: a gitlink entry in the index, as `git submodule add` leaves it (after
    // `add -A`, which would stage its missing work-tree directory as deleted).
    git(repo.root, 'add', '-A');
    git(repo.root, 'update-index', '--add', '--cacheinfo', `160000,${'1'.repeat(40)},vendor/lib`);
    git(repo.root, 'commit', '-q', '--no-gpg-sign', '-m', 'tree');
    await copyCommitTree(repo.root, git(repo.root, 'rev-parse', 'HEAD'), out);
    expect(await readFile(path.join(out, 'a/plain.txt'), 'utf8')).toBe('plain\n');
    expect(await readFile(path.join(out, 'bin.dat'))).toEqual(Buffer.from([0, 255, 13, 10, 0x80]));
    expect((await lstat(path.join(out, 'a/b/run.sh'))).mode & 0o111).not.toBe(0);
    expect((await lstat(path.join(out, 'a/plain.txt'))).mode & 0o111).toBe(0);
    expect(await readlink(path.join(out, 'to-b'))).toBe('a/b');
    expect(await readlink(path.join(out, 'a/b/up'))).toBe('../plain.txt');
    expect(await readFile(path.join(out, 'a/b/up'), 'utf8')).toBe('plain\n');
    expect((await lstat(path.join(out, 'vendor/lib'))).isDirectory()).toBe(true);
    expect(await readdir(path.join(out, 'vendor/lib'))).toEqual([]);
    // diff-repo's git() commits at 2026-06-17T12:00:00Z, as archive would date every entry.
    const time = Date.parse('2026-06-17T12:00:00Z');
    expect((await lstat(path.join(out, 'a/plain.txt'))).mtimeMs).toBe(time);
    expect((await lstat(path.join(out, 'to-b'))).mtimeMs).toBe(time);
  });

  it('streams a blob larger than the pipe and the stream chunks, byte for byte', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024 + 7);
    for (let i = 0; i < big.length; i++) big[i] = (i * 31 + (i >> 9)) & 0xff;
    await repo.write('data/big.bin', big);
    await repo.write('data/after.txt', 'after\n');
    await commitAndCopy();
    expect((await readFile(path.join(out, 'data/big.bin'))).equals(big)).toBe(true);
    expect(await readFile(path.join(out, 'data/after.txt'), 'utf8')).toBe('after\n');
  });

  it('applies no filter of the repository: a file under a smudge filter (as Git LFS) stays as committed', async () => {
    await repo.write('.gitattributes', '*.dat filter=upper\n');
    await repo.write('x.dat', 'version https://git-lfs.github.com/spec/v1\n');
    await commitAndCopy();
    git(repo.root, 'config', 'filter.upper.smudge', 'tr a-z A-Z');
    // archive runs the smudge filter; the copy does not.
    const head = git(repo.root, 'rev-parse', 'HEAD');
    await rm(out, { recursive: true, force: true });
    out = await mkdtemp(path.join(tmpdir(), 'pg-copy-commit-out-'));
    await copyCommitTree(repo.root, head, out);
    expect(await readFile(path.join(out, 'x.dat'), 'utf8')).toBe(
      'version https://git-lfs.github.com/spec/v1\n',
    );
    expect(git(repo.root, 'archive', '--format=tar', head, 'x.dat')).toContain('VERSION HTTPS');
  });

  it.each([
    ['an absolute target', '/etc/hostname', /is absolute/],
    ['a target above the copy', '../../outside', /leaves the copy/],
    ['a ".." after a name', 'sub/../../x', /climbs with "\.\." after a name/],
  ])('refuses a symbolic link with %s', async (_what, target, why) => {
    await repo.write('sub/keep.txt', 'kept\n');
    await symlink(target, path.join(repo.root, 'sub/link'));
    const head = commitAll(repo.root, 'a link out');
    const copied = copyCommitTree(repo.root, head, out);
    await expect(copied).rejects.toThrow(CommitCopyRefused);
    await expect(copied).rejects.toThrow(why);
    // The files were written; no link was (the caller removes the directory).
    expect(await readFile(path.join(out, 'sub/keep.txt'), 'utf8')).toBe('kept\n');
    await expect(lstat(path.join(out, 'sub/link'))).rejects.toThrow(/ENOENT/);
  });
});

describe('reproduce refuses a commit it cannot copy as committed', () => {
  it('a link out of the copy is a usage error (exit 2) naming it, nothing run', async () => {
    await rm(path.join(repo.root, '.git'), { recursive: true, force: true });
    await buildRecordedChain(repo);
    await symlink('/etc/hostname', path.join(repo.root, 'data/host'));
    commitAll(repo.root, 'a link to the machine');
    const io = captureIo(repo.root, { PATH: process.env.PATH ?? '' });
    const code = await runCli(['reproduce', '--format', 'json'], io);
    expect(code).toBe(2);
    expect(io.out()).toBe('');
    expect(io.err()).toContain(
      'holds a symbolic link reproduce does not copy: "data/host" -> "/etc/hostname" is absolute',
    );
  });
});
