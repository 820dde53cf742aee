import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as lib from '../../src/lib.js';
import { TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-lib-');
});
afterEach(async () => {
  await repo.remove();
});

describe('the library API', () => {
  it('exports audit, stamp, loadPassports and buildGraph', () => {
    for (const name of ['audit', 'stamp', 'loadPassports', 'buildGraph'] as const) {
      expect(typeof lib[name]).toBe('function');
    }
  });

  it('runs a pipeline from Node: stamp two steps, audit clean, graph the chain', async () => {
    await repo.write('data/in.csv', 'a,b\n1,2\n');
    await repo.write('out/clean/table.csv', 'a,b\n1,2\n');
    const clean = await lib.stamp({
      root: repo.root,
      directory: 'out/clean',
      skill: 'clean-table',
      skillVersion: '0.1.0',
      inputs: [
        { path: 'data/in.csv', source: 'https://example.org/survey.csv (retrieved 2026-06-01)' },
      ],
      // The step it hands to (a consumer the list leaves out would be noted: chain-next-skill).
      nextSkills: ['plot'],
    });
    await repo.write('out/plot/plot.svg', '<svg/>');
    const plot = await lib.stamp({
      root: repo.root,
      directory: 'out/plot',
      skill: 'plot',
      skillVersion: '0.1.0',
      inputs: ['out/clean/table.csv'],
    });
    expect(plot.passport.consumed_passports).toEqual([clean.passport.passport_id]);

    const report = await lib.audit({ root: repo.root });
    expect(report.summary.passed).toBe(true);
    expect(report.findings).toEqual([]);

    const passports = await lib.loadPassports(repo.root);
    expect(passports.map((p) => p.path)).toEqual([clean.path, plot.path]);
    const graph = lib.buildGraph(passports);
    expect(graph.edges).toEqual([
      { from: plot.passport.passport_id, to: clean.passport.passport_id, cycle: false },
    ]);
    expect(lib.renderDot(graph)).toContain('n0 -> n1');
  });

  it('reports unreadable passports from loadPassports instead of throwing', async () => {
    await repo.write('x/bad.passport.json', '{ nope');
    const [bad] = await lib.loadPassports(repo.root);
    expect(bad).toMatchObject({ path: 'x/bad.passport.json', id: null, value: null });
    expect(bad?.problem).toMatch(/line 1/);
  });
});
