/**
 * The rule families (src/rules/families/): every rule id of the registry is emitted by exactly
 * one family and documented, a family reporting an id it did not declare fails, and each
 * family's rules hold on facts built in memory (helpers/facts.ts: no disk, the audit's own
 * stages). The end-to-end suites (audit/audit-rules.test.ts, hostile/, cases/) run the same rules on disk.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { guardOutput } from '../../src/audit/recorder.js';
import { FAMILIES } from '../../src/rules/families/index.js';
import { artifactDigests, listProducedInputs } from '../../src/rules/families/artifact-digests.js';
import { chain } from '../../src/rules/families/chain.js';
import { fileAccess } from '../../src/rules/families/file-access.js';
import { handoffs } from '../../src/rules/families/handoffs.js';
import { outputDirectories } from '../../src/rules/families/output-directories.js';
import { passportDocument } from '../../src/rules/families/passport-document.js';
import { runLevel } from '../../src/rules/families/run-level.js';
import { RULES } from '../../src/core/rule-registry.js';
import { readMessage, type FindingInput } from '../../src/core/findings.js';
import { judge, MemoryRepo, rulesOf } from '../helpers/facts.js';
import { sha256, uuidFromSeed } from '../helpers/repo.js';

const docs = readFileSync(path.resolve(import.meta.dirname, '../../docs/rules.md'), 'utf8');

describe('the registry and the families', () => {
  it('every rule id is emitted by exactly one family', () => {
    const owners = new Map<string, string[]>();
    for (const family of FAMILIES)
      for (const id of family.emits) owners.set(id, [...(owners.get(id) ?? []), family.name]);
    const problems = RULES.map((r) => r.id).flatMap((id) => {
      const names = owners.get(id) ?? [];
      return names.length === 1
        ? []
        : [`${id}: ${names.length === 0 ? 'no family' : names.join(', ')}`];
    });
    expect(problems).toEqual([]);
    // And no family claims an id the registry does not have.
    expect([...owners.keys()].filter((id) => !RULES.some((r) => r.id === id))).toEqual([]);
  });

  it("the family a registry row names is a family of the pipeline, and emits the row's id", () => {
    const byName = new Map(FAMILIES.map((f) => [f.name as string, f]));
    const problems = RULES.filter((r) => !byName.get(r.family)?.emits.includes(r.id)).map(
      (r) => `${r.id}: row names ${r.family}`,
    );
    expect(problems).toEqual([]);
  });

  it('every id a family emits is documented in docs/rules.md', () => {
    const ids = FAMILIES.flatMap((f) => f.emits);
    expect(ids.filter((id) => !docs.includes(`\n### ${id}\n`))).toEqual([]);
  });

  it('family names are their module names, and unique', () => {
    const names = FAMILIES.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([
      'passport-document',
      'output-directories',
      'chain',
      'citations',
      'handoffs',
      'engine-records',
      'file-access',
      'artifact-digests',
      'external-inputs',
      'attestations',
      'run-level',
    ]);
  });

  it('a family reporting an id it did not declare fails', () => {
    const out = guardOutput(
      { name: 'chain', emits: ['chain-cycle'] },
      { report: () => undefined, verified: () => undefined, judged: () => undefined },
    );
    expect(() => out.report({ rule: 'chain-cycle', path: 'a', message: 'm' })).not.toThrow();
    expect(() => out.report({ rule: 'artifact-missing', path: 'a', message: 'm' })).toThrow(
      /rule family chain reported artifact-missing, which it does not declare/,
    );
  });
});

/** Three steps, fastq → bam → vcf, in memory (as helpers/repo.ts buildPipeline on disk). */
async function pipeline(repo: MemoryRepo) {
  repo.write('data/reads.fastq', '@r1\nACGT\n+\nIIII\n');
  repo.write('results/align/a.bam', 'BAM fake');
  const align = await repo.passport({
    dir: 'results/align',
    skill: 'bwa-alignment',
    inputs: ['data/reads.fastq'],
    outputs: ['results/align/a.bam'],
    nextSkills: ['gatk-variant-calling'],
    mutate: (p) => ((p.inputs as { source?: string }[])[0]!.source = 'ERR100001'),
  });
  repo.write('results/variants/a.vcf', '##fileformat=VCFv4.2\n');
  const variants = await repo.passport({
    dir: 'results/variants',
    skill: 'gatk-variant-calling',
    inputs: ['results/align/a.bam'],
    outputs: ['results/variants/a.vcf'],
    consumed: [align.id],
    createdAt: '2026-06-17T13:00:00Z',
  });
  return { align, variants };
}

