/**
 * Issue 41 (branch `w2-start`): git is not started to learn that a root lies in no repository
 * (vcs/git.ts mayBeInRepository). The guess may only ever say "no repository" where git itself
 * says so: held against git's own answer (`git rev-parse --git-dir`) on built layouts, and the
 * ignore rules outside a repository are held to start no git at all (a stand-in `git` on PATH
 * that records each start).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGitIgnoreRules, createGitlinkQuery, mayBeInRepository } from '../../src/vcs/git.js';
import { listLfsFilteredPaths } from '../../src/vcs/lfs-attributes.js';

let scratch: string;
beforeEach(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'pg-may-repo-'));
});
afterEach(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** Runs git in `cwd` with no repository handed to it by the environment. */
const gitEnv = (): NodeJS.ProcessEnv => {
  const env = { ...process.env };
  for (const name of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_COMMON_DIR']) delete env[name];
  return env;
};
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...args], {
    cwd,
    env: gitEnv(),
  });
/** git's own answer: does it find a repository from `cwd`? */
const gitFindsRepository = (cwd: string): boolean =>
  spawnSync('git', ['rev-parse', '--git-dir'], { cwd, env: gitEnv() }).status === 0;

describe('mayBeInRepository', () => {
  it('says no repository only where git says so, on built layouts', async () => {
    const at = (rel: string) => path.join(scratch, rel);
    // A work tree and a folder deep inside it.
    await mkdir(at('work/results/deep'), { recursive: true });
    git(at('work'), 'init', '-q');
    // A bare repository, and a folder inside its git directory.
    await mkdir(at('bare'), { recursive: true });
    git(at('bare'), 'init', '-q', '--bare');
    await mkdir(at('bare/refs/heads/topic'), { recursive: true });
    // A worktree's gitfile (.git as a file naming the git directory).
    await mkdir(at('linked/sub'), { recursive: true });
    await writeFile(at('linked/.git'), `gitdir: ${at('work/.git')}\n`);
    // Plain folders; a link from a plain folder into the work tree, and one out of it.
    await mkdir(at('plain/a/b'), { recursive: true });
    await symlink(at('work/results'), at('plain/into-work'));
    await symlink(at('plain/a'), at('work/out-of-work'));
    const layouts = [
      'work',
      'work/results/deep',
      'work/.git',
      'bare',
      'bare/refs/heads/topic',
      'linked/sub',
      'plain',
      'plain/a/b',
      'plain/into-work',
      'work/out-of-work',
    ];
    for (const rel of layouts) {
      const guess = await mayBeInRepository(at(rel), {});
      const found = gitFindsRepository(at(rel));
      expect({ rel, guess: guess || !found }).toEqual({ rel, guess: true });
    }
    // The plain folders, also through a link out of the work tree, are outside any repository
    // (the scratch folder lies in none, as the suite's other "outside a repository" tests take).
    for (const rel of ['plain', 'plain/a/b', 'work/out-of-work']) {
      expect(gitFindsRepository(at(rel))).toBe(false);
      expect(await mayBeInRepository(at(rel), {})).toBe(false);
    }
    for (const rel of ['work/results/deep', 'bare/refs/heads/topic', 'plain/into-work'])
      expect(await mayBeInRepository(at(rel), {})).toBe(true);
  });

  it('leaves it to git when the environment hands git a repository, or the path does not resolve', async () => {
    await mkdir(path.join(scratch, 'plain'));
    const plain = path.join(scratch, 'plain');
    expect(await mayBeInRepository(plain, {})).toBe(false);
    for (const name of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_COMMON_DIR'])
      expect(await mayBeInRepository(plain, { [name]: '/elsewhere/.git' })).toBe(true);
    expect(await mayBeInRepository(plain, { GIT_DIR: '' })).toBe(false);
    expect(await mayBeInRepository(path.join(scratch, 'missing'), {})).toBe(true);
  });
});

describe('git questions outside any repository', () => {
  let savedPath: string | undefined;
  beforeEach(() => {
    savedPath = process.env.PATH;
  });
  afterEach(() => {
    process.env.PATH = savedPath;
  });

  /**
   * A stand-in git first on PATH: it records each start's arguments in the file returned and
   * answers as git does outside a repository.
   */
  async function putStandInGitFirst(): Promise<string> {
    const bin = path.join(scratch, 'bin');
    const starts = path.join(scratch, 'git-starts');
    await mkdir(bin);
    await writeFile(
      path.join(bin, 'git'),
      `#!/bin/sh\necho "$*" >> '${starts}'\necho 'fatal: not a git repository (or any of the parent directories): .git' >&2\nexit 128\n`,
    );
    await chmod(path.join(bin, 'git'), 0o755);
    await writeFile(starts, '');
    process.env.PATH = `${bin}${path.delimiter}${savedPath ?? ''}`;
    return starts;
  }

  it('starts no git, and ignores nothing, quietly', async () => {
    const starts = await putStandInGitFirst();
    const root = path.join(scratch, 'results');
    await mkdir(root);
    await writeFile(path.join(root, '.gitignore'), '*.sam\n');
    const fallbacks: string[] = [];
    for (const askEachBelow of [0, Infinity]) {
      const rules = createGitIgnoreRules(root, (why) => fallbacks.push(why), { askEachBelow });
      expect((await rules(['a.sam', 'b/c.sam'])).size).toBe(0);
      expect((await rules(['d.sam'])).size).toBe(0);
    }
    expect(fallbacks).toEqual([]);
    expect(await readFile(starts, 'utf8')).toBe('');
  });

  it('starts no git for the submodules or the Git LFS attributes either (branch repo-git)', async () => {
    const starts = await putStandInGitFirst();
    const root = path.join(scratch, 'results');
    await mkdir(path.join(root, 'empty'), { recursive: true });
    await writeFile(path.join(root, '.gitattributes'), '*.bin filter=lfs\n');
    const gitlinks = createGitlinkQuery(root);
    expect((await gitlinks(['empty'])).size).toBe(0);
    expect((await gitlinks(['empty', 'other'])).size).toBe(0);
    expect((await listLfsFilteredPaths(root, ['a.bin', 'b/c.bin'])).size).toBe(0);
    expect(await readFile(starts, 'utf8')).toBe('');
    // A repository handed over by the environment is still git's to find: it is asked.
    const handed = await listLfsFilteredPaths(root, ['a.bin'], { env: { GIT_DIR: root } });
    expect(handed.size).toBe(0);
    expect(await readFile(starts, 'utf8')).toBe('check-attr -z --stdin filter\n');
  });
});
