import { defineCase } from '../harness.js';
import { editYaml, ENVELOPE, handoffs } from '../fixtures.js';

export default defineCase({
  summary: 'the envelope names an intent outside the seed vocabulary',
  violation: async (repo) => {
    await handoffs(repo);
    await editYaml(repo, ENVELOPE, (e) => (e.intent = 'improvise'));
  },
  clean: handoffs,
  expect: [{ path: ENVELOPE }],
});
