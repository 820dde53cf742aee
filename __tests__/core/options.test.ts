/**
 * The option values both faces share (src/core/options.ts): `--shard i/n` and the action's
 * `shard` input are parsed by one function, so they accept and refuse the same values.
 */
import { describe, expect, it } from 'vitest';
import { FAIL_ON_VALUES, isOneOf, MAX_SHARDS, parseShardSpec } from '../../src/core/options.js';

describe('parseShardSpec', () => {
  it('accepts i/n with 1 <= i <= n', () => {
    expect(parseShardSpec('2/4')).toEqual({ ok: true, shard: { index: 2, count: 4 } });
    expect(parseShardSpec(' 1 / 1 ')).toEqual({ ok: true, shard: { index: 1, count: 1 } });
    expect(parseShardSpec(`${MAX_SHARDS}/${MAX_SHARDS}`)).toEqual({
      ok: true,
      shard: { index: MAX_SHARDS, count: MAX_SHARDS },
    });
  });
  it.each(['0/4', '5/4', '1/0', `1/${MAX_SHARDS + 1}`, '2', '1/2/3', '-1/2', 'a/b', ''])(
    'refuses %j with a reason',
    (text) => {
      const parsed = parseShardSpec(text);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.message.length).toBeGreaterThan(10);
    },
  );
});

describe('isOneOf', () => {
  it('holds a value to the values of --fail-on', () => {
    expect(isOneOf(FAIL_ON_VALUES, 'warning')).toBe(true);
    expect(isOneOf(FAIL_ON_VALUES, 'warn')).toBe(false);
  });
});
