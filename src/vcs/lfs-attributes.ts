/**
 * Which paths Git LFS manages: a file shaped like an LFS pointer stands in for its object only
 * where the repository's attributes say `filter=lfs` for its path. Anywhere else it is a file
 * like any other, and its bytes are what a passport must record; otherwise a pull request could
 * replace any small artifact with a pointer naming the digest its passport records, and pass.
 *
 * The answer is git's own (`git check-attr`): `.gitattributes` files at every level, their
 * pattern syntax and precedence, macros such as `lfs`, `.git/info/attributes`. Reimplementing
 * that matching would be a second opinion that can differ from the one that checked the files
 * out. Git runs through vcs/git.ts (no shell, no prompt), paths go NUL-separated on its standard
 * input, and a failure of any kind (no git, not a work tree, a timeout) means no path is
 * LFS-managed: pointers are then checked as the bytes they are (fail closed).
 */
import type { LfsQuery } from '../core/ignored.js';
import { mayBeInRepository, runGit, type GitOptions } from './git.js';

/** Longest wait for `git check-attr`; it reads a few attribute files, so this is generous. */
const GIT_CHECK_ATTR_TIMEOUT_MS = 30_000;

/** Largest output read from `git check-attr` (about 100,000 paths). */
const GIT_CHECK_ATTR_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The paths among `rels` (relative to `root`, POSIX) whose `filter` attribute is `lfs`, as
 * git reports it for the work tree holding `root`. Empty when `root` is not in a git work tree
 * or git fails; git is not started when nothing above `root` could be a repository
 * (vcs/git.ts mayBeInRepository, under `how.env` too). Never rejects.
 */
export async function listLfsFilteredPaths(
  root: string,
  rels: readonly string[],
  how: { cached?: boolean; env?: GitOptions['env'] } = {},
): Promise<Set<string>> {
  const tracked = new Set<string>();
  if (rels.length === 0) return tracked;
  // Outside any repository git would only fail (no path managed): it is not started to say so.
  if (!(await mayBeInRepository(root, { ...process.env, ...how.env }))) return tracked;
  // --cached: the attributes of the index alone (a base commit's, read into an index of its own).
  const args = ['check-attr', ...(how.cached ? ['--cached'] : []), '-z', '--stdin', 'filter'];
  const answer = await runGit(root, args, {
    input: `${rels.join('\0')}\0`,
    maxBytes: GIT_CHECK_ATTR_MAX_BYTES,
    timeoutMs: GIT_CHECK_ATTR_TIMEOUT_MS,
    ...(how.env ? { env: how.env } : {}),
  });
  if (!answer.ok) return tracked;
  // -z output: <path> NUL <attribute> NUL <value> NUL, per path.
  const fields = answer.stdout.split('\0');
  const asked = new Set(rels);
  for (let i = 0; i + 2 < fields.length; i += 3) {
    const rel = fields[i] as string;
    if (fields[i + 1] === 'filter' && fields[i + 2] === 'lfs' && asked.has(rel)) tracked.add(rel);
  }
  return tracked;
}

/** The {@link LfsQuery} of the work tree at `root`, as checked out. */
export function createLfsQuery(root: string): LfsQuery {
  return (rels) => listLfsFilteredPaths(root, rels);
}
