/**
 * The consumed_passports graph: which passport each consumed id names, which
 * passports a run checks, where the graph cycles, and the export of the part
 * around the checked passports for reports and diagrams. The chain rules
 * (rules/families/chain.ts), the report's graph and `passport-gate graph` all
 * read this one index, so a cycle and a status mean the same thing in each.
 * Id indexes are Maps, so ids like "__proto__" are plain data.
 */
import { findCycleInComponent, findStronglyConnected, isCyclicComponent } from '../util/digraph.js';
import type { ChainGraphExport } from '../core/report-model.js';
import type { Passport } from '../core/passport.js';
import type { ArtifactPaths } from './artifact-paths.js';
import { indexProducers, type ProducerLookup, type SoleProducerRef } from './producers.js';

/** Most nodes drawn in the report's graph (and so in the summary's diagram). */
export const MAX_GRAPH_NODES = 300;

/** A passport as the chain sees it. */
export interface PassportNode {
  path: string;
  dir: string;
  id: string | null;
  summary: Passport | null;
  /** The id a passport the audit refuses (summary null) appears to declare; resolves nothing. */
  claimedId?: string | null;
}

/** A cyclic part of the graph, and one concrete cycle through it. */
export interface ChainCycle<N extends PassportNode = PassportNode> {
  /** Every passport of the strongly connected component. */
  readonly members: readonly N[];
  /** One cycle through it, starting and ending at the same passport: [a, b, c, a]. */
  readonly cycle: readonly N[];
}

/** The consumed_passports graph of a set of passports. */
export interface ChainIndex<N extends PassportNode = PassportNode> {
  readonly nodes: readonly N[];
  /** Passports by passport_id, in their order. */
  readonly byId: ReadonlyMap<string, readonly N[]>;
  /**
   * Passports the audit refuses (summary null), by the id their bytes appear to declare: not
   * in `byId` (they resolve nothing), only so that a consumer can be told its upstream exists
   * but cannot be read, and the graph can draw it as failing.
   */
  readonly refusedById: ReadonlyMap<string, readonly N[]>;
  /** Every passport the audit refuses, in their order. */
  readonly refused: readonly N[];
  /** Passports whose chain rules are evaluated: the scope, and every passport consuming one of them. */
  readonly checked: ReadonlySet<N>;
  /**
   * The cyclic components of the whole graph (computed once, when first asked), or none when no
   * cycle can be reached from a checked passport: every reader wants only the components with a
   * checked member, and a changed-scope run need not index the thousands of passports out of
   * scope.
   */
  cycles(): readonly ChainCycle<N>[];
  /** "consumer\0producer" keys of the edges of the cycles that touch a checked passport. */
  cycleEdges(): ReadonlySet<string>;
  /** The passports listing `rel` as an output with digest `sha256` (producers.ts). */
  readonly producersOf: ProducerLookup<N>;
  /**
   * An output listing `rel` at the one digest every passport lists it at (compare with
   * sameRecordedDigest, no hex string made); null when several digests, undefined when none.
   */
  readonly soleProducerAt: SoleProducerRef;
}

/** Options of {@link indexChain}. */
export interface ChainIndexOptions<N> {
  /** The passports in scope (their consumers are checked too). */
  inScope(node: N): boolean;
  paths: ArtifactPaths;
}

/** Indexes the consumed_passports graph of `nodes`. */
export function indexChain<N extends PassportNode>(
  nodes: readonly N[],
  options: ChainIndexOptions<N>,
): ChainIndex<N> {
  const byId = new Map<string, N[]>();
  const refusedById = new Map<string, N[]>();
  const refused: N[] = [];
  const addTo = (index: Map<string, N[]>, id: string, n: N) => {
    const list = index.get(id);
    if (list) list.push(n);
    else index.set(id, [n]);
  };
  for (const n of nodes) {
    // A refused passport is absent: its id, were it readable, resolves nothing.
    if (n.summary === null) {
      refused.push(n);
      if (n.claimedId) addTo(refusedById, n.claimedId, n);
    } else if (n.id !== null) addTo(byId, n.id, n);
  }
  const checked = selectChecked(nodes, options.inScope);
  let cycles: ChainCycle<N>[] | undefined;
  let edges: Set<string> | undefined;
  let producers: ReturnType<typeof indexProducers<N>> | undefined;
  const index: ChainIndex<N> = {
    nodes,
    byId,
    refusedById,
    refused,
    checked,
    cycles: () => (cycles ??= reachesCycle(nodes, byId, checked) ? findCycles(nodes, byId) : []),
    cycleEdges: () => (edges ??= collectCycleEdges(index.cycles(), checked)),
    producersOf: (rel, sha256) =>
      (producers ??= indexProducers(nodes, options.paths)).lookup(rel, sha256),
    soleProducerAt: (rel) => (producers ??= indexProducers(nodes, options.paths)).soleRefAt(rel),
  };
  return index;
}

