import { chmod, mkdir, symlink, truncate, unlink, writeFile } from 'node:fs/promises';
import { execFileSync, spawnSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { audit, auditRepository } from '../../src/audit/pipeline.js';
import { HashPool, SPECULATIVE_HASH_MAX_BYTES } from '../../src/hash/index.js';
import { DEFAULT_CONFIG, type Config } from '../../src/config/config.js';
import type { AuditReport } from '../../src/core/report-model.js';
import { withDistCopy } from '../helpers/dist-copy.js';
import { buildPipeline, PARAMETERS, sha256, TempRepo, uuidFromSeed } from '../helpers/repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create();
});
afterEach(async () => {
  await repo.remove();
});

const run = (extra: Partial<Config> = {}, changedFiles: string[] | null = null) =>
  audit({ root: repo.root, config: { ...DEFAULT_CONFIG, ...extra }, changedFiles });
const rules = (report: AuditReport) => report.findings.map((f) => f.rule);

describe('a clean chain', () => {
  it('passes with every artifact verified and no finding', async () => {
    await buildPipeline(repo);
    const report = await run();
    expect(report.findings).toEqual([]);
    expect(report.summary).toMatchObject({
      passports: 3,
      artifacts_verified: 3,
      errors: 0,
      passed: true,
    });
    expect(report.graph.edges).toHaveLength(2);
  });
});

describe("the caller's hashing threads", () => {
  it("are stopped once the audit's digests settle; a later audit with the same pool still hashes", async () => {
    await buildPipeline(repo);
    const pool = new HashPool(2);
    pool.start();
    try {
      const first = await audit({ root: repo.root, hashing: { pool } });
      expect(first.summary).toMatchObject({ artifacts_verified: 3, passed: true });
      expect(pool.started).toBe(false);
      // The pool is still the caller's: a second audit with it hashes again (and stops it).
      await repo.write('results/align/sampleA.sorted.bam', 'BAM\u0001edited');
      const second = await audit({ root: repo.root, hashing: { pool } });
      expect(rules(second)).toContain('artifact-hash-mismatch');
      expect(pool.started).toBe(false);
    } finally {
      await pool.close();
    }
  });
});

describe('passport-invalid-json', () => {
  it('fires with line and column on a syntax error', async () => {
    await repo.write('out/x.passport.json', '{\n  "a": 1,\n  oops\n}');
    const report = await run();
    const f = report.findings.find((x) => x.rule === 'passport-invalid-json');
    expect(f).toMatchObject({ path: 'out/x.passport.json', line: 3, column: 3 });
  });
  it('does not fire on valid JSON', async () => {
    await buildPipeline(repo);
    expect(rules(await run())).not.toContain('passport-invalid-json');
  });
});

describe('passport-schema', () => {
  it('gives one finding per violation, each with a pointer and line', async () => {
    await repo.write('out/a.txt', 'a');
    await repo.passport({
      dir: 'out',
      outputs: ['out/a.txt'],
      mutate: (p) => {
        (p.outputs as { sha256: string }[])[0]!.sha256 = 'ABC';
        p.created_at = 'yesterday';
        delete p.decisions;
      },
    });
    const report = await run();
    const schema = report.findings.filter((f) => f.rule === 'passport-schema');
    expect(schema.map((f) => f.pointer).sort()).toEqual(['', '/created_at', '/outputs/0/sha256']);
    for (const f of schema) expect(f.line).toBeGreaterThan(0);
  });
});

describe('passport-unsupported-version', () => {
  it('replaces schema errors when the major is not 1', async () => {
    await repo.write('out/a.txt', 'a');
    await repo.passport({
      dir: 'out',
      outputs: ['out/a.txt'],
      mutate: (p) => ((p.schema_version = '2.0.0'), delete p.errors),
    });
    const r = rules(await run());
    expect(r).toContain('passport-unsupported-version');
    expect(r).not.toContain('passport-schema');
  });
  it('accepts 1.x minor versions', async () => {
    await repo.write('out/a.txt', 'a');
    await repo.passport({
      dir: 'out',
      outputs: ['out/a.txt'],
      mutate: (p) => (p.schema_version = '1.4.0'),
    });
    expect(rules(await run())).toEqual([]);
  });
});

