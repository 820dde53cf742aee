#!/usr/bin/env node
/**
 * The facts cache (the passport index by blob id, the content cache's second section) on
 * workload 3: 10,000 passports (bench/generate.mjs generateManyPassports) committed to a fresh
 * git repository under /tmp (git must vouch for the passports), audited in changed mode
 * (`--changed-files .bench-changed`, one output changed). Alternated pairs, each against the
 * same bundle without the cache:
 *
 *  - warm: the cache saved by an earlier run, every passport out of scope served from it;
 *  - cold: no cache file, the run learns and saves it (`--save-content-cache`);
 *  - the read+parse floor (`bench/floor.mjs read-parse`) against the warm run;
 *  - the bundle against itself (the noise).
 *
 *   node bench/facts-cache.mjs [--data DIR] [--runs R] [--cli dist/cli.js] [--node NODE] [--keep]
 *
 * Prints one line per pair: medians of wall, CPU (user + system, children included) and peak
 * RSS, the median of the per-pair ratios (min–max), and the 1-minute load before → after.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateManyPassports } from './generate.mjs';

const { values } = parseArgs({
  options: {
    data: { type: 'string', default: path.join(os.tmpdir(), 'pg-facts-cache-bench') },
    runs: { type: 'string', default: '5' },
    cli: { type: 'string', default: path.resolve(import.meta.dirname, '../dist/cli.js') },
    node: { type: 'string', default: process.execPath },
    keep: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(
    'usage: node bench/facts-cache.mjs [--data DIR] [--runs R] [--cli dist/cli.js] [--node NODE] [--keep]',
  );
  process.exit(0);
}
const runs = Number(values.runs);
const KEY = 'bench-facts-cache-key-0123456789';
const env = { ...process.env, PASSPORT_GATE_CONTENT_CACHE_KEY: KEY, GITHUB_REPOSITORY: 'bench/fc' };
delete env.NODE_EXTRA_CA_CERTS;
delete env.GITHUB_ACTIONS;
delete env.GITLAB_CI;

const git = (cwd, ...args) =>
  execFileSync('git', ['-c', 'user.name=b', '-c', 'user.email=b@b', ...args], {
    cwd,
    maxBuffer: 1 << 30,
  });

const root = path.join(values.data, 'many');
generateManyPassports(root);
rmSync(path.join(root, '.git'), { recursive: true, force: true });
git(root, 'init', '-q');
git(root, 'add', '-A');
git(root, 'commit', '-q', '--no-gpg-sign', '-m', 'workload 3');
const cache = `${values.data}.facts-cache`; // outside the audited tree
const report = `${values.data}.report.json`;

/** One process under /usr/bin/time; wall, CPU seconds and peak RSS (MiB). */
function timed(args, cwd = root) {
  const t = process.hrtime.bigint();
  const r = spawnSync('/usr/bin/time', ['-f', '%U %S %M', ...args], {
    cwd,
    env,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const wall = Number(process.hrtime.bigint() - t) / 1e9;
  if (r.status !== 0)
    throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr.slice(-2000)}`);
  const last = r.stderr.trim().split('\n').at(-1).split(' ').map(Number);
  return { wall, cpu: last[0] + last[1], rss: last[2] / 1024 };
}

/** The changed-mode audit, with the cache (`warm`, `cold`) or without. */
function audit(cacheUse) {
  const args = [values.node, values.cli, 'audit', '--root', root, '--quiet'];
  args.push('--changed-files', path.join(root, '.bench-changed'));
  args.push('--format', 'json', '--output', report);
  if (cacheUse === 'cold') rmSync(cache, { force: true });
  if (cacheUse !== 'none')
    args.push('--content-cache', cache, ...(cacheUse === 'cold' ? ['--save-content-cache'] : []));
  return timed(args);
}

const floor = () =>
  timed([values.node, path.resolve(import.meta.dirname, 'floor.mjs'), 'read-parse']);

/** Alternated pairs of `a` and `b` (b first every other pair): medians and ratios b/a. */
function pairs(name, a, b) {
  const rows = [];
  const before = os.loadavg()[0].toFixed(1);
  for (let i = 0; i < runs; i++) {
    if (i % 2 === 0) {
      const x = a();
      rows.push({ a: x, b: b() });
    } else {
      const y = b();
      rows.push({ a: a(), b: y });
    }
  }
  const after = os.loadavg()[0].toFixed(1);
  const med = (xs) => [...xs].sort((p, q) => p - q)[Math.floor(xs.length / 2)];
  const span = (xs) =>
    `${med(xs).toFixed(2)} (${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)})`;
  const side = (k) =>
    `${med(rows.map((r) => r[k].wall)).toFixed(2)} s / ${med(rows.map((r) => r[k].cpu)).toFixed(2)} s CPU / ${med(rows.map((r) => r[k].rss)).toFixed(0)} MiB`;
  console.log(
    `${name}: A ${side('a')}; B ${side('b')}; B/A wall ${span(rows.map((r) => r.b.wall / r.a.wall))}, CPU ${span(rows.map((r) => r.b.cpu / r.a.cpu))}; ${runs} pairs, load ${before} → ${after}`,
  );
}

console.log(
  `workload 3 (10,000 passports) in git, changed mode; ${values.node} ${execFileSync(values.node, ['--version']).toString().trim()}; ${values.cli}; git ${git(root, 'version').toString().trim().replace('git version ', '')}`,
);
audit('none'); // warm the page cache
audit('cold'); // the cache the warm runs use
pairs(
  'A no cache, B the cache warm',
  () => audit('none'),
  () => audit('warm'),
);
pairs(
  'A no cache, B the cache cold (learned and saved)',
  () => audit('none'),
  () => audit('cold'),
);
audit('cold');
pairs('A read+parse floor, B the cache warm', floor, () => audit('warm'));
pairs(
  'A no cache, B no cache (the noise)',
  () => audit('none'),
  () => audit('none'),
);
if (!values.keep) {
  rmSync(values.data, { recursive: true, force: true });
  rmSync(cache, { force: true });
  rmSync(report, { force: true });
}
