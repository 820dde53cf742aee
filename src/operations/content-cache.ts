/**
 * The content cache of an audit run outside the action (`audit --content-cache FILE
 * [--save-content-cache]`; hash/content-cache.ts; who may read and write it:
 * core/content-cache-policy.ts): opened before the audit, saved after it when the run may. What
 * it did is said through a `note(line)` sink; the face prints it.
 */
import { readFile, stat } from 'node:fs/promises';
import { decideContentCacheUse, type CacheRunFacts } from '../core/content-cache-policy.js';
import type { ServedDirectories } from '../core/served-directories.js';
import {
  findServedDirectories,
  learnOutputDirectories,
  type ContentCache,
  loadContentCache,
  MIN_CONTENT_CACHE_KEY_BYTES,
  type KnownDigests,
  type WalkedFiles,
} from '../hash/index.js';
import { isNoCommitTrees } from '../vcs/commit-trees.js';
import { readTreeIdsAt } from '../vcs/tree-ids-at.js';
import type { Note } from './audited.js';

/** The walk of a run that does not learn: no file, no output directory. */
const NOTHING_WALKED: WalkedFiles = { files: [], outputDirs: [] };

/** The environment variable holding the cache's key (a CI secret). */
const CONTENT_CACHE_KEY_VARIABLE = 'PASSPORT_GATE_CONTENT_CACHE_KEY';

/** Largest GitHub event payload read for its default branch. */
const MAX_EVENT_BYTES = 16 * 1024 * 1024;

/** The content cache of one audit run. */
export interface ContentCacheRun {
  /** The digests it knows (undefined: the run reads every file). */
  readonly known: KnownDigests | undefined;
  /**
   * On a run that saves: takes the audit's walk, from which the warm facts cache's directory
   * records are learned before the save (hash/learn-directories.ts). Undefined otherwise, so a
   * run that does not save hands nothing over and learns nothing.
   */
  readonly learn?: ((walk: WalkedFiles) => void) | undefined;
  /**
   * The output directories this run serves from the loaded directory records (their files not
   * read: core/served-directories.ts), when the policy lets it serve and the commit's trees at
   * the recorded paths are the records'. Undefined: every directory is read.
   */
  readonly served?: ServedDirectories | undefined;
  /** After the audit: writes the cache when asked and allowed; notes what it did. */
  finish(): Promise<void>;
}

/** The repository a cache belongs to, as the CI names it (a file for another is ignored). */
function nameRepository(env: Readonly<Record<string, string | undefined>>): string {
  return env.GITHUB_REPOSITORY || env.CI_PROJECT_PATH || env.PASSPORT_GATE_REPOSITORY || 'unnamed';
}

