/**
 * The handoff formats (router envelopes, skill graphs, agent handoff packets),
 * loaded together and on demand: with the YAML parser and the schema compiler
 * they need, they are start-up time a passport-only run never pays
 * (rules/families/handoffs.ts imports this file only when there are handoff
 * documents to judge).
 */
export { checkEnvelopeBytes, checkExecutionEvidence } from './envelope.js';
export { checkEnvelopeSequence } from './envelope-sequence.js';
export { checkSkillGraphBytes, toEnvelopeGraphView } from './skill-graph.js';
export {
  checkAcknowledgment,
  checkPacketBytes,
  findInboxConflicts,
  summarizePacket,
} from './packet.js';
export { parseJsonDocument } from './json-source.js';
export { describeSkillGraphChange } from './skill-graph-change.js';
