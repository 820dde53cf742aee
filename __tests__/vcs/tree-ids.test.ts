/**
 * git's answer for unchanged directories (src/vcs/tree-ids.ts), against real git in temporary
 * repositories built here: on a clean checkout every directory is clean with git's own tree id;
 * each way the work tree can differ from the commit (or git can be told not to look) makes
 * exactly the directory holding it and the directories above it unclean; what git cannot
 * answer is a reason, never a throw.
 */
import { chmod, lstat, rm, symlink, unlink, utimes } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  isNoCleanTrees,
  listCleanTrees,
  type CleanTrees,
  type CleanTreesOptions,
} from '../../src/vcs/tree-ids.js';
import { commitAll, git } from '../helpers/diff-repo.js';
import { pointIndexEntryAt } from '../helpers/git-index.js';
import { TempRepo } from '../helpers/repo.js';

/** The directories of the fixture, the root as ''. */
const DIRECTORIES = ['', 'a', 'a/b', 'a/b/c', 'd', 'e', 'e/f'];

let repo: TempRepo | null = null;

/** The fixture: files at every depth, an ignore rule, one commit (checked out). */
async function build(): Promise<TempRepo> {
  const r = await TempRepo.create('pg-tree-ids-');
  git(r.root, 'init', '-q', '-b', 'main');
  await r.write('top.txt', 'top\n');
  await r.write('.gitignore', '*.log\n');
  await r.write('a/x.txt', 'x\n');
  await r.write('a/b/y.txt', 'y\n');
  await r.write('a/b/c/z.txt', 'zzzz\n');
  await r.write('d/w.txt', 'w\n');
  await r.write('e/f/v.txt', 'v\n');
  commitAll(r.root, 'fixture');
  return r;
}

beforeEach(async () => {
  repo = await build();
});

afterEach(async () => {
  await repo?.remove();
  repo = null;
});

/** The answer for the fixture's repository, which must be one. */
async function answer(options: CleanTreesOptions = {}): Promise<CleanTrees> {
  const result = await listCleanTrees((repo as TempRepo).root, 'HEAD', options);
  if (isNoCleanTrees(result)) throw new Error(`no answer: ${result.reason}`);
  return result;
}

/** The directories of `dirs` the answer does not call clean, sorted. */
function uncleanOf(result: CleanTrees, dirs: readonly string[] = DIRECTORIES): string[] {
  return dirs.filter((d) => !result.trees.has(d)).sort();
}

/** git's own tree id of `dir` at HEAD. */
function treeIdOf(root: string, dir: string): string {
  return git(root, 'rev-parse', dir === '' ? 'HEAD^{tree}' : `HEAD:${dir}`);
}

describe('listCleanTrees: a clean checkout', () => {
  it("calls every directory clean, each with git's tree id", async () => {
    const r = repo as TempRepo;
    const result = await answer();
    expect(result.commit).toBe(git(r.root, 'rev-parse', 'HEAD'));
    expect(result.objectFormat).toBe('sha1');
    expect(result.directories).toBe(DIRECTORIES.length);
    expect([...result.trees.keys()].sort()).toEqual([...DIRECTORIES].sort());
    for (const dir of DIRECTORIES) expect(result.trees.get(dir)).toBe(treeIdOf(r.root, dir));
  });

  it('answers the same on a detached HEAD, and trusting the index stat says the same', async () => {
    const r = repo as TempRepo;
    git(r.root, 'checkout', '-q', '--detach');
    expect(uncleanOf(await answer())).toEqual([]);
    expect(uncleanOf(await answer({ trustIndexStat: true }))).toEqual([]);
  });

  it('leaves an ignored file alone (the walk skips it too)', async () => {
    await (repo as TempRepo).write('e/f/run.log', 'ignored\n');
    expect(uncleanOf(await answer())).toEqual([]);
  });
});

