/**
 * One ownership rule for the verdict and for the layout, `stamp` and the rules: a finding is
 * charged to the passports of the nearest output directory (repo/ownership.ts), not to the
 * nearest directory that happens to hold a passport. Otherwise a finding in an output directory
 * without a passport marks a passport failing that `stamp --check` calls up to date, and its
 * owner cannot clear it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { audit } from '../../src/audit/pipeline.js';
import { parseConfigText } from '../../src/config/config.js';
import { stamp } from '../../src/produce/stamp/index.js';
import { TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-ownership-');
});
afterEach(async () => {
  await repo.remove();
});

describe('with outputs: results/**, a file in results/a/sub (an output directory without a passport)', () => {
  it('fails the run as unattributed, not results/a’s passport, which stamp --check calls up to date', async () => {
    const text = 'outputs:\n  - "results/**"\n';
    await repo.write('.passport-gate.yml', text);
    const config = await parseConfigText(text, '.passport-gate.yml');
    await repo.write('results/a/x.txt', 'x');
    await stamp({
      root: repo.root,
      directory: 'results/a',
      skill: 's',
      skillVersion: '1.0.0',
      parameters: { seed: 1 },
      config,
    });
    await repo.write('results/a/sub/y.txt', 'y');

    const report = await audit({ root: repo.root, config });
    const missing = report.findings.filter((f) => f.rule === 'passport-missing');
    expect(missing.map((f) => f.path)).toEqual(['results/a/sub/y.txt']);
    expect(report.passports.map((p) => [p.path, p.status])).toEqual([
      ['results/a/s.passport.json', 'pass'],
    ]);
    expect(report.summary.unattributed.status).toBe('fail');
    expect(report.summary.passed).toBe(false);

    // The passport's owner has nothing to do: stamp agrees that it is up to date.
    const check = await stamp({ root: repo.root, directory: 'results/a', config, check: true });
    expect(check.status).toBe('unchanged');
  });
});
