// `npm run bench`: the benchmark. Generates its data (bench/out/, reused across runs), then
// times the committed bundle dist/cli.js against a reference on the same bytes, pair by pair
// (each round runs every contender of a workload, in reverse order every other round, and
// each ratio is the median over the rounds of the two runs' ratio), and prints a table with
// the load average of each workload:
//
//   1. 1 GiB in 64 files of 16 MiB under 8 passports — against `openssl dgst -sha256` on
//      every core at once (the practical limit) and `sha256sum -c`. A twin with one 1 GiB
//      file shows peak memory does not grow with file size.
//   2. 20,000 files of 1 KiB under 2,000 passports chained four wide — against `sha256sum -c`
//      on the same files, `in-toto-run` recording the same files (Debian `in-toto`; skipped,
//      and said so, when not installed) and the Node floors (bench/floor.mjs), the lean
//      complete audit among them. The same files committed to a git repository (a copy made
//      in the temporary folder) are audited too, against the same floors: a CI run audits a
//      checkout, and asks git what the tree outside any repository does not.
//   3. 10,000 passports, changed mode with one directory changed — against the floor of any
//      correct changed-mode audit (walk the tree, read and JSON.parse every passport) and the
//      audit of a repository holding one passport.
//   4. 100,000 findings (one artifact-hash-mismatch per file) — against the same tree with the
//      right digests: peak memory, and memory per finding.
//   5. 40,000 outputs listed in the wrong case (path-ambiguous's worst case) — against the
//      same files listed as spelt.
//   6. Each rule family's worst case at n and 2n: the ratio t(2n)/t(n) says whether the
//      family is linear (about 2) or worse.
//   7. `reproduce` on the example pipeline (examples/snakemake, recorded once by Snakemake) and
//      on lines of 8 and 16 cheap shell steps recorded by `run` — against the same recorded
//      commands run by one `sh` in a copy of the same commit: the gate's own cost per step
//      (bench/reproduce-workload.mjs).
//   8. (opt-in: --only 8) The release audit at scale: --scale files of 64 bytes (default 10⁶,
//      ~4 GB on disk) under a passport per 100, every digest right — against the lean floor
//      (CPU and peak) and, for shards 1/4 and 2/4, a shard's fixed cost: (shard − all / 4) / all
//      of the CPU, pair by pair.
//
// Every workload runs on each runtime of --node PATH[,PATH] (default: this node, and Node 24, the
// action's runtime, from $PASSPORT_GATE_NODE24 or /tmp/passport-gate-node-24.22.3/package/bin/node
// when there, said so when not); every row names its runtime, its reference, its wall and CPU
// ratios, its pairs and the load around it. Workload 2 times the audit against the honest
// floor (bench/floor.mjs honest) and workload 3 against the honest changed floor
// (bench/floor.mjs honest-changed) as well as against the lean ones.
//
// Options: --runs N (default 7; workloads 4-6 run at most 3, 7 at most 5, 8 at most 2), --only
// 1,2,3,4,5,6,7,8 (default 1-7), --scale FILES (workload 8's size, default 1000000), --cli PATH
// (default dist/cli.js), --data DIR (default bench/out), --node PATH[,PATH], --markdown FILE (also write the table
// as Markdown), --help, --compare-threads (also time workloads 1 and 2 with hashing on the main
// thread), --keep-env (time the audit with NODE_EXTRA_CA_CERTS as this machine sets it),
// --before CLI (also time workloads 2, 3 and 4 with an earlier bundle, e.g. 7a5f3e2's: issue 21
// holds workload 2 within 5 % of it; the CPU ratio is the verdict, the wall ratio beside it;
// workload 4 also gives the peak after/before, the slices of issue 41 being about memory).
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  generateChainLine,
  generateEnvelopes,
  generateLarge,
  generateManyFindings,
  generateManyPassports,
  generateSchemaErrors,
  generateSinglePassport,
  generateSmall,
  generateUnlisted,
  generateWrongCase,
} from './generate.mjs';
import { median, memorySource, runOnce, runParallel } from './measure.mjs';
import {
  explainNotReproduced,
  extractCommit,
  forgetGenerated,
  generateSnakemakeExample,
  generateStepLine,
  preferRealPython,
  readRecordedSteps,
  stepsScript,
} from './reproduce-workload.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);
const repoRoot = path.resolve(here, '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    only: { type: 'string', default: '1,2,3,4,5,6,7' },
    cli: { type: 'string', default: path.join(repoRoot, 'dist', 'cli.js') },
    data: { type: 'string', default: path.join(here, 'out') },
    markdown: { type: 'string' },
    'compare-threads': { type: 'boolean', default: false },
    'keep-env': { type: 'boolean', default: false },
    before: { type: 'string' },
    node: { type: 'string' },
    scale: { type: 'string', default: '1000000' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  // The options are the file comment's; parseArgs has already refused any other.
  console.log(
    'usage: node bench/run.mjs [--runs N] [--only 1,2,3,4,5,6,7,8] [--scale FILES] [--cli PATH] [--data DIR] [--node PATH[,PATH]] [--markdown FILE] [--compare-threads] [--keep-env] [--before CLI]',
  );
  process.exit(0);
}
const runs = Math.max(1, Number(values.runs));
const scale = Number(values.scale);
if (!Number.isSafeInteger(scale) || scale < 100) {
  console.error(`bench: --scale ${values.scale}: give a whole number of files, at least 100`);
  process.exit(2);
}
const only = new Set(values.only.split(',').map((s) => s.trim()));
const cli = path.resolve(values.cli);
const before = values.before ? path.resolve(values.before) : null;
const data = path.resolve(values.data);
const MiB = 1024 * 1024;

if (!existsSync(cli)) {
  console.error(`bench: ${cli} does not exist; build it with "npm run bundle" first.`);
  process.exit(2);
}
const hasTool = (name) =>
  (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir && existsSync(path.join(dir, name)));

// --- machine ---------------------------------------------------------------------------------
const cpuModel =
  (existsSync('/proc/cpuinfo') &&
    /model name\s*:\s*(.*)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]) ||
  cpus()[0]?.model ||
  'unknown';
