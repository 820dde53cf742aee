/**
 * Where an agent packet's acknowledgment lives (seed 004: `<handoff_id>.ack` beside
 * `<handoff_id>.json` in the inbox). A module of its own: the audit's ownership rule
 * (audit/ownership.ts) and the verdict need it in every run, and packet.ts loads the handoff
 * schemas, which only runs with handoff files pay for (docs/performance.md, "Start-up").
 */

/** Suffix of an acknowledgment file, beside `<handoff_id>.json`. */
export const ACK_SUFFIX = '.ack';

/** Repository-relative path of the acknowledgment beside a packet. */
export function ackPathOf(packetPath: string): string {
  return packetPath.replace(/\.json$/i, '') + ACK_SUFFIX;
}
