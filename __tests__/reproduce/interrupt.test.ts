/**
 * Ctrl-C and SIGTERM reach the step reproduce is running (issue 38): the abort is forwarded
 * to the step's process group, the run stops, the scratch copy is removed, and the command
 * exits 130 (the CLI's one code for an interrupted run). The step here waits until it is
 * signalled and writes down which signal it got and where it ran; the test polls for it.
 */
import { spawn } from 'node:child_process';
import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { DEFAULT_CONFIG } from '../../src/config/config.js';
import { reproduce } from '../../src/reproduce/reproduce.js';
import { captureIo } from '../helpers/cli-io.js';
import { commitAll, git } from '../helpers/diff-repo.js';
import { TempRepo } from '../helpers/repo.js';
import { runStep } from '../helpers/reproduce-repo.js';

const distCli = path.resolve(import.meta.dirname, '../../dist/cli.js');

/**
 * A step that writes its output; with MARK set (the re-run's environment, never the record's)
 * it then waits, and on SIGINT or SIGTERM writes the signal and its working directory to MARK.
 */
const WAITING_SCRIPT =
  "const fs=require('fs');fs.mkdirSync('results/wait',{recursive:true});" +
  "fs.writeFileSync('results/wait/out.txt','done\\n');const mark=process.env.MARK;" +
  "if(mark){for(const s of ['SIGINT','SIGTERM'])process.on(s,()=>{fs.writeFileSync(mark,s+' '+process.cwd());process.exit(0);});" +
  "fs.writeFileSync(mark+'.started',process.cwd());setInterval(()=>{},1000);}";

let repo: TempRepo;
let marks: string;
let controller: AbortController;
beforeEach(async () => {
  controller = new AbortController();
  repo = await TempRepo.create('pg-reproduce-interrupt-');
  marks = await mkdtemp(path.join(tmpdir(), 'pg-reproduce-marks-'));
  git(repo.root, 'init', '-q');
  git(repo.root, 'config', 'user.email', 't@example.org');
  git(repo.root, 'config', 'user.name', 'T');
  await repo.write('data/in.txt', 'x\n');
  await repo.write('scripts/wait.js', WAITING_SCRIPT);
  await runStep(repo, [
    'results/wait',
    '--skill',
    'wait',
    '--skill-version',
    '1.0.0',
    '--input',
    'data/in.txt',
    '--code',
    'scripts/wait.js',
    '--',
    process.execPath,
    'scripts/wait.js',
  ]);
  commitAll(repo.root, 'waiting step');
});
afterEach(async () => {
  // A test that failed before its abort leaves no waiting step behind.
  controller.abort();
  await repo.remove();
  await rm(marks, { recursive: true, force: true });
});

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Polls every 20 ms until `file` holds text (at most 20 s); returns it. */
async function waitFor(file: string): Promise<string> {
  for (let i = 0; i < 1000; i++) {
    const text = await readFile(file, 'utf8').catch(() => '');
    if (text !== '') return text;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${file} never appeared`);
}

describe('an interrupted reproduce', () => {
  it('forwards the abort to the running step, stops, and removes the scratch copy', async () => {
    const mark = path.join(marks, 'got');
    const running = reproduce({
      root: repo.root,
      config: DEFAULT_CONFIG,
      directories: [],
      env: { PATH: process.env.PATH ?? '', MARK: mark },
      killGroup: (pgid, signal = 'SIGKILL') => process.kill(-pgid, signal),
      signal: controller.signal,
    });
    const settled = running.then(
      () => 'resolved',
      (error: unknown) => error,
    );
    const scratch = await waitFor(`${mark}.started`);
    expect(scratch).toContain('passport-gate-reproduce-');
    controller.abort();
    const outcome = await settled;
    expect(outcome).toBeInstanceOf(Error);
    // The step got the signal (SIGTERM: an abort without a signal named), in the scratch copy.
    expect(await waitFor(mark)).toBe(`SIGTERM ${scratch}`);
    expect(await exists(scratch)).toBe(false);
  });

  it('forwards the signal an abort names (SIGINT)', async () => {
    const mark = path.join(marks, 'got');
    const running = reproduce({
      root: repo.root,
      config: DEFAULT_CONFIG,
      directories: [],
      env: { PATH: process.env.PATH ?? '', MARK: mark },
      killGroup: (pgid, signal = 'SIGKILL') => process.kill(-pgid, signal),
      signal: controller.signal,
    }).catch((error: unknown) => error);
    const scratch = await waitFor(`${mark}.started`);
    controller.abort('SIGINT');
    // It rejects with the abort's reason.
    expect(await running).toBe('SIGINT');
    expect(await waitFor(mark)).toBe(`SIGINT ${scratch}`);
    expect(await exists(scratch)).toBe(false);
  });

  it('the command exits 130 and writes no report', async () => {
    const mark = path.join(marks, 'got');
    const io = {
      ...captureIo(repo.root, { PATH: process.env.PATH ?? '', MARK: mark }),
      signal: controller.signal,
    };
    const code = runCli(['reproduce', '--format', 'json'], io);
    const scratch = await waitFor(`${mark}.started`);
    controller.abort();
    expect(await code).toBe(130);
    expect(io.err()).toMatch(/interrupted; no report was written/);
    expect(io.out()).toBe('');
    expect(await waitFor(mark)).toBe(`SIGTERM ${scratch}`);
    expect(await exists(scratch)).toBe(false);
  });
});

describe('the command line passes on the signal it received (src/bin.ts)', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)(
    '%s to passport-gate reaches the running step as itself; exit 130, no report',
    async (signal) => {
      const mark = path.join(marks, 'got');
      // The committed bundle, as a user runs it: the signal reaches passport-gate's process only
      // (the step leads a group of its own, so a terminal's Ctrl-C would not reach it either).
      const child = spawn(process.execPath, [distCli, 'reproduce', '--format', 'json'], {
        cwd: repo.root,
        env: { ...process.env, MARK: mark },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
      try {
        const scratch = await waitFor(`${mark}.started`);
        child.kill(signal);
        expect(await exited).toBe(130);
        expect(await waitFor(mark)).toBe(`${signal} ${scratch}`);
        expect(stderr).toMatch(/interrupted; no report was written/);
        expect(stdout).toBe('');
        expect(await exists(scratch)).toBe(false);
      } finally {
        // A test that failed before the signal leaves no waiting run behind.
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
    },
  );
});
