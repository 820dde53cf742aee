/**
 * A git revision typed on the command line (`audit --base`, `audit --config-from`,
 * `diff --base` / `--head`): checked, resolved to a commit id, and each way it can fail said
 * in one line with what to do. One place, so the three flags give the same answers (a shallow
 * clone says so for each of them).
 */
import { BaseUnreadableError, UsageError } from '../../util/errors.js';
import { isNotARepository, resolveCommit, runGit } from '../../vcs/git.js';

/** Refuses a ref git would read as an option, or that cannot be a revision at all. */
export function checkRevisionArgument(ref: string, flag: string): void {
  if (ref === '' || ref.startsWith('-') || ref.includes('\0'))
    throw new UsageError(`${flag} ${JSON.stringify(ref)} is not a git revision`);
}

/**
 * The top level of the git repository holding `root`, as git prints it; a UsageError naming
 * `flag` when git is missing or `root` is in no repository (`outsideHint` is added then).
 */
export async function findTopLevelFor(
  root: string,
  flag: string,
  outsideHint = '',
): Promise<string> {
  const result = await runGit(root, ['rev-parse', '--show-toplevel']);
  // rev-parse ends its answer with one newline; a directory name may end with spaces, so no trim.
  if (result.ok) return result.stdout.replace(/\r?\n$/, '');
  if (result.missing)
    throw new UsageError(`${flag} needs git, and git is not installed (or not on PATH)`);
  throw new UsageError(
    isNotARepository(result)
      ? `${flag} needs a git repository, and ${JSON.stringify(root)} is not a git repository${outsideHint}`
      : `${flag}: git cannot read the repository at ${JSON.stringify(root)}: ${result.message}`,
  );
}

/**
 * The commit `ref` names in the repository at `top`. A ref that cannot be a revision is a
 * UsageError; a well-formed ref this clone does not hold is a BaseUnreadableError (for the
 * audit the trusted base unread: its report holds base-unreadable; elsewhere exit 2 as any
 * ConfigurationError), whose line says what to fetch ({@link describeFetch}).
 */
export async function resolveRevision(top: string, ref: string, flag: string): Promise<string> {
  checkRevisionArgument(ref, flag);
  const sha = await resolveCommit(top, ref);
  if (sha !== null) return sha;
  const shallow = await runGit(top, ['rev-parse', '--is-shallow-repository']);
  const isShallow = shallow.ok && shallow.stdout.trim() === 'true';
  const where = isShallow ? 'is not in this shallow clone' : 'names no commit in this repository';
  throw new BaseUnreadableError(
    `${flag} ${JSON.stringify(ref)} ${where}; ${await describeFetch(top, ref, isShallow)}`,
  );
}

/** A remote's branch name as one plain shell word (a ref the user typed may hold anything). */
const PLAIN_REF = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

/**
 * What to fetch for `ref`. `REMOTE/BRANCH` of a remote this clone has: the one command that
 * creates that remote-tracking branch, `git fetch REMOTE BRANCH:refs/remotes/REMOTE/BRANCH`
 * (a plain `git fetch origin main` only fills FETCH_HEAD in a single-branch clone, which is
 * what CI and `git clone --depth 1` make, so it would leave `origin/main` missing). Any other
 * ref is said in words: the gate cannot know which remote or branch holds it.
 */
async function describeFetch(top: string, ref: string, shallow: boolean): Promise<string> {
  const slash = ref.indexOf('/');
  const remote = slash > 0 ? ref.slice(0, slash) : '';
  const branch = ref.slice(slash + 1);
  if (
    remote !== '' &&
    PLAIN_REF.test(remote) &&
    PLAIN_REF.test(branch) &&
    !branch.endsWith('.lock') &&
    !branch.includes('..')
  ) {
    const remotes = await runGit(top, ['remote']);
    if (remotes.ok && remotes.stdout.split('\n').includes(remote))
      return `fetch it first: git fetch ${remote} ${branch}:refs/remotes/${remote}/${branch}`;
  }
  const fetch = `actions/checkout with fetch-depth: 0; this branch's history with git fetch --unshallow; a branch of a remote with git fetch origin BRANCH:refs/remotes/origin/BRANCH, then give origin/BRANCH`;
  return shallow
    ? `fetch the history first (${fetch})`
    : `fetch it first (${fetch}), or check the spelling`;
}
