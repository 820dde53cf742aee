/**
 * The engine's record as a second witness (issue 40 part 2), through real Snakemake (Debian's
 * snakemake 7.21): the example pipeline (examples/snakemake/) run by Snakemake, its rules
 * calling `passport-gate run`, audits clean with its passports compared with
 * `.snakemake/metadata` (auto-detected, and with --engine snakemake); an agent-written passport
 * that claims more than the rule did (an input the rule was not given, a parameter it was not
 * passed) is caught by the engine's record alone; a step re-made outside the engine is
 * caught by the times; the Python repr the parameters are compared under is Python's own.
 *
 * Not part of `npm test` (it needs the Debian package snakemake); `npm run test:python` runs
 * it. Where snakemake is missing the run fails, never skips.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pythonRepr } from '../../src/rules/families/engine-records.js';

const exec = promisify(execFile);
const PROJECT = path.resolve(import.meta.dirname, '..', '..');
const CLI = path.join(PROJECT, 'dist', 'cli.js');
const SNAKEMAKE = process.env.SNAKEMAKE ?? 'snakemake';
const COUNTS = 'results/counts/kmer-count.passport.json';

let work: string;
const env = {
  ...process.env,
  PASSPORT_GATE: `${process.execPath} ${CLI}`,
  CI: 'true',
};

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

async function run(file: string, args: string[]): Promise<Ran> {
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

type Finding = { rule: string; severity: string; path: string; message: string };
const audit = async (...args: string[]) => {
  const r = await run(process.execPath, [CLI, 'audit', '--all', '--format', 'json', ...args]);
  if (r.code === 2 || !r.stdout.trim()) throw new Error(`audit exited ${r.code}: ${r.stderr}`);
  return { code: r.code, findings: (JSON.parse(r.stdout) as { findings: Finding[] }).findings };
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = Record<string, any>;
const readCounts = async () => JSON.parse(await readFile(path.join(work, COUNTS), 'utf8')) as Doc;
const writeCounts = (p: Doc) =>
  writeFile(path.join(work, COUNTS), `${JSON.stringify(p, null, 2)}\n`);

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'pg-snakemake-engine-'));
  await cp(path.join(PROJECT, 'examples', 'snakemake'), work, { recursive: true });
  expect((await run('git', ['init', '-q'])).code).toBe(0);
  const r = await run(SNAKEMAKE, ['--cores', '1', '--keep-incomplete', '--rerun-incomplete']);
  expect(r.code, r.stderr).toBe(0);
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe("the Snakemake example against Snakemake's own record", () => {
  let honest: Doc;

  it('the honest pipeline passes, its passports compared with the engine’s record', async () => {
    honest = await readCounts();
    expect(await audit()).toEqual({ code: 0, findings: [] });
    // the record is there to compare with: --engine snakemake finds it
    expect(await audit('--engine', 'snakemake')).toEqual({ code: 0, findings: [] });
  });

  it('an agent-written passport claiming an input the rule was not given fails on the engine’s record', async () => {
    // the agent says counting read one sample's simulated reads too, and cites their passport
    const reads = await readFile(path.join(work, 'results', 'reads', 's1.fq.gz'));
    const simulate = JSON.parse(
      await readFile(path.join(work, 'results', 'reads', 'simulate-s1.passport.json'), 'utf8'),
    ) as Doc;
    const claimed = structuredClone(honest);
    claimed.inputs.push({
      type: 'fq',
      path: 'results/reads/s1.fq.gz',
      sha256: createHash('sha256').update(reads).digest('hex'),
    });
    claimed.consumed_passports.push(simulate.passport_id);
    await writeCounts(claimed);
    const { code, findings } = await audit();
    expect(code).toBe(1);
    // (a notice says the producer did not name this skill as its next: a hint, not an error)
    expect(findings.filter((f) => f.severity !== 'notice')).toEqual([
      expect.objectContaining({
        rule: 'engine-input-disagrees',
        severity: 'error',
        path: COUNTS,
        message: expect.stringMatching(
          /records input "results\/reads\/s1\.fq\.gz", which the engine did not give the step: Snakemake's record of "results\/counts" \(rule "count", "\.snakemake\/metadata\/cmVzdWx0cy9jb3VudHM="\) lists inputs "results\/qc"/,
        ) as unknown,
      }),
    ]);
    // the passport is consistent with itself: only the engine's record tells
    const alone = await audit('--engine', 'none');
    expect(alone.code).toBe(0);
    expect(alone.findings.map((f) => f.rule)).toEqual(['chain-next-skill']);
  });

  it('a parameter the rule was not passed fails on the engine’s record', async () => {
    await writeCounts({ ...structuredClone(honest), parameters: { k: 5 } });
    const { code, findings } = await audit();
    expect(code).toBe(1);
    expect(findings.map((f) => [f.rule, f.path])).toEqual([['engine-parameter-disagrees', COUNTS]]);
    expect(findings[0]?.message).toMatch(/parameter "k" = "5".*has params "'kmer-count', 3"/);
    await writeCounts(honest);
    expect(await audit()).toEqual({ code: 0, findings: [] });
  });

  it('a step made again outside the engine fails on the times', async () => {
    // the count rule's own command, run by hand a little later than Snakemake ran it
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const r = await run('sh', [
      '-c',
      `$PASSPORT_GATE run results/counts --root . --skill kmer-count --skill-version 1.0.0 --input results/qc --code scripts/count.py --next-skill summary-report --param k=3 -- python3 scripts/count.py results/qc results/counts 3`,
    ]);
    expect(r.code, r.stderr).toBe(0);
    const { code, findings } = await audit();
    expect(code).toBe(1);
    expect(findings.map((f) => [f.rule, f.path])).toEqual([['engine-time-disagrees', COUNTS]]);
    expect(findings[0]?.message).toMatch(
      /run started at .*, after Snakemake's record of "results\/counts"/,
    );
    // Snakemake's own re-run makes the two witnesses agree again
    const again = await run(SNAKEMAKE, ['--cores', '1', '--forcerun', 'count']);
    expect(again.code, again.stderr).toBe(0);
    expect(await audit()).toEqual({ code: 0, findings: [] });
  });

  it('parameters are compared under Python’s own repr', async () => {
    const values: unknown[] = [
      20,
      0.1,
      1e-5,
      1e16,
      'x',
      "it's",
      'say "hi"',
      'a\\b\n',
      true,
      null,
      [1, 'a'],
      { k: 'v' },
    ];
    const r = await run('python3', [
      '-c',
      'import json,sys; print(json.dumps([repr(v) for v in json.loads(sys.argv[1])]))',
      JSON.stringify(values),
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(values.map(pythonRepr)).toEqual(JSON.parse(r.stdout));
  });
});
