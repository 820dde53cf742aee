import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forEachListedOutputPath, readPassport } from '../../src/core/passport.js';
import { createArtifactPaths } from '../../src/repo/artifact-paths.js';
import { SharedOutputs } from '../../src/repo/shared-outputs.js';

// Paths the walk listed as files (their ids are their places), and spellings that are not:
// missing, refused, not in normal form, relative to a passport's directory.
const LISTED = ['a/x', 'b/y', 'a/c/z', 'x', 'z'];
const SPELLINGS = [...LISTED, 'missing/q', '../out', './a/x', 'a//x', 'c/z', 'y'];
const DIRS = ['a', 'b', 'a/c', '.'];

const entry = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...SPELLINGS).map((path) => ({ path })) },
  fc.constantFrom(null, 'a/x', 7, [], { path: 7 }, { sha256: 'x' }),
);
const passport = fc.record({
  dir: fc.constantFrom(...DIRS),
  // undefined: a passport the audit refuses (it lists nothing)
  value: fc.option(
    fc.oneof(
      { weight: 5, arbitrary: fc.array(entry, { maxLength: 6 }).map((outputs) => ({ outputs })) },
      fc.constantFrom({}, { outputs: 'a/x' }, null, []),
    ),
    { nil: undefined, freq: 6 },
  ),
});

/** The outputs two passports list, spelt out: every listing kept, then the shared ones. */
function listNaively(
  records: { dir: string; value: unknown }[],
  paths: ReturnType<typeof createArtifactPaths>,
) {
  const listers = new Map<string, { record: number; index: number }[]>();
  records.forEach((r, k) => {
    if (r.value === undefined) return;
    for (const o of readPassport(r.value).outputs) {
      const rel = paths.rel(o.path, r.dir);
      if (rel === null) continue;
      let list = listers.get(rel);
      if (list === undefined) listers.set(rel, (list = []));
      if (!list.some((l) => l.record === k)) list.push({ record: k, index: o.index });
    }
  });
  return [...listers].filter(([, list]) => list.length > 1);
}

describe('SharedOutputs', () => {
  it.each(['root', 'passport'] as const)(
    'finds the outputs two passports list, as read, as their summaries list them (path-base %s)',
    (pathBase) => {
      fc.assert(
        fc.property(fc.array(passport, { maxLength: 12 }), (records) => {
          const paths = createArtifactPaths(pathBase);
          const tree = {
            listedCount: LISTED.length,
            fileId: (rel: string) => {
              const i = LISTED.indexOf(rel);
              return i < 0 ? undefined : (i as never);
            },
          };
          const shared = new SharedOutputs(tree, paths);
          for (const r of records) shared.add(r.dir, r.value);
          const numbered = records.map((_, k) => k);
          expect(shared.list(numbered)).toEqual(listNaively(records, paths));
        }),
        { numRuns: 400 },
      );
    },
  );

  it('grows past its first thousand listings', () => {
    const paths = createArtifactPaths('root');
    const tree = { listedCount: 0, fileId: () => undefined };
    const shared = new SharedOutputs(tree, paths);
    const outputs = Array.from({ length: 3000 }, (_, i) => ({ path: `p/${i}` }));
    shared.add('p', { outputs });
    shared.add('q', { outputs: [{ path: 'p/2999' }, { path: 'p/0' }] });
    expect(shared.list(['first', 'second'])).toEqual([
      ['p/0', [{ record: 'first', index: 0 }, { record: 'second', index: 1 }]],
      ['p/2999', [{ record: 'first', index: 2999 }, { record: 'second', index: 0 }]],
    ]);
  });

  it('visits each output as the passport model reads it (forEachListedOutputPath)', () => {
    fc.assert(
      fc.property(passport, ({ value }) => {
        const visited: [string, number][] = [];
        forEachListedOutputPath(value, (path, index) => visited.push([path, index]));
        expect(visited).toEqual(readPassport(value).outputs.map((o) => [o.path, o.index]));
      }),
      { numRuns: 300 },
    );
  });
});