/** The chain of a run that evaluates no chain rules (a shard other than the first). */
export const EMPTY_CHAIN: ChainIndex<never> = {
  nodes: [],
  byId: new Map(),
  refusedById: new Map(),
  refused: [],
  checked: new Set(),
  cycles: () => [],
  cycleEdges: () => new Set(),
  producersOf: () => [],
  soleProducerAt: () => undefined,
};

/** The set to check: scoped passports and every passport consuming one of them. */
function selectChecked<N extends PassportNode>(
  nodes: readonly N[],
  inScope: (node: N) => boolean,
): Set<N> {
  const checked = new Set<N>();
  const scopedIds = new Set<string>();
  for (const n of nodes) {
    if (inScope(n)) {
      checked.add(n);
      if (n.id !== null) scopedIds.add(n.id);
    }
  }
  // A loop, not `some` with a closure: one call per passport of the repository in changed mode.
  if (scopedIds.size > 0)
    for (const n of nodes) {
      if (n.summary === null || checked.has(n)) continue;
      for (const c of n.summary.consumed)
        if (scopedIds.has(c)) {
          checked.add(n);
          break;
        }
    }
  return checked;
}

/** Every node's index, and each consumed id's node (the first passport with it) by index. */
function indexIds<N extends PassportNode>(
  nodes: readonly N[],
  byId: ReadonlyMap<string, readonly N[]>,
): Map<string, number> {
  // byId lists each id's passports in node order, so the first index seen is its first node.
  const at = new Map<string, number>();
  for (let i = 0; i < nodes.length; i++) {
    const id = (nodes[i] as N).id;
    if (id !== null && !at.has(id) && byId.get(id)?.[0] === nodes[i]) at.set(id, i);
  }
  return at;
}

/**
 * True when a cycle can be reached from a checked passport along consumed_passports edges (an
 * edge goes to the first passport with the consumed id). A component with a checked member lies
 * within that reach, so when the reach is acyclic there is none. In changed mode the reach is the
 * scope's upstream, not the repository; when every passport is checked (all mode) the answer is
 * left to {@link findCycles}.
 */
function reachesCycle<N extends PassportNode>(
  nodes: readonly N[],
  byId: ReadonlyMap<string, readonly N[]>,
  checked: ReadonlySet<N>,
): boolean {
  if (checked.size === 0) return false;
  if (checked.size >= nodes.length) return true;
  // Depth-first, iterative: 1 on the current path, 2 done; an edge to the path closes a cycle.
  // The path as three stacks (its passports, their consumed lists, the next edge of each), not a pair
  // per step: the upstream of a changed scope is thousands of passports (workload 3: ~5,000).
  const state = new Map<N, 1 | 2>();
  const path: N[] = [];
  const lists: (readonly string[])[] = [];
  const nextEdge: number[] = [];
  const enter = (n: N) => {
    state.set(n, 1);
    path.push(n);
    lists.push(n.summary?.consumed ?? []);
    nextEdge.push(0);
  };
  for (const start of checked) {
    if (state.has(start)) continue;
    enter(start);
    while (path.length > 0) {
      const top = path.length - 1;
      const consumed = lists[top] as readonly string[];
      const k = nextEdge[top] as number;
      if (k >= consumed.length) {
        state.set(path[top] as N, 2);
        path.pop();
        lists.pop();
        nextEdge.pop();
        continue;
      }
      nextEdge[top] = k + 1;
      const next = byId.get(consumed[k] as string)?.[0];
      if (next === undefined) continue;
      const seen = state.get(next);
      if (seen === 1) return true;
      if (seen === 2) continue;
      enter(next);
    }
  }
  return false;
}

