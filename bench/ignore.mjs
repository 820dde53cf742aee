// Issue 41: git's ignore answer, timed where it costs: workload 2 (20,000 files of 1 KiB, 2,000
// passports) committed to a fresh git repository, which bench/run.mjs never sees (its data is
// no repository, so git refuses the question at once). Times `audit --all` of a bundle against
// an earlier one (--before) pair by pair, alternated, on each runtime, and the earlier bundle
// against itself once (this machine's noise); with --outside also workload 2 outside any
// repository (it must not get slower). Prints each pair's CPU (user + system, git's included)
// and wall ratio after/before, the median with min–max, and the 1-minute load around them.
//
//   node bench/ignore.mjs --before /tmp/x/dist/cli.js [--cli dist/cli.js] [--data DIR]
//        [--runs 5] [--node PATH[,PATH]] [--outside]
//
// The data (DIR/small-git, and DIR/small for --outside) must lie outside any git repository:
// a tree inside another repository's ignored folder is audited as no tree at all. The in-git
// fixture holds a `.gitignore` and an ignored `backup/` copy of two output directories, so
// git's answer is not empty; bench/compare-reports.mjs compares its reports (it has a
// .bench-ready).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateSmall } from './generate.mjs';
import { median, runOnce } from './measure.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);
const USAGE =
  'usage: node bench/ignore.mjs --before PATH/TO/cli.js [--cli dist/cli.js] [--data DIR] [--runs 5] [--node PATH[,PATH]] [--outside]';
let values;
try {
  ({ values } = parseArgs({
    options: {
      before: { type: 'string' },
      cli: { type: 'string', default: path.join(here, '..', 'dist', 'cli.js') },
      data: { type: 'string', default: path.join(here, 'out') },
      runs: { type: 'string', default: '5' },
      node: { type: 'string' },
      outside: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  console.error(`bench/ignore: ${error.message}\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!values.before) {
  console.error(`bench/ignore: --before PATH/TO/cli.js is required\n${USAGE}`);
  process.exit(2);
}
const runs = Math.max(1, Number(values.runs));
const data = path.resolve(values.data);
const NODE24 =
  process.env.PASSPORT_GATE_NODE24 ?? '/tmp/passport-gate-node-24.22.3/package/bin/node';
const runtimes = values.node
  ? values.node.split(',').map((p) => path.resolve(p.trim()))
  : [process.execPath, ...(existsSync(NODE24) ? [NODE24] : [])];

const git = (cwd, ...args) =>
  execFileSync('git', ['-c', 'user.email=bench@example.org', '-c', 'user.name=bench', ...args], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 1 << 28,
  });
/** True when `dir` lies in a git work tree (its own or an enclosing one). */
const inRepository = (dir) =>
  spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd: dir, stdio: 'ignore' }).status === 0;

/** Workload 2 committed to a repository of its own, with an ignored backup/ beside it. */
function generateSmallInGit(dir) {
  const ready = path.join(dir, '.bench-git-ready');
  if (existsSync(ready) && existsSync(path.join(dir, '.git'))) return dir;
  generateSmall(dir);
  for (const run of ['r00001', 'r00002'])
    cpSync(path.join(dir, 'results', run), path.join(dir, 'backup', run), { recursive: true });
  writeFileSync(path.join(dir, '.gitignore'), 'backup/\n');
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'workload 2');
  writeFileSync(ready, '');
  return dir;
}

// Refused before anything is generated: the tree audited outside git must be outside git.
mkdirSync(data, { recursive: true });
if (values.outside && inRepository(data)) {
  console.error(`bench/ignore: ${data} lies in a git repository; pass --data outside one`);
  process.exit(2);
}
const inGit = generateSmallInGit(path.join(data, 'small-git'));
if (git(inGit, 'rev-parse', '--show-toplevel').toString().trim() !== inGit) {
  console.error(`bench/ignore: ${inGit} is not the top of its own repository`);
  process.exit(2);
}
const fixtures = [{ name: 'workload 2 in a git repository', root: inGit }];
if (values.outside) {
  const outside = generateSmall(path.join(data, 'small'));
  fixtures.push({ name: 'workload 2, no repository', root: outside });
}

const env = { ...process.env };
delete env.NODE_EXTRA_CA_CERTS;
const audit = (node, cli, root) =>
  runOnce(node, [cli, 'audit', '--root', root, '--all', '--format', 'json'], { env });
const passportCount = (node, root) => {
  const out = spawnSync(node, [values.cli, 'audit', '--root', root, '--all', '--format', 'json'], {
    env,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const report = JSON.parse(out.stdout);
  return report.summary?.passports;
};

const ratio = (a, b) => a.map((x, k) => x / b[k]);
const show = (r) =>
  `${median(r).toFixed(2)} (${Math.min(...r).toFixed(2)}–${Math.max(...r).toFixed(2)})`;

console.log(`bundles: after ${path.resolve(values.cli)}, before ${path.resolve(values.before)}`);
console.log(
  '| runtime | data | pairs | CPU after/before | wall after/before | CPU before/before | load |',
);
console.log('|---|---|--:|--:|--:|--:|---|');
for (const node of runtimes) {
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  for (const { name, root } of fixtures) {
    const passports = passportCount(node, root);
    if (passports !== 2000) {
      console.error(`bench/ignore: ${root} audits ${passports} passports, not 2000`);
      process.exit(2);
    }
    const contenders = {
      after: () => audit(node, path.resolve(values.cli), root),
      before: () => audit(node, path.resolve(values.before), root),
      again: () => audit(node, path.resolve(values.before), root),
    };
    const t = { after: [], before: [], again: [] };
    const c = { after: [], before: [], again: [] };
    const loadBefore = loadavg()[0];
    for (let round = 0; round <= runs; round++) {
      const names = Object.keys(contenders);
      for (const n of round % 2 === 0 ? names : names.reverse()) {
        const r = await contenders[n]();
        if (r.code !== 0) {
          console.error(`bench/ignore: ${n} exited ${r.code} on ${root}\n${r.stderr}`);
          process.exit(1);
        }
        if (round === 0) continue; // warm-up
        t[n].push(r.ms);
        c[n].push(r.cpuMs);
      }
    }
    const load = `${loadBefore.toFixed(1)}–${loadavg()[0].toFixed(1)}`;
    console.log(
      `| Node ${version} | ${name} | ${runs} | ${show(ratio(c.after, c.before))} | ${show(ratio(t.after, t.before))} | ${show(ratio(c.again, c.before))} | ${load} |`,
    );
  }
}
// What the fixture is, for the record beside the figures.
if (existsSync(path.join(inGit, '.gitignore')))
  console.log(
    `in-git fixture: ${inGit} (.gitignore: ${readFileSync(path.join(inGit, '.gitignore'), 'utf8').trim()})`,
  );
