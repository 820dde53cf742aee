// The attested-passports benchmark (issue 24): workload 2 (20,000 files of 1 KiB under 2,000
// passports) against the same lattice with every passport attested (a Sigstore bundle signed
// by one trusted ECDSA P-256 key, under `attestations: require`). The median over the rounds of
// each round's difference (wall and CPU) is what verifying 2,000 bundles adds to the audit (target: at most 0.5 s; one verifier, built
// once, checks every bundle). Runs alternate, pair by pair, after a warm-up round.
//   node bench/attested.mjs [--runs N] [--cli dist/cli.js] [--data bench/out]
import path from 'node:path';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { generateSmall, generateSmallAttested } from './generate.mjs';
import { median, runOnce } from './measure.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    cli: { type: 'string', default: path.join(here, '..', 'dist', 'cli.js') },
    data: { type: 'string', default: path.join(here, 'out') },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log('usage: node bench/attested.mjs [--runs N] [--cli dist/cli.js] [--data bench/out]');
  process.exit(0);
}
const cli = path.resolve(values.cli);
const env = { ...process.env };
delete env.NODE_EXTRA_CA_CERTS; // as on GitHub's runners (see bench/run.mjs)
const plain = generateSmall(path.join(values.data, 'small'));
const attested = generateSmallAttested(path.join(values.data, 'small-attested'), cli);
const audit = (root) =>
  runOnce(process.execPath, [cli, 'audit', '--root', root, '--all', '--format', 'json'], { env });
const times = { plain: [], attested: [] };
const cpu = { plain: [], attested: [] };
const load = loadavg()[0] ?? 0;
for (let round = 0; round <= Number(values.runs); round++) {
  const order = round % 2 === 0 ? ['plain', 'attested'] : ['attested', 'plain'];
  for (const name of order) {
    const r = await audit(name === 'plain' ? plain : attested);
    if (r.code !== 0) {
      console.error(`bench: ${name} exited ${r.code}\n${r.stderr}`);
      process.exit(1);
    }
    if (round > 0) {
      times[name].push(r.ms);
      cpu[name].push(r.cpuMs);
    }
  }
  process.stdout.write('.');
}
// Pair by pair: each round's attested run against the plain run of the same round.
const pairs = (what) => what.attested.map((t, k) => t - what.plain[k]);
const added = median(pairs(times)) / 1000;
const addedCpu = cpu.plain.every((c) => c !== null) ? median(pairs(cpu)) / 1000 : null;
const ratio = median(times.attested.map((t, k) => t / times.plain[k]));
// CPU beside wall: on a shared machine the wall difference carries the other processes' load,
// the kernel's CPU accounting much less of it.
const cpuRatio = cpu.plain.every((c) => c !== null)
  ? median(cpu.attested.map((c, k) => c / cpu.plain[k]))
  : null;
console.log(
  `\nworkload 2: ${(median(times.plain) / 1000).toFixed(3)} s; attested: ${(median(times.attested) / 1000).toFixed(3)} s (${ratio.toFixed(2)}× pair by pair${cpuRatio === null ? '' : `; CPU ${(median(cpu.plain) / 1000).toFixed(3)} s against ${(median(cpu.attested) / 1000).toFixed(3)} s, ${cpuRatio.toFixed(2)}×`}); load ${load.toFixed(2)} at start, ${(loadavg()[0] ?? 0).toFixed(2)} at the end`,
);
console.log(
  `${added <= 0.5 ? 'MET ' : 'MISS'}  verifying 2,000 bundles adds ${added.toFixed(3)} s of wall time, median over ${times.plain.length} pairs (target ≤ 0.5 s)${addedCpu === null ? '' : `; ${addedCpu.toFixed(3)} s of CPU`}`,
);
