/**
 * `passport-gate reproduce` (issue 38) on a two-step chain recorded by `run`, with real
 * processes in a temporary git repository: the honest chain reproduces (exit 0), and a script
 * changed in the work tree but not committed is not what runs.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { captureIo } from '../helpers/cli-io.js';
import { commitAll, git } from '../helpers/diff-repo.js';
import { TempRepo } from '../helpers/repo.js';
import {
  buildRecordedChain,
  handEditOutput,
  COUNT_SCRIPT,
  REPORT_SCRIPT,
  runReport,
  runStep,
  runReproduce,
} from '../helpers/reproduce-repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-reproduce-');
});
afterEach(async () => {
  await repo.remove();
});

describe('reproduce', () => {
  it('reproduces an honest two-step chain byte for byte, producers first (exit 0)', async () => {
    await buildRecordedChain(repo);
    const result = await runReproduce(repo);
    expect(result.findings).toEqual([]);
    expect(result.exitCode).toBe(0);
    // node, as run records and reproduce resolves it: its path and its own --version line.
    const node = { path: process.execPath, version: process.version };
    const program = { now: node, recorded: node, changed: false };
    expect(result.steps).toEqual([
      {
        path: 'results/count/count.passport.json',
        status: 'reproduced',
        reason: 'selected',
        compared: 1,
        notCompared: [],
        seconds: expect.any(Number),
        program,
      },
      {
        path: 'results/report/report.passport.json',
        status: 'reproduced',
        reason: 'selected',
        compared: 1,
        notCompared: [],
        seconds: expect.any(Number),
        program,
      },
    ]);
  });

  it('runs the committed tree: a script changed but not committed makes the recorded outputs differ', async () => {
    await buildRecordedChain(repo);
    // The report step re-run with a script that is never committed; its outputs and passport are.
    await repo.write(
      'scripts/report.js',
      "const fs=require('fs');fs.writeFileSync('results/report/r.txt','made by an uncommitted script\\n');",
    );
    await runReport(repo);
    git(repo.root, 'add', 'results');
    git(repo.root, 'commit', '-q', '--no-gpg-sign', '-m', 'results of an uncommitted script');
    const result = await runReproduce(repo);
    expect(result.exitCode).toBe(1);
    expect(result.findings.map((f) => [f.rule, f.path])).toEqual([
      ['reproduce-differs', 'results/report/report.passport.json'],
    ]);
    expect(result.findings[0]?.message).toMatch(
      /first difference at line 1: recorded "made by an uncommitted script", re-run "REPORT"/,
    );
    // The tool is the same: what differs is the step's code, not its environment.
    expect(result.findings[0]?.message).toContain(
      `The program is the one recorded: ${JSON.stringify(process.execPath)} (version ${JSON.stringify(process.version)}).`,
    );
  });

  it('a hand edit whose passport is left alone differs: the re-run matches the record, not the committed file', async () => {
    await buildRecordedChain(repo);
    await repo.write('results/report/r.txt', 'REPORT\nLINES 1\nCHARS 1\n');
    commitAll(repo.root, 'hand edit, passport left alone');
    const result = await runReproduce(repo);
    expect(result.exitCode).toBe(1);
    expect(result.findings.map((f) => [f.rule, f.path])).toEqual([
      ['reproduce-differs', 'results/report/report.passport.json'],
    ]);
    expect(result.steps.map((s) => s.status)).toEqual(['reproduced', 'differs']);
    const message = result.findings[0]?.message ?? '';
    expect(message).toContain('the re-run matches the record');
    expect(message).toMatch(
      /the committed file "results\/report\/r.txt" differs from the re-run \(sha256 [0-9a-f]{64}, the re-run [0-9a-f]{64}\); first difference at line 2: committed "LINES 1", re-run "LINES 4"/,
    );
  });

  it('says which differs: a re-run unlike both the record and the committed file', async () => {
    await buildRecordedChain(repo);
    // The committed script changes (its outputs and passport are left as they were).
    await repo.write('scripts/report.js', REPORT_SCRIPT.replace("'REPORT\\n'", "'RAPPORT\\n'"));
    commitAll(repo.root, 'script changed, not run');
    const result = await runReproduce(repo);
    expect(result.exitCode).toBe(1);
    const message = result.findings[0]?.message ?? '';
    expect(message).toMatch(/re-run vs record: .*wrote "results\/report\/r.txt" with sha256/);
    expect(message).toContain('re-run vs committed file: the committed file matches the record');
  });

  it('reproduces a root below the git top level (--root sub/dir): its commit copied, paths relative to it', async () => {
    await buildRecordedChain(repo, 'sub/dir');
    const result = await runReproduce(repo, ['--root', '.'], 'sub/dir');
    expect(result.findings).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(result.steps.map((s) => [s.path, s.status])).toEqual([
      ['results/count/count.passport.json', 'reproduced'],
      ['results/report/report.passport.json', 'reproduced'],
    ]);
    // A step whose program lies in the commit outside the root runs on the commit's copy of it.
    await repo.write('tools/count.js', COUNT_SCRIPT);
    await runStep(
      repo,
      [
        'results/count',
        '--skill',
        'count',
        '--skill-version',
        '1.0.0',
        '--input',
        'data/in.txt',
        '--',
        process.execPath,
        '../../tools/count.js',
      ],
      'sub/dir',
    );
    commitAll(repo.root, 'the count step runs a tool of the top level');
    const shared = await runReproduce(repo, ['--root', '.'], 'sub/dir');
    expect(shared.findings).toEqual([]);
    expect(shared.steps.map((s) => s.status)).toEqual(['reproduced', 'reproduced']);
    // Named from the top level, the same root: a DIR and a hand edit are found below it.
    await repo.write('sub/dir/results/count/n.txt', 'lines 9\n');
    commitAll(repo.root, 'hand edit below the root');
    const edited = await runReproduce(repo, ['--root', 'sub/dir', 'sub/dir/results/count']);
    expect(edited.findings.map((f) => [f.rule, f.path])).toEqual([
      ['reproduce-differs', 'results/count/count.passport.json'],
    ]);
  });

  it('a consumer reads what its producer re-made, not the committed bytes (chain order)', async () => {
    await buildRecordedChain(repo);
    // The count output edited by hand (its record too), and the report honestly run on it.
    await handEditOutput(repo, 'results/count/n.txt', 'results/count/count.passport.json');
    await runReport(repo);
    commitAll(repo.root, 'report on the edited count');
    const result = await runReproduce(repo);
    // Run in the wrong order, the report would read the committed (edited) count and pass.
    expect(result.findings.map((f) => [f.rule, f.path])).toEqual([
      ['reproduce-differs', 'results/count/count.passport.json'],
      ['reproduce-differs', 'results/report/report.passport.json'],
    ]);
    expect(result.exitCode).toBe(1);
  });

  it('reproduces only the directories named', async () => {
    await buildRecordedChain(repo);
    const result = await runReproduce(repo, ['results/count']);
    expect(result.steps.map((s) => s.path)).toEqual(['results/count/count.passport.json']);
  });

  it('a budget of 0 s reaches no step: each is reported, none skipped (exit 1)', async () => {
    await buildRecordedChain(repo);
    const result = await runReproduce(repo, ['--max-seconds', '0']);
    expect(result.exitCode).toBe(1);
    expect(result.findings.map((f) => [f.rule, f.path])).toEqual([
      ['reproduce-not-reached', 'results/count/count.passport.json'],
      ['reproduce-not-reached', 'results/report/report.passport.json'],
    ]);
    expect(result.steps.map((s) => s.status)).toEqual(['not-reached', 'not-reached']);
  });

  it('prints a line per step in text, escaped (exit 0)', async () => {
    await buildRecordedChain(repo);
    const io = captureIo(repo.root, { PATH: process.env.PATH ?? '' });
    expect(await runCli(['reproduce'], io)).toBe(0);
    expect(io.out()).toMatch(/^reproduce: commit [0-9a-f]{40}\n/);
    expect(io.out()).toContain(
      '  reproduced  results/count/count.passport.json (1 output compared)\n',
    );
    expect(io.out()).toContain('2 of 2 step(s) reproduced byte for byte; 2 outputs compared\n');
  });
});

describe('reproduce usage errors exit 2, nothing run', () => {
  const usage = async (args: readonly string[]) => {
    const io = captureIo(repo.root, { PATH: process.env.PATH ?? '' });
    const code = await runCli(['reproduce', ...args], io);
    return { code, err: io.err() };
  };

  it('no commit to copy', async () => {
    git(repo.root, 'init', '-q');
    const { code, err } = await usage([]);
    expect(code).toBe(2);
    expect(err).toMatch(/reproduce needs a commit/);
  });

  it('a root below the top level that the commit does not hold', async () => {
    await buildRecordedChain(repo);
    await repo.write('later/notes.txt', 'not committed\n');
    const { code, err } = await usage(['--root', 'later']);
    expect(code).toBe(2);
    expect(err).toMatch(/holds nothing at the root "later\/"; commit it first/);
  });

  it('a directory holding no passport, a bad --format, a bad --max-seconds', async () => {
    await buildRecordedChain(repo);
    expect(await usage(['data'])).toMatchObject({
      code: 2,
      err: expect.stringMatching(/"data" holds no readable passport/),
    });
    expect(await usage(['--format', 'xml'])).toMatchObject({
      code: 2,
      err: expect.stringMatching(/--format must be text or json/),
    });
    expect(await usage(['--max-seconds', '1.5'])).toMatchObject({
      code: 2,
      err: expect.stringMatching(/--max-seconds must be a whole number/),
    });
  });
});
