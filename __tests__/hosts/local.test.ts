/**
 * The command line as a host (src/hosts/local.ts): `audit --base REF` reads the config, the
 * base passports and the changed files at one commit, the one REF named when the run began.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { captureIo } from '../helpers/cli-io.js';
import { commitAll, git } from '../helpers/diff-repo.js';
import { TempRepo } from '../helpers/repo.js';
import { buildRecordedChain, COUNT_SCRIPT, runCount } from '../helpers/reproduce-repo.js';

let repo: TempRepo;
let bin: string;
beforeEach(async () => {
  repo = await TempRepo.create('pg-local-host-');
  bin = await mkdtemp(path.join(tmpdir(), 'pg-local-host-git-'));
});
afterEach(async () => {
  await repo.remove();
  await rm(bin, { recursive: true, force: true });
});

describe('audit --base REF on the command line', () => {
  it('names REF to git once, and reads the config, the base passports and the change at its commit', async () => {
    await buildRecordedChain(repo);
    await repo.write('scripts/count.js', `/* same counts */${COUNT_SCRIPT}`);
    await runCount(repo);
    commitAll(repo.root, 'count script');
    git(repo.root, 'branch', 'pg-base', 'HEAD~1');
    // git on PATH writes down every command it is given, then runs the real git: a ref that
    // moved between two resolutions would give the reads two revisions.
    const log = path.join(bin, 'git.log');
    const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    await writeFile(
      path.join(bin, 'git'),
      `#!/bin/sh\nprintf '%s\\n' "$*" >> "${log}"\nexec "${realGit}" "$@"\n`,
      { mode: 0o755 },
    );
    const io = captureIo(repo.root);
    const savedPath = process.env.PATH;
    process.env.PATH = `${bin}:${savedPath ?? ''}`;
    let code: number;
    try {
      code = await runCli(['audit', '--base', 'pg-base', '--format', 'json'], io);
    } finally {
      process.env.PATH = savedPath;
    }
    expect(io.err()).toBe('');
    // The fixture's own findings (an unprovenanced input, a notice): the base was read whole.
    expect(code).toBe(1);
    const report = JSON.parse(io.out()) as {
      scope: { mode: string; directories: string[] };
      findings: { rule: string }[];
    };
    expect(report.scope).toMatchObject({ mode: 'changed', directories: ['results/count'] });
    expect(report.findings.map((f) => f.rule).sort()).toEqual([
      'chain-next-skill',
      'input-unprovenanced',
    ]);
    const commit = git(repo.root, 'rev-parse', 'pg-base').trim();
    const calls = (await readFile(log, 'utf8')).split('\n');
    expect(calls.filter((line) => line.includes('pg-base'))).toEqual([
      'rev-parse --verify --quiet --end-of-options pg-base^{commit}',
    ]);
    // The reads after it name the commit id: the config, the base tree, the changed files.
    expect(calls.some((line) => line.startsWith('diff ') && line.includes(commit))).toBe(true);
    expect(calls.some((line) => line.startsWith('ls-tree ') && line.includes(commit))).toBe(true);
  });
});
