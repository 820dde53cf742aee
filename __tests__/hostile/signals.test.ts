/**
 * Issue 6, items 17-18: files that change while they are hashed, and signals
 * during a long run. The committed CLI bundle is run as a user runs it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, readdir, readFile, truncate } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashFile } from '../../src/hash/hash-files.js';
import { sha256, TempRepo } from '../helpers/repo.js';

const cli = path.resolve(import.meta.dirname, '../../dist/cli.js');

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create();
});
afterEach(async () => {
  await repo.remove();
});

describe('a file changing while it is hashed (item 17)', () => {
  it('growth during the read is reported as changed, not hashed', async () => {
    await repo.write('big.bin', Buffer.alloc(8 * 1024 * 1024, 1));
    let appended = false;
    const outcome = await hashFile(repo.abs('big.bin'), () => {
      if (!appended) {
        appended = true;
        // Runs after the first chunk was read: the rest of the read sees a longer file.
        void appendFile(repo.abs('big.bin'), Buffer.alloc(4 * 1024 * 1024, 2));
      }
    });
    // Either the growth was seen during the read or by the final fstat; never a digest of mixed bytes.
    expect(outcome).toMatchObject({ ok: false, reason: 'changed' });
  });
  it('a file truncated during the read is reported as changed', async () => {
    await repo.write('big.bin', Buffer.alloc(8 * 1024 * 1024, 1));
    let cut = false;
    const outcome = await hashFile(repo.abs('big.bin'), () => {
      if (!cut) {
        cut = true;
        void truncate(repo.abs('big.bin'), 1024);
      }
    });
    expect(outcome).toMatchObject({ ok: false, reason: 'changed' });
  });
});

/** Polls /proc/PID/io until the process (threads included) has read `bytes`. */
async function waitForBytesRead(child: ChildProcess, bytes: number): Promise<void> {
  const pid = child.pid as number;
  // A child that already exited fails the exit-code assertion below instead of hanging here.
  while (child.exitCode === null && child.signalCode === null) {
    const io = await readFile(`/proc/${pid}/io`, 'utf8').catch(() => '');
    const read = Number(/^rchar: (\d+)$/m.exec(io)?.[1] ?? 0);
    if (read >= bytes) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('SIGTERM and SIGINT during a long run (item 18)', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    '%s exits 130 and leaves no report file',
    async (signal) => {
      // Sparse files: gigabytes to hash, no disk used.
      const outputs: string[] = [];
      for (let i = 0; i < 4; i++) {
        const rel = await repo.write(`out/part${i}.bin`, '');
        await truncate(repo.abs(rel), 1024 ** 3);
        outputs.push(rel);
      }
      await repo.passport({
        dir: 'out',
        mutate: (p) =>
          (p.outputs = outputs.map((o) => ({ path: o, sha256: sha256('not computed') }))),
      });
      const child = spawn(
        process.execPath,
        [
          cli,
          'audit',
          '--root',
          repo.root,
          '--all',
          '--format',
          'json',
          '--output',
          repo.abs('report.json'),
        ],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      // Signal once the child is demonstrably hashing (it has read 64 MiB), whatever the machine's load.
      await waitForBytesRead(child, 64 * 1024 * 1024);
      child.kill(signal);
      const code = await new Promise<number | null>((resolve) =>
        child.on('exit', (c) => resolve(c)),
      );
      expect(code).toBe(130);
      expect(stderr).toContain('interrupted');
      expect(existsSync(repo.abs('report.json'))).toBe(false);
      // No temporary report file is left behind either.
      expect((await readdir(repo.root)).filter((f) => f.includes('report.json'))).toEqual([]);
    },
  );
});
