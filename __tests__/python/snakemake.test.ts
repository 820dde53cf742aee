/**
 * The Snakemake example (examples/snakemake/) run by Snakemake itself (Debian's snakemake
 * 7.21), its rules calling `passport-gate run`: a clean run audits clean; a failing step is
 * recorded and fails the audit; the fixed re-run audits clean; a changed config parameter,
 * re-run by Snakemake, shows in `diff` and in the PROV export, and every directory() output
 * keeps its passport_id across the re-runs; the RO-Crate export of the run passes the Provenance
 * Run Crate profile's SHACL shapes (helpers/ro-crate-shacl.ts).
 *
 * Not part of `npm test` (it needs the Debian package snakemake); `npm run test:python` runs it
 * and .ci/run installs snakemake first. Where snakemake is missing the run fails, never skips.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateRoCrate } from '../helpers/ro-crate-shacl.js';

const exec = promisify(execFile);
const PROJECT = path.resolve(import.meta.dirname, '..', '..');
const CLI = path.join(PROJECT, 'dist', 'cli.js');
const SNAKEMAKE = process.env.SNAKEMAKE ?? 'snakemake';
const STEPS = ['reads', 'qc', 'counts', 'report'] as const;

let work: string;
const env = {
  ...process.env,
  PASSPORT_GATE: `${process.execPath} ${CLI}`,
  GIT_AUTHOR_NAME: 'pipeline',
  GIT_AUTHOR_EMAIL: 'pipeline@example.org',
  GIT_COMMITTER_NAME: 'pipeline',
  GIT_COMMITTER_EMAIL: 'pipeline@example.org',
  CI: 'true',
};

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

async function run(file: string, args: string[]): Promise<Ran> {
  try {
    const { stdout, stderr } = await exec(file, args, { cwd: work, env, maxBuffer: 64 << 20 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return {
      code: typeof e.code === 'number' ? e.code : -1,
      stdout: e.stdout ?? '',
      stderr: e.stderr ?? '',
    };
  }
}

const snakemake = (...config: string[]) =>
  run(SNAKEMAKE, [
    '--cores',
    '1',
    '--keep-incomplete',
    '--rerun-incomplete',
    ...(config.length > 0 ? ['--config', ...config] : []),
  ]);
const gate = (...args: string[]) => run(process.execPath, [CLI, ...args]);
const git = (...args: string[]) => run('git', args);
const auditJson = async () => {
  const r = await gate('audit', '--all', '--format', 'json');
  return {
    code: r.code,
    report: JSON.parse(r.stdout) as {
      findings: { rule: string; severity: string; path: string }[];
    },
  };
};
const passportOf = async (step: string) => {
  const names: Record<string, string> = {
    reads: 'simulate-reads',
    qc: 'read-qc',
    counts: 'kmer-count',
    report: 'summary-report',
  };
  return JSON.parse(
    await readFile(path.join(work, 'results', step, `${names[step]}.passport.json`), 'utf8'),
  ) as {
    passport_id: string;
    parameters?: Record<string, unknown>;
    errors: { step: string; tool: string; exit_code: number; stderr_excerpt: string }[];
    inputs: { path: string; type: string }[];
    consumed_passports: string[];
  };
};
const ids = async () => Promise.all(STEPS.map(async (s) => (await passportOf(s)).passport_id));

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'pg-snakemake-'));
  await cp(path.join(PROJECT, 'examples', 'snakemake'), work, { recursive: true });
  expect((await git('init', '-q')).code).toBe(0);
  // Snakemake's own state is not the analysis's
  await run('sh', ['-c', 'printf ".snakemake/\\n" > .gitignore']);
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('the Snakemake example, run by Snakemake', () => {
  let firstIds: string[] = [];

  it('has snakemake to run with', async () => {
    const r = await run(SNAKEMAKE, ['--version']);
    expect(r.stdout.trim()).toMatch(/^\d+\.\d+/);
  });

  it('a clean run writes a passport per step and audits clean', async () => {
    const r = await snakemake();
    expect(r.code, r.stderr).toBe(0);
    const { code, report } = await auditJson();
    expect(report.findings).toEqual([]);
    expect(code).toBe(0);
    const qc = await passportOf('qc');
    expect(qc.errors).toMatchObject([{ step: 'read-qc', tool: 'python3', exit_code: 0 }]);
    expect(qc.errors[0]?.stderr_excerpt).toMatch(/^qc: kept \d+ of 200 reads\n$/);
    expect(qc.parameters).toEqual({ min_quality: 20 });
    expect(qc.inputs.map((i) => [i.path, i.type])).toEqual([
      ['results/reads/reads.fq', 'fq'],
      ['scripts/qc.py', 'code'],
    ]);
    expect(qc.consumed_passports).toEqual([(await passportOf('reads')).passport_id]);
    firstIds = await ids();
    expect((await git('add', '-A')).code).toBe(0);
    expect((await git('commit', '-qm', 'first run')).code).toBe(0);
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
    const diff = await gate('diff', '--base', 'HEAD', '--format', 'json');
    expect(diff.code, diff.stderr).toBe(0);
    expect(diff.stdout).toContain('min_quality');
    const text = await gate('diff', '--base', 'HEAD');
    expect(text.stdout).toMatch(/min_quality.*20.*25/);
    const prov = await gate('export', '--prov');
    expect(prov.code, prov.stderr).toBe(0);
    const doc = JSON.parse(prov.stdout) as { activity: Record<string, Record<string, unknown>> };
    expect(doc.activity[`run:${firstIds[1]}`]?.['pg:parameter']).toEqual(['min_quality=25']);
    expect((await git('add', '-A')).code).toBe(0);
    expect((await git('commit', '-qm', 'min_quality 25')).code).toBe(0);
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
        path: 'results/qc/read-qc.passport.json',
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
    const r = await gate('export', '--ro-crate', '.');
    expect(r.code, r.stderr).toBe(0);
    const crate = JSON.parse(await readFile(path.join(work, 'ro-crate-metadata.json'), 'utf8')) as {
      '@graph': { '@id': string; '@type': unknown; name?: unknown; instrument?: unknown }[];
    };
    const outcome = await validateRoCrate(crate, `${pathToFileURL(work).href}/`, {
      extraMustShapes: [
        path.join(PROJECT, '__tests__', 'export', 'passport-gate-crate.shapes.ttl'),
      ],
    });
    expect(outcome.violations).toEqual([]);
    const runs = crate['@graph'].filter(
      (e) => e['@type'] === 'CreateAction' && e['@id'].startsWith('#run/'),
    );
    expect(runs).toHaveLength(STEPS.length);
    const steps = crate['@graph'].filter((e) => e['@type'] === 'HowToStep').map((e) => e.name);
    expect(steps).toEqual(['simulate-reads', 'read-qc', 'kmer-count', 'summary-report']);
  }, 120_000);
});
