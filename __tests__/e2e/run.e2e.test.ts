/**
 * `passport-gate run` as a workflow engine runs it: the built CLI as a child process, a real
 * step below it, signals sent from outside.
 */
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TempRepo } from '../helpers/repo.js';

const cli = path.resolve(import.meta.dirname, '../../dist/cli.js');

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-run-e2e-');
  await repo.write('data/reads.fq', '@r1\nACGT\n+\nIIII\n');
});
afterEach(async () => {
  await repo.remove();
});

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Starts `passport-gate run results/qc … -- COMMAND`; `onStderr` sees stderr as it comes. */
function startRun(
  command: string[],
  onStderr: (all: string, kill: (s: NodeJS.Signals) => void) => void = () => {},
) {
  const child = spawn(
    process.execPath,
    [
      cli,
      'run',
      'results/qc',
      '--skill',
      'fastqc',
      '--skill-version',
      '1.0.0',
      '--input',
      'data/reads.fq',
      '--',
      ...command,
    ],
    { cwd: repo.root, stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, CI: 'true' } },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => {
    stderr += c.toString();
    onStderr(stderr, (s) => child.kill(s));
  });
  child.stdin.end('stdin reaches the step\n');
  return new Promise<Finished>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

const readPassport = async () =>
  JSON.parse(await readFile(repo.abs('results/qc/fastqc.passport.json'), 'utf8')) as {
    errors: { exit_code: number; stderr_excerpt: string }[];
  };

describe('passport-gate run (built CLI)', () => {
  it('passes stdin and stdout through and exits 0', async () => {
    const r = await startRun([
      process.execPath,
      '-e',
      "const fs=require('fs');fs.mkdirSync('results/qc',{recursive:true});const i=fs.readFileSync(0,'utf8');fs.writeFileSync('results/qc/echo.txt',i);process.stdout.write('out:'+i)",
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('out:stdin reaches the step\n');
    expect(await readFile(repo.abs('results/qc/echo.txt'), 'utf8')).toBe(
      'stdin reaches the step\n',
    );
    expect((await readPassport()).errors[0]?.exit_code).toBe(0);
  });

  it('exits with the command’s non-zero code', async () => {
    const r = await startRun([process.execPath, '-e', 'process.exit(42)']);
    expect(r.code).toBe(42);
    expect((await readPassport()).errors[0]?.exit_code).toBe(42);
  });

  it('passes SIGTERM on to the step, exits 128+15 and records it, with no temporary file left', async () => {
    const r = await startRun(
      [
        process.execPath,
        '-e',
        "require('fs').mkdirSync('results/qc',{recursive:true});process.stderr.write('READY\\n');setInterval(()=>{},1000)",
      ],
      (all, kill) => {
        if (all === 'READY\n') kill('SIGTERM');
      },
    );
    expect(r.code).toBe(143);
    const p = await readPassport();
    expect(p.errors[0]).toMatchObject({ exit_code: 143, stderr_excerpt: 'READY\n' });
    expect(await readdir(repo.abs('results/qc'))).toEqual(['fastqc.passport.json']);
  });

  it('a step that handles SIGINT and exits cleanly is recorded as it exited', async () => {
    const r = await startRun(
      [
        process.execPath,
        '-e',
        "require('fs').mkdirSync('results/qc',{recursive:true});process.on('SIGINT',()=>{process.stderr.write('cleaned up\\n');process.exit(5)});process.stderr.write('READY\\n');setInterval(()=>{},1000)",
      ],
      (all, kill) => {
        if (all === 'READY\n') kill('SIGINT');
      },
    );
    expect(r.code).toBe(5);
    expect((await readPassport()).errors[0]).toMatchObject({
      exit_code: 5,
      stderr_excerpt: 'READY\ncleaned up\n',
    });
  });
});
