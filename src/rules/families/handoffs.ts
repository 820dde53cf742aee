/**
 * The other two handoff formats: router envelopes checked against the skill
 * graph governing them, skill graphs, and agent handoff packets with their
 * acknowledgments and the ordering of each inbox. The documents and their
 * bytes come from repo/handoff-documents.ts (which documents a change audits,
 * and which others their rules read); the per-document checks are the
 * formats', loaded only when there is a document to judge.
 */
import { listFamilyRules } from '../../core/rule-registry.js';
import { locatorOf } from '../../core/location.js';
import { relativeDirname } from '../../util/relative-path.js';
import type { FindingInput } from '../../core/findings.js';
import type { RuleId } from '../../core/rule-registry.js';
import type { HandoffKind } from '../../repo/handoff-documents.js';
import type { InboxPacket, PayloadSchemaCache } from '../../formats/packet.js';
import type { SkillGraphSummary } from '../../formats/skill-graph.js';
import type { EnvelopeCheck, EnvelopeGraphView, ExecutionRecords } from '../../formats/envelope.js';
import type { SequencedEnvelope } from '../../formats/envelope-sequence.js';
import { asObject } from '../../util/values.js';
import { quoteUntrusted } from '../../util/untrusted.js';
import { ackPathOf } from '../../formats/ack-path.js';
import type { AuditFacts, RuleFamily } from './types.js';

type HandoffFormats = typeof import('../../formats/handoff-formats.js');

/** The rule that reports an unreadable document of each kind. */
const UNREADABLE_RULE: Record<HandoffKind, RuleId> = {
  envelope: 'envelope-invalid-yaml',
  'skill-graph': 'graph-invalid-yaml',
  packet: 'packet-invalid-json',
};

