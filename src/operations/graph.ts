/**
 * Graph: the consumed_passports DAG of the whole repository (or the neighbourhood of one
 * passport), with each passport's status from a full audit (operations/audited.ts), so a red
 * node is exactly a passport `passport-gate audit --all` fails.
 */
import type { ChainGraphExport } from '../core/report-model.js';
import { buildGraph, findGraphNode, selectNeighbourhood } from '../produce/graph.js';
import { UsageError } from '../util/errors.js';
import { auditFirst, type AuditedOptions } from './audited.js';

/** Which graph to draw. */
export interface GraphOptions extends Omit<AuditedOptions, 'rulesOff'> {
  /**
   * Only the passports within `depth` steps of the one `names` names (a passport_id, a
   * *.passport.json path or its directory; `asPath` is the same argument as a path relative to
   * the root, since a path is typed relative to the working directory and an id is not a path).
   */
  around?: { names: string; asPath: string; depth: number } | undefined;
}

/** The graph drawn, and whether it blocks. */
export interface GraphResult {
  graph: ChainGraphExport;
  /**
   * True when the audit fails (the one rule: operations/audited.ts), or the drawn graph shows a
   * cycle or an id that matches no passport.
   */
  blocks: boolean;
}

/** True when the drawn graph shows a failing passport, a cycle or an unresolved id. */
function showsProblems(graph: ChainGraphExport): boolean {
  const ids = new Set(graph.nodes.map((n) => n.id));
  return (
    graph.nodes.some((n) => n.status === 'fail') ||
    graph.edges.some((e) => e.cycle || !ids.has(e.to))
  );
}

/**
 * Audits the repository and builds its chain graph. An `around` that names no passport is a
 * UsageError.
 */
export async function drawChainGraph(options: GraphOptions): Promise<GraphResult> {
  const audited = await auditFirst(options);
  const failingPaths = new Set(
    audited.report.passports.filter((p) => p.status === 'fail').map((p) => p.path),
  );
  let graph = buildGraph(audited.passports, {
    failingPaths,
    pathBase: options.config.pathBase,
  });
  const around = options.around;
  if (around !== undefined) {
    const center = findGraphNode(graph, around.names) ?? findGraphNode(graph, around.asPath);
    if (center === null) {
      throw new UsageError(
        `--around ${JSON.stringify(around.names)} names no passport (by passport_id, *.passport.json path or directory holding one); run "passport-gate graph" to see them all`,
      );
    }
    graph = selectNeighbourhood(graph, center, around.depth);
  }
  return { graph, blocks: audited.blocks || showsProblems(graph) };
}