describe('passport-document', () => {
  it('is silent on a clean chain, and reports syntax, schema and failed steps', async () => {
    const repo = new MemoryRepo();
    await pipeline(repo);
    expect((await judge(passportDocument, await repo.facts())).findings).toEqual([]);
    repo.write('results/bad/x.passport.json', '{ "passport_id": ');
    repo.write('results/bad/out.txt', 'x');
    repo.write('results/qc/q.txt', 'q');
    await repo.passport({
      dir: 'results/qc',
      outputs: ['results/qc/q.txt'],
      errors: [{ step: 'qc', tool: 'fastqc', exit_code: 3, stderr_excerpt: 'boom' }],
      mutate: (p) => delete p.created_at,
    });
    const j = await judge(passportDocument, await repo.facts());
    expect(rulesOf(j)).toEqual(['exit-nonzero', 'passport-invalid-json', 'passport-schema']);
    const failed = j.findings.find((f) => f.rule === 'exit-nonzero');
    expect(failed).toMatchObject({
      path: 'results/qc/qc.passport.json',
      pointer: '/errors/0/exit_code',
    });
    expect(failed?.line).toBeGreaterThan(1);
    expect(failed?.message).toMatch(/step "qc" \("fastqc"\) exited 3; stderr: "boom"/);
  });

  it('a passport over the size cap is passport-too-large; one that cannot be read is not its to report', async () => {
    const repo = new MemoryRepo();
    repo.write('out/a.txt', 'a');
    await repo.passport({ dir: 'out', outputs: ['out/a.txt'] });
    repo.add('fifo/x.passport.json', 'other');
    const j = await judge(passportDocument, await repo.facts({ config: { maxPassportBytes: 10 } }));
    expect(j.findings).toMatchObject([
      {
        rule: 'passport-too-large',
        path: 'out/out.passport.json',
        message: /over the 10-byte cap; split/,
      },
    ]);
  });
});

describe('output-directories', () => {
  it('an output directory without a passport, and a file no passport lists', async () => {
    const repo = new MemoryRepo();
    await pipeline(repo);
    repo.write('results/align/extra.log', 'log');
    repo.write('results/orphan/o.txt', 'o');
    const j = await judge(outputDirectories, await repo.facts());
    expect(j.findings).toMatchObject([
      { rule: 'artifact-unlisted', path: 'results/align/extra.log' },
      {
        rule: 'passport-missing',
        path: 'results/orphan/o.txt',
        message:
          /"results" is an output root because "results\/align" and 1 more directories beside it hold passports.*passport-gate run results\/orphan --skill orphan --skill-version '<version>' --input '<each file the step read>'/,
      },
    ]);
  });

  it('says nothing of what an unreadable passport lists, and only looks at the scope', async () => {
    const repo = new MemoryRepo();
    await pipeline(repo);
    repo.write('results/align/extra.log', 'log');
    repo.write('results/variants/x.passport.json', 'not json');
    repo.write('results/variants/extra.log', 'log');
    const all = await judge(outputDirectories, await repo.facts());
    expect(all.findings.map((f) => f.path)).toEqual(['results/align/extra.log']);
    const changed = await judge(
      outputDirectories,
      await repo.facts({ changed: ['results/variants/a.vcf'] }),
    );
    expect(changed.findings).toEqual([]);
  });
});

