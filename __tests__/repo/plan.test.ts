/**
 * The artifact plan kept as numbers (repo/plan.ts, docs/performance.md issue 41, branch
 * listing-rows) against a plain reading: every listing as an object, in order, the checks
 * among them, and the outputs each directory lists, over generated passports and trees
 * (refused, missing, through a symlink, invisible, input and external listings).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ArtifactRef } from '../../src/core/passport.js';
import type { FileId } from '../../src/hash/index.js';
import { createArtifactPaths, type ArtifactPaths } from '../../src/repo/artifact-paths.js';
import type { PassportRecord } from '../../src/repo/passports.js';
import {
  planArtifacts,
  type ArtifactCheck,
  type ArtifactListing,
  type PlanTree,
} from '../../src/repo/plan.js';
import type { ResolveResult } from '../../src/fs/paths.js';
import { hasInvisibleCharacters } from '../../src/util/untrusted.js';

const ROOT = '/repo';

/** The spellings a passport may list: plain, nested, invisible, refused, respelt. */
const SPELLINGS = [
  'out/a.txt',
  'out/b.bin',
  'out/sub/c.txt',
  'sub/d.txt',
  'e.txt',
  'out/in\u200Bvisible.txt',
  'out/link',
  'out/link-out',
  'out/gone.txt',
  'gone/x.txt',
  'Out/a.txt',
  'out\\b.bin',
  'out/sub/',
  '../escape.txt',
  '/abs.txt',
  '',
  '.git/config',
];

/** How the generated tree holds each spelling's path. */
type Place = 'file' | 'missing' | 'symlink-in' | 'symlink-extra' | 'symlink-out' | 'unknown';

interface World {
  readonly places: ReadonlyMap<string, Place>;
  readonly records: readonly PassportRecord[];
}

/** A fresh tree over the world: each plan gets its own (ids beyond the walk are handed out in order). */
function treeOf(world: World): PlanTree {
  const files = [...world.places].filter(([, p]) => p === 'file').map(([rel]) => rel);
  const ids = new Map(files.map((rel, i) => [rel, i]));
  const extra: string[] = [];
  const firstFile = files[0];
  return {
    fileId: (rel) => ids.get(rel) as FileId | undefined,
    isSurelyMissing: (rel) => world.places.get(rel) === 'missing',
    resolve: (rel): Promise<ResolveResult> => {
      const place = world.places.get(rel);
      if (place === 'symlink-in' && firstFile !== undefined)
        return Promise.resolve({
          ok: true,
          absolute: `${ROOT}/${rel}`,
          real: `${ROOT}/${firstFile}`,
        });
      if (place === 'symlink-extra' || place === 'symlink-in')
        return Promise.resolve({ ok: true, absolute: `${ROOT}/${rel}`, real: `${ROOT}/t/${rel}` });
      if (place === 'symlink-out')
        return Promise.resolve({ ok: false, reason: 'outside-via-symlink' });
      return Promise.resolve({ ok: false, reason: 'missing' });
    },
    fileOfReal: (real) => {
      const rel = real.slice(ROOT.length + 1);
      const listed = ids.get(rel);
      if (listed !== undefined) return listed as FileId;
      let k = extra.indexOf(rel);
      if (k < 0) k = extra.push(rel) - 1;
      return (files.length + k) as FileId;
    },
    relOf: (file) =>
      file < files.length ? (files[file] as string) : (extra[file - files.length] as string),
  };
}

/** The plain reading: the plan as it was written before it was kept as numbers. */
async function plainPlan(world: World, tree: PlanTree, paths: ArtifactPaths) {
  const listings: ArtifactListing[] = [];
  const listedInDir = new Map<string, Set<string>>();
  for (const record of world.records) {
    if (!record.summary) continue;
    const listed = listedInDir.get(record.dir) ?? new Set<string>();
    listedInDir.set(record.dir, listed);
    for (const kind of ['outputs', 'inputs'] as const) {
      for (const ref of record.summary[kind]) {
        if (kind === 'inputs' && ref.external) continue;
        const of = (
          rel: string | null,
          refusal: ArtifactListing['refusal'],
          file: FileId | null,
        ): ArtifactListing => ({
          record,
          kind,
          ref,
          rel,
          invisible: rel !== null && hasInvisibleCharacters(ref.path),
          refusal,
          file,
        });
        const checked = paths.check(ref.path, record.dir);
        let listing: ArtifactListing;
        if (!checked.ok) listing = of(null, checked.reason, null);
        else {
          const found = tree.fileId(checked.rel);
          if (found !== undefined) listing = of(checked.rel, null, found);
          else if (tree.isSurelyMissing(checked.rel)) listing = of(checked.rel, 'missing', null);
          else {
            const resolved = await tree.resolve(checked.rel);
            listing = resolved.ok
              ? of(checked.rel, null, tree.fileOfReal(resolved.real))
              : of(checked.rel, resolved.reason, null);
          }
        }
        listings.push(listing);
        if (listing.rel !== null && kind === 'outputs') listed.add(listing.rel);
      }
    }
  }
  const checks = listings.filter((l): l is ArtifactCheck => l.file !== null);
  return { listings, checks, listedInDir };
}

