import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs build script without types
import { buildMetaValidatorSource, buildValidatorSource } from '../scripts/compile-schemas.mjs';

describe('precompiled schema validators', () => {
  it('src/formats/generated/validators.cjs is what scripts/compile-schemas.mjs makes of schemas/ (never stale)', () => {
    const committed = readFileSync(
      path.resolve(import.meta.dirname, '../src/formats/generated/validators.cjs'),
      'utf8',
    );
    expect(
      committed === buildValidatorSource(),
      'stale: run node scripts/compile-schemas.mjs (npm run bundle does)',
    ).toBe(true);
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
