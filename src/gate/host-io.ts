/**
 * What a host or a command may touch of the process: streams, environment, working directory
 * and a cancellation signal. The command line passes the process's; tests pass their own. It
 * lives below the hosts and the command line so both take it without one importing the other.
 */

/** A writable text sink with optional TTY information (bytes: a command's stderr passed through). */
export interface OutputStream {
  write(text: string | Uint8Array): unknown;
  isTTY?: boolean;
}

/** The process as seen by hosts and commands. */
export interface HostIo {
  stdout: OutputStream;
  stderr: OutputStream;
  env: NodeJS.ProcessEnv;
  cwd: string;
  signal?: AbortSignal;
  /** Clock in milliseconds for progress reporting (default Date.now); tests pass their own. */
  now?: () => number;
}
