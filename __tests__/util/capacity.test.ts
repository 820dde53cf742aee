/** The doubling growth both typed-array columns share (util/capacity.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { growCapacity } from '../../src/util/capacity.js';

describe('growCapacity', () => {
  it('doubles the length until it holds the slots asked for, at the least power of two step', () => {
    fc.assert(
      fc.property(fc.nat(1 << 20), fc.nat(1 << 24), (length, atLeast) => {
        const n = growCapacity(length, atLeast);
        const start = Math.max(1, length);
        expect(n).toBeGreaterThanOrEqual(atLeast);
        expect(n).toBeGreaterThanOrEqual(start * 2);
        // A power of two times the start, and the least one that holds `atLeast`.
        expect(Number.isInteger(Math.log2(n / start))).toBe(true);
        if (n > start * 2) expect(n / 2).toBeLessThan(atLeast);
      }),
      { numRuns: 500 },
    );
  });

  it('grows an empty column too', () => {
    expect(growCapacity(0, 1)).toBe(2);
    expect(growCapacity(0, 5)).toBe(8);
  });
});
