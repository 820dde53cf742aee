/**
 * Generated git work trees for the ignore answer's differential test
 * (__tests__/vcs/git-ignore-differential.test.ts): files tracked and untracked, `.gitignore`
 * files at several depths (negations, directory patterns, escaped globs), `.git/info/exclude`,
 * `core.excludesFile`, names with a leading ':', a space, non-ASCII and glob characters, and
 * a submodule (checked out, or not: a plain directory still in the index as a gitlink), the
 * index in version 2/3, 4 or split, built from a fast-check spec; and git's own answer to
 * compare with.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';

/** Directories a file may be in ('' is the top level); `sub` may be a submodule. */
const DIRS = ['', 'a', 'b', 'a/c', 'b/d', 'a/c/e', 'sub'] as const;

/**
 * Where the submodule may be: at the top, below the root `a`, below a directory whose name
 * holds glob characters (the gitlinks are listed by a pathspec of their parent directory).
 */
const SUBMODULES = ['sub', 'a/sub', 'b/[g]*/sub'] as const;

/** File names: plain, patterns' targets, and names git or a shell could misread. */
const NAMES = [
  'x.json',
  'run.passport.json',
  'y.tmp',
  'keep.tmp',
  ':lead',
  'sp ace.log',
  'ü.tmp',
  '[g]*.txt',
  'g.txt',
  'z',
] as const;

/** Ignore patterns, each meaningful for some of the names and directories above. */
const PATTERNS = [
  '*.tmp',
  '!keep.tmp',
  'c/',
  '/x.json',
  '*.log',
  'a/',
  '!a/c/',
  'e/',
  ':*',
  '\\[g\\]\\*.txt',
  'b/**/y.tmp',
  'ü*',
  '*.passport.json',
  '!run.passport.json',
  'z',
  'sub',
] as const;

/** One generated tree. */
export interface IgnoreTreeSpec {
  /** Files by directory and name index, each tracked (force-added) or not. */
  files: { dir: number; name: number; tracked: boolean }[];
  /** `.gitignore` contents by directory index: pattern indexes. */
  gitignores: { dir: number; patterns: number[] }[];
  exclude: number[];
  excludesFile: number[];
  /**
   * The submodule's place ({@link SUBMODULES}), an embedded repository added as a gitlink
   * holding `in.txt` and `deep/in.txt`, or none.
   */
  submodule: number | null;
  /**
   * Whether the submodule stays checked out; if not, its `.git` is removed after the commit:
   * a plain directory on disk holding files, still a gitlink in the index (git refuses them).
   */
  submoduleCheckedOut: boolean;
  /** The index as git leaves it (version 2, or 3 with extended flags), or rewritten as 4, or split. */
  index: 'as-written' | 'v4' | 'split';
  /** Audited root: the top level, or `a` below it (paths asked relative to it). */
  rootBelow: boolean;
  /** Which of the files are asked about (by position; ones outside the root are skipped). */
  asked: boolean[];
}

/** A spec for {@link buildIgnoreTree}. */
export const ignoreTreeArbitrary: fc.Arbitrary<IgnoreTreeSpec> = fc.record({
  files: fc.array(
    fc.record({
      dir: fc.nat(DIRS.length - 1),
      name: fc.nat(NAMES.length - 1),
      tracked: fc.boolean(),
    }),
    { minLength: 1, maxLength: 24 },
  ),
  gitignores: fc.array(
    fc.record({
      dir: fc.nat(DIRS.length - 2),
      patterns: fc.array(fc.nat(PATTERNS.length - 1), { maxLength: 5 }),
    }),
    { maxLength: 4 },
  ),
  exclude: fc.array(fc.nat(PATTERNS.length - 1), { maxLength: 2 }),
  excludesFile: fc.array(fc.nat(PATTERNS.length - 1), { maxLength: 2 }),
  submodule: fc.option(fc.nat(SUBMODULES.length - 1)),
  submoduleCheckedOut: fc.boolean(),
  index: fc.constantFrom('as-written' as const, 'v4' as const, 'split' as const),
  rootBelow: fc.boolean(),
  asked: fc.array(fc.boolean(), { minLength: 24, maxLength: 24 }),
});

/** A tree on disk: where to ask, what to ask, and how to remove it. */
export interface IgnoreTree {
  root: string;
  asked: string[];
  remove(): Promise<void>;
}

