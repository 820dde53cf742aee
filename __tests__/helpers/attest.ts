/**
 * Attested passports in tests: signing keys made here (never pasted), the policy
 * that requires and trusts them, and `attest` run in process.
 */
import { generateKeyPairSync } from 'node:crypto';
import { runCli } from '../../src/cli.js';
import { captureIo } from './cli-io.js';
import { commitAll } from './diff-repo.js';
import type { TempRepo } from './repo.js';
import { buildRecordedChain } from './reproduce-repo.js';

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

/**
 * The two-step chain `passport-gate run` recorded (reproduce-repo.ts: results/count, then
 * results/report) under the keyed policy, the directories of `signed` attested with lab.key,
 * and everything committed: the producer's own, signed work.
 */
export async function buildAttestedRunChain(repo: TempRepo, signed: string[]): Promise<void> {
  await buildRecordedChain(repo);
  // The raw data comes from outside the pipeline: say where (input-unprovenanced otherwise).
  // A citation only annotates the run record, which stays one.
  await stampInProcess(repo, ['results/count', '--source', 'data/in.txt=ERR123456']);
  await writeKeyedPolicy(repo, makeKey());
  if (signed.length > 0) await attestWithKey(repo, signed);
  commitAll(repo.root, 'the chain as run recorded it, attested');
}

/**
 * The report's output edited by hand and its run record re-stamped over it with
 * `passport-gate stamp results/report --force` (in process, not committed): a consistent hand
 * record of bytes no step made, same inputs and code as the run record.
 */
export async function forceRestampHandEdit(repo: TempRepo): Promise<void> {
  await repo.write('results/report/r.txt', 'REPORT\nLINES 1\nCHARS 1\n');
  await stampInProcess(repo, ['results/report', '--force']);
}

/** `passport-gate stamp ARGS` in process at the root; throws unless it wrote. */
async function stampInProcess(repo: TempRepo, args: string[]): Promise<void> {
  const io = captureIo(repo.root);
  const code = await runCli(['stamp', ...args], io);
  if (code !== 0) throw new Error(`stamp exited ${code}: ${io.err()}`);
}
