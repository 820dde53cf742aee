/**
 * One verdict: per-passport and per-handoff statuses, the unattributed findings, `passed`, the
 * CLI's exit code, the check conclusion, the text and Markdown verdict lines all agree, for
 * any findings and any fail-on (fast-check over generated reports), and in a real audit.
 */
import { appendFile, cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeShardReports } from '../../src/audit/merge.js';
import type {
  AuditReport,
  Finding,
  HandoffStatus,
  PassportStatus,
} from '../../src/core/report-model.js';
import { decideVerdict, statusOf } from '../../src/audit/verdict.js';
import { exitCodeOf } from '../../src/cli/operation-output.js';
import { runCli } from '../../src/cli.js';
import { conclusionOf } from '../../src/hosts/github/check-run.js';
import { renderVerdict } from '../../src/report/markdown.js';
import { renderTextReport } from '../../src/report/text.js';
import {
  isFailing,
  RULES,
  type FailOn,
  type RuleId,
  type Severity,
} from '../../src/core/rule-registry.js';
import { captureIo } from '../helpers/cli-io.js';

const SEVERITIES: Severity[] = ['error', 'warning', 'notice'];
const FAIL_ONS: FailOn[] = ['error', 'warning', 'notice', 'never'];

/** A generated report: passports in a few directories, handoff documents, findings on any path. */
const reportArb = fc
  .record({
    dirs: fc.uniqueArray(fc.constantFrom('a', 'a/b', 'c', 'c/d/e', '.'), { maxLength: 4 }),
    packets: fc.uniqueArray(fc.constantFrom('in/x/h1', 'in/x/h2', 'in/y/h3'), { maxLength: 3 }),
    failOn: fc.constantFrom(...FAIL_ONS),
  })
  .chain(({ dirs, packets, failOn }) => {
    const passports: PassportStatus[] = dirs.map((dir, i) => ({
      path: `${dir === '.' ? '' : `${dir}/`}p${i}.passport.json`,
      directory: dir,
      passport_id: null,
      skill: null,
      // Deliberately wrong: the verdict must recompute, never trust, what it is given.
      status: i % 2 === 0 ? 'fail' : 'pass',
      errors: 7,
      warnings: 0,
      notices: 0,
      artifacts: 1,
    }));
    const handoffs: HandoffStatus[] = packets.map((p) => ({
      kind: 'packet',
      path: `${p}.json`,
      id: null,
      status: 'pass',
      errors: 0,
      warnings: 3,
      notices: 0,
    }));
    const paths = [
      '',
      'elsewhere/x.txt',
      'a/unlisted.bin',
      'a/b/deep/file.txt',
      'c/d/e/f/g.txt',
      ...passports.map((p) => p.path),
      ...handoffs.flatMap((h) => [h.path, h.path.replace(/\.json$/, '.ack')]),
    ];
    const finding = fc.record({
      rule: fc.constantFrom(...RULES.map((r) => r.id as RuleId)),
      severity: fc.constantFrom(...SEVERITIES),
      path: fc.constantFrom(...paths),
      message: fc.constant('m'),
    }) as fc.Arbitrary<Finding>;
    return fc.record({
      failOn: fc.constant(failOn),
      passports: fc.constant(passports),
      handoffs: fc.constant(handoffs),
      findings: fc.array(finding, { maxLength: 12 }),
    });
  });

function toReport(
  input: ReturnType<typeof decideVerdict>,
  failOn: FailOn,
  findings: Finding[],
): AuditReport {
  return {
    report_version: '1',
    tool: { name: 'passport-gate', version: '0.0.0' },
    root: '/r',
    scope: { mode: 'all', changed_files: 0, directories: [] },
    summary: {
      passports: input.passports.length,
      artifacts_verified: 0,
      bytes_hashed: 0,
      ...input.counts,
      fail_on: failOn,
      passed: input.passed,
      unattributed: input.unattributed,
    },
    findings,
    passports: input.passports,
    handoffs: input.handoffs,
    graph: { nodes: [], edges: [] },
  };
}

