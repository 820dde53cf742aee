/**
 * path-ambiguous's names one on a case-folding file system, in changed mode, when a single
 * name of all those the rule indexes folds away: an output directory out of scope, a path a
 * passport in scope lists, a file in scope. reportFoldedNames builds its index only when some
 * name folds away (issue 41, branch rel-cuts); each case here fails if that name is not asked.
 */
import { describe, expect, it } from 'vitest';
import { fileAccess } from '../../src/rules/families/file-access.js';
import { judge, MemoryRepo } from '../helpers/facts.js';

/** Two passport directories under the inferred root `res` (so `res/*` are output directories). */
async function twoSteps(repo: MemoryRepo, bInputs: string[] = []): Promise<void> {
  repo.write('res/a/x.txt', 'x');
  await repo.passport({ dir: 'res/a', outputs: ['res/a/x.txt'] });
  repo.write('res/b/y.txt', 'y');
  for (const input of bInputs) repo.write(input, 'in');
  await repo.passport({ dir: 'res/b', outputs: ['res/b/y.txt'], inputs: bInputs });
  // An input recorded and gone since: listed, no file of that spelling.
  for (const input of bInputs) repo.remove(input);
}

/** path-ambiguous findings as `path: message`, in changed mode and in --all. */
async function ambiguous(repo: MemoryRepo, changed: string[]) {
  const read = async (options: { changed?: string[] }) =>
    (await judge(fileAccess, await repo.facts(options))).findings
      .filter((f) => f.rule === 'path-ambiguous')
      .map((f) => `${f.path}: ${f.message}`);
  return { changed: await read({ changed }), all: await read({}) };
}

describe('path-ambiguous in changed mode, one name folding away', () => {
  it('an output directory out of scope (no passport) against a directory in scope', async () => {
    const repo = new MemoryRepo();
    await twoSteps(repo);
    repo.write('res/B/z.txt', 'z');
    const found = await ambiguous(repo, ['res/b/y.txt']);
    expect(found.changed).toEqual([
      expect.stringMatching(/^res\/b: "res\/b" and "res\/B" differ only by case/),
    ]);
    expect(found.all).toEqual(found.changed);
  });

  it('a path a passport in scope lists against an output directory out of scope', async () => {
    const repo = new MemoryRepo();
    await twoSteps(repo, ['res/A/x.txt']);
    const found = await ambiguous(repo, ['res/b/y.txt']);
    expect(found.changed).toEqual([expect.stringMatching(/"res\/A\/x.txt"/)]);
  });

  it('a file in scope against the path its passport lists', async () => {
    const repo = new MemoryRepo();
    await twoSteps(repo);
    repo.write('res/b/Y.txt', 'Y');
    const found = await ambiguous(repo, ['res/b/Y.txt']);
    expect(found.changed).toEqual([expect.stringMatching(/"res\/b\/y.txt"|"res\/b\/Y.txt"/)]);
    expect(found.all).toEqual(found.changed);
  });

  it('a passport in scope against another of its directory', async () => {
    const repo = new MemoryRepo();
    await twoSteps(repo);
    const made = await repo.passport({ dir: 'res/b', outputs: ['res/b/y.txt'] });
    // The same passport file name but for its run id in capitals: a second passport.
    const spelt = made.path.replace(/[^/]*(?=\.passport\.json$)/, (id) => id.toUpperCase());
    expect(spelt).not.toBe(made.path);
    repo.write(spelt, '{}');
    const found = await ambiguous(repo, ['res/b/y.txt']);
    expect(found.changed).toEqual([expect.stringMatching(/differ only by case/)]);
    expect(found.all).toEqual(found.changed);
  });
});
