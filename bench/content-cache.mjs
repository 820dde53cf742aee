#!/usr/bin/env node
/**
 * The content cache (audit --content-cache) on a generated tree committed to a real git
 * repository: a cold audit (no cache), a warm audit with the cache, and a warm audit after 1 %
 * of the files changed (and their passports re-recorded, committed), each pair alternated, with
 * the cache's size on disk and the time `audit` spends loading it (a run whose cache misses
 * every file: what loading and git's questions cost on top of hashing).
 *
 *   node bench/content-cache.mjs [--files N] [--data DIR] [--runs R] [--cli dist/cli.js]
 *
 * Default 20,000 files of 64 bytes (100 to a passport) under /tmp; --files 1000000 is the
 * issue's size (some 4 GB of disk with git's objects; check `df -h /tmp`). The data is removed
 * at the end unless --keep.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateManyFindings } from './generate.mjs';

const { values } = parseArgs({
  options: {
    files: { type: 'string', default: '20000' },
    data: { type: 'string', default: path.join(os.tmpdir(), 'pg-content-cache-bench') },
    runs: { type: 'string', default: '3' },
    cli: { type: 'string', default: path.resolve(import.meta.dirname, '../dist/cli.js') },
    keep: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(
    'usage: node bench/content-cache.mjs [--files N] [--data DIR] [--runs R] [--cli dist/cli.js] [--keep]',
  );
  process.exit(0);
}
const files = Number(values.files);
const runs = Number(values.runs);
const KEY = 'bench-content-cache-key-0123456789';
const env = { ...process.env, PASSPORT_GATE_CONTENT_CACHE_KEY: KEY, GITHUB_REPOSITORY: 'bench/cc' };
delete env.NODE_EXTRA_CA_CERTS;
delete env.GITHUB_ACTIONS;
delete env.GITLAB_CI;

const git = (cwd, ...args) =>
  execFileSync('git', ['-c', 'user.name=b', '-c', 'user.email=b@b', ...args], {
    cwd,
    maxBuffer: 1 << 30,
  });

rmSync(values.data, { recursive: true, force: true });
const root = generateManyFindings(values.data, files, { clean: true });
git(root, 'init', '-q');
git(root, 'add', '-A');
git(root, 'commit', '-q', '--no-gpg-sign', '-m', 'tree');
const cache = `${values.data}.content-cache`; // outside the audited tree

/** One audit; wall and CPU seconds (children's rusage). */
function audit(withCache, save = false) {
  const args = [values.cli, 'audit', '--all', '--root', root, '--quiet'];
  if (withCache) args.push('--content-cache', cache, ...(save ? ['--save-content-cache'] : []));
  const t = process.hrtime.bigint();
  const r = spawnSync('/usr/bin/time', ['-f', '%U %S %M', process.execPath, ...args], {
    env,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const wall = Number(process.hrtime.bigint() - t) / 1e9;
  if (r.status !== 0) throw new Error(`audit exited ${r.status}: ${r.stderr.slice(-2000)}`);
  const last = r.stderr.trim().split('\n').at(-1).split(' ').map(Number);
  return { wall, cpu: last[0] + last[1], rssMiB: last[2] / 1024 };
}

/** Alternated pairs of `a` and `b`: medians and the median of the per-pair ratios. */
function pairs(name, a, b) {
  const rows = [];
  for (let i = 0; i < runs; i++) {
    const [x, y] = i % 2 === 0 ? [a(), b()] : [b(), a()].reverse();
    rows.push({ a: x, b: y });
  }
  const med = (xs) => xs.sort((p, q) => p - q)[Math.floor(xs.length / 2)];
  const load = os.loadavg()[0].toFixed(1);
  console.log(
    `${name}: ${med(rows.map((r) => r.a.wall)).toFixed(2)} s vs ${med(rows.map((r) => r.b.wall)).toFixed(2)} s wall, ratio ${med(rows.map((r) => r.b.wall / r.a.wall)).toFixed(3)} (CPU ${med(rows.map((r) => r.b.cpu / r.a.cpu)).toFixed(3)}), peak ${med(rows.map((r) => r.b.rssMiB)).toFixed(0)} MiB, ${runs} pairs, load ${load}`,
  );
}

console.log(
  `${files} files of 64 bytes, ${Math.ceil(files / 100)} passports, git ${git(root, 'version').toString().trim()}`,
);
audit(false); // warm the page cache
pairs(
  'load + git questions, cache empty (first save), cold vs cold+cache',
  () => audit(false),
  () => {
    rmSync(cache, { force: true });
    return audit(true, true);
  },
);
audit(true, true);
console.log(`cache on disk: ${(statSync(cache).size / 1024 / 1024).toFixed(2)} MiB`);
pairs(
  'warm: no cache vs cache',
  () => audit(false),
  () => audit(true),
);

// 1 % of the files change, their passports re-recorded, committed.
const changed = Math.max(1, Math.floor(files / 100));
const per = 100;
for (let n = 0; n < changed; n++) {
  const i = Math.floor((n * files) / changed);
  const run = `r${String(Math.floor(i / per)).padStart(5, '0')}`;
  const rel = `results/${run}/part${i % per}.tsv`;
  const bytes = createHash('sha256').update(`changed ${i}`).digest().subarray(0, 64);
  const content = Buffer.concat([bytes, bytes]).subarray(0, 64);
  writeFileSync(path.join(root, rel), content);
  const pp = path.join(root, 'results', run, `${run}.passport.json`);
  const doc = JSON.parse(readFileSync(pp, 'utf8'));
  for (const o of doc.outputs)
    if (o.path === rel) o.sha256 = createHash('sha256').update(content).digest('hex');
  writeFileSync(pp, `${JSON.stringify(doc, null, 2)}\n`);
}
git(root, 'add', '-A');
git(root, 'commit', '-q', '--no-gpg-sign', '-m', '1 % changed');
const saved = readFileSync(cache);
pairs(
  '1 % changed: no cache vs cache',
  () => audit(false),
  () => {
    writeFileSync(cache, saved); // each pair starts from the cache before the change
    return audit(true);
  },
);
if (!values.keep) {
  rmSync(values.data, { recursive: true, force: true });
  rmSync(cache, { force: true });
}
