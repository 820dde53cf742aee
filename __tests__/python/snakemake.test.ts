/**
 * The Snakemake example (examples/snakemake/) run by Snakemake itself (Debian's snakemake
 * 7.21) at --cores 2, its rules calling `passport-gate run`: three jobs of the per-sample rule
 * write `results/reads/{sample}.fq.gz` into one directory at once, each recorded by a passport
 * of its own that lists only its job's file (`run --output`), and QC reads all of them; a clean
 * run audits clean; a hand edit of one sample fails the gate until Snakemake runs its job again;
 * a failing step is recorded and fails the audit; the fixed re-run audits clean; a changed config
 * parameter, re-run by Snakemake, shows in `diff` and in the PROV export, and every passport
 * keeps its passport_id across the re-runs; the RO-Crate export of the run passes the Provenance
 * Run Crate profile's SHACL shapes (helpers/ro-crate-shacl.ts).
 *
 * Not part of `npm test` (it needs the Debian package snakemake); `npm run test:python` runs it
 * and .ci/run installs snakemake first. Where snakemake is missing the run fails, never skips.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateRoCrate } from '../helpers/ro-crate-shacl.js';
import { copySnakemakeExample, type SnakemakeExample } from '../helpers/snakemake-example.js';

const PROJECT = path.resolve(import.meta.dirname, '..', '..');
const SAMPLES = ['s1', 's2', 's3'] as const;
/** Each step's passport, in the chain's order. */
const PASSPORTS = {
  s1: 'results/reads/simulate-s1.passport.json',
  s2: 'results/reads/simulate-s2.passport.json',
  s3: 'results/reads/simulate-s3.passport.json',
  qc: 'results/qc/read-qc.passport.json',
  counts: 'results/counts/kmer-count.passport.json',
  report: 'results/report/summary-report.passport.json',
} as const;
type Step = keyof typeof PASSPORTS;

let ex: SnakemakeExample;

const snakemake = (...config: string[]) =>
  ex.snakemake(...(config.length > 0 ? ['--config', ...config] : []));
const auditJson = async () => {
  const r = await ex.gate('audit', '--all', '--format', 'json');
  return {
    code: r.code,
    report: JSON.parse(r.stdout) as {
      findings: { rule: string; severity: string; path: string }[];
    },
  };
};
const passportOf = async (step: Step) =>
  JSON.parse(await ex.read(PASSPORTS[step])) as {
    passport_id: string;
    parameters?: Record<string, unknown>;
    errors: { step: string; tool: string; exit_code: number; stderr_excerpt: string }[];
    inputs: { path: string; type: string }[];
    outputs: { path: string }[];
    consumed_passports: string[];
    recorded_by: { outputs: string };
  };
const ids = async () =>
  Promise.all(
    (Object.keys(PASSPORTS) as Step[]).map(async (s) => (await passportOf(s)).passport_id),
  );

beforeAll(async () => {
  ex = await copySnakemakeExample('pg-snakemake-');
});
afterAll(async () => {
  await ex.remove();
});

