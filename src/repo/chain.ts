/**
 * Chain rules over the consumed_passports DAG: resolution, cycles, duplicate
 * ids, handoffs without provenance, time order and next-skill hints. Id
 * indexes are Maps, so ids like "__proto__" are plain data.
 */
import type { PassportSummary } from '../formats/passport.js';
import { checkRelativePath } from '../core/relative-path.js';
import { quoteUntrusted } from '../core/untrusted.js';
import type { FindingSink } from '../core/findings.js';
import { findCycleInComponent, findStronglyConnected, isCyclicComponent } from '../core/digraph.js';
import type { ChainGraphExport } from '../core/report-model.js';

/** Most nodes drawn in the report's graph (and so in the summary's diagram). */
export const MAX_GRAPH_NODES = 300;

/** A passport as the chain sees it. */
export interface PassportNode {
  path: string;
  dir: string;
  id: string | null;
  summary: PassportSummary | null;
}

/** Callbacks the chain needs from the engine. */
export interface ChainContext {
  sink: FindingSink;
  locate(node: PassportNode, pointer: string): { pointer: string; line?: number; column?: number };
  inScope(node: PassportNode): boolean;
  /** Check chain-unresolved for every passport (a passport was deleted in the change). */
  recheckAllResolution: boolean;
  pathBase: 'root' | 'passport';
  /**
   * The repository-relative spelling of an artifact path a node lists, or null when refused
   * (default: checkRelativePath). The engine passes its own, which remembers every spelling.
   */
  normalizePath?: (node: PassportNode, raw: string) => string | null;
}

/** What the chain found, for the report graph. */
export interface ChainResult {
  /** Passports whose chain rules were evaluated (scope plus consumers of scoped passports). */
  checked: Set<PassportNode>;
  /** "consumer\0producer" keys of edges on a reported cycle. */
  cycleEdges: Set<string>;
  byId: Map<string, PassportNode[]>;
}

const label = (n: PassportNode): string =>
  `${quoteUntrusted(n.id ?? '?')} (${quoteUntrusted(n.path)})`;

