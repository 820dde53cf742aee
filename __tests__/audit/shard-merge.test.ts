import { symlink, unlink, writeFile } from 'node:fs/promises';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG, type Config } from '../../src/config/config.js';
import { audit } from '../../src/audit/pipeline.js';
import { mergeShardReports } from '../../src/audit/merge.js';
import { PassportSet } from '../../src/repo/passports.js';
import { FoldedPaths } from '../../src/util/folded-paths.js';
import { findingKey } from '../../src/core/findings.js';
import {
  fingerprintPartition,
  partitionDirectories,
  selectShardDirectories,
  weighDirectories,
  weightOf,
  type DirectoryWeight,
} from '../../src/repo/shard.js';
import { walkRepository } from '../../src/repo/tree.js';
import type { AuditReport } from '../../src/core/report-model.js';
import { runCli } from '../../src/cli.js';
import {
  createProgressReporter,
  PROGRESS_DELAY_MS,
  PROGRESS_LOG_INTERVAL_MS,
} from '../../src/cli/progress.js';
import { ConfigurationError } from '../../src/util/errors.js';
import { validateReport } from '../../src/formats/report-schema.js';
import { buildPipeline, TempRepo, uuidFromSeed } from '../helpers/repo.js';
import { captureIo } from '../helpers/cli-io.js';

describe('partitionDirectories', () => {
  const weights = fc.array(fc.record({ files: fc.nat({ max: 50 }) }), { maxLength: 60 });
  const toDirs = (ws: { files: number }[]): DirectoryWeight[] =>
    ws.map((w, k) => ({ dir: `d${k}`, ...w }));

  it('puts every directory in exactly one shard', () => {
    fc.assert(
      fc.property(weights, fc.integer({ min: 1, max: 9 }), (ws, n) => {
        const dirs = toDirs(ws);
        const shards = partitionDirectories(dirs, n);
        expect(shards).toHaveLength(n);
        expect(shards.flat().sort()).toEqual(dirs.map((d) => d.dir).sort());
      }),
    );
  });

  it('balances: the heaviest and lightest shard differ by at most one directory', () => {
    fc.assert(
      fc.property(weights, fc.integer({ min: 1, max: 9 }), (ws, n) => {
        const dirs = toDirs(ws);
        const byName = new Map(dirs.map((d) => [d.dir, weightOf(d)]));
        const loads = partitionDirectories(dirs, n).map((s) =>
          s.reduce((t, d) => t + (byName.get(d) as number), 0),
        );
        const heaviest = Math.max(0, ...dirs.map(weightOf));
        expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(heaviest);
      }),
    );
  });

  it('depends only on the directories, not on their order', () => {
    fc.assert(
      fc.property(weights, fc.integer({ min: 1, max: 9 }), fc.nat(), (ws, n, seed) => {
        const dirs = toDirs(ws);
        const shuffled = [...dirs].sort(
          (a, b) => ((a.dir.length * 31 + seed) % 7) - ((b.dir.length * 31 + seed) % 7),
        );
        expect(partitionDirectories(shuffled, n)).toEqual(partitionDirectories(dirs, n));
        expect(fingerprintPartition(shuffled, n)).toBe(fingerprintPartition(dirs, n));
      }),
    );
  });

  it('changes the fingerprint when a weight or the count changes', () => {
    const dirs = toDirs([{ files: 1 }, { files: 2 }]);
    const base = fingerprintPartition(dirs, 2);
    expect(fingerprintPartition(dirs, 3)).not.toBe(base);
    expect(fingerprintPartition([dirs[0]!, { ...dirs[1]!, files: 3 }], 2)).not.toBe(base);
  });
});

