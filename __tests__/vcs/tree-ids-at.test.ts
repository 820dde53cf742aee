/**
 * The commit's tree ids at given paths, reading only the trees above them
 * (src/vcs/tree-ids-at.ts), against real git in temporary repositories built here: the answers
 * are readCommitTrees' ids at the same paths for generated commits in both object formats; a
 * rewritten or replaced tree above an asked path, a name git refuses there, and a missing object
 * there are refused as readCommitTrees refuses them, and what is not read is not vouched for.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmod, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { isUtf8 } from 'node:buffer';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isNoCommitTrees, readCommitTrees, type CommitTrees } from '../../src/vcs/commit-trees.js';
import { readTreeIdsAt, type TreeIdsAt } from '../../src/vcs/tree-ids-at.js';
import { commitAll, git } from '../helpers/diff-repo.js';
import { commitOfTree, looseFile, treeBytes, writeTree } from '../helpers/git-objects.js';
import { TempRepo } from '../helpers/repo.js';

let repo: TempRepo | null = null;

/** commit-trees' fixture: files at every depth, a link and a gitlink, one commit. */
async function build(): Promise<TempRepo> {
  const r = await TempRepo.create('pg-tree-ids-at-');
  git(r.root, 'init', '-q', '-b', 'main');
  await r.write('top.txt', 'top\n');
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

/** The answer for `paths` in the fixture (or `root`), which must be one. */
async function answer(
  paths: readonly string[],
  root = (repo as TempRepo).root,
  commit = 'HEAD',
): Promise<TreeIdsAt> {
  const result = await readTreeIdsAt(root, paths, commit);
  if (isNoCommitTrees(result)) throw new Error(`no answer: ${result.reason}`);
  return result;
}

/** The reason readTreeIdsAt gives for `paths`, or 'answered'. */
async function reasonOf(paths: readonly string[], commit = 'HEAD'): Promise<string> {
  const result = await readTreeIdsAt((repo as TempRepo).root, paths, commit);
  return isNoCommitTrees(result) ? result.reason : 'answered';
}

/** git's own tree id of `dir` at `commit`. */
function treeIdOf(root: string, dir: string, commit = 'HEAD'): string {
  return git(root, 'rev-parse', dir === '' ? `${commit}^{tree}` : `${commit}:${dir}`);
}

/** A node of a generated commit: a file, a directory, a symbolic link or a gitlink. */
type Node =
  | { kind: 'file' }
  | { kind: 'link' }
  | { kind: 'gitlink' }
  | { kind: 'dir'; children: Map<string, Node> };

/**
 * Names an entry may take: ones that sort around each other as git sorts trees ("a" < "a-b" <
 * "a.b" < "a/"), non-ASCII, a leading dash, and NOT_UTF8, written as the byte 0xFF.
 */
const NOT_UTF8 = '<ff>';
const NAMES = ['a', 'a-b', 'a.b', 'ab', 'b', 'ü', '-d', 'r1', NOT_UTF8] as const;

/** Generated commits: directories up to four levels, every kind of entry at each. */
const commitArb: fc.Arbitrary<Map<string, Node>> = (() => {
  const leaf = fc.constantFrom<Node>({ kind: 'file' }, { kind: 'link' }, { kind: 'gitlink' });
  const { node } = fc.letrec<{ node: Node }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc
        .dictionary(fc.constantFrom(...NAMES), tie('node'), { minKeys: 1, maxKeys: 5 })
        .map((o): Node => ({ kind: 'dir', children: new Map(Object.entries(o)) })),
    ),
  }));
  return fc
    .dictionary(fc.constantFrom(...NAMES), node, { minKeys: 1, maxKeys: 6 })
    .map((o) => new Map(Object.entries(o)));
})();

/** Every entry of a generated commit: path (NOT_UTF8 spelt U+FFFD, as a walk would) → kind. */
function listEntries(tree: Map<string, Node>, prefix = ''): Map<string, Node['kind']> {
  const out = new Map<string, Node['kind']>();
  for (const [name, node] of tree) {
    const spelt = `${prefix}${name === NOT_UTF8 ? '\uFFFD' : name}`;
    out.set(spelt, node.kind);
    if (node.kind === 'dir')
      for (const [p, k] of listEntries(node.children, `${spelt}/`)) out.set(p, k);
  }
  return out;
}

