/**
 * End to end: the action bundle (dist/index.js, run as the runner runs it) gates a pull request
 * whose passports carry keyless bundles from Sigstore's services (@sigstore/mock on 127.0.0.1),
 * under the base commit's attestation policy read through the contents API stand-in. Rebuild the
 * bundle first (`npm run bundle`).
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { bundleFromJSON } from '@sigstore/bundle';
import { TrustedRoot } from '@sigstore/protobuf-specs';
import { toSignedEntity, toTrustMaterial, Verifier } from '@sigstore/verify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { captureIo } from '../helpers/cli-io.js';
import { attestWithKey, makeKey, writeKeyedPolicy } from '../helpers/attest.js';
import { buildPipeline, TempRepo } from '../helpers/repo.js';
import { commitAll, git } from '../helpers/diff-repo.js';
import {
  githubToken,
  startMockSigstore,
  type GithubClaims,
  type MockSigstore,
} from '../helpers/sigstore-mock.js';
import { GitHubStandIn, loadRequestValidators, type RequestValidators } from './github-stand-in.js';
import { ACTION_ENTRY, runAction } from './runner.js';

const HEAD_SHA = 'a'.repeat(40);
const BASE_SHA = 'b'.repeat(40);
const PR_NUMBER = 9;
const DIRS = ['results/align', 'results/variants', 'results/report'];
const PIPELINE: GithubClaims = {
  repository: 'octo-org/analysis',
  workflow: '.github/workflows/pipeline.yml',
  ref: 'refs/heads/main',
  sha: '1234567890abcdef1234567890abcdef12345678',
};
const POLICY = `attestations:
  require:
    - "results/**"
  trust:
    - issuer: https://token.actions.githubusercontent.com
      repository: ${PIPELINE.repository}
      workflow: ${PIPELINE.workflow}
      ref: ${PIPELINE.ref}
  trusted-root: .sigstore/trusted-root.json
`;

let validators: RequestValidators;
let sigstore: MockSigstore;
beforeAll(async () => {
  if (!existsSync(ACTION_ENTRY))
    throw new Error(`${ACTION_ENTRY} is missing: run \`npm run bundle\` first`);
  validators = loadRequestValidators();
  sigstore = await startMockSigstore();
});
afterAll(async () => {
  await sigstore.close();
});

let repo: TempRepo;
let api: GitHubStandIn;
beforeEach(async () => {
  repo = await TempRepo.create('pg-e2e-attest-');
  api = await GitHubStandIn.start(validators);
});
afterEach(async () => {
  await api.close();
  await repo.remove();
});

/** The pipeline, signed keyless by `claims`; the base commit's policy served by the contents API. */
async function buildSigned(claims: GithubClaims, workspacePolicy = POLICY): Promise<string[]> {
  await buildPipeline(repo);
  await repo.write('.passport-gate.yml', workspacePolicy);
  await repo.write('.sigstore/trusted-root.json', sigstore.trustedRootJson);
  const io = captureIo(repo.root, { SIGSTORE_ID_TOKEN: githubToken(claims) });
  const args = [
    'attest',
    ...DIRS,
    '--keyless',
    '--fulcio-url',
    sigstore.fulcioURL,
    '--rekor-url',
    sigstore.rekorURL,
  ];
  expect(await runCli(args, io), io.err()).toBe(0);
  api.contents.set(`${BASE_SHA}:.passport-gate.yml`, { type: 'file', text: POLICY });
  api.contents.set(`${BASE_SHA}:.sigstore/trusted-root.json`, {
    type: 'file',
    text: sigstore.trustedRootJson,
  });
  const changed = DIRS.flatMap((d) => {
    const run = d.split('/')[1];
    return [`${d}/${run}.passport.json`, `${d}/${run}.passport.sigstore.json`];
  });
  api.pulls.set(PR_NUMBER, {
    number: PR_NUMBER,
    headSha: HEAD_SHA,
    baseSha: BASE_SHA,
    headLabel: 'octo-org:results',
    files: changed,
  });
  return changed;
}