describe('weighDirectories', () => {
  // A walk's output directories and the files each owns, as the layout answers them.
  const walked = fc.dictionary(
    fc.stringMatching(/^[a-z]{1,3}(\/[a-z]{1,3}){0,2}$/),
    fc.nat({ max: 40 }),
    { maxKeys: 40 },
  );
  const layoutOf = (files: Record<string, number>) => ({
    ownedFiles: (dir: string) => Array.from({ length: files[dir] ?? 0 }, (_, k) => k),
  });

  it('weighs each directory by the files the walk lists in it: every directory in one shard, the same partition and fingerprint from any shard and any order', () => {
    fc.assert(
      fc.property(walked, fc.integer({ min: 1, max: 9 }), fc.nat(), (files, n, seed) => {
        const dirs = Object.keys(files);
        const weights = weighDirectories(layoutOf(files), dirs);
        expect(weights).toEqual(dirs.map((dir) => ({ dir, files: files[dir] })));
        // Each shard computes the partition alone, from its own walk (another order of it).
        const rotated = [
          ...dirs.slice(seed % (dirs.length || 1)),
          ...dirs.slice(0, seed % (dirs.length || 1)),
        ];
        const again = weighDirectories(layoutOf({ ...files }), rotated);
        const own = Array.from({ length: n }, (_, k) =>
          selectShardDirectories(k % 2 === 0 ? weights : again, { index: k + 1, count: n }),
        );
        expect(own.flat().sort()).toEqual([...dirs].sort());
        expect(own).toEqual(partitionDirectories(weights, n));
        expect(fingerprintPartition(again, n)).toBe(fingerprintPartition(weights, n));
      }),
    );
  });
});

/**
 * A repository where most rules fire somewhere, spread over many output
 * directories, so shards split findings of every kind between them.
 */
