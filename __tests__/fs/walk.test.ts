/**
 * The walk's two ways of listing a directory give one answer: a directory larger than
 * WALK_WHOLE_DIR_MAX_BYTES is streamed by bytes (so millions of entries are never materialized
 * before the entry cap can stop the walk), every other one is read whole. The streamed way is
 * held here to what the whole way lists: the same entries, in the same order, with `.git`
 * left out and a name that is not UTF-8 reported by its bytes.
 */
import { linkSync, mkdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../src/util/errors.js';
import {
  MAX_TREE_ENTRIES,
  WALK_WHOLE_DIR_MAX_BYTES,
  walkTree,
  type WalkProblem,
} from '../../src/fs/walk.js';
import { listByReading } from '../helpers/generated-tree.js';
import { TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-walk-');
});
afterEach(async () => {
  await repo.remove();
});

/** A name of `length` characters ending in `index` (long names fill a directory in fewer entries). */
const longName = (index: number, length: number): string => {
  const tail = `-${index}`;
  return `${'n'.repeat(length - tail.length)}${tail}`;
};

/**
 * Fills directory `dir` with hard links to one empty file until the directory's own size passes
 * the walk's whole-listing limit (on ext4 a few thousand long names; tmpfs counts entries, so it
 * takes more). Returns the names made. Stops, and the caller's check fails, past `maxEntries`.
 */
function fillPastWholeListing(dir: string, maxEntries = 200_000): string[] {
  mkdirSync(dir, { recursive: true });
  const target = path.join(dir, 'target');
  writeFileSync(target, '');
  const names = ['target'];
  while (statSync(dir).size <= WALK_WHOLE_DIR_MAX_BYTES && names.length < maxEntries) {
    for (let i = 0; i < 500; i++) {
      const name = longName(names.length, 240);
      linkSync(target, path.join(dir, name));
      names.push(name);
    }
  }
  return names;
}

/** git's store is never listed, and a name that is not UTF-8 is reported, not listed. */
const skipByWalk = (name: string) => name === '.git' || name.includes('\uFFFD');

describe('walkTree', () => {
  it('streams a directory too large to read whole, and lists what a whole listing would', async () => {
    const names = fillPastWholeListing(repo.abs('big'));
    expect(statSync(repo.abs('big')).size).toBeGreaterThan(WALK_WHOLE_DIR_MAX_BYTES);
    // Beside the long names: a subdirectory (walked), git's store (never listed), a symlink
    // (listed, not followed), names that sort around '/', and one that is not UTF-8.
    await repo.write('big/sub/inner.txt', 'inner');
    await repo.write('big/.git/config', '[core]');
    await repo.write('big/sub.txt', 'beside');
    await repo.write('big/sub-x', 'beside');
    await repo.write('outside/seen.txt', 'seen');
    linkSync(repo.abs('outside/seen.txt'), repo.abs('big/hard.txt'));
    symlinkSync('../outside', repo.abs('big/link'));
    const odd = Buffer.from([0x62, 0xff, 0x2e, 0x74]);
    writeFileSync(Buffer.concat([Buffer.from(`${repo.abs('big')}/`), odd]), 'odd');

    const problems: WalkProblem[] = [];
    const entries = await walkTree(
      repo.root,
      () => false,
      (p) => problems.push(p),
    );

    expect(entries).toEqual(listByReading(repo.root, skipByWalk));
    expect(entries.filter((e) => e.rel.startsWith('big/'))).toHaveLength(names.length + 6);
    expect(entries.find((e) => e.rel === 'big/link')).toEqual({ rel: 'big/link', kind: 'symlink' });
    expect(entries.some((e) => e.rel.startsWith('big/.git'))).toBe(false);
    expect(problems).toEqual([
      { kind: 'undecodable', parent: 'big', name: odd, entryKind: 'file' },
    ]);
  });

  it('prunes what the ignore answer names in a streamed directory too', async () => {
    fillPastWholeListing(repo.abs('big'));
    await repo.write('big/skip/hidden.txt', 'hidden');
    await repo.write('big/keep.txt', 'kept');
    const entries = await walkTree(repo.root, (rel, isDir) => isDir && rel === 'big/skip');
    const rels = new Set(entries.map((e) => e.rel));
    expect(rels.has('big/keep.txt')).toBe(true);
    expect(rels.has('big/skip')).toBe(false);
    expect(rels.has('big/skip/hidden.txt')).toBe(false);
  });

  it('stops a tree past its entry cap with a configuration error that names the cap and the way under it', async () => {
    for (const name of ['a', 'b', 'c', 'd', 'e']) await repo.write(`d/${name}.txt`, name);
    // Six entries (the directory and its five files): at a cap of six the walk lists them all.
    expect(
      await walkTree(repo.root, () => false, undefined, undefined, { maxEntries: 6 }),
    ).toHaveLength(6);
    const over = walkTree(repo.root, () => false, undefined, undefined, { maxEntries: 5 });
    await expect(over).rejects.toBeInstanceOf(ConfigurationError);
    await expect(over).rejects.toThrow(/more than 5 entries .*ignore globs/);
    // What the ignore answer prunes is not counted: ignoring one file brings the tree under.
    const pruned = await walkTree(repo.root, (rel) => rel === 'd/e.txt', undefined, undefined, {
      maxEntries: 5,
    });
    expect(pruned).toHaveLength(5);
    // Entries an earlier piece of the same tree listed count against the cap.
    await expect(
      walkTree(repo.root, () => false, undefined, undefined, { maxEntries: 6, listedBefore: 1 }),
    ).rejects.toThrow(/more than 6 entries/);
    // The default is the cap a hostile tree meets.
    expect(MAX_TREE_ENTRIES).toBe(5_000_000);
  });
});
