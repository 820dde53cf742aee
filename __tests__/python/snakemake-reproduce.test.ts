/**
 * The Snakemake example (examples/snakemake/) reproduced byte for byte (issue 38, "Real
 * pipeline"): run by real Snakemake at --cores 2 (three per-sample jobs, then QC of all of
 * them, counts and a report, each recorded by `passport-gate run`), committed, then `passport-gate
 * reproduce` runs every step again from the commit and gets the recorded bytes. Three untrue
 * records, each consistent enough for the audit or made by an ordinary mistake, fail
 * `reproduce` with their step named: a hand edit of an output whose sha256 was recorded again,
 * an output made by a script version that was never committed, and a re-stamp (`stamp --force`)
 * over a file the step did not write.
 *
 * Needs the Debian package snakemake (`npm run test:python`; .ci/run installs it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { copySnakemakeExample, type SnakemakeExample } from '../helpers/snakemake-example.js';

/** The example's passports in the chain's order. */
const STEPS = [
  'results/reads/simulate-s1.passport.json',
  'results/reads/simulate-s2.passport.json',
  'results/reads/simulate-s3.passport.json',
  'results/qc/read-qc.passport.json',
  'results/counts/kmer-count.passport.json',
  'results/report/summary-report.passport.json',
] as const;
const [, S2, , QC, COUNT, REPORT] = STEPS;

type Finding = { rule: string; severity: string; path: string; message: string };
interface Step {
  path: string;
  status: string;
  compared: number;
}

let ex: SnakemakeExample;
let honest = '';

/** `reproduce --jobs 2 --format json`: its exit code, findings and steps. */
async function reproduce() {
  const r = await ex.gate('reproduce', '--jobs', '2', '--format', 'json');
  if (r.code === 2 || !r.stdout.trim()) throw new Error(`reproduce exited ${r.code}: ${r.stderr}`);
  const report = JSON.parse(r.stdout) as { findings: Finding[]; steps: Step[] };
  return {
    code: r.code,
    findings: report.findings,
    /** Each step's path → its status. */
    status: Object.fromEntries(report.steps.map((s) => [s.path, s.status])),
    steps: report.steps,
  };
}

/** `audit --format json` over the work tree (scope: --all unless given). */
async function audit(...scope: string[]) {
  const r = await ex.gate('audit', '--format', 'json', ...(scope.length > 0 ? scope : ['--all']));
  if (r.code === 2 || !r.stdout.trim()) throw new Error(`audit exited ${r.code}: ${r.stderr}`);
  return { code: r.code, findings: (JSON.parse(r.stdout) as { findings: Finding[] }).findings };
}

/** Every step reproduced but the ones given, which have the status given. */
const statusesWith = (changed: Record<string, string>) =>
  Object.fromEntries(STEPS.map((s) => [s, changed[s] ?? 'reproduced']));

/** Back to the honest commit, its files as committed (Snakemake's state is left alone). */
async function restoreHonest() {
  expect((await ex.git('reset', '-q', '--hard', honest)).code).toBe(0);
  expect((await ex.git('clean', '-fdq')).code).toBe(0);
}

beforeAll(async () => {
  ex = await copySnakemakeExample('pg-snakemake-reproduce-');
  const r = await ex.snakemake();
  if (r.code !== 0) throw new Error(`snakemake exited ${r.code}: ${r.stderr}`);
  await ex.commitAll('the pipeline, run by Snakemake');
  honest = (await ex.git('rev-parse', 'HEAD')).stdout.trim();
}, 120_000);
afterAll(async () => {
  await ex.remove();
});

