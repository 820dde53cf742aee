/**
 * Stages 1 to 4 of the audit (src/audit/pipeline.ts gatherFacts): the passports are read with
 * their artifact paths kept as the walk's own strings (RepoTree.listedPath), so 100,000 listed
 * artifacts do not hold a second copy of each path's text (docs/performance.md, issue 41).
 */
import { describe, expect, it, vi } from 'vitest';
import type { Passport } from '../../src/core/passport.js';
import { MemoryRepo } from '../helpers/facts.js';

describe('gatherFacts', () => {
  it("reads every artifact path of every passport through the tree's listedPath", async () => {
    const repo = new MemoryRepo();
    repo.write('raw/in.tsv', 'in');
    for (const name of ['a', 'b']) {
      repo.write(`out/${name}/x.tsv`, `${name}x`);
      repo.write(`out/${name}/y.tsv`, `${name}y`);
      await repo.passport({
        dir: `out/${name}`,
        inputs: ['raw/in.tsv'],
        outputs: [`out/${name}/x.tsv`, `out/${name}/y.tsv`],
      });
    }
    // The in-memory tree's class, from a first gathering: its listedPath is watched on the second.
    const first = await repo.facts();
    const proto = Object.getPrototypeOf(first.tree) as { listedPath(rel: string): string };
    const spy = vi.spyOn(proto, 'listedPath');
    try {
      const facts = await repo.facts();
      const listed = facts.passports.records.flatMap((r) => {
        const s = r.summary as Passport;
        return [...s.inputs, ...s.outputs].map((a) => a.path);
      });
      expect(listed).toEqual([
        'raw/in.tsv',
        'out/a/x.tsv',
        'out/a/y.tsv',
        'raw/in.tsv',
        'out/b/x.tsv',
        'out/b/y.tsv',
      ]);
      const asked = spy.mock.calls.map(([rel]) => rel);
      for (const path of listed) expect(asked).toContain(path);
      expect(spy.mock.results.every((r) => r.type === 'return')).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });
});
