/**
 * Diagrams of the consumed_passports DAG. {@link planDiagram} chooses what to
 * draw (failing passports, unresolved ids and cycles first, within the
 * renderer's limits) and gives every node a generated key, so no identifier in
 * the output ever comes from the repository; renderers such as
 * {@link renderMermaid} only format a plan. Data flows producer → consumer.
 *
 * Labels are untrusted (skill names, paths, ids): {@link escapeMermaidText}
 * turns every character outside a small safe set into a Mermaid entity code
 * (`#35;`), so a label cannot close its quotes, end the code fence, add a
 * statement (`click`, `%%{init}%%`) or inject HTML.
 */
import type { ChainGraphExport } from '../core/report-model.js';

/** Mermaid's default `maxTextSize`: larger diagrams are refused. https://mermaid.js.org/config/schema-docs/config.html#maxtextsize */
export const MERMAID_MAX_TEXT_CHARS = 50_000;
/** Mermaid's default `maxEdges`. https://mermaid.js.org/config/schema-docs/config.html#maxedges */
const MERMAID_MAX_EDGES = 500;
/** Nodes drawn at most; a diagram of more is not readable in a job summary. */
const DIAGRAM_MAX_NODES = 150;
/** Longest label text (before escaping). */
const DIAGRAM_LABEL_MAX_CHARS = 80;

/** What a drawn node stands for. `unresolved`: a consumed id that matches no passport. */
export type DiagramNodeStatus = 'pass' | 'fail' | 'unknown' | 'unresolved';

/**
 * What a pull request did to a drawn passport (src/diff/): changed (added or changed by it),
 * stale (downstream of a modified output, not re-stamped) or unchanged. Drawn as a second
 * class beside the status: the status fills the node, the change outlines it.
 */
export type DiagramChange = 'changed' | 'stale' | 'unchanged';

/** A node of a {@link DiagramPlan}. */
export interface DiagramNode {
  /** Generated identifier (`n0`, `n1`, …), safe in any diagram language. */
  key: string;
  /** passport_id (untrusted). */
  id: string;
  skill: string | null;
  path: string | null;
  status: DiagramNodeStatus;
  /** Set when the plan was made with changes (a pull request's diff). */
  change?: DiagramChange;
}

/** An edge of a {@link DiagramPlan}: producer → consumer, by node key. */
export interface DiagramEdge {
  from: string;
  to: string;
  cycle: boolean;
}

/** What to draw, and how much was left out. */
export interface DiagramPlan {
  nodes: DiagramNode[];
  edges: DiagramEdge[];
  omittedNodes: number;
  omittedEdges: number;
}

/** Limits of a plan. */
export interface DiagramLimits {
  maxNodes: number;
  maxEdges: number;
}

const DEFAULT_LIMITS: DiagramLimits = { maxNodes: DIAGRAM_MAX_NODES, maxEdges: MERMAID_MAX_EDGES };

/**
 * Chooses the nodes and edges to draw: failing and unresolved nodes and those
 * on a cycle first, then the rest in report order, up to `limits.maxNodes`;
 * cycle edges before the others, up to `limits.maxEdges`.
 */
export function planDiagram(
  graph: ChainGraphExport,
  limits: Partial<DiagramLimits> = {},
  changes?: ReadonlyMap<string, DiagramChange>,
): DiagramPlan {
  const { maxNodes, maxEdges } = { ...DEFAULT_LIMITS, ...limits };
  const all = new Map<string, Omit<DiagramNode, 'key'>>();
  for (const n of graph.nodes)
    if (!all.has(n.id)) all.set(n.id, { id: n.id, skill: n.skill, path: n.path, status: n.status });
  for (const e of graph.edges) {
    for (const id of [e.from, e.to])
      if (!all.has(id)) all.set(id, { id, skill: null, path: null, status: 'unresolved' });
  }
  const onCycle = new Set(graph.edges.filter((e) => e.cycle).flatMap((e) => [e.from, e.to]));
  // With changes, every node has one (unchanged unless said), and changed and stale ones are drawn first too.
  if (changes) for (const n of all.values()) n.change = changes.get(n.id) ?? 'unchanged';
  const urgent = (n: Omit<DiagramNode, 'key'>) =>
    n.status === 'fail' ||
    n.status === 'unresolved' ||
    onCycle.has(n.id) ||
    n.change === 'changed' ||
    n.change === 'stale';
  const ordered = [...all.values()]
    .filter(urgent)
    .concat([...all.values()].filter((n) => !urgent(n)));
  const kept = ordered.slice(0, Math.max(0, maxNodes));
  const keyOf = new Map<string, string>();
  const nodes = kept.map((n, i) => {
    keyOf.set(n.id, `n${i}`);
    return { key: `n${i}`, ...n };
  });

  const seen = new Set<string>();
  const candidates = [
    ...graph.edges.filter((e) => e.cycle),
    ...graph.edges.filter((e) => !e.cycle),
  ];
  const edges: DiagramEdge[] = [];
  let droppable = 0;
  for (const e of candidates) {
    const producer = keyOf.get(e.to);
    const consumer = keyOf.get(e.from);
    const dedupe = `${e.to}\u0000${e.from}`;
    if (seen.has(dedupe)) continue;
    seen.add(dedupe);
    if (producer === undefined || consumer === undefined || edges.length >= maxEdges) {
      droppable++;
      continue;
    }
    edges.push({ from: producer, to: consumer, cycle: e.cycle });
  }
  return { nodes, edges, omittedNodes: all.size - nodes.length, omittedEdges: droppable };
}

