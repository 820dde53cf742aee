/**
 * Attested passports, keyed: stamp → attest --key → audit under an
 * `attestations: require + trust` policy passes, and each way a bundle can stop
 * vouching for its passport fails with its rule (attestation-missing, -invalid,
 * -untrusted) and a fix that works as printed.
 */
import { rm, writeFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundleFromJSON, bundleToJSON } from '@sigstore/bundle';
import { runCli } from '../../src/cli.js';
import { createStatementSigner } from '../../src/attest/sign.js';
import { parsePrivateKey } from '../../src/attest/keys.js';
import { sha256, TempRepo, type PassportSpec } from '../helpers/repo.js';
import { captureIo } from '../helpers/cli-io.js';
import { commitAll, git } from '../helpers/diff-repo.js';
import { KEYED_POLICY as POLICY, makeKey, type KeyPair } from '../helpers/attest.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-attest-');
});
afterEach(async () => {
  await repo.remove();
});

const ALIGN: PassportSpec = {
  dir: 'results/align',
  runId: 'align-run1',
  outputs: ['results/align/a.bam'],
};
const CALL: PassportSpec = {
  dir: 'results/call',
  runId: 'call-run1',
  outputs: ['results/call/a.vcf'],
};

/** Two output directories, each stamped, with the lab's key trusted by the config. */
async function buildRepo(lab: KeyPair): Promise<void> {
  await repo.write('.passport-gate.yml', POLICY);
  await repo.write('keys/lab.pub', lab.publicPem);
  await repo.write('lab.key', lab.privatePem);
  await repo.write('results/align/a.bam', 'BAM-1');
  await repo.write('results/call/a.vcf', '##fileformat=VCFv4.2\n');
  await repo.passport(ALIGN);
  await repo.passport(CALL);
}

async function cli(args: string[]) {
  const io = captureIo(repo.root);
  const code = await runCli(args, io);
  return { code, out: io.out(), err: io.err() };
}

async function auditJson(extra: string[] = []) {
  const { code, out } = await cli(['audit', '--all', '--format', 'json', ...extra]);
  const report = JSON.parse(out) as { findings: { rule: string; path: string; message: string }[] };
  return { code, findings: report.findings.filter((f) => f.rule.startsWith('attestation-')) };
}

const ALIGN_BUNDLE = 'results/align/align-run1.passport.sigstore.json';
const CALL_BUNDLE = 'results/call/call-run1.passport.sigstore.json';

