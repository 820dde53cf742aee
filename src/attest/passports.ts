/**
 * The audit's attestation stage: for each passport in scope, its bundle
 * `<run-id>.passport.sigstore.json` beside it is read (contained in the root,
 * capped) and verified against the trust in force (verify.ts). The rules
 * (rules/families/attestations.ts) judge what this finds; this module only reads
 * and verifies.
 */
import type { Config } from '../config/config.js';
import type { PassportAttestation } from '../core/report-model.js';
import { compileGlobs } from '../util/globs.js';
import { attestationPathFor } from '../formats/passport.js';
import type { DocumentReader } from '../hash/index.js';
import type { PassportRecord } from '../repo/passports.js';
import { formatSigner } from './identity.js';
import { sha256Hex } from '../util/sha256.js';
import type { AttestationVerifier, BundleVerdict } from './verify.js';

/** What the stage found for one passport. */
export interface AttestationCheck {
  readonly record: PassportRecord;
  /** Repository-relative path of its bundle. */
  readonly bundlePath: string;
  /** Under `attestations.require`: it must carry a valid bundle by a trusted signer. */
  readonly required: boolean;
  /** Who signed, in one line (attest/identity.ts formatSigner), when the bundle said. */
  readonly signerLabel: string | null;
  /** sha256 of the bundle's bytes, when they could be read (the VSA's input attestations). */
  readonly bundleSha256: string | null;
  /** The check as the report states it. */
  readonly report: PassportAttestation;
  readonly verdict:
    | { ok: false; rule: 'attestation-missing' }
    | { ok: false; rule: 'attestation-invalid'; problem: string; unreadable: true }
    | BundleVerdict;
}

/** Inputs of {@link checkAttestations}. */
export interface AttestationStageInput {
  config: Config;
  passports: readonly PassportRecord[];
  /** True when the tree lists the path (the bundle exists). */
  exists: (rel: string) => boolean;
  reader: DocumentReader;
  verifier: AttestationVerifier;
}

/**
 * Reads and verifies the bundle of every passport given (the scope's); a passport the audit
 * refused (no summary) is left to its own finding.
 */
export async function checkAttestations(input: AttestationStageInput): Promise<AttestationCheck[]> {
  const { config, verifier } = input;
  const isRequired = compileGlobs(config.attestations.require, 'attestations.require');
  const checks: AttestationCheck[] = [];
  // The bytes asked once and kept with the record: the statement's subject is the bytes checked.
  const toRead = new Map<
    string,
    { record: PassportRecord; bytes: Uint8Array; required: boolean }
  >();
  for (const record of input.passports) {
    const bytes = record.readBytes();
    if (record.summary === null || bytes === null) continue;
    const bundlePath = attestationPathFor(record.path);
    const required = isRequired(record.dir);
    if (input.exists(bundlePath)) toRead.set(bundlePath, { record, bytes, required });
    else if (required)
      checks.push(
        withReport({
          record,
          bundlePath,
          required,
          signerLabel: null,
          bundleSha256: null,
          verdict: { ok: false, rule: 'attestation-missing' },
        }),
      );
  }
  // The predicate is the passport, base64 in the envelope: room for a passport at its cap.
  const maxBytes = Math.ceil(config.maxPassportBytes * 2.5) + 1024 * 1024;
  await input.reader.readEach([...toRead.keys()], maxBytes, (bundlePath, read) => {
    const entry = toRead.get(bundlePath);
    if (!entry) return;
    const { record, bytes, required } = entry;
    if (!read.ok) {
      checks.push(
        withReport({
          record,
          bundlePath,
          required,
          signerLabel: null,
          bundleSha256: null,
          verdict:
            read.reason === 'missing' && required
              ? { ok: false, rule: 'attestation-missing' }
              : {
                  ok: false,
                  rule: 'attestation-invalid',
                  problem: `cannot be read: it ${read.detail}`,
                  unreadable: true,
                },
        }),
      );
      return;
    }
    const verdict = verifier.verify(read.bytes, {
      path: record.path,
      dir: record.dir,
      bytes,
      pathBase: config.pathBase,
      ...(record.summary ? { read: record.summary } : {}),
    });
    const signer = verdict.signer;
    const signerLabel = signer ? formatSigner(signer) : null;
    const bundleSha256 = sha256Hex(read.bytes);
    checks.push(withReport({ record, bundlePath, required, signerLabel, bundleSha256, verdict }));
  });
  return checks;
}

/** The check with its line in the report (core/report-model.ts PassportAttestation). */
function withReport(check: Omit<AttestationCheck, 'report'>): AttestationCheck {
  const v = check.verdict;
  const result = v.ok
    ? 'verified'
    : v.rule === 'attestation-missing'
      ? 'missing'
      : v.rule === 'attestation-untrusted'
        ? 'untrusted'
        : 'invalid';
  const signer = 'signer' in v && v.signer ? v.signer : null;
  return {
    ...check,
    report: { bundle: check.bundlePath, sha256: check.bundleSha256, result, signer },
  };
}
