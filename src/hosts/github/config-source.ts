/**
 * Which `.passport-gate.yml` is in force for a run of the action.
 *
 * A pull request is the adversary, and its own config file is part of it: a
 * pull request could set `artifact-hash-mismatch: off` and pass a tampered
 * artifact. So on `pull_request`, `pull_request_target` and a `workflow_run`
 * of either, the config in force is the **base commit's**:
 *
 * 1. from git, when the checkout has the base commit (`git ls-tree` and
 *    `git cat-file`, fs/git.ts: no shell, a validated commit id);
 * 2. otherwise from the base's whole tree through the GitHub API
 *    (base-tree.ts: the trees API, then one blob per file needed).
 *
 * The base without the file: the defaults. Any other failure to read it fails
 * the run (ConfigurationError, one line; BaseUnreadableError, with a
 * `base-unreadable` finding, when the base itself cannot be read): never the
 * pull request's file and never the defaults in its place. The checkout's file is compared with the
 * base's and a difference is reported as `config-changed` (audit/config-change.ts).
 *
 * A workflow_run whose pull request cannot be found uses the config of the
 * commit the run was started on (GITHUB_SHA: the default branch's head, which
 * a pull request cannot change). `config-source: head` applies the checkout's
 * file instead, with a note saying so; push and other events have no base and
 * use the checkout's file too. A config named outside the repository is read
 * where it is named: the pull request does not control it.
 */
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { applyTrustedConfig } from '../../config/config-change.js';
import {
  ALTERNATE_CONFIG_FILE,
  DEFAULT_CONFIG_FILE,
  findDefaultConfigFile,
  loadConfig,
  MAX_CONFIG_BYTES,
  type ConfigFileRead,
} from '../../config/config.js';
import { trustedFilesAt } from '../../config/trusted-files.js';
import type { TrustedBase } from '../../gate/ci-host.js';
import { BaseUnreadableError, ConfigurationError } from '../../util/errors.js';
import type { BaseFiles } from '../../core/base-files.js';
import { createGitBaseFiles } from '../../vcs/base-files.js';
import { hasCommit, readGitOutput, type GitRunner } from '../../vcs/git.js';
import { gitCommitObjects, type CommitObjects } from '../../diff/git-tree.js';
import { isInside, toPosixRelative } from '../../fs/paths.js';
import type { GitHubApi } from './api.js';
import { readApiBase } from './base-tree.js';
import type { ResolvedPullRequest } from './changed-files.js';
import { BASE_FIX, Inputs, type ConfigSource } from './constants.js';
import { isCommitSha, type EventTarget } from './event.js';

/** What {@link resolveConfigInForce} needs. */
export interface ConfigSourceInput {
  source: ConfigSource;
  target: EventTarget;
  pullRequest: ResolvedPullRequest;
  /** The audited root and the config file (absolute), and whether the file was named explicitly. */
  root: string;
  configFile: string;
  configRequired: boolean;
  /** Top level of the checkout (or the workspace outside git). */
  repoRoot: string;
  api: GitHubApi | null;
  git?: GitRunner;
}

/**
 * What the config source decided: the config part of the run's {@link TrustedBase} (the one
 * type for what was read at the trusted commit, gate/ci-host.ts), with the lines to tell the
 * user and, when the run has a trusted commit, that commit opened for the rest of the base
 * (host.ts reads git's policy files and the passports there).
 */
export type ConfigInForce = Pick<TrustedBase, 'config' | 'runFindings' | 'trustedFiles'> & {
  notes: string[];
  /**
   * The trusted commit's files, when the run has one (a pull request's or merge group's base,
   * unless config-source is head): the other policy files are read there (vcs/base-policy.ts).
   */
  base?: BaseFiles;
  /** The same commit's tree and blobs: its passports are read there (diff/read-revision.ts). */
  objects?: CommitObjects;
};

const short = (sha: string) => sha.slice(0, 12);

/** The commit whose config a pull-request run must apply, or null for an event without one. */
function trustedCommitOf(
  input: ConfigSourceInput,
): { sha: string; label: string; note?: string } | null {
  const { target, pullRequest } = input;
  // A merge queue's group is the change under review too: its base is in the payload.
  if (target.kind === 'merge_group')
    return { sha: target.baseSha, label: `the merge group's base commit ${short(target.baseSha)}` };
  if (!pullRequest.isPullRequestEvent) return null;
  const pr = pullRequest.pullRequest;
  if (pr) return { sha: pr.baseSha, label: `the base commit ${short(pr.baseSha)}` };
  if (target.kind === 'workflow_run' && target.runSha !== null)
    return {
      sha: target.runSha,
      label: `the default branch's commit ${short(target.runSha)}`,
      note: `config: the pull request of this workflow_run was not found, so the config of the commit the run started on (${short(target.runSha)}, the default branch) is in force.`,
    };
  throw new ConfigurationError(
    `cannot tell the base commit of this ${target.eventName} event, so the base branch's config cannot be read; set ${Inputs.ConfigSource}: head to use the checked-out config (see SECURITY.md)`,
  );
}

