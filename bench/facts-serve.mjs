#!/usr/bin/env node
/**
 * The serving side of the warm facts cache (AuditOptions.served, src/audit/served.ts): a warm
 * `--all` audit that serves the output directories from facts built by a cold run, against the
 * cold audit, each in a process of its own under /usr/bin/time, in alternated pairs, beside a
 * noise pair (cold against cold) in the same rounds.
 *
 *   node bench/facts-serve.mjs --data DIR --lib BUNDLE/lib/index.js [--runs R]
 *     [--unserved F] [--node PATH] [--work DIR] [--reuse]
 *
 * The facts are built once, by a cold audit in a process of its own: every digest it computed
 * from bytes (the content cache's `learn` hook), and every other file of each output directory
 * (the passports, anything unlisted) hashed here, as the record side must; the executable bit
 * from `stat`. When DIR is a git work tree, each directory's tree id and the commit are git's
 * (`git ls-tree -d -r HEAD`); otherwise a placeholder, which the serving side never reads (the
 * record's key is the record side's). `--unserved 0.01` leaves every hundredth output directory
 * out of the facts: those are walked and hashed as in the cold run (issue 41's "1 % changed"). `--reuse` takes the facts a
 * previous run left in --work (same data, same --unserved) instead of building them again.
 *
 * Both sides run the library's `audit` (the same bundle), with the hashing threads it starts
 * itself, and write the report as JSON; the warm side first loads the facts from their file
 * (the time of that load is given apart: its format is the record side's to choose). Printed
 * per pair: CPU (user + sys of the process), peak RSS, wall, and the audit call's own CPU
 * (process.cpuUsage around it); then the medians with min–max, and whether the warm report's
 * findings, verdict and passports equal the cold one's.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  readdirSync,
  readFileSync,
  mkdirSync,
  statSync,
} from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    data: { type: 'string' },
    lib: { type: 'string' },
    runs: { type: 'string', default: '3' },
    unserved: { type: 'string', default: '0' },
    node: { type: 'string', default: process.execPath },
    work: { type: 'string', default: path.join(os.tmpdir(), 'facts-serve-bench') },
    child: { type: 'string' },
    facts: { type: 'string' },
    out: { type: 'string' },
    reuse: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help || !values.data || !values.lib) {
  console.log(
    'usage: node bench/facts-serve.mjs --data DIR --lib BUNDLE/lib/index.js [--runs R] [--unserved F] [--node PATH] [--work DIR]',
  );
  process.exit(values.help ? 0 : 2);
}
const root = path.resolve(values.data);
const lib = path.resolve(values.lib);

/** The library (the bundle given). */
async function loadLib() {
  return import(pathToFileURL(lib).href);
}

/** The library's audit (the bundle given). */
async function loadAudit() {
  return (await loadLib()).audit;
}

/** Child: one cold audit, or the facts loaded and one warm audit; its report to --out. */
async function runChild(kind) {
  const audit = await loadAudit();
  let served;
  let loadCpu = 0;
  if (kind === 'warm') {
    const t = process.cpuUsage();
    served = readFacts(values.facts, (await loadLib()).createDirectoryFacts);
    const u = process.cpuUsage(t);
    loadCpu = (u.user + u.system) / 1e6;
  }
  const t = process.cpuUsage();
  const report = await audit({ root, ...(served ? { served } : {}) });
  const u = process.cpuUsage(t);
  await writeFile(values.out, JSON.stringify(report));
  console.log(JSON.stringify({ auditCpu: (u.user + u.system) / 1e6, loadCpu }));
}

/**
 * The facts file, JSON lines: first `{"commit"}`, then one line per directory, `{"dir", "tree",
 * "files": [[name below dir, sha256, size, executable 0|1], …]}`. Each line is parsed on its own
 * (strings of their own, as a record decoded by JSON.parse gives; a whole-file split made
 * slices that kept the file's text alive). A bundle that exports `createDirectoryFacts` (the port
 * as columns, branch served-columns) takes the files through it; an older one, as a Map by path.
 */
