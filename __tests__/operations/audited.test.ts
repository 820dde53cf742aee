/**
 * One "audit first" for export, attest and graph (src/operations/audited.ts): each audit below
 * is run through the three commands, and each refuses (exit 1) or goes ahead (exit 0) alike;
 * and auditFirst itself, its one rule for what blocks.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { DEFAULT_CONFIG, loadConfig } from '../../src/config/config.js';
import { auditFirst } from '../../src/operations/index.js';
import { TempRepo } from '../helpers/repo.js';
import { captureIo } from '../helpers/cli-io.js';
import { KEYED_POLICY, makeKey } from '../helpers/attest.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-audited-');
});
afterEach(async () => {
  await repo.remove();
});

async function cli(args: string[]) {
  const io = captureIo(repo.root);
  const code = await runCli(args, io);
  return { code, out: io.out(), err: io.err() };
}

/** The exit codes of export, attest (of `dirs`) and graph over the repository as it stands. */
async function threeCommands(dirs: string[]) {
  await repo.write('lab.key', makeKey().privatePem);
  const exported = await cli(['export', '--prov']);
  const drawn = await cli(['graph']);
  const attested = await cli(['attest', ...dirs, '--key', 'lab.key']);
  return { export: exported.code, attest: attested.code, graph: drawn.code, err: attested.err };
}

/** Two stamped output directories, results/a and results/b. */
async function twoDirectories(): Promise<void> {
  await repo.write('results/a/x.txt', 'x');
  await repo.write('results/b/y.txt', 'y');
  await repo.passport({ dir: 'results/a', outputs: ['results/a/x.txt'] });
  await repo.passport({ dir: 'results/b', outputs: ['results/b/y.txt'] });
}

describe('export, attest and graph block on the same audits', () => {
  it('a repository that passes: all three go ahead', async () => {
    await twoDirectories();
    const codes = await threeCommands(['results/a']);
    expect(codes).toMatchObject({ export: 0, attest: 0, graph: 0 });
    expect(await repo.read('results/a/a.passport.sigstore.json')).toBeTruthy();
  });

  it('a passport at the root whose output was edited after stamping blocks all three', async () => {
    await repo.write('table.csv', 'a,b\n1,2\n');
    await repo.passport({ dir: '.', runId: 'root-run', outputs: ['table.csv'] });
    await repo.write('table.csv', 'a,b\n1,3\n');
    expect(await threeCommands(['.'])).toMatchObject({ export: 1, attest: 1, graph: 1 });
  });

  // Before operations/audited.ts, attest looked only at errors under the directories it signed
  // and signed results/a here (exit 0) while export refused.
  it('another directory whose output was edited blocks attest too', async () => {
    await twoDirectories();
    await repo.write('results/b/y.txt', 'edited');
    const codes = await threeCommands(['results/a']);
    expect(codes).toMatchObject({ export: 1, attest: 1, graph: 1 });
    expect(codes.err).toContain('nothing was attested: the audit failed');
    await expect(repo.read('results/a/a.passport.sigstore.json')).rejects.toThrow();
  });

  // Before, graph marked only passports' statuses (exit 0 here: every drawn passport passes)
  // and attest signed, while export refused: the failing finding belongs to no passport.
  it('an unstamped output directory (a finding on no passport) blocks all three', async () => {
    await repo.write('results/a/x.txt', 'x');
    await repo.passport({ dir: 'results/a', outputs: ['results/a/x.txt'] });
    await repo.write('results/c/z.vcf', '##fileformat=VCFv4.2\n');
    expect(await threeCommands(['results/a'])).toMatchObject({ export: 1, attest: 1, graph: 1 });
  });
});

describe('auditFirst', () => {
  it('blocks exactly when the verdict fails at the fail-on given (default error)', async () => {
    await twoDirectories();
    const note = () => undefined;
    const clean = await auditFirst({ root: repo.root, config: DEFAULT_CONFIG, note });
    expect(clean.blocks).toBe(false);
    expect(clean.passports.map((p) => p.dir).sort()).toEqual(['results/a', 'results/b']);
    // A warning blocks at fail-on warning and not at the default.
    const config = { ...DEFAULT_CONFIG, rules: { 'artifact-unlisted': 'warning' as const } };
    await repo.write('results/a/extra.txt', 'not listed');
    const atError = await auditFirst({ root: repo.root, config, note });
    expect(atError.report.findings.map((f) => f.rule)).toContain('artifact-unlisted');
    expect(atError.blocks).toBe(false);
    const atWarning = await auditFirst({ root: repo.root, config, note, failOn: 'warning' });
    expect(atWarning.blocks).toBe(true);
  });

  it('leaves the rules an operation is about to make hold off, and only those', async () => {
    await repo.write('.passport-gate.yml', KEYED_POLICY);
    await repo.write('keys/lab.pub', makeKey().publicPem);
    await twoDirectories();
    const note = () => undefined;
    const config = await loadConfig(repo.root, repo.abs('.passport-gate.yml'), true);
    const required = await auditFirst({ root: repo.root, config, note });
    expect(required.report.findings.map((f) => f.rule)).toContain('attestation-missing');
    expect(required.blocks).toBe(true);
    const off = await auditFirst({
      root: repo.root,
      config,
      note,
      rulesOff: ['attestation-missing'],
    });
    expect(off.report.findings.map((f) => f.rule)).not.toContain('attestation-missing');
    expect(off.blocks).toBe(false);
  });
});
