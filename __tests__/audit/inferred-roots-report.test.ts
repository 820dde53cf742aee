/**
 * The report's inferred_outputs (audit/report.ts describeInferredRoots): each root's passports
 * as a dirname per passport path groups them, whatever the spelling. The report keeps a
 * directory's passports as one path or, from the second, an array (issue 41, branch rel-cuts);
 * relativeDirname itself is held to path.posix.dirname in __tests__/util/relative-path.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeInferredRoots } from '../../src/audit/report.js';
import { globForRoot } from '../../src/repo/ownership.js';
import { relativeDirname } from '../../src/util/relative-path.js';

/** The plain reading: a dirname per passport, an array per directory. */
function describePlainly(roots: ReadonlyMap<string, readonly string[]>, passports: string[]) {
  const byDir = new Map<string, string[]>();
  for (const p of passports)
    byDir.set(relativeDirname(p), [...(byDir.get(relativeDirname(p)) ?? []), p]);
  return [...roots].map(([root, dirs]) => ({
    root,
    glob: globForRoot(root),
    passports: dirs.flatMap((d) => byDir.get(d) ?? []).sort(),
  }));
}

/** Directories as a walk lists them, and spellings no walk lists (doubled, trailing, leading slashes). */
const DIRS = [
  '.',
  'r',
  'r/a',
  'r/a-b',
  'r/a.b',
  'r/a/b',
  's',
  's/a',
  'r/',
  'r//a',
  '/',
  '//',
  '/r',
  './r',
];
const NAMES = ['x.passport.json', 'y.passport.json', '', 'x.passport.json/'];

describe('describeInferredRoots', () => {
  it('lists each root’s passports as a dirname per passport path does', () => {
    const passportArb = fc
      .tuple(fc.constantFrom(...DIRS), fc.constantFrom(...NAMES))
      .map(([d, n]) => (d === '.' ? n : `${d}/${n}`));
    fc.assert(
      fc.property(
        fc.uniqueArray(passportArb, { maxLength: 20 }),
        fc.uniqueArray(fc.tuple(fc.constantFrom(...DIRS), fc.subarray([...DIRS, 'r/a/', 'r//'])), {
          maxLength: 5,
          selector: ([root]) => root,
        }),
        (passports, rootList) => {
          const roots = new Map(rootList);
          expect(describeInferredRoots(roots, passports)).toEqual(
            describePlainly(roots, passports),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});
