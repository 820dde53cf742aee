/**
 * Issue 18: the rules do what docs/rules.md says. Names that are one file on a
 * case-folding or normalizing file system across output directories, passport
 * ids compared as UUIDs (ignoring case), a passport the audit refuses absent
 * for every other rule, empty and NUL paths, and one test per documented edge
 * case where the documentation and the code used to part. Every fixture is
 * built by code (hashes from the bytes written).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { audit, auditRepository } from '../../src/audit/pipeline.js';
import { DEFAULT_CONFIG } from '../../src/config/config.js';
import type { AuditReport } from '../../src/core/report-model.js';
import { toProvDocument } from '../../src/export/prov.js';
import type { MaterialPassport } from '../../src/core/passport.js';
import { buildGraph } from '../../src/produce/graph.js';
import { loadPassports } from '../../src/produce/load-passports.js';
import { stamp } from '../../src/produce/stamp/index.js';
import { PARAMETERS, sha256, TempRepo, uuidFromSeed } from '../helpers/repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-issue18-');
});
afterEach(async () => {
  await repo.remove();
});

const rules = (report: AuditReport) => report.findings.map((f) => f.rule).sort();
const of = (report: AuditReport, rule: string) => report.findings.filter((f) => f.rule === rule);

/** An output directory `dir` holding `x.txt`, with a passport listing it. */
async function outputDir(dir: string, extra: Parameters<TempRepo['passport']>[0] = { dir }) {
  await repo.write(`${dir}/x.txt`, `x of ${dir}`);
  return repo.passport({ ...extra, dir, outputs: [`${dir}/x.txt`, ...(extra.outputs ?? [])] });
}

describe('bug 1: path-ambiguous across output directories', () => {
  it('results/data and results/Data, each with a passport and x.txt, are one directory elsewhere', async () => {
    await outputDir('results/data');
    await outputDir('results/Data');
    const report = await audit({ root: repo.root, failOn: 'notice' });
    const found = of(report, 'path-ambiguous');
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toMatch(
      /"results\/data" and "results\/Data" differ only by case or Unicode normalization/,
    );
    expect(report.summary.passed).toBe(false);
  });

  it('café written NFC and NFD, each an output directory', async () => {
    await outputDir('results/caf\u00e9');
    await outputDir('results/cafe\u0301');
    const report = await audit({ root: repo.root });
    expect(of(report, 'path-ambiguous')).toHaveLength(1);
  });

  it('is found in changed mode when only one side changed, and once per collision', async () => {
    await outputDir('results/data');
    await outputDir('results/Data');
    const report = await audit({ root: repo.root, changedFiles: ['results/Data/x.txt'] });
    expect(of(report, 'path-ambiguous')).toHaveLength(1);
  });

  it('a listed file beside a listed directory differing only by case', async () => {
    await repo.write('out/Sub', 'a file');
    await repo.write('out/sub/y.txt', 'y');
    await repo.passport({ dir: 'out', outputs: ['out/Sub', 'out/sub/y.txt'] });
    const report = await audit({ root: repo.root });
    expect(of(report, 'path-ambiguous')).toMatchObject([
      { message: /"out\/sub" and "out\/Sub" differ only by case/ },
    ]);
  });

  it('every listing under a directory spelt in the wrong case is reported, in listing order, and no other', async () => {
    await repo.write('out/sub/a.txt', 'a');
    await repo.write('out/sub/b.txt', 'b');
    await repo.write('out/subway.txt', 'w');
    await repo.passport({
      dir: 'out',
      mutate: (p) => {
        p.outputs = [
          { path: 'out/Sub/b.txt', sha256: sha256('b') },
          { path: 'out/subway.txt', sha256: sha256('w') },
          { path: 'out/Sub/a.txt', sha256: sha256('a') },
        ];
      },
    });
    const report = await audit({ root: repo.root });
    // Sorted by path, then line: the two findings keep the order of their listings.
    expect(of(report, 'path-ambiguous')).toMatchObject([
      {
        pointer: '/outputs/0/path',
        message: /"out\/Sub\/b.txt" spells "out\/Sub", which differs from "out\/sub"/,
      },
      {
        pointer: '/outputs/2/path',
        message: /"out\/Sub\/a.txt" spells "out\/Sub", which differs from "out\/sub"/,
      },
    ]);
  });

  it('a listed missing path differing by case from a file that exists', async () => {
    await repo.write('out/report.txt', 'r');
    await repo.passport({
      dir: 'out',
      mutate: (p) => {
        p.outputs = [{ path: 'out/Report.txt', sha256: sha256('r') }];
      },
    });
    const report = await audit({ root: repo.root });
    expect(rules(report)).toEqual(['artifact-missing', 'artifact-unlisted', 'path-ambiguous']);
    expect(of(report, 'path-ambiguous')[0]).toMatchObject({
      path: 'out/out.passport.json',
      pointer: '/outputs/0/path',
      message: /output path "out\/Report.txt" names no file, but "out\/report.txt" exists/,
    });
  });
});

