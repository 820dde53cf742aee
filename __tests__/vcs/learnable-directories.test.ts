/**
 * Which directories this run read byte for byte as the commit's trees
 * (src/vcs/learnable-directories.ts), against real git in temporary repositories built here: the
 * walk is the work tree's files less what git ignores, each read as the gate reads it (the blob
 * id computed from its bytes, the executable bit from its mode). A clean checkout is learnable
 * everywhere; each departure from the commit fails exactly its directory and those above it.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmod,
  lstat,
  mkdir,
  readdir,
  readFile,
  rm,
  symlink,
  unlink,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  isNoCommitTrees,
  readCommitTrees,
  readTreeEntries,
  type CommitTrees,
} from '../../src/vcs/commit-trees.js';
import {
  listLearnableDirectories,
  type FileRead,
  type RunReads,
} from '../../src/vcs/learnable-directories.js';
import { commitAll, git } from '../helpers/diff-repo.js';
import { TempRepo } from '../helpers/repo.js';

/** The fixture's directories, the root as ''. */
const DIRS = ['', 'a', 'a/b', 'a/b/c', 'd', 'e', 'e/f'];

let repo: TempRepo | null = null;

/** The fixture: files at every depth (d/w.txt executable), one commit. */
async function build(format: 'sha1' | 'sha256'): Promise<TempRepo> {
  const r = await TempRepo.create('pg-learnable-');
  git(r.root, 'init', '-q', '-b', 'main', `--object-format=${format}`);
  await r.write('top.txt', 'top\n');
  await r.write('.gitignore', '*.log\n');
  await r.write('a/x.txt', 'x\n');
  await r.write('a/b/y.txt', 'y\n');
  await r.write('a/b/y2.txt', 'y2\n');
  await r.write('a/b/c/z.txt', 'zzzz\n');
  await r.write('d/w.txt', 'w\n');
  await r.write('e/f/v.txt', 'v\n');
  await chmod(r.abs('d/w.txt'), 0o755);
  commitAll(r.root, 'fixture');
  return r;
}

beforeEach(async () => {
  repo = await build('sha1');
});

afterEach(async () => {
  await repo?.remove();
  repo = null;
});

/** The commit's trees (readCommitTrees must answer). */
async function treesOf(root: string): Promise<CommitTrees> {
  const result = await readCommitTrees(root);
  if (isNoCommitTrees(result)) throw new Error(`no answer: ${result.reason}`);
  return result;
}

/** The work tree's regular files, recursively, .git left out (POSIX paths from the root). */
async function listWorkTree(root: string, dir = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(path.join(root, dir), { withFileTypes: true })) {
    const rel = dir === '' ? entry.name : `${dir}/${entry.name}`;
    if (rel === '.git') continue;
    if (entry.isDirectory()) found.push(...(await listWorkTree(root, rel)));
    else if (entry.isFile()) found.push(rel);
  }
  return found;
}

/** The paths of `paths` git ignores (`check-ignore` with the index: a tracked file is not). */
function ignoredOf(root: string, paths: readonly string[]): Set<string> {
  try {
    const out = execFileSync('git', ['check-ignore', '--stdin', '-z'], {
      cwd: root,
      input: paths.join('\0'),
      encoding: 'utf8',
    });
    return new Set(out.split('\0').filter((p) => p !== ''));
  } catch (error) {
    if ((error as { status?: number }).status === 1) return new Set();
    throw error;
  }
}

/**
 * The run's walk and reads as the gate would make them: the work tree less what git ignores,
 * each file's blob id computed from its bytes; the paths of `unread` found but not read.
 */
async function readRun(
  root: string,
  unread: readonly string[] = [],
  format: 'sha1' | 'sha256' = 'sha1',
): Promise<RunReads> {
  const all = await listWorkTree(root);
  const ignored = ignoredOf(root, all);
  const files = all.filter((p) => !ignored.has(p));
  const reads: (FileRead | undefined)[] = [];
  for (const file of files) {
    if (unread.includes(file)) {
      reads.push(undefined);
      continue;
    }
    const bytes = await readFile(path.join(root, file));
    const blob = createHash(format).update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
    const executable = ((await lstat(path.join(root, file))).mode & 0o100) !== 0;
    reads.push({ blob, executable });
  }
  return { files, read: (i) => reads[i] };
}

/** The learnable directories of the fixture as it now stands, sorted. */
async function learnable(unread: readonly string[] = []): Promise<string[]> {
  const root = (repo as TempRepo).root;
  const trees = await treesOf(root);
  return [
    ...listLearnableDirectories(trees, await readRun(root, unread, trees.objectFormat)),
  ].sort();
}

/** Every fixture directory but `failed`. */
function allBut(...failed: string[]): string[] {
  return DIRS.filter((d) => !failed.includes(d)).sort();
}

