/**
 * What a change to a skill graph does, in words: the graph is policy (it decides which skills
 * an envelope's next_action may name), so on a pull request the base commit's graph is in force
 * and the checkout's is compared with it (`policy-changed`): the skills and typed edges it adds
 * and removes, and the next_action values it would allow that the base's graph rejects. Pure.
 */
import type { FindingInput } from '../core/findings.js';
import { quoteUntrusted } from '../util/untrusted.js';
import type { SkillEdge, SkillGraphSummary } from './skill-graph.js';

/** Most items quoted per list; the rest are counted. */
const SHOWN = 10;

/** One changed graph file, as the base and the checkout hold it. */
export interface SkillGraphChange {
  /** The graph file, relative to the root. */
  path: string;
  /** Names the trusted commit ("the base commit 0123456789ab"). */
  baseLabel: string;
  /** The base's graph; null when the base has no file there. */
  base: SkillGraphSummary | null;
  /** The checkout's graph; null when the checkout has no file there. */
  head: SkillGraphSummary | null;
  /** What the checkout's graph would allow: "next_action "x" in "e.handoff.yaml"" entries. */
  allows: readonly string[];
}

const EMPTY: SkillGraphSummary = { skills: new Map(), edges: [] };

const edgeText = (e: SkillEdge) =>
  `${quoteUntrusted(e.from)} → ${quoteUntrusted(e.to)} (${e.type === null ? 'untyped' : quoteUntrusted(e.type)}${e.maxReentries === null ? '' : `, max_reentries ${e.maxReentries}`})`;

/** A list, at most {@link SHOWN} quoted, the rest counted. */
function listSome(items: readonly string[]): string {
  const shown = items.slice(0, SHOWN).join(', ');
  return items.length > SHOWN ? `${shown} and ${items.length - SHOWN} more` : shown;
}

/** Items of `a` not in `b`, by key. */
function without<T>(a: readonly T[], b: readonly T[], key: (t: T) => string): T[] {
  const keys = new Set(b.map(key));
  return a.filter((t) => !keys.has(key(t)));
}

/** The `policy-changed` finding for one skill graph the checkout changed. */
export function describeSkillGraphChange(change: SkillGraphChange): FindingInput {
  const { path, baseLabel } = change;
  const base = change.base ?? EMPTY;
  const head = change.head ?? EMPTY;
  const file = quoteUntrusted(path);
  const opening =
    change.base === null
      ? `the checkout adds the skill graph ${file}, which ${baseLabel} does not have; it applies with the graphs in force there, and can only add findings`
      : change.head === null
        ? `the checkout deletes the skill graph ${file}; ${baseLabel}'s is in force for the envelopes it governs`
        : `the checkout's skill graph ${file} differs from ${baseLabel}'s, whose version is in force (an envelope's next_action must name a skill of both)`;
  const edgeKey = (e: SkillEdge) => JSON.stringify([e.from, e.to, e.type, e.maxReentries]);
  const parts: string[] = [];
  const addedSkills = without([...head.skills.keys()], [...base.skills.keys()], String);
  const removedSkills = without([...base.skills.keys()], [...head.skills.keys()], String);
  const addedEdges = without(head.edges, base.edges, edgeKey);
  const removedEdges = without(base.edges, head.edges, edgeKey);
  if (addedSkills.length > 0)
    parts.push(`adds skill(s) ${listSome(addedSkills.map((s) => quoteUntrusted(s)))}`);
  if (removedSkills.length > 0)
    parts.push(`removes skill(s) ${listSome(removedSkills.map((s) => quoteUntrusted(s)))}`);
  if (addedEdges.length > 0) parts.push(`adds edge(s) ${listSome(addedEdges.map(edgeText))}`);
  if (removedEdges.length > 0)
    parts.push(`removes edge(s) ${listSome(removedEdges.map(edgeText))}`);
  const what = parts.length > 0 ? `: it ${parts.join('; ')}` : ' (no skill or edge differs)';
  const would =
    change.allows.length > 0
      ? `applied, it would allow ${listSome(change.allows)}, which the graph in force rejects (graph-unknown-skill)`
      : 'applied, it would allow nothing the graph in force rejects among the envelopes this run checked';
  return {
    rule: 'policy-changed',
    path,
    message: `${opening}${what}; ${would}. It takes effect once merged.`,
  };
}