describe('bug 2: passport ids are UUIDs, compared ignoring case', () => {
  it('a lower-case reference resolves an upper-case id', async () => {
    const upstream = await outputDir('results/a', {
      dir: 'results/a',
      id: uuidFromSeed('a').toUpperCase(),
      nextSkills: ['b-step'],
    });
    await repo.write('results/b/y.txt', 'y');
    await repo.passport({
      dir: 'results/b',
      inputs: ['results/a/x.txt'],
      outputs: ['results/b/y.txt'],
      consumed: [upstream.id.toLowerCase()],
    });
    const report = await audit({ root: repo.root, failOn: 'notice' });
    expect(rules(report)).not.toContain('chain-unresolved');
    expect(rules(report)).not.toContain('chain-missing-reference');
  });

  it('two ids differing only by case are passport-duplicate-id', async () => {
    const id = uuidFromSeed('dup');
    await outputDir('results/a', { dir: 'results/a', id });
    await outputDir('results/b', { dir: 'results/b', id: id.toUpperCase() });
    const report = await audit({ root: repo.root });
    expect(rules(report)).toEqual(['passport-duplicate-id', 'passport-duplicate-id']);
  });

  it('stamp resolves --consumes in either case, and the graph draws one node', async () => {
    const upstream = await outputDir('results/a', {
      dir: 'results/a',
      id: uuidFromSeed('a').toUpperCase(),
      nextSkills: ['b-step'],
    });
    await repo.write('results/b/y.txt', 'y');
    const result = await stamp({
      root: repo.root,
      directory: 'results/b',
      skill: 'b-step',
      skillVersion: '1',
      inputs: ['results/a/x.txt'],
      consumes: [upstream.id.toLowerCase()],
    });
    expect(result.passport.consumed_passports).toEqual([upstream.id.toLowerCase()]);
    const report = await audit({ root: repo.root, failOn: 'notice' });
    // No chain finding: the id resolves whatever its case (the producer names the consumer).
    expect(rules(report).filter((r) => r.startsWith('chain'))).toEqual([]);
    const graph = buildGraph(await loadPassports(repo.root));
    expect(graph.nodes).toHaveLength(2);
    expect(graph.edges).toEqual([
      { from: expect.any(String), to: upstream.id.toLowerCase(), cycle: false },
    ]);
    expect(graph.nodes.map((n) => n.id)).toContain(upstream.id.toLowerCase());
  });
});

describe('bug 2, export: one passport is one PROV entity however its id is spelt', () => {
  it('a consumed id in lower case derives from the upper-case producer', async () => {
    const upstream = await outputDir('results/a', {
      dir: 'results/a',
      id: uuidFromSeed('a').toUpperCase(),
      nextSkills: ['b-step'],
    });
    const consumer = await repo.passport({
      dir: 'results/b',
      consumed: [upstream.id.toLowerCase()],
    });
    const doc = toProvDocument(
      [upstream, consumer].map((p) => ({
        path: p.path,
        dir: p.path.slice(0, p.path.lastIndexOf('/')),
        passport: p.value as unknown as MaterialPassport,
      })),
    );
    const entities = Object.keys(doc.entity).filter((k) => k.startsWith('passport:'));
    expect(entities).toHaveLength(2);
    expect(Object.values(doc.wasDerivedFrom)).toHaveLength(1);
    for (const d of Object.values(doc.wasDerivedFrom))
      expect(entities).toContain((d as Record<string, string>)['prov:usedEntity']);
  });
});

/** Bytes a passport can be refused for, each with the rule that refuses it. */
const REFUSED: [string, (valid: string) => Uint8Array | string, string, RegExp][] = [
  [
    // Inside a string, so the JSON is otherwise valid: only the decoding can refuse it.
    'an invalid UTF-8 byte',
    (v) => {
      const [before, after] = v.split('"test-agent"') as [string, string];
      return Buffer.concat([
        Buffer.from(`${before}"test-`),
        Buffer.from([0xff]),
        Buffer.from(`agent"${after}`),
      ]);
    },
    'passport-invalid-json',
    /invalid UTF-8 at byte offset/,
  ],
  ['a byte order mark', (v) => `\ufeff${v}`, 'passport-invalid-json', /byte order mark/],
  ['a syntax error', (v) => `${v.trimEnd()},`, 'passport-invalid-json', /./],
  [
    'nesting past the cap',
    (v) => v.replace(PARAMETERS, `"parameters": ${'['.repeat(300)}${']'.repeat(300)}`),
    'passport-too-large',
    /./,
  ],
  [
    'a size over the cap',
    (v) => v.replace(PARAMETERS, `"parameters": {"pad": "${'p'.repeat(5000)}"}`),
    'passport-too-large',
    /./,
  ],
];

