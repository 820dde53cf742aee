import type { TempRepo } from '../../helpers/repo.js';
import { defineCase } from '../harness.js';
import { ACK, type Doc, handoffs, PACKET } from '../fixtures.js';

const SECOND = 'agent-inboxes/ai-writing-detector/hof_0002.json';

/** A second packet into the same inbox, a minute later, from `sender`. */
async function secondPacket(repo: TempRepo, sender: string) {
  await handoffs(repo);
  const first = JSON.parse((await repo.read(PACKET)).toString()) as Doc;
  const packet = {
    ...first,
    handoff_id: 'hof_0002',
    from_agent: sender,
    timestamp: '2026-06-15T14:16:30Z',
  };
  await repo.write(SECOND, `${JSON.stringify(packet, null, 2)}\n`);
  const ack = JSON.parse((await repo.read(ACK)).toString()) as Doc;
  await repo.write(
    'agent-inboxes/ai-writing-detector/hof_0002.ack',
    `${JSON.stringify({ ...ack, handoff_id: 'hof_0002', timestamp: '2026-06-15T14:16:40Z' }, null, 2)}\n`,
  );
}

export default defineCase({
  summary: 'a second packet into the inbox comes from another sender',
  violation: (repo) => secondPacket(repo, 'voice-preserving-rewriter'),
  clean: (repo) => secondPacket(repo, 'avoid-ai-writing-router'),
  expect: [{ path: SECOND }],
});
