/**
 * A git revision typed on the command line (`audit --base`, `audit --config-from`,
 * `diff --base` / `--head`): checked, resolved to a commit id, and each way it can fail said
 * in one line with what to do. One place, so the three flags give the same answers (a shallow
 * clone says so for each of them).
 */
import { UsageError } from '../../util/errors.js';
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

/** The commit `ref` names in the repository at `top`; a UsageError saying what to do otherwise. */
export async function resolveRevision(top: string, ref: string, flag: string): Promise<string> {
  checkRevisionArgument(ref, flag);
  const sha = await resolveCommit(top, ref);
  if (sha !== null) return sha;
  const shallow = await runGit(top, ['rev-parse', '--is-shallow-repository']);
  if (shallow.ok && shallow.stdout.trim() === 'true')
    throw new UsageError(
      `${flag} ${JSON.stringify(ref)} is not in this shallow clone; fetch the history first (actions/checkout with fetch-depth: 0, or git fetch --unshallow)`,
    );
  throw new UsageError(
    `${flag} ${JSON.stringify(ref)} names no commit in this repository; fetch it first (e.g. git fetch origin main) or check the spelling`,
  );
}
