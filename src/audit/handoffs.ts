/**
 * The other two handoff formats (router envelopes with their skill graphs,
 * agent handoff packets). The engine calls {@link auditHandoffs} once per run
 * with the walked tree; it returns findings (through the sink) and
 * per-document statuses.
 *
 * Which graph governs an envelope: the skill graph(s) in the envelope's own
 * directory or, failing that, in the nearest ancestor directory that has one
 * (as .gitignore files nest). Several graph files in that directory are
 * merged. An envelope with no graph above it has its next_action unchecked.
 *
 * Scope in changed mode (all mode audits everything):
 * - a changed envelope is audited; the graph(s) governing it are read (even
 *   when unchanged) to check next_action, but their own findings are not
 *   reported;
 * - a changed (added, edited or deleted) skill graph is audited, and every
 *   envelope below its directory is re-audited, since a removed skill or a
 *   moved graph changes what their next_action may name;
 * - a changed packet, or a changed .ack beside it, audits the packet, and the
 *   ordering of its whole inbox is re-checked (also when a packet was
 *   deleted): packet-conflict may then fire on an unchanged packet there,
 *   which then gets a status of its own.
 */
import path from 'node:path';
import { locatorOf } from '../core/location.js';
import { checkEnvelopeBytes } from '../formats/envelope.js';
import { parseJsonDocument } from '../formats/json-source.js';
import {
  ackPathOf,
  checkAcknowledgment,
  checkPacketBytes,
  findInboxConflicts,
  summarizePacket,
  type AckRead,
  type InboxPacket,
  type PacketSummary,
  type PayloadSchemaCache,
} from '../formats/packet.js';
import {
  checkSkillGraphBytes,
  toEnvelopeGraphView,
  type SkillGraphSummary,
} from '../formats/skill-graph.js';
import { PATH_REFUSAL_TEXT } from '../core/relative-path.js';
import type { SafeReadResult } from '../fs/safe-read.js';
import type { TreeEntry } from '../fs/walk.js';
import type { RuleId } from '../rules/registry.js';
import { compileGlobs } from '../core/globs.js';
import { type Config } from '../config/config.js';
import type { FindingInput, FindingSink } from '../core/findings.js';
import type { HandoffStatus } from '../core/report-model.js';

/** What the engine hands to the handoff formats. */
export interface HandoffContext {
  /** Real path of the repository root. */
  root: string;
  /** Every entry of the walked tree (ignore globs already applied), sorted by path. */
  entries: readonly TreeEntry[];
  config: Config;
  /** Changed repository-relative paths, or null in all mode. */
  changed: ReadonlySet<string> | null;
  sink: FindingSink;
  /** Reads a repository-relative file safely (contained, regular, capped). */
  readFile(
    rel: string,
  ): Promise<SafeReadResult | { ok: false; reason: 'outside-root'; detail: string }>;
}

type Kind = HandoffStatus['kind'];

/** The rule that reports an unreadable document of each kind. */
const UNREADABLE_RULE: Record<Kind, RuleId> = {
  envelope: 'envelope-invalid-yaml',
  'skill-graph': 'graph-invalid-yaml',
  packet: 'packet-invalid-json',
};

const dirnameOf = (rel: string): string => path.posix.dirname(rel);
const isWithin = (rel: string, dir: string): boolean => dir === '.' || rel.startsWith(`${dir}/`);

