/**
 * Counts node:fs's fstatSync calls, the source's ESM bindings included: a read that must not
 * fstat (a passport the walk listed as regular, docs/performance.md issue 41) is seen not to.
 */
import nodeFs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

/** Runs `read` with fstatSync counted; the original is back (and synced) afterwards. */
export async function countFstatSync<T>(
  read: () => T | Promise<T>,
): Promise<{ result: T; fstats: number }> {
  const original = nodeFs.fstatSync;
  let fstats = 0;
  nodeFs.fstatSync = ((...args: Parameters<typeof original>) => {
    fstats++;
    return original(...args);
  }) as typeof original;
  // The source imports `* as fs`: its bindings follow the CJS object only once synced.
  syncBuiltinESMExports();
  try {
    return { result: await read(), fstats };
  } finally {
    nodeFs.fstatSync = original;
    syncBuiltinESMExports();
  }
}
