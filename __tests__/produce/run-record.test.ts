/**
 * What `run` records and when it checks (issue 37): every flag and path is checked before the
 * step starts, the inputs and code are held to the bytes they had when it started, the record
 * says how the step ran (recorded_by), `--output` records only the job's own files, and no
 * printed fix turns a hand-edited output green: stamp refuses to re-record a run record's
 * changed outputs, and the fix the audit prints (run as printed, through the committed CLI)
 * restores the truth.
 */
import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { audit } from '../../src/audit/pipeline.js';
import { runCli } from '../../src/cli.js';
import { DIST_CLI } from '../helpers/custody-repo.js';
import { commitAll, git } from '../helpers/diff-repo.js';
import { captureIo } from '../helpers/cli-io.js';
import { PASSPORT_FIELD_HELP, PASSPORT_FIELD_OPTIONS } from '../../src/cli/passport-flags.js';
import { sha256, TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-run-record-');
  await repo.write('data/reads.fq', '@r1\nACGT\n+\nIIII\n');
  // The step: counts the input's characters into results/qc/summary.txt.
  await repo.write(
    'scripts/qc.js',
    "const fs=require('fs');fs.mkdirSync('results/qc',{recursive:true});" +
      "fs.writeFileSync('results/qc/summary.txt',fs.readFileSync('data/reads.fq','utf8').length+'\\n');",
  );
});
afterEach(async () => {
  await repo.remove();
});

/** `run` in-process at `cwd` (default the root). */
async function run(args: readonly string[], cwd = repo.root) {
  const io = captureIo(cwd);
  const code = await runCli(['run', ...args], io);
  return { code, err: io.err() };
}

/** The usual flags of the qc step, its command last. */
const qcRun = (extra: readonly string[] = [], command = [process.execPath, 'scripts/qc.js']) => [
  'results/qc',
  '--skill',
  'fastqc',
  '--skill-version',
  '0.12.1',
  '--input',
  'data/reads.fq',
  '--source',
  'data/reads.fq=ERR123456',
  '--code',
  'scripts/qc.js',
  ...extra,
  '--',
  ...command,
];

const readJson = async (rel: string) =>
  JSON.parse((await repo.read(rel)).toString('utf8')) as Record<string, unknown> & {
    outputs: { path: string; sha256: string }[];
    inputs: { path: string; type?: string }[];
    recorded_by?: Record<string, unknown>;
  };

const errorsOf = async () =>
  (await audit({ root: repo.root })).findings.filter((f) => f.severity === 'error');

const exists = (rel: string) =>
  stat(repo.abs(rel)).then(
    () => true,
    () => false,
  );

/** A command that leaves a marker when it runs (so a test can say it never ran). */
const marking = [process.execPath, '-e', "require('fs').writeFileSync('ran.marker','x')"];

