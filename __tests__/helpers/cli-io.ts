/** A CliIo that captures what a command writes, for in-process CLI tests. */
import type { CliIo } from '../../src/cli/io.js';

/** Captured streams: `out()` and `err()` return everything written so far. */
export type CapturedIo = CliIo & { out: () => string; err: () => string };

/** Returns a non-TTY io rooted at `cwd`, with `env` (default: empty). */
export function captureIo(cwd: string, env: NodeJS.ProcessEnv = {}): CapturedIo {
  let out = '';
  let err = '';
  return {
    stdout: { write: (s: string) => (out += s), isTTY: false },
    stderr: { write: (s: string) => (err += s), isTTY: false },
    env,
    cwd,
    out: () => out,
    err: () => err,
  };
}
