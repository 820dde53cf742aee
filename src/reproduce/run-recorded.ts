/**
 * Running one recorded step again: its argv in its working directory, stdin closed, stdout
 * discarded, the end of stderr kept (bounded) for the finding, and killed at the deadline.
 * The step runs in a process group of its own, and the whole group is killed at the deadline
 * and when the step ends: a child it left in the background (`sh -c 'sleep 100 & wait'`)
 * would otherwise outlive the budget, or go on writing into the scratch copy while the next
 * step runs.
 */
import { spawn } from 'node:child_process';
import { TailBuffer } from '../util/tail-buffer.js';

/** Bytes of the end of a re-run's stderr kept for `reproduce-failed`. */
const RERUN_STDERR_MAX_BYTES = 2048;

/** How long stderr may stay open after the step exited (a child it left behind holds it). */
const STDERR_DRAIN_MS = 500;

/** How a re-run ended. */
export type RerunOutcome =
  | { kind: 'exited'; exitCode: number; stderrExcerpt: string }
  | { kind: 'not-started'; why: string }
  | { kind: 'deadline'; stderrExcerpt: string };

/** Sends SIGKILL to the process group `pgid` (the edge's process.kill(-pgid); ESRCH thrown). */
export type KillGroup = (pgid: number) => void;

/**
 * Runs `command` in `cwd` with `env` until it ends or `deadlineMs` (Date.now() scale) passes,
 * when its process group is killed through `killGroup`. Never rejects.
 */
export function runRecorded(
  command: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  deadlineMs: number,
  killGroup: KillGroup,
): Promise<RerunOutcome> {
  const tail = new TailBuffer(RERUN_STDERR_MAX_BYTES);
  const [file, ...args] = command as [string, ...string[]];
  return new Promise((resolve) => {
    let settled = false;
    let timedOut = false;
    const finish = (outcome: RerunOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    // detached: the step leads a new process group, so its pid is the group's id.
    const child = spawn(file, args, {
      cwd,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    const endGroup = () => {
      if (child.pid === undefined) return;
      try {
        killGroup(child.pid);
      } catch {
        // ESRCH: the group is gone already.
      }
    };
    // No budget, no timer (setTimeout turns Infinity into 1 ms); a long one waits in slices.
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      const left = deadlineMs - Date.now();
      timer = setTimeout(
        () => {
          if (deadlineMs - Date.now() > 0) return arm();
          timedOut = true;
          endGroup();
        },
        Math.min(Math.max(0, left), 2 ** 31 - 1),
      );
    };
    if (Number.isFinite(deadlineMs)) arm();
    child.stderr.on('data', (chunk: Buffer) => tail.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      finish({
        kind: 'not-started',
        why: error.code === 'ENOENT' ? 'command not found' : (error.code ?? error.message),
      });
    });
    child.on('exit', (code, signal) => {
      // What the step left running is not part of the step's result: it ends with the step.
      endGroup();
      const done = () =>
        finish(
          timedOut
            ? { kind: 'deadline', stderrExcerpt: tail.text() }
            : {
                kind: 'exited',
                exitCode: signal !== null ? 128 : (code ?? 1),
                stderrExcerpt: tail.text(),
              },
        );
      // Let stderr drain, but not forever: a background child of the step may hold it open.
      const drain = setTimeout(() => {
        child.stderr.destroy();
        done();
      }, STDERR_DRAIN_MS);
      child.stderr.once('close', () => {
        clearTimeout(drain);
        done();
      });
      if (child.stderr.closed) {
        clearTimeout(drain);
        done();
      }
    });
  });
}
