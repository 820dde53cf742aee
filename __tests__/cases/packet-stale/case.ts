import { defineCase } from '../harness.js';
import { ACK, editJson, handoffs } from '../fixtures.js';

export default defineCase({
  summary: 'the acknowledgment came ten minutes after the packet, past the 300 s window',
  violation: async (repo) => {
    await handoffs(repo);
    await editJson(repo, ACK, (a) => (a.timestamp = '2026-06-15T14:25:42Z'));
  },
  clean: async (repo) => {
    await handoffs(repo);
    await editJson(repo, ACK, (a) => (a.timestamp = '2026-06-15T14:20:00Z'));
  },
  expect: [{ path: ACK, line: 4 }],
});