describe('passport-duplicate-id', () => {
  it('names both files', async () => {
    await repo.write('a/x.txt', 'x');
    await repo.write('b/y.txt', 'y');
    const id = uuidFromSeed('same');
    await repo.passport({ dir: 'a', id, outputs: ['a/x.txt'] });
    await repo.passport({ dir: 'b', id, outputs: ['b/y.txt'] });
    const dups = (await run()).findings.filter((f) => f.rule === 'passport-duplicate-id');
    expect(dups.map((f) => f.path).sort()).toEqual(['a/a.passport.json', 'b/b.passport.json']);
    expect(dups[0]!.message).toContain('b/b.passport.json');
  });
});

describe('passport-missing', () => {
  it('fires for an outputs-glob directory with artifacts and no passport', async () => {
    await repo.write('results/qc/report.html', '<html>');
    const report = await run({ outputs: ['results/*'], allowEmpty: true });
    expect(report.findings).toMatchObject([
      { rule: 'passport-missing', path: 'results/qc/report.html' },
    ]);
  });
  it('outputs-empty when outputs are configured but no passport exists, unless allow-empty', async () => {
    await repo.write('results/qc/report.html', '<html>');
    expect(rules(await run({ outputs: ['results/*'] }))).toContain('outputs-empty');
    expect(rules(await run({ outputs: ['results/*'], allowEmpty: true }))).not.toContain(
      'outputs-empty',
    );
  });
  it('does not fire when the directory has a passport', async () => {
    await repo.write('results/qc/report.html', '<html>');
    await repo.passport({ dir: 'results/qc', outputs: ['results/qc/report.html'] });
    expect(rules(await run({ outputs: ['results/*'] }))).toEqual([]);
  });
});

describe('artifact rules', () => {
  it('artifact-missing when a listed output is gone', async () => {
    const { align } = await buildPipeline(repo);
    await unlink(repo.abs('results/align/sampleA.sorted.bam'));
    const report = await run();
    expect(report.findings.find((f) => f.rule === 'artifact-missing')).toMatchObject({
      path: align.path,
      pointer: '/outputs/0/path',
    });
  });
  it('artifact-hash-mismatch shows expected and actual', async () => {
    await buildPipeline(repo);
    await writeFile(repo.abs('results/variants/sampleA.vcf'), 'tampered');
    const f = (await run()).findings.find((x) => x.rule === 'artifact-hash-mismatch');
    expect(f?.message).toContain(sha256('tampered'));
    expect(f?.message).toContain(sha256('##fileformat=VCFv4.2\n'));
    expect(f?.pointer).toBe('/outputs/0/sha256');
  });
  it('artifact-size-mismatch when size_bytes is wrong but the hash matches', async () => {
    await repo.write('out/a.txt', 'abc');
    await repo.passport({
      dir: 'out',
      outputs: ['out/a.txt'],
      mutate: (p) => ((p.outputs as { size_bytes: number }[])[0]!.size_bytes = 4),
    });
    expect(rules(await run())).toEqual(['artifact-size-mismatch']);
  });
  it('artifact-unlisted for a stray file, not for a subdirectory with its own passport', async () => {
    await buildPipeline(repo);
    await repo.write('results/align/stray.log', 'log');
    await repo.write('results/align/sub/inner.txt', 'inner');
    await repo.passport({ dir: 'results/align/sub', outputs: ['results/align/sub/inner.txt'] });
    const report = await run();
    expect(
      report.findings.filter((f) => f.rule === 'artifact-unlisted').map((f) => f.path),
    ).toEqual(['results/align/stray.log']);
  });
  it('input-hash-mismatch when an input in the repo changed', async () => {
    await buildPipeline(repo);
    await writeFile(repo.abs('data/sampleA_R1.fastq'), 'changed');
    expect(rules(await run())).toContain('input-hash-mismatch');
  });
  it('a missing input is not an error (external data)', async () => {
    await buildPipeline(repo);
    await unlink(repo.abs('data/sampleA_R1.fastq'));
    expect(rules(await run())).toEqual([]);
  });
});

