/**
 * The artifact plan's listed outputs (artifact-unlisted asks them): which paths the passports
 * of each directory list as outputs, answered for every kind of listed path, and held by the
 * walk's file id for a path the walk listed as a regular file, not as one more path in a set.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createArtifactPaths } from '../../src/repo/artifact-paths.js';
import { planArtifacts } from '../../src/repo/plan.js';
import type { FileId } from '../../src/hash/index.js';
import type { RepoTree } from '../../src/repo/tree.js';
import { MemoryRepo } from '../helpers/facts.js';

/** Output entries a passport lists beyond the files it describes (no digest: none to take). */
const extraOutputs =
  (...paths: string[]) =>
  (passport: Record<string, unknown>) => {
    const outputs = passport.outputs as Record<string, unknown>[];
    for (const p of paths) outputs.push({ type: 'file', path: p });
  };

/** a/ lists its files, a symlink and a missing path; b/ lists its file and one of a/'s. */
async function makeRepo() {
  const repo = new MemoryRepo();
  repo.write('a/x.tsv', 'x');
  repo.write('a/y.tsv', 'y');
  repo.write('a/unlisted.tsv', 'u');
  repo.add('a/link.tsv', 'symlink');
  repo.write('b/z.tsv', 'z');
  await repo.passport({
    dir: 'a',
    outputs: ['a/x.tsv', 'a/y.tsv'],
    mutate: extraOutputs('a/link.tsv', 'a/gone.tsv'),
  });
  await repo.passport({ dir: 'b', outputs: ['b/z.tsv', 'a/x.tsv'] });
  return repo.facts();
}

afterEach(() => vi.restoreAllMocks());

describe('planArtifacts: the listed outputs', () => {
  it('answers for a file a directory lists, one another directory lists too, a symlink and an unlisted file', async () => {
    const facts = await makeRepo();
    const { plan } = facts;
    // The helper's tree is a whole RepoTree (the facts type the rules' part of it).
    const tree = facts.tree as unknown as RepoTree;
    const idOf = (rel: string): FileId => {
      const i = tree.entries.findIndex((e) => e.rel === rel);
      expect(i).toBeGreaterThanOrEqual(0);
      return i as FileId;
    };
    const has = (dir: string, rel: string) => plan.listedOutputs.has(dir, rel, idOf(rel));
    expect(has('a', 'a/x.tsv')).toBe(true);
    expect(has('a', 'a/y.tsv')).toBe(true);
    expect(has('a', 'a/link.tsv')).toBe(true);
    expect(has('a', 'a/unlisted.tsv')).toBe(false);
    expect(has('a', 'b/z.tsv')).toBe(false);
    // The same file listed by a second directory: each directory answers for itself.
    expect(has('b', 'a/x.tsv')).toBe(true);
    expect(has('b', 'a/y.tsv')).toBe(false);
    expect(has('b', 'b/z.tsv')).toBe(true);
    // A directory with no passport in scope lists nothing.
    expect(has('c', 'a/x.tsv')).toBe(false);
  });

  it('keeps a path the walk listed as a regular file by its id: no set or map is handed it', async () => {
    const facts = await makeRepo();
    const paths = createArtifactPaths('root');
    const handed: unknown[] = [];
    const setAdd = Set.prototype.add;
    const mapSet = Map.prototype.set;
    vi.spyOn(Set.prototype, 'add').mockImplementation(function (this: Set<unknown>, v) {
      handed.push(v);
      return setAdd.call(this, v);
    });
    vi.spyOn(Map.prototype, 'set').mockImplementation(function (this: Map<unknown, unknown>, k, v) {
      handed.push(k, v);
      return mapSet.call(this, k, v);
    });
    const plan = await planArtifacts(facts.scope, facts.tree as unknown as RepoTree, paths);
    vi.restoreAllMocks();
    const held = handed.flatMap((v) => (v instanceof Set ? [...(v as Set<unknown>)] : [v]));
    // Listed once, as a regular file: held by id alone.
    expect(held).not.toContain('a/y.tsv');
    expect(held).not.toContain('b/z.tsv');
    // What has no id of its own (a symlink, a missing path) or a second lister: by path.
    expect(held).toContain('a/link.tsv');
    expect(held).toContain('a/gone.tsv');
    expect(held).toContain('a/x.tsv');
    expect(plan.listings.length).toBe(6);
  });
});
