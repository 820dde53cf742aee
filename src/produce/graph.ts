/**
 * The consumed_passports graph for the producer's side: the whole repository
 * (not the report's capped neighbourhood of the audited scope), built on the
 * audit's own chain index (repo/chain.ts) so cycles and statuses mean the same
 * thing in both,
 * and a pure neighbourhood selection for `passport-gate graph --around`.
 */
import type { ChainGraphExport } from '../core/report-model.js';
import { createArtifactPaths } from '../repo/artifact-paths.js';
import { buildChainGraph, indexChain } from '../repo/chain.js';
import { reachWithin } from '../util/digraph.js';
import { foldPassportId } from '../formats/passport.js';
import type { LoadedPassport } from './load-passports.js';

/** Options of {@link buildGraph}. */
export interface BuildGraphOptions {
  /** Passport paths the audit failed (drawn as failing); others are drawn as passing. */
  failingPaths?: ReadonlySet<string>;
  /** How inputs/outputs paths are written (the config's `path-base`). */
  pathBase?: 'root' | 'passport';
  /** Most nodes kept (default: all). */
  maxNodes?: number;
}

/**
 * Builds the consumed_passports graph of a set of passports. Nodes are
 * passport ids; an edge goes from a consumer to the producer it consumes;
 * edges on a cycle are marked; an edge to an id that matches no passport is
 * kept (its `to` is not a node), so unresolved references stay visible.
 *
 * @example
 * const graph = buildGraph(await loadPassports('.'));
 * for (const e of graph.edges) console.log(`${e.from} consumes ${e.to}`);
 */
export function buildGraph(
  passports: readonly LoadedPassport[],
  options: BuildGraphOptions = {},
): ChainGraphExport {
  const nodes = passports.map((p) => ({
    path: p.path,
    dir: p.dir,
    id: p.id,
    summary: p.summary,
    claimedId: p.claimedId ?? null,
  }));
  // Every passport is checked: the graph is the whole repository's.
  const chain = indexChain(nodes, {
    inScope: () => true,
    paths: createArtifactPaths(options.pathBase ?? 'root'),
  });
  return buildChainGraph(
    chain,
    options.failingPaths ?? new Set(),
    options.maxNodes ?? Number.POSITIVE_INFINITY,
  );
}

/** Finds the node an `--around` argument names: a passport_id, a passport path, or its directory. */
export function findGraphNode(graph: ChainGraphExport, ref: string): string | null {
  const normalized = ref.replace(/\\/g, '/').replace(/^\.\//, '').replace(/\/+$/, '');
  const id = foldPassportId(ref);
  if (graph.nodes.some((n) => n.id === id)) return id;
  const byPath = graph.nodes.find((n) => n.path === normalized);
  if (byPath) return byPath.id;
  const inDir = graph.nodes.filter(
    (n) => n.path !== null && n.path.slice(0, n.path.lastIndexOf('/')) === normalized,
  );
  return inDir.length === 1 ? (inDir[0]?.id ?? null) : null;
}

/**
 * The part of a graph within `depth` consumed_passports steps of `centerId`,
 * upstream (what it consumed, transitively) and downstream (what consumed it),
 * without siblings reached by turning around (util/digraph.ts); pure.
 */
export function selectNeighbourhood(
  graph: ChainGraphExport,
  centerId: string,
  depth: number,
): ChainGraphExport {
  const upstream = new Map<string, string[]>();
  const downstream = new Map<string, string[]>();
  const link = (index: Map<string, string[]>, from: string, to: string) => {
    const list = index.get(from);
    if (list) list.push(to);
    else index.set(from, [to]);
  };
  for (const e of graph.edges) {
    link(upstream, e.from, e.to);
    link(downstream, e.to, e.from);
  }
  // Upstream and downstream apart: a sibling reached by turning around is not a neighbour.
  const kept = new Set<string>();
  for (const index of [upstream, downstream])
    for (const id of reachWithin(centerId, depth, (n) => index.get(n) ?? [])) kept.add(id);
  return {
    nodes: graph.nodes.filter((n) => kept.has(n.id)),
    edges: graph.edges.filter((e) => kept.has(e.from) && kept.has(e.to)),
  };
}
