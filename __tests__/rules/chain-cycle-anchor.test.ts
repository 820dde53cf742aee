/**
 * Issue 15 #6: a chain-cycle finding sits on a passport of the printed cycle, at the
 * consumed_passports entry of the back edge, and names both ends of that edge and the stamp
 * command that removes it.
 */
import { describe, expect, it } from 'vitest';
import { chain } from '../../src/rules/families/chain.js';
import { judge, MemoryRepo } from '../helpers/facts.js';
import { uuidFromSeed } from '../helpers/repo.js';

describe('chain-cycle anchor', () => {
  it('sits on a passport of the printed cycle, at the back edge, when the component is wider', async () => {
    // a ⇄ b, and b → c → d → b: one strongly connected component {a, b, c, d}. Only d is in
    // scope (changed mode), so d and its consumer c are checked; the component's own cycle
    // (from its first node) is a → b → a, which holds neither.
    const repo = new MemoryRepo();
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((s) => uuidFromSeed(`cyc-${s}`)) as string[];
    const spec = [
      ['a', a, [b], '10'],
      ['b', b, [a, c], '11'],
      ['c', c, [d], '12'],
      ['d', d, [b], '09'],
    ] as const;
    for (const [name] of spec) repo.write(`out/${name}/f`, name);
    for (const [name, id, consumed, hour] of spec)
      await repo.passport({
        dir: `out/${name}`,
        id,
        outputs: [`out/${name}/f`],
        consumed: [...consumed] as string[],
        createdAt: `2026-06-17T${hour}:00:00Z`,
      });
    const j = await judge(chain, await repo.facts({ changed: ['out/d/f'] }));
    const cycles = j.findings.filter((f) => f.rule === 'chain-cycle');
    expect(cycles).toHaveLength(1);
    const f = cycles[0]!;
    // The printed cycle (before the paths) passes through the anchor.
    const printed = f.message.split(' (')[0]!;
    expect(printed).toContain(`"${d}"`);
    // The back edge: d (09:00) consumes b (11:00), so d predates its producer.
    expect(f.path).toBe('out/d/d.passport.json');
    expect(f.pointer).toBe('/consumed_passports/0');
    expect(f.message).toContain(
      `The back edge: "${d}" ("out/d/d.passport.json") consumes "${b}" ("out/b/b.passport.json")`,
    );
    expect(f.message).toContain(`passport-gate stamp "out/d" --drop-consumes "${b}"`);
  });

  it('without a time order, the edge out of a checked passport of the cycle', async () => {
    const repo = new MemoryRepo();
    const a = uuidFromSeed('same-a');
    const b = uuidFromSeed('same-b');
    repo.write('out/a/x', 'x');
    repo.write('out/b/y', 'y');
    await repo.passport({
      dir: 'out/a',
      id: a,
      outputs: ['out/a/x'],
      consumed: [uuidFromSeed('other'), b],
    });
    await repo.passport({ dir: 'out/b', id: b, outputs: ['out/b/y'], consumed: [a] });
    const j = await judge(chain, await repo.facts({ changed: ['out/a/x'] }));
    const f = j.findings.find((x) => x.rule === 'chain-cycle');
    // a is in scope; b consumes a, so both are checked: the first checked consumer of the cycle.
    expect(f?.pointer).toMatch(/^\/consumed_passports\/\d$/);
    expect(['out/a/a.passport.json', 'out/b/b.passport.json']).toContain(f?.path);
    const consumer =
      f?.path === 'out/a/a.passport.json' ? { pos: 1, other: b } : { pos: 0, other: a };
    expect(f?.pointer).toBe(`/consumed_passports/${consumer.pos}`);
    expect(f?.message).toContain(`--drop-consumes "${consumer.other}"`);
  });
});
