/**
 * The check run: created on the head commit with the first batch of (at most
 * 50) annotations, the rest appended by updates, completed with the
 * conclusion by the last request. A rerun on the same commit reuses the check
 * run of the same name and appends only annotations it does not already
 * carry (GitHub appends annotations on every update and cannot delete them).
 *
 * Publishing never throws: a failure is returned with the annotations that
 * were not sent, so the caller can print them as workflow commands instead.
 * https://docs.github.com/en/rest/checks/runs
 */
import type { AuditReport } from '../../core/report-model.js';
import { annotationKey, chunk, type CheckAnnotation } from '../../report/annotations.js';
import { truncateMarkdown } from '../../report/escape.js';
import { renderMarkdownReport } from '../../report/markdown.js';
import type { CheckConclusion, CheckRunOutput, GitHubApi } from './api.js';
import {
  CHECK_ANNOTATIONS_MAX,
  CHECK_ANNOTATIONS_PER_REQUEST,
  CHECK_TEXT_MAX_BYTES,
  CHECK_TITLE_MAX,
} from './constants.js';

/** The conclusion of a report: failure when it fails at fail-on, else success (summary.passed, decided by audit/verdict.ts). */
export function conclusionOf(report: AuditReport): CheckConclusion {
  return report.summary.passed ? 'success' : 'failure';
}

/** The check run title: verdict and counts, at most {@link CHECK_TITLE_MAX} characters. */
export function buildCheckRunTitle(report: AuditReport): string {
  const s = report.summary;
  const title = `${s.passed ? 'Passed' : 'Failed'}: ${s.errors} error(s), ${s.warnings} warning(s), ${s.notices} notice(s) in ${s.passports} passport(s)`;
  return [...title].slice(0, CHECK_TITLE_MAX).join('');
}

/**
 * The check run summary: the Markdown report without the diagram, within
 * {@link CHECK_TEXT_MAX_BYTES}; what does not fit is counted, "N more … in
 * the job summary".
 */
export function buildCheckRunSummary(report: AuditReport, notAnnotated: number): string {
  const lead =
    notAnnotated > 0
      ? `_${notAnnotated} finding(s) are not annotated on the files here (at most ${CHECK_ANNOTATIONS_MAX} annotations per check run); all of them are in the job summary._\n\n`
      : '';
  const body = renderMarkdownReport(report, {
    maxBytes: CHECK_TEXT_MAX_BYTES - Buffer.byteLength(lead),
    overflowHint: 'in the job summary',
    diagram: false,
    omitTitle: true,
  });
  return truncateMarkdown(`${lead}${body}`, CHECK_TEXT_MAX_BYTES);
}

/** What {@link publishCheckRun} needs. */
export interface PublishCheckRunOptions {
  api: GitHubApi;
  name: string;
  headSha: string;
  annotations: readonly CheckAnnotation[];
  title: string;
  summary: string;
  conclusion: CheckConclusion;
  detailsUrl?: string;
  /** Progress lines for the log (no repository content). */
  log: (line: string) => void;
  now?: () => Date;
}

/** What happened. */
export interface PublishResult {
  /** The check run's id, when one was created or found. */
  checkRunId: number | null;
  reused: boolean;
  /** Annotations sent in this run. */
  sent: number;
  /** Annotations already on a reused check run, not sent again. */
  alreadyPresent: number;
  /** Annotations beyond {@link CHECK_ANNOTATIONS_MAX}, never sent. */
  overCap: number;
  /** Annotations that should have been sent but were not because a request failed. */
  unsent: CheckAnnotation[];
  completed: boolean;
  /** The failure, when a request failed. */
  error: unknown;
}

/** Creates or reuses the check run, sends the annotations in batches and completes it. */
export async function publishCheckRun(options: PublishCheckRunOptions): Promise<PublishResult> {
  const { api, name, headSha, title, summary, conclusion, log } = options;
  const now = options.now ?? (() => new Date());
  const capped = options.annotations.slice(0, CHECK_ANNOTATIONS_MAX);
  const result: PublishResult = {
    checkRunId: null,
    reused: false,
    sent: 0,
    alreadyPresent: 0,
    overCap: options.annotations.length - capped.length,
    unsent: [],
    completed: false,
    error: null,
  };

  let toSend = capped;
  try {
    const existing = await api.findCheckRun(headSha, name);
    if (existing) {
      result.checkRunId = existing.id;
      result.reused = true;
      if (existing.annotationsCount > 0) {
        const present = new Set(
          (await api.listCheckRunAnnotations(existing.id, existing.annotationsCount)).map(
            annotationKey,
          ),
        );
        toSend = capped.filter((a) => !present.has(annotationKey(a)));
        result.alreadyPresent = capped.length - toSend.length;
      }
    }
  } catch (error) {
    // Not being able to read check runs does not mean we cannot write one; the create will tell.
    log(
      `could not look for an existing check run (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); creating one.`,
    );
    result.checkRunId = null;
    result.reused = false;
    toSend = capped;
  }

  const batches = chunk(toSend, CHECK_ANNOTATIONS_PER_REQUEST);
  if (batches.length === 0) batches.push([]);
  const output = (batch: CheckAnnotation[]): CheckRunOutput => ({
    title,
    summary,
    ...(batch.length > 0 ? { annotations: batch } : {}),
  });
  const details = options.detailsUrl ? { details_url: options.detailsUrl } : {};

  let index = 0;
  try {
    for (; index < batches.length; index++) {
      const batch = batches[index] as CheckAnnotation[];
      const last = index === batches.length - 1;
      const completion = last
        ? { status: 'completed' as const, conclusion, completed_at: now().toISOString() }
        : {};
      if (result.checkRunId === null) {
        result.checkRunId = await api.createCheckRun({
          name,
          head_sha: headSha,
          status: 'in_progress',
          started_at: now().toISOString(),
          ...details,
          ...completion,
          output: output(batch),
        });
      } else {
        await api.updateCheckRun(result.checkRunId, {
          ...(index === 0 ? details : {}),
          ...completion,
          output: output(batch),
        });
      }
      result.sent += batch.length;
      if (last) result.completed = true;
      if (batches.length > 1)
        log(`check run: sent annotation batch ${index + 1}/${batches.length} (${batch.length}).`);
    }
  } catch (error) {
    result.error = error;
    result.unsent = batches.slice(index).flat();
    if (result.checkRunId !== null && !result.completed) {
      // Best effort: do not leave the check run spinning; say what is missing.
      try {
        const note = `\n\n_${result.unsent.length} annotation(s) could not be published here; they are in the job log and the job summary._`;
        await api.updateCheckRun(result.checkRunId, {
          status: 'completed',
          conclusion,
          completed_at: now().toISOString(),
          output: {
            title,
            summary:
              truncateMarkdown(summary, CHECK_TEXT_MAX_BYTES - Buffer.byteLength(note)) + note,
          },
        });
        result.completed = true;
      } catch {
        // The caller reports the first error; this one adds nothing.
      }
    }
  }
  return result;
}
