import { defineCase } from '../harness.js';
import { sha256 } from '../../helpers/repo.js';
import { editJson, pipeline, REPORT } from '../fixtures.js';

export default defineCase({
  summary: 'an output path climbs out of the repository with ..',
  violation: async (repo) => {
    await pipeline(repo);
    await editJson(repo, REPORT, (p) =>
      p.outputs.push({ type: 'txt', path: '../../etc/hostname', sha256: sha256('x') }),
    );
  },
  clean: async (repo) => {
    await pipeline(repo);
    await repo.write('results/report/hostname', 'x');
    await editJson(repo, REPORT, (p) =>
      p.outputs.push({ type: 'txt', path: 'results/report/hostname', sha256: sha256('x') }),
    );
  },
  expect: [{ path: REPORT }],
});