/** Makes the generated commit the HEAD of a new repository (one `git fast-import`). */
async function commitGenerated(
  tree: Map<string, Node>,
  format: 'sha1' | 'sha256',
): Promise<TempRepo> {
  const r = await TempRepo.create('pg-tree-ids-at-gen-');
  git(r.root, 'init', '-q', '-b', 'main', `--object-format=${format}`);
  const gitlink = (format === 'sha1' ? '1' : '2').repeat(format === 'sha1' ? 40 : 64);
  const parts: Buffer[] = [
    Buffer.from('commit refs/heads/main\ncommitter t <t@t> 1765000000 +0000\ndata 4\ngen\n'),
  ];
  const walk = (t: Map<string, Node>, prefix: string) => {
    for (const [name, node] of t) {
      // A quoted path: C-style escapes, the byte 0xFF as \377.
      const quoted = `"${prefix}${name === NOT_UTF8 ? '\\377' : name}`;
      const body = Buffer.from(`${quoted}"\n`);
      if (node.kind === 'dir') walk(node.children, `${quoted.slice(1)}/`);
      else if (node.kind === 'gitlink') parts.push(Buffer.from(`M 160000 ${gitlink} ${quoted}"\n`));
      else {
        const mode = node.kind === 'file' ? '100644' : '120000';
        parts.push(
          Buffer.from(`M ${mode} inline ${quoted}"\ndata ${body.length}\n`),
          body,
          Buffer.from('\n'),
        );
      }
    }
  };
  walk(tree, '');
  parts.push(Buffer.from('\ndone\n'));
  const imported = spawnSync('git', ['fast-import', '--quiet', '--done'], {
    cwd: r.root,
    input: Buffer.concat(parts),
  });
  if (imported.status !== 0) throw new Error(`fast-import: ${imported.stderr.toString()}`);
  return r;
}

describe('readTreeIdsAt: the same ids as readCommitTrees', () => {
  for (const format of ['sha1', 'sha256'] as const)
    it(`for generated commits (${format}), every path kind, reading only the trees above`, async () => {
      await fc.assert(
        fc.asyncProperty(commitArb, fc.integer({ min: 0, max: 1 << 30 }), async (tree, seed) => {
          const r = await commitGenerated(tree, format);
          try {
            const whole = await readCommitTrees(r.root);
            if (isNoCommitTrees(whole)) throw new Error(whole.reason);
            const entries = listEntries(tree);
            // Every entry, the root both ways, and spellings that name nothing: under a
            // file, a link or a gitlink, an empty, '.' or '..' component, a trailing slash.
            const all = ['.', '', ...entries.keys(), 'nope', 'a/nope'];
            for (const p of entries.keys())
              all.push(`${p}/`, `./${p}`, `${p}/.`, `${p}/../${p}`, `${p}//x`, `${p}/x`);
            // A subset (seeded), with a path asked twice.
            const asked = all.filter((_, i) => (seed >> (i % 30)) & 1 || i < 2);
            asked.push(asked[asked.length - 1] as string);
            const result = await answer(asked, r.root);
            expect(result.commit).toBe(whole.commit);
            expect(result.objectFormat).toBe(format);
            // git's own listing as well, which shares no code with either reader.
            const listed = listTrees(r.root);
            for (const p of asked) {
              expect([p, result.trees.get(p)]).toEqual([p, expectedId(whole, p)]);
              expect([p, result.trees.get(p)]).toEqual([p, listed.get(p === '.' ? '' : p) ?? null]);
            }
            expect(result.trees.size).toBe(new Set(asked).size);
            // Read: the commit and each directory of the commit strictly above an asked path.
            const above = new Set(['']);
            for (const p of asked)
              for (let at = p.lastIndexOf('/'); at > 0; at = p.lastIndexOf('/', at - 1))
                above.add(p.slice(0, at));
            const read = [...above].filter((d) => whole.trees.has(d));
            expect(result.objects).toBe(1 + read.length);
          } finally {
            await r.remove();
          }
        }),
        { numRuns: 12, seed: format === 'sha1' ? 41 : 42 },
      );
    });
});

/**
 * `git ls-tree -r -d` of HEAD: every directory's tree id by path ('' the root), less those whose
 * path is not UTF-8 (a walk could not spell them), which takes those below them too.
 */
function listTrees(root: string): Map<string, string> {
  const out = execFileSync('git', ['ls-tree', '-r', '-d', '-z', '--full-tree', 'HEAD'], {
    cwd: root,
  });
  const trees = new Map([['', git(root, 'rev-parse', 'HEAD^{tree}')]]);
  for (const line of out.toString('latin1').split('\0')) {
    if (line === '') continue;
    const tab = line.indexOf('\t');
    const name = Buffer.from(line.slice(tab + 1), 'latin1');
    // `-d` lists gitlinks too (type commit).
    const [, type, id = ''] = line.slice(0, tab).split(' ');
    if (type === 'tree' && isUtf8(name)) trees.set(name.toString('utf8'), id);
  }
  return trees;
}

