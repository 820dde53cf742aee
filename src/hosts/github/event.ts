/**
 * What the triggering event means for the gate: which commit a check run
 * belongs on (a pull request's head, never the merge commit GITHUB_SHA points
 * to) and where the changed files come from. Payload fields are checked
 * before use: commit ids must look like commit ids, numbers like numbers.
 */

/** The pull request an event is about. */
export interface PullRequestTarget {
  number: number;
  headSha: string;
  baseSha: string;
  /** `changed_files` from the payload, when it has one. */
  changedFiles: number | null;
}

/** The triggering event, reduced to what the gate needs. */
export type EventTarget =
  | { kind: 'pull_request'; eventName: string; pullRequest: PullRequestTarget }
  | { kind: 'push'; eventName: 'push'; before: string | null; after: string }
  | {
      kind: 'workflow_run';
      eventName: 'workflow_run';
      headSha: string;
      /** The event that ran the triggering workflow (pull_request, push…). */
      triggeringEvent: string;
      /** `owner:branch` of the head, to find a pull request from a fork (whose payload lists none). */
      headLabel: string | null;
      pullRequest: PullRequestTarget | null;
      /**
       * GITHUB_SHA: the default branch's head, where a workflow_run runs. A pull request cannot
       * change it, so its config stands in when the pull request's base cannot be found.
       */
      runSha: string | null;
    }
  | {
      /** A merge queue's group: its base is the target branch's commit, which the group cannot change. */
      kind: 'merge_group';
      eventName: 'merge_group';
      headSha: string;
      baseSha: string;
    }
  | { kind: 'other'; eventName: string; sha: string | null };

/** The parts of @actions/github's context the gate reads. */
export interface EventContext {
  eventName: string;
  sha: string;
  payload: Record<string, unknown>;
}

/** A full commit id (SHA-1, or SHA-256 for SHA-256 repositories). */
export function isCommitSha(value: unknown): value is string {
  return typeof value === 'string' && /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(value);
}

/** The all-zero id GitHub sends as `before` for a new branch. */
function isNullSha(value: string): boolean {
  return /^0+$/.test(value);
}

const get = (value: unknown, ...keys: string[]): unknown => {
  let v: unknown = value;
  for (const k of keys) {
    if (v === null || typeof v !== 'object' || !Object.hasOwn(v, k)) return undefined;
    v = (v as Record<string, unknown>)[k];
  }
  return v;
};

const positiveInt = (v: unknown): number | null =>
  typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : null;

function pullRequestOf(pr: unknown): PullRequestTarget | null {
  const number = positiveInt(get(pr, 'number'));
  const headSha = get(pr, 'head', 'sha');
  const baseSha = get(pr, 'base', 'sha');
  if (number === null || !isCommitSha(headSha) || !isCommitSha(baseSha)) return null;
  const changed = get(pr, 'changed_files');
  return {
    number,
    headSha,
    baseSha,
    changedFiles: typeof changed === 'number' && changed >= 0 ? changed : null,
  };
}

/** Reduces the event context to an {@link EventTarget}. */
export function resolveEventTarget(context: EventContext): EventTarget {
  const { eventName, payload } = context;
  const sha = isCommitSha(context.sha) ? context.sha : null;
  if (eventName === 'pull_request' || eventName === 'pull_request_target') {
    const pullRequest = pullRequestOf(get(payload, 'pull_request'));
    if (pullRequest) return { kind: 'pull_request', eventName, pullRequest };
    return { kind: 'other', eventName, sha };
  }
  if (eventName === 'push') {
    const after = get(payload, 'after');
    const before = get(payload, 'before');
    if (!isCommitSha(after) || isNullSha(after)) return { kind: 'other', eventName, sha };
    return {
      kind: 'push',
      eventName,
      before: isCommitSha(before) && !isNullSha(before) ? before : null,
      after,
    };
  }
  if (eventName === 'merge_group') {
    const headSha = get(payload, 'merge_group', 'head_sha');
    const baseSha = get(payload, 'merge_group', 'base_sha');
    if (isCommitSha(headSha) && isCommitSha(baseSha))
      return { kind: 'merge_group', eventName, headSha, baseSha };
    return { kind: 'other', eventName, sha };
  }
  if (eventName === 'workflow_run') {
    const run = get(payload, 'workflow_run');
    const headSha = get(run, 'head_sha');
    if (!isCommitSha(headSha)) return { kind: 'other', eventName, sha };
    const event = get(run, 'event');
    const triggeringEvent = typeof event === 'string' ? event : '';
    const owner = get(run, 'head_repository', 'owner', 'login');
    const branch = get(run, 'head_branch');
    const listed = get(run, 'pull_requests');
    const pullRequest =
      (Array.isArray(listed) ? listed : [])
        .map(pullRequestOf)
        .find((p) => p !== null && p.headSha === headSha) ?? null;
    return {
      kind: 'workflow_run',
      eventName,
      headSha,
      triggeringEvent,
      headLabel:
        typeof owner === 'string' && typeof branch === 'string' && owner && branch
          ? `${owner}:${branch}`
          : null,
      pullRequest,
      runSha: sha,
    };
  }
  return { kind: 'other', eventName, sha };
}

/** The commit a check run belongs on: the PR head (not the merge commit), the pushed commit, or GITHUB_SHA. */
export function headShaOf(target: EventTarget): string | null {
  switch (target.kind) {
    case 'pull_request':
      return target.pullRequest.headSha;
    case 'push':
      return target.after;
    case 'workflow_run':
    case 'merge_group':
      return target.headSha;
    case 'other':
      return target.sha;
  }
}
