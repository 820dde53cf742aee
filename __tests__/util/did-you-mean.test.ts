import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance, findSimilar } from '../../src/util/did-you-mean.js';

/** Plain Levenshtein by recursion with memo: the reference the OSA distance never exceeds. */
function levenshtein(a: string, b: string): number {
  const memo = new Map<string, number>();
  const go = (i: number, j: number): number => {
    if (i === 0) return j;
    if (j === 0) return i;
    const key = `${i},${j}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const d = Math.min(
      go(i - 1, j) + 1,
      go(i, j - 1) + 1,
      go(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1),
    );
    memo.set(key, d);
    return d;
  };
  return go(a.length, b.length);
}

describe('editDistance (optimal string alignment)', () => {
  it('counts an adjacent swap as one edit, as Levenshtein does not', () => {
    expect(editDistance('fromat', 'format')).toBe(1);
    expect(levenshtein('fromat', 'format')).toBe(2);
    expect(editDistance('ca', 'abc')).toBe(3); // OSA: no substring edited twice
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', '')).toBe(3);
  });

  it('is zero only for equal strings, symmetric, and at most Levenshtein', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', '-'), maxLength: 8 });
    fc.assert(
      fc.property(word, word, (a, b) => {
        const d = editDistance(a, b);
        expect(d === 0).toBe(a === b);
        expect(editDistance(b, a)).toBe(d);
        expect(d).toBeLessThanOrEqual(levenshtein(a, b));
        expect(d).toBeGreaterThanOrEqual(Math.abs(a.length - b.length));
      }),
    );
  });
});

describe('findSimilar', () => {
  const flags = ['all', 'changed-files', 'base', 'root', 'config', 'format', 'output', 'fail-on'];
  it('suggests the nearest names, a swap or a missing letter away', () => {
    expect(findSimilar('al', flags)).toEqual(['all']);
    expect(findSimilar('fromat', flags)).toEqual(['format']);
    expect(findSimilar('FORMAT', ['format'])).toEqual([]); // the same name is no suggestion
    expect(findSimilar('ouputs', ['outputs', 'ignore', 'rules'])).toEqual(['outputs']);
  });
  it('completes an unambiguous prefix of three characters or more', () => {
    expect(findSimilar('chang', flags)).toEqual(['changed-files']);
    expect(findSimilar('fa', ['fail-on', 'format'])).toEqual([]);
  });
  it('suggests nothing far away', () => {
    expect(findSimilar('frobnicate', flags)).toEqual([]);
    expect(findSimilar('root', ['format', 'output', 'fail-on', 'debug', 'help'])).toEqual([]);
  });
  it('words the suggestion', () => {
    expect(didYouMean('audt', ['audit', 'merge'])).toBe('; did you mean "audit"?');
    expect(didYouMean('bat', ['bad', 'bag', 'xyz'])).toBe('; did you mean one of "bad", "bag"?');
    expect(didYouMean('zzz', ['audit'])).toBe('');
    expect(didYouMean('al', ['all'], (n) => `--${n}`)).toBe('; did you mean --all?');
  });
});
