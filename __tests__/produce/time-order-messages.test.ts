/**
 * One message per cause: stamp notes chain-time-order only where the audit warns it, and the
 * audit does not add chain-time-order beside input-hash-mismatch when a producer re-ran after
 * its consumer read it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { audit } from '../../src/audit/pipeline.js';
import { stamp, type StampOptions } from '../../src/produce/stamp/index.js';
import { TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
let t = 0;
const now = () => new Date(Date.parse('2026-06-17T12:00:00Z') + (t += 60_000));
beforeEach(async () => {
  repo = await TempRepo.create('pg-time-order-');
  t = 0;
  await repo.write('results/a/x.txt', 'x1\n');
  await repo.write('results/a/y.txt', 'y1\n');
  await run({ directory: 'results/a', skill: 'make-x', skillVersion: '1', inputs: [] });
  await repo.write('results/b/z.txt', 'z1\n');
  await run({
    directory: 'results/b',
    skill: 'use-x',
    skillVersion: '1',
    inputs: ['results/a/x.txt'],
  });
});
afterEach(async () => {
  await repo.remove();
});

function run(options: Omit<StampOptions, 'root'>) {
  return stamp({ root: repo.root, now, ...options });
}
const rulesOn = async (path: string) =>
  (await audit({ root: repo.root })).findings.filter((f) => f.path === path).map((f) => f.rule);

describe('stamp’s chain-time-order note', () => {
  it('is not printed on an unchanged downstream re-run whose input is the producer’s current output', async () => {
    // the producer re-ran later, changing an output the consumer does not read
    await repo.write('results/a/y.txt', 'y2\n');
    await run({ directory: 'results/a', force: true });
    const again = await run({ directory: 'results/b' });
    expect(again.status).toBe('unchanged');
    expect(again.notes.join('\n')).not.toMatch(/created later|chain-time-order/);
    expect(await rulesOn('results/b/use-x.passport.json')).not.toContain('chain-time-order');
  });
});

describe('a producer that re-ran after its consumer read it', () => {
  it('is one finding on the consumer, input-hash-mismatch, not chain-time-order beside it', async () => {
    await repo.write('results/a/x.txt', 'x2\n');
    await run({ directory: 'results/a', force: true });
    const rules = await rulesOn('results/b/use-x.passport.json');
    expect(rules).toContain('input-hash-mismatch');
    expect(rules).not.toContain('chain-time-order');
  });
  it('a consumer that predates a producer it reads nothing of still gets chain-time-order, in a short line', async () => {
    await repo.write('results/c/w.txt', 'w\n');
    const c = await run({ directory: 'results/c', skill: 'late', skillVersion: '1', inputs: [] });
    const b = JSON.parse((await repo.read('results/b/use-x.passport.json')).toString()) as Record<
      string,
      unknown
    >;
    b.consumed_passports = [...(b.consumed_passports as string[]), c.passport.passport_id];
    await repo.write('results/b/use-x.passport.json', JSON.stringify(b, null, 2));
    const finding = (await audit({ root: repo.root })).findings.find(
      (f) => f.rule === 'chain-time-order',
    );
    expect(finding?.path).toBe('results/b/use-x.passport.json');
    expect(finding?.message.length).toBeLessThan(400);
    expect(finding?.message).toMatch(/--drop-consumes \S+$/);
    expect(finding?.message).not.toMatch(/passport-gate stamp results\/b(;|$)/);
  });
});
