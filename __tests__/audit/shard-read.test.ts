import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/config/config.js';
import { audit } from '../../src/audit/pipeline.js';
import * as jsonSource from '../../src/formats/json-source.js';
import { TempRepo } from '../helpers/repo.js';

// The structure scans of the passports' parses, each counted against the passport it scanned
// (its bytes hold the passport's id). Only the scans other modules ask for are seen: a module's
// call of its own function does not go through this mock.
const scanned = vi.hoisted(() => ({ bytes: [] as Uint8Array[] }));
vi.mock('../../src/formats/json-source.js', async (importOriginal) => {
  const original = await importOriginal<typeof jsonSource>();
  return {
    ...original,
    scanStructure: (...args: Parameters<typeof original.scanStructure>) => {
      scanned.bytes.push(args[0]);
      return original.scanStructure(...args);
    },
  };
});

describe('a shard that does not lead, reading the passports (all mode)', () => {
  let repo: TempRepo;
  beforeEach(async () => {
    repo = await TempRepo.create('pg-shard-read-');
    scanned.bytes.length = 0;
  });
  afterEach(async () => {
    await repo.remove();
  });

  it("scans no other shard's passport for its structure, and each of its own once, for its check", async () => {
    // Each scan is a pass over every byte with a search per string; at 10^6 files every shard
    // scanned all 10,000 passports at read, three quarters of them another shard's, whose key
    // count nothing asks (docs/performance.md, issue 41, branch shard-fixed).
    const ids: string[] = [];
    for (let k = 0; k < 4; k++) {
      await repo.write(`out/d${k}/f.tsv`, `${k}`);
      ids.push((await repo.passport({ dir: `out/d${k}`, outputs: [`out/d${k}/f.tsv`] })).id);
    }
    const report = await audit({
      root: repo.root,
      config: { ...DEFAULT_CONFIG },
      shard: { index: 2, count: 2 },
    });
    const own = report.scope.directories;
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(4);
    const text = scanned.bytes.map((b) => Buffer.from(b).toString('utf8'));
    const scans = (id: string) => text.filter((t) => t.includes(id)).length;
    expect(ids.map(scans)).toEqual(ids.map((_, k) => (own.includes(`out/d${k}`) ? 1 : 0)));
  });

  it('refuses a passport nested past the depth cap as the scan does, its directory in whichever shard', async () => {
    // Deep nesting is refused before JSON.parse sees it (formats/json-source.ts MAX_JSON_DEPTH);
    // a shard that reads without the scan must refuse it too, or it would weigh, index and
    // resolve a passport the others refuse.
    await repo.write('out/a/f.tsv', 'a');
    await repo.passport({ dir: 'out/a', outputs: ['out/a/f.tsv'] });
    await repo.write('out/b/f.tsv', 'b');
    const deep = (await repo.passport({ dir: 'out/b', outputs: ['out/b/f.tsv'] })).path;
    const value = JSON.parse((await repo.read(deep)).toString('utf8')) as Record<string, unknown>;
    value.parameters = JSON.parse(`${'['.repeat(300)}${']'.repeat(300)}`);
    await repo.write(deep, JSON.stringify(value));
    const config = { ...DEFAULT_CONFIG };
    const whole = await audit({ root: repo.root, config });
    const refused = (r: typeof whole) =>
      r.findings.filter((f) => f.path === deep && f.rule === 'passport-too-large').length;
    expect(refused(whole)).toBe(1);
    let seen = 0;
    const fingerprints = new Set<unknown>();
    for (let index = 1; index <= 2; index++) {
      const part = await audit({ root: repo.root, config, shard: { index, count: 2 } });
      seen += refused(part);
      fingerprints.add(part.scope.shard?.fingerprint);
    }
    // One partition: a shard that weighed the refused passport would cut a different one.
    expect(fingerprints.size).toBe(1);
    expect(seen).toBe(1);
  });
});
