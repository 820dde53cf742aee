/**
 * Outputs a step does not make byte for byte (issue 38): declared by `run --nondeterministic
 * PATH` (recorded in recorded_by.nondeterministic) or by the config's
 * `reproduce.nondeterministic` globs, they are re-made but not compared, and counted apart.
 */
import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { audit } from '../../src/audit/pipeline.js';
import { runCli } from '../../src/cli.js';
import { DIST_CLI } from '../helpers/custody-repo.js';
import { captureIo } from '../helpers/cli-io.js';
import { commitAll, git } from '../helpers/diff-repo.js';
import { TempRepo } from '../helpers/repo.js';
import { runReproduce, runStep } from '../helpers/reproduce-repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-reproduce-nondet-');
});
afterEach(async () => {
  await repo.remove();
});

/** A step that writes a fixed summary and a file holding the time (never the same twice). */
const STAMPED_SCRIPT =
  "const fs=require('fs');fs.mkdirSync('results/stamped',{recursive:true});" +
  "fs.writeFileSync('results/stamped/summary.txt','3 lines\\n');" +
  "fs.writeFileSync('results/stamped/when.txt',String(process.hrtime.bigint())+'\\n');";

/** The stamped step recorded by `run` (with `extra` flags) and committed, with `config`. */
async function buildStamped(extra: readonly string[], config?: string) {
  git(repo.root, 'init', '-q');
  git(repo.root, 'config', 'user.email', 't@example.org');
  git(repo.root, 'config', 'user.name', 'T');
  await repo.write('scripts/stamped.js', STAMPED_SCRIPT);
  if (config !== undefined) await repo.write('.passport-gate.yml', config);
  await runStep(repo, [
    'results/stamped',
    '--skill',
    'stamped',
    '--skill-version',
    '1.0.0',
    '--code',
    'scripts/stamped.js',
    // The step reads no file: it records the line count it is set to write, so its passport
    // vouches (one naming only its code is passport-vouches-nothing).
    '--param',
    'lines=3',
    ...extra,
    '--',
    process.execPath,
    'scripts/stamped.js',
  ]);
  commitAll(repo.root, 'stamped step');
}

describe('non-deterministic outputs', () => {
  it('without a declaration the time-stamped output differs (exit 1)', async () => {
    await buildStamped([]);
    const result = await runReproduce(repo);
    expect(result.exitCode).toBe(1);
    expect(result.findings.map((f) => f.message)).toEqual([
      expect.stringContaining('wrote "results/stamped/when.txt" with sha256'),
    ]);
  });

  it('run --nondeterministic records the output; reproduce re-makes it, compares the rest (exit 0)', async () => {
    await buildStamped(['--nondeterministic', 'results/stamped/when.txt']);
    const recorded = JSON.parse(
      (await repo.read('results/stamped/stamped.passport.json')).toString('utf8'),
    ) as { recorded_by: { nondeterministic?: unknown } };
    expect(recorded.recorded_by.nondeterministic).toEqual(['results/stamped/when.txt']);
    const result = await runReproduce(repo);
    expect(result.findings).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(result.steps).toMatchObject([
      { status: 'reproduced', compared: 1, notCompared: ['results/stamped/when.txt'] },
    ]);
    const io = captureIo(repo.root, { PATH: process.env.PATH ?? '' });
    expect(await runCli(['reproduce'], io)).toBe(0);
    expect(io.out()).toContain(
      '  reproduced  results/stamped/stamped.passport.json (1 output compared, 1 non-deterministic, re-made but not compared)\n',
    );
    expect(io.out()).toContain(
      '1 of 1 step(s) reproduced byte for byte; 1 output compared, 1 non-deterministic not compared\n',
    );
  });

  it('the config glob reproduce.nondeterministic does the same for every step', async () => {
    await buildStamped([], 'reproduce:\n  nondeterministic: ["results/**/when.txt"]\n');
    const result = await runReproduce(repo);
    expect(result.exitCode).toBe(0);
    expect(result.steps).toMatchObject([
      { compared: 1, notCompared: ['results/stamped/when.txt'] },
    ]);
  });

  it('a non-deterministic output is still re-made: one the step no longer writes differs', async () => {
    await buildStamped(['--nondeterministic', 'results/stamped/when.txt']);
    // The committed script no longer writes when.txt (its committed copy is deleted first).
    await repo.write(
      'scripts/stamped.js',
      STAMPED_SCRIPT.slice(
        0,
        STAMPED_SCRIPT.indexOf("fs.writeFileSync('results/stamped/when.txt'"),
      ),
    );
    commitAll(repo.root, 'step that drops an output');
    const result = await runReproduce(repo);
    expect(result.exitCode).toBe(1);
    expect(result.findings.map((f) => [f.rule, f.message])).toEqual([
      [
        'reproduce-differs',
        expect.stringContaining(
          'did not write "results/stamped/when.txt" (declared non-deterministic',
        ),
      ],
    ]);
  });

  it('run refuses --nondeterministic outside the output directory before running (exit 2)', async () => {
    git(repo.root, 'init', '-q');
    await repo.write('scripts/stamped.js', STAMPED_SCRIPT);
    const io = captureIo(repo.root, { PATH: process.env.PATH ?? '' });
    const code = await runCli(
      [
        'run',
        'results/stamped',
        '--skill',
        'stamped',
        '--skill-version',
        '1.0.0',
        '--nondeterministic',
        'data/when.txt',
        '--',
        process.execPath,
        'scripts/stamped.js',
      ],
      io,
    );
    expect(code).toBe(2);
    expect(io.err()).toMatch(/--nondeterministic "data\/when.txt" is not in the output directory/);
    await expect(repo.read('results/stamped/summary.txt')).rejects.toThrow();
  });

  it('the config key is schema-checked', async () => {
    git(repo.root, 'init', '-q');
    await repo.write('.passport-gate.yml', 'reproduce:\n  nondeterministic: "when.txt"\n');
    const io = captureIo(repo.root, { PATH: process.env.PATH ?? '' });
    expect(await runCli(['reproduce'], io)).toBe(2);
    expect(io.err()).toMatch(/\/reproduce\/nondeterministic must be array/);
  });
});

