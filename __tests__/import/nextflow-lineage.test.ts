import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  importNextflowLineage,
  passportIdOfTask,
  toSkillSlug,
} from '../../src/import/nextflow-lineage.js';
import {
  buildLineageRun,
  readVendoredRecord,
  type LineageRun,
} from '../helpers/nextflow-lineage.js';
import { sha256 } from '../helpers/repo.js';
import { VERSION } from '../../src/util/version.js';

const cli = path.resolve(import.meta.dirname, '../../dist/cli.js');
let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'pg-nf-lineage-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Runs the committed CLI bundle at the root. */
function runCli(args: string[]) {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: root, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const importArgs = (run: LineageRun) => [
  'import',
  '--from',
  'nextflow-lineage',
  run.store,
  '--root',
  root,
  '--recorded-root',
  run.recordedRoot,
];

/** Every *.passport.json under the root. */
async function passportFiles(): Promise<string[]> {
  const entries = await readdir(root, { recursive: true });
  return entries.filter((e) => e.endsWith('.passport.json')).sort();
}

describe('import --from nextflow-lineage: the lineage schema test records', () => {
  it('writes one passport per TaskRun beside its outputs, and the audit passes them', async () => {
    const run = await buildLineageRun(root);
    const imported = runCli(importArgs(run));
    expect(imported.stderr).toBe('');
    expect(imported.code).toBe(0);
    expect(await passportFiles()).toEqual(
      [
        `${run.task.workDir}/${run.task.hash}.passport.json`,
        `${path.posix.dirname(run.upstream.output)}/${run.upstream.hash}.passport.json`,
      ].sort(),
    );
    const passport = JSON.parse(
      await readFile(path.join(root, run.task.workDir, `${run.task.hash}.passport.json`), 'utf8'),
    ) as Record<string, unknown>;
    const output = await readFile(path.join(root, run.task.output));
    const input = await readFile(path.join(root, run.upstream.output));
    expect(passport.passport_id).toBe(passportIdOfTask(run.task.hash));
    expect(passport.produced_by).toEqual({
      skill: 'nfcore_rnaseq.prepare_genome.custom_getchromsizes',
      skill_version: '3816d48abd9fab2eee41775b60b4eb8745e1fcaa',
      agent: 'nextflow',
      session_id: '07f90f21-844e-4b68-a36f-ba1de8340e44',
    });
    expect(passport.outputs).toEqual([
      { type: 'yml', path: run.task.output, sha256: sha256(output), size_bytes: 100 },
    ]);
    expect(passport.inputs).toEqual([
      { type: 'fasta', path: run.upstream.output, sha256: sha256(input) },
    ]);
    expect(passport.parameters).toEqual({ meta: {} });
    expect(passport.consumed_passports).toEqual([passportIdOfTask(run.upstream.hash)]);
    expect(passport.errors).toEqual([
      {
        step: 'NFCORE_RNASEQ:PREPARE_GENOME:CUSTOM_GETCHROMSIZES (genome_gfp.fasta)',
        tool: 'nextflow',
        exit_code: 0,
        stderr_excerpt: '',
      },
    ]);
    expect(passport.recorded_by).toMatchObject({
      tool: 'passport-gate',
      method: 'import',
      imported_from: `lid://${run.task.hash}`,
    });
    // The record's modifiedAt (2026-01-14T15:14:33.826+01:00), in UTC.
    expect(passport.created_at).toBe('2026-01-14T14:14:33Z');

    const audit = runCli(['audit', '--root', root]);
    expect(audit.stdout).toMatch(/PASSED: 2 passport\(s\).* 0 error\(s\), 0 warning\(s\)/);
    expect(audit.code).toBe(0);
    // Importing again writes the same passports (same ids: consumers stay true).
    const again = runCli(importArgs(run));
    expect(again.code).toBe(0);
    const reread = JSON.parse(
      await readFile(path.join(root, run.task.workDir, `${run.task.hash}.passport.json`), 'utf8'),
    ) as unknown;
    expect(reread).toEqual(passport);
  });

  it('builds each whole passport, field by field in order, the upstream naming its consumer as next skill', async () => {
    const run = await buildLineageRun(root);
    const r = await importNextflowLineage({
      root,
      store: path.join(root, run.store),
      recordedRoot: run.recordedRoot,
    });
    if (!r.ok) throw new Error(r.problems.join('\n'));
    expect(r.notes).toEqual([]);
    const output = await readFile(path.join(root, run.task.output));
    const input = await readFile(path.join(root, run.upstream.output));
    const commit = '3816d48abd9fab2eee41775b60b4eb8745e1fcaa';
    const session = '07f90f21-844e-4b68-a36f-ba1de8340e44';
    const passportOf = (
      hash: string,
      fields: { createdAt: string; skill: string; step: string; next: string[] },
      io: { inputs: unknown[]; outputs: unknown[]; consumed: string[] },
    ) => ({
      schema_version: '1.0.0',
      passport_id: passportIdOfTask(hash),
      created_at: fields.createdAt,
      produced_by: {
        skill: fields.skill,
        skill_version: commit,
        agent: 'nextflow',
        session_id: session,
      },
      inputs: io.inputs,
      outputs: io.outputs,
      decisions: [],
      parameters: { meta: {} },
      errors: [{ step: fields.step, tool: 'nextflow', exit_code: 0, stderr_excerpt: '' }],
      consumed_passports: io.consumed,
      downstream_hints: { next_skills: fields.next },
      recorded_by: {
        tool: 'passport-gate',
        version: VERSION,
        method: 'import',
        imported_from: `lid://${hash}`,
      },
    });
    const byTask = new Map(r.passports.map((p) => [p.task, p]));
    const upstream = byTask.get(`lid://${run.upstream.hash}`);
    const task = byTask.get(`lid://${run.task.hash}`);
    expect(r.passports).toHaveLength(2);
    expect(upstream?.path).toBe(
      `${path.posix.dirname(run.upstream.output)}/${run.upstream.hash}.passport.json`,
    );
    // Serialised, so the order of the fields (what the written file holds) is held too.
    expect(JSON.stringify(upstream?.document)).toBe(
      JSON.stringify(
        passportOf(
          run.upstream.hash,
          {
            createdAt: '2026-01-14T14:12:01Z',
            skill: 'nfcore_rnaseq.prepare_genome.gunzip_fasta',
            step: 'NFCORE_RNASEQ:PREPARE_GENOME:GUNZIP_FASTA (genome_gfp.fasta.gz)',
            next: ['nfcore_rnaseq.prepare_genome.custom_getchromsizes'],
          },
          {
            inputs: [],
            outputs: [
              {
                type: 'fasta',
                path: run.upstream.output,
                sha256: sha256(input),
                size_bytes: input.length,
              },
            ],
            consumed: [],
          },
        ),
      ),
    );
    expect(task?.path).toBe(`${run.task.workDir}/${run.task.hash}.passport.json`);
    expect(JSON.stringify(task?.document)).toBe(
      JSON.stringify(
        passportOf(
          run.task.hash,
          {
            createdAt: '2026-01-14T14:14:33Z',
            skill: 'nfcore_rnaseq.prepare_genome.custom_getchromsizes',
            step: 'NFCORE_RNASEQ:PREPARE_GENOME:CUSTOM_GETCHROMSIZES (genome_gfp.fasta)',
            next: [],
          },
          {
            inputs: [{ type: 'fasta', path: run.upstream.output, sha256: sha256(input) }],
            outputs: [
              { type: 'yml', path: run.task.output, sha256: sha256(output), size_bytes: 100 },
            ],
            consumed: [passportIdOfTask(run.upstream.hash)],
          },
        ),
      ),
    );
  });

  it('names every problem of every task, in the order of the tasks and of each task', async () => {
    const run = await buildLineageRun(root);
    const fileOutput = (await readVendoredRecord('valid_file_output.json')).value;
    await run.put(`${run.task.hash}/leak`, {
      ...fileOutput,
      spec: { ...(fileOutput.spec as object), path: 'relative/x' },
    });
    await rm(path.join(root, run.upstream.output));
    const r = await importNextflowLineage({
      root,
      store: path.join(root, run.store),
      recordedRoot: run.recordedRoot,
    });
    const [first, second] = [run.task.hash, run.upstream.hash].sort();
    const problemsOf = (hash: string) =>
      hash === run.task.hash
        ? [
            `FileOutput lid://${run.task.hash}/leak: path "relative/x" is not an absolute local path; passport-gate reads files under the root only`,
          ]
        : [
            `FileOutput lid://${run.upstream.hash}/${path.posix.relative(run.upstream.workDir, run.upstream.output)}: ${run.upstream.output} is not there (the run's files must be in place to be hashed)`,
          ];
    expect(r.ok ? [] : r.problems).toEqual([...problemsOf(first!), ...problemsOf(second!)]);
  });

  it("records a failed task's exit status and stderr in errors[], and the audit fails it", async () => {
    const run = await buildLineageRun(root, {
      exitCode: 1,
      stderr: 'samtools: genome_gfp.fasta: truncated\n',
    });
    expect(runCli(importArgs(run)).code).toBe(0);
    const passport = JSON.parse(
      await readFile(path.join(root, run.task.workDir, `${run.task.hash}.passport.json`), 'utf8'),
    ) as { errors: { exit_code: number; stderr_excerpt: string }[] };
    expect(passport.errors[0]).toMatchObject({
      exit_code: 1,
      stderr_excerpt: 'samtools: genome_gfp.fasta: truncated\n',
    });
    const audit = runCli(['audit', '--root', root]);
    expect(audit.code).toBe(1);
  });

  it.each([
    ['invalid_missing_envelope.json', /lacks the envelope \{"version", "kind", "spec"\}/],
    ['invalid_wrong_kind.json', /has kind "NotARealKind", which is none of WorkflowRun, /],
    [
      'invalid_wrong_version.json',
      /has version "lineage\/v2"; passport-gate reads lineage\/v1beta1 records only/,
    ],
  ])(
    "refuses the schema's invalid record %s with a clear error, writing nothing",
    async (name, why) => {
      const run = await buildLineageRun(root);
      await run.put('0123abcd', (await readVendoredRecord(name)).text);
      const r = runCli(importArgs(run));
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`error: .lineage/0123abcd/.data.json: `);
      expect(r.stderr).toMatch(why);
      expect(r.stderr).toContain('import: nothing written');
      expect(r.stderr).not.toMatch(/\n\s+at /);
      expect(await passportFiles()).toEqual([]);
    },
  );

  it('refuses a record whose spec breaks the schema, naming the field', async () => {
    const run = await buildLineageRun(root);
    await run.put(`${run.task.hash}/extra.txt`, {
      version: 'lineage/v1beta1',
      kind: 'FileOutput',
      spec: { path: `${run.recordedRoot}/x`, size: 'large' },
    });
    const r = runCli(importArgs(run));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('/spec/size: must be integer');
  });

  it('refuses a record pointing outside the root, reading nothing there', async () => {
    const run = await buildLineageRun(root);
    const fileOutput = (await readVendoredRecord('valid_file_output.json')).value;
    for (const [i, p] of ['/etc/passwd', `${run.recordedRoot}/../../../etc/passwd`].entries()) {
      await run.put(`${run.task.hash}/leak${i}`, {
        ...fileOutput,
        spec: { ...(fileOutput.spec as object), path: p },
      });
    }
    const r = runCli(importArgs(run));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      `path "/etc/passwd" lies outside the root (${run.recordedRoot} where Nextflow ran; --recorded-root says where that was)`,
    );
    expect(r.stderr).toContain('is not an absolute local path');
    expect(await passportFiles()).toEqual([]);
  });

  it('refuses an output that leaves the root through a symbolic link', async () => {
    const run = await buildLineageRun(root);
    const outside = await mkdtemp(path.join(tmpdir(), 'pg-nf-outside-'));
    try {
      await writeFile(path.join(outside, 'secret'), 'x'.repeat(100));
      await rm(path.join(root, run.task.output));
      await symlink(path.join(outside, 'secret'), path.join(root, run.task.output));
      const r = await importNextflowLineage({
        root,
        store: path.join(root, run.store),
        recordedRoot: run.recordedRoot,
      });
      expect(r.ok).toBe(false);
      expect(r.ok ? [] : r.problems.join('\n')).toMatch(/symbolic link outside/);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('refuses an output changed since Nextflow recorded it (its size differs)', async () => {
    const run = await buildLineageRun(root);
    await writeFile(path.join(root, run.task.output), 'edited by hand\n');
    const r = await importNextflowLineage({
      root,
      store: path.join(root, run.store),
      recordedRoot: run.recordedRoot,
    });
    expect(r.ok ? [] : r.problems).toContainEqual(
      expect.stringMatching(
        /is 15 bytes, its lineage record says 100: the file changed after Nextflow recorded it/,
      ),
    );
  });

  it('refuses an input whose sha256 record disagrees with the file', async () => {
    const run = await buildLineageRun(root);
    // Same size, other bytes: only the sha256 the record holds can tell.
    const before = await readFile(path.join(root, run.upstream.output), 'utf8');
    await writeFile(path.join(root, run.upstream.output), before.replace('ATG', 'ATC'));
    const r = await importNextflowLineage({
      root,
      store: path.join(root, run.store),
      recordedRoot: run.recordedRoot,
    });
    expect(r.ok ? [] : r.problems.join('\n')).toMatch(
      /its lineage record says "[0-9a-f]{64}": the file changed/,
    );
  });

  it('refuses a task whose exit status is unknown (no .exitcode)', async () => {
    const run = await buildLineageRun(root);
    await rm(path.join(root, run.task.workDir, '.exitcode'));
    const r = await importNextflowLineage({
      root,
      store: path.join(root, run.store),
      recordedRoot: run.recordedRoot,
    });
    expect(r.ok ? [] : r.problems.join('\n')).toMatch(
      /exit status is not known: lineage v1beta1 records none/,
    );
  });

  it('refuses a store outside the root', async () => {
    const outside = await mkdtemp(path.join(tmpdir(), 'pg-nf-store-'));
    try {
      const r = await importNextflowLineage({ root, store: outside });
      expect(r.ok ? [] : r.problems.join('\n')).toMatch(/lies outside the root/);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('says what is wrong with its arguments (exit 2)', () => {
    expect(runCli(['import', '.lineage']).stderr).toMatch(
      /import needs --from FORMAT \(nextflow-lineage\)/,
    );
    expect(runCli(['import', '--from', 'cwl', '.lineage']).stderr).toMatch(
      /not a format import reads/,
    );
    expect(
      runCli(['import', '--from', 'nextflow-lineage', '.lineage', '--recorded-root', 'rel']).code,
    ).toBe(2);
  });
});

describe('names and ids from lineage records', () => {
  it('turns a process name into a skill slug', () => {
    expect(toSkillSlug('NFCORE_RNASEQ:PREPARE_GENOME:CUSTOM_GETCHROMSIZES')).toBe(
      'nfcore_rnaseq.prepare_genome.custom_getchromsizes',
    );
    expect(toSkillSlug('my proc!!')).toBe('my-proc');
  });
  it('gives each task a stable UUID v4-shaped passport id', () => {
    const id = passportIdOfTask('3cf7a0e35e88bf747ad1a3d4ec34ebc5');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(passportIdOfTask('3CF7A0E35E88BF747AD1A3D4EC34EBC5')).toBe(id);
    expect(passportIdOfTask('f2189a2c424c6ad40c8a334d4e90c93c')).not.toBe(id);
  });
});
