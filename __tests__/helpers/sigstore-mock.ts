/**
 * Sigstore's services on 127.0.0.1, from @sigstore/mock: a Fulcio CA (with its CT log), a
 * Rekor transparency log and an RFC 3161 timestamp authority, each behind a real HTTP
 * server, and the trusted_root.json their keys make. The signing side (sigstore-js's own
 * clients) and the verifying side (the gate's, offline against that root) are the real code.
 *
 * Mock Fulcio takes the certificate's SAN from the token's `sub` claim (real Fulcio builds it
 * from `job_workflow_ref` for GitHub's issuer) and writes GitHub's extensions from the claims
 * (repository, ref, sha, workflow_ref, job_workflow_ref, run_id, ...), so {@link githubToken}
 * sets `sub` to the workflow URI GitHub's certificate carries.
 */
import { createHash, generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  fulcioHandler,
  initializeCA,
  initializeCTLog,
  initializeTLog,
  initializeTSA,
  rekorHandler,
  tsaHandler,
  type HandlerFn,
} from '@sigstore/mock';
import { HashAlgorithm, PublicKeyDetails, TrustedRoot } from '@sigstore/protobuf-specs';

/** The running services. */
export interface MockSigstore {
  url: string;
  fulcioURL: string;
  rekorURL: string;
  tsaURL: string;
  /** trusted_root.json text for the services' keys (what `attestations.trusted-root` names). */
  trustedRootJson: string;
  close(): Promise<void>;
}

const keyPair = () => generateKeyPairSync('ec', { namedCurve: 'P-256' });

