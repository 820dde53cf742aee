/**
 * The provenance diff reports a change of signer (issue 24): a passport re-attested with another
 * key, attested for the first time, or left without its bundle. Real `attest --key` bundles
 * (keys made here), committed as the base; `diff --base HEAD` reads the base's bundles from git
 * and the head's from the working tree. The JSON is held to the diff schema.
 */
import { rm } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import type { ProvenanceDiff } from '../../src/core/diff-model.js';
import { validateWithSchema } from '../../src/formats/schema-validator.js';
import '../../src/formats/report-schema.js';
import { attestWithKey, makeKey, writeKeyedPolicy } from '../helpers/attest.js';
import { captureIo } from '../helpers/cli-io.js';
import { commitAll, git } from '../helpers/diff-repo.js';
import { TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-signer-');
  git(repo.root, 'init', '-q', '-b', 'main');
  await writeKeyedPolicy(repo, makeKey());
  await repo.write('results/align/a.bam', 'BAM-1');
  await repo.write('results/call/a.vcf', '##fileformat=VCFv4.2\n');
  await repo.passport({ dir: 'results/align', runId: 'align', outputs: ['results/align/a.bam'] });
  await repo.passport({ dir: 'results/call', runId: 'call', outputs: ['results/call/a.vcf'] });
  await attestWithKey(repo, ['results/align']);
  commitAll(repo.root, 'base: align attested with the lab key');
});
afterEach(async () => {
  await repo.remove();
});

async function diff(format: 'json' | 'markdown') {
  const io = captureIo(repo.root);
  const code = await runCli(['diff', '--base', 'HEAD', '--format', format], io);
  if (code !== 0) throw new Error(`diff exited ${code}: ${io.err()}`);
  return io.out();
}

describe('a change of signer in the provenance diff', () => {
  it('names the old and the new key of a passport re-attested with another key, its bytes unchanged', async () => {
    const before = await readBundleHint();
    await repo.write('other.key', makeKey().privatePem);
    await attestWithKey(repo, ['results/align'], 'other.key');
    const json = JSON.parse(await diff('json')) as ProvenanceDiff;
    expect(validateWithSchema('diff', json)).toEqual([]);
    expect(json.summary.signers_changed).toBe(1);
    const [change] = json.passports;
    expect(change?.path).toBe('results/align/align.passport.json');
    expect(change?.change).toBe('changed');
    expect(change?.signer?.old).toBe(before);
    expect(change?.signer?.new).toMatch(/^key sha256:[0-9a-f]{64}$/);
    expect(change?.signer?.new).not.toBe(change?.signer?.old);
    const markdown = await diff('markdown');
    expect(markdown).toContain('1 signer(s) changed');
    expect(markdown).toMatch(/signer: `key sha256:[0-9a-f]{64}` → `key sha256:[0-9a-f]{64}`/);
  });

  it('reports a bundle deleted, and a passport attested for the first time', async () => {
    await rm(repo.abs('results/align/align.passport.sigstore.json'));
    await attestWithKey(repo, ['results/call']);
    const json = JSON.parse(await diff('json')) as ProvenanceDiff;
    const byPath = new Map(json.passports.map((c) => [c.path, c.signer]));
    expect(byPath.get('results/align/align.passport.json')?.new).toBeNull();
    expect(byPath.get('results/align/align.passport.json')?.old).toMatch(/^key sha256:/);
    expect(byPath.get('results/call/call.passport.json')?.old).toBeNull();
    expect(byPath.get('results/call/call.passport.json')?.new).toMatch(/^key sha256:/);
    expect(json.summary.signers_changed).toBe(2);
  });

  it('says nothing of signers when the same key signs again', async () => {
    await attestWithKey(repo, ['results/align']);
    const json = JSON.parse(await diff('json')) as ProvenanceDiff;
    expect(json.passports).toEqual([]);
    expect(json.summary.signers_changed).toBeUndefined();
  });
});

async function readBundleHint(): Promise<string> {
  const bundle = JSON.parse(
    (await repo.read('results/align/align.passport.sigstore.json')).toString('utf8'),
  ) as { verificationMaterial: { publicKey: { hint: string } } };
  return `key ${bundle.verificationMaterial.publicKey.hint}`;
}
