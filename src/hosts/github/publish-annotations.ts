/**
 * The findings as annotations: a check run when the token may write one, else (or for what the
 * check run could not take) workflow commands. Which channel was used, and why, becomes a note
 * of the run; a token that cannot write checks adds the fork setup to the summary's help.
 */
import type { GateRun } from '../../gate/gate-run.js';
import type { AuditReport } from '../../core/report-model.js';
import type { CheckAnnotation } from '../../report/annotations.js';
import { describeApiError, isPermissionError, type GitHubApi, type RepoRef } from './api.js';
import {
  buildCheckRunSummary,
  buildCheckRunTitle,
  conclusionOf,
  publishCheckRun,
} from './check-run.js';
import { CHECK_ANNOTATIONS_MAX, FORK_DOCS_URL, WORKFLOW_COMMANDS_MAX } from './constants.js';
import { headShaOf, type EventTarget } from './event.js';
import type { ActionOptions } from './input-helper.js';
import { writeAnnotationCommands, type CommandSink } from './workflow-commands.js';

/** What {@link publishAnnotations} needs: the run's options, the report and where to send it. */
export interface AnnotationContext {
  options: Pick<ActionOptions, 'annotations' | 'checkName' | 'token'>;
  report: AuditReport;
  annotations: readonly CheckAnnotation[];
  api: GitHubApi | null;
  target: EventTarget;
  stdout: CommandSink;
  /** The run's link to its log (GITHUB_SERVER_URL/…/actions/runs/ID), when the runner names it. */
  detailsUrl: string | undefined;
}

/** Publishes the annotations; returns the check run's id when one was completed. */
export async function publishAnnotations(
  ctx: AnnotationContext,
  run: GateRun,
): Promise<number | null> {
  const { options, report, annotations, api, target, stdout } = ctx;
  const printCommands = (list: readonly CheckAnnotation[], why: string) => {
    const { written, omitted } = writeAnnotationCommands(stdout, list, WORKFLOW_COMMANDS_MAX);
    run.note(
      written === 0
        ? `${why}: no finding to annotate.`
        : `${why}: printed ${written} annotation(s) as workflow commands${omitted > 0 ? `; ${omitted} more in the job summary` : ''}.`,
    );
  };
  if (options.annotations === 'none') {
    run.keep('annotations: none (findings are in this summary and the log).');
    return null;
  }
  if (options.annotations === 'workflow-commands') {
    printCommands(annotations, 'annotations: workflow-commands');
    return null;
  }

  const headSha = headShaOf(target);
  if (!api || !headSha) {
    const why = api
      ? `the ${target.eventName || 'unknown'} event names no commit`
      : options.token
        ? 'GITHUB_REPOSITORY is not set'
        : 'no github-token was given';
    const line = `cannot create a check run: ${why}`;
    if (options.annotations === 'check-run') run.log.warning(line);
    printCommands(annotations, line);
    return null;
  }

  const result = await publishCheckRun({
    api,
    name: options.checkName,
    headSha,
    annotations: [...annotations],
    title: buildCheckRunTitle(report),
    summary: buildCheckRunSummary(report, Math.max(0, annotations.length - CHECK_ANNOTATIONS_MAX)),
    conclusion: conclusionOf(report),
    detailsUrl: ctx.detailsUrl,
    log: (line) => run.log.info(line),
  });
  if (result.checkRunId !== null && result.error === null) {
    run.note(
      `check run ${JSON.stringify(options.checkName)} ${result.reused ? 'reused' : 'created'} on ${headSha} (id ${result.checkRunId}): ${result.sent} annotation(s) sent${result.alreadyPresent > 0 ? `, ${result.alreadyPresent} already there` : ''}${result.overCap > 0 ? `, ${result.overCap} over the cap (in the job summary)` : ''}.`,
    );
    return result.checkRunId;
  }

  const reason = describeApiError(result.error);
  const published = result.sent > 0 ? ` after ${result.sent} annotation(s) were published` : '';
  let line: string;
  if (isPermissionError(result.error)) {
    line = `the token cannot write checks (${reason})${published}, so findings are printed as workflow commands instead. On a pull request from a fork the job token is read-only: to get check runs there, use the two-workflow workflow_run setup (${FORK_DOCS_URL}). Otherwise give the job \`permissions: checks: write\`.`;
    run.addHelp(
      `Check runs on pull requests from forks: see [the two-workflow setup](${FORK_DOCS_URL}).`,
    );
  } else {
    line = `publishing the check run failed (${reason})${published}; the remaining findings are printed as workflow commands instead.`;
  }
  // The verdict does not depend on this: say it plainly, and warn only when check runs were asked for explicitly.
  if (options.annotations === 'check-run') run.warn(line);
  else run.note(line);
  printCommands(result.unsent, 'fallback');
  return result.completed ? result.checkRunId : null;
}

/** The run's page, when the runner names a server and a numeric run id. */
export function detailsUrlOf(repo: RepoRef | null, env: NodeJS.ProcessEnv): string | undefined {
  const server = env.GITHUB_SERVER_URL;
  const runId = env.GITHUB_RUN_ID;
  if (!repo || !server || !runId || !/^\d+$/.test(runId) || !/^https?:\/\//.test(server))
    return undefined;
  return `${server.replace(/\/+$/, '')}/${repo.owner}/${repo.repo}/actions/runs/${runId}`;
}