describe('chain', () => {
  it('duplicate ids, unresolved references, a missing reference, time order and next-skill', async () => {
    const repo = new MemoryRepo();
    const { align } = await pipeline(repo);
    repo.write('results/dup/d.txt', 'd');
    await repo.passport({ dir: 'results/dup', outputs: ['results/dup/d.txt'], id: align.id });
    repo.write('results/late/l.txt', 'l');
    await repo.passport({
      dir: 'results/late',
      skill: 'not-a-hint',
      inputs: ['results/align/a.bam'],
      outputs: ['results/late/l.txt'],
      consumed: [uuidFromSeed('nowhere')],
      createdAt: '2026-06-17T11:00:00Z',
    });
    await repo.passport({
      dir: 'results/late',
      runId: 'second',
      skill: 'not-a-hint',
      outputs: [],
      consumed: [align.id],
      createdAt: '2026-06-17T11:00:00Z',
    });
    const j = await judge(chain, await repo.facts());
    expect(rulesOf(j)).toEqual([
      'chain-missing-reference',
      'chain-next-skill',
      'chain-time-order',
      'chain-unresolved',
      'passport-duplicate-id',
      'passport-duplicate-id',
    ]);
    expect(j.findings.find((f) => f.rule === 'chain-missing-reference')).toMatchObject({
      path: 'results/late/late.passport.json',
      pointer: '/inputs/0/path',
      message:
        /input "results\/align\/a.bam" is the output of passport .*add ".*" to consumed_passports/,
    });
  });

  it("asks a duplicate's bytes once for its position and once for its fix: read again, they may be gone by a second ask", async () => {
    // A passport whose bytes were let go of once checked reads them again on each ask
    // (repo/passports.ts), and gives null once the file changed: the fix must not ask twice.
    const repo = new MemoryRepo();
    const id = uuidFromSeed('twice');
    for (const d of ['out/a', 'out/b']) {
      repo.write(`${d}/x`, d);
      await repo.passport({ dir: d, id, outputs: [`${d}/x`] });
    }
    const facts = await repo.facts();
    const record = facts.passports.records[0] as (typeof facts.passports.records)[number];
    const bytes = record.readBytes();
    // The file changes and changes back between asks: a caller that asks twice (checks, then
    // uses) is given null the second time.
    let asked = 0;
    record.readBytes = () => (asked++ % 2 === 0 ? bytes : null);
    const j = await judge(chain, facts);
    expect(asked).toBeGreaterThan(0);
    expect(rulesOf(j)).toEqual(['passport-duplicate-id', 'passport-duplicate-id']);
  });

  it('a cycle is reported once, on a checked passport of it, and only by the run that leads', async () => {
    const repo = new MemoryRepo();
    const a = uuidFromSeed('a');
    const b = uuidFromSeed('b');
    repo.write('out/a/x', 'x');
    repo.write('out/b/y', 'y');
    const hints = { nextSkills: ['test-skill'] }; // the cycle alone, no chain-next-skill
    await repo.passport({ dir: 'out/a', id: a, outputs: ['out/a/x'], consumed: [b], ...hints });
    await repo.passport({ dir: 'out/b', id: b, outputs: ['out/b/y'], consumed: [a], ...hints });
    const j = await judge(chain, await repo.facts());
    // Equal created_at: the edge out of the first checked passport of the printed cycle.
    expect(j.findings).toMatchObject([
      { rule: 'chain-cycle', path: 'out/a/a.passport.json', pointer: '/consumed_passports/0' },
    ]);
    expect(j.findings[0]?.message).toContain(`"${a}" → "${b}" → "${a}"`);
    expect(chain.wholeRun).toBe(true);
    expect((await repo.facts({ shard: { index: 2, count: 2 } })).chain.nodes).toEqual([]);
  });
});

describe('file-access', () => {
  it('paths out of the root, invisible characters, missing outputs, unreadable files', async () => {
    const repo = new MemoryRepo();
    repo.write('out/a.txt', 'a');
    repo.write('out/dir/inner', 'i');
    await repo.passport({
      dir: 'out',
      outputs: ['out/a.txt'],
      mutate: (p) => {
        const outputs = p.outputs as Record<string, unknown>[];
        outputs.push({ type: 'txt', path: '../etc/passwd', sha256: sha256('x') });
        outputs.push({ type: 'txt', path: 'out/gone.txt', sha256: sha256('x') });
        outputs.push({ type: 'txt', path: 'out/a\u200b.txt', sha256: sha256('x') });
        outputs.push({ type: 'txt', path: 'out/dir', sha256: sha256('x') });
        (p.inputs as Record<string, unknown>[]).push({
          type: 'txt',
          path: 'data/absent.txt',
          sha256: sha256('x'),
        });
      },
    });
    const j = await judge(
      fileAccess,
      await repo.facts({ unreadable: { 'out/a.txt': 'could not be read (EIO)' } }),
    );
    expect(j.findings.map((f) => [f.rule, f.pointer])).toEqual([
      ['path-outside-root', '/outputs/1/path'],
      ['artifact-missing', '/outputs/2/path'],
      ['path-ambiguous', '/outputs/3/path'],
      ['artifact-missing', '/outputs/3/path'],
      ['input-missing', '/inputs/0/path'],
      ['artifact-unreadable', '/outputs/0/path'],
      ['artifact-unreadable', '/outputs/4/path'],
    ]);
    expect(j.findings[0]?.message).toBe(
      'output path "../etc/passwd": the path climbs out of the repository root with ... It was not read.',
    );
    expect(j.findings[5]?.message).toBe(
      'output "out/a.txt" could not be read (EIO); it was not verified.',
    );
  });

  it('two names one file on a case-folding file system; a passport that cannot be read', async () => {
    const repo = new MemoryRepo();
    repo.write('out/Report.txt', 'R');
    repo.write('out/report.txt', 'r');
    await repo.passport({ dir: 'out', outputs: ['out/Report.txt', 'out/report.txt'] });
    repo.add('other/x.passport.json', 'other');
    repo.write('other/y.txt', 'y');
    const j = await judge(fileAccess, await repo.facts());
    expect(j.findings).toMatchObject([
      {
        rule: 'artifact-unreadable',
        path: 'other/x.passport.json',
        message: 'the passport is a FIFO; replace it with a regular JSON file.',
      },
      {
        rule: 'path-ambiguous',
        path: 'out/report.txt',
        message: /"out\/report.txt" and "out\/Report.txt" differ only by case/,
      },
    ]);
  });
});

