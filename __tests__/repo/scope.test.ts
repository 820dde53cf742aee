import { describe, expect, it } from 'vitest';
import type { Layout } from '../../src/repo/layout.js';
import { cutShard, listAllModeDirs, selectScope, type ScopeInput } from '../../src/repo/scope.js';

/** A layout of `n` output directories, each owning a number of files drawn from `seed`. */
function makeLayout(n: number, seed: number): ScopeInput['layout'] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state;
  };
  // The ids are never looked up here: only how many each directory owns weighs the partition.
  const owned = new Map<string, ReturnType<Layout['ownedFiles']>>();
  for (let i = 0; i < n; i++)
    owned.set(
      `results/step-${i}`,
      Array.from({ length: next() % 40 }, (_, k) => k) as unknown as ReturnType<
        Layout['ownedFiles']
      >,
    );
  return {
    outputDirs: new Set(owned.keys()),
    ownedFiles: (dir: string) => owned.get(dir) ?? [],
    ownerOf: () => undefined,
    unplainPassportPaths: [],
  } as unknown as ScopeInput['layout'];
}

/** What selectScope reads in all mode: the layout and the passports (none here). */
function makeInput(layout: ScopeInput['layout'], shard: ScopeInput['shard']): ScopeInput {
  return {
    layout,
    shard,
    passports: { records: [] },
    changes: { given: [], files: null, unplaceable: undefined },
  } as unknown as ScopeInput;
}

describe('the all-mode scope of a shard', () => {
  it('cut before the read is the cut selectScope makes itself, for every shard', async () => {
    for (const seed of [1, 7, 42]) {
      const layout = makeLayout(25, seed);
      const count = 4;
      const seen = new Set<string>();
      for (let index = 1; index <= count; index++) {
        const shard = { index, count };
        const handed = cutShard(layout, listAllModeDirs(layout), shard);
        const own = await selectScope(makeInput(layout, shard));
        const given = await selectScope({ ...makeInput(layout, shard), cut: handed });
        expect([...given.dirs]).toEqual([...own.dirs]);
        expect(given.shard).toEqual(own.shard);
        expect([...given.fullDirs]).toEqual([...layout.outputDirs]);
        for (const dir of own.dirs) {
          expect(seen.has(dir)).toBe(false);
          seen.add(dir);
        }
      }
      // The shards' parts cover the run's directories, each exactly once.
      expect([...seen].sort()).toEqual([...layout.outputDirs].sort());
    }
  });
});
