/**
 * Where an agent packet's acknowledgment lives (seed 004: `<handoff_id>.ack` beside
 * `<handoff_id>.json` in the inbox). A leaf of its own so that the verdict and the
 * engine can name acknowledgments without loading the packet checker and its schemas.
 */

/** Suffix of an acknowledgment file, beside `<handoff_id>.json`. */
export const ACK_SUFFIX = '.ack';

/** Repository-relative path of the acknowledgment beside a packet. */
export function ackPathOf(packetPath: string): string {
  return packetPath.replace(/\.json$/i, '') + ACK_SUFFIX;
}