async function buildTroubledRepo(repo: TempRepo) {
  const pipeline = await buildPipeline(repo);
  // Directories of different weights, each clean.
  for (let k = 0; k < 6; k++) {
    await repo.write(`results/bulk${k}/data.bin`, 'x'.repeat(1000 * (k + 1) ** 2));
    await repo.passport({
      dir: `results/bulk${k}`,
      outputs: [`results/bulk${k}/data.bin`],
      consumed: [pipeline.align.id],
      skill: 'gatk-variant-calling',
    });
  }
  // artifact-hash-mismatch
  await repo.write('results/tampered/t.txt', 'original');
  await repo.passport({ dir: 'results/tampered', outputs: ['results/tampered/t.txt'] });
  await repo.write('results/tampered/t.txt', 'changed!');
  // artifact-unlisted
  await repo.write('results/unlisted/a.txt', 'a');
  await repo.passport({ dir: 'results/unlisted', outputs: ['results/unlisted/a.txt'] });
  await repo.write('results/unlisted/stray.txt', 'stray');
  // chain-unresolved
  await repo.write('results/orphan/o.txt', 'o');
  await repo.passport({
    dir: 'results/orphan',
    outputs: ['results/orphan/o.txt'],
    consumed: [uuidFromSeed('nobody')],
  });
  // chain-cycle between two directories
  const idA = uuidFromSeed('cycle-a');
  const idB = uuidFromSeed('cycle-b');
  await repo.write('results/cycle-a/a.txt', 'ca');
  await repo.passport({
    dir: 'results/cycle-a',
    id: idA,
    outputs: ['results/cycle-a/a.txt'],
    consumed: [idB],
  });
  await repo.write('results/cycle-b/b.txt', 'cb');
  await repo.passport({
    dir: 'results/cycle-b',
    id: idB,
    outputs: ['results/cycle-b/b.txt'],
    consumed: [idA],
  });
  // passport-duplicate-id across two directories
  const dup = uuidFromSeed('dup');
  for (const d of ['results/dup1', 'results/dup2']) {
    await repo.write(`${d}/f.txt`, d);
    await repo.passport({ dir: d, id: dup, outputs: [`${d}/f.txt`] });
  }
  // chain-missing-reference: an input that is another passport's output, unreferenced
  await repo.write('results/sneaky/s.txt', 's');
  await repo.passport({
    dir: 'results/sneaky',
    outputs: ['results/sneaky/s.txt'],
    inputs: ['results/bulk0/data.bin'],
  });
  // chain-time-order
  await repo.write('results/early/e.txt', 'e');
  await repo.passport({
    dir: 'results/early',
    outputs: ['results/early/e.txt'],
    consumed: [pipeline.report.id],
    createdAt: '2020-01-01T00:00:00Z',
  });
  // chain-expected-input and chain-next-skill, the producer's id listed twice by its consumer:
  // one fact each, so one finding each, in the whole audit as in the merged shards
  await repo.write('results/typed/t.tsv', 't');
  const typed = await repo.passport({
    dir: 'results/typed',
    outputs: ['results/typed/t.tsv'],
    mutate: (p) => void ((p.downstream_hints as Record<string, unknown>).expected_inputs = ['bam']),
  });
  await repo.write('results/twice/w.txt', 'w');
  await repo.passport({
    dir: 'results/twice',
    outputs: ['results/twice/w.txt'],
    inputs: ['results/typed/t.tsv'],
    consumed: [typed.id, typed.id],
    skill: 'tsv-reader',
    createdAt: '2026-06-17T13:00:00Z',
  });
  // path-ambiguous, each kind: two output directories one by case (whose files a shard that
  // owns neither may name by their directory alone); two files of one directory; a file beside
  // a nested output directory of its name; an input naming another directory's file by case.
  for (const d of ['results/fold', 'results/Fold']) {
    await repo.write(`${d}/f.txt`, d);
    await repo.passport({ dir: d, outputs: [`${d}/f.txt`] });
  }
  await repo.write('results/cased/a.txt', 'a');
  await repo.write('results/cased/A.txt', 'A');
  await repo.passport({
    dir: 'results/cased',
    outputs: ['results/cased/a.txt', 'results/cased/A.txt'],
  });
  await repo.write('results/nest/Sub', 'file');
  await repo.passport({ dir: 'results/nest', outputs: ['results/nest/Sub'] });
  await repo.write('results/nest/sub/n.txt', 'n');
  await repo.passport({ dir: 'results/nest/sub', outputs: ['results/nest/sub/n.txt'] });
  // Two directories one by case inside an output directory, each holding its files and a
  // nested output directory: the collision is the outer directory's (the smaller tag).
  await repo.write('results/deep/a/x.txt', 'x');
  await repo.write('results/deep/A/y.txt', 'y');
  await repo.passport({
    dir: 'results/deep',
    outputs: ['results/deep/a/x.txt', 'results/deep/A/y.txt'],
  });
  for (const d of ['results/deep/a/n1', 'results/deep/A/n2']) {
    await repo.write(`${d}/n.txt`, d);
    await repo.passport({ dir: d, outputs: [`${d}/n.txt`] });
  }
  await repo.write('results/speller/s.txt', 's');
  await repo.passport({
    dir: 'results/speller',
    outputs: ['results/speller/s.txt'],
    inputs: ['results/bulk1/data.bin'],
    consumed: [pipeline.align.id],
    mutate: (p) => void ((p.inputs as { path: string }[])[0]!.path = 'results/bulk1/DATA.bin'),
  });
  // Across directories, so across shards: a passport that does not parse; an output that is a
  // symlink to another directory's file; a file another directory's passport lists; an input
  // its producer (another directory) now lists at another digest; an input missing from its
  // producer's directory (the producer's own output is missing too), that producer named.
  await repo.write('results/broken/b.txt', 'b');
  await repo.write('results/broken/broken.passport.json', '{ "passport_id": ');
  await repo.write('results/linked/own.txt', 'own');
  await symlink('../bulk3/data.bin', repo.abs('results/linked/via.bin'));
  await repo.passport({
    dir: 'results/linked',
    outputs: ['results/linked/own.txt', 'results/linked/via.bin'],
  });
  await repo.write('results/claims/c.txt', 'c');
  await repo.passport({
    dir: 'results/claims',
    outputs: ['results/claims/c.txt', 'results/unlisted/stray.txt'],
  });
  await repo.write('results/upstream/u.txt', 'first');
  await repo.write('results/upstream/gone.txt', 'gone');
  await repo.write('results/downstream/d.txt', 'd');
  const consumer = {
    dir: 'results/downstream',
    outputs: ['results/downstream/d.txt'],
    inputs: ['results/upstream/u.txt', 'results/upstream/gone.txt'],
  };
  const first = await repo.passport({
    dir: 'results/upstream',
    outputs: ['results/upstream/u.txt', 'results/upstream/gone.txt'],
  });
  await repo.passport({ ...consumer, consumed: [first.id] });
  await repo.write('results/upstream/u.txt', 'second');
  await repo.passport({
    dir: 'results/upstream',
    id: first.id,
    outputs: ['results/upstream/u.txt', 'results/upstream/gone.txt'],
  });
  await unlink(repo.abs('results/upstream/gone.txt'));
  // A passport's own findings with positions, each in its own directory (so, for some counts,
  // in a shard that does not lead, which checks its scope from the parse that makes each
  // passport's full reading): schema violations, and a key written twice (the scan's count of
  // keys against the parsed value's).
  await repo.write('results/schema/s.txt', 's');
  await repo.passport({
    dir: 'results/schema',
    outputs: ['results/schema/s.txt'],
    mutate: (p) => void (p.created_at = 'yesterday'),
  });
  await repo.write('results/twokeys/k.txt', 'k');
  const twoKeys = await repo.passport({
    dir: 'results/twokeys',
    outputs: ['results/twokeys/k.txt'],
  });
  await repo.write(
    twoKeys.path,
    `${JSON.stringify(twoKeys.value, null, 2).replace('{\n', '{\n  "schema_version": "1.0.0",\n')}\n`,
  );
  // A passport nested past the depth cap (passport-too-large), refused by every shard's read:
  // a shard that weighed it would cut another partition than the shards that refuse it (a guard
  // for any lighter read of another shard's passports: docs/performance.md, branch shard-fixed).
  await repo.write('results/deep/p.txt', 'p');
  await repo.passport({
    dir: 'results/deep',
    outputs: ['results/deep/p.txt'],
    mutate: (p) => void (p.parameters = JSON.parse(`${'['.repeat(300)}${']'.repeat(300)}`)),
  });
  // passport-missing (an `outputs` glob directory without a passport)
  await repo.write('extra/orphaned/file.csv', '1,2');
  return { config: { ...DEFAULT_CONFIG, outputs: ['extra/*'] } as Config };
}

