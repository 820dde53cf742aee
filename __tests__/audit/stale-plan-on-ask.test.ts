/**
 * The re-run plan is made on first ask (issue 41, branch stale-lazy): its askers are chain-stale
 * (the leading shard, `--all`, changed mode), input-missing and the folded causes. A shard that
 * does not lead made it at gather time, whether asked or not, and its first question
 * (repo/stale.ts hasHeadAloneReason, with no chain there) read every consumed producer's outputs
 * in full: on a lattice, every passport parsed a second time in every such shard. Asked later,
 * the plan must be the same plan: a shard whose passport has a missing input names its re-run
 * step as the unsharded audit does.
 */
import { readFile, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { generateManyPassports } from '../../bench/generate.mjs';
import { DEFAULT_CONFIG } from '../../src/config/config.js';
import { audit } from '../../src/audit/pipeline.js';
import { mergeShardReports } from '../../src/audit/merge.js';
import { findingKey } from '../../src/core/findings.js';
import type { AuditReport } from '../../src/core/report-model.js';
import { scratchOutsideRepository } from '../helpers/audit-json.js';

/** Each call of the audit's re-run plan (repo/stale.ts planAuditReruns), counted. */
const planned = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../../src/repo/stale.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/repo/stale.js')>();
  return {
    ...actual,
    planAuditReruns: (...args: Parameters<typeof actual.planAuditReruns>) => {
      planned.calls += 1;
      return actual.planAuditReruns(...args);
    },
  };
});

const COUNT = 4;
const run = (n: number) => `r${String(n).padStart(5, '0')}`;
const passportOf = (n: number) => `results/${run(n)}/${run(n)}.passport.json`;

let dir: string;
beforeAll(async () => {
  dir = await scratchOutsideRepository('pg-stale-lazy-');
});
afterAll(() => rm(dir, { recursive: true, force: true }));
beforeEach(() => {
  planned.calls = 0;
});

/** A shard's audit, and how many times it made the re-run plan. */
async function auditShard(root: string, index: number) {
  planned.calls = 0;
  const report = await audit({
    root,
    config: { ...DEFAULT_CONFIG },
    shard: { index, count: COUNT },
  });
  return { report, plans: planned.calls };
}

/** The findings of a report, as the merge and the unsharded audit compare them. */
const keysOf = (r: AuditReport) => r.findings.map(findingKey).sort();

describe('the re-run plan, made on first ask', () => {
  it('is not made by a shard that does not lead when none of its passports asks it (a clean lattice)', async () => {
    // Workload 2 and 3's shape: 40 passports chained four wide, each consuming the layer before.
    const root = generateManyPassports(path.join(dir, 'clean'), { passports: 40 });
    const whole = await audit({ root, config: { ...DEFAULT_CONFIG } });
    expect(whole.findings).toEqual([]);
    const shards: AuditReport[] = [];
    for (let index = 1; index <= COUNT; index++) {
      const { report, plans } = await auditShard(root, index);
      expect(report.scope.directories.length).toBeGreaterThan(0);
      // The leading shard's chain-stale asks it, once; no other shard has an asker here.
      expect(plans, `shard ${index}/${COUNT}`).toBe(index === 1 ? 1 : 0);
      shards.push(report);
    }
    expect(keysOf(mergeShardReports(shards))).toEqual(keysOf(whole));
  });

  it('names the re-run step of a missing input in the shard that holds it as the unsharded audit does', async () => {
    const root = generateManyPassports(path.join(dir, 'missing'), { passports: 40 });
    // r00030's first input at a digest its producer does not record (stale from the head
    // alone), and the file gone: input-missing, whose fix is the plan's step for r00030.
    const file = path.join(root, passportOf(30));
    const value = JSON.parse(await readFile(file, 'utf8')) as {
      inputs: { path: string; sha256: string }[];
    };
    const first = value.inputs[0] as { path: string; sha256: string };
    value.inputs[0] = { ...first, sha256: 'f'.repeat(64) };
    await writeFile(file, `${JSON.stringify(value, null, 2)}\n`);
    await unlink(path.join(root, first.path));

    const whole = await audit({ root, config: { ...DEFAULT_CONFIG } });
    const missingOf = (r: AuditReport) =>
      r.findings.filter((f) => f.rule === 'input-missing' && f.path === passportOf(30));
    const expected = missingOf(whole);
    expect(expected).toHaveLength(1);
    expect(expected[0]?.message).toMatch(/step \d+ of the re-run plan's \d+/);
    const shards: AuditReport[] = [];
    let holder = 0;
    for (let index = 1; index <= COUNT; index++) {
      const { report, plans } = await auditShard(root, index);
      const holds = report.scope.directories.includes(`results/${run(30)}`);
      if (holds) holder = index;
      // Made once however many findings ask it (every consumer of the gone file has an
      // input-missing, and each asks), and made where one does.
      const asks = index === 1 || report.findings.some((f) => f.rule === 'input-missing');
      expect(plans, `shard ${index}/${COUNT}`).toBe(asks ? 1 : 0);
      expect(missingOf(report)).toEqual(holds ? expected : []);
      shards.push(report);
    }
    // The case this guards: a shard that does not lead, with no chain, makes the plan late.
    expect(holder).toBeGreaterThan(1);
    expect(keysOf(mergeShardReports(shards))).toEqual(keysOf(whole));
  });
});
