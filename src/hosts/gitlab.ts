/**
 * GitLab CI merge requests behind the {@link CiHost} port. GitLab runs the command line, so
 * `passport-gate audit` detects it (GITLAB_CI, and CI_MERGE_REQUEST_IID in a merge request
 * pipeline, https://docs.gitlab.com/ci/variables/predefined_variables/): the target branch's
 * head (CI_MERGE_REQUEST_TARGET_BRANCH_SHA, else origin/CI_MERGE_REQUEST_TARGET_BRANCH_NAME)
 * is the trusted base, read whole from git: it decides the config in force (the merge request
 * is the adversary: its own config is only compared with it), the changed files (`git diff`
 * from that commit) and the provenance diff (its passports against the checkout's); a clone
 * without it fails the run (base-unreadable), and publishing writes GitLab's Code Quality
 * and JUnit reports beside the usual output, with the diff as Markdown. A pipeline that is not for a
 * merge request has no base: every output directory is audited with the checkout's config.
 */
import path from 'node:path';
import type { CiHost } from '../gate/ci-host.js';
import type { GateRun } from '../gate/gate-run.js';
import { BaseUnreadableError, ConfigurationError, describeError } from '../util/errors.js';
import type { AuditReport } from '../core/report-model.js';
import { mkdir } from 'node:fs/promises';
import { DIFF_RENDERERS, REPORT_RENDERERS, type ReportFormat } from '../report/renderers.js';
import { listUntouchedMismatches } from '../report/diff.js';
import type { RevisionSnapshot } from '../diff/diff.js';
import { resolveCommit, runGit } from '../vcs/git.js';
import { listChangedSince } from './at-revision/changed-files.js';
import type { HostIo } from '../gate/host-io.js';
import { writeOutputFile } from '../fs/output-file.js';
import { createLocalHost, noteTo, type LocalAudit } from './local.js';

/**
 * The variable that names the target branch's head commit (set in merged results pipelines).
 * The merge request is judged against it, as GitHub judges a pull request against its base
 * branch's tip: never against CI_MERGE_REQUEST_DIFF_BASE_SHA, the merge base, which the author
 * chooses by branching from an old commit (one from before a stricter policy was merged).
 */
export const GITLAB_TARGET_SHA_VARIABLE = 'CI_MERGE_REQUEST_TARGET_BRANCH_SHA';
/** The variable that names the target branch, read at `origin/<name>` when no head commit is given. */
export const GITLAB_TARGET_BRANCH_VARIABLE = 'CI_MERGE_REQUEST_TARGET_BRANCH_NAME';

/** The reports a GitLab job writes, by format, relative to the working directory (CI_PROJECT_DIR). */
export const GITLAB_REPORT_FILES: Readonly<Partial<Record<ReportFormat, string>>> = {
  codequality: 'gl-code-quality-report.json',
  junit: 'gl-junit-report.xml',
};

/**
 * The merge request's provenance diff as Markdown (what the GitHub host puts in the job
 * summary), relative to the working directory: a `.gitlab-ci.yml` exposes it in the merge
 * request with `artifacts: expose_as:` (README, "GitLab CI"). Written only in a merge request
 * pipeline, where there is a base to compare with.
 */
export const GITLAB_DIFF_FILE = 'gl-provenance-diff.md';

/** The merge request's target: its head commit, or the branch whose fetched head is it. */
export type GitLabTarget = { sha: string } | { branch: string };

/** A GitLab CI job, as its predefined variables describe it. */
export interface GitLabJob {
  /** The merge request's internal id and target; null outside a merge request pipeline. */
  mergeRequest: { iid: string; target: GitLabTarget } | null;
}

const COMMIT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/**
 * A branch name git could take as a ref below refs/remotes/origin/: printable, no option, none of
 * git's ref syntax (check-ref-format's rules that matter for a name from the environment).
 */