/** What must not depend on sharding. */
function comparable(report: AuditReport) {
  const sortBy = <T>(list: T[], key: (x: T) => string) =>
    [...list].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  const { bytes_hashed: _bytes, ...summary } = report.summary;
  return {
    summary,
    findings: report.findings,
    passports: report.passports,
    handoffs: report.handoffs,
    directories: report.scope.directories,
    nodes: sortBy(report.graph.nodes, (n) => n.id),
    edges: sortBy(report.graph.edges, (e) => `${e.from} ${e.to}`),
  };
}

describe('a sharded audit merged', () => {
  let repo: TempRepo;
  beforeEach(async () => {
    repo = await TempRepo.create('pg-shard-');
  });
  afterEach(async () => {
    await repo.remove();
  });

  async function runSharded(config: Config, count: number, changedFiles: string[] | null = null) {
    const shards: AuditReport[] = [];
    for (let index = 1; index <= count; index++) {
      shards.push(await audit({ root: repo.root, config, changedFiles, shard: { index, count } }));
    }
    return shards;
  }

  it.each([1, 2, 3, 7, 12])('equals the unsharded audit with %i shard(s)', async (count) => {
    const { config } = await buildTroubledRepo(repo);
    const whole = await audit({ root: repo.root, config });
    const rules = new Set(whole.findings.map((f) => f.rule));
    for (const rule of [
      'artifact-hash-mismatch',
      'artifact-unlisted',
      'chain-unresolved',
      'chain-cycle',
      'passport-duplicate-id',
      'chain-missing-reference',
      'chain-time-order',
      'passport-missing',
      'chain-expected-input',
      'chain-next-skill',
      'path-ambiguous',
      'passport-invalid-json',
      'chain-stale',
      'input-missing',
      'artifact-not-colocated',
      'passport-schema',
      'passport-duplicate-key',
      'passport-too-large',
    ]) {
      expect(rules, rule).toContain(rule);
    }
    // One finding per fact: the consumed id listed twice meets its producer once.
    const twice = whole.findings.filter((f) => f.path === 'results/twice/twice.passport.json');
    expect(twice.map((f) => f.rule).sort()).toEqual(['chain-expected-input', 'chain-next-skill']);
    expect(new Set(whole.findings.map(findingKey)).size).toBe(whole.findings.length);
    const shards = await runSharded(config, count);
    // Each directory is audited by exactly one shard; only shard 1 evaluates the chain.
    expect(shards.flatMap((s) => s.scope.directories).sort()).toEqual(whole.scope.directories);
    expect(shards.filter((s) => s.scope.shard?.chain)).toHaveLength(1);
    const wholeScope = (rule: string) =>
      rule.startsWith('chain-') || rule === 'passport-duplicate-id';
    for (const s of shards.slice(1))
      expect(s.findings.filter((f) => wholeScope(f.rule))).toEqual([]);
    for (const s of shards) expect(validateReport(s)).toEqual([]);
    const merged = mergeShardReports([...shards].reverse());
    // Each finding is one shard's: none is reported twice and left to the merge to drop.
    expect(shards.flatMap((s) => s.findings.map(findingKey)).sort()).toEqual(
      merged.findings.map(findingKey).sort(),
    );
    expect(validateReport(merged)).toEqual([]);
    expect(merged.scope.shards).toBe(count);
    expect(comparable(merged)).toEqual(comparable(whole));
  });

  it('keeps no passport parsed for later: each shard checks its own from their bytes', async () => {
    // Kept for a check after the scope, every passport's parsed value (most of them another
    // shard's) lived to the end of each shard's run. A passport set holds parsed values only
    // as read (keepAsRead, for graph and export): a shard's sets must not.
    const { config } = await buildTroubledRepo(repo);
    const add = vi.spyOn(PassportSet.prototype, 'add');
    try {
      const shards = await runSharded(config, 2);
      const sets = new Set(add.mock.contexts as PassportSet[]);
      expect(sets.size).toBeGreaterThan(0);
      for (const set of sets) expect(() => set.asRead()).toThrow(/without keepAsRead/);
      const whole = await audit({ root: repo.root, config });
      expect(comparable(mergeShardReports(shards))).toEqual(comparable(whole));
    } finally {
      add.mockRestore();
    }
  });

  it("adds another shard's directory to the folded names by its name, not its files", async () => {
    // path-ambiguous indexes names by their folded spelling; at 10^6 files every shard added
    // every file of the tree to report on its own part. One directory's name holds a capital,
    // so every shard builds the index (none is built where no name folds away).
    for (let k = 0; k < 4; k++) {
      const dir = `out/${k === 3 ? 'D' : 'd'}${k}`;
      const outputs: string[] = [];
      for (let f = 0; f < 5; f++) {
        await repo.write(`${dir}/f${f}.tsv`, `${k} ${f}`);
        outputs.push(`${dir}/f${f}.tsv`);
      }
      await repo.passport({ dir, outputs });
    }
    const config = { ...DEFAULT_CONFIG };
    const add = vi.spyOn(FoldedPaths.prototype, 'add');
    try {
      const shards: AuditReport[] = [];
      for (const index of [1, 2]) {
        add.mockClear();
        const report = await audit({ root: repo.root, config, shard: { index, count: 2 } });
        const added = add.mock.calls.map(([rel]) => rel).filter((rel) => rel.endsWith('.tsv'));
        const own = report.scope.directories;
        expect(own.length).toBeGreaterThan(0);
        expect(added.sort()).toEqual(
          own.flatMap((d) => [0, 1, 2, 3, 4].map((f) => `${d}/f${f}.tsv`)).sort(),
        );
        shards.push(report);
      }
      add.mockRestore();
      const whole = await audit({ root: repo.root, config });
      expect(comparable(mergeShardReports(shards))).toEqual(comparable(whole));
    } finally {
      add.mockRestore();
    }
  });

  it('cuts the partition from the files the walk lists, whatever the passports record', async () => {
    // One file whose passport records 10^12 bytes, beside directories of 6, 5 and 1 files:
    // weighed by size_bytes, it was a shard of its own; weighed from the walk, it is one file.
    const dirs: Record<string, number> = { 'w/a': 1, 'w/b': 6, 'w/c': 5, 'w/d': 1 };
    for (const [dir, n] of Object.entries(dirs)) {
      const outputs: string[] = [];
      for (let f = 0; f < n; f++) {
        await repo.write(`${dir}/f${f}.txt`, `${dir} ${f}`);
        outputs.push(`${dir}/f${f}.txt`);
      }
      await repo.passport({
        dir,
        outputs,
        mutate: (p) => {
          if (dir === 'w/a') (p.outputs as { size_bytes: number }[])[0]!.size_bytes = 1e12;
        },
      });
    }
    const config = { ...DEFAULT_CONFIG };
    const shards = await runSharded(config, 2);
    // Longest first by files: b (6) to shard 1, c (5) to 2, a (1, before d by name) to 2, d to 1.
    expect(shards.map((s) => s.scope.directories)).toEqual([
      ['w/b', 'w/d'],
      ['w/a', 'w/c'],
    ]);
    expect(new Set(shards.map((s) => s.scope.shard?.fingerprint)).size).toBe(1);
  });

  it("reads no output of another shard's passport unless a rule asks (all mode)", async () => {
    // The partition is weighed from each passport's value as it is read; at 10^6 files every
    // shard read 10^6 outputs, each path looked up in the walk's index (listedPath) and kept.
    for (let k = 0; k < 4; k++) {
      const outputs: string[] = [];
      for (let f = 0; f < 5; f++) {
        await repo.write(`out/d${k}/f${f}.tsv`, `${k} ${f}`);
        outputs.push(`out/d${k}/f${f}.tsv`);
      }
      await repo.passport({ dir: `out/d${k}`, outputs });
    }
    const config = { ...DEFAULT_CONFIG };
    const walked = await walkRepository(repo.root, config);
    const listed = vi.spyOn(Object.getPrototypeOf(walked) as typeof walked, 'listedPath');
    try {
      const shards: AuditReport[] = [];
      for (const index of [1, 2]) {
        listed.mockClear();
        const report = await audit({ root: repo.root, config, shard: { index, count: 2 } });
        const read = listed.mock.calls.map(([rel]) => rel).filter((rel) => rel.endsWith('.tsv'));
        // Shard 1 leads the chain, which indexes every output; shard 2 reads its own alone.
        const dirs = index === 1 ? [0, 1, 2, 3].map((k) => `out/d${k}`) : report.scope.directories;
        expect(report.scope.directories.length).toBeGreaterThan(0);
        expect(read.sort()).toEqual(
          dirs.flatMap((d) => [0, 1, 2, 3, 4].map((f) => `${d}/f${f}.tsv`)).sort(),
        );
        shards.push(report);
      }
      listed.mockRestore();
      const whole = await audit({ root: repo.root, config });
      expect(comparable(mergeShardReports(shards))).toEqual(comparable(whole));
    } finally {
      listed.mockRestore();
    }
  });

  it("parses each passport of a shard that does not lead once after its read (its check and its full reading are one parse), and another shard's passport only when asked (all mode)", async () => {
    // The check after the plan parsed again what the plan's reading of its outputs had parsed:
    // three parses of each of a shard's own passports (docs/performance.md, issue 41). And every
    // shard read and parsed every passport as it read its own: at 10^6 files, 7,500 of 10,000
    // were another shard's, which no rule asked (branches shard-weights, shard-own).
    const ids: string[] = [];
    for (let k = 0; k < 4; k++) {
      await repo.write(`out/d${k}/f.tsv`, `${k}`);
      ids.push((await repo.passport({ dir: `out/d${k}`, outputs: [`out/d${k}/f.tsv`] })).id);
    }
    const config = { ...DEFAULT_CONFIG };
    const parse = JSON.parse;
    const parsed = new Map<string, number>();
    const spy = vi.spyOn(JSON, 'parse').mockImplementation((text: string, reviver) => {
      const id = ids.find((i) => text.includes(i));
      if (id !== undefined) parsed.set(id, (parsed.get(id) ?? 0) + 1);
      return parse(text, reviver) as unknown;
    });
    // The shard's own passports are checked (each from the parse that makes its full reading)
    // once its scope is known, before the re-run plan: what was parsed by then is the read's.
    const atCheck: (number | undefined)[][] = [];
    const original = PassportSet.prototype.readInFull;
    const readInFull = vi.spyOn(PassportSet.prototype, 'readInFull').mockImplementation(function (
      this: PassportSet,
      record,
    ) {
      atCheck.push(ids.map((id) => parsed.get(id)));
      return original.call(this, record);
    });
    try {
      const report = await audit({ root: repo.root, config, shard: { index: 2, count: 2 } });
      spy.mockRestore();
      readInFull.mockRestore();
      const own = report.scope.directories;
      expect(own.length).toBeGreaterThan(0);
      const isOwn = (k: number) => own.includes(`out/d${k}`);
      // By the first check: its own read and parsed once, another shard's not at all.
      expect(atCheck[0]).toEqual(ids.map((_, k) => (isOwn(k) ? 1 : undefined)));
      // In all: its own read, then checked; another shard's never, for no rule asks it here
      // (no passport has an input, and the re-run plan is made only when a rule asks it,
      // branch stale-lazy).
      const owned = ids.filter((_, k) => isOwn(k));
      expect(owned.map((id) => parsed.get(id))).toEqual(owned.map(() => 2));
      for (const id of ids.filter((_, k) => !isOwn(k))) expect(parsed.get(id)).toBeUndefined();
    } finally {
      spy.mockRestore();
      readInFull.mockRestore();
    }
  });

  it('equals the unsharded audit in changed mode', async () => {
    const { config } = await buildTroubledRepo(repo);
    const changed = ['results/tampered/t.txt', 'results/cycle-a/a.txt', 'results/bulk3/data.bin'];
    const whole = await audit({ root: repo.root, config, changedFiles: changed });
    const merged = mergeShardReports(await runSharded(config, 3, changed));
    expect(comparable(merged)).toEqual(comparable(whole));
  });

  it('refuses reports that do not form one complete run', async () => {
    const { config } = await buildTroubledRepo(repo);
    const three = await runSharded(config, 3);
    const [one, two, shardThree] = three as [AuditReport, AuditReport, AuditReport];
    const refuse = (reports: AuditReport[], text: string) =>
      expect(() => mergeShardReports(reports)).toThrow(
        expect.objectContaining({
          name: 'ConfigurationError',
          message: expect.stringContaining(text),
        }),
      );
    refuse([one, two], 'shard(s) 3/3 missing');
    refuse([one, two, shardThree, two], 'appears twice');
    refuse([], 'no report');
    refuse([await audit({ root: repo.root, config })], 'not written by a sharded audit');
    const otherCount = (await runSharded(config, 2))[1] as AuditReport;
    refuse([one, two, otherCount], 'different sizes');
    // A shard cut from a different checkout: its fingerprint differs.
    await repo.write('results/late/l.txt', 'late');
    await repo.passport({ dir: 'results/late', outputs: ['results/late/l.txt'] });
    const moved = (await runSharded(config, 3))[2] as AuditReport;
    refuse([one, two, moved], 'fingerprints differ');
    expect(() => mergeShardReports([one, two, shardThree])).not.toThrow(ConfigurationError);
  });

  it('recomputes the verdict when asked for another fail-on level', async () => {
    await buildPipeline(repo);
    await repo.write('results/align/stray.log', 'x');
    const shards = await runSharded(
      { ...DEFAULT_CONFIG, rules: { 'artifact-unlisted': 'warning' } },
      2,
    );
    expect(mergeShardReports(shards).summary.passed).toBe(true);
    const strict = mergeShardReports(shards, { failOn: 'warning' });
    expect(strict.summary).toMatchObject({ passed: false, fail_on: 'warning', warnings: 1 });
  });
});

