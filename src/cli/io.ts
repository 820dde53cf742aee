/**
 * What a CLI command may touch of the process: streams, environment, working
 * directory and a cancellation signal. Tests pass their own.
 */

/** A writable text sink with optional TTY information. */
export interface OutputStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

/** The process as seen by commands. */
export interface CliIo {
  stdout: OutputStream;
  stderr: OutputStream;
  env: NodeJS.ProcessEnv;
  cwd: string;
  signal?: AbortSignal;
}
