import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPassport, sameRecordedDigest, type ArtifactRef } from '../../src/core/passport.js';
import { createArtifactPaths } from '../../src/repo/artifact-paths.js';
import { indexProducers } from '../../src/repo/producers.js';
import {
  normalizerOf,
  planAuditReruns,
  planReruns,
  toStaleNode,
  type HeadPassport,
} from '../../src/repo/stale.js';
import { relativeDirname } from '../../src/util/relative-path.js';

const digest = (text: string) => createHash('sha256').update(text).digest('hex');
const id = (n: number) => `abcdef12-0000-4000-8000-00000000000${n}`;

/** A producer re-stamped over a new output, and a consumer of it. */
function restampedProducer() {
  const producer = (sha256: string) => ({
    passport_id: id(1),
    outputs: [{ path: 'a/o', sha256 }],
  });
  // It names the producer by id alone: stale by `consumed`, only if its file is unchanged.
  const consumer = { passport_id: id(2), consumed_passports: [id(1)], inputs: [] };
  const base = [
    { path: 'a/a.passport.json', value: producer(digest('old')) },
    { path: 'b/b.passport.json', value: consumer },
  ].map((f) => ({
    ...f,
    problem: null,
    bytes: Buffer.from(JSON.stringify(f.value, null, 2)),
  }));
  return { base, producer: producer(digest('new')), consumer };
}

describe('planAuditReruns', () => {
  it("asks a head passport's bytes once: compared and parsed, they are one reading of a file that may change between asks", () => {
    const { base, producer, consumer } = restampedProducer();
    // The consumer's file as the head holds it: the base's value, written on one line (other
    // bytes, the same passport: unchanged, so the producer's new output makes it stale).
    const written = Buffer.from(JSON.stringify(consumer));
    let asked = 0;
    // A passport whose bytes were let go of reads them again on each ask: here the file is
    // gone by the second (null), as a file changed since its check is.
    const ask = () => (asked++ === 0 ? written : null);
    // `bytes` too: the property a record had before readBytes(), asked the same way.
    const record = (path: string, value: object, read: () => Uint8Array | null) =>
      Object.defineProperty({ path, summary: readPassport(value), readBytes: read }, 'bytes', {
        get: read,
      }) as HeadPassport;
    const head = [
      record('a/a.passport.json', producer, () => Buffer.from(JSON.stringify(producer))),
      record('b/b.passport.json', consumer, ask),
    ];
    const steps = planAuditReruns(head, base, normalizerOf('root'));
    expect(asked).toBe(1);
    expect(steps.map((s) => [s.path, s.reasons.map((r) => r.kind)])).toEqual([
      ['b/b.passport.json', ['consumed']],
    ]);
  });
});

/**
 * The head-alone question, answered with the producer index as the audit asks it
 * (audit/pipeline.ts planStaleSteps), against the whole computation: worlds of passports in a
 * few directories with chains by id (ids repeated, missing, consumed by themselves, in
 * cycles), inputs linked to outputs by path in several spellings, and producers that record
 * another digest far upstream of the passports they make stale.
 */
describe('planAuditReruns without a base', () => {
  const SPELLINGS = ['x/o', './x/o', 'x//o', 'y/../x/o', 'y/o', 'o', '../o'];
  const artifact = fc.record({
    path: fc.constantFrom(...SPELLINGS),
    sha: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
  });
  const passport = fc.record({
    dir: fc.constantFrom('.', 'x', 'y'),
    id: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
    consumed: fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 3 }),
    inputs: fc.array(artifact, { maxLength: 3 }),
    outputs: fc.array(artifact, { maxLength: 3 }),
  });
  const uuid = (n: number) => id(n);

  it('plans exactly what the whole computation plans (the producer index agreeing, or nothing agreeing)', () => {
    fc.assert(
      fc.property(
        fc.array(passport, { maxLength: 8 }),
        fc.constantFrom('root' as const, 'passport' as const),
        (specs, pathBase) => {
          const paths = createArtifactPaths(pathBase);
          const normalize = (raw: string, dir: string) => paths.rel(raw, dir) ?? raw;
          const side = (list: readonly { path: string; sha: number | null }[]) =>
            list.map((a) => ({
              path: a.path,
              ...(a.sha === null ? {} : { sha256: digest(`${a.sha}`) }),
            }));
          const head: HeadPassport[] = specs.map((s, k) => {
            const path = `${s.dir === '.' ? '' : `${s.dir}/`}p${k}.passport.json`;
            const summary = readPassport({
              ...(s.id === null ? {} : { passport_id: uuid(s.id) }),
              consumed_passports: s.consumed.map(uuid),
              inputs: side(s.inputs),
              outputs: side(s.outputs),
            });
            return { path, summary, readBytes: () => null };
          });
          const whole = planReruns({
            base: [],
            head: head.map((r) => toStaleNode(r.path, r.summary, normalize)),
            unchangedHead: new Set<string>(),
          });
          const producers = indexProducers(
            head.map((r) => ({ dir: relativeDirname(r.path), summary: r.summary })),
            paths,
          );
          // As the audit asks it (audit/pipeline.ts): the digests compared as bytes.
          const agrees = (input: ArtifactRef, dir: string) => {
            const rel = paths.relOf(input, dir);
            if (rel === null) return false;
            const sole = producers.soleRefAt(rel);
            return sole === undefined || (sole !== null && sameRecordedDigest(sole, input));
          };
          expect(planAuditReruns(head, null, normalize, [], agrees)).toEqual(whole);
          expect(planAuditReruns(head, null, normalize)).toEqual(whole);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
