import { execFileSync } from 'node:child_process';
import { mkdir, symlink, truncate } from 'node:fs/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFileCapped } from '../../src/fs/safe-read.js';
import {
  hashFile,
  hashFileList,
  hashFiles,
  READ_POOL_MIN_FILES,
  readFileCappedSync,
  readFilesCapped,
  type HashOutcome,
} from '../../src/hash/hash-files.js';
import {
  HashPool,
  VISITED,
  WORKER_CHUNK_BYTES,
  WORKER_PROBE_BYTES,
  WORKER_PROGRESS_BYTES,
} from '../../src/hash/hash-pool.js';
import { HASH_WORKER_SOURCE } from '../../src/hash/hash-worker.js';
import { sha256, TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-hash-');
});
afterEach(async () => {
  await repo.remove();
});

/** Deterministic bytes that are not all one value. */
function bytesOf(n: number, seed: number): Buffer {
  const b = Buffer.allocUnsafe(n);
  let x = seed * 2654435761 + 1;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    b[i] = x >>> 24;
  }
  return b;
}

const lfsPointer = (oid: string, size: number) =>
  `version https://git-lfs.github.com/spec/v1\noid sha256:${oid}\nsize ${size}\n`;

// Every path of hashFiles: the pool (the main thread with one or two workers, or alone) and the
// main thread reading through the libuv pool.
const MODES = [
  { name: 'the main thread and a worker', threads: 2 },
  { name: 'the main thread and two workers', threads: 3 },
  { name: 'the pool without workers', threads: 1 },
  { name: 'the main thread through libuv', threads: 0 },
] as const;

