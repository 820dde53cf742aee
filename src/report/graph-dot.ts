/**
 * Graphviz DOT rendering of the consumed_passports graph (`passport-gate graph
 * --format dot`). It formats the same {@link planDiagram} as the Mermaid
 * diagram of the job summary (src/report/graph-diagram.ts): generated node
 * keys (no identifier comes from the repository), data flowing producer →
 * consumer, the same labels and statuses. DOT has no size limit, so nothing
 * is left out by default.
 *
 * Failing passports and cycle edges are red and say so in their labels
 * (colour is not the only signal); unresolved ids are dashed. Labels and
 * tooltips are escaped for what Graphviz does with a quoted string, not only
 * for the DOT grammar: no text can leave its quotes, carry an escape sequence
 * (\n, \l, \N…) or an entity (&#92;, &lt;) written by the repository.
 */
import type { ChainGraphExport } from '../core/report-model.js';
import { escapeInvisible } from '../util/untrusted.js';
import { nodeLabel, planDiagram, type DiagramLimits, type DiagramNode } from './graph-diagram.js';

/**
 * Escapes text for a DOT double-quoted `label`: it renders as the text itself.
 *
 * Graphviz decodes HTML entities in every string attribute (htmlEntityUTF8), so `&` becomes
 * `&amp;`: an id holding `&#92;n` would otherwise be a backslash and then a line break. In a
 * label Graphviz reads one level of backslash escapes (`\\` is a backslash, `\N` the node
 * name), so backslashes are doubled.
 */
export function escapeDotLabel(value: string): string {
  // escapeInvisible first: controls become visible \uXXXX text, whose backslash is then
  // escaped like any other, so DOT never sees an escape sequence the repository wrote.
  return escapeInvisible(value).replace(/&/g, '&amp;').replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}

/**
 * Escapes text for a DOT double-quoted node `tooltip` (the SVG `<title>` and `xlink:title`): it
 * renders as the text itself.
 *
 * A node tooltip goes through two levels of backslash escapes where a label goes through one:
 * Graphviz first reads `\\` as a backslash (and `\x` as `x`), then substitutes `\N`, `\G`,
 * `\E`, `\T`, `\H` and `\L` in what is left, so `x\\N` in the source shows the node's name.
 * Four backslashes in the source are one in the tooltip. Checked with Graphviz 2.43 (`dot`
 * of Debian 12) and 16.1 (@hpcc-js/wasm-graphviz) in __tests__/consumers/graphviz-dot.test.ts;
 * an entity (`&#92;`) is no way out, since entities are decoded before the escapes are read.
 */
export function escapeDotTooltip(value: string): string {
  return escapeInvisible(value)
    .replace(/&/g, '&amp;')
    .replace(/\\/g, '\\\\\\\\')
    .replace(/"/g, '\\"');
}

/** Attributes of a node by status. */
const NODE_STYLE: Readonly<Record<DiagramNode['status'], string>> = {
  pass: 'color="#1a7f37"',
  fail: 'color="#d1242f", fontcolor="#d1242f", penwidth=2',
  unknown: 'color="#8c959f", style="rounded,dashed"',
  unresolved: 'color="#9a6700", style="rounded,dashed"',
};

/** Renders the graph as a DOT digraph. Deterministic: the plan's order. */
export function renderDot(graph: ChainGraphExport, limits: Partial<DiagramLimits> = {}): string {
  const plan = planDiagram(graph, {
    maxNodes: limits.maxNodes ?? Number.POSITIVE_INFINITY,
    maxEdges: limits.maxEdges ?? Number.POSITIVE_INFINITY,
  });
  const lines = [
    'digraph passports {',
    '  rankdir=LR;',
    '  node [shape=box, style=rounded, fontname="Helvetica"];',
  ];
  for (const n of plan.nodes) {
    const label = `${n.status === 'fail' ? 'FAILING: ' : ''}${nodeLabel(n)}`;
    lines.push(
      `  ${n.key} [label="${escapeDotLabel(label)}", tooltip="${escapeDotTooltip(n.id)}", ${NODE_STYLE[n.status]}];`,
    );
  }
  for (const e of plan.edges) {
    lines.push(
      `  ${e.from} -> ${e.to}${e.cycle ? ' [label="cycle", color="#d1242f", penwidth=3]' : ''};`,
    );
  }
  lines.push('}');
  return `${lines.join('\n')}\n`;
}
