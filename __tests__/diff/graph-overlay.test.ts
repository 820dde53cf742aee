/** The diff laid over the report's chain graph: marks, and nodes the scope did not reach. */
import { describe, expect, it } from 'vitest';
import { overlayDiff } from '../../src/report/diff-overlay.js';
import type { ProvenanceDiff, StaleStep } from '../../src/core/diff-model.js';

const step = (
  order: number,
  id: string,
  via: string,
  kind: 'consumed' | 'upstream',
): StaleStep => ({
  order,
  path: `r/${id}/${id}.passport.json`,
  directory: `r/${id}`,
  passport_id: id,
  skill: `${id}-step`,
  skill_version: '1',
  reasons: [{ kind, via_path: `r/${via}/${via}.passport.json`, via_id: via }],
  command: null,
});

describe('overlayDiff', () => {
  it('marks changed and stale passports, adds those outside the graph with their consumed_passports edges only', () => {
    const diff = {
      passports: [
        { change: 'changed', head_id: 'a', head_path: 'r/a/a.passport.json', skill: 'a-step' },
      ],
      stale: [step(1, 'b', 'a', 'upstream'), step(2, 'c', 'a', 'consumed')],
    } as unknown as ProvenanceDiff;
    const { graph, changes } = overlayDiff(
      {
        nodes: [{ id: 'a', path: 'r/a/a.passport.json', skill: 'a-step', status: 'pass' }],
        edges: [],
      },
      diff,
    );
    expect(Object.fromEntries(changes)).toEqual({ a: 'changed', b: 'stale', c: 'stale' });
    expect(graph.nodes.map((n) => [n.id, n.status])).toEqual([
      ['a', 'pass'],
      ['b', 'unknown'],
      ['c', 'unknown'],
    ]);
    // An upstream reason may come from an input's digest, not an edge: only `consumed` draws one.
    expect(graph.edges).toEqual([{ from: 'c', to: 'a', cycle: false }]);
  });
});
