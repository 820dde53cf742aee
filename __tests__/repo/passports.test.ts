/**
 * The passports as one run reads them (src/repo/passports.ts). In changed mode each passport is
 * read for the run's index alone (`indexOnly`): its id, edges and listings at once, every other
 * field from its bytes on first use. What any reader of the model sees must be what the full
 * reading (core/passport.ts readPassport) gives, field by field, whatever the passport holds.
 */
import fc from 'fast-check';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { readPassport, withInputs, type Passport } from '../../src/core/passport.js';
import type { ContainedReadResult } from '../../src/fs/safe-read.js';
import type { DocumentReader } from '../../src/hash/index.js';
import {
  describePassport,
  describePassportBytes,
  readPassports,
  type PassportRecord,
} from '../../src/repo/passports.js';

/** Reads documents from a map of path → bytes, in order. */
function memoryReader(files: ReadonlyMap<string, Uint8Array>): DocumentReader {
  return {
    async readEach(rels, _maxBytes, visit) {
      for (const rel of rels) {
        const bytes = files.get(rel);
        visit(
          rel,
          bytes
            ? { ok: true, bytes: Buffer.from(bytes), size: bytes.length }
            : { ok: false, reason: 'missing', detail: 'does not exist' },
        );
      }
    },
  };
}

/** Every field of the model, as readPassport names them. */
const FIELDS = Object.keys(readPassport({})) as (keyof Passport)[];

/** The fields of `p` copied into a plain object (each read through whatever accessor it has). */
const fieldsOf = (p: Passport): Record<string, unknown> =>
  Object.fromEntries(FIELDS.map((k) => [k, p[k]]));

