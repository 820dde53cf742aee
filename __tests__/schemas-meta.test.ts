import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';

// The validators are compiled ahead of time without meta-schema validation (it would cost the
// compilation of the meta-schema); the bundled schemas are checked against it here instead.
const schemasDir = path.resolve(import.meta.dirname, '..', 'schemas');
const files = readdirSync(schemasDir).filter((f) => f.endsWith('.json'));

describe('bundled schemas', () => {
  it('exist', () => {
    expect(files.length).toBeGreaterThan(0);
  });
  it.each(files)('%s is a valid JSON Schema 2020-12', (file) => {
    const schema = JSON.parse(readFileSync(path.join(schemasDir, file), 'utf8')) as object;
    const ajv = new Ajv2020({ strict: false });
    expect(ajv.validateSchema(schema), JSON.stringify(ajv.errors)).toBe(true);
  });
  it('rejects a schema that breaks the meta-schema (so the check above can fail)', () => {
    const ajv = new Ajv2020({ strict: false });
    expect(ajv.validateSchema({ type: 'object', properties: { a: { type: 12 } } })).toBe(false);
  });
  // scripts/compile-schemas.mjs compiles patterns without the "u" flag (several times faster),
  // which changes nothing only while every pattern is plain ASCII without Unicode escapes.
  it.each(files)('%s has only ASCII patterns, which need no unicode-mode RegExp', (file) => {
    const patterns: string[] = [];
    JSON.parse(readFileSync(path.join(schemasDir, file), 'utf8'), (key, value: unknown) => {
      if (key === 'pattern' && typeof value === 'string') patterns.push(value);
      return value;
    });
    for (const p of patterns) {
      expect(/^[\x20-\x7e]*$/.test(p), p).toBe(true);
      expect(/\\[pPu]/.test(p), p).toBe(false);
    }
  });
});
