/**
 * A reader that goes away (`passport-gate graph | head -1`, a `dot` that
 * fails) makes the next write to stdout fail with EPIPE, which Node raises as
 * an unhandled 'error' event: a stack trace and exit 1. Unix tools die of
 * SIGPIPE there instead, silently, and the shell reports 128 + 13 = 141 (git,
 * cat, grep). The CLI does the same: no message (there is no one to read it)
 * and exit {@link EXIT_BROKEN_PIPE}, which is not 0 because the reader did not
 * get the whole output — a pipeline under `set -o pipefail` (GitHub Actions'
 * default shell) must not pass because its reader stopped early.
 */
import { EXIT_BROKEN_PIPE, EXIT_USAGE } from '../util/errors.js';

/** The part of a stream this needs: its 'error' event. */
export interface ErrorEmitter {
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/**
 * Exits quietly with {@link EXIT_BROKEN_PIPE} when `stream` reports EPIPE.
 * Any other write error (a full disk behind `> report.txt`) is one line on
 * `stderr`, if it can still be written, and exit 2.
 */
export function exitQuietlyOnBrokenPipe(
  stream: ErrorEmitter,
  name: string,
  exit: (code: number) => never,
  stderr?: { write(text: string): unknown },
): void {
  stream.on('error', (error) => {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EPIPE') exit(EXIT_BROKEN_PIPE);
    try {
      stderr?.write(`passport-gate: cannot write to ${name}: ${code ?? error.message}\n`);
    } catch {
      // stderr is gone as well; the exit code still says it.
    }
    exit(EXIT_USAGE);
  });
}
