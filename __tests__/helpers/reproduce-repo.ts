/**
 * A two-step chain recorded by `passport-gate run` in a committed git repository, for
 * `reproduce`: count (data/in.txt → results/count/n.txt) and report (results/count/n.txt →
 * results/report/r.txt), both deterministic node scripts. Helpers to tamper with it the ways
 * `reproduce` must catch.
 */
import path from 'node:path';
import { runCli } from '../../src/cli.js';
import type { Finding } from '../../src/core/report-model.js';
import { captureIo } from './cli-io.js';
import { commitAll, git } from './diff-repo.js';
import { sha256, type TempRepo } from './repo.js';

/** The count step's script: the input's line count and character count. */
export const COUNT_SCRIPT =
  "const fs=require('fs');fs.mkdirSync('results/count',{recursive:true});" +
  "const t=fs.readFileSync('data/in.txt','utf8');" +
  "fs.writeFileSync('results/count/n.txt','lines '+t.split('\\n').length+'\\nchars '+t.length+'\\n');";

/** The report step's script: the counts, upper-cased. */
export const REPORT_SCRIPT =
  "const fs=require('fs');fs.mkdirSync('results/report',{recursive:true});" +
  "fs.writeFileSync('results/report/r.txt','REPORT\\n'+fs.readFileSync('results/count/n.txt','utf8').toUpperCase());";

/**
 * `passport-gate run` in process at the root (or with `--root .` in `sub`, a directory below
 * the git top level); throws when it fails.
 */
export async function runStep(repo: TempRepo, args: readonly string[], sub = ''): Promise<void> {
  const io = captureIo(path.join(repo.root, sub), { PATH: process.env.PATH ?? '' });
  const code = await runCli(['run', ...(sub ? ['--root', '.'] : []), ...args], io);
  if (code !== 0) throw new Error(`run exited ${code}: ${io.err()}`);
}

/** Runs the count step as recorded by `run` (in `sub`, when given, as its root). */
export const runCount = (repo: TempRepo, sub = '') =>
  runStep(
    repo,
    [
      'results/count',
      '--skill',
      'count',
      '--skill-version',
      '1.0.0',
      '--input',
      'data/in.txt',
      '--code',
      'scripts/count.js',
      '--',
      process.execPath,
      'scripts/count.js',
    ],
    sub,
  );

/** Runs the report step as recorded by `run` (it consumes the count step's passport). */
export const runReport = (
  repo: TempRepo,
  command = [process.execPath, 'scripts/report.js'],
  sub = '',
) =>
  runStep(
    repo,
    [
      'results/report',
      '--skill',
      'report',
      '--skill-version',
      '1.0.0',
      '--input',
      'results/count/n.txt',
      '--code',
      'scripts/report.js',
      '--',
      ...command,
    ],
    sub,
  );

/**
 * Builds the honest chain, both steps recorded by `run`, and commits it; with `sub`, the chain
 * lives in that directory below the git top level, recorded with it as the root.
 */
export async function buildRecordedChain(repo: TempRepo, sub = ''): Promise<void> {
  git(repo.root, 'init', '-q');
  git(repo.root, 'config', 'user.email', 't@example.org');
  git(repo.root, 'config', 'user.name', 'T');
  const at = (rel: string) => (sub ? `${sub}/${rel}` : rel);
  await repo.write(at('data/in.txt'), 'alpha\nbeta\ngamma\n');
  await repo.write(at('scripts/count.js'), COUNT_SCRIPT);
  await repo.write(at('scripts/report.js'), REPORT_SCRIPT);
  await runCount(repo, sub);
  await runReport(repo, undefined, sub);
  commitAll(repo.root, 'honest chain');
}

/**
 * Edits an output by hand and writes its new sha256 and size into the passport (a consistent
 * record of bytes no step made), then commits.
 */
export async function handEditOutput(repo: TempRepo, output: string, passport: string) {
  const bytes = Buffer.from('REPORT\nLINES 1\nCHARS 1\n');
  await repo.write(output, bytes);
  const value = JSON.parse((await repo.read(passport)).toString('utf8')) as {
    outputs: { path: string; sha256: string; size_bytes: number }[];
  };
  for (const o of value.outputs)
    if (o.path === output) {
      o.sha256 = sha256(bytes);
      o.size_bytes = bytes.length;
    }
  await repo.write(passport, `${JSON.stringify(value, null, 2)}\n`);
  commitAll(repo.root, 'hand edit');
}

/**
 * `reproduce --format json` in process (in `sub`, when given); its exit code, findings and
 * steps.
 */
export async function runReproduce(repo: TempRepo, args: readonly string[] = [], sub = '') {
  const io = captureIo(path.join(repo.root, sub), { PATH: process.env.PATH ?? '' });
  const exitCode = await runCli(['reproduce', ...args, '--format', 'json'], io);
  const text = io.out();
  if (exitCode === 2 || !text.trim()) throw new Error(`reproduce exited ${exitCode}: ${io.err()}`);
  const result = JSON.parse(text) as {
    findings: Finding[];
    steps: { path: string; status: string; compared: number }[];
  };
  return { exitCode, ...result };
}

/**
 * A record re-stamped over a file its step did not write: `bytes` dropped into the step's
 * output directory as `output` and listed in its run record with their true sha256 and size
 * (every digest holds; only running the step shows it never makes that file), then committed.
 */
export async function restampOverForeignFile(
  repo: TempRepo,
  output: string,
  passport: string,
  bytes = Buffer.from('a table copied in from elsewhere\n'),
) {
  await repo.write(output, bytes);
  const value = JSON.parse((await repo.read(passport)).toString('utf8')) as {
    outputs: { path: string; sha256: string; size_bytes: number }[];
  };
  const template = value.outputs[0];
  value.outputs.push({
    ...template,
    path: output,
    sha256: sha256(bytes),
    size_bytes: bytes.length,
  });
  await repo.write(passport, `${JSON.stringify(value, null, 2)}\n`);
  commitAll(repo.root, 're-stamp over a foreign file');
}