describe('listLearnableDirectories', () => {
  it('a clean checkout: every directory is learnable', async () => {
    expect(await learnable()).toEqual(allBut());
  });

  it("the kept bytes are each tree's own, and readTreeEntries parses them as git lists them", async () => {
    const root = (repo as TempRepo).root;
    const trees = await treesOf(root);
    expect([...trees.treeBytes.keys()].sort()).toEqual(DIRS);
    for (const [dir, bytes] of trees.treeBytes) {
      const id = createHash('sha1').update(`tree ${bytes.length}\0`).update(bytes).digest('hex');
      expect(id).toBe(trees.trees.get(dir));
      const listed = git(root, 'ls-tree', dir === '' ? 'HEAD' : `HEAD:${dir}`)
        .split('\n')
        .map((line) => {
          const [meta = '', name = ''] = line.split('\t');
          const [mode = '', , oid = ''] = meta.split(' ');
          return { name, mode: parseInt(mode, 8), id: oid };
        });
      expect(readTreeEntries(trees, dir)).toEqual(listed);
    }
    expect(readTreeEntries(trees, 'nowhere')).toBeUndefined();
  });

  it('SHA-256: a clean checkout is learnable; an edited file fails its directory', async () => {
    await repo?.remove();
    repo = await build('sha256');
    expect((await treesOf(repo.root)).objectFormat).toBe('sha256');
    expect(await learnable()).toEqual(allBut());
    await repo.write('d/w.txt', 'edited\n');
    expect(await learnable()).toEqual(allBut('d', ''));
  });

  it('an edited file fails its directory and those above it', async () => {
    await (repo as TempRepo).write('a/b/y.txt', 'edited\n');
    expect(await learnable()).toEqual(allBut('a/b', 'a', ''));
  });

  it('the same bytes with +x set, or cleared, fail their directory and those above', async () => {
    const r = repo as TempRepo;
    await chmod(r.abs('a/b/c/z.txt'), 0o755);
    expect(await learnable()).toEqual(allBut('a/b/c', 'a/b', 'a', ''));
    await chmod(r.abs('a/b/c/z.txt'), 0o644);
    await chmod(r.abs('d/w.txt'), 0o644);
    expect(await learnable()).toEqual(allBut('d', ''));
  });

  it('an untracked extra file fails its directory; one in an untracked directory, the nearest tracked one', async () => {
    const r = repo as TempRepo;
    await r.write('d/new.txt', 'new\n');
    expect(await learnable()).toEqual(allBut('d', ''));
    await rm(r.abs('d/new.txt'));
    await r.write('e/f/g/h/new.txt', 'new\n');
    expect(await learnable()).toEqual(allBut('e/f', 'e', ''));
  });

  it('an ignored untracked file and an empty directory change nothing (the walk sees neither)', async () => {
    const r = repo as TempRepo;
    await r.write('a/b/c/debug.log', 'noise\n');
    await mkdir(r.abs('d/empty'));
    expect(await learnable()).toEqual(allBut());
  });

  it('a renamed file (the same bytes, the same count of files) fails its directory', async () => {
    const r = repo as TempRepo;
    await r.write('a/b/c/z2.txt', 'zzzz\n');
    await unlink(r.abs('a/b/c/z.txt'));
    expect(await learnable()).toEqual(allBut('a/b/c', 'a/b', 'a', ''));
  });

  it('a deleted file fails its directory and those above it', async () => {
    await unlink((repo as TempRepo).abs('e/f/v.txt'));
    expect(await learnable()).toEqual(allBut('e/f', 'e', ''));
  });

  it('a file the walk found but the gate did not read fails its directory', async () => {
    expect(await learnable(['a/x.txt'])).toEqual(allBut('a', ''));
  });

  it("a loose blob rewritten with another blob's bytes: checkout writes them, the directory fails", async () => {
    const r = repo as TempRepo;
    const victim = git(r.root, 'rev-parse', 'HEAD:a/b/c/z.txt');
    const other = git(r.root, 'rev-parse', 'HEAD:e/f/v.txt');
    const loose = (id: string) => path.join(r.root, '.git', 'objects', id.slice(0, 2), id.slice(2));
    await chmod(loose(victim), 0o644);
    await writeFile(loose(victim), await readFile(loose(other)));
    await unlink(r.abs('a/b/c/z.txt'));
    git(r.root, 'checkout', 'HEAD', '--', '.');
    // git wrote the other blob's bytes and does not say so: the trees still read clean.
    expect((await r.read('a/b/c/z.txt')).toString()).toBe('v\n');
    expect(await learnable()).toEqual(allBut('a/b/c', 'a/b', 'a', ''));
  });

  it('a symbolic link below fails its directory and those above it, whatever was read', async () => {
    const r = repo as TempRepo;
    await symlink('z.txt', r.abs('a/b/c/link'));
    commitAll(r.root, 'link');
    expect(await learnable()).toEqual(allBut('a/b/c', 'a/b', 'a', ''));
  });

  it('a file where the commit has a directory, and a name found twice, fail their directory', async () => {
    const r = repo as TempRepo;
    const trees = await treesOf(r.root);
    const run = await readRun(r.root);
    const y = run.files.indexOf('a/b/y.txt');
    const y2 = run.files.indexOf('a/b/y2.txt');
    // a/b/y.txt found twice (its read each time), a/b/y2.txt not found: the counts agree.
    const twice: RunReads = {
      files: run.files.map((p, i) => (i === y2 ? p.replace('y2', 'y') : p)),
      read: (i) => run.read(i === y2 ? y : i),
    };
    expect([...listLearnableDirectories(trees, twice)].sort()).toEqual(allBut('a/b', 'a', ''));
    await rm(r.abs('e/f'), { recursive: true });
    await r.write('e/f', 'a file now\n');
    expect(await learnable()).toEqual(allBut('e/f', 'e', ''));
  });
});
