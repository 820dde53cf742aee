/**
 * Issue 41: inside a repository the ignore rules' listing path needs the index's gitlinks, for a
 * path inside a submodule makes git refuse the whole question.
 * - Branch `repo-git`: the listing path finds a submodule above an asked path wherever it is
 *   (two levels down, below a directory named with glob characters, among more than 64
 *   directories above the paths), as git's own answer with the index does
 *   (__tests__/vcs/git-ignore-differential.test.ts holds the answers on generated trees).
 * - Branch `git-gitlinks`: the index is not listed when its file holds no gitlink
 *   (src/vcs/index-gitlinks.ts), which says "none" only where `git ls-files --stage` lists none,
 *   on generated indexes (versions 2 to 4, extended flags, names past 4,095 bytes, conflict
 *   stages, SHA-1 and SHA-256, split and sparse indexes); and a submodule that is not checked
 *   out, with files written into it (a plain directory on disk), is still found.
 * - Branch `mend-flags`: the gitlink query (changed mode's directories, empty output
 *   directories) takes the same skip: no `ls-files` for an index without gitlinks, from the top
 *   or a subdirectory; a submodule (checked out or not) still found; a linked worktree's own
 *   index read; outside any repository no git started.
 */
import { execFileSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGitIgnoreRules, createGitlinkQuery } from '../../src/vcs/git.js';
import { indexFileHoldsNoGitlink } from '../../src/vcs/index-gitlinks.js';
import { gitIn, writeInTree } from '../helpers/ignore-trees.js';

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

/** A git first on PATH that records each start's arguments in the file returned, then runs git. */
async function putRecordingGitFirst(): Promise<string> {
  const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  const bin = path.join(scratch, 'bin');
  const starts = path.join(scratch, 'git-starts');
  await mkdir(bin);
  await writeFile(
    path.join(bin, 'git'),
    `#!/bin/sh\necho "$*" >> '${starts}'\nexec '${real}' "$@"\n`,
  );
  await chmod(path.join(bin, 'git'), 0o755);
  await writeFile(starts, '');
  process.env.PATH = `${bin}${path.delimiter}${savedPath ?? ''}`;
  return starts;
}

/** The git commands (their arguments) recorded in `starts` by {@link putRecordingGitFirst}. */
const recorded = async (starts: string): Promise<string[]> =>
  (await readFile(starts, 'utf8')).split('\n').filter((l) => l !== '');

/** git's output in `cwd`, `input` on its standard input. */
const gitOut = (cwd: string, args: readonly string[], input = ''): string =>
  execFileSync('git', [...args], {
    cwd,
    input,
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'ignore'],
  });

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
    await writeInTree(top, `results/${run}/${run}.passport.json`, '{}');
    await writeInTree(top, `results/${run}/out.tmp`);
  }
  await writeInTree(top, '.gitignore', '*.tmp\n');
  gitIn(top, 'add', '-A');
  if (sub !== undefined) {
    await writeInTree(top, `${sub}/deep/x.passport.json`, '{}');
    gitIn(path.join(top, sub), 'init', '-q');
    gitIn(path.join(top, sub), 'add', '-A');
    gitIn(path.join(top, sub), 'commit', '-qm', 's');
    gitIn(top, 'add', '--', `:(literal)${sub}`);
  }
  gitIn(top, 'commit', '-qm', 'tree');
  return { top, asked };
}

