import { defineCase } from '../harness.js';
import { editYaml, ENVELOPE, handoffs } from '../fixtures.js';

export default defineCase({
  summary: 'the envelope fills a detector summary while the detector did not run',
  violation: async (repo) => {
    await handoffs(repo);
    await editYaml(
      repo,
      ENVELOPE,
      (e) => (e.detector_summary = { score: 0.9, label: 'likely_ai', issue_types: [] }),
    );
  },
  clean: handoffs,
  expect: [{ path: ENVELOPE }],
});
