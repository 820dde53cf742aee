/**
 * `audit --config-from REF`: the config in force is the one at git revision
 * REF (for example `origin/main`), as the action applies the base commit's on
 * a pull request; the working tree's file is only compared with it and a
 * difference is reported as `config-changed`. The other policy files
 * (`.gitattributes`, `.gitignore`: vcs/base-policy.ts) are read at REF too. Read with `git ls-tree` and
 * `git cat-file` (fs/git.ts): no shell, the ref after `--end-of-options`. The attestation keys
 * and trusted root are read through the same files of REF (config/trusted-files.ts).
 */
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { trustedFilesAt } from '../../config/trusted-files.js';
import { applyTrustedConfig } from '../../config/config-change.js';
import { DEFAULT_CONFIG_FILE, MAX_CONFIG_BYTES } from '../../config/config.js';
import { ConfigurationError, UsageError } from '../../util/errors.js';
import type { BaseFiles } from '../../core/base-files.js';
import { createGitBaseFiles } from '../../vcs/base-files.js';
import { readBlobAtCommit } from '../../vcs/git.js';
import { checkRevisionArgument, findTopLevelFor, resolveRevision } from './revision.js';
import { isInside, toPosixRelative } from '../../fs/paths.js';
import type { TrustedBase } from '../../gate/ci-host.js';
import { askAtBase } from '../../vcs/base-policy.js';

/**
 * The config at REF and the working tree's difference from it: the config part of the run's
 * {@link TrustedBase} (the attestation policy's keys and root read at REF like the config), with
 * the files of REF, where the other policy files are read too (vcs/base-policy.ts).
 */
export type ConfigFromRevision = Required<
  Pick<TrustedBase, 'config' | 'runFindings' | 'trustedFiles'>
> & { base: BaseFiles };

const realOf = (p: string) => realpath(p).catch(() => path.resolve(p));

/**
 * Loads the config of `root` (or `--config FILE`, resolved against `cwd`) as it is at git
 * revision `ref`. Throws UsageError or ConfigurationError (exit 2, one line) for a ref that is
 * not a commit, a root outside git, a file outside the repository, or a file at REF that is not
 * a readable config; an explicitly named file must exist at REF, the default one may be absent.
 */
export async function loadConfigFromRevision(
  cwd: string,
  flags: {
    root: string;
    config?: string | undefined;
    ref: string;
    /**
     * The commit `ref` was already resolved to, when the caller reads more at it (`reproduce
     * --base`): read at this id, so every read is of one revision even if `ref` moves; `ref`
     * then only names it in messages.
     */
    commit?: string | undefined;
    flag?: string;
    /** Appended to "is not a git repository" (what to use instead). */
    outsideHint?: string;
  },
): Promise<ConfigFromRevision> {
  const { root, ref } = flags;
  // Where REF came from, in messages: the flag, or a CI host's variable.
  const flag = flags.flag ?? '--config-from';
  checkRevisionArgument(ref, flag);
  const top = path.resolve(await findTopLevelFor(root, flag, flags.outsideHint));
  const sha = flags.commit ?? (await resolveRevision(top, ref, flag));
  const configFile =
    flags.config !== undefined
      ? path.resolve(cwd, flags.config)
      : path.join(root, DEFAULT_CONFIG_FILE);
  const repoRoot = await realOf(top);
  // The path as written below the (real) root: a symlink in it is the working tree's, not REF's.
  const inRepo = path.join(await realOf(root), path.relative(path.resolve(root), configFile));
  const rel = toPosixRelative(repoRoot, inRepo);
  if (!isInside(repoRoot, inRepo) || rel === '')
    throw new UsageError(
      `${flag} reads the config from git, and ${JSON.stringify(configFile)} is not a file of the repository`,
    );
  const label = `${ref} (${sha.slice(0, 12)})`;
  let blob;
  try {
    blob = await readBlobAtCommit(repoRoot, sha, rel, MAX_CONFIG_BYTES);
  } catch (error) {
    throw new ConfigurationError(
      `${flag}: cannot read ${rel} at ${label}: ${(error as Error).message}`,
    );
  }
  if (blob.kind === 'refused')
    throw new ConfigurationError(`config ${rel} at ${label} ${blob.detail}; it is not read`);
  if (blob.kind === 'absent' && flags.config !== undefined)
    throw new ConfigurationError(`config ${rel} does not exist at ${label}`);
  const applied = await applyTrustedConfig({
    trusted: blob.kind === 'absent' ? blob : { kind: 'file', bytes: blob.bytes },
    trustedLabel: label,
    root,
    configFile,
    configLabel: rel,
    subject: 'the working tree',
  });
  const rootRel = toPosixRelative(repoRoot, await realOf(root));
  const base = await createGitBaseFiles({ repoRoot, sha, label });
  return {
    config: applied.config,
    runFindings: applied.change ? [applied.change] : [],
    base,
    trustedFiles: trustedFilesAt(base, rootRel),
  };
}

/**
 * Everything read at git revision `flags.ref` ({@link loadConfigFromRevision}'s config), with
 * git's other policy files (`.gitattributes`, `.gitignore`) read there too (vcs/base-policy.ts):
 * the working tree's are compared (policy-changed). `note` takes git's fallbacks. The local
 * host (`--config-from`/`--base`) and the GitLab host (the target branch head) read it so.
 */
export async function readTrustedBaseAt(
  cwd: string,
  flags: Parameters<typeof loadConfigFromRevision>[1],
  note: (why: string) => void,
): Promise<TrustedBase> {
  const { base, ...inForce } = await loadConfigFromRevision(cwd, flags);
  return {
    ...inForce,
    policyCommit: base.sha,
    policy: await askAtBase(flags.root, base, note),
  };
}