describe.each(MODES)('hashFiles on $name', ({ threads }) => {
  it('gives the sha256 and size of small, empty and multi-chunk files', async () => {
    const contents = [
      Buffer.alloc(0),
      Buffer.from('a'),
      bytesOf(1024, 1),
      bytesOf(WORKER_CHUNK_BYTES, 2),
      bytesOf(2 * WORKER_CHUNK_BYTES + 17, 3),
      ...Array.from({ length: 200 }, (_, k) => bytesOf(100 + k, 10 + k)),
    ];
    const paths = await Promise.all(contents.map((c, k) => repo.write(`out/f${k}.bin`, c)));
    const result = await hashFiles(
      paths.map((p) => repo.abs(p)),
      { threads },
    );
    expect(result.size).toBe(contents.length);
    contents.forEach((c, k) => {
      expect(result.get(repo.abs(paths[k] as string))).toEqual({
        ok: true,
        sha256: sha256(c),
        size: c.length,
      });
    });
  });

  it('gives the same outcomes for paths the walk vouched for (regular), size cap included', async () => {
    // A regular job hashes a file shorter than the probe from one read, without fstat; a file
    // that fills the probe takes the fstat path. Both must agree with the plain job.
    const oid = sha256('content behind the pointer');
    const contents = [
      Buffer.alloc(0),
      bytesOf(1024, 4),
      Buffer.from(lfsPointer(oid, 27)),
      bytesOf(3000, 5),
      bytesOf(WORKER_PROBE_BYTES - 1, 9),
      bytesOf(WORKER_PROBE_BYTES, 10),
      bytesOf(WORKER_PROBE_BYTES + 1, 11),
      bytesOf(WORKER_CHUNK_BYTES - 1, 6),
      bytesOf(WORKER_CHUNK_BYTES, 7),
      bytesOf(WORKER_CHUNK_BYTES + 17, 8),
    ];
    const paths = await Promise.all(contents.map((c, k) => repo.write(`out/r${k}.bin`, c)));
    const abs = paths.map((p) => repo.abs(p));
    for (const maxBytes of [undefined, 2000]) {
      const plain = await hashFiles(abs, { threads, maxBytes });
      let bytesRead = 0;
      const vouched = await hashFiles(abs, {
        threads,
        maxBytes,
        regular: true,
        onProgress: (p) => (bytesRead = p.bytes),
      });
      expect(vouched).toEqual(plain);
      // Every byte read once: the probe's bytes are not read again by the path after it.
      if (maxBytes === undefined)
        expect(bytesRead).toBe(contents.reduce((sum, c) => sum + c.length, 0));
      contents.forEach((c, k) => {
        const outcome = vouched.get(abs[k] as string);
        if (maxBytes !== undefined && c.length > maxBytes)
          expect(outcome).toMatchObject({
            ok: false,
            reason: 'too-large',
            detail: `is ${c.length} bytes, over the ${maxBytes}-byte cap`,
          });
        else expect(outcome).toMatchObject({ ok: true, sha256: sha256(c), size: c.length });
      });
    }
  });

  it.each(['sha1', 'sha256'] as const)(
    'gives the git blob id (%s) of the bytes it hashed, as git hash-object computes it',
    async (format) => {
      const contents = [
        Buffer.alloc(0),
        bytesOf(1024, 12),
        bytesOf(WORKER_PROBE_BYTES, 13),
        bytesOf(WORKER_CHUNK_BYTES + 17, 14),
        ...Array.from({ length: 40 }, (_, k) => bytesOf(200 + k, 20 + k)),
      ];
      const paths = await Promise.all(contents.map((c, k) => repo.write(`out/g${k}.bin`, c)));
      const abs = paths.map((p) => repo.abs(p));
      // git's own answer, in a repository of that object format.
      execFileSync('git', ['init', '-q', `--object-format=${format}`, repo.abs('git')]);
      const expected = execFileSync('git', ['hash-object', '--stdin-paths'], {
        cwd: repo.abs('git'),
        input: abs.join('\n'),
        encoding: 'utf8',
      })
        .trim()
        .split('\n');
      for (const regular of [false, true]) {
        const result = await hashFiles(abs, { threads, regular, blob: format });
        abs.forEach((a, k) => expect(result.get(a)).toMatchObject({ ok: true, blob: expected[k] }));
      }
      // Without the option no blob id is computed.
      expect((await hashFiles(abs, { threads })).get(abs[1] as string)).not.toHaveProperty('blob');
    },
  );

  it('names files by a prefix and the paths after it: the outcomes of their absolute paths', async () => {
    // The speculation names the walk's files by their relative paths and the root once
    // (HashWorkerJob.prefix): every thread, and the main thread, must open prefix + path.
    const rels = Array.from({ length: 40 }, (_, k) => `out/d${k % 3}/${k}.bin`);
    for (const [k, rel] of rels.entries()) await repo.write(rel, bytesOf(k * 97, k));
    rels.push('out/missing.bin');
    const absolute = await hashFileList(
      rels.map((r) => repo.abs(r)),
      { threads },
    );
    const named = await hashFileList(rels, { threads, prefix: `${repo.root}/` });
    expect(named).toEqual(absolute);
    expect(named.filter((o) => o.ok)).toHaveLength(40);
    expect(named[40]).toMatchObject({ ok: false });
  });

  it('reads a path listed several times once', async () => {
    await repo.write('out/a.bin', bytesOf(5000, 4));
    await repo.write('out/b.bin', bytesOf(3000, 5));
    const a = repo.abs('out/a.bin');
    const b = repo.abs('out/b.bin');
    let last = { files: 0, totalFiles: 0, bytes: 0 };
    const result = await hashFiles([a, b, a, a, b], { threads, onProgress: (p) => (last = p) });
    // Outcomes are keyed by path; the order files finish in is not part of the contract.
    expect([...result.keys()].sort()).toEqual([a, b].sort());
    expect(last).toEqual({ files: 2, totalFiles: 2, bytes: 8000 });
  });

  it('refuses what is not a regular file, without following or blocking', async () => {
    await repo.write('out/real.txt', 'real');
    await symlink(repo.abs('out/real.txt'), repo.abs('out/link.txt'));
    await mkdir(repo.abs('out/dir'));
    execFileSync('mkfifo', [repo.abs('out/fifo')]);
    const names = ['missing.txt', 'link.txt', 'dir', 'fifo', 'real.txt'];
    const result = await hashFiles(
      names.map((n) => repo.abs(`out/${n}`)),
      { threads },
    );
    const get = (n: string) => result.get(repo.abs(`out/${n}`)) as HashOutcome;
    expect(get('missing.txt')).toEqual({ ok: false, reason: 'missing', detail: 'does not exist' });
    expect(get('link.txt')).toEqual({
      ok: false,
      reason: 'not-regular',
      detail: 'is a symbolic link',
    });
    expect(get('dir')).toMatchObject({ ok: false, reason: 'not-regular' });
    expect(get('fifo')).toEqual({ ok: false, reason: 'not-regular', detail: 'is a FIFO' });
    expect(get('real.txt')).toMatchObject({ ok: true, sha256: sha256('real') });
  });

  it('recognizes a Git LFS pointer and hashes its own bytes too', async () => {
    const oid = sha256('the real content');
    const pointer = lfsPointer(oid, 16);
    await repo.write('out/big.bam', pointer);
    await repo.write(
      'out/other.txt',
      'version https://git-lfs.github.com/spec/v1 but not a pointer',
    );
    const result = await hashFiles([repo.abs('out/big.bam'), repo.abs('out/other.txt')], {
      threads,
    });
    expect(result.get(repo.abs('out/big.bam'))).toEqual({
      ok: true,
      sha256: sha256(pointer),
      size: pointer.length,
      lfs: { oid, size: 16 },
    });
    expect(result.get(repo.abs('out/other.txt'))).not.toHaveProperty('lfs');
  });

  it('reports a file that shrinks while it is hashed as changed', async () => {
    // A sparse file reads as zeros without using disk; it is cut short after the first progress report.
    await repo.write('out/shrinks.bin', '');
    await truncate(repo.abs('out/shrinks.bin'), 16 * WORKER_PROGRESS_BYTES);
    await repo.write('out/other.bin', 'x');
    let cut = false;
    const result = await hashFiles([repo.abs('out/shrinks.bin'), repo.abs('out/other.bin')], {
      threads,
      onProgress: (p) => {
        if (!cut && p.bytes >= WORKER_PROGRESS_BYTES) {
          cut = true;
          void truncate(repo.abs('out/shrinks.bin'), 10);
        }
      },
    });
    expect(result.get(repo.abs('out/shrinks.bin'))).toMatchObject({ ok: false, reason: 'changed' });
  });

  it('stops when aborted', async () => {
    await repo.write('out/a.bin', 'a');
    await repo.write('out/b.bin', 'b');
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await expect(
      hashFiles([repo.abs('out/a.bin'), repo.abs('out/b.bin')], {
        threads,
        signal: controller.signal,
      }),
    ).rejects.toThrow('stop');
  });
});