describe('the Snakemake example, run by Snakemake', () => {
  let firstIds: string[] = [];

  it('has snakemake to run with', async () => {
    const r = await ex.run(process.env.SNAKEMAKE ?? 'snakemake', ['--version']);
    expect(r.stdout.trim()).toMatch(/^\d+\.\d+/);
  });

  it('a clean run at --cores 2 writes a passport per job, each sample’s listing only its file, and audits clean', async () => {
    const r = await snakemake();
    expect(r.code, r.stderr).toBe(0);
    const { code, report } = await auditJson();
    expect(report.findings).toEqual([]);
    expect(code).toBe(0);
    for (const s of SAMPLES) {
      const p = await passportOf(s);
      expect(p.outputs.map((o) => o.path)).toEqual([`results/reads/${s}.fq.gz`]);
      expect(p.recorded_by.outputs).toBe('declared');
      expect(p.parameters).toEqual({ sample: s, n_reads: 200, seed: 7 });
      expect(p.errors).toMatchObject([{ step: `simulate-${s}`, tool: 'python3', exit_code: 0 }]);
    }
    const qc = await passportOf('qc');
    expect(qc.errors).toMatchObject([{ step: 'read-qc', tool: 'python3', exit_code: 0 }]);
    expect(qc.errors[0]?.stderr_excerpt).toMatch(/^qc: kept \d+ of 600 reads from 3 samples\n$/);
    expect(qc.parameters).toEqual({ min_quality: 20 });
    expect(qc.inputs.map((i) => [i.path, i.type])).toEqual([
      ...SAMPLES.map((s) => [`results/reads/${s}.fq.gz`, 'fq']),
      ['scripts/qc.py', 'code'],
    ]);
    // QC read every sample: it consumes the three per-sample passports
    expect([...qc.consumed_passports].sort()).toEqual(
      (await Promise.all(SAMPLES.map(async (s) => (await passportOf(s)).passport_id))).sort(),
    );
    firstIds = await ids();
    await ex.commitAll('first run');
  });

  it('a hand edit of one sample fails the gate, stamp is refused, and snakemake --forcerun of its job clears it', async () => {
    await ex.write('results/reads/s2.fq.gz', 'edited by hand\n');
    const red = await auditJson();
    expect(red.code).toBe(1);
    expect(red.report.findings).toContainEqual(
      expect.objectContaining({ rule: 'artifact-hash-mismatch', path: PASSPORTS.s2 }),
    );
    // a bare re-stamp, the old fix, is refused for the run record
    expect((await ex.gate('stamp', 'results/reads', '--run-id', 'simulate-s2')).code).toBe(2);
    const again = await ex.snakemake('--forcerun', 'results/reads/s2.fq.gz');
    expect(again.code, again.stderr).toBe(0);
    const { code, report } = await auditJson();
    expect(report.findings).toEqual([]);
    expect(code).toBe(0);
    // the job made the same bytes again (deterministic), so nothing changed since the commit
    expect((await ex.git('status', '--porcelain', '--', 'results/reads/s2.fq.gz')).stdout).toBe('');
    expect(await ids()).toEqual(firstIds);
  });

  it('a changed config parameter re-run by Snakemake shows in diff and in the PROV export', async () => {
    const r = await snakemake('min_quality=25');
    expect(r.code, r.stderr).toBe(0);
    // Snakemake re-ran qc and everything after it (its params trigger), not the simulation
    expect(r.stderr).toMatch(/rule qc:/);
    expect(r.stderr).not.toMatch(/rule simulate:/);
    expect((await auditJson()).report.findings).toEqual([]);
    // every directory() output kept its passport, though Snakemake deleted it before the re-run
    expect(await ids()).toEqual(firstIds);
    const diff = await ex.gate('diff', '--base', 'HEAD', '--format', 'json');
    expect(diff.code, diff.stderr).toBe(0);
    expect(diff.stdout).toContain('min_quality');
    const text = await ex.gate('diff', '--base', 'HEAD');
    expect(text.stdout).toMatch(/min_quality.*20.*25/);
    const prov = await ex.gate('export', '--prov');
    expect(prov.code, prov.stderr).toBe(0);
    const doc = JSON.parse(prov.stdout) as { activity: Record<string, Record<string, unknown>> };
    expect(doc.activity[`run:${firstIds[3]}`]?.['pg:parameter']).toEqual(['min_quality=25']);
    await ex.commitAll('min_quality 25');
  });

  it('a failing step is recorded, with its stderr, and fails the audit', async () => {
    const r = await snakemake('min_quality=99');
    expect(r.code).not.toBe(0);
    const qc = await passportOf('qc');
    expect(qc.errors).toMatchObject([{ step: 'read-qc', tool: 'python3', exit_code: 1 }]);
    expect(qc.errors[0]?.stderr_excerpt).toMatch(/min_quality must be between 0 and 41/);
    const { code, report } = await auditJson();
    expect(code).toBe(1);
    expect(report.findings).toContainEqual(
      expect.objectContaining({
        rule: 'exit-nonzero',
        severity: 'error',
        path: PASSPORTS.qc,
      }),
    );
  });

  it('the fixed re-run replaces the failed record and audits clean', async () => {
    const r = await snakemake('min_quality=25');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toMatch(/--force|refusing/);
    expect((await passportOf('qc')).errors).toMatchObject([{ exit_code: 0 }]);
    const { code, report } = await auditJson();
    expect(report.findings).toEqual([]);
    expect(code).toBe(0);
    expect(await ids()).toEqual(firstIds);
  });

  it('exports a Provenance Run Crate of the run that the profile’s shapes accept', async () => {
    const r = await ex.gate('export', '--ro-crate', '.');
    expect(r.code, r.stderr).toBe(0);
    const crate = JSON.parse(await ex.read('ro-crate-metadata.json')) as {
      '@graph': { '@id': string; '@type': unknown; name?: unknown; instrument?: unknown }[];
    };
    const outcome = await validateRoCrate(crate, `${pathToFileURL(ex.root).href}/`, {
      extraMustShapes: [
        path.join(PROJECT, '__tests__', 'export', 'passport-gate-crate.shapes.ttl'),
      ],
    });
    expect(outcome.violations).toEqual([]);
    const runs = crate['@graph'].filter(
      (e) => e['@type'] === 'CreateAction' && e['@id'].startsWith('#run/'),
    );
    expect(runs).toHaveLength(Object.keys(PASSPORTS).length);
    const steps = crate['@graph'].filter((e) => e['@type'] === 'HowToStep').map((e) => e.name);
    // a step per job: the per-sample rule's three, then the rest
    expect(steps).toEqual([
      ...SAMPLES.map(() => 'simulate-reads'),
      'read-qc',
      'kmer-count',
      'summary-report',
    ]);
  }, 120_000);
});
