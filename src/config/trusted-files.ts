/**
 * The policy's own files beside the config: the public keys and the trusted root
 * `attestations:` names. They decide what is verified, so they are read where the
 * config in force was read: the base commit on a pull request (the action's
 * github/config-source.ts, the CLI's `audit --config-from REF`), else the working
 * tree. A pull request cannot make its own key trusted by committing it.
 *
 * At a trusted commit they are read through the one port every policy file at the base is read
 * through (core/base-files.ts, over git or the host's contents API: vcs/base-files.ts), so the
 * keys cannot come from a different place, or by a different path, than the config and the
 * `.gitattributes`, `.gitignore` and skill graph in force.
 */
import { rootBaseFiles, type BaseFiles } from '../core/base-files.js';
import { ConfigurationError } from '../util/errors.js';
import { readConfigFile } from './config.js';

/** Largest key or trusted-root file read. */
export const MAX_TRUST_FILE_BYTES = 256 * 1024;

/** Reads the policy's files (keys, trusted root) where the config in force came from. */
export interface TrustedFiles {
  /** Where they are read, for messages: "the working tree", "the base commit 1a2b3c4d5e6f". */
  readonly label: string;
  /** The file's bytes, or null when it does not exist there; throws ConfigurationError otherwise. */
  read(rel: string): Promise<Buffer | null>;
}

/** The working tree's files (no base commit: the config was read there too). */
export function workingTreeFiles(root: string): TrustedFiles {
  return {
    label: 'the working tree',
    async read(rel) {
      const read = await readConfigFile(root, rel, rel);
      return read.kind === 'file' ? read.bytes : null;
    },
  };
}

/**
 * The policy's files at a trusted commit, read through its {@link BaseFiles}. `rootRel`: the
 * audited root below the top level ('' at the top), since the config names them relative to
 * the root. A file over {@link MAX_TRUST_FILE_BYTES} (or not a file) is a ConfigurationError;
 * one that cannot be read throws as {@link BaseFiles.read} does: never the checkout's instead.
 */
export function trustedFilesAt(base: BaseFiles, rootRel: string): TrustedFiles {
  const files = rootBaseFiles(base, rootRel);
  return {
    label: base.label,
    async read(rel) {
      const blob = await files.read(rel, MAX_TRUST_FILE_BYTES);
      if (blob.kind === 'refused')
        throw new ConfigurationError(`${rel} at ${base.label} ${blob.detail}; it is not read`);
      return blob.kind === 'file' ? Buffer.from(blob.bytes) : null;
    },
  };
}
