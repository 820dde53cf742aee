/**
 * V8 flags held for the whole process: set now, and set again when each worker thread comes
 * online. Both entries (src/bin.ts, the CLI; `run()` of src/main.ts, the action) hold their flags
 * through this one call: the young generation's (young-generation.ts) and the optimizing
 * compilers' thresholds (tiering.ts).
 *
 * Why at run time: the action cannot pass V8 flags to the runner's `node`. Why again per worker:
 * on Node 20 starting a worker thread undoes flags set at run time (measured for the young
 * generation's: the main thread's grows to 32 MiB once a worker has started); set again once the
 * worker is online, they hold (measured). Its own file because it is the mechanism both flag
 * sets share, and neither owns the other.
 */
import type { EventEmitter } from 'node:events';
import { setFlagsFromString } from 'node:v8';

/**
 * Sets `flags` (null entries: a flag set not meant for this runtime, skipped) now, as one
 * string, and again when each worker thread `events` reports (`'worker'`) is online; with no
 * flag left, nothing is set and nothing listened for.
 */
export function holdV8Flags(
  events: EventEmitter,
  flags: readonly (string | null)[],
  setFlags: (flags: string) => void = setFlagsFromString,
): void {
  const held = flags.filter((f): f is string => f !== null && f !== '').join(' ');
  if (held === '') return;
  setFlags(held);
  events.on('worker', (worker: EventEmitter) => {
    worker.once('online', () => setFlags(held));
  });
}
