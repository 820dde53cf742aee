/**
 * GitHub Actions behind the {@link CiHost} port: the event payload and the pull request it
 * names, the config in force at the base commit (config-source.ts), the changed files from the
 * API or git (changed-files.ts), the provenance diff (pull-request-diff.ts), and publishing as
 * a check run or workflow commands, the job summary, report files and step outputs.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import * as core from '@actions/core';
import type { ChangeEvent, CiHost, TrustedBase } from '../../gate/ci-host.js';
import type { GateRun } from '../../gate/gate-run.js';
import { usesAttestations, type Config } from '../../config/config.js';
import type { ProvenanceDiff } from '../../core/diff-model.js';
import type { RevisionSnapshot } from '../../diff/diff.js';
import { readWorkingTree } from '../../diff/read-revision.js';
import { describeError, UsageError } from '../../util/errors.js';
import type { AuditReport } from '../../core/report-model.js';
import { writeNamedFile } from '../../fs/output-file.js';
import { buildAnnotations } from '../../report/annotations.js';
import { REPORT_RENDERERS } from '../../report/renderers.js';
import { renderTextReport } from '../../report/text.js';
import { createGitHubApi, type GitHubApi, type RepoRef } from './api.js';
import {
  resolveChangedFiles,
  resolvePullRequest,
  toRootRelative,
  type ChangedFiles,
  type ResolvedPullRequest,
} from './changed-files.js';
import { askAtBase } from '../../vcs/base-policy.js';
import { writeRunSummary } from '../../operations/verification-summary.js';
import { openTrustedCommit, resolveConfigInForce } from './config-source.js';
import { Inputs, Outputs } from './constants.js';
import { resolveEventTarget, type EventContext, type EventTarget } from './event.js';
import type { ActionOptions } from './input-helper.js';
import { detailsUrlOf, publishAnnotations } from './publish-annotations.js';
import { diffRevisions, readBaseRevision } from './pull-request-diff.js';
import { renderJobSummary, writeJobSummary } from './summary.js';
import { formatUntrustedBlock, toLogLine, type CommandSink } from './workflow-commands.js';

/** Where the GitHub host runs: the event, the repository, the checkout. */
interface GitHubHostContext {
  options: ActionOptions;
  /** @actions/github's context (eventName, sha, payload). */
  event: EventContext;
  /** GITHUB_REPOSITORY as owner and name, or null outside a runner. */
  repo: RepoRef | null;
  /** The git top level holding the root (or the workspace). */
  repoRoot: string;
  /** The audited root's place below the top level ('' when the same). */
  pathPrefix: string;
  stdout: CommandSink;
  env: NodeJS.ProcessEnv;
  signal?: AbortSignal | undefined;
}

/** Said in the summary when a pull request from a fork meets an attestation policy. */
const FORK_ATTESTATION_NOTE =
  'attestations: this pull request comes from a fork, which gets no OIDC token and cannot attest; a passport the policy requires is attestation-missing until its results are re-produced in this repository (docs/producers.md "Attested passports", the workflow_run recipe).';

/** True when the event is a pull request (or a workflow_run of one) from another repository. */
function isFromFork(payload: EventContext['payload']): boolean {
  const p = payload as {
    pull_request?: { head?: { repo?: { full_name?: unknown; fork?: unknown } } };
    workflow_run?: { head_repository?: { full_name?: unknown } };
    repository?: { full_name?: unknown };
  };
  const base = p.repository?.full_name;
  const head = p.pull_request?.head?.repo;
  if (head) return head.fork === true || (head.full_name !== undefined && head.full_name !== base);
  const runHead = p.workflow_run?.head_repository?.full_name;
  return runHead !== undefined && runHead !== base;
}

