/**
 * Verifying a passport's bundle offline: sigstore-js's verifier (@sigstore/verify)
 * against a pinned trusted root and the trusted keys, then the statement against
 * the passport as it is now. One {@link AttestationVerifier} per audit: the trust
 * material is built once and every bundle reuses it.
 *
 * What is checked, in order, and the rule each failure is:
 * - the bundle parses as a Sigstore bundle with a DSSE envelope of an in-toto
 *   Statement (attestation-invalid);
 * - keyed: the key it names is one of the base config's `trust: key` entries
 *   (attestation-untrusted), and the signature verifies with it (attestation-invalid);
 * - keyless: the certificate chains to the trusted root's Fulcio, carries an SCT of its
 *   CT log, the signature is in its transparency log with a valid inclusion proof or
 *   signed entry timestamp, and a log or TSA timestamp lies inside the certificate's
 *   validity (attestation-invalid); then its identity satisfies a `trust:` identity
 *   (attestation-untrusted);
 * - the statement: its first subject is this passport file with the sha256 of its bytes
 *   now, its predicate is the passport, and its subjects are exactly the ones the
 *   statement builder makes of the passport now (attestation-invalid).
 */
import { bundleFromJSON, type Bundle } from '@sigstore/bundle';
import { X509Certificate } from '@sigstore/core';
import { TrustedRoot } from '@sigstore/protobuf-specs';
import { toSignedEntity, toTrustMaterial, Verifier } from '@sigstore/verify';
import type { TrustEntry } from '../config/config.js';
import {
  IN_TOTO_STATEMENT_TYPE,
  MATERIAL_PASSPORT_PREDICATE_TYPE,
  toInTotoStatement,
  type InTotoSubject,
} from '../export/in-toto.js';
import { readPassport, type MaterialPassport, type Passport } from '../core/passport.js';
import {
  describeCertificateSigner,
  formatSigner,
  matchIdentity,
  readCertificateIdentity,
  type SignerIdentity,
} from './identity.js';
import type { ParsedKey } from './keys.js';
import { signingCertificateOf } from './signer-claim.js';
import { sha256Hex } from '../util/sha256.js';
import { IN_TOTO_PAYLOAD_TYPE } from './statement-bytes.js';

/** A trusted public key and where the config names it. */
export interface TrustedKey {
  path: string;
  key: ParsedKey;
}

/** What the verifier trusts: keys (by fingerprint), identities, and the keyless root. */
export interface ResolvedTrust {
  keys: ReadonlyMap<string, TrustedKey>;
  trust: readonly TrustEntry[];
  /** A trusted_root.json value. */
  root: unknown;
  /** Where the root comes from, for messages. */
  rootLabel: string;
}

/** The passport a bundle is checked against. */
export interface AttestedSubject {
  path: string;
  dir: string;
  bytes: Uint8Array;
  pathBase: 'root' | 'passport';
  /** The passport as the audit read it from these bytes, when it has (spares a second reading). */
  read?: Passport;
}

/** A verdict on one bundle. */
export type BundleVerdict =
  | {
      ok: true;
      signer: SignerIdentity;
      /** The subjects signed (the passport file first). */
      subjects: readonly InTotoSubject[];
    }
  | {
      ok: false;
      rule: 'attestation-invalid' | 'attestation-untrusted';
      problem: string;
      /** Who signed, when that much could be read. */
      signer?: SignerIdentity;
    };

/** Verifies bundles against one trust; reuse it for every passport of a run. */
export interface AttestationVerifier {
  verify(bundleBytes: Uint8Array, subject: AttestedSubject): BundleVerdict;
}

const invalid = (problem: string, signer?: SignerIdentity): BundleVerdict => ({
  ok: false,
  rule: 'attestation-invalid',
  problem,
  ...(signer ? { signer } : {}),
});

/** Bytes as UTF-8 text, read in place (Buffer.from of a Uint8Array would copy them first). */
const utf8Of = (bytes: Uint8Array): string =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');

/** The reason of a sigstore-js error, in one line. */
function reasonOf(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown };
  const message = typeof e.message === 'string' ? e.message : String(error);
  return typeof e.code === 'string' ? `${e.code}: ${message}` : message;
}

