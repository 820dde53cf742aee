/**
 * Issue 41 (branch `repo-git`): inside a repository the ignore rules' listing path lists the
 * index's gitlinks (a path inside a submodule makes git refuse the whole question). It lists
 * only the entries directly in the directories above the asked paths, not the whole index (at
 * 10⁶ tracked files ~100 MB through a pipe), and the whole index only beyond 64 such
 * directories. Held here: which `git ls-files` is started (a stand-in `git` first on PATH that
 * records each start and runs git), and that either listing still finds a submodule above an
 * asked path, named with glob characters or not, as git's own answer with the index does
 * (__tests__/vcs/git-ignore-differential.test.ts holds the answers on generated trees).
 */
import { execFileSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGitIgnoreRules } from '../../src/vcs/git.js';

let scratch: string;
let savedPath: string | undefined;
beforeEach(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'pg-index-gitlinks-'));
  savedPath = process.env.PATH;
});
afterEach(async () => {
  process.env.PATH = savedPath;
  await rm(scratch, { recursive: true, force: true });
});

const gitIn = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...args], {
    cwd,
    stdio: ['ignore', 'ignore', 'ignore'],
  });

/** Writes `rel` under `top`, its directories first. */
async function write(top: string, rel: string, text = rel): Promise<void> {
  await mkdir(path.dirname(path.join(top, rel)), { recursive: true });
  await writeFile(path.join(top, rel), text);
}

/**
 * A committed work tree of `runs` passports (results/rNNNNN/rNNNNN.passport.json, the walk's
 * layout) beside a `*.tmp` rule, with a submodule at `sub` when given; returns its top and the
 * passports' paths.
 */
async function buildRepository(
  runs: number,
  sub?: string,
): Promise<{ top: string; asked: string[] }> {
  const top = path.join(scratch, 'work');
  await mkdir(top);
  gitIn(top, 'init', '-q');
  const asked: string[] = [];
  for (let i = 0; i < runs; i++) {
    const run = `r${String(i).padStart(5, '0')}`;
    asked.push(`results/${run}/${run}.passport.json`);
    await write(top, `results/${run}/${run}.passport.json`, '{}');
    await write(top, `results/${run}/out.tmp`);
  }
  await write(top, '.gitignore', '*.tmp\n');
  gitIn(top, 'add', '-A');
  if (sub !== undefined) {
    await write(top, `${sub}/deep/x.passport.json`, '{}');
    gitIn(path.join(top, sub), 'init', '-q');
    gitIn(path.join(top, sub), 'add', '-A');
    gitIn(path.join(top, sub), 'commit', '-qm', 's');
    gitIn(top, 'add', '--', `:(literal)${sub}`);
  }
  gitIn(top, 'commit', '-qm', 'tree');
  return { top, asked };
}

/** A stand-in `git` first on PATH that records each start's arguments, then runs git. */
async function recordGitStarts(): Promise<() => Promise<string[]>> {
  const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  const bin = path.join(scratch, 'bin');
  const starts = path.join(scratch, 'git-starts');
  await mkdir(bin);
  await writeFile(
    path.join(bin, 'git'),
    `#!/bin/sh\nprintf '%s\\n' "$*" >> '${starts}'\nexec '${real}' "$@"\n`,
  );
  await chmod(path.join(bin, 'git'), 0o755);
  await writeFile(starts, '');
  process.env.PATH = `${bin}${path.delimiter}${savedPath ?? ''}`;
  return async () => (await readFile(starts, 'utf8')).split('\n').filter((l) => l !== '');
}

describe('the listing path lists the gitlinks above the asked paths', () => {
  it('asks git for the entries of the directories above the paths, not the whole index', async () => {
    const { top, asked } = await buildRepository(70);
    const starts = await recordGitStarts();
    const rules = createGitIgnoreRules(top, () => undefined, { askEachBelow: 0 });
    const tmp = asked.map((p) => p.replace(/[^/]*$/, 'out.tmp'));
    expect([...(await rules([...asked, ...tmp]))].sort()).toEqual([...tmp].sort());
    expect((await starts()).filter((s) => s.startsWith('ls-files'))).toEqual([
      'ls-files -z --stage -- :(glob)* :(glob)results/*',
    ]);
  });

  it('lists the whole index beyond 64 such directories', async () => {
    const { top, asked } = await buildRepository(70);
    const starts = await recordGitStarts();
    // Each path one level deeper below its own run: 70 parents.
    const deeper = asked.map((p) => p.replace(/\/([^/]*)$/, '/d/$1'));
    for (const rel of deeper) await write(top, rel, '{}');
    const rules = createGitIgnoreRules(top, () => undefined, { askEachBelow: 0 });
    expect((await rules(deeper)).size).toBe(0);
    expect((await starts()).filter((s) => s.startsWith('ls-files'))).toEqual([
      'ls-files -z --stage',
    ]);
  });

  it('still finds a submodule above an asked path, either way, as git refuses the question', async () => {
    for (const [runs, sub] of [
      [3, 'results/r00001/sub'],
      [3, 'a/[g]*?\\x/sub'],
      [70, 'results/r00069/sub'],
    ] as const) {
      const { top, asked } = await buildRepository(runs, sub);
      const inside = `${sub}/deep/x.passport.json`;
      // Deeper than the other paths, so that the 70 runs' 71 parents reach past 64 with it.
      const rels =
        runs === 70
          ? [...asked.map((p) => p.replace(/\/([^/]*)$/, '/d/$1')), inside]
          : [...asked, inside];
      for (const rel of rels) await write(top, rel, '{}');
      const notes: string[] = [];
      const rules = createGitIgnoreRules(top, (why) => notes.push(why), { askEachBelow: 0 });
      expect((await rules(rels)).size).toBe(0);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatch(/git check-ignore failed .*submodule/);
      await rm(top, { recursive: true, force: true });
    }
  });
});
