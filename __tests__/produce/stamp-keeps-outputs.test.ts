/**
 * Issue 37, item 1: a re-stamp of an existing hand record never launders a changed output.
 * Each metadata re-stamp a fix may print (`--next-skill`, `--drop-consumes`, `--source`,
 * `--consumes`, `--param`, or none) over a directory whose output bytes differ from the
 * recorded digests (a hand edit, a stray file, a deleted output) is refused with exit 2 and a
 * line naming the files, writes nothing, and leaves the audit red; `--force` records the bytes
 * as they are. A first stamp, an unchanged directory and `--check` are not refused.
 */
import { unlink, writeFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { audit } from '../../src/audit/pipeline.js';
import { runCli } from '../../src/cli.js';
import { captureIo } from '../helpers/cli-io.js';
import { TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-stamp-keeps-');
});
afterEach(async () => {
  await repo.remove();
});

const ALIGN = 'results/align/bwa-alignment.passport.json';
const VARIANTS = 'results/variants/gatk-variant-calling.passport.json';

/** `passport-gate stamp …` in process; its exit code and what it printed. */
async function stampCli(args: readonly string[]) {
  const io = captureIo(repo.root);
  const code = await runCli(['stamp', ...args], io);
  return { code, out: io.out(), err: io.err() };
}

/** data → align → variants, each directory stamped by hand (hand records). */
async function handPipeline() {
  await repo.write('data/reads.fq', '@r1\nACGT\n+\nIIII\n');
  await repo.write('results/align/sample.bam', 'BAM\u0001alignment');
  await repo.write('results/align/sample.bam.bai', 'BAI');
  const first = await stampCli([
    'results/align',
    '--skill',
    'bwa-alignment',
    '--skill-version',
    '1.2.0',
    '--input',
    'data/reads.fq',
    '--source',
    'data/reads.fq=ERR123456',
    '--error',
    'step=align,tool=bwa,exit=0',
  ]);
  expect(first.code, first.err).toBe(0);
  expect(first.out).toContain('created');
  await repo.write('results/variants/sample.vcf', '##fileformat=VCFv4.2\n');
  const second = await stampCli([
    'results/variants',
    '--skill',
    'gatk-variant-calling',
    '--skill-version',
    '4.5.0',
    '--input',
    'results/align/sample.bam',
  ]);
  expect(second.code, second.err).toBe(0);
  const report = await audit({ root: repo.root });
  expect(report.findings.filter((f) => f.severity === 'error')).toEqual([]);
}

const errorRules = async () =>
  (await audit({ root: repo.root })).findings
    .filter((f) => f.severity === 'error')
    .map((f) => f.rule);

/** The metadata re-stamps a fix may print, each over the variants directory. */
const METADATA_RESTAMPS: readonly (readonly string[])[] = [
  [],
  ['--next-skill', 'report-writer'],
  ['--drop-consumes', 'results/align'],
  ['--consumes', 'results/align'],
  ['--source', 'results/align/sample.bam=unresolved: made by the align step'],
  ['--param', 'caller=haplotype'],
  ['--decision', 'step=call,choice=gatk,rationale=standard'],
];

