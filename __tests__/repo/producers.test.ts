import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPassport } from '../../src/core/passport.js';
import { createArtifactPaths } from '../../src/repo/artifact-paths.js';
import { indexProducers } from '../../src/repo/producers.js';

const digest = (n: number) => createHash('sha256').update(`file ${n}`).digest('hex');

/**
 * Output spellings of a few files: normal, with `.`, doubled or trailing slashes, `..`, a
 * backslash, and ones that normalize to nothing (refused), so that two spellings of one path
 * land on one entry of the index and a refused one on none.
 */
const SPELLINGS = [
  'a/o',
  './a/o',
  'a//o',
  'b/../a/o',
  'a\\o',
  'o',
  'b/o',
  'b/o/',
  '../o',
  '/abs/o',
  '',
];

/** A passport: its directory, and its outputs (spelling, digest; null: no digest recorded). */
const passport = fc.record({
  dir: fc.constantFrom('.', 'a', 'b', 'a/b'),
  outputs: fc.array(
    fc.record({
      path: fc.constantFrom(...SPELLINGS),
      sha: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
      // A digest the column cannot hold (upper case) is kept as a plain string.
      upper: fc.boolean(),
    }),
    { maxLength: 4 },
  ),
});

describe('indexProducers', () => {
  it('answers lookup and soleRefAt as a plain reading of every output does (both path bases)', () => {
    fc.assert(
      fc.property(
        fc.array(passport, { maxLength: 6 }),
        fc.constantFrom('root' as const, 'passport' as const),
        (specs, pathBase) => {
          const paths = createArtifactPaths(pathBase);
          const nodes = specs.map((s, k) => ({
            name: k,
            dir: s.dir,
            summary: readPassport({
              outputs: s.outputs.map((o) => ({
                path: o.path,
                ...(o.sha === null
                  ? {}
                  : { sha256: o.upper ? digest(o.sha).toUpperCase() : digest(o.sha) }),
              })),
            }),
          }));
          const index = indexProducers(nodes, paths);
          // The plain reading: every (path, digest) an output is listed at, with its listers.
          const listed = new Map<string, Map<string, number[]>>();
          for (const n of nodes)
            for (const o of n.summary.outputs) {
              const rel = paths.rel(o.path, n.dir);
              if (rel === null || o.sha256 === null) continue;
              const byDigest = listed.get(rel) ?? new Map<string, number[]>();
              listed.set(rel, byDigest);
              byDigest.set(o.sha256, [...(byDigest.get(o.sha256) ?? []), n.name]);
            }
          const rels = new Set([...listed.keys(), 'a/o', 'o', 'b/o', 'never']);
          const digests = [0, 1, 2].flatMap((d) => [digest(d), digest(d).toUpperCase()]);
          for (const rel of rels) {
            const byDigest = listed.get(rel);
            const sole =
              byDigest === undefined
                ? undefined
                : byDigest.size === 1
                  ? [...byDigest.keys()][0]
                  : null;
            const ref = index.soleRefAt(rel);
            expect(ref ? ref.sha256 : ref, rel).toBe(sole);
            for (const sha of digests)
              expect(
                index.lookup(rel, sha).map((n) => n.name),
                `${rel} ${sha}`,
              ).toEqual(byDigest?.get(sha) ?? []);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
