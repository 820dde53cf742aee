/**
 * Who signed a bundle: a trusted key's fingerprint, or the identity Fulcio
 * certified for a keyless signature, read from the certificate's Sigstore
 * extensions (https://github.com/sigstore/fulcio/blob/main/docs/oid-info.md).
 *
 * A GitHub Actions certificate names the signing run: the OIDC issuer
 * (1.3.6.1.4.1.57264.1.8), the workflow that signed as its subject alternative
 * name and Build Signer URI (`https://github.com/OWNER/REPO/PATH@REF`, .1.9), the
 * source repository (.1.12), its ref (.1.14) and commit (.1.13), and the run
 * (.1.21). A `trust:` identity is matched on all of issuer, repository, workflow
 * and ref, each exactly, and the certificate must agree with itself (the SAN and the
 * Build Signer URI, the source repository and the SAN's repository).
 */
import type { X509Certificate } from '@sigstore/core';
import type { TrustEntry } from '../config/config.js';
import type { ReportSigner } from '../core/report-model.js';

/** OIDs of the Fulcio extensions read here. */
const FULCIO_OID = {
  issuer: '1.3.6.1.4.1.57264.1.8',
  buildSignerURI: '1.3.6.1.4.1.57264.1.9',
  sourceRepositoryURI: '1.3.6.1.4.1.57264.1.12',
  sourceRepositoryDigest: '1.3.6.1.4.1.57264.1.13',
  sourceRepositoryRef: '1.3.6.1.4.1.57264.1.14',
  runInvocationURI: '1.3.6.1.4.1.57264.1.21',
} as const;

/** A keyless signer's identity, as the certificate states it. */
export interface CertificateIdentity {
  subjectAlternativeName: string;
  issuer: string | null;
  buildSignerURI: string | null;
  sourceRepositoryURI: string | null;
  sourceRepositoryRef: string | null;
  sourceRepositoryDigest: string | null;
  runInvocationURI: string | null;
}

/** Who produced a passport, for the report, the summary and the diff (the report's own type). */
export type SignerIdentity = ReportSigner;

function readExtension(cert: X509Certificate, oid: string): string | null {
  const ext = cert.extension(oid);
  const value = ext?.valueObj.subs[0]?.value;
  return value ? value.toString('utf8') : null;
}

/** The identity a Fulcio certificate states. */
export function readCertificateIdentity(cert: X509Certificate): CertificateIdentity {
  const san = cert.extSubjectAltName;
  return {
    subjectAlternativeName: san?.uri ?? san?.rfc822Name ?? '',
    issuer: readExtension(cert, FULCIO_OID.issuer),
    buildSignerURI: readExtension(cert, FULCIO_OID.buildSignerURI),
    sourceRepositoryURI: readExtension(cert, FULCIO_OID.sourceRepositoryURI),
    sourceRepositoryRef: readExtension(cert, FULCIO_OID.sourceRepositoryRef),
    sourceRepositoryDigest: readExtension(cert, FULCIO_OID.sourceRepositoryDigest),
    runInvocationURI: readExtension(cert, FULCIO_OID.runInvocationURI),
  };
}

/** The repository, workflow file and ref a GitHub workflow SAN names, or null. */
function splitWorkflowURI(
  uri: string,
): { repository: string; workflow: string; ref: string } | null {
  const m = /^https:\/\/github\.com\/([^/]+\/[^/]+)\/(\.github\/workflows\/[^@]+)@(refs\/.+)$/.exec(
    uri,
  );
  return m ? { repository: m[1] ?? '', workflow: m[2] ?? '', ref: m[3] ?? '' } : null;
}

/** `OWNER/REPO` of a GitHub repository URL (`https://github.com/OWNER/REPO`), or null. */
function repositoryOfURI(uri: string | null): string | null {
  const m = uri === null ? null : /^https:\/\/github\.com\/([^/]+\/[^/]+)$/.exec(uri);
  return m ? (m[1] ?? null) : null;
}

/**
 * The identity as the reviewer reads it. The repository is the one whose run signed: the
 * certificate's source repository (1.3.6.1.4.1.57264.1.12), not the repository in the subject,
 * which names the workflow file that ran, another repository's when a reusable workflow signs
 * (a run of `fork/analysis` calling `org/shared/.github/workflows/attest.yml` is `fork/analysis`'s
 * signature). That workflow is then named with its repository and ref, so a change of called
 * workflow is a change of signer too.
 */
export function describeCertificateSigner(identity: CertificateIdentity): SignerIdentity {
  const parts = splitWorkflowURI(identity.subjectAlternativeName);
  const source = repositoryOfURI(identity.sourceRepositoryURI);
  // A source repository this cannot read (another host) leaves the repository unnamed (the
  // subject is shown whole), never the subject's in its place.
  const repository =
    source ?? (identity.sourceRepositoryURI === null ? (parts?.repository ?? null) : null);
  const workflow =
    parts === null
      ? null
      : parts.repository === repository || repository === null
        ? parts.workflow
        : `${parts.repository}/${parts.workflow}@${parts.ref}`;
  return {
    kind: 'workflow',
    issuer: identity.issuer ?? '',
    repository,
    workflow,
    ref: identity.sourceRepositoryRef ?? parts?.ref ?? null,
    commit: identity.sourceRepositoryDigest,
    run: identity.runInvocationURI,
    subject: identity.subjectAlternativeName,
  };
}

/**
 * The trust entry a certificate identity satisfies, or null. Every field of the entry must
 * hold: the issuer; the SAN (the workflow that signed) equal to
 * `https://github.com/{repository}/{workflow}@{ref}` and to the Build Signer URI when present;
 * the source repository `https://github.com/{repository}` and its ref `{ref}` when present.
 */
export function matchIdentity(
  identity: CertificateIdentity,
  trust: readonly TrustEntry[],
): Extract<TrustEntry, { kind: 'identity' }> | null {
  for (const entry of trust) {
    if (entry.kind !== 'identity') continue;
    const signer = `https://github.com/${entry.repository}/${entry.workflow}@${entry.ref}`;
    if (identity.issuer !== entry.issuer) continue;
    if (identity.subjectAlternativeName !== signer) continue;
    if (identity.buildSignerURI !== null && identity.buildSignerURI !== signer) continue;
    if (
      identity.sourceRepositoryURI !== null &&
      identity.sourceRepositoryURI !== `https://github.com/${entry.repository}`
    )
      continue;
    if (identity.sourceRepositoryRef !== null && identity.sourceRepositoryRef !== entry.ref)
      continue;
    return entry;
  }
  return null;
}

/** The signer in one line, for messages (core/signer.ts; untrusted text: quote it where it is printed). */
export { formatSigner } from '../core/signer.js';