/** readCommitTrees' id at `p` ('.' the root), or null: what readTreeIdsAt must answer. */
function expectedId(whole: CommitTrees, p: string): string | null {
  return whole.trees.get(p === '.' ? '' : p) ?? null;
}

describe('readTreeIdsAt: what it answers', () => {
  it("git's own ids; a path twice, one below another, '.'; a file, a link, a gitlink", async () => {
    const r = repo as TempRepo;
    execFileSync('ln', ['-s', 'a', r.abs('link')]);
    const head = git(r.root, 'rev-parse', 'HEAD');
    git(r.root, 'add', 'link');
    git(r.root, 'update-index', '--add', '--cacheinfo', `160000,${head},a/sub`);
    git(r.root, 'commit', '-q', '--no-gpg-sign', '-m', 'a link and a gitlink');
    const asked = ['a/b', 'a/b', 'a/b/c', 'e/f', '.', 'top.txt', 'link', 'link/b', 'a/sub', 'x'];
    const result = await answer(asked);
    expect(Object.fromEntries(result.trees)).toEqual({
      'a/b': treeIdOf(r.root, 'a/b'),
      'a/b/c': treeIdOf(r.root, 'a/b/c'),
      'e/f': treeIdOf(r.root, 'e/f'),
      '.': treeIdOf(r.root, ''),
      'top.txt': null,
      link: null,
      'link/b': null,
      'a/sub': null,
      x: null,
    });
    // The commit, the root, a, a/b (above a/b/c), e: not a/b/c, e/f or d.
    expect(result.objects).toBe(5);
  });

  it('the asked paths read once when given as an iterable', async () => {
    const r = repo as TempRepo;
    const result = await answer([...new Set(['d', 'e/f'])]);
    expect(result.trees.get('d')).toBe(treeIdOf(r.root, 'd'));
    const once = await readTreeIdsAt(r.root, new Set(['d', 'e/f']).values());
    expect(once).toEqual(result);
  });
});

describe('readTreeIdsAt: objects git serves under a name that is not theirs', () => {
  /** Rewrites the loose tree at `dir` with the compressed bytes of the tree at `other`. */
  async function forge(dir: string, other: string): Promise<string> {
    const r = repo as TempRepo;
    const victim = treeIdOf(r.root, dir);
    await chmod(looseFile(r.root, victim), 0o644);
    await writeFile(
      looseFile(r.root, victim),
      await readFile(looseFile(r.root, treeIdOf(r.root, other))),
    );
    return victim;
  }

  it('a loose tree above an asked path, rewritten: refused', async () => {
    const victim = await forge('a/b', 'e/f');
    expect(await reasonOf(['a/b/c'])).toBe(
      `tree ${victim} ("a/b"): its bytes do not hash to its id (a damaged or altered object)`,
    );
  });

  it("the asked directory's own tree, or one off the paths, rewritten: not read, answered", async () => {
    const r = repo as TempRepo;
    const victim = await forge('a/b', 'e/f');
    // git itself now lists the other tree's file under a/b.
    expect(git(r.root, 'ls-tree', '-r', '--name-only', 'HEAD')).toContain('a/b/v.txt');
    const result = await answer(['a/b', 'd']);
    expect(result.trees.get('a/b')).toBe(victim);
    expect(result.trees.get('d')).toBe(treeIdOf(r.root, 'd'));
  });

  it("a replace ref on a tree above: the commit's own trees are read", async () => {
    const r = repo as TempRepo;
    const c = treeIdOf(r.root, 'a/b/c');
    // The replacement for a/b holds no c.
    git(r.root, 'replace', treeIdOf(r.root, 'a/b'), treeIdOf(r.root, 'e/f'));
    expect(git(r.root, 'ls-tree', '--name-only', 'HEAD:a/b')).toBe('v.txt');
    expect((await answer(['a/b/c'])).trees.get('a/b/c')).toBe(c);
  });

  it('a tree entry above an asked path that names a blob: refused', async () => {
    const r = repo as TempRepo;
    const blob = git(r.root, 'rev-parse', 'HEAD:top.txt');
    const commit = commitOfTree(r.root, treeBytes([['40000', 'dir', blob]]));
    expect(await reasonOf(['dir/x'], commit)).toMatch(/is a blob, not the tree its parent names$/);
  });
});

