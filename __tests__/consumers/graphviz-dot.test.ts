/**
 * `passport-gate graph --format dot`, rendered by Graphviz itself (@hpcc-js/wasm-graphviz: the
 * Graphviz C sources compiled to WebAssembly) to SVG: each node's tooltip (`<title>` of its
 * link) must read as its passport_id and its label as the drawn text, whatever the repository
 * wrote. Graphviz reads escapes (`\N`, `\G`, `\E`, `\T`, `\H`, `\L`, `\n`…) and entities in
 * those strings beyond what the DOT grammar says, so only rendering shows what a reader sees.
 */
import { Graphviz } from '@hpcc-js/wasm-graphviz';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../../src/audit/pipeline.js';
import type { ChainGraphExport } from '../../src/core/report-model.js';
import { runCli } from '../../src/cli.js';
import { escapeInvisible } from '../../src/util/untrusted.js';
import { nodeLabel, planDiagram } from '../../src/report/graph-diagram.js';
import { renderDot } from '../../src/report/graph-dot.js';
import { captureIo } from '../helpers/cli-io.js';
import type { TempRepo } from '../helpers/repo.js';
import {
  createCycleRepo,
  createHostileGraph,
  createHostileRepo,
  HOSTILE_NAMES,
} from './fixtures.js';

let graphviz: Graphviz;
const repos: TempRepo[] = [];
beforeAll(async () => {
  graphviz = await Graphviz.load();
  repos.push(await createHostileRepo(), await createCycleRepo());
});
afterAll(async () => {
  await Promise.all(repos.map((r) => r.remove()));
});

/** A drawn node as a reader of the SVG sees it. */
interface SvgNode {
  /** The tooltip (xlink:title of the node's link). */
  tooltip: string | null;
  /** The label's text lines. */
  label: string[];
}

/** Renders DOT with Graphviz and reads every node of the SVG, by the node's key (n0, n1, …). */
function renderSvgNodes(dot: string): Map<string, SvgNode> {
  const svg = graphviz.layout(dot, 'svg', 'dot');
  const document = new JSDOM(svg, { contentType: 'image/svg+xml' }).window.document;
  const nodes = new Map<string, SvgNode>();
  for (const g of document.querySelectorAll('g.node')) {
    const key = g.querySelector('title')?.textContent ?? '';
    const link = g.querySelector('a');
    nodes.set(key, {
      tooltip: link?.getAttributeNS('http://www.w3.org/1999/xlink', 'title') ?? null,
      label: [...g.querySelectorAll('text')].map((t) => t.textContent ?? ''),
    });
  }
  return nodes;
}

/** Every node of the plan renders with its id as tooltip and its label as text. */
function expectFaithfulSvg(dot: string, graph: ChainGraphExport): void {
  const plan = planDiagram(graph, {
    maxNodes: Number.POSITIVE_INFINITY,
    maxEdges: Number.POSITIVE_INFINITY,
  });
  const nodes = renderSvgNodes(dot);
  expect([...nodes.keys()].sort()).toEqual(plan.nodes.map((n) => n.key).sort());
  for (const node of plan.nodes) {
    const drawn = nodes.get(node.key);
    // Controls, bidi and zero-width characters are shown as \uXXXX escapes (escape.ts).
    expect(drawn?.tooltip).toBe(escapeInvisible(node.id));
    const label = `${node.status === 'fail' ? 'FAILING: ' : ''}${nodeLabel(node)}`;
    expect(drawn?.label.join('\n')).toBe(escapeInvisible(label));
  }
}

describe('DOT rendered by Graphviz', () => {
  it('renders the Graphviz the tests pin', () => {
    expect(graphviz.version()).toMatch(/^\d+\.\d+/);
  });

  it('ids with \\N and its siblings, quotes, <, &, entities and a newline read as themselves', () => {
    const graph = createHostileGraph();
    expect(graph.nodes.map((n) => n.id)).toEqual(HOSTILE_NAMES);
    expectFaithfulSvg(renderDot(graph), graph);
  });

  it('an id of each kind alone, tooltip exactly the id', () => {
    for (const id of ['x\\N', '\\G\\E\\T\\H\\L', 'q"q', 'a<b>&c', '\\', 'x&#92;n', '&amp;']) {
      const graph: ChainGraphExport = {
        nodes: [{ id, skill: 's', path: 'p', status: 'pass' }],
        edges: [],
      };
      expect(renderSvgNodes(renderDot(graph)).get('n0')?.tooltip).toBe(id);
    }
  });

  it.each(['hostile names', 'a cycle'])(
    '`graph --format dot` of a repository: %s',
    async (name) => {
      const repo = repos[name === 'a cycle' ? 1 : 0]!;
      const io = captureIo(repo.root);
      await runCli(['graph', '--format', 'dot'], io);
      expect(io.out()).toMatch(/^digraph passports \{/);
      const report = await audit({ root: repo.root });
      expectFaithfulSvg(io.out(), report.graph);
    },
  );
});
