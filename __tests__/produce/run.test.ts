/**
 * `passport-gate run`: the step's command runs, and its passport is written by stamp's own
 * machinery with the exit status, a bounded stderr excerpt, the inputs and the code that ran.
 * In-process (runCli); the signal and the built bundle are in __tests__/e2e/run.e2e.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { readdir, rm } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { audit } from '../../src/audit/pipeline.js';
import { runCli } from '../../src/cli.js';
import { parseRunArgs } from '../../src/cli/run-command.js';
import { STDERR_EXCERPT_MAX_BYTES, TailBuffer } from '../../src/operations/run-step.js';
import { captureIo } from '../helpers/cli-io.js';
import { sha256, TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-run-');
});
afterEach(async () => {
  await repo.remove();
});

/** A node one-liner as the step's command (the test's own node: no PATH needed). */
const node = (script: string) => [process.execPath, '-e', script];

/** Writes `results/qc/summary.txt` from the input, then exits with `code` after writing `stderr`. */
const qcStep = (code: number, stderr = '') =>
  node(
    `const fs=require('fs');fs.mkdirSync('results/qc',{recursive:true});` +
      `fs.writeFileSync('results/qc/summary.txt',fs.readFileSync('data/reads.fq','utf8').length+'\\n');` +
      `process.stderr.write(${JSON.stringify(stderr)});process.exit(${code});`,
  );

async function runStep(command: readonly string[], extra: string[] = []) {
  const io = captureIo(repo.root);
  const code = await runCli(
    [
      'run',
      'results/qc',
      '--skill',
      'fastqc',
      '--skill-version',
      '0.12.1',
      // Raw reads from outside the pipeline: cited, or hard rule 2 fails the audit.
      '--source',
      'data/reads.fq=ERR123456',
      '--input',
      'data/reads.fq',
      ...extra,
      '--',
      ...command,
    ],
    io,
  );
  return { code, err: io.err(), out: io.out() };
}

const readPassport = async () =>
  JSON.parse((await repo.read('results/qc/fastqc.passport.json')).toString('utf8')) as {
    passport_id: string;
    errors: { step: string; tool: string; exit_code: number; stderr_excerpt: string }[];
    inputs: { path: string; type: string; sha256: string }[];
    parameters?: Record<string, unknown>;
  };

const auditErrors = async () =>
  (await audit({ root: repo.root })).findings.filter((f) => f.severity === 'error');

