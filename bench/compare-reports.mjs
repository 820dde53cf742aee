// Same verdicts and reports before and after a change, on every fixture the benchmark
// generates: runs two bundles' `audit` on each data set under --data (those already generated
// by `npm run bench`) in JSON and in text, and compares what they print, byte for byte, with
// the exit codes. Not a benchmark: a check to run beside one.
//
//   node bench/compare-reports.mjs --before /tmp/before/dist/cli.js [--after dist/cli.js] [--data bench/out]
//
// Exits 0 when every report is identical, 1 when one differs (the first difference printed).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const here = path.dirname(new URL(import.meta.url).pathname);
const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string', default: path.join(here, '..', 'dist', 'cli.js') },
    data: { type: 'string', default: path.join(here, 'out') },
  },
});
if (!values.before) {
  console.error('compare-reports: --before PATH/TO/cli.js is required');
  process.exit(2);
}
const env = { ...process.env };
delete env.NODE_EXTRA_CA_CERTS;
const run = (cli, root, args) =>
  spawnSync(process.execPath, [cli, 'audit', '--root', root, ...args], {
    env,
    maxBuffer: 1 << 30,
    encoding: 'utf8',
  });

let differ = 0;
let compared = 0;
for (const name of readdirSync(values.data).sort()) {
  const root = path.join(values.data, name);
  if (!existsSync(path.join(root, '.bench-ready'))) continue;
  const changed = path.join(root, '.bench-changed');
  const scopes = existsSync(changed) ? [['--changed-files', changed], ['--all']] : [['--all']];
  for (const scope of scopes) {
    for (const format of ['json', 'text']) {
      const args = [...scope, '--format', format];
      const a = run(values.before, root, args);
      const b = run(values.after, root, args);
      compared++;
      if (a.status === b.status && a.stdout === b.stdout) continue;
      differ++;
      let at = 0;
      while (at < a.stdout.length && a.stdout[at] === b.stdout[at]) at++;
      console.log(
        `DIFFER ${name} ${args.join(' ')}: exit ${a.status} / ${b.status}; first difference at ${at}: ${JSON.stringify(a.stdout.slice(at, at + 80))} / ${JSON.stringify(b.stdout.slice(at, at + 80))}`,
      );
    }
  }
  console.log(`${differ === 0 ? 'same' : 'checked'} ${name}`);
}
console.log(`${compared} reports compared, ${differ} differ`);
process.exitCode = differ === 0 && compared > 0 ? 0 : 1;
