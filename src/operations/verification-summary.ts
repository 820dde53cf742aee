/**
 * The one verification summary step after the verdict: a signed SLSA verification summary (VSA
 * v1) of the audited commit, written by attest/produce.ts. Both faces call it after the run has
 * published its report: the GitHub host from `publish` (the `verification-summary` input), the
 * command line after `run.publish` (`audit --vsa`). The faces only name the file and the key and
 * say what happened; the signing method is read, and the summary written, here alone.
 */
import type { WrittenSummary } from '../attest/produce.js';
import type { SigningMethod } from '../attest/sign.js';
import type { AuditReport } from '../core/report-model.js';
import { readFileCapped } from '../fs/safe-read.js';
import type { GateRun } from '../gate/gate-run.js';
import { UsageError } from '../util/errors.js';

/** How to sign: a private key, or Sigstore keyless with the job's OIDC identity. */
export interface SigningRequest {
  /** A PEM private key (absolute), or null: keyless. */
  keyFile: string | null;
  /** How the key is named in messages (`--vsa-key "k.pem"`, `input verification-summary-key k.pem`). */
  keyLabel: string;
  /** Keyless only; null: Sigstore's public-good instances (and no timestamp authority). */
  fulcioURL: string | null;
  rekorURL: string | null;
  tsaURL: string | null;
}

/** Largest private key file read. */
const MAX_KEY_BYTES = 64 * 1024;

/** The signing method of a request (the key read and checked). Throws UsageError. */
export async function readSigningMethod(
  request: SigningRequest,
  env: NodeJS.ProcessEnv,
): Promise<SigningMethod> {
  // sigstore-js loads only when something is signed: every other run would pay its start-up.
  const [{ identityFromEnv, PUBLIC_GOOD }, { parsePrivateKey }] = await Promise.all([
    import('../attest/sign.js'),
    import('../attest/keys.js'),
  ]);
  if (request.keyFile === null)
    return {
      kind: 'keyless',
      fulcioURL: request.fulcioURL ?? PUBLIC_GOOD.fulcio,
      rekorURL: request.rekorURL ?? PUBLIC_GOOD.rekor,
      tsaURL: request.tsaURL,
      identity: identityFromEnv(env),
    };
  const read = await readFileCapped(request.keyFile, MAX_KEY_BYTES);
  if (!read.ok) throw new UsageError(`cannot read ${request.keyLabel}: it ${read.detail}`);
  const parsed = parsePrivateKey(read.bytes);
  if (!parsed.ok) throw new UsageError(`${request.keyLabel} ${parsed.problem}`);
  return { kind: 'key', key: parsed.value };
}

/** Where and how a run's summary is written. */
export interface SummaryRequest {
  /** The summary's file (absolute). */
  file: string;
  signing: SigningRequest;
  /** The audited root (absolute). */
  root: string;
  /** The config file's path below the root (POSIX), as the summary names the policy. */
  configFile: string;
  env: NodeJS.ProcessEnv;
  /**
   * The UsageError's text when the run read no file of the checkout (a merged report): a summary
   * would vouch for bytes nobody read here, so none is signed.
   */
  unread: string;
}

/**
 * Signs and writes the summary of a run that audited (with `recordReads`) and published its
 * report: the config in force, the commit it was read at and the files the audit read are the
 * run's. Throws UsageError (the run fails) when it cannot: a release that asked for a summary
 * must not pass without one.
 */
export async function writeRunSummary(
  run: GateRun,
  report: AuditReport,
  request: SummaryRequest,
): Promise<WrittenSummary> {
  const { inForce, filesRead } = run;
  if (inForce === null || filesRead === null) throw new UsageError(request.unread);
  const method = await readSigningMethod(request.signing, request.env);
  const { writeVerificationSummary } = await import('../attest/produce.js');
  return writeVerificationSummary(report, {
    file: request.file,
    method,
    root: request.root,
    configFile: request.configFile,
    config: inForce.config,
    policyCommit: inForce.policyCommit ?? null,
    filesRead,
    env: request.env,
    timeVerified: new Date(),
  });
}
