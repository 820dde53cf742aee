/**
 * `passport-gate … | head -1`: a reader that goes away ends the run quietly with
 * 141 (128 + SIGPIPE, what the shell reports for git and cat), not an unhandled
 * `write EPIPE` stack trace.
 */
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exitQuietlyOnBrokenPipe } from '../../src/cli/broken-pipe.js';
import { EXIT_BROKEN_PIPE } from '../../src/util/errors.js';
import { TempRepo } from '../helpers/repo.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const cli = path.join(repoRoot, 'dist/cli.js');

class Exit extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}
const exit = (code: number): never => {
  throw new Exit(code);
};

/** Runs the built CLI with its stdout read by nobody: the read end is closed at once. */
function runWithClosedStdout(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

/** `node dist/cli.js args | head -c 1` in `cwd`, by a shell: what a user types. */
function runPipedIntoHead(cwd: string, args: string[]): Promise<{ code: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const quoted = [process.execPath, cli, ...args].map((a) => `'${a}'`).join(' ');
    const child = spawn(
      'bash',
      ['-c', `${quoted} | head -c 1 >/dev/null; echo "\${PIPESTATUS[0]}"`],
      {
        cwd,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', () => resolve({ code: out.trim(), stderr }));
  });
}

describe('a closed pipe', () => {
  it('EPIPE exits quietly with 141; other write errors say one line and exit 2', () => {
    const stream = new EventEmitter();
    let written = '';
    exitQuietlyOnBrokenPipe(stream, 'standard output', exit, { write: (s) => (written += s) });
    const epipe = Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
    expect(() => stream.emit('error', epipe)).toThrow(new Exit(EXIT_BROKEN_PIPE));
    expect(written).toBe('');
    const full = Object.assign(new Error('write ENOSPC'), { code: 'ENOSPC' });
    expect(() => stream.emit('error', full)).toThrow(new Exit(2));
    expect(written).toBe('passport-gate: cannot write to standard output: ENOSPC\n');
  });

  it('the built CLI exits 141 without a stack trace when its reader has gone (a failing dot)', async () => {
    for (const args of [
      ['graph', '--root', 'examples/pipeline', '--format', 'dot'],
      ['audit', '--root', 'examples/pipeline', '--format', 'json'],
      ['--help'],
    ]) {
      const result = await runWithClosedStdout(args);
      expect(result.stderr, args.join(' ')).toBe('');
      expect(result.code, args.join(' ')).toBe(EXIT_BROKEN_PIPE);
    }
  });

  it('`passport-gate audit --format json | head -c 1` exits 141 without a stack trace', async () => {
    // 600 output directories without a passport: a report far larger than a pipe's buffer, so
    // the CLI is still writing when head has read its byte and gone.
    const repo = await TempRepo.create('pg-pipe-');
    try {
      await repo.write('.passport-gate.yml', 'outputs: [results/*]\n');
      for (let i = 0; i < 600; i++) await repo.write(`results/step-${i}/table.csv`, `${i}\n`);
      const result = await runPipedIntoHead(repo.root, ['audit', '--all', '--format', 'json']);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(String(EXIT_BROKEN_PIPE));
    } finally {
      await repo.remove();
    }
  });
});
