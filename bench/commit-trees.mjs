#!/usr/bin/env node
// What reading a commit's trees through one `git cat-file --batch`, each object hashed again by
// the gate, costs (issue 41, part 3, route (a); src/vcs/commit-trees.ts), against the audit's
// own `--all` on the same data: alternated rounds of
//   audit   — `node CLI audit --root DATA --all --format json --output F` (a bundle: main's)
//   trees   — readCommitTrees(REPO): every tree of HEAD read, hashed, parsed
//   ls-tree — `git ls-tree -r -d -z --full-tree HEAD` (tree-ids' figure: git's tree ids alone)
//   at-all, at-1pct — with --at: readTreeIdsAt(REPO, dirs) (src/vcs/tree-ids-at.ts), the tree
//             ids at the directories of every passport (`*.passport.json`) of HEAD, and at 1 % of
//             them (every hundredth, in git's order), reading only the trees above them
//   start   — with --at: a process that imports the transpiled functions and calls nothing (the
//             start-up inside `trees` and `at-*`: what a call in a running audit would not pay)
//   changed — with --changed FILE: the audit in changed mode (`--changed-files FILE`)
//   audit2  — the audit again (with --noise: the noise of the audit against itself)
// each a process of its own under /usr/bin/time (CPU = user + sys of it and the git processes
// it waited for, wall, peak RSS), the order rotated each round; then ratios to the audit per
// round (and, with --changed, to the changed-mode audit), their median and min–max, and the load
// average. REPO (--repo, default DATA) must be a
// git repository whose HEAD is the data; --no-audit leaves the audits out (a repository shaped
// like DATA, whose audit would not mean anything: compare with the audit's figure elsewhere).
// The functions are not in dist/ (nothing calls them yet): this script transpiles src/vcs/{git,
// index-gitlinks,commit-trees,tree-ids-at}.ts with the TypeScript compiler into a scratch folder
// first.
//
//   node bench/commit-trees.mjs --data DIR [--repo DIR] [--runs 5] [--node PATH] [--cli dist/cli.js] [--noise] [--no-audit] [--at] [--changed FILE]
//   node bench/commit-trees.mjs --shape SRC --into DIR
//
// --shape makes a repository with the directory shape of SRC without its bytes: one commit,
// through one `git fast-import`, holding a blob per file of SRC (its content: the file's path,
// so every blob and every tree is distinct, as in real data, and no two directories share a
// tree id), then `git repack -adf` (one pack with deltas, as a clone has). No work tree.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const repoRoot = path.resolve(import.meta.dirname, '..');
const { values: opts } = parseArgs({
  options: {
    data: { type: 'string' },
    repo: { type: 'string' },
    runs: { type: 'string', default: '5' },
    node: { type: 'string', default: process.execPath },
    cli: { type: 'string', default: path.join(repoRoot, 'dist', 'cli.js') },
    noise: { type: 'boolean', default: false },
    'no-audit': { type: 'boolean', default: false },
    at: { type: 'boolean', default: false },
    changed: { type: 'string' },
    shape: { type: 'string' },
    into: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (opts.help) {
  console.log(
    'usage: node bench/commit-trees.mjs --data DIR [--repo DIR] [--runs 5] [--node PATH] [--cli dist/cli.js] [--noise] [--no-audit] [--at] [--changed FILE]\n' +
      '       node bench/commit-trees.mjs --shape SRC --into DIR',
  );
  process.exit(0);
}

if (opts.shape) {
  if (!opts.into) throw new Error('--shape SRC needs --into DIR');
  await makeShapedRepository(path.resolve(opts.shape), path.resolve(opts.into));
  process.exit(0);
}

/** The shaped repository (see the file comment): SRC's file paths, each blob its own path. */
async function makeShapedRepository(src, into) {
  mkdirSync(into, { recursive: true });
  execFileSync('git', ['init', '-q', '--bare', into]);
  const list = execFileSync('find', ['.', '-type', 'f', '-printf', '%P\\0'], {
    cwd: src,
    maxBuffer: 1 << 30,
  })
    .toString('utf8')
    .split('\0')
    .filter((p) => p !== '')
    .sort();
  const importer = spawn('git', ['fast-import', '--quiet', '--done'], {
    cwd: into,
    stdio: ['pipe', 'inherit', 'inherit'],
  });
  const done = new Promise((resolve) => importer.on('close', resolve));
  const write = (text) =>
    importer.stdin.write(text)
      ? Promise.resolve()
      : new Promise((r) => importer.stdin.once('drain', r));
  for (let i = 0; i < list.length; i++) {
    const body = Buffer.from(`${list[i]}\n`);
    await write(`blob\nmark :${i + 1}\ndata ${body.length}\n${body}\n`);
  }
  const message = `the shape of ${src}\n`;
  await write(
    `commit refs/heads/main\ncommitter bench <bench@example.org> 1765000000 +0000\ndata ${Buffer.byteLength(message)}\n${message}`,
  );
  for (let i = 0; i < list.length; i++) await write(`M 100644 :${i + 1} ${list[i]}\n`);
  await write('\ndone\n');
  importer.stdin.end();
  if ((await done) !== 0) throw new Error('git fast-import failed');
  execFileSync('git', ['symbolic-ref', 'HEAD', 'refs/heads/main'], { cwd: into });
  execFileSync('git', ['repack', '-adfq'], { cwd: into, stdio: 'inherit' });
  const dirs = execFileSync('git', ['ls-tree', '-r', '-d', '-z', '--name-only', 'HEAD'], {
    cwd: into,
    maxBuffer: 1 << 30,
  })
    .toString('latin1')
    .split('\0')
    .filter((p) => p !== '').length;
  console.log(
    `${into}: ${list.length} files, ${dirs + 1} directories, HEAD ${execFileSync('git', ['rev-parse', 'HEAD'], { cwd: into, encoding: 'utf8' }).trim()}`,
  );
}

if (!opts.data) throw new Error('--data DIR is required');
const data = path.resolve(opts.data);
const repo = path.resolve(opts.repo ?? opts.data);
const runs = Number(opts.runs);
const scratch = mkdtempSync(path.join(tmpdir(), 'commit-trees-bench-'));

/** Runs argv under /usr/bin/time: { cpu, wall, peakMiB, status, stdout }. */
function timed(argv, cwd = data) {
  const times = path.join(scratch, 'time');
  const r = spawnSync('/usr/bin/time', ['-f', '%U %S %e %M', '-o', times, ...argv], {
    cwd,
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

// The functions, transpiled (type-only imports vanish: these four files are all they run).
const ts = (await import('typescript')).default;
for (const name of ['git', 'index-gitlinks', 'commit-trees', 'tree-ids-at']) {
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
  `import { readCommitTrees } from './commit-trees.js';
const t0 = process.cpuUsage();
const r = await readCommitTrees(process.argv[2]);
const t = process.cpuUsage(t0);
console.log('reason' in r ? 'no answer: ' + r.reason : r.trees.size + ' directories, ' + r.objects + ' objects, ' + r.bytes + ' bytes hashed, ' + r.unservable.size + ' unservable; node in call ' + ((t.user + t.system) / 1e6).toFixed(2) + ' s');
`,
);

// The asked directories of --at: each passport's directory at HEAD, listed once, outside the
// rounds; every one, and every hundredth.
const atFiles = {};
if (opts.at) {
  const dirs = execFileSync('git', ['ls-tree', '-r', '-z', '--name-only', 'HEAD'], {
    cwd: repo,
    maxBuffer: 1 << 30,
  })
    .toString('utf8')
    .split('\0')
    .filter((p) => p.endsWith('.passport.json'))
    .map((p) => path.posix.dirname(p));
  const all = [...new Set(dirs)];
  atFiles['at-all'] = path.join(scratch, 'at-all');
  atFiles['at-1pct'] = path.join(scratch, 'at-1pct');
  writeFileSync(atFiles['at-all'], all.join('\0'));
  writeFileSync(atFiles['at-1pct'], all.filter((_, i) => i % 100 === 0).join('\0'));
}
const atDriver = path.join(scratch, 'at.mjs');
writeFileSync(
  atDriver,
  `import { readFileSync } from 'node:fs';
import { readTreeIdsAt } from './tree-ids-at.js';
const paths = readFileSync(process.argv[3], 'utf8').split('\\0');
const t0 = process.cpuUsage();
const r = await readTreeIdsAt(process.argv[2], paths);
const t = process.cpuUsage(t0);
console.log('reason' in r ? 'no answer: ' + r.reason : [...r.trees.values()].filter((v) => v !== null).length + ' of ' + paths.length + ' directories, ' + r.objects + ' objects, ' + r.bytes + ' bytes hashed; node in call ' + ((t.user + t.system) / 1e6).toFixed(2) + ' s');
`,
);

const startDriver = path.join(scratch, 'start.mjs');
writeFileSync(startDriver, `import './tree-ids-at.js';\nconsole.log('0 directories, imported');\n`);

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
  trees: () => timed([opts.node, driver, repo], repo),
  'ls-tree': () => timed(['git', 'ls-tree', '-r', '-d', '-z', '--full-tree', 'HEAD'], repo),
  'at-all': () => timed([opts.node, atDriver, repo, atFiles['at-all']], repo),
  'at-1pct': () => timed([opts.node, atDriver, repo, atFiles['at-1pct']], repo),
  start: () => timed([opts.node, startDriver], repo),
  changed: () =>
    timed([
      opts.node,
      opts.cli,
      'audit',
      '--root',
      data,
      '--changed-files',
      opts.changed,
      '--format',
      'json',
      '--output',
      report,
    ]),
  // The same argv as `audit`: the noise pair's two sides must run the same command.
  audit2: () => kinds.audit(),
};
const withAudit = !opts['no-audit'];
const order = Object.keys(kinds).filter(
  (k) =>
    (withAudit || !k.startsWith('audit')) &&
    (k !== 'audit2' || opts.noise) &&
    ((!k.startsWith('at-') && k !== 'start') || opts.at) &&
    (k !== 'changed' || (withAudit && opts.changed !== undefined)),
);
const version = execFileSync(opts.node, ['--version'], { encoding: 'utf8' }).trim();
console.log(
  `# ${repo} (audit of ${withAudit ? data : 'none'}), Node ${version}, ${runs} rounds (order rotated), CLI ${opts.cli}`,
);
const rows = [];
for (let i = 0; i < runs; i++) {
  const load = loadavg()[0];
  const round = {};
  const rotated = [...order.slice(i % order.length), ...order.slice(0, i % order.length)];
  for (const kind of rotated) round[kind] = kinds[kind]();
  if (!/directories,/.test(round.trees.stdout))
    throw new Error(`trees: ${round.trees.stdout.trim()}`);
  for (const k of ['at-all', 'at-1pct'])
    if (round[k] && !/directories,/.test(round[k].stdout))
      throw new Error(`${k}: ${round[k].stdout.trim()}`);
  const base = withAudit ? round.audit : null;
  const line =
    `round ${i + 1}: ` +
    order
      .map(
        (k) =>
          `${k} cpu ${round[k].cpu.toFixed(2)}${base && k !== 'audit' ? ` (${(round[k].cpu / base.cpu).toFixed(3)})` : ''} wall ${round[k].wall.toFixed(2)}${base && k !== 'audit' ? ` (${(round[k].wall / base.wall).toFixed(3)})` : ''} peak ${round[k].peakMiB.toFixed(0)} MiB${k === 'audit' || k === 'audit2' ? ` exit ${round[k].status}` : ''}`,
      )
      .join(' | ') +
    ` | ${round.trees.stdout.trim()}${opts.at ? ` | at-all: ${round['at-all'].stdout.trim()} | at-1pct: ${round['at-1pct'].stdout.trim()}` : ''} | load ${load.toFixed(1)}→${loadavg()[0].toFixed(1)}`;
  console.log(line);
  rows.push(round);
}
for (const k of order) {
  const cpu = rows.map((r) => r[k].cpu);
  const wall = rows.map((r) => r[k].wall);
  let text = `${k}: cpu median ${median(cpu).toFixed(2)} s (${range(cpu)}), wall median ${median(wall).toFixed(2)} s (${range(wall)})`;
  for (const base of ['audit', 'changed']) {
    if (!order.includes(base) || k === base || (base === 'changed' && k.startsWith('audit')))
      continue;
    const rc = rows.map((r) => r[k].cpu / r[base].cpu);
    const rw = rows.map((r) => r[k].wall / r[base].wall);
    text += `; /${base} cpu ${median(rc).toFixed(3)} (${range(rc)}), wall ${median(rw).toFixed(3)} (${range(rw)})`;
  }
  if (opts.at && k !== 'trees' && k.startsWith('at-')) {
    const rt = rows.map((r) => r[k].cpu / r.trees.cpu);
    text += `; /trees cpu ${median(rt).toFixed(3)} (${range(rt)})`;
  }
  const inCall = rows.map((r) => /node in call ([\d.]+) s/.exec(r[k].stdout)?.[1]);
  if (inCall.every((x) => x !== undefined)) {
    const xs = inCall.map(Number);
    text += `; node in the call ${median(xs).toFixed(2)} s (${range(xs)})`;
  }
  // Without the process's start-up: what a call inside a running audit would cost, about.
  if (order.includes('start') && k !== 'start' && (k === 'trees' || k.startsWith('at-'))) {
    const net = rows.map((r) => r[k].cpu - r.start.cpu);
    text += `; less start-up ${median(net).toFixed(2)} s (${range(net)})`;
    for (const base of ['audit', 'changed'])
      if (order.includes(base)) {
        const rn = rows.map((r) => (r[k].cpu - r.start.cpu) / r[base].cpu);
        text += `, /${base} ${median(rn).toFixed(3)} (${range(rn)})`;
      }
  }
  console.log(text);
}
rmSync(scratch, { recursive: true, force: true });