/** Creates the GitHub Actions host; the API client exists when a token and the repository do. */
export function createGitHubHost(ctx: GitHubHostContext): CiHost {
  const { options, repo, repoRoot, pathPrefix } = ctx;
  const target: EventTarget = resolveEventTarget(ctx.event);
  const api: GitHubApi | null =
    options.token && repo
      ? createGitHubApi(
          options.token,
          repo,
          { debug: (m) => core.debug(toLogLine(m)), warn: (m) => core.info(toLogLine(m)) },
          options.apiLimits,
        )
      : null;
  // The pull request is looked up once: the config in force, the changed files and the diff need it.
  let pullRequest: ResolvedPullRequest | null = null;
  let changed: ChangedFiles | null = null;
  const lookUp = async (run: GateRun) => {
    if (pullRequest) return pullRequest;
    pullRequest = await resolvePullRequest(target, api);
    for (const note of pullRequest.notes) run.note(note);
    return pullRequest;
  };
  const listChanged = async (run: GateRun) =>
    (changed ??= await resolveChangedFiles(target, { api, repoRoot }, await lookUp(run)));
  // The trusted commit's passports, read whole with the rest of the base (configInForce): the
  // audit judges staleness against the base the diff compares with (chain-stale), so the gate
  // fails what the diff calls stale.
  let trustedBase: RevisionSnapshot | null = null;
  return {
    name: 'GitHub Actions',
    async event(run: GateRun): Promise<ChangeEvent> {
      const pr = (await lookUp(run)).pullRequest;
      return pr
        ? { label: `pull request #${pr.number}, base ${pr.baseSha}`, base: pr.baseSha }
        : { label: `${target.eventName || 'unknown'} event`, base: null };
    },
    async configInForce(run: GateRun): Promise<TrustedBase> {
      const inForce = await resolveConfigInForce({
        source: options.configSource,
        target,
        pullRequest: await lookUp(run),
        root: options.root,
        configFile: options.configFile,
        configRequired: options.configRequired,
        repoRoot,
        api,
      });
      for (const note of inForce.notes) run.note(note);
      if (usesAttestations(inForce.config) && isFromFork(ctx.event.payload))
        run.note(FORK_ATTESTATION_NOTE);
      const { base, objects, notes: _notes, ...rest } = inForce;
      if (!base || !objects) return rest;
      // The policy's files were read at the base only when the config was (not for a config
      // outside the repository, read where it is named).
      const policyCommit = inForce.trustedFiles ? { policyCommit: base.sha } : {};
      // Everything else read at the base is read where the config was, whole: git's policy
      // files, and every passport (the base's output roots, the passports the change deleted).
      trustedBase = await readBaseRevision(objects, base.sha, pathPrefix, inForce.config);
      return {
        ...rest,
        ...policyCommit,
        policy: await askAtBase(options.root, base, (line) => run.note(line)),
        passports: trustedBase.passports,
      };
    },
    async changedFiles(run: GateRun): Promise<string[] | null> {
      const list = await listChanged(run);
      for (const note of list.notes) run.note(note);
      run.log.info(`changed files: ${list.source}`);
      run.keep(`changed files: ${list.source}.`);
      return list.files === null ? null : toRootRelative(list.files, pathPrefix);
    },
    async baseDiff(config: Config, run: GateRun): Promise<ProvenanceDiff | null> {
      const pr = (await lookUp(run)).pullRequest;
      if (!pr) return null;
      // The trusted base when it is the pull request's; otherwise (config-source: head) the
      // base is opened for the diff alone, which is reporting, never the verdict.
      const base =
        trustedBase?.info.sha === pr.baseSha
          ? trustedBase
          : await readBaseRevision(
              (
                await openTrustedCommit(
                  { repoRoot, api },
                  pr.baseSha,
                  `the base commit ${pr.baseSha.slice(0, 12)}`,
                )
              ).objects,
              pr.baseSha,
              pathPrefix,
              config,
            );
      const head = await readWorkingTree(
        options.root,
        config,
        { ref: `pull request #${pr.number}`, sha: pr.headSha, source: 'working-tree' },
        ctx.signal,
      );
      const result = diffRevisions(
        {
          revisions: { base, head },
          notes: [
            `provenance diff: the base's passports were read whole at ${pr.baseSha.slice(0, 12)}.`,
          ],
        },
        config,
      );
      for (const note of result.notes) run.note(note);
      return result.diff;
    },
    publish: (report, run) => publishToGitHub(ctx, { api, target, report }, run),
  };
}

