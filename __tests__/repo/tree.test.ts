/**
 * The tree names files to the hashing threads by a prefix and a path each
 * (FileSource.hashPathsOf): the walk's own relative paths under the root for listed files, so
 * a 100,000-file job holds no absolute path per file; real paths for anything else.
 */
import { realpath, symlink } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FileId } from '../../src/hash/index.js';
import { listEntries } from '../../src/fs/tree-entries.js';
import { walkRepository } from '../../src/repo/tree.js';
import { ConfigurationError } from '../../src/util/errors.js';
import { TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
let outside: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-tree-');
  outside = await TempRepo.create('pg-tree-outside-');
});
afterEach(async () => {
  await repo.remove();
  await outside.remove();
});

describe('hashPathsOf', () => {
  it("names listed files by the walk's own path strings under the root: prefix + path is the real path", async () => {
    const rels = ['a.txt', 'out/b.txt', 'out/deep/c d.txt', 'out/ünï.txt'];
    for (const rel of rels) await repo.write(rel, rel);
    const tree = await walkRepository(repo.root, { ignore: [] });
    const files = rels.map((rel) => tree.fileId(rel) as FileId);
    expect(files.every((f) => f !== undefined)).toBe(true);
    const named = tree.hashPathsOf(files);
    expect(named.prefix).toBe(`${await realpath(repo.root)}/`);
    expect(named.paths).toEqual(rels);
    // The same strings the tree holds, not copies made per call.
    named.paths.forEach((p, k) => expect(p).toBe(tree.relOf(files[k] as FileId)));
    expect(named.paths.map((p) => named.prefix + p)).toEqual(files.map((f) => tree.realPathOf(f)));
  });

  it('names every file by its real path, no prefix, when one is not a listed entry', async () => {
    await repo.write('a.txt', 'a');
    await outside.write('x.txt', 'x');
    await symlink(outside.abs('x.txt'), repo.abs('link.txt'));
    const tree = await walkRepository(repo.root, { ignore: [] });
    const listed = tree.fileId('a.txt') as FileId;
    const extra = tree.fileOfReal(await realpath(outside.abs('x.txt')));
    const named = tree.hashPathsOf([listed, extra]);
    expect(named).toEqual({
      prefix: '',
      paths: [tree.realPathOf(listed), tree.realPathOf(extra)],
    });
    expect(named.paths[1]).toBe(await realpath(outside.abs('x.txt')));
  });
});

describe('listedPath', () => {
  it("gives the walk's own string for a listed path, and the path asked for otherwise", async () => {
    const rels = ['a.txt', 'out/b.txt', 'out/deep/c d.txt'];
    for (const rel of rels) await repo.write(rel, rel);
    const tree = await walkRepository(repo.root, { ignore: [] });
    for (const rel of [...rels, 'out', 'out/deep']) {
      // A copy of the text, made apart from the walk. Which string comes back cannot be seen in
      // JavaScript (toBe compares text); what can fail is the entry: the answer is the text of
      // the entry listed at that path, not of another (the memory is measured by the heap
      // snapshot in docs/performance.md, branch perf-state3).
      const asked = [...rel].join('');
      const listed = listEntries(tree.entries).find((e) => e.rel === rel);
      expect(listed).toBeDefined();
      expect(tree.listedPath(asked)).toBe(listed?.rel);
    }
    for (const rel of ['missing.txt', 'out/b.txt/', './a.txt', 'OUT/b.txt'])
      expect(tree.listedPath(rel)).toBe(rel);
  });
});

describe('the entry cap', () => {
  it("holds for the whole tree across the walks of an output directory's dependency directories", async () => {
    // The first walk lists out/, its passport and out/node_modules (3); the dependency directory
    // inside an output directory is walked apart (4 files). Each piece is under a cap of 5; the
    // tree is not.
    await repo.write('out/run.passport.json', '{}');
    for (const name of ['a', 'b', 'c', 'd']) await repo.write(`out/node_modules/${name}.js`, name);
    const whole = await walkRepository(repo.root, { ignore: [] }, undefined, { maxEntries: 7 });
    expect(whole.entries.size).toBe(7);
    const over = walkRepository(repo.root, { ignore: [] }, undefined, { maxEntries: 5 });
    await expect(over).rejects.toBeInstanceOf(ConfigurationError);
    await expect(over).rejects.toThrow(/more than 5 entries/);
  });
});
