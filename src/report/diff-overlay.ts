/**
 * The provenance diff laid over the report's chain graph, for the summary's diagram: which
 * drawn passports the change added or changed, which are stale, the rest unchanged. A stale or
 * changed passport outside the graph (the graph is the audited scope's neighbourhood) is added
 * as a node, with the consumed_passports edges the diff knows of. Pure.
 */
import type { ChainGraphExport } from '../core/report-model.js';
import type { DiagramChange } from './graph-diagram.js';
import type { ProvenanceDiff } from '../core/diff-model.js';

/** The graph to draw and the change of each of its nodes, by passport_id. */
export interface DiffOverlay {
  graph: ChainGraphExport;
  changes: Map<string, DiagramChange>;
}

/** Lays `diff` over `graph`. */
export function overlayDiff(graph: ChainGraphExport, diff: ProvenanceDiff): DiffOverlay {
  const changes = new Map<string, DiagramChange>();
  const nodes = [...graph.nodes];
  const known = new Set(nodes.map((n) => n.id));
  const add = (id: string, path: string, skill: string | null) => {
    if (known.has(id)) return;
    known.add(id);
    // Not audited in this run's scope: its status is unknown, as the graph draws such nodes.
    nodes.push({ id, path, skill, status: 'unknown' });
  };
  for (const c of diff.passports) {
    if (c.head_id === null || c.head_path === null) continue;
    changes.set(c.head_id, 'changed');
    add(c.head_id, c.head_path, c.skill);
  }
  for (const step of diff.stale) {
    if (step.passport_id === null) continue;
    changes.set(step.passport_id, 'stale');
    add(step.passport_id, step.path, step.skill);
  }
  const edges = [...graph.edges];
  const drawn = new Set(edges.map((e) => `${e.from}\0${e.to}`));
  for (const step of diff.stale) {
    if (step.passport_id === null) continue;
    for (const r of step.reasons) {
      // Only a consumed_passports edge (by id) belongs in the chain diagram; an input matched by
      // digest is not one.
      if (r.kind !== 'consumed' || r.via_id === null || !known.has(r.via_id)) continue;
      const key = `${step.passport_id}\0${r.via_id}`;
      if (drawn.has(key)) continue;
      drawn.add(key);
      edges.push({ from: step.passport_id, to: r.via_id, cycle: false });
    }
  }
  return { graph: { nodes, edges }, changes };
}