/** `repository.default_branch` of the GitHub event payload, if readable. */
async function readDefaultBranch(
  env: Readonly<Record<string, string | undefined>>,
): Promise<string | undefined> {
  const file = env.GITHUB_EVENT_PATH;
  if (!file) return undefined;
  try {
    if ((await stat(file)).size > MAX_EVENT_BYTES) return undefined;
    const event: unknown = JSON.parse(await readFile(file, 'utf8'));
    const branch = (event as { repository?: { default_branch?: unknown } } | null)?.repository
      ?.default_branch;
    return typeof branch === 'string' ? branch : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the CI host running the audit says about the run, from its variables (GitHub's first, as
 * core/content-cache-policy.ts decided before; then GitLab's). The policy in core/ reads no
 * environment: a host's variables are read here, where the command line meets the host.
 * `defaultBranch` is the GitHub event payload's (readDefaultBranch).
 */
export function readCacheRunFacts(
  env: Readonly<Record<string, string | undefined>>,
  defaultBranch: string | undefined,
): CacheRunFacts {
  if (env.GITHUB_ACTIONS === 'true')
    return {
      host: 'github',
      event: env.GITHUB_EVENT_NAME ?? '',
      ref: env.GITHUB_REF ?? '',
      defaultBranch,
    };
  if (env.GITLAB_CI === 'true')
    return {
      host: 'gitlab',
      // Either variable makes it a merge request pipeline: the stricter reading fails closed.
      mergeRequest: !!env.CI_MERGE_REQUEST_IID || env.CI_PIPELINE_SOURCE === 'merge_request_event',
      onDefaultBranch: !!env.CI_DEFAULT_BRANCH && env.CI_COMMIT_BRANCH === env.CI_DEFAULT_BRANCH,
      tag: !!env.CI_COMMIT_TAG,
    };
  return { host: 'none' };
}

/** Which cache an audit run opens, and for what. */
export interface ContentCacheOptions {
  /** The audited root. */
  root: string;
  /** The cache file (absolute). */
  file: string;
  /** Write the cache back after the audit (when this run may). */
  save: boolean;
  /** The CI host's variables: who runs (core/content-cache-policy.ts) and the cache's key. */
  env: Readonly<Record<string, string | undefined>>;
  /** Where what the cache did is said (one line each, without a "note: " prefix). */
  note: Note;
  /**
   * Why this run serves no output directory from the directory records whatever the policy
   * allows, or undefined to serve where it allows. A run that signs a verification summary
   * vouches for the files the audit read (SECURITY.md); a changed-mode run reads every passport
   * anyway, so serving cost it more than it spared (docs/performance.md, `served-changed`).
   */
  notServing?: string | undefined;
}

/**
 * Opens the cache at `options.file` for the audit of `options.root`, or says through `note` why
 * this run does not use it.
 */
export async function openContentCache(options: ContentCacheOptions): Promise<ContentCacheRun> {
  const { root, file, save, env, note, notServing } = options;
  const use = decideContentCacheUse(readCacheRunFacts(env, await readDefaultBranch(env)));
  if (!use.read) {
    note(`content cache not used: ${use.why ?? 'refused'}`);
    return { known: undefined, finish: async () => undefined };
  }
  const key = env[CONTENT_CACHE_KEY_VARIABLE] ?? '';
  if (Buffer.byteLength(key) < MIN_CONTENT_CACHE_KEY_BYTES) {
    note(
      `content cache not used: set ${CONTENT_CACHE_KEY_VARIABLE} to a secret of at least ${MIN_CONTENT_CACHE_KEY_BYTES} bytes that only the runs allowed to write the cache hold (e.g. openssl rand -hex 32, stored as a CI secret)`,
    );
    return { known: undefined, finish: async () => undefined };
  }
  // Git is asked to vouch for the index's files only once it is known that nothing is served.
  const { cache, notices } = await loadContentCache(
    root,
    file,
    { repository: nameRepository(env), key },
    { vouch: false },
  );
  for (const n of notices) note(n);
  const served =
    notServing === undefined && use.serve
      ? await serveDirectories(root, cache, note)
      : noteNotServed(cache, note, notServing ?? use.why);
  if (served)
    // A serving run looks no file up by blob: git's vouching reads the whole index and stats
    // every file (10⁶ at 10⁶: more CPU than a cold audit saves, docs/performance.md), while what
    // a warm run reads outside served directories is the few that changed.
    note('content cache: no file looked up by blob on a serving run (those not served are read)');
  else {
    const notice = await cache.vouch();
    if (notice) note(notice);
  }
  let walk: WalkedFiles | undefined;
  return {
    known: cache,
    served,
    learn:
      save && use.save
        ? (w) => {
            walk = w;
          }
        : undefined,
    finish: async () => {
      note(
        `content cache: ${cache.hits} file(s) known by blob, ${cache.misses} read (${cache.loadedEntries} entries loaded)`,
      );
      if (!save) return;
      if (!use.save) return note(`content cache not saved: ${use.why ?? 'refused'}`);
      // A run that does not learn (sharded, changed mode) still reads the commit's trees, so the
      // loaded records the commit still holds are kept rather than dropped with the rest.
      const learning = walk !== undefined;
      const learned = await learnOutputDirectories(
        root,
        walk ?? NOTHING_WALKED,
        (rel) => cache.learnedAt(rel),
        new Map(cache.directoryRecords.dirs.map((r) => [r.dir, r.tree])),
      );
      walk = undefined;
      if ('reason' in learned) note(`content cache: no directory learned: ${learned.reason}`);
      else {
        cache.learnDirectories(learned.facts, learned.trees);
        note(
          learning
            ? `content cache: ${learned.facts.length} output director${learned.facts.length === 1 ? 'y' : 'ies'} learned at commit ${learned.commit} (${learned.readHere} file(s) read for it)`
            : 'content cache: no directory learned (only an unsharded --all run learns)',
        );
      }
      // The blob records kept are those the commit just read holds (when it could be read: else
      // those git's index holds now), so a saving run asks git nothing about the work tree.
      const saved = await cache.save(file, 'reason' in learned ? undefined : learned.read);
      note(
        'entries' in saved
          ? `content cache saved: ${saved.entries} entries and ${saved.directories} directory record(s) in ${file}`
          : `content cache not saved: ${saved.reason}`,
      );
    },
  };
}

/**
 * The directories the loaded records serve at HEAD: the commit's tree ids at the recorded paths
 * (only the trees above them are read, each hashed: vcs/tree-ids-at.ts), matched to the records'
 * (hash/directory-records.ts). Notes what it served, or why nothing.
 */
async function serveDirectories(
  root: string,
  cache: ContentCache,
  note: Note,
): Promise<ServedDirectories | undefined> {
  const records = cache.directoryRecords;
  if (records.dirs.length === 0) return undefined;
  const at = await readTreeIdsAt(
    root,
    records.dirs.map((r) => r.dir),
  );
  if (isNoCommitTrees(at)) {
    note(`content cache: no output directory served: ${at.reason}`);
    return undefined;
  }
  const trees = new Map<string, string>();
  for (const [dir, id] of at.trees) if (id !== null) trees.set(dir, id);
  const served = findServedDirectories(records, at.commit, trees);
  let files = 0;
  for (const d of served.dirs) files += d.files.count;
  note(
    `content cache: ${served.dirs.length} of ${records.dirs.length} recorded output director${records.dirs.length === 1 ? 'y' : 'ies'} served at commit ${at.commit} (${files} file(s) not read: the commit's trees vouch for them)`,
  );
  return served.dirs.length > 0 ? served : undefined;
}

/** Says why directory records the file holds are not served on this run; serves nothing. */
function noteNotServed(cache: ContentCache, note: Note, why: string | undefined): undefined {
  const count = cache.directoryRecords.dirs.length;
  if (count > 0)
    note(
      `content cache: ${count} directory record(s) not served: ${why ?? 'a run outside GitHub Actions and GitLab CI judges the work tree as it is'}`,
    );
  return undefined;
}
