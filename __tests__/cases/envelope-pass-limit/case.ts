import { defineCase } from '../harness.js';
import { editYaml, ENVELOPE, handoffs } from '../fixtures.js';

export default defineCase({
  summary: 'the envelope starts a third pass',
  violation: async (repo) => {
    await handoffs(repo);
    await editYaml(repo, ENVELOPE, (e) => (e.pass = { index: 3, max: 3 }));
  },
  clean: async (repo) => {
    await handoffs(repo);
    await editYaml(repo, ENVELOPE, (e) => (e.pass = { index: 2, max: 2 }));
  },
  expect: [{ path: ENVELOPE }],
});
