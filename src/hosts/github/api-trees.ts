/**
 * The git-database side of the GitHub API port: a commit's whole tree in one call (the trees
 * API with `recursive=1`), and one blob by its id. The trusted base of a pull request is read
 * through them when the checkout has no history (github/base-tree.ts): whole or not at all.
 * A tree GitHub marks `truncated` is an error here, never a partial listing, and a blob whose
 * bytes do not hash to the id asked for is a malformed answer.
 */
import { createHash } from 'node:crypto';
import { isCount, isFileName, isObject, isSha, malformed, type RequestCore } from './api-core.js';
import type { BaseTreeEntry, GitHubApi } from './api-types.js';

/** The calls of this group. */
export type TreesApi = Pick<GitHubApi, 'getTree' | 'getBlob'>;

/** Thrown when GitHub's tree of a commit is truncated: the listing is not whole. */
export class TruncatedTreeError extends Error {
  override readonly name = 'TruncatedTreeError';
}

/** git's object id of a blob's bytes (sha1, or sha256 for a 64-digit id). */
export function gitBlobId(bytes: Uint8Array, like: string): string {
  const hash = createHash(like.length === 64 ? 'sha256' : 'sha1');
  hash.update(`blob ${bytes.length}\0`);
  hash.update(bytes);
  return hash.digest('hex');
}

/** One entry of a trees answer, or a malformed-answer error. */
function readEntry(data: unknown, what: string): BaseTreeEntry {
  if (!isObject(data) || !isFileName(data.path) || typeof data.mode !== 'string')
    malformed(what, 'an entry without a path or mode');
  if (!isSha(data.sha)) malformed(what, 'an entry without an object id');
  const type = data.type;
  if (type !== 'blob' && type !== 'tree' && type !== 'commit')
    malformed(what, `an entry of type ${JSON.stringify(type)}`);
  if (type === 'blob' && !isCount(data.size)) malformed(what, 'a blob without a size');
  return {
    path: data.path,
    mode: data.mode,
    type,
    sha: data.sha,
    size: type === 'blob' ? (data.size as number) : null,
  };
}

/** The trees and blobs calls over one request core. */
export function createTreesApi(core: RequestCore): TreesApi {
  const { octokit, owner, name, route } = core;
  return {
    async getTree(sha) {
      const what = `GET ${route(`/git/trees/${sha}`)}?recursive=1`;
      const { data } = (await octokit.rest.git.getTree({
        owner,
        repo: name,
        tree_sha: sha,
        recursive: '1',
        ...core.call(),
      })) as { data: unknown };
      if (!isObject(data) || !Array.isArray(data.tree) || typeof data.truncated !== 'boolean')
        malformed(what, 'no tree list');
      // GitHub stops listing past its limits (100,000 entries, 7 MB) and says so: a partial
      // listing would hide the base's files, so it is refused whole.
      if (data.truncated)
        throw new TruncatedTreeError(
          `${what} is truncated (GitHub lists at most 100,000 entries of a tree)`,
        );
      return (data.tree as unknown[]).map((e) => readEntry(e, what));
    },
    async getBlob(sha, maxBytes) {
      const what = `GET ${route(`/git/blobs/${sha}`)}`;
      const { data } = (await octokit.rest.git.getBlob({
        owner,
        repo: name,
        file_sha: sha,
        ...core.call(),
      })) as { data: unknown };
      if (!isObject(data) || !isCount(data.size)) malformed(what, 'no blob size');
      if (data.size > maxBytes) malformed(what, `a blob of ${data.size} bytes, over ${maxBytes}`);
      if (
        data.encoding !== 'base64' ||
        typeof data.content !== 'string' ||
        !/^[A-Za-z0-9+/=\s]*$/.test(data.content)
      )
        malformed(what, 'no base64 content');
      const bytes = Buffer.from(data.content, 'base64');
      // The id is the hash of the bytes: an answer that is not that blob is not used.
      if (bytes.length !== data.size || gitBlobId(bytes, sha) !== sha)
        malformed(what, 'the content is not the blob asked for');
      return bytes;
    },
  };
}