/** Reads the config file at the trusted commit, through its files (git, or the API's whole tree). */
async function readAtBase(
  base: TrustedCommit,
  rel: string,
): Promise<{ read: ConfigFileRead; via: string }> {
  const blob = await base.files.read(rel, MAX_CONFIG_BYTES);
  if (blob.kind === 'refused')
    throw new ConfigurationError(
      `config ${rel} of ${base.files.label} ${blob.detail}; it is not read`,
    );
  return {
    read: blob.kind === 'file' ? { kind: 'file', bytes: Buffer.from(blob.bytes) } : blob,
    via: base.via,
  };
}

/** Decides and loads the config in force for this run. */
export async function resolveConfigInForce(input: ConfigSourceInput): Promise<ConfigInForce> {
  const { root, configRequired } = input;
  // The default file may also be spelt .passport-gate.yaml, as the CLI reads it
  // (findDefaultConfigFile): the action reads the same file, never a second one.
  const isDefaultName = !configRequired && path.basename(input.configFile) === DEFAULT_CONFIG_FILE;
  const fromCheckout = async (note: string): Promise<ConfigInForce> => ({
    config: await loadConfig(
      root,
      isDefaultName
        ? path.join(
            path.dirname(input.configFile),
            await findDefaultConfigFile(path.dirname(input.configFile)),
          )
        : input.configFile,
      configRequired,
    ),
    notes: [note],
    runFindings: [],
  });
  let configFile = input.configFile;

  const trusted = trustedCommitOf(input);
  const event = input.target.eventName || 'unknown';
  if (trusted === null)
    return fromCheckout(
      `config: the ${event} event has no base commit, so the checked-out config is in force.`,
    );
  if (input.source === 'head')
    return fromCheckout(
      `config: ${Inputs.ConfigSource} is head, so the pull request's own config is in force: it can turn rules off or ignore files (SECURITY.md).`,
    );
  if (!isCommitSha(trusted.sha))
    throw new ConfigurationError(
      `the base commit ${JSON.stringify(trusted.sha)} is not a commit id`,
    );
  const base = await openTrustedCommit(input, trusted.sha, trusted.label);

  // git names the top level by its real path: the root is made real the same way, and the config
  // path is kept as written below it (a symlink in it is the pull request's, not followed here).
  const realOf = (p: string) => realpath(p).catch(() => path.resolve(p));
  const repoRoot = await realOf(input.repoRoot);
  const configInRepo = path.join(await realOf(root), path.relative(path.resolve(root), configFile));
  if (!isInside(repoRoot, configInRepo))
    return {
      ...(await fromCheckout(
        `config: ${configFile} lies outside the repository, so it is read where it is named; the pull request does not control it.`,
      )),
      base: base.files,
      objects: base.objects,
    };
  const rel = toPosixRelative(repoRoot, configInRepo);
  if (rel === '')
    throw new ConfigurationError(`config ${configFile} is the repository's top level`);
  let configRel = rel;
  let { read, via } = await readAtBase(base, rel);
  if (isDefaultName) {
    const altRel = path.posix.join(path.posix.dirname(rel), ALTERNATE_CONFIG_FILE);
    const alt = await readAtBase(base, altRel);
    if (alt.read.kind === 'file') {
      if (read.kind === 'file')
        throw new ConfigurationError(
          `both ${rel} and ${altRel} exist at ${trusted.label}; keep one (passport-gate reads either spelling, not both)`,
        );
      ({ read, via } = alt);
      configRel = altRel;
      configFile = path.join(path.dirname(configFile), ALTERNATE_CONFIG_FILE);
    }
  }
  const applied = await applyTrustedConfig({
    trusted: read,
    trustedLabel: trusted.label,
    root,
    configFile,
    configLabel: configRel,
    subject: 'the pull request',
  });
  const notes = [
    ...(trusted.note ? [trusted.note] : []),
    `${applied.note.replace(/\.$/, '')} (read from ${via}).`,
  ];
  const rootRel = toPosixRelative(repoRoot, await realOf(root));
  return {
    config: applied.config,
    notes,
    runFindings: applied.change ? [applied.change] : [],
    base: base.files,
    objects: base.objects,
    trustedFiles: trustedFilesAt(base.files, rootRel),
  };
}

/** The trusted commit, read one way: its files and objects, and how ("git", "the GitHub API"). */
export interface TrustedCommit {
  files: BaseFiles;
  objects: CommitObjects;
  via: string;
}

/**
 * The trusted commit: from git when the checkout has it, else its whole tree through the
 * GitHub API (github/base-tree.ts). Neither: BaseUnreadableError, the run fails.
 */
export async function openTrustedCommit(
  input: Pick<ConfigSourceInput, 'repoRoot' | 'api' | 'git'>,
  sha: string,
  label: string,
): Promise<TrustedCommit> {
  const git = input.git ?? readGitOutput;
  if (await hasCommit(input.repoRoot, sha, git))
    return {
      files: await createGitBaseFiles({ repoRoot: input.repoRoot, sha, label }),
      objects: gitCommitObjects(input.repoRoot, sha, git),
      via: 'git',
    };
  if (!input.api)
    throw new BaseUnreadableError(
      `the trusted base could not be read: the checkout does not have ${label} and no github-token was given; ${BASE_FIX}`,
    );
  const read = await readApiBase({ api: input.api, repoRoot: input.repoRoot, sha, label });
  return { ...read, via: 'the GitHub API' };
}
