/**
 * Changed mode reports the whole re-run plan, not the scope's part of it (issue 41, branch
 * changed-scope): a passport whose input its consumed producer records at another digest is
 * chain-stale in every audit of the revision, though it lies neither in the changed scope nor
 * upstream of it. So the head-alone stale question (repo/stale.ts hasHeadAloneReason) cannot be
 * asked of the scope and its upstream closure alone: that cut would drop these findings.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateManyPassports } from '../../bench/generate.mjs';
import type { AuditReport } from '../../src/core/report-model.js';
import { auditJson, scratchOutsideRepository } from '../helpers/audit-json.js';

let dir: string;
beforeAll(async () => {
  dir = await scratchOutsideRepository('pg-changed-stale-');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('changed mode without a base', () => {
  it('reports chain-stale on a passport neither in the scope nor upstream of it, as --all does', async () => {
    // The lattice chains four wide, each layer consuming the one before: r00030 lies downstream
    // of r00005: a later layer, so neither in the scope nor upstream of it (upstream is earlier).
    const root = generateManyPassports(path.join(dir, 'lattice'), { passports: 40 });
    const file = path.join(root, 'results', 'r00030', 'r00030.passport.json');
    const value = JSON.parse(await readFile(file, 'utf8')) as {
      inputs: { path: string; sha256: string }[];
    };
    // Its first input at a digest its producer does not record: stale from the head alone.
    value.inputs[0] = { ...(value.inputs[0] as { path: string }), sha256: 'f'.repeat(64) };
    await writeFile(file, `${JSON.stringify(value, null, 2)}\n`);
    const changed = path.join(root, 'changed.txt');
    await writeFile(changed, 'results/r00005/part0.tsv\n');

    const staleOf = (r: AuditReport) =>
      [...new Set(r.findings.filter((f) => f.rule === 'chain-stale').map((f) => f.path))].sort();
    const inChanged = await auditJson(root, ['--changed-files', changed]);
    const whole = await auditJson(root, ['--all']);
    // The scope: r00005 and the four passports reading its part0 (r00008–r00011), all of
    // them upstream of r00030's layer or beside it, none downstream of it.
    expect(inChanged.passports.map((p) => p.path)).toEqual(
      [5, 8, 9, 10, 11].map((n) => {
        const run = `r${String(n).padStart(5, '0')}`;
        return `results/${run}/${run}.passport.json`;
      }),
    );
    expect(staleOf(inChanged)).toContain('results/r00030/r00030.passport.json');
    expect(staleOf(inChanged)).toEqual(staleOf(whole));
  });
});
