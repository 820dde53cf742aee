/**
 * artifact-multiple-producers over several shared outputs: one finding per passport that lists
 * a shared path (a passport listing it twice counts once, at its first listing), the paths in
 * the order they were first listed, each finding naming every other lister once.
 */
import { describe, expect, it, vi } from 'vitest';
import { chain } from '../../src/rules/families/chain.js';
import { judge, MemoryRepo } from '../helpers/facts.js';
import { uuidFromSeed } from '../helpers/repo.js';

describe('artifact-multiple-producers', () => {
  it('reports each lister of each shared output once, paths in first-listed order', async () => {
    const repo = new MemoryRepo();
    repo.write('shared/x.tsv', 'x');
    repo.write('shared/y.tsv', 'y');
    const ids = Object.fromEntries(['a', 'b', 'c'].map((s) => [s, uuidFromSeed(`mp-${s}`)]));
    // a lists x, y and x again; b lists y, x and y again; c lists x alone.
    const outputs = {
      a: ['shared/x.tsv', 'shared/y.tsv', 'shared/x.tsv'],
      b: ['shared/y.tsv', 'shared/x.tsv', 'shared/y.tsv'],
      c: ['shared/x.tsv'],
    };
    for (const [name, listed] of Object.entries(outputs))
      await repo.passport({ dir: `out/${name}`, id: ids[name] as string, outputs: listed });
    const j = await judge(chain, await repo.facts());
    const found = j.findings
      .filter((f) => f.rule === 'artifact-multiple-producers')
      .map((f) => ({ path: f.path, pointer: f.pointer, message: f.message }));
    const at = (name: string, index: number) => ({
      path: `out/${name}/${name}.passport.json`,
      pointer: `/outputs/${index}/path`,
    });
    expect(found.map(({ path, pointer }) => ({ path, pointer }))).toEqual([
      at('a', 0),
      at('b', 1),
      at('c', 0),
      at('a', 1),
      at('b', 0),
    ]);
    const names = (message: string) =>
      Object.entries(ids)
        .filter(([, id]) => message.split(': two passports')[0]!.includes(id))
        .map(([name]) => name);
    expect(found.map((f) => names(f.message))).toEqual([
      ['b', 'c'],
      ['a', 'c'],
      ['a', 'b'],
      ['b'],
      ['a'],
    ]);
    expect(found[0]!.message).toContain('output "shared/x.tsv" is also listed');
    expect(found[3]!.message).toContain('output "shared/y.tsv" is also listed');
  });

  it("finds a shared file by the walk's file id and a shared missing path by its path, in first-listed order", async () => {
    const repo = new MemoryRepo();
    repo.write('shared/x.tsv', 'x');
    repo.write('shared/gone.tsv', 'gone');
    const ids = Object.fromEntries(['a', 'b', 'c'].map((s) => [s, uuidFromSeed(`mp-id-${s}`)]));
    // gone.tsv is listed first and is no file; x.tsv is a file the walk listed.
    const outputs = {
      a: ['shared/gone.tsv', 'shared/x.tsv'],
      b: ['shared/x.tsv'],
      c: ['shared/x.tsv', 'shared/gone.tsv'],
    };
    for (const [name, listed] of Object.entries(outputs))
      await repo.passport({ dir: `out/${name}`, id: ids[name] as string, outputs: listed });
    repo.remove('shared/gone.tsv');
    const facts = await repo.facts();
    const fileId = vi.spyOn(facts.tree, 'fileId');
    const j = await judge(chain, facts);
    const found = j.findings
      .filter((f) => f.rule === 'artifact-multiple-producers')
      .map((f) => `${f.path} ${f.pointer} ${/output "([^"]+)"/.exec(f.message)?.[1]}`);
    expect(found).toEqual([
      'out/a/a.passport.json /outputs/0/path shared/gone.tsv',
      'out/c/c.passport.json /outputs/1/path shared/gone.tsv',
      'out/a/a.passport.json /outputs/1/path shared/x.tsv',
      'out/b/b.passport.json /outputs/0/path shared/x.tsv',
      'out/c/c.passport.json /outputs/0/path shared/x.tsv',
    ]);
    // Every output is looked up in the walk's index once: a listed file is kept by its id.
    expect(fileId.mock.calls.map(([rel]) => rel).sort()).toEqual(
      Object.values(outputs).flat().sort(),
    );
    expect(fileId.mock.results.filter((r) => r.value !== undefined)).toHaveLength(3);
  });
});