function readFacts(file, createDirectoryFacts) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const { commit } = JSON.parse(lines[0]);
  const dirs = [];
  for (let i = 1; i < lines.length; i++) {
    if (lines[i] === '') continue;
    const { dir, tree, files: listed } = JSON.parse(lines[i]);
    const files = new Map();
    for (const [name, sha256, size, x] of listed)
      files.set(`${dir}/${name}`, { sha256, size, executable: x === 1 });
    dirs.push(createDirectoryFacts ? createDirectoryFacts(dir, tree, files) : { dir, tree, files });
  }
  return { commit, dirs };
}

/** Child: a cold audit learning every digest it computes, then the facts of its directories. */
async function buildFacts() {
  const audit = await loadAudit();
  const learned = new Map();
  const known = {
    blobFormat: 'sha1',
    lookup: () => undefined,
    learn: (rel, sha256, size) => learned.set(rel, { sha256, size }),
  };
  const report = await audit({ root, hashing: { known } });
  const trees = readTreeIds();
  const unserved = Number(values.unserved);
  const every = unserved > 0 ? Math.round(1 / unserved) : 0;
  const dirs = [...report.scope.directories].sort();
  const out = createWriteStream(values.facts);
  const write = async (line) => {
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  };
  await write(JSON.stringify({ commit: trees.commit }));
  let served = 0;
  let files = 0;
  for (const [k, dir] of dirs.entries()) {
    if (dir === '.' || (every > 0 && k % every === every - 1)) continue;
    served++;
    const listed = [];
    for (const rel of listFiles(dir)) {
      const st = statSync(path.join(root, rel));
      let facts = learned.get(rel);
      if (!facts) {
        const bytes = readFileSync(path.join(root, rel));
        facts = { sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length };
      }
      listed.push([rel.slice(dir.length + 1), facts.sha256, facts.size, st.mode & 0o100 ? 1 : 0]);
      files++;
    }
    await write(JSON.stringify({ dir, tree: trees.byDir.get(dir) ?? 'none', files: listed }));
  }
  out.end();
  await once(out, 'finish');
  console.log(JSON.stringify({ dirs: dirs.length, served, files }));
}

/** Every regular file under `dir` (root-relative), recursively. */
function listFiles(dir) {
  const found = [];
  for (const e of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) found.push(...listFiles(rel));
    else if (e.isFile()) found.push(rel);
  }
  return found;
}

