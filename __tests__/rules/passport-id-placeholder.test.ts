/**
 * passport-id-placeholder (issue 36): seed 000's example writes `"passport_id": "uuid-v4"`, a
 * placeholder for a UUIDv4. That exact value is a warning of its own rule (configurable like
 * every rule), with a fresh id and the command that writes it; any other passport_id that is
 * no UUIDv4 stays a passport-schema error. The placeholder is still an id the chain rules hold
 * to: two passports both using it share an id, and a consumer naming it names no one passport.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { audit } from '../../src/audit/pipeline.js';
import { DEFAULT_CONFIG, type Config } from '../../src/config/config.js';
import type { AuditReport } from '../../src/core/report-model.js';
import { TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create();
});
afterEach(async () => {
  await repo.remove();
});

const run = (extra: Partial<Config> = {}) =>
  audit({ root: repo.root, config: { ...DEFAULT_CONFIG, ...extra }, changedFiles: null });
const found = (report: AuditReport) =>
  report.findings.map((f) => `${f.severity} ${f.rule} ${f.path} ${f.pointer ?? ''}`);
const UUID_V4 = /[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/;

describe('passport-id-placeholder', () => {
  it('the seed placeholder as passport_id is one warning with a fresh id, and the run passes', async () => {
    await repo.write('out/a.txt', 'a');
    await repo.passport({ dir: 'out', id: 'uuid-v4', outputs: ['out/a.txt'] });
    const report = await run();
    expect(found(report)).toEqual([
      'warning passport-id-placeholder out/out.passport.json /passport_id',
    ]);
    const message = report.findings[0]?.message ?? '';
    expect(message).toMatch(UUID_V4);
    expect(message).toContain('(run at the repository root): node -e ');
    expect(report.summary.passed).toBe(true);
  });

  it('is an error where the config says so', async () => {
    await repo.write('out/a.txt', 'a');
    await repo.passport({ dir: 'out', id: 'uuid-v4', outputs: ['out/a.txt'] });
    const report = await run({ rules: { 'passport-id-placeholder': 'error' } });
    expect(found(report)).toEqual([
      'error passport-id-placeholder out/out.passport.json /passport_id',
    ]);
    expect(report.summary.passed).toBe(false);
  });

  it.each(['UUID-V4', 'uuid-v4 ', 'not-a-uuid', '00000000-0000-0000-0000-000000000000'])(
    'any other passport_id that is no UUIDv4 (%j) stays a passport-schema error, with the same fix',
    async (id) => {
      await repo.write('out/a.txt', 'a');
      await repo.passport({ dir: 'out', id, outputs: ['out/a.txt'] });
      const report = await run();
      expect(found(report)).toEqual(['error passport-schema out/out.passport.json /passport_id']);
      expect(report.findings[0]?.message).toContain('is not a UUIDv4');
      expect(report.findings[0]?.message).toMatch(UUID_V4);
      expect(report.summary.passed).toBe(false);
    },
  );

  it('two passports both using the placeholder share one id: passport-duplicate-id on each', async () => {
    await repo.write('a/x.txt', 'x');
    await repo.write('b/y.txt', 'y');
    await repo.passport({ dir: 'a', id: 'uuid-v4', outputs: ['a/x.txt'] });
    await repo.passport({ dir: 'b', id: 'uuid-v4', outputs: ['b/y.txt'] });
    const report = await run();
    expect(found(report).sort()).toEqual([
      'error passport-duplicate-id a/a.passport.json /passport_id',
      'error passport-duplicate-id b/b.passport.json /passport_id',
      'warning passport-id-placeholder a/a.passport.json /passport_id',
      'warning passport-id-placeholder b/b.passport.json /passport_id',
    ]);
    // Each suggests its own fresh id (derived from its own path and bytes).
    const suggested = report.findings
      .filter((f) => f.rule === 'passport-id-placeholder')
      .map((f) => UUID_V4.exec(f.message)?.[0]);
    expect(new Set(suggested).size).toBe(2);
    expect(report.summary.passed).toBe(false);
  });

  it('a consumed_passports entry "uuid-v4" is a passport-schema error that says what to do', async () => {
    await repo.write('a/x.txt', 'x');
    await repo.write('b/y.txt', 'y');
    await repo.passport({
      dir: 'a',
      id: 'uuid-v4',
      outputs: ['a/x.txt'],
      nextSkills: ['test-skill'],
    });
    await repo.passport({
      dir: 'b',
      inputs: ['a/x.txt'],
      consumed: ['uuid-v4'],
      outputs: ['b/y.txt'],
    });
    const report = await run();
    expect(found(report)).toEqual([
      'warning passport-id-placeholder a/a.passport.json /passport_id',
      'error passport-schema b/b.passport.json /consumed_passports/0',
    ]);
    expect(report.findings[1]?.message).toBe(
      `/consumed_passports/0 is "uuid-v4", seed 000's placeholder, not a passport_id: it names no one upstream passport (consumed_passports holds UUIDv4s). Give the upstream passport its own UUIDv4 (its passport-id-placeholder finding prints the command), then name that id here.`,
    );
    expect(report.summary.passed).toBe(false);
  });
});
