// What keeping each tree's hashed bytes costs readCommitTrees, and what listLearnableDirectories
// costs beside it (branch commit-learn; src/vcs/commit-trees.ts, src/vcs/learnable-directories.ts).
//
//   node bench/commit-learn.mjs --repo R [--runs N] [--node NODE] [--before COMMIT]
//
// Each round, in alternated order, runs in a process of its own under /usr/bin/time:
//   before  readCommitTrees(R) as of COMMIT (default 64d4732: the commit-trees slice, no bytes kept)
//   after   readCommitTrees(R) of this work tree (each tree's bytes kept)
//   before2 the same as before (the noise)
//   learn   the same call, then listLearnableDirectories over a clean run's reads: every file of
//           the commit found and read with the blob id and mode its tree names (the reads are
//           built from the trees' entries, outside the timed call: a wired run has them from the
//           hashing it does anyway)
// and prints each process's CPU (user + sys, git included), peak RSS, and the node CPU inside
// the calls (process.cpuUsage around them); then the medians with min–max.
// Nothing in the audit calls these files yet, so this script transpiles them (git, index-gitlinks,
// commit-trees, learnable-directories) into a scratch directory.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const repoRoot = path.resolve(import.meta.dirname, '..');
const { values: opts } = parseArgs({
  options: {
    repo: { type: 'string' },
    runs: { type: 'string', default: '3' },
    node: { type: 'string', default: process.execPath },
    before: { type: 'string', default: '64d4732' },
  },
});
if (!opts.repo) throw new Error('--repo R is required');
const scratch = mkdtempSync(path.join(tmpdir(), 'commit-learn-bench-'));
const ts = (await import('typescript')).default;
const FILES = ['git', 'index-gitlinks', 'commit-trees', 'learnable-directories'];

/** Writes the transpiled files of `read(name)` into scratch/`side`. */
function transpile(side, read) {
  const dir = path.join(scratch, side);
  mkdirSync(dir);
  for (const name of FILES) {
    const source = read(name);
    if (source === null) continue;
    const js = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    writeFileSync(path.join(dir, `${name}.js`), js);
  }
  writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}');
  writeFileSync(
    path.join(dir, 'answer.mjs'),
    `import { readCommitTrees } from './commit-trees.js';
const learn = process.argv[3] === 'learn';
let t0 = process.cpuUsage();
const r = await readCommitTrees(process.argv[2]);
const trees = process.cpuUsage(t0);
if ('reason' in r) throw new Error(r.reason);
let learned = -1;
let learnCpu = 0;
if (learn) {
  const { readTreeEntries } = await import('./commit-trees.js');
  const { listLearnableDirectories } = await import('./learnable-directories.js');
  const files = [];
  const reads = [];
  for (const dir of r.trees.keys())
    for (const e of readTreeEntries(r, dir)) {
      if (e.mode !== 0o100644 && e.mode !== 0o100755) continue;
      const p = dir === '' ? e.name : dir + '/' + e.name;
      files.push(p);
      reads.push({ blob: e.id, executable: e.mode === 0o100755 });
    }
  t0 = process.cpuUsage();
  learned = listLearnableDirectories(r, { files, read: (i) => reads[i] }).size;
  const t = process.cpuUsage(t0);
  learnCpu = (t.user + t.system) / 1e6;
}
console.log(JSON.stringify({ dirs: r.trees.size, learned, trees: (trees.user + trees.system) / 1e6, learn: learnCpu }));
`,
  );
  return path.join(dir, 'answer.mjs');
}

const before = transpile('before', (name) => {
  try {
    return execFileSync('git', ['show', `${opts.before}:src/vcs/${name}.ts`], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return null; // learnable-directories.ts is not in the commit before
  }
});
const after = transpile('after', (name) =>
  readFileSync(path.join(repoRoot, 'src', 'vcs', `${name}.ts`), 'utf8'),
);

/** One process under /usr/bin/time: CPU (user + sys), peak RSS in MiB, the driver's line. */
function timed(driver, mode) {
  const r = spawnSync('/usr/bin/time', ['-f', '%U %S %M', opts.node, driver, opts.repo, mode], {
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`${driver} ${mode}: ${r.stderr}`);
  const [u, s, m] = r.stderr.trim().split('\n').at(-1).split(' ').map(Number);
  return { cpu: u + s, peak: m / 1024, ...JSON.parse(r.stdout) };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const show = (xs, d = 2) =>
  `${median(xs).toFixed(d)} (${Math.min(...xs).toFixed(d)}–${Math.max(...xs).toFixed(d)})`;
const kinds = {
  before: () => timed(before, 'trees'),
  after: () => timed(after, 'trees'),
  learn: () => timed(after, 'learn'),
  // The same as `before`: the noise of a ratio between two processes here.
  before2: () => timed(before, 'trees'),
};
const results = { before: [], after: [], learn: [], before2: [] };
const runs = Number(opts.runs);
console.log(`node ${opts.node}, repo ${opts.repo}, before ${opts.before}, load ${loadavg()[0]}`);
for (let round = 0; round < runs; round++) {
  const names = Object.keys(kinds);
  const order = round % 2 === 0 ? names : [...names].reverse();
  for (const name of order) {
    const r = kinds[name]();
    results[name].push(r);
    console.log(
      `round ${round + 1} ${name}: cpu ${r.cpu.toFixed(2)} s, peak ${r.peak.toFixed(1)} MiB, in call ${r.trees.toFixed(2)} s${name === 'learn' ? `, listLearnableDirectories ${r.learn.toFixed(2)} s (${r.learned}/${r.dirs} learnable)` : ''}, load ${loadavg()[0]}`,
    );
  }
}
for (const name of Object.keys(kinds)) {
  const rs = results[name];
  console.log(
    `${name}: cpu ${show(rs.map((r) => r.cpu))} s, peak ${show(
      rs.map((r) => r.peak),
      1,
    )} MiB, in call ${show(rs.map((r) => r.trees))} s${name === 'learn' ? `, listLearnableDirectories ${show(rs.map((r) => r.learn))} s` : ''}`,
  );
}
for (const [a, b] of [
  ['after', 'before'],
  ['before2', 'before'],
]) {
  for (const what of ['cpu', 'trees', 'peak']) {
    const ratio = results[a].map((r, i) => r[what] / results[b][i][what]);
    console.log(`${a} / ${b} ${what}, per round: ${show(ratio, 3)}`);
  }
}
rmSync(scratch, { recursive: true, force: true });
