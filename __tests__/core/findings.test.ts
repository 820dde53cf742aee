import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FindingSink, findingKey, type FindingInput } from '../../src/core/findings.js';
import { getRule, type RuleId } from '../../src/core/rule-registry.js';
import type { Finding } from '../../src/core/report-model.js';

// Small alphabets, so that generated findings often share a message, a path or every field.
const rules: RuleId[] = ['artifact-hash-mismatch', 'artifact-missing', 'passport-missing'];
const finding: fc.Arbitrary<FindingInput> = fc.record(
  {
    rule: fc.constantFrom(...rules),
    message: fc.constantFrom('m', 'n', 'output "a": expected', ''),
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
      message: i.message,
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

  it('drops a finding whose rule the overrides turn off', () => {
    const sink = new FindingSink({ 'artifact-missing': 'off' });
    sink.add({ rule: 'artifact-missing', message: 'm', path: 'a' });
    expect(sink.findings).toEqual([]);
  });
});
