/**
 * Running the command of `passport-gate run`: stdin and stdout are the command's own, stderr is
 * passed through byte for byte and its tail kept (bounded) for the passport, and the signals
 * that would end passport-gate are passed on to the command, so an engine that stops a job
 * (Snakemake, Nextflow, make on Ctrl-C) stops the step and not only its recorder.
 */
import { spawn } from 'node:child_process';
import { constants as osConstants } from 'node:os';
import { TailBuffer } from '../util/tail-buffer.js';

export { TailBuffer };

/** Bytes of the end of stderr kept in errors[].stderr_excerpt (the schema allows 65,536 characters). */
export const STDERR_EXCERPT_MAX_BYTES = 4096;

/** Signals passed on to the command while it runs. */
const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'] as const;

/** How long stderr may stay open after the command exited (a child it left behind holds it). */
const STDERR_DRAIN_MS = 2000;

/** How the command ended. */
export interface StepOutcome {
  /** Its exit code; 128+N for signal N; 127 not found, 126 not runnable (as a shell says). */
  exitCode: number;
  /** The signal that ended it, if one did. */
  signal: NodeJS.Signals | null;
  /** The end of its stderr, at most {@link STDERR_EXCERPT_MAX_BYTES} bytes, as UTF-8 text. */
  stderrExcerpt: string;
}

/** Where the step's stderr is passed through: its bytes as they come (a CLI's stderr). */
export interface StepStream {
  write(text: string | Uint8Array): unknown;
}

/** What the command may use of passport-gate's process. */
export interface StepIo {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stderr: StepStream;
}

/** 128 + the signal's number, as a shell reports a command a signal ended. */
function exitCodeOfSignal(signal: NodeJS.Signals): number {
  const number = (osConstants.signals as Record<string, number | undefined>)[signal];
  return 128 + (number ?? 0);
}

/** Runs `command` to its end; never throws for the command's own failures. */
export function runStep(command: readonly string[], io: StepIo): Promise<StepOutcome> {
  const tail = new TailBuffer(STDERR_EXCERPT_MAX_BYTES);
  const [file, ...args] = command as [string, ...string[]];
  return new Promise((resolve) => {
    const child = spawn(file, args, {
      cwd: io.cwd,
      env: io.env,
      stdio: ['inherit', 'inherit', 'pipe'],
    });
    const forward = (signal: NodeJS.Signals) => () => {
      child.kill(signal);
    };
    const handlers = FORWARDED_SIGNALS.map((s) => [s, forward(s)] as const);
    for (const [s, h] of handlers) process.on(s, h);
    const unhook = () => {
      for (const [s, h] of handlers) process.off(s, h);
    };
    child.stderr.on('data', (chunk: Buffer) => {
      io.stderr.write(chunk);
      tail.push(chunk);
    });
    let settled = false;
    const finish = (exitCode: number, signal: NodeJS.Signals | null) => {
      if (settled) return;
      settled = true;
      unhook();
      resolve({ exitCode, signal, stderrExcerpt: tail.text() });
    };
    child.on('error', (error: NodeJS.ErrnoException) => {
      // The command never started: say so as a shell would, and record it.
      const exitCode = error.code === 'ENOENT' ? 127 : 126;
      const why = error.code === 'ENOENT' ? 'command not found' : (error.code ?? error.message);
      const line = Buffer.from(`passport-gate: ${file}: ${why}\n`);
      io.stderr.write(line);
      tail.push(line);
      finish(exitCode, null);
    });
    child.on('exit', (code, signal) => {
      const exitCode = signal !== null ? exitCodeOfSignal(signal) : (code ?? 1);
      // Let stderr drain, but not forever: a background child of the step may hold it open.
      const timer = setTimeout(() => {
        child.stderr.destroy();
        finish(exitCode, signal);
      }, STDERR_DRAIN_MS);
      child.stderr.once('close', () => {
        clearTimeout(timer);
        finish(exitCode, signal);
      });
      if (child.stderr.closed) {
        clearTimeout(timer);
        finish(exitCode, signal);
      }
    });
  });
}
