/**
 * The signed verification summary (SLSA VSA v1) of a release audit: `audit --all --vsa FILE`
 * signs, over the audited commit, the policy's digest, the attestation bundles it checked and
 * the verdict — and refuses where the summary would vouch for more than the audit read.
 * The bundle is verified by sigstore-js's own verifier (@sigstore/verify), as a consumer would.
 */
import { createHash, createPublicKey } from 'node:crypto';
import { readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundleFromJSON } from '@sigstore/bundle';
import { TrustedRoot } from '@sigstore/protobuf-specs';
import { toSignedEntity, toTrustMaterial, Verifier } from '@sigstore/verify';
import { runCli } from '../../src/cli.js';
import { TempRepo, type PassportSpec } from '../helpers/repo.js';
import { captureIo } from '../helpers/cli-io.js';
import { commitAll, git } from '../helpers/diff-repo.js';
import { attestWithKey, makeKey, writeKeyedPolicy, type KeyPair } from '../helpers/attest.js';

let repo: TempRepo;
let lab: KeyPair;
beforeEach(async () => {
  repo = await TempRepo.create('pg-vsa-');
  lab = makeKey();
});
afterEach(async () => {
  await repo.remove();
});

const ALIGN: PassportSpec = {
  dir: 'results/align',
  runId: 'align-run1',
  outputs: ['results/align/a.bam'],
};
const BUNDLE = 'results/align/align-run1.passport.sigstore.json';

/** A committed repository whose one passport is attested with the lab's key. */
async function buildAttestedRepo(): Promise<void> {
  git(repo.root, 'init', '-q');
  await writeKeyedPolicy(repo, lab);
  await repo.write('.gitignore', 'lab.key\nvsa.json\n');
  await repo.write('results/align/a.bam', 'BAM-1');
  await repo.passport(ALIGN);
  await attestWithKey(repo, ['results/align']);
  commitAll(repo.root, 'attested');
}

async function cli(args: string[], env: NodeJS.ProcessEnv = {}) {
  const io = captureIo(repo.root, env);
  const code = await runCli(args, io);
  return { code, out: io.out(), err: io.err() };
}

interface Statement {
  _type: string;
  subject: { name: string; digest: Record<string, string> }[];
  predicateType: string;
  predicate: {
    verifier: { id: string; version: Record<string, string> };
    timeVerified: string;
    resourceUri: string;
    policy: { uri: string; digest: Record<string, string> };
    inputAttestations: { uri: string; digest: Record<string, string> }[];
    verificationResult: string;
    verifiedLevels: string[];
  };
}

/** Verifies the bundle with sigstore-js against the lab's public key; returns its statement. */
async function verifySummary(file = 'vsa.json'): Promise<Statement> {
  const json = JSON.parse((await repo.read(file)).toString()) as object;
  const bundle = bundleFromJSON(json);
  const material = toTrustMaterial(
    TrustedRoot.fromJSON({
      mediaType: 'application/vnd.dev.sigstore.trustedroot+json;version=0.1',
      tlogs: [],
      certificateAuthorities: [],
      ctlogs: [],
      timestampAuthorities: [],
    }),
    () => ({ publicKey: createPublicKey(lab.publicPem), validFor: () => true }),
  );
  const verifier = new Verifier(material, {
    tlogThreshold: 0,
    ctlogThreshold: 0,
    timestampThreshold: 0,
  });
  verifier.verify(toSignedEntity(bundle));
  if (bundle.content.$case !== 'dsseEnvelope') throw new Error('not a DSSE bundle');
  expect(bundle.content.dsseEnvelope.payloadType).toBe('application/vnd.in-toto+json');
  return JSON.parse(Buffer.from(bundle.content.dsseEnvelope.payload).toString()) as Statement;
}