/** The verifier of one trust. Throws ConfigurationError-worthy Error on an unusable root. */
export function createAttestationVerifier(trust: ResolvedTrust): AttestationVerifier {
  const root = TrustedRoot.fromJSON(trust.root);
  const keyFinder = (hint: string) => {
    const found = trust.keys.get(hint);
    if (!found) throw new Error(`no trusted key ${hint}`);
    return { publicKey: found.key.key, validFor: () => true };
  };
  const material = toTrustMaterial(root, keyFinder);
  // A keyed bundle carries no log entry: the key is the whole trust. A keyless one needs the
  // log entry (or a TSA timestamp) to prove it was signed while the certificate was valid.
  const keyed = new Verifier(material, {
    tlogThreshold: 0,
    ctlogThreshold: 0,
    timestampThreshold: 0,
  });
  const keyless = new Verifier(material, {
    tlogThreshold: 1,
    ctlogThreshold: 1,
    timestampThreshold: 1,
  });
  return {
    verify(bytes, subject) {
      let bundle: Bundle;
      try {
        bundle = bundleFromJSON(JSON.parse(utf8Of(bytes)));
      } catch (error) {
        return invalid(`is not a Sigstore bundle (${reasonOf(error)})`);
      }
      if (bundle.content.$case !== 'dsseEnvelope')
        return invalid('signs a bare message, not a DSSE envelope of an in-toto Statement');
      const envelope = bundle.content.dsseEnvelope;
      if (envelope.payloadType !== IN_TOTO_PAYLOAD_TYPE)
        return invalid(
          `has payload type ${JSON.stringify(envelope.payloadType)}, not ${IN_TOTO_PAYLOAD_TYPE}`,
        );
      const checked = checkSigner(bundle, trust, keyed, keyless);
      if (!checked.ok) return checked;
      return checkStatement(envelope.payload, subject, checked.signer);
    },
  };
}

/** The signature, chain, log and identity of a bundle. */
function checkSigner(
  bundle: Bundle,
  trust: ResolvedTrust,
  keyed: Verifier,
  keyless: Verifier,
): { ok: true; signer: SignerIdentity } | Extract<BundleVerdict, { ok: false }> {
  const material = bundle.verificationMaterial.content;
  let entity;
  try {
    entity = toSignedEntity(bundle);
  } catch (error) {
    return invalid(`cannot be read for verification (${reasonOf(error)})`) as Extract<
      BundleVerdict,
      { ok: false }
    >;
  }
  if (material.$case === 'publicKey') {
    const hint = material.publicKey.hint;
    const known = trust.keys.get(hint);
    const signer: SignerIdentity = { kind: 'key', fingerprint: hint, key: known?.path ?? null };
    if (!known)
      return {
        ok: false,
        rule: 'attestation-untrusted',
        problem: `is signed by key ${JSON.stringify(hint)}, which no \`trust: - key:\` entry of the config in force names (keys are read at the base commit: a key a pull request adds is not trusted until it is merged)`,
        signer,
      };
    try {
      keyed.verify(entity);
    } catch (error) {
      return {
        ...invalid(`does not verify with trusted key ${known.path} (${reasonOf(error)})`, signer),
      } as Extract<BundleVerdict, { ok: false }>;
    }
    return { ok: true, signer };
  }
  const certBytes = signingCertificateOf(bundle);
  if (!certBytes)
    return invalid('has no signing certificate') as Extract<BundleVerdict, { ok: false }>;
  let identity;
  try {
    identity = readCertificateIdentity(X509Certificate.parse(Buffer.from(certBytes)));
  } catch (error) {
    return invalid(`has an unreadable certificate (${reasonOf(error)})`) as Extract<
      BundleVerdict,
      { ok: false }
    >;
  }
  const signer = describeCertificateSigner(identity);
  try {
    keyless.verify(entity);
  } catch (error) {
    return invalid(
      `does not verify against ${trust.rootLabel} (${reasonOf(error)})`,
      signer,
    ) as Extract<BundleVerdict, { ok: false }>;
  }
  if (!matchIdentity(identity, trust.trust))
    return {
      ok: false,
      rule: 'attestation-untrusted',
      problem: `is signed by ${formatSigner(signer)}, which no \`trust:\` identity of the config in force names (issuer, repository, workflow and ref must all match)`,
      signer,
    };
  return { ok: true, signer };
}

