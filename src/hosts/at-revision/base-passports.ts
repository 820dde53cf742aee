/**
 * The base revision for `audit --base REF` and a GitLab merge request: read from git at REF
 * exactly as `diff --base REF` reads it (diff/read-revision.ts), so the audit's chain-stale
 * findings are the diff's stale list for the same two revisions, and the merge request's
 * provenance diff is what `passport-gate diff --base REF` prints.
 */
import { realpath } from 'node:fs/promises';
import type { Config } from '../../config/config.js';
import type { PassportFile, ProvenanceDiff } from '../../core/diff-model.js';
import { ConfigurationError } from '../../util/errors.js';
import { diffProvenance, type RevisionSnapshot } from '../../diff/diff.js';
import { readGitRevision, readWorkingTree } from '../../diff/read-revision.js';
import { toPathPrefix } from '../../fs/paths.js';
import { findTopLevelFor, resolveRevision } from './revision.js';

/**
 * Commit `ref` below the audited root, as the diff reads it. `commit`: the id `ref` was already
 * resolved to (the run reads more at it), so it is read there even if `ref` has moved since.
 */
export async function readBaseRevision(
  root: string,
  ref: string,
  config: Config,
  commit?: string,
): Promise<RevisionSnapshot> {
  const top = await findTopLevelFor(root, '--base', '; use --changed-files FILE or --all');
  const sha = commit ?? (await resolveRevision(top, ref, '--base'));
  const prefix = toPathPrefix(top, await realpath(root).catch(() => root));
  try {
    return await readGitRevision(top, sha, prefix, config, { ref, sha, source: 'git' });
  } catch (error) {
    throw new ConfigurationError(`cannot read ${ref} from git: ${(error as Error).message}`);
  }
}

/** Every passport file of `ref` below the audited root, as the diff reads them. */
export async function readBasePassports(
  root: string,
  ref: string,
  config: Config,
  commit?: string,
): Promise<PassportFile[]> {
  return [...(await readBaseRevision(root, ref, config, commit)).passports];
}

/** The provenance diff from a base revision (read) to the working tree at `root`. */
export async function diffWorkingTree(
  root: string,
  base: RevisionSnapshot,
  config: Config,
  signal?: AbortSignal,
): Promise<ProvenanceDiff> {
  const head = await readWorkingTree(
    root,
    config,
    { ref: null, sha: null, source: 'working-tree' },
    signal,
  );
  return diffProvenance(base, head, { config });
}
