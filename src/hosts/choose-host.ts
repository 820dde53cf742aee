/**
 * The one place that chooses the CI host of a run from the environment (as dorny/test-reporter's
 * main.ts picks its input provider): the action runs on GitHub Actions alone (action.yml is run
 * by a GitHub runner, and its tests call it without one), and `passport-gate audit` is GitLab
 * CI's host when GitLab's variables say so (GITLAB_CI=true), else the command line's. A new CI
 * host is one file beside these and one case here (docs/architecture.md, "Adding a CI host").
 */
import type { CiHost } from '../gate/ci-host.js';
import type { HostIo } from '../gate/host-io.js';
import { createGitLabHost, detectGitLabJob, type GitLabJob } from './gitlab.js';
import { createLocalHost, type LocalAudit } from './local.js';

/** Which host runs the gate, and what the environment told about it. */
export type HostChoice =
  { kind: 'github' } | { kind: 'gitlab'; job: GitLabJob } | { kind: 'local' };

/**
 * The host the environment describes for `face`: the action is GitHub's; the command line is
 * GitLab's in a GitLab CI job, else its own. Throws ConfigurationError for a GitLab merge request
 * pipeline that names no target (gitlab.ts detectGitLabJob): the gate does not guess its base.
 */
export function chooseHost(face: 'action' | 'command-line', env: NodeJS.ProcessEnv): HostChoice {
  if (face === 'action') return { kind: 'github' };
  const job = detectGitLabJob(env);
  return job ? { kind: 'gitlab', job } : { kind: 'local' };
}

/**
 * The command line's host for `audit`, as {@link chooseHost} chose it: GitLab CI's (its merge
 * request's target is the trusted base) or the command line's own.
 */
export function createCommandLineHost(choice: HostChoice, io: HostIo, audit: LocalAudit): CiHost {
  return choice.kind === 'gitlab'
    ? createGitLabHost(io, audit, choice.job)
    : createLocalHost(io, audit);
}