/** Every cyclic component of the graph (an edge goes to the first passport with the consumed id). */
function findCycles<N extends PassportNode>(
  nodes: readonly N[],
  byId: ReadonlyMap<string, readonly N[]>,
): ChainCycle<N>[] {
  const at = indexIds(nodes, byId);
  const adj: number[][] = [];
  for (const n of nodes) {
    const edges: number[] = [];
    for (const c of n.summary?.consumed ?? []) {
      const w = at.get(c);
      if (w !== undefined) edges.push(w);
    }
    adj.push(edges);
  }
  return findStronglyConnected(adj)
    .filter((component) => isCyclicComponent(component, adj))
    .map((component) => ({
      members: component.map((i) => nodes[i] as N),
      cycle: findCycleInComponent(component, adj).map((i) => nodes[i] as N),
    }));
}

/** The edges of the cycles with a checked member: what the report's graph marks. */
function collectCycleEdges<N extends PassportNode>(
  cycles: readonly ChainCycle<N>[],
  checked: ReadonlySet<N>,
): Set<string> {
  const edges = new Set<string>();
  for (const { members, cycle } of cycles) {
    if (!members.some((m) => checked.has(m))) continue;
    for (let k = 0; k + 1 < cycle.length; k++)
      edges.add(`${(cycle[k] as N).id}\0${(cycle[k + 1] as N).id}`);
  }
  return edges;
}

/**
 * The DAG around the checked passports, for reports and diagrams (bounded by
 * `maxNodes`, default {@link MAX_GRAPH_NODES}; `passport-gate graph` passes
 * Infinity to draw the whole repository).
 */
export function buildChainGraph<N extends PassportNode>(
  chain: ChainIndex<N>,
  failingPaths: ReadonlySet<string>,
  maxNodes: number = MAX_GRAPH_NODES,
): ChainGraphExport {
  const included = new Map<string, N>();
  const add = (n: N | undefined) => {
    if (n?.id && !included.has(n.id) && included.size < maxNodes) included.set(n.id, n);
  };
  for (const n of chain.checked) add(n);
  for (const n of [...chain.checked])
    for (const c of n.summary?.consumed ?? []) add(chain.byId.get(c)?.[0]);
  const checkedIds = new Set([...chain.checked].map((n) => n.id));
  for (const n of chain.nodes) if (n.summary?.consumed.some((c) => checkedIds.has(c))) add(n);
  // A consumed id that names a passport the audit refuses: that passport, drawn as failing
  // (it exists; it cannot be read), not as an unknown id.
  const refusedNodes = new Map<string, N>();
  for (const n of [...included.values()])
    for (const c of n.summary?.consumed ?? []) {
      const refused = chain.byId.has(c) ? undefined : chain.refusedById.get(c)?.[0];
      if (refused && !refusedNodes.has(c) && included.size + refusedNodes.size < maxNodes)
        refusedNodes.set(c, refused);
    }
  const cycleEdges = chain.cycleEdges();
  const edges: ChainGraphExport['edges'] = [];
  for (const n of included.values()) {
    // An id listed twice is one edge (as the merge of shard graphs counts it).
    for (const c of new Set(n.summary?.consumed ?? [])) {
      if (!included.has(c) && chain.byId.has(c)) continue;
      edges.push({ from: n.id as string, to: c, cycle: cycleEdges.has(`${n.id}\0${c}`) });
    }
  }
  type GraphNode = ChainGraphExport['nodes'][number];
  const nodes: GraphNode[] = [
    ...[...included.values()].map((n): GraphNode => ({
      id: n.id as string,
      path: n.path,
      skill: n.summary?.skill ?? null,
      status: failingPaths.has(n.path) ? 'fail' : chain.checked.has(n) ? 'pass' : 'unknown',
    })),
    ...[...refusedNodes].map(([id, n]): GraphNode => ({
      id,
      path: n.path,
      skill: null,
      status: 'fail',
    })),
  ];
  return {
    nodes,
    edges,
  };
}
