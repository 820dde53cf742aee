import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs build script without types
import * as compileSchemas from '../scripts/compile-schemas.mjs';

const {
  AJV_STRING_LENGTH,
  buildMetaValidatorSource,
  buildValidatorSources,
  VALIDATOR_MODULES,
  withFastStringLength,
  withLinearErrorMerge,
} = compileSchemas;
const require = createRequire(import.meta.url);

const handoffKeys = () =>
  (VALIDATOR_MODULES as Record<string, string[]>)['handoff-validators.cjs'] ?? [];

describe('precompiled schema validators', () => {
  const sources = buildValidatorSources() as Record<string, string>;
  for (const file of Object.keys(VALIDATOR_MODULES as Record<string, string[]>)) {
    it(`src/formats/generated/${file} is what scripts/compile-schemas.mjs makes of schemas/ (never stale)`, () => {
      const committed = readFileSync(
        path.resolve(import.meta.dirname, '../src/formats/generated', file),
        'utf8',
      );
      expect(
        committed === sources[file],
        'stale: run node scripts/compile-schemas.mjs (npm run bundle does)',
      ).toBe(true);
    });
  }
  it('every schema key is in exactly one generated module, and each module exports its keys', () => {
    const modules = VALIDATOR_MODULES as Record<string, string[]>;
    const keys = Object.values(modules).flat();
    expect(new Set(keys).size).toBe(keys.length);
    for (const [file, own] of Object.entries(modules)) {
      const table =
        /module\.exports\.validators = \{([^}]*)\}/.exec(sources[file] ?? '')?.[1] ?? '';
      const exported = [...table.matchAll(/"([^"]+)":/g)].map((m) => m[1]);
      expect(exported, file).toEqual(own);
    }
  });
  it('a passport audit loads only the passport and config validators (the rest load on demand)', async () => {
    const { getValidator } = await import('../src/formats/schema-validator.js');
    expect(() => getValidator('passport')).not.toThrow();
    expect(() => getValidator('config')).not.toThrow();
    // Not loaded yet: schema-validator.ts does not import the other modules itself.
    expect(() => getValidator('report')).toThrow(/no precompiled validator/);
    for (const key of handoffKeys()) expect(() => getValidator(key)).toThrow();
    // The report validator arrives with report-schema.ts, the handoff ones with handoff-schemas.ts.
    const { validateReport } = await import('../src/formats/report-schema.js');
    expect(validateReport({})).not.toEqual([]);
    await import('../src/formats/handoff-schemas.js');
    for (const key of handoffKeys()) expect(() => getValidator(key)).not.toThrow();
  });
  it('src/formats/generated/meta-validator.cjs is what it makes of the 2020-12 meta-schema', () => {
    const committed = readFileSync(
      path.resolve(import.meta.dirname, '../src/formats/generated/meta-validator.cjs'),
      'utf8',
    );
    expect(
      committed === buildMetaValidatorSource(),
      'stale: run node scripts/compile-schemas.mjs (npm run bundle does)',
    ).toBe(true);
  });
  it('counts string lengths in code points, as ajv does, with the fast path for strings without surrogates', () => {
    const ajvLength = require('ajv/dist/runtime/ucs2length').default as (s: string) => number;
    // The very expression the generated modules hold, evaluated with this file's require.
    const source = withFastStringLength(`module.exports = ${AJV_STRING_LENGTH};`) as string;
    expect(source).not.toBe(`module.exports = ${AJV_STRING_LENGTH};`);
    const mod = { exports: undefined as unknown };
    new Function('require', 'module', source)(require, mod);
    const fastLength = mod.exports as (s: string) => number;
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), (a, b) => {
        expect(fastLength(a)).toBe(ajvLength(a));
        expect(fastLength(b)).toBe(ajvLength(b));
        // Lone surrogates too: each counts as one.
        expect(fastLength(`\ud800${a}\udc00x`)).toBe(ajvLength(`\ud800${a}\udc00x`));
      }),
    );
  });
  it('the passport validator counts an emoji as one character against maxLength', async () => {
    const { validateWithSchema } = await import('../src/formats/schema-validator.js');
    // agent: maxLength 256. 200 emoji are 400 UTF-16 units but 200 code points.
    const passport = (agent: string) => ({
      schema_version: '1.0.0',
      passport_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      created_at: '2026-01-01T00:00:00Z',
      produced_by: { skill: 'qc', skill_version: '1', agent },
      inputs: [],
      outputs: [],
    });
    const agentErrors = (agent: string) =>
      validateWithSchema('passport', passport(agent)).filter((v) =>
        JSON.stringify(v).includes('agent'),
      );
    expect(agentErrors('\u{1F9EC}'.repeat(200))).toEqual([]);
    expect(agentErrors('\u{1F9EC}'.repeat(257))).not.toEqual([]);
  });

  it('append the errors of called validators in place instead of copying the list each time (linear, not quadratic)', async () => {
    const sources = buildValidatorSources() as Record<string, string>;
    for (const [file, source] of Object.entries(sources))
      expect(source.includes('vErrors.concat('), file).toBe(false);
    // The rewrite ran (ajv still emits the merge it replaces), not merely found nothing to do.
    expect(Object.values(sources).some((s) => s.includes('vErrors.push(e)'))).toBe(true);
    // The rewrite keeps ajv's errors: the precompiled passport validator against ajv compiling
    // the same schema at run time with the build's options, on passports with many bad items.
    const { Ajv2020 } = await import('ajv/dist/2020.js');
    const addFormatsModule = await import('ajv-formats');
    const addFormats = (addFormatsModule.default ?? addFormatsModule) as unknown as (
      ajv: unknown,
      formats: string[],
    ) => void;
    const reference = new Ajv2020({
      allErrors: true,
      strict: true,
      allowUnionTypes: true,
      unicodeRegExp: false,
    });
    addFormats(reference, ['date-time', 'uri', 'email']);
    const schema = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../schemas/passport.v1.schema.json'), 'utf8'),
    ) as object;
    const runtime = reference.compile(schema);
    const { getValidator } = await import('../src/formats/schema-validator.js');
    const precompiled = getValidator('passport');
    const output = fc.record({
      type: fc.constantFrom('bam', 7),
      path: fc.constantFrom('results/a.bam', '', 3),
      sha256: fc.constantFrom('a'.repeat(64), 'nothex'),
    });
    fc.assert(
      fc.property(
        fc.array(output, { maxLength: 12 }),
        fc.array(output, { maxLength: 4 }),
        (outputs, inputs) => {
          const value = { schema_version: '1.0.0', outputs, inputs };
          const ours = precompiled(value);
          expect(ours).toBe(runtime(value));
          expect(precompiled.errors ?? null).toEqual(runtime.errors ?? null);
        },
      ),
      { numRuns: 200 },
    );
    // The rewrite itself, on ajv's line.
    expect(
      withLinearErrorMerge(
        'vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);',
      ),
    ).toBe(
      'if (vErrors === null) vErrors = validate21.errors; else for (const e of validate21.errors) vErrors.push(e);',
    );
  });
});