/** Runs git in `cwd` with an author set, its output discarded (throws when git fails). */
export const gitIn = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...args], {
    cwd,
    stdio: ['ignore', 'ignore', 'ignore'],
  });

/** Writes `rel` under `top` (its directories first); its text is its own path unless given. */
export async function writeInTree(top: string, rel: string, text = rel): Promise<void> {
  await mkdir(path.dirname(path.join(top, rel)), { recursive: true });
  await writeFile(path.join(top, rel), text);
}

/** Writes the tree of `spec` into a fresh repository (committed), outside any other. */
export async function buildIgnoreTree(spec: IgnoreTreeSpec): Promise<IgnoreTree> {
  const top = await mkdtemp(path.join(tmpdir(), 'pg-ignore-tree-'));
  const write = (rel: string, text: string) => writeInTree(top, rel, text);
  const lines = (ids: readonly number[]) => ids.map((i) => `${PATTERNS[i]}\n`).join('');
  gitIn(top, 'init', '-q');
  const sub = spec.submodule === null ? null : (SUBMODULES[spec.submodule] ?? 'sub');
  if (sub !== null) {
    await write(`${sub}/in.txt`, 'in');
    await write(`${sub}/deep/in.txt`, 'in');
    gitIn(path.join(top, sub), 'init', '-q');
    gitIn(path.join(top, sub), 'add', 'in.txt', 'deep/in.txt');
    gitIn(path.join(top, sub), 'commit', '-qm', 's');
    gitIn(top, 'add', '--', `:(literal)${sub}`);
  }
  const rels = new Set<string>();
  for (const f of spec.files) {
    const dir = DIRS[f.dir] ?? '';
    // A submodule's files are its own repository's: only sub/in.txt is there.
    if (sub !== null && (dir === sub || dir.startsWith(`${sub}/`))) continue;
    const rel = dir === '' ? (NAMES[f.name] ?? 'z') : `${dir}/${NAMES[f.name] ?? 'z'}`;
    if (rels.has(rel)) continue;
    rels.add(rel);
    await write(rel, rel);
    if (f.tracked) gitIn(top, 'add', '-f', '--', `:(literal)${rel}`);
  }
  for (const g of spec.gitignores) {
    const dir = DIRS[g.dir] ?? '';
    await write(dir === '' ? '.gitignore' : `${dir}/.gitignore`, lines(g.patterns));
  }
  await write('.git/info/exclude', lines(spec.exclude));
  if (spec.excludesFile.length > 0) {
    await write('.git/global-excludes', lines(spec.excludesFile));
    gitIn(top, 'config', 'core.excludesFile', path.join(top, '.git', 'global-excludes'));
  }
  gitIn(top, 'commit', '-q', '--allow-empty', '-m', 'tree');
  if (sub !== null && !spec.submoduleCheckedOut)
    await rm(path.join(top, sub, '.git'), { recursive: true, force: true });
  if (spec.index === 'v4') gitIn(top, 'update-index', '--index-version', '4');
  if (spec.index === 'split') gitIn(top, 'update-index', '--split-index');
  if (sub !== null) {
    rels.add(`${sub}/in.txt`);
    rels.add(`${sub}/deep/in.txt`);
  }
  const prefix = spec.rootBelow ? 'a/' : '';
  const asked = [...rels]
    .filter((rel, k) => (spec.asked[k % spec.asked.length] ?? true) && rel.startsWith(prefix))
    .map((rel) => rel.slice(prefix.length));
  return {
    root: spec.rootBelow ? path.join(top, 'a') : top,
    asked,
    remove: () => rm(top, { recursive: true, force: true }),
  };
}

/**
 * git's answer, as passport-gate asked it before the listing path: one `git check-ignore
 * --stdin -z` with the index, the root ("./") first; null when git refuses the question (a
 * path in a submodule) or ignores the root itself (every file then counts).
 */
export function askGitCheckIgnore(root: string, asked: readonly string[]): Set<string> | null {
  let out: string;
  try {
    out = execFileSync('git', ['check-ignore', '--stdin', '-z'], {
      cwd: root,
      input: './\0' + asked.map((r) => `./${r}\0`).join(''),
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'ignore'],
    });
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status !== 1) return null;
    out = String((error as { stdout?: string }).stdout ?? '');
  }
  const echoed = out.split('\0').filter((p) => p !== '');
  if (echoed.includes('./')) return null;
  return new Set(echoed.map((p) => p.replace(/^\.\//, '')));
}
