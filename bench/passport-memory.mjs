// `node bench/passport-memory.mjs`: peak memory of auditing one large passport, by shape.
// Memory follows the values JSON.parse builds, not the bytes, so each shape is written twice:
// at the default size cap (16 MiB: a value-heavy one is refused before it is parsed) and just
// under the value cap (MAX_JSON_VALUES, where the most memory is spent). Peak RSS of the whole
// audit process (dist/cli.js), one hashing thread, beside a one-passport repository as the
// floor. The figures go to docs/performance.md ("Memory per passport").
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { median, runOnce } from './measure.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);
// The CLI to measure: dist/cli.js, or a path given as the first argument (another build).
const cli = path.resolve(process.argv[2] ?? path.join(here, '..', 'dist', 'cli.js'));
const MAX_VALUES = 1_000_000;
const CAP = 16 * 1024 * 1024 - 4096;

/** A passport whose parameters hold `unit` repeated to `bytes` (at most `values` values). */
function passportText(unit, perUnit, bytes, values) {
  const out = 'results/big/a.txt';
  const head = {
    schema_version: '1.0.0',
    passport_id: randomUUID(),
    created_at: '2026-06-17T12:00:00Z',
    produced_by: { skill: 'big', skill_version: '1.0.0' },
    inputs: [],
    outputs: [{ type: 'txt', path: out, sha256: createHash('sha256').update('a\n').digest('hex') }],
    decisions: [],
    errors: [],
    consumed_passports: [],
    downstream_hints: { next_skills: [] },
  };
  const prefix = `${JSON.stringify(head).slice(0, -1)},"parameters":{"x":[`;
  const n = Math.min(Math.floor((bytes - prefix.length - 8) / unit.length), values / perUnit);
  return `${prefix}${unit.repeat(n).slice(0, -1)}]}}`;
}

const SHAPES = [
  // unit, values per unit (each comma and each opening bracket is one)
  ['long strings', `"${'y'.repeat(4000)}",`, 1],
  ['numbers', '0,', 1],
  ['empty objects', '{},', 2],
  ['empty arrays', '[],', 2],
  ['one-key objects', '{"k":1},', 2],
];

const dir = mkdtempSync(path.join(tmpdir(), 'pg-passport-memory-'));
const rows = [];
try {
  const measure = async (label, text) => {
    rmSync(path.join(dir, 'results'), { recursive: true, force: true });
    mkdirSync(path.join(dir, 'results/big'), { recursive: true });
    writeFileSync(path.join(dir, 'results/big/a.txt'), 'a\n');
    if (text !== null) writeFileSync(path.join(dir, 'results/big/big.passport.json'), text);
    const peaks = [];
    let verdict = '';
    for (let i = 0; i < 3; i++) {
      const r = await runOnce(process.execPath, [cli, 'audit', '--root', dir, '--all', '--quiet'], {
        env: { ...process.env, PASSPORT_GATE_HASH_THREADS: '1', NODE_EXTRA_CA_CERTS: '' },
      });
      peaks.push(r.peakKiB / 1024);
      verdict = r.code === 0 ? 'passed' : 'failed';
    }
    const bytes = text === null ? 0 : Buffer.byteLength(text);
    rows.push({ label, bytes, peak: median(peaks), verdict });
  };
  await measure('floor: a small passport', passportText('0,', 1, 1000, 10));
  for (const [name, unit, per] of SHAPES) {
    await measure(`${name}, 16 MiB`, passportText(unit, per, CAP, Infinity));
    await measure(`${name}, under the value cap`, passportText(unit, per, CAP, MAX_VALUES - 50));
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log('| passport | bytes | peak RSS MiB | audit |');
console.log('|---|---:|---:|---|');
for (const r of rows)
  console.log(
    `| ${r.label} | ${r.bytes.toLocaleString('en-US')} | ${r.peak.toFixed(0)} | ${r.verdict} |`,
  );