describe('bug 3: a passport the audit refuses is absent for every other rule', () => {
  for (const [what, spoil, rule, said] of REFUSED) {
    it(`${what}: ${rule} alone, and its consumers are told it cannot be read`, async () => {
      // The upstream lists a tampered output and a missing one: were it audited, they would show.
      const upstream = await outputDir('results/a');
      await repo.write('results/a/x.txt', 'tampered');
      await repo.write('results/b/y.txt', 'y');
      const consumer = await repo.passport({
        dir: 'results/b',
        outputs: ['results/b/y.txt'],
        consumed: [upstream.id],
      });
      const text = (await repo.read(upstream.path)).toString('utf8');
      expect(text).toContain('"test-agent"');
      await repo.write(upstream.path, spoil(text));
      const run = await auditRepository({
        root: repo.root,
        config: { ...DEFAULT_CONFIG, maxPassportBytes: 4096 },
        failOn: 'notice',
      });
      const report = run.report;
      expect(rules(report)).toEqual([rule, 'chain-unresolved'].sort());
      expect(of(report, rule)[0]?.message).toMatch(said);
      expect(report.summary.artifacts_verified).toBe(1); // the consumer's output only
      const unresolved = of(report, 'chain-unresolved')[0];
      expect(unresolved?.path).toBe(consumer.path);
      expect(unresolved?.message).toContain(upstream.path);
      expect(unresolved?.message).toMatch(/exists but cannot be read/);
      expect(unresolved?.message).not.toMatch(/commit the upstream passport/);
    });
  }

  it('the graph draws a refused upstream as a failing node, not as an unresolved id', async () => {
    const upstream = await outputDir('results/a');
    await repo.write('results/b/y.txt', 'y');
    await repo.passport({
      dir: 'results/b',
      outputs: ['results/b/y.txt'],
      consumed: [upstream.id],
    });
    const text = (await repo.read(upstream.path)).toString('utf8');
    await repo.write(upstream.path, `${text.trimEnd()} trailing`);
    const graph = buildGraph(await loadPassports(repo.root));
    expect(graph.nodes.find((n) => n.id === upstream.id)).toMatchObject({
      path: upstream.path,
      status: 'fail',
    });
  });
});

describe('bug 4: an empty path or one holding NUL', () => {
  it('is the schema finding alone', async () => {
    await repo.write('out/a.txt', 'a');
    await repo.passport({
      dir: 'out',
      outputs: ['out/a.txt'],
      mutate: (p) => {
        const outputs = p.outputs as Record<string, unknown>[];
        outputs.push({ path: '', sha256: sha256('x') });
        outputs.push({ path: 'out/a\u0000.txt', sha256: sha256('x') });
      },
    });
    const report = await audit({ root: repo.root });
    expect(report.findings.map((f) => [f.rule, f.pointer])).toEqual([
      ['passport-schema', '/outputs/1/path'],
      ['passport-schema', '/outputs/2/path'],
    ]);
    expect(report.findings[1]?.message).toMatch(/NUL/);
  });
});

