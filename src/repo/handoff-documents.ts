/**
 * The handoff documents a run audits (router envelopes with their skill
 * graphs, agent handoff packets with their acknowledgments), read: which ones
 * the change touches, which others their rules need, and their bytes. The
 * handoff rules (rules/families/handoffs.ts) judge what is read here.
 *
 * Which graph governs an envelope: the skill graph(s) in the envelope's own
 * directory or, failing that, in the nearest ancestor directory that has one
 * (as .gitignore files nest). Several graph files in that directory are
 * merged. An envelope with no graph above it has its next_action unchecked.
 *
 * Host execution evidence: when any envelope is audited, every packet of the
 * tree is read with its acknowledgment, since an acknowledged packet from a
 * skill is a record of that skill's run (an `executed` claim needs one). In
 * changed mode a change to such a record (a packet, its .ack, a passport,
 * deleted ones included) re-checks the evidence of every other envelope.
 *
 * The skill graph is policy: with a trusted commit (a pull request's base, `audit --base` or
 * `--config-from`), the graphs governing an envelope there are read too ({@link BaseGraphs}),
 * and an envelope's next_action must name a skill of the base's governing graph and of the
 * head's: a change to the graph can add findings, never take one away, and it is reported
 * (`policy-changed`) with what it would allow. A graph the change adds where the base had none
 * thus applies (with none, nothing was checked); one it deletes still does.
 *
 * Scope in changed mode (all mode audits everything):
 * - a changed envelope is audited; the graph(s) governing it are read (even
 *   when unchanged) to check next_action, but their own findings are not
 *   reported;
 * - a changed (added, edited or deleted) skill graph is audited, and every
 *   envelope below its directory is re-audited, since a removed skill or a
 *   moved graph changes what their next_action may name;
 * - a changed (added, edited or deleted) envelope re-checks the order of every
 *   envelope of its directory (envelope-sequence.ts): a sequence finding may
 *   then land on an unchanged envelope there, which then gets a status;
 * - a changed packet, or a changed .ack beside it, audits the packet, and the
 *   ordering of its whole inbox is re-checked (also when a packet was
 *   deleted): packet-conflict may then fire on an unchanged packet there,
 *   which then gets a status of its own.
 */
import path from 'node:path';
import { compileGlobs } from '../util/globs.js';
import type { HandoffStatus } from '../core/report-model.js';
import { PATH_REFUSAL_TEXT } from '../util/relative-path.js';
import type { BaseBlob, BaseFiles } from '../core/base-files.js';
import type { Config } from '../config/config.js';
import { ACK_SUFFIX, ackPathOf } from '../formats/ack-path.js';
import { isPassportPath } from '../formats/passport.js';
import type { AckRead } from '../formats/packet.js';
import type { ContainedReadResult } from '../fs/safe-read.js';
import type { Changes } from './changes.js';
import type { Layout } from './layout.js';
import type { RepoTree } from './tree.js';

/** The kind of a handoff document. */
export type HandoffKind = HandoffStatus['kind'];

/** The handoff documents of one run, read. */
export interface HandoffDocuments {
  /** The kind of a document by its name: one per file, a skill graph first, then an envelope. */
  classify(rel: string): HandoffKind | null;
  /** The documents this run audits: their findings are reported, and they have a status. */
  readonly audited: ReadonlyMap<string, HandoffKind>;
  /** The skill graphs read: the audited ones and those governing an audited envelope, sorted. */
  readonly graphs: readonly string[];
  /** The audited envelopes. */
  readonly envelopes: readonly string[];
  /** The audited packets. */
  readonly packets: readonly string[];
  /** Inboxes (directories) whose ordering is re-checked over all of their packets. */
  readonly inboxes: ReadonlySet<string>;
  /** Every packet of the tree, in walk order. */
  readonly allPackets: readonly string[];
  /** Directories whose envelopes are checked as one sequence → all of their envelopes, in walk order. */
  readonly sequences: ReadonlyMap<string, readonly string[]>;
  /**
   * Envelopes not audited whose host execution evidence is re-checked: in changed mode, every
   * other envelope when the change touches a record of a run (a packet, its .ack, a passport).
   */
  readonly evidenceEnvelopes: readonly string[];
  /** The skill graph files governing an envelope (the nearest directory up that has any). */
  governingGraphs(envelope: string): readonly string[];
  /** The skill graphs at the trusted commit, when the run has one; else null. */
  readonly atBase: BaseGraphs | null;
  /** What reading a document gave (undefined when it was not read). */
  read(rel: string): ContainedReadResult | undefined;
  /**
   * The acknowledgment beside an audited packet (beside every packet when an envelope is
   * audited), telling "absent" from "present but unreadable".
   */
  ack(packet: string): AckRead;
}

/** The skill graphs of the trusted commit: in force for the envelopes, with the head's. */
export interface BaseGraphs {
  /** Names the commit in messages ("the base commit 0123456789ab"). */
  readonly label: string;
  /** The graph files governing an envelope at the base (the nearest directory up with any there). */
  governingGraphs(envelope: string): readonly string[];
  /** What the base holds at a path of {@link compared}. */
  read(rel: string): BaseBlob | undefined;
  /**
   * The graph paths read at the base, each compared with the head's: the head's graphs read,
   * the base's governing an audited envelope, and the graphs the change names; sorted.
   */
  readonly compared: readonly string[];
}

