/**
 * The rules that span consecutive router envelopes (seed 002, "Return-to-router semantics",
 * "Loop limits"). Pure: envelopes in, findings out.
 *
 * Their order: the envelopes of one directory are one workflow's, in the order of the decimal
 * number their file names begin with (`01-route.handoff.yaml`, `02-…`; 9 before 10). One
 * envelope alone in its directory needs no number. A directory holding two or more, one of which
 * has no number or shares its number with another, cannot be ordered: `envelope-unordered`, and
 * none of its pairs is judged. Along the order, pass.index never goes back.
 *
 * Who writes an envelope: the skill the one before it hands control to (its next_action). So
 * envelope k + 1 was written by the router when k's next_action is the router, or when k has
 * none (the workflow stopped; a new goal starts again at the router). Otherwise a field the
 * router decides (intent, source_kind, context_mode, voice, pass.max, a protected constraint
 * dropped, mutation requested where k was read-only) changing from k to k + 1 is a downstream
 * skill overriding the router: `envelope-bypasses-router`. The false-positive reviewer is
 * terminal: the envelope it writes goes back to the router or stops.
 */
import type { FindingInput } from '../core/findings.js';
import { quoteUntrusted } from '../util/untrusted.js';
import { asObject } from '../util/values.js';
import { REVIEWER, ROUTER, repairOwnersOf } from './seed-skills.js';

/** One envelope of a directory, parsed (value null: it is no mapping, or did not parse). */
export interface SequencedEnvelope {
  path: string;
  value: Record<string, unknown> | null;
  locate(pointer: string): { pointer: string; line?: number; column?: number };
}

/** The sequence number a file name begins with (`07-x.handoff.yaml` → 7), or null. */
export function sequenceNumberOf(path: string): number | null {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const match = /^(\d{1,15})[-_.]/.exec(name);
  return match ? Number(match[1]) : null;
}

/** The fields the router decides and a downstream skill carries unchanged. */
const ROUTER_FIELDS = ['intent', 'source_kind', 'context_mode', 'voice'] as const;

const printed = (v: unknown): string =>
  v === undefined ? '(absent)' : quoteUntrusted(typeof v === 'string' ? v : JSON.stringify(v));

/** One override of a router decision between `before` and `after`: pointer and what changed. */
interface Override {
  pointer: string;
  change: string;
}

/** The router decisions `after` changes from `before`. */
function findOverrides(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Override[] {
  const overrides: Override[] = [];
  for (const field of ROUTER_FIELDS) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field]))
      overrides.push({
        pointer: `/${field}`,
        change: `${field} changes from ${printed(before[field])} to ${printed(after[field])}`,
      });
  }
  const maxBefore = asObject(before.pass)?.max;
  const maxAfter = asObject(after.pass)?.max;
  if (maxBefore !== maxAfter)
    overrides.push({
      pointer: '/pass/max',
      change: `pass.max changes from ${printed(maxBefore)} to ${printed(maxAfter)}`,
    });
  const kept = Array.isArray(after.protected_constraints) ? after.protected_constraints : [];
  const dropped = (Array.isArray(before.protected_constraints) ? before.protected_constraints : [])
    .filter((c) => !kept.includes(c))
    .map(printed);
  if (dropped.length > 0)
    overrides.push({
      pointer: '/protected_constraints',
      change: `protected constraint ${dropped.join(', ')} is dropped`,
    });
  const mutationBefore = asObject(before.execution_evidence)?.mutation;
  const mutationAfter = asObject(after.execution_evidence)?.mutation;
  if (
    mutationBefore === 'not_requested' &&
    typeof mutationAfter === 'string' &&
    mutationAfter !== 'not_requested'
  )
    overrides.push({
      pointer: '/execution_evidence/mutation',
      change: `the next action changes from read-only to mutation (execution_evidence.mutation from "not_requested" to ${printed(mutationAfter)})`,
    });
  return overrides;
}

/** The order of a directory's envelopes, or the findings saying why there is none. */
function orderEnvelopes(
  envelopes: readonly SequencedEnvelope[],
): { ordered: SequencedEnvelope[] } | { findings: FindingInput[] } {
  const byNumber = new Map<number, SequencedEnvelope[]>();
  const findings: FindingInput[] = [];
  for (const e of envelopes) {
    const n = sequenceNumberOf(e.path);
    if (n === null) {
      findings.push({
        rule: 'envelope-unordered',
        path: e.path,
        message: `${quoteUntrusted(e.path)} shares its directory with ${envelopes.length - 1} other envelope(s) but its name does not begin with a sequence number, so the order of the handoffs, and the return-to-router rules over them, cannot be checked. Rename it NN-<name> in the order the envelopes were exchanged (01-…, 02-…), or move each workflow's envelopes to a directory of its own.`,
      });
      continue;
    }
    const list = byNumber.get(n) ?? [];
    list.push(e);
    byNumber.set(n, list);
  }
  for (const [n, list] of byNumber) {
    if (list.length < 2) continue;
    for (const e of list.slice(1))
      findings.push({
        rule: 'envelope-unordered',
        path: e.path,
        message: `${quoteUntrusted(e.path)} has the sequence number ${n} of ${quoteUntrusted((list[0] as SequencedEnvelope).path)}, so their order cannot be known; renumber them in the order they were exchanged.`,
      });
  }
  if (findings.length > 0) return { findings };
  const ordered = [...envelopes].sort(
    (a, b) => (sequenceNumberOf(a.path) as number) - (sequenceNumberOf(b.path) as number),
  );
  return { ordered };
}

