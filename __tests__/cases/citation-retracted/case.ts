import { defineCase } from '../harness.js';
import { ALIGN, editJson, pipeline, writeCitationLock } from '../fixtures.js';

/** The alignment cites its method's paper; the lock records whether it was retracted. */
async function build(repo: Parameters<typeof pipeline>[0], retracted: boolean) {
  await pipeline(repo);
  await editJson(repo, ALIGN, (p) => (p.outputs[0].source = 'doi:10.1093/bioinformatics/btp324'));
  await writeCitationLock(repo, {
    'accession:ERR123456': { status: 'resolved', service: 'ena' },
    'doi:10.1093/bioinformatics/btp324': {
      status: 'resolved',
      service: 'doi.org',
      title: 'Fast and accurate short read alignment',
      retracted,
      ...(retracted ? { notice: 'retraction doi:10.1093/bioinformatics/retracted' } : {}),
    },
  });
}

export default defineCase({
  summary: "an output's source is a paper its registry marks retracted",
  violation: (repo) => build(repo, true),
  clean: (repo) => build(repo, false),
  expect: [{ path: ALIGN, message: /doi\.org marks it retracted/ }],
});
