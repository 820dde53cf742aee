/**
 * The pinned Sigstore public-good trusted root is the one @sigstore/tuf ships in its
 * seeds (signed by Sigstore's TUF root), and sigstore-js reads it as a trusted root.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { TrustedRoot } from '@sigstore/protobuf-specs';
import { toTrustMaterial } from '@sigstore/verify';
import { describe, expect, it } from 'vitest';
import { PUBLIC_GOOD_TRUSTED_ROOT } from '../../src/attest/public-good-root.js';

describe('the pinned public-good trusted root', () => {
  it('equals the trusted_root.json of @sigstore/tuf seeds (scripts/make-trusted-root.mjs --check)', () => {
    const script = path.resolve(import.meta.dirname, '../../scripts/make-trusted-root.mjs');
    expect(() =>
      execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' }),
    ).not.toThrow();
  });

  it('holds Fulcio, Rekor, a CT log and a TSA, and builds trust material', () => {
    const root = TrustedRoot.fromJSON(PUBLIC_GOOD_TRUSTED_ROOT);
    expect(root.certificateAuthorities.length).toBeGreaterThan(0);
    expect(root.tlogs.some((t) => t.baseUrl === 'https://rekor.sigstore.dev')).toBe(true);
    expect(root.ctlogs.length).toBeGreaterThan(0);
    const material = toTrustMaterial(root);
    expect(material.certificateAuthorities.length).toBe(root.certificateAuthorities.length);
  });
});
