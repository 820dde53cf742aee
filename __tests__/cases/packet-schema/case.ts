import { defineCase } from '../harness.js';
import { editJson, handoffs, PACKET } from '../fixtures.js';

export default defineCase({
  summary: 'the packet does not say who sent it',
  violation: async (repo) => {
    await handoffs(repo);
    await editJson(repo, PACKET, (p) => delete p.from_agent);
  },
  clean: handoffs,
  expect: [{ path: PACKET }],
});