export const handoffs: RuleFamily = {
  name: 'handoffs',
  emits: listFamilyRules('handoffs'),
  wholeRun: true,
  async check(facts, out) {
    const docs = facts.handoffs;
    if (
      docs.audited.size === 0 &&
      docs.inboxes.size === 0 &&
      docs.sequences.size === 0 &&
      docs.evidenceEnvelopes.length === 0
    )
      return;
    const formats = await import('../../formats/handoff-formats.js');
    const findings: FindingInput[] = [];
    const graphs = checkGraphs(facts, formats, findings);
    const baseGraphs = summarizeBaseGraphs(facts, formats);
    checkEnvelopes(facts, formats, { head: graphs, base: baseGraphs }, findings);
    const ids = checkPackets(facts, formats, findings);
    for (const f of findings) out.report(f);
    // Their statuses come from the one verdict (audit/verdict.ts) over every finding; here only
    // which documents the report shows. A finding on an .ack belongs to its packet; a conflict
    // may land on an unchanged packet, which is then shown too.
    const shown = new Map(docs.audited);
    const packetOfAck = new Map(docs.allPackets.map((p) => [ackPathOf(p), p]));
    for (const f of findings) {
      const doc = packetOfAck.get(f.path) ?? f.path;
      const kind = shown.has(doc) ? undefined : docs.classify(doc);
      if (kind) shown.set(doc, kind);
    }
    for (const [path, kind] of [...shown].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      out.judged({ kind, path, id: ids.get(path) ?? null });
  },
};

/**
 * The bytes of a document, or null; an audited one that cannot be read is a finding (one
 * reached through a symlink out of the root is file-access's).
 */
function bytesOf(
  facts: AuditFacts,
  rel: string,
  kind: HandoffKind,
  findings: FindingInput[],
): Uint8Array | null {
  const read = facts.handoffs.read(rel);
  if (!read) return null;
  if (read.ok) return read.bytes;
  if (facts.handoffs.audited.has(rel) && read.reason !== 'outside-root') {
    findings.push({
      rule: UNREADABLE_RULE[kind],
      path: rel,
      message: `the file ${read.detail}; replace it with a regular file.`,
    });
  }
  return null;
}

/** The skill graphs read (audited, or governing an audited envelope): their summaries. */
function checkGraphs(
  facts: AuditFacts,
  formats: HandoffFormats,
  findings: FindingInput[],
): Map<string, SkillGraphSummary> {
  const summaries = new Map<string, SkillGraphSummary>();
  for (const g of facts.handoffs.graphs) {
    const bytes = bytesOf(facts, g, 'skill-graph', findings);
    if (!bytes) continue;
    const check = formats.checkSkillGraphBytes(g, bytes);
    // A graph read only because it governs an audited envelope has its own findings unreported.
    if (facts.handoffs.audited.has(g)) findings.push(...check.findings);
    if (check.summary) summaries.set(g, check.summary);
  }
  return summaries;
}

/**
 * The trusted commit's skill graphs, summarized (an unreadable or unparsable one declares no
 * skill, so an envelope it governs is not passed unchecked: the base is in force).
 */
function summarizeBaseGraphs(
  facts: AuditFacts,
  formats: HandoffFormats,
): Map<string, SkillGraphSummary> {
  const summaries = new Map<string, SkillGraphSummary>();
  const atBase = facts.handoffs.atBase;
  if (!atBase) return summaries;
  for (const g of atBase.compared) {
    const blob = atBase.read(g);
    if (!blob || blob.kind === 'absent') continue;
    const summary =
      blob.kind === 'file' ? formats.checkSkillGraphBytes(g, blob.bytes).summary : undefined;
    summaries.set(g, summary ?? { skills: new Map(), edges: [] });
  }
  return summaries;
}

/**
 * The views an envelope's next_action is checked against: the base's governing graphs (in
 * force) and the checkout's. Both apply, so a change to the graph adds findings and never takes
 * one away; with no graph at the base, the checkout's alone (with none, nothing was checked).
 */
function viewsOf(
  facts: AuditFacts,
  formats: HandoffFormats,
  envelope: string,
  graphs: {
    head: ReadonlyMap<string, SkillGraphSummary>;
    base: ReadonlyMap<string, SkillGraphSummary>;
  },
): EnvelopeGraphView[] {
  const pick = (paths: readonly string[], from: ReadonlyMap<string, SkillGraphSummary>) =>
    paths
      .map((g) => ({ path: g, summary: from.get(g) }))
      .filter((g): g is { path: string; summary: SkillGraphSummary } => g.summary !== undefined);
  const views: EnvelopeGraphView[] = [];
  const docs = facts.handoffs;
  const atHead = docs.governingGraphs(envelope);
  const atBase = docs.atBase;
  if (atBase) {
    const paths = atBase.governingGraphs(envelope);
    // The same files with the same bytes: the checkout's view says it all.
    const unchanged =
      paths.length === atHead.length &&
      paths.every((g, i) => atHead[i] === g && isUnchangedGraph(facts, g));
    const governing = unchanged ? [] : pick(paths, graphs.base);
    if (governing.length > 0) views.push(formats.toEnvelopeGraphView(governing, atBase.label));
  }
  const governing = pick(atHead, graphs.head);
  if (governing.length > 0) views.push(formats.toEnvelopeGraphView(governing));
  return views;
}

/** True when the trusted commit holds a graph file at the bytes the checkout has. */
function isUnchangedGraph(facts: Pick<AuditFacts, 'handoffs'>, rel: string): boolean {
  const atBase = facts.handoffs.atBase?.read(rel);
  const atHead = facts.handoffs.read(rel);
  if (!atBase || !atHead) return false;
  if (atBase.kind === 'absent') return !atHead.ok && atHead.reason === 'missing';
  return atBase.kind === 'file' && atHead.ok && Buffer.from(atBase.bytes).equals(atHead.bytes);
}

/**
 * The host's records of skill runs: the skills of the passports the audit reads, and the senders
 * of packets whose acknowledgment confirms them (same handoff_id, ready to proceed).
 */
function collectExecutionRecords(facts: AuditFacts, formats: HandoffFormats): ExecutionRecords {
  const skills = new Set<string>();
  for (const r of facts.passports.records) if (r.summary?.skill) skills.add(r.summary.skill);
  const docs = facts.handoffs;
  for (const p of docs.allPackets) {
    const read = docs.read(p);
    const ack = docs.ack(p);
    if (!read?.ok || !ack.ok) continue;
    const packet = formats.parseJsonDocument(read.bytes);
    const acked = formats.parseJsonDocument(ack.bytes);
    if (!packet.ok || !acked.ok) continue;
    const summary = formats.summarizePacket(packet.document.value);
    const a = asObject(acked.document.value);
    if (
      summary.fromAgent !== null &&
      summary.handoffId !== null &&
      a?.handoff_id === summary.handoffId &&
      a.ready_to_proceed === true
    )
      skills.add(summary.fromAgent);
  }
  return { hasRunOf: (skill) => skills.has(skill) };
}

/**
 * The audited envelopes, each against the graph(s) governing it and the host's records of
 * runs; then each directory's envelopes as one sequence (unchanged neighbours parsed here).
 */
function checkEnvelopes(
  facts: AuditFacts,
  formats: HandoffFormats,
  graphs: {
    head: ReadonlyMap<string, SkillGraphSummary>;
    base: ReadonlyMap<string, SkillGraphSummary>;
  },
  findings: FindingInput[],
): void {
  const docs = facts.handoffs;
  const records =
    docs.envelopes.length > 0 || docs.evidenceEnvelopes.length > 0
      ? collectExecutionRecords(facts, formats)
      : null;
  const parsed = new Map<string, SequencedEnvelope>();
  for (const e of facts.handoffs.envelopes) {
    const bytes = bytesOf(facts, e, 'envelope', findings);
    if (!bytes) continue;
    const check = formats.checkEnvelopeBytes(e, bytes, viewsOf(facts, formats, e, graphs));
    findings.push(...check.findings);
    if (records) findings.push(...formats.checkExecutionEvidence(e, check, records));
    parsed.set(e, toSequenced(e, check));
  }
  // Unchanged envelopes whose evidence a change may have taken away: that finding alone.
  for (const e of docs.evidenceEnvelopes) {
    const read = docs.read(e);
    if (!read?.ok || !records) continue;
    const check = formats.checkEnvelopeBytes(e, read.bytes);
    findings.push(...formats.checkExecutionEvidence(e, check, records));
  }
  for (const list of docs.sequences.values()) {
    const sequence: SequencedEnvelope[] = [];
    for (const e of list) {
      let entry = parsed.get(e);
      if (!entry) {
        const read = facts.handoffs.read(e);
        entry = read?.ok
          ? toSequenced(e, formats.checkEnvelopeBytes(e, read.bytes))
          : { path: e, value: null, locate: (pointer) => ({ pointer }) };
      }
      sequence.push(entry);
    }
    findings.push(...formats.checkEnvelopeSequence(sequence));
  }
}

/** An envelope as the sequence rules see it. */
function toSequenced(path: string, check: EnvelopeCheck): SequencedEnvelope {
  const { document } = check;
  return {
    path,
    value: check.value ?? null,
    locate: document ? locatorOf(document) : (pointer) => ({ pointer }),
  };
}

/**
 * The audited packets and their acknowledgments, then the ordering within each touched inbox
 * over all of its packets (unchanged ones parsed here). Returns each packet's handoff_id.
 */
function checkPackets(
  facts: AuditFacts,
  formats: HandoffFormats,
  findings: FindingInput[],
): Map<string, string> {
  const docs = facts.handoffs;
  const ids = new Map<string, string>();
  const cache: PayloadSchemaCache = new Map();
  const inboxPackets = new Map<string, InboxPacket>();
  for (const p of docs.packets) {
    const bytes = bytesOf(facts, p, 'packet', findings);
    if (!bytes) continue;
    const check = formats.checkPacketBytes(p, bytes, cache);
    findings.push(...check.findings);
    const { summary, document } = check;
    if (!summary || !document) continue;
    if (summary.handoffId !== null) ids.set(p, summary.handoffId);
    inboxPackets.set(p, { path: p, summary, locate: locatorOf(document) });
    findings.push(
      ...formats.checkAcknowledgment(
        { path: p, summary, document },
        docs.ack(p),
        facts.config.packetMaxAgeSeconds,
      ),
    );
  }
  for (const p of docs.allPackets) {
    if (!docs.inboxes.has(relativeDirname(p)) || inboxPackets.has(p) || docs.audited.has(p))
      continue;
    const read = docs.read(p);
    const parsed = read?.ok ? formats.parseJsonDocument(read.bytes) : null;
    if (!parsed?.ok) continue;
    const summary = formats.summarizePacket(parsed.document.value, parsed.document);
    if (summary.handoffId !== null) ids.set(p, summary.handoffId);
    inboxPackets.set(p, { path: p, summary, locate: locatorOf(parsed.document) });
  }
  const perInbox = new Map<string, InboxPacket[]>();
  for (const packet of inboxPackets.values()) {
    const dir = relativeDirname(packet.path);
    const list = perInbox.get(dir) ?? [];
    list.push(packet);
    perInbox.set(dir, list);
  }
  for (const list of perInbox.values()) findings.push(...formats.findInboxConflicts(list));
  return ids;
}

/**
 * `policy-changed` for each skill graph whose checkout version differs from the trusted
 * commit's (reported by the run-level rules, which own that rule): what the change adds and
 * removes, and the next_action values of the envelopes this run checked that it would allow
 * although the graph in force rejects them.
 */
export async function describeGraphChanges(facts: AuditFacts): Promise<FindingInput[]> {
  const docs = facts.handoffs;
  const atBase = docs.atBase;
  if (!atBase) return [];
  const changed = atBase.compared.filter((g) => !isUnchangedGraph(facts, g));
  if (changed.length === 0) return [];
  const formats = await import('../../formats/handoff-formats.js');
  const head = new Map<string, SkillGraphSummary>();
  for (const g of new Set([...docs.graphs, ...changed])) {
    const read = docs.read(g);
    const summary = read?.ok ? formats.checkSkillGraphBytes(g, read.bytes).summary : undefined;
    if (summary) head.set(g, summary);
  }
  const base = summarizeBaseGraphs(facts, formats);
  const declares = (paths: readonly string[], from: ReadonlyMap<string, SkillGraphSummary>) => {
    const known = paths.flatMap((g) => from.get(g) ?? []);
    return (skill: string) => known.length === 0 || known.some((s) => s.skills.has(skill));
  };
  const allows = new Map<string, string[]>();
  for (const e of docs.envelopes) {
    const read = docs.read(e);
    const next = read?.ok ? formats.checkEnvelopeBytes(e, read.bytes).nextAction : null;
    if (next === null) continue;
    const atBaseGov = atBase.governingGraphs(e);
    const atHeadGov = docs.governingGraphs(e);
    if (declares(atBaseGov, base)(next) || !declares(atHeadGov, head)(next)) continue;
    for (const g of new Set([...atBaseGov, ...atHeadGov])) {
      if (!changed.includes(g)) continue;
      const list = allows.get(g) ?? [];
      list.push(`next_action ${quoteUntrusted(next)} in ${quoteUntrusted(e)}`);
      allows.set(g, list);
    }
  }
  return changed.map((g) => {
    const blob = atBase.read(g);
    const read = docs.read(g);
    return formats.describeSkillGraphChange({
      path: g,
      baseLabel: atBase.label,
      base: blob && blob.kind !== 'absent' ? (base.get(g) ?? null) : null,
      head: read?.ok ? (head.get(g) ?? { skills: new Map(), edges: [] }) : null,
      allows: allows.get(g) ?? [],
    });
  });
}