/** The commit's directory tree ids when the data is a git work tree; else placeholders. */
function readTreeIds() {
  const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' });
  if (head.status !== 0) return { commit: 'none', byDir: new Map() };
  const listed = spawnSync('git', ['ls-tree', '-d', '-r', '-z', 'HEAD'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  const byDir = new Map();
  for (const line of listed.stdout.split('\0').filter(Boolean)) {
    const [meta, rel] = line.split('\t');
    byDir.set(rel, meta.split(' ')[2]);
  }
  return { commit: head.stdout.trim(), byDir };
}

/** One child under /usr/bin/time: CPU, peak, wall, and what it printed. */
function timeChild(args) {
  const t = process.hrtime.bigint();
  const r = spawnSync(
    '/usr/bin/time',
    ['-f', '%U %S %M', values.node, import.meta.filename, ...args],
    { encoding: 'utf8', maxBuffer: 1 << 28 },
  );
  const wall = Number(process.hrtime.bigint() - t) / 1e9;
  if (r.status !== 0) throw new Error(`child exited ${r.status}: ${r.stderr.slice(-2000)}`);
  const [user, sys, kib] = r.stderr.trim().split('\n').at(-1).split(' ').map(Number);
  return { cpu: user + sys, peakMiB: kib / 1024, wall, ...JSON.parse(r.stdout.trim()) };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const range = (xs) =>
  `${median(xs).toFixed(3)} (${Math.min(...xs).toFixed(3)}–${Math.max(...xs).toFixed(3)})`;

/** The findings, verdict and passports of a report: what warm and cold must share. */
function judged(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const summary = { ...r.summary, bytes_hashed: 0 };
  return JSON.stringify([r.findings, summary, r.passports, r.handoffs, r.scope, r.graph]);
}

async function main() {
  if (values.child === 'build') return buildFacts();
  if (values.child) return runChild(values.child);
  mkdirSync(values.work, { recursive: true });
  const facts = path.join(values.work, 'facts.jsonl');
  const built =
    values.reuse && existsSync(facts)
      ? { reused: true }
      : timeChild([
          '--child',
          'build',
          '--data',
          root,
          '--lib',
          lib,
          '--facts',
          facts,
          '--unserved',
          values.unserved,
        ]);
  console.log(
    built.reused
      ? `facts: reused ${facts} (${(statSync(facts).size / 2 ** 20).toFixed(1)} MiB)`
      : `facts: ${built.served} of ${built.dirs} output directories served, ${built.files} files (built in ${built.wall.toFixed(1)} s, ${(statSync(facts).size / 2 ** 20).toFixed(1)} MiB); load ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
  );
  const run = (kind, k) =>
    timeChild([
      '--child',
      kind,
      '--data',
      root,
      '--lib',
      lib,
      '--facts',
      facts,
      '--out',
      path.join(values.work, `${kind}-${k}.json`),
    ]);
  const rows = [];
  for (let i = 0; i < Number(values.runs); i++) {
    // Alternated: warm first in odd rounds; the noise pair (cold, cold) in the same round.
    const pair =
      i % 2 === 0
        ? [run('cold', 'a'), run('warm', 'w')]
        : [run('warm', 'w'), run('cold', 'a')].reverse();
    const [cold, warm] = pair;
    const noise = [run('cold', 'b'), run('cold', 'c')];
    const same =
      judged(path.join(values.work, 'cold-a.json')) ===
      judged(path.join(values.work, 'warm-w.json'));
    const row = {
      cold,
      warm,
      noise,
      same,
      load: os.loadavg()[0],
    };
    rows.push(row);
    console.log(
      `pair ${i + 1}: CPU warm/cold ${(warm.cpu / cold.cpu).toFixed(3)} (${warm.cpu.toFixed(2)} / ${cold.cpu.toFixed(2)} s; audit call ${warm.auditCpu.toFixed(2)} / ${cold.auditCpu.toFixed(2)} s; facts load ${warm.loadCpu.toFixed(2)} s), peak ${warm.peakMiB.toFixed(0)} / ${cold.peakMiB.toFixed(0)} MiB, wall ${warm.wall.toFixed(2)} / ${cold.wall.toFixed(2)} s; noise CPU ${(noise[1].cpu / noise[0].cpu).toFixed(3)}; findings/verdict equal: ${same}; load ${row.load.toFixed(2)}`,
    );
  }
  const col = (f) => rows.map(f);
  console.log(
    [
      `medians (min–max) over ${rows.length} pairs:`,
      `  CPU warm/cold ${range(col((r) => r.warm.cpu / r.cold.cpu))}; noise cold/cold ${range(col((r) => r.noise[1].cpu / r.noise[0].cpu))}`,
      `  cold CPU ${range(col((r) => r.cold.cpu))} s; warm CPU ${range(col((r) => r.warm.cpu))} s`,
      `  audit call CPU: warm ${range(col((r) => r.warm.auditCpu))} s, cold ${range(col((r) => r.cold.auditCpu))} s; warm/cold ${range(col((r) => r.warm.auditCpu / r.cold.auditCpu))}`,
      `  facts load CPU ${range(col((r) => r.warm.loadCpu))} s`,
      `  peak warm/cold ${range(col((r) => r.warm.peakMiB / r.cold.peakMiB))} (warm ${range(col((r) => r.warm.peakMiB))} MiB, cold ${range(col((r) => r.cold.peakMiB))} MiB)`,
      `  findings and verdict equal in ${rows.filter((r) => r.same).length} of ${rows.length}`,
    ].join('\n'),
  );
}

await main();
