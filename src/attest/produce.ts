/**
 * The producer's side of attested passports: each passport's statement (the one
 * `export --in-toto` writes), signed, and its bundle written beside it,
 * atomically, as `<run-id>.passport.sigstore.json`.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { bundleFromJSON } from '@sigstore/bundle';
import { X509Certificate } from '@sigstore/core';
import { ConfigurationError } from '../core/errors.js';
import { toInTotoStatement } from '../export/in-toto.js';
import { writeFileAtomic } from '../fs/atomic-write.js';
import { attestationPathFor } from '../formats/passport.js';
import type { MaterialPassport } from '../produce/passport-types.js';
import type { AuditedPassport } from '../repo/passports.js';
import { describeCertificateSigner, formatSigner, readCertificateIdentity } from './identity.js';
import { createStatementSigner, type SigningMethod } from './sign.js';
import { buildVerificationSummary, type VerificationSummaryInput } from './verification-summary.js';

/** One bundle written. */
export interface WrittenBundle {
  passport: string;
  bundle: string;
  /** Who signed, in one line. */
  signer: string;
}

/** The signer a bundle names, in one line (a key's fingerprint, or the certificate's identity). */
export function describeBundleSigner(bundleJson: string): string {
  const bundle = bundleFromJSON(JSON.parse(bundleJson));
  const material = bundle.verificationMaterial.content;
  if (material.$case === 'publicKey') return `key ${material.publicKey.hint}`;
  const raw =
    material.$case === 'certificate'
      ? material.certificate.rawBytes
      : material.x509CertificateChain.certificates[0]?.rawBytes;
  if (!raw) return 'an unknown signer';
  return formatSigner(
    describeCertificateSigner(readCertificateIdentity(X509Certificate.parse(Buffer.from(raw)))),
  );
}

/** Signs each passport (as the audit read it) and writes its bundle under `root`. */
export async function attestPassports(
  root: string,
  passports: readonly AuditedPassport[],
  method: SigningMethod,
  pathBase: 'root' | 'passport',
): Promise<WrittenBundle[]> {
  const signer = createStatementSigner(method);
  const written: WrittenBundle[] = [];
  for (const p of passports) {
    if (!p.bytes || p.value === null || typeof p.value !== 'object') continue;
    const statement = toInTotoStatement(p.value as MaterialPassport, {
      dir: p.dir,
      pathBase,
      file: { path: p.path, sha256: createHash('sha256').update(p.bytes).digest('hex') },
    });
    const json = await signer.sign(Buffer.from(JSON.stringify(statement), 'utf8'));
    const bundle = attestationPathFor(p.path);
    await writeFileAtomic(path.join(root, ...bundle.split('/')), json);
    written.push({ passport: p.path, bundle, signer: describeBundleSigner(json) });
  }
  return written;
}

/**
 * A signing failure as one line with what to do (exit 2): most often no OIDC token (the job
 * lacks `id-token: write`, or it runs for a fork's pull request), or a service out of reach.
 */
export function describeSigningError(error: unknown, method: SigningMethod): unknown {
  if (method.kind === 'key') return error;
  const text = error instanceof Error ? error.message : String(error);
  if (/no tokens available|OIDC|identity token/i.test(text))
    return new ConfigurationError(
      `--keyless found no OIDC token: in GitHub Actions give the job \`permissions: id-token: write\` (a pull request from a fork never gets one: attest in a workflow_run job instead, README "Attested passports"); elsewhere set SIGSTORE_ID_TOKEN`,
    );
  return new ConfigurationError(
    `--keyless signing failed (${text.split('\n')[0] ?? ''}); check that ${method.fulcioURL} and ${method.rekorURL} are reachable, then attest again`,
  );
}

/** A signed verification summary to write (the action's and the CLI's request). */
export interface SummaryRequest {
  /** Where to write the bundle (absolute). */
  file: string;
  method: SigningMethod;
}

/**
 * Builds the verification summary of an audit (verification-summary.ts), signs it into a
 * Sigstore bundle and writes it to `request.file`, atomically; returns who signed, in one line.
 */
export async function writeVerificationSummary(
  summary: VerificationSummaryInput,
  request: SummaryRequest,
): Promise<string> {
  const statement = buildVerificationSummary(summary);
  let json: string;
  try {
    json = await createStatementSigner(request.method).sign(
      Buffer.from(JSON.stringify(statement), 'utf8'),
    );
  } catch (error) {
    throw describeSigningError(error, request.method);
  }
  await writeFileAtomic(request.file, json);
  return describeBundleSigner(json);
}
