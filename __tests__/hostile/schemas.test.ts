/**
 * Schemas that come from the audited repository (a packet's output_schema)
 * are compiled in isolation: no remote refs, no $data, a size cap, and a
 * linear-time regex engine, so none of them can hang or crash the gate.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compileUntrustedSchema,
  UNTRUSTED_SCHEMA_MAX_BYTES,
} from '../../src/formats/untrusted-schema.js';

describe('untrusted schemas', () => {
  it('are checked against the 2020-12 meta-schema as ajv itself would (precompiled check)', () => {
    // The reference: ajv compiling the meta-schema at run time, with the options of the
    // isolated instance. Schemas are drawn from keywords with valid and invalid values.
    const reference = new Ajv2020({ allErrors: false, strict: false, $data: false });
    const value = fc.oneof(
      fc.constantFrom('string', 'nope', 'object', 'array', 'integer'),
      fc.integer({ min: -2, max: 3 }),
      fc.boolean(),
      fc.constant(null),
    );
    const keyword = fc.constantFrom(
      'type',
      'minLength',
      'maxItems',
      'required',
      'enum',
      'const',
      'uniqueItems',
      'pattern',
      '$anchor',
    );
    const schema: fc.Arbitrary<unknown> = fc.letrec<{ node: unknown }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.dictionary(keyword, value, { maxKeys: 3 }),
        fc.record({
          properties: fc.dictionary(fc.string({ maxLength: 3 }), tie('node'), { maxKeys: 2 }),
        }),
        fc.record({ items: tie('node') }),
        fc.record({ allOf: fc.array(tie('node'), { maxLength: 2 }) }),
        fc.boolean(),
      ),
    })).node;
    let invalid = 0;
    fc.assert(
      fc.property(schema, (s) => {
        const valid = reference.validateSchema(s as object) === true;
        const compiled = compileUntrustedSchema(s);
        if (!valid) invalid++;
        expect(compiled.ok).toBe(valid);
        if (!compiled.ok) {
          expect(compiled.message).toBe(
            `the schema does not compile: schema is invalid: ${reference.errorsText(reference.errors)}`,
          );
        }
      }),
      { numRuns: 300 },
    );
    // Both kinds were drawn, so the comparison said something.
    expect(invalid).toBeGreaterThan(10);
  });

  it('a catastrophic-backtracking pattern validates in linear time', () => {
    const compiled = compileUntrustedSchema({ type: 'string', pattern: '^(a+)+$' });
    expect(compiled.ok).toBe(true);
    if (!compiled.ok) return;
    // With V8's backtracking engine this input takes longer than the age of the universe.
    expect(compiled.validate(`${'a'.repeat(5000)}!`)).toHaveLength(1);
    expect(compiled.validate('a'.repeat(5000))).toEqual([]);
  });
  it('each pattern keeps its own compiled engine (no cache collision between patterns)', () => {
    const compiled = compileUntrustedSchema({
      type: 'object',
      properties: { a: { type: 'string', pattern: '^x$' }, b: { type: 'string', pattern: '^y$' } },
    });
    expect(compiled.ok).toBe(true);
    if (!compiled.ok) return;
    expect(compiled.validate({ a: 'x', b: 'y' })).toEqual([]);
    expect(compiled.validate({ a: 'x', b: 'x' })).toHaveLength(1);
  });
  it('patternProperties run on the same engine', () => {
    const compiled = compileUntrustedSchema({
      type: 'object',
      patternProperties: { '^(x+x+)+y$': { type: 'number' } },
    });
    expect(compiled.ok).toBe(true);
    if (compiled.ok)
      expect(compiled.validate({ [`${'x'.repeat(3000)}y`]: 'nope' })).toHaveLength(1);
  });
  it('a backreference cannot compile and is reported, not thrown', () => {
    expect(compileUntrustedSchema({ type: 'string', pattern: '^(a)\\1$' })).toMatchObject({
      ok: false,
    });
  });
  it('remote and unknown $refs do not compile', () => {
    expect(compileUntrustedSchema({ $ref: 'https://evil.example/schema.json' })).toMatchObject({
      ok: false,
    });
    expect(compileUntrustedSchema({ $ref: 'file:///etc/passwd' })).toMatchObject({ ok: false });
  });
  it('$data references are not evaluated', () => {
    const compiled = compileUntrustedSchema({ properties: { a: { const: { $data: '1/b' } } } });
    // Without $data support the keyword is a literal object: "a" must equal it.
    if (compiled.ok) expect(compiled.validate({ a: 1, b: 1 })).toHaveLength(1);
  });
  it('an oversized schema is refused', () => {
    const big = { enum: Array.from({ length: UNTRUSTED_SCHEMA_MAX_BYTES / 4 }, (_, i) => `v${i}`) };
    expect(compileUntrustedSchema(big)).toMatchObject({ ok: false });
  });

  it("uniqueItems gives ajv's verdict for any array, nested or not", () => {
    const reference = new Ajv2020({ allErrors: false, strict: false, $data: false });
    // Few distinct leaves, so repeats are common; objects are built with keys in either order.
    const leaf = fc.oneof(
      fc.constantFrom(0, 1, -0, 1.5, 'a', 'b', '', true, false, null),
      fc.constantFrom('1', 'true', 'null'),
    );
    const json: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
      v: fc.oneof(
        { depthSize: 'small' },
        leaf,
        fc.array(tie('v'), { maxLength: 3 }),
        fc
          .tuple(
            fc.dictionary(fc.constantFrom('x', 'y', 'z'), tie('v'), { maxKeys: 3 }),
            fc.boolean(),
          )
          .map(([o, reverse]) =>
            Object.fromEntries(reverse ? Object.entries(o).reverse() : Object.entries(o)),
          ),
      ),
    })).v;
    const schemas = [
      { type: 'array', uniqueItems: true },
      { type: 'object', properties: { list: { uniqueItems: true } } },
      { uniqueItems: false },
    ];
    const compiled = schemas.map((s) => compileUntrustedSchema(s));
    const expected = schemas.map((s) => reference.compile(s));
    let duplicates = 0;
    fc.assert(
      fc.property(fc.array(json, { maxLength: 8 }), (items) => {
        schemas.forEach((_, k) => {
          const data = k === 1 ? { list: items } : items;
          const ours = compiled[k];
          if (!ours?.ok) throw new Error('did not compile');
          const violations = ours.validate(data);
          const valid = expected[k]?.(data) === true;
          expect(violations.length === 0).toBe(valid);
          if (!valid) {
            duplicates++;
            // The pair it names really is a pair of equal items.
            const [, j, i] = /items ## (\d+) and (\d+)/.exec(violations[0]?.message ?? '') ?? [];
            expect(reference.compile({ const: items[Number(j)] })(items[Number(i)])).toBe(true);
            expect(violations[0]?.pointer).toBe(k === 1 ? '/list' : '');
          }
        });
      }),
      { numRuns: 400 },
    );
    expect(duplicates).toBeGreaterThan(50);
  });
  it("uniqueItems over a 40,000-item payload finishes (ajv's pairwise check took 38 s)", () => {
    const compiled = compileUntrustedSchema({ type: 'array', uniqueItems: true });
    if (!compiled.ok) throw new Error(compiled.message);
    const items = Array.from({ length: 40_000 }, (_, i) => ({ sample: `s${i}`, reads: i }));
    expect(compiled.validate(items)).toEqual([]);
    items.push({ reads: 7, sample: 's7' });
    expect(compiled.validate(items)[0]?.message).toBe(
      'must NOT have duplicate items (items ## 7 and 40000 are identical)',
    );
  });
});