/** Evaluates the chain rules; adds findings to the sink. */
export function checkChain(nodes: readonly PassportNode[], ctx: ChainContext): ChainResult {
  const { sink } = ctx;
  const byId = new Map<string, PassportNode[]>();
  for (const n of nodes) {
    if (n.id === null) continue;
    const list = byId.get(n.id) ?? [];
    list.push(n);
    byId.set(n.id, list);
  }

  // Duplicate ids: report on each in-scope file, naming the others.
  for (const [id, list] of byId) {
    if (list.length < 2) continue;
    for (const n of list) {
      if (!ctx.inScope(n)) continue;
      const others = list.filter((o) => o !== n).map((o) => quoteUntrusted(o.path));
      sink.add({
        rule: 'passport-duplicate-id',
        path: n.path,
        ...ctx.locate(n, '/passport_id'),
        passport_id: id,
        message: `passport_id ${quoteUntrusted(id)} is also used by ${others.join(', ')}; every passport needs its own UUIDv4.`,
      });
    }
  }

  // The set to check: scoped passports and every passport consuming one of them.
  const checked = new Set<PassportNode>();
  const scopedIds = new Set<string>();
  for (const n of nodes) {
    if (ctx.inScope(n)) {
      checked.add(n);
      if (n.id !== null) scopedIds.add(n.id);
    }
  }
  for (const n of nodes) if (n.summary?.consumed.some((c) => scopedIds.has(c))) checked.add(n);

  // Resolution.
  for (const n of ctx.recheckAllResolution ? nodes : [...checked]) {
    n.summary?.consumed.forEach((c, i) => {
      if (byId.has(c)) return;
      sink.add({
        rule: 'chain-unresolved',
        path: n.path,
        ...ctx.locate(n, `/consumed_passports/${i}`),
        passport_id: n.id ?? undefined,
        message: `consumed passport ${quoteUntrusted(c)} matches no passport in the repository; commit the upstream passport or fix the id.`,
      });
    });
  }

  // Cycles (over the whole graph; reported when a checked passport is on one).
  const indexOf = new Map<PassportNode, number>(nodes.map((n, i) => [n, i]));
  const adj: number[][] = nodes.map((n) =>
    (n.summary?.consumed ?? [])
      .map((c) => byId.get(c)?.[0])
      .filter((p): p is PassportNode => p !== undefined)
      .map((p) => indexOf.get(p) as number),
  );
  const cycleEdges = new Set<string>();
  for (const component of findStronglyConnected(adj)) {
    if (!isCyclicComponent(component, adj)) continue;
    const members = component.map((i) => nodes[i] as PassportNode);
    const anchor = members.find((m) => checked.has(m));
    if (!anchor) continue;
    const cycle = findCycleInComponent(component, adj).map((i) => nodes[i] as PassportNode);
    for (let k = 0; k + 1 < cycle.length; k++) {
      const a = cycle[k] as PassportNode;
      const b = cycle[k + 1] as PassportNode;
      cycleEdges.add(`${a.id}\0${b.id}`);
    }
    const next = cycle[cycle.indexOf(anchor) + 1];
    const pos = next ? (anchor.summary?.consumed.indexOf(next.id ?? '') ?? -1) : -1;
    sink.add({
      rule: 'chain-cycle',
      path: anchor.path,
      ...ctx.locate(anchor, pos >= 0 ? `/consumed_passports/${pos}` : '/consumed_passports'),
      passport_id: anchor.id ?? undefined,
      message: `consumed_passports forms a cycle: ${cycle.map((n) => quoteUntrusted(n.id ?? '?')).join(' → ')} (${cycle
        .slice(0, -1)
        .map((n) => quoteUntrusted(n.path))
        .join(
          ', ',
        )}); a passport can only consume work that existed before it. Remove the back edge.`,
    });
  }

  // Handoffs without provenance: an input byte-identical to another passport's output.
  const norm =
    ctx.normalizePath ??
    ((n: PassportNode, p: string): string | null => {
      const r = checkRelativePath(p, ctx.pathBase === 'passport' ? n.dir : '');
      return r.ok ? r.rel : null;
    });
  // Path, then digest: two lookups of strings the passports already hold, where one key per
  // artifact built by concatenation cost a new string (and its hash) for each of tens of thousands.
  const producersOf = new Map<string, Map<string, PassportNode[]>>();
  for (const n of nodes) {
    for (const o of n.summary?.outputs ?? []) {
      const rel = norm(n, o.path);
      if (rel === null || o.sha256 === null) continue;
      let byDigest = producersOf.get(rel);
      if (!byDigest) producersOf.set(rel, (byDigest = new Map()));
      const list = byDigest.get(o.sha256);
      if (list) list.push(n);
      else byDigest.set(o.sha256, [n]);
    }
  }
  for (const n of checked) {
    const consumed = new Set(n.summary?.consumed ?? []);
    for (const input of n.summary?.inputs ?? []) {
      const rel = norm(n, input.path);
      if (rel === null || input.sha256 === null) continue;
      const producers = (producersOf.get(rel)?.get(input.sha256) ?? []).filter((p) => p !== n);
      if (producers.length === 0 || producers.some((p) => p.id !== null && consumed.has(p.id)))
        continue;
      const producer = producers[0] as PassportNode;
      sink.add({
        rule: 'chain-missing-reference',
        path: n.path,
        ...ctx.locate(n, `/inputs/${input.index}/path`),
        passport_id: n.id ?? undefined,
        message: `input ${quoteUntrusted(rel)} is the output of passport ${label(producer)}, which consumed_passports does not reference; add ${quoteUntrusted(producer.id ?? '?')} to consumed_passports.`,
      });
    }
  }

  // Time order and next-skill hints along resolved edges. Each created_at is parsed once, not
  // once per edge (a producer consumed four wide is met four times).
  const parsedTimes = new Map<PassportNode, number>();
  const timeOf = (node: PassportNode): number => {
    let t = parsedTimes.get(node);
    if (t === undefined) {
      t = Date.parse(node.summary?.createdAt ?? '');
      parsedTimes.set(node, t);
    }
    return t;
  };
  for (const n of checked) {
    n.summary?.consumed.forEach((c, i) => {
      const producer = byId.get(c)?.[0];
      if (!producer?.summary || producer === n) return;
      const consumerTime = timeOf(n);
      const producerTime = timeOf(producer);
      if (
        Number.isFinite(consumerTime) &&
        Number.isFinite(producerTime) &&
        consumerTime < producerTime
      ) {
        sink.add({
          rule: 'chain-time-order',
          path: n.path,
          ...ctx.locate(n, '/created_at'),
          passport_id: n.id ?? undefined,
          message: `created_at ${quoteUntrusted(n.summary?.createdAt)} is earlier than that of its producer ${label(producer)} (${quoteUntrusted(producer.summary.createdAt)}); a consumer cannot predate its input. Check the clocks or the consumed id.`,
        });
      }
      const skill = n.summary?.skill;
      const hints = producer.summary.nextSkills;
      if (skill && hints.length > 0 && !hints.includes(skill)) {
        sink.add({
          rule: 'chain-next-skill',
          path: n.path,
          ...ctx.locate(n, `/consumed_passports/${i}`),
          passport_id: n.id ?? undefined,
          message: `producer ${label(producer)} names next skills ${hints.map((h) => quoteUntrusted(h)).join(', ')}, not ${quoteUntrusted(skill)}; check that this skill expects that output.`,
        });
      }
    });
  }
  return { checked, cycleEdges, byId };
}

/**
 * The DAG around the checked passports, for reports and diagrams (bounded by
 * `maxNodes`, default {@link MAX_GRAPH_NODES}; `passport-gate graph` passes
 * Infinity to draw the whole repository).
 */
export function buildChainGraph(
  nodes: readonly PassportNode[],
  chain: ChainResult,
  failingPaths: ReadonlySet<string>,
  maxNodes: number = MAX_GRAPH_NODES,
): ChainGraphExport {
  const included = new Map<string, PassportNode>();
  const add = (n: PassportNode | undefined) => {
    if (n?.id && !included.has(n.id) && included.size < maxNodes) included.set(n.id, n);
  };
  for (const n of chain.checked) add(n);
  for (const n of [...chain.checked])
    for (const c of n.summary?.consumed ?? []) add(chain.byId.get(c)?.[0]);
  const checkedIds = new Set([...chain.checked].map((n) => n.id));
  for (const n of nodes) if (n.summary?.consumed.some((c) => checkedIds.has(c))) add(n);
  const edges: ChainGraphExport['edges'] = [];
  for (const n of included.values()) {
    for (const c of n.summary?.consumed ?? []) {
      if (!included.has(c) && chain.byId.has(c)) continue;
      edges.push({ from: n.id as string, to: c, cycle: chain.cycleEdges.has(`${n.id}\0${c}`) });
    }
  }
  return {
    nodes: [...included.values()].map((n) => ({
      id: n.id as string,
      path: n.path,
      skill: n.summary?.skill ?? null,
      status: failingPaths.has(n.path) ? 'fail' : chain.checked.has(n) ? 'pass' : 'unknown',
    })),
    edges,
  };
}
