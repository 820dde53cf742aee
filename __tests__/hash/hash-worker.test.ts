/**
 * What goes between the main thread and a hashing thread: the job's paths as shared bytes (no
 * string per path copied into the thread), and a worker's plain digests as columns (no object
 * nor hex string per file in its messages). The worker's own source is run here with a stand-in
 * port, so the messages it posts can be read as posted.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nameAt, packNames } from '../../src/hash/file-processor.js';
import { HASH_THREAD_SETTINGS, HashPool } from '../../src/hash/hash-pool.js';
import {
  HASH_WORKER_SOURCE,
  type HashWorkerJob,
  type HashWorkerMessage,
} from '../../src/hash/hash-worker.js';
import { LFS_VERSION_LINE } from '../../src/hash/lfs-pointer.js';
import { sha256, TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-hash-worker-');
});
afterEach(async () => {
  vi.restoreAllMocks();
  await repo.remove();
});

/** Names a repository holds: ASCII, accented, CJK, an emoji, a space. */
const NAMES = ['a.txt', 'dir/é.tsv', 'dir/数据.csv', 'x/🧬 reads.fq', 'plain name'];

/** Writes one small file per name (its own content) and returns their relative paths. */
async function writeFiles(count: number): Promise<string[]> {
  const paths: string[] = [];
  for (let k = 0; k < count; k++) {
    const rel = `set${k % 3}/${NAMES[k % NAMES.length] as string}.${k}`;
    await repo.write(rel, `content of file ${k}\n`);
    paths.push(rel);
  }
  return paths;
}

/** Runs the worker's source on this thread with a stand-in port; returns the job handler and what it posts. */
function startWorkerHere(): {
  run: (job: HashWorkerJob) => void;
  posted: { message: HashWorkerMessage; transfer: ArrayBuffer[] }[];
} {
  const posted: { message: HashWorkerMessage; transfer: ArrayBuffer[] }[] = [];
  let handler: ((job: HashWorkerJob) => void) | undefined;
  const port = {
    on: (_event: string, h: (job: HashWorkerJob) => void) => {
      handler = h;
    },
    postMessage: (message: HashWorkerMessage, transfer: ArrayBuffer[]) => {
      posted.push({ message, transfer });
    },
  };
  const realRequire = createRequire(import.meta.url);
  const fakeRequire = (id: string): unknown =>
    id === 'node:worker_threads'
      ? { parentPort: port, workerData: HASH_THREAD_SETTINGS }
      : realRequire(id);
  new Function('require', HASH_WORKER_SOURCE)(fakeRequire);
  if (handler === undefined) throw new Error('the worker source registered no job handler');
  const run = handler;
  return { run, posted };
}

function jobOf(paths: readonly string[], prefix: string): HashWorkerJob {
  return {
    jobId: 7,
    kind: 'hash',
    maxBytes: Number.MAX_SAFE_INTEGER,
    regular: true,
    blob: '',
    prefix,
    ...packNames(paths),
    counter: new Int32Array(new SharedArrayBuffer(4)),
  };
}

describe('a job posted to the hashing threads', () => {
  it('carries its paths as shared UTF-8 bytes that name every path again, no array of strings', async () => {
    const paths = await writeFiles(40);
    const post = vi.spyOn(Worker.prototype, 'postMessage');
    const pool = new HashPool(2);
    try {
      const results = await pool.run(paths, { prefix: repo.root + '/', regular: true });
      paths.forEach((p, i) =>
        expect(results[i], p).toMatchObject({ sha256: sha256(`content of file ${i}\n`) }),
      );
    } finally {
      await pool.close();
    }
    expect(post).toHaveBeenCalledTimes(1);
    const job = post.mock.calls[0]?.[0] as HashWorkerJob & { paths?: unknown };
    expect(job.paths).toBeUndefined();
    expect(job.names.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(job.ends.buffer).toBeInstanceOf(SharedArrayBuffer);
    const names = Buffer.from(job.names.buffer, job.names.byteOffset, job.names.byteLength);
    expect(Array.from({ length: job.ends.length }, (_, i) => nameAt(names, job.ends, i))).toEqual(
      paths,
    );
  });

  it('packs any names, empty ones included, and gives each back', () => {
    const paths = ['', ...NAMES, '', 'ä'.repeat(300), 'z'];
    const { names, ends } = packNames(paths);
    const view = Buffer.from(names.buffer, names.byteOffset, names.byteLength);
    expect(Array.from({ length: ends.length }, (_, i) => nameAt(view, ends, i))).toEqual(paths);
    expect(names.byteLength).toBe(paths.reduce((n, p) => n + Buffer.byteLength(p), 0));
  });
});

describe("a hashing thread's messages", () => {
  it('post plain digests as transferred columns, the rest as results, each file once', async () => {
    const paths = await writeFiles(1200);
    // A candidate Git LFS pointer (its head comes back) and a missing file (a failure).
    await repo.write('lfs/pointer', `${LFS_VERSION_LINE}\noid sha256:${'a'.repeat(64)}\nsize 3\n`);
    const all = [...paths, 'lfs/pointer', 'missing/file'];
    const { run, posted } = startWorkerHere();
    run(jobOf(all, repo.root + '/'));

    const last = posted.at(-1)?.message;
    expect(last?.done).toBe(true);
    const seen = new Map<number, unknown>();
    for (const { message, transfer } of posted) {
      expect(message.jobId).toBe(7);
      for (const r of message.results) {
        // Only what columns cannot hold comes as an object: a head, a failure.
        expect('sha256' in r && r.head === undefined).toBe(false);
        seen.set(r.i, r);
      }
      const d = message.digests;
      if (d === null) continue;
      expect(transfer).toEqual(
        expect.arrayContaining([d.index.buffer, d.size.buffer, d.sha256.buffer]),
      );
      const bytes = Buffer.from(d.sha256.buffer, d.sha256.byteOffset, d.sha256.byteLength);
      for (let k = 0; k < d.count; k++) {
        const i = d.index[k] as number;
        expect(seen.has(i), `file ${i} twice`).toBe(false);
        seen.set(i, {
          sha256: bytes.toString('hex', k * 32, k * 32 + 32),
          size: d.size[k],
        });
      }
    }
    expect(seen.size).toBe(all.length);
    paths.forEach((_, i) => {
      const content = `content of file ${i}\n`;
      expect(seen.get(i)).toEqual({ sha256: sha256(content), size: Buffer.byteLength(content) });
    });
    expect(seen.get(paths.length)).toMatchObject({ head: expect.any(Uint8Array) });
    expect(seen.get(paths.length + 1)).toMatchObject({ failure: 'open', code: 'ENOENT' });
    // 1,200 plain digests in batches of the flush count, not one message each.
    const batches = posted.filter((p) => p.message.digests !== null);
    expect(batches.length).toBeLessThanOrEqual(
      Math.ceil(paths.length / HASH_THREAD_SETTINGS.flushCount) + 2,
    );
  });
});