describe('the CLI', () => {
  let repo: TempRepo;
  beforeEach(async () => {
    repo = await TempRepo.create('pg-shard-cli-');
  });
  afterEach(async () => {
    await repo.remove();
  });
  const io = () => captureIo(repo.root);

  it('audits shards to JSON files and merges them into one verdict', async () => {
    await buildPipeline(repo);
    await writeFile(repo.abs('results/variants/sampleA.vcf'), 'tampered');
    const codes: number[] = [];
    for (const i of [1, 2, 3]) {
      codes.push(
        await runCli(
          [
            'audit',
            '--all',
            '--shard',
            `${i}/3`,
            '--format',
            'json',
            '--output',
            `report-${i}.json`,
          ],
          io(),
        ),
      );
    }
    // The shards holding the tampered VCF and its consumer fail on their own.
    expect(codes).toContain(1);
    const merged = io();
    expect(
      await runCli(
        ['merge', 'report-1.json', 'report-2.json', 'report-3.json', '--format', 'json'],
        merged,
      ),
    ).toBe(1);
    const report = JSON.parse(merged.out()) as AuditReport;
    expect(validateReport(report)).toEqual([]);
    expect(report.findings.map((f) => f.rule).sort()).toEqual([
      'artifact-hash-mismatch',
      'input-hash-mismatch',
    ]);
    expect(report.summary).toMatchObject({ passports: 3, passed: false });
    expect(report.scope.shards).toBe(3);

    const text = io();
    expect(
      await runCli(
        ['merge', 'report-1.json', 'report-2.json', 'report-3.json', '--fail-on', 'never'],
        text,
      ),
    ).toBe(0);
    expect(text.out()).toContain('artifact-hash-mismatch');
  });

  it('says what is wrong with bad input (exit 2)', async () => {
    await buildPipeline(repo);
    expect(
      await runCli(
        ['audit', '--all', '--shard', '1/2', '--format', 'json', '--output', 'r1.json'],
        io(),
      ),
    ).toBe(0);
    const missing = io();
    expect(await runCli(['merge', 'r1.json'], missing)).toBe(2);
    expect(missing.err()).toContain('2/2 missing');
    await writeFile(repo.abs('not-a-report.json'), '{"hello": "world"}');
    const invalid = io();
    expect(await runCli(['merge', 'r1.json', 'not-a-report.json'], invalid)).toBe(2);
    expect(invalid.err()).toContain('is not a passport-gate JSON report');
    const usage = io();
    expect(await runCli(['audit', '--all', '--shard', '3/2'], usage)).toBe(2);
    expect(usage.err()).toContain('--shard');
    expect(await runCli(['merge'], io())).toBe(2);
  });
});

