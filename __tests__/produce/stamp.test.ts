import { execFileSync } from 'node:child_process';
import { mkdir, readFile, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { audit } from '../../src/audit/pipeline.js';
import type { AuditReport } from '../../src/core/report-model.js';
import { runCli } from '../../src/cli.js';
import type { CliIo } from '../../src/cli/io.js';
import { parseDecisionSpec, parseErrorSpec, parseParamSpec } from '../../src/cli/producer-args.js';
import { walkTree } from '../../src/fs/walk.js';
import { TreeEntries } from '../../src/fs/tree-entries.js';
import {
  guessArtifactType,
  stamp,
  StampError,
  type StampOptions,
} from '../../src/produce/stamp/index.js';
import { listOwnedFiles } from '../../src/repo/layout.js';
import { sha256, TempRepo, uuidFromSeed } from '../helpers/repo.js';
import { captureIo } from '../helpers/cli-io.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-stamp-');
});
afterEach(async () => {
  await repo.remove();
});

/** A clock that advances one minute per call, from a fixed instant. */
function clock(start = '2026-06-17T12:00:00Z') {
  let t = Date.parse(start);
  return () => new Date((t += 60_000));
}
let now = clock();
beforeEach(() => {
  now = clock();
});
const run = (options: Omit<StampOptions, 'root'>) => stamp({ root: repo.root, now, ...options });
const errorsOf = (report: AuditReport) => report.findings.filter((f) => f.severity === 'error');
const readJson = async (rel: string) =>
  JSON.parse((await repo.read(rel)).toString('utf8')) as Record<string, unknown>;

const io = () => captureIo(repo.root);

/** data → align → variants, stamped step by step as a pipeline would. */
async function stampPipeline() {
  await repo.write('data/reads.fq', '@r1\nACGT\n+\nIIII\n');
  await repo.write('results/align/sample.bam', 'BAM\u0001alignment');
  await repo.write('results/align/sample.bam.bai', 'BAI');
  const align = await run({
    directory: 'results/align',
    skill: 'bwa-alignment',
    skillVersion: '1.2.0',
    inputs: [{ path: 'data/reads.fq', source: 'ERR123456' }],
    errors: [{ step: 'align', tool: 'bwa', exit_code: 0, stderr_excerpt: '' }],
    nextSkills: ['gatk-variant-calling'],
  });
  await repo.write('results/variants/sample.vcf', '##fileformat=VCFv4.2\n');
  const variants = await run({
    directory: 'results/variants',
    skill: 'gatk-variant-calling',
    skillVersion: '4.5.0',
    inputs: ['results/align/sample.bam'],
  });
  return { align, variants };
}