describe('artifact-digests', () => {
  it('verifies what matches, and reports digests and sizes that do not', async () => {
    const repo = new MemoryRepo();
    const { align } = await pipeline(repo);
    repo.write('results/align/a.bam', 'BAM tampered');
    repo.write('data/reads.fastq', '@r1\nTTTT\n+\nIIII\n');
    repo.write('data/free.txt', 'f');
    repo.write('results/s/s.txt', 'same-size');
    await repo.passport({
      dir: 'results/s',
      inputs: ['data/free.txt'],
      outputs: ['results/s/s.txt'],
      consumed: [align.id],
      mutate: (p) => ((p.outputs as { size_bytes: number }[])[0]!.size_bytes = 1),
    });
    const j = await judge(artifactDigests, await repo.facts());
    expect(j.findings.map((f) => [f.rule, f.path, f.pointer])).toEqual([
      ['artifact-hash-mismatch', 'results/align/align.passport.json', '/outputs/0/sha256'],
      ['input-hash-mismatch', 'results/align/align.passport.json', '/inputs/0/sha256'],
      ['artifact-size-mismatch', 'results/s/s.passport.json', '/outputs/0/size_bytes'],
      ['input-unprovenanced', 'results/s/s.passport.json', '/inputs/0/path'],
      ['input-hash-mismatch', 'results/variants/variants.passport.json', '/inputs/0/sha256'],
    ]);
    expect(j.verified).toEqual([
      { path: 'data/free.txt', kind: 'inputs', byLfsPointer: false },
      { path: 'results/variants/a.vcf', kind: 'outputs', byLfsPointer: false },
    ]);
  });
});

describe('artifact-digests: the produced paths', () => {
  it('keeps only the outputs some input names, in --all as in changed mode', async () => {
    const repo = new MemoryRepo();
    await pipeline(repo);
    // Outputs no input names: a producer of nothing asked about.
    for (let i = 0; i < 5; i++) repo.write(`results/extra/f${i}.txt`, `f${i}`);
    await repo.passport({
      dir: 'results/extra',
      outputs: [0, 1, 2, 3, 4].map((i) => `results/extra/f${i}.txt`),
    });
    const all = await repo.facts();
    expect(all.scope.mode).toBe('all');
    // a.bam is variants' input and align's output; a.vcf, the extra files: outputs only.
    expect([...listProducedInputs(all)]).toEqual(['results/align/a.bam']);
    const changed = await repo.facts({ changed: ['results/variants/a.vcf'] });
    expect([...listProducedInputs(changed)]).toEqual(['results/align/a.bam']);
  });

  it('looks up no output of any passport when the run checks no input', async () => {
    // input-unprovenanced asks only of the inputs checked: a run that checks none (a shard of
    // output directories, most release audits) must not index every output of every passport.
    const repo = new MemoryRepo();
    for (const name of ['a', 'b']) {
      repo.write(`out/${name}/x.tsv`, `${name}x`);
      await repo.passport({ dir: `out/${name}`, outputs: [`out/${name}/x.tsv`] });
    }
    const facts = await repo.facts();
    const asked: string[] = [];
    const rel = facts.paths.rel;
    const j = await judge(artifactDigests, {
      ...facts,
      paths: { ...facts.paths, rel: (raw, dir) => (asked.push(raw), rel(raw, dir)) },
    });
    expect(j.findings).toEqual([]);
    expect(j.verified.map((v) => v.path)).toEqual(['out/a/x.tsv', 'out/b/x.tsv']);
    expect(asked).toEqual([]);
  });
});

