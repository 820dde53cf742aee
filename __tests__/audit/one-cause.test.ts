/**
 * One cause, one finding (issue 37, item 8): a consumer of a failed or renamed upstream gets
 * one error naming the root cause, the other rules' findings on that input folded into it
 * (audit/fold-causes.ts); findings run along the chain, the upstream's first, though its
 * directory's name sorts after the consumer's; input-unprovenanced never asks to cite a file
 * that lies in an output directory.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import type { AuditReport } from '../../src/core/report-model.js';
import { captureIo } from '../helpers/cli-io.js';
import { commitAll, git } from '../helpers/diff-repo.js';
import { TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-one-cause-');
  git(repo.root, 'init', '-q', '-b', 'main');
  await repo.write('data/cohort.csv', 'id,value\n1,2\n');
  await repo.write('scripts/qc.js', writeQc('qc.csv'));
  // The consumer's directory sorts before its producer's: the order must come from the chain.
  await repo.write(
    'scripts/stats.js',
    "const fs=require('fs');fs.mkdirSync('results/a-stats',{recursive:true});fs.writeFileSync('results/a-stats/stats.txt',String(fs.readFileSync('results/qc/qc.csv').length));",
  );
});
afterEach(() => repo.remove());

function writeQc(name: string): string {
  return `const fs=require('fs');fs.mkdirSync('results/qc',{recursive:true});for(const f of fs.readdirSync('results/qc'))if(f.endsWith('.csv'))fs.rmSync('results/qc/'+f);fs.writeFileSync('results/qc/${name}',fs.readFileSync('data/cohort.csv'));`;
}

async function cli(args: string[]) {
  const io = captureIo(repo.root);
  const code = await runCli(args, io);
  return { code, out: io.out(), err: io.err() };
}

const runQc = () =>
  cli([
    'run',
    'results/qc',
    '--skill',
    'cohort-qc',
    '--skill-version',
    '1.0.0',
    '--input',
    'data/cohort.csv',
    '--source',
    'data/cohort.csv=ERR000001',
    '--code',
    'scripts/qc.js',
    '--',
    process.execPath,
    'scripts/qc.js',
  ]);

/** qc, then the stats step reading qc's output, committed as the base. */
async function buildBase(): Promise<string> {
  expect((await runQc()).code).toBe(0);
  const stats = await cli([
    'run',
    'results/a-stats',
    '--run-id',
    'cohort-stats',
    '--skill',
    'cohort-stats',
    '--skill-version',
    '1.0.0',
    '--input',
    'results/qc/qc.csv',
    '--code',
    'scripts/stats.js',
    '--',
    process.execPath,
    'scripts/stats.js',
  ]);
  expect(stats.code, stats.err).toBe(0);
  return commitAll(repo.root, 'base');
}

async function auditJson(args: string[]): Promise<AuditReport> {
  const r = await cli(['audit', ...args, '--format', 'json']);
  expect(r.code).toBe(1);
  return JSON.parse(r.out) as AuditReport;
}

const STATS = 'results/a-stats/cohort-stats.passport.json';
const QC = 'results/qc/cohort-qc.passport.json';

describe('one cause, one finding', () => {
  it.each([['with the base'], ['without a base']])(
    'a failed upstream: its consumer has one error naming it, listed after it (%s)',
    async (mode) => {
      const base = await buildBase();
      await repo.write(
        'scripts/qc.js',
        "require('fs').rmSync('results/qc/qc.csv',{force:true});process.exit(1);",
      );
      expect((await runQc()).code).toBe(1);
      const report = await auditJson(mode === 'with the base' ? ['--base', base] : []);
      const errors = report.findings.filter((f) => f.severity === 'error');
      const onStats = errors.filter((f) => f.path === STATS);
      expect(onStats, JSON.stringify(errors, null, 1)).toHaveLength(1);
      const [one] = onStats;
      // With a base, chain-stale carries it (the audit's chain-stale findings are the diff's
      // re-run plan); without one, input-missing.
      expect(one?.rule).toBe(mode === 'with the base' ? 'chain-stale' : 'input-missing');
      expect(one?.message).toContain(`root cause upstream: "${QC}" records a failed step`);
      // The fix keeps the data input: no printed command drops it.
      expect(one?.message).toContain('--input results/qc/qc.csv');
      // The root cause first, though "results/a-stats" sorts before "results/qc".
      const paths = report.findings.map((f) => f.path);
      expect(paths.indexOf(QC)).toBeLessThan(paths.indexOf(STATS));
      const text = await cli(['audit', ...(mode === 'with the base' ? ['--base', base] : [])]);
      expect(text.out.indexOf('results/qc/\n')).toBeGreaterThanOrEqual(0);
      expect(text.out.indexOf('results/qc/\n')).toBeLessThan(
        text.out.indexOf('results/a-stats/\n'),
      );
    },
  );

  it('a renamed upstream output: one error on the consumer, naming the upstream that no longer lists it', async () => {
    const base = await buildBase();
    await repo.write('scripts/qc.js', writeQc('qc-renamed.csv'));
    expect((await runQc()).code).toBe(0);
    const report = await auditJson(['--base', base]);
    const onStats = report.findings.filter((f) => f.path === STATS && f.severity === 'error');
    expect(onStats, JSON.stringify(report.findings, null, 1)).toHaveLength(1);
    expect(onStats[0]?.message).toContain(
      `root cause upstream: "${QC}" no longer lists "results/qc/qc.csv"`,
    );
  });

  it('input-unprovenanced does not ask to cite a file that lies in an output directory', async () => {
    await buildBase();
    // A stray file in qc's output directory, read by a hand-recorded step.
    await repo.write('results/qc/extra.csv', 'x\n');
    await repo.write('results/b-extra/out.txt', 'y\n');
    expect(
      (
        await cli([
          'stamp',
          'results/b-extra',
          '--skill',
          'extra',
          '--skill-version',
          '1.0.0',
          '--input',
          'results/qc/extra.csv',
        ])
      ).code,
    ).toBe(0);
    const report = await auditJson([]);
    const unprovenanced = report.findings.filter((f) => f.rule === 'input-unprovenanced');
    expect(unprovenanced, JSON.stringify(report.findings, null, 1)).toHaveLength(1);
    expect(unprovenanced[0]?.message).not.toMatch(/--source|DOI/);
    expect(unprovenanced[0]?.message).toContain('output directory "results/qc"');
  });
});
