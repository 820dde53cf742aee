/**
 * runRecorded (src/reproduce/run-recorded.ts) with real processes: a step's background child
 * ends with the step's process group, at the deadline and when the step exits, so nothing the
 * step started outlives the budget or writes on into the scratch copy.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { runRecorded } from '../../src/reproduce/run-recorded.js';

/** What the CLI passes: SIGKILL to the group. */
const killGroup = (pgid: number) => process.kill(-pgid, 'SIGKILL');

let dir: string;
const leftovers: number[] = [];
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pg-run-recorded-'));
});
afterEach(async () => {
  // A child the code under test failed to end is ended here, so a failing test leaks nothing.
  for (const pid of leftovers.splice(0)) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

/** True while `pid` runs (a zombie, dead but not reaped yet, is not running). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  return true;
}

/** True when `pid` is gone or a zombie within `ms` (the kernel may take a moment). */
async function endsWithin(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    if (stat === null || /^\d+ \(.*\) Z/.test(stat)) return true;
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The pid the step wrote to `pid` (its background sleep). */
async function backgroundPid(): Promise<number> {
  const pid = Number((await readFile(path.join(dir, 'pid'), 'utf8')).trim());
  leftovers.push(pid);
  return pid;
}

it('kills the background child of a step at the deadline (the whole process group)', async () => {
  const started = Date.now();
  const outcome = await runRecorded(
    ['sh', '-c', 'sleep 100 & echo $! > pid; wait'],
    dir,
    { PATH: process.env.PATH ?? '' },
    Date.now() + 700,
    killGroup,
  );
  expect(outcome.kind).toBe('deadline');
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(await endsWithin(await backgroundPid(), 2000)).toBe(true);
});

it('ends what a step left running when the step exits', async () => {
  const outcome = await runRecorded(
    ['sh', '-c', 'sleep 100 > /dev/null 2>&1 & echo $! > pid'],
    dir,
    { PATH: process.env.PATH ?? '' },
    Infinity,
    killGroup,
  );
  expect(outcome).toEqual({ kind: 'exited', exitCode: 0, stderrExcerpt: '' });
  expect(await endsWithin(await backgroundPid(), 2000)).toBe(true);
});
