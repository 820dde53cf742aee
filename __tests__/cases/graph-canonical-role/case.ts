import type { TempRepo } from '../../helpers/repo.js';
import { defineCase } from '../harness.js';
import { editYaml, GRAPH, handoffs } from '../fixtures.js';

/** The example graph with the detector declared to own `owns`. */
async function detectorOwning(repo: TempRepo, owns: string) {
  await handoffs(repo);
  await editYaml(repo, GRAPH, (g) => {
    g.skills[1].owns = owns;
  });
}

export default defineCase({
  summary: 'the detector is declared to own authorship conclusions, which the seed denies it',
  violation: (repo) => detectorOwning(repo, 'authorship conclusions'),
  clean: (repo) => detectorOwning(repo, 'signal collection, not authorship conclusions'),
  expect: [{ path: GRAPH, message: /set owns: signal collection/ }],
});
