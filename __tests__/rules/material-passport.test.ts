/**
 * Seed 000's rules that are errors by default (hard rules 1 and 2, co-located passports, the
 * run id, every output listed, loaded before processing) and its downstream hints: each with
 * a violation and its nearest valid neighbour that stays clean, judged at the family level
 * (facts in memory) and through the built CLI (dist/cli.js, `npm run bundle`) on disk.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { artifactDigests } from '../../src/rules/families/artifact-digests.js';
import { chain } from '../../src/rules/families/chain.js';
import { outputDirectories } from '../../src/rules/families/output-directories.js';
import { passportDocument } from '../../src/rules/families/passport-document.js';
import { ENGINE_BOOKKEEPING_FILES } from '../../src/core/engine-bookkeeping.js';
import { getRule } from '../../src/core/rule-registry.js';
import { judge, MemoryRepo } from '../helpers/facts.js';
import { TempRepo, type PassportSpec } from '../helpers/repo.js';

const cli = path.resolve(import.meta.dirname, '../../dist/cli.js');

interface CliFinding {
  rule: string;
  path: string;
  severity: string;
  message: string;
  pointer?: string;
}

/** `passport-gate audit --all --format json` through the built CLI. */
function auditCli(root: string): { code: number | null; findings: CliFinding[] } {
  const r = spawnSync(
    process.execPath,
    [cli, 'audit', '--root', root, '--all', '--format', 'json'],
    {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    },
  );
  expect(r.stderr).not.toMatch(/\n\s+at /);
  return {
    code: r.status,
    findings: (JSON.parse(r.stdout) as { findings: CliFinding[] }).findings,
  };
}

