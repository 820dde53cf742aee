import { defineCase } from '../harness.js';
import { ALIGN, editJson, pipeline } from '../fixtures.js';

export default defineCase({
  summary:
    "the raw reads' source names two runs: a source cites the one record the input came from",
  violation: async (repo) => {
    await pipeline(repo);
    await editJson(repo, ALIGN, (p) => (p.inputs[0].source = 'ENA runs ERR123456 and ERR123457'));
  },
  clean: async (repo) => {
    await pipeline(repo);
    // The seed's own labelled form (issue 36): the archive's name around one accession.
    await editJson(repo, ALIGN, (p) => (p.inputs[0].source = 'ENA accession ERR123456'));
  },
  expect: [
    {
      path: ALIGN,
      message:
        /names 2 identifiers \(ERR123456, ERR123457\).*passport-gate stamp results\/align --source 'data\/sampleA_R1.fastq=unresolved: no record found for ENA runs ERR123456 and ERR123457'$/,
    },
  ],
});