describe('artifact-digests: a mismatch is a compact record', () => {
  it('reports a digest mismatch with its message rendered when read, the same text each time', async () => {
    const repo = new MemoryRepo();
    await pipeline(repo);
    repo.write('results/align/a.bam', 'BAM tampered');
    const facts = await repo.facts();
    const raw: FindingInput[] = [];
    await artifactDigests.check(facts, {
      report: (finding) => raw.push(finding),
      verified: () => undefined,
      judged: () => undefined,
    });
    const mismatch = raw.find((f) => f.rule === 'artifact-hash-mismatch');
    // Not text: 100,000 of them would hold 100,000 messages until the report is written.
    expect(mismatch?.message).toBeTypeOf('function');
    const text = readMessage(mismatch!.message);
    expect(text).toBe(readMessage(mismatch!.message));
    expect(text).toMatch(
      new RegExp(
        `^output "results/align/a\\.bam": expected sha256 [0-9a-f]{64}, actual ${sha256('BAM tampered')}\\. The bytes changed after the passport was written: restore the file \\(git checkout -- results/align/a\\.bam\\), or run the step again`,
      ),
    );
  });
});

describe('handoffs', () => {
  it('judges the documents a change touches, and an inbox conflict on an unchanged packet', async () => {
    const repo = new MemoryRepo();
    const packet = (id: string, from: string, version: number) =>
      JSON.stringify({
        version,
        handoff_id: id,
        from_agent: from,
        to_agent: 'reviewer',
        timestamp: '2026-06-17T12:00:00Z',
        payload: {},
        next_steps: { agent: 'reviewer' },
      });
    repo.write('agent-inboxes/reviewer/h1.json', packet('h1', 'writer', 2));
    repo.write('agent-inboxes/reviewer/h2.json', packet('h2', 'writer', 1));
    repo.write('agent-inboxes/reviewer/wrong.json', packet('h3', 'writer', 2));
    const facts = await repo.facts({ changed: ['agent-inboxes/reviewer/wrong.json'] });
    expect([...facts.handoffs.audited.keys()]).toEqual(['agent-inboxes/reviewer/wrong.json']);
    const j = await judge(handoffs, facts);
    expect(rulesOf(j)).toContain('packet-misfiled');
    expect(rulesOf(j)).toContain('packet-unacknowledged');
    expect(j.judged.map((d) => d.path)).toEqual(
      expect.arrayContaining(['agent-inboxes/reviewer/wrong.json']),
    );
    expect(j.judged.find((d) => d.path === 'agent-inboxes/reviewer/wrong.json')?.id).toBe('h3');
  });

  it('judges nothing where there is no handoff document', async () => {
    const repo = new MemoryRepo();
    await pipeline(repo);
    const j = await judge(handoffs, await repo.facts());
    expect(j).toEqual({ findings: [], verified: [], judged: [] });
  });
});

describe('run-level', () => {
  it('what the walk could not list, a change it could not place, the caller’s own findings', async () => {
    const repo = new MemoryRepo();
    await pipeline(repo);
    const j = await judge(
      runLevel,
      await repo.facts({
        changed: ['a\0b'],
        problems: [
          { kind: 'unlistable', rel: 'secret', code: 'EACCES' },
          {
            kind: 'undecodable',
            parent: 'data',
            name: Buffer.from([0x66, 0xff]),
            entryKind: 'file',
          },
        ],
        runFindings: [{ rule: 'config-changed', path: '.passport-gate.yml', message: 'm' }],
      }),
    );
    expect(j.findings.map((f) => [f.rule, f.path])).toEqual([
      ['config-changed', '.passport-gate.yml'],
      ['directory-unreadable', 'secret'],
      ['path-not-utf8', 'data/f\ufffd'],
      ['scope-widened', ''],
    ]);
    expect(j.findings[2]?.message).toContain('file name "f\\xff" in "data" is not valid UTF-8');
  });

  it('outputs-empty, and a change that touched nothing', async () => {
    const repo = new MemoryRepo();
    repo.write('README.md', 'r');
    const empty = await judge(runLevel, await repo.facts({ config: { outputs: ['results/*'] } }));
    expect(rulesOf(empty)).toEqual(['outputs-empty']);
    const allowed = await judge(
      runLevel,
      await repo.facts({ config: { outputs: ['results/*'], allowEmpty: true } }),
    );
    expect(allowed.findings).toEqual([]);
    const untouched = await judge(runLevel, await repo.facts({ changed: ['README.md'] }));
    expect(untouched.findings).toMatchObject([
      {
        rule: 'scope-empty',
        message:
          '1 changed file(s), none in an output directory or handoff file; nothing needed auditing.',
      },
    ]);
  });
});