describe('attest --key, then audit', () => {
  it.each(['ec', 'ed25519'] as const)(
    'passes under require + trust with a %s key, and the bundle is a DSSE in-toto bundle',
    async (kind) => {
      const lab = makeKey(kind);
      await buildRepo(lab);
      const attested = await cli(['attest', 'results/align', 'results/call', '--key', 'lab.key']);
      expect(attested.err).toContain(ALIGN_BUNDLE);
      // Each bundle names its signer: the key's fingerprint, as the audit's trust reads it.
      expect(attested.err).toMatch(/\(key sha256:[0-9a-f]{64}\)/);
      expect(attested.code).toBe(0);
      const bundle = JSON.parse((await repo.read(ALIGN_BUNDLE)).toString()) as {
        dsseEnvelope: { payload: string; payloadType: string };
      };
      expect(bundle.dsseEnvelope.payloadType).toBe('application/vnd.in-toto+json');
      const statement = JSON.parse(Buffer.from(bundle.dsseEnvelope.payload, 'base64').toString());
      const passportBytes = await repo.read('results/align/align-run1.passport.json');
      expect(statement.subject).toEqual([
        {
          name: 'results/align/align-run1.passport.json',
          digest: { sha256: sha256(passportBytes) },
        },
        { name: 'results/align/a.bam', digest: { sha256: sha256('BAM-1') } },
      ]);
      expect(statement.predicate).toEqual(JSON.parse(passportBytes.toString()));
      const audit = await auditJson();
      expect(audit.findings).toEqual([]);
      expect(audit.code).toBe(0);
    },
  );

  it('attestation-missing: a required passport without a bundle; the printed command fixes it', async () => {
    await buildRepo(makeKey());
    expect((await cli(['attest', 'results/call', '--key', 'lab.key'])).code).toBe(0);
    const audit = await auditJson();
    expect(audit.code).toBe(1);
    expect(audit.findings.map((f) => [f.rule, f.path])).toEqual([
      ['attestation-missing', 'results/align/align-run1.passport.json'],
    ]);
    const command = /`passport-gate (attest [^`]+)`/.exec(audit.findings[0]!.message)?.[1];
    expect(command).toBe('attest results/align --key lab.key');
    expect((await cli(command!.split(' '))).code).toBe(0);
    expect((await auditJson()).code).toBe(0);
  });

  it.each([
    ['attestation-invalid', 're-stamped after a hand edit'],
    ['attestation-untrusted', 'signed with a key the config does not trust'],
  ] as const)('%s (%s): the printed command fixes it', async (rule, how) => {
    await buildRepo(makeKey());
    if (rule === 'attestation-invalid') {
      await cli(['attest', 'results/align', 'results/call', '--key', 'lab.key']);
      await repo.write('results/align/a.bam', 'BAM-2 hand edit');
      await repo.passport(ALIGN);
    } else {
      await repo.write('other.key', makeKey().privatePem);
      await cli(['attest', 'results/call', '--key', 'lab.key']);
      await cli(['attest', 'results/align', '--key', 'other.key']);
    }
    const audit = await auditJson();
    expect(
      audit.findings.map((f) => [f.rule, f.path]),
      how,
    ).toEqual([[rule, 'results/align/align-run1.passport.json']]);
    const command = /`passport-gate (attest [^`]+)`/.exec(audit.findings[0]!.message)?.[1];
    expect(command).toBe('attest results/align --key lab.key');
    expect((await cli(command!.split(' '))).code).toBe(0);
    const after = await auditJson();
    expect(after.findings).toEqual([]);
    expect(after.code).toBe(0);
  });

  it('attestation-missing when the bundle is deleted', async () => {
    await buildRepo(makeKey());
    await cli(['attest', 'results/align', 'results/call', '--key', 'lab.key']);
    await rm(repo.abs(CALL_BUNDLE));
    expect((await auditJson()).findings.map((f) => f.rule)).toEqual(['attestation-missing']);
  });

  it('attestation-invalid: re-stamped without re-attesting', async () => {
    await buildRepo(makeKey());
    await cli(['attest', 'results/align', 'results/call', '--key', 'lab.key']);
    await repo.write('results/align/a.bam', 'BAM-2 hand edit');
    await repo.passport(ALIGN); // the passport re-stamped over the edit: consistent, unsigned
    const audit = await auditJson();
    expect(audit.findings.map((f) => [f.rule, f.path])).toEqual([
      ['attestation-invalid', 'results/align/align-run1.passport.json'],
    ]);
    expect(audit.findings[0]!.message).toMatch(/re-stamped or edited after it was attested/);
  });

  it('attestation-invalid: a replayed older bundle of the same passport', async () => {
    await buildRepo(makeKey());
    await cli(['attest', 'results/align', '--key', 'lab.key']);
    const old = await repo.read(ALIGN_BUNDLE);
    await repo.write('results/align/a.bam', 'BAM-2');
    await repo.passport(ALIGN);
    await cli(['attest', 'results/align', '--key', 'lab.key']);
    await repo.write('results/align/a.bam', 'BAM-1');
    await repo.passport(ALIGN); // back to the first version's outputs, a fresh stamp
    await repo.passport({ ...ALIGN, createdAt: '2026-07-01T00:00:00Z' });
    await writeFile(repo.abs(ALIGN_BUNDLE), old);
    const rules = (await auditJson()).findings.filter((f) => f.path.startsWith('results/align'));
    expect(rules.map((f) => f.rule)).toEqual(['attestation-invalid']);
  });

  it('attestation-invalid: the bundle of passport A beside passport B', async () => {
    await buildRepo(makeKey());
    await cli(['attest', 'results/align', 'results/call', '--key', 'lab.key']);
    await writeFile(repo.abs(CALL_BUNDLE), await repo.read(ALIGN_BUNDLE));
    const audit = await auditJson();
    expect(audit.findings.map((f) => [f.rule, f.path])).toEqual([
      ['attestation-invalid', 'results/call/call-run1.passport.json'],
    ]);
    expect(audit.findings[0]!.message).toMatch(/copied from another passport/);
  });

  it('attestation-untrusted: signed with a key the config does not trust', async () => {
    await buildRepo(makeKey());
    await repo.write('other.key', makeKey().privatePem);
    await cli(['attest', 'results/align', 'results/call', '--key', 'other.key']);
    const audit = await auditJson();
    expect(audit.findings.map((f) => f.rule)).toEqual([
      'attestation-untrusted',
      'attestation-untrusted',
    ]);
    expect(audit.code).toBe(1);
  });

  it('attestation-invalid: a tampered DSSE payload', async () => {
    await buildRepo(makeKey());
    await cli(['attest', 'results/align', 'results/call', '--key', 'lab.key']);
    const bundle = JSON.parse((await repo.read(ALIGN_BUNDLE)).toString());
    const statement = JSON.parse(Buffer.from(bundle.dsseEnvelope.payload, 'base64').toString());
    statement.subject[1].digest.sha256 = sha256('other bytes');
    bundle.dsseEnvelope.payload = Buffer.from(JSON.stringify(statement)).toString('base64');
    await repo.write(ALIGN_BUNDLE, JSON.stringify(bundle));
    const audit = await auditJson();
    expect(audit.findings.map((f) => f.rule)).toEqual(['attestation-invalid']);
    expect(audit.findings[0]!.message).toMatch(/does not verify with trusted key keys\/lab\.pub/);
  });

  it('attestation-invalid: a signed statement whose predicate is not the passport', async () => {
    const lab = makeKey();
    await buildRepo(lab);
    await cli(['attest', 'results/call', '--key', 'lab.key']);
    const bytes = await repo.read('results/align/align-run1.passport.json');
    const passport = JSON.parse(bytes.toString());
    const statement = {
      _type: 'https://in-toto.io/Statement/v1',
      subject: [
        { name: 'results/align/align-run1.passport.json', digest: { sha256: sha256(bytes) } },
        { name: 'results/align/a.bam', digest: { sha256: sha256('BAM-1') } },
      ],
      predicateType: 'https://passport-gate.dev/material-passport/v1',
      predicate: { ...passport, parameters: { threads: 64 } },
    };
    const key = parsePrivateKey(Buffer.from(lab.privatePem));
    if (!key.ok) throw new Error(key.problem);
    const signer = createStatementSigner({ kind: 'key', key: key.value });
    await repo.write(ALIGN_BUNDLE, await signer.sign(Buffer.from(JSON.stringify(statement))));
    const audit = await auditJson();
    expect(audit.findings.map((f) => f.rule)).toEqual(['attestation-invalid']);
    expect(audit.findings[0]!.message).toMatch(/predicate that is not the passport/);
  });

  it('attestation-invalid: an output changed after attesting (and the artifact rule too)', async () => {
    await buildRepo(makeKey());
    await cli(['attest', 'results/align', 'results/call', '--key', 'lab.key']);
    await repo.write('results/call/a.vcf', '##fileformat=VCFv4.2\nchr1\t1\n');
    const { code, out } = await cli(['audit', '--all', '--format', 'json']);
    const rules = (JSON.parse(out) as { findings: { rule: string }[] }).findings.map((f) => f.rule);
    expect(rules.sort()).toEqual(['artifact-hash-mismatch', 'attestation-invalid']);
    expect(code).toBe(1);
  });

  it('attestation-invalid: an unreadable bundle', async () => {
    await buildRepo(makeKey());
    await cli(['attest', 'results/align', 'results/call', '--key', 'lab.key']);
    await repo.write(ALIGN_BUNDLE, '{"mediaType": "not a bundle"}');
    const audit = await auditJson();
    expect(audit.findings.map((f) => f.rule)).toEqual(['attestation-invalid']);
    expect(audit.findings[0]!.message).toMatch(/is not a Sigstore bundle/);
  });

  it('a bundle is the gate’s bookkeeping, never an unlisted artifact', async () => {
    await buildRepo(makeKey());
    await repo.write('.passport-gate.yml', '');
    await cli(['attest', 'results/align', '--key', 'lab.key']);
    const { code, out } = await cli(['audit', '--all', '--format', 'json']);
    expect((JSON.parse(out) as { findings: unknown[] }).findings).toEqual([]);
    expect(code).toBe(0);
  });
});

