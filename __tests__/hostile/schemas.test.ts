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
});