describe('a re-stamp of a hand record whose outputs changed is refused without --force', () => {
  for (const flags of METADATA_RESTAMPS) {
    it(`stamp results/variants ${flags.join(' ') || '(no flags)'}: hand edit stays red`, async () => {
      await handPipeline();
      const before = await repo.read(VARIANTS);
      await writeFile(repo.abs('results/variants/sample.vcf'), '##fileformat=VCFv4.2\nedited\n');
      const r = await stampCli(['results/variants', ...flags]);
      expect(r.code).toBe(2);
      expect(r.err).toContain(
        `refusing to re-stamp "${VARIANTS}": its outputs differ from the digests it records`,
      );
      expect(r.err).toMatch(/output "results\/variants\/sample\.vcf": sha256 [0-9a-f]{12}… → /);
      expect(r.err).toContain('--force');
      expect(r.err).not.toContain('internal error');
      expect(await repo.read(VARIANTS)).toEqual(before);
      expect(await errorRules()).toEqual(['artifact-hash-mismatch']);
    });
  }

  it('names an added (stray) file and a removed output, and writes nothing', async () => {
    await handPipeline();
    const before = await repo.read(ALIGN);
    await repo.write('results/align/stray.log', 'made by hand');
    await unlink(repo.abs('results/align/sample.bam.bai'));
    const r = await stampCli(['results/align', '--next-skill', 'gatk-variant-calling']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('output "results/align/stray.log" added');
    expect(r.err).toContain('output "results/align/sample.bam.bai" removed');
    // The fix it prints is a restore or a re-run, never a re-stamp.
    expect(r.err).toContain('git checkout -- <file>');
    expect(r.err).toContain('passport-gate run results/align --run-id bwa-alignment');
    expect(await repo.read(ALIGN)).toEqual(before);
    expect((await errorRules()).sort()).toEqual(['artifact-missing', 'artifact-unlisted']);
  });

  it('--force records the bytes on disk as they are (the one explicit override)', async () => {
    await handPipeline();
    await writeFile(repo.abs('results/variants/sample.vcf'), '##fileformat=VCFv4.2\nre-run\n');
    const r = await stampCli(['results/variants', '--next-skill', 'report-writer', '--force']);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('updated');
    expect(r.out).toContain('they are recorded as they are now');
    expect(await errorRules()).toEqual([]);
  });

  it('--check reports the drift (exit 1) with a note, and writes nothing', async () => {
    await handPipeline();
    const before = await repo.read(VARIANTS);
    await writeFile(repo.abs('results/variants/sample.vcf'), 'edited');
    const r = await stampCli(['results/variants', '--check']);
    expect(r.code, r.err).toBe(1);
    expect(r.out).toContain('stamping it needs a re-run, or --force');
    expect(await repo.read(VARIANTS)).toEqual(before);
  });
});

describe('what is not refused', () => {
  it('a metadata re-stamp of a directory whose outputs are as recorded', async () => {
    await handPipeline();
    const r = await stampCli(['results/variants', '--next-skill', 'report-writer']);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('updated');
    expect(await errorRules()).toEqual([]);
  });

  it('a hand record whose inputs are restated (--input): they are the caller to restate', async () => {
    await handPipeline();
    await repo.write('data/more.fq', '@r2\nTTTT\n+\nIIII\n');
    const r = await stampCli(['results/align', '--input', 'data/reads.fq', 'data/more.fq']);
    expect(r.code, r.err).toBe(0);
  });

  it('dropping an output recorded outside the directory (it could never vouch for it)', async () => {
    await handPipeline();
    const align = JSON.parse((await repo.read(ALIGN)).toString('utf8')) as {
      outputs: unknown[];
    };
    const variants = JSON.parse((await repo.read(VARIANTS)).toString('utf8')) as {
      outputs: unknown[];
    };
    variants.outputs.push(align.outputs[0]);
    await repo.write(VARIANTS, `${JSON.stringify(variants, null, 2)}\n`);
    expect(await errorRules()).toContain('artifact-not-colocated');
    const r = await stampCli(['results/variants']);
    expect(r.code, r.err).toBe(0);
    expect(await errorRules()).toEqual([]);
  });

  it('a first stamp (no passport yet), with files already in the directory', async () => {
    await repo.write('results/qc/summary.txt', 'ok');
    await repo.write('results/qc/extra.log', 'log');
    const r = await stampCli(['results/qc', '--skill', 'fastqc', '--skill-version', '0.12.1']);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('created');
  });

  it("a re-stamp of one per-sample passport in a shared directory: its sibling's file is not added", async () => {
    await repo.write('data/reads.fq', '@r1\nACGT\n+\nIIII\n');
    for (const sample of ['s1', 's2']) {
      await repo.write(`results/reads/${sample}.txt`, `reads of ${sample}`);
      const r = await stampCli([
        'results/reads',
        '--run-id',
        sample,
        '--skill',
        'simulate',
        '--skill-version',
        '1.0.0',
        '--input',
        'data/reads.fq',
      ]);
      expect(r.code, r.err).toBe(0);
    }
    const restamp = await stampCli(['results/reads', '--run-id', 's1', '--next-skill', 'qc']);
    expect(restamp.code, restamp.err).toBe(0);
    const s1 = JSON.parse((await repo.read('results/reads/s1.passport.json')).toString()) as {
      outputs: { path: string }[];
    };
    expect(s1.outputs.map((o) => o.path)).not.toContain('results/reads/s2.txt');
  });
});
