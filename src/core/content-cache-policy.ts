/**
 * Which runs may read and write the content cache (SECURITY.md, "The content cache"). The cache
 * lets a digest stand in for a file's bytes, so whoever writes it could make the gate accept
 * bytes it never read. Only runs of code already on the default branch may write it, and the
 * runs a pull request controls neither write nor read it:
 *
 *  - GitHub: `push` to the default branch and `schedule` / `workflow_dispatch` on it read and
 *    write; a `release` and a pushed tag only read (GitHub scopes a cache saved there to the tag,
 *    where no later run looks). Every other event — `pull_request`, `pull_request_target`,
 *    `merge_group`, `workflow_run`, pushes to other branches — neither: a pull request's
 *    workflow can save caches in its own scope, which its later runs restore first, and a file
 *    it names may be one it wrote.
 *  - GitLab: a pipeline on the default branch (CI_COMMIT_BRANCH = CI_DEFAULT_BRANCH) or a tag
 *    reads and writes; a merge request pipeline neither.
 *  - Elsewhere the caller's flags decide (the CLI's documentation says: never on a pull request).
 *
 * Serving a directory from the warm facts cache (core/served-directories.ts) is narrower than
 * reading digests: a served directory's files are not read, so the run judges the commit's trees,
 * not the work tree. Only a run whose checkout is the commit it was started for serves: the runs
 * above that read the cache on GitHub and GitLab. A run on no known host is a local audit (or a
 * host whose events the policy cannot read): it judges the work tree as it is, edits and
 * untracked files included, and never serves.
 */

/** The decision, with the reason given to the user when a side is refused. */
export interface ContentCacheUse {
  readonly read: boolean;
  readonly save: boolean;
  /**
   * May serve output directories from the warm facts cache (their files not read: the commit's
   * trees vouch for them). Never without `read`, never on a pull request or a local audit.
   */
  readonly serve: boolean;
  /** Why the cache is refused here (set when `read` or `save` is false). */
  readonly why?: string;
}

/**
 * What the CI host running the audit says about the run. The host's variables are read by the
 * content-cache operation (operations/content-cache.ts, from the environment the command passes
 * it) and passed down as these facts: nothing in core/ reads a CI host's environment, so a new
 * host adds its reading there, not here.
 */
export type CacheRunFacts =
  | {
      readonly host: 'github';
      /** GITHUB_EVENT_NAME. */
      readonly event: string;
      /** GITHUB_REF. */
      readonly ref: string;
      /** `repository.default_branch` of the event payload, when there is one. */
      readonly defaultBranch?: string | undefined;
    }
  | {
      readonly host: 'gitlab';
      /** A merge request pipeline (CI_MERGE_REQUEST_IID, or CI_PIPELINE_SOURCE merge_request_event). */
      readonly mergeRequest: boolean;
      /** CI_COMMIT_BRANCH is CI_DEFAULT_BRANCH (both set). */
      readonly onDefaultBranch: boolean;
      /** CI_COMMIT_TAG is set. */
      readonly tag: boolean;
    }
  /** No CI host known to the policy: the caller's flags decide. */
  | { readonly host: 'none' };

/** Events of GitHub on which the cache may be read and written (on the default branch). */
const GITHUB_TRUSTED_EVENTS = new Set(['push', 'schedule', 'workflow_dispatch', 'release']);

/** Decides whether this run may read and write the content cache (see the file comment). */
export function decideContentCacheUse(run: CacheRunFacts): ContentCacheUse {
  if (run.host === 'github') return decideOnGitHub(run);
  if (run.host === 'gitlab') {
    if (run.mergeRequest)
      return refused('a merge request pipeline neither reads nor writes the content cache');
    return run.onDefaultBranch || run.tag
      ? { read: true, save: true, serve: true }
      : refused('only pipelines on the default branch or a tag use the content cache');
  }
  // No host whose events say the checkout is the commit: the work tree is judged as it is.
  return { read: true, save: true, serve: false };
}

function decideOnGitHub({
  event,
  ref,
  defaultBranch,
}: Extract<CacheRunFacts, { host: 'github' }>): ContentCacheUse {
  if (!GITHUB_TRUSTED_EVENTS.has(event))
    return refused(
      `the ${JSON.stringify(event)} event neither reads nor writes the content cache (default-branch pushes, schedules and manual runs do; releases and tags read it)`,
    );
  const tagRun = event === 'release' || (event === 'push' && ref.startsWith('refs/tags/'));
  if (tagRun)
    return {
      read: true,
      save: false,
      serve: true,
      why: 'a release or tag run reads the content cache, only default-branch runs save it',
    };
  if (!defaultBranch || ref !== `refs/heads/${defaultBranch}`)
    return refused(
      `the content cache is used only on the default branch${defaultBranch ? ` (${defaultBranch})` : ''}, not on ${JSON.stringify(ref)}`,
    );
  return { read: true, save: true, serve: true };
}

function refused(why: string): ContentCacheUse {
  return { read: false, save: false, serve: false, why };
}
