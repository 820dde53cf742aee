import { createHash, createHmac } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCacheFile, loadContentCache, parseCacheFile } from '../../src/hash/content-cache.js';
import { collectCommitBlobIds, collectHexIds } from '../../src/hash/blob-id-set.js';
import { treeBytes } from '../helpers/git-objects.js';
import { TempRepo } from '../helpers/repo.js';

// The save's blob records against a plain oracle (the rule written with Maps, as the save was
// written before it carried records as bytes): a blob record is kept when the commit holds its
// blob id as a regular file; a digest learned this run replaces a loaded record of its blob; the
// rest is dropped. The commit here is trees given by hand (readCommitTrees' answer, in shape).

const OPTIONS = { repository: 'lab/analysis', key: 'k'.repeat(32) };

let repo: TempRepo;
let dir: string;

beforeAll(async () => {
  repo = await TempRepo.create('pg-cache-save-');
  repo.gitInit();
  dir = path.dirname(repo.root);
});
afterAll(async () => {
  await repo.remove();
});

/** A blob id of the pool: ids that share their first bytes too, to reach the set's full compare. */
function idOf(n: number): string {
  const tail = createHash('sha1').update(String(n)).digest('hex');
  return n % 3 === 0 ? `00000000${tail.slice(8)}` : tail;
}

const digestOf = (n: number, salt: string) =>
  createHash('sha256').update(`${salt}${n}`).digest('hex');

/** The commit's trees holding `files` as regular files (split over two trees), and other entries. */
function commitOf(files: readonly number[], others: readonly number[]) {
  const entries = files.map((n, i) => [i % 2 ? '100755' : '100644', `f${i}`, idOf(n)] as const);
  const half = Math.ceil(entries.length / 2);
  // A symbolic link, a gitlink and a directory name ids too: they are not files.
  const kinds = ['120000', '160000', '40000'] as const;
  const notFiles = others.map((n, i) => [kinds[i % 3] as string, `o${i}`, idOf(n)] as const);
  const root = treeBytes([...entries.slice(0, half), ...notFiles]);
  const sub = treeBytes(entries.slice(half));
  return {
    objectFormat: 'sha1' as const,
    treeBytes: new Map([
      ['', root],
      ['d', sub],
    ]),
    files: new Map([
      ['', half],
      ['d', entries.length - half],
    ]),
  };
}

