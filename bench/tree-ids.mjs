#!/usr/bin/env node
// What git's answer for unchanged directories costs (issue 41, part 3; src/vcs/tree-ids.ts),
// against the audit's own `--all` on the same data: alternated rounds of
//   audit  — `node CLI audit --root DATA --all --format json --output F` (a bundle: main's)
//   verify — listCleanTrees(DATA): the bytes re-hashed under a private index (the default)
//   stat   — listCleanTrees(DATA, 'HEAD', { trustIndexStat: true }): git's stat check
//   audit2 — the audit again (with --noise: the noise of the audit against itself)
// each a process of its own under /usr/bin/time (CPU = user + sys of it and the git processes
// it waited for, wall, peak RSS), the order rotated each round; then ratios to the audit per
// round, their median and min–max, and the load average. DATA must be a git work tree whose
// HEAD is checked out clean (make one: cp -r /tmp/lead-data/many D && cd D && git init -q &&
// git add -A && git commit -qm data). The function is not in dist/ (nothing calls it yet):
// this script transpiles src/vcs/{git,index-gitlinks,tree-ids}.ts with the TypeScript compiler into a
// scratch folder first.
//
//   node bench/tree-ids.mjs --data DIR [--runs 5] [--node PATH] [--cli dist/cli.js] [--noise]
//   node bench/tree-ids.mjs --data DIR --commands [--runs 3]   (each git command alone)
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const repoRoot = path.resolve(import.meta.dirname, '..');
const { values: opts } = parseArgs({
  options: {
    data: { type: 'string' },
    runs: { type: 'string', default: '5' },
    node: { type: 'string', default: process.execPath },
    cli: { type: 'string', default: path.join(repoRoot, 'dist', 'cli.js') },
    noise: { type: 'boolean', default: false },
    commands: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (opts.help) {
  console.log(
    'usage: node bench/tree-ids.mjs --data DIR [--runs 5] [--node PATH] [--cli dist/cli.js] [--noise]\n' +
      '       node bench/tree-ids.mjs --data DIR --commands [--runs 3]',
  );
  process.exit(0);
}
if (!opts.data) throw new Error('--data DIR (a git work tree) is required');
const data = path.resolve(opts.data);
const runs = Number(opts.runs);
const scratch = mkdtempSync(path.join(tmpdir(), 'tree-ids-bench-'));

/** Runs argv under /usr/bin/time: { cpu, wall, peakMiB, status, stdout }. */
function timed(argv, env = {}) {
  const times = path.join(scratch, 'time');
  const r = spawnSync('/usr/bin/time', ['-f', '%U %S %e %M', '-o', times, ...argv], {
    cwd: data,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  const [user, sys, wall, peak] = readFileSync(times, 'utf8').trim().split('\n').at(-1).split(' ');
  return {
    cpu: Number(user) + Number(sys),
    wall: Number(wall),
    peakMiB: Number(peak) / 1024,
    status: r.status,
    stdout: r.stdout,
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const range = (xs) => `${Math.min(...xs).toFixed(3)}–${Math.max(...xs).toFixed(3)}`;

if (opts.commands) {
  // Each git command the answer runs, alone, on the checked-out data (CPU of 3 runs: median).
  const idx = path.join(scratch, 'index');
  const strict = ['-c', 'core.checkStat=default', '-c', 'core.trustctime=true'];
  const commands = [
    ['ls-tree -r -t (every entry)', ['git', 'ls-tree', '-r', '-t', '-z', '--full-tree', 'HEAD']],
    ['ls-tree -r -d (trees only)', ['git', 'ls-tree', '-r', '-d', '-z', '--full-tree', 'HEAD']],
    ['ls-files -v (flags)', ['git', 'ls-files', '-v', '-z']],
    [
      'ls-files -o (untracked)',
      [
        'git',
        '-c',
        'core.untrackedCache=false',
        'ls-files',
        '-z',
        '-o',
        '--exclude-standard',
        '--directory',
      ],
    ],
    [
      'diff-index HEAD (stat, strict)',
      ['git', ...strict, 'diff-index', '--name-only', '-z', 'HEAD'],
    ],
    ['read-tree (private index)', ['git', 'read-tree', 'HEAD'], { GIT_INDEX_FILE: idx }],
    [
      'update-index --refresh (re-hash)',
      ['git', 'update-index', '-q', '--refresh'],
      { GIT_INDEX_FILE: idx },
    ],
    [
      'diff-files (private index)',
      ['git', ...strict, 'diff-files', '--name-only', '-z'],
      { GIT_INDEX_FILE: idx },
    ],
  ];
  console.log(
    `# ${data}: each git command, CPU (s) and wall (s), median of ${runs}; load ${loadavg()[0].toFixed(1)}`,
  );
  for (const [name, argv, env] of commands) {
    const cpu = [];
    const wall = [];
    for (let i = 0; i < runs; i++) {
      // The refresh must start from an index without stat data each time.
      if (name.startsWith('update-index')) {
        rmSync(idx, { force: true });
        execFileSync('git', ['read-tree', 'HEAD'], {
          cwd: data,
          env: { ...process.env, GIT_INDEX_FILE: idx },
        });
      }
      const t = timed(argv, env);
      cpu.push(t.cpu);
      wall.push(t.wall);
    }
    console.log(`${name.padEnd(36)} cpu ${median(cpu).toFixed(2)} wall ${median(wall).toFixed(2)}`);
  }
  rmSync(scratch, { recursive: true, force: true });
  process.exit(0);
}

// The function, transpiled (type-only imports vanish: these three files are all it runs).
const ts = (await import('typescript')).default;
for (const name of ['git', 'index-gitlinks', 'tree-ids']) {
  const source = readFileSync(path.join(repoRoot, 'src', 'vcs', `${name}.ts`), 'utf8');
  const js = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  writeFileSync(path.join(scratch, `${name}.js`), js);
}
writeFileSync(path.join(scratch, 'package.json'), '{"type":"module"}');
const driver = path.join(scratch, 'answer.mjs');
writeFileSync(
  driver,
  `import { listCleanTrees } from './tree-ids.js';
const r = await listCleanTrees(process.argv[2], 'HEAD', { trustIndexStat: process.argv[3] === 'stat' });
console.log('reason' in r ? 'no answer: ' + r.reason : r.trees.size + '/' + r.directories + ' directories clean');
`,
);

const report = path.join(scratch, 'report.json');
const kinds = {
  audit: () =>
    timed([
      opts.node,
      opts.cli,
      'audit',
      '--root',
      data,
      '--all',
      '--format',
      'json',
      '--output',
      report,
    ]),
  verify: () => timed([opts.node, driver, data, 'verify']),
  stat: () => timed([opts.node, driver, data, 'stat']),
  // The same argv as `audit`: the noise pair's two sides must run the same command.
  audit2: () => kinds.audit(),
};
const order = Object.keys(kinds).filter((k) => k !== 'audit2' || opts.noise);
const version = execFileSync(opts.node, ['--version'], { encoding: 'utf8' }).trim();
console.log(`# ${data}, Node ${version}, ${runs} rounds (order rotated), CLI ${opts.cli}`);
const rows = [];
for (let i = 0; i < runs; i++) {
  const load = loadavg()[0];
  const round = {};
  const rotated = [...order.slice(i % order.length), ...order.slice(0, i % order.length)];
  for (const kind of rotated) round[kind] = kinds[kind]();
  for (const kind of ['verify', 'stat'])
    if (!/directories clean/.test(round[kind].stdout))
      throw new Error(`${kind}: ${round[kind].stdout.trim()}`);
  const a = round.audit;
  const line =
    `round ${i + 1}: audit cpu ${a.cpu.toFixed(2)} s wall ${a.wall.toFixed(2)} s (exit ${a.status}) | ` +
    ['verify', 'stat', ...(opts.noise ? ['audit2'] : [])]
      .map(
        (k) =>
          `${k} cpu ${round[k].cpu.toFixed(2)} (${(round[k].cpu / a.cpu).toFixed(3)}) wall ${round[k].wall.toFixed(2)} (${(round[k].wall / a.wall).toFixed(3)}) peak ${round[k].peakMiB.toFixed(0)} MiB`,
      )
      .join(' | ') +
    ` | ${round.verify.stdout.trim()} | load ${load.toFixed(1)}→${loadavg()[0].toFixed(1)}`;
  console.log(line);
  rows.push(round);
}
for (const k of ['verify', 'stat', ...(opts.noise ? ['audit2'] : [])]) {
  const cpu = rows.map((r) => r[k].cpu / r.audit.cpu);
  const wall = rows.map((r) => r[k].wall / r.audit.wall);
  console.log(
    `${k}/audit: cpu ${median(cpu).toFixed(3)} (${range(cpu)}), wall ${median(wall).toFixed(3)} (${range(wall)}); ` +
      `${k} cpu median ${median(rows.map((r) => r[k].cpu)).toFixed(2)} s, audit cpu median ${median(rows.map((r) => r.audit.cpu)).toFixed(2)} s`,
  );
}
rmSync(scratch, { recursive: true, force: true });
