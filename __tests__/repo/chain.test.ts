import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Passport } from '../../src/core/passport.js';
import { createArtifactPaths } from '../../src/repo/artifact-paths.js';
import { indexChain, type PassportNode } from '../../src/repo/chain.js';

/** A passport of the chain: an id (or a refused file claiming one) consuming `consumed`. */
interface Spec {
  id: number;
  refused: boolean;
  consumed: number[];
  inScope: boolean;
}

const idOf = (n: number) => `p${n}`;

/** The chain's nodes for `specs`: ids may repeat, a refused passport resolves nothing. */
function buildNodes(specs: readonly Spec[]): PassportNode[] {
  return specs.map((s, i) => ({
    path: `d${i}/x.passport.json`,
    dir: `d${i}`,
    id: s.refused ? null : idOf(s.id),
    claimedId: s.refused ? idOf(s.id) : undefined,
    summary: s.refused
      ? null
      : ({ id: idOf(s.id), consumed: s.consumed.map(idOf), outputs: [] } as unknown as Passport),
  }));
}

/**
 * 1 to `maxLength` passports over eight ids (repeated ids, refused files, up to three consumed
 * ids each, some in scope) as the chain's nodes and the scoped ones among them.
 */
const chainSpecs = (maxLength: number) =>
  fc
    .array(
      fc.record({
        id: fc.integer({ min: 0, max: 7 }),
        refused: fc.boolean(),
        consumed: fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 3 }),
        inScope: fc.boolean(),
      }),
      { minLength: 1, maxLength },
    )
    .map((specs) => {
      const nodes = buildNodes(specs);
      return { nodes, inScope: new Set(nodes.filter((_, i) => specs[i]?.inScope)) };
    });

/** True when a passport on a cycle can be reached from a checked one (each consumed id to its first passport). */
function reachesCycle(nodes: readonly PassportNode[], checked: ReadonlySet<PassportNode>) {
  const first = new Map<string, PassportNode>();
  for (const n of nodes)
    if (n.summary !== null && n.id !== null && !first.has(n.id)) first.set(n.id, n);
  const next = (n: PassportNode) =>
    (n.summary?.consumed ?? []).map((c) => first.get(c)).filter((p) => p !== undefined);
  const reachedFrom = (starts: readonly PassportNode[]) => {
    const seen = new Set<PassportNode>();
    const queue = [...starts];
    for (let k = 0; k < queue.length; k++) {
      const n = queue[k] as PassportNode;
      if (seen.has(n)) continue;
      seen.add(n);
      queue.push(...next(n));
    }
    return seen;
  };
  return [...reachedFrom([...checked])].some((n) => reachedFrom(next(n)).has(n));
}

const paths = createArtifactPaths('root');
const pathsOf = (cycles: readonly { members: readonly PassportNode[] }[]) =>
  cycles.map((c) => c.members.map((m) => m.path));

describe('indexChain cycles', () => {
  it('lists no cycle when no checked passport reaches one', () => {
    // p0 and p1 consume each other; p2, the scope, consumes p3, which consumes nothing.
    const nodes = buildNodes([
      { id: 0, refused: false, consumed: [1], inScope: false },
      { id: 1, refused: false, consumed: [0], inScope: false },
      { id: 2, refused: false, consumed: [3], inScope: true },
      { id: 3, refused: false, consumed: [], inScope: false },
    ]);
    const chain = indexChain(nodes, { inScope: (n) => n === nodes[2], paths });
    expect([...chain.checked]).toEqual([nodes[2]]);
    expect(chain.cycles()).toEqual([]);
    // Every passport checked (all mode): the cycle is there.
    expect(pathsOf(indexChain(nodes, { inScope: () => true, paths }).cycles())).toEqual([
      [nodes[1]?.path, nodes[0]?.path],
    ]);
  });

  it('lists every cyclic component, as all mode does, exactly when a checked passport reaches a cycle', () => {
    fc.assert(
      fc.property(chainSpecs(9), ({ nodes, inScope }) => {
        const chain = indexChain(nodes, { inScope: (n) => inScope.has(n), paths });
        const whole = indexChain(nodes, { inScope: () => true, paths }).cycles();
        const expected = reachesCycle(nodes, chain.checked) ? pathsOf(whole) : [];
        expect(pathsOf(chain.cycles())).toEqual(expected);
        // What the report's graph marks, from the same cycles.
        const marked = [...chain.cycleEdges()].sort();
        const checkedMembers = whole.filter((c) => c.members.some((m) => chain.checked.has(m)));
        expect(marked.length > 0).toBe(checkedMembers.length > 0);
      }),
      { numRuns: 500 },
    );
  });
});

describe('indexChain checked', () => {
  it('checks the scope and every passport consuming one of its ids, in the passports’ order', () => {
    fc.assert(
      fc.property(chainSpecs(12), ({ nodes, inScope }) => {
        const chain = indexChain(nodes, { inScope: (n) => inScope.has(n), paths });
        // The plain reading: the scoped passports first, then each consumer of a scoped id.
        const scopedIds = new Set(
          [...inScope].map((n) => n.id).filter((id): id is string => id !== null),
        );
        const expected = new Set(inScope);
        for (const n of nodes)
          if ((n.summary?.consumed ?? []).some((c) => scopedIds.has(c))) expected.add(n);
        expect([...chain.checked].map((n) => n.path)).toEqual([...expected].map((n) => n.path));
      }),
      { numRuns: 500 },
    );
  });
});