describe('run: the step and its record', () => {
  beforeEach(async () => {
    await repo.write('data/reads.fq', '@r1\nACGT\n+\nIIII\n');
  });

  it('exit 0: the passport records the tool, exit 0 and the stderr excerpt; the directory audits clean', async () => {
    const r = await runStep(qcStep(0, 'fastqc: 1 read\n'));
    expect(r.code).toBe(0);
    // stderr is passed through before passport-gate's own line
    expect(r.err.startsWith('fastqc: 1 read\n')).toBe(true);
    expect(r.err).toMatch(/created: results\/qc\/fastqc\.passport\.json/);
    const p = await readPassport();
    expect(p.errors).toEqual([
      {
        step: 'fastqc',
        tool: 'node',
        exit_code: 0,
        stderr_excerpt: 'fastqc: 1 read\n',
      },
    ]);
    expect(await auditErrors()).toEqual([]);
  });

  it('a non-zero exit is passed through and recorded, and the audit fails it', async () => {
    const r = await runStep(qcStep(3, 'Traceback: bad quality encoding\n'));
    expect(r.code).toBe(3);
    const p = await readPassport();
    expect(p.errors).toMatchObject([
      { step: 'fastqc', exit_code: 3, stderr_excerpt: 'Traceback: bad quality encoding\n' },
    ]);
    expect((await auditErrors()).map((f) => f.rule)).toContain('exit-nonzero');
  });

  it('a failed step that never made its directory is still recorded', async () => {
    const r = await runStep(node('process.exit(9)'));
    expect(r.code).toBe(9);
    expect((await readPassport()).errors[0]?.exit_code).toBe(9);
  });

  it('a later successful run of the same step replaces the failed record without --force', async () => {
    expect((await runStep(qcStep(1, 'boom\n'))).code).toBe(1);
    const failed = await readPassport();
    const again = await runStep(qcStep(0));
    expect(again.err).not.toMatch(/refusing|--force/);
    expect(again.code).toBe(0);
    const fixed = await readPassport();
    expect(fixed.errors).toEqual([
      { step: 'fastqc', tool: 'node', exit_code: 0, stderr_excerpt: '' },
    ]);
    // the same passport, refreshed
    expect(fixed.passport_id).toBe(failed.passport_id);
    expect(await auditErrors()).toEqual([]);
  });

  it('a re-run with a changed command (another tool) replaces the step’s old entry too', async () => {
    expect((await runStep(qcStep(1))).code).toBe(1);
    await repo.write('qc.sh', 'mkdir -p results/qc && echo 1 > results/qc/summary.txt\n');
    expect((await runStep(['/bin/sh', 'qc.sh'])).code).toBe(0);
    expect((await readPassport()).errors.map((e) => [e.tool, e.exit_code])).toEqual([['sh', 0]]);
  });

  it('stamp still refuses to overwrite the failed record by hand (the guard is for hand re-stamps)', async () => {
    await runStep(qcStep(2));
    const io = captureIo(repo.root);
    const code = await runCli(
      ['stamp', 'results/qc', '--error', 'step=fastqc,tool=node,exit=0'],
      io,
    );
    expect(code).toBe(2);
    expect(io.err()).toMatch(/refusing to overwrite .*--force/s);
  });

  it('the stderr excerpt is bounded: the last bytes are kept, the start marked as cut', async () => {
    const r = await runStep(
      node(
        `require('fs').mkdirSync('results/qc',{recursive:true});` +
          `process.stderr.write('x'.repeat(100000)+'LAST LINE\\n');process.exit(1)`,
      ),
    );
    expect(r.code).toBe(1);
    // all of it passed through
    expect(r.err).toContain(`${'x'.repeat(100000)}LAST LINE`);
    const excerpt = (await readPassport()).errors[0]?.stderr_excerpt ?? '';
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('LAST LINE\n')).toBe(true);
    expect(Buffer.byteLength(excerpt.slice(1))).toBe(STDERR_EXCERPT_MAX_BYTES);
  });

  it('a command that does not exist exits 127 and is recorded as such', async () => {
    const r = await runStep(['/nonexistent/qc-tool', 'x']);
    expect(r.code).toBe(127);
    expect(r.err).toMatch(/command not found/);
    expect((await readPassport()).errors[0]).toMatchObject({ tool: 'qc-tool', exit_code: 127 });
  });

  it('--code records the script as an input of type code; a changed script fails the audit', async () => {
    await repo.write(
      'scripts/qc.js',
      "require('fs').mkdirSync('results/qc',{recursive:true});require('fs').writeFileSync('results/qc/summary.txt','1\\n');",
    );
    const r = await runStep([process.execPath, 'scripts/qc.js'], ['--code', 'scripts/qc.js']);
    expect(r.code).toBe(0);
    const p = await readPassport();
    expect(p.inputs).toContainEqual(
      expect.objectContaining({
        type: 'code',
        path: 'scripts/qc.js',
        sha256: sha256((await repo.read('scripts/qc.js')).toString()),
      }),
    );
    expect(await auditErrors()).toEqual([]);
    await repo.write('scripts/qc.js', '// changed after the run\n');
    const rules = (await audit({ root: repo.root })).findings.map((f) => f.rule);
    expect(rules).toContain('input-hash-mismatch');
  });

  it('--param: the run’s parameters replace the recorded ones (a dropped one is not kept)', async () => {
    await runStep(qcStep(0), ['--param', 'min_quality=20', '--param', 'adapter=TruSeq']);
    expect((await readPassport()).parameters).toEqual({ min_quality: 20, adapter: 'TruSeq' });
    await runStep(qcStep(0), ['--param', 'min_quality=30']);
    expect((await readPassport()).parameters).toEqual({ min_quality: 30 });
  });

  it('several inputs after one --input, as Snakemake expands {input}', async () => {
    await repo.write('data/reads2.fq', '@r2\nTTTT\n+\nIIII\n');
    const r = await runStep(qcStep(0), ['data/reads2.fq', '--param', 'k=1']);
    expect(r.code).toBe(0);
    expect((await readPassport()).inputs.map((i) => i.path)).toEqual([
      'data/reads.fq',
      'data/reads2.fq',
    ]);
  });

  it('the committed passport_id is kept when the engine deleted the directory before the re-run', async () => {
    execFileSync('git', ['init', '-q'], { cwd: repo.root });
    await runStep(qcStep(0));
    const first = await readPassport();
    execFileSync('git', ['add', '-A'], { cwd: repo.root });
    execFileSync(
      'git',
      ['-c', 'user.name=t', '-c', 'user.email=t@example.org', 'commit', '-qm', 'qc'],
      { cwd: repo.root },
    );
    // what Snakemake does to a directory() output before it runs the step again
    await rm(repo.abs('results/qc'), { recursive: true });
    expect((await runStep(qcStep(0), ['--param', 'k=2'])).code).toBe(0);
    expect((await readPassport()).passport_id).toBe(first.passport_id);
    // without the commit, a fresh id
    await rm(repo.abs('.git'), { recursive: true });
    await rm(repo.abs('results/qc'), { recursive: true });
    await runStep(qcStep(0));
    expect((await readPassport()).passport_id).not.toBe(first.passport_id);
  });

  it('leaves no temporary file beside the passport', async () => {
    await runStep(qcStep(0));
    expect((await readdir(repo.abs('results/qc'))).sort()).toEqual([
      'fastqc.passport.json',
      'summary.txt',
    ]);
  });
});

describe('run: its command line', () => {
  it('the command comes after "--", with its own options untouched', () => {
    const parsed = parseRunArgs([
      'results/qc',
      '--skill',
      'qc',
      '--skill-version',
      '1',
      '--input',
      'a.fq',
      'b.fq',
      '--code',
      'qc.py',
      '--',
      'python3',
      'qc.py',
      '--input',
      'x',
    ]);
    expect(parsed).toMatchObject({
      directory: 'results/qc',
      inputs: ['a.fq', 'b.fq'],
      code: ['qc.py'],
      command: ['python3', 'qc.py', '--input', 'x'],
    });
  });
  it('without "--" and a command: a usage error that shows where the command goes', async () => {
    const io = captureIo('/');
    const code = await runCli(['run', 'results/qc', '--skill', 'qc', '--skill-version', '1'], io);
    expect(code).toBe(2);
    expect(io.err()).toMatch(/run needs the command to run after "--"/);
  });
  it('without --skill-version: a usage error naming it', () => {
    expect(() => parseRunArgs(['results/qc', '--skill', 'qc', '--', 'true'])).toThrow(
      /run needs --skill-version/,
    );
  });
});

describe('the stderr tail', () => {
  it('never splits a character: a cut multi-byte character is left out', () => {
    const tail = new TailBuffer(4);
    tail.push(Buffer.from('aé€', 'utf8')); // 1 + 2 + 3 bytes: the window starts inside é
    expect(tail.text()).toBe('…€');
  });
});
