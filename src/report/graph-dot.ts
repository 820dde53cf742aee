/**
 * Graphviz DOT rendering of the consumed_passports graph (`passport-gate graph
 * --format dot`). It formats the same {@link planDiagram} as the Mermaid
 * diagram of the job summary (src/report/graph-diagram.ts): generated node
 * keys (no identifier comes from the repository), data flowing producer →
 * consumer, the same labels and statuses. DOT has no size limit, so nothing
 * is left out by default.
 *
 * Failing passports and cycle edges are red and say so in their labels
 * (colour is not the only signal); unresolved ids are dashed. Labels are
 * escaped for a DOT quoted string, so no label can leave its quotes or carry
 * an escape sequence (\n, \l, \N…) written by the repository.
 */
import type { ChainGraphExport } from '../audit/types.js';
import { escapeInvisible } from './escape.js';
import { nodeLabel, planDiagram, type DiagramLimits, type DiagramNode } from './graph-diagram.js';

/** Escapes text for the inside of a DOT double-quoted string. */
export function escapeDotString(value: string): string {
  // escapeInvisible first: controls become visible \uXXXX text, whose backslash is then
  // doubled, so DOT never sees an escape sequence the repository wrote.
  return escapeInvisible(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"');
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
      `  ${n.key} [label="${escapeDotString(label)}", tooltip="${escapeDotString(n.id)}", ${NODE_STYLE[n.status]}];`,
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