describe('progress', () => {
  const progress = { files: 3, totalFiles: 10, bytes: 3 * 1024 * 1024 };
  function fakeStream(isTTY: boolean) {
    let text = '';
    return { stream: { write: (s: string) => (text += s), isTTY }, text: () => text };
  }

  it('shows nothing for short work', () => {
    let t = 0;
    const out = fakeStream(true);
    const reporter = createProgressReporter({ stream: out.stream, env: {}, now: () => t });
    t = PROGRESS_DELAY_MS - 1;
    reporter.update(progress);
    reporter.finish();
    expect(out.text()).toBe('');
  });

  it('redraws one line on a TTY and clears it at the end', () => {
    let t = 0;
    const out = fakeStream(true);
    const reporter = createProgressReporter({ stream: out.stream, env: {}, now: () => t });
    t = PROGRESS_DELAY_MS + 1000;
    reporter.update(progress);
    expect(out.text()).toMatch(/^\rhashing: 3\/10 files, 3\.0 MiB \(1\.0 MiB\/s\)$/);
    reporter.finish();
    expect(out.text().endsWith('\r')).toBe(true);
    expect(out.text()).not.toContain('\n');
  });

  it('logs a line every few seconds in CI instead of a bar', () => {
    let t = 0;
    const out = fakeStream(true);
    const reporter = createProgressReporter({
      stream: out.stream,
      env: { CI: 'true' },
      now: () => t,
    });
    for (t = PROGRESS_DELAY_MS; t < PROGRESS_DELAY_MS + 3 * PROGRESS_LOG_INTERVAL_MS; t += 100) {
      reporter.update(progress);
    }
    reporter.finish();
    const lines = out.text().trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(out.text()).not.toContain('\r');
    expect(lines[3]).toMatch(/^passport-gate: hashing: 3\/10 files, .*, done$/);
  });
});
