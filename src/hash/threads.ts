/**
 * How many hashing threads a run asks for, and starting them early: the CLI
 * and the action build their pool the same way.
 */
import { UsageError } from '../util/errors.js';
import { HashPool } from './hash-pool.js';

/**
 * PASSPORT_GATE_HASH_THREADS: hashing threads, the main thread included (1 =
 * the main thread alone, 0 = the main thread reading through the libuv pool).
 * For measuring (bench/run.mjs) and for runners whose core count Node
 * misjudges; default one thread per available core. `env` is the process's
 * environment, handed in by the edge that owns it.
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
 * Starts the hashing threads `env` asks for, so the workers boot (30-55 ms
 * each, docs/performance.md) while the run loads its code and walks the tree.
 * With `start` false (a changed-scope audit, which reads every passport but
 * hashes few files) the pool is made unstarted: its threads boot only for a
 * hash job worth them (hash/digests.ts), since booting them and reading the
 * passports on two threads cost more CPU than they save. Undefined when
 * hashing is to stay on the main thread (0). Throws UsageError for an invalid
 * setting. The caller closes the pool, and hands it to the audit with
 * `hashing: { threads: readHashThreads(env) }`.
 */
export function createHashPoolFromEnv(env: NodeJS.ProcessEnv, start = true): HashPool | undefined {
  const threads = readHashThreads(env);
  if (threads === 0) return undefined;
  const pool = new HashPool(threads);
  if (start) pool.start();
  return pool;
}

/**
 * Runs `work` with the hashing threads of one run: the caller's started pool (left open for
 * it to close), or a pool started now and closed whatever happens; none when `threads` is 0
 * (the main thread reads through the libuv pool). A pool started here boots its workers
 * (30-55 ms each) while the run walks the tree and reads the passports, instead of when the
 * first job arrives.
 */
export async function withHashPool<T>(
  options: { pool?: HashPool | undefined; threads?: number | undefined },
  work: (pool: HashPool | undefined) => Promise<T>,
): Promise<T> {
  if (options.pool) return work(options.pool);
  if (options.threads === 0) return work(undefined);
  const pool = new HashPool(options.threads);
  pool.start();
  try {
    return await work(pool);
  } finally {
    await pool.close();
  }
}
