// `npm run bench`: every benchmark, one entry, so that `npm run bench -- --only 2` reaches the
// scripts (npm appends its arguments to the last command of a script, and with a `&&` chain
// that was bench/attested.mjs, which refused them). Forwards to each script the options it
// takes and runs them in turn, stopping at the first that fails (its exit code is this one's):
//
//   bench/run.mjs            workloads 1–8 (--only 1,…,8; --runs --cli --data --node --markdown
//                            --before --compare-threads --keep-env --scale); workload 8, the
//                            release audit of 10⁶ files (~4 GB on disk), only when named
//   bench/content-cache.mjs  the content cache (--only content-cache; --runs --cli --files --keep)
//   bench/attested.mjs       attested passports (--only attested; --runs --cli --data)
//   bench/ignore.mjs         git's ignore answer, workload 2 committed to git, against an
//                            earlier bundle (--only ignore; --before --runs --cli --data --node;
//                            planned only with --before: it times after/before, no reference)
//
// --only takes workload numbers and the names content-cache and attested (default: all);
// --dry-run prints the command lines and runs none; --help prints this usage.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';

const here = import.meta.dirname;
const USAGE =
  'usage: npm run bench -- [--only 1,2,3,4,5,6,7,8,content-cache,attested,ignore] [--runs N] [--cli PATH] [--data DIR] [--node PATH[,PATH]] [--markdown FILE] [--before CLI] [--compare-threads] [--keep-env] [--scale FILES] [--files N] [--keep] [--dry-run]';
const options = {
  only: { type: 'string' },
  runs: { type: 'string' },
  cli: { type: 'string' },
  data: { type: 'string' },
  node: { type: 'string' },
  markdown: { type: 'string' },
  before: { type: 'string' },
  'compare-threads': { type: 'boolean' },
  'keep-env': { type: 'boolean' },
  files: { type: 'string' },
  scale: { type: 'string' },
  keep: { type: 'boolean' },
  'dry-run': { type: 'boolean' },
  help: { type: 'boolean' },
};
let values;
try {
  ({ values } = parseArgs({ options }));
} catch (error) {
  console.error(`bench: ${error.message}\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

/** The command-line options of `names` that were given, as arguments. */
const forward = (names) =>
  names.flatMap((name) => {
    const value = values[name];
    if (value === undefined || value === false) return [];
    return value === true ? [`--${name}`] : [`--${name}`, value];
  });

const WORKLOADS = ['1', '2', '3', '4', '5', '6', '7', '8'];
const SCRIPTS = ['content-cache', 'attested', 'ignore'];
// Workload 8 (10⁶ files, ~4 GB on disk, minutes a round) runs only when --only names it.
if (values.only === undefined)
  console.log('bench: workload 8 left out (the release audit of 10⁶ files: name it with --only 8)');
const only = (values.only ?? [...WORKLOADS.filter((w) => w !== '8'), ...SCRIPTS].join(','))
  .split(',')
  .map((s) => s.trim())
  .filter((s) => s !== '');
const unknown = only.filter((s) => !WORKLOADS.includes(s) && !SCRIPTS.includes(s));
if (unknown.length > 0) {
  console.error(`bench: --only names no benchmark ${unknown.join(', ')}\n${USAGE}`);
  process.exit(2);
}
const workloads = only.filter((s) => WORKLOADS.includes(s));
const plan = [];
if (workloads.length > 0)
  plan.push([
    'run.mjs',
    [
      '--only',
      workloads.join(','),
      ...forward([
        'runs',
        'cli',
        'data',
        'node',
        'markdown',
        'before',
        'compare-threads',
        'keep-env',
        'scale',
      ]),
    ],
  ]);
if (only.includes('content-cache'))
  plan.push(['content-cache.mjs', forward(['runs', 'cli', 'files', 'keep'])]);
if (only.includes('attested')) plan.push(['attested.mjs', forward(['runs', 'cli', 'data'])]);
// bench/ignore.mjs times a bundle against an earlier one only: named without --before it is
// refused; left to the default list without --before it is left out, and said so.
if (only.includes('ignore')) {
  if (values.before !== undefined)
    plan.push(['ignore.mjs', forward(['before', 'runs', 'cli', 'data', 'node'])]);
  else if (values.only !== undefined) {
    console.error(
      `bench: --only ignore times against an earlier bundle: give --before CLI\n${USAGE}`,
    );
    process.exit(2);
  } else console.log('bench: bench/ignore.mjs left out (it needs --before CLI)');
}

for (const [script, args] of plan) {
  const argv = [path.join(here, script), ...args];
  if (values['dry-run']) {
    console.log(['node', path.relative(process.cwd(), argv[0]) || argv[0], ...args].join(' '));
    continue;
  }
  const r = spawnSync(process.execPath, argv, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
