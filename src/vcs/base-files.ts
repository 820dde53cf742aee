/**
 * {@link BaseFiles} over git: the commit's tree with `git ls-tree`, a file with
 * readBlobAtCommit (no shell, a validated commit id, symbolic links followed inside the
 * commit). When the checkout lacks the commit (actions/checkout's default depth of 1), `remote`
 * reads single files instead (the GitHub contents API), and the tree cannot be listed.
 */
import type { BaseBlob, BaseFiles } from '../core/base-files.js';
import { ConfigurationError } from '../util/errors.js';
import { hasCommit, readBlobAtCommit, runGit } from './git.js';

/** Options of {@link createGitBaseFiles}. */
export interface GitBaseFilesOptions {
  /** The git top level. */
  repoRoot: string;
  sha: string;
  label: string;
  /** Reads one file when git does not have the commit; absent: such a commit cannot be read. */
  remote?: (repoRel: string, maxBytes: number) => Promise<BaseBlob>;
}

/** The files of commit `sha`, from git, or through `remote` when the checkout lacks the commit. */
export async function createGitBaseFiles(options: GitBaseFilesOptions): Promise<BaseFiles> {
  const { repoRoot, sha, label, remote } = options;
  const local = await hasCommit(repoRoot, sha);
  let listing: Promise<readonly string[] | null> | undefined;
  return {
    label,
    sha,
    async read(repoRel, maxBytes) {
      if (!local) {
        if (!remote)
          throw new ConfigurationError(
            `cannot read ${repoRel} of ${label}: the checkout does not have that commit; fetch it (git fetch origin, or actions/checkout with fetch-depth: 0)`,
          );
        return remote(repoRel, maxBytes);
      }
      try {
        const blob = await readBlobAtCommit(repoRoot, sha, repoRel, maxBytes);
        return blob.kind === 'file' ? { kind: 'file', bytes: blob.bytes } : blob;
      } catch (error) {
        throw new ConfigurationError(
          `cannot read ${repoRel} of ${label} from git (${(error as Error).message}); the checkout's version is not used instead`,
        );
      }
    },
    list() {
      listing ??= local ? listCommit(repoRoot, sha) : Promise.resolve(null);
      return listing;
    },
  };
}

/** Every blob path of a commit, from the top level. */
async function listCommit(repoRoot: string, sha: string): Promise<string[]> {
  const result = await runGit(repoRoot, ['ls-tree', '-r', '-z', '--name-only', '--full-tree', sha]);
  if (!result.ok)
    throw new ConfigurationError(`cannot list commit ${sha.slice(0, 12)}: ${result.message}`);
  return result.stdout.split('\0').filter((p) => p !== '');
}
