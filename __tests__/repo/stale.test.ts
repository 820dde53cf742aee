import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readPassport } from '../../src/core/passport.js';
import { normalizerOf, planAuditReruns, type HeadPassport } from '../../src/repo/stale.js';

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
