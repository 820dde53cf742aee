/**
 * Running git for the gate: no shell (execFile), only validated commit ids
 * and literal paths as arguments, no prompt. Used to list changed files
 * (github/changed-files.ts) and to read a file as it is at a commit (the base
 * branch's `.passport-gate.yml`, the CLI's `--config-from`) without trusting
 * the checkout.
 *
 * node:child_process is loaded on first use: the CLI reaches this module only
 * for `--config-from`, and the import costs start-up time otherwise.
 */
import path from 'node:path';

/** Largest `git diff --name-only` output read (a million 64-byte paths). */
export const GIT_OUTPUT_MAX_BYTES = 64 * 1024 * 1024;

/** Most symbolic links followed inside a commit's tree before giving up (as the kernel's ELOOP, lower). */
export const GIT_MAX_SYMLINK_HOPS = 8;

/** Runs git; resolves stdout, or null when git fails (no repository, no such commit…). */
export type GitRunner = (cwd: string, args: readonly string[]) => Promise<string | null>;

async function execGit(
  cwd: string,
  args: readonly string[],
  maxBuffer: number,
  encoding: 'utf8' | 'buffer',
): Promise<string | Buffer> {
  const { execFile } = await import('node:child_process');
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      [...args],
      {
        cwd,
        maxBuffer,
        encoding,
        // A prompt for credentials would hang the job; the gate only reads local history.
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
      },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
  });
}

/** Runs git without a shell; stdout as UTF-8, or null on any failure. */
export const runGit: GitRunner = async (cwd, args) => {
  try {
    return (await execGit(cwd, args, GIT_OUTPUT_MAX_BYTES, 'utf8')) as string;
  } catch {
    return null;
  }
};

/** A full commit id (SHA-1, or SHA-256 for SHA-256 repositories). */
export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(value);
}

/** True when the repository at `cwd` holds commit `sha` (a shallow clone may not). */
export async function hasCommit(cwd: string, sha: string, git: GitRunner = runGit) {
  if (!isObjectId(sha)) return false;
  return (await git(cwd, ['cat-file', '-e', `${sha}^{commit}`])) !== null;
}

/** The top level of the git work tree holding `dir`, or null outside one. */
export async function findRepositoryRoot(
  dir: string,
  git: GitRunner = runGit,
): Promise<string | null> {
  const out = await git(dir, ['rev-parse', '--show-toplevel']);
  // rev-parse ends its answer with one newline; a directory name may end with spaces, so no trim.
  const top = out?.replace(/\n$/, '');
  return top ? path.resolve(top) : null;
}

/**
 * Resolves a revision the user typed (`--config-from REF`) to a commit id, or
 * null when it names no commit. The ref goes after `--end-of-options`, so it
 * is never read as an option.
 */
export async function resolveCommit(
  cwd: string,
  ref: string,
  git: GitRunner = runGit,
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
  git: GitRunner = runGit,
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
    let bytes: Buffer;
    try {
      bytes = (await execGit(
        cwd,
        ['cat-file', 'blob', entry.oid],
        maxBytes + 1,
        'buffer',
      )) as Buffer;
    } catch (error) {
      throw new Error(
        `git cat-file failed for ${entry.oid}: ${(error as Error).message.split('\n')[0]}`,
        { cause: error },
      );
    }
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
