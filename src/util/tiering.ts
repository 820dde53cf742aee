/**
 * V8's optimizing compilers asked to wait longer before they compile a hot function, set by both
 * entries (src/bin.ts, the CLI; `run()` of src/main.ts, the action) beside the young generation's
 * flag (young-generation.ts).
 *
 * Why: an audit of a small tree (workload 2: 22,000 files, ~2 s) spent about a fifth of its CPU
 * on V8's background compile threads (`perf record` of the whole process: ~340–445 ms a run),
 * compiling ~150 functions with TurboFan on Node 20, and ~270 with Maglev and ~77 with TurboFan on
 * Node 24, most of them once, in a run the compiled code barely outlives; no deoptimization loop
 * (docs/performance.md, "w2-compile"). Raising the thresholds compiles fewer of them (Node 20:
 * ~61 TurboFan compiles; Node 24: ~132 Maglev and ~23 TurboFan) for less CPU; a long audit
 * still compiles what it runs hot, only a little later in its run.
 *
 * The thresholds are flags of a given V8, named differently across versions, and V8 prints an
 * error for a flag it does not know: so they are set only on the two runtimes measured (Node 20's
 * V8 11, Node 24's V8 13); any other runtime runs with V8's own. Set at run time because the action
 * cannot pass flags to the runner's `node`; V8 reads them each time it sets a function's budget,
 * so they hold from here on. The entries hold them with the young generation's flag, set again
 * when each worker thread of the process is online (v8-flags.ts `holdV8Flags`).
 */
/**
 * Node 20's V8 (11.x): TurboFan tiers up when a function's interrupt budget (bytes of bytecode
 * run) is spent; 8× the default of 67,584.
 */
export const TIERING_FLAGS_V8_11 = '--interrupt-budget=540672';

/**
 * Node 24's V8 (13.x): a function is compiled by Maglev, then TurboFan, after so many invocations
 * (times its bytecode's size); 16× the defaults of 400 and 3,000.
 */
export const TIERING_FLAGS_V8_13 =
  '--invocation-count-for-maglev=6400 --invocation-count-for-turbofan=48000';

/** The tiering flags for the V8 of version `v8Version` (`process.versions.v8`), or null for one not measured. */
export function tieringFlags(v8Version: string): string | null {
  const major = Number(v8Version.split('.')[0]);
  if (major === 11) return TIERING_FLAGS_V8_11;
  if (major === 13) return TIERING_FLAGS_V8_13;
  return null;
}
