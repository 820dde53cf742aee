/**
 * The Mermaid diagram of the consumed_passports chain: labels escaped so no
 * passport can break out of its node, failing nodes and cycle edges marked,
 * and the size limits of Mermaid respected.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChainGraphExport } from '../../src/core/report-model.js';
import {
  escapeMermaidText,
  MERMAID_MAX_TEXT_CHARS,
  planDiagram,
  planMermaid,
  renderMermaid,
} from '../../src/report/graph-diagram.js';

const node = (
  id: string,
  over: Partial<ChainGraphExport['nodes'][number]> = {},
): ChainGraphExport['nodes'][number] => ({
  id,
  path: `results/${id}/${id}.passport.json`,
  skill: `skill-${id}`,
  status: 'pass',
  ...over,
});

/** Decodes Mermaid entity codes (`#34;`) back to characters. */
const decode = (s: string) =>
  s.replace(/#(\d+);/g, (_m, n: string) => String.fromCodePoint(Number(n)));

/** Every line a rendered diagram may contain. */
const SAFE_LINE = [
  /^flowchart LR$/,
  /^ {2}n\d+\["[A-Za-z0-9 _.,/#;-]*"\]:::(pass|fail|unknown|unresolved)$/,
  /^ {2}n\d+ --> n\d+$/,
  /^ {2}n\d+ ==>\|cycle\| n\d+$/,
  /^ {2}classDef (pass|fail|unknown|unresolved) [a-z:#0-9,. -]+$/,
  /^ {2}linkStyle [\d,]+ stroke:#d1242f,stroke-width:3px$/,
];
const expectSafe = (text: string) => {
  for (const line of text.trimEnd().split('\n'))
    expect(
      SAFE_LINE.some((re) => re.test(line)),
      line,
    ).toBe(true);
};

describe('escapeMermaidText', () => {
  it('keeps a small safe alphabet and encodes everything else as entity codes', () => {
    expect(escapeMermaidText('bwa-alignment 1.2_x/y,z')).toBe('bwa-alignment 1.2_x/y,z');
    expect(escapeMermaidText('a"]\n`')).toBe('a#34;#93;#10;#96;');
    expect(escapeMermaidText('😀')).toBe('#128512;');
  });

  it('round-trips any text and emits only safe characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
        const escaped = escapeMermaidText(text);
        expect(escaped).toMatch(/^[A-Za-z0-9 _.,/#;-]*$/);
        expect(decode(escaped)).toBe(text);
      }),
      { numRuns: 500 },
    );
  });
});

describe('renderMermaid', () => {
  it('draws producer → consumer with statuses, unresolved ids and highlighted cycle edges', () => {
    const graph: ChainGraphExport = {
      nodes: [
        node('a'),
        node('b', { status: 'fail' }),
        node('c', { status: 'fail' }),
        node('d', { status: 'unknown' }),
      ],
      edges: [
        { from: 'b', to: 'a', cycle: false },
        { from: 'c', to: 'b', cycle: true },
        { from: 'b', to: 'c', cycle: true },
        { from: 'd', to: 'ghost', cycle: false },
      ],
    };
    const text = renderMermaid(graph);
    expectSafe(text);
    const plan = planDiagram(graph);
    const key = (id: string) => plan.nodes.find((n) => n.id === id)?.key;
    expect(plan.nodes.find((n) => n.id === 'ghost')?.status).toBe('unresolved');
    expect(text).toContain(`${key('a')} --> ${key('b')}`);
    expect(text).toContain(`${key('b')} ==>|cycle| ${key('c')}`);
    expect(text).toContain(`${key('c')} ==>|cycle| ${key('b')}`);
    expect(text).toMatch(new RegExp(`${key('b')}\\[".*"\\]:::fail`));
    expect(text).toMatch(/linkStyle 0,1 stroke/); // cycle edges are drawn first
    expect(text).toContain('unresolved ghost');
  });

  it('keeps hostile labels inside their node', () => {
    const hostile = [
      '"]; click n0 call alert(1); n0["',
      '```\n</code><img src=x onerror=alert(1)>',
      '%%{init: {"securityLevel": "loose"}}%%',
      'a\n  n9 --> n0\n',
      '[link](https://evil.example)',
    ];
    const graph: ChainGraphExport = {
      nodes: hostile.map((h, i) => node(`id${i}${h}`, { skill: h, path: h })),
      edges: [{ from: `id1${hostile[1]}`, to: `id0${hostile[0]}`, cycle: false }],
    };
    const text = renderMermaid(graph);
    expectSafe(text);
    expect(text).not.toContain('```');
    expect(text).not.toContain('<');
    expect(text).not.toContain('%%');
    expect(text.split('\n').filter((l) => l.includes('-->'))).toHaveLength(1);
  });

  it('puts failing nodes first under a node cap and counts what it leaves out', () => {
    const nodes = Array.from({ length: 10 }, (_, i) =>
      node(`p${i}`, { status: i === 9 ? 'fail' : 'pass' }),
    );
    const edges = nodes.slice(1).map((n, i) => ({ from: n.id, to: `p${i}`, cycle: false }));
    const plan = planDiagram({ nodes, edges }, { maxNodes: 3 });
    expect(plan.nodes.map((n) => n.id)).toEqual(['p9', 'p0', 'p1']);
    expect(plan.omittedNodes).toBe(7);
    expect(plan.edges).toEqual([{ from: 'n1', to: 'n2', cycle: false }]);
    expect(plan.omittedEdges).toBe(8);
  });

  it('stays within Mermaid’s text limit however long the labels', () => {
    const nodes = Array.from({ length: 300 }, (_, i) =>
      node(`${'€'.repeat(80)}${i}`, { skill: '"'.repeat(200) }),
    );
    const edges = nodes
      .slice(1)
      .map((n, i) => ({ from: n.id, to: nodes[i]?.id as string, cycle: false }));
    const text = renderMermaid({ nodes, edges });
    expect(text.length).toBeLessThanOrEqual(MERMAID_MAX_TEXT_CHARS);
    expect(planMermaid({ nodes, edges }).omittedNodes).toBeGreaterThan(0);
    expectSafe(text);
  });
});

describe('a pull request’s changes on the diagram', () => {
  it('draws changed and stale passports first when the diagram must leave some out, and labels them', () => {
    const graph: ChainGraphExport = {
      nodes: ['a', 'b', 'c', 'd'].map((id) => node(id)),
      edges: [{ from: 'd', to: 'c', cycle: false }],
    };
    const changes = new Map([
      ['c', 'changed' as const],
      ['d', 'stale' as const],
    ]);
    const plan = planDiagram(graph, { maxNodes: 2 }, changes);
    expect(plan.nodes.map((n) => [n.id, n.change])).toEqual([
      ['c', 'changed'],
      ['d', 'stale'],
    ]);
    const all = planDiagram(graph, {}, changes);
    expect(all.nodes.map((n) => n.change)).toEqual(['changed', 'stale', 'unchanged', 'unchanged']);
    const text = renderMermaid(graph, {}, changes);
    expect(text).toContain('  class n0 changed\n');
    expect(text).toContain('  class n1 stale\n');
    expect(text).toContain('  class n2,n3 unchanged\n');
    expect(decode(text)).toContain('"stale: skill-d · results/d/d.passport.json"');
    // Without changes nothing of the kind is drawn (graph, the audit's own diagram).
    expect(renderMermaid(graph)).not.toMatch(/changed|stale|unchanged/);
  });
});
