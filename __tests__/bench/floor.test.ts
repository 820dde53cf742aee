/**
 * The honest floors of the benchmark (bench/floor.mjs `honest` and `honest-changed`, issue 41)
 * are floors of the audit as it is, untimed: on the bench's own generated trees at small n the
 * W2 floor passes the clean lattice and counts exactly the audit's findings where the audit
 * finds many, and the changed-mode floor selects exactly the passports the audit's
 * changed-mode scope checks. A floor that skipped a rule's work would count fewer.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  generateManyFindings,
  generateManyPassports,
  generateWrongCase,
} from '../../bench/generate.mjs';

const CLI = path.resolve(import.meta.dirname, '..', '..', 'dist', 'cli.js');
const FLOOR = path.resolve(import.meta.dirname, '..', '..', 'bench', 'floor.mjs');
const env = { ...process.env };
delete env.NODE_EXTRA_CA_CERTS;

/** Runs a floor in `root`; the problems it counted (its stderr line), its exit code and stdout. */
function runFloor(root: string, args: string[]) {
  const r = spawnSync(process.execPath, [FLOOR, ...args], { cwd: root, encoding: 'utf8', env });
  const counted = /floor: (\d+) problem/.exec(r.stderr)?.[1];
  return {
    code: r.status,
    problems: counted === undefined ? 0 : Number(counted),
    stdout: r.stdout,
  };
}

/** The audit's JSON report of `root` (exit 0 or 1 both give a report). */
function auditReport(root: string, args: string[]) {
  const r = spawnSync(
    process.execPath,
    [CLI, 'audit', '--root', root, '--format', 'json', ...args],
    { encoding: 'utf8', env, maxBuffer: 256 * 1024 * 1024 },
  );
  expect([0, 1]).toContain(r.status);
  return JSON.parse(r.stdout) as {
    findings: unknown[];
    passports: { path: string }[];
    summary: { passports: number };
  };
}

let dir: string;
beforeAll(async () => {
  // Outside any repository: a .gitignore around the trees would hide their files from the audit.
  dir = await mkdtemp(path.join(tmpdir(), 'pg-bench-floor-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('bench/floor.mjs honest', () => {
  it('passes the clean lattice (W2 and W3 shape, chained four wide) with 0 problems, as the audit', () => {
    const root = generateManyPassports(path.join(dir, 'lattice'), { passports: 40 });
    const report = auditReport(root, ['--all']);
    expect(report.summary.passports).toBe(40);
    expect(report.findings).toHaveLength(0);
    expect(runFloor(root, ['honest'])).toMatchObject({ code: 0, problems: 0 });
  });

  it("counts exactly the audit's findings on the wrong-case tree (where the lean floor counts fewer)", () => {
    const root = generateWrongCase(path.join(dir, 'wrong-case'), 300);
    const findings = auditReport(root, ['--all']).findings.length;
    expect(findings).toBe(900);
    expect(runFloor(root, ['honest'])).toMatchObject({ code: 1, problems: findings });
    // The lean floor does not fold names: path-ambiguous is work it leaves out.
    expect(runFloor(root, ['audit']).problems).toBe(600);
  });

  it("counts exactly the audit's findings on the many-findings tree", () => {
    const root = generateManyFindings(path.join(dir, 'findings'), 300);
    const findings = auditReport(root, ['--all']).findings.length;
    expect(findings).toBe(300);
    expect(runFloor(root, ['honest'])).toMatchObject({ code: 1, problems: findings });
  });
});

describe('bench/floor.mjs honest-changed', () => {
  /** The floor's selection and the audit's changed-mode scope of `root`. */
  const compare = (root: string) => {
    const changed = path.join(root, '.bench-changed');
    const floor = runFloor(root, ['honest-changed', changed, '--list']);
    const audited = auditReport(root, ['--changed-files', changed]).passports.map((p) => p.path);
    return { floor, selected: floor.stdout.trim().split('\n'), audited: audited.sort() };
  };

  it("selects the audit's changed-mode scope on a small W3 (the changed directory's owner)", () => {
    const root = generateManyPassports(path.join(dir, 'w3'), { passports: 40 });
    const { floor, selected, audited } = compare(root);
    expect(selected).toEqual(['results/r00021/r00021.passport.json']);
    expect(selected).toEqual(audited);
    expect(floor).toMatchObject({ code: 0, problems: 0 });
  });

  it("selects the owner and its stale consumers, as the audit's scope, when the changed file's bytes changed", async () => {
    const root = generateManyPassports(path.join(dir, 'w3-stale'), { passports: 40 });
    // part0 of each passport is an input of the next layer: its four consumers are now stale.
    await writeFile(path.join(root, 'results', 'r00021', 'part0.tsv'), 'other bytes\n');
    await writeFile(path.join(root, '.bench-changed'), 'results/r00021/part0.tsv\n');
    const { floor, selected, audited } = compare(root);
    expect(selected).toHaveLength(5);
    expect(selected).toEqual(audited);
    const findings = auditReport(root, ['--changed-files', path.join(root, '.bench-changed')])
      .findings.length;
    expect(floor).toMatchObject({ code: 1, problems: findings });
  });
});
