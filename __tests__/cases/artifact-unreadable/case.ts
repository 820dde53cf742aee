import { execFileSync } from 'node:child_process';
import { defineCase } from '../harness.js';
import { sha256 } from '../../helpers/repo.js';
import { editJson, pipeline, REPORT } from '../fixtures.js';

export default defineCase({
  summary: 'an output the passport lists is a FIFO, which is never opened',
  violation: async (repo) => {
    await pipeline(repo);
    execFileSync('mkfifo', [repo.abs('results/report/stream.txt')]);
    await editJson(repo, REPORT, (p) =>
      p.outputs.push({ type: 'txt', path: 'results/report/stream.txt', sha256: sha256('') }),
    );
  },
  clean: async (repo) => {
    await pipeline(repo);
    await repo.write('results/report/stream.txt', '');
    await editJson(repo, REPORT, (p) =>
      p.outputs.push({ type: 'txt', path: 'results/report/stream.txt', sha256: sha256('') }),
    );
  },
  expect: [{ path: REPORT }],
});