describe('run checks every flag before the step starts (nothing runs on a mistake)', () => {
  it('a free-text --source: exit 2, the step never ran', async () => {
    const r = await run([
      'results/qc',
      '--skill',
      'qc',
      '--skill-version',
      '1',
      '--input',
      'data/reads.fq',
      '--source',
      'data/reads.fq=from the sequencing core',
      '--',
      ...marking,
    ]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/nothing was run/);
    expect(await exists('ran.marker')).toBe(false);
  });

  it('an input outside the root under no external-inputs location: exit 2, not run', async () => {
    const outside = await mkdtemp(path.join(tmpdir(), 'pg-outside-'));
    await writeFile(path.join(outside, 'ref.fa'), '>chr1\nACGT\n');
    try {
      const r = await run([
        'results/qc',
        '--skill',
        'qc',
        '--skill-version',
        '1',
        '--input',
        path.join(outside, 'ref.fa'),
        '--',
        ...marking,
      ]);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/external-inputs/);
      expect(await exists('ran.marker')).toBe(false);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('a missing input, a bad run id and a --source for no input: all named at once, not run', async () => {
    const r = await run([
      'results/qc',
      '--skill',
      'qc',
      '--skill-version',
      '1',
      '--run-id',
      'bad/id',
      '--input',
      'data/nope.fq',
      '--source',
      'data/reads.fq=ERR123456',
      '--',
      ...marking,
    ]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/data\/nope\.fq.*does not exist/);
    expect(r.err).toMatch(/--run-id/);
    expect(r.err).toMatch(/not an input of the step/);
    expect(await exists('ran.marker')).toBe(false);
  });
});

describe('run holds inputs and code to the bytes they had when the step started', () => {
  it('a step that rewrites its input: exit 2, no record', async () => {
    const r = await run(
      qcRun(
        [],
        [
          process.execPath,
          '-e',
          "const fs=require('fs');fs.appendFileSync('data/reads.fq','@r2\\n');fs.mkdirSync('results/qc',{recursive:true});fs.writeFileSync('results/qc/summary.txt','1\\n');",
        ],
      ),
    );
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/nothing was recorded.*\n.*data\/reads\.fq/);
    expect(await exists('results/qc/fastqc.passport.json')).toBe(false);
  });

  it('a step that swaps its own --code script: exit 2, no record', async () => {
    const r = await run(
      qcRun(
        [],
        [
          process.execPath,
          '-e',
          "const fs=require('fs');fs.mkdirSync('results/qc',{recursive:true});fs.writeFileSync('results/qc/summary.txt','1\\n');fs.writeFileSync('scripts/qc.js','// swapped\\n');",
        ],
      ),
    );
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/scripts\/qc\.js/);
    expect(await exists('results/qc/fastqc.passport.json')).toBe(false);
  });
});

describe('the run record (recorded_by)', () => {
  it('records argv, the working directory relative to the root, exit code, times and version', async () => {
    // run from a subdirectory: paths are the working directory's, the record the root's
    await repo.write('scripts/sub.js', "require('fs').writeFileSync('../results/qc/x.txt','x')");
    await repo.write('results/qc/.keep', '');
    await rm(repo.abs('results/qc/.keep'));
    const r = await run(
      [
        '../results/qc',
        '--root',
        '..',
        '--skill',
        'qc',
        '--skill-version',
        '1',
        '--code',
        'sub.js',
        '--',
        process.execPath,
        'sub.js',
      ],
      repo.abs('scripts'),
    );
    expect(r.code, r.err).toBe(0);
    const p = await readJson('results/qc/qc.passport.json');
    expect(p.recorded_by).toMatchObject({
      tool: 'passport-gate',
      method: 'run',
      command: [process.execPath, 'sub.js'],
      working_directory: 'scripts',
      exit_code: 0,
      outputs: 'directory',
    });
    expect(typeof p.recorded_by?.version).toBe('string');
    expect(Date.parse(p.recorded_by?.started_at as string)).toBeLessThanOrEqual(
      Date.parse(p.recorded_by?.ended_at as string),
    );
    expect(p.inputs).toEqual([expect.objectContaining({ path: 'scripts/sub.js', type: 'code' })]);
  });

  it('stamp writes a hand record; adding a decision to a run record keeps it a run record', async () => {
    expect((await run(qcRun())).code).toBe(0);
    const io = captureIo(repo.root);
    expect(
      await runCli(
        ['stamp', 'results/qc', '--decision', 'step=qc,choice=fastqc,rationale=standard'],
        io,
      ),
    ).toBe(0);
    expect((await readJson('results/qc/fastqc.passport.json')).recorded_by?.method).toBe('run');
    await repo.write('results/other/a.txt', 'a');
    const hand = captureIo(repo.root);
    expect(
      await runCli(
        [
          'stamp',
          'results/other',
          '--skill',
          'other',
          '--skill-version',
          '1',
          '--input',
          'data/reads.fq',
        ],
        hand,
      ),
    ).toBe(0);
    expect((await readJson('results/other/other.passport.json')).recorded_by).toMatchObject({
      tool: 'passport-gate',
      method: 'stamp',
    });
  });

  it('a re-stamp of a run record warns of no --code input: the audit exempts the step’s own program', async () => {
    expect((await run(qcRun())).code).toBe(0);
    const io = captureIo(repo.root);
    const args = ['stamp', 'results/qc', '--decision', 'step=qc,choice=fastqc,rationale=standard'];
    expect(await runCli(args, io)).toBe(0);
    expect(io.out()).not.toMatch(/scripts\/qc\.js.*input-unprovenanced/);
    expect(io.out()).not.toContain('warning');
    expect(await errorsOf()).toEqual([]);
    // a data input without a source is still warned about, as the audit fails it
    await repo.write('results/other/a.txt', 'a');
    const hand = captureIo(repo.root);
    const handArgs = ['stamp', 'results/other', '--skill', 'other', '--skill-version', '1'];
    expect(await runCli([...handArgs, '--input', 'scripts/qc.js'], hand)).toBe(0);
    expect(hand.out()).toMatch(/warning: .*scripts\/qc\.js.*input-unprovenanced/);
    expect((await errorsOf()).map((f) => f.rule)).toEqual(['input-unprovenanced']);
  });
});