/** A run without handoff documents to audit (none in the tree or the change, or a shard past 1). */
export const NO_HANDOFF_DOCUMENTS: HandoffDocuments = {
  classify: () => null,
  audited: new Map(),
  graphs: [],
  envelopes: [],
  packets: [],
  inboxes: new Set(),
  allPackets: [],
  sequences: new Map(),
  evidenceEnvelopes: [],
  governingGraphs: () => [],
  atBase: null,
  read: () => undefined,
  ack: () => ({ ok: false, missing: true }),
};

const dirnameOf = (rel: string): string => path.posix.dirname(rel);
const isWithin = (rel: string, dir: string): boolean => dir === '.' || rel.startsWith(`${dir}/`);

/**
 * Selects and reads the handoff documents of a run. Only a run with handoff files (in the tree
 * or the change) reads any: most passport-only runs never pay for them.
 */
export async function readHandoffDocuments(
  tree: Pick<RepoTree, 'entries' | 'has' | 'readContained'>,
  layout: Pick<Layout, 'handoffFiles' | 'isHandoffFile'>,
  config: Pick<Config, 'envelopes' | 'skillGraphs' | 'packets' | 'maxPassportBytes'>,
  changes: Changes,
  base?: BaseFiles,
): Promise<HandoffDocuments> {
  const changed = changes.files;
  const hasHandoffs =
    layout.handoffFiles.size > 0 || [...(changed ?? [])].some((rel) => layout.isHandoffFile(rel));
  if (!hasHandoffs) return NO_HANDOFF_DOCUMENTS;
  const selection = selectHandoffDocuments(tree, config, changed);
  const reads = new Map<string, ContainedReadResult>();
  const readOnce = async (rel: string) => {
    if (!reads.has(rel)) reads.set(rel, await tree.readContained(rel, config.maxPassportBytes));
  };
  for (const g of selection.graphs) await readOnce(g);
  for (const e of selection.envelopes) await readOnce(e);
  const acks = new Map<string, AckRead>();
  for (const p of selection.packets) {
    await readOnce(p);
    acks.set(p, await readAck(tree, ackPathOf(p), config.maxPassportBytes));
  }
  for (const p of selection.allPackets) if (selection.inboxes.has(dirnameOf(p))) await readOnce(p);
  for (const list of selection.sequences.values()) for (const e of list) await readOnce(e);
  for (const e of selection.evidenceEnvelopes) await readOnce(e);
  if (selection.envelopes.length > 0 || selection.evidenceEnvelopes.length > 0) {
    for (const p of selection.allPackets) {
      await readOnce(p);
      if (!acks.has(p)) acks.set(p, await readAck(tree, ackPathOf(p), config.maxPassportBytes));
    }
  }
  const atBase = base
    ? await readBaseGraphs(base, selection, changed, config.maxPassportBytes)
    : null;
  // Each graph compared is read at the head too (a base's graph the head keeps unread otherwise).
  for (const g of atBase?.compared ?? []) if (tree.has(g)) await readOnce(g);
  return {
    ...selection,
    atBase,
    read: (rel) => reads.get(rel),
    ack: (packet) => acks.get(packet) ?? { ok: false, missing: true },
  };
}

