import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs build script without types
import { buildValidatorSource } from '../scripts/compile-schemas.mjs';

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
});
