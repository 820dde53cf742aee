import { defineCase } from '../harness.js';
import { editJson, handoffs, PACKET } from '../fixtures.js';

export default defineCase({
  summary: 'a packet carries no output_schema, so nobody can validate its payload',
  violation: async (repo) => {
    await handoffs(repo);
    await editJson(repo, PACKET, (p) => delete p.output_schema);
  },
  clean: handoffs,
  expect: [{ path: PACKET }],
});
