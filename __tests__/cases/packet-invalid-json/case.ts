import { defineCase } from '../harness.js';
import { handoffs, PACKET } from '../fixtures.js';

export default defineCase({
  summary: 'the packet ends mid-object',
  violation: async (repo) => {
    await handoffs(repo);
    await repo.write(PACKET, '{"handoff_id": "hof_0001",');
  },
  clean: handoffs,
  expect: [{ path: PACKET }],
});
