/**
 * What signing and verifying share without either's library: the DSSE payload type of an
 * in-toto Statement and the subjects' digest. Its own module so that the audit's verifier
 * (verify.ts) does not load @sigstore/sign, the signing clients, to read two constants.
 */
import { hash } from 'node:crypto';

/** The payload type of an in-toto Statement in a DSSE envelope. */
export const IN_TOTO_PAYLOAD_TYPE = 'application/vnd.in-toto+json';

/** The SHA-256 hex of bytes (the subjects' digest). */
export function sha256Hex(bytes: Uint8Array): string {
  // One-shot, on the bytes as they are: no Hash object and no copy (the audit asks it of
  // every attested passport).
  return hash('sha256', bytes, 'hex');
}
