import { defineCase } from '../harness.js';
import { editJson, handoffs, PACKET } from '../fixtures.js';

export default defineCase({
  summary: 'the packet addresses an agent whose inbox it is not in',
  violation: async (repo) => {
    await handoffs(repo);
    await editJson(repo, PACKET, (p) => {
      p.to_agent = 'false-positive-reviewer';
      p.next_steps.agent = 'false-positive-reviewer';
    });
  },
  clean: handoffs,
  expect: [{ path: PACKET }],
});
