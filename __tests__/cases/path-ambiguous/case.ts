import type { TempRepo } from '../../helpers/repo.js';
import { defineCase } from '../harness.js';
import { pipeline } from '../fixtures.js';

/** The report directory with a second figure named `second` (stamped, listed). */
async function twoFigures(repo: TempRepo, second: string) {
  await pipeline(repo);
  await repo.write('results/figures/plot.png', 'PNG1');
  await repo.write(`results/figures/${second}`, 'PNG2');
  await repo.passport({
    dir: 'results/figures',
    outputs: ['results/figures/plot.png', `results/figures/${second}`],
  });
}

export default defineCase({
  summary: 'two figures differ only by case (one file on macOS and Windows)',
  violation: (repo) => twoFigures(repo, 'Plot.png'),
  clean: (repo) => twoFigures(repo, 'plot-2.png'),
  expect: [{ path: 'results/figures/plot.png', message: /Plot.png/ }],
});
