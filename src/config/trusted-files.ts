/**
 * The policy's own files beside the config: the public keys and the trusted root
 * `attestations:` names. They decide what is verified, so they are read where the
 * config in force was read: the base commit on a pull request (the action's
 * github/config-source.ts, the CLI's `audit --config-from REF`), else the working
 * tree. A pull request cannot make its own key trusted by committing it.
 */
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