describe('hashing before the passports are read (speculation)', () => {
  const big = 4 * SPECULATIVE_HASH_MAX_BYTES;
  const audited = async (threads: number) => {
    let maxBytes = 0;
    const report = await audit({
      root: repo.root,
      hashing: {
        threads,
        onProgress: (p) => (maxBytes = Math.max(maxBytes, p.bytes)),
      },
    });
    return { report, maxBytes };
  };

  it.each([1, 2])(
    'never reads an unlisted file over the cap (%i thread(s)), and still reports it',
    async (threads) => {
      await repo.write('out/a.txt', 'a');
      await repo.passport({ dir: 'out', outputs: ['out/a.txt'] });
      await repo.write('out/stray.bin', '');
      await truncate(repo.abs('out/stray.bin'), big);
      const { report, maxBytes } = await audited(threads);
      expect(rules(report)).toEqual(['artifact-unlisted']);
      expect(maxBytes).toBeLessThan(SPECULATIVE_HASH_MAX_BYTES);
      expect(report.summary.bytes_hashed).toBe(1);
    },
  );

  it.each([1, 2])(
    'hashes in full a listed file over the cap, whatever size its passport records (%i thread(s))',
    async (threads) => {
      // Recorded large: left out of the speculation. Recorded small but large on disk: refused by
      // the speculation's cap, then hashed after it.
      await repo.write('out/large.bin', '');
      await truncate(repo.abs('out/large.bin'), big);
      await repo.write('out/grown.bin', 'small');
      await repo.passport({ dir: 'out', outputs: ['out/large.bin', 'out/grown.bin'] });
      await truncate(repo.abs('out/grown.bin'), big);
      const { report } = await audited(threads);
      expect(rules(report)).toEqual(['artifact-hash-mismatch']);
      // Its actual digest, of every byte: the speculation's refusal left no outcome behind.
      const grown = Buffer.concat([Buffer.from('small'), Buffer.alloc(big - 5)]);
      expect(report.findings[0]?.message).toContain(sha256(grown));
      expect(report.summary.artifacts_verified).toBe(1);
      expect(report.summary.bytes_hashed).toBe(2 * big);
    },
  );
});

describe('path-outside-root', () => {
  it.each(['../etc/passwd', '/etc/passwd', 'C:\\x', '\\\\host\\share', 'a/../../x', ''])(
    'refuses %j without reading',
    async (p) => {
      await repo.write('out/a.txt', 'a');
      await repo.passport({
        dir: 'out',
        outputs: ['out/a.txt'],
        mutate: (x) => (x.outputs as unknown[]).push({ path: p, sha256: sha256('x') }),
      });
      const r = rules(await run());
      expect(
        r.filter((x) => x === 'path-outside-root' || x === 'passport-schema').length,
      ).toBeGreaterThan(0);
      if (p !== '') expect(r).toContain('path-outside-root');
    },
  );
  it('refuses an artifact symlinked outside the root', async () => {
    const outside = await TempRepo.create('pg-outside-');
    try {
      await outside.write('secret.txt', 'secret');
      await mkdir(repo.abs('out'), { recursive: true });
      await symlink(outside.abs('secret.txt'), repo.abs('out/link.txt'));
      await repo.passport({
        dir: 'out',
        mutate: (x) =>
          (x.outputs as unknown[]).push({ path: 'out/link.txt', sha256: sha256('secret') }),
      });
      const report = await run();
      expect(rules(report)).toContain('path-outside-root');
      expect(report.summary.bytes_hashed).toBe(0);
    } finally {
      await outside.remove();
    }
  });
  it('reads a file once when one passport lists it directly and another through a symlink inside the root', async () => {
    await repo.write('out/a.txt', 'the bytes of a');
    await mkdir(repo.abs('alias'), { recursive: true });
    await symlink(repo.abs('out/a.txt'), repo.abs('alias/a.txt'));
    await repo.passport({ dir: 'out', outputs: ['out/a.txt'] });
    // Another passport consumes the same bytes by the symlink's spelling.
    await repo.write('next/b.txt', 'b');
    await repo.passport({
      dir: 'next',
      outputs: ['next/b.txt'],
      mutate: (x) =>
        (x.inputs as unknown[]).push({ path: 'alias/a.txt', sha256: sha256('the bytes of a') }),
    });
    const report = await run();
    expect(rules(report)).not.toContain('input-hash-mismatch');
    expect(rules(report)).not.toContain('artifact-missing');
    // Counted (and read) once: both spellings are one file.
    expect(report.summary.bytes_hashed).toBe('the bytes of a'.length + 'b'.length);
  });
  it('does not confuse a sibling with a common prefix for the root', async () => {
    const sibling = `${repo.root}-evil`;
    await mkdir(sibling, { recursive: true });
    try {
      await writeFile(`${sibling}/x`, 'x');
      await repo.write('out/a.txt', 'a');
      await repo.passport({
        dir: 'out',
        outputs: ['out/a.txt'],
        mutate: (x) =>
          (x.outputs as unknown[]).push({
            path: `../${sibling.split('/').pop()}/x`,
            sha256: sha256('x'),
          }),
      });
      expect(rules(await run())).toContain('path-outside-root');
    } finally {
      execFileSync('rm', ['-rf', sibling]);
    }
  });
});