describe('audit --all --vsa', () => {
  it('signs a VSA v1 over the audited commit naming the policy, the bundles checked and PASSED', async () => {
    await buildAttestedRepo();
    const head = git(repo.root, 'rev-parse', 'HEAD');
    const bundleBytes = await repo.read(BUNDLE);
    const { code, err } = await cli(
      ['audit', '--all', '--vsa', 'vsa.json', '--vsa-key', 'lab.key'],
      {
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_REPOSITORY: 'org/analysis',
      },
    );
    expect(err).toContain('verification summary (SLSA VSA v1, PASSED)');
    expect(code).toBe(0);
    const statement = await verifySummary();
    expect(statement._type).toBe('https://in-toto.io/Statement/v1');
    expect(statement.predicateType).toBe('https://slsa.dev/verification_summary/v1');
    expect(statement.subject).toEqual([
      { name: `git+https://github.com/org/analysis@${head}`, digest: { gitCommit: head } },
    ]);
    const p = statement.predicate;
    expect(p.resourceUri).toBe(`git+https://github.com/org/analysis@${head}`);
    expect(p.verificationResult).toBe('PASSED');
    expect(p.verifiedLevels).toEqual(['PASSPORT_GATE_AUDITED']);
    expect(p.verifier.id).toBe('https://github.com/passport-gate/passport-gate');
    expect(Object.keys(p.verifier.version)).toEqual(['passport-gate']);
    expect(Number.isNaN(Date.parse(p.timeVerified))).toBe(false);
    expect(p.policy.uri).toBe(`git+https://github.com/org/analysis@${head}#.passport-gate.yml`);
    expect(p.policy.digest.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(p.inputAttestations).toEqual([
      { uri: BUNDLE, digest: { sha256: createHash('sha256').update(bundleBytes).digest('hex') } },
    ]);
  });

  it('does not verify once its statement is changed (PASSED written over FAILED)', async () => {
    await buildAttestedRepo();
    await repo.write('results/align/a.bam', 'BAM-2 edited by hand');
    commitAll(repo.root, 'hand edit');
    await cli(['audit', '--all', '--vsa', 'vsa.json', '--vsa-key', 'lab.key']);
    const json = JSON.parse((await repo.read('vsa.json')).toString()) as {
      dsseEnvelope: { payload: string };
    };
    const text = Buffer.from(json.dsseEnvelope.payload, 'base64').toString();
    json.dsseEnvelope.payload = Buffer.from(text.replace('"FAILED"', '"PASSED"')).toString(
      'base64',
    );
    await repo.write('forged.json', JSON.stringify(json));
    await expect(verifySummary('forged.json')).rejects.toThrow(/signature/i);
  });

  it('refuses a --vsa that is a symbolic link to a file, exit 2, and leaves the file', async () => {
    await buildAttestedRepo();
    const elsewhere = path.join(repo.root, '..', `${path.basename(repo.root)}-elsewhere.env`);
    await writeFile(elsewhere, 'KEEP=1\n');
    try {
      await symlink(elsewhere, path.join(repo.root, 'vsa.json'));
      const { code, err } = await cli([
        'audit',
        '--all',
        '--vsa',
        'vsa.json',
        '--vsa-key',
        'lab.key',
      ]);
      expect(code).toBe(2);
      expect(err).toContain(
        'cannot write --vsa "vsa.json": it is a symbolic link to a file; name the file itself',
      );
      expect(await readFile(elsewhere, 'utf8')).toBe('KEEP=1\n');
      expect(await readlink(path.join(repo.root, 'vsa.json'))).toBe(elsewhere);
    } finally {
      await rm(elsewhere, { force: true });
    }
  });

  it('states FAILED, and exits 1, when the audit fails', async () => {
    await buildAttestedRepo();
    await repo.write('results/align/a.bam', 'BAM-2 edited by hand');
    commitAll(repo.root, 'hand edit');
    const { code } = await cli(['audit', '--all', '--vsa', 'vsa.json', '--vsa-key', 'lab.key']);
    expect(code).toBe(1);
    const p = (await verifySummary()).predicate;
    expect(p.verificationResult).toBe('FAILED');
    expect(p.verifiedLevels).toEqual(['FAILED']);
  });

  it('gives another policy digest for another policy', async () => {
    await buildAttestedRepo();
    await cli(['audit', '--all', '--vsa', 'vsa.json', '--vsa-key', 'lab.key']);
    const before = (await verifySummary()).predicate.policy.digest.sha256;
    await repo.write(
      '.passport-gate.yml',
      `${(await repo.read('.passport-gate.yml')).toString()}rules:\n  chain-time-order: warning\n`,
    );
    commitAll(repo.root, 'policy');
    await cli(['audit', '--all', '--vsa', 'vsa.json', '--vsa-key', 'lab.key']);
    expect((await verifySummary()).predicate.policy.digest.sha256).not.toBe(before);
  });

  it("never signs the credentials of git's origin URL into the summary", async () => {
    await buildAttestedRepo();
    git(
      repo.root,
      'remote',
      'add',
      'origin',
      'https://x-access-token:ghs_SECRET@github.com/org/analysis.git',
    );
    expect((await cli(['audit', '--all', '--vsa', 'vsa.json', '--vsa-key', 'lab.key'])).code).toBe(
      0,
    );
    const text = JSON.stringify(await verifySummary());
    expect(text).not.toContain('ghs_SECRET');
    expect(text).not.toContain('x-access-token');
    expect(text).toContain('git+https://github.com/org/analysis.git@');
  });

  it('refuses a working tree that differs from HEAD: the summary would name bytes the audit did not read', async () => {
    await buildAttestedRepo();
    await repo.write('keys/lab.pub', `${lab.publicPem}\n`);
    const { code, err } = await cli([
      'audit',
      '--all',
      '--vsa',
      'vsa.json',
      '--vsa-key',
      'lab.key',
    ]);
    expect(code).toBe(2);
    expect(err).toContain('the working tree differs from HEAD');
    await expect(repo.read('vsa.json')).rejects.toThrow();
  });

  it.each([
    ['untracked', false],
    ['untracked and ignored', true],
  ])(
    'refuses when the audit read an artifact the commit does not hold (%s: git rm --cached, left on disk; issue 35 #4)',
    async (_, ignore) => {
      await buildAttestedRepo();
      git(repo.root, 'rm', '-q', '--cached', 'results/align/a.bam');
      if (ignore) {
        await repo.write('.gitignore', 'lab.key\nvsa.json\nresults/align/a.bam\n');
        git(repo.root, 'add', '.gitignore');
      }
      git(repo.root, 'commit', '-q', '--no-gpg-sign', '-m', 'artifact out of the commit');
      expect(git(repo.root, 'ls-files', 'results/align')).not.toContain('a.bam');
      const { code, err } = await cli([
        'audit',
        '--all',
        '--vsa',
        'vsa.json',
        '--vsa-key',
        'lab.key',
      ]);
      expect(err).toContain(
        'the audit read 1 file(s) the commit does not hold (untracked or ignored: "results/align/a.bam")',
      );
      expect(code).toBe(2);
      await expect(repo.read('vsa.json')).rejects.toThrow();
    },
  );

  it('names the commit --config-from read the policy at, not the audited one (issue 35 remainder, item 3)', async () => {
    await buildAttestedRepo();
    const policyAt = git(repo.root, 'rev-parse', 'HEAD');
    await repo.write('notes/methods.md', 'how the results were made\n');
    const head = commitAll(repo.root, 'notes');
    const { code, err } = await cli([
      'audit',
      '--all',
      '--config-from',
      policyAt,
      '--vsa',
      'vsa.json',
      '--vsa-key',
      'lab.key',
    ]);
    expect(err).toContain('verification summary (SLSA VSA v1, PASSED)');
    expect(code).toBe(0);
    const { subject, predicate } = await verifySummary();
    expect(subject[0]?.digest.gitCommit).toBe(head);
    expect(predicate.policy.uri).toMatch(new RegExp(`@${policyAt}#\\.passport-gate\\.yml$`));
  });

  it('signs beside untracked and ignored files the audit did not read', async () => {
    await buildAttestedRepo();
    await repo.write('notes/scratch.txt', 'a note, never committed');
    await repo.write('.gitignore', 'lab.key\nvsa.json\nbuild/\n');
    commitAll(repo.root, 'ignore build/');
    await repo.write('build/cache.bin', 'build output');
    const { code, err } = await cli([
      'audit',
      '--all',
      '--vsa',
      'vsa.json',
      '--vsa-key',
      'lab.key',
    ]);
    expect(err).toContain('verification summary (SLSA VSA v1, PASSED)');
    expect(code).toBe(0);
  });

  it.each([
    [['--vsa', 'vsa.json', '--vsa-key', 'lab.key'], 'use --vsa with --all'],
    [
      ['--all', '--shard', '1/2', '--vsa', 'vsa.json', '--vsa-key', 'lab.key'],
      'use --vsa with --all',
    ],
    [['--all', '--vsa', 'vsa.json'], 'choose one way to sign: --vsa-key FILE'],
    [
      ['--all', '--vsa', 'vsa.json', '--vsa-key', 'lab.key', '--vsa-keyless'],
      'choose one way to sign',
    ],
    [['--all', '--vsa-key', 'lab.key'], '--vsa-key signs a verification summary: add --vsa FILE'],
    [
      ['--all', '--vsa', 'vsa.json', '--vsa-key', 'lab.key', '--rekor-url', 'http://127.0.0.1:1'],
      '--rekor-url is for --vsa-keyless',
    ],
  ])('refuses %j (exit 2): %s', async (args, message) => {
    await buildAttestedRepo();
    const { code, err } = await cli(['audit', ...args]);
    expect(err).toContain(message);
    expect(code).toBe(2);
  });
});

describe('the JSON report, per attested passport', () => {
  it('states the bundle, its sha256, the result and the signer key', async () => {
    await buildAttestedRepo();
    const other = makeKey();
    await repo.write('results/call/a.vcf', 'VCF');
    await repo.passport({
      dir: 'results/call',
      runId: 'call-run1',
      outputs: ['results/call/a.vcf'],
    });
    await repo.write('other.key', other.privatePem);
    await attestWithKey(repo, ['results/call'], 'other.key');
    await repo.write('results/none/x.txt', 'X');
    await repo.passport({
      dir: 'results/none',
      runId: 'none-run1',
      outputs: ['results/none/x.txt'],
    });
    const { out } = await cli(['audit', '--all', '--format', 'json']);
    const report = JSON.parse(out) as {
      passports: { path: string; attestation?: Record<string, unknown> }[];
    };
    const byPath = new Map(report.passports.map((p) => [p.path, p.attestation]));
    const align = byPath.get('results/align/align-run1.passport.json');
    expect(align).toMatchObject({
      bundle: BUNDLE,
      result: 'verified',
      sha256: createHash('sha256')
        .update(await repo.read(BUNDLE))
        .digest('hex'),
      signer: { kind: 'key', key: 'keys/lab.pub' },
    });
    expect((align?.signer as { fingerprint: string }).fingerprint).toMatch(/\S/);
    expect(byPath.get('results/call/call-run1.passport.json')).toMatchObject({
      result: 'untrusted',
      signer: { kind: 'key' },
    });
    expect(byPath.get('results/none/none-run1.passport.json')).toEqual({
      bundle: 'results/none/none-run1.passport.sigstore.json',
      sha256: null,
      result: 'missing',
      signer: null,
    });
  });
});
