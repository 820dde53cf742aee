import { defineCase } from '../harness.js';
import { editJson, handoffs, PACKET } from '../fixtures.js';

export default defineCase({
  summary: 'the packet names another agent as its next step than the one it is delivered to',
  violation: async (repo) => {
    await handoffs(repo);
    await editJson(repo, PACKET, (p) => (p.next_steps.agent = 'false-positive-reviewer'));
  },
  clean: handoffs,
  expect: [{ path: PACKET }],
});
