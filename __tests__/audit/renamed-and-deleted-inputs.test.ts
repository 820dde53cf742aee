/**
 * Custody through renames and deletions: a consumer whose recorded input is gone, or is no
 * longer what its producer records, fails the gate (input-missing, chain-stale), whatever git
 * operation cut the chain; and the fix each finding prints is run as printed: for these hand
 * records it is the step's re-run through `passport-gate run`, with the step's command left to
 * fill in. As printed it is refused and changes nothing; filled with a command that writes
 * nothing the gate stays red; only a real re-run (a script that writes the output) turns it
 * green. The re-stamp the plan printed before made it green with the report unchanged.
 */
import { readFileSync } from 'node:fs';
import { rename, unlink } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { audit } from '../../src/audit/pipeline.js';
import type { Finding } from '../../src/core/report-model.js';
import { stamp } from '../../src/produce/stamp/index.js';
import {
  buildCustodyRepo,
  fillStepCommand,
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

/**
 * Runs the printed re-run `fix` of the report's step as printed, then with a step that writes
 * nothing, then with `step` (the real re-run): `gate()` must be red after the first two and
 * green after the last.
 */
function expectRedUntilRerun(fix: string, step: string, gate: () => boolean): void {
  const passport = () => readFileSync(fx.repo.abs(fx.report.path), 'utf8');
  const before = passport();
  const asPrinted = fx.sh(fix);
  expect(asPrinted.status, asPrinted.stderr).toBe(2);
  expect(asPrinted.stderr).toContain('is a placeholder, not a command');
  expect(passport()).toBe(before);
  expect(gate(), 'the fix as printed must leave the gate red').toBe(false);

  const noop = fx.sh(fillStepCommand(fix, 'true'));
  expect(noop.status, noop.stderr).toBe(0);
  expect(gate(), 'a re-run that writes nothing must leave the gate red').toBe(false);

  const rerun = fx.sh(fillStepCommand(fix, step));
  expect(rerun.status, rerun.stderr).toBe(0);
  expect(gate(), 'the real re-run must turn the gate green').toBe(true);
}

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
    await stamp({ root: fx.repo.root, directory: 'results/plot', now: tick, force: true });

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
      "passport-gate run results/report --run-id reporting --skill reporting --skill-version 1.0.0 --input results/plot/plot-v2.png --input results/plot/table.csv -- '<the step command>'",
    );
    expect(withBase?.message).not.toContain('passport-gate stamp');

    // The printed fix, run as printed, then filled: green only after the step really re-ran.
    expectRedUntilRerun(
      printedCommand(withBase?.message ?? ''),
      `sh -c 'cat results/plot/plot-v2.png results/plot/table.csv > results/report/report.md'`,
      () => {
        const after = auditAndDiff();
        return after.status === 0 && after.diff.stale.length === 0;
      },
    );
  });
});

describe('a deleted upstream output, its producer re-stamped (the fix artifact-missing prints)', () => {
  it('fails the consumer (input-missing, chain-stale), and the printed fix clears both', async () => {
    await unlink(fx.repo.abs('results/plot/plot.png'));
    const first = await audit({ root: fx.repo.root });
    expect(first.findings.filter((f) => f.rule === 'artifact-missing').map((f) => f.path)).toEqual([
      fx.plot.path,
    ]);
    const restamp = fx.sh('passport-gate stamp results/plot --force');
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
      "passport-gate run results/report --run-id reporting --skill reporting --skill-version 1.0.0 --input results/plot/table.csv -- '<the step command>'",
    );

    expectRedUntilRerun(
      printedCommand(stale[0]?.message ?? ''),
      `sh -c 'cat results/plot/table.csv > results/report/report.md'`,
      () => {
        const after = auditAndDiff();
        return after.status === 0 && after.diff.stale.length === 0;
      },
    );
  });
});

describe('a consumer whose input its consumed producer records at another digest', () => {
  it('is chain-stale without a base, and only re-running it as printed clears it', async () => {
    // The producer is re-run and re-stamped; its consumer is not.
    await fx.repo.write('results/plot/table.csv', 'x,y\n1,3\n');
    await stamp({ root: fx.repo.root, directory: 'results/plot', now: tick, force: true });
    const head = await audit({ root: fx.repo.root });
    const stale = onReport(head.findings, 'chain-stale');
    expect(stale.map((f) => f.pointer)).toEqual(['/inputs/1/sha256']);
    expect(stale[0]?.message).toContain(`its producer "${fx.plot.id}" ("${fx.plot.path}") records`);
    const fix = printedCommand(stale[0]?.message ?? '');
    expect(fix).toBe(
      "passport-gate run results/report --run-id reporting --skill reporting --skill-version 1.0.0 --input results/plot/plot.png --input results/plot/table.csv -- '<the step command>'",
    );
    expectRedUntilRerun(
      fix,
      `sh -c 'cat results/plot/plot.png results/plot/table.csv > results/report/report.md'`,
      () => fx.cli(['audit', '--format', 'json']).status === 0,
    );
  });
});
