/**
 * Issue 15 #2: git's ignore rules, asked of git (vcs/git.ts createGitIgnoreRules): .gitignore
 * at any depth, .git/info/exclude, negations, tracked files never ignored, one batch; nothing
 * ignored outside a repository.
 */
import { execFileSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGitIgnoreRules } from '../../src/vcs/git.js';
import { TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...args], { cwd: repo.root });
beforeEach(async () => {
  repo = await TempRepo.create('pg-ignore-');
});
afterEach(async () => {
  await repo.remove();
});

describe('createGitIgnoreRules', () => {
  it('follows git: nested .gitignore, info/exclude, negation, tracked files', async () => {
    git('init', '-q');
    await repo.write('.gitignore', '*.sam\n');
    await repo.write('results/align/.gitignore', 'tmp/\n!keep.sam\n');
    await repo.write('.git/info/exclude', 'scratch.txt\n');
    const files = [
      'results/align/tmp.sam',
      'results/align/keep.sam',
      'results/align/tmp/part 1.txt',
      'results/align/scratch.txt',
      'results/align/a.bam',
      'results/align/tracked.sam',
    ];
    for (const f of files) await repo.write(f, f);
    git('add', '-f', 'results/align/tracked.sam');
    git('commit', '-qm', 'x');
    const fallbacks: string[] = [];
    const ignored = await createGitIgnoreRules(repo.root, (why) => fallbacks.push(why))(files);
    expect([...ignored].sort()).toEqual([
      'results/align/scratch.txt',
      'results/align/tmp.sam',
      'results/align/tmp/part 1.txt',
    ]);
    expect(fallbacks).toEqual([]);
  });

  it('a root inside a directory the repository ignores: its rules are not applied, said once', async () => {
    // Before: every file under such a root was ignored, and an audit there passed verifying
    // nothing (a bench's data under an ignored bench/out/ audited as an empty tree).
    git('init', '-q');
    await repo.write('.gitignore', 'scratch/\n*.tmp\n');
    await repo.write('scratch/tree/results/a.txt', 'a');
    await repo.write('scratch/tree/results/b.tmp', 'b');
    const fallbacks: string[] = [];
    const rules = createGitIgnoreRules(repo.abs('scratch/tree'), (why) => fallbacks.push(why));
    expect([...(await rules(['results/a.txt', 'results/b.tmp']))]).toEqual([]);
    expect([...(await rules(['results/b.tmp']))]).toEqual([]);
    expect(fallbacks).toHaveLength(1);
    expect(fallbacks[0]).toMatch(/enclosing git repository ignores/);
    // A root the repository does not ignore keeps its rules.
    await repo.write('kept/results/b.tmp', 'b');
    const kept = createGitIgnoreRules(repo.abs('kept'), (why) => fallbacks.push(why));
    expect([...(await kept(['results/b.tmp']))]).toEqual(['results/b.tmp']);
    expect(fallbacks).toHaveLength(1);
  });

  it('a root below the top level asks with paths relative to it', async () => {
    git('init', '-q');
    await repo.write('sub/.gitignore', 'x.tmp\n');
    await repo.write('sub/out/x.tmp', 'x');
    await repo.write('sub/out/[a]*.txt', 'glob characters are plain');
    await repo.write('sub/out/:(top)x', 'a name, not pathspec magic');
    await repo.write('sub/.gitignore', 'x.tmp\n\\[a\\]\\*.txt\nx\n');
    const ignored = await createGitIgnoreRules(repo.abs('sub'))([
      'out/x.tmp',
      'out/[a]*.txt',
      'out/a.txt',
    ]);
    expect([...ignored].sort()).toEqual(['out/[a]*.txt', 'out/x.tmp']);
  });

  it('outside a repository nothing is ignored, quietly (as to git itself)', async () => {
    await repo.write('.gitignore', '*.sam\n');
    const fallbacks: string[] = [];
    const rules = createGitIgnoreRules(repo.root, (why) => fallbacks.push(why));
    expect((await rules(['a.sam'])).size).toBe(0);
    expect((await rules(['b.sam'])).size).toBe(0);
    expect(fallbacks).toEqual([]);
  });
});
