import { rm } from 'node:fs/promises';
import { defineCase } from '../harness.js';
import { ACK, handoffs, PACKET } from '../fixtures.js';

export default defineCase({
  summary: 'no acknowledgment sits beside the packet',
  violation: async (repo) => {
    await handoffs(repo);
    await rm(repo.abs(ACK));
  },
  clean: handoffs,
  expect: [{ path: PACKET }],
});