const refArb = fc.record({
  path: fc.constantFrom(...SPELLINGS),
  external: fc.boolean(),
  sizeBytes: fc.option(fc.nat(100)),
});

const recordArb = fc.record({
  dir: fc.constantFrom('.', 'out', 'out/sub', 'sub'),
  readable: fc.boolean(),
  outputs: fc.array(refArb, { maxLength: 6 }),
  inputs: fc.array(refArb, { maxLength: 4 }),
});

const worldArb = fc
  .record({
    places: fc.array(
      fc.constantFrom<Place>(
        'file',
        'file',
        'missing',
        'symlink-in',
        'symlink-extra',
        'symlink-out',
        'unknown',
      ),
      { minLength: SPELLINGS.length, maxLength: SPELLINGS.length },
    ),
    records: fc.array(recordArb, { maxLength: 6 }),
  })
  .map(({ places, records }): World => {
    const byRel = new Map<string, Place>();
    SPELLINGS.forEach((rel, i) =>
      byRel.set(rel.replace(/\\/g, '/').replace(/\/$/, ''), places[i] as Place),
    );
    return {
      places: byRel,
      records: records.map((r, n) => {
        const refs = (list: typeof r.outputs, external: boolean): ArtifactRef[] =>
          list.map((a, index) => ({
            index,
            path: a.path,
            sha256: null,
            sizeBytes: a.sizeBytes,
            source: null,
            external: external && a.external,
            uri: null,
            type: null,
          }));
        return {
          path: `${r.dir}/p${n}.passport.json`,
          dir: r.dir,
          id: `p${n}`,
          summary: r.readable
            ? ({ outputs: refs(r.outputs, false), inputs: refs(r.inputs, true) } as never)
            : null,
          claimedId: null,
          readBytes: () => null,
          problem: null,
        } satisfies PassportRecord;
      }),
    };
  });

function rowsOf<T>(rows: { forEach(visit: (row: T) => void): void }): T[] {
  const all: T[] = [];
  rows.forEach((row) => all.push(row));
  return all;
}

describe('planArtifacts (rows kept as numbers)', () => {
  it('lists every listing and check as the plain reading does, in order', async () => {
    await fc.assert(
      fc.asyncProperty(worldArb, async (world) => {
        const paths = createArtifactPaths('root');
        const plain = await plainPlan(world, treeOf(world), paths);
        const plan = await planArtifacts({ passports: world.records }, treeOf(world), paths);
        // Twice: the rows are made on each visit, from the same numbers.
        for (let pass = 0; pass < 2; pass++) {
          expect(rowsOf(plan.listings)).toStrictEqual(plain.listings);
          expect(rowsOf(plan.checks)).toStrictEqual(plain.checks);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('says which walked files the passports of each directory list as outputs', async () => {
    await fc.assert(
      fc.asyncProperty(worldArb, async (world) => {
        const paths = createArtifactPaths('root');
        const tree = treeOf(world);
        const plain = await plainPlan(world, treeOf(world), paths);
        const plan = await planArtifacts({ passports: world.records }, tree, paths);
        const walked = [...world.places].filter(([, p]) => p === 'file').length;
        for (const dir of ['.', 'out', 'out/sub', 'sub', 'elsewhere'])
          for (let file = 0; file < walked; file++)
            expect([dir, file, plan.isListedOutput(dir, file as FileId)]).toStrictEqual([
              dir,
              file,
              plain.listedInDir.get(dir)?.has(tree.relOf(file as FileId)) ?? false,
            ]);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps a file listed by passports of two directories listed in both', async () => {
    const world: World = {
      places: new Map<string, Place>([['out/a.txt', 'file']]),
      records: ['out', '.', 'out'].map((dir, n) => ({
        path: `${dir}/p${n}.passport.json`,
        dir,
        id: `p${n}`,
        summary: {
          outputs: [
            {
              index: 0,
              path: 'out/a.txt',
              sha256: null,
              sizeBytes: null,
              source: null,
              external: false,
              uri: null,
              type: null,
            },
          ],
          inputs: [],
        } as never,
        claimedId: null,
        readBytes: () => null,
        problem: null,
      })),
    };
    const plan = await planArtifacts(
      { passports: world.records },
      treeOf(world),
      createArtifactPaths('root'),
    );
    expect(plan.isListedOutput('out', 0 as FileId)).toBe(true);
    expect(plan.isListedOutput('.', 0 as FileId)).toBe(true);
    expect(plan.isListedOutput('sub', 0 as FileId)).toBe(false);
  });
});