describe('the listing path finds the gitlinks above the asked paths', () => {
  it('finds a submodule above an asked path, as git refuses the question', async () => {
    for (const [runs, sub, checkedOut] of [
      [3, 'results/r00001/sub', true],
      [3, 'a/[g]*?\\x/sub', true],
      [70, 'results/r00069/sub', true],
      // Not checked out, and a passport written into it by a later step: a plain directory
      // on disk (no .git), still a gitlink in the index, and git still refuses.
      [3, 'results/r00001/sub', false],
    ] as const) {
      const { top, asked } = await buildRepository(runs, sub);
      if (!checkedOut) await rm(path.join(top, sub, '.git'), { recursive: true, force: true });
      const inside = `${sub}/deep/x.passport.json`;
      // Deeper than the other paths, so that the 70 runs' 71 parents reach past 64 with it.
      const rels =
        runs === 70
          ? [...asked.map((p) => p.replace(/\/([^/]*)$/, '/d/$1')), inside]
          : [...asked, inside];
      for (const rel of rels) await writeInTree(top, rel, '{}');
      const notes: string[] = [];
      const rules = createGitIgnoreRules(top, (why) => notes.push(why), { askEachBelow: 0 });
      expect((await rules(rels)).size).toBe(0);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatch(/git check-ignore failed .*submodule/);
      await rm(top, { recursive: true, force: true });
    }
  });
});

