/**
 * The young generation held at its start-up size, set by both entries (src/bin.ts, the CLI;
 * `run()` of src/main.ts, the action) before any command runs.
 *
 * Why: V8 grows the young generation's semispaces whenever a scavenge finds much alive, up to a
 * maximum it sizes from the machine's memory: 16 MiB a semispace on Node 20, 64 MiB on Node 24 (the
 * action's runtime), where an audit of 100,000 files filled both semispaces (128 MiB committed,
 * `v8.getHeapSpaceStatistics()` at the peak) and peaked ~100 MiB above Node 20 for that alone
 * (docs/performance.md, "Node 24's extra 100 MiB"). The audit's objects are either short-lived
 * (read, parsed, dropped) or live to the end, so a large young generation saves it no promotion
 * worth its memory: held at its start-up size (2 MiB), the audit's CPU is lower on Node 24 and the
 * same within the noise on Node 20 (the pairs in docs/performance.md).
 *
 * Why a flag set at run time: the action cannot pass V8 flags to the runner's `node`, and
 * `--max-semi-space-size` is read once, when the heap is made. The growth factor is read at every
 * scavenge that grows the semispaces, so set here it takes effect at once on both runtimes (a
 * factor of 1 makes each growth a no-op). V8's flags are the process's:
 * on Node 24 the hashing threads started afterwards keep their young generation small too; on
 * Node 20 starting a worker thread undoes the flag (measured: the main thread's young generation
 * grows to 32 MiB once a worker has started; why was not taken apart), so the flag is set again
 * each time a worker of this process comes online (v8-flags.ts `holdV8Flags`, which both entries
 * call): set then, it holds (measured). A runtime that ignored the flag would run as before.
 */
/** The V8 flag that stops the young generation from growing: each growth multiplies it by 1. */
export const YOUNG_GENERATION_FLAG = '--semi-space-growth-factor=1';