/** The label text of a node (untrusted, unescaped, at most {@link DIAGRAM_LABEL_MAX_CHARS} characters). */
export function nodeLabel(node: DiagramNode): string {
  // The change is written out too: a reader who cannot tell the outlines apart still reads it.
  const mark = node.change === 'changed' ? 'changed: ' : node.change === 'stale' ? 'stale: ' : '';
  const text =
    node.status === 'unresolved'
      ? `unresolved ${node.id}`
      : `${mark}${node.skill ?? 'unknown skill'} · ${node.path ?? node.id}`;
  const chars = [...text];
  return chars.length > DIAGRAM_LABEL_MAX_CHARS
    ? `${chars.slice(0, DIAGRAM_LABEL_MAX_CHARS - 1).join('')}…`
    : text;
}

/**
 * Escapes text for a double-quoted Mermaid label: letters, digits, space and
 * `_ . , / -` stay; everything else becomes a decimal entity code (`#34;`),
 * which Mermaid renders as the character and never parses as syntax.
 */
export function escapeMermaidText(text: string): string {
  let out = '';
  for (const ch of text) out += /^[A-Za-z0-9 _.,/-]$/.test(ch) ? ch : `#${ch.codePointAt(0)};`;
  return out;
}

const CLASS_DEFS = [
  'classDef pass fill:#dafbe1,stroke:#1a7f37,color:#1f2328',
  'classDef fail fill:#ffebe9,stroke:#d1242f,stroke-width:2px,color:#1f2328',
  'classDef unknown fill:#f6f8fa,stroke:#8c959f,color:#1f2328',
  'classDef unresolved fill:#fff8c5,stroke:#9a6700,stroke-dasharray:5 5,color:#1f2328',
];

/** Outlines of the change classes, defined after the status classes so their stroke wins. */
const CHANGE_CLASS_DEFS: readonly [DiagramChange, string][] = [
  ['changed', 'classDef changed stroke:#0969da,stroke-width:4px'],
  ['stale', 'classDef stale stroke:#bc4c00,stroke-width:4px,stroke-dasharray:8 4'],
  ['unchanged', 'classDef unchanged stroke-width:1px'],
];

/** Formats a plan as a Mermaid flowchart (without the code fence). */
export function renderMermaidPlan(plan: DiagramPlan): string {
  const lines = ['flowchart LR'];
  for (const n of plan.nodes)
    lines.push(`  ${n.key}["${escapeMermaidText(nodeLabel(n))}"]:::${n.status}`);
  const cycleIndexes: number[] = [];
  plan.edges.forEach((e, i) => {
    if (e.cycle) {
      cycleIndexes.push(i);
      lines.push(`  ${e.from} ==>|cycle| ${e.to}`);
    } else lines.push(`  ${e.from} --> ${e.to}`);
  });
  for (const c of CLASS_DEFS) lines.push(`  ${c}`);
  if (plan.nodes.some((n) => n.change !== undefined)) {
    for (const [change, def] of CHANGE_CLASS_DEFS) {
      lines.push(`  ${def}`);
      const keys = plan.nodes.filter((n) => n.change === change).map((n) => n.key);
      if (keys.length > 0) lines.push(`  class ${keys.join(',')} ${change}`);
    }
  }
  if (cycleIndexes.length > 0)
    lines.push(`  linkStyle ${cycleIndexes.join(',')} stroke:#d1242f,stroke-width:3px`);
  return `${lines.join('\n')}\n`;
}

/**
 * The plan {@link renderMermaid} draws: {@link planDiagram} with fewer nodes
 * until the text fits {@link MERMAID_MAX_TEXT_CHARS}.
 */
export function planMermaid(
  graph: ChainGraphExport,
  limits: Partial<DiagramLimits> = {},
  changes?: ReadonlyMap<string, DiagramChange>,
): DiagramPlan {
  let maxNodes = limits.maxNodes ?? DIAGRAM_MAX_NODES;
  for (;;) {
    const plan = planDiagram(graph, { ...limits, maxNodes }, changes);
    if (renderMermaidPlan(plan).length <= MERMAID_MAX_TEXT_CHARS || maxNodes <= 1) return plan;
    maxNodes = Math.floor(maxNodes / 2);
  }
}

/**
 * Renders the graph as a Mermaid flowchart (without the code fence): failing
 * passports in red, unresolved ids dashed, cycle edges thick and red.
 */
export function renderMermaid(
  graph: ChainGraphExport,
  limits: Partial<DiagramLimits> = {},
  changes?: ReadonlyMap<string, DiagramChange>,
): string {
  return renderMermaidPlan(planMermaid(graph, limits, changes));
}
