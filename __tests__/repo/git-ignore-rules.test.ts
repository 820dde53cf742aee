/**
 * Issue 15 #2: git's ignore rules, asked of git (vcs/git.ts createGitIgnoreRules): .gitignore
 * at any depth, .git/info/exclude, negations, tracked files never ignored, one batch; nothing
 * ignored outside a repository.
 */
import { execFileSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGitIgnoreRules as createRules, type GitIgnoreOptions } from '../../src/vcs/git.js';
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

// Each question twice: as git answers it with the index (one process), and by the listing path
// (--no-index, then the candidates with the index), which must answer the same.
describe.each<[string, GitIgnoreOptions]>([
  ['asked with the index', { askEachBelow: Infinity }],
  ['by the listing path', { askEachBelow: 0 }],
])('createGitIgnoreRules, %s', (_mode, options) => {
  const createGitIgnoreRules = (root: string, onFallback?: (why: string) => void) =>
    createRules(root, onFallback, options);

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

  it('a path in a submodule: git refuses the question, nothing is ignored, said once', async () => {
    git('init', '-q');
    await repo.write('.gitignore', '*.sam\n');
    await repo.write('a.sam', 'a');
    // A checked-out submodule (an embedded repository added as a gitlink) and a gitlink with
    // no repository on disk, only files: git refuses both alike.
    await repo.write('sub/x.txt', 'x');
    execFileSync('git', ['init', '-q'], { cwd: repo.abs('sub') });
    execFileSync(
      'git',
      ['-c', 'user.email=t@t', '-c', 'user.name=t', 'commit', '-q', '--allow-empty', '-m', 's'],
      {
        cwd: repo.abs('sub'),
      },
    );
    git('add', 'sub', '.gitignore');
    git('update-index', '--add', '--cacheinfo', `160000,${'1'.repeat(40)},bare`);
    await repo.write('bare/y.txt', 'y');
    git('commit', '-qm', 'x');
    // Neither path inside is one the patterns match: git refuses the whole question all the same.
    for (const inside of ['sub/x.txt', 'bare/y.txt']) {
      const fallbacks: string[] = [];
      const rules = createGitIgnoreRules(repo.root, (why) => fallbacks.push(why));
      expect([...(await rules(['a.sam', inside]))]).toEqual([]);
      expect([...(await rules(['a.sam']))]).toEqual([]);
      expect(fallbacks).toHaveLength(1);
      expect(fallbacks[0]).toContain(`is in submodule '${inside.split('/')[0]}'`);
    }
    // Beside the submodules (a name that only begins like one too), the rules apply.
    const beside = await createGitIgnoreRules(repo.root)(['a.sam', 'subx/z.sam']);
    expect([...beside].sort()).toEqual(['a.sam', 'subx/z.sam']);
  });

  it('core.excludesFile, and a tracked file under an ignored directory', async () => {
    git('init', '-q');
    await repo.write('.excludes', '*.log\n');
    git('config', 'core.excludesFile', repo.abs('.excludes'));
    await repo.write('.gitignore', 'scratch/\n');
    for (const f of ['run.log', 'scratch/kept.txt', 'scratch/new.txt', 'out/a.txt'])
      await repo.write(f, f);
    git('add', '-f', 'scratch/kept.txt');
    git('commit', '-qm', 'x');
    const ignored = await createGitIgnoreRules(repo.root)([
      'run.log',
      'scratch/kept.txt',
      'scratch/new.txt',
      'out/a.txt',
    ]);
    expect([...ignored].sort()).toEqual(['run.log', 'scratch/new.txt']);
  });

  it('a root in an ignored directory that holds tracked files keeps the rules (as git: not ignored)', async () => {
    git('init', '-q');
    await repo.write('.gitignore', 'scratch/\n*.tmp\n');
    await repo.write('scratch/tree/a.txt', 'a');
    await repo.write('scratch/tree/b.tmp', 'b');
    git('add', '-f', 'scratch/tree/a.txt');
    git('commit', '-qm', 'x');
    const fallbacks: string[] = [];
    const rules = createGitIgnoreRules(repo.abs('scratch/tree'), (why) => fallbacks.push(why));
    expect([...(await rules(['a.txt', 'b.tmp']))]).toEqual(['b.tmp']);
    expect(fallbacks).toEqual([]);
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
