/**
 * The trust an audit verifies against: the `attestations.trust` keys and the
 * keyless trusted root, read from the same place as the config in force. On a
 * pull request that is the base commit (the action, `audit --config-from REF`),
 * so a key the pull request adds, or a key file it edits, is not trusted until
 * it is merged; without a base it is the working tree, like the config itself.
 */
import type { AttestationPolicy } from '../config/config.js';
import type { TrustedFiles } from '../config/trusted-files.js';
import { ConfigurationError } from '../util/errors.js';
import { parsePublicKey } from './keys.js';
import { PUBLIC_GOOD_TRUSTED_ROOT } from './public-good-root.js';
import {
  createAttestationVerifier,
  type AttestationVerifier,
  type ResolvedTrust,
  type TrustedKey,
} from './verify.js';

/**
 * Reads the policy's keys and root. A key or root the config names that is missing or unusable
 * is a ConfigurationError (exit 2): the policy in force cannot be applied, and the gate does
 * not guess.
 */
async function resolveTrust(
  policy: AttestationPolicy,
  files: TrustedFiles,
): Promise<ResolvedTrust> {
  const keys = new Map<string, TrustedKey>();
  for (const entry of policy.trust) {
    if (entry.kind !== 'key') continue;
    const bytes = await files.read(entry.key);
    if (bytes === null)
      throw new ConfigurationError(
        `attestations.trust key ${entry.key} does not exist at ${files.label}; commit the public key there (through the base branch on a pull request)`,
      );
    const parsed = parsePublicKey(bytes);
    if (!parsed.ok)
      throw new ConfigurationError(
        `attestations.trust key ${entry.key} at ${files.label} ${parsed.problem}`,
      );
    keys.set(parsed.value.fingerprint, { path: entry.key, key: parsed.value });
  }
  let root: unknown = PUBLIC_GOOD_TRUSTED_ROOT;
  let rootLabel = "Sigstore's public-good trusted root (pinned)";
  if (policy.trustedRoot !== null) {
    const bytes = await files.read(policy.trustedRoot);
    if (bytes === null)
      throw new ConfigurationError(
        `attestations.trusted-root ${policy.trustedRoot} does not exist at ${files.label}`,
      );
    try {
      root = JSON.parse(bytes.toString('utf8'));
    } catch {
      throw new ConfigurationError(
        `attestations.trusted-root ${policy.trustedRoot} at ${files.label} is not JSON (a trusted_root.json, e.g. from \`gh attestation trusted-root\`)`,
      );
    }
    rootLabel = `the trusted root ${policy.trustedRoot}`;
  }
  return { keys, trust: policy.trust, root, rootLabel };
}

/**
 * The verifier of a policy, its keys and root read from `files`: built once per audit (and
 * reused across audits by a caller that keeps it). Throws ConfigurationError when the policy
 * cannot be applied.
 */
export async function prepareVerifier(
  policy: AttestationPolicy,
  files: TrustedFiles,
): Promise<AttestationVerifier> {
  const trust = await resolveTrust(policy, files);
  try {
    return createAttestationVerifier(trust);
  } catch (error) {
    throw new ConfigurationError(
      `${trust.rootLabel} at ${files.label} is not a usable Sigstore trusted root: ${(error as Error).message}`,
    );
  }
}