/** Runs the command a message prints, at the repository root, with `passport-gate` the built CLI. */
function runPrinted(root: string, message: string): { code: number | null; err: string } {
  const command = /passport-gate .*$|mv .*$/.exec(message)?.[0];
  expect(command, message).toBeDefined();
  const r = spawnSync(
    'bash',
    ['-c', (command as string).replace(/^passport-gate /, `"${process.execPath}" "${cli}" `)],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return { code: r.status, err: r.stderr };
}

const only = <F extends { rule: string }>(findings: readonly F[], rule: string): F[] =>
  findings.filter((f) => f.rule === rule);

/** A producer in results/a with x.txt and its consumer in results/b reading it. */
async function writeChain(
  repo: MemoryRepo | TempRepo,
  producer: Partial<PassportSpec> = {},
  consumer: Partial<PassportSpec> = {},
) {
  await repo.write('results/a/x.txt', 'x');
  const a = await repo.passport({
    dir: 'results/a',
    skill: 'a-step',
    outputs: ['results/a/x.txt'],
    nextSkills: ['b-step'],
    createdAt: '2026-06-17T12:00:00Z',
    ...producer,
  });
  await repo.write('results/b/y.txt', 'y');
  const b = await repo.passport({
    dir: 'results/b',
    skill: 'b-step',
    inputs: ['results/a/x.txt'],
    outputs: ['results/b/y.txt'],
    consumed: [a.id],
    createdAt: '2026-06-17T13:00:00Z',
    ...consumer,
  });
  return { a, b };
}

const withSource = (source: string) => (p: Record<string, unknown>) => {
  (p.inputs as { source?: string }[])[0]!.source = source;
};

describe('hard rule 1: a source is a verifiable record (citation-invalid)', () => {
  it('is an error on a free-text source; an accession beside it is clean', async () => {
    expect(getRule('citation-invalid').defaultSeverity).toBe('error');
    const repo = new MemoryRepo();
    repo.write('data/r.fq', 'reads');
    repo.write('out/a.txt', 'a');
    await repo.passport({
      dir: 'out',
      inputs: ['data/r.fq'],
      outputs: ['out/a.txt'],
      mutate: withSource('the reads of ENA run ERR123456'),
    });
    const bad = await judge(passportDocument, await repo.facts());
    expect(only(bad.findings, 'citation-invalid')).toMatchObject([
      {
        path: 'out/out.passport.json',
        pointer: '/inputs/0/source',
        message:
          /\. Record the identifier: passport-gate stamp out --source 'data\/r.fq=ERR123456'$/,
      },
    ]);
    const clean = new MemoryRepo();
    clean.write('data/r.fq', 'reads');
    clean.write('out/a.txt', 'a');
    await clean.passport({
      dir: 'out',
      inputs: ['data/r.fq'],
      outputs: ['out/a.txt'],
      mutate: withSource('ERR123456'),
    });
    expect((await judge(passportDocument, await clean.facts())).findings).toEqual([]);
  });

  it('through the CLI: fails, and the printed command makes it pass', async () => {
    const repo = await TempRepo.create('pg-citation-');
    try {
      await repo.write('data/r.fq', 'reads');
      await repo.write('out/a.txt', 'a');
      await repo.passport({
        dir: 'out',
        inputs: ['data/r.fq'],
        outputs: ['out/a.txt'],
        mutate: withSource('trust me'),
      });
      const before = auditCli(repo.root);
      expect(before.code).toBe(1);
      const [finding] = only(before.findings, 'citation-invalid');
      expect(finding).toMatchObject({ severity: 'error', pointer: '/inputs/0/source' });
      // No identifier in the text: the fix says honestly that the source could not be resolved.
      expect(finding?.message).toMatch(
        /--source 'data\/r.fq=unresolved: no record found for trust me'$/,
      );
      expect(finding!.message).not.toMatch(/passport-gate stamp results\/b$/);
      const drop = finding!.message.slice(finding!.message.indexOf('drop the edge: ') + 15);
      expect(runPrinted(repo.root, drop).code).toBe(0);
      const after = auditCli(repo.root);
      expect(only(after.findings, 'citation-invalid')).toEqual([]);
      // ... which is honest, and still no provenance (hard rule 2).
      expect(only(after.findings, 'input-unprovenanced')).toHaveLength(1);
    } finally {
      await repo.remove();
    }
  });
});

describe('hard rule 2: an input without provenance is an error (input-unprovenanced)', () => {
  it.each([
    ['no source', null],
    ['an empty source', ''],
    ['a free-text source', 'from the lab'],
    ['an unresolved statement', 'unresolved: a colleague sent it'],
  ])('%s does not give it one', async (_what, source) => {
    const repo = new MemoryRepo();
    repo.write('data/r.fq', 'reads');
    repo.write('out/a.txt', 'a');
    await repo.passport({
      dir: 'out',
      inputs: ['data/r.fq'],
      outputs: ['out/a.txt'],
      ...(source === null ? {} : { mutate: withSource(source) }),
    });
    const j = await judge(artifactDigests, await repo.facts());
    expect(only(j.findings, 'input-unprovenanced')).toMatchObject([{ pointer: '/inputs/0/path' }]);
  });

  it('a cited record, a producer or an external record gives it one', async () => {
    const repo = new MemoryRepo();
    repo.write('data/r.fq', 'reads');
    repo.write('out/a.txt', 'a');
    await repo.passport({
      dir: 'out',
      inputs: ['data/r.fq'],
      outputs: ['out/a.txt'],
      mutate: withSource('doi:10.1038/nature12373'),
    });
    await writeChain(repo);
    expect(
      only((await judge(artifactDigests, await repo.facts())).findings, 'input-unprovenanced'),
    ).toEqual([]);
  });

  it('an input the repository does not hold needs one as much', async () => {
    const repo = new MemoryRepo();
    repo.write('out/a.txt', 'a');
    await repo.passport({
      dir: 'out',
      outputs: ['out/a.txt'],
      mutate: (p) => {
        p.inputs = [
          { path: 'data/gone.fq', sha256: 'a'.repeat(64) },
          { path: 'data/cited.fq', sha256: 'b'.repeat(64), source: 'SRR1234567' },
        ];
      },
    });
    const j = await judge(artifactDigests, await repo.facts());
    expect(only(j.findings, 'input-unprovenanced')).toMatchObject([{ pointer: '/inputs/0/path' }]);
  });

  it('through the CLI: an error that fails the run; the cited neighbour passes', async () => {
    const repo = await TempRepo.create('pg-unprovenanced-');
    try {
      await repo.write('data/r.fq', 'reads');
      await repo.write('out/a.txt', 'a');
      await repo.passport({
        dir: 'out',
        inputs: ['data/r.fq'],
        outputs: ['out/a.txt'],
        mutate: withSource(''),
      });
      const bad = auditCli(repo.root);
      expect(bad.code).toBe(1);
      expect(only(bad.findings, 'input-unprovenanced')).toMatchObject([{ severity: 'error' }]);
      await repo.passport({
        dir: 'out',
        inputs: ['data/r.fq'],
        outputs: ['out/a.txt'],
        mutate: withSource('PMID:23903748'),
      });
      expect(auditCli(repo.root)).toEqual({ code: 0, findings: [] });
    } finally {
      await repo.remove();
    }
  });
});

describe('co-located passports (artifact-not-colocated)', () => {
  it('an output listed outside the passport directory is an error, and gives its consumer no provenance', async () => {
    const repo = new MemoryRepo();
    repo.write('results/a/x.txt', 'x');
    repo.write('results/elsewhere/far.txt', 'far');
    const a = await repo.passport({
      dir: 'results/a',
      outputs: ['results/a/x.txt', 'results/elsewhere/far.txt'],
    });
    repo.write('results/b/y.txt', 'y');
    await repo.passport({
      dir: 'results/b',
      inputs: ['results/elsewhere/far.txt'],
      outputs: ['results/b/y.txt'],
      consumed: [a.id],
    });
    const facts = await repo.facts();
    expect(
      only((await judge(outputDirectories, facts)).findings, 'artifact-not-colocated'),
    ).toMatchObject([{ path: 'results/a/a.passport.json', pointer: '/outputs/1/path' }]);
    expect(
      only((await judge(artifactDigests, facts)).findings, 'input-unprovenanced'),
    ).toMatchObject([{ path: 'results/b/b.passport.json' }]);
  });

  it('an output in a directory below the passport is fine', async () => {
    const repo = new MemoryRepo();
    repo.write('results/a/sub/deep/x.txt', 'x');
    await repo.passport({ dir: 'results/a', outputs: ['results/a/sub/deep/x.txt'] });
    expect((await judge(outputDirectories, await repo.facts())).findings).toEqual([]);
  });

  it('through the CLI: fails, and the printed re-stamp drops the stray entry', async () => {
    const repo = await TempRepo.create('pg-colocated-');
    try {
      await repo.write('results/a/x.txt', 'x');
      await repo.write('results/c/z.txt', 'z');
      await repo.passport({ dir: 'results/c', outputs: ['results/c/z.txt'] });
      await repo.passport({ dir: 'results/a', outputs: ['results/a/x.txt', 'results/c/z.txt'] });
      const bad = auditCli(repo.root);
      expect(bad.code).toBe(1);
      const [finding] = only(bad.findings, 'artifact-not-colocated');
      expect(finding).toMatchObject({ severity: 'error', path: 'results/a/a.passport.json' });
      expect(finding!.message).not.toMatch(/passport-gate stamp results\/b$/);
      const drop = finding!.message.slice(finding!.message.indexOf('drop the edge: ') + 15);
      expect(runPrinted(repo.root, drop).code).toBe(0);
      expect(auditCli(repo.root)).toEqual({ code: 0, findings: [] });
    } finally {
      await repo.remove();
    }
  });
});

describe('a run id in the file name (passport-run-id-empty)', () => {
  it('a file named .passport.json is reported; run.passport.json beside it is not', async () => {
    const repo = new MemoryRepo();
    repo.write('out/a.txt', 'a');
    await repo.passport({ dir: 'out', runId: '', outputs: ['out/a.txt'] });
    expect(
      only((await judge(passportDocument, await repo.facts())).findings, 'passport-run-id-empty'),
    ).toMatchObject([{ path: 'out/.passport.json' }]);
    const clean = new MemoryRepo();
    clean.write('out/a.txt', 'a');
    await clean.passport({ dir: 'out', runId: 'run', outputs: ['out/a.txt'] });
    expect((await judge(passportDocument, await clean.facts())).findings).toEqual([]);
  });

  it('through the CLI: an error, and the printed mv clears it', async () => {
    const repo = await TempRepo.create('pg-runid-');
    try {
      await repo.write('out/a.txt', 'a');
      await repo.passport({ dir: 'out', runId: '', outputs: ['out/a.txt'] });
      const bad = auditCli(repo.root);
      expect(bad.code).toBe(1);
      const [finding] = only(bad.findings, 'passport-run-id-empty');
      expect(finding).toMatchObject({ severity: 'error', path: 'out/.passport.json' });
      expect(finding!.message).not.toMatch(/passport-gate stamp results\/b$/);
      const drop = finding!.message.slice(finding!.message.indexOf('drop the edge: ') + 15);
      expect(runPrinted(repo.root, drop).code).toBe(0);
      expect(auditCli(repo.root)).toEqual({ code: 0, findings: [] });
    } finally {
      await repo.remove();
    }
  });
});

describe('every output listed (artifact-unlisted), engine bookkeeping exempt', () => {
  it('an unlisted file is an error; a Snakemake timestamp beside it is exempt, a symlink of that name is not', async () => {
    expect(getRule('artifact-unlisted').defaultSeverity).toBe('error');
    expect(ENGINE_BOOKKEEPING_FILES.map((f) => f.name)).toContain('.snakemake_timestamp');
    const repo = new MemoryRepo();
    repo.write('out/a.txt', 'a');
    repo.write('out/stray.txt', 's');
    repo.write('out/sub/.snakemake_timestamp', '');
    repo.add('out/other/.snakemake_timestamp', 'symlink');
    await repo.passport({ dir: 'out', outputs: ['out/a.txt'] });
    const j = await judge(outputDirectories, await repo.facts());
    expect(
      only(j.findings, 'artifact-unlisted')
        .map((f) => f.path)
        .sort(),
    ).toEqual(['out/other/.snakemake_timestamp', 'out/stray.txt']);
  });

  it('through the CLI: the unlisted file fails the run; the timestamp alone passes, and stamp leaves it out', async () => {
    const repo = await TempRepo.create('pg-unlisted-');
    try {
      await repo.write('out/a.txt', 'a');
      await repo.write('out/.snakemake_timestamp', '');
      await repo.passport({ dir: 'out', outputs: ['out/a.txt'] });
      expect(auditCli(repo.root)).toEqual({ code: 0, findings: [] });
      await repo.write('out/stray.txt', 's');
      const bad = auditCli(repo.root);
      expect(bad.code).toBe(1);
      expect(only(bad.findings, 'artifact-unlisted')).toMatchObject([
        { path: 'out/stray.txt', severity: 'error' },
      ]);
      // A bare re-stamp would make the stray file the step's output: refused (issue 37).
      const refused = spawnSync(process.execPath, [cli, 'stamp', 'out', '--root', repo.root], {
        cwd: repo.root,
        encoding: 'utf8',
      });
      expect(refused.status).toBe(2);
      expect(refused.stderr).toContain('output "out/stray.txt" added');
      const stamped = spawnSync(
        process.execPath,
        [cli, 'stamp', 'out', '--force', '--root', repo.root, '--format', 'json'],
        { cwd: repo.root, encoding: 'utf8' },
      );
      expect(stamped.status, stamped.stderr).toBe(0);
      const outputs = (JSON.parse(stamped.stdout) as { passport: { outputs: { path: string }[] } })
        .passport.outputs;
      expect(outputs.map((o) => o.path)).toEqual(['out/a.txt', 'out/stray.txt']);
      expect(auditCli(repo.root)).toEqual({ code: 0, findings: [] });
    } finally {
      await repo.remove();
    }
  });
});

describe('loaded before processing (chain-time-order)', () => {
  const predating = { createdAt: '2026-06-17T11:00:00Z', inputs: [] as string[] };
  it('a consumer created before its producer is an error with a short message', async () => {
    expect(getRule('chain-time-order').defaultSeverity).toBe('error');
    const repo = new MemoryRepo();
    const producerId = (await writeChain(repo, {}, predating)).a.id;
    const [finding] = only((await judge(chain, await repo.facts())).findings, 'chain-time-order');
    // No bare re-stamp (it moved created_at with nothing re-run, issue 37): the re-run, or
    // dropping an edge the consumer does not use.
    expect(finding?.message).toBe(
      `created before its producer "results/a/a.passport.json" ("2026-06-17T11:00:00Z" < "2026-06-17T12:00:00Z"); run the step again after it and record the run with passport-gate run; if it does not consume that producer, drop the edge: passport-gate stamp results/b --drop-consumes ${producerId}`,
    );
    const ordered = new MemoryRepo();
    await writeChain(ordered);
    expect((await judge(chain, await ordered.facts())).findings).toEqual([]);
  });

  it('through the CLI: fails, and the printed command makes it pass', async () => {
    const repo = await TempRepo.create('pg-time-order-');
    try {
      await writeChain(repo, {}, predating);
      const bad = auditCli(repo.root);
      expect(bad.code).toBe(1);
      const [finding] = only(bad.findings, 'chain-time-order');
      expect(finding?.severity).toBe('error');
      expect(finding!.message).not.toMatch(/passport-gate stamp results\/b$/);
      const drop = finding!.message.slice(finding!.message.indexOf('drop the edge: ') + 15);
      expect(runPrinted(repo.root, drop).code).toBe(0);
      expect(auditCli(repo.root)).toEqual({ code: 0, findings: [] });
    } finally {
      await repo.remove();
    }
  });
});

describe('downstream hints (chain-expected-input, chain-next-skill)', () => {
  const typed = (type: string) => (p: Record<string, unknown>) => {
    (p.inputs as { type?: string }[])[0]!.type = type;
  };
  const expecting = (types: string[]) => (p: Record<string, unknown>) => {
    (p.downstream_hints as Record<string, unknown>).expected_inputs = types;
  };

  it('an input taken from the producer with a type it does not expect is noted; an expected one is not', async () => {
    const repo = new MemoryRepo();
    await writeChain(repo, { mutate: expecting(['bam']) }, { mutate: typed('fastq') });
    expect(
      only((await judge(chain, await repo.facts())).findings, 'chain-expected-input'),
    ).toMatchObject([
      {
        path: 'results/b/b.passport.json',
        pointer: '/inputs/0/type',
        message: /type "fastq", which its producer .* does not list .* \("bam"\)/,
      },
    ]);
    const clean = new MemoryRepo();
    await writeChain(clean, { mutate: expecting(['bam']) }, { mutate: typed('bam') });
    expect((await judge(chain, await clean.facts())).findings).toEqual([]);
  });

  it("the producer's output type stands in when the consumer records none; no list gives no hint", async () => {
    const repo = new MemoryRepo();
    // writeChain types x.txt as "txt" (its extension), in the producer and the consumer alike.
    await writeChain(
      repo,
      { mutate: expecting(['bam']) },
      { mutate: (p) => delete (p.inputs as { type?: string }[])[0]!.type },
    );
    expect(
      only((await judge(chain, await repo.facts())).findings, 'chain-expected-input'),
    ).toMatchObject([{ pointer: '/inputs/0/path', message: /type "txt"/ }]);
    const none = new MemoryRepo();
    await writeChain(none, {}, { mutate: typed('fastq') });
    expect(only((await judge(chain, await none.facts())).findings, 'chain-expected-input')).toEqual(
      [],
    );
  });

  it('an empty next_skills while a consumer exists is noted as a list that leaves it out', async () => {
    const repo = new MemoryRepo();
    await writeChain(repo, { nextSkills: [] });
    expect(
      only((await judge(chain, await repo.facts())).findings, 'chain-next-skill'),
    ).toMatchObject([
      {
        message:
          /names no next skills; .*passport-gate stamp results\/a --run-id a --next-skill b-step$/,
      },
    ]);
  });

  it('in a directory of per-sample passports the printed next-skill command names its passport, and clears its own', async () => {
    const repo = await TempRepo.create('pg-hints-shared-');
    try {
      // Two jobs of one rule (run --output) share results/a, one passport each.
      await writeChain(repo, { nextSkills: [], runId: 's1' });
      await repo.write('results/a/z.txt', 'z');
      await repo.passport({
        dir: 'results/a',
        runId: 's2',
        skill: 'a-step',
        outputs: ['results/a/z.txt'],
        nextSkills: ['b-step'],
        createdAt: '2026-06-17T12:00:00Z',
      });
      const noted = auditCli(repo.root);
      const hint = only(noted.findings, 'chain-next-skill')[0]!;
      expect(hint.message).toMatch(
        /passport-gate stamp results\/a --run-id s1 --next-skill b-step$/,
      );
      expect(runPrinted(repo.root, hint.message).code).toBe(0);
      expect(only(auditCli(repo.root).findings, 'chain-next-skill')).toEqual([]);
    } finally {
      await repo.remove();
    }
  });

  it('through the CLI: both are notices, and the printed next-skill command clears its own', async () => {
    const repo = await TempRepo.create('pg-hints-');
    try {
      await writeChain(
        repo,
        { nextSkills: [], mutate: expecting(['bam']) },
        { mutate: typed('fastq') },
      );
      const noted = auditCli(repo.root);
      expect(noted.code).toBe(0);
      expect(noted.findings.map((f) => [f.rule, f.severity]).sort()).toEqual([
        ['chain-expected-input', 'notice'],
        ['chain-next-skill', 'notice'],
      ]);
      const hint = only(noted.findings, 'chain-next-skill')[0]!;
      expect(runPrinted(repo.root, hint.message).code).toBe(0);
      expect(only(auditCli(repo.root).findings, 'chain-next-skill')).toEqual([]);
    } finally {
      await repo.remove();
    }
  });
});
