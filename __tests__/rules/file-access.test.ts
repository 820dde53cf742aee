/**
 * path-ambiguous in changed mode (src/rules/families/file-access.ts reportFoldedNames): the
 * passports out of scope cost no owner lookup, and a collision with an output directory out of
 * scope is still found.
 */
import { describe, expect, it } from 'vitest';
import { fileAccess } from '../../src/rules/families/file-access.js';
import { judge, MemoryRepo } from '../helpers/facts.js';
import { uuidFromSeed } from '../helpers/repo.js';

describe('path-ambiguous in changed mode', () => {
  it('asks the owner of no passport, and reports the scope’s collision with a directory out of scope', async () => {
    const repo = new MemoryRepo();
    // out/a is in scope; out/A spells it otherwise; out/b and out/B collide out of scope.
    const dirs = ['out/a', 'out/A', 'out/b', 'out/B', 'out/c'];
    for (const [i, dir] of dirs.entries()) {
      repo.write(`${dir}/x.tsv`, `x${i}`);
      await repo.passport({ dir, id: uuidFromSeed(`fa-${i}`), outputs: [`${dir}/x.tsv`] });
    }
    const facts = await repo.facts({ changed: ['out/a/x.tsv'] });
    const asked: string[] = [];
    const layout = {
      ...facts.layout,
      ownerOf: (rel: string) => {
        asked.push(rel);
        return facts.layout.ownerOf(rel);
      },
    };
    const j = await judge(fileAccess, { ...facts, layout });
    const ambiguous = j.findings.filter((f) => f.rule === 'path-ambiguous').map((f) => f.path);
    expect(ambiguous).toEqual(['out/a']);
    expect(asked.filter((rel) => rel.endsWith('.passport.json'))).toEqual([]);
    // The same findings as the layout's own lookup gives.
    expect((await judge(fileAccess, facts)).findings).toEqual(j.findings);
  });
});
