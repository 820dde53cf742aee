/**
 * A commit's tree and blobs for the provenance diff, read from git without a checkout:
 * `git ls-tree -r -t --long -z` lists every path with its mode, object id and size, and
 * `git cat-file --batch` reads many blobs through one process (a repository of 2,000
 * passports is one process, not 2,000). Both run without a shell; the commit id is validated
 * and the only other arguments are literal pathspecs.
 *
 * Both go through vcs/git.ts, the one git runner (cat-file reads its object ids on stdin).
 */
import {
  GIT_OUTPUT_MAX_BYTES,
  isObjectId,
  readGitOutput,
  runGitForBytes,
  type GitRunner,
} from '../vcs/git.js';
import type { ListedEntry } from '../core/diff-model.js';
import { readBlobAtCommit, type BlobAtCommit } from '../vcs/git.js';

/**
 * A commit's tree and blobs, wherever they are read: git's object database
 * ({@link gitCommitObjects}) or a host's API standing in for a commit the checkout lacks
 * (github/base-tree.ts). One reader of a revision (diff/read-revision.ts) reads either.
 */
export interface CommitObjects {
  /** Every entry under `prefix` ('' for the whole tree), as {@link listTreeAtCommit} lists it. */
  list(prefix: string): Promise<GitTreeEntry[]>;
  /** Blobs by object id, each at most `maxBytes` (the caller checked the sizes from the tree). */
  readBlobs(oids: readonly string[], maxBytes: number): Promise<Map<string, Uint8Array>>;
  /** The file at a top-level path, symbolic links followed inside the commit. */
  readPath(full: string, maxBytes: number): Promise<BlobAtCommit>;
}

/** Commit `sha`'s objects in the git repository at `repoRoot`. */
export function gitCommitObjects(
  repoRoot: string,
  sha: string,
  git: GitRunner = readGitOutput,
): CommitObjects {
  return {
    list: (prefix) => listTreeAtCommit(repoRoot, sha, prefix, git),
    readBlobs: (oids, maxBytes) => readBlobs(repoRoot, oids, maxBytes),
    readPath: (full, maxBytes) => readBlobAtCommit(repoRoot, sha, full, maxBytes, git),
  };
}

/** One path of a commit's tree. */
export interface GitTreeEntry extends ListedEntry {
  /** Repository-relative path from the top level (not from the audited root). */
  full: string;
  mode: string;
  oid: string;
  /** Blob size in bytes; null for trees and submodules. */
  size: number | null;
}

/**
 * Every entry of commit `sha` under `prefix` (repository-relative, '' for the whole tree),
 * with `rel` relative to the prefix. Throws when git fails (no such commit, output too large).
 */
export async function listTreeAtCommit(
  repoRoot: string,
  sha: string,
  prefix: string,
  git: GitRunner = readGitOutput,
): Promise<GitTreeEntry[]> {
  if (!isObjectId(sha)) throw new Error(`not a commit id: ${JSON.stringify(sha)}`);
  const out = await git(repoRoot, [
    '--literal-pathspecs',
    '-c',
    'core.quotePath=false',
    'ls-tree',
    '-r',
    '-t',
    '--long',
    '-z',
    '--full-tree',
    sha,
    ...(prefix === '' ? [] : ['--', prefix]),
  ]);
  if (out === null)
    throw new Error(
      `git ls-tree failed for commit ${sha.slice(0, 12)} (or its listing is over ${GIT_OUTPUT_MAX_BYTES} bytes)`,
    );
  const strip = prefix === '' ? '' : `${prefix}/`;
  const entries: GitTreeEntry[] = [];
  for (const record of out.split('\0')) {
    const tab = record.indexOf('\t');
    if (tab < 0) continue;
    const full = record.slice(tab + 1);
    if (strip !== '' && !full.startsWith(strip)) continue;
    const [mode = '', type = '', oid = '', size = ''] = record.slice(0, tab).split(/ +/);
    const kind: ListedEntry['kind'] =
      type === 'tree'
        ? 'dir'
        : type === 'commit'
          ? 'other'
          : mode === '120000'
            ? 'symlink'
            : 'file';
    entries.push({
      rel: full.slice(strip.length),
      full,
      kind,
      mode,
      oid,
      size: /^\d+$/.test(size) ? Number(size) : null,
    });
  }
  return entries;
}

/**
 * Reads blobs by object id through one `git cat-file --batch`; each must be at most
 * `maxBytes` (the caller checked the sizes from the tree). Throws when git fails or answers
 * something that is not the blob asked for.
 */
export async function readBlobs(
  repoRoot: string,
  oids: readonly string[],
  maxBytes: number,
): Promise<Map<string, Buffer>> {
  const unique = [...new Set(oids)];
  const blobs = new Map<string, Buffer>();
  if (unique.length === 0) return blobs;
  for (const oid of unique) if (!isObjectId(oid)) throw new Error(`not an object id: ${oid}`);
  // Each answer is a header line, the blob and a newline: bounded by the sizes asked for.
  const limit = unique.length * (maxBytes + 200);
  const result = await runGitForBytes(repoRoot, ['cat-file', '--batch'], {
    input: `${unique.join('\n')}\n`,
    maxBytes: limit,
  });
  if (!result.ok) throw new Error(`git cat-file failed (${result.message || 'no answer'})`);
  const stdout = result.stdout;
  let at = 0;
  for (const oid of unique) {
    const eol = stdout.indexOf(0x0a, at);
    if (eol < 0) throw new Error('git cat-file ended early');
    const [gotOid, type, sizeText] = stdout.subarray(at, eol).toString('utf8').split(' ');
    if (gotOid !== oid || type !== 'blob' || !/^\d+$/.test(sizeText ?? ''))
      throw new Error(`git cat-file did not answer blob ${oid}`);
    const n = Number(sizeText);
    if (n > maxBytes) throw new Error(`blob ${oid} is over ${maxBytes} bytes`);
    blobs.set(oid, stdout.subarray(eol + 1, eol + 1 + n));
    at = eol + 1 + n + 1;
  }
  return blobs;
}
