/**
 * Issue 15's walkthrough, end to end through the built CLI (dist/cli.js) and a shell, as a
 * new user types it: a four-step pipeline in a fresh git repository, each step stamped from
 * its own folder; a gitignored temp file; an upstream re-stamp; a recreated upstream; output
 * piped into `head -1`; a cycle; a syntax error. Each ends in a clean audit, or in a finding
 * whose fix, run as printed, clears it. Fixtures are generated here; nothing is pasted.
 */
import { spawnSync } from 'node:child_process';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TempRepo } from '../helpers/repo.js';

const cli = path.resolve(import.meta.dirname, '../../dist/cli.js');
let repo: TempRepo;
let bin: string;

/** Runs a command line with bash in `dir` (repository-relative), `passport-gate` on the PATH. */
function sh(dir: string, line: string) {
  const result = spawnSync('bash', ['-c', line], {
    cwd: repo.abs(dir),
    encoding: 'utf8',
    env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}`, NO_COLOR: '1' },
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

/** `passport-gate audit --format json` at `dir`: exit code and findings. */
function auditAt(dir = '.') {
  const r = sh(dir, 'passport-gate audit --format json');
  expect(r.err).not.toMatch(/\n\s+at |Error:/); // never a stack trace
  const report = JSON.parse(r.out) as {
    findings: { rule: string; path: string; message: string; line?: number; column?: number }[];
  };
  return { code: r.code, findings: report.findings };
}

const idOf = async (rel: string) =>
  (JSON.parse(await readFile(repo.abs(rel), 'utf8')) as { passport_id: string }).passport_id;

/** The first `passport-gate …` command a message prints (to the end of the message). */
const printedCommand = (message: string) => /passport-gate [^;]*$/.exec(message)?.[0];

beforeAll(async () => {
  repo = await TempRepo.create('pg-walkthrough-');
  bin = repo.abs('.bin');
  await mkdir(bin);
  await writeFile(
    path.join(bin, 'passport-gate'),
    `#!/bin/sh\nexec "${process.execPath}" "${cli}" "$@"\n`,
  );
  await chmod(path.join(bin, 'passport-gate'), 0o755);
  expect(
    sh('.', 'git init -q && echo .bin/ > .gitignore && echo "*.tmp.sam" >> .gitignore').code,
  ).toBe(0);
  // The data and the four steps' outputs, generated.
  await repo.write('data/reads.fq', '@r1\nACGTACGT\n+\nIIIIIIII\n');
  await repo.write('results/align/sample.bam', 'BAM\u0001aligned');
  await repo.write('results/align/sample.tmp.sam', 'SAM scratch the aligner left behind');
  await repo.write('results/sort/sample.sorted.bam', 'BAM\u0001sorted');
  await repo.write('results/call/sample.vcf', '##fileformat=VCFv4.2\n');
  await repo.write('results/report/summary.md', '# 1 variant\n');
});
afterAll(async () => {
  await repo.remove();
});

