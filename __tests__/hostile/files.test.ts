/**
 * Issue 6, items 4-5 and 14: special files and oversized input. Nothing blocks,
 * nothing is read whole when it is over a cap.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, truncate } from 'node:fs/promises';
import net from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { audit } from '../../src/audit/pipeline.js';
import { DEFAULT_CONFIG } from '../../src/config/config.js';
import { readFileCapped } from '../../src/fs/safe-read.js';
import { sha256, TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create();
});
afterEach(async () => {
  await repo.remove();
});

const rulesOf = async (config = DEFAULT_CONFIG) =>
  (await audit({ root: repo.root, config })).findings.map((f) => f.rule);

describe('FIFOs, sockets and devices (item 4)', () => {
  it('a listed FIFO with no writer is a finding, never a blocked open or read', async () => {
    await mkdir(repo.abs('out'), { recursive: true });
    execFileSync('mkfifo', [repo.abs('out/fifo')]);
    await repo.passport({
      dir: 'out',
      mutate: (p) => (p.outputs = [{ path: 'out/fifo', sha256: sha256('') }]),
    });
    expect(await rulesOf()).toEqual(['artifact-unreadable']);
  });
  it('a listed unix socket is a finding', async () => {
    await mkdir(repo.abs('out'), { recursive: true });
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(repo.abs('out/sock'), resolve));
    try {
      await repo.passport({
        dir: 'out',
        mutate: (p) => (p.outputs = [{ path: 'out/sock', sha256: sha256('') }]),
      });
      expect(await rulesOf()).toEqual(['artifact-unreadable']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
  it('a FIFO named like a passport is refused with a finding', async () => {
    await mkdir(repo.abs('out'), { recursive: true });
    execFileSync('mkfifo', [repo.abs('out/x.passport.json')]);
    expect(await rulesOf()).toEqual(['artifact-unreadable']);
  });
  it('an unlisted FIFO is reported as unlisted without being opened', async () => {
    await repo.write('out/a.txt', 'a');
    await repo.passport({ dir: 'out', outputs: ['out/a.txt'] });
    execFileSync('mkfifo', [repo.abs('out/fifo')]);
    expect(await rulesOf()).toEqual(['artifact-unlisted']);
  });
  it('readFileCapped refuses a character device', async () => {
    const result = await readFileCapped('/dev/zero', 1024);
    expect(result).toMatchObject({ ok: false, reason: 'not-regular' });
  });
  it('a directory listed as an output is a finding', async () => {
    await mkdir(repo.abs('out/sub'), { recursive: true });
    await repo.passport({
      dir: 'out',
      mutate: (p) => (p.outputs = [{ path: 'out/sub', sha256: sha256('') }]),
    });
    expect(await rulesOf()).toContain('artifact-unreadable');
  });
});

describe('size caps (item 5)', () => {
  it('a passport over the cap is one finding, not a read into memory', async () => {
    await mkdir(repo.abs('out'), { recursive: true });
    await repo.write('out/huge.passport.json', '{}');
    // A sparse 4 GiB file: reading it whole would exhaust memory.
    await truncate(repo.abs('out/huge.passport.json'), 4 * 1024 ** 3);
    const findings = (await audit({ root: repo.root })).findings;
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: 'passport-too-large',
      path: 'out/huge.passport.json',
    });
  });
  it('the cap is configurable', async () => {
    await repo.write('out/a.txt', 'a');
    await repo.passport({ dir: 'out', outputs: ['out/a.txt'] });
    expect(await rulesOf({ ...DEFAULT_CONFIG, maxPassportBytes: 1024 })).toEqual([]);
    expect(await rulesOf({ ...DEFAULT_CONFIG, maxPassportBytes: 100 })).toEqual([
      'passport-too-large',
    ]);
  });
  it('strings and arrays beyond schema limits are schema findings', async () => {
    await repo.write('out/a.txt', 'a');
    await repo.passport({
      dir: 'out',
      outputs: ['out/a.txt'],
      mutate: (p) => {
        (p.produced_by as Record<string, unknown>).skill = 'x'.repeat(10_000);
        p.consumed_passports = Array.from(
          { length: 10_001 },
          () => '00000000-0000-4000-8000-000000000000',
        );
      },
    });
    const findings = (await audit({ root: repo.root })).findings.filter(
      (f) => f.rule === 'passport-schema',
    );
    expect(findings.map((f) => f.pointer)).toEqual(
      expect.arrayContaining(['/produced_by/skill', '/consumed_passports']),
    );
    // The message quotes at most a bounded excerpt of any untrusted value.
    for (const f of findings) expect(f.message.length).toBeLessThan(1000);
  });
});

describe('empty repositories (item 14)', () => {
  it('all mode with outputs configured and no passports is a finding unless allow-empty', async () => {
    await repo.write('results/x/file.txt', 'x');
    const config = { ...DEFAULT_CONFIG, outputs: ['results/*'] };
    expect(await rulesOf(config)).toContain('outputs-empty');
    expect(await rulesOf({ ...config, allowEmpty: true })).not.toContain('outputs-empty');
  });
  it('a change touching no outputs passes with a notice', async () => {
    await repo.write('README.md', 'x');
    const report = await audit({ root: repo.root, changedFiles: ['README.md'] });
    expect(report.summary.passed).toBe(true);
    expect(report.findings).toMatchObject([{ rule: 'scope-empty', severity: 'notice' }]);
  });
});
