/**
 * Issue 15 #3, #4, #7 (the numbering): findings a user can clear with the command the
 * program prints. An upstream re-stamp that keeps its output bytes leaves the consumer clean;
 * one that only moves created_at is cleared by re-stamping the consumer; a recreated upstream
 * (new id) is replaced on re-stamp, or refused with the command that drops the dead id; an
 * unparsable passport is described in words, not parser codes.
 */
import { rm } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { audit } from '../../src/audit/pipeline.js';
import { stamp, StampError, type StampOptions } from '../../src/produce/stamp/index.js';
import { TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
let t = 0;
const now = () => new Date(Date.parse('2026-06-17T12:00:00Z') + (t += 60_000));
const run = (options: Omit<StampOptions, 'root'>) => stamp({ root: repo.root, now, ...options });
const rulesOf = async () => (await audit({ root: repo.root })).findings.map((f) => f.rule);

beforeEach(async () => {
  repo = await TempRepo.create('pg-issue15-');
  t = 0;
  await repo.write('data/reads.fq', '@r1\nACGT\n');
  await repo.write('results/align/a.bam', 'BAM1');
  await run({
    directory: 'results/align',
    skill: 'bwa-alignment',
    skillVersion: '1.0.0',
    inputs: [{ path: 'data/reads.fq', source: 'ERR100001' }],
    nextSkills: ['gatk', 'report'],
  });
  await repo.write('results/calls/c.vcf', 'VCF1');
  await run({
    directory: 'results/calls',
    skill: 'gatk',
    skillVersion: '4.0.0',
    inputs: ['results/align/a.bam'],
  });
});
afterEach(async () => {
  await repo.remove();
});

describe('chain-time-order can be cleared', () => {
  it('an upstream re-stamp that keeps its output bytes leaves the consumer clean', async () => {
    // A new decision moves the upstream's created_at past the consumer's; its bytes stay.
    await run({
      directory: 'results/align',
      decisions: [{ step: 'qc', choice: 'none', alternatives_considered: [], rationale: 'ok' }],
    });
    expect(await rulesOf()).toEqual([]);
  });

  it('an edge that reads no recorded output fires; its fix is the re-run or dropping the edge, never a bare re-stamp', async () => {
    await repo.write('results/report/r.txt', 'report');
    await run({
      directory: 'results/report',
      skill: 'report',
      skillVersion: '1.0.0',
      // What it was given: it reads no file (the edge below is the one that reads nothing).
      parameters: { title: 'run report' },
      consumes: ['results/align'],
    });
    await run({ directory: 'results/align', parameters: { threads: 8 } });
    const report = await audit({ root: repo.root });
    const f = report.findings.find((x) => x.rule === 'chain-time-order');
    expect(f?.path).toBe('results/report/report.passport.json');
    // The old fix, a bare `passport-gate stamp results/report`, moved created_at past the
    // producer's with nothing re-run (issue 37): it is no longer printed.
    expect(f?.message).not.toMatch(/passport-gate stamp results\/report$/);
    expect(f?.message).toContain(
      'run the step again after it and record the run with passport-gate run',
    );
    const alignId = (await run({ directory: 'results/align', check: true })).passport.passport_id;
    const drop = /passport-gate stamp (\S+) --drop-consumes (\S+)$/.exec(f?.message ?? '');
    expect(drop?.slice(1)).toEqual(['results/report', alignId]);
    await run({ directory: drop![1]!, dropConsumes: [drop![2]!] });
    expect(await rulesOf()).toEqual([]);
  });
});

describe('dead upstream ids', () => {
  it('a recreated upstream replaces the dead id when the consumer is re-stamped', async () => {
    const before = await run({ directory: 'results/calls', check: true });
    const oldId = before.passport.consumed_passports?.[0];
    expect(oldId).toMatch(/^[0-9a-f-]{36}$/);
    await rm(repo.abs('results/align/bwa-alignment.passport.json'));
    const recreated = await run({
      directory: 'results/align',
      skill: 'bwa-alignment',
      skillVersion: '1.0.0',
      inputs: [{ path: 'data/reads.fq', source: 'ERR100001' }],
      nextSkills: ['gatk'],
    });
    expect(recreated.passport.passport_id).not.toBe(oldId);
    expect(await rulesOf()).toContain('chain-unresolved');
    const result = await run({ directory: 'results/calls' });
    expect(result.passport.consumed_passports).toEqual([recreated.passport.passport_id]);
    expect(result.notes.join('\n')).toMatch(/replaced consumed passport/);
    expect(await rulesOf()).toEqual([]);
  });

  it('a dead id nothing replaces is refused with the command that drops it', async () => {
    const before = await run({ directory: 'results/calls', check: true });
    const oldId = before.passport.consumed_passports?.[0] as string;
    await rm(repo.abs('results/align'), { recursive: true });
    await repo.write('results/align-elsewhere/x', 'x');
    const refused = run({ directory: 'results/calls', inputs: ['results/align-elsewhere/x'] });
    // Given inputs without a producer: nothing replaces the dead id.
    await expect(refused).rejects.toThrow(StampError);
    const message = await refused.catch((e: Error) => e.message);
    expect(message).toContain(`passport-gate stamp "results/calls" --drop-consumes ${oldId}`);
    const dropped = await run({
      directory: 'results/calls',
      inputs: ['results/align-elsewhere/x'],
      dropConsumes: [oldId],
    });
    expect(dropped.passport.consumed_passports).toEqual([]);
    expect(await rulesOf()).not.toContain('chain-unresolved');
  });
});

describe('unparsable passports in words', () => {
  it('names the missing comma, not CommaExpected', async () => {
    await repo.write('results/align/bwa-alignment.passport.json', '{\n  "a": 1\n  "b": 2\n}\n');
    const report = await audit({ root: repo.root });
    const f = report.findings.find((x) => x.rule === 'passport-invalid-json');
    expect(f?.message).toContain("a comma or '}' is missing after the previous value");
    expect(f?.message).not.toMatch(/CommaExpected|Expected\b/);
    expect(f).toMatchObject({ line: 3, column: 3 });
    // stamp's refusal reads as a sentence too.
    const refused = await run({ directory: 'results/align' }).catch((e: Error) => e.message);
    expect(refused).toContain(
      `it is not valid JSON: a comma or '}' is missing after the previous value (line 3, column 3)`,
    );
  });

  it.each([
    ['[1 2]', "a comma or ']' is missing"],
    ['{"a": 1} x', 'more text after the end of the JSON value'],
    ['{"a" 1}', "a colon ':' is missing"],
    ['{"a": 1,}', 'a property name in double quotes is expected'],
    ['{"a": "b', 'a string is not closed'],
    ['{"a": tru}', 'unexpected character'],
    ['{"a": [1}', "']' is missing"],
  ])('%s → %s', async (text, words) => {
    await repo.write('results/align/bwa-alignment.passport.json', text);
    const report = await audit({ root: repo.root });
    const f = report.findings.find((x) => x.rule === 'passport-invalid-json');
    expect(f?.message).toContain(words);
  });
});

describe('a cycle stamp refuses', () => {
  it('prints the --drop-consumes command that removes the edge, and that command works', async () => {
    const calls = await run({ directory: 'results/calls', check: true });
    const file = 'results/align/bwa-alignment.passport.json';
    const p = JSON.parse((await repo.read(file)).toString());
    p.consumed_passports = [calls.passport.passport_id];
    await repo.write(file, JSON.stringify(p, null, 2));
    const message = await run({ directory: 'results/align' }).catch((e: Error) => e.message);
    expect(message).toContain(
      `passport-gate stamp "results/align" --drop-consumes "${calls.passport.passport_id}"`,
    );
    // By path, as a user may type it.
    const fixed = await run({ directory: 'results/align', dropConsumes: ['results/calls'] });
    expect(fixed.passport.consumed_passports).toEqual([]);
    expect(await rulesOf()).toEqual([]);
  });
});
