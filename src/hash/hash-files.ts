/**
 * SHA-256 of artifacts. Each file is opened safely (see fs/safe-read), hashed
 * in streaming chunks so memory stays flat, and checked not to have changed
 * size while it was read. Each distinct path is hashed once per run.
 */
import { createHash } from 'node:crypto';
import { openRegularFile, type ReadRefusal } from '../fs/safe-read.js';
import { LFS_POINTER_MAX_BYTES, parseLfsPointer, type LfsPointer } from './lfs-pointer.js';

/** Chunk size for streaming reads. */
export const HASH_CHUNK_BYTES = 1 << 20;

/** Files hashed at once; the libuv pool has 4 threads by default. */
export const HASH_CONCURRENCY = 4;

/** Outcome of hashing one file. */
export type HashOutcome =
  | { ok: true; sha256: string; size: number; lfs?: LfsPointer }
  | { ok: false; reason: ReadRefusal; detail: string };

/** Progress callback payload. */
export interface HashProgress {
  files: number;
  totalFiles: number;
  bytes: number;
}

/** Options of {@link hashFiles}. */
export interface HashOptions {
  concurrency?: number;
  onProgress?: (progress: HashProgress) => void;
  signal?: AbortSignal;
}

/** Hashes one already-contained absolute path. Never throws for file-system conditions. */
export async function hashFile(
  absolute: string,
  onBytes?: (n: number) => void,
): Promise<HashOutcome> {
  const opened = await openRegularFile(absolute);
  if (!opened.ok) return opened;
  const { handle, stats } = opened;
  try {
    const hash = createHash('sha256');
    const chunk = Buffer.allocUnsafe(Math.min(HASH_CHUNK_BYTES, Math.max(stats.size + 1, 1)));
    let total = 0;
    let head: Buffer | undefined;
    for (;;) {
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, total);
      if (bytesRead === 0) break;
      if (total === 0 && stats.size <= LFS_POINTER_MAX_BYTES)
        head = Buffer.from(chunk.subarray(0, bytesRead));
      hash.update(chunk.subarray(0, bytesRead));
      total += bytesRead;
      onBytes?.(bytesRead);
      if (total > stats.size)
        return { ok: false, reason: 'changed', detail: 'grew while it was being hashed' };
    }
    if (total !== stats.size)
      return { ok: false, reason: 'changed', detail: 'shrank while it was being hashed' };
    const after = await handle.stat();
    if (after.size !== stats.size || after.mtimeMs !== stats.mtimeMs) {
      return { ok: false, reason: 'changed', detail: 'was modified while it was being hashed' };
    }
    const lfs = head ? parseLfsPointer(head) : null;
    return { ok: true, sha256: hash.digest('hex'), size: total, ...(lfs ? { lfs } : {}) };
  } catch (error) {
    return {
      ok: false,
      reason: 'io',
      detail: `could not be read (${(error as NodeJS.ErrnoException).code ?? 'EIO'})`,
    };
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/**
 * Hashes distinct absolute paths with bounded concurrency; returns outcomes by path.
 */
export async function hashFiles(
  paths: readonly string[],
  options: HashOptions = {},
): Promise<Map<string, HashOutcome>> {
  const unique = [...new Set(paths)];
  const results = new Map<string, HashOutcome>();
  const concurrency = Math.max(1, options.concurrency ?? HASH_CONCURRENCY);
  let next = 0;
  let files = 0;
  let bytes = 0;
  const report = () => options.onProgress?.({ files, totalFiles: unique.length, bytes });
  const worker = async () => {
    while (next < unique.length) {
      options.signal?.throwIfAborted();
      const p = unique[next++] as string;
      results.set(p, await hashFile(p, (n) => (bytes += n)));
      files++;
      report();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, unique.length) }, worker));
  return results;
}
