import { defineCase } from '../harness.js';
import { ENVELOPE, handoffs } from '../fixtures.js';

export default defineCase({
  summary: 'the envelope repeats its intent key',
  violation: async (repo) => {
    await handoffs(repo);
    await repo.write(ENVELOPE, `${(await repo.read(ENVELOPE)).toString()}intent: rewrite\n`);
  },
  clean: handoffs,
  expect: [{ path: ENVELOPE }],
});