const shaExtensions =
  existsSync('/proc/cpuinfo') && /\bsha_ni\b/.test(readFileSync('/proc/cpuinfo', 'utf8'));
const cores = availableParallelism();

// --- runtimes ----------------------------------------------------------------------------------
/** Where Node 24 (the action's `using: node24`) is looked for when --node is not given. */
const NODE24 =
  process.env.PASSPORT_GATE_NODE24 ?? '/tmp/passport-gate-node-24.22.3/package/bin/node';
/** A runtime: its binary and the version it reports (the label of its rows). */
const describeRuntime = (binary) => {
  const r = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  if (r.status !== 0) {
    console.error(`bench: ${binary} --version failed; pass a Node binary to --node.`);
    process.exit(2);
  }
  return { path: binary, label: `Node ${r.stdout.trim()}` };
};
const runtimeNotes = [];
const runtimes = [];
if (values.node) {
  for (const binary of values.node.split(',').map((p) => p.trim()))
    if (binary) runtimes.push(describeRuntime(path.resolve(binary)));
} else {
  runtimes.push(describeRuntime(process.execPath));
  if (existsSync(NODE24)) {
    const node24 = describeRuntime(NODE24);
    if (node24.label !== runtimes[0].label) runtimes.push(node24);
  } else
    runtimeNotes.push(
      `Node 24 (the action's runtime) not found at ${NODE24}: set PASSPORT_GATE_NODE24 or pass --node to time it too`,
    );
}
const machine = `${cores} core(s), ${cpuModel}${shaExtensions ? ' (SHA extensions)' : ''}, ${runtimes.map((r) => r.label).join(' and ')}, ${process.platform}`;
console.log(`machine: ${machine}`);
for (const note of runtimeNotes) console.log(`note: ${note}`);
console.log(
  `peak memory from: ${memorySource === 'gnu-time' ? 'GNU time (max RSS)' : memorySource === 'proc' ? '/proc VmHWM polling' : 'unavailable'}`,
);
const load = loadavg()[0] ?? 0;
if (load > 0.5 * cores)
  console.log(
    `warning: load average ${load.toFixed(2)} on ${cores} core(s); other work will blur the figures.`,
  );

// --- environment ------------------------------------------------------------------------------
// Some machines (this project's sandboxes among them) set NODE_EXTRA_CA_CERTS, and Node 20 reads
// and parses that certificate bundle when every process starts, whether or not it ever opens a
// TLS connection: a tax on each Node process that the reference hashers (C programs) do not pay
// and that GitHub's runners do not levy (they do not set the variable). The audit is timed
// without it unless --keep-env; the cost is measured and printed either way.
const auditEnv = { ...process.env };
const startupTax = process.env.NODE_EXTRA_CA_CERTS !== undefined;
if (!values['keep-env']) delete auditEnv.NODE_EXTRA_CA_CERTS;