describe('the save keeps the blob records the commit holds, carried as bytes', () => {
  it('equals the rule written with Maps, for loaded, learned and committed sets drawn at random', async () => {
    const file = path.join(dir, 'pg-cache-save.cache');
    const out = path.join(dir, 'pg-cache-save.out');
    const pool = fc.integer({ min: 0, max: 60 });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(pool, { maxLength: 40 }),
        fc.array(pool, { maxLength: 40 }),
        fc.array(pool, { maxLength: 40 }),
        fc.array(pool, { maxLength: 6 }),
        async (loaded, learned, committed, others) => {
          const loadedMap = new Map(
            loaded.map((n) => [idOf(n), { sha256: digestOf(n, 'old'), size: n }] as const),
          );
          await writeFile(file, encodeCacheFile(loadedMap, OPTIONS, 'sha1'));
          const { cache, notices } = await loadContentCache(repo.root, file, OPTIONS, {
            vouch: false,
          });
          expect(notices).toEqual([]);
          // Two paths may read one blob (learned twice, one record).
          learned.forEach((n, i) => cache.learn(`p${i}`, digestOf(n, 'new'), n + 1, idOf(n)));
          const saved = await cache.save(out, commitOf(committed, others));
          const parsed = parseCacheFile(await readFile(out), OPTIONS, 'sha1');
          if (typeof parsed === 'string') throw new Error(parsed);
          const got = new Map<string, string>();
          for (let i = 0; i < parsed.count; i++) {
            const at = parsed.offset + i * 60;
            got.set(
              parsed.bytes.toString('hex', at, at + 20),
              `${parsed.bytes.toString('hex', at + 20, at + 52)} ${Number(parsed.bytes.readBigUInt64BE(at + 52))}`,
            );
          }
          const held = new Set(committed.map(idOf));
          const want = new Map<string, string>();
          for (const n of learned)
            if (held.has(idOf(n))) want.set(idOf(n), `${digestOf(n, 'new')} ${n + 1}`);
          for (const [blob, d] of loadedMap)
            if (held.has(blob) && !want.has(blob)) want.set(blob, `${d.sha256} ${d.size}`);
          expect(got).toEqual(want);
          expect(saved).toEqual({ entries: want.size, directories: 0 });
        },
      ),
      { numRuns: 60, seed: 41 },
    );
    await rm(file, { force: true });
    await rm(out, { force: true });
  });

  it('a set of ids answers as a Set of their hex does, whatever their first bytes share', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 300 }), { maxLength: 200 }),
        fc.array(fc.integer({ min: 0, max: 300 }), { maxLength: 200 }),
        (members, asked) => {
          const set = collectHexIds(members.map(idOf), 20);
          const fromTrees = collectCommitBlobIds(commitOf(members, [7, 8, 9]));
          const oracle = new Set(members.map(idOf));
          for (const n of asked) {
            expect(set.hasHex(idOf(n))).toBe(oracle.has(idOf(n)));
            const id = Buffer.from(idOf(n), 'hex');
            expect(fromTrees.has(id, 0)).toBe(oracle.has(idOf(n)));
          }
          // The entries that are no file are not in the set, unless a file holds the same id.
          for (const n of [7, 8, 9]) expect(fromTrees.hasHex(idOf(n))).toBe(oracle.has(idOf(n)));
          expect(set.hasHex('abc')).toBe(false);
        },
      ),
      { numRuns: 100, seed: 41 },
    );
  });

  it('blob records out of order, repeated or of an impossible size are refused whole, under a valid authentication code', () => {
    const entries = new Map([1, 2, 4].map((n) => [idOf(n), { sha256: digestOf(n, ''), size: n }]));
    const good = encodeCacheFile(entries, OPTIONS, 'sha1');
    expect(typeof parseCacheFile(good, OPTIONS, 'sha1')).not.toBe('string');
    const nl = good.indexOf(0x0a) + 1;
    const header = JSON.parse(good.subarray(0, nl - 1).toString('utf8')) as Record<string, unknown>;
    /** The file with its records changed by `edit`, authenticated again with the key. */
    const resealed = (edit: (records: Buffer) => void): Buffer => {
      const body = Buffer.from(good.subarray(nl));
      edit(body);
      const mac = createHmac('sha256', OPTIONS.key)
        .update(
          `passport-gate-content-cache\x002\x00${OPTIONS.repository}\x00sha1\x003\x000\x000\x00`,
        )
        .update(body)
        .digest('hex');
      return Buffer.concat([
        Buffer.from(`${JSON.stringify({ ...header, records_hmac: mac })}\n`),
        body,
      ]);
    };
    expect(
      typeof parseCacheFile(
        resealed(() => undefined),
        OPTIONS,
        'sha1',
      ),
    ).not.toBe('string');
    const swap = (b: Buffer) => {
      const first = Buffer.from(b.subarray(60, 120));
      b.copy(b, 60, 120, 180);
      first.copy(b, 120);
    };
    expect(parseCacheFile(resealed(swap), OPTIONS, 'sha1')).toBe('entry 2 is out of order');
    // The third id made the second's: equal first words, then equal ids.
    expect(
      parseCacheFile(
        resealed((b) => b.copy(b, 120, 60, 80)),
        OPTIONS,
        'sha1',
      ),
    ).toBe('entry 2 is out of order');
    // Same first word, a later byte below the previous id's.
    const below = (b: Buffer) => {
      b[79] = 0xff;
      b.copy(b, 120, 60, 80);
      b[139] = 0;
    };
    expect(parseCacheFile(resealed(below), OPTIONS, 'sha1')).toBe('entry 2 is out of order');
    expect(
      parseCacheFile(
        resealed((b) => b.writeBigUInt64BE(2n ** 53n, 60 + 52)),
        OPTIONS,
        'sha1',
      ),
    ).toBe('entry 1 records an impossible size');
    expect(
      typeof parseCacheFile(
        resealed((b) => b.writeBigUInt64BE(2n ** 53n - 1n, 60 + 52)),
        OPTIONS,
        'sha1',
      ),
    ).not.toBe('string');
  });
});
