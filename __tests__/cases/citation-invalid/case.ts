import { defineCase } from '../harness.js';
import { ALIGN, editJson, pipeline } from '../fixtures.js';

export default defineCase({
  summary: "the raw reads' source is the seed's own prose, not one identifier",
  violation: async (repo) => {
    await pipeline(repo);
    await editJson(repo, ALIGN, (p) => (p.inputs[0].source = 'ENA accession ERR123456'));
  },
  clean: async (repo) => {
    await pipeline(repo);
    await editJson(repo, ALIGN, (p) => (p.inputs[0].source = 'ENA:ERR123456'));
  },
  expect: [
    {
      path: ALIGN,
      message: /passport-gate stamp results\/align --source data\/sampleA_R1.fastq=ERR123456$/,
    },
  ],
});