describe('the Snakemake example, reproduced from its commit', () => {
  it('the honest pipeline audits clean and every step reproduces byte for byte', async () => {
    expect(await audit()).toEqual({ code: 0, findings: [] });
    const { code, findings, steps } = await reproduce();
    expect(findings).toEqual([]);
    expect(code).toBe(0);
    // every step in the chain's order, each output compared (qc writes two files)
    expect(steps.map((s) => [s.path, s.status, s.compared])).toEqual(
      STEPS.map((s) => [s, 'reproduced', s === QC ? 2 : 1]),
    );
  });

  it('a hand edit of an output, its sha256 recorded again, passes the audit and fails reproduce at its step', async () => {
    await restoreHonest();
    // the report's top count changed by hand, and the passport's digest "fixed" to match
    const summary = await ex.read('results/report/summary.md');
    const edited = summary.replace(
      /^(- \w+: )(\d+)$/m,
      (_, head: string, n: string) => `${head}${Number(n) + 1000}`,
    );
    expect(edited).not.toBe(summary);
    await ex.write('results/report/summary.md', edited);
    const passport = JSON.parse(await ex.read(REPORT)) as {
      outputs: { path: string; sha256: string; size_bytes: number }[];
    };
    for (const o of passport.outputs)
      if (o.path === 'results/report/summary.md') {
        o.sha256 = createHash('sha256').update(edited).digest('hex');
        o.size_bytes = Buffer.byteLength(edited);
      }
    await ex.write(REPORT, `${JSON.stringify(passport, null, 2)}\n`);
    await ex.commitAll('summary.md edited by hand');
    // a consistent record: only running the step again tells
    expect(await audit()).toEqual({ code: 0, findings: [] });
    const { code, findings, status } = await reproduce();
    expect(code).toBe(1);
    expect(status).toEqual(statusesWith({ [REPORT]: 'differs' }));
    expect(findings).toEqual([
      expect.objectContaining({
        rule: 'reproduce-differs',
        severity: 'error',
        path: REPORT,
        message: expect.stringMatching(
          /wrote "results\/report\/summary\.md" with sha256 [0-9a-f]{64}, the record says [0-9a-f]{64}; first difference at line 5: recorded "- \w+: \d{4}", re-run "- \w+: \d{3}"/,
        ) as unknown,
      }),
    ]);
  });

  it('an output made by a script version never committed fails reproduce at its step, and its consumer', async () => {
    await restoreHonest();
    // count.py edited, the step re-run by Snakemake, the script restored, the outputs committed
    const script = await ex.read('scripts/count.py');
    const changed = script.replace(
      'g.write(f"{kmer}\\t{n}\\n")',
      'g.write(f"{kmer}\\t{n + 1}\\n")',
    );
    expect(changed).not.toBe(script);
    await ex.write('scripts/count.py', changed);
    const r = await ex.snakemake('--forcerun', 'count');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/rule count:/);
    expect(r.stderr).not.toMatch(/rule (simulate|qc):/);
    await ex.write('scripts/count.py', script);
    await ex.commitAll('counts from an uncommitted script');
    const { code, findings, status } = await reproduce();
    expect(code).toBe(1);
    // the committed script makes other counts; the report, run on them, another summary
    expect(status).toEqual(statusesWith({ [COUNT]: 'differs', [REPORT]: 'differs' }));
    expect(findings.map((f) => [f.rule, f.severity, f.path])).toEqual([
      ['reproduce-differs', 'error', COUNT],
      ['reproduce-differs', 'error', REPORT],
    ]);
    // the record has the uncommitted script's counts (one more each), the re-run the committed one's
    const line =
      /wrote "results\/counts\/kmers\.tsv" with sha256 [0-9a-f]{64}, the record says [0-9a-f]{64}; first difference at line 1: recorded "AAA\\u0009(\d+)", re-run "AAA\\u0009(\d+)"/.exec(
        findings[0]?.message ?? '',
      );
    expect(line, findings[0]?.message).not.toBeNull();
    expect(Number(line?.[1])).toBe(Number(line?.[2]) + 1);
  });

  it('a re-stamp over a file the step did not write fails reproduce at that step', async () => {
    await restoreHonest();
    // another run's reads copied over sample s2, re-stamped, and the pipeline brought up to date
    const foreign = path.join(ex.root, 'foreign.fq.gz');
    const made = await ex.run('python3', ['scripts/simulate.py', foreign, 's2', '200', '8']);
    expect(made.code, made.stderr).toBe(0);
    await writeFile(path.join(ex.root, 'results/reads/s2.fq.gz'), await readFile(foreign));
    await ex.run('rm', [foreign]);
    // stamp refuses a run record's changed output; --force makes it a hand record
    expect((await ex.gate('stamp', 'results/reads', '--run-id', 'simulate-s2')).code).toBe(2);
    const stamped = await ex.gate('stamp', 'results/reads', '--run-id', 'simulate-s2', '--force');
    expect(stamped.code, stamped.stderr).toBe(0);
    const r = await ex.snakemake();
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/rule qc:/);
    expect(r.stderr).not.toMatch(/rule simulate:/);
    await ex.commitAll('s2 replaced and re-stamped');
    // on a pull request the audit names the replacement (the base holds the run record)
    expect((await audit('--base', honest)).findings).toContainEqual(
      expect.objectContaining({ rule: 'run-record-replaced-by-hand', path: S2 }),
    );
    // reproduce cannot run a hand record's step: the example's config makes that an error
    const { code, findings, status } = await reproduce();
    expect(code).toBe(1);
    expect(status).toEqual(statusesWith({ [S2]: 'unrecorded' }));
    expect(findings).toEqual([
      expect.objectContaining({ rule: 'reproduce-unrecorded', severity: 'error', path: S2 }),
    ]);
  });
});
