import { writeFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_GRAPH_NODES } from '../../src/repo/chain.js';
import type { ChainGraphExport } from '../../src/core/report-model.js';
import { runCli } from '../../src/cli.js';
import { readPassport } from '../../src/core/passport.js';
import { buildGraph, findGraphNode, selectNeighbourhood } from '../../src/produce/graph.js';
import type { LoadedPassport } from '../../src/produce/load-passports.js';
import { escapeDotLabel, escapeDotTooltip, renderDot } from '../../src/report/graph-dot.js';
import { buildPipeline, TempRepo, uuidFromSeed } from '../helpers/repo.js';
import { captureIo } from '../helpers/cli-io.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-graph-');
});
afterEach(async () => {
  await repo.remove();
});

const io = () => captureIo(repo.root);

async function graphOf(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const c = io();
  const code = await runCli(['graph', ...args], c);
  return { code, out: c.out(), err: c.err() };
}

/** Mermaid label text of a node: `skill · path`, the middle dot as its entity code. */
const mermaidLabel = (skill: string, path: string) => `${skill} #183; ${path}`;
/** Drops the style definitions, which the diagram module's own tests pin. */
const withoutClassDefs = (text: string) =>
  text
    .split('\n')
    .filter((l) => !l.trimStart().startsWith('classDef '))
    .join('\n');

