/**
 * The skill graph (seed 002, `skill-graph.yaml`): which skills exist, which
 * decision class each owns, which are terminal, and the typed handoffs
 * between them. Pure: takes bytes, returns findings and a tolerant summary
 * that envelopes are checked against.
 *
 * RETURN edges: the seed makes `false-positive-reviewer` terminal ("Terminal
 * Skills have no outgoing Skill edges") and also has it return control to the
 * router. A RETURN is a control return, not a skill call, so it does not make
 * a terminal skill non-terminal; it is still an edge for cycle analysis,
 * because router → … → reviewer → router loops like any other cycle and needs
 * a `max_reentries: 1` bound.
 */
import type { FindingInput } from '../core/findings.js';
import { findCycleInComponent, findStronglyConnected, isCyclicComponent } from '../util/digraph.js';
import { quoteUntrusted } from '../util/untrusted.js';
import { describeYamlProblem, type EnvelopeGraphView } from './envelope.js';
import { locatorOf } from '../core/location.js';
import { asArray, asObjectOrEmpty } from '../util/values.js';
import { schemaFindings } from './schema-validator.js';
// Registers this format's schema validators (they load with the handoff formats, not at start-up).
import './handoff-schemas.js';
import { parseYamlDocument, type YamlDocument } from './yaml-source.js';
import {
  CANONICAL_OWNERSHIP,
  EDGE_MEANINGS,
  REVIEWER,
  canonicalOwnerOf,
  normalizeOwnership,
} from './seed-skills.js';

/** Key of the skill-graph schema among the precompiled validators (handoff-schemas.ts). */
const SKILL_GRAPH_SCHEMA_KEY = 'skill-graph';

/** An edge with max_reentries at or below this bounds every cycle through it ("Every graph cycle must contain an edge with max_reentries: 1"). */
const MAX_BOUNDING_REENTRIES = 1;

/** The edge types of the seed's typed handoffs. */
export type EdgeType =
  'ROUTE' | 'FEED' | 'VERIFY' | 'REPAIR' | 'RECHECK' | 'ESCALATE' | 'GUARD' | 'RETURN';

/** One declared skill. */
export interface SkillNode {
  index: number;
  name: string;
  owns: string | null;
  /** Terminal: declared so, or `false-positive-reviewer`, which the seed makes terminal whatever the graph says. */
  terminal: boolean;
  /** The `terminal` value as declared (undefined when absent or not a boolean). */
  declaredTerminal: boolean | undefined;
}

/** One edge as far as the rules need it. */
export interface SkillEdge {
  index: number;
  from: string;
  to: string;
  type: string | null;
  maxReentries: number | null;
}

/** Tolerant view of a skill graph: malformed entries are skipped (the schema reports them). */
export interface SkillGraphSummary {
  /** Skills by name (the first declaration wins). Map, so names like "__proto__" are plain data. */
  skills: Map<string, SkillNode>;
  edges: SkillEdge[];
}

/** Result of checking one skill graph. */
export interface SkillGraphCheck {
  findings: FindingInput[];
  document?: YamlDocument;
  /** Present when the bytes parsed as YAML. */
  summary?: SkillGraphSummary;
}

/** Extracts skills and edges from a parsed graph value. Never throws. */
function summarizeSkillGraph(value: unknown): SkillGraphSummary {
  const o = asObjectOrEmpty(value);
  const skills = new Map<string, SkillNode>();
  asArray(o.skills).forEach((item, index) => {
    const s = asObjectOrEmpty(item);
    if (typeof s.name !== 'string' || skills.has(s.name)) return;
    const declaredTerminal = typeof s.terminal === 'boolean' ? s.terminal : undefined;
    skills.set(s.name, {
      index,
      name: s.name,
      owns: typeof s.owns === 'string' ? s.owns : null,
      terminal: declaredTerminal === true || s.name === REVIEWER,
      declaredTerminal,
    });
  });
  const edges: SkillEdge[] = [];
  asArray(o.edges).forEach((item, index) => {
    const e = asObjectOrEmpty(item);
    if (typeof e.from !== 'string' || typeof e.to !== 'string') return;
    const m = e.max_reentries;
    edges.push({
      index,
      from: e.from,
      to: e.to,
      type: typeof e.type === 'string' ? e.type : null,
      maxReentries: typeof m === 'number' && Number.isInteger(m) ? m : null,
    });
  });
  return { skills, edges };
}

/** Merges the graphs that govern one envelope into the view the envelope rules use. */
export function toEnvelopeGraphView(
  graphs: readonly { path: string; summary: SkillGraphSummary }[],
  atCommit?: string,
): EnvelopeGraphView {
  return {
    paths: graphs.map((g) => g.path),
    hasSkill: (name) => graphs.some((g) => g.summary.skills.has(name)),
    ...(atCommit === undefined ? {} : { atCommit }),
  };
}