const isBranchName = (name: string) =>
  name !== '' &&
  !name.startsWith('-') &&
  ![...name].some((c) => c <= ' ' || c === '\x7f') &&
  !/[~^:?*[\\]|\.\.|@\{|\/\/|\.lock$|\/$|\.$|^\//.test(name);

/**
 * The GitLab job the environment describes, or null outside GitLab CI. A merge request pipeline
 * that names no target (neither its head commit nor its branch) is a ConfigurationError:
 * without the target the gate cannot know which config is in force, and it does not guess.
 */
export function detectGitLabJob(env: NodeJS.ProcessEnv): GitLabJob | null {
  if (env.GITLAB_CI !== 'true') return null;
  const iid = env.CI_MERGE_REQUEST_IID ?? '';
  if (iid === '') return { mergeRequest: null };
  const sha = env[GITLAB_TARGET_SHA_VARIABLE] ?? '';
  const branch = env[GITLAB_TARGET_BRANCH_VARIABLE] ?? '';
  if (/^\d{1,12}$/.test(iid) && COMMIT_ID.test(sha))
    return { mergeRequest: { iid, target: { sha } } };
  if (/^\d{1,12}$/.test(iid) && sha === '' && isBranchName(branch))
    return { mergeRequest: { iid, target: { branch } } };
  const why =
    sha !== ''
      ? `${GITLAB_TARGET_SHA_VARIABLE} is not a commit id (${JSON.stringify(sha.slice(0, 80))})`
      : branch === ''
        ? `neither ${GITLAB_TARGET_SHA_VARIABLE} nor ${GITLAB_TARGET_BRANCH_VARIABLE} is set`
        : `${GITLAB_TARGET_BRANCH_VARIABLE} is not a branch name (${JSON.stringify(branch.slice(0, 80))})`;
  throw new ConfigurationError(
    `GitLab CI names merge request ${JSON.stringify(iid.slice(0, 80))} but ${why}; run the audit in a merge request pipeline (rules: - if: $CI_PIPELINE_SOURCE == "merge_request_event")`,
  );
}

/** How the target is named in messages and where its commit comes from. */
function describeTarget(target: GitLabTarget): string {
  return 'sha' in target
    ? `the target branch head ${target.sha.slice(0, 12)} (${GITLAB_TARGET_SHA_VARIABLE})`
    : `the target branch head origin/${target.branch} (${GITLAB_TARGET_BRANCH_VARIABLE})`;
}

/**
 * The target branch's head commit in this clone, or a BaseUnreadableError with GitLab's fix:
 * its clones are shallow by default (GIT_DEPTH) and fetch the merge request's ref, not
 * necessarily the target branch.
 */
export async function resolveTargetHead(root: string, target: GitLabTarget): Promise<string> {
  const ref = 'sha' in target ? target.sha : `refs/remotes/origin/${target.branch}`;
  const sha = await resolveCommit(root, ref);
  if (sha !== null) return sha;
  const shallow = await runGit(root, ['rev-parse', '--is-shallow-repository']);
  const where =
    shallow.ok && shallow.stdout.trim() === 'true' ? 'this shallow clone' : 'this clone';
  const branch = 'branch' in target ? target.branch : '"$CI_MERGE_REQUEST_TARGET_BRANCH_NAME"';
  throw new BaseUnreadableError(
    `the trusted base could not be read: ${describeTarget(target)} is not in ${where}; fetch it before the audit: git fetch origin ${branch} (and give the job the history: variables: GIT_DEPTH: "0")`,
  );
}

/** The GitLab CI host: the command line's, with the merge request's target and GitLab's reports. */
export function createGitLabHost(io: HostIo, audit: LocalAudit, job: GitLabJob): CiHost {
  const local = createLocalHost(io, audit);
  const mr = job.mergeRequest;
  const explicitScope = audit.changedFilesArg !== undefined || audit.base !== undefined;
  // The target branch head, and its passports read from git once: for the audit and the diff.
  let head: Promise<string> | undefined;
  const targetHead = () =>
    (head ??= resolveTargetHead(audit.root, (mr as { target: GitLabTarget }).target));
  let base: RevisionSnapshot | undefined;
  return {
    ...local,
    name: 'GitLab CI',
    event: async () =>
      mr
        ? {
            label: `merge request !${mr.iid}, base ${describeTarget(mr.target)}`,
            base: 'sha' in mr.target ? mr.target.sha : null,
          }
        : { label: 'a pipeline without a merge request: every output directory', base: null },
    configInForce: async (run) => {
      // --config-from and --base name the trusted commit themselves, as on the command line.
      if (!mr || audit.configFromArg !== undefined || audit.base !== undefined)
        return local.configInForce(run);
      const sha = await targetHead();
      // The target branch head's config and policy files are in force: the merge request's own
      // are only compared with them.
      const { readTrustedBaseAt } = await import('./at-revision/config-from.js');
      const trusted = await readTrustedBaseAt(
        io.cwd,
        { root: audit.root, config: audit.config, ref: sha, flag: describeTarget(mr.target) },
        noteTo(io),
      );
      const { readBaseRevision } = await import('./at-revision/base-passports.js');
      try {
        base = await readBaseRevision(audit.root, sha, trusted.config);
      } catch (error) {
        throw new BaseUnreadableError(
          `the trusted base could not be read: the passports of ${describeTarget(mr.target)} (${describeError(error)}); give the job the history: variables: GIT_DEPTH: "0"`,
        );
      }
      return { ...trusted, passports: base.passports };
    },
    changedFiles: async (run) => {
      if (explicitScope || !mr) return local.changedFiles(run);
      const sha = await targetHead();
      const files = await listChangedSince(audit.root, sha, describeTarget(mr.target));
      run.note(`changed files: git diff from ${describeTarget(mr.target)}, ${sha}.`);
      return files;
    },
    // The merge request's provenance diff, as the GitHub host gives a pull request's: the
    // target branch head's passports against the checkout's.
    baseDiff: async (config, run) => {
      if (explicitScope || !mr || !base) return local.baseDiff(config, run);
      const { diffWorkingTree } = await import('./at-revision/base-passports.js');
      return diffWorkingTree(audit.root, base, config, io.signal);
    },
    publish: async (report, run) => {
      await local.publish(report, run);
      await writeGitLabReports(io, audit, report, run);
    },
  };
}

/** Writes the Code Quality and JUnit reports; a failure is a warning, never the verdict. */
async function writeGitLabReports(
  io: HostIo,
  audit: LocalAudit,
  report: AuditReport,
  run: GateRun,
): Promise<void> {
  const context = {
    color: false,
    pathPrefix: audit.pathPrefix,
    quiet: true,
    note: (line: string) => run.note(line),
  };
  for (const [format, file] of Object.entries(GITLAB_REPORT_FILES) as [ReportFormat, string][]) {
    const { label } = REPORT_RENDERERS.renderers[format];
    await writeGitLabFile(
      io,
      run,
      label,
      file,
      REPORT_RENDERERS.renderChunks(format, report, context),
    );
  }
  if (report.diff) {
    const { label } = DIFF_RENDERERS.renderers.markdown;
    await writeGitLabFile(io, run, label, GITLAB_DIFF_FILE, [
      // A hand edit under an untouched passport is listed as GitHub's job summary lists it.
      DIFF_RENDERERS.render('markdown', report.diff, {
        ...context,
        mismatched: listUntouchedMismatches(report.findings, report.diff),
      }),
    ]);
  }
}

/** Writes one file of the job (relative to the working directory); a failure is a warning. */
async function writeGitLabFile(
  io: HostIo,
  run: GateRun,
  label: string,
  file: string,
  text: Iterable<string>,
): Promise<void> {
  try {
    await mkdir(path.dirname(path.resolve(io.cwd, file)), { recursive: true });
    const written = await writeOutputFile(io, label, file, text);
    run.note(`wrote the ${label} to ${written}`);
  } catch (error) {
    run.warn(`could not write the ${label} to ${file}: ${describeError(error)}`);
  }
}
