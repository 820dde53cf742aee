/**
 * Signing a passport's statement into a Sigstore bundle, through sigstore-js's
 * own bundle builder (@sigstore/sign): a DSSE envelope over the in-toto
 * Statement, payload type `application/vnd.in-toto+json`.
 *
 * - keyed: a PEM private key (attest/keys.ts); the bundle names the key by its
 *   fingerprint (the verifier finds the public key among the trusted ones by it),
 *   with no transparency log entry: the trust is in the key alone;
 * - keyless: an ephemeral key certified by Fulcio for the workflow's OIDC token,
 *   the signature logged in Rekor (and timestamped by a TSA when one is named), so
 *   the certificate's ten minutes are proven to hold the signing time.
 */
import {
  CIContextProvider,
  DSSEBundleBuilder,
  FulcioSigner,
  RekorWitness,
  TSAWitness,
  type IdentityProvider,
  type Signer,
  type Witness,
} from '@sigstore/sign';
import { bundleToJSON } from '@sigstore/bundle';
import { sign as cryptoSign } from 'node:crypto';
import type { ParsedKey } from './keys.js';
import { IN_TOTO_PAYLOAD_TYPE } from './statement-bytes.js';

/** Sigstore's public-good services, the keyless default. */
export const PUBLIC_GOOD = {
  fulcio: 'https://fulcio.sigstore.dev',
  rekor: 'https://rekor.sigstore.dev',
} as const;

/** How to sign. */
export type SigningMethod =
  | { kind: 'key'; key: ParsedKey & { publicKey: import('node:crypto').KeyObject } }
  | {
      kind: 'keyless';
      fulcioURL: string;
      rekorURL: string;
      /** A timestamp authority (RFC 3161) as a second witness, or none. */
      tsaURL: string | null;
      /** Where the OIDC token comes from (default: GitHub Actions' id-token, or SIGSTORE_ID_TOKEN). */
      identity?: IdentityProvider;
      /** Per request, in ms. */
      timeout?: number;
    };

/** A DSSE bundle builder for one method, reused for every passport of a run. */
export interface StatementSigner {
  /** Signs the statement's bytes; returns the bundle's JSON text (one line, newline-ended). */
  sign(statement: Uint8Array): Promise<string>;
}

/** Signs with a PEM key: DER ECDSA over SHA-256, or Ed25519. */
function keySigner(key: ParsedKey & { publicKey: import('node:crypto').KeyObject }): Signer {
  const publicPem = key.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  return {
    sign: async (data) => ({
      signature: cryptoSign(key.kind === 'ed25519' ? null : 'sha256', data, key.key),
      key: { $case: 'publicKey', publicKey: publicPem, hint: key.fingerprint },
    }),
  };
}

/**
 * The OIDC token for keyless signing, from the environment given (not `process.env`, so the
 * CLI's environment is the one read): `SIGSTORE_ID_TOKEN` when set, else GitHub Actions' token
 * service (`ACTIONS_ID_TOKEN_REQUEST_URL` and `_TOKEN`, present only with `id-token: write`)
 * for audience `sigstore`. Rejects with "no OIDC token" when neither is there.
 */
export function identityFromEnv(env: NodeJS.ProcessEnv, timeoutMs = 30_000): IdentityProvider {
  return {
    async getToken() {
      const direct = env.SIGSTORE_ID_TOKEN;
      if (direct) return direct;
      const url = env.ACTIONS_ID_TOKEN_REQUEST_URL;
      const bearer = env.ACTIONS_ID_TOKEN_REQUEST_TOKEN;
      if (!url || !bearer) throw new Error('no OIDC token');
      const request = new URL(url);
      request.searchParams.set('audience', 'sigstore');
      const response = await fetch(request, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${bearer}` },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok)
        throw new Error(`no OIDC token: the token service answered ${response.status}`);
      const body = (await response.json()) as { value?: unknown };
      if (typeof body.value !== 'string')
        throw new Error('no OIDC token in the token service answer');
      return body.value;
    },
  };
}

/** The bundle builder for a method. */
export function createStatementSigner(method: SigningMethod): StatementSigner {
  let signer: Signer;
  const witnesses: Witness[] = [];
  if (method.kind === 'key') signer = keySigner(method.key);
  else {
    const retry = { retries: 1 };
    signer = new FulcioSigner({
      identityProvider: method.identity ?? new CIContextProvider('sigstore'),
      fulcioBaseURL: method.fulcioURL,
      retry,
      ...(method.timeout !== undefined ? { timeout: method.timeout } : {}),
    });
    witnesses.push(new RekorWitness({ rekorBaseURL: method.rekorURL, entryType: 'dsse', retry }));
    if (method.tsaURL !== null)
      witnesses.push(new TSAWitness({ tsaBaseURL: method.tsaURL, retry }));
  }
  const builder = new DSSEBundleBuilder({ signer, witnesses });
  return {
    async sign(statement) {
      const bundle = await builder.create({
        data: Buffer.from(statement),
        type: IN_TOTO_PAYLOAD_TYPE,
      });
      return `${JSON.stringify(bundleToJSON(bundle))}\n`;
    },
  };
}