describe('run --output: jobs of one rule, one directory, a passport each', () => {
  /** A job writing results/reads/<sample>.fq, recorded as its own passport. */
  const job = (sample: string) =>
    run([
      '--output',
      `results/reads/${sample}.fq`,
      '--run-id',
      `simulate-${sample}`,
      '--skill',
      'simulate',
      '--skill-version',
      '1',
      // What the generator is given (a passport recording nothing vouches for nothing).
      '--param',
      `sample=${sample}`,
      '--',
      process.execPath,
      '-e',
      `require('fs').mkdirSync('results/reads',{recursive:true});require('fs').writeFileSync('results/reads/${sample}.fq','@${sample}\\n')`,
    ]);

  it('each passport lists only its own file, a sibling’s half-written file included nowhere; the directory audits clean', async () => {
    expect((await job('a')).code).toBe(0);
    // another job of the rule is half way: its file is there, its passport not yet
    await repo.write('results/reads/b.fq', '@b partial');
    expect((await job('c')).code).toBe(0);
    const c = await readJson('results/reads/simulate-c.passport.json');
    expect(c.outputs.map((o) => o.path)).toEqual(['results/reads/c.fq']);
    expect(c.recorded_by?.outputs).toBe('declared');
    expect((await job('b')).code).toBe(0);
    const a = await readJson('results/reads/simulate-a.passport.json');
    expect(a.outputs.map((o) => o.path)).toEqual(['results/reads/a.fq']);
    expect(await errorsOf()).toEqual([]);
    // a hand refresh of a declared-outputs passport keeps to its own file
    const io = captureIo(repo.root);
    expect(await runCli(['stamp', 'results/reads', '--run-id', 'simulate-a'], io)).toBe(0);
    expect(
      (await readJson('results/reads/simulate-a.passport.json')).outputs.map((o) => o.path),
    ).toEqual(['results/reads/a.fq']);
  });

  it('run {output} with an ordinary file output records the file in its directory', async () => {
    const r = await run([
      'results/stats/summary.csv',
      '--skill',
      'stats',
      '--skill-version',
      '1',
      '--',
      process.execPath,
      '-e',
      "require('fs').mkdirSync('results/stats',{recursive:true});require('fs').writeFileSync('results/stats/summary.csv','n\\n1\\n')",
    ]);
    expect(r.code, r.err).toBe(0);
    const p = await readJson('results/stats/stats.passport.json');
    expect(p.outputs).toEqual([
      expect.objectContaining({ path: 'results/stats/summary.csv', sha256: sha256('n\n1\n') }),
    ]);
  });
});

