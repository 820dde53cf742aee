/**
 * Typed errors and the exit codes they map to. Anything that is not one of
 * these is an internal error (exit 2 as well, with a stack only under --debug).
 */

/** Exit codes of the CLI and the action. */
export const EXIT_OK = 0;
/** Findings at or above --fail-on. */
export const EXIT_FINDINGS = 1;
/** Bad usage, bad config or an internal error. */
export const EXIT_USAGE = 2;
/** The reader of stdout went away (EPIPE): 128 + SIGPIPE, as the shell reports git's and cat's. */
export const EXIT_BROKEN_PIPE = 141;
/** Interrupted by SIGINT/SIGTERM (128 + signal number is the shell convention; we keep one code). */
export const EXIT_INTERRUPTED = 130;

/** A configuration file, action input or option value is invalid (as in github/codeql-action). */
export class ConfigurationError extends Error {
  override readonly name: string = 'ConfigurationError';
}

/**
 * What the gate reads at the trusted base commit (config, policy files, skill graphs, keys,
 * citation lock, passports, output roots) could not all be read: a cap, an API fault, a
 * truncated tree, a clone without the commit. The run then fails (exit 2) with a
 * `base-unreadable` finding and this one line, which names what was missing and the fix; it
 * never judges the change without its base.
 */
export class BaseUnreadableError extends ConfigurationError {
  override readonly name = 'BaseUnreadableError';
}

/** The command line is malformed. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/**
 * The run was cancelled by a signal. `signal` names the one received: an abort with this reason
 * passes that signal on to a step running in a process group of its own (reproduce's
 * run-recorded.ts, `signalOfAbort`), so Ctrl-C reaches it as SIGINT, as in a terminal.
 */
export class InterruptedError extends Error {
  override readonly name = 'InterruptedError';
  constructor(
    message: string,
    readonly signal?: 'SIGINT' | 'SIGTERM',
  ) {
    super(message);
  }
}

/** Returns a one-line message for any thrown value. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message.split('\n')[0] ?? error.name;
  return String(error);
}