describe('exit-nonzero', () => {
  it('fires with the stderr excerpt escaped', async () => {
    await repo.write('out/a.txt', 'a');
    await repo.passport({
      dir: 'out',
      outputs: ['out/a.txt'],
      errors: [
        { step: 'sort', tool: 'samtools', exit_code: 137, stderr_excerpt: 'killed\n::error::x' },
      ],
    });
    const f = (await run()).findings.find((x) => x.rule === 'exit-nonzero');
    expect(f?.message).toContain('137');
    expect(f?.message).toContain('killed\\u000a::error::x');
    expect(f?.message).not.toContain('\n');
  });
  it('does not fire on zero exits', async () => {
    await buildPipeline(repo);
    expect(rules(await run())).not.toContain('exit-nonzero');
  });
});

describe('chain rules', () => {
  it('chain-unresolved for an unknown consumed id', async () => {
    await repo.write('out/a.txt', 'a');
    await repo.passport({ dir: 'out', outputs: ['out/a.txt'], consumed: [uuidFromSeed('nobody')] });
    expect((await run()).findings).toMatchObject([
      { rule: 'chain-unresolved', pointer: '/consumed_passports/0' },
    ]);
  });
  it('chain-cycle prints the cycle', async () => {
    await repo.write('a/x.txt', 'x');
    await repo.write('b/y.txt', 'y');
    const ida = uuidFromSeed('a');
    const idb = uuidFromSeed('b');
    await repo.passport({ dir: 'a', id: ida, outputs: ['a/x.txt'], consumed: [idb] });
    await repo.passport({ dir: 'b', id: idb, outputs: ['b/y.txt'], consumed: [ida] });
    const report = await run();
    const cycles = report.findings.filter((f) => f.rule === 'chain-cycle');
    expect(cycles).toHaveLength(1);
    expect(cycles[0]!.message).toMatch(/→.*→/);
    expect(report.graph.edges.filter((e) => e.cycle)).toHaveLength(2);
  });
  it('chain-missing-reference when an input is another passport output but not consumed', async () => {
    const { variants } = await buildPipeline(repo);
    const p = JSON.parse((await repo.read(variants.path)).toString());
    p.consumed_passports = [];
    await repo.write(variants.path, JSON.stringify(p, null, 2));
    const f = (await run()).findings.filter((x) => x.rule === 'chain-missing-reference');
    expect(f).toMatchObject([{ path: variants.path, pointer: '/inputs/0/path' }]);
  });
  it('chain-time-order when the consumer predates the producer', async () => {
    const { variants } = await buildPipeline(repo);
    const p = JSON.parse((await repo.read(variants.path)).toString());
    p.created_at = '2020-01-01T00:00:00Z';
    // An input that is the producer's recorded output would excuse the order (issue 15: an
    // upstream re-stamp that kept its bytes); an edge by id alone does not.
    p.inputs = [];
    await repo.write(variants.path, JSON.stringify(p, null, 2));
    const f = (await run()).findings.find((x) => x.rule === 'chain-time-order');
    expect(f).toMatchObject({ severity: 'error', path: variants.path });
    expect(f?.message).toMatch(
      /; run the step again after it and record the run with passport-gate run; if it does not consume that producer, drop the edge: passport-gate stamp results\/variants --drop-consumes \S+$/,
    );
  });
  it('chain-next-skill notice when the producer does not name the consumer', async () => {
    const { align } = await buildPipeline(repo);
    const p = JSON.parse((await repo.read(align.path)).toString());
    p.downstream_hints.next_skills = ['something-else'];
    await repo.write(align.path, JSON.stringify(p, null, 2));
    const f = (await run()).findings.find((x) => x.rule === 'chain-next-skill');
    expect(f).toMatchObject({
      severity: 'notice',
      path: 'results/variants/variants.passport.json',
    });
  });
});

