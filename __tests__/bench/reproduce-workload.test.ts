/**
 * Workload 7 of the benchmark (bench/reproduce-workload.mjs) does what it claims, untimed: the
 * generated line of steps is one `reproduce` passes (the gate's run is timed on an honest
 * pipeline), and the script that times the steps' own run makes exactly the recorded bytes,
 * in the chain's order, in a copy of the commit (the same work, without the gate).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  explainNotReproduced,
  extractCommit,
  generateStepLine,
  readRecordedSteps,
  stepsScript,
} from '../../bench/reproduce-workload.mjs';
import { sha256 } from '../helpers/repo.js';

const CLI = path.resolve(import.meta.dirname, '..', '..', 'dist', 'cli.js');
const env = { ...process.env };
delete env.NODE_EXTRA_CA_CERTS; // only Node's start-up: the generator runs `run` per step

let dir: string;
let line: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pg-bench-reproduce-'));
  // As under bench/out/: inside a repository that ignores the generated data.
  execFileSync('git', ['init', '-q'], { cwd: dir });
  await writeFile(path.join(dir, '.gitignore'), '*\n');
  line = generateStepLine(path.join(dir, 'line'), { cli: CLI, steps: 3, env });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Runs a POSIX shell script; its exit code and stderr. */
const runScript = (script: string) => {
  const r = spawnSync('sh', ['-c', script], { encoding: 'utf8' });
  return { code: r.status, stderr: r.stderr };
};

