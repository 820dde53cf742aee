import { defineCase } from '../harness.js';
import { ACK, editJson, handoffs } from '../fixtures.js';

export default defineCase({
  summary: 'the acknowledgment is dated at a leap second, 15 days after the packet',
  violation: async (repo) => {
    await handoffs(repo);
    await editJson(repo, ACK, (a) => (a.timestamp = '2026-06-30T23:59:60Z'));
  },
  clean: async (repo) => {
    await handoffs(repo);
    await editJson(repo, ACK, (a) => (a.timestamp = '2026-06-15T14:15:59Z'));
  },
  expect: [{ path: ACK, line: 4, message: /23:59:59Z/ }],
});
