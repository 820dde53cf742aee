/**
 * GitLab CI merge requests behind the {@link CiHost} port. GitLab runs the command line, so
 * `passport-gate audit` detects it (GITLAB_CI, and CI_MERGE_REQUEST_IID with
 * CI_MERGE_REQUEST_DIFF_BASE_SHA in a merge request pipeline,
 * https://docs.gitlab.com/ci/variables/predefined_variables/): the merge request's base commit
 * decides the config in force (the merge request is the adversary: its own config is only
 * compared with it), the changed files (`git diff` from that commit) and the provenance diff
 * (the base's passports against the checkout's), and publishing writes GitLab's Code Quality
 * and JUnit reports beside the usual output, with the diff as Markdown. A pipeline that is not for a
 * merge request has no base: every output directory is audited with the checkout's config.
 */
import path from 'node:path';
import type { CiHost } from '../gate/ci-host.js';
import type { GateRun } from '../gate/gate-run.js';
import { ConfigurationError, describeError } from '../util/errors.js';
import type { AuditReport } from '../core/report-model.js';
import { mkdir } from 'node:fs/promises';
import { DIFF_RENDERERS, REPORT_RENDERERS, type ReportFormat } from '../report/renderers.js';
import type { Config } from '../config/config.js';
import type { RevisionSnapshot } from '../diff/diff.js';
import { resolveCommit, runGit } from '../vcs/git.js';
import { listChangedSince } from './changed-files.js';
import type { CliIo } from './io.js';
import { writeOutputFile } from './io.js';
import { createLocalHost, type LocalAudit } from './local-host.js';

/** The variable that names a merge request's base commit (the merge base of source and target). */
export const GITLAB_BASE_VARIABLE = 'CI_MERGE_REQUEST_DIFF_BASE_SHA';

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

/** A GitLab CI job, as its predefined variables describe it. */
export interface GitLabJob {
  /** The merge request's internal id and base commit; null outside a merge request pipeline. */
  mergeRequest: { iid: string; baseSha: string } | null;
}

const COMMIT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/**
 * The GitLab job the environment describes, or null outside GitLab CI. A merge request pipeline
 * whose base commit is missing or malformed is a ConfigurationError: without the base the gate
 * cannot know which config is in force, and it does not guess.
 */
export function detectGitLabJob(env: NodeJS.ProcessEnv): GitLabJob | null {
  if (env.GITLAB_CI !== 'true') return null;
  const iid = env.CI_MERGE_REQUEST_IID ?? '';
  if (iid === '') return { mergeRequest: null };
  const baseSha = env[GITLAB_BASE_VARIABLE] ?? '';
  if (!/^\d{1,12}$/.test(iid) || !COMMIT_ID.test(baseSha))
    throw new ConfigurationError(
      `GitLab CI names merge request ${JSON.stringify(iid)} but ${GITLAB_BASE_VARIABLE} is ${baseSha === '' ? 'not set' : `not a commit id (${JSON.stringify(baseSha.slice(0, 80))})`}; run the audit in a merge request pipeline (rules: - if: $CI_PIPELINE_SOURCE == "merge_request_event") on GitLab 13.9 or later`,
    );
  return { mergeRequest: { iid, baseSha } };
}

/**
 * Refuses a base commit the clone does not hold, with GitLab's fix: its clones are shallow by
 * default (GIT_DEPTH), so the merge base is often missing.
 */
export async function checkBaseCommit(root: string, sha: string): Promise<void> {
  if ((await resolveCommit(root, sha)) !== null) return;
  const shallow = await runGit(root, ['rev-parse', '--is-shallow-repository']);
  const why = shallow.ok && shallow.stdout.trim() === 'true' ? 'this shallow clone' : 'this clone';
  throw new ConfigurationError(
    `the merge request's base commit ${sha} (${GITLAB_BASE_VARIABLE}) is not in ${why}; give the job the history: variables: GIT_DEPTH: "0" (or run git fetch --unshallow before the audit)`,
  );
}

/** The GitLab CI host: the command line's, with the merge request's base and GitLab's reports. */
export function createGitLabHost(io: CliIo, audit: LocalAudit, job: GitLabJob): CiHost {
  const local = createLocalHost(io, audit);
  const mr = job.mergeRequest;
  const explicitScope = audit.changedFilesArg !== undefined || audit.base !== undefined;
  // The merge request's base, read from git once: its passports for the audit, and the diff.
  let base: Promise<RevisionSnapshot> | undefined;
  const readBase = async (config: Config) => {
    const { readBaseRevision } = await import('./base-passports.js');
    return (base ??= readBaseRevision(audit.root, (mr as { baseSha: string }).baseSha, config));
  };
  return {
    ...local,
    name: 'GitLab CI',
    event: async () =>
      mr
        ? { label: `merge request !${mr.iid}, base ${mr.baseSha}`, base: mr.baseSha }
        : { label: 'a pipeline without a merge request: every output directory', base: null },
    changedFiles: async (run) => {
      if (explicitScope || !mr) return local.changedFiles(run);
      const files = await listChangedSince(audit.root, mr.baseSha, GITLAB_BASE_VARIABLE);
      run.note(`changed files: git diff from the merge request's base ${mr.baseSha}.`);
      return files;
    },
    // The merge request's base passports (or --base REF's): chain-stale judges against them.
    basePassports: async (config, run) => {
      if (explicitScope || !mr) return (await local.basePassports?.(config, run)) ?? null;
      return [...(await readBase(config)).passports];
    },
    // The merge request's provenance diff, as the GitHub host gives a pull request's: the
    // base commit's passports against the checkout's.
    baseDiff: async (config, run) => {
      if (explicitScope || !mr) return local.baseDiff(config, run);
      const { diffWorkingTree } = await import('./base-passports.js');
      return diffWorkingTree(audit.root, await readBase(config), config, io.signal);
    },
    publish: async (report, run) => {
      await local.publish(report, run);
      await writeGitLabReports(io, audit, report, run);
    },
  };
}

/** Writes the Code Quality and JUnit reports; a failure is a warning, never the verdict. */
async function writeGitLabReports(
  io: CliIo,
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
      DIFF_RENDERERS.render('markdown', report.diff, context),
    ]);
  }
}

/** Writes one file of the job (relative to the working directory); a failure is a warning. */
async function writeGitLabFile(
  io: CliIo,
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
