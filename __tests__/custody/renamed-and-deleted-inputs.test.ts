/**
 * Custody through renames and deletions: a consumer whose recorded input is gone, or is no
 * longer what its producer records, fails the gate (input-missing, chain-stale), whatever git
 * operation cut the chain; and the fix each finding prints works when run as printed.
 */
import { rename, unlink } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { audit } from '../../src/audit/pipeline.js';
import type { Finding } from '../../src/core/report-model.js';
import { stamp } from '../../src/produce/stamp/index.js';
import {
  buildCustodyRepo,
  printedCommand,
  tick,
  type CustodyRepo,
} from '../helpers/custody-repo.js';

let fx: CustodyRepo;
beforeEach(async () => {
  fx = await buildCustodyRepo();
});
afterEach(async () => {
  await fx.remove();
});

const onReport = (findings: readonly Finding[], rule: string) =>
  findings.filter((f) => f.rule === rule && f.path === fx.report.path);

/** `audit --base` and `diff --base` through the committed CLI, as JSON. */
function auditAndDiff() {
  const a = fx.cli(['audit', '--base', fx.base, '--format', 'json']);
  const d = fx.cli(['diff', '--base', fx.base, '--format', 'json']);
  const report = JSON.parse(a.stdout) as { findings: Finding[]; summary: { passed: boolean } };
  const diff = JSON.parse(d.stdout) as { stale: { path: string; command: string | null }[] };
  return { status: a.status, report, diff, stderr: a.stderr + d.stderr };
}

describe('a renamed upstream output', () => {
  it('fails the consumer: input-missing names the upstream and the new name, chain-stale against the base', async () => {
    await rename(fx.repo.abs('results/plot/plot.png'), fx.repo.abs('results/plot/plot-v2.png'));
    await stamp({ root: fx.repo.root, directory: 'results/plot', now: tick });

    // Without a base (release gating): the head alone shows the input is gone.
    const head = await audit({ root: fx.repo.root });
    const [missing] = onReport(head.findings, 'input-missing');
    expect(missing?.severity).toBe('error');
    expect(missing?.pointer).toBe('/inputs/0/path');
    expect(missing?.message).toContain('"results/plot/plot-v2.png" now (renamed)');
    expect(head.summary.passed).toBe(false);

    // Against the base: the diff's stale list is the audit's chain-stale findings.
    const { status, report, diff, stderr } = auditAndDiff();
    expect(status, stderr).toBe(1);
    expect(diff.stale.map((s) => s.path)).toEqual([fx.report.path]);
    expect(report.findings.filter((f) => f.rule === 'chain-stale').map((f) => f.path)).toEqual(
      diff.stale.map((s) => s.path),
    );
    // One cause, one finding: against the base, input-missing is folded into chain-stale,
    // which names the upstream as the root cause and prints the re-run plan's command.
    expect(onReport(report.findings, 'input-missing')).toEqual([]);
    const [withBase] = onReport(report.findings, 'chain-stale');
    expect(withBase?.message).toContain(
      `root cause upstream: "${fx.plot.path}" no longer lists "results/plot/plot.png"`,
    );
    expect(withBase?.message).toContain('folded here: input-missing');
    expect(withBase?.message).toContain(diff.stale[0]?.command as string);
    expect(diff.stale[0]?.command).toBe(
      'passport-gate stamp results/report --run-id reporting --input results/plot/plot-v2.png --input results/plot/table.csv',
    );

    // The printed fix, run as printed: then the gate passes and nothing is stale.
    const fix = fx.sh(printedCommand(withBase?.message ?? ''));
    expect(fix.status, fix.stderr).toBe(0);
    const after = auditAndDiff();
    expect(after.status, JSON.stringify(after.report.findings)).toBe(0);
    expect(after.diff.stale).toEqual([]);
  });
});

describe('a deleted upstream output, its producer re-stamped (the fix artifact-missing prints)', () => {
  it('fails the consumer (input-missing, chain-stale), and the printed fix clears both', async () => {
    await unlink(fx.repo.abs('results/plot/plot.png'));
    const first = await audit({ root: fx.repo.root });
    expect(first.findings.filter((f) => f.rule === 'artifact-missing').map((f) => f.path)).toEqual([
      fx.plot.path,
    ]);
    const restamp = fx.sh('passport-gate stamp results/plot');
    expect(restamp.status, restamp.stderr).toBe(0);

    const { status, report, diff, stderr } = auditAndDiff();
    expect(status, stderr).toBe(1);
    expect(report.summary.passed).toBe(false);
    const stale = onReport(report.findings, 'chain-stale');
    expect(stale.map((f) => f.severity)).toEqual(['error']);
    expect(stale[0]?.message).toContain(
      'no longer records it (renamed, or deleted and re-stamped)',
    );
    expect(report.findings.filter((f) => f.rule === 'chain-stale').map((f) => f.path)).toEqual(
      diff.stale.map((s) => s.path),
    );
    // One cause, one finding: input-missing is folded into the chain-stale finding, which
    // prints the re-run plan's command and keeps the step's other input.
    expect(onReport(report.findings, 'input-missing')).toEqual([]);
    expect(stale[0]?.message).toContain('folded here: input-missing');
    expect(printedCommand(stale[0]?.message ?? '')).toBe(
      'passport-gate stamp results/report --run-id reporting --input results/plot/table.csv',
    );

    const fix = fx.sh(printedCommand(stale[0]?.message ?? ''));
    expect(fix.status, fix.stderr).toBe(0);
    const after = auditAndDiff();
    expect(after.status, JSON.stringify(after.report.findings)).toBe(0);
    expect(after.diff.stale).toEqual([]);
  });
});

describe('a consumer whose input its consumed producer records at another digest', () => {
  it('is chain-stale without a base, and re-stamping it as printed clears it', async () => {
    // The producer is re-run and re-stamped; its consumer is not.
    await fx.repo.write('results/plot/table.csv', 'x,y\n1,3\n');
    await stamp({ root: fx.repo.root, directory: 'results/plot', now: tick });
    const head = await audit({ root: fx.repo.root });
    const stale = onReport(head.findings, 'chain-stale');
    expect(stale.map((f) => f.pointer)).toEqual(['/inputs/1/sha256']);
    expect(stale[0]?.message).toContain(`its producer "${fx.plot.id}" ("${fx.plot.path}") records`);
    const fix = fx.sh(printedCommand(stale[0]?.message ?? ''));
    expect(fix.status, fix.stderr).toBe(0);
    const after = await audit({ root: fx.repo.root });
    expect(after.findings.filter((f) => f.severity === 'error')).toEqual([]);
  });
});