/**
 * The key two decision classes are compared by: a spelling of a seed skill's class is that
 * skill's class; any other is compared ignoring case, spacing, hyphens and underscores.
 */
function decisionClassKey(owns: string): string {
  const seedOwner = canonicalOwnerOf(owns);
  if (seedOwner !== null) return `seed:${seedOwner}`;
  return owns
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

/** Pointer → location fields in the graph being checked. */
type At = ReturnType<typeof locatorOf>;

/** Duplicate names: the schema cannot say "unique by property". */
function checkDuplicateSkills(
  path: string,
  at: At,
  value: unknown,
  summary: SkillGraphSummary,
): FindingInput[] {
  const findings: FindingInput[] = [];
  asArray(asObjectOrEmpty(value).skills).forEach((item, index) => {
    const name = asObjectOrEmpty(item).name;
    if (typeof name !== 'string') return;
    const first = summary.skills.get(name);
    if (first && first.index !== index) {
      findings.push({
        rule: 'graph-schema',
        path,
        ...at(`/skills/${index}/name`),
        message: `skill ${quoteUntrusted(name)} is declared twice (first at /skills/${first.index}); keep one declaration.`,
      });
    }
  });
  return findings;
}

/** Unknown skills on edges, and terminal skills with outgoing skill edges. */
function checkEdges(path: string, at: At, summary: SkillGraphSummary): FindingInput[] {
  const findings: FindingInput[] = [];
  for (const e of summary.edges) {
    for (const end of ['from', 'to'] as const) {
      if (!summary.skills.has(e[end])) {
        findings.push({
          rule: 'graph-unknown-skill',
          path,
          ...at(`/edges/${e.index}/${end}`),
          message: `edge ${e.index} (${quoteUntrusted(e.from)} → ${quoteUntrusted(e.to)}) names ${quoteUntrusted(e[end])}, which /skills does not declare; declare the skill or fix the name.`,
        });
      }
    }
    const source = summary.skills.get(e.from);
    if (source?.terminal && e.type !== 'RETURN') {
      const why =
        source.declaredTerminal === true
          ? 'is terminal'
          : 'is terminal in the seed whatever the graph says';
      findings.push({
        rule: 'graph-terminal-outgoing',
        path,
        ...at(`/edges/${e.index}`),
        message: `${quoteUntrusted(e.from)} ${why} but has a ${quoteUntrusted(e.type ?? '?')} edge to ${quoteUntrusted(e.to)}; a terminal skill hands control back with a RETURN edge to the router instead of calling another skill.`,
      });
    }
  }
  return findings;
}

/** The seed's typed handoffs connect what the seed says they connect (seed-skills.ts EDGE_MEANINGS). */
function checkEdgeTypes(path: string, at: At, summary: SkillGraphSummary): FindingInput[] {
  const findings: FindingInput[] = [];
  for (const e of summary.edges) {
    const meaning = e.type === null ? undefined : EDGE_MEANINGS.get(e.type);
    if (!meaning) continue;
    for (const end of ['from', 'to'] as const) {
      const allowed = meaning[end];
      if (!allowed || allowed.includes(e[end])) continue;
      const names = allowed.map((n) => quoteUntrusted(n)).join(' or ');
      findings.push({
        rule: 'graph-edge-type',
        path,
        ...at(`/edges/${e.index}/${end}`),
        message: `edge ${e.index} is ${quoteUntrusted(e.type ?? '?')} ${end} ${quoteUntrusted(e[end])}, but in the seed ${meaning.says}: a ${e.type ?? '?'} edge goes ${end} ${names}. Set ${end}: ${allowed[0] ?? '?'} or give the edge the type of the handoff it is.`,
      });
    }
  }
  return findings;
}

/** Skills the seed names are declared in their seed role: their decision class, and the reviewer terminal. */
function checkCanonicalRoles(path: string, at: At, summary: SkillGraphSummary): FindingInput[] {
  const findings: FindingInput[] = [];
  for (const s of summary.skills.values()) {
    const canonical = CANONICAL_OWNERSHIP.get(s.name);
    if (canonical && s.owns !== null && !canonical.accepted.includes(normalizeOwnership(s.owns))) {
      findings.push({
        rule: 'graph-canonical-role',
        path,
        ...at(`/skills/${s.index}/owns`),
        message: `${quoteUntrusted(s.name)} owns ${quoteUntrusted(s.owns)}, but the seed gives it ${quoteUntrusted(canonical.seed)}; set owns: ${canonical.seed}, or give this decision class to a skill of another name.`,
      });
    }
    if (s.name === REVIEWER && s.declaredTerminal === false) {
      findings.push({
        rule: 'graph-canonical-role',
        path,
        ...at(`/skills/${s.index}/terminal`),
        message: `${quoteUntrusted(s.name)} is declared terminal: false, but the seed makes it terminal in the skill graph; set terminal: true and hand control back to the router with a RETURN edge.`,
      });
    }
  }
  return findings;
}

/**
 * Unbounded cycles: a cycle is bounded when one of its edges has max_reentries <= 1. Removing the
 * bounded edges leaves exactly the unbounded cycles, so every cyclic component of what remains
 * holds at least one, and no elementary cycle is missed however many share a component.
 */
function checkUnboundedCycles(path: string, at: At, summary: SkillGraphSummary): FindingInput[] {
  const names = [...summary.skills.keys()];
  const indexOf = new Map(names.map((n, i) => [n, i]));
  const adjacency: number[][] = names.map(() => []);
  const unboundedEdge = new Map<string, SkillEdge>();
  for (const e of summary.edges) {
    const from = indexOf.get(e.from);
    const to = indexOf.get(e.to);
    if (from === undefined || to === undefined) continue;
    if (e.maxReentries !== null && e.maxReentries <= MAX_BOUNDING_REENTRIES) continue;
    (adjacency[from] as number[]).push(to);
    const key = `${from}\0${to}`;
    if (!unboundedEdge.has(key)) unboundedEdge.set(key, e);
  }
  const findings: FindingInput[] = [];
  for (const component of findStronglyConnected(adjacency)) {
    if (!isCyclicComponent(component, adjacency)) continue;
    const cycle = findCycleInComponent(component, adjacency);
    const first = unboundedEdge.get(`${cycle[0]}\0${cycle[1]}`);
    const printed = cycle.map((i) => quoteUntrusted(names[i] ?? '?')).join(' → ');
    const others =
      component.length > cycle.length - 1
        ? ` (${component.length} skills are caught in cycles together; fix this one and re-run)`
        : '';
    findings.push({
      rule: 'graph-unbounded-cycle',
      path,
      ...at(first ? `/edges/${first.index}` : '/edges'),
      message: `the cycle ${printed} has no edge with max_reentries <= ${MAX_BOUNDING_REENTRIES}${others}; set max_reentries: 1 on the edge that re-enters the loop (typically the REPAIR, RECHECK or RETURN edge), or remove the back edge and return control to the router instead.`,
    });
  }
  return findings;
}

/** Shared ownership: one decision class, one owner. */
function checkSharedOwnership(path: string, at: At, summary: SkillGraphSummary): FindingInput[] {
  const findings: FindingInput[] = [];
  const owners = new Map<string, SkillNode>();
  for (const s of summary.skills.values()) {
    if (s.owns === null) continue;
    const key = decisionClassKey(s.owns);
    const owner = owners.get(key);
    if (!owner) {
      owners.set(key, s);
      continue;
    }
    findings.push({
      rule: 'graph-shared-ownership',
      path,
      ...at(`/skills/${s.index}/owns`),
      message: `${quoteUntrusted(s.name)} and ${quoteUntrusted(owner.name)} both own the decision class ${quoteUntrusted(s.owns)}; each stage owns one decision class, so give it to one skill and let the other return a structured objection.`,
    });
  }
  return findings;
}

/**
 * Checks one skill graph's bytes: YAML syntax, schema, duplicate skill names,
 * unknown skills on edges, terminal skills with outgoing edges, edge types
 * against the seed, the seed skills' roles, unbounded cycles and shared
 * ownership.
 */
export function checkSkillGraphBytes(path: string, bytes: Uint8Array): SkillGraphCheck {
  const parsed = parseYamlDocument(bytes);
  if (!parsed.ok) {
    const { problem } = parsed;
    return {
      findings: [
        {
          rule: 'graph-invalid-yaml',
          path,
          line: problem.line,
          column: problem.column,
          message: describeYamlProblem(problem, 'skill graph'),
        },
      ],
    };
  }
  const document = parsed.document;
  const at = locatorOf(document);
  const summary = summarizeSkillGraph(document.value);
  const value = document.value;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    const message = 'the skill graph must be a YAML mapping with skills and edges.';
    return { findings: [{ rule: 'graph-schema', path, ...at(''), message }], document, summary };
  }
  const findings: FindingInput[] = [
    ...schemaFindings(SKILL_GRAPH_SCHEMA_KEY, value, { rule: 'graph-schema', path }, at),
    ...checkDuplicateSkills(path, at, value, summary),
    ...checkEdges(path, at, summary),
    ...checkEdgeTypes(path, at, summary),
    ...checkCanonicalRoles(path, at, summary),
    ...checkUnboundedCycles(path, at, summary),
    ...checkSharedOwnership(path, at, summary),
  ];
  return { findings, document, summary };
}
