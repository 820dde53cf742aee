/**
 * Attested passports in tests: signing keys made here (never pasted), the policy
 * that requires and trusts them, and `attest` run in process.
 */
import { generateKeyPairSync } from 'node:crypto';
import { runCli } from '../../src/cli.js';
import { captureIo } from './cli-io.js';
import type { TempRepo } from './repo.js';

/** A PEM key pair. */
export interface KeyPair {
  privatePem: string;
  publicPem: string;
}

/** A fresh ECDSA P-256 (default) or Ed25519 key pair. */
export function makeKey(kind: 'ec' | 'ed25519' = 'ec'): KeyPair {
  const pair =
    kind === 'ec'
      ? generateKeyPairSync('ec', { namedCurve: 'P-256' })
      : generateKeyPairSync('ed25519');
  return {
    privatePem: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/** The config requiring attested passports under results/ and trusting keys/lab.pub. */
export const KEYED_POLICY = `attestations:
  require:
    - "results/**"
  trust:
    - key: keys/lab.pub
`;

/** Writes the keyed policy, the trusted public key and the private key (lab.key) into `repo`. */
export async function writeKeyedPolicy(repo: TempRepo, lab: KeyPair): Promise<void> {
  await repo.write('.passport-gate.yml', KEYED_POLICY);
  await repo.write('keys/lab.pub', lab.publicPem);
  await repo.write('lab.key', lab.privatePem);
}

/** Runs `passport-gate attest DIR... --key FILE` in `repo`; throws unless it signed. */
export async function attestWithKey(
  repo: TempRepo,
  dirs: string[],
  key = 'lab.key',
): Promise<void> {
  const io = captureIo(repo.root);
  const code = await runCli(['attest', ...dirs, '--key', key], io);
  if (code !== 0) throw new Error(`attest exited ${code}: ${io.err()}`);
}