describe('stamp writes a passport that audits clean', () => {
  it('hashes the directory, writes repository-relative paths and resolves the producer', async () => {
    const { align, variants } = await stampPipeline();
    expect(align.status).toBe('created');
    expect(align.path).toBe('results/align/bwa-alignment.passport.json');
    const written = await readJson(align.path);
    expect(written.passport_id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(written.created_at).toBe('2026-06-17T12:01:00Z');
    expect(written.outputs).toEqual([
      {
        type: 'bam',
        path: 'results/align/sample.bam',
        sha256: sha256('BAM\u0001alignment'),
        size_bytes: Buffer.byteLength('BAM\u0001alignment'),
      },
      { type: 'bai', path: 'results/align/sample.bam.bai', sha256: sha256('BAI'), size_bytes: 3 },
    ]);
    expect(written.inputs).toEqual([
      {
        type: 'fq',
        path: 'data/reads.fq',
        sha256: sha256('@r1\nACGT\n+\nIIII\n'),
        source: 'ERR123456',
      },
    ]);
    // The consumer's passport names the producer of its input: chain-missing-reference lines up.
    expect(variants.passport.consumed_passports).toEqual([align.passport.passport_id]);
    const report = await audit({ root: repo.root });
    expect(report.findings).toEqual([]);
    expect(report.summary.passports).toBe(2);
  });

  it('without the automatic producer the same chain fails chain-missing-reference (control)', async () => {
    const { variants } = await stampPipeline();
    const value = await readJson(variants.path);
    value.consumed_passports = [];
    await repo.write(variants.path, JSON.stringify(value));
    const rules = (await audit({ root: repo.root })).findings.map((f) => f.rule);
    expect(rules).toContain('chain-missing-reference');
  });

  it('leaves out passports, acknowledgments beside packets and subdirectories with their own passport', async () => {
    await repo.write('out/a.txt', 'a');
    await repo.write('out/nested/deep.txt', 'deep');
    await repo.write('out/sub/b.txt', 'b');
    await repo.write('out/agent-inboxes/bob/hof_1.json', '{}');
    await repo.write('out/agent-inboxes/bob/hof_1.ack', '{}');
    await run({ directory: 'out/sub', skill: 'sub-step', skillVersion: '1' });
    const top = await run({ directory: 'out', skill: 'top-step', skillVersion: '1' });
    expect(top.passport.outputs.map((o) => o.path)).toEqual([
      'out/a.txt',
      'out/agent-inboxes/bob/hof_1.json',
      'out/nested/deep.txt',
    ]);
    const rules = (await audit({ root: repo.root })).findings.map((f) => f.rule);
    expect(rules).not.toContain('artifact-unlisted');
  });

  it('lists dotfiles, handoff files, config files and stray .ack files like any other file', async () => {
    await repo.write('out/a.txt', 'a');
    await repo.write('out/.gitattributes', '* -text\n');
    await repo.write('out/.hidden', 'h');
    await repo.write('out/step.handoff.yaml', 'x: 1\n');
    await repo.write('out/.passport-gate.yml', 'rules: {}\n');
    await repo.write('out/notes.ack', 'beside no packet');
    const top = await run({ directory: 'out', skill: 'top-step', skillVersion: '1' });
    expect(top.passport.outputs.map((o) => o.path)).toEqual([
      'out/.gitattributes',
      'out/.hidden',
      'out/.passport-gate.yml',
      'out/a.txt',
      'out/notes.ack',
      'out/step.handoff.yaml',
    ]);
    const rules = (await audit({ root: repo.root })).findings.map((f) => f.rule);
    expect(rules).not.toContain('artifact-unlisted');
  });

  it('leaves out directories the config names as output directories', async () => {
    const { DEFAULT_CONFIG } = await import('../../src/config/config.js');
    const config = { ...DEFAULT_CONFIG, outputs: ['out/*'] };
    await repo.write('out/top.txt', 't');
    await repo.write('out/step1/a.txt', 'a');
    expect(
      listOwnedFiles(
        'out',
        { entries: TreeEntries.fromList(await walkTree(repo.root, () => false)) },
        config,
      ),
    ).toEqual(['out/top.txt']);
    await run({
      directory: 'out/step1',
      skill: 'one',
      skillVersion: '1',
      parameters: { seed: 1 },
      config,
    });
    const top = await run({
      directory: 'out',
      skill: 'top',
      skillVersion: '1',
      parameters: { seed: 1 },
      config,
    });
    expect(top.passport.outputs.map((o) => o.path)).toEqual(['out/top.txt']);
    expect(errorsOf(await audit({ root: repo.root, config }))).toEqual([]);
  });

  it('stamps the repository root itself, the config file included (a file like any other)', async () => {
    await repo.write('.passport-gate.yml', 'rules: {}\n');
    await repo.write('table.csv', 'a\n');
    await repo.write('sub/x.txt', 'x');
    const result = await run({
      directory: '.',
      skill: 'whole',
      skillVersion: '1',
      parameters: { seed: 1 },
    });
    expect(result.path).toBe('whole.passport.json');
    expect(result.passport.outputs.map((o) => o.path)).toEqual([
      '.passport-gate.yml',
      'sub/x.txt',
      'table.csv',
    ]);
    expect(errorsOf(await audit({ root: repo.root }))).toEqual([]);
  });

  it('honours path-base: passport (paths relative to the passport directory)', async () => {
    await repo.write('res/a/x.txt', 'x');
    await repo.write('res/b/y.txt', 'y');
    const config = { ...(await import('../../src/config/config.js')).DEFAULT_CONFIG };
    config.pathBase = 'passport';
    const a = await run({
      directory: 'res/a',
      skill: 'a',
      skillVersion: '1',
      parameters: { seed: 1 },
      config,
    });
    expect(a.passport.outputs[0]?.path).toBe('x.txt');
    const b = await run({
      directory: 'res/b',
      skill: 'b',
      skillVersion: '1',
      inputs: ['res/a/x.txt'],
      config,
    });
    expect(b.passport.inputs[0]?.path).toBe('../a/x.txt');
    expect(b.passport.consumed_passports).toEqual([a.passport.passport_id]);
    expect(errorsOf(await audit({ root: repo.root, config }))).toEqual([]);
  });

  it('records the LFS object digest for a Git LFS pointer at a path marked filter=lfs', async () => {
    const oid = sha256('the real object');
    repo.gitInit();
    await repo.lfsTrack('big/*.bin');
    await repo.write(
      'big/data.bin',
      `version https://git-lfs.github.com/spec/v1\noid sha256:${oid}\nsize 15\n`,
    );
    const result = await run({
      directory: 'big',
      skill: 'big',
      skillVersion: '1',
      parameters: { seed: 1 },
    });
    expect(result.passport.outputs[0]).toMatchObject({ sha256: oid, size_bytes: 15 });
    expect(result.notes.join('\n')).toContain('1 Git LFS pointer(s)');
    expect(errorsOf(await audit({ root: repo.root }))).toEqual([]);
  });

  it('records the bytes of a pointer-shaped file that .gitattributes does not mark filter=lfs', async () => {
    const text = `version https://git-lfs.github.com/spec/v1\noid sha256:${sha256('x')}\nsize 1\n`;
    repo.gitInit();
    await repo.lfsTrack('other/*.bin');
    await repo.write('big/data.bin', text);
    const result = await run({
      directory: 'big',
      skill: 'big',
      skillVersion: '1',
      parameters: { seed: 1 },
    });
    expect(result.passport.outputs[0]).toMatchObject({
      sha256: sha256(text),
      size_bytes: Buffer.byteLength(text),
    });
    expect(errorsOf(await audit({ root: repo.root }))).toEqual([]);
  });

  it('guesses types past compression suffixes', () => {
    expect(guessArtifactType('data/sampleA_R1.fastq.gz')).toBe('fastq');
    expect(guessArtifactType('results/x.sorted.bam')).toBe('bam');
    expect(guessArtifactType('README')).toBe('file');
  });
});

describe('stamp then tamper: the right rule fires', () => {
  it('artifact-hash-mismatch when an output changes', async () => {
    await stampPipeline();
    await writeFile(repo.abs('results/variants/sample.vcf'), 'tampered');
    const report = await audit({ root: repo.root });
    expect(errorsOf(report).map((f) => f.rule)).toEqual(['artifact-hash-mismatch']);
  });
  it('artifact-unlisted when a file is added', async () => {
    await stampPipeline();
    await repo.write('results/align/stray.log', 'x');
    const report = await audit({ root: repo.root });
    expect(report.findings.map((f) => [f.rule, f.path])).toEqual([
      ['artifact-unlisted', 'results/align/stray.log'],
    ]);
  });
  it('artifact-missing when an output is deleted', async () => {
    await stampPipeline();
    await unlink(repo.abs('results/align/sample.bam.bai'));
    const report = await audit({ root: repo.root });
    expect(errorsOf(report).map((f) => f.rule)).toEqual(['artifact-missing']);
  });
  it('input-hash-mismatch when an upstream output changes under its consumer', async () => {
    await stampPipeline();
    await writeFile(repo.abs('results/align/sample.bam'), 'realigned');
    const rules = errorsOf(await audit({ root: repo.root })).map((f) => f.rule);
    expect(rules.sort()).toEqual(['artifact-hash-mismatch', 'input-hash-mismatch']);
  });
});

describe('refreshing', () => {
  it('keeps passport_id, re-hashes, and does not rewrite an unchanged passport', async () => {
    const { align } = await stampPipeline();
    const before = await repo.read(align.path);
    const same = await run({ directory: 'results/align' });
    expect(same.status).toBe('unchanged');
    expect(same.written).toBe(false);
    expect(await repo.read(align.path)).toEqual(before);

    // The step re-run by hand: --force records its new output (a bare re-stamp is refused).
    await writeFile(repo.abs('results/align/sample.bam'), 'realigned');
    const updated = await run({
      directory: 'results/align',
      force: true,
      decisions: [
        { step: 'align', choice: 'bwa-mem', alternatives_considered: [], rationale: 'r' },
      ],
      parameters: { threads: 8 },
    });
    expect(updated.status).toBe('updated');
    expect(updated.passport.passport_id).toBe(align.passport.passport_id);
    expect(updated.passport.created_at).not.toBe(align.passport.created_at);
    expect(updated.changes.join('\n')).toContain('~ output "results/align/sample.bam" sha256');
    expect(updated.passport.inputs).toEqual(align.passport.inputs);
    expect(updated.passport.errors).toEqual(align.passport.errors);
    expect(updated.passport.parameters).toEqual({ threads: 8 });
  });

  it('updates errors by step and tool, decisions by step, parameters by key', async () => {
    await repo.write('o/a.txt', 'a');
    const first = await run({
      directory: 'o',
      skill: 's',
      skillVersion: '1',
      errors: [
        { step: 'a', tool: 't', exit_code: 0, stderr_excerpt: '' },
        { step: 'b', tool: 't', exit_code: 0, stderr_excerpt: '' },
      ],
      parameters: { x: 1, y: 2 },
    });
    expect(first.passport.errors).toHaveLength(2);
    const second = await run({
      directory: 'o',
      errors: [{ step: 'b', tool: 't', exit_code: 0, stderr_excerpt: 'warn' }],
      parameters: { y: 3 },
    });
    expect(second.passport.errors.map((e) => e.stderr_excerpt)).toEqual(['', 'warn']);
    expect(second.passport.parameters).toEqual({ x: 1, y: 3 });
  });

  it('keeps a "__proto__" parameter as data', async () => {
    await repo.write('o/a.txt', 'a');
    const result = await run({
      directory: 'o',
      skill: 's',
      skillVersion: '1',
      parameters: Object.fromEntries([['__proto__', { polluted: true }]]),
    });
    expect(Object.keys(result.passport.parameters ?? {})).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('refusals', () => {
  async function failedPassport() {
    await repo.write('o/a.txt', 'a');
    return run({
      directory: 'o',
      skill: 's',
      skillVersion: '1',
      parameters: { seed: 1 },
      errors: [{ step: 'sort', tool: 'samtools', exit_code: 1, stderr_excerpt: 'truncated file' }],
    });
  }

  it('agrees with the audit on a FIFO named like a passport: one it cannot read, never skipped', async () => {
    await repo.write('out/a.txt', 'a');
    execFileSync('mkfifo', [repo.abs('out/x.passport.json')]);
    // The audit says the passport cannot be read; stamp does not quietly write a second one.
    const report = await audit({ root: repo.root });
    expect(report.findings).toContainEqual(
      expect.objectContaining({ rule: 'artifact-unreadable', path: 'out/x.passport.json' }),
    );
    await expect(run({ directory: 'out', skill: 'step', skillVersion: '1' })).rejects.toThrow(
      /cannot refresh "out\/x.passport.json": it is a FIFO\. Fix it by hand, or pass --force/,
    );
    await expect(repo.read('out/step.passport.json')).rejects.toThrow(/ENOENT/);
    // Forced, the FIFO is replaced by the passport (the audit then passes).
    const forced = await run({
      directory: 'out',
      skill: 'step',
      skillVersion: '1',
      parameters: { seed: 1 },
      force: true,
    });
    expect(forced.path).toBe('out/x.passport.json');
    expect(forced.notes).toContain(
      '"out/x.passport.json" is a FIFO; it is replaced by a new passport.',
    );
    expect(errorsOf(await audit({ root: repo.root }))).toEqual([]);
  });

  it('refuses to overwrite a passport whose recorded errors are non-zero, unless forced', async () => {
    const failed = await failedPassport();
    expect(failed.notes.join('\n')).toContain('exit-nonzero');
    const before = await repo.read(failed.path);
    await repo.write('o/a.txt', 'a2');
    const fixed = [{ step: 'sort', tool: 'samtools', exit_code: 0, stderr_excerpt: '' }];
    await expect(run({ directory: 'o', errors: fixed })).rejects.toThrow(StampError);
    await expect(run({ directory: 'o', errors: fixed })).rejects.toThrow(/--force/);
    expect(await repo.read(failed.path)).toEqual(before);
    const forced = await run({ directory: 'o', errors: fixed, force: true });
    expect(forced.status).toBe('updated');
    expect(forced.passport.passport_id).toBe(failed.passport.passport_id);
    expect(errorsOf(await audit({ root: repo.root }))).toEqual([]);
  });

  it('exits 2 from the CLI with what to do, and 0 with --force', async () => {
    await failedPassport();
    const c = io();
    expect(await runCli(['stamp', 'o', '--error', 'step=sort,tool=samtools,exit=0'], c)).toBe(2);
    expect(c.err()).toContain('refusing to overwrite "o/s.passport.json"');
    expect(c.err()).toContain('"sort" ("samtools") exited 1');
    expect(c.err()).toContain('--force');
    expect(c.err()).not.toContain('internal error');
    const f = io();
    expect(
      await runCli(['stamp', 'o', '--error', 'step=sort,tool=samtools,exit=0', '--force'], f),
    ).toBe(0);
  });

  it('refuses files that cannot be hashed, and symlinks that leave the root', async () => {
    await repo.write('o/a.txt', 'a');
    const outside = await TempRepo.create('pg-outside-');
    try {
      await outside.write('secret.txt', 'secret');
      await symlink(outside.abs('secret.txt'), repo.abs('o/link.txt'));
      await expect(run({ directory: 'o', skill: 's', skillVersion: '1' })).rejects.toThrow(
        /"o\/link.txt" is a symlink that leaves the repository root/,
      );
    } finally {
      await outside.remove();
    }
    await expect(repo.read('o/s.passport.json')).rejects.toThrow();
  });

  it('refuses a missing input, an unresolvable --consumes and a cycle', async () => {
    await repo.write('o/a.txt', 'a');
    await expect(
      run({ directory: 'o', skill: 's', skillVersion: '1', inputs: ['data/nope.txt'] }),
    ).rejects.toThrow(/input "data\/nope.txt" does not exist/);
    await expect(
      run({ directory: 'o', skill: 's', skillVersion: '1', consumes: [uuidFromSeed('nobody')] }),
    ).rejects.toThrow(/matches no passport_id/);

    const a = await run({ directory: 'o', skill: 's', skillVersion: '1' });
    await repo.write('p/b.txt', 'b');
    await run({ directory: 'p', skill: 't', skillVersion: '1', consumes: ['o'] });
    await expect(run({ directory: 'o', consumes: ['p/t.passport.json'] })).rejects.toThrow(
      /would close a cycle/,
    );
    expect((await readJson(a.path)).consumed_passports).toEqual([]);
  });

  it('needs a skill for a new passport, and --run-id when a directory holds several', async () => {
    await repo.write('o/a.txt', 'a');
    await expect(run({ directory: 'o' })).rejects.toThrow(/--skill and --skill-version/);
    await run({ directory: 'o', skill: 's', skillVersion: '1', runId: 'one' });
    await run({ directory: 'o', skill: 's', skillVersion: '1', runId: 'two' });
    await expect(run({ directory: 'o' })).rejects.toThrow(/--run-id/);
    await expect(run({ directory: 'o', runId: '../escape' })).rejects.toThrow(/file name/);
  });

  it('explains an invalid skill slug with the flag to fix', async () => {
    await repo.write('o/a.txt', 'a');
    const c = io();
    expect(
      await runCli(
        ['stamp', 'o', '--skill', 'BWA Alignment', '--skill-version', '1', '--run-id', 'x'],
        c,
      ),
    ).toBe(2);
    expect(c.err()).toContain('/produced_by/skill');
    expect(c.err()).toContain('(--skill');
  });

  it('refuses a directory outside the root or missing', async () => {
    const c = io();
    expect(await runCli(['stamp', '../elsewhere', '--skill', 's', '--skill-version', '1'], c)).toBe(
      2,
    );
    expect(c.err()).toContain('outside the repository root');
    const d = io();
    expect(await runCli(['stamp', 'nope', '--skill', 's', '--skill-version', '1'], d)).toBe(2);
    expect(d.err()).toContain('does not exist');
  });
});

describe('stamp --check', () => {
  it('exits 1 on drift without writing, 0 when in sync', async () => {
    await repo.write('o/a.txt', 'a');
    const create = io();
    expect(
      await runCli(['stamp', 'o', '--skill', 's', '--skill-version', '1', '--check'], create),
    ).toBe(1);
    expect(create.out()).toContain('would create: o/s.passport.json');
    await expect(repo.read('o/s.passport.json')).rejects.toThrow();

    expect(await runCli(['stamp', 'o', '--skill', 's', '--skill-version', '1'], io())).toBe(0);
    const inSync = io();
    expect(await runCli(['stamp', 'o', '--check'], inSync)).toBe(0);
    expect(inSync.out()).toContain('up to date');

    await repo.write('o/b.txt', 'b');
    const before = await repo.read('o/s.passport.json');
    const drift = io();
    expect(await runCli(['stamp', 'o', '--check'], drift)).toBe(1);
    expect(drift.out()).toContain('+ output "o/b.txt"');
    expect(await repo.read('o/s.passport.json')).toEqual(before);
  });

  it('reports, without refusing, what would change in a failed passport', async () => {
    await repo.write('o/a.txt', 'a');
    await run({
      directory: 'o',
      skill: 's',
      skillVersion: '1',
      errors: [{ step: 'x', tool: 'y', exit_code: 2, stderr_excerpt: '' }],
    });
    const c = io();
    expect(await runCli(['stamp', 'o', '--check', '--format', 'json'], c)).toBe(0);
    const result = JSON.parse(c.out()) as { status: string; notes: string[] };
    expect(result.status).toBe('unchanged');
    expect(result.notes.join('\n')).toContain('needs --force');
  });
});

describe('the stamp command line', () => {
  it('stamps from the issue example and resolves --consumes by directory', async () => {
    await repo.write('data/sampleA_R1.fastq.gz', 'reads');
    await repo.write('results/align/sampleA.sorted.bam', 'bam');
    const c = io();
    const code = await runCli(
      [
        'stamp',
        'results/align',
        '--skill',
        'bwa-alignment',
        '--skill-version',
        '1.2.0',
        '--input',
        'data/sampleA_R1.fastq.gz',
        '--source',
        'data/sampleA_R1.fastq.gz=ERR123456',
        '--decision',
        'step=alignment,choice=bwa-mem,alternatives=bowtie2,minimap2,rationale=short reads, paired',
        '--error',
        'step=sort,tool=samtools,exit=0',
        '--param',
        'threads=8',
        '--param',
        'reference=GRCh38',
        '--run-id',
        'align-run-1',
      ],
      c,
    );
    expect(c.err()).toBe('');
    expect(code).toBe(0);
    expect(c.out()).toContain('created: results/align/align-run-1.passport.json');
    const p = await readJson('results/align/align-run-1.passport.json');
    expect(p.decisions).toEqual([
      {
        step: 'alignment',
        choice: 'bwa-mem',
        alternatives_considered: ['bowtie2', 'minimap2'],
        rationale: 'short reads, paired',
      },
    ]);
    expect(p.parameters).toEqual({ threads: 8, reference: 'GRCh38' });
    expect(p.inputs).toEqual([
      {
        type: 'fastq',
        path: 'data/sampleA_R1.fastq.gz',
        sha256: sha256('reads'),
        source: 'ERR123456',
      },
    ]);

    await repo.write('results/qc/report.txt', 'qc');
    const q = io();
    expect(
      await runCli(
        [
          'stamp',
          'results/qc',
          '--skill',
          'qc',
          '--skill-version',
          '1',
          // What it read (a passport that consumes one but names no input vouches for nothing).
          '--input',
          'results/align/sampleA.sorted.bam',
          '--consumes',
          'results/align',
        ],
        q,
      ),
    ).toBe(0);
    expect((await readJson('results/qc/qc.passport.json')).consumed_passports).toEqual([
      p.passport_id,
    ]);
    expect(errorsOf(await audit({ root: repo.root }))).toEqual([]);
  });

  it('resolves paths relative to the working directory', async () => {
    await repo.write('sub/out/a.txt', 'a');
    await mkdir(repo.abs('sub/work'), { recursive: true });
    const c = { ...io(), cwd: repo.abs('sub/work') };
    expect(
      await runCli(
        ['stamp', '../out', '--root', '../..', '--skill', 's', '--skill-version', '1'],
        c,
      ),
    ).toBe(0);
    const p = await readJson('sub/out/s.passport.json');
    expect((p.outputs as { path: string }[])[0]?.path).toBe('sub/out/a.txt');
  });

  it('has --help with examples, and usage errors say what to do', async () => {
    const h = io();
    expect(await runCli(['stamp', '--help'], h)).toBe(0);
    expect(h.out()).toContain('Examples:');
    const none = io();
    expect(await runCli(['stamp'], none)).toBe(2);
    expect(none.err()).toMatch(/^Usage: passport-gate stamp <output-dir>/); // bare: the usage
    const noDir = io();
    expect(await runCli(['stamp', '--skill', 'x'], noDir)).toBe(2);
    expect(noDir.err()).toContain('stamp needs the output directory');
    const bad = io();
    expect(await runCli(['stamp', 'o', '--error', 'step=a,tool=b,exit=x'], bad)).toBe(2);
    expect(bad.err()).toContain('exit must be an integer');
  });

  it('never colours when NO_COLOR is set, even on a TTY', async () => {
    await repo.write('o/a.txt', 'a');
    let out = '';
    const c: CliIo = {
      stdout: { write: (s: string) => (out += s), isTTY: true },
      stderr: { write: () => undefined, isTTY: true },
      env: { NO_COLOR: '1' },
      cwd: repo.root,
    };
    expect(await runCli(['stamp', 'o', '--skill', 's', '--skill-version', '1'], c)).toBe(0);
    expect(out).not.toContain('\u001b[');
    await rm(repo.abs('o/s.passport.json'));
    let colored = '';
    const d: CliIo = {
      ...c,
      stdout: { write: (s: string) => (colored += s), isTTY: true },
      env: {},
    };
    expect(await runCli(['stamp', 'o', '--skill', 's', '--skill-version', '1'], d)).toBe(0);
    expect(colored).toContain('\u001b[');
  });

  it('escapes repository strings it prints', async () => {
    await repo.write('o/evil\u001b[31m.txt', 'x');
    const c = io();
    expect(await runCli(['stamp', 'o', '--skill', 's', '--skill-version', '1', '--check'], c)).toBe(
      1,
    );
    expect(c.out()).not.toContain('\u001b');
  });
});

describe('spec parsing', () => {
  it('lets free text hold commas', () => {
    expect(parseDecisionSpec('step=a,choice=b,rationale=x, y, and z')).toEqual({
      step: 'a',
      choice: 'b',
      alternatives_considered: [],
      rationale: 'x, y, and z',
    });
    expect(parseErrorSpec('step=s,tool=t,exit=137,stderr=Killed, OOM')).toEqual({
      step: 's',
      tool: 't',
      exit_code: 137,
      stderr_excerpt: 'Killed, OOM',
    });
  });
  it('rejects unknown and missing keys', () => {
    expect(() => parseDecisionSpec('step=a,choice=b')).toThrow(/rationale=… is required/);
    expect(() => parseErrorSpec('colour=red,step=s,tool=t,exit=0')).toThrow(/not one of them/);
    // An unknown key after a known one is part of that value, so the value is checked.
    expect(() => parseErrorSpec('step=s,tool=t,exit=0,colour=red')).toThrow(/integer/);
  });
  it('parses parameter values as JSON scalars where they look like one', () => {
    expect(parseParamSpec('threads=8')).toEqual(['threads', 8]);
    expect(parseParamSpec('ratio=0.5')).toEqual(['ratio', 0.5]);
    expect(parseParamSpec('on=true')).toEqual(['on', true]);
    expect(parseParamSpec('ref=GRCh38')).toEqual(['ref', 'GRCh38']);
    expect(parseParamSpec('id="8"')).toEqual(['id', '8']);
    expect(parseParamSpec('list=[1,2]')).toEqual(['list', [1, 2]]);
    expect(parseParamSpec('expr=a=b')).toEqual(['expr', 'a=b']);
    expect(parseParamSpec('big=12345678901234567890')).toEqual(['big', '12345678901234567890']);
    expect(() => parseParamSpec('bad={')).toThrow(/does not parse/);
  });
});

describe('written atomically', () => {
  it('leaves no temporary file behind', async () => {
    await repo.write('o/a.txt', 'a');
    await run({ directory: 'o', skill: 's', skillVersion: '1' });
    const { readdir } = await import('node:fs/promises');
    expect((await readdir(repo.abs('o'))).sort()).toEqual(['a.txt', 's.passport.json']);
    expect((await readFile(repo.abs('o/s.passport.json'), 'utf8')).endsWith('}\n')).toBe(true);
  });
});

describe('a passport that vouches for nothing (passport-vouches-nothing)', () => {
  it('stamp notes it, and the audit fails it until an input or a parameter is recorded', async () => {
    await repo.write('out/verdict.txt', 'The cohort looks fine.\n');
    const bare = await run({ directory: 'out', skill: 'verdict', skillVersion: '1' });
    expect(bare.notes.join('\n')).toMatch(/vouches for nothing.*passport-vouches-nothing/);
    expect(errorsOf(await audit({ root: repo.root })).map((f) => f.rule)).toEqual([
      'passport-vouches-nothing',
    ]);
    // A generator given its seed vouches: no note, no finding.
    const seeded = await run({ directory: 'out', parameters: { seed: 7 } });
    expect(seeded.notes.join('\n')).not.toMatch(/vouches for nothing/);
    expect(errorsOf(await audit({ root: repo.root }))).toEqual([]);
  });
});