describe('scope', () => {
  it('changed mode audits only directories holding a changed file', async () => {
    await buildPipeline(repo);
    await writeFile(repo.abs('results/align/sampleA.sorted.bam'), 'tampered');
    const onlyReport = await run({}, ['results/report/summary.md']);
    expect(onlyReport.scope.directories).toEqual(['results/report']);
    expect(rules(onlyReport)).toEqual([]);
    const alignChanged = await run({}, ['results/align/sampleA.sorted.bam']);
    expect(rules(alignChanged)).toContain('artifact-hash-mismatch');
  });
  it('re-checks consumers of a changed passport for chain rules', async () => {
    const { align } = await buildPipeline(repo);
    const p = JSON.parse((await repo.read(align.path)).toString());
    p.passport_id = uuidFromSeed('new-id');
    await repo.write(align.path, JSON.stringify(p, null, 2));
    const report = await run({}, [align.path]);
    expect(report.findings.find((f) => f.rule === 'chain-unresolved')?.path).toBe(
      'results/variants/variants.passport.json',
    );
  });
  it('scope-empty notice when nothing relevant changed', async () => {
    await buildPipeline(repo);
    const report = await run({}, ['README.md']);
    expect(report.findings).toMatchObject([{ rule: 'scope-empty', severity: 'notice' }]);
    expect(report.summary.passed).toBe(true);
  });
});

describe('config severities', () => {
  it('a rule set to off disappears and one set to error fails the run', async () => {
    await buildPipeline(repo);
    await repo.write('results/align/stray.log', 'log');
    expect((await run({ rules: { 'artifact-unlisted': 'off' } })).findings).toEqual([]);
    const strict = await run({ rules: { 'artifact-unlisted': 'error' } });
    expect(strict.summary.passed).toBe(false);
  });
});

describe('non-regular files', () => {
  it('a FIFO listed as an output is reported without blocking', async () => {
    await mkdir(repo.abs('out'), { recursive: true });
    execFileSync('mkfifo', [repo.abs('out/pipe')]);
    await repo.passport({
      dir: 'out',
      mutate: (x) => (x.outputs as unknown[]).push({ path: 'out/pipe', sha256: sha256('') }),
    });
    const report = await run();
    expect(rules(report)).toContain('artifact-unreadable');
  });
  it('an unreadable file is a finding, not a crash', async () => {
    await repo.write('out/a.txt', 'a');
    await repo.passport({ dir: 'out', outputs: ['out/a.txt'] });
    await chmod(repo.abs('out/a.txt'), 0);
    if (process.getuid?.() !== 0) {
      expect(rules(await run())).toContain('artifact-unreadable');
      return;
    }
    // Root reads any file whatever its mode (as in CI containers): audit as an unprivileged user
    // instead, with the committed CLI copied where that user can read it.
    await chmod(repo.root, 0o755);
    const child = await withDistCopy(async ({ dir, cli }) =>
      spawnSync(
        process.execPath,
        [cli, 'audit', '--root', repo.root, '--all', '--format', 'json'],
        {
          uid: 65534,
          gid: 65534,
          encoding: 'utf8',
          cwd: dir,
        },
      ),
    );
    expect(child.status, child.stderr).toBe(1);
    const report = JSON.parse(child.stdout) as AuditReport;
    expect(rules(report)).toContain('artifact-unreadable');
  });
});