describe('the worker pool', () => {
  it('stops a running job and its threads when the signal aborts', async () => {
    await repo.write('out/huge.bin', '');
    await truncate(repo.abs('out/huge.bin'), 64 * WORKER_PROGRESS_BYTES);
    await repo.write('out/b.bin', 'b');
    const pool = new HashPool(2);
    const controller = new AbortController();
    const run = pool.run([repo.abs('out/huge.bin'), repo.abs('out/b.bin')], {
      signal: controller.signal,
      onProgress: (_files, bytes) => {
        if (bytes > 0) controller.abort(new Error('interrupted'));
      },
    });
    await expect(run).rejects.toThrow('interrupted');
    const workers = process.getActiveResourcesInfo().filter((r) => r === 'Worker');
    expect(workers).toEqual([]);
    await pool.close();
  });

  it('rejects a running job when it is closed, and can be used again', async () => {
    await repo.write('out/huge.bin', '');
    await truncate(repo.abs('out/huge.bin'), 64 * WORKER_PROGRESS_BYTES);
    await repo.write('out/b.bin', 'b');
    const pool = new HashPool(2);
    let closing: Promise<void> | undefined;
    const run = pool.run([repo.abs('out/huge.bin'), repo.abs('out/b.bin')], {
      onProgress: (_files, bytes) => {
        if (bytes > 1) closing ??= pool.close();
      },
    });
    await expect(run).rejects.toThrow('closed');
    await closing;
    const again = await pool.run([repo.abs('out/b.bin'), repo.abs('out/b.bin')]);
    expect(again[0]).toMatchObject({ sha256: sha256('b') });
    await pool.close();
  });

  it('answers every path from the threads, in order, and serves several jobs', async () => {
    const paths = await Promise.all(
      Array.from({ length: 50 }, (_, k) => repo.write(`out/${k}.txt`, `file ${k}`)),
    );
    const expected = paths.map((_, k) => sha256(`file ${k}`));
    // A file long enough for progress messages in the middle of it.
    const long = 2 * WORKER_PROGRESS_BYTES + 5;
    paths.splice(7, 0, await repo.write('out/long.bin', ''));
    expected.splice(7, 0, sha256(Buffer.alloc(long)));
    await truncate(repo.abs('out/long.bin'), long);
    const pool = new HashPool(2);
    try {
      for (let round = 0; round < 2; round++) {
        const raw = await pool.run(paths.map((p) => repo.abs(p)));
        expect(raw.map((r) => (r && 'sha256' in r ? r.sha256 : r))).toEqual(expected);
      }
    } finally {
      await pool.close();
    }
  });

  // Named by absolute paths, or by the root once and relative paths (HashWorkerJob.prefix).
  it.each([
    { naming: 'absolute paths', byPrefix: false },
    { naming: 'a prefix and relative paths', byPrefix: true },
  ] as const)(
    'hashes on the main thread what a dead thread left undone ($naming)',
    async ({ byPrefix }) => {
      const rels = await Promise.all(
        Array.from({ length: 20 }, (_, k) => repo.write(`out/${k}.txt`, `file ${k}`)),
      );
      const pool = new HashPool(2);
      pool.start();
      // Kill the threads behind the pool's back: the job must still complete with every digest.
      const workers = (pool as unknown as { workers: { terminate(): Promise<number> }[] }).workers;
      await Promise.all(workers.map((w) => w.terminate()));
      const result = byPrefix
        ? await hashFileList(rels, { pool, prefix: `${repo.root}/` })
        : await hashFileList(
            rels.map((p) => repo.abs(p)),
            { pool },
          );
      rels.forEach((_, k) =>
        expect(result[k]).toMatchObject({ ok: true, sha256: sha256(`file ${k}`) }),
      );
      await pool.close();
    },
  );

  it('takes the main thread share in slices, so the event loop keeps turning', async () => {
    // No worker: the main thread hashes everything, 256 MiB of zeros in slices of at most 10 ms.
    await repo.write('out/big.bin', '');
    await truncate(repo.abs('out/big.bin'), 4 * WORKER_PROGRESS_BYTES);
    const pool = new HashPool(1);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    try {
      const [result] = await pool.run([repo.abs('out/big.bin')]);
      expect(result).toMatchObject({ sha256: sha256(Buffer.alloc(4 * WORKER_PROGRESS_BYTES)) });
      expect((pool as unknown as { workers: unknown[] }).workers).toEqual([]);
    } finally {
      clearInterval(timer);
      await pool.close();
    }
    expect(ticks).toBeGreaterThan(3);
  });

  it('rejects the jobs waiting their turn when closed, and serves new ones after', async () => {
    await repo.write('out/huge.bin', '');
    await truncate(repo.abs('out/huge.bin'), 64 * WORKER_PROGRESS_BYTES);
    await repo.write('out/b.bin', 'b');
    const pool = new HashPool(2);
    const running = pool.run([repo.abs('out/huge.bin'), repo.abs('out/b.bin')]);
    const waiting = pool.run([repo.abs('out/b.bin')]);
    const outcomes = Promise.allSettled([running, waiting]);
    await pool.close();
    const [first, second] = await outcomes;
    expect(first).toMatchObject({ status: 'rejected', reason: { message: /closed/ } });
    expect(second).toMatchObject({ status: 'rejected', reason: { message: /closed/ } });
    const again = await pool.run([repo.abs('out/b.bin'), repo.abs('out/b.bin')]);
    expect(again[0]).toMatchObject({ sha256: sha256('b') });
    await pool.close();
  });

  it('posts a waiting job the moment the one before ends, not in a later microtask', async () => {
    const paths = await Promise.all(
      Array.from({ length: 40 }, (_, k) => repo.write(`out/${k}.txt`, `file ${k}`)),
    );
    const pool = new HashPool(2);
    const internal = pool as unknown as { job: { id: number } | null };
    try {
      const first = pool.run(paths.slice(0, 20).map((p) => repo.abs(p)));
      const second = pool.run(paths.slice(20).map((p) => repo.abs(p)));
      await first;
      // The caller may now work synchronously for long: the threads must have the next job.
      expect(internal.job).not.toBeNull();
      const raw = await second;
      expect(raw.map((r) => (r && 'sha256' in r ? r.sha256 : r))).toEqual(
        paths.slice(20).map((_, k) => sha256(`file ${k + 20}`)),
      );
    } finally {
      await pool.close();
    }
  });

  it('hands each result to onResult once, as it comes, and keeps none in the job', async () => {
    const paths = await Promise.all(
      Array.from({ length: 60 }, (_, k) => repo.write(`out/${k}.txt`, `file ${k}`)),
    );
    for (const size of [1, 2, 3]) {
      const pool = new HashPool(size);
      try {
        const seen = new Map<number, string>();
        const raw = await pool.run(
          paths.map((p) => repo.abs(p)),
          {
            onResult: (r) => {
              expect(seen.has(r.i)).toBe(false);
              seen.set(r.i, 'sha256' in r ? r.sha256 : 'none');
            },
          },
        );
        expect(
          raw.every((r) => r === VISITED),
          `a pool of ${size}`,
        ).toBe(true);
        expect([...seen].sort(([a], [b]) => a - b).map(([, d]) => d)).toEqual(
          paths.map((_, k) => sha256(`file ${k}`)),
        );
      } finally {
        await pool.close();
      }
    }
  });

  it('lets go of a finished job: its results and paths are not kept by the pool', async () => {
    // The main thread's processor lives as long as the pool; it once kept the first job alive
    // (workload 4's clean twin: 100,000 results and absolute paths to the end of the run).
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    const paths = await Promise.all(
      Array.from({ length: 40 }, (_, k) => repo.write(`out/${k}.txt`, `file ${k}`)),
    );
    for (const size of [1, 2]) {
      const pool = new HashPool(size);
      try {
        const results = await runAndForget(
          pool,
          paths.map((p) => repo.abs(p)),
        );
        // WeakRefs made in a turn hold their target until that turn ends.
        await new Promise((resolve) => setImmediate(resolve));
        collect();
        expect(results.deref(), `a pool of ${size}`).toBeUndefined();
        // The pool still works after its first job was collected.
        const again = await pool.run(paths.slice(0, 2).map((p) => repo.abs(p)));
        expect(again[1]).toMatchObject({ sha256: sha256('file 1') });
      } finally {
        await pool.close();
      }
    }
  });

  it('has a worker body that is self-contained source', () => {
    // The body is shipped as text: it must not reference bundler or test-transform helpers.
    expect(HASH_WORKER_SOURCE).not.toMatch(/__vite|__name|import\(|require\("\.\.?\//);
    expect(() => new Function('require', HASH_WORKER_SOURCE)).not.toThrow();
  });
});

describe('hashFile', () => {
  it('gives what hashFiles gives for the same file', async () => {
    await repo.write('out/x.bin', bytesOf(3 * WORKER_CHUNK_BYTES, 7));
    const single = await hashFile(repo.abs('out/x.bin'));
    const viaFiles = await hashFiles([repo.abs('out/x.bin')]);
    expect(single).toEqual(viaFiles.get(repo.abs('out/x.bin')));
    expect(single).toMatchObject({ ok: true, sha256: sha256(bytesOf(3 * WORKER_CHUNK_BYTES, 7)) });
  });
});

describe.each(MODES)('readFilesCapped on $name', ({ threads }) => {
  it('returns what readFileCapped returns, file by file', async () => {
    await repo.write('p/ok.passport.json', '{"a":1}');
    await repo.write('p/empty.passport.json', '');
    await repo.write('p/big.passport.json', 'x'.repeat(101));
    await repo.write('p/edge.passport.json', 'y'.repeat(100));
    await symlink(repo.abs('p/ok.passport.json'), repo.abs('p/link.passport.json'));
    execFileSync('mkfifo', [repo.abs('p/fifo.passport.json')]);
    const names = ['ok', 'empty', 'big', 'edge', 'link', 'fifo', 'missing'].map((n) =>
      repo.abs(`p/${n}.passport.json`),
    );
    // Enough files for the threads to take the job (fewer are read on the main thread).
    const padding = await Promise.all(
      Array.from({ length: threads > 0 ? READ_POOL_MIN_FILES : 0 }, (_, k) =>
        repo.write(`pad/${k}.passport.json`, `{"k":${k}}`),
      ),
    );
    const all = [...names, ...padding.map((p) => repo.abs(p))];
    const pool = new HashPool(Math.max(threads, 1));
    const result = await readFilesCapped(all, 100, threads > 0 ? { pool } : { threads });
    // The threads did the reading (they are started only by a job).
    expect((pool as unknown as { workers: unknown[] | null }).workers !== null).toBe(threads > 0);
    await pool.close();
    for (const n of all) {
      const expected = await readFileCapped(n, 100);
      expect(result.get(n)).toEqual(expected);
      // The synchronous read, between the audit's parses, gives the same.
      expect(readFileCappedSync(n, 100)).toEqual(expected);
    }
    expect(result.get(names[0] as string)).toMatchObject({ ok: true, size: 7 });
    expect(result.get(names[2] as string)).toMatchObject({
      ok: false,
      reason: 'too-large',
      size: 101,
    });
  });
});

/** Runs one job on `pool` and keeps only a weak reference to its results. */
async function runAndForget(pool: HashPool, paths: string[]): Promise<WeakRef<object>> {
  const results = await pool.run(paths);
  expect(results.every((r) => r !== undefined && 'sha256' in r)).toBe(true);
  return new WeakRef(results);
}