describe('graph of a known DAG', () => {
  it('prints the expected Mermaid (producer → consumer)', async () => {
    const { align, variants, report } = await buildPipeline(repo);
    // Nodes in passport path order: align, report, variants.
    const expected = [
      'flowchart LR',
      `  n0["${mermaidLabel('bwa-alignment', align.path)}"]:::pass`,
      `  n1["${mermaidLabel('variant-report', report.path)}"]:::pass`,
      `  n2["${mermaidLabel('gatk-variant-calling', variants.path)}"]:::pass`,
      '  n2 --> n1',
      '  n0 --> n2',
      '',
    ].join('\n');
    const { code, out } = await graphOf([]);
    expect(withoutClassDefs(out)).toBe(expected);
    expect(out).toContain('classDef pass');
    expect(code).toBe(0);
  });

  it('prints the expected DOT, with the passport ids as tooltips', async () => {
    const { align, variants, report } = await buildPipeline(repo);
    const expected = [
      'digraph passports {',
      '  rankdir=LR;',
      '  node [shape=box, style=rounded, fontname="Helvetica"];',
      `  n0 [label="bwa-alignment · ${align.path}", tooltip="${align.id}", color="#1a7f37"];`,
      `  n1 [label="variant-report · ${report.path}", tooltip="${report.id}", color="#1a7f37"];`,
      `  n2 [label="gatk-variant-calling · ${variants.path}", tooltip="${variants.id}", color="#1a7f37"];`,
      '  n2 -> n1;',
      '  n0 -> n2;',
      '}',
      '',
    ].join('\n');
    const { code, out } = await graphOf(['--format', 'dot']);
    expect(out).toBe(expected);
    expect(code).toBe(0);
  });

  it('marks a failing passport (first, in red) and exits 1', async () => {
    await repo.write('res/a/a.txt', 'a');
    const a = await repo.passport({ dir: 'res/a', skill: 'step-a', outputs: ['res/a/a.txt'] });
    await repo.write('res/b/b.txt', 'b');
    const b = await repo.passport({
      dir: 'res/b',
      skill: 'step-b',
      inputs: ['res/a/a.txt'],
      outputs: ['res/b/b.txt'],
      consumed: [a.id],
    });
    await writeFile(repo.abs('res/b/b.txt'), 'tampered');
    const mermaid = await graphOf([]);
    expect(withoutClassDefs(mermaid.out)).toBe(
      [
        'flowchart LR',
        `  n0["${mermaidLabel('step-b', b.path)}"]:::fail`,
        `  n1["${mermaidLabel('step-a', a.path)}"]:::pass`,
        '  n1 --> n0',
        '',
      ].join('\n'),
    );
    expect(mermaid.code).toBe(1);
    const dot = await graphOf(['--format', 'dot']);
    expect(dot.out).toBe(
      [
        'digraph passports {',
        '  rankdir=LR;',
        '  node [shape=box, style=rounded, fontname="Helvetica"];',
        `  n0 [label="FAILING: step-b · ${b.path}", tooltip="${b.id}", color="#d1242f", fontcolor="#d1242f", penwidth=2];`,
        `  n1 [label="step-a · ${a.path}", tooltip="${a.id}", color="#1a7f37"];`,
        '  n1 -> n0;',
        '}',
        '',
      ].join('\n'),
    );
    expect(dot.code).toBe(1);
  });

  it('marks cycle edges and unresolved ids', async () => {
    const c1 = uuidFromSeed('c1');
    const c2 = uuidFromSeed('c2');
    const ghost = uuidFromSeed('ghost');
    await repo.passport({ dir: 'c1', id: c1, skill: 'one', consumed: [c2] });
    await repo.passport({ dir: 'c2', id: c2, skill: 'two', consumed: [c1, ghost] });
    const mermaid = await graphOf([]);
    expect(mermaid.out.match(/==>\|cycle\|/g)).toHaveLength(2);
    expect(mermaid.out).toMatch(/:::unresolved/);
    expect(mermaid.out).toMatch(/linkStyle 0,1 /);
    expect(mermaid.code).toBe(1);
    const dot = await graphOf(['--format', 'dot']);
    expect(dot.out.match(/\[label="cycle", color="#d1242f", penwidth=3\]/g)).toHaveLength(2);
    expect(dot.out).toContain(`[label="unresolved ${ghost}", tooltip="${ghost}", color="#9a6700"`);
  });

  it('draws the neighbourhood --around a passport, by id, path or directory', async () => {
    const { align, variants, report } = await buildPipeline(repo);
    const byDir = await graphOf(['--around', 'results/report', '--depth', '1', '--format', 'dot']);
    expect(byDir.out).toContain(report.id);
    expect(byDir.out).toContain(variants.id);
    expect(byDir.out).not.toContain(align.id);
    const byId = await graphOf(['--around', align.id, '--depth', '0', '--format', 'dot']);
    expect(byId.out.match(/tooltip=/g)).toHaveLength(1);
    const byPath = await graphOf(['--around', variants.path, '--format', 'dot']);
    expect(byPath.out.match(/tooltip=/g)).toHaveLength(3);
  });

  it('exits 2 with what to do on bad usage, and has --help with examples', async () => {
    await buildPipeline(repo);
    const unknown = await graphOf(['--around', 'nowhere']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('run "passport-gate graph" to see them all');
    expect((await graphOf(['--depth', '2'])).code).toBe(2);
    expect((await graphOf(['--around', 'results/align', '--depth', '-1'])).code).toBe(2);
    expect((await graphOf(['--format', 'svg'])).code).toBe(2);
    const help = await graphOf(['--help']);
    expect(help.code).toBe(0);
    expect(help.out).toContain('Examples:');
  });

  it('writes --output atomically', async () => {
    await buildPipeline(repo);
    const { code, err } = await graphOf(['--output', 'chain.mmd']);
    expect(code).toBe(0);
    expect(err).toContain('3 passport(s), 2 edge(s)');
    expect((await repo.read('chain.mmd')).toString()).toMatch(/^flowchart LR\n/);
  });
});

describe('buildGraph', () => {
  const loaded = (i: number, consumed: string[]): LoadedPassport => {
    const value = {
      passport_id: uuidFromSeed(`p${i}`),
      produced_by: { skill: `s${i}` },
      consumed_passports: consumed,
    };
    return {
      path: `r/${i}/p.passport.json`,
      dir: `r/${i}`,
      id: value.passport_id,
      value,
      summary: readPassport(value),
    };
  };

  it('keeps the whole graph, beyond the report cap', () => {
    const n = MAX_GRAPH_NODES + 100;
    const passports = Array.from({ length: n }, (_, i) =>
      loaded(i, i > 0 ? [uuidFromSeed(`p${i - 1}`)] : []),
    );
    const graph = buildGraph(passports);
    expect(graph.nodes).toHaveLength(n);
    expect(graph.edges).toHaveLength(n - 1);
    expect(graph.nodes.every((x) => x.status === 'pass')).toBe(true);
    const failing = buildGraph(passports, { failingPaths: new Set(['r/3/p.passport.json']) });
    expect(failing.nodes.filter((x) => x.status === 'fail').map((x) => x.id)).toEqual([
      uuidFromSeed('p3'),
    ]);
  });
});

describe('selectNeighbourhood', () => {
  // a ← b ← c ← d ← e (each consumes the previous); x also consumes b.
  const ids = ['a', 'b', 'c', 'd', 'e', 'x'];
  const graph: ChainGraphExport = {
    nodes: ids.map((id) => ({ id, path: `${id}/p.passport.json`, skill: id, status: 'pass' })),
    edges: [
      { from: 'b', to: 'a', cycle: false },
      { from: 'c', to: 'b', cycle: false },
      { from: 'd', to: 'c', cycle: false },
      { from: 'e', to: 'd', cycle: false },
      { from: 'x', to: 'b', cycle: false },
    ],
  };
  const nodeIds = (g: ChainGraphExport) => g.nodes.map((n) => n.id);

  it('goes up- and downstream without turning around to siblings', () => {
    expect(nodeIds(selectNeighbourhood(graph, 'c', 1))).toEqual(['b', 'c', 'd']);
    const two = selectNeighbourhood(graph, 'c', 2);
    expect(nodeIds(two)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(two.edges).toHaveLength(4);
    expect(nodeIds(selectNeighbourhood(graph, 'b', 1))).toEqual(['a', 'b', 'c', 'x']);
    expect(nodeIds(selectNeighbourhood(graph, 'e', 0))).toEqual(['e']);
  });

  it('keeps an edge to an unresolved id within reach', () => {
    const g: ChainGraphExport = {
      nodes: [{ id: 'a', path: null, skill: null, status: 'fail' }],
      edges: [{ from: 'a', to: 'ghost', cycle: false }],
    };
    expect(selectNeighbourhood(g, 'a', 1).edges).toEqual(g.edges);
    expect(selectNeighbourhood(g, 'a', 0).edges).toEqual([]);
  });

  it('is iterative: a chain of 200,000 passports does not overflow the stack', () => {
    const n = 200_000;
    const long: ChainGraphExport = {
      nodes: Array.from({ length: n }, (_, i) => ({
        id: `p${i}`,
        path: null,
        skill: null,
        status: 'pass' as const,
      })),
      edges: Array.from({ length: n - 1 }, (_, i) => ({
        from: `p${i + 1}`,
        to: `p${i}`,
        cycle: false,
      })),
    };
    expect(selectNeighbourhood(long, `p${n / 2}`, n).nodes).toHaveLength(n);
  });

  it('finds the node an --around argument names', () => {
    expect(findGraphNode(graph, 'c')).toBe('c');
    expect(findGraphNode(graph, 'c/p.passport.json')).toBe('c');
    expect(findGraphNode(graph, './d/')).toBe('d');
    expect(findGraphNode(graph, 'zz')).toBeNull();
  });
});

describe('DOT escaping', () => {
  it('keeps labels inside their quotes and neutralizes DOT escapes', () => {
    expect(escapeDotLabel('a"b')).toBe('a\\"b');
    expect(escapeDotLabel('a\\nb')).toBe('a\\\\nb');
    expect(escapeDotLabel('line\nbreak')).toBe('line\\\\u000abreak');
    expect(escapeDotLabel('x&#92;n')).toBe('x&amp;#92;n');
    // A tooltip is read for escapes twice (see escapeDotTooltip; graphviz-dot.test.ts renders it).
    expect(escapeDotTooltip('x\\N')).toBe('x\\\\\\\\N');
    const dot = renderDot({
      nodes: [{ id: 'x"];evil', path: 'p\\l"', skill: 'k', status: 'pass' }],
      edges: [],
    });
    // The only unescaped quotes are the renderer's own (label, tooltip, colour): the line
    // stays one statement.
    const line = dot.split('\n').find((l) => l.startsWith('  n0 [')) ?? '';
    expect(line.replace(/\\\\/g, '').replace(/\\"/g, '').match(/"/g)).toHaveLength(6);
    expect(line.endsWith('];')).toBe(true);
  });
});