describe('bench/reproduce-workload.mjs', () => {
  it('generates a line of steps recorded by run that reproduce passes, every step byte for byte', () => {
    const r = spawnSync(process.execPath, [CLI, 'reproduce', '--root', line, '--format', 'json'], {
      env,
      encoding: 'utf8',
    });
    expect(r.status, r.stderr).toBe(0);
    const result = JSON.parse(r.stdout) as {
      steps: { path: string; status: string; compared: number }[];
    };
    expect(result.steps.map((s) => [s.path, s.status, s.compared])).toEqual([
      ['results/s001/step-1.passport.json', 'reproduced', 1],
      ['results/s002/step-2.passport.json', 'reproduced', 1],
      ['results/s003/step-3.passport.json', 'reproduced', 1],
    ]);
  });

  it('refuses to time a pipeline reproduce does not pass, naming the step (an output edited by hand)', async () => {
    expect(explainNotReproduced(line, { cli: CLI, env })).toBeNull();
    const edited = path.join(dir, 'edited');
    execFileSync('git', ['clone', '-q', line, edited]);
    // The last step's output edited by hand, its new digest written into its passport (a
    // consistent record of bytes no step made), committed.
    const bytes = 'edited by hand\n';
    await writeFile(path.join(edited, 'results/s003/out.txt'), bytes);
    const passport = path.join(edited, 'results/s003/step-3.passport.json');
    const doc = JSON.parse(await readFile(passport, 'utf8')) as {
      outputs: { sha256: string; size_bytes: number }[];
    };
    for (const o of doc.outputs)
      Object.assign(o, { sha256: sha256(bytes), size_bytes: bytes.length });
    await writeFile(passport, JSON.stringify(doc, null, 2));
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qam', 'edit'], {
      cwd: edited,
    });
    const why = explainNotReproduced(edited, { cli: CLI, env });
    expect(why).toContain('2 of 3 recorded step(s) reproduced, 3 of 3 output(s) compared');
    expect(why).toContain('differs results/s003/step-3.passport.json');
    expect(why).toContain('reproduce-differs');
  });

  it('refuses to time a pipeline whose steps list no output (nothing would be compared)', async () => {
    const empty = path.join(dir, 'empty');
    execFileSync('git', ['clone', '-q', line, empty]);
    const passport = path.join(empty, 'results/s002/step-2.passport.json');
    const doc = JSON.parse(await readFile(passport, 'utf8')) as { outputs: unknown[] };
    doc.outputs = [];
    await writeFile(passport, JSON.stringify(doc, null, 2));
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qam', 'none'], {
      cwd: empty,
    });
    expect(explainNotReproduced(empty, { cli: CLI, env })).toContain(
      '1 of 3 recorded step(s) list no output (results/s002/step-2.passport.json)',
    );
  });

  it('runs the recorded commands in a copy of the commit and makes the recorded bytes, the work tree untouched', async () => {
    const steps = readRecordedSteps(line);
    expect(steps.map((s) => s.outputs.map((o) => o.path))).toEqual([
      ['results/s001/out.txt'],
      ['results/s002/out.txt'],
      ['results/s003/out.txt'],
    ]);
    expect(steps.map((s) => s.command)).toEqual([
      ['sh', 'scripts/step.sh', 'data/seed.txt', 'results/s001', '1'],
      ['sh', 'scripts/step.sh', 'results/s001/out.txt', 'results/s002', '2'],
      ['sh', 'scripts/step.sh', 'results/s002/out.txt', 'results/s003', '3'],
    ]);
    const scratch = extractCommit(line, path.join(dir, 'scratch'));
    // Bytes no step makes in every output: only running every step, in order, undoes them
    // (each step reads its producer's output, deleted first).
    for (const s of steps)
      for (const o of s.outputs) await writeFile(path.join(scratch, o.path), 'not a step output\n');
    const before = await readFile(path.join(line, 'results/s003/out.txt'), 'utf8');
    const ran = runScript(stepsScript(scratch, steps));
    expect(ran.code, ran.stderr).toBe(0);
    for (const s of steps)
      for (const o of s.outputs)
        expect(sha256(await readFile(path.join(scratch, o.path))), o.path).toBe(o.sha256);
    expect(await readFile(path.join(line, 'results/s003/out.txt'), 'utf8')).toBe(before);
    expect(before).toBe('seed\nstep 1\nstep 2\nstep 3\n');
  });

  it('orders the steps producers first, whatever their paths sort as', async () => {
    const root = path.join(dir, 'order');
    const record = (id: string, consumed: string[], out: string) => ({
      passport_id: id,
      consumed_passports: consumed,
      outputs: [{ path: out, sha256: '0'.repeat(64) }],
      recorded_by: { command: ['true'], working_directory: '.' },
    });
    // a consumes b, b consumes c: path order is the reverse of the chain's.
    const docs = {
      'a/a.passport.json': record('id-a', ['id-b'], 'a/x'),
      'b/b.passport.json': record('id-b', ['id-c'], 'b/x'),
      'c/c.passport.json': record('id-c', [], 'c/x'),
      'd/hand.passport.json': { passport_id: 'id-d', consumed_passports: [], outputs: [] },
    };
    for (const [file, doc] of Object.entries(docs)) {
      await mkdir(path.join(root, path.dirname(file)), { recursive: true });
      await writeFile(path.join(root, file), JSON.stringify(doc));
    }
    execFileSync('git', ['init', '-q'], { cwd: root });
    execFileSync('git', ['add', '-A'], { cwd: root });
    // A hand record (no command) is not a step the benchmark can run: reproduce reports it.
    expect(readRecordedSteps(root).map((s) => s.path)).toEqual([
      'c/c.passport.json',
      'b/b.passport.json',
      'a/a.passport.json',
    ]);
  });

  it('quotes every argument and working directory as one shell word', async () => {
    const root = path.join(dir, 'quoting');
    const odd = 'it\'s $HOME `id` "x" \\ ;';
    await mkdir(path.join(root, 'a dir'), { recursive: true });
    await writeFile(path.join(root, 'a dir', 'out.txt'), 'stale');
    const script = stepsScript(root, [
      {
        path: 'p.passport.json',
        id: 'p',
        consumed: [],
        command: ['sh', '-c', 'test ! -e out.txt && printf %s "$1" > out.txt', 'sh', odd],
        workingDirectory: 'a dir',
        outputs: [{ path: 'a dir/out.txt', sha256: sha256(odd) }],
      },
    ]);
    const ran = runScript(script);
    expect(ran.code, ran.stderr).toBe(0);
    expect(await readFile(path.join(root, 'a dir', 'out.txt'), 'utf8')).toBe(odd);
  });
});
