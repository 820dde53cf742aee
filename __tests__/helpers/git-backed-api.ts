/**
 * A {@link GitHubApi} whose trees and blobs are a real git repository's (`git ls-tree`,
 * `git cat-file`), for tests of the trusted base read through the API (github/base-tree.ts)
 * without a server: the answers are what GitHub would give for the same commit, and faults
 * (a 5xx, a truncated tree) are scripted. Every other call is unused and throws.
 */
import { execFileSync } from 'node:child_process';
import type { BaseTreeEntry, GitHubApi } from '../../src/hosts/github/api.js';
import { TruncatedTreeError } from '../../src/hosts/github/api-trees.js';

/** What the fake was asked and how it fails. */
export interface GitBackedApi extends GitHubApi {
  /** Object ids of the blobs asked for, in order. */
  readonly blobsAsked: string[];
  /** Trees asked for. */
  readonly treesAsked: string[];
  /** Script faults: `tree` or `blob` answers the given HTTP status, or a truncated tree. */
  fail: { tree?: number | 'truncated'; blob?: number };
}

const httpError = (status: number) =>
  Object.assign(new Error(status >= 500 ? 'Server Error' : 'Not Found'), { status });

/** The fake over the git repository at `repoRoot` (it holds every commit asked for). */
export function createGitBackedApi(repoRoot: string): GitBackedApi {
  const git = (args: string[]) => execFileSync('git', args, { cwd: repoRoot, maxBuffer: 1 << 28 });
  const unused = async (): Promise<never> => {
    throw new Error('unused');
  };
  const api: GitBackedApi = {
    blobsAsked: [],
    treesAsked: [],
    fail: {},
    listPullRequestFiles: unused,
    compareCommits: unused,
    findPullRequestForHead: unused,
    findCheckRun: unused,
    listCheckRunAnnotations: unused,
    createCheckRun: unused,
    updateCheckRun: unused,
    async getTree(sha) {
      api.treesAsked.push(sha);
      if (api.fail.tree === 'truncated') throw new TruncatedTreeError('the tree is truncated');
      if (api.fail.tree !== undefined) throw httpError(api.fail.tree);
      const out = git(['ls-tree', '-r', '-t', '--long', '-z', '--full-tree', sha]).toString('utf8');
      const entries: BaseTreeEntry[] = [];
      for (const record of out.split('\0')) {
        const tab = record.indexOf('\t');
        if (tab < 0) continue;
        const [mode = '', type = '', oid = '', size = ''] = record.slice(0, tab).split(/ +/);
        entries.push({
          path: record.slice(tab + 1),
          mode,
          type: type as BaseTreeEntry['type'],
          sha: oid,
          size: type === 'blob' ? Number(size) : null,
        });
      }
      return entries;
    },
    async getBlob(sha) {
      api.blobsAsked.push(sha);
      if (api.fail.blob !== undefined) throw httpError(api.fail.blob);
      return git(['cat-file', 'blob', sha]);
    },
  };
  return api;
}
