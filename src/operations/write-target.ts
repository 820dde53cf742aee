/**
 * An operation's write that failed, naming which of its targets it was: the face knows what the
 * user typed for that target (a flag, a path) and turns the cause into a line they can act on.
 */

/** A write to the operation's target `target` failed with `cause`. */
export class WriteTargetError extends Error {
  constructor(
    readonly target: string,
    override readonly cause: unknown,
  ) {
    super(`cannot write ${target}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'WriteTargetError';
  }
}
