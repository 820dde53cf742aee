/**
 * Every rule id has a case folder, and every case holds: its violation gives exactly the
 * expected findings of its rule, and its clean neighbour gives none, through the real
 * command line (`runCli` in process, `audit --format json`).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import type { AuditReport } from '../../src/core/report-model.js';
import { RULES } from '../../src/core/rule-registry.js';
import { captureIo } from '../helpers/cli-io.js';
import { TempRepo } from '../helpers/repo.js';
import type { CaseRun, RuleCase } from './harness.js';

const here = import.meta.dirname;
const ids = RULES.map((r) => r.id);
const folders = readdirSync(here, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

/**
 * Rules whose folder is still to be written. Only ids that predate the case folders may stand
 * here, and the list only shrinks: a new rule comes with its folder.
 */
const PENDING = new Set<string>([]);

/** Runs the audit a case asks for in `repo` and returns its exit code and findings. */
async function runAudit(c: RuleCase, repo: TempRepo): Promise<CaseRun> {
  if (c.run) return c.run(repo);
  const io = captureIo(repo.root, c.env ?? {});
  const exitCode = await runCli(['audit', ...(c.args ?? ['--all']), '--format', 'json'], io);
  const text = io.out();
  if ((exitCode === 2 && c.exitCode !== 2) || !text.trim())
    throw new Error(`audit exited ${exitCode}: ${io.err()}`);
  const report = JSON.parse(text) as AuditReport;
  return { exitCode, findings: report.findings };
}

/** Builds a repository with `build`, audits it, removes it. */
async function audited(c: RuleCase, build: (repo: TempRepo) => Promise<void>): Promise<CaseRun> {
  const repo = await TempRepo.create('pg-case-');
  try {
    await build(repo);
    return await runAudit(c, repo);
  } finally {
    await repo.remove();
  }
}

describe('case folders', () => {
  it('every registry rule has a case folder, unless it is still pending', () => {
    expect(ids.length).toBeGreaterThan(40);
    const missing = ids.filter((id) => !PENDING.has(id) && !folders.includes(id));
    expect(missing).toEqual([]);
  });
  it('every case folder names a registry rule and holds a case.ts', () => {
    expect(folders.filter((f) => !ids.includes(f))).toEqual([]);
    expect(folders.filter((f) => !existsSync(path.join(here, f, 'case.ts')))).toEqual([]);
  });
  it('the pending list only names rules that have no folder yet', () => {
    expect([...PENDING].filter((id) => folders.includes(id) || !ids.includes(id))).toEqual([]);
  });
});

describe.each(folders.filter((f) => ids.includes(f)))('%s', (id) => {
  const load = async () => ((await import(`./${id}/case.ts`)) as { default: RuleCase }).default;
  it('the violation gives the expected findings of the rule', async () => {
    const c = await load();
    expect(c.expect.length).toBeGreaterThan(0);
    const { findings, exitCode } = await audited(c, c.violation);
    const own = findings.filter((f) => f.rule === id);
    const context = `${c.summary}\n${JSON.stringify(findings, null, 1)}`;
    expect(
      own.map((f) => f.path),
      context,
    ).toEqual(c.expect.map((e) => e.path));
    const rule = RULES.find((r) => r.id === id)!;
    for (const [i, e] of c.expect.entries()) {
      const f = own[i]!;
      if (e.line !== undefined) expect(f.line, context).toBe(e.line);
      expect(f.severity).toBe(e.severity ?? rule.defaultSeverity);
      if (e.message) expect(f.message).toMatch(e.message);
    }
    // Errors fail the run: the exit code says so whatever else the repository holds.
    if (own.some((f) => f.severity === 'error')) expect(exitCode).toBe(c.exitCode ?? 1);
  });
  it('the clean neighbour gives none', async () => {
    const c = await load();
    const { findings } = await audited(c, c.clean);
    expect(findings.filter((f) => f.rule === id)).toEqual([]);
  });
});
