/**
 * A file the user named (`--output`, `--vsa`, a host's report files; src/fs/output-file.ts):
 * written atomically when it is a regular file or nothing yet, in place when it is a FIFO or a
 * link to one, and refused when it is a link to a file. A rename over a device or a FIFO
 * replaced it with a regular file: run as root, `--output /dev/null` turned the machine's
 * /dev/null into a file.
 */
import { execFileSync, spawn } from 'node:child_process';
import { lstat, mkdtemp, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeNamedFile, writeOutputFile } from '../../src/fs/output-file.js';
import { UsageError } from '../../src/util/errors.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pg-output-file-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** What a reader of FIFO `fifo` receives, read by another process; '' when no writer has ended it within 4 s. */
function readFifo(fifo: string): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn('cat', [fifo]);
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill(), 4_000);
    child.on('close', () => {
      clearTimeout(timer);
      resolve(text);
    });
  });
}

describe('writeNamedFile', () => {
  it('writes into a FIFO in place, and the FIFO stays a FIFO', async () => {
    const fifo = path.join(dir, 'report.fifo');
    execFileSync('mkfifo', [fifo]);
    const read = readFifo(fifo);
    await writeNamedFile(fifo, ['{"a":', '1}\n']);
    expect(await read).toBe('{"a":1}\n');
    expect((await lstat(fifo)).isFIFO()).toBe(true);
  });

  it('writes through a symbolic link to a FIFO (as /dev/stdout is), leaving the link', async () => {
    const fifo = path.join(dir, 'pipe');
    const link = path.join(dir, 'stdout');
    execFileSync('mkfifo', [fifo]);
    await symlink(fifo, link);
    const read = readFifo(fifo);
    await writeNamedFile(link, 'text\n');
    expect(await read).toBe('text\n');
    expect(await readlink(link)).toBe(fifo);
  });

  it('replaces a regular file atomically, as before', async () => {
    const file = path.join(dir, 'report.json');
    await writeFile(file, 'old');
    await writeNamedFile(file, 'new');
    expect(await readFile(file, 'utf8')).toBe('new');
  });

  it('refuses a symbolic link to a file or a dangling one, leaving the link and its target', async () => {
    const target = path.join(dir, 'elsewhere.env');
    await writeFile(target, 'KEEP=1\n');
    for (const [name, to] of [
      ['linked.json', target],
      ['dangling.json', path.join(dir, 'nothing-here')],
    ] as const) {
      const link = path.join(dir, name);
      await symlink(to, link);
      const error = await writeOutputFile({ cwd: dir }, '--output', name, 'report').catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(UsageError);
      expect((error as Error).message).toBe(
        `cannot write --output "${name}": it is a symbolic link to a file; name the file itself`,
      );
      expect(await readlink(link)).toBe(to);
    }
    expect(await readFile(target, 'utf8')).toBe('KEEP=1\n');
    await expect(lstat(path.join(dir, 'nothing-here'))).rejects.toThrow(/ENOENT/);
  });
});
