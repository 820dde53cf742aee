/**
 * Running one recorded step again: its argv in its working directory, stdin closed, stdout
 * discarded, the end of stderr kept (bounded) for the finding, and killed at the deadline.
 * The step runs in a process group of its own, and the whole group is killed at the deadline
 * and when the step ends: a child it left in the background (`sh -c 'sleep 100 & wait'`)
 * would otherwise outlive the budget, or go on writing into the scratch copy while the next
 * step runs. An abort of the run (Ctrl-C, SIGTERM) is passed on to the group as the signal the
 * abort names (SIGINT or SIGTERM; SIGTERM when it names none), so the step can stop as it
 * would in a terminal; a group still there {@link INTERRUPT_GRACE_MS} later is killed.
 */
import { spawn } from 'node:child_process';
import { TailBuffer } from '../util/tail-buffer.js';

/** Bytes of the end of a re-run's stderr kept for `reproduce-failed`. */
const RERUN_STDERR_MAX_BYTES = 2048;

/** How long stderr may stay open after the step exited (a child it left behind holds it). */
const STDERR_DRAIN_MS = 500;

/** How long an interrupted step may take to stop before its group is killed. */
const INTERRUPT_GRACE_MS = 2000;

/** How a re-run ended. */
export type RerunOutcome =
  | { kind: 'exited'; exitCode: number; stderrExcerpt: string }
  | { kind: 'not-started'; why: string }
  | { kind: 'deadline'; stderrExcerpt: string }
  | { kind: 'interrupted' };

/** The signal an abort names (`abort('SIGINT')`, or a reason with a `signal`); else SIGTERM. */
export function signalOfAbort(reason: unknown): 'SIGINT' | 'SIGTERM' {
  const named =
    typeof reason === 'string' ? reason : (reason as { signal?: unknown } | null)?.signal;
  return named === 'SIGINT' ? 'SIGINT' : 'SIGTERM';
}

/**
 * Sends `signal` (SIGKILL when absent) to the process group `pgid`: the edge's
 * `(pgid, signal = 'SIGKILL') => process.kill(-pgid, signal)`; ESRCH thrown. Only the edges
 * touch the process, so a signal passed on to a step goes through here too.
 */
export type KillGroup = (pgid: number, signal?: 'SIGINT' | 'SIGTERM' | 'SIGKILL') => void;

/**
 * Runs `command` in `cwd` with `env` until it ends or `deadlineMs` (Date.now() scale) passes,
 * when its process group is killed through `killGroup`; on `signal`'s abort the group gets the
 * signal first (see the module comment). Never rejects.
 */
export function runRecorded(
  command: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  deadlineMs: number,
  killGroup: KillGroup,
  signal?: AbortSignal,
): Promise<RerunOutcome> {
  if (signal?.aborted) return Promise.resolve({ kind: 'interrupted' });
  const tail = new TailBuffer(RERUN_STDERR_MAX_BYTES);
  const [file, ...args] = command as [string, ...string[]];
  return new Promise((resolve) => {
    let settled = false;
    let timedOut = false;
    let interrupted = false;
    let grace: NodeJS.Timeout | undefined;
    const finish = (outcome: RerunOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(grace);
      signal?.removeEventListener('abort', onAbort);
      resolve(interrupted ? { kind: 'interrupted' } : outcome);
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
    // The step leads its own group, so a terminal's Ctrl-C does not reach it: it is passed on.
    function onAbort() {
      interrupted = true;
      if (child.pid === undefined) return;
      try {
        killGroup(child.pid, signalOfAbort(signal?.reason));
      } catch {
        // ESRCH: the group is gone already.
      }
      grace = setTimeout(endGroup, INTERRUPT_GRACE_MS);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
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
