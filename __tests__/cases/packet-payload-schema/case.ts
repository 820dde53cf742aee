import { defineCase } from '../harness.js';
import { editJson, handoffs, PACKET } from '../fixtures.js';

export default defineCase({
  summary: 'the payload lacks a field its own output_schema requires',
  violation: async (repo) => {
    await handoffs(repo);
    await editJson(repo, PACKET, (p) => delete p.payload.intent);
  },
  clean: handoffs,
  expect: [{ path: PACKET }],
});
