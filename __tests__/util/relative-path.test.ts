/**
 * relativeDirname (src/util/relative-path.ts) answers what `path.posix.dirname` answers for
 * every spelling: its fast path (the text before the last slash) is taken only where the two
 * agree (issue 41). The spellings are generated from the characters that decide a dirname.
 */
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { relativeDirname } from '../../src/util/relative-path.js';

describe('relativeDirname', () => {
  it('answers as path.posix.dirname for every spelling of slashes, dots and names', () => {
    const spelling = fc
      .array(fc.constantFrom('/', '/', '.', '..', 'a', 'bc', 'x.passport.json', ' ', '\\'), {
        maxLength: 8,
      })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(spelling, (p) => {
        expect(relativeDirname(p)).toBe(path.posix.dirname(p));
      }),
      { numRuns: 5000 },
    );
  });

  it('answers the spellings a walk never lists as dirname does', () => {
    for (const p of [
      '',
      '/',
      '//',
      '/a',
      '//a',
      'a/',
      'a//',
      'a//b',
      'a/./b',
      './a',
      '../a',
      'a',
      '.',
      '..',
    ])
      expect(relativeDirname(p), JSON.stringify(p)).toBe(path.posix.dirname(p));
  });
});