/** Prints, writes and publishes a report; each failure is a note, never the verdict. */
async function publishToGitHub(
  ctx: GitHubHostContext,
  made: { api: GitHubApi | null; target: EventTarget; report: AuditReport },
  run: GateRun,
): Promise<void> {
  const { options, pathPrefix, stdout } = ctx;
  const { report } = made;
  core.startGroup('passport-gate report');
  // The text report quotes the repository: the runner must not read any of it as a command.
  stdout.write(formatUntrustedBlock(renderTextReport(report, { color: false })));
  core.endGroup();

  // Every report file the workflow named, each through the renderer record.
  const written = new Set<string>();
  for (const { input, format, file } of options.reportFiles) {
    const text = REPORT_RENDERERS.renderChunks(format, report, {
      color: false,
      pathPrefix,
      quiet: false,
      note: (line) => run.note(line),
    });
    if (await writeReportFile(file, text, REPORT_RENDERERS.renderers[format].label, run))
      written.add(input);
  }

  let checkRunId: number | null = null;
  try {
    checkRunId = await publishAnnotations(
      {
        options,
        report,
        annotations: buildAnnotations(report.findings, { pathPrefix }),
        api: made.api,
        target: made.target,
        stdout,
        detailsUrl: detailsUrlOf(ctx.repo, ctx.env),
      },
      run,
    );
  } catch (error) {
    // publishCheckRun does not throw; this guards the verdict against a bug in reporting.
    run.warn(`reporting annotations failed: ${describeError(error)}`);
  }

  // Before the job summary, which then says where it is (or why there is none).
  let summaryError: unknown = null;
  try {
    await publishVerificationSummary(ctx, report, run);
  } catch (error) {
    summaryError = error;
    run.warn(`no verification summary: ${describeError(error)}`);
  }

  try {
    await publishOutputs(ctx, report, run, { written, checkRunId });
  } catch (error) {
    // A summary that was asked for and not written fails the step over any later fault.
    if (summaryError === null) throw error;
  }
  // A release asked for the summary: without it the step fails (other reports only note it).
  // Any failure is a UsageError, which GateRun.publish passes on; it would take another for
  // a fault of reporting and pass the step.
  if (summaryError !== null)
    throw summaryError instanceof UsageError
      ? summaryError
      : new UsageError(`no verification summary: ${describeError(summaryError)}`);
}

/**
 * The action's `verification-summary` input: the signed summary of the audited commit
 * (operations/verification-summary.ts, as `audit --vsa` writes it), signed with
 * `verification-summary-key` or, without one, Sigstore keyless with the job's OIDC token
 * (`permissions: id-token: write`); sets the `verification-summary` output. Throws UsageError.
 */
async function publishVerificationSummary(
  ctx: GitHubHostContext,
  report: AuditReport,
  run: GateRun,
): Promise<void> {
  const { options, env } = ctx;
  const request = options.verificationSummary;
  if (request === null) return;
  const written = await writeRunSummary(run, report, {
    file: request.file,
    signing: {
      ...request,
      keyLabel: `input ${Inputs.VerificationSummaryKey} ${request.keyFile ?? ''}`,
    },
    root: options.root,
    configFile: path.relative(options.root, options.configFile).split(path.sep).join('/'),
    env,
    // mode: merge is refused with the input (input-helper.ts); a run that audited nothing here
    // has no reads to vouch for, so nothing is signed.
    unread: `input ${Inputs.VerificationSummary}: this run audited no file in the checkout, so a summary would vouch for bytes nobody read here; sign it in a job with mode: all`,
  });
  run.note(
    `verification summary (SLSA VSA v1, ${report.summary.passed ? 'PASSED' : 'FAILED'}) of ${written.commit} written to ${request.file}, signed by ${written.signer}.`,
  );
  core.setOutput(Outputs.VerificationSummary, request.file);
}

/** The job summary and the step outputs. */
async function publishOutputs(
  ctx: GitHubHostContext,
  report: AuditReport,
  run: GateRun,
  { written, checkRunId }: { written: ReadonlySet<string>; checkRunId: number | null },
): Promise<void> {
  const { options } = ctx;
  const summary = await writeJobSummary(renderJobSummary(report, run.notes, run.help), ctx.env);
  if (!summary.written)
    run.log.info(`no job summary written: ${summary.reason ?? 'unknown reason'}`);

  const s = report.summary;
  core.setOutput(Outputs.Passed, String(s.passed));
  core.setOutput(Outputs.Errors, String(s.errors));
  core.setOutput(Outputs.Warnings, String(s.warnings));
  core.setOutput(Outputs.Notices, String(s.notices));
  core.setOutput(Outputs.Passports, String(s.passports));
  const jsonReport = options.reportFiles.find((r) => r.input === Inputs.ReportFile);
  if (jsonReport && written.has(jsonReport.input))
    core.setOutput(Outputs.ReportFile, jsonReport.file);
  if (checkRunId !== null) core.setOutput(Outputs.CheckRunId, String(checkRunId));
  if (report.diff) core.setOutput(Outputs.Stale, String(report.diff.stale.length));
}

async function writeReportFile(
  file: string,
  content: Iterable<string>,
  what: string,
  run: GateRun,
): Promise<boolean> {
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeNamedFile(file, content);
    run.log.info(`wrote the ${what} to ${file}`);
    return true;
  } catch (error) {
    run.warn(`could not write the ${what} to ${file}: ${describeError(error)}`);
    return false;
  }
}
