import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FindingSink,
  findingKey,
  readMessage,
  type FindingInput,
} from '../../src/core/findings.js';
import { getRule, type RuleId } from '../../src/core/rule-registry.js';
import type { Finding } from '../../src/core/report-model.js';

// Small alphabets, so that generated findings often share a message, a path or every field.
const rules: RuleId[] = ['artifact-hash-mismatch', 'artifact-missing', 'passport-missing'];
const text = fc.constantFrom('m', 'n', 'output "a": expected', '');
const finding: fc.Arbitrary<FindingInput> = fc.record(
  {
    rule: fc.constantFrom(...rules),
    // Text, or the same text rendered lazily: the sink tells them apart by text alone.
    message: fc.oneof(
      text,
      text.map((t) => () => t),
    ),
    path: fc.constantFrom('', 'a/passport.json', 'b/passport.json'),
    line: fc.constantFrom(1, 2),
    column: fc.constantFrom(1, 5),
    pointer: fc.constantFrom('/outputs/0/sha256', '/outputs/1/sha256', ''),
    passport_id: fc.constantFrom('p1', 'p2'),
  },
  { requiredKeys: ['rule', 'message', 'path'] },
);

/** The sink's contract, stated directly: the first finding of each findingKey, in order. */
function firstOfEachKey(inputs: readonly FindingInput[]): Finding[] {
  const keys = new Set<string>();
  const out: Finding[] = [];
  for (const i of inputs) {
    const f: Finding = {
      rule: i.rule,
      severity: getRule(i.rule).defaultSeverity,
      message: readMessage(i.message),
      path: i.path,
    };
    if (i.line !== undefined) f.line = i.line;
    if (i.column !== undefined) f.column = i.column;
    if (i.pointer !== undefined) f.pointer = i.pointer;
    if (i.passport_id !== undefined) f.passport_id = i.passport_id;
    const key = findingKey(f);
    if (keys.has(key)) continue;
    keys.add(key);
    out.push(f);
  }
  return out;
}

describe('FindingSink', () => {
  it('keeps the first finding of each findingKey, in the order added, for any findings', () => {
    fc.assert(
      fc.property(fc.array(finding, { maxLength: 40 }), (inputs) => {
        const sink = new FindingSink();
        sink.addAll(inputs);
        expect(sink.findings).toEqual(firstOfEachKey(inputs));
      }),
      { numRuns: 500 },
    );
  });

  it('tells apart findings that share a message by each other field', () => {
    const base: FindingInput = {
      rule: 'artifact-missing',
      message: 'the same words',
      path: 'a/passport.json',
      line: 3,
      column: 4,
      pointer: '/outputs/0/path',
      passport_id: 'p1',
    };
    const sink = new FindingSink();
    sink.add(base);
    sink.add({ ...base });
    sink.add({ ...base, rule: 'passport-missing' });
    sink.add({ ...base, path: 'b/passport.json' });
    sink.add({ ...base, line: 9 });
    sink.add({ ...base, column: 9 });
    sink.add({ ...base, pointer: '/outputs/1/path' });
    sink.add({ ...base, passport_id: 'p2' });
    sink.add({ ...base, line: undefined });
    sink.add({ ...base, path: 'b/passport.json' });
    sink.add({ ...base, line: undefined });
    expect(sink.findings).toEqual(
      firstOfEachKey([
        base,
        { ...base, rule: 'passport-missing' },
        { ...base, path: 'b/passport.json' },
        { ...base, line: 9 },
        { ...base, column: 9 },
        { ...base, pointer: '/outputs/1/path' },
        { ...base, passport_id: 'p2' },
        { ...base, line: undefined },
      ]),
    );
    expect(sink.findings).toHaveLength(8);
  });

  it('keeps tens of thousands of findings that share one message, each once', () => {
    const sink = new FindingSink();
    for (let round = 0; round < 2; round++)
      for (let i = 0; i < 20000; i++)
        sink.add({ rule: 'passport-missing', message: 'no passport', path: `d${i}/x` });
    expect(sink.findings).toHaveLength(20000);
    expect(sink.findings[19999]?.path).toBe('d19999/x');
  });

  it('keeps no text for a lazy message: rendered when read, the finding otherwise as with its text', () => {
    let renders = 0;
    const words = (i: number) => `output "d/part${i}.tsv": expected sha256 ${'a'.repeat(64)}`;
    const sink = new FindingSink();
    for (let i = 0; i < 1000; i++)
      sink.add({
        rule: 'artifact-hash-mismatch',
        message: () => {
          renders++;
          return words(i);
        },
        path: 'd/d.passport.json',
        line: i + 1,
        column: 7,
        pointer: `/outputs/${i}/sha256`,
        passport_id: 'p1',
      });
    // Added at distinct places: no message was rendered to tell them apart.
    expect(renders).toBe(0);
    const f = sink.findings[3]!;
    expect(Object.getOwnPropertyDescriptor(f, 'message')?.get).toBeTypeOf('function');
    const asText: Finding = {
      rule: 'artifact-hash-mismatch',
      severity: 'error',
      message: words(3),
      path: 'd/d.passport.json',
      line: 4,
      column: 7,
      pointer: '/outputs/3/sha256',
      passport_id: 'p1',
    };
    // What a report, a spread, Object.keys and a comparison see: the finding with its text.
    expect(JSON.stringify(f, null, 2)).toBe(JSON.stringify(asText, null, 2));
    expect({ ...f }).toStrictEqual(asText);
    expect(Object.keys(f)).toEqual(Object.keys(asText));
    expect(f).toEqual(asText);
    expect(renders).toBe(4);
    // An assignment makes it text, as on any other finding.
    f.message = 'folded';
    expect(f.message).toBe('folded');
    expect(JSON.stringify(f)).toBe(JSON.stringify({ ...asText, message: 'folded' }));
  });

  it('tells a lazy message from text by its text, either added first', () => {
    const at = { rule: 'artifact-hash-mismatch', path: 'a', pointer: '/x', line: 1 } as const;
    const sink = new FindingSink();
    sink.add({ ...at, message: () => 'same' });
    sink.add({ ...at, message: 'same' });
    sink.add({ ...at, message: 'other' });
    sink.add({ ...at, message: () => 'other' });
    sink.add({ ...at, message: () => 'third' });
    sink.add({ ...at, message: () => 'third' });
    expect(sink.findings.map((f) => f.message)).toEqual(['same', 'other', 'third']);
  });

  it('drops a finding whose rule the overrides turn off', () => {
    const sink = new FindingSink({ 'artifact-missing': 'off' });
    sink.add({ rule: 'artifact-missing', message: 'm', path: 'a' });
    expect(sink.findings).toEqual([]);
  });
});
