/**
 * The pull-request side of the GitHub API port: a pull request's changed
 * files, the files between two commits, and the open pull request of a head.
 */
import { API_PER_PAGE, COMPARE_FILES_MAX, PULL_FILES_MAX } from './constants.js';
import {
  isFileName,
  isObject,
  isPositiveInt,
  isSha,
  malformed,
  type Json,
  type RequestCore,
} from './api-core.js';
import type { GitHubApi } from './api-types.js';

/** The calls of this group. */
export type PullsApi = Pick<
  GitHubApi,
  'listPullRequestFiles' | 'compareCommits' | 'findPullRequestForHead'
>;

/** The names of a page of pull request or compare files, exactly as given (a rename gives both). */
function namesOf(items: unknown[], what: string): string[] {
  return items.flatMap((f) => {
    if (!isObject(f) || !isFileName(f.filename))
      malformed(what, 'a file entry without a file name');
    const previous = f.previous_filename;
    if (previous === undefined || previous === null) return [f.filename];
    if (!isFileName(previous)) malformed(what, 'a previous_filename that is not a file name');
    return [f.filename, previous];
  });
}

/** The pull-request calls over one request core. */
export function createPullsApi(core: RequestCore): PullsApi {
  const { octokit, owner, name, route, call } = core;
  return {
    async listPullRequestFiles(pullNumber) {
      const what = `GET ${route(`/pulls/${pullNumber}/files`)}`;
      const items = await core.readPages(
        what,
        (page) =>
          octokit.rest.pulls.listFiles({
            owner,
            repo: name,
            pull_number: pullNumber,
            per_page: API_PER_PAGE,
            page,
            ...call(),
          }),
        PULL_FILES_MAX,
      );
      return {
        files: namesOf(items, what),
        truncated: items.length >= PULL_FILES_MAX,
        count: items.length,
        // namesOf checked each entry's names; the status is read as given, or null.
        entries: items.map((f) => {
          const e = f as Json;
          return {
            filename: e.filename as string,
            status: typeof e.status === 'string' ? e.status : null,
            previous: typeof e.previous_filename === 'string' ? e.previous_filename : null,
          };
        }),
      };
    },

    async compareCommits(base, head) {
      // per_page=1: the file list is on the first page whatever the page size, and the commits are not needed.
      const what = `GET ${route(`/compare/${base}...${head}`)}`;
      const { data } = (await octokit.rest.repos.compareCommitsWithBasehead({
        owner,
        repo: name,
        basehead: `${base}...${head}`,
        per_page: 1,
        ...call(),
      })) as { data: unknown };
      if (!isObject(data) || !Array.isArray(data.files)) malformed(what, 'no list of files');
      const items = data.files as unknown[];
      return {
        files: namesOf(items, what),
        truncated: items.length >= COMPARE_FILES_MAX,
        count: items.length,
      };
    },

    async findPullRequestForHead(headLabel, headSha) {
      const what = `GET ${route('/pulls')}`;
      const { data } = (await octokit.rest.pulls.list({
        owner,
        repo: name,
        state: 'open',
        head: headLabel,
        per_page: API_PER_PAGE,
        ...call(),
      })) as { data: unknown };
      if (!Array.isArray(data)) malformed(what, 'not a list of pull requests');
      for (const p of data as unknown[]) {
        const head = isObject(p) && isObject(p.head) ? p.head : null;
        const base = isObject(p) && isObject(p.base) ? p.base : null;
        if (
          !isObject(p) ||
          !isPositiveInt(p.number) ||
          !head ||
          !base ||
          !isSha(head.sha) ||
          !isSha(base.sha)
        )
          malformed(what, 'a pull request without number, head.sha and base.sha');
        if (head.sha === headSha)
          return { number: p.number, headSha: head.sha, baseSha: base.sha, changedFiles: null };
      }
      return null;
    },
  };
}
