/**
 * The V8 flags held for the whole process (src/util/v8-flags.ts): asked of V8 now and again when
 * each worker is online, as one string; nothing when no flag is for this runtime; both entries
 * hold the young generation's and the tiering flags through it, before they run a command. The
 * flags' effects are observed in young-generation.test.ts and tiering.test.ts.
 */
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TIERING_FLAGS_V8_13 } from '../../src/util/tiering.js';
import { holdV8Flags } from '../../src/util/v8-flags.js';
import { YOUNG_GENERATION_FLAG } from '../../src/util/young-generation.js';

describe('holdV8Flags', () => {
  it('asks V8 for the flags now, and again when each worker of the process is online', () => {
    const asked: string[] = [];
    const events = new EventEmitter();
    holdV8Flags(events, [YOUNG_GENERATION_FLAG, TIERING_FLAGS_V8_13], (flags) => asked.push(flags));
    const both = `${YOUNG_GENERATION_FLAG} ${TIERING_FLAGS_V8_13}`;
    expect(asked).toEqual([both]);
    const worker = new EventEmitter();
    events.emit('worker', worker);
    expect(asked).toHaveLength(1);
    worker.emit('online');
    worker.emit('online');
    expect(asked).toEqual([both, both]);
    expect(events.listenerCount('worker')).toBe(1);
  });

  it('skips a flag set not meant for this runtime (null), and asks nothing when none is left', () => {
    const asked: string[] = [];
    const events = new EventEmitter();
    holdV8Flags(events, [YOUNG_GENERATION_FLAG, null], (flags) => asked.push(flags));
    expect(asked).toEqual([YOUNG_GENERATION_FLAG]);
    const none = new EventEmitter();
    holdV8Flags(none, [null], (flags) => asked.push(flags));
    none.emit('worker', new EventEmitter());
    expect(asked).toEqual([YOUNG_GENERATION_FLAG]);
    expect(none.listenerCount('worker')).toBe(0);
  });

  it('is called once by both entries, the CLI and the action, with both flag sets, before they run a command', () => {
    const src = path.resolve(import.meta.dirname, '../../src');
    for (const [entry, runs] of [
      ['bin.ts', 'await runCli('],
      ['main.ts', 'await runGate('],
    ] as const) {
      const text = readFileSync(path.join(src, entry), 'utf8');
      const call =
        'holdV8Flags(process, [YOUNG_GENERATION_FLAG, tieringFlags(process.versions.v8)]);\n';
      const held = text.indexOf(call);
      expect(held, entry).toBeGreaterThan(0);
      expect(text.indexOf(call, held + 1), entry).toBe(-1);
      expect(text.indexOf(runs), entry).toBeGreaterThan(held);
    }
  });
});
