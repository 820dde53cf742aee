// Same verdicts and reports before and after a change, on every fixture the benchmark
// generates: runs two bundles' `audit` on each data set under --data (those already generated
// by `npm run bench`) in JSON, text and SARIF, and compares what they print, byte for byte, with
// the exit codes. Not a benchmark: a check to run beside one.
//
//   node bench/compare-reports.mjs --before /tmp/before/dist/cli.js [--after dist/cli.js] [--data bench/out]
//
// Beside those, it generates small twins of workload 3 (200 passports) whose passports out of
// the changed scope are wrong in the ways changed mode must still report as the run of
// before did (issue 41, "Changed mode: a compact index out of scope"): one schema-invalid, one
// not JSON, and inputs made stale (a changed output's bytes, a consumer's recorded digest).
//
// Exits 0 when every report is identical, 1 when one differs (the first difference printed).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateManyPassports } from './generate.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);
const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string', default: path.join(here, '..', 'dist', 'cli.js') },
    data: { type: 'string', default: path.join(here, 'out') },
    // Every format reads each finding's message (issue 41: messages rendered when written).
    formats: { type: 'string', default: 'json,text,sarif,markdown,codequality,junit' },
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

/** Workload 3 at 200 passports, one passport file rewritten by `edit` (idempotent). */
function generateVariant(name, edit) {
  const root = generateManyPassports(path.join(values.data, name), { passports: 200 });
  edit(root);
  return root;
}
const passportAt = (root, run) => path.join(root, 'results', run, `${run}.passport.json`);
const editJson = (file, change) =>
  writeFileSync(
    file,
    `${JSON.stringify(change(JSON.parse(readFileSync(file, 'utf8'))), null, 2)}\n`,
  );
// Out of scope (r00010 is far from the changed r00101), schema-invalid: a wrong type, a
// malformed digest, an unknown top-level key.
generateVariant('many-200-invalid', (root) =>
  editJson(passportAt(root, 'r00010'), (p) => ({
    ...p,
    created_at: 5,
    outputs: p.outputs.map((o, k) => (k === 0 ? { ...o, sha256: 'not-a-digest' } : o)),
    extra: true,
  })),
);
// Out of scope, not JSON (cut short); the passports consuming it name an unreadable id.
generateVariant('many-200-unparsable', (root) => {
  const file = passportAt(root, 'r00010');
  const text = readFileSync(file, 'utf8');
  if (text.trimEnd().endsWith('}')) writeFileSync(file, text.slice(0, text.length >> 1));
});
// Stale: the changed directory's first output rewritten (its consumers record the old bytes),
// and a consumer out of scope recording its input at a digest its producer does not list.
generateVariant('many-200-stale', (root) => {
  const changed = path.join(root, 'results', 'r00101', 'part0.tsv');
  writeFileSync(changed, 'rewritten\n');
  writeFileSync(path.join(root, '.bench-changed'), 'results/r00101/part0.tsv\n');
  editJson(passportAt(root, 'r00020'), (p) => ({
    ...p,
    inputs: p.inputs.map((i, k) =>
      k === 0 ? { ...i, sha256: createHash('sha256').update('other').digest('hex') } : i,
    ),
    errors: [{ step: 'run', tool: 'bench', exit_code: 1, stderr_excerpt: 'failed' }],
  }));
});

let differ = 0;
let compared = 0;
for (const name of readdirSync(values.data).sort()) {
  const root = path.join(values.data, name);
  if (!existsSync(path.join(root, '.bench-ready'))) continue;
  const changed = path.join(root, '.bench-changed');
  const scopes = existsSync(changed) ? [['--changed-files', changed], ['--all']] : [['--all']];
  for (const scope of scopes) {
    // Every format by default: SARIF's regions are the findings' positions in the passports
    // (issue 41, "The passport text: read again for positions").
    for (const format of values.formats.split(',')) {
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