describe('the trusted keys are the base commit’s', () => {
  it('attestation-untrusted: a pull request that trusts its own key in its own config', async () => {
    const lab = makeKey();
    await buildRepo(lab);
    repo.gitInit();
    git(repo.root, 'config', 'user.email', 't@example.org');
    git(repo.root, 'config', 'user.name', 't');
    await rm(repo.abs('lab.key'));
    const base = commitAll(repo.root, 'base');
    // The pull request: a new key, trusted by its own config, signing its own re-stamp.
    const mine = makeKey();
    await repo.write('keys/mine.pub', mine.publicPem);
    await repo.write('.passport-gate.yml', POLICY.replace('keys/lab.pub', 'keys/mine.pub'));
    await repo.write('mine.key', mine.privatePem);
    await repo.write('results/align/a.bam', 'BAM-forged');
    await repo.passport(ALIGN);
    expect((await cli(['attest', 'results/align', 'results/call', '--key', 'mine.key'])).code).toBe(
      0,
    );
    // Read from the working tree, the pull request's policy would pass it...
    expect((await auditJson()).code).toBe(0);
    // ...the base commit's does not.
    const audit = await auditJson(['--config-from', base]);
    expect(audit.findings.map((f) => f.rule)).toEqual([
      'attestation-untrusted',
      'attestation-untrusted',
    ]);
    expect(audit.findings[0]!.message).toMatch(/a key a pull request adds is not trusted/);
    expect(audit.code).toBe(1);
  });

  it('a trusted key missing at the base commit stops the run (exit 2)', async () => {
    await buildRepo(makeKey());
    await rm(repo.abs('keys/lab.pub'));
    const { code, err } = await cli(['audit', '--all']);
    expect(code).toBe(2);
    expect(err).toContain('attestations.trust key keys/lab.pub does not exist at the working tree');
  });
});

describe('bundle round trip', () => {
  it('the written bundle reads back as the same Sigstore bundle', async () => {
    await buildRepo(makeKey());
    await cli(['attest', 'results/align', '--key', 'lab.key']);
    const json = JSON.parse((await repo.read(ALIGN_BUNDLE)).toString());
    expect(bundleToJSON(bundleFromJSON(json))).toEqual(json);
  });
});
