/**
 * The trusted base of a pull request read through the GitHub API, for a checkout without the
 * base commit (actions/checkout's default depth of 1): the commit's whole tree in one call
 * (the trees API, `recursive=1`), then one blob call per file the gate needs whose bytes the
 * checkout does not already hold. A file of the checkout is taken for the base's only when its
 * git blob id is the one the base's tree names (the same bytes, whatever the changed-file list
 * says), so nothing is assumed "the same on both sides".
 *
 * Whole or not at all: a truncated tree, an API fault after its retries, a blob that is not
 * the one asked for, or more blob calls than {@link BASE_BLOB_FETCHES_MAX} throw a
 * BaseUnreadableError naming what was missing and the fix; the run then fails (gate/gate-run.ts).
 */
import { lstat, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BaseBlob, BaseFiles } from '../../core/base-files.js';
import type { CommitObjects, GitTreeEntry } from '../../diff/git-tree.js';
import type { BlobAtCommit } from '../../vcs/git.js';
import { BaseUnreadableError } from '../../util/errors.js';
import { describeApiError, type BaseTreeEntry, type GitHubApi } from './api.js';
import { gitBlobId } from './api-trees.js';
import { BASE_BLOB_FETCHES_MAX, BASE_FIX } from './constants.js';

/** The base commit as the API gives it: its files (policy, config, keys) and its objects (passports). */
export interface ApiBase {
  readonly files: BaseFiles;
  readonly objects: CommitObjects;
}

/** Most symbolic links followed for one path, as git's reader (vcs/git.ts) follows them. */
const MAX_SYMLINK_HOPS = 40;

/** The error of a base that cannot be read whole: what was missing, then the fix. */
const unreadableBase = (what: string) =>
  new BaseUnreadableError(`the trusted base could not be read: ${what}; ${BASE_FIX}`);

/**
 * Reads commit `sha`'s tree through `api` (one call) and returns its files and objects; blobs
 * are fetched as they are asked for. Throws BaseUnreadableError when the tree cannot be read whole.
 */
export async function readApiBase(input: {
  api: GitHubApi;
  /** The checkout's top level: a file there with the blob id the tree names is not fetched. */
  repoRoot: string;
  sha: string;
  label: string;
  maxFetches?: number;
}): Promise<ApiBase> {
  const { api, sha, label } = input;
  let entries: BaseTreeEntry[];
  try {
    entries = await api.getTree(sha);
  } catch (error) {
    throw unreadableBase(
      `the tree of ${label} through the GitHub API (${describeApiError(error)})`,
    );
  }
  const readBlob = createBlobReader({
    ...input,
    entries,
    maxFetches: input.maxFetches ?? BASE_BLOB_FETCHES_MAX,
  });
  const readPath = createPathReader(entries, readBlob);
  const files: BaseFiles = {
    label,
    sha,
    async read(repoRel, maxBytes): Promise<BaseBlob> {
      const blob = await readPath(repoRel, maxBytes);
      return blob.kind === 'file' ? { kind: 'file', bytes: blob.bytes } : blob;
    },
    list: async () => entries.filter((e) => e.type !== 'tree').map((e) => e.path),
  };
  const objects: CommitObjects = {
    list: async (prefix) => listTreeEntries(entries, prefix),
    async readBlobs(oids, maxBytes) {
      const out = new Map<string, Uint8Array>();
      for (const oid of new Set(oids)) out.set(oid, await readBlob(oid, maxBytes));
      return out;
    },
    readPath,
  };
  return { files, objects };
}

/** Reads a blob's bytes by its object id (at most `maxBytes`). */
type BlobReader = (oid: string, maxBytes: number) => Promise<Uint8Array>;

/**
 * A reader of the tree's blobs: the checkout's file when it is that blob (same git blob id),
 * else one API call, each blob read once. More than `maxFetches` calls, or one that fails, make
 * the base unreadable: a base read in part is never judged.
 */
