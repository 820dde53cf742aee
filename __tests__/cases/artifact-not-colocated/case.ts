import { defineCase } from '../harness.js';
import { ALIGN, editJson, pipeline, REPORT } from '../fixtures.js';

export default defineCase({
  summary: "the report passport also lists the alignment's bam, in another directory",
  violation: async (repo) => {
    await pipeline(repo);
    const align = JSON.parse((await repo.read(ALIGN)).toString()) as {
      outputs: Record<string, unknown>[];
    };
    await editJson(repo, REPORT, (p) => p.outputs.push(align.outputs[0]));
  },
  clean: pipeline,
  expect: [{ path: REPORT, message: /lies outside the passport's directory "results\/report"/ }],
});
