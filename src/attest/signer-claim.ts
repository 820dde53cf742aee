/**
 * The signer a Sigstore bundle names, read without deciding whether to trust it: the provenance
 * diff compares who signed a passport at the base and at the head (a change of key, of
 * workflow, of repository or ref). Verification against the trusted keys and root is the
 * audit's (attest/verify.ts); this is identification, for a reviewer.
 */
import { bundleFromJSON, type Bundle } from '@sigstore/bundle';
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
    const raw = signingCertificateOf(bundle);
    if (!raw) return 'unreadable';
    return describeCertificateSigner(
      readCertificateIdentity(X509Certificate.parse(Buffer.from(raw))),
    );
  } catch {
    return 'unreadable';
  }
}

/**
 * The DER bytes of the certificate a keyless bundle signs with (its own, or the leaf of its
 * chain); undefined for a keyed bundle or a chain without one.
 */
export function signingCertificateOf(bundle: Bundle): Uint8Array | undefined {
  const material = bundle.verificationMaterial.content;
  if (material.$case === 'certificate') return material.certificate.rawBytes;
  if (material.$case === 'x509CertificateChain')
    return material.x509CertificateChain.certificates[0]?.rawBytes;
  return undefined;
}
