/**
 * reproduce --jobs N (issue 38): independent steps run at once within the budget, a consumer
 * still after its producer. Two steps that can only finish together (each waits for the
 * other's marker) show that they ran concurrently, without timing the machine.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { captureIo } from '../helpers/cli-io.js';
import { commitAll, git } from '../helpers/diff-repo.js';
import { TempRepo } from '../helpers/repo.js';
import {
  buildRecordedChain,
  handEditOutput,
  runReport,
  runReproduce,
  runStep,
} from '../helpers/reproduce-repo.js';

let repo: TempRepo;
let meeting: string;
beforeEach(async () => {
  repo = await TempRepo.create('pg-reproduce-jobs-');
  meeting = await mkdtemp(path.join(tmpdir(), 'pg-reproduce-meet-'));
});
afterEach(async () => {
  await repo.remove();
  await rm(meeting, { recursive: true, force: true });
});

/**
 * A step NAME that writes results/NAME/out.txt; when MEET names a directory it first leaves
 * NAME there and waits (up to 20 s) for OTHER: run one at a time, the first never sees the second.
 */
const meetingScript = (name: string, other: string) =>
  "const fs=require('fs'),p=require('path');const m=process.env.MEET;" +
  `if(m){fs.writeFileSync(p.join(m,'${name}'),'');const until=Date.now()+20000;` +
  `while(!fs.existsSync(p.join(m,'${other}'))){if(Date.now()>until)process.exit(9);` +
  'Atomics.wait(new Int32Array(new SharedArrayBuffer(4)),0,0,50);}}' +
  `fs.mkdirSync('results/${name}',{recursive:true});fs.writeFileSync('results/${name}/out.txt','${name}\\n');`;

async function buildMeetingPair() {
  git(repo.root, 'init', '-q');
  git(repo.root, 'config', 'user.email', 't@example.org');
  git(repo.root, 'config', 'user.name', 'T');
  for (const [name, other] of [
    ['left', 'right'],
    ['right', 'left'],
  ] as const) {
    await repo.write(`scripts/${name}.js`, meetingScript(name, other));
    await runStep(repo, [
      `results/${name}`,
      '--skill',
      name,
      '--skill-version',
      '1.0.0',
      '--code',
      `scripts/${name}.js`,
      '--',
      process.execPath,
      `scripts/${name}.js`,
    ]);
  }
  commitAll(repo.root, 'two independent steps');
}

/** reproduce --format json with MEET set. */
async function reproduceMeeting(args: readonly string[]) {
  const io = captureIo(repo.root, { PATH: process.env.PATH ?? '', MEET: meeting });
  const code = await runCli(['reproduce', ...args, '--format', 'json'], io);
  return {
    code,
    result: JSON.parse(io.out()) as { steps: { path: string; status: string }[] },
  };
}

it('--jobs 2 runs two independent steps at once (each needs the other running)', async () => {
  await buildMeetingPair();
  const { code, result } = await reproduceMeeting(['--jobs', '2', '--max-seconds', '60']);
  expect(result.steps.map((s) => [s.path, s.status])).toEqual([
    ['results/left/left.passport.json', 'reproduced'],
    ['results/right/right.passport.json', 'reproduced'],
  ]);
  expect(code).toBe(0);
});

it('one at a time (the default) the first waits alone, and the budget reports both steps', async () => {
  await buildMeetingPair();
  const { code, result } = await reproduceMeeting(['--max-seconds', '2']);
  expect(code).toBe(1);
  expect(result.steps.map((s) => s.status)).toEqual(['not-reached', 'not-reached']);
});

it('with --jobs a consumer still reads what its producer re-made (chain order)', async () => {
  await buildRecordedChain(repo);
  await handEditOutput(repo, 'results/count/n.txt', 'results/count/count.passport.json');
  await runReport(repo);
  commitAll(repo.root, 'report on the edited count');
  const result = await runReproduce(repo, ['--jobs', '2']);
  expect(result.findings.map((f) => [f.rule, f.path])).toEqual([
    ['reproduce-differs', 'results/count/count.passport.json'],
    ['reproduce-differs', 'results/report/report.passport.json'],
  ]);
});

it('--jobs must be a whole number from 1 (exit 2)', async () => {
  await buildRecordedChain(repo);
  for (const bad of ['0', 'two', '1.5']) {
    const io = captureIo(repo.root, { PATH: process.env.PATH ?? '' });
    expect(await runCli(['reproduce', '--jobs', bad], io)).toBe(2);
    expect(io.err()).toMatch(/--jobs must be a whole number from 1 to 256/);
  }
});