/** True when two JSON values are equal (objects by their keys, arrays by position). */
function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const ob = b as Record<string, unknown>;
  const oa = a as Record<string, unknown>;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(ob, k) && jsonEqual(oa[k], ob[k]));
}

/** The signed statement against the passport as it is now. */
function checkStatement(
  payload: Buffer,
  subject: AttestedSubject,
  signer: SignerIdentity,
): BundleVerdict {
  let statement: {
    _type?: unknown;
    subject?: unknown;
    predicateType?: unknown;
    predicate?: unknown;
  };
  try {
    statement = JSON.parse(payload.toString('utf8')) as typeof statement;
  } catch {
    return invalid('signs a payload that is not JSON', signer);
  }
  if (
    statement === null ||
    typeof statement !== 'object' ||
    statement._type !== IN_TOTO_STATEMENT_TYPE
  )
    return invalid(`signs something other than an in-toto Statement v1`, signer);
  if (statement.predicateType !== MATERIAL_PASSPORT_PREDICATE_TYPE)
    return invalid(
      `signs a predicate of type ${JSON.stringify(statement.predicateType)}, not a Material Passport`,
      signer,
    );
  const signed = Array.isArray(statement.subject) ? (statement.subject as InTotoSubject[]) : [];
  const first = signed[0];
  const sha = sha256Hex(subject.bytes);
  if (!first || first.name !== subject.path)
    return invalid(
      `signs passport ${JSON.stringify(first?.name ?? '(none)')}, not ${JSON.stringify(subject.path)}: it was copied from another passport`,
      signer,
    );
  if (first.digest?.sha256 !== sha)
    return invalid(
      `signs other bytes of this passport (sha256 ${String(first.digest?.sha256)}, the file has ${sha}): the passport was re-stamped or edited after it was attested, or an older bundle was put back`,
      signer,
    );
  let current: unknown;
  try {
    current = JSON.parse(utf8Of(subject.bytes));
  } catch {
    return invalid('belongs to a passport that is not JSON', signer);
  }
  if (!jsonEqual(statement.predicate, current))
    return invalid(
      'signs a predicate that is not the passport (the statement must carry the passport unchanged)',
      signer,
    );
  const expected = toInTotoStatement(
    current as MaterialPassport,
    { dir: subject.dir, pathBase: subject.pathBase, file: { path: subject.path, sha256: sha } },
    subject.read ?? readPassport(current),
  ).subject;
  return checkSubjects(signed, expected, signer);
}

/** The signed subjects against the expected ones: exactly the same set. */
function checkSubjects(
  signed: readonly InTotoSubject[],
  expected: readonly InTotoSubject[],
  signer: SignerIdentity,
): BundleVerdict {
  // The builder's own order, as signing makes it: the same list, element by element.
  if (
    signed.length === expected.length &&
    expected.every(
      (s, i) => signed[i]?.name === s.name && signed[i]?.digest?.sha256 === s.digest.sha256,
    )
  )
    return { ok: true, signer, subjects: expected };
  const key = (s: InTotoSubject) => `${String(s?.name)}\0${String(s?.digest?.sha256)}`;
  const signedKeys = new Set(signed.map(key));
  const expectedKeys = new Set(expected.map(key));
  const unsigned = expected.find((s) => !signedKeys.has(key(s)));
  if (unsigned)
    return invalid(
      `does not sign output ${JSON.stringify(unsigned.name)} (sha256 ${unsigned.digest.sha256}): it is off the signed list`,
      signer,
    );
  const extra = signed.find((s) => !expectedKeys.has(key(s)));
  if (extra)
    return invalid(
      `signs ${JSON.stringify(String(extra?.name))}, which the passport does not list as an output`,
      signer,
    );
  return { ok: true, signer, subjects: expected };
}