describe('listCleanTrees: what makes a directory and those above it unclean', () => {
  it('a modified file', async () => {
    await (repo as TempRepo).write('a/b/y.txt', 'changed\n');
    expect(uncleanOf(await answer())).toEqual(['', 'a', 'a/b']);
  });

  it('a same-size rewrite with the old mtime (racy git)', async () => {
    const r = repo as TempRepo;
    const before = await lstat(r.abs('a/b/c/z.txt'));
    await r.write('a/b/c/z.txt', 'ZZZZ\n');
    await utimes(r.abs('a/b/c/z.txt'), before.atime, before.mtime);
    expect(uncleanOf(await answer())).toEqual(['', 'a', 'a/b', 'a/b/c']);
  });

  it('a deleted file', async () => {
    await unlink((repo as TempRepo).abs('d/w.txt'));
    expect(uncleanOf(await answer())).toEqual(['', 'd']);
  });

  it('an untracked file that is not ignored, and one added but not committed', async () => {
    const r = repo as TempRepo;
    await r.write('e/f/new.txt', 'new\n');
    expect(uncleanOf(await answer())).toEqual(['', 'e', 'e/f']);
    git(r.root, 'add', 'e/f/new.txt');
    expect(uncleanOf(await answer())).toEqual(['', 'e', 'e/f']);
    expect(uncleanOf(await answer({ trustIndexStat: true }))).toEqual(['', 'e', 'e/f']);
  });

  it('a file turned into a symbolic link to the same bytes', async () => {
    const r = repo as TempRepo;
    await r.write('a/b/x-copy.txt', 'x\n');
    commitAll(r.root, 'a copy of x');
    await unlink(r.abs('a/x.txt'));
    await symlink('b/x-copy.txt', r.abs('a/x.txt'));
    expect(uncleanOf(await answer())).toEqual(['', 'a']);
  });

  it('a file made executable', async () => {
    await chmod((repo as TempRepo).abs('d/w.txt'), 0o755);
    expect(uncleanOf(await answer())).toEqual(['', 'd']);
  });

  it('an entry flagged assume-unchanged, even with its bytes unchanged', async () => {
    git((repo as TempRepo).root, 'update-index', '--assume-unchanged', 'd/w.txt');
    expect(uncleanOf(await answer())).toEqual(['', 'd']);
  });

  it('an entry flagged skip-worktree, even with its bytes unchanged', async () => {
    git((repo as TempRepo).root, 'update-index', '--skip-worktree', 'e/f/v.txt');
    expect(uncleanOf(await answer())).toEqual(['', 'e', 'e/f']);
  });

  it("a poisoned index: the committed blob beside an edited file's stat data", async () => {
    const r = repo as TempRepo;
    const rel = 'a/b/c/z.txt';
    const committed = git(r.root, 'rev-parse', `HEAD:${rel}`);
    // A step before the gate edits the file, then writes an index that records the edited
    // file's stat data with the committed blob: git's stat check now calls it clean.
    await r.write(rel, 'EDIT\n');
    const old = new Date(Date.now() - 3600_000);
    await utimes(r.abs(rel), old, old);
    git(r.root, 'add', rel);
    await pointIndexEntryAt(r.root, rel, committed);
    expect(git(r.root, 'diff-index', '--name-only', 'HEAD')).toBe('');
    expect(uncleanOf(await answer())).toEqual(['', 'a', 'a/b', 'a/b/c']);
  });

  it('a gitlink (a submodule) in the tree, and an untracked nested repository', async () => {
    const r = repo as TempRepo;
    const inner = r.abs('e/sub');
    await r.write('e/sub/inner.txt', 'inner\n');
    git(inner, 'init', '-q', '-b', 'main');
    commitAll(inner, 'inner');
    git(r.root, '-c', 'advice.addEmbeddedRepo=false', 'add', 'e/sub');
    git(r.root, 'commit', '-q', '--no-gpg-sign', '-m', 'gitlink');
    expect(git(r.root, 'ls-tree', 'HEAD', 'e/sub')).toMatch(/^160000 commit /);
    expect(uncleanOf(await answer())).toEqual(['', 'e']);
    git(r.root, 'rm', '-q', '--cached', 'e/sub');
    await rm(inner, { recursive: true, force: true });
    commitAll(r.root, 'no gitlink');
    await r.write('d/nested/n.txt', 'n\n');
    git(r.abs('d/nested'), 'init', '-q', '-b', 'main');
    commitAll(r.abs('d/nested'), 'nested');
    expect(uncleanOf(await answer())).toEqual(['', 'd']);
  });

  it('a symbolic link in the tree (what it points at is not in the tree id)', async () => {
    const r = repo as TempRepo;
    await symlink('../../outside', r.abs('e/f/link'));
    commitAll(r.root, 'a link out');
    expect(uncleanOf(await answer())).toEqual(['', 'e', 'e/f']);
  });

  it('a path with a conversion attribute; core.autocrlf: no answer', async () => {
    const r = repo as TempRepo;
    await r.write('d/.gitattributes', 'w.txt ident\n');
    commitAll(r.root, 'an attribute');
    expect(uncleanOf(await answer())).toEqual(['', 'd']);
    git(r.root, 'config', 'core.autocrlf', 'input');
    const result = await listCleanTrees(r.root);
    expect(isNoCleanTrees(result) && result.reason).toMatch(/core\.autocrlf/);
  });

  it('a directory named with a newline, a leading dash and non-ASCII letters', async () => {
    const r = repo as TempRepo;
    const odd = '-odd\nname ü';
    await r.write(`a/${odd}/f.txt`, 'f\n');
    await r.write(`-dash/g.txt`, 'g\n');
    commitAll(r.root, 'odd names');
    const dirs = [...DIRECTORIES, `a/${odd}`, '-dash'];
    const clean = await answer();
    expect(uncleanOf(clean, dirs)).toEqual([]);
    expect(clean.trees.get(`a/${odd}`)).toBe(treeIdOf(r.root, `a/${odd}`));
    expect(clean.trees.get('-dash')).toBe(treeIdOf(r.root, '-dash'));
    await r.write(`a/${odd}/f.txt`, 'changed\n');
    expect(uncleanOf(await answer(), dirs)).toEqual(['', 'a', `a/${odd}`]);
  });

  it('trusting the index stat still sees a modified and an untracked file', async () => {
    const r = repo as TempRepo;
    await r.write('a/b/y.txt', 'changed\n');
    await r.write('d/new.txt', 'new\n');
    expect(uncleanOf(await answer({ trustIndexStat: true }))).toEqual(['', 'a', 'a/b', 'd']);
  });
});

describe('listCleanTrees: what git cannot answer', () => {
  it('not a repository, a root below the top level, no commit, an unknown commit', async () => {
    const r = repo as TempRepo;
    const reasonOf = async (root: string, commit?: string) => {
      const result = await listCleanTrees(root, commit);
      return isNoCleanTrees(result) ? result.reason : 'answered';
    };
    await rm(path.join(r.root, '.git'), { recursive: true, force: true });
    expect(await reasonOf(r.root)).toMatch(/not a git repository/);
    git(r.root, 'init', '-q', '-b', 'main');
    expect(await reasonOf(r.root)).toMatch(/cannot resolve HEAD/);
    commitAll(r.root, 'again');
    expect(await reasonOf(r.abs('a'))).toMatch(/not the top level/);
    expect(await reasonOf(r.root, '0'.repeat(40))).toMatch(/cannot resolve/);
    expect(await reasonOf(r.root, '--output=x')).toMatch(/cannot resolve/);
    expect(await reasonOf(path.join(r.root, 'missing'))).toMatch(/not a directory/);
  });
});
