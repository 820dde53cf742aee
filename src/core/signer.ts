/**
 * Who produced a passport, as the report, the summary and the provenance diff state it: a key
 * by its fingerprint (and the trusted key's path), or the workflow run Fulcio certified. Pure
 * text: the strings come from bundles (untrusted until the attestation verified), and every
 * renderer escapes them for its medium.
 */
import type { ReportSigner } from './report-model.js';

/** The signer in one line, for messages and tables. */
export function formatSigner(signer: ReportSigner): string {
  if (signer.kind === 'key')
    return `key ${signer.fingerprint}${signer.key !== null ? ` (${signer.key})` : ''}`;
  const where =
    signer.repository !== null
      ? `${signer.repository} ${signer.workflow ?? '?'} @ ${signer.ref ?? '?'}`
      : signer.subject;
  return `${where}${signer.commit !== null ? ` commit ${signer.commit.slice(0, 12)}` : ''} (issuer ${signer.issuer})`;
}

/**
 * Who the signer is, apart from the run: a key's fingerprint, or a workflow identity's issuer,
 * repository, workflow and ref (the four a `trust:` entry names). Two signatures by one
 * identity on different commits are one signer; a new key, another workflow or another ref is
 * another signer.
 */
export function signerIdentityKey(signer: ReportSigner): string {
  if (signer.kind === 'key') return `key ${signer.fingerprint}`;
  if (signer.repository === null) return `workflow ${signer.issuer} ${signer.subject}`;
  return `workflow ${signer.issuer} ${signer.repository} ${signer.workflow ?? '?'} @ ${signer.ref ?? '?'}`;
}

/** The signer without the run's commit and key path: the identity a reviewer compares. */
export function formatSignerIdentity(signer: ReportSigner): string {
  if (signer.kind === 'key') return `key ${signer.fingerprint}`;
  return formatSigner({ ...signer, commit: null });
}