/** Audits envelopes, skill graphs and packets; returns their statuses. */
export async function auditHandoffs(context: HandoffContext): Promise<HandoffStatus[]> {
  const { config, changed } = context;
  const isGraph = compileGlobs(config.skillGraphs, 'skill-graphs');
  const isEnvelope = compileGlobs(config.envelopes, 'envelopes');
  const isPacket = compileGlobs(config.packets, 'packets');
  // One kind per file; a name matching several globs is a skill graph first, then an envelope.
  const classify = (rel: string): Kind | null =>
    isGraph(rel) ? 'skill-graph' : isEnvelope(rel) ? 'envelope' : isPacket(rel) ? 'packet' : null;

  const kinds = new Map<string, TreeEntry['kind']>(context.entries.map((e) => [e.rel, e.kind]));
  const byKind: Record<Kind, string[]> = { envelope: [], 'skill-graph': [], packet: [] };
  for (const e of context.entries) {
    if (e.kind !== 'file' && e.kind !== 'symlink') continue;
    const kind = classify(e.rel);
    if (kind) byKind[kind].push(e.rel);
  }
  const graphsByDir = new Map<string, string[]>();
  for (const g of byKind['skill-graph']) {
    const list = graphsByDir.get(dirnameOf(g)) ?? [];
    list.push(g);
    graphsByDir.set(dirnameOf(g), list);
  }
  /** Directory of the graph(s) governing an envelope, or null. */
  const governingDir = (rel: string): string | null => {
    let dir = dirnameOf(rel);
    for (;;) {
      if (graphsByDir.has(dir)) return dir;
      if (dir === '.') return null;
      dir = dirnameOf(dir);
    }
  };

  // --- scope -----------------------------------------------------------------------------
  let auditedGraphs: string[];
  let auditedEnvelopes: string[];
  let auditedPackets: string[];
  const inboxes = new Set<string>();
  if (changed === null) {
    auditedGraphs = byKind['skill-graph'];
    auditedEnvelopes = byKind.envelope;
    auditedPackets = byKind.packet;
    for (const p of auditedPackets) inboxes.add(dirnameOf(p));
  } else {
    const changedList = [...changed];
    const changedGraphDirs = changedList
      .filter((r) => classify(r) === 'skill-graph')
      .map(dirnameOf);
    auditedGraphs = byKind['skill-graph'].filter((g) => changed.has(g));
    auditedEnvelopes = byKind.envelope.filter(
      (e) => changed.has(e) || changedGraphDirs.some((d) => isWithin(e, d)),
    );
    auditedPackets = byKind.packet.filter((p) => changed.has(p) || changed.has(ackPathOf(p)));
    // Deleted packets count too: removing one changes the order of what remains.
    for (const r of changedList) if (classify(r) === 'packet') inboxes.add(dirnameOf(r));
  }

  const findings: FindingInput[] = [];
  const documentKinds = new Map<string, Kind>();
  const ids = new Map<string, string>();
  for (const g of auditedGraphs) documentKinds.set(g, 'skill-graph');
  for (const e of auditedEnvelopes) documentKinds.set(e, 'envelope');
  for (const p of auditedPackets) documentKinds.set(p, 'packet');

  /** Reads a document; an unreadable one becomes a finding (when `report`) and null. */
  const read = async (rel: string, kind: Kind, report: boolean): Promise<Uint8Array | null> => {
    const result = await context.readFile(rel);
    if (result.ok) return result.bytes;
    if (report) {
      const outside = result.reason === 'outside-root';
      findings.push({
        rule: outside ? 'path-outside-root' : UNREADABLE_RULE[kind],
        path: rel,
        message: outside
          ? `${PATH_REFUSAL_TEXT['outside-via-symlink']}; it was not read.`
          : `the file ${result.detail}; replace it with a regular file.`,
      });
    }
    return null;
  };

  // --- skill graphs ------------------------------------------------------------------------
  const neededGraphs = new Set(auditedGraphs);
  for (const e of auditedEnvelopes) {
    const dir = governingDir(e);
    if (dir !== null) for (const g of graphsByDir.get(dir) ?? []) neededGraphs.add(g);
  }
  const graphSummaries = new Map<string, SkillGraphSummary>();
  for (const g of [...neededGraphs].sort()) {
    const audited = documentKinds.has(g);
    const bytes = await read(g, 'skill-graph', audited);
    if (!bytes) continue;
    const check = checkSkillGraphBytes(g, bytes);
    if (audited) findings.push(...check.findings);
    if (check.summary) graphSummaries.set(g, check.summary);
  }

  // --- envelopes ---------------------------------------------------------------------------
  for (const e of auditedEnvelopes) {
    const bytes = await read(e, 'envelope', true);
    if (!bytes) continue;
    const dir = governingDir(e);
    const governing = (dir === null ? [] : (graphsByDir.get(dir) ?? []))
      .map((g) => ({ path: g, summary: graphSummaries.get(g) }))
      .filter((g): g is { path: string; summary: SkillGraphSummary } => g.summary !== undefined);
    const view = governing.length > 0 ? toEnvelopeGraphView(governing) : null;
    findings.push(...checkEnvelopeBytes(e, bytes, view).findings);
  }

  // --- packets -----------------------------------------------------------------------------
  const cache: PayloadSchemaCache = new Map();
  const inboxPackets = new Map<string, InboxPacket>();
  for (const p of auditedPackets) {
    inboxes.add(dirnameOf(p));
    const bytes = await read(p, 'packet', true);
    if (!bytes) continue;
    const check = checkPacketBytes(p, bytes, cache);
    findings.push(...check.findings);
    const { summary, document } = check;
    if (!summary || !document) continue;
    if (summary.handoffId !== null) ids.set(p, summary.handoffId);
    inboxPackets.set(p, { path: p, summary, locate: locatorOf(document) });
    findings.push(
      ...checkAcknowledgment(
        { path: p, summary, document },
        await readAck(context, kinds, ackPathOf(p)),
        config.packetMaxAgeSeconds,
      ),
    );
  }
  // Ordering within each touched inbox, over all of its packets (unchanged ones parsed here).
  for (const p of byKind.packet) {
    if (!inboxes.has(dirnameOf(p)) || inboxPackets.has(p) || documentKinds.has(p)) continue;
    const bytes = await read(p, 'packet', false);
    const parsed = bytes ? parseJsonDocument(bytes) : null;
    if (!parsed?.ok) continue;
    const summary: PacketSummary = summarizePacket(parsed.document.value);
    if (summary.handoffId !== null) ids.set(p, summary.handoffId);
    inboxPackets.set(p, { path: p, summary, locate: locatorOf(parsed.document) });
  }
  const perInbox = new Map<string, InboxPacket[]>();
  for (const packet of inboxPackets.values()) {
    const dir = dirnameOf(packet.path);
    const list = perInbox.get(dir) ?? [];
    list.push(packet);
    perInbox.set(dir, list);
  }
  for (const list of perInbox.values()) findings.push(...findInboxConflicts(list));

  // --- documents -------------------------------------------------------------------------
  // Their statuses come from the one verdict (audit/verdict.ts) over every finding; here only
  // which documents the report shows. A finding on an .ack belongs to its packet; a conflict
  // may land on an unchanged packet, which is then shown too.
  context.sink.addAll(findings);
  const packetOfAck = new Map<string, string>();
  for (const p of byKind.packet) packetOfAck.set(ackPathOf(p), p);
  for (const f of findings) {
    const doc = packetOfAck.get(f.path) ?? f.path;
    if (!documentKinds.has(doc)) {
      const kind = classify(doc);
      if (kind) documentKinds.set(doc, kind);
    }
  }
  return [...documentKinds.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([doc, kind]): HandoffStatus => ({
      kind,
      path: doc,
      id: ids.get(doc) ?? null,
      // Filled in by decideVerdict.
      status: 'pass',
      errors: 0,
      warnings: 0,
      notices: 0,
    }));
}

/** Reads the acknowledgment beside a packet, telling "absent" from "present but unreadable". */
async function readAck(
  context: HandoffContext,
  kinds: ReadonlyMap<string, TreeEntry['kind']>,
  rel: string,
): Promise<AckRead> {
  if (!kinds.has(rel)) return { ok: false, missing: true };
  const result = await context.readFile(rel);
  if (result.ok) return { ok: true, bytes: result.bytes };
  if (result.reason === 'missing') return { ok: false, missing: true };
  return {
    ok: false,
    missing: false,
    detail:
      result.reason === 'outside-root'
        ? `${PATH_REFUSAL_TEXT['outside-via-symlink']}`
        : result.detail,
  };
}