// --- contenders --------------------------------------------------------------------------------
const audit = (root, extra = [], env = {}, bundle = cli, { path: node } = runtime) => ({
  run: () =>
    runOnce(node, [bundle, 'audit', '--root', root, '--format', 'json', ...extra], {
      env: { ...auditEnv, ...env },
    }),
});
const sha256sumCheck = (root) => ({
  run: () =>
    runOnce('sha256sum', ['-c', '--quiet', '--strict', '.bench-sha256sums'], { cwd: root }),
});
const opensslParallel = (root) => {
  // Files dealt round-robin to one openssl process per core.
  const files = readFileSync(path.join(root, '.bench-sha256sums'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => l.slice(66));
  const groups = Array.from({ length: cores }, () => []);
  files.forEach((f, k) => groups[k % cores].push(f));
  const commands = groups
    .filter((g) => g.length > 0)
    .map((g) => ['openssl', ['dgst', '-sha256', ...g]]);
  return { run: () => runParallel(commands, { cwd: root }) };
};

/**
 * in-toto-run recording every file of the workload as a product (no command run), as an
 * in-toto pipeline would record the step: it hashes the same files once, in Python. Its key is
 * made once, beside the data.
 */
const inTotoRun = (root) => {
  const key = path.join(path.dirname(root), 'in-toto-bench-key');
  if (!existsSync(key)) {
    const made = spawnSync('in-toto-keygen', [key], { stdio: 'ignore' });
    if (made.status !== 0) throw new Error('in-toto-keygen failed');
  }
  const link = path.join(tmpdir(), `pg-bench-link-${process.pid}`);
  mkdirSync(link, { recursive: true });
  return {
    run: () =>
      runOnce('in-toto-run', ['-n', 'bench', '-k', key, '-x', '-p', 'results', '-d', link], {
        cwd: root,
      }),
  };
};
/** What the run could not measure (a reference not installed), printed with the verdicts. */
const skipped = [];

/** The committed copy of {@link committedCopy}, made once for every runtime; removed at exit. */
let committed;
/**
 * A copy of `root` committed to a fresh git repository in the temporary folder (outside any
 * other repository, as a checkout is its own), so the audit asks git what a CI run's does; null
 * without git. git is run without any repository handed to it by the environment.
 */
function committedCopy(root) {
  if (committed !== undefined) return committed;
  committed = null;
  if (!hasTool('git')) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'pg-bench-repo-'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  const copy = path.join(dir, path.basename(root));
  cpSync(root, copy, { recursive: true });
  const env = { ...process.env };
  for (const name of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_COMMON_DIR', 'GIT_INDEX_FILE'])
    delete env[name];
  for (const args of [
    ['init', '-q'],
    ['add', '-A'],
    ['-c', 'user.name=bench', '-c', 'user.email=bench@localhost', 'commit', '-qm', 'bench'],
  ]) {
    if (spawnSync('git', args, { cwd: copy, env, stdio: 'ignore' }).status !== 0) return null;
  }
  committed = copy;
  return copy;
}

const nodeFloor = (root, args, { path: node } = runtime) => ({
  run: () =>
    runOnce(node, [path.join(here, 'floor.mjs'), ...args], {
      cwd: root,
      env: auditEnv,
    }),
});

/**
 * Times contenders in alternated rounds after a warm-up round; returns stats by name, each
 * with its per-round wall and CPU times (for ratios pair by pair) and the load around it.
 * `accept`: exit codes that are not a failure (an audit with findings exits 1).
 */
async function measure(title, contenders, { rounds = runs, accept = [0] } = {}) {
  const names = Object.keys(contenders);
  const times = Object.fromEntries(names.map((n) => [n, []]));
  const cpu = Object.fromEntries(names.map((n) => [n, []]));
  const peaks = Object.fromEntries(names.map((n) => [n, null]));
  const loadBefore = loadavg()[0] ?? 0;
  process.stdout.write(`${title} `);
  for (let round = 0; round <= rounds; round++) {
    const order = round % 2 === 0 ? names : [...names].reverse();
    for (const name of order) {
      const r = await contenders[name].run();
      if (!accept.includes(r.code)) {
        console.error(`bench: ${title} / ${name} exited ${r.code}\n${r.stderr}`);
        process.exit(1);
      }
      if (round === 0) continue; // warm-up: page cache, lazy compilation
      times[name].push(r.ms);
      cpu[name].push(r.cpuMs);
      if (r.peakKiB !== null) peaks[name] = Math.max(peaks[name] ?? 0, r.peakKiB);
    }
    process.stdout.write('.');
  }
  process.stdout.write('\n');
  const load = `${loadBefore.toFixed(1)}–${(loadavg()[0] ?? 0).toFixed(1)}`;
  return Object.fromEntries(
    names.map((n) => [
      n,
      {
        median: median(times[n]),
        min: Math.min(...times[n]),
        max: Math.max(...times[n]),
        times: times[n],
        cpu: cpu[n].every((c) => c !== null) ? cpu[n] : null,
        peakKiB: peaks[n],
        load,
      },
    ]),
  );
}

/**
 * A shard's fixed cost as a fraction of the whole, pair by pair: the median over the rounds of
 * (shard CPU − all CPU / n) / all CPU, both from the same round; null without CPU times.
 */
function shardFixedCost(shard, all, n) {
  if (!shard.cpu || !all.cpu) return null;
  return median(shard.cpu.map((c, k) => (c - all.cpu[k] / n) / all.cpu[k]));
}

/** Median over the rounds of a's time over b's in the same round (wall, or CPU with 'cpu'). */
function pairRatio(a, b, what = 'times') {
  if (!a[what] || !b[what]) return null;
  return median(a[what].map((t, k) => t / b[what][k]));
}

// --- workloads -------------------------------------------------------------------------------
const rows = [];
const verdicts = [];
const row = (workload, name, stats, reference) =>
  rows.push({
    workload,
    name,
    runtime: runtime.label,
    stats,
    reference,
    pairs: stats.times.length,
    ...stats,
    ratio: reference ? pairRatio(stats, reference) : null,
    cpuRatio: reference ? pairRatio(stats, reference, 'cpu') : null,
  });
const verdict = (text, value, limit, unit = '×') =>
  verdicts.push(
    `${value <= limit ? 'MET ' : 'MISS'}  ${text}: ${value.toFixed(2)}${unit} (target ≤ ${limit}${unit})`,
  );

/** The runtime the workloads below are timed on (each in turn). */
let runtime = runtimes[0];
for (runtime of runtimes) {
  const firstVerdict = verdicts.length;
  console.log(`--- ${runtime.label} (${runtime.path})`);
  if (only.has('1')) {
    process.stdout.write('generating workload 1 (1 GiB in 64 files, and a 1 GiB single file)... ');
    const large = generateLarge(path.join(data, 'large'), {
      files: 64,
      fileBytes: 16 * MiB,
      passports: 8,
    });
    const single = generateLarge(path.join(data, 'large-one'), {
      files: 1,
      fileBytes: 1024 * MiB,
      passports: 1,
    });
    console.log('ok');
    const contenders = { audit: audit(large, ['--all']) };
    if (values['compare-threads'])
      contenders['audit, main thread'] = audit(large, ['--all'], {
        PASSPORT_GATE_HASH_THREADS: '0',
      });
    if (hasTool('openssl')) contenders[`openssl ×${cores}`] = opensslParallel(large);
    if (hasTool('sha256sum')) contenders['sha256sum -c'] = sha256sumCheck(large);
    contenders['audit, one 1 GiB file'] = audit(single, ['--all']);
    const s = await measure('workload 1', contenders);
    const ref = s[`openssl ×${cores}`];
    const w = '1: 64 × 16 MiB, 8 passports';
    row(w, 'passport-gate audit --all', s.audit, ref);
    if (s['audit, main thread'])
      row(w, 'passport-gate audit, hashing on the main thread', s['audit, main thread'], ref);
    if (ref) row(w, `openssl dgst -sha256, ${cores} processes`, ref, ref);
    if (s['sha256sum -c']) row(w, 'sha256sum -c', s['sha256sum -c'], ref);
    row(
      '1b: one 1 GiB file, 1 passport',
      'passport-gate audit --all',
      s['audit, one 1 GiB file'],
      ref,
    );
    if (ref) verdict('workload 1, audit / parallel openssl', pairRatio(s.audit, ref), 1.25);
    if (s.audit.peakKiB && s['audit, one 1 GiB file'].peakKiB) {
      verdicts.push(
        `info  peak memory: ${(s.audit.peakKiB / 1024).toFixed(0)} MiB with 16 MiB files, ${(s['audit, one 1 GiB file'].peakKiB / 1024).toFixed(0)} MiB with one 1 GiB file`,
      );
    }
  }

  if (only.has('2')) {
    process.stdout.write('generating workload 2 (20,000 files of 1 KiB, 2,000 passports)... ');
    const small = generateSmall(path.join(data, 'small'));
    console.log('ok');
    const inRepository = committedCopy(small);
    if (inRepository === null && runtime === runtimes[0])
      skipped.push('workload 2 in a git repository: git is not installed (or failed)');
    const contenders = { audit: audit(small, ['--all']) };
    if (inRepository !== null)
      contenders['audit, in a git repository'] = audit(inRepository, ['--all']);
    if (values['compare-threads'])
      contenders['audit, main thread'] = audit(small, ['--all'], {
        PASSPORT_GATE_HASH_THREADS: '0',
      });
    if (hasTool('sha256sum')) contenders['sha256sum -c'] = sha256sumCheck(small);
    // The Node floors (bench/floor.mjs): each half of the audit's work, and nothing else.
    for (const threads of [1, cores].filter((t, k, all) => all.indexOf(t) === k))
      contenders[`floor ×${threads}`] = nodeFloor(small, ['hash', String(threads)]);
    contenders['floor passports'] = nodeFloor(small, ['passports']);
    // And both at once, as the least a complete audit of this shape does.
    contenders['floor audit'] = nodeFloor(small, ['audit']);
    // And the honest floor: the lean one plus the least work of every rule added since.
    contenders['floor honest'] = nodeFloor(small, ['honest']);
    if (values.before) contenders['audit, before'] = audit(small, ['--all'], {}, before);
    if (hasTool('in-toto-run') && hasTool('in-toto-keygen'))
      contenders['in-toto-run'] = inTotoRun(small);
    else if (runtime === runtimes[0])
      skipped.push('workload 2: in-toto-run (Debian package in-toto) is not installed');
    const s = await measure('workload 2', contenders);
    const ref = s['sha256sum -c'];
    const w = '2: 20,000 × 1 KiB, 2,000 passports';
    row(w, 'passport-gate audit --all', s.audit, ref);
    if (s['audit, main thread'])
      row(w, 'passport-gate audit, hashing on the main thread', s['audit, main thread'], ref);
    if (ref) row(w, 'sha256sum -c', ref, ref);
    for (const name of Object.keys(s).filter((n) => n.startsWith('floor ×'))) {
      const threads = Number(name.slice('floor ×'.length));
      row(
        w,
        `Node floor: read + hash only, ${threads} thread${threads > 1 ? 's' : ''}`,
        s[name],
        ref,
      );
    }
    row(w, 'Node floor: walk + parse + schema-check passports only', s['floor passports'], ref);
    row(w, 'Node floor: lean complete audit, hashing on a worker', s['floor audit'], ref);
    row(
      w,
      'Node floor: honest complete audit (lean + every rule added since)',
      s['floor honest'],
      ref,
    );
    row(w, 'passport-gate audit --all / lean floor', s.audit, s['floor audit']);
    row(w, 'passport-gate audit --all / honest floor', s.audit, s['floor honest']);
    row(w, 'Node floor: honest / lean', s['floor honest'], s['floor audit']);
    const inRepo = s['audit, in a git repository'];
    if (inRepo) {
      row(w, 'passport-gate audit --all, the files committed to a git repository', inRepo, ref);
      row(
        w,
        'passport-gate audit --all in a git repository / lean floor',
        inRepo,
        s['floor audit'],
      );
      row(
        w,
        'passport-gate audit --all in a git repository / the tree as generated',
        inRepo,
        s.audit,
      );
      verdict(
        'workload 2 CPU in a git repository, audit / lean complete audit',
        pairRatio(inRepo, s['floor audit'], 'cpu'),
        1.3,
      );
    }
    verdict(
      'workload 2 CPU, audit / lean complete audit',
      pairRatio(s.audit, s['floor audit'], 'cpu'),
      1.3,
    );
    verdicts.push(
      `info  workload 2 CPU, audit / honest floor: ${pairRatio(s.audit, s['floor honest'], 'cpu').toFixed(2)}× (wall ${pairRatio(s.audit, s['floor honest']).toFixed(2)}×); honest / lean floor ${pairRatio(s['floor honest'], s['floor audit'], 'cpu').toFixed(2)}× CPU`,
    );
    if (s['in-toto-run'])
      row(w, 'in-toto-run -x (records the same files, Python)', s['in-toto-run'], ref);
    verdict('workload 2, audit / lean complete audit', pairRatio(s.audit, s['floor audit']), 1.25);
    if (s['audit, before']) {
      row(w, `passport-gate audit --all, ${values.before}`, s['audit, before'], ref);
      verdict(
        'workload 2 CPU, audit / --before',
        pairRatio(s.audit, s['audit, before'], 'cpu'),
        1.05,
      );
      verdicts.push(
        `info  workload 2 wall, audit / --before: ${pairRatio(s.audit, s['audit, before']).toFixed(2)}×`,
      );
    }
    const cpuToFloor = pairRatio(s.audit, s['floor audit'], 'cpu');
    if (cpuToFloor !== null)
      verdicts.push(`info  workload 2 CPU, audit / lean complete audit: ${cpuToFloor.toFixed(2)}×`);
    if (ref) verdict('workload 2, audit / sha256sum -c', pairRatio(s.audit, ref), 2.5);
    if (s['in-toto-run'])
      verdicts.push(
        `info  workload 2, in-toto-run / audit: ${(1 / pairRatio(s.audit, s['in-toto-run'])).toFixed(2)}× (goal ≥ 2.5×)`,
      );
    if (ref) {
      const hashFloor = Math.min(
        ...Object.keys(s)
          .filter((n) => n.startsWith('floor ×'))
          .map((n) => s[n].median),
      );
      const passportFloor = s['floor passports'].median;
      verdicts.push(
        `info  workload 2 floors: reading and hashing the listed files alone takes ${(hashFloor / ref.median).toFixed(2)}× sha256sum -c, and walking, parsing and schema-checking the passports alone ${(passportFloor / ref.median).toFixed(2)}× (each a separate Node process, so each pays Node's start-up once); the target is ${(1.5 * ref.median).toFixed(0)} ms`,
      );
      verdicts.push(
        `info  workload 2 lean complete audit (bench/floor.mjs audit, both halves in one process): ${pairRatio(s['floor audit'], ref).toFixed(2)}× sha256sum -c`,
      );
    }
  }

  if (only.has('3')) {
    process.stdout.write(
      'generating workload 3 (10,000 passports) and the one-passport yardstick... ',
    );
    const many = generateManyPassports(path.join(data, 'many'));
    const one = generateSinglePassport(path.join(data, 'single'));
    console.log('ok');
    const s = await measure('workload 3', {
      changed: audit(many, ['--changed-files', path.join(many, '.bench-changed')]),
      floor: nodeFloor(many, ['read-parse']),
      honest: nodeFloor(many, ['honest-changed', path.join(many, '.bench-changed')]),
      one: audit(one, ['--all']),
      ...(before
        ? {
            'changed, before': audit(
              many,
              ['--changed-files', path.join(many, '.bench-changed')],
              {},
              before,
            ),
          }
        : {}),
    });
    const w = '3: 10,000 passports, 1 dir changed';
    row(w, 'passport-gate audit --changed-files', s.changed, s.floor);
    row(w, 'Node floor: walk, read + JSON.parse every passport', s.floor, s.floor);
    row(
      w,
      'Node floor: honest changed mode (index of every passport, owners + stale consumers checked)',
      s.honest,
      s.floor,
    );
    row(w, 'passport-gate audit --changed-files / honest changed floor', s.changed, s.honest);
    verdict(
      'workload 3 CPU, changed mode / honest changed floor (cold)',
      pairRatio(s.changed, s.honest, 'cpu'),
      1.5,
    );
    row(w, 'passport-gate audit --all, 1-passport repo', s.one, s.floor);
    verdict('workload 3, changed mode / read + parse floor', pairRatio(s.changed, s.floor), 2);
    verdicts.push(
      `info  workload 3 is ${pairRatio(s.changed, s.one).toFixed(1)}× the audit of a one-passport repository`,
    );
    if (s['changed, before']) {
      row(
        w,
        `passport-gate audit --changed-files, ${values.before}`,
        s['changed, before'],
        s.floor,
      );
      row(w, 'passport-gate audit --changed-files / --before', s.changed, s['changed, before']);
      verdicts.push(
        `info  workload 3 changed mode / --before: CPU ${pairRatio(s.changed, s['changed, before'], 'cpu').toFixed(2)}×, wall ${pairRatio(s.changed, s['changed, before']).toFixed(2)}×`,
      );
    }
  }

  if (only.has('4')) {
    process.stdout.write('generating workload 4 (100,000 findings, and its clean twin)... ');
    const bad = generateManyFindings(path.join(data, 'findings'), 100000);
    const clean = generateManyFindings(path.join(data, 'findings-clean'), 100000, { clean: true });
    console.log('ok');
    const s = await measure(
      'workload 4',
      {
        findings: audit(bad, ['--all']),
        clean: audit(clean, ['--all']),
        ...(before
          ? {
              'findings, before': audit(bad, ['--all'], {}, before),
              'clean, before': audit(clean, ['--all'], {}, before),
            }
          : {}),
      },
      { rounds: Math.min(runs, 3), accept: [0, 1] },
    );
    const w = '4: 100,000 files, 1,000 passports';
    row(w, 'audit --all, 100,000 findings', s.findings, s.clean);
    row(w, 'audit --all, the same files clean', s.clean, s.clean);
    if (s.findings.peakKiB && s.clean.peakKiB) {
      verdict(
        'workload 4, peak memory with 100,000 findings',
        s.findings.peakKiB / 1024,
        300,
        ' MiB',
      );
      verdicts.push(
        `info  workload 4: ${((s.findings.peakKiB - s.clean.peakKiB) / 100000).toFixed(2)} KiB per finding above the clean audit of the same files (${(s.clean.peakKiB / 1024).toFixed(0)} MiB)`,
      );
    }
    for (const name of ['findings', 'clean']) {
      const was = s[`${name}, before`];
      if (!was) continue;
      row(w, `audit --all (${name}), ${values.before}`, was, s.clean);
      verdicts.push(
        `info  workload 4 ${name} / --before: peak ${s[name].peakKiB && was.peakKiB ? (s[name].peakKiB / was.peakKiB).toFixed(2) : '?'}× (${((s[name].peakKiB ?? 0) / 1024).toFixed(0)} against ${((was.peakKiB ?? 0) / 1024).toFixed(0)} MiB), CPU ${pairRatio(s[name], was, 'cpu').toFixed(2)}×, wall ${pairRatio(s[name], was).toFixed(2)}×`,
      );
    }
  }

  if (only.has('5')) {
    process.stdout.write(
      'generating workload 5 (40,000 wrong-case listings, and its clean twin)... ',
    );
    const wrong = generateWrongCase(path.join(data, 'wrong-case'), 40000);
    const clean = generateWrongCase(path.join(data, 'wrong-case-clean'), 40000, { clean: true });
    console.log('ok');
    const s = await measure(
      'workload 5',
      { wrong: audit(wrong, ['--all']), clean: audit(clean, ['--all']) },
      { rounds: Math.min(runs, 3), accept: [0, 1] },
    );
    const w = '5: 40,000 outputs, 400 passports';
    row(w, 'audit --all, every output listed in the wrong case', s.wrong, s.clean);
    row(w, 'audit --all, the same outputs listed as spelt', s.clean, s.clean);
    verdict('workload 5, 40,000 wrong-case listings', s.wrong.median / 1000, 2, ' s');
  }

  if (only.has('6')) {
    // Each family's worst case at n and 2n, in the same alternated rounds.
    const cases = [
      [
        'file-access: outputs listed in the wrong case',
        (n) => generateWrongCase(path.join(data, `f-wrong-${n}`), 10000 * n),
      ],
      [
        'artifact-digests: every digest wrong',
        (n) => generateManyFindings(path.join(data, `f-digests-${n}`), 20000 * n),
      ],
      [
        'output-directories: unlisted files',
        (n) => generateUnlisted(path.join(data, `f-unlisted-${n}`), 20000 * n),
      ],
      [
        'passport-document: 100 schema violations per passport',
        (n) => generateSchemaErrors(path.join(data, `f-schema-${n}`), 200 * n),
      ],
      [
        'chain: passports in one line',
        (n) => generateChainLine(path.join(data, `f-chain-${n}`), 2000 * n),
      ],
      [
        'handoffs: router envelopes',
        (n) => generateEnvelopes(path.join(data, `f-envelopes-${n}`), 1000 * n),
      ],
    ];
    for (const [name, generate] of cases) {
      const s = await measure(
        `workload 6, ${name.split(':')[0]}`,
        { n: audit(generate(1), ['--all']), '2n': audit(generate(2), ['--all']) },
        { rounds: Math.min(runs, 3), accept: [0, 1] },
      );
      const w = `6: ${name}`;
      row(w, 'audit --all, n', s.n, s.n);
      row(w, 'audit --all, 2n', s['2n'], s.n);
      verdict(`workload 6, ${name}: t(2n) / t(n)`, pairRatio(s['2n'], s.n), 2.5);
    }
  }

  if (only.has('7')) {
    // reproduce (issue 38): the recorded steps run again by the gate, against the same commands
    // run by one `sh` in a scratch copy of the same commit (bench/reproduce-workload.mjs). The
    // difference per step is the gate's own cost: the copy of the commit, reading the passports,
    // resolving and probing each step's program, spawning the step, hashing and comparing its
    // outputs, the report, and Node's start-up (paid once, so spread over the steps).
    process.stdout.write(
      'generating workload 7 (the example pipeline recorded by Snakemake, lines of 8 and 16 shell steps recorded by run)... ',
    );
    const stepEnv = preferRealPython(auditEnv);
    const recorded = { cli, env: stepEnv };
    const generators = [
      [
        '7: examples/snakemake, 6 Python steps',
        'example',
        path.join(data, 'reproduce-example'),
        (dir) =>
          generateSnakemakeExample(dir, {
            ...recorded,
            example: path.join(repoRoot, 'examples', 'snakemake'),
          }),
      ],
      ...[8, 16].map((steps, k) => [
        `7${'bc'[k]}: ${steps} shell steps in a line`,
        `line ${steps}`,
        path.join(data, `reproduce-line-${steps}`),
        (dir) => generateStepLine(dir, { ...recorded, steps }),
      ]),
    ];
    const repos = [];
    for (const [w, name, dir, generate] of generators) {
      let root = generate(dir);
      if (root === null) continue;
      // Recorded by an earlier bundle and not reproduced by this one: recorded again, once.
      let why = explainNotReproduced(root, recorded);
      if (why !== null) {
        forgetGenerated(dir);
        root = generate(dir);
        if (root === null) continue;
        why = explainNotReproduced(root, recorded);
      }
      if (why !== null) {
        console.error(
          `\nbench: ${w}: the recorded pipeline does not reproduce, so it is not timed:\n${why}`,
        );
        process.exit(1);
      }
      repos.push([w, name, root]);
    }
    console.log('ok');
    if (repos.length < 3 && runtime === runtimes[0])
      skipped.push(
        'workload 7: the example pipeline (Snakemake, Debian package snakemake, is not installed to record it)',
      );
    const contenders = {};
    const stepCounts = {};
    for (const [, name, root] of repos) {
      const steps = readRecordedSteps(root);
      stepCounts[name] = steps.length;
      // The steps' own run: the same commands, in a copy of the same commit, laid out as
      // reproduce lays out its scratch copy (made once here; each run deletes the outputs first).
      const scratch = extractCommit(root, `${root}.scratch`);
      const script = `${root}.steps.sh`;
      writeFileSync(script, stepsScript(scratch, steps));
      contenders[`${name}: steps`] = { run: () => runOnce('sh', [script], { env: stepEnv }) };
      contenders[`${name}: reproduce`] = {
        run: () =>
          runOnce(runtime.path, [cli, 'reproduce', '--root', root, '--format', 'json'], {
            env: stepEnv,
          }),
      };
    }
    const s = await measure('workload 7', contenders, { rounds: Math.min(runs, 5) });
    /** Median over the rounds of (reproduce − steps) / steps, wall or CPU, in ms. */
    const perStep = (name, what = 'times') => {
      const a = s[`${name}: steps`][what];
      const b = s[`${name}: reproduce`][what];
      return a && b ? median(b.map((t, k) => (t - a[k]) / stepCounts[name])) : null;
    };
    for (const [w, name] of repos) {
      const a = s[`${name}: steps`];
      const b = s[`${name}: reproduce`];
      row(w, 'the recorded commands, run by sh', a, a);
      row(w, 'passport-gate reproduce', b, a);
      const cpu = perStep(name, 'cpu');
      verdicts.push(
        `info  workload ${w.split(':')[0]}, reproduce's own cost per step ((reproduce − steps) / ${stepCounts[name]}, median over the rounds): ${perStep(name).toFixed(0)} ms wall${cpu === null ? '' : `, ${cpu.toFixed(0)} ms CPU`}; reproduce / steps ${pairRatio(b, a).toFixed(2)}× wall${cpu === null ? '' : `, ${pairRatio(b, a, 'cpu').toFixed(2)}× CPU`}; load ${a.load}`,
      );
    }
    // Twice the steps, the same gate: what one more step costs, without the start-up and the
    // copy of the commit that (reproduce − steps) / steps spreads over the steps.
    const overhead = (name, what) => {
      const a = s[`${name}: steps`][what];
      const b = s[`${name}: reproduce`][what];
      return a && b ? b.map((t, k) => t - a[k]) : null;
    };
    if (s['line 8: steps'] && s['line 16: steps']) {
      const marginal = (what) => {
        const o8 = overhead('line 8', what);
        const o16 = overhead('line 16', what);
        return o8 && o16 ? median(o16.map((t, k) => (t - o8[k]) / 8)) : null;
      };
      const fixed = (what) => {
        const o8 = overhead('line 8', what);
        const o16 = overhead('line 16', what);
        return o8 && o16 ? median(o8.map((t, k) => 2 * t - o16[k])) : null;
      };
      const cpuMarginal = marginal('cpu');
      verdicts.push(
        `info  workload 7b/7c, reproduce's cost of one more step (overhead at 16 steps − at 8, / 8): ${marginal('times').toFixed(0)} ms wall${cpuMarginal === null ? '' : `, ${cpuMarginal.toFixed(0)} ms CPU`}; its fixed cost (start-up, the copy of the commit, the report): ${fixed('times').toFixed(0)} ms wall${cpuMarginal === null ? '' : `, ${fixed('cpu').toFixed(0)} ms CPU`}`,
      );
    }
  }

  if (only.has('8')) {
    // The release audit at scale (issue 41): --scale files of 64 bytes (default 10⁶), 100 to a
    // passport, every digest right. Opt-in (--only 8): at 10⁶ it is ~4 GB on disk and some
    // minutes a round. Three figures against their goals: the audit's CPU against the lean
    // floor's, its peak, and a shard's fixed cost, F = (shard CPU − all CPU / 4) / all CPU pair
    // by pair (what a shard of four pays whatever its share), for shard 1 (it leads the chain
    // and run-level rules) and shard 2 (as every other shard).
    const files = scale;
    process.stdout.write(`generating workload 8 (${files.toLocaleString('en')} files, clean)... `);
    const release = generateManyFindings(path.join(data, 'release'), files, { clean: true });
    console.log('ok');
    const s = await measure(
      'workload 8',
      {
        all: audit(release, ['--all']),
        floor: nodeFloor(release, ['audit']),
        'shard 1/4': audit(release, ['--all', '--shard', '1/4']),
        'shard 2/4': audit(release, ['--all', '--shard', '2/4']),
      },
      { rounds: Math.min(runs, 2) },
    );
    const w = `8: ${files.toLocaleString('en')} files, ${Math.ceil(files / 100).toLocaleString('en')} passports`;
    row(w, 'passport-gate audit --all', s.all, s.floor);
    row(w, 'Node floor: lean complete audit, hashing on a worker', s.floor, s.floor);
    for (const shard of ['shard 1/4', 'shard 2/4']) {
      row(w, `passport-gate audit --all --${shard}`, s[shard], s.all);
      const fixed = shardFixedCost(s[shard], s.all, 4);
      if (fixed !== null)
        verdict(
          `workload 8, ${shard}'s fixed cost, CPU (shard − all/4) / all`,
          fixed * 100,
          15,
          ' %',
        );
    }
    verdict(
      'workload 8 CPU, audit --all / lean complete audit',
      pairRatio(s.all, s.floor, 'cpu'),
      1.3,
    );
    if (s.all.peakKiB)
      verdict('workload 8, peak memory of audit --all', (s.all.peakKiB * 1024) / 1e9, 0.6, ' GB');
    if (s.all.peakKiB && s.floor.peakKiB)
      verdicts.push(
        `info  workload 8 peak: audit --all ${(s.all.peakKiB / 1024).toFixed(0)} MiB, lean floor ${(s.floor.peakKiB / 1024).toFixed(0)} MiB, shard 1/4 ${((s['shard 1/4'].peakKiB ?? 0) / 1024).toFixed(0)} MiB, shard 2/4 ${((s['shard 2/4'].peakKiB ?? 0) / 1024).toFixed(0)} MiB`,
      );
  }

  // Every verdict says which runtime it was measured on.
  for (let k = firstVerdict; k < verdicts.length; k++) verdicts[k] += ` [${runtime.label}]`;
}

if (startupTax) {
  const without = { ...process.env };
  delete without.NODE_EXTRA_CA_CERTS;
  const bare = (env) => ({ run: () => runOnce(runtimes[0].path, ['-e', '0'], { env }) });
  const s = await measure('node start-up', { with: bare(process.env), without: bare(without) });
  verdicts.push(
    `info  this machine sets NODE_EXTRA_CA_CERTS: \`node -e 0\` takes ${s.with.median.toFixed(0)} ms with it, ${s.without.median.toFixed(0)} ms without; the audit was timed ${values['keep-env'] ? 'with it (--keep-env)' : 'without it, as on GitHub-hosted runners (--keep-env keeps it)'}`,
  );
}

// --- report ----------------------------------------------------------------------------------
const fmtS = (ms) => (ms / 1000).toFixed(3);
/** The name a row's reference has in the table (the row of the same stats object). */
const referenceName = (r) =>
  r.reference === null || r.reference === undefined
    ? ''
    : r.reference === r.stats
      ? '(itself)'
      : (rows.find((o) => o.stats === r.reference)?.name ?? '');
const table = [
  [
    'workload',
    'runtime',
    'command',
    'reference',
    'pairs',
    'median s',
    'min–max s',
    'ratio',
    'CPU ratio',
    'peak RSS MiB',
    'load',
  ],
  ...rows.map((r) => [
    r.workload,
    r.runtime,
    r.name,
    referenceName(r),
    String(r.pairs),
    fmtS(r.median),
    `${fmtS(r.min)}–${fmtS(r.max)}`,
    r.ratio === null ? '' : `${r.ratio.toFixed(2)}×`,
    r.cpuRatio === null ? '' : `${r.cpuRatio.toFixed(2)}×`,
    r.peakKiB === null ? 'n/a' : (r.peakKiB / 1024).toFixed(0),
    r.load,
  ]),
];
const widths = table[0].map((_, c) => Math.max(...table.map((r) => r[c].length)));
console.log('');
for (const [k, r] of table.entries()) {
  console.log(
    r.map((cell, c) => (c >= 4 ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  '),
  );
  if (k === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
}
console.log(
  `\nratio: pair by pair, the median over the rounds of each run over its row's reference (the reference column) run in the same round, on the same runtime; CPU ratio the same for user + system time; load: the 1-minute load average before and after the workload; ${runs} alternated runs after a warm-up (at most 3 for workloads 4-6, 5 for 7, 2 for 8).`,
);
for (const v of verdicts) console.log(v);
for (const what of skipped) console.log(`skip  ${what}`);
for (const note of runtimeNotes) console.log(`note  ${note}`);
console.log(
  `load average: ${load.toFixed(2)} at start, ${(loadavg()[0] ?? 0).toFixed(2)} at the end`,
);

if (values.markdown) {
  const md = [
    `Measured on ${machine}; ${runs} alternated runs per command after a warm-up round, warm page cache; 1-minute load average ${load.toFixed(2)} at start, ${(loadavg()[0] ?? 0).toFixed(2)} at the end (the benchmark itself adds up to ${cores}).`,
    '',
    `| ${table[0].join(' | ')} |`,
    `|${table[0].map((_, c) => (c >= 4 ? '---:' : '---')).join('|')}|`,
    ...table.slice(1).map((r) => `| ${r.join(' | ')} |`),
    '',
    ...verdicts.map((v) => `- ${v}`),
    ...skipped.map((what) => `- skip  ${what}`),
    ...runtimeNotes.map((note) => `- note  ${note}`),
    '',
  ].join('\n');
  writeFileSync(path.resolve(values.markdown), md);
  console.log(`wrote ${values.markdown}`);
}
