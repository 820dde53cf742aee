import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs build script without types
import * as compileSchemas from '../scripts/compile-schemas.mjs';

const { buildMetaValidatorSource, buildValidatorSources, VALIDATOR_MODULES } = compileSchemas;

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
});