describe('readTreeIdsAt: names git refuses', () => {
  it('in a tree above an asked path, on its way or beside it: the whole read refused', async () => {
    const r = repo as TempRepo;
    const blob = git(r.root, 'rev-parse', 'HEAD:top.txt');
    const tree = treeIdOf(r.root, 'e/f');
    const below = writeTree(
      r.root,
      treeBytes([
        ['40000', 'b', tree],
        ['40000', 'c', tree],
      ]),
    );
    const cases: [Buffer, string, RegExp][] = [
      // A root entry named "a/b": a/b would be spelt through it. Not answered as a directory.
      [treeBytes([['40000', 'a/b', tree]]), 'a/b', /holding "\/"/],
      [
        treeBytes([
          ['40000', '.GIT', tree],
          ['40000', 'a', below],
        ]),
        'a/b',
        /named "\.git"/,
      ],
      [
        treeBytes([
          ['40000', 'a', below],
          ['40000', 'a', below],
        ]),
        'a/b',
        /two entries of one name/,
      ],
      [
        treeBytes([
          ['100644', 'a', blob],
          ['100644', 'a-y', blob],
          ['40000', 'a', below],
        ]),
        'a/b',
        /two entries of one name/,
      ],
      [
        treeBytes([
          ['40000', 'b', tree],
          ['40000', 'a', below],
        ]),
        'a/b',
        /out of git's order/,
      ],
      [
        treeBytes([
          ['40000', 'a', below],
          ['40000', '..', tree],
        ]),
        'a/b',
        /named "\." or "\.\."/,
      ],
    ];
    for (const [bytes, asked, why] of cases)
      expect(await reasonOf([asked], commitOfTree(r.root, bytes))).toMatch(why);
  });

  it('in a tree that is not read (at or below the asked directory): not seen', async () => {
    const r = repo as TempRepo;
    const tree = treeIdOf(r.root, 'e/f');
    const bad = writeTree(r.root, treeBytes([['40000', '..', tree]]));
    const commit = commitOfTree(r.root, treeBytes([['40000', 'a', bad]]));
    expect((await answer(['a'], r.root, commit)).trees.get('a')).toBe(bad);
    expect(await reasonOf(['a/x'], commit)).toMatch(/named "\." or "\.\."/);
  });
});

describe('readTreeIdsAt: what git cannot answer', () => {
  it('a tree missing above an asked path is a reason; the asked one missing is not read', async () => {
    const r = repo as TempRepo;
    const gone = treeIdOf(r.root, 'a/b');
    await unlink(looseFile(r.root, gone));
    expect((await answer(['a/b'])).trees.get('a/b')).toBe(gone);
    expect(await reasonOf(['a/b/c'])).toBe(
      `tree ${gone} ("a/b") is missing (a shallow or partial clone, or a damaged repository)`,
    );
  });

  it('a shallow clone answers for its commit, not for one past its edge', async () => {
    const r = repo as TempRepo;
    const first = git(r.root, 'rev-parse', 'HEAD');
    await r.write('a/b/c/z.txt', 'changed\n');
    commitAll(r.root, 'second');
    const clone = `${r.root}-shallow`;
    try {
      git(path.dirname(clone), 'clone', '-q', '--depth', '1', `file://${r.root}`, clone);
      expect((await answer(['a/b/c'], clone)).trees.get('a/b/c')).toBe(treeIdOf(r.root, 'a/b/c'));
      const past = await readTreeIdsAt(clone, ['a/b/c'], first);
      expect(isNoCommitTrees(past) && past.reason).toMatch(/cannot resolve/);
    } finally {
      await rm(clone, { recursive: true, force: true });
    }
  });

  it('a root below the top level, an unknown commit, an option for a commit, the bound', async () => {
    const r = repo as TempRepo;
    expect(isNoCommitTrees(await readTreeIdsAt(r.abs('a'), ['b']))).toBe(true);
    expect(await reasonOf(['a'], 'no-such-branch')).toMatch(/cannot resolve/);
    expect(await reasonOf(['a'], '--output=x')).toMatch(/cannot resolve/);
    const bounded = await readTreeIdsAt(r.root, ['a/b/c'], 'HEAD', { maxObjects: 3 });
    expect(isNoCommitTrees(bounded) && bounded.reason).toMatch(/more than 3 trees/);
  });
});
