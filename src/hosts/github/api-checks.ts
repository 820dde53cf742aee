/**
 * The Checks side of the GitHub API port: find, create and update the gate's
 * check run, and read back the annotations it already carries.
 */
import type { CheckAnnotation } from '../../report/annotations.js';
import { API_PER_PAGE } from './constants.js';
import { isCount, isObject, isPositiveInt, malformed, type RequestCore } from './api-core.js';
import type { GitHubApi } from './api-types.js';

/** The calls of this group. */
export type ChecksApi = Pick<
  GitHubApi,
  'findCheckRun' | 'listCheckRunAnnotations' | 'createCheckRun' | 'updateCheckRun'
>;

interface AnnotationRecord {
  path: string;
  start_line: number;
  end_line: number;
  start_column?: number | null;
  end_column?: number | null;
  annotation_level: string | null;
  message: string | null;
  title?: string | null;
  raw_details?: string | null;
}

/** One annotation of a check run as the action re-posts it; throws on an entry without the fields read. */
function readAnnotation(item: unknown, what: string): CheckAnnotation {
  const a = item as AnnotationRecord;
  if (
    !isObject(item) ||
    typeof a.path !== 'string' ||
    !isPositiveInt(a.start_line) ||
    !isPositiveInt(a.end_line) ||
    (a.message !== null && typeof a.message !== 'string') ||
    (a.annotation_level !== null && typeof a.annotation_level !== 'string')
  )
    malformed(what, 'an annotation without path, lines, level and message');
  return {
    path: a.path,
    start_line: a.start_line,
    end_line: a.end_line,
    annotation_level: (a.annotation_level ?? 'notice') as CheckAnnotation['annotation_level'],
    message: a.message ?? '',
    ...(typeof a.title === 'string' && a.title ? { title: a.title } : {}),
  };
}

/** The check-run calls over one request core. */
export function createChecksApi(core: RequestCore): ChecksApi {
  const { octokit, owner, name, route, call } = core;
  return {
    async findCheckRun(headSha, checkName) {
      const what = `GET ${route(`/commits/${headSha}/check-runs`)}`;
      const { data } = (await octokit.rest.checks.listForRef({
        owner,
        repo: name,
        ref: headSha,
        check_name: checkName,
        filter: 'latest',
        per_page: API_PER_PAGE,
        ...call(),
      })) as { data: unknown };
      if (!isObject(data) || !Array.isArray(data.check_runs))
        malformed(what, 'no list of check runs');
      const runs = (data.check_runs as unknown[]).map((r) => {
        if (!isObject(r) || !isPositiveInt(r.id) || typeof r.name !== 'string')
          malformed(what, 'a check run without id and name');
        const count = isObject(r.output) ? r.output.annotations_count : undefined;
        if (count !== undefined && count !== null && !isCount(count))
          malformed(what, 'an annotations_count that is not a count');
        return { id: r.id, name: r.name, annotationsCount: isCount(count) ? count : 0 };
      });
      const newest = runs.filter((r) => r.name === checkName).sort((a, b) => b.id - a.id)[0];
      return newest ? { id: newest.id, annotationsCount: newest.annotationsCount } : null;
    },

    async listCheckRunAnnotations(checkRunId, max) {
      const what = `GET ${route(`/check-runs/${checkRunId}/annotations`)}`;
      const items = await core.readPages(
        what,
        (page) =>
          octokit.rest.checks.listAnnotations({
            owner,
            repo: name,
            check_run_id: checkRunId,
            per_page: API_PER_PAGE,
            page,
            ...call(),
          }),
        max,
      );
      return items.map((item) => readAnnotation(item, what));
    },

    async createCheckRun(params) {
      const { data } = (await octokit.rest.checks.create({
        owner,
        repo: name,
        ...params,
        ...call(),
      })) as { data: unknown };
      // Never a check-run-id of `undefined`: an answer without an id is a failed request.
      if (!isObject(data) || !isPositiveInt(data.id))
        malformed(`POST ${route('/check-runs')}`, 'no check run id');
      return data.id;
    },

    async updateCheckRun(checkRunId, params) {
      const { data } = (await octokit.rest.checks.update({
        owner,
        repo: name,
        check_run_id: checkRunId,
        ...params,
        ...call(),
      })) as { data: unknown };
      if (!isObject(data) || data.id !== checkRunId)
        malformed(`PATCH ${route(`/check-runs/${checkRunId}`)}`, 'not the check run updated');
    },
  };
}