/** A passport-shaped value whose every field may be of the wrong type. */
const artifact = fc.record(
  {
    path: fc.oneof(fc.string(), fc.integer()),
    sha256: fc.oneof(fc.stringMatching(/^[0-9a-f]{64}$/), fc.constant(null)),
    size_bytes: fc.oneof(fc.nat(), fc.double(), fc.string()),
    source: fc.string(),
    external: fc.boolean(),
    uri: fc.string(),
    type: fc.string(),
  },
  { requiredKeys: [] },
);
const passportValue = fc.record(
  {
    schema_version: fc.oneof(fc.constant('1.0.0'), fc.integer()),
    passport_id: fc.oneof(fc.uuid(), fc.string(), fc.integer()),
    created_at: fc.oneof(fc.constant('2026-01-01T00:00:00Z'), fc.boolean()),
    produced_by: fc.oneof(
      fc.record(
        { skill: fc.string(), skill_version: fc.string(), agent: fc.string(), x: fc.jsonValue() },
        { requiredKeys: [] },
      ),
      fc.string(),
    ),
    inputs: fc.oneof(fc.array(fc.oneof(artifact, fc.jsonValue()), { maxLength: 4 }), fc.string()),
    outputs: fc.oneof(fc.array(fc.oneof(artifact, fc.jsonValue()), { maxLength: 4 }), fc.string()),
    decisions: fc.oneof(fc.array(fc.jsonValue(), { maxLength: 3 }), fc.jsonValue()),
    parameters: fc.jsonValue(),
    errors: fc.oneof(
      fc.array(
        fc.oneof(
          fc.record(
            {
              step: fc.string(),
              tool: fc.string(),
              exit_code: fc.integer(),
              stderr_excerpt: fc.string(),
            },
            { requiredKeys: [] },
          ),
          fc.jsonValue(),
        ),
        { maxLength: 3 },
      ),
      fc.jsonValue(),
    ),
    consumed_passports: fc.oneof(fc.array(fc.oneof(fc.uuid(), fc.integer())), fc.string()),
    downstream_hints: fc.oneof(
      fc.record(
        {
          next_skills: fc.array(fc.oneof(fc.string(), fc.integer())),
          expected_inputs: fc.jsonValue(),
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
    ),
    recorded_by: fc.oneof(
      fc.record(
        {
          method: fc.constantFrom('run', 'stamp', 7),
          command: fc.oneof(fc.array(fc.string()), fc.array(fc.jsonValue())),
          working_directory: fc.string(),
          outputs: fc.string(),
          program: fc.oneof(fc.record({ path: fc.string(), version: fc.string() }), fc.jsonValue()),
          nondeterministic: fc.array(fc.oneof(fc.string(), fc.integer())),
          started_at: fc.string(),
          ended_at: fc.string(),
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
    ),
  },
  { requiredKeys: [] },
);

/** Reads `values` (as passport files a/<k>.passport.json) with and without `indexOnly`. */
async function readBoth(docs: readonly (Uint8Array | undefined)[]) {
  const files = new Map<string, Uint8Array>();
  const paths = docs.map((bytes, k) => {
    const path = `d${k}/p.passport.json`;
    if (bytes) files.set(path, bytes);
    return path;
  });
  const read = (indexOnly: boolean, outputsOnDemand = false) =>
    readPassports(paths, memoryReader(files), { maxBytes: 1 << 20, indexOnly, outputsOnDemand });
  return { full: await read(false), index: await read(true), demand: await read(true, true) };
}

/** The value as the file holds it (JSON has no -0, no undefined member). */
const roundTrip = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value, null, 2));

describe('passports read for the index alone (changed mode)', () => {
  it('read every field as the full reading does, the index first or any field first', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(passportValue, fc.jsonValue()), { minLength: 1, maxLength: 4 }),
        fc.nat(FIELDS.length - 1),
        async (values, first) => {
          const { full, index, demand } = await readBoth(values.map(encode));
          // The index alone, and the index without outputs (a shard's passports of others).
          [...index.records, ...demand.records].forEach((r, i) => {
            const k = i % values.length;
            const f = full.records[k];
            expect(r.summary).not.toBeNull();
            const summary = r.summary as Passport;
            // Any one field first: the fields read on demand agree whichever is asked first.
            expect(summary[FIELDS[first] as keyof Passport]).toEqual(
              f?.summary?.[FIELDS[first] as keyof Passport],
            );
            expect(fieldsOf(summary)).toEqual(fieldsOf(f?.summary as Passport));
            expect(fieldsOf(summary)).toEqual(fieldsOf(readPassport(roundTrip(values[k]))));
            expect(r.id).toBe(f?.id);
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('copy every field when their inputs are replaced (the re-run command of a hand record)', async () => {
    await fc.assert(
      fc.asyncProperty(passportValue, async (value) => {
        const { index } = await readBoth([encode(value)]);
        const summary = index.records[0]?.summary as Passport;
        const copy = withInputs(summary, summary.inputs.slice(1));
        const expected = readPassport(roundTrip(value));
        expect(copy).toEqual({ ...expected, inputs: expected.inputs.slice(1) });
      }),
      { numRuns: 200 },
    );
  });

  it('refuse what the full reading refuses, with the same claimed id', async () => {
    const docs = [
      new TextEncoder().encode('{"passport_id": "ABCDEF12-0000-4000-8000-000000000000", '),
      new Uint8Array([0xef, 0xbb, 0xbf, ...encode({ passport_id: 'x' })]),
      new Uint8Array([0x7b, 0xff, 0x7d]),
      new TextEncoder().encode(`${'['.repeat(300)}${']'.repeat(300)}`),
      undefined,
    ];
    const { full, index } = await readBoth(docs);
    expect(index.records.map((r) => [r.summary, r.id, r.claimedId, r.problem])).toEqual(
      full.records.map((r) => [r.summary, r.id, r.claimedId, r.problem]),
    );
    expect(index.records.every((r) => r.summary === null)).toBe(true);
    expect(index.records[0]?.claimedId).toBe('abcdef12-0000-4000-8000-000000000000');
  });

  it("read a shard's outputs on demand: no path shared until they are asked, then as the whole reading shares them", async () => {
    const value = {
      passport_id: 'abcdef12-0000-4000-8000-000000000000',
      inputs: [{ path: 'in/a.tsv' }],
      outputs: [{ path: 'out/c.tsv' }, {}, { path: 'out/d.tsv' }],
      decisions: [{ what: 'kept' }],
    };
    const files = new Map([['d/p.passport.json', encode(value)]]);
    const asked: string[] = [];
    const set = await readPassports(['d/p.passport.json'], memoryReader(files), {
      maxBytes: 1 << 20,
      indexOnly: true,
      outputsOnDemand: true,
      sharePath: (path) => {
        asked.push(path);
        return `shared:${path}`;
      },
    });
    const summary = set.records[0]?.summary as Passport;
    expect(asked).toEqual(['in/a.tsv']);
    expect(summary.outputs.map((a) => [a.index, a.path])).toEqual([
      [0, 'shared:out/c.tsv'],
      [2, 'shared:out/d.tsv'],
    ]);
    expect(summary.decisions).toEqual(value.decisions);
    // Read once: the outputs asked again are the same list, nothing shared a second time.
    expect(summary.outputs).toBe(summary.outputs);
    expect(asked.filter((p) => p.startsWith('out/'))).toEqual(['out/c.tsv', 'out/d.tsv']);
  });

  it("keep each artifact path as sharePath gives it (the walk's string in the audit), whole or for the index alone", async () => {
    const value = {
      passport_id: 'abcdef12-0000-4000-8000-000000000000',
      inputs: [{ path: 'in/a.tsv' }, { path: 7 }, { path: 'in/b.tsv', sha256: 'x' }],
      outputs: [{ path: 'out/c.tsv' }, {}, { path: 'out/d.tsv' }],
    };
    const files = new Map([['d/p.passport.json', encode(value)]]);
    for (const indexOnly of [false, true]) {
      const asked: string[] = [];
      // A marked string stands for the walk's own one (a string's identity cannot be seen).
      const sharePath = (path: string) => {
        asked.push(path);
        return `shared:${path}`;
      };
      const set = await readPassports(['d/p.passport.json'], memoryReader(files), {
        maxBytes: 1 << 20,
        indexOnly,
        sharePath,
      });
      const summary = set.records[0]?.summary as Passport;
      expect(asked).toEqual(['in/a.tsv', 'in/b.tsv', 'out/c.tsv', 'out/d.tsv']);
      expect(summary.inputs.map((a) => [a.index, a.path])).toEqual([
        [0, 'shared:in/a.tsv'],
        [2, 'shared:in/b.tsv'],
      ]);
      expect(summary.outputs.map((a) => [a.index, a.path])).toEqual([
        [0, 'shared:out/c.tsv'],
        [2, 'shared:out/d.tsv'],
      ]);
    }
  });
});

/**
 * A reader of `files` (path → bytes, read when asked: a test may change them) that can read a
 * path again synchronously, as the digest service can a file the walk listed; `againAsked`
 * counts the reads again.
 */
function rereadingReader(files: Map<string, Uint8Array>): DocumentReader & { againAsked: number } {
  const read = (rel: string): ContainedReadResult => {
    const bytes = files.get(rel);
    return bytes
      ? { ok: true, bytes: Buffer.from(bytes), size: bytes.length }
      : { ok: false, reason: 'missing', detail: 'does not exist' };
  };
  const reader = {
    againAsked: 0,
    async readEach(
      rels: readonly string[],
      _maxBytes: number,
      visit: (rel: string, read: ContainedReadResult) => void,
    ) {
      for (const rel of rels) visit(rel, read(rel));
    },
    readAgainSync(rel: string) {
      return () => {
        reader.againAsked++;
        return read(rel);
      };
    },
  };
  return reader;
}

describe("a passport's bytes let go of once checked (all mode)", () => {
  const path = 'd/p.passport.json';
  const value = { passport_id: 'abcdef12-0000-4000-8000-000000000000', outputs: [{ path: 'o' }] };

  it('holds them while onRead checks, then reads them again on each ask: the bytes checked, or none once the file changed; held as before otherwise', async () => {
    const files = new Map([[path, encode(value)]]);
    const reader = rereadingReader(files);
    const seen: (Uint8Array | null)[] = [];
    const set = await readPassports([path], reader, {
      maxBytes: 1 << 20,
      letGoOfBytes: true,
      onRead: (record) => void seen.push(record.readBytes()),
    });
    expect(seen.map((b) => b && Buffer.from(b).toString())).toEqual([
      Buffer.from(encode(value)).toString(),
    ]);
    const record = set.records[0];
    expect(reader.againAsked).toBe(0);
    expect(Buffer.from(record?.readBytes() as Uint8Array).equals(encode(value))).toBe(true);
    expect(reader.againAsked).toBe(1);
    // The same length, other bytes: not the passport checked.
    files.set(path, encode({ ...value, passport_id: 'abcdef12-0000-4000-8000-000000000001' }));
    expect(record?.readBytes()).toBeNull();
    // Another length.
    files.set(path, encode({ ...value, x: 1 }));
    expect(record?.readBytes()).toBeNull();
    // Gone.
    files.delete(path);
    expect(record?.readBytes()).toBeNull();
    expect(reader.againAsked).toBe(4);
    // Held as before without onRead, with keepAsRead or indexOnly, and when the reader cannot
    // read again.
    files.set(path, encode(value));
    const onRead = () => undefined;
    for (const options of [
      { letGoOfBytes: true },
      { letGoOfBytes: true, onRead, keepAsRead: true },
      { letGoOfBytes: true, onRead, indexOnly: true },
      { letGoOfBytes: false, onRead },
    ]) {
      const other = rereadingReader(files);
      const kept = await readPassports([path], other, { maxBytes: 1 << 20, ...options });
      expect(kept.records[0]?.readBytes(), JSON.stringify(options)).not.toBeNull();
      expect(other.againAsked, JSON.stringify(options)).toBe(0);
    }
    const held = await readPassports([path], memoryReader(files), {
      maxBytes: 1 << 20,
      letGoOfBytes: true,
      onRead,
    });
    expect(held.records[0]?.readBytes()).not.toBeNull();
  });

  it('asks the reader to reuse its memory when it lets go of the bytes, and keeps nothing of that memory: the bytes held, a position asked during the check', async () => {
    const paths = ['a/p.passport.json', 'b/p.passport.json', 'c/p.passport.json'];
    // Each passport its own length and text: on line 3 the first, on line 4 the others.
    const texts = [
      '{\n  "passport_id": "abcdef12-0000-4000-8000-000000000000",\n  "outputs": [{"path": "o"}]\n}\n',
      '{\n  "schema_version": "1.0.0",\n  "passport_id": "abcdef12-0000-4000-8000-000000000001",\n  "outputs": []\n}\n',
      '{\n  "x": 1,\n  "y": 2,\n  "outputs": [{"path": "q"}]\n}\n',
    ];
    const files = new Map(paths.map((p, k) => [p, new TextEncoder().encode(texts[k])]));
    /**
     * A reader that, when let, reads every document into one buffer and writes over it once
     * visit returns (as the next read would); `again` says whether it can read a path again.
     */
    const scribbling = (again: boolean) => {
      const asked: boolean[] = [];
      const shared = new Uint8Array(1024);
      const readOf = (rel: string, reuse: boolean): ContainedReadResult => {
        const bytes = files.get(rel) as Uint8Array;
        const into = reuse ? shared.subarray(0, bytes.length) : new Uint8Array(bytes.length);
        into.set(bytes);
        return {
          ok: true,
          bytes: Buffer.from(into.buffer, into.byteOffset, into.length),
          size: bytes.length,
        };
      };
      const reader: DocumentReader = {
        async readEach(rels, _maxBytes, visit, options) {
          asked.push(options?.reuse === true);
          for (const rel of rels) {
            visit(rel, readOf(rel, options?.reuse === true));
            shared.fill(0x78);
          }
        },
        ...(again ? { readAgainSync: (rel: string) => () => readOf(rel, false) } : {}),
      };
      return { reader, asked };
    };
    for (const again of [true, false]) {
      const { reader, asked } = scribbling(again);
      const during: unknown[] = [];
      const set = await readPassports(paths, reader, {
        maxBytes: 1 << 20,
        letGoOfBytes: true,
        // A position asked during the check, kept by the positions' lookup.
        onRead: (record, _parsed, s) => void during.push(s.positions.locate(record, '/outputs')),
      });
      expect(asked, `again: ${again}`).toEqual([true]);
      expect(during).toEqual([
        { pointer: '/outputs', line: 3, column: 3 },
        { pointer: '/outputs', line: 4, column: 3 },
        { pointer: '/outputs', line: 4, column: 3 },
      ]);
      // After every read: the bytes as written, and the same positions.
      set.records.forEach((record, k) => {
        expect(Buffer.from(record.readBytes() as Uint8Array).toString(), `again: ${again}`).toBe(
          texts[k],
        );
        expect(set.positions.locate(record, '/outputs')).toEqual(during[k]);
      });
    }
    // Not let go of: no reuse asked.
    for (const options of [
      { letGoOfBytes: false, onRead: () => undefined },
      { letGoOfBytes: true, onRead: () => undefined, keepAsRead: true },
      { letGoOfBytes: true, onRead: () => undefined, indexOnly: true },
    ]) {
      const { reader, asked } = scribbling(true);
      await readPassports(paths, reader, { maxBytes: 1 << 20, ...options });
      expect(asked, JSON.stringify(options)).toEqual([false]);
    }
  });

  it('does not hold the bytes read: only their length and digest', async () => {
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    const files = new Map([[path, encode(value)]]);
    const refs: WeakRef<Uint8Array>[] = [];
    const reader = rereadingReader(files);
    const readEach = reader.readEach.bind(reader);
    reader.readEach = (rels, maxBytes, visit) =>
      readEach(rels, maxBytes, (rel, read) => {
        if (read.ok) refs.push(new WeakRef(read.bytes));
        visit(rel, read);
      });
    const set = await readPassports([path], reader, {
      maxBytes: 1 << 20,
      letGoOfBytes: true,
      onRead: () => undefined,
    });
    // WeakRefs made in a turn hold their target until that turn ends.
    await new Promise((resolve) => setImmediate(resolve));
    collect();
    expect(refs).toHaveLength(1);
    expect(refs[0]?.deref()).toBeUndefined();
    expect(set.records).toHaveLength(1);
  });

  it('keeps no lookup of positions made by the check (it would hold the bytes), and locates from the bytes read again', async () => {
    const files = new Map([[path, encode(value)]]);
    const set = await readPassports([path], rereadingReader(files), {
      maxBytes: 1 << 20,
      letGoOfBytes: true,
      // A check's lookup that answers wrongly: kept, it would be the answer.
      onRead: (record, _parsed, s) => s.positions.keep(record, () => ({ line: 99, column: 99 })),
    });
    const record = set.records[0] as (typeof set.records)[number];
    // encode writes two spaces of indent: "outputs" is on line 3, its first path on line 5.
    expect(set.positions.locate(record, '/outputs/0/path')).toEqual({
      pointer: '/outputs/0/path',
      line: 5,
      column: 7,
    });
  });
});

describe('a passport described for stamp, graph and export', () => {
  it('describes each record from its own bytes when handed to map directly (no index taken for bytes)', async () => {
    const ids = ['abcdef12-0000-4000-8000-000000000001', 'abcdef12-0000-4000-8000-000000000002'];
    const files = new Map(
      ids.map((id, k) => [`d${k}/p.passport.json`, encode({ passport_id: id })]),
    );
    const set = await readPassports([...files.keys()], memoryReader(files), { maxBytes: 1 << 20 });
    const described = set.records.map(describePassport);
    expect(described.map((p) => [p.id, p.problem])).toEqual(ids.map((id) => [id, undefined]));
  });

  it('describes the bytes the caller holds, not a second read of the file', async () => {
    const id = 'abcdef12-0000-4000-8000-000000000003';
    const files = new Map([['d/p.passport.json', encode({ passport_id: id })]]);
    const set = await readPassports([...files.keys()], memoryReader(files), { maxBytes: 1 << 20 });
    const record = set.records[0]!;
    const held = encode({ passport_id: 'abcdef12-0000-4000-8000-000000000004' });
    expect(describePassportBytes(record, held).id).toBe('abcdef12-0000-4000-8000-000000000004');
    expect(describePassport(record).id).toBe(id);
  });
});

describe("another shard's passports read on first ask (readOnAsk: a shard that does not lead)", () => {
  /** Passports of every kind the read gives a record for, one directory each. */
  const docs: Record<string, Uint8Array | undefined> = {
    own: encode({ passport_id: 'abcdef12-0000-4000-8000-00000000000a', outputs: [{ path: 'o' }] }),
    fine: encode({ passport_id: 'ABCDEF12-0000-4000-8000-00000000000B', inputs: [{ path: 'i' }] }),
    'not-json': new TextEncoder().encode(
      '{"passport_id": "abcdef12-0000-4000-8000-00000000000c", ',
    ),
    'not-utf8': new Uint8Array([0x7b, 0xff, 0x7d]),
    // Past the depth cap: refused (passport-too-large) whether read with the rest or on ask.
    deep: new TextEncoder().encode(
      `{"passport_id": "abcdef12-0000-4000-8000-00000000000d", "parameters": ${'['.repeat(300)}${']'.repeat(300)}}`,
    ),
    gone: undefined,
    // The reader cannot read it again on this thread (a path the walk did not list as a file).
    linked: encode({ passport_id: 'abcdef12-0000-4000-8000-00000000000e' }),
  };
  const paths = Object.keys(docs).map((dir) => `${dir}/p.passport.json`);

  /** A reader of `docs` that counts each path's reads, with the rest and again on this thread. */
  function countingReader() {
    const files = new Map<string, Uint8Array>();
    for (const [dir, bytes] of Object.entries(docs))
      if (bytes) files.set(`${dir}/p.passport.json`, bytes);
    const base = rereadingReader(files);
    const reads = new Map<string, number>();
    const count = (rel: string) => reads.set(rel, (reads.get(rel) ?? 0) + 1);
    const reader: DocumentReader = {
      readEach: (rels, maxBytes, visit, options) =>
        base.readEach(
          rels,
          maxBytes,
          (rel, read) => {
            count(rel);
            visit(rel, read);
          },
          options,
        ),
      readAgainSync: (rel, maxBytes) => {
        if (rel.startsWith('linked/')) return undefined;
        const again = base.readAgainSync?.(rel, maxBytes);
        return (
          again &&
          (() => {
            count(rel);
            return again();
          })
        );
      },
    };
    return { reader, reads };
  }

  const fieldsOfRecord = (r: PassportRecord) => ({
    path: r.path,
    dir: r.dir,
    id: r.id,
    claimedId: r.claimedId,
    problem: r.problem,
    summary: r.summary && fieldsOf(r.summary),
    bytes: r.readBytes() && Buffer.from(r.readBytes() as Uint8Array).toString('hex'),
  });

  it('reads and parses none of them until one of its fields is asked, then each once, the same record as read with the rest, in the same order', async () => {
    const options = { maxBytes: 1 << 20, indexOnly: true, outputsOnDemand: true };
    const whole = await readPassports(paths, countingReader().reader, options);
    const parse = JSON.parse;
    const parsed: string[] = [];
    const spy = vi.spyOn(JSON, 'parse').mockImplementation((text: string, reviver) => {
      parsed.push(text);
      return parse(text, reviver) as unknown;
    });
    try {
      for (const first of ['id', 'summary', 'claimedId', 'problem', 'bytes'] as const) {
        const { reader, reads } = countingReader();
        parsed.length = 0;
        const set = await readPassports(paths, reader, {
          ...options,
          readOnAsk: (dir) => dir !== 'own',
        });
        // Read now: its own, and the one that cannot be read again on this thread.
        expect([...reads.keys()].sort()).toEqual(['linked/p.passport.json', 'own/p.passport.json']);
        expect(parsed.filter((t) => !t.includes('0000000a') && !t.includes('0000000e'))).toEqual(
          [],
        );
        expect(set.records.map((r) => [r.path, r.dir])).toEqual(
          whole.records.map((r) => [r.path, r.dir]),
        );
        expect(reads.size).toBe(2);
        // One field asked first reads the record; the others then read nothing more.
        for (const r of set.records)
          if (first === 'bytes') r.readBytes();
          else void r[first];
        expect([...reads.values()]).toEqual(paths.map(() => 1));
        expect(set.records.map(fieldsOfRecord)).toEqual(whole.records.map(fieldsOfRecord));
        expect([...reads.values()]).toEqual(paths.map(() => 1));
        expect(set.records.find((r) => r.dir === 'fine')?.id).toBe(
          'abcdef12-0000-4000-8000-00000000000b',
        );
        expect(set.records.find((r) => r.dir === 'deep')?.summary).toBeNull();
        expect(set.records.find((r) => r.dir === 'not-json')?.claimedId).toBe(
          'abcdef12-0000-4000-8000-00000000000c',
        );
      }
    } finally {
      spy.mockRestore();
    }
  });

  it('reads every passport at once with keepAsRead or onRead (they see each as read)', async () => {
    for (const extra of [{ keepAsRead: true }, { onRead: () => undefined }]) {
      const { reader, reads } = countingReader();
      await readPassports(paths, reader, {
        maxBytes: 1 << 20,
        readOnAsk: () => true,
        ...extra,
      });
      expect([...reads.keys()], JSON.stringify(Object.keys(extra))).toEqual(paths);
    }
  });
});