describe('no printed fix launders a hand-edited output of a run record', () => {
  let bin: string;
  beforeEach(async () => {
    bin = await mkdtemp(path.join(tmpdir(), 'pg-run-record-bin-'));
    await writeFile(
      path.join(bin, 'passport-gate'),
      `#!/bin/sh\nexec "${process.execPath}" "${DIST_CLI}" "$@"\n`,
    );
    await chmod(path.join(bin, 'passport-gate'), 0o755);
  });
  afterEach(async () => {
    await rm(bin, { recursive: true, force: true });
  });
  const sh = (command: string) =>
    spawnSync('sh', ['-c', command], {
      cwd: repo.root,
      encoding: 'utf8',
      env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` },
    });

  it('stamp refuses; the printed re-run and the printed restore each leave the gate green only with the true bytes', async () => {
    git(repo.root, 'init', '-q', '-b', 'main');
    expect((await run(qcRun(['--param', 'min_quality=20']))).code).toBe(0);
    commitAll(repo.root, 'qc');
    const truth = (await repo.read('results/qc/summary.txt')).toString();
    await repo.write('results/qc/summary.txt', '999\n'); // a hand edit
    const [finding] = await errorsOf();
    expect(finding?.rule).toBe('artifact-hash-mismatch');
    expect(finding?.message).not.toMatch(/re-stamp\b(?! alone)/);

    // the old fix, a bare re-stamp: refused, and the gate stays red
    const stamped = sh('passport-gate stamp results/qc');
    expect(stamped.status).toBe(2);
    expect(stamped.stderr).toMatch(/refusing to re-stamp .*passport-gate run/s);
    expect((await errorsOf()).map((f) => f.rule)).toEqual(['artifact-hash-mismatch']);

    // the printed re-run, as printed: the step makes its bytes again, and the gate passes
    const rerun =
      /run the step again as recorded: (passport-gate run .*? -- .*?) \(or the workflow/.exec(
        finding?.message ?? '',
      )?.[1];
    expect(rerun).toBeDefined();
    const ran = sh(rerun as string);
    expect(ran.status, ran.stderr).toBe(0);
    expect((await repo.read('results/qc/summary.txt')).toString()).toBe(truth);
    expect(await errorsOf()).toEqual([]);
    const p = await readJson('results/qc/fastqc.passport.json');
    expect(p.parameters).toEqual({ min_quality: 20 });
    expect(p.recorded_by?.method).toBe('run');

    // the printed restore, as printed
    await repo.write('results/qc/summary.txt', '999\n');
    const restore = /restore the file \((git checkout -- [^)]+)\)/.exec(
      (await errorsOf())[0]?.message ?? '',
    )?.[1];
    expect(sh(restore as string).status).toBe(0);
    expect(await errorsOf()).toEqual([]);
  });

  it('passport-missing: its printed command, run as printed, writes nothing and the gate stays red', async () => {
    expect((await run(qcRun())).code).toBe(0);
    await repo.write('results/cohort/summary.txt', 'The cohort looks fine.\n');
    const [missing] = await errorsOf();
    expect(missing?.rule).toBe('passport-missing');
    const printed = /`(passport-gate run [^`]+)`/.exec(missing?.message ?? '')?.[1];
    expect(printed).toMatch(/--input/);
    const r = sh(printed as string);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/nothing was run/);
    expect(await exists('results/cohort/cohort.passport.json')).toBe(false);
    expect((await errorsOf()).map((f) => f.rule)).toEqual(['passport-missing']);
  });

  it('passport-missing: its printed command filled in without what the step read, and its stamp alternative, leave the gate red (passport-vouches-nothing)', async () => {
    expect((await run(qcRun())).code).toBe(0);
    // An agent's verdict, written by a step that read nothing.
    await repo.write('results/cohort/summary.txt', 'The cohort looks fine.\n');
    const [missing] = await errorsOf();
    const printed = /`(passport-gate run [^`]+)`/.exec(missing?.message ?? '')?.[1] ?? '';
    // Filled in as printed, but with nothing to name for --input and --code: both dropped.
    const filled = printed
      .replace("'<version>'", '1.0.0')
      .replace(" --input '<each file the step read>'", '')
      .replace(" --code '<its script>'", '')
      .replace(
        "'<the step command>'",
        "sh -c 'echo The cohort looks fine. > results/cohort/summary.txt'",
      );
    expect(filled).not.toMatch(/</);
    const r = sh(filled);
    expect(r.status, r.stderr).toBe(0);
    expect(await exists('results/cohort/cohort.passport.json')).toBe(true);
    const after = await errorsOf();
    expect(after.map((f) => [f.rule, f.path])).toEqual([
      ['passport-vouches-nothing', 'results/cohort/cohort.passport.json'],
    ]);
    // Its own printed fix, run as printed, is refused and writes nothing: still red.
    const again = /`(passport-gate run [^`]+)`/.exec(after[0]?.message ?? '')?.[1] ?? '';
    expect(again).toMatch(/--input '<each file the step read>'/);
    const refused = sh(again);
    expect(refused.status).toBe(2);
    expect((await errorsOf()).map((f) => f.rule)).toEqual(['passport-vouches-nothing']);

    // The hand-record alternative without --input: a passport that names nothing, red too.
    await rm(repo.abs('results/cohort/cohort.passport.json'));
    const stamped = sh('passport-gate stamp results/cohort --skill cohort --skill-version 1.0.0');
    expect(stamped.status, stamped.stderr).toBe(0);
    expect((await errorsOf()).map((f) => f.rule)).toEqual(['passport-vouches-nothing']);
    // The printed command filled in with what the step truly read: green.
    await rm(repo.abs('results/cohort/cohort.passport.json'));
    const honest = printed
      .replace("'<version>'", '1.0.0')
      .replace("'<each file the step read>'", 'results/qc/summary.txt')
      .replace(" --code '<its script>'", '')
      .replace(
        "'<the step command>'",
        "sh -c 'grep -q . results/qc/summary.txt && echo The cohort looks fine. > results/cohort/summary.txt'",
      );
    const ran = sh(honest);
    expect(ran.status, ran.stderr).toBe(0);
    expect(await errorsOf()).toEqual([]);
  });

  it('stamp --force writes a hand record over the changed output', async () => {
    expect((await run(qcRun())).code).toBe(0);
    await repo.write('results/qc/summary.txt', '999\n');
    const io = captureIo(repo.root);
    expect(await runCli(['stamp', 'results/qc', '--force'], io)).toBe(0);
    expect((await readJson('results/qc/fastqc.passport.json')).recorded_by?.method).toBe('stamp');
  });
});

describe('run in directory mode records what the step wrote, not what the directory held', () => {
  /** The qc step, also writing extra.txt when it is not there yet (a step that skips made files). */
  const skipping = [
    process.execPath,
    '-e',
    "const fs=require('fs');fs.mkdirSync('results/qc',{recursive:true});" +
      "fs.writeFileSync('results/qc/summary.txt','ok\\n');" +
      "if(!fs.existsSync('results/qc/extra.txt'))fs.writeFileSync('results/qc/extra.txt','made\\n');",
  ];
  const outputsOf = async () =>
    (await readJson('results/qc/fastqc.passport.json')).outputs.map((o) => o.path);

  it('a stray file there before the step is left out, named, and stays red until it goes', async () => {
    await repo.write('results/qc/stray.txt', 'typed by hand\n');
    const r = await run(qcRun());
    expect(r.code, r.err).toBe(0);
    expect(await outputsOf()).toEqual(['results/qc/summary.txt']);
    expect(r.err).toContain('results/qc/stray.txt');
    expect((await errorsOf()).map((f) => [f.rule, f.path])).toEqual([
      ['artifact-unlisted', 'results/qc/stray.txt'],
    ]);
    await rm(repo.abs('results/qc/stray.txt'));
    expect(await errorsOf()).toEqual([]);
  });

  it('a file the step rewrites with the same bytes is its output (the step ran by hand first)', async () => {
    expect(spawnSync(process.execPath, ['scripts/qc.js'], { cwd: repo.root }).status).toBe(0);
    const r = await run(qcRun());
    expect(r.code, r.err).toBe(0);
    expect(await outputsOf()).toEqual(['results/qc/summary.txt']);
    expect(await errorsOf()).toEqual([]);
  });

  it('a file the last run recorded and this run did not rewrite is kept only with the recorded bytes', async () => {
    expect((await run(qcRun([], skipping))).code).toBe(0);
    expect(await outputsOf()).toEqual(['results/qc/extra.txt', 'results/qc/summary.txt']);
    // the step runs again and skips extra.txt: the earlier run's file, unchanged, stays listed
    expect((await run(qcRun([], skipping))).code).toBe(0);
    expect(await outputsOf()).toEqual(['results/qc/extra.txt', 'results/qc/summary.txt']);
    expect(await errorsOf()).toEqual([]);
    // edited by hand, then the step runs again and skips it: no run made these bytes
    await repo.write('results/qc/extra.txt', 'edited\n');
    const r = await run(qcRun([], skipping));
    expect(r.code, r.err).toBe(0);
    expect(await outputsOf()).toEqual(['results/qc/summary.txt']);
    expect((await errorsOf()).map((f) => f.rule)).toEqual(['artifact-unlisted']);
  });
});

describe('run sets the passport fields stamp sets, through one flag table', () => {
  it('--agent, --session-id, --decision and --consumes are recorded by run as by stamp', async () => {
    await repo.write('results/ref/ref.txt', 'ref\n');
    const io = captureIo(repo.root);
    expect(
      await runCli(['stamp', 'results/ref', '--skill', 'ref', '--skill-version', '1'], io),
    ).toBe(0);
    const upstream = (await readJson('results/ref/ref.passport.json')).passport_id as string;
    const fields = [
      '--agent',
      'claude-x',
      '--session-id',
      'sess-42',
      '--decision',
      'step=qc,choice=fastqc,alternatives=a,b,rationale=standard, widely used',
      '--consumes',
      'results/ref',
    ];
    const r = await run(qcRun(fields));
    expect(r.code, r.err).toBe(0);
    const p = await readJson('results/qc/fastqc.passport.json');
    expect(p.produced_by).toMatchObject({ agent: 'claude-x', session_id: 'sess-42' });
    expect(p.decisions).toEqual([
      {
        step: 'qc',
        choice: 'fastqc',
        alternatives_considered: ['a', 'b'],
        rationale: 'standard, widely used',
      },
    ]);
    expect(p.consumed_passports).toEqual([upstream]);
    // the same flags through stamp give the same fields
    const hand = captureIo(repo.root);
    const handArgs = ['stamp', 'results/qc', '--run-id', 'fastqc', ...fields];
    expect(await runCli(handArgs, hand)).toBe(0);
    const q = await readJson('results/qc/fastqc.passport.json');
    expect([q.produced_by, q.decisions, q.consumed_passports]).toEqual([
      p.produced_by,
      p.decisions,
      p.consumed_passports,
    ]);
    expect(q.recorded_by?.method).toBe('run');
  });

  it('every passport-field flag is an option of both commands, with the same help line', async () => {
    const helpOf = async (command: string) => {
      const io = captureIo(repo.root);
      expect(await runCli([command, '--help'], io)).toBe(0);
      return io.out();
    };
    const [stampHelp, runHelp] = [await helpOf('stamp'), await helpOf('run')];
    for (const flag of Object.keys(PASSPORT_FIELD_OPTIONS)) {
      expect(stampHelp).toContain(`--${flag} `);
      expect(runHelp).toContain(`--${flag} `);
    }
    for (const line of PASSPORT_FIELD_HELP.split('\n')) {
      expect(stampHelp).toContain(line);
      expect(runHelp).toContain(line);
    }
  });
});
