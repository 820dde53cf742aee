/**
 * The base revision's passports for `audit --base REF`: read from git at REF exactly as
 * `diff --base REF` reads them (diff/read-revision.ts), so the audit's chain-stale findings are
 * the diff's stale list for the same two revisions.
 */
import { realpath } from 'node:fs/promises';
import type { Config } from '../config/config.js';
import type { PassportFile } from '../core/diff-model.js';
import { ConfigurationError } from '../core/errors.js';
import { readGitRevision } from '../diff/read-revision.js';
import { toPathPrefix } from '../fs/paths.js';
import { findTopLevelFor, resolveRevision } from './revision.js';

/** Every passport file of `ref` below the audited root, as the diff reads them. */
export async function readBasePassports(
  root: string,
  ref: string,
  config: Config,
): Promise<PassportFile[]> {
  const top = await findTopLevelFor(root, '--base', '; use --changed-files FILE or --all');
  const sha = await resolveRevision(top, ref, '--base');
  const prefix = toPathPrefix(top, await realpath(root).catch(() => root));
  try {
    const base = await readGitRevision(top, sha, prefix, config, { ref, sha, source: 'git' });
    return [...base.passports];
  } catch (error) {
    throw new ConfigurationError(`cannot read ${ref} from git: ${(error as Error).message}`);
  }
}