describe('in changed mode the exemption is read at the base', () => {
  /** The stamped step run again with `extra` flags (its script's comment changed), committed. */
  async function changeStamped(extra: readonly string[], config?: string) {
    await repo.write('scripts/stamped.js', `/* again */${STAMPED_SCRIPT}`);
    if (config !== undefined) await repo.write('.passport-gate.yml', config);
    await runStep(repo, [
      'results/stamped',
      '--skill',
      'stamped',
      '--skill-version',
      '1.0.0',
      '--code',
      'scripts/stamped.js',
      '--param',
      'lines=3',
      ...extra,
      '--',
      process.execPath,
      'scripts/stamped.js',
    ]);
    commitAll(repo.root, 'stamped step again');
  }

  it('a declaration new in the change is compared anyway: it differs, and the finding says the exemption is not yet trusted (exit 1)', async () => {
    await buildStamped([]);
    await changeStamped(['--nondeterministic', 'results/stamped/when.txt']);
    const result = await runReproduce(repo, ['--base', 'HEAD~1']);
    expect(result.exitCode).toBe(1);
    expect(result.findings.map((f) => [f.rule, f.path])).toEqual([
      ['reproduce-differs', 'results/stamped/stamped.passport.json'],
    ]);
    expect(result.findings[0]?.message).toMatch(
      /wrote "results\/stamped\/when.txt" with sha256 [0-9a-f]{64}, the record says [0-9a-f]{64}.*declared non-deterministic by this change's record, which the base's record of the step does not declare: an exemption new in the change is not yet trusted/,
    );
    expect(result.steps).toMatchObject([{ status: 'differs', compared: 2, notCompared: [] }]);
    // Without a base (a local run of the commit) the record's declaration is honoured.
    expect((await runReproduce(repo)).exitCode).toBe(0);
  });

  it("a declaration the base's record of the step already holds is honoured (exit 0)", async () => {
    await buildStamped(['--nondeterministic', 'results/stamped/when.txt']);
    await changeStamped(['--nondeterministic', 'results/stamped/when.txt']);
    const result = await runReproduce(repo, ['--base', 'HEAD~1']);
    expect(result.findings).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(result.steps).toMatchObject([
      { status: 'reproduced', compared: 1, notCompared: ['results/stamped/when.txt'] },
    ]);
  });

  it('a config glob in force covers a declaration new in the change (exit 0)', async () => {
    await buildStamped([], 'reproduce:\n  nondeterministic: ["results/**/when.txt"]\n');
    await changeStamped(['--nondeterministic', 'results/stamped/when.txt']);
    const result = await runReproduce(repo, ['--base', 'HEAD~1']);
    expect(result.exitCode).toBe(0);
    expect(result.steps).toMatchObject([
      { status: 'reproduced', compared: 1, notCompared: ['results/stamped/when.txt'] },
    ]);
  });

  it("a config glob the change itself adds is not in force with --base: the base's config is (exit 1)", async () => {
    await buildStamped([]);
    // The pull request's own config exempts its output; the base's config has no glob.
    await changeStamped([], 'reproduce:\n  nondeterministic: ["results/**/when.txt"]\n');
    const result = await runReproduce(repo, ['--base', 'HEAD~1']);
    expect(result.exitCode).toBe(1);
    expect(result.findings.map((f) => [f.rule, f.path])).toEqual([
      ['reproduce-differs', 'results/stamped/stamped.passport.json'],
    ]);
    expect(result.steps).toMatchObject([{ status: 'differs', notCompared: [] }]);
  });
});

describe('the printed re-run keeps the declaration', () => {
  let bin: string;
  beforeEach(async () => {
    bin = await mkdtemp(path.join(tmpdir(), 'pg-nondet-bin-'));
    await writeFile(
      path.join(bin, 'passport-gate'),
      `#!/bin/sh\nexec "${process.execPath}" "${DIST_CLI}" "$@"\n`,
    );
    await chmod(path.join(bin, 'passport-gate'), 0o755);
  });
  afterEach(async () => {
    await rm(bin, { recursive: true, force: true });
  });

  it('artifact-hash-mismatch prints run --nondeterministic; run as printed, reproduce passes', async () => {
    await buildStamped(['--nondeterministic', 'results/stamped/when.txt']);
    await repo.write('results/stamped/summary.txt', '999 lines\n'); // a hand edit
    const [finding] = (await audit({ root: repo.root })).findings.filter(
      (f) => f.severity === 'error',
    );
    const rerun =
      /run the step again as recorded: (passport-gate run .*? -- .*?) \(or the workflow/.exec(
        finding?.message ?? '',
      )?.[1];
    expect(rerun).toContain('--nondeterministic results/stamped/when.txt');
    const ran = spawnSync('sh', ['-c', rerun as string], {
      cwd: repo.root,
      encoding: 'utf8',
      env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` },
    });
    expect(ran.status, ran.stderr).toBe(0);
    const recorded = JSON.parse(
      (await repo.read('results/stamped/stamped.passport.json')).toString('utf8'),
    ) as { recorded_by: { nondeterministic?: unknown } };
    expect(recorded.recorded_by.nondeterministic).toEqual(['results/stamped/when.txt']);
    commitAll(repo.root, 'the step run again');
    expect((await runReproduce(repo)).exitCode).toBe(0);
  });
});
