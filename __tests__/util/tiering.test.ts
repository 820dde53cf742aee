/**
 * The optimizing compilers' thresholds (src/util/tiering.ts): the flags chosen by V8 version; on
 * this runtime, that V8 knows them (an unknown flag is an error printed on standard error) and
 * that set at run time they delay a hot function's optimization. How they are held (now and per
 * worker, by both entries): v8-flags.test.ts.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { TIERING_FLAGS_V8_11, TIERING_FLAGS_V8_13, tieringFlags } from '../../src/util/tiering.js';

/**
 * Sets the flags given (if any) at run time, as the entries do, then calls one small function
 * `calls` times; run under `--trace-opt`, V8 prints a "marking" line when it asks to optimize it.
 */
const HOT = `
const v8 = require('node:v8');
if (process.argv[1]) v8.setFlagsFromString(process.argv[1]);
function tieringProbe(a, b) { return (a * 31 + b) | 0; }
let sum = 0;
for (let i = 0; i < Number(process.argv[2]); i++) sum = tieringProbe(sum, i);
console.log(sum);
`;

/** How many times V8 marked the probe for optimization in a fresh `node` given `flags` at run time. */
function markings(flags: string, calls: number): number {
  const out = execFileSync(
    process.execPath,
    ['--trace-opt', '-e', HOT, '--', flags, String(calls)],
    {
      encoding: 'utf8',
    },
  );
  return out
    .split('\n')
    .filter((line) => line.startsWith('[marking') && line.includes('tieringProbe')).length;
}

describe('tieringFlags', () => {
  it('names the flags of the two runtimes measured, and none for another V8', () => {
    expect(tieringFlags('11.3.244.8-node.38')).toBe(TIERING_FLAGS_V8_11);
    expect(tieringFlags('13.6.233.17-node.63')).toBe(TIERING_FLAGS_V8_13);
    expect(tieringFlags('12.4.254.21-node.33')).toBeNull();
    expect(tieringFlags('14.1.146.11-node.11')).toBeNull();
    expect(tieringFlags('')).toBeNull();
  });
});

/** The flags for this runtime's V8, or null on a runtime not measured (no flags set there). */
const flagsHere = tieringFlags(process.versions.v8);

describe('the tiering flags on this runtime (Node 20 and 24, which CI runs; skipped, and said, on another)', () => {
  it.runIf(flagsHere !== null)(
    "sets flags this runtime's V8 knows: nothing printed, the run unchanged",
    () => {
      const flags = flagsHere ?? '';
      const run = spawnSync(process.execPath, ['-e', HOT, '--', flags, '1000'], {
        encoding: 'utf8',
      });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      const plain = spawnSync(process.execPath, ['-e', HOT, '--', '', '1000'], {
        encoding: 'utf8',
      });
      expect(run.stdout).toBe(plain.stdout);
    },
  );

  it.runIf(flagsHere !== null)(
    'delays a hot function’s optimization when set at run time, on this runtime',
    () => {
      const flags = flagsHere ?? '';
      // Enough calls for V8's own thresholds to mark the probe, too few for thresholds 8–16× as
      // high: so the check fails if the flags are not read when set at run time.
      const calls = 5_000;
      expect(markings('', calls)).toBeGreaterThan(0);
      expect(markings(flags, calls)).toBe(0);
    },
  );
});