/** The findings of one pair of consecutive envelopes: `after` judged against `before`. */
function checkPair(
  before: SequencedEnvelope,
  after: SequencedEnvelope,
  b: Record<string, unknown>,
  a: Record<string, unknown>,
): FindingInput[] {
  const findings: FindingInput[] = [];
  const handedTo = typeof b.next_action === 'string' ? b.next_action : null;
  const from = quoteUntrusted(before.path);
  const indexBefore = asObject(b.pass)?.index;
  const indexAfter = asObject(a.pass)?.index;
  const routerWrites = handedTo === null || handedTo === ROUTER;
  if (
    !routerWrites &&
    typeof indexBefore === 'number' &&
    typeof indexAfter === 'number' &&
    indexAfter < indexBefore
  ) {
    findings.push({
      rule: 'envelope-unordered',
      path: after.path,
      ...after.locate('/pass/index'),
      message: `pass.index goes back from ${indexBefore} in ${from} to ${indexAfter} here, though ${from} did not return control to the router; either the numbering is not the order the envelopes were exchanged (renumber them), or a skill reset the pass count only the router may (keep pass.index at ${indexBefore} or more).`,
    });
  }
  if (routerWrites) return findings;
  for (const o of findOverrides(b, a)) {
    findings.push({
      rule: 'envelope-bypasses-router',
      path: after.path,
      ...after.locate(o.pointer),
      message: `${o.change} after ${from}, which handed control to ${quoteUntrusted(handedTo)}, not to the router; only ${ROUTER} changes what it decided. In ${from} set next_action: ${ROUTER} with a return_to_router_reason, or keep the value of ${from} here.`,
    });
  }
  const next = a.next_action;
  if (handedTo === REVIEWER && typeof next === 'string' && next !== ROUTER) {
    findings.push({
      rule: 'envelope-bypasses-router',
      path: after.path,
      ...after.locate('/next_action'),
      message: `${from} hands control to ${REVIEWER}, which is terminal, yet this envelope it writes hands on to ${quoteUntrusted(next)}; the reviewer returns control to the router (next_action: ${ROUTER} with return_to_router_reason: fresh_signal_collection_needed) or stops.`,
    });
  }
  return findings;
}

/** The verifier FAIL of an envelope handed to its repair owner, or false. */
function isRepairRequest(v: Record<string, unknown>): boolean {
  return (
    asObject(v.verification_summary)?.status === 'FAIL' &&
    typeof v.next_action === 'string' &&
    repairOwnersOf(v.source_kind).includes(v.next_action)
  );
}

/**
 * Checks the envelopes of one directory as one workflow: their order, each pair of consecutive
 * envelopes, and the single allowed repair (within a stretch the router does not restart).
 */
export function checkEnvelopeSequence(envelopes: readonly SequencedEnvelope[]): FindingInput[] {
  if (envelopes.length < 2) return [];
  const order = orderEnvelopes(envelopes);
  if ('findings' in order) return order.findings;
  const findings: FindingInput[] = [];
  let repairAt: SequencedEnvelope | null = null;
  order.ordered.forEach((current, i) => {
    const v = current.value;
    const previous = i > 0 ? order.ordered[i - 1] : undefined;
    if (previous?.value && v) findings.push(...checkPair(previous, current, previous.value, v));
    const restarted =
      previous?.value &&
      (typeof previous.value.next_action !== 'string' || previous.value.next_action === ROUTER);
    if (restarted) repairAt = null;
    if (!v || !isRepairRequest(v)) return;
    if (repairAt) {
      findings.push({
        rule: 'envelope-unrepaired-fail',
        path: current.path,
        ...current.locate('/next_action'),
        message: `the single allowed repair was already requested in ${quoteUntrusted((repairAt as SequencedEnvelope).path)}; a repair loop re-enters the repair owner once. Stop and report the unresolved preservation error: remove next_action, or set next_action: ${ROUTER} with a return_to_router_reason.`,
      });
    }
    repairAt = current;
  });
  return findings;
}