/** Starts the services on an ephemeral port of 127.0.0.1. */
export async function startMockSigstore(): Promise<MockSigstore> {
  const ctlog = await initializeCTLog(keyPair());
  const ca = await initializeCA(keyPair(), ctlog);
  const tsa = wholeSecondClock(await initializeTSA(keyPair()));
  const routes = new Map<string, HandlerFn>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const handler = req.method === 'POST' ? routes.get(req.url ?? '') : undefined;
      if (!handler) {
        res.writeHead(404).end();
        return;
      }
      handler(Buffer.concat(chunks).toString('utf8')).then(
        (r) => {
          res.writeHead(r.statusCode, { 'content-type': r.contentType ?? 'application/json' });
          res.end(typeof r.response === 'string' ? r.response : Buffer.from(r.response.buffer));
        },
        () => res.writeHead(500).end(),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const tlog = await initializeTLog(url, keyPair());
  for (const h of [fulcioHandler(ca), tsaHandler(tsa)]) routes.set(h.path, h.fn);
  const rekor = rekorHandler(tlog);
  routes.set(rekor.path, (body) => rekor.fn(canonicalizeDsseEntry(body)));

  const since = new Date(Date.now() - 24 * 3600 * 1000);
  const p256 = PublicKeyDetails.PKIX_ECDSA_P256_SHA_256;
  const keyId = (der: Buffer) => ({ keyId: createHash('sha256').update(der).digest() });
  const root = TrustedRoot.toJSON({
    mediaType: 'application/vnd.dev.sigstore.trustedroot+json;version=0.1',
    tlogs: [
      {
        baseUrl: url,
        hashAlgorithm: HashAlgorithm.SHA2_256,
        publicKey: { rawBytes: tlog.publicKey, keyDetails: p256, validFor: { start: since } },
        logId: keyId(tlog.publicKey),
      },
    ],
    ctlogs: [
      {
        baseUrl: url,
        hashAlgorithm: HashAlgorithm.SHA2_256,
        publicKey: { rawBytes: ctlog.publicKey, keyDetails: p256, validFor: { start: since } },
        logId: { keyId: Buffer.from(ctlog.logID.buffer) },
      },
    ],
    certificateAuthorities: [
      {
        subject: { organization: 'sigstore.mock', commonName: 'sigstore' },
        uri: url,
        certChain: { certificates: [{ rawBytes: Buffer.from(ca.rootCertificate.buffer) }] },
        validFor: { start: since },
      },
    ],
    timestampAuthorities: [
      {
        subject: { organization: 'sigstore.mock', commonName: 'tsa' },
        uri: url,
        certChain: {
          certificates: [
            { rawBytes: Buffer.from(tsa.intCertificate.buffer) },
            { rawBytes: Buffer.from(tsa.rootCertificate.buffer) },
          ],
        },
        validFor: { start: since },
      },
    ],
  } as unknown as TrustedRoot);
  return {
    url,
    fulcioURL: url,
    rekorURL: url,
    tsaURL: `${url}/api/v1/timestamp`,
    trustedRootJson: `${JSON.stringify(root, null, 2)}\n`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The mock TSA writes `genTime` with milliseconds as DER wants them, trailing zeros dropped
 * (`…40.12Z` at 120 ms), and @sigstore/core's time parser accepts three fraction digits or
 * none: one timestamp in ten failed with "invalid time". Sigstore's and GitHub's timestamp
 * authorities (Go's encoding/asn1) write whole seconds, so the mock's clock is set to whole
 * seconds too. The mock takes only a fixed `clock` Date, so its per-call clock is replaced;
 * if a later @sigstore/mock renames it, this throws rather than bring the flake back.
 */
function wholeSecondClock<T extends object>(tsa: T): T {
  const clocked = tsa as T & { getCurrentTime?: () => Date };
  if (typeof clocked.getCurrentTime !== 'function')
    throw new Error('@sigstore/mock TSA has no getCurrentTime: see wholeSecondClock');
  clocked.getCurrentTime = () => new Date(Math.floor(Date.now() / 1000) * 1000);
  return tsa;
}

/**
 * What Rekor stores for a proposed `dsse` v0.0.1 entry (its canonical body: the envelope's and
 * payload's hashes and the signature with its verifier), where mock Rekor stores the proposal
 * as sent; other kinds pass unchanged.
 */
function canonicalizeDsseEntry(body: string): string {
  const entry = JSON.parse(body) as {
    kind?: string;
    spec?: { proposedContent?: { envelope: string; verifiers: string[] } };
  };
  const proposed = entry.spec?.proposedContent;
  if (entry.kind !== 'dsse' || !proposed) return body;
  const envelope = JSON.parse(proposed.envelope) as {
    payload: string;
    signatures: { sig: string }[];
  };
  const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');
  return JSON.stringify({
    apiVersion: '0.0.1',
    kind: 'dsse',
    spec: {
      envelopeHash: { algorithm: 'sha256', value: sha(proposed.envelope) },
      payloadHash: { algorithm: 'sha256', value: sha(Buffer.from(envelope.payload, 'base64')) },
      signatures: envelope.signatures.map((sig, i) => ({
        signature: sig.sig,
        verifier: proposed.verifiers[i] ?? proposed.verifiers[0],
      })),
    },
  });
}

/** What a GitHub Actions OIDC token says about the run. */
export interface GithubClaims {
  repository: string;
  workflow: string;
  ref: string;
  sha?: string;
  /**
   * A reusable workflow the run called, `OWNER/REPO/.github/workflows/FILE@REF`: GitHub then
   * names it in `job_workflow_ref` (the certificate's subject and Build Signer URI), while
   * `repository` stays the repository whose run it is (the source repository).
   */
  calledWorkflow?: string;
}

/**
 * An OIDC token shaped like GitHub Actions' (unsigned: mock Fulcio decodes it without
 * verifying, as the real one verifies GitHub's signature).
 */
export function githubToken(claims: GithubClaims): string {
  const workflowRef = `${claims.repository}/${claims.workflow}@${claims.ref}`;
  const jobWorkflowRef = claims.calledWorkflow ?? workflowRef;
  const payload = {
    iss: 'https://token.actions.githubusercontent.com',
    aud: 'sigstore',
    sub: `https://github.com/${jobWorkflowRef}`,
    repository: claims.repository,
    repository_owner: claims.repository.split('/')[0],
    ref: claims.ref,
    sha: claims.sha ?? 'a'.repeat(40),
    workflow_ref: workflowRef,
    job_workflow_ref: jobWorkflowRef,
    event_name: 'push',
    run_id: '4242',
    run_attempt: '1',
    runner_environment: 'github-hosted',
  };
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
}