describe('the verdict', () => {
  it('holds every surface together for any findings and fail-on', () => {
    let failed = 0;
    let unattributedFailed = 0;
    fc.assert(
      fc.property(reportArb, ({ failOn, passports, handoffs, findings }) => {
        const verdict = decideVerdict({ findings, failOn, passports, handoffs });
        const report = toReport(verdict, failOn, findings);
        const anyFailing = findings.some((f) => isFailing(f.severity, failOn));
        const subjects = [...verdict.passports, ...verdict.handoffs, verdict.unattributed];
        expect(verdict.passed).toBe(!anyFailing);
        expect(verdict.passed).toBe(subjects.every((s) => s.status === 'pass'));
        // A subject's status follows from its own counts under fail-on.
        for (const s of subjects) {
          const own: Finding[] = [
            ...Array.from({ length: s.errors }, () => ({ severity: 'error' }) as Finding),
            ...Array.from({ length: s.warnings }, () => ({ severity: 'warning' }) as Finding),
            ...Array.from({ length: s.notices }, () => ({ severity: 'notice' }) as Finding),
          ];
          expect(s.status).toBe(statusOf(own, failOn));
        }
        // Every finding is counted by some subject.
        const counted = subjects.reduce((n, s) => n + s.errors + s.warnings + s.notices, 0);
        expect(counted).toBeGreaterThanOrEqual(findings.length);
        // Exit code, check conclusion and the verdict lines say the same.
        expect(exitCodeOf(report)).toBe(verdict.passed ? 0 : 1);
        expect(conclusionOf(report)).toBe(verdict.passed ? 'success' : 'failure');
        expect(renderVerdict(report).startsWith(verdict.passed ? '✅' : '❌')).toBe(true);
        const text = renderTextReport(report, { color: false });
        expect(text).toContain(verdict.passed ? 'PASSED' : 'FAILED');
        // A failing verdict names what failed.
        if (!verdict.passed) expect(text).toMatch(/; failing: \S/);
        if (!verdict.passed) failed++;
        if (verdict.unattributed.status === 'fail') unattributedFailed++;
      }),
      { numRuns: 500 },
    );
    // Both outcomes, and failures outside any passport, were drawn.
    expect(failed).toBeGreaterThan(50);
    expect(unattributedFailed).toBeGreaterThan(10);
  });

  it('attributes a file to the passports of the nearest output directory above it', () => {
    const passport = (dir: string): PassportStatus => ({
      path: `${dir}/p.passport.json`,
      directory: dir,
      passport_id: null,
      skill: null,
      status: 'pass',
      errors: 0,
      warnings: 0,
      notices: 0,
      artifacts: 0,
    });
    const finding = (p: string): Finding => ({
      rule: 'artifact-unlisted',
      severity: 'warning',
      path: p,
      message: 'm',
    });
    const verdict = decideVerdict({
      findings: [finding('a/x'), finding('a/b/y'), finding('a/b/c/z'), finding('q/r')],
      failOn: 'warning',
      passports: [passport('a'), passport('a/b')],
      handoffs: [],
    });
    expect(verdict.passports.map((p) => p.warnings)).toEqual([1, 2]);
    expect(verdict.unattributed).toEqual({ status: 'fail', errors: 0, warnings: 1, notices: 0 });
  });

  it('is decided again when shard reports merge', () => {
    const findings: Finding[] = [
      { rule: 'artifact-unlisted', severity: 'warning', path: 'a/x', message: 'm' },
    ];
    const shard = (index: number): AuditReport => ({
      ...toReport(
        decideVerdict({ findings, failOn: 'error', passports: [], handoffs: [] }),
        'error',
        findings,
      ),
      scope: { mode: 'all', changed_files: 0, directories: [], shard: { index, count: 2 } },
    });
    const merged = mergeShardReports([shard(1), shard(2)], { failOn: 'warning' });
    expect(merged.summary.passed).toBe(false);
    expect(merged.summary.unattributed).toEqual({
      status: 'fail',
      errors: 0,
      warnings: 1,
      notices: 0,
    });
  });
});

describe('the verdict in a real audit', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pg-verdict-'));
    await cp(path.resolve('examples/pipeline'), dir, { recursive: true });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('--fail-on warning: the exit code fails and the passport that owns the stray file fails', async () => {
    // artifact-unlisted is an error by default: lowered to a warning here, as a base config may.
    await appendFile(path.join(dir, '.passport-gate.yml'), '  artifact-unlisted: warning\n');
    await writeFile(path.join(dir, 'results/align/stray.txt'), 'not listed\n');
    const io = captureIo(dir);
    const code = await runCli(
      ['audit', '--root', '.', '--all', '--fail-on', 'warning', '--format', 'json'],
      io,
    );
    const report = JSON.parse(io.out()) as AuditReport;
    expect(report.findings.map((f) => f.rule)).toContain('artifact-unlisted');
    expect(code).toBe(1);
    expect(report.summary.passed).toBe(false);
    const align = report.passports.find((p) => p.directory === 'results/align');
    expect(align).toMatchObject({ status: 'fail', warnings: 1 });
    // The same repository under fail-on error passes, and every status says so.
    const io2 = captureIo(dir);
    expect(await runCli(['audit', '--root', '.', '--all', '--format', 'json'], io2)).toBe(0);
    const passing = JSON.parse(io2.out()) as AuditReport;
    expect(passing.passports.every((p) => p.status === 'pass')).toBe(true);
  });
});
