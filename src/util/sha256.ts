/**
 * The sha256 of plain bytes, one helper for every layer that digests bytes it holds: a
 * passport's bytes (repo/passports.ts, kept to know them again when read again), an
 * attestation's subject (attest/produce.ts signs it, attest/verify.ts compares it), an
 * export's record of a passport file (operations/export.ts). One spelling, so the digest
 * signed and the digest checked are made the same way.
 */
import { hash } from 'node:crypto';

/** The sha256 of `bytes` as lower-case hex. */
export function sha256Hex(bytes: Uint8Array): string {
  // One-shot, on the bytes as they are: no Hash object and no copy (the audit asks it of
  // every passport whose bytes it lets go of, and of every attested passport).
  return hash('sha256', bytes, 'hex');
}