describe('the index is not listed when its file holds no gitlink (branch git-gitlinks)', () => {
  it('answers as git does without listing an index that holds no gitlink, and lists one that does', async () => {
    const { top, asked } = await buildRepository(70);
    const starts = await putRecordingGitFirst();
    const rels = [...asked, ...asked.map((p) => p.replace(/[^/]*$/, 'out.tmp'))];
    const expected = new Set(rels.filter((p) => p.endsWith('.tmp')));
    const notes: string[] = [];
    const rules = createGitIgnoreRules(top, (why) => notes.push(why), { askEachBelow: 0 });
    expect(await rules(rels)).toEqual(expected);
    const started = (await readFile(starts, 'utf8')).split('\n').filter((l) => l !== '');
    expect(started.filter((l) => l.startsWith('ls-files'))).toEqual([]);
    expect(started.some((l) => l.startsWith('rev-parse'))).toBe(true);
    // The same tree with a gitlink elsewhere in the index (not above any asked path): listed.
    gitOut(top, ['update-index', '--index-info'], `160000 ${'2'.repeat(40)} 0\tvendor/lib\n`);
    await writeFile(starts, '');
    const again = createGitIgnoreRules(top, (why) => notes.push(why), { askEachBelow: 0 });
    expect(await again(rels)).toEqual(expected);
    expect((await readFile(starts, 'utf8')).split('\n')).toContain('ls-files -z --stage');
    expect(notes).toEqual([]);
  });

  /** An index drawn for the property below. */
  interface IndexSpec {
    sha256: boolean;
    entries: { path: number[]; mode: number; stage: number; skipWorktree: boolean }[];
    version: 2 | 3 | 4;
    split: boolean;
    /** Every path below one long directory: names past 4,095 bytes sharing v4's prefixes. */
    long: boolean;
    /** Whether mode 160000 is drawn at all (else such entries are files): half the indexes hold none. */
    gitlinks: boolean;
  }
  /** Path segments: plain, non-ASCII, glob characters, long (three of them pass 4,095 bytes). */
  const SEGMENTS = ['a', 'b', 'c.json', 'ü', '[g]*', 'sp ace', 'l'.repeat(1500)];
  const MODES = ['100644', '100755', '120000', '160000'];
  const indexSpec: fc.Arbitrary<IndexSpec> = fc.record({
    sha256: fc.boolean(),
    entries: fc.array(
      fc.record({
        path: fc.array(fc.nat(SEGMENTS.length - 1), { minLength: 1, maxLength: 5 }),
        mode: fc.nat(MODES.length - 1),
        stage: fc.constantFrom(0, 0, 0, 1, 2, 3),
        skipWorktree: fc.boolean(),
      }),
      { maxLength: 30 },
    ),
    version: fc.constantFrom(2 as const, 3 as const, 4 as const),
    split: fc.boolean(),
    long: fc.boolean(),
    gitlinks: fc.boolean(),
  });

  it('says "none" exactly where git ls-files --stage lists no gitlink, on generated indexes', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(indexSpec, async (spec) => {
        const top = path.join(scratch, `index-${n++}`);
        await mkdir(top);
        gitOut(top, ['init', '-q', ...(spec.sha256 ? ['--object-format=sha256'] : [])]);
        const id = (k: number) => String((k % 9) + 1).repeat(spec.sha256 ? 64 : 40);
        const under = spec.long ? `${'d'.repeat(1400)}/`.repeat(3) : '';
        const paths = spec.entries.map(
          (e) => under + e.path.map((s) => SEGMENTS[s] ?? 'a').join('/'),
        );
        const info = spec.entries
          .map((e, k) => {
            const mode = MODES[e.mode] ?? '100644';
            const drawn = mode === '160000' && !spec.gitlinks ? '100644' : mode;
            return `${drawn} ${id(k)} ${e.stage}\t${paths[k] ?? 'a'}\0`;
          })
          .join('');
        gitOut(top, ['update-index', '-z', '--index-info'], info);
        // Skip-worktree (an extended flag) on some of the merged entries git kept.
        const merged = gitOut(top, ['ls-files', '-z', '--stage'])
          .split('\0')
          .filter((r) => / 0\t/.test(r))
          .map((r) => r.slice(r.indexOf('\t') + 1));
        const skipped = merged.filter((p) =>
          spec.entries.some((e, k) => e.skipWorktree && paths[k] === p),
        );
        if (skipped.length > 0)
          gitOut(
            top,
            ['update-index', '-z', '--skip-worktree', '--stdin'],
            skipped.join('\0') + '\0',
          );
        gitOut(top, ['update-index', '--index-version', String(spec.version)]);
        if (spec.split) gitOut(top, ['update-index', '--split-index']);
        const listed = gitOut(top, ['ls-files', '-z', '--stage']).split('\0');
        const hasGitlink = listed.some((r) => r.startsWith('160000 '));
        const none = await indexFileHoldsNoGitlink(
          path.join(top, '.git', 'index'),
          spec.sha256 ? 32 : 20,
        );
        // Never "none" where git lists a gitlink; "none" wherever it lists none, but for a
        // split index (its shared entries are elsewhere: not known, and git is asked).
        expect({ none, hasGitlink, split: spec.split }).toEqual({
          none: !hasGitlink && !spec.split,
          hasGitlink,
          split: spec.split,
        });
        await rm(top, { recursive: true, force: true });
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('walks an index larger than one read (1 MiB), in versions 2 and 4', async () => {
    const top = path.join(scratch, 'large');
    await mkdir(top);
    gitIn(top, 'init', '-q');
    // 25,000 entries whose names differ early (v4 cannot strip much): over 1 MiB either way.
    const line = (mode: string, name: string) => `${mode} ${'1'.repeat(40)} 0\t${name}\0`;
    const names = Array.from(
      { length: 25_000 },
      (_, k) => `${String(k).padStart(5, '0')}/${'x'.repeat(60)}`,
    );
    gitOut(
      top,
      ['update-index', '-z', '--index-info'],
      names.map((n) => line('100644', n)).join(''),
    );
    const index = path.join(top, '.git', 'index');
    for (const version of ['2', '4']) {
      gitOut(top, ['update-index', '--index-version', version]);
      expect((await stat(index)).size).toBeGreaterThan(1 << 20);
      expect({ version, none: await indexFileHoldsNoGitlink(index, 20) }).toEqual({
        version,
        none: true,
      });
    }
    // Cut short (its entries end past the file): not known, as git refuses it.
    const bytes = await readFile(index);
    const cut = path.join(top, 'cut-index');
    for (const keep of [bytes.length - 8, Math.floor(bytes.length * 0.7), 40]) {
      await writeFile(cut, bytes.subarray(0, keep));
      expect({ keep, none: await indexFileHoldsNoGitlink(cut, 20) }).toEqual({ keep, none: false });
    }
    // A gitlink as the last entry: found only by walking every read.
    gitOut(top, ['update-index', '-z', '--index-info'], line('160000', 'zz'));
    for (const version of ['2', '4']) {
      gitOut(top, ['update-index', '--index-version', version]);
      expect({ version, none: await indexFileHoldsNoGitlink(index, 20) }).toEqual({
        version,
        none: false,
      });
    }
  });

  it('says "not known" for a sparse index, a missing or foreign file, or the wrong id length', async () => {
    const top = path.join(scratch, 'sparse');
    await mkdir(top);
    gitIn(top, 'init', '-q');
    await writeInTree(top, 'in/a.json');
    await writeInTree(top, 'out/b.json');
    gitIn(top, 'add', '-A');
    gitIn(top, 'commit', '-qm', 'tree');
    const index = path.join(top, '.git', 'index');
    expect(await indexFileHoldsNoGitlink(index, 20)).toBe(true);
    // The same index read with SHA-256's id length: its entries do not walk (not known).
    expect(await indexFileHoldsNoGitlink(index, 32)).toBe(false);
    expect(await indexFileHoldsNoGitlink(index, 16)).toBe(false);
    expect(await indexFileHoldsNoGitlink(path.join(top, 'missing'), 20)).toBe(false);
    expect(await indexFileHoldsNoGitlink(path.join(top, 'in', 'a.json'), 20)).toBe(false);
    gitIn(top, 'sparse-checkout', 'set', '--cone', '--sparse-index', 'in');
    // "out" is now one sparse-directory entry: what it holds is not in this file.
    expect(gitOut(top, ['ls-files', '--sparse', '--stage'])).toMatch(/^040000 .*\tout\/$/m);
    expect(await indexFileHoldsNoGitlink(index, 20)).toBe(false);
  });
});

describe('the gitlink query does not list an index that holds no gitlink (branch mend-flags)', () => {
  it('answers "none" without ls-files in a repository without gitlinks, from its top or a subdirectory', async () => {
    const { top } = await buildRepository(3);
    const starts = await putRecordingGitFirst();
    expect(await createGitlinkQuery(top)(['results/r00000', 'results/r00001'])).toEqual(new Set());
    expect(await createGitlinkQuery(path.join(top, 'results'))(['r00002'])).toEqual(new Set());
    const started = await recorded(starts);
    expect(started.filter((l) => l.includes('ls-files'))).toEqual([]);
    expect(started.filter((l) => l.startsWith('rev-parse'))).toHaveLength(2);
  });

  it('still finds a submodule, checked out or not, from the top or a subdirectory', async () => {
    const sub = 'results/r00001/sub';
    const { top } = await buildRepository(3, sub);
    const starts = await putRecordingGitFirst();
    expect(await createGitlinkQuery(top)(['results/r00000', sub])).toEqual(new Set([sub]));
    expect(await createGitlinkQuery(path.join(top, 'results'))(['r00001/sub', 'r00000'])).toEqual(
      new Set(['r00001/sub']),
    );
    // Not checked out: an empty directory on disk, a gitlink in the index all the same.
    await rm(path.join(top, sub), { recursive: true, force: true });
    await mkdir(path.join(top, sub));
    expect(await createGitlinkQuery(top)([sub])).toEqual(new Set([sub]));
    expect((await recorded(starts)).filter((l) => l.includes('ls-files'))).toHaveLength(3);
  });

  it("reads a linked worktree's own index, not the main work tree's", async () => {
    const { top } = await buildRepository(3);
    const linked = path.join(scratch, 'linked');
    gitIn(top, 'worktree', 'add', '-q', linked);
    // A gitlink in the linked worktree's index only: the main work tree's holds none.
    gitOut(linked, ['update-index', '--index-info'], `160000 ${'2'.repeat(40)} 0\tvendor/lib\n`);
    expect(await createGitlinkQuery(linked)(['vendor/lib'])).toEqual(new Set(['vendor/lib']));
    expect(await createGitlinkQuery(top)(['vendor/lib'])).toEqual(new Set());
  });

  it('starts no git outside any repository', async () => {
    const plain = path.join(scratch, 'plain');
    await writeInTree(plain, 'results/r00000/p.passport.json', '{}');
    const starts = await putRecordingGitFirst();
    expect(await createGitlinkQuery(plain)(['results/r00000'])).toEqual(new Set());
    expect(await recorded(starts)).toEqual([]);
  });
});
