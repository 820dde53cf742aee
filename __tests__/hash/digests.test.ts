/**
 * The digest service boots no hashing thread the caller left unstarted just to read passports
 * or to guess at a few files (a changed-scope audit: docs/performance.md, issue 41), and what
 * it reads and hashes that way is what the threads would have given.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContainedReadResult } from '../../src/fs/safe-read.js';
import { POOL_MIN_FILES, READ_POOL_MIN_FILES } from '../../src/hash/hash-files.js';
import { HashPool } from '../../src/hash/hash-pool.js';
import { createDigestService, type FileId } from '../../src/hash/digests.js';
import { walkRepository } from '../../src/repo/tree.js';
import { sha256, TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
let pool: HashPool;
beforeEach(async () => {
  repo = await TempRepo.create('pg-digests-');
  // Two threads whatever the machine: a pool of one has no worker to boot.
  pool = new HashPool(2);
});
afterEach(async () => {
  await pool.close();
  await repo.remove();
});

/** Writes `count` small files under `dir`, each its own text; returns their paths and texts. */
async function writeFiles(dir: string, count: number): Promise<Map<string, string>> {
  const written = new Map<string, string>();
  for (let k = 0; k < count; k++) {
    const rel = `${dir}/f${String(k).padStart(4, '0')}.passport.json`;
    const text = `{"n": ${k}, "pad": "${'x'.repeat(k % 97)}"}\n`;
    await repo.write(rel, text);
    written.set(rel, text);
  }
  return written;
}

describe('an unstarted pool', () => {
  it('reads the passports on this thread, every one as written, and boots no thread', async () => {
    // Enough passports that a started pool would read them on its threads.
    const written = await writeFiles('out', READ_POOL_MIN_FILES + 44);
    const tree = await walkRepository(repo.root, { ignore: [] });
    const start = vi.spyOn(pool, 'start');
    const digests = createDigestService(tree, { pool, threads: 0 });
    const reads = new Map<string, ContainedReadResult>();
    const rels = [...written.keys()];
    await digests.reader.readEach(rels, 1 << 20, (rel, read) => reads.set(rel, read));
    expect([...reads.keys()]).toEqual(rels);
    for (const [rel, text] of written) {
      const read = reads.get(rel);
      expect(read?.ok && read.bytes.toString('utf8')).toBe(text);
    }
    expect(start).not.toHaveBeenCalled();
    expect(pool.started).toBe(false);
  });

  it('reads each passport into the same memory when the caller lets it (reuse), into a buffer of its own otherwise; every one as written', async () => {
    // Sizes that grow and shrink: the scratch grows for a larger file, and a smaller one that
    // follows is read whole and no more.
    const written = await writeFiles('out', 40);
    const tree = await walkRepository(repo.root, { ignore: [] });
    const digests = createDigestService(tree, { pool, threads: 0 });
    const rels = [...written.keys()].reverse();
    for (const reuse of [true, false]) {
      const buffers = new Set<ArrayBufferLike>();
      const texts: string[] = [];
      await digests.reader.readEach(
        rels,
        1 << 20,
        (_rel, read) => {
          // Read while visited: with reuse, the bytes are valid until the visit returns.
          if (!read.ok) throw new Error('not read');
          buffers.add(read.bytes.buffer);
          texts.push(read.bytes.toString('utf8'));
        },
        { reuse },
      );
      expect(texts, `reuse: ${reuse}`).toEqual(rels.map((rel) => written.get(rel)));
      // Two passports grow the scratch at most (doubling): far fewer buffers than passports.
      if (reuse) expect(buffers.size).toBeLessThanOrEqual(3);
      else expect(buffers.size).toBe(rels.length);
    }
    expect(pool.started).toBe(false);
  });

  it('makes no guess of fewer files than a pool job, boots no thread, and still hashes them', async () => {
    const written = await writeFiles('out', POOL_MIN_FILES - 1);
    const tree = await walkRepository(repo.root, { ignore: [] });
    const start = vi.spyOn(pool, 'start');
    const digests = createDigestService(tree, { pool, threads: 0 });
    const files = [...written.keys()].map((rel) => tree.fileId(rel) as FileId);
    digests.prefetch(files);
    digests.request(
      [...written].map(([rel, text], k) => ({
        file: files[k] as FileId,
        ref: { sizeBytes: Buffer.byteLength(text), path: rel },
      })),
      () => new Map(),
    );
    const table = await digests.settle();
    [...written.values()].forEach((text, k) => {
      expect(table.outcome(files[k] as FileId)).toEqual({
        ok: true,
        sha256: sha256(text),
        size: Buffer.byteLength(text),
      });
    });
    expect(start).not.toHaveBeenCalled();
  });
});

describe('reading a passport again', () => {
  it('reads a file the walk listed as regular again on this thread, and offers nothing for another path', async () => {
    await repo.write('out/a.passport.json', '{"n": 1}\n');
    const tree = await walkRepository(repo.root, { ignore: [] });
    const digests = createDigestService(tree, { pool, threads: 0 });
    const again = digests.reader.readAgainSync?.('out/a.passport.json', 1 << 20);
    expect(again).toBeTypeOf('function');
    // Read when called, not when offered: the file as it is then.
    await repo.write('out/a.passport.json', '{"n": 2}\n');
    const read = again?.();
    expect(read?.ok && read.bytes.toString('utf8')).toBe('{"n": 2}\n');
    // Over the cap: refused as the first read would be.
    expect(digests.reader.readAgainSync?.('out/a.passport.json', 4)?.()).toMatchObject({
      ok: false,
      reason: 'too-large',
    });
    // Not listed (or a directory): only readContained, which is asynchronous, reads it.
    expect(digests.reader.readAgainSync?.('out/b.passport.json', 1 << 20)).toBeUndefined();
    expect(digests.reader.readAgainSync?.('out', 1 << 20)).toBeUndefined();
    expect(pool.started).toBe(false);
  });
});