const runPullRequest = (fork = false, inputs: Record<string, string> = {}) =>
  runAction({
    workspace: repo.root,
    eventName: 'pull_request',
    payload: {
      action: 'synchronize',
      number: PR_NUMBER,
      pull_request: {
        number: PR_NUMBER,
        changed_files: 6,
        head: {
          sha: HEAD_SHA,
          ref: 'results',
          repo: { full_name: fork ? 'someone/analysis' : 'octo-org/analysis', fork },
        },
        base: { sha: BASE_SHA, ref: 'main', repo: { full_name: 'octo-org/analysis' } },
      },
      repository: {
        full_name: 'octo-org/analysis',
        name: 'analysis',
        owner: { login: 'octo-org' },
      },
    },
    sha: 'c'.repeat(40),
    apiUrl: api.url,
    inputs,
  });

const annotationRules = () =>
  [...api.checkRuns.values()].flatMap((c) =>
    (c.annotations ?? []).map((a) => (a.title ?? '').split(' ')[0]),
  );

describe('the action gates keyless-attested passports offline', () => {
  it('passes a pull request whose passports the trusted workflow signed', async () => {
    await buildSigned(PIPELINE);
    const run = await runPullRequest();
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(api.validationErrors).toEqual([]);
    expect(run.outputs).toMatchObject({ passed: 'true', errors: '0' });
    // The trusted root and the config came from the base commit: its whole tree through the
    // trees API (a file the checkout holds under the base's blob id is read from the checkout,
    // any other as its blob), never the per-file contents API.
    expect(api.requestsTo('GET', /\/git\/trees\//).map((r) => r.path)).toEqual([
      `/repos/octo-org/analysis/git/trees/${BASE_SHA}`,
    ]);
    expect(api.requestsTo('GET', /\/contents\//)).toEqual([]);
  });

  it('fails a pull request signed from another ref, with attestation-untrusted annotations', async () => {
    await buildSigned({ ...PIPELINE, ref: 'refs/heads/results' });
    const run = await runPullRequest();
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(run.outputs).toMatchObject({ passed: 'false', errors: '3' });
    expect(annotationRules().filter((r) => r === 'attestation-untrusted')).toHaveLength(3);
  });

  it('a pull request that trusts its own key in its own config is attestation-untrusted', async () => {
    await buildSigned(PIPELINE);
    const mine = makeKey();
    await repo.write('keys/mine.pub', mine.publicPem);
    await repo.write('mine.key', mine.privatePem);
    // Its own config trusts its own key; the base commit's does not.
    await repo.write(
      '.passport-gate.yml',
      POLICY.replace('  trusted-root:', '    - key: keys/mine.pub\n  trusted-root:'),
    );
    const io = captureIo(repo.root);
    expect(await runCli(['attest', 'results/align', '--key', 'mine.key'], io), io.err()).toBe(0);
    const run = await runPullRequest();
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(annotationRules()).toContain('attestation-untrusted');
  });

  it('says in the summary that a fork cannot attest', async () => {
    await buildSigned(PIPELINE);
    const run = await runPullRequest(true);
    expect(run.summary).toContain('comes from a fork, which gets no OIDC token and cannot attest');
  });
});

describe('the action signs a verification summary of a release', () => {
  it('writes a keyless SLSA VSA v1 over the pushed commit that sigstore-js verifies', async () => {
    await buildSigned(PIPELINE);
    git(repo.root, 'init', '-q');
    const head = commitAll(repo.root, 'release');
    const run = await runAction({
      workspace: repo.root,
      eventName: 'push',
      payload: {
        ref: 'refs/tags/v1.0.0',
        after: head,
        repository: {
          full_name: 'octo-org/analysis',
          name: 'analysis',
          owner: { login: 'octo-org' },
        },
      },
      sha: head,
      apiUrl: api.url,
      inputs: {
        mode: 'all',
        annotations: 'none',
        'verification-summary': 'vsa.sigstore.json',
        'fulcio-url': sigstore.fulcioURL,
        'rekor-url': sigstore.rekorURL,
      },
      env: { SIGSTORE_ID_TOKEN: githubToken(PIPELINE) },
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs['verification-summary']).toBe(path.join(repo.root, 'vsa.sigstore.json'));
    // The notes put what is not a plain word in code spans (report/escape.ts markdownText).
    expect(run.summary.replace(/`/g, '')).toMatch(/verification summary \(SLSA VSA v1, PASSED\)/);
    const bundle = bundleFromJSON(JSON.parse((await repo.read('vsa.sigstore.json')).toString()));
    const material = toTrustMaterial(TrustedRoot.fromJSON(JSON.parse(sigstore.trustedRootJson)));
    const signer = new Verifier(material, {
      tlogThreshold: 1,
      ctlogThreshold: 1,
      timestampThreshold: 1,
    }).verify(toSignedEntity(bundle));
    expect(signer.identity?.subjectAlternativeName).toBe(
      `https://github.com/${PIPELINE.repository}/${PIPELINE.workflow}@${PIPELINE.ref}`,
    );
    if (bundle.content.$case !== 'dsseEnvelope') throw new Error('not a DSSE bundle');
    const statement = JSON.parse(Buffer.from(bundle.content.dsseEnvelope.payload).toString()) as {
      subject: unknown;
      predicate: { verificationResult: string; inputAttestations: { uri: string }[] };
    };
    expect(statement.subject).toEqual([
      { name: `git+https://github.com/octo-org/analysis@${head}`, digest: { gitCommit: head } },
    ]);
    expect(statement.predicate.verificationResult).toBe('PASSED');
    expect(statement.predicate.inputAttestations.map((a) => a.uri)).toEqual(
      DIRS.map((d) => `${d}/${d.split('/')[1]}.passport.sigstore.json`).sort(),
    );
  });

  it('with config-source: head, vouches that the audited commit holds the policy it read from the checkout (a key left untracked refuses it)', async () => {
    const lab = makeKey();
    git(repo.root, 'init', '-q');
    await buildPipeline(repo);
    await writeKeyedPolicy(repo, lab);
    await repo.write('.gitignore', 'lab.key\nvsa.sigstore.json\n');
    await attestWithKey(repo, DIRS);
    const base = commitAll(repo.root, 'base');
    api.addCommitFromGit(repo.root, base, BASE_SHA);
    api.pulls.set(PR_NUMBER, {
      number: PR_NUMBER,
      headSha: HEAD_SHA,
      baseSha: BASE_SHA,
      headLabel: 'octo-org:results',
      files: [],
    });
    const inputs = {
      mode: 'all',
      annotations: 'none',
      'config-source': 'head',
      'verification-summary': 'vsa.sigstore.json',
      'verification-summary-key': 'lab.key',
    };
    // The policy was read from the checkout, so the summary names the audited commit's (not
    // the base's, where nothing was read).
    const signed = await runPullRequest(false, inputs);
    expect(signed.code, signed.stdout + signed.stderr).toBe(0);
    const bundle = bundleFromJSON(JSON.parse((await repo.read('vsa.sigstore.json')).toString()));
    if (bundle.content.$case !== 'dsseEnvelope') throw new Error('not a DSSE bundle');
    const statement = JSON.parse(Buffer.from(bundle.content.dsseEnvelope.payload).toString()) as {
      predicate: { policy: { uri: string } };
    };
    expect(statement.predicate.policy.uri).toMatch(new RegExp(`@${base}#\\.passport-gate\\.yml$`));

    // The trusted key out of the commit, left on disk: a clean checkout of the commit has no
    // key to verify with, so the summary would vouch for bytes the commit does not hold.
    git(repo.root, 'rm', '-q', '--cached', 'keys/lab.pub');
    git(repo.root, 'commit', '-q', '--no-gpg-sign', '-m', 'the key out of the commit');
    await rm(repo.abs('vsa.sigstore.json'));
    const refused = await runPullRequest(false, inputs);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain(
      'the audit read 1 file(s) the commit does not hold (untracked or ignored: "keys/lab.pub")',
    );
    expect(existsSync(repo.abs('vsa.sigstore.json'))).toBe(false);
    expect(refused.outputs['verification-summary']).toBeUndefined();
  });

  it('fails the step when the summary cannot be signed (no OIDC token), after writing the reports', async () => {
    await buildSigned(PIPELINE);
    git(repo.root, 'init', '-q');
    const head = commitAll(repo.root, 'release');
    const run = await runAction({
      workspace: repo.root,
      eventName: 'push',
      payload: { ref: 'refs/heads/main', after: head },
      sha: head,
      apiUrl: api.url,
      inputs: {
        mode: 'all',
        annotations: 'none',
        'verification-summary': 'vsa.sigstore.json',
        'fulcio-url': sigstore.fulcioURL,
        'rekor-url': sigstore.rekorURL,
      },
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('found no OIDC token');
    expect(run.summary.replace(/`/g, '')).toContain('no verification summary');
    expect(run.outputs).toMatchObject({ passed: 'true' });
    expect(run.outputs['verification-summary']).toBeUndefined();
  });
});
