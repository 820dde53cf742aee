/**
 * The contents side of the GitHub API port: one file as it is at a commit
 * (the base's config and passports when the checkout has no history).
 */
import { describeApiError, getErrorStatus } from './api-errors.js';
import { isCount, isObject, malformed, type RequestCore } from './api-core.js';
import type { GitHubApi, RepositoryContent } from './api-types.js';

/** The calls of this group. */
export type ContentsApi = Pick<GitHubApi, 'getFileAtCommit'>;

/** What a contents answer (the JSON object form) holds, as a {@link RepositoryContent}; throws when malformed. */
function readContent(data: unknown, maxBytes: number, what: string): RepositoryContent {
  if (Array.isArray(data)) return { kind: 'refused', detail: 'is a directory' };
  if (!isObject(data) || typeof data.type !== 'string') malformed(what, 'no content type');
  if (data.type === 'symlink')
    return { kind: 'refused', detail: 'is a symbolic link out of the repository' };
  if (data.type === 'submodule') return { kind: 'refused', detail: 'is a submodule' };
  if (data.type === 'dir') return { kind: 'refused', detail: 'is a directory' };
  if (data.type !== 'file' || !isCount(data.size)) malformed(what, 'not a file with a size');
  if (data.size > maxBytes)
    return {
      kind: 'refused',
      detail: `is ${data.size} bytes, over the ${maxBytes}-byte cap`,
    };
  if (
    data.encoding !== 'base64' ||
    typeof data.content !== 'string' ||
    !/^[A-Za-z0-9+/=\s]*$/.test(data.content)
  )
    malformed(what, 'no base64 content');
  const bytes = Buffer.from(data.content, 'base64');
  if (bytes.length !== data.size)
    malformed(what, `the content has ${bytes.length} bytes, the answer says ${data.size}`);
  return { kind: 'file', bytes };
}

/** The contents call over one request core. */
export function createContentsApi(core: RequestCore): ContentsApi {
  const { octokit, owner, name, route } = core;
  return {
    async getFileAtCommit(filePath, ref, maxBytes) {
      const what = `GET ${route(`/contents/${filePath}`)}?ref=${ref}`;
      let data: unknown;
      try {
        // The JSON object form (not the raw media type): it says what the path is (file, dir,
        // symlink, submodule) and its size before the content is decoded.
        ({ data } = (await octokit.rest.repos.getContent({
          owner,
          repo: name,
          path: filePath,
          ref,
          request: { fetch: core.contentFetch },
        })) as { data: unknown });
      } catch (error) {
        // A 404 is "no such file at that commit", except when GitHub says it knows no such commit.
        if (getErrorStatus(error) === 404 && !/no commit found/i.test(describeApiError(error)))
          return { kind: 'absent' };
        throw error;
      }
      return readContent(data, maxBytes, what);
    },
  };
}
