import { defineCase } from '../harness.js';
import { ACK, editJson, handoffs } from '../fixtures.js';

export default defineCase({
  summary: 'the receiver acknowledged that it was not ready to proceed',
  violation: async (repo) => {
    await handoffs(repo);
    await editJson(repo, ACK, (a) => (a.ready_to_proceed = false));
  },
  clean: handoffs,
  expect: [{ path: ACK }],
});
