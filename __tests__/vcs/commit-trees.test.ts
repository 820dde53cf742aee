/**
 * The commit's directory tree ids, each object hashed by the gate (src/vcs/commit-trees.ts),
 * against real git in temporary repositories built here: the ids are git's own for every
 * directory, in both object formats, loose or packed; links, gitlinks and names not UTF-8 mark
 * their directories; an object whose bytes do not hash to its name — which git itself serves
 * without a word — a malformed tree, a missing object and what git cannot resolve are reasons,
 * never a throw.
 */
import { execFileSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  isNoCommitTrees,
  readCommitTrees,
  type CommitTrees,
  type CommitTreesOptions,
} from '../../src/vcs/commit-trees.js';
import { commitAll, git } from '../helpers/diff-repo.js';
import { commitOfTree, gitWithInput, looseFile, treeBytes } from '../helpers/git-objects.js';
import { TempRepo } from '../helpers/repo.js';

/** The fixture's directories, the root as '', with how many regular files each holds itself. */
const FILES: Readonly<Record<string, number>> = {
  '': 2,
  a: 1,
  'a/b': 2,
  'a/b/c': 1,
  d: 1,
  e: 0,
  'e/f': 1,
};

let repo: TempRepo | null = null;

/** The fixture: files at every depth, one commit; `format` the object format. */
async function build(format: 'sha1' | 'sha256' = 'sha1'): Promise<TempRepo> {
  const r = await TempRepo.create('pg-commit-trees-');
  git(r.root, 'init', '-q', '-b', 'main', `--object-format=${format}`);
  await r.write('top.txt', 'top\n');
  await r.write('.gitignore', '*.log\n');
  await r.write('a/x.txt', 'x\n');
  await r.write('a/b/y.txt', 'y\n');
  await r.write('a/b/y2.txt', 'y2\n');
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

/** The answer for `root` (default the fixture), which must be one. */
async function answer(
  root = (repo as TempRepo).root,
  commit = 'HEAD',
  options: CommitTreesOptions = {},
): Promise<CommitTrees> {
  const result = await readCommitTrees(root, commit, options);
  if (isNoCommitTrees(result)) throw new Error(`no answer: ${result.reason}`);
  return result;
}

/** The reason readCommitTrees gives, or 'answered'. */
async function reasonOf(
  root: string,
  commit?: string,
  options: CommitTreesOptions = {},
): Promise<string> {
  const result = await readCommitTrees(root, commit, options);
  return isNoCommitTrees(result) ? result.reason : 'answered';
}

/** git's own tree id of `dir` at `commit`. */
function treeIdOf(root: string, dir: string, commit = 'HEAD'): string {
  return git(root, 'rev-parse', dir === '' ? `${commit}^{tree}` : `${commit}:${dir}`);
}

describe('readCommitTrees: what the commit holds', () => {
  it("names every directory with git's own tree id and counts its files", async () => {
    const r = repo as TempRepo;
    const result = await answer();
    expect(result.commit).toBe(git(r.root, 'rev-parse', 'HEAD'));
    expect(result.objectFormat).toBe('sha1');
    expect([...result.trees.keys()].sort()).toEqual(Object.keys(FILES).sort());
    for (const dir of Object.keys(FILES)) expect(result.trees.get(dir)).toBe(treeIdOf(r.root, dir));
    expect(Object.fromEntries(result.files)).toEqual(FILES);
    expect(result.objects).toBe(1 + Object.keys(FILES).length);
    expect([...result.linked]).toEqual([]);
    expect([...result.unservable]).toEqual([]);
  });

  it('reads a commit other than HEAD, named by a branch or an id', async () => {
    const r = repo as TempRepo;
    const first = git(r.root, 'rev-parse', 'HEAD');
    await r.write('a/b/c/more.txt', 'more\n');
    commitAll(r.root, 'more');
    expect((await answer(r.root, first)).trees.get('a/b/c')).toBe(treeIdOf(r.root, 'a/b/c', first));
    expect((await answer(r.root, 'main')).files.get('a/b/c')).toBe(2);
  });

  it('directories named with a leading dash, a newline and non-ASCII letters', async () => {
    const r = repo as TempRepo;
    const odd = '-odd\nname ü';
    await r.write(`a/${odd}/f.txt`, 'f\n');
    await r.write('-dash/g.txt', 'g\n');
    await r.write('-dash/h\nü.txt', 'h\n');
    commitAll(r.root, 'odd names');
    const result = await answer();
    expect(result.trees.get(`a/${odd}`)).toBe(treeIdOf(r.root, `a/${odd}`));
    expect(result.trees.get('-dash')).toBe(treeIdOf(r.root, '-dash'));
    expect(result.files.get('-dash')).toBe(2);
    expect(result.trees.size).toBe(Object.keys(FILES).length + 2);
  });

  it('a symbolic link and a gitlink mark their directories and those above them', async () => {
    const r = repo as TempRepo;
    await symlink('../../outside', r.abs('e/f/link'));
    git(r.root, 'add', 'e/f/link');
    const some = git(r.root, 'rev-parse', 'HEAD');
    git(r.root, 'update-index', '--add', '--cacheinfo', `160000,${some},a/b/sub`);
    git(r.root, 'commit', '-q', '--no-gpg-sign', '-m', 'a link and a gitlink');
    expect(git(r.root, 'ls-tree', 'HEAD', 'a/b/sub')).toMatch(/^160000 commit /);
    const result = await answer();
    expect([...result.linked].sort()).toEqual(['a/b', 'e/f']);
    expect([...result.unservable].sort()).toEqual(['', 'a', 'a/b', 'e', 'e/f']);
    // The link is not a file; the directories are still named.
    expect(result.files.get('e/f')).toBe(1);
    expect(result.trees.get('a/b')).toBe(treeIdOf(r.root, 'a/b'));
  });

  it('a name that is not UTF-8: its directory marked, a directory of that name not read', async () => {
    const r = repo as TempRepo;
    const bad = Buffer.from([0xff, 0x2e, 0x74]);
    await writeFile(Buffer.concat([Buffer.from(`${r.abs('a')}/`), bad]), 'latin\n');
    const badDir = Buffer.concat([Buffer.from(`${r.abs('d')}/`), Buffer.from([0xfe])]);
    await mkdir(badDir);
    await writeFile(Buffer.concat([badDir, Buffer.from('/in.txt')]), 'in\n');
    commitAll(r.root, 'names not UTF-8');
    const result = await answer();
    expect([...result.linked].sort()).toEqual(['a', 'd']);
    expect([...result.unservable].sort()).toEqual(['', 'a', 'd']);
    expect(result.files.get('a')).toBe(2);
    expect(result.trees.size).toBe(Object.keys(FILES).length);
    expect([...result.trees.keys()].some((d) => d.includes('\uFFFD'))).toBe(false);
  });

  it('trees larger than a pipe chunk, with small ones between (objects split across reads)', async () => {
    const r = repo as TempRepo;
    const blob = git(r.root, 'rev-parse', 'HEAD:top.txt');
    const small = treeIdOf(r.root, 'e/f');
    // 4,000 entries of ~45 bytes: ~180 KB a tree, several 64 KiB reads each.
    const big = (prefix: string) =>
      gitWithInput(
        r.root,
        treeBytes(
          Array.from(
            { length: 4000 },
            (_, i) => ['100644', `${prefix}${String(i).padStart(5, '0')}.tsv`, blob] as const,
          ),
        ),
        'hash-object',
        '-t',
        'tree',
        '-w',
        '--stdin',
      );
    const entries: [string, string, string][] = [];
    for (let i = 0; i < 6; i++) {
      entries.push(['40000', `d${i}`, big(`part-${i}-`)]);
      entries.push(['40000', `s${i}`, small]);
    }
    entries.sort((x, y) => (x[1] < y[1] ? -1 : 1));
    const root = gitWithInput(
      r.root,
      treeBytes(entries),
      'hash-object',
      '-t',
      'tree',
      '-w',
      '--stdin',
    );
    git(r.root, 'gc', '-q');
    const commit = git(r.root, 'commit-tree', '-m', 'big', root);
    const result = await answer(r.root, commit);
    expect(result.trees.size).toBe(13);
    for (let i = 0; i < 6; i++) {
      expect(result.files.get(`d${i}`)).toBe(4000);
      expect(result.trees.get(`d${i}`)).toBe(treeIdOf(r.root, `d${i}`, commit));
      expect(result.trees.get(`s${i}`)).toBe(small);
    }
  });

  it('a git without cat-file --batch-command (before 2.36): the same answer through --batch', async () => {
    const expected = await answer();
    const bin = await mkdtemp(path.join(tmpdir(), 'pg-old-git-'));
    const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    const log = path.join(bin, 'log');
    // An older git's answer to the option: a usage error, exit 129; every call logged.
    await writeFile(
      path.join(bin, 'git'),
      `#!/bin/sh\nprintf '%s\\n' "$*" >> '${log}'\ncase " $* " in *" --batch-command "*) echo "error: unknown option \\\`batch-command'" >&2; exit 129;; esac\nexec '${real}' "$@"\n`,
      { mode: 0o755 },
    );
    const saved = process.env.PATH;
    process.env.PATH = `${bin}${path.delimiter}${saved ?? ''}`;
    try {
      expect(await answer()).toEqual(expected);
      const calls = (await readFile(log, 'utf8')).trim().split('\n');
      expect(calls.slice(1)).toEqual([
        '--no-replace-objects cat-file --batch-command --buffer',
        '--no-replace-objects cat-file --batch',
      ]);
    } finally {
      process.env.PATH = saved;
      await rm(bin, { recursive: true, force: true });
    }
  });

  it('SHA-256 repositories', async () => {
    const r = await build('sha256');
    try {
      const result = await answer(r.root);
      expect(result.objectFormat).toBe('sha256');
      expect(result.commit).toMatch(/^[0-9a-f]{64}$/);
      for (const dir of Object.keys(FILES))
        expect(result.trees.get(dir)).toBe(treeIdOf(r.root, dir));
      expect(Object.fromEntries(result.files)).toEqual(FILES);
    } finally {
      await r.remove();
    }
  });

  it('a packed repository (git gc) answers as the loose one did', async () => {
    const r = repo as TempRepo;
    const loose = await answer();
    git(r.root, 'gc', '-q');
    expect(existsSync(looseFile(r.root, treeIdOf(r.root, 'a/b')))).toBe(false);
    const packed = await answer();
    expect(packed).toEqual(loose);
  });
});

describe('readCommitTrees: objects git serves under a name that is not theirs', () => {
  it("a loose tree rewritten with another tree's bytes: git ls-tree is fooled, the answer refuses", async () => {
    const r = repo as TempRepo;
    const victim = treeIdOf(r.root, 'a/b');
    const other = treeIdOf(r.root, 'e/f');
    const file = looseFile(r.root, victim);
    // The other tree's zlib-compressed bytes under the first one's name.
    const forged = await readFile(looseFile(r.root, other));
    await chmod(file, 0o644);
    await writeFile(file, forged);
    // git 2.39 checks the hash when it parses an object named alone (`ls-tree <id>`, `cat-file
    // -p`: "hash mismatch"), not when it reads a tree on the way down from the commit: the
    // recursive listing, a path lookup, `cat-file --batch` (and archive, checkout) take it.
    const listed = git(r.root, 'ls-tree', '-r', '--name-only', 'HEAD').split('\n');
    expect(listed).toContain('a/b/v.txt');
    expect(listed).not.toContain('a/b/y.txt');
    expect(git(r.root, 'rev-parse', 'HEAD:a/b/v.txt')).toBe(
      git(r.root, 'rev-parse', 'HEAD:e/f/v.txt'),
    );
    expect(gitWithInput(r.root, `${victim}\n`, 'cat-file', '--batch')).toContain('v.txt');
    expect(await reasonOf(r.root)).toBe(
      `tree ${victim} ("a/b"): its bytes do not hash to its id (a damaged or altered object)`,
    );
  });

  it('a loose commit rewritten with another commit: refused', async () => {
    const r = repo as TempRepo;
    const first = git(r.root, 'rev-parse', 'HEAD');
    await r.write('d/w.txt', 'changed\n');
    const second = commitAll(r.root, 'second');
    await chmod(looseFile(r.root, second), 0o644);
    await writeFile(looseFile(r.root, second), await readFile(looseFile(r.root, first)));
    // cat-file --batch serves the first commit's bytes under the second's name.
    expect(gitWithInput(r.root, `${second}\n`, 'cat-file', '--batch')).toContain(
      `tree ${treeIdOf(r.root, '', first)}`,
    );
    // Resolving HEAD to a commit parses it, and that parse checks the hash: refused there.
    expect(await reasonOf(r.root)).toMatch(/^git cannot resolve HEAD: error: hash mismatch/);
  });

  it("a replace ref: git ls-tree shows the replacement, the answer reads the commit's own tree", async () => {
    const r = repo as TempRepo;
    const victim = treeIdOf(r.root, 'a/b');
    git(r.root, 'replace', victim, treeIdOf(r.root, 'e/f'));
    expect(git(r.root, 'ls-tree', '--name-only', 'HEAD:a/b')).toBe('v.txt');
    const result = await answer();
    expect(result.trees.get('a/b')).toBe(victim);
    expect(result.files.get('a/b')).toBe(2);
    expect(result.trees.get('a/b/c')).toBe(
      git(r.root, '--no-replace-objects', 'rev-parse', 'HEAD:a/b/c'),
    );
  });

  it('a tree entry that names a blob: refused', async () => {
    const r = repo as TempRepo;
    const blob = git(r.root, 'rev-parse', 'HEAD:top.txt');
    const commit = commitOfTree(r.root, treeBytes([['40000', 'dir', blob]]));
    expect(await reasonOf(r.root, commit)).toMatch(
      /^blob|is a blob, not the tree its parent names$/,
    );
  });
});

describe('readCommitTrees: trees git would not check out', () => {
  it('a name "..", ".git" or holding "/", two entries of one name, entries out of order', async () => {
    const r = repo as TempRepo;
    const blob = git(r.root, 'rev-parse', 'HEAD:top.txt');
    const tree = treeIdOf(r.root, 'e/f');
    const cases: [Buffer, RegExp][] = [
      [treeBytes([['40000', '..', tree]]), /named "\." or "\.\."/],
      [treeBytes([['40000', '.GIT', tree]]), /named "\.git"/],
      [treeBytes([['100644', 'a/b', blob]]), /holding "\/"/],
      [
        treeBytes([
          ['100644', 'b', blob],
          ['100644', 'b', blob],
        ]),
        /two entries of one name/,
      ],
      // A file and a directory "x", sorted apart by "x-y" as git sorts ("x" < "x-y" < "x/").
      [
        treeBytes([
          ['100644', 'x', blob],
          ['100644', 'x-y', blob],
          ['40000', 'x', tree],
        ]),
        /two entries of one name/,
      ],
      [
        treeBytes([
          ['100644', 'b', blob],
          ['100644', 'a', blob],
        ]),
        /out of git's order/,
      ],
      [treeBytes([['100600', 'a', blob]]).subarray(0, 20), /cut short/],
      [
        treeBytes([
          ['100644', 'a', blob],
          ['170000', 'b', blob],
        ]),
        /mode 170000/,
      ],
    ];
    for (const [bytes, why] of cases) {
      const commit = commitOfTree(r.root, bytes);
      expect(await reasonOf(r.root, commit)).toMatch(why);
    }
  });

  it('a tree naming one subtree many times (a git bomb) stops at the bound', async () => {
    const r = repo as TempRepo;
    let tree = treeIdOf(r.root, 'e/f');
    // Ten levels of two names each for the level below: 2¹⁰ directories from 11 trees.
    for (let level = 0; level < 10; level++)
      tree = gitWithInput(
        r.root,
        treeBytes([
          ['40000', 'l', tree],
          ['40000', 'r', tree],
        ]),
        'hash-object',
        '-t',
        'tree',
        '-w',
        '--stdin',
      );
    const commit = git(r.root, 'commit-tree', '-m', 'bomb', tree);
    expect((await answer(r.root, commit)).trees.size).toBe(2 ** 11 - 1);
    expect(await reasonOf(r.root, commit, { maxObjects: 1000 })).toMatch(/more than 1000 trees/);
    expect(await reasonOf(r.root, commit, { maxBytes: 10_000 })).toMatch(/more than 10000 bytes/);
  });
});

describe('readCommitTrees: what git cannot answer', () => {
  it('not a repository, a root below the top level, no commit, an unknown commit, an option', async () => {
    const r = repo as TempRepo;
    expect(await reasonOf(r.abs('a'))).toMatch(/not the top level/);
    expect(await reasonOf(r.root, '0'.repeat(40))).toMatch(/cannot resolve/);
    expect(await reasonOf(r.root, 'no-such-branch')).toMatch(/cannot resolve/);
    expect(await reasonOf(r.root, '--output=x')).toMatch(/cannot resolve/);
    expect(existsSync(r.abs('x'))).toBe(false);
    expect(await reasonOf(r.root, '')).toBe('no commit named');
    expect(await reasonOf(path.join(r.root, 'missing'))).toMatch(/not a directory/);
    await rm(path.join(r.root, '.git'), { recursive: true, force: true });
    expect(await reasonOf(r.root)).toMatch(/not a git repository/);
    git(r.root, 'init', '-q', '-b', 'main');
    expect(await reasonOf(r.root)).toMatch(/cannot resolve HEAD/);
  });

  it('a tree missing from the repository', async () => {
    const r = repo as TempRepo;
    const gone = treeIdOf(r.root, 'a/b/c');
    await unlink(looseFile(r.root, gone));
    expect(await reasonOf(r.root)).toBe(
      `tree ${gone} ("a/b/c") is missing (a shallow or partial clone, or a damaged repository)`,
    );
  });

  it('a shallow clone answers for its commit, not for one past its edge', async () => {
    const r = repo as TempRepo;
    const first = git(r.root, 'rev-parse', 'HEAD');
    await r.write('d/w.txt', 'changed\n');
    commitAll(r.root, 'second');
    const clone = `${r.root}-shallow`;
    try {
      git(path.dirname(clone), 'clone', '-q', '--depth', '1', `file://${r.root}`, clone);
      expect((await answer(clone)).trees.get('a/b')).toBe(treeIdOf(r.root, 'a/b'));
      expect(await reasonOf(clone, first)).toMatch(/cannot resolve/);
    } finally {
      await rm(clone, { recursive: true, force: true });
    }
  });

  it('a partial clone without its trees, its promisor gone', async () => {
    const r = repo as TempRepo;
    git(r.root, 'config', 'uploadpack.allowFilter', 'true');
    const clone = `${r.root}-partial`;
    const source = `${r.root}-source`;
    try {
      git(path.dirname(clone), 'clone', '-q', '--bare', r.root, source);
      git(source, 'config', 'uploadpack.allowFilter', 'true');
      git(
        path.dirname(clone),
        'clone',
        '-q',
        '--no-checkout',
        '--filter=tree:0',
        `file://${source}`,
        clone,
      );
      await rm(source, { recursive: true, force: true });
      expect(await reasonOf(clone)).toMatch(/missing|cat-file failed/);
    } finally {
      await rm(clone, { recursive: true, force: true });
      await rm(source, { recursive: true, force: true });
    }
  });
});