function createBlobReader(input: {
  api: GitHubApi;
  repoRoot: string;
  label: string;
  entries: readonly BaseTreeEntry[];
  maxFetches: number;
}): BlobReader {
  const { api, repoRoot, label, maxFetches } = input;
  // The paths each blob is at: where the checkout may already hold its bytes.
  const pathsOf = new Map<string, string[]>();
  for (const e of input.entries)
    if (e.type === 'blob') pathsOf.set(e.sha, [...(pathsOf.get(e.sha) ?? []), e.path]);
  let fetched = 0;
  const blobs = new Map<string, Promise<Uint8Array>>();
  const fetchBlob = async (oid: string, maxBytes: number): Promise<Uint8Array> => {
    for (const rel of pathsOf.get(oid) ?? []) {
      const local = await readCheckoutBlob(repoRoot, rel, oid, maxBytes);
      if (local) return local;
    }
    if (++fetched > maxFetches)
      throw unreadableBase(
        `more than ${maxFetches} of its files differ from the checkout (one API call each)`,
      );
    try {
      return await api.getBlob(oid, maxBytes);
    } catch (error) {
      const names = (pathsOf.get(oid) ?? [oid]).slice(0, 1).map((p) => JSON.stringify(p));
      throw unreadableBase(
        `${names.join('')} of ${label} through the GitHub API (${describeApiError(error)})`,
      );
    }
  };
  return (oid, maxBytes) => {
    let got = blobs.get(oid);
    if (!got) {
      got = fetchBlob(oid, maxBytes);
      blobs.set(oid, got);
    }
    return got;
  };
}

/**
 * A reader of the file at a top-level path, symbolic links followed inside the commit (as
 * vcs/git.ts follows them): a link out of the repository, a chain longer than
 * {@link MAX_SYMLINK_HOPS}, a directory, a submodule or a file over the cap is refused.
 */
function createPathReader(
  entries: readonly BaseTreeEntry[],
  readBlob: BlobReader,
): (full: string, maxBytes: number) => Promise<BlobAtCommit> {
  const byPath = new Map(entries.map((e) => [e.path, e]));
  return async (full, maxBytes) => {
    let current = full;
    for (let hop = 0; hop <= MAX_SYMLINK_HOPS; hop++) {
      const e = byPath.get(current);
      if (!e) return { kind: 'absent' };
      if (e.type === 'tree') return { kind: 'refused', detail: 'is a directory' };
      if (e.type === 'commit') return { kind: 'refused', detail: 'is a submodule' };
      const size = e.size ?? 0;
      if (size > maxBytes)
        return { kind: 'refused', detail: `is ${size} bytes, over the ${maxBytes}-byte cap` };
      const bytes = Buffer.from(await readBlob(e.sha, maxBytes));
      if (e.mode !== '120000') return { kind: 'file', bytes, path: current };
      const target = bytes.toString('utf8');
      const joined = path.posix.normalize(
        target.startsWith('/') ? target : path.posix.join(path.posix.dirname(current), target),
      );
      if (
        target.startsWith('/') ||
        joined === '..' ||
        joined.startsWith('../') ||
        joined.includes('\0')
      )
        return { kind: 'refused', detail: 'is a symbolic link out of the repository' };
      current = joined;
    }
    return {
      kind: 'refused',
      detail: `is a chain of more than ${MAX_SYMLINK_HOPS} symbolic links`,
    };
  };
}

/** The tree's entries under `prefix` ('' for all), as git's tree reader lists them. */
function listTreeEntries(entries: readonly BaseTreeEntry[], prefix: string): GitTreeEntry[] {
  const strip = prefix === '' ? '' : `${prefix}/`;
  return entries
    .filter((e) => e.path.startsWith(strip))
    .map((e): GitTreeEntry => ({
      rel: e.path.slice(strip.length),
      full: e.path,
      kind:
        e.type === 'tree'
          ? 'dir'
          : e.type === 'commit'
            ? 'other'
            : e.mode === '120000'
              ? 'symlink'
              : 'file',
      mode: e.mode,
      oid: e.sha,
      size: e.size,
    }));
}

/** The checkout's regular file at `rel` when its bytes are blob `oid`, else null. */
async function readCheckoutBlob(
  repoRoot: string,
  rel: string,
  oid: string,
  maxBytes: number,
): Promise<Uint8Array | null> {
  const file = path.join(repoRoot, ...rel.split('/'));
  const stats = await lstat(file).catch(() => null);
  if (!stats?.isFile() || stats.size > maxBytes) return null;
  const bytes = await readFile(file).catch(() => null);
  return bytes && gitBlobId(bytes, oid) === oid ? bytes : null;
}