describe('doc and behaviour agree', () => {
  it('artifact-size-mismatch: only when the digest matches; a different digest is the hash finding alone', async () => {
    await repo.write('out/a.txt', 'a');
    await repo.write('out/b.txt', 'b');
    await repo.passport({
      dir: 'out',
      outputs: ['out/a.txt', 'out/b.txt'],
      mutate: (p) => {
        const [a, b] = p.outputs as Record<string, unknown>[];
        a!.size_bytes = 99;
        b!.size_bytes = 99;
        b!.sha256 = sha256('not b');
      },
    });
    const report = await audit({ root: repo.root });
    expect(report.findings.map((f) => [f.rule, f.pointer])).toEqual([
      ['artifact-size-mismatch', '/outputs/0/size_bytes'],
      ['artifact-hash-mismatch', '/outputs/1/sha256'],
    ]);
  });

  it('chain-next-skill: an empty next_skills and a list that leaves the consumer out are noted alike', async () => {
    const silent = await outputDir('results/a', { dir: 'results/a', nextSkills: [] });
    const naming = await outputDir('results/c', { dir: 'results/c', nextSkills: ['plot'] });
    await repo.write('results/b/y.txt', 'y');
    await repo.passport({
      dir: 'results/b',
      skill: 'b-step',
      outputs: ['results/b/y.txt'],
      consumed: [silent.id, naming.id],
    });
    const report = await audit({ root: repo.root, failOn: 'notice' });
    expect(of(report, 'chain-next-skill')).toMatchObject([
      {
        path: 'results/b/b.passport.json',
        message:
          /names no next skills; .* passport-gate stamp results\/a --run-id a --next-skill b-step$/,
        pointer: '/consumed_passports/0',
      },
      {
        path: 'results/b/b.passport.json',
        message: /names next skills "plot", not "b-step"/,
        pointer: '/consumed_passports/1',
      },
    ]);
  });

  it('input-unprovenanced is reported beside input-hash-mismatch on the same input', async () => {
    await repo.write('data/in.txt', 'in');
    await repo.write('out/a.txt', 'a');
    await repo.passport({ dir: 'out', inputs: ['data/in.txt'], outputs: ['out/a.txt'] });
    await repo.write('data/in.txt', 'changed');
    const report = await audit({ root: repo.root, failOn: 'notice' });
    expect(rules(report)).toEqual(['input-hash-mismatch', 'input-unprovenanced']);
  });

  it('artifact-unlisted: a file of the directory that its passport records only as an input is unlisted', async () => {
    await repo.write('out/config.txt', 'c');
    await repo.write('out/a.txt', 'a');
    await repo.passport({
      dir: 'out',
      inputs: ['out/config.txt'],
      outputs: ['out/a.txt'],
      mutate: (p) =>
        ((p.inputs as { source?: string }[])[0]!.source =
          'https://example.org/config.txt (retrieved 2026-06-01)'),
    });
    const report = await audit({ root: repo.root, failOn: 'notice' });
    expect(report.findings).toMatchObject([{ rule: 'artifact-unlisted', path: 'out/config.txt' }]);
  });

  it('artifact-unlisted: nothing beside a refused passport; its own finding stands for the directory', async () => {
    await repo.write('out/a.txt', 'a');
    await repo.write('out/b.txt', 'b');
    await repo.write('out/out.passport.json', '{ "passport_id": ');
    const report = await audit({ root: repo.root, failOn: 'notice' });
    expect(rules(report)).toEqual(['passport-invalid-json']);
    expect(report.findings[0]?.message).toMatch(
      /treats it as absent: nothing in "out" was verified/,
    );
  });

  it('chain-missing-reference: same path and same sha256; a byte-identical copy elsewhere is not a reference', async () => {
    const upstream = await outputDir('results/a');
    await repo.write('data/copy.txt', 'x of results/a');
    await repo.write('results/b/y.txt', 'y');
    await repo.passport({
      dir: 'results/b',
      inputs: ['data/copy.txt', 'results/a/x.txt'],
      outputs: ['results/b/y.txt'],
      mutate: (p) =>
        ((p.inputs as { source?: string }[])[0]!.source = 'unresolved: copied by hand'),
    });
    const report = await audit({ root: repo.root, failOn: 'notice' });
    expect(of(report, 'chain-missing-reference')).toMatchObject([
      { pointer: '/inputs/1/path', message: new RegExp(upstream.id) },
    ]);
  });

  it('a backslash or a trailing slash in a passport path is path-ambiguous (read as a separator, without the slash)', async () => {
    await repo.write('out/sub/a.txt', 'a');
    await repo.write('out/b.txt', 'b');
    await repo.passport({
      dir: 'out',
      outputs: ['out/sub/a.txt', 'out/b.txt'],
      mutate: (p) => {
        const [a, b] = p.outputs as Record<string, unknown>[];
        a!.path = 'out\\sub\\a.txt';
        b!.path = 'out/b.txt/';
      },
    });
    const report = await audit({ root: repo.root });
    expect(report.findings.map((f) => [f.rule, f.pointer])).toEqual([
      ['path-ambiguous', '/outputs/0/path'],
      ['path-ambiguous', '/outputs/1/path'],
    ]);
    expect(report.findings[0]?.message).toMatch(/backslash/);
    expect(report.findings[1]?.message).toMatch(/ends with "\/"/);
    expect(report.summary.artifacts_verified).toBe(2);
    // Windows spellings still cannot leave the root.
    await repo.passport({
      dir: 'out2',
      mutate: (p) => {
        p.outputs = [{ path: '..\\..\\etc\\passwd', sha256: sha256('x') }];
      },
    });
    expect(rules(await audit({ root: repo.root }))).toContain('path-outside-root');
  });

  it('consumed_passports is optional: a passport without it consumes nothing, and its inputs still need the reference', async () => {
    await outputDir('results/a');
    await repo.write('results/b/y.txt', 'y');
    await repo.passport({
      dir: 'results/b',
      inputs: ['results/a/x.txt'],
      outputs: ['results/b/y.txt'],
      mutate: (p) => delete p.consumed_passports,
    });
    const report = await audit({ root: repo.root, failOn: 'notice' });
    expect(rules(report)).toEqual(['chain-missing-reference']);
  });
});
