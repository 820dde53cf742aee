/**
 * reproduce records and shows the environment (issue 38): `run` writes the program it ran
 * (argv[0] resolved outside the repository) and its `--version` line into recorded_by.program,
 * and reproduce resolves it again and says whether the tool changed since the record.
 */
import { chmod } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeProgram } from '../../src/reproduce/program.js';
import { runCli } from '../../src/cli.js';
import { captureIo } from '../helpers/cli-io.js';
import { commitAll } from '../helpers/diff-repo.js';
import { TempRepo } from '../helpers/repo.js';
import { buildRecordedChain, handEditOutput, runReproduce } from '../helpers/reproduce-repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-reproduce-env-');
});
afterEach(async () => {
  await repo.remove();
});

const COUNT_PASSPORT = 'results/count/count.passport.json';

/** Rewrites recorded_by of the count passport (a record made with another tool) and commits. */
async function rewriteRecordedBy(edit: (recordedBy: Record<string, unknown>) => void) {
  const value = JSON.parse((await repo.read(COUNT_PASSPORT)).toString('utf8')) as {
    recorded_by: Record<string, unknown>;
  };
  edit(value.recorded_by);
  await repo.write(COUNT_PASSPORT, `${JSON.stringify(value, null, 2)}\n`);
  commitAll(repo.root, 'recorded with another node');
}

it('run records the program it ran and its version', async () => {
  await buildRecordedChain(repo);
  const value = JSON.parse((await repo.read(COUNT_PASSPORT)).toString('utf8')) as {
    recorded_by: { program?: unknown };
  };
  expect(value.recorded_by.program).toEqual({
    path: process.execPath,
    version: process.version,
  });
});

it('says the program changed when the record holds another version (finding and text)', async () => {
  await buildRecordedChain(repo);
  await rewriteRecordedBy((r) => {
    r.program = { path: '/opt/node-18/bin/node', version: 'v18.0.0' };
  });
  await handEditOutput(repo, 'results/count/n.txt', COUNT_PASSPORT);
  const result = await runReproduce(repo, ['results/count']);
  expect(result.findings.map((f) => f.rule)).toEqual(['reproduce-differs']);
  expect(result.findings[0]?.message).toContain(
    `The program changed since the record: recorded "/opt/node-18/bin/node" (version "v18.0.0"), now ${JSON.stringify(process.execPath)} (version ${JSON.stringify(process.version)}).`,
  );
  const io = captureIo(repo.root, { PATH: process.env.PATH ?? '' });
  expect(await runCli(['reproduce', 'results/count'], io)).toBe(1);
  expect(io.out()).toMatch(/\n {14}The program changed since the record: recorded "\/opt\/node-18/);
});

it('says the record holds no program to compare (a record made before run recorded it)', async () => {
  await buildRecordedChain(repo);
  await rewriteRecordedBy((r) => {
    delete r.program;
  });
  await handEditOutput(repo, 'results/count/n.txt', COUNT_PASSPORT);
  const result = await runReproduce(repo, ['results/count']);
  expect(result.findings[0]?.message).toContain(
    `The program now: ${JSON.stringify(process.execPath)} (version ${JSON.stringify(process.version)}); the record holds none to compare.`,
  );
});

it('a recorded version with control characters reaches the finding escaped', async () => {
  await buildRecordedChain(repo);
  await rewriteRecordedBy((r) => {
    r.program = { path: '/usr/bin/node', version: 'v1\u001b[31m\u202e' };
  });
  await handEditOutput(repo, 'results/count/n.txt', COUNT_PASSPORT);
  const result = await runReproduce(repo, ['results/count']);
  const message = result.findings[0]?.message ?? '';
  expect(message).toContain('(version "v1\\u001b[31m\\u202e")');
  expect(message).not.toMatch(/[\u001b\u202e]/);
});

it('never runs a script of the repository with --version (it would run the step)', async () => {
  await repo.write('scripts/step.sh', '#!/bin/sh\necho ran > ran.txt\n');
  await chmod(path.join(repo.root, 'scripts/step.sh'), 0o755);
  const context = {
    cwd: repo.root,
    root: repo.root,
    env: { PATH: process.env.PATH ?? '' },
    killGroup: (pgid: number) => process.kill(-pgid, 'SIGKILL'),
  };
  expect(await describeProgram('./scripts/step.sh', context)).toBeNull();
  await expect(repo.read('ran.txt')).rejects.toThrow();
  // A tool on PATH is described (sh: its path, whatever its --version says).
  expect(await describeProgram('sh', context)).toMatchObject({
    path: expect.stringMatching(/\/sh$/),
  });
});
