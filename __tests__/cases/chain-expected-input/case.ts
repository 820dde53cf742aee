import { defineCase } from '../harness.js';
import { ALIGN, editJson, pipeline, VARIANTS } from '../fixtures.js';

export default defineCase({
  summary: 'the alignment expects its consumers to take "bam-index", and the caller takes a bam',
  violation: async (repo) => {
    await pipeline(repo);
    await editJson(repo, ALIGN, (p) => (p.downstream_hints.expected_inputs = ['bam-index']));
  },
  clean: async (repo) => {
    await pipeline(repo);
    await editJson(repo, ALIGN, (p) => (p.downstream_hints.expected_inputs = ['bam', 'bam-index']));
  },
  expect: [{ path: VARIANTS, message: /type "bam"/ }],
});
