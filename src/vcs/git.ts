/**
 * The one way passport-gate runs git: execFile (no shell, so neither a ref nor
 * a path can be read as a command; callers put `--end-of-options` or `--`
 * before anything typed), no prompt (GIT_TERMINAL_PROMPT=0: a prompt for
 * credentials would hang the job; the gate only reads local history and
 * attributes), a capped output buffer, and an answer instead of a throw.
 * Used to find the repository root and the changed files (CLI and action), to
 * read a file as it is at a commit (the base branch's `.passport-gate.yml`,
 * the CLI's `--config-from`) without trusting the checkout, and to ask which
 * paths Git LFS manages (vcs/lfs-attributes.ts), and to copy a commit's blobs for
 * `reproduce` (a stream: {@link startGit}).
 *
 * node:child_process is loaded on first use: it costs a few ms of every
 * start-up otherwise, and most runs never start git.
 */
import type { ChildProcessByStdio } from 'node:child_process';
import { lstat, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { GitlinkQuery, IgnoreRules } from '../core/ignored.js';
import { indexFileHoldsNoGitlink } from './index-gitlinks.js';

/** Largest output read from one git command (`git diff --name-only`: a million 64-byte paths). */
export const GIT_OUTPUT_MAX_BYTES = 64 * 1024 * 1024;

/** Most symbolic links followed inside a commit's tree before giving up (as the kernel's ELOOP, lower). */
const GIT_MAX_SYMLINK_HOPS = 8;

/** How a git command ended. */
export type GitResult<Out = string> =
  | { ok: true; stdout: Out }
  | {
      ok: false;
      /** git's first line on stderr (e.g. "fatal: not a git repository …"), or the spawn error. */
      message: string;
      /** True when git itself could not be started (not installed, not on PATH). */
      missing: boolean;
    };

/** Options of {@link runGit}. */
export interface GitOptions {
  /** Written to git's standard input (then closed). */
  input?: string;
  /** Largest output read (default {@link GIT_OUTPUT_MAX_BYTES}); more fails the command. */
  maxBytes?: number;
  /** Longest wait; the command is killed and fails after it (default: none). */
  timeoutMs?: number;
  /** Exit statuses besides 0 that are answers, not failures (`git check-ignore`: 1, none matched). */
  okExitCodes?: readonly number[];
  /** Variables added to git's environment (GIT_INDEX_FILE, GIT_WORK_TREE: vcs/base-policy.ts). */
  env?: Readonly<Record<string, string>>;
}

/** Runs `git args…` in `cwd`; stdout as UTF-8 text. Never rejects. */
export function runGit(
  cwd: string,
  args: readonly string[],
  options: GitOptions = {},
): Promise<GitResult<string>> {
  return execGit(cwd, args, options, 'utf8') as Promise<GitResult<string>>;
}

/** {@link runGit} with stdout as bytes (a blob, which need not be text). */
export function runGitForBytes(
  cwd: string,
  args: readonly string[],
  options: GitOptions = {},
): Promise<GitResult<Buffer>> {
  return execGit(cwd, args, options, 'buffer') as Promise<GitResult<Buffer>>;
}

async function execGit(
  cwd: string,
  args: readonly string[],
  options: GitOptions,
  encoding: 'utf8' | 'buffer',
): Promise<GitResult<string | Buffer>> {
  const { execFile } = await import('node:child_process');
  const result = await new Promise<GitResult<string | Buffer>>((resolve) => {
    const done = (error: Error | null, stdout: string | Buffer, stderr: string | Buffer) => {
      const status = (error as NodeJS.ErrnoException | null)?.code;
      if (!error || (typeof status === 'number' && options.okExitCodes?.includes(status))) {
        resolve({ ok: true, stdout });
        return;
      }
      const code = (error as NodeJS.ErrnoException).code;
      const first = stderr.toString().trim().split('\n')[0] ?? '';
      resolve({
        ok: false,
        message: first || (typeof code === 'string' ? code : error.message.split('\n')[0]) || '',
        missing: code === 'ENOENT' && first === '',
      });
    };
    try {
      const child = execFile(
        'git',
        [...args],
        {
          cwd,
          encoding,
          maxBuffer: options.maxBytes ?? GIT_OUTPUT_MAX_BYTES,
          ...(options.timeoutMs !== undefined ? { timeout: options.timeoutMs } : {}),
          windowsHide: true,
          env: { ...process.env, ...options.env, GIT_TERMINAL_PROMPT: '0' },
        },
        done,
      );
      if (options.input !== undefined) {
        // git may exit before reading everything (not a repository): that is its answer, not ours.
        child.stdin?.on('error', () => undefined);
        child.stdin?.end(options.input);
      }
    } catch (error) {
      done(error as Error, '', '');
    }
  });
  // spawn says ENOENT for a missing working directory too: tell the two apart.
  if (!result.ok && result.missing) {
    const { stat } = await import('node:fs/promises');
    const isDir = await stat(cwd).then(
      (s) => s.isDirectory(),
      () => false,
    );
    if (!isDir) return { ok: false, message: `${cwd} is not a directory`, missing: false };
  }
  return result;
}

/** The variables by which git is handed a repository instead of finding one above its directory. */
const GIT_REPOSITORY_VARIABLES = ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_COMMON_DIR'] as const;

/**
 * False only when git, started in `dir`, cannot find a repository: no variable of `env` hands
 * it one (GIT_DIR, GIT_WORK_TREE, GIT_COMMON_DIR), and neither `dir` as its real path (git
 * starts from `getcwd()`) nor any directory above it, up to the file system's root, holds an
 * entry named `.git` (a repository, or the gitfile of a worktree or submodule) or `HEAD` (a
 * bare repository is a directory holding its own `HEAD`). git's discovery looks for nothing
 * else and stops no higher (a ceiling or a file system boundary only stops it sooner), so false
 * means git would answer "not a git repository". Any doubt (a path that does not resolve, an
 * entry that cannot be looked at) is true: git is asked. It saves a run outside any
 * repository (a results folder copied out of one, the benchmark's trees) starting git, and
 * loading node:child_process, only to hear that (docs/performance.md, branch `w2-start`).
 */
export async function mayBeInRepository(
  dir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<boolean> {
  if (GIT_REPOSITORY_VARIABLES.some((name) => (env[name] ?? '') !== '')) return true;
  let at: string;
  try {
    at = await realpath(dir);
  } catch {
    return true;
  }
  const holds = (entry: string) =>
    lstat(entry).then(
      () => true,
      (error: NodeJS.ErrnoException) => error.code !== 'ENOENT' && error.code !== 'ENOTDIR',
    );
  for (;;) {
    if ((await holds(path.join(at, '.git'))) || (await holds(path.join(at, 'HEAD')))) return true;
    const up = path.dirname(at);
    if (up === at) return false;
    at = up;
  }
}

/** True when git's message says `cwd` is in no repository at all. */
export function isNotARepository(result: GitResult<unknown>): boolean {
  return !result.ok && /not a git repository/i.test(result.message);
}

/**
 * Runs git; resolves stdout, or null when git fails (no repository, no such commit…). The
 * commit readers below take one, so tests can stand in for git.
 */
export type GitRunner = (cwd: string, args: readonly string[]) => Promise<string | null>;

/** The {@link GitRunner} over {@link runGit}. */
export const readGitOutput: GitRunner = async (cwd, args) => {
  const result = await runGit(cwd, args);
  return result.ok ? result.stdout : null;
};

/** A full commit id (SHA-1, or SHA-256 for SHA-256 repositories). */
export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(value);
}

/** True when the repository at `cwd` holds commit `sha` (a shallow clone may not). */
export async function hasCommit(cwd: string, sha: string, git: GitRunner = readGitOutput) {
  if (!isObjectId(sha)) return false;
  return (await git(cwd, ['cat-file', '-e', `${sha}^{commit}`])) !== null;
}

/**
 * Questions of fewer paths than this go to `git check-ignore` with the index, as they are. The
 * break-even, measured (git 2.39, CPU of 20 runs each): 64 paths cost 36 ms with the index in a
 * 22,000-entry checkout against 34 ms for the listing path's two processes (`--no-index` 9 ms,
 * `ls-files --stage` 25 ms); in a 10⁵-entry one 151 ms against 89 ms.
 */
export const IGNORE_ASK_EACH_BELOW = 64;

/** Options of {@link createGitIgnoreRules}. */
export interface GitIgnoreOptions {
  /**
   * Questions of at least this many paths take the listing path (default
   * {@link IGNORE_ASK_EACH_BELOW}); 0 always, Infinity never (tests hold both to git).
   */
  askEachBelow?: number;
}

/**
 * git's ignore rules for the work tree at `root` (core/ignored.ts), answered by git itself, so
 * `.gitignore` files at any depth, `.git/info/exclude`, `core.excludesFile` and negations mean
 * exactly what they mean to git. The answer is `git check-ignore --stdin -z`'s: a tracked file
 * is never reported, as it is part of the commit whatever the rules say. Outside a git
 * repository (or without git) nothing is ignored: every file counts, the fail-closed answer;
 * when nothing above `root` could be a repository ({@link mayBeInRepository}) git is not started.
 * When git fails otherwise, the same, and `onFallback` hears why, once.
 *
 * A large question takes the listing path, because `check-ignore` with the index passes over
 * the whole index once per path (2,000 passports in a 22,000-file checkout: 0.4–0.6 s of CPU,
 * growing with both): first `--no-index` over every path (the patterns alone, 0.01 s), whose
 * answer holds git's (the index only ever takes paths out: tracked ones), then the original
 * command over those candidates alone, usually none. What the index would add besides is its
 * refusal of a path inside a submodule, which fails the whole question: the index's gitlinks
 * are listed between the two (one streamed `git ls-files --stage`, unless the index file holds
 * none: {@link indexGitlinks}), and such a question goes to git as it is, as does any failure
 * but "not a repository" (the same answer either way).
 */
export function createGitIgnoreRules(
  root: string,
  onFallback?: (why: string) => void,
  options: GitIgnoreOptions = {},
): IgnoreRules {
  const askEachBelow = options.askEachBelow ?? IGNORE_ASK_EACH_BELOW;
  let unavailable = false;
  let rootAsked = false;
  // Asked once, before git would first be started (mayBeInRepository).
  let mayBeRepository: Promise<boolean> | undefined;
  /** git's answer (from a command over `asked`, the root first when `askRoot`) as the paths ignored. */
  const take = (result: GitResult, asked: readonly string[], askRoot: boolean): Set<string> => {
    if (!result.ok) {
      unavailable = true;
      // No repository (or no git): .gitignore means nothing there, as to git itself; said in
      // the docs, not on every run. Anything else is a surprise worth a note.
      if (!isNotARepository(result) && !result.missing)
        onFallback?.(
          `git check-ignore failed (${result.message}); .gitignore rules were not applied, every file counts`,
        );
      return new Set();
    }
    rootAsked = true;
    const echoed = result.stdout.split('\0');
    if (askRoot && echoed.includes('./')) {
      // The root lies in a directory the enclosing repository ignores (a scratch tree, a
      // bench's data under an ignored folder): that repository's rules would skip every file,
      // and an audit would pass verifying nothing. Its rules do not describe this tree, so
      // they are not applied (every file counts, as outside a repository), and a note says so.
      unavailable = true;
      onFallback?.(
        'the root lies in a directory the enclosing git repository ignores; its .gitignore rules were not applied, every file counts',
      );
      return new Set();
    }
    const wanted = new Set(asked);
    return new Set(echoed.map((p) => p.replace(/^\.\//, '')).filter((p) => wanted.has(p)));
  };
  return async (rels) => {
    // A path with a NUL or a line break cannot cross -z/--stdin intact; it is not ignored.
    const asked = rels.filter((r) => r !== '' && !r.includes('\0'));
    if (unavailable || asked.length === 0) return new Set();
    // Outside any repository git would only say so: nothing is ignored, as when it does.
    if (!rootAsked && !(await (mayBeRepository ??= mayBeInRepository(root)))) {
      unavailable = true;
      return new Set();
    }
    // The first question also asks about the root itself ("./"), in the same process.
    const askRoot = !rootAsked;
    if (asked.length < askEachBelow || !asked.every(isPlainRelative))
      return take(await checkIgnore(root, asked, askRoot, 'index'), asked, askRoot);
    const patterns = await checkIgnore(root, asked, askRoot, 'no-index');
    // Not a repository (or no git) is the same answer with the index; any other failure is
    // left to the command whose failure it would be (its message).
    if (!patterns.ok && (isNotARepository(patterns) || patterns.missing))
      return take(patterns, asked, askRoot);
    const gitlinks = patterns.ok ? await indexGitlinks(root) : null;
    if (!patterns.ok || gitlinks === null || asked.some((r) => isInsideAny(r, gitlinks)))
      return take(await checkIgnore(root, asked, askRoot, 'index'), asked, askRoot);
    const echoed = patterns.stdout.split('\0');
    const rootMatched = askRoot && echoed.includes('./');
    const wanted = new Set(asked);
    const candidates = echoed.map((p) => p.replace(/^\.\//, '')).filter((p) => wanted.has(p));
    if (!rootMatched && candidates.length === 0) {
      rootAsked = true;
      return new Set();
    }
    return take(await checkIgnore(root, candidates, rootMatched, 'index'), candidates, rootMatched);
  };
}

/**
 * `git check-ignore --stdin -z` over `paths` (with `--no-index` for `'no-index'`), the root
 * first when `askRoot`. check-ignore refuses --literal-pathspecs; "./" before each path keeps
 * a leading ":" from being read as pathspec magic (":(top)x" is a file name here), and git
 * echoes it back.
 */
function checkIgnore(
  root: string,
  paths: readonly string[],
  askRoot: boolean,
  mode: 'index' | 'no-index',
): Promise<GitResult> {
  return runGit(
    root,
    ['check-ignore', ...(mode === 'no-index' ? ['--no-index'] : []), '--stdin', '-z'],
    {
      input: (askRoot ? './\0' : '') + paths.map((r) => `./${r}\0`).join(''),
      okExitCodes: [1],
    },
  );
}

/**
 * A path as the walk gives it: relative, no empty, "." or ".." segment. Only those take the
 * listing path, whose gitlinks are listed below the root (`git ls-files` lists the
 * directory it runs in): "../x" could lie in a submodule beside it.
 */
function isPlainRelative(rel: string): boolean {
  return rel.split('/').every((s) => s !== '' && s !== '.' && s !== '..');
}

/** True when a directory above `rel` is one of `gitlinks` (git refuses such a path). */
function isInsideAny(rel: string, gitlinks: ReadonlySet<string>): boolean {
  if (gitlinks.size === 0) return false;
  for (let at = rel.indexOf('/'); at >= 0; at = rel.indexOf('/', at + 1))
    if (gitlinks.has(rel.slice(0, at))) return true;
  return false;
}

/** No gitlink: the answer of {@link indexGitlinks} when the index file holds none. */
const NO_GITLINKS: ReadonlySet<string> = new Set();

/**
 * {@link listIndexGitlinks}, unless the index file certainly holds no gitlink at all
 * ({@link indexHoldsNoGitlink}): then none, without listing the index (at 10⁶ files ~77 MB
 * through a pipe and ~1.3 s of CPU; docs/performance.md, branch `git-gitlinks`).
 */
async function indexGitlinks(root: string): Promise<ReadonlySet<string> | null> {
  if (await indexHoldsNoGitlink(root)) return NO_GITLINKS;
  return listIndexGitlinks(root);
}

/**
 * True only when the index git reads for the work tree at `root` certainly holds no gitlink
 * (vcs/index-gitlinks.ts); false when it holds one or that is not known (git failed, an index
 * not understood), and the caller then asks git as before. git says where the index is and how
 * long its object ids are (`rev-parse`, which does not read the index: GIT_DIR,
 * GIT_INDEX_FILE, a worktree's or a submodule's git directory are its to resolve, from `root`
 * as a later `ls-files` there would). The work tree cannot say it: a submodule not checked
 * out, with files a later step wrote into it, is a plain directory on disk, and git still
 * records (and refuses a path in) it.
 */
async function indexHoldsNoGitlink(root: string): Promise<boolean> {
  // Absolute: a relative answer would be relative to git's real working directory, which is
  // not `root` when a symbolic link lies on the way to it.
  const where = await runGit(root, [
    'rev-parse',
    '--show-object-format',
    '--path-format=absolute',
    '--git-path',
    'index',
  ]);
  if (!where.ok) return false;
  // "sha1" or "sha256", then the index's path, each ended by a newline (the path may hold
  // any other character).
  const format = /^(sha1|sha256)\n/.exec(where.stdout);
  const file = format ? where.stdout.slice(format[0].length).replace(/\n$/, '') : '';
  const hashBytes = format?.[1] === 'sha256' ? 32 : 20;
  return path.isAbsolute(file) && (await indexFileHoldsNoGitlink(file, hashBytes));
}

/** "160000 ", the mode of a gitlink, as `git ls-files --stage` begins its record. */
const GITLINK_RECORD = Buffer.from('160000 ');

/**
 * The gitlinks (mode 160000) of the index below `root`, relative to it, from one streamed
 * `git ls-files -z --stage`: only their records are decoded (a 10⁶-entry index lists ~100 MB,
 * never held whole). Null when git fails.
 */
async function listIndexGitlinks(root: string): Promise<Set<string> | null> {
  const found = new Set<string>();
  let child: StartedGit;
  try {
    child = await startGit(root, ['ls-files', '-z', '--stage']);
  } catch {
    return null;
  }
  let carry = Buffer.alloc(0);
  child.stdout.on('data', (chunk: Buffer) => {
    const buf = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
    const end = buf.lastIndexOf(0) + 1;
    // Each record "<mode> <object> <stage>\t<path>" NUL: a gitlink's starts the buffer or follows a NUL.
    for (let at = buf.indexOf(GITLINK_RECORD); at >= 0 && at < end;) {
      const stop = buf.indexOf(0, at);
      if (at === 0 || buf[at - 1] === 0) {
        const tab = buf.indexOf(9, at);
        if (tab >= 0 && tab < stop) found.add(buf.toString('utf8', tab + 1, stop));
      }
      at = buf.indexOf(GITLINK_RECORD, at + 1);
    }
    carry = Buffer.from(buf.subarray(end));
  });
  child.stderr.resume();
  child.stdin.end();
  const code = await new Promise<number | null>((resolve) => {
    child.on('error', () => resolve(null));
    child.on('close', resolve);
  });
  return code === 0 && carry.length === 0 ? found : null;
}

/**
 * The gitlinks (submodules, mode 160000) among `rels` in the index of the work tree at `root`
 * (core/ignored.ts GitlinkQuery), in one `git ls-files --stage`; paths are literal pathspecs.
 * Outside a git repository (or without git) there is none: a directory is then a directory;
 * when nothing above `root` could be a repository ({@link mayBeInRepository}) git is not started.
 * When the index file certainly holds no gitlink ({@link indexHoldsNoGitlink}) there is none
 * either, and `ls-files` is not started: it loads the whole index whatever the pathspecs (at
 * 10⁶ files ~1 s of git's CPU; docs/performance.md, branch `mend-flags`).
 */
export function createGitlinkQuery(root: string): GitlinkQuery {
  // Asked once, before git would first be started: outside any repository git would only fail.
  let mayBeRepository: Promise<boolean> | undefined;
  return async (rels) => {
    const asked = rels.filter((r) => r !== '' && !r.includes('\0'));
    const wanted = new Set(asked);
    const found = new Set<string>();
    if (asked.length === 0 || !(await (mayBeRepository ??= mayBeInRepository(root)))) return found;
    if (await indexHoldsNoGitlink(root)) return found;
    // A few hundred paths per command line: the candidates are empty directories, rarely many.
    for (let i = 0; i < asked.length; i += GITLINK_BATCH) {
      const batch = asked.slice(i, i + GITLINK_BATCH).map((r) => `./${r}`);
      const result = await runGit(root, [
        '--literal-pathspecs',
        'ls-files',
        '--stage',
        '-z',
        '--',
        ...batch,
      ]);
      if (!result.ok) return found;
      // -z --stage: "<mode> <object> <stage>\t<path>" NUL, paths relative to the current directory.
      for (const line of result.stdout.split('\0')) {
        const tab = line.indexOf('\t');
        if (tab < 0 || !line.startsWith('160000 ')) continue;
        const rel = line.slice(tab + 1);
        if (wanted.has(rel)) found.add(rel);
      }
    }
    return found;
  };
}

/** Paths per `git ls-files` of {@link createGitlinkQuery}. */
const GITLINK_BATCH = 256;

/** The top level of the git work tree holding `dir`, or null outside one. */
export async function findRepositoryRoot(
  dir: string,
  git: GitRunner = readGitOutput,
): Promise<string | null> {
  const out = await git(dir, ['rev-parse', '--show-toplevel']);
  // rev-parse ends its answer with one newline; a directory name may end with spaces, so no trim.
  const top = out?.replace(/\n$/, '');
  return top ? path.resolve(top) : null;
}

/**
 * Whether `top`, the top level `git rev-parse --show-toplevel` printed (git prints it with links
 * resolved), is the directory `root` itself. A root below the top level would have git's
 * repository-wide answers spelt from another directory (vcs/tree-ids.ts, vcs/commit-trees.ts).
 */
export async function isRepositoryTop(root: string, top: string): Promise<boolean> {
  const real = await realpath(root).then(
    (p) => path.resolve(p),
    () => path.resolve(root),
  );
  return path.resolve(top) === real;
}

/**
 * Resolves a revision the user typed (`--config-from REF`) to a commit id, or
 * null when it names no commit. The ref goes after `--end-of-options`, so it
 * is never read as an option.
 */
export async function resolveCommit(
  cwd: string,
  ref: string,
  git: GitRunner = readGitOutput,
): Promise<string | null> {
  if (ref === '' || ref.includes('\0')) return null;
  const out = await git(cwd, [
    'rev-parse',
    '--verify',
    '--quiet',
    '--end-of-options',
    `${ref}^{commit}`,
  ]);
  const sha = out?.trim() ?? '';
  return isObjectId(sha) ? sha : null;
}

/** What a path is at a commit. */
export type BlobAtCommit =
  | { kind: 'absent' }
  | { kind: 'file'; bytes: Buffer; path: string }
  | { kind: 'refused'; detail: string };

interface TreeEntry {
  mode: string;
  type: string;
  oid: string;
  size: number | null;
}

/** One `git ls-tree --long -z` line for exactly `rel` at `sha`, or null when there is none. */
async function lsTree(
  cwd: string,
  sha: string,
  rel: string,
  git: GitRunner,
): Promise<TreeEntry | null> {
  // --literal-pathspecs: a `*` or `:` in the name is a character, not a pattern or magic;
  // --full-tree: the path is from the top level whatever the working directory.
  const out = await git(cwd, [
    '--literal-pathspecs',
    'ls-tree',
    '-z',
    '--long',
    '--full-tree',
    sha,
    '--',
    rel,
  ]);
  if (out === null) throw new Error(`git ls-tree failed for commit ${sha}`);
  for (const record of out.split('\0')) {
    const tab = record.indexOf('\t');
    if (tab < 0) continue;
    if (record.slice(tab + 1) !== rel) continue;
    const [mode = '', type = '', oid = '', size = ''] = record.slice(0, tab).split(/ +/);
    return { mode, type, oid, size: /^\d+$/.test(size) ? Number(size) : null };
  }
  return null;
}

/**
 * Reads the file at repository-relative POSIX path `rel` as it is in commit
 * `sha`, refusing what is not a regular file of at most `maxBytes`: a
 * directory, a submodule, a symbolic link that leaves the repository (links
 * inside it are followed, at most {@link GIT_MAX_SYMLINK_HOPS}). The size is
 * checked from the tree before the content is read. Throws when git fails
 * for another reason (the caller says so; it must not read that as "absent").
 */
export async function readBlobAtCommit(
  cwd: string,
  sha: string,
  rel: string,
  maxBytes: number,
  git: GitRunner = readGitOutput,
): Promise<BlobAtCommit> {
  if (!isObjectId(sha)) throw new Error(`not a commit id: ${JSON.stringify(sha)}`);
  let current = rel;
  for (let hop = 0; hop <= GIT_MAX_SYMLINK_HOPS; hop++) {
    const entry = await lsTree(cwd, sha, current, git);
    if (entry === null) return { kind: 'absent' };
    if (entry.type === 'tree') return { kind: 'refused', detail: 'is a directory' };
    if (entry.type === 'commit') return { kind: 'refused', detail: 'is a submodule' };
    if (entry.type !== 'blob' || !isObjectId(entry.oid) || entry.size === null)
      throw new Error(`git ls-tree gave an unexpected entry for ${JSON.stringify(current)}`);
    if (entry.size > maxBytes)
      return {
        kind: 'refused',
        detail: `is ${entry.size} bytes, over the ${maxBytes}-byte cap`,
      };
    const blob = await runGitForBytes(cwd, ['cat-file', 'blob', entry.oid], {
      maxBytes: maxBytes + 1,
    });
    if (!blob.ok) throw new Error(`git cat-file failed for ${entry.oid}: ${blob.message}`);
    const bytes = blob.stdout;
    if (entry.mode !== '120000') return { kind: 'file', bytes, path: current };
    // A symbolic link: its blob is the target, relative to the link's directory.
    const target = bytes.toString('utf8');
    const joined = path.posix.normalize(
      target.startsWith('/') ? target : path.posix.join(path.posix.dirname(current), target),
    );
    if (
      target.startsWith('/') ||
      joined === '..' ||
      joined.startsWith('../') ||
      joined.includes('\0')
    )
      return { kind: 'refused', detail: 'is a symbolic link out of the repository' };
    current = joined;
  }
  return {
    kind: 'refused',
    detail: `is a chain of more than ${GIT_MAX_SYMLINK_HOPS} symbolic links`,
  };
}

/** A git process started by {@link startGit}: its input, output and errors are pipes. */
export type StartedGit = ChildProcessByStdio<Writable, Readable, Readable>;

/**
 * Starts `git args…` in `cwd` with its output as a stream, for an answer too large to hold in
 * memory (`git cat-file --batch` over a whole commit: reproduce/copy-commit.ts). The same
 * environment as {@link runGit} (no prompt, `env` added) and no shell; the caller reads stdout,
 * drains stderr and waits for the exit.
 */
export async function startGit(
  cwd: string,
  args: readonly string[],
  env: Readonly<Record<string, string>> = {},
): Promise<StartedGit> {
  const { spawn } = await import('node:child_process');
  return spawn('git', [...args], {
    cwd,
    stdio: ['pipe', 'pipe', 'pipe'],
    windowsHide: true,
    env: { ...process.env, ...env, GIT_TERMINAL_PROMPT: '0' },
  });
}

/**
 * Config that makes git's stat check as strict as it goes: ctime (which no program sets) is
 * compared, and a racily clean entry is compared by content. Every command whose answer says a
 * file is unchanged runs with it (vcs/vouched-blobs.ts, vcs/tree-ids.ts): one list, so the two
 * answers are as strict as each other.
 */
export const STRICT_STAT: readonly string[] = [
  '-c',
  'core.checkStat=default',
  '-c',
  'core.trustctime=true',
  '-c',
  'core.ignoreStat=false',
  '-c',
  'core.fsmonitor=false',
];

/** The attributes under which a checked-out file may differ from its blob (by design). */
export const CONVERSION_ATTRIBUTES: readonly string[] = [
  'filter',
  'text',
  'eol',
  'crlf',
  'ident',
  'working-tree-encoding',
];
