/**
 * Snakemake's per-sample pattern through `passport-gate run --output` (issue 37, item 4): three
 * jobs of one rule write `results/reads/{sample}.fq` into one directory under `--cores 2`,
 * each recorded by a passport of its own that lists only its job's file; a rule after them
 * reads the directory's files. The whole run audits clean through the committed CLI (the
 * directory's passports list every file between them), and a hand edit of one sample fails
 * the gate until its job is run again (`snakemake --forcerun`).
 *
 * Needs the Debian package snakemake (`npm run test:python`; .ci/run installs it).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const exec = promisify(execFile);
const PROJECT = path.resolve(import.meta.dirname, '..', '..');
const CLI = path.join(PROJECT, 'dist', 'cli.js');
const SNAKEMAKE = process.env.SNAKEMAKE ?? 'snakemake';
const SAMPLES = ['s1', 's2', 's3'];

let work: string;
const env = { ...process.env, CI: 'true' };

async function run(file: string, args: string[]) {
  try {
    const { stdout, stderr } = await exec(file, args, { cwd: work, env, maxBuffer: 64 << 20 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return {
      code: typeof e.code === 'number' ? e.code : -1,
      stdout: e.stdout ?? '',
      stderr: e.stderr ?? '',
    };
  }
}

/** The Snakefile: a per-sample rule and a rule reading all its files, each step through run. */
function snakefile(): string {
  const pg = `${process.execPath} ${CLI}`;
  return [
    `SAMPLES = ${JSON.stringify(SAMPLES)}`,
    '',
    'rule all:',
    '    input: "results/summary/counts.txt"',
    '',
    'rule simulate:',
    '    output: "results/reads/{sample}.fq"',
    '    shell:',
    `        "${pg} run --output {output} --root . --run-id simulate-{wildcards.sample}"`,
    '        " --skill simulate-reads --skill-version 1.0.0 --code scripts/simulate.py --next-skill read-summary"',
    '        " --param sample={wildcards.sample}"',
    '        " -- python3 scripts/simulate.py {output} {wildcards.sample}"',
    '',
    'rule summary:',
    '    input: expand("results/reads/{sample}.fq", sample=SAMPLES)',
    '    output: "results/summary/counts.txt"',
    '    shell:',
    `        "${pg} run {output} --root . --skill read-summary --skill-version 1.0.0"`,
    '        " --input {input} --code scripts/summary.py"',
    '        " -- python3 scripts/summary.py {output} {input}"',
    '',
  ].join('\n');
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'pg-snakemake-samples-'));
  await writeFile(path.join(work, 'Snakefile'), snakefile());
  await run('mkdir', ['-p', 'scripts']);
  // Each job takes a moment, so jobs of the rule overlap under --cores 2.
  await writeFile(
    path.join(work, 'scripts', 'simulate.py'),
    'import sys, time\nout, sample = sys.argv[1], sys.argv[2]\n' +
      'with open(out, "w") as f:\n    f.write("@" + sample + "\\n")\n    f.flush()\n    time.sleep(0.5)\n    f.write("ACGT\\n+\\nIIII\\n")\n',
  );
  await writeFile(
    path.join(work, 'scripts', 'summary.py'),
    'import sys\nout = sys.argv[1]\nwith open(out, "w") as f:\n' +
      '    for p in sys.argv[2:]:\n        f.write(p + "\\t" + str(len(open(p).read())) + "\\n")\n',
  );
  await run('git', ['init', '-q']);
  await writeFile(path.join(work, '.gitignore'), '.snakemake/\n');
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const audit = async () => {
  const r = await run(process.execPath, [CLI, 'audit', '--all', '--format', 'json']);
  return {
    code: r.code,
    findings: (JSON.parse(r.stdout) as { findings: { rule: string; path: string }[] }).findings,
  };
};

describe('per-sample jobs of one rule in one directory, run by Snakemake at --cores 2', () => {
  it('each job records only its own file, and the pipeline audits clean', async () => {
    const r = await run(SNAKEMAKE, ['--cores', '2']);
    expect(r.code, r.stderr).toBe(0);
    for (const s of SAMPLES) {
      const p = JSON.parse(
        await readFile(path.join(work, 'results', 'reads', `simulate-${s}.passport.json`), 'utf8'),
      ) as { outputs: { path: string }[]; recorded_by: { outputs: string } };
      expect(p.outputs.map((o) => o.path)).toEqual([`results/reads/${s}.fq`]);
      expect(p.recorded_by.outputs).toBe('declared');
    }
    const summary = JSON.parse(
      await readFile(path.join(work, 'results', 'summary', 'read-summary.passport.json'), 'utf8'),
    ) as { outputs: { path: string }[]; consumed_passports: string[] };
    expect(summary.outputs.map((o) => o.path)).toEqual(['results/summary/counts.txt']);
    expect(summary.consumed_passports).toHaveLength(3);
    const { code, findings } = await audit();
    expect(findings).toEqual([]);
    expect(code).toBe(0);
  });

  it('a hand edit of one sample fails the gate, and snakemake --forcerun of its job clears it', async () => {
    await writeFile(path.join(work, 'results', 'reads', 's2.fq'), '@edited\n');
    const red = await audit();
    expect(red.code).toBe(1);
    expect(red.findings.map((f) => f.rule)).toContain('artifact-hash-mismatch');
    // stamp, the old fix, is refused for the run record
    const stamp = await run(process.execPath, [
      CLI,
      'stamp',
      'results/reads',
      '--run-id',
      'simulate-s2',
    ]);
    expect(stamp.code).toBe(2);
    const again = await run(SNAKEMAKE, ['--cores', '2', '--forcerun', 'results/reads/s2.fq']);
    expect(again.code, again.stderr).toBe(0);
    const { code, findings } = await audit();
    expect(findings).toEqual([]);
    expect(code).toBe(0);
  });
});
