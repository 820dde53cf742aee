/**
 * How many hashing threads the CLI asks for, and starting them early.
 */
import { HashPool } from '../hash/hash-pool.js';
import { UsageError } from '../core/errors.js';

/**
 * PASSPORT_GATE_HASH_THREADS: hashing threads, the main thread included (1 =
 * the main thread alone, 0 = the main thread reading through the libuv pool).
 * For measuring (bench/run.mjs) and for runners whose core count Node
 * misjudges; default one thread per available core.
 */
export function readHashThreads(env: NodeJS.ProcessEnv): number | undefined {
  const raw = env.PASSPORT_GATE_HASH_THREADS;
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,3}$/.test(raw)) {
    throw new UsageError(
      `PASSPORT_GATE_HASH_THREADS must be a number of threads, not ${JSON.stringify(raw)}`,
    );
  }
  return Number(raw);
}

/**
 * Starts the hashing threads of an `audit` before its code is even loaded, so
 * the workers boot (30-55 ms each, docs/performance.md) while this thread
 * loads the engine and walks the tree. Returns undefined when the audit is to
 * hash on the main thread, or when the setting is invalid (the command then
 * reports it). The caller closes the pool.
 */
export function startHashPoolEarly(env: NodeJS.ProcessEnv): HashPool | undefined {
  let threads: number | undefined;
  try {
    threads = readHashThreads(env);
  } catch {
    return undefined;
  }
  if (threads === 0) return undefined;
  const pool = new HashPool(threads);
  pool.start();
  return pool;
}
