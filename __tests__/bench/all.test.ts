/**
 * `npm run bench` is one entry (bench/all.mjs) that forwards each option to the scripts that
 * take it, untimed: through npm itself (the consumer: npm appends `-- …` to the script's last
 * command), `--only 2` reaches bench/run.mjs and no other script, and every command line it
 * plans is one its script accepts (each run with `--help` appended, which exits before any
 * work but after the script's own parseArgs has refused any option it does not know).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const env = { ...process.env };
delete env.NODE_EXTRA_CA_CERTS;

/** The command lines `bench/all.mjs --dry-run` plans for `args`, run from the repository root. */
function plan(args: string[]) {
  const r = spawnSync(process.execPath, ['bench/all.mjs', '--dry-run', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env,
  });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return r.stdout.trim().split('\n');
}

describe('npm run bench (bench/all.mjs)', () => {
  it('passes `npm run bench -- --only 2 --runs 5` to bench/run.mjs alone', () => {
    const r = spawnSync(
      'npm',
      ['run', '--silent', 'bench', '--', '--only', '2', '--runs', '5', '--dry-run'],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env,
      },
    );
    expect(r.status).toBe(0);
    expect(r.stdout.trim().split('\n')).toEqual(['node bench/run.mjs --only 2 --runs 5']);
  });

  it('plans every script by default, and each accepts the options forwarded to it', () => {
    const lines = plan([
      '--runs',
      '3',
      '--cli',
      'dist/cli.js',
      '--data',
      path.join(ROOT, 'bench', 'out'),
      '--node',
      process.execPath,
      '--markdown',
      'bench/out/table.md',
      '--before',
      'dist/cli.js',
      '--compare-threads',
      '--keep-env',
      '--files',
      '100',
      '--keep',
    ]).filter((line) => line.startsWith('node '));
    expect(lines.map((l) => l.split(' ')[1])).toEqual([
      'bench/run.mjs',
      'bench/content-cache.mjs',
      'bench/attested.mjs',
      'bench/ignore.mjs',
    ]);
    for (const line of lines) {
      const [, script, ...args] = line.split(' ');
      const r = spawnSync(process.execPath, [script!, ...args, '--help'], {
        cwd: ROOT,
        encoding: 'utf8',
        env,
      });
      expect({ line, status: r.status, stderr: r.stderr }).toEqual({ line, status: 0, stderr: '' });
      expect(r.stdout).toMatch(/^usage: /);
    }
  });

  it('runs content-cache and attested alone when --only names them', () => {
    expect(plan(['--only', 'attested,content-cache'])).toEqual([
      'node bench/content-cache.mjs',
      'node bench/attested.mjs',
    ]);
  });

  it('plans bench/ignore.mjs only against an earlier bundle: left out of the default without --before, refused when named', () => {
    expect(plan([])).toEqual([
      'bench: workload 8 left out (the release audit of 10⁶ files: name it with --only 8)',
      'bench: bench/ignore.mjs left out (it needs --before CLI)',
      'node bench/run.mjs --only 1,2,3,4,5,6,7',
      'node bench/content-cache.mjs',
      'node bench/attested.mjs',
    ]);
    expect(plan(['--only', 'ignore', '--before', 'dist/cli.js', '--runs', '2'])).toEqual([
      'node bench/ignore.mjs --before dist/cli.js --runs 2',
    ]);
    const r = spawnSync(process.execPath, ['bench/all.mjs', '--dry-run', '--only', 'ignore'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^bench: --only ignore .*--before CLI\nusage: npm run bench/);
  });

  it('plans workload 8 (the release audit at scale) only when --only names it, with its --scale', () => {
    expect(plan(['--only', '8', '--scale', '1000', '--runs', '1'])).toEqual([
      'node bench/run.mjs --only 8 --runs 1 --scale 1000',
    ]);
    expect(
      plan([]).some((line) => line.startsWith('node bench/run.mjs --only 1,2,3,4,5,6,7')),
    ).toBe(true);
  });

  it('refuses an --only that names no benchmark, and an unknown option, with exit 2', () => {
    for (const args of [
      ['--only', '9'],
      ['--onyl', '2'],
    ]) {
      const r = spawnSync(process.execPath, ['bench/all.mjs', '--dry-run', ...args], {
        cwd: ROOT,
        encoding: 'utf8',
      });
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/^bench: .*\nusage: npm run bench/);
    }
  });
});
