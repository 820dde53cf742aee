/**
 * Issue 35, item 9: the repository that signed is the Fulcio certificate's source repository
 * (1.3.6.1.4.1.57264.1.12), not the repository in its subject. When a run calls a reusable
 * workflow, GitHub's certificate names the called workflow in its subject and Build Signer URI,
 * and the calling repository only in the source-repository extension: a run of `fork/analysis`
 * calling `org/analysis/.github/workflows/pipeline.yml` was shown as `org/analysis`'s, so the
 * provenance diff saw no change of signer and `attest` and attestation-untrusted named the
 * trusted repository. Real keyless bundles through @sigstore/mock on 127.0.0.1.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import type { ProvenanceDiff } from '../../src/core/diff-model.js';
import { validateDiff } from '../../src/formats/diff-schema.js';
import { captureIo } from '../helpers/cli-io.js';
import { commitAll, git } from '../helpers/diff-repo.js';
import { TempRepo } from '../helpers/repo.js';
import {
  githubToken,
  startMockSigstore,
  type GithubClaims,
  type MockSigstore,
} from '../helpers/sigstore-mock.js';

let sigstore: MockSigstore;
beforeAll(async () => {
  sigstore = await startMockSigstore();
});
afterAll(async () => {
  await sigstore.close();
});

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-signer-repo-');
  git(repo.root, 'init', '-q', '-b', 'main');
  await repo.write(
    '.passport-gate.yml',
    `attestations:
  require:
    - "results/**"
  trust:
    - issuer: https://token.actions.githubusercontent.com
      repository: ${TRUSTED.repository}
      workflow: ${TRUSTED.workflow}
      ref: ${TRUSTED.ref}
  trusted-root: .sigstore/trusted-root.json
`,
  );
  await repo.write('.sigstore/trusted-root.json', sigstore.trustedRootJson);
  await repo.write('results/align/a.bam', 'BAM');
  await repo.passport({ dir: 'results/align', runId: 'run1', outputs: ['results/align/a.bam'] });
});
afterEach(async () => {
  await repo.remove();
});

const TRUSTED: GithubClaims = {
  repository: 'org/analysis',
  workflow: '.github/workflows/pipeline.yml',
  ref: 'refs/heads/main',
};
/** A run of the fork that calls the trusted repository's own workflow file, as a reusable one. */
const FORK_CALLING_TRUSTED: GithubClaims = {
  repository: 'fork/analysis',
  workflow: '.github/workflows/sign.yml',
  ref: 'refs/heads/main',
  calledWorkflow: 'org/analysis/.github/workflows/pipeline.yml@refs/heads/main',
};

async function attest(claims: GithubClaims) {
  const io = captureIo(repo.root, { SIGSTORE_ID_TOKEN: githubToken(claims) });
  const code = await runCli(
    [
      'attest',
      'results/align',
      '--keyless',
      '--fulcio-url',
      sigstore.fulcioURL,
      '--rekor-url',
      sigstore.rekorURL,
    ],
    io,
  );
  return { code, err: io.err() };
}

describe('the signer’s repository is the certificate’s source repository', () => {
  it('attest and attestation-untrusted name the fork whose run called the trusted workflow', async () => {
    const signed = await attest(FORK_CALLING_TRUSTED);
    expect(signed.code).toBe(0);
    expect(signed.err).toContain(
      '(fork/analysis org/analysis/.github/workflows/pipeline.yml@refs/heads/main @ refs/heads/main',
    );
    expect(signed.err).not.toContain('(org/analysis .github/workflows/pipeline.yml');

    const io = captureIo(repo.root);
    const code = await runCli(['audit', '--all', '--format', 'json'], io);
    const report = JSON.parse(io.out()) as { findings: { rule: string; message: string }[] };
    const found = report.findings.filter((f) => f.rule.startsWith('attestation-'));
    expect(found.map((f) => f.rule)).toEqual(['attestation-untrusted']);
    expect(code).toBe(1);
    expect(found[0]?.message).toContain(
      'is signed by fork/analysis org/analysis/.github/workflows/pipeline.yml@refs/heads/main @ refs/heads/main',
    );
  });

  it('the provenance diff shows the change of signer when the fork’s run re-signs an unchanged passport', async () => {
    expect((await attest(TRUSTED)).code).toBe(0);
    commitAll(repo.root, 'base: signed by the trusted run');
    expect((await attest(FORK_CALLING_TRUSTED)).code).toBe(0);
    const io = captureIo(repo.root);
    const code = await runCli(['diff', '--base', 'HEAD', '--format', 'json'], io);
    expect(io.err()).toBe('');
    expect(code).toBe(0);
    const diff = JSON.parse(io.out()) as ProvenanceDiff;
    expect(validateDiff(diff)).toEqual([]);
    expect(diff.summary.signers_changed).toBe(1);
    expect(diff.passports[0]?.signer).toEqual({
      old: 'org/analysis .github/workflows/pipeline.yml @ refs/heads/main (issuer https://token.actions.githubusercontent.com)',
      new: 'fork/analysis org/analysis/.github/workflows/pipeline.yml@refs/heads/main @ refs/heads/main (issuer https://token.actions.githubusercontent.com)',
    });
  });

  it('the same trusted run signing again is no change of signer', async () => {
    expect((await attest(TRUSTED)).code).toBe(0);
    commitAll(repo.root, 'base');
    expect((await attest(TRUSTED)).code).toBe(0);
    const io = captureIo(repo.root);
    await runCli(['diff', '--base', 'HEAD', '--format', 'json'], io);
    const diff = JSON.parse(io.out()) as ProvenanceDiff;
    expect(diff.passports).toEqual([]);
  });
});
