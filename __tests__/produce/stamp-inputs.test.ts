/**
 * How `stamp` takes its inputs from a workflow engine's rule: several after one --input (what
 * `{input}` expands to), a directory input (every file under it, sorted), and a progress line
 * while a long hash runs, as `audit` shows one.
 */
import { mkdir } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { parseStampArgs } from '../../src/cli/stamp-command.js';
import { stamp } from '../../src/produce/stamp/index.js';
import { captureIo } from '../helpers/cli-io.js';
import { TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-stamp-inputs-');
  await repo.write('data/a.fq', 'A\n');
  await repo.write('data/b.fq', 'B\n');
  await repo.write('results/qc/summary.txt', 'ok\n');
});
afterEach(async () => {
  await repo.remove();
});

const base = ['stamp', 'results/qc', '--skill', 'qc', '--skill-version', '1.0.0'];
const inputsOf = async () =>
  (
    JSON.parse((await repo.read('results/qc/qc.passport.json')).toString('utf8')) as {
      inputs: { path: string }[];
    }
  ).inputs.map((i) => i.path);

describe('stamp --input with several values', () => {
  it('takes every word after one --input up to the next option', async () => {
    const io = captureIo(repo.root);
    const code = await runCli([...base, '--input', 'data/a.fq', 'data/b.fq', '--param', 'k=1'], io);
    expect(io.err()).toBe('');
    expect(code).toBe(0);
    expect(await inputsOf()).toEqual(['data/a.fq', 'data/b.fq']);
  });
  it('keeps the directory after the inputs meaning the directory, as before', () => {
    const parsed = parseStampArgs(['--input', 'data/a.fq', 'results/qc', '--skill', 'qc']);
    expect(parsed).toMatchObject({ directory: 'results/qc', values: { input: ['data/a.fq'] } });
  });
  it('two directories: the message says how to give several inputs', () => {
    expect(() => parseStampArgs(['results/qc', 'results/x', '--skill', 'qc'])).toThrow(
      /one --input takes several: --input a\.fq b\.fq/,
    );
  });
});

describe('stamp --input DIRECTORY', () => {
  it('records every file under it, sorted, without the passports in it', async () => {
    await repo.write('results/reads/z.fq', 'Z\n');
    await repo.write('results/reads/sub/a.fq', 'A2\n');
    await repo.write('results/reads/m.fq', 'M\n');
    const up = await stamp({
      root: repo.root,
      directory: 'results/reads',
      skill: 'fetch',
      skillVersion: '1',
    });
    expect(up.status).toBe('created');
    const io = captureIo(repo.root);
    const code = await runCli([...base, '--input', 'results/reads'], io);
    expect(io.err()).toBe('');
    expect(code).toBe(0);
    expect(await inputsOf()).toEqual([
      'results/reads/m.fq',
      'results/reads/sub/a.fq',
      'results/reads/z.fq',
    ]);
    const passport = JSON.parse(
      (await repo.read('results/qc/qc.passport.json')).toString('utf8'),
    ) as { consumed_passports: string[] };
    // the upstream is found through the files, as for a file input
    expect(passport.consumed_passports).toEqual([up.passport.passport_id]);
  });
  it('an empty directory is refused with a reason', async () => {
    await mkdir(repo.abs('data/emptydir'));
    const io = captureIo(repo.root);
    const code = await runCli([...base, '--input', 'data/emptydir'], io);
    expect(code).toBe(2);
    expect(io.err()).toMatch(/input directory "data\/emptydir" holds no files to record/);
  });
});

describe('stamp shows progress while it hashes', () => {
  it('the library reports hashing progress', async () => {
    const seen: number[] = [];
    await stamp({
      root: repo.root,
      directory: 'results/qc',
      skill: 'qc',
      skillVersion: '1',
      inputs: ['data/a.fq', 'data/b.fq'],
      onProgress: (p) => seen.push(p.files),
    });
    expect(seen.length).toBeGreaterThan(0);
    expect(Math.max(...seen)).toBe(3);
  });
  it('the CLI prints a hashing line once hashing has taken a while', async () => {
    const io = captureIo(repo.root);
    let t = 0;
    io.now = () => (t += 10_000); // every look at the clock: ten seconds later
    const code = await runCli([...base, '--input', 'data/a.fq'], io);
    expect(code).toBe(0);
    expect(io.err()).toMatch(/hashing: \d+\/\d+ files/);
  });
});
