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
import { relativeDirname } from '../../core/relative-path.js';
import type { FindingInput } from '../../core/findings.js';
import type { RuleId } from '../../core/rule-registry.js';
import type { HandoffKind } from '../../repo/handoff-documents.js';
import type { InboxPacket, PayloadSchemaCache } from '../../formats/packet.js';
import type { SkillGraphSummary } from '../../formats/skill-graph.js';
import type { EnvelopeCheck, ExecutionRecords } from '../../formats/envelope.js';
import type { SequencedEnvelope } from '../../formats/envelope-sequence.js';
import { asObject } from '../../core/values.js';
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
    checkEnvelopes(facts, formats, graphs, findings);
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
  graphs: ReadonlyMap<string, SkillGraphSummary>,
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
    const governing = facts.handoffs
      .governingGraphs(e)
      .map((g) => ({ path: g, summary: graphs.get(g) }))
      .filter((g): g is { path: string; summary: SkillGraphSummary } => g.summary !== undefined);
    const view = governing.length > 0 ? formats.toEnvelopeGraphView(governing) : null;
    const check = formats.checkEnvelopeBytes(e, bytes, view);
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
    const summary = formats.summarizePacket(parsed.document.value);
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