describe('input-unprovenanced', () => {
  it('is an error for an input in the repo with no producer and no source', async () => {
    await repo.write('data/raw.txt', 'raw');
    await repo.write('out/a.txt', 'a');
    await repo.passport({ dir: 'out', inputs: ['data/raw.txt'], outputs: ['out/a.txt'] });
    const report = await run();
    expect(report.findings).toMatchObject([
      { rule: 'input-unprovenanced', severity: 'error', pointer: '/inputs/0/path' },
    ]);
    expect(report.summary.passed).toBe(false);
  });
  it('does not fire when the input declares its source or has a producing passport', async () => {
    await buildPipeline(repo);
    expect(rules(await run())).not.toContain('input-unprovenanced');
  });
});

describe('auditRepository', () => {
  it('hands over every passport as the run read it, unreadable ones with a null value', async () => {
    const { align } = await buildPipeline(repo);
    await repo.write('broken/x.passport.json', '{ not json');
    const seen: readonly { path: string; id: string | null; value: unknown }[] = (
      await auditRepository({ root: repo.root })
    ).passports;
    expect(seen.map((p) => p.path).sort()).toEqual([
      'broken/x.passport.json',
      align.path,
      'results/report/report.passport.json',
      'results/variants/variants.passport.json',
    ]);
    expect(seen.find((p) => p.path === align.path)?.value).toEqual(align.value);
    expect(seen.find((p) => p.path === 'broken/x.passport.json')).toMatchObject({
      id: null,
      value: null,
    });
  });
});

describe('when the full passport check runs', () => {
  // All mode checks each passport in full as it is read; changed mode and shards check the
  // passports in scope after the scope is known (audit/pipeline.ts, stages 2 and 5). The findings,
  // positions included, must not depend on which path a run took.
  it('all mode, changed mode with every file changed and a 1/1 shard find the same things', async () => {
    const { align } = await buildPipeline(repo);
    // Schema violation and a failed step, in one passport.
    await repo.write('results/qc/metrics.tsv', 'metric\tvalue\nq30\t0.93\n');
    await repo.passport({
      dir: 'results/qc',
      outputs: ['results/qc/metrics.tsv'],
      consumed: [align.id, uuidFromSeed('missing upstream')],
      errors: [{ step: 'qc', tool: 'fastqc', exit_code: 2, stderr_excerpt: 'bad read' }],
      mutate: (p) => {
        delete p.created_at;
      },
    });
    // A duplicate key (hand-written text), and an artifact changed after stamping.
    await repo.write('results/plots/depth.svg', '<svg/>');
    const plots = await repo.passport({
      dir: 'results/plots',
      outputs: ['results/plots/depth.svg'],
    });
    const text = (await repo.read(plots.path)).toString('utf8');
    await repo.write(plots.path, text.replace(PARAMETERS, '$&, $&'));
    await repo.write('results/plots/depth.svg', '<svg>changed</svg>');
    await repo.write('results/plots/unlisted.png', 'png');
    // Not JSON at all.
    await repo.write('results/broken/table.csv', 'a,b\n');
    await repo.write('results/broken/run.passport.json', '{"schema_version": "1.0.0",\n  oops}\n');

    const everyFile = execFileSync('find', ['.', '-type', 'f'], {
      cwd: repo.root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => f !== '')
      .map((f) => f.replace(/^\.\//, ''));
    const all = await run();
    const changed = await run({}, everyFile);
    const shard = await audit({
      root: repo.root,
      config: { ...DEFAULT_CONFIG },
      changedFiles: null,
      shard: { index: 1, count: 1 },
    });
    // Every kind of finding the fixture was built for, with a position where a passport has one.
    expect(new Set(rules(all))).toEqual(
      new Set([
        'passport-schema',
        'exit-nonzero',
        'chain-unresolved',
        'chain-next-skill',
        'passport-duplicate-key',
        'artifact-hash-mismatch',
        'artifact-unlisted',
        'passport-invalid-json',
      ]),
    );
    expect(all.findings.find((f) => f.rule === 'artifact-hash-mismatch')?.line).toBeGreaterThan(1);
    expect(changed.findings).toEqual(all.findings);
    expect(shard.findings).toEqual(all.findings);
    expect(changed.passports).toEqual(all.passports);
  });
});