describe('a first hour with passport-gate', () => {
  it('stamps four steps, each from its own folder, and the audit passes', () => {
    const align = sh(
      'results/align',
      "passport-gate stamp . --skill bwa-alignment --skill-version 1.0.0 --input ../../data/reads.fq --source '../../data/reads.fq=ERR000001' --next-skill samtools-sort",
    );
    expect(align.code).toBe(0);
    // The gitignored temp file is left out, and stamp says why.
    expect(align.out).toMatch(
      /left out 1 file\(s\) git ignores \("results\/align\/sample.tmp.sam"\)/,
    );
    for (const [dir, skill, input, next] of [
      [
        'results/sort',
        'samtools-sort',
        '../align/sample.bam',
        ' --next-skill gatk-haplotypecaller',
      ],
      [
        'results/call',
        'gatk-haplotypecaller',
        '../sort/sample.sorted.bam',
        ' --next-skill variant-report',
      ],
      ['results/report', 'variant-report', '../call/sample.vcf', ''],
    ] as const) {
      const r = sh(
        dir,
        `passport-gate stamp . --skill ${skill} --skill-version 1.0.0 --input ${input}${next}`,
      );
      expect(r.code, r.err).toBe(0);
    }
    // Paths are repository-relative although every step stamped from its folder.
    const fromDeep = auditAt('results/report');
    expect(fromDeep).toEqual({ code: 0, findings: [] });
  });

  it('an upstream re-stamp that keeps its bytes leaves the consumers clean', async () => {
    const before = JSON.parse(
      await readFile(repo.abs('results/align/bwa-alignment.passport.json'), 'utf8'),
    );
    await new Promise((r) => setTimeout(r, 1100)); // created_at has whole seconds
    const r = sh(
      '.',
      "passport-gate stamp results/align --decision 'step=align,choice=bwa-mem,rationale=short reads'",
    );
    expect(r.code, r.err).toBe(0);
    const after = JSON.parse(
      await readFile(repo.abs('results/align/bwa-alignment.passport.json'), 'utf8'),
    );
    expect(Date.parse(after.created_at)).toBeGreaterThan(Date.parse(before.created_at));
    expect(auditAt()).toEqual({ code: 0, findings: [] });
  });

  it('a recreated upstream: re-stamping the consumer replaces the dead id', async () => {
    const oldId = await idOf('results/sort/samtools-sort.passport.json');
    await rm(repo.abs('results/sort/samtools-sort.passport.json'));
    expect(
      sh(
        'results/sort',
        'passport-gate stamp . --skill samtools-sort --skill-version 1.0.1 --input ../align/sample.bam --next-skill gatk-haplotypecaller',
      ).code,
    ).toBe(0);
    const newId = await idOf('results/sort/samtools-sort.passport.json');
    expect(newId).not.toBe(oldId);
    const broken = auditAt();
    expect(broken.code).toBe(1);
    expect(broken.findings.map((f) => f.path)).toContain(
      'results/call/gatk-haplotypecaller.passport.json',
    );
    const r = sh('.', 'passport-gate stamp results/call');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('replaced consumed passport');
    expect(auditAt()).toEqual({ code: 0, findings: [] });
  });

  it('piped into head -1: the first line, no stack trace', () => {
    for (const line of [
      'passport-gate audit --format json | head -1',
      'passport-gate graph | head -1',
      'passport-gate --help | head -1',
    ]) {
      const r = sh('.', `${line}; echo "status \${PIPESTATUS[0]}" >&2`);
      expect(r.out.split('\n').filter(Boolean)).toHaveLength(1);
      expect(r.err).toMatch(/status (0|141)\n$/);
      expect(r.err).not.toMatch(/EPIPE|\n\s+at /);
    }
  });

  it('a cycle names its back edge, and the printed command removes it', async () => {
    const file = 'results/align/bwa-alignment.passport.json';
    const p = JSON.parse(await readFile(repo.abs(file), 'utf8'));
    const reportId = await idOf('results/report/variant-report.passport.json');
    p.consumed_passports = [reportId]; // by hand: align now "consumes" the report
    await writeFile(repo.abs(file), `${JSON.stringify(p, null, 2)}\n`);
    const { code, findings } = auditAt();
    expect(code).toBe(1);
    const cycle = findings.find((f) => f.rule === 'chain-cycle');
    expect(cycle).toMatchObject({ path: file, line: expect.any(Number) });
    expect(cycle?.message).toContain(`consumes "${reportId}"`);
    const command = printedCommand(cycle?.message ?? '');
    expect(command).toBe(`passport-gate stamp "results/align" --drop-consumes "${reportId}"`);
    const r = sh('.', command!);
    expect(r.code, r.err).toBe(0);
    expect(auditAt()).toEqual({ code: 0, findings: [] });
  });

  it('a syntax error says what is wrong, in words, where; fixed there, the audit passes', async () => {
    const file = 'results/call/gatk-haplotypecaller.passport.json';
    const good = await readFile(repo.abs(file), 'utf8');
    // A comma lost in a hand edit.
    await writeFile(repo.abs(file), good.replace('"1.0.0",\n', '"1.0.0"\n'));
    const { code, findings } = auditAt();
    expect(code).toBe(1);
    const f = findings.find((x) => x.rule === 'passport-invalid-json');
    expect(f?.message).toMatch(
      /^a comma or '}' is missing after the previous value \(line 3, column 3/,
    );
    expect(f?.message).not.toMatch(/CommaExpected/);
    // The fix, where the message says: a comma at line 3, column 3.
    const lines = (await readFile(repo.abs(file), 'utf8')).split('\n');
    lines[f!.line! - 1] =
      `${lines[f!.line! - 1]!.slice(0, f!.column! - 1)},${lines[f!.line! - 1]!.slice(f!.column! - 1)}`;
    await writeFile(repo.abs(file), lines.join('\n'));
    expect(auditAt()).toEqual({ code: 0, findings: [] });
  });
});