/** Which documents the run audits, and which others their rules read. */
function selectHandoffDocuments(
  tree: Pick<RepoTree, 'entries'>,
  config: Pick<Config, 'envelopes' | 'skillGraphs' | 'packets'>,
  changed: ReadonlySet<string> | null,
): Omit<HandoffDocuments, 'read' | 'ack' | 'atBase'> & { allGraphs: readonly string[] } {
  const isGraph = compileGlobs(config.skillGraphs, 'skill-graphs');
  const isEnvelope = compileGlobs(config.envelopes, 'envelopes');
  const isPacket = compileGlobs(config.packets, 'packets');
  const classify = (rel: string): HandoffKind | null =>
    isGraph(rel) ? 'skill-graph' : isEnvelope(rel) ? 'envelope' : isPacket(rel) ? 'packet' : null;
  const byKind: Record<HandoffKind, string[]> = { envelope: [], 'skill-graph': [], packet: [] };
  const { entries } = tree;
  for (let i = 0; i < entries.size; i++) {
    const entryKind = entries.kindAt(i);
    if (entryKind !== 'file' && entryKind !== 'symlink') continue;
    const rel = entries.relAt(i);
    const kind = classify(rel);
    if (kind) byKind[kind].push(rel);
  }
  const governingGraphs = governingIn(byKind['skill-graph']);

  let graphs = byKind['skill-graph'];
  let envelopes = byKind.envelope;
  let packets = byKind.packet;
  const inboxes = new Set<string>();
  if (changed !== null) {
    const changedGraphDirs = [...changed]
      .filter((r) => classify(r) === 'skill-graph')
      .map(dirnameOf);
    graphs = graphs.filter((g) => changed.has(g));
    envelopes = envelopes.filter(
      (e) => changed.has(e) || changedGraphDirs.some((d) => isWithin(e, d)),
    );
    packets = packets.filter((p) => changed.has(p) || changed.has(ackPathOf(p)));
    // Deleted packets count too: removing one changes the order of what remains.
    for (const r of changed) if (classify(r) === 'packet') inboxes.add(dirnameOf(r));
  }
  for (const p of packets) inboxes.add(dirnameOf(p));

  // Deleted envelopes count too: removing one makes two others consecutive.
  const sequenceDirs = new Set(envelopes.map(dirnameOf));
  if (changed !== null)
    for (const r of changed) if (classify(r) === 'envelope') sequenceDirs.add(dirnameOf(r));
  const sequences = new Map<string, string[]>();
  for (const e of byKind.envelope) {
    const dir = dirnameOf(e);
    if (!sequenceDirs.has(dir)) continue;
    const list = sequences.get(dir) ?? [];
    list.push(e);
    sequences.set(dir, list);
  }

  // A change to a record of a run (added, edited or deleted) can take away the evidence an
  // unchanged envelope's `executed` stands on.
  const touchesRecords =
    changed !== null &&
    [...changed].some(
      (r) =>
        isPassportPath(r) ||
        classify(r) === 'packet' ||
        (r.endsWith(ACK_SUFFIX) && classify(`${r.slice(0, -ACK_SUFFIX.length)}.json`) === 'packet'),
    );
  const auditedEnvelopes = new Set(envelopes);
  const evidenceEnvelopes = touchesRecords
    ? byKind.envelope.filter((e) => !auditedEnvelopes.has(e))
    : [];

  const audited = new Map<string, HandoffKind>();
  for (const g of graphs) audited.set(g, 'skill-graph');
  for (const e of envelopes) audited.set(e, 'envelope');
  for (const p of packets) audited.set(p, 'packet');
  const needed = new Set(graphs);
  for (const e of envelopes) for (const g of governingGraphs(e)) needed.add(g);
  return {
    classify,
    audited,
    graphs: [...needed].sort(),
    envelopes,
    packets,
    inboxes,
    allPackets: byKind.packet,
    sequences,
    evidenceEnvelopes,
    governingGraphs,
    allGraphs: byKind['skill-graph'],
  };
}

/** Which of `graphs` govern a file: those of its own directory or the nearest one up with any. */
function governingIn(graphs: readonly string[]): (rel: string) => readonly string[] {
  const graphsByDir = new Map<string, string[]>();
  for (const g of graphs) {
    const list = graphsByDir.get(dirnameOf(g)) ?? [];
    list.push(g);
    graphsByDir.set(dirnameOf(g), list);
  }
  return (rel) => {
    for (let dir = dirnameOf(rel); ; dir = dirnameOf(dir)) {
      const found = graphsByDir.get(dir);
      if (found) return found;
      if (dir === '.') return [];
    }
  };
}

/**
 * The skill graphs of the trusted commit that this run compares: which graphs it has (its
 * listing, one git call the base's other policy files already made; without history, the
 * head's graphs and the change's, each read there), under the config in force.
 */
async function readBaseGraphs(
  base: BaseFiles,
  selection: ReturnType<typeof selectHandoffDocuments>,
  changed: ReadonlySet<string> | null,
  maxBytes: number,
): Promise<BaseGraphs> {
  const named = [...(changed ?? [])].filter((r) => selection.classify(r) === 'skill-graph');
  const listing = await base.list();
  const reads = new Map<string, BaseBlob>();
  let present: string[];
  if (listing !== null) {
    present = listing.filter((r) => selection.classify(r) === 'skill-graph');
  } else {
    present = [];
    for (const rel of new Set([...selection.allGraphs, ...named])) {
      const blob = await base.read(rel, maxBytes);
      reads.set(rel, blob);
      if (blob.kind !== 'absent') present.push(rel);
    }
  }
  const governingGraphs = governingIn(present);
  const exists = new Set(present);
  const compared = new Set([...selection.graphs, ...named]);
  for (const e of selection.envelopes) for (const g of governingGraphs(e)) compared.add(g);
  for (const rel of compared) {
    if (reads.has(rel)) continue;
    reads.set(rel, exists.has(rel) ? await base.read(rel, maxBytes) : { kind: 'absent' });
  }
  return {
    label: base.label,
    governingGraphs,
    read: (rel) => reads.get(rel),
    compared: [...compared].sort(),
  };
}

/** Reads the acknowledgment beside a packet, telling "absent" from "present but unreadable". */
async function readAck(
  tree: Pick<RepoTree, 'has' | 'readContained'>,
  rel: string,
  maxBytes: number,
): Promise<AckRead> {
  if (!tree.has(rel)) return { ok: false, missing: true };
  const result = await tree.readContained(rel, maxBytes);
  if (result.ok) return { ok: true, bytes: result.bytes };
  if (result.reason === 'missing') return { ok: false, missing: true };
  return {
    ok: false,
    missing: false,
    detail:
      result.reason === 'outside-root' ? PATH_REFUSAL_TEXT['outside-via-symlink'] : result.detail,
  };
}
