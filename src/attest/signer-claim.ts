/**
 * The signer a Sigstore bundle names, read without deciding whether to trust it: the provenance
 * diff compares who signed a passport at the base and at the head (a change of key, of
 * workflow, of repository or ref). Verification against the trusted keys and root is the
 * audit's (attest/verify.ts); this is identification, for a reviewer.
 */
import { bundleFromJSON } from '@sigstore/bundle';
import { X509Certificate } from '@sigstore/core';
import type { ReportSigner } from '../core/report-model.js';
import { describeCertificateSigner, readCertificateIdentity } from './identity.js';

/**
 * The signer `bytes` (a `<run-id>.passport.sigstore.json`) names: a key by its hint (the
 * fingerprint `attest` writes), or the identity its Fulcio certificate states; `unreadable`
 * when it is no bundle this can read. Never throws.
 */
export function identifyBundleSigner(bytes: Uint8Array): ReportSigner | 'unreadable' {
  try {
    const bundle = bundleFromJSON(JSON.parse(Buffer.from(bytes).toString('utf8')));
    const material = bundle.verificationMaterial.content;
    if (material.$case === 'publicKey')
      return { kind: 'key', fingerprint: material.publicKey.hint, key: null };
    const raw =
      material.$case === 'certificate'
        ? material.certificate.rawBytes
        : material.x509CertificateChain.certificates[0]?.rawBytes;
    if (!raw) return 'unreadable';
    return describeCertificateSigner(
      readCertificateIdentity(X509Certificate.parse(Buffer.from(raw))),
    );
  } catch {
    return 'unreadable';
  }
}
